"""The hand-off and the unfinished-game question show the too-small notice as the setup and
the turn screens do: at 40x12 their boxes were cut, with no word of the size needed. Once
the terminal is large enough they are shown again, and act: not before. Behind the notice
their keys are held (a blind Enter showed Ann's hand on enlarging, with no hand-off between;
a blind n started a new game), and act once the screen is seen again."""

from __future__ import annotations

from drivers import keys, past_the_handoff, settle, until, until_the_handoff_acts
from screen_text import screen_text
from tests_app_support import app_over_an_unfinished_rummy

NOTICE = "Make the terminal"


async def notice_then_shown(app, pilot, title: str) -> None:
    """At 40x12 the notice in place of ``title``; at 100x30 ``title``, and no notice."""
    await settle(app, pilot)
    shown = screen_text(app)
    assert NOTICE in shown and "(it is 40x12)" in shown and title not in shown
    await pilot.resize_terminal(100, 30)
    await settle(app, pilot)
    shown = screen_text(app)
    assert title in shown and NOTICE not in shown


async def test_the_hand_off_says_the_terminal_is_too_small_then_shows_again(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(40, 12)) as pilot:
        await until_the_handoff_acts(app, pilot)
        handoff = app.screen
        await settle(app, pilot)
        assert "Show my hand" not in screen_text(app)  # the footer offers no Enter behind the notice
        await keys(app, pilot, "enter")
        await keys(app, pilot, "enter")
        assert app.screen is handoff  # held: no hand opens unseen
        await notice_then_shown(app, pilot, "Pass to Ann")
        assert app.screen is handoff and "Show my hand" in screen_text(app)
        await past_the_handoff(app, pilot)
        assert app.screen.name == "turn"


async def test_the_unfinished_game_question_says_the_terminal_is_too_small_then_shows_again(new_app, words):
    app = app_over_an_unfinished_rummy(new_app, words)
    async with app.run_test(size=(40, 12)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished" and app.screen.grace_over, "the question")
        question = app.screen
        for key in ("n", "r", "q", "escape"):
            await keys(app, pilot, key)
            assert app.screen is question and app.return_code is None, key  # held: no answer given blind
        await notice_then_shown(app, pilot, "Unfinished game")
        await keys(app, pilot, "r")
        await until(app, pilot, lambda: app.screen.name == "handoff", "the resumed game's hand-off")
        assert app.session.kind == "rummy"


async def test_enter_on_the_hand_off_as_the_terminal_grows_back_opens_the_hand(new_app):
    """Textual tells the screens of a new size a moment after the app: an Enter typed just
    after the terminal grew back came first, behind the notice still up, and was dropped
    (the box already showing). The app fits the hand-off at once, as the turn screen."""
    from textual import events
    from textual.geometry import Size

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(40, 12)) as pilot:
        await until_the_handoff_acts(app, pilot)
        await settle(app, pilot)
        assert NOTICE in screen_text(app)
        # As the terminal tells it: the app's Resize, then the key, with no wait between.
        app.post_message(events.Resize(Size(100, 30), Size(100, 30)))
        await keys(app, pilot, "enter")
        await until(app, pilot, lambda: app.screen.name == "turn", "the turn the hand-off opens")


# --- a question shown at 40x12 keeps its answers in sight -----------------------------------


def answers_in_sight(app) -> None:
    """The question's answer lines drawn whole inside its box (whose border and padding
    clip what overflows) and the terminal; fails naming any that is not."""
    from textual.geometry import Region

    screen = app.screen
    box = screen.query_one(".dialog").content_region
    terminal = Region(0, 0, *app.size)
    lines = list(screen.query(".dialog-answer"))
    assert lines, "a question with answers"
    for line in lines:
        assert box.contains_region(line.region) and terminal.contains_region(line.region), (line.region, box, screen_text(app))


async def quit_asked_at_40x12(app, pilot) -> None:
    """The terminal made 40x12 over a turn, then Ctrl+Q: the quit question, ready for keys."""
    await pilot.resize_terminal(40, 12)
    await keys(app, pilot, "ctrl+q")
    await until(app, pilot, lambda: app.screen.name == "quit" and app.screen.grace_over, "the quit question")


