"""R8 at the host: a match by minutes whose time ran out during a hand ends when that hand
ends. The host decides it the moment the hand ends, as the shared keyboard does, and keeps
it in its save (``"ending"``): stopped (or killed) before a seat pressed the next-hand key and
carried on with ``host --resume``, the match still ends. The clock is faked."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

import pytest
from remote_support import MESSAGE_TIMEOUT, FakeClock, hosted

from wordcards.app import session as session_module
from wordcards.app.widgets.rummy.panels import time_left
from wordcards.engine.players import Player
from wordcards.engine.rummy import NextHand, Phase, RummyMatch, TimeUp
from wordcards.engine.rummy.cards import full_deck, parse_cards
from wordcards.remote import store
from wordcards.remote.client import SeatClient
from wordcards.remote.codec import decode
from wordcards.remote.commands import host_table, hosted_carried_on, hosted_now
from wordcards.remote.keys import SeatKey
from wordcards.remote.host_intents import Tell
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset
from wordcards.saves import Ending
from wordcards.words import WordList

RULES = default_ruleset("rummy")
WORDS = WordList.from_words(["at", "tax"], name="tiny")
TOKENS = ("a" * 22, "b" * 22)
ADDRESS, PORT = "127.0.0.1", 8765
NEXT_HAND = {"type": "key", "key": SeatKey.NEXT_HAND}


@pytest.fixture
def clock(tmp_path, monkeypatch) -> FakeClock:
    """The clock of every timed match here, a resumed one too (the session gives it); the
    hosted save in a folder of the test's own."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    fake = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=fake))
    return fake


def one_minute_match(clock: FakeClock) -> RummyMatch:
    """An advanced match of one minute, Ann to play with one card left (she has drawn): her
    discard goes out and ends hand 1."""
    placed = parse_cards("Xb Eg Ng Rb", RULES.colours)
    rest = [card for card in full_deck(RULES) if card not in placed]
    start = {
        "hands": ["Xb", "Eg Ng Rb"],
        "table": [[], []],
        "phase": "play",
        "current": 0,
        "draw_pile": " ".join(str(card) for card in rest[1:]),
        "discard_pile": str(rest[0]),
    }
    match = RummyMatch.from_position(RULES, WORDS, (Player("Ann"), Player("Bob")), start, 1, variant="advanced", minutes=1)
    match.set_clock(clock)
    return match


def hosting(hosted: store.HostedGame, clock: FakeClock | None = None):
    """A table served as ``wordcards host`` serves it, saving after every change; ``clock``:
    the wall clock the host gives it (its match's clock stands until every seat joined)."""

    def save(_game) -> None:
        store.write(hosted_now(hosted, table))

    table = host_table(hosted, save, clock)
    return table


def carried_on():
    """``wordcards host --resume``: the table from the hosted save, as the command builds it."""
    saved = store.read()
    assert saved is not None
    return hosting(hosted_carried_on(saved, WORDS, saved.tokens, saved.address, saved.port))


def end_hand_one_past_the_time(clock: FakeClock) -> RummyMatch:
    """Ann goes out 90 seconds into a one-minute match (asked first, as a discard is)."""
    table = hosting(store.HostedGame(one_minute_match(clock), TOKENS, None, None, ADDRESS, PORT))
    clock.now += 90
    table.receive(0, {"type": "word", "word": "x"})
    assert table.receive(0, {"type": "choice", "index": 0}) is Tell.EVERY_SEAT
    assert table.game.phase is Phase.HAND_OVER
    return table.game


def hosted_app() -> dict:
    return json.loads(store.hosted_path().read_text(encoding="utf-8"))


def test_R8_the_host_decides_the_time_up_as_the_hand_ends_and_its_save_holds_it(clock):
    game = end_hand_one_past_the_time(clock)
    # Written with the hand's end, before any seat pressed the next-hand key.
    assert hosted_app()["app"]["ending"] == {"at": len(game.actions), "action": "time-up 90"}
    saved = store.read()
    assert saved is not None and saved.ending == Ending(len(game.actions), "time-up 90")


