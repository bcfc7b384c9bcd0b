"""The message line under the table says what the player's last key did (play-test h48): a
key that does nothing says so, a list of ways says what it is for, and a hint says what the
line typed now needs (docs/decisions/app.md, "The message line answers the last key")."""

from __future__ import annotations

import pytest
from rich.text import Text

from drivers import keys, past_the_handoff, settle, typed, until
from test_hint_over_a_word import hinted
from test_shuffle_game import ann_to_play
from test_word_line import START, rummy_app, said

from wordcards.app import hint_typing, unknown_keys
from wordcards.app.answer_words import HINT_MARK, choosing_a_way
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.words import WordList

SLITS_ONLY = WordList.from_words(["slits", "doge"], name="tiny")


async def test_a_key_nothing_acts_on_says_so_in_place_of_the_message_before_it():
    """F5 under "A word needs 3+ letters" read as that refusal's answer; letters still type."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("zr"))
        assert "ZR" in said(app)  # refused: not a word
        await keys(app, pilot, "f5")
        assert said(app) == "F5 does nothing here: the keys are in the footer (? lists them all)."
        await keys(app, pilot, "ctrl+x")
        assert said(app).startswith("Ctrl+X does nothing here")
        entry = app.screen.query_one(WordEntry)
        assert entry.value == "ZR" and not game.actions  # nothing changed
        await keys(app, pilot, "s")
        assert entry.value == "ZRS" and said(app) == ""  # a letter types, and the note of the key goes with the refusals
        await keys(app, pilot, "escape", "backspace")  # editing keys on an empty line: nothing to say
        assert said(app) == "" and entry.value == ""


async def test_a_hint_said_over_by_a_key_that_does_nothing_comes_back_as_a_letter_is_typed():
    """The note of a stray key goes with the next letter, as a refusal does; the hint it was
    said over comes back, worded for the line then (S typed: the rest, LITS)."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert ": type SLITS, then Enter." in await hinted(app, pilot)
        await keys(app, pilot, "f5", "ctrl+x")
        assert said(app).startswith("Ctrl+X does nothing here")
        await keys(app, pilot, "s")
        assert said(app).startswith("Hint: new word SLITS") and said(app).endswith(": type LITS, then Enter."), said(app)
        await keys(app, pilot, *typed("lits"))
        assert [action.word.upper() for action in game.actions] == ["SLITS"]


async def test_a_key_nothing_acts_on_in_rummy_says_so_over_the_draws_news():
    game, app = rummy_app("Tg Ag Xg", phase="draw")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        assert said(app).startswith("You drew ")
        await keys(app, pilot, "f7")
        assert said(app).startswith("F7 does nothing here")
        assert len(game.actions) == 1


CARTS_TWICE = WordList.from_words(["carts", "cart"], name="tiny")
BOB_STEALS_OR_NOT = {"hands": ["AEINRST", "CHARTSE"], "table": [{"owner": 0, "word": "CART"}], "current": 1, "first_played": [True, True]}


