"""What tools/fuzz_keys.py found (random keys, pastes and resizes): each test replays the
shortest sequence of keys that crashed the app or broke an invariant."""

from __future__ import annotations

from drivers import keys, past_the_handoff, settle, until, until_the_handoff_acts

from wordcards.ai import choose_action
from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session
from wordcards.app.widgets.common.scrolled import ScrolledBody
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset


def finished_shuffle(words) -> ShuffleGame:
    """A Shuffle game of two computers, played to its end by the engine alone."""
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 190)
    while not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    return game


async def test_a_resize_just_before_play_again_leaves_the_old_turn_screen_alone(words):
    """Fuzz seed 15: the turn screen under the final score redrew after a resize (its panels
    fit the width) once Play again (n) had replaced it with the new game's turn screen:
    its panels were gone, NoMatches '#status', and the app crashed."""
    app = WordcardsApp(Session(finished_shuffle(words), autosave=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "score", "the score screen")
        app.simulate_key("n")  # play again ...
        await pilot.resize_terminal(70, 22)  # ... with the terminal resized at once
        await settle(app, pilot)
        assert app.return_code is None and not app.session.game.actions
        assert app.screen.name == "handoff"


async def test_enter_pressed_twice_on_the_setup_screen_starts_one_game(new_app):
    """Fuzz seed 7 (its setup screen): Enter twice in a burst on a name, two seats named.
    The first Enter started the game and left the screen; the second, handled by the screen
    already left, started it again: ScreenStackError (no screen left to pop), a crash."""
    app = new_app("rummy", "--seed", "2471", "--variant", "inverse")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        for key in [*"ann", "tab", "tab", "tab", *"cy", "enter", "enter"]:
            app.simulate_key(key)
        await settle(app, pilot)
        assert app.return_code is None
        assert [player.name for player in app.session.game.players] == ["ann", "cy"]
        assert app.screen.name == "handoff"


async def test_quit_typed_in_a_burst_on_a_hand_off_quits_without_a_crash(new_app):
    """Fuzz seed 238 (a rummy game started from the setup screen): Ctrl+Q, Enter and y in
    one burst on a hand-off. The hand-off's Enter came back as the app quit, and the turn
    screen was pushed then, mounted without its panels: NoMatches '#pads', a crash on the
    way out (exit status 1)."""
    app = new_app("rummy", "--seed", "1473", "--variant", "inverse", "--deals", "1", "--players", "Ann,Bob")
    async with app.run_test(size=(70, 22)) as pilot:
        await until_the_handoff_acts(app, pilot)  # the burst as the fuzzer typed it, to a hand-off that acts on it
        assert app.screen.name == "handoff"
        for key in ["ctrl+q", "enter", "y"]:
            app.simulate_key(key)
        await settle(app, pilot)
        assert app.screen.name == "quit"  # its answer typed ahead answers nothing (typed_ahead.py)
        await keys(app, pilot, "y")
    assert app.return_code == 0


async def test_quit_answered_twice_in_a_burst_quits_without_a_crash(new_app):
    """Fuzz seed 3007: Ctrl+Q y Ctrl+Q y in one burst. The first y quit; the second Ctrl+Q,
    already on its way, asked again as the app closed, and its y saved once more from a turn
    screen whose panels were gone: NoMatches 'WordEntry', a crash on the way out."""
    app = new_app("rummy", "--seed", "6194", "--players", "Ann,Bob")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)  # Ann takes the keyboard: her line is saved from the screen
        assert app.screen.name == "turn"
        for key in ["ctrl+q", "y", "ctrl+q", "y"]:
            app.simulate_key(key)
        await settle(app, pilot)
        # Typed before the question was drawn, neither y nor the second Ctrl+Q answers it
        # (typed_ahead.py; QuitScreen.quit_key_again): a y pressed once it shows quits.
        assert app.screen.name == "quit" and app.return_code is None
        await keys(app, pilot, "y")
    assert app.return_code == 0


def finished_rummy(words) -> RummyMatch:
    """An advanced rummy match of one hand, played to its end by the engine alone."""
    game = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 8432, variant="advanced", hands=1)
    while not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    return game


async def test_f2_q_f2_in_a_burst_on_the_review_leaves_the_score_footer_whole(words):
    """Fuzz seed 235: on the final score's review (w), F2, q (back to the score) and F2 in
    one burst: the score screen's footer came back empty, its keys (Enter Play again, w,
    Help, Quit) working but not shown."""
    app = WordcardsApp(Session(finished_rummy(words), autosave=False))
    async with app.run_test(size=(64, 20)) as pilot:
        await settle(app, pilot)
        app.simulate_key("w")
        await settle(app, pilot)
        assert app.screen.name == "review"
        for key in ["f2", "q", "f2"]:
            app.simulate_key(key)
        await settle(app, pilot)  # NotSettled: the footer shows [] in place of the score's keys
        assert app.screen.name == "score"


