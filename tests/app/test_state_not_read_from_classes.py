"""A screen's or widget's CSS class only shows a state kept in an attribute: whether the
hand-off's Enter acts (``grace_over``), whether the too-small notice covers the panels
(``TooSmallNotice.covering``), whether the message line says a refusal
(``MessageLine.refusal``). The logic reads the attribute, so a class changed for its looks
(or a theme's) changes no behaviour; each test changes the class alone and sees none."""

from __future__ import annotations

from drivers import footer_shown, keys, settle, until
from tests_app_support import FakeClock
from textual.app import App, ComposeResult
from textual.widgets import Static

from wordcards.app.screens import typed_ahead
from wordcards.app.screens.typed_ahead import GRACE_OVER
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.app.widgets.common.too_small import COVERED, TooSmallNotice, covered


async def test_the_hand_offs_enter_acts_by_its_grace_not_by_its_class(new_app, monkeypatch):
    clock = FakeClock()
    monkeypatch.setattr(typed_ahead, "time", clock)
    monkeypatch.setattr(typed_ahead, "GRACE_AFTER_DRAWN", 0.4)  # the tests' conftest has none
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "handoff", "the hand-off")
        await settle(app, pilot)
        handoff = app.screen
        handoff.add_class(GRACE_OVER)  # in the grace: the class says otherwise
        assert not handoff.grace_over and not handoff.check_action("reveal", ())
        clock.now += typed_ahead.GRACE_AFTER_DRAWN + 0.1
        handoff.at_the_graces_end()
        await pilot.pause()
        assert handoff.has_class(GRACE_OVER) and "Show my hand" in footer_shown(app)
        handoff.remove_class(GRACE_OVER)  # the grace is over: the class alone gone
        handoff.refresh_bindings()
        await pilot.pause()
        assert handoff.check_action("reveal", ()) and "Show my hand" in footer_shown(app)
        await keys(app, pilot, "enter")
        assert app.screen.name == "turn"


class NoticeOverPanels(App[None]):
    def compose(self) -> ComposeResult:
        yield TooSmallNotice()
        yield Static("the panels", id="status")


async def test_the_too_small_notice_covers_by_its_own_record_and_the_class_follows_it():
    app = NoticeOverPanels()
    async with app.run_test(size=(60, 10)) as pilot:
        notice, screen = app.query_one(TooSmallNotice), app.screen
        assert not covered(screen) and not screen.has_class(COVERED)
        notice.cover("Make the terminal bigger.")
        await pilot.pause()
        assert covered(screen) and notice.covering and screen.has_class(COVERED)
        screen.remove_class(COVERED)  # the class alone: the notice still covers
        assert covered(screen)
        notice.cover(None)
        await pilot.pause()
        assert not covered(screen) and not screen.has_class(COVERED)
        screen.add_class(COVERED)  # nor does the class alone cover
        assert not covered(screen)


class OneMessage(App[None]):
    def compose(self) -> ComposeResult:
        yield MessageLine(id="message")


async def test_the_message_line_knows_a_refusal_by_its_own_record_and_the_class_follows_it():
    app = OneMessage()
    async with app.run_test(size=(60, 5)) as pilot:
        line = app.query_one(MessageLine)
        line.say("SQXZ is not a word.", refusal=True)
        await pilot.pause()
        assert line.has_class("-refusal")
        line.remove_class("-refusal")  # the class alone: still a refusal, cleared as stale
        line.clear_refusal()
        assert str(line.content) == ""
        line.say("Hint: CAT.")  # a note
        line.add_class("-refusal")  # the class alone: still a note, kept
        line.clear_refusal()
        assert str(line.content) == "Hint: CAT."
        line.say("SQXZ is not a word.", refusal=True)
        line.remove_class("-refusal")
        line.restyle(lambda text: text)  # said again: a refusal still, its class back
        assert line.has_class("-refusal") and line.refusal
