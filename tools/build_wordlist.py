#!/usr/bin/env python3
"""Rebuild wordlists/english.txt from SCOWL (Debian package ``scowl``).

    apt-get install scowl
    python3 tools/build_wordlist.py            # writes wordlists/english.txt, left_out.txt, not_for_hints.txt and COPYING.SCOWL

What goes in:
  * the *words* lists of the ``english``, ``american`` and ``british`` spelling categories,
    SCOWL sizes 10 to 70 (10 = commonest, 70 = "large"; 80 and 95 are rare and odd words);
  * both American and British spellings (colour and color), because families use both.

What stays out, and why:
  * the ``abbreviations``, ``contractions``, ``proper-names`` and ``upper`` sub-categories,
    and the ``variant_*`` / other-country categories: not ordinary words, or spellings that
    SCOWL itself rates as doubtful;
  * anything not made only of the letters a-z once lower-cased as given (words with capitals,
    apostrophes, hyphens or accents): no card can spell them;
  * one-letter entries other than "a" and "i" (SCOWL lists every letter as a noun);
  * two-letter entries that are not real words (see ``TWO_LETTER_WORDS`` and
    ``LEFT_OUT`` below), and a handful of longer abbreviations that SCOWL files as words;
  * two reviewed block lists beside this script, because wordcards is a family game with a
    juniors mode (each file's header says what goes in and what stays): slurs,
    ``offensive_words.txt``, and vulgarities (fuck, shit, cunt...), ``vulgar_words.txt``.
    The words they left out go to ``wordlists/left_out.txt`` with their tier, which ships
    with the game, so that it can say a word is left out on purpose (tools/ does not ship).
    It holds each word's hash, not the word (``left_out_key``): the package should not carry
    slurs in plain text.
  * nothing else; but the words of ``not_for_child_hints.txt`` beside this script that the
    list holds (bitch, slut, horny, orgasm, heroin...: words, and playable) go by their keys
    to ``wordlists/not_for_hints.txt``: a junior's hint and review never offer them.

Each word keeps its lowest SCOWL level. The output groups the words by level, each group
opened by a ``#level N`` line, so the game can load it with a few ``split()`` calls and
still answer "is this a common word" (level 35 and below) when asked.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import sys
from pathlib import Path
from typing import NamedTuple

SCOWL_DIR = Path("/usr/share/dict/scowl")
SCOWL_COPYRIGHT = Path("/usr/share/doc/scowl/copyright")
REPO = Path(__file__).resolve().parent.parent
OUT_DIR = REPO / "wordlists"
SLURS = Path(__file__).resolve().parent / "offensive_words.txt"
VULGARITIES = Path(__file__).resolve().parent / "vulgar_words.txt"
BLOCK_LISTS = (SLURS, VULGARITIES)
NOT_FOR_CHILD_HINTS = Path(__file__).resolve().parent / "not_for_child_hints.txt"
# The tier each block list's words have in left_out.txt: the game offers a '+word' house
# line for a vulgarity, never for a slur. A block list given with --block-list is "other".
TIERS = {SLURS.name: "slur", VULGARITIES.name: "vulgar"}

CATEGORIES = ("english", "american", "british")
LEVELS = (10, 20, 35, 40, 50, 55, 60, 70)
ONE_LETTER_WORDS = frozenset({"a", "i"})

# Two-letter words that a player would find in an ordinary dictionary. Every two-letter
# entry of the SCOWL lists above that is not here is left out; LEFT_OUT says why for each
# one we know of (the build fails on an unknown one, so a new SCOWL release gets a look).
TWO_LETTER_WORDS = frozenset(
    """
    ad ah ai am an as at ax be bi by de do eh em en er es ex fa go ha he hi ho id if in
    is it ja jo ka ki la lo ma me mi mu my ne no nu od of oh oi om on oo or ow ox pa pe
    pi qi re sh si so ta ti to uh um up us ut we wo xi xu ya ye yo
    """.split()
)
LEFT_OUT = {
    # letter plurals ("mind your ps and qs"): a letter's name, not a word
    "cs": "letter plural",
    "gs": "letter plural",
    "ks": "letter plural",
    "ls": "letter plural",
    "ms": "letter plural",
    "ps": "letter plural / abbreviation of postscript",
    "rs": "letter plural",
    "ss": "letter plural",
    "ts": "letter plural",
    # unit and other abbreviations
    "kb": "abbreviation (kilobyte)",
    "mb": "abbreviation (megabyte)",
    "mf": "abbreviation",
    "lm": "abbreviation (lumen)",
    "ln": "abbreviation (natural logarithm)",
    "lx": "abbreviation (lux)",
    # only ever part of a Latin phrase (et al., et cetera)
    "et": "Latin, only in 'et al.' / 'et cetera'",
    # longer abbreviations that SCOWL files among the words
    "csc": "abbreviation (cosecant)",
    "csch": "abbreviation (hyperbolic cosecant)",
    "dkl": "abbreviation (decalitre)",
    "hhd": "abbreviation (hogshead)",
}

HEADER = """\
# wordcards English word list, built by tools/build_wordlist.py from SCOWL {version}
# (Debian package scowl): the english, american and british "words" lists, sizes 10-70,
# lower-case a-z only, two-letter non-words, slurs and vulgarities left out. {count} words.
# Words are grouped by SCOWL level (10 = commonest); each group starts with a "#level N"
# line. Copyright and licence of the source lists: COPYING.SCOWL beside this file.
"""

LEFT_OUT_HEADER = """\
# Words that tools/build_wordlist.py left out of english.txt on purpose, by tier (each
# "#tier NAME" line names the tier of the words after it): the game reads this file only to
# say why it refuses one of them; none of them is playable. Each line is a word's key, the
# first 16 hex digits of the SHA-256 of the word in capitals, not the word: the file ships
# in the package, and slurs should not sit there in plain text. The block lists, with what
# goes in and why: tools/offensive_words.txt and tools/vulgar_words.txt in the source.
"""

NOT_FOR_HINTS_HEADER = """\
# Words of english.txt that a junior's hint (and a junior's review) never offers, written by
# tools/build_wordlist.py from tools/not_for_child_hints.txt (which says what goes in and
# why). They stay playable: only the hint's search for a child skips them. Each line is a
# word's key, as in left_out.txt (the first 16 hex digits of the SHA-256 of the word in
# capitals), sorted.
"""

LOWER_AZ = re.compile(r"[a-z]+")


class Build(NamedTuple):
    text: str  # the file's text
    unknown: list[str]  # two-letter entries that need a decision
    blocked_out: list[str]  # block-list words that SCOWL has and the build left out
    blocked_absent: list[str]  # block-list words that SCOWL sizes 10-70 do not have


def scowl_version() -> str:
    """The SCOWL version, from the Debian README when it is there."""
    import gzip

    readme = Path("/usr/share/doc/scowl/README.gz")
    try:
        with gzip.open(readme, "rt", encoding="latin-1") as f:
            for line in f:
                if line.startswith("Version "):
                    return line.split()[1]
    except OSError:
        pass
    return "(version unknown)"


def collect(scowl_dir: Path) -> dict[str, int]:
    """word -> lowest SCOWL level, before any filtering beyond a-z."""
    levels: dict[str, int] = {}
    for level in LEVELS:
        for category in CATEGORIES:
            path = scowl_dir / f"{category}-words.{level}"
            if not path.exists():
                continue  # not every category has every size (e.g. no british-words.10 once)
            for word in path.read_text(encoding="latin-1").split():
                if LOWER_AZ.fullmatch(word) and word not in levels:
                    levels[word] = level  # LEVELS ascend, so the first seen is the lowest
    return levels


def read_block_list(path: Path) -> frozenset[str]:
    """The words of a block list: one lower-case a-z word a line, '#' comments, blank lines."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise SystemExit(f"cannot read the block list {path}: {error}") from None
    words = set()
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if not LOWER_AZ.fullmatch(line):
            raise SystemExit(f"{path}, line {number}: expected one lower-case word (letters a-z), found {line!r}")
        words.add(line)
    return frozenset(words)


