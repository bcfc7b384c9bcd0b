"""Nothing lost: quit in the middle of a turn, resume, and the game is exactly the same."""

from __future__ import annotations

import argparse
import errno
from pathlib import Path

import pytest

from drivers import hand_row, keys, past_the_handoff, play_to_the_hands_score, rummy_step, settle, shuffle_plan, typed, until, yes_to_the_question
from screen_text import screen_text

from wordcards import saves
from wordcards.app import launch
from wordcards.app.command import command
from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session

from save_faults import a_bug_in_the_replay, full_disk, put_back_once_looked_for


def resumed(words) -> Session:
    return Session.resume(saves.read_save(), words, None, None)


async def test_quit_mid_turn_then_resume_gives_an_equal_shuffle_game(new_app, words):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed(shuffle_plan(app.session.game).word))
        game = app.session.game
        assert game.can_undo  # mid-turn: a play made, the turn not ended
        await keys(app, pilot, "ctrl+q")
        assert "wordcards resume" in screen_text(app)
        await keys(app, pilot, "y")
    session = resumed(words)
    assert session.game == game and session.game.actions == game.actions

    # Resuming starts behind the hand-off screen; the hand shows only after Enter.
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = screen_text(app)
        assert app.screen.name == "handoff" and "Pass to Ann" in text and hand_row(text) is None
        await past_the_handoff(app, pilot)
        assert hand_row(screen_text(app)) == [c.letter or "*" for c in game.view(0).hand]
        await keys(app, pilot, "ctrl+z")  # the play before the quit can still be taken back
        assert not app.session.game.actions


async def test_quit_mid_turn_then_resume_gives_an_equal_rummy_match(new_app, words):
    app = new_app("rummy", "--players", "Ann,Bob,Cy", "--seed", "3", "--variant", "advanced")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        for _ in range(12):  # a few turns, ending in the middle of one
            await rummy_step(app, pilot)
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
        game = app.session.game
    assert resumed(words).game == game


def test_the_save_is_written_after_every_action(new_app, words):
    import asyncio

    async def scenario():
        app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
        async with app.run_test(size=(80, 24)) as pilot:
            await past_the_handoff(app, pilot)
            assert resumed(words).game == app.session.game  # saved at the start
            await keys(app, pilot, *typed(shuffle_plan(app.session.game).word))
            assert resumed(words).game == app.session.game
            await keys(app, pilot, "ctrl+z")
            assert resumed(words).game == app.session.game and not app.session.game.actions

    asyncio.run(scenario())


class _Ran:
    """An app that has already run (``_ran`` calls ``run()``): only what it left behind."""

    def __init__(self, app: WordcardsApp):
        self.session, self.return_code, self.kept_unfinished = app.session, app.return_code, app.kept_unfinished
        self.hung_up, self.kept_note = app.hung_up, app.kept_note

    def run(self) -> None:
        pass


async def test_quitting_an_unfinished_game_says_where_it_is_saved_and_how_to_resume(new_app, capsys):
    """The quit question says how to resume, but it is gone with the app: the terminal
    keeps one line for the family that comes back tomorrow. Quitting the setup screen
    (no game played) leaves no such line."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    capsys.readouterr()
    assert launch._ran("play", _Ran(app)) == 0
    said = capsys.readouterr().err  # stdout is the screen stream under 'wordcards serve'
    assert said == f"The game is saved in {saves.save_path()}; to carry on, type:\n    {command('resume')}\n", said

    app = new_app("shuffle")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "ctrl+q")
    assert launch._ran("play", _Ran(app)) == 0
    assert capsys.readouterr() == ("", "")


async def test_quit_anyway_over_a_failed_save_says_what_is_lost_and_where_the_last_good_save_is(new_app, capsys, monkeypatch):
    """A play-tester: after "Quit anyway" (moves not saved) the terminal said nothing, while
    a quit saved says where the game is. One line says what was lost, where the last good
    save is and how to carry on from it."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert saves.save_path().is_file()  # the game's first save
        monkeypatch.setattr(saves, "write_save", full_disk)
        await keys(app, pilot, "ctrl+p")
        await yes_to_the_question(app, pilot)  # a pass, not saved
        await keys(app, pilot, "ctrl+q")
        assert "Quit anyway" in screen_text(app)
        await keys(app, pilot, "y")
    capsys.readouterr()
    assert launch._ran("play", _Ran(app)) == 0
    assert capsys.readouterr().err == (
        "The game could not be saved (the disk is full): the moves since its last good save are lost. "
        f"The last good save is kept in {saves.save_path()}; to carry on from it, type:\n    {command('resume')}\n"
    )


async def test_quit_anyway_when_nothing_was_saved_says_so(new_app, capsys, monkeypatch):
    """The game's first save failed too: no command to type, it would find nothing."""
    monkeypatch.setattr(saves, "write_save", full_disk)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert not saves.save_path().exists() and app.session.save_problem
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    capsys.readouterr()
    assert launch._ran("play", _Ran(app)) == 0
    assert capsys.readouterr().err == (
        "The game could not be saved (the disk is full): nothing of this game was saved, so there is nothing to resume.\n"
    )


async def _a_game_ended_on_a_full_disk(app, pilot, monkeypatch) -> None:
    """Shuffle seed 1 passed to its end (60 passes: the deck runs out, then a round of them),
    the last pass's save, the end's, failing on a full disk."""
    from wordcards.engine.shuffle.actions import Pass

    await past_the_handoff(app, pilot)
    for _ in range(58):  # straight to the engine: Ann to pass again, the deck empty
        app.session.game.apply(Pass())
    app.screen.after_change()
    await keys(app, pilot, "ctrl+p")
    await yes_to_the_question(app, pilot)
    await past_the_handoff(app, pilot)  # Bob's pass ends it
    monkeypatch.setattr(saves, "write_save", full_disk)
    await keys(app, pilot, "ctrl+p")
    await yes_to_the_question(app, pilot)
    await until(app, pilot, lambda: app.screen.name == "score", "the final score")
    assert app.session.game.is_over


async def test_a_failed_save_of_a_games_end_says_nothing_is_lost_and_quits_at_once(new_app, capsys, monkeypatch):
    """Play-test h48: the end's save failing said "Play goes on, and each move tries again";
    Ctrl+Q then asked "Quit anyway?", the moves not saved lost; and the line printed said
    the moves since the last good save were lost. The game is over and its result shown:
    nothing is lost, and each says so, and what resume would find."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    said = (
        "The game is over, but its end could not be saved: the disk is full. Nothing is lost: its result is shown here."
        f" Its save from before the end is kept: '{command('resume')}' would carry the game on from there."
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await _a_game_ended_on_a_full_disk(app, pilot, monkeypatch)
        assert app.session.save_problem == said
        await keys(app, pilot, "ctrl+q")  # no question: nothing to lose
        await until(app, pilot, lambda: not app.is_running, "the app to stop")
    capsys.readouterr()
    assert launch._ran("play", _Ran(app)) == 0
    assert capsys.readouterr().err == said.replace("result is shown here", "result was shown") + "\n"  # the app gone


def test_a_failed_save_of_a_games_end_with_nothing_saved_before_says_so():
    from wordcards.app.session import unsaved_message

    said = unsaved_message(OSError(errno.ENOSPC, "No space left on device"), on_disk=False, over=True)
    assert said == (
        "The game is over, but its end could not be saved: the disk is full. Nothing is lost: its result is shown here;"
        f" nothing of this game is saved: '{command('resume')}' could not open it."
    )


def test_a_quit_note_names_the_data_folder_the_environment_named(tmp_path, capsys, monkeypatch):
    """A play-tester: with WORDCARDS_DATA_DIR=/tmp/altdata the quit note said to type
    'wordcards resume', which without the variable opens another folder's game."""
    from types import SimpleNamespace

    folder = tmp_path / "alt data"
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(folder))
    monkeypatch.setattr("sys.argv", ["/opt/wc/bin/wordcards"])
    folder.mkdir()
    saves.save_path().write_text("{}")
    unfinished = SimpleNamespace(autosave=True, save_problem=None, game=SimpleNamespace(is_over=False))
    quit_app = SimpleNamespace(session=unfinished, return_code=0, hung_up=False, run=lambda: None)
    assert launch._ran("play", quit_app) == 0
    assert capsys.readouterr().err.splitlines() == [
        f"The game is saved in {folder / 'current.json'}; to carry on, type:",
        f'    WORDCARDS_DATA_DIR="{folder}" /opt/wc/bin/wordcards resume',
    ]


def test_the_command_to_carry_on_is_printed_on_a_line_of_its_own_to_be_copied_whole(data_dir, capsys, monkeypatch):
    """A play-tester's 80-column terminal split the quit line's command mid-word (".ve" /
    "nv/bin/wordcards resume") after the save's path: it is on its own line, indented."""
    from types import SimpleNamespace

    monkeypatch.setattr("sys.argv", [str(Path(".venv/bin/wordcards"))])
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_text("{}")
    unfinished = SimpleNamespace(autosave=True, save_problem=None, game=SimpleNamespace(is_over=False))
    quit_app = SimpleNamespace(session=unfinished, return_code=0, hung_up=False, run=lambda: None)
    assert launch._ran("play", quit_app) == 0
    lines = capsys.readouterr().err.splitlines()
    assert lines == [f"The game is saved in {saves.save_path()}; to carry on, type:", f"    {command('resume')}"]
    assert command("resume").endswith("wordcards resume")  # as the README's install types it


def test_a_crash_with_a_save_prints_the_command_to_carry_on_on_a_line_of_its_own(data_dir, capsys, monkeypatch):
    """The crash line put "the last saved position is kept: .venv/bin/wordcards resume" at the
    end of a long line, where an 80-column terminal splits it: the quit lines' wording, the
    save's path, then the command alone on the next line, indented."""
    from types import SimpleNamespace

    monkeypatch.setattr("sys.argv", [str(Path(".venv/bin/wordcards"))])
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_text("{}")
    crashed = SimpleNamespace(session=None, return_code=1, hung_up=False, run=lambda: None)
    assert launch._ran("resume", crashed) == 1
    lines = capsys.readouterr().err.splitlines()
    assert lines == [
        f"wordcards resume: stopped by an error inside the app. The last saved position is kept in {saves.save_path()}; to carry on, type:",
        f"    {command('resume')}",
    ], lines
    unfinished = SimpleNamespace(autosave=True, save_problem=None, game=SimpleNamespace(is_over=False))
    assert launch._ran("play", SimpleNamespace(session=unfinished, return_code=0, hung_up=False, run=lambda: None)) == 0
    quit_lines = capsys.readouterr().err.splitlines()
    shared = f" {saves.save_path()}; to carry on, type:"
    assert lines[0].endswith(shared) and quit_lines[0].endswith(shared) and lines[1] == quit_lines[1]


class _EndsAGameThenCrashes:
    """An app whose game ends (its save moved to finished.json), then fails, as play again
    did before the new game's first save: exit status 1, no current.json."""

    session, return_code, hung_up = None, None, False

    def run(self) -> None:
        saves.save_path().parent.mkdir(parents=True, exist_ok=True)
        saves.save_path().write_text("{}")
        saves.finish_save()
        self.return_code = 1


