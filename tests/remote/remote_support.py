"""Helpers for the remote-seat tests: start a real ``wordcards host`` process, drive seats
through the wire, and check every message a seat receives for cards it must not see.

Every wait is bounded and polls a condition (a line printed, a message received); none is
tuned to this machine's speed.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, AsyncIterator, Callable

from aiohttp.test_utils import TestServer

from wordcards.remote.state_message import state_message
from wordcards.remote.client import SeatClient, decode_state, socket_url

sys.path.append(str(Path(__file__).parent.parent / "app"))  # the app tests' drivers: one footer read for both apps
from drivers import footer_shown, settle  # noqa: E402, F401 - re-exported: the remote tests import them from here
from tests_app_support import FakeClock  # noqa: E402, F401 - re-exported: one fake clock for the app and remote tests

START_TIMEOUT = 90.0  # seconds for a host to print its links (a cold start on a busy machine)
MESSAGE_TIMEOUT = 60.0  # seconds for the next message of a seat
LINK_FOR = re.compile(r"^For seat (?P<seat>\d+), (?P<name>.+):$")  # the line above each link: whose it is
LINK = re.compile(r"^http://\S+/seat/\S+$")  # a link alone on its line


@dataclass
class Host:
    """A ``wordcards host`` process; ``with start_host(...) as host:`` stops it at the end
    (``async with`` beside a running seat app; stopping it again, or after a kill, is harmless)."""

    process: subprocess.Popen[str]
    links: dict[str, str]
    data_dir: Path
    lines: list[str] = field(default_factory=list)

    def __enter__(self) -> "Host":
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()

    async def __aenter__(self) -> "Host":
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await asyncio.to_thread(self.stop)  # a seat app under test goes on running meanwhile

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=20)

    def wait_for_line(self, start: str, timeout: float = START_TIMEOUT) -> str:
        """The first line the host printed that starts with ``start`` (polled, bounded)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in list(self.lines):
                if line.startswith(start):
                    return line
            time.sleep(0.05)
        raise AssertionError(f"the host never printed {start!r}: {''.join(self.lines)}")

    def line_after(self, line: str, timeout: float = START_TIMEOUT) -> str:
        """The line the host printed next after ``line`` (one of self.lines; polled, bounded)."""
        at = self.lines.index(line)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.lines) > at + 1:
                return self.lines[at + 1]
            time.sleep(0.05)
        raise AssertionError(f"the host printed nothing after {line!r}: {''.join(self.lines)}")

    def kill(self) -> None:
        self.process.kill()  # SIGKILL: no clean-up at all
        self.process.wait(timeout=20)


# ``python -c`` this, then wordcards' arguments: wordcards run where the signal module has no SIGHUP (Windows).
WITHOUT_SIGHUP = 'import runpy, signal; del signal.SIGHUP; runpy.run_module("wordcards", run_name="__main__", alter_sys=True)'


def start_host(
    data_dir: Path, *args: str, columns: int | None = None, sighup_ignored: bool = False, without_sighup: bool = False
) -> Host:
    """``wordcards host ARGS --port 0`` (unless a port is given) in its own process;
    ``columns``: the terminal's width it is told (COLUMNS), as a narrow terminal tells it;
    ``sighup_ignored``: started with SIGHUP ignored, as ``nohup`` starts it; ``without_sighup``:
    run where the signal module has no SIGHUP, as on Windows."""
    env = {**os.environ, "WORDCARDS_DATA_DIR": str(data_dir), "PYTHONUNBUFFERED": "1"}
    if columns is not None:
        env["COLUMNS"] = str(columns)
    command = [sys.executable, *(("-c", WITHOUT_SIGHUP) if without_sighup else ("-m", "wordcards")), "host", *args]
    # The host's SIGHUP as a terminal's shell or nohup leaves it, whatever the test runner's
    # own is (a runner started under nohup passed SIGHUP ignored on to every host).
    hang_up = signal.SIG_IGN if sighup_ignored else signal.SIG_DFL
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        preexec_fn=lambda: signal.signal(signal.SIGHUP, hang_up),
    )
    host = Host(process, {}, data_dir)
    deadline = time.monotonic() + START_TIMEOUT
    assert process.stdout is not None
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            process.wait(timeout=20)
            process.stdout.close()
            raise AssertionError(f"the host stopped: {''.join(host.lines)}")
        host.lines.append(line)
        whose = LINK_FOR.match(host.lines[-2].rstrip("\n")) if len(host.lines) > 1 else None
        if whose and LINK.match(line.rstrip("\n")):
            host.links[whose["name"]] = line.rstrip("\n")
        if line.startswith("Press Ctrl+C"):
            _drain(host)
            return host
    process.kill()
    process.wait(timeout=20)
    process.stdout.close()
    raise AssertionError(f"the host printed no links in {START_TIMEOUT} s: {''.join(host.lines)}")


