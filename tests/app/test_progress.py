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


def progress_that_fails(game):
    raise KeyError("a variant the progress line does not know")


def test_a_progress_line_that_cannot_be_made_leaves_the_save_whole(words, monkeypatch):
    """The line is only a convenience: the save caught only OSError, so a progress function
    that raised (a new variant) crashed every save. The game is saved without the line."""
    from wordcards.app.session import Session

    monkeypatch.setattr("wordcards.app.progress.rummy_progress", progress_that_fails)
    match = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 3)
    session = Session(match)
    session.save()
    assert session.save_problem is None
    saved = saves.read_save()
    assert saved is not None and saved.game == "rummy" and saved.progress is None


def test_a_finished_game_is_saved_without_asking_how_far_it_got(words, monkeypatch):
    """A game that is over is asked about by no one: its line is not made (nor can fail)."""
    from wordcards.ai import choose_action
    from wordcards.app.session import Session
    from wordcards.engine.seeding import rng
    from wordcards.engine.shuffle import ShuffleGame

    monkeypatch.setattr("wordcards.app.progress.shuffle_progress", progress_that_fails)
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 190)
    while not game.is_over:  # two computers' moves, by the engine alone
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    session = Session(game)
    session.save()
    assert session.save_problem is None and session.on_disk
    assert saves.read_save() is None  # finished: nothing is left unfinished


@pytest.mark.parametrize(
    ("options", "said"),
    [({"variant": "standard"}, "standard, after hand 1"), ({"variant": "inverse", "deals": 5}, "inverse, after deal 1 of 5")],
)
def test_between_hands_it_says_after_the_hand_just_over(words, options, said):
    """A play-tester: between hands it said "standard, hand 1, Mum 25 - Dad 3" when hand 1 was
    over and hand 2 next."""
    from wordcards.ai import choose_action
    from wordcards.engine.seeding import rng

    match = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 3, **options)
    while not (match.between_hands or match.is_over):  # two computers' moves, by the engine alone
        match.apply(choose_action(match, match.current, "easy", rng(match.seed, "test", len(match.actions))))
    assert match.between_hands  # hand 1 did not end the match
    assert rummy_progress(match).startswith(f"{said}, Ann ")
