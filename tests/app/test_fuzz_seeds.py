"""The key fuzzer (tools/fuzz_keys.py) in the suite: a few fixed seeds, short, so that a
change that breaks the fuzzer or what it checks shows at once. Its campaigns (hundreds
of seeds, long) run from the script, not here; what they found is in test_fuzz_finds.py."""

from __future__ import annotations

import asyncio
import importlib.util
import random
import sys
from pathlib import Path

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Static

TOOL = Path(__file__).resolve().parents[2] / "tools" / "fuzz_keys.py"


@pytest.fixture(scope="module")
def fuzz():
    spec = importlib.util.spec_from_file_location("fuzz_keys", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_keys"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


# Seeds chosen for what they reach: a finished rummy match played again by a keen player
# (12), a Shuffle game of two juniors played on (42), a remote seat in a Shuffle game (8).
SEEDS = [(12, False), (42, False), (8, True)]


@pytest.mark.parametrize(("seed", "remote"), SEEDS)
def test_a_short_fuzz_run_finds_nothing(fuzz, words, seed, remote):
    rnd = random.Random(seed)
    setup = fuzz.draw_setup(rnd, remote)
    run = asyncio.run(fuzz.play(setup, words, rnd, None, 80, remote))
    assert run.failure is None, f"{run.failure.what}\n{run.failure.detail}\n{fuzz.show(run.batches)}"
    assert run.events >= 80


class IdleKey(App):
    """A footer offering a key whose action does nothing at all."""

    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+o", "nothing", "Nothing"), Binding("ctrl+y", "say", "Say")]

    def compose(self) -> ComposeResult:
        yield Static("", id="said")
        yield Footer()

    def action_nothing(self) -> None:
        pass

    def action_say(self) -> None:
        self.query_one("#said", Static).update("said")


def test_the_probe_fails_a_footer_key_that_does_nothing(fuzz):
    """The fuzzer's probe: a key the footer offers must change something when pressed."""

    async def probe(key: str) -> None:
        app = IdleKey()
        async with app.run_test(size=(60, 10)) as pilot:
            await fuzz.settle(app, pilot)
            assert key in fuzz.footer_keys(app)
            await fuzz.probe(app, pilot, key)

    asyncio.run(probe("ctrl+y"))
    with pytest.raises(fuzz.FooterKeyIdle, match="ctrl\\+o"):
        asyncio.run(probe("ctrl+o"))


def test_the_save_watch_fails_a_save_that_is_not_the_game_it_was_written_from(fuzz, words):
    """The fuzzer loads every save the app writes: each must replay to the game as it was
    when written (the save is the engine's action list), and to its log."""
    from wordcards.ai import choose_action
    from wordcards.app.session import Session
    from wordcards.engine.seeding import rng

    run = fuzz.Run()
    with fuzz.SaveWatch(run):
        session = fuzz.played_ahead(fuzz.Setup(["shuffle", "--seed", "5", "--players", "Ann,Bob"], (80, 24)), words)
        game = session.game
        for _ in range(3):
            session.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    assert Session.save.__qualname__ == "Session.save"  # the app's own again
    assert len(run.written) == 3
    assert fuzz.saves_differ(run, words, session) is None
    assert run.saves_checked == 3 and not run.written

    with fuzz.SaveWatch(run):
        session.save()
        session.save()
    saved, state, log = run.written[0]
    run.written[0] = (saved, "another state", log)
    assert fuzz.saves_differ(run, words, session).what == "a save differs"
    run.written.append((saved, state, (*log, "a line the save has not")))
    assert fuzz.saves_differ(run, words, session).what == "a save's log differs"
