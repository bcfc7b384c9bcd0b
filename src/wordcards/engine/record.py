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
from wordcards.engine.players import Player, check_players
from wordcards.quoting import kind_of, shorten
from wordcards.rulesets import GAME_KINDS, RULES_TYPES, Rules, RulesetError, RummyRules, ShuffleRules, rules_from_document

FORMAT = "wordcards-save"
VERSION = 1


@dataclass(frozen=True)
class Record:
    game: str  # one of rulesets.GAME_KINDS
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


def rules_from_dict(game: str, data: Any) -> Rules:
    """The saved ruleset, checked by the very checks a ruleset file passes (one
    validation, in the loader): it is rearranged into the file's shape and loaded.
    Raises SaveError naming the key and the problem."""
    if not isinstance(data, dict):
        raise SaveError(f"the saved ruleset is not its settings written as keys and values, found {kind_of(data)}")
    data = {**{k: v for k, v in FIELDS_OLDER_SAVES_LACK.items() if k in _FIELDS[game]}, **data}
    unknown = sorted(str(key) for key in data if key not in _FIELDS[game])
    for other, fields in _FIELDS.items():  # a save whose "game" was changed by hand
        if unknown and other != game and set(data) - set(FIELDS_OLDER_SAVES_LACK) <= fields:
            raise SaveError(f"the save says it is a {game} game, but its ruleset is a {other} one")
    if unknown:
        raise SaveError(f"the saved ruleset has an unknown setting {unknown[0][:40]!r}")
    missing = sorted(_FIELDS[game] - {"digest"} - data.keys())
    if missing:  # the first in a-z order
        raise SaveError(f"the saved ruleset has no '{missing[0]}'")
    digest = data.get("digest", "")
    if not isinstance(digest, str) or len(digest) > 64 or not digest.isalnum() and digest:
        raise SaveError("the saved ruleset's digest is not a checksum")
    document = _DOCUMENTS[game](data)
    try:
        return rules_from_document(document, "the saved ruleset", expect=game, digest=digest)
    except RulesetError as exc:
        raise SaveError(str(exc)) from None


_FIELDS = {kind.game: {f.name for f in dataclasses.fields(kind)} for kind in RULES_TYPES}


def _pairs(data: dict[str, Any], key: str) -> dict[Any, Any]:
    """A saved table (a list of [key, value] pairs) as a mapping; SaveError when it is not one."""
    value = data[key]
    if not isinstance(value, list) or not all(isinstance(p, list) and len(p) == 2 for p in value):
        raise SaveError(f"the saved ruleset's '{key}' is not a list of pairs")
    keys = [p[0] for p in value]
    if not all(isinstance(k, (str, int)) and not isinstance(k, bool) for k in keys):
        raise SaveError(f"the saved ruleset's '{key}' has a key that is not a letter or a number")
    if len(set(keys)) != len(keys):
        raise SaveError(f"the saved ruleset's '{key}' names something twice")
    return dict(value)


def _shuffle_document(data: dict[str, Any]) -> dict[str, Any]:
    counts, values = _pairs(data, "letter_counts"), _pairs(data, "letter_values")
    letters = {
        letter: {**({"count": counts[letter]} if letter in counts else {}), **({"value": values[letter]} if letter in values else {})}
        for letter in {**counts, **values}
    }
    total = sum(n for n in counts.values() if isinstance(n, int) and not isinstance(n, bool))
    return {
        "game": ShuffleRules.game,
        "name": data["name"],
        "deck": {
            "letters": letters,
            "letter_cards": total,
            "jokers": data["jokers"],
            "joker_table_value": data["joker_table_value"],
            "joker_hand_penalty": data["joker_hand_penalty"],
        },
        "players": {"min": data["min_players"], "max": data["max_players"]},
        "hand_size": data["hand_size"],
        "min_length": {
            "first_play": data["first_play_min"],
            "word": data["word_min"],
            "left_behind": data["left_behind_min"],
        },
        "steal": {"new_cards_per_old_letter": data["steal_cards_per_letter"]},
        "take": {"new_cards_per_taken_letter": data["take_cards_per_letter"]},
        "length_bonus": _pairs(data, "length_bonus"),
    }


def _rummy_document(data: dict[str, Any]) -> dict[str, Any]:
    return {
        "game": RummyRules.game,
        "name": data["name"],
        "deck": {"colours": data["colours"], "values": _pairs(data, "letter_values")},
        "players": {"min": data["min_players"], "max": data["max_players"]},
        "hand_size": _pairs(data, "hand_sizes"),
        "min_word_length": data["min_word_length"],
        "standard": {"target": data["target"], "max_hands": data["max_hands"]},
        "advanced": {"pad_rows": data["pad_rows"], "hands": data["default_hands"], "minutes": data["default_minutes"]},
        "inverse": {"deals": data["default_deals"]},
    }


