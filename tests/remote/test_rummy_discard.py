"""A remote rummy discard asks first, as the shared keyboard does (R3; the pass/discard
policy, docs/decisions/app.md): one letter + Enter may be a word typed too early, and a
discard ends the turn for good. The host asks (it alone knows which cards may go), the
seat shows the question, and typing on goes on with the word instead."""

from __future__ import annotations

import asyncio
import re

import pytest

from remote_support import as_received, showing_seat, watch_seat
from test_seat_app import until

from wordcards.app.screens.choice import DialogWarning
from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, Phase, RummyMatch
from wordcards.engine.rummy.cards import full_deck, parse_cards
from wordcards.remote.client import SeatClient, socket_url
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.rulesets import Lengths, RummyRules, default_ruleset
from wordcards.words import WordList

RULES = default_ruleset("rummy")


def said(app: SeatApp) -> str:
    """The seat's message line as shown."""
    return str(app.query_one("#message").render())


def match_in_play(
    ann: str,
    bob: str,
    phase: str = "play",
    drawn_out: bool = False,
    rules: RummyRules = RULES,
    players: tuple[Player, Player] = (Player("Ann"), Player("Bob")),
    **length,
) -> RummyMatch:
    """Ann to play (she has drawn; with phase="draw", she is to draw): her hand and Bob's
    as given, the other cards drawn (``drawn_out``: all in the discard pile, the draw pile
    empty); ``players``: the two seats (a computer's, say); ``length``: the match's options
    (max_hands=4)."""
    placed = parse_cards(f"{ann} {bob}", RULES.colours)
    rest = [card for card in full_deck(RULES) if card not in placed]
    cut = len(rest) if drawn_out else 1
    start = {
        "hands": [ann, bob],
        "table": [[], []],
        "phase": phase,
        "current": 0,
        "draw_pile": " ".join(str(card) for card in rest[cut:]),
        "discard_pile": " ".join(str(card) for card in rest[:cut]),
    }
    words = WordList.from_words(["at", "tax"], name="tiny")
    return RummyMatch.from_position(rules, words, players, start, 1, **length)


