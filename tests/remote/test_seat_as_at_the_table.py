"""A remote seat shows what the shared keyboard's screens show for the same game (a play-test
of two seats joined to one host): the match and its clock on the top line, the score pads
filled in as words go down, Shuffle's deck and first-play tip, panels fitted again after a
resize, and no stale word beside what another screen of the seat played."""

from __future__ import annotations

import asyncio
import re
from types import SimpleNamespace
from typing import Any, Callable

import pytest
from remote_support import FakeClock, as_received, seat_app_alone, settle
from test_rummy_discard import match_in_play
from test_seat_app import rendered_or_none, until
from test_seat_word_line import answered, shuffle_table

from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.rummy.panels import keyboard_line
from wordcards.remote.seat import clock as seat_clock
from wordcards.remote.table import HostTable


def status(app: Any) -> str:
    return str(app.query_one("#status").render())


async def shown_alone(app: Any, pilot: Any, state: dict[str, Any]) -> None:
    """``state`` on a seat app with no host that never tries to reach one
    (``seat_app_alone(..., trying=False)``), settled."""
    await app.show(state)
    await settle(app, pilot)


def test_R8_a_rummy_seats_top_line_says_the_match_and_its_clock_runs(monkeypatch):
    """It read "Word Rummy · advanced · Ann's seat   Your turn." where the shared keyboard
    says "Word Rummy · advanced · hand 1, 5 minutes · 4:52 left", its clock ticking."""
    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    state = as_received(HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=5), ["ann", "bob"]), 0)

    async def look() -> list[str]:
        async with seat_app_alone((120, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            seen = [status(app)]
            clock.now += 8  # the host sends nothing while Ann thinks: the seat's clock runs on
            await until(pilot, lambda: "4:52" in status(app), "the clock ticking")
            seen.append(status(app))
            await pilot.resize_terminal(80, 30)
            await until(pilot, lambda: status(app) != seen[-1], "the line fitted to 80 columns")
            seen.append(status(app))
            return seen

    assert asyncio.run(look()) == [
        "Word Rummy · advanced · hand 1, 5 minutes · 5:00 left   Your turn · meld, then discard",
        "Word Rummy · advanced · hand 1, 5 minutes · 4:52 left   Your turn · meld, then discard",
        "Your turn · meld, then discard   advanced · hand 1, 5 minutes · 4:52 left",  # the keyboard's order at 80
    ]


def test_R8_a_seats_clock_stands_while_the_hosts_does(monkeypatch):
    """Until every person's seat has joined, the host's clock of a match by minutes stands
    (``clock_stands``): the seat's does not run on by itself, and shows no time gone when
    the last seat joins and the clock starts."""
    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=5), ["ann", "bob"], clock=clock)
    state = as_received(table, 0)
    assert state["clock_stands"] is True

    async def look() -> list[str]:
        async with seat_app_alone((120, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            clock.now += 8  # Bob has not joined yet
            return [str(app.panels.status_line(app.state))]

    assert asyncio.run(look()) == ["Word Rummy · advanced · hand 1, 5 minutes · 5:00 left from when Bob joins   Your turn · meld, then discard"]


def test_R8_a_narrow_seats_line_keeps_whom_the_standing_clock_waits_for_on_their_turn(monkeypatch):
    """A play-tester at 64 columns: "Your turn.   Ann's seat · 3:00 left from when Bob joins"
    became "Waiting for Bob (not connected).   Ann's seat" once the turn passed to Bob, the
    clock note cut exactly when it mattered. The waiting part is short ("Bob is away."); 80
    and 100 columns have room for more of the match, in the shared keyboard's order (whose
    turn first at 80)."""
    from wordcards.engine.rummy import Discard

    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    match = match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=3)
    table = HostTable(match, ["ann", "bob"], clock=clock)
    ann_to_play = as_received(table, 0)
    match.apply(next(action for action in match.legal_actions() if isinstance(action, Discard)))
    bob_to_play = as_received(table, 0)
    assert bob_to_play["waiting_for"]["name"] == "Bob" and bob_to_play["clock_waits_for"] == ["Bob"]

    async def look() -> list[str]:
        async with seat_app_alone((64, 20), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, ann_to_play)
            seen = [status(app)]
            await shown_alone(app, pilot, bob_to_play)
            seen.append(status(app))
            for width in (80, 100):
                await pilot.resize_terminal(width, 20)
                await until(pilot, lambda: status(app) != seen[-1], f"the line fitted to {width} columns")
                seen.append(status(app))
            return seen

    assert asyncio.run(look()) == [
        "Your turn · meld, then discard   3:00 left from when Bob joins",
        "Bob is away.   3:00 left from when Bob joins",
        "Bob is away.   hand 1 · 3:00 left from when Bob joins",  # the keyboard's order at 80 too
        "advanced · hand 1, 3 minutes · 3:00 left from when Bob joins   Bob is away.",
    ]


def test_R11_a_standard_seat_says_the_target_and_the_hand_limit():
    state = as_received(HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)

    async def look() -> str:
        async with seat_app_alone((140, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            return status(app)

    assert asyncio.run(look()).startswith("Word Rummy · standard · to 150 points · hand 1 of at most 25   Your turn")


def test_R8_an_advanced_seat_fills_in_its_pads_as_words_go_down():
    """playing.md promises the pads "fill in as words go down"; on a seat they stayed empty
    until the hand's end (the shared keyboard fills them in at once)."""
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "at"})
    state = as_received(table, 1)  # Bob's seat sees Ann's AT on her pad

    async def look() -> tuple[str, str]:
        async with seat_app_alone((100, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            return rendered_or_none(app, "#pads"), rendered_or_none(app, "#players")

    pads, players = asyncio.run(look())
    ann = next(line.split() for line in pads.splitlines() if "Ann" in line)
    assert ann[:3] == ["Ann", "4", "·"] and ann[-2:] == ["4", "0"]  # AT on the 2 row: 4 Primary
    assert next(line.split() for line in players.splitlines() if "Ann" in line)[-2:] == ["4", "0"]  # prim, sec


def test_R8_a_seats_pads_say_64_plus_where_hands_of_10_can_put_down_a_longer_word():
    """As at the shared keyboard (tests/app/test_rummy_game.py): under hands of 10 a word
    of up to 11 letters fills the 8+ box with its own square, so its worth reads "64+"."""
    from pathlib import Path

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import load_ruleset
    from wordcards.words import WordList

    house = load_ruleset(str(Path(__file__).parents[2] / "bench" / "rulesets" / "rummy-1-colour-hand-10.yaml"))
    game = RummyMatch.new(house, WordList.from_words(["at"], name="tiny"), (Player("Ann"), Player("Bob")), 1, variant="advanced", hands=1)
    state = as_received(HostTable(game, ["ann", "bob"]), 0)

    async def look() -> str:
        async with seat_app_alone((100, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            return rendered_or_none(app, "#pads")

    worth = next(line.split() for line in asyncio.run(look()).splitlines() if "pts" in line.split())
    assert worth[worth.index("pts") + 1 :][:7] == ["4", "9", "16", "25", "36", "49", "64+"], worth


def test_S4_a_shuffle_seat_says_the_deck_and_the_first_play_tip_as_the_shared_keyboard_does():
    """Its top line was "Shuffle · Ann's seat   Your turn.": no deck count, no tip."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    start = {"hands": ["QZX", "JKV"], "table": [], "current": 0, "deck": "W", "first_played": [False, False]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), WordList.from_words(["cat"], name="tiny"), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])

    async def look() -> list[str]:
        async with seat_app_alone((100, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(table, 0))
            mine = status(app)
            await app.show(as_received(table, 1))
            return [mine, status(app)]

    assert asyncio.run(look()) == [
        "Shuffle · deck 1   Your turn · first play: 4+ letters from your hand",
        "Shuffle · deck 1   Ann is away.",
    ]


def test_a_seats_piles_line_fits_again_after_the_terminal_is_made_smaller():
    """Joined at 100 columns, then made 64 wide: "... ■" then "blue" on a line of its own,
    where a seat joined at 64 columns and the shared keyboard show the compact form (the
    seat's resize came before its panels had their new width)."""
    state = as_received(HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced"), ["ann", "bob"]), 0)

    async def look() -> list[str]:
        async with seat_app_alone((100, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            await pilot.resize_terminal(64, 20)
            await settle(app, pilot)
            return rendered_or_none(app, "#hand").splitlines()

    lines = asyncio.run(look())
    assert lines[0].rstrip().endswith("■ blue") and lines[1].startswith("Hand")


def test_a_word_refused_on_one_screen_of_a_seat_goes_once_another_screen_plays():
    """The same link open twice: after one screen played HAP the other still showed "PUH
    not played" beside "Played: ... HAP". Its own refused word stays when it plays on."""
    table = shuffle_table()

    async def look() -> tuple[str, str]:
        async with seat_app_alone((100, 30), trying=False) as (app, pilot, sent):
            await shown_alone(app, pilot, as_received(table, 0))
            await pilot.press(*"puh", "enter")
            await answered(app, pilot, table, sent)
            entry = app.query_one(WordEntry)
            assert entry.refused and entry.value == "PUH"
            table.intent(0, {"type": "word", "word": "slits"})  # the other screen plays
            await app.show({**as_received(table, 0), "another_screen": True})  # as the host marks it
            await pilot.pause()
            return entry.value, str(app.query_one("#message").render())

    value, message = asyncio.run(look())
    assert value == "" and "SLITS" in message


def test_a_seats_top_line_is_fitted_to_the_news_of_the_other_seats_only(monkeypatch):
    """The seat never waits for itself: its own long name's "Waiting for ... (not
    connected)." cut the match short. At 100 columns whose turn goes first, as on the
    shared keyboard ("Annabelle-Marie's turn" leaves its titled match no room); at 110 the
    match goes first, and there the news is fitted beside it."""
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=FakeClock()))  # "5:00 left" on a busy machine too
    from test_rummy_discard import RULES

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.words import WordList

    start = {**match_in_play("Ar Tr Xb", "Eg Ng Rb").options["start"]}
    players = (Player("Annabelle-Marie"), Player("Bo"))
    match = RummyMatch.from_position(RULES, WordList.from_words(["at"], name="tiny"), players, start, 1, variant="advanced", minutes=5)
    state = as_received(HostTable(match, ["ann", "bo"]), 0)

    async def look(width: int) -> str:
        async with seat_app_alone((width, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            return status(app)

    assert asyncio.run(look(100)) == "Your turn · meld, then discard   advanced · hand 1, 5 minutes · 5:00 left"
    # Where the match goes first (as on the shared keyboard), the news fitted beside it.
    assert asyncio.run(look(110)) == "Word Rummy · advanced · hand 1, 5 minutes · 5:00 left   Your turn · meld, then discard"


def test_a_seats_footer_at_64_columns_keeps_the_hint_over_swap_joker_with_the_deck_empty():
    """As at the shared keyboard: near the end of a game of Shuffle (the deck empty, a joker
    to swap) the seat's footer at 64 columns read "^c Leave  ^p Pass (the deck is empty)
    ^j Swap joker  ? Help", the hint left out; Swap joker gives way first."""
    from remote_support import shared_words, showing_seat
    from screen_text import screen_text

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    start = {"hands": ["AXE", "DOGEA"], "table": [{"owner": 0, "word": "CRaW"}], "deck": "", "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    state = as_received(HostTable(game, ["ann", "bob"]), 0)

    async def look() -> dict[tuple[int, int], str]:
        footers = {}
        for size in ((64, 20), (80, 24)):
            async with showing_seat(state, size=size) as (app, _pilot, _sent):
                footers[size] = screen_text(app).splitlines()[-1]
        return footers

    footers = asyncio.run(look())
    assert "^g Hint" in footers[64, 20] and "Swap joker" not in footers[64, 20], footers
    assert "^g Hint" in footers[80, 24] and "^j Swap joker" in footers[80, 24], footers


def test_R8_a_timed_seats_top_line_at_80_columns_keeps_which_hand_it_is(monkeypatch):
    """Short of room it read "10:00 left · Bob's seat   Waiting for Ann (not connected).":
    the hand played was gone; it goes before the time left. Whose turn goes first, as on the
    shared keyboard at 80 columns, and the match as the keyboard says it there."""
    # The seat's clock stands: on a busy machine a second passed ("9:59 left") and the
    # shorter line then had room for "hand 1, 10 minutes".
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=FakeClock()))
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=10), ["ann", "bob"])
    state = as_received(table, 1)

    async def look() -> str:
        async with seat_app_alone((80, 24), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            return status(app)

    assert asyncio.run(look()) == "Ann is away.   advanced · hand 1, 10 minutes · 10:00 left"


def test_a_seats_footer_lists_its_keys_in_the_shared_keyboards_order():
    """The seat's read "^c Leave  ^e End turn  ^j Swap joker  ^z Undo  ^g Hint", the shared
    keyboard's "^z Undo  ^e End turn  ^j Swap joker  ^g Hint  ^c Quit": one order for both,
    Leave where Quit is."""
    from drivers import keys
    from drivers import settle as settle_app
    from remote_support import shared_words, showing_seat
    from test_seat_word_line import START
    from test_shuffle_game import ann_to_play

    def shown(app: Any) -> list[str]:
        return [f"{key.key} {key.description}" for key in app.screen.query("FooterKey") if key.display]

    async def look() -> tuple[list[str], list[str]]:
        game, shared = ann_to_play(shared_words(), START)
        async with shared.run_test(size=(140, 30)) as pilot:
            await settle_app(shared, pilot)
            await keys(shared, pilot, "enter")  # the hand-off
            await keys(shared, pilot, *"slits", "enter")  # SLITS played: Undo and End turn work
            at_the_keyboard = shown(shared)
            game = shared.session.game
        async with showing_seat(as_received(HostTable(game, ["ann", "bob"]), 0), size=(140, 30)) as (app, _pilot, _sent):
            return at_the_keyboard, shown(app)

    at_the_keyboard, at_the_seat = asyncio.run(look())
    assert "ctrl+e End turn" in at_the_seat and "ctrl+z Undo" in at_the_seat, (at_the_keyboard, at_the_seat)
    assert [key.replace("Quit", "Leave") for key in at_the_keyboard] == at_the_seat, (at_the_keyboard, at_the_seat)


def test_a_seats_top_line_follows_each_resize_at_once():
    """Play-test: the seat fitted its top line to the width before the resize (the app's own
    size is the old one as its on_resize runs), so at 80 columns it kept the narrower width's
    short form, back there the 80 columns' line was cut, and only a second resize put it right."""
    from remote_support import shared_words

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    start = {"hands": ["CATS", "JKV"], "table": [], "current": 0, "deck": "W", "first_played": [False, False]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start)
    state = as_received(HostTable(game, ["ann", "bob"]), 0)  # before Ann's first play: the tip, long or short
    at_64 = "Shuffle · deck 1   Your turn · first: 4+ letters from hand"
    at_80 = "Shuffle · deck 1   Your turn · first play: 4+ letters from your hand"

    async def resized() -> list[str]:
        async with seat_app_alone((64, 24), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            lines = [status(app)]
            for width in (80, 64, 100):
                await pilot.resize_terminal(width, 24)
                await pilot.pause()
                lines.append(status(app))
            return lines

    assert asyncio.run(resized()) == [at_64, at_80, at_64, at_80]


def whose_turn_first(line: str) -> bool:
    """``line`` starts with whose turn (the shared keyboard's "Ann's turn ·" or "Ann:", a
    seat's "Your turn"), the match after it; else the match goes first."""
    return line.startswith(("Ann's turn", "Ann:", "Your turn"))


def top_line(app: Any) -> str:
    """The top line of the app's screen on top (a seat's, or the shared keyboard's turn)."""
    return str(app.screen.query_one("#status").render())


async def top_lines_at_each_width(app: Any, pilot: Any, widths: range, fitted: Callable[[int], str]) -> dict[int, str]:
    """The top line of the app's screen on top (a seat's, or the shared keyboard's turn) after
    its terminal is resized to each of ``widths``: waited for until it is the line ``fitted``
    to that width (Textual tells a screen its size after the app: read at once, on a busy
    machine it can be the last width's)."""
    lines = {}
    for width in widths:
        await pilot.resize_terminal(width, 30)
        await until(pilot, lambda: top_line(app) == fitted(width), f"the top line fitted to {width} columns")
        lines[width] = top_line(app)
    return lines


@pytest.mark.parametrize("variant", ["standard", "advanced"])
def test_a_rummy_seats_top_line_puts_whose_turn_first_where_the_shared_keyboards_does(variant):
    """The seat's line put the match first ("hand 1 of 5 · Ann's seat   Your turn ...") where
    the shared keyboard's put whose turn first (an advanced match at 61 to 70 columns, a
    standard one at 75 to 77): the seat fitted its untitled heads first, the keyboard only
    its titled ones. The seat takes the keyboard's order at each width (``panels.match_first``)."""
    widths = range(60, 101)
    state = as_received(HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant=variant), ["ann", "bob"]), 0)
    keyboard = WordcardsApp(Session(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant=variant), autosave=False))

    async def look() -> tuple[dict[int, str], dict[int, str]]:
        from drivers import past_the_handoff  # tests/app is on the path once remote_support is imported

        async with seat_app_alone((100, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, state)
            seats = await top_lines_at_each_width(app, pilot, widths, lambda width: app.panels.status_line(app.state, width).plain)
        async with keyboard.run_test(size=(100, 30)) as pilot:
            await past_the_handoff(keyboard, pilot)
            turn = keyboard.screen
            keyboards = await top_lines_at_each_width(keyboard, pilot, widths, lambda width: keyboard_line(turn.view(), width).plain)
        return keyboards, seats

    keyboards, seats = asyncio.run(look())
    orders = {whose_turn_first(line) for line in keyboards.values()}
    assert orders == {True, False}  # both orders are met between 60 and 100 columns
    differ = [(width, keyboards[width], seats[width]) for width in widths if whose_turn_first(keyboards[width]) != whose_turn_first(seats[width])]
    assert differ == []


def seat_line(state: dict[str, Any], width: int) -> str:
    """A seat's top line for ``state`` (as received) at ``width`` columns."""
    from wordcards.remote.seat.host_state import game_part
    from wordcards.remote.seat.status import status_line

    return status_line(state, game_part(state), state["view"], False, width).plain


def shuffle_turns() -> tuple[Any, list[dict[str, Any]], list[dict[str, Any]]]:
    """A Shuffle game of Ann and Bob: its rules, and each seat's states on Ann's turn, then
    on Bob's (Ann passed: the deck one card shorter)."""
    from remote_support import shared_words

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote.keys import SeatKey
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), 10)
    table = HostTable(game, ["ann", "bob"])
    anns = [as_received(table, seat) for seat in (0, 1)]
    table.intent(0, {"type": "key", "key": SeatKey.PASS_TURN})
    return game, anns, [as_received(table, seat) for seat in (0, 1)]


def test_a_shuffle_seats_top_line_is_the_keyboards_with_your_turn_at_every_width():
    """"Deck 55 · Ann's seat   Your turn." where the shared keyboard said "Shuffle · deck 55
    Ann's turn · first: 4+ letters from hand" (62 to 73 columns): the seat's own name cost
    the head and the tip. A first fix let the name give way first, and at one width it then
    came and went from turn to turn. The seat names no seat at any width (its players panel
    marks its row): on its own turn its line is the keyboard's, "Your turn" for "Ann's turn",
    and on the others' turns it keeps the same head."""
    from wordcards.app.widgets.shuffle.panels import keyboard_line as shuffle_keyboard_line

    game, anns, bobs = shuffle_turns()
    for width in range(64, 101):
        lines = [seat_line(state, width) for state in (*anns, *bobs)]
        assert not [line for line in lines if "'s seat" in line], (width, lines)
        ann_to_play = shuffle_keyboard_line(anns[0]["view"], game.rules, True, width).plain
        assert lines[0] == ann_to_play.replace("Ann's turn", "Your turn"), width
        deck_58, deck_57 = (line.split("   ", 1)[0] for line in lines[0:2]), (line.split("   ", 1)[0] for line in lines[2:4])
        heads = {*deck_58, *(head.replace("57", "58") for head in deck_57)}
        assert len(heads) == 1, (width, lines)  # one head on every turn at one width


@pytest.mark.parametrize("variant", ["standard", "advanced"])
def test_a_rummy_seats_top_line_keeps_the_phase_and_its_match_from_turn_to_turn(variant):
    """A standard seat's own turn at 60 to 72 columns read "Your turn.   Ann's seat · standard
    · to 150 points · hand 1/25" beside the keyboard's "Ann's turn · meld, then discard   to
    150 points · hand 1/25": its own name cost what to do next. The seat names no seat, says
    what to do next at every width, and shows one match on its own turn and the other's."""
    from wordcards.engine.rummy import Discard
    from wordcards.remote.keys import SeatKey

    match = match_in_play("Ar Tr Xb", "Eg Ng Rb", phase="draw", variant=variant, **({"hands": 5} if variant == "advanced" else {}))
    table = HostTable(match, ["ann", "bob"])
    drawing = as_received(table, 0)
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    melding = as_received(table, 0)
    match.apply(next(action for action in match.legal_actions() if isinstance(action, Discard)))
    waiting = as_received(table, 0)  # Bob's turn
    for width in range(64, 101):
        lines = [seat_line(state, width) for state in (drawing, melding, waiting)]
        assert not [line for line in lines if "'s seat" in line], (width, lines)
        assert "Your turn · draw a card" in lines[0] and "Your turn · meld, then discard" in lines[1], (width, lines)
        matches = {line.replace("Your turn · draw a card", "").replace("Your turn · meld, then discard", "") for line in lines[:2]}
        matches.add(lines[2].replace("Bob is away.", ""))
        assert len(matches) == 1, (width, lines)  # the same match, in the same place


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
@pytest.mark.parametrize(("name", "junior"), [("Ann", False), ("Maximilianes", False), ("Maximilianes", True)])
def test_a_seats_players_panel_marks_its_own_row_you(game, name, junior):
    """The seat's top line names no seat ("Your turn" on its own): its players panel says
    which row is its player's, "(you)" after the name, kept where a long name is cut (80
    columns: "▸Maximi… (you)"), and so is a junior's " jr" (it was cut with the name:
    "▸Maximilia… (you)"). The shared keyboard's panel marks no one so."""
    from remote_support import shared_words

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    players = (Player(name, junior=junior), Player("Bob"))
    if game == "shuffle":
        played: Any = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), players, 10)
    else:
        played = match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", players=players)
    table = HostTable(played, ["ann", "bob"])

    async def panels() -> list[list[str]]:
        rows = []
        for seat in (0, 1):
            async with seat_app_alone((80, 24), trying=False) as (app, pilot, _):
                await shown_alone(app, pilot, as_received(table, seat))
                shown = rendered_or_none(app, "#players").splitlines()
                rows.append([line.split("  ", 1)[0].strip() for line in shown if "Bob" in line or name[:2] in line])
        return rows

    anns, bobs = asyncio.run(panels())
    assert anns[0].startswith(f"▸{name[:2]}") and anns[0].endswith(" (you)") and "(you)" not in anns[1], anns
    assert bobs[0].startswith(f"▸{name[:2]}") and "(you)" not in bobs[0] and bobs[1] == "Bob (you)", bobs
    if name == "Ann":
        assert anns[0] == "▸Ann (you)"
    else:  # cut at 80 columns, its marks kept
        assert anns[0].endswith("… jr (you)" if junior else "… (you)"), anns


def junior_game(game: str) -> Any:
    """A game of Ann (to play), Maximilianes (a junior, MAX_NAME letters: choice.py) and Bob."""
    from remote_support import shared_words

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    players = (Player("Ann"), Player("Maximilianes", junior=True), Player("Bob"))
    if game == "shuffle":
        return ShuffleGame.new(default_ruleset("shuffle"), shared_words(), players, 10)
    return RummyMatch.new(default_ruleset("rummy"), shared_words(), players, 3, variant="advanced")


@pytest.mark.parametrize("width", [80, 90])
@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_a_juniors_mark_is_kept_on_every_row_of_the_players_panel(game, width):
    """On the rows of the players panel other than a seat's own, a long junior name was cut
    with its mark: " Maximilian…" where the seat's own row kept "▸Max… jr (you)". The name
    is cut, never the mark, at the shared keyboard and on a seat (at widths where it is cut:
    at 100 columns Shuffle's panel has room for the whole name)."""
    from drivers import past_the_handoff

    async def rows() -> list[str]:
        keyboard = WordcardsApp(Session(junior_game(game), autosave=False))
        async with keyboard.run_test(size=(width, 30)) as pilot:
            await past_the_handoff(keyboard, pilot)
            panels = [rendered_or_none(keyboard.screen, "#players")]
        async with seat_app_alone((width, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(HostTable(junior_game(game), ["ann", "max", "bob"]), 0))
            panels.append(rendered_or_none(app, "#players"))
        return [line.split("  ", 1)[0].strip() for panel in panels for line in panel.splitlines() if "Ma" in line]

    keyboard_row, seat_row = asyncio.run(rows())
    for row in (keyboard_row, seat_row):
        assert row.startswith("Ma") and row.endswith(" jr"), (keyboard_row, seat_row)


# Whose turn on a seat's line: its own, a person's not connected, a computer's (playing, or
# waiting for people to join), however it is said ("Waiting for Bob (not connected).", as it
# was, is found too).
SEAT_NEWS = re.compile(
    r"Your turn(\.| · draw a card| · meld, then discard)|\w+ is away\.|Waiting for \w+( \(not \w+\))?\."
    r"|Bit( \(expert\))? (is playing|plays when [\w ,]+ joins?)\."
)


def rummy_turns(variant: str, length: dict[str, int], clock: bool, seats: int, computer: bool, connections: str) -> list[dict[str, Any]]:
    """Ann's seat's states round the table, each turn's draw and then its meld, of a match of
    Ann, Maximilianes and Cyrano (``seats`` of them: MAX_NAME letters, choice.py), with Bit
    (expert) last if ``computer``; ``clock``: a clock that stands until every person joins.
    ``connections``: whose seats have joined ("ann", "ann and the last", "all, then all but
    ann left"), Ann's always."""
    from remote_support import shared_words

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import Discard, DrawDeck, RummyMatch
    from wordcards.rulesets import default_ruleset

    names = ("Ann", "Maximilianes", "Cyrano")[:seats]  # MAX_NAME letters (choice.py)
    players = tuple(Player(name) for name in names) + ((Player("Bit (expert)", computer="expert"),) if computer else ())
    match = RummyMatch.new(default_ruleset("rummy"), shared_words(), players, 3, variant=variant, **length)
    table = HostTable(match, [name.lower() for name in names] + ([None] if computer else []), clock=FakeClock() if clock else None)
    joined = {"ann": [0], "ann and the last": [0, seats - 1]}.get(connections, range(seats))
    for seat in joined:
        table.connected(seat, True)
    if connections == "all, then all but ann left":
        for seat in range(1, seats):
            table.connected(seat, False)
    turns = []
    for _ in players:
        turns.append(as_received(table, 0))
        match.apply(next(action for action in match.legal_actions() if isinstance(action, DrawDeck)))
        turns.append(as_received(table, 0))
        match.apply(next(action for action in match.legal_actions() if isinstance(action, Discard)))
    return turns


RUMMY_LENGTHS = [
    ("standard", {}, False),
    ("inverse", {"deals": 5}, False),
    ("advanced", {"hands": 5}, False),
    ("advanced", {"minutes": 5}, True),  # it stands until everyone joins: "5:00 left from when ... join"
]


def over_rummy_tables(lengths: list[tuple[str, dict[str, int], bool]]) -> Callable[[Any], Any]:
    """A test run over the tables ``rummy_turns`` makes: each of ``lengths`` (a variant, its
    length, whether a clock stands), two or three people, a computer or none, and who joined."""

    def over(test: Any) -> Any:
        for mark in (
            pytest.mark.parametrize(("variant", "length", "clock"), lengths),
            pytest.mark.parametrize("seats", [2, 3]),
            pytest.mark.parametrize("computer", [False, True]),
            pytest.mark.parametrize("connections", ["ann", "ann and the last", "all, then all but ann left"]),
        ):
            test = mark(test)
        return test

    return over


@over_rummy_tables(RUMMY_LENGTHS)
def test_a_rummy_seats_match_stays_from_turn_to_turn_beside_a_long_name_not_connected(variant, length, clock, seats, computer, connections):
    """Review: "Waiting for Thomas (not connected)." left "to 150 points · hand 1/25" no room
    at 64 columns, and the match came and went from turn to turn; a timed match's, whose
    clock stands until Maximilianes joins, at 64 to 80 columns ("Your turn.   hand 1 · 5:00
    left from when Maximilianes joins", then "Waiting for Maximilianes (not connected)."
    alone); with a computer waiting for them, at 64 to 82 columns on its turn ("Bit (expert)
    plays when Maximilianes and Cyrano join." alone). The news is short ("Maximilianes is
    away."), the clock and the computer wait for "everyone" where the names leave no room,
    and the match is fitted beside the longest news of any turn: one form, in one place, on
    every turn at one width, at 60 to 100 columns (a computer waiting beside a standing clock
    left the match out on its turn below 69, until the clock's note was said tersest last:
    "5:00 left once all join"). ``connections``: whose seats have joined, Ann's (the seat looked at)
    always."""
    turns = rummy_turns(variant, length, clock, seats, computer, connections)
    stands = clock and {"ann": 1, "ann and the last": 2}.get(connections, seats) < seats  # someone has not joined
    assert bool(turns[0].get("clock_stands")) == stands
    for width in range(60, 101):
        lines = [seat_line(state, width) for state in turns]
        shapes = {SEAT_NEWS.sub("NEWS", line) for line in lines}  # the match, where it is
        assert len(shapes) == 1 and "NEWS" not in shapes, (width, lines)
    # Whom the table waits for is said one way on a line: a review found "Bit plays when
    # everyone joins.   5:00 left from when Maximilianes and Cyrano join" below 69 columns.
    for width in range(62, 101):
        for line in (seat_line(state, width) for state in turns):
            assert not ("everyone joins" in line and re.search(r"when (?!everyone)\w+ (and \w+ )?joins?\b", line)), (width, line)
    if variant == "standard" and seats == 3 and not computer:
        assert seat_line(turns[2], 64) == "Maximilianes is away.   to 150 points · hand 1/25"
    if stands and seats == 2 and not computer:  # the match stays, whom the clock waits for named, and what to do next
        assert seat_line(turns[2], 64) == "Maximilianes is away.   5:00 left once all join"
        assert seat_line(turns[0], 64) == "Your turn · draw a card   5:00 left once all join"
    if stands and seats == 3 and computer and connections == "ann":  # the review's table
        assert seat_line(turns[6], 70) == "Bit plays when everyone joins.   5:00 left from when everyone joins"


def test_R8_a_narrow_seats_match_stays_beside_whom_the_standing_clock_waits_for():
    """The match was fitted beside this turn's news only, so at 82 and 83 columns Ann's turn
    kept "hand 1 · 5:00 left from when Maximilianes joins" and Maximilianes's turn dropped
    "hand 1 ·". It is fitted beside the longest news of any turn ("Maximilianes is away.")."""
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import Discard

    clock = FakeClock()
    players = (Player("Ann"), Player("Maximilianes"))
    match = match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=5, players=players)
    table = HostTable(match, ["ann", "max"], clock=clock)
    ann_to_play = as_received(table, 0)
    match.apply(next(action for action in match.legal_actions() if isinstance(action, Discard)))
    max_to_play = as_received(table, 0)
    assert max_to_play["clock_waits_for"] == ["Maximilianes"]
    for width in (82, 83):
        lines = [seat_line(ann_to_play, width), seat_line(max_to_play, width)]
        assert lines == [
            "Your turn · meld, then discard   hand 1 · 5:00 left from when Maximilianes joins",
            "Maximilianes is away.   hand 1 · 5:00 left from when Maximilianes joins",
        ], width


def match_parts(line: str) -> set[str]:
    """What a seat's rummy line tells, each part once however it is worded: what to do now on
    its own turn, and the match's parts ("to 150", "hand 1/25", "5:00 left", that the clock
    stands until people join). Whom the table waits for may be named or be "everyone", and
    a computer's level said or not, at one width or another: that is wording, not a part."""
    news = SEAT_NEWS.search(line)
    assert news is not None, line
    parts = {doing for doing in ("draw a card", "meld, then discard") if f"Your turn · {doing}" in news.group()}
    head = (line[: news.start()] + line[news.end() :]).strip()
    for part in filter(None, re.split(r" · |, ", head)):
        parts |= head_parts(part)
    return parts


def head_parts(part: str) -> set[str]:
    """What one part of a seat's match (between its " · ") tells, however it is worded: "to
    150 points" is "to 150", and a standing clock's note is its time left and that it stands."""
    part = re.sub(r"^to (\d+) points$", r"to \1", part)
    part = re.sub(r"^hand (\d+) of at most (\d+)$", r"hand \1/\2", part)
    if (stands := re.fullmatch(r"(\d+:\d\d)( left)? (from when|once) .+ joins?", part)) is not None:
        return {f"{stands.group(1)} left", "the clock stands"}
    return {part}


@over_rummy_tables(RUMMY_LENGTHS)
def test_a_wider_seat_line_keeps_all_a_narrower_one_shows(variant, length, clock, seats, computer, connections):
    """Found at narrow widths: with Bit (expert) waiting for Maximilianes and Cyrano to join, a
    standard seat at 67-82 columns read "Bit (expert) plays when Maximilianes and Cyrano
    join.   hand 1/25" where 62-66 columns kept "to 150 points"; while a clock stood, the
    seat's own turn at 64-72 columns dropped "· draw a card"; with a computer beside a
    standing clock the match part came only from 69 columns. At every width from 60 to 100
    the line fits, keeps every part a narrower line shows (``match_parts``), and on the
    seat's own turn keeps what to do now."""
    from rich.cells import cell_len

    turns = rummy_turns(variant, length, clock, seats, computer, connections)
    for turn, state in enumerate(turns):
        lines = {width: seat_line(state, width) for width in range(60, 101)}
        assert [width for width, line in lines.items() if cell_len(line) > width - 2] == [], lines
        if turn < 2:  # Ann's own turn: she draws, then melds
            doing = "Your turn · draw a card" if turn == 0 else "Your turn · meld, then discard"
            assert [width for width, line in lines.items() if doing not in line] == [], lines
        dropped = [(width, lines[width], lines[width + 1]) for width in range(60, 100) if not match_parts(lines[width]) <= match_parts(lines[width + 1])]
        assert dropped == [], dropped
