"""Any seat may deal the next rummy hand; the others may still be reading the last one's
scores or their review. Those stay open, saying who dealt and that Esc goes to the hand;
the last hand's scores stay a key away in the next hand (Ctrl+S); a person not connected
from the hand's end to the deal is shown them once on coming back. And the seat of a match
by minutes says whom its standing clock waits for; the host's console, on a second screen
of a finished game, no longer offers to carry on what is over. Seats alone (no host): each
state is the table's, as received."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace

from remote_support import as_received, footer_keys, on_the_breakdown, seat_app_alone, settle
from test_rummy_discard import match_in_play
from test_seat_app import until
from test_seat_review import shown_text

from wordcards.engine.rummy import Discard, DrawDeck, Phase, RummyMatch
from wordcards.remote import store
from wordcards.remote.commands import host_table, hosted_carried_on, hosted_now
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat import clock as seat_clock
from wordcards.remote.seat.review_screen import SeatReviewScreen, lost_mid_hand
from wordcards.remote.seat.score_screen import SeatScoreScreen
from wordcards.remote.host_hints import HintTold
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.words import WordList

NEXT_HAND = {"type": "key", "key": SeatKey.NEXT_HAND}


def hand_one_over(match: dict | None = None, **table) -> HostTable:
    """Ann discards her last card: hand 1 of a match of three is over, Ann's turn next hand;
    ``match``: other options of the match (its variant and length)."""
    table = HostTable(match_in_play("Xb", "Eg Ng Rb", **(match or {"max_hands": 3})), ["ann", "bob"], **table)
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    assert table.between_hands()
    return table


async def dealt_while_reading(app, pilot, over: dict, dealt: dict, then_w: bool = False) -> None:
    """The seat on the breakdown of ``over`` (with ``then_w`` on its review), then shown ``dealt``."""
    await on_the_breakdown(app, pilot, over, then_w=then_w)
    await app.show(dealt)
    await settle(app, pilot)


async def scores_on_ctrl_s(app, pilot, hand: int) -> str:
    """Ctrl+S on the seat opens ``hand``'s breakdown; its text."""
    await pilot.press("ctrl+s")
    await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), f"hand {hand}'s scores")
    assert app.screen.result == hand
    return "".join(str(s.content) for s in app.screen.query("#score-body Static"))


def note_of(app, selector: str) -> str:
    line = app.screen.query_one(selector)
    return str(line.content) if line.display else ""


def test_another_seat_dealing_leaves_the_breakdown_open_saying_so_and_ctrl_s_shows_it_again():
    """Bob pressed Enter while Ann read the scores: she was in hand 2 at once, not a word
    said, and Ctrl+S no longer showed hand 1's scores."""
    table = hand_one_over()
    table.connected(0, True), table.connected(1, True)
    over = as_received(table, 0)
    table.intent(1, NEXT_HAND)  # Bob deals; Bob leads hand 2
    dealt = as_received(table, 0)
    assert dealt["dealt_by"] == 1 and dealt["view"].hand_number == 2

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await dealt_while_reading(app, pilot, over, dealt)
            assert isinstance(app.screen, SeatScoreScreen) and app.screen.result == 1  # still hand 1's
            assert note_of(app, "#score-dealt") == "Bob started hand 2: Esc to play it; Ctrl+S shows these scores again."
            assert "Next hand" not in footer_keys(app)
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "back at the table")
            assert "Score" in footer_keys(app)  # the last hand's scores, a key away
            assert "Hand 1 is over" in await scores_on_ctrl_s(app, pilot, 1)
            assert sent == []

    asyncio.run(look())


def test_R9_an_inverse_deal_left_open_says_who_started_the_next_deal_not_dealt_deal():
    """It read "Bob dealt deal 2", "You dealt deal 2", "Deal 2 was dealt while you were away"."""
    table = hand_one_over({"variant": "inverse", "deals": 3})
    table.connected(0, True), table.connected(1, True)
    over = as_received(table, 0)
    table.intent(1, NEXT_HAND)  # Bob deals
    dealt = as_received(table, 0)

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, _):
            await dealt_while_reading(app, pilot, over, dealt)
            assert note_of(app, "#score-dealt") == "Bob started deal 2: Esc to play it; Ctrl+S shows these scores again."
            assert app.scores.dealt_note({**dealt, "dealt_by": 0}).startswith("You started deal 2")
            assert app.scores.dealt_note(dealt, away=True).startswith("Deal 2 began while you were away")

    asyncio.run(look())


