"""The keys a seat may send, one vocabulary for both ends of the wire.

On the wire a key is its JSON string ("draw_deck"); in the code of the host (table.py and
each game's module) and of the seat (seat/app.py) it is a ``SeatKey``. Whatever a message
carries is read with ``parse_key``: a name that is no key is refused in words, never a
traceback. No Textual here: the host imports it too.
"""

from __future__ import annotations

from enum import StrEnum


class SeatKey(StrEnum):
    END_TURN = "end_turn"
    # A Shuffle pass is one of three keys, so that the seat's footer says what it does now
    # (their names are app/shuffle_pass.py's, which the shared keyboard uses too).
    PASS_TURN = "pass_turn"
    PASS_EMPTY_DECK = "pass_empty_deck"
    PASS_ENDS_GAME = "pass_ends_game"
    SWAP_JOKER = "swap_joker"
    DRAW_DECK = "draw_deck"
    TAKE_DISCARD = "take_discard"
    UNDO = "undo"
    HINT = "hint"  # the host looks for the best play, from this seat's view, and tells this seat only
    REVIEW = "review"  # after the game: what could this seat have played? (every hand is known then)
    NEXT_HAND = "next_hand"
    # After the game: this seat asks for another with the same seats and links ("asked":
    # false takes the ask back); the next game starts once every person has asked.
    PLAY_AGAIN = "play_again"


PASS_KEYS = (SeatKey.PASS_TURN, SeatKey.PASS_EMPTY_DECK, SeatKey.PASS_ENDS_GAME)
# The keys whose answer may be another seat's turn: a word a seat typed behind one waits for it.
ENDS_THE_TURN = (SeatKey.END_TURN, *PASS_KEYS)
MAX_SHOWN = 20  # an unknown key is quoted in the refusal, cut to this length


def parse_key(raw: object) -> SeatKey | None:
    """The key a message names; None when it names none (any JSON value may arrive)."""
    if not isinstance(raw, str):
        return None
    try:
        return SeatKey(raw)
    except ValueError:
        return None


def parse_keys(raw: object) -> list[SeatKey]:
    """The keys a state message offers, the ones this seat does not know left out (a newer
    host may offer a key this seat has no binding for)."""
    if not isinstance(raw, (list, tuple)):
        return []
    return [key for key in map(parse_key, raw) if key is not None]


def unknown_key(raw: object) -> str:
    """The refusal of a message that names no key (a seat of another version, or a bug)."""
    if isinstance(raw, str):
        return f"{raw[:MAX_SHOWN]!r} is not a key a seat can send: nothing was done."
    return "That key message named no key: nothing was done."
