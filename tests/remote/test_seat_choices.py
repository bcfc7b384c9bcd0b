"""A remote seat's list of ways to play a word is the shared keyboard's: Shuffle's title
counts the ways and each line says what it scores (S14), rummy's lines show the cards in
their colours (R4). The host builds it from that seat's own view, with the hot-seat's own
functions, and the seat draws it the same way."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

from remote_support import NO_HOST, as_received, cards_in, settle, shared_words
from test_rummy_discard import match_in_play
from test_seat_app import until

from wordcards.app import shuffle_choice
from wordcards.app.screens.choice import DialogWarning
from wordcards.app.widgets.rummy.cards import discard_choice, meld_choice
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.client import decode_state
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset


def seat_game() -> ShuffleGame:
    """Ann holds S, E, A, T and a joker: SEAT can be played 16 ways (test_shuffle_game)."""
    start = {"hands": ["EERS*AT", "DOGEAI"], "table": [{"owner": 1, "word": "CARTS"}], "current": 0, "first_played": [True, True]}
    return ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)


def tents_two_ways() -> ShuffleGame:
    """Ann's TENTS takes the S from CHATS or from CARTS; DOG is in her hand too."""
    start = {"hands": ["TENTQDOG", "DOGEA"], "table": [{"owner": 1, "word": "CHATS"}, {"owner": 1, "word": "CARTS"}],
             "current": 0, "first_played": [True, True]}
    return ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)


def sent(table: HostTable, seat: int) -> dict:
    """A state as it crosses the wire."""
    return json.loads(json.dumps(state_message(table, seat)))


def joker_swap_asked(table_words: list[dict]) -> tuple[ShuffleGame, HostTable]:
    """Ann, with A X E in hand and ``table_words`` on the table, pressed Ctrl+J at the host."""
    start = {"hands": ["AXE", "DOGEA"], "table": table_words, "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": "swap_joker"})
    return game, table


@contextlib.asynccontextmanager
async def seat_listing(state: dict, **options: Any) -> AsyncIterator[tuple[SeatApp, Any]]:
    """A seat app alone at 80 x 24 (``options`` to SeatApp) showing ``state`` (as sent), once
    the list it opens for it is on top: (the app, its pilot)."""
    app = SeatApp(NO_HOST, **options)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.show(decode_state(state))
        await until(pilot, lambda: app.screen.name == "choice", "the list")
        yield app, pilot


async def squeezed_behind_the_notice(app: SeatApp, pilot: Any) -> None:
    """The terminal made too small for the seat's panels: the too-small notice covers them."""
    from wordcards.app.widgets.common.too_small import covered

    await pilot.resize_terminal(60, 18)
    await until(pilot, lambda: covered(app.screen_stack[0]), "the notice")


async def list_on_seat(state: dict) -> tuple[str, list]:
    """The title and lines of the list the seat app opens for ``state`` (as received)."""
    async with seat_listing(state) as (app, _):
        return str(app.screen.title_text), list(app.screen.labels)


@contextlib.asynccontextmanager
async def burst_typed(game: Any, keys: tuple[str, ...]) -> AsyncIterator[tuple[HostTable, Any, Any, list[dict]]]:
    """A seat app alone showing Ann ``game``'s table, ``keys`` typed into it at once (as a
    terminal delivers a burst), the first word sent and every key handled, its sends done,
    before the host answers: (the table, app, pilot, the intents sent)."""
    from remote_support import seat_app_alone
    from textual import events

    table = HostTable(game, ["ann", "bob"])
    async with seat_app_alone((80, 24)) as (app, pilot, intents):
        await app.show(as_received(table, 0))
        for key in keys:
            app.post_message(events.Key(key, {"enter": "\r", "escape": "\x1b"}.get(key, key if len(key) == 1 else None)))
        await until(pilot, lambda: intents, "the word sent")
        await settle(app, pilot)
        yield table, app, pilot, intents


def test_S14_a_seats_list_of_ways_counts_them_and_gives_each_ones_points_as_the_shared_keyboard():
    game = seat_game()
    title, plays, labels, points = shuffle_choice.listed(game, "SEAT", game.resolve("SEAT"))  # the shared keyboard's list
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "seat"})
    choose = as_received(table, 0)["choose"]  # its lines that name a joker read back as lines (codec.py)
    assert choose["title"] == title == f"How do you want to play SEAT? {len(plays)} ways, the most points first:"
    assert choose["options"] == labels and choose["points"] == points
    assert labels[0] == "new word SEAt from your hand - a joker from your hand as T (+12 to your score)"  # the most: first
    assert "choose" not in sent(table, 1)  # Bob sees no list of Ann's
    title, shown = asyncio.run(list_on_seat(sent(table, 0)))
    assert title == choose["title"] and shown == labels
    said = shuffle_choice.played(game, plays[0])  # the line's play, with where its points come from
    assert said.startswith(f"Played: {labels[0][:-1]}: ")
    table.intent(0, {"type": "choice", "index": 0})
    assert as_received(table, 0)["message"]["text"] == said  # as at the shared keyboard


