"""Small builders shared by the app tests."""

from __future__ import annotations

import argparse
import json

from wordcards.app.launch import add_play_arguments, choice_from_args

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset


def shuffle_save_with_bad_action(words) -> str:
    """A well-formed save whose first action is not legal (a word nobody holds)."""
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 1)
    data = json.loads(game.to_json())
    data["actions"] = ["ZYZZYVA"]
    return json.dumps(data)


def choice_for(*argv: str):
    """The checked launch choice for ``wordcards play`` with these arguments."""
    parser = argparse.ArgumentParser()
    add_play_arguments(parser)
    return choice_from_args(parser.parse_args(list(argv)))


def app_over_an_unfinished_rummy(new_app, words):
    """``wordcards play shuffle --players Ann,Bob`` over an unfinished Word Rummy of Old and
    Game: the app, which opens on the unfinished-game question."""
    from wordcards.app.session import Session

    old = choice_for("rummy", "--players", "Old,Game", "--seed", "5")
    Session.new(old, words, old.players).save()
    return new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)


class FakeClock:
    """time.monotonic moved on by hand (``clock.now += 0.3``): called in its place, or as the
    ``time`` a module reads it from (``clock.monotonic()``)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return self.now