def _drain(host: Host) -> None:
    """Keep reading the host's output (into host.lines) so that it never blocks on a full pipe."""
    import threading

    def read() -> None:
        assert host.process.stdout is not None
        with host.process.stdout as output:  # closed at its end: left open, a ResourceWarning as it went
            for line in output:
                host.lines.append(line)

    threading.Thread(target=read, daemon=True).start()


# --- what a seat must never see --------------------------------------------------------


@functools.cache
def shared_words() -> Any:
    """One shipped word list for every test here: the engine and the computer player keep
    memos per word list, so a fresh list per intent kept gigabytes alive over the suite
    (the process was killed out of memory)."""
    from wordcards.words import default_wordlist

    return default_wordlist()


class Replica:
    """The game as the host's save says it was after a given number of actions (the host
    saves before it sends), to know which cards were secret when a message was sent."""

    def __init__(self, data_dir: Path):
        self.data_dir = data_dir
        self.words = shared_words()
        self.game: Any = None

    def _saved(self) -> dict[str, Any]:
        for name in ("game.json", "finished.json"):
            path = self.data_dir / "hosted" / name
            if path.exists():
                return dict(json.loads(path.read_text(encoding="utf-8")))
        raise AssertionError("the host wrote no save")

    def at(self, count: int) -> Any:
        from wordcards.app.session import game_class

        data = self._saved()
        actions = data["actions"]
        assert len(actions) >= count, "a seat was told of an action the save does not hold"
        if self.game is None or len(self.game.actions) > count or (
            self.game.actions and actions[len(self.game.actions) - 1] != self.game.actions[-1].notation()
        ):
            self.game = game_class(data["game"]).from_json(json.dumps({**data, "actions": []}), self.words)
        while len(self.game.actions) < count:
            self.game.apply(self.game.parse_action(actions[len(self.game.actions)]))
        return self.game

    def at_the_end_of_hand(self, hand: int) -> Any:
        """The game as hand ``hand`` ended, before the next was dealt (its scores shown)."""
        count = 0
        while not ((game := self.at(count)).hand_number == hand and game.between_hands):
            count += 1  # at() says so if the save holds no such end
        return game


def secret_cards(game: Any, seat: int) -> set[Any]:
    """Cards seat ``seat`` must not see now: every other hand and the deck (once a Shuffle
    game or a rummy hand is over its hands are shown with their scores, as at a table; the
    deck and the draw pile never)."""
    if game.game_name == "shuffle":
        deck = {card.id for card in game.deck}
        if game.is_over:
            return deck
        return deck | {card.id for other, hand in enumerate(game.hands) if other != seat for card in hand}
    from wordcards.engine.rummy import Phase

    cards = set(game.draw_pile)
    if game.phase in (Phase.DRAW, Phase.PLAY):
        cards |= {card for other, hand in enumerate(game.hands) if other != seat for card in hand}
        # A card taken from the discard pile was face up: everyone saw it taken.
        cards -= game.view(seat).taken_openly()
    return cards