def test_on_its_own_turn_the_breakdown_left_open_says_so_and_hides_the_turns_keys():
    table = hand_one_over()
    table.connected(0, True), table.connected(1, True)
    over = as_received(table, 1)
    table.intent(0, NEXT_HAND)  # Ann deals; Bob leads hand 2
    dealt = as_received(table, 1)
    assert dealt["waiting_for"]["seat"] == 1

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await dealt_while_reading(app, pilot, over, dealt)
            assert note_of(app, "#score-dealt") == "Ann started hand 2, your turn: Esc to play it; Ctrl+S shows these scores again."
            assert "Draw" not in footer_keys(app)  # played at the table, after Esc
            await pilot.press("ctrl+d")
            await settle(app, pilot)
            assert sent == []
            await pilot.press("escape")
            await until(pilot, lambda: "Draw" in footer_keys(app), "the turn's keys at the table")

    asyncio.run(look())


def test_the_last_hands_scores_opened_in_the_next_stay_open_as_it_is_played_on_the_dealers_seat_too():
    """Ctrl+S in the next hand, on the seat that dealt it: the next state must not close it
    as if it were the breakdown the deal closed."""
    table = hand_one_over()
    table.connected(0, True), table.connected(1, True)
    over = as_received(table, 0)
    table.intent(0, NEXT_HAND)  # Ann deals; Bob leads hand 2
    dealt = as_received(table, 0)
    table.intent(1, {"type": "key", "key": SeatKey.DRAW_DECK})
    drawn = as_received(table, 0)

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, _):
            await on_the_breakdown(app, pilot, over)
            await app.show(dealt)  # her own deal: her breakdown closes
            await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "the breakdown closed")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "hand 1's scores again")
            await settle(app, pilot)
            assert note_of(app, "#score-dealt") == "You started hand 2: Esc to play it; Ctrl+S shows these scores again."
            await app.show(drawn)
            await settle(app, pilot)
            assert isinstance(app.screen, SeatScoreScreen) and app.screen.result == 1

    asyncio.run(look())


def test_the_review_waited_for_stays_open_as_another_deals_and_its_turns_come():
    """Bob waited for "What could I have played?" when Ann dealt: the review closed, and what
    the host made for it was lost."""
    table = hand_one_over()
    table.connected(0, True), table.connected(1, True)
    over = as_received(table, 1)
    table.intent(1, {"type": "key", "key": SeatKey.REVIEW})
    assert table.review_to_start(1)
    game_then = table.review_game()
    table.intent(0, NEXT_HAND)  # Ann deals while the host makes Bob's review
    dealt = as_received(table, 1)
    assert table.review_found(1, table.find_review(1, game_then))
    reviewed = as_received(table, 1)
    assert "review" in reviewed

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, _):
            await dealt_while_reading(app, pilot, over, dealt, then_w=True)
            assert isinstance(app.screen, SeatReviewScreen)
            assert note_of(app, "#review-dealt") == "Ann started hand 2, your turn: Esc twice to play it."
            await app.show(reviewed)
            await settle(app, pilot)
            assert isinstance(app.screen, SeatReviewScreen) and app.screen.result is not None
            assert "looking back" not in shown_text(app).lower()  # the review made, not its wait
            await pilot.press("escape")
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "back on the breakdown")
            assert note_of(app, "#score-dealt") == "Ann started hand 2, your turn: Esc to play it; Ctrl+S shows these scores again."

    asyncio.run(look())


def test_a_review_lost_with_the_connection_as_another_dealt_says_it_waits_for_the_hands_end():
    """Bob waited for his review, the host restarted, Ann dealt: back in hand 2 the review
    said it would be asked for again, and the host, which makes none during a hand, never
    made it (the bar gone, nothing more said)."""
    table = hand_one_over()
    table.connected(0, True), table.connected(1, True)
    over = as_received(table, 1)
    table.intent(0, NEXT_HAND)
    dealt = as_received(table, 1)

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await on_the_breakdown(app, pilot, over, then_w=True)
            await until(pilot, lambda: len(sent) == 1, "the review asked for")
            app._offline()  # as the connection's end does
            app.client = object()  # connected again: the host's first state, in hand 2
            await app.show(dealt)
            await settle(app, pilot)
            assert isinstance(app.screen, SeatReviewScreen)
            assert lost_mid_hand("Hand") in " ".join(shown_text(app).split())
            assert "during a hand: it is asked for again when this hand is over" in lost_mid_hand("Hand")
            assert len(sent) == 1  # the host refuses one during a hand

    asyncio.run(look())


