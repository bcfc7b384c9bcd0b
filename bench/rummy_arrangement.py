"""Word Rummy speed figures: best arrangement (R7), meld enumeration, resolve, a match.

    .venv/bin/python bench/rummy_arrangement.py [--hands 200]

Prints figures only; nothing here is asserted (tests never assert timings).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, Meld, Phase, RummyMatch, best_arrangement, full_deck
from wordcards.engine.rummy.melds import find_melds
from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist


def timed(fn, *args):
    start = time.perf_counter()
    result = fn(*args)
    return time.perf_counter() - start, result


def line(label: str, seconds: list[float], extra: str = "") -> None:
    ms = [s * 1000 for s in seconds]
    print(
        f"{label:<34} n={len(ms):<4} median {statistics.median(ms):7.2f} ms   "
        f"p95 {sorted(ms)[int(len(ms) * 0.95) - 1]:7.2f} ms   max {max(ms):7.2f} ms  {extra}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="random hands per size")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = default_ruleset("rummy")
    load, words = timed(default_wordlist)
    index, _ = timed(lambda: words.anagrams)
    print(f"word list: {len(words)} words, loaded in {load * 1000:.0f} ms, anagram index {index * 1000:.0f} ms")
    deck = list(full_deck(rules))
    rnd = random.Random(args.seed)

    for size in (7, 8, 10, 12):
        hands = [rnd.sample(deck, size) for _ in range(args.hands if size <= 8 else max(10, args.hands // 10))]
        best = [timed(best_arrangement, h, words, rules, 2) for h in hands]
        melds = [timed(find_melds, h, words, rules.colours, 2) for h in hands]
        line(f"best arrangement, {size} cards", [t for t, _ in best], f"mean score {statistics.mean(a.score for _, a in best):.1f}")
        line(f"enumerate melds, {size} cards", [t for t, _ in melds], f"mean melds {statistics.mean(len(m) for _, m in melds):.1f}")

    match = RummyMatch.new(rules, words, [Player("Ann"), Player("Bob"), Player("Cat")], args.seed)
    legal, resolve, apply_times = [], [], []
    start = time.perf_counter()
    while not match.is_over:
        seconds, options = timed(match.legal_actions)
        legal.append(seconds)
        if match.phase is Phase.PLAY:
            melds = [a for a in options if isinstance(a, Meld)]
            if melds:
                resolve.append(timed(match.resolve, rnd.choice(melds).word)[0])
            discards = [a for a in options if isinstance(a, Discard)]
            action = rnd.choice(melds) if melds and rnd.random() < 0.6 else rnd.choice(discards or melds)
        elif match.phase is Phase.DRAW:
            action = DrawDeck() if rnd.random() < 0.75 else rnd.choice(options)
        else:
            action = options[0]
        apply_times.append(timed(match.apply, action)[0])
    total = time.perf_counter() - start
    line("legal_actions (whole match)", legal)
    line("resolve(word)", resolve)
    line("apply (incl. hand-end scoring)", apply_times)
    replay, _ = timed(RummyMatch.from_json, match.to_json(), words)
    print(
        f"standard match to {match.options['target']}, 3 players: {len(match.actions)} actions, "
        f"{len(match.results)} hands, {total:.2f} s; load by replay {replay * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
