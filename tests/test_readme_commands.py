"""Every ``wordcards ...`` command README.md shows works as written (issue 11: the README's
own ``--junior Cy`` example exited 2). Each runs as a subprocess, as a player types it.

Commands that start a game run in a pseudo-terminal until the first screen is drawn, then
quit with Ctrl+Q and "y". Placeholders are filled in (``WORD...`` -> two words, ``COMMAND``
-> each command), and the files the README makes up (house.txt, ours.yaml) are written
first. The install lines (venv, pip) are what CI itself runs, so they are not repeated here.
``wordcards play`` alone opens the setup screen, which asks the game: it runs too.
"""

from __future__ import annotations

import os
import re
import select
import shlex
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def readme_commands() -> list[str]:
    found = []
    for span in re.findall(r"`(wordcards [^`]*)`", README):
        for command in span.split(" / "):  # "`wordcards play shuffle` / `wordcards play rummy`" style
            command = command.strip()
            if command not in found:
                found.append(command)
    return found


COMMANDS = readme_commands()
# The quit question's "stay" answer, drawn only once a key answers it (screens/ask.py QuitScreen).
QUESTION_ANSWERS_SHOWN = re.compile(rb"Keep playing|Back to the (seats|scores)")


def argv_for(command: str) -> list[list[str]]:
    words = shlex.split(command)[1:]
    if words == ["COMMAND", "--help"]:
        return [[name, "--help"] for name in ("play", "resume", "simulate", "check", "rules")]
    if words[-1] == "WORD...":
        return [[*words[:-1], "cat", "zorp"]]
    return [words]


WORDCARDS = (sys.executable, "-m", "wordcards")
DEADLINE = 60  # seconds a command has to draw its first screen and quit
# A y the app does not act on (the app still up this long after it) is pressed again, so a
# lost y costs a few seconds, not the deadline; the app is never asked more than this often.
Y_AGAIN_AFTER = 5
Y_PRESSES = 3


def run_in_terminal(argv: list[str], env: dict[str, str], cwd: Path, program: tuple[str, ...] = WORDCARDS) -> tuple[int, str]:
    """Start the app in a pseudo-terminal, wait for its first screen, quit; (exit code, output)."""
    import pty

    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(cwd)
        os.environ.update(env)
        os.execv(program[0], [*program, *argv])
    seen = b""
    deadline = time.monotonic() + DEADLINE
    asked_at = None  # where the output stood when Ctrl+Q was pressed
    asked_when = 0.0
    y_pressed, y_when = 0, 0.0
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    seen += os.read(fd, 65536)
                except OSError:  # the terminal closed: the program has ended
                    _, status = os.waitpid(pid, 0)
                    return os.waitstatus_to_exitcode(status), seen.decode(errors="replace")
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                return os.waitstatus_to_exitcode(status), seen.decode(errors="replace")
            # The first screen is drawn: Ctrl+Q, then "y" once the question shows its answers.
            # Waiting for what the app shows, never for a while, holds on a busy machine too;
            # a Ctrl+Q that came before the app listened is pressed again.
            first_screen = b"Quit" in seen or b"Pass to" in seen
            if first_screen and not y_pressed and (asked_at is None or time.monotonic() - asked_when > 5):
                asked_at, asked_when = len(seen), time.monotonic()
                os.write(fd, b"\x11")  # Ctrl+Q
            elif asked_at is not None and QUESTION_ANSWERS_SHOWN.search(seen[asked_at:]):
                # Its answer lines show once its grace is over (screens/typed_ahead.py): a y
                # typed before would be dropped. Then the app ends; if it is still up a while
                # after, the y was lost, and is pressed again (a few times at most).
                if y_pressed < Y_PRESSES and (not y_pressed or time.monotonic() - y_when > Y_AGAIN_AFTER):
                    y_pressed, y_when = y_pressed + 1, time.monotonic()
                    os.write(fd, b"y")
        os.kill(pid, 9)
        _, status = os.waitpid(pid, 0)
        return -9, seen.decode(errors="replace")
    finally:
        os.close(fd)


# A stand-in for the app that loses the first y answering its quit question.
LOSES_ITS_FIRST_Y = """
import os, tty
tty.setraw(0)  # as the app reads keys: one at a time, Ctrl+Q a key (not flow control)
os.write(1, b"^q Quit")
while os.read(0, 1) != b"\\x11":
    pass
os.write(1, b"Quit wordcards?  y  Quit  n  Keep playing")
ys = 0
while ys < 2:
    ys += os.read(0, 1) == b"y"
"""


