"""The word line after a word not played (docs/playing.md, "The word line"): the word stays,
marked "not played", with the refusal saying why. A letter or a paste goes on with it and
Backspace edits it, Enter tries it again, Esc clears it. It was cleared: a long word with
one typo had to be typed again. The same in both games."""

from __future__ import annotations

from typing import Any

import pytest

from drivers import keys, past_the_handoff, settle, typed, yes_to_the_question
from screen_text import screen_text
from test_shuffle_game import ann_to_play
from textual import events

from wordcards.app.answer_words import KEPT_PLAYING
from wordcards.app.screens.choice import DialogWarning
from wordcards.app.widgets.common.entry import MAX_WORD, WordEntry

TYPED_ON = "Nothing played: go on typing the word, then press Enter."  # as written in docs/playing.md
TYPED_AFRESH = "Nothing discarded: type the word, then press Enter."  # over a discard: no word to go on with
# Ann's hand makes SLITS; Bob's word is on the table, so no first-play rule (S4) applies.
START = {"hands": ["SLITSRZ", "DOGEAI"], "table": [{"owner": 1, "word": "DOGE"}], "current": 0, "first_played": [True, True]}


def said(app) -> str:
    return app.screen.query_one("#message").render().plain


def warned(app) -> str:
    """What the list or question on top says to do first, inside itself."""
    return app.screen.query_one(DialogWarning).said


async def refused_slitx(app, pilot) -> WordEntry:
    """Ann takes the keyboard and types SLITX, one letter wrong: refused."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, *typed("slitx"))
    entry = app.screen.query_one(WordEntry)
    assert entry.value == "SLITX" and entry.refused, entry.value
    assert "SLITX" in said(app) and not app.session.game.actions
    return entry


async def ann_on_the_table(app, pilot) -> WordEntry:
    """Ann takes the keyboard and Tab puts the focus on the table, away from her word entry."""
    await past_the_handoff(app, pilot)
    entry = app.screen.query_one(WordEntry)
    await keys(app, pilot, "tab")
    assert app.focused is not entry
    return entry


async def test_a_refused_word_stays_marked_and_backspace_edits_it_then_enter_plays_it(words):
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await refused_slitx(app, pilot)
        assert "not played" in entry.render().plain  # the line says so, beside the word
        await keys(app, pilot, "backspace")
        assert entry.value == "SLIT" and not entry.refused
        await keys(app, pilot, "s")  # being edited now: the letter goes on the word
        assert entry.value == "SLITS"
        await keys(app, pilot, "enter")
        assert [a.notation() for a in game.actions] and entry.value == "" and not entry.refused


async def test_enter_on_a_refused_word_tries_it_again_and_keeps_it(words):
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await refused_slitx(app, pilot)
        app.screen.query_one("#message").say("")
        await keys(app, pilot, "enter")
        assert entry.value == "SLITX" and entry.refused and "SLITX" in said(app) and not game.actions


async def test_esc_clears_a_refused_word(words):
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await refused_slitx(app, pilot)
        await keys(app, pilot, "escape")
        assert entry.value == "" and not entry.refused
        assert said(app) == ""  # why SLITX was refused is stale with SLITX gone (it stayed)


async def test_esc_clears_the_word_and_the_note_that_a_letter_was_not_added(words):
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *(["s"] * (MAX_WORD + 1)))
        assert f"at most {MAX_WORD} letters" in said(app)
        await keys(app, pilot, "escape")
        assert app.screen.query_one(WordEntry).value == "" and said(app) == ""


async def refused_sli(app, pilot) -> WordEntry:
    """Ann takes the keyboard and sends SLI, a word not yet finished: refused."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, *typed("sli"))
    entry = app.screen.query_one(WordEntry)
    assert entry.value == "SLI" and entry.refused and "SLI" in said(app) and not app.session.game.actions
    return entry