def test_a_crash_after_a_game_ended_says_where_the_ended_game_is_kept(data_dir, capsys):
    """Play-testers: the closing line said "(nothing was saved)" after a match played to its
    end (kept in finished.json); an older finished.json, of another run, is not this one's."""
    assert launch._ran("resume", _EndsAGameThenCrashes()) == 1
    said = capsys.readouterr().err
    assert f"the game played to its end is kept in {data_dir / saves.FINISHED}" in said and "nothing was saved" not in said

    class CrashesAtOnce(_EndsAGameThenCrashes):
        def run(self) -> None:
            self.return_code = 1

    assert launch._ran("play", CrashesAtOnce()) == 1
    assert "(nothing was saved)" in capsys.readouterr().err


def resume_args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    launch.add_resume_arguments(parser)
    return parser.parse_args(list(argv))


def test_resume_without_a_save_says_so(capsys, data_dir):
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert "no unfinished game" in err and str(data_dir) in err


@pytest.mark.parametrize("folder_there", [False, True])
def test_resume_with_nothing_to_resume_leaves_no_trace(capsys, data_dir, folder_there):
    """A play-tester: 'resume' that found nothing made the data folder and a lock file in it
    (with HOME unset, under /root). A command that finds nothing leaves nothing behind."""
    if folder_there:
        data_dir.mkdir()
    assert launch.run_resume(resume_args()) == 1
    assert "there is no unfinished game" in capsys.readouterr().err
    assert (list(data_dir.iterdir()) == []) if folder_there else not data_dir.exists()


def test_resume_with_nothing_to_resume_says_how_to_start_a_game(capsys, data_dir):
    """A newcomer's first command may be 'resume'; a save that cannot be read is a dead end
    unless the line says that a new game moves it aside (it is never deleted)."""
    assert launch.run_resume(resume_args()) == 1
    assert "wordcards play shuffle (or rummy) starts a new game" in capsys.readouterr().err
    data_dir.mkdir()  # the first resume made nothing
    (data_dir / "current.json").write_text("")
    assert launch.run_resume(resume_args()) == 1
    said = capsys.readouterr().err
    assert "the save is empty" in said and "starts a new game and moves it aside" in said and said.count("\n") == 1


def test_play_help_names_the_plain_cpu_seat(capsys):
    from wordcards.cli import main

    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert '"cpu:normal" (or "cpu")' in " ".join(capsys.readouterr().out.split())


def test_resume_reports_a_corrupt_save_with_its_path_and_leaves_it(capsys, data_dir):
    data_dir.mkdir()
    path = data_dir / "current.json"
    path.write_text('{"format": "wordcards-save", "version": 1, "game": "shuffle"')
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert str(path) in err and "Traceback" not in err
    assert path.read_text().startswith('{"format"')


def test_resume_reports_a_save_whose_actions_do_not_replay(capsys, data_dir, words):
    from tests_app_support import shuffle_save_with_bad_action

    data_dir.mkdir()
    path = data_dir / "current.json"
    path.write_text(shuffle_save_with_bad_action(words))
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert str(path) in err and "action 1 (Ann's turn 1): 'ZYZZYVA' " in err
    assert path.exists()


def test_a_save_whose_action_is_illegal_gives_save_unreadable_with_the_action_and_why(data_dir, words):
    from tests_app_support import shuffle_save_with_bad_action

    data_dir.mkdir()
    saves.save_path().write_text(shuffle_save_with_bad_action(words))
    with pytest.raises(saves.SaveUnreadable) as raised:
        Session.resume(saves.read_save(), words, None, None)
    assert raised.value.path == saves.save_path()
    assert raised.value.reason.startswith("action 1 (Ann's turn 1): 'ZYZZYVA' "), raised.value.reason


def test_an_illegal_play_the_engine_lets_out_of_a_replay_is_save_unreadable_too(data_dir, words, monkeypatch):
    """Session.resume gives SaveUnreadable for any save it cannot replay, so the check before
    play's question catches only that (it caught any Exception): an IllegalPlay out of the
    engine's replay was a traceback on Resume. Only the monkeypatch can make this fail:
    Game.from_record turns an IllegalPlay into SaveError today, so no real save reaches it."""
    from tests_app_support import shuffle_save_with_bad_action

    from wordcards.engine.errors import IllegalPlay, Refusal
    from wordcards.engine.shuffle import ShuffleGame

    def refused(*args, **kwargs):
        raise IllegalPlay(Refusal("S8", "ZYZZYVA is not in Ann's hand"))

    data_dir.mkdir()
    saves.save_path().write_text(shuffle_save_with_bad_action(words))
    monkeypatch.setattr(ShuffleGame, "from_json", refused)
    with pytest.raises(saves.SaveUnreadable) as raised:
        Session.resume(saves.read_save(), words, None, None)
    assert raised.value.reason == "ZYZZYVA is not in Ann's hand"


async def test_an_unexpected_error_in_plays_replay_is_a_save_that_does_not_replay(data_dir, words, monkeypatch):
    """A bug in the replay before play's question was a traceback from 'wordcards play':
    it counts as a save that does not replay, with the error named, and a new game moves
    the save aside, never over it."""
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=None, house=None)
    before = saves.save_path().read_bytes()

    monkeypatch.setattr(Session, "resume", a_bug_in_the_replay)
    app = play_over_the_save(monkeypatch, "rummy", "--players", "Cy,Di", "--seed", "2")
    target = data_dir / "unreadable-1.json"
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        body = " ".join(app.screen.body.split())
        assert "it cannot be carried on" in body
        assert "it could not be replayed here: RuntimeError: a bug in the replay" in body, body
        assert "Resume" not in screen_text(app)
        await new_rummy_moves_it_aside(app, pilot, target, "save that cannot be carried on")
    assert target.read_bytes() == before


def test_an_unexpected_error_in_resumes_replay_says_why_and_leaves_the_save(capsys, data_dir, words, monkeypatch):
    """A bug in the engine's replay was a traceback from 'wordcards resume', where play's
    question counts it as a save that does not replay: resume says so too, with the error,
    the save's path, that it is left as it is, and the command that starts a new game."""
    from wordcards.engine.shuffle import ShuffleGame

    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=None, house=None)
    before = saves.save_path().read_bytes()

    monkeypatch.setattr(ShuffleGame, "from_json", a_bug_in_the_replay)
    monkeypatch.setattr(launch, "_ran", lambda command, app: 0)  # never start the app
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert err == (
        f"wordcards resume: the saved game cannot be replayed: {saves.save_path()}: it could not be replayed here: "
        f"RuntimeError: a bug in the replay (it is left where it is; {command('play', 'shuffle', '--players', 'Ann,Bob')} "
        "starts a new game and moves it aside)\n"
    ), err
    assert saves.save_path().read_bytes() == before


def play_over_a_save_that_does_not_replay(data_dir, words, monkeypatch, *argv: str) -> tuple[WordcardsApp, str]:
    """The app 'wordcards play ARGV' makes (not run) over a saved Shuffle game that does not
    replay (its first action illegal), and the save's text."""
    from tests_app_support import shuffle_save_with_bad_action

    data_dir.mkdir()
    text = shuffle_save_with_bad_action(words)
    saves.save_path().write_text(text)
    return play_over_the_save(monkeypatch, *argv), text


def play_over_the_save(monkeypatch, *argv: str) -> WordcardsApp:
    """The app 'wordcards play ARGV' makes (not run) over the save in the data folder."""
    started: list[WordcardsApp] = []
    monkeypatch.setattr(launch, "no_terminal_for_keys", lambda: None)
    monkeypatch.setattr(launch, "_ran", lambda command, app: started.append(app) or 0)
    parser = argparse.ArgumentParser()
    launch.add_play_arguments(parser)
    assert launch.run_play(parser.parse_args(list(argv))) == 0
    return started[0]


async def test_play_over_a_save_that_does_not_replay_moves_it_aside_before_a_new_game(data_dir, words, monkeypatch):
    """'wordcards resume' says a new game moves such a save aside, but 'play' offered to
    resume it, and its n wrote the new game over it: a save that may replay later (with the
    files or ruleset it was played with) was lost. The question says it cannot be carried on
    and why, offers no Resume, and n moves it to unreadable-N.json, the log naming where."""
    app, text = play_over_a_save_that_does_not_replay(data_dir, words, monkeypatch, "rummy", "--players", "Cy,Di", "--seed", "2")
    target = data_dir / "unreadable-1.json"
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        body = " ".join(app.screen.body.split())
        assert body.startswith("A game of Shuffle (Ann, Bob) is not finished, but it cannot be carried on: The saved game cannot be replayed: ")
        assert "action 1 (Ann's turn 1): 'ZYZZYVA' " in body and f"moves it aside to {target} (it is not deleted)" in body
        assert "Resume" not in screen_text(app)
        await new_rummy_moves_it_aside(app, pilot, target, "save that cannot be carried on")
    assert target.read_text() == text


async def new_rummy_moves_it_aside(app, pilot, target: Path, what: str) -> None:
    """n on the question starts the new game of rummy, the save moved to ``target``, and
    the log's first lines say so of the ``what``."""
    await keys(app, pilot, "n")
    assert app.session.kind == "rummy"
    assert f"The {what} was moved to {target} (it is not deleted)." in app.session.log()[:2]
    assert saves.read_save().game == "rummy"


async def test_play_over_a_save_whose_word_list_is_gone_moves_it_aside_before_a_new_game(data_dir, tmp_path, monkeypatch):
    """A save whose own word list does not load now (moved, on a stick taken out) was
    offered as one to carry on, and n wrote the new game over it: the file may come back.
    The question says which file cannot be read and that a new game moves the save aside;
    Resume says how to name it again; n moves it to unreadable-N.json, byte for byte."""
    gone = tmp_path / "ours.txt"
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(gone), house=None)
    before = saves.save_path().read_bytes()
    target = data_dir / "unreadable-1.json"
    app = play_over_the_save(monkeypatch, "rummy", "--players", "Cy,Di", "--seed", "2")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        body = " ".join(app.screen.body.split())
        assert body == (
            f"A game of Shuffle (Ann, Bob) is not finished, but a file it was played with cannot be read now: {gone}: no such"
            " word list file. Resume says how to name it again. A new game of Word Rummy with standard scoring moves the save"
            f" aside to {target}, kept for when the file is back (it is not deleted)."
        ), body
        await new_rummy_moves_it_aside(app, pilot, target, "save of the unfinished game")
    assert target.read_bytes() == before


async def test_resume_on_the_question_over_a_save_whose_word_list_is_gone_says_how_to_name_it(data_dir, tmp_path, monkeypatch, capsys):
    gone = tmp_path / "ours.txt"
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(gone), house=None)
    ran = launch._ran
    app = play_over_the_save(monkeypatch, "shuffle", "--players", "Cy,Di")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "r")
        assert app.screen.title_text == "The game cannot be resumed"
        assert " ".join(app.screen.body.split()) == (
            f"{gone}: no such word list file: the saved game was played with it. To go on with it, quit and type"
            f" {command('resume', '--wordlist', 'PATH')} (the game is kept)."
        )
        await keys(app, pilot, "q")
    assert saves.save_path().exists()
    capsys.readouterr()
    assert ran("play", _Ran(app)) == 0  # the quit after it printed nothing
    assert capsys.readouterr().err == (
        f"The unfinished game is kept in {saves.save_path()}; to carry on, type:\n    {command('resume', '--wordlist', 'PATH')}\n"
    )


