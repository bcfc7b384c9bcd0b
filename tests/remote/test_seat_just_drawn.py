"""A seat lights the card its player just drew, as the shared keyboard does (docs/playing.md,
Screens, Turn): in reverse, with "lit: just drawn" beside the hand, until the next play; a
seat joining again mid-turn lights it again, after melds made since too."""

from __future__ import annotations

from typing import Any

from remote_support import as_received, run, showing_seat
from rich.console import Console
from test_rummy_discard import match_in_play

from wordcards.remote.keys import SeatKey
from wordcards.remote.state_message import state_message
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
        if "choose" in state_message(table, 0) or "confirm" in state_message(table, 0):
            table.intent(0, {"type": "choice", "index": 0})
        assert len(table.game.view(0).hand) == 2, state_message(table, 0).get("message")  # X and the card drawn left
    from wordcards.app.widgets.rummy.cards import card_text

    return as_received(table, 0), card_text(drawn, True).plain.strip()


def _lit_and_said(app: Any, lit_by: str = "reverse") -> tuple[list[str], bool]:
    """The cards of the seat's hand panel drawn lit (``lit_by``: the style that lights them,
    rummy's reverse, Shuffle's underline), and whether it says "lit: just drawn"."""
    console = Console(width=78, color_system="standard")
    segments = list(console.render(app.query_one("#hand").content))
    lit = [segment.text.strip() for segment in segments if segment.style is not None and getattr(segment.style, lit_by) and segment.text.strip()]
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


def _refused(table: HostTable) -> dict[str, Any]:
    """Ann's state once she sent a word her hand cannot make: refused, nothing played."""
    actions = len(table.game.actions)
    table.intent(0, {"type": "word", "word": "zzz"})
    state = as_received(table, 0)
    assert state["message"]["refusal"] and len(table.game.actions) == actions
    return state


