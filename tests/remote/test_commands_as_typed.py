"""The commands the host's and a seat's messages tell a player to type are written as this
player runs wordcards (app.command): after the README's install it is .venv/bin/wordcards,
not on PATH, and 'wordcards host --resume' answered 'command not found'."""

from __future__ import annotations

import re
import sys

from remote_support import shared_words, start_host

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote import commands
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset

STARTED = "/opt/somewhere/.venv/bin/wordcards"  # not on PATH, not under the working folder


def test_the_host_and_the_seat_name_the_command_as_this_player_types_it(monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", [STARTED, "host"])
    assert commands.seat_fault().endswith(f"run {STARTED} join LINK again.")
    game = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), 2)
    table = HostTable(game, ["ann", "bob"])
    table.seats[0].connections = 2  # a link passed on: the line says how to shut it out
    assert table.connected_line(0).endswith(f"carry on with: {STARTED} host --resume --new-link Ann")


def test_a_host_refusal_names_the_command_as_this_player_types_it(monkeypatch, tmp_path, capsys):
    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "argv", [STARTED, "host"])
    code = main(["host", "shuffle", "--players", "Ann,Bob", "--new-link", "Ann"])
    assert code == 2
    assert f"'{STARTED} host --resume --new-link NAME'" in capsys.readouterr().err


def test_the_host_s_join_line_names_the_program_as_its_resume_line_does(tmp_path):
    """'or run: wordcards join LINK' stood right above "'.venv/bin/wordcards host --resume'"."""
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1") as host:
        said = "".join(host.lines)
    resume = re.search(r"'(.+) host --resume' carries it on", said)
    assert resume and resume.group(1).endswith(" -m wordcards"), said  # start_host runs 'python -m wordcards'
    assert f"Open a link in a browser, or run: {resume.group(1)} join LINK\n" in said, said
