"""Self-play's cap on a game's actions scales with the match's length: a match of 700 hands
(or 1000 deals, 1000 hands at most, 10000 minutes) used to fail at a fixed 20,000 actions
as "the game did not end after 20000 actions; the game did not end"."""

from __future__ import annotations

import pytest

from wordcards.ai import selfplay
from wordcards.engine.rummy import NextHand, RummyMatch
from wordcards.engine.rummy.view import Phase
from wordcards.loading import load_rules, load_words


@pytest.fixture(scope="module")
def rummy():
    return load_rules("rummy", None), load_words(None, None)


@pytest.fixture(scope="module")
def longest_hand(rummy) -> int:
    """The most actions a hand took (with its deal) in short seeded matches of easy players,
    whose hands last longest, at 2 and at 8 seats."""
    rules, words = rummy
    longest = 0
    for players, seed in ((2, 1), (2, 2), (8, 1)):
        game = selfplay.new_game("rummy", rules, words, ["easy"] * players, seed, variant="advanced", hands=3)
        assert selfplay.play_out(game, seed) == []
        hand = 0
        for action in game.actions:
            hand += 1
            if isinstance(action, NextHand):
                longest, hand = max(longest, hand), 0
        longest = max(longest, hand)
    return longest


@pytest.mark.parametrize(
    "options, hands",
    [
        ({"variant": "advanced", "hands": 700}, 700),
        ({"variant": "inverse", "deals": 1000}, 1000),
        ({"variant": "standard", "target": 100_000, "max_hands": 1000}, 1000),
        ({"variant": "advanced", "hands": 3}, 3),
    ],
)
def test_a_match_gets_room_for_every_hand_it_may_last(rummy, longest_hand, options, hands):
    rules, words = rummy
    game = selfplay.new_game("rummy", rules, words, ["normal"] * 2, 1, **options)
    # Five times the longest hand seen, every hand: room for far slower hands than self-play's.
    assert selfplay.action_cap(game) > hands * 5 * longest_hand


def test_a_match_by_minutes_gets_room_for_its_clock_and_the_hand_it_ends_in(rummy, longest_hand):
    rules, words = rummy
    game = selfplay.new_game("rummy", rules, words, ["normal"] * 2, 1, variant="advanced", minutes=10_000)
    counted = 10_000 * 60 // selfplay.SECONDS_AN_ACTION  # the actions self-play's clock plays before time is up
    assert selfplay.action_cap(game) > counted + 5 * longest_hand


def test_a_match_that_never_ends_is_still_caught_soon_and_said_once(rummy, monkeypatch):
    """A match whose end never comes (its last hand only leads to another) is stopped at the
    cap of its own length, not after 20,000 actions, and "did not end" is said once."""

    def never_ends(match: RummyMatch, reason: str) -> None:
        match.phase, match.current = Phase.HAND_OVER, match.first

    monkeypatch.setattr(RummyMatch, "_end_match", never_ends)
    rules, words = rummy
    game, report = selfplay.simulate_one("rummy", rules, words, ["normal"] * 2, 3, variant="advanced", hands=1)
    cap = selfplay.action_cap(game)
    assert cap < 20_000 and len(game.actions) == cap
    said = "; ".join(report.problems)
    assert said.count("did not end") == 1, said
    assert f"the game did not end within {cap} actions, the most a game of its length may take" in said


def test_a_shuffle_game_gets_room_for_ten_actions_a_card():
    rules, words = load_rules("shuffle", None), load_words(None, None)
    game = selfplay.new_game("shuffle", rules, words, ["easy"] * 6, 1)
    assert selfplay.action_cap(game) == 10 * len(game.cards)
    assert selfplay.play_out(game, 1) == [] and len(game.actions) < selfplay.action_cap(game) // 10
