"""Shuffle's part of the host's table (remote/table.py): its keys, a typed word or key at a
seat, a hint's words, and the words the seat's part says alike (remote/game_parts.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from wordcards.app import shuffle_choice
from wordcards.app.cards_drawn import shuffle_draws
from wordcards.app.typed_word_outcome import Offer
from wordcards.app.shuffle_pass import end_turn_note, others_after, pass_key, pass_question
from wordcards.app.widgets.common.entry import MAX_WORD
from wordcards.remote.keys import PASS_KEYS, SeatKey

if TYPE_CHECKING:
    from wordcards.app import hint_typing
    from wordcards.ai.adviser import Suggestion
    from wordcards.engine.shuffle import ShuffleAction, ShuffleGame, ShuffleView
    from wordcards.remote.table import HostTable
    from wordcards.rulesets import ShuffleRules

# Ctrl+P is one of three keys, so that the seat's footer says what a pass does now.
KEYS = (SeatKey.END_TURN, *PASS_KEYS, SeatKey.SWAP_JOKER, SeatKey.UNDO, SeatKey.HINT, SeatKey.REVIEW)


def round_word(played: ShuffleGame | ShuffleView) -> str:
    """A Shuffle game is one hand (the host and the seat ask only a game played in hands)."""
    return "Hand"


def longest_word(rules: ShuffleRules, players: int) -> tuple[int, str]:
    """The longest word a seat's line takes, and why, as at the shared keyboard."""
    return MAX_WORD, ""


def log_words(lines: Sequence[str], rules: ShuffleRules) -> list[str]:
    """Engine log lines in the words a seat's log shows them: the engine's own (the host's
    console says a turn's in them too)."""
    return list(lines)


# Whether the cards an action brings into the hand were drawn: lit on the seat until its next
# play, as at the shared keyboard (the same rule: app/cards_drawn.py).
draws = shuffle_draws


def usable(game: ShuffleGame, seat: int) -> dict[SeatKey, bool]:
    from wordcards.engine.shuffle.actions import EndTurn, Pass

    can_pass = game.is_legal(Pass())
    return {
        SeatKey.END_TURN: game.is_legal(EndTurn()),
        **{key: can_pass and key == SeatKey(pass_key(game)) for key in PASS_KEYS},
        SeatKey.SWAP_JOKER: bool(game.legal_plays("swap")),
        SeatKey.UNDO: game.can_undo,
        SeatKey.HINT: True,  # on the seat's turn: "no play found" is a hint too
    }


typed_word = shuffle_choice.typed_word  # what Ctrl+Z puts back on the seat's line


def taken_back(game: ShuffleGame, action: ShuffleAction) -> str:
    """The play Ctrl+Z took back, as the shared keyboard says it (the engine's words)."""
    return game.describe(action)


def hint_words(
    game: ShuffleGame, action: ShuffleAction | None, points: int, then: tuple[ShuffleAction, ...] = ()
) -> "hint_typing.Worded[str]":
    """The hint for the seat to act, as the shared keyboard says it (app/shuffle_hint.py;
    ``then``: the plays a hinted joker swap leads to), and as said to a seat with a word on
    its line, which the hinted word would go on with ("Esc, then type DEEMS"), and to one
    with that word on it ("press Enter"): None where that changes nothing (no play found,
    or a joker swap first: its key, not a word)."""
    from wordcards.app import shuffle_hint

    if action is None:
        return shuffle_hint.nothing_found(game), None, None
    return shuffle_hint.worded(game, action, points, then)


def promised_words(
    game: ShuffleGame, action: ShuffleAction | None, points: int, then: tuple[ShuffleAction, ...] = (), better: Suggestion | None = None
) -> "hint_typing.Worded[str]":
    """Step two of a hint the seat followed (the swap made), as the shared keyboard says it
    (``shuffle_hint.promised``; ``better``: a line that now scores more), and as said to a
    seat with a word on its line ("Esc, then type FJORDS"), as ``hint_words``. ``then`` is
    always empty: a swap promises one play."""
    from wordcards.app import shuffle_hint

    return shuffle_hint.promised_worded(game, action, points, better)


def word(table: HostTable, seat: int, word: str) -> bool:
    """A typed word: play it, say why not, or offer the ways to play it, as the shared
    keyboard decides (``shuffle_choice.answer``, in the words of the seat to act)."""
    outcome = shuffle_choice.answer(table.game, word, table.hinted(seat))
    # The seat shows what each way scores beside the shared keyboard's lines.
    shown = {"points": list(outcome.points)} if isinstance(outcome, Offer) else None
    return bool(table.act_on(seat, outcome, shown))


def key(table: HostTable, seat: int, key: SeatKey) -> bool:
    from wordcards.engine.shuffle.actions import EndTurn, Pass

    game = table.game
    if key is SeatKey.END_TURN:
        return bool(table.apply(seat, EndTurn(), end_turn_note(game)))
    if key in PASS_KEYS:
        # Said after the pass, as at the shared keyboard: what it did (drew a card, or not).
        asked = pass_question(pass_key(game), others_after([p.name for p in game.players], seat))
        return bool(table.apply(seat, Pass(), asked.note))
    # As the shared keyboard's: best first, the hinted swap marked, each with its points.
    swaps, labels = shuffle_choice.swap_ways(game, game.legal_plays("swap"), table.hinted(seat))
    notes = [shuffle_choice.played(game, swap) for swap in swaps]  # a swap is a play (S10)
    if len(swaps) == 1:
        return bool(table.apply(seat, swaps[0], notes[0]))
    return bool(table.offer(seat, "Which joker?", labels, swaps, notes))


def discards_held(game: ShuffleGame) -> dict[str, int]:
    """Empty: Shuffle has no discards, nor a hint that says "type its letter"."""
    return {}
