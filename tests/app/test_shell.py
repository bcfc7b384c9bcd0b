"""The app around the games: setup, help, rules, quit, an unfinished or unreadable save."""

from __future__ import annotations

import errno

import pytest
from drivers import ForwardedEvents, hand_row, keys, past_the_handoff, settle, until, until_the_handoff_acts, yes_to_the_question
from screen_text import screen_text

from wordcards import saves
from wordcards.app.command import command
from wordcards.app.session import Session
from tests_app_support import FakeClock, choice_for


async def test_setup_screen_names_players_and_marks_juniors(new_app):
    """S12: junior is per player, marked on the setup screen."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "setup" and "Seat 6" in screen_text(app)
        # pilot.press: an Input needs the characters of the keys, which it sends.
        await pilot.press(*"Ann", "enter")
        await settle(app, pilot)
        assert "Name at least 2 players" in screen_text(app)
        await pilot.press("tab", "space", "tab", "tab", *"Bob", "enter")  # name, junior, person/computer
        await settle(app, pilot)
        assert app.screen.name == "handoff" and "Pass to Ann" in screen_text(app)
        players = app.session.game.players
        assert [(p.name, p.junior) for p in players] == [("Ann", True), ("Bob", False)]


async def test_a_name_pasted_longer_than_a_name_can_be_says_why_nothing_was_added(new_app):
    """13 characters pasted into a name field did nothing, with only a bell: the setup says
    names have a maximum length, where it says its other problems."""
    from textual import events

    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        field = app.screen.query_one("#name-0")
        field.post_message(events.Paste("Bartholomew J"))
        await settle(app, pilot)
        assert field.value == ""
        assert "Nothing added: a name has at most 12 letters (a wide letter such as 李 counts as two)." in " ".join(screen_text(app).split())  # wraps at 80 columns
        await pilot.press(*"Ann")
        await settle(app, pilot)
        assert field.value == "Ann" and "Nothing added" not in screen_text(app)  # stale once a name changes


async def test_setup_marks_age_in_words_that_fit_80_columns(new_app):
    """The junior mark reads "adult" or "junior" in full at 80 columns (no tick told apart by
    colour alone), and a computer seat has no age mark."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab")
        await settle(app, pilot)
        row = next(line for line in screen_text(app).splitlines() if "Seat 1" in line)
        assert "◂ adult ▸" in row and "X" not in row
        await pilot.press("space")
        await settle(app, pilot)
        row = next(line for line in screen_text(app).splitlines() if "Seat 1" in line)
        assert "◂ junior ▸" in row
        await pilot.press("tab", "space")  # seat 1 becomes a computer: no age to mark
        await settle(app, pilot)
        row = next(line for line in screen_text(app).splitlines() if "Seat 1" in line)
        assert "computer easy" in row and "junior" not in row and "adult" not in row


async def test_setup_says_when_a_junior_mark_changes_nothing(new_app):
    """S12 with the shipped rulesets: rummy juniors need words as long as adults' (R4), so
    the setup screen says the mark changes nothing; in Shuffle it matters and no note shows."""
    note = "the junior mark changes nothing"
    app = new_app("rummy", "--juniors")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert note in " ".join(screen_text(app).split())
    app = new_app("shuffle")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert note not in " ".join(screen_text(app).split())


def footer(app) -> str:
    return screen_text(app).splitlines()[-1]