def read_block_lists(paths: tuple[Path, ...] = BLOCK_LISTS) -> dict[Path, frozenset[str]]:
    """Each block list's words; a word in two of them stops the build (each tier is a
    separate decision, so a word belongs to one)."""
    lists = {path: read_block_list(path) for path in paths}
    seen: dict[str, Path] = {}
    for path, words in lists.items():
        for word in sorted(words):
            if word in seen:
                raise SystemExit(f"{word!r} is in two block lists, {seen[word].name} and {path.name}: keep it in one")
            seen[word] = path
    return lists


def keep(word: str) -> bool:
    if word in LEFT_OUT:
        return False
    if len(word) == 1:
        return word in ONE_LETTER_WORDS
    if len(word) == 2:
        return word in TWO_LETTER_WORDS
    return True


def build(scowl_dir: Path = SCOWL_DIR, blocked: frozenset[str] | None = None) -> Build:
    """The list from the SCOWL lists in ``scowl_dir``, less ``blocked`` (by default the
    words of both block lists, ``offensive_words.txt`` and ``vulgar_words.txt``)."""
    if blocked is None:
        blocked = frozenset().union(*read_block_lists().values())
    levels = collect(scowl_dir)
    if not levels:
        raise SystemExit(f"no SCOWL word lists in {scowl_dir} (apt-get install scowl)")
    unknown = sorted(w for w in levels if len(w) == 2 and w not in TWO_LETTER_WORDS and w not in LEFT_OUT)
    kept = {w: lvl for w, lvl in levels.items() if keep(w) and w not in blocked}
    parts = [HEADER.format(version=scowl_version(), count=len(kept))]
    for level in LEVELS:
        group = sorted(w for w, lvl in kept.items() if lvl == level)
        if group:
            parts.append(f"#level {level}\n")
            parts.append("\n".join(group) + "\n")
    blocked_out = sorted(w for w in blocked if w in levels and keep(w))
    blocked_absent = sorted(w for w in blocked if w not in levels)
    return Build("".join(parts), unknown, blocked_out, blocked_absent)


