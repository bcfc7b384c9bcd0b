"""``wordcards join LINK``: one seat of a hosted game, in a terminal (or a browser tab).

The app holds no game: it draws the last ``state`` the host sent (this seat's view) with
the same panels as the hot-seat app, and sends what the player types (a word, a key, a
pick from a list). There is no hand-off screen: this screen is only ever this seat's. A
lost connection is retried until it comes back (the host keeps the seat).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import aiohttp
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Footer, Static

from wordcards.app.screens.choice import ChoiceScreen
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import GameLog, MessageLine
from wordcards.engine.record import rules_from_dict
from wordcards.remote.client import SeatClient, decode_state
from wordcards.remote.table import seat_part

RETRY_SECONDS = (0.5, 1, 2, 4)  # waits between reconnection tries (the last one repeats)
CSS = Path(__file__).parent.parent / "app" / "wordcards.tcss"


class TableBox(VerticalScroll, can_focus=False):
    """The table's scroll box. It never takes the focus: a click on the table (a browser
    tab is clicked before typing) must leave the keyboard with the word entry."""


class SeatApp(App[None]):
    CSS_PATH = CSS
    TITLE = "wordcards"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [
        Binding("ctrl+e", "key('end_turn')", "End turn"),
        Binding("ctrl+p", "key('pass_turn')", "Pass (draw 1)"),  # the host sends which one works now
        Binding("ctrl+p", "key('pass_empty_deck')", "Pass (the deck is empty)"),
        Binding("ctrl+p", "key('pass_ends_game')", "Pass (ends the game)"),
        Binding("ctrl+j", "key('swap_joker')", "Swap joker"),
        Binding("ctrl+d", "key('draw_deck')", "Draw from deck"),
        Binding("ctrl+t", "key('take_discard')", "Take discard"),
        Binding("ctrl+n", "key('next_hand')", "Next hand"),
        Binding("ctrl+z", "key('undo')", "Undo"),
        Binding("ctrl+q", "quit", "Leave", priority=True),
    ]

    def __init__(self, url: str):
        super().__init__()
        self.url = url
        self.state: dict[str, Any] | None = None
        self.client: SeatClient | None = None
        self._choosing = False
        self.part: Any = None  # the game's own module of remote play (drawing its panels)

    # --- layout ----------------------------------------------------------------------

    def compose(self) -> ComposeResult:
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
        yield WordEntry(id="entry")
        yield MessageLine(id="message")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#table-box").border_title = "Table"
        self.query_one("#players").border_title = "Players"
        self.query_one("#log").border_title = "Log"
        self.query_one("#pads").display = False
        self.query_one(WordEntry).focus()
        self.run_worker(self._connection(), exclusive=True, name="connection")

    # --- the wire ----------------------------------------------------------------------

    async def _connection(self) -> None:
        tries = 0
        while True:
            client = SeatClient(self.url)
            try:
                await client.connect()
            except aiohttp.WSServerHandshakeError as exc:
                if exc.status == 404:
                    self._status("This link has no seat: check it with the host.", error=True)
                    return
                self._status(f"The host refused the connection ({exc.status}); trying again...", error=True)
            except (aiohttp.ClientError, OSError, asyncio.TimeoutError):
                self._status("Cannot reach the host; trying again...", error=True)
            else:
                tries = 0
                self.client = client
                try:
                    while True:
                        await self.show(decode_state(await client.receive(timeout=3600)))
                except (ConnectionError, aiohttp.ClientError, asyncio.TimeoutError, ValueError, KeyError):
                    self._status("The connection to the host was lost; trying again...", error=True)
                finally:
                    self.client = None
                    await client.close()
            await asyncio.sleep(RETRY_SECONDS[min(tries, len(RETRY_SECONDS) - 1)])
            tries += 1

    async def send(self, intent: dict[str, Any]) -> None:
        client = self.client
        if client is None or client.closed:
            self.query_one(MessageLine).say("Not connected to the host: wait a moment and try again.", refusal=True)
            return
        try:
            await client.send(intent)
        except (ConnectionError, aiohttp.ClientError, RuntimeError):
            self.query_one(MessageLine).say("Not connected to the host: wait a moment and try again.", refusal=True)

    def _status(self, text: str, error: bool = False) -> None:
        self.query_one("#status", Static).update(Text(text, style="bold red" if error else "bold"))

    # --- drawing -----------------------------------------------------------------------

    async def show(self, state: dict[str, Any]) -> None:
        self.state = state
        view = state["view"]
        rules = rules_from_dict(state["game"], state["rules"])
        self.part = seat_part(state["game"])
        self.query_one("#status", Static).update(self.status_line(state))
        await self.part.draw(self, view, rules)
        if "message" in state:
            message = state["message"]
            self.query_one(MessageLine).say(message["text"], refusal=bool(message["refusal"]))
        entry = self.query_one(WordEntry)
        waiting = state.get("waiting_for")
        entry.accepting = bool(waiting and waiting["seat"] == state["seat"])
        self.refresh_bindings()
        choose = state.get("choose")
        if choose and not self._choosing:
            self._choosing = True
            self.push_screen(ChoiceScreen(choose["title"], choose["options"]), self._chosen)

    def _chosen(self, answer: int | str | None) -> None:
        self._choosing = False
        if isinstance(answer, str):  # a letter typed: nothing is chosen, the letter starts a word
            self.query_one(WordEntry).value = answer
            answer = None
        self.run_worker(self.send({"type": "choice", "index": answer}))

    async def panel(self, selector: str, cls: type) -> Any:
        """The game's own panel widget in place of the placeholder (once the game is known)."""
        widget = self.query_one(selector)
        if isinstance(widget, cls):
            return widget
        panel = cls(id=widget.id)
        panel.border_title = widget.border_title
        panel.display = widget.display
        parent = widget.parent
        assert isinstance(parent, Widget)
        index = parent.children.index(widget)
        await widget.remove()
        await parent.mount(panel, before=index if index < len(parent.children) else None)
        return panel

    def status_line(self, state: dict[str, Any]) -> Text:
        view = state["view"]
        seat = state["seat"]
        me = view.seats[seat].name
        title = self.part.title(view)
        text = Text(f"{title} · {me}'s seat   ", style="bold")
        outcome = view.outcome
        if outcome is not None:
            names = " and ".join(view.seats[w].name for w in outcome.winners)
            scores: Any = getattr(outcome, "scores", None) or getattr(outcome, "totals", ())
            text.append(f"Game over: {names} {'win' if len(outcome.winners) > 1 else 'wins'} · ")
            text.append(", ".join(f"{s.name} {score}" for s, score in zip(view.seats, scores)))
            return text
        waiting = state.get("waiting_for")
        if waiting and waiting["seat"] is None:
            text.append("The hand is over: Ctrl+N deals the next one.")
        elif waiting and waiting["seat"] == seat:
            text.append("Your turn.", style="bold green")
        elif waiting:
            text.append(f"Waiting for {waiting['name']}")
            if waiting["computer"]:
                text.append(" (computer)")
            elif not waiting["connected"]:
                text.append(" (not connected)", style="bold red")
            text.append(".")
        return text

    # --- keys --------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "key":
            state = self.state
            return state is not None and parameters[0] in state.get("keys", ()) and not self._choosing
        return True

    async def action_key(self, key: str) -> None:
        if not self.check_action("key", (key,)):
            return
        state = self.state
        asked = self.part.ask_first(key, state["view"], state["seat"]) if state is not None else None
        if asked is None:
            await self.send({"type": "key", "key": key})
            return

        def answered(answer: bool | str | None) -> None:
            # The policy of the hot-seat app: what cannot be taken back (a pass) asks first.
            entry = self.query_one(WordEntry)
            if isinstance(answer, str):  # a letter typed: nothing is played, the word goes on
                entry.value = (entry.value + answer)[: entry.max_length]
            elif answer:
                self.run_worker(self.send({"type": "key", "key": key}))
            else:
                self.query_one(MessageLine).say("Nothing done: your turn goes on.")

        self.push_screen(ConfirmScreen(asked.question, asked.detail, asked.yes), answered)

    def on_word_entry_refused(self, event: WordEntry.Refused) -> None:
        self.query_one(MessageLine).say(event.why, refusal=True)

    async def on_word_entry_submitted(self, event: WordEntry.Submitted) -> None:
        event.stop()
        word = event.word.strip()
        if self._choosing:
            return
        if not word:
            self.query_one(MessageLine).say("Type a word, then press Enter.")
            return
        self.query_one(WordEntry).clear()
        await self.send({"type": "word", "word": word})