def test_R8_a_host_stopped_after_a_hand_that_ran_out_of_time_ends_the_match_when_carried_on(clock):
    """The time-up held is the one applied: asked again when carried on, the match's clock
    counted from its last deal (the engine's rule) and the next-hand key dealt hand 2."""
    played = end_hand_one_past_the_time(clock)
    clock.now += 5  # the host is restarted
    table = carried_on()
    assert table.game.actions == played.actions and table.in_play.ending == TimeUp(90)
    assert table.receive(1, NEXT_HAND) is Tell.EVERY_SEAT
    assert table.game.is_over and table.game.actions[-1] == TimeUp(90)  # as decided, not 95
    assert not any(isinstance(action, NextHand) for action in table.game.actions)
    assert not store.hosted_path().exists()  # over: moved to finished.json


def test_R8_a_hosted_save_without_an_ending_still_ends_the_match_from_the_time_it_played(clock):
    """A save whose ending was lost (malformed, or written before the hand ended) still holds
    the seconds played when it was written: carried on, the clock counts on from them and is
    asked at once (as the shared keyboard's score screen asks it), so the seats are told that
    Enter ends the match; the next-hand key ends it."""
    played = end_hand_one_past_the_time(clock)
    data = hosted_app()
    assert data["app"]["played"] == 90
    del data["app"]["ending"]
    store.hosted_path().write_text(json.dumps(data), encoding="utf-8")
    table = carried_on()
    assert table.game.actions == played.actions and table.in_play.ending == TimeUp(90)
    assert state_message(table, 0)["time_up"] is True
    clock.now += 3  # the table reads the scores
    assert table.receive(1, NEXT_HAND) is Tell.EVERY_SEAT
    assert table.game.is_over and table.game.actions[-1] == TimeUp(90)


def test_R8_a_hosted_save_of_an_older_version_still_carries_on_and_asks_its_clock_again(clock):
    """Neither the ending nor the time played (a save of an older version): it loads, and the
    next-hand key reads the clock then, counting from the last deal (the engine's rule: the
    time played in the hand it was stopped after was never saved, and is given back)."""
    played = end_hand_one_past_the_time(clock)
    data = hosted_app()
    del data["app"]["ending"], data["app"]["played"]
    store.hosted_path().write_text(json.dumps(data), encoding="utf-8")
    table = carried_on()
    assert table.game.actions == played.actions and table.in_play.ending is None
    assert table.game.legal_actions() == [NextHand(0)] and "time_up" not in state_message(table, 0)
    clock.now += 60  # the minute runs out while the table reads the scores
    assert table.receive(1, NEXT_HAND) is Tell.EVERY_SEAT
    assert table.game.is_over and table.game.actions[-1] == TimeUp(60)


def test_R8_the_time_played_inside_a_hand_is_saved_and_counts_on_after_a_restart(clock):
    """A host killed mid-hand: the seconds played since the deal are in its last save, and
    the match carried on counts on from them (it counted from the deal: they were given back)."""
    hosted = store.HostedGame(one_minute_match(clock), TOKENS, None, None, ADDRESS, PORT)
    table = hosting(hosted)
    store.write(hosted_now(hosted, table))  # as the host saves when it starts
    assert hosted_app()["app"]["played"] == 0
    clock.now += 40
    table.keep_draft(0, {"type": "draft", "word": "XA", "not_played": False, "actions": 0})  # Ann types: saved
    assert table.game.phase is Phase.PLAY and hosted_app()["app"]["played"] == 40
    clock.now += 1000  # down for a while: not time played
    resumed = carried_on()
    assert resumed.game.elapsed_seconds() == 40
    clock.now += 25  # 65 seconds in all: the minute is up when the hand ends
    resumed.receive(0, {"type": "word", "word": "x"})
    assert resumed.receive(0, {"type": "choice", "index": 0}) is Tell.EVERY_SEAT
    assert resumed.in_play.ending == TimeUp(65)


def test_R8_a_held_time_up_carried_on_without_the_time_played_shows_no_time_left(clock):
    """A save holding the time-up but not the seconds played (malformed, or of a version
    between the two): the clock counted from the last deal, and each seat's top line said
    "0:30 left" beside "End the match". It counts on from the seconds the time-up read."""
    end_hand_one_past_the_time(clock)
    data = hosted_app()
    del data["app"]["played"]
    store.hosted_path().write_text(json.dumps(data), encoding="utf-8")
    clock.now += 5
    table = carried_on()
    assert table.in_play.ending == TimeUp(90) and table.game.elapsed_seconds() == 90
    view = decode(state_message(table, 0)["view"])
    assert state_message(table, 0)["time_up"] is True and time_left(view) == "time is up"


