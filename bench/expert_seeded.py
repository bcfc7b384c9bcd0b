"""Seeded expert-against-hard games, for checking that a speed-up changes no choice: per
game the final scores, a digest of every action taken, the process CPU time of the whole
game and the expert's CPU time per decision (p50, p95). Prints, never asserts.

    .venv/bin/python bench/expert_seeded.py shuffle 5000,5001
    .venv/bin/python bench/expert_seeded.py rummy 5000,5001
    .venv/bin/python bench/expert_seeded.py shuffle 5000-5019   # a range: the same as listing them
    .venv/bin/python bench/expert_seeded.py rummy 3000-3002 --variant advanced --hands 2 --mine hard
    .venv/bin/python bench/expert_seeded.py rummy 3000 --variant advanced --hands 1 \
        --ruleset bench/rulesets/rummy-1-colour-hand-10.yaml

Rummy options: ``--variant`` (standard, advanced or inverse scoring; standard unless told),
``--hands`` (advanced: the match's length in hands; standard: end it after so many),
``--ruleset`` (a ruleset file instead of the shipped one), ``--mine`` (the level in the
expert's seat: ``hard`` plays hard against hard, a check of hard's own choices).

A last line sums up the expert's decisions over all the games: CPU time p50, p95, worst
and how many took over the 1 s cap. Run alone on an idle machine, that is the time a
decision takes a player's computer (the app makes one decision at a time); beside other
busy processes, CPU time grows too (shared caches), by about 1.4 times here with 2 jobs
on 2 cores.

The games are those of ``bench/expert.py --seed S``: seed S+i, the expert first when i is
even, no time cap. Run it on two checkouts (e.g. PYTHONPATH=<other checkout>/src) and
compare: the scores and digests must be equal.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from expert import percentile, seeded_game  # noqa: E402  (the same games as bench/expert.py)


def play(name: str, seed: int, index: int, cpu: list[float], **options) -> dict:
    """One game; appends the expert's CPU time per decision to ``cpu``. ``options``: those
    of ``seeded_game`` (rummy's variant, length, ruleset; the level in the expert's seat)."""
    game, players, me = seeded_game(name, seed, index, **options)
    digest = hashlib.sha256()
    mine: list[float] = []
    started = time.process_time()
    while not game.is_over:
        seat = game.current
        tock = time.process_time()
        action = players[seat].choose(game)
        if seat == me:
            mine.append(time.process_time() - tock)
        digest.update(repr(action).encode())
        game.apply(action)
    scores = game.outcome.scores if name == "shuffle" else game.outcome.totals
    result = {
        "game": name,
        "seed": seed,
        "scores": list(scores),
        "actions": digest.hexdigest()[:16],
        "cpu_s": round(time.process_time() - started, 2),
        "decisions": len(mine),
        "p50_s": round(percentile(mine, 0.5), 3),
        "p95_s": round(percentile(mine, 0.95), 3),
    }
    cpu.extend(mine)
    return result


def seeds_of(text: str) -> list[int]:
    """ "5000,5001" or "5000-5019" (or both, comma-separated) -> the seeds."""
    out: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        out.extend(range(int(first), int(last or first) + 1))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=("shuffle", "rummy"))
    parser.add_argument("seeds", type=seeds_of, help='"5000,5001" or "5000-5019"')
    parser.add_argument("--variant", default="standard", choices=("standard", "advanced", "inverse"), help="rummy scoring")
    parser.add_argument("--hands", type=int, help="rummy: hands a match lasts (advanced) or at most (standard)")
    parser.add_argument("--ruleset", metavar="PATH", help="rummy: this ruleset file, not the shipped one")
    parser.add_argument("--mine", default="expert", help="the level in the expert's seat (default expert)")
    args = parser.parse_args()
    name, seeds = args.game, args.seeds
    options: dict = {"mine": args.mine}
    if name == "rummy":
        rules = None
        if args.ruleset:
            from wordcards.rulesets import parse_ruleset

            rules = parse_ruleset(Path(args.ruleset).read_text(encoding="utf-8"), args.ruleset, expect="rummy")
        options.update(variant=args.variant, max_hands=args.hands, rules=rules)
    cpu: list[float] = []
    for i, seed in enumerate(seeds):
        print(json.dumps(play(name, seed, i, cpu, **options)), flush=True)
    summary = {
        "all": len(seeds),
        "decisions": len(cpu),
        "p50_s": round(percentile(cpu, 0.5), 3),
        "p95_s": round(percentile(cpu, 0.95), 3),
        "worst_s": round(max(cpu, default=0.0), 3),
        "over_1s": sum(1 for c in cpu if c > 1.0),
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
