"""The word line of a seat after a word the host did not play, as at the shared keyboard
(tests/app/test_word_line.py): the host sends the word back with its refusal, the seat
keeps it, marked; a letter or a paste goes on with it and Backspace edits it, Enter sends
it again, Esc clears it. Letters typed over a question say what the shared keyboard says."""

from __future__ import annotations

import asyncio
from typing import Any

from remote_support import as_received, seat_app_alone, shared_words
from test_rummy_discard import match_in_play, said
from test_seat_app import until
from textual import events

from wordcards.app.screens.choice import DialogWarning
from wordcards.app.widgets.common.entry import MAX_WORD, WordEntry
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset

TYPED_ON = "Nothing played: go on typing the word, then press Enter."  # the shared keyboard's words
TYPED_AFRESH = "Nothing discarded: type the word, then press Enter."  # theirs over a discard
KEPT_PLAYING = "Nothing done: your turn goes on."  # Esc's
START = {"hands": ["SLITSRZ", "DOGEAI"], "table": [{"owner": 1, "word": "DOGE"}], "current": 0, "first_played": [True, True]}


def shuffle_table() -> HostTable:
    """Ann's hand makes SLITS (as at the shared keyboard's test)."""
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), START, 0)
    return HostTable(game, ["ann", "bob"])


async def answered(app: Any, pilot: Any, table: HostTable, sent: list[dict[str, Any]]) -> None:
    """The host takes the seat's last intent and the seat gets its answer."""
    await until(pilot, lambda: sent, "an intent sent")
    table.intent(0, sent.pop())
    await app.show(as_received(table, 0))
    await pilot.pause()


async def refused(app: Any, pilot: Any, table: HostTable, sent: list[dict[str, Any]], word: str = "slitx") -> WordEntry:
    """Ann's seat sends ``word``, which the host refuses: it stays on her line."""
    await app.show(as_received(table, 0))
    await pilot.pause()
    await pilot.press(*word, "enter")
    await answered(app, pilot, table, sent)
    entry = app.query_one(WordEntry)
    assert entry.value == word.upper() and entry.refused and word.upper() in said(app)
    return entry


async def x_asked_about(app: Any, pilot: Any, table: HostTable, sent: list[dict[str, Any]], asked: str = "confirm") -> None:
    """Ann's rummy seat sends X: the host's question, "Discard X■ (blue)?", is open, or with
    ``asked="choice"`` its list of the X's colours."""
    await app.show(as_received(table, 0))
    await pilot.pause()
    await pilot.press("x", "enter")
    await answered(app, pilot, table, sent)
    await until(pilot, lambda: app.screen.name == asked, f"the discard {asked}")


async def x_asked_again_and_escaped(app: Any, pilot: Any, table: HostTable, sent: list[dict[str, Any]], asked: str = "confirm") -> None:
    """Esc clears the line, X Enter brings the host's ``asked`` screen again, and Esc closes it."""
    await pilot.press("escape", "x", "enter")
    await answered(app, pilot, table, sent)
    await until(pilot, lambda: app.screen.name == asked, f"the discard {asked} again")
    await pilot.press("escape")
    await answered(app, pilot, table, sent)


def test_S11_a_seat_is_told_a_word_the_house_file_took_out_as_the_shared_keyboard_says_it(tmp_path):
    """The refusal names the house file and its line, for a seat as at the shared keyboard."""
    from wordcards.words.wordlist import apply_house

    path = tmp_path / "house.txt"
    path.write_text("-slits\n", encoding="utf-8")
    game = ShuffleGame.from_position(default_ruleset("shuffle"), apply_house(shared_words(), path), (Player("Ann"), Player("Bob")), START, 0)
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "slits"})
    said = "SLITS is taken out by the house words: house.txt, line 1 ('-slits')."
    assert state_message(table, 0)["message"] == {"text": said, "refusal": True, "word": "SLITS"}
    assert not game.actions