@pytest.mark.parametrize("moved", [True, False], ids=["quit on the question", "quit after a failed move"])
async def test_quitting_over_a_save_whose_word_list_is_gone_prints_the_command_that_names_it(data_dir, tmp_path, monkeypatch, capsys, moved):
    """A quit on the question (or after "could not be moved aside") over a save whose word
    list is gone printed plain 'resume', which then fails before naming resume --wordlist
    PATH; after a failed move, not that no new game was started."""

    def cannot_move(path):
        raise OSError(f"too many unreadable saves beside {path}")

    gone = tmp_path / "ours.txt"
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(gone), house=None)
    if not moved:
        monkeypatch.setattr(saves, "set_aside", cannot_move)
    ran = launch._ran
    app = play_over_the_save(monkeypatch, "shuffle", "--players", "Cy,Di")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        if not moved:
            await keys(app, pilot, "n")
            assert app.screen.title_text == "No new game was started", app.screen.title_text
        await keys(app, pilot, "q")
    assert saves.save_path().exists()
    capsys.readouterr()
    assert ran("play", _Ran(app)) == 0
    if moved:
        kept = f"The unfinished game is kept in {saves.save_path()}; to carry on, type"
    else:
        kept = (
            f"The unfinished game is still in {saves.save_path()}, untouched: it could not be moved aside,"
            " so no new game was started. To carry on, type"
        )
    assert capsys.readouterr().err == f"{kept}:\n    {command('resume', '--wordlist', 'PATH')}\n"


async def test_plays_question_over_a_save_whose_word_list_and_house_file_are_both_gone_names_both(data_dir, tmp_path, monkeypatch, capsys):
    """A review: play's question, its Resume and its quit note named only the word list and
    advised 'resume --wordlist PATH', which then failed on the house file. They name both,
    as plain 'resume' does, and advise PATH for each."""
    own, house = tmp_path / "ours.txt", tmp_path / "house.txt"
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(own), house=str(house))
    both = f"{own}: no such word list file and {house}: no such house file"
    to_go_on = command("resume", "--wordlist", "PATH", "--house", "PATH")
    ran = launch._ran
    app = play_over_the_save(monkeypatch, "shuffle", "--players", "Cy,Di")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        assert " ".join(app.screen.body.split()) == (
            f"A game of Shuffle (Ann, Bob) is not finished, but files it was played with cannot be read now: {both}."
            f" Resume says how to name them again. A new game of Shuffle moves the save aside to {data_dir / 'unreadable-1.json'},"
            " kept for when the files are back (it is not deleted)."
        )
        await keys(app, pilot, "r")
        assert " ".join(app.screen.body.split()) == (
            f"{both}: the saved game was played with them. To go on with it, quit and type {to_go_on} (the game is kept)."
        )
        await keys(app, pilot, "q")
    capsys.readouterr()
    assert ran("play", _Ran(app)) == 0
    assert capsys.readouterr().err == f"The unfinished game is kept in {saves.save_path()}; to carry on, type:\n    {to_go_on}\n"
    assert launch.run_resume(resume_args()) == 1  # the advice is plain resume's
    assert capsys.readouterr().err == f"wordcards resume: {both}; to go on, {to_go_on} (the game is kept)\n"


async def test_new_app_over_a_save_whose_word_list_is_gone_is_the_app_play_makes(new_app, data_dir, tmp_path):
    """The tests' app over the save (``new_app(..., over_the_save=True)``) named no command on
    its Resume, where play's names the file again: it found the save as play does, then play
    alone added the command. Both take it from ``pending_save``."""
    gone = tmp_path / "ours.txt"
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(gone), house=None)
    app = new_app("shuffle", "--players", "Cy,Di", over_the_save=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "r")
        assert " ".join(app.screen.body.split()) == (
            f"{gone}: no such word list file: the saved game was played with it. To go on with it, quit and type"
            f" {command('resume', '--wordlist', 'PATH')} (the game is kept)."
        )


async def test_resume_on_plays_question_replays_the_save_once(data_dir, monkeypatch):
    """play replayed the save before its question (to know whether it replays), and Resume
    replayed it all again: the game replayed first is the one carried on."""
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=None, house=None)
    replays: list[object] = []
    replay = Session.resume

    def counted(*args, **kwargs):
        replays.append(args[0])
        return replay(*args, **kwargs)

    monkeypatch.setattr(Session, "resume", counted)
    app = play_over_the_save(monkeypatch, "shuffle", "--players", "Cy,Di")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "r")
        assert [seat.name for seat in app.session.game.players] == ["Ann", "Bob"]
        assert "Pass to " in screen_text(app)
    assert len(replays) == 1


async def test_play_over_a_save_it_cannot_move_aside_starts_no_game_over_it(data_dir, words, monkeypatch):
    """The move failing (a thousand unreadable-N.json, a read-only folder) showed a toast and
    started the new game anyway, whose first save wrote over the one that may replay later.
    No new game: why, where the save is, what to do; then a quit, the save untouched."""

    def cannot_move(path):
        raise OSError(f"too many unreadable saves beside {path}")

    monkeypatch.setattr(saves, "set_aside", cannot_move)
    app, text = play_over_a_save_that_does_not_replay(data_dir, words, monkeypatch, "rummy", "--players", "Cy,Di", "--seed", "2")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "n")
        body = " ".join(app.screen.body.split())
        assert app.screen.title_text == "No new game was started", app.screen.title_text
        assert body.startswith(
            f"The save that cannot be carried on could not be moved aside (too many unreadable saves beside {saves.save_path()}):"
            " a new game would have written over it."
        ), body
        assert f"It is still in {saves.save_path()}, untouched." in body and app.session is None
        await keys(app, pilot, "q")
        assert not app.is_running
    assert saves.save_path().read_text() == text and app.session is None


def play_over_a_save_it_cannot_use(data_dir, words, monkeypatch, unreadable: bool) -> tuple[WordcardsApp, str, str]:
    """The app 'wordcards play shuffle --players Cy,Di' makes over a save that cannot be read
    (``unreadable``) or does not replay, the save's text, and what the quit line calls it."""
    if not unreadable:
        app, text = play_over_a_save_that_does_not_replay(data_dir, words, monkeypatch, "shuffle", "--players", "Cy,Di")
        return app, text, "The unfinished game that cannot be carried on"
    data_dir.mkdir()
    saves.save_path().write_text("not json at all")
    return play_over_the_save(monkeypatch, "shuffle", "--players", "Cy,Di"), "not json at all", "The saved game that cannot be read"


@pytest.mark.parametrize("unreadable", [False, True], ids=["does not replay", "unreadable"])
async def test_quitting_the_question_over_a_save_it_cannot_use_says_where_it_is_kept(data_dir, words, monkeypatch, capsys, unreadable):
    """A quit at the question over a save to carry on says where it is kept and what to
    type; over one that does not replay it said no command, and over an unreadable one
    nothing at all, as if the save were lost."""
    ran = launch._ran
    app, text, what = play_over_a_save_it_cannot_use(data_dir, words, monkeypatch, unreadable)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "q")
    capsys.readouterr()
    assert ran("play", _Ran(app)) == 0  # what the terminal is told once the app is gone
    assert capsys.readouterr().err == (
        f"{what} is kept in {saves.save_path()}; a new game moves it aside, never deleting it. To start one, type:\n"
        f"    {command('play')}\n"
    )
    assert saves.save_path().read_text() == text


@pytest.mark.parametrize("unreadable", [False, True], ids=["does not replay", "unreadable"])
async def test_quitting_after_a_save_could_not_be_moved_aside_says_where_it_is_and_what_to_do(data_dir, words, monkeypatch, capsys, unreadable):
    """After "could not be moved aside", the quit printed nothing over an unreadable save,
    and over one that does not replay not what to do: where it is, untouched, and to move
    it before starting a new game."""

    def cannot_move(path):
        raise OSError(f"too many unreadable saves beside {path}")

    ran = launch._ran
    monkeypatch.setattr(saves, "set_aside", cannot_move)
    app, text, what = play_over_a_save_it_cannot_use(data_dir, words, monkeypatch, unreadable)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "n")
        assert app.screen.title_text == "No new game was started", app.screen.title_text
        await keys(app, pilot, "q")
    capsys.readouterr()
    assert ran("play", _Ran(app)) == 0
    assert capsys.readouterr().err == (
        f"{what} is still in {saves.save_path()}, untouched: it could not be moved aside, so no new game was started."
        f" Move it somewhere else (or the unreadable-N.json files beside it), then type:\n    {command('play')}\n"
    )
    assert saves.save_path().read_text() == text


def test_resume_says_how_to_name_a_saved_word_list_that_has_gone(capsys, data_dir, tmp_path):
    own = tmp_path / "ours.txt"
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(own), house=None)
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert "ours.txt: no such word list file" in err and "resume --wordlist PATH" in err
    assert "the game is kept" in err and saves.save_path().exists()


def test_resume_says_how_to_name_a_saved_house_file_that_has_gone_when_the_word_list_is_named_again(capsys, data_dir, tmp_path):
    """Both files moved: 'resume --wordlist NEW' then said only "no such house file"."""
    from wordcards.app.command import command

    moved = tmp_path / "moved.txt"
    moved.write_text("cat\nact\n")
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(tmp_path / "ours.txt"), house=str(tmp_path / "house.txt"))
    assert launch.run_resume(resume_args("--wordlist", str(moved))) == 1
    err = capsys.readouterr().err
    assert "house.txt: no such house file" in err and f"to go on, {command('resume', '--wordlist', str(moved), '--house', 'PATH')} (the game is kept)" in err


def test_plain_resume_names_both_of_the_games_own_files_gone(capsys, data_dir, tmp_path):
    """A review: plain 'resume' over a game whose word list and house file are both gone named
    only the word list, and its 'resume --wordlist PATH' then failed on the house file."""
    own, house = tmp_path / "ours.txt", tmp_path / "house.txt"
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(own), house=str(house))
    assert launch.run_resume(resume_args()) == 1
    to_go_on = command("resume", "--wordlist", "PATH", "--house", "PATH")
    said = f"wordcards resume: {own}: no such word list file and {house}: no such house file; to go on, {to_go_on} (the game is kept)"
    assert capsys.readouterr().err == f"{said}\n"
    assert saves.save_path().exists()


@pytest.mark.parametrize("house_gone", [False, True])
def test_resume_with_a_word_list_typed_that_fails_names_the_games_own_house_file_gone_too(capsys, data_dir, tmp_path, house_gone):
    """A review: 'resume --wordlist TYPO' named only the file typed, where the game's own
    house file was gone too (it failed on that next); host --resume names both (3a5cd080).
    Both are named, with why, and the command to go on types PATH for each."""
    own, house, typo = tmp_path / "ours.txt", tmp_path / "house.txt", tmp_path / "typo.txt"
    own.write_text("cat\nact\n")
    if not house_gone:
        house.write_text("+zorp\n")
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(own), house=str(house))
    assert launch.run_resume(resume_args("--wordlist", str(typo))) == 2
    said = f"wordcards resume: error: {typo}: no such word list file"
    if house_gone:
        to_go_on = command("resume", "--wordlist", "PATH", "--house", "PATH")
        said += f" and {house}: no such house file; to go on, {to_go_on} (the game is kept)"
    assert capsys.readouterr().err == f"{said}\n"
    assert saves.save_path().exists()


def _saved_with_a_played_word(make, game_name: str) -> tuple[Path, str]:
    """A save of ``make(game_name)`` (the ``game_with_a_played_word`` fixture): its house
    file and the word Ann played."""
    game, own, house, word = make(game_name)
    saves.data_dir().mkdir(exist_ok=True)
    saves.write_save(game.to_json(), wordlist=str(own), house=str(house))
    return house, word


