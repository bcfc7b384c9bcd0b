"""Pinned legal-action counts of 10 rummy positions ("perft"): the engine's enumeration
finds exactly as many actions as a brute force that shares none of its code
(``rummy_perft.brute_force_count``), and both equal the count written in the fixture."""

from __future__ import annotations

import json

import pytest
from rummy_perft import FIXTURE, brute_force_count, position

DATA = json.loads(FIXTURE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def words():
    from wordcards.words import default_wordlist

    found = default_wordlist()
    if found.sha256 != DATA["wordlist_sha256"]:
        pytest.fail("the shipped word list changed: recount with python tests/engine/rummy/rummy_perft.py --write")
    return found


def test_the_fixture_pins_at_least_ten_positions():
    phases = [entry["about"] for entry in DATA["positions"]]
    assert len(phases) >= 10


@pytest.mark.parametrize("entry", DATA["positions"], ids=[e["about"] for e in DATA["positions"]])
def test_legal_action_count(entry, words):
    match = position(entry, words)
    actions = match.legal_actions()
    assert len(actions) == len(set(actions)) == entry["legal_actions"]  # no action twice
    assert brute_force_count(match) == entry["legal_actions"]
    assert all(match.is_legal(action) for action in actions)
