"""A slow, simple reference enumerator: scan the whole word list. Used by the tests and
bench/shuffle_enumerate.py only, so it lives with the tests, not in the package.

It shares nothing with the word search in ``search``/``moves`` but the count of a hand's
letters (``engine.letters``): for every word of the list it builds every candidate play by
brute force (every choice of joker positions, every table word, every way to take letters)
and keeps those that ``game.check`` accepts. The fast enumerator must find exactly the
same plays.

Canonical forms (the same as the fast enumerator's): a swap names the joker's position
only when the word has another joker standing for the same letter; a take names the word
left behind only when another valid word could be left by taking the same letters.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product
from typing import TYPE_CHECKING, Iterable, Iterator

from wordcards.engine.letters import hand_letters, letters_short
from wordcards.engine.shuffle.actions import (
    Extend,
    HandWord,
    ShuffleAction,
    Steal,
    SwapJoker,
    Take,
    TakeFrom,
)

if TYPE_CHECKING:
    from wordcards.engine.shuffle.game import ShuffleGame

ALL_KINDS = ("word", "extend", "steal", "take", "swap")


def _displays(word: str, lowest: int, highest: int) -> Iterator[str]:
    """``word`` in capitals with every choice of ``lowest``..``highest`` positions in lower case."""
    up = word.upper()
    for k in range(lowest, min(highest, len(word)) + 1):
        for chosen in combinations(range(len(word)), k):
            chars = list(up)
            for i in chosen:
                chars[i] = chars[i].lower()
            yield "".join(chars)


def reference_plays(game: "ShuffleGame", kinds: Iterable[str] = ALL_KINDS) -> set[ShuffleAction]:
    kinds = set(kinds)
    found: set[ShuffleAction] = set()
    if game.is_over:
        return found
    seat = game.current
    hand = game.hands[seat]
    letters, jokers = hand_letters(hand)
    table = list(game.table.values())

    def keep(action: ShuffleAction) -> bool:
        return game.check(action) is None

    # A quick test before counting letters: at most ``jokers`` letters of the word may be
    # missing from the hand and the table altogether.
    present = set("".join(letters) + "".join(w.word for w in table))
    longest = len(hand) + max((len(w) for w in table), default=0)

    for word in game.words:
        size = len(word)
        if size > longest or len(set(word.upper()) - present) > jokers:
            continue
        need = Counter(word.upper())
        if "word" in kinds and size <= len(hand) and not letters_short(need, letters, jokers):
            found.update(a for a in map(HandWord, _displays(word, 0, jokers)) if keep(a))
        if kinds & {"extend", "steal"}:
            for old in table:
                if not len(old) < size <= len(old) + len(hand):
                    continue
                old_letters = Counter(old.word)
                if old_letters - need or letters_short(need - old_letters, letters, jokers):
                    continue
                for display in _displays(word, old.jokers, old.jokers + jokers):
                    for cls, kind in ((Extend, "extend"), (Steal, "steal")):
                        action = cls(old.id, display)
                        if kind in kinds and keep(action):
                            found.add(action)
    if "swap" in kinds:
        for old in table:
            for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
                plain = SwapJoker(old.id, letter)
                if keep(plain):
                    found.add(plain)
                    continue
                found.update(
                    a for a in (SwapJoker(old.id, letter, k) for k in range(1, len(old) + 1)) if keep(a)
                )
    if "take" in kinds:
        found.update(_reference_takes(game, letters, jokers))
    return found


def _reference_takes(game: "ShuffleGame", letters: Counter[str], jokers: int) -> set[Take]:
    """Every take, by brute force: every set of positions taken from every set of table
    words, then every word of the list that those letters and hand cards could spell."""
    seat = game.current
    hand_size = len(game.hands[seat])
    left_min = game.rules.left_behind_min.for_player(game.players[seat].junior)
    ratio = game.rules.take_cards_per_letter
    # S8: the hand bounds the letters taken; with a ratio of 0 only the table does.
    most_taken = hand_size // ratio if ratio else sum(len(w.display) for w in game.table.values())
    # Per word: taken symbols (sorted) -> the valid words that can stay.
    per_word: list[tuple[int, dict[str, list[str]]]] = []
    for old in game.table.values():
        display = old.display
        choices: dict[str, set[str]] = {}
        for k in range(1, len(display)):
            for gone in combinations(range(len(display)), k):
                rest = "".join(display[i] for i in range(len(display)) if i not in gone)
                taken = "".join(sorted((display[i] for i in gone), key=lambda c: (c.lower(), c)))
                valid = choices.setdefault(taken, set())
                if len(rest) >= left_min and game.words.is_word(rest):
                    valid.add(rest)
        per_word.append((old.id, {t: sorted(r) for t, r in choices.items() if r}))
    # Every combination of at most one taken set per word.
    combos: list[tuple[tuple[int, str], ...]] = [()]
    for word_id, taken_sets in per_word:
        combos = combos + [
            c + ((word_id, taken),)
            for c in combos
            for taken in taken_sets
            if sum(len(t) for _, t in c) + len(taken) <= most_taken
        ]
    combos = [c for c in combos if c]
    rests = dict(per_word)
    found: set[Take] = set()
    # Words that the hand and the table letters could spell at all, by length.
    available = set("".join(letters) + "".join(w.word for w in game.table.values()))
    words_by_len: dict[int, list[tuple[str, Counter[str]]]] = {}
    for word in game.words:
        up = word.upper()
        if len(up) <= hand_size + most_taken and len(set(up) - available) <= jokers:
            words_by_len.setdefault(len(up), []).append((word, Counter(up)))
    for combo in combos:
        taken_symbols = Counter("".join(t for _, t in combo))
        taken_count = sum(taken_symbols.values())
        taken_letters = Counter("".join(t for _, t in combo).upper())
        table_jokers = sum(1 for c in taken_symbols.elements() if c.islower())
        # Sources as the canonical notation writes them: the rest only when ambiguous.
        source_choices = [
            [TakeFrom(word_id, taken, rest if len(rests[word_id][taken]) > 1 else None) for rest in rests[word_id][taken]]
            if len(rests[word_id][taken]) > 1
            else [TakeFrom(word_id, taken)]
            for word_id, taken in combo
        ]
        for size in range(taken_count + max(1, game.rules.take_cards_per_letter * taken_count), taken_count + hand_size + 1):
            for word, need in words_by_len.get(size, ()):
                if taken_letters - need or letters_short(need - taken_letters, letters, jokers):
                    continue
                for display in _displays(word, table_jokers, table_jokers + jokers):
                    for sources in product(*source_choices):
                        action = Take(tuple(sources), display)
                        if game.check(action) is None:
                            found.add(action)
    return found
