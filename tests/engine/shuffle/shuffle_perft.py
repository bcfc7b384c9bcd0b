"""Legal plays ("perft") of Shuffle positions, found by brute force from the rulings alone:
every word of the list is tried against the hand and each table word, with every choice of
which letters are jokers. It shares nothing with the engine's enumeration (``moves``,
``search``) or its check (``plays``): it reads the position through the public view and
writes each play in the notation of docs/engine-api.md, so a test can compare the two sets.

What it re-implements (../shared/RULINGS.md, docs/decisions/shuffle.md):
- S3: "end" after a play this turn, "pass" otherwise; nothing once the game is over.
- S4: before a player's first play, only a word from the hand, of first_play+ letters.
- S5: a word from the hand, word+ letters (S12: the junior numbers for a junior).
- S6: extend any table word with 1+ hand cards; its symbols stay in order (a subsequence).
- S7: steal another player's word, adding at least max(1, per_letter * its length) cards.
- S8: take 1+ letters from one or more words; each word left is a word of left_behind+
  letters in its old order; at least max(1, per_letter * taken) hand cards; the new word
  holds the taken symbols and the hand cards. The word left is written (``3:T=ARTS``) only
  when taking those letters could leave more than one valid word.
- S9: a joker is written as its letter in lower case; a hand joker may stand for any
  letter (also one the player holds: a distinct play); a table joker stays a joker of its
  letter in every word it goes to.
- S10: a hand card of a table joker's letter swaps for it; ``@position`` only when the
  word has more than one joker of that letter.
- S11: every word made or left is in the word list.

A position is a hand-built start (``ShuffleGame.from_position``) plus plays made since.
``python tests/engine/shuffle/shuffle_perft.py --write`` recounts and rewrites the fixture.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from itertools import combinations, product
from pathlib import Path

FIXTURE = Path(__file__).with_name("perft") / "shuffle_positions.json"


class _Lexicon:
    """The word list by length, each word with its letter counts (upper case)."""

    def __init__(self, words):
        self.words = words
        self.by_length: dict[int, list[tuple[str, Counter]]] = {}
        for word in words.words:
            upper = word.upper()
            if upper.isalpha():
                self.by_length.setdefault(len(upper), []).append((upper, Counter(upper)))
        self.valid = {w for group in self.by_length.values() for w, _ in group}

    def makeable(self, pool: Counter, wild: int, shortest: int, longest: int):
        """Words of shortest..longest letters that ``pool`` makes with ``wild`` jokers."""
        for length in range(shortest, longest + 1):
            for word, counts in self.by_length.get(length, ()):
                short = 0
                for letter, n in counts.items():
                    if n > pool[letter]:
                        short += n - pool[letter]
                        if short > wild:
                            break
                else:
                    yield word


_LEXICONS: dict[str, _Lexicon] = {}


def _lexicon(words) -> _Lexicon:
    if words.sha256 not in _LEXICONS:
        _LEXICONS[words.sha256] = _Lexicon(words)
    return _LEXICONS[words.sha256]


def _displays(word: str, most_lower: int):
    """``word`` with every choice of at most ``most_lower`` letters in lower case."""
    for k in range(most_lower + 1):
        for places in combinations(range(len(word)), k):
            chars = list(word)
            for p in places:
                chars[p] = chars[p].lower()
            yield "".join(chars)


def _fits_hand(symbols: Counter, letters: Counter, jokers: int) -> bool:
    """The hand holds these symbols: capitals as letter cards, lower case as jokers."""
    lower = sum(n for s, n in symbols.items() if s.islower())
    return lower <= jokers and all(letters[s] >= n for s, n in symbols.items() if s.isupper())


def _is_subsequence(old: str, new: str) -> bool:
    it = iter(new)
    return all(ch in it for ch in old)


def brute_force_plays(game) -> set[str]:
    """Every legal action of the seat to act, in notation, from the rules alone."""
    seat = game.current
    view = game.view(seat)
    if view.is_over:
        return set()
    rules, junior = game.rules, game.players[seat].junior
    lex = _lexicon(game.words)
    hand_letters = Counter(c.letter for c in view.hand if c.letter is not None)
    jokers = sum(c.letter is None for c in view.hand)
    size = len(view.hand)
    plays: set[str] = {"end" if view.turn_plays else "pass"}
    first_done = view.seats[seat].first_play_made

    # S4, S5: words from the hand.
    least = (rules.word_min if first_done else rules.first_play_min).for_player(junior)
    for word in lex.makeable(hand_letters, jokers, least, size):
        for display in _displays(word, jokers):
            if _fits_hand(Counter(display), hand_letters, jokers):
                plays.add(display if any(c.isupper() for c in display) else f"play {display}")
    if not first_done:
        return plays

    word_min = rules.word_min.for_player(junior)
    for old in view.table:
        old_display = old.display
        old_jokers = sum(c.islower() for c in old_display)
        pool = hand_letters + Counter(old_display.upper())
        # S6, S7: the old word's symbols in order, plus hand cards.
        for word in lex.makeable(pool, jokers, max(len(old_display) + 1, word_min), len(old_display) + size):
            if not _is_subsequence(old_display.upper(), word):
                continue
            for display in _displays(word, old_jokers + jokers):
                if not _is_subsequence(old_display, display):
                    continue
                added = Counter(display) - Counter(old_display)
                if not _fits_hand(added, hand_letters, jokers):
                    continue
                plays.add(f"ext {old.id} {display}")
                need = max(1, rules.steal_cards_per_letter * len(old_display))
                if old.owner != seat and sum(added.values()) >= need:
                    plays.add(f"steal {old.id} {display}")
        # S10: swaps.
        joker_places = [k for k, ch in enumerate(old_display) if ch.islower()]
        for letter in sorted({old_display[k].upper() for k in joker_places}):
            if not hand_letters[letter]:
                continue
            places = [k for k in joker_places if old_display[k] == letter.lower()]
            if len(places) == 1:
                plays.add(f"swap {old.id} {letter}")
            else:
                plays.update(f"swap {old.id} {letter}@{k + 1}" for k in places)

    plays.update(_takes(game, view, lex, hand_letters, jokers, word_min))
    return plays


def _take_options(display: str, left_min: int, valid: set[str]) -> list[tuple[str, str | None, Counter]]:
    """S8 for one table word: (letters taken, the word left when it must be said, the taken
    symbols) for every removal that leaves a valid word of left_min+ letters."""
    rests: dict[str, set[str]] = {}
    for k in range(1, len(display)):
        for places in combinations(range(len(display)), k):
            rest = "".join(ch for i, ch in enumerate(display) if i not in places)
            if len(rest) >= left_min and rest.upper() in valid:
                taken = "".join(sorted((display[i] for i in places), key=lambda c: (c.lower(), c)))
                rests.setdefault(taken, set()).add(rest)
    options = []
    for taken, left in rests.items():
        named = sorted(left) if len(left) > 1 else [None]
        options.extend((taken, rest, Counter(taken)) for rest in named)
    return options


def _takes(game, view, lex, hand_letters: Counter, jokers: int, word_min: int) -> set[str]:
    rules, junior = game.rules, game.players[game.current].junior
    left_min = rules.left_behind_min.for_player(junior)
    size = len(view.hand)
    if not size:
        return set()
    per_word = [(old.id, _take_options(old.display, left_min, lex.valid)) for old in view.table]
    per_word = [(i, opts) for i, opts in per_word if opts]
    words_for: dict[tuple, list[str]] = {}
    found: set[str] = set()
    for choice in product(*[[None, *opts] for _, opts in per_word]):
        sources = [(i, opt) for (i, _), opt in zip(per_word, choice) if opt is not None]
        if not sources:
            continue
        taken = Counter()
        for _, (_, _, symbols) in sources:
            taken += symbols
        count = sum(taken.values())
        need = max(1, rules.take_cards_per_letter * count)
        if need > size:
            continue
        key = tuple(sorted(taken.items()))
        if key not in words_for:
            words_for[key] = _take_words(lex, taken, count, need, hand_letters, jokers, word_min, size)
        text = ",".join(f"{i}:{letters}" + (f"={rest}" if rest else "") for i, (letters, rest, _) in sources)
        found.update(f"take {text} {display}" for display in words_for[key])
    return found


def _take_words(lex, taken: Counter, count: int, need: int, hand_letters: Counter, jokers: int, word_min: int, size: int):
    """The displays a take with these taken symbols can make (S8, S9)."""
    taken_jokers = sum(n for s, n in taken.items() if s.islower())
    pool = hand_letters + Counter({s.upper(): n for s, n in taken.items()})
    displays = []
    for word in lex.makeable(pool, jokers, max(count + need, word_min), count + size):
        for display in _displays(word, taken_jokers + jokers):
            symbols = Counter(display)
            if taken - symbols:
                continue  # the taken symbols are all in the new word, jokers as jokers
            if _fits_hand(symbols - taken, hand_letters, jokers):
                displays.append(display)
    return displays


# --- the positions ---------------------------------------------------------------------


def position(entry: dict, words):
    """The game of a fixture entry: its start position, then the plays made since."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    players = tuple(Player(p["name"], junior=p.get("junior", False)) for p in entry["players"])
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, players, entry["start"], entry.get("seed", 0))
    for text in entry.get("actions", []):
        game.apply(game.parse_action(text))
    return game