async def test_the_quit_question_at_40x12_keeps_its_answers_in_sight(new_app):
    """Play-test h48: Ctrl+Q at 40x12 showed the question and the command, and its answers
    were cut off below the box. The text gives way (it scrolls); every answer shows."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await quit_asked_at_40x12(app, pilot)
        answers_in_sight(app)
        shown = screen_text(app)
        assert "Quit wordcards?" in shown and "Keep playing" in shown and "Esc" in shown, shown
        await keys(app, pilot, "n")
        assert app.screen.name == "turn"


async def test_the_quit_question_over_a_failed_save_at_40x12_keeps_its_answers_in_sight(new_app, monkeypatch):
    """Its longest text (why the save failed, what quitting loses, the command): still the
    answers show, "Quit anyway" the one that quits."""
    from save_faults import full_disk

    from wordcards import saves

    monkeypatch.setattr(saves, "write_save", full_disk)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert app.session.save_problem
        await quit_asked_at_40x12(app, pilot)
        answers_in_sight(app)
        assert "Quit anyway" in screen_text(app)
        text = app.screen.query_one(".dialog-text")
        assert text.max_scroll_y > 0  # the rest of the text is there, scrolled to
        await keys(app, pilot, "escape")
        assert app.screen.name == "turn"


async def test_the_cannot_be_resumed_question_at_40x12_keeps_its_answers_in_sight(new_app, data_dir, tmp_path):
    from test_resume import _a_started_shuffle_json

    from wordcards import saves

    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(tmp_path / "ours.txt"), house=None)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished" and app.screen.grace_over, "the question")
        await keys(app, pilot, "r")
        assert app.screen.title_text == "The game cannot be resumed"
        await pilot.resize_terminal(40, 12)
        await settle(app, pilot)
        answers_in_sight(app)
        assert "Esc    Quit" in screen_text(app)


def words_in_the_box(app) -> str:
    """The words drawn, the box's border left out: a sentence wrapped over lines reads whole."""
    return " ".join(word for word in screen_text(app).split() if "█" not in word)


async def test_the_quit_questions_text_at_40x12_scrolls_by_its_keys_and_says_so(new_app, monkeypatch):
    """Review of h48: the text scrolled by the mouse wheel only, so at 40x12 the quit question
    over a failed save hid "If you quit now, the moves not saved are lost." for good. End,
    PgDn and ↓ bring it in sight, Home and ↑ back; the box's border says the text scrolls;
    the answers stay the question's keys, in sight."""
    from save_faults import full_disk

    from wordcards import saves
    from wordcards.app.screens.ask import QuestionText

    lost = "the moves not saved are lost."
    monkeypatch.setattr(saves, "write_save", full_disk)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await quit_asked_at_40x12(app, pilot)
        await settle(app, pilot)
        text = app.screen.query_one(QuestionText)
        assert lost not in words_in_the_box(app) and "PgUp PgDn: more" in screen_text(app), screen_text(app)
        for key in ("end", "home", "down", "pagedown", "up"):  # each moves it, the text only 4 rows over at 40x12 now
            before = text.scroll_y
            await keys(app, pilot, key)
            await settle(app, pilot)
            assert app.screen.name == "quit" and text.scroll_y != before, key
        await keys(app, pilot, "end")
        await settle(app, pilot)
        assert lost in words_in_the_box(app), screen_text(app)
        answers_in_sight(app)
        await keys(app, pilot, "escape")
        assert app.screen.name == "turn"


