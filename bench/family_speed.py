"""How long the hint (Ctrl+G) and the hard and normal computer decisions take under the
rulesets a family may write: Word Rummy with 1 to 3 colours and hands of 5 to 10 cards,
a longer or shorter least word, a junior player; Shuffle with more jokers and bigger hands.
Prints, never asserts.

    .venv/bin/python bench/family_speed.py [--only NAME] [--games 2] [--actions 120]

Each case is the shipped ruleset with a few lines edited (as a family's file would be), two
players, seat 0 hard and seat 1 normal (a junior when the case says so). ``--games`` seeded
games each, stopped after ``--actions`` actions; every decision is timed by its level and
the hint (what Ctrl+G runs: ``hint`` and ``hint_points``) at every moment a person could
ask for it (rummy: each draw and each play; Shuffle: the start of each turn). Times are
the process's CPU time (``time.process_time``), which other busy processes inflate far
less than wall time (by about 1.4 times with 2 jobs on 2 cores: bench/expert_seeded.py).

Target for hints (docs/self-play.md): p95 under 300 ms, worst under 1 s.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ruleset_extremes import RUMMY, SHUFFLE, edited, ms  # noqa: E402  (the same edits as a family's file)

from wordcards.ai import choose_action, hint, hint_points  # noqa: E402
from wordcards.engine.players import Player  # noqa: E402
from wordcards.engine.rummy import Phase, RummyMatch  # noqa: E402
from wordcards.engine.seeding import rng  # noqa: E402
from wordcards.engine.shuffle import ShuffleGame  # noqa: E402
from wordcards.engine.shuffle.search import warm_up  # noqa: E402
from wordcards.rulesets import parse_ruleset  # noqa: E402
from wordcards.words import default_wordlist  # noqa: E402

RUMMY_SIZES = ((2, 7), (3, 7), (4, 7), (5, 7), (6, 7), (7, 6), (8, 5))
COLOURS = {1: "[red]", 2: "[red, green]", 3: "[red, green, blue]"}


def rummy_edits(colours: int, hand: int, lengths: str | None = None) -> tuple[tuple[str, str], ...]:
    """Two players only (a hand of 10 in one colour leaves room for no third), ``hand``
    cards each, ``colours`` colours, and the least word lengths if given."""
    edits = [("[red, green, blue]", COLOURS[colours]), ("  max: 8", "  max: 2"), ("  2: 7\n", f"  2: {hand}\n")]
    edits += [(f"  {n}: {s}\n", "") for n, s in RUMMY_SIZES[1:]]
    if lengths is not None:
        edits.append(("min_word_length: {adult: 2, junior: 2}", f"min_word_length: {lengths}"))
    return tuple(edits)


# name -> (game, edits, whether seat 1 is a junior)
CASES: dict[str, tuple[str, tuple[tuple[str, str], ...], bool]] = {
    **{
        f"rummy-{c}-colour{'s' if c > 1 else ''}-hand-{h}": ("rummy", rummy_edits(c, h), False)
        for c in (1, 2, 3)
        for h in (5, 7, 10)  # a ruleset may deal at most 10
    },
    "rummy-1-colour-hand-10-min-3-junior": ("rummy", rummy_edits(1, 10, "{adult: 3, junior: 2}"), True),
    "rummy-3-colours-hand-10-min-3-junior": ("rummy", rummy_edits(3, 10, "{adult: 3, junior: 2}"), True),
    "shuffle-shipped": ("shuffle", (), False),
    "shuffle-4-jokers": ("shuffle", (("  jokers: 2", "  jokers: 4"),), False),
    "shuffle-hand-9-4-jokers": ("shuffle", (("hand_size: 7 ", "hand_size: 9 "), ("  jokers: 2", "  jokers: 4")), False),
    "shuffle-hand-12-junior": ("shuffle", (("hand_size: 7 ", "hand_size: 12 "),), True),
}


def run(name: str, games: int, actions: int, words) -> None:
    kind, edits, junior = CASES[name]
    rules = parse_ruleset(edited(SHUFFLE if kind == "shuffle" else RUMMY, edits), f"{name}.yaml")
    levels = ("hard", "normal")
    times: dict[str, list[float]] = {"hint": [], "hard": [], "normal": []}
    started = time.perf_counter()
    for seed in range(1, games + 1):
        seats = (Player("Ann", computer="hard"), Player("Bob", computer="normal", junior=junior))
        if kind == "shuffle":
            game = ShuffleGame.new(rules, words, seats, seed)
        else:
            game = RummyMatch.new(rules, words, seats, seed)
        streams = [rng(seed, "bench-family", seat) for seat in range(2)]
        turn_start = True
        while not game.is_over and len(game.actions) < actions:
            if isinstance(game, RummyMatch):
                if game.phase is Phase.HAND_OVER:
                    game.apply(game.legal_actions()[0])
                    continue
                turn_start = True
            if turn_start:
                tick = time.process_time()
                suggested = hint(game)
                if suggested is not None:
                    hint_points(game, suggested)
                times["hint"].append(time.process_time() - tick)
            seat = game.current
            tick = time.process_time()
            action = choose_action(game, seat, levels[seat], streams[seat])
            times[levels[seat]].append(time.process_time() - tick)
            game.apply(action)
            turn_start = not getattr(action, "is_play", False)
    print(f"{name}: {time.perf_counter() - started:.1f} s (wall); load average {os.getloadavg()[0]:.1f}")
    for label, values in times.items():
        print(f"  {label}: {ms(values)}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=sorted(CASES), help="these cases only (repeatable)")
    parser.add_argument("--games", type=int, default=2, help="seeded games per case (default 2)")
    parser.add_argument("--actions", type=int, default=120, help="stop a game after this many actions (default 120)")
    args = parser.parse_args()
    words = default_wordlist()
    words.anagrams  # what the app builds while the first screen is read (app/main.py, warm-up)
    warm_up(words)
    for name in args.only or CASES:
        run(name, args.games, args.actions, words)


if __name__ == "__main__":
    main()
