"""A family play-tester at the shared keyboard (h32-e): score screens at normal sizes said
nothing of the lines below the fold, capital letters did nothing on the screens that type no
words, the too-small notice left "now)." alone on a line, and quitting the "Unfinished game"
question printed nothing."""

from __future__ import annotations

from drivers import footer_shown, keys, past_the_handoff, rummy_step, settle, until
from screen_text import screen_text

from wordcards import saves
from wordcards.app import launch
from wordcards.app.session import Session
from tests_app_support import choice_for


async def to_the_final_score(app, pilot) -> None:
    """Every person's turn played by a simple player, each hand's score screen passed with
    Enter, until the match's final score screen."""
    await settle(app, pilot)
    for _ in range(3000):
        name = app.screen.name
        if name == "score" and app.screen.over:
            break
        game = app.session.game
        if name == "score":
            await keys(app, pilot, "enter")
        elif name == "turn" and not game.is_over and game.players[game.current].computer is not None:
            await settle(app, pilot)  # the computer's turn: settle does not wait for its timer (--fast: short); the loop comes round
        else:
            await rummy_step(app, pilot)
    await until(app, pilot, lambda: app.screen.name == "score" and app.screen.over, "the final score")


async def test_S15_a_three_player_rummy_final_at_80x24_shows_who_plays_next_and_says_it_scrolls(new_app):
    """"Play again: Bob plays first" was below the fold, and the footer had dropped
    "↑↓ Scroll" first (F2 and Rules give way before it now)."""
    app = new_app("rummy", "--players", "Ann,Bob,cpu:easy", "--target", "40", "--fast", "--seed", "21")
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_final_score(app, pilot)
        text = screen_text(app)
        assert "Bob wins" in text and "Tonight: 1 game" in text, text
        assert "Play again: Bob plays first" in text, text
        assert footer_shown(app).get("Scroll") == "down", footer_shown(app)


async def test_an_advanced_final_keeps_its_scroll_key_while_it_scrolls_and_takes_capital_letters(new_app):
    """At 80x24 the footer says the advanced final scrolls; where it fits, it does not.
    Caps Lock on: W, L, Q and N did nothing on a score screen (the turn screen takes
    capitals for words); the footer shows each key once."""
    app = new_app(
        "rummy", "--players", "Ann,cpu:easy,Tom", "--junior", "Tom", "--variant", "advanced", "--hands", "2", "--seed", "5", "--fast"
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await to_the_final_score(app, pilot)
        assert "Tonight: 1 game" in screen_text(app)
        assert "Scroll" in footer_shown(app), footer_shown(app)
        await pilot.resize_terminal(120, 60)
        await until(app, pilot, lambda: "Scroll" not in footer_shown(app), "no scroll key where it fits")
        shown = footer_shown(app)
        assert "Light/dark" in shown and shown["What could I have played?"] == "w" and "W" not in shown.values(), shown
        await keys(app, pilot, "L")
        await until(app, pilot, lambda: app.screen.name != "score", "the log")
        await keys(app, pilot, "Q")  # closes the log, as q does
        await until(app, pilot, lambda: app.screen.name == "score", "the score again")
        await keys(app, pilot, "W")
        await until(app, pilot, lambda: app.screen.name == "review", "the review")
        await keys(app, pilot, "Q")
        await until(app, pilot, lambda: app.screen.name == "score", "the score again")
        game = app.session.game
        await keys(app, pilot, "N")  # play again
        await until(app, pilot, lambda: app.session.game is not game, "a new match")


def save_an_unfinished_game(words) -> None:
    """Ann and Bob's Shuffle (seed 1) saved unfinished, for play's question to ask about."""
    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "1")
    Session.new(choice, words, choice.players).save()


async def test_the_unfinished_game_question_takes_its_keys_in_lower_case_only(new_app, words, monkeypatch):
    """It took capitals (Caps Lock), but a name typed onto it begins with one: 'Rosa'
    resumed the old game (docs/decisions/app.md). R answers nothing; r, later, resumes."""
    from tests_app_support import FakeClock

    clock = FakeClock()
    monkeypatch.setattr("wordcards.app.screens.unfinished.time", clock)
    save_an_unfinished_game(words)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished", "the question")
        await keys(app, pilot, "R")
        assert app.screen.name == "unfinished" and app.session is None
        clock.now += 1
        await keys(app, pilot, "r")
        await until(app, pilot, lambda: app.session is not None, "the game resumed")
        assert app.session.game.seed == 1


class _Ran:
    """An app that has already run (``launch._ran`` calls ``run()``): what it left behind."""

    def __init__(self, app):
        self.session, self.return_code, self.kept_unfinished = app.session, app.return_code, app.kept_unfinished
        self.hung_up, self.kept_note = app.hung_up, app.kept_note

    def run(self) -> None:
        pass


async def test_quitting_the_unfinished_game_question_says_the_game_is_kept_and_how_to_resume(new_app, words, capsys):
    """Esc or q printed nothing, where a quit from the game says where the save is."""
    for key in ("escape", "q"):
        save_an_unfinished_game(words)
        app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2", over_the_save=True)
        before = saves.save_path().read_bytes()
        async with app.run_test(size=(80, 24)) as pilot:
            await until(app, pilot, lambda: app.screen.name == "unfinished", "the question")
            await keys(app, pilot, key)
        capsys.readouterr()
        assert launch._ran("play", _Ran(app)) == 0
        said = capsys.readouterr().err
        assert said.startswith("The unfinished game is kept in ") and str(saves.save_path()) in said, said
        assert "wordcards resume" in said and said.count("\n") == 2 and said.endswith(" resume\n"), said
        assert saves.save_path().read_bytes() == before


async def too_small_lines(new_app, size) -> list[str]:
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # the hand-off holds Enter behind its own notice
        await pilot.resize_terminal(*size)
        await until(app, pilot, lambda: "Make the terminal" in screen_text(app), "the notice")
        return [line.strip() for line in screen_text(app).splitlines() if line.strip()]


async def test_a_notification_waits_while_the_too_small_notice_shows_and_never_cuts_it(new_app):
    """At 40x12 a notification (the unreadable save moved aside, as a new game starts) was
    drawn over "Make the terminal at least 64x20", cutting it. It waits while the notice
    shows, and shows once the terminal is big enough again (if not timed out)."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await past_the_handoff(app, pilot)  # the hand-off holds Enter behind its own notice
        await pilot.resize_terminal(40, 12)
        await until(app, pilot, lambda: "Make the terminal" in screen_text(app), "the notice")
        app.notify("The unreadable save was moved to /home/ann/unreadable-1.json (it is not deleted).", timeout=60)
        await settle(app, pilot)
        lines = [line.strip() for line in screen_text(app).splitlines() if line.strip()]
        at = lines.index("Make the terminal at least 64x20")
        assert lines[at + 1] == "to play (it is 40x12)." and "unreadable" not in " ".join(lines), lines
        await pilot.resize_terminal(100, 30)
        await settle(app, pilot)
        assert "The unreadable save was moved" in " ".join(screen_text(app).split())


async def test_the_too_small_notice_is_one_line_just_below_the_size_and_breaks_between_phrases_at_40(new_app):
    """At 60 columns it read "... (it is 60x20" / "now).": one line now; at 40 it breaks
    between phrases, never inside one."""
    lines = await too_small_lines(new_app, (60, 20))
    assert "Make the terminal at least 64x20 to play (it is 60x20)." in lines, lines
    lines = await too_small_lines(new_app, (40, 20))
    at = lines.index("Make the terminal at least 64x20")
    assert lines[at + 1] == "to play (it is 40x20).", lines