@pytest.mark.parametrize(
    "ending",
    [
        "time-up 95",  # not an object
        {"at": -1, "action": "time-up 95"},
        {"at": True, "action": "time-up 95"},
        {"at": 1, "action": ""},
        {"at": 1, "action": "time-up 95\x1b[2J"},
        {"at": 0, "action": "time-up 95"},  # decided on another position
        {"at": 1, "action": "time-up 10"},  # one the engine refuses there: the time was not up
        {"at": 1, "action": "next 90"},  # not an ending of the match
        {"at": 1, "action": "meld"},  # not an action
    ],
)
def test_a_malformed_or_misplaced_ending_in_a_hosted_save_is_ignored(clock, ending):
    end_hand_one_past_the_time(clock)
    data = hosted_app()
    assert data["app"]["ending"]["at"] == 1
    data["app"]["ending"] = ending
    store.hosted_path().write_text(json.dumps(data), encoding="utf-8")
    table = carried_on()
    assert table.in_play.ending == TimeUp(90)  # not the one saved: the clock asked again, on from the 90 seconds saved
    clock.now += 5
    assert table.receive(1, NEXT_HAND) is Tell.EVERY_SEAT
    assert table.game.is_over and table.game.actions[-1] == TimeUp(90)



def test_R8_every_seat_and_the_hosts_console_are_told_that_enter_ends_the_match(clock):
    """Each seat's state says the time-up is held (its breakdown, status line and Enter say
    so, as the shared keyboard's score screen does); the host's console says whom it waits
    for to end the match. They said "Next hand" and "start the next hand", and Enter ended it.
    Between the hands of a match with time left, nothing of it is said."""
    with_time_left = hosting(store.HostedGame(one_minute_match(clock), TOKENS, None, None, ADDRESS, PORT))
    clock.now += 30
    with_time_left.receive(0, {"type": "word", "word": "x"})
    with_time_left.receive(0, {"type": "choice", "index": 0})
    assert with_time_left.game.phase is Phase.HAND_OVER and "time_up" not in state_message(with_time_left, 0)
    assert with_time_left.waiting_line() == "Waiting for anyone to start the next hand (Enter on a seat)."

    table = hosting(store.HostedGame(one_minute_match(clock), TOKENS, None, None, ADDRESS, PORT))
    assert "time_up" not in state_message(table, 0)  # a hand is played
    clock.now += 90
    table.receive(0, {"type": "word", "word": "x"})
    table.receive(0, {"type": "choice", "index": 0})
    assert [state_message(table, seat).get("time_up") for seat in (0, 1)] == [True, True]
    assert table.waiting_line() == "Waiting for anyone to end the match: its time is up (Enter on a seat)."
    assert table.receive(1, {"type": "word", "word": "tax"}) is Tell.SEAT
    assert state_message(table, 1)["message"] == {"text": "The match's time is up: end it first (Enter).", "refusal": True}
    assert table.receive(1, NEXT_HAND) is Tell.EVERY_SEAT
    assert "time_up" not in state_message(table, 1) and table.waiting_line().startswith("The game is over. To play again")


def test_R8_a_hosted_match_by_minutes_clock_starts_once_every_person_has_joined(clock):
    """The host started the clock with the match, before anyone had opened a link: a
    5-minute match showed "4:42 left" as its seats joined. At the shared keyboard it starts
    with the match, everyone there. It stands until every person's seat has joined once
    (a computer's seat joins nobody), and runs on after: a seat that leaves does not stop it."""
    match = one_minute_match(clock)
    table = HostTable(match, list(TOKENS), clock=clock)
    clock.now += 18  # the host waits for the table
    assert match.elapsed_seconds() == 0 and state_message(table, 0)["clock_stands"] is True
    table.connected(0, True)
    clock.now += 5
    assert match.elapsed_seconds() == 0
    table.connected(1, True)
    assert "clock_stands" not in state_message(table, 0)
    clock.now += 10
    assert match.elapsed_seconds() == 10
    table.connected(1, False)
    clock.now += 5
    assert match.elapsed_seconds() == 15

    with_a_computer = one_minute_match(clock)
    HostTable(with_a_computer, [TOKENS[0], None], clock=clock).connected(0, True)
    clock.now += 7
    assert with_a_computer.elapsed_seconds() == 7