@pytest.mark.parametrize("size", [(64, 20), (80, 24), (100, 30)])
async def test_the_setup_footer_shows_the_keys_that_work_where_the_focus_is(new_app, size):
    """In a name, "?" is a letter of the name: the footer offers F1 for help there (it showed
    "? Help", and "?" went into the name). On a mark the footer names what Space changes
    (junior or adult: S12, per player), and every key fits the smallest terminal a game takes."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        await until(app, pilot, lambda: "F1 Help" in footer(app), "F1 in the footer")
        assert "? Help" not in footer(app)
        await pilot.press("question_mark")
        await settle(app, pilot)
        assert app.screen.name == "setup" and "Seat 1 ?" in " ".join(screen_text(app).split())
        await pilot.press("f1")
        await settle(app, pilot)
        assert app.screen.name == "help"
        await pilot.press("escape", "backspace", *"Ann", "tab")
        await until(app, pilot, lambda: "space Junior/adult" in footer(app), "Space in the footer")
        # F2 where it fits: the first key to give way (64 columns with Space on a mark)
        last = "^r Rules" if size[0] < 80 else "^r Rules  F2 Light/dark"
        assert "? Help" in footer(app) and footer(app).endswith(last)
        await pilot.press("space", "tab")
        await until(app, pilot, lambda: "space Person/computer" in footer(app), "Space for the seat's kind")
        assert footer(app).endswith(last)
        assert app.screen.query_one("#junior-0").junior


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
async def test_F2_light_or_dark_is_in_the_footer_of_the_hand_off_screen(new_app, game):
    """F2 worked everywhere but was shown nowhere but in help: the hand-off screen, met before
    every turn, shows it, after the app's other keys (and it works on the setup screen too)."""
    app = new_app(game, "--seed", "2")
    async with app.run_test(size=(64, 20)) as pilot:
        await settle(app, pilot)
        dark = app.current_theme.dark
        await pilot.press("f2")
        await settle(app, pilot)
        assert app.current_theme.dark is not dark
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob", "enter")
        await settle(app, pilot)
        assert app.screen.name == "handoff"
        await until(app, pilot, lambda: "F2 Light/dark" in footer(app), "F2 on the hand-off screen")
        assert footer(app).endswith("^r Rules  F2 Light/dark")


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
async def test_F2_light_or_dark_is_in_the_footer_of_a_turn_where_it_fits(new_app, game):
    """A seat's turn showed F2 where its footer had room; the shared keyboard's turn never
    did. It does now, and gives way first where the footer is narrow (64 columns), as on a
    seat: Rules stays (rummy's draw too, its Ctrl+D shown as "Draw")."""
    app = new_app(game, "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: "^r Rules" in footer(app), "the turn's footer")
        assert footer(app).endswith("^r Rules  F2 Light/dark")
        footer_keys_whole(app)
        await pilot.resize_terminal(64, 20)
        await until(app, pilot, lambda: "Light/dark" not in footer(app), "F2 left out at 64 columns")
        assert footer(app).endswith("^r Rules")
        footer_keys_whole(app)
        dark = app.current_theme.dark
        await keys(app, pilot, "f2")  # left out, and working
        assert app.current_theme.dark is not dark


@pytest.mark.parametrize("opened_by", ["question_mark", "ctrl+r"])
async def test_F2_works_and_is_shown_over_the_help_and_the_rules(new_app, opened_by):
    """The help and the rules are modal screens, which shut the app's keys out: F2 did
    nothing there, and their footers, with room for it, did not show it."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, opened_by)
        assert app.screen.is_modal  # the help or the rules
        await until(app, pilot, lambda: "F2 Light/dark" in footer(app), "F2 in the footer")
        dark = app.current_theme.dark
        await keys(app, pilot, "f2")
        assert app.current_theme.dark is not dark and app.screen.is_modal


async def test_F2_is_kept_for_the_next_run_with_the_other_settings(new_app, config_home):
    """Light chosen with F2, quit, and `wordcards resume` came back dark. The choice is kept
    in the user's settings; a setting this version does not know stays as it was."""
    import json

    path = config_home / "wordcards" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"sound": "off"}', encoding="utf-8")
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert app.current_theme.dark
        await keys(app, pilot, "f2")
        assert not app.current_theme.dark
    assert json.loads(path.read_text(encoding="utf-8")) == {"sound": "off", "colours": "light"}
    for game in ("shuffle", "rummy"):
        again = new_app(game, "--players", "Ann,Bob", "--seed", "1")
        async with again.run_test(size=(80, 24)) as pilot:
            await until_the_handoff_acts(again, pilot)  # F2 dropped before then
            assert not again.current_theme.dark, game
            await keys(again, pilot, "f2")  # dark again, kept too
            assert again.current_theme.dark
        assert json.loads(path.read_text(encoding="utf-8"))["colours"] == "dark"
        path.write_text('{"sound": "off", "colours": "light"}', encoding="utf-8")


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"[1, 2]", b"[" * 5000, b"\xff\xfe colours", b'{"colours": "pink"}'],
    ids=["not JSON", "not an object", "nested too deep", "not UTF-8", "an unknown colour"],
)
async def test_a_settings_file_that_cannot_be_used_is_ignored_and_never_overwritten(new_app, config_home, content):
    """A broken settings file starts the game dark as without one, with no traceback; F2 still
    works, and says once why it is not kept rather than overwrite what the file held. A file
    read whole with an unknown value for the colours is only corrected."""
    path = config_home / "wordcards" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    said: list[str] = []
    app.notify = lambda message, **how: said.append(message)  # what the toast would say
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert app.current_theme.dark
        await keys(app, pilot, "f2")
        assert not app.current_theme.dark
        if content.startswith(b'{"'):
            assert said == []
        else:
            assert len(said) == 1 and said[0].startswith(f"Light/dark is not kept for next time: {path} could not be read ("), said
            await keys(app, pilot, "f2", "f2")
            assert len(said) == 1  # once a run
            assert path.read_bytes() == content
    if content.startswith(b'{"'):
        assert '"colours": "light"' in path.read_text(encoding="utf-8")


def test_a_seat_in_a_browser_tab_neither_reads_nor_writes_the_hosts_settings(config_home):
    """A browser tab's seat runs on the host's machine: the host's light is not its player's,
    and its player's F2 is not the host's. A seat in a terminal is its player's own."""
    from wordcards.remote.seat.app import SeatApp

    path = config_home / "wordcards" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"colours": "light"}', encoding="utf-8")
    assert SeatApp("ws://127.0.0.1:1/seat/x/ws").theme == "textual-light"
    browser = SeatApp("ws://127.0.0.1:1/seat/x/ws", remember_colours=False)
    assert browser.theme == "textual-dark"
    browser.flip_colours()
    assert path.read_text(encoding="utf-8") == '{"colours": "light"}'


async def test_setup_refuses_the_same_name_twice(new_app):
    app = new_app("rummy", "--juniors")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"ann", "enter")
        await settle(app, pilot)
        assert "named twice" in screen_text(app) and app.session is None


