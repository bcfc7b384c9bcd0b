"""Ctrl+G on a seat: the host finds the hint for that seat from its own view (the shared
keyboard's search and words, wordcards.ai.advice), in a thread, and tells that seat only;
the log tells everyone that a hint was used, not what it was."""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any, AsyncIterator

from remote_support import LINK, LINK_FOR, Replica, as_received, connect_seats, run, secret_cards, settle, showing_seat, start_host
from test_rummy_discard import match_in_play
from test_seat_app import until

from wordcards.app import hint_typing, rummy_hint, shuffle_hint
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote.client import decode_state
from wordcards.remote.keys import SeatKey
from wordcards.remote.host_words import LOOKING
from wordcards.remote.host_hints import HintTold
from wordcards.remote.state_message import state_message
from wordcards.remote.kept_beside import KeptBeside
from wordcards.remote.table import HostTable


def sent(table: HostTable, seat: int) -> dict:
    return json.loads(json.dumps(state_message(table, seat)))


def told_to(table: HostTable, seat: int) -> dict:
    """The answer ``table`` sends ``seat``, as the seat reads it: a Shuffle hint's words that
    name a joker come as a line with its places (codec.py) and are read back as that line."""
    return decode_state(sent(table, seat))["message"]


def hint_looked_for() -> tuple[dict, dict]:
    """Ann's states (rummy, A T X in hand) as her seat receives them: before her Ctrl+G, and
    once the host looks for her hint."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    before = as_received(table, 0)
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    return before, as_received(table, 0)


@contextlib.asynccontextmanager
async def seat_waiting_for_its_hint(before: dict, looking: dict) -> AsyncIterator[tuple[Any, Any, list[dict], MessageLine]]:
    """Ann's seat showing ``before``: Ctrl+G pressed and sent, then ``looking`` shown with
    its keys. Yields the app, its pilot, what it sent and its message line."""
    async with showing_seat(before) as (app, pilot, sent_by_seat):
        await pilot.press("ctrl+g")
        await until(pilot, lambda: sent_by_seat, "the hint asked for")
        await app.show(looking)
        app.refresh_bindings()
        await pilot.pause()
        yield app, pilot, sent_by_seat, app.query_one(MessageLine)


def test_a_seats_hint_is_the_shared_keyboards_told_to_that_seat_only():
    from wordcards.ai import hint, hint_points

    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    game = table.game
    expected = hint(game)
    said = rummy_hint.said(game, expected, hint_points(game, expected), True)
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    asking = sent(table, 0)
    assert asking["message"]["text"] == LOOKING and asking["keys"] == []  # its keys wait for it
    table.intent(0, {"type": "word", "word": "tax"})
    waiting = told_to(table, 0)
    assert waiting["text"] == f"{LOOKING} one moment." and not game.actions  # nothing played meanwhile
    assert waiting["word"] == "TAX"  # back on the seat's line, not lost
    assert table.hint_to_start(0) == () and table.hint_to_start(0) is None  # started once
    told = table.find_hint()
    assert told.used and table.hint_found(0, (), told)
    mine, bobs = sent(table, 0), sent(table, 1)
    assert mine["message"]["text"] == f"Hint: {said.plain}"
    assert "message" not in bobs and "Hint" not in json.dumps(bobs)  # Bob is never told what it was
    assert bobs["view"]["log"][-1] == mine["view"]["log"][-1] == "Ann used a hint"
    assert "hint" in mine["keys"]  # her keys are back


def test_a_hint_is_offered_only_on_the_seats_own_turn():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    assert "hint" not in sent(table, 1)["keys"]
    table.intent(1, {"type": "key", "key": SeatKey.HINT})
    assert told_to(table, 1) == {"text": "It is Ann's turn.", "refusal": True}
    assert table.hint_to_start(1) is None


def test_a_hint_the_game_moved_past_is_dropped():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    table.hint_to_start(0)
    assert not table.hint_found(0, (table.game.legal_actions()[0],), HintTold("meld AT"))  # asked at another point of the game
    assert "Hint" not in json.dumps(sent(table, 0)) and table.in_play.notes == []


def test_the_hint_and_its_note_go_through_the_wire_with_no_secret_card(tmp_path):
    """A real host: Ann's hint comes to Ann only; every message both seats get is checked
    for cards they must not see; the note is saved with the game."""
    from wordcards.ai import hint, hint_points

    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1") as host:
        replica = Replica(tmp_path)

        async def ask() -> None:
            ann, bob = await connect_seats(host, replica)
            first = await ann.until(lambda s: True)
            assert SeatKey.HINT in first["keys"]
            await ann.client.send({"type": "key", "key": "hint", "id": 1})
            told = await ann.until(lambda s: s.get("message", {}).get("text", "").startswith("Hint: "), limit=20)
            game = replica.at(0)
            best = hint(game)  # Ann is to play: from her view, as the shared keyboard finds it
            assert best is not None and game.is_legal(best)  # the first play: from her hand only (S4)
            assert told["message"]["text"] == f"Hint: {shuffle_hint.said(game, best, hint_points(game, best))}"
            await bob.until(lambda s: s["view"].log and s["view"].log[-1] == "Ann used a hint", limit=20)
            assert "Hint:" not in bob.text
            assert secret_cards(game, 0)  # the leak check had secrets to look for
            for seat in (ann, bob):
                await seat.client.close()

        run(ask())
        host.wait_for_line("Ann used a hint.")
        saved = json.loads((tmp_path / "hosted" / "game.json").read_text())
        assert saved["app"]["notes"] == [[len(replica.at(0).log), "Ann used a hint"]]


def test_the_hint_notes_are_kept_by_the_hosted_save_for_host_resume(tmp_path, monkeypatch):
    from wordcards.remote import store

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["a" * 22, "b" * 22])
    store.write(store.HostedGame(table.game, ("a" * 22, "b" * 22), None, None, "127.0.0.1", 8765, ((3, "Ann used a hint"),)))
    saved = store.read()
    assert saved is not None and saved.notes == ((3, "Ann used a hint"),)
    resumed = HostTable(table.game, list(saved.tokens), notes=saved.notes)
    assert "Ann used a hint" in sent(resumed, 1)["view"]["log"]


def test_a_hint_used_before_host_resume_is_told_and_marked_again_when_the_seat_joins():
    """As at the shared keyboard: after ``host --resume`` the log said "Ann used a hint"
    but her hint was gone and her list of ways marked none. Her seat joining finds it
    again (the same position gives the same hint), tells her only, and notes it once."""
    from wordcards.ai import hint

    game = match_in_play("Ar Tg Xb", "Eg Ng Rb")
    note = (len(game.log), "Ann used a hint")
    table = HostTable(game, ["ann", "bob"], notes=[note])
    table.connected(1, True)  # Bob's seat: not his hint
    assert table.hint_to_start(1) is None and "message" not in sent(table, 1)
    table.connected(0, True)
    assert told_to(table, 0)["text"] == LOOKING
    assert table.hint_to_start(0) == game.actions
    told = table.find_hint()
    assert not table.hint_found(0, game.actions, told)  # not noted twice
    assert told_to(table, 0)["text"] == f"Hint: {told.text}" and table.hinted(0) == hint(game)
    assert table.in_play.notes == [note] and "Hint" not in json.dumps(sent(table, 1))
    table.connected(0, False)
    table.connected(0, True)  # back again: told again, not looked for again
    assert table.hint_to_start(0) is None


def test_a_hint_lost_with_a_restarted_host_is_asked_again_when_it_is_back():
    """Ctrl+G, then the host restarted before the hint came: "Looking for the best play..."
    stayed up for good beside a footer offering Ctrl+G again. Offline the seat says no hint
    came yet; when the host is back and offers Ctrl+G with no answer, the seat asks again.
    A host still looking (back after a blip) offers no keys: nothing is asked twice."""
    import asyncio

    from wordcards.remote.seat.app import HINT_LOST

    before, looking = hint_looked_for()
    still_looking = {**looking}
    del still_looking["message"]
    restarted = {key: value for key, value in before.items() if key != "message"}

    async def look():
        async with seat_waiting_for_its_hint(before, looking) as (app, pilot, sent, line):
            assert str(line.content) == LOOKING
            app._offline()  # the host stopped
            assert str(line.content).startswith(HINT_LOST)  # then that the game is saved
            app.client = object()
            await app.show(still_looking)  # back after a blip, still looking: no keys offered
            await settle(app, pilot)  # its workers done: a send it began would be in
            assert len(sent) == 1
            app._offline()
            app.client = object()
            await app.show(restarted)  # a restarted host: Ctrl+G offered, no answer
            await until(pilot, lambda: len(sent) == 2, "the hint asked again")
            assert sent[1] == {"type": "key", "key": SeatKey.HINT}
            await app.show(restarted)  # more news before the host's answer: asked once
            await settle(app, pilot)  # its workers done: a send it began would be in
            assert len(sent) == 2

    asyncio.run(look())


def test_a_hint_said_as_the_seats_screen_went_is_said_again_when_it_comes_back():
    """A hint is said once. Ctrl+G then Ctrl+Q (or a connection cut just then): the hint went
    to a screen that was closing, and the seat opened again showed nothing, while every log
    says that it used a hint. A screen that opens the seat on the same position is told it
    again; once the seat has played on, it is not."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.connected(0, True)
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    table.seats[0].said()
    asked_at = table.hint_to_start(0)
    told = table.find_hint()
    assert table.hint_found(0, asked_at, told)
    assert told_to(table, 0)["text"] == f"Hint: {told.text}"
    table.seats[0].said()  # sent, to a screen that was closing
    table.connected(0, False)
    table.connected(0, True)  # the seat opened again
    assert told_to(table, 0)["text"] == f"Hint: {told.text}"
    table.seats[0].said()
    assert "message" not in sent(table, 0)  # said again once
    table.intent(0, {"type": "word", "word": "x"})  # a discard asked first...
    table.intent(0, {"type": "choice", "index": 0})  # ...and done: Bob's turn
    table.seats[0].said()
    table.connected(0, False)
    table.connected(0, True)
    assert "message" not in sent(table, 0)  # the game has moved on: that hint is no news