def test_R8_the_hosts_console_says_the_clock_waits_for_every_seat_and_when_it_starts(clock):
    """The seats were told the clock stands (clock_stands); the host's console said nothing
    of it. It says so once as it starts, naming whom the clock waits for, and says when the
    last seat's joining starts it."""
    table = HostTable(one_minute_match(clock), list(TOKENS), clock=clock)
    said: list[str] = []

    async def join_one_then_the_other() -> list[str]:
        async with hosted(table, said.append) as (_, base):
            async with SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann:
                await ann.receive()
                on_ann_joining = list(said)
                async with SeatClient(f"{base}/seat/{TOKENS[1]}/ws") as bob:
                    await bob.receive()
                    return on_ann_joining

    on_ann_joining = asyncio.run(join_one_then_the_other())
    assert on_ann_joining == [
        "Waiting for seat 1, Ann, to join (their link is above).",
        "The match's clock starts when Ann and Bob have joined.",
        "Ann connected.",
        "Waiting for Ann to play.",
    ]
    assert said[len(on_ann_joining) : len(on_ann_joining) + 2] == [
        "Bob connected.",
        "Everyone has joined: the match's clock starts now.",
    ]
    assert sum("clock" in line for line in said) == 2
    with_a_computer = HostTable(one_minute_match(clock), [TOKENS[0], None], clock=clock)
    assert with_a_computer.clock_waits_line() == "The match's clock starts when Ann has joined."
    assert HostTable(one_minute_match(clock), list(TOKENS)).clock_waits_line() is None  # no wall clock: none stands


def test_R8_a_match_carried_on_with_no_time_left_says_its_time_is_up_not_that_its_clock_starts(clock):
    """host --resume of a match whose clock read 0:00 said "Everyone has joined: the match's
    clock starts now." (and, before, that the clock waited for them): its time is up, and the
    hand in progress is played to its end (R8)."""
    match = one_minute_match(clock)
    clock.now += 75  # played past its minute, in a hand, when the host stopped
    table = HostTable(match, list(TOKENS), clock=clock)
    said: list[str] = []

    async def join_both() -> None:
        async with hosted(table, said.append) as (_, base):
            async with SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann:
                await ann.receive()
                async with SeatClient(f"{base}/seat/{TOKENS[1]}/ws") as bob:
                    await bob.receive()

    asyncio.run(join_both())
    assert not any("clock" in line for line in said), said
    assert "Everyone has joined. The match's time is up: the hand in progress is played to its end, then the match ends." in said

    between = HostTable(end_hand_one_past_the_time(clock), list(TOKENS), clock=clock)  # the time-up held, Enter due
    assert between.clock_waits_line() is None
    assert between.connected(0, True) is False and between.connected(1, True) is True
    assert between.clock_started_line() == "Everyone has joined. The match's time is up: Enter on a seat ends it."


def test_a_well_formed_ending_in_a_hosted_save_is_held_as_saved(clock):
    """The cases below use 'time-up 95', which the engine accepts at that position, so only
    the save's checks can turn them away (asking the clock again gives 'time-up 90')."""
    end_hand_one_past_the_time(clock)
    data = hosted_app()
    data["app"]["ending"] = {"at": 1, "action": "time-up 95"}
    store.hosted_path().write_text(json.dumps(data), encoding="utf-8")
    assert carried_on().in_play.ending == TimeUp(95)


def end_hand_one_with_time_left(table: HostTable, clock: FakeClock) -> None:
    """Ann goes out 30 seconds into the one-minute match: the next hand is due."""
    clock.now += 30
    table.receive(0, {"type": "word", "word": "x"})
    assert table.receive(0, {"type": "choice", "index": 0}) is Tell.EVERY_SEAT
    assert table.game.phase is Phase.HAND_OVER and table.in_play.ending is None


