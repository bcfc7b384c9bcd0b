"""After the game and after each rummy hand, w on a seat's breakdown: "What could I have
played?", made by the host for that seat (its turns so far, from its own view) with the
shared keyboard's review, sent to that seat only, and drawn with the shared keyboard's
review screen's own functions; a bar shows how far the host has got."""

from __future__ import annotations

import asyncio
import json

import pytest

from remote_support import (
    NO_HOST, Replica, as_received, connect_seats, footer_keys, hand_over, on_the_breakdown, over, play, run, seat_alone,
    seat_on_the_breakdown, settle, shared_words, start_host,
)
from test_rummy_discard import match_in_play
from test_seat_app import until

from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.seat.review_screen import LOST_REVIEW, SeatReviewScreen
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable


def finished() -> HostTable:
    """Ann discards her last card: the hand, and the match of one hand, are over."""
    table = HostTable(match_in_play("Xb", "Eg Ng Rb", max_hands=1), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    assert table.game.is_over
    return table


def test_the_review_is_offered_after_a_hand_or_the_game_only_and_told_to_its_seat_only():
    table = HostTable(match_in_play("Xb", "Eg Ng Rb", max_hands=1), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})
    assert state_message(table, 0)["message"]["refusal"] and not table.review_to_start(0)  # hands still hidden
    table = finished()
    assert table.usable_keys(0) == table.usable_keys(1) == [SeatKey.REVIEW, SeatKey.PLAY_AGAIN]
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})
    assert table.review_to_start(0) and not table.review_to_start(0)  # made once
    result = table.find_review(0)
    table.review_found(0, result)
    mine = json.loads(json.dumps(state_message(table, 0)))
    assert all(turn["seat"] == 0 for turn in mine["review"]["turns"])  # Ann's turns, no one else's
    assert "review" not in state_message(table, 1)
    table.seats[0].said()
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})  # asked again (a screen reopened): made already
    assert not table.review_to_start(0) and state_message(table, 0)["review"] == result


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
    turn = TurnReview(
        seat=0, name="Ann", turn=1, hand_number=1, played=("discard Xb",), played_points=0, best=("AX",), best_points=4,
        played_said=("discard X (blue)",),
    )
    result = json.loads(json.dumps({"turns": [asdict(turn)]}))  # as the wire brings it

    async def look():
        async with seat_on_the_breakdown(state) as (app, pilot, sent):
            assert "What could I have played?" in footer_keys(app)
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen) and sent, "the review asked for")
            assert json.dumps(sent) == '[{"type": "key", "key": "review", "progress": true}]'
            await app.show({**state, "review": result})
            assert "Ann: 1 turn" in shown_text(app)
            assert "discard X■ (blue)" in shown_text(app)  # the card as this seat's table draws it
            await pilot.press("escape")
            await until(pilot, lambda: app.screen.name == "score", "back to the breakdown")
            await pilot.press("w")  # again: shown at once, not asked again
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review again")
            assert len(sent) == 1 and "Ann: 1 turn" in shown_text(app)

    asyncio.run(look())


def test_a_seats_review_footer_shows_every_key_back_at_80_columns_as_the_keyboards_does():
    """It showed "esc Back" though w (which opened it) and q go back too: the shared
    keyboard's review shows "esc/w/q Back", and there is room for it here at 80 columns."""
    from screen_text import screen_text

    state = as_received(finished(), 0)

    async def look():
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, _):
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review")
            await settle(app, pilot)
            footer = screen_text(app).splitlines()[-1]
            assert "esc/w/q Back" in footer, footer
            assert all(key.region.right - 1 <= 80 for key in app.screen.query("FooterKey") if key.display)
            for key in ("w", "q"):  # each does go back, as the footer says
                await pilot.press(key)
                await until(pilot, lambda: app.screen.name == "score", f"{key} back to the breakdown")
                await pilot.press("w")
                await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review again")

    asyncio.run(look())


