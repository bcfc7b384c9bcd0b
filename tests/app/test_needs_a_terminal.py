"""needs_a_terminal.no_terminal_for_keys: an app whose input is no terminal is refused,
unless a browser tab runs it (textual-serve names its driver in TEXTUAL_DRIVER: its keys
come from the browser). tests/conftest.py makes stdin a terminal for every other test."""

from __future__ import annotations

import pytest

from wordcards.app import needs_a_terminal


@pytest.fixture
def input_from_a_pipe(monkeypatch) -> None:
    monkeypatch.setattr(needs_a_terminal, "stdin_is_a_terminal", lambda: False)


def test_an_app_whose_input_is_no_terminal_is_refused_and_says_why(input_from_a_pipe, monkeypatch):
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    assert needs_a_terminal.no_terminal_for_keys() == (
        "it needs a terminal to read keys from: its input is not one (it comes from a file or a pipe)"
    )


def test_a_browser_tabs_app_starts_though_its_input_is_no_terminal(input_from_a_pipe, monkeypatch):
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")  # as textual-serve sets it
    assert needs_a_terminal.no_terminal_for_keys() is None


def test_an_app_whose_input_is_a_terminal_starts(monkeypatch):
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    monkeypatch.setattr(needs_a_terminal, "stdin_is_a_terminal", lambda: True)
    assert needs_a_terminal.no_terminal_for_keys() is None


def test_play_without_a_terminal_is_refused_before_the_word_list_is_read(input_from_a_pipe, monkeypatch, tmp_path, capsys):
    """play read the word list (a second or more) and only then refused; resume and join
    refuse before reading anything. Its options are still checked first (against the
    ruleset, which it reads for that): a wrong one is said before the terminal."""
    from wordcards import cli
    from wordcards.app import launch

    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    read: list[object] = []
    monkeypatch.setattr(launch, "words_for", lambda choice: read.append(choice))
    assert cli.main(["play", "shuffle", "--players", "Ann,Bob", "--seed", "10"]) == cli.EXIT_USAGE
    assert read == [] and "it needs a terminal to read keys from" in capsys.readouterr().err
    assert cli.main(["play", "shuffle", "--players", "Ann,Ann"]) == cli.EXIT_USAGE
    assert "'Ann' is named twice" in capsys.readouterr().err
    assert not (tmp_path / "data").exists()