def x_discard_asked() -> dict:
    """Ann's state as received once she has typed X: the host asks first, "Discard X■ (blue)?"."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    asked = as_received(table, 0)
    assert "confirm" in asked
    return asked


def test_R3_a_remote_discard_of_one_card_asks_first_and_esc_keeps_the_turn():
    game = match_in_play("Ar Tg Xb", "Eg Ng Rb")
    table = HostTable(game, ["ann", "bob"])
    assert table.intent(0, {"type": "word", "word": "x"}) is False
    asked = state_message(table, 0)
    assert asked["confirm"]["question"] == "Discard X■ (blue)?"
    assert "cannot be taken back" in asked["confirm"]["detail"] and asked["confirm"]["yes"] == "discard"
    assert not game.actions and "confirm" not in state_message(table, 1)  # nothing done yet; Bob sees no question
    table.intent(0, {"type": "choice", "index": None})
    assert not game.actions and state_message(table, 0)["message"]["text"] == "Nothing done: your turn goes on."
    table.intent(0, {"type": "word", "word": "x"})
    assert table.intent(0, {"type": "choice", "index": 0}) is True
    assert list(game.actions) == [Discard(parse_cards("Xb", RULES.colours)[0])]
    assert game.current == 1


def test_R4_a_remote_seat_discards_one_typed_letter_under_an_old_saves_minimum_of_one():
    """An old save's ruleset may keep a minimum of 1 (docs/decisions/rummy.md): one letter
    sent from a seat was tried as a word there ("X is not a word"), so the seat could never
    discard. It discards, asked first, as at the shared keyboard."""
    from dataclasses import replace

    game = match_in_play("Ar Tg Xb", "Eg Ng Rb", rules=replace(RULES, min_word_length=Lengths(1, 1)))
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    assert state_message(table, 0)["confirm"]["question"] == "Discard X■ (blue)?"
    assert table.intent(0, {"type": "choice", "index": 0}) is True
    assert list(game.actions) == [Discard(parse_cards("Xb", RULES.colours)[0])]


def test_R3_a_remote_discard_of_several_colours_says_the_turn_ends_as_at_the_keyboard():
    game = match_in_play("Ar Ab Tg", "Eg Ng Rb")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "a"})
    listed = state_message(table, 0)["choose"]
    assert listed["title"] == "Discard which A? (your turn ends)"  # picking a colour is the confirmation
    assert listed["options"] == ["A◆  red", "A■  blue"]  # the shared keyboard's lines, uncoloured


def test_R6_a_remote_discard_that_ends_the_hand_says_so_as_at_the_keyboard():
    """ "Discard X■ (blue)? Your turn ends, ..." before Ann's last card: it goes out and ends
    the hand (R6); so does any discard once the draw pile is empty. The question says so."""
    game = match_in_play("Xb", "Eg Ng Rb")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    asked = state_message(table, 0)["confirm"]
    assert (asked["question"], asked["yes"]) == ("Discard X■ (blue) and go out?", "discard and go out")
    assert asked["detail"] == "It is your last card: you go out and the hand ends. A discard cannot be taken back."
    assert table.intent(0, {"type": "choice", "index": 0}) is True
    assert not game.hand(0) and game.phase is not Phase.PLAY
    game = match_in_play("Ar Ab Tg", "Eg Ng Rb", drawn_out=True)
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "t"})
    asked = state_message(table, 0)["confirm"]
    assert (asked["question"], asked["yes"]) == ("Discard T● (green) and end the hand?", "discard and end the hand")
    assert asked["detail"] == "The draw pile is empty, so the hand ends with your turn. A discard cannot be taken back."
    table.intent(0, {"type": "choice", "index": None})
    table.intent(0, {"type": "word", "word": "a"})
    assert state_message(table, 0)["choose"]["title"] == "Discard which A? (the hand ends: the draw pile is empty)"


@pytest.mark.parametrize(
    ("length", "ends"),
    [({"variant": "inverse", "deals": 3}, "the deal"), ({"variant": "inverse", "deals": 1}, "the match"), ({"max_hands": 1}, "the match")],
)
def test_R6_R9_a_remote_discard_on_an_empty_draw_pile_names_the_deal_or_the_match(length, ends):
    """Inverse counts deals (R9): the seat was asked "... and end the hand?" there, and
    nothing of the match on its last deal or hand. It is told what the shared keyboard is."""
    game = match_in_play("Ar Ab Tg", "Eg Ng Rb", drawn_out=True, **length)
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "t"})
    asked = state_message(table, 0)["confirm"]
    assert (asked["question"], asked["yes"]) == (f"Discard T● (green) and end {ends}?", f"discard and end {ends}")
    assert asked["detail"] == f"The draw pile is empty, so {ends} ends with your turn. A discard cannot be taken back."


@pytest.mark.parametrize(
    "ann, drawn_out, letter, label, length",
    [
        ("Xb", False, "x", "Discard and go out", {}),
        ("Ar Ab Tg", True, "t", "Discard and end the hand", {}),
        ("Ar Ab Tg", True, "t", "Discard and end the deal", {"variant": "inverse", "deals": 3}),  # R9
        ("Ar Ab Tg", True, "t", "Discard and end the match", {"variant": "inverse", "deals": 1}),
    ],
)
def test_R6_a_seats_footer_names_the_discard_that_ends_the_hand(ann, drawn_out, letter, label, length):
    """The seat's question "Discard X■ (blue) and go out?" had "⏎ Yes" in its footer where an
    ordinary discard's says "⏎ Discard": it names the answer (the deal's end in inverse, R9;
    the match's on its last deal), whole at 64 columns."""
    from wordcards.app.screens.confirm import ConfirmScreen

    from remote_support import footer_shown

    table = HostTable(match_in_play(ann, "Eg Ng Rb", drawn_out=drawn_out, **length), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": letter})
    state = as_received(table, 0)

    async def look():
        async with showing_seat(state, size=(64, 20)) as (app, pilot, _):
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
            await until(pilot, lambda: label in footer_shown(app), "the footer's answer")
            shown = footer_shown(app)
            assert shown[label] == "enter" and shown["Keep playing"] == "escape" and "Yes" not in shown

    asyncio.run(look())


def test_a_seats_messages_show_a_card_with_its_shape_mark_as_the_shared_keyboard_does():
    """A seat said "You drew P (green)." where the shared keyboard says "You drew P● (green).":
    its draw, take and discard messages left out the mark that reads without colour."""
    game = match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw")
    table = HostTable(game, ["ann", "bob"])
    top = game.view(0).discard_top
    table.intent(0, {"type": "key", "key": SeatKey.TAKE_DISCARD})
    mark = {"red": "◆", "green": "●", "blue": "■"}[top.colour]
    assert state_message(table, 0)["message"]["text"] == f"You took {top.letter}{mark} ({top.colour}) from the discard pile."
    table.intent(0, {"type": "word", "word": "x"})
    assert state_message(table, 0)["confirm"]["question"] == "Discard X■ (blue)?"
    table.intent(0, {"type": "choice", "index": 0})
    assert state_message(table, 0)["message"]["text"] == "You discarded X■ (blue)."
    game = match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    assert re.fullmatch(r"You drew [A-Z][◆●■] \((red|green|blue)\)\.", state_message(table, 0)["message"]["text"])


def test_R3_the_card_just_taken_is_named_with_its_shape_mark_when_it_cannot_go_back():
    """ "K (blue) was just taken from the discard pile" was the one message naming a card
    without its mark; the shared keyboard and a seat share this refusal (app/rummy_discard.py)."""
    game = match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw")
    top = game.view(0).discard_top
    assert top.letter not in "ATX"  # the taken card is the only one of its letter held
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.TAKE_DISCARD})
    table.intent(0, {"type": "word", "word": top.letter.lower()})
    mark = {"red": "◆", "green": "●", "blue": "■"}[top.colour]
    expected = f"{top.letter}{mark} ({top.colour}) was just taken from the discard pile: discard another card."
    assert state_message(table, 0)["message"]["text"] == expected
    assert "confirm" not in state_message(table, 0) and len(game.actions) == 1  # only the take


