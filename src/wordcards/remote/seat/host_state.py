"""What a state from the host says, read by a seat: no Textual, no clock of its own (a seat's
clock is given). The seat's app asks these as each state comes and as its screens are drawn.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple, TypeGuard

from wordcards.engine.letters import hand_letters, letters_short
from wordcards.engine.record import rules_from_dict
from wordcards.remote.game_parts import seat_part

if TYPE_CHECKING:
    from wordcards.remote.game_parts import AnySeatPart


def saved_note(state: dict[str, Any] | None, stopped: bool = False) -> str | None:
    """What a seat can say of an unfinished game when the host is out of reach (killed, or
    a network down: a seat cannot tell which; ``stopped``: the host said it stopped): the
    host saves it after every play, before it tells the seats, so nothing played is lost;
    and how the host carries it on, as the host's own terminal types it (``resume`` in
    each state)."""
    if state is None or state["view"].outcome is not None:
        return None
    resume = state.get("resume") or "wordcards host --resume"  # a host of an older version names none
    if stopped:  # the status line says the game is saved
        return f"To carry it on, the host runs '{resume}' on its machine."
    return f"The game is saved up to the last play: if the host stopped, '{resume}' on its machine carries it on."


def time_up_held(state: dict[str, Any]) -> bool:
    """The host holds a timed match's time-up (R8): Enter ends the match, as the shared
    keyboard's score screen says. Believed only of a match by minutes still going on (its
    view has a clock); a host of before says nothing of it (its seats said "Next hand")."""
    view = state["view"]
    return state.get("time_up") is True and view.outcome is None and getattr(view, "clock", None) is not None


def time_ran_out_between_hands(state: dict[str, Any], clock_now: Any) -> bool:
    """A hand ended with time left and the match's minutes ran out as the table read the
    scores (R8): the host holds no ending then, and sends nothing, but its next-hand key ends
    the match (the engine's one action there is a time-up). ``clock_now``: the view's clock
    run on by the seat since the state came."""
    waiting, view = state.get("waiting_for"), state["view"]
    between = waiting is not None and waiting["seat"] is None and view.outcome is None
    return between and clock_now is not None and clock_now.elapsed_seconds >= clock_now.limit_seconds


def host_busy(state: dict[str, Any], turn_keys_offered: bool) -> bool:
    """The host is busy with this seat's request (its list or question open, its hint looked
    for): the turn's keys wait, not refused. The host says so (``busy``); one of before says
    nothing, and is taken as busy when it asks or offers no turn key (``turn_keys_offered``:
    its turn offers Hint whenever it is not busy)."""
    busy = state.get("busy")
    if isinstance(busy, bool):
        return busy
    return bool(state.get("choose") or state.get("confirm")) or not turn_keys_offered


def table_rules(state: dict[str, Any]) -> Any:
    """The ruleset the host plays with, from a state message."""
    return rules_from_dict(state["game"], state["rules"])


def game_part(state: dict[str, Any]) -> AnySeatPart:
    """The seat part of the game a state message is of (remote/game_parts.py): what draws
    it, as the app's ``part`` once a state is drawn, known with no state drawn yet."""
    return seat_part(state["game"])


def whose_turn(state: dict[str, Any]) -> object:
    """Whose turn a state is at: a seat, None between rummy hands, "over" at the end."""
    waiting = state.get("waiting_for")
    return "over" if waiting is None else waiting["seat"]


def mine(state: dict[str, Any] | None) -> TypeGuard[dict[str, Any]]:
    """``state`` is at the turn of the seat it was sent to (False with no state yet)."""
    return state is not None and whose_turn(state) == state["seat"]


class StaleReasons(NamedTuple):
    """Why a word typed on a screen of a seat no longer fits the game, in the words of how
    the screen learnt it: the turn is over, letters it needs went from the hand, table words
    it may draw on (Shuffle, S6-S8) changed, or a new hand was dealt (rummy; ``{round}``: the
    game's part's round_word, "hand" or "deal")."""

    turn: str
    hand: str
    table: str
    # Only Next hand deals: news that cannot follow it (a pick) keeps this plain wording.
    dealt: str = "a new {round} was dealt"