def test_a_seats_review_says_an_expert_choice_of_no_clear_gain_in_one_short_line():
    """The seat draws the shared keyboard's review: "meld nothing, discard Z (red), no clear
    gain" under a turn (19 of 34 turns in one match) is one short line naming no play; a
    clear gain names the expert's choice and how much better it did."""
    from dataclasses import asdict

    from wordcards.ai.adviser import TurnReview

    state = as_received(finished(), 0)

    def turn(number: int, gain: float, noise: float, clear: bool) -> TurnReview:
        return TurnReview(
            seat=0, name="Ann", turn=number, hand_number=1, played=("draw", "discard Xb"), played_points=0, best=(), best_points=0,
            expert=("discard Zr",), expert_gain=gain, played_said=("discard X (blue)",), expert_said=("discard Z (red)", "meld nothing"),
            expert_noise=noise, expert_clear_found=clear,
        )

    result = json.loads(json.dumps({"turns": [asdict(turn(1, 0.6, 4.0, False)), asdict(turn(2, 9.2, 3.0, True))]}))

    async def look():
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, _):
            await app.show({**state, "review": result})
            text = " ".join(shown_text(app).split())
            assert "the expert found nothing clearly better than Ann's play in the games it imagined" in text
            assert "could be luck" not in text and text.count("nothing clearly better") == 2  # the row, the note
            assert text.count("meld nothing") == 1 and "(red) and meld nothing; in the games it imagined, its choice left Ann about 9 points further ahead of the others than Ann's play did" in text

    asyncio.run(look())


def test_S9_a_seats_shuffle_review_says_each_play_on_its_own_line_its_joker_with_its_letter():
    """A remote play-tester read "... EXcELLED - a joker from your hand" under Played, where
    the 80-column screen had wrapped "as C, take D, E and L ...": the joker's letter read as
    the next play's. A seat's Shuffle review shows each play on its own line, as the shared
    keyboard's does (app/shuffle_review.py)."""
    from dataclasses import asdict

    from wordcards.ai import review
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    start = {
        "hands": ["ABCDIOU", "EEELNRX*"], "table": [{"owner": 0, "word": "LED"}], "current": 1,
        "first_played": [True, True], "deck": "",
    }
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 7)
    for notation in ("steal 1 EXcELLED", "take 2:DEL LENDER", "end"):  # Bob plays every card: the game is over
        game.apply(game.parse_action(notation))
    state = as_received(HostTable(game, ["ann", "bob"]), 1)
    result = json.loads(json.dumps({"turns": [asdict(turn) for turn in review(game, seats=[1], look_ahead=True, time_cap=None)]}))

    async def look():
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, _):
            await app.show({**state, "review": result})
            lines = shown_text(app).splitlines()
            assert not [line for line in lines if "as C," in line]
            assert [line for line in lines if "take D, E and L" in line]  # the second play starts a line

    asyncio.run(look())


def test_ctrl_s_on_a_seats_review_opens_no_second_breakdown():
    """Ctrl+S on the review (opened from the breakdown) put another breakdown on top of it;
    the shared keyboard's review has no Ctrl+S: it is neither in the footer nor acts."""
    state = as_received(finished(), 0)

    async def look():
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, _):
            review = app.screen
            app.refresh_bindings()
            await pilot.pause()
            assert "Score" not in footer_keys(app)
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert app.screen is review and [s.name for s in app.screen_stack].count("score") == 1

    asyncio.run(look())


def test_a_review_through_the_wire_is_the_seats_own_and_carries_no_secret(tmp_path):
    """A real host, a short match played to the end through the wire (every message
    checked for cards a seat must not see); Ann's review, and how far the host has got
    with it, come to Ann only."""
    with start_host(tmp_path, "rummy", "--variant", "inverse", "--deals", "1", "--players", "Ann,Bob", "--port", "0", "--seed", "3") as host:
        replica = Replica(tmp_path)

        async def ask() -> None:
            ann, bob = await connect_seats(host, replica)
            await play([ann, bob])
            assert over(ann.state)
            told = await ann.ask({"type": "key", "key": "review", "progress": True, "id": "w"})
            if "review" not in told:
                told = await ann.until(lambda s: "review" in s, limit=20)
            turns = told["review"]["turns"]
            assert turns and {turn["seat"] for turn in turns} == {0} and {turn["name"] for turn in turns} == {"Ann"}
            assert "review" not in bob.state and '"turns"' not in bob.text
            # How far the host had got, told to Ann alone as it went, up to the whole game.
            done = [step["done"] for step in ann.progress]
            assert 1 < len(done) <= 21 and done == sorted(done) and ann.progress[-1]["done"] == ann.progress[-1]["total"]
            assert not bob.progress
            for seat in (ann, bob):
                await seat.client.close()

        run(ask())


