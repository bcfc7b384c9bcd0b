"""The package's shape: no import cycle (imports inside functions count too), the engine
free of the screen and of I/O libraries, and no layer above the engine that tests which
game it holds (it asks the registry, ``wordcards.games``, instead)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from wordcards import games

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "wordcards"


def modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of nodes under ``if TYPE_CHECKING:`` (read by type checkers, never run)."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", None)) == "TYPE_CHECKING":
            skipped.update(id(inner) for child in node.body for inner in ast.walk(child))
    return skipped


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The package's modules that ``name`` imports when it runs: at the top or inside
    functions (annotations under TYPE_CHECKING are not imports at run time)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_only(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            for alias in node.names:
                full = f"{base}.{alias.name}"
                if full in known:
                    found.add(full)
                elif base in known:
                    found.add(base)
    found.discard(name)
    return found


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_graph_sees_imports_inside_functions():
    graph = import_graph()
    assert "wordcards.app.main" in graph["wordcards.app.launch"]  # run_play imports the app inside
    assert "wordcards.engine.game" in graph["wordcards.engine.shuffle.game"]


def test_no_import_cycles():
    graph = import_graph()
    found = cycles(graph)
    described = [" <-> ".join(group) + ": " + "; ".join(f"{m} -> {sorted(graph[m] & set(group))}" for m in group) for group in found]
    assert not found, "\n".join(described)


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("layer", ["wordcards.engine", "wordcards.words", "wordcards.rulesets"])
def test_arrows_point_down(layer):
    """The engine and what it stands on import no layer above them, nor textual or rich."""
    above = ("wordcards.app", "wordcards.ai", "wordcards.cli", "wordcards.saves", "wordcards.games")
    for name, path in modules().items():
        if name != layer and not name.startswith(layer + "."):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            targets = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                targets = [node.module or ""]
            for target in targets:
                assert not target.startswith(("textual", "rich")), f"{name} imports {target}"
                assert not target.startswith(above), f"{name} imports {target}, a layer above it"


# The layers of docs/engine-api.md ("Arrows point down"), top first; a module imports its
# own package or a layer below its own, never one beside or above it.
LAYERS = (
    ("wordcards.__main__",),
    ("wordcards.cli",),
    ("wordcards.remote",),
    ("wordcards.app",),
    ("wordcards.settings",),  # kept with saves.write_atomically
    ("wordcards.choice", "wordcards.saves", "wordcards.rules_text"),
    ("wordcards.ai",),
    ("wordcards.match_length", "wordcards.player_limits"),  # play's and simulate's one check, one wording
    ("wordcards.games", "wordcards.loading"),
    ("wordcards.engine",),
    ("wordcards.words", "wordcards.rulesets", "wordcards.slow"),
    ("wordcards.resources", "wordcards.data_folder", "wordcards.typed_text", "wordcards.files", "wordcards.console"),
    ("wordcards.quoting",),  # below files: a command it shows quotes its file names as every command does
    ("wordcards",),  # the package itself holds only its version
)


def layer_of(name: str) -> tuple[int, str]:
    """(depth, package) of a module: the longest package in LAYERS that holds it."""
    found = [
        (len(package), depth, package)
        for depth, packages in enumerate(LAYERS)
        for package in packages
        if name == package or (name.startswith(package + ".") and package != "wordcards")
    ]
    assert found, f"{name} is in no layer: add it to LAYERS and to docs/engine-api.md"
    _, depth, package = max(found)
    return depth, package


def test_each_layer_imports_only_layers_below_it():
    """Relative imports and imports inside functions count (``import_graph``): the app may
    import the engine and the computer players, never the reverse; ai never imports the app."""
    wrong = []
    for name, targets in import_graph().items():
        depth, package = layer_of(name)
        for target in sorted(targets):
            below, other = layer_of(target)
            if other != package and below <= depth:
                wrong.append(f"{name} imports {target}")
    assert not wrong, "\n".join(wrong)


def test_the_docs_name_every_layer_in_the_arrows():
    docs = (PACKAGE.parents[1] / "docs" / "engine-api.md").read_text(encoding="utf-8")
    arrows = docs.split("Arrows point down:", 1)[1].split("\n\n", 1)[0]
    for packages in LAYERS[2:]:
        for package in packages:
            if package == "wordcards":
                continue
            assert f"`{package.removeprefix('wordcards.')}`" in arrows, package


def test_the_docs_map_names_every_module_and_package():
    """docs/engine-api.md's "Where things are" names every top module and subpackage, so a
    new one (remote/keys.py's package, engine/wording.py's) is not left out of the map."""
    docs = (PACKAGE.parents[1] / "docs" / "engine-api.md").read_text(encoding="utf-8")
    table = docs.split("## Where things are", 1)[1].split("\n## ", 1)[0]
    parts = [f"`{p.name}`" for p in PACKAGE.glob("*.py") if not p.name.startswith("__")]
    parts += [f"`{p.parent.name}/`" for p in PACKAGE.glob("*/__init__.py")]
    missing = [part for part in parts if part not in table]
    assert not missing, f"docs/engine-api.md's map leaves out {missing}"


# --- no branching on the game outside the registry -----------------------------------------

# Names of classes that belong to one game: testing for them is asking which game this is.
GAME_CLASSES = {"ShuffleGame", "RummyMatch", "ShuffleRules", "RummyRules", "ShuffleView", "RummyView"}
# Where one game's code lives (it may name its own classes), and the registry itself.
ONE_GAME = ("wordcards.engine", "wordcards.games", "wordcards.rulesets")


# One game's modules named for their job rather than their game.
ONE_GAME_BY_JOB = {"wordcards.ai.best_play"}  # Shuffle's hint search (issue 11)


def _one_game_module(name: str) -> bool:
    last = name.rsplit(".", 1)[-1]
    return name.startswith(ONE_GAME) or name in ONE_GAME_BY_JOB or any(game in last for game in games.NAMES) or any(
        f".{game}." in f"{name}." for game in games.NAMES
    )


def game_branches(tree: ast.AST) -> list[int]:
    """Lines that test which game a value is: ``isinstance(x, ShuffleGame)``, ``x == "rummy"``,
    ``x.game_name == ...``, ``match`` on a game name."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("isinstance", "issubclass"):
            kinds = node.args[1] if len(node.args) > 1 else None
            names = [getattr(k, "id", getattr(k, "attr", None)) for k in (kinds.elts if isinstance(kinds, ast.Tuple) else [kinds])]
            if GAME_CLASSES & set(names):
                lines.append(node.lineno)
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(isinstance(side, ast.Constant) and side.value in games.NAMES for side in sides):
                lines.append(node.lineno)
            elif any(getattr(side, "attr", None) == "game_name" for side in sides):
                lines.append(node.lineno)
        elif isinstance(node, ast.MatchValue) and getattr(node.value, "value", None) in games.NAMES:
            lines.append(node.lineno)
        elif isinstance(node, ast.Dict) and {getattr(k, "value", None) for k in node.keys} >= set(games.NAMES):
            lines.append(node.lineno)  # a table keyed by game: that is the registry's job
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)) and {
            getattr(e, "value", None) for e in node.elts
        } >= set(games.NAMES):
            lines.append(node.lineno)  # the games spelled out: they are games.NAMES
    return lines


