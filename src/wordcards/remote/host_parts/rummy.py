"""Word Rummy's part of the host's table (remote/table.py): its keys, a typed word or letter
at a seat, a hint's words, and the words the seat's part says alike (remote/game_parts.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

from wordcards.app import hint_typing, rummy_choice, rummy_hint
from wordcards.app import rummy_discard as discard
from wordcards.app.answer_words import HINT_MARK, KEPT_PLAYING
from wordcards.app.typed_word_outcome import AskFirst, PlayOne, Refuse
from wordcards.app.widgets.rummy.cards import PLAIN_TEXT_DARK, card_words, discard_choice, word_limit
from wordcards.engine.rummy import options
from wordcards.remote.codec import encode
from wordcards.remote.keys import SeatKey

if TYPE_CHECKING:
    from wordcards.ai.adviser import Suggestion
    from wordcards.engine.rummy import RummyAction, RummyMatch, RummyView
    from wordcards.remote.table import HostTable
    from wordcards.rulesets import RummyRules

KEYS = (SeatKey.DRAW_DECK, SeatKey.TAKE_DISCARD, SeatKey.UNDO, SeatKey.NEXT_HAND, SeatKey.HINT, SeatKey.REVIEW)


def round_word(played: RummyMatch | RummyView) -> str:
    """What the match is played in, "Hand" or "Deal" (inverse counts deals, R9, as its
    footer, Enter Next deal, and its breakdown do), for the between-hands sentences every
    seat and the host say (table.py). ``played``: the game or a seat's view."""
    return options.round_word(played.variant)


def log_words(lines: Sequence[str], rules: RummyRules) -> list[str]:
    """Engine log lines in the words a seat's log shows them (the host's console says a
    turn's in them too)."""
    from wordcards.app.widgets.rummy.cards import readable

    return [readable(line, rules.colours) for line in lines]


# The longest word a seat's line takes with so many players at the table, and why: as at
# the shared keyboard (the cards a hand holds).
longest_word = word_limit


typed_word = rummy_hint.typed_word  # what Ctrl+Z puts back on the seat's line
discards_held = discard.discards_held  # a "type its letter" hint's count of each letter held, for the seat


def draws(action: RummyAction) -> bool:
    """None: the seat's view says the card it drew this turn, and the seat lights it by the
    shared keyboard's rule (app/rummy_just_drawn.py), a rejoined turn's too."""
    return False


def taken_back(game: RummyMatch, action: RummyAction) -> str:
    """The play Ctrl+Z took back, as the shared keyboard says it, in plain text."""
    return rummy_hint.taken_back(game, action, PLAIN_TEXT_DARK).plain


def usable(game: RummyMatch, seat: int) -> dict[SeatKey, bool]:
    from wordcards.engine.rummy import DrawDeck, DrawDiscard

    return {
        SeatKey.DRAW_DECK: game.is_legal(DrawDeck()),
        SeatKey.TAKE_DISCARD: game.is_legal(DrawDiscard()),
        SeatKey.UNDO: game.can_undo,
        SeatKey.HINT: True,  # on the seat's turn (a draw, a meld or a discard)
    }


def hint_words(
    game: RummyMatch, action: RummyAction | None, points: int, then: tuple[RummyAction, ...] = ()
) -> hint_typing.Worded[str]:
    """The hint for the seat to act, as the shared keyboard says it (``rummy_hint.worded``),
    its cards' colours as words and shapes (the seat shows the plain text), and as said to
    a seat with a word on its line: a meld's word or a discard's letter (or any, no meld
    found) would go on with it, "Esc, then type X", and to one with that word or letter on
    it, "press Enter" (None where that changes nothing: a draw names its key). ``then``: the
    rest of the hint's plan of melds, said with it ("meld HOC, then TEE (+18 in all)")."""
    plain, over, on_it = rummy_hint.worded(game, action, points, PLAIN_TEXT_DARK, then)
    return plain.plain, None if over is None else over.plain, None if on_it is None else (on_it[0], on_it[1].plain)