async def test_a_list_of_ways_says_what_it_is_for_not_the_news_before_it():
    """CARTS played, taken back ("Taken back: ..."), Enter again: the list of its ways opened
    over "Taken back", as if it spoke of the list."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.from_position(default_ruleset("shuffle"), CARTS_TWICE, (Player("Ann"), Player("Bob")), BOB_STEALS_OR_NOT, 0)
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("carts"))
        await until(app, pilot, lambda: app.screen.name == "choice")
        await keys(app, pilot, "1")
        await keys(app, pilot, "ctrl+z")
        turn = app.screen
        assert said(app).startswith("Taken back: ") and turn.entry.value == "CARTS"
        await keys(app, pilot, "enter")
        await until(app, pilot, lambda: app.screen.name == "choice")
        assert turn.message.render().plain == choosing_a_way("CARTS")
        await keys(app, pilot, "escape")
        assert turn.message.render().plain == "Nothing played."
        await hinted(app, pilot)  # a hint stays over the list: it marks its way there
        await keys(app, pilot, "enter")
        await until(app, pilot, lambda: app.screen.name == "choice")
        # Worded for the word sent to the list, not the line emptied as it was sent ("type CARTS, then Enter").
        hint = turn.message.render().plain
        assert hint.startswith("Hint: new word CARTS from your hand") and hint.endswith(": press Enter."), hint
        await keys(app, pilot, "enter")  # the hinted way is the list's first line
        assert len(game.actions) == 1 and game.describe(game.actions[0]).startswith("new word CARTS")


def test_a_plan_hint_that_spells_its_word_says_no_esc_over_a_start_of_it():
    """HO of HOC typed: typing C makes the word, no Esc is needed (it said "Esc first")."""
    by_line = hint_typing.ByTheLine(*hint_typing.both(lambda line: hint_typing.spelled("meld HOC, then TEE.", "HOC", line), "HOC"))
    assert by_line("H") == by_line("HO") == by_line("hoc") == "meld HOC, then TEE."
    assert by_line("HX") == by_line("Q") == "meld HOC, then TEE: Esc first."
    assert hint_typing.spelled("meld HOC, then TEE.", "HOC", "HO") == "meld HOC, then TEE."  # built for the line too


async def test_the_discard_hint_with_a_letter_typed_says_what_enter_does_now(monkeypatch):
    """ "no meld found: discard a card (type its letter, then Enter)" stayed with Q typed. The
    search finds a card to discard in nearly every hand: here it finds none, as it may."""
    import wordcards.ai

    monkeypatch.setattr(wordcards.ai, "suggest", lambda game: None)
    game, app = rummy_app("Qg Zb Kg Wr")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        plain = "Hint: no meld found: discard a card (type its letter, then Enter)."
        assert plain in await hinted(app, pilot)
        await keys(app, pilot, "q")
        assert said(app) == "Hint: no meld found: discard a card (Q typed: press Enter to discard it)."
        await keys(app, pilot, "backspace")
        assert said(app) == plain
        await keys(app, pilot, "j")
        assert said(app) == "Hint: no meld found: discard a card (you hold no J: Esc, then type its letter, then Enter)."
        await keys(app, pilot, "escape", "q", "enter")
        assert app.screen.name == "confirm"  # "Discard Q■ (green)?"


CARTS_OR_CHASTE = WordList.from_words(["carts", "cart", "chaste"], name="tiny")


def bob_hinted_chaste():
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.from_position(default_ruleset("shuffle"), CARTS_OR_CHASTE, (Player("Ann"), Player("Bob")), BOB_STEALS_OR_NOT, 0)
    return game, WordcardsApp(Session(game, autosave=False))


async def test_a_hint_of_another_word_gives_way_over_the_list_of_ways():
    """CARTS typed over a hint of CHASTE: the line under CARTS's list said "Esc, then type
    CHASTE", and Esc puts CARTS back. The list says what it is for."""
    game, app = bob_hinted_chaste()
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert "type CHASTE" in await hinted(app, pilot)
        await keys(app, pilot, *typed("carts"))
        await until(app, pilot, lambda: app.screen.name == "choice")
        turn = app.screen_stack[-2]
        assert turn.message.render().plain == choosing_a_way("CARTS")


async def test_what_a_closed_list_said_does_not_come_back_after_a_stray_keys_note():
    """Esc on CARTS's list: "Nothing played."; F5 over it, then Esc clears the word: the
    note goes, and "Nothing played." came back as if it answered that Esc."""
    game, app = bob_hinted_chaste()
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("carts"))
        await until(app, pilot, lambda: app.screen.name == "choice")
        await keys(app, pilot, "escape")
        assert said(app) == "Nothing played." and app.screen.entry.value == "CARTS"
        await keys(app, pilot, "f5", "backspace")  # Backspace edits the word: the note stays
        assert said(app).startswith("F5 does nothing here") and app.screen.entry.value == "CART"
        await keys(app, pilot, "escape")
        assert said(app) == "" and app.screen.entry.value == ""


