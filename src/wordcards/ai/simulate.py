"""``wordcards simulate``: computer-only games without the app, with figures.

The games themselves are played by ``ai.selfplay`` (pure); this module is the command
line: options, a progress bar (rich, on stderr), per-game lines, the summary, --json.
Exit status 1 when any game breaks an engine invariant.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass
from typing import Any

from wordcards import games
from wordcards.engine.players import COMPUTER_LEVELS as LEVEL_NAMES
from wordcards.ai.selfplay import SECONDS_AN_ACTION
from wordcards.files import NotRegularFile, not_regular_to_write, write_text
from wordcards.loading import CommandError, file_name, whole_number
from wordcards.match_length import add_match_arguments, checked_options, given_options
from wordcards.player_limits import whose_player_limits
from wordcards.quoting import quote

# Hours of games even at the easy level: more is a slip of the keyboard, and a run that
# would hold every game's figures for days (another --seed carries on where one ended).
MOST_GAMES = 100_000


def _levels(text: str) -> list[str]:
    levels = [part.strip() for part in text.split(",")]
    if not any(levels):
        raise argparse.ArgumentTypeError("give a level: easy, normal, hard or expert")
    if not all(levels):  # as --players: an empty place is a slip, never a seat quietly dropped
        raise argparse.ArgumentTypeError(f"{quote(text)}: a level is empty (separate levels with commas)")
    for level in levels:
        if level not in LEVEL_NAMES:
            raise argparse.ArgumentTypeError(f"unknown level {quote(level)} (easy, normal, hard or expert)")
    return levels


_count = whole_number(1)
_games = whole_number(1, MOST_GAMES, "games a run", "hours of games already")


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{quote(text)} is not a number of seconds") from None
    if not value > 0:
        raise argparse.ArgumentTypeError("must be more than 0 seconds")
    return value


def add_simulate_arguments(subparsers) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help="play computer-only games and print figures",
        description="Play computer-only games (no app) and print per-game and summary figures: "
        "games per second, mean turns, mean scores, first-seat win rate, passes per game. Every "
        "game is checked with the engine's invariants; exit status 1 if any fails. A match by "
        f"--minutes counts {SECONDS_AN_ACTION} seconds of play an action, not the wall clock's, so that a seed "
        "always gives the same games.",
    )
    parser.add_argument(
        "game", nargs="?", type=games.as_typed, choices=games.NAMES, help="which game (without it: the one --ruleset's file is for)"
    )
    parser.add_argument("--games", type=_games, default=20, metavar="N", help="how many games (default 20)")
    parser.add_argument("--players", type=_count, metavar="K", help="players per game (default 2)")
    parser.add_argument(
        "--level",
        type=_levels,
        default=["normal"],
        metavar="L",
        help="easy, normal, hard or expert; or one per seat, comma-separated (expert,hard); default normal",
    )
    parser.add_argument(
        "--time-cap",
        type=_seconds,
        default=None,
        metavar="SECONDS",
        help="cap each expert decision at this many seconds (default: none, so a seed always gives the same games)",
    )
    parser.add_argument("--seed", type=whole_number(), default=1, metavar="S", help="seed of the first game (default 1); game i uses S+i")
    parser.add_argument("--json", type=file_name, metavar="PATH", help="also write the figures as JSON to this file ('-' for stdout)")
    parser.add_argument(
        "--rotate",
        action="store_true",
        help="an evening: the first seat moves one place each game, as 'play again' does (S15)",
    )
    parser.add_argument("--quiet", action="store_true", help="no per-game lines")
    parser.add_argument("--ruleset", type=file_name, metavar="PATH", help="your own ruleset file (YAML)")
    add_match_arguments(parser)  # as play's: one definition, one check
    parser.set_defaults(run=run_simulate, command="simulate")


def run_simulate(args: argparse.Namespace) -> int:
    from rich.console import Console

    from wordcards.ai.selfplay import summarise
    from wordcards.loading import load_rules, load_words

    rules = load_rules(args.game, args.ruleset)
    if args.players is None:  # left out (not a default: game_named refuses --players given with no game)
        args.players = 2
    levels = _seat_levels(args, rules)
    if args.time_cap is not None and "expert" not in levels:  # only the expert looks ahead
        raise CommandError(f"--time-cap caps the expert's look-ahead, and no seat is expert (--level {','.join(args.level)})")
    words = load_words(None, None)
    options = _match_options(args, rules)

    if args.json and args.json != "-":
        problem = _unwritable(args.json)
        if problem:  # said now, not after an hour of games
            raise CommandError(f"--json {args.json}: {problem}")

    # With --json -, stdout is the JSON alone; the words go to stderr.
    out = Console(highlight=False, stderr=args.json == "-")
    out.on_broken_pipe = _reader_left  # type: ignore[method-assign]
    err = Console(stderr=True)
    reports: list[Any] = []
    interrupted = False
    started = time.perf_counter()
    try:
        _play_games(args, rules, words, levels, options, reports, out, err)
    except KeyboardInterrupt:  # Ctrl+C: keep the games already played
        interrupted = True
    summary = summarise(args.game, reports, time.perf_counter() - started)
    who = f"{args.players} players ({', '.join(levels)}){_match_length(options)}"
    out.print()
    if not reports:  # stopped inside the first game: no game to give figures of
        said = f"{args.game}, {who}, seed {args.seed}: interrupted before the first of {args.games} games finished; no figures"
        for line in fitted(said):
            out.print(line, soft_wrap=True)
    else:
        last_seed = args.seed + len(reports) - 1
        heading = (
            f"{summary.games} {args.game} game{'' if summary.games == 1 else 's'}, {who}, seeds {args.seed}..{last_seed}"
            + (", the first seat moving one place each game" if args.rotate else "")
            + (f" (interrupted after {len(reports)} of {args.games} games)" if interrupted else "")
        )
        for line in fitted(heading):
            out.print(line, soft_wrap=True)
        _print_summary(args, rules, options, summary, out)
    if args.json:
        data: dict[str, Any] = {"summary": summary.to_dict(), "games": [r.to_dict() for r in reports]}
        data["summary"]["interrupted"] = interrupted
        data["summary"]["players"], data["summary"]["levels"] = len(levels), list(levels)  # also with no game played
        if _hand_limit(args):
            data["summary"]["hand_limit"] = _max_hands(rules, options)
        _write_json(args.json, data)
    if interrupted:
        return 130
    return 1 if summary.failures else 0


def _seat_levels(args: argparse.Namespace, rules) -> list[str]:
    """The level of each seat: --level's one for all, or one a seat (checked against --players)."""
    # Checked before the levels are repeated for every seat: --players 10**12 would fill the memory.
    if not rules.min_players <= args.players <= rules.max_players:
        # As play says it: a family's own ruleset named with the keys that set the limits.
        raise CommandError(f"{whose_player_limits(args.game, args.ruleset, rules)}; --players asks for {args.players}")
    levels = args.level
    if len(levels) == 1:
        levels = levels * args.players
    if len(levels) != args.players:
        # Say how to get the game asked for: --players does not follow the levels given.
        raise CommandError(
            f"--level gives {len(levels)} levels for {args.players} players: give one level for every seat, "
            f"or add --players {len(levels)} for one level a seat"
        )
    return levels


