"""A new game as chosen on the command line (``wordcards.choice``): what it refuses, it
refuses as a LaunchError (one line, exit status 2), never as a traceback."""

from __future__ import annotations

import pytest

from wordcards.choice import LaunchError, parse_players
from wordcards.cli import main

# 11 letters, each with three accents joined to it: 11 columns on screen (within the 12 a
# name may take), but 44 characters, more than the engine keeps for a name (40).
STACKED = "a\u0301\u0301\u0301" * 11


def test_a_name_of_few_columns_but_too_many_characters_is_a_launch_error():
    with pytest.raises(LaunchError, match="longer than 40 characters"):
        parse_players(f"{STACKED},cpu")


def test_a_name_of_too_many_characters_is_refused_in_one_line(capsys):
    code = main(["play", "shuffle", "--players", f"{STACKED},cpu"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and "longer than 40 characters" in err


@pytest.mark.parametrize(
    "typed, commas",
    [("Ann Bob", "'Ann,Bob'"), ("Ann;Bob;Cy", "'Ann,Bob,Cy'"), ("Ann  Bob Cy Dan Eve", "'Ann,Bob,Cy,Dan,Eve'")],
)
def test_names_without_commas_are_refused_with_the_commas_shown(typed, commas):
    """A family types --players "Ann Bob": it was "Shuffle is for 2 to 6 players;
    --players names 1" (they named two), or, five names long, "longer than 12 letters"."""
    with pytest.raises(LaunchError) as refused:
        parse_players(typed)
    assert f"separate names with commas: --players {commas}" in str(refused.value)


def test_one_name_with_a_space_beside_others_is_a_name():
    assert [seat.name for seat in parse_players("Mary Ann,Bob")] == ["Mary Ann", "Bob"]