async def test_help_and_rules_are_one_key_away_and_close_again(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        for key, screen, shows in (("question_mark", "help", "Ctrl+D"), ("ctrl+r", "rules", "R1")):
            await keys(app, pilot, key)
            assert app.screen.name == screen and shows in screen_text(app)
            await keys(app, pilot, "escape")
            assert app.screen.name == "turn", screen


async def test_quit_asks_first_and_n_keeps_playing(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit" and "wordcards resume" in screen_text(app)
        await keys(app, pilot, "n")
        assert app.screen.name == "turn"
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    assert app.return_code == 0 and saves.read_save() is not None


async def test_quit_on_the_setup_screen_asks_once_something_is_typed(new_app):
    """Ctrl+Q on the setup screen quit at once, and the names typed and marks set there were
    gone: once anything is typed or changed it asks, with the same question (n or Esc goes
    back to the seats as they were); untouched, or put back as it was, it quits at once."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(64, 20)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "space")  # a name and a junior mark
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit" and "not kept" in screen_text(app)
        # The setup's keys do nothing under the question: its footer does not offer them.
        assert "Start" not in footer(app) and "Junior/adult" not in footer(app)
        await keys(app, pilot, "n")
        assert app.screen.name == "setup" and app.screen.query_one("#name-0").value == "Ann"
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    assert app.return_code == 0
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(64, 20)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "backspace", "backspace", "backspace")  # typed and taken back: nothing to lose
        await pilot.press("ctrl+q")
        await until(app, pilot, lambda: not app.is_running, "the app to stop")


async def test_a_new_game_while_one_is_unfinished_asks_first(new_app, words):
    old = choice_for("rummy", "--players", "Old,Game", "--seed", "5")
    Session.new(old, words, old.players).save()
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        assert app.screen.name == "unfinished" and "Word Rummy (Old, Game)" in text
        await keys(app, pilot, "r")
        assert app.session.kind == "rummy" and "Pass to Old" in screen_text(app)

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "n")
        assert app.session.kind == "shuffle" and "Pass to Ann" in screen_text(app)
    assert saves.read_save().game == "shuffle"


UNREADABLE = "not json at all"


def unreadable_save(data_dir) -> None:
    """Make the save in ``data_dir`` unreadable (not JSON), as the app finds it (``over_the_save``)."""
    data_dir.mkdir(exist_ok=True)
    (data_dir / "current.json").write_text(UNREADABLE)
    with pytest.raises(saves.SaveUnreadable):
        saves.read_save()


async def test_an_unreadable_save_is_reported_with_its_path_and_kept(new_app, data_dir):
    unreadable_save(data_dir)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = " ".join(screen_text(app).split())
        assert "cannot be read" in text and "current.json" in text
        await keys(app, pilot, "n")
        assert app.session.kind == "shuffle"
    assert (data_dir / "unreadable-1.json").read_text() == UNREADABLE
    assert saves.read_save().game == "shuffle"


async def test_the_question_and_the_new_games_log_say_where_an_unreadable_save_goes(new_app, data_dir):
    """A play-tester: "moves it aside", and the file went to unreadable-1.json without a word
    (a toast gone in seconds). The question names the file, and so does the new game's log."""
    unreadable_save(data_dir)
    (data_dir / "unreadable-1.json").write_text("an earlier one")
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    target = data_dir / "unreadable-2.json"
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        unwrapped = "".join(screen_text(app).replace("█", "").split())  # the long path is wrapped
        assert f"movesitasideto{target}(itisnotdeleted)" in unwrapped
        await keys(app, pilot, "n")
        assert f"The unreadable save was moved to {target} (it is not deleted)." in app.session.log()[:2]
    assert target.read_text() == UNREADABLE


async def test_esc_on_the_unfinished_game_question_quits_and_keeps_the_save(new_app, words, data_dir):
    """Esc did nothing on the question about an unfinished (or unreadable) save: it backs
    out as from every other question, with the Quit answer, and the key is shown. The
    save is left as it was, not replaced nor moved aside."""
    old = choice_for("rummy", "--players", "Old,Game", "--seed", "5")
    Session.new(old, words, old.players).save()
    path = data_dir / "current.json"
    saved = path.read_bytes()
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "unfinished" and "Esc    Quit" in screen_text(app)
        await pilot.press("escape")
        await until(app, pilot, lambda: not app.is_running, "the app to stop")
    assert path.read_bytes() == saved

    unreadable_save(data_dir)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert "cannot be read" in screen_text(app) and "Esc    Quit" in screen_text(app)
        await pilot.press("escape")
        await until(app, pilot, lambda: not app.is_running, "the app to stop")
    assert path.read_text() == UNREADABLE and not (data_dir / "unreadable-1.json").exists()


async def test_a_failed_save_is_shown_and_play_goes_on(new_app, monkeypatch):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)

        assert saves.save_path().is_file()  # the game's first save

        def full_disk(*args, **kwargs):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(saves, "write_save", full_disk)
        await keys(app, pilot, "ctrl+p")  # pass ...
        await yes_to_the_question(app, pilot)  # ... and yes to "Pass and draw 1 card?"
        assert app.session.save_problem == (
            "The game could not be saved: the disk is full. Play goes on, and each move tries again; "
            "the last good save is kept. To carry on from there (not from here), type:\n"
            f"    {command('resume')}"
        )
        assert app.screen.name == "handoff"
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit"
        # The command on a line of its own, whole: a player copies it from there.
        assert any(command("resume") in line for line in screen_text(app).splitlines()), screen_text(app)


async def test_a_save_blocked_by_a_folder_says_so_plainly_and_what_resume_would_find(new_app):
    """The save's place taken by a folder: the message names it, in place of the system's
    "[Errno 21] Is a directory: '.../.current-x1.tmp' -> '.../current.json'"."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        path = saves.save_path()
        path.unlink()
        path.mkdir()
        await keys(app, pilot, "ctrl+p")  # pass ...
        await yes_to_the_question(app, pilot)  # ... and yes to "Pass and draw 1 card?"
        problem = app.session.save_problem
        assert problem == (
            f"The game could not be saved: {path} is a folder, not a file. Play goes on, and each move tries again; "
            f"nothing of this game is saved yet: '{command('resume')}' could not carry it on."
        )
        assert app.screen.name == "handoff"
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit"
        # The box's sides left out: a long path wraps the reason across its lines.
        shown = " ".join(word for word in screen_text(app).split() if not set(word) <= set("█▀▄║╔╗╚╝═"))
        assert "Errno" not in shown and "is a folder, not a file" in shown and "Quit anyway" in shown, shown


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
async def test_a_new_game_opens_on_the_hand_off_alone_and_builds_the_turn_screen_on_enter(new_app, game):
    """Start-up draws the hand-off first: no turn screen is composed beneath it (it would
    delay the first screen), and Enter opens the turn screen with the first player's hand
    and the first-turn tip. Help and the quit question work on that first hand-off too."""
    app = new_app(game, "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_the_handoff_acts(app, pilot)  # ? dropped before then
        assert app.screen.name == "handoff" and "Pass to Ann" in screen_text(app)
        assert [screen.name for screen in app.screen_stack[1:]] == ["handoff"]
        await keys(app, pilot, "question_mark")
        assert app.screen.name == "help"
        await keys(app, pilot, "escape")
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit"
        await keys(app, pilot, "n")
        assert app.screen.name == "handoff"
        await past_the_handoff(app, pilot)
        assert [screen.name for screen in app.screen_stack[1:]] == ["turn"]
        assert app.revealed == app.session.game.current == 0
        assert "Tip:" in screen_text(app)
        if game == "shuffle":  # its hand row reads as plain letters
            assert len(hand_row(screen_text(app)) or []) == 7


def footer_keys_whole(app) -> None:
    """Every key the footer shows is in its line whole ("^r Rules", never "^"), and the keys
    it leaves out for want of room are only the ones that give way (help lists them all)."""
    from wordcards.app.screens.footer_keys import GIVES_WAY

    line = footer(app)
    keys = list(app.screen.query("FooterKey"))
    shown = [key for key in keys if key.display]
    assert shown, "the footer shows keys"
    for key in shown:
        assert f"{key.key_display} {key.description}".strip() in line, (key.description, line)
    assert all(key.action in GIVES_WAY for key in keys if not key.display)


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
async def test_every_key_the_footer_shows_fits_64_columns_whole(new_app, game):
    """At 64x20, the smallest terminal a game takes, rummy's footer before the draw ended in
    "^" (its "^r Rules" cut off at the edge: the keys take 72 columns): a key that does not
    fit is left out whole, the least needed first, and is back at 80 columns."""
    app = new_app(game, "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: "^c Quit" in footer(app), "the turn's footer")
        footer_keys_whole(app)
        if game == "rummy":
            assert "^d Draw" in footer(app) and "^g Hint" in footer(app) and "Light/dark" not in footer(app)
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: "^r Rules" in footer(app), "Rules back at 80 columns")
        footer_keys_whole(app)


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
async def test_at_80x24_the_turns_footer_shows_every_key_that_works(new_app, game):
    """Play-test r34b: rummy's footer at 80x24 before the draw left F2 Light/dark out (the
    draw's keys, "Draw pile" and "Take discard", took its room) and showed it after the draw.
    At 80 columns every key that works now and is meant to be shown is shown, before and
    after the draw."""
    from drivers import footer_shown

    def working(app) -> list[str]:
        said = {}  # description once: Ctrl+T and Ctrl+Y are one key in the footer
        for active in app.screen.active_bindings.values():
            if active.binding.show and active.enabled:
                said[active.binding.description] = True
        return list(said)

    app = new_app(game, "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: "^c Quit" in footer(app), "the turn's footer")
        assert "Light/dark" in footer_shown(app), footer(app)
        assert set(working(app)) <= set(footer_shown(app)), footer(app)
        footer_keys_whole(app)
        if game == "rummy":
            assert list(footer_shown(app)) == ["Draw", "Take discard", "Hint", "Quit", "Help", "Rules", "Light/dark"]
            await keys(app, pilot, "ctrl+d")
            await until(app, pilot, lambda: "Draw" not in footer_shown(app), "the keys after the draw")
            assert "Light/dark" in footer_shown(app) and set(working(app)) <= set(footer_shown(app)), footer(app)
            footer_keys_whole(app)


async def test_at_64_columns_the_hint_outlasts_swap_joker_with_the_deck_empty(words):
    """Near the end of a game of Shuffle (the deck empty, a joker on the table to swap) the
    footer at 64 columns read "^p Pass (the deck is empty)  ^j Swap joker  ^c Quit  ? Help":
    Ctrl+G worked unseen, yet the hint is what a family reaches for at the end. Swap joker
    gives way before it (rummy's turn keeps its Hint at 64 columns: the test above)."""
    from wordcards.app.main import WordcardsApp
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    start = {"hands": ["AXE", "DOGEA"], "table": [{"owner": 0, "word": "CRaW"}], "deck": "", "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(app, pilot)  # Ann takes the keyboard
        await until(app, pilot, lambda: "Pass (the deck is empty)" in footer(app), "the turn's footer")
        footer_keys_whole(app)
        assert "^g Hint" in footer(app) and "? Help" in footer(app), footer(app)
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: "^j Swap joker" in footer(app), "Swap joker back at 80 columns")
        assert "^g Hint" in footer(app)
        footer_keys_whole(app)


async def test_the_app_keys_a_screen_runs_give_way_and_stay_as_the_apps_own_do():
    """A list or question over a hidden game runs the app's keys as its own (``app_key('help')``,
    APP_KEYS_UNSEEN): the footer matched "help" and "request_quit" only, so which of those
    keys gave way and that Quit came first hung on the order they were bound in. Bound
    backwards here: Quit still comes first, F2 and Rules give way, Help and Quit stay."""
    from textual.app import App
    from textual.binding import Binding
    from textual.screen import Screen

    from wordcards.app.screens.footer_keys import FittedFooter

    class AppKeysBoundBackwards(Screen[None]):
        BINDINGS = [
            Binding("f2", "app_key('toggle_theme')", "Light/dark", key_display="F2"),
            Binding("ctrl+r", "app_key('rules')", "Rules"),
            Binding("question_mark", "app_key('help')", "Help", key_display="?"),
            Binding("ctrl+x", "app_key('request_quit')", "Quit"),  # not Ctrl+C: Textual binds it (copy) first
        ]

        def compose(self):
            yield FittedFooter()

    class Bare(App[None]):
        ENABLE_COMMAND_PALETTE = False

        def get_default_screen(self) -> Screen[None]:
            return AppKeysBoundBackwards()

    app = Bare()
    async with app.run_test(size=(80, 5)) as pilot:
        await until(app, pilot, lambda: "Quit" in footer(app), "the footer")
        assert footer(app).split() == ["^x", "Quit", "F2", "Light/dark", "^r", "Rules", "?", "Help"]
        await pilot.resize_terminal(20, 5)
        await until(app, pilot, lambda: "Rules" not in footer(app), "the footer fitted")
        assert footer(app).split() == ["^x", "Quit", "?", "Help"]


async def test_help_and_rules_leave_the_footer_under_a_question_where_they_do_nothing(new_app):
    """Under the quit question (a modal screen) ? and Ctrl+R reach no binding, yet the
    footer offered "? Help  ^r Rules"."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: "^r Rules" in footer(app), "the turn's footer")  # Enter handled: the hand shown
        assert "? Help" in footer(app)
        await keys(app, pilot, "ctrl+q")
        await until(app, pilot, lambda: app.screen.name == "quit", "the quit question")
        await until(app, pilot, lambda: "Help" not in footer(app), "the footer without Help")
        assert "Rules" not in footer(app) and "Quit" in footer(app)
        await keys(app, pilot, "question_mark", "ctrl+r")
        assert app.screen.name == "quit"  # they still do nothing: the question stays
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: "? Help" in footer(app), "Help back in the footer")


@pytest.mark.parametrize("under", ["handoff", "help"])
async def test_the_footer_under_the_quit_question_shows_no_key_of_the_screen_beneath(new_app, under):
    """The quit question has no footer: the one beneath showed its screen's keys, which reach
    the question instead ("⏎ Show my hand  F2 Light/dark" under it on the hand-off, "↑↓ Scroll
    esc Close" over the help; Enter and F2 did nothing, Esc kept playing). The app's Quit
    stays where it was shown."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_the_handoff_acts(app, pilot)  # ? dropped, and "Show my hand" not shown, before then
        if under == "help":
            await keys(app, pilot, "question_mark")
        mine = footer(app)
        assert ("Show my hand" if under == "handoff" else "Close") in mine
        await keys(app, pilot, "ctrl+q")
        await until(app, pilot, lambda: app.screen.name == "quit", "the quit question")
        kept = "^c Quit" if under == "handoff" else ""
        last_row = lambda: screen_text(app).split("\n")[-1].strip()  # noqa: E731  (footer() skips a blank one)
        await until(app, pilot, lambda: last_row() == kept, "the footer without the keys beneath")
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: footer(app) == mine, "the keys back with the screen")


async def test_a_footer_too_narrow_even_without_the_keys_that_give_way_cuts_no_key(new_app):
    """The setup screen at 44 columns, a mark chosen: its keys without Rules still took 47
    columns, and the footer ended in "? He". A key that does not fit is left out whole, from
    the right, Help (which lists every key) and Quit last. (The setup now shows the too-small
    notice below 64 columns, and so does the hand-off, which holds its own key then: the
    hand-off's footer at 20 columns, where Rules gives way.)"""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(20, 24)) as pilot:
        await until_the_handoff_acts(app, pilot)  # its own key is in the footer only then
        assert app.screen.name == "handoff"
        line = footer(app)
        shown = [key for key in app.screen.query("FooterKey") if key.display]
        assert all(f"{key.key_display} {key.description}" in line for key in shown), line
        assert line.endswith("? Help") and "^c Quit" in line and "Show my hand" not in line
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: "Show my hand" in footer(app), "the hand-off's key back at 80 columns")


