"""The examples the documentation gives are what the code does: a hint shown in the docs is
a legal play with the points said, and a log line quoted is the engine's."""

from __future__ import annotations

import re
import shlex
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


def test_S10_the_joker_swap_hint_in_playing_md_is_the_hint_for_its_position(words):
    from wordcards.ai import suggest
    from wordcards.app.shuffle_hint import said as hint_said

    text = one_line(DOCS / "playing.md")
    found = re.search(
        r"with your (\w+) and Bob's (\w+) on the table and ([A-Z ]+) in your hand, where the best single play, (\w+),"
        r" makes \+(\d+)\): \"(Hint: [^\"]+)\"",
        text,
    )
    assert found, "docs/playing.md no longer gives its joker swap hint example in the expected words"
    mine, bobs, hand, single, single_points, said = found.groups()
    start = {
        "hands": [hand.replace(" ", ""), "EENOTAI"], "table": [{"owner": 0, "word": mine}, {"owner": 1, "word": bobs}],
        "first_played": [True, True],
    }
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start)
    hinted = suggest(game)
    assert hinted is not None and hinted.action.kind == "swap" and hinted.then
    assert said == f"Hint: {hint_said(game, hinted.action, hinted.points, hinted.then)}"
    fends = [play for play in game.resolve(single) if game.score_change(play) == int(single_points)]
    assert fends, f"{single} does not make +{single_points} there"


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


# --- what the docs name is there: classes and their members, files, modules ----------

SRC = Path(__file__).resolve().parents[1] / "src" / "wordcards"
DOCUMENTS = (Path(__file__).resolve().parents[1] / "README.md", *sorted(DOCS.rglob("*.md")))


def class_members() -> dict[str, tuple[set[str], list[str]]]:
    """Each class of the package: the names it defines (methods, class attributes, fields,
    and what its methods set on self) and the names of its bases."""
    import ast

    found: dict[str, tuple[set[str], list[str]]] = {}
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            members, bases = found.setdefault(node.name, (set(), []))
            bases.extend(base.id if isinstance(base, ast.Name) else getattr(base, "attr", "") for base in node.bases)
            for inner in ast.walk(node):
                if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and inner is not node:
                    members.add(inner.name)
                elif isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Store):
                    members.add(inner.id)
                elif isinstance(inner, ast.Attribute) and isinstance(inner.ctx, ast.Store):
                    members.add(inner.attr)
    return found


def test_every_class_member_the_docs_name_exists():
    """`Class.member` in the README and docs/ names a class of the package that has it
    (itself or a base): docs/decisions/app.md named SeatView.table_points after the field
    moved to ShuffleSeatView."""
    classes = class_members()

    def has(name: str, member: str, seen: frozenset[str] = frozenset()) -> bool:
        if name not in classes or name in seen:
            return False
        members, bases = classes[name]
        return member in members or any(has(base, member, seen | {name}) for base in bases)

    stale = []
    for document in DOCUMENTS:
        text = document.read_text(encoding="utf-8")
        for name, member in sorted(set(re.findall(r"`+([A-Z]\w*)\.([a-z_]\w*)\b(?!\.)", text))):
            if member in ("md", "py", "yaml", "json", "txt", "toml"):
                continue  # a file name (RULINGS.md), not a member
            if not has(name, member):
                stale.append(f"{document.name}: {name}.{member}")
    assert not stale, f"named in the docs, not in the code: {stale}"


def test_every_file_the_docs_name_exists():
    """A path in backticks (`tools/fuzz_keys.py`, `app/screens/turn.py`, `seat/app.py`) whose
    first folder is one of the repository's or the package's names a file that is there."""
    repo = SRC.parents[1]
    files = [
        path.relative_to(repo).as_posix()
        for path in repo.rglob("*")
        if path.is_file() and not {".venv", ".git"} & set(path.parts)
    ]
    folders = {part for name in files for part in name.split("/")[:-1]}
    missing = []
    for document in DOCUMENTS:
        text = document.read_text(encoding="utf-8")
        for named in sorted(set(re.findall(r"`([\w./-]+/[\w.-]+\.(?:py|md|yaml|txt|tcss|png))`", text))):
            if named.split("/")[0] not in folders or "NAME" in named:
                continue  # a file in the data folder (hosted/game.json), or a pattern
            if not any(name == named or name.endswith("/" + named) for name in files):
                missing.append(f"{document.name}: {named}")
    assert not missing, f"named in the docs, not in the repository: {missing}"


