"""A game played with the mouse where the screens offer it (the footer's keys, the setup's
marks, a list's rows, a question's answers), and clicks that must not do more than one meant.

Presses are posted to the app as a terminal's are (``press_at``), so that the app, not the
test, finds the widget under them, on the screen on top at that moment: ``pilot.click``
sends every press of a double click to the screen the first one landed on."""

from __future__ import annotations

from drivers import keys, past_the_handoff, settle, typed, until
from textual import events
from wordcards.app.screens.footer_keys import FooterPresses


DOUBLE = 0.2  # seconds between the two presses of a double click (Textual counts up to 0.5)


def footer_key_at(app, action: str) -> tuple[int, int]:
    """The screen cell of the footer key that runs ``action``."""
    for key in app.screen.query("FooterKey"):
        if str(getattr(key, "action", "")).rpartition(".")[2] == action and key.display:
            return key.region.x + 1, key.region.y
    raise AssertionError(f"no footer key for {action!r}")


LEFT, RIGHT = FooterPresses.LEFT, 3  # Textual's numbers for the buttons


async def press_at(app, pilot, x: int, y: int, at: float, button: int = LEFT) -> None:
    """A mouse button pressed and released at x, y (screen cells), ``at`` seconds on the
    events' clock, as a terminal sends them: to the app, which finds the widget there."""
    down = events.MouseDown(None, x, y, 0, 0, button, False, False, False, screen_x=x, screen_y=y)
    up = events.MouseUp(None, x, y, 0, 0, button, False, False, False, screen_x=x, screen_y=y)
    down.time = up.time = at
    app.post_message(down)
    app.post_message(up)
    await settle(app, pilot)


async def ann_played_a_word(app, pilot) -> None:
    """Ann's hand shown and a word of it played (by keys), so "^e End turn" is in the footer."""
    await past_the_handoff(app, pilot)
    play = app.session.game.legal_plays("word", limit=1)[0]
    await keys(app, pilot, *typed(play.word))
    await until(app, pilot, lambda: app.session.game.actions, "the play")


async def test_a_double_click_on_pass_asks_and_waits_for_the_answer(new_app):
    """The footer's key acts as the mouse goes down: the first press of a double click on
    "^p Pass" asked "Pass and draw 1 card?", and the second landed on the question's own
    "⏎ Pass" in the same place and passed, unasked. The second press is dropped."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        x, y = footer_key_at(app, "pass_turn")
        await press_at(app, pilot, x, y, at=100.0)
        assert app.screen.name == "confirm"
        await press_at(app, pilot, x, y, at=100.0 + DOUBLE)
        assert app.screen.name == "confirm" and not app.session.game.actions


async def test_a_double_click_on_end_turn_does_not_show_the_next_players_hand(new_app):
    """The second press of a double click on "^e End turn" landed on the hand-off's
    "⏎ Show my hand" and showed Bob's hand with Ann still at the keyboard."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await ann_played_a_word(app, pilot)
        x, y = footer_key_at(app, "end_turn")
        await press_at(app, pilot, x, y, at=100.0)
        assert app.screen.name == "handoff"
        await press_at(app, pilot, x, y, at=100.0 + DOUBLE)
        assert app.screen.name == "handoff" and app.revealed != app.session.game.current  # Bob's hand hidden


async def test_two_clicks_a_second_apart_are_two_presses(new_app):
    """Only a double click is one press: clicked again a second later, the question's
    "⏎ Pass" passes, as the player chose."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        x, y = footer_key_at(app, "pass_turn")
        await press_at(app, pilot, x, y, at=100.0)
        assert footer_key_at(app, "confirm_pass") == (x, y)  # the same cell: only the time differs
        await press_at(app, pilot, x, y, at=101.0)
        assert len(app.session.game.actions) == 1 and app.screen.name == "handoff"


async def test_a_right_click_on_a_footer_key_does_nothing(new_app):
    """A right click (a menu, on most desktops; a two-finger tap on a touchpad) pressed the
    footer's key as a left click does: on "^e End turn" it ended the turn."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await ann_played_a_word(app, pilot)
        await press_at(app, pilot, *footer_key_at(app, "end_turn"), at=100.0, button=RIGHT)
        assert app.screen.name == "turn" and len(app.session.game.actions) == 1
        await press_at(app, pilot, *footer_key_at(app, "end_turn"), at=102.0)
        assert app.screen.name == "handoff"