def test_the_review_so_far_is_offered_after_each_rummy_hand_as_at_the_shared_keyboard():
    """The shared keyboard's score screen offers w after each rummy hand; a seat had it
    after the game only. The host makes it from the game as it was asked (another seat may
    deal the next hand meanwhile), of that seat's turns only, and keeps it for that moment."""
    table = hand_over()
    assert table.usable_keys(0) == table.usable_keys(1) == [SeatKey.NEXT_HAND, SeatKey.REVIEW]
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW, "progress": True})
    assert table.review_to_start(0) and table.seats[0].review_progress
    asked_at = len(table.game.actions)
    game = table.review_game()
    assert table.intent(1, {"type": "key", "key": SeatKey.NEXT_HAND})  # Bob deals hand 2 meanwhile
    steps: list[tuple[int, int]] = []
    result = table.find_review(0, game, lambda done, total: steps.append((done, total)))
    # Told as the expert answers each of her turns (the slow part), up to all of them.
    assert result["actions"] == asked_at and steps and steps[-1][0] == steps[-1][1] >= 1
    assert result["turns"] and {(turn["seat"], turn["hand_number"]) for turn in result["turns"]} == {(0, 1)}
    assert table.review_found(0, result)
    assert state_message(table, 0)["review"] == result and "review" not in state_message(table, 1)
    table.seats[0].said()
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})  # during hand 2: it would tell of hidden hands
    assert state_message(table, 0)["message"] == {
        "text": "What you could have played is shown when the hand or the game is over.",
        "refusal": True,
    }
    assert not table.review_to_start(0)


def test_a_review_asked_again_after_a_later_hand_is_made_again():
    """A review still being made when the seat asks again, a hand later: the old one is not
    sent as the new one (it lacks the later hand's turns); the host makes the new one."""
    table = hand_over()
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})
    assert table.review_to_start(0)
    old = table.find_review(0, table.review_game())
    table.seats[0].reviewing = old["actions"] + 5  # asked again, at the end of a later hand
    assert not table.review_found(0, old) and table.seats[0].review_out is None
    assert table.review_to_start(0)  # the host starts the new one


def review_bar(app: SeatApp):
    from textual.widgets import ProgressBar

    return app.screen.query_one(ProgressBar)


def test_w_on_a_seats_end_of_hand_breakdown_shows_the_review_with_a_bar_of_the_hosts_progress():
    """At the end of a rummy hand w is in the breakdown's footer and asks the host (with its
    progress); the bar has no steps until the host tells some, moves as it tells them, and
    goes when the review comes."""
    from dataclasses import asdict

    from wordcards.ai.adviser import TurnReview

    table = hand_over()
    state = as_received(table, 0)
    turn = TurnReview(seat=0, name="Ann", turn=1, hand_number=1, played=("discard Xb",), played_points=0, best=("AX",), best_points=4)
    result = json.loads(json.dumps({"turns": [asdict(turn)], "actions": state["actions"]}))

    async def look():
        async with seat_on_the_breakdown(state) as (app, pilot, sent):
            assert "What could I have played?" in footer_keys(app)
            # Every key in sight at 80 columns, Help and Rules too (F2, with no room, left out whole).
            shown = [key for key in app.screen.query("FooterKey") if key.display]
            assert len(shown) == 6 and all(key.region.right - 1 <= 80 for key in shown)  # (the last cell: padding)
            await pilot.press("w")
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen) and sent, "the review asked for")
            assert sent == [{"type": "key", "key": SeatKey.REVIEW, "progress": True}]
            bar = review_bar(app)
            # Waiting, no steps told yet: no "--%" (Textual's bar without a total), "starting".
            from screen_text import screen_text

            await pilot.pause()
            assert not bar.display and "starting" in shown_text(app) and "--%" not in screen_text(app)
            await app.take({"type": "progress", "review": {"done": 6, "total": 24}})
            assert bar.display and (bar.progress, bar.total) == (6, 24) and "starting" not in shown_text(app)
            await app.show({**state, "review": result})
            assert not bar.display and "Ann: 1 turn" in shown_text(app)
            await app.take({"type": "progress", "review": {"done": 24, "total": 24}})  # late: nothing changes
            assert not bar.display
            await pilot.press("escape")
            await until(pilot, lambda: app.screen.name == "score", "back to the breakdown")
            await pilot.press("w")  # again, the same hand: shown at once, not asked again
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review again")
            assert len(sent) == 1 and "Ann: 1 turn" in shown_text(app)
            app.state = {**state, "actions": state["actions"] + 9}  # a later hand over: that review is old
            assert app.review_offered() and app.review._current_review() is None

    asyncio.run(look())


