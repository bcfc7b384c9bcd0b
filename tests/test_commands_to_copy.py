"""Every command shown to a player to copy quotes its words one way (``quoting.shell_word``):
a name with an apostrophe reads "O'Neil", not shlex.quote's 'O'"'"'Neil'."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from types import SimpleNamespace

SRC = Path(__file__).resolve().parents[1] / "src" / "wordcards"
# Commands that are run, never shown: the browser tab's own process (its interpreter's path).
RUN_NOT_SHOWN = {"quoting.py", "remote/server.py", "remote/serve.py"}


def test_no_command_shown_quotes_with_shlex_itself():
    found = [
        f"{path.relative_to(SRC)}:{number}"
        for path in sorted(SRC.rglob("*.py"))
        if str(path.relative_to(SRC)) not in RUN_NOT_SHOWN
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"shlex\.quote\b", line)
    ]
    assert not found, "quote a command's words with quoting.shell_word: " + ", ".join(found)


def test_a_file_named_again_is_quoted_as_the_other_advice_quotes_it(tmp_path):
    from wordcards.app.launch import name_again

    saved = SimpleNamespace(wordlist=str(tmp_path / "gone.txt"), house=None)
    again = name_again(("resume",), saved, None, "O'Neil house.txt")
    assert again is not None and again.endswith(' resume --wordlist PATH --house "O\'Neil house.txt"')
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
