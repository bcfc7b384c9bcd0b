"""Seeded expert-against-hard games, for checking that a speed-up changes no choice: per
game the final scores, a digest of every action taken, the process CPU time of the whole
game and the expert's CPU time per decision (p50, p95). Prints, never asserts.

    .venv/bin/python bench/expert_seeded.py shuffle 5000,5001
    .venv/bin/python bench/expert_seeded.py rummy 5000,5001

The games are those of ``bench/expert.py --seed S``: seed S+i, the expert first when i is
even, no time cap. Run it on two checkouts (e.g. PYTHONPATH=<other checkout>/src) and
compare: the scores and digests must be equal.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from expert import percentile, seeded_game  # noqa: E402  (the same games as bench/expert.py)


def play(name: str, seed: int, index: int) -> dict:
    game, players, me = seeded_game(name, seed, index)
    digest = hashlib.sha256()
    cpu: list[float] = []
    started = time.process_time()
    while not game.is_over:
        seat = game.current
        tock = time.process_time()
        action = players[seat].choose(game)
        if seat == me:
            cpu.append(time.process_time() - tock)
        digest.update(repr(action).encode())
        game.apply(action)
    scores = game.outcome.scores if name == "shuffle" else game.outcome.totals
    return {
        "game": name,
        "seed": seed,
        "scores": list(scores),
        "actions": digest.hexdigest()[:16],
        "cpu_s": round(time.process_time() - started, 2),
        "decisions": len(cpu),
        "p50_s": round(percentile(cpu, 0.5), 3),
        "p95_s": round(percentile(cpu, 0.95), 3),
    }


def main() -> int:
    name, seeds = sys.argv[1], [int(s) for s in sys.argv[2].split(",")]
    for i, seed in enumerate(seeds):
        print(json.dumps(play(name, seed, i)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
