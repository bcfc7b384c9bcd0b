"""A turn key the host offers none of now (hidden from the footer) says why on a seat, in the
shared keyboard's words (app/rummy_idle_keys.py, app/shuffle_idle_keys.py: one wording for both): it was silent, and nothing
reached the host. On another seat's turn a turn key says whose turn it is, as Enter does;
nothing is sent."""

from __future__ import annotations

from typing import Any

import pytest
from remote_support import as_received, run, settle, showing_seat
from test_pass_keys import WORDS, game_with
from test_rummy_discard import match_in_play

from wordcards.app import other_game_keys
from wordcards.app.shuffle_idle_keys import NOTHING_TO_SWAP, why_idle
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.engine.players import Player
from wordcards.engine.shuffle import HandWord, ShuffleGame
from wordcards.remote.host_hints import HintTold
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset

DRAWN = "You have already drawn this turn (one card a turn)."
NO_PLAY = "You have made no play this turn: pass instead with Ctrl+P (you draw a card)."
NO_SWAP = "Nothing to swap: no joker on the table stands for a letter in your hand."
NO_UNDO = "Nothing to take back: Ctrl+Z takes back this turn's plays; none made yet."


async def said_on_seat(table: HostTable | dict[str, Any], seat: int | str, key: str = "") -> str:
    """What ``key`` says on ``seat`` of ``table``; or, given a state as received, what the
    key (the second argument then) says on its seat."""
    if isinstance(table, dict):
        state, key = table, str(seat)
    else:
        state = as_received(table, int(seat))
    async with showing_seat(state) as (app, pilot, sent):
        await pilot.press(key)
        await settle(app, pilot)  # its workers done: a send it began would be in
        assert not sent
        return str(app.query_one(MessageLine).content)


@pytest.mark.parametrize("key", ["ctrl+d", "ctrl+y"])
def test_R3_a_second_draw_on_a_rummy_seat_says_one_card_a_turn(key):
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])  # Ann has drawn
    assert run(said_on_seat(table, 0, key)) == DRAWN


@pytest.mark.parametrize("key", ["ctrl+d", "ctrl+y", "ctrl+g"])
def test_a_turn_key_on_another_seats_turn_says_whose_turn_it_is_as_enter_does(key):
    """Ctrl+D, Ctrl+Y or Ctrl+G on Ann's turn did nothing and said nothing on Bob's seat,
    while a letter (now kept on the line) said whose turn it is, as Enter does."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    assert run(said_on_seat(table, 1, key)) == "It is Ann's turn: Enter and your keys work on your turn."
    assert run(said_on_seat(table, 1, "enter")) == "It is Ann's turn: Enter and your keys work on your turn."


@pytest.mark.parametrize("key", ["ctrl+e", "ctrl+p", "ctrl+g"])
def test_a_shuffle_turn_key_on_another_seats_turn_says_whose_turn_it_is(key):
    table = HostTable(game_with(["QZX", "JKV"], deck="W"), ["ann", "bob"])
    assert run(said_on_seat(table, 1, key)) == "It is Ann's turn: Enter and your keys work on your turn."


@pytest.mark.parametrize(
    ("table", "key", "said"),
    [
        (lambda: match_in_play("Ar Tg Xb", "Eg Ng Rb"), "ctrl+p", other_game_keys.IN_RUMMY["ctrl+p"]),
        (lambda: match_in_play("Ar Tg Xb", "Eg Ng Rb"), "ctrl+e", other_game_keys.IN_RUMMY["ctrl+e"]),
        (lambda: game_with(["QZX", "JKV"], deck="W"), "ctrl+d", other_game_keys.IN_SHUFFLE["ctrl+d"]),
    ],
)
def test_the_other_games_key_on_another_seats_turn_says_it_is_the_other_games(table, key, said):
    """Rummy's Ctrl+P on Ann's turn said "your keys work when it is yours" on Bob's seat: it
    never works in rummy, on anyone's turn."""
    assert run(said_on_seat(HostTable(table(), ["ann", "bob"]), 1, key)) == said


def test_ctrl_z_before_the_draw_on_a_rummy_seat_says_draw_first():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    assert run(said_on_seat(table, 0, "ctrl+z")) == "Nothing to take back: draw first. Ctrl+Z takes back this turn's melds."


