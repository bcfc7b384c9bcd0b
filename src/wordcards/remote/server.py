"""The host: an aiohttp server holding one HostTable, one private link per person.

Routes (``TOKEN`` is a seat's secret; anything else gets "No seat here." and nothing more):

- ``GET /seat/TOKEN``: the seat in a browser tab (the seat app run by textual-serve);
- ``GET /seat/TOKEN/ws``: the seat's websocket (JSON: ``state`` out, intents in), used by
  ``wordcards join`` and by the browser tab's seat app;
- ``GET /seat/TOKEN/term``: the browser tab's terminal stream.

After every change each connected seat gets its own ``state`` (see table.py); a seat that
is slow or gone never holds up the others (each screen's messages go by a task of its own,
outbox.py, with a timeout, and the host says whom it waits for).
"""

from __future__ import annotations

import asyncio
import json
import shlex
import sys
from pathlib import Path
from typing import Any, Callable, Coroutine

from aiohttp import WSMsgType, web

from wordcards import console
from wordcards.app.review_pool import ReviewPool
from wordcards.remote.background import in_background, tell_soon
from wordcards.remote.client import ANOTHER_SCREEN, STOPPING
from wordcards.remote.outbox import Outbox
from wordcards.remote import store
from wordcards.remote.protocol import PROTOCOL, QUERY_PROTOCOL, WRONG_PROTOCOL, host_refused_line, protocol_named, refusal_headers
from wordcards.remote.host_words import REVIEW_FAILED
from wordcards.remote.host_intents import Tell
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.remote.web import TerminalPages, notice_page

SEND_TIMEOUT = 10.0  # seconds: a seat that does not take its message in time is dropped
GOODBYE_TIMEOUT = 2.0  # seconds: a stopping host waits no longer for a screen to take its goodbye
MAX_MESSAGE = 16 * 1024  # bytes: an intent is a word or a key
LINK_ENV = "WORDCARDS_SEAT_LINK"
# Browser tabs open on one seat at once: each runs a seat app on the host's machine, so a
# link (or a script with it) opening tab after tab would fill the machine with processes.
# A phone, a laptop and a tab reopened before the old one closed stay well within it.
MAX_TABS = 4
TOO_MANY_TABS = "This seat is open in {tabs} browser tabs already: close one, then reload this page."
MAX_REFUSALS_SAID = 50  # a screen sending version after version does not fill the console
TIME_UP_CHECK = 1.0  # seconds: how often a match by minutes' host asks whether the time ran out between hands
PROGRESS_STEPS = 20  # a review's progress is told to its seat once a twentieth of the way (and at its start)


def one_line(exc: BaseException) -> str:
    """An error as one line of the host's console: its kind and what it says."""
    said = " ".join(str(exc).split())
    return f"{type(exc).__name__}: {said}" if said else type(exc).__name__


def seat_link(base: str, token: str) -> str:
    return f"{base}/seat/{token}"


def for_other_screens(state: dict[str, Any]) -> dict[str, Any]:
    """A seat's state as its other screens get it when it answers one screen's intent: a
    refusal, and the word it kept, are that screen's (a word mistyped on the phone was
    refused on the laptop too, and put on its line); what was done is news for every screen,
    marked as another screen's (a word refused on this one is stale once that one has played)."""
    message = state.get("message")
    kept = {key: value for key, value in state.items() if key != "reply_to"}  # the id that screen sent
    kept[ANOTHER_SCREEN] = True
    if isinstance(message, dict) and message.get("refusal"):
        del kept["message"]
    return kept