async def test_a_stray_keys_note_over_a_two_line_hint_keeps_the_hint_s_room():
    """At 80 columns the hint takes two lines and the note one: F5 shrank the line (the
    table above jumped a row) and a letter grew it back."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await hinted(app, pilot)
        message = app.screen.message
        assert message.size.height == 2
        await keys(app, pilot, "f5")
        assert said(app).startswith("F5 does nothing here") and message.size.height == 2
        await keys(app, pilot, "s")
        assert said(app).startswith("Hint: new word SLITS") and message.size.height == 2


def styles_of(text) -> set[str]:
    return {str(span.style) for span in text.spans}


@pytest.mark.parametrize("f2_first", [True, False], ids=["f2-then-f5", "f5-then-f2"])
async def test_a_rummy_hint_that_comes_back_after_a_stray_key_has_the_theme_s_colours(f2_first):
    """F2, F5, a letter: the hint came back in the colours of the theme before F2; so with
    F2 pressed over the note."""
    game, app = rummy_app("Tg Ag Xg")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await hinted(app, pilot)
        message = app.screen.message
        before = styles_of(message.content)
        for key in ("f2", "f5") if f2_first else ("f5", "f2"):
            await keys(app, pilot, key)
        await keys(app, pilot, "t")
        assert said(app).startswith("Hint: ")
        back = styles_of(message.content)
        assert back and not back & before, (before, back)  # its cards (all its styles) in the other theme's colours


NO_MELD = "Hint: no meld found: discard a card (type its letter, then Enter)."


async def test_the_discard_hint_over_a_letter_held_in_two_colours_says_enter_asks_which(monkeypatch):
    """Q held in green and blue: Enter opens the list of its colours, not a discard."""
    import wordcards.ai

    monkeypatch.setattr(wordcards.ai, "suggest", lambda game: None)
    game, app = rummy_app("Qg Qb Zb Wr")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        assert NO_MELD in await hinted(app, pilot)
        await keys(app, pilot, "q")
        assert said(app) == "Hint: no meld found: discard a card (Q typed: press Enter to pick which Q to discard)."
        await keys(app, pilot, "enter")
        assert app.screen.name == "choice"


async def test_the_discard_hint_over_the_card_just_taken_does_not_say_enter_discards_it(monkeypatch):
    """A◆ taken from the discard pile may not go back this turn: Enter refuses it."""
    import wordcards.ai

    monkeypatch.setattr(wordcards.ai, "suggest", lambda game: None)
    game, app = rummy_app("Qg Zb Kg Wr", phase="draw")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+y")
        assert said(app).startswith("You took A")
        assert NO_MELD in await hinted(app, pilot)
        await keys(app, pilot, "a")
        assert said(app) == NO_MELD
        await keys(app, pilot, "enter")
        assert app.screen.name != "confirm" and app.screen.message.refusal  # refused, said why


def test_a_key_is_named_as_a_player_knows_it_or_not_at_all():
    """Textual's names are not a player's: Ctrl+@ is what Ctrl+Space sends; punctuation
    keys differ by keyboard ("Ctrl+Right_square_bracket")."""
    assert unknown_keys.does_nothing("ctrl+at").startswith("Ctrl+Space does nothing here")
    assert unknown_keys.does_nothing("shift+f5").startswith("Shift+F5 does nothing here")
    for odd in ("ctrl+underscore", "ctrl+right_square_bracket", "ctrl+circumflex_accent"):
        assert unknown_keys.does_nothing(odd).startswith("That key does nothing here"), odd


async def test_delete_says_it_does_nothing_and_esc_then_backspace_read_together_says_nothing():
    """Delete edited nothing (the line has no cursor) and said nothing; Esc and Backspace
    in one read reach the app as Ctrl+W, and "Ctrl+W does nothing" named a key never pressed."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        await keys(app, pilot, *typed("sl"))
        await keys(app, pilot, "delete")
        assert said(app).startswith("Delete does nothing here") and entry.value == "SL"
        await keys(app, pilot, "escape", "delete")  # on an empty line too
        assert said(app).startswith("Delete does nothing here") and entry.value == ""
        app.screen.message.say("MARK")
        await keys(app, pilot, *typed("sl"))
        app.screen.message.say("MARK")
        for key in ("ctrl+w", "ctrl+backspace"):
            await keys(app, pilot, key)
            assert said(app) == "MARK", key
        await keys(app, pilot, "escape", "escape", "backspace")  # an empty line: nothing to edit, nothing said
        assert said(app) == "MARK" and entry.value == ""


