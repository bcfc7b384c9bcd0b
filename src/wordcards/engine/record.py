"""The save format shared by both games: parameters plus the action list, as JSON.

A game is fully defined by ruleset + word list + players + seed + options + actions, so
that is all a save holds; loading replays the actions. No I/O here: text in, text out.
See docs/save-format.md.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any

from wordcards.engine.errors import SaveError
from wordcards.engine.players import Player
from wordcards.rulesets import Lengths, Rules, RummyRules, ShuffleRules

FORMAT = "wordcards-save"
VERSION = 1


@dataclass(frozen=True)
class Record:
    game: str  # "shuffle" or "rummy"
    rules: Rules
    wordlist: dict[str, str]  # {"name": ..., "sha256": ...}: which list the game was played with
    players: tuple[Player, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)  # e.g. rummy variant, target
    actions: tuple[str, ...] = ()  # each action in its text notation


def rules_to_dict(rules: Rules) -> dict[str, Any]:
    return dataclasses.asdict(rules)


# Ruleset fields added after saves were first written, with the value that replays such a
# save as it was played: matches saved before R11 had no hand limit.
FIELDS_OLDER_SAVES_LACK: dict[str, Any] = {"max_hands": 1000}


def rules_from_dict(game: str, data: dict[str, Any]) -> Rules:
    cls = {"shuffle": ShuffleRules, "rummy": RummyRules}[game]
    kwargs: dict[str, Any] = {}
    for f in dataclasses.fields(cls):
        if f.name not in data and f.name in FIELDS_OLDER_SAVES_LACK:
            kwargs[f.name] = FIELDS_OLDER_SAVES_LACK[f.name]
            continue
        if f.name not in data:
            raise SaveError(f"the saved ruleset has no '{f.name}'")
        value = data[f.name]
        if isinstance(value, dict) and set(value) == {"adult", "junior"}:
            value = Lengths(int(value["adult"]), int(value["junior"]))
        elif isinstance(value, list):
            value = tuple(tuple(v) if isinstance(v, list) else v for v in value)
        kwargs[f.name] = value
    return cls(**kwargs)


def dumps(record: Record) -> str:
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": record.game,
            "ruleset": rules_to_dict(record.rules),
            "wordlist": record.wordlist,
            "players": [p.to_dict() for p in record.players],
            "seed": record.seed,
            "options": record.options,
            "actions": list(record.actions),
        },
        indent=1,
    )


def loads(text: str) -> Record:
    """Parse save text into a Record. Raises SaveError with a message for players."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(f"the save is not valid JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this is not a wordcards save")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveError("the save has no format version")
    if version > VERSION:
        raise SaveError(
            f"the save is from a newer wordcards (format {version}; this one reads up to {VERSION})"
        )
    try:
        game = data["game"]
        if game not in ("shuffle", "rummy"):
            raise SaveError(f"unknown game {game!r}")
        seed = data["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SaveError("the seed is not a whole number")
        actions = data["actions"]
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise SaveError("the action list is not a list of plays")
        return Record(
            game=game,
            rules=rules_from_dict(game, data["ruleset"]),
            wordlist=dict(data["wordlist"]),
            players=tuple(Player.from_dict(p) for p in data["players"]),
            seed=seed,
            options=dict(data.get("options") or {}),
            actions=tuple(actions),
        )
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(f"the save is damaged ({type(exc).__name__}: {exc})") from None
