"""How a refusal names the number of players a game's rules allow, and whose rules they are:
one wording for ``play`` and ``simulate`` (and whatever checks --players next)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wordcards import games
from wordcards.quoting import one_line
from wordcards.resources import ruleset_path


def whose_player_limits(game: str, ruleset: str | None, rules: Any) -> str:
    """The player limits and whose they are: a family's own ruleset is named with the keys
    that set them, since the game's name alone sends them to the shipped rules ("Shuffle is
    for 2 to 6 players" of a copy that allows 4)."""
    limits = f"{rules.min_players} to {rules.max_players} players"
    if ruleset is None or Path(ruleset).resolve() == ruleset_path(game).resolve():
        return f"{games.entry(game).title} is for {limits}"
    return f"{one_line(ruleset)} allows {limits} (players.min, players.max)"