class HostServer:
    def __init__(
        self,
        table: HostTable,
        *,
        local_base: str,
        computer_pace: float = 0.8,
        say: Callable[[str], None] = console.say,
        review_pool: Callable[[], ReviewPool] = ReviewPool.in_process,
        errors_log: Path | None = None,
    ):
        """``review_pool``: a new ``map`` for a seat's review, as the shared keyboard's review
        has (``review_pool.pool_for`` the hosted game's words); the review's thread by default.
        ``errors_log``: where a failed review's whole error is kept (``store.keep_error``), the
        console saying it in one line; None: the line only."""
        self.table = table
        self.local_base = local_base  # how a process on this machine reaches the host
        self.computer_pace = computer_pace
        self.say = say
        self.sockets: list[set[web.WebSocketResponse]] = [set() for _ in table.seats]
        self.outboxes: dict[web.WebSocketResponse, Outbox] = {}  # each open screen's messages on their way
        self.pages = TerminalPages()
        self.tabs = [0 for _ in table.seats]  # browser tabs running a seat app, per seat
        self._computer: asyncio.Task[None] | None = None
        self._time_watch: asyncio.Task[None] | None = None
        self._searches: set[asyncio.Task[None]] = set()  # hints and reviews being made
        self._review_pool = review_pool
        self.errors_log = errors_log
        self._reviewing: dict[int, ReviewPool] = {}  # each seat's review being made, stopped by closing its pool
        self._last_line = ""
        self._refused: set[tuple[int, str]] = set()  # seats told of a screen of another version (once each)
        self.stopping = False  # the seats' goodbyes are not news to tell anyone
        self._game_number = table.game_number  # a change: the table played again (_new_game_dealt)

    def make_app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_MESSAGE)
        self.pages.setup(app)
        app.router.add_get("/", self.index)
        app.router.add_get("/seat/{token}", self.seat_page)
        app.router.add_get("/seat/{token}/ws", self.seat_socket)
        app.router.add_get("/seat/{token}/term", self.seat_terminal)
        app.on_startup.append(self._started)
        app.on_shutdown.append(self._closing)
        return app

    async def _started(self, app: web.Application) -> None:
        self._tell_waiting()
        clock_waits = self.table.clock_waits_line()
        if clock_waits is not None:  # said once: the waiting lines after name one seat at a time
            self.say(clock_waits)
        self._watch_the_time_if_timed()
        self._after_change()

    def _watch_the_time_if_timed(self) -> None:
        """A match by minutes has its time watched (one watch serves every game of the evening)."""
        if self.table.standing is not None and (self._time_watch is None or self._time_watch.done()):
            self._time_watch = asyncio.get_running_loop().create_task(self._watch_the_time())

    def _new_game_dealt(self) -> None:
        """The table played again: the reviews being made are of a game gone (their results
        are dropped: _review), and the new game's clock, if it has one, is watched."""
        self._game_number = self.table.game_number
        for pool in self._reviewing.values():
            pool.close()
        self._watch_the_time_if_timed()

    async def _closing(self, app: web.Application) -> None:
        self.stopping = True
        for task in (self._computer, self._time_watch):
            if task is not None:
                task.cancel()
        for pool in self._reviewing.values():  # nobody is left to read them
            pool.close()
        await asyncio.gather(*(self._say_goodbye(ws) for sockets in self.sockets for ws in list(sockets)))

    async def _say_goodbye(self, ws: web.WebSocketResponse) -> None:
        """Close a screen's connection as a stopping host does (the seat says so); one that
        does not take it in time is cut, so that it never holds up the host's stopping."""
        outbox = self.outboxes.get(ws)
        if outbox is not None:
            outbox.stop()  # the goodbye goes now, not behind the messages a quiet screen left
        try:
            await asyncio.wait_for(ws.close(code=STOPPING, message=b"The host stopped."), GOODBYE_TIMEOUT)
        except (asyncio.TimeoutError, ConnectionError, RuntimeError):
            if outbox is not None:
                outbox.abort()

    # --- routes --------------------------------------------------------------------

    def _seat(self, request: web.Request) -> int:
        seat = self.table.seat_for(request.match_info["token"])
        if seat is None:
            raise web.HTTPNotFound(text="No seat here.")
        return seat

    async def index(self, request: web.Request) -> web.Response:
        page = notice_page("wordcards", "This is a wordcards host. Open the private link you were given for your seat.")
        page.headers.update(refusal_headers())  # its protocol: a seat tells this host from another server by it
        return page

    async def seat_page(self, request: web.Request) -> web.Response:
        seat = self._seat(request)
        title = f"wordcards: {self.table.name(seat)}'s seat"
        return self.pages.page(request, title, f"/seat/{request.match_info['token']}/term")

    async def seat_terminal(self, request: web.Request) -> web.WebSocketResponse:
        """The browser tab's seat app: ``wordcards join`` run by textual-serve, reaching
        this host on the local machine; it sees what any seat client sees."""
        seat = self._seat(request)
        if self.tabs[seat] >= MAX_TABS:
            return await self.pages.refuse(request, TOO_MANY_TABS.format(tabs=self.tabs[seat]))
        link = seat_link(self.local_base, request.match_info["token"])
        command = f"{shlex.quote(sys.executable)} -m wordcards join --link-from-env"
        self.tabs[seat] += 1
        try:
            return await self.pages.run(request, command, {LINK_ENV: link})
        finally:
            self.tabs[seat] -= 1

    async def seat_socket(self, request: web.Request) -> web.StreamResponse:
        seat = self._seat(request)
        if protocol_named(request.query.get(QUERY_PROTOCOL)) != PROTOCOL:
            return self._other_version(seat, request)
        ws = web.WebSocketResponse(heartbeat=20, max_msg_size=MAX_MESSAGE)
        await ws.prepare(request)

        def cut() -> None:
            transport = request.transport
            if transport is not None:
                transport.abort()

        self.outboxes[ws] = Outbox(ws, SEND_TIMEOUT, cut)
        self.sockets[seat].add(ws)
        clock_started = self.table.connected(seat, True)
        self.say(self.table.connected_line(seat))
        if clock_started:
            self.say(self.table.clock_started_line())
        self._start_hint(seat)  # a hint the log says this seat used here, before a resume
        try:
            self.broadcast()
            self._after_change()  # the last person to join lets the computers play
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    continue
                try:
                    data: Any = json.loads(message.data)
                except (ValueError, RecursionError):  # not JSON; or nested deeper than Python reads
                    data = None
                # A seat's word line (a draft) is kept for the save: no state back, unless
                # it is refused (it cannot be read) or the time-up was held as it came.
                tell = self.table.receive(seat, data)
                if tell is Tell.EVERY_SEAT:
                    self._after_change()
                    self.broadcast(answering=ws)
                elif tell is Tell.SEAT:
                    self.send_state(seat, answering=ws)
                self._start_hint(seat)
                self._start_review(seat)
                self._stop_unwanted_review(seat)
        finally:
            self.sockets[seat].discard(ws)
            self.outboxes.pop(ws).stop()
            self.table.connected(seat, False)
            self._stop_unwanted_review(seat)  # the seat's last screen left
            if not self.stopping:  # when the host stops, every seat goes: that is no news
                self._left(seat)
        return ws

    def _other_version(self, seat: int, request: web.Request) -> web.Response:
        """A seat of another wordcards is refused before it joins (protocol.py): its
        screen names both versions (from the headers); an older one, which reads none,
        shows the status. The host's console says it once a seat and version, so that the
        host can tell the player (an older seat tries again every few seconds)."""
        line = host_refused_line(seat, self.table.name(seat), request.query)
        if (seat, line) not in self._refused and len(self._refused) < MAX_REFUSALS_SAID:
            self._refused.add((seat, line))
            self.say(line)
        return web.Response(status=WRONG_PROTOCOL, text=line, headers=refusal_headers())

    def _left(self, seat: int) -> None:
        self.say(self.table.left_line(seat))
        self.broadcast()
        self._tell_waiting()

    # --- sending -----------------------------------------------------------------------

    def send_state(self, seat: int, answering: web.WebSocketResponse | None = None) -> None:
        """Post ``seat`` its state, on each of its screens (sent by their outboxes: posting
        waits for no one). ``answering``: the screen whose intent the state answers; a
        refusal is its own (see for_other_screens). It reads no clock: a time-up is held
        where news comes to the host (HostTable.hold_time_up), and every seat told then."""
        sockets = list(self.sockets[seat])
        if not sockets:
            return
        state = state_message(self.table, seat)
        self.table.sent(seat)
        text = json.dumps(state)
        others = json.dumps(for_other_screens(state)) if answering in sockets else text  # another seat's intent: all news
        for ws in sockets:
            self.outboxes[ws].post(text if ws is answering else others)

    def broadcast(self, answering: web.WebSocketResponse | None = None) -> None:
        """Every seat its state (as send_state, it reads no clock)."""
        for seat in range(len(self.sockets)):
            self.send_state(seat, answering)

    # --- the flow ----------------------------------------------------------------------

    def _tell_waiting(self) -> None:
        """The console's news after a change: the turns just played, then whom the game waits for."""
        for played in self.table.take_plays_to_say():
            self.say(played)
        line = self.table.waiting_line()
        if line != self._last_line:
            self._last_line = line
            self.say(line)

    @property
    def computers_playing(self) -> bool:
        """The host's task that plays the computers' turns is running (started when one is due)."""
        return self._computer is not None and not self._computer.done()

    def _after_change(self) -> None:
        if self.table.game_number != self._game_number:
            self._new_game_dealt()
        self._tell_waiting()
        if self.table.computer_due() and (self._computer is None or self._computer.done()):
            self._computer = asyncio.get_running_loop().create_task(self._play_computers())

    def _start_hint(self, seat: int) -> None:
        """Look for the hint ``seat`` asked for in a thread, so the host keeps answering
        every seat meanwhile (its keys wait: the game does not change under the search)."""
        asked_at = self.table.hint_to_start(seat)
        if asked_at is not None:
            self._search(self._hint(seat, asked_at))

    def _start_review(self, seat: int) -> None:
        """Make the review ``seat`` asked for in a thread (a second or a few a turn)."""
        if self.table.review_to_start(seat):
            self._search(self._review(seat))

    def _stop_unwanted_review(self, seat: int) -> None:
        """The review being made for ``seat`` stops once the seat no longer waits for it (it
        closed the review, or left): its questions not yet begun are dropped."""
        pool = self._reviewing.get(seat)
        if pool is not None and self.table.review_unwanted(seat):
            pool.close()

    def _search(self, search: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(search)
        self._searches.add(task)  # a reference, so the task is not collected half way
        task.add_done_callback(self._searches.discard)

    async def _review(self, seat: int) -> None:
        loop = asyncio.get_running_loop()
        told = -1  # the last twentieth of the way told to the seat

        def progress(done: int, total: int) -> None:  # in the review's thread
            nonlocal told
            step = done * PROGRESS_STEPS // max(1, total)
            if step != told:  # a message per twentieth is plenty
                told = step
                tell_soon(loop, self._tell_progress, seat, done, total, number)

        number = self.table.game_number  # the game reviewed: the table may play again meanwhile
        wants = self.table.seats[seat].review_progress
        game = self.table.review_game()
        self._reviewing[seat] = pool = self._review_pool()
        try:
            if self.table.review_unwanted(seat):  # closed before this task began: no thread, no replay of the game
                result: dict[str, Any] = {"closed": True, "actions": len(game.actions)}
            else:
                try:
                    result = await in_background(self.table.find_review, seat, game, progress if wants else None, pool.map)
                except Exception as exc:  # a bug or a bad save (a worker gone is not: pool.map answers in the thread)
                    await self._review_failed(seat, exc)
                    result = {"error": REVIEW_FAILED, "actions": len(game.actions)}
        finally:
            pool.close()  # worker processes, if any, end with it
            if self._reviewing.get(seat) is pool:  # not a review of the next game, begun since
                del self._reviewing[seat]
        if self.table.game_number != number:  # of a game gone: the new game's seat never asked for it
            return
        if not self.table.review_found(seat, result):
            self._start_review(seat)  # asked again since, after another hand: make that one
            return
        if not self._hold_time_up():  # held: every seat was told, this one its review with it
            self.send_state(seat)

    async def _review_failed(self, seat: int, exc: Exception) -> None:
        """A seat's review raised: its whole error kept in the errors log, and one line on the
        console that names the log (none while the host stops: its stop cut the review short)."""
        said = f"{self.table.name(seat)}'s review could not be made: {one_line(exc)}"
        if self.errors_log is not None:
            try:
                kept_in = await in_background(store.keep_error, said, exc, self.errors_log)  # file work: off the loop
                said += f" (the whole error is in {kept_in})"
            except OSError as cannot:
                said += f" (its whole error could not be kept in {self.errors_log}: {cannot.strerror or cannot})"
        if not self.stopping:
            self.say(said)

    def _tell_progress(self, seat: int, done: int, total: int, number: int) -> None:
        """How far the review ``seat`` waits for has got: a small message of its own, to
        that seat only (only a seat that asked for them reads them: see table.py), and
        only while the game ``number`` reviewed is the one played."""
        if number != self.table.game_number:
            return
        text = json.dumps({"type": "progress", "review": {"done": done, "total": total}})
        for ws in list(self.sockets[seat]):
            self.outboxes[ws].post(text)

    async def _hint(self, seat: int, asked_at: tuple[Any, ...]) -> None:
        told = await in_background(self.table.find_hint)
        noted = self.table.hint_found(seat, asked_at, told)
        if noted:
            self.say(f"{self.table.name(seat)} used a hint.")  # the console: not what it was
        if self._hold_time_up():  # held: every seat was told, this one its hint with it
            return
        if noted:
            self.broadcast()  # the log's note, for every seat; the hint, for this one
        else:
            self.send_state(seat)

    async def _watch_the_time(self) -> None:
        """A match by minutes' time may run out while the scores are read, nobody typing: the
        table holds (and saves) its time-up then, and every seat and the console are told
        that Enter ends the match, as the shared keyboard's score screen says it (R8)."""
        while not self.stopping:
            await asyncio.sleep(TIME_UP_CHECK)
            self._hold_time_up()

    def _hold_time_up(self) -> bool:
        """Hold a time-up the clock says now (R8) where news comes that the table does not
        hold for itself (it holds as a seat's message comes, and as a screen opens or
        closes): the watch, a search's result. True when held just now: every seat and the
        console were told."""
        if not self.table.hold_time_up():
            return False
        self.broadcast()
        self._tell_waiting()
        return True

    async def _play_computers(self) -> None:
        while self.table.computer_due():
            await asyncio.sleep(self.computer_pace)
            action = await in_background(self.table.computer_action)
            if self.table.apply_computer(action):
                self.broadcast()
                self._tell_waiting()