def test_nothing_outside_the_registry_branches_on_the_game():
    found = []
    for name, path in modules().items():
        if _one_game_module(name):
            continue
        for line in game_branches(ast.parse(path.read_text(encoding="utf-8"))):
            found.append(f"{path.relative_to(SRC)}:{line}")
    assert not found, "branches on the game (ask wordcards.games instead):\n" + "\n".join(found)


def test_nothing_outside_the_registry_imports_one_game():
    """A module that serves every game reaches a game's own code only through the registry
    (``GameEntry.load``), never by importing it: then it cannot use one game's names."""
    known = modules()
    graph = import_graph()
    found = [
        f"{name} imports {target}"
        for name in sorted(known)
        if not _one_game_module(name)
        for target in sorted(graph[name])
        if _one_game_module(target) and not target.startswith(("wordcards.engine.", "wordcards.games", "wordcards.rulesets"))
        or any(target.startswith(f"wordcards.engine.{game}") for game in games.NAMES)
    ]
    assert not found, "\n".join(found)


def _games_named_in(name: str) -> set[str]:
    """The games a module's dotted name names (``app.rummy_hint``, ``remote.host_parts.shuffle``)."""
    parts = name.split(".")[1:]
    return {game for game in games.NAMES if any(game in part for part in parts)}


def test_no_module_of_one_game_imports_another_games():
    """What two games share (a wording, a mark) lives in a module of neither: rummy's code
    imported the hint mark from Shuffle's list of ways."""
    graph = import_graph()
    found = [
        f"{name} imports {target}"
        for name in sorted(graph)
        if len(mine := _games_named_in(name)) == 1
        for target in sorted(graph[name])
        if _games_named_in(target) and not _games_named_in(target) & mine
    ]
    assert not found, "\n".join(found)


