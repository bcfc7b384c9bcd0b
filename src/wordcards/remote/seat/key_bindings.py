"""A seat's keys: the bindings of its app (what each key sends the host, or opens here),
the keys of a turn among them, and the footer's order of giving way."""

from __future__ import annotations

from textual.binding import Binding, BindingType

from wordcards.app.bindings import keys_of
from wordcards.app.ending import END_THE_MATCH
from wordcards.app.screens.footer_keys import GIVES_WAY
from wordcards.remote.keys import SeatKey


def key_action(key: SeatKey) -> str:
    """The binding's action that sends ``key`` (a Textual action string names it)."""
    return f"key({str(key)!r})"


# The footer's keys that give way, the shared keyboard's, with the seat's own action for
# Swap joker: at 64 columns with the deck empty the seat kept it and left out Hint.
# The last hand's scores (Ctrl+S, in the next hand) give way after F2: a turn keeps the
# shared keyboard's keys (its breakdown left open says Ctrl+S shows them again).
SEAT_GIVES_WAY = tuple(
    kept
    for action in GIVES_WAY
    for kept in ((key_action(SeatKey.SWAP_JOKER),) if action == "swap_joker" else (action, "score") if action == "toggle_theme" else (action,))
)


BINDINGS: list[BindingType] = [
    Binding("ctrl+e", key_action(SeatKey.END_TURN), "End turn"),
    # The host sends which of the three works now.
    Binding("ctrl+p", key_action(SeatKey.PASS_TURN), "Pass (draw 1)"),
    Binding("ctrl+p", key_action(SeatKey.PASS_EMPTY_DECK), "Pass (the deck is empty)"),
    Binding("ctrl+p", key_action(SeatKey.PASS_ENDS_GAME), "Pass (ends the game)"),
    Binding("ctrl+j", key_action(SeatKey.SWAP_JOKER), "Swap joker"),
    Binding("ctrl+d", key_action(SeatKey.DRAW_DECK), "Draw"),  # as the shared keyboard's: F2 fits at 80 columns
    # The shown keys work in a browser tab too (app/browser_keys.py: a browser keeps
    # Ctrl+T, Ctrl+N and Ctrl+Q); the old ones still work in a terminal.
    Binding("ctrl+y", key_action(SeatKey.TAKE_DISCARD), "Take discard"),
    Binding("ctrl+t", key_action(SeatKey.TAKE_DISCARD), "Take discard", show=False),
    # Enter deals, as on the shared keyboard's score screen: on the table or the
    # breakdown only (Enter closes the help). Before the word entry (a priority key),
    # which takes no word between hands and would only say so.
    Binding("enter", "deal_by_enter('hand')", "Next hand", priority=True),
    Binding("enter", "deal_by_enter('deal')", "Next deal", priority=True),  # where the match counts deals (R9)
    Binding("enter", "deal_by_enter('end')", END_THE_MATCH, priority=True),  # a timed match's time is up (R8)
    # Priority keys, as Enter: taken as typed, ahead of a state drawn meanwhile (StateDrawn),
    # not after the word line passed them back up (one dealt a hand whose end came unread).
    Binding("ctrl+n", key_action(SeatKey.NEXT_HAND), "Next hand", show=False, priority=True),
    Binding("ctrl+n", "next_deal", "Next deal", show=False, priority=True),
    Binding("ctrl+z", key_action(SeatKey.UNDO), "Undo"),
    Binding("ctrl+g", key_action(SeatKey.HINT), "Hint"),  # found by the host, for this seat only
    Binding("question_mark,f1", "help", "Help", key_display="?"),
    Binding("ctrl+r", "rules", "Rules"),
    # Shown, on this seat's turn too (it works there); a footer too narrow for it leaves
    # it out first (FittedFooter), so a turn keeps the shared keyboard's keys (Rules).
    Binding("f2", "toggle_theme", "Light/dark", key_display="F2"),
    Binding("ctrl+s", "score", "Score"),
    Binding("ctrl+c", "quit", "Leave", priority=True),
    Binding("ctrl+q", "quit", "Leave", show=False, priority=True),
]
ALL_KEYS = keys_of(BINDINGS)  # every key the seat binds: each says why it does nothing now, not "does nothing here"
# The keys of a turn: while the host looks for this seat's hint it offers none of them,
# and each says to wait, as Enter does, so no key goes unanswered.
TURN_KEYS = keys_of(
    binding
    for binding in Binding.make_bindings(BINDINGS)
    if binding.action in {key_action(key) for key in SeatKey if key not in (SeatKey.NEXT_HAND, SeatKey.REVIEW)}
)

TURN_KEY_OF = {key_action(key): key for key in SeatKey}  # the key each binding's action sends
