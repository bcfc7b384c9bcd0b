"""Esc typed quickly before a letter (docs/decisions/app.md, "Esc typed quickly before a
letter"): the terminal sends the two as Alt+the letter, and the app takes it as Esc, then
the letter, everywhere. Read as Alt, the letter went on the word without the Esc: ABC, Esc
X gave ABCX, and a hint's "Esc, then type WHY" gave WHYWHY to a fast typist."""

from __future__ import annotations

import pytest

from drivers import keys, past_the_handoff, settle
from screen_text import screen_text
from textual import events

from wordcards.app.answer_words import KEPT_PLAYING
from wordcards.app.esc_then_key import esc_then_key
from wordcards.app.widgets.common.entry import WordEntry


async def alt(app, pilot, key: str, character: str | None) -> None:
    """Alt+``key`` as the terminal's Esc and ``character`` come (character None: as a terminal
    that tells Alt apart sends it, and as ``pilot.press`` does)."""
    if character is None:
        await pilot.press(key)
    else:
        app.post_message(events.Key(key, character))
    await settle(app, pilot)


@pytest.mark.parametrize("character", ["x", None])
async def test_esc_then_a_letter_typed_quickly_clears_the_word_line_then_types_the_letter(new_app, character):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        await keys(app, pilot, "a", "b", "c")
        await alt(app, pilot, "alt+x", character)
        assert entry.value == "X"
        await alt(app, pilot, "alt+shift+w", "W")  # Esc, then W typed with Shift
        assert entry.value == "W"


def test_only_alt_with_a_letter_or_digit_is_esc_then_the_key():
    typed_at = events.Key("alt+1", "1")
    esc, digit = esc_then_key(typed_at) or (None, None)
    assert (esc.key, esc.character, digit.key, digit.character) == ("escape", "\x1b", "1", "1")
    assert esc.time == digit.time == typed_at.time  # a screen drawn since drops what was typed before it
    assert [(key.key, key.character) for key in esc_then_key(events.Key("alt+shift+x", None)) or ()] == [("escape", "\x1b"), ("X", "X")]
    assert [key.character for key in esc_then_key(events.Key("alt+é", "é")) or ()] == ["\x1b", "é"]
    for other in ("x", "escape", "alt+up", "alt+enter", "ctrl+x", "alt+ctrl+x"):
        assert esc_then_key(events.Key(other, None)) is None, other


async def asked_to_discard(app, pilot, asked: str) -> str:
    """Ann (seed 3) has drawn and typed a card's letter and Enter: "Discard X?" (``asked``
    "confirm": a letter she holds once) or the list of which X (``asked`` "choice"). The letter."""
    from wordcards.engine.rummy import Discard

    await past_the_handoff(app, pilot)
    await keys(app, pilot, "ctrl+d")
    game = app.session.game
    hand = [card.letter for card in game.hand(0)]
    wanted = (lambda count: count == 1) if asked == "confirm" else (lambda count: count > 1)
    card = next(card for card in game.hand(0) if game.is_legal(Discard(card)) and wanted(hand.count(card.letter)))
    await keys(app, pilot, card.letter.lower(), "enter")
    assert app.screen.name == asked
    return card.letter


