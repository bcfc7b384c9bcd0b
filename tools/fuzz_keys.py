#!/usr/bin/env python3
"""Fuzz the shared-keyboard app: random games, random keys, pastes, clicks and resizes, headless.

    nice -n 10 .venv/bin/python tools/fuzz_keys.py --seeds 1-50        # a few minutes a seed
    .venv/bin/python tools/fuzz_keys.py --seeds 7 --keys 100 --verbose # one seed, shorter

Each seed (all randomness comes from ``random.Random(seed)``) draws a game (Shuffle, or
Word Rummy in each variant), its players (names, juniors, computers: mostly ``cpu:easy``,
mostly ``--fast``, now and then at their pace, so that keys land in their turns: the hint,
undo, help, resizes while a computer plays; now and then no ``--players``, so the setup screen asks), a terminal
size, and a few hundred events: keys people press, now and then the keys of a word the
player could really play (read from the engine through the app's session, so the game
moves on), keys no footer offers (F3-F12, Ctrl and Alt with letters, letters off the
cards), pastes (short, long, several lines, no letters, ligatures, escape codes), clicks on
every kind of widget (a kind drawn first: the footer's keys, marks, fields, list rows, the
hand, the table, the scores, a dialog), the mouse wheel, a key held down (one key repeated
fast) or a fast burst of keys, windows opened over one another (help, rules, a question,
the review) and closed by a chain of Esc, a save-and-quit mid-game, and terminal resizes
(40x12 to 160x50, through the too-small notice and back; more often over a window). After
a quit the app is started again, as ``wordcards play`` (the unfinished-game question) or,
every other time for some seeds, as ``wordcards resume``.
Some seeds are keen players: they mostly play real words, so games reach their end (next
hand, Play again), and make the terminal big enough when the too-small notice covers the
game. Play again deals from a stream of the seed's own (not ``secrets``), so a replay plays
the same games. After every few events it waits until the app is settled and checks that

  * no exception was raised and the app did not exit (but after a quit key);
  * the game is what a replay of its action list gives (``game == game.clone()``);
  * the save on disk loads and is the game on screen (an unfinished game), and so does
    every save written since the last check, as the game was when it was written (its
    state and its log: the save is the engine's action list and the app's notes);
  * the footer shows the keys that work now, no others (``settle`` of tests/app/idle.py);
  * a key the footer shows (and does not dim), pressed, does something: the screen, the
    game, the focus or the colours change (now and then, one key at a time: a probe);
  * a key bound to nothing on the screen (F3-F12, Ctrl with a letter ...), pressed on a
    person's turn, changes neither the game nor the screens.

With ``--remote`` the app is a remote seat (``wordcards join``, seat 0) and its host runs in
the fuzzer's process (tools/fuzz_host.py): the host saves after every change as ``wordcards
host`` does, and every save must load as ``wordcards host --resume`` loads it, to the game
and log it was written from. Now and then the connection is cut mid-word and comes back,
the host stops (Ctrl+C) mid-word and carries on from its save, a second person (Bob, seat
1) or a second screen of the seat sends plays while the seat types, and the seat is closed
with windows open over its table.

Many rummy seeds resume a match that easy computers played ahead (through the engine) to a
share of its length, so its middle and late hands are reached; on the setup screen the
fuzzer mostly fills in names and presses Enter, so those seeds start a game too.

About a third of the seeds (drawn from a stream of their own: ``seeded``; ``--timed`` runs
only those) play an advanced Word Rummy match by a minute or two (R8), at the shared
keyboard or on ``--remote``, by a fake clock that "tick" events move on (never the wall
clock: a seed replays the same), and each tick the score screen's or the host's once-a-second
watch looks: the time runs out mid-hand, between hands, as a word is half typed, as a hint is
asked for (at the host, as the search runs). Most of those played ahead to near a hand's end
have their time nearly played too (``Setup.time_left``), so that it runs out before that hand
ends; once it has run out the table plays the hand out as keen players do. Each check (and,
at the shared keyboard, each save: a match may end and be played again between two checks)
then also wants

  * no hand dealt after the time ran out, and a match over ended by its time-up (R8);
  * every screen open (the seat's, and Bob's as the host sends it) last told the ending the
    host holds now: no seat told another ending than another; the seat says Enter ends the
    match exactly when the host holds its time-up; at the shared keyboard, a hand's score
    screen says it once the session holds it.

A failure prints the seed, what broke (the traceback), and the events that reproduce it,
shortened when a shorter list still fails the same way (``--no-shrink`` to skip). It is no
test: it runs long. Exit status 1 if any seed failed.
"""

from __future__ import annotations

import argparse
import asyncio
import difflib
import json
import os
import random
import sys
import tempfile
import time
import traceback
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

TOOLS = Path(__file__).resolve().parent
if str(TOOLS) not in sys.path:  # the remote seat's host: tools/fuzz_host.py
    sys.path.insert(0, str(TOOLS))
APP_TESTS = TOOLS.parent / "tests" / "app"
if str(APP_TESTS) not in sys.path:  # the app tests' wait for an idle app: tests/app/idle.py
    sys.path.append(str(APP_TESTS))

SIZES = [(64, 20), (80, 24), (100, 30)] * 3 + [(40, 12), (63, 19), (120, 40), (70, 22), (200, 50), (20, 6)]
NAMES = ["Ann", "Bob", "Cy", "Dee", "Ed", "Flo"]
COMPUTERS = ["cpu:easy"] * 4 + ["cpu:normal", "cpu:hard"]
VARIANTS = {
    "standard": [[], ["--target", "20"], ["--max-hands", "2"]],
    "advanced": [["--hands", "1"], ["--hands", "2"], ["--minutes", "1"]],
    "inverse": [["--deals", "1"], ["--deals", "2"]],
}
LETTERS = "abcdefghijklmnopqrstuvwxyz"
KEYS = (
    ["enter"] * 6
    + ["escape"] * 3
    + ["tab", "shift+tab", "backspace", "backspace", "space", "up", "down", "left", "right"]
    + ["ctrl+z", "ctrl+e", "ctrl+p", "ctrl+g", "ctrl+r", "ctrl+s", "ctrl+n", "ctrl+d", "ctrl+t", "ctrl+j"]
    + ["ctrl+q", "ctrl+c", "f1", "f2", "question_mark", "w", "y", "n", "q", "pageup", "pagedown", "home", "end"]
    + list("0123456789")
)
# Keys that no footer offers: F-keys, Ctrl and Alt with letters, capitals, punctuation.
STRAY_KEYS = (
    [f"f{n}" for n in range(3, 13)]
    + [f"ctrl+{letter}" for letter in LETTERS]
    + [f"alt+{letter}" for letter in "aeqxz"]
    + ["alt+enter", "shift+enter", "ctrl+enter", "insert", "delete", "ctrl+home", "ctrl+left", "shift+up"]
    + list("AEQZ!#$%&*+-./:;<=>@[]^_{|}")
    + list("éßﬁİΩжﾟ")  # letters off the cards (a keyboard set to another language)
)
PASTES = (
    ["", " ", "\n", "cat", "CATS\n", "a b", "x" * 30, "héllo", "ﾟ∀ﾟ", "\t", "rat\x1b[A", "1", "?"]
    + ["  cat  ", "cat\ndog", "\r\n", "c\ta\tt", "q" * 24, "z" * 25, "abc" * 400, "word\n" * 50, "123", "!@#$%^&*()"]
    + ["\x00", "\x03", "\x1b", "ＣＡＴ", "Straße", "🂡🂢", "e\u0301", "\u200b", "-", "y", "n", "q\n", "Ann,Bob"]
    # Letters whose capitals are longer or not A-Z (ﬁ is FI, ß is SS, İ lowers to two), bidi
    # and joiners, control characters inside a word, escape codes, a very long line.
    + ["ﬁre", "ßß", "İt", "ǅ", "𝐜𝐚𝐭", "\u202ecat", "🏳️‍🌈", "c\x00at", "ca\x7ft", "\x08\x08", "\r", "\x1b[31mcat\x1b[0m"]
    + ["ca\u0308t", "\t" * 40, "a" * 20_000, "cat " * 5_000, "\n" * 300, "\x1b[200~cat\x1b[201~", "\x9bA", "\ufeffcat"]
)
# Terminal sizes a player resizes to mid-play: any from 40x12 to 160x50, and now and then
# one just under or at the smallest that fits (the too-small notice, and back).
EDGE_SIZES = [(63, 20), (64, 19), (64, 20), (64, 21), (64, 23), (65, 24), (40, 12), (160, 50)]
WAIT = "~"  # in a play's keys: wait for the screen (Discard X? asks once the app has the Enter)
QUIT_KEYS = {("key", "ctrl+q"), ("key", "ctrl+c"), ("key", "q")}
QUIT_ACTIONS = {"request_quit", "quit_game", "quit"}  # a click on the footer's Quit (or Leave) key
BATCH = 8  # events between two checks


