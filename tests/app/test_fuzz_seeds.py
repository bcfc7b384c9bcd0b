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
# (12), a Shuffle game of two juniors played on (42), a remote seat in a Shuffle game (8),
# a remote seat beside a second person, its connection cut and its host stopped and carried
# on from its save mid-word (2).
SEEDS = [(12, False), (42, False), (8, True), (2, True)]
# Seeds that play a match by minutes on the fuzzer's fake clock (fuzz_keys.seeded), whose
# time runs out within the run: at the shared keyboard (4), and at a remote seat's host (21).
TIMED_SEEDS = [(4, False), (21, True)]


@pytest.mark.parametrize(("seed", "remote"), SEEDS)
def test_a_short_fuzz_run_finds_nothing(fuzz, words, seed, remote):
    rnd = random.Random(seed)
    setup = fuzz.draw_setup(rnd, remote)
    run = asyncio.run(fuzz.play(setup, words, rnd, None, 80, remote))
    assert run.failure is None, f"{run.failure.what}\n{run.failure.detail}\n{fuzz.show(run.batches)}"
    assert run.events >= 80


def test_a_fuzzed_seat_never_dials_a_host(fuzz, words, monkeypatch):
    """A review: the fuzzer's seat overrode a method the seat app no longer called once its
    connection moved to seat/connection.py, so the seat dialled a closed port and said the
    host was away while the fuzzer fed it states (its clock stood, its lines said so). The
    fuzzer is the host: the seat's connection never runs."""
    from wordcards.remote.seat import connection

    dialled = []

    async def dial(self) -> None:
        dialled.append(self)

    monkeypatch.setattr(connection.HostConnection, "run", dial)
    rnd = random.Random(8)
    setup = fuzz.draw_setup(rnd, True)
    run = asyncio.run(fuzz.play(setup, words, rnd, None, 20, True))
    assert run.failure is None, run.failure
    assert "join" in run.launches and dialled == []


@pytest.mark.parametrize(("seed", "remote"), TIMED_SEEDS)
def test_a_short_fuzz_run_of_a_match_by_minutes_finds_nothing(fuzz, words, seed, remote):
    """R8: the time runs out as the events go, and the checks of a timed match hold."""
    rnd, setup = fuzz.seeded(seed, remote)
    assert setup.minutes
    run = asyncio.run(fuzz.play(setup, words, rnd, None, 80, remote))
    assert run.failure is None, f"{run.failure.what}\n{run.failure.detail}\n{fuzz.show(run.batches)}"
    assert run.events >= 80 and run.time_ran_out


def test_a_short_fuzz_run_of_a_match_by_minutes_reaches_its_end_and_plays_again(fuzz, words):
    """R8, seed 2009: played ahead near a hand's end with its time nearly played, the match's
    time runs out, the hand ends, the match ends by its time-up, and the table plays again,
    within 80 events (before Setup.time_left and the hurry, the end came seldom in 300).
    Seed 2007 did before the h48 changes to what some keys do: its keys now lead elsewhere."""
    rnd, setup = fuzz.seeded(2009)
    assert setup.minutes and setup.time_left is not None
    run = asyncio.run(fuzz.play(setup, words, rnd, None, 80))
    assert run.failure is None, f"{run.failure.what}\n{run.failure.detail}\n{fuzz.show(run.batches)}"
    assert run.time_ran_out and run.ended_by_time and run.played_again


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


def test_the_probe_takes_a_hint_said_as_something_said(fuzz):
    """The probe's Ctrl+G on a turn: the hint is said with its wording by the word line,
    which the probe's stand-in for MessageLine.say took no argument for (TypeError)."""
    from drivers import past_the_handoff
    from test_message_line import SLITS_ONLY
    from test_shuffle_game import ann_to_play
    from test_word_line import START, said

    async def probe() -> str:
        game, app = ann_to_play(SLITS_ONLY, START)
        async with app.run_test(size=(80, 24)) as pilot:
            await past_the_handoff(app, pilot)
            assert "ctrl+g" in fuzz.footer_keys(app)
            await fuzz.probe(app, pilot, "ctrl+g")
            return said(app)

    assert "SLITS" in asyncio.run(probe())


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


