"""A long path breaks after a '/' (app/widgets/common/path_folds.py, play-test h50)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from wordcards.app.widgets.common.path_folds import PathsFolded


def drawn(text: str, width: int) -> list[str]:
    console = Console(width=width, record=True)
    console.print(PathsFolded(Text(text)))
    return console.export_text().rstrip("\n").split("\n")


def test_a_long_path_breaks_after_the_last_slash_that_fits_and_an_indented_command_keeps_its_indent():
    lines = drawn("Full (/home/ann/.local/share/wordcards/save.json). Type:\n    /work/ann/.venv/bin/python3.11 -m wordcards resume", 30)
    assert [line.rstrip() for line in lines] == [
        "Full (/home/ann/.local/share/",
        "wordcards/save.json). Type:",
        "    /work/ann/.venv/bin/",
        "    python3.11 -m wordcards",  # review h50: the command's lines keep its indent
        "    resume",
    ]


def test_words_that_fit_are_left_as_they_are_and_a_piece_with_no_slash_still_folds():
    assert [line.rstrip() for line in drawn("a /short/path here", 12)] == ["a", "/short/path", "here"]
    assert [line.rstrip() for line in drawn("/averyveryverylongname/x", 10)] == ["/averyvery", "verylongna", "me/x"]


def test_an_indented_paths_pieces_keep_the_indent():
    """Review h50: a long path at an indented line's start broke with its later pieces at
    the left edge, out of the command set apart by the indent."""
    lines = drawn("Type:\n  /home/ann/.local/share/wordcards/saves/rummy.json", 24)
    assert [line.rstrip() for line in lines] == ["Type:", "  /home/ann/.local/", "  share/wordcards/saves/", "  rummy.json"]


def test_a_url_never_breaks_inside_or_just_after_its_double_slash():
    """Review h50: "https://" was a place to break, leaving "https://" alone on its line."""
    lines = [line.rstrip() for line in drawn("See https://wordcards.example/games/rummy/rules.html", 26)]
    assert lines == ["See", "https://wordcards.example/", "games/rummy/rules.html"]
    assert all(not line.endswith("//") and not line.endswith(":/") for line in drawn("https://averyveryverylong.example/x", 12))
