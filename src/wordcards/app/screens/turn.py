"""What the two games' turn screens share: the word entry, the message line, undo, the
hand-off between players, and the flow to the score screens.

The screen keeps no game state. After every change it asks the engine what is true now
(``game.current``, ``game.is_over`` ...) and redraws from the current player's view; the
only thing it remembers is who pressed Enter on the hand-off screen (``app.revealed``).

Computer seats play here too, one action at a time with a pause between (``COMPUTER_PACE``,
none with ``--fast``), through the same session (so every action is autosaved). While a
computer plays no hand is drawn and every key that acts for a player is off. The hand-off
screen is shown only when the keyboard passes from one person to another: with one person
and computers, only at the start (see docs/decisions/app.md).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Sequence, assert_never, cast

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from wordcards.app import hint_typing, unknown_keys
from wordcards.app.answer_words import (
    HINT_MARK, KEPT_PLAYING, NOTHING_PLAYED, STALE_ONCE_ASKED, TYPE_A_WORD, TYPED_AFRESH, TYPED_ON, choosing_a_way,
)
from wordcards.app.bindings import bindings_of, declared_bindings, keys_of
from wordcards.app.cards_drawn import new_in_hand
from wordcards.app.hint_promises import Hint, Promised
from wordcards.app.hint_typing import HintWords
from wordcards.app.next_game import NextGame
from wordcards.app.screens.choice import ChoiceScreen
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.screens.footer_keys import FittedFooter
from wordcards.app.screens.handoff import HandoffScreen
from wordcards.app.typed_word_outcome import AskFirst, Offer, PlayOne, Refuse, TypedWordOutcome
from wordcards.app.session import ReplayedPosition, Session, ends_a_turn, hint_note, turn_began
from wordcards.app.widgets.common.entry import WordEntry, letter_of
from wordcards.app.widgets.common.joker_marks import as_marked
from wordcards.app.widgets.common.panels import MessageLine, TurnLog
from wordcards.app.widgets.common.sizes import least_size, too_small
from wordcards.app.widgets.common.too_small import TooSmallNotice, covered
from wordcards.engine.contract import GameContract
from wordcards.engine.errors import IllegalPlay
from wordcards.saves import Draft

if TYPE_CHECKING:
    from wordcards.app.main import WordcardsApp

WAIT_FOR_HINT = "Looking for the best play... one moment."  # Enter or a game key while a hint is looked for
COMPUTER_PACE = 0.8  # seconds between a computer's actions, so people can follow them


class TurnScreen(Screen[None]):
    BINDINGS = [Binding("ctrl+z", "undo", "Undo")]  # each game adds its keys, and the hint (ctrl+g)

    def __init__(self, session: Session) -> None:
        super().__init__(name="turn")
        self.session = session
        # Per seat: the log's length when that player's last turn ended, so the hand-off
        # screen can tell them what happened since (not their own turn again, which pushed
        # the others' moves into "... N earlier lines").
        self._log_seen: dict[int, int] = self._seen_before_the_quit()
        # The engine log's length when the turn of the seat to act began: its hint is noted
        # once a turn (a note per hinted draw, meld and discard crowded the log).
        self._turn_began = self._turn_began_before_the_quit()
        self._computer_waiting = False  # a computer's next action is scheduled
        self._keyboard_turn_shown = False  # the last change left the turn to the person at the keyboard
        self._hinting = False  # a hint is being looked for (the player's keys wait)
        # The play the last hint named, with the actions the game had then (``hinted_play``).
        # Hints in steps (a swap and its play, a rummy plan) keep their promises in the session (app/hint_promises.py).
        self._hinted: tuple[tuple[Any, ...], Any] | None = None
        # Per seat: the cards that came with that player's last draw, lit in their hand
        # until their next action (who saw what, like _log_seen: not game state).
        self.new_cards: dict[int, list] = {}
        self._word_asked = ""  # the word sent to the list or question open now (draft_on_line)

    def _seen_before_the_quit(self) -> dict[int, int]:
        """A resumed game's ``_log_seen``, found from the actions it replayed by the rule
        try_apply keeps in play (``ends_a_turn``)."""
        game, notes = self.session.game, self.session.in_play.notes
        seen: dict[int, int] = {}
        acting, between = self.session.first_seat, False
        for position in self.session.replayed_positions:
            if self.ends_a_turn(acting, between, position) and game.players[acting].computer is None:
                # As shown then: the notes written before the turn ended (one written at the
                # log's end came after it: news for this player) stand before the log's end.
                seen[acting] = position.log_length + sum(1 for at, _ in notes if at < position.log_length)
            acting, between = position.current, position.between_hands
        return seen

    def _turn_began_before_the_quit(self) -> int:
        """A resumed game's ``_turn_began``, by the rule try_apply keeps (``ends_a_turn``)."""
        return turn_began(self.session.replayed_positions, self.session.first_seat)

    def ends_a_turn(self, seat: int, was_between: bool, after: ReplayedPosition) -> bool:
        """Whether the action ``seat`` took (``was_between``: the game waited between two
        hands before it) ended that seat's turn, so what they did is seen: the turn passes,
        or the game or the hand ends. Moving on to the next hand is nobody's turn. One rule
        for live play (try_apply) and a resume (_seen_before_the_quit); the host keeps it too."""
        return ends_a_turn(seat, was_between, after)

    @property
    def shell(self) -> WordcardsApp:
        """The app this screen runs in, as its own class (who revealed their hand, --fast,
        play again); not imported at run time: the app imports its screens."""
        return cast("WordcardsApp", self.app)

    @property
    def game(self) -> GameContract:
        return self.session.game

    @property
    def revealed(self) -> bool:
        """The player to act has pressed Enter on the hand-off screen: their hand may show."""
        return self.shell.revealed == self.game.current and not self.game.is_over

    def view(self) -> Any:
        return self.game.view(self.game.current)

    @property
    def computer_turn(self) -> bool:
        """A computer seat is to act (between rummy hands the people decide when to deal)."""
        game = self.game
        return not game.is_over and not self.between_hands() and game.players[game.current].computer is not None

    @property
    def hidden_text(self) -> str | None:
        """What the hand row says while a computer plays (no hand is shown then)."""
        if not self.computer_turn:
            return None
        return f"{self.game.players[self.game.current].name} is playing; no hand is shown until it is done."

    def shown_log(self) -> list[str]:
        """The engine's log as this game shows it, with the app's notes (hints) in place."""
        return self.session.log(self.log_lines(self.game.log))

    # --- the layout, shared by both games --------------------------------------------

    def compose(self) -> ComposeResult:
        yield TooSmallNotice()
        yield Static(id="status")
        with Horizontal(id="middle"):
            with Vertical(id="left"):
                with VerticalScroll(id="table-box"):
                    yield self.table_panel()
                yield from self.under_table()
            with Vertical(id="right"):
                yield self.players_panel()
                yield TurnLog(id="log")
        yield self.hand_panel()
        yield WordEntry(self.submit_word, edited=self.message_stale, turn_key=self.key_in_order, unheard=self.on_key, id="entry")
        yield MessageLine(id="message")
        yield FittedFooter()

    def on_key(self, event) -> None:
        """A letter typed while Tab has put the focus on the table goes to the word, so
        it is never lost. A game key that does nothing now (Ctrl+Z with nothing to take back)
        says why: its key is hidden then, and silence reads as broken."""
        if self.entry.take_stray_key(event):
            return
        if self.focused is not self.entry and (letter_of(event) or "").isalpha() and self.computer_turn:
            self.say_computer_plays()
        elif event.key in self.game_keys() and self.hint_pending():
            # The game must not change while the hint's search reads it; silence read as broken.
            self.message.say(WAIT_FOR_HINT)
            event.stop()
        elif event.key in self.game_keys() and self.computer_turn:
            self.say_computer_plays(what="your keys work")  # hidden keys, but silence reads as broken
            event.stop()
        elif self.keys_live() and not self.computer_turn and (why := self.idle_key(event.key)) is not None:
            self.message.say(why, refusal=True)
            event.stop()
        elif event.key in self.OTHER_GAME_KEYS and (self.keys_live() or self.hint_pending()) and not self.computer_turn:
            self.message.say(self.OTHER_GAME_KEYS[event.key])
            event.stop()
        elif self.acts_on_nothing(event):
            self.message.say_key_does_nothing(event.key)
            event.stop()

    def acts_on_nothing(self, event) -> bool:
        """``event`` is a key nothing here acts on (``unknown_keys.acts_on_nothing``): no
        binding of the screen, the focused widget or the app takes it, and it is no key of
        either game (said above)."""
        if not self.is_active or self.too_small_now:
            return False
        own_keys = self.game_keys() | set(self.OTHER_GAME_KEYS)
        return unknown_keys.acts_on_nothing(event.key, event.character, self.active_bindings, own_keys)

    OTHER_GAME_KEYS: dict[str, str] = {}  # each game's, from app/other_game_keys.py

    @classmethod
    def game_keys(cls) -> frozenset[str]:
        """The keys of the turn screens' own bindings (each game's, Ctrl+Z, Ctrl+G), not the app's."""
        return keys_of(declared_bindings(cls, within=TurnScreen))

    def bound_actions(self, key: str) -> list[str]:
        """The actions of this screen's bindings of ``key`` (each game's, Ctrl+Z, Ctrl+G)."""
        return [binding.action for binding in bindings_of(declared_bindings(type(self), within=TurnScreen), key)]

    def idle_key(self, key: str) -> str | None:
        """Why ``key``, one of this screen's game keys, does nothing now (none of its actions
        usable: the footer hides it), or None: each game words it from the view
        (app/rummy_idle_keys.py, app/shuffle_idle_keys.py), as a seat does."""
        actions = self.bound_actions(key)
        if not actions or any(self.usable(action) for action in actions):
            return None
        return self.why_idle(self.view(), key)

    def acts_in_order(self) -> dict[str, Callable[[], object]]:
        """The actions whose keys act as the word line takes them (``key_in_order``), by
        name: Ctrl+Z, whose word goes back on the line before the letters typed after it
        (Ctrl+Z M gave M, not the word taken back with M on it), and each game's (rummy's draws)."""
        return {"undo": self.action_undo}

    def key_in_order(self, event) -> bool:
        """A key of ``acts_in_order`` typed on the word line acts then and there, before the
        letters and Enter typed after it reach the line, so a burst plays as typed slowly:
        through the bindings it acted only once back at the app, after them (Ctrl+Y, then
        LO Enter: LO was refused "draw first"). True when it acted; a key that does nothing
        now goes on to the bindings and on_key, which say why."""
        acts = self.acts_in_order()
        for action in self.bound_actions(event.key):
            if action in acts and self.check_action(action, ()):
                acts[action]()
                return True
        return self.shell.opened_in_order(event.key)

    def why_idle(self, view: Any, key: str) -> str | None:
        """Each game's wording of why a key does nothing now (app/*_idle_keys.py)."""
        return None

    def on_paste(self, event) -> None:
        """Text pasted while Tab has put the focus on the table goes to the word too."""
        self.entry.take_stray_paste(event)

    # Tab goes from the word to the table, then the log, then back: each says how to scroll
    # it and where Tab goes next (the log its own: TurnLog.subtitle).
    SCROLL_NOTES = {"table-box": "↑ ↓ PgUp PgDn scroll · Tab: the log"}

    def on_descendant_focus(self, event) -> None:
        note = self.SCROLL_NOTES.get(event.widget.id or "")
        if note:
            event.widget.border_subtitle = note

    def on_descendant_blur(self, event) -> None:
        if event.widget.id in self.SCROLL_NOTES:
            event.widget.border_subtitle = ""

    def on_resize(self, event) -> None:
        # The terminal's size now, not the event's: Textual tells a screen on a timer, after
        # the app, and the size it tells may be one the terminal has left already.
        self.fit(*self.app.size)
        self.query_one("#status", Static).update(self.status_line(self.view()))  # it fits the width
        self.call_after_refresh(self._redraw_if_shown)  # panels that fit their width (rummy's pads) draw anew

    def _redraw_if_shown(self) -> None:
        """The redraw a resize asked for, unless the screen has left the stack meanwhile (a
        new game from the score screen replaces it) or the app is closing: its panels are
        being removed then."""
        if self.still_shown():
            self.redraw()
            self.call_after_refresh(self._tip_gives_way)

    def still_shown(self) -> bool:
        """In the app's stack, and the app not closing. At quit the app takes its screens
        down with each still in the stack, their panels removed first: is_attached is False
        from the moment it exits."""
        return self.is_attached and self in self.app.screen_stack

    def fit(self, width: int, height: int) -> None:
        """Below min_size, say how big the terminal must be instead of drawing broken panels."""
        notice = too_small(self.min_size(), width, height, len(self.game.players))
        self.query_one(TooSmallNotice).cover(notice, fallback=self.entry)
        # Behind the notice no key of the game acts: Ctrl+E ended a turn no one could see.
        self.entry.accepting = self.entry_open()
        self.refresh_bindings()

    @property
    def too_small_now(self) -> bool:
        """The notice covers the panels (fit): the player sees neither hand nor table."""
        return covered(self)

    def entry_open(self) -> bool:
        """Typing makes a word: not while a computer plays, nor behind the too-small notice.
        While a hint is looked for it does (only Enter waits: see submit_word)."""
        return not (self.computer_turn or self.too_small_now)

    def min_size(self) -> tuple[int, int]:
        """sizes.MIN_SIZE, with more lines when the players' rows would leave the table or the log
        no room (eight rummy players with score pads at 20 lines: a table of no rows, every
        word on it hidden)."""
        return least_size(*self.panel_rows())

    def under_table(self) -> ComposeResult:
        """Panels below the table (rummy's score pads)."""
        yield from ()

    # --- to implement by each game -------------------------------------------------

    def table_panel(self) -> Widget:  # id "table"
        raise NotImplementedError

    def panel_rows(self) -> tuple[int, int, int]:  # each game's panel_rows (sizes.least_size)
        raise NotImplementedError

    def status_line(self, view: Any) -> Text:  # the line above the table, fitted to the width
        raise NotImplementedError

    def players_panel(self) -> Widget:  # id "players"
        raise NotImplementedError

    def hand_panel(self) -> Widget:  # id "hand"
        raise NotImplementedError

    def redraw(self) -> None:
        """Draw everything from the current player's view (hand only when revealed)."""
        raise NotImplementedError

    def play_word(self, word: str) -> None:
        raise NotImplementedError

    def between_hands(self) -> bool:
        return self.game.between_hands

    def log_lines(self, lines):
        """The log as shown (a game may make the engine's notation friendlier)."""
        return lines

    def show_hand_end(self) -> None:
        raise NotImplementedError

    def show_final(self) -> None:
        raise NotImplementedError

    def after_score(self, answer: "str | NextGame | None") -> None:
        """A score screen's answer (screens/score.py): play again, or another game (q quits
        as Ctrl+C does)."""
        if answer == "new":
            self.shell.play_again()
        elif isinstance(answer, NextGame):
            self.shell.play_another(answer)
        elif answer is None:
            # Closed without an answer (no key of its own does it; Textual's dismiss action
            # would): it is the only way on from a game or hand over, so it comes back rather
            # than leave the player on a table where no key acts.
            self.after_change()

    # --- the flow ------------------------------------------------------------------

    def on_mount(self) -> None:
        self.session.draft_source = self.draft_on_line
        self.query_one("#table-box").border_title = "Table"
        self.query_one("#players").border_title = "Players"
        self.query_one("#log").border_title = "Log"
        self.fit(*self.app.size)
        # The word, not the table, has the focus from the start, also on a computer's turn:
        # the table's note on Tab read as if a word could be typed then.
        self.entry.focus()
        self.watch(self.entry, "value", lambda _: self.line_changed(), init=False)  # a hint says what to type over it
        self.after_change()
        if self.revealed:  # opened after its hand-off (see WordcardsApp._begin)
            self._show_tip()
            self._show_hint_used_here()

    def line_changed(self) -> None:
        """The message worded by the word line (a hint) worded for it now: while a list or a
        question is open, for the word sent to it (Enter answers it: the hinted way is its
        first line), which the line shows, not for the line emptied as the word was sent
        ("type CARTS, then Enter" under the list of CARTS's ways)."""
        self.message.line_changed(self.entry.value or self._word_asked)

    def after_change(self) -> None:
        """After any change (or at the start): redraw, then cover the hands if the turn passed."""
        game = self.game
        if game.is_over or self.between_hands() or not self.revealed:
            self.message.clear()
            self.entry.clear()
        self._tell_save_problem()
        self.redraw()
        self.entry.accepting = self.entry_open()  # nothing typed acts while a computer plays
        self.refresh_bindings()
        if game.is_over:
            self.shell.revealed = None
            self.show_final()
        elif self.between_hands():
            self.session.start_clock()  # resumed between hands: the scores are the first thing shown
            if not self.one_person():  # the next hand's first person takes the keyboard; alone, it never left them
                self.shell.revealed = None
            self.show_hand_end()
        elif self.computer_turn:
            # app.revealed keeps the person who last had the keyboard: when the turn comes
            # back to them, no hand-off is needed.
            self._schedule_computer()
        elif not self.revealed:
            self.app.push_screen(self.handoff(), self._on_revealed)
        else:
            self.entry.focus()
        self._log_follows_the_turn()

    def _log_follows_the_turn(self) -> None:
        """The turn of the person at the keyboard come back (after the computers', a hand-off,
        a new hand): the log shows its newest lines, however far back it was scrolled."""
        keyboard_turn = self.revealed and not (self.game.is_over or self.between_hands() or self.computer_turn)
        if keyboard_turn and not self._keyboard_turn_shown:
            self.query_one(TurnLog).turn_came_back()
        self._keyboard_turn_shown = keyboard_turn

    def handoff_due(self) -> bool:
        """A person is to act and has not taken the keyboard: their hand must be covered."""
        game = self.game
        return not (game.is_over or self.between_hands() or self.computer_turn or self.revealed)

    def handoff(self) -> HandoffScreen:
        """The screen that covers the hands until the player to act presses Enter; it shows
        only public things (their name, the log since their last turn)."""
        game = self.game
        name = game.players[game.current].name
        # What happened since their last turn: the screen shows as much as it holds (a
        # 4-player round is more than 8 lines), and says what does not fit is left out.
        news = self.shown_log()[self._log_seen.get(game.current, 0) :]
        return HandoffScreen(name, news, self.one_person(), self.handoff_key())

    def handoff_key(self) -> Callable[[bool], Text] | None:
        """A key the hand-off shows above the news (rummy: the colours), drawn for a dark
        theme or a light one, or None."""
        return None

    def one_person(self) -> bool:
        """Whether a single person plays (the others are computers): the keyboard is never
        passed, so the hand-off shows once, at the start (docs/playing.md)."""
        return sum(1 for player in self.game.players if player.computer is None) == 1

    def take_keyboard(self) -> None:
        """The player to act pressed Enter on the hand-off: their hand may be drawn. A match
        by minutes' clock runs from the first hand shown (Session.start_clock)."""
        self.session.start_clock()
        self.shell.revealed = self.game.current
        self._log_seen.setdefault(self.game.current, len(self.shown_log()))  # a first turn: the deal is seen now

    def _tell_save_problem(self) -> None:
        """A failed save, in a toast over the table: after each action, and again as the next
        player takes the keyboard (the hand-off cleared the toast: ToastsCleared)."""
        if self.session.save_problem:
            self.notify(self.session.save_problem, severity="error", timeout=10, markup=False)

    def _on_revealed(self, _: object = None) -> None:
        self.take_keyboard()
        self._tell_save_problem()
        self._show_tip()
        self._show_hint_used_here()
        self.redraw()
        self.refresh_bindings()
        self.entry.focus()
        self._log_follows_the_turn()

    def _show_tip(self) -> None:
        """What the player reads on taking the keyboard: what they did this turn before
        the game was resumed (it lights what they drew), else a first-turn tip. The word
        they had half typed when the game was saved is back on the line."""
        self._restore_draft()
        recalled = self.recall_turn(resumed=True)
        if recalled:
            self.message.say(recalled)
            self.redraw()
            return
        tips = self.first_turn_tips()
        if tips:
            self.message.say(tips[0])
            self.call_after_refresh(self._tip_gives_way)

    def _tip_gives_way(self) -> None:
        """A tip of more than one line gives way when the table must scroll (at 80x24 with 6
        advanced players it hid the last seat's row until the tip went): a one-line form that
        fits the width, else none. The message line keeps one line anyway, so a one-line tip
        takes no row from the table. Not once the screen has left the stack (play again
        replaced it after the refresh this waited for) or the app is closing: its panels
        are gone then."""
        if not self.still_shown():
            return
        tips = self.first_turn_tips()
        said = self.message.content
        if not isinstance(said, Text) or said.plain not in tips:
            return
        width = self.message.content_size.width
        if self.query_one("#table-box").max_scroll_y == 0 or said.cell_len <= width:
            return
        one_line = [tip for tip in tips[1:] if cell_len(tip) <= width]
        if one_line:
            self.message.say(one_line[0])
        else:
            self.message.clear()

    def _show_hint_used_here(self) -> None:
        """A resumed game whose log notes a hint used on this position: the hint shows again,
        and marks its way in the list, as before the quit (docs/playing.md)."""
        # This screen's own hint, not a promise: a promise restored with the game is shown
        # again too (it is what Ctrl+G named before the quit).
        shown_here = self._hinted is not None and self._hinted[0] == self.game.actions
        if not shown_here and not self._hinting and self.session.hint_used_here():
            self._look_for_hint(again=True)

    def _restore_draft(self) -> None:
        draft = self.session.take_draft()
        if draft is not None and not self.entry.value:
            if draft.not_played:
                self.entry.keep_refused(draft.word)
            else:
                self.entry.value = draft.word[: self.entry.max_length]

    def draft_on_line(self) -> Draft | None:
        """The word on the line, for the save (Session.draft_source): the player's own, so
        only while their hand shows; before that (a resumed game's hand-off) the one the
        save holds. A word sent to a list or a question still open is on the line too."""
        if not (self.is_mounted and self.revealed):
            return self.session.draft
        word, not_played = self.entry.value, self.entry.refused
        if not word and self._word_asked:
            word, not_played = self._word_asked, True
        return Draft(self.game.current, len(self.game.actions), word, not_played) if word else None

    def recall_turn(self, resumed: bool = False) -> "str | Text | None":
        """A turn taken up again just after a draw (an undo, a resume): light the card drawn
        as try_apply does live (new_cards) and say what it was; ``resumed``: after a resume,
        also after plays since the draw (the player cannot remember it). None: nothing to recall."""
        return None

    # --- computer players --------------------------------------------------------------

    def _schedule_computer(self) -> None:
        if not self._computer_waiting:
            self._computer_waiting = True
            self.set_timer(0.01 if self.shell.fast else COMPUTER_PACE, self._computer_step)

    def _computer_step(self) -> None:
        """One action of the computer to play, then (through after_change) the next."""
        self._computer_waiting = False
        if not self.computer_turn:
            return
        if not self.is_active:  # help, rules or the quit question is open: wait for it
            self._schedule_computer()
            return
        from wordcards.ai import choose_action, level_of
        from wordcards.app.thinking import expert_time_cap
        from wordcards.engine.seeding import rng

        game = self.game
        seat = game.current
        level = level_of(game.players[seat].computer or "")  # a computer seat (computer_turn): never ""
        # One stream per decision, from the game's seed and the position: a resumed game
        # makes the same choices as one played straight through.
        stream = rng(game.seed, "computer", seat, len(game.actions))
        # Every level thinks in a thread, so the screen stays alive (help, rules, quit, a
        # resize): the expert thinks for up to a second, and any level's first Shuffle
        # decision waits for the word search to be built (2 s on the UI thread, frozen).
        # Nothing else changes the game meanwhile (no key acts during a computer's turn).
        self._computer_waiting = True
        moved = len(game.actions)

        def think() -> None:
            try:
                action = choose_action(game, seat, level, stream, time_cap=expert_time_cap())
            except Exception as exc:  # never expected: say so rather than stall silently
                self.app.call_from_thread(self.message.say, f"The computer could not choose a play: {exc}", refusal=True)
                return
            self.app.call_from_thread(self._computer_play, action, moved)

        self.run_worker(think, thread=True, group="computer", exit_on_error=False)

    def _computer_play(self, action: Any, moved: int) -> None:
        self._computer_waiting = False
        if len(self.game.actions) != moved or not self.computer_turn:
            return  # the game moved on meanwhile (never expected)
        if not self.is_active:  # help, rules or the quit question opened while it thought
            self._schedule_computer()
            return
        try:
            self.session.apply(action)
        except IllegalPlay as exc:  # never expected: the engine checks every computer action too
            self.message.say(f"The computer's play was refused: {exc.refusal.message}", refusal=True)
            return
        self.message.clear()
        self.after_change()
        if self.revealed:  # back to the person at the keyboard: no hand-off needed
            self.message.say(f"Your turn, {self.game.players[self.game.current].name}.")

    # --- hints ---------------------------------------------------------------------

    def describe_hint(self, action: Any, points: int, then: tuple[Any, ...] = ()) -> "str | Text":
        """The hinted action in words (each game says it its own way); ``then``: the plays
        it leads to, counted in ``points`` (ai.suggest)."""
        return action.notation()

    def no_hint(self) -> str:
        return "no play found."

    def action_hint(self) -> None:
        if not self.check_action("hint", ()):
            return
        # The search may take a few seconds on a big table: it runs in a thread, and the
        # keys that change the game wait for it (it must not change while it reads it).
        # Letters still go on the word: typing changes no game, so nothing is dropped unsaid.
        self._look_for_hint()

    def _look_for_hint(self, again: bool = False) -> None:
        """Find the hint in a thread (``again``: the one the log notes as used here,
        after a resume: shown and marked again, not noted twice)."""
        self._hinting = True
        self.refresh_bindings()
        self.message.say("Looking for the best play...")
        self.run_worker(partial(self._find_hint, again, self.promised_line()), thread=True, group="hint", exit_on_error=False)

    def _find_hint(self, again: bool = False, promised: tuple[Promised, ...] = ()) -> None:
        from wordcards.app.hint_promises import hint_with_words

        # A step of a hint followed: the next play, as promised; its words built here, off the event loop.
        told = hint_with_words(self.game, lambda: promised, self.hint_words_in_worker)
        if isinstance(told, str):  # why there is none this time
            self.app.call_from_thread(self._show_hint, None, 0, told)
            return
        found, words = told
        self.app.call_from_thread(self._show_found, found, again, words)

    def _show_found(self, found: Hint, again: bool, words: "HintWords") -> None:
        """The hint found, said (``words``: a promised play's, else the game's own for it);
        what it promises once its first step is made is kept."""
        self.session.promises.keep(self.game.actions, found.next_promise())
        self._show_hint(found.action, found.points, None, again, found.then, words)

    def hint_words_in_worker(self, found: Hint) -> "HintWords":
        """The found hint's words, built in the hint's worker (None: built as it is shown).
        A promised play's words replay its swap; each game may build its others here too,
        as a pair: for an empty line, and for one holding a word (None: the same), which the
        typed word would go on with (app/hint_typing.py), picked as the hint is shown."""
        if found.promised:
            return self.describe_promised(found.action, found.points, found.then, found.better)
        return None

    def discards(self) -> "Callable[[str], int | None] | None":
        """How many cards of a letter the player to act may discard now (None: none held),
        asked as a hint that says "type its letter" is worded for one typed (rummy's
        discard: hint_typing.a_letter_typed); None: no hint of this game says so."""
        return None

    def hinted_play(self) -> Any:
        """The play the last hint named while the game is still where it was found (a play,
        or another's turn, since: None; an undo back to it: that play), for the list to mark."""
        return self.session.promises.hinted(self.game, self._hinted)

    def promised_line(self) -> tuple[Promised, ...]:
        """Right after the player made a step of a hint in steps (a joker swap, a plan's meld),
        the play it promised next, while still legal, and those promised after it, each with
        what it scores as that hint said; else none (docs/decisions/ai.md)."""
        return self.session.promises.due_line(self.game)

    def describe_promised(self, action: Any, points: int, then: tuple[Any, ...], better: Any) -> "str | Text":
        """A step of a hint followed, in words (``then``: the plays promised after it);
        ``better``: a Suggestion that now scores more than it (None: none does). Each game
        says it its own way."""
        return self.describe_hint(action, points, then)

    def _show_hint(
        self,
        action: Any,
        points: int,
        failed: str | None = None,
        again: bool = False,
        then: tuple[Any, ...] = (),
        words: "HintWords" = None,
    ) -> None:
        self._hinting = False
        game = self.game
        reworded: "Callable[[str], Text] | None" = None  # nothing to reword: one wording for any line
        if failed:
            text: "str | Text" = failed
        elif isinstance(words, tuple):  # a wording for each line, as a seat has them (remote: over_a_word)
            by_line = hint_typing.ByTheLine(*words, discards=self.discards())
            text = by_line(self.entry.value)

            def hint_for(line: str) -> Text:  # worded again as the line changes (Esc emptied it: no "Esc, then")
                return Text.assemble(HINT_MARK, as_marked(by_line(line)))

            reworded = hint_for
        else:
            text = self.no_hint() if action is None else words if words is not None else self.describe_hint(action, points, then)
        self.message.say(Text.assemble(HINT_MARK, as_marked(text)), by_line=reworded)
        # The log says a hint was used, not what it was: the log is public, the hint tells
        # of the hand. The note is saved with the game (the engine's log is not changed).
        if not failed and action is not None:
            self._hinted = (game.actions, action)
            self.session.promises.told(game.actions)  # saved: a resume shows it again, noted or not
            if not again:
                self.session.note_once(hint_note(game.players[game.current].name), since=self._turn_began, save=False)
            self.session.save()
        self.redraw()
        self.refresh_bindings()

    # --- changes -------------------------------------------------------------------

    def try_apply(self, action: Any, note: "str | Text" = "") -> bool:
        """Send an intent to the engine; a refusal is shown and nothing changes."""
        seat, was_between = self.game.current, self.between_hands()
        before = list(self.game.view(seat).hand)
        try:
            self.session.apply(action)
        except IllegalPlay as exc:
            self.message.say(exc.refusal.message, refusal=True)
            return False
        self.new_cards[seat] = new_in_hand(before, self.game.view(seat).hand) if self.draws(action) else []
        if self.ends_a_turn(seat, was_between, self.session.position()):
            self._log_seen[seat] = len(self.shown_log())  # their turn is over: what they did is seen
            self._turn_began = len(self.game.log)
        self.message.say(note)
        self.after_change()
        return True

    def draws(self, action: Any) -> bool:
        """Whether the cards this action brings into the hand were drawn (lit: "just
        drawn"); a card that comes back from the table is not."""
        return True

    def last_moves(self, most: int = 6) -> list[str]:
        """The end of the log, for the final screen: what the computers (or the last
        player) did on the last turns, so the result does not come from nowhere."""
        return self.shown_log()[-most:]

    def first_turn_tips(self) -> tuple[str, ...]:
        """A tip on a player's first turn (each game says how it is played), longest first:
        the shorter forms fit one line, for when the table needs the rows (_tip_gives_way)."""
        return ()

    def choose(
        self,
        title: str,
        labels: Sequence[Any],
        then: Callable[[int], object],
        word: str = "",
        picked: str = "one",
        *,
        afresh: bool = False,
        cancelled: str = NOTHING_PLAYED,
        asking: str = "",
        hint_listed: bool = False,
    ) -> None:
        """Ask which of several plays; a letter typed instead goes on with ``word``, or with
        ``afresh`` starts a word of its own (a discard is one letter: X, its list, Q gave XQ).
        ``picked``: what a line is ("a way"), for the message a key of the turn gives over the list;
        ``cancelled``: what Esc says (a discard's colours: as its question, KEPT_PLAYING);
        ``asking``: what the message line says while the list is open; ``hint_listed``: the last
        hint's play is one of the list's, and a hint on the line stays (it marks its way: a
        hint of another word, or of none found, says to type what the list is not for)."""

        def chosen(answer: int | str | None) -> None:
            self._word_asked = ""
            if isinstance(answer, str):
                self.typed_on(afresh)
            elif answer is None:
                self.message.say(cancelled)
                self.put_back(word)
            else:
                then(answer)

        self.clear_before_question()
        self.message.say_what_a_list_is_for(asking, hint_listed)
        self._word_asked = word
        self.line_changed()
        typed = "" if afresh else word
        listed = ChoiceScreen(title, labels, self.entry.typing_on(typed), typed, turn_keys=self.game_keys(), picked=picked)
        self.app.push_screen(listed, chosen)

    def confirm(
        self, question: "str | Text", detail: str, yes: str, then: Callable[[], object], word: str = "", *, afresh: bool = False
    ) -> None:
        """The pass/discard policy: ask first (Enter yes, Esc no); a letter goes on with
        ``word``, or with ``afresh`` starts a word of its own (a discard is one letter), as
        over a list (``choose``)."""

        def answered(answer: bool | str | None) -> None:
            self._word_asked = ""
            if isinstance(answer, str):
                self.typed_on(afresh)
            elif answer:
                then()
            else:
                self.message.say(KEPT_PLAYING)
                self.put_back(word)

        self.clear_before_question()
        self._word_asked = word
        self.line_changed()
        typed = "" if afresh else word
        self.app.push_screen(ConfirmScreen(question, detail, yes, self.entry.typing_on(typed), typed, turn_keys=self.game_keys()), answered)

    def clear_before_question(self) -> None:
        """The question is what the player reads now: a refusal of an earlier word is stale,
        and so is what the last question said as it closed ("Nothing played: go on typing the
        word, then press Enter." stayed under the next one)."""
        self.message.clear_refusal()
        for note in STALE_ONCE_ASKED:
            self.message.unsay(note)

    def typed_on(self, afresh: bool = False) -> None:
        """A letter typed while a question was open closed it: nothing is played, the word
        goes on, or with ``afresh`` (over a discard) a word of its own starts."""
        self.message.say(TYPED_AFRESH if afresh else TYPED_ON)

    def put_back(self, word: str) -> None:
        """``word`` was sent (Enter) and not played: Esc closed its list or question, or
        Ctrl+Z took its play back. It goes back on the line as it was before Enter, marked
        "not played" (Enter sends it again, a letter or Backspace edits it, Esc clears it),
        unless the player has typed on since (a pass asked with a word on the line keeps it)."""
        if word and not self.entry.value:
            self.entry.keep_refused(word)

    def act_on(self, outcome: TypedWordOutcome) -> None:
        """Do what the game decided of a typed word (``shuffle_choice.answer``,
        ``rummy_choice.answer``; a remote seat's host acts on the same: HostTable.act_on)."""
        match outcome:
            case Refuse():
                self.refuse_word(outcome.word, outcome.message)
            case PlayOne():
                self.try_apply(outcome.action, outcome.note)
            case AskFirst():
                asked = outcome  # the pass/discard policy: it ends the turn for good
                self.confirm(asked.question, asked.detail, asked.yes, lambda: self.try_apply(asked.action, asked.note), asked.word, afresh=asked.afresh)
            case Offer():
                actions, notes = outcome.actions, outcome.notes
                self.choose(
                    outcome.title, list(outcome.labels), lambda i: self.try_apply(actions[i], notes[i]), outcome.word, "a way",
                    asking=choosing_a_way(outcome.word), hint_listed=self.hinted_play() in actions,
                )
            case _:
                assert_never(outcome)  # mypy: every outcome is acted on

    def refuse_word(self, word: str, why: str) -> None:
        """``word`` is not played: why on the message line, and the word back on its line,
        marked, to edit or try again (a long word with one typo was typed again)."""
        self.message.say(why, refusal=True)
        self.entry.keep_refused(word)

    # --- widgets and keys ----------------------------------------------------------

    @property
    def entry(self) -> WordEntry:
        return self.query_one(WordEntry)

    @property
    def message(self) -> MessageLine:
        return self.query_one(MessageLine)

    def on_word_entry_refused(self, event: WordEntry.Refused) -> None:
        self.message.say(event.why, refusal=True)

    def on_word_entry_not_added_stale(self, event: WordEntry.NotAddedStale) -> None:
        self.message.unsay(event.said)

    def on_mouse_down(self) -> None:
        # A press anywhere is something else done, on the hand or the table too (they take no
        # focus, so the line's blur never told it): the letters left out are old news.
        self.entry.forget_not_added()

    def message_stale(self) -> None:
        """A letter or a paste went on the word, or Esc cleared it: a refusal said before (of
        the word as it was, of a letter or a paste not taken) no longer speaks of the line.
        A note stays (the first turn's tip, a hint: read while the word is typed)."""
        self.message.clear_refusal()

    def on_word_entry_not_now(self, event: WordEntry.NotNow) -> None:
        """A letter typed while the entry takes no word: during a computer's turn, say why."""
        event.stop()
        if self.computer_turn:
            self.say_computer_plays()

    def say_computer_plays(self, what: str = "typing works") -> None:
        """``what`` comes back after the computer's turn: typing (a letter) or the keys (Ctrl+G)."""
        if self.is_active:  # not under help, rules or the quit question
            name = self.game.players[self.game.current].name
            self.message.say(f"{name} is playing: {what} again when its turn is over.")

    def submit_word(self, typed: str) -> None:
        """Enter on the word line (called by the entry as the key is handled, so a key
        typed after Enter acts after the word)."""
        word = typed.strip()
        if not (self.is_active and self.revealed) or self.too_small_now:  # typed ahead of a list or a hand-off
            return
        if self._hinting:
            self.message.say(WAIT_FOR_HINT)
            return
        if not word:
            self.message.say(self.empty_line_note())
            return
        self.entry.clear()
        self.play_word(word)

    def empty_line_note(self) -> str:
        """What Enter on an empty word line says: what the turn wants typed (or done)."""
        return TYPE_A_WORD

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Every key of a turn screen is for the player at the keyboard, and only while no
        other screen (a list, the hand-off) is on top and the too-small notice hides nothing;
        then each game says when it is usable."""
        return self.keys_live() and self.usable(action)

    def hint_pending(self) -> bool:
        """A hint is looked for on the turn the player sees: the keys that change the game
        wait for it, and say so."""
        return self._hinting and self.is_active and self.revealed and not self.too_small_now

    def keys_live(self) -> bool:
        """The player at the keyboard sees their turn: no other screen on top, their hand
        revealed, no hint being looked for, the panels not behind the too-small notice."""
        return self.is_active and self.revealed and not self._hinting and not self.too_small_now

    def usable(self, action: str) -> bool:
        if action == "undo":
            return self.game.can_undo
        return True

    def action_undo(self) -> None:
        if not self.check_action("undo", ()):
            return
        undone = self.session.undo()
        self.new_cards.pop(self.game.current, None)
        self.recall_turn()  # taken back to just after a draw: the card drawn is lit again
        # Say which play: after a few plays "the last play" leaves the player to work it out.
        # The game is back where the play was made, so it reads as it did then.
        self.message.say(Text.assemble("Taken back: ", as_marked(self.in_words(undone)), "."))  # its jokers as played
        self.after_change()
        self.put_back(self.typed_word(undone))

    def typed_word(self, action: Any) -> str:
        """The word a player types to make ``action`` ("" when no word is typed for it,
        a joker swap): what Ctrl+Z puts back on the line."""
        return ""

    def in_words(self, action: Any) -> "str | Text":
        """A play as the line after it said it (the engine's words; rummy draws its cards)."""
        return self.game.describe(action)
