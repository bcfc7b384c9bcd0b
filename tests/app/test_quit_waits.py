"""Ctrl+Q in a burst waits for the keys typed before it, over a list or a question as over
the table (app/keys_on_their_way.py), and the keys typed behind it go to nothing; over the
quit question it waits too, the keys behind it its answers."""

from __future__ import annotations

from drivers import burst, keys, past_the_handoff, settle, until, until_the_question_acts
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


def loses_the_waits_in(widget, monkeypatch) -> None:
    """The waits of a Ctrl+Q put in ``widget``'s queue are accepted and never run: as a queue
    closed under them."""
    posts = widget.call_later

    def loses_the_wait(callback, *args, **kwargs):
        return True if "keys_on_their_way" in callback.__qualname__ else posts(callback, *args, **kwargs)

    monkeypatch.setattr(widget, "call_later", loses_the_wait)


async def a_wait_lost_unfound(app, pilot, monkeypatch) -> None:
    """Esc, Ctrl+Q over the list of ways, the wait lost with the list's lines as they close,
    and not found yet: the check on a timer set to an hour, so only a key finds it."""
    from textual.widgets import OptionList

    from wordcards.app import keys_on_their_way

    monkeypatch.setattr(keys_on_their_way, "LOST_CHECK_SECONDS", 3600)
    await ways_listed(app, pilot, "tents")
    loses_the_waits_in(app.screen.query_one(OptionList), monkeypatch)
    burst(app, "escape", "ctrl+q")
    await settle(app, pilot)


async def test_a_ctrl_q_whose_wait_is_lost_with_its_widget_still_asks(words, monkeypatch):
    """Esc, Ctrl+Q, x over the list of ways, the wait lost with the list's lines as they
    close (their queue gone before it got to the wait): nothing was asked, and the keys typed
    after flowed onto the word line again. The wait goes on from the focus once found lost,
    with no key typed after (a check on a timer): the question is asked, and the x, typed
    while the wait was not yet lost, goes to nothing."""
    from textual.widgets import OptionList

    game, app = ann_to_play(words, TENTS_TO_PLAY)
    async with app.run_test(size=(80, 24)) as pilot:
        await ways_listed(app, pilot, "tents")
        loses_the_waits_in(app.screen.query_one(OptionList), monkeypatch)
        burst(app, "escape", "ctrl+q", "x")
        await until(app, pilot, lambda: stack(app)[-2:] == ["turn", "quit"], "the quit question over the turn")
        entry = app.screen_stack[-2].query_one(WordEntry)
        assert entry.value == "TENTS" and not game.actions


async def test_the_key_that_finds_a_wait_lost_goes_through_and_the_question_is_asked_after_it(words, monkeypatch):
    """A wait lost and not yet found (the check on a timer not run yet): the next key went to
    nothing as it found the loss. Now it goes onto the word line, and the wait goes on behind
    it, from the focus: the question is asked, the key typed."""
    game, app = ann_to_play(words, TENTS_TO_PLAY)
    async with app.run_test(size=(80, 24)) as pilot:
        await a_wait_lost_unfound(app, pilot, monkeypatch)
        assert app.screen.name == "turn" and app.quit_waits.lost
        burst(app, "x")
        await until(app, pilot, lambda: stack(app)[-2:] == ["turn", "quit"], "the quit question over the turn")
        assert app.screen_stack[-2].query_one(WordEntry).value == "TENTSX"


async def test_a_lost_wait_goes_on_for_the_rounds_it_had_left(words, monkeypatch):
    """A wait lost in its first round up went on straight from the app's queue, its second
    round skipped. Now it goes up again from the focus, for both: counted here as the
    queues it waits in after the loss (the word line's twice in each round)."""
    from textual.widgets import OptionList

    game, app = ann_to_play(words, TENTS_TO_PLAY)
    async with app.run_test(size=(80, 24)) as pilot:
        await ways_listed(app, pilot, "tents")
        loses_the_waits_in(app.screen.query_one(OptionList), monkeypatch)
        entry = app.screen_stack[-2].query_one(WordEntry)
        waits = []
        posts = entry.call_later

        def counted(callback, *args, **kwargs):
            waits.append(callback.__qualname__)
            return posts(callback, *args, **kwargs)

        monkeypatch.setattr(entry, "call_later", counted)
        burst(app, "escape", "ctrl+q")
        await until(app, pilot, lambda: app.screen.name == "quit", "the quit question")
        assert sum("keys_on_their_way" in name for name in waits) == 4, waits


async def test_n_and_ctrl_q_in_one_burst_over_the_quit_question_keep_playing_then_ask_again(new_app):
    """n then Ctrl+Q over the quit question: Ctrl+Q, read as it came, quit before the n
    reached the question (its answers come through the focus). Now Ctrl+Q waits for the n:
    the game goes on, and the Ctrl+Q asks again over the table, as typed slowly."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+q")
        question = app.screen
        assert question.name == "quit"
        burst(app, "n", "ctrl+q")
        await settle(app, pilot)
        assert app.return_code is None
        assert stack(app)[-2:] == ["turn", "quit"] and app.screen is not question


async def test_ctrl_q_and_y_in_one_burst_over_the_quit_question_after_a_failed_save_quit(new_app, monkeypatch):
    """Over the quit question Ctrl+Q waits without holding the keys behind it: they are the
    question's answers, and the y typed behind it quits, as typed slowly (a wait holding
    them there held the y, and the question stayed)."""
    from test_shell import quit_asked_after_a_failed_save

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await quit_asked_after_a_failed_save(app, pilot, monkeypatch, "ctrl+c")
        assert app.screen.name == "quit" and app.return_code is None
        burst(app, "ctrl+q", "y")
        await settle(app, pilot)
    assert app.return_code == 0


async def test_an_alt_letter_that_finds_a_wait_lost_goes_through_whole(words, monkeypatch):
    """Alt+x (Esc typed quickly before x) finding a lost wait: its Esc went through and
    carried the wait on, holding keys again, so its x went to nothing. The two halves are one
    key typed: both go through (Esc clears the line, x is typed), then the question."""
    game, app = ann_to_play(words, TENTS_TO_PLAY)
    async with app.run_test(size=(80, 24)) as pilot:
        await a_wait_lost_unfound(app, pilot, monkeypatch)
        assert app.screen.name == "turn" and app.quit_waits.lost
        burst(app, "alt+x")
        await until(app, pilot, lambda: stack(app)[-2:] == ["turn", "quit"], "the quit question over the turn")
        assert app.screen_stack[-2].query_one(WordEntry).value == "X"


async def test_a_key_after_the_app_closed_with_a_wait_lost_raises_nothing(words, monkeypatch):
    """A Ctrl+Q's wait in a widget as the app closes (a hang-up): every widget reads as
    detached then, and a key still queued carried the 'lost' wait on from a screen stack
    already empty (ScreenStackError). Closed, nothing is carried on."""
    from textual import events

    game, app = ann_to_play(words, TENTS_TO_PLAY)
    async with app.run_test(size=(80, 24)) as pilot:
        await a_wait_lost_unfound(app, pilot, monkeypatch)
        assert app.quit_waits.waiting
        app.exit()
    await app.on_event(events.Key("x", "x"))  # a key the terminal sent as it closed
    app.quit_waits.carry_on_if_lost()  # the check on a timer, had it run
    assert app.quit_waits.waiting  # nothing carried on, nothing raised
