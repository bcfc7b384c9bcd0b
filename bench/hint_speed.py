"""How long Ctrl+G (the hint) takes, in Shuffle by jokers in the hand and in Word Rummy.
Prints, never asserts.

    .venv/bin/python bench/hint_speed.py [--positions 70] [--rummy-positions 100] [--seed 1]

What is timed is what the app's hint thread runs: ``wordcards.ai.suggest`` (the hint with
the points it shows; in Shuffle it weighs each joker swap with the play after it), once per position, after the warm-up the app does while the first
screen is read (the word list's anagram index and the game's word search).

Shuffle positions come from seeded self-play games (2 to 4 normal computer players): the
start of each turn is a position, and ``--positions`` of them are kept for each count of
jokers in the hand to act (0, 1 and 2), so rare joker hands are not drowned by the common
ones. Rummy positions come from seeded matches of normal computer players (2 to 4, each
variant in turn): each draw and each point of a turn where the player may meld or discard.

Target: p95 under 300 ms, worst under 1 s.
"""

from __future__ import annotations

import argparse
import os
import time

from wordcards.ai import choose_action, suggest
from wordcards.engine.game import Game
from wordcards.engine.players import Player
from wordcards.engine.rummy import Phase, RummyMatch
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.search import warm_up
from wordcards.rulesets import RUMMY_VARIANTS, default_ruleset
from wordcards.words import default_wordlist

JOKER_COUNTS = (0, 1, 2)
NAMES = ("Ann", "Bob", "Cy", "Dee")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def shuffle_positions(per_count: int, seed: int, words) -> dict[int, list[ShuffleGame]]:
    """Copies of games at the start of a turn, ``per_count`` for each joker count."""
    rules = default_ruleset("shuffle")
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


def rummy_positions(count: int, seed: int, words) -> list[RummyMatch]:
    """Copies of matches where the player to act may ask for a hint (draw or play), taken
    from every second such moment of seeded matches until ``count`` are kept."""
    rules = default_ruleset("rummy")
    found: list[RummyMatch] = []
    match_seed = seed
    while len(found) < count and match_seed < seed + 500:
        seats = 2 + match_seed % 3
        variant = RUMMY_VARIANTS[match_seed % len(RUMMY_VARIANTS)]
        players = tuple(Player(name, computer="normal") for name in NAMES[:seats])
        match = RummyMatch.new(rules, words, players, match_seed, variant=variant)
        stream = rng(match_seed, "bench-hint")
        moments = 0
        while not match.is_over and len(found) < count and len(match.actions) < 400:
            if match.phase in (Phase.DRAW, Phase.PLAY):
                moments += 1
                if moments % 2 == 0:
                    found.append(RummyMatch.from_json(match.to_json(), words))
            match.apply(choose_action(match, match.current, "normal", stream))
        match_seed += 1
    return found


def time_hints(games: list[Game]) -> list[float]:
    times = []
    for game in games:
        start = time.perf_counter()
        suggest(game)
        times.append(time.perf_counter() - start)
    return times


def report(label: str, times: list[float]) -> None:
    if not times:
        print(f"  {label}: no positions")
        return
    ms = [t * 1000 for t in times]
    print(
        f"  {label}: {len(ms)} positions, p50 {percentile(ms, 0.5):.0f} ms, "
        f"p95 {percentile(ms, 0.95):.0f} ms, worst {max(ms):.0f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=70, help="Shuffle positions per joker count (default 70)")
    parser.add_argument("--rummy-positions", type=int, default=100, help="Word Rummy positions (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    words = default_wordlist()
    words.anagrams  # what the app builds while the first screen is read (app/main.py, warm-up)
    warm_up(words)
    started = time.perf_counter()
    by_count = shuffle_positions(args.positions, args.seed, words)
    matches = rummy_positions(args.rummy_positions, args.seed, words)
    print(f"positions gathered in {time.perf_counter() - started:.1f} s; load average {os.getloadavg()[0]:.1f}")
    print("Shuffle")
    everything: list[float] = []
    for count in JOKER_COUNTS:
        times = time_hints(list(by_count[count]))
        everything += times
        report(f"{count} joker{'s' if count != 1 else ''}", times)
    report("all", everything)
    print("Word Rummy")
    rummy = time_hints(list(matches))
    report("all", rummy)
    everything += rummy
    ms = [t * 1000 for t in everything]
    print(
        f"hint, all {len(ms)} positions: p95 {percentile(ms, 0.95):.0f} ms (target < 300 ms), "
        f"worst {max(ms):.0f} ms (target < 1000 ms); load average {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
