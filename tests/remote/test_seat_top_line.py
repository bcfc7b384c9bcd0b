"""A seat's top line says what the shared keyboard's says (docs/playing.md: "a remote seat's
says the same, "Your turn" on its own"): the game, its scoring, its length, and on the seat's
own turn what to do next, in the keyboard's words; fitted as the keyboard fits its own (the
game's name goes first, then the scoring). Whose seat it is, the players panel says."""

from __future__ import annotations

from typing import Any

import pytest
from remote_support import as_received
from test_rummy_discard import match_in_play

from wordcards.engine.players import Player
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.host_state import game_part
from wordcards.remote.seat.status import status_line
from wordcards.remote.table import HostTable


def _line(state: dict[str, Any], width: int) -> str:
    return status_line(state, game_part(state), state["view"], False, width).plain


def _table(**length: Any) -> HostTable:
    """Ann to draw, in the first hand (or deal) of a match of Ann and Bob."""
    return HostTable(match_in_play("Ab Tb Xb", "Eg Ng Rb", phase="draw", **length), ["ann", "bob"])


def test_a_standard_seat_says_its_scoring_and_what_to_do_next_at_80_columns():
    """It read "to 150 points · hand 1/25 · Ann's seat   Your turn.": no scoring, no phase,
    where the keyboard says "Word Rummy · standard · to 150 · hand 1/25   Ann's turn · draw a
    card". The seat says the same, "Your turn" for "Ann's turn", and names no seat."""
    table = _table()
    assert _line(as_received(table, 0), 80) == "Word Rummy · standard · to 150 · hand 1/25   Your turn · draw a card"
    assert _line(as_received(table, 1), 80) == "Word Rummy · standard · to 150 · hand 1/25   Ann is away."
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    assert _line(as_received(table, 0), 80) == "Word Rummy · standard · to 150 · hand 1/25   Your turn · meld, then discard"


def test_a_seat_names_the_game_where_the_keyboard_does():
    table = _table()
    whole = "Word Rummy · standard · to 150 points · hand 1 of at most 25   Your turn · draw a card"
    assert _line(as_received(table, 0), 100) == whole
    assert _line(as_received(table, 0), 120) == whole


@pytest.mark.parametrize(
    ("variant", "length", "width", "said"),
    [
        ("inverse", {"deals": 5}, 80, "Word Rummy · inverse · deal 1 of 5   Your turn · draw a card"),
        ("inverse", {"deals": 5}, 100, "Word Rummy · inverse · deal 1 of 5   Your turn · draw a card"),
        ("advanced", {"hands": 5}, 80, "Word Rummy · advanced · hand 1 of 5   Your turn · draw a card"),
    ],
)
def test_inverse_and_advanced_seats_say_the_same(variant, length, width, said):
    """Inverse read "inverse · deal 1 of 5 · Ann's seat   Your turn.": no phase."""
    assert _line(as_received(_table(variant=variant, **length), 0), width) == said


def test_at_64_columns_the_seat_keeps_what_to_do_next_as_the_keyboard_does():
    """It read "Your turn.   Ann's seat · standard · to 150 points · hand 1/25" beside the
    keyboard's "Ann's turn · draw a card   to 150 points · hand 1/25": its own name cost the
    phase. Without it the seat keeps the keyboard's parts, in its order."""
    assert _line(as_received(_table(), 0), 64) == "Your turn · draw a card   to 150 points · hand 1/25"


@pytest.mark.parametrize("width", [66, 70, 72, 74])
def test_one_width_gives_the_line_one_shape_all_turn(width):
    """At 70 columns "Your turn · draw a card   Ann's seat · standard · to 150 · hand 1/25"
    became "Your turn.   Ann's seat · Word Rummy · standard · ..." once she drew: the fit was
    measured against the phase's note only, and the titled form came back with the note
    dropped. As the keyboard's line, it is fitted for the longest note any phase brings."""
    table = _table()
    drawing = _line(as_received(table, 0), width)
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    melding = _line(as_received(table, 0), width)
    assert drawing.startswith("Your turn") and melding.startswith("Your turn")  # narrow: the news first
    assert drawing.split("   ", 1)[1] == melding.split("   ", 1)[1]  # the seat and the match, alike
    assert "Word Rummy" not in melding  # the titled form does not come back once the note is left out


@pytest.mark.parametrize("width", [64, 66, 68])
def test_a_shuffle_seat_with_a_long_name_keeps_the_deck_short(width):
    """The same change gave "Annabelle-Marie's seat · Shuffle · deck 58" at 64-68 columns,
    and "Deck 58" again at 70 (a wider terminal showed less). The seat keeps the keyboard's
    head, which "Annabelle-Marie's turn" keeps short there, and on to 72 columns."""
    from remote_support import shared_words

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player("Annabelle-Marie"), Player("Bob")), 10)
    state = as_received(HostTable(game, ["ann", "bob"]), 0)
    assert _line(state, width) == "Deck 58   Your turn · first: 4+ letters from hand"
    assert _line(state, 72) == "Deck 58   Your turn · first: 4+ letters from hand"