@dataclass
class Setup:
    argv: list[str]
    size: tuple[int, int]
    ahead: int = 0  # actions the engine plays first (computers' choices): the app resumes there
    share: float = 0.0  # or: this share of the whole game (as easy computers play it) is played first
    keen: bool = False  # a player who mostly plays real words: the game reaches its end
    resume: bool = False  # after a quit, every other launch is ``wordcards resume`` (not ``play``)
    minutes: int = 0  # a match by minutes (R8) played by the fuzzer's fake clock (``FakeClock``)
    hand_end: int = 0  # or: played first to this many actions before a hand's end (past the share)
    time_left: int | None = None  # a match by minutes played ahead to this many seconds before its time-up


    def describe(self) -> str:
        ahead = f", resumed after {self.ahead} actions" if self.ahead else ""
        ahead += f", {self.hand_end} actions before a hand's end" if self.hand_end else ""
        ahead += ", the clock faked" if self.minutes else ""
        ahead += f", {self.time_left} s left on it" if self.time_left is not None else ""
        share = f", resumed {self.share:.0%} into the game" if self.share else ""
        keen = ", a keen player" if self.keen else ""
        resume = ", back by 'wordcards resume' after a quit" if self.resume else ""
        return f"play {' '.join(self.argv)} (terminal {self.size[0]}x{self.size[1]}{ahead}{share}{keen}{resume})"


@dataclass
class Failure:
    what: str
    detail: str

    def same_as(self, other: Failure | None) -> bool:
        return other is not None and other.what == self.what


@dataclass
class Run:
    """The events of one run, in batches (a check after each), and what went wrong."""

    batches: list[list[tuple[str, str]]] = field(default_factory=list)
    failure: Failure | None = None
    actions: int = 0  # the most actions the game had
    ahead: int = 0  # the actions played ahead, before the app opened
    host: Any = None  # a remote seat's host (tools/fuzz_host.py), kept when the seat joins again
    keen: bool = False  # the player mostly plays real words (``Setup.keen``)
    # Every save the app wrote since the last check, with the game as it was then (``SaveWatch``).
    written: list[tuple[Any, Any, tuple[str, ...]]] = field(default_factory=list)
    saves_checked: int = 0
    launches: list[str] = field(default_factory=list)  # how the app was started each time: play, resume
    clock: FakeClock | None = None  # a match by minutes' clock (``Setup.minutes``), moved by "tick" events
    # Where a match by minutes' time ran out (R8): its seed, its actions then, and the last
    # one's notation (a match played again is another game); no hand may be dealt after it.
    ran_out: tuple[int, int, str] | None = None
    time_ran_out: bool = False  # a match by minutes' time ran out in this run
    ended_by_time: bool = False  # and a match ended by its time-up (R8)
    # Seen at every save, not only at the checks: a match over and played again within a
    # batch was missed (its end, and whether it ended by its time-up).
    games_over: set[int] = field(default_factory=set)  # the seeds of the games seen over
    played_again: int = 0  # games started by Play again
    last_seed: int | None = None  # the seed of the game saved last
    seen: Failure | None = None  # a timed match's ending broken, seen as a save was written

    @property
    def played(self) -> int:
        """Actions played in the app (by its players and computers), not ahead."""
        return max(0, self.actions - self.ahead)

    @property
    def events(self) -> int:
        return sum(kind != "settle" for batch in self.batches for kind, _ in batch)

    def kinds(self) -> dict[str, int]:
        """How many events of each kind (key, paste, click, resize)."""
        counts: dict[str, int] = {}
        for batch in self.batches:
            for kind, _ in batch:
                if kind != "settle":
                    counts[kind] = counts.get(kind, 0) + 1
        return counts


# How far into the game a seat resumes: actions (Shuffle), or a share of the whole match
# (rummy: its hands are long or short by variant and options, so a count would mostly land
# in the first hand or past the end).
AHEAD = [0, 0, 0, 30, 60, 120, 400]  # 400: mostly past the end, to reach the score screens
SHARES = [0.0, 0.0, 0.3, 0.5, 0.65, 0.8, 0.9, 0.97, 1.0]  # 1.0: the match over, on its score


def draw_setup(rnd: random.Random, remote: bool = False) -> Setup:
    game = rnd.choice(["shuffle", "rummy"])
    argv = [game, "--seed", str(rnd.randrange(10_000)), "--fast"]
    if game == "rummy":
        variant = rnd.choice(sorted(VARIANTS))
        argv += ["--variant", variant, *rnd.choice(VARIANTS[variant])]
    if remote:  # the fuzzed seat first, computers at the other seats
        others = rnd.choices(COMPUTERS, k=rnd.choice([1, 1, 2]))
        if rnd.random() < 0.35:  # a second person at another screen, typing while Ann does
            others[0] = "Bob"
        if "Bob" in others and len(others) == 1:  # no computer to speed up: --fast is refused
            argv.remove("--fast")
        argv += ["--players", ",".join(["Ann", *others])]
        argv += ["--junior", "Ann"] if rnd.random() < 0.3 else []
        setup = far_into(rnd, Setup(argv, rnd.choice(SIZES)))
        setup.resume = False  # a seat joins again (the host keeps the game)
        return setup
    if rnd.random() < 0.1:
        return Setup(argv, rnd.choice(SIZES))  # no --players: the setup screen asks
    count = rnd.choice([2, 2, 2, 3, 3, 4])
    people = rnd.sample(NAMES, count)
    seats = [rnd.choice(COMPUTERS) if rnd.random() < 0.4 else name for name in people]
    if all(seat.startswith("cpu") for seat in seats):
        seats[0] = people[0]
    argv += ["--players", ",".join(seats)]
    persons = [seat for seat in seats if not seat.startswith("cpu")]
    if rnd.random() < 0.3:
        argv += ["--junior", rnd.choice(persons)]
    elif rnd.random() < 0.1:
        argv += ["--juniors"]
    if rnd.random() < 0.2:
        argv += ["--first", rnd.choice([*persons, "random"])]
    if len(persons) < len(seats) and rnd.random() < 0.2:  # computers at their pace: keys land in their turns
        argv.remove("--fast")
    elif len(persons) == len(seats):  # no computer to speed up: play refuses --fast (drawn as before)
        argv.remove("--fast")
    return far_into(rnd, Setup(argv, rnd.choice(SIZES)))


# A share of the seeds play a match by minutes (R8) on a fake clock the events move on:
# drawn from a stream of their own, so that the other seeds draw as they did.
TIMED_SHARE = 0.3
TICKS = [5, 10, 15, 30, 45]  # seconds a "tick" event moves a match by minutes' clock on
MATCH_OPTIONS = {"--variant", "--target", "--max-hands", "--hands", "--minutes", "--deals"}


def seeded(seed: int, remote: bool = False) -> tuple[random.Random, Setup]:
    """The random stream of ``seed`` and the setup it draws (``draw_setup``); for a share of
    the seeds (``TIMED_SHARE``), made a Word Rummy match by a minute or two (``timed``)."""
    rnd = random.Random(seed)
    setup = draw_setup(rnd, remote)
    timing = random.Random(f"timed {seed}")
    return rnd, (timed(setup, timing) if timing.random() < TIMED_SHARE else setup)


def timed(setup: Setup, timing: random.Random) -> Setup:
    """``setup`` as an advanced Word Rummy match by minutes (R8) on the fuzzer's fake clock:
    a minute or two, from its start or a little way in (the clock stands as the match is
    played ahead), mostly with a keen player, so that its time runs out within a run and a
    hand then ends: mid-hand, between hands, as a seat types or as a hint is looked for."""
    rest, args = [], iter(setup.argv[1:])
    for arg in args:
        if arg in MATCH_OPTIONS:
            next(args)  # its value
        else:
            rest.append(arg)
    minutes = timing.choice([1, 1, 2])
    argv = ["rummy", *rest, "--variant", "advanced", "--minutes", str(minutes)]
    ahead = "--players" in rest  # else the setup screen asks: no game to play ahead
    share = timing.choice([0.0, 0.0, 0.02, 0.05, 0.1]) if ahead else 0.0
    keen = timing.random() < 0.6
    # Mostly a few actions before a hand's end: the time runs out as that hand is finished
    # or between hands (a long hand's end came after the run, at the shared keyboard most).
    hand_end = timing.choice([0, 4, 10, 20]) if ahead else 0
    # Mostly its time nearly played too, so that it runs out before that hand ends (else the
    # hand ended first, and the next one had to be played out after the time-up: seldom
    # reached at the shared keyboard).
    time_left = timing.choice([None, 5, 15, 30]) if share or hand_end else None
    return Setup(
        argv, setup.size, share=share, keen=keen, resume=setup.resume, minutes=minutes, hand_end=hand_end, time_left=time_left
    )


