"""Ctrl+Z typed in a burst acts where it was typed: the word it takes back is on the line
before the letters typed after it reach it (turn.py acts_in_order). Through the bindings it
acted only once back at the app, after those letters: Ctrl+Z M left M, not the word and M."""

from __future__ import annotations

from drivers import keys, settle, shuffle_plan, typed

from wordcards.app.screens.turn import TurnScreen
from wordcards.app.widgets.common.entry import WordEntry


async def line_after(new_app, *, burst: bool) -> tuple[str, int]:
    """The word line and the plays made this turn after Ann plays a word, then Ctrl+Z M,
    in one burst or each key waited for."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "enter")  # Ann's hand-off
        game = app.session.game
        word = shuffle_plan(game).word
        await keys(app, pilot, *typed(word))
        assert len(game.view(game.current).turn_plays) == 1
        if burst:
            await keys(app, pilot, "ctrl+z", "m")
        else:
            await keys(app, pilot, "ctrl+z")
            await keys(app, pilot, "m")
        entry = app.screen.query_one("WordEntry")
        return entry.value, len(game.view(game.current).turn_plays)


async def test_ctrl_z_and_a_letter_typed_fast_put_the_word_back_before_the_letter(new_app):
    slowly = await line_after(new_app, burst=False)
    fast = await line_after(new_app, burst=True)
    assert slowly == ("JUSTM", 0)
    assert fast == slowly


async def after_keys(new_app, presses: tuple[str, ...], *, burst: bool) -> tuple[str, str, int]:
    """The screen on top, the word line and the plays made this turn after Ann plays a word,
    then ``presses``, in one burst or each key waited for."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "enter")  # Ann's hand-off
        game = app.session.game
        await keys(app, pilot, *typed(shuffle_plan(game).word))
        if burst:
            await keys(app, pilot, *presses)
        else:
            for press in presses:
                await keys(app, pilot, press)
        turn = next(screen for screen in app.screen_stack if isinstance(screen, TurnScreen))
        entry = turn.query_one(WordEntry)
        return app.screen.name, entry.value, len(game.view(game.current).turn_plays)


async def test_a_letter_typed_fast_after_ctrl_r_goes_to_the_rules_not_onto_the_word_under_them(new_app):
    """Ctrl+R O: the O does nothing on the rules, as typed slowly (it went on the word line
    under them). Ctrl+R O Ctrl+R M: the rules open and close, and only M is on the line. The
    same for ? (the help)."""
    for presses, shown in (
        (("ctrl+r", "o"), ("rules", "", 1)),
        (("ctrl+r", "o", "ctrl+r", "m"), ("turn", "M", 1)),
        (("question_mark", "o"), ("help", "", 1)),
        (("ctrl+r", "o", "ctrl+r", "b", "b", "ctrl+z", "m"), ("turn", "BBM", 0)),
        (("ctrl+r", "o", "escape", "m", "enter", "m", "enter"), ("turn", "MM", 1)),
    ):
        assert await after_keys(new_app, presses, burst=False) == shown, presses
        assert await after_keys(new_app, presses, burst=True) == shown, presses


async def test_keys_typed_fast_as_the_rules_close_go_on_the_word(new_app):
    """The rules open (waited for), then Ctrl+R M in one burst: the M goes on the word, as
    typed slowly (it came to the rules before they closed, and was lost); Esc and Q too."""
    for close in ("ctrl+r", "escape", "q"):
        shown = ("turn", "M", 1)
        app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(app, pilot)
            await keys(app, pilot, "enter")  # Ann's hand-off
            game = app.session.game
            await keys(app, pilot, *typed(shuffle_plan(game).word))
            await keys(app, pilot, "ctrl+r")
            assert app.screen.name == "rules"
            await keys(app, pilot, close, "m")
            assert (app.screen.name, app.screen.query_one(WordEntry).value, len(game.view(game.current).turn_plays)) == shown, close