def test_a_lost_connection_takes_the_reviews_bar_away_and_says_so():
    state = as_received(hand_over(), 0)

    async def look():
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, _):
            await pilot.pause()
            bar = review_bar(app)
            assert "starting" in shown_text(app)
            app._offline()  # as the connection's end does
            await pilot.pause()
            assert not bar.display and LOST_REVIEW in " ".join(shown_text(app).split())
            await app.take({"type": "progress", "review": {"done": 2, "total": 9}})  # back, and still making it
            assert bar.display and bar.progress == 2 and LOST_REVIEW not in " ".join(shown_text(app).split())

    asyncio.run(look())


def test_the_end_of_hand_breakdowns_keys_fit_64_columns_whole():
    """With w between rummy hands the breakdown's keys take 75 columns: at 64 (the least a
    seat plays in) its footer cut "^r Rules" short. A key without room is left out whole,
    Esc (Back) before Enter (the next hand: the key this screen is for), Help (which lists
    them all) and Leave last."""
    state = as_received(hand_over(), 0)

    async def look():
        async with seat_on_the_breakdown(state, size=(64, 20)) as (app, pilot, _):
            shown = [key for key in app.screen.query("FooterKey") if key.display]
            assert all(key.region.right - 1 <= 64 for key in shown)  # (the last cell: padding)
            assert {"Help", "Leave", "What could I have played?", "Next hand"} <= {key.description for key in shown}

    asyncio.run(look())


def test_a_review_lost_with_the_connection_is_asked_again_when_the_host_is_back():
    """The host restarted while a seat waited for its review: the seat kept "the connection
    was lost" until the player pressed Esc and w (a restarted host knows nothing of the
    first asking). When the host is back (its first state), the seat asks again by itself
    and the bar says the review is on its way."""
    state = as_received(hand_over(), 0)

    async def look():
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, sent):
            await until(pilot, lambda: len(sent) == 1, "the review asked for")
            app._offline()  # as the connection's end does
            await pilot.pause()
            assert LOST_REVIEW in " ".join(shown_text(app).split())
            assert "asked for again when the host is back" in LOST_REVIEW
            app.client = object()  # connected again: the host's first state
            await app.show(state)
            await until(pilot, lambda: len(sent) == 2, "the review asked again")
            assert sent[1] == {"type": "key", "key": SeatKey.REVIEW, "progress": True}
            assert "starting" in shown_text(app) and LOST_REVIEW not in " ".join(shown_text(app).split())
            await app.show(state)  # more news: asked once, not again with each state
            await settle(app, pilot)  # its workers done: a send it began would be in
            assert len(sent) == 2

    asyncio.run(look())


def test_a_review_that_comes_with_the_hosts_first_state_after_a_lost_connection_is_shown():
    """The host went on making the review while the seat was away: it comes with the first
    state; nothing is asked again."""
    from dataclasses import asdict

    from wordcards.ai.adviser import TurnReview

    state = as_received(hand_over(), 0)
    turn = TurnReview(seat=0, name="Ann", turn=1, hand_number=1, played=("discard Xb",), played_points=0, best=("AX",), best_points=4)
    result = json.loads(json.dumps({"turns": [asdict(turn)], "actions": state["actions"]}))

    async def look():
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, sent):
            await until(pilot, lambda: len(sent) == 1, "the review asked for")
            app._offline()
            app.client = object()
            await app.show({**state, "review": result})
            await settle(app, pilot)  # its workers done: a send it began would be in
            assert len(sent) == 1 and "Ann: 1 turn" in shown_text(app) and not review_bar(app).display

    asyncio.run(look())


