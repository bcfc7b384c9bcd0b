"""Keys typed in a burst as a turn ends act on no screen that came on top after them: the
scores are read, and the keyboard handed over, before anyone's hand shows (player_app.py
typed_under_another_screen, screens/typed_ahead.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from drivers import keys, past_the_handoff, settle, until, until_the_handoff_acts, yes_to_the_question
from screen_text import screen_text
from test_fuzz_finds import finished_shuffle
from tests_app_support import FakeClock
from textual import events

from wordcards.app.main import WordcardsApp
from wordcards.app.screens import typed_ahead
from wordcards.app.session import Session
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset

RUMMY_YAML = Path(__file__).parents[2] / "rulesets" / "rummy.yaml"
BURST = ("enter", "enter", "enter")  # one, then two typed ahead, no pause


def two_card_rummy(new_app, tmp_path) -> WordcardsApp:
    """Ann and Bob, two cards each (seed 4): Ann draws, melds LO, and discards E, which asks
    "Discard and go out"."""
    small = tmp_path / "small.yaml"
    small.write_text(RUMMY_YAML.read_text().replace("\n  2: 7", "\n  2: 2"))
    return new_app("rummy", "--ruleset", str(small), "--players", "Ann,Bob", "--seed", "4")


async def test_enters_typed_ahead_as_a_rummy_hand_ends_leave_its_score_shown(new_app, tmp_path):
    """The play-tester's Enter Enter Enter on "Discard and go out": the second Enter took the
    score screen's Next hand, the third the hand-off's Show my hand: Bob's hand on the screen
    Ann still held. Each came back to the app's bindings after the next screen came on top."""
    app = two_card_rummy(new_app, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)  # Ann's hand-off
        await keys(app, pilot, "ctrl+y")  # alone: a word typed with it goes before the draw
        await keys(app, pilot, "l", "o", "enter")
        await keys(app, pilot, "e", "enter")
        assert app.screen.name == "confirm" and "Discard and go out" in screen_text(app)
        await keys(app, pilot, *BURST)
        assert app.screen.name == "score" and "Hand 1 is over: Ann went out" in screen_text(app)
        await keys(app, pilot, "enter", "enter")  # read: the next hand, and its hand-off stays
        assert app.screen.name == "handoff" and "Pass to Bob" in screen_text(app)
        await past_the_handoff(app, pilot)
        assert app.screen.name == "turn" and "Bob's turn" in screen_text(app)


def shuffle_one_pass_from(actions_left: int, words) -> ShuffleGame:
    """Ann and Bob, people both, in a game the engine played until ``actions_left`` actions
    from its end (the same game as finished_shuffle, whose last two actions are passes)."""
    finished = finished_shuffle(words)
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 190)
    for action in finished.actions[:-actions_left]:
        game.apply(action)
    return game


async def test_enters_typed_ahead_on_a_shuffle_pass_leave_the_hand_off_and_the_score(words):
    """The same burst on Shuffle's "Pass?": the next player's hand-off stays (their hand was
    shown on the passer's screen); on the last pass, the final score stays."""
    for actions_left, shown in ((2, "handoff"), (1, "score")):
        app = WordcardsApp(Session(shuffle_one_pass_from(actions_left, words), autosave=False))
        async with app.run_test(size=(100, 30)) as pilot:
            await past_the_handoff(app, pilot)
            await keys(app, pilot, "ctrl+p")
            assert app.screen.name == "confirm"
            await keys(app, pilot, *BURST)
            assert app.screen.name == shown, actions_left


