"""A toast is over the table, never over the hand-off or a question (docs/decisions/app.md,
"Toasts"): play-test h48, a failed save's toast covered the hand-off's news and its
"Pass to Bob", and over a question its answers. What it said is said again where it is read:
the next player's turn, the quit question, the log."""

from __future__ import annotations

from contextlib import asynccontextmanager

from drivers import keys, past_the_handoff, settle, typed, until, yes_to_the_question
from save_faults import full_disk

from wordcards import saves


def toasts(app) -> list[str]:
    """The notifications drawn: on the screen on top, and on those under it that show
    through a question's see-through background (each screen has its own toasts)."""
    return [
        str(toast.render())
        for screen in app.screen_stack
        for toast in screen.query("Toast")
        if all(node.display for node in toast.ancestors_with_self if node is not app)
    ]


@asynccontextmanager
async def anns_turn(new_app):
    """Ann and Bob's Shuffle (seed 1) with its toasts drawn (``run_test`` leaves them out
    unless asked), past the first hand-off: Ann's turn."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await past_the_handoff(app, pilot)
        yield app, pilot


async def toasts_on(app, pilot, screen: str, *, acting: bool = False) -> list[str]:
    """The toasts drawn once ``screen`` (its name) is on top, ``acting`` on keys if asked
    (drawn, its grace over), and the app has settled: a toast is a message on its way."""

    def there() -> bool:
        return app.screen.name == screen and (not acting or app.screen.grace_over)

    await until(app, pilot, there, f"the {screen} screen")
    await settle(app, pilot)
    return toasts(app)


async def test_a_failed_saves_toast_is_not_over_the_hand_off_and_is_said_again_on_the_next_turn(new_app, monkeypatch):
    async with anns_turn(new_app) as (app, pilot):
        monkeypatch.setattr(saves, "write_save", full_disk)
        await keys(app, pilot, "ctrl+p")
        await yes_to_the_question(app, pilot)  # a pass, not saved: the turn ends
        assert app.session.save_problem and await toasts_on(app, pilot, "handoff") == []
        await past_the_handoff(app, pilot)
        assert toasts(app) == [app.session.save_problem]  # Bob plays on a disk that fails: said to him


async def test_a_toast_up_goes_as_a_question_opens_and_one_raised_on_it_shows(new_app, monkeypatch):
    """The failed save's toast over Ann's turn, then Ctrl+E's question and Ctrl+Q's: neither
    has it over its answers (the quit question says the failure itself). A second Ctrl+Q on
    the quit question answers with a toast: that one shows, it answers the key just pressed."""
    async with anns_turn(new_app) as (app, pilot):
        monkeypatch.setattr(saves, "write_save", full_disk)
        await keys(app, pilot, *typed("tire"), "enter")  # played, not saved: Ann's turn goes on
        assert app.screen.name == "turn" and app.session.game.actions
        assert toasts(app) == [app.session.save_problem]
        await keys(app, pilot, "l", "ctrl+e")  # a letter typed, not played: ending the turn asks
        assert await toasts_on(app, pilot, "confirm") == []
        await keys(app, pilot, "escape")
        assert toasts(app) == [app.session.save_problem]  # said again as the question closes
        await keys(app, pilot, "ctrl+z")  # an undo, not saved either: one toast still
        assert toasts(app) == [app.session.save_problem]
        await keys(app, pilot, "ctrl+q")
        assert await toasts_on(app, pilot, "quit", acting=True) == []
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit" and toasts(app) == ["Only y quits now: the moves not saved would be lost."]


async def test_a_resume_notice_the_hand_off_cuts_is_a_toast_once_the_hand_shows(data_dir, tmp_path, monkeypatch):
    """The hand-off shows the newest news it holds: a notice it leaves out was a toast over
    the hand-off. It comes once the player has taken the keyboard, over the table."""
    from test_resume import resumed_after_its_word_list_changed, saved_with_its_own_word_list

    from wordcards.app.screens.handoff import HandoffScreen

    own, _ = saved_with_its_own_word_list(data_dir, tmp_path)
    app, notice = resumed_after_its_word_list_changed(own, monkeypatch)
    monkeypatch.setattr(HandoffScreen, "news", property(lambda screen: []))  # cut short of the notice
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        assert await toasts_on(app, pilot, "handoff", acting=True) == []
        await keys(app, pilot, "enter")
        assert await toasts_on(app, pilot, "turn") == [notice]


async def test_f2s_warning_hidden_under_a_question_is_said_again_as_it_closes(new_app, monkeypatch):
    """Review of h48: F2's "Light/dark is not kept for next time" is said once a run; a
    question opened over it cleared it for good. It is not over the question, and comes back
    over the table as the question closes."""
    from wordcards import settings

    monkeypatch.setattr(settings, "remember_colours", lambda colours: "the settings folder is read-only")
    warning = "Light/dark is not kept for next time: the settings folder is read-only."
    async with anns_turn(new_app) as (app, pilot):
        await keys(app, pilot, "f2")
        assert await toasts_on(app, pilot, "turn") == [warning]
        await keys(app, pilot, "ctrl+q")
        assert await toasts_on(app, pilot, "quit", acting=True) == []
        await keys(app, pilot, "n")
        assert await toasts_on(app, pilot, "turn") == [warning]


async def test_the_moved_saves_note_hidden_under_the_setup_quit_question_is_said_again(new_app, data_dir):
    """Review of h48: the setup screen's "The unreadable save was moved to ..." toast, then a
    name typed and Ctrl+Q: the quit question cleared it for good. Back to the seats, it shows."""
    from test_shell import unreadable_save

    unreadable_save(data_dir)
    app = new_app("shuffle", over_the_save=True)
    note = f"The unreadable save was moved to {data_dir / 'unreadable-1.json'} (it is not deleted)."
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished" and app.screen.grace_over, "the question")
        await keys(app, pilot, "n")
        assert await toasts_on(app, pilot, "setup") == [note]
        await keys(app, pilot, *typed("Ann"))
        await settle(app, pilot)
        await keys(app, pilot, "ctrl+q")
        assert await toasts_on(app, pilot, "quit") == []
        await keys(app, pilot, "escape")
        assert await toasts_on(app, pilot, "setup") == [note]


async def test_a_toast_clicked_away_no_longer_counts_as_up(new_app, monkeypatch):
    """Review of h48: a toast clicked away (Textual removes it) still counted as up until its
    time ended, so the same message said again meanwhile (the next failed save) was not shown."""
    async with anns_turn(new_app) as (app, pilot):
        monkeypatch.setattr(saves, "write_save", full_disk)
        await keys(app, pilot, *typed("tire"), "enter")  # played, not saved
        assert await toasts_on(app, pilot, "turn") == [app.session.save_problem]
        await pilot.click(app.screen.query_one("Toast"))
        assert await toasts_on(app, pilot, "turn") == []
        await keys(app, pilot, "ctrl+z")  # an undo, not saved either: said again, and shown
        assert await toasts_on(app, pilot, "turn") == [app.session.save_problem]
