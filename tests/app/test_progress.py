"""How far a game got, in the one short line the unfinished-game question reads from the save."""

from __future__ import annotations

import pytest

from wordcards import saves
from rich.cells import cell_len

from wordcards.app.progress import PROGRESS_WIDTH, rummy_progress, with_scores
from wordcards.app.widgets.common.sizes import DIALOG_TEXT_WIDTH
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.rulesets import default_ruleset


def test_scores_are_said_once_any_is_not_0():
    assert with_scores("standard, hand 1", [("Ann", 0), ("Bob", 0)]) == "standard, hand 1"
    assert with_scores("standard, hand 3", [("Ann", 87), ("Bob", 40)]) == "standard, hand 3, Ann 87 - Bob 40"


def test_scores_give_way_when_the_line_would_be_long():
    scores = [(name, 100) for name in ("Annabelle", "Bartholomew", "Cyrus", "Dorothea", "Eve")]
    assert with_scores("standard, hand 3", scores) == "standard, hand 3"
    assert cell_len(with_scores("standard, hand 3", scores[:2])) <= PROGRESS_WIDTH


@pytest.mark.parametrize(
    "scores",
    [
        [("Annabelle", 100), ("Bartholomew", 100), ("Cy", 1)],  # 56 characters: the box holds 54 and the full stop
        [("李小龍", 100), ("王大明", 100), ("陳美玲", 100)],  # 45 characters, 54 cells: a wide letter takes two
    ],
)
def test_the_line_and_its_full_stop_fit_the_questions_box_in_cells(scores):
    """The question's box holds DIALOG_TEXT_WIDTH cells and adds a full stop after the line:
    the line was let grow to 56 characters, and measured in characters, not cells."""
    said = with_scores("standard, hand 3", scores)
    assert said == "standard, hand 3"
    assert cell_len(said + ".") <= DIALOG_TEXT_WIDTH


@pytest.mark.parametrize(
    ("options", "said"),
    [({"variant": "advanced", "hands": 5}, "advanced, hand 1 of 5"), ({"variant": "advanced", "minutes": 30}, "advanced, hand 1, 30 minutes")],
)
def test_an_advanced_match_says_its_length(words, options, said):
    match = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 3, **options)
    assert rummy_progress(match) == said


@pytest.mark.parametrize("value", ["two\nlines", "x" * 200, 7, "", None])
def test_a_progress_line_not_as_written_is_left_out(value):
    """A hand-edited save: the question goes without it, never shows a broken line."""
    assert saves.read_progress(value) is None