def test_a_seat_rejoined_mid_turn_keeps_the_card_lit_until_a_play():
    """The card lit again after the melds went out on the next state that was no play (a
    refused word, a hint's answer): the shared keyboard keeps a resumed turn's lit until a play."""
    table = HostTable(match_in_play("Ab Tb Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    card = _shown(table.game.view(0).drawn_this_turn)
    table.intent(0, {"type": "word", "word": "at"})
    if "choose" in state_message(table, 0) or "confirm" in state_message(table, 0):
        table.intent(0, {"type": "choice", "index": 0})
    melded = as_received(table, 0)
    assert _seat_shows(melded, _refused(table)) == ([card], True)


def test_a_seat_whose_link_drops_and_comes_back_mid_turn_lights_the_card_drawn_after_melds():
    """The same seat app, its connection lost and made again (the rejoin test above starts
    a new app): the connection's first state takes the turn up again."""
    table = HostTable(match_in_play("Ab Tb Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    card = _shown(table.game.view(0).drawn_this_turn)

    async def look() -> tuple[tuple[list[str], bool], tuple[list[str], bool]]:
        async with showing_seat(as_received(table, 0)) as (app, pilot, _):
            client = app.client
            app.lost()
            table.intent(0, {"type": "word", "word": "at"})  # melded on her other screen meanwhile
            if "choose" in state_message(table, 0) or "confirm" in state_message(table, 0):
                table.intent(0, {"type": "choice", "index": 0})
            app.joined(client)
            await app.show(as_received(table, 0))
            await pilot.pause()
            back = _lit_and_said(app)
            await app.show(_refused(table))  # a later state of the same connection, no play
            await pilot.pause()
            return back, _lit_and_said(app)

    assert run(look()) == (([card], True), ([card], True))


def _shown(card: Any) -> str:
    """``card`` as the seat's hand shows it (e.g. "Z◆")."""
    from wordcards.app.widgets.rummy.cards import card_text

    assert card is not None
    return card_text(card, True).plain.strip()


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
    if "confirm" in state_message(table, seat):
        table.intent(seat, {"type": "choice", "index": 0})


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
            return _lit_and_said(app, "underline")  # NEW_CARD_FACE: seen without colour too

    assert run(look(ann)) == (["*" if card.is_joker else card.letter], True)
    _pass(table, 1)  # Bob's turn: Ann's card stays lit, her hand as she drew it
    assert [as_received(table, 0)["view"].hand[at] for at in as_received(table, 0)["drawn"]] == [card]
    newer = _drew(table, 0)  # her next action: only what it drew is lit
    ann = as_received(table, 0)
    assert [ann["view"].hand[at] for at in ann["drawn"]] == [newer]


def _lit_in_state(table: HostTable, seat: int) -> list[Any]:
    """The cards the host tells ``seat`` are lit (its state's places in its hand)."""
    state = as_received(table, seat)
    return [state["view"].hand[at] for at in state.get("drawn", [])]


def _joker_on_the_table() -> HostTable:
    """Ann holds A, X, E with her CRaW on the table (a joker as its A), and has a joker swap."""
    from remote_support import shared_words

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    start = {"hands": ["AXE", "DOGEA"], "table": [{"owner": 0, "word": "CRaW"}], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    return HostTable(game, ["ann", "bob"])


def test_a_shuffle_seats_word_played_puts_out_the_card_its_pass_drew():
    table = _joker_on_the_table()
    card = _drew(table, 0)
    _pass(table, 1)
    assert _lit_in_state(table, 0) == [card]
    table.intent(0, {"type": "word", "word": "axe"})
    if "choose" in state_message(table, 0) or "confirm" in state_message(table, 0):
        table.intent(0, {"type": "choice", "index": 0})
    assert table.game.describe(table.game.actions[-1]) == "new word AXE from your hand"
    assert _lit_in_state(table, 0) == []


def test_a_shuffle_seats_joker_swap_puts_out_the_card_its_pass_drew():
    """The joker it takes back is no draw (S10): nothing is lit after it."""
    table = _joker_on_the_table()
    card = _drew(table, 0)
    _pass(table, 1)
    assert _lit_in_state(table, 0) == [card]
    table.intent(0, {"type": "key", "key": SeatKey.SWAP_JOKER})
    if "choose" in state_message(table, 0) or "confirm" in state_message(table, 0):
        table.intent(0, {"type": "choice", "index": 0})
    assert "swap" in table.game.describe(table.game.actions[-1])
    assert _lit_in_state(table, 0) == []


def _carried_on(table: HostTable, words: Any) -> HostTable:
    """``wordcards host --resume`` of ``table``'s game: saved, then read back and replayed as
    the command does."""
    from wordcards.remote import store
    from wordcards.remote.commands import host_table, hosted_carried_on

    store.write(store.HostedGame(table.game, ("a" * 22, "b" * 22), None, None, "127.0.0.1", 8765))
    saved = store.read()
    assert saved is not None
    return host_table(hosted_carried_on(saved, words, saved.tokens, saved.address, saved.port), lambda game: None)


def test_a_shuffle_seat_still_lights_the_cards_its_pass_drew_after_host_resume(tmp_path, monkeypatch):
    """After 'wordcards host --resume' Bob's hand row lost "lit: just drawn" (the lit cards
    lived only in the stopped host); rummy's stayed, its view says the card. Lit until his
    next play, as docs/playing.md (Turn) says, the stop in between."""
    from remote_support import shared_words

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = _shuffle_table()
    _pass(table, 0)  # Ann's draw, put out by no play of hers: lit too
    ann_card = _lit_in_state(table, 0)
    bob_card = _drew(table, 1)
    assert _lit_in_state(table, 1) == [bob_card] and ann_card
    resumed = _carried_on(table, shared_words())
    assert _lit_in_state(resumed, 1) == [bob_card]  # Bob waits: his card stays lit
    assert _lit_in_state(resumed, 0) == ann_card
    _pass(resumed, 0)  # Ann's next action lights only what it drew; Bob's still lit
    assert _lit_in_state(resumed, 1) == [bob_card] and _lit_in_state(resumed, 0) != ann_card
