"""``wordcards join LINK``: one seat of a hosted game, in a terminal (or a browser tab).

The app holds no game: it draws the last ``state`` the host sent (this seat's view) with
the same panels as the hot-seat app, and sends what the player types (a word, a key, a
pick from a list). There is no hand-off screen: this screen is only ever this seat's. At
the end of a game or rummy hand it shows the shared keyboard's breakdown. A lost
connection is retried until it comes back (the host keeps the seat).
"""

from __future__ import annotations

import asyncio
import shlex
import socket
from functools import partial
from pathlib import Path
from time import monotonic
from typing import Any
from urllib.parse import urlsplit

import aiohttp
from rich.text import Text
from textual import events
from textual.app import ComposeResult, ScreenStackError
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.dom import NoScreen
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static
from textual.worker import WorkType

from wordcards.app import hint_typing
from wordcards.app.bindings import bindings_of, keys_of
from wordcards.app.command import command, on_its_own_line
from wordcards.app.ending import END_THE_MATCH
from wordcards.app.player_app import LASTING, PlayerApp
from wordcards.app.answer_words import KEPT_PLAYING, TYPE_A_WORD, TYPED_ON
from wordcards.app.screens.choice import ChoiceScreen
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.screens.footer_keys import GIVES_WAY, FittedFooter
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import GameLog, MessageLine
from wordcards.app.widgets.common.sizes import least_size, too_small
from wordcards.app.widgets.common.too_small import TooSmallNotice, covered
from wordcards.engine.players import possessive
from wordcards.remote.away import HostAwayOnTop, SeatHelpScreen, SeatRulesScreen, SeatWholeLogScreen
from wordcards.remote.client import (
    ANOTHER_SCREEN,
    HostStopped,
    SeatClient,
    decode_state,
    link_of_socket,
    plain_link,
    serves_plain_http,
)
from wordcards.remote.host_words import LOOKING, between_line
from wordcards.remote.keys import SeatKey, parse_key
from wordcards.remote.protocol import (
    HEADER_PROTOCOL,
    HEADER_VERSION,
    HINT_LOOKED_FOR,
    NOTHING_DONE,
    REVIEW_CLOSED,
    UNNAMED,
    UNNAMED_VERSION,
    WRONG_PROTOCOL,
    host_of_state,
    protocol_named,
    seat_refused_text,
    version_named,
)
from wordcards.remote.seat import status
from wordcards.remote.seat.clock import SeatClock
from wordcards.remote.seat.host_state import (
    BY_ANOTHER_SCREEN,
    WHILE_DISCONNECTED,
    host_busy,
    saved_note,
    stale_word,
    table_rules,
    whose_turn,
)
from wordcards.remote.seat.questions import Held, HeldWord, HostQuestions
from wordcards.remote.seat.review_screen import SeatReviewScreen, lost_mid_hand
from wordcards.remote.seat.score_screen import SeatScoreScreen
from wordcards.remote.seat.screen_notes import ScreenNotes
from wordcards.remote.seat.widgets import SeatMessageLine, TableBox
from wordcards.remote.seat.word_draft import WordDraft
from wordcards.remote.table import seat_part

RETRY_SECONDS = (0.5, 1, 2, 4)  # waits between reconnection tries (the last one repeats)
STOPPED = "The host has stopped; the game is saved. Waiting for it to start again..."
CSS = Path(__file__).parents[2] / "app" / "wordcards.tcss"
OVER_AND_STOPPED = "The game is over, and the host has stopped. Ctrl+C leaves."
BACK = "The host is back: your keys work again."
BACK_NOT_YOUR_TURN = "The host is back."
NOT_SENT = "Not connected to the host: nothing was sent. Try again when it is back."
HINT_LOST = "Not connected to the host: the hint is asked for again when it is back."  # one line at 80 columns
QUESTION_CLOSED = "Not connected to the host: the question was closed, nothing was chosen."
OFFLINE = "Not connected to the host: your keys work again when it is back."
GAME_OVER = "The game is over: Ctrl+S shows the score, Ctrl+C leaves."
OTHER_VERSION = "This seat cannot join: the host runs another version of wordcards. Ctrl+C leaves."
# How a breakdown left open says the next hand (or deal, R9) came: who started it, as Enter
# does. "Bob dealt hand 2" beside the log's "Hand 2: Ann deals" (the dealer rotates) was
# untrue, and "dealt deal 3" said the word twice.
STARTED, BEGAN = "started", "began"


def unreachable(url: str, still: bool = False) -> str:
    """The host cannot be reached: at which address (not the seat's code), so that a link
    with a mistyped port or address can be told from a host not started yet."""
    return f"{'Still cannot' if still else 'Cannot'} reach the host at {urlsplit(url).netloc}; trying again..."


# After this long of failed tries (seconds), a seat that has not reached its host yet says
# what to check: it still tries (a host started late is reached), but a wrong port or a
# host on another network never answers, and the line said the same for ever.
ADVICE_AFTER = 20.0
CHECK_THE_LINK = (
    "Check the address and port in the link the host gave you, that the host is still running, "
    "and that you are on the same network as the host."
)
# getaddrinfo's "no such name" (not EAI_AGAIN: a name server out of reach for a moment).
NAME_UNKNOWN = {socket.EAI_NONAME, getattr(socket, "EAI_NODATA", socket.EAI_NONAME)}


def no_such_host(url: str) -> str:
    """The link's host name does not resolve: said plainly (trying again will not fix it)."""
    return f"No host is called {urlsplit(url).hostname}: check the link the host gave you."


def name_unknown(exc: BaseException) -> bool:
    """The connection failed because the link's host name is no one's. Asked of the
    connector error's own OSError: aiohttp before 3.11 has no ClientConnectorDNSError (it
    raises a plain ClientConnectorError around getaddrinfo's gaierror)."""
    return (
        isinstance(exc, aiohttp.ClientConnectorError)
        and isinstance(exc.os_error, socket.gaierror)
        and exc.os_error.errno in NAME_UNKNOWN
    )


def key_action(key: SeatKey) -> str:
    """The binding's action that sends ``key`` (a Textual action string names it)."""
    return f"key({str(key)!r})"


# The footer's keys that give way, the shared keyboard's, with the seat's own action for
# Swap joker: at 64 columns with the deck empty the seat kept it and left out Hint.
# The last hand's scores (Ctrl+S, in the next hand) give way after F2: a turn keeps the
# shared keyboard's keys (its breakdown left open says Ctrl+S shows them again).
SEAT_GIVES_WAY = tuple(
    kept
    for action in GIVES_WAY
    for kept in ((key_action(SeatKey.SWAP_JOKER),) if action == "swap_joker" else (action, "score") if action == "toggle_theme" else (action,))
)