def test_a_seats_list_of_ways_marks_the_way_its_hint_named_while_the_game_is_there():
    """Ann's hint names DeMY (a joker as the E); typed, DEMY can be played five ways: the
    seat's list marks the hint's way, first, as the shared keyboard's does. After an undo
    the game is where the hint was told, so it is still marked; once it is played, none is."""
    from wordcards.engine.shuffle.actions import HandWord
    from wordcards.remote.keys import SeatKey

    start = {"hands": ["EMYD*", "BOGEAI"], "table": [], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    told = table.find_hint()
    assert told.play == HandWord("DeMY") and table.hint_found(0, table.hint_to_start(0), told)
    table.intent(0, {"type": "word", "word": "demy"})
    options = as_received(table, 0)["choose"]["options"]
    assert len(options) == 5 and options[0] == f"Hint: {game.describe(told.play)} (+24 to your score)"
    assert not any(option.startswith("Hint:") for option in options[1:])
    table.intent(0, {"type": "choice", "index": 0})
    assert list(game.actions) == [told.play] and table.hinted(0) is None
    table.intent(0, {"type": "key", "key": SeatKey.UNDO})
    assert not game.actions and table.hinted(0) == told.play


def test_R4_a_seats_list_of_melds_shows_the_cards_in_their_colours_as_the_shared_keyboard():
    game = match_in_play("Tr Ar Xr Tb Ab Xb", "Eg Ng Rb")
    hand = game.view(0).hand
    melds = game.resolve("TAX")
    assert len(melds) == 2  # red or blue
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "tax"})
    state = sent(table, 0)
    choose = state["choose"]
    assert choose["title"] == "Which cards for TAX?"
    assert set(cards_in(choose)) <= set(hand)  # only Ann's own cards
    assert choose["options"] == [meld_choice(m.cards, hand, True).plain for m in melds]
    title, shown = asyncio.run(list_on_seat(state))
    assert title == "Which cards for TAX?"
    assert shown == [meld_choice(m.cards, hand, True) for m in melds]  # in colour: the same Text, styles and all


def test_R4_a_seats_list_of_melds_puts_the_way_its_hint_named_first_and_marks_it():
    """As at the shared keyboard: Ann's hint names TAX in blue, second in the list of ways
    before; the seat's list has it first, marked "Hint:", drawn in colour as the keyboard's."""
    from rich.text import Text

    from wordcards.remote.keys import SeatKey

    game = match_in_play("Tr Ar Xr Tb Ab Xb", "Eg Ng Rb")
    hand = game.view(0).hand
    red, blue = game.resolve("TAX")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    told = table.find_hint()
    assert told.play == blue and table.hint_found(0, table.hint_to_start(0), told)
    table.intent(0, {"type": "word", "word": "tax"})
    state = sent(table, 0)
    assert state["choose"]["options"] == ["Hint: " + meld_choice(blue.cards, hand, True).plain, meld_choice(red.cards, hand, True).plain]
    _, shown = asyncio.run(list_on_seat(state))
    assert shown == [Text.assemble("Hint: ", meld_choice(blue.cards, hand, True)), meld_choice(red.cards, hand, True)]
    table.intent(0, {"type": "choice", "index": 0})
    assert list(game.actions) == [blue]


def test_R3_a_seats_list_of_colours_to_discard_shows_the_cards_as_the_shared_keyboard():
    game = match_in_play("Ar Ab Tg", "Eg Ng Rb")
    allowed = [card for card in game.view(0).hand if card.letter == "A"]
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "a"})
    state = sent(table, 0)
    title, shown = asyncio.run(list_on_seat(state))
    assert title == "Discard which A? (your turn ends)"
    assert shown == [discard_choice(card, True) for card in allowed]


def test_a_list_from_a_host_with_no_cards_shows_its_own_lines():
    """A host of an older version sends the lines alone: the seat shows them as sent."""
    table = HostTable(match_in_play("Tr Ar Xr Tb Ab Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "tax"})
    state = sent(table, 0)
    del state["choose"]["melds"]
    _, shown = asyncio.run(list_on_seat(state))
    assert shown == state["choose"]["options"]
    state["choose"]["melds"] = [[{"~": "os:system"}], "junk"]  # and one it cannot read
    _, shown = asyncio.run(list_on_seat(state))
    assert shown == state["choose"]["options"]


def test_S10_a_seats_which_joker_says_what_each_swap_scores_as_the_shared_keyboard_does():
    """The host's "Which joker?" for a seat showed no points either: its lines are the
    shared keyboard's, "(-3 to your score)" and "(-4 to your score)"."""
    game, table = joker_swap_asked([{"owner": 0, "word": "CRaW"}, {"owner": 1, "word": "BaT"}])
    state = as_received(table, 0)
    assert state["choose"]["options"] == shuffle_choice.swap_ways(game, game.legal_plays("swap"))[1]
    assert [line.rsplit("(", 1)[1] for line in state["choose"]["options"]] == ["-3 to your score)", "-4 to your score)"]


def test_S10_a_seats_which_joker_lists_the_best_swap_first_as_the_shared_keyboard():
    """Bob's BaT before Ann's CRaW: the seat's "Which joker?" kept the engine's order (-4
    first); a choice picks by its line, so the first is the best, as at the shared keyboard."""
    game, table = joker_swap_asked([{"owner": 1, "word": "BaT"}, {"owner": 0, "word": "CRaW"}])
    assert [line.rsplit("(", 1)[1] for line in as_received(table, 0)["choose"]["options"]] == ["-3 to your score)", "-4 to your score)"]
    table.intent(0, {"type": "choice", "index": 0})
    assert game.describe(game.actions[-1]) == "swap your A for the joker in your CRAW"  # told after it: no joker left


def test_S10_a_joker_swapped_back_on_a_seat_is_not_lit_as_just_drawn():
    """At the shared keyboard Ctrl+J lit the joker taken back from CRaW as "just drawn"
    (fixed there in 964971d); a seat lights no card it did not draw either."""
    _, table = joker_swap_asked([{"owner": 0, "word": "CRaW"}])
    state = sent(table, 0)
    assert "swap your A for the joker" in decode_state(state)["message"]["text"]

    async def look() -> str:
        from rich.console import Console

        app = SeatApp("ws://127.0.0.1:9/seat/nothing/ws")
        async with app.run_test(size=(80, 24)) as pilot:
            await app.show(decode_state(state))
            await until(pilot, lambda: app.query_one("#hand").__class__.__name__ == "ShuffleHand", "the hand")
            console = Console(width=78, record=True, color_system=None)
            console.print(app.query_one("#hand").content)  # the cards, and a note on what is lit
            return console.export_text()

    hand = asyncio.run(look())
    assert "Hand" in hand and "lit: just drawn" not in hand


def test_a_seats_meld_is_said_as_at_the_shared_keyboard():
    """"You played TAX." at a seat, "Played: meld T◆A◆X◆ (+9 to your score when the hand
    ends)." at the shared keyboard (app/rummy_hint.py): one line for both, from the list too."""
    game = match_in_play("Tr Ar Xr Tb Ab Xb", "Eg Ng Rb")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "tax"})
    table.intent(0, {"type": "choice", "index": 0})
    meld = game.actions[-1]
    marks = {"red": "◆", "green": "●", "blue": "■"}
    cards = "".join(card.letter + marks[card.colour] for card in meld.cards)
    assert state_message(table, 0)["message"]["text"] == f"Played: meld {cards} (+9 to your score when the hand ends)."