def test_R3_R6_a_seats_meld_that_empties_the_hand_asks_first():
    """A seat's last meld ended the hand at once, with no question: now asked as at the shared
    keyboard (test_R3_R6_a_meld_that_empties_the_hand_asks_first_as_the_going_out_discard)."""
    game = match_in_play("Ar Tr", "Eg Ng Rb")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "at"})
    asked = state_message(table, 0)["confirm"]
    assert asked["question"] == "Meld A◆T◆ (red) and go out?" and asked["yes"] == "meld and go out"
    assert "hand ends" in asked["detail"] and not game.actions
    table.intent(0, {"type": "choice", "index": None})
    message = state_message(table, 0)["message"]
    assert not game.actions and (message["text"], message["word"]) == ("Nothing done: your turn goes on.", "AT")
    table.intent(0, {"type": "word", "word": "at"})
    table.intent(0, {"type": "choice", "index": 0})
    assert len(game.actions) == 1 and game.phase.value == "hand-over"


def test_R3_a_refused_discard_leaves_nothing_on_the_seats_line():
    """Q refused ("just taken"), then U + Enter read "QU is not a word": the refused letter
    stayed on the seat's line, so the next discard typed was glued to it. One letter is
    nothing to edit: it is not kept, as at the shared keyboard
    (test_R3_a_refused_discard_leaves_nothing_on_the_line), and U is a discard of its own
    (the seat app's line: test_R3_a_refused_discard_leaves_nothing_on_the_seat_apps_line)."""
    game = match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw")
    top = game.view(0).discard_top
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.TAKE_DISCARD})
    table.intent(0, {"type": "word", "word": top.letter.lower()})
    message = state_message(table, 0)["message"]
    assert message["refusal"] and "just taken" in message["text"]
    assert "word" not in message  # nothing put back on the line
    table.intent(0, {"type": "word", "word": "q" if top.letter != "Q" else "z"})
    assert state_message(table, 0)["message"]["text"].startswith("You hold no ")  # a letter of its own


