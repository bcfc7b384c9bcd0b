"""The log shows the newest lines when the turn comes back to the person at the keyboard: a
play-tester who had scrolled it back (Tab to the log, PgUp) found the computer's plays below
the view on their next turn, and once at the start of rummy hand 2 without any scrolling.
While the log has the focus it keeps the reader's place and says there are new lines below."""

from __future__ import annotations

from drivers import keys, past_the_handoff, typed, until, yes_to_the_question
from screen_text import screen_text

from wordcards.app.widgets.common.panels import NEW_LINES_BELOW, GameLog


def at_the_end(log: GameLog) -> bool:
    return log.scroll_y == log.max_scroll_y


def a_lone_letter(game) -> str:
    """A letter Ann holds once: its discard asks no "which one?"."""
    letters = [card.letter for card in game.view(0).hand]
    return next(letter for letter in letters if letters.count(letter) == 1)


async def draw_and_discard(app, pilot) -> None:
    """Ann's rummy turn: a draw, then a lone letter discarded (the question follows)."""
    await keys(app, pilot, "ctrl+d")
    await keys(app, pilot, *typed(a_lone_letter(app.session.game)))


async def pass_the_turn(app, pilot) -> None:
    """Ann's shuffle turn: a pass (the question follows)."""
    await keys(app, pilot, "ctrl+p")


async def turns_until_the_log_scrolls(app, pilot, ann_moves, lines: int = 2) -> None:
    """Ann moves (``ann_moves``, then yes to its question; the computer plays between) until
    the log has more than ``lines`` past its view."""
    game = app.session.game
    log = app.screen.query_one(GameLog)
    for _ in range(20):
        if log.max_scroll_y > lines:
            return
        await ann_moves(app, pilot)
        await yes_to_the_question(app, pilot)
        await until(app, pilot, lambda: game.current == 0 and app.screen.name == "turn", "Ann's turn again")
    raise AssertionError("the log never grew past its view")


async def test_a_log_scrolled_back_shows_the_computers_plays_when_the_players_turn_comes_back_in_rummy(new_app):
    app = new_app("rummy", "--players", "Ann,cpu:hard", "--seed", "3", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await turns_until_the_log_scrolls(app, pilot, draw_and_discard)
        game, log = app.session.game, app.screen.query_one(GameLog)
        await keys(app, pilot, "tab", "tab")
        await until(app, pilot, lambda: app.screen.focused is log, "the log's focus")
        await keys(app, pilot, "pageup")
        await until(app, pilot, lambda: not at_the_end(log), "the log scrolled back")
        await keys(app, pilot, "ctrl+d")  # the draw takes the focus back to the word
        await keys(app, pilot, *typed(a_lone_letter(game)))  # the letter takes the focus to the word
        await yes_to_the_question(app, pilot)
        await until(app, pilot, lambda: game.current == 0 and "Your turn, Ann." in screen_text(app), "Ann's turn again")
        await until(app, pilot, lambda: at_the_end(log), "the log at its end")
        assert log.max_scroll_y > 0 and at_the_end(log)
        assert game.log[-1].split()[0] == "Bit" and NEW_LINES_BELOW not in log.border_subtitle


async def test_a_log_scrolled_back_shows_the_computers_plays_when_the_players_turn_comes_back_in_shuffle(new_app):
    app = new_app("shuffle", "--players", "Ann,cpu:hard", "--seed", "12", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game, log = app.session.game, app.screen.query_one(GameLog)
        await turns_until_the_log_scrolls(app, pilot, pass_the_turn)
        await keys(app, pilot, "tab", "tab")
        await until(app, pilot, lambda: app.screen.focused is log, "the log's focus")
        await keys(app, pilot, "pageup")
        await until(app, pilot, lambda: not at_the_end(log), "the log scrolled back")
        await keys(app, pilot, "tab")  # the player leaves the log
        await keys(app, pilot, "ctrl+p")
        await yes_to_the_question(app, pilot)
        await until(app, pilot, lambda: game.current == 0 and "Your turn, Ann." in screen_text(app), "Ann's turn again")
        await until(app, pilot, lambda: at_the_end(log), "the log at its end")
        assert log.max_scroll_y > 0 and at_the_end(log)


async def test_lines_written_while_another_screen_covers_the_log_are_in_view_when_it_closes(new_app, computer_waits):
    """Seen at the start of rummy hand 2, with no scrolling: the new hand is dealt as its
    score screen closes (Textual calls back before it pops the screen), and the log's scroll
    to its end was worked out while the score screen still covered it, on its old height."""
    app = new_app("shuffle", "--players", "cpu:hard,Ann", "--seed", "5")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "turn", "the turn screen")
        turn = app.screen
        log = turn.query_one(GameLog)
        await keys(app, pilot, "question_mark")
        await until(app, pilot, lambda: app.screen is not turn, "the help")
        log.show([f"Bit (hard) played a long word, line {number} of many" for number in range(60)])
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: app.screen is turn, "the turn screen again")
        await until(app, pilot, lambda: log.max_scroll_y > 0 and at_the_end(log), "the log at its end")
        assert "line 59 of many" in screen_text(app)


