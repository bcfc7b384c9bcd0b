"""The examples the documentation gives are what the code does: a hint shown in the docs is
a legal play with the points said, and a log line quoted is the engine's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset

DOCS = Path(__file__).resolve().parents[1] / "docs"


@pytest.fixture(scope="module")
def words():
    from wordcards.words import default_wordlist

    return default_wordlist()


def one_line(path: Path) -> str:
    return " ".join(path.read_text(encoding="utf-8").split())


def test_the_hint_in_playing_md_is_the_hint_for_its_position(words):
    from wordcards.ai import hint, hint_points

    text = one_line(DOCS / "playing.md")
    found = re.search(r"with Bob's (\w+) on the table and ([A-Z ]+) in your hand: \"(Hint: [^\"]+)\"", text)
    assert found, "docs/playing.md no longer gives its hint example in the expected words"
    table_word, hand, said = found.group(1), found.group(2).replace(" ", ""), found.group(3)
    start = {"hands": [hand, "EENOTAI"], "table": [{"owner": 1, "word": table_word}]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start)
    best = hint(game)
    assert game.is_legal(best)
    assert said == f"Hint: {game.describe(best)} ({hint_points(game, best):+d} to your score)"


def test_the_steal_in_the_engine_api_log_example_is_legal(words):
    text = one_line(DOCS / "engine-api.md")
    found = re.search(r'"Bob stole (\w+) from Ann: (\w+)"', text)
    assert found
    old, new = found.groups()
    start = {"hands": ["EENOTAI", "RSTEOLN"], "table": [{"owner": 0, "word": old}], "current": 1}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start)
    steals = [play for play in game.resolve(new) if play.kind == "steal"]
    assert steals, f"Bob cannot steal {old} to make {new}"
    game.apply(steals[0])
    assert game.log[-1] == f"Bob stole {old} from Ann: {new}"