def test_R3_a_refused_discard_leaves_nothing_on_the_seat_apps_line(tmp_path):
    """On the seat itself: a letter she holds no card of, Enter, then a letter she holds and
    Enter. The refused letter stayed on the seat's line and the next was glued to it ("QZ",
    refused as a word): now the second letter's discard question opens."""

    async def play():
        async with watch_seat(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "4") as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            await pilot.press("ctrl+d")
            await until(pilot, lambda: app.state["actions"] == 1, "the draw")
            hand = [card.letter for card in app.state["view"].hand]
            missing = next(c for c in "QZXJKVWYBCDEFGHILMNOPRSTUA" if c not in hand)
            held = next(c for c in hand if hand.count(c) == 1)  # one colour: a question, no list
            await pilot.press(missing.lower(), "enter")
            await until(pilot, lambda: said(app) == f"You hold no {missing} to discard.", "the refusal")
            assert app.query_one("#entry").value == ""
            await pilot.press(held.lower(), "enter")
            await until(pilot, lambda: app.screen.name == "confirm", "the discard question")
            assert f"Discard {held}" in app.state["confirm"]["question"] and app.state["actions"] == 1

    asyncio.run(play())


def test_R3_the_seat_asks_before_a_discard_and_a_letter_typed_over_it_starts_a_word(tmp_path):
    """'t' + Enter on a remote seat: the question comes up, the next letter closes it and
    starts a word of its own, nothing thrown away (docs/decisions/app.md, as over the list
    of colours); Enter on the question discards."""

    async def play():
        async with watch_seat(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "4") as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            await pilot.press("ctrl+d")
            await until(pilot, lambda: app.state["actions"] == 1, "the draw")
            assert said(app).startswith("You drew ")  # the card, by name
            hand = [card.letter for card in app.state["view"].hand]
            letter = next(c for c in hand if hand.count(c) == 1)
            await pilot.press(letter.lower(), "enter")
            await until(pilot, lambda: app.screen.name == "confirm", "the discard question")
            await pilot.press("q")
            await until(pilot, lambda: app.screen.name != "confirm", "the question closed by a letter")
            assert app.query_one("#entry").value == "Q"
            await until(pilot, lambda: "confirm" not in app.state and "message" in app.state, "the host's answer")
            assert app.state["actions"] == 1  # nothing thrown away
            await pilot.press("escape", letter.lower(), "enter")
            await until(pilot, lambda: app.screen.name == "confirm", "the discard question again")
            await pilot.press("enter")
            await until(pilot, lambda: app.state["actions"] == 2, "the discard")
            assert app.state["view"].current == 1

    asyncio.run(play())


def test_R3_a_seats_discard_question_opens_over_no_note_of_the_other_games_key(tmp_path):
    """Ctrl+P then a letter and Enter on a seat: the question opened over "Ctrl+P is
    Shuffle's pass: ...", a note about a key, as at the shared keyboard."""
    from wordcards.app.other_game_keys import IN_RUMMY

    async def play():
        async with watch_seat(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "4") as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            await pilot.press("ctrl+d")
            await until(pilot, lambda: app.state["actions"] == 1, "the draw")
            await pilot.press("ctrl+p")
            await until(pilot, lambda: said(app) == IN_RUMMY["ctrl+p"], "the note of Shuffle's pass")
            letter = app.state["view"].hand[0].letter
            await pilot.press(letter.lower(), "enter")
            await until(pilot, lambda: app.screen.name in ("confirm", "choice"), "the discard question")
            await pilot.pause()
            assert said(app) == "" and app.state["actions"] == 1

    asyncio.run(play())


def test_a_question_answered_on_another_screen_of_the_seat_closes_here(tmp_path):
    """Two terminals on one seat (a phone and a laptop): the discard question is answered
    on one; the other's copy closes instead of offering a question the host no longer holds."""

    async def play():
        async with watch_seat(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "4") as (host, app, pilot):
            async with SeatClient(socket_url(host.links["Ann"])) as other:
                await until(pilot, lambda: app.state is not None, "a state from the host")
                await pilot.press("ctrl+d")
                await until(pilot, lambda: app.state["actions"] == 1, "the draw")
                letter = app.state["view"].hand[0].letter
                await pilot.press(letter.lower(), "enter")
                await until(pilot, lambda: app.screen.name in ("confirm", "choice"), "the discard question")
                await other.choice(None)  # Esc on the other screen
                await until(pilot, lambda: app.screen.name not in ("confirm", "choice"), "the question closed here")
                await until(pilot, lambda: "Nothing" in said(app), "the host's answer")
                assert app.state["actions"] == 1 and not app.query_one("#message").has_class("-refusal")

    asyncio.run(play())


