"""Why a key on a seat's table does nothing now, and whether that is a refusal: the other
game's key, Ctrl+S before any breakdown, a turn key while the host looks for this seat's
hint, a turn key the host does not offer on this seat's turn (the shared keyboard's words),
a turn key while this seat cannot play (another's turn, between hands, the game over, no
host), and Enter then (the word on the line is kept, not sent) or a letter once the game is
over (no letter is kept then)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordcards.app.bindings import bindings_of
from wordcards.engine.players import possessive
from wordcards.remote.seat.host_state import host_busy, table_rules
from wordcards.remote.seat.key_bindings import key_action
from wordcards.remote.host_words import LOOKING, between_line

if TYPE_CHECKING:  # the app holds its idle keys: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp

OVER_AND_STOPPED = "The game is over, and the host has stopped. Ctrl+C leaves."
CONNECTING = "Connecting to the host"
GAME_OVER = "The game is over: Ctrl+S shows the score (N there plays again), Ctrl+C leaves."
ON_YOUR_TURN = "on your turn"


def kept_note(why: str, word: str, when: str = "") -> str:
    """What Enter says of ``word`` when it cannot be sent now (``why``: another's turn, no
    host; "" beside what to check, which says why): it stays typed, not sent, and Enter
    sends it ``when`` ("" when no turn is to come)."""
    kept = f"{why}: {word} is kept, not sent." if why else f"{word} is kept, not sent."
    return f"{kept} Enter sends it {when}." if when else kept


class SeatIdleKeys:
    def __init__(self, app: SeatApp) -> None:
        self.app = app
        # The word Enter kept before the host's first state: what to check while it cannot be
        # reached says it too (HostConnection.advice), or the next try's advice hid it.
        self.kept_unreached = ""

    def why_no_key(self, pressed: str) -> tuple[str, bool] | None:
        """What a key on the seat's table says when it does nothing now, and whether it is a
        refusal; None when it acts, or has nothing to say."""
        hint_pending = self.app.hint_asked and self.app.client is not None and not self.app.panels.covered()
        said = self.app.part.OTHER_GAME_KEYS.get(pressed) if self.app.part is not None else None
        if said:  # never works in this game, whoever's turn it is: not "Enter and your keys work on your turn"
            return said, False
        if (no_score := self._no_score_yet(pressed)) is not None:  # the host away: its note stays
            return (self.app.offline_typed(), True) if self.app.client is None else (no_score, False)
        if pressed in self.app.TURN_KEYS and hint_pending:
            return f"{LOOKING} one moment.", False
        if (why := self._idle_key(pressed)) is not None:
            return why, True
        return self._turn_key_not_now(pressed)

    def _no_score_yet(self, pressed: str) -> str | None:
        """Why Ctrl+S (the breakdown) does nothing: no game or hand is over yet to show (the
        footer hides it then); None for any other key, or once there is one."""
        state, part = self.app.state, self.app.part
        if state is None or part is None or self.app.scores.score_source() is not None:
            return None
        if not any(binding.action == "score" for binding in bindings_of(self.app.BINDINGS, pressed)):
            return None
        return part.no_score_yet(state["view"])

    def _idle_key(self, pressed: str) -> str | None:
        """Why a turn key the host offers none of now does nothing (its key hidden from the
        footer), on this seat's turn: the shared keyboard's words, from the view (the part's
        ``why_idle``); None for any other key or moment, or while the host is busy with this
        seat's request (a list or question of its own, or a hint coming), not refusing."""
        state = self.app.state
        if pressed not in self.app.TURN_KEYS or state is None or self.app.part is None:
            return None
        if not self.app.typing_open() or self.app.questions.asking is not None:
            return None
        offered = {key_action(key) for key in state.get("keys", ())}
        turn_actions = {binding.action for key in self.app.TURN_KEYS for binding in bindings_of(self.app.BINDINGS, key)}
        if host_busy(state, bool(offered & turn_actions)):
            return None
        # What the key sends (Ctrl+P: one of three passes, whichever the host offers).
        sends = [binding.action for binding in bindings_of(self.app.BINDINGS, pressed)]
        if offered & set(sends):
            return None
        return self.app.part.why_idle(state["view"], table_rules(state), pressed)

    def _turn_key_not_now(self, pressed: str) -> tuple[str, bool] | None:
        """A turn key of this seat's game the host does not offer, while this seat cannot play
        (another's turn, between hands, the game over, no host): what Enter says then ("It is
        Bob's turn: ..."), and whether it is a refusal. Ctrl+D,
        Ctrl+Y and Ctrl+G said nothing there."""
        state = self.app.state
        if state is None or pressed not in self.app.game_turn_keys() or self.app.typing_open():
            return None
        sends = {binding.action for binding in bindings_of(self.app.BINDINGS, pressed)}
        if self.app.client is not None and sends & {key_action(key) for key in state.get("keys", ())}:
            return None  # offered (an undo after a turn, say): the key acts
        return self.not_now()

    def not_now(self, kept: str = "") -> tuple[str, bool] | None:
        """Why Enter or a turn key does nothing while this seat cannot play (a letter too, once
        the game is over: no letter is kept then), and whether it is a refusal: None on its own
        turn (or with nothing to say). ``kept``: the word Enter left on the line, not sent: it
        waits there for this seat's turn."""
        state = self.app.state
        if state is None and kept:  # before the host's first state: no turn is known yet
            self.kept_unreached = kept
            return kept_note(CONNECTING, kept, ON_YOUR_TURN), True
        if state is not None and self.app.client is None and state["view"].outcome is None:
            return self.app.offline_typed(kept), True
        if state is None or self.app.questions.asking is not None or self.app.part is None:
            return None
        waiting = state.get("waiting_for")
        if waiting is None:  # the game is over
            return (OVER_AND_STOPPED if self.app.client is None else GAME_OVER), False
        if waiting["seat"] is None:  # between rummy hands: the status line says what comes
            return between_line(self.app.part.round_word(state["view"]), self.app.clock.time_up), False
        if waiting["seat"] != state["seat"]:
            whose = possessive(state["view"].seats[waiting["seat"]])
            if kept:
                return kept_note(f"It is {whose} turn", kept, ON_YOUR_TURN), True
            return f"It is {whose} turn: Enter and your keys work on your turn.", False
        return None