def cards_in(data: Any) -> list[Any]:
    """Every card anywhere in a message as sent (its JSON), whatever field holds it."""
    from wordcards.engine.rummy.cards import RummyCard

    found: list[Any] = []
    if isinstance(data, dict):
        kind = data.get("~", "")
        if kind.endswith(":Card"):
            found.append(data["id"])
        elif kind.endswith(":RummyCard"):
            found.append(RummyCard(data["letter"], data["colour"]))
        for value in data.values():
            found += cards_in(value)
    elif isinstance(data, list):
        for value in data:
            found += cards_in(value)
    return found


def without_results(data: dict[str, Any], game: Any, seat: int) -> dict[str, Any]:
    """The message less a rummy view's ``results`` (every finished hand, public), once
    they are checked to be exactly the engine's. Rummy cards have no ids: a card of an
    earlier hand's result is dealt again, the same letter and colour, and would be taken
    for a leak. A card slipped into the results still fails: they no longer match."""
    view = data["view"]
    if "results" not in view:
        return data
    from wordcards.remote.codec import encode

    public = encode(game.view(seat).results)
    assert view["results"] == public, f"seat {seat} was sent results that are not the finished hands'"
    return {**data, "view": {**view, "results": []}}


def check_message(text: str, seat: int, replica: Replica) -> dict[str, Any]:
    """One message as received: it is about this seat only and carries no secret card."""
    data = json.loads(text)
    assert data["type"] == "state"
    assert data["seat"] == seat
    view = data["view"]
    assert view.get("seat", view.get("player")) == seat
    game = replica.at(data["actions"])
    # The last hand's end, as this seat's view had it then: missed (popped, as before) or
    # kept for Ctrl+S on a screen opened in the next hand (last_scores, left in the state).
    ends = [end for end in (data.pop("missed_scores", None), data.get("last_scores")) if end is not None]
    now = {key: value for key, value in data.items() if key != "last_scores"}
    leaked = set(cards_in(without_results(now, game, seat))) & secret_cards(game, seat)
    assert not leaked, f"seat {seat} was sent cards it must not see: {leaked}"
    if game.game_name == "shuffle" and not game.is_over:  # the hands left are shown at the end only
        assert all(s["hand_left"] is None for s in view["seats"]), "a hand left was sent before the end"
    for key in ("deck", "draw_pile", "token"):
        assert f'"{key}"' not in text
    for end in ends:  # checked last: the replica goes back to that hand's end
        check_hand_end(end, seat, replica, game.hand_number)
    return decode_state(data)


def check_hand_end(end: dict[str, Any], seat: int, replica: Replica, hand_now: int) -> None:
    """A hand's end kept for ``seat`` (missed_scores, last_scores): of an earlier hand, this
    seat's view, and no card secret as that hand ended (checked against the game then: the
    cards of a rummy hand are dealt again, the same letter and colour, in the next)."""
    view = end["view"]
    assert view.get("seat", view.get("player")) == seat and end["hand"] < hand_now
    then = replica.at_the_end_of_hand(end["hand"])
    leaked = set(cards_in(without_results({"view": view}, then, seat))) & secret_cards(then, seat)
    assert not leaked, f"seat {seat} was sent cards of hand {end['hand']} it must not see: {leaked}"


# --- driving seats ---------------------------------------------------------------------


