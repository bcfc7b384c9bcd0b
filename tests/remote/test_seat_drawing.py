"""A seat's drawing and its connection's faults: F2 draws through the one drawing path the
host's news takes (a first drawing swaps the placeholders for the game's panels), and a
fault of the seat's screen is not taken for the app closing."""

from __future__ import annotations

import asyncio

import pytest
from remote_support import NO_HOST, as_received, seat_alone, settle
from test_rummy_discard import match_in_play

from wordcards.remote import commands
from wordcards.remote.host_parts import shuffle as host_shuffle
from wordcards.remote.seat.parts import shuffle as seat_shuffle
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.seat.connection import HostConnection
from wordcards.remote.table import HostTable


def test_F2_during_a_seats_first_drawing_waits_for_it():
    """F2 redrew without the drawing lock: pressed while the first state was being drawn,
    it swapped the same placeholders for panels a second time (two tables, or a fault)."""
    state = as_received(HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)

    async def race() -> None:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(100, 30)) as pilot:
            seat_alone(app)
            await asyncio.gather(app.show(state), app.action_toggle_theme())
            await pilot.pause()
            for panel in ("#table", "#players", "#hand"):
                assert len(app.query(panel)) == 1, panel
            assert not app.current_theme.dark  # F2 took effect all the same
            app.client = None

    asyncio.run(race())


@pytest.mark.parametrize("cut_at", ["mount", "remove"])
def test_a_drawing_cut_short_mid_swap_leaves_the_panel_or_its_placeholder(monkeypatch, cut_at):
    """Leaving (Ctrl+C) may cancel a drawing as it awaits a panel's swap. The swap removed the
    placeholder, then mounted the panel: cut short between the two, neither was left, and the
    refit after raised NoMatches. The panel goes in first now: cut at either step, one of them
    is there, and the next drawing ends the swap (one table, no placeholder left)."""
    from textual.widget import Widget

    from wordcards.app.widgets.rummy.panels import RummyTable

    state = as_received(HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)
    mount, remove = Widget.mount, Widget.remove

    async def done_then_cancelled(step: object) -> None:
        await step  # the step done, then the drawing cancelled as it awaited it (as on leaving)
        raise asyncio.CancelledError

    def mount_cut(self: Widget, *widgets: Widget, **where: object) -> object:
        step = mount(self, *widgets, **where)
        return done_then_cancelled(step) if any(widget.id == "table" for widget in widgets) else step

    def remove_cut(self: Widget) -> object:
        step = remove(self)
        return done_then_cancelled(step) if self.has_class("table-placeholder") else step

    async def cut_short() -> None:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(100, 30)) as pilot:
            seat_alone(app)
            with monkeypatch.context() as patched:
                patched.setattr(Widget, cut_at, mount_cut if cut_at == "mount" else remove_cut)
                with pytest.raises(asyncio.CancelledError):
                    await app.show(state)
            await pilot.pause()
            assert app.query("#table, .table-placeholder"), "neither the table nor its placeholder"
            await app.panels.refit()  # the refit after the cut (NoMatches on the old order)
            await pilot.pause()
            assert isinstance(app.query("#table").only_one(), RummyTable)
            assert not app.query(".table-placeholder")
            app.client = None

    asyncio.run(cut_short())


def test_a_seat_shows_all_eight_rummy_seats_on_the_table_above_the_pads_at_80x24():
    """As at the shared keyboard: the table had 4 lines in sight above the score pads and
    showed Ann to Dee; the seats go two a line."""
    from screen_text import screen_text

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    names = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
    words = WordList.from_words(["at", "tax"], name="tiny")
    match = RummyMatch.new(default_ruleset("rummy"), words, tuple(Player(name) for name in names), 1, variant="advanced")
    state = as_received(HostTable(match, [letter * 22 for letter in "abcdefgh"]), 0)

    async def run() -> None:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            seat_alone(app)
            await app.show(state)
            await settle(app, pilot)
            box = app.query_one("#table-box")
            region = box.region
            lines = screen_text(app).splitlines()[region.y : region.bottom]
            table = "\n".join(line[region.x : region.right] for line in lines)
            assert all(f" {name} " in table for name in names) and box.max_scroll_y == 0, table
            app.client = None

    asyncio.run(run())


def test_a_fault_of_the_seats_screen_is_not_hidden_as_the_app_closing(monkeypatch):
    """The connection's end swallowed NoMatches and ScreenStackError whenever they came: a
    fault left a seat that no longer followed the game, without a word. Only as the app
    closes are they nothing; otherwise the app stops on the error (its traceback), and
    join says the game is safe at the host."""
    from textual.css.query import NoMatches
    from textual.worker import WorkerFailed

    async def broken(self: HostConnection) -> None:
        raise NoMatches("no #status")  # as a fault would, while the app runs

    monkeypatch.setattr(HostConnection, "_keep_connected", broken)

    app = SeatApp(NO_HOST)

    async def run() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()

    with pytest.raises(WorkerFailed, match="no #status"):  # the test pilot raises what stopped the app
        asyncio.run(run())
    assert app.return_code == 1  # stopped on the error, not carrying on as if connected

    async def closed() -> None:  # the app gone: its connection's end has nothing to tell
        await app.connection.run()

    asyncio.run(closed())


def test_join_says_the_game_is_safe_when_the_seat_stops_on_an_error(monkeypatch, capsys):
    def run_with_a_fault(self: SeatApp) -> None:
        self._return_code = 1

    monkeypatch.setattr(SeatApp, "run", run_with_a_fault)
    parser = commands.argparse.ArgumentParser()
    sub = parser.add_subparsers()
    commands.add_join(sub)
    args = parser.parse_args(["join", "http://127.0.0.1:9/seat/abc"])
    assert args.run(args) == 1
    assert commands.seat_fault() in capsys.readouterr().err


@pytest.mark.parametrize("words", ["between_line", "between_refusal", "between_waiting", "still_played"])
def test_shuffle_played_in_one_hand_has_no_between_hands_words(words):
    """Shuffle's part said "never said" words through aliases of an empty sentence; the
    sentences are table.py's, for a game played in hands (rummy names its round: its
    ``round_word``, which the parts' Protocol asks of Shuffle too, remote/game_parts.py)."""
    assert not hasattr(host_shuffle, words) and not hasattr(seat_shuffle, words)
