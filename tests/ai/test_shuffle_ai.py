"""The Shuffle computer player: legal play only, from its own view only, every kind of play."""

from __future__ import annotations

import random

import pytest
from computers_play import played_out

from wordcards.ai import choose_action
from wordcards.ai.levels import HARD
from wordcards.ai.selfplay import invariants
from wordcards.ai.shuffle import bounded_takes, candidates, sandbox
from wordcards.engine.players import Player
from wordcards.engine.shuffle import EndTurn, Extend, HandWord, Pass, ShuffleGame, Steal, SwapJoker, Take


def seats(*levels, juniors=()):
    return [Player(f"P{i}", junior=i in juniors, computer=level) for i, level in enumerate(levels)]


def position(rules, words, hands, table=(), deck="", current=0, levels=None, first_played=None):
    levels = levels or ["hard"] * len(hands)
    start = {
        "hands": list(hands),
        "table": [{"owner": owner, "word": word} for owner, word in table],
        "current": current,
    }
    if deck is not None:  # None: every card not placed, shuffled
        start["deck"] = deck
    if first_played is not None:
        start["first_played"] = first_played
    return ShuffleGame.from_position(rules, words, seats(*levels), start)


def play_game(rules, words, levels, seed, juniors=(), on_action=None):
    game = ShuffleGame.new(rules, words, seats(*levels, juniors=juniors), seed)
    return played_out(game, levels, seed, on_action, most_actions=2000)


@pytest.mark.parametrize(
    "levels, juniors, seeds",
    [
        (("easy", "normal"), (), range(0, 12)),
        (("hard", "easy"), (), range(12, 24)),
        (("normal", "hard", "easy"), (), range(24, 30)),
        (("easy", "hard", "normal", "easy"), (1, 3), range(30, 34)),
        (("hard", "hard"), (0,), range(34, 40)),
    ],
)
def test_computer_players_only_make_legal_plays(shuffle_rules, words, levels, juniors, seeds):
    """Whole seeded games (juniors too, S12): every action the computers choose is legal,
    every game ends (S13), and the invariants hold."""
    for seed in seeds:
        game = play_game(shuffle_rules, words, levels, seed, juniors)
        assert invariants(game) == []


def test_S4_first_play_is_a_long_enough_word_from_hand(shuffle_rules, words):
    firsts = {}

    def note(game, seat, action):
        if action.is_play and seat not in firsts:
            firsts[seat] = (action, game.players[seat].junior)

    for seed in range(3):
        firsts.clear()
        play_game(shuffle_rules, words, ("hard", "easy"), seed, juniors=(1,), on_action=note)
        assert sorted(firsts) == [0, 1]  # both seats made a first play: there was something to check
        for action, junior in firsts.values():
            assert isinstance(action, HandWord)
            assert len(action.word) >= (3 if junior else 4)


def test_decides_from_its_view_only(shuffle_rules, words):
    """Same hand and table for seat 0; the others' hands and the deck differ: same choice."""
    table = [(1, "CART"), (0, "DOG")]
    a = position(shuffle_rules, words, ["EHSTI*N", "QZXJKVW"], table, deck="AEIOU")
    b = position(shuffle_rules, words, ["EHSTI*N", "AEERSTL"], table, deck="BCDFG")
    for level in ("easy", "normal", "hard"):
        assert choose_action(a, 0, level, random.Random(3)) == choose_action(b, 0, level, random.Random(3))


def test_sandbox_holds_no_other_cards(shuffle_rules, words):
    game = position(shuffle_rules, words, ["EHSTI*N", "QZXJKVW", "AAB"], [(1, "CART"), (2, "DOG")], deck="AEIOU")
    box = sandbox(shuffle_rules, words, game.players, game.view(0))
    assert box.game.hands[1] == [] and box.game.hands[2] == [] and box.game.deck == []
    assert sorted(c.letter or "*" for c in box.game.hands[0]) == sorted("EHSTI*N")
    assert [w.display for w in box.game.table.values()] == ["CART", "DOG"]