async def test_a_letter_or_a_paste_goes_on_with_a_refused_word_and_its_refusal_goes(words):
    """As the play-tester's HIN, too short, then S: HINS (a letter replaced the word, and the
    refusal of HIN stayed over the S). The refusal speaks of a word no longer on the line."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await refused_sli(app, pilot)
        await keys(app, pilot, "t")
        assert entry.value == "SLIT" and not entry.refused and said(app) == ""
        await keys(app, pilot, "s", "enter")
        assert [a.notation() for a in game.actions] and entry.value == ""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await refused_sli(app, pilot)
        app.post_message(events.Paste("ts"))
        await settle(app, pilot)
        assert entry.value == "SLITS" and not entry.refused and said(app) == ""


async def test_the_line_says_what_the_keys_do_beside_a_short_word_at_64_columns(words):
    """It said only "not played" there: the keys that edit, send and clear it were unsaid."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(64, 20)) as pilot:
        entry = await refused_sli(app, pilot)
        assert "SLI▏  not played · edit it · Enter tries again · Esc clears" in entry.render().plain
        await keys(app, pilot, *"abcdefghijk")  # 14 letters: the middle note
        assert entry.render().plain.endswith("K▏") and not entry.refused
        await keys(app, pilot, "enter")
        assert entry.render().plain.endswith("SLIABCDEFGHIJK▏  not played · Enter tries again · Esc clears")


async def test_a_note_that_a_letter_is_on_no_card_goes_when_a_letter_is_taken(words):
    """é, ß, ı: the note stayed while W-H-I-L-E was typed after it."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        for stray in ("é", "ß", "ı"):
            app.screen.query_one(WordEntry).post_message(events.Key(stray, stray))
            await settle(app, pilot)
            assert said(app).startswith(f"{stray} is not a letter on the cards"), said(app)
            await keys(app, pilot, "s")
            assert said(app) == ""
        assert app.screen.query_one(WordEntry).value == "SSS"


async def test_a_letter_typed_over_the_pass_question_goes_on_with_a_refused_word(words):
    """Ctrl+P over a refused word, then a letter: the question closes and the letter goes on
    with the word, as on the line."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await refused_sli(app, pilot)
        await keys(app, pilot, "ctrl+p")
        assert app.screen.name == "confirm"
        await keys(app, pilot, "t")
        assert app.screen.name == "turn" and entry.value == "SLIT" and said(app) == TYPED_ON and not game.actions


async def test_the_note_a_closed_question_left_goes_when_the_next_question_opens(words):
    """A letter closed the pass question ("Nothing played: go on typing the word, then press
    Enter."); Esc, then Ctrl+P again: the note stayed under the new question."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p")
        assert app.screen.name == "confirm"
        await keys(app, pilot, "s")
        assert app.screen.name == "turn" and said(app) == TYPED_ON
        await keys(app, pilot, "escape", "ctrl+p")
        assert app.screen.name == "confirm" and not game.actions
        assert app.screen_stack[-2].query_one("#message").render().plain == ""


async def test_a_paste_over_a_question_too_long_with_the_word_typed_is_refused_whole(words):
    """20 letters typed, Ctrl+P, then 10 letters pasted over the question: the word was cut to
    24 letters without a word. Refused whole with the note a too-long paste alone gets."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        await keys(app, pilot, *("abcdefghijklmnopqrst"), "ctrl+p")
        assert app.screen.name == "confirm"
        question = app.screen
        app.post_message(events.Paste("uvwxyzabcd"))
        await settle(app, pilot)
        assert app.screen is question and entry.value == "ABCDEFGHIJKLMNOPQRST"
        assert f"at most {MAX_WORD} letters" in warned(app)
        app.post_message(events.Paste("uvwx"))  # as many as the word has room for: they go on
        await settle(app, pilot)
        assert app.screen.name == "turn" and entry.value == "ABCDEFGHIJKLMNOPQRSTUVWX"