async def test_a_screen_that_scrolls_says_so_in_its_footer_while_there_is_more_than_fits(new_app):
    """The rules at 80 x 24 run far below the screen, and the review and a score may: the
    arrows and PgDn scrolled them, but no key said so. "↑↓ Scroll" is shown while there is
    more than fits, and not when the terminal holds it all (the help at 110 x 70)."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+r")
        assert app.screen.name == "rules"
        await until(app, pilot, lambda: "↑↓ Scroll" in footer(app), "the scroll key in the rules' footer")
        scrolled = app.screen.query_one("ScrolledBody")
        await keys(app, pilot, "down", "down")
        assert scrolled.scroll_y > 0  # the key it shows does what it says
        await keys(app, pilot, "escape", "question_mark")
        assert app.screen.name == "help"
        await until(app, pilot, lambda: "↑↓ Scroll" in footer(app), "the scroll key in the help's footer")
        await keys(app, pilot, "escape")
        await pilot.resize_terminal(110, 70)
        await keys(app, pilot, "question_mark")
        await until(app, pilot, lambda: "esc Close" in footer(app), "the help's footer")
        assert "Scroll" not in footer(app)


@pytest.mark.parametrize("forwarded", [False, True], ids=["from-the-terminal", "bubbled-up"])
async def test_a_key_still_queued_as_the_app_closes_is_dropped(new_app, forwarded):
    """A key pressed as the app quit (or still on its way when a test ended, under load)
    was handled once the screens were gone: its bindings asked for the screen,
    ScreenStackError, a traceback on the way out. The seat app drops it too (fuzz seed 3038)."""
    from textual import events

    app = new_app("rummy", "--players", "Ab,Eg", "--seed", "3")
    bubbled = ForwardedEvents()
    async with app.run_test(size=(80, 24), message_hook=bubbled.catch) as pilot:
        await settle(app, pilot)
        app.post_message(events.Paste("ab"))  # to the focused widget, forwarded
        await keys(app, pilot, "f12")  # bound to nothing: forwarded to the focused widget too
    assert not app.screen_stack
    if forwarded:  # as a widget's key bubbles up to the app
        queued = [bubbled.first(events.Key), bubbled.first(events.Paste)]
    else:
        queued = [events.Key("ctrl+d", None), events.Paste("ab")]
    for event in queued:
        await app.on_event(event)  # no screen: dropped


def test_a_failed_save_says_what_resume_would_find_without_asking_the_failing_disk(tmp_path, monkeypatch):
    """What resume would find was asked of the disk that had just failed the save: a stat
    that failed too (EIO, no search permission) raised out of the save, after every move; and
    a new game whose first save failed was told another game's save (still on disk) was its own."""
    from pathlib import Path

    from wordcards.app.session import unsaved_message

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_text("{}")  # another game's save
    failed = OSError(errno.EIO, "Input/output error")
    assert "nothing of this game is saved yet" in unsaved_message(failed, on_disk=False)
    assert "the last good save is kept" in unsaved_message(failed, on_disk=True)

    def failing_stat(self, *args, **kwargs):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(Path, "stat", failing_stat)
    for on_disk in (False, True):
        assert unsaved_message(failed, on_disk).startswith("The game could not be saved: input/output error.")
    assert saves.cannot_write(OSError(errno.ENOTDIR, "Not a directory"), saves.save_path()) == "not a directory"


