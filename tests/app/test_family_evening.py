"""A family's evening played with fresh eyes: the rough edges a newcomer met (text cut
between a letter and its value, the two games saying the same thing two ways)."""

from __future__ import annotations

import re

import pytest
from drivers import keys, past_the_handoff, typed, until
from rich.console import Console
from screen_text import screen_text

from wordcards.rulesets import default_ruleset


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_the_rules_screen_never_cuts_a_card_value_from_its_letter(game):
    """At 100 columns the rules screen ended a line with "Y" and began the next with "4 Z 10":
    a letter's value read as the next letter's. The card table now: at every width each
    letter has its count and its value under it, and every letter is there."""
    from wordcards.app.screens.rulebook import rules_renderable
    from wordcards.rules_text import card_rows

    rows = card_rows(default_ruleset(game))
    for width in range(40, 100):
        console = Console(width=width, record=True, color_system=None)
        console.print(rules_renderable(default_ruleset(game)))
        lines = console.export_text().split("\nCards\n", 1)[1].splitlines()
        assert all(len(line.rstrip()) <= width for line in lines), width
        bands = [index for index, line in enumerate(lines) if line.startswith("letter ")]
        letters = [letter for index in bands for letter in lines[index].split()[1:]]
        assert letters == [letter for letter, _, _ in rows], width
        for index in bands:  # the header, its rule, then cards and values, column under column
            shown = zip(lines[index].split()[1:], lines[index + 2].split()[1:], lines[index + 3].split()[1:], strict=True)
            assert all((letter, int(count), int(value)) in rows for letter, count, value in shown), (width, index)


async def test_the_empty_word_line_says_the_same_thing_the_same_way_in_both_games(new_app):
    """Shuffle's word line said "type a word, Enter plays it" and rummy's "a word + Enter
    melds it · one letter + Enter discards it": one shape now, whole at the narrowest
    turn screen (64 columns)."""
    shuffle = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with shuffle.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(shuffle, pilot)
        assert "› type a word + Enter to play\n" in screen_text(shuffle)
    rummy = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with rummy.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(rummy, pilot)
        assert "› draw first: Ctrl+D the draw pile, Ctrl+Y the discard pile" in screen_text(rummy)
        await keys(rummy, pilot, "ctrl+d")
        assert "› type a word + Enter to meld · one letter + Enter to discard\n" in screen_text(rummy)


@pytest.mark.parametrize("size", [(60, 20), (50, 14), (40, 20), (30, 20)])
async def test_the_too_small_notice_never_cuts_a_size_in_two(new_app, size):
    """At 60 x 20 the notice read "... (it is 60 x" and, on the next line, "20 now).": a
    size is one word now, "60x20", as terminals are spoken of."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # the hand-off holds Enter behind its own notice
        await pilot.resize_terminal(*size)
        await until(app, pilot, lambda: "Make the terminal" in screen_text(app), "the notice")
        text = screen_text(app)
        assert "Make the terminal" in text and f"{size[0]}x{size[1]}" in text
        for line in text.splitlines():
            assert not re.search(r"\d x\s*$", line) and not re.match(r"\s*x? ?\d+ now", line), line


async def test_a_hint_asked_again_with_nothing_played_is_noted_once(new_app):
    """Every Ctrl+G wrote "Ann used a hint" in the log: a child pressing it five times
    filled the log with the same line (a remote seat noted it so too). Once per position
    now; a hint after a play is noted again."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        for asked in range(3):
            await keys(app, pilot, "ctrl+g")
            for worker in list(app.workers):  # the hint is found in a worker thread
                await worker.wait()
            await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")
            await keys(app, pilot, *typed("zz"), "escape")  # something said between the hints
            assert app.session.log().count("Ann used a hint") == 1, asked


async def asked_a_hint(app, pilot) -> None:
    """Ctrl+G, and the hint shown (found in a worker thread)."""
    await keys(app, pilot, "ctrl+g")
    for worker in list(app.workers):
        await worker.wait()
    await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")


async def test_a_rummy_turn_hinted_at_each_step_is_noted_once_and_the_next_turn_again(new_app):
    """A rummy turn whose draw, meld and discard were each hinted wrote "Ann used a hint"
    once per step: once a turn now, as in Shuffle (below); her next turn's hint is noted."""
    from drivers import rummy_step

    from wordcards.engine.rummy import Phase

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        game = app.session.game
        await past_the_handoff(app, pilot)
        await asked_a_hint(app, pilot)
        await rummy_step(app, pilot)  # the draw
        assert game.view(0).phase is Phase.PLAY
        await asked_a_hint(app, pilot)
        assert app.session.log().count("Ann used a hint") == 1
        ann_again = lambda: app.screen.name == "turn" and game.current == 0 and game.view(0).phase is Phase.DRAW  # noqa: E731
        for _ in range(40):  # Ann's meld and discard, Bob's turn, Ann's hand-off
            await rummy_step(app, pilot)
            if ann_again():
                break
        assert ann_again() and any(line.startswith("Bob ") for line in game.log)
        await asked_a_hint(app, pilot)
        assert app.session.log().count("Ann used a hint") == 2


async def test_a_shuffle_turn_hinted_before_each_play_is_noted_once(new_app):
    """Shuffle's rule is rummy's: a hint asked before each play of a turn is noted once."""
    from wordcards.ai import hint

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "5")
    async with app.run_test(size=(100, 30)) as pilot:
        game = app.session.game
        await past_the_handoff(app, pilot)
        await asked_a_hint(app, pilot)
        await keys(app, pilot, *typed(hint(game).word))
        if app.screen.name == "choice":  # the hint's way first: Enter plays it
            await keys(app, pilot, "enter")
        assert len(game.actions) == 1 and game.current == 0 and hint(game) is not None
        await asked_a_hint(app, pilot)
        assert app.session.log().count("Ann used a hint") == 1



@pytest.mark.parametrize(
    "game, said",
    [
        ("rummy", "The scoring (standard, advanced or inverse), how long the match lasts, a ruleset or a word list of your own are chosen on the command line"),
        ("shuffle", "A ruleset or a word list of your own is chosen on the command line"),
    ],
)
async def test_the_setup_help_says_where_the_games_other_choices_are_made(new_app, game, said):
    """A family that typed "wordcards play rummy" met "Standard scoring" on the setup screen
    and nothing, there or in its help, said how to play advanced or inverse."""
    app = new_app(game)
    async with app.run_test(size=(100, 40)) as pilot:
        await keys(app, pilot, "f1")
        text = " ".join(re.sub("[█▀▄▁▂▃▄▅▆▇]", " ", screen_text(app)).split())  # without the frame and scroll bar
        assert app.screen.name == "help" and said in text
        assert "play --help lists" in text


@pytest.mark.parametrize("game, move, other", [("shuffle", "A pass ends the turn", "discard"), ("rummy", "A discard ends the turn", "A pass")])
async def test_a_games_help_speaks_of_that_games_moves_only(new_app, game, move, other):
    """Shuffle's help said "A pass (Shuffle) or a discard (rummy) ends the turn": in a game,
    its own move."""
    app = new_app(game, "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(100, 60)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "f1")
        text = " ".join(re.sub("[█▀▄▁▂▃▄▅▆▇]", " ", screen_text(app)).split())
        assert app.screen.name == "help" and move in text
        assert f"{other} " not in text.split("Undo (Ctrl+Z) takes back", 1)[1].split("typing ahead", 1)[0]
