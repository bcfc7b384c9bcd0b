"""The breakdown of a game or rummy hand on a seat, as the shared keyboard's score screen:
opened once as it ends, kept for Ctrl+S while the next hand is played, closed or told when
the next hand is dealt, run on with a match by minutes' clock; and the whole log from it."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from textual.widgets import Static

from wordcards.remote.away import SeatWholeLogScreen
from wordcards.remote.seat.host_state import game_part, mine, table_rules
from wordcards.remote.seat.review_screen import SeatReviewScreen
from wordcards.remote.play_again import seat_again_line
from wordcards.remote.seat.score_screen import SeatScoreScreen

if TYPE_CHECKING:  # the app holds its breakdowns: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp

# How a breakdown left open says the next hand (or deal, R9) came: who started it, as Enter
# does. "Bob dealt hand 2" beside the log's "Hand 2: Ann deals" (the dealer rotates) was
# untrue, and "dealt deal 3" said the word twice.
STARTED, BEGAN = "started", "began"


def how_to_play_again(state: dict[str, Any], host_stopped: bool = False) -> str | None:
    """The line under the final breakdown (the game or match over): how the table plays again."""
    return seat_again_line(state, host_stopped)


def with_the_evening(statics: list[Static], state: dict[str, Any]) -> list[Static]:
    """A final breakdown with tonight's games won under who won, as the shared keyboard's
    final screen has it (from the first game on: evening.under_the_headlines)."""
    from wordcards.app.widgets.common.evening import EveningBoard, under_the_headlines

    evening, number = state.get("evening"), state.get("game_number")
    if state["view"].outcome is None or not isinstance(evening, list) or not isinstance(number, int):
        return statics
    board = EveningBoard([(str(name), int(wins)) for name, wins in evening], number, classes="score-evening")
    return under_the_headlines(statics, game_part(state).SCORE_HEADLINES, board)


class SeatScores:
    def __init__(self, app: SeatApp) -> None:
        self.app = app
        # The breakdown last shown: the game or hand (as the game's part numbers them), and
        # whether the match was over and its time up then (the same hand's, drawn anew).
        self._scored: tuple[int, bool, bool] | None = None
        # The state the last hand's breakdown is drawn from: Ctrl+S shows it in the next hand too.
        self._hand_over: dict[str, Any] | None = None

    async def show_score(self, state: dict[str, Any], was_over: bool = False) -> None:
        """Open the breakdown once when a game or rummy hand is over (as the shared keyboard
        does); close it when this seat deals the next hand (another's deal leaves it open,
        saying so: _close_stale_score). A timed match's hand stays the last one
        as the match ends (R8): its breakdown, open or not, shows the result then, on every
        seat at once (it stayed without a winner until Esc and Ctrl+S)."""
        view = state["view"]
        result = game_part(state).scored(view)
        if result is not None:
            self._hand_over = state
        await self._close_stale_score(result, state, was_over)
        if result is None:
            self._take_last_scores(state)
            await self._show_missed_scores(state)
        if result is None or self.app.questions.asking is not None:
            return
        shown = (result, view.outcome is not None, self.app.clock.time_up)
        for screen in self._score_screens_of(result):  # who has asked to play again changes with every state
            screen.play_again(how_to_play_again(state, self.app.host_stopped))
        if shown == self._scored:
            return
        self._scored = shown
        open_now = self._score_screens_of(result)
        for screen in open_now:
            await screen.show_statics(self.breakdown(state))
        if not open_now:
            self.open_breakdown()

    def _score_screens_of(self, result: int | None) -> list[SeatScoreScreen]:
        """The breakdowns open of ``result`` (the game or hand just over): not one of an
        earlier hand left open as another seat dealt the next (drawn from its own state)."""
        return [screen for screen in self.app.screen_stack if isinstance(screen, SeatScoreScreen) and screen.result == result]

    def breakdown(self, state: dict[str, Any], as_then: bool = False) -> list[Static]:
        """The shared keyboard's score screen body for ``state``, in this seat's colours, its
        clock run on (a match by minutes says the time left before the next hand); ``as_then``:
        the last hand's, read in the next one, as it was then (its clock stood as it ended)."""
        part = game_part(state)
        view = self.app.clock.view_now(part, state, host_away=self.app.away is not None)
        rules, dark = table_rules(state), self.app.current_theme.dark
        if as_then:
            return list(part.score_statics(state["view"], rules, dark))
        if self.app.clock.time_up:  # a match by minutes (rummy's part): Enter ends it
            return list(part.score_statics(view, rules, dark, time_up=True))
        return with_the_evening(list(part.score_statics(view, rules, dark)), state)

    async def _close_stale_score(self, result: int | None, state: dict[str, Any], was_over: bool = False) -> None:
        """Close a breakdown of a hand no longer the last one, also under the rules (a modal
        screen: the old breakdown showed through it, and came back with Esc). The rules,
        if open, open again on top: they are the same for every hand. Not when another seat
        dealt the next hand (anyone may): this seat may be reading the scores or its review,
        and both stay, saying who dealt and that Esc goes to the hand (dealt_note); so does the
        last hand's, opened again in the next one (Ctrl+S). ``was_over``: the state before was
        the hand over (this one may be the next hand, just dealt)."""
        from wordcards.app.screens.rulebook import RulesScreen

        stack = self.app.screen_stack
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
        if self.app.questions.asking in above:
            self.app.questions.forget()  # closed with its hand: nothing to send
        for _ in above:
            await self.app.pop_screen()
        if any(isinstance(s, RulesScreen) for s in above):
            self.app.action_rules()

    def dealt_note(self, state: dict[str, Any], review: bool = False, away: bool = False) -> str:
        """What a breakdown (or the review over it) left open in the next hand says: who dealt
        it, whether it is this seat's turn, and that Esc goes to it ("Ann started hand 3: Esc to
        play it."); ``away``: it was dealt while this seat was not connected."""
        view = state["view"]
        round_word = game_part(state).round_word(view)
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
        if mine(state):
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
        result = None if hand_over is None else game_part(hand_over).scored(hand_over["view"])
        if hand_over is None or result is None:
            return
        self._hand_over = hand_over
        note = self.dealt_note(state, away=True)
        older = [screen for screen in self.app.screen_stack if isinstance(screen, SeatScoreScreen) and screen.result != result]
        for screen in older:
            screen.result, screen.source = result, hand_over
            await screen.show_statics(self.breakdown(hand_over, as_then=True))
            screen.dealt(note)
        if older or self.app.questions.asking is not None or self.over_the_score():
            return
        self.open_breakdown()
        for screen in self._score_screens_of(result):
            screen.dealt(note)

    def _take_last_scores(self, state: dict[str, Any]) -> None:
        """A screen opened in the next hand is sent the last hand's end (``last_scores``),
        kept for Ctrl+S, not shown: the scores were read. So a seat that rejoins has them
        for Ctrl+S, as the other seats do."""
        hand_over = self._hand_over_in(state, "last_scores")
        if hand_over is not None:
            self._hand_over = hand_over
            self.app.refresh_bindings()  # Ctrl+S in the footer

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
        if game_part(state).scored(view) is None:
            return None
        return {**state, "view": view, "keys": [], "waiting_for": None, "time_up": False}

    def score_source(self) -> dict[str, Any] | None:
        """The state Ctrl+S draws the breakdown from: the game or hand just over, or, while
        the next hand is played, the last one's (as it was then)."""
        state = self.app.state
        if state is None or self.app.part is None:
            return None
        if self.app.part.scored(state["view"]) is not None:
            return state
        return self._hand_over

    def drawn_from(self, screen: SeatScoreScreen) -> dict[str, Any]:
        """The state ``screen`` shows: its own, if of a hand no longer the last one."""
        state = self.app.state
        assert state is not None
        current = self.app.part is not None and screen.result == self.app.part.scored(state["view"])
        return state if current or screen.source is None else screen.source

    def open_breakdown(self) -> None:
        source = self.score_source()  # a game or hand over, with its result
        result = None if source is None else game_part(source).scored(source["view"])
        if source is None or result is None or self.over_the_score() or self.app.questions.asking is not None:
            return
        note = self.app.notes.under_the_breakdown()
        statics = self.breakdown(source, as_then=source is not self.app.state)
        screen = SeatScoreScreen(statics, result, note, self.app.away)
        screen.source = source
        screen.play_again(how_to_play_again(source, self.app.host_stopped))
        if source is not self.app.state and self.app.state is not None:  # the next hand is played: how to get to it
            screen.dealt(self.dealt_note(self.app.state))
        self.app.push_screen(screen)

    def over_the_score(self) -> bool:
        """The breakdown is open, or the review opened from it (Esc goes back to it): Ctrl+S
        opened a second breakdown over the review; the shared keyboard's review has no Ctrl+S."""
        return isinstance(self.app.screen, (SeatScoreScreen, SeatReviewScreen))

    def tick(self, state: dict[str, Any]) -> None:
        """A second of a match by minutes on the seat's clock (the app's tick), ``state``'s
        clock running: the breakdown open says the time left, or that Enter ends the match."""
        # It ran out as the scores were read. Only that way: a breakdown already saying time up
        # (a host resumed at an earlier saved time) was drawn again every second.
        if self._scored is not None and not self._scored[2] and self.app.clock.time_up:
            self.app.run_soon(partial(self._time_ran_out, state))
        elif self._scored is not None and not self._scored[2]:  # "Next: hand 3 · 0:45 left.", ticking
            for screen in self._score_screens_of(game_part(state).scored(state["view"])):
                screen.show_title(self.breakdown(state))

    async def _time_ran_out(self, state: dict[str, Any]) -> None:
        """The breakdown, if open, and the footer say that Enter now ends the match, as when
        the host holds the time-up (a breakdown closed with Esc stays closed)."""
        if self._scored is not None:  # the breakdown shown is of this hand, time up now
            self._scored = (*self._scored[:2], True)
        for screen in self._score_screens_of(game_part(state).scored(state["view"])):
            await screen.show_statics(self.breakdown(state))
        self.app.refresh_bindings()

    # --- the whole log (after the game) ----------------------------------------------------

    def whole_log_offered(self, screen: SeatScoreScreen) -> bool:
        """L on ``screen``: where the shared keyboard has it, on the breakdown of the game (the
        match) over; not between rummy hands."""
        if self.app.state is None or self.app.part is None:
            return False
        return self.drawn_from(screen)["view"].outcome is not None

    def open_whole_log(self, screen: SeatScoreScreen) -> None:
        """The log of the game as this seat showed it (its panel keeps only the last lines in
        sight), from its first line, over the breakdown: Esc goes back to it."""
        if self.app.screen is not screen or not self.whole_log_offered(screen):
            return
        source = self.drawn_from(screen)
        part = game_part(source)
        log = SeatWholeLogScreen(part.log_lines(source["view"], table_rules(source)))
        log.away = self.app.away  # it covers the status line: it says so itself
        self.app.push_screen(log)
