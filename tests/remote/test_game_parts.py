"""A game's parts of remote play (remote/game_parts.py): a host part and a seat part, each a
module the registry names, each held by mypy to its Protocol."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap
from importlib import import_module
from pathlib import Path

import pytest

from wordcards import games
from wordcards.remote import game_parts
from wordcards.remote.game_parts import HostPart, SeatPart, TableWords, host_part, seat_part

ROOT = Path(__file__).resolve().parents[2]


def _members(protocol: type) -> set[str]:
    return {name for name in vars(protocol) if not name.startswith("_")}


HOST_ONLY = _members(HostPart) - _members(TableWords)
SEAT_ONLY = _members(SeatPart) - _members(TableWords)


def _checked_modules() -> set[str]:
    """The modules game_parts.py assigns to a Protocol under TYPE_CHECKING (which mypy checks)."""
    tree = ast.parse(Path(game_parts.__file__).read_text(encoding="utf-8"))
    imported: dict[str, str] = {}
    assigned: set[str] = set()
    for block in tree.body:
        if not (isinstance(block, ast.If) and getattr(block.test, "id", None) == "TYPE_CHECKING"):
            continue
        for node in block.body:
            if isinstance(node, ast.ImportFrom):
                imported.update({alias.asname or alias.name: f"{node.module}.{alias.name}" for alias in node.names})
            elif isinstance(node, ast.AnnAssign) and isinstance(node.value, ast.Name):
                assigned.add(node.value.id)
    return {imported[name] for name in assigned if name in imported}


def test_every_games_two_parts_are_checked_against_the_protocols():
    """A game's parts not assigned to their Protocol in game_parts.py would go unchecked."""
    checked = _checked_modules()
    for entry in games.GAMES.values():
        assert entry.remote_host in checked, entry.name
        assert entry.remote_seat in checked, entry.name


@pytest.mark.parametrize("name", games.NAMES)
def test_the_loaders_give_the_registrys_modules(name):
    entry = games.entry(name)
    assert host_part(name) is import_module(entry.remote_host)
    assert seat_part(name) is import_module(entry.remote_seat)


@pytest.mark.parametrize("name", games.NAMES)
def test_a_host_part_holds_the_hosts_side_and_a_seat_part_the_seats(name):
    """Split by who asks: the host's table never draws a panel, the seat never plays a word."""
    host, seat = host_part(name), seat_part(name)
    assert all(callable(getattr(host, member, None)) for member in HOST_ONLY)
    assert all(hasattr(seat, member) for member in SEAT_ONLY)
    assert not [member for member in SEAT_ONLY if hasattr(host, member)], name
    assert not [member for member in HOST_ONLY - {"log_words"} if hasattr(seat, member)], name
    for member in _members(TableWords):  # said alike: the seat's are the host's own
        assert getattr(seat, member) is getattr(host, member), (name, member)


def test_mypy_holds_a_part_to_its_protocol(tmp_path):
    """A host part whose ``usable`` takes a seat by name, and with no ``key``, is an error."""
    pytest.importorskip("mypy", reason="mypy is not installed: pip install -e '.[test]'")
    source = (ROOT / "src/wordcards/remote/host_parts/shuffle.py").read_text(encoding="utf-8")
    wrong = source.replace("def usable(game: ShuffleGame, seat: int)", "def usable(game: ShuffleGame, seat: str)")
    wrong = wrong.replace("def key(table: HostTable, seat: int, key: SeatKey) -> bool:", "def keyed(table: HostTable, seat: int, key: SeatKey) -> bool:")
    assert wrong.count("seat: str") == 1 and "def keyed(" in wrong
    (tmp_path / "wrong_part.py").write_text(wrong, encoding="utf-8")
    (tmp_path / "check_part.py").write_text(
        textwrap.dedent(
            """
            from typing import TYPE_CHECKING

            import wrong_part

            if TYPE_CHECKING:
                from wordcards.remote.game_parts import ShuffleHost

                checked: ShuffleHost = wrong_part
            """
        ),
        encoding="utf-8",
    )
    result = subprocess.run(
        [sys.executable, "-m", "mypy", str(tmp_path / "check_part.py")],
        cwd=ROOT,
        env={**os.environ, "MYPYPATH": str(tmp_path)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1, result.stdout + result.stderr
    said = result.stdout
    assert "check_part.py:9: error: Incompatible types in assignment" in said, said  # checked: wrong_part
    assert 'missing following "HostPart" protocol member:' in said and "note:     key\n" in said, said
    assert "Got:" in said and "def usable(game: ShuffleGame, seat: str)" in said, said