def test_the_hosts_save_watch_fails_a_save_that_is_not_the_game_it_was_written_from(fuzz, words):
    """A remote seed's host (tools/fuzz_host.py) saves as 'wordcards host' does: each save
    must load as 'host --resume' loads it, to the game and log (with the hint's note) it
    was written from, and the host carried on after a stop plays that very game."""
    from fuzz_host import FuzzHost

    setup = fuzz.Setup(["shuffle", "--seed", "5", "--players", "Ann,cpu:easy"], (80, 24))
    host = FuzzHost(fuzz.played_ahead(setup, words, autosave=False).game, words)
    host.receive(0, {"type": "key", "key": "hint"})  # a note in the log: "Ann used a hint"
    host.receive(0, {"type": "key", "key": "pass_turn"})  # the computer answers
    assert len(host.written) >= 3
    assert host.saves_differ() is None and not host.written

    host.stop()
    assert host.carry_on() is None and host.up
    assert [note for _, note in host.table.in_play.notes] == ["Ann used a hint"]

    host.save(host.game)
    host.save(host.game)
    saved, state, log = host.written[0]
    host.written[0] = (saved, "another state", log)
    assert host.saves_differ()[0] == "a host's save differs"
    host.written.append((saved, state, (*log, "a line the save has not")))
    assert host.saves_differ()[0] == "a host's save's log differs"


TIMED = ["rummy", "--seed", "5", "--players", "Ann,Bob", "--variant", "advanced", "--minutes", "1"]


def hand_played_out(game) -> None:
    """Easy computers' choices for every seat until the hand in play has ended."""
    from wordcards.ai import choose_action
    from wordcards.engine.rummy import Phase
    from wordcards.engine.seeding import rng

    while game.phase is not Phase.HAND_OVER:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))


def test_the_ending_check_fails_a_seat_not_told_the_time_up(fuzz, words):
    """A match by minutes at the fuzzer's host (R8): a time-up held that a seat's screen was
    not told is a failure (each seat must be told the same ending); told, it passes."""
    from types import SimpleNamespace

    from fuzz_host import FuzzHost

    clock = fuzz.FakeClock()
    with fuzz.FakeTime(clock):
        game = fuzz.played_ahead(fuzz.Setup(TIMED, (80, 24), minutes=1), words, autosave=False).game
        host = FuzzHost(game, words, clock)
        host.table.connected(0, True)  # every person's seat has joined: the clock runs
        seat = SimpleNamespace(client=object(), gave_up=False, state=None)
        host.state_for(0)
        clock.now += 90
        hand_played_out(host.game)
        assert host.table.hold_time_up() and 1 in host.told  # held, told to nobody
        assert fuzz.endings_told_differ(seat, host).what == "a seat told another ending"
        host.tell([0, 1])
        assert fuzz.endings_told_differ(seat, host) is None


def test_the_time_up_check_fails_a_hand_dealt_after_the_time_ran_out(fuzz, words):
    """R8: once the fuzzer has seen a match's time run out, a hand dealt later (its clock
    given back, as a resumed host once gave it) is a failure; the time-up ending it passes."""
    from wordcards.engine.rummy import NextHand

    clock = fuzz.FakeClock()
    run = fuzz.Run(clock=clock)
    with fuzz.FakeTime(clock):
        game = fuzz.played_ahead(fuzz.Setup(TIMED, (80, 24), minutes=1), words, autosave=False).game
        game.set_clock(clock)
        clock.now += 90  # the time runs out mid-hand
        assert fuzz.time_up_broken(game, run) is None and run.time_ran_out
        hand_played_out(game)
        dealt = game.clone()
        dealt.set_clock(clock, 0)  # the time given back
        dealt.apply(NextHand(0))
        assert fuzz.time_up_broken(dealt, run).what == "a hand dealt past the time"
        (time_up,) = game.legal_actions()
        game.apply(time_up)
        assert fuzz.time_up_broken(game, run) is None and run.ended_by_time


