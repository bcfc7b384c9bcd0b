"""A word typed but not played is never dropped unasked as the turn ends (docs/playing.md,
"The word line"): play-test r34a typed EAU after NOSE, pressed Ctrl+E, and the turn ended
at once, EAU gone. Ctrl+E asks then, and Ctrl+P's question names the word."""

from __future__ import annotations

from drivers import keys, past_the_handoff, typed, yes_to_the_question
from test_shuffle_game import ann_to_play

from wordcards.app.widgets.common.entry import WordEntry

# Ann makes CAT, then DOGS, from her hand; Bob's word is on the table (no first play, S4).
START = {
    "hands": ["CATDOGS", "QZJKVWX"],
    "table": [{"owner": 1, "word": "BEE"}],
    "current": 0,
    "first_played": [True, True],
    "deck": "RRRR",
}
ASKED = "DOGS is typed but not played: end the turn anyway?"
KEPT_ON_ESC = "Esc keeps playing, with the word still on the line: Enter plays it."


def question(app) -> str:
    return app.screen.query_one(".dialog-title").render().plain


def detail(app) -> str:
    return app.screen.query_one(".dialog-body").render().plain


async def cat_played_dogs_typed(app, pilot) -> WordEntry:
    await past_the_handoff(app, pilot)
    await keys(app, pilot, *typed("cat"), *"dogs")  # CAT played, then DOGS on the line
    assert app.session.game.view(0).turn_plays, "CAT was not played"
    return app.screen.query_one(WordEntry)


async def test_ctrl_e_with_a_word_typed_asks_and_esc_keeps_the_word_to_play(words):
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await cat_played_dogs_typed(app, pilot)
        await keys(app, pilot, "ctrl+e")
        assert app.screen.name == "confirm" and question(app) == ASKED
        assert game.current == 0
        await keys(app, pilot, "escape")
        assert app.screen.name == "turn" and game.current == 0 and entry.value == "DOGS"
        await keys(app, pilot, "enter")
        assert [word.word for word in game.view(0).table][-1] == "DOGS" and game.current == 0


async def test_enter_on_that_question_ends_the_turn(words):
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await cat_played_dogs_typed(app, pilot)
        await keys(app, pilot, "ctrl+e")
        assert question(app) == ASKED
        await yes_to_the_question(app, pilot)
        assert game.current == 1 and app.screen.name == "handoff"


async def test_ctrl_e_with_a_refused_word_on_the_line_ends_the_turn_at_once(words):
    """The refusal said it was not played: asking again would only nag."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        entry = await cat_played_dogs_typed(app, pilot)
        await keys(app, pilot, "backspace", "x", "enter")  # DOGX: refused, kept on the line
        assert entry.value == "DOGX" and entry.refused
        await keys(app, pilot, "ctrl+e")
        assert game.current == 1


async def test_ctrl_p_names_the_word_it_would_drop(words):
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *"dogs", "ctrl+p")
        assert question(app) == "DOGS is typed but not played: pass and draw 1 card anyway?"
        await keys(app, pilot, "escape")
        assert app.screen.query_one(WordEntry).value == "DOGS" and not game.actions
        await keys(app, pilot, "escape", "ctrl+p")  # the line cleared: the question as before
        assert question(app) == "Pass and draw 1 card?"


async def test_S13_ctrl_e_with_hand_and_deck_empty_asks_to_end_the_game_not_the_turn(words):
    """Every card played, the deck empty, a word typed: Ctrl+E ends the game (S13), but the
    question asked to "end the turn anyway?". It says the game ends, and Enter ends it."""
    from drivers import footer_shown

    game, app = ann_to_play(words, {"hands": ["SEAT", "DOGEAQR"], "deck": "", "current": 0})
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("seat"), *"dogs")  # every card played, then DOGS on the line
        assert not game.hands[0] and not game.deck
        await keys(app, pilot, "ctrl+e")
        assert app.screen.name == "confirm"
        assert question(app) == "DOGS is typed but not played: end the game?", question(app)
        assert footer_shown(app).get("End the game") == "enter", footer_shown(app)
        await yes_to_the_question(app, pilot)
        assert game.is_over


async def test_ctrl_p_over_a_typed_word_says_what_ctrl_e_says_of_it(words):
    """Play-test r34b: Ctrl+E's question said Esc keeps the word to play; Ctrl+P's, over the
    same word, said only that a pass cannot be taken back."""
    game, app = ann_to_play(words, START)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *"dogs", "ctrl+p")  # a pass is before any play
        assert detail(app) == f"Your turn ends, and a pass cannot be taken back. Passing now drops the word. {KEPT_ON_ESC}"
        await keys(app, pilot, "escape")
        await keys(app, pilot, "escape", "ctrl+p")  # the line cleared: the pass's own line only
        assert detail(app) == "Your turn ends, and a pass cannot be taken back."
        await keys(app, pilot, "escape")
        await keys(app, pilot, *typed("cat"), *"dogs", "ctrl+e")
        assert detail(app) == f"Ending the turn now drops the word. {KEPT_ON_ESC}"