def test_S14_a_seats_play_with_one_way_says_what_it_scores():
    """"Played: new word SEAT from your hand." at a seat, without the points the list's
    line and the shared keyboard give."""
    start = {"hands": ["SEATQ", "DOGEA"], "current": 0}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "seat"})
    said = "Played: new word SEAT from your hand (+9 to your score: 5 on the table, 4 out of your hand)."
    assert state_message(table, 0)["message"]["text"] == said


def test_a_pick_meant_for_a_list_answered_on_another_screen_is_not_taken_from_the_next():
    """Two screens on Ann's seat show the list for TAX. One cancels it and asks to discard
    the X; the other, not yet told, picks its first line: the host took that as "yes" to the
    discard, and Ann's turn ended on a card she never chose to give up. Each list or
    question has its number ("ask"); a pick naming another is refused and changes nothing."""
    table = HostTable(match_in_play("Tr Ar Xr Tb Ab Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "tax"})
    melds = sent(table, 0)["choose"]["ask"]
    table.intent(0, {"type": "choice", "index": None, "ask": melds})  # the first screen: Esc...
    table.intent(0, {"type": "word", "word": "t"})  # ...then T Enter: which T to discard?
    discard = sent(table, 0)["choose"]["ask"]
    assert discard != melds
    assert table.intent(0, {"type": "choice", "index": 0, "ask": melds}) is False  # the other screen's pick
    refused = sent(table, 0)
    assert refused["message"] == {"text": "That list or question was answered on another screen of your seat: nothing was done.", "refusal": True}
    assert not table.game.actions and refused["choose"]["ask"] == discard  # nothing played; the discard still asked
    assert table.intent(0, {"type": "choice", "index": 0, "ask": discard}) is True  # its own answer is taken
    assert table.intent(0, {"type": "choice", "index": 0}) is False  # (a seat of an older version names none)


def test_a_seat_closes_a_list_replaced_by_another_and_answers_the_new_one_by_its_number():
    """The seat kept the old list open when a state brought a new one (answered on another
    screen, then another asked): its pick would have gone to the new one."""
    table = HostTable(match_in_play("Tr Ar Xr Tb Ab Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "tax"})
    old = sent(table, 0)
    table.intent(0, {"type": "choice", "index": None})
    table.intent(0, {"type": "word", "word": "t"})
    new = sent(table, 0)

    async def look() -> list:
        from remote_support import showing_seat

        async with showing_seat(decode_state(old)) as (app, pilot, sent_intents):
            await until(pilot, lambda: app.screen.name == "choice", "the list for TAX")
            assert "TAX" in str(app.screen.title_text)
            await app.show(decode_state(new))
            await until(pilot, lambda: app.screen.name == "choice" and "Discard" in str(app.screen.title_text), "the new list")
            await pilot.press("1")
            await until(pilot, lambda: sent_intents, "the pick sent")
            return sent_intents

    # Named (id): a pick for a word this screen did not send counts as its play only in the host's answer to it.
    assert asyncio.run(look()) == [{"type": "choice", "index": 0, "ask": new["choose"]["ask"], "id": "pick-1"}]


def test_esc_on_a_seats_list_or_question_and_its_undo_send_the_word_back_for_its_line():
    """As at the shared keyboard (docs/playing.md): Esc on "Which cards for TAX?", or Ctrl+Z
    after the meld, left the seat's line empty: TAX typed again. Esc on "Discard which X?"
    sends no word back: a discard's letter is not put back (X Enter asks again, never XX)."""
    table = HostTable(match_in_play("Tr Ar Xr Tb Ab Xb", "Eg Ng Rb"), ["ann", "bob"])

    def word_back() -> object:
        return sent(table, 0)["message"].get("word")

    table.intent(0, {"type": "word", "word": "tax"})
    table.intent(0, {"type": "choice", "index": None})
    assert word_back() == "TAX" and not table.game.actions
    table.intent(0, {"type": "word", "word": "x"})
    assert "Discard which X" in sent(table, 0)["choose"]["title"]
    table.intent(0, {"type": "choice", "index": None})
    assert word_back() is None and not table.game.actions
    table.intent(0, {"type": "word", "word": "tax"})
    table.intent(0, {"type": "choice", "index": 0})
    assert len(table.game.actions) == 1 and word_back() is None
    table.intent(0, {"type": "key", "key": "undo"})
    assert not table.game.actions and word_back() == "TAX"


def test_keys_typed_after_enter_before_the_hosts_list_came_go_to_it_in_the_order_typed():
    """As at the shared keyboard (docs/decisions/app.md): "TAX⏎2" picked the second way there,
    but on a seat the list comes from the host later, so the 2 reached the word line, which
    takes no digit: it was lost and the list stayed open (Esc too). Letters typed after such a
    key follow it ("⏎2x" plays the second way; the list answered, the x is dropped)."""
    from remote_support import as_received

    from wordcards.app.widgets.common.entry import WordEntry

    async def burst(keys: tuple[str, ...], word: str = "tax") -> tuple[list[dict], str]:
        """The intents sent, and the word line, once Ann typed TAX (or Shuffle's SEAT), Enter and ``keys``."""
        game = match_in_play("Tr Ar Xr Tb Ab Xb", "Eg Ng Rb") if word == "tax" else seat_game()
        async with burst_typed(game, (*word, "enter", *keys)) as (table, app, pilot, intents):
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await until(pilot, lambda: len(intents) > 1, "the list answered")
            await settle(app, pilot)  # its workers done: a send it began would be in
            return intents, app.query_one(WordEntry).value

    intents, line = asyncio.run(burst(("2",)))
    assert intents[1]["type"] == "choice" and intents[1]["index"] == 1 and line == ""
    intents, line = asyncio.run(burst(("2", "x")))
    assert intents[1]["type"] == "choice" and intents[1]["index"] == 1 and len(intents) == 2 and line == ""
    intents, line = asyncio.run(burst(("escape",)))
    assert intents[1] == {"type": "choice", "index": None, "ask": intents[1]["ask"]}
    intents, line = asyncio.run(burst(("x", "2")))  # a letter first: it closes the list and goes on with TAX
    assert intents[1]["index"] is None and line == "TAXX"
    intents, line = asyncio.run(burst(("2",), "seat"))  # Shuffle's "How do you want to play SEAT?"
    assert intents[1]["type"] == "choice" and intents[1]["index"] == 1 and line == ""


def test_a_turn_key_typed_after_a_words_enter_acts_once_the_host_has_answered_the_word():
    """As at the shared keyboard: "CAT⏎^E" played CAT and ended the turn there, but on a seat
    End turn is offered only once the host's answer to the word has come: the Ctrl+E was
    dropped, and nothing said why."""
    from remote_support import as_received
    from test_pass_keys import game_with

    from wordcards.remote.keys import SeatKey

    async def burst() -> list[dict]:
        game = game_with(["CATQ", "JKV"], deck="W")
        async with burst_typed(game, (*"cat", "enter", "ctrl+e")) as (table, app, pilot, intents):
            assert len(intents) == 1  # the Ctrl+E waits for the answer
            table.intent(0, intents[-1])
            assert table.game.actions  # CAT played, one way
            await app.show(as_received(table, 0))
            await until(pilot, lambda: len(intents) > 1, "the turn ended")
            return intents

    intents = asyncio.run(burst())
    assert intents[0]["type"] == "word" and intents[1] == {"type": "key", "key": SeatKey.END_TURN}


def test_no_key_is_held_for_the_answer_to_a_word_once_the_host_has_gone():
    """A host gone before answering the word (a restarted one never does): a turn key typed
    after it was held for an answer that never came, for good."""
    from remote_support import as_received, seat_app_alone
    from test_pass_keys import game_with
    from textual import events

    async def look() -> tuple[bool, bool]:
        table = HostTable(game_with(["CATQ", "JKV"], deck="W"), ["ann", "bob"])
        async with seat_app_alone((80, 24)) as (app, pilot, intents):
            await app.show(as_received(table, 0))
            await pilot.press("c", "a", "t", "enter")
            await until(pilot, lambda: intents, "the word sent")
            held_before = app.questions.hold_for_list(events.Key("ctrl+p", None))
            app.lost()
            return held_before, app.questions.hold_for_list(events.Key("ctrl+p", None))

    assert asyncio.run(look()) == (True, False)


def test_a_word_held_behind_keys_goes_back_on_the_line_when_the_host_goes():
    """"CAT⏎ ^P DOG⏎", and the host gone before answering CAT: DOG, held behind the Ctrl+P
    and never sent, was gone from the line too."""
    from remote_support import as_received, seat_app_alone
    from test_pass_keys import game_with

    from wordcards.app.widgets.common.entry import WordEntry

    async def look() -> str:
        table = HostTable(game_with(["CATQ", "JKV"], deck="W"), ["ann", "bob"])
        async with seat_app_alone((80, 24)) as (app, pilot, intents):
            await app.show(as_received(table, 0))
            await pilot.press("c", "a", "t", "enter")
            await until(pilot, lambda: intents, "the word sent")
            await pilot.press("ctrl+p", "d", "o", "g", "enter")
            await settle(app, pilot)  # its workers done: a send it began would be in
            assert len(intents) == 1 and app.query_one(WordEntry).value == ""
            app.lost()
            return app.query_one(WordEntry).value

    assert asyncio.run(look()) == "DOG"


def test_a_turn_key_held_for_a_words_answer_goes_before_a_second_word_typed_behind_it():
    """"CAT⏎ ^E DOG⏎" within one round trip: DOG's Enter dropped the Ctrl+E held for CAT's
    answer, and DOG went in the same turn, where the shared keyboard ends the turn first.
    Here CAT empties the hand: Ctrl+E draws a new one and Ann plays on (S3), so DOG goes,
    once the Ctrl+E's answer says the turn is still hers (the turn over, DOG is kept:
    test_seat_keeps_typed_letters)."""
    from remote_support import as_received
    from test_pass_keys import game_with

    from wordcards.remote.keys import SeatKey

    async def burst() -> list[dict]:
        game = game_with(["CAT", "JKV"], deck="DOGWXYZ")
        async with burst_typed(game, (*"cat", "enter", "ctrl+e", *"dog", "enter")) as (table, app, pilot, intents):
            assert len(intents) == 1  # the Ctrl+E and DOG wait for CAT's answer
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await until(pilot, lambda: len(intents) == 2, "the Ctrl+E sent")
            await settle(app, pilot)
            assert len(intents) == 2  # DOG waits for the Ctrl+E's answer
            table.intent(0, intents[-1])
            assert table.game.current == 0  # a new hand drawn: still Ann's turn
            await app.show(as_received(table, 0))
            await until(pilot, lambda: len(intents) == 3, "DOG sent")
            return intents

    intents = asyncio.run(burst())
    assert intents[1] == {"type": "key", "key": SeatKey.END_TURN, "id": "key-1"}
    assert intents[2] == {"type": "word", "word": "DOG", "id": "word-2"}


def test_a_word_typed_whole_behind_the_key_that_answers_the_hosts_list_is_sent_once_the_host_has_answered():
    """"TENTS⏎ 2 DOG⏎" within one round trip: the 2 and DOG were held for TENTS's answer, and
    DOG went to its list behind the 2, as typed: the list answered, its letters and Enter
    were dropped, DOG never sent. It waits for the host's answer to the way picked, then
    goes, as at the shared keyboard when the 2 has picked before DOG is typed."""
    from remote_support import as_received

    from wordcards.app.shuffle_choice import in_order
    from wordcards.engine.shuffle.actions import HandWord

    async def burst() -> tuple[list[dict], list]:
        async with burst_typed(tents_two_ways(), (*"tents", "enter", "2", *"dog", "enter")) as (table, app, pilot, intents):
            assert len(intents) == 1  # the 2 and DOG wait for TENTS's answer
            for answered in (1, 2):  # the list TENTS opens, then the way picked
                table.intent(0, intents[-1])
                await app.show(as_received(table, 0))
                await until(pilot, lambda: len(intents) > answered, "the next intent sent")
            await settle(app, pilot)  # its workers done: a send it began would be in
            table.intent(0, intents[-1])
            return intents, list(table.game.actions)

    second = in_order(tents_two_ways(), tents_two_ways().resolve("TENTS"))[1]
    intents, actions = asyncio.run(burst())
    assert [intent["type"] for intent in intents] == ["word", "choice", "word"] and intents[1]["index"] == 1
    assert intents[2]["word"] == "DOG" and actions == [second, HandWord("DOG")]


def test_a_superscript_two_typed_after_a_word_neither_answers_the_hosts_list_nor_breaks_the_seat():
    """"TENTS⏎ ²": "²", a key of its own on a French keyboard, is a digit to isdigit but not
    to int: held for TENTS's list, it raised ValueError as the list opened. It is no number."""
    from remote_support import as_received, seat_app_alone
    from textual import events

    from wordcards.remote.seat.questions import answers

    async def burst() -> tuple[list[dict], str]:
        table = HostTable(tents_two_ways(), ["ann", "bob"])
        async with seat_app_alone((80, 24)) as (app, pilot, intents):
            await app.show(as_received(table, 0))
            for key in (*"tents", "enter", "²"):  # at once, as a terminal delivers a burst
                app.post_message(events.Key(key, {"enter": "\r"}.get(key, key)))
            await until(pilot, lambda: intents, "the word sent")
            await settle(app, pilot)
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await until(pilot, lambda: app.screen.name == "choice", "the list")
            app.screen.post_message(events.Key("²", "²"))  # over the list itself, as at the shared keyboard
            await settle(app, pilot)
            return intents, str(app.screen.name)

    intents, screen = asyncio.run(burst())
    assert len(intents) == 1 and screen == "choice"  # nothing chosen, the list still open
    assert not answers(events.Key("²", "²"), 2)


def test_a_word_held_behind_the_hosts_list_goes_back_on_the_line_when_the_host_goes():
    """"TENTS⏎ 2 DOG⏎": DOG waits for the list's answer; the host gone with the list open
    (the 2 not handled yet), DOG goes back on the line, never sent."""
    from remote_support import as_received

    from wordcards.app.widgets.common.entry import WordEntry

    async def look() -> tuple[list[dict], str]:
        async with burst_typed(tents_two_ways(), (*"tents", "enter", "2", *"dog", "enter")) as (table, app, pilot, intents):
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            assert app.screen.name == "choice" and app.query_one(WordEntry).value == ""
            app.lost()  # before the list has handled the 2 handed to it
            await settle(app, pilot)
            return intents, app.query_one(WordEntry).value

    intents, line = asyncio.run(look())
    assert line == "DOG" and all(intent.get("word") != "DOG" for intent in intents)


def test_a_word_held_behind_a_turn_key_over_the_hosts_list_goes_on_with_the_word_and_is_tried():
    """"TENTS⏎ ^E DOG⏎": the Ctrl+E does not answer the list TENTS opens (it says to pick
    first); at the shared keyboard DOG's first letter closes the list and its letters go on
    with TENTS, its Enter trying TENTSDOG. The seat held DOG behind the list, opened it, and
    made up an Enter that never acted."""
    from remote_support import as_received

    async def burst() -> tuple[list[dict], str]:
        async with burst_typed(tents_two_ways(), (*"tents", "enter", "ctrl+e", *"dog", "enter")) as (table, app, pilot, intents):
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await until(pilot, lambda: len(intents) == 3, "the list's answer, then TENTSDOG")
            await settle(app, pilot)
            return intents, str(app.screen.name)

    intents, screen = asyncio.run(burst())
    assert intents[1]["type"] == "choice" and intents[1]["index"] is None and screen != "choice"
    assert intents[2] == {"type": "word", "word": "TENTSDOG", "id": "word-2"}


def test_a_word_held_behind_esc_over_the_hosts_list_goes_on_with_the_word_put_back_and_is_tried():
    """"TENTS⏎ Esc DOG⏎": the Esc closes the list TENTS opens and the host puts TENTS back on
    the line; at the shared keyboard DOG's letters go on with it, its Enter trying TENTSDOG
    (as for "XQZ⏎ ^P DOG⏎"). The seat sent DOG on its own, a stale TENTS left on the line."""
    from remote_support import as_received

    from wordcards.app.widgets.common.entry import WordEntry

    async def burst() -> tuple[list[dict], str]:
        async with burst_typed(tents_two_ways(), (*"tents", "enter", "escape", *"dog", "enter")) as (table, app, pilot, intents):
            for answered in (1, 2):  # the list TENTS opens, then its answer (nothing chosen)
                table.intent(0, intents[-1])
                await app.show(as_received(table, 0))
                await until(pilot, lambda: len(intents) > answered, "the next intent sent")
            await settle(app, pilot)
            return intents, app.query_one(WordEntry).value

    intents, line = asyncio.run(burst())
    assert intents[1]["type"] == "choice" and intents[1]["index"] is None
    assert intents[2]["type"] == "word" and intents[2]["word"] == "TENTSDOG" and len(intents) == 3
    assert line == ""


def test_a_seats_list_does_nothing_while_the_terminal_is_too_small():
    """The seat's panels behind the too-small notice, its list of ways to play SEAT took a
    number, the arrows and Enter as at a full-size terminal: a way was played unseen.
    Until the panels fit again, the list takes no key; then it does."""
    from wordcards.app.widgets.common.too_small import covered

    table = HostTable(seat_game(), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "seat"})

    async def squeeze() -> None:
        async with seat_listing(sent(table, 0)) as (app, pilot):
            listed = app.screen
            await squeezed_behind_the_notice(app, pilot)
            await pilot.press("2", "down", "enter", "escape")
            await pilot.pause()
            assert app.screen is listed and app.questions.asking is listed
            await pilot.resize_terminal(80, 24)
            await until(pilot, lambda: not covered(app.screen_stack[0]), "the panels again")
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is not listed, "the list closed")

    asyncio.run(squeeze())


def test_a_seats_list_behind_the_too_small_notice_leaves_the_seats_keys_in_the_footer():
    """As at the shared keyboard: the list hidden behind the notice left an empty footer.
    The seat's keys that work over a list show there now: Leave (Ctrl+C) and F2 (a seat
    opens no help or rules while the host's question is open), and F2 acts."""
    from screen_text import screen_text

    table = HostTable(seat_game(), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "seat"})

    async def squeeze() -> tuple[str, bool]:
        async with seat_listing(sent(table, 0), remember_colours=False) as (app, pilot):
            await squeezed_behind_the_notice(app, pilot)
            # The footer is drawn after the notice: on a busy machine it was still empty here.
            await until(pilot, lambda: screen_text(app).splitlines()[-1].strip(), "the footer under the notice")
            footer = screen_text(app).splitlines()[-1]
            dark = app.current_theme.dark
            await pilot.press("f2")
            await until(pilot, lambda: app.current_theme.dark is not dark, "light/dark")
            return footer, app.screen.name == "choice"

    footer, still_listed = asyncio.run(squeeze())
    assert footer.split() == ["^c", "Leave", "F2", "Light/dark"] and still_listed, footer


def test_a_turn_key_over_a_seats_list_says_to_pick_first_and_sends_nothing():
    """As at the shared keyboard: Ctrl+E or Ctrl+J over the seat's list of SEAT's ways did
    nothing and said nothing (the footer shows only Esc)."""
    table = HostTable(seat_game(), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "seat"})
    state = sent(table, 0)
    ways = len(state["choose"]["options"])

    async def look() -> tuple[list, list]:
        from remote_support import showing_seat

        async with showing_seat(decode_state(state)) as (app, pilot, sent_intents):
            await until(pilot, lambda: app.screen.name == "choice", "the list for SEAT")
            notes: list[str] = []
            for key in ("ctrl+e", "ctrl+j"):
                await pilot.press(key)
                await pilot.pause()
                notes.append(app.screen.query_one(DialogWarning).said)
            assert app.screen.name == "choice"
            return notes, list(sent_intents)

    notes, intents = asyncio.run(look())
    assert ways == 16 and notes == ["Pick one (1-9, or ↑↓ and Enter) or press Esc to cancel first."] * 2
    assert intents == []


