"""R8 by minutes: the header counts down, and when time is up the hand in progress is
finished and the match ends (the clock is faked, so the test does not wait)."""

from __future__ import annotations

from types import SimpleNamespace

from drivers import footer_shown, keys, past_the_handoff, play_to_the_hands_score, settle, until
from screen_text import screen_text
from test_rummy_game import play_match
from tests_app_support import FakeClock

from wordcards import saves
from wordcards.app import session as session_module
from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session, held_ending
from wordcards.engine.rummy import NextHand, TimeUp


async def test_R8_a_match_by_minutes_counts_down_and_ends_after_the_hand(new_app, monkeypatch):
    clock = FakeClock()
    # Only the session's clock is faked: the event loop keeps the real one.
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "21", "--variant", "advanced", "--minutes", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # past the hand-off
        await settle(app, pilot)
        assert "2:00 left" in screen_text(app) or "1:59 left" in screen_text(app)
        clock.now += 150  # time runs out during hand 1: the hand is still played to its end
        game = app.session.game
        assert not game.is_over
        seen = await play_match(app, pilot, refuse_and_undo=False)
        assert game.is_over and game.hand_number == 1
        assert seen["time_up_said"] == 1  # the hand's score says why Enter now ends the match
        # The pads are on the score screen, below the fold at 80x24 (the rule and worth lines)
        assert app.screen.name == "score" and app.screen.query(".score-pads")
    assert game.actions[-1].notation().startswith("time-up")


async def test_R8_the_clock_starts_as_the_first_hand_is_shown_and_later_hand_offs_count(new_app, monkeypatch):
    """The first "Ann, ready?" shows no clock: the 20 seconds waited there said "0:40 left"
    before Ann saw a card. The clock starts as her hand is shown (as a hosted clock waits
    for every seat); a later hand-off between people is the match's time."""
    from drivers import rummy_step

    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3", "--variant", "advanced", "--minutes", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        game = app.session.game
        assert app.screen.name == "handoff"
        clock.now += 20  # Ann reads the hand-off
        await past_the_handoff(app, pilot)
        assert game.elapsed_seconds() == 0 and "1:00 left" in screen_text(app)
        while app.screen.name != "handoff":  # Ann plays her turn
            await rummy_step(app, pilot)
        clock.now += 15  # the keyboard goes to Bob
        await past_the_handoff(app, pilot)
        assert game.elapsed_seconds() == 15


async def test_R8_past_the_time_the_top_line_says_the_hand_in_play_is_the_last(new_app, monkeypatch, computer_waits):
    """The top line said "0:00 left" for the rest of the hand, and nobody knew whether the
    game was stuck: it says the time is up and this hand is the last, whole, at 80 columns."""
    from wordcards.app.widgets.rummy.panels import TIME_UP_LAST_HAND

    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    app = new_app("rummy", "--players", "Ann,cpu:expert", "--seed", "3", "--variant", "advanced", "--minutes", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # past the hand-off
        clock.now += 70
        await until(app, pilot, lambda: TIME_UP_LAST_HAND in screen_text(app).splitlines()[0], "the top line says so")
        top = screen_text(app).splitlines()[0].strip()
        assert top.endswith(f"hand 1, 1 minute · {TIME_UP_LAST_HAND}") and "0:00" not in top


async def test_R8_a_resumed_match_counts_on_from_its_first_hand_shown(words, monkeypatch):
    """On resume the wait behind the first hand-off was counted too: the clock carries on from
    the seconds saved once the hand is shown, and a save made before then keeps them."""
    import json

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset

    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    game = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 7, variant="advanced", minutes=1, clock=clock)
    session = Session(game)
    clock.now += 15
    session.apply(game.legal_actions()[0])  # Ann draws 15 seconds in: saved, and the terminal closed
    session = Session.resume(saves.read_save(), words, None, None)
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "handoff"
        clock.now += 20  # the hand-off is read
        session.save()  # a save from behind the hand-off (Ctrl+Q)
        assert json.loads(saves.save_path().read_text())["app"]["played"] == 15
        await past_the_handoff(app, pilot)
        assert session.game.elapsed_seconds() == 15 and "0:45 left" in screen_text(app)
        clock.now += 5
        assert session.game.elapsed_seconds() == 20