def left_out_key(word: str) -> str:
    """A left-out word as left_out.txt names it (the game's wordcards.words.wordlist.left_out_key,
    copied: this script does not import the game)."""
    return hashlib.sha256(word.upper().encode("ascii")).hexdigest()[:16]


def left_out_text(lists: dict[Path, frozenset[str]], blocked_out: list[str]) -> str:
    """The text of left_out.txt: the keys of the words each block list left out, under its
    tier, sorted (so their order says nothing of the words either)."""
    parts = [LEFT_OUT_HEADER]
    for path, words in lists.items():
        group = sorted(left_out_key(w) for w in blocked_out if w in words)
        if group:
            parts.append(f"#tier {TIERS.get(path.name, 'other')}\n")
            parts.append("\n".join(group) + "\n")
    return "".join(parts)


def listed_words(text: str) -> frozenset[str]:
    """The words of a built list's ``text`` (its lines but the tier comments)."""
    return frozenset(line for line in text.splitlines() if line and not line.startswith("#"))


def not_for_hints_text(listed: frozenset[str], not_for_hints: frozenset[str]) -> str:
    """The text of not_for_hints.txt: the keys of the words of ``not_for_hints`` that the
    built list holds (``listed``, from :func:`listed_words`), sorted."""
    return NOT_FOR_HINTS_HEADER + "".join(f"{key}\n" for key in sorted(left_out_key(w) for w in not_for_hints & listed))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scowl", type=Path, default=SCOWL_DIR, help="SCOWL final/ folder")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="folder to write into")
    parser.add_argument("--check", action="store_true", help="only report whether the shipped list is up to date")
    parser.add_argument(
        "--block-list",
        type=Path,
        action="append",
        help="a file of words to leave out; repeat for more (default: the slurs and the vulgarities beside this script)",
    )
    args = parser.parse_args(argv)

    lists = read_block_lists(tuple(args.block_list or BLOCK_LISTS))
    text, unknown, blocked_out, blocked_absent = build(args.scowl, frozenset().union(*lists.values()))
    for path, words in lists.items():
        absent = [w for w in blocked_absent if w in words]
        if absent:
            print(f"{path}: not in the SCOWL lists read, nothing to leave out: {absent}")
    if unknown:
        print(f"two-letter entries with no decision, add them to TWO_LETTER_WORDS or LEFT_OUT: {unknown}")
        return 1
    target = args.out / "english.txt"
    not_for_hints = read_block_list(NOT_FOR_CHILD_HINTS)
    listed = listed_words(text)  # once: the list is 1.1 MB, and read for each word below
    absent_from_list = sorted(not_for_hints - listed)
    if absent_from_list:
        print(f"{NOT_FOR_CHILD_HINTS}: not in the list, nothing to keep from hints: {absent_from_list}")
    outputs = {
        target: text,
        args.out / "left_out.txt": left_out_text(lists, blocked_out),
        args.out / "not_for_hints.txt": not_for_hints_text(listed, not_for_hints),
    }
    if args.check:
        stale = [path for path, fresh in outputs.items() if not (path.exists() and path.read_text(encoding="utf-8") == fresh)]
        for path in outputs:
            print(f"{path}: {'differs from a fresh build' if path in stale else 'up to date'}")
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for path, fresh in outputs.items():
        path.write_text(fresh, encoding="utf-8")
    if SCOWL_COPYRIGHT.exists():
        shutil.copyfile(SCOWL_COPYRIGHT, args.out / "COPYING.SCOWL")
    count = sum(1 for line in text.splitlines() if line and not line.startswith("#"))
    left_out = ", ".join(f"{sum(w in words for w in blocked_out)} words of {path.name}" for path, words in lists.items())
    print(f"wrote {target}: {count} words; left out {left_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
