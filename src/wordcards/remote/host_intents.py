"""What a seat's screen sends the host, handled: ``receive`` takes every message as it comes
(a time-up held first, the word line kept, a review closed), ``intent`` one intent (a typed
word, a key, a pick from a list or the answer to a question), each turned into the table's
answer or an engine action through the game's host part (``remote/host_parts/``). A part of
HostTable (table.py), which holds what it uses and applies, offers and says."""

from __future__ import annotations

from enum import Enum, auto
from typing import Any, Callable

from wordcards.app.game_in_play import GameInPlay
from wordcards.app.answer_words import TYPE_A_WORD, too_long
from wordcards.engine.log_line import joined
from wordcards.engine.players import possessive
from wordcards.quoting import quote, shorten_words
from wordcards.typed_text import a_to_z
from wordcards.remote.host_words import (
    QUOTED_AT_MOST,
    STALE_ANSWER,
    STAMP_NOT_UNDERSTOOD,
    TIME_UP_REFUSAL,
    between_refusal,
    hand_started,
    stale_enter,
    still_played,
)
from wordcards.remote.keys import SeatKey, parse_key, unknown_key
from wordcards.remote.protocol import DRAFT, NOTHING_DONE, REVIEW_CLOSED
from wordcards.remote.seat_state import SeatState


class Tell(Enum):
    """Whom the host tells after a message from a seat's screen (HostTable.receive)."""

    NOBODY = auto()  # a word line kept: it answers nothing
    SEAT = auto()  # that seat's answer, to its screens
    EVERY_SEAT = auto()  # news: the game changed, or a time-up was held as the message came