class FakeClock:
    """A match by minutes' clock (R8) that moves only when a "tick" event moves it: a seed
    replays the same (never the wall clock)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class FakeTime:
    """While a timed seed runs, the clocks a match by minutes is read by are the fuzzer's
    fake one: the shared keyboard's session's (a resumed game's too), and a remote seat's
    (it runs the host's time on from when a state came)."""

    def __init__(self, clock: FakeClock | None) -> None:
        self.clock = clock
        self.saved: list[tuple[Any, Any]] = []

    def __enter__(self) -> FakeTime:
        from types import SimpleNamespace

        from wordcards.app import session
        from wordcards.remote.seat import clock as seat_clock

        if self.clock is not None:
            for module in (session, seat_clock):
                self.saved.append((module, module.time))
                module.time = SimpleNamespace(monotonic=self.clock)  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        for module, time_module in self.saved:
            module.time = time_module


class NoKeyGrace:
    """While a seed runs, a hand-off or a score acts on a key as soon as it is drawn (as in
    the tests): a grace on the real clock would make a replay act otherwise than its run."""

    def __enter__(self) -> NoKeyGrace:
        from wordcards.app.screens import typed_ahead

        self.saved = typed_ahead.GRACE_AFTER_DRAWN
        typed_ahead.GRACE_AFTER_DRAWN = 0
        return self

    def __exit__(self, *exc: object) -> None:
        from wordcards.app.screens import typed_ahead

        typed_ahead.GRACE_AFTER_DRAWN = self.saved


class SeededDeals:
    """While a seed runs, Play again deals from a stream of the seed's own, not from
    ``secrets``: a replay deals the same games (after a Play again, a replay played
    another game, so a failure there could not come back)."""

    def __init__(self, setup: Setup) -> None:
        self.deals = random.Random(f"play again {' '.join(setup.argv)}")

    def __enter__(self) -> SeededDeals:
        import secrets

        self.saved = secrets.randbelow
        secrets.randbelow = self.deals.randrange  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        import secrets

        secrets.randbelow = self.saved  # type: ignore[assignment]


def far_into(rnd: random.Random, setup: Setup) -> Setup:
    """Now and then far into the game (or past its end), to reach late play and the score
    screens; now and then a keen player, who plays on to the end (and Play again)."""
    if "--minutes" in setup.argv:  # a match by minutes (VARIANTS) is played by the fake clock too
        setup.minutes = int(setup.argv[setup.argv.index("--minutes") + 1])
    if setup.argv[0] == "rummy":
        setup.share = rnd.choice(SHARES)
    else:
        setup.ahead = rnd.choice(AHEAD)
    setup.keen = rnd.random() < 0.25
    setup.resume = rnd.random() < 0.5
    return setup


KEEN = 0.5  # the share of a keen player's events that move the game on
HURRIED = 0.85  # and of a table's whose match by minutes is past its time (``hurrying``)


async def draw_event(rnd: random.Random, app, pilot, keen: float = 0.0, timed: bool = False) -> list[tuple[str, str]]:
    """One thing a player does: mostly a key, now and then a word they could play, a paste,
    a click, the wheel, a key held down, a footer key tried or a resize; in a match by
    minutes (``timed``), now and then its clock moved on (``ticks``). ``keen``: the share of
    events that move the game on (a word played, Enter on a hand-off or a score, a window
    closed)."""
    if timed and rnd.random() < 0.08:
        return ticks(rnd, app)
    if getattr(app, "host", None) is not None:  # a remote seat: its host and the other seats act too
        seated = seat_events(rnd, app)
        if seated:
            return seated
    least = behind_notice(app)
    if keen and least is not None and rnd.random() < 0.25:  # a keen player makes the terminal big enough to play on
        width, height = app.size
        return [("resize", f"{max(width, least[0] + rnd.randrange(20))}x{max(height, least[1] + rnd.randrange(10))}")]
    roll = rnd.random()
    if app.screen.is_modal and roll < 0.08:  # a window open (help, rules, review, a question): resized under it
        return resizes(rnd, app)
    if keen and roll < keen:  # a keen player plays on: over the score screens too (Next hand, Play again)
        roll = 0.11 + roll / keen * 0.14
    if app.screen.name == "quit" and roll < 0.5:  # a quit asked by mistake: mostly not
        return [("key", "escape")]
    if app.screen.name == "unfinished" and roll < 0.8:  # mostly carry on with the game played ahead
        return [("key", "r")]
    if app.screen.name == "confirm" and roll < 0.5:  # mostly yes: "Discard X?" was meant
        return [("key", "enter")]
    if app.screen.name == "setup" and roll < 0.6:  # mostly on to a game: names, then Enter
        return setup_step(rnd, app)
    if roll < 0.04:
        return resizes(rnd, app)
    if roll < 0.08:
        return await click(rnd, app)
    if roll < 0.095:
        typed = ["".join(key for key in keys if len(key) == 1) for keys in real_words(app)[:1]]
        return [("paste", rnd.choice([*PASTES, *typed]))]
    if roll < 0.11:
        return wheel(rnd, app)
    if roll < 0.25:  # the player waits for the screen to be up to date, then plays
        await settle(app, pilot)  # recorded ("settle"), so that a replay waits there too
        if app.screen.name in ("handoff", "help", "rules"):  # to the turn screen first
            return [("settle", ""), ("key", "enter" if app.screen.name == "handoff" else "escape")]
        if keen > KEEN and app.screen.name in ("choice", "review"):  # in a hurry: the first way, the review closed
            return [("settle", ""), ("key", "enter" if app.screen.name == "choice" else "escape")]
        if keen and app.screen.name == "score" and rnd.random() < 0.7:  # on to the next hand, or play again
            return [("settle", ""), ("key", "enter")]
        plays = real_words(app)
        if plays:
            return [
                ("settle", ""),
                *((("settle", "") if key == WAIT else ("key", key)) for key in rnd.choice(plays)),
                ("settle", ""),
            ]
        return [("settle", ""), ("key", rnd.choice(KEYS))]
    if roll < 0.28:
        return held_keys(rnd)
    if roll < 0.31:  # a key the footer offers, tried once the screen is up to date
        await settle(app, pilot)
        offered = footer_keys(app)
        return [("settle", ""), ("probe", rnd.choice(offered))] if offered else [("settle", "")]
    if roll < 0.33:  # a key bound to nothing here, pressed once the screen is up to date
        await settle(app, pilot)
        return [("settle", ""), ("stray", rnd.choice(unbound_keys(app)))]
    if roll < 0.35:
        return windows(rnd, app)
    if roll < 0.36:  # save and quit mid-game, and come back (``wordcards play`` or ``resume``)
        return [("key", "ctrl+q"), ("settle", ""), ("key", "ctrl+q")]
    if roll < 0.55:
        return [("key", rnd.choice(LETTERS))]
    if roll < 0.65:
        return [("key", rnd.choice(STRAY_KEYS))]
    return [("key", rnd.choice(KEYS))]


def behind_notice(app) -> tuple[int, int] | None:
    """The smallest terminal the screen in sight behind the too-small notice needs; None
    when no screen in sight shows it."""
    for screen in in_sight(app):
        least = least_for(app, screen)
        if least is not None and screen.has_class("-too-small"):
            return least
    return None


def hurrying(app, run: Run) -> bool:
    """A match by minutes whose time ran out (R8), not over yet: the table plays its hand
    out as keen players do, so that the match's end by its time-up comes within the run."""
    holder = getattr(app, "table", None) or getattr(app, "session", None)
    return run.ran_out is not None and holder is not None and not holder.game.is_over


def ticks(rnd: random.Random, app) -> list[tuple[str, str]]:
    """A match by minutes' clock moved on some seconds: now and then, as a word is half
    typed (its Enter after), or as a hint is looked for (at a host the search takes them)."""
    seconds = str(rnd.choice(TICKS))
    roll = rnd.random()
    plays = [keys for keys in real_words(app) if len(keys) > 2] if roll < 0.3 else []
    if plays:
        keys = [(("settle", "") if key == WAIT else ("key", key)) for key in rnd.choice(plays)]
        cut = rnd.randint(1, len(keys) - 1)
        return [*keys[:cut], ("tick", seconds), *keys[cut:]]
    if roll < 0.4 and getattr(app, "host", None) is not None:
        return [("tick", f"{seconds} search"), ("key", "ctrl+g")]
    if roll < 0.45:
        return [("tick", seconds), ("key", "ctrl+g")]
    return [("tick", seconds)]


def resizes(rnd: random.Random, app) -> list[tuple[str, str]]:
    """A terminal resized: to any size from 40x12 to 160x50, to one at the edge of the
    too-small notice, or down below it and back to where it was (in a burst, or after a look)."""
    roll = rnd.random()
    if roll < 0.5:
        return [("resize", f"{rnd.randint(40, 160)}x{rnd.randint(12, 50)}")]
    if roll < 0.75:
        width, height = rnd.choice(EDGE_SIZES)
        return [("resize", f"{width}x{height}")]
    width, height = app.size
    small = (
        f"{rnd.randint(40, 63)}x{rnd.randint(12, 30)}" if rnd.random() < 0.5 else f"{rnd.randint(40, 160)}x{rnd.randint(12, 19)}"
    )
    look = [("settle", "")] if rnd.random() < 0.5 else []
    return [("resize", small), *look, ("resize", f"{width}x{height}")]


# Keys that open a window over the screen (help, rules, a question, the review, the quit
# question, the hint's thinking) or act under one.
WINDOW_KEYS = ["question_mark", "f1", "ctrl+r", "ctrl+p", "ctrl+c", "w", "f2", "ctrl+g", "ctrl+z", "enter", "escape"]


def windows(rnd: random.Random, app) -> list[tuple[str, str]]:
    """Windows opened over one another (help over the rules over a question ...), looked at
    and resized inside now and then, then closed by a chain of Esc."""
    events: list[tuple[str, str]] = []
    for _ in range(rnd.randint(2, 4)):
        events.append(("key", rnd.choice(WINDOW_KEYS)))
        if rnd.random() < 0.6:
            events.append(("settle", ""))
        if rnd.random() < 0.4:
            events += resizes(rnd, app)
    for _ in range(rnd.randint(1, 4)):
        events.append(("key", "escape"))
        if rnd.random() < 0.5:
            events.append(("settle", ""))
    return events


# Keys a player holds down (the terminal repeats them fast) or hammers in a burst.
HELD = ["enter"] * 3 + ["backspace"] * 2 + ["escape", "ctrl+z", "ctrl+g", "ctrl+d", "ctrl+t", "ctrl+e", "ctrl+p"]
HELD += ["f2", "w", "n", "tab", "down", "up", "pagedown", "space", "question_mark", "ctrl+r", "a", "e", "s"]


def held_keys(rnd: random.Random) -> list[tuple[str, str]]:
    """A key held down (repeated 3 to 30 times, no wait between), or a fast burst of keys."""
    if rnd.random() < 0.6:
        return [("key", rnd.choice(HELD))] * rnd.randint(3, 30)
    return [("key", rnd.choice([*HELD, *KEYS, *LETTERS])) for _ in range(rnd.randint(4, 16))]


def wheel(rnd: random.Random, app) -> list[tuple[str, str]]:
    """The mouse wheel turned a few notches, up or down, over a point of the screen
    (mostly over something that scrolls)."""
    width, height = app.size
    targets = [
        widget for widget in app.screen.query("*") if widget.display and widget.region.area and widget.allow_vertical_scroll
    ]
    region = rnd.choice(targets).region.intersection(app.screen.region) if targets and rnd.random() < 0.8 else None
    if region is not None and region.area:
        x, y = region.x + rnd.randrange(region.width), region.y + rnd.randrange(region.height)
    else:
        x, y = rnd.randrange(width), rnd.randrange(height)
    return [("wheel", f"{x},{y},{rnd.choice(['up', 'down'])},{rnd.randint(1, 12)}")]


def footer_keys(app) -> list[str]:
    """The keys the footer offers now (shown and not dimmed), one for each."""
    offered: dict[str, str] = {}
    for key, active in app.screen.active_bindings.items():
        if active.binding.show and active.enabled:
            offered.setdefault(active.binding.action, key)
    return sorted(offered.values())


async def click(rnd: random.Random, app) -> list[tuple[str, str]]:
    """A click (or a double click) at a point of the screen, mostly inside a widget: of a kind
    drawn first (the footer's keys, marks, fields, list rows, the word line, the hand, the
    table, the scores, a dialog ...), so that small widgets are clicked as often as big
    ones; recorded as its point, so that a replay clicks there too."""
    width, height = app.size
    kinds: dict[str, list] = {}
    for widget in app.screen.query("*"):
        if widget.display and widget.region.area:
            kinds.setdefault(type(widget).__name__, []).append(widget)
    if kinds and rnd.random() < 0.85:
        kind = rnd.choice(sorted(kinds))
        region = rnd.choice(kinds[kind]).region.intersection(app.screen.region)
        if region.area:
            x, y = region.x + rnd.randrange(region.width), region.y + rnd.randrange(region.height)
        else:
            x, y = rnd.randrange(width), rnd.randrange(height)
    else:
        x, y = rnd.randrange(width), rnd.randrange(height)
    times = 2 if rnd.random() < 0.15 else 1
    return [("click", f"{x},{y},{times}")]


def setup_step(rnd: random.Random, app) -> list[tuple[str, str]]:
    """The next thing a table filling in the setup screen does: a name typed in the name
    field it is on (in place of a name the screen would refuse), a computer seat made a
    person, Enter once two seats are named, else Tab to the next field."""
    from textual.widgets import Input

    from wordcards.app.screens.setup import SeatKind

    names = [field.value.strip() for field in app.screen.query(Input)]
    good = {name.casefold() for name in names if name.isalpha() and names.count(name) == 1}
    focused = app.focused
    if isinstance(focused, Input) and focused.value.strip().casefold() not in good and len(good) < 2 + rnd.randrange(2):
        name = rnd.choice([name for name in NAMES if name.casefold() not in good])
        return [("key", "end"), ("key", "ctrl+u"), *(("key", letter) for letter in name.lower())]
    if isinstance(focused, SeatKind) and focused.level is not None and rnd.random() < 0.7:
        return [("key", "space")]  # toward a person: a game needs one
    if len(good) >= 2 and rnd.random() < 0.6:
        return [("key", "enter")]
    return [("key", "tab")]


def real_words(app) -> list[list[str]]:
    """The keys of plays the player at the keyboard could make now (none on a computer's
    turn or away from the turn screen); ``WAIT`` where the player waits for the screen."""
    table = getattr(app, "table", None)  # a remote seat: the fuzzer holds its host's table
    if table is not None:
        game, at_table = table.game, len(app.screen_stack) == 1
    else:
        session = getattr(app, "session", None)
        game, at_table = (session.game if session else None), app.screen.name == "turn"
    if game is None or game.is_over or not at_table:
        return []
    if game.players[game.current].computer is not None:
        return []
    if game.game_name == "shuffle":  # takes are slow to enumerate: words, extends, steals
        plays = [p for kind in ("word", "extend", "steal") for p in game.legal_plays(kind, limit=4)]
        words = [["escape", *p.word.lower(), "enter"] for p in plays]
        if game.view(game.current).turn_plays:
            return words[:2] + [["ctrl+e"]] * 2  # end the turn now and then
        return words or [["ctrl+p", "enter"]]  # no play: pass (it asks first)
    from wordcards.engine.rummy import Discard, Meld, Phase

    if game.phase is Phase.DRAW:
        return [["ctrl+d"], ["ctrl+t"]]
    actions = game.legal_actions()
    melds = [["escape", *"".join(c.letter for c in a.cards).lower(), "enter"] for a in actions if isinstance(a, Meld)]
    discards = [["escape", a.card.letter.lower(), "enter", WAIT, "enter"] for a in actions if isinstance(a, Discard)]
    return melds[:6] + discards[:3]


async def settle(app, pilot) -> None:
    """Until the app is idle (the app tests wait so too): no worker running, the same screen
    over a pause, and the footer showing the keys that work now; a footer that never does
    is a failure (``NotSettled``)."""
    from idle import settle as settled

    await settled(app, pilot, check_footer=True)


async def send(app, pilot, event: tuple[str, str]) -> int:
    """Send one event; 3 after a quit key (it asks first: the answer may come a batch or
    two later), else 0."""
    from textual import events
    from textual.errors import NoWidget

    kind, value = event
    if app.return_code is not None:
        return 0
    if kind == "key":
        if value == "escape" and app.screen.name == "unfinished":  # Esc backs out of it: the app quits
            app.simulate_key(value)
            return 3
        app.simulate_key(value)
    elif kind == "paste":
        app.post_message(events.Paste(value))
    elif kind == "settle":
        await settle(app, pilot)
    elif kind == "probe":
        return await probe(app, pilot, value)
    elif kind == "stray":
        await stray(app, pilot, value)
    elif kind == "wire":
        await wire(app, value)
    elif kind == "peer":
        await peer(app, value)
    elif kind == "tick":
        await tick(app, value)
    elif kind == "wheel":
        x, y, direction, notches = value.split(",")
        width, height = app.size
        if int(x) < width and int(y) < height:  # as a terminal sends it: to the app, which finds the widget
            turn = events.MouseScrollUp if direction == "up" else events.MouseScrollDown
            for _ in range(int(notches)):
                app.post_message(turn(None, int(x), int(y), 0, 0, 0, False, False, False, screen_x=int(x), screen_y=int(y)))
    elif kind == "click":
        x, y, times = (int(n) for n in value.split(","))
        width, height = app.size
        if x < width and y < height:  # a replay, the terminal smaller than when drawn: no click
            await pilot.pause()  # as the click does first: the screen laid out, the widget there known
            quits = clicks_quit(app, x, y, double=times > 1)
            try:
                await pilot.click(offset=(x, y), times=times)
            except NoWidget:  # the screen not yet drawn there: a terminal's click would land nowhere
                pass
            return 3 if quits else 0
    else:
        width, height = (int(n) for n in value.split("x"))
        await pilot.resize_terminal(width, height)
    return 3 if event in QUIT_KEYS else 0


async def tick(app, value: str) -> None:
    """A match by minutes' clock moved on (``"30"``), and what watches it each second looks
    now (so a replay sees it at the same event): the shared keyboard's score screen, or the
    host's watch (a time-up held, every screen told) and the seat's own clock. ``"30
    search"``: the host's next hint or review takes 30 seconds to find, the clock moving on
    as it looks (held as its result comes, as the server does)."""
    from wordcards.app.screens.rummy_score import RummyScoreScreen

    run: Run | None = getattr(app, "fuzz_run", None)
    if run is None or run.clock is None:
        return
    seconds, _, search = value.partition(" ")
    host = getattr(app, "host", None)
    if search:
        if host is not None:
            host.search_seconds = int(seconds)
        return
    run.clock.now += int(seconds)
    holder = host or app.session
    if holder is not None:
        note_ran_out(holder.game, run)
    if host is None:
        for screen in app.screen_stack:
            if isinstance(screen, RummyScoreScreen):
                screen._watch_the_clock()
        return
    if host.up and host.watch() and app.client is not None:
        await app.take(host.state_for(0))
    app._tick()


# A footer key shown as two ("↑↓ Scroll"): the other key does it when the first cannot.
OTHER_WAY = {"scroll_down": "up"}


class FooterKeyIdle(AssertionError):
    """A key the footer offers did nothing when pressed."""


async def probe(app, pilot, key: str) -> int:
    """``key`` pressed once the app is settled, if the footer offers it now: it must do
    something (``FooterKeyIdle`` if not), or say something on the message line (the hint
    asked again is looked for again, and the same hint said again). 3 if it may quit, else 0."""
    await settle(app, pilot)
    if app.return_code is not None or key not in footer_keys(app):  # a replay that went elsewhere
        return 0
    action = app.screen.active_bindings[key].binding.action
    await pilot.wait_for_scheduled_animations()
    before, message_before = looks(app), message_said(app)
    app.simulate_key(key)
    await settle(app, pilot)
    await pilot.wait_for_scheduled_animations()  # a scroll glides: looked at midway it had not moved a line
    if app.return_code is None and looks(app) == before and action in OTHER_WAY:  # at the bottom: ↑ scrolls
        app.simulate_key(OTHER_WAY[action])
        await settle(app, pilot)
        await pilot.wait_for_scheduled_animations()
    message = message_said(app)
    said = message is not None and message is not message_before and bool(message.text.plain)  # cleared: nothing said
    if app.return_code is None and looks(app) == before and not said:
        where = app.screen.name or type(app.screen).__name__
        raise FooterKeyIdle(f"on {where} the footer offers {key} ({action}), and it did nothing")
    return 3 if action.rsplit(".", 1)[-1] in QUIT_ACTIONS else 0


def message_said(app):
    """What the screen's message line says (a new one each time said, the same words again
    too), None on a screen without one."""
    from wordcards.app.widgets.common.panels import MessageLine

    lines = app.screen.query(MessageLine) if app.screen_stack else ()
    return lines.first().line_message if lines else None


class StrayKeyActed(AssertionError):
    """A key bound to nothing on the screen changed the game or the screens."""


async def stray(app, pilot, key: str) -> None:
    """``key``, bound to nothing here, pressed once the app is settled on a person's turn:
    the game and the screens stay as they were (``StrayKeyActed`` if not)."""
    await settle(app, pilot)
    if app.return_code is not None or key not in unbound_keys(app):  # a replay that went elsewhere
        return
    holder = getattr(app, "table", None) or getattr(app, "session", None)
    game = holder.game if holder is not None else None
    waits = game is None or game.is_over or game.players[game.current].computer is None  # no computer to move
    before = (tuple(map(id, app.screen_stack)), len(game.actions) if game else None)
    app.simulate_key(key)
    await settle(app, pilot)
    after = (tuple(map(id, app.screen_stack)), len(game.actions) if game else None)
    if waits and app.return_code is None and after != before:
        where = app.screen.name or type(app.screen).__name__
        raise StrayKeyActed(
            f"on {where} {key}, bound to nothing, changed {'the game' if after[1] != before[1] else 'the screens'}"
        )


def unbound_keys(app) -> list[str]:
    """Keys no footer offers that do nothing here: not bound on the screen nor on the app
    (a modal screen's bindings leave out the app's, though Ctrl+Q still quits there)."""
    app_keys = {key.strip() for binding in app.BINDINGS for key in binding.key.split(",")}
    return [key for key in STRAY_KEYS if len(key) > 1 and key not in app.screen.active_bindings and key not in app_keys]


def looks(app) -> tuple:
    """What a key may change: the screens, the game, the focus, the colours, what is drawn."""
    holder = getattr(app, "table", None) or getattr(app, "session", None)
    actions = len(holder.game.actions) if holder is not None else None
    screens = tuple(map(id, app.screen_stack))
    return screens, actions, app.focused, app.theme, app.export_screenshot()


def clicks_quit(app, x: int, y: int, double: bool = False) -> bool:
    """Whether a click at x, y may quit (or leave the seat): it lands on the footer's Quit
    key; for a double click, on any footer key (the first click may bring a screen whose
    footer has Quit there)."""
    from textual.errors import NoWidget

    try:
        widget, _ = app.screen.get_widget_at(x, y)
    except NoWidget:
        return False
    for node in (widget, *widget.ancestors):
        action = getattr(node, "action", None)
        if type(node).__name__ == "FooterKey" and isinstance(action, str):
            return double or action.rsplit(".", 1)[-1] in QUIT_ACTIONS
    return False


def notice_wrong(app) -> Failure | None:
    """The too-small notice shown on a screen of the stack (turn, setup, a seat's table)
    though the terminal is big enough, or hidden though it is too small."""
    width, height = app.size
    for screen in in_sight(app):
        least = least_for(app, screen)
        if least is None:
            continue
        small = width < least[0] or height < least[1]
        if screen.has_class("-too-small") != small:
            shown = "shown" if screen.has_class("-too-small") else "hidden"
            where = "on top" if screen is app.screen else f"under {app.screen.name!r}"
            return Failure(
                "too-small notice wrong",
                f"on {screen.name or type(screen).__name__} ({where}) at {width}x{height} (least {least}): {shown}",
            )
    return None


def focus_hidden(app) -> Failure | None:
    """The focus on a widget not displayed (keys typed go to it unseen), the panels in sight."""
    from wordcards.app.widgets.common.too_small import COVERED, hidden

    screen, focused = app.screen, app.focused
    if focused is None or screen.has_class(COVERED) or not hidden(focused, screen):
        return None
    return Failure("focus hidden", f"on {screen.name or type(screen).__name__} the focus is on {focused!r}, not displayed")


def in_sight(app) -> list:
    """The screens in sight: the top one, and those under it down to the first opaque one
    (a screen hidden under an opaque one is laid out anew, and fits, once back on top)."""
    screens = [app.screen]
    for screen in reversed(app.screen_stack[:-1]):
        if screens[-1].styles.background.a == 1:
            break
        screens.append(screen)
    return screens


def least_for(app, screen) -> tuple[int, int] | None:
    """The smallest terminal ``screen`` draws its panels in; None for a screen with no notice."""
    from wordcards.app.widgets.common.sizes import MIN_SIZE, least_size

    if not screen.query("#too-small"):
        return None
    if hasattr(screen, "min_size"):  # a turn screen
        return screen.min_size()
    if screen.name == "setup":
        return MIN_SIZE
    part, state = getattr(app, "part", None), getattr(app, "state", None)
    if part is not None and state is not None and screen is app.screen_stack[0]:  # a seat's table
        return least_size(*part.panel_rows(state["view"]))
    return None


class SaveWatch:
    """While a seed runs, every save the app writes of an unfinished game is kept in
    ``run.written``, with the game's state and log as they were when it was written: each
    must load and replay to that state (the save is the engine's action list; a save
    written between two checks is checked too). The app saves after every change, so each
    save also notes a game over and one played again, and checks a match by minutes' end
    (``time_up_broken``): between two checks a match may end and be played again."""

    def __init__(self, run: Run) -> None:
        self.run = run

    def __enter__(self) -> SaveWatch:
        from wordcards import saves
        from wordcards.app.session import Session

        self.original = original = Session.save
        written = self.run.written

        def save(session) -> None:
            original(session)
            if session.autosave and not session.save_problem and not session.game.is_over:
                written.append((saves.read_save(), session.game.state_key(), tuple(session.log())))
            ended(session.game, self.run)

        Session.save = save  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        from wordcards.app.session import Session

        Session.save = self.original  # type: ignore[method-assign]


def ended(game, run: Run) -> None:
    """Note a game saved: over, or played again after one was over; a match by minutes'
    ending checked as it is saved (``Run.seen``)."""
    if run.last_seed is not None and game.seed != run.last_seed and run.last_seed in run.games_over:
        run.played_again += 1
    run.last_seed = game.seed
    if game.is_over:
        run.games_over.add(game.seed)
    run.seen = run.seen or time_up_broken(game, run)


def saves_differ(run: Run, words, session) -> Failure | None:
    """A save written since the last check that does not load, or loads to another game
    (or another log) than the one on screen when it was written."""
    from wordcards.app.session import Session

    written, run.written[:] = list(run.written), []
    run.saves_checked += len(written)
    for saved, state, log in written:
        try:
            resumed = Session.resume(saved, words, session.wordlist, session.house)
        except Exception as error:  # the report says which: any error loading a save is a finding
            return Failure("a save does not load", f"{type(error).__name__}: {error}")
        if resumed.game.state_key() != state:
            return Failure("a save differs", f"a save of {len(resumed.game.actions)} actions loads to another game")
        if tuple(resumed.log()) != log:
            lines = [line for line in difflib.unified_diff(log, resumed.log(), "on screen", "resumed", lineterm="")]
            return Failure("a save's log differs", "\n".join(lines[:40]))
    return None


def score_says_next_hand(app) -> Failure | None:
    """A match by minutes whose time-up the session holds (R8): its hand's score screen
    says Enter ends the match, not that it deals the next hand."""
    from wordcards.app.screens.rummy_score import RummyScoreScreen
    from wordcards.engine.rummy import TimeUp

    session = app.session
    if not isinstance(session.in_play.ending, TimeUp) or session.game.is_over:
        return None
    for screen in app.screen_stack:
        if isinstance(screen, RummyScoreScreen) and screen.game is session.game and not screen.time_up:
            return Failure("the score offers the next hand past the time", "the session holds the time-up; its score screen does not say so")
    return None


def broken_invariant(app, words, run: Run | None = None) -> Failure | None:
    from wordcards import saves
    from wordcards.app.session import Session

    wrong = (run.seen if run is not None else None) or notice_wrong(app) or focus_hidden(app)
    if wrong:
        return wrong
    if run is not None and app.session is not None:
        wrong = time_up_broken(app.session.game, run) or score_says_next_hand(app)
        if wrong:
            return wrong
    if run is not None and app.session is not None:
        wrong = saves_differ(run, words, app.session)
        if wrong:
            return wrong
    session = app.session
    if session is None:
        return None
    game = session.game
    if game != game.clone():
        return Failure("replay differs", f"the game is not what its {len(game.actions)} actions replay to")
    if game.is_over or not session.autosave or session.save_problem:
        return None
    try:
        saved = Session.resume(saves.read_save(), words, session.wordlist, session.house).game
    except Exception as error:  # the report says which: any error loading the save is a finding
        return Failure("save does not load", f"{type(error).__name__}: {error}")
    if saved != game:
        return Failure("save differs", f"the save has {len(saved.actions)} actions, the game {len(game.actions)}")
    return None


@contextmanager
def data_folder_named(folder: str) -> Iterator[None]:
    """WORDCARDS_DATA_DIR set to ``folder`` for the run, and as it was after: left set, it
    leaked into the tests that run after the fuzz seeds' (their commands named it)."""
    before = os.environ.get("WORDCARDS_DATA_DIR")
    os.environ["WORDCARDS_DATA_DIR"] = folder
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("WORDCARDS_DATA_DIR", None)
        else:
            os.environ["WORDCARDS_DATA_DIR"] = before


async def play(
    setup: Setup, words, rnd: random.Random | None, script: list[list[tuple[str, str]]] | None, keys: int, remote: bool = False
) -> Run:
    """Apps driven by ``rnd`` (new events, up to ``keys``) or by ``script`` (a replay). After
    a quit, the game is started again, as ``wordcards play`` would: it finds the save (or,
    every other launch of a ``Setup.resume`` seed, as ``wordcards resume`` would)."""
    run = Run(keen=setup.keen, clock=FakeClock() if setup.minutes else None)
    batches = iter(script) if script is not None else None
    with (
        tempfile.TemporaryDirectory(prefix="wordcards-fuzz-") as data,
        SaveWatch(run),
        FakeTime(run.clock),
        NoKeyGrace(),
        SeededDeals(setup),
        data_folder_named(data),
    ):
        over = play_ahead(setup, words, run) if (setup.ahead or setup.share or setup.hand_end) and not remote else None
        run.written.clear()  # played ahead: checked as the app opens (the save on disk)
        run.games_over.clear()  # ended ahead: not reached in the app
        for launch in range(20):
            try:
                if remote:
                    more = await play_seat(setup, words, rnd, batches, keys, run)
                else:
                    resume = setup.resume and launch % 2 == 1
                    more = await play_one(setup, words, rnd, batches, keys, run, over, resume)
                over = None
            except Exception as error:  # what the fuzzer is for: report any exception, with its traceback
                text = "".join(traceback.format_exception(error))
                run.failure = Failure(f"{type(error).__name__}: {str(error)[:200]}", text)
                more = False
            if not more or run.failure:
                break
    return run


def play_ahead(setup: Setup, words, run: Run) -> Any:
    """The game of ``setup`` played ahead (``played_ahead``), saved as ``wordcards play``
    saves it; its session if it ended (the app opens on its score)."""
    session = played_ahead(setup, words, clock=run.clock)
    session.save()
    run.ahead = len(session.game.actions)
    return session if session.game.is_over else None


def played_ahead(setup: Setup, words, autosave: bool = True, clock: FakeClock | None = None) -> Any:
    """The session of ``setup``'s game after ``setup.ahead`` actions chosen by easy computers
    (seeded by the game's seed), or after ``setup.share`` of the actions of the whole game
    they play; a match by minutes' ``clock`` then moved on to ``setup.time_left`` seconds
    before its time-up."""
    from wordcards.app.session import Session, first_seat

    choice = choice_for(setup.argv)
    first = first_seat(choice.players, choice.first, choice.seed)
    session = Session.new(choice, words, choice.players, autosave=autosave, first=first)
    if setup.share or setup.hand_end:
        whole = Session.new(choice, words, choice.players, autosave=False, first=first).game
        computers_play(whole, 1500)  # a timed match ends by the clock only: thousands of actions
        for action in whole.actions[: ahead_to(whole, setup)]:
            session.game.apply(action)
    else:
        computers_play(session.game, setup.ahead)
    game = session.game
    if setup.time_left is not None and clock is not None and session.clock is not None and not game.is_over:
        session.clock.start()  # it stood as the match was played ahead
        clock.now += max(0, game.limit_seconds - setup.time_left - game.elapsed_seconds())
    return session


def ahead_to(whole, setup: Setup) -> int:
    """How many of the whole game's actions are played ahead: ``setup.share`` of them, then
    on to ``setup.hand_end`` actions before the next hand's end (a rummy NextHand deals)."""
    from wordcards.engine.rummy import NextHand

    cut = round(setup.share * len(whole.actions))
    if setup.hand_end:
        deals = [i for i, action in enumerate(whole.actions) if isinstance(action, NextHand) and i - setup.hand_end >= cut]
        cut = deals[0] - setup.hand_end if deals else cut
    return cut


def computers_play(game, actions: int) -> None:
    """Easy computers play every seat until the game has ``actions`` actions or is over."""
    from wordcards.ai import choose_action
    from wordcards.engine.seeding import rng

    while len(game.actions) < actions and not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "fuzz", len(game.actions))))


