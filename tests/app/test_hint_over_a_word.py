"""Ctrl+G with a word not played still on the line (docs/playing.md, "The word line"): what
the player types goes on with that word, so a hint that says what to type says Esc first
(app/hint_typing.py), in both games. A play-tester typed the hinted HEM over V: VHEM."""

from __future__ import annotations

from drivers import keys, past_the_handoff, typed, until, yes_to_the_question
from screen_text import screen_text
from test_shuffle_game import ann_to_play
from test_word_line import START, rummy_app

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.engine.rummy import Meld
from wordcards.words import WordList

SLITS_ONLY = WordList.from_words(["slits", "doge"], name="tiny")  # Ann's one play: SLITS


def flat(app) -> str:
    return " ".join(screen_text(app).split())


async def hinted(app, pilot) -> str:
    await keys(app, pilot, "ctrl+g")
    await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")  # found in a worker thread
    return flat(app)


async def test_a_shuffle_hint_over_a_word_not_played_says_esc_first_and_following_it_plays_the_word():
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("zr"))
        entry = app.screen.query_one(WordEntry)
        assert entry.value == "ZR" and entry.refused and not game.actions
        said = await hinted(app, pilot)
        assert "Hint: new word SLITS" in said and ": Esc, then type SLITS, then Enter." in said, said
        await keys(app, pilot, "escape", *typed("slits"))
        assert [action.word.upper() for action in game.actions] == ["SLITS"]


async def test_a_shuffle_hint_over_an_empty_line_says_what_to_type():
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        said = await hinted(app, pilot)
        assert "Hint: new word SLITS" in said and ": type SLITS, then Enter." in said and "Esc" not in said, said


async def test_a_meld_hint_over_a_word_not_played_says_esc_first_and_following_it_melds():
    game, app = rummy_app("Tg Ag Xg")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("xt"))
        assert app.screen.entry.refused and app.screen.entry.value == "XT" and not game.actions
        said = await hinted(app, pilot)
        assert "Hint: meld T" in said and ": Esc, then type TAX, then Enter." in said, said
        await keys(app, pilot, "escape", *typed("tax"))
        assert app.screen.name == "confirm"  # TAX is the whole hand: "Meld T●A●X● (green) and go out?"
        await yes_to_the_question(app, pilot)
        assert len(game.actions) == 1 and isinstance(game.actions[0], Meld)


async def test_a_meld_hint_over_an_empty_line_says_what_to_type_as_a_discard_hint_does():
    """A play-tester: "meld E■X■ (+4 ...)." left a junior to work out to type EX."""
    game, app = rummy_app("Tg Ag Xg")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        said = await hinted(app, pilot)
        assert "Hint: meld T" in said and ": type TAX, then Enter." in said and "Esc" not in said, said


async def test_a_meld_hint_over_its_own_word_taken_back_says_press_enter():
    """A play-tester: TAX melded, Ctrl+Z put TAX back on the line, and Ctrl+G said "Esc,
    then type TAX, then Enter." for the word already there."""
    game, app = rummy_app("Tg Ag Xg Eb")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("tax"))
        assert len(game.actions) == 1 and isinstance(game.actions[0], Meld)
        await keys(app, pilot, "ctrl+z")
        assert not game.actions and app.screen.entry.value.upper() == "TAX"
        said = await hinted(app, pilot)
        assert "Hint: meld T" in said and ": press Enter." in said and "Esc, then" not in said, said
        await keys(app, pilot, "enter")
        assert len(game.actions) == 1 and isinstance(game.actions[0], Meld)


async def test_a_shuffle_hint_over_its_own_word_in_any_case_says_press_enter():
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        app.screen.entry.value = "sliTs"  # as Ctrl+Z puts a word back; Enter plays it in any case
        said = await hinted(app, pilot)
        assert "Hint: new word SLITS" in said and ": press Enter." in said and "Esc, then" not in said, said


async def esc_under_the_hint(app, pilot, not_played: str, word: str) -> str:
    """``not_played`` typed (refused), the hint asked (Esc first, then ``word``), then Esc:
    the hint says to type ``word``, no Esc first. The screen's text then."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, *typed(not_played))
    assert f": Esc, then type {word}, then Enter." in await hinted(app, pilot)
    await keys(app, pilot, "escape")
    said = flat(app)
    assert f": type {word}, then Enter." in said and "Esc" not in said, said
    return said


async def test_a_shuffle_hint_is_worded_again_as_the_line_changes_under_it():
    """A play-tester: Esc emptied the line, and the hint under it still said "Esc, then type
    ...". It is worded for the line as it changes, with no search again: Esc drops "Esc,
    then"; while a start of the hint's word is on the line, it says to type it; whole, press Enter."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(100, 30)) as pilot:
        await esc_under_the_hint(app, pilot, "zr", "SLITS")
        await keys(app, pilot, "s", "l", "i")
        said = flat(app)
        assert ": type TS, then Enter." in said and "Esc" not in said, said  # typing it: the rest, no Esc first
        await keys(app, pilot, "t", "s")
        assert ": press Enter." in flat(app)
        await keys(app, pilot, "backspace")  # SLIT: a start of SLITS, as typed forward
        said = flat(app)
        assert ": type S, then Enter." in said and "Esc" not in said, said
        await keys(app, pilot, "s", "enter")
        assert [action.word.upper() for action in game.actions] == ["SLITS"]