async def click_answer(app, pilot, result: str) -> None:
    """A click on the question's answer line that gives ``result``."""
    line = next(line for line in app.screen.query("AnswerLine") if line.result == result)
    await pilot.click(line)
    await settle(app, pilot)


async def test_the_quit_question_is_answered_by_a_click_on_an_answer(new_app):
    """Clicked, "^c Quit" asked "Quit wordcards?" with its answers drawn as keys, and no
    click answered it: the question has no footer, and a mouse player was stuck in it."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await press_at(app, pilot, *footer_key_at(app, "request_quit"), at=100.0)
        assert app.screen.name == "quit"
        await click_answer(app, pilot, "stay")
        assert app.screen.name == "turn" and app.is_running
        await press_at(app, pilot, *footer_key_at(app, "request_quit"), at=102.0)
        quit_line = next(line for line in app.screen.query("AnswerLine") if line.result == "quit")
        await press_at(app, pilot, quit_line.region.x + 3, quit_line.region.y, at=104.0, button=RIGHT)
        assert app.screen.name == "quit" and app.is_running  # a right click is no answer
        await click_answer(app, pilot, "quit")
    assert app.return_code == 0


async def test_an_unfinished_game_is_resumed_by_a_click(new_app, words):
    from tests_app_support import app_over_an_unfinished_rummy

    app = app_over_an_unfinished_rummy(new_app, words)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "unfinished"
        await click_answer(app, pilot, "resume")
        assert app.session.kind == "rummy" and app.screen.name == "handoff"


async def test_the_pass_question_is_answered_by_a_click_on_its_lines_as_the_quit_question_is(new_app):
    """"Enter pass" and "Esc keep playing" look like the quit question's answers, which a
    click answers: a click on them did nothing."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p")
        await click_answer(app, pilot, "no")
        assert app.screen.name == "turn" and not app.session.game.actions
        await keys(app, pilot, "ctrl+p")
        await click_answer(app, pilot, "yes")
        assert len(app.session.game.actions) == 1 and app.screen.name == "handoff"


async def test_scroll_in_the_footer_clicked_fast_scrolls_on(new_app):
    """A double click is one press, but not on "↑↓ Scroll", which only moves the view:
    clicked fast, it scrolls a line a click."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "f1")
        body = app.screen.query_one("ScrolledBody")
        x, y = footer_key_at(app, "scroll_down")
        for click in range(3):
            await press_at(app, pilot, x, y, at=100.0 + click * DOUBLE)
        await pilot.wait_for_scheduled_animations()  # a scroll moves smoothly
        assert body.scroll_y == 3


async def test_a_click_on_the_hand_or_the_table_keeps_the_word_being_typed(new_app):
    """Cards and table words are not buttons (docs/playing.md, The mouse): a click on the
    hand leaves the word and its cursor; one on the table takes the focus, and the next
    letters and Enter still go to the word."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        word = app.session.game.legal_plays("word", limit=1)[0].word
        await keys(app, pilot, *word[:2].lower())
        await pilot.click("#hand", offset=(8, 0))
        await settle(app, pilot)
        assert app.focused is app.screen.entry and app.screen.entry.value == word[:2]
        await pilot.click("#table-box")
        await keys(app, pilot, *typed(word[2:]))
        await until(app, pilot, lambda: app.session.game.actions, "the play")
        assert app.focused is app.screen.entry


