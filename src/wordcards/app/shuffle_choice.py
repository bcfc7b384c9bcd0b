"""The list that asks how to play a typed Shuffle word when there are several ways: its
title and lines (each play with what it scores, S14), one source for the shared keyboard
(``screens/shuffle_turn.py``) and for a remote seat (``remote/shuffle.py`` builds them on
the host, which alone can count the points, from the seat's own plays). No Textual here:
the host imports it too."""

from __future__ import annotations

from typing import Any, Sequence


def ways_title(word: str, count: int, jokers_kept_first: bool = False) -> str:
    # The count: a hand with a joker can make a list longer than the window (SEAT: 16
    # ways), and the lines past it must not pass for none.
    order = "keeping your joker first" if jokers_kept_first else "the most points first"
    return f"How do you want to play {word}? {count} ways, {order}:"


def listed(game: Any, word: str, plays: Sequence[Any]) -> tuple[str, list[Any], list[str], list[int]]:
    """The list for ``word``'s ``plays`` (the engine's, best first): its title, the plays in
    the list's order (``in_order``), their lines and the points each scores at once."""
    ordered = in_order(game, plays)
    labels, points = ways(game, ordered)
    mixed = len({uses_hand_joker(game, play) for play in plays}) > 1
    return ways_title(word, len(plays), jokers_kept_first=mixed), ordered, labels, points


def in_order(game: Any, plays: Sequence[Any]) -> list[Any]:
    """The plays that keep the hand's jokers first, then those that play one, each part in
    the engine's order (the most points first). A joker played for a letter scores more at
    once (its hand penalty goes, S1), so by points alone the word played with the letters
    the player typed came last (CARTES: the joker as E, the joker as S, then E and S)."""
    return sorted(plays, key=lambda play: uses_hand_joker(game, play))  # stable: keeps the engine's order


def typed_word(action: Any) -> str:
    """The word a player types to make ``action`` ("" for a joker swap, which is not typed):
    Ctrl+Z puts it back on the line. A joker shows as its letter in lower case; typed, every
    letter is a capital."""
    return str(getattr(action, "word", "")).upper()


def uses_hand_joker(game: Any, play: Any) -> bool:
    plan = game.plan(play)
    return any(card.is_joker for card in getattr(plan, "used", ()))


def with_points(description: str, points: int, source: str = "") -> str:
    """A play in the player's words with its score change: the list's line, the hint's and
    the line after the play too (rummy says a meld the same way: app/rummy_hint.py);
    ``source``: where the points come from (the line after the play says it)."""
    return f"{description} ({points:+d} to your score{': ' + source if source else ''})"


def played(game: Any, action: Any) -> str:
    """The line after a play (to be made before it is applied: it asks the engine what the
    play scores), the same whether it came from the list or was the only way. It says where
    the points come from: "+25" beside a word shown as worth 15 read as a wrong sum."""
    parts = game.score_parts(action)
    return f"Played: {with_points(game.describe(action), sum(parts), points_from(*parts))}."


def points_from(table: int, out_of_hand: int, into_hand: int) -> str:
    """Where a play's points come from (S14), in short: "15 on the table, 10 out of your hand"."""
    parts = [f"{table} on the table" if table else "", f"{out_of_hand} out of your hand" if out_of_hand else ""]
    parts.append(f"{into_hand} for the joker in your hand" if into_hand else "")  # S10: a swap takes it in
    return ", ".join(part for part in parts if part)


def ways(game: Any, plays: Sequence[Any]) -> tuple[list[str], list[int]]:
    """The lines of the list for ``plays`` (of the player to act, best first) and the points
    each scores at once."""
    from wordcards.ai import hint_points

    points = [hint_points(game, play) for play in plays]
    return [with_points(game.describe(play), score) for play, score in zip(plays, points)], points
