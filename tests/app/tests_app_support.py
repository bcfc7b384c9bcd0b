"""Small builders shared by the app tests."""

from __future__ import annotations

import json

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset


def shuffle_save_with_bad_action(words) -> str:
    """A well-formed save whose first action is not legal (a word nobody holds)."""
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 1)
    data = json.loads(game.to_json())
    data["actions"] = ["ZYZZYVA"]
    return json.dumps(data)
