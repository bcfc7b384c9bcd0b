"""For every test: the user's settings (light or dark, settings.py) are a temporary
folder's, never read from nor written to the real config folder; no grace for keys after
a hand-off or a score is drawn; no "Reading the word list..." notice on a busy machine."""

from __future__ import annotations

import math
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def config_home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    return folder


@pytest.fixture(autouse=True)
def no_grace_after_a_screen_is_drawn(monkeypatch) -> None:
    """A hand-off or a score acts on an Enter pressed as soon as it is drawn: tests press
    keys at once, never waiting out the grace (typed_ahead.py; one test sets a fake clock)."""
    monkeypatch.setattr("wordcards.app.screens.typed_ahead.GRACE_AFTER_DRAWN", 0)


@pytest.fixture(autouse=True)
def no_grace_after_the_rules_close(monkeypatch) -> None:
    """A close key of the rules or help acts on the line as soon as they are closed: a grace
    on the real clock would drop it or not by how busy the machine is (close_grace.py; the
    tests of the grace set it, on a fake clock)."""
    monkeypatch.setattr("wordcards.app.widgets.common.close_grace.GRACE_AFTER_CLOSE", 0)


@pytest.fixture(autouse=True)
def no_slow_loading_notice(monkeypatch) -> None:
    """"Reading the word list..." shows only when loading outlasts a second, which depends on
    how busy the machine is: tests that read stderr whole must not see it by chance
    (tests/test_untrusted_files.py tests the notice with its own delays)."""
    monkeypatch.setattr("wordcards.slow.NOTICE_AFTER", math.inf)


@pytest.fixture(autouse=True)
def keys_from_a_terminal(monkeypatch) -> None:
    """A test's own process has no terminal for its input (pytest's is /dev/null): the app
    commands it runs in-process (their app run headless, or not at all) start as in one.
    The refusal without a terminal is tested in a process of its own (test_cli.py)."""
    monkeypatch.setattr("wordcards.app.needs_a_terminal.stdin_is_a_terminal", lambda: True)


@pytest.fixture
def game_with_a_played_word(tmp_path):
    """``make(game_name)`` -> (game, word list file, house file, word): a game of
    ``game_name`` with its own word list and house file (+zorp) in which Ann has played a
    word, TIRE in Shuffle, VAT in Word Rummy (for saves whose house file later takes it out)."""
    from wordcards.choice import load_words
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import DrawDeck, RummyMatch
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.engine.shuffle.actions import HandWord
    from wordcards.rulesets import default_ruleset

    def make(game_name: str):
        own, house = tmp_path / "ours.txt", tmp_path / "house.txt"
        own.write_text("tire\ntile\nvat\nat\n")
        house.write_text("+zorp\n")
        words, players = load_words(str(own), str(house)), (Player("Ann"), Player("Bob"))
        if game_name == "shuffle":
            game, word = ShuffleGame.new(default_ruleset("shuffle"), words, players, 1), "TIRE"
            game.apply(HandWord(word))  # Ann holds E I I L R R T
        else:
            game, word = RummyMatch.new(default_ruleset("rummy"), words, players, 2), "VAT"
            game.apply(DrawDeck())  # Ann holds A C C D N T V Y
            game.apply(game.resolve(word)[0])
        return game, own, house, word

    return make