def _players(names: list[str]) -> list[dict]:
    return [{"name": n.rstrip("*"), **({"junior": True} if n.endswith("*") else {})} for n in names]


# (what it shows, players ("*": junior), start position, plays made since)
PLANS = [
    ("before the first play, no joker", ["Ann", "Bob"], {"hands": ["RATESLN", "OOPQUIZ"], "first_played": [False, False]}, []),
    ("before the first play, one joker, a table to ignore (S4)", ["Ann", "Bob"],
     {"hands": ["DOGE*RS", "AEIOUTT"], "table": [{"owner": 1, "word": "CAT"}], "first_played": [False, True]}, []),
    ("a junior's first play, two jokers (3+ letters)", ["Cy*", "Ann"],
     {"hands": ["CAT**", "EEEIIIO"], "first_played": [False, False]}, []),
    ("no joker: extends, a steal and takes", ["Ann", "Bob"],
     {"hands": ["SLEHRIN", "AEIOUMM"], "table": [{"owner": 1, "word": "CAT"}, {"owner": 0, "word": "TONE"}]}, []),
    ("one joker in hand, a word of each player", ["Ann", "Bob"],
     {"hands": ["ERS*", "AEIOUMM"], "table": [{"owner": 1, "word": "TAR"}, {"owner": 0, "word": "DOG"}]}, []),
    ("two jokers in hand, one short word", ["Ann", "Bob"],
     {"hands": ["EN**", "AEIOUMM"], "table": [{"owner": 1, "word": "SIT"}]}, []),
    ("swaps: two table jokers of one letter held", ["Ann", "Bob"],
     {"hands": ["TAPEL", "IIOUUMM"], "table": [{"owner": 1, "word": "tOt"}, {"owner": 0, "word": "PEA"}]}, []),
    ("a take that could leave two words (TARTS without a T)", ["Ann", "Bob"],
     {"hands": ["SOCEH", "IIOUUMM"], "table": [{"owner": 1, "word": "TARTS"}]}, []),
    ("a junior with two jokers: two-letter words made (all jokers too) and left behind", ["Cy*", "Ann"],
     {"hands": ["OXE**", "IIOUUMM"], "table": [{"owner": 1, "word": "ATE"}, {"owner": 1, "word": "HI"}]}, []),
    ("three players, seat 2 to play, after a play this turn", ["Ann", "Bob", "Cy"],
     {"hands": ["OOUU", "IIKMW", "DEARSTI"], "table": [{"owner": 0, "word": "PIN"}, {"owner": 1, "word": "LOG"}], "current": 2},
     ["DEAR"]),
    ("a joker on the table (a swap) and in hand, words of three owners", ["Ann", "Bob", "Cy"],
     {"hands": ["MAN*", "IIKQZ", "OOVWY"], "table": [{"owner": 1, "word": "BaRN"}, {"owner": 2, "word": "LIT"}, {"owner": 0, "word": "HOP"}]},
     []),
    ("a table joker taken into a new word (S8, S9), two words to take from", ["Ann", "Bob"],
     {"hands": ["ODE*I", "KQZWXYV"], "table": [{"owner": 1, "word": "sTARE"}, {"owner": 0, "word": "PLANT"}]}, []),
    ("an empty hand after a play: only end", ["Ann", "Bob"],
     {"hands": ["STAR", "IIOUUMM"], "table": [{"owner": 1, "word": "LOG"}]}, ["STAR"]),
]


def write_fixture() -> None:
    from wordcards.words import default_wordlist

    words = default_wordlist()
    entries = []
    for about, names, start, actions in PLANS:
        entry = {"about": about, "players": _players(names), "start": start, "actions": actions}
        entry["legal_plays"] = len(brute_force_plays(position(entry, words)))
        entries.append(entry)
        print(f"{entry['legal_plays']:>7}  {about}")
    data = {"wordlist_sha256": words.sha256, "positions": entries}
    FIXTURE.parent.mkdir(exist_ok=True)
    FIXTURE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE} ({len(entries)} positions)")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/engine/shuffle/shuffle_perft.py --write")
    write_fixture()
