"""An Enter typed just as a rummy hand ends must not deal the next hand for the whole table,
its scores unread: a seat stamps the next-hand key with the number of actions of the state
its screen showed ("actions"), and the host refuses one stamped before the hand ended,
changing nothing; a seat drops an Enter taken before the hand's end was drawn, as the
shared keyboard's score screen drops a key typed before it was shown. A seat of an older
version stamps nothing: its Enter deals as before."""

from __future__ import annotations

import asyncio

import pytest
from remote_support import FakeClock, as_received, settle, showing_seat
from test_host_time_up import one_minute_match
from test_rummy_discard import match_in_play
from test_seat_app import until

from wordcards.app.screens.help import HelpScreen
from wordcards.engine.errors import IllegalPlay, Refusal
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.score_screen import SeatScoreScreen
from wordcards.remote.host_words import STAMP_NOT_UNDERSTOOD
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable


def going_out(table: HostTable) -> HostTable:
    """Ann discards her last card: hand 1 is over (R6)."""
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    assert table.between_hands()
    return table


def hand_over() -> HostTable:
    return going_out(HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"]))


def next_hand(actions: object = None) -> dict:
    key: dict = {"type": "key", "key": SeatKey.NEXT_HAND}
    return key if actions is None else {**key, "actions": actions}


def test_an_enter_stamped_before_the_hand_ended_deals_nothing_and_a_fresh_one_deals():
    table = hand_over()
    ended_at = len(table.game.actions)
    assert not table.intent(1, next_hand(ended_at - 1))  # typed against the hand still played
    assert table.between_hands() and len(table.game.actions) == ended_at and table.game.hand_number == 1
    assert state_message(table, 1)["message"] == {
        "text": "That key came before your screen showed the hand over: nothing was dealt. Enter deals the next one.",
        "refusal": True,
    }
    assert table.intent(1, next_hand(ended_at))  # typed against the hand over: it deals
    assert not table.between_hands() and table.game.hand_number == 2
    older_seat = hand_over()  # it stamps nothing: its Enter deals as before
    assert older_seat.intent(1, next_hand()) and older_seat.game.hand_number == 2


def test_an_answer_about_the_hand_over_is_not_carried_into_the_next_one():
    """Ann went out and Bob's stale key was refused, neither screen there to be told (the
    answers wait for their next state); Bob's fresh key deals hand 2: Ann's "You discarded
    X" and Bob's "nothing was dealt" spoke of the hand that is over, and go."""
    table = hand_over()
    assert state_message(table, 0)["message"]["text"].startswith("You discarded X")
    ended_at = len(table.game.actions)
    assert not table.intent(1, next_hand(ended_at - 1))
    assert table.intent(1, next_hand(ended_at)) and table.game.hand_number == 2
    assert "message" not in state_message(table, 0)
    assert state_message(table, 1)["message"] == {"text": "", "refusal": False}  # the deal's own answer


def test_answers_about_the_hand_over_stay_when_the_deal_is_refused(monkeypatch):
    """The answers go only once the next hand is dealt: a deal the game refuses leaves the
    table between hands, and Ann's "You discarded X" with it."""
    table = hand_over()

    def refused(action: object) -> None:
        raise IllegalPlay(Refusal("turn", "No deal now."))

    monkeypatch.setattr(table.game, "apply", refused)
    assert not table.intent(1, next_hand(len(table.game.actions)))
    assert table.between_hands() and table.game.hand_number == 1
    assert state_message(table, 0)["message"]["text"].startswith("You discarded X")
    assert state_message(table, 1)["message"] == {"text": "No deal now.", "refusal": True}


@pytest.mark.parametrize("stamp", ["7", 2.0, True, [3]])
def test_a_stamp_that_is_no_count_is_refused_in_words(stamp):
    table = hand_over()
    ended_at = len(table.game.actions)
    assert not table.intent(1, next_hand(stamp))
    assert len(table.game.actions) == ended_at
    assert state_message(table, 1)["message"] == {"text": STAMP_NOT_UNDERSTOOD, "refusal": True}


def test_R8_an_enter_stamped_before_the_hand_ended_does_not_end_a_timed_match():
    clock = FakeClock()
    table = HostTable(one_minute_match(clock), ["ann", "bob"])
    clock.now += 90  # the minute ran out during hand 1: Enter ends the match once it is over
    going_out(table)
    ended_at = len(table.game.actions)
    assert not table.intent(1, next_hand(ended_at - 1))
    assert not table.game.is_over
    assert state_message(table, 1)["message"]["text"] == (
        "That key came before your screen showed the hand over: the match was not ended. Enter ends it."
    )
    assert table.intent(1, next_hand(ended_at)) and table.game.is_over


def test_a_seat_drops_an_enter_taken_before_the_hand_over_was_drawn_and_stamps_a_fresh_one():
    """Bob's seat showed the hand being played; the state of its end is taken, not yet drawn,
    and an Enter (typed ahead) fires then: nothing is sent. Once drawn, Enter sends the key
    stamped with that state's number of actions, and the host deals."""
    table = HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def watch():
        async with showing_seat(as_received(table, 1)) as (app, pilot, sent):
            going_out(table)
            ended_at = len(table.game.actions)
            await app.show(as_received(table, 1))  # taken and drawn; its StateDrawn not yet handled
            await app.action_deal_by_enter("hand")  # Enter's binding, typed before it was drawn, handled first
            assert list(sent) == []
            await settle(app, pilot)
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            await pilot.press("enter")
            await until(pilot, lambda: sent, "Enter sent")
            assert list(sent) == [next_hand(ended_at)]
            assert table.intent(1, sent[0]) and table.game.hand_number == 2

    asyncio.run(watch())


@pytest.mark.parametrize("variant", ["standard", "inverse"])
def test_a_ctrl_n_typed_in_the_same_burst_as_the_hand_over_deals_nothing(variant):
    """Ctrl+N (Next hand; Next deal where the match counts deals, R9) queued before the state
    of the hand's end came: taken before that state is drawn, as Enter is, it sends nothing
    (it went to the word line and came back after the state was drawn, and dealt)."""
    table = HostTable(match_in_play("Xb", "Eg Ng Rb", variant=variant), ["ann", "bob"])

    async def watch():
        async with showing_seat(as_received(table, 1)) as (app, pilot, sent):
            going_out(table)
            app.simulate_key("ctrl+n")  # in the app's queue ahead of the state's StateDrawn
            await app.show(as_received(table, 1))
            await settle(app, pilot)
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            assert list(sent) == []
            await pilot.press("f1", "ctrl+n")  # over the help (a modal screen) it does nothing, as before
            await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
            await settle(app, pilot)
            assert list(sent) == []
            await pilot.press("escape", "ctrl+n")  # typed once the hand's end is shown: it deals
            await until(pilot, lambda: sent, "Ctrl+N sent")
            assert list(sent) == [next_hand(len(table.game.actions))]

    asyncio.run(watch())