def _taken_out(house: Path, word: str) -> str:
    """What a resume says once the house file's line 2 takes ``word`` out."""
    return (
        f"the word {word}, played in this game, is no longer allowed: the house file {house}"
        f" takes it out at line 2 ('-{word.lower()}'). Undo that line to carry on this game"
    )


@pytest.mark.parametrize("game_name", ["shuffle", "rummy"])
def test_resume_names_the_house_line_that_takes_a_played_word_out(capsys, data_dir, game_with_a_played_word, game_name):
    """A play-tester: '-tire' added to the house file during a game, and resume said only
    "(the save was made with a different word list)": the family gave the game up."""
    from wordcards.app.command import command

    house, word = _saved_with_a_played_word(game_with_a_played_word, game_name)
    house.write_text(f"+zorp\n-{word.lower()}\n")
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"wordcards resume: {_taken_out(house, word)} (the save is left where it is;")
    assert "action" not in err  # no action number or notation a family cannot read
    assert f"{command('play', game_name, '--players', 'Ann,Bob', '--wordlist', str(house.with_name('ours.txt')), '--house', str(house))} starts a new game" in err
    assert "(or rummy)" not in err
    assert saves.save_path().exists()


def test_resume_with_a_house_file_typed_that_breaks_the_game_says_its_own_files_carry_it_on(capsys, data_dir, game_with_a_played_word):
    """'resume --house OTHER', where OTHER takes out a word played: the game still replays
    with its own files, so the advice is plain 'resume'; a new game's command would lead to
    play's question, which replays with the save's own files, offers Resume, and a new game
    there writes over it (it said it would move it aside)."""
    from wordcards.app.command import command

    house, word = _saved_with_a_played_word(game_with_a_played_word, "shuffle")
    house.write_text("+zorp\n")  # its own: the game replays with it
    other = house.with_name("other.txt")
    other.write_text(f"+zorp\n-{word.lower()}\n")
    assert launch.run_resume(resume_args("--house", str(other))) == 1
    err = capsys.readouterr().err
    assert f"{command('resume')} alone carries it on with the files it was played with" in err
    assert "starts a new game" not in err and "moves it aside" not in err
    assert saves.save_path().exists()


@pytest.mark.parametrize("game_name", ["shuffle", "rummy"])
async def test_plays_question_leads_with_the_house_line_as_the_command_line_does(new_app, game_with_a_played_word, game_name):
    """'wordcards play' over a save a house line no longer lets replay: the question says
    the same sentence as 'wordcards resume' said, not behind the save's path, which the
    family cannot act on, and offers no Resume. (Play's other replay failures, the path
    first: test_play_over_a_save_that_does_not_replay_moves_it_aside_before_a_new_game.)"""
    house, word = _saved_with_a_played_word(game_with_a_played_word, game_name)
    house.write_text(f"+zorp\n-{word.lower()}\n")
    saved = saves.save_path().read_bytes()
    app = new_app(game_name, "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        said = _taken_out(house, word)
        assert app.screen.name == "unfinished" and f"but it cannot be carried on:\n{said[0].upper() + said[1:]}\n" in app.screen.body
        assert "Resume" not in screen_text(app)
        await keys(app, pilot, "q")
    assert saves.save_path().read_bytes() == saved


async def test_plays_question_over_a_replay_failing_with_an_empty_reason_asks_rather_than_crashing(new_app, data_dir, words, monkeypatch):
    """A house line's reason leads alone, capitalised: an empty one raised IndexError."""
    from tests_app_support import shuffle_save_with_bad_action

    def refused(saved, *_):
        raise saves.SaveUnreadable(saves.save_path(), "", undo_house_line=True)

    data_dir.mkdir()
    saves.save_path().write_text(shuffle_save_with_bad_action(words))
    monkeypatch.setattr(Session, "resume", refused)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "unfinished" and "but it cannot be carried on:\n\n" in app.screen.body
        await keys(app, pilot, "q")


def test_resume_does_not_blame_a_house_line_when_the_word_list_itself_lost_the_word(capsys, data_dir, tmp_path):
    """A review: the word list file lost TIRE and the house file's '-tire' is redundant;
    undoing that line would not bring TIRE back, so the line is not named."""
    from wordcards.choice import load_words
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.engine.shuffle.actions import HandWord
    from wordcards.rulesets import default_ruleset

    own, house = tmp_path / "ours.txt", tmp_path / "house.txt"
    own.write_text("tire\ntile\n")
    house.write_text("+zorp\n")
    game = ShuffleGame.new(default_ruleset("shuffle"), load_words(str(own), str(house)), (Player("Ann"), Player("Bob")), 1)
    game.apply(HandWord("TIRE"))
    data_dir.mkdir()
    saves.write_save(game.to_json(), wordlist=str(own), house=str(house))
    own.write_text("tile\n")
    house.write_text("+zorp\n-tire\n")
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert "; the save was made with a different word list;" in err and "line 2" not in err
    # Put back in the list, the word is still taken out by '-tire': that line is what to change.
    assert f"to carry it on, change the line '-tire' of the house file {house} to '+tire' and type" in " ".join(err.split())
    assert saves.save_path().exists()


def test_a_rummy_save_that_cannot_be_resumed_names_rummy_for_a_new_game(capsys, data_dir):
    """Every resume refusal said 'play shuffle (or rummy)', a Word Rummy save's too."""
    from wordcards.app.command import command
    from wordcards.engine.players import Player
    from wordcards.engine.record import Record, dumps
    from wordcards.rulesets import default_ruleset

    players = (Player("Ann"), Player("Bob"))
    data_dir.mkdir()
    record = Record("rummy", default_ruleset("rummy"), {"name": "ours", "sha256": "0"}, players, 3, actions=("meld ZZZZ",))
    saves.write_save(dumps(record), wordlist=None, house=None)
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert "cannot be replayed" in err and f"{command('play', 'rummy', '--players', 'Ann,Bob')} starts a new game" in err
    assert "play shuffle" not in err and "(or rummy)" not in err  # not "shuffle": the checkout's path may hold it


def _rummy_save_data() -> dict:
    import json

    from wordcards.engine.players import Player
    from wordcards.engine.record import Record, dumps
    from wordcards.rulesets import default_ruleset

    record = Record("rummy", default_ruleset("rummy"), {"name": "ours", "sha256": "0"}, (Player("Ann"), Player("Bob")), 3)
    return json.loads(dumps(record))


def _an_oversized_hand(data: dict) -> None:
    data["ruleset"]["hand_sizes"] = [[players, 500] for players, _ in data["ruleset"]["hand_sizes"]]


def _from_a_newer_wordcards(data: dict) -> None:
    data["version"] = 99


def _a_word_list_named_with_a_control_character(data: dict) -> None:
    data["app"] = {"wordlist": "words\x1b.txt", "house": None}


@pytest.mark.parametrize("damage", [_an_oversized_hand, _from_a_newer_wordcards, _a_word_list_named_with_a_control_character])
def test_a_rummy_save_that_cannot_be_read_names_rummy_for_a_new_game(capsys, data_dir, damage):
    """A save whose ruleset or version is refused still says "game": "rummy": the refusal
    said 'play shuffle (or rummy) starts a new game', as if the game were not known."""
    import json

    data = _rummy_save_data()
    damage(data)
    data_dir.mkdir()
    saves.save_path().write_text(json.dumps(data))
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert "cannot be read" in err and f"{command('play', 'rummy')} starts a new game and moves it aside" in err
    assert "play shuffle" not in err and "(or rummy)" not in err


def test_a_save_from_a_newer_wordcards_says_to_update_to_resume_it(capsys, data_dir):
    """It only said to start a new game, though updating wordcards carries the game on."""
    import json

    data = _rummy_save_data()
    _from_a_newer_wordcards(data)
    data_dir.mkdir()
    saves.save_path().write_text(json.dumps(data))
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert "the save is from a newer wordcards (format 99; " in err
    assert "): update wordcards to resume it (it is left where it is; " in err and "starts a new game and moves it aside)" in err


def test_a_save_edited_so_it_does_not_replay_is_refused_in_one_sentence(capsys, data_dir):
    """It said "... (the save's seed, players and actions do not fit together: was the file
    edited?) (it is left where it is; ...)": two asides in brackets, one after the other."""
    import json

    from played_saves import played_save_data

    data = played_save_data(7)
    data["seed"] = 11  # Ann's TeSTS is not in the hand this seed deals
    data_dir.mkdir()
    saves.save_path().write_text(json.dumps(data))
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err.rstrip("\n")
    assert "action 1 (Ann's turn 1): 'TeSTS' needs cards Ann does not hold (S, 2 T, 1 joker more); " in err
    assert "more); the save's seed, players and actions do not fit together, so the file may have been edited (it is left where it is; " in err
    assert err.count("(") == err.count(")") == 3  # the turn's, the cards' and the one aside
    assert ") (" not in err and ".;" not in err and "?" not in err


@pytest.mark.parametrize("names", [("Ann", "Bob"), ("-Ann", "-Bo")])
@pytest.mark.parametrize("match", [{"target": 200}, {"variant": "advanced", "hands": 3}])
@pytest.mark.parametrize("fault", ["does not replay", "played to the end", "its move to finished.json cut short"])
def test_resume_advises_a_new_game_of_the_same_match(capsys, data_dir, tmp_path, match, fault, names):
    """'resume' of a save that did not replay advised 'play rummy': a match to the shipped
    150, with the setup screen asking who plays, where 'host --resume' advises the same
    match; with no unfinished game, 'play shuffle (or rummy)'. The command advised, parsed
    back, starts the save's match (the last one played to the end's, when none is
    unfinished): its players, files, match options and who played first. A review: a name
    starting with "-" (--players -Ann,... and --first -Bo) was refused by argparse."""
    import json
    import shlex

    from wordcards.cli import build_parser
    from wordcards.engine.players import Player
    from wordcards.engine.record import loads
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset

    own = tmp_path / "our words.txt"
    own.write_text("cat\ndog\n")
    players = (Player(names[0]), Player("Bit (hard)", computer="hard"), Player(names[1], junior=True))
    game = RummyMatch.new(default_ruleset("rummy"), launch.load_words(str(own), None), players, 3, first=2, **match)
    data = json.loads(game.to_json())
    if fault == "does not replay":
        data["actions"] = ["zz", *data["actions"]]
    data_dir.mkdir()
    saves.write_save(json.dumps(data), wordlist=str(own), over=fault == "its move to finished.json cut short")
    if fault == "played to the end":
        saves.finish_save()
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    head = command("play")[: -len("play")]
    advised = build_parser().parse_args(shlex.split(err[err.index(head) + len(head) :].split(" starts a new game")[0]))
    choice = launch.choice_from_args(advised)
    assert (choice.game, choice.players, choice.first, choice.wordlist) == ("rummy", players, names[1], str(own))
    assert {**choice.options, "first": 2} == loads(json.dumps(data)).options


@pytest.mark.parametrize("gone", ["wordlist", "house", "house typed"])
def test_resume_with_none_unfinished_names_a_file_of_the_last_game_that_is_gone_as_path(capsys, data_dir, tmp_path, gone):
    """A review: with no unfinished game, resume copied finished.json's word list and house
    file into its advice unchecked ('--house /gone/h.txt', which then failed). As host
    --resume says it, the file that does not load is named, and is PATH in the command
    (a file typed with resume likewise); the other file is kept."""
    import shlex

    from wordcards.cli import build_parser

    own, house = _finished_shuffle_with_files(data_dir, tmp_path)
    typed = ()
    if gone == "house typed":
        typed = ("--house", str(tmp_path / "typed.txt"))
    else:
        (own if gone == "wordlist" else house).unlink()
    assert launch.run_resume(resume_args(*typed)) == 1
    err = capsys.readouterr().err
    missing = typed[1] if typed else str(own if gone == "wordlist" else house)
    assert f"a file for a new game of the last one played to the end does not load now: {missing}: no such" in err, err
    head = command("play")[: -len("play")]
    advised = build_parser().parse_args(shlex.split(err[err.index(head) + len(head) :].split(" starts a new game")[0]))
    assert (advised.game, advised.players) == ("shuffle", "Ann,Bob")
    assert (advised.wordlist, advised.house) == (("PATH", str(house)) if gone == "wordlist" else (str(own), "PATH"))


@pytest.mark.parametrize("put_back", [False, True])
@pytest.mark.parametrize("gone", ["wordlist house", "ruleset", "ruleset wordlist"])
def test_resume_with_none_unfinished_names_each_file_of_the_last_game_that_is_gone(capsys, data_dir, tmp_path, monkeypatch, gone, put_back):
    """A review: with more than one file of the last game gone, only the first was named,
    and the other PATH in the advice stood for a file it never named; a ruleset file gone
    was PATH with no word at all. Each is named, in the order of the options, with why.
    Another: the ruleset file was looked for twice, for the words and for the command, which
    disagreed when it was put back between (``put_back``)."""
    from wordcards.quoting import shell_word
    from wordcards.resources import ruleset_path

    rules = tmp_path / "our rules.yaml"
    rules.write_text(ruleset_path("shuffle").read_text())
    own, house = _finished_shuffle_with_files(data_dir, tmp_path, str(rules))
    files = {"ruleset": (rules, "ruleset"), "wordlist": (own, "word list"), "house": (house, "house")}
    for name in gone.split():
        files[name][0].unlink()
    if put_back:
        put_back_once_looked_for(monkeypatch, rules)
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    why = " and ".join(f"{files[name][0]}: no such {files[name][1]} file" for name in gone.split())
    typed = {name: "PATH" if name in gone.split() else shell_word(str(path)) for name, (path, _) in files.items()}
    new = command("play", "shuffle", "--players", "Ann,Bob", *(word for name, path in typed.items() for word in (f"--{name}", path)))
    some = "a file for a new game of the last one played to the end does not" if gone == "ruleset" else "files for a new game of the last one played to the end do not"
    assert f"; {some} load now: {why}; {new} starts a new game" in err, err


def _finished_shuffle_with_files(data_dir, tmp_path, ruleset: str | None = None) -> tuple[Path, Path]:
    """finished.json of Ann and Bob's shuffle played with a word list and house file of
    their own (and ``ruleset``, its file's path, when given); their paths."""
    import json

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    own, house = tmp_path / "our words.txt", tmp_path / "h.txt"
    own.write_text("cat\ndog\nbird\n")
    house.write_text("+zebra\n")
    game = ShuffleGame.new(default_ruleset("shuffle"), launch.load_words(str(own), str(house)), (Player("Ann"), Player("Bob")), 3)
    data_dir.mkdir()
    saves.write_save(json.dumps(json.loads(game.to_json())), wordlist=str(own), house=str(house), ruleset=ruleset)
    saves.finish_save()
    return own, house


@pytest.mark.parametrize("put_back", [False, True])
def test_resume_of_a_save_that_does_not_replay_names_its_ruleset_file_gone_with_why(capsys, data_dir, tmp_path, monkeypatch, put_back):
    """A review: the new game advised typed --ruleset PATH for a ruleset file gone since,
    with no word of which file, or why (the word lists gone are named so): it is named.
    Another: the file was looked for twice, for the command and for the words before it,
    which disagreed when it was put back between (``put_back``)."""
    import json

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.resources import ruleset_path
    from wordcards.rulesets import default_ruleset

    rules = tmp_path / "our rules.yaml"
    rules.write_text(ruleset_path("shuffle").read_text())
    game = ShuffleGame.new(default_ruleset("shuffle"), launch.load_words(None, None), (Player("Ann"), Player("Bob")), 3)
    data = json.loads(game.to_json())
    data["actions"] = ["zz"]
    data_dir.mkdir()
    saves.write_save(json.dumps(data), wordlist=None, house=None, ruleset=str(rules))
    rules.unlink()
    if put_back:
        put_back_once_looked_for(monkeypatch, rules)
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    new = command("play", "shuffle", "--players", "Ann,Bob", "--ruleset", "PATH")
    assert f"(it is left where it is; a file for a new game of its match does not load now: {rules}: no such ruleset file; {new} starts a new game and moves it aside)\n" in err, err


def test_resume_with_none_unfinished_reads_the_last_games_word_list_once(capsys, data_dir, tmp_path, monkeypatch):
    """A review: its house file gone, the advice after the last game read the word list
    twice (once more to know which file failed), though files_to_type says "read once"."""
    from wordcards import choice

    own, house = _finished_shuffle_with_files(data_dir, tmp_path)
    house.unlink()
    read: list[object] = []
    load = choice._load_words

    def counted(wordlist, house):
        read.append(wordlist)
        return load(wordlist, house)

    monkeypatch.setattr(choice, "_load_words", counted)
    assert launch.run_resume(resume_args()) == 1
    assert f"does not load now: {house}: no such" in capsys.readouterr().err
    assert read.count(str(own)) == 1


def _a_started_shuffle_json() -> str:
    from wordcards.engine.players import Player
    from wordcards.engine.record import Record, dumps
    from wordcards.rulesets import default_ruleset

    players = (Player("Ann"), Player("Bob"))
    return dumps(Record("shuffle", default_ruleset("shuffle"), {"name": "ours", "sha256": "0"}, players, 3, actions=("pass",)))


def test_resume_refuses_a_save_with_an_unknown_computer_level_and_leaves_it(capsys, data_dir, words, monkeypatch):
    # A hand-edited level used to load and then crash when that seat's turn came.
    monkeypatch.setattr(launch, "_ran", lambda command, app: 0)  # never start the app
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bit", computer="hard")), 1)
    text = game.to_json().replace('"computer": "hard"', '"computer": "godlike"')
    data_dir.mkdir()
    path = data_dir / "current.json"
    path.write_text(text)
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert "the saved game cannot be read" in err and "'godlike' is not a computer level" in err
    assert str(path) in err and "Traceback" not in err
    assert path.read_text() == text


def test_resume_fast_is_refused_for_a_game_with_no_computer_player(capsys, data_dir, words, monkeypatch):
    """--fast only speeds computer players up: at a table of people it was quietly ignored."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    started = []
    monkeypatch.setattr(launch, "_ran", lambda command, app: started.append(app.fast) or 0)  # never start the app
    monkeypatch.setattr(launch, "load_words", lambda *files: words)
    data_dir.mkdir()
    path = data_dir / "current.json"
    for seats, code in (((Player("Ann"), Player("Bob")), 2), ((Player("Ann"), Player("Bit", computer="hard")), 0)):
        path.write_text(ShuffleGame.new(default_ruleset("shuffle"), words, seats, 1).to_json())
        assert launch.run_resume(resume_args("--fast")) == code
    assert capsys.readouterr().err == (
        "wordcards resume: error: --fast makes computer players act at once, and this game has none (Ann, Bob)\n"
    )
    assert started == [True]  # the game with a computer, at once


def test_resume_fast_is_refused_before_the_words_are_loaded(capsys, data_dir, words, monkeypatch):
    """It was checked only after the word list was loaded and the save replayed: a moved
    word list or an unreplayable save was reported instead (host --resume checks first)."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    loaded = []
    monkeypatch.setattr(launch, "load_words", lambda *files: loaded.append(files) or words)
    data_dir.mkdir()
    (data_dir / "current.json").write_text(
        ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 1).to_json()
    )
    assert launch.run_resume(resume_args("--fast")) == 2
    assert "--fast makes computer players act at once, and this game has none (Ann, Bob)" in capsys.readouterr().err
    assert loaded == []