class Seat:
    """A seat client that checks every message it receives."""

    def __init__(self, link: str, seat: int, replica: Replica):
        self.client = SeatClient(socket_url(link), timeout=MESSAGE_TIMEOUT)
        self.seat = seat
        self.replica = replica
        self.state: dict[str, Any] | None = None
        self.text = ""  # the last message as received
        self.received = 0
        self.progress: list[dict[str, Any]] = []  # how far a review this seat asked for had got, as told

    async def connect(self) -> "Seat":
        await self.client.connect()
        return self

    async def next(self) -> dict[str, Any]:
        """The next state (a review's progress messages on the way are kept in ``progress``)."""
        while True:
            text = await self.client.receive_text()
            self.received += 1
            data = json.loads(text)
            if data.get("type") != "progress":
                break
            assert set(data) == {"type", "review"} and set(data["review"]) == {"done", "total"}  # no more than that
            self.progress.append(data["review"])
        self.text = text
        self.state = check_message(text, self.seat, self.replica)
        return self.state

    async def ask(self, intent: dict[str, Any]) -> dict[str, Any]:
        """Send an intent (with an ``id``) and read until the host's answer to it."""
        await self.client.send(intent)
        return await self.until(lambda s: s.get("reply_to") == intent["id"])

    async def until(self, condition: Any, limit: int = 50) -> dict[str, Any]:
        """Read messages until ``condition(state)`` holds (at most ``limit`` messages)."""
        if self.state is not None and condition(self.state):
            return self.state
        for _ in range(limit):
            if condition(await self.next()):
                assert self.state is not None
                return self.state
        raise AssertionError(f"seat {self.seat}: no such message in {limit}")


def intent_for(state: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], str | None]:
    """What a seat would send now, decided from its own view only (the computer player's
    logic), as the intent a person sends (a typed word or a key), and the notation of the
    play it means (to pick it from a list)."""
    from wordcards.ai.levels import level_of
    from wordcards.engine.players import Player
    from wordcards.engine.record import rules_from_dict

    view = state["view"]
    rules = rules_from_dict(state["game"], state["rules"])
    words = shared_words()
    if state["waiting_for"]["seat"] is None:
        return {"type": "key", "key": "next_hand"}, None
    if state["game"] == "shuffle":
        from wordcards.ai.shuffle import choose_shuffle

        players = [Player(s.name, junior=s.junior) for s in view.seats]
        action = choose_shuffle(view, rules, words, players, level_of("normal"), rng)
        pass_key = next(k for k in ("pass_turn", "pass_empty_deck", "pass_ends_game") if k in state["keys"]) if action.kind == "pass" else ""
        keys = {"end": "end_turn", "pass": pass_key, "swap": "swap_joker"}
        if action.kind in keys:
            return {"type": "key", "key": keys[action.kind]}, action.notation()
        return {"type": "word", "word": action.word}, action.notation()
    from wordcards.ai.rummy import choose_rummy
    from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld

    action = choose_rummy(view, rules, words, view.seats[view.seat].junior, level_of("normal"), rng)
    if isinstance(action, DrawDeck):
        return {"type": "key", "key": "draw_deck"}, None
    if isinstance(action, DrawDiscard):
        return {"type": "key", "key": "take_discard"}, None
    if isinstance(action, Meld):
        return {"type": "word", "word": "".join(c.letter for c in action.cards)}, action.notation()
    assert isinstance(action, Discard)
    return {"type": "word", "word": action.card.letter}, action.notation()


# Ids unique across calls of play(): a seat's last state may still carry the answer to an
# intent of an earlier call, and a repeated id would be taken for the new answer.
INTENT_IDS = itertools.count(1)


def over(state: dict[str, Any]) -> bool:
    return state["view"].outcome is not None


async def play(seats: list[Seat], *, stop_after: int | None = None, seed: int = 1, limit: int = 3000) -> int:
    """Play through the wire until the game is over (or ``stop_after`` intents). Only the
    seat whose turn it is sends; after each intent every seat reads until it has caught up
    with the sender's answer. Returns the number of intents sent."""
    rng = random.Random(seed)
    for seat in seats:
        await seat.until(lambda s: True)
    sent = 0
    while not over(seats[0].state) and sent < limit:  # type: ignore[arg-type]
        if stop_after is not None and sent >= stop_after:
            return sent
        state = seats[0].state
        assert state is not None
        if state["waiting_for"]["computer"]:  # the host plays it: wait for its move
            done = state["actions"]
            await seats[0].until(lambda s: s["actions"] > done or over(s), limit=200)
            continue
        waiting = state["waiting_for"]["seat"]
        actor = seats[0] if waiting is None else seats[waiting]
        assert actor.state is not None
        intent, meant = intent_for(actor.state, rng)
        sent += 1
        reply = await actor.ask({**intent, "id": next(INTENT_IDS)})
        while "choose" in reply or "confirm" in reply:  # a list to pick from, or a question (a discard)
            notations = reply["choose"]["notations"] if "choose" in reply else [reply["confirm"]["notation"]]
            index = notations.index(meant) if meant in notations else 0
            sent += 1
            reply = await actor.ask({"type": "choice", "index": index, "id": next(INTENT_IDS)})
        assert not reply.get("message", {}).get("refusal"), reply["message"]
        count = reply["actions"]
        for seat in seats:
            await seat.until(lambda s: s["actions"] >= count and "choose" not in s and "confirm" not in s)
    return sent


