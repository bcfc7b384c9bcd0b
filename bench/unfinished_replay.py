"""What ``wordcards play`` pays at start over an unfinished game: its save read, then replayed
(``pending_save``) before the question, even when the player then starts a new game.

    .venv/bin/python bench/unfinished_replay.py [--runs 9] [--actions 3000]

Plays a seeded match of computers (easy, so the setup is quick) for ``--actions`` actions or
to one action before its end, saves it in a data folder of its own, then times reading the
save alone and ``pending_save`` (the read and the replay), each ``--runs`` times in a fresh
process (as ``play`` meets it: nothing warmed; and once more after a new game's session is
made, which loads what the replay would load for it: what a new game would save by skipping
the replay) and ``--runs`` times more in this one (warm).
Times are the process's CPU time (less swayed by a busy machine). Prints figures only.

The replay stays before the question: only it tells whether the save carries on, and so
what the question says (Resume offered, or not; a new game replaces the save, or moves it
aside first: one that does not replay is never written over). On 7 Dec 2026 (2 busy cores):
a fresh process read a rummy save of 914 actions in 7 ms and replayed it in 330 ms, most of
it the word list's search index (words.anagrams, for scoring each hand's end), which warm-up builds
anyway (22 ms once built); Shuffle, 36 actions: 160 ms, 87 ms after a new game's session.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import cpu  # noqa: E402

from wordcards import saves  # noqa: E402
from wordcards.ai import choose_action  # noqa: E402
from wordcards.app.launch import add_play_arguments, choice_from_args, words_for  # noqa: E402
from wordcards.app.session import Session  # noqa: E402
from wordcards.app.unfinished_save import Replayed, pending_save  # noqa: E402


def long_match(game: str, actions: int) -> tuple[object, object, int]:
    """A seeded match of two easy computers saved unfinished: its choice, words and length."""
    parser = argparse.ArgumentParser()
    add_play_arguments(parser)
    choice = choice_from_args(parser.parse_args([game, "--players", "Ann,Bob", "--seed", "3"]))
    words = words_for(choice)
    # Played through once to its end, then again, the same, one action short of it.
    length = len(played(choice, words, actions, stop_before=None).game.actions)
    session = played(choice, words, actions, stop_before=length)
    session.save()
    return choice, words, len(session.game.actions)


def played(choice, words, actions: int, stop_before: int | None) -> Session:
    """A new session of ``choice`` played by easy computers (seeded) for ``actions`` actions,
    to its end, or to one action before ``stop_before``."""
    session = Session.new(choice, words, choice.players, first=0)
    rng = random.Random(3)
    while not session.game.is_over and len(session.game.actions) < actions:
        if stop_before is not None and len(session.game.actions) + 1 >= stop_before:
            break
        session.apply(choose_action(session.game, session.game.current, "easy", rng))
    return session


# A fresh process's first read (and replay) of the save, timed after its imports.
COLD = """
import sys, time
from wordcards import saves
from wordcards.app.launch import add_play_arguments, choice_from_args, words_for
from wordcards.app.unfinished_save import Replayed, pending_save
import argparse
parser = argparse.ArgumentParser()
add_play_arguments(parser)
choice = choice_from_args(parser.parse_args(sys.argv[2:]))
words = words_for(choice)
if sys.argv[1] == "after-new":  # what a new game loads anyway, first: the replay's own cost alone
    from wordcards.app.session import Session
    Session.new(choice, words, choice.players, first=0)
start = time.process_time()
found = saves.read_save() if sys.argv[1] == "read" else pending_save(choice, words)
spent = time.process_time() - start
if not isinstance(found, saves.Saved if sys.argv[1] == "read" else Replayed):  # else a failure was timed
    sys.exit(f"the save did not {'read' if sys.argv[1] == 'read' else 'replay'}: {found.question('') if found else 'none'}")
print(spent)
"""


def cold(what: str, game: str) -> float:
    argv = [sys.executable, "-c", COLD, what, game, "--players", "Ann,Bob", "--seed", "3"]
    # stderr not captured: a save that did not replay says so, and the bench stops.
    return float(subprocess.run(argv, stdout=subprocess.PIPE, text=True, check=True).stdout)


def replayed(choice, words) -> Replayed:
    """``pending_save``'s answer, which must be a save that replays: else a failure is timed."""
    found = pending_save(choice, words)
    if not isinstance(found, Replayed):
        raise SystemExit(f"the save did not replay: {found.question('') if found else 'none'}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--actions", type=int, default=3000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        os.environ[saves.ENV_DIR] = folder
        for game in ("shuffle", "rummy"):
            choice, words, length = long_match(game, args.actions)
            print(f"{game}: a save of {length} actions ({saves.save_path().stat().st_size} bytes); medians of {args.runs}, CPU")
            for name, runs in (
                ("fresh process, read alone", [cold("read", game) for _ in range(args.runs)]),
                ("fresh process, read and replayed (pending_save)", [cold("replay", game) for _ in range(args.runs)]),
                ("fresh process, the same after a new game's session is made", [cold("after-new", game) for _ in range(args.runs)]),
                ("warm, read alone", [cpu(saves.read_save) for _ in range(args.runs)]),
                ("warm, read and replayed", [cpu(lambda: replayed(choice, words)) for _ in range(args.runs)]),
            ):
                print(f"  {name}: {statistics.median(runs) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