async def card_drawn_by_ann(app, pilot):
    """Ann takes the keyboard and draws from the draw pile (Ctrl+D): the card she drew."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, "ctrl+d")
    game = app.session.game
    return game.view(game.current).drawn_this_turn


async def card_drawn_then_a_meld(app, pilot):
    """Ann draws (``card_drawn_by_ann``), then melds a word without the card drawn: no card is
    lit any more (lit until the next play). The card she drew."""
    from wordcards.engine.rummy import Meld

    drawn = await card_drawn_by_ann(app, pilot)
    game = app.session.game
    meld = next(a for a in game.legal_actions() if isinstance(a, Meld) and drawn not in a.cards)
    await keys(app, pilot, *typed(meld.word))
    assert game.actions[-1] == meld and "lit: just drawn" not in screen_text(app)
    return drawn


async def hand_shown_once_resumed(words) -> tuple[str, list]:
    """The saved game resumed and its player past the hand-off: the screen's text, and the
    cards lit in the hand."""
    session = resumed(words)
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        return screen_text(app), app.screen.new_cards.get(session.game.current, [])


async def test_resume_just_after_a_rummy_draw_still_lights_the_card_drawn(new_app, words):
    """Quit just after drawing from the draw pile: once resumed, the player still sees
    which card is new (lit, and "You drew X"), as they did before the quit."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        drawn = await card_drawn_by_ann(app, pilot)
        assert drawn is not None and "lit: just drawn" in screen_text(app)
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    session = resumed(words)
    assert session.game.view(session.game.current).drawn_this_turn == drawn

    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert "lit: just drawn" not in screen_text(app)  # the hand-off: no hand shown
        await past_the_handoff(app, pilot)
        text = screen_text(app)
        assert "lit: just drawn" in text
        assert f"You drew {drawn.letter}" in text and f"({drawn.colour})" in text
        assert app.screen.new_cards[session.game.current] == [drawn]