async def test_enter_during_a_computers_turn_says_who_plays_not_that_it_does_nothing(new_app, computer_waits):
    app = new_app("rummy", "--players", "cpu:expert,Ann", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)  # the computer plays first: no hand-off
        assert app.screen.computer_turn
        await keys(app, pilot, "enter")
        assert said(app) == "Bit (expert) is playing: typing works again when its turn is over."


@pytest.mark.parametrize("tabs", [1, 2], ids=["table", "log"])
async def test_a_key_nothing_acts_on_says_so_with_the_focus_on_the_table_or_the_log(tabs):
    """The table and the log scroll with ↑ (their bindings: silent); F5 does nothing there."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        await keys(app, pilot, *["tab"] * tabs)
        assert turn.focused is not turn.entry
        turn.message.say("MARK")
        await keys(app, pilot, "up", "enter", "escape")
        assert said(app) == "MARK"
        await keys(app, pilot, "f5")
        assert said(app).startswith("F5 does nothing here")


@pytest.mark.parametrize("opener", ["question_mark", "ctrl+r", "list"])
async def test_a_key_nothing_acts_on_typed_just_after_a_screen_over_the_line_closes_says_so(opener):
    """Esc F5 in one burst over the help, the rules or a list of ways: the F5 reached the
    line through the closed screen (WordEntry.TypedAfterClose) and said nothing."""
    game, app = (bob_hinted_chaste() if opener == "list" else ann_to_play(SLITS_ONLY, START))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        if opener == "list":
            await keys(app, pilot, *typed("carts"))
        else:
            await keys(app, pilot, opener)
        await until(app, pilot, lambda: app.screen is not turn)
        await keys(app, pilot, "escape", "f5")
        assert app.screen is turn and said(app).startswith("F5 does nothing here"), said(app)


async def test_a_hint_that_found_no_play_gives_way_over_the_list_of_ways():
    """The hint found nothing: it names no way of the list, and said "no play found" over it."""
    game, app = bob_hinted_chaste()
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        turn.message.say(Text.assemble(HINT_MARK, "no play found: pass (Ctrl+P)."))
        await keys(app, pilot, *typed("carts"))
        await until(app, pilot, lambda: app.screen.name == "choice")
        assert turn.message.render().plain == choosing_a_way("CARTS")


async def test_a_key_nothing_acts_on_and_a_letter_in_one_read_leave_no_note():
    """F5 and S in one read: the note came after the letter (the key bubbled on to the screen
    after the line had taken the S) and stayed up; the hint under it comes back, as typed slowly."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert ": type SLITS, then Enter." in await hinted(app, pilot)
        await keys(app, pilot, "f5", "s")
        assert said(app).startswith("Hint: new word SLITS") and said(app).endswith(": type LITS, then Enter."), said(app)
        await keys(app, pilot, "escape", *typed("zr"))
        assert "ZR" in said(app)  # refused: not a word
        await keys(app, pilot, "ctrl+x", "s")
        assert said(app) == "" and app.screen.entry.value == "ZRS"


async def test_a_key_nothing_acts_on_typed_with_the_esc_that_closes_the_help_says_so():
    """Tab to the table, ? for the help, then Esc and F5 in one read: the F5 reached the line
    through the closed help with the focus on the table, went to the line's stray keys, which
    take letters only, and said nothing. It goes through them once (given back by the
    screen, it went through them twice)."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        await keys(app, pilot, "tab")
        assert turn.focused is not turn.entry
        await keys(app, pilot, "question_mark")
        await until(app, pilot, lambda: app.screen is not turn, "the help open")
        strays: list[str] = []  # the keys the stray keys looked at (each asks hand_on first)
        hand_on = turn.entry.hand_on

        def counted(event) -> bool:
            strays.append(getattr(event, "key", ""))
            return hand_on(event)

        turn.entry.hand_on = counted
        await keys(app, pilot, "escape", "f5")
        assert app.screen is turn
        assert said(app).startswith("F5 does nothing here"), said(app)
        assert strays.count("f5") == 1, strays