async def test_a_question_whose_text_fits_does_not_say_it_scrolls(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+q")
        await until(app, pilot, lambda: app.screen.name == "quit" and app.screen.grace_over, "the quit question")
        await settle(app, pilot)
        assert "PgUp PgDn: more" not in screen_text(app)


async def test_a_confirm_questions_text_longer_than_its_box_scrolls_by_its_keys(new_app):
    """The same keys on a ConfirmScreen (pass, discard, end the turn; its text fits at the
    sizes a turn shows, so a longer one is put up here), Esc still keeping playing."""
    from wordcards.app.screens.ask import QuestionText
    from wordcards.app.screens.confirm import ConfirmScreen

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(app, pilot)
        answers: list[object] = []
        app.push_screen(ConfirmScreen("Pass?", "\n".join(f"line {n}" for n in range(30)), "pass"), answers.append)
        await until(app, pilot, lambda: app.screen.name == "confirm", "the question")
        text = app.screen.query_one(QuestionText)
        assert text.max_scroll_y > 0 and "PgUp PgDn: more" in screen_text(app), screen_text(app)
        await keys(app, pilot, "end")
        assert text.scroll_y == text.max_scroll_y and "line 29" in screen_text(app)
        await keys(app, pilot, "pageup", "home")
        assert text.scroll_y == 0 and app.screen.name == "confirm"
        await keys(app, pilot, "escape")
        assert app.screen.name == "turn" and answers == [False]


async def test_behind_the_notice_the_unfinished_game_question_shows_quit_in_its_footer(new_app, words):
    """A play-tester at 60x20 over a save: the footer under the notice showed "F2 Light/dark"
    alone (r, n and q answer nothing there), no way out in sight; elsewhere the notice shows
    "^c Quit". Ctrl+C (the app's Quit) is shown behind the notice; the question shows q, not it."""
    app = app_over_an_unfinished_rummy(new_app, words)
    async with app.run_test(size=(60, 20)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished" and app.screen.grace_over, "the question")
        await settle(app, pilot)
        footer = screen_text(app).splitlines()[-1]
        assert NOTICE in screen_text(app) and footer.split() == ["^c", "Quit", "F2", "Light/dark"], footer
        await pilot.resize_terminal(100, 30)
        await settle(app, pilot)
        footer = screen_text(app).splitlines()[-1]
        assert "q Quit" in footer and "^c" not in footer, footer


async def test_the_quit_question_at_40x12_shows_the_resume_command_whole(new_app, monkeypatch):
    """Play-test h50: at 40x12 the quit question showed "The game is saved. To carry on
    later, type:" and scrolled the command itself out of sight, the one thing to copy. A
    short terminal's question drops its blank rows: the command shows whole, the text does
    not scroll, and every answer is in sight. Started from a long path (CI's checkout folded
    the command after ".venv/bin/"; this one may not), so the command folds after a '/' and
    its lines are read end to end."""
    import sys

    from wordcards.app.command import command

    monkeypatch.setattr(sys, "argv", ["/check/work/main/.venv/bin/wordcards", *sys.argv[1:]])
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await quit_asked_at_40x12(app, pilot)
        await settle(app, pilot)
        shown = words_in_the_box(app).replace("/ ", "/")  # a long path folds after a '/'
        assert "The game is saved. To carry on later, type:" in shown and command("resume") in shown, screen_text(app)
        assert "PgUp PgDn: more" not in screen_text(app)
        answers_in_sight(app)
        await keys(app, pilot, "n")
        assert app.screen.name == "turn"


async def test_a_path_in_a_question_breaks_after_a_slash_in_a_narrow_terminal(new_app, monkeypatch):
    """Play-test h50: a long path in a message was cut mid-name where the line ended
    (".../.local/sh" / "are/wordcards"): Rich and Textual wrap at spaces only. The quit
    question over a failed save (no permission to write in the save's folder), 40 columns
    wide: every line the path runs over ends with a '/', and the path reads whole."""
    import errno

    from wordcards import saves

    def no_permission(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(saves, "write_save", no_permission)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        folder = str(saves.save_path().parent)
        assert folder in app.session.save_problem and len(folder) > 34  # longer than a line of the box
        await pilot.resize_terminal(40, 40)
        await keys(app, pilot, "ctrl+q")
        await until(app, pilot, lambda: app.screen.name == "quit" and app.screen.grace_over, "the quit question")
        await settle(app, pilot)
        lines = [line.strip("█ ") for line in screen_text(app).splitlines()]
        joined, ends = "", []
        for line in lines:
            joined += line
            ends.append(len(joined))
        start = joined.index(folder)  # the path reads whole, its lines put end to end
        breaks = [end for end in ends if start < end < start + len(folder)]
        assert breaks and all(joined[end - 1] == "/" for end in breaks), screen_text(app)