def _match_options(args: argparse.Namespace, rules: Any) -> dict[str, Any]:
    """The game's options from --variant and the match lengths, checked as play checks them;
    fills in ``args.variant`` (the one given, implied by a length, or the game's first)."""
    options = checked_options(args.game, rules, given_options(args, rules))
    args.variant = options.get("variant")
    return options


def _match_length(options: dict[str, Any]) -> str:
    """The variant and how long its matches last, as the heading says them (", advanced, 3 hands")."""
    if "variant" not in options:
        return ""
    lengths = [f"{options[name]} {name}" for name in ("hands", "minutes", "deals") if name in options]
    return ", ".join(["", options["variant"], *lengths])


def _write_json(path: str, data: dict[str, Any]) -> None:
    """The figures as JSON: to stdout for "-", else to the file."""
    text = json.dumps(data, indent=2)
    if path == "-":
        print(text, flush=True)
        return
    try:
        write_text(path, text + "\n")
    except NotRegularFile as exc:  # put there while the games were played
        raise CommandError(f"--json {path}: {_not_a_json_file(exc)}") from None
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror}") from None


def _not_a_json_file(refused: NotRegularFile) -> str:
    """Why a --json path that is no regular file is refused, as a file to read is: "is a
    pipe, not a JSON file", and how to pipe the figures on (a pipe, /dev/stdout)."""
    said = refused.said("JSON file", typed=False)  # its own advice below, not "save it to a file"
    return said if refused.kind == "a folder" else f"{said} (to pipe the figures on, --json - writes them to stdout)"