@pytest.mark.parametrize(("key", "why"), [("ctrl+e", NO_PLAY), ("ctrl+j", NO_SWAP), ("ctrl+z", NO_UNDO)])
def test_S3_a_shuffle_seats_idle_turn_key_says_why_as_the_shared_keyboard_does(key, why):
    table = HostTable(game_with(["QZX", "JKV"], deck="W"), ["ann", "bob"])
    assert run(said_on_seat(table, 0, key)) == why



def after_a_play(state_change: dict[str, object]) -> str:
    """What Ctrl+Z says on Ann's Shuffle seat after her play, the state as the host sends it
    while it is busy (``state_change``): her word's list on its way."""
    game = game_with(["CATQ", "JKV"], deck="W")
    game.apply(HandWord("CAT"))
    state = {**as_received(HostTable(game, ["ann", "bob"]), 0), **state_change}
    return run(said_on_seat(state, "ctrl+z"))


def test_a_shuffle_seat_waiting_on_the_host_says_no_false_nothing_to_take_back():
    """A letter typed after Enter, before the host's list came: the host offers no keys then
    (its answer pending); Ctrl+Z said "none made yet", though a play was made."""
    assert after_a_play({"keys": [], "busy": True}) == ""


# --- the host says it is busy with the seat's request ("busy"): not guessed from its keys ----------


def test_the_host_says_a_seat_is_busy_while_its_hint_or_its_list_is_on_the_way():
    table = HostTable(game_with(["QZX", "JKV"], deck="W"), ["ann", "bob"])
    assert [state_message(table, seat)["busy"] for seat in (0, 1)] == [False, False]
    table.intent(0, {"type": "key", "key": "hint"})
    assert [state_message(table, seat)["busy"] for seat in (0, 1)] == [True, False]  # Ann's hint, not Bob's
    table.hint_found(0, (), HintTold("no play found.", used=False))
    assert state_message(table, 0)["busy"] is False
    table.offer(0, "Which way?", ["one"], [table.game.legal_actions()[0]], [""])
    assert state_message(table, 0)["busy"] is True and state_message(table, 0)["keys"] == []


def idle_ctrl_e(state_change: dict[str, object], old_host: bool = False) -> str:
    """What Ctrl+E says on Ann's Shuffle seat, no play made (it cannot end her turn), with
    ``state_change`` to the state her host sends; ``old_host``: one that names no ``busy``."""
    state = {**as_received(HostTable(game_with(["QZX", "JKV"], deck="W"), ["ann", "bob"]), 0), **state_change}
    if old_host:
        del state["busy"]
    return run(said_on_seat(state, "ctrl+e"))


def test_a_seat_whose_host_is_not_busy_says_why_even_with_no_turn_key_offered():
    """Taken for busy from the keys alone, the seat said nothing."""
    assert idle_ctrl_e({"keys": [], "busy": False}) == NO_PLAY


def test_a_seat_whose_host_is_busy_says_nothing_whatever_keys_it_offers():
    assert idle_ctrl_e({"busy": True}) == ""


def test_a_seat_of_a_host_that_names_no_busy_still_takes_no_turn_key_offered_for_busy():
    assert idle_ctrl_e({"keys": []}, old_host=True) == ""
    assert idle_ctrl_e({}, old_host=True) == NO_PLAY


def test_ctrl_z_with_a_play_made_gives_no_nothing_to_take_back():
    game = game_with(["CATQ", "JKV"], deck="W")
    game.apply(HandWord("CAT"))
    assert why_idle(game.view(0), game.rules, "ctrl+z") is None


# --- Ctrl+J: why no joker swap now (S4, S10) ---------------------------------------------------


def before_the_first_play(hand: str, junior: bool = False, made: bool = False) -> ShuffleGame:
    """Ann to make her first play (``made``: made), holding ``hand``, Bob's CURLPaPEr on the
    table (its jokers stand for A and R); as a play-tester met it with a computer's word."""
    start = {"hands": [hand, "EEL"], "table": [{"owner": 1, "word": "CURLPaPEr"}], "deck": "W", "first_played": [made, True]}
    players = [Player("Ann", junior=junior), Player("Bob")]
    return ShuffleGame.from_position(default_ruleset("shuffle"), WORDS, players, start, 0)


SWAP_AFTER = "Ctrl+J swaps after your first play. Your first play must be a word of {}+ letters from your hand."


