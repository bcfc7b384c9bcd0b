"""The examples the documentation gives are what the code does: a hint shown in the docs is
a legal play with the points said, and a log line quoted is the engine's."""

from __future__ import annotations

import re
import sys
import types
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
    assert said == f"Hint: {game.describe(best)} ({hint_points(game, best):+d} to your score)."


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


# --- the python examples of docs/engine-api.md run --------------------------------------


def python_blocks(path: Path) -> list[tuple[int, str]]:
    """Each ```python block of a Markdown file, with the line it starts on."""
    blocks, lines = [], path.read_text(encoding="utf-8").splitlines()
    start = None
    for number, line in enumerate(lines, 1):
        if start is None and line.strip() == "```python":
            start = number
        elif start is not None and line.strip() == "```":
            blocks.append((start + 1, "\n".join(lines[start:number - 1])))
            start = None
    assert start is None, f"{path.name}: the block at line {start} is never closed"
    return blocks


def session_module(monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """A fresh module's namespace for the examples (a dataclass they define needs its module)."""
    module = types.ModuleType("engine_api_examples")
    monkeypatch.setitem(sys.modules, module.__name__, module)
    return module.__dict__


def test_the_engine_api_examples_run_in_order(monkeypatch):
    """Every python block of docs/engine-api.md runs, in order, as one session (a block may
    use what an earlier one made); a block that fails names its line."""
    blocks = python_blocks(DOCS / "engine-api.md")
    assert len(blocks) >= 3
    session = session_module(monkeypatch)
    for line, code in blocks:
        try:
            exec(compile(code, f"docs/engine-api.md:{line}", "exec"), session)
        except Exception as exc:  # noqa: BLE001 - say which example broke
            pytest.fail(f"the example at docs/engine-api.md line {line} fails: {type(exc).__name__}: {exc}")


def test_the_turn_review_the_docs_show_has_the_real_fields(monkeypatch):
    """The TurnReview block of docs/engine-api.md lists the dataclass's fields, in order,
    and its properties."""
    from dataclasses import fields

    from wordcards.ai import TurnReview

    code = next(code for _, code in python_blocks(DOCS / "engine-api.md") if "class TurnReview" in code)
    session = session_module(monkeypatch)
    exec(code, session)
    shown = list(session["TurnReview"].__annotations__)  # type: ignore[attr-defined]
    real = [f.name for f in fields(TurnReview)]
    properties = ("missed", "missed_tallies", "expert_otherwise", "expert_clear")
    assert [name for name in shown if name not in properties] == real
    assert all(name in shown and isinstance(getattr(TurnReview, name), property) for name in properties)