# Not pilot.press("escape", "a"): it waits for idle between the keys, and passes either way.
@pytest.mark.parametrize("how", ["a burst", "alt"])
@pytest.mark.parametrize("asked", ["confirm", "choice"])
async def test_esc_then_a_letter_typed_quickly_over_a_question_or_list_closes_it_first(new_app, how, asked):
    """Over "Discard E?" (or the list of which E to discard), Esc then A closes it as Esc
    does, the letter put back, then A replaces it (a discard's letter starts no word): A,
    with nothing discarded. Esc acted through the app's bindings, once back at the app, after
    the A had reached the question and closed it as a letter does: the Esc then cleared A."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        letter = await asked_to_discard(app, pilot, asked)
        if how == "a burst":
            await keys(app, pilot, "escape", "a")
        else:
            await alt(app, pilot, "alt+a", "a")
        await settle(app, pilot)
        assert app.screen.name == "turn"
        assert app.screen.query_one(WordEntry).value == "A" != letter
        assert len(app.session.game.actions) == 1  # the draw only: nothing discarded


@pytest.mark.parametrize("asked", ["confirm", "choice"])
async def test_esc_enter_fast_over_a_discard_question_is_a_double_press(new_app, asked):
    """Over "Discard N?", Esc Enter typed fast is a double press: the Enter is dropped, as
    over the rules and help, and what Esc said stays (Enter on the empty line said what to
    type). The N is not put back (a discard's letter, docs/decisions/app.md)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        letter = await asked_to_discard(app, pilot, asked)
        await keys(app, pilot, "escape", "enter")
        assert app.screen.name == "turn"
        assert app.screen.query_one(WordEntry).value == "" and letter
        assert KEPT_PLAYING in " ".join(screen_text(app).split())
        assert len(app.session.game.actions) == 1  # the draw only: nothing discarded


async def test_esc_then_a_digit_typed_fast_over_the_list_of_which_to_discard_picks_nothing(new_app):
    """Esc then 1 over the list of which N to discard act in the order typed: Esc closes
    it (its letter not put back), and the 1 goes to the line, which takes no digit. Through the
    bindings the 1 reached the list first and discarded the first N."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        letter = await asked_to_discard(app, pilot, "choice")
        await keys(app, pilot, "escape", "1")
        assert app.screen.name == "turn"
        assert app.screen.query_one(WordEntry).value == "" and letter
        assert len(app.session.game.actions) == 1  # the draw only: nothing discarded


async def test_a_second_esc_reaching_the_line_in_the_grace_after_esc_closed_the_question_keeps_the_word(new_app, monkeypatch):
    """Esc Esc over the pass question with AB on the line, the second Esc reaching the line
    once the question is gone (as a real terminal's often does): it cleared AB. In the grace
    after the close it is the double press and is dropped, as over the rules; after it, Esc
    clears. (Over a discard question the line is empty after Esc: nothing to see there.)"""
    from tests_app_support import FakeClock

    from wordcards.app.widgets.common import close_grace

    clock = FakeClock()
    monkeypatch.setattr(close_grace, "time", clock)
    monkeypatch.setattr(close_grace, "GRACE_AFTER_CLOSE", 0.4)  # the conftest's is 0
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "a", "b", "ctrl+p")
        assert app.screen.name == "confirm"
        await keys(app, pilot, "escape")
        entry = app.screen.query_one(WordEntry)
        assert (app.screen.name, entry.value) == ("turn", "AB")
        await keys(app, pilot, "escape")
        assert entry.value == "AB"
        clock.now += 0.4
        await keys(app, pilot, "escape")
        assert entry.value == ""


@pytest.mark.parametrize("asked", ["confirm", "choice"])
async def test_esc_a_letter_then_enter_typed_fast_over_a_discard_question_plays_the_word_typed(new_app, asked):
    """Esc, A, Enter typed fast over "Discard N?": the Enter comes after the A, so it is the
    word line's (A, which replaced the N put back, sent as a discard), not a double press of
    the Esc. It was dropped: the line kept its word, nothing sent."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await asked_to_discard(app, pilot, asked)
        await keys(app, pilot, "escape", "a", "enter")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert "You hold no A to discard." in said and "Nothing done" not in said, said  # Ann holds no A
        assert len(app.session.game.actions) == 1  # the draw only: nothing discarded


@pytest.mark.parametrize("game", ["rummy", "shuffle"])
@pytest.mark.parametrize("how", ["a burst", "alt", "press"])
async def test_esc_then_a_word_typed_at_once_on_an_empty_line_gives_the_word(new_app, game, how):
    """Esc on an EMPTY word line, then DEW typed at once (or Alt+D, what a fast Esc D comes
    as, then EW): the line shows DEW. The letters were lost silently."""
    app = new_app(game, "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        assert entry.value == ""
        if how == "a burst":
            await keys(app, pilot, "escape", "d", "e", "w")
        elif how == "press":
            await pilot.press("escape", "d", "e", "w")
        else:
            app.post_message(events.Key("alt+d", "d"))
            await keys(app, pilot, "e", "w")
        await settle(app, pilot)
        assert entry.value == "DEW"