async def test_the_log_read_with_the_focus_keeps_its_place_and_says_new_lines_came_below(new_app, computer_waits):
    app = new_app("shuffle", "--players", "cpu:hard,Ann", "--seed", "5")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "turn", "the turn screen")
        log = app.screen.query_one(GameLog)
        lines = [f"Bit (hard) played action {number}" for number in range(60)]
        log.show(lines)
        await keys(app, pilot, "tab", "tab")
        await until(app, pilot, lambda: app.screen.focused is log and log.max_scroll_y > 0, "the log's focus")
        assert log.border_subtitle == "↑↓ PgUp PgDn · Tab: word"
        await keys(app, pilot, "pageup")
        await until(app, pilot, lambda: not at_the_end(log), "the log scrolled back")
        await pilot.wait_for_scheduled_animations()  # PageUp scrolls smoothly: its place once still
        kept = log.scroll_y
        log.show(lines + ["Bit (hard) played one more"])  # what a computer's action does
        await keys(app, pilot)
        assert log.scroll_y == kept and log.border_subtitle == f"{NEW_LINES_BELOW} · Tab: word"
        await keys(app, pilot, "tab")  # the reader leaves the log: it says so there too
        assert app.screen.focused is not log and log.border_subtitle == NEW_LINES_BELOW
        log.show(lines + ["Bit (hard) played one more", "Bit: last"])
        await until(app, pilot, lambda: "Bit: last" in screen_text(app), "the log's new line in view")
        assert at_the_end(log) and log.border_subtitle == ""


async def test_the_log_scrolled_back_with_the_wheel_keeps_its_place_until_the_players_turn_comes_back(new_app):
    """The wheel scrolls the log without the focus (it stays on the word): the next line
    snapped it to the end, as if no one read it, and never said "↓ new lines". The place is
    kept, saying so, until the player's own turn comes back: then the newest lines show."""
    app = new_app("shuffle", "--players", "Ann,cpu:hard", "--seed", "12", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game, turn, log = app.session.game, app.screen, app.screen.query_one(GameLog)
        await turns_until_the_log_scrolls(app, pilot, pass_the_turn, lines=4)
        log.scroll_to(y=log.max_scroll_y - 3, animate=False)  # as the wheel does, the focus left on the word
        await keys(app, pilot)
        kept = log.scroll_y
        assert app.screen.focused is not log and not at_the_end(log)
        log.show(turn.shown_log() + ["Bit (hard) played one more"])  # a new line, the turn not back yet
        await keys(app, pilot)
        assert log.scroll_y == kept and log.border_subtitle == NEW_LINES_BELOW
        await keys(app, pilot, "ctrl+p")
        await yes_to_the_question(app, pilot)
        await until(app, pilot, lambda: game.current == 0 and "Your turn, Ann." in screen_text(app), "Ann's turn again")
        await until(app, pilot, lambda: at_the_end(log), "the log at its end")
        assert log.max_scroll_y > 0 and at_the_end(log) and log.border_subtitle == ""