async def play_one(setup, words, rnd, batches, keys: int, run: Run, over: Any = None, resume: bool = False) -> bool:
    """One launch of the app (``wordcards play``, or ``wordcards resume`` when there is a
    save to resume). True when it quit as asked and events are left."""
    from wordcards import saves
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.app.unfinished_save import pending_save

    try:
        pending = saves.read_save()
    except saves.SaveUnreadable as unreadable:
        pending = unreadable
    if over:
        app = WordcardsApp(over)
    elif resume and isinstance(pending, saves.Saved):  # as launch._resume does it
        session = Session.resume(pending, words, pending.wordlist, pending.house)
        app = WordcardsApp(session, fast="--fast" in setup.argv)
        run.launches.append("resume")
    else:  # as launch's play does it: the kind of unfinished save found, replayed first
        choice = choice_for(setup.argv)
        app = WordcardsApp.for_new_game(choice, words, pending=pending_save(choice, words))
        run.launches.append("play")
    app.fuzz_run = run  # a "tick" moves its clock on
    async with app.run_test(size=setup.size) as pilot:
        await settle(app, pilot)
        return await drive(app, pilot, words, rnd, batches, keys, run, invariants=lambda: broken_invariant(app, words, run))


async def drive(app, pilot, words, rnd, batches, keys: int, run: Run, invariants) -> bool:
    """Send the events (new or replayed), a check after each batch. True when the app quit
    as asked and events are left."""
    quit_batches = 0  # a quit key asks first: the answer may come a batch or two later
    while True:
        if batches is not None:
            batch = next(batches, None)
            if batch is None:
                return False
            run.batches.append(batch)
            for event in batch:
                quit_batches = await send(app, pilot, event) or quit_batches
        else:
            if run.events >= keys:
                return False
            batch = []
            run.batches.append(batch)
            while len(batch) < BATCH and app.return_code is None:
                keen = HURRIED if hurrying(app, run) else KEEN if run.keen else 0.0
                for event in await draw_event(rnd, app, pilot, keen, run.clock is not None):  # drawn from the screen as it is now
                    batch.append(event)
                    quit_batches = await send(app, pilot, event) or quit_batches
        await settle(app, pilot)
        holder = getattr(app, "table", None) or getattr(app, "session", None)  # a seat's host table, or the session
        if holder is not None:
            run.actions = max(run.actions, len(holder.game.actions))
        if app.return_code is not None:
            if not quit_batches:
                run.failure = Failure("app exited", f"return code {app.return_code}")
            return True
        quit_batches = max(0, quit_batches - 1)
        run.failure = invariants()
        if run.failure:
            return False