def test_a_discard_hint_said_again_as_the_seat_comes_back_keeps_its_words_over_a_word():
    """The hint said again to a screen opening the seat (above) brings its words for a
    line with a word on it too, and for one holding its letter: that screen may have a word
    on its line (Esc first, or press Enter)."""
    table = HostTable(match_in_play("Tg Tb Xg", "Eg Ng Rb"), ["ann", "bob"])
    table.connected(0, True)
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    table.seats[0].said()
    told = table.find_hint()
    assert told.over_a_word is not None and told.over_a_word.endswith(": Esc, then type T, then Enter.")
    assert table.hint_found(0, table.hint_to_start(0), told)
    table.seats[0].said()  # sent, to a screen that was closing
    table.connected(0, False)
    table.connected(0, True)
    assert told.on_it is not None and told.on_it[0] == "T"
    assert told_to(table, 0) == {
        "text": f"Hint: {told.text}",
        "refusal": False,
        "over_a_word": f"Hint: {told.over_a_word}",
        "on_it": {"word": "T", "text": f"Hint: {told.on_it[1]}"},
    }


def test_a_turn_key_pressed_while_the_host_looks_for_the_hint_says_to_wait():
    """Found in play: Ctrl+E (any key of the turn) pressed while the host looked for the
    seat's hint did nothing and said nothing (the host offers no keys meanwhile). It says
    to wait, as Enter does, and sends nothing; a key of the other game still says its note."""
    import asyncio

    before, looking = hint_looked_for()
    assert looking["keys"] == []

    async def look():
        async with seat_waiting_for_its_hint(before, looking) as (app, pilot, sent, line):
            for key in ("ctrl+d", "ctrl+y", "ctrl+z", "ctrl+g"):
                line.say(LOOKING)
                await pilot.press(key)
                await pilot.pause()
                assert str(line.content) == f"{LOOKING} one moment.", key
            await pilot.press("ctrl+e")  # Shuffle's End turn, in rummy
            await settle(app, pilot)  # its workers done: a send it began would be in
            assert str(line.content) == app.part.OTHER_GAME_KEYS["ctrl+e"]
            assert len(sent) == 1  # only the Ctrl+G

    asyncio.run(look())