class SeatApp(PlayerApp):
    CSS_PATH = CSS
    TITLE = "wordcards"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [
        Binding("ctrl+e", key_action(SeatKey.END_TURN), "End turn"),
        # The host sends which of the three works now.
        Binding("ctrl+p", key_action(SeatKey.PASS_TURN), "Pass (draw 1)"),
        Binding("ctrl+p", key_action(SeatKey.PASS_EMPTY_DECK), "Pass (the deck is empty)"),
        Binding("ctrl+p", key_action(SeatKey.PASS_ENDS_GAME), "Pass (ends the game)"),
        Binding("ctrl+j", key_action(SeatKey.SWAP_JOKER), "Swap joker"),
        Binding("ctrl+d", key_action(SeatKey.DRAW_DECK), "Draw"),  # as the shared keyboard's: F2 fits at 80 columns
        # The shown keys work in a browser tab too (app/browser_keys.py: a browser keeps
        # Ctrl+T, Ctrl+N and Ctrl+Q); the old ones still work in a terminal.
        Binding("ctrl+y", key_action(SeatKey.TAKE_DISCARD), "Take discard"),
        Binding("ctrl+t", key_action(SeatKey.TAKE_DISCARD), "Take discard", show=False),
        # Enter deals, as on the shared keyboard's score screen: on the table or the
        # breakdown only (Enter closes the help). Before the word entry (a priority key),
        # which takes no word between hands and would only say so.
        Binding("enter", "deal_by_enter('hand')", "Next hand", priority=True),
        Binding("enter", "deal_by_enter('deal')", "Next deal", priority=True),  # where the match counts deals (R9)
        Binding("enter", "deal_by_enter('end')", END_THE_MATCH, priority=True),  # a timed match's time is up (R8)
        # Priority keys, as Enter: taken as typed, ahead of a state drawn meanwhile (StateDrawn),
        # not after the word line passed them back up (one dealt a hand whose end came unread).
        Binding("ctrl+n", key_action(SeatKey.NEXT_HAND), "Next hand", show=False, priority=True),
        Binding("ctrl+n", "next_deal", "Next deal", show=False, priority=True),
        Binding("ctrl+z", key_action(SeatKey.UNDO), "Undo"),
        Binding("ctrl+g", key_action(SeatKey.HINT), "Hint"),  # found by the host, for this seat only
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("ctrl+r", "rules", "Rules"),
        # Shown, on this seat's turn too (it works there); a footer too narrow for it leaves
        # it out first (FittedFooter), so a turn keeps the shared keyboard's keys (Rules).
        Binding("f2", "toggle_theme", "Light/dark", key_display="F2"),
        Binding("ctrl+s", "score", "Score"),
        Binding("ctrl+c", "quit", "Leave", priority=True),
        Binding("ctrl+q", "quit", "Leave", show=False, priority=True),
    ]
    # The keys of a turn: while the host looks for this seat's hint it offers none of them,
    # and each says to wait, as Enter does, so no key goes unanswered.
    TURN_KEYS = keys_of(
        binding
        for binding in Binding.make_bindings(BINDINGS)
        if binding.action in {key_action(key) for key in SeatKey if key not in (SeatKey.NEXT_HAND, SeatKey.REVIEW)}
    )

    TURN_KEY_OF = {key_action(key): key for key in SeatKey}  # the key each binding's action sends

    class WordForHost(Message):
        """A word this seat sent with Enter, queued to go to the host (``submit_word``)."""

        def __init__(self, word: str, ident: str) -> None:
            self.word, self.ident = word, ident
            super().__init__()

    class KeyForHost(Message):
        """A key this seat sent as the word line took it (``key_in_order``), queued to go to
        the host ahead of a word whose Enter was typed after it."""

        def __init__(self, key: SeatKey) -> None:
            self.key = key
            super().__init__()

    class StateDrawn(Message):
        """A state from the host is drawn. Keys reach the app in the order typed, so a key
        taken before this message was typed before the state was drawn (queued meanwhile)."""

        def __init__(self, actions: int) -> None:
            self.actions = actions
            super().__init__()

    def __init__(self, url: str, remember_colours: bool = True):
        super().__init__(remember_colours=remember_colours)
        self.url = url
        self.state: dict[str, Any] | None = None
        self.client: SeatClient | None = None
        self.questions = HostQuestions(self)  # the host's list or question open, and the word sent
        self.part: Any = None  # the game's own module of remote play (drawing its panels)
        # The breakdown last shown: the game or hand (as the game's part numbers them), and
        # whether the match was over and its time up then (the same hand's, drawn anew).
        self._scored: tuple[int, bool, bool] | None = None
        # The state the last hand's breakdown is drawn from: Ctrl+S shows it in the next hand too.
        self._hand_over: dict[str, Any] | None = None
        self.notes = ScreenNotes(self)  # when another screen joins this seat, or leaves it
        self._away: str | None = None  # why the host cannot be reached now (None: connected, or not yet tried)
        self._review: dict[str, Any] | None = None  # this seat's review, once the host has sent it
        self._drawing = asyncio.Lock()  # one drawing at a time: a first one swaps the placeholders for panels
        self._hint_asked = False  # the host said it looks for this seat's hint, and none came yet
        self._link_dead = False  # the host said this link opens no seat (a new one was given)
        self._plain_link: str | None = None  # the link as the host gave it, for one typed with https://
        self._not_reached: str | None = None  # why the host was never reached, for the terminal on leaving
        self._offline_said: str | None = None  # the note said as the host went away (replaced once it is back)
        self._host_stopped = False  # the host went away saying it stopped (not killed, not cut off)
        self._other_version: str | None = None  # why this seat cannot play with this host (protocol.py)
        self.draft = WordDraft(self)  # the word half typed, kept by the host
        self._first_of_connection = False  # the next state is a connection's first (it bears no another_screen mark)
        self.clock = SeatClock()  # a match by minutes' (R8), and whether its time is up
        # The number of actions of the last state drawn here (StateDrawn): what a key is typed against.
        self._drawn_actions: int | None = None
        self._line_limited_by: tuple[object, ...] | None = None  # what the word line's longest word was worked out from

    # --- layout ----------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TooSmallNotice()
        yield Static("Connecting to the host...", id="status")
        with Horizontal(id="middle"):
            with Vertical(id="left"):
                with TableBox(id="table-box"):
                    yield Static(id="table")
                yield Static(id="pads")
            with Vertical(id="right"):
                yield Static(id="players")
                yield GameLog(id="log")
        yield Static(id="hand")
        yield WordEntry(
            self.submit_word, edited=self.message_stale, hold=self.questions.hold_for_list, turn_key=self.key_in_order, id="entry"
        )
        yield SeatMessageLine(self.notes.message_said, id="message")
        yield FittedFooter(SEAT_GIVES_WAY)

    def on_mount(self) -> None:
        self.query_one("#table-box").border_title = "Table"
        self.query_one("#players").border_title = "Players"
        self.query_one("#log").border_title = "Log"
        self.query_one("#pads").display = False
        entry = self.query_one(WordEntry)
        entry.focus()
        self.watch(entry, "value", self.draft.line_changed, init=False)
        self.watch(entry, "refused", self.draft.line_changed, init=False)
        # Not waited for (settle). Its coroutine is made as the worker runs (see run_soon).
        connection: WorkType[None] = self._connection
        self.run_worker(connection, exclusive=True, name="connection", group=LASTING)
        self.set_interval(1.0, self._tick)

    # --- the wire ----------------------------------------------------------------------

    async def _connection(self) -> None:
        try:
            await self._keep_connected()
        except (NoMatches, NoScreen, ScreenStackError):
            # As the app closes its screens go before this worker is cancelled, and the
            # connection's end finds no status line to tell: nothing to say then. While it
            # runs the status line and the word entry are never removed: that is a fault,
            # for the traceback (the game is safe at the host; join says so).
            if self.is_running:
                raise

    async def _keep_connected(self) -> None:
        tries = 0
        stopped = False  # the host said it stopped: say so until it is back
        failing_since: float | None = None  # when the tries began to fail (None: connected)
        while True:
            client = SeatClient(self.url)
            try:
                await client.connect()
            except aiohttp.WSServerHandshakeError as exc:
                if exc.status == 404:
                    # No try will open this seat: the seat closes and join says why in the
                    # terminal (goodbye), rather than leave a table no longer played.
                    self._status("This link has no seat (from an earlier game, mistyped, or replaced): ask the host.", error=True)
                    self._link_dead = True
                    self.exit()
                    return
                if exc.status == WRONG_PROTOCOL:  # trying again would meet the same host
                    headers: Any = exc.headers or {}
                    host = protocol_named(headers.get(HEADER_PROTOCOL))
                    self._refuse_host(seat_refused_text(host, version_named(headers.get(HEADER_VERSION))))
                    return
                self._status(f"The host refused the connection ({exc.status}); trying again...", error=True)
            except aiohttp.ClientSSLError as exc:
                # https:// typed for the host's http://; not a certificate refused: that host speaks TLS
                if not isinstance(exc, aiohttp.ClientConnectorCertificateError) and await serves_plain_http(self.url):
                    self._plain_link = plain_link(self.url)
                    self._status(f"This host uses http://, not https://: use {self._plain_link}", error=True)
                    self.exit()
                    return
                failing_since = monotonic() if failing_since is None else failing_since
                if not stopped:
                    self._say_not_reached(exc, monotonic() - failing_since)
            except (aiohttp.ClientError, OSError, asyncio.TimeoutError) as exc:
                failing_since = monotonic() if failing_since is None else failing_since
                if not stopped:
                    self._say_not_reached(exc, monotonic() - failing_since)
            else:
                tries, stopped, failing_since = 0, False, None
                self.joined(client)
                try:
                    while True:
                        message = await client.receive(timeout=3600)
                        if message.get("type") == "state" and host_of_state(message) == UNNAMED:
                            self._refuse_host(seat_refused_text(UNNAMED, UNNAMED_VERSION))
                            return
                        await self.take(message)
                except HostStopped:
                    stopped = True
                    if self.lost(stopped):
                        return
                except (ConnectionError, aiohttp.ClientError, asyncio.TimeoutError, ValueError, KeyError):
                    self.lost()
                finally:
                    self.client = None
                    await client.close()
            await asyncio.sleep(RETRY_SECONDS[min(tries, len(RETRY_SECONDS) - 1)])
            tries += 1

    def _say_not_reached(self, exc: BaseException, waited: float) -> None:
        """A try to reach the host failed ``waited`` seconds after the first that did: the
        seat says why it can tell (a name that is no one's), and, after a while, what to
        check, while it has never reached the host (a host reached once was at that link)."""
        if name_unknown(exc):
            self._status(no_such_host(self.url), error=True)
            self._not_reached = no_such_host(self.url)
        elif waited >= ADVICE_AFTER and self.state is None:
            self._status(unreachable(self.url, still=True), error=True)
            self.query_one(MessageLine).say(CHECK_THE_LINK)
            self._not_reached = f"Could not reach the host at {urlsplit(self.url).netloc}. {CHECK_THE_LINK}"
        else:
            self._status(unreachable(self.url), error=True)

    def joined(self, client: Any) -> None:
        """A connection to the host is made; the states it brings follow (``take``)."""
        self.client = client
        self._first_of_connection = True
        self.query_one(MessageLine).unsay(CHECK_THE_LINK)  # reached: the link was right
        self._not_reached = None
        self.notes.connected()
        self.draft.connected()

    def lost(self, stopped: bool = False) -> bool:
        """The connection ended (``stopped``: the host said it stops): the seat says so and
        tries again. True when it tries no more: the game is over and the host stopped."""
        self._offline(stopped)
        if not stopped:
            self._status("The connection to the host was lost; trying again...", error=True)
            return False
        if self.state is not None and self.state["view"].outcome is not None:
            # The result stays in the status line; the note goes under the hand.
            self.query_one(MessageLine).say(OVER_AND_STOPPED)
            self._host_away(OVER_AND_STOPPED)
            return True
        self._status(STOPPED, error=True)
        return False

    def _refuse_host(self, why: str) -> None:
        """The host is of another version (protocol.py): the seat says so, both versions and
        what to do, where the table would be, and tries no more (the same host would
        answer the same). Its keys and typing go; Ctrl+C leaves, and says it again."""
        self._other_version = why
        self._offline()
        self._status(OTHER_VERSION, error=True)
        self.query_one("#table", Static).update(Text(why, style="bold"))

    def _offline(self, stopped: bool = False) -> None:
        """No connection: the game's keys leave the footer and typing stops until the host
        is back (they could only say "not connected"); a review waited for says it is not
        on its way."""
        self.client = None
        self.query_one(WordEntry).accepting = False
        self.refresh_bindings()
        for screen in self.screen_stack:
            if isinstance(screen, SeatReviewScreen):
                screen.lost()
        said = []
        if self._hint_asked:  # "Looking for the best play..." would promise what may not come
            said.append(HINT_LOST)
        closed = self.questions.close_offline()
        unsent = self.questions.put_back(self.questions.connection_lost())  # held words, never sent: not lost unsaid
        if closed:
            said = [QUESTION_CLOSED]
        if unsent:
            said.append(unsent)
        # A host killed (or its machine down) goes without a word: the seat says the game
        # is safe all the same, and how it goes on (a note of the seat's own, not the host's).
        self._host_stopped = stopped
        note = saved_note(self.state, stopped)
        if note is not None:
            said.append(note)
        if said:
            self._offline_said = " ".join(said)
            self.query_one(MessageLine).say(self._offline_said, refusal=closed)

    async def take(self, message: dict[str, Any]) -> None:
        """One message from the host: how far the review has got, or the state."""
        if message.get("type") == "progress":
            self._review_progress(message.get("review"))
            return
        await self.show(decode_state(message))

    def run_soon(self, work: WorkType[None]) -> None:
        """Run ``work``, an async function given its arguments (functools.partial), in a
        worker: its coroutine is made as the worker runs. One made before, for a worker
        cancelled before it ran (the app closing), was never awaited: a RuntimeWarning."""
        self.run_worker(work)

    def send_soon(self, intent: dict[str, Any]) -> None:
        """Send ``intent`` from a worker (see run_soon)."""
        self.run_soon(partial(self.send, intent))

    async def send(self, intent: dict[str, Any]) -> None:
        client = self.client
        if client is None or client.closed:
            self.query_one(MessageLine).say(NOT_SENT, refusal=True)
            return
        try:
            await client.send(intent)
        except (ConnectionError, aiohttp.ClientError, RuntimeError):
            self.query_one(MessageLine).say(NOT_SENT, refusal=True)

    def _back_online(self) -> None:
        """A note that the host could not be reached is not left up once it is back (it
        said "not connected" beside a footer full of keys that worked)."""
        line = self.query_one(MessageLine)
        offline_notes = (OFFLINE, NOT_SENT, QUESTION_CLOSED, HINT_LOST, self._offline_said, self._offline_typed())
        if self.client is not None and str(line.content) in offline_notes:
            # "your keys work again" only where they do: on another seat's turn it read as
            # if this seat could play.
            state = self.state
            mine = state is not None and (bool(state.get("keys")) or whose_turn(state) == state["seat"])
            line.say(BACK if mine else BACK_NOT_YOUR_TURN)

    def _offline_typed(self) -> str:
        """What a key typed while the host is away says: the keys wait, and the game is safe
        (typing on must not take that note away)."""
        note = saved_note(self.state, self._host_stopped)
        return OFFLINE if note is None else f"{OFFLINE} {note}"

    def _status(self, text: str, error: bool = False) -> None:
        self.query_one("#status", Static).update(Text(text, style="bold red" if error else "bold"))
        if error:
            self._host_away(text)

    def _host_away(self, why: str | None) -> None:
        """Why the host cannot be reached (None: it is back), for the breakdowns open."""
        self._away = why
        self._work_out_time_up()  # the seat's clock stands while the host is away
        for screen in self.screen_stack:
            if isinstance(screen, (SeatScoreScreen, HostAwayOnTop)):
                screen.host_away(why)
        self.fit()  # the too-small notice says it too

    def cannot_join(self) -> bool:
        """This seat cannot play with this host: its link opens no seat (mistyped, or replaced
        by a new one), the host runs another version, or the link says https:// to a host of
        http://. ``join`` exits non-zero then."""
        return self._link_dead or self._other_version is not None or self._plain_link is not None

    def goodbye(self) -> str | None:
        """The line ``wordcards join`` leaves in the terminal: Ctrl+C (or Ctrl+Q) asks nothing (the host
        keeps the seat), so it says that nothing was given up and how to come back; or why
        this seat cannot join and what to do."""
        state = self.state
        if self._other_version is not None:
            return self._other_version
        if self._plain_link is not None:
            return on_its_own_line("This host uses http://, not https://; run", command("join", shlex.quote(self._plain_link)))
        if self._link_dead and state is None:
            return (
                # The host cannot tell a link of another game from one mistyped: both are said
                # (a mistyped link to this very game was told the host had started another).
                f"This link opens no seat at {urlsplit(self.url).netloc}: its seat key is not one of this game's "
                "seats (a link of another game, mistyped, or replaced by a new one). Check the link, or ask the host "
                "for your current link."
            )
        if self._link_dead and state is not None:  # 'the same link' would not bring the player back
            me = state["view"].seats[state["seat"]].name
            return (
                f"This link no longer opens {me}'s seat: the host gave the seat a new link (or started another game), "
                "and this one stopped working. Ask the host for your current link."
            )
        if state is None:
            return self._not_reached  # a host never reached: what the seat said, to keep
        me = state["view"].seats[state["seat"]].name
        link = shlex.quote(link_of_socket(self.url))  # an IPv6 link's brackets are a shell's pattern
        back = command("join", link)
        if state["view"].outcome is not None:
            # Over, and the host stopped: nothing left to come back to. A connection lost
            # (the host may still be there, serving the score and review) is not that.
            if self._away is not None and self._host_stopped:  # the state, not the words shown
                return None
            # The host still serves the seat its score and review (docs/playing.md); one
            # killed serves them again once carried on (docs/decisions/remote.md).
            if self._away is not None:
                resume = state.get("resume") or "wordcards host --resume"  # a host of an older version names none
                return on_its_own_line(
                    f"You left {me}'s seat; the game is over. The host cannot be reached now: when it is back "
                    f"(if it stopped, '{resume}' on its machine brings it back), see the scores and the review again with the same link",
                    back,
                )
            return on_its_own_line(f"You left {me}'s seat; the game is over. See the scores and the review again with the same link", back)
        if self._away is not None:  # "the host keeps it" said a stopped host was waiting for the player
            host = "The host has stopped" if self._host_stopped else "The host cannot be reached now"
            return on_its_own_line(
                f"You left {me}'s seat. {host}; the game is saved there, your seat with it. "
                "When it is back, come back with the same link",
                back,
            )
        return on_its_own_line(f"You left {me}'s seat; the host keeps it for you. Come back with the same link", back)

    # --- drawing -----------------------------------------------------------------------

    async def show(self, state: dict[str, Any]) -> None:
        before = self.state
        turn_passed = before is None or whose_turn(before) != whose_turn(state)
        # Another screen of this seat played (the same link open twice): a word refused here is
        # stale beside what it did ("PUH not played" beside "Played: ... HAP"), and a word
        # typed here is when that play left it short of letters or ended the turn (QUARS
        # over a hand that no longer holds it): it is cleared, and the line says why.
        moved = before is not None and before["actions"] != state["actions"]
        # The last state drawn was a hand over: this one may be the next hand, just dealt.
        was_over = before is not None and self.part is not None and self.part.scored(before["view"]) is not None
        played_elsewhere = bool(state.get(ANOTHER_SCREEN)) and moved
        # A connection's first state bears no mark: a game that moved on from this seat's turn
        # while this screen was disconnected (its link dropped, the host away) was moved by
        # this seat, most often its other screen, and the word on this line is judged alike.
        first, self._first_of_connection = self._first_of_connection, False
        reasons = BY_ANOTHER_SCREEN
        if first and moved and not played_elsewhere and before is not None and whose_turn(before) == before["seat"]:
            played_elsewhere, reasons = True, WHILE_DISCONNECTED
        entry = self.query_one(WordEntry)
        stale = None
        if played_elsewhere and before is not None and entry.value and not entry.refused:
            why = stale_word(entry.value, before, state, seat_part(state["game"]), reasons)
            stale = None if why is None else f"{entry.value}, typed here, is cleared: {why}."
        # The game's part, the clock's time and whether it is up first: the lines below
        # refresh the footer, whose keys read that of this state.
        self.part = seat_part(state["game"])
        self._limit_the_line(state)
        self.clock.state_came()
        self.state = state
        self._work_out_time_up()
        if self._away is not None:
            self._host_away(None)  # a state: the host is back
        self._back_online()
        self.query_one("#status", Static).update(self.status_line(state))
        await self._draw_panels()
        self.fit()
        self.screen_stack[0].call_after_refresh(self._refit)  # after the seat's screen is laid out
        if "review" in state:
            self._got_review(state["review"])
        if ((turn_passed or played_elsewhere) and entry.refused) or stale:  # a word not played goes with its refusal
            entry.clear()
            if played_elsewhere:
                self.draft.moved_on_elsewhere()
        if "message" in state:
            message = state["message"]
            text = message["text"]
            if self.questions.typed_over and message.get("kind") == NOTHING_DONE:
                # The host's answer to the question a letter closed: it cannot tell a letter
                # from Esc ("Nothing done"); this seat says what the shared keyboard says.
                text = self.questions.typed_over
            else:
                # The host does not see this line: it sends the words for one with a word on
                # it too (a host of before sends none: its words as they are).
                over_a_word = message.get("over_a_word")
                text = hint_typing.for_the_line(text, over_a_word if isinstance(over_a_word, str) else None, bool(entry.value))
            self.questions.typed_over = ""
            self.query_one(MessageLine).say(" ".join(part for part in (text, stale) if part), refusal=bool(message["refusal"]))
            self._keep_typed(message.get("word"), state)
            self._hint_asked = message.get("kind") == HINT_LOOKED_FOR  # the hint, or any answer, ends the wait
        elif stale:
            self.query_one(MessageLine).say(stale)
        elif turn_passed:  # a note lasts until the turn passes, as at the shared keyboard
            self.query_one(MessageLine).clear()
            self._hint_asked = False
        self.draft.take(state)
        self.query_one(WordEntry).accepting = self._typing_open()
        self.refresh_bindings()
        self.questions.close_moot(state)
        mine = self.questions.answers_word_sent(state)
        ahead = self.questions.typed_ahead_for(state)
        if self.questions.asking is None and self.questions.ask_for_host(state, ahead, mine):
            ahead = []
        for index, held in enumerate(ahead):  # no list came: they act as if typed now (Esc clears a word put back)
            if isinstance(held, HeldWord):  # a word held behind them: typed now, the keys after it wait for its answer
                self._held_word_typed(held, ahead[index + 1 :])
                break
            if held.key in self.TURN_KEYS:
                await self._held_turn_key(held.key)
            else:
                entry.on_key(held)
        await self._show_score(state, was_over)
        self._ask_review_again()
        self._ask_hint_again(state)
        self.notes.tell_screens(state.get("screens", 1))
        self.post_message(self.StateDrawn(state["actions"]))

    def _held_word_typed(self, held: HeldWord, behind: list[Held]) -> None:
        """A word held behind keys typed after a word's Enter (no list came), typed now as
        the shared keyboard takes it typed then: over a question a held key opened (Ctrl+P's
        pass) its first letter closes it; a word that came back refused, kept on the line,
        goes on with its letters, and its Enter tries the whole ("XQZ⏎ ^P DOG⏎", XQZ refused:
        XQZDOG). It was sent on its own, past the seat's question, or beside the word kept.
        Any other text on the line was typed after the held word's Enter (submit_word
        cleared the line): it stays there, after it ("CAT⏎ ^E DOG⏎ FO": DOG sent, FO kept)."""
        entry = self.query_one(WordEntry)
        word = held.word
        if self.questions.asking is not None:
            self.questions.close_typed_over()
        if entry.refused:
            word = entry.value + word
            entry.clear()
        word = word[: entry.max_length]
        self.post_message(self.WordForHost(word, self.questions.held_word_sent(HeldWord(word), behind)))

    def _limit_the_line(self, state: dict[str, Any]) -> None:
        """The longest word the line takes, worked out again only when what sets it changes:
        the game, its ruleset, the number of players (rummy: the cards a hand holds). Every
        state loaded the ruleset anew for it."""
        players = len(state["view"].seats)
        limited_by = (state["game"], state["rules"], players)
        if limited_by != self._line_limited_by:
            self._line_limited_by = limited_by
            self.query_one(WordEntry).limit(*self.part.longest_word(table_rules(state), players))

    def on_seat_app_state_drawn(self, event: SeatApp.StateDrawn) -> None:
        self._drawn_actions = event.actions

    # --- the word half typed, kept by the host (word_draft.py) -----------------------------

    async def send_draft(self, draft: dict[str, Any]) -> None:
        """The word line, to the host: not an intent, so nothing is said when it cannot go (the
        line is told again on the next connection)."""
        client = self.client
        if client is None or client.closed:
            return
        try:
            await client.send(draft)
        except (ConnectionError, aiohttp.ClientError, RuntimeError):
            pass

    # --- the end of a game or hand -------------------------------------------------------

    async def _show_score(self, state: dict[str, Any], was_over: bool = False) -> None:
        """Open the breakdown once when a game or rummy hand is over (as the shared keyboard
        does); close it when this seat deals the next hand (another's deal leaves it open,
        saying so: _close_stale_score). A timed match's hand stays the last one
        as the match ends (R8): its breakdown, open or not, shows the result then, on every
        seat at once (it stayed without a winner until Esc and Ctrl+S)."""
        view = state["view"]
        result = self.part.scored(view)
        if result is not None:
            self._hand_over = state
        await self._close_stale_score(result, state, was_over)
        if result is None:
            self._take_last_scores(state)
            await self._show_missed_scores(state)
        if result is None or self.questions.asking is not None:
            return
        shown = (result, view.outcome is not None, self.clock.time_up)
        if shown == self._scored:
            return
        self._scored = shown
        open_now = self._score_screens_of(result)
        for screen in open_now:
            await screen.show_statics(self._breakdown(state))
        if not open_now:
            self.action_score()

    def _score_screens_of(self, result: int | None) -> list[SeatScoreScreen]:
        """The breakdowns open of ``result`` (the game or hand just over): not one of an
        earlier hand left open as another seat dealt the next (drawn from its own state)."""
        return [screen for screen in self.screen_stack if isinstance(screen, SeatScoreScreen) and screen.result == result]

    def _breakdown(self, state: dict[str, Any], as_then: bool = False) -> list[Static]:
        """The shared keyboard's score screen body for ``state``, in this seat's colours, its
        clock run on (a match by minutes says the time left before the next hand); ``as_then``:
        the last hand's, read in the next one, as it was then (its clock stood as it ended)."""
        view = self.clock.view_now(self.part, state, host_away=self._away is not None)
        rules, dark = table_rules(state), self.current_theme.dark
        if as_then:
            return list(self.part.score_statics(state["view"], rules, dark))
        if self.clock.time_up:  # a match by minutes (rummy's part): Enter ends it
            return list(self.part.score_statics(view, rules, dark, time_up=True))
        return list(self.part.score_statics(view, rules, dark))

    async def _close_stale_score(self, result: int | None, state: dict[str, Any], was_over: bool = False) -> None:
        """Close a breakdown of a hand no longer the last one, also under the rules (a modal
        screen: the old breakdown showed through it, and came back with Esc). The rules,
        if open, open again on top: they are the same for every hand. Not when another seat
        dealt the next hand (anyone may): this seat may be reading the scores or its review,
        and both stay, saying who dealt and that Esc goes to the hand (dealt_note); so does the
        last hand's, opened again in the next one (Ctrl+S). ``was_over``: the state before was
        the hand over (this one may be the next hand, just dealt)."""
        from wordcards.app.screens.rulebook import RulesScreen

        stack = self.screen_stack
        stale = [i for i, s in enumerate(stack) if isinstance(s, SeatScoreScreen) and s.result != result]
        if not stale:
            return
        dealt_here = was_over and state.get("dealt_by") == state["seat"]
        if result is None and not dealt_here and state["view"].outcome is None:
            for screen in stack[stale[0] :]:
                if isinstance(screen, (SeatScoreScreen, SeatReviewScreen)):
                    screen.dealt(self.dealt_note(state, review=isinstance(screen, SeatReviewScreen)))
            return
        above = stack[stale[0] :]
        if self.questions.asking in above:
            self.questions.forget()  # closed with its hand: nothing to send
        for _ in above:
            await self.pop_screen()
        if any(isinstance(s, RulesScreen) for s in above):
            self.action_rules()

    def dealt_note(self, state: dict[str, Any], review: bool = False, away: bool = False) -> str:
        """What a breakdown (or the review over it) left open in the next hand says: who dealt
        it, whether it is this seat's turn, and that Esc goes to it ("Ann started hand 3: Esc to
        play it."); ``away``: it was dealt while this seat was not connected."""
        view = state["view"]
        round_word = self.part.round_word(view)
        hand = f"{round_word.lower()} {view.hand_number}"
        dealt_by = state.get("dealt_by")
        if away:
            told = f"{hand.capitalize()} {BEGAN} while you were away"
        elif dealt_by == state["seat"]:
            told = f"You {STARTED} {hand}"
        elif isinstance(dealt_by, int) and not isinstance(dealt_by, bool) and 0 <= dealt_by < len(view.seats):
            told = f"{view.seats[dealt_by].name} {STARTED} {hand}"
        else:
            told = f"{hand.capitalize()} {BEGAN}"
        if whose_turn(state) == state["seat"]:
            told += ", your turn"
        if review:
            return f"{told}: Esc twice to play it."
        return f"{told}: Esc to play it; Ctrl+S shows these scores again."

    async def _show_missed_scores(self, state: dict[str, Any]) -> None:
        """The host kept the last hand's end for this seat (no screen of it was open from the
        hand's end until another dealt the next): shown once, over the new hand, as if read
        then. It is sent once: Ctrl+S reaches it whatever is open now; a breakdown of an older
        hand left open (read as the link dropped) shows it in its place, under any review."""
        hand_over = self._hand_over_in(state, "missed_scores")
        if hand_over is None:
            return
        result = self.part.scored(hand_over["view"])
        self._hand_over = hand_over
        note = self.dealt_note(state, away=True)
        older = [screen for screen in self.screen_stack if isinstance(screen, SeatScoreScreen) and screen.result != result]
        for screen in older:
            screen.result, screen.source = result, hand_over
            await screen.show_statics(self._breakdown(hand_over, as_then=True))
            screen.dealt(note)
        if older or self.questions.asking is not None or self._over_the_score():
            return
        self.action_score()
        for screen in self._score_screens_of(result):
            screen.dealt(note)

    def _take_last_scores(self, state: dict[str, Any]) -> None:
        """A screen opened in the next hand is sent the last hand's end (``last_scores``),
        kept for Ctrl+S, not shown: the scores were read. So a seat that rejoins has them
        for Ctrl+S, as the other seats do."""
        hand_over = self._hand_over_in(state, "last_scores")
        if hand_over is not None:
            self._hand_over = hand_over
            self.refresh_bindings()  # Ctrl+S in the footer

    def _hand_over_in(self, state: dict[str, Any], field: str) -> dict[str, Any] | None:
        """The last hand's end the host sent in ``state``'s ``field`` (this seat's view of
        it), as a state of the hand over to draw the breakdown from; None if there is none
        or it cannot be read."""
        from wordcards.remote.codec import CodecError, decode

        sent = state.get(field)
        if not isinstance(sent, dict):
            return None
        try:
            view = decode(sent.get("view"))
        except (CodecError, TypeError, ValueError, KeyError, AttributeError):
            return None  # a nicety: a host of another version sends what this seat cannot read
        if self.part.scored(view) is None:
            return None
        return {**state, "view": view, "keys": [], "waiting_for": None, "time_up": False}

    def _score_source(self) -> dict[str, Any] | None:
        """The state Ctrl+S draws the breakdown from: the game or hand just over, or, while
        the next hand is played, the last one's (as it was then)."""
        state = self.state
        if state is None or self.part is None:
            return None
        if self.part.scored(state["view"]) is not None:
            return state
        return self._hand_over

    def _drawn_from(self, screen: SeatScoreScreen) -> dict[str, Any]:
        """The state ``screen`` shows: its own, if of a hand no longer the last one."""
        state = self.state
        assert state is not None
        current = self.part is not None and screen.result == self.part.scored(state["view"])
        return state if current or screen.source is None else screen.source

    def action_score(self) -> None:
        source = self._score_source()
        if source is None or self._over_the_score() or self.questions.asking is not None:
            return
        note = self.notes.under_the_breakdown()
        statics = self._breakdown(source, as_then=source is not self.state)
        screen = SeatScoreScreen(statics, self.part.scored(source["view"]), note, self._away)
        screen.source = source
        if source is not self.state and self.state is not None:  # the next hand is played: how to get to it
            screen.dealt(self.dealt_note(self.state))
        self.push_screen(screen)

    def _over_the_score(self) -> bool:
        """The breakdown is open, or the review opened from it (Esc goes back to it): Ctrl+S
        opened a second breakdown over the review; the shared keyboard's review has no Ctrl+S."""
        return isinstance(self.screen, (SeatScoreScreen, SeatReviewScreen))

    # --- the whole log (after the game) ----------------------------------------------------

    def whole_log_offered(self, screen: SeatScoreScreen) -> bool:
        """L on ``screen``: where the shared keyboard has it, on the breakdown of the game (the
        match) over; not between rummy hands."""
        if self.state is None or self.part is None:
            return False
        return self._drawn_from(screen)["view"].outcome is not None

    def open_whole_log(self, screen: SeatScoreScreen) -> None:
        """The log of the game as this seat showed it (its panel keeps only the last lines in
        sight), from its first line, over the breakdown: Esc goes back to it."""
        if self.screen is not screen or not self.whole_log_offered(screen):
            return
        source = self._drawn_from(screen)
        log = SeatWholeLogScreen(self.part.log_lines(source["view"], table_rules(source)))
        log.away = self._away  # it covers the status line: it says so itself
        self.push_screen(log)

    # --- what could I have played? (after the game or a rummy hand) -----------------------

    def review_offered(self) -> bool:
        return self._current_review() is not None or self._key_usable(SeatKey.REVIEW)

    def _current_review(self) -> dict[str, Any] | None:
        """This seat's review, if the host has sent one of the game as it is now (a review
        after a rummy hand is of the hands so far: a later hand needs a new one)."""
        review, state = self._review, self.state
        if review is None or state is None or review.get("actions", state["actions"]) != state["actions"]:
            return None
        return review

    def open_review(self) -> None:
        """The review of this seat's turns: asked of the host once, shown when it comes."""
        from wordcards import games
        from wordcards.app.screens.review import plays_of

        state = self.state
        if state is None or isinstance(self.screen, SeatReviewScreen) or not self.review_offered():
            return
        me = state["view"].seats[state["seat"]].name
        review = self._current_review()
        plays = plays_of(state["game"], table_rules(state), self.current_theme.dark)  # the cards as on this seat's table
        screen = SeatReviewScreen(me, games.entry(state["game"]).best_found, review, plays, self._review_closed)
        screen.away = self._away  # it covers the status line: it says so itself
        self.push_screen(screen)
        if review is None:  # "progress": this seat reads how far the host has got
            self.send_soon({"type": "key", "key": SeatKey.REVIEW, "progress": True})

    def _review_closed(self) -> None:
        """The review was closed before it came: the host stops making it. Not said to a
        host out of reach (it sees the screen gone; a restarted one knows of no review)."""
        if self.client is not None:
            self.send_soon({"type": REVIEW_CLOSED})

    def _ask_hint_again(self, state: dict[str, Any]) -> None:
        """A hint was looked for and the host offers Ctrl+G again with no answer: it was
        restarted meanwhile and forgot the asking ("Looking for the best play..." stayed up
        for good). Ask again, as the player would have; while the host looks, it offers no keys."""
        if self._hint_asked and "message" not in state and self._key_usable(SeatKey.HINT):
            self._hint_asked = False
            self.send_soon({"type": "key", "key": SeatKey.HINT})

    def _ask_review_again(self) -> None:
        """The host is back (a state came) after the connection was lost while a review was
        waited for: ask again, as the player would have (Esc and w), without being told to.
        Another seat may have dealt the next hand meanwhile (the review stays open): the host
        refuses a review during a hand, so the screen says so, and asks once it is over (a
        host not restarted stopped it when the seat's last screen went, and makes it again; one
        still making it for another screen of the seat sends it or its progress all the same)."""
        for screen in self.screen_stack:
            if isinstance(screen, SeatReviewScreen) and screen.waits_for_host and screen.result is None:
                review = self._current_review()
                if review is not None:  # it came with this state
                    screen.show(review)
                elif self._key_usable(SeatKey.REVIEW):
                    screen.asked_again()
                    self.send_soon({"type": "key", "key": SeatKey.REVIEW, "progress": True})
                elif self.state is not None and self.part.scored(self.state["view"]) is None:
                    screen.lost(lost_mid_hand(self.part.round_word(self.state["view"])))

    def _got_review(self, result: Any) -> None:
        if not isinstance(result, dict):
            return
        if "turns" in result:
            self._review = result  # made once for the game as it is now (_current_review)
        for screen in self.screen_stack:
            if isinstance(screen, SeatReviewScreen):
                screen.show(result)

    def _review_progress(self, told: Any) -> None:
        """How far the host has got with this seat's review: the bar of the review open."""
        if not (isinstance(told, dict) and isinstance(told.get("done"), int) and isinstance(told.get("total"), int)):
            return  # a host of another version: the bar goes on without steps
        for screen in self.screen_stack:
            if isinstance(screen, SeatReviewScreen):
                screen.advance(told["done"], told["total"])

    async def panel(self, selector: str, cls: type) -> Any:
        """The game's own panel widget in place of the placeholder (once the game is known)."""
        widget = self.query_one(selector)
        if isinstance(widget, cls):
            return widget
        panel = cls(id=widget.id)
        panel.border_title = widget.border_title
        # No display copied: set inline it would beat the stylesheet, and the hand showed
        # through the too-small notice (rummy's draw sets the pads' display itself).
        parent = widget.parent
        assert isinstance(parent, Widget)
        index = parent.children.index(widget)
        await widget.remove()
        await parent.mount(panel, before=index if index < len(parent.children) else None)
        return panel

    def status_line(self, state: dict[str, Any]) -> Text:
        """The status line for ``state`` at this screen's width, its clock run on (status.py)."""
        view = self.clock.view_now(self.part, state, host_away=self._away is not None)
        return status.status_line(state, self.part, view, self.clock.time_up, self.size.width)

    def news(self, state: dict[str, Any], note: Text | None = None) -> Text:
        """What the table waits for, or the result (status.py)."""
        return status.news(state, self.part, self.clock.time_up, note)

    def _work_out_time_up(self) -> None:
        """Whether Enter ends the match, worked out as the clock moves (a state, a tick, the
        host away or back: its clock stands then) and kept: not at each key the footer asks."""
        self.clock.work_out_time_up(self.part, self.state, host_away=self._away is not None)

    def _tick(self) -> None:
        """A match by minutes: the seat's clock runs as the shared keyboard's does (the
        host sends a state only when something happens). Not while the host is away: its
        clock stands too (SeatClock.view_now), and the status line says the host is away."""
        self._work_out_time_up()
        state = self.state
        if self.client is None or state is None or self.part is None or self._other_version is not None or self._away is not None:
            return
        if getattr(state["view"], "clock", None) is None or state["view"].outcome is not None:
            return
        self.query_one("#status", Static).update(self.status_line(state))
        # It ran out as the scores were read. Only that way: a breakdown already saying time up
        # (a host resumed at an earlier saved time) was drawn again every second.
        if self._scored is not None and not self._scored[2] and self.clock.time_up:
            self.run_soon(partial(self._time_ran_out, state))
        elif self._scored is not None and not self._scored[2]:  # "Next: hand 3 · 0:45 left.", ticking
            for screen in self._score_screens_of(self.part.scored(state["view"])):
                screen.show_title(self._breakdown(state))

    async def _time_ran_out(self, state: dict[str, Any]) -> None:
        """The breakdown, if open, and the footer say that Enter now ends the match, as when
        the host holds the time-up (a breakdown closed with Esc stays closed)."""
        if self._scored is not None:  # the breakdown shown is of this hand, time up now
            self._scored = (*self._scored[:2], True)
        for screen in self._score_screens_of(self.part.scored(state["view"])):
            await screen.show_statics(self._breakdown(state))
        self.refresh_bindings()

    def on_resize(self, event: events.Resize) -> None:
        if self.client is not None and self.state is not None:  # the status line fits the width
            self._work_out_time_up()  # the line's clock is run on now: its time-up with it
            self.query_one("#status", Static).update(self.status_line(self.state))
        self.fit(event.size.width, event.size.height)
        self.screen_stack[0].call_after_refresh(self._refit)  # after the seat's screen is laid out

    async def _refit(self) -> None:
        """The panels drawn again at the width they were laid out to: a panel drawn before
        (just mounted, or before a resize) fitted no width (rummy's pads lost their names
        column at 64 columns, the piles line wrapped its last colour)."""
        await self._draw_panels()

    async def _draw_panels(self) -> None:
        """The game's panels drawn from the latest state, one drawing at a time: a first one
        swaps the placeholders for panels, and a second one at once would find both."""
        async with self._drawing:
            state = self.state
            if state is not None and self.part is not None and self._other_version is None:  # its refusal stays
                try:
                    await self.part.draw(self, state["view"], table_rules(state))
                except (NoMatches, NoScreen, ScreenStackError):
                    # The app closed as this drawing awaited a panel's swap: its screens went,
                    # and a panel found before has no screen (NoScreen, rummy's pads) or none
                    # is left to find. While it runs the seat's screen stays: that is a fault.
                    if self.is_running:
                        raise

    def fit(self, width: int | None = None, height: int | None = None) -> None:
        """Too small for the panels (eight rummy players at 64 x 20: a table of no rows), a
        notice of how big to make the terminal, as at the shared keyboard."""
        if self.state is None or self.part is None:
            return
        view = self.state["view"]
        width, height = width or self.size.width, height or self.size.height
        notice = too_small(least_size(*self.part.panel_rows(view)), width, height, len(view.seats))
        told = None
        if notice is not None:
            # The status line is hidden with the panels: whose turn it is, or that the host
            # is away, goes under the notice (a seat on a small screen waited unaware).
            told = Text(notice)
            told.append("\n\n")
            told.append_text(Text(self._away, style="bold red") if self._away else self.news(self.state))
        # The seat's own screen, under any breakdown or question; opened under the notice,
        # nothing had the focus: the word takes it.
        self.screen_stack[0].query_one(TooSmallNotice).cover(told, fallback=self.query_one(WordEntry))
        # Behind the notice no key of the game acts: Ctrl+E ended a turn no one could see.
        self.query_one(WordEntry).accepting = self._typing_open()
        self.refresh_bindings()

    def _too_small(self) -> bool:
        """The too-small notice covers the seat's panels (fit); a breakdown over them is
        drawn whole, and its keys (Enter, w) work."""
        covered_by_breakdown = isinstance(self.screen, (SeatScoreScreen, SeatReviewScreen))
        return covered(self.screen_stack[0]) and not covered_by_breakdown

    def _typing_open(self) -> bool:
        """Typing makes a word: on this seat's turn, connected, the panels in sight."""
        state = self.state
        waiting = state.get("waiting_for") if state is not None else None
        mine = bool(waiting and state is not None and waiting["seat"] == state["seat"])
        return mine and self.client is not None and not self._too_small()

    # --- keys --------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "key":
            key = parse_key(parameters[0])
            if key is SeatKey.NEXT_HAND:  # Ctrl+N: a priority key, which a modal screen does not stop
                return not self.screen.is_modal and self._key_usable(key) and not self._counts_deals()
            return key is not None and self._key_usable(key)
        if action == "next_deal":
            return not self.screen.is_modal and self._counts_deals() and self._key_usable(SeatKey.NEXT_HAND)
        if action == "deal_by_enter":
            on_table = self.screen is self.screen_stack[0] or isinstance(self.screen, SeatScoreScreen)
            return on_table and parameters[0] == self._enter_between_hands() and self._key_usable(SeatKey.NEXT_HAND)
        if action in ("help", "rules"):
            # Over a list, a question, the help or the rules (modal screens) only their own
            # keys reach the app: these would do nothing, so the footer leaves them out.
            return not self.screen.is_modal and (action == "help" or self.state is not None)
        if action == "score":
            return self._score_source() is not None and not self._over_the_score()
        return True

    def _key_usable(self, key: SeatKey) -> bool:
        """The host offers ``key`` now, nothing is being asked here and the panels are in
        sight (not behind the too-small notice)."""
        state = self.state
        connected = self.client is not None
        offered = connected and state is not None and key in state.get("keys", ())
        # A breakdown left open in the next hand (another seat dealt it) hides the table: a
        # turn is played there, after Esc (the breakdown says so).
        hidden = key not in (SeatKey.NEXT_HAND, SeatKey.REVIEW) and self._over_the_score()
        return offered and not hidden and self.questions.asking is None and not self._too_small()

    def _counts_deals(self) -> bool:
        """An inverse rummy match counts deals, not hands (R9), as the shared keyboard says."""
        state = self.state
        return state is not None and self.part is not None and self.part.counts_deals(state["view"])

    def _enter_between_hands(self) -> str:
        """What Enter does between hands, as the footer names it: ends a timed match whose
        time is up (R8), deals the next deal (R9) or the next hand."""
        if self.clock.time_up:  # worked out as the clock moved: the footer asks at every refresh
            return "end"
        return "deal" if self._counts_deals() else "hand"

    async def action_next_deal(self) -> None:
        await self.action_key(SeatKey.NEXT_HAND)

    async def action_deal_by_enter(self, enter_does: str) -> None:
        """Enter between hands: ``enter_does`` ("hand", "deal" or "end") picks the binding
        whose name the footer shows (check_action); the host decides what it does."""
        await self.action_key(SeatKey.NEXT_HAND)

    def action_rules(self) -> None:
        """The rules as played at this table (the host's ruleset with the match's own numbers,
        R11), as at the shared keyboard."""
        from wordcards.app.screens.rulebook import RulesScreen

        state = self.state
        if state is not None and self.questions.asking is None and not isinstance(self.screen, RulesScreen):
            rules = table_rules(state)
            chosen = seat_part(state["game"]).chosen(state["view"])
            screen = SeatRulesScreen(rules, chosen)
            screen.away = self._away  # it covers the status line: it says so itself
            self.push_screen(screen)

    def action_help(self) -> None:
        """The game's keys as this seat has them (the shared keyboard's help screen)."""
        from wordcards.app.screens.help import HelpScreen

        state = self.state
        if self.questions.asking is None and not isinstance(self.screen, HelpScreen):
            game = state["game"] if state is not None else None
            rules = table_rules(state) if state is not None else None
            screen = SeatHelpScreen(game, rules, seat=True)
            screen.away = self._away  # it covers the status line: it says so itself
            self.push_screen(screen)

    async def action_toggle_theme(self) -> None:
        """Light or dark colours: the cards' colours are chosen per theme when drawn."""
        self.flip_colours()
        state = self.state
        if state is None or self.part is None:
            return
        await self._draw_panels()  # one drawing at a time: a first one may be under way
        if isinstance(self.questions.asking, ChoiceScreen) and state.get("choose"):  # its cards: the colours of the theme now
            self.questions.asking.relabel(self.part.choice_labels(state["choose"], state["view"], self.current_theme.dark))
        for screen in self.screen_stack:
            if isinstance(screen, SeatScoreScreen):
                source = self._drawn_from(screen)
                await screen.show_statics(self._breakdown(source, as_then=source is not state))

    async def action_key(self, name: str) -> None:
        key = parse_key(name)
        if key is None or not self._key_usable(key):
            return
        state = self.state
        if key is SeatKey.NEXT_HAND and state is not None:
            # Typed before the hand's end was drawn here (typed ahead, as a last word went):
            # dropped, as the shared keyboard's score screen drops a key typed before it was
            # shown, so the scores are not skipped unread. The host refuses an Enter stamped
            # with an earlier state too: that check protects the table.
            if self._drawn_actions != state["actions"]:
                return
            await self.send({"type": "key", "key": key, "actions": state["actions"]})
            return
        entry = self.query_one(WordEntry)
        # A pass, or Ctrl+E, names the word it would drop (docs/playing.md).
        asked = self.part.ask_first(key, state["view"], state["seat"], entry.word_at_stake) if state is not None else None
        if asked is None:
            await self.send({"type": "key", "key": key})
            return

        def answered(answer: bool | str | None) -> None:
            # The policy of the hot-seat app: what cannot be taken back (a pass) asks first.
            if isinstance(answer, str):  # letters typed (on the line already: WordEntry.typing_on): nothing is played
                self.query_one(MessageLine).say(TYPED_ON)
            elif answer:
                if dropped:  # as the question said: a shared keyboard's next turn starts on an empty line
                    entry.clear()
                self.send_soon({"type": "key", "key": key})
            else:
                self.query_one(MessageLine).say(KEPT_PLAYING)

        typed = entry.value  # what the letters typed over it go on with
        dropped = bool(entry.word_at_stake)  # the question names it: the turn's end drops it
        self.questions.ask(
            ConfirmScreen(asked.question, asked.detail, asked.yes, entry.typing_on(typed), typed, turn_keys=self.game_turn_keys()),
            answered,
            key,
        )

    def on_key(self, event: events.Key) -> None:
        """A letter typed while the word entry has not the focus (a click beside the panels
        takes it away) goes to the word, as at the shared keyboard, and the focus goes back.
        A key still queued as the seat closes finds no screen: it is dropped, with Textual's
        own handling of it (its bindings ask for the screen: ScreenStackError); a key from the
        terminal is dropped before (PlayerApp)."""
        if not self.screen_stack:
            event.prevent_default()
            event.stop()
        elif self.screen is self.screen_stack[0]:  # not a key of a list, a question or a breakdown
            if self.query_one(WordEntry).take_stray_key(event):
                return
            said = self._why_no_key(event.key)
            if said is not None:
                self.query_one(MessageLine).say(*said)
                event.stop()

    def _why_no_key(self, pressed: str) -> tuple[str, bool] | None:
        """What a key on the seat's table says when it does nothing now, and whether it is a
        refusal; None when it acts, or has nothing to say."""
        hint_pending = self._hint_asked and self.client is not None and not self._too_small()
        said = self.part.OTHER_GAME_KEYS.get(pressed) if self.part is not None else None
        if said:  # never works in this game, whoever's turn it is: not "your keys work when it is yours"
            return said, False
        if pressed in self.TURN_KEYS and hint_pending:
            return f"{LOOKING} one moment.", False
        if (why := self._idle_key(pressed)) is not None:
            return why, True
        return self._turn_key_not_now(pressed)

    async def _held_turn_key(self, pressed: str) -> None:
        """A turn key typed after a word's Enter, held until the host's answer was drawn (no
        list came): it acts now, as typed then, or says why it does nothing."""
        for binding in bindings_of(self.BINDINGS, pressed):
            key = self.TURN_KEY_OF.get(binding.action)
            if key is not None and self._key_usable(key):
                await self.action_key(str(key))
                return
        said = self._why_no_key(pressed)
        if said is not None:
            self.query_one(MessageLine).say(*said)

    def game_turn_keys(self) -> frozenset[str]:
        """The turn keys of this seat's game (TURN_KEYS holds both games'): over a list or a
        question only these say to answer first; Ctrl+D never works in Shuffle."""
        if self.part is None:
            return frozenset()
        actions = {key_action(key) for key in self.part.KEYS}
        return self.TURN_KEYS & keys_of(binding for binding in Binding.make_bindings(self.BINDINGS) if binding.action in actions)

    def _idle_key(self, pressed: str) -> str | None:
        """Why a turn key the host offers none of now does nothing (its key hidden from the
        footer), on this seat's turn: the shared keyboard's words, from the view (the part's
        ``why_idle``); None for any other key or moment, or while the host is busy with this
        seat's request (a list or question of its own, or a hint coming), not refusing."""
        state = self.state
        if pressed not in self.TURN_KEYS or state is None or self.part is None:
            return None
        if not self._typing_open() or self.questions.asking is not None:
            return None
        offered = {key_action(key) for key in state.get("keys", ())}
        turn_actions = {binding.action for key in self.TURN_KEYS for binding in bindings_of(self.BINDINGS, key)}
        if host_busy(state, bool(offered & turn_actions)):
            return None
        # What the key sends (Ctrl+P: one of three passes, whichever the host offers).
        sends = [binding.action for binding in bindings_of(self.BINDINGS, pressed)]
        if offered & set(sends):
            return None
        return self.part.why_idle(state["view"], pressed)

    def _turn_key_not_now(self, pressed: str) -> tuple[str, bool] | None:
        """A turn key of this seat's game (a letter says it too) the host does not offer, while
        this seat cannot play (another's turn, between hands, the game over, no host): what a
        letter says then ("It is Bob's turn: ..."), and whether it is a refusal. Ctrl+D,
        Ctrl+Y and Ctrl+G said nothing there."""
        state = self.state
        if state is None or pressed not in self.game_turn_keys() or self._typing_open():
            return None
        sends = {binding.action for binding in bindings_of(self.BINDINGS, pressed)}
        if self.client is not None and sends & {key_action(key) for key in state.get("keys", ())}:
            return None  # offered (an undo after a turn, say): the key acts
        return self._not_now()

    def on_paste(self, event: events.Paste) -> None:
        """Text pasted while the word entry has not the focus goes to the word too."""
        if self.screen_stack and self.screen is self.screen_stack[0]:
            self.query_one(WordEntry).take_stray_paste(event)

    def on_word_entry_refused(self, event: WordEntry.Refused) -> None:
        if self.is_running:  # not on its way out: see on_word_entry_not_now
            self.query_one(MessageLine).say(event.why, refusal=True)

    def message_stale(self) -> None:
        """A letter or a paste went on the word, or Esc cleared it: a refusal said before is
        stale, as at the shared keyboard (TurnScreen.message_stale)."""
        if self.is_running:  # not on its way out: see on_word_entry_not_now
            self.query_one(MessageLine).clear_refusal()

    def submit_word(self, typed: str) -> None:
        """Enter on the word line (called by the entry as the key is handled): the line is
        cleared at once, so letters typed straight after Enter start the next word, and the
        word goes into this app's queue ahead of any key typed after Enter (a Ctrl+E reaches
        the app only after the screen): the host gets them in the order typed."""
        word = typed.strip()
        if not self.is_running or self.questions.asking is not None or self._too_small():  # closing: see on_word_entry_not_now
            return
        if not word:
            said = TYPE_A_WORD if self.part is None or self.state is None else self.part.empty_line_note(self.state["view"])
            self.query_one(MessageLine).say(said)
            return
        entry = self.query_one(WordEntry)
        entry.clear()
        if self.questions.hold_word(word):  # behind keys held for the last word's answer
            return
        self.post_message(self.WordForHost(word, self.questions.word_sent(word)))

    def key_in_order(self, event: events.Key) -> bool:
        """Ctrl+Z, or a key of the part's ``KEYS_IN_ORDER`` (rummy's draws), typed on the word
        line goes into this app's queue as the line takes it, as a word does (``submit_word``),
        so the host gets it before a word typed after it, as at the shared keyboard
        (TurnScreen.key_in_order): through the bindings it went after the word (Ctrl+Y, then
        LO Enter in one burst: LO was refused "draw first"; Ctrl+Z, AT Enter: the undo was
        lost). Ctrl+R and ? open their screen then and there (``opened_in_order``). True when
        it acted; a key the host does not offer now goes on to the bindings and on_key, which
        say why."""
        if self.opened_in_order(event.key):
            return True
        if self.part is None:
            return False
        for key in (SeatKey.UNDO, *self.part.KEYS_IN_ORDER):
            bound = any(binding.action == key_action(key) for binding in bindings_of(self.BINDINGS, event.key))
            if bound and self._key_usable(key):
                self.post_message(self.KeyForHost(key))
                return True
        return False

    async def on_seat_app_key_for_host(self, event: SeatApp.KeyForHost) -> None:
        if self.is_running:  # closing: see on_word_entry_not_now
            await self.action_key(event.key)

    async def on_seat_app_word_for_host(self, event: SeatApp.WordForHost) -> None:
        if self.is_running:  # closing: see on_word_entry_not_now
            await self.send({"type": "word", "word": event.word, "id": event.ident})

    def _keep_typed(self, word: object, state: dict[str, Any]) -> None:
        """A word the host did not play (refused, taken back, or rummy: sent before the draw)
        goes back on the line, marked, as at the shared keyboard, unless the player has typed
        on since: letters on the line, or a word sent after what ``state`` answers (Ctrl+Z AT
        Enter: the undo's AT came back "not played" beside the play of the AT sent after it)."""
        entry = self.query_one(WordEntry)
        if isinstance(word, str) and word.isascii() and word.isalpha() and not entry.value and not self.questions.sent_since(state):
            entry.keep_refused(word)

    def on_word_entry_not_now(self, event: WordEntry.NotNow) -> None:
        """A letter typed while this seat cannot play (another seat's turn, between rummy
        hands, the game over, no host): say why nothing is typed. Not once the seat is
        closing: the word line's news can still be on its way as its widgets go (a paste as
        it closed: NoMatches 'MessageLine', a traceback on the way out)."""
        if not self.is_running:
            return
        said = self._not_now()
        if said is not None:
            self.query_one(MessageLine).say(said[0], refusal=said[1])

    def _not_now(self) -> tuple[str, bool] | None:
        """Why a letter or a turn key does nothing while this seat cannot play, and whether
        it is a refusal: None on its own turn (or with nothing to say)."""
        state = self.state
        if state is not None and self.client is None and state["view"].outcome is None:
            return self._offline_typed(), True
        if state is None or self.questions.asking is not None or self.part is None:
            return None
        waiting = state.get("waiting_for")
        if waiting is None:  # the game is over
            return (OVER_AND_STOPPED if self.client is None else GAME_OVER), False
        if waiting["seat"] is None:  # between rummy hands: the status line says what comes
            return between_line(self.part.round_word(state["view"]), self.clock.time_up), False
        if waiting["seat"] != state["seat"]:
            return f"It is {possessive(state['view'].seats[waiting['seat']])} turn: your keys work when it is yours.", False
        return None