async def play_seat(setup, words, rnd, batches, keys: int, run: Run) -> bool:
    """One remote seat app (``wordcards join``), seat 0, its host in this process
    (tools/fuzz_host.py): what the seat sends is handled at once, the computers play, the
    seat is sent its state; the host saves as it goes, and may stop and carry on."""
    from fuzz_host import FuzzHost

    from wordcards.remote.seat.app import SeatApp
    from wordcards.remote.seat.connection import HostConnection
    from wordcards.remote.host_intents import Tell

    class NoWire(HostConnection):
        async def run(self) -> None:  # no wire: the seat never dials out
            pass

    if run.host is None:  # the first launch; after Ctrl+Q the seat joins the same game again
        game = played_ahead(setup, words, autosave=False, clock=run.clock).game
        run.ahead = len(game.actions)
        run.host = FuzzHost(game, words, run.clock)
    host = run.host
    if not host.up:  # a seat joins a host that is back
        wrong = host.carry_on()
        if wrong:  # as the "start" event says it: a find, not the end of the run
            raise HostCarriedOnAnother(": ".join(wrong))
        if not host.up:  # one that ended with the game: nothing to join
            return False
    run.launches.append("join")

    class Seat(SeatApp):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.connection = NoWire(self)  # the fuzzer is the host (joined below)

        async def send(self, intent) -> None:
            if self.client is None:  # offline: as the seat says it
                await super().send(intent)
                return
            host.receive(0, intent)
            await self.take(host.state_for(0))

        async def send_draft(self, draft) -> None:
            # The host keeps it, and answers only a refusal (or a time-up held as it came).
            if self.client is not None and host.receive(0, draft) is not Tell.NOBODY:
                await self.take(host.state_for(0))

        @property
        def table(self):  # for the fuzzer's looks: the host's table (a new one once carried on)
            return host.table

    app = Seat("ws://127.0.0.1:9/seat/fuzz/ws")
    app.host = host
    app.fuzz_run = run  # a "tick" moves its clock on
    app.gave_up = False  # the seat tries no more: the game over, the host stopped
    async with app.run_test(size=setup.size) as pilot:
        await settle(app, pilot)
        host.work()
        await join(app, host)
        try:
            return await drive(app, pilot, words, rnd, batches, keys, run, invariants=lambda: seat_invariant(app, host, run))
        finally:
            if app.client is not None:  # the seat's connection closes with it
                app.client = None
                host.table.connected(0, False)


