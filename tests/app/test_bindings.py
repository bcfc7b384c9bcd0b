"""One answer to "which bindings does this key trigger", for the shared keyboard and a seat
(app/bindings.py): a key listed with others ("question_mark,f1") triggers its binding, as
Textual reads it, and a key bound several times (a seat's three Ctrl+P) names every one."""

from __future__ import annotations

from textual.binding import Binding

from wordcards.app.bindings import bindings_of, declared_bindings, keys_of
from wordcards.app.main import WordcardsApp
from wordcards.app.screens.rummy_turn import RummyTurnScreen
from wordcards.app.screens.turn import TurnScreen
from wordcards.remote.seat.app import SeatApp


def test_each_key_of_a_comma_listed_binding_triggers_it_on_a_seat_as_on_the_shared_keyboard() -> None:
    for app in (SeatApp, WordcardsApp):
        for key in ("question_mark", "f1"):
            assert [binding.action for binding in bindings_of(declared_bindings(app), key)] == ["help"], (app, key)


def test_a_key_bound_several_times_names_every_binding_in_order() -> None:
    actions = [binding.action for binding in bindings_of(SeatApp.BINDINGS, "ctrl+p")]
    assert actions == ["key('pass_turn')", "key('pass_empty_deck')", "key('pass_ends_game')"]


def test_an_unbound_key_triggers_nothing() -> None:
    assert bindings_of(SeatApp.BINDINGS, "ctrl+x") == []
    assert bindings_of(SeatApp.BINDINGS, "question_mark,f1") == []  # the declaration, not a key


def test_keys_of_names_each_key_of_a_comma_listed_binding() -> None:
    assert keys_of([Binding("question_mark,f1", "help"), Binding("ctrl+z", "undo")]) == {"question_mark", "f1", "ctrl+z"}


def test_a_turn_screens_own_bindings_leave_out_the_screen_base_classes() -> None:
    own = declared_bindings(RummyTurnScreen, within=TurnScreen)
    assert {binding.key for binding in Binding.make_bindings(own)} == RummyTurnScreen.game_keys()
    assert "ctrl+z" in RummyTurnScreen.game_keys() and "tab" not in RummyTurnScreen.game_keys()
    assert len(declared_bindings(RummyTurnScreen)) > len(own)  # Screen's own (Tab, Shift+Tab) left out
