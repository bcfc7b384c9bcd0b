"""After the game, w on a seat's breakdown: "What could I have played?", made by the host
for that seat (every hand is known then) with the shared keyboard's review, sent to that
seat only, and drawn with the shared keyboard's review screen's own functions."""

from __future__ import annotations

import asyncio
import json

from remote_support import NO_HOST, Replica, as_received, connect_seats, footer_keys, over, play, run, seat_alone, start_host
from test_rummy_discard import match_in_play
from test_seat_app import until

from wordcards.remote.keys import SeatKey
from wordcards.remote.seat_app import SeatApp, SeatReviewScreen
from wordcards.remote.table import HostTable


def finished() -> HostTable:
    """Ann discards her last card: the hand, and the match of one hand, are over."""
    table = HostTable(match_in_play("Xb", "Eg Ng Rb", max_hands=1), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    assert table.game.is_over
    return table


def test_the_review_is_offered_after_the_game_only_and_told_to_its_seat_only():
    table = HostTable(match_in_play("Xb", "Eg Ng Rb", max_hands=1), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})
    assert table.state_for(0)["message"]["refusal"] and not table.review_to_start(0)  # hands still hidden
    table = finished()
    assert table.usable_keys(0) == table.usable_keys(1) == [SeatKey.REVIEW]
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})
    assert table.review_to_start(0) and not table.review_to_start(0)  # made once
    result = table.find_review(0)
    table.review_found(0, result)
    mine = json.loads(json.dumps(table.state_for(0)))
    assert all(turn["seat"] == 0 for turn in mine["review"]["turns"])  # Ann's turns, no one else's
    assert "review" not in table.state_for(1)
    table.seats[0].said()
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})  # asked again (a screen reopened): made already
    assert not table.review_to_start(0) and table.state_for(0)["review"] == result


def shown_text(app: SeatApp) -> str:
    from rich.console import Console

    console = Console(width=80, record=True, color_system=None)
    console.print(app.screen.query_one("#review-table").content)
    return console.export_text()


def test_w_on_a_seats_final_breakdown_asks_the_host_and_shows_the_review():
    table = finished()
    from dataclasses import asdict

    from wordcards.ai.adviser import TurnReview

    state = as_received(table, 0)
    turn = TurnReview(seat=0, name="Ann", turn=1, hand_number=1, played=("discard Xb",), played_points=0, best=("AX",), best_points=4)
    result = json.loads(json.dumps({"turns": [asdict(turn)]}))  # as the wire brings it

    async def look():
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            sent = seat_alone(app)
            await app.show(state)
            await until(pilot, lambda: app.screen.name == "score", "the breakdown")
            app.screen.refresh_bindings()
            await pilot.pause()
            assert "What could I have played?" in footer_keys(app)
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen) and sent, "the review asked for")
            assert json.dumps(sent) == '[{"type": "key", "key": "review"}]'
            await app.show({**state, "review": result})
            assert "Ann: 1 turn" in shown_text(app)
            await pilot.press("escape")
            await until(pilot, lambda: app.screen.name == "score", "back to the breakdown")
            await pilot.press("w")  # again: shown at once, not asked again
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review again")
            assert len(sent) == 1 and "Ann: 1 turn" in shown_text(app)
            app.client = None

    asyncio.run(look())


def test_ctrl_s_on_a_seats_review_opens_no_second_breakdown():
    """Ctrl+S on the review (opened from the breakdown) put another breakdown on top of it;
    the shared keyboard's review has no Ctrl+S: it is neither in the footer nor acts."""
    state = as_received(finished(), 0)

    async def look():
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            seat_alone(app)
            await app.show(state)
            await until(pilot, lambda: app.screen.name == "score", "the breakdown")
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review")
            review = app.screen
            app.refresh_bindings()
            await pilot.pause()
            assert "Score" not in [b.binding.description for b in app.active_bindings.values() if b.enabled and b.binding.show]
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert app.screen is review and [s.name for s in app.screen_stack].count("score") == 1
            app.client = None

    asyncio.run(look())


def test_a_review_through_the_wire_is_the_seats_own_and_carries_no_secret(tmp_path):
    """A real host, a short match played to the end through the wire (every message
    checked for cards a seat must not see); Ann's review comes to Ann only."""
    host = start_host(tmp_path, "rummy", "--variant", "inverse", "--deals", "1", "--players", "Ann,Bob", "--port", "0", "--seed", "3")
    try:
        replica = Replica(tmp_path)

        async def ask() -> None:
            ann, bob = await connect_seats(host, replica)
            await play([ann, bob])
            assert over(ann.state)
            told = await ann.ask({"type": "key", "key": "review", "id": "w"})
            if "review" not in told:
                told = await ann.until(lambda s: "review" in s, limit=20)
            turns = told["review"]["turns"]
            assert turns and {turn["seat"] for turn in turns} == {0} and {turn["name"] for turn in turns} == {"Ann"}
            assert "review" not in bob.state and '"turns"' not in bob.text
            for seat in (ann, bob):
                await seat.client.close()

        run(ask())
    finally:
        host.stop()