def a_shuffle_setup_with_a_three_letter_list(tmp_path):
    """The setup screen of a Shuffle game (seed 2) whose word list has only 3-letter words."""
    from wordcards.app.main import WordcardsApp
    from wordcards.choice import words_for

    path = tmp_path / "three.txt"
    path.write_text("cat\ndog\nact\n", encoding="utf-8")
    choice = choice_for("shuffle", "--seed", "2", "--wordlist", str(path))
    return WordcardsApp.for_new_game(choice, words_for(choice))


async def test_S12_a_word_list_only_a_junior_could_play_is_refused_on_setup_for_a_table_of_adults(words, tmp_path):
    """The launch let a 3-letter list through because a junior might be seated on the
    setup screen; two adults seated there then started a Shuffle game nobody could play
    (an adult's first play is 4, S4). The setup refuses it, as it says its other problems."""
    app = a_shuffle_setup_with_a_three_letter_list(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob", "enter")  # name, junior, person/computer
        await settle(app, pilot)
        assert app.screen.name == "setup" and app.session is None
        said = " ".join(screen_text(app).split())
        # Not "nobody could ever play": a junior could (S12), so the refusal says so.
        assert "no word of 4 letters or more in the list" in said and "no adult could ever play; a junior could" in said, said


async def test_S12_a_junior_seated_with_adults_who_can_never_play_is_told_before_the_first_play(words, tmp_path):
    """Ann (adult) and Bob (junior) with a 3-letter list started without a word: Ann passed
    the whole game through, never told that no first play of hers (4 letters, S4) could exist."""
    app = a_shuffle_setup_with_a_three_letter_list(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob", "tab", "space", "enter")  # Bob's mark: junior
        await settle(app, pilot)
        assert app.session is not None and [p.junior for p in app.session.game.players] == [False, True]
        said = " ".join(screen_text(app).replace("║", " ").split())  # the hand-off to Ann, before her first turn
        assert "Ann can never play: no word of 4 letters or more in the word list" in said, said
        assert "only Bob can, as a junior" in said, said


async def test_S12_the_setup_warns_that_only_a_junior_can_play_before_the_game_starts(words, tmp_path):
    """The hand-off said "Ann can never play ..." only once the game had begun: the setup
    screen let the table start it unwarned. It says so as soon as the seats make it so, and
    stops saying it when they no longer do (Bob an adult: refused at the start instead)."""
    app = a_shuffle_setup_with_a_three_letter_list(tmp_path)
    warning = "Ann can never play: no word of 4 letters or more in the word list"
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        said = lambda: " ".join(screen_text(app).split())  # noqa: E731
        await keys(app, pilot, *"Ann", "tab", "tab", "tab", *"Bob")
        assert warning not in said(), said()  # two adults: nobody is warned, the start refuses
        await keys(app, pilot, "tab", "space")  # Bob's mark: junior
        assert app.screen.name == "setup" and app.session is None
        assert warning in said() and "only Bob can, as a junior." in said(), said()
        await keys(app, pilot, "space")  # Bob an adult again
        assert "can never play" not in said(), said()
        await keys(app, pilot, "space", "ctrl+s")
        assert app.session is not None and [p.junior for p in app.session.game.players] == [False, True]


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("rummy", "--players", "Gran,Amy", "--seed", "5", "--deals", "5"), "inverse, deal 1 of 5."),
        (("rummy", "--players", "Gran,Amy", "--seed", "5", "--variant", "standard"), "standard, hand 1."),
        (("shuffle", "--players", "Gran,Amy", "--seed", "5"), "cards left in the deck."),
    ],
)
async def test_the_unfinished_game_question_says_which_match_waits(new_app, words, argv, said):
    """It named the game and its players only: which variant, and how far it got, from the save."""
    old = choice_for(*argv)
    Session.new(old, words, old.players).save()
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        assert app.screen.name == "unfinished" and "(Gran, Amy) is not finished:" in text and said in text