def test_the_branch_finder_finds_branches():
    code = """
if isinstance(game, ShuffleGame): pass
if args.game == "rummy": pass
if game.game_name != other: pass
TITLES = {"shuffle": "Shuffle", "rummy": "Word Rummy"}
parser.add_argument("game", choices=("shuffle", "rummy"))
"""
    assert game_branches(ast.parse(code)) == [2, 3, 4, 5, 6]


def test_every_registry_entry_loads():
    from wordcards.rulesets import default_ruleset

    for entry in games.GAMES.values():
        for part in ("engine", "rules_text", "turn_screen", "help_keys", "computer", "hint", "expert_hint", "hint_points",
                     "review", "invariants", "tally", "most_actions", "remote_host", "remote_seat"):
            assert entry.load(part) is not None, (entry.name, part)
        assert entry.load("engine").game_name == entry.name
        if entry.timed:  # app/ending.py asks it the moment a hand ends (R8)
            assert entry.load("time_up") is not None, entry.name
        assert default_ruleset(entry.name).game == entry.name
        if entry.options is not None:
            assert entry.load("options")(default_ruleset(entry.name), variant=entry.variants[0])


def test_app_css_lives_in_the_tcss_file():
    """Styles are in app/wordcards.tcss (both the app and a remote seat load it), never in
    a widget's DEFAULT_CSS or a CSS string, so one file says how everything looks."""
    found = [
        f"{path.relative_to(SRC)}:{node.lineno}"
        for path in modules().values()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        and any(getattr(t, "id", None) in ("DEFAULT_CSS", "CSS") for t in getattr(node, "targets", [getattr(node, "target", None)]))
        and isinstance(node.value, ast.Constant)
    ]
    assert not found, "CSS outside the .tcss file:\n" + "\n".join(found)


def bare_footers(source: str) -> list[int]:
    """The lines of ``source`` that make Textual's own Footer (``Footer()``), not a FittedFooter."""
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and (getattr(node.func, "id", None) or getattr(node.func, "attr", None)) == "Footer"
    ]


def test_every_footer_is_a_fitted_footer():
    """A FittedFooter composes itself again before its screen is drawn back on top (a
    question closed over it) and leaves out whole the keys that do not fit: a screen that
    made Textual's Footer would show the keys that acted under the question until the
    next refresh of its bindings, as the seat's breakdown and review did."""
    found = [f"{path.relative_to(SRC)}:{line}" for path in modules().values() for line in bare_footers(path.read_text(encoding="utf-8"))]
    assert not found, "compose a FittedFooter (app/screens/footer_keys.py) instead:\n" + "\n".join(found)


def test_the_footer_finder_finds_a_bare_footer():
    assert bare_footers("from textual import widgets\nyield Footer()\nyield widgets.Footer()\nyield FittedFooter()") == [2, 3]


IO_MODULES = ("os", "io", "pathlib", "shutil", "tempfile", "socket", "subprocess", "urllib", "http", "sqlite3", "time")


def test_the_engine_does_no_io():
    """The engine receives its rulesets and word list as objects and returns text; it opens
    no file, prints nothing and reads no clock (a timed rummy match is given one)."""
    found = []
    for name, path in modules().items():
        if not name.startswith("wordcards.engine"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                targets = [node.module or ""]
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("open", "print", "input"):
                targets = [node.func.id + "()"]
            else:
                continue
            found += [f"{name}:{node.lineno} {t}" for t in targets if t.split(".")[0] in IO_MODULES or t.endswith("()")]
    assert not found, "\n".join(found)


def test_every_module_is_named_in_the_engine_api_doc():
    """docs/engine-api.md's "Where things are" and each engine package's "Modules:" line
    name every module by its file (remote/outbox.py, app/idle.py, ai/tally.py and others
    were missing), so a reader of the picture finds every file in it."""
    text = (PACKAGE.parents[1] / "docs" / "engine-api.md").read_text(encoding="utf-8")
    unnamed = [name for name, path in modules().items() if path.name not in ("__init__.py", "__main__.py") and path.name not in text]
    assert not unnamed, f"name these in docs/engine-api.md: {unnamed}"


def test_the_host_table_loads_without_textual_or_rich():
    """The host's table decides what each seat is told; the host runs no UI. Its words for a
    list or question closed with nothing played come from app/answer_words.py, not from the
    choice screen (which loaded Textual into every host)."""
    code = "import sys, wordcards.remote.table; print(sorted({'textual', 'rich'} & set(sys.modules)))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert loaded == "[]", loaded
