"""What the host's table says to the seats and its console in fixed words: its answers and
refusals, and the words between the hands of a game played in hands. Words only: no game
state, no Textual (the seats import them too)."""

from __future__ import annotations

from wordcards.app.ending import TIME_UP_LINE
from wordcards.engine.wording import and_list
from wordcards.saves import MAX_DRAFT

QUOTED_AT_MOST = 40  # the most of a word sent that a message or a seat's line is given back
# A review that failed on the host (its console says why): the seat's words, and how to ask
# again (Esc closes the review, w on the scores opens it; a failed one is not kept, so it is made anew).
REVIEW_FAILED = "The review could not be made (the host's window says why). Press Esc, then w, to try again."
DRAFT_NOT_UNDERSTOOD = (
    f"That word line was not understood (letters A-Z, at most {MAX_DRAFT}, and the number of actions it was typed after): "
    "nothing was kept."
)
STALE_ANSWER = "That list or question was answered on another screen of your seat: nothing was done."
LOOKING = "Looking for the best play..."  # the shared keyboard's words while a hint is found


def names_in_a_sentence(names: list[str]) -> str:
    """Names as a sentence says them: "Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    return and_list(names)


# --- between hands ------------------------------------------------------------------
# What the host and the seats say between the hands of a game played in hands (rummy), the
# same for any such game; its part names its round with ``round_word`` ("Hand"; "Deal",
# R9). Said only while the game's ``between_hands`` holds: a game of one hand (Shuffle)
# never says them here, though the Protocol has it give a round_word too (game_parts.py).


def between_line(round_word: str, time_up: bool = False) -> str:
    """What the table waits for between hands (the seat's status line); ``time_up``: Enter
    ends a timed match instead (R8), said as the shared keyboard's score screen says it."""
    return TIME_UP_LINE if time_up else f"The {round_word.lower()} is over: Enter deals the next one."


def between_refusal(round_word: str) -> str:
    """The host's answer to a play sent between hands."""
    return f"The {round_word.lower()} is over: deal the next one first (Enter)."


def between_waiting(round_word: str) -> str:
    """Whom the table waits for between hands (the host's console, the wire's waiting_for)."""
    return f"anyone to start the next {round_word.lower()} (Enter on a seat)"


def hand_started(starter: str, round_word: str, number: int, dealt: str) -> str:
    """The host's console as ``starter`` starts hand (or deal) ``number``: who started it,
    then the deal as every seat's log says it (``dealt``: "Hand 2: Ann deals, Bob plays
    first; ..."), that hand's number said once."""
    head = f"{round_word} {number}: "
    told = dealt.removeprefix(head)
    return f"{starter} started {round_word.lower()} {number}: {told}."


# Between hands once a timed match's time-up is held (R8): Enter ends the match, and the
# seats and the host say so, as the shared keyboard's score screen does (app/ending.py).
TIME_UP_REFUSAL = "The match's time is up: end it first (Enter)."
CLOCK_STARTED_LINE = "Everyone has joined: the match's clock starts now."
TIME_UP_WAITING = "anyone to end the match: its time is up (Enter on a seat)"


def stale_enter(round_word: str, time_up: bool = False) -> str:
    """The host's answer to Enter (or Ctrl+N) typed on a seat before its screen showed the
    hand over (stamped with an earlier number of actions): the scores are not skipped unread.
    "That key": both send the same key, so the host cannot tell which was pressed."""
    undone = "the match was not ended. Enter ends it" if time_up else "nothing was dealt. Enter deals the next one"
    return f"That key came before your screen showed the {round_word.lower()} over: {undone}."


STAMP_NOT_UNDERSTOOD = "That key came with a number of actions that is not a count: nothing was done."


def still_played(round_word: str, number: int) -> str:
    """The host's answer to Enter (or Ctrl+N) while a hand is played, in the engine's words for it."""
    return f"{round_word} {number} is still being played."
