"""A game as the unfinished-game question names it, as the rest of the app does: the shipped
game by its title ("Word Rummy", as the setup screen says it), a family's or a changed
ruleset by its heading on the rules screen ("Shuffle: ours (custom)", "Shuffle (custom)")."""

from __future__ import annotations

from wordcards.games import TITLES
from wordcards.rules_text import ruleset_heading
from wordcards.rulesets import RulesetError, default_ruleset


def game_named(game: str, rules_name: str | None, variant: str | None = None) -> str:
    """``game`` played with the ruleset named ``rules_name`` (None: the shipped one), and a
    match's scoring when one was chosen ("Word Rummy with inverse scoring")."""
    name = TITLES[game] if rules_name is None or rules_name == _shipped_name(game) else ruleset_heading(game, rules_name)
    return f"{name} with {variant} scoring" if variant else name


def _shipped_name(game: str) -> str | None:
    try:
        return default_ruleset(game).name
    except (OSError, RuntimeError, RulesetError):  # no shipped file to read: every name is the ruleset's own
        return None