class TableIntents:
    """HostTable's handling of what a seat sends (the table's life, its answers and its
    actions applied, are table.py's)."""

    # What it uses of the table (table.py sets them).
    game: Any
    seats: list[SeatState]
    part: Any
    dealt: tuple[int, int] | None
    dealt_from: int | None
    hand_end: tuple[int, dict[int, Any]] | None
    in_play: GameInPlay
    plays_to_say: list[str]
    _save: Callable[[Any], None]
    say: Callable[..., bool]
    hint_looked_for: Callable[..., bool]
    apply: Callable[..., bool]
    name: Callable[[int], str]
    view: Callable[[int], Any]
    between_hands: Callable[[], bool]
    time_up: Callable[[], bool]
    hold_time_up: Callable[[], bool]
    usable_keys: Callable[[int], list[SeatKey]]
    review_closed: Callable[[int], None]
    keep_draft: Callable[[int, dict[str, Any]], bool]
    _review: Callable[[int, bool], bool]
    _hand_end_views: Callable[[Callable[[int], Any]], dict[int, Any]]
    _dealt_by: Callable[[int], None]
    ask_again: Callable[[int, bool, object], bool]

    def receive(self, seat: int, message: object) -> Tell:
        """A message from a screen of ``seat`` as it comes, taken as every host takes it (the
        server, and tools/fuzz_host.py): a time-up the clock says now is held first, so that
        between hands the message is answered by the clock as it is now and every seat is
        told, not only the one that typed (R8); then the word line is kept or the intent
        handled. Whom to tell: a state for every seat, for this one, or none."""
        held = self.hold_time_up()
        if isinstance(message, dict) and message.get("type") == REVIEW_CLOSED:
            if self.seats[seat].connections <= 1:  # else another screen of the seat may be reading it
                self.review_closed(seat)
            return Tell.EVERY_SEAT if held else Tell.NOBODY
        if isinstance(message, dict) and message.get("type") == DRAFT:
            refused = not self.keep_draft(seat, message)
            if held:
                return Tell.EVERY_SEAT
            return Tell.SEAT if refused else Tell.NOBODY
        return Tell.EVERY_SEAT if self.intent(seat, message) or held else Tell.SEAT

    def intent(self, seat: int, message: object) -> bool:
        """Handle one intent from a seat (as it comes: receive). True when the game changed."""
        state = self.seats[seat]
        state.said()
        if not isinstance(message, dict):
            return self.say(seat, "That message was not understood.", refusal=True)
        ident = message.get("id")
        if isinstance(ident, (int, str)) and not isinstance(ident, bool) and len(str(ident)) <= 40:
            state.reply_to = ident  # echoed so a seat can tell its answer from others' news
        kind = message.get("type")
        if state.hinting is not None and kind != "hello":  # as at the shared keyboard: the keys wait
            # A word sent meanwhile stays on the seat's line, as the shared keyboard's does.
            word = message.get("word") if kind == "word" else None
            kept = word.strip().upper() if isinstance(word, str) and a_to_z(word.strip()) else None
            return self.hint_looked_for(seat, True, kept[:QUOTED_AT_MOST] if kept else None)
        if kind == "choice":
            return self._choice(seat, message.get("index"), message.get("ask"))
        if state.pending is not None:
            return self.say(seat, "Answer the question on your screen first (Esc cancels it).", refusal=True)
        if kind == "word":
            word = message.get("word")
            if not isinstance(word, str):
                return self.say(seat, "Type a word of letters, then press Enter.", refusal=True)
            return self._word(seat, word.strip())
        if kind == "key":
            return self._key(seat, message.get("key"), message)
        if kind == "hello":
            return False
        return self.say(seat, "That message was not understood.", refusal=True)

    def _not_your_turn(self, seat: int) -> str | None:
        game = self.game
        if game.is_over:
            return "The game is over."
        if self.between_hands():
            return TIME_UP_REFUSAL if self.time_up() else between_refusal(self.part.round_word(game))
        if game.current != seat:
            return f"It is {possessive(self.game.players[game.current])} turn."
        return None

    def _choice(self, seat: int, index: object, ask: object = None) -> bool:
        """A pick from the list, or the answer to the question, ``ask`` names (a seat of an
        older version names none). Another screen of the seat may have answered it and
        asked for something else meanwhile (a discard in place of a meld): a pick meant for
        the old list must not be taken from the new one."""
        pending = self.seats[seat].pending
        if pending is None:
            return self.say(seat, "There is no list to pick from now.", refusal=True)
        if ask is not None and ask != pending.number:
            return self.say(seat, STALE_ANSWER, refusal=True)
        if index is None:
            self.seats[seat].pending = None
            # A discard's letter ("afresh") is not put back, as at the shared keyboard (RummyTurnScreen.put_back).
            kept = None if pending.shown.get("afresh") else pending.word or None
            return self.say(seat, pending.cancelled, kept_word=kept, kind=NOTHING_DONE)
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(pending.actions):
            return self.say(seat, "Pick a line of the list.", refusal=True)
        self.seats[seat].pending = None
        return self.apply(seat, pending.actions[index], pending.notes[index])

    def _word(self, seat: int, word: str) -> bool:
        busy = self._not_your_turn(seat)
        if busy:
            return self.say(seat, busy, refusal=True)
        if not word:
            return self.say(seat, TYPE_A_WORD)
        if not a_to_z(word):
            return self.say(seat, f"{quote(word, QUOTED_AT_MOST)}: a word is made of the letters A-Z only.", refusal=True)
        # The longest the seat's line takes (a seat of now never sends longer): the same refusal.
        longest, why = self.part.longest_word(self.game.rules, len(self.game.players))
        if len(word) > longest:
            shown = shorten_words(word.upper(), QUOTED_AT_MOST)
            return self.say(seat, f"{too_long(longest, why)}: {shown} was not played.", refusal=True)
        return bool(self.part.word(self, seat, word.upper()))

    def _key(self, seat: int, raw: object, message: dict[str, Any]) -> bool:
        key = parse_key(raw)
        if key is None:
            return self.say(seat, unknown_key(raw), refusal=True)
        if key is SeatKey.PLAY_AGAIN:  # either game's, once it is over
            return self.ask_again(seat, message.get("asked") is not False, message.get("game"))
        if key not in self.part.KEYS:
            return self.say(seat, "That key does nothing in this game.", refusal=True)
        if key is SeatKey.REVIEW:
            return self._review(seat, message.get("progress") is True)
        if key is SeatKey.NEXT_HAND:
            if not self.between_hands():
                return self._enter_in_hand(seat, message.get("actions"))
            # Stamped with the number of actions of the state the seat's screen showed (a
            # seat of an older version sends none: its Enter deals as before). Typed before
            # the hand's end was shown (an Enter typed ahead of it), it would skip the scores
            # unread for the whole table.
            seen = message.get("actions")
            if seen is not None and (not isinstance(seen, int) or isinstance(seen, bool)):
                return self.say(seat, STAMP_NOT_UNDERSTOOD, refusal=True)
            if seen is not None and seen != len(self.game.actions):
                return self.say(seat, stale_enter(self.part.round_word(self.game), self.time_up()), refusal=True)
            # The end of a timed match decided as the hand ended (R8), else the next hand (or
            # the end, if the time ran out while the table looked at the scores).
            action = self.in_play.ending
            missed: dict[int, dict[str, Any]] = {}
            ended: tuple[int, dict[int, Any]] | None = None
            dealing = action is None
            if action is None:
                (action,) = self.game.legal_actions()
                ended = self.game.hand_number, self._hand_end_views(self.view)  # read before the deal, kept only once it is made
                missed = {seat: {"hand": ended[0], "view": view} for seat, view in ended[1].items() if not self.seats[seat].saw_hand_end}
            dealt_from, log_from = len(self.game.actions), len(self.game.log)
            if not self.apply(seat, action):
                return False
            self.dealt_from = dealt_from if dealing else None
            if dealing:
                self.hand_end = ended  # answers of the hand that is over are dropped only once the deal is made
                for other, state in enumerate(self.seats):
                    if other != seat:  # the dealer's answer is apply's own, just said
                        state.hand_dealt()
            for away, scores in missed.items():
                self.seats[away].missed_scores = scores
            self._dealt_by(seat)
            if dealing:  # the console says it as the seats' logs do: the deal is no one's turn (_turn_moves_on)
                dealt = "; ".join(self.part.log_words(self.game.log[log_from:], self.game.rules))
                self.plays_to_say.append(hand_started(self.name(seat), self.part.round_word(self.game), self.game.hand_number, dealt))
            self._save(self.game)  # again, with who dealt and the scores kept (known once the deal is made)
            return True
        busy = self._not_your_turn(seat)
        if busy:
            return self.say(seat, busy, refusal=True)
        if key not in self.usable_keys(seat):
            return self.say(seat, "That key does nothing now.", refusal=True)
        game = self.game
        if key is SeatKey.HINT:
            self.seats[seat].hinting = game.actions
            return self.hint_looked_for(seat)
        if key is SeatKey.UNDO:
            undone = self.in_play.undo()  # the notes kept in place, as the shared keyboard's undo
            # A guard only: undo takes back a play, which already put the lit cards out
            # (HostTable.apply); nothing is lit after it, as after the shared keyboard's undo.
            self.seats[seat].drawn = []
            # Which play, as the shared keyboard says it: after a few plays "the last play"
            # leaves the player to work it out (the game is back where it was made). Joined:
            # its jokers stay known, for the seat to mark as played.
            self.say(seat, joined("Taken back: ", self.part.taken_back(game, undone), "."), kept_word=self.part.typed_word(undone) or None)
            return True
        return bool(self.part.key(self, seat, key))

    def _enter_in_hand(self, seat: int, seen: object) -> bool:
        """Enter (or Ctrl+N) while a hand is played. Stamped with the hand over the deal was
        made from, it came straight after that deal: a double tap says nothing, and one a
        moment after another seat's says who started the hand ("Hand 4 is still being
        played." read as odd right after the deal it caused)."""
        round_word, number = self.part.round_word(self.game), self.game.hand_number
        just_dealt = self.dealt is not None and self.dealt[1] == number
        if just_dealt and self.dealt is not None and isinstance(seen, int) and not isinstance(seen, bool) and seen == self.dealt_from:
            dealer = self.dealt[0]
            return False if dealer == seat else self.say(seat, f"{self.name(dealer)} had already started {round_word.lower()} {number}.")
        return self.say(seat, still_played(round_word, number), refusal=True)