async def test_a_paste_over_a_question_with_a_stray_character_leaves_it_open_and_says_why(words):
    """On the line, a pasted ZONE! goes on as ZONE with a note (docs/decisions/app.md); over a
    question it would close it, the note lost under "Nothing played: go on typing...": it
    stays open, says why, and a paste of letters alone goes on."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        await keys(app, pilot, "s", "l", "ctrl+p")
        question = app.screen
        app.post_message(events.Paste("it!"))
        await settle(app, pilot)
        assert app.screen is question and entry.value == "SL"
        assert warned(app) == "Nothing pasted: 'it!' is not one word of letters A to Z."
        app.post_message(events.Paste("it"))
        await settle(app, pilot)
        assert app.screen.name == "turn" and entry.value == "SLIT" and not game.actions


async def test_a_paste_with_the_focus_on_the_table_goes_to_the_word_and_brings_the_focus_back(words):
    """As a typed letter does (and as a seat does): Enter then sends the word."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await ann_on_the_table(app, pilot)
        app.post_message(events.Paste("slits"))
        await settle(app, pilot)
        assert entry.value == "SLITS" and app.focused is entry
        await keys(app, pilot, "enter")
        assert game.actions


async def test_a_refused_meld_stays_marked_as_a_shuffle_word_does_and_a_refused_discard_goes(new_app):
    """Rummy: a word sent before the draw and a meld refused stay on the line, marked; Enter
    after the draw tries the word kept. A letter no card carries is refused and not kept:
    one letter is nothing to edit, and the next letter is a discard of its own
    (test_R3_a_refused_discard_leaves_nothing_on_the_line)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        await keys(app, pilot, *typed("zzq"))  # before the draw
        assert entry.value == "ZZQ" and entry.refused and "Draw a card first" in said(app)
        await keys(app, pilot, "ctrl+d", "enter")  # after the draw: tried again, not a meld
        game = app.session.game
        assert len(game.actions) == 1 and entry.value == "ZZQ" and entry.refused
        hand = {card.letter for card in game.view(game.current).hand}
        missing = next(c for c in "QZXJKVWYBCDEFGHILMNOPRSTUA" if c not in hand)
        await keys(app, pilot, "escape", missing.lower())  # Esc clears the word, a letter starts another
        assert entry.value == missing and not entry.refused
        await keys(app, pilot, "enter")  # a letter she holds no card of: the discard refused
        assert entry.value == "" and not entry.refused and len(game.actions) == 1
        assert f"You hold no {missing} to discard." in said(app)


async def test_a_word_typed_fast_with_the_focus_on_the_table_is_sent_by_its_enter(words):
    """Letters and Enter in one burst (a quick typist, or tmux's send-keys) after Tab put the
    focus on the table: the first letter brings the focus back, and the keys that follow
    before it is back (Enter, Backspace, Esc) still go to the word. The Enter was lost."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await ann_on_the_table(app, pilot)
        await keys(app, pilot, "s", "l", "i", "t", "s", "x", "backspace", "enter")
        assert [a.notation() for a in game.actions] and entry.value == "" and app.focused is entry
        await keys(app, pilot, "tab")
        await keys(app, pilot, "z", "z", "escape")  # Esc clears the word as fast
        assert entry.value == "" and app.focused is entry


# --- a word sent that a list, a question or Ctrl+Z did not play (docs/playing.md) ---------

# Ann holds CHARTS with Bob's CART on the table: CHARTS is a new word, an extension or a take.
CHARTS = {"hands": ["CHARTSE", "AEINRSO"], "table": [{"owner": 1, "word": "CART"}], "current": 0, "first_played": [True, True]}


async def charts_listed(app, pilot) -> WordEntry:
    await past_the_handoff(app, pilot)
    await keys(app, pilot, *typed("charts"))
    assert app.screen.name == "choice"
    return app.screen_stack[-2].query_one(WordEntry)


async def test_esc_on_the_list_of_ways_puts_the_word_back_on_the_line_and_enter_asks_again(words):
    """Esc on "How do you want to play CHARTS?" left an empty line: CHARTS typed again."""
    game, app = ann_to_play(words, CHARTS)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await charts_listed(app, pilot)
        await keys(app, pilot, "escape")
        assert app.screen.name == "turn" and not game.actions
        assert entry.value == "CHARTS" and entry.refused  # marked "not played"
        assert said(app) == "Nothing played."
        await keys(app, pilot, "enter")
        assert app.screen.name == "choice"  # the same list, to choose another way


def word_line(app) -> str:
    return next(line for line in screen_text(app).splitlines() if line.startswith(" › "))


async def test_the_word_line_shows_the_word_its_list_asks_about_while_it_is_open(words):
    """Behind "How do you want to play GUNSTOCK?" the line showed the empty prompt "type a
    word + Enter to play", not the word asked about."""
    game, app = ann_to_play(words, CHARTS)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await charts_listed(app, pilot)
        assert word_line(app).strip() == "› CHARTS" and entry.value == ""  # shown, not typed
        await keys(app, pilot, "escape")
        assert entry.value == "CHARTS" and word_line(app).startswith(" › CHARTS")
        await keys(app, pilot, "enter")
        assert app.screen.name == "choice" and word_line(app).strip() == "› CHARTS"
        await keys(app, pilot, "1")
        assert len(game.actions) == 1 and entry.value == "" and "CHARTS" not in word_line(app)


async def test_ctrl_z_puts_the_word_of_the_play_taken_back_on_the_line(words):
    """Ctrl+Z after a play chosen from the list: the word is back, to play another way."""
    game, app = ann_to_play(words, CHARTS)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await charts_listed(app, pilot)
        await keys(app, pilot, "2")
        assert len(game.actions) == 1 and entry.value == ""
        await keys(app, pilot, "ctrl+z")
        assert not game.actions and entry.value == "CHARTS" and entry.refused
        await keys(app, pilot, "e")  # a letter goes on with it, as after a refusal
        assert entry.value == "CHARTSE" and not entry.refused


async def test_ctrl_z_keeps_a_word_being_typed(words):
    game, app = ann_to_play(words, CHARTS)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await charts_listed(app, pilot)
        await keys(app, pilot, "1")
        await keys(app, pilot, "e", "a")
        assert len(game.actions) == 1 and entry.value == "EA"
        await keys(app, pilot, "ctrl+z")
        assert not game.actions and entry.value == "EA" and not entry.refused


def rummy_app(hand: str, phase: str = "play", drawn_out: bool = False, variant: str = "standard", **length: Any):
    """Ann to play Word Rummy against Bob, drawn already (phase="draw": to draw, the discard
    pile showing A◆), with ``hand``; words AT and TAX. ``drawn_out``: the draw pile empty (all
    in the discard pile); ``variant`` and ``length``: the match's (deals=3)."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.engine.rummy.cards import full_deck, parse_cards
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    rules = default_ruleset("rummy")
    bob = "Eg Ng Rb"
    placed = parse_cards(f"{hand} {bob}", rules.colours)
    rest = [card for card in full_deck(rules) if card not in placed]
    start = {
        "hands": [hand, bob], "table": [[], []], "phase": phase, "current": 0,
        "draw_pile": " ".join(str(card) for card in rest[1:]), "discard_pile": str(rest[0]),
    }
    if drawn_out:
        start.update(draw_pile="", discard_pile=" ".join(str(card) for card in rest))
    words = WordList.from_words(["at", "tax"], name="tiny")
    game = RummyMatch.from_position(rules, words, (Player("Ann"), Player("Bob")), start, 1, variant, **length)
    return game, WordcardsApp(Session(game, autosave=False))


async def ask_to_discard_x(app: Any, pilot: Any) -> None:
    """Past the hand-off, X typed: "Discard X?" asked (X is held in one colour)."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, *typed("x"))
    assert app.screen.name == "confirm"


async def test_rummy_esc_on_the_discard_question_leaves_the_line_empty_and_ctrl_z_after_a_meld_puts_the_word_back():
    """A discard's letter is not put back (X Enter asks again, never XX); a meld's word is."""
    game, app = rummy_app("Ar Tr Xb Eb")
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_discard_x(app, pilot)
        entry = app.screen_stack[-2].query_one(WordEntry)
        await keys(app, pilot, "escape")
        assert entry.value == "" and not game.actions
        await keys(app, pilot, *typed("at"))
        assert len(game.actions) == 1 and entry.value == ""
        await keys(app, pilot, "ctrl+z")
        assert not game.actions and entry.value == "AT" and entry.refused


async def test_a_key_of_the_turn_over_the_discard_question_says_to_answer_it_first():
    """As over the list of ways: Ctrl+D, Ctrl+Z or Ctrl+T over "Discard X?" did nothing and
    said nothing. Each says what to do first, and changes nothing."""
    game, app = rummy_app("Ar Tr Xb Eb")
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_discard_x(app, pilot)
        for key in ("ctrl+d", "ctrl+z", "ctrl+t"):
            await keys(app, pilot, key)
            assert warned(app) == "Press Enter to discard or Esc to keep playing first.", key
        assert app.screen.name == "confirm" and not game.actions


async def test_a_letter_over_the_discard_question_starts_a_word_of_its_own():
    """One rule for a letter over a discard, asked or listed (docs/decisions/app.md): X Enter
    asked "Discard X?", then A gave XA, though the X went as a discard, not a word's start
    (over the list of colours it gave A). The letter closes the question and starts a word
    of its own, typed once it shows or in the same burst as the Enter; Esc leaves the line empty."""
    game, app = rummy_app("Ar Tr Xb Eb")
    async with app.run_test(size=(80, 24)) as pilot:
        await ask_to_discard_x(app, pilot)
        entry = app.screen_stack[-2].query_one(WordEntry)
        await keys(app, pilot, "a")
        assert app.screen.name == "turn" and entry.value == "A" and said(app) == TYPED_AFRESH and not game.actions
        await keys(app, pilot, "escape", "x", "enter", "a", "t")  # one burst: the a reaches the line under the question
        assert app.screen.name == "turn" and entry.value == "AT" and not game.actions
        await keys(app, pilot, "enter")
        assert len(game.actions) == 1 and entry.value == ""  # AT melded
        await keys(app, pilot, *typed("x"), "escape")
        assert entry.value == "" and len(game.actions) == 1


async def test_what_a_list_or_question_said_to_do_first_goes_when_it_closes(words):
    """A play-tester: Ctrl+E over the list of ways said "Pick a way (1-2) or press Esc to
    cancel first.", a notification, which stayed some five seconds after the way was picked,
    over the "Played: ..." line; Ctrl+E over the pass question put "Press Enter to pass..."
    on Bob's hand-off, as if Bob were asked. Said inside the list or question, it goes with it."""
    game, app = ann_to_play(words, CHARTS)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await charts_listed(app, pilot)
        await keys(app, pilot, "ctrl+e")
        assert "cancel first" in screen_text(app)
        await keys(app, pilot, "1")
        assert app.screen.name == "turn" and len(game.actions) == 1
        assert "cancel first" not in screen_text(app)
    game, app = ann_to_play(words, CHARTS)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p")
        await keys(app, pilot, "ctrl+e")
        assert app.screen.name == "confirm" and "keep playing first" in screen_text(app)
        await yes_to_the_question(app, pilot)
        assert app.screen.name == "handoff", app.screen.name
        assert "keep playing first" not in screen_text(app)


async def test_a_letter_over_the_list_of_colours_to_discard_starts_a_word_of_its_own():
    """A play-tester: X● X■ Q● held, X Enter (the list), then Q: the line read XQ, and a
    discard is one letter. The letter closes the list and starts afresh, typed once the
    list shows or in the same burst as the Enter (handed on to the list, WordEntry.hand_on).
    Esc leaves the line empty."""
    game, app = rummy_app("Xg Xb Qg")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        await keys(app, pilot, *typed("x"))
        assert app.screen.name == "choice"
        await keys(app, pilot, "q")
        assert app.screen.name == "turn" and entry.value == "Q" and said(app) == TYPED_AFRESH and not game.actions
        await keys(app, pilot, "escape")
        await keys(app, pilot, "x", "enter", "q", "a")  # one burst: the q reaches the line under the list
        assert app.screen.name == "turn" and entry.value == "QA" and not game.actions
        await keys(app, pilot, "escape", *typed("x"), "escape")
        assert entry.value == "" and not game.actions


async def test_a_key_of_the_turn_over_the_list_of_ways_says_to_pick_a_way_first(words):
    """A play-tester: on the list of CHARTS's ways, Ctrl+E and Ctrl+J did nothing and said
    nothing (the footer shows only Esc). Each says what to do first, and changes nothing."""
    game, app = ann_to_play(words, CHARTS)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await charts_listed(app, pilot)
        ways = len(app.screen.labels)
        for key in ("ctrl+e", "ctrl+j", "ctrl+g"):
            await keys(app, pilot, key)
            assert warned(app) == f"Pick a way (1-{ways}) or press Esc to cancel first.", key
        assert app.screen.name == "choice" and not game.actions
        await keys(app, pilot, "escape")
        assert entry.value == "CHARTS"  # the word as it was


async def test_a_letter_typed_is_never_asked_as_a_key_of_the_turn():
    """Every letter typed made the turn screen rebuild its keys of the turn and walk its
    bindings (WordEntry.turn_key), though a letter is never one: only other keys are asked."""
    game, app = rummy_app("Ar Tr Xb Eb", phase="draw")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        asked: list[str] = []
        turn_key = entry.turn_key
        assert turn_key is not None

        def asking(event: events.Key) -> bool:
            asked.append(event.key)
            return turn_key(event)

        entry.turn_key = asking
        await keys(app, pilot, "ctrl+d", "a", "t")
        assert asked == ["ctrl+d"] and entry.value == "AT" and len(game.actions) == 1  # drawn


async def test_a_typed_character_that_is_no_letter_is_left_out_and_the_line_says_so(words):
    """CAN'T showed CANT and VAN-1 showed VAN, the apostrophe, hyphen and digit gone unsaid."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "c", "a", "n")
        entry = app.screen.query_one(WordEntry)
        for key, char in (("apostrophe", "'"), ("minus", "-"), ("1", "1")):  # as a terminal sends them
            entry.post_message(events.Key(key, char))
            await settle(app, pilot)
            assert said(app) == f"Only letters A to Z go on the word line: {char} was left out.", said(app)
            assert entry.value == "CAN"
        await keys(app, pilot, "t")  # a letter taken: the note is stale
        assert said(app) == "" and app.screen.query_one(WordEntry).value == "CANT"


async def test_a_word_no_play_makes_with_no_reason_found_says_it_cannot_be_played_now(words, monkeypatch):
    """Were explain to find no reason for a word no play makes (game.refusal), the line
    still says why it stays unplayed, in both games, as a seat is told (test_seat_cannot_be_played_now)."""
    for game, app, word in ((*ann_to_play(words, START), "slits"), (*rummy_app("Ar Tr Xb Eb"), "tax")):
        monkeypatch.setattr(game, "resolve", lambda word: [])
        monkeypatch.setattr(game, "explain", lambda word: None)
        async with app.run_test(size=(80, 24)) as pilot:
            await past_the_handoff(app, pilot)
            await keys(app, pilot, *typed(word))
            entry = app.screen.query_one(WordEntry)
            assert said(app) == f"{word.upper()} cannot be played now." and entry.refused and not game.actions


@pytest.mark.parametrize("hand, asking", [("Xg Qb", "confirm"), ("Xg Xb Qg", "choice")], ids=["question", "list of colours"])
async def test_esc_on_a_discard_leaves_the_line_empty_so_the_letter_again_asks_again(hand, asking):
    """A play-tester: Esc on "Discard X?" (or its list) put X back, and X Enter again read
    "XX is not a word"; another: Esc on "Discard which R?" said "Nothing played.", on
    "Discard O●?" "Nothing done: your turn goes on." (docs/playing.md: Esc on a list or a
    question), which a discard cancelled says, listed or asked (a list of ways keeps
    "Nothing played."). A discard's letter is not put back: the line is empty, and X Enter
    (typed or pasted) asks again; a word typed after it is that word alone."""
    game, app = rummy_app(hand)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("x"))
        assert app.screen.name == asking
        await keys(app, pilot, "escape")
        entry = app.screen.query_one(WordEntry)
        assert (app.screen.name, entry.value, said(app)) == ("turn", "", KEPT_PLAYING)
        await keys(app, pilot, "x", "enter")
        assert app.screen.name == asking and not game.actions
        await keys(app, pilot, "escape")
        app.screen.post_message(events.Paste("x"))
        await pilot.pause()
        assert entry.value == "X"
        await keys(app, pilot, "enter")
        assert app.screen.name == asking and not game.actions
        await keys(app, pilot, "escape", "t", "a", "x")
        assert entry.value == "TAX"