async def test_R8_a_match_whose_time_ran_out_at_a_hands_end_still_ends_after_a_crash(new_app, words, monkeypatch):
    """Killed on the hand's score screen that says the time is up: resumed, the match's
    clock counted from its last deal (the engine's rule) and Enter dealt the next hand."""
    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3", "--variant", "advanced", "--minutes", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # past the hand-off: the clock runs from the hand shown
        clock.now += 90  # the minute runs out during hand 1
        game = await play_to_the_hands_score(app, pilot)
        assert "End the match" in screen_text(app)
        saved = saves.read_save()  # what the disk holds when the terminal is killed
    session = Session.resume(saved, words, None, None)
    assert session.game.actions == game.actions and session.in_play.ending == TimeUp(90)
    assert held_ending(session.game, saves.Ending(len(game.actions) - 1, "time-up 90")) is None  # another position
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        text = " ".join(screen_text(app).split())
        assert app.screen.name == "score" and "The match's time is up: Enter ends it." in text and "End the match" in text
        await keys(app, pilot, "enter")
        assert session.game.is_over and session.game.actions[-1] == TimeUp(90)
    assert not any(isinstance(action, NextHand) for action in session.game.actions)


async def test_R8_time_running_out_as_the_scores_are_read_makes_enter_end_the_match(new_app, monkeypatch):
    """Hand 1 ends with time left and the minute runs out on its score screen: it said "Next
    hand", and Enter ended the match. It says so now, as a remote seat does; the time-up is
    held (and saved) as when the time ran out during the hand."""
    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3", "--variant", "advanced", "--minutes", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        game = await play_to_the_hands_score(app, pilot)
        assert footer_shown(app).get("Next hand") == "enter" and app.session.in_play.ending is None
        clock.now += 90  # read for a minute and a half
        await until(app, pilot, lambda: footer_shown(app).get("End the match") == "enter", "Enter named End the match")
        assert "The match's time is up: Enter ends it." in " ".join(screen_text(app).split())
        assert app.session.in_play.ending == TimeUp(90) and saves.read_save().ending is not None
        await keys(app, pilot, "enter")
        assert game.is_over and game.actions[-1] == TimeUp(90)


async def test_R8_between_hands_the_score_screen_says_the_time_left_as_it_runs(new_app, monkeypatch):
    """A match by hands says "Next: hand 2 of 2..."; a match by minutes said nothing of the
    time left while its clock ran on behind the scores."""
    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3", "--variant", "advanced", "--minutes", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await play_to_the_hands_score(app, pilot)
        assert "Next: hand 2 · 1:00 left." in screen_text(app)
        clock.now += 15  # the scores are read
        await until(app, pilot, lambda: "Next: hand 2 · 0:45 left." in screen_text(app), "the time left ticking")


def test_R8_the_time_played_inside_a_hand_is_saved_and_counts_on_after_a_crash(words, monkeypatch):
    """The actions record the time only at each deal: resumed, a match counted from its last
    deal, and a crash mid-hand gave that hand's minutes back. Each save holds the seconds
    played so far (``"played"``), and the resumed clock counts on from them; a malformed one
    is not believed (one that does not fit the match: the next test)."""
    import json

    from wordcards.engine.rummy import RummyMatch
    from wordcards.engine.players import Player
    from wordcards.rulesets import default_ruleset

    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    game = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 7, variant="advanced", minutes=5, clock=clock)
    session = Session(game)
    session.apply(game.legal_actions()[0])  # Ann draws: saved
    clock.now += 100
    session.apply(next(action for action in game.legal_actions() if action.notation().startswith("discard")))
    assert json.loads(saves.save_path().read_text())["app"]["played"] == 100
    clock.now += 1000  # the crash, and the night before the resume: not time played
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert resumed.game.elapsed_seconds() == 100
    resumed.start_clock()  # the hand is shown
    clock.now += 20
    assert resumed.game.elapsed_seconds() == 120
    for played in (-5, "100", True, None):
        data = json.loads(saves.save_path().read_text())
        data["app"]["played"] = played
        saves.save_path().write_text(json.dumps(data))
        assert Session.resume(saves.read_save(), words, None, None).game.elapsed_seconds() == 0, played  # from the deal