async def test_a_setup_mark_is_lit_under_the_mouse_as_a_click_changes_it(new_app):
    """A click on a mark changes it, as Space does, but nothing showed it could be clicked:
    it is lit under the mouse, as a question's answer and a footer key are."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        mark = app.screen.query_one("#junior-1")
        before = mark.styles.background
        await pilot.hover(mark)
        await settle(app, pilot)
        assert mark.styles.background != before
        await pilot.click(mark)
        await settle(app, pilot)
        assert mark.junior


async def test_a_whole_game_by_mouse_alone(new_app):
    """Ann plays a whole game against a computer with clicks only (she passes each turn: a
    word is typed): the hand-off's "⏎ Show my hand", "^p Pass" and the question's "Enter
    pass" line, then on the score screen the review ("w") and back ("esc Back"), and
    "⏎ Play again". Each press two seconds after the last: never a double click."""
    app = new_app("shuffle", "--players", "Ann,cpu:hard", "--seed", "3", "--fast")
    clock = iter(range(1000, 10**6, 2))

    async def click_key(action: str) -> None:
        await press_at(app, pilot, *footer_key_at(app, action), at=float(next(clock)))

    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        for _ in range(400):
            name = app.screen.name
            if name == "score":
                break
            if name == "handoff":
                await click_key("reveal")
            elif name == "confirm":
                await click_answer(app, pilot, "yes")
            elif name == "turn" and app.screen.keys_live():
                await click_key("pass_turn")
            else:
                await until(app, pilot, lambda: app.screen.name != name or app.screen.keys_live(), "the computer's turn")
        assert app.screen.name == "score" and app.session.game.is_over
        await click_key("review")
        await until(app, pilot, lambda: app.screen.name == "review", "the review")
        await click_key("close")
        finished = app.session
        await click_key("new")  # the computer plays first now (S15), and --fast: it may have played
        await until(app, pilot, lambda: app.screen.name == "handoff", "the new game's hand-off")
        assert app.session is not finished and not app.session.game.is_over


async def test_a_right_click_on_a_setup_mark_changes_nothing(new_app):
    """A right click asks for a menu (as on a footer key): it made a person a computer."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        mark = app.screen.query_one("#junior-1")
        junior = mark.junior
        await pilot.click(mark, button=RIGHT)
        await settle(app, pilot)
        assert mark.junior == junior
        await pilot.click(mark)
        await settle(app, pilot)
        assert mark.junior != junior


async def test_the_app_keys_under_a_question_over_a_hidden_game_act_when_clicked(new_app):
    """A question over a game behind the too-small notice shows the app's keys ("? Help",
    "^r Rules"...), but every press was dropped there, theirs too: a click on "? Help" did
    nothing. A press on the footer acts; one on the hidden question still does nothing."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p")
        await until(app, pilot, lambda: app.screen.name == "confirm", "the pass question")
        yes = next(line for line in app.screen.query("AnswerLine") if line.result == "yes")
        yes_at = yes.region.x + 3, yes.region.y
        await pilot.resize_terminal(60, 15)
        await until(app, pilot, lambda: app.screen_stack[-2].too_small_now, "the notice")
        await press_at(app, pilot, *yes_at, at=100.0)
        assert app.screen.name == "confirm" and not app.session.game.actions
        await press_at(app, pilot, *footer_key_at(app, "app_key('help')"), at=102.0)
        assert app.screen.name == "help"
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: app.screen.name == "confirm", "back to the question")
        assert not app.session.game.actions



def footer_keys_under_the_question(app) -> list:
    """The keys the footer shows under the question on top (the question has none of its own)."""
    return [key for key in app.screen_stack[-2].query("FooterKey") if key.display]


async def test_the_quit_question_footer_shows_only_its_key_and_the_lines_answer_by_mouse(new_app):
    """docs/playing.md said the quit question had no footer, and the screen showed "^c Quit"
    under it: the footer is the screen's under the question, with only the key that works
    there (Ctrl+C again quits); a click on it lands on the question, so only its lines
    answer it by mouse, as the docs now say."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+c")
        assert app.screen.name == "quit"
        shown = footer_keys_under_the_question(app)
        assert [str(key.action).rpartition(".")[2] for key in shown] == ["request_quit"]
        await press_at(app, pilot, shown[0].region.x + 1, shown[0].region.y, at=100.0)
        assert app.screen.name == "quit" and app.return_code is None  # the click is the question's
        await keys(app, pilot, "ctrl+c")
    assert app.return_code == 0
