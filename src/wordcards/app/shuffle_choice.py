"""The list that asks how to play a typed Shuffle word when there are several ways: its
title and lines (each play with what it scores, S14), one source for the shared keyboard
(``screens/shuffle_turn.py``) and for a remote seat (``remote/host_parts/shuffle.py`` builds them on
the host, which alone can count the points, from the seat's own plays). No Textual here:
the host imports it too."""

from __future__ import annotations

from collections import Counter
from itertools import groupby
from typing import Any, Callable, Hashable, Sequence

from wordcards.app.answer_words import HINT_MARK
from wordcards.app.typed_word_outcome import Offer, PlayOne, Refuse, TypedWordOutcome
from wordcards.engine.log_line import joined

# Said on ways that differ only in which of two equal letters apart a joker is (EYe, eYE):
# the same cards and points now, but a take (S8) leaves the letters in order, so a later
# take of the joker leaves another word, or none (from eYES: YES; from EYeS: EYS).
JOKER_PLACE_MATTERS = ", which matters to a later take"


def answer(game: Any, word: str, hinted: Any = None) -> TypedWordOutcome:
    """What to do with ``word`` (in capitals) typed by the player to act, at the shared
    keyboard and on a remote seat alike: refuse it with the engine's reason, play its one way
    (ways that differ only where a joker sits among equal letters are one: ``in_order``), or
    offer its ways as the list ``listed`` makes (``hinted``: the play the last hint named)."""
    plays = game.resolve(word)
    if not plays:
        return Refuse(word, game.refusal(word).message)
    title, ordered, labels, points = listed(game, word, plays, hinted)
    if len(ordered) == 1:
        return PlayOne(ordered[0], played(game, ordered[0]))
    notes = tuple(played(game, play) for play in ordered)
    return Offer(word, title, tuple(ordered), tuple(labels), notes, tuple(points))


def ways_title(word: str, count: int, hint_first: bool = False) -> str:
    # The count: a hand with a joker can make a list longer than the window (SEAT: 16
    # ways), and the lines past it must not pass for none.
    order = "the hint's first, then the most points" if hint_first else "the most points first"
    return f"How do you want to play {word}? {count} ways, {order}:"


def listed(
    game: Any, word: str, plays: Sequence[Any], hinted: Any = None
) -> tuple[str, list[Any], list[str], list[int]]:
    """The list for ``word``'s ``plays`` (the engine's, best first): its title, its ways in
    order (``in_order``; one way alone needs no list), their lines, the hinted play's
    marked, and the points each scores at once. ``hinted``: the play the last hint named."""
    ordered = in_order(game, plays, hinted)
    labels, points = ways(game, ordered)
    labels = [joined(HINT_MARK, label) if play == hinted else label for play, label in zip(ordered, labels)]
    return ways_title(word, len(ordered), hinted in ordered), ordered, labels, points


def in_order(game: Any, plays: Sequence[Any], hinted: Any = None) -> list[Any]:
    """The list's ways: one per way that differs to a player (``as_a_player_sees_it``;
    the hinted play stands for its group), the hinted play first, so that a player who
    types the hint's word and presses Enter, as the hint says, plays what it named (it may
    score less now than another way: a junior's words, a plan); then the most points
    first, so that Enter plays the best; among equal points the engine's order (fewest
    jokers from the hand, fewest cards, ..., the notation)."""
    chosen: dict[Hashable, Any] = {}
    for play in plays:
        seen = as_a_player_sees_it(game, play)
        if seen not in chosen or play == hinted:
            chosen[seen] = play  # a dict keeps the first play's place in the engine's order
    ways = list(chosen.values())
    # The engine's order is the most points first already; stable, so ties keep it.
    return sorted(ways, key=lambda play: (play != hinted, -game.score_change(play)))


def as_a_player_sees_it(game: Any, play: Any) -> Hashable:
    """What a player sees of ``play``: its kind, the cards that leave the hand, what it
    scores (each part, S14) and the table it leaves (each word made or changed: number,
    owner, letters, which are jokers; the words it removes). Only which place a joker takes
    in a run of equal letters is not seen (HEeL, HeEL): the same cards, the same points, the
    same letters; a take of one of those letters leaves the same word (S8), a swap the same
    (S10). Only a later extension between the two letters could tell them apart, and which
    it is then is the engine's choice (docs/decisions/shuffle.md)."""
    return _as_seen(game, play, jokers_last_in_runs)