async def test_a_word_typed_before_help_plays_after_the_terminal_shrank_under_help_and_grew(new_app):
    """Found with the fuzzer's too-small check (a probe, not a campaign seed): a word typed,
    ? (help), the terminal shrunk below the notice, Esc, the terminal grown. Back from help,
    Textual gave the focus to the first focusable widget, the table hidden under the notice;
    once the panels showed again the table kept it, and Enter did not play the word."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)  # Ann takes the keyboard
        for key in [*"ajar", "question_mark"]:
            app.simulate_key(key)
        await settle(app, pilot)
        assert app.screen.name == "help"
        await pilot.resize_terminal(50, 15)
        await settle(app, pilot)
        app.simulate_key("escape")
        await settle(app, pilot)
        await pilot.resize_terminal(100, 30)
        await settle(app, pilot)
        assert app.focused is app.screen.entry
        app.simulate_key("enter")
        await settle(app, pilot)
        assert [action.word.upper() for action in app.session.game.actions] == ["AJAR"]  # j: a joker


async def test_keys_in_a_burst_on_resume_at_a_small_terminal_do_not_crash(new_app):
    """Fuzz seed 1153: a game quit at 40x12 and started again, then r, r and Enter in one
    burst on 'Unfinished game'. The footer of the turn screen being put up asked whether
    its keys worked before the screen had its children: the too-small notice was looked
    up (NoMatches 'TooSmallNotice'), and the app crashed."""
    argv = ("shuffle", "--seed", "6842", "--players", "Flo,Bob,Dee", "--junior", "Bob")  # no --fast: no computer
    app = new_app(*argv)
    async with app.run_test(size=(40, 12)) as pilot:
        await until_the_handoff_acts(app, pilot)  # Flo's, as the fuzzer met it
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")  # once the question shows (a y typed ahead answers nothing)
    assert app.return_code == 0
    app = new_app(*argv, over_the_save=True)
    async with app.run_test(size=(40, 12)) as pilot:
        await settle(app, pilot)
        for key in ["pagedown", "r", "r", "enter"]:
            app.simulate_key(key)
        await settle(app, pilot)
        assert app.return_code is None


async def test_f2_twice_on_the_match_score_keeps_its_footer_and_its_scrolling(words):
    """Fuzz seed 1173: F2 (light/dark) twice on rummy's final score, the screen settled in
    between: the screen is drawn anew in the new colours, and its new footer showed no keys
    at all (Enter Play again, w, Help, Quit working unseen). And from the first F2 the
    breakdown had lost the focus: at 64x20 the arrows no longer scrolled it."""
    for size in [(85, 49), (64, 20)]:
        app = WordcardsApp(Session(finished_rummy(words), autosave=False))
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            for _ in range(2):
                app.simulate_key("f2")
                await settle(app, pilot)  # NotSettled: the footer shows [] in place of the score's keys
            assert app.screen.name == "score"
            assert isinstance(app.focused, ScrolledBody)  # the arrows scroll the breakdown


async def test_a_resize_as_play_again_replaces_the_turn_screen_under_the_notice(words):
    """Fuzz seed 1222: on the final score with the terminal too small (the notice over the
    turn screen under it), Enter (play again) and the terminal made big at once. The old
    turn screen, being removed, fitted again and gave its focus back after a refresh, when
    it had left the app: NoScreen, a crash."""
    app = WordcardsApp(Session(finished_rummy(words), autosave=False))
    async with app.run_test(size=(70, 22)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "score"
        await pilot.resize_terminal(80, 13)
        app.simulate_key("enter")  # play again ...
        await pilot.resize_terminal(146, 30)  # ... with the terminal made big at once
        await settle(app, pilot)
        assert app.return_code is None and not app.session.game.actions


async def test_a_tip_check_after_play_again_leaves_the_old_turn_screen_alone(words):
    """Play-testers (an inverse match, its final score at 80x24): resized, then Enter (play
    again) at once. The old turn screen's redraw for the resize asked, after the next refresh,
    whether its first-turn tip must give way; that ran once play again had replaced it, read
    its message line first: NoMatches 'MessageLine', a crash 2 times in 3. The check, run
    after play again as it then did, must leave the gone screen alone."""
    game = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 11, variant="inverse", deals=1)
    while not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        old_turn = app.screen_stack[-2]
        assert app.screen.name == "score" and old_turn.name == "turn"
        app.simulate_key("enter")  # play again
        await until(app, pilot, lambda: old_turn not in app.screen_stack, "the old turn screen replaced")
        old_turn._tip_gives_way()  # the check the resize's redraw had scheduled
        await settle(app, pilot)
        assert app.return_code is None and not app.session.game.actions


async def test_a_redraw_or_tip_check_left_for_after_quitting_leaves_the_turn_alone(new_app):
    """A resize's redraw and the tip check it schedules wait for the next refresh; at quit
    (Ctrl+C, "Quit") they may come as the app takes its screens down, the turn screen still
    in the stack but its panels gone: NoMatches. The app is exiting: they do nothing."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # Ann's turn
        turn = app.screen
        assert turn.still_shown()
        await turn.remove_children()  # as the app's shutdown removes them, bottom up
        app.exit()
        assert turn in app.screen_stack
        turn._redraw_if_shown()  # what the resize scheduled
        turn._tip_gives_way()