def test_a_person_away_from_the_hands_end_to_the_deal_is_shown_its_scores_once_on_coming_back():
    """Ann dealt while "Waiting for Bob (not connected)"; Bob rejoined in hand 2 and never saw
    hand 1's scores."""
    table = hand_one_over()
    table.connected(0, True)
    as_received(table, 0)  # Ann's screen shows the scores
    table.intent(0, NEXT_HAND)
    assert "missed_scores" not in state_message(table, 0)  # she saw them
    table.connected(1, True)
    back = as_received(table, 1)
    assert back["missed_scores"]["hand"] == 1
    table.seats[1].said()  # sent
    assert "missed_scores" not in state_message(table, 1)  # once

    read_then_left = hand_one_over()
    read_then_left.connected(0, True), read_then_left.connected(1, True)
    as_received(read_then_left, 0), as_received(read_then_left, 1)
    read_then_left.connected(1, False)  # Bob left after reading them
    read_then_left.intent(0, NEXT_HAND)
    read_then_left.connected(1, True)
    assert "missed_scores" not in state_message(read_then_left, 1)

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, _):
            await app.show(back)
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "hand 1's scores")
            await settle(app, pilot)
            assert app.screen.result == 1
            assert note_of(app, "#score-dealt") == "Hand 2 began while you were away, your turn: Esc to play it; Ctrl+S shows these scores again."
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "at the table")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "hand 1's scores again")

    asyncio.run(look())


def test_a_hand_missed_with_an_older_breakdown_left_open_takes_its_place_and_ctrl_s_shows_it():
    """Bob left hand 1's breakdown open, his link dropped, hand 2 ended and Ann dealt hand 3:
    back, he kept hand 1's breakdown, hand 2's scores (sent once) were lost, and Ctrl+S
    showed hand 1's."""
    from wordcards.ai import choose_action
    from wordcards.engine.seeding import rng

    table = hand_one_over()
    table.connected(0, True), table.connected(1, True)
    hand_1_over = as_received(table, 1)
    table.connected(1, False)  # Bob's link drops as he reads hand 1's scores
    table.intent(0, NEXT_HAND)
    game = table.game
    while not table.between_hands():  # hand 2, played to its end by the engine alone
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    as_received(table, 0)  # Ann's screen shows hand 2's scores
    table.intent(0, NEXT_HAND)
    table.connected(1, True)
    back = as_received(table, 1)
    assert back["missed_scores"]["hand"] == 2 and back["view"].hand_number == 3

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, _):
            await on_the_breakdown(app, pilot, hand_1_over)
            await app.show(back)
            await settle(app, pilot)
            assert isinstance(app.screen, SeatScoreScreen) and app.screen.result == 2
            assert "Hand 2 is over" in "".join(str(s.content) for s in app.screen.query("#score-body Static"))
            assert note_of(app, "#score-dealt").startswith("Hand 3 began while you were away")
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "at the table")
            await scores_on_ctrl_s(app, pilot, 2)

    asyncio.run(look())


def test_a_deal_the_host_refuses_keeps_no_scores_for_the_away(monkeypatch):
    """The scores were kept for Bob before the deal was made: refused, nothing was dealt,
    and Bob would still have been shown them as missed."""
    from wordcards.engine.errors import IllegalPlay, Refusal

    table = hand_one_over()
    table.connected(0, True)
    as_received(table, 0)

    def refused(action):
        raise IllegalPlay(Refusal("turn", "Not now."))

    monkeypatch.setattr(table.game, "apply", refused)
    assert not table.intent(0, NEXT_HAND)
    assert table.seats[1].missed_scores is None and table.dealt is None


# --- the host stopped and carried on (host --resume) ----------------------------------------------

TOKENS = ("ann-token-16-chars", "bob-token-16-chars")


def hosting(hosted: store.HostedGame) -> HostTable:
    """A table served as ``wordcards host`` serves it, saving after every change."""

    def save(_game) -> None:
        store.write(hosted_now(hosted, table))

    table = host_table(hosted, save)
    return table


def carried_on() -> HostTable:
    """``wordcards host --resume``: the table from the hosted save, as the command builds it."""
    saved = store.read()
    assert saved is not None
    return hosting(hosted_carried_on(saved, WordList.from_words(["at", "tax"], name="tiny"), saved.tokens, saved.address, saved.port))