def test_R8_the_host_holds_and_saves_a_time_up_that_runs_out_as_the_scores_are_read(clock):
    """The hand ended with time left, then the minute ran out between hands: the seat said
    Enter ends the match, but the host held nothing: a word was refused as if the next hand
    were due, the console waited for "anyone to start the next hand", and nothing was saved
    (carried on, the seats went back to "Next hand"). It holds and saves it, as the keyboard does."""
    table = hosting(store.HostedGame(one_minute_match(clock), TOKENS, None, None, ADDRESS, PORT))
    end_hand_one_with_time_left(table, clock)
    clock.now += 31
    # Bob's word is refused, and the time-up held as it came is news for every seat.
    assert table.receive(1, {"type": "word", "word": "tax"}) is Tell.EVERY_SEAT
    assert state_message(table, 1)["message"] == {"text": "The match's time is up: end it first (Enter).", "refusal": True}
    assert table.in_play.ending == TimeUp(61) and state_message(table, 0)["time_up"] is True
    assert table.waiting_line() == "Waiting for anyone to end the match: its time is up (Enter on a seat)."
    assert hosted_app()["app"]["ending"] == {"at": len(table.game.actions), "action": "time-up 61"}
    clock.now += 100  # the host is stopped, and carried on
    resumed = carried_on()
    assert resumed.in_play.ending == TimeUp(61) and state_message(resumed, 0)["time_up"] is True
    assert resumed.receive(1, NEXT_HAND) is Tell.EVERY_SEAT
    assert resumed.game.is_over and resumed.game.actions[-1] == TimeUp(61)
    assert not any(isinstance(action, NextHand) for action in resumed.game.actions)


def hosted_between_hands(clock: FakeClock, monkeypatch, time_check: float) -> HostTable:
    """The hosted one-minute match, every seat joined once (the clock runs), after hand 1
    ended with time left; the server's watch asks the clock every ``time_check`` seconds."""
    from wordcards.remote import server as server_module

    monkeypatch.setattr(server_module, "TIME_UP_CHECK", time_check)
    table = hosting(store.HostedGame(one_minute_match(clock), TOKENS, None, None, ADDRESS, PORT), clock)
    table.connected(0, True), table.connected(1, True)
    end_hand_one_with_time_left(table, clock)
    return table


def test_R8_the_seats_are_told_a_time_up_between_hands_though_nobody_types(clock, monkeypatch):
    """Nobody types as the scores are read: the host's loop asks the clock, holds the
    time-up, and tells every seat and its console that Enter ends the match."""
    table = hosted_between_hands(clock, monkeypatch, time_check=0.01)
    said: list[str] = []

    async def read_the_scores() -> list[bool]:
        async with hosted(table, said.append) as (_, base):
            async with SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann, SeatClient(f"{base}/seat/{TOKENS[1]}/ws") as bob:
                assert "time_up" not in await ann.receive() and "time_up" not in await bob.receive()
                clock.now += 31  # the minute runs out: nobody types
                told = []
                for seat in (ann, bob):
                    state = await seat.receive(timeout=MESSAGE_TIMEOUT)
                    while "time_up" not in state:
                        state = await seat.receive(timeout=MESSAGE_TIMEOUT)
                    told.append(state["time_up"])
                return told

    assert asyncio.run(read_the_scores()) == [True, True]
    waiting = [line for line in said if line.startswith("Waiting")]  # not the screens leaving as the test ends
    assert waiting[-1] == "Waiting for anyone to end the match: its time is up (Enter on a seat)."
    assert table.in_play.ending == TimeUp(61) and hosted_app()["app"]["ending"]["action"] == "time-up 61"


def test_asking_whether_the_time_is_up_reads_no_clock_and_saves_nothing(clock):
    """time_up is asked as every state and console line is built; it held (and saved) a
    time-up run out as the scores are read, a side effect in a question. The clock is read
    where the host holds it (hold_time_up): a seat's message, a screen opening or closing, a
    search's result, the watch."""
    saves: list[object] = []
    table = HostTable(one_minute_match(clock), list(TOKENS), saves.append)
    end_hand_one_with_time_left(table, clock)
    clock.now += 31  # the minute runs out as the scores are read
    saved = len(saves)
    assert not table.time_up() and "time_up" not in state_message(table, 0)
    assert table.waiting_line() == "Waiting for anyone to start the next hand (Enter on a seat)."
    assert len(saves) == saved and table.in_play.ending is None
    assert table.hold_time_up() and len(saves) == saved + 1
    assert table.time_up() and state_message(table, 1)["time_up"] is True and len(saves) == saved + 1