def test_a_seats_list_of_colours_to_discard_puts_the_card_its_hint_named_first_and_marks_it():
    """As at the shared keyboard: Ann's hint says to discard the blue T, second in the list
    of colours before; the seat's list has it first, marked "Hint:", and line 1 discards it
    (a discard cannot be taken back)."""
    from rich.text import Text

    from wordcards.engine.rummy import Discard
    from wordcards.remote.keys import SeatKey

    game = match_in_play("Tg Tb Xg", "Eg Ng Rb")
    green, blue = (card for card in game.view(0).hand if card.letter == "T")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    told = table.find_hint()
    assert told.play == Discard(blue) and table.hint_found(0, table.hint_to_start(0), told)
    table.intent(0, {"type": "word", "word": "t"})
    state = sent(table, 0)
    assert state["choose"]["options"] == ["Hint: " + discard_choice(blue, True).plain, discard_choice(green, True).plain]
    _, shown = asyncio.run(list_on_seat(state))
    assert shown == [Text.assemble("Hint: ", discard_choice(blue, True)), discard_choice(green, True)]
    table.intent(0, {"type": "choice", "index": 0})
    assert list(game.actions) == [Discard(blue)]


def test_a_seats_list_footer_names_the_number_keys_as_its_text_does():
    """"Discard which A?" says "Press its number"; its footer showed only "esc Cancel"."""
    from screen_text import screen_text

    table = HostTable(match_in_play("Ar Ab Tg", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "a"})

    async def footer() -> str:
        async with seat_listing(sent(table, 0)) as (app, pilot):
            await pilot.pause()
            footer = screen_text(app).splitlines()[-1]
            await pilot.press("1")  # the key it names picks the first line
            await until(pilot, lambda: app.screen.name != "choice", "the list answered")
            return footer

    shown = asyncio.run(footer())
    assert "1-2 Pick" in shown and "esc Cancel" in shown, shown


