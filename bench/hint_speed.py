"""How long Ctrl+G (the hint) takes in Shuffle, by jokers in the hand. Prints, never asserts.

    .venv/bin/python bench/hint_speed.py [--positions 70] [--seed 1]

Positions come from seeded self-play games (2 to 4 normal computer players): the start of
each turn is a position, and ``--positions`` of them are kept for each count of jokers in
the hand to act (0, 1 and 2), so rare joker hands are not drowned by the common ones.
Each position is timed once: ``wordcards.ai.hint`` and the points it shows (what the app
runs in its hint thread). Target: p95 under 300 ms, worst under 1 s.
"""

from __future__ import annotations

import argparse
import time

from wordcards.ai import choose_action, hint, hint_points
from wordcards.engine.players import Player
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.search import warm_up
from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist

JOKER_COUNTS = (0, 1, 2)
NAMES = ("Ann", "Bob", "Cy", "Dee")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def positions(per_count: int, seed: int, words, rules) -> dict[int, list[ShuffleGame]]:
    """Copies of games at the start of a turn, ``per_count`` for each joker count."""
    found: dict[int, list[ShuffleGame]] = {n: [] for n in JOKER_COUNTS}
    game_seed = seed
    while any(len(found[n]) < per_count for n in JOKER_COUNTS) and game_seed < seed + 2000:
        seats = 2 + game_seed % 3
        players = tuple(Player(name, computer="normal") for name in NAMES[:seats])
        game = ShuffleGame.new(rules, words, players, game_seed)
        streams = [rng(game_seed, "bench-hint", i) for i in range(seats)]
        turn_start = True
        while not game.is_over:
            jokers = sum(card.is_joker for card in game.view(game.current).hand)
            if turn_start and jokers in found and len(found[jokers]) < per_count:
                found[jokers].append(ShuffleGame.from_json(game.to_json(), words))
            action = choose_action(game, game.current, "normal", streams[game.current])
            game.apply(action)
            turn_start = not action.is_play
        game_seed += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=70, help="positions per joker count (default 70)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    words = default_wordlist()
    words.anagrams  # the app builds these while the first screen is read (app/main.py, warm-up)
    warm_up(words)
    rules = default_ruleset("shuffle")
    started = time.perf_counter()
    by_count = positions(args.positions, args.seed, words, rules)
    print(f"positions gathered in {time.perf_counter() - started:.1f} s")
    everything: list[float] = []
    for count in JOKER_COUNTS:
        times = []
        for game in by_count[count]:
            start = time.perf_counter()
            action = hint(game)
            if action is not None:
                hint_points(game, action)
            times.append(time.perf_counter() - start)
        everything += times
        if times:
            ms = [t * 1000 for t in times]
            print(
                f"  {count} joker{'s' if count != 1 else ''}: {len(ms)} positions, p50 {percentile(ms, 0.5):.0f} ms, "
                f"p95 {percentile(ms, 0.95):.0f} ms, worst {max(ms):.0f} ms"
            )
    ms = [t * 1000 for t in everything]
    print(
        f"hint, all {len(ms)} positions: p95 {percentile(ms, 0.95):.0f} ms (target < 300 ms), "
        f"worst {max(ms):.0f} ms (target < 1000 ms)"
    )


if __name__ == "__main__":
    main()