async def test_an_enter_made_before_the_hand_off_was_shown_does_not_open_the_hand(new_app):
    """An Enter made as the last screen closed, queued behind the hand-off's drawing, opened
    the next player's hand: the hand-off acts on keys made once it is shown."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    typed_ahead = events.Key("enter", None)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "handoff", "the hand-off")
        handoff = app.screen
        app.post_message(typed_ahead)
        await settle(app, pilot)
        assert app.screen is handoff
        await keys(app, pilot, "enter")
        assert app.screen.name == "turn"


async def test_an_enter_made_as_the_score_comes_on_top_but_before_it_is_drawn_does_not_act(new_app, tmp_path):
    """Under tmux, Enter Enter Enter 0.05 s apart: the second Enter came after the score
    screen was on top but before its frame, and took Next hand. Keys act once it is drawn."""
    typed_as_it_came_up: list[str] = []

    def on_top(message) -> None:
        if isinstance(message, events.ScreenResume) and app.screen.name == "score" and not typed_as_it_came_up:
            typed_as_it_came_up.append("enter")
            app.simulate_key("enter")

    app = two_card_rummy(new_app, tmp_path)
    async with app.run_test(size=(100, 30), message_hook=on_top) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+y")
        await keys(app, pilot, "l", "o", "enter")
        await keys(app, pilot, "e", "enter")
        await keys(app, pilot, "enter")  # Discard and go out
        assert typed_as_it_came_up and app.screen.name == "score"
        await keys(app, pilot, "enter")
        assert app.screen.name == "handoff"


async def test_an_enter_in_the_grace_after_the_hand_off_is_drawn_does_not_open_the_hand(new_app, monkeypatch):
    """The tail of a burst of Enters from the player before (0.12 s apart under tmux) may
    come after the hand-off is drawn: it acts on no key in its grace (each dropped key starts
    it again, so a burst of any length is dropped whole), and on the first after a pause.
    The footer says when: "Show my hand" is left out in the grace and shows as it passes
    (tests/test_stop_signals.py waits for it through a terminal, with no clock to move)."""
    from drivers import footer_shown

    clock = FakeClock()
    monkeypatch.setattr(typed_ahead, "time", clock)
    monkeypatch.setattr(typed_ahead, "GRACE_AFTER_DRAWN", 0.4)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "handoff", "the hand-off")
        await settle(app, pilot)  # drawn: its grace runs from now on the fake clock
        handoff = app.screen
        assert "Show my hand" not in footer_shown(app) and not handoff.grace_over
        clock.now += 0.3
        await keys(app, pilot, "enter")
        assert app.screen is handoff
        clock.now += 0.3  # still a burst: the dropped Enter started the grace again
        await keys(app, pilot, "enter")
        assert app.screen is handoff and "Show my hand" not in footer_shown(app)
        clock.now += 0.5  # after a pause: its end, as its timer would (that waits in real time)
        handoff.at_the_graces_end()
        await pilot.pause()
        assert "Show my hand" in footer_shown(app)
        await keys(app, pilot, "enter")
        assert app.screen.name == "turn"


async def test_the_drivers_enter_on_the_opening_hand_off_waits_until_its_keys_act(new_app, monkeypatch):
    """drivers.past_the_handoff: about 80 tests pressed Enter on the opening hand-off as
    run_test started, before Textual promised it drawn (and past its grace): an Enter then is
    dropped. The helper presses it only once the hand-off's keys act (``grace_over``; here a
    grace on a clock the test moves), and returns with the turn on top."""
    clock = FakeClock()
    monkeypatch.setattr(typed_ahead, "time", clock)
    monkeypatch.setattr(typed_ahead, "GRACE_AFTER_DRAWN", 0.4)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        passing = asyncio.create_task(past_the_handoff(app, pilot))
        await until(app, pilot, lambda: app.screen.name == "handoff", "the hand-off")
        await settle(app, pilot)  # drawn: its grace runs from now on the fake clock
        handoff = app.screen
        await settle(app, pilot)
        assert not passing.done() and app.screen is handoff and not handoff.grace_over
        clock.now += 0.5  # its end, as its timer would see it (that waits in real time)
        handoff.at_the_graces_end()
        await passing
        assert app.screen.name == "turn"


def typed_at_once(app, *names: str) -> None:
    """Keys queued as a terminal delivers a burst: all before the app handles the first."""
    for name in names:
        app.post_message(events.Key(name, "\r" if name == "enter" else name if len(name) == 1 else None))


async def test_a_word_typed_right_behind_the_hand_offs_enter_goes_on_the_line(new_app):
    """Enter on a hand-off, then a word at once (in tmux, after "Show my hand" showed): the
    letters reached the hand-off while it still handled the Enter, and were lost, on the
    first hand-off (no turn screen under it yet) and on a later one alike. The Enter acts as
    the app reads it, and the keys behind it go to the turn, as typed a moment later."""
    for game in ("shuffle", "rummy"):
        app = new_app(game, "--players", "Ann,Bob", "--seed", "10")
        async with app.run_test(size=(100, 30)) as pilot:
            await until_the_handoff_acts(app, pilot)
            typed_at_once(app, "enter", *"dst")
            await settle(app, pilot)
            assert app.screen.name == "turn" and app.screen.entry.value == "DST", game
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d", "x", "enter")
        if app.screen.name == "confirm":  # "Discard X?"
            await yes_to_the_question(app, pilot)
        assert app.screen.name == "handoff" and "Pass to Bob" in screen_text(app)
        await until_the_handoff_acts(app, pilot)
        typed_at_once(app, "enter", *"dst")
        await settle(app, pilot)
        assert app.screen.name == "turn" and app.screen.entry.value == "DST"