async def test_a_meld_hint_over_a_word_not_played_drops_esc_first_once_esc_empties_the_line():
    game, app = rummy_app("Tg Ag Xg")
    async with app.run_test(size=(100, 30)) as pilot:
        assert "Hint: meld T" in await esc_under_the_hint(app, pilot, "xt", "TAX")


def test_a_hint_naming_no_word_says_esc_first_over_more_than_one_letter_however_typed():
    """Rummy's "no meld found: discard a card (type its letter, then Enter)": one letter
    typed may be it, so it says what it said; KK cannot be, typed on from an empty line or not."""
    from wordcards.app import hint_typing, rummy_hint

    by_line = hint_typing.ByTheLine(*hint_typing.both(lambda line: rummy_hint.nothing_found(None, line), hint_typing.A_LETTER))
    assert by_line("") == by_line("K") == "no meld found: discard a card (type its letter, then Enter)."
    assert by_line("KK") == "no meld found: discard a card (Esc, then type its letter, then Enter)."


def test_a_plan_hint_too_long_to_say_its_word_says_esc_first_over_any_word_however_typed():
    """A plan hint whose cards spell the word ("...: Esc first." over a word): Q typed on an
    empty line, then QQ, is a word on the line all the same."""
    from wordcards.app import hint_typing

    by_line = hint_typing.ByTheLine(*hint_typing.both(lambda line: hint_typing.spelled("meld HOC, then TEE.", "HOC", line), "HOC"))
    assert by_line("") == "meld HOC, then TEE."
    assert by_line("Q") == by_line("QQ") == "meld HOC, then TEE: Esc first."


def test_a_hint_is_worded_by_the_line_now_not_by_how_it_got_there():
    """SLI typed on an empty line, and SLI left by backspaces from SLITS ("press Enter"): the
    same line, the same words, as SLIT."""
    from wordcards.app import hint_typing

    by_line = hint_typing.ByTheLine(*hint_typing.both(lambda line: hint_typing.typed("new word SLITS.", "SLITS", line), "SLITS"))
    forward = [by_line(line) for line in ("S", "SL", "SLI")][-1]
    assert by_line("SLITS") == "new word SLITS: press Enter."
    back = [by_line(line) for line in ("SLIT", "SLI")][-1]
    assert forward == back == "new word SLITS: type TS, then Enter."
    assert by_line("SLIT") == "new word SLITS: type S, then Enter."
    assert by_line("SLITZ") == "new word SLITS: Esc, then type SLITS, then Enter."


async def test_a_shuffle_hint_asked_over_a_start_of_its_word_says_what_to_type_from_there():
    """A play-tester typed AG, pressed Ctrl+G ("...: type AGE, then Enter."), typed A, G, E
    and got AGAGE, "not a word". With SL typed, the hint says to type the rest: ITS."""
    game, app = ann_to_play(SLITS_ONLY, START)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "s", "l")
        said = await hinted(app, pilot)
        assert "Hint: new word SLITS" in said and ": type ITS, then Enter." in said and "Esc" not in said, said
        await keys(app, pilot, *typed("its"))
        assert [action.word.upper() for action in game.actions] == ["SLITS"]


async def test_a_meld_hint_asked_over_a_start_of_its_word_says_what_to_type_from_there():
    game, app = rummy_app("Tg Ag Xg")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "t", "a")
        said = await hinted(app, pilot)
        assert "Hint: meld T" in said and ": type X, then Enter." in said and "Esc" not in said, said
        await keys(app, pilot, *typed("x"))
        assert app.screen.name == "confirm"  # TAX is the whole hand: "Meld T●A●X● (green) and go out?"
        await yes_to_the_question(app, pilot)
        assert len(game.actions) == 1 and isinstance(game.actions[0], Meld)


def test_the_rest_to_type_is_said_alike_built_for_the_line_or_reworded_for_it():
    """Built for a line with a start of the word (``typed``), or reworded from the empty
    line's words (``ByTheLine``, as a seat has them): the same words, a plan's brief form
    and rummy's coloured Text too."""
    from rich.text import Text
    from wordcards.app import hint_typing

    def plan(line: str) -> Text:
        return hint_typing.typed(Text.assemble("meld ", Text("HOC", style="bold"), ", then TEE."), "HOC", line, brief=True)

    by_line = hint_typing.ByTheLine(*hint_typing.both(plan, "HOC"))
    assert by_line("H") == plan("H") and by_line("h").plain == "meld HOC, then TEE: type OC, Enter."
    assert by_line("H").spans == plan("").spans  # the cards' colours kept
    said = hint_typing.ByTheLine(*hint_typing.both(lambda line: hint_typing.typed("new word AGE.", "AGE", line), "AGE"))
    assert said("AG") == hint_typing.typed("new word AGE.", "AGE", "AG") == "new word AGE: type E, then Enter."