def seat_told_the_hint(hand: str, line: str) -> tuple[str, str, HostTable]:
    """What a seat with ``line`` typed on it says of its hint (the host found it for
    ``hand``), with the words the host sent for an empty line."""
    import asyncio

    from wordcards.app.widgets.common.entry import WordEntry
    from wordcards.app.widgets.common.panels import MessageLine

    table = HostTable(match_in_play(hand, "Eg Ng Rb"), ["ann", "bob"])
    shown = decode_state(sent(table, 0))
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    table.hint_to_start(0)
    found = table.find_hint()
    table.hint_found(0, (), found)
    hinted = decode_state(sent(table, 0))

    async def told() -> str:
        from remote_support import settle, showing_seat

        async with showing_seat(shown) as (app, pilot, _):
            await pilot.press(*line)
            assert app.query_one(WordEntry).value == line.upper()
            await app.show(hinted)
            await settle(app, pilot)
            return str(app.query_one(MessageLine).content)

    return asyncio.run(told()), f"Hint: {found.text}", table


def test_a_discard_hint_over_a_word_on_the_seats_line_says_esc_first_as_the_shared_keyboard():
    """As at the shared keyboard: with TA kept on the seat's line (the host does not see
    it), "type T, then Enter" would make TAT. The seat says Esc first, in the words the
    shared keyboard says with a word on its line (rummy_hint.said, the same function);
    with an empty line, the host's words as they are."""
    from wordcards.ai import hint
    from wordcards.app.widgets.rummy.cards import mark
    from wordcards.engine.rummy import Discard

    said, sent_text, table = seat_told_the_hint("Tg Tb Xg", "ta")
    best = hint(table.game)
    assert isinstance(best, Discard)
    keyboard = rummy_hint.said(table.game, best, 0, True, line="TA").plain
    assert said == f"Hint: {keyboard}" == f"Hint: discard T{mark('blue')} (blue): Esc, then type T, then Enter."
    assert sent_text.endswith(": type T, then Enter.")
    assert seat_told_the_hint("Tg Tb Xg", "")[0] == sent_text