def promised_words(
    game: RummyMatch, action: RummyAction | None, points: int, then: tuple[RummyAction, ...] = (), better: Suggestion | None = None
) -> hint_typing.Worded[str]:
    """The next meld of a plan a hint said, after the seat made the one before (``then``: the
    rest), as ``hint_words`` says a hint, as the shared keyboard says it. ``better`` is always
    None (games.py: rummy's ``hint_says_better``): no plan can score more than the rest of the
    one that scored most (a rummy turn brings no card after the draw, where Shuffle's swap
    brings a joker), and a plan found afresh that starts with the promised meld comes as its
    ``then`` (after a resume, whose save kept that meld only)."""
    return hint_words(game, action, points, then)


def word(table: HostTable, seat: int, word: str) -> bool:
    """A typed word melds it; one letter discards a card of that letter, asked first as at
    the shared keyboard (rummy_discard.py: a discard ends the turn for good). Decided as the
    shared keyboard decides (``rummy_choice.answer``), said in plain text."""
    outcome = rummy_choice.answer(table.game, word, table.hinted(seat), PLAIN_TEXT_DARK)
    if isinstance(outcome, rummy_choice.DiscardLetter):
        return _discard(table, seat, outcome.letter)
    if isinstance(outcome, AskFirst):  # asked first, as at the shared keyboard
        return bool(table.act_on(seat, replace(outcome, question=outcome.question.plain, note=outcome.note.plain)))
    if isinstance(outcome, PlayOne):
        return bool(table.act_on(seat, replace(outcome, note=outcome.note.plain)))
    if isinstance(outcome, Refuse):
        return bool(table.act_on(seat, outcome))
    # The seat draws the shared keyboard's lines (the cards in their colours) from the
    # melds' cards, all from its own hand; the labels are the same lines, uncoloured.
    shown: dict[str, Any] = {"melds": [encode(meld.cards) for meld in outcome.actions]}
    if outcome.hinted_first:
        shown["hinted"] = 0  # the line the seat draws marked
    plain = replace(outcome, labels=tuple(label.plain for label in outcome.labels), notes=tuple(note.plain for note in outcome.notes))
    return bool(table.act_on(seat, plain, shown))


def _discard(table: HostTable, seat: int, letter: str) -> bool:
    from wordcards.engine.rummy import Discard

    allowed = discard.discardable(table.game, letter)
    if isinstance(allowed, str):
        # Not kept on the seat's line, as at the shared keyboard: the next letter is a discard of its own.
        return bool(table.say(seat, allowed, refusal=True))
    # The seat's hinted card first (Enter takes it), as at the shared keyboard.
    allowed, hinted = rummy_hint.discard_ways(allowed, table.hinted(seat))
    notes = [f"You discarded {card_words(card, PLAIN_TEXT_DARK).plain}." for card in allowed]
    if len(allowed) == 1:
        asked = discard.ask_one(table.game, allowed[0], PLAIN_TEXT_DARK)
        return bool(table.act_on(seat, replace(asked, question=asked.question.plain, note=asked.note.plain)))
    # Picking the colour by its number is the confirmation.
    labels = [discard_choice(card, PLAIN_TEXT_DARK).plain for card in allowed]
    # "afresh": a letter typed over the list starts a word of its own, as at the shared keyboard.
    shown: dict[str, Any] = {"discards": [encode(card) for card in allowed], "afresh": True}
    if hinted:
        labels[0] = HINT_MARK + labels[0]
        shown["hinted"] = 0  # the line the seat draws marked
    title, discards = discard.which_title(table.game, letter), [Discard(card) for card in allowed]
    return bool(table.offer(seat, title, labels, discards, notes, shown, letter, cancelled=KEPT_PLAYING))


def key(table: HostTable, seat: int, key: SeatKey) -> bool:
    from wordcards.engine.rummy import DrawDeck, DrawDiscard

    if key is SeatKey.DRAW_DECK:
        before = list(table.game.view(seat).hand)
        if not table.apply(seat, DrawDeck()):
            return False
        drawn = list(table.game.view(seat).hand)
        for card in before:
            drawn.remove(card)
        # The seat's own card, told to that seat only, as the shared keyboard tells it.
        table.say(seat, f"You drew {card_words(drawn[0], PLAIN_TEXT_DARK).plain}.")
        return True
    top = table.game.view(seat).discard_top
    return bool(table.apply(seat, DrawDiscard(), f"You took {card_words(top, PLAIN_TEXT_DARK).plain} from the discard pile."))