def test_S7_hard_steals_a_word(shuffle_rules, words):
    game = position(shuffle_rules, words, ["HESQZXJ", "EEE"], [(1, "CAT")], deck="AEIOUAE")
    found = candidates(sandbox(shuffle_rules, words, game.players, game.view(0)), HARD, random.Random(1))
    assert any(isinstance(a, Steal) for a in found)
    action = choose_action(game, 0, "hard", random.Random(1))
    assert isinstance(action, Steal) and action.target == 1 and game.is_legal(action)  # CAT: CHASTE


def test_S8_bounded_takes_are_legal_and_found(shuffle_rules, words):
    """Taking the S from CARTS (CART stays) and adding hand cards."""
    game = position(shuffle_rules, words, ["UNQZXJV", "EEE"], [(1, "CARTS")], deck="AEIOUAE")
    takes = list(bounded_takes(game, 2))
    assert takes and all(isinstance(t, Take) and game.is_legal(t) for t in takes)
    assert any(t.word == "SUN" for t in takes)


def test_S8_two_source_takes_at_hard(shuffle_rules, words):
    """One letter from each of two words: T from CARTS (CARS stays) and S from DOGS."""
    game = position(shuffle_rules, words, ["EEQZXJV", "AAA"], [(1, "CARTS"), (1, "DOGS")], deck="AEIOUAE")
    takes = list(bounded_takes(game, 2))
    assert any(len(t.sources) == 2 for t in takes)
    assert all(game.is_legal(t) for t in takes)


def test_S10_swaps_a_joker_for_its_letter(shuffle_rules, words):
    game = position(shuffle_rules, words, ["RQZXJVW", "AAA"], [(1, "CARTs"), (1, "mOOD")], deck="AEIOUAE")
    game_box = sandbox(shuffle_rules, words, game.players, game.view(0))
    found = candidates(game_box, HARD, random.Random(1))
    assert not any(isinstance(a, SwapJoker) for a in found)  # the hand holds no S and no M
    early = position(shuffle_rules, words, ["SQZXJVW", "AAA"], [(1, "CARTs")], deck=None)
    assert len(early.deck) > 50
    # Early on a joker is worth more in hand than the S...
    assert choose_action(early, 0, "hard", random.Random(1)) == SwapJoker(1, "S")
    # ...but near the end it would cost its hand penalty (S14): no swap.
    late = position(shuffle_rules, words, ["SQZXJVW", "AAA"], [(1, "CARTs")], deck="AEIOUAE")
    assert choose_action(late, 0, "hard", random.Random(1)) == Pass()


def test_ends_the_turn_or_passes_when_nothing_is_worth_playing(shuffle_rules, words):
    game = position(shuffle_rules, words, ["QZXJ", "AAA"], [(1, "CART")], deck="AEIOUAE")
    assert choose_action(game, 0, "hard", random.Random(1)) == Pass()


def test_plays_every_card_to_take_another_turn(shuffle_rules, words):
    game = position(shuffle_rules, words, ["CATS", "EEE"], [(1, "DOG")], deck="AEIOUAEIOUEEE")
    action = choose_action(game, 0, "normal", random.Random(1))
    assert game.is_legal(action)
    game.apply(action)
    assert not game.hands[0]
    assert choose_action(game, 0, "normal", random.Random(1)) == EndTurn()


def test_real_ids_are_used(shuffle_rules, words):
    """Table ids need not be 1..n: the sandbox's ids are mapped back."""
    start = {
        "hands": ["TSQZXJV", "EEE"],
        "table": [{"owner": 0, "word": "DOG", "id": 7}, {"owner": 0, "word": "CAR", "id": 9}],
        "deck": "AEIOUAE",
    }
    game = ShuffleGame.from_position(shuffle_rules, words, seats("hard", "hard"), start)
    assert [word.id for word in game.view(0).table] == [7, 9]
    action = choose_action(game, 0, "hard", random.Random(1))
    assert game.is_legal(action), action
    assert isinstance(action, Extend) and action.target in (7, 9)


def test_refuses_to_act_out_of_turn(shuffle_rules, words):
    game = position(shuffle_rules, words, ["CATS", "EEE"], [], deck="AEIOU", first_played=[False, False])
    with pytest.raises(ValueError, match="not seat 1's turn"):
        choose_action(game, 1, "hard", random.Random(1))