def test_a_reworded_discard_hint_still_says_esc_first_over_a_word(monkeypatch):
    """The seat does not rewrite the host's words (a reworded hint would go on unchanged,
    its Esc lost): the host sends the words for a line with a word on it, made by the
    function the shared keyboard uses, whatever they say."""

    def reworded(what: str, line: str = "") -> str:
        return f"{'clear the line, ' if line else ''}key in {what} and press Enter"

    monkeypatch.setattr(hint_typing, "how_to_type", reworded)
    said, sent_text, _ = seat_told_the_hint("Tg Tb Xg", "ta")
    assert sent_text.endswith(": key in T and press Enter.")
    assert said.endswith(": clear the line, key in T and press Enter.")


def test_a_hint_of_an_older_host_over_a_word_is_shown_as_sent():
    """A host of before sends no words for a line with a word on it: the seat shows the
    hint as sent rather than guess at its wording."""
    import asyncio

    from remote_support import settle, showing_seat

    from wordcards.app.widgets.common.panels import MessageLine

    table = HostTable(match_in_play("Tg Tb Xg", "Eg Ng Rb"), ["ann", "bob"])
    shown = decode_state(sent(table, 0))
    table.say(0, "Hint: discard T (blue): type T, then Enter.")
    hinted = decode_state(sent(table, 0))
    assert "over_a_word" not in hinted["message"]

    async def told() -> str:
        async with showing_seat(shown) as (app, pilot, _):
            await pilot.press("t", "a")
            await app.show(hinted)
            await settle(app, pilot)
            return str(app.query_one(MessageLine).content)

    assert asyncio.run(told()) == "Hint: discard T (blue): type T, then Enter."


def test_the_host_sends_words_for_a_line_with_a_word_on_it_only_for_a_meld_or_a_discard():
    """A hint is worded twice, the second time for a line with a word on it, and that kept
    only when it differs (hint_typing.both): a meld's ("Esc, then type TAX") and a discard's
    ("Esc, then type T") do, a draw's (its key) does not."""
    from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld

    for hand, phase, kind, twice in (
        ("Tg Ag Xg", "play", Meld, True),
        ("Ar Tg Xb", "draw", (DrawDeck, DrawDiscard), False),
        ("Tg Tb Xg", "play", Discard, True),
    ):
        told = HostTable(match_in_play(hand, "Eg Ng Rb", phase=phase), ["ann", "bob"]).find_hint()
        assert isinstance(told.play, kind), hand
        assert (told.over_a_word is not None) == twice and told.over_a_word != told.text
        assert told.over_a_word is None or ": Esc, then type " in told.over_a_word


def test_a_meld_hint_over_a_word_on_the_seats_line_says_esc_first_as_the_shared_keyboard():
    """A play-tester: V kept on the line, the hint "meld H◆E◆M◆ (...)" followed typed VHEM.
    The seat says Esc first, in the shared keyboard's words for a line with a word on it;
    with an empty line, the host's words as they are."""
    from wordcards.ai import hint
    from wordcards.engine.rummy import Meld

    said, sent_text, table = seat_told_the_hint("Tg Ag Xg", "v")
    best = hint(table.game)
    assert isinstance(best, Meld)
    keyboard = rummy_hint.said(table.game, best, table.game.score_change(best), True, line="V").plain
    assert said == f"Hint: {keyboard}" and said.endswith(f": Esc, then type {rummy_hint.typed_word(best)}, then Enter.")
    assert sent_text.endswith(f": type {rummy_hint.typed_word(best)}, then Enter."), sent_text
    assert seat_told_the_hint("Tg Ag Xg", "")[0] == sent_text


def test_a_meld_hint_on_a_seats_line_holding_its_word_says_press_enter_as_the_shared_keyboard():
    """Ctrl+Z puts a meld's word back on the line: the hint says press Enter, not Esc first."""
    from wordcards.ai import hint

    said, _, table = seat_told_the_hint("Tg Ag Xg", "tax")
    best = hint(table.game)
    keyboard = rummy_hint.said(table.game, best, table.game.score_change(best), True, line="TAX").plain
    assert said == f"Hint: {keyboard}" and said.endswith(": press Enter."), said


def test_a_discard_hint_on_a_seats_line_holding_its_letter_says_press_enter():
    said, _, _ = seat_told_the_hint("Tg Tb Xg", "t")
    assert said.endswith("(blue): press Enter."), said


def test_a_shuffle_hint_over_a_word_says_esc_first_and_only_then():
    """A play-tester: QZ kept on the line, "Hint: new word DEEMS from your hand" followed
    made QZDEEMS. Worded for a line with a word on it, the hint says Esc, then type DEEMS;
    a seat is sent both (the host does not see its line); no play found is a key, not typed."""
    from test_seat_cannot_be_played_now import shuffle_game

    from wordcards.ai import hint, hint_points
    from wordcards.remote.host_parts import shuffle as shuffle_part

    game = shuffle_game()
    best = hint(game)
    typed = best.word.upper()
    assert typed == "SLITS"
    text, over, on_it = shuffle_part.hint_words(game, best, hint_points(game, best))
    assert text == shuffle_hint.said(game, best, hint_points(game, best)) and text.endswith(f": type {typed}, then Enter.")
    assert over == text.replace(": type", ": Esc, then type")
    assert on_it == (typed, text.replace(f": type {typed}, then Enter.", ": press Enter."))
    assert shuffle_part.hint_words(game, None, 0)[1] is None


