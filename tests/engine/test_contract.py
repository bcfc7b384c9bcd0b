"""Both games keep the one contract (engine/contract.py): every member, with one naming of
seats, and ``describe`` says each legal action in words."""

from __future__ import annotations

import inspect

import pytest

from wordcards import games
from wordcards.engine.contract import GameContract
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.rummy.position import position_of
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

LIMITS = {"standard": {"max_hands": 3}, "advanced": {"hands": 3}, "inverse": {"deals": 3}}  # short matches
WORDS = WordList.from_words("cat act tea eat ate ten net art rat tar are ear one toe tie tin note tone".split(), name="contract")
MEMBERS = [name for name in dir(GameContract) if not name.startswith("_")] + ["game_name"]


def new_game(name: str):
    entry = games.entry(name)
    return entry.load("engine").new(default_ruleset(name), WORDS, (Player("Ann"), Player("Bob")), 7)


@pytest.mark.parametrize("name", games.NAMES)
def test_every_game_keeps_the_contract(name):
    game = new_game(name)
    assert isinstance(game, GameContract)
    missing = [member for member in MEMBERS if not hasattr(game, member)]
    assert not missing
    assert list(inspect.signature(game.view).parameters) == ["seat"]  # one naming of seats
    assert game.players[game.current].name == "Ann"


@pytest.mark.parametrize("name", games.NAMES)
def test_describe_says_every_legal_action_in_words(name):
    game = new_game(name)
    for _ in range(6):
        for action in game.legal_actions():
            text = game.describe(action)
            assert text and text == text.strip() and "\n" not in text
        game.apply(game.legal_actions()[-1])


@pytest.mark.parametrize("name", games.NAMES)
def test_score_change_is_a_whole_number_for_a_legal_action_and_refuses_another(name):
    from wordcards.engine.errors import IllegalPlay

    game = new_game(name)
    for _ in range(6):
        for action in game.legal_actions():
            assert isinstance(game.score_change(action), int)
        game.apply(game.legal_actions()[-1])
    taken = game.parse_action(game.actions[0].notation())  # the first action again: not legal now
    if not game.is_legal(taken):
        with pytest.raises(IllegalPlay):
            game.score_change(taken)


@pytest.mark.parametrize("name", games.NAMES)
def test_explain_is_none_exactly_when_resolve_finds_a_play(name):
    game = new_game(name)
    for _ in range(6):
        for word in ("cat", "tea", "ten", "note", "zzz", "art"):
            plays = game.resolve(word)
            refusal = game.explain(word)
            assert (refusal is None) == bool(plays), (word, plays, refusal)
            if refusal is not None:
                assert refusal.message
        game.apply(game.legal_actions()[-1])


@pytest.mark.parametrize("name", games.NAMES)
def test_refusal_is_explains_reason_or_says_the_word_cannot_be_played_now(name, monkeypatch):
    """What the message line says of a word no play makes (app and remote seat alike):
    explain's reason; were explain to have none, still a sentence saying so."""
    game = new_game(name)
    if name == "rummy":
        game.apply(game.legal_actions()[-1])  # the draw: melds may be typed now
    assert not game.resolve("zzz")
    assert game.refusal("zzz") == game.explain("zzz") is not None
    monkeypatch.setattr(game, "explain", lambda word: None)
    assert game.refusal(" zzz ").message == "ZZZ cannot be played now."


@pytest.mark.parametrize("name", games.NAMES)
def test_every_view_names_seats_the_same_way(name):
    from wordcards.engine.view import SeatView

    game = new_game(name)
    view = game.view(1)
    assert view.seat == 1 and view.current == game.current
    assert all(isinstance(seat, SeatView) for seat in view.seats)
    assert [seat.name for seat in view.seats] == ["Ann", "Bob"]
    assert view.seats[1].hand_size == len(view.hand)


POSITIONS = {
    "shuffle": {"hands": ["CAT", "TEN"], "deck": "AEIOU", "current": 1},
    "rummy": None,  # built below from a dealt match (every card placed once)
}


@pytest.mark.parametrize("name", games.NAMES)
def test_every_game_starts_from_a_position(name):
    engine = games.entry(name).load("engine")
    rules, players = default_ruleset(name), (Player("Ann"), Player("Bob"))
    start = POSITIONS[name]
    if start is None:
        start = rummy_position(new_game(name))
    game = engine.from_position(rules, WORDS, players, start, 3)
    assert isinstance(game, GameContract)
    assert game.current == 1
    assert game.from_json(game.to_json(), WORDS) == game


def rummy_position(match):
    return {**position_of(match), "current": 1}


def played_to_the_end(name: str):
    """Each position of a game played by seeded random choices to its end (a rummy match ends
    at its most hands), the game itself last."""
    import random

    game, choose = new_game(name), random.Random(5)
    while not game.is_over:
        yield game
        game.apply(choose.choice(game.legal_actions()))
    yield game


def test_between_hands_and_hand_number_follow_rummy_hands():
    from wordcards.engine.rummy import NextHand, Phase

    seen = set()
    for match in played_to_the_end("rummy"):
        assert match.between_hands == (match.phase is Phase.HAND_OVER)
        assert match.hand_number == len(match.results) + (0 if match.between_hands or match.is_over else 1)
        if match.between_hands:
            assert all(isinstance(action, NextHand) for action in match.legal_actions())
        seen.add(match.between_hands)
    assert seen == {True, False} and match.hand_number > 2


def test_a_shuffle_game_is_one_hand_never_between_hands():
    for game in played_to_the_end("shuffle"):
        assert game.hand_number is None and game.between_hands is False


@pytest.mark.parametrize("name", games.NAMES)
def test_every_outcome_gives_winners_and_each_seats_total(name):
    from wordcards.engine.contract import GameOutcome

    *_, game = played_to_the_end(name)
    outcome = game.outcome
    assert isinstance(outcome, GameOutcome) and outcome == game.view(1).outcome
    expected = game.totals if name == "rummy" else tuple(game.score(seat).total for seat in range(2))
    assert outcome.totals == tuple(expected) and len(outcome.totals) == 2
    assert outcome.winners and all(outcome.totals[seat] == max(outcome.totals) for seat in outcome.winners)


@pytest.mark.parametrize("variant", ["standard", "advanced", "inverse"])
def test_a_rummy_outcomes_winners_are_its_variants_not_always_the_highest_total(variant):
    """Inverse totals are penalties (the lowest wins); advanced wins by the Primary total."""
    import random

    from wordcards.engine.rummy.scoring import winners

    game = RummyMatch.new(default_ruleset("rummy"), WORDS, (Player("Ann"), Player("Bob")), 7, variant=variant, **LIMITS[variant])
    choose = random.Random(5)
    while not game.is_over:
        game.apply(choose.choice(game.legal_actions()))
    outcome = game.outcome
    secondary = tuple(pad.secondary_total for pad in game.pads) if variant == "advanced" else None
    assert outcome.winners == winners(variant, outcome.totals, secondary)
    if variant == "inverse" and len(set(outcome.totals)) > 1:
        assert all(outcome.totals[seat] == min(outcome.totals) for seat in outcome.winners)
