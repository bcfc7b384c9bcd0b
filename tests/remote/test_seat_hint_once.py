"""A hint asked again at a seat with nothing played since is noted in the log once, as at
the shared keyboard (Session.note_once; tests/app/test_family_evening.py)."""

from __future__ import annotations

from test_rummy_discard import match_in_play

from wordcards.remote.keys import SeatKey
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable


def test_a_seats_hint_asked_again_with_nothing_played_is_noted_once():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    for asked in range(3):
        table.intent(0, {"type": "key", "key": SeatKey.HINT})
        assert table.hint_to_start(0) == ()
        told = table.find_hint()
        assert told.used and table.hint_found(0, (), told) is (asked == 0)  # every seat told once
    assert [note for _, note in table.in_play.notes] == ["Ann used a hint"]
    assert state_message(table, 0)["message"]["text"].startswith("Hint: ")  # the seat is told each time


def ann_asks_a_hint(table: HostTable) -> bool:
    """Ann (seat 0) asks for a hint and is told one; True when it is noted in the log."""
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    told = table.find_hint()
    assert told.used
    return table.hint_found(0, table.hint_to_start(0), told)


def test_a_seats_hint_asked_before_and_after_a_meld_it_took_back_is_noted_once():
    """Ann asks for a hint, melds, asks again, takes the meld back: both notes now follow the
    same lines, and every seat's log said "Ann used a hint" twice (the next play then put the
    second after it). As at the shared keyboard, it is once, before what she does next."""
    game = match_in_play("Ar Tg Xb Ab Tb", "Eg Ng Rb")
    table = HostTable(game, ["ann", "bob"])

    ann_asks_a_hint(table)
    assert table.apply(0, game.resolve("AT")[0])
    ann_asks_a_hint(table)  # not noted: once a turn
    table.intent(0, {"type": "key", "key": SeatKey.UNDO})
    assert not game.actions
    log = state_message(table, 1)["view"]["log"]
    assert log.count("Ann used a hint") == 1 and log[-1] == "Ann used a hint"


def test_a_seats_hint_asked_before_and_after_a_meld_is_noted_once_a_turn():
    """As at the shared keyboard (Session.note_once): a hint asked before a meld and again
    after it was two notes in every log, a hinted draw, meld and discard three. Once a turn:
    the seat is told each hint, the log says once that Ann used one, and her next turn is a
    turn of its own."""
    game = match_in_play("Ar Tg Xb Ab Tb", "Eg Ng Rb")
    table = HostTable(game, ["ann", "bob"])

    assert ann_asks_a_hint(table)
    assert table.apply(0, game.resolve("AT")[0])
    assert not ann_asks_a_hint(table)  # told, not noted again this turn
    assert state_message(table, 0)["message"]["text"].startswith("Hint: ")
    assert state_message(table, 1)["view"]["log"].count("Ann used a hint") == 1


def test_S3_a_seats_hint_in_each_turn_of_a_chain_is_noted_each_turn():
    """S3: Ann plays every card, draws 7 and plays again: a turn of its own, as the review
    counts it, so a hint asked in it is noted again (the host's turn start is the shared
    keyboard's, session.ends_a_turn). Asked again in that turn, it is not."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import EndTurn, HandWord, ShuffleGame
    from wordcards.rulesets import default_ruleset
    from remote_support import shared_words

    start = {"hands": ["SEAT", "DOGEAQR"], "deck": "BCFHIKLMNOP", "current": 0}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])

    assert ann_asks_a_hint(table)
    assert table.apply(0, HandWord("SEAT")) and table.apply(0, EndTurn())
    assert game.current == 0 and len(game.hands[0]) == 7
    assert ann_asks_a_hint(table)  # a new turn: noted again
    assert not ann_asks_a_hint(table)  # the same turn: not
    assert state_message(table, 1)["view"]["log"].count("Ann used a hint") == 2