def test_S10_a_seats_shuffle_hint_names_a_joker_swap_and_the_play_it_leads_to():
    """As the shared keyboard's (seed 10 after TeSTS and CLIP): the swap, then FJoRDS, +35
    in all; the swap is the play the seat's "Which joker?" list marks."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.engine.shuffle.actions import SwapJoker
    from wordcards.rulesets import default_ruleset
    from wordcards.words import default_wordlist

    game = ShuffleGame.new(default_ruleset("shuffle"), default_wordlist(), (Player("Ann"), Player("Bob")), 10)
    for notation in ("TeSTS", "end", "CLIP", "end"):
        game.apply(game.parse_action(notation))
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    asked_at = table.hint_to_start(0)
    told = table.find_hint()
    assert told.used and told.play == SwapJoker(1, "E") and table.hint_found(0, asked_at, told)
    assert told_to(table, 0)["text"] == (
        "Hint: swap your E for the joker in your TeSTS (Ctrl+J), then take S from your TESTS (leaving TEST):"
        " FJoRDS - a joker from your hand as O (+35 to your score in all)."
    )


def test_S10_after_the_hinted_swap_a_seats_hint_names_the_play_it_promised():
    """As at the shared keyboard (seed 10 after TeSTS and CLIP): a seat that asks a hint,
    makes the swap it names (Ctrl+J) and asks again is told the play the hint promised,
    "as promised after the swap", and its list of ways marks that play; not a search afresh."""
    from wordcards.engine.shuffle.actions import SwapJoker

    table = seed_10_after_tests_and_clip()
    game = table.game
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    assert table.hint_found(0, table.hint_to_start(0), table.find_hint())
    table.intent(0, {"type": "key", "key": SeatKey.SWAP_JOKER})  # one joker to swap: made at once
    assert list(game.actions)[-1] == SwapJoker(1, "E")
    promised = table.hinted(0)
    assert promised is not None and promised.word == "FJoRDS"
    assert table.hinted(1) is None  # Bob is never told what it was
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    asked_at = table.hint_to_start(0)
    told = table.find_hint()
    assert told.play == promised and not table.hint_found(0, asked_at, told)  # told; noted once this turn, before the swap
    assert told_to(table, 0)["text"] == (
        f"Hint: {game.describe(promised)} ({game.score_change(promised):+d} to your score), as promised after the swap:"
        f" type {promised.word.upper()}, then Enter."
    )


def test_S10_the_promised_play_is_worded_for_a_seat_with_a_word_on_its_line_too():
    """As at the shared keyboard: the play a hint promised, told to a seat, comes with its
    words for a line holding a word ("Esc, then type FJORDS"), which the seat picks."""
    table = seed_10_after_tests_and_clip()
    game = table.game
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    assert table.hint_found(0, table.hint_to_start(0), table.find_hint())
    table.intent(0, {"type": "key", "key": SeatKey.SWAP_JOKER})
    promised = table.hinted(0)
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    asked_at = table.hint_to_start(0)
    table.hint_found(0, asked_at, table.find_hint())
    message = told_to(table, 0)
    assert message["text"].endswith("as promised after the swap: type FJORDS, then Enter.")
    assert message["over_a_word"] == (
        f"Hint: {game.describe(promised)} ({game.score_change(promised):+d} to your score), as promised after the swap:"
        " Esc, then type FJORDS, then Enter."
    )


def test_S10_host_resume_right_after_a_seats_hinted_swap_keeps_the_hints_promise(tmp_path, monkeypatch):
    """The hosted save carries the play the seat's hint promised, as a hot-seat save does:
    a host stopped right after the swap and carried on (``host --resume``) tells the seat
    that play, as promised; a damaged promise in the save is dropped and the game goes on."""
    import json as json_text

    from wordcards.remote import store
    from wordcards.remote.commands import hosted_carried_on, hosted_now, host_table
    from wordcards.words import default_wordlist

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = seed_10_after_tests_and_clip()
    tokens = ("a" * 22, "b" * 22)
    hosted = store.HostedGame(table.game, tokens, None, None, "127.0.0.1", 8765)
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    assert table.hint_found(0, table.hint_to_start(0), table.find_hint())
    table.intent(0, {"type": "key", "key": SeatKey.SWAP_JOKER})
    promised = table.hinted(0)
    store.write(hosted_now(hosted, table))  # as the host saves after every action, and as it stops

    def carried_on() -> HostTable:
        saved = store.read()
        assert saved is not None
        return host_table(hosted_carried_on(saved, default_wordlist(), saved.tokens, "127.0.0.1", 8765), lambda game: None)

    resumed = carried_on()
    game = resumed.game
    assert game.actions == table.game.actions and resumed.hinted(0) == promised
    resumed.intent(0, {"type": "key", "key": SeatKey.HINT})
    asked_at = resumed.hint_to_start(0)
    assert not resumed.hint_found(0, asked_at, resumed.find_hint())  # noted once this turn, before the swap
    assert told_to(resumed, 0)["text"] == (
        f"Hint: {game.describe(promised)} ({game.score_change(promised):+d} to your score), as promised after the swap:"
        f" type {promised.word.upper()}, then Enter."
    )
    data = json_text.loads(store.hosted_path().read_text(encoding="utf-8"))
    data["app"]["promise"] = {"at": len(game.actions), "play": "take 9:Q ZZZ"}
    store.hosted_path().write_text(json_text.dumps(data), encoding="utf-8")
    damaged = carried_on()
    assert damaged.game.actions == game.actions and damaged.hinted(0) is None


def test_S10_host_resume_tells_the_hint_told_after_the_swap_again_though_the_log_noted_one_before(tmp_path, monkeypatch):
    """The log notes a seat's hint once a turn, so the hint Ann was told after the hinted
    swap has no note of its own: the hosted save records where it was told, and her seat
    joining after ``host --resume`` is told it again (not noted again)."""
    from wordcards.remote import store
    from wordcards.remote.commands import hosted_carried_on, hosted_now, host_table
    from wordcards.words import default_wordlist

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = seed_10_after_tests_and_clip()
    hosted = store.HostedGame(table.game, ("a" * 22, "b" * 22), None, None, "127.0.0.1", 8765)
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    assert table.hint_found(0, table.hint_to_start(0), table.find_hint())
    table.intent(0, {"type": "key", "key": SeatKey.SWAP_JOKER})
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    assert not table.hint_found(0, table.hint_to_start(0), table.find_hint())  # noted before the swap
    told = told_to(table, 0)["text"]
    assert "as promised" in told
    log = state_message(table, 1)["view"]["log"]
    assert log.count("Ann used a hint") == 1 and log[-1] != "Ann used a hint"
    store.write(hosted_now(hosted, table))
    saved = store.read()
    assert saved is not None and saved.hint_told == len(table.game.actions)
    resumed = host_table(hosted_carried_on(saved, default_wordlist(), saved.tokens, "127.0.0.1", 8765), lambda game: None)
    resumed.connected(0, True)
    asked_at = resumed.hint_to_start(0)
    assert asked_at == resumed.game.actions  # looked for again by itself
    assert not resumed.hint_found(0, asked_at, resumed.find_hint())
    assert told_to(resumed, 0)["text"] == told
    assert state_message(resumed, 1)["view"]["log"].count("Ann used a hint") == 1


def seed_10_after_tests_and_clip() -> HostTable:
    """Seed 10 after TeSTS and CLIP: Ann's turn, holding D E F J N Q R."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset
    from wordcards.words import default_wordlist

    game = ShuffleGame.new(default_ruleset("shuffle"), default_wordlist(), (Player("Ann"), Player("Bob")), 10)
    for notation in ("TeSTS", "end", "CLIP", "end"):
        game.apply(game.parse_action(notation))
    return HostTable(game, ["ann", "bob"])


