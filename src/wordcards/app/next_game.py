"""Another game for the same table, chosen at the end of one (the final score's g): the
games and scorings this table can play next, the one just played left out. The evening's
scoreboard carries on across them (docs/decisions/app.md, "Another game, the same evening")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from wordcards.choice import LaunchError, game_options, rules_for
from wordcards.engine.contract import GameContract
from wordcards.games import GAMES
from wordcards.rules_text import match_summary


@dataclass(frozen=True)
class NextGame:
    """A game to play next: its name as on the command line, its scoring (None: it has
    none), the line the list says it with, its rules and options, and the ruleset file
    they came from (None: the shipped one)."""

    game: str
    variant: str | None
    label: str
    rules: Any
    options: dict[str, Any]
    ruleset: str | None


def next_games(game: GameContract, rules_tonight: Mapping[str, tuple[Any, str | None]]) -> list[NextGame]:
    """The games ``game``'s table can play next, in the setup screen's order: each game and
    scoring but the one just played, where the table's number of seats may play it. A game
    played tonight keeps its rules and ruleset file (``rules_tonight``: by game, a family's
    file too); another is played by the shipped ruleset."""
    played = (game.game_name, game.options.get("variant"))
    seats = len(game.players)
    offers = []
    for name, entry in GAMES.items():
        try:
            rules, ruleset = rules_tonight[name] if name in rules_tonight else (rules_for(name, None), None)
        except LaunchError:  # no shipped ruleset to read: not offered
            continue
        if not rules.min_players <= seats <= rules.max_players:
            continue
        for variant in entry.variants or (None,):
            if (name, variant) == played:
                continue
            try:
                options = game_options(name, rules, {"variant": variant} if variant else {})
            except LaunchError:  # a family's ruleset no match of this scoring can be played by
                continue
            summary = match_summary(options)
            label = f"{entry.title} - {summary.rstrip('.')}" if summary else entry.title
            offers.append(NextGame(name, variant, label, rules, options, ruleset))
    return offers