async def test_the_unfinished_game_question_says_a_new_game_ends_the_saved_evening(new_app, words):
    """Review of h48: a game played after others with play again keeps their scoreboard in
    its save; a new game over it starts a new evening, and the question did not say that
    the scoreboard goes too. Without earlier games it says nothing of one."""
    old = choice_for("rummy", "--players", "Gran,Amy", "--seed", "5")
    Session.new(old, words, old.players, evening=(("Gran",), ("Amy",))).save()
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished" and app.screen.grace_over, "the question")
        text = " ".join(screen_text(app).replace("█", " ").split())
        assert "replaces it, and tonight's scoreboard (2 games before it) goes too: the new game starts a new evening." in text
        await keys(app, pilot, "n")
        await until(app, pilot, lambda: app.session is not None, "the new game")
        assert app.session.evening_so_far() == ()  # as said: the evening is gone
    Session.new(old, words, old.players).save()
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished", "the question")
        assert "scoreboard" not in screen_text(app)


async def test_the_unfinished_game_question_names_the_new_game_and_the_saved_one_as_the_app_does(new_app, words, tmp_path):
    """It said "n Start the new game", which game not said; a game with a family's ruleset
    was named "Shuffle", where the rules screen says "Shuffle: ours (custom)"."""
    from wordcards.resources import ruleset_path

    ours = tmp_path / "ours.yaml"
    ours.write_text(ruleset_path("shuffle").read_text(encoding="utf-8").replace("hand_size: 7", "hand_size: 8"), encoding="utf-8")
    old = choice_for("shuffle", "--players", "Gran,Amy", "--seed", "5", "--ruleset", str(ours))
    Session.new(old, words, old.players).save()
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1", "--deals", "5", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = " ".join(screen_text(app).replace("█", " ").split())
        assert app.screen.name == "unfinished"
        assert "A game of Shuffle: ours (custom), played by Gran and Amy, is not finished:" in text
        assert "A new game of Word Rummy with inverse scoring replaces it. r Resume the unfinished game n Start a new game of Word Rummy q" in text
    plain = choice_for("rummy", "--players", "Gran,Amy", "--seed", "5")
    Session.new(plain, words, plain.players).save()
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", "--ruleset", str(ours), over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = " ".join(screen_text(app).replace("█", " ").split())
        assert "A game of Word Rummy (Gran, Amy) is not finished:" in text
        assert "A new game of Shuffle: ours (custom) replaces it." in text and "n Start a new game of Shuffle: ours (custom) q" in text
    # a family's long name is wrapped on the answer's line, not cut
    ours.write_text(ours.read_text(encoding="utf-8").replace("name: Shuffle (standard)", "name: Our family rules for long Sunday afternoons"))
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", "--ruleset", str(ours), over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = " ".join(screen_text(app).replace("█", " ").split())
        assert "n Start a new game of Shuffle: Our family rules for long Sunday afternoons q" in text


