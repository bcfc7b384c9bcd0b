"""Issue 10, item 10: simulate keeps the work it has done. Ctrl+C prints the summary and
writes the JSON of the games played; a --json path that cannot be written is refused before
any game; --json - is JSON alone on stdout; a game that fails is reported and the summary
still printed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from wordcards.ai import selfplay
from wordcards.cli import main


def test_item10_a_json_path_that_cannot_be_written_is_refused_before_any_game(tmp_path, capsys):
    path = tmp_path / "no-such-folder" / "out.json"
    status = main(["simulate", "shuffle", "--games", "500", "--json", str(path)])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err == f"wordcards simulate: error: --json {path}: there is no folder {path.parent}\n"


# Run in a child with a timeout: without the check the JSON waits for ever on the pipe's reader.
PIPE_WAIT = 60
TO_STDOUT = "(to pipe the figures on, --json - writes them to stdout)"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_given_to_json_is_refused_before_any_game_not_waited_on(tmp_path):
    """A review: --json naming a named pipe with no reader played the games, then waited for
    ever to write the figures. It is refused before any game, as a file to read is."""
    pipe = tmp_path / "figures.fifo"
    os.mkfifo(pipe)
    argv = ["simulate", "shuffle", "--games", "1", "--level", "easy", "--quiet", "--json", str(pipe)]
    done = subprocess.run([sys.executable, "-m", "wordcards", *argv], capture_output=True, text=True, timeout=PIPE_WAIT)
    assert done.returncode == 2 and done.stdout == "", done.stderr
    assert done.stderr == f"wordcards simulate: error: --json {pipe}: is a pipe, not a JSON file {TO_STDOUT}\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_put_in_place_of_the_json_while_the_games_are_played_is_refused_not_waited_on(tmp_path):
    """The file looked at before the games may be a named pipe by the time they end: the
    figures are written without waiting, and it is named as one."""
    path = tmp_path / "figures.json"
    child = (
        "import os, sys\n"
        "from wordcards.ai import selfplay\n"
        "from wordcards.cli import main\n"
        "real = selfplay.simulate_one\n"
        "def played_then_a_pipe(*args, **kwargs):\n"
        "    report = real(*args, **kwargs)\n"
        "    os.mkfifo(sys.argv[1])\n"
        "    return report\n"
        "selfplay.simulate_one = played_then_a_pipe\n"
        "sys.exit(main(['simulate', 'shuffle', '--games', '1', '--level', 'easy', '--quiet', '--json', sys.argv[1]]))\n"
    )
    done = subprocess.run([sys.executable, "-c", child, str(path)], capture_output=True, text=True, timeout=PIPE_WAIT)
    assert done.returncode == 2, done.stderr
    assert done.stderr.endswith(f"wordcards simulate: error: --json {path}: is a pipe, not a JSON file {TO_STDOUT}\n"), done.stderr


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_a_device_given_to_json_is_refused_before_any_game(capsys):
    """/dev/null took the figures of an hour of games without a word: a device is no JSON file."""
    status = main(["simulate", "shuffle", "--games", "500", "--json", "/dev/null"])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err == f"wordcards simulate: error: --json /dev/null: is a device, not a JSON file {TO_STDOUT}\n"


def test_a_folder_given_to_json_is_refused_in_the_same_words(tmp_path, capsys):
    status = main(["simulate", "shuffle", "--games", "500", "--json", str(tmp_path)])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err == f"wordcards simulate: error: --json {tmp_path}: is a folder, not a JSON file\n"


def test_a_json_file_there_already_is_replaced_whole(tmp_path, capsys):
    """The figures are written over a longer file there: none of its old text is left after them."""
    path = tmp_path / "out.json"
    path.write_text("x" * 100_000)
    assert main(["simulate", "shuffle", "--games", "1", "--level", "easy", "--quiet", "--json", str(path)]) == 0
    assert json.loads(path.read_text())["summary"]["games"] == 1


def test_item10_json_to_stdout_is_json_alone(capsys):
    status = main(["simulate", "shuffle", "--games", "2", "--level", "easy", "--seed", "3", "--json", "-"])
    out, err = capsys.readouterr()
    assert status == 0
    data = json.loads(out)  # the whole of stdout
    assert data["summary"]["games"] == 2 and len(data["games"]) == 2
    assert "games per second" in err and "game seed" in err


def test_item10_a_failed_game_is_reported_and_the_summary_still_printed(monkeypatch, tmp_path, capsys):
    real = selfplay.play_out
    monkeypatch.setattr(selfplay, "play_out", lambda game, seed: real(game, seed, max_actions=10))
    path = tmp_path / "out.json"
    status = main(["simulate", "rummy", "--players", "8", "--games", "2", "--seed", "5", "--json", str(path)])
    out, err = capsys.readouterr()
    assert status == 1 and "Traceback" not in err
    said = " ".join(out.split())  # wrapped at 80 columns
    assert said.count("FAILED: the game did not end within 10 actions, the most a game of its length may take") == 2
    assert said.count("did not end") == 2  # once a game, not again after a semicolon
    assert "invariant failures    2" in out
    data = json.loads(path.read_text())
    assert data["summary"]["failures"] == 2 and [g["ok"] for g in data["games"]] == [False, False]


def test_item10_a_game_that_raises_is_a_failed_game_not_a_traceback(monkeypatch, capsys):
    def broken(game, seed):
        raise IndexError("list index out of range")

    monkeypatch.setattr(selfplay, "play_out", broken)
    status = main(["simulate", "shuffle", "--games", "1", "--quiet"])
    out, _ = capsys.readouterr()
    assert status == 1
    assert "FAILED: the game stopped with an error (IndexError: list index out of range)" in out


def test_item10_ctrl_c_prints_the_summary_and_writes_the_games_played(tmp_path):
    path = tmp_path / "out.json"
    process = subprocess.Popen(
        [sys.executable, "-m", "wordcards", "simulate", "shuffle", "--games", "10000", "--level", "easy", "--json", str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # As in a terminal: a test run started in the background (nohup, '&' in a script) has
        # SIGINT ignored, and a child would inherit that and never see the Ctrl+C below.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert process.stdout is not None
    first = process.stdout.readline()  # a game has been played (the heading comes with its line)
    assert first.split()[:2] == ["game", "seed"], first
    process.send_signal(signal.SIGINT)
    rest, err = process.communicate(timeout=120)
    said = f"stdout:\n{first}{rest}\nstderr:\n{err}"  # a failure shows what the command said
    assert process.returncode == 130, said
    assert "Traceback" not in err, said
    data = json.loads(path.read_text())
    played = len(data["games"])
    assert played >= 1 and data["summary"]["interrupted"] is True and data["summary"]["games"] == played
    assert f"(interrupted after {played} of 10000 games)" in " ".join(rest.split()), said  # wrapped at 80
    assert "games per second" in rest, said


@pytest.mark.parametrize(
    "argv, expected",
    [
        (["--seed", "abc"], "argument --seed: expected a whole number, found 'abc'"),
        (["--level", "easy,"], "argument --level: 'easy,': a level is empty (separate levels with commas)"),
        (["--level", "easy,,hard"], "a level is empty"),
    ],
)
def test_bad_option_values_are_refused_as_play_refuses_them(capsys, argv, expected):
    with pytest.raises(SystemExit) as info:
        main(["simulate", "shuffle", "--games", "1", *argv])
    err = capsys.readouterr().err
    assert info.value.code == 2 and expected in err


def test_ctrl_c_inside_the_first_game_says_so_with_no_figures(monkeypatch, tmp_path, capsys):
    """Stopped before any game ended, it said '0 rummy games, 0 players (), seeds 1..1' and
    zero figures; now it names the players asked for and gives no figures."""

    def stopped(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(selfplay, "simulate_one", stopped)
    path = tmp_path / "out.json"
    status = main(["simulate", "rummy", "--games", "4", "--level", "expert", "--json", str(path)])
    out = " ".join(capsys.readouterr().out.split())
    assert status == 130
    assert "rummy, 2 players (expert, expert), standard, seed 1: interrupted before the first of 4 games finished; no figures" in out
    assert "0 rummy games" not in out and "mean scores" not in out
    data = json.loads(path.read_text())
    assert data["games"] == [] and data["summary"]["interrupted"] is True
    assert data["summary"]["players"] == 2 and data["summary"]["levels"] == ["expert", "expert"]