async def connect_seats(host: Host, replica: Replica, names: tuple[str, ...] = ("Ann", "Bob")) -> list[Seat]:
    """One wire client per named seat, in seat order."""
    return [await Seat(host.links[name], seat, replica).connect() for seat, name in enumerate(names)]


async def play_to_the_end(host: Host, replica: Replica, names: tuple[str, ...] = ("Ann", "Bob")) -> None:
    """Play the whole game through the wire from every named seat, then close those clients."""
    seats = await connect_seats(host, replica, names)
    await play(seats)
    for seat in seats:
        await seat.client.close()


@contextlib.asynccontextmanager
async def watch_seat(
    data_dir: Path, *host_args: str, seat: str = "Ann", size: tuple[int, int] = (100, 30)
) -> AsyncIterator[tuple[Host, Any, Any]]:
    """A real host (``start_host(data_dir, *host_args)``) and the seat app of the seat named
    ``seat`` running under a test pilot: yields (host, app, pilot). On the way out the app
    closes first, then the host stops (stopping it again is harmless)."""
    from wordcards.remote.seat.app import SeatApp

    with start_host(data_dir, *host_args) as host:
        app = SeatApp(socket_url(host.links[seat]))
        async with app.run_test(size=size) as pilot:
            yield host, app, pilot


@contextlib.asynccontextmanager
async def hosted(
    table: Any, say: Callable[[str], None] = lambda line: None, computer_pace: float = 0.8, **options: Any
) -> AsyncIterator[tuple[Any, str]]:
    """``table`` (a HostTable) hosted in this process on a free port of this machine, its
    console's lines given to ``say``: the server, and its base address. ``options``: the
    server's others (``review_pool``)."""
    from wordcards.remote.server import HostServer

    host = HostServer(table, local_base="http://127.0.0.1", computer_pace=computer_pace, say=say, **options)
    test_server = TestServer(host.make_app(), host="127.0.0.1")
    await test_server.start_server()
    try:
        yield host, f"ws://127.0.0.1:{test_server.port}"
    finally:
        await test_server.close()


NO_HOST = "ws://127.0.0.1:9/seat/nothing/ws"  # a seat app's link where no host listens: a test of the seat alone


def as_received(table: Any, seat: int) -> dict[str, Any]:
    """The state ``table`` (a HostTable) sends ``seat``, through JSON and read as the seat
    app reads it."""
    return decode_state(json.loads(json.dumps(state_message(table, seat))))


def footer_keys(app: Any) -> list[str]:
    """What the footer of the seat app ``app`` shows now: its enabled keys' descriptions
    (from its bindings; ``footer_shown`` reads the footer as drawn, with each key)."""
    return [b.binding.description for b in app.active_bindings.values() if b.enabled and b.binding.show]


class Sent(list):  # type: ignore[type-arg]
    """The intents a seat alone sent, in order; the word lines it told the host (on a pause,
    not intents: a slow test sees one between a word's letters and its Enter) apart, in ``drafts``."""

    def __init__(self) -> None:
        super().__init__()
        self.drafts: list[dict[str, Any]] = []


def seat_alone(app: Any) -> Sent:
    """Let the seat app ``app`` act as if connected, with no host: its keys work and the
    intents it sends are kept in the list returned (a test of the seat alone)."""
    sent = Sent()

    async def send(intent: dict[str, Any]) -> None:
        sent.append(intent)

    async def send_draft(draft: dict[str, Any]) -> None:
        sent.drafts.append(draft)

    app.send = send
    app.send_draft = send_draft
    app.client = object()  # connected, as far as the keys know
    return sent