def test_the_review_on_a_seat_says_when_the_host_stops_and_when_it_is_back():
    """The review covers the status line: a player reading it when the host stopped was
    told nothing (a review already shown keeps no bar to take away). A line on top says
    it, in sight above the review, and goes when the host is back."""
    from wordcards.remote.seat.app import STOPPED

    state = as_received(hand_over(), 0)

    async def look():
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            for worker in list(app.workers):  # no tries to reach NO_HOST: the test says when the host is away
                if worker.name == "connection":
                    worker.cancel()
            seat_alone(app)
            await on_the_breakdown(app, pilot, state, then_w=True)
            await app.show({**state, "review": {"turns": [], "actions": state["actions"]}})
            line = app.screen.query_one("#host-away")
            assert not line.display
            app._offline()  # as a host that stops does to its seats
            app.show_status(STOPPED, error=True)
            await pilot.pause()
            body = app.screen.query_one("#review-body")
            assert line.display and "host has stopped" in str(line.render())
            assert line.region.height and line.region.bottom <= body.region.y  # in sight, over no part of the review
            await app.show(state)  # the host is back
            await pilot.pause()
            assert not line.display
            app.client = None

    asyncio.run(look())


def test_a_seats_review_after_a_later_hand_reuses_its_earlier_hands_review(monkeypatch):
    """The host searched every earlier hand anew for each hand's review of a seat (about a
    second a turn, again and again); it gives the review that seat's last one, as the
    shared keyboard does (``known``), whose turns are not searched again."""
    import wordcards.ai as ai
    from wordcards.ai import choose_action
    from wordcards.ai.adviser import TurnReview
    from wordcards.engine.seeding import rng

    first = [TurnReview(0, "Ann", 1, 1, ("draw", "discard Xb"), 0, (), 0, played_said=("discard X (blue)",))]
    given: list[list[TurnReview]] = []

    def review(game, **options):
        given.append(list(options.get("known", ())))
        return first if len(given) == 1 else first + [TurnReview(0, "Ann", 2, 2, ("draw", "discard Yb"), 0, (), 0)]

    monkeypatch.setattr(ai, "review", review)
    table = hand_over()
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})
    assert table.review_to_start(0) and table.review_found(0, table.find_review(0, table.review_game()))
    table.seats[0].said()
    assert table.intent(1, {"type": "key", "key": SeatKey.NEXT_HAND})  # hand 2, played to its end
    game = table.game
    while not table.between_hands() and not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(3, "test", len(game.actions))))
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})
    assert table.review_to_start(0)
    result = table.find_review(0, table.review_game())
    assert given == [[], first]  # hand 1's turns given, not searched again
    assert [turn["hand_number"] for turn in result["turns"]] == [1, 2]


def test_a_seats_review_of_several_hands_opens_at_the_newest_hand():
    """The seat's review opened at hand 1, the hand just played far down under the earlier
    ones: it opens with the newest hand's heading at the top, as at the shared keyboard."""
    from dataclasses import asdict

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.widgets.common.scrolled import ScrolledBody
    from screen_text import screen_text

    state = as_received(hand_over(), 0)
    hands = [hand for hand in (1, 2, 3) for _ in range(30 if hand == 3 else 8)]
    turns = [
        TurnReview(0, "Ann", n, hand, ("draw", "discard Xb"), 0, (), 0, played_said=("discard X (blue)",))
        for n, hand in enumerate(hands, 1)
    ]
    result = json.loads(json.dumps({"turns": [asdict(turn) for turn in turns], "actions": state["actions"]}))

    async def look():
        async with seat_on_the_breakdown(state, then_w=True, size=(100, 30)) as (app, pilot, _):
            await app.show({**state, "review": result})
            body = app.screen.query_one(ScrolledBody)
            await until(pilot, lambda: body.scroll_y > 0, "the review scrolled")
            await settle(app, pilot)
            top = body.content_region.y  # under the body's padding
            assert screen_text(app).splitlines()[top].strip() == "Hand 3", screen_text(app)

    asyncio.run(look())


