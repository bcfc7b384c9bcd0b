"""The host's table: one game, its seats and what each seat may be told. No networking here.

Here is the table's life: its seats and who is who, the clock of a match by minutes, whose
move it is, and the one-line answers, actions applied (then saved) and lists offered that
a seat's intents lead to. Every message from a seat goes through ``HostTable.receive(seat,
message)``, an intent (a typed word, a key, a pick from a list) on through
``HostTable.intent`` (``host_intents.py``). ``state_message(table, seat)`` (``state_message.py``) is the
only thing a seat is ever sent about the game: ``game.view(seat)`` (its own hand, never
another's, and no deck order), which keys work for that seat now, and whom the table waits for.
"""

from __future__ import annotations

import itertools
import secrets
import time
from dataclasses import replace
from typing import Any, Callable, Iterable, Sequence, assert_never

from wordcards.app.command import command
# Said when a seat cancels a list or a question (Esc), as the shared keyboard says it.
from wordcards.app.answer_words import KEPT_PLAYING, NOTHING_PLAYED, choosing_a_way
from wordcards.app.cards_drawn import new_in_hand
from wordcards.app.ending import StandingClock, decide_ending, ending_to_save, held_ending, played_to_save
from wordcards.app.hint_promises import Promises
from wordcards.app.game_in_play import GameInPlay, OwnsAGameInPlay
from wordcards.app.typed_word_outcome import AskFirst, Offer, PlayOne, Refuse, TypedWordOutcome
from wordcards.app.session import ends_a_turn, position_of, with_notes
from wordcards.engine.errors import IllegalPlay
from wordcards.remote.game_parts import host_part
from wordcards.remote.host_again import TableAgain
from wordcards.remote.play_again import next_game, still_to_ask
from wordcards.remote.kept_beside import KeptBeside
from wordcards.remote.keys import SeatKey
from wordcards.remote.host_hints import TableHints
from wordcards.remote.host_intents import TableIntents
from wordcards.remote.host_words import (
    LOOKING,
    TIME_UP_WAITING,
    between_waiting,
)
from wordcards.remote.host_reviews import TableReviews
from wordcards.remote.host_drafts import TableDrafts
from wordcards.remote.host_console import ConsoleLines
from wordcards.remote.host_hand_ends import TableHandEnds
from wordcards.remote.protocol import HINT_LOOKED_FOR
from wordcards.remote.seat_state import Pending, SeatState
from wordcards.saves import Draft, Ending


def new_token() -> str:
    """An unguessable seat token (128 bits from the system's secure source)."""
    return secrets.token_urlsafe(16)


# The next game once every person asked to play again: from the game over and the evening
# so far (who won each game), the game and its log's opening notes (play_again.next_game).
NextGame = Callable[[Any, tuple[tuple[str, ...], ...]], tuple[Any, list[tuple[int, str]]]]