async def join(app, host) -> None:
    """The seat connected to its host, and sent its state."""
    host.table.connected(0, True)
    host.work()  # as the server does on a joining: the computers waited for every person
    app.joined(object())
    await app.take(host.state_for(0))


def seat_invariant(app, host, run: Run) -> Failure | None:
    run.saves_checked += len(host.written)
    wrong = host.saves_differ()
    return (
        notice_wrong(app)
        or replay_differs(host.game)
        or (Failure(*wrong) if wrong else None)
        or questions_differ(app, host)
        or time_up_broken(host.game, run)
        or endings_told_differ(app, host)
    )


def endings_told_differ(app, host) -> Failure | None:
    """Every screen open (the fuzzed seat's, and the other people's) was last told the
    ending the table holds now (its time-up, the game over: R8), so that no seat is told
    another ending than another; and the seat, connected, says Enter ends the match
    exactly when the host holds its time-up."""
    if not host.up or app.gave_up:
        return None
    now = host.ending_now()
    screens = dict(host.told)
    if app.client is None:
        screens.pop(0, None)
    for seat, told in sorted(screens.items()):
        if told != now:
            return Failure(
                "a seat told another ending",
                f"{host.table.name(seat)} (seat {seat}) was last told time up {told[0]}, over {told[1]}; "
                f"the table holds time up {now[0]}, over {now[1]}",
            )
    state = app.state
    if app.client is not None and state is not None and not host.game.is_over and app.clock.time_up != host.table.time_up():
        return Failure("the seat's time-up differs", f"the seat says Enter ends the match: {app.clock.time_up}; the host holds it: {host.table.time_up()}")
    return None


