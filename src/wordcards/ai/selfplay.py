"""Self-play: computer-only games, each checked with the engine's invariants. Pure: no
printing, no rich; ``simulate`` is the command-line face of it."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from statistics import mean, median
from typing import Any, Sequence

from wordcards import games
from wordcards.ai import ComputerPlayer
from wordcards.ai.tally import Tally
from wordcards.engine.contract import GameContract
from wordcards.engine.errors import IllegalPlay
from wordcards.engine.players import Player
from wordcards.words import WordList

# A game still running after ACTIONS_A_CARD actions for each card of its deck, each hand of
# the longest match its options allow, counts as not ending (action_cap). A hand draws each
# card of the draw pile once at most, a turn being a draw, melds and a discard (about 3
# actions a card); the rest is room for turns that take the discard instead (a few a hand).
ACTIONS_A_CARD = 10
NOT_ENDED = "the game did not end"
# A match by minutes (R8) reads a clock. Self-play's is its own actions, not the wall's (the
# same seed, the same games): a turn is about three (draw, meld, discard), and people take
# about half a minute a turn (docs/self-play.md).
SECONDS_AN_ACTION = 10


@dataclass
class GameReport:
    seed: int
    levels: tuple[str, ...]
    scores: tuple[int, ...]  # Shuffle: S14 scores; rummy: match totals
    winners: tuple[int, ...]
    turns: int
    passes: int  # Shuffle: passes; rummy: turns without a meld
    actions: int
    hands: int  # rummy: hands in the match; Shuffle: 1
    seconds: float
    problems: list[str] = field(default_factory=list)
    first: int = 0  # the seat that played first (S15; rummy: in hand 1)
    at_limit: bool = False  # rummy: the match ended at its hand limit (R11), not at the target

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_dict(self) -> dict:
        data = asdict(self)
        data["ok"] = self.ok
        return data


def new_game(
    game: str, rules: Any, words: WordList, levels: Sequence[str], seed: int, first: int = 0, **options: Any
) -> GameContract:
    """A new game called ``game`` (ValueError for a game there is not) with a computer of
    each of ``levels`` in its seats."""
    players = [Player(f"CPU {i + 1} ({level})", computer=level) for i, level in enumerate(levels)]
    made_so_far: list[GameContract] = []  # the clock reads the game it is given to
    if options.get("minutes") is not None:
        options["clock"] = lambda: SECONDS_AN_ACTION * (len(made_so_far[0].actions) if made_so_far else 0)
    made: GameContract = games.entry(game).load("engine").new(rules, words, players, seed, first=first, **options)
    made_so_far.append(made)
    return made


def action_cap(game: GameContract) -> int:
    """The most actions ``game`` may take before self-play calls it not ending: room for the
    longest game its options allow (a match of 700 hands too), each game's own count."""
    most: int = games.entry_of(game).load("most_actions")(game)
    return most


def play_out(game: GameContract, seed: int, max_actions: int | None = None, time_cap: float | None = None) -> list[str]:
    """Play a game to its end with a computer in every seat; the problems met (illegal
    choices, no end). ``max_actions``: by default ``action_cap``. No time cap by default:
    the same seed gives the same game."""
    seats = [ComputerPlayer(i, p.computer or "normal", seed, time_cap) for i, p in enumerate(game.players)]
    problems: list[str] = []
    most = action_cap(game) if max_actions is None else max_actions
    while not game.is_over:
        if len(game.actions) >= most:
            problems.append(f"{NOT_ENDED} within {most} actions, the most a game of its length may take")
            break
        seat = game.current
        action = seats[seat].choose(game)
        try:
            game.apply(action)
        except IllegalPlay as exc:
            problems.append(f"seat {seat} chose an illegal play {action.notation()!r}: {exc}")
            break
    return problems


def invariants(game: GameContract) -> list[str]:
    """The engine's invariants after a game: every card accounted for once, table words
    valid (the game's own checks, in the module the registry names), a save loads back
    equal, the game ended with an outcome."""
    words = game.words
    problems: list[str] = list(games.entry_of(game).load("invariants")(game))
    try:
        loaded = type(game).from_json(game.to_json(), words)
        if loaded != game:
            problems.append("the game loaded from its save differs from the game")
    except Exception as exc:  # noqa: BLE001 - any failure to reload is a finding
        problems.append(f"the save does not load: {exc}")
    if not game.is_over or game.outcome is None:
        problems.append(NOT_ENDED)
    return problems