def test_a_failed_saves_quit_question_keeps_a_long_resume_command_whole():
    """The failed save's resume command is on a line of its own; a long one (a deep
    .venv path) is given the wide box, as the saved game's quit question gives it, so the
    dialog does not wrap it in two. The sentence before it wraps as any sentence does."""
    from wordcards.app.command import on_its_own_line
    from wordcards.app.screens.ask import quit_screen
    from wordcards.app.widgets.common.sizes import DIALOG_TEXT_WIDTH

    long_command = "/home/ann/projects/games/wordcards/.venv/bin/wordcards resume"
    assert len(long_command) + 4 > DIALOG_TEXT_WIDTH
    problem = on_its_own_line("The game could not be saved: the disk is full. To carry on, type", long_command)
    assert quit_screen(saved=True, problem=problem).wide
    assert not quit_screen(saved=True, problem="The game could not be saved: the disk is full. " * 3).wide


@pytest.mark.parametrize("size", [(80, 24), (100, 30)], ids=["80x24", "100x30"])
@pytest.mark.parametrize(
    "program",
    ["/home/山田太郎/ゲーム/ワードカード/.venv/bin/wordcards", "/home/山田太郎/わたしのゲーム/ワードカード/.venv/bin/wordcards"],
    ids=["59-cells", "69-cells"],
)
async def test_the_quit_questions_resume_command_stays_whole_with_wide_letters_in_its_path(new_app, monkeypatch, program, size):
    """A path with CJK letters (a player's home named in them) of 47 characters took 59
    cells: the quit box measured it with len and kept its narrow width, which split the
    command in two. Measured in cells (command_width), with the indent every command on
    its own line has (on_its_own_line), it gets the wide box, wider still for a longer one
    as far as the terminal goes (69 cells and the indent fit in 80 columns, not in 76)."""
    from wordcards.app.command import COMMAND_INDENT
    from wordcards.quoting import shell_word

    monkeypatch.setattr("sys.argv", [program])
    resume = command("resume")
    assert resume == f"{program} resume" == f"{shell_word(program)} resume"  # a shell's letters: not quoted
    app = new_app("shuffle", "--players", "太郎,花子", "--seed", "1")
    async with app.run_test(size=size) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit"
        line = next(line for line in screen_text(app).splitlines() if "resume" in line)
        assert resume in line, line
        body = app.screen.body  # its text as asked (drawn with its paths folded: path_folds.py)
        assert app.screen.wide and body.endswith(f"type:\n{COMMAND_INDENT}{resume}")


