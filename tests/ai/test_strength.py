"""Hard beats easy clearly over a seeded batch (seats swapped half the time). The rates
are printed (pytest -s) and the bound is generous; docs/self-play.md has larger runs."""

from __future__ import annotations

from wordcards.ai.selfplay import simulate_one


def hard_win_rate(game, rules, words, seeds, **options):
    won = 0.0
    for k, seed in enumerate(seeds):
        levels = ("hard", "easy") if k % 2 == 0 else ("easy", "hard")
        _, report = simulate_one(game, rules, words, levels, seed, **options)
        assert report.ok, report.problems
        hard = levels.index("hard")
        if hard in report.winners:
            won += 1 / len(report.winners)
    return won / len(seeds)


def test_hard_beats_easy_at_shuffle(shuffle_rules, words):
    rate = hard_win_rate("shuffle", shuffle_rules, words, range(100, 112))
    print(f"\nShuffle, hard against easy: hard wins {rate:.0%} of 12 games")
    assert rate >= 0.75


def test_hard_beats_easy_at_rummy(rummy_rules, words):
    rate = hard_win_rate("rummy", rummy_rules, words, range(200, 208), variant="standard", target=80)
    print(f"\nRummy, hard against easy: hard wins {rate:.0%} of 8 matches")
    assert rate >= 0.75