def test_the_host_sends_a_refused_word_back_for_the_seats_line():
    table = shuffle_table()
    table.intent(0, {"type": "word", "word": "slitx"})
    assert state_message(table, 0)["message"] == {"text": "SLITX is not a word in the word list.", "refusal": True, "word": "SLITX"}
    rummy = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    rummy.intent(0, {"type": "word", "word": "tx"})  # no meld
    assert state_message(rummy, 0)["message"]["word"] == "TX"
    rummy.intent(0, {"type": "word", "word": "q"})  # no card to discard: one letter is not kept (nothing to edit)
    assert "word" not in state_message(rummy, 0)["message"]


def test_on_a_seat_a_refused_word_stays_and_backspace_edits_it_and_enter_sends_it_again():
    table = shuffle_table()

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            entry = await refused(app, pilot, table, sent)
            await pilot.press("enter")  # tried again as it is
            await until(pilot, lambda: sent, "the word sent again")
            assert sent[-1] == {"type": "word", "word": "SLITX", "id": "word-2"}
            await answered(app, pilot, table, sent)
            assert entry.value == "SLITX" and entry.refused
            await pilot.press("backspace")
            assert entry.value == "SLIT" and not entry.refused
            await pilot.press("s", "enter")
            await until(pilot, lambda: sent, "the word edited, sent")
            assert sent[-1] == {"type": "word", "word": "SLITS", "id": "word-3"}

    asyncio.run(look())


def test_on_a_seat_esc_clears_a_refused_word_and_a_letter_or_a_paste_goes_on_with_it():
    """As at the shared keyboard: SLI refused, then T: SLIT, and the refusal of SLI goes."""
    table = shuffle_table()

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            entry = await refused(app, pilot, table, sent)
            await pilot.press("escape")
            assert entry.value == "" and not entry.refused
            await pilot.press(*"sli", "enter")
            await answered(app, pilot, table, sent)
            assert entry.value == "SLI" and entry.refused and "SLI" in said(app)
            await pilot.press("t")
            assert entry.value == "SLIT" and not entry.refused and said(app) == ""
            await pilot.press("backspace", "enter")
            await answered(app, pilot, table, sent)
            assert entry.value == "SLI" and entry.refused and "SLI" in said(app)
            app.post_message(events.Paste("ts"))
            await until(pilot, lambda: entry.value == "SLITS", "the paste on the end of the word")
            assert not entry.refused and said(app) == ""

    asyncio.run(look())


def test_on_a_seat_a_refused_word_goes_when_the_turn_passes():
    """Its refusal goes then (a note lasts until the turn passes): the word with it."""
    table = shuffle_table()

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            entry = await refused(app, pilot, table, sent)
            key = next(key for key in table.usable_keys(0) if key.startswith("pass"))
            table.intent(0, {"type": "key", "key": key})
            await app.show(as_received(table, 0))
            await pilot.pause()
            assert entry.value == "" and not entry.refused

    asyncio.run(look())


def test_on_a_seat_a_letter_over_the_pass_question_says_so_and_goes_on_with_a_refused_word():
    """The seat asks before a pass itself: a letter closed it and said nothing (the shared
    keyboard says to go on typing); it goes on with the refused word, as on the line."""
    table = shuffle_table()

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            entry = await refused(app, pilot, table, sent, "sli")
            await pilot.press("ctrl+p")
            await until(pilot, lambda: app.screen.name == "confirm", "the pass question")
            await pilot.press("l")
            await until(pilot, lambda: app.screen.name != "confirm", "the question closed")
            assert entry.value == "SLIL" and said(app) == TYPED_ON and not sent
            await pilot.press("ctrl+p")
            await until(pilot, lambda: app.screen.name == "confirm", "the pass question again")
            assert said(app) == ""  # the note of the question before is stale (it stayed under this one)
            await pilot.press("escape")
            await until(pilot, lambda: app.screen.name != "confirm", "the question closed by Esc")
            assert entry.value == "SLIL" and said(app) == KEPT_PLAYING and not sent

    asyncio.run(look())