def test_R8_a_time_up_found_by_a_seats_message_is_told_to_every_seat(clock, monkeypatch):
    """The minute ran out between hands and Bob typed before the host's watch asked the
    clock: his answer said Enter ends the match, but Ann's seat and the console went on
    saying the next hand was due (the watch, finding the time-up held, told nobody)."""
    table = hosted_between_hands(clock, monkeypatch, time_check=3600)  # the watch does not ask in time
    said: list[str] = []

    async def bob_types_as_the_time_runs_out() -> bool:
        async with hosted(table, said.append) as (_, base):
            async with SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann, SeatClient(f"{base}/seat/{TOKENS[1]}/ws") as bob:
                await bob.receive()
                clock.now += 31
                await bob.word("tax")
                state = await ann.receive(timeout=MESSAGE_TIMEOUT)
                while "time_up" not in state:
                    state = await ann.receive(timeout=MESSAGE_TIMEOUT)
                return bool(state["time_up"])

    assert asyncio.run(bob_types_as_the_time_runs_out())
    waiting = [line for line in said if line.startswith("Waiting")]  # not the screens leaving as the test ends
    assert waiting[-1] == "Waiting for anyone to end the match: its time is up (Enter on a seat)."


def test_R8_a_screen_that_joins_after_the_time_ran_out_is_told_at_once(clock, monkeypatch):
    """The minute ran out between hands and Ann's screen joined before the host's watch
    asked the clock: its first state is the one that says Enter ends the match."""
    table = hosted_between_hands(clock, monkeypatch, time_check=3600)  # the watch does not ask in time
    clock.now += 31

    async def ann_joins() -> dict:
        async with hosted(table) as (_, base), SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann:
            return await ann.receive()

    assert asyncio.run(ann_joins())["time_up"] is True


def test_R8_enter_as_the_time_runs_out_ends_the_match_in_one_state(clock, monkeypatch):
    """Bob pressed Enter (the next hand) as the minute ran out, before the host's watch asked
    the clock: every seat was sent a state saying the time was up, then at once another with
    the match's end. One state now: the time-up held as his key comes is the news it answers."""
    table = hosted_between_hands(clock, monkeypatch, time_check=3600)  # the watch does not ask in time

    async def bob_presses_enter_as_the_time_runs_out() -> dict:
        async with hosted(table) as (_, base):
            async with SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann, SeatClient(f"{base}/seat/{TOKENS[1]}/ws") as bob:
                await ann.receive(), await bob.receive(), await ann.receive()  # Ann is told Bob joined
                clock.now += 31
                await bob.send(NEXT_HAND)
                return await ann.receive(timeout=MESSAGE_TIMEOUT)

    first = asyncio.run(bob_presses_enter_as_the_time_runs_out())
    assert table.game.is_over and table.game.actions[-1] == TimeUp(61)
    assert not first.get("time_up")  # the match's end itself, not "Enter ends the match" first


def test_R8_a_time_up_found_as_a_review_comes_is_told_to_every_seat_and_the_console(clock, monkeypatch):
    """Ann asked for her review between hands and the minute ran out while it was made: as
    it came, the host held the time-up and told every seat, but its console went on waiting
    for "anyone to start the next hand" (only a hold by the watch or a message said it)."""
    import threading

    table = hosted_between_hands(clock, monkeypatch, time_check=3600)  # the watch does not ask in time
    made = threading.Event()

    def review_made_once_the_time_ran_out(seat, game, progress=None, map=map) -> dict:  # in the review's thread
        made.wait(MESSAGE_TIMEOUT)  # released by the test; the timeout only keeps a broken test from hanging
        return {"turns": [], "actions": len(game.actions)}

    monkeypatch.setattr(table, "find_review", review_made_once_the_time_ran_out)
    said: list[str] = []

    async def ann_asks_for_her_review() -> dict:
        async with hosted(table, said.append) as (_, base):
            async with SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann, SeatClient(f"{base}/seat/{TOKENS[1]}/ws") as bob:
                await ann.receive(), await bob.receive(), await ann.receive()  # Ann is told Bob joined
                await ann.key(SeatKey.REVIEW)
                await ann.receive(timeout=MESSAGE_TIMEOUT)  # the key answered: the review is being made
                clock.now += 31
                made.set()
                state = await bob.receive(timeout=MESSAGE_TIMEOUT)
                while "time_up" not in state:
                    state = await bob.receive(timeout=MESSAGE_TIMEOUT)
                waiting = [line for line in said if line.startswith("Waiting")]
                return {"bob": state["time_up"], "ann": await ann.receive(timeout=MESSAGE_TIMEOUT), "console": waiting[-1]}

    told = asyncio.run(ann_asks_for_her_review())
    assert told["bob"] is True and told["ann"]["time_up"] is True and told["ann"]["review"]["turns"] == []
    assert told["console"] == "Waiting for anyone to end the match: its time is up (Enter on a seat)."