def time_up_broken(game, run: Run) -> Failure | None:
    """A match by minutes (R8): once its time is up, the hand in progress is finished and the
    match then ends: no hand is dealt after the time ran out, and it ends by the time-up."""
    from wordcards.engine.rummy import NextHand, TimeUp

    if run.clock is None or not getattr(game, "timed", False):
        return None
    note_ran_out(game, run)
    if run.ran_out is not None:
        dealt = [a for a in game.actions[run.ran_out[1] :] if isinstance(a, NextHand)]
        if dealt:
            return Failure("a hand dealt past the time", f"{dealt[0].notation()} after the time ran out at action {run.ran_out[1]}")
    if game.is_over and not isinstance(game.actions[-1], TimeUp):
        return Failure("a timed match ended otherwise", f"its last action is {game.actions[-1].notation()}")
    run.ended_by_time = run.ended_by_time or game.is_over
    return None


def note_ran_out(game, run: Run) -> None:
    """Keep where a match by minutes' time ran out (``Run.ran_out``): its clock moves only at
    a tick, so this is looked at as each tick comes and at each check."""
    if run.clock is None or not getattr(game, "timed", False) or game.is_over:
        return
    actions = game.actions
    mark = run.ran_out
    if mark is not None and (mark[0] != game.seed or len(actions) < mark[1] or (mark[1] and actions[mark[1] - 1].notation() != mark[2])):
        run.ran_out = mark = None  # another match (played again)
    if mark is None and game.elapsed_seconds() >= game.limit_seconds:
        run.ran_out = (game.seed, len(actions), actions[-1].notation() if actions else "")
        run.time_ran_out = True


def questions_differ(app, host) -> Failure | None:
    """The seat, connected, shows the host's list or question for it (once), and no list
    the host no longer asks (its answer would go nowhere)."""
    from wordcards.app.screens.choice import ChoiceScreen
    from wordcards.app.screens.confirm import ConfirmScreen

    if app.client is None or not host.up or app.return_code is not None:
        return None
    pending = host.table.seats[0].pending
    asking = [screen for screen in app.screen_stack if isinstance(screen, (ChoiceScreen, ConfirmScreen))]
    lists = [screen for screen in asking if isinstance(screen, ChoiceScreen)]
    if pending is not None and not asking:
        return Failure("a question not shown", f"the host asks {pending.title!r}; the seat shows {app.screen.name or type(app.screen).__name__}")
    if len(asking) > 1:
        return Failure("questions stacked", f"{len(asking)} lists or questions open on the seat")
    if lists and pending is None:
        return Failure("a list the host does not ask", f"the seat shows a list ({lists[0].name or 'choice'}); the host asks nothing")
    return None


async def wire(app, event: str) -> None:
    """What happens between the seat and its host: the connection cut and back, the host
    stopped (Ctrl+C) and carried on (``--resume``)."""
    host = app.host
    if event == "drop" and app.client is not None:
        app.client = None
        host.table.connected(0, False)
        app.lost()
    elif event == "back" and host.up and app.client is None and not app.gave_up:
        await join(app, host)
    elif event == "stop" and host.up:
        host.stop()
        if app.client is not None:
            app.client = None
            app.gave_up = app.lost(stopped=True)
    elif event == "start" and not host.up:
        wrong = host.carry_on()
        if wrong:
            raise HostCarriedOnAnother(": ".join(wrong))
        if host.up and not app.gave_up:
            await join(app, host)


class HostCarriedOnAnother(AssertionError):
    """The host carried on from its save to another game than the one it stopped with."""


async def peer(app, value: str) -> None:
    """An intent from another screen: seat 1 (Bob), or seat 0's other screen."""
    from wordcards.remote.host_intents import Tell

    host = app.host
    seat, intent = value.split(" ", 1)
    if not host.up:
        return
    tell = host.receive(int(seat), json.loads(intent))
    if app.client is not None and (tell is Tell.EVERY_SEAT or seat == "0"):  # as the host sends it: news, or the seat's own answer
        await app.take(host.state_for(0, answered_elsewhere=seat == "0"))


