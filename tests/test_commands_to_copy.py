"""Every command shown to a player to copy quotes its words one way (``quoting.shell_word``):
a name with an apostrophe reads "O'Neil", not shlex.quote's 'O'"'"'Neil'."""

from __future__ import annotations

import re
import shlex
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "wordcards"
# Commands that are run, never shown: the browser tab's own process (its interpreter's path).
RUN_NOT_SHOWN = {"quoting.py", "remote/server.py", "remote/serve.py"}


# shlex's own quoting, however it is reached: shlex.quote, shlex.join, or imported by name.
SHLEX_QUOTING = re.compile(r"\bshlex\.(quote|join)\b|\bfrom\s+shlex\s+import\b")


def test_no_command_shown_quotes_with_shlex_itself():
    found = [
        f"{path.relative_to(SRC)}:{number}"
        for path in sorted(SRC.rglob("*.py"))
        if str(path.relative_to(SRC)) not in RUN_NOT_SHOWN
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if SHLEX_QUOTING.search(line)
    ]
    assert not found, "quote a command's words with quoting.shell_word: " + ", ".join(found)


@pytest.mark.parametrize("line", ["shlex.quote(name)", "from shlex import quote", "from shlex import join as j", "shlex.join(words)"])
def test_the_check_finds_shlex_quoting_however_it_is_imported(line):
    """A review: only the literal "shlex.quote" was caught."""
    assert SHLEX_QUOTING.search(line)


def test_shlex_split_is_no_quoting():
    assert not SHLEX_QUOTING.search("shlex.split(text)")


@pytest.mark.parametrize("argv0", ["wordcards", "__main__.py"])
def test_a_program_path_with_a_space_is_quoted_to_copy(tmp_path, monkeypatch, argv0):
    """A review: a program in "My Games" was shown as ./My Games/.venv/bin/wordcards resume,
    which a shell splits at the space. Started by path or as python -m, the command shown
    reads back as one program and its words."""
    from wordcards.app.command import command

    bin_folder = tmp_path / "My Games" / ".venv" / "bin"
    bin_folder.mkdir(parents=True)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    monkeypatch.setattr(sys, "executable", str(bin_folder / "python"))
    shown = command("resume", "--wordlist", "w.txt", argv0=str(bin_folder / argv0))
    program = "./My Games/.venv/bin/" + ("wordcards" if argv0 == "wordcards" else "python")
    tail = ["resume", "--wordlist", "w.txt"] if argv0 == "wordcards" else ["-m", "wordcards", "resume", "--wordlist", "w.txt"]
    assert shlex.split(shown) == [program, *tail]
    assert shown.startswith(f'"{program}" ')


def test_a_file_named_again_is_quoted_as_the_other_advice_quotes_it(tmp_path, monkeypatch):
    from argparse import Namespace

    from wordcards.app.files_gone import own_files_gone

    monkeypatch.chdir(tmp_path)
    Path("O'Neil house.txt").write_text("+zorp\n")
    saved = SimpleNamespace(wordlist=str(tmp_path / "gone.txt"), house=None)
    typed = Namespace(wordlist=None, house="O'Neil house.txt")
    again = own_files_gone(typed, saved, "gone.txt: no such word list file", ("resume",)).again
    assert again.endswith(' resume --wordlist PATH --house "O\'Neil house.txt"')
    assert shlex.split(again)[-1] == "O'Neil house.txt"


def test_the_latin1_advice_quotes_its_files_plainly():
    from wordcards.files import from_latin1

    assert from_latin1("O'Neil.txt") == "iconv -f latin1 -t utf-8 \"O'Neil.txt\" > \"O'Neil-utf8.txt\""


def test_the_new_link_advice_quotes_a_name_plainly():
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote.table import HostTable
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    words = WordList.from_words(["cat", "act"], name="tiny")
    table = HostTable(ShuffleGame.new(default_ruleset("shuffle"), words, (Player("O'Neil"), Player("Bob")), 1), ["a" * 22, "b" * 22])
    table.seats[0].connections = 2
    line = table.connected_line(0)
    assert line.endswith(' --resume --new-link "O\'Neil"'), line


def test_a_word_of_letters_of_any_script_is_not_quoted():
    """shlex.quote quotes every letter outside ASCII: a path under a home named 山田太郎 was
    shown in quotes, two cells more, and the quit box's resume command at 80 columns wrapped
    in two. A shell reads such letters as its own; what it does not read bare is still quoted."""
    from wordcards.quoting import shell_word

    assert shell_word("/home/山田太郎/ゲーム/.venv/bin/wordcards") == "/home/山田太郎/ゲーム/.venv/bin/wordcards"
    assert shell_word("Zoë,李") == "Zoë,李"
    assert shell_word("My Games/wordcards") == '"My Games/wordcards"'
    assert shell_word("山田 太郎") == '"山田 太郎"'
    assert shell_word("O'Neil") == '"O\'Neil"'


@pytest.mark.parametrize("variable", ["WORDCARDS_DATA_DIR", "XDG_DATA_HOME"])
def test_a_command_that_uses_the_data_folder_names_the_folder_the_environment_named(tmp_path, monkeypatch, variable):
    """A review: with WORDCARDS_DATA_DIR=/tmp/altdata, the quit note said "to carry on, type:
    wordcards resume", which without the variable opens another folder's game. The command
    carries the variable, quoted for the shell; one that does not use the folder does not."""
    from wordcards.app.command import command

    folder = tmp_path / "My saves"
    monkeypatch.delenv("WORDCARDS_DATA_DIR", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv(variable, str(folder))
    for typed in (("resume",), ("play", "shuffle"), ("host", "--resume")):
        shown = command(*typed, argv0="/opt/wc/bin/wordcards")
        assert shlex.split(shown) == [f"{variable}={folder}", "/opt/wc/bin/wordcards", *typed], shown
    assert command("join", "LINK", argv0="/opt/wc/bin/wordcards") == "/opt/wc/bin/wordcards join LINK"
    assert command("play", "--help", argv0="/opt/wc/bin/wordcards") == "/opt/wc/bin/wordcards play --help"


def test_a_relative_data_dir_is_carried_absolute(tmp_path, monkeypatch):
    """The command copied works from any folder: the relative folder is made absolute."""
    from wordcards.app.command import command

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WORDCARDS_DATA_DIR", "saves")
    assert command("resume", argv0="/opt/wc/bin/wordcards") == f"WORDCARDS_DATA_DIR={tmp_path / 'saves'} /opt/wc/bin/wordcards resume"


def test_the_default_data_folder_needs_no_variable(tmp_path, monkeypatch):
    from wordcards.app.command import command

    monkeypatch.delenv("WORDCARDS_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", "relative/ignored")
    assert command("resume", argv0="/opt/wc/bin/wordcards") == "/opt/wc/bin/wordcards resume"


def test_an_xdg_data_home_that_is_the_default_folder_is_not_carried(monkeypatch, tmp_path):
    """A review: many profiles set XDG_DATA_HOME to ~/.local/share, the default; every
    command then said 'XDG_DATA_HOME=/home/u/.local/share wordcards play', for nothing."""
    from wordcards.app.command import command

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("WORDCARDS_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / ".local" / "share"))
    assert "XDG_DATA_HOME" not in command("resume")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    assert command("resume").startswith(f"XDG_DATA_HOME={tmp_path / 'elsewhere'} ")