async def test_enter_on_the_quit_question_quits_and_says_so(new_app):
    """Enter on the quit question did nothing (only y, n and Esc answered), where a player
    expects it to press the answer asked for, as Enter confirms a pass or a discard. Its
    line says what it does; the game is saved as with y."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit"
        assert "Enter    Quit" in screen_text(app)
        await keys(app, pilot, "enter")
    assert app.return_code == 0 and saves.read_save() is not None


async def quit_asked_after_a_failed_save(app, pilot, monkeypatch, *quit_keys: str) -> None:
    """Ann passes with the disk full (the pass is not saved), then ``quit_keys`` are pressed
    on Bob's hand-off."""
    await past_the_handoff(app, pilot)

    def full_disk(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves, "write_save", full_disk)
    await keys(app, pilot, "ctrl+p")
    await yes_to_the_question(app, pilot)  # a pass, not saved
    assert app.session.save_problem and app.screen.name == "handoff"
    await keys(app, pilot, *quit_keys)


async def test_enter_on_the_quit_question_after_a_failed_save_keeps_playing(new_app, monkeypatch):
    """After a failed save, quitting loses the moves not saved: Enter quit there as on every
    quit question, and Ctrl+C then a word and Enter lost them. There Enter keeps playing,
    and says so on its line; only y quits anyway."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await quit_asked_after_a_failed_save(app, pilot, monkeypatch, "ctrl+c")
        assert app.screen.name == "quit" and "Quit anyway" in screen_text(app)
        assert "Enter    Keep playing" in screen_text(app), screen_text(app)
        await keys(app, pilot, "enter")
        assert app.screen.name == "handoff" and app.return_code is None
        await keys(app, pilot, "ctrl+c")
        await keys(app, pilot, "y")
    assert app.return_code == 0


async def test_a_second_ctrl_c_after_a_failed_save_does_not_quit(new_app, monkeypatch):
    """Ctrl+C and Ctrl+Q are the app's priority keys: the quit question never saw them, and
    a second one quit at once, even after a failed save (the moves not saved lost, Ctrl+C
    Ctrl+C in one burst). There only y quits; a second Ctrl+C or Ctrl+Q does nothing."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await quit_asked_after_a_failed_save(app, pilot, monkeypatch, "ctrl+c", "ctrl+c")  # in one burst
        assert app.screen.name == "quit" and app.return_code is None
        said: list[str] = []
        app.notify = lambda message, **how: said.append(message)  # what the toast would say
        await keys(app, pilot, "ctrl+q")  # after a pause
        assert app.screen.name == "quit" and app.return_code is None and "Quit anyway" in screen_text(app)
        assert said == ["Only y quits now: the moves not saved would be lost."]  # the footer shows the key: why nothing
        await keys(app, pilot, "y")
    assert app.return_code == 0


def graces_on_a_fake_clock(monkeypatch) -> FakeClock:
    """The grace of 0.4 s (tests/conftest.py sets it to 0), on a clock the test moves."""
    from wordcards.app.screens import typed_ahead

    clock = FakeClock()
    monkeypatch.setattr(typed_ahead, "time", clock)
    monkeypatch.setattr(typed_ahead, "GRACE_AFTER_DRAWN", 0.4)
    return clock


async def after_a_pause(clock: FakeClock, screen, pilot) -> None:
    """The clock moved past ``screen``'s grace, and its end seen as its timer would (that
    waits in real time)."""
    clock.now += 0.5
    screen.at_the_graces_end()
    await pilot.pause()


async def test_a_second_ctrl_c_in_the_quit_questions_grace_does_not_quit(new_app, monkeypatch):
    """A second Ctrl+C quits once the question shows its answers, as y does: not in its
    grace (a burst typed on), where its answer lines are hidden, as the keys it drops."""
    clock = graces_on_a_fake_clock(monkeypatch)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "ctrl+c")
        question = app.screen
        assert question.name == "quit" and "Keep playing" not in screen_text(app)
        clock.now += 0.3
        await keys(app, pilot, "ctrl+c")
        assert app.screen is question and app.return_code is None
        await after_a_pause(clock, question, pilot)
        assert "Keep playing" in screen_text(app)
        await keys(app, pilot, "ctrl+c")
    assert app.return_code == 0


async def test_a_ctrl_c_typed_before_the_quit_question_was_drawn_answers_nothing_though_handled_after_its_grace(
    new_app, monkeypatch
):
    """Ctrl+C Ctrl+C typed at once, the second queued behind slow work past the question's
    grace: the app's priority keys were timed when handled, so it counted as new and quit.
    The question drops it as the app reads it, by the time it was typed (QuitScreen.key_read)."""
    from textual import events

    clock = graces_on_a_fake_clock(monkeypatch)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        typed_on = events.Key("ctrl+c", None)  # made now: before the question it answers is drawn
        await keys(app, pilot, "ctrl+c")
        question = app.screen
        await after_a_pause(clock, question, pilot)  # a Ctrl+C typed now would quit
        assert question.name == "quit" and "Keep playing" in screen_text(app)
        app.post_message(typed_on)  # handled now, after the grace
        await settle(app, pilot)
        assert app.screen is question and app.return_code is None
        await after_a_pause(clock, question, pilot)  # the key dropped started the grace again
        await keys(app, pilot, "ctrl+c")
    assert app.return_code == 0


async def test_keys_typed_on_as_the_quit_question_opens_do_not_answer_it(new_app):
    """Ctrl+C, then "yes" and Enter typed on at once: the y (or the Enter) came before the
    question was drawn and quit the game. Keys typed before it is drawn answer nothing
    (typed_ahead.py, as over a hand-off); a key pressed once it shows does."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+c", "y", "e", "s", "enter")
        assert app.screen.name == "quit" and app.return_code is None
        await keys(app, pilot, "n")
        assert app.screen.name == "turn"
        await keys(app, pilot, "ctrl+c", "enter")
        assert app.screen.name == "quit" and app.return_code is None
        await keys(app, pilot, "enter")
    assert app.return_code == 0 and saves.read_save() is not None