@pytest.mark.parametrize(("junior", "least"), [(False, 4), (True, 3)])
def test_S4_ctrl_j_on_a_seat_before_the_first_play_says_a_swap_comes_after_it(junior, least):
    """Ann holds an R, and the table joker stands for R: "Nothing to swap: no joker on the
    table stands for a letter in your hand." was false. A swap comes after her first play,
    whose least length is her own (S12), as the shared keyboard says."""
    table = HostTable(before_the_first_play("HIIOQRV", junior), ["ann", "bob"])
    assert run(said_on_seat(table, 0, "ctrl+j")) == SWAP_AFTER.format(least)


def test_S4_the_first_plays_length_ctrl_j_names_is_the_rulesets():
    from dataclasses import replace

    from wordcards.rulesets.rules import Lengths

    game = before_the_first_play("HIIOQRV")
    rules = replace(game.rules, first_play_min=Lengths(5, 4))
    assert why_idle(game.view(0), rules, "ctrl+j") == SWAP_AFTER.format(5)


def test_ctrl_j_before_the_first_play_with_no_joker_for_a_letter_held_says_nothing_to_swap():
    """Nothing to swap is true then: no table joker stands for H, I, O, Q or V."""
    table = HostTable(before_the_first_play("HIIOQV"), ["ann", "bob"])
    assert run(said_on_seat(table, 0, "ctrl+j")) == NOTHING_TO_SWAP


def test_enter_on_an_empty_line_before_the_draw_on_a_rummy_seat_says_draw_first():
    """As at the shared keyboard: no word is wanted before the draw (it said "Type a word")."""
    from wordcards.app.answer_words import DRAW_FIRST, TYPE_A_WORD

    before_the_draw = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    assert run(said_on_seat(before_the_draw, 0, "enter")) == DRAW_FIRST
    drawn = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    assert run(said_on_seat(drawn, 0, "enter")) == TYPE_A_WORD


@pytest.mark.parametrize(
    ("table", "seat", "said"),
    [
        (lambda: match_in_play("Ar Tg Xb", "Eg Ng Rb"), 0, "No score yet: Ctrl+S shows the breakdown once this hand is over."),
        (lambda: match_in_play("Ar Tg Xb", "Eg Ng Rb"), 1, "No score yet: Ctrl+S shows the breakdown once this hand is over."),
        (lambda: game_with(["QZX", "JKV"], deck="W"), 0, "No score yet: Ctrl+S shows the breakdown once the game is over."),
    ],
    ids=["rummy-own-turn", "rummy-another-seats-turn", "shuffle"],
)
def test_ctrl_s_before_any_score_says_when_it_shows_one(table, seat, said):
    """Ctrl+S in hand 1 (the footer hides it: no breakdown to show yet) said nothing, on the
    seat's turn or another's."""
    assert run(said_on_seat(HostTable(table(), ["ann", "bob"]), seat, "ctrl+s")) == said


def test_ctrl_s_before_any_score_in_an_inverse_match_names_the_deal():
    """An inverse match counts deals (R9): the seat says so, as its footer does."""
    from dataclasses import replace

    from wordcards.remote.seat.parts import rummy

    view = as_received(HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)["view"]
    assert rummy.no_score_yet(replace(view, variant="inverse")) == "No score yet: Ctrl+S shows the breakdown once this deal is over."


def test_ctrl_s_before_any_score_keeps_the_note_of_a_host_away():
    """Offline, Ctrl+S said "No score yet ..." over the note that the host is away (and
    the game saved), as letters and turn keys do not: its note stays."""

    async def look() -> tuple[str, str]:
        table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
        async with showing_seat(as_received(table, 0)) as (app, pilot, sent):
            app.lost()
            await settle(app, pilot)
            before = str(app.query_one(MessageLine).content)
            await pilot.press("ctrl+s")
            await settle(app, pilot)
            return before, str(app.query_one(MessageLine).content)

    before, after = run(look())
    assert "Not connected to the host" in after and "No score yet" not in after
    assert after.startswith(before) or before in after


def test_ctrl_j_with_a_swap_legal_never_says_nothing_to_swap():
    """Asked while the host is busy (no key offered, no "busy" from an older host), the seat
    says nothing rather than a false "Nothing to swap"."""
    game = before_the_first_play("HIIOQRV", made=True)
    assert why_idle(game.view(0), game.rules, "ctrl+j") is None
