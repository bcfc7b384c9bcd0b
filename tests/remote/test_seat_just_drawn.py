"""A seat lights the card its player just drew, as the shared keyboard does (docs/playing.md,
Screens, Turn): in reverse, with "lit: just drawn" beside the hand, until the next play; a
seat joining again mid-turn lights it again, after melds made since too."""

from __future__ import annotations

from typing import Any

from remote_support import as_received, run, showing_seat
from rich.console import Console
from test_rummy_discard import match_in_play

from wordcards.remote.keys import SeatKey
from wordcards.remote.table import HostTable


def _ann_drew(then_meld: bool = False) -> tuple[dict[str, Any], str]:
    """Ann's state as received once she drew from the draw pile (then melded AT), and the
    card she drew, as the hand shows it (e.g. "Z◆")."""
    table = HostTable(match_in_play("Ab Tb Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    drawn = table.game.view(0).drawn_this_turn
    assert drawn is not None
    if then_meld:
        table.intent(0, {"type": "word", "word": "at"})
        if "choose" in table.state_for(0) or "confirm" in table.state_for(0):
            table.intent(0, {"type": "choice", "index": 0})
        assert len(table.game.view(0).hand) == 2, table.state_for(0).get("message")  # X and the card drawn left
    from wordcards.app.widgets.rummy.cards import card_text

    return as_received(table, 0), card_text(drawn, True).plain.strip()


def _lit_and_said(app: Any) -> tuple[list[str], bool]:
    """The cards of the seat's hand panel drawn in reverse, and whether it says "lit: just drawn"."""
    console = Console(width=78, color_system="standard")
    segments = list(console.render(app.query_one("#hand").content))
    lit = [segment.text.strip() for segment in segments if segment.style is not None and segment.style.reverse and segment.text.strip()]
    return lit, "lit: just drawn" in "".join(segment.text for segment in segments)


def _seat_shows(*states: dict[str, Any]) -> tuple[list[str], bool]:
    async def look() -> tuple[list[str], bool]:
        async with showing_seat(states[0]) as (app, pilot, _):
            for state in states[1:]:
                await app.show(state)
                await pilot.pause()
            return _lit_and_said(app)

    result: tuple[list[str], bool] = run(look())
    return result


def test_a_seat_lights_the_card_just_drawn():
    """The hand line read "Hand  A●  I■  ..." with no card in reverse and no label."""
    state, card = _ann_drew()
    assert _seat_shows(state) == ([card], True)


def test_the_card_drawn_is_lit_until_the_next_play():
    drew, _ = _ann_drew()
    melded, _ = _ann_drew(then_meld=True)
    assert _seat_shows(drew, melded) == ([], False)


def test_a_seat_joining_again_mid_turn_lights_the_card_drawn_after_melds_too():
    """As a resumed turn at the shared keyboard: the player cannot remember which card was new."""
    melded, card = _ann_drew(then_meld=True)
    assert _seat_shows(melded) == ([card], True)


def test_a_seat_lights_no_card_on_another_seats_turn():
    """Bob's view of Ann's turn: her card drawn is hers alone (the state never says it)."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    bob = as_received(table, 1)
    assert bob["view"].drawn_this_turn is None
    assert _seat_shows(bob) == ([], False)


def _shuffle_table() -> HostTable:
    from remote_support import shared_words

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    return HostTable(ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), 10), ["ann", "bob"])


def _pass(table: HostTable, seat: int) -> None:
    """``seat`` passes with the pass key its footer offers now, its question answered Yes."""
    from wordcards.remote.keys import PASS_KEYS

    (key,) = [key for key in PASS_KEYS if key in table.usable_keys(seat)]
    table.intent(seat, {"type": "key", "key": key})
    if "confirm" in table.state_for(seat):
        table.intent(seat, {"type": "choice", "index": 0})


def _underlined(app: Any) -> list[str]:
    """The cards of a Shuffle seat's hand drawn lit (NEW_CARD_FACE: underlined, seen without colour too)."""
    console = Console(width=78, color_system="standard")
    segments = list(console.render(app.query_one("#hand").content))
    return [segment.text.strip() for segment in segments if segment.style is not None and segment.style.underline and segment.text.strip()]


def _drew(table: HostTable, seat: int) -> Any:
    """``seat`` passes; the one card it drew."""
    from collections import Counter

    before = Counter(table.game.view(seat).hand)
    _pass(table, seat)
    (card,) = (Counter(table.game.view(seat).hand) - before).elements()
    return card


def test_a_shuffle_seat_lights_the_card_its_pass_drew_until_its_next_play():
    """The seat showed no card lit after a draw; the shared keyboard lights it (S3) until the
    player's next action. Only the drawer is told which: never another's card."""
    table = _shuffle_table()
    card = _drew(table, 0)
    ann, bob = as_received(table, 0), as_received(table, 1)
    assert "drawn" not in bob
    assert [ann["view"].hand[at] for at in ann["drawn"]] == [card]

    async def look(state: dict[str, Any]) -> tuple[list[str], bool]:
        async with showing_seat(state) as (app, pilot, _):
            text = "".join(segment.text for segment in Console(width=78).render(app.query_one("#hand").content))
            return _underlined(app), "lit: just drawn" in text

    assert run(look(ann)) == (["*" if card.is_joker else card.letter], True)
    _pass(table, 1)  # Bob's turn: Ann's card stays lit, her hand as she drew it
    assert [as_received(table, 0)["view"].hand[at] for at in as_received(table, 0)["drawn"]] == [card]
    newer = _drew(table, 0)  # her next action: only what it drew is lit
    ann = as_received(table, 0)
    assert [ann["view"].hand[at] for at in ann["drawn"]] == [newer]
