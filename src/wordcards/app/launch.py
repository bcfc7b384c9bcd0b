"""``wordcards play`` and ``wordcards resume``: their options, checked before the app starts.

Everything that can be refused is refused here, with a one-line message and exit status 2,
so a player never sees a traceback or a half-started screen. Textual is imported only
once the options are known to be good (start-up time matters: see bench/app_startup.py).
"""

from __future__ import annotations

import argparse
import secrets
import sys
from dataclasses import dataclass, field, replace
from typing import Any

from wordcards.app.session import RANDOM, first_seat
from wordcards.engine.players import Player

GAMES = ("shuffle", "rummy")
VARIANTS = ("standard", "advanced", "inverse")
RUMMY_OPTIONS = ("variant", "target", "max_hands", "hands", "minutes", "deals")
# Which of the numeric rummy options each variant uses (R7 target, R11 max_hands, R8 hands/minutes, R9 deals).
VARIANT_OPTIONS = {"standard": ("target", "max_hands"), "advanced": ("hands", "minutes"), "inverse": ("deals",)}
MAX_NAME = 12  # a name must fit the player panels at 80 columns
# Names for computer seats, each followed by its level: "Bit (hard)" (at most 12 characters).
COMPUTER_NAMES = ("Bit", "Dot", "Pix", "Zed", "Max", "Ada", "Hal", "Kip")
EXIT_USAGE = 2


class LaunchError(Exception):
    """Options that cannot start a game. ``str()`` is the message for the player."""


@dataclass(frozen=True)
class GameChoice:
    """A new game as chosen on the command line (players may still be asked for)."""

    game: str
    rules: Any  # ShuffleRules | RummyRules
    players: tuple[Player, ...] | None  # None: the setup screen asks for them
    juniors: bool  # --juniors: every seat starts marked junior on the setup screen
    seed: int
    wordlist: str | None
    house: str | None
    options: dict[str, Any] = field(default_factory=dict)  # rummy: variant, target, max_hands, hands, minutes, deals
    fast: bool = False  # --fast: computer players act without pausing between actions
    first: str | None = None  # S15: who starts, a player's name or "random"; None: the first seat




# --- argument definitions -----------------------------------------------------------


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, found {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, found {value}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, found {text!r}") from None


def add_word_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--wordlist", metavar="PATH", help="play with this word list (one word per line)")
    parser.add_argument("--house", metavar="PATH", help="house words: lines '+word' add a word, '-word' remove one")


def add_play_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", choices=GAMES, help="which game to play")
    parser.add_argument(
        "--players",
        metavar="NAMES",
        help='the players in seat order, e.g. "Ann,Bob,Cy"; "cpu:easy", "cpu:normal" or "cpu:hard" '
        "is a computer player (without it, a setup screen asks)",
    )
    add_fast_argument(parser)
    parser.add_argument("--juniors", action="store_true", help="every player is a junior (shorter words allowed)")
    parser.add_argument(
        "--junior", metavar="NAME", action="append", default=[], help="this player is a junior (repeatable)"
    )
    parser.add_argument(
        "--first",
        metavar="NAME",
        help="who plays first: a player's name, or 'random' (default: the first seat); "
        "'play again' then moves the first seat on one place each game",
    )
    parser.add_argument("--seed", type=_seed, metavar="N", help="deal from this seed (the same seed, the same game)")
    parser.add_argument("--ruleset", metavar="PATH", help="play with your own ruleset file (YAML)")
    add_word_arguments(parser)
    rummy = parser.add_argument_group("Word Rummy")
    rummy.add_argument("--variant", choices=VARIANTS, help="scoring: standard (default), advanced or inverse")
    rummy.add_argument("--target", type=_positive, metavar="N", help="standard: play hands until someone has N points")
    rummy.add_argument(
        "--max-hands",
        type=_positive,
        metavar="N",
        help="standard: the match also ends after N hands, highest total winning (default: the ruleset's)",
    )
    rummy.add_argument("--hands", type=_positive, metavar="N", help="advanced: the match lasts N hands")
    rummy.add_argument(
        "--minutes",
        type=_positive,
        metavar="M",
        nargs="?",
        const=0,  # given without a number: the ruleset's default (filled in by choice_from_args)
        help="advanced: the match lasts M minutes (the hand in progress is finished)",
    )
    rummy.add_argument("--deals", type=_positive, metavar="N", help="inverse: the match lasts N deals")


def add_fast_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--fast", action="store_true", help="computer players act at once (no pause to follow each action)"
    )


def add_resume_arguments(parser: argparse.ArgumentParser) -> None:
    """``resume`` takes the word list options (for a list that has moved since) and --fast."""
    add_word_arguments(parser)
    add_fast_argument(parser)


