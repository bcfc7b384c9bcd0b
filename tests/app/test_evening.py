"""An evening of games: who starts (S15), play again with the first seat moved on, the
evening's scoreboard kept across resume, and the rummy hand limit in the header (R11)."""

from __future__ import annotations

import pytest

from drivers import keys, past_the_handoff, play_to_the_hands_score, settle, until
from textual import events
from screen_text import screen_text
from test_fuzz_finds import finished_rummy, finished_shuffle
from test_rummy_game import play_match

from wordcards import saves
from wordcards.ai import choose_action
from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.loading import load_rules, load_words
from wordcards.resources import ruleset_path
from wordcards.rulesets import default_ruleset


async def test_S15_the_setup_screen_chooses_who_starts(new_app):
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob", "tab", "tab", "tab", *"Cy")
        await settle(app, pilot)
        who = app.screen.query_one("#who-starts")
        who.focus()
        await settle(app, pilot)
        assert "Ann" in screen_text(app)  # the first seat until the table chooses
        await pilot.press("right")
        await settle(app, pilot)
        assert "◂ Bob ▸" in screen_text(app)
        await pilot.press("right", "right")  # past Cy to "at random"
        await settle(app, pilot)
        assert "◂ at random ▸" in screen_text(app)
        await pilot.press("right")  # round to Ann
        await settle(app, pilot)
        assert "◂ Ann ▸" in screen_text(app)
        await pilot.press("left", "left")  # back past "at random" to Cy
        await settle(app, pilot)
        assert "◂ Cy ▸" in screen_text(app)
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        game = app.session.game
        assert game.current == 2 and app.screen.name == "handoff" and "Pass to Cy" in screen_text(app)
        assert game.log[0].endswith("Cy plays first")
        assert "Why Cy plays first: the table's choice (S15)" in app.session.log()


