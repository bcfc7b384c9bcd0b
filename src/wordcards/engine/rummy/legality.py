"""Legality of each rummy action (R3-R6, R8, R10) and the list of legal actions.

Each ``check_*`` function reads the match and returns a Refusal (rule id and a message) or
None; nothing here changes the match.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence

from wordcards.engine.errors import Refusal
from wordcards.engine.game import Action
from wordcards.engine.players import possessive
from wordcards.engine.rummy.actions import Discard, DrawDeck, DrawDiscard, Meld, NextHand, RummyAction, TimeUp
from wordcards.engine.rummy.cards import RummyCard, card_name
from wordcards.engine.rummy.colours import colour_problem, word_of
from wordcards.engine.rummy.melds import find_melds
from wordcards.engine.rummy.options import round_word
from wordcards.engine.rummy.view import Phase
from wordcards.engine.wording import counted
from wordcards.quoting import quote

if TYPE_CHECKING:
    from wordcards.engine.rummy.match import RummyMatch


def _name(match: "RummyMatch", seat: int) -> str:
    return match.players[seat].name


def check(match: "RummyMatch", action: Action) -> Refusal | None:
    if match.phase is Phase.MATCH_OVER:
        return Refusal("turn", "The match is over.")
    if isinstance(action, (DrawDeck, DrawDiscard)):
        return check_draw(match, action)
    if isinstance(action, Meld):
        return check_play_phase(match) or check_meld(match, action.cards)
    if isinstance(action, Discard):
        return check_play_phase(match) or check_discard(match, action.card)
    if isinstance(action, (NextHand, TimeUp)):
        return check_between_hands(match, action)
    return Refusal("turn", f"{quote(action)} is not a Word Rummy play")


def check_draw(match: "RummyMatch", action: Action) -> Refusal | None:
    return draw_refusal(action, match.phase, match.variant, bool(match.draw_pile), bool(match.discard_pile), _name(match, match.current))


def draw_refusal(
    action: Action, phase: Phase, variant: str, draw_pile_left: bool, discard_left: bool, player: str
) -> Refusal | None:
    """Why a draw is not allowed now (R3, R6), or None: said to the player to act (``player``,
    whom a save that no longer replays names). Read from what a seat's view shows too, so
    that a seat says the same as the shared keyboard."""
    if phase is Phase.HAND_OVER:
        return hand_over(variant)
    if phase is Phase.PLAY:
        return Refusal(
            "R3", "You have already drawn this turn (one card a turn).", in_a_save=f"is a second draw in {player}'s turn (one card a turn)"
        )
    if isinstance(action, DrawDeck) and not draw_pile_left:  # R6 ends the hand first; defensive
        return Refusal("R6", "The draw pile is empty.")
    if isinstance(action, DrawDiscard) and not discard_left:
        return Refusal("R3", "The discard pile is empty: draw from the draw pile.", in_a_save="takes from an empty discard pile")
    return None


def hand_over(variant: str) -> Refusal:
    """A play between hands: the one before the next deal is the deal."""
    ended = f"The {round_word(variant).lower()} is over"
    return Refusal("turn", f"{ended}: deal the next one first.", in_a_save=f"comes after the {round_word(variant).lower()} is over, before the next deal")


def check_play_phase(match: "RummyMatch") -> Refusal | None:
    if match.phase is Phase.HAND_OVER:
        return hand_over(match.variant)
    if match.phase is Phase.DRAW:
        player = _name(match, match.current)
        return Refusal("R3", "Draw a card first, from the draw pile or the discard pile.", in_a_save=f"comes before {player} drew a card")
    return None


def check_meld(match: "RummyMatch", cards: Sequence[RummyCard]) -> Refusal | None:
    word = word_of(cards)
    least = match.min_length(match.current)
    if len(cards) < least:
        return Refusal("R4", f"A word needs {least}+ letters; {word or 'that'} has {len(cards)}.")
    repeated = [c for c, k in Counter(cards).items() if k > 1]
    if repeated:
        return Refusal("R4", f"{word} uses the card {card_name(repeated[0])} twice.")
    hand = set(match.hands[match.current])
    for card in cards:
        if card not in hand:
            return not_held(match, card, "uses")
    if word not in match.words:
        return Refusal("R10", match.words.refusal(word), word=word)
    problem = colour_problem(cards)
    if problem:
        return Refusal("R4", problem + ".")
    return None


def not_held(match: "RummyMatch", card: RummyCard, in_a_save: str) -> Refusal:
    """``in_a_save``: the action that used ``card``, as a save tells it ("discards")."""
    for seat, words in enumerate(match.table):
        for word in words:
            if card in word:
                # R5: table words are fixed; their cards cannot be reused.
                return Refusal(
                    "R5",
                    f"{card_name(card)} is in {word_of(word)} on the table ({possessive(match.players[seat])}): "
                    "words on the table cannot be added to or changed.",
                )
    holder = _name(match, match.current)
    return Refusal(
        "R3", f"{holder} does not hold {card_name(card)}.", in_a_save=f"{in_a_save} {card_name(card)}, which {holder} does not hold"
    )


def check_discard(match: "RummyMatch", card: RummyCard) -> Refusal | None:
    hand = match.hands[match.current]
    if card not in hand:
        return not_held(match, card, "discards")
    if card == match.taken and len(hand) > 1:
        # Decision (docs/decisions/rummy.md): as in card rummy, the card just taken
        # from the discard pile cannot go straight back unless it is the last card.
        return Refusal(
            "R3",
            f"{card_name(card)} was just taken from the discard pile: discard another card.",
            in_a_save=f"discards {card_name(card)}, which {_name(match, match.current)} just took from the discard pile",
        )
    return None


def check_between_hands(match: "RummyMatch", action: NextHand | TimeUp) -> Refusal | None:
    if match.phase is not Phase.HAND_OVER:
        return Refusal("turn", f"{round_word(match.variant)} {match.hand_number} is still being played.")
    limit = match.limit_seconds
    if limit is None:
        if isinstance(action, TimeUp):
            return Refusal("R8", "This match lasts a number of hands, not a number of minutes.")
        if action.elapsed is not None:
            return Refusal("R8", "This match is not timed: deal the next hand without a time.", in_a_save="gives a time in a match that is not timed")
        return None
    if action.elapsed is None:
        return Refusal("R8", "A timed match records the seconds played when it deals a hand.")
    if action.elapsed < match._time_base:
        return Refusal("R8", f"The clock cannot go back: {counted(match._time_base, 'second')} played already.")
    if isinstance(action, NextHand) and action.elapsed >= limit:
        return Refusal("R8", f"Time is up ({counted(match.options['minutes'], 'minute')}): the match ends.")
    if isinstance(action, TimeUp) and action.elapsed < limit:
        return Refusal("R8", f"Time is not up yet: {action.elapsed} of {limit} seconds played.")
    return None


def time_up(match: "RummyMatch") -> TimeUp | None:
    """The time-up that ends a match by minutes once a hand is over and its time has run
    out (R8), read from the clock now; None in a hand, in a match by hands, or with time left."""
    return _time_up_at(match, match.elapsed_seconds()) if match.phase is Phase.HAND_OVER else None


def _time_up_at(match: "RummyMatch", elapsed: int | None) -> TimeUp | None:
    limit = match.limit_seconds
    return TimeUp(elapsed) if elapsed is not None and limit is not None and elapsed >= limit else None


def legal_actions(match: "RummyMatch") -> list[RummyAction]:
    """Every legal action now. Between hands of a timed match: the one that fits the
    clock (NextHand before the time is up, TimeUp after)."""
    if match.phase is Phase.MATCH_OVER:
        return []
    if match.phase is Phase.DRAW:
        # R6 ends a hand before a turn can begin with no draw pile; a position may still set one out.
        draws: list[RummyAction] = [DrawDeck()] if match.draw_pile else []
        return draws + ([DrawDiscard()] if match.discard_pile else [])
    if match.phase is Phase.HAND_OVER:
        elapsed = match.elapsed_seconds()  # read once: the clock moves on between two reads
        ending = _time_up_at(match, elapsed)
        return [ending] if ending is not None else [NextHand(elapsed)]
    hand = match.hand(match.current)
    melds: list[RummyAction] = [
        Meld(cards) for cards in find_melds(hand, match.words, match.rules.colours, match.min_length(match.current))
    ]
    discards = [Discard(card) for card in hand if check_discard(match, card) is None]
    return melds + discards