def test_R3_F2_gives_a_seats_open_discard_list_the_new_theme_colours():
    """F2 with "Discard which A?" open on a seat did nothing (a list shuts the app's keys
    out) and the list's cards kept the old theme's colours until it closed."""

    from wordcards.app.screens.choice import ChoiceScreen
    from wordcards.app.widgets.rummy.cards import PALETTE

    table = HostTable(match_in_play("Ar Ab Tg", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "a"})
    state = as_received(table, 0)

    async def look():
        async with showing_seat(state) as (app, pilot, _):
            await until(pilot, lambda: isinstance(app.screen, ChoiceScreen), "the list")
            dark = app.current_theme.dark
            assert PALETTE[dark]["blue"] in repr(app.screen.labels)
            await pilot.press("f2")
            await until(pilot, lambda: app.current_theme.dark is not dark, "the other theme")
            await until(pilot, lambda: PALETTE[not dark]["blue"] in repr(app.screen.labels), "the list retinted")
            assert PALETTE[dark]["blue"] not in repr(app.screen.labels)

    asyncio.run(look())


def test_a_word_sent_before_the_draw_is_kept_for_the_seat_with_the_shared_keyboards_words():
    """TAX sent a moment before the draw: refused as at the shared keyboard, and sent back
    with the message so the seat keeps it typed (it was lost, to be typed again)."""
    game = match_in_play("Ar Tr Xb", "Eg Ng Rb", phase="draw")
    table = HostTable(game, ["ann", "bob"])
    assert table.intent(0, {"type": "word", "word": "tax"}) is False
    assert state_message(table, 0)["message"] == {
        "text": "Draw a card first (Ctrl+D or Ctrl+Y). TAX stays typed: Enter then tries it.",
        "refusal": True,
        "word": "TAX",
    }
    table.seats[0].said()
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    assert "word" not in state_message(table, 0)["message"]  # only the word sent too early comes back


@pytest.mark.parametrize(
    ("ann", "word", "text"),
    [
        # A red X (unseen, so it may be drawn) makes TAX in red: Enter may meld it.
        ("Ar Tr Xb", "tax", "TAX stays typed: Enter then tries it."),
        # Three colours and one card more cannot give TAX one colour (R4): no promise.
        ("Ar Tg Xb", "tax", "TAX stays typed."),
        # No draw makes a word of what the list lacks: said at once, not after the draw.
        ("Ar Tr Xb", "trax", "TRAX stays typed. TRAX is not a word in the word list."),
    ],
)
def test_R4_a_word_sent_before_the_draw_is_promised_a_meld_only_when_a_draw_can_make_it(ann, word, text):
    """KT typed before the draw said "Enter then melds it", and Enter after the draw said
    KT is not a word (a play-tester): the promise is made only when some draw could keep it."""
    game = match_in_play(ann, "Eg Ng Rb", phase="draw")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": word})
    assert state_message(table, 0)["message"]["text"] == f"Draw a card first (Ctrl+D or Ctrl+Y). {text}"


def test_a_seat_keeps_a_letter_sent_before_the_draw_and_enter_after_it_asks_to_discard(tmp_path):
    """One letter + Enter before Ctrl+D on a remote seat: the letter stays on the line, and
    Enter after the draw asks to discard it, as at the shared keyboard."""

    async def play():
        async with watch_seat(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "4") as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            letter = app.state["view"].hand[0].letter
            await pilot.press(letter.lower(), "enter")
            await until(pilot, lambda: "Draw a card first" in said(app), "the host's answer")
            assert app.query_one("#entry").value == letter and app.state["actions"] == 0
            await pilot.press("ctrl+d")
            await until(pilot, lambda: app.state["actions"] == 1, "the draw")
            assert app.query_one("#entry").value == letter
            await pilot.press("enter")
            await until(pilot, lambda: app.screen.name in ("confirm", "choice"), "the discard question")

    asyncio.run(play())


