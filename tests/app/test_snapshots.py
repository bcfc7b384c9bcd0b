"""Snapshots of the main screens at 80x24 (update with --snapshot-update after a deliberate change)."""

from __future__ import annotations

from drivers import keys, rummy_plan, settle, typed

from wordcards.engine.rummy import Meld

SIZE = (80, 24)


def pressing(*names: str):
    """Press these keys once the app has settled, and let it settle again before the shot
    (snap_compare's own ``press`` does not wait for the footer to redraw)."""

    async def run_before(pilot) -> None:
        await settle(pilot.app, pilot)
        for name in names:
            await pilot.press(name)
        await settle(pilot.app, pilot)

    return run_before


def test_handoff_screen(snap_compare, new_app):
    assert snap_compare(new_app("shuffle", "--players", "Ann,Bob", "--seed", "1"), run_before=pressing(), terminal_size=SIZE)


def test_setup_screen(snap_compare, new_app):
    assert snap_compare(new_app("rummy", "--juniors"), run_before=pressing(), terminal_size=SIZE)


def test_shuffle_turn_screen(snap_compare, new_app):
    app = new_app("shuffle", "--players", "Ann,Bob,Cy", "--seed", "1")
    assert snap_compare(app, run_before=pressing("enter", "c", "a", "t", "enter"), terminal_size=SIZE)


def test_rummy_turn_screen_with_score_pads(snap_compare, new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1", "--variant", "advanced")
    assert snap_compare(app, run_before=pressing("enter", "ctrl+d"), terminal_size=SIZE)


def test_rummy_colours_in_the_light_theme(snap_compare, new_app):
    """The colour marks and a palette for light backgrounds (F2 switches)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "22")
    assert snap_compare(app, run_before=pressing("f2", "enter", "ctrl+t"), terminal_size=SIZE)


def test_help_screen(snap_compare, new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    assert snap_compare(app, run_before=pressing("question_mark"), terminal_size=SIZE)


def test_choice_list(snap_compare, new_app):
    """Seed 22: Bob can make EEL with two choices of cards (R4), so a list asks which."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "22")

    async def to_the_choice(pilot):
        await settle(app, pilot)
        while app.screen.name != "choice":
            game = app.session.game
            if app.screen.name == "handoff":
                await keys(app, pilot, "enter")
                continue
            plan = rummy_plan(game, melds_per_turn=0)
            if plan in ("draw", "take"):
                await keys(app, pilot, "ctrl+d")
                melds = [a for a in game.legal_actions() if isinstance(a, Meld)]
                word = next((m.word for m in melds if len(game.resolve(m.word)) > 1), None)
                if word:
                    await keys(app, pilot, *typed(word))
            else:
                await keys(app, pilot, *typed(plan.card.letter))
                if app.screen.name == "choice":
                    await keys(app, pilot, "1")

    assert snap_compare(app, run_before=to_the_choice, terminal_size=SIZE)
