"""S15 Who starts (both games) and R11 Matches end (standard rummy), in the engine.

The app and the command line choose the first seat and the hand limit; here the engine
must deal and play from that seat, end a standard match at its hand limit with the highest
total winning, and keep loading saves written before either ruling existed.
"""

from __future__ import annotations

import json

import pytest

from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, Meld, Phase, RummyMatch
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

PLAYERS = (Player("Ann"), Player("Bob"), Player("Cy"))
SHUFFLE = default_ruleset("shuffle")
RUMMY = default_ruleset("rummy")
FEW_WORDS = WordList.from_words(["at", "to", "in", "on"], name="few")


def test_S15_shuffle_the_chosen_seat_plays_first_and_is_dealt_first():
    base = ShuffleGame.new(SHUFFLE, FEW_WORDS, PLAYERS, seed=7)
    bob_first = ShuffleGame.new(SHUFFLE, FEW_WORDS, PLAYERS, seed=7, first=1)
    assert base.current == 0 and bob_first.current == 1
    assert bob_first.log[0].endswith("Bob plays first")
    # Same deck, dealt one card at a time from the first player: Bob gets what seat 0 got.
    assert bob_first.view(1).hand == base.view(0).hand
    assert bob_first.view(2).hand == base.view(1).hand
    assert bob_first.view(0).hand == base.view(2).hand


def test_S15_shuffle_first_seat_is_saved_and_replayed():
    game = ShuffleGame.new(SHUFFLE, FEW_WORDS, PLAYERS, seed=7, first=2)
    game.apply(game.parse_action("pass"))
    again = ShuffleGame.from_json(game.to_json(), FEW_WORDS)
    assert again == game and again.current == 0
    # Seat 0 first is saved without the option, exactly as saves written before S15.
    assert "first" not in json.loads(ShuffleGame.new(SHUFFLE, FEW_WORDS, PLAYERS, seed=7).to_json())["options"]


@pytest.mark.parametrize("first", [-1, 3, True, "1"])
def test_S15_a_first_seat_that_is_not_a_seat_is_refused(first):
    with pytest.raises(ValueError, match="first seat"):
        ShuffleGame(SHUFFLE, FEW_WORDS, PLAYERS, 7, {"first": first})
    with pytest.raises(ValueError, match="first seat"):
        RummyMatch(RUMMY, FEW_WORDS, PLAYERS, 7, {"variant": "standard", "target": 150, "max_hands": 25, "first": first})


def _play_hand_without_melds(match: RummyMatch) -> None:
    """Every seat draws from the pile and discards its first card until the hand ends."""
    number = match.hand_number
    while match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER) and match.hand_number == number:
        match.apply(DrawDeck())
        match.apply(Discard(match.hand(match.current)[0]))


def test_S15_rummy_the_chosen_seat_plays_first_then_it_moves_one_seat_a_hand():
    match = RummyMatch.new(RUMMY, FEW_WORDS, PLAYERS, seed=3, first=2)
    assert match.current == 2 and "Cy plays first" in match.log[0]
    _play_hand_without_melds(match)
    match.apply(match.legal_actions()[0])  # the next hand
    assert match.current == 0 and "Ann plays first" in match.log[-1]


def test_R11_a_standard_match_ends_at_its_hand_limit_and_the_highest_total_wins():
    match = RummyMatch.new(RUMMY, FEW_WORDS, PLAYERS, seed=5, max_hands=2)
    assert match.view(0).max_hands == 2
    _play_hand_without_melds(match)
    assert match.phase is Phase.HAND_OVER and max(match.totals) < 150
    match.apply(match.legal_actions()[0])
    _play_hand_without_melds(match)
    assert match.is_over and match.legal_actions() == []
    outcome = match.outcome
    assert "2 hands were played" in outcome.reason
    best = max(match.totals)
    assert all(match.totals[seat] == best for seat in outcome.winners)
    assert [s for s, t in enumerate(match.totals) if t == best] == list(outcome.winners)


def test_R11_the_limit_comes_from_the_ruleset_unless_given():
    assert RummyMatch.new(RUMMY, FEW_WORDS, PLAYERS, seed=5).options["max_hands"] == RUMMY.max_hands
    with pytest.raises(ValueError, match="max-hands"):
        RummyMatch.new(RUMMY, FEW_WORDS, PLAYERS, seed=5, variant="inverse", max_hands=3)


def _play_hand_melding(match: RummyMatch) -> None:
    """Every seat draws from the pile, plays every word it can, and discards, until the hand ends."""
    number = match.hand_number
    while match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER) and match.hand_number == number:
        match.apply(DrawDeck())
        while match.phase is Phase.PLAY and (melds := [a for a in match.legal_actions() if isinstance(a, Meld)]):
            match.apply(melds[0])
        if match.phase is Phase.PLAY:
            match.apply(next(a for a in match.legal_actions() if isinstance(a, Discard)))


@pytest.mark.parametrize("max_hands", [3, 1])
def test_R11_the_target_still_ends_a_match_before_the_limit(max_hands):
    """The limit does not replace the target (R7): Ann reaches it in hand 1, and the match
    ends then, by the target, with hands to spare and in the last hand the limit allows."""
    match = RummyMatch.new(RUMMY, FEW_WORDS, PLAYERS, seed=7, max_hands=max_hands, target=1)
    _play_hand_melding(match)
    assert match.is_over and match.hand_number == 1
    assert match.outcome.reason == "Ann reached 1" and match.outcome.winners == (0,)


def test_R11_the_limit_ends_a_match_whose_target_nobody_reaches():
    match = RummyMatch.new(RUMMY, FEW_WORDS, PLAYERS, seed=5, max_hands=3, target=1)
    for _ in range(3):
        _play_hand_without_melds(match)
        if match.is_over:
            break
        match.apply(match.legal_actions()[0])
    # Nobody melds, so every total is at most 0 and the target of 1 is never reached.
    assert match.is_over and "3 hands were played" in match.outcome.reason


def test_R11_a_match_saved_before_the_ruling_loads_with_no_hand_limit():
    match = RummyMatch.new(RUMMY, FEW_WORDS, PLAYERS, seed=5, max_hands=1)
    data = json.loads(match.to_json())
    del data["options"]["max_hands"]
    del data["ruleset"]["max_hands"]
    old = RummyMatch.from_json(json.dumps(data), FEW_WORDS)
    _play_hand_without_melds(old)
    assert old.phase is Phase.HAND_OVER  # one hand played and the match goes on