@contextlib.asynccontextmanager
async def seat_app_alone(
    size: tuple[int, int] = (80, 24), notifications: bool = False, trying: bool = True
) -> AsyncIterator[tuple[Any, Any, list[dict[str, Any]]]]:
    """A seat app with no host (``seat_alone``), run at ``size`` (``notifications``: its
    notes shown): (app, pilot, the intents it sends). Disconnected again at the end, so
    closing it sends nothing. ``trying``: False, it never tries to reach a host (the states
    come from the test): a try that failed as the test ran put "Cannot reach the host at
    127.0.0.1:9; trying again..." over the top line now and then on a busy machine."""
    from wordcards.remote.seat.app import SeatApp
    from wordcards.remote.seat.connection import HostConnection

    class NoTries(HostConnection):
        async def _keep_connected(self) -> None:
            return None

    app = SeatApp(NO_HOST)
    if not trying:
        app.connection = NoTries(app)
    async with app.run_test(size=size, notifications=notifications) as pilot:
        sent = seat_alone(app)
        try:
            yield app, pilot, sent
        finally:  # a failing test's error is not hidden by the fake client's on closing
            app.client = None


@contextlib.asynccontextmanager
async def showing_seat(state: dict[str, Any], size: tuple[int, int] = (80, 24)) -> AsyncIterator[tuple[Any, Any, list[dict[str, Any]]]]:
    """``seat_app_alone`` showing the host's ``state`` (as received), settled: its bindings
    refreshed, so its footer and keys are the state's. Yields (app, pilot, the intents it sends)."""
    async with seat_app_alone(size) as (app, pilot, sent):
        await app.show(state)
        app.refresh_bindings()
        await settle(app, pilot)  # laid out: a click finds its key where the footer draws it
        yield app, pilot, sent


def hand_over() -> Any:
    """Ann takes the discard, melds AT and discards the card she took: the first hand of a
    match of four is over (R6), after one turn of hers."""
    from test_rummy_discard import match_in_play  # it imports this module

    from wordcards.remote.keys import SeatKey
    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Ab Tb", "Eg Ng Rb", phase="draw", max_hands=4), ["ann", "bob"])
    taken = table.game.view(0).discard_top
    for intent in ({"type": "key", "key": SeatKey.TAKE_DISCARD}, {"type": "word", "word": "at"}, {"type": "word", "word": taken.letter}):
        table.intent(0, intent)
        if "choose" in state_message(table, 0) or "confirm" in state_message(table, 0):
            table.intent(0, {"type": "choice", "index": 0})
    assert table.between_hands() and not table.game.is_over
    return table


@contextlib.asynccontextmanager
async def seat_on_the_breakdown(
    state: dict[str, Any], then_w: bool = False, size: tuple[int, int] = (80, 24)
) -> AsyncIterator[tuple[Any, Any, list[dict[str, Any]]]]:
    """A seat alone (seat_app_alone) at ``size``, on the breakdown of ``state``: yields
    (app, pilot, the messages it sends)."""
    async with seat_app_alone(size) as (app, pilot, sent):
        await on_the_breakdown(app, pilot, state, then_w)
        yield app, pilot, sent


async def on_the_breakdown(app: Any, pilot: Any, state: dict[str, Any], then_w: bool = False) -> None:
    """The seat app shown ``state`` (a hand or the game over): on its breakdown, or with
    ``then_w`` on the review opened from it."""
    from test_seat_app import until  # it imports this module

    from wordcards.remote.seat.review_screen import SeatReviewScreen

    await app.show(state)
    await until(pilot, lambda: app.screen.name == "score", "the breakdown")
    app.screen.refresh_bindings()  # its footer as it is now
    await settle(app, pilot)
    if then_w:
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review")


def run(coroutine: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coroutine, timeout=900))