# --- validation ----------------------------------------------------------------------


def parse_players(text: str) -> list[Player]:
    """``"Ann,cpu:hard,cpu"`` -> the seats in order; a computer seat is named after its
    level ("Bit (hard)"), with a name no person at the table has."""
    entries = [entry.strip() for entry in text.split(",")]
    if any(not entry for entry in entries):
        raise LaunchError(f"--players {text!r}: a name is empty (separate names with commas)")
    levels = [_seat_level(entry) for entry in entries]
    names = [entry for entry, level in zip(entries, levels) if level is None]
    for name in names:
        if len(name) > MAX_NAME:
            raise LaunchError(f"--players: the name {name!r} is longer than {MAX_NAME} characters")
        if not name.isprintable():
            raise LaunchError(f"--players: the name {name!r} has characters that cannot be shown")
    seen: set[str] = set()
    for name in names:
        if name.casefold() in seen:
            raise LaunchError(f"--players: {name!r} is named twice (every player needs a different name)")
        seen.add(name.casefold())
    if all(levels):
        raise LaunchError(
            f"--players {text!r}: every seat is a computer; name at least one person "
            "(to watch computers play each other, use wordcards simulate)"
        )
    robots = iter(computer_names(len(entries), taken=names))
    return [
        Player(computer_name(next(robots), level), computer=level) if level else Player(entry)
        for entry, level in zip(entries, levels)
    ]


def computer_names(count: int, taken=()) -> list[str]:
    """Names for computer seats, none equal to a name in ``taken`` (any case); the level is
    added by the caller. Seat names must differ, so each computer gets its own."""
    used = {name.casefold() for name in taken}

    def free(base: str) -> bool:  # neither "Bit" nor "Bit (hard)" is a person's name already
        key = base.casefold()
        return key not in used and not any(name.startswith(f"{key} (") for name in used)

    return [name for name in COMPUTER_NAMES if free(name)][:count]


def computer_name(base: str, level: str) -> str:
    return f"{base} ({level})"


def _seat_level(entry: str) -> str | None:
    from wordcards.ai.levels import seat_level

    try:
        return seat_level(entry)
    except ValueError as exc:
        raise LaunchError(f"--players: {entry!r}: {exc}") from None


def choice_from_args(args: argparse.Namespace) -> GameChoice:
    """Check every option of ``play`` against the others and the ruleset. Raises LaunchError."""
    game = args.game
    rules = _load_rules(game, args.ruleset)
    options = _rummy_options(args, rules) if game == "rummy" else _no_rummy_options(args)

    players: tuple[Player, ...] | None = None
    juniors = {name.strip().casefold() for name in args.junior}
    if args.players is not None:
        seats = parse_players(args.players)
        if not rules.min_players <= len(seats) <= rules.max_players:
            raise LaunchError(
                f"{_title(game)} is for {rules.min_players} to {rules.max_players} players; "
                f"--players names {len(seats)}"
            )
        known = {seat.name.casefold() for seat in seats if seat.computer is None}
        unknown = [name for name in args.junior if name.strip().casefold() not in known]
        if unknown:
            people = ", ".join(seat.name for seat in seats if seat.computer is None)
            raise LaunchError(f"--junior {unknown[0]!r} is not one of the players ({people})")
        # --juniors: every person is a junior; a computer's level already says how it plays.
        players = tuple(
            replace(seat, junior=seat.computer is None and (args.juniors or seat.name.casefold() in juniors))
            for seat in seats
        )
    elif args.junior:
        raise LaunchError("--junior NAME needs --players (or mark juniors on the setup screen)")

    first = getattr(args, "first", None)
    if first is not None:
        first = first.strip()
        if first.casefold() == RANDOM:
            first = RANDOM
        elif players is None:
            raise LaunchError("--first NAME needs --players (or choose who starts on the setup screen)")
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    if players is not None:
        try:
            first_seat(players, first, seed)  # refuses a name that is not at the table
        except ValueError as exc:
            raise LaunchError(f"--first: {exc}") from None
    return GameChoice(
        game, rules, players, args.juniors, seed, args.wordlist, args.house, options,
        fast=getattr(args, "fast", False), first=first,
    )


def _title(game: str) -> str:
    from wordcards.rules_text import GAME_TITLES

    return GAME_TITLES[game]


def _load_rules(game: str, path: str | None):
    from wordcards.rulesets import RulesetError, default_ruleset, load_ruleset

    try:
        return load_ruleset(path, expect=game) if path else default_ruleset(game)
    except RulesetError as exc:
        raise LaunchError(str(exc)) from None


def _no_rummy_options(args: argparse.Namespace) -> dict[str, Any]:
    given = [f"--{name.replace('_', '-')}" for name in RUMMY_OPTIONS if getattr(args, name) is not None]
    if given:
        raise LaunchError(f"{', '.join(given)}: only Word Rummy has {'this option' if len(given) == 1 else 'these options'}")
    return {}


