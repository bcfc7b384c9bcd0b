"""A family's evening played with fresh eyes: the rough edges a newcomer met (text cut
between a letter and its value, the two games saying the same thing two ways)."""

from __future__ import annotations

import re

import pytest
from rich.console import Console

from wordcards.rulesets import default_ruleset


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_the_rules_screen_never_cuts_a_card_value_from_its_letter(game):
    """At 100 columns the rules screen ended a line with "Y" and began the next with "4 Z 10":
    a letter's value read as the next letter's."""
    from wordcards.app.screens.rulebook import rules_renderable

    for width in range(40, 100):
        console = Console(width=width, record=True, color_system=None)
        console.print(rules_renderable(default_ruleset(game)))
        values = console.export_text().split("Card values:", 1)[1]
        for line in values.strip().splitlines():
            assert not re.search(r"(^|\s)[A-Z]\s*$", line) and not re.match(r"\s*\d", line), (width, line)
