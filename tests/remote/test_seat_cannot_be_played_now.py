"""A word no play makes, typed at a remote seat: the host says why, and were the engine's
explain to find no reason, that it cannot be played now, as the shared keyboard says
(tests/app/test_word_line.py)."""

from __future__ import annotations

import pytest
from test_rummy_discard import match_in_play

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

SHUFFLE_START = {"hands": ["SLITSRZ", "DOGEAI"], "table": [{"owner": 1, "word": "DOGE"}], "current": 0, "first_played": [True, True]}


def shuffle_game() -> ShuffleGame:
    words = WordList.from_words(["slits", "doge"], name="tiny")
    return ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), SHUFFLE_START, 0)


@pytest.mark.parametrize("make, word", [(shuffle_game, "slits"), (lambda: match_in_play("Ar Tg Xb", "Eg Ng Rb"), "tax")], ids=["shuffle", "rummy"])
def test_a_seats_word_no_play_makes_with_no_reason_found_is_said_to_be_unplayable_now(make, word, monkeypatch):
    game = make()
    table = HostTable(game, ["ann", "bob"])
    monkeypatch.setattr(game, "resolve", lambda typed: [])
    monkeypatch.setattr(game, "explain", lambda typed: None)
    table.intent(0, {"type": "word", "word": word})
    assert state_message(table, 0)["message"]["text"] == f"{word.upper()} cannot be played now." and not game.actions