def said_after_a_letter_then_esc_over_the_discard_question() -> str:
    """Ann's rummy seat (A T X) asked "Discard X■ (blue)?": A typed over the question closes
    it and starts a word of its own, and the seat says the shared keyboard's words (checked
    here); asked again and closed by Esc, what the seat says then."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def look() -> str:
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await x_asked_about(app, pilot, table, sent)
            await pilot.press("a")
            await answered(app, pilot, table, sent)  # the question cancelled at the host
            assert app.query_one(WordEntry).value == "A" and said(app) == TYPED_AFRESH
            await x_asked_again_and_escaped(app, pilot, table, sent)
            return said(app)

    return asyncio.run(look())


def test_on_a_seat_a_letter_over_the_discard_question_says_what_the_shared_keyboard_says():
    """The host cannot tell a letter from Esc ("Nothing done: your turn goes on."); the seat
    knows, and says what the shared keyboard says: nothing discarded, type the word (the
    letter starts one). Esc keeps its words."""
    assert said_after_a_letter_then_esc_over_the_discard_question() == KEPT_PLAYING


def test_on_a_seat_a_letter_over_the_discard_question_starts_a_word_of_its_own():
    """One rule for a letter over a discard, asked or listed, as at the shared keyboard: X
    Enter, the host's "Discard X?", then A gave XA, though the X went as a discard, not a
    word's start. The letter closes the question and starts a word of its own, typed once
    it shows or before it came (the host says "afresh"). Esc does not put the X back: X
    Enter asks again, never "XX is not a word" (h48: the X put back and X typed read XX)."""
    table = HostTable(match_in_play("Ar Tg Xb Eb", "Eg Ng Rb"), ["ann", "bob"])

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            entry = app.query_one(WordEntry)
            await x_asked_about(app, pilot, table, sent)
            assert state_message(table, 0)["confirm"]["afresh"] is True
            await pilot.press("a")
            await answered(app, pilot, table, sent)  # nothing done at the host
            assert entry.value == "A" and said(app) == TYPED_AFRESH and not table.game.actions
            await pilot.press("escape", "x", "enter", "a", "t")  # typed before the question came
            await answered(app, pilot, table, sent)
            await answered(app, pilot, table, sent)
            assert app.screen.name != "confirm" and entry.value == "AT" and not table.game.actions
            await x_asked_again_and_escaped(app, pilot, table, sent)
            assert entry.value == "" and said(app) == KEPT_PLAYING
            await pilot.press("x", "enter")
            await answered(app, pilot, table, sent)
            await until(pilot, lambda: app.screen.name == "confirm", "Discard X? asked again")
            assert state_message(table, 0)["confirm"]["question"].startswith("Discard X") and not table.game.actions

    asyncio.run(look())


def test_on_a_seat_a_letter_over_the_list_of_colours_to_discard_starts_a_word_of_its_own():
    """A play-tester: X● X■ Q● held, X Enter (the host's list), then Q: the line read XQ, and
    a discard is one letter. The letter closes the list and starts afresh, as at the shared
    keyboard, typed once the list shows or before it came. Esc does not put the X back: X
    Enter lists the colours again, never "XX"."""
    table = HostTable(match_in_play("Xg Xb Qg", "Eg Ng Rb"), ["ann", "bob"])

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            entry = app.query_one(WordEntry)
            await x_asked_about(app, pilot, table, sent, "choice")
            await pilot.press("q")
            await answered(app, pilot, table, sent)  # nothing chosen at the host
            assert entry.value == "Q" and said(app) == TYPED_AFRESH and not table.game.actions
            await pilot.press("escape", "x", "enter", "q")  # the q typed before the list came
            await answered(app, pilot, table, sent)
            await answered(app, pilot, table, sent)
            assert app.screen.name != "choice" and entry.value == "Q" and not table.game.actions
            await x_asked_again_and_escaped(app, pilot, table, sent, "choice")
            assert entry.value == "" and said(app) == "Nothing done: your turn goes on."
            await pilot.press("x", "enter")
            await answered(app, pilot, table, sent)
            await until(pilot, lambda: app.screen.name == "choice", "Discard which X? listed again")
            assert not table.game.actions

    asyncio.run(look())


def test_on_a_seat_a_paste_over_the_list_of_ways_too_long_with_the_word_sent_is_refused_whole():
    """SEAT sent, the host's list of its ways, then 21 letters pasted: the list closed and
    the word was cut to 24 letters without a word. Refused whole, with the note a paste alone
    gets. (X sent and its discard question showed it too, before a letter there started a
    word of its own.)"""
    start = {"hands": ["EERS*AT", "DOGEAI"], "table": [{"owner": 1, "word": "CARTS"}], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])  # SEAT: 16 ways (test_seat_choices)

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await app.show(as_received(table, 0))
            await pilot.pause()
            await pilot.press(*"seat", "enter")
            await answered(app, pilot, table, sent)
            await until(pilot, lambda: app.screen.name == "choice", "the list of SEAT's ways")
            question = app.screen
            app.post_message(events.Paste("a" * (MAX_WORD - 3)))
            # Said inside the list (gone with it), once it is composed.
            await until(pilot, lambda: any(warning.said for warning in question.query(DialogWarning)), "why nothing was pasted")
            assert f"at most {MAX_WORD} letters" in question.query_one(DialogWarning).said
            assert app.screen is question and not sent and app.query_one(WordEntry).value == ""
            app.post_message(events.Paste("a" * (MAX_WORD - 4)))  # room for these: they go on
            await until(pilot, lambda: app.screen is not question, "the list closed by the paste")
            assert app.query_one(WordEntry).value == "SEAT" + "A" * (MAX_WORD - 4)

    asyncio.run(look())



def test_on_a_seat_letters_typed_fast_over_a_question_or_a_list_all_reach_the_line_in_order():
    """The seat's lists and questions were given nowhere for the letters typed right after
    the one that closed them: typed fast, the second was lost (IDEALITY, its list, then
    S T U V gave IDEALITYSUV; X, the discard question, then A T gave XA, now AT: a word of
    its own). They follow it, as at the shared keyboard (choice.TypingOn): over the host's
    discard question (a word of their own), over the host's list of ways and over the seat's
    own pass question (on with the word)."""
    rummy = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    start = {"hands": ["EERS*AT", "DOGEAI"], "table": [{"owner": 1, "word": "CARTS"}], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    shuffle = HostTable(game, ["ann", "bob"])  # SEAT: 16 ways (test_seat_choices)

    async def fast(app: Any, pilot: Any, *letters: str) -> None:
        for letter in letters:
            app.simulate_key(letter)  # queued at once, as typed fast (pilot.press waits after each)
        await pilot.pause()

    async def look():
        for table, word, asked, line, note in (
            (rummy, "x", "confirm", "ATE", TYPED_AFRESH),
            (shuffle, "seat", "choice", "SEATATE", TYPED_ON),
        ):
            async with seat_app_alone((80, 24)) as (app, pilot, sent):
                await app.show(as_received(table, 0))
                await pilot.pause()
                await pilot.press(*word, "enter")
                await answered(app, pilot, table, sent)
                await until(pilot, lambda: app.screen.name == asked, f"the {asked} for {word}")
                await fast(app, pilot, "a", "t", "e")
                await until(pilot, lambda: app.screen.name != asked, "the question closed by a letter")
                await answered(app, pilot, table, sent)  # nothing chosen at the host
                assert app.query_one(WordEntry).value == line and said(app) == note
                assert table.seats[0].pending is None and not table.game.actions
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await app.show(as_received(shuffle_table(), 0))
            await pilot.pause()
            await pilot.press("ctrl+p")
            await until(pilot, lambda: app.screen.name == "confirm", "the pass question")
            await fast(app, pilot, "s", "l", "i")
            await until(pilot, lambda: app.screen.name != "confirm", "the pass question closed")
            assert app.query_one(WordEntry).value == "SLI" and said(app) == TYPED_ON and not sent

    asyncio.run(look())


def test_S11_a_seat_is_told_the_name_of_the_familys_own_word_list(tmp_path):
    """As the shared keyboard says it: "not a word in the word list 'mywords'"."""
    from wordcards.words import load_wordlist

    path = tmp_path / "mywords.txt"
    path.write_text("\n".join(shared_words()) + "\n", encoding="utf-8")
    game = ShuffleGame.from_position(default_ruleset("shuffle"), load_wordlist(path), (Player("Ann"), Player("Bob")), START, 0)
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "slitx"})
    said = "SLITX is not a word in the word list 'mywords'."
    assert state_message(table, 0)["message"] == {"text": said, "refusal": True, "word": "SLITX"}
