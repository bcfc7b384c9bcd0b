"""The commands the host's and a seat's messages tell a player to type are written as this
player runs wordcards (app.command): after the README's install it is .venv/bin/wordcards,
not on PATH, and 'wordcards host --resume' answered 'command not found'."""

from __future__ import annotations

import re
import sys

import pytest
from remote_support import LINK, shared_words, start_host

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote import commands
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset

STARTED = "/opt/somewhere/.venv/bin/wordcards"  # not on PATH, not under the working folder


def test_the_host_and_the_seat_name_the_command_as_this_player_types_it(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", [STARTED, "host"])
    assert commands.seat_fault().endswith(f"to sit down again, run:\n    {STARTED} join LINK")
    game = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), 2)
    table = HostTable(game, ["ann", "bob"])
    table.seats[0].connections = 2  # a link passed on: the line says how to shut it out
    assert table.connected_line(0).endswith(f"carry on with:\n    {STARTED} host --resume --new-link Ann")


def test_a_host_refusal_names_the_command_as_this_player_types_it(monkeypatch, tmp_path, capsys):
    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "argv", [STARTED, "host"])
    code = main(["host", "shuffle", "--players", "Ann,Bob", "--new-link", "Ann"])
    assert code == 2
    # The data folder named again: the command copied without the variable opened another's game.
    assert f"'WORDCARDS_DATA_DIR={tmp_path} {STARTED} host --resume --new-link NAME'" in capsys.readouterr().err


def test_the_host_s_join_line_names_the_program_as_its_resume_line_does(tmp_path):
    """'or run: wordcards join LINK' stood right above "'.venv/bin/wordcards host --resume'"."""
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1") as host:
        # The resume command is the line after "Press Ctrl+C", read by another thread: wait for it
        # (read at once, a busy machine had not read it yet, and the search below found nothing).
        host.line_after(host.wait_for_line("Press Ctrl+C"))
        said = "".join(host.lines)
    resume = re.search(r"To carry it on, type:\n    WORDCARDS_DATA_DIR=\S+ (.+) host --resume\n", said)  # join needs no data folder
    assert resume and resume.group(1).endswith(" -m wordcards"), said  # start_host runs 'python -m wordcards'
    assert f"Open a link in a browser, or run:\n    {resume.group(1)} join LINK\n" in said, said


def test_the_host_s_lines_put_the_command_on_a_line_of_its_own(monkeypatch):
    """"Stopped hosting: the game is saved; '/path/wordcards host --resume' carries it on with
    the same links." and "... carry on with: /path/wordcards host --resume --new-link Ann": at
    80 columns the terminal split the command, and it could not be copied whole."""
    monkeypatch.setattr(sys, "argv", [STARTED, "host"])
    assert commands._stopped_line(False, None).splitlines() == [
        "Stopped hosting: the game is saved. To carry it on with the same links, type:",
        f"    {STARTED} host --resume",
    ]
    assert commands._stopped_line(False, "the disk is full").splitlines()[1:] == [f"    {STARTED} host --resume"]
    game = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), 2)
    table = HostTable(game, ["ann", "bob"])
    table.seats[0].connections = 2
    assert table.connected_line(0).splitlines()[1:] == [f"    {STARTED} host --resume --new-link Ann"]


def test_the_host_s_start_line_puts_the_resume_command_on_a_line_of_its_own(tmp_path):
    """"Press Ctrl+C to stop hosting (the game is saved; '/path/wordcards host --resume'
    carries it on)." split at 80 columns."""
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1") as host:
        press = host.wait_for_line("Press Ctrl+C")
        assert press == "Press Ctrl+C to stop hosting (the game is saved). To carry it on, type:\n", press
        assert re.fullmatch(rf"    WORDCARDS_DATA_DIR={re.escape(str(tmp_path))} \S+ -m wordcards host --resume\n", host.line_after(press))


@pytest.mark.parametrize("columns", [80, 40])
def test_each_join_link_is_printed_whole_on_a_line_of_its_own_in_a_narrow_terminal(tmp_path, columns):
    """A link wrapped with a newline in it at 80 columns could not be copied whole (a console
    that fits its lines to the terminal inserts one). Each link is one line, from the first
    column to its last character, whatever width the terminal says it has."""
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob,Cy", "--port", "0", "--seed", "1", columns=columns) as host:
        lines = [line.rstrip("\n") for line in host.lines]
    for seat, name in enumerate(("Ann", "Bob", "Cy"), start=1):
        link = lines[lines.index(f"For seat {seat}, {name}:") + 1]
        assert LINK.match(link) and len(link) > 40, lines  # unbroken, from the first column; 40 columns would split it
        assert link == host.links[name]
    # No piece of a link on a line after it: each is followed by the next seat's, or the join line.
    after_links = [lines[lines.index(f"For seat {seat}, {name}:") + 2] for seat, name in enumerate(("Ann", "Bob", "Cy"), start=1)]
    assert after_links == ["For seat 2, Bob:", "For seat 3, Cy:", "Open a link in a browser, or run:"], lines