def test_a_hint_whose_words_fail_says_none_this_time_and_gives_the_keys_back(monkeypatch):
    """The hint's words replay a joker swap and its follow-up on a clone: were that to
    raise, the search's task died with the seat's keys waiting for good. It says "no hint
    this time", as a failed search does, and the keys come back."""
    table = seed_10_after_tests_and_clip()

    def broken(*args):
        raise ValueError("the words failed")

    monkeypatch.setattr(table.part, "hint_words", broken)
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    asked_at = table.hint_to_start(0)
    assert table.find_hint() == HintTold("no hint this time (the words failed).", used=False)
    assert not table.hint_found(0, asked_at, table.find_hint())
    told = sent(table, 0)
    assert told["message"]["text"] == "Hint: no hint this time (the words failed)." and "hint" in told["keys"]


def test_a_hint_is_not_said_again_on_another_position_with_as_many_actions():
    """A hint was known by its number of actions: Ann's hint after FEND, FEND taken back and
    DEN played instead (as many actions, another position), a screen opening her seat
    was told the hint for FEND's position, and a search asked there was told as found.
    The actions are compared, as the marked play's (``hinted``) are."""
    table = seed_10_after_tests_and_clip()
    game = table.game
    table.connected(0, True)
    game.apply(game.parse_action("FEND"))
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    asked_at = table.hint_to_start(0)
    told = table.find_hint()
    table.hint_found(0, asked_at, told)
    assert told_to(table, 0)["text"] == f"Hint: {told.text}"
    table.seats[0].said()
    game.undo()
    game.apply(game.parse_action("DEN"))
    assert len(game.actions) == len(asked_at) and game.actions != asked_at and game.current == 0
    table.connected(0, False)
    table.connected(0, True)
    assert "message" not in sent(table, 0)  # not FEND's hint
    assert not table.hint_found(0, asked_at, told)
    assert "message" not in sent(table, 0)