async def test_resume_after_a_draw_and_a_meld_still_lights_the_card_drawn(new_app, words):
    """Quit mid-turn, a word melded after the draw: resumed, the card drawn was lit only after
    an undo. The engine's history says which card began the turn: lit, and said."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        drawn = await card_drawn_then_a_meld(app, pilot)
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    text, lit = await hand_shown_once_resumed(words)
    assert "lit: just drawn" in text and f"You drew {drawn.letter}" in text and lit == [drawn]


async def test_taking_back_every_meld_lights_the_card_drawn_again(new_app):
    """Back to just after the draw by Ctrl+Z: the card drawn is lit again, as a resume at
    that point shows it (the engine's view says which card it was)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        drawn = await card_drawn_then_a_meld(app, pilot)
        await keys(app, pilot, "ctrl+z")
        assert "Taken back" in screen_text(app) and "lit: just drawn" in screen_text(app)
        assert app.screen.new_cards[app.session.game.current] == [drawn]


async def test_resume_just_after_taking_the_discard_still_lights_the_card_taken(new_app, words):
    """The same after Ctrl+T: the card taken from the discard pile is lit again, and said."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        taken = app.session.game.view(0).discard_top
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+t")
        assert app.session.game.view(0).taken_from_discard == taken
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    text, lit = await hand_shown_once_resumed(words)
    assert "lit: just drawn" in text and f"You took {taken.letter}" in text and "from the discard pile" in text
    assert lit == [taken]


# --- the word half typed (docs/playing.md, "Saved games") ---------------------------------


async def test_a_word_half_typed_is_back_on_the_line_after_quit_and_resume_behind_the_hand_off(new_app, words):
    """The save held only the actions: a long word half typed was gone after resume."""
    from wordcards.app.widgets.common.entry import WordEntry

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "c", "h", "a")
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    saved = saves.read_save()
    assert saved.draft == saves.Draft(seat=0, at=0, word="CHA", not_played=False)
    session = Session.resume(saved, words, None, None)
    assert session.game.actions == ()

    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "handoff" and "CHA" not in screen_text(app)  # Ann's word: after her Enter
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        assert entry.value == "CHA" and not entry.refused
        await keys(app, pilot, "i")
        assert entry.value == "CHAI"  # typed on, as before the quit
        await keys(app, pilot, "ctrl+q")  # quitting again, on the line as it is now
        await keys(app, pilot, "y")
    assert saves.read_save().draft == saves.Draft(0, 0, "CHAI", False)


async def test_a_word_not_played_or_in_a_list_is_saved_marked_and_a_draft_of_another_position_is_dropped(new_app, words):
    from test_word_line import CHARTS

    from wordcards.app.widgets.common.entry import WordEntry
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), CHARTS, 0)
    app = WordcardsApp(Session(game))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("charts"))
        assert app.screen.name == "choice"
        await keys(app, pilot, "ctrl+q")  # over the list of ways: the word is in the list
        await keys(app, pilot, "y")
    assert saves.read_save().draft == saves.Draft(0, 0, "CHARTS", True)

    session = resumed(words)
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        assert entry.value == "CHARTS" and entry.refused  # Enter: the list again
    # A draft typed before the last action (a save edited, or written by another version):
    # it belongs to no position now, and is not put on anyone's line.
    session = resumed(words)
    session.draft = saves.Draft(0, 5, "CHARTS", True)
    assert session.take_draft() is None and session.draft is None
    # One typed by another seat on this position (a save edited): not put on Ann's line.
    session.draft = saves.Draft(1, 0, "CHARTS", True)
    assert session.take_draft() is None
    session.draft = saves.Draft(0, 0, "CHARTS", True)
    assert session.take_draft() == saves.Draft(0, 0, "CHARTS", True)


async def test_esc_on_a_save_that_cannot_be_resumed_quits_and_keeps_it(new_app, data_dir, tmp_path):
    """r on the unfinished game, and the game cannot be resumed (its word list has gone):
    the one answer is Quit, and Esc gives it too, as on every other question."""
    data_dir.mkdir()
    saves.write_save(_a_started_shuffle_json(), wordlist=str(tmp_path / "ours.txt"), house=None)
    saved = saves.save_path().read_bytes()
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "r")
        assert "cannot be resumed" in screen_text(app) and "Esc    Quit" in screen_text(app)
        await pilot.press("escape")
        await until(app, pilot, lambda: not app.is_running, "the app to stop")
    assert saves.save_path().read_bytes() == saved


# --- a hint used before the quit ----------------------------------------------------------


async def test_a_hint_used_before_the_quit_is_shown_and_marked_again_after_resume(new_app, words):
    """A play-tester: Ann's hint (COMBATING), quit, resume: the log said "Ann used a hint"
    but the hint line was gone and the list of ways marked no "Hint:". The hint is the
    same for the same position: found again, shown, marked, and not noted twice."""
    from drivers import until

    from wordcards.ai import hint

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")
        said = " ".join(screen_text(app).split())
        said = said[said.index("Hint:") :].split(".")[0]
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    session = resumed(words)
    best = hint(session.game)
    assert session.log().count("Ann used a hint") == 1

    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "handoff" and "Hint:" not in screen_text(app)  # Ann's hint: after her Enter
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint again")
        assert said in " ".join(screen_text(app).split())
        assert app.screen.hinted_play() == best  # the list of ways marks it
        assert app.session.log().count("Ann used a hint") == 1
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    assert resumed(words).log().count("Ann used a hint") == 1


def saved_with_its_own_word_list(data_dir, tmp_path, computer=False, played=lambda match: None):
    """A rummy match saved with a word list of its own (x.txt: CAT, ACT, TAC), Ann drawn
    (then ``played``); Bob, or the computer Bit. Returns the file and the match."""
    from wordcards.choice import load_words
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import DrawDeck, RummyMatch
    from wordcards.rulesets import default_ruleset

    own = tmp_path / "x.txt"
    own.write_text("cat\nact\ntac\n")
    players = (Player("Ann"), Player("Bit", computer="normal") if computer else Player("Bob"))
    match = RummyMatch.new(default_ruleset("rummy"), load_words(str(own), None), players, 3)
    match.apply(DrawDeck())
    played(match)
    data_dir.mkdir()
    saves.write_save(match.to_json(), wordlist=str(own), house=None)
    return own, match


def app_resumed(monkeypatch) -> WordcardsApp:
    """The app ``wordcards resume`` makes, not run."""
    ran: list[WordcardsApp] = []
    monkeypatch.setattr(launch, "_ran", lambda command, app: ran.append(app) or 0)  # the app is run by the test
    assert launch.run_resume(resume_args()) == 0
    return ran[-1]


def resumed_after_its_word_list_changed(own, monkeypatch) -> tuple[WordcardsApp, str]:
    """``own``'s words replaced (DOG, GOD), then resumed: the app, and the notice it says."""
    own.write_text("dog\ngod\n")
    notice = f"The word list {own} changed since this game was saved: words are checked against it as it is now."
    return app_resumed(monkeypatch), notice


async def test_resume_says_when_the_word_list_changed_since_the_save(data_dir, tmp_path, monkeypatch):
    """A play-tester: a rummy match played with --wordlist /tmp/x.txt, the file's words
    replaced, and 'wordcards resume' went on with the new words without a word (words
    valid before were refused). The save holds the words' sha256: a resume with other
    words says so in one line, the hand-off's and the log's, and the game goes on."""
    own, match = saved_with_its_own_word_list(data_dir, tmp_path)
    assert not app_resumed(monkeypatch).session.in_play.notes  # the same words: nothing said

    app, notice = resumed_after_its_word_list_changed(own, monkeypatch)
    assert app.session.game.actions == match.actions
    said: list[str] = []
    app.notify = lambda message, **how: said.append(message)  # what the toast would say
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        # Said on the hand-off, and kept in the log: no toast besides, which covered the
        # hand-off, then the hand, the word line and the hint for seconds (a play-tester).
        assert app.screen.name == "handoff" and notice in " ".join(app.screen.news)
        assert said == [] and notice in app.session.log()


async def test_resume_with_a_computer_to_act_says_the_word_list_changed_in_a_toast(data_dir, tmp_path, monkeypatch):
    """No hand-off says it when a computer is to act: the toast does (the log keeps it too)."""
    from wordcards.engine.rummy import Discard

    own, match = saved_with_its_own_word_list(
        data_dir, tmp_path, computer=True, played=lambda match: match.apply(next(a for a in match.legal_actions() if isinstance(a, Discard)))
    )
    assert match.current == 1
    app, notice = resumed_after_its_word_list_changed(own, monkeypatch)
    said: list[str] = []
    app.notify = lambda message, **how: said.append(message)  # what the toast would say
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert said == [notice] and notice in app.session.log()
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")


# --- an old save with a Word Rummy minimum of 1 letter ------------------------------------


def _saved_with_a_one_letter_word(words):
    """A save made before ruleset files were held to 2+ letters, its minimum 1: Ann has put
    down A and discarded, Bob has drawn. Returns the match saved."""
    import dataclasses

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import Discard, DrawDeck, RummyMatch
    from wordcards.rulesets import Lengths, default_ruleset

    old_rules = dataclasses.replace(default_ruleset("rummy"), min_word_length=Lengths(1, 1))
    match = RummyMatch.new(old_rules, words, (Player("Ann"), Player("Bob")), 2)
    match.apply(DrawDeck())
    match.apply(match.resolve("A")[0])  # a 1-letter word, played under the old minimum
    match.apply(next(a for a in match.legal_actions() if isinstance(a, Discard)))
    match.apply(DrawDeck())
    saves.data_dir().mkdir(exist_ok=True)
    saves.write_save(match.to_json(), wordlist=None, house=None)
    return match


async def test_R4_a_resumed_save_with_a_one_letter_minimum_discards_one_typed_letter(words):
    """A save made before ruleset files were held to 2+ letters keeps its minimum of 1 (it
    replays as it was played: Ann's A stays on the table), but one letter + Enter melded
    there or was refused as no word, so nobody at the keyboard could ever discard and the
    game stuck. Resumed, one letter discards, as R4 says a word has 2+ letters."""
    from wordcards.engine.rummy import Discard
    from wordcards.rulesets import Lengths

    match = _saved_with_a_one_letter_word(words)
    session = resumed(words)
    assert session.game == match and session.game.rules.min_word_length == Lengths(1, 1)
    letters = [card.letter for card in session.game.hand(1)]
    # A letter that is a word when Bob holds one ('I' or 'A' melded before), else his first.
    letter = next((word for word in ("I", "A") if word in letters), letters[0])
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # Bob's hand, behind the hand-off
        await keys(app, pilot, *typed(letter))
        assert app.screen.name in ("confirm", "choice"), screen_text(app)  # "Discard X?" or which X
        await keys(app, pilot, "enter")
        action = app.session.game.actions[-1]
        assert isinstance(action, Discard) and action.card.letter == letter


async def test_R4_the_rules_screen_of_a_resumed_save_with_a_one_letter_minimum_says_words_have_2_letters_now(words):
    """Ctrl+R said "A word has 1+ letters" (the save's ruleset as written) while one typed
    letter discards there: it says how the game is played from the resume on."""
    from wordcards.engine.rummy import Meld

    match = _saved_with_a_one_letter_word(words)
    assert any(isinstance(action, Meld) and len(action.cards) == 1 for action in match.actions)
    app = WordcardsApp(resumed(words))
    async with app.run_test(size=(100, 50)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+r")
        await until(app, pilot, lambda: "Rules of" in screen_text(app))
        text = " ".join(screen_text(app).replace("█", " ").replace("│", " ").split())
        assert "R4 Words and colours. A word has 2+ letters." in text, text
        assert "This game was saved when a word could have 1 letter: its 1-letter words stay on the table" in text
        assert "1+ letters" not in text


async def test_R11_the_rules_screen_of_a_match_saved_before_the_hand_limit_says_it_has_none(words):
    """A standard match saved before R11 has no hand limit, but its ruleset is filled in with
    1000 hands (engine.record.FIELDS_OLDER_SAVES_LACK), and Ctrl+R said it "also ends after
    1000 hands". It says the match goes on to the target, however many hands that takes."""
    import json
    import re

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset

    match = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 2, target=90)
    data = json.loads(match.to_json())
    del data["options"]["max_hands"], data["ruleset"]["max_hands"]  # as written before R11
    saves.data_dir().mkdir(exist_ok=True)
    saves.write_save(json.dumps(data), wordlist=None, house=None)
    session = resumed(words)
    assert "max_hands" not in session.game.options and session.game.rules.max_hands == 1000
    app = WordcardsApp(session)
    async with app.run_test(size=(100, 50)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+r")
        await until(app, pilot, lambda: "Rules of" in screen_text(app))
        await keys(app, pilot, "pagedown")  # R11 is the last ruling, below the first page
        said = (
            "R11 Matches end. This match was saved before standard matches had a hand limit, and it has none: "
            "hands are dealt until at least one player has 90 points (R7), however many that takes"
        )

        def text() -> str:
            return " ".join(re.sub("[\u2580-\u259f│]", " ", screen_text(app)).split())  # no scroll bar

        # The page scrolls smoothly: wait for the whole paragraph, not its first words.
        await until(app, pilot, lambda: said in text(), "R11 in full")
        assert "1000 hands" not in text() and "ends after 1000" not in text()


async def test_R4_play_again_after_a_save_with_a_one_letter_minimum_plays_the_new_game_with_2(words):
    """Play again after such a save started the new game under the save's ruleset, its
    minimum still 1, and its rules screen spoke of "its 1-letter words". A new game is played
    as a ruleset file would have to set it: 2+ letters, and no word of the old save."""
    import dataclasses

    from wordcards.ai import choose_action
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import DrawDeck, RummyMatch
    from wordcards.engine.seeding import rng
    from wordcards.rulesets import Lengths, default_ruleset

    old_rules = dataclasses.replace(default_ruleset("rummy"), min_word_length=Lengths(1, 1))
    match = RummyMatch.new(old_rules, words, (Player("Ann"), Player("Bob")), 2, variant="advanced", hands=1)
    match.apply(DrawDeck())
    match.apply(match.resolve("A")[0])  # a 1-letter word, played under the old minimum
    while not match.is_over:
        match.apply(choose_action(match, match.current, "easy", rng(match.seed, "test", len(match.actions))))
    saves.data_dir().mkdir(exist_ok=True)
    saves.write_save(match.to_json(), wordlist=None, house=None)
    app = WordcardsApp(resumed(words))
    async with app.run_test(size=(100, 50)) as pilot:
        await until(app, pilot, lambda: "Play again" in screen_text(app), "the final score")
        await keys(app, pilot, "n")
        game = app.session.game
        assert game is not match and not game.actions and game.rules.min_word_length == Lengths(2, 2)
        assert dataclasses.replace(game.rules, min_word_length=Lengths(1, 1), digest=old_rules.digest) == old_rules
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+r")
        await until(app, pilot, lambda: "Rules of" in screen_text(app))
        text = " ".join(screen_text(app).replace("█", " ").replace("│", " ").split())
        assert "R4 Words and colours. A word has 2+ letters." in text, text
        assert "saved when" not in text and "1-letter" not in text


def test_S12_R4_a_resumed_save_with_a_junior_minimum_of_one_under_two_notes_juniors_now_play_the_same_words(words):
    """A save with adult 2 and junior 1 is played with 2+ letters for the junior too from the
    resume on, but nothing in the log said so: its new game made no juniors note, as juniors
    played easier then. The resume notes it once (a second resume finds it saved)."""
    import dataclasses

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import DrawDeck, RummyMatch
    from wordcards.rulesets import Lengths, default_ruleset

    old_rules = dataclasses.replace(default_ruleset("rummy"), min_word_length=Lengths(2, 1))
    match = RummyMatch.new(old_rules, words, (Player("Ann"), Player("Cy", junior=True)), 2)
    match.apply(DrawDeck())
    saves.data_dir().mkdir(exist_ok=True)
    saves.write_save(match.to_json(), wordlist=None, house=None)
    note = (
        "Cy is a junior: in Word Rummy juniors now put down words by the same rules, so every new word is 2+ "
        "letters, but a junior's cards left in hand at the end of a hand may still make 1-letter words (R4)"
    )
    session = resumed(words)
    assert session.log().count(note) == 1, session.log()
    assert session.log()[-1] == note  # a change from the resume on, so after what was played
    session.apply(next(a for a in session.game.legal_actions()))  # saved with the note
    assert resumed(words).log().count(note) == 1


async def hand_off_news_once_resumed(words, size: tuple[int, int]) -> tuple[str, ...]:
    """The saved game resumed (the app that saved it has quit): the news its first screen,
    the hand-off, shows."""
    app = WordcardsApp(resumed(words))
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "handoff"
        return app.screen.news


@pytest.mark.parametrize("game_args", [("shuffle", "--seed", "10"), ("rummy", "--seed", "3", "--variant", "advanced")])
async def test_a_resumed_hand_off_shows_what_happened_since_the_players_last_turn_as_before_the_quit(new_app, words, game_args):
    """docs/playing.md: the hand-off shows only what happened since the player's last turn;
    resumed, it showed the whole log (who saw what was lost with the quit)."""
    game, *options = game_args
    app = new_app(game, "--players", "Ann,Bob,Cy", *options)
    async with app.run_test(size=(100, 60)) as pilot:
        await settle(app, pilot)
        for turn in range(4):  # every seat has ended a turn: Bob's hand-off is behind the last
            await past_the_handoff(app, pilot)
            if turn == 2:  # Cy asks for a hint before acting: its note is at the log's length when Bob's turn ended
                await keys(app, pilot, "ctrl+g")
                await until(app, pilot, lambda: "Cy used a hint" in app.session.log(), "Cy's hint")
            if game == "shuffle":
                await keys(app, pilot, "ctrl+p")
                await yes_to_the_question(app, pilot)  # yes to the pass's question
            else:
                for _ in range(6):  # draw, discard, its question
                    if app.screen.name == "handoff":
                        break
                    await rummy_step(app, pilot, melds_per_turn=0)
            await until(app, pilot, lambda: app.screen.name == "handoff", "the next hand-off")
        before = app.screen.news
        assert len(before) < len(app.session.log())  # not the whole log
        assert "Cy used a hint" in before  # written after Bob's turn ended: news to him
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    assert await hand_off_news_once_resumed(words, size=(100, 60)) == before


async def test_a_resumed_hand_off_after_a_hands_end_shows_what_live_play_showed(new_app, words):
    """Dealing the next hand is nobody's turn: live, the deal went through try_apply as the
    turn of the seat to act when the hand ended (the next hand starts with the other seat), so
    that player's hand-off lost the hand's end; resumed, it did not. One rule for both."""
    from wordcards.engine.rummy import Phase

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "39", "--target", "30")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await play_to_the_hands_score(app, pilot)
        at_the_end = game.current
        await keys(app, pilot, "n")  # deal the next hand
        assert game.hand_number == 2 and game.phase is not Phase.HAND_OVER
        assert game.current != at_the_end  # the case: the deal passes the turn
        for _ in range(40):  # the other seat's first turn of hand 2, to this seat's hand-off
            if app.screen.name == "handoff" and game.current == at_the_end:
                break
            await rummy_step(app, pilot, melds_per_turn=0)
        before = app.screen.news
        assert before[0].startswith("Hand 2:")  # the deal is news to this player, live too
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    assert await hand_off_news_once_resumed(words, size=(80, 24)) == before


def over_an_unfinished_game(new_app, words):
    """`wordcards play` over an unfinished rummy save: it opens on the unfinished-game question."""
    from tests_app_support import choice_for

    old = choice_for("rummy", "--players", "Old,Game", "--seed", "5")
    Session.new(old, words, old.players).save()
    return new_app("--seed", "2", over_the_save=True)


async def burst_on_the_unfinished_question(app, pilot, presses: list[tuple[str, str]]) -> None:
    """``presses`` (key, character) posted in one burst, as a terminal delivers them, once the
    unfinished-game question shows; then settled."""
    from textual import events

    await settle(app, pilot)
    assert app.screen.name == "unfinished"
    for key, character in presses:
        app.post_message(events.Key(key, character))
    await settle(app, pilot)


async def test_a_name_typed_right_behind_n_on_the_unfinished_game_question_is_kept(new_app, words):
    """`wordcards play` with an unfinished save: n (Start a new game), then a name, typed
    at once. The name reached the question while it still handled the n, and was lost; the
    answer is given as the app reads the key, and the name goes to the setup screen it
    brings (the Game row: into Seat 1's name). r typed at once still resumes."""
    from textual.widgets import Input

    app = over_an_unfinished_game(new_app, words)
    async with app.run_test(size=(80, 24)) as pilot:
        await burst_on_the_unfinished_question(app, pilot, [(key, key) for key in ["n", *"Annabel"]])
        assert app.screen.name == "setup" and app.screen.query_one("#name-0", Input).value == "Annabel"
    app = new_app("--seed", "2", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await settle(app, pilot)
        assert app.session.kind == "rummy" and app.screen.name == "handoff"


async def test_a_space_typed_right_behind_n_on_the_unfinished_game_question_changes_the_game_not_the_name(new_app, words):
    """n, Space, "Ann" in one burst on the unfinished-game question do what they do typed one
    at a time: the Space changes the game on the Game row, and Ann is Seat 1's name. Held
    as a bare character, the Space was replayed as a letter and began the name (' Ann')."""
    from textual.widgets import Input

    app = over_an_unfinished_game(new_app, words)
    async with app.run_test(size=(80, 24)) as pilot:
        await burst_on_the_unfinished_question(app, pilot, [("n", "n"), ("space", " "), ("A", "A"), ("n", "n"), ("n", "n")])
        screen = app.screen
        assert screen.name == "setup" and screen.query_one("#name-0", Input).value == "Ann"
        assert screen.query_one("#game").index == 1  # the first game's row, stepped once
        assert screen.focused is screen.query_one("#name-0", Input)


@pytest.mark.parametrize("moves", [["tab", "right"], ["shift+tab"]])
async def test_a_tab_typed_right_behind_n_on_the_unfinished_game_question_moves_the_focus(new_app, words, moves):
    """n, then Tabs (or Shift+Tab), then Bob in one burst on the unfinished-game question do
    what they do typed one at a time: the focus moves as it does then, and the keys behind
    go where it moved (Right on Seat 1's name, not the Game row). Read before the setup
    screen had its focus, a Tab was acted on with no focus to move from, then undone."""
    from textual.widgets import Input

    def where(screen) -> tuple[str, int, list[str]]:
        names = [screen.query_one(f"#name-{seat}", Input).value for seat in (0, 1)]
        return screen.focused.id, screen.query_one("#game").index, names

    characters = {"tab": "\t"}  # Shift+Tab and Right have none
    app = over_an_unfinished_game(new_app, words)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await settle(app, pilot)
        await keys(app, pilot, *moves, *"Bob")
        one_at_a_time = where(app.screen)
    app = over_an_unfinished_game(new_app, words)
    async with app.run_test(size=(80, 24)) as pilot:
        presses = [("n", "n"), *((key, characters.get(key)) for key in moves), *((key, key) for key in "Bob")]
        await burst_on_the_unfinished_question(app, pilot, presses)
        assert app.screen.name == "setup" and where(app.screen) == one_at_a_time


UNFINISHED_KEYS_NOTE = "Press r to resume the unfinished game, n to start a new game, q or Esc to quit."


@pytest.mark.parametrize("name", ["Rosa", "Annabel", "Quinn", "ina"])
async def test_a_name_typed_onto_the_unfinished_game_question_answers_nothing_and_says_which_keys_do(new_app, words, name, monkeypatch):
    """A name typed straight onto the unfinished-game question answered it with its letters:
    'Rosa' resumed the old game, 'Annabel' started a new one (replacing the save) with 'nabel'
    for a name, 'Quinn' quit. Only the keys it shows answer it (r, n, q in lower case): a
    letter that answers nothing, and the letters typed right behind it, are ignored there,
    and a short note says which keys answer."""
    from tests_app_support import FakeClock

    clock = FakeClock()
    monkeypatch.setattr("wordcards.app.screens.unfinished.time", clock)
    app = over_an_unfinished_game(new_app, words)
    saved = saves.save_path().read_text()
    async with app.run_test(size=(80, 24)) as pilot:
        await burst_on_the_unfinished_question(app, pilot, [(letter, letter) for letter in name])
        assert app.screen.name == "unfinished" and app.is_running
        assert UNFINISHED_KEYS_NOTE in " ".join(screen_text(app).replace("█", " ").split())  # its box's sides left out
        assert saves.save_path().read_text() == saved
        clock.now += 1  # a second later, the note read
        await pilot.press("n")  # typed on its own: it answers
        await settle(app, pilot)
        assert app.screen.name == "setup"


def unfinished_clock(monkeypatch):
    """One fake clock for the question's grace (typed_ahead) and its name gap (unfinished)."""
    from tests_app_support import FakeClock

    clock = FakeClock()
    monkeypatch.setattr("wordcards.app.screens.typed_ahead.time", clock)
    monkeypatch.setattr("wordcards.app.screens.unfinished.time", clock)
    return clock


async def answered_by_n_once_read(app, pilot, clock) -> None:
    """n, typed on its own once the note is read: the question answers it (the new game's setup)."""
    from textual.widgets import Input

    clock.now += 1
    app.screen.at_the_graces_end()  # as its timer would (that waits in real time)
    await pilot.press("n")
    await settle(app, pilot)
    assert app.screen.name == "setup" and app.screen.query_one("#name-0", Input).value == ""


@pytest.mark.parametrize("name", ["rosa", "nina", "quinn"])
async def test_a_lower_case_name_typed_ahead_of_the_unfinished_game_question_answers_nothing(new_app, words, name, monkeypatch):
    """A name typed before the question was drawn (the player expected the setup screen), in
    lower case: its first letter answered it ('rosa' resumed, 'nina' opened the setup with
    'ina' typed, 'quinn' quit). Keys made before it was drawn are dropped, as on the
    hand-off, and the note says which keys answer."""
    from textual import events

    clock = unfinished_clock(monkeypatch)
    app = over_an_unfinished_game(new_app, words)
    saved = saves.save_path().read_text()
    ahead = [events.Key(letter, letter) for letter in name]  # made now: before the question is drawn
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "unfinished"
        for key in ahead:  # delivered once it shows, as a terminal's queue is
            app.post_message(key)
        await settle(app, pilot)
        assert app.screen.name == "unfinished" and app.is_running and app.session is None
        assert UNFINISHED_KEYS_NOTE in " ".join(screen_text(app).replace("█", " ").split())
        assert saves.save_path().read_text() == saved
        await answered_by_n_once_read(app, pilot, clock)


@pytest.mark.parametrize("name", ["rosa", "nina", "quinn"])
async def test_a_lower_case_name_typed_in_the_unfinished_game_questions_grace_answers_nothing(new_app, words, name, monkeypatch):
    """The tail of a name typed ahead may come just after the question is drawn: keys in
    its grace are dropped too (each starting it again), as on the hand-off and the scores."""
    from wordcards.app.screens import typed_ahead

    clock = unfinished_clock(monkeypatch)
    monkeypatch.setattr(typed_ahead, "GRACE_AFTER_DRAWN", 0.4)  # the tests' conftest has none
    app = over_an_unfinished_game(new_app, words)
    saved = saves.save_path().read_text()
    async with app.run_test(size=(80, 24)) as pilot:
        await burst_on_the_unfinished_question(app, pilot, [(letter, letter) for letter in name])  # drawn, clock not moved
        assert app.screen.name == "unfinished" and app.is_running and app.session is None
        assert not app.screen.grace_over
        assert UNFINISHED_KEYS_NOTE in " ".join(screen_text(app).replace("█", " ").split())
        assert saves.save_path().read_text() == saved
        await answered_by_n_once_read(app, pilot, clock)


async def test_the_unfinished_game_questions_keys_still_answer_typed_first(new_app, words):
    """r, typed first, still resumes: only a letter that answers nothing holds the ones behind it."""
    app = over_an_unfinished_game(new_app, words)
    async with app.run_test(size=(80, 24)) as pilot:
        await burst_on_the_unfinished_question(app, pilot, [("r", "r")])
        assert app.session.kind == "rummy" and app.screen.name == "handoff"


def a_family_rummy(tmp_path: Path) -> str:
    """The shipped rummy ruleset under a name of the family's own, "Family Rummy"."""
    from wordcards.resources import ruleset_path

    shipped = ruleset_path("rummy")  # installed or in the checkout, as CI installs it
    path = tmp_path / "family.yaml"
    path.write_text(shipped.read_text().replace("name: Word Rummy", "name: Family Rummy", 1))
    return str(path)


async def test_an_answer_of_the_unfinished_game_question_wraps_under_its_own_text(new_app, words, tmp_path):
    """Play-test h46 at 80x24, a game saved under a ruleset named "Family Rummy": the answer
    "Start a new game of Word Rummy: Family Rummy" wrapped "Rummy" under the key column.
    A wrapped answer goes on under its own text, the key's column clear."""
    from tests_app_support import choice_for

    ruleset = a_family_rummy(tmp_path)
    old = choice_for("rummy", "--ruleset", ruleset, "--players", "Ann,Bob", "--seed", "7")
    Session.new(old, words, old.players).save()
    app = new_app("rummy", "--ruleset", ruleset, over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "unfinished"
        shown = screen_text(app)
        lines = shown.splitlines()
        first = next(n for n, line in enumerate(lines) if "Start a new game" in line)
        column = lines[first].index("Start")
        after = lines[first + 1]
        assert "Family Rummy" not in lines[first], "the case: the answer wraps"
        assert after[:column].strip(" █") == "", shown  # the key's column clear
        assert after[column - 1] == " " and after[column] != " ", shown  # under the answer's own first letter
        # the match's progress goes on after "is not finished:", not on a line of its own
        assert not any(line.strip(" █").endswith("finished:") for line in lines), shown


async def test_the_setup_screen_names_the_ruleset_as_the_unfinished_game_question_does(new_app, words, tmp_path):
    """Play-test h46: after "Start a new game of Word Rummy: Family Rummy", the setup screen
    was headed "New game of Word Rummy", without the ruleset the question named."""
    from textual.widgets import Static

    app = new_app("rummy", "--ruleset", a_family_rummy(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "setup"
        title = str(app.screen.query_one("#setup-title", Static).render())
        assert title.startswith("New game of Word Rummy: Family Rummy"), title
        assert "New game of Word Rummy: Family Rummy" in screen_text(app)


@pytest.mark.parametrize("game_name", ["shuffle", "rummy"])
def test_resume_after_the_own_word_list_lost_a_played_word_says_the_way_on(capsys, data_dir, game_with_a_played_word, game_name):
    """A play-tester took a played word out of the game's own --wordlist file: resume said
    only that the save was made with a different word list, though 'resume --house FILE' with
    a '+word' line carries the game on. It says so now, and following it does carry it on."""
    from wordcards.app.command import command
    from wordcards.app.session import Session
    from wordcards.choice import load_words

    game, own, _, word = game_with_a_played_word(game_name)
    saves.data_dir().mkdir(exist_ok=True)
    saves.write_save(game.to_json(), wordlist=str(own))  # no house file of its own
    own.write_text("tile\nat\n")
    assert launch.run_resume(resume_args()) == 1
    err = " ".join(capsys.readouterr().err.split())
    way_on = (
        f"; the save was made with a different word list; to carry it on, put {word} back in the word list {own},"
        f" or type {command('resume', '--house', 'FILE')}, FILE a file with the line '+{word.lower()}' (it is left where it is;"
    )
    assert way_on in err, err
    allowed = own.with_name("allowed.txt")
    allowed.write_text(f"+{word.lower()}\n")
    saved = saves.read_save()
    assert saved is not None
    assert Session.resume(saved, load_words(str(own), str(allowed)), wordlist=str(own), house=str(allowed)).game.actions


def test_resume_over_a_word_list_typed_that_lacks_a_played_word_names_it_in_the_way_on(capsys, data_dir, game_with_a_played_word):
    """A review: with --wordlist NEW typed (the save's own list gone), the way on said to put
    the word back in NEW and type plain 'resume', which went back to the save's own list and
    failed: the command it advises names what was typed."""
    from wordcards.app.command import command
    from wordcards.quoting import shell_word

    game, own, _, word = game_with_a_played_word("shuffle")
    saves.data_dir().mkdir(exist_ok=True)
    saves.write_save(game.to_json(), wordlist=str(own))
    new = own.with_name("new list.txt")
    new.write_text("tile\nat\n")
    own.unlink()
    assert launch.run_resume(resume_args("--wordlist", str(new))) == 1
    err = " ".join(capsys.readouterr().err.split())
    typed = ("--wordlist", shell_word(str(new)))
    expected = (
        f"to carry it on, put {word} back in the word list {new} and type {command('resume', *typed)},"
        f" or type {command('resume', *typed, '--house', 'FILE')}, FILE a file with the line '+{word.lower()}'"
    )
    assert expected in err, err


def test_resume_names_the_games_own_house_file_for_the_plus_line(capsys, data_dir, game_with_a_played_word):
    from wordcards.app.command import command

    house, word = _saved_with_a_played_word(game_with_a_played_word, "shuffle")
    house.with_name("ours.txt").write_text("tile\n")
    assert launch.run_resume(resume_args()) == 1
    err = " ".join(capsys.readouterr().err.split())
    own = house.with_name("ours.txt")
    expected = f"to carry it on, put TIRE back in the word list {own}, or add the line '+tire' to the house file {house} and type {command('resume')} ("
    assert expected in err, err


@pytest.mark.parametrize("seated", [1, 20])
def test_a_save_of_more_or_fewer_players_than_play_takes_advises_a_command_play_accepts(capsys, data_dir, seated):
    """A save edited to 1 or 20 players advised 'play rummy --players Ann' (or P0..P19),
    which play refuses (Word Rummy is for 2 to 8): the advice leaves --players out, and
    play's setup screen asks who plays."""
    import json

    from wordcards.app.command import command
    from wordcards.choice import load_words
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset

    game = RummyMatch.new(default_ruleset("rummy"), load_words(None, None), (Player("Ann"), Player("Bob")), 1)
    data_dir.mkdir(exist_ok=True)
    saves.write_save(game.to_json())
    data = json.loads(saves.save_path().read_text())
    data["players"] = [{"name": "Ann" if seated == 1 else f"P{i}"} for i in range(seated)]
    saves.save_path().write_text(json.dumps(data))
    assert launch.run_resume(resume_args()) == 1
    err = capsys.readouterr().err
    assert f"Word Rummy is for 2 to 8 players, not {seated}" in err
    assert f"{command('play', 'rummy')} starts a new game and moves it aside" in err and "--players" not in err


async def test_plays_question_over_a_save_whose_word_list_lost_a_played_word_says_the_way_on(new_app, game_with_a_played_word):
    """'wordcards play' over such a save says the way on as resume does, after a quit."""
    game, own, _, word = game_with_a_played_word("shuffle")
    saves.data_dir().mkdir(exist_ok=True)
    saves.write_save(game.to_json(), wordlist=str(own))
    own.write_text("tile\nat\n")
    saved = saves.save_path().read_bytes()
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        way_on = (
            f"Quit (q), then to carry it on, put {word} back in the word list {own}, or type"
            f" {command('resume', '--house', 'FILE')}, FILE a file with the line '+{word.lower()}'."
        )
        assert app.screen.name == "unfinished" and way_on in app.screen.body, app.screen.body
        await keys(app, pilot, "q")
    assert saves.save_path().read_bytes() == saved
