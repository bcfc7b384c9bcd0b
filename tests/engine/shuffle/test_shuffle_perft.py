"""Pinned legal-play counts of Shuffle positions ("perft"): the engine's enumeration finds
exactly the plays that a brute force sharing none of its code finds
(``shuffle_perft.brute_force_plays``, written from the rulings), and as many as the fixture
says. The positions cover the first play (0, 1 and 2 jokers, a junior), extends, steals,
takes (one word left that must be named), swaps and a turn in progress."""

from __future__ import annotations

import json

import pytest
from shuffle_perft import FIXTURE, brute_force_plays, position

DATA = json.loads(FIXTURE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def words():
    from wordcards.words import default_wordlist

    found = default_wordlist()
    if found.sha256 != DATA["wordlist_sha256"]:
        pytest.fail("the shipped word list changed: recount with python tests/engine/shuffle/shuffle_perft.py --write")
    return found


def test_the_fixture_pins_at_least_ten_positions_of_each_kind():
    entries = DATA["positions"]
    assert len(entries) >= 10
    hands = [hand for e in entries for hand in e["start"]["hands"][e["start"].get("current", 0):][:1]]
    assert {hand.count("*") for hand in hands} >= {0, 1, 2}
    assert any(not all(e["start"].get("first_played", [True])) for e in entries)  # before a first play
    assert any(p.get("junior") for e in entries for p in e["players"])


@pytest.mark.parametrize("entry", DATA["positions"], ids=[e["about"] for e in DATA["positions"]])
def test_legal_play_count(entry, words):
    game = position(entry, words)
    actions = game.legal_actions()
    found = [a.notation() for a in actions]
    assert len(found) == len(set(found)) == entry["legal_plays"]  # no play twice
    brute = brute_force_plays(game)
    assert set(found) == brute, (sorted(set(found) - brute)[:10], sorted(brute - set(found))[:10])
    assert all(game.is_legal(action) for action in actions)


def test_every_kind_of_play_is_counted(words):
    kinds = set()
    for entry in DATA["positions"]:
        kinds |= {text.split()[0] if text.split()[0] in ("ext", "steal", "take", "swap", "end", "pass") else "word"
                  for text in brute_force_plays(position(entry, words))}
    assert kinds == {"word", "ext", "steal", "take", "swap", "end", "pass"}


def test_check_refuses_the_steals_the_brute_force_does_not_find(words):
    """The other side of the count: an extend of another player's word that adds too few
    cards to be a steal (S7) is refused as a steal by ``check``."""
    refused = 0
    for entry in DATA["positions"]:
        game = position(entry, words)
        plays = brute_force_plays(game)
        owners = {word.id: word.owner for word in game.view(game.current).table}
        for text in plays:
            steal = "steal" + text[3:]
            if text.startswith("ext ") and steal not in plays and owners[int(text.split()[1])] != game.current:
                assert game.check(game.parse_action(steal)) is not None, steal
                refused += 1
    assert refused > 10