def _as_seen(game: Any, play: Any, word_seen: Callable[[str], Hashable]) -> Hashable:
    """What a player sees of ``play``, each word of the table it leaves as ``word_seen``."""
    plan = game.plan(play)
    hand = tuple(sorted(card.letter or "" for card in plan.used))  # "": a joker (S9)
    table = tuple((word.id, word.owner, word_seen(word.display)) for word in plan.put)
    gained = tuple(sorted(card.letter or "" for card in plan.gained))
    return play.kind, hand, tuple(game.score_parts(play)), plan.removed, table, gained


def jokers_last_in_runs(display: str) -> str:
    """``display`` with the jokers of each run of equal letters after its letter cards:
    HEeL and HeEL both read HEeL; LeVEL stays (its Es are not side by side, and a take of
    the joker would leave another word, S8)."""
    return "".join("".join(sorted(run, key=str.islower)) for _, run in groupby(display, key=str.upper))


def typed_word(action: Any) -> str:
    """The word a player types to make ``action`` ("" for a joker swap, which is not typed):
    Ctrl+Z puts it back on the line. A joker shows as its letter in lower case; typed, every
    letter is a capital."""
    return str(getattr(action, "word", "")).upper()


def with_points(description: str, points: int, source: str = "") -> str:
    """A play in the player's words with its score change: the list's line, the hint's and
    the line after the play too (rummy says a meld the same way: app/rummy_hint.py);
    ``source``: where the points come from (the line after the play says it). Joined, so
    the description's jokers stay known (a ``LogLine``'s) and are marked where it is shown."""
    return joined(description, f" ({points:+d} to your score{': ' + source if source else ''})")


def played(game: Any, action: Any) -> str:
    """The line after a play (to be made before it is applied: it asks the engine what the
    play scores), the same whether it came from the list or was the only way. It says where
    the points come from: "+25" beside a word shown as worth 15 read as a wrong sum."""
    parts = game.score_parts(action)
    return joined("Played: ", with_points(game.describe(action), sum(parts), points_from(*parts)), ".")


def points_from(table: int, out_of_hand: int, into_hand: int) -> str:
    """Where a play's points come from (S14), in short: "15 on the table, 10 out of your hand"."""
    parts = [f"{table} on the table" if table else "", f"{out_of_hand} out of your hand" if out_of_hand else ""]
    parts.append(f"{into_hand} for the joker in your hand" if into_hand else "")  # S10: a swap takes it in
    return ", ".join(part for part in parts if part)


def ways(game: Any, plays: Sequence[Any]) -> tuple[list[str], list[int]]:
    """The lines of the list for ``plays`` (of the player to act, best first) and the points
    each scores at once. Ways that differ only in which of equal letters a joker is say why
    that is asked (``JOKER_PLACE_MATTERS``)."""
    from wordcards.ai import hint_points

    points = [hint_points(game, play) for play in plays]
    seen = [but_for_joker_places(game, play) for play in plays]
    said = [joined(game.describe(play), JOKER_PLACE_MATTERS if seen.count(key) > 1 else "") for play, key in zip(plays, seen)]
    return [with_points(text, score) for text, score in zip(said, points)], points


def swap_ways(game: Any, swaps: Sequence[Any], hinted: Any = None) -> tuple[list[Any], list[str]]:
    """"Which joker?" (S10: a swap is a play): its swaps in the order of every other list of
    ways (``in_order``: the hinted swap first, marked, then the most points first, so that
    Enter takes the hint's or the best) and their lines, each with what it scores at once (a
    swap into another's word and one into your own score differently)."""
    _, ordered, labels, _ = listed(game, "", swaps, hinted)  # its title is the list's own
    return ordered, labels


def but_for_joker_places(game: Any, play: Any) -> Hashable:
    """``as_a_player_sees_it`` but for which of a word's equal letters its jokers are:
    each word's letters and how many jokers stand for each letter (EYe and eYE: alike)."""
    return _as_seen(game, play, lambda display: (display.upper(), tuple(sorted(Counter(ch for ch in display if ch.islower()).items()))))
