"""A new game of a saved game's match, as options to copy into a command: its players, the
files it was played with, its match options and who played first. Not its seed: a new game
is a new deal. ``resume`` and ``host --resume`` advise it in place of a save they cannot
carry on, so that a family starting again gets the game they were playing."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from wordcards.quoting import shell_word

if TYPE_CHECKING:
    from wordcards.engine.players import Player


def same_match(saved: Any, typed: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A new game of ``saved``'s match as options to type: its --players (none when
    ``players_to_type`` cannot name them), then its files (those named with ``typed``, the
    command's options, in place of its own; a ruleset file there, or PATH, is the save's
    looked for already), match options and first seat."""
    players = players_to_type(saved.seats) if _seats_play_accepts(saved) else None
    ruleset = getattr(typed, "ruleset", None) or _ruleset_to_type(saved.ruleset)
    same = options_to_type(saved, players, ruleset, *played_with(saved, typed.wordlist, typed.house))
    return option_to_type("--players", players) if players else (), same


def played_with(saved: Any, wordlist: str | None, house: str | None) -> tuple[str | None, str | None]:
    """The word list and house file ``saved``'s game is played with: each one typed
    (``wordlist``, ``house``: a command's options, None when not given), else its own."""
    return wordlist or saved.wordlist, house or saved.house


def option_to_type(option: str, value: str) -> tuple[str, ...]:
    """``option`` and its ``value`` as words to type: one word, "--players=-Bo,Ann", when the
    value starts with "-", which argparse takes for an option (quoting does not help)."""
    word = shell_word(value)
    return (f"{option}={word}",) if value.startswith("-") else (option, word)


def players_to_type(seats: tuple[Player, ...] | None) -> str | None:
    """A save's players as --players writes them, or None when they are not known or the
    list would not read back as saved (a person named "Cpu", a computer named "Bob (hard)",
    an older save's name with a comma): advice that seats other players is no advice."""
    from wordcards.choice import LaunchError, parse_players, players_typed

    if seats is None:
        return None
    typed = players_typed(seats)
    try:
        read = parse_players(typed)
    except LaunchError:
        return None
    return typed if list(read) == list(seats) else None


def _seats_play_accepts(saved: Any) -> bool:
    """Whether ``play`` takes as many players as ``saved`` seats (a save edited to 1 or 20
    does not replay): by the shipped ruleset the advised command loads, or a --ruleset
    file's limits as the save holds them. A command play refuses is no advice: without
    --players, play's setup screen asks who plays."""
    from wordcards.rulesets import RulesetError, default_ruleset

    rules = saved.rules
    if not saved.ruleset and saved.game is not None:
        try:
            rules = default_ruleset(saved.game)
        except (OSError, RuntimeError, RulesetError, ValueError):
            rules = saved.rules
    if rules is None or saved.seats is None:
        return saved.seats is not None
    return bool(rules.min_players <= len(saved.seats) <= rules.max_players)


def options_to_type(saved: Any, players: str | None, ruleset: str | None, wordlist: str | None, house: str | None) -> tuple[str, ...]:
    """``saved``'s files (``ruleset``: its file, or PATH for one gone; ``wordlist`` and
    ``house``: the ones it is played with now), match options and first seat, as options to
    type for a new game of its match with ``players`` (``players_to_type``). ``saved``: a save
    as read, or one that cannot be used as far as it reads (its game, seats, ruleset file,
    rules and match options)."""
    return (*_files(ruleset, wordlist, house), *_match(saved, players))


def _ruleset_to_type(ruleset: str | None) -> str | None:
    """The --ruleset file to type: PATH when it is gone (as a missing word list is), else
    the advised command would fail on it next."""
    return "PATH" if ruleset_gone(ruleset) else ruleset


def ruleset_gone(ruleset: str | None) -> str | None:
    """Why the --ruleset file a save names is no file now (moved or deleted), as --ruleset
    says it; None when it is there, or none is named. Only whether it is there: a file
    there is left for the command advised to read."""
    from wordcards.rulesets import RulesetError, load_ruleset

    if ruleset is None or Path(ruleset).is_file():
        return None
    try:
        load_ruleset(ruleset)
    except RulesetError as exc:
        return str(exc)
    return None  # back in the moment since it was looked for


def _files(ruleset: str | None, wordlist: str | None, house: str | None) -> tuple[str, ...]:
    """The --ruleset, --wordlist and --house a game is played with, as options to type."""
    named = (("--ruleset", ruleset), ("--wordlist", wordlist), ("--house", house))
    return tuple(word for option, name in named if name for word in option_to_type(option, name))


def _match(saved: Any, players: str | None) -> tuple[str, ...]:
    """A save's match options and the seat it let play first, as options to type (the seat
    by name, only when its ``players`` are named too)."""
    from wordcards.match_length import typed_options
    from wordcards.rulesets import default_ruleset

    if saved.game is None or saved.rules is None:
        return ()
    first = saved.options.get("first", 0)
    named_first = players is not None and isinstance(first, int) and 0 < first < len(saved.seats)
    loaded = None if saved.ruleset else default_ruleset(saved.game)  # what the command advised loads
    return (*typed_options(saved.game, saved.rules, saved.options, loaded), *(option_to_type("--first", saved.seats[first].name) if named_first else ()))
