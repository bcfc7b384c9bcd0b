"""A match's options on the command line (Word Rummy's --variant and the lengths of its
variants, R7-R11): their one definition and their one check, for ``play``, ``host`` and
``simulate`` alike (what the game itself accepts is the engine's, through the registry)."""

from __future__ import annotations

import argparse
from typing import Any, Mapping

from wordcards import games
from wordcards.loading import CommandError, match_length

# The options of a game the command line may give (Word Rummy's; see games.GameEntry.options).
MATCH_OPTION_NAMES = ("variant", "target", "max_hands", "hands", "minutes", "deals")


def flag(name: str) -> str:
    """The option an option's name is typed as: "max_hands", --max-hands."""
    return f"--{name.replace('_', '-')}"


class MatchOptionRefused(CommandError):
    """Match options that do not go together, or not with this game. ``str()`` says why."""


def add_match_arguments(parser: argparse.ArgumentParser) -> None:
    """The Word Rummy group: --variant and each variant's length, defaulting to the ruleset's."""
    rummy = parser.add_argument_group("Word Rummy")
    rummy.add_argument(
        "--variant",
        type=games.as_typed,
        choices=games.VARIANTS,
        help="scoring: standard (default), advanced or inverse; without it, an option below of one variant "
        "plays that one (--hands or --minutes: advanced, --deals: inverse)",
    )
    rummy.add_argument(
        "--target",
        type=match_length("target", "points"),
        metavar="N",
        help="standard: play hands until someone has N points (default: the ruleset's)",
    )
    rummy.add_argument(
        "--max-hands",
        type=match_length("max_hands", "hands"),
        metavar="N",
        help="standard: the match also ends after N hands, highest total winning (default: the ruleset's)",
    )
    rummy.add_argument(
        "--hands",
        type=match_length("hands", "hands"),
        metavar="N",
        help="advanced (implied when no variant is given): the match lasts N hands (default: the ruleset's)",
    )
    rummy.add_argument(
        "--minutes",
        type=match_length("minutes", "minutes"),
        metavar="M",
        nargs="?",
        const=0,  # given without a number: the ruleset's default (filled in by given_options)
        help="advanced (implied when no variant is given): the match lasts M minutes, the hand in progress then finished "
        "(without M: the ruleset's minutes)",
    )
    rummy.add_argument(
        "--deals",
        type=match_length("deals", "deals"),
        metavar="N",
        help="inverse (implied when no variant is given): the match lasts N deals (default: the ruleset's)",
    )


def given_options(args: argparse.Namespace, rules: Any) -> dict[str, Any]:
    """The match options as typed (None: not given); a bare --minutes is the ruleset's minutes."""
    given = {name: getattr(args, name, None) for name in MATCH_OPTION_NAMES}
    if given.get("minutes") == 0:  # --minutes without a number: the ruleset's default ...
        given["minutes"] = getattr(rules, "default_minutes", 0)  # ... when it has one (else refused below)
    return given


def checked_options(game: str, rules: Any, given: dict[str, Any]) -> dict[str, Any]:
    """The options a new game is made with, from the ``given`` ones (None: not given),
    checked once, by the game's own check (Word Rummy: ``match_options``). Raises
    MatchOptionRefused."""
    entry = games.entry(game)
    named = [name for name, value in given.items() if value is not None]
    if entry.options is None:
        if named:
            flags = ", ".join(flag(name) for name in named)
            owners = " or ".join(e.title for e in games.GAMES.values() if e.options is not None)
            raise MatchOptionRefused(f"{flags}: only {owners} has {'this option' if len(named) == 1 else 'these options'}")
        return {}
    check = entry.load("options")
    chosen = {name: given[name] for name in named}
    try:
        # An option of one variant plays that one (--minutes: advanced, R8), as the game it
        # names when no game is typed; a variant typed that it is not for is refused.
        implied = entry.load("variant_of")(named) if entry.variant_of else None
        typed = chosen.setdefault("variant", implied or (entry.variants[0] if entry.variants else None))
        if implied is not None and typed != implied:
            lengths = [flag(name) for name in named if name != "variant"]
            said = " and ".join(lengths)
            raise MatchOptionRefused(
                f"{said} {'is' if len(lengths) == 1 else 'are'} for --variant {implied}, not {typed}:"
                f" leave out --variant {typed} ({said} alone {'plays' if len(lengths) == 1 else 'play'} {implied})"
            )
        options: dict[str, Any] = check(rules, **chosen)
        return options
    except ValueError as exc:
        raise MatchOptionRefused(str(exc)) from None


def typed_options(game: str, rules: Any, options: Mapping[str, Any], loaded: Any = None) -> tuple[str, ...]:
    """A saved game's match ``options`` (played by ``rules``) as the command line types them
    ("--variant advanced --hands 8"), for a new game of the same match. ``loaded``: the
    ruleset that command will load (the shipped one), whose defaults are left out, as a
    family would type it; None (it names a --ruleset file, which may have been edited since
    the save, or be edited before the command is typed): every length is typed. Options
    that no longer check (a save edited by hand) are not typed at all."""
    entry = games.entry(game)
    if entry.options is None:
        return ()
    saved = {name: options.get(name) for name in MATCH_OPTION_NAMES}
    check = entry.load("options")
    try:
        check(rules, **saved)  # as the advised command will check them
        given_by_loaded = check(loaded, saved["variant"]) if loaded is not None else {}
    except (ValueError, TypeError):
        return ()
    words = [] if saved["variant"] == entry.variants[0] else ["--variant", str(saved["variant"])]
    for name in MATCH_OPTION_NAMES[1:]:
        value = saved[name]
        if value is not None and value != given_by_loaded.get(name):
            words += [flag(name), str(value)]
    return tuple(words)
