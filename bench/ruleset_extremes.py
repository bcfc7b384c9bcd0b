"""Valid but extreme rulesets (the ends of every range a ruleset may set): how long the
computer players, the hint and the review take with each. Prints, never asserts.

    .venv/bin/python bench/ruleset_extremes.py [--only NAME] [--players 2] [--seconds 60]

Each case is the shipped ruleset with a few lines edited, loaded as a family's file would
be. One seeded game per case: every seat a computer at ``--level`` (hard by default),
every decision timed, the hint (what Ctrl+G runs) timed at the start of each turn, then
the after-game review of seat 0 (best found only). A game still going after
``--seconds`` is stopped there and said so: that itself is a find.
"""

from __future__ import annotations

import argparse
import time

from wordcards.ai import choose_action, hint, hint_points, review
from wordcards.engine.players import Player
from wordcards.engine.rummy import Phase, RummyMatch
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.search import warm_up
from wordcards.resources import ruleset_path
from wordcards.rulesets import RulesetError, parse_ruleset
from wordcards.words import default_wordlist

SHUFFLE = ruleset_path("shuffle").read_text(encoding="utf-8")
RUMMY = ruleset_path("rummy").read_text(encoding="utf-8")
MIN_1 = (
    ("first_play: {adult: 4, junior: 3}", "first_play: {adult: 1, junior: 1}"),
    ("word: {adult: 3, junior: 2}", "word: {adult: 1, junior: 1}"),
    ("left_behind: {adult: 3, junior: 2}", "left_behind: {adult: 1, junior: 1}"),
)
ZERO_VALUES = tuple((f"value: {v}}}", "value: 0}") for v in (1, 2, 3, 4, 5, 8, 10))
# Nine colours with different initials (R1: a card is written letter + initial).
NINE = "[red, green, blue, yellow, pink, white, orange, violet, cyan]"
CASES: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "shuffle-shipped": ("shuffle", ()),
    "shuffle-10-jokers": ("shuffle", (("  jokers: 2", "  jokers: 10"),)),
    "shuffle-hand-20": ("shuffle", (("hand_size: 7 ", "hand_size: 20 "), ("  max: 6", "  max: 3"))),
    "shuffle-hand-20-10-jokers": ("shuffle", (("hand_size: 7 ", "hand_size: 20 "), ("  max: 6", "  max: 3"),
                                              ("  jokers: 2", "  jokers: 10"))),
    "shuffle-hand-1": ("shuffle", (("hand_size: 7 ", "hand_size: 1 "), *MIN_1)),
    "shuffle-min-length-1": ("shuffle", MIN_1),
    "shuffle-zero-values": ("shuffle", ZERO_VALUES + (("joker_hand_penalty: 5", "joker_hand_penalty: 0"),)),
    "shuffle-steal-free": ("shuffle", (("new_cards_per_old_letter: 1", "new_cards_per_old_letter: 0"),
                                       ("new_cards_per_taken_letter: 1", "new_cards_per_taken_letter: 0"))),
    "rummy-shipped": ("rummy", ()),
    "rummy-1-colour": ("rummy", (("[red, green, blue]", "[red]"), ("  max: 8", "  max: 3"),
                                 *((f"  {n}: {s}\n", "") for n, s in ((4, 7), (5, 7), (6, 7), (7, 6), (8, 5))))),
    "rummy-9-colours": ("rummy", (("[red, green, blue]", NINE),)),
    "rummy-9-colours-hand-20": ("rummy", (("[red, green, blue]", NINE),
                                          *((f"  {n}: {s}\n", f"  {n}: 20\n") for n, s in ((2, 7), (3, 7))))),
    "rummy-min-length-1": ("rummy", (("{adult: 2, junior: 2}", "{adult: 1, junior: 1}"),)),
    "rummy-huge-target": ("rummy", (("target: 150", "target: 100000"), ("max_hands: 25", "max_hands: 1000"))),
}


def edited(base: str, edits) -> str:
    for old, new in edits:
        assert old in base, old
        base = base.replace(old, new)
    return base


def ms(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"{len(values)} x, p50 {ordered[len(ordered) // 2] * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, worst {ordered[-1] * 1000:.0f} ms"


def run(name: str, players: int, level: str, seconds: float, words, variant: str) -> None:
    game_kind, edits = CASES[name]
    try:
        rules = parse_ruleset(edited(SHUFFLE if game_kind == "shuffle" else RUMMY, edits), f"{name}.yaml")
    except RulesetError as exc:
        print(f"{name}: refused: {exc}")
        return
    seats = tuple(Player(f"P{i}") for i in range(players))
    if game_kind == "shuffle":
        game = ShuffleGame.new(rules, words, seats, 1)
    else:
        game = RummyMatch.new(rules, words, seats, 1, variant=variant)
    streams = [rng(1, "bench-extremes", i) for i in range(players)]
    decisions, hints = [], []
    started, turn_start = time.perf_counter(), True
    while not game.is_over and time.perf_counter() - started < seconds:
        if isinstance(game, RummyMatch) and game.phase is Phase.HAND_OVER:
            game.apply(game.legal_actions()[0])
            continue
        if turn_start:
            t = time.perf_counter()
            action = hint(game)
            if action is not None:
                hint_points(game, action)
            hints.append(time.perf_counter() - t)
        t = time.perf_counter()
        action = choose_action(game, game.current, level, streams[game.current])
        decisions.append(time.perf_counter() - t)
        game.apply(action)
        turn_start = not getattr(action, "is_play", False) if game_kind == "shuffle" else True
    played = time.perf_counter() - started
    state = "over" if game.is_over else f"STOPPED after {seconds:.0f} s"
    print(f"{name}: {len(game.actions)} actions, {played:.1f} s, game {state}")
    print(f"  {level} decisions: {ms(decisions)}")
    print(f"  hints: {ms(hints)}")
    t = time.perf_counter()
    turns = review(game, seats=[0])
    print(f"  review of seat 0: {len(turns)} turns in {time.perf_counter() - t:.2f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=sorted(CASES), help="these cases only (repeatable)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--variant", default="standard", help="rummy scoring (standard, advanced, inverse)")
    parser.add_argument("--seconds", type=float, default=60.0, help="stop a game after this long")
    args = parser.parse_args()
    words = default_wordlist()
    words.anagrams
    warm_up(words)
    for name in args.only or CASES:
        run(name, args.players, args.level, args.seconds, words, args.variant)


if __name__ == "__main__":
    main()