# Each game's saved fields, rearranged into its ruleset file's shape (one per game kind).
_DOCUMENTS = {ShuffleRules.game: _shuffle_document, RummyRules.game: _rummy_document}


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


BYTE_ORDER_MARK = "\ufeff"
MAX_SAVE_CHARS = 64 * 1024 * 1024  # a save of many matches is a few MB at most
TOO_BIG = f"the save is over {MAX_SAVE_CHARS // 2**20} MB, far more than a game needs"


def _json_problem(text: str, exc: ValueError) -> str:
    """Why the save's text is not JSON, in a player's words where the cause is plain: an
    empty file, or one cut off part-way (the JSON error alone reads like a typo)."""
    if not text.strip():
        return "the save is empty"
    # The text ends where the error is, or inside a string never closed: cut off, not mistyped.
    if isinstance(exc, json.JSONDecodeError) and (not text[exc.pos :].strip() or exc.msg.startswith("Unterminated string")):
        return f"the save stops part-way, at line {exc.lineno} (the file was cut short)"
    if not isinstance(exc, json.JSONDecodeError):  # Python refuses a number of thousands of digits
        return "the save file is damaged: a number in it is too long to read"
    # Python's own words ("Expecting value: line 197 column 2 (char 1826)") mean nothing to a family.
    before = text[: exc.pos].rstrip()
    if before.endswith(",") and text[exc.pos : exc.pos + 1] in "]}":  # an edit left a comma before the end
        comma_line = before.count("\n") + 1
        return f"the save file is damaged at line {exc.lineno} (not valid JSON: the ',' on line {comma_line} has nothing after it)"
    return f"the save file is damaged at line {exc.lineno} (not valid JSON)"


def loads(text: str) -> Record:
    """Parse save text into a Record. Raises SaveError with a message for players."""
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError(TOO_BIG)
    # A byte order mark, as Windows editors write one on saving (JSON itself refuses it).
    text = text.removeprefix(BYTE_ORDER_MARK)
    try:
        data = json.loads(text)
    except RecursionError:
        raise SaveError("the save is not a wordcards save (it is nested too deeply)") from None
    except ValueError as exc:  # JSONDecodeError, or a number of thousands of digits
        raise SaveError(_json_problem(text, exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this is not a wordcards save")
    version = data.get("version")
    if version is None:
        raise SaveError("the save has no format version (a whole number from 1)")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        # It has one, a wrong one: said with its value (cut, as a file's text may be long).
        raise SaveError(f"the save's format version {shorten(json.dumps(version), 40)} is not one wordcards writes (a whole number from 1)")
    if version > VERSION:
        raise SaveError(
            f"the save is from a newer wordcards (format {version}; this one reads up to {VERSION}): update wordcards to resume it"
        )
    for key in ("game", "ruleset", "wordlist", "players", "seed", "actions"):
        if key not in data:
            raise SaveError(f"the save has no '{key}'")
    game = data["game"]
    if not isinstance(game, str) or game not in GAME_KINDS:
        raise SaveError(f"the save is of an unknown game {str(game)[:40]!r}")
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SaveError("the seed is not a whole number")
    actions = data["actions"]
    if not isinstance(actions, list):
        raise SaveError(f"the action list is not a list of plays, found {kind_of(actions)}")
    for number, action in enumerate(actions, 1):
        if not isinstance(action, str):
            raise SaveError(f"action {number} of the save is {kind_of(action)}, not a play written as text")
    wordlist = data["wordlist"]
    if not isinstance(wordlist, dict) or not all(isinstance(v, str) for v in wordlist.values()):
        raise SaveError("the save's word list is not a name and a checksum")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise SaveError(f"the save's options are not written as keys and values, found {kind_of(options)}")
    if not isinstance(data["players"], list):
        raise SaveError("the save's players are not a list")
    try:
        players = check_players(Player.from_dict(p) for p in data["players"])
    except ValueError as exc:
        raise SaveError(f"the save's players: {exc}") from None
    return Record(
        game=game,
        rules=rules_from_dict(game, data["ruleset"]),
        wordlist=dict(wordlist),
        players=players,
        seed=seed,
        options=dict(options),
        actions=tuple(actions),
    )
