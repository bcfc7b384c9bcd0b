"""The look-ahead's quick policy rates only the plays that could be its choice
(ai/shuffle.py: ``worth_at_most``, ``best_rated``): the bound read from a play's letters is
never below the worth ``rated`` gives it (exact for every play but a joker swap), and
``best_rated`` picks what sorting every rated play picks."""

from __future__ import annotations

import math
import random

import pytest

from wordcards.ai import choose_action
from wordcards.ai.expert_shuffle import quick_action
from wordcards.ai.levels import QUICK
from wordcards.ai.shuffle import BOUND_SLACK, Sandbox, best_rated, candidates, rated, worth_at_most
from wordcards.engine.players import Player
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame, SwapJoker


def seats(n):
    return [Player(f"P{i}", computer="normal") for i in range(n)]


def rollout_box(game):
    """The quick policy's box: the (made-up) game itself, seen by the player to act."""
    return Sandbox(game, tuple(range(1, game.next_word_id)), game.view(game.current))


def check_position(game):
    box = rollout_box(game)
    found = candidates(box, QUICK, random.Random(0))
    ranked = rated(box, QUICK, found)
    for value, action, _ in ranked:
        bound = worth_at_most(box, QUICK, action)
        if isinstance(action, SwapJoker):
            assert bound == math.inf
        else:
            assert bound == pytest.approx(value, abs=BOUND_SLACK), action.notation()
    best = best_rated(box, QUICK, found)
    first = (ranked[0][0], ranked[0][1]) if ranked and ranked[0][0] > 0 else None
    assert best == first
    return len(ranked)


@pytest.mark.parametrize(
    "hands, table, deck",
    [
        # Takes from the player's own words and from others', a steal, extends of both.
        (["EIRSTN", "OU"], [(0, "CARTS"), (1, "DOGS"), (0, "PLANE"), (1, "STONE")], "EEEE"),
        # Jokers on the table: taken, extended, stolen, swapped.
        (["AEILSTN", "OU"], [(1, "CARTs"), (0, "mOOD"), (1, "BRAINS"), (0, "HEARTS")], "EEEE"),
        # A hand that can be emptied: with cards in the deck (another turn) and without (the end).
        (["STAR", "OUI"], [(1, "LOG"), (0, "PEN")], "EEEE"),
        (["STAR", "OUI", "MM"], [(1, "LOG"), (0, "PEN")], ""),
        # A joker in hand, the deck empty.
        (["RE*", "OU"], [(1, "MAZE"), (0, "FOX")], ""),
    ],
)
def test_the_bound_is_the_worth_and_the_choice_is_rated_first(shuffle_rules, words, hands, table, deck):
    start = {
        "hands": hands,
        "table": [{"owner": owner, "word": word} for owner, word in table],
        "deck": deck,
        "first_played": [True] * len(hands),
    }
    game = ShuffleGame.from_position(shuffle_rules, words, seats(len(hands)), start)
    assert check_position(game) > 0


def test_quick_policy_agrees_over_seeded_games(shuffle_rules, words):
    """Every position of two seeded games played by the quick policy (2 and 3 seats)."""
    checked = 0
    for seed in (5, 6):
        players = seats(2 + seed % 2)
        game = ShuffleGame.new(shuffle_rules, words, players, seed)
        stream = rng(seed, "quick", 0)
        while not game.is_over and len(game.actions) < 120:
            check_position(game)
            checked += 1
            game.apply(quick_action(game, QUICK, stream))
    assert checked > 40


def test_normal_players_positions(shuffle_rules, words):
    """Positions met by normal players (other hands, other plays): the same agreement."""
    game = ShuffleGame.new(shuffle_rules, words, seats(2), 8)
    streams = [rng(8, "normal", i) for i in range(2)]
    rated_somewhere = 0
    while not game.is_over and len(game.actions) < 60:
        rated_somewhere += check_position(game) > 0
        game.apply(choose_action(game, game.current, "normal", streams[game.current]))
    assert rated_somewhere > 10  # the agreement was checked where there were plays to rate