async def test_S15_at_random_on_the_setup_screen_lets_the_seed_choose(new_app):
    app = new_app("shuffle", "--seed", "4", "--first", "random")
    async with app.run_test(size=(80, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob")
        await settle(app, pilot)
        assert "at random" in screen_text(app)
        await pilot.press("enter")
        await settle(app, pilot)
    from wordcards.app.session import first_seat

    first = app.session.game.current
    assert first == first_seat(app.session.game.players, "random", 4)
    assert f"Why {app.session.game.players[first].name} plays first: drawn at random (S15)" in app.session.log()


async def test_S15_first_on_the_command_line(new_app):
    app = new_app("rummy", "--players", "Ann,Bob,Cy", "--first", "Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.session.game.current == 1 and "Pass to Bob" in screen_text(app)
        assert "Why Bob plays first: the table's choice (S15)" in app.session.log()
        # The hand-off reads plainly: the ruling's id is for the log and Ctrl+R's rules.
        assert "Why Bob plays first: the table's choice" in screen_text(app) and "S15" not in screen_text(app)


async def test_R11_the_header_says_the_most_hands_a_match_lasts(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3", "--max-hands", "12")
    async with app.run_test(size=(100, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert "hand 1 of at most 12" in screen_text(app)


async def test_S15_play_again_moves_the_first_seat_and_the_scoreboard_survives_resume(new_app, words):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "21", "--max-hands", "1")
    async with app.run_test(size=(80, 30)) as pilot:
        await settle(app, pilot)
        await play_match(app, pilot, refuse_and_undo=False)
        first = app.session.game
        assert first.is_over and "1 hand was played, the most a match lasts" in first.outcome.reason  # R11 ended it
        winners = tuple(first.players[i].name for i in first.outcome.winners)
        # the footer is drawn once the score screen's keys are known
        await until(app, pilot, lambda: "Play again" in screen_text(app), "Play again in the footer")
        text = screen_text(app)
        assert "Play again" in text and "Tonight: 1 game" in text and "Games won" in text
        # S15: the final screen says who plays first next, and why, before Enter is pressed.
        assert "Play again: Bob plays first (the first seat moves on each game)" in text and "S15" not in text
        await keys(app, pilot, "n")
        second = app.session.game
        assert second is not first and not second.actions
        assert second.players == first.players and second.options == {**first.options, "first": 1}
        assert second.rules == first.rules and second.seed != first.seed
        assert second.current == 1 and app.screen.name == "handoff" and "Pass to Bob" in screen_text(app)
        assert "Why Bob plays first: the first seat moves on one place each game (S15)" in app.session.log()
        assert "S15" not in screen_text(app)
        assert app.session.evening == (winners,)
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")

    # The evening is saved with the unfinished game; resume brings it back.
    saved = saves.read_save()
    assert saved.evening == (winners,)
    resumed = WordcardsApp(Session.resume(saved, words, None, None))
    async with resumed.run_test(size=(80, 30)) as pilot:
        await settle(resumed, pilot)
        assert resumed.session.evening == (winners,)
        await play_match(resumed, pilot, refuse_and_undo=False)
        game = resumed.session.game
        text = screen_text(resumed)
        assert game.is_over and "Tonight: 2 games" in text
        both = [winners, tuple(game.players[i].name for i in game.outcome.winners)]
        for name in ("Ann", "Bob"):
            wins = sum(name in w for w in both)
            assert any(line.split() == [name, str(wins)] for line in text.splitlines())
        await keys(resumed, pilot, "n")  # the first seat moves on again: back to Ann
        assert resumed.session.game.current == 0 and resumed.session.game.options.get("first", 0) == 0
        assert len(resumed.session.evening) == 2


async def test_a_final_score_closed_without_an_answer_comes_back(words):
    """The score screen closed with no answer (no key of its own does that;
    Textual's dismiss action would): the player was left on the finished game's table,
    where no key acts, with no way to play again. The score comes back."""
    app = WordcardsApp(Session(finished_shuffle(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "score", "the score screen")
        closed = app.screen
        closed.dismiss(None)
        await until(app, pilot, lambda: app.screen is not closed, "the score screen closed")
        await settle(app, pilot)
        assert app.screen.name == "score" and app.return_code is None
        await keys(app, pilot, "n")  # and its keys work: play again
        assert not app.session.game.actions


async def test_a_hands_score_closed_without_an_answer_comes_back(new_app):
    """Between rummy hands the score screen is the only way to the next hand: closed
    without an answer, it comes back (the match was stuck on a hand no key could end)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "39", "--target", "30")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await play_to_the_hands_score(app, pilot)
        closed = app.screen
        closed.dismiss(None)
        await until(app, pilot, lambda: app.screen is not closed, "the score screen closed")
        await settle(app, pilot)
        assert app.screen.name == "score" and game.hand_number == 1
        await keys(app, pilot, "enter")
        assert game.hand_number == 2


async def rules_of_the_match(app, pilot) -> None:
    """Ctrl+R on Ann's first turn (past its hand-off): the rules screen of the match in play."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, "ctrl+r")
    assert app.screen.name == "rules"


async def test_R11_the_rules_screen_says_this_matchs_hand_limit_and_target(new_app):
    """Ctrl+R during a match gives its own numbers, not the ruleset's defaults (25, 150)."""
    from wordcards.rules_text import rulings

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3", "--max-hands", "7", "--target", "90")
    async with app.run_test(size=(100, 30)) as pilot:
        await rules_of_the_match(app, pilot)
        said = {ruling.id: ruling.text for ruling in rulings(app.screen.rules)}
        assert "ends after 7 hands" in said["R11"] and "has 90 points" in said["R7"]


async def test_the_rules_screen_says_which_variant_this_match_plays(new_app):
    """The rulings cover all three variants; the title once read "Word Rummy (standard)" in an
    advanced match (the ruleset's name), so the match's variant and length come under it."""
    app = new_app("rummy", "--variant", "advanced", "--hands", "3", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await rules_of_the_match(app, pilot)
        text = screen_text(app)
        assert "Rules of Word Rummy" in text and "(standard)" not in text
        assert "This match: Advanced scoring: 3 hands." in text


async def test_R11_the_setup_screen_says_the_target_and_the_hand_limit(new_app):
    app = new_app("rummy", "--max-hands", "9")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "setup"
        assert "Standard scoring: to 150 points, at most 9 hands." in screen_text(app)


async def test_keys_typed_before_the_final_score_was_shown_do_not_act_on_it(words):
    """Typed while the computer made the last play, queued as the final score was drawn: n
    started the next game, w opened the review, q quit, and the score was never read.
    Keys made before the screen came on top do nothing there; q Quit is in its footer."""
    typed_ahead = [events.Key(key, key) for key in ("w", "n", "q")]
    app = WordcardsApp(Session(finished_shuffle(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "score", "the score screen")
        score = app.screen
        for key in typed_ahead:  # each alone: on the review, q goes back to the score
            app.post_message(key)
            await settle(app, pilot)
            assert app.screen is score and app.return_code is None, key.key
        await until(app, pilot, lambda: "q Quit" in screen_text(app), "q in the footer")
        assert "^c Quit" not in screen_text(app)  # one Quit: q, which Ctrl+C still does
        await keys(app, pilot, "w")  # keys typed on it act
        assert app.screen.name == "review"


async def test_quitting_after_an_evening_of_games_asks_first(words):
    """The last game over, Ctrl+C or q quit at once, and the evening's scoreboard ("Tonight:
    2 games") was gone. With more than one game tonight they ask first; one game quits at once."""
    session = Session(finished_shuffle(words), autosave=False)
    session.evening = (("Ann",),)
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "score", "the score screen")
        for key in ("q", "ctrl+c"):
            await keys(app, pilot, key)
            await until(app, pilot, lambda: app.screen.name == "quit", "the quit question")
            assert "Tonight's scoreboard (2 games) is not kept" in screen_text(app)
            await keys(app, pilot, "n")
            await until(app, pilot, lambda: app.screen.name == "score", "back to the scores")
        assert app.return_code is None
        await keys(app, pilot, "q")
        await until(app, pilot, lambda: app.screen.name == "quit", "the quit question")
        await keys(app, pilot, "y")
    assert app.return_code == 0

    alone = WordcardsApp(Session(finished_shuffle(words), autosave=False))
    async with alone.run_test(size=(80, 24)) as pilot:
        await until(alone, pilot, lambda: alone.screen.name == "score", "the score screen")
        await keys(alone, pilot, "q")
    assert alone.return_code == 0


async def test_the_quit_question_over_the_review_says_its_keys_go_back_to_the_review(words, monkeypatch):
    """Ctrl+Q on the review after the second game of an evening: the question's n and Esc
    said "Back to the scores", and left the review on top. They say where they go."""
    import wordcards.ai

    monkeypatch.setattr(wordcards.ai, "review", lambda *args, **kwargs: [])  # made at once
    session = Session(finished_shuffle(words), autosave=False)
    session.evening = (("Ann",),)
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "score", "the score screen")
        await keys(app, pilot, "w")
        await until(app, pilot, lambda: app.screen.name == "review", "the review")
        for key in ("n", "escape"):
            await keys(app, pilot, "ctrl+q")
            await until(app, pilot, lambda: app.screen.name == "quit", "the quit question")
            await until(app, pilot, lambda: "Back to the review" in screen_text(app), "its answers shown")
            assert "Back to the scores" not in screen_text(app), screen_text(app)
            await keys(app, pilot, key)
            await until(app, pilot, lambda: app.screen.name == "review", "back to the review")
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: app.screen.name == "score", "the score screen")
        await keys(app, pilot, "ctrl+q")
        await until(app, pilot, lambda: "Back to the scores" in screen_text(app), "the question over the scores")


async def test_the_quit_question_over_a_list_over_the_scores_says_its_keys_go_back_to_the_list(words):
    """A list (the colours to pick) open over the scores after the second game of an evening:
    Ctrl+Q said "Back to the scores", but n went back to the list. It says "Back to the list"."""
    from wordcards.app.screens.ask import evening_quit_screen
    from wordcards.app.screens.choice import ChoiceScreen

    session = Session(finished_shuffle(words), autosave=False)
    session.evening = (("Ann",),)
    app = WordcardsApp(session)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "score", "the score screen")
        app.push_screen(ChoiceScreen("Which colour?", ["R (red)", "R (blue)"]))
        await until(app, pilot, lambda: app.screen.name == "choice", "the list")
        await keys(app, pilot, "ctrl+q")
        await until(app, pilot, lambda: app.screen.name == "quit", "the quit question")
        await until(app, pilot, lambda: "Back to the list" in screen_text(app), "its answers shown")
        assert "Back to the scores" not in screen_text(app), screen_text(app)
        await keys(app, pilot, "n")
        await until(app, pilot, lambda: app.screen.name == "choice", "back to the list")
    # The score screen's is named, not the fallback: the finished turn (before its scores show) is the game.
    def stay(under: str) -> str:
        return next(answer.label for answer in evening_quit_screen(2, under).answers if answer.key == "n")

    assert (stay("score"), stay("turn")) == ("Back to the scores", "Back to the game")


@pytest.mark.parametrize("finished", [finished_shuffle, finished_rummy], ids=["shuffle", "rummy"])
async def test_l_on_the_final_score_shows_the_whole_log_from_its_first_line(words, finished):
    """The final score showed only the last lines of the log ("How it ended"), and the
    review only one's own turns: nothing showed the whole game. L (in the footer) does."""
    app = WordcardsApp(Session(finished(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: "l Log" in screen_text(app), "l in the footer")
        first_line = app.screen.whole_log[0]
        await keys(app, pilot, "l")
        assert app.screen.name == "whole-log"
        await settle(app, pilot)
        assert first_line in " ".join(screen_text(app).split())
        await keys(app, pilot, "escape")
        assert app.screen.name == "score"


async def test_another_game_after_shuffle_keeps_the_table_and_the_evening(words):
    """g on the final score: the same players in another game (here Word Rummy, inverse
    scoring), the first seat moved on (S15) and tonight's scoreboard carried on; the game
    just played is not offered again (Enter plays it again)."""
    finished = finished_shuffle(words)
    winners = tuple(finished.players[i].name for i in finished.outcome.winners)
    app = WordcardsApp(Session(finished, autosave=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await until(app, pilot, lambda: "g Another game" in screen_text(app), "g in the score's footer")
        await keys(app, pilot, "g")
        text = screen_text(app)
        assert app.screen.name == "choice" and "Which game next?" in text and "Bob plays first" in text
        assert "1 Word Rummy - Standard scoring: to 150 points, at most 25 hands" in text
        assert "3 Word Rummy - Inverse scoring: 5 deals" in text and "Shuffle" not in text
        await keys(app, pilot, "3")
        game = app.session.game
        assert game.game_name == "rummy" and game.variant == "inverse" and not game.actions
        assert game.players == finished.players and game.current == 1  # Bob: the next seat on (S15)
        assert app.session.evening == (winners,) and app.screen.name == "handoff"
        assert "Why Bob plays first: the first seat moves on one place each game (S15)" in app.session.log()


async def test_esc_on_the_list_of_other_games_goes_back_to_the_score(words):
    """At 80x24 the footer has no room for g (it gives way, as F2 and Rules do): it works
    unseen, as every key Help lists."""
    app = WordcardsApp(Session(finished_rummy(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: "Play again" in screen_text(app), "the score's footer")
        assert "g Another game" not in screen_text(app)  # no room in the footer: the board says it
        assert "Another game: press g (the same players; tonight's games go on counting)" in screen_text(app)
        score = app.screen
        await keys(app, pilot, "g")
        assert "1 Shuffle" in screen_text(app) and "Advanced scoring" not in screen_text(app)  # not the one just played
        await keys(app, pilot, "escape")
        assert app.screen is score and app.session.game.is_over


async def test_another_game_is_not_offered_between_rummy_hands(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "21", "--max-hands", "2")
    async with app.run_test(size=(80, 30)) as pilot:
        await settle(app, pilot)
        await play_to_the_hands_score(app, pilot)
        assert not app.session.game.is_over and app.screen.check_action("another_game", ()) is False
        await keys(app, pilot, "g")
        assert app.screen.name == "score"


def played_out(game) -> None:
    """``game`` played to its end by the engine alone (easy computers in every seat)."""
    while not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))


async def test_another_game_leaves_out_a_game_the_tables_word_list_cannot_play(tmp_path):
    """A list of two-letter words plays rummy (R4: 2+ letters), never Shuffle (S5: 3+): g
    does not offer Shuffle, rather than start a game nobody could play (seating_refusal)."""
    twos = tmp_path / "twos.txt"
    twos.write_text("at\nto\nox\nno\non\nit\nis\nas\nan\nin\n", encoding="utf-8")
    words = load_words(str(twos), None)
    game = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 8432, variant="advanced", hands=1)
    played_out(game)
    app = WordcardsApp(Session(game, wordlist=str(twos), autosave=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await until(app, pilot, lambda: "g Another game" in screen_text(app), "g in the score's footer")
        await keys(app, pilot, "g")
        text = screen_text(app)
        assert "1 Word Rummy - Standard scoring" in text and "2 Word Rummy - Inverse scoring" in text
        assert "Shuffle" not in text
        await keys(app, pilot, "1")
        assert app.session.game.variant == "standard" and app.session.wordlist == str(twos)


async def test_a_game_played_tonight_keeps_its_ruleset_when_the_table_comes_back_to_it(words, tmp_path):
    """Shuffle by a family's ruleset, then rummy (g), then Shuffle again (g): the family's
    ruleset again, not the shipped one (WordcardsApp.rules_tonight)."""
    ours = tmp_path / "ours.yaml"
    ours.write_text(ruleset_path("shuffle").read_text(encoding="utf-8").replace("hand_size: 7 ", "hand_size: 8 "), encoding="utf-8")
    game = ShuffleGame.new(load_rules("shuffle", str(ours)), words, (Player("Ann"), Player("Bob")), 190)
    played_out(game)
    session = Session(game, autosave=False)
    session.ruleset = str(ours)
    app = WordcardsApp(session)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(app, pilot, lambda: "g Another game" in screen_text(app), "g in the score's footer")
        await keys(app, pilot, "g", "1")
        assert app.session.kind == "rummy" and app.session.ruleset is None  # the shipped rummy
        shuffle = [offer for offer in app.next_games() if offer.game == "shuffle"]
        assert [offer.ruleset for offer in shuffle] == [str(ours)] and shuffle[0].rules.hand_size == 8


async def test_after_a_resume_the_next_game_is_dealt_with_the_resumed_games_own_files(new_app, words, data_dir, tmp_path):
    """Review s52: `play shuffle` resumed (r) an unfinished rummy match played with a house
    file; play again and another game after it dealt from the command line's choice (Shuffle,
    no house file) while keeping the rummy's words. The table's own choice is the resumed game's."""
    house = tmp_path / "house.txt"
    house.write_text("+zorp\n", encoding="utf-8")
    data_dir.mkdir()
    started = RummyMatch.new(default_ruleset("rummy"), words, (Player("Cy"), Player("Di")), 3)
    saves.write_save(started.to_json(), wordlist=None, house=str(house))
    app = new_app("shuffle", "--players", "Ann,Bob", over_the_save=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "r")
        assert app.session.kind == "rummy" and app.choice is None
        again = app.this_tables_choice()
        assert again.game == "rummy" and again.house == str(house) and again.players == app.session.game.players
        assert app.words is app.session.game.words