def _refused_then(keys: tuple[str, ...]) -> tuple[list[dict], str, str]:
    """"XQZ⏎", then ``keys``, in one burst; the host refuses XQZ: the intents sent, the line,
    and the screen on top."""
    from remote_support import as_received
    from test_pass_keys import game_with

    from wordcards.app.widgets.common.entry import WordEntry

    async def burst() -> tuple[list[dict], str, str]:
        game = game_with(["CATQ", "JKV"], deck="W")
        async with burst_typed(game, (*"xqz", "enter", *keys)) as (table, app, pilot, intents):
            assert len(intents) == 1  # the key and DOG wait for XQZ's answer
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            return intents, app.query_one(WordEntry).value, str(app.screen.name)

    return asyncio.run(burst())


def test_a_word_held_behind_a_pass_key_closes_the_pass_question_and_goes_on_with_the_refused_word():
    """"XQZ⏎ ^P DOG⏎", XQZ refused: Ctrl+P opens the pass question, and DOG went to the host
    with the question open. At the shared keyboard DOG's letters close it and go on with the
    refused XQZ kept on the line, and its Enter tries XQZDOG."""
    intents, line, screen = _refused_then(("ctrl+p", *"dog", "enter"))
    assert intents[-1] == {"type": "word", "word": "XQZDOG", "id": "word-2"} and screen != "confirm" and line == ""


