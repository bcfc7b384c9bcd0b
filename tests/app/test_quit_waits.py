"""Ctrl+Q in a burst waits for the keys typed before it, over a list or a question as over
the table (app/keys_on_their_way.py), and the keys typed behind it go to nothing."""

from __future__ import annotations

from drivers import burst, past_the_handoff, settle, until_the_question_acts
from test_shuffle_game import ann_to_play, ways_listed

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.engine.shuffle.actions import Pass

# Ann's TENTS can be played three ways or more: a list of ways to pick from.
TENTS_TO_PLAY = {
    "hands": ["TENTQ", "DOGEA"],
    "table": [{"owner": 1, "word": "CHATS"}, {"owner": 1, "word": "CARTS"}],
    "current": 0,
    "first_played": [True, True],
}


def stack(app) -> list[str | None]:
    return [screen.name for screen in app.screen_stack]


async def test_a_number_and_ctrl_q_in_one_burst_over_the_ways_play_it_then_ask(words):
    """1 then Ctrl+Q over the list of ways: Ctrl+Q asked over the list at once, and the 1
    came under the question; now the first way is played, then the question asked over
    the turn, as typed slowly."""
    game, app = ann_to_play(words, TENTS_TO_PLAY)
    async with app.run_test(size=(80, 24)) as pilot:
        await ways_listed(app, pilot, "tents")
        ways = app.screen
        burst(app, "1", "ctrl+q")
        await settle(app, pilot)
        assert stack(app)[-2:] == ["turn", "quit"] and ways not in app.screen_stack
        assert len(game.actions) == 1


async def test_down_enter_and_ctrl_q_over_the_ways_play_the_second_then_ask(words):
    """↓, Enter, Ctrl+Q: the list's Enter acts as it comes back to the app (a binding), and
    posts the pick to the list, which takes it up to its screen: the quit waits for that too
    (a second round up), not only for the keys."""
    game, app = ann_to_play(words, TENTS_TO_PLAY)
    async with app.run_test(size=(80, 24)) as pilot:
        await ways_listed(app, pilot, "tents")
        burst(app, "down", "enter", "ctrl+q")
        await settle(app, pilot)
        assert stack(app)[-2:] == ["turn", "quit"]
        assert len(game.actions) == 1


async def test_enter_and_ctrl_q_in_one_burst_over_the_pass_question_pass_then_ask(new_app):
    """Enter (Pass) then Ctrl+Q over the pass question: the question to quit came first and
    the Enter behind it passed nothing. Now the turn is passed, then the quit asked."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        burst(app, "ctrl+p")
        await until_the_question_acts(app, pilot)
        burst(app, "enter", "ctrl+q")
        await settle(app, pilot)
        assert app.screen.name == "quit" and "confirm" not in stack(app)
        assert game.actions == (Pass(),)


async def test_keys_between_two_ctrl_q_in_one_burst_go_to_nothing(new_app):
    """a, Ctrl+Q, b, Ctrl+Q: the a goes on the word line, then the question is asked once;
    the b and the second Ctrl+Q, typed behind the first, do nothing."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        entry = app.screen.query_one(WordEntry)
        burst(app, "a", "ctrl+q", "b", "ctrl+q")
        await settle(app, pilot)
        assert stack(app)[-2:] == ["turn", "quit"] and app.return_code is None
        assert entry.value == "A"


async def test_a_ctrl_q_whose_wait_is_lost_with_its_widget_still_asks(words, monkeypatch):
    """Esc then Ctrl+Q over the list of ways, the wait lost with the list's lines as they
    close (their queue gone before it got to the wait): nothing was asked, and the keys typed
    after flowed onto the word line again. The wait goes on from the app: the question is
    asked, and a key typed meanwhile goes to nothing."""
    from textual.widgets import OptionList

    game, app = ann_to_play(words, TENTS_TO_PLAY)
    async with app.run_test(size=(80, 24)) as pilot:
        await ways_listed(app, pilot, "tents")
        lines = app.screen.query_one(OptionList)
        posts = lines.call_later

        def loses_the_wait(callback, *args, **kwargs):  # accepted, never run: as a queue closed under it
            return True if "keys_on_their_way" in callback.__qualname__ else posts(callback, *args, **kwargs)

        monkeypatch.setattr(lines, "call_later", loses_the_wait)
        burst(app, "escape", "ctrl+q")
        await settle(app, pilot)
        assert stack(app)[-2:] == ["turn", "quit"]
        entry = app.screen_stack[-2].query_one(WordEntry)
        assert entry.value == "TENTS" and not game.actions


async def test_ctrl_q_and_y_in_one_burst_over_the_quit_question_after_a_failed_save_quit(new_app, monkeypatch):
    """The quit question reads every key as the app does (its answers, its grace): Ctrl+Q
    over it does not wait, and the y typed behind it quits, as typed slowly (a wait there
    held the y, and the question stayed)."""
    from test_shell import quit_asked_after_a_failed_save

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await quit_asked_after_a_failed_save(app, pilot, monkeypatch, "ctrl+c")
        assert app.screen.name == "quit" and app.return_code is None
        burst(app, "ctrl+q", "y")
        await settle(app, pilot)
    assert app.return_code == 0