# Another screen of the seat acted, and the host marked the news (``another_screen``).
BY_ANOTHER_SCREEN = StaleReasons(
    "another screen of your seat ended your turn",
    "another screen of your seat used letters it needs from your hand",
    "another screen of your seat changed the table words it may need",
    "another screen of your seat started a new {round}",
)
# This screen picked the way for a word another screen of the seat sent (or answered the
# question before its discard): its own line's word was never sent, and goes as if that
# screen had played (short: a longer wording ran past the message line at 80x24, after the
# play's own). A pick deals no hand (only Next hand does): no reason of a deal of its own.
PICKED_FOR_ANOTHER_SCREEN = StaleReasons(
    "the way picked here ended your turn",
    "the way picked here used letters it needs from your hand",
    "the way picked here changed the table words it may need",
)
ANSWERED_FOR_ANOTHER_SCREEN = StaleReasons(
    "the answer given here ended your turn",
    "the answer given here used letters it needs from your hand",
    "the answer given here changed the table words it may need",
)
# The game moved on while this screen was disconnected (its link dropped, the host away): the
# first state of the new connection bears no mark, and whose play it was is not told (most
# often the seat's other screen; a play this screen sent as the link dropped; other seats').
WHILE_DISCONNECTED = StaleReasons(
    "your turn ended while this screen was disconnected",
    "letters it needs were played from your hand while this screen was disconnected",
    "the table words it may need changed while this screen was disconnected",
    "a new {round} began while this screen was disconnected",
)


def asked_word(state: dict[str, Any]) -> str:
    """The word the list or question ``state`` asks about ("" when none, or a host of before)."""
    asked = state.get("choose") or state.get("confirm") or {}
    word = asked.get("word")
    return word if isinstance(word, str) else ""


def grown_from(typed: str, word: str) -> bool:
    """``word`` is ``typed`` with letters added at its end (PLIE -> PLIED, SEA -> SEAT); letters
    merely in order inside it (AT in PLATE, PIED in PLIED) are another word, judged as stale or not."""
    return bool(typed) and word.startswith(typed)


def stale_word(
    word: str, before: dict[str, Any], after: dict[str, Any], part: AnySeatPart, reasons: StaleReasons = BY_ANOTHER_SCREEN
) -> str | None:
    """Why ``word``, typed on one screen of a seat, no longer fits the game once the game moved
    on without that screen (``before`` and ``after`` its states; ``part``: the game's part of
    remote play), or None when it still may: the turn is no longer the seat's; the action took
    from the hand letters it needs; or it needs more letters than the hand holds and a table
    word it may draw them from changed or went (the game's part says which it may: Shuffle's
    S6-S8; rummy's words are from the hand only, R5). A draw only adds to the hand: a rummy
    word typed before it stays; a Shuffle word stays over a table word added or changed that
    it could not draw on, and while it still extends a table word with the hand's cards. A
    word typed in a hand since over goes, whatever the new hand holds: it was typed for cards
    scored and dealt anew, not for these."""
    old, new = before["view"], after["view"]
    if part.hand_of(new) != part.hand_of(old):
        return reasons.dealt.format(round=part.round_word(new).lower())
    if not mine(after):
        return reasons.turn
    if part.extends_a_table_word(word, new):  # a way the seat can tell is left, whatever went
        return None
    need = Counter(word)
    short_before, short_after = (letters_short(need, *hand_letters(view.hand)) for view in (old, new))
    if short_after > short_before:
        return reasons.hand
    if short_before and part.table_changed_for(word, old, new, table_rules(after)):
        return reasons.table
    return None


def review_turns(result: dict[str, Any]) -> list[Any] | str:
    """The turns of a review from the host, or why there are none (its error, or a review
    this seat cannot read: a host of another version)."""
    from wordcards.ai.adviser import TurnReview

    if "error" in result:
        return str(result["error"])
    try:
        return [TurnReview(**turn_fields(turn)) for turn in result["turns"]]
    except (KeyError, TypeError, AttributeError):
        return "The host's review could not be read (a host of another version?)."


# Keys a reviewed turn must bring: TurnReview's default would read as the host's answer
# ("not clear", "not won"), where a host that sent none gave no answer.
REQUIRED_TURN_KEYS = ("expert_clear_found", "won")


def turn_fields(turn: dict[str, Any]) -> dict[str, Any]:
    """A reviewed turn as the wire brings it, its lists back to the tuples TurnReview holds
    (KeyError where it lacks a key of REQUIRED_TURN_KEYS: a malformed review)."""
    for key in REQUIRED_TURN_KEYS:
        if key not in turn:
            raise KeyError(key)
    return {key: tuple(value) if isinstance(value, list) else value for key, value in turn.items()}