def test_every_games_host_part_words_a_hint_and_a_promised_play():
    """The table words a hint through its game's part: ``hint_words``, and for the play a
    hint promised, ``promised_words``, with the plays promised after it (``then``: a rummy
    plan's rest): every game's part has both, alike."""
    import inspect

    from wordcards import games
    from wordcards.remote.game_parts import host_part
    from wordcards.remote.host_parts import rummy

    for name in games.NAMES:
        part = host_part(name)
        for function in ("hint_words", "promised_words"):
            assert callable(getattr(part, function, None)), (name, function)
        assert list(inspect.signature(part.promised_words).parameters) == ["game", "action", "points", "then", "better"], name
    # Rummy's promised meld is said with the rest of the plan promised after it (``then``).
    game = match_in_play("Ar Tr Tb Ab Xb", "Eg Ng Rb")
    at, tax = (game.parse_action(meld) for meld in ("meld Ar Tr", "meld Tb Ab Xb"))
    assert game.is_legal(at) and game.is_legal(tax)
    plain, _, _ = rummy.promised_words(game, at, 4, (tax,))
    assert plain.startswith("meld A◆T◆, then T■A■X■ (+4 ") and " in all" in plain, plain


# --- the host's console: a line a turn of what was played, beside "used a hint" -------------


def console_plays(host_lines: list[str], log: tuple[str, ...]) -> list[str]:
    """The host's console lines that tell a turn's plays: each is log lines joined by "; "."""
    return [line.rstrip("\n") for line in host_lines if all(part in log for part in line.rstrip(".\n").split("; "))]


def is_a_known_console_line(line: str, names: list[str], plays: list[str]) -> bool:
    """Whether a host's console line is one that shows no hand: the start's (the links and how
    to use them), a seat's connecting or leaving, whom the game waits for, a hint used, or a turn's plays
    (``plays``: made only of the log's lines)."""
    if line in plays or LINK_FOR.match(line) or LINK.match(line):
        return True
    start = ("Hosting ", "Send each person their own link", "Open a link in a browser", "Press Ctrl+C to stop hosting", "  ")
    if line.startswith(start):
        return True
    whom = "|".join(re.escape(name) for name in names)
    known = (
        rf"({whom}) connected\.",
        rf"Waiting for ({whom})( to play)?\.",
        rf"Waiting for seat \d+, ({whom})(, to join \(their link is above\)| \(not connected: send them their link again\))\.",
        rf"({whom}) left\.",
        rf"({whom}) is playing\.",
        rf"({whom}) plays when ({whom})( and ({whom}))? (has|have) joined\.",
        rf"({whom}) used a hint\.",
    )
    return any(re.fullmatch(pattern, line) for pattern in known)


def test_the_console_says_each_turns_plays_in_the_logs_words_not_a_card_drawn_from_the_draw_pile():
    from wordcards.engine.rummy.cards import card_name
    from wordcards.remote.seat.parts import rummy as rummy_part

    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    drawn = table.game.view(0).drawn_this_turn  # Ann's alone: the console is a shared screen
    assert drawn is not None and table.take_plays_to_say() == []  # her turn goes on: nothing yet
    table.intent(0, {"type": "word", "word": "x"})
    pending = table.seats[0].pending
    assert pending is not None
    table.intent(0, {"type": "choice", "index": 0, "ask": pending.number})
    seats_log = rummy_part.log_lines(table.view(1), table.game.rules)  # as Bob's log shows it
    said = table.take_plays_to_say()
    assert said == [f"{seats_log[-2]}; {seats_log[-1]}."] == ["Ann drew from the draw pile; Ann discarded X■ (blue)."]
    assert drawn not in table.game.discard_pile and str(drawn) not in said[0] and card_name(drawn) not in said[0]
    assert table.take_plays_to_say() == []  # said once


def test_the_console_says_a_shuffle_turn_once_it_ends_and_nothing_an_undo_took_back():
    table = seed_10_after_tests_and_clip()
    hand = "".join(card.letter for card in table.game.hands[0])
    table.intent(0, {"type": "word", "word": "fen"})
    table.intent(0, {"type": "key", "key": SeatKey.UNDO})
    table.intent(0, {"type": "word", "word": "fend"})
    assert table.take_plays_to_say() == []
    table.intent(0, {"type": "key", "key": SeatKey.END_TURN})
    assert table.take_plays_to_say() == ["Ann played FEND; Ann drew 4 cards."]  # not her hand, nor the cards drawn
    assert hand not in table.game.log[-1] and "FEN;" not in table.game.log[-1]


def seed_10_game_after_tests_and_clip() -> Any:
    """The game of ``seed_10_after_tests_and_clip``, for a host given it otherwise."""
    return seed_10_after_tests_and_clip().game