def _rummy_options(args: argparse.Namespace, rules) -> dict[str, Any]:
    variant = args.variant or "standard"
    for name in RUMMY_OPTIONS[1:]:
        if getattr(args, name) is None or name in VARIANT_OPTIONS[variant]:
            continue
        owner = next(v for v, names in VARIANT_OPTIONS.items() if name in names)
        raise LaunchError(f"--{name.replace('_', '-')} is for --variant {owner} (this game is {variant})")
    if args.hands is not None and args.minutes is not None:
        raise LaunchError("--hands and --minutes: an advanced match lasts a number of hands or of minutes, not both")
    options: dict[str, Any] = {"variant": variant}
    if variant == "standard":
        options["target"] = args.target or rules.target
        options["max_hands"] = args.max_hands or rules.max_hands
    elif variant == "advanced":
        if args.minutes is not None:
            options["minutes"] = args.minutes or rules.default_minutes
        else:
            options["hands"] = args.hands or rules.default_hands
    else:
        options["deals"] = args.deals or rules.default_deals
    return options


def load_words(wordlist: str | None, house: str | None):
    from wordcards.slow import notice
    from wordcards.words import WordListError, default_wordlist, load_wordlist

    try:
        with notice(f"Reading the word list {wordlist or 'shipped with wordcards'}"):
            return load_wordlist(wordlist, house) if wordlist else default_wordlist(house)
    except WordListError as exc:
        raise LaunchError(str(exc)) from None


# --- the two commands ----------------------------------------------------------------


def run_play(args: argparse.Namespace) -> int:
    """``wordcards play``: check the options, load the words, run the app."""
    from wordcards import saves

    try:
        choice = choice_from_args(args)
        words = load_words(choice.wordlist, choice.house)
    except LaunchError as exc:
        return _refuse("play", exc)
    try:
        with saves.SaveLock():  # one game per data folder, held while the app runs
            try:
                pending: saves.Saved | saves.SaveUnreadable | None = saves.read_save()
            except saves.SaveUnreadable as exc:
                pending = exc
            from wordcards.app.main import WordcardsApp

            return _ran("play", WordcardsApp.for_new_game(choice, words, pending=pending))
    except saves.GameOpen as exc:
        return _cannot("play", str(exc))
    except OSError as exc:
        return _cannot("play", f"cannot use the data folder {saves.data_dir()} ({exc.strerror or exc})")


def run_resume(args: argparse.Namespace) -> int:
    """``wordcards resume``: replay the unfinished game, then run the app at the hand-off."""
    from wordcards import saves

    try:
        with saves.SaveLock():
            return _resume(args)
    except saves.GameOpen as exc:
        return _cannot("resume", str(exc))
    except OSError as exc:
        return _cannot("resume", f"cannot use the data folder {saves.data_dir()} ({exc.strerror or exc})")


def _resume(args: argparse.Namespace) -> int:
    from wordcards import saves

    try:
        saved = saves.read_save()
    except saves.SaveUnreadable as exc:
        return _cannot("resume", f"the saved game cannot be read: {exc} (it is left where it is)")
    if saved is None:
        return _cannot("resume", f"there is no unfinished game (looked for {saves.save_path()})")
    try:
        words = load_words(args.wordlist or saved.wordlist, args.house or saved.house)
    except LaunchError as exc:
        return _refuse("resume", exc)
    from wordcards.app.session import Session

    try:
        session = Session.resume(saved, words, wordlist=args.wordlist or saved.wordlist, house=args.house or saved.house)
    except saves.SaveUnreadable as exc:
        return _cannot("resume", f"the saved game cannot be replayed: {exc} (it is left where it is)")
    from wordcards.app.main import WordcardsApp

    return _ran("resume", WordcardsApp(session, fast=args.fast))


EXIT_CANNOT = 1  # the options were fine, but not now (no game to resume, another game open)


def _cannot(command: str, message: str) -> int:
    print(f"wordcards {command}: {message}", file=sys.stderr)
    return EXIT_CANNOT


def _ran(command: str, app) -> int:
    """Run the app; a crash inside it exits non-zero with a word on what was kept."""
    app.run()
    code = app.return_code or 0
    if code:
        from wordcards import saves

        kept = "the last saved position is kept: wordcards resume" if saves.save_path().exists() else "nothing was saved"
        print(f"wordcards {command}: stopped by an error inside the app ({kept})", file=sys.stderr)
    return code


def _refuse(command: str, exc: Exception) -> int:
    print(f"wordcards {command}: error: {exc}", file=sys.stderr)
    return EXIT_USAGE