def _hand_limit(args: argparse.Namespace) -> bool:
    """The match of this game and variant ends after at most max_hands hands (R11)."""
    limit = games.entry(args.game).hand_limit
    return limit is not None and args.variant == limit


def _max_hands(rules: Any, options: dict[str, Any]) -> int:
    """R11: the most hands a match of the hand-limit variant lasts (the option, else the ruleset's)."""
    return int(options.get("max_hands", rules.max_hands))


def _reader_left() -> None:
    raise BrokenPipeError  # main() ends quietly


def _unwritable(path: str) -> str | None:
    """Why the JSON could not be written to ``path``, checked before any game is played."""
    import os

    folder = os.path.dirname(os.path.abspath(path))
    refused = not_regular_to_write(path)
    if refused is not None:  # a pipe waited for ever for a reader
        return _not_a_json_file(refused)
    if not os.path.isdir(folder):
        return f"there is no folder {folder}"
    if os.path.exists(path):
        return None if os.access(path, os.W_OK) else "the file cannot be written"
    return None if os.access(folder, os.W_OK) else f"the folder {folder} cannot be written"


def _play_games(args, rules, words, levels, options, reports, out, err) -> None:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from wordcards.ai.selfplay import simulate_one

    # In a terminal the bar is drawn by the console that prints the games' lines: drawn by
    # another one (stderr's), each line is written onto the bar's line, cut and wrapped.
    bar = out if out.is_terminal else err
    with Progress(
        TextColumn(f"{args.game} self-play"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
        console=bar, transient=True, disable=not bar.is_terminal,
    ) as progress:
        task = progress.add_task("games", total=args.games)
        columns = GameColumns.of(args)
        for i in range(args.games):
            seed = args.seed + i
            first = i % args.players if args.rotate else 0
            _, report = simulate_one(args.game, rules, words, levels, seed, first, args.time_cap, **options)
            reports.append(report)
            if not args.quiet or not report.ok:
                for line in columns.lines(i + 1, report):
                    out.print(line, highlight=False, soft_wrap=True, markup=False)
            progress.advance(task)


WIDTH = 80  # every line simulate prints fits a terminal this wide


def fitted(text: str, indent: int = 0) -> list[str]:
    """``text`` wrapped to ``WIDTH`` columns, its further lines indented by ``indent``."""
    import textwrap

    return textwrap.wrap(text, WIDTH, subsequent_indent=" " * indent, break_on_hyphens=False) or [""]


@dataclass
class GameColumns:
    """The per-game lines: a table under one heading (printed with the first line), as
    labels on every line made them wider than a terminal; the scores last, where they
    may wrap (7 or 8 players). A game's problems follow its line, wrapped."""

    game: int
    seed: int
    scores: int
    no_play: str  # the heading of the turns-without-a-play column
    hands: bool
    headed: bool = False

    @classmethod
    def of(cls, args: argparse.Namespace) -> "GameColumns":
        seeds = (args.seed, args.seed + args.games - 1)
        entry = games.entry(args.game)
        return cls(
            game=max(4, len(str(args.games))),
            seed=max(4, *(len(str(s)) for s in seeds)),
            scores=5 * args.players - 1,
            no_play="passes" if not entry.hands else "no meld",
            hands=entry.hands,
        )

    def _lead(self, game: str, seed: str, winner: str, turns: str, no_play: str, hands: str, time: str) -> str:
        """The columns before the scores."""
        row = f"{game:>{self.game}} {seed:<{self.seed}} {winner:<6} {turns:>5} {no_play:>7}"
        return row + (f" {hands:>5}" if self.hands else "") + f" {time:>7}  "

    def lines(self, number: int, report: Any) -> list[str]:
        out = []
        if not self.headed:
            self.headed = True
            out.append(self._lead("game", "seed", "winner", "turns", self.no_play, "hands", "time") + "scores")
        lead = self._lead(
            str(number), str(report.seed), ",".join(str(w + 1) for w in report.winners), str(report.turns),
            str(report.passes), str(report.hands), f"{report.seconds:.2f}s",
        )
        out += self._scores_after(lead, [f"{s:>4}" for s in report.scores], "ok" if report.ok else "FAILED")
        if not report.ok:
            out += fitted("  FAILED: " + "; ".join(report.problems), 4)
        return out

    def _scores_after(self, lead: str, cells: list[str], status: str) -> list[str]:
        """``lead``, the score cells and ``status``: as many cells a line as fit (7 or 8
        players: the rest go on under the first), then the status."""
        per_line = max(1, (WIDTH - len(lead) + 1) // 5)
        lines = [" ".join(cells[i : i + per_line]) for i in range(0, len(cells), per_line)] or [""]  # a game that broke: none
        lines = [(lead if i == 0 else " " * len(lead)) + line for i, line in enumerate(lines)]
        if len(cells) <= per_line:  # one line: the status in its column
            return [f"{lines[0]:<{len(lead) + self.scores}}  {status}"]
        if len(lines[-1]) + 2 + len(status) <= WIDTH:
            return lines[:-1] + [f"{lines[-1]}  {status}"]
        return lines + [" " * len(lead) + status]


UNBROKEN = "\0"  # a space the summary's lines are never wrapped at (printed as a space)


def _by_seat(levels: tuple[str, ...], values: list[str]) -> str:
    """Each seat's figure named by its seat, and by its level when the levels differ; a
    seat's name and figure stay on one line."""
    mixed = len(set(levels)) > 1
    named = (f"seat {i + 1}{f' ({level})' if mixed else ''} {value}" for i, (level, value) in enumerate(zip(levels, values)))
    return "  ".join(seat.replace(" ", UNBROKEN) for seat in named)


def _print_summary(args, rules, options, summary, out) -> None:
    rows = [
        ("games per second", f"{summary.games_per_second:.2f}"),
        ("mean turns", f"{summary.mean_turns:.1f}"),
        ("mean scores", _by_seat(summary.levels, [f"{s:.1f}" for s in summary.mean_scores])),
        ("win rates", _by_seat(summary.levels, [f"{w:.0%}" for w in summary.win_rates])),
        # Seat 1 is a place at the table; the first player is whichever seat played first:
        # seat 1 in every game unless --rotate moves it (then the two figures differ).
        ("first-seat win rate", f"{summary.first_seat_win_rate:.0%} (seat 1, "
         + ("whether it started or not)" if args.rotate else "which started every game)")),
    ]
    if args.rotate:
        rows.append(("first player wins", f"{summary.first_player_win_rate:.0%} (whichever seat started the game)"))
    rows.append((games.entry(args.game).no_play_label, f"{summary.passes_per_game:.1f}"))
    if games.entry(args.game).hands:
        rows += [
            ("hands per match", f"mean {summary.mean_hands:.1f}, median {summary.median_hands:g}, longest {summary.longest_hands}"),
            ("hands per second", f"{summary.hands_per_second:.2f}"),
        ]
        if _hand_limit(args):
            limit = _max_hands(rules, options)
            rows.append(("at the hand limit", f"{summary.ended_at_limit} of {summary.games} matches (limit {limit})"))
    rows.append(("invariant failures", str(summary.failures)))
    for name, value in rows:
        for line in fitted(f"  {name:<22}{value}", 24):
            out.print(line.replace(UNBROKEN, " "), highlight=False, soft_wrap=True)