def test_an_undo_on_the_host_is_no_turn_moving_on():
    """The host's console and hint notes count a turn from where the last one ended. An undo
    of Ann's first play leaves Bob's end of turn as the game's last action: asked whether
    that ended a turn, the host said a turn at the undo and moved the turn's start. Here the
    host was given the turn's start before Bob's CLIP (his lines not said yet), so a turn
    wrongly said at the undo shows."""
    game = seed_10_game_after_tests_and_clip()
    bobs_turn_began = len(game.log) - 2  # before "Bob played CLIP" and "Bob drew 4 cards"
    table = HostTable(game, ["ann", "bob"], saved=KeptBeside(turn_began=bobs_turn_began))
    table.intent(0, {"type": "word", "word": "fen"})
    table.intent(0, {"type": "key", "key": SeatKey.UNDO})
    assert table.take_plays_to_say() == []  # no turn ended
    assert table._turn_began == bobs_turn_began  # the turn goes on: its hint is still noted once
    table.intent(0, {"type": "word", "word": "fend"})
    table.intent(0, {"type": "key", "key": SeatKey.END_TURN})
    said = table.take_plays_to_say()
    assert len(said) == 1 and said[0].startswith("Bob played CLIP") and said[0].endswith("Ann played FEND; Ann drew 4 cards.")


def test_a_host_that_took_the_game_mid_turn_says_the_play_made_after_an_undo():
    """Given the game after Ann's FEN (the turn counted from now), an undo takes the log back
    past the host's marks: they stand at its end, so her FEND is said with her turn."""
    game = seed_10_game_after_tests_and_clip()
    game.apply(game.parse_action("FEN"))
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.UNDO})
    table.intent(0, {"type": "word", "word": "fend"})
    table.intent(0, {"type": "key", "key": SeatKey.END_TURN})
    assert table.take_plays_to_say() == ["Ann played FEND; Ann drew 4 cards."]


def test_the_hosts_console_says_every_turns_plays_a_persons_and_a_computers_and_keeps_the_hint_line(tmp_path):
    """Ann and Bob at the wire, Cy the computer: the console gets one line a turn, the log's
    own lines (public: every seat reads them) and nothing else of the game, beside the hint's."""
    from remote_support import play

    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob,cpu:normal", "--port", "0", "--seed", "1") as host:
        replica = Replica(tmp_path)

        async def go() -> int:
            ann, bob = await connect_seats(host, replica)
            await ann.until(lambda s: True)
            await ann.client.send({"type": "key", "key": "hint", "id": 1})
            await ann.until(lambda s: s.get("message", {}).get("text", "").startswith("Hint: "), limit=20)
            await play([ann, bob], stop_after=8)
            actions = ann.state["actions"] if ann.state else 0
            for seat in (ann, bob):
                await seat.client.close()
            return actions

        actions = run(go())
        host.wait_for_line("Ann used a hint.")
        host.wait_for_line("Bit (normal) played ")  # the computer's turn too
        game = replica.at(actions)
        said = console_plays(host.lines, game.log)
        told = [part for line in said for part in line.rstrip(".").split("; ")]
        assert len(said) >= 3 and told == list(game.log[1 : 1 + len(told)])  # every turn, in order, once
        assert all(line.endswith(".") for line in said)
        lines = [line.rstrip("\n") for line in host.lines]
        assert lines.index("Ann used a hint.") < lines.index(said[0])  # the hint's line is kept, in its place
        assert "Hint:" not in "".join(host.lines)
        # No hand is shown, in any order or form: every line is of a kind known to hold none.
        names = [player.name for player in game.players]
        unknown = [line for line in lines if not is_a_known_console_line(line, names, said)]
        assert unknown == [], unknown


def test_a_discard_hint_on_a_seat_drops_esc_first_once_esc_empties_the_line():
    """A play-tester (inverse rummy, "KK not played" on the line): Esc cleared the line, and
    the hint below still said "Esc, then type K, then Enter." It is worded again from the
    words the host sent as the line changes, as at the shared keyboard."""
    import asyncio

    from wordcards.app.widgets.common.entry import WordEntry

    table = HostTable(match_in_play("Tg Tb Xg", "Eg Ng Rb"), ["ann", "bob"])
    shown = decode_state(sent(table, 0))
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    table.hint_to_start(0)
    table.hint_found(0, (), table.find_hint())
    hinted = decode_state(sent(table, 0))

    async def look() -> None:
        async with showing_seat(shown) as (app, pilot, _):
            await pilot.press("t", "a")
            await app.show(hinted)
            await settle(app, pilot)
            line = app.query_one(MessageLine)
            assert str(line.content).endswith(": Esc, then type T, then Enter.")
            await pilot.press("escape")
            await until(pilot, lambda: app.query_one(WordEntry).value == "", "the line emptied")
            assert str(line.content).endswith(": type T, then Enter.") and "Esc" not in str(line.content)
            await pilot.press("t")
            await until(pilot, lambda: str(line.content).endswith(": press Enter."), "the hint's letter typed")

    asyncio.run(look())