def test_R8_a_held_time_up_resumed_without_the_time_played_shows_no_time_left(words, monkeypatch):
    """A save holding the time-up but not the seconds played (malformed, or of a version
    between the two): the clock counted from the last deal, and the top line said time was
    left beside "End the match". It counts on from the seconds the time-up read."""
    import json

    from wordcards.app.widgets.rummy.panels import time_left
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import Discard, DrawDeck, Phase, RummyMatch
    from wordcards.rulesets import default_ruleset

    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    game = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 7, variant="advanced", minutes=1, clock=clock)
    session = Session(game)
    clock.now += 90
    while game.phase is not Phase.HAND_OVER:  # draw and discard to the hand's end
        session.apply(next(action for action in game.legal_actions() if isinstance(action, (DrawDeck, Discard))))
    assert session.in_play.ending == TimeUp(90)
    data = json.loads(saves.save_path().read_text())
    del data["app"]["played"]
    saves.save_path().write_text(json.dumps(data))
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert resumed.in_play.ending == TimeUp(90) and resumed.game.elapsed_seconds() == 90
    assert time_left(resumed.game.view(0)) == "time is up"


def test_R8_a_saved_time_below_the_last_deals_or_past_any_match_is_not_believed(words, monkeypatch):
    """A ``"played"`` below the seconds the last ``next`` recorded (the clock cannot go back)
    or above MAX_SECONDS (no match is played that long) is not believed: the resumed clock
    counts from the last deal, as a save without one does."""
    import json

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.engine.rummy.actions import MAX_SECONDS
    from wordcards.engine.rummy.cards import full_deck, parse_cards
    from wordcards.rulesets import default_ruleset

    clock = FakeClock()
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=clock))
    rules = default_ruleset("rummy")
    placed = parse_cards("Xb Eg Ng Rb", rules.colours)
    rest = [card for card in full_deck(rules) if card not in placed]
    start = {  # Ann has drawn and holds one card: her discard goes out
        "hands": ["Xb", "Eg Ng Rb"], "table": [[], []], "phase": "play", "current": 0,
        "draw_pile": " ".join(str(card) for card in rest[1:]), "discard_pile": str(rest[0]),
    }
    game = RummyMatch.from_position(rules, words, (Player("Ann"), Player("Bob")), start, 1, variant="advanced", minutes=5)
    game.set_clock(clock)
    session = Session(game)
    clock.now += 40
    session.apply(game.parse_action("discard Xb"))  # hand 1 ends
    session.apply(game.parse_action("next 40"))  # hand 2 is dealt 40 seconds in
    clock.now += 60
    session.apply(game.legal_actions()[0])  # Bob draws: saved
    assert json.loads(saves.save_path().read_text())["app"]["played"] == 100
    for played in (39, MAX_SECONDS + 1):
        data = json.loads(saves.save_path().read_text())
        data["app"]["played"] = played
        saves.save_path().write_text(json.dumps(data))
        resumed = Session.resume(saves.read_save(), words, None, None)
        resumed.start_clock()  # the hand is shown
        clock.now += 30
        assert resumed.game.elapsed_seconds() == 40 + 30, played  # on from the deal of hand 2