def test_R4_a_card_under_the_discard_piles_top_is_promised_to_no_draw():
    """The only red X lies under the discard pile's top, which is public: no draw can give
    it, so TAX (A and T red) is not promised a meld (it was counted among the unseen cards)."""
    from wordcards.engine.rummy.resolve import word_after_draw

    placed = parse_cards("Ar Tr Xb Eg Ng Rb Xr Cb", RULES.colours)
    rest = [card for card in full_deck(RULES) if card not in placed]
    start = {
        "hands": ["Ar Tr Xb", "Eg Ng Rb"],
        "table": [[], []],
        "phase": "draw",
        "current": 0,
        "draw_pile": " ".join(str(card) for card in rest),
        "discard_pile": "Xr Cb",  # Cb on top
    }
    words = WordList.from_words(["at", "tax"], name="tiny")
    game = RummyMatch.from_position(RULES, words, (Player("Ann"), Player("Bob")), start, 1)
    assert str(game.discard_pile[-1]) == "Cb"
    assert not word_after_draw(game, "tax").meldable
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "tax"})
    assert state_message(table, 0)["message"]["text"] == "Draw a card first (Ctrl+D or Ctrl+Y). TAX stays typed."


def test_an_enter_typed_ahead_of_the_hosts_question_leaves_nothing_said_under_it():
    """Play-testers: X Enter Enter on a seat. The second Enter found an empty line before
    the host's "Discard X■ (blue)?" came, and "Type a word, then press Enter." stayed under
    the question, as if something were wrong. It goes once the question opens."""
    from wordcards.app.answer_words import TYPE_A_WORD
    from wordcards.app.widgets.common.panels import MessageLine

    before = as_received(HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)
    asked = x_discard_asked()

    async def look() -> tuple[str, str, list]:
        async with showing_seat(before) as (app, pilot, sent_intents):
            await pilot.press("x", "enter", "enter")
            await pilot.pause()
            meanwhile = str(app.query_one(MessageLine).content)
            await app.show(asked)
            await until(pilot, lambda: app.screen.name == "confirm", "the discard question")
            return meanwhile, str(app.query_one(MessageLine).content), list(sent_intents)

    meanwhile, under, intents = asyncio.run(look())
    assert meanwhile == TYPE_A_WORD  # the line was empty: said, until the question came
    assert under == "" and [intent["type"] for intent in intents] == ["word"]


def test_a_turn_key_over_a_seats_discard_question_says_to_answer_first_and_sends_nothing():
    """As over the list of ways: Ctrl+Z, Ctrl+T or Ctrl+D over the question "Discard X■
    (blue)?" did nothing and said nothing; each says what to do first, and sends nothing.
    Ctrl+E, Shuffle's key, never works in rummy: as at the shared keyboard it says nothing."""
    state = x_discard_asked()

    async def look() -> tuple[list, list, str]:
        async with showing_seat(state) as (app, pilot, sent_intents):
            await until(pilot, lambda: app.screen.name == "confirm", "the discard question")
            notes: list[str] = []
            for key in ("ctrl+e", "ctrl+z", "ctrl+t", "ctrl+d"):  # Ctrl+E first: it says nothing
                await pilot.press(key)
                await pilot.pause()
                notes.append(app.screen.query_one(DialogWarning).said)
            return notes, list(sent_intents), app.screen.name

    notes, intents, screen = asyncio.run(look())
    assert notes == ["", *["Press Enter to discard or Esc to keep playing first."] * 3]
    assert intents == [] and screen == "confirm"


def test_a_turn_key_over_a_seats_own_pass_question_says_to_answer_first(tmp_path):
    """The seat's own question before a pass (Ctrl+P), as the host's before a discard; only
    Shuffle's keys say so (Ctrl+D said "Press Enter to pass" though it never works here)."""
    from test_seat_app import SHUFFLE

    async def play():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            await pilot.press("ctrl+p")
            await until(pilot, lambda: app.screen.name == "confirm", "the pass question")
            warning = app.screen.query_one(DialogWarning)
            await pilot.press("ctrl+d")  # rummy's, never works in Shuffle
            await pilot.pause()
            assert warning.said == ""
            for key in ("ctrl+e", "ctrl+g"):
                await pilot.press(key)
                await pilot.pause()
                assert warning.said == "Press Enter to pass or Esc to keep playing first.", key
            assert app.screen.name == "confirm" and app.state["actions"] == 0

    asyncio.run(play())