def seat_events(rnd: random.Random, app) -> list[tuple[str, str]]:
    """Now and then, what the seat's player does not do: Bob plays (mostly on his turn), seat
    0's other screen sends a play, the connection is cut mid-word and comes back, the host
    stops mid-word and carries on, the seat closes with windows open. [] mostly."""
    host = app.host
    game, seats = host.game, host.table.seats
    bob = len(game.players) > 1 and game.players[1].computer is None
    bobs_move = seats[1].pending is not None or not game.is_over and (game.current == 1 or host.table.between_hands())
    if bob and bobs_move and rnd.random() < 0.4:
        return [("peer", f"1 {json.dumps(host.peer_intent(1, rnd.random()))}")]
    roll = rnd.random()
    if roll < 0.02 and bob:
        return [("peer", f"1 {json.dumps(host.peer_intent(1, rnd.random()))}")]
    if roll < 0.035:
        return [("peer", f"0 {json.dumps(host.peer_intent(0, rnd.random()))}")]
    if roll < 0.06:
        return mid_word(rnd, app, "drop", "back")
    if roll < 0.08:
        return mid_word(rnd, app, "stop", "start")
    if roll < 0.09:  # the seat closed with windows open over its table
        return [*(("key", rnd.choice(WINDOW_KEYS[:6])) for _ in range(rnd.randint(1, 3))), ("settle", ""), ("key", "ctrl+q")]
    return []


def mid_word(rnd: random.Random, app, away: str, back: str) -> list[tuple[str, str]]:
    """A word typed in part, the connection gone (``away``), perhaps a few keys meanwhile,
    then back and the rest of the word typed; now and then the whole word sent first, so
    that the host's list or question is open as it goes."""
    plays = [keys for keys in real_words(app) if len(keys) > 2]
    keys = rnd.choice(plays) if plays else ["escape", rnd.choice(LETTERS), rnd.choice(LETTERS), "enter"]
    cut = rnd.randint(1, len(keys) - 1) if rnd.random() < 0.7 else len(keys) + 1
    events = [(("settle", "") if key == WAIT else ("key", key)) for key in [*keys, WAIT]]
    meanwhile = [("key", rnd.choice([*LETTERS, "enter", "backspace", "ctrl+g", "escape"])) for _ in range(rnd.randint(0, 3))]
    look = [("settle", "")] if rnd.random() < 0.5 else []
    return [*events[:cut], ("wire", away), *look, *meanwhile, ("wire", back), *look, *events[cut:]]


def replay_differs(game) -> Failure | None:
    if game != game.clone():
        return Failure("replay differs", f"the game is not what its {len(game.actions)} actions replay to")
    return None


def choice_for(argv: list[str]):
    from wordcards.app.launch import add_play_arguments, choice_from_args

    parser = argparse.ArgumentParser()
    add_play_arguments(parser)
    return choice_from_args(parser.parse_args(argv))


async def shrink(setup: Setup, words, run: Run, budget: int, remote: bool) -> list[list[tuple[str, str]]]:
    """A shorter list of batches that fails the same way: drop the batches after the failing
    one, then chunks of batches, then single events, while the budget of replays lasts."""
    batches = run.batches
    tries = 0

    async def still_fails(candidate) -> bool:
        nonlocal tries
        tries += 1
        replay = await play(setup, words, None, candidate, 0, remote)
        return run.failure.same_as(replay.failure)

    if not await still_fails(batches):
        print("  (the failure did not come back on a replay: it depends on timing)")
        return batches
    chunk = max(1, len(batches) // 2)
    while chunk >= 1 and tries < budget:
        start = 0
        while start < len(batches) and tries < budget:
            candidate = batches[:start] + batches[start + chunk :]
            if candidate and await still_fails(candidate):
                batches = candidate
            else:
                start += chunk
        chunk //= 2
    for b in range(len(batches)):
        e = 0
        while e < len(batches[b]) and tries < budget:
            candidate = [*batches[:b], batches[b][:e] + batches[b][e + 1 :], *batches[b + 1 :]]
            if await still_fails(candidate):
                batches = candidate
            else:
                e += 1
    return [batch for batch in batches if batch]


def show(batches: list[list[tuple[str, str]]]) -> str:
    return " | ".join(" ".join(shown(event) for event in batch) for batch in batches)


def shown(event: tuple[str, str]) -> str:
    kind, value = event
    return value if kind == "key" else "~" if kind == "settle" else f"<{kind} {value!r}>"  # probe, wheel, click ...


def terminal_size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is no terminal size: columns x lines, as 80x24")
    return int(width), int(height)


def ruleset_game(path: str) -> str:
    """The game a ruleset file is for (its ``game:`` line)."""
    from wordcards.rulesets import load_ruleset

    return load_ruleset(Path(path)).game


def refused(argv: list[str]) -> bool:
    """Whether ``wordcards play`` refuses these options (as a ruleset for two refuses three)."""
    from wordcards.choice import LaunchError

    try:
        choice_for(argv)
    except LaunchError:
        return True
    return False


def seed_range(text: str) -> list[int]:
    seeds: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        seeds += range(int(first), int(last or first) + 1)
    return seeds


async def main_async(args: argparse.Namespace) -> int:
    from wordcards.words import default_wordlist

    words = default_wordlist()
    words.anagrams  # build the search index once
    failed, total_events, total_actions, total_played, saves_checked, resumed = 0, 0, 0, 0, 0, 0
    timed_seeds, ran_out, ended_by_time, seeds, games_over, played_again = 0, 0, 0, 0, 0, 0
    kinds: dict[str, int] = {}
    started = time.monotonic()
    for seed in seed_range(args.seeds):
        rnd, setup = seeded(seed, args.remote)
        if (args.timed and not setup.minutes) or not set(args.only) <= set(setup.argv):
            continue
        if args.size:  # the seed's own draws, in a terminal of this size
            setup.size = args.size
        if args.ruleset:  # the seed's own draws, with a house ruleset: only the seeds of its game
            if setup.argv[0] != args.ruleset_game:
                continue
            setup.argv += ["--ruleset", args.ruleset]
            if refused(setup.argv):  # a house ruleset may take fewer players than the seed drew
                continue
        seeds += 1
        run = await play(setup, words, rnd, None, args.keys, args.remote)
        total_events += run.events
        timed_seeds += bool(setup.minutes)
        ran_out += run.time_ran_out
        ended_by_time += run.ended_by_time
        games_over += len(run.games_over)
        played_again += run.played_again
        total_actions += run.actions
        total_played += run.played
        saves_checked += run.saves_checked
        resumed += run.launches.count("resume")
        for kind, count in run.kinds().items():
            kinds[kind] = kinds.get(kind, 0) + count
        if args.verbose or run.failure:
            print(
                f"seed {seed}: {'join, ' if args.remote else ''}{setup.describe()}: {run.events} events, {run.actions} actions ({run.played} in the app), "
                f"launched {len(run.launches) or 1} times"
                + (", the time ran out" if run.time_ran_out else "")
                + (", the match ended by its time-up" if run.ended_by_time else "")
                + (f", {len(run.games_over)} games over" if run.games_over else "")
                + (f", {run.played_again} played again" if run.played_again else ""),
                flush=True,
            )
        if run.failure:
            failed += 1
            print(f"  FAILED: {run.failure.what}\n{run.failure.detail}", flush=True)
            batches = run.batches if args.no_shrink else await shrink(setup, words, run, args.shrink_budget, args.remote)
            print(f"  events ({sum(map(len, batches))}, a check after each |): {show(batches)}", flush=True)
    minutes = (time.monotonic() - started) / 60
    by_kind = ", ".join(f"{count} {kind}s" for kind, count in sorted(kinds.items()))
    print(
        f"{seeds} seeds ({timed_seeds} by minutes: the time ran out in {ran_out}, {ended_by_time} ended by it), {total_events} events ({by_kind}), {total_actions} actions ({total_played} in the app), "
        f"{games_over} games over in the app ({played_again} played again), "
        f"{saves_checked} saves loaded, {resumed} launches by resume, {failed} failed, {minutes:.1f} min"
    )
    if not seeds:  # a green run must have tested something
        print("no seed ran: none of these seeds fits the options given (--only, --timed, --ruleset)")
        return 2
    return 1 if failed else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", default="1-10", help="seeds to run: 1-50, or 3,7,9-12")
    parser.add_argument("--keys", type=int, default=300, help="events per seed (default 300)")
    parser.add_argument("--no-shrink", action="store_true", help="print the failing events as they came")
    parser.add_argument("--shrink-budget", type=int, default=40, help="replays spent shortening a failure")
    parser.add_argument("--remote", action="store_true", help="fuzz a remote seat (wordcards join) instead, its host in-process")
    parser.add_argument("--timed", action="store_true", help="only the seeds that play a match by minutes (on a fake clock)")
    parser.add_argument(
        "--only", action="append", default=[], metavar="WORD",
        help="only the seeds whose game has this word among its options: rummy, inverse, ... (an option: --only=--junior; repeatable)",
    )
    parser.add_argument("--size", type=terminal_size, help="every seed in a terminal of this size (WxH, e.g. 63x20)")
    parser.add_argument(
        "--ruleset", metavar="PATH", help="a house ruleset (YAML, as bench/rulesets/): only the seeds of its game, played by it"
    )
    parser.add_argument("--verbose", action="store_true", help="a line for every seed, not only the failed ones")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    if args.ruleset:  # read once, and a bad file said before any seed runs
        from wordcards.rulesets import RulesetError

        try:
            args.ruleset_game = ruleset_game(args.ruleset)
        except RulesetError as error:
            parser.error(str(error))
    return asyncio.run(main_async(args))


if __name__ == "__main__":
    sys.exit(main())