def test_a_seats_review_of_a_hand_mid_match_says_it_looks_back_over_the_hand_or_deal():
    """Made mid-match, after a rummy hand, a seat's review said "The host is looking back
    over the game": it looks back over the hand (the deal in an inverse match, R9, as the
    footer's Next deal), and over the game once the match is over."""
    from dataclasses import replace

    hand = as_received(hand_over(), 0)
    cases = [
        (hand, "the hand"),
        ({**hand, "view": replace(hand["view"], variant="inverse")}, "the deal"),
        (as_received(finished(), 0), "the game"),
    ]

    async def look(state: dict, reviewed: str) -> None:
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, _):
            await pilot.pause()
            assert f"The host is looking back over {reviewed} (a second or a few a turn): starting..." in " ".join(shown_text(app).split())
            await app.take({"type": "progress", "review": {"done": 1, "total": 9}})
            assert f"The host is looking back over {reviewed} (a second or a few a turn)..." in " ".join(shown_text(app).split())

    for state, reviewed in cases:
        asyncio.run(look(state, reviewed))


def test_a_reviewed_turn_that_does_not_say_whether_the_expert_was_clear_cannot_be_read():
    """TurnReview's default (not clear) is no answer from the host: a turn without
    "expert_clear_found" is a malformed review, said as any other is, not a dim line."""
    from dataclasses import asdict

    from wordcards.ai.adviser import TurnReview
    from wordcards.remote.seat.host_state import review_turns

    turn = asdict(TurnReview(seat=0, name="Ann", turn=1, hand_number=1, played=("discard Xb",), played_points=0, best=(), best_points=0))
    assert isinstance(review_turns(json.loads(json.dumps({"turns": [turn]}))), list)
    del turn["expert_clear_found"]
    assert review_turns({"turns": [turn]}) == "The host's review could not be read (a host of another version?)."


@pytest.mark.parametrize(("variant", "length"), [("standard", {"max_hands": 1}), ("inverse", {"deals": 1})])
def test_R9_a_seats_inverse_review_names_no_other_draw(variant, length):
    """As the shared keyboard's: inverse's review never weighs taking the discard in place
    of the draw made (docs/decisions/ai.md), so its note does not say "or after taking the
    discard, where that scores more"; standard's does."""
    from dataclasses import asdict

    from wordcards.ai.adviser import TurnReview

    table = HostTable(match_in_play("Xb", "Eg Ng Rb", variant=variant, **length), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    assert table.game.is_over
    state = as_received(table, 0)
    turn = TurnReview(seat=0, name="Ann", turn=1, hand_number=1, played=("discard Xb",), played_points=0, best=(), best_points=0)
    result = json.loads(json.dumps({"turns": [asdict(turn)]}))

    async def look():
        async with seat_on_the_breakdown(state, then_w=True) as (app, pilot, _):
            await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review")
            await app.show({**state, "review": result})
            note = " ".join(shown_text(app).split())
            assert "Most at once: the melds that score most together after the draw" in note
            assert ("or after taking the discard" in note) == (variant == "standard"), note

    asyncio.run(look())


def test_a_reviewed_turn_that_does_not_say_what_it_won_cannot_be_read():
    """TurnReview's default (won nothing) is no answer from the host: a turn without "won"
    is a malformed review, not a winning turn read as bettered by the expert."""
    from dataclasses import asdict

    from wordcards.ai.adviser import TurnReview
    from wordcards.remote.seat.host_state import review_turns

    turn = asdict(TurnReview(seat=0, name="Ann", turn=1, hand_number=1, played=("discard Xb",), played_points=0, best=(), best_points=0, won="hand"))
    [read] = review_turns(json.loads(json.dumps({"turns": [turn]})))
    assert read.won == "hand"
    del turn["won"]
    assert review_turns({"turns": [turn]}) == "The host's review could not be read (a host of another version?)."