def test_a_word_held_behind_a_turn_key_goes_on_with_the_refused_word_kept_on_the_line():
    """"XQZ⏎ ^E DOG⏎", XQZ refused and kept on the line: DOG was sent on its own, where the
    shared keyboard types it on the refused XQZ and tries XQZDOG."""
    intents, _, _ = _refused_then(("ctrl+e", *"dog", "enter"))
    assert intents[-1] == {"type": "word", "word": "XQZDOG", "id": "word-2"}


def _played_then(keys: tuple[str, ...]) -> tuple[list[dict], str, str]:
    """"CAT⏎", then ``keys``, in one burst; the host plays CAT: the intents sent, the line,
    and the screen on top."""
    from remote_support import as_received, seat_app_alone
    from test_pass_keys import game_with
    from textual import events

    from wordcards.app.widgets.common.entry import WordEntry

    async def burst() -> tuple[list[dict], str, str]:
        table = HostTable(game_with(["CATQ", "JKV"], deck="W"), ["ann", "bob"])
        async with seat_app_alone((80, 24)) as (app, pilot, intents):
            await app.show(as_received(table, 0))
            for key in ("c", "a", "t", "enter", *keys):  # at once, as a terminal delivers a burst
                app.post_message(events.Key(key, {"enter": "\r"}.get(key, key if len(key) == 1 else None)))
            await until(pilot, lambda: intents, "the word sent")
            await settle(app, pilot)
            assert len(intents) == 1  # the key and DOG wait for CAT's answer
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await until(pilot, lambda: intents[-1].get("word") == "DOG" or len(intents) > 3, "DOG sent")
            await settle(app, pilot)
            return intents, app.query_one(WordEntry).value, str(app.screen.name)

    return asyncio.run(burst())


