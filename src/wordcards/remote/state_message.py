"""The one message that tells a seat about the game: ``state_message(table, seat)``, built
from ``table.view(seat)`` (its own hand, never another's, and no deck order), with which keys
work for that seat now, whom the table waits for, its answer and its open list or question.
The host's table (table.py) sends nothing else about the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wordcards.app.cards_drawn import positions_in
from wordcards.app.hint_typing import A_LETTER
from wordcards.engine.record import rules_to_dict
from wordcards.remote.codec import encode
from wordcards.remote.protocol import PROTOCOL

if TYPE_CHECKING:
    from wordcards.remote.table import HostTable


def state_message(table: HostTable, seat: int) -> dict[str, Any]:
    """The state message for ``seat``. Built to be sent: between hands it marks the seat as
    having seen the hand's end (a screen of it shows the scores)."""
    game = table.game
    state = table.seats[seat]
    view = table.view(seat)
    message: dict[str, Any] = {
        "type": "state",
        "protocol": PROTOCOL,  # a seat refuses a host that names none (protocol.py)
        "seat": seat,
        "game": table.kind,
        "actions": len(game.actions),
        "rules": rules_to_dict(game.rules),
        "view": encode(view),
        "keys": table.usable_keys(seat),
        # The keys wait for the host on this seat's request (its list or question open, its
        # hint looked for), not refused: the seat's idle keys say nothing then.
        "busy": state.pending is not None or state.hinting is not None,
        "waiting_for": table.waiting_for(),
        "connected": [s.token is None or s.connections > 0 for s in table.seats],
        # How many screens have this seat open: a second one is shown to the seat's
        # screens (a link passed on lets someone sit in a seat unnoticed otherwise).
        "screens": state.connections,
        "resume": table.resume,
        # The game's number in the evening: a seat tells the next game by it (play again).
        "game_number": table.game_number,
    }
    if game.is_over:  # who asked to play again, who is still to, and who plays first then
        message["again"] = table.again_to_send()
    if table.evening or game.is_over:  # games won tonight, the one over included (S15)
        message["evening"] = table.scoreboard()
    if table.standing is not None and table.standing.stands:
        message["clock_stands"] = True  # the seat's clock does not run on by itself yet (R8)
        # Whom it waits for, said on the seat's line ("3:00 left from when Bob joins"): not
        # this seat, whose screen is open as it reads it.
        message["clock_waits_for"] = [table.name(other) for other in table.not_joined() if other != seat]
    if table.between_hands():
        state.saw_hand_end = True  # built to be sent: a screen of this seat shows the scores
    elif not game.is_over:
        if state.missed_scores is not None:
            message["missed_scores"] = state.missed_scores
        elif state.last_scores_due and (last := table.last_scores(seat)) is not None:
            message["last_scores"] = last
        if table.dealt is not None and table.dealt[1] == game.hand_number:
            message["dealt_by"] = table.dealt[0]
    if table.time_up():
        # Enter ends the match (R8): the seat words its breakdown, status line and key
        # so. A seat of before it reads nothing of it (its Enter still ends the match).
        message["time_up"] = True
    if state.drawn and (lit := positions_in(view.hand, state.drawn)):
        message["drawn"] = lit  # this seat's own cards, by place in its hand (the view's)
    if state.reply_to is not None:
        message["reply_to"] = state.reply_to
    if state.message is not None:
        # Its words (and a list's lines, below) that name a Shuffle joker go as the log's lines
        # do, with the jokers' places (codec.py): the seat marks them as the shared keyboard.
        message["message"] = {"text": encode(state.message), "refusal": state.refusal}
        if state.kept_word is not None:
            message["message"]["word"] = state.kept_word
        if state.over_a_word is not None:
            message["message"]["over_a_word"] = encode(state.over_a_word)
        if state.on_it is not None:
            message["message"]["on_it"] = {"word": state.on_it[0], "text": encode(state.on_it[1])}
        if state.on_it is not None and state.on_it[0] == A_LETTER and game.current == seat:
            # A rummy hint that says "type its letter": what Enter does with each letter held,
            # so the seat says it over one typed, as the shared keyboard (a_letter_typed). Its
            # own turn only: the counts are of the hand to act, never another player's.
            message["message"]["discard_counts"] = table.part.discards_held(game)
        if state.answer_kind is not None:
            message["message"]["kind"] = state.answer_kind
    if state.review_out is not None:
        message["review"] = state.review_out  # this seat's own turns only
    draft = table.draft_for(seat)
    if draft is not None:
        message["draft"] = draft
    pending = state.pending
    if pending is not None and pending.detail is not None:
        message["confirm"] = {
            **pending.shown,
            "ask": pending.number,
            "question": pending.title,
            "detail": pending.detail,
            "yes": pending.labels[0],
            "notation": pending.actions[0].notation(),  # this seat's own play
        }
    elif pending is not None:
        message["choose"] = {
            **pending.shown,
            "ask": pending.number,
            "title": pending.title,
            "options": encode(pending.labels),
            "notations": [action.notation() for action in pending.actions],  # this seat's own plays
        }
    if pending is not None and pending.word:  # what the list is about: the line of each screen shows it
        message["choose" if "choose" in message else "confirm"]["word"] = pending.word
    return message
