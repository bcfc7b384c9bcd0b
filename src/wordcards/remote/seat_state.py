"""What the host's table keeps for each seat: its connections, the answer to its last intent,
the list or question it must answer (Pending), its hint and review under way, and the
scores kept for it. Bookkeeping only: the table (table.py) decides what changes it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from wordcards.app.answer_words import NOTHING_PLAYED


@dataclass
class Pending:
    """A list a seat must pick from (several ways to play one word), or a question it must
    answer before an action that cannot be taken back (``detail`` set: one action, asked
    as the shared keyboard asks it; Enter is the pick of that action, Esc cancels)."""

    title: str
    labels: list[str]
    actions: list[Any]
    notes: list[str]
    detail: str | None = None
    cancelled: str = NOTHING_PLAYED  # said when the seat cancels
    # Which question this is (counted by the table, sent as "ask"): an answer that names
    # another was meant for a question no longer asked (see HostTable._choice).
    number: int = 0
    # What the game's seat part needs to draw the lines as the shared keyboard does (JSON
    # ready, from this seat's own view only): Shuffle's points, rummy's cards.
    shown: dict[str, Any] = field(default_factory=dict)
    # The word the seat sent: back on its line when the seat cancels, as at the shared keyboard.
    word: str = ""


@dataclass
class SeatState:
    token: str | None  # None: a computer seat, played by the host
    connections: int = 0
    joined: bool = False  # a screen has opened it since the host started
    quiet_since: float | None = None  # when its last connection closed (None: connected or never)
    message: str | None = None  # the answer to its last intent
    refusal: bool = False
    kept_word: str | None = None  # a word sent and not played (refused, or too early), for the seat's line
    # The answer as said to a screen with a word on its line, where it differs (a discard
    # hint says Esc first): the host does not see the line, the seat picks.
    over_a_word: str | None = None
    on_it: tuple[str, str] | None = None  # and for a line holding the word it types (that word, the answer)
    answer_kind: str | None = None  # what the answer is, for the seat to act on (protocol.py's kinds)
    pending: Pending | None = None
    # The cards its last action drew (Shuffle's end of turn or pass), lit on its screen until
    # its next play, as at the shared keyboard: only it is told (state_message), by place.
    drawn: list[Any] = field(default_factory=list)
    reply_to: int | str | None = None  # the id of the intent the next state answers
    # A hint being looked for: the game's actions when it was asked (the seat's keys wait
    # for it, so the game does not change under the search), and whether the host has
    # started the search yet.
    hinting: tuple[Any, ...] | None = None
    hint_started: bool = False
    # The last hint told (the game's actions it is for, its words, those over a word on the
    # line): said once, so a screen that opens the seat again on that position is told it
    # again (the same actions, as ``hinted``: the same count may be another position).
    hint_told: tuple[tuple[Any, ...], str, str | None, tuple[str, str] | None] | None = None
    # The play the last hint told named, with the game's actions then: the list of ways to
    # play a word marks it while the game is there (the same actions: the same position).
    hinted: tuple[tuple[Any, ...], Any] | None = None
    # At the end of the game or of a rummy hand, "What could I have played?" (w): the number
    # of actions it was asked at, that of the review being made (None: none), whether the
    # seat reads progress messages meanwhile, and the answer for its next state (sent once).
    reviewing: int | None = None
    review_started: int | None = None
    review_progress: bool = False
    review_out: dict[str, Any] | None = None
    # A state of the hand just over went to a screen of this seat (its scores were shown).
    saw_hand_end: bool = False
    # The last hand's end as this seat's view had it, kept when another seat dealt the next
    # hand while no screen of this one was open: shown once when it comes back (sent once).
    missed_scores: dict[str, Any] | None = None
    # A screen opened this seat: its next state brings the last hand's end (``last_scores``)
    # for Ctrl+S, which a screen opened in the next hand has not else (it lives in the screen).
    last_scores_due: bool = False

    def into_the_next_game(self) -> SeatState:
        """This seat as the table plays again: its token (so its link) and its screens open
        kept, nothing of the game over. Joined only with a screen open now: one who asked and
        then left is waited for, as a first game waits for everyone (the computers, a match's
        clock)."""
        return SeatState(
            token=self.token, connections=self.connections, joined=self.connections > 0, quiet_since=self.quiet_since
        )

    def said(self) -> None:
        """The answer was sent: it is said once."""
        self.message, self.refusal, self.reply_to, self.kept_word = None, False, None, None
        self.over_a_word, self.on_it, self.answer_kind = None, None, None
        self.review_out = None
        self.missed_scores = None

    def hand_dealt(self) -> None:
        """A new hand was dealt: an answer not yet sent (its screen was away) spoke of the
        hand that is over ("You discarded X", a word kept for its line); it is not carried
        into the next one. The id it answers stays: the screen still waits for it."""
        self.message, self.refusal, self.kept_word, self.over_a_word, self.on_it = None, False, None, None, None
        self.answer_kind = None