def test_a_y_the_quit_question_loses_is_pressed_again(tmp_path, monkeypatch):
    """One y, pressed as the quit question showed its answers: if it was lost, the run failed
    only at the deadline, a minute later. It is pressed again while the app is still up."""
    monkeypatch.setattr(sys.modules[__name__], "DEADLINE", 3 * Y_AGAIN_AFTER)
    code, out = run_in_terminal([], {}, tmp_path, program=(sys.executable, "-c", LOSES_ITS_FIRST_Y))
    assert code == 0, out


@pytest.fixture
def folder(tmp_path, monkeypatch):
    (tmp_path / "house.txt").write_text("# our house words\n+zorp\n-cwm\n")
    (tmp_path / "ours.yaml").write_text((ROOT / "rulesets" / "shuffle.yaml").read_text())
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


def test_the_readme_shows_commands():
    assert "wordcards play shuffle" in COMMANDS and len(COMMANDS) >= 10


@pytest.mark.parametrize("command", COMMANDS)
def test_every_readme_command_works_as_written(command, folder):
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "100", "LINES": "30"}
    for argv in argv_for(command):
        if argv[0] in ("play", "resume"):
            if argv[0] == "resume":  # something to resume: a game started and quit first
                code, out = run_in_terminal(["play", "shuffle", "--players", "Ann,Bob"], env, folder)
                assert code == 0, out[-2000:]
            code, out = run_in_terminal(argv, env, folder)
            assert code == 0, f"{command}: exit {code}\n{out[-2000:]}"
        elif argv[0] in ("serve", "host", "join"):
            # Servers run until stopped: tests/remote starts each as written and plays through it;
            # here the command line must parse as written (--help after its options).
            done = subprocess.run(
                [sys.executable, "-m", "wordcards", *argv, "--help"], cwd=folder, env=env, capture_output=True, text=True, timeout=300
            )
            assert done.returncode == 0, f"{command}: exit {done.returncode}\n{done.stderr[-2000:]}"
        else:
            if argv[:2] == ["simulate", "shuffle"]:  # as written, but quick: 100 games -> 3
                argv = [*argv]
                argv[argv.index("--games") + 1] = "3"
            done = subprocess.run(
                [sys.executable, "-m", "wordcards", *argv], cwd=folder, env=env, capture_output=True, text=True, timeout=300
            )
            expected = 1 if argv[:1] == ["check"] and "zorp" in argv and "--house" not in argv else 0
            assert done.returncode == expected, f"{command}: exit {done.returncode}\n{done.stderr[-2000:]}"


# --- which commands take an option, as the README says --------------------------------------


def print_help(argv: list[str]) -> None:
    from wordcards.cli import main

    with pytest.raises(SystemExit):
        main(argv)


def command_names(capsys) -> list[str]:
    print_help(["--help"])
    listing = capsys.readouterr().out.split("COMMAND\n", 1)[1]
    return re.findall(r"^    (\w+)  ", listing, flags=re.MULTILINE)


@pytest.mark.parametrize(
    "options, sentence",
    [
        (("--house", "--wordlist"), r"Both options go with (.*?), e\.g\."),
        (("--ruleset",), r"use it with `--ruleset PATH` on (.*?) \("),
    ],
)
def test_the_readme_names_every_command_that_takes_the_option(options, sentence, capsys):
    """README claimed `--house` went with `check` and `play` only (resume and host take it
    too) and `--ruleset` with `play` and `rules` only (host and simulate take it too)."""
    said = set(re.findall(r"`(\w+)`", re.search(sentence, " ".join(README.split())).group(1)))
    for option in options:
        takes = set()
        for command in command_names(capsys):
            print_help([command, "--help"])
            if f"{option} " in capsys.readouterr().out:
                takes.add(command)
        assert said == takes, option


def test_the_readme_links_every_page_of_docs():
    """docs/playing.md (every key), docs/save-format.md and docs/self-play.md had no link
    from the README, so a player reading it never learnt the keys were written down."""
    section = README.split("## Documentation", 1)[1]
    missing = [page.name for page in sorted((ROOT / "docs").glob("*.md")) if f"](docs/{page.name})" not in section]
    assert not missing