def test_a_computer_opponent_is_not_measured_as_a_person_not_connected():
    """The fit allowed for "Waiting for Bit (easy) (not connected).", which a computer seat
    never brings ("Bit (easy) is playing."), so at 80 columns a table with a computer put
    "Your turn" first where a table of two people keeps the seat's match first."""
    with_bit = match_in_play("Ab Tb Xb", "Eg Ng Rb", phase="draw", players=(Player("Ann"), Player("Bit (easy)", computer="easy")))
    table = HostTable(with_bit, ["ann", None])
    assert _line(as_received(table, 0), 80) == "Word Rummy · standard · to 150 · hand 1/25   Your turn · draw a card"


def test_a_computer_waiting_for_people_to_join_is_measured_by_that_longer_news():
    """Review: "Bit (expert) plays when Bob joins." is longer than "is playing.", and a line
    fitted without it turned round on the computer's turn before Bob joined."""
    from types import SimpleNamespace

    from wordcards.remote.seat.status import longest_news_of

    bit = SimpleNamespace(name="Bit (expert)", computer="expert")
    assert longest_news_of(bit, ["Bob"]) == "Bit (expert) plays when Bob joins."
    assert longest_news_of(bit, []) == "Bit (expert) is playing."
    # In short, as the standing clock's note: "everyone" where the names are longer.
    assert longest_news_of(bit, ["Maximilianes", "Cyrano"], everyone=True) == "Bit plays when everyone joins."
    assert longest_news_of(bit, ["Bob"], everyone=True) == "Bit plays when Bob joins."
    assert longest_news_of(SimpleNamespace(name="Bob", computer=None), []) == "Bob is away."


def test_S12_a_junior_seat_keeps_its_shorter_words_where_the_keyboard_does():
    """Play-test: at 80 and 70 columns Tom's seat read "Deck 43 · Tom's seat   Your turn · 2
    plays so far" where the shared keyboard keeps "junior: words of 2+ letters": the seat's
    name left no room for the keyboard's whole note, and its short form was the plays so far
    alone. The seat says what the keyboard says at each width, "Your turn" for "Tom's turn"."""
    from remote_support import shared_words

    from wordcards.app.widgets.shuffle.panels import keyboard_line
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    players = (Player("Ann"), Player("Tom", junior=True), Player("Bob"))
    start = {"hands": ["QZX", "CATSOGME", "JKV"], "table": [], "current": 1, "first_played": [False, True, False]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), players, start)
    table = HostTable(game, ["ann", "tom", "bob"])
    for word in ("cat", "go"):
        table.intent(1, {"type": "word", "word": word})
    state = as_received(table, 1)
    assert _line(state, 100) == "Shuffle · deck 58   Your turn · 2 plays so far · junior: words of 2+ letters"
    assert _line(state, 70) == "Shuffle · deck 58   Your turn · 2 plays so far · junior: 2+ letters"
    for width in range(64, 101):
        assert _line(state, width) == keyboard_line(game.view(1), game.rules, True, width).plain.replace("Tom's turn", "Your turn")


def _head(line: str) -> str:
    """The line's head: the match before the news (whose turn, the result)."""
    return line.split("   ", 1)[0]


@pytest.mark.parametrize("name", ["Ann", "Annabelle-Marie"])
@pytest.mark.parametrize("width", [80, 100])
def test_a_shuffle_seats_head_is_the_same_on_its_own_turn_and_anothers(name, width):
    """Play-test at 80x24: Ann's seat read "Deck 58 · Ann's seat   Your turn · first: ..." on
    her turn and "Shuffle · deck 58 · Ann's seat   Waiting for Bob." on Bob's: the first-play
    tip (S4) shortened the head on her turn only, so the top line jumped as turns passed. The
    head is fitted for her turn on every turn; the tip is shortened beside it."""
    from remote_support import shared_words

    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player(name), Player("Bob")), 10)
    table = HostTable(game, ["ann", "bob"])
    own = _line(as_received(table, 0), width)
    table.intent(0, {"type": "key", "key": SeatKey.PASS_TURN})  # Ann draws a card: the deck is 57
    assert as_received(table, 0)["waiting_for"]["seat"] == 1
    others = _line(as_received(table, 0), width)
    assert own.startswith(f"{_head(own)}   Your turn") and "first" in own  # S4's tip kept
    assert others == f"{_head(own).replace('58', '57')}   Bob is away."
    assert _head(own) == "Shuffle · deck 58"


def test_a_person_away_is_said_in_the_seats_waiting_style_not_its_error_colour():
    """Review: "Ann is away." was bold red, the seat's colour for a connection lost, also for
    a person who has only not opened their link yet (the host's console: "Waiting for seat 1,
    Ann, to join"). Away is said as "Waiting for Ann." is, once Ann's seat has joined."""
    from rich.text import Text

    def styles_over(line: Text, words: str) -> set[str]:
        at = line.plain.index(words)
        return {str(span.style) for span in line.spans if span.start < at + len(words) and span.end > at}

    def bobs_line() -> Text:
        state = as_received(table, 1)
        return status_line(state, game_part(state), state["view"], False, 80)

    table = _table()
    away = bobs_line()
    table.connected(0, True)
    waiting = bobs_line()
    assert styles_over(away, "Ann is away.") == styles_over(waiting, "Waiting for Ann.") == {"bold"}
