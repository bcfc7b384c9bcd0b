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
# A cursor move starts a new line of the screen as read back; other escape sequences go.
CURSOR_MOVED = re.compile(r"\x1b\[[0-9;]*[Hf]")
ESCAPE_SEQUENCE = re.compile(r"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78DEHMc])")


def screen_text(output: bytes, most: int = 2000) -> str:
    """The last ``most`` characters the program drew, its escape sequences taken out: what the
    screen said when a run failed, readable in the failure's message."""
    text = ESCAPE_SEQUENCE.sub("", CURSOR_MOVED.sub("\n", output.decode(errors="replace")))
    lines = [line.rstrip() for line in text.replace("\r", "").split("\n")]
    return "\n".join(line for line in lines if line)[-most:]


def run_in_terminal(argv: list[str], env: dict[str, str], cwd: Path, program: tuple[str, ...] = WORDCARDS) -> tuple[int, str]:
    """Start the app in a pseudo-terminal, wait for its first screen, quit; (exit code, output).
    An app still up at the deadline fails the test, saying how far it got and its screen."""
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
    y_pressed = False
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
            elif asked_at is not None and not y_pressed and QUESTION_ANSWERS_SHOWN.search(seen[asked_at:]):
                # Its answer lines show once its grace is over (screens/typed_ahead.py): a y
                # typed now is never dropped by design, so it is pressed once; were it lost,
                # pressing it again would hide the very bug these runs catch.
                y_pressed = True
                os.write(fd, b"y")
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    finally:
        os.close(fd)
    if y_pressed:
        stage = "y was pressed once the quit question showed its answers, and the app had not ended"
    elif asked_at is not None:
        stage = "Ctrl+Q was pressed, and the quit question never showed its answers"
    else:
        stage = "its first screen was never drawn"
    pytest.fail(f"{shlex.join(argv)}: still up after {DEADLINE} s ({stage}); its screen:\n{screen_text(seen)}")


# A stand-in for the app that loses every y answering its quit question, and notes each key.
LOSES_ITS_YS = """
import os, sys, tty
tty.setraw(0)  # as the app reads keys: one at a time, Ctrl+Q a key (not flow control)
os.write(1, b"^q Quit")
while os.read(0, 1) != b"\\x11":
    pass
os.write(1, b"\\x1b[2;1HQuit wordcards?\\x1b[3;1H\\x1b[1my\\x1b[0m  Quit  n  Keep playing")
with open(sys.argv[1], "ab", buffering=0) as keys:
    while True:
        keys.write(os.read(0, 1))
"""


def test_a_y_the_quit_question_loses_fails_the_run_saying_what_it_showed(tmp_path, monkeypatch):
    """A y lost by the app (the dropped-key bug these runs catch) is pressed once, not again
    until one lands, and the run fails at the deadline with the screen it was left on."""
    monkeypatch.setattr(sys.modules[__name__], "DEADLINE", 8)  # past the 5 s a retry once waited
    keys = tmp_path / "keys"
    with pytest.raises(pytest.fail.Exception) as failed:
        run_in_terminal([str(keys)], {}, tmp_path, program=(sys.executable, "-c", LOSES_ITS_YS))
    assert keys.read_bytes() == b"y"
    assert str(failed.value) == (
        f"{keys}: still up after 8 s (y was pressed once the quit question showed its answers, and the app had not ended);"
        " its screen:\n^q Quit\nQuit wordcards?\ny  Quit  n  Keep playing"
    )


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