def test_where_things_are_names_every_module():
    """docs/engine-api.md's "Where things are" names each module of the package (by its file
    name, as the table does), so a new module is not left out of the picture."""
    text = (DOCS / "engine-api.md").read_text(encoding="utf-8")
    named = set(re.findall(r"[\w]+\.py\b", text))
    modules = {path.name for path in SRC.rglob("*.py") if path.name not in ("__init__.py", "__main__.py")}
    assert not modules - named, f"not in docs/engine-api.md: {sorted(modules - named)}"


def test_S11_the_house_word_refusal_in_playing_md_is_the_games(tmp_path, monkeypatch):
    from wordcards.words import default_wordlist

    text = one_line(DOCS / "playing.md")
    found = re.search(r"with a `(\S+)` of the lines `(\S+)` and `(\S+)`\): \"([^\"]+)\"", text)
    assert found, "docs/playing.md no longer gives its house word refusal in the expected words"
    name, first, second, said = found.groups()
    (tmp_path / name).write_text(f"{first}\n{second}\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert default_wordlist(name).refusal(second.lstrip("-")) == said


def test_S12_the_word_list_lengths_in_playing_md_depend_on_who_plays_as_said(tmp_path):
    """A list of three-letter words: refused for a table of adults, played with a junior
    (the docs said the junior's length counted whoever played)."""
    import argparse

    from wordcards.app.launch import add_play_arguments, choice_from_args
    from wordcards.choice import LaunchError, words_for

    text = one_line(DOCS / "playing.md")
    found = re.search(
        r"a list of three-letter words is refused for `([^`]+)` \(\"([^\"]+) \.\.\. ([^\"]+)\"\) and plays with `([^`]+)`",
        text,
    )
    assert found, "docs/playing.md no longer says which table a list of three-letter words is refused for"
    adults, said, ending, junior = found.groups()
    listed = tmp_path / "three.txt"
    listed.write_text("cat\ndog\nsun\n", encoding="utf-8")

    def choice(*options: str):
        parser = argparse.ArgumentParser()
        add_play_arguments(parser)
        return choice_from_args(parser.parse_args(["shuffle", "--wordlist", str(listed), *shlex.split(" ".join(options))]))

    with pytest.raises(LaunchError, match=re.escape(said)) as refused:
        words_for(choice(adults))
    assert str(refused.value).endswith(ending)
    assert words_for(choice(adults, junior)) is not None


def test_S3_playing_md_says_a_newcomer_may_get_two_turns_against_a_hard_computer_as_one_does(words):
    """A hard computer plays every card, draws 7 and plays again (S3, S6, S8): docs/playing.md
    "Computer players" says a newcomer may get only two turns in a game, and a seeded game
    (hard against easy, seed 5) is one: the easy seat's turns are 2 of the game's."""
    from wordcards.ai.selfplay import new_game, play_out

    text = one_line(DOCS / "playing.md")
    section = text[text.index("## Computer players") : text.index("## Hints and the review")]
    assert "draws 7 and plays again at once (S3)" in section and "may get only two turns in a whole game" in section
    levels = ("hard", "easy")
    played = new_game("shuffle", default_ruleset("shuffle"), words, levels, 5)
    assert play_out(played, 5) == []
    replay = new_game("shuffle", default_ruleset("shuffle"), words, levels, 5)
    turns = [0, 0]
    chained = 0  # turns hard ended with its hand empty, playing again at once
    for action in played.actions:
        seat = replay.current
        if not action.is_play:  # each turn ends in end or pass
            turns[seat] += 1
            chained += seat == 0 and not replay.view(0).hand
        replay.apply(action)
    assert turns[1] == 2 and turns[0] > turns[1] and chained >= 2, (turns, chained)
