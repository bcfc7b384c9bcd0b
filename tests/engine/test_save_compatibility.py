"""Saves written before the game names had one source (rulesets.GAME_KINDS) still load,
replay and are written back byte for byte; and a game's name is spelt once below the
registry, so the save format, the rulesets and the registry cannot drift apart."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from wordcards import games
from wordcards.engine import record
from wordcards.engine.errors import SaveError
from wordcards.rulesets import GAME_KINDS, RULES_TYPES
from wordcards.words import default_wordlist

SAVES = Path(__file__).parent / "saves"
SRC = Path(__file__).resolve().parents[2] / "src" / "wordcards"


@pytest.fixture(scope="module")
def words():
    return default_wordlist()


@pytest.mark.parametrize("name", ["shuffle-v1.json", "rummy-inverse-v1.json"])
def test_a_save_written_before_loads_replays_and_is_written_back_unchanged(words, name):
    text = (SAVES / name).read_text(encoding="utf-8")
    game = games.entry(record.loads(text).game).load("engine").from_json(text, words)
    assert game.actions and game.to_json() == text


def test_the_registry_has_one_entry_per_game_kind():
    assert sorted(games.NAMES) == sorted(GAME_KINDS)
    assert all(games.entry(kind.game).name == kind.game for kind in RULES_TYPES)


@pytest.mark.parametrize("game", [["shuffle"], {"rummy": 1}, 7, None, "Shuffle", "chess"])
def test_a_save_of_an_unknown_game_is_refused_in_words(game):
    text = (SAVES / "shuffle-v1.json").read_text(encoding="utf-8").replace('"game": "shuffle"', f'"game": {_json(game)}', 1)
    with pytest.raises(SaveError, match="unknown game"):
        record.loads(text)


def _json(value: object) -> str:
    import json

    return json.dumps(value)


@pytest.mark.parametrize(
    "module",
    [f"rulesets/{name}.py" for name in ("rules", "schema", "yaml_errors", "reading", "as_shipped")] + ["engine/record.py", "games.py"],
)
def test_a_games_name_is_spelt_once_below_the_layers_that_use_it(module):
    """Only the settings types name their game (``ShuffleRules.game = "shuffle"``); the
    save format and the registry take the names from there."""
    tree = ast.parse((SRC / module).read_text(encoding="utf-8"))
    spelt = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Constant) and node.value in GAME_KINDS]
    assert len(spelt) == (len(GAME_KINDS) if module == "rulesets/rules.py" else 0), spelt


# --- a save edited by hand is refused in words --------------------------------------------


def edited_save(name: str, old: str, new: str) -> str:
    text = (SAVES / name).read_text(encoding="utf-8")
    assert text.count(old) == 1
    return text.replace(old, new)


@pytest.mark.parametrize(("name", "game", "other"), [("shuffle-v1.json", "shuffle", "rummy"), ("rummy-inverse-v1.json", "rummy", "shuffle")])
def test_a_save_whose_game_was_changed_says_so(name, game, other):
    """It said "the saved ruleset has an unknown setting 'first_play_min'"."""
    with pytest.raises(SaveError, match=f"^the save says it is a {other} game, but its ruleset is a {game} one$"):
        record.loads(edited_save(name, f'"game": "{game}"', f'"game": "{other}"'))


def test_a_rummy_save_without_its_variant_says_so(words):
    """It said "unknown rummy variant None"."""
    from wordcards.engine.rummy import RummyMatch

    text = edited_save("rummy-inverse-v1.json", '"variant": "inverse",', "")
    with pytest.raises(SaveError, match=r"cannot be set up again \(no rummy variant given \(standard, advanced or inverse\)\)"):
        RummyMatch.from_json(text, words)