class HostTable(OwnsAGameInPlay, TableIntents, TableHints, TableReviews, TableDrafts, ConsoleLines, TableHandEnds, TableAgain):
    def __init__(
        self,
        game: Any,
        tokens: list[str | None],
        save: Callable[[Any], None] | None = None,
        notes: Iterable[tuple[int, str]] = (),
        clock: Callable[[], float] | None = None,
        saved: KeptBeside | None = None,
        evening: Iterable[Sequence[str]] = (),
        new_game: NextGame = next_game,
    ):
        """``clock``: the wall clock a match by minutes is played by, standing until every
        person's seat has joined (StandingClock); None keeps the game's own, as it runs.
        ``saved``: what a hosted save kept beside the game (KeptBeside; None: a game just dealt).
        ``evening``: who won each earlier game played at this table (S15 "play again");
        ``new_game``: makes the next one once every person asked for it (``ask_again``)."""
        if len(tokens) != len(game.players):
            raise ValueError("one token per seat (None for a computer seat)")
        # The table's own, kept from game to game of the evening (``_deal_the_next_game``).
        self.seats = [SeatState(token) for token in tokens]
        self._save = save or (lambda game: None)
        self._new_game, self._clock = new_game, clock
        self.evening = tuple(tuple(winners) for winners in evening)
        # How the host carries the game on after a stop, as its terminal types it: a seat
        # that loses the host says it (the game is saved after every play: apply).
        self.resume = command("host", "--resume")
        # Numbers the lists and questions asked (Pending.number), over the evening: an answer
        # to one of an earlier game never names one asked now.
        self._questions = itertools.count(1)
        self.plays_to_say: list[str] = []  # the console's lines not said yet (take_plays_to_say)
        self._take_up(game, notes, saved)
        self._start_clock_when_everyone_joined()

    def _take_up(self, game: Any, notes: Iterable[tuple[int, str]] = (), saved: KeptBeside | None = None) -> None:
        """The game this table plays now, and all it keeps of that game alone: from its first
        move (the next game of the evening), or as a save held it (``saved``: what it kept
        beside the game). The seats are the table's: this marks only their cards drawn and
        scores missed."""
        saved = saved or KeptBeside()
        # The game, its notes and its ending held, changed as the shared keyboard's session
        # changes its own (app/game_in_play.py), each change saved (``save``): the game's
        # position moved on first (``_turn_moves_on``).
        self.in_play = GameInPlay(game, save=lambda: self._save(self.game), notes=notes, moved=self._turn_moves_on)
        # What differs between the games (keys, typed words, between hands) is in each
        # game's own host part, found through the registry (remote/game_parts.py).
        self.part = host_part(game.game_name)
        for seat, cards in (saved.drawn or {}).items():  # lit until that seat's next play, as before the stop
            self.seats[seat].drawn = list(cards)
        # The plays hints in steps promised once the step before each is made (a swap's play,
        # a rummy plan's next meld), as the shared keyboard's session keeps them
        # (app/hint_promises.py): one mechanism for both.
        self.promises = Promises()
        self.promises.restore(game, saved.promise, saved.hint_told)
        # The engine log's length when the turn of the seat to act began: its hint is noted
        # once a turn, as at the shared keyboard (``_turn_moves_on`` keeps it).
        self._turn_began = len(game.log) if saved.turn_began is None else saved.turn_began
        self._acting, self._between = game.current, game.between_hands
        # The host's console gets one line a turn, of the engine log's lines for its plays (the
        # log is public: no hand, no card drawn from the draw pile): where that turn's lines begin.
        self._plays_from = self._turn_began
        # The word half typed on the line of the seat to act, as its seat last told it (or as
        # the save held it): saved beside the game, as the shared keyboard saves its line.
        self.draft: Draft | None = saved.draft
        # The action that ends the game, decided the moment a hand ended (R8: a match by
        # minutes whose time ran out) and applied by the next-hand key, as the shared
        # keyboard's session holds it (app/ending.py); saved beside the game, read back from
        # the save only on the position it was decided on. A save without one (older, or
        # malformed) between hands asks the clock now, as the shared keyboard's score screen
        # does: the seats are told before anyone presses Enter whether it ends the match.
        self.in_play.ending = held_ending(game, saved.ending)
        if self.in_play.ending is None:
            self.in_play.ending = decide_ending(game)
        # A match by minutes, not over: its clock stands until every person's seat has joined.
        self.standing: StandingClock | None = None
        if self._clock is not None and played_to_save(game) is not None:
            self.standing = StandingClock(self._clock)
            game.set_clock(self.standing, game.elapsed_seconds())
        # Each seat's last review made: the number of actions it covers, and its turns.
        self.reviews: dict[int, tuple[int, list[dict[str, Any]]]] = {}
        # Who dealt the hand played now, and its number: the other seats' breakdowns say it.
        # As a save held them: who dealt, only if it is the hand played now; scores kept, only
        # of an earlier hand and for a person's seat. A game of no hands (Shuffle) has neither.
        hand_now = game.hand_number
        self.dealt: tuple[int, int] | None = saved.dealt if saved.dealt is not None and saved.dealt[1] == hand_now else None
        # The number of actions of the hand over that deal was made from: an Enter stamped with
        # it came straight after the deal (a double tap, or two seats at once), not in the hand.
        self.dealt_from: int | None = None
        # Each person's seat's view of the last hand's end (the hand's number, the encoded
        # views): a screen opened in the next hand gets its own for Ctrl+S (last_scores).
        self.hand_end: tuple[int, dict[int, Any]] | None = None
        self.hand_end_replayed = saved.hand_end_replayed
        for kept in saved.missed:
            person = kept.seat < len(self.seats) and self.seats[kept.seat].token is not None
            if person and isinstance(hand_now, int) and kept.hand < hand_now:
                self.seats[kept.seat].missed_scores = {"hand": kept.hand, "view": kept.view}
        # The people's seats that asked for another game (TableAgain), as a save of the game over kept them.
        self.again: set[int] = set(saved.again) & set(still_to_ask(game.players, ())) if game.is_over else set()

    def _deal_the_next_game(self) -> bool:
        """Every person asked to play again: the next game, dealt at this table as a new one
        is, and saved. Kept: the seats (their tokens, so the links, and the screens open), the
        evening (this game's winners added), how the table saves and makes a game, the
        numbering of its questions and the console's lines not said yet. Fresh: all of the
        game (``_take_up``) and each seat's part in it (``SeatState.into_the_next_game``).
        True: a match by minutes' clock started with it (every person's screen is open)."""
        evening = self.evening_so_far()
        game, notes = self._new_game(self.game, evening)
        self.evening = evening
        self.seats = [seat.into_the_next_game() for seat in self.seats]
        self._take_up(game, notes)
        started = self._start_clock_when_everyone_joined()
        self._save(game)
        return started

    @property
    def kind(self) -> str:
        return str(self.game.game_name)

    # --- who is who ----------------------------------------------------------------

    def seat_for(self, token: str) -> int | None:
        """The seat whose link carries ``token``; None for anything else (compared in
        constant time, so a wrong token tells nothing about the right ones)."""
        found = None
        for index, seat in enumerate(self.seats):
            if seat.token is not None and secrets.compare_digest(seat.token.encode(), token.encode()):
                found = index
        return found

    def name(self, seat: int) -> str:
        return str(self.game.players[seat].name)

    def is_person(self, seat: int) -> bool:
        return self.game.players[seat].computer is None

    def connected(self, seat: int, on: bool) -> bool:
        """A screen opened (``on``) or closed ``seat``. True: a match by minutes' clock
        started with it (every person's seat has joined). A time-up the clock says now is
        held (R8): every seat is told of the screen, a joining screen's first state says it."""
        state = self.seats[seat]
        state.connections = max(0, state.connections + (1 if on else -1))
        state.quiet_since = None if state.connections else time.monotonic()
        state.joined = state.joined or on
        state.last_scores_due = state.last_scores_due or on
        if not state.connections:  # the seat left: nobody reads the review it asked for
            self.review_closed(seat)
        started = self._start_clock_when_everyone_joined()
        self.hold_time_up()
        told = state.hint_told
        if on and told is not None and state.message is None:
            # The hint may have gone to a screen as it closed (Ctrl+G then Ctrl+Q, or a
            # connection cut just then), and every log says it was used: say it again,
            # while it is still about the position the seat plays.
            if told[0] == self.game.actions and self.game.current == seat:
                self.say(seat, told[1], over_a_word=told[2], on_it=told[3])
            state.hint_told = None
        elif on and self._hint_used_before_resume(seat):
            # After ``host --resume`` the log says the seat used a hint here: it is found
            # again (the same position gives the same hint), told and marked, not noted twice.
            state.hinting, state.hint_started = self.game.actions, False
            self.hint_looked_for(seat)
        return started

    def not_joined(self) -> list[int]:
        """The people's seats no screen has opened since the host started. The table waits
        for them before it plays (the one rule: a match by minutes' clock stands, the
        computers wait), so that every person sees the game from its first move; a seat
        that leaves later holds nothing up (docs/decisions/remote.md)."""
        return [seat for seat, state in enumerate(self.seats) if state.token is not None and not state.joined]

    def _start_clock_when_everyone_joined(self) -> bool:
        """A match by minutes' clock runs once every person's seat has joined (not paused when
        one leaves later: as at the shared keyboard, the time is the table's). True: it
        started now."""
        standing = self.standing
        if standing is None or not standing.stands:
            return False
        if not self.not_joined():
            standing.start()
            return True
        return False

    # --- whose move ------------------------------------------------------------------

    def between_hands(self) -> bool:
        return self.game.between_hands

    def time_up(self) -> bool:
        """Between hands, the next-hand key ends the match: its time-up is held (R8). A
        question only (it reads no clock and saves nothing; states and console lines ask
        it): the time-up is held where the clock is read, hold_time_up."""
        return self.in_play.ending is not None and not self.game.is_over

    def hold_time_up(self) -> bool:
        """Between hands with none held, a match by minutes whose time ran out as the scores
        are read holds its time-up now and saves it, as the shared keyboard's score screen
        does (R8): else a word is refused as if the next hand were due, and a host stopped
        and carried on gives the time back. Held where news comes to the host, once: as a
        seat's message comes (receive), as a screen opens or closes (connected), and by the
        server as a search's result comes and every second; a play held it as it ended the
        hand (in_play.apply). States and console lines built after it trust it (time_up). True
        when held just now: every seat and the console are to be told."""
        if self.game.is_over or not self.between_hands():
            return False
        return self.in_play.hold_ending()

    def computer_due(self) -> bool:
        """The host should play the current seat (a computer) now: it waits, as the clock
        does, until every person's seat has joined (not_joined)."""
        return self._computer_to_play() and not self.not_joined()

    def _computer_to_play(self) -> bool:
        """The current seat is a computer's, to play (whether or not the table waits)."""
        game = self.game
        return not game.is_over and not self.between_hands() and not self.is_person(game.current)

    def waiting_for(self) -> dict[str, Any] | None:
        """Who the table waits for: the seat to act, or (between rummy hands) anyone."""
        game = self.game
        if game.is_over:
            return None
        if self.between_hands():
            waiting = TIME_UP_WAITING if self.time_up() else between_waiting(self.part.round_word(game))
            return {"seat": None, "name": waiting, "connected": True, "computer": False}
        seat = game.current
        state = self.seats[seat]
        told: dict[str, Any] = {
            "seat": seat,
            "name": self.name(seat),
            "connected": state.token is None or state.connections > 0,
            "computer": not self.is_person(seat),
        }
        if told["computer"] and self.not_joined():
            # The computer waits for them (computer_due): the seats say so, not "is playing".
            told["after_joining"] = [self.name(other) for other in self.not_joined()]
        return told

    # --- what a seat is told -----------------------------------------------------------

    def usable_keys(self, seat: int) -> list[SeatKey]:
        game = self.game
        state = self.seats[seat]
        if not self.is_person(seat) or state.pending is not None or state.hinting is not None:
            return []
        if game.is_over:
            return [SeatKey.REVIEW, SeatKey.PLAY_AGAIN]
        if self.between_hands():  # the review so far, as the shared keyboard's score screen offers it
            return [SeatKey.NEXT_HAND, SeatKey.REVIEW]
        if game.current != seat:
            return []
        keys = self.part.usable(game, seat)
        return [key for key, ok in keys.items() if ok]

    def view(self, seat: int) -> Any:
        """What ``seat`` sees: the engine's view, its log with the table's notes in place."""
        return self._noted(self.game.view(seat))

    def _noted(self, view: Any, earlier: bool = False) -> Any:
        """``view`` with the table's notes in its log. One of an ``earlier`` position (the last
        hand's end, as the save replayed) gets only the notes written by then: a note of the
        hand played since (a hint) went at the end of that hand's log."""
        notes = [note for note in self.in_play.notes if note[0] <= len(view.log)] if earlier else self.in_play.notes
        return replace(view, log=tuple(with_notes(view.log, notes))) if notes else view

    # --- the table's answers ----------------------------------------------------------

    def _turn_moves_on(self, applied: bool) -> None:
        """After an action or an undo (``in_play`` calls it before it saves): a turn an
        applied action ended starts the next one's (session.ends_a_turn, the shared
        keyboard's rule). An undo ends no turn: the log's last action left is the one before
        the play taken back (often the last turn's end), not this seat's."""
        after = position_of(self.game)
        if not applied:
            # The turn goes on; a mark past the log's end (a host that took the game
            # mid-turn) stands at its end, as the notes do (notes_in_place).
            self._turn_began = min(self._turn_began, after.log_length)
            self._plays_from = min(self._plays_from, after.log_length)
        elif ends_a_turn(self._acting, self._between, after):
            self._turn_began = after.log_length
            self._said_a_turn(after.log_length)
        elif self._between:  # the next hand was dealt: its deal line is no play
            self._plays_from = after.log_length
        self._acting, self._between = after.current, after.between_hands

    def _said_a_turn(self, log_length: int) -> None:
        """The turn just ended, for the host's console: its lines of the engine log as one
        line (the hint notes are the table's own: the console says them as they come)."""
        lines = self.part.log_words(self.game.log[self._plays_from : log_length], self.game.rules)
        if lines:
            self.plays_to_say.append("; ".join(lines) + ".")
        self._plays_from = log_length

    def take_plays_to_say(self) -> list[str]:
        """The turns' lines for the host's console not said yet (taken: said once)."""
        said, self.plays_to_say = self.plays_to_say, []
        return said

    def ending_to_save(self) -> Ending | None:
        """The ending held, as the hosted save keeps it (store.HostedGame.saved.ending)."""
        return ending_to_save(self.game, self.in_play.ending)

    def say(
        self,
        seat: int,
        text: str,
        refusal: bool = False,
        kept_word: str | None = None,
        over_a_word: str | None = None,
        kind: str | None = None,
        on_it: tuple[str, str] | None = None,
    ) -> bool:
        """The answer to a seat's intent, sent with its next state; ``kept_word``: the word
        it sent, not played (refused, or sent a moment too early), to stay on its line,
        marked, as at the shared keyboard (WordEntry.keep_refused); ``over_a_word``: the
        answer for a screen with a word on its line, where it differs, and ``on_it``, for one
        whose line holds the word the answer types (that word, the answer); ``kind``: what the
        answer is, for the seat to act on (protocol.py: HINT_LOOKED_FOR, NOTHING_DONE)."""
        self.seats[seat].message, self.seats[seat].refusal = text, refusal
        self.seats[seat].kept_word, self.seats[seat].over_a_word = kept_word, over_a_word
        self.seats[seat].on_it = on_it
        self.seats[seat].answer_kind = kind
        return False

    def hint_looked_for(self, seat: int, meanwhile: bool = False, kept_word: str | None = None) -> bool:
        """The answer while ``seat``'s hint is looked for, and to an intent sent ``meanwhile``
        (``kept_word``: its word, kept on the line), in the table's words (LOOKING)."""
        return self.say(seat, f"{LOOKING} one moment." if meanwhile else LOOKING, kept_word=kept_word, kind=HINT_LOOKED_FOR)

    def apply(self, seat: int, action: Any, note: str = "") -> bool:
        draws = self.part.draws(action)  # a view is built for the hand only then (rummy's never do)
        before = self.game.view(seat).hand if draws else ()
        try:
            self.in_play.apply(action)  # the ending held decided again (R8), then saved
        except IllegalPlay as exc:
            return self.say(seat, exc.refusal.message, refusal=True)
        # Lit on the seat until its next play, as at the shared keyboard (app/cards_drawn.py).
        self.seats[seat].drawn = new_in_hand(before, self.game.view(seat).hand) if draws else []
        self.say(seat, note)
        return True

    def act_on(self, seat: int, outcome: TypedWordOutcome, shown: dict[str, Any] | None = None) -> bool:
        """Do what the game's part decided of a word ``seat`` typed (``shuffle_choice.answer``,
        ``rummy_choice.answer``: the shared keyboard acts on the same, ``TurnScreen.act_on``),
        its words plain; ``shown``: what the seat draws a list's lines from (``offer``)."""
        match outcome:
            case Refuse():
                return self.say(seat, outcome.message, refusal=True, kept_word=outcome.word)
            case PlayOne():
                return self.apply(seat, outcome.action, outcome.note)
            case AskFirst():
                asked = outcome
                afresh = {"afresh": True} if asked.afresh else None
                return self.ask_first(seat, asked.question, asked.detail, asked.yes, asked.action, asked.note, asked.word, afresh)
            case Offer():
                labels, actions, notes = list(outcome.labels), list(outcome.actions), list(outcome.notes)
                # What the seat's line says while the list is open, as TurnScreen.choose says it:
                # what it is for, or a hint whose play is one of its ways (the seat's line knows which).
                listed = {"asking": choosing_a_way(outcome.word), "hint_listed": self.hinted(seat) in actions}
                return self.offer(seat, outcome.title, labels, actions, notes, {**(shown or {}), **listed}, outcome.word)
            case _:
                assert_never(outcome)  # mypy: every outcome is acted on

    def offer(
        self,
        seat: int,
        title: str,
        labels: list[str],
        actions: list[Any],
        notes: list[str],
        shown: dict[str, Any] | None = None,
        word: str = "",
        cancelled: str = NOTHING_PLAYED,
    ) -> bool:
        """A list for the seat to pick from; ``shown``: what its game's seat part draws the
        lines from (only what the seat may see); ``word``: the word the seat sent, back on its
        line if it cancels; ``cancelled``: what Esc says, as at the shared keyboard (``choose``)."""
        pending = Pending(title, labels, actions, notes, cancelled=cancelled, shown=shown or {}, number=next(self._questions), word=word)
        self.seats[seat].pending = pending
        return False

    def ask_first(
        self, seat: int, question: str, detail: str, yes: str, action: Any, note: str, word: str = "", shown: dict[str, Any] | None = None
    ) -> bool:
        """Ask the seat before ``action`` (it ends the turn and cannot be taken back), as the
        shared keyboard asks; a choice of 0 does it, None keeps playing (``word`` back on the line).
        ``shown``: more for the seat, as a list's (rummy's ``"afresh"``)."""
        self.seats[seat].pending = Pending(
            question, [yes], [action], [note], detail, KEPT_PLAYING, number=next(self._questions), shown=shown or {}, word=word
        )
        return False

    # --- computer seats ----------------------------------------------------------------

    def computer_action(self) -> Any:
        """The current computer seat's next action (pure: the caller applies it)."""
        from wordcards.ai import choose_action
        from wordcards.engine.seeding import rng

        game = self.game
        seat = game.current
        return choose_action(game, seat, game.players[seat].computer, rng(game.seed, "computer", seat, len(game.actions)))

    def apply_computer(self, action: Any) -> bool:
        if not self.computer_due():
            return False
        self.in_play.apply(action)  # the engine checks it; a refusal here is a bug worth a traceback
        return True