def test_letters_typed_after_a_held_word_stay_on_the_line_behind_a_turn_key():
    """"CAT⏎ ^E DOG⏎ FO", CAT played: FO was typed after DOG's Enter; the seat wiped it."""
    intents, line, _ = _played_then(("ctrl+e", *"dog", "enter", "f", "o"))
    assert intents[-1] == {"type": "word", "word": "DOG", "id": "word-2"} and line == "FO"


def test_letters_typed_after_a_held_word_stay_on_the_line_behind_a_pass_key():
    """"CAT⏎ ^P DOG⏎ FO", CAT played: the pass question closes, DOG goes alone (the seat
    sent FODOG) and FO stays on the line."""
    intents, line, screen = _played_then(("ctrl+p", *"dog", "enter", "f", "o"))
    assert intents[-1] == {"type": "word", "word": "DOG", "id": "word-2"} and line == "FO" and screen != "confirm"


def _held_when_the_host_goes(after: tuple[str, ...]) -> tuple[list[dict], str, str]:
    """"CAT⏎ ^E DOG⏎ ^E FOX⏎", then ``after``, in one burst; the host goes before answering
    CAT: the intents sent, the line, and what the seat says."""
    from test_pass_keys import game_with
    from test_rummy_discard import said

    from wordcards.app.widgets.common.entry import WordEntry

    async def burst() -> tuple[list[dict], str, str]:
        keys = (*"cat", "enter", "ctrl+e", *"dog", "enter", "ctrl+e", *"fox", "enter", *after)
        async with burst_typed(game_with(["CATQ", "JKV"], deck="W"), keys) as (table, app, pilot, intents):
            app.lost()
            await settle(app, pilot)
            return intents, app.query_one(WordEntry).value, said(app)

    return asyncio.run(burst())


def test_every_word_held_when_the_host_goes_is_put_back_or_named():
    """Only the first word held came back when the host went: FOX vanished unsaid."""
    intents, line, message = _held_when_the_host_goes(())
    assert len(intents) == 1 and line == "DOG" and "Not sent: FOX." in message


def test_words_held_when_the_host_goes_are_named_when_letters_typed_since_are_on_the_line():
    """Letters typed after the held words are on the line: DOG was dropped unsaid, with FOX."""
    intents, line, message = _held_when_the_host_goes(tuple("an"))
    assert len(intents) == 1 and line == "AN" and "Not sent: DOG, FOX." in message


