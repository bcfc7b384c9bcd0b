"""A Shuffle hint (Ctrl+G) in the player's words, for the shared keyboard's turn screen and
for a remote seat (the host says it to that seat): one wording for both. No Textual here."""

from __future__ import annotations

from typing import Any, Sequence

from wordcards.app import hint_typing, shuffle_choice
from wordcards.app.shuffle_pass import DRAWS_NOTHING, ENDS_GAME, ending_an_empty_hands_turn, pass_key
from wordcards.engine.log_line import first, joined, joined_by


def said(game: Any, action: Any, points: int, then: Sequence[Any] = (), line: str = "") -> str:
    """The hinted play with what it scores at once (S14), a sentence as rummy's hint is.
    ``then``: the plays a hinted joker swap leads to (S10: a swap alone scores little),
    each said as the table will read then, and ``points`` what they all score together.
    ``line``: the player's line, which the typed word would go on with (QZ on the line,
    then DEEMS made QZDEEMS): Esc first (hint_typing), as rummy's."""
    if not then:
        play = joined(shuffle_choice.with_points(game.describe(action), points), ".")  # joined: its jokers are marked
        typed = shuffle_choice.typed_word(action)  # a joker swap is not typed (Ctrl+J)
        return hint_typing.typed(play, typed, line)
    # As the review says them: the follow-up reads the swapped word with its letter card.
    from wordcards.ai.shuffle_advice import said_in_order

    plays = (action, *then)
    # A second joker swap may follow the first (two jokers): its key is named too.
    said_with_keys = [joined(words, " (Ctrl+J)") if play.kind == "swap" else words for play, words in zip(plays, said_in_order(game, plays))]
    return joined(joined_by(", then ", said_with_keys), f" ({points:+d} to your score in all).")


def worded(game: Any, action: Any, points: int, then: Sequence[Any] = ()) -> "hint_typing.Worded":
    """``said`` for every line (hint_typing.both; a joker swap first: one wording): the
    shared keyboard picks as it shows the hint, a seat as it gets it."""
    typed = "" if then else shuffle_choice.typed_word(action)
    return hint_typing.both(lambda line: said(game, action, points, then, line), typed)


def promised(game: Any, action: Any, points: int, better: Any = None, line: str = "") -> str:
    """Step two of a hint the player followed (the swap made): the play it promised, so the
    hint keeps its word; ``better``: a Suggestion that now scores more (after the swap a
    line the first search could not see may open), named in one clause after it.
    ``line``: the player's line, which the typed word would go on with, as ``said``."""
    text: str = joined(shuffle_choice.with_points(game.describe(action), points), ", as promised after the swap.")
    text = hint_typing.typed(text, shuffle_choice.typed_word(action), line)
    text = first(text, len(text) - 1)  # its full stop: a clause may follow
    if better is None:
        return joined(text, ".")
    if better.then:  # its first step only (the message has three lines); Ctrl+G names the next
        return joined(text, "; a better line has opened: first ", game.describe(better.action), f" (Ctrl+J), {better.points:+d} in all.")
    return joined(text, "; a better play has opened: ", shuffle_choice.with_points(game.describe(better.action), better.points), ".")


def promised_worded(game: Any, action: Any, points: int, better: Any = None) -> "hint_typing.Worded":
    """``promised`` for every line, as ``worded``."""
    return hint_typing.both(lambda line: promised(game, action, points, better, line), shuffle_choice.typed_word(action))


def nothing_found(game: Any) -> str:
    """No play found: what the player can do instead (end the turn, or pass). After plays
    this turn, none further; with every card played, none at all (it said "no other play
    found", as if one had been looked for)."""
    from wordcards.engine.shuffle.actions import EndTurn

    if game.is_legal(EndTurn()):
        if not game.hands[game.current]:  # as the empty hand row says: the deck left decides (S3, S13)
            return f"no card left to play: {ending_an_empty_hands_turn(len(game.deck), game.rules.hand_size)}."
        return "no further play found: end your turn (Ctrl+E)."
    return {
        ENDS_GAME: "no play found: pass (Ctrl+P); passing now ends the game.",
        DRAWS_NOTHING: "no play found: pass (Ctrl+P); the deck is empty, so you draw nothing.",
    }.get(pass_key(game), "no play found: pass and draw a card (Ctrl+P).")
