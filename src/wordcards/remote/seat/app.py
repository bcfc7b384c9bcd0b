"""``wordcards join LINK``: one seat of a hosted game, in a terminal (or a browser tab).

The app holds no game: it draws the last ``state`` the host sent (this seat's view) with
the same panels as the hot-seat app, and sends what the player types (a word, a key, a
pick from a list). There is no hand-off screen: this screen is only ever this seat's. At
the end of a game or rummy hand it shows the shared keyboard's breakdown. A lost
connection is retried until it comes back (the host keeps the seat). The connection, the
breakdown, the review, the word line, the panels drawn and fitted and why a key does
nothing are units the app holds, each in a module of its own (``seat/__init__`` names them).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import aiohttp
from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Static
from textual.worker import WorkType

from wordcards.app import hint_typing, unknown_keys
from wordcards.app.bindings import bindings_of, keys_of
from wordcards.app.player_app import LASTING, PlayerApp
from wordcards.app.status_fit import fit_status
from wordcards.app.answer_words import KEPT_PLAYING, TYPED_ON
from wordcards.app.screens.choice import ChoiceScreen
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.screens.footer_keys import FittedFooter
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import GameLog, MessageLine
from wordcards.app.widgets.common.too_small import TooSmallNotice
from wordcards.engine.log_line import joined_by
from wordcards.remote.away import HostAwayOnTop, SeatHelpScreen, SeatRulesScreen
from wordcards.remote.client import (
    ANOTHER_SCREEN,
    SeatClient,
    decode_state,
)
from wordcards.remote.keys import ENDS_THE_TURN, SeatKey, parse_key
from wordcards.remote.protocol import (
    HINT_LOOKED_FOR,
    NOTHING_DONE,
)
from wordcards.remote.seat import key_bindings, leaving
from wordcards.remote.seat.key_bindings import SEAT_GIVES_WAY, key_action
from wordcards.remote.seat.clock import SeatClock
from wordcards.remote.seat.connection import HostConnection
from wordcards.remote.seat.idle_keys import OVER_AND_STOPPED, SeatIdleKeys, kept_note
from wordcards.remote.seat.host_state import (
    BY_ANOTHER_SCREEN,
    WHILE_DISCONNECTED,
    asked_word,
    game_part,
    grown_from,
    mine,
    saved_note,
    stale_word,
    table_rules,
    whose_turn,
)
from wordcards.remote.seat.questions import Held, HeldWord, HostQuestions, held_words
from wordcards.remote.seat.review import SeatReview
from wordcards.remote.seat.review_screen import SeatReviewScreen
from wordcards.remote.seat.scores import SeatScores, how_to_play_again
from wordcards.remote.seat.score_screen import SeatScoreScreen
from wordcards.remote.seat.screen_notes import ScreenNotes
from wordcards.remote.seat.seat_panels import SeatPanels
from wordcards.remote.seat.widgets import SeatMessageLine, TableBox, placeholder
from wordcards.remote.seat.word_draft import WordDraft
from wordcards.remote.seat.word_line import SeatWordLine

if TYPE_CHECKING:
    from wordcards.app.shuffle_pass import PassQuestion
    from wordcards.remote.game_parts import AnySeatPart

STOPPED = "The host has stopped; the game is saved. Waiting for it to start again..."
STOPPED_NARROW = "Host stopped; game saved. Waiting for it to start again..."  # whole at 64 columns
CSS = Path(__file__).parents[2] / "app" / "wordcards.tcss"
BACK = "The host is back: your keys work again."
BACK_NOT_YOUR_TURN = "The host is back."
NOT_SENT = "Not connected to the host: nothing was sent. Try again when it is back."
HINT_LOST = "Not connected to the host: the hint is asked for again when it is back."  # one line at 80 columns
QUESTION_CLOSED = "Not connected to the host: the question was closed, nothing was chosen."
# Letters work offline (kept on the line): Enter and the game's keys wait for the host.
OFFLINE = "Not connected to the host: Enter and your keys work once it is back."
NOT_JOINED = "-not-joined"  # on the seat's screen until the host's first state: no game frames yet
OTHER_VERSION = "This seat cannot join: the host runs another version of wordcards. Ctrl+C leaves."
OTHER_VERSION_NARROW = "Cannot join: the host runs another version. Ctrl+C leaves."  # whole at 64 columns
# A top line of the seat's own, long form first: each is fitted to the width (top_line).
STOPPED_FORMS = (STOPPED, STOPPED_NARROW)
OTHER_VERSION_FORMS = (OTHER_VERSION, OTHER_VERSION_NARROW)


def offline_kept(word: str, my_turn: bool, turn_to_come: bool = True) -> str:
    """Enter on ``word`` while the host is away: not sent, kept typed, and when Enter sends it
    (not said when no turn is to come: a timed match's time up between hands ends the match)."""
    when = "once the host is back" if my_turn else "on your turn, once the host is back"
    return kept_note("Not connected to the host", word, when if turn_to_come else "")


def top_line(forms: tuple[str, ...], width: int) -> str:
    """A top line of the seat's own (``forms``, long to short) in ``width`` columns: the first
    that fits whole, as the other top lines are fitted (the whole one was cut with no
    ellipsis: the host's stop at 70 columns, another version's at 82)."""
    fitting = ((form, cell_len(form)) for form in forms)
    return fit_status(fitting, lambda form: (), width - 2) or forms[-1]  # a column of padding each side


class SeatApp(PlayerApp):
    CSS_PATH = CSS
    TITLE = "wordcards"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = key_bindings.BINDINGS
    TURN_KEYS = key_bindings.TURN_KEYS
    TURN_KEY_OF = key_bindings.TURN_KEY_OF

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
        self.connection = HostConnection(self)  # to the host, made again while it is away
        self.questions = HostQuestions(self)  # the host's list or question open, and the word sent
        # The game's own module of remote play (drawing its panels): None until a state is drawn;
        # code holding a state asks that state's (host_state.game_part).
        self.part: AnySeatPart | None = None
        self.scores = SeatScores(self)  # the breakdown of a game or hand, and the last hand's
        # When another screen joins this seat, or leaves it; never over a list or question.
        self.notes = ScreenNotes(self, asking=lambda: self.questions.asking is not None)
        self.away: str | None = None  # why the host cannot be reached now (None: connected, or not yet tried)
        self.review = SeatReview(self)  # this seat's review, asked of the host
        self.panels = SeatPanels(self)  # the panels and status line drawn, fitted to the terminal
        self.hint_asked = False  # the host said it looks for this seat's hint, and none came yet
        # The notes said while the host was away, as shown (replaced once it is back): kept, not
        # built again, for what they say changes with it (its stop forgotten as it comes back).
        self._offline_said: set[str] = set()
        self.host_stopped = False  # the host went away saying it stopped (not killed, not cut off)
        self.other_version: str | None = None  # why this seat cannot play with this host (protocol.py)
        self.word_line = SeatWordLine(self)  # the word line's words and keys, queued for the host
        self.idle_keys = SeatIdleKeys(self)  # why a key does nothing now
        self.draft = WordDraft(self)  # the word half typed, kept by the host
        self._first_of_connection = False  # the next state is a connection's first (it bears no another_screen mark)
        # The state drawn is this screen's first of its connection: a turn taken up again, whose
        # card drawn stays lit after melds made since, as a resumed turn's at the shared keyboard.
        self.turn_taken_up = True
        self.clock = SeatClock()  # a match by minutes' (R8), and whether its time is up
        # The number of actions of the last state drawn here (StateDrawn): what a key is typed against.
        self._drawn_actions: int | None = None

    # --- layout ----------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield TooSmallNotice()
        yield Static("Connecting to the host...", id="status")
        with Horizontal(id="middle"):
            with Vertical(id="left"):
                with TableBox(id="table-box"):
                    yield placeholder("table")
                yield placeholder("pads")
            with Vertical(id="right"):
                yield placeholder("players")
                yield GameLog(id="log")
        yield placeholder("hand")
        yield WordEntry(
            self.word_line.submit_word,
            edited=self.message_stale,
            hold=self.questions.hold_for_list,
            turn_key=self.word_line.key_in_order,
            unheard=self.unheard_key,
            id="entry",
        )
        yield SeatMessageLine(self.notes.message_said, id="message")
        yield FittedFooter(SEAT_GIVES_WAY)

    def on_mount(self) -> None:
        self.query_one("#table-box").border_title = "Table"
        self.panels.place("players").border_title = "Players"
        self.query_one("#log").border_title = "Log"
        self.panels.place("pads").display = False
        # No empty Table, Players and Log frames under "Cannot reach the host...": the
        # status and message lines alone until the host's first state (show) draws the game.
        self.screen.add_class(NOT_JOINED)
        entry = self.query_one(WordEntry)
        entry.focus()
        self.open_the_line()  # letters typed before the host's first state are kept, not sent
        self.watch(entry, "value", self.draft.line_changed, init=False)
        self.watch(entry, "refused", self.draft.line_changed, init=False)
        self.watch(entry, "value", self.query_one(MessageLine).line_changed, init=False)  # a hint says what to type over it
        # Not waited for (settle). Its coroutine is made as the worker runs (see run_soon).
        connection: WorkType[None] = self.connection.run
        self.run_worker(connection, exclusive=True, name="connection", group=LASTING)
        self.set_interval(1.0, self._tick)
        self.listen_for_hang_ups()  # in a terminal of its own (PlayerApp.run)

    # --- the wire ----------------------------------------------------------------------

    def joined(self, client: Any) -> None:
        """A connection to the host is made; the states it brings follow (``take``)."""
        self.client = client
        self.host_stopped = False  # back: its stop no longer says how to play again
        self._first_of_connection = True
        self.connection.reached()
        self.notes.connected()
        self.draft.connected()

    def lost(self, stopped: bool = False) -> bool:
        """The connection ended (``stopped``: the host said it stops): the seat says so and
        tries again. True when it tries no more: the game is over and the host stopped."""
        self._offline(stopped)
        if not stopped:
            self.show_status("The connection to the host was lost; trying again...", error=True)
            return False
        if self.state is not None and self.state["view"].outcome is not None:
            # The result stays in the status line; the note goes under the hand.
            self.query_one(MessageLine).say(OVER_AND_STOPPED)
            self._host_away(OVER_AND_STOPPED)
            for screen in self.screen_stack:  # N reaches no one now: say how to play again
                if isinstance(screen, SeatScoreScreen):
                    screen.play_again(how_to_play_again(self.state, host_stopped=True))
            return True
        self.show_status(top_line(STOPPED_FORMS, self.size.width), error=True)
        return False

    def refuse_host(self, why: str) -> None:
        """The host is of another version (protocol.py): the seat says so, both versions and
        what to do, where the table would be, and tries no more (the same host would
        answer the same). Its keys and typing go; Ctrl+C leaves, and says it again."""
        self.other_version = why
        self._offline()
        self.show_status(top_line(OTHER_VERSION_FORMS, self.size.width), error=True)
        table = self.panels.place("table")
        assert isinstance(table, Static)  # the placeholder, or the game's table (a Static too)
        table.update(Text(why, style="bold"))

    def _offline(self, stopped: bool = False) -> None:
        """No connection: the game's keys leave the footer until the host is back (they could
        only say "not connected"), and letters typed stay on the line, Enter sending nothing; a
        review waited for says it is not on its way."""
        self.client = None
        self.open_the_line()  # no word is sent now; letters typed are kept for its return
        self.refresh_bindings()
        for screen in self.screen_stack:
            if isinstance(screen, SeatReviewScreen):
                screen.lost()
        said = []
        if self.hint_asked:  # "Looking for the best play..." would promise what may not come
            said.append(HINT_LOST)
        closed = self.questions.close_offline()
        unsent = self.questions.put_back(self.questions.connection_lost())  # held words, never sent: not lost unsaid
        if closed:
            said = [QUESTION_CLOSED]
        if unsent:
            said.append(unsent)
        # A host killed (or its machine down) goes without a word: the seat says the game
        # is safe all the same, and how it goes on (a note of the seat's own, not the host's).
        self.host_stopped = stopped
        note = saved_note(self.state, stopped)
        if note is not None:
            said.append(note)
        if said:
            self.query_one(MessageLine).say(self._said_offline(" ".join(said)), refusal=closed)

    async def take(self, message: dict[str, Any]) -> None:
        """One message from the host: how far the review has got, or the state."""
        if message.get("type") == "progress":
            self.review.review_progress(message.get("review"))
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
        if self.client is None:
            return
        line = self.query_one(MessageLine)
        if str(line.content) in {OFFLINE, NOT_SENT, QUESTION_CLOSED, HINT_LOST, *self._offline_said}:
            # "your keys work again" only where they do: on another seat's turn it read as
            # if this seat could play.
            state = self.state
            keys_work = state is not None and (bool(state.get("keys")) or mine(state))
            line.say(BACK if keys_work else BACK_NOT_YOUR_TURN)
        self._offline_said.clear()  # back: none of them is on the line now

    def _said_offline(self, note: str) -> str:
        """``note``, said as the host is away: kept to be replaced once it is back."""
        self._offline_said.add(note)
        return note

    def offline_typed(self, kept: str = "") -> str:
        """What a key typed while the host is away says: the keys wait, and the game is safe
        (typing on must not take that note away); Enter on a word (``kept``): it waits typed."""
        my_turn = mine(self.state)
        # Between hands with the time up, Enter ends the match: no turn comes to send it on.
        turn_to_come = not (self.state is not None and whose_turn(self.state) is None and self.clock.time_up)
        said = offline_kept(kept, my_turn, turn_to_come) if kept else OFFLINE
        note = saved_note(self.state, self.host_stopped)
        return self._said_offline(said if note is None else f"{said} {note}")

    def show_status(self, text: str, error: bool = False) -> None:
        self.query_one("#status", Static).update(Text(text, style="bold red" if error else "bold"))
        if error:
            self._host_away(text)

    def _host_away(self, why: str | None) -> None:
        """Why the host cannot be reached (None: it is back), for the breakdowns open."""
        self.away = why
        self._work_out_time_up()  # the seat's clock stands while the host is away
        for screen in self.screen_stack:
            if isinstance(screen, (SeatScoreScreen, HostAwayOnTop)):
                screen.host_away(why)
        self.panels.fit()  # the too-small notice says it too

    def cannot_join(self) -> bool:
        return leaving.cannot_join(self)

    def goodbye(self) -> str | None:
        return leaving.goodbye(self)

    # --- drawing -----------------------------------------------------------------------

    async def show(self, state: dict[str, Any]) -> None:
        before = self.state
        if before is not None and before.get("game_number") != state.get("game_number"):
            await self._next_game_came()
            before = None  # the new game's first state, drawn as a seat's first
        turn_passed = before is None or whose_turn(before) != whose_turn(state)
        # Another screen of this seat played (the same link open twice): a word refused here is
        # stale beside what it did ("PUH not played" beside "Played: ... HAP"), and a word
        # typed here is when that play left it short of letters or ended the turn (QUARS
        # over a hand that no longer holds it): it is cleared, and the line says why.
        moved = before is not None and before["actions"] != state["actions"]
        # The last state drawn was a hand over: this one may be the next hand, just dealt.
        was_over = before is not None and self.part is not None and self.part.scored(before["view"]) is not None
        # A way picked here for a list the other screen's word opened is that word's play too.
        picked_here = self.questions.picked_for_another_screen(state, moved)  # why its word goes, or None
        played_elsewhere = (bool(state.get(ANOTHER_SCREEN)) or picked_here is not None) and moved
        # A connection's first state bears no mark: a game that moved on from this seat's turn
        # while this screen was disconnected (its link dropped, the host away) was moved by
        # this seat, most often its other screen, and the word on this line is judged alike.
        first, self._first_of_connection = self._first_of_connection, False
        # Taken up again until a play, as a resumed turn at the shared keyboard: a state that
        # is no play (a refused word, a hint's answer) leaves the card drawn lit.
        self.turn_taken_up = first or before is None or (self.turn_taken_up and not moved)
        reasons = picked_here or BY_ANOTHER_SCREEN
        if first and moved and not played_elsewhere and mine(before):
            played_elsewhere, reasons = True, WHILE_DISCONNECTED
        entry = self.query_one(WordEntry)
        stale, grown = None, False
        # Only a word typed for this seat's turn: letters kept between hands (or on another's
        # turn) wait for the hand dealt, whichever screen of this seat dealt it.
        if played_elsewhere and mine(before) and entry.value and not entry.refused:
            # The word of the list just answered is the one played: typed here with letters
            # added (PLIE, then PLIED sent from the other screen), it goes saying nothing.
            grown = grown_from(entry.value, asked_word(before))
            why = None if grown else stale_word(entry.value, before, state, game_part(state), reasons)
            stale = None if why is None else f"{entry.value}, typed here, is cleared: {why}."
        # The game's part, the clock's time and whether it is up first: the lines below
        # refresh the footer, whose keys read that of this state.
        self.part = game_part(state)
        self.word_line.limit_the_line(state)
        self.clock.state_came()
        self.state = state
        self._work_out_time_up()
        if self.away is not None:
            self._host_away(None)  # a state: the host is back
        self._back_online()
        self.screen_stack[0].remove_class(NOT_JOINED)  # the game's frames, drawn now
        await self.panels.show(state)
        if "review" in state:
            self.review.got_review(state["review"])
        if ((turn_passed or played_elsewhere) and entry.refused) or stale or grown:  # a word not played goes with its refusal
            entry.clear()
            if played_elsewhere:
                self.draft.moved_on_elsewhere()
        if "message" in state:
            message = state["message"]
            text = message["text"]
            by_line = None
            if self.questions.typed_over and message.get("kind") == NOTHING_DONE:
                # The host's answer to the question a letter closed: it cannot tell a letter
                # from Esc ("Nothing done"); this seat says what the shared keyboard says.
                text = self.questions.typed_over
            else:
                # The host does not see this line: it sends the words for one with a word on
                # it too (a host of before sends none: its words as they are), picked by the
                # line now and as it changes (a hint's "Esc, then" once Esc emptied it).
                over_a_word = message.get("over_a_word")
                over = over_a_word if isinstance(over_a_word, str) else None
                by_line = hint_typing.ByTheLine(text, over, _on_it(message.get("on_it")), _discards(message.get("discard_counts")))
                text = by_line(entry.value)
            self.questions.typed_over = ""
            said = joined_by(" ", [part for part in (text, stale) if part])  # joined: the answer's jokers stay marked
            # Beside why a word typed here was cleared (stale), said as it is: the line was emptied.
            self.query_one(MessageLine).say(said, refusal=bool(message["refusal"]), by_line=None if stale else by_line)
            self.word_line.keep_typed(message.get("word"), state)
            self.hint_asked = message.get("kind") == HINT_LOOKED_FOR  # the hint, or any answer, ends the wait
        elif stale:
            self.query_one(MessageLine).say(stale)
        elif turn_passed:  # a note lasts until the turn passes, as at the shared keyboard
            self.query_one(MessageLine).clear()
            self.hint_asked = False
        self.draft.take(state)
        self.open_the_line()
        self.refresh_bindings()
        self.questions.close_moot(state)
        answers_mine = self.questions.answers_word_sent(state)
        ahead = self.questions.typed_ahead_for(state)
        if self.questions.asking is None and self.questions.ask_for_host(state, ahead, answers_mine):
            ahead = []
        for index, held in enumerate(ahead):  # no list came: they act as if typed now (Esc clears a word put back)
            if isinstance(held, HeldWord):  # a word held behind them: typed now, the keys after it wait for its answer
                self.word_line.held_word_typed(held, ahead[index + 1 :])
                break
            if held.key in self.TURN_KEYS:
                if await self._held_turn_key(held.key, ahead[index + 1 :]):
                    break  # sent: what was typed after it waits for its answer
            else:
                entry.on_key(held)
        await self.scores.show_score(state, was_over)
        self.review.ask_review_again()
        self._ask_hint_again(state)
        self.notes.tell_screens(state.get("screens", 1))
        self.post_message(self.StateDrawn(state["actions"]))

    async def _next_game_came(self) -> None:
        """The table played again: the last game's breakdown, review and whatever is open
        over the table close, and what was kept of that game goes (its count of actions
        starts again at the new game's)."""
        self.questions.forget()
        while len(self.screen_stack) > 1:
            await self.pop_screen()
        self.scores = SeatScores(self)
        self.review = SeatReview(self)
        self.query_one(WordEntry).clear()
        self.query_one(MessageLine).clear()
        self.hint_asked = False
        self._drawn_actions = None

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

    def quit_on_hang_up(self) -> None:
        """The terminal closed (its window or tab, a tmux session killed, an ssh link dropped;
        its output sent nowhere already): the seat leaves as on Ctrl+Q, so that a rejoin
        finds the letters typed in the last second."""
        self.hung_up = True
        self.call_later(self.action_quit)

    async def action_quit(self) -> None:
        """Ctrl+C (or Ctrl+Q, or the terminal closed: quit_on_hang_up) leaves, asking nothing (the
        host keeps the seat): the word line not yet told goes to the host first, so that a
        rejoin finds the word typed."""
        await self.draft.tell_before_leaving()
        self.exit()

    # --- the end of a game or hand, and the whole log after the game (scores.py) ----------

    def action_score(self) -> None:
        self.scores.open_breakdown()

    def whole_log_offered(self, screen: SeatScoreScreen) -> bool:
        return self.scores.whole_log_offered(screen)

    def open_whole_log(self, screen: SeatScoreScreen) -> None:
        self.scores.open_whole_log(screen)

    # --- what could I have played? (after the game or a rummy hand: review.py) -------------

    def again_offered(self, asked: bool) -> bool:
        """N on the final breakdown: to ask for another game (``asked``), or to take the ask
        back, whichever this seat has not done (the host says which in ``again``)."""
        state = self.state
        again = state.get("again") if state is not None else None
        if not self.key_usable(SeatKey.PLAY_AGAIN) or state is None or not isinstance(again, dict):
            return False
        return (state["seat"] in again.get("asked", ())) != asked

    def ask_again(self, asked: bool) -> None:
        if self.again_offered(asked):
            # Stamped with the game shown: one that comes after the table played again is dropped.
            game = self.state.get("game_number") if self.state is not None else None
            self.send_soon({"type": "key", "key": SeatKey.PLAY_AGAIN, "asked": asked, "game": game})

    def review_offered(self) -> bool:
        return self.review.review_offered()

    def open_review(self) -> None:
        self.review.open_review()

    def _ask_hint_again(self, state: dict[str, Any]) -> None:
        """A hint was looked for and the host offers Ctrl+G again with no answer: it was
        restarted meanwhile and forgot the asking ("Looking for the best play..." stayed up
        for good). Ask again, as the player would have; while the host looks, it offers no keys."""
        if self.hint_asked and "message" not in state and self.key_usable(SeatKey.HINT):
            self.hint_asked = False
            self.send_soon({"type": "key", "key": SeatKey.HINT})

    # --- the clock -----------------------------------------------------------------------

    def _work_out_time_up(self) -> None:
        """Whether Enter ends the match, worked out as the clock moves (a state, a tick, the
        host away or back: its clock stands then) and kept: not at each key the footer asks."""
        self.clock.work_out_time_up(self.part, self.state, host_away=self.away is not None)

    def _tick(self) -> None:
        """A match by minutes: the seat's clock runs as the shared keyboard's does (the
        host sends a state only when something happens). Not while the host is away: its
        clock stands too (SeatClock.view_now), and the status line says the host is away."""
        self._work_out_time_up()
        state = self.state
        if self.client is None or state is None or self.part is None or self.other_version is not None or self.away is not None:
            return
        if getattr(state["view"], "clock", None) is None or state["view"].outcome is not None:
            return
        self.panels.show_status_line(state)
        self.scores.tick(state)

    def on_resize(self, event: events.Resize) -> None:
        if self.client is not None and self.state is not None:
            self._work_out_time_up()  # the status line's clock is run on now: its time-up with it
        else:  # the host's stop or another version, fitted to the new width
            for forms in (STOPPED_FORMS, OTHER_VERSION_FORMS):
                if self.away in forms:
                    self.show_status(top_line(forms, event.size.width), error=True)
        self.panels.resized(event.size.width, event.size.height)

    def typing_open(self) -> bool:
        """Typing makes a word: on this seat's turn, connected, the panels in sight."""
        return mine(self.state) and self.client is not None and not self.panels.covered()

    def typing_kept(self) -> bool:
        """Letters typed go on the word line though Enter sends nothing now: another seat's
        turn, between rummy hands, the host away or not reached yet (before its first state), mid-game
        (a word typed while waiting was lost unsaid). Not once the game is over, nor behind the
        too-small notice, nor with a host of another version (docs/decisions/remote.md)."""
        state = self.state
        if self.other_version is not None or self.panels.covered():
            return False
        if state is None:
            return True
        # The last state says whether the game went on (waiting for no one: over, as idle_keys.not_now reads it).
        return state["view"].outcome is None and state.get("waiting_for") is not None

    def open_the_line(self) -> None:
        """The word line takes words (typing_open), or keeps the letters typed for later (typing_kept)."""
        entry = self.query_one(WordEntry)
        entry.accepting = self.typing_open()
        entry.keeps_letters = not entry.accepting and self.typing_kept()

    # --- keys --------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "key":
            key = parse_key(parameters[0])
            if key is SeatKey.NEXT_HAND:  # Ctrl+N: a priority key, which a modal screen does not stop
                return not self.screen.is_modal and self.key_usable(key) and not self._counts_deals()
            return key is not None and self.key_usable(key)
        if action == "next_deal":
            return not self.screen.is_modal and self._counts_deals() and self.key_usable(SeatKey.NEXT_HAND)
        if action == "deal_by_enter":
            on_table = self.screen is self.screen_stack[0] or isinstance(self.screen, SeatScoreScreen)
            return on_table and parameters[0] == self._enter_between_hands() and self.key_usable(SeatKey.NEXT_HAND)
        if action in ("help", "rules"):
            # Over a list, a question, the help or the rules (modal screens) only their own
            # keys reach the app: these would do nothing, so the footer leaves them out.
            return not self.screen.is_modal and (action == "help" or self.state is not None)
        if action == "score":
            return self.scores.score_source() is not None and not self.scores.over_the_score()
        return True

    def key_usable(self, key: SeatKey) -> bool:
        """The host offers ``key`` now, nothing is being asked here and the panels are in
        sight (not behind the too-small notice)."""
        state = self.state
        connected = self.client is not None
        offered = connected and state is not None and key in state.get("keys", ())
        # A breakdown left open in the next hand (another seat dealt it) hides the table: a
        # turn is played there, after Esc (the breakdown says so).
        hidden = key not in (SeatKey.NEXT_HAND, SeatKey.REVIEW, SeatKey.PLAY_AGAIN) and self.scores.over_the_score()
        return offered and not hidden and self.questions.asking is None and not self.panels.covered()

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
            chosen = game_part(state).chosen(state["view"])
            screen = SeatRulesScreen(rules, chosen)
            screen.away = self.away  # it covers the status line: it says so itself
            self.push_screen(screen)

    def action_help(self) -> None:
        """The game's keys as this seat has them (the shared keyboard's help screen)."""
        from wordcards.app.screens.help import HelpScreen

        state = self.state
        if self.questions.asking is None and not isinstance(self.screen, HelpScreen):
            game = state["game"] if state is not None else None
            rules = table_rules(state) if state is not None else None
            screen = SeatHelpScreen(game, rules, seat=True)
            screen.away = self.away  # it covers the status line: it says so itself
            self.push_screen(screen)

    async def action_toggle_theme(self) -> None:
        """Light or dark colours: the cards' colours are chosen per theme when drawn."""
        self.flip_colours()
        state = self.state
        if state is None or self.part is None:
            return
        await self.panels.draw()  # one drawing at a time: a first one may be under way
        if isinstance(self.questions.asking, ChoiceScreen) and state.get("choose"):  # its cards: the colours of the theme now
            self.questions.asking.relabel(self.part.choice_labels(state["choose"], state["view"], self.current_theme.dark))
        for screen in self.screen_stack:
            if isinstance(screen, SeatScoreScreen):
                source = self.scores.drawn_from(screen)
                await screen.show_statics(self.scores.breakdown(source, as_then=source is not state))

    async def action_key(self, name: str) -> None:
        key = parse_key(name)
        if key is None or not self.key_usable(key):
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
        asked = self._asked_first(key)
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

    def _asked_first(self, key: SeatKey) -> PassQuestion | None:
        """The question ``key`` asks here before it is sent (None: it is sent at once). A pass,
        or Ctrl+E, names the word it would drop (docs/playing.md)."""
        state = self.state
        if state is None:
            return None
        return game_part(state).ask_first(key, state["view"], state["seat"], self.query_one(WordEntry).word_at_stake)

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
            self.unheard_key(event)

    def unheard_key(self, event: events.Key) -> None:
        """A key on the seat's table that the word line does not take: why it does nothing
        now, or that nothing acts on it (F5: "does nothing here", as at the shared keyboard;
        the word line asks as it handles the key, in the order typed)."""
        if not self.screen_stack or self.screen is not self.screen_stack[0]:
            return  # a list, a question or a breakdown on top: its own keys
        said = self.idle_keys.why_no_key(event.key)
        line = self.query_one(MessageLine)
        if said is not None:
            line.say(*said)
            event.stop()
        elif self._acts_on_nothing(event):
            line.say_key_does_nothing(event.key)
            event.stop()

    def _acts_on_nothing(self, event: events.Key) -> bool:
        """``event`` is a key nothing on the table acts on (``unknown_keys.acts_on_nothing``):
        none of the seat's keys (each says why it does nothing: ``SeatIdleKeys``) and no
        binding usable now. Not before the game is drawn, nor behind the too-small notice."""
        if self.state is None or self.panels.covered():
            return False
        return unknown_keys.acts_on_nothing(event.key, event.character, self.screen.active_bindings, key_bindings.ALL_KEYS)

    async def _held_turn_key(self, pressed: str, behind: list[Held]) -> bool:
        """A turn key typed after a word's Enter, held until the host's answer was drawn (no
        list came): it acts now, as typed then, or says why it does nothing. One that may end
        the turn, sent with a word held behind it (``behind``): what was typed after it waits
        for its answer (``HostQuestions.key_sent``); True then."""
        for binding in bindings_of(self.BINDINGS, pressed):
            key = self.TURN_KEY_OF.get(binding.action)
            if key is not None and self.key_usable(key):
                if key in ENDS_THE_TURN and held_words(behind) and self._asked_first(key) is None:
                    await self.send({"type": "key", "key": key, "id": self.questions.key_sent(behind)})
                    return True
                await self.action_key(str(key))
                return False
        said = self.idle_keys.why_no_key(pressed)
        if said is not None:
            self.query_one(MessageLine).say(*said)
        return False

    def game_turn_keys(self) -> frozenset[str]:
        """The turn keys of this seat's game (TURN_KEYS holds both games'): over a list or a
        question only these say to answer first; Ctrl+D never works in Shuffle."""
        if self.part is None:
            return frozenset()
        actions = {key_action(key) for key in self.part.KEYS}
        return self.TURN_KEYS & keys_of(binding for binding in Binding.make_bindings(self.BINDINGS) if binding.action in actions)

    def on_paste(self, event: events.Paste) -> None:
        """Text pasted while the word entry has not the focus goes to the word too."""
        if self.screen_stack and self.screen is self.screen_stack[0]:
            self.query_one(WordEntry).take_stray_paste(event)

    def on_word_entry_refused(self, event: WordEntry.Refused) -> None:
        if self.is_running:  # not on its way out: see on_word_entry_not_now
            self.query_one(MessageLine).say(event.why, refusal=True)

    def on_word_entry_not_added_stale(self, event: WordEntry.NotAddedStale) -> None:
        if self.is_running:  # not on its way out: see on_word_entry_not_now
            self.query_one(MessageLine).unsay(event.said)

    def on_mouse_down(self) -> None:
        # A press anywhere is something else done, as at the shared keyboard (TurnScreen).
        if self.is_running and self.screen_stack and self.screen is self.screen_stack[0]:
            self.query_one(WordEntry).forget_not_added()

    def message_stale(self) -> None:
        """A letter or a paste went on the word, or Esc cleared it: a refusal said before is
        stale, as at the shared keyboard (TurnScreen.message_stale)."""
        if self.is_running:  # not on its way out: see on_word_entry_not_now
            self.query_one(MessageLine).clear_refusal()

    async def on_seat_app_key_for_host(self, event: SeatApp.KeyForHost) -> None:
        if self.is_running:  # closing: see on_word_entry_not_now
            await self.action_key(event.key)

    async def on_seat_app_word_for_host(self, event: SeatApp.WordForHost) -> None:
        if self.is_running:  # closing: see on_word_entry_not_now
            await self.send({"type": "word", "word": event.word, "id": event.ident})

    def on_word_entry_not_now(self, event: WordEntry.NotNow) -> None:
        """A letter typed while this seat cannot play and keeps no letters (the game over,
        the panels covered), or Enter while it cannot play (another seat's turn, between
        rummy hands, no host): say why nothing is typed or sent, and that a word Enter left
        on the line (``kept``) waits there. Not once the seat is
        closing: the word line's news can still be on its way as its widgets go (a paste as
        it closed: NoMatches 'MessageLine', a traceback on the way out)."""
        if not self.is_running:
            return
        said = self.idle_keys.not_now(event.kept)
        if said is not None:
            self.query_one(MessageLine).say(said[0], refusal=said[1])



def _on_it(sent: Any) -> tuple[str, str] | None:
    """The answer for a line that holds the word it types, as the host sent it (a host of
    before sends none; a malformed one is left out)."""
    if isinstance(sent, dict) and isinstance(sent.get("word"), str) and isinstance(sent.get("text"), str):
        return sent["word"], sent["text"]
    return None


def _discards(sent: Any) -> "Callable[[str], int | None] | None":
    """How many cards of a letter this seat may discard now, as the host sent it with a hint
    that says "type its letter" (None: a host of before, or another hint: its words kept
    over a letter typed)."""
    # type(...) is int: a bool is an int too, and True is no count of cards.
    if not isinstance(sent, dict) or not all(type(count) is int for count in sent.values()):
        return None
    return lambda letter: sent.get(letter)