def test_a_seats_ctrl_e_with_a_word_typed_asks_first_and_esc_keeps_the_word():
    """CAT played, DOGS typed, Ctrl+E: the seat sent the key at once and DOGS was gone with
    the turn. It asks, as the shared keyboard does; Esc keeps DOGS on the line."""
    from remote_support import as_received, seat_app_alone
    from test_pass_keys import game_with

    from wordcards.app.widgets.common.entry import WordEntry

    async def play() -> None:
        table = HostTable(game_with(["CATDOGS", "JKV"], deck="W"), ["ann", "bob"])
        table.intent(0, {"type": "word", "word": "cat"})
        async with seat_app_alone((80, 24)) as (app, pilot, intents):
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            for key in ("d", "o", "g", "s", "ctrl+e"):
                await pilot.press(key)
            await settle(app, pilot)
            assert app.screen.name == "confirm" and not intents
            assert app.screen.query_one(".dialog-title").render().plain == "DOGS is typed but not played: end the turn anyway?"
            await pilot.press("escape")
            await settle(app, pilot)
            assert app.query_one(WordEntry).value == "DOGS" and not intents
            await pilot.press("ctrl+e", "enter")
            await until(pilot, lambda: intents, "the key sent")
            assert intents == [{"type": "key", "key": "end_turn"}]

    asyncio.run(play())


def _word_line_after_the_turn_ended_asked(key: str) -> tuple[list[dict], str, str]:
    """DOGS typed (after CAT played, for Ctrl+E: a pass is before any play), ``key``, Enter to the question that says
    the word is dropped, Bob passes: (the keys sent, the line as Enter was answered, the line
    on Ann's next turn, also on a new connection that the host's draft could fill)."""
    from remote_support import as_received, seat_app_alone
    from test_pass_keys import game_with

    from wordcards.app.shuffle_pass import pass_key
    from wordcards.app.widgets.common.entry import WordEntry

    async def play() -> tuple[list[dict], str, str]:
        table = HostTable(game_with(["CATDOGS", "JKV"], deck="WX"), ["ann", "bob"])
        if key == "ctrl+e":
            table.intent(0, {"type": "word", "word": "cat"})
        async with seat_app_alone((80, 24)) as (app, pilot, intents):
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            for letter in "dogs":
                await pilot.press(letter)
            app.draft.tell_now()  # the host keeps DOGS as Ann's draft
            await until(pilot, lambda: intents.drafts, "the draft told")
            assert table.keep_draft(0, intents.drafts.pop())
            assert state_message(table, 0)["draft"] == {"word": "DOGS", "not_played": False}
            await pilot.press(key)
            await settle(app, pilot)
            assert app.screen.name == "confirm"
            await pilot.press("enter")
            await until(pilot, lambda: intents, "the key sent")
            when_answered = app.query_one(WordEntry).value
            keys = list(intents)
            table.intent(0, keys[0])
            await app.show(as_received(table, 0))
            table.intent(1, {"type": "key", "key": pass_key(table.game)})
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            app.draft.connected()  # a screen opened again: the host's draft, if any, comes back
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            return keys, when_answered, app.query_one(WordEntry).value

    return asyncio.run(play())


def test_a_seats_ctrl_e_answered_drops_the_typed_word_as_its_question_says():
    """Found in play (r34b): 'Ending the turn now drops the word', Enter, and on Ann's next
    turn the seat's line still showed DOGS; at the shared keyboard it is empty."""
    keys, when_answered, next_turn = _word_line_after_the_turn_ended_asked("ctrl+e")
    assert keys == [{"type": "key", "key": "end_turn"}]
    assert when_answered == "" and next_turn == ""


def test_a_seats_ctrl_p_answered_drops_the_typed_word_as_its_question_says():
    keys, when_answered, next_turn = _word_line_after_the_turn_ended_asked("ctrl+p")
    assert keys == [{"type": "key", "key": "pass_turn"}]
    assert when_answered == "" and next_turn == ""


def test_esc_then_a_letter_typed_fast_over_a_seats_list_goes_on_with_the_word_put_back():
    """TENTS, its list, then Esc A in one burst: at the shared keyboard Esc puts TENTS back
    and A goes on with it (TENTSA). On a seat the word came back only with the host's answer,
    after the A was on the line, and the line kept the A alone: TENTS was lost."""
    from remote_support import as_received
    from textual import events

    from wordcards.app.widgets.common.entry import WordEntry

    async def burst() -> tuple[list[dict], str]:
        async with burst_typed(tents_two_ways(), (*"tents", "enter")) as (table, app, pilot, intents):
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await until(pilot, lambda: app.screen.name == "choice", "the list")
            for key, character in (("escape", "\x1b"), ("a", "a")):
                app.post_message(events.Key(key, character))
            await until(pilot, lambda: len(intents) > 1, "the list's answer")
            await settle(app, pilot)
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            return intents, app.query_one(WordEntry).value

    intents, line = asyncio.run(burst())
    assert intents[1]["type"] == "choice" and intents[1]["index"] is None and len(intents) == 2
    assert line == "TENTSA"


def test_a_word_esc_put_back_then_cleared_before_the_hosts_answer_stays_cleared():
    """TENTS, its list, Esc: TENTS goes back on the line at once (_own_word_back). Cleared
    before the host's answer came (a slow link), the line took TENTS back a second time
    with that answer: keep_typed found it empty and nothing sent since."""
    from remote_support import as_received
    from textual import events

    from wordcards.app.widgets.common.entry import WordEntry

    async def cleared() -> tuple[str, str]:
        async with burst_typed(tents_two_ways(), (*"tents", "enter")) as (table, app, pilot, intents):
            table.intent(0, intents[-1])
            await app.show(as_received(table, 0))
            await until(pilot, lambda: app.screen.name == "choice", "the list")
            app.post_message(events.Key("escape", "\x1b"))
            await until(pilot, lambda: len(intents) > 1, "the list's answer")
            await settle(app, pilot)
            entry = app.query_one(WordEntry)
            put_back = entry.value
            for _ in put_back:
                app.post_message(events.Key("backspace", None))
            await settle(app, pilot)
            table.intent(0, intents[-1])  # the host's answer comes only now
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            return put_back, entry.value

    put_back, line = asyncio.run(cleared())
    assert put_back == "TENTS"
    assert line == ""