def test_R8_a_timed_game_played_again_at_a_host_resumed_after_the_end_has_its_time_watched(clock, monkeypatch):
    """The watch that tells the seats of a time-up between hands started only with the host:
    one resumed from a finished match (no clock then) never watched the next game's."""
    dealt_anew_when_played_again(monkeypatch)
    timed_match_over(clock)
    saved = store.read(finished=True)  # as ``host --resume`` finds it (commands._resume_finished)
    assert saved is not None
    resumed = hosting(hosted_carried_on(saved, WORDS, saved.tokens, saved.address, saved.port), clock)
    assert resumed.standing is None  # the match over: no clock

    async def play_again() -> bool:
        async with hosted(resumed) as (host, base):
            async with SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann, SeatClient(f"{base}/seat/{TOKENS[1]}/ws") as bob:
                await ann.receive(), await bob.receive()
                await ann.send({"type": "key", "key": SeatKey.PLAY_AGAIN, "game": 1})
                await bob.send({"type": "key", "key": SeatKey.PLAY_AGAIN, "game": 1})
                while (await ann.receive(timeout=MESSAGE_TIMEOUT))["game_number"] != 2:
                    pass
                assert resumed.standing is not None
                return host._time_watch is not None and not host._time_watch.done()

    assert asyncio.run(asyncio.wait_for(play_again(), 30))


def dealt_anew_when_played_again(monkeypatch) -> None:
    """The next match is dealt anew, not the hand-built position of one_minute_match again."""
    from dataclasses import replace

    choice_of = session_module.another_game_choice

    def dealt_anew(*args):
        choice = choice_of(*args)
        return replace(choice, options={key: value for key, value in choice.options.items() if key != "start"})

    monkeypatch.setattr(session_module, "another_game_choice", dealt_anew)


def timed_match_over(clock: FakeClock) -> HostTable:
    """Ann and Bob's one-minute match played to its end, both screens open (its time ran out
    between hands, and Enter ended it)."""
    table = hosting(store.HostedGame(one_minute_match(clock), TOKENS, None, None, ADDRESS, PORT), clock)
    table.connected(0, True), table.connected(1, True)
    end_hand_one_with_time_left(table, clock)
    clock.now += 31
    table.hold_time_up()
    table.receive(0, NEXT_HAND)
    assert table.game.is_over
    table.take_plays_to_say()
    return table


@pytest.mark.parametrize("bob_left", [False, True])
def test_a_timed_match_played_again_says_its_clock_on_the_hosts_console_as_the_first_did(clock, monkeypatch, bob_left):
    """Game 2 of the evening started with the same links, and the console said nothing of its
    clock: not that it started, nor whom it waited for (Bob asked, then closed his screen)."""
    from wordcards.remote.host_words import CLOCK_STARTED_LINE

    dealt_anew_when_played_again(monkeypatch)
    table = timed_match_over(clock)
    table.receive(1, {"type": "key", "key": SeatKey.PLAY_AGAIN, "game": 1})
    if bob_left:
        table.connected(1, False)
    table.receive(0, {"type": "key", "key": SeatKey.PLAY_AGAIN, "game": 1})
    assert table.game_number == 2 and table.standing is not None
    said = table.take_plays_to_say()
    assert said[0].startswith("Everyone asked to play again: game 2 of the evening starts")
    if bob_left:
        assert said[1:] == ["The match's clock starts when Bob has joined."] and table.standing.stands
    else:
        assert said[1:] == [CLOCK_STARTED_LINE] and not table.standing.stands