def ann_dealt_hand_two_with_bob_away(tmp_path, monkeypatch) -> HostTable:
    """Ann read hand 1's scores and dealt hand 2; no screen of Bob's was open meanwhile."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = hosting(store.HostedGame(match_in_play("Xb", "Eg Ng Rb", max_hands=3), TOKENS, None, None, "127.0.0.1", 8765))
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    table.connected(0, True)
    as_received(table, 0)  # Ann's screen shows the scores
    assert table.intent(0, NEXT_HAND) and table.game.hand_number == 2
    return table


def test_who_dealt_and_the_scores_missed_outlive_a_host_stopped_and_carried_on(tmp_path, monkeypatch):
    """Neither was in the save: after 'host --resume' Ann's breakdown said "Hand 2 was dealt",
    and Bob, back, never saw hand 1's scores."""
    before = ann_dealt_hand_two_with_bob_away(tmp_path, monkeypatch)
    table = carried_on()
    assert table.game.actions == before.game.actions
    assert state_message(table, 0)["dealt_by"] == 0 and "missed_scores" not in state_message(table, 0)
    table.connected(1, True)
    back = state_message(table, 1)
    assert back["dealt_by"] == 0 and back["missed_scores"]["hand"] == 1
    assert back["missed_scores"] == state_message(before, 1)["missed_scores"]  # Bob's own view of hand 1's end
    table.sent(1)  # shown once: the save drops them, a later restart does not show them again
    assert "missed_scores" not in state_message(carried_on(), 1)


def test_a_breakdown_left_open_across_host_resume_still_says_who_dealt(tmp_path, monkeypatch):
    """Bob read hand 1's scores as Ann dealt; the host stopped and was carried on: his seat,
    open all along, then said "Hand 2 was dealt", no longer who dealt it."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = hosting(store.HostedGame(match_in_play("Xb", "Eg Ng Rb", max_hands=3), TOKENS, None, None, "127.0.0.1", 8765))
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    table.connected(0, True), table.connected(1, True)
    as_received(table, 0)
    over = as_received(table, 1)
    table.intent(0, NEXT_HAND)
    again = carried_on()
    again.connected(1, True)  # Bob's seat finds the host again
    dealt = as_received(again, 1)

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, _):
            await dealt_while_reading(app, pilot, over, dealt)
            assert isinstance(app.screen, SeatScoreScreen) and app.screen.result == 1
            assert note_of(app, "#score-dealt") == "Ann started hand 2, your turn: Esc to play it; Ctrl+S shows these scores again."

    asyncio.run(look())


def test_a_hosted_save_of_before_or_with_damaged_deal_notes_carries_on_without_them(tmp_path, monkeypatch):
    ann_dealt_hand_two_with_bob_away(tmp_path, monkeypatch)
    path = store.hosted_path()
    good = json.loads(path.read_text())
    assert good["host"]["dealt"] == [0, 2] and [kept["seat"] for kept in good["host"]["missed_scores"]] == [1]
    view = good["host"]["missed_scores"][0]["view"]
    damaged = [
        {},  # a save of before: neither
        {"dealt": [0, 1], "missed_scores": [{"seat": 1, "hand": 2, "view": view}]},  # of another hand
        {"dealt": [7, 2], "missed_scores": [{"seat": 9, "hand": 1, "view": view}]},  # no such seat
        {"dealt": [True, 2], "missed_scores": [{"seat": 1, "hand": "1", "view": view}, "x"]},
        {"dealt": "Ann", "missed_scores": {"1": view}},
    ]
    link_and_address = {key: value for key, value in good["host"].items() if key not in ("dealt", "missed_scores")}
    for host_keys in damaged:
        data = {**good, "host": {**link_and_address, **host_keys}}
        path.write_text(json.dumps(data))
        table = carried_on()
        table.connected(1, True)
        state = state_message(table, 1)
        assert "dealt_by" not in state and "missed_scores" not in state, host_keys


def test_R8_a_seat_says_whom_its_standing_clock_waits_for_at_80_columns(monkeypatch):
    """Ann's line read "3:00 left · Your turn" with only Ann joined: the clock stood, unsaid."""
    from remote_support import FakeClock

    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=3), ["ann", "bob"], clock=clock)
    table.connected(0, True)
    state = as_received(table, 0)
    assert state["clock_waits_for"] == ["Bob"]

    async def look() -> str:
        async with seat_app_alone((80, 24)) as (app, pilot, _):
            await app.show(state)
            await settle(app, pilot)
            return str(app.panels.status_line(app.state))

    line = asyncio.run(look())
    assert "3:00 left from when Bob joins" in line and "Your turn" in line and len(line) <= 78


def test_a_second_screen_on_a_finished_games_seat_offers_no_carrying_on():
    table = hand_one_over()
    table.intent(0, {"type": "key", "key": SeatKey.NEXT_HAND})
    table.game = match_in_play("Xb", "Eg Ng Rb", max_hands=1)
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    assert table.game.is_over
    table.connected(0, True), table.connected(0, True)
    line = table.connected_line(0)
    assert line == "Ann connected (2 screens on that seat now; the game is over)."
    assert "--resume" not in line