def simulate_one(
    game_name: str,
    rules,
    words: WordList,
    levels: Sequence[str],
    seed: int,
    first: int = 0,
    time_cap: float | None = None,
    **options,
) -> tuple[GameContract, GameReport]:
    """One game; ``first`` is the seat that plays first (S15: an evening moves it each game);
    ``time_cap``: seconds per expert decision (None: none, the same seed gives the same game)."""
    started = time.perf_counter()
    game = new_game(game_name, rules, words, levels, seed, first, **options)
    try:
        # (the cap is passed only when given: play_out(game, seed) is the plain call)
        problems = play_out(game, seed) if time_cap is None else play_out(game, seed, time_cap=time_cap)
    except Exception as exc:  # noqa: BLE001 - a game that breaks is a finding, reported with the rest
        problems = [f"the game stopped with an error ({type(exc).__name__}: {str(exc)[:200]})"]
    seconds = time.perf_counter() - started
    try:
        # The end not reached is said once: with the actions it had, when play_out stopped it.
        said_not_ended = any(problem.startswith(NOT_ENDED) for problem in problems)
        problems += [problem for problem in invariants(game) if not (said_not_ended and problem == NOT_ENDED)]
    except Exception as exc:  # noqa: BLE001
        problems.append(f"the invariants could not be checked ({type(exc).__name__}: {str(exc)[:200]})")
    tally: Tally = games.entry_of(game).load("tally")(game)
    winners = game.outcome.winners if game.outcome else ()
    report = GameReport(
        seed, tuple(levels), tally.scores, tuple(winners), tally.turns, tally.no_play, len(game.actions), tally.hands,
        seconds, problems, first, tally.at_limit,
    )
    return game, report


@dataclass
class Summary:
    game: str
    games: int
    players: int
    levels: tuple[str, ...]
    seconds: float
    games_per_second: float
    hands_per_second: float
    mean_turns: float
    mean_scores: tuple[float, ...]  # per seat
    win_rates: tuple[float, ...]  # per seat; a shared win counts as a share
    first_seat_win_rate: float  # seat 1's share of the wins
    first_player_win_rate: float  # the share won by whichever seat played first (S15)
    passes_per_game: float
    mean_hands: float
    median_hands: float  # rummy: hands per match (R11)
    longest_hands: int
    ended_at_limit: int  # rummy standard: matches the hand limit ended (R11)
    failures: int

    def to_dict(self) -> dict:
        return asdict(self)


def summarise(game: str, reports: Sequence[GameReport], seconds: float) -> Summary:
    n = len(reports)
    k = len(reports[0].levels) if reports else 0
    wins = [0.0] * k
    first_wins = 0.0
    for r in reports:
        for w in r.winners:
            wins[w] += 1 / len(r.winners)
            first_wins += (w == r.first) / len(r.winners)
    played = sum(r.seconds for r in reports) or 1e-9
    scored = [r for r in reports if len(r.scores) == k]
    return Summary(
        game=game,
        games=n,
        players=k,
        levels=reports[0].levels if reports else (),
        seconds=round(seconds, 3),
        games_per_second=round(n / played, 3),
        hands_per_second=round(sum(r.hands for r in reports) / played, 3),
        mean_turns=round(mean(r.turns for r in reports), 2) if n else 0.0,
        # Games that failed before they ended have no scores: the means are of the others.
        mean_scores=tuple(round(mean(r.scores[i] for r in scored), 2) for i in range(k)) if scored else (0.0,) * k,
        win_rates=tuple(round(w / n, 3) for w in wins) if n else (),
        first_seat_win_rate=round(wins[0] / n, 3) if n else 0.0,
        first_player_win_rate=round(first_wins / n, 3) if n else 0.0,
        passes_per_game=round(mean(r.passes for r in reports), 2) if n else 0.0,
        mean_hands=round(mean(r.hands for r in reports), 2) if n else 0.0,
        median_hands=median(r.hands for r in reports) if n else 0.0,
        longest_hands=max((r.hands for r in reports), default=0),
        ended_at_limit=sum(r.at_limit for r in reports),
        failures=sum(not r.ok for r in reports),
    )
