"""Seeded random playthroughs with the real word list: after every action, every card is
accounted for once, every table word is valid, save-then-load gives an equal game, the
score equals a recomputation, a play changes it by what ``score_change`` said, and every
game ends.

200 games in all (GAMES, in BATCHES test cases; 2 to 4 players, some juniors), each played
to its end by a random player that picks among legal plays (each kind asked with a limit,
to keep the run short: about 40 actions a game, under a minute on a 2-core machine).
"""

from __future__ import annotations

import random

import pytest

from shuffle_helpers import RULES, all_card_ids
from wordcards.engine.players import Player
from wordcards.engine.shuffle import EndTurn, Pass, ShuffleGame
from wordcards.engine.shuffle.moves import KIND_ORDER

GAMES = 200
BATCHES = 10
MAX_ACTIONS = 1000  # far more than any game needs: reaching it means the game never ends


def recomputed_score(game: ShuffleGame, seat: int) -> int:
    """S14 from scratch: own table words (card values + bonus) minus the hand."""
    def value(card, on_table):
        if card.letter is None:
            return RULES.joker_table_value if on_table else RULES.joker_hand_penalty
        return dict(RULES.letter_values)[card.letter]

    total = 0
    for word in game.table.values():
        if word.owner == seat:
            bonus = max((b for n, b in RULES.length_bonus if n <= len(word.placed)), default=0)
            total += sum(value(p.card, True) for p in word.placed) + bonus
    return total - sum(value(c, False) for c in game.hands[seat])


def check_invariants(game: ShuffleGame, english) -> None:
    assert sorted(all_card_ids(game)) == list(range(72))
    for word in game.table.values():
        assert word.word.lower() in english, word
        assert all(p.letter == p.card.letter for p in word.placed if not p.card.is_joker)
    for seat in range(len(game.players)):
        assert game.score(seat).total == recomputed_score(game, seat)
    assert ShuffleGame.from_json(game.to_json(), english) == game


def choose(game: ShuffleGame, rnd: random.Random):
    if game.turn and rnd.random() < 0.35:
        return EndTurn()
    kinds = list(KIND_ORDER)
    rnd.shuffle(kinds)
    for kind in kinds:
        plays = game.legal_plays(kind=kind, limit=25)
        if plays:
            return rnd.choice(plays)
    return EndTurn() if game.turn else Pass()


@pytest.mark.parametrize("batch", range(BATCHES))
def test_random_games_keep_every_invariant_and_end(batch, english):
    kinds_played = set()
    for number in range(batch * GAMES // BATCHES, (batch + 1) * GAMES // BATCHES):
        rnd = random.Random(number)
        seats = [Player(f"P{i}", junior=rnd.random() < 0.25) for i in range(rnd.randint(2, 4))]
        game = ShuffleGame.new(RULES, english, seats, seed=number)
        while not game.is_over:
            assert len(game.actions) < MAX_ACTIONS, f"game {number} does not end"
            action = choose(game, rnd)
            assert game.check(action) is None
            seat = game.current
            expected = game.score(seat).total + game.score_change(action)  # S14, what the app shows
            game.apply(action)
            if action.is_play:
                assert game.score(seat).total == expected, (number, action)
            kinds_played.add(action.kind)
            check_invariants(game, english)
        assert game.outcome.scores == tuple(recomputed_score(game, s) for s in range(len(seats)))
        assert game.log[-1].startswith("Game over")
    # The random player really exercises the rules.
    assert kinds_played == {"word", "extend", "steal", "take", "swap", "end", "pass"}