# --- a screen opened in the next hand: Ctrl+S shows the last hand's scores (last_scores) ----------


def bob_read_the_scores_and_came_back_in_hand(table: HostTable, dealt: int) -> dict:
    """Bob read the last hand's scores, his seat closed, Ann dealt hand ``dealt``, Bob joined
    again: the state his new screen is sent first."""
    table.connected(0, True), table.connected(1, True)
    as_received(table, 0), as_received(table, 1)
    table.sent(0), table.sent(1)
    table.connected(1, False)
    assert table.intent(0, NEXT_HAND) and table.game.hand_number == dealt
    table.connected(1, True)
    back = as_received(table, 1)
    table.sent(1)
    return back


def test_a_seat_rejoining_in_the_next_hand_gets_the_last_hands_scores_for_ctrl_s_once():
    """Bob read hand 1's scores, left, and joined again in hand 2: Ann's footer had "^s Score",
    his none, and Ctrl+S did nothing (the scores lived in his closed screen)."""
    table = hand_one_over()
    back = bob_read_the_scores_and_came_back_in_hand(table, 2)
    assert "missed_scores" not in back  # he read them: not shown again by themselves
    assert back["last_scores"]["hand"] == 1
    assert table.hand_end is not None and back["last_scores"]["view"] == table.hand_end[1][1]  # kept as dealt
    assert "last_scores" not in state_message(table, 1)  # once a connection
    assert "last_scores" not in as_received(table, 0)  # Ann's screen stayed open: it has them

    async def look() -> None:
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await app.show(back)
            await settle(app, pilot)
            assert not isinstance(app.screen, SeatScoreScreen)  # read already: not shown again
            assert "Score" in footer_keys(app)
            assert "Hand 1 is over" in await scores_on_ctrl_s(app, pilot, 1)
            assert sent == []

    asyncio.run(look())


def test_a_seat_rejoining_after_host_resume_gets_the_last_hands_scores_worked_out_from_the_save(tmp_path, monkeypatch):
    """The host stopped in hand 2 and was carried on: it keeps no views of hand 1's end, and
    works them out from the save (its actions up to the deal)."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = hosting(store.HostedGame(match_in_play("Xb", "Eg Ng Rb", max_hands=3), TOKENS, None, None, "127.0.0.1", 8765))
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    before = bob_read_the_scores_and_came_back_in_hand(table, 2)
    player = table.game.current
    # A note of hand 2, in the save: hand 1's end worked out again put it at that hand's end.
    assert table.hint_found(player, table.game.actions, HintTold("play NE."))
    again = carried_on()
    assert again.hand_end is None
    assert any("used a hint" in line for line in again.view(player).log)
    again.connected(1, True)
    back = as_received(again, 1)
    assert back["last_scores"] == before["last_scores"]  # as the host that dealt kept it
    assert "used a hint" not in json.dumps(back["last_scores"])


def hand_played_out(table: HostTable) -> None:
    """The hand played ends as its draw pile runs out: each seat draws, then discards its first card."""
    game = table.game
    while not table.between_hands():
        seat = game.current
        assert table.apply(seat, DrawDeck() if game.phase is Phase.DRAW else Discard(game.view(seat).hand[0]))


def test_a_host_carried_on_in_hand_three_keeps_hand_twos_end_as_the_save_replays_it_once(tmp_path, monkeypatch):
    """Carried on, the host replayed the save a second time (up to the last deal) for the scores
    a screen opened in the next hand is sent: it keeps them as the save replays, once, and they
    are hand 2's as the host that dealt kept them (not hand 1's, nor hand 3's start)."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = hosting(store.HostedGame(match_in_play("Xb", "Eg Ng Rb", max_hands=3), TOKENS, None, None, "127.0.0.1", 8765))
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    assert table.intent(0, NEXT_HAND)
    hand_played_out(table)
    before = bob_read_the_scores_and_came_back_in_hand(table, 3)
    assert before["last_scores"]["hand"] == 2
    replays = []
    replay = RummyMatch.from_record.__func__

    def counted(cls, *args, **kwargs):
        replays.append(cls)
        return replay(cls, *args, **kwargs)

    monkeypatch.setattr(RummyMatch, "from_record", classmethod(counted))
    again = carried_on()
    again.connected(1, True)
    back = as_received(again, 1)
    assert back["last_scores"] == before["last_scores"]
    assert len(replays) == 1  # the resume's own
