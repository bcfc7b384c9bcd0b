"""Why a Shuffle turn key does nothing now, read from the player's view: its key is hidden
from the footer then, and pressed it says why (silence reads as broken). One wording for the
shared keyboard (the turn screen) and a seat (remote/seat/parts/shuffle.py's ``why_idle``), which has
only the view and the ruleset the host sent; asked only for a key that does nothing now. No Textual here."""

from __future__ import annotations

from wordcards.engine.shuffle import EndTurn, Pass, ShuffleView
from wordcards.engine.shuffle.game import turn_end_refusal
from wordcards.engine.shuffle.plays import first_play_refusal
from wordcards.rulesets import ShuffleRules

NOTHING_TO_SWAP = "Nothing to swap: no joker on the table stands for a letter in your hand."
SWAP_AFTER_FIRST_PLAY = "Ctrl+J swaps after your first play."  # then the engine's S4 refusal: one line at 100 columns
NOTHING_TO_UNDO = "Nothing to take back: Ctrl+Z takes back this turn's plays; none made yet."  # one line at 80 columns


# The engine knows no keys: its refusals (S3) say what to do, and the app adds the key that
# does it (a newcomer looks for "pass" and misses "^p Pass" in the footer).
TURN_KEYS = (("pass instead", "pass instead with Ctrl+P"), ("end the turn instead", "end the turn with Ctrl+E instead"))


def with_turn_keys(message: str) -> str:
    """``message`` with the key of what it says to do instead: "pass instead with Ctrl+P"."""
    for said, with_key in TURN_KEYS:
        message = message.replace(said, with_key, 1)
    return message


def why_idle(view: ShuffleView, rules: ShuffleRules, key: str) -> str | None:
    """Ctrl+E before a play, Ctrl+P after one (S3), Ctrl+J with no joker to swap now (S10),
    Ctrl+Z with no play to take back; None for any other key, or once the game is over."""
    if view.is_over:
        return None
    if key in ("ctrl+e", "ctrl+p"):
        ending = EndTurn() if key == "ctrl+e" else Pass()
        refusal = turn_end_refusal(ending, bool(view.turn_plays), bool(view.deck_size), view.seats[view.current].name)
        return with_turn_keys(refusal.message) if refusal is not None else None
    if key == "ctrl+j":
        return why_no_swap(view, rules)
    if key == "ctrl+z" and not view.can_undo:  # else idle for another reason (the host busy): no wording fits
        return NOTHING_TO_UNDO
    return None


def why_no_swap(view: ShuffleView, rules: ShuffleRules) -> str | None:
    """Why Ctrl+J swaps nothing: no table joker stands for a letter held, or one does but the
    player's first play is not made (S4: a swap is refused then, in the engine's words); None
    when a swap is legal (the key idle for another reason: the host busy)."""
    held = {card.letter for card in view.hand if card.letter is not None}
    if not any(placed.card.is_joker and placed.letter in held for word in view.table for placed in word.placed):
        return NOTHING_TO_SWAP
    me = view.seats[view.seat]
    if me.first_play_made:
        return None
    refusal = first_play_refusal(rules.first_play_min.for_player(me.junior), me.name)
    return f"{SWAP_AFTER_FIRST_PLAY} {refusal.message}"
