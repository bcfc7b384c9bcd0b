"""How long until word checks are ready: open the shipped list, then check one word.

    .venv/bin/python bench/wordlist_load.py [--runs 15]

Each run is a fresh Python process (a warm interpreter would reuse memory and look faster
than a player's start-up). Prints the median and worst times; the target is 50 ms. The lazy
indexes (level table, anagram keys, digest) are timed too, for information: the game builds
them on first use, not at start-up.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

ONE_RUN = r"""
import json, time
t0 = time.perf_counter()
from wordcards.words import default_wordlist
t1 = time.perf_counter()
words = default_wordlist()
ok = "jumping" in words
t2 = time.perf_counter()
words.level("cat")
t3 = time.perf_counter()
words.sha256
t4 = time.perf_counter()
words.anagrams
t5 = time.perf_counter()
assert ok
print(json.dumps({"import": t1 - t0, "ready": t2 - t1, "levels": t3 - t2, "sha256": t4 - t3,
                  "anagrams": t5 - t4, "words": len(words)}))
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args(argv)
    runs = [
        json.loads(subprocess.run([sys.executable, "-c", ONE_RUN], check=True, capture_output=True, text=True).stdout)
        for _ in range(args.runs)
    ]
    print(f"shipped word list: {runs[0]['words']} words, {args.runs} fresh processes")
    for key, label in [
        ("ready", "open + first word check"),
        ("import", "import wordcards.words"),
        ("levels", "level table (first level())"),
        ("sha256", "digest (first identity)"),
        ("anagrams", "anagram index (first search)"),
    ]:
        times = sorted(run[key] * 1000 for run in runs)
        print(f"  {label:30s} median {statistics.median(times):7.1f} ms   worst {times[-1]:7.1f} ms")
    ready = statistics.median(run["ready"] * 1000 for run in runs)
    print(f"word checks ready in {ready:.1f} ms (target: under 50 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
