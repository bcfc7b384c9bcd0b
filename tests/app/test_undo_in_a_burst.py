"""Ctrl+Z typed in a burst acts where it was typed: the word it takes back is on the line
before the letters typed after it reach it (turn.py acts_in_order). Through the bindings it
acted only once back at the app, after those letters: Ctrl+Z M left M, not the word and M."""

from __future__ import annotations

import contextlib

import pytest
from textual import events

from drivers import keys, past_the_handoff, shuffle_plan, typed
from tests_app_support import FakeClock

from wordcards.app.screens.turn import TurnScreen
from wordcards.app.widgets.common import close_grace
from wordcards.app.widgets.common.entry import WordEntry


@contextlib.asynccontextmanager
async def ann_played_a_word(new_app):
    """A Shuffle app (seed 10) past Ann's hand-off, a word of hers played by keys (JUST):
    yields (app, pilot, game)."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        await keys(app, pilot, *typed(shuffle_plan(game).word))
        assert len(game.view(game.current).turn_plays) == 1
        yield app, pilot, game


async def after_keys(new_app, presses: tuple[str, ...], *, burst: bool) -> tuple[str, str, int]:
    """The screen on top, the word line and the plays made this turn after Ann plays a word,
    then ``presses``, in one burst or each key waited for."""
    async with ann_played_a_word(new_app) as (app, pilot, game):
        if burst:
            await keys(app, pilot, *presses)
        else:
            for press in presses:
                await keys(app, pilot, press)
        turn = next(screen for screen in app.screen_stack if isinstance(screen, TurnScreen))
        entry = turn.query_one(WordEntry)
        return app.screen.name, entry.value, len(game.view(game.current).turn_plays)


async def test_ctrl_z_and_a_letter_typed_fast_put_the_word_back_before_the_letter(new_app):
    slowly = await after_keys(new_app, ("ctrl+z", "m"), burst=False)
    fast = await after_keys(new_app, ("ctrl+z", "m"), burst=True)
    assert slowly[1:] == ("JUSTM", 0)
    assert fast == slowly


async def test_a_letter_typed_fast_after_ctrl_r_goes_to_the_rules_not_onto_the_word_under_them(new_app):
    """Ctrl+R O: the O does nothing on the rules, as typed slowly (it went on the word line
    under them). Ctrl+R O Ctrl+R M: the rules open and close, and only M is on the line. The
    same for ? (the help)."""
    for presses, shown in (
        (("ctrl+r", "o"), ("rules", "", 1)),
        (("ctrl+r", "o", "ctrl+r", "m"), ("turn", "M", 1)),
        (("question_mark", "o"), ("help", "", 1)),
        (("ctrl+r", "o", "ctrl+r", "b", "b", "ctrl+z", "m"), ("turn", "BBM", 0)),
        (("ctrl+r", "o", "escape", "m", "enter", "m", "enter"), ("turn", "MM", 1)),
    ):
        assert await after_keys(new_app, presses, burst=False) == shown, presses
        assert await after_keys(new_app, presses, burst=True) == shown, presses


async def test_keys_typed_fast_as_the_rules_close_go_on_the_word(new_app):
    """The rules open (waited for), then Ctrl+R M in one burst: the M goes on the word, as
    typed slowly (it came to the rules before they closed, and was lost); Esc and Q too."""
    for close in ("ctrl+r", "escape", "q"):
        shown = ("turn", "M", 1)
        async with ann_played_a_word(new_app) as (app, pilot, game):
            await keys(app, pilot, "ctrl+r")
            assert app.screen.name == "rules"
            await keys(app, pilot, close, "m")
            assert (app.screen.name, app.screen.query_one(WordEntry).value, len(game.view(game.current).turn_plays)) == shown, close


async def test_a_double_press_of_a_close_key_closes_the_rules_and_leaves_the_word_under_them(new_app):
    """JUST back on the line, then Ctrl+R Enter Enter in one burst: the second Enter reached
    the closed rules and played JUST, never seen; Esc Esc cleared the line. Dropped now, as a
    second Enter is for a list (hand_on)."""
    for presses, shown in (
        (("ctrl+z", "ctrl+r", "enter", "enter"), ("turn", "JUST", 0)),
        (("ctrl+z", "ctrl+r", "escape", "escape"), ("turn", "JUST", 0)),
        (("ctrl+z", "question_mark", "question_mark", "question_mark"), ("turn", "JUST", 0)),
    ):
        assert await after_keys(new_app, presses, burst=True) == shown, presses


async def test_keys_typed_fast_as_the_rules_close_reach_the_word_line_once(new_app, monkeypatch):
    """The rules open (waited for), then Esc Tab M in one burst: the word line handles each
    once, as typed slowly. Posted on as new keys they went through the app's keys again, and
    Textual gave them to the line twice (its on_key saw Tab twice)."""
    seen: list[str] = []
    handle = WordEntry.on_key

    def spied(entry, event):
        seen.append(event.key)
        return handle(entry, event)

    monkeypatch.setattr(WordEntry, "on_key", spied)
    for burst in (False, True):
        app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
        async with app.run_test(size=(100, 30)) as pilot:
            await past_the_handoff(app, pilot)  # Ann's hand-off
            await keys(app, pilot, "ctrl+r")
            assert app.screen.name == "rules"
            seen.clear()
            presses = ("escape", "tab", "m")
            if burst:
                await keys(app, pilot, *presses)
            else:
                for press in presses:
                    await keys(app, pilot, press)
            assert app.screen.focused is not None and app.screen.focused.id == "entry", (burst, app.screen.focused)
            assert app.screen.query_one(WordEntry).value == "M", burst
            assert seen.count("tab") <= 1 and seen.count("m") <= 1, (burst, seen)


async def test_a_key_reaching_the_help_under_a_screen_pushed_over_it_is_dropped(new_app):
    """The help open, a screen pushed over it (a seat's choose-a-way list, from its host),
    and then the Enter typed to close the help reaches it: it went on to that screen, and
    picked its first way unseen."""
    from textual.screen import ModalScreen

    class Asked(ModalScreen[None]):
        def __init__(self) -> None:
            super().__init__()
            self.taken: list[str] = []

        def on_key(self, event) -> None:
            self.taken.append(event.key)

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)  # Ann's hand-off
        await keys(app, pilot, "question_mark")
        help_screen = app.screen
        assert help_screen.name == "help"
        asked = Asked()
        await app.push_screen(asked)
        await pilot.pause()
        help_screen.post_message(events.Key("enter", "\r"))  # typed before the list showed
        await pilot.pause()
        await pilot.pause()
        assert app.screen is asked
        assert asked.taken == []


@contextlib.asynccontextmanager
async def rules_over_the_word_with_a_grace(new_app, monkeypatch, opens, undone=True):
    """Ann's turn (seed 10) with the close grace at 0.4 s on a fake clock (the conftest's is 0),
    her word played and undone back onto the line (``undone``), then the rules (or help) opened
    over it: yields (app, pilot, game, clock)."""
    clock = FakeClock()
    monkeypatch.setattr(close_grace, "time", clock)
    monkeypatch.setattr(close_grace, "GRACE_AFTER_CLOSE", 0.4)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)  # Ann's
        game = app.session.game
        played = (*typed(shuffle_plan(game).word), "ctrl+z") if undone else ()
        await keys(app, pilot, *played, opens)
        assert app.screen.name in ("rules", "help")
        yield app, pilot, game, clock


@pytest.mark.parametrize("opens, close", [("ctrl+r", "escape"), ("ctrl+r", "enter"), ("question_mark", "escape"), ("question_mark", "enter")])
async def test_a_close_key_pressed_twice_over_the_rules_opened_and_waited_for_leaves_the_word(new_app, monkeypatch, opens, close):
    """JUST back on the line, the rules (or help) open and waited for, then Esc Esc: the first
    Esc closed them and the second, reaching the turn, cleared JUST (Enter Enter played it,
    never seen). A close key in the grace after the close is part of the same double press
    and is dropped; one typed after the grace acts as usual."""
    async with rules_over_the_word_with_a_grace(new_app, monkeypatch, opens) as (app, pilot, game, clock):
        await keys(app, pilot, close)
        await keys(app, pilot, close)
        entry = app.screen.query_one(WordEntry)
        assert (app.screen.name, entry.value, len(game.view(game.current).turn_plays)) == ("turn", "JUST", 0)
        clock.now += 0.4
        await keys(app, pilot, close)  # the same key typed after the grace acts as usual
        if close == "enter":
            assert (entry.value, len(game.view(game.current).turn_plays)) == ("", 1)  # JUST played
        else:
            assert entry.value == ""  # cleared


@pytest.mark.parametrize("opens", ["ctrl+r", "question_mark"])
async def test_a_letter_typed_fast_after_the_close_key_goes_on_the_word(new_app, monkeypatch, opens):
    """Only the key that closed the rules (or help) is a double press in the grace: the rules'
    own q, typed right after Esc closed them, begins a word (JUST Q), it is not dropped."""
    async with rules_over_the_word_with_a_grace(new_app, monkeypatch, opens) as (app, pilot, game, clock):
        await keys(app, pilot, "escape")
        await keys(app, pilot, "q")
        entry = app.screen.query_one(WordEntry)
        assert (app.screen.name, entry.value) == ("turn", "JUSTQ")


@pytest.mark.parametrize("opens", ["ctrl+r", "question_mark"])
async def test_a_word_typed_and_entered_within_the_grace_after_enter_closed_the_rules_is_played(new_app, monkeypatch, opens):
    """Only the key straight after the close is a double press: Enter closes the rules, then
    JUST and its Enter, typed within the grace, play JUST (the grace ends at the first other key)."""
    async with rules_over_the_word_with_a_grace(new_app, monkeypatch, opens, undone=False) as (app, pilot, game, _):
        word = shuffle_plan(game).word
        await keys(app, pilot, "enter")
        await keys(app, pilot, *typed(word), "enter")
        assert (app.screen.name, len(game.view(game.current).turn_plays)) == ("turn", 1)
