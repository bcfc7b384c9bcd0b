"""Self-play's part for Word Rummy, as the registry names it: a finished match's
invariants and its counts, and the most actions a match of its length may take."""

from __future__ import annotations

from wordcards.ai.selfplay import ACTIONS_A_CARD, SECONDS_AN_ACTION
from wordcards.ai.tally import Tally
from wordcards.engine.rummy import DrawDeck, DrawDiscard, Meld, RummyMatch
from wordcards.engine.rummy.colours import colour_problem, word_of
from wordcards.rulesets import MATCH_MOST


def invariants(game: RummyMatch) -> list[str]:
    """Every card accounted for once; every meld on the table a word that keeps R4's colour rule."""
    problems: list[str] = []
    cards = game.all_cards()
    if len(cards) != len(set(cards)) or len(cards) != game.rules.deck_size:
        problems.append(f"cards not accounted for exactly once ({len(cards)} placed, {len(set(cards))} distinct)")
    for seat_words in game.table:
        for meld in seat_words:
            if word_of(meld) not in game.words:
                problems.append(f"{word_of(meld)} on the table is not a word")
            problem = colour_problem(meld)
            if problem:
                problems.append(problem)
    return problems


def tally(game: RummyMatch) -> Tally:
    turns = no_meld = 0
    melded = True
    for a in game.actions:
        if isinstance(a, (DrawDeck, DrawDiscard)):
            no_meld += not melded
            turns += 1
            melded = False
        elif isinstance(a, Meld):
            melded = True
    no_meld += not melded
    # R11: the hand limit ended the match (nobody reached the target in time)
    at_limit = game.is_over and game.variant == "standard" and max(game.totals) < game.options["target"]
    return Tally(
        turns=turns,
        no_play=no_meld,
        hands=len(game.results),
        scores=tuple(game.outcome.totals) if game.outcome else (),
        at_limit=at_limit,
    )


def most_actions(match: RummyMatch) -> int:
    """The most actions ``match`` may take before self-play calls it not ending: each hand
    ACTIONS_A_CARD for every card of the deck and the deal after it, for as many hands as the
    match may last; a match by minutes (R8), the actions its clock counts until the time is
    up, then the hand in progress finished and the time-up. The players do not count: more
    seats share the same deck, each one's hand taken from the draw pile."""
    a_hand = ACTIONS_A_CARD * match.rules.deck_size + 1
    if match.timed:
        return int(match.options["minutes"]) * 60 // SECONDS_AN_ACTION + a_hand + 1
    return a_hand * _most_hands(match)


def _most_hands(match: RummyMatch) -> int:
    """The most hands (R9: deals) ``match`` lasts: its hand limit, hands or deals."""
    if match.variant == "standard":  # a match saved before R11 has no hand limit: the most one may set
        return int(match.options.get("max_hands", MATCH_MOST["max_hands"]))
    return int(match.options["hands" if match.variant == "advanced" else "deals"])