def test_esc_on_the_unfinished_game_question_is_a_quit_not_a_find(fuzz, words):
    """Esc backs out of the unfinished-game question, and the app quits: as Ctrl+Q does, the
    fuzzer starts it again (it failed a timed seed for it: "app exited")."""
    setup = fuzz.Setup(["shuffle", "--seed", "3", "--players", "Ann,Bob"], (80, 24))
    script = [[("key", "ctrl+q"), ("settle", ""), ("key", "ctrl+q")], [("key", "escape")], [("key", "r")]]  # as the fuzzer quits
    run = asyncio.run(fuzz.play(setup, words, None, script, 0))
    assert run.failure is None, run.failure
    assert run.launches == ["play", "play", "play"]


def test_the_save_watch_sees_a_match_by_minutes_end_between_two_checks(fuzz, words):
    """A match may end and be played again between two checks: each save notes a game over
    and checks its ending (R8: by its time-up), so the run counts it."""
    clock = fuzz.FakeClock()
    run = fuzz.Run(clock=clock)
    with fuzz.FakeTime(clock), fuzz.SaveWatch(run):
        session = fuzz.played_ahead(fuzz.Setup(TIMED, (80, 24), minutes=1), words, autosave=False)
        session.start_clock()
        clock.now += 90  # the time runs out mid-hand
        game = session.game
        hand_played_out(game)
        (time_up,) = game.legal_actions()
        session.apply(time_up)
    assert run.games_over == {game.seed} and run.ended_by_time and run.seen is None


def test_a_match_by_minutes_played_ahead_opens_with_the_time_left_it_was_drawn(fuzz, words):
    """A timed seed played ahead near a hand's end opens with its time nearly played too
    (Setup.time_left), so that it runs out before that hand ends."""
    clock = fuzz.FakeClock()
    with fuzz.FakeTime(clock):
        setup = fuzz.Setup(TIMED, (80, 24), minutes=1, hand_end=4, time_left=15)
        game = fuzz.played_ahead(setup, words, autosave=False, clock=clock).game
    assert not game.is_over and game.elapsed_seconds() == 60 - 15


def test_play_again_deals_alike_in_a_run_and_its_replay(fuzz):
    """Play again draws its deal from secrets: in a fuzz run, from a stream of the seed's own,
    so that a replay plays the same games (and secrets is the app's again after)."""
    import secrets

    setup = fuzz.Setup(TIMED, (80, 24))
    draws = []
    for _ in range(2):
        with fuzz.SeededDeals(setup):
            draws.append([secrets.randbelow(2**31) for _ in range(3)])
    assert draws[0] == draws[1]
    assert secrets.randbelow.__module__ == "secrets"


def test_a_second_person_who_sends_is_told_the_games_end(fuzz, words):
    """Bob's message comes over an open screen: the fuzzer's host opens it as he sends, so
    the news (the game over) reaches it; told once and left out after, it showed another
    ending than the table's ("a seat told another ending", remote seed 1050: no bug)."""
    from types import SimpleNamespace

    from fuzz_host import FuzzHost

    argv = ["rummy", "--seed", "5", "--players", "Ann,Bob", "--variant", "inverse", "--deals", "1"]
    whole = fuzz.played_ahead(fuzz.Setup(argv, (80, 24), ahead=2000), words, autosave=False).game
    assert whole.is_over
    game = fuzz.played_ahead(fuzz.Setup(argv, (80, 24), ahead=len(whole.actions) - 1), words, autosave=False).game
    host = FuzzHost(game, words)
    host.receive(1, {"type": "word", "word": "zzzzzz"})  # out of turn or no word: told to Bob only
    assert 1 in host.told
    host.game.apply(whole.actions[-1])  # the game ends: every screen open is told (Tell.EVERY_SEAT)
    host.tell(host.other_people())
    seat = SimpleNamespace(client=None, gave_up=False, state=None)
    assert fuzz.endings_told_differ(seat, host) is None


def test_a_house_ruleset_plays_only_the_seeds_it_takes(fuzz):
    """--ruleset: a seed drawn with more players than the house ruleset takes (its hands of 10
    are for two) is left out, not run into 'wordcards play' refusing it."""
    house = str(TOOL.parents[1] / "bench" / "rulesets" / "rummy-1-colour-hand-10.yaml")
    assert fuzz.ruleset_game(house) == "rummy"
    assert fuzz.refused(["rummy", "--seed", "1", "--players", "Ann,Bob,Cy", "--ruleset", house])
    assert not fuzz.refused(["rummy", "--seed", "1", "--players", "Ann,Bob", "--ruleset", house])
