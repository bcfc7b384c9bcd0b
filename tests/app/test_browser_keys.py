"""Keys a browser keeps for itself (app/browser_keys.py): a seat in a browser tab, or the
whole app (``wordcards serve``), never gets them. No footer shows one, and the keys shown
in their place work at the shared keyboard (a seat's: tests/remote/test_seat_keys.py)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from drivers import footer_shown, keys, past_the_handoff
from screen_text import screen_text
from textual.binding import Binding

import wordcards.app
import wordcards.remote
from wordcards.app.browser_keys import BROWSER_KEPT, kept_by_browser
from wordcards.engine.rummy import DrawDiscard, Phase


def classes_with_bindings():
    """Every class of the app and the seat that declares BINDINGS, by its module's name."""
    for package in (wordcards.app, wordcards.remote):
        for module_info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            module = importlib.import_module(module_info.name)
            for name, cls in inspect.getmembers(module, inspect.isclass):
                if cls.__module__ == module.__name__ and "BINDINGS" in vars(cls):
                    yield f"{module.__name__}.{name}", cls


def test_no_key_a_footer_shows_is_one_a_browser_keeps():
    """Ctrl+T (take the discard), a seat's Ctrl+N (next hand) and Ctrl+Q (quit) were shown,
    and did nothing in a browser tab (a new tab, a new window, Firefox quit)."""
    found = list(classes_with_bindings())
    assert len(found) > 10  # the walk found the screens
    kept = [
        (where, binding.key, binding.description)
        for where, cls in found
        for binding in Binding.make_bindings(vars(cls)["BINDINGS"])
        if binding.show and kept_by_browser(binding.key)
    ]
    assert kept == []


def test_the_list_names_keys_as_textual_does():
    assert {"ctrl+n", "ctrl+t", "ctrl+w", "ctrl+q"} <= BROWSER_KEPT
    assert all(key == key.lower() and " " not in key for key in BROWSER_KEPT)
    assert kept_by_browser("enter,ctrl+n") == ["ctrl+n"] and kept_by_browser("ctrl+y") == []


async def test_ctrl_y_takes_the_discard_and_the_footer_shows_it(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        assert footer_shown(app)["Take discard"] == "ctrl+y" and footer_shown(app)["Quit"] == "ctrl+c"
        await keys(app, pilot, "ctrl+y")
        assert isinstance(game.actions[-1], DrawDiscard) and game.phase is Phase.PLAY


async def test_ctrl_t_still_takes_the_discard_in_a_terminal(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+t")
        assert isinstance(app.session.game.actions[-1], DrawDiscard)


async def test_ctrl_c_asks_to_quit_and_the_footer_keeps_quit_after_the_games_keys(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        shown = list(footer_shown(app))
        assert shown.index("Draw") < shown.index("Quit") < shown.index("Help")
        await keys(app, pilot, "ctrl+c")
        assert "quit" in screen_text(app).lower() and app.return_code is None  # it asks first
