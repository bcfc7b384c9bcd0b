"""Snapshots of the main screens at 80x24 (update with --snapshot-update after a deliberate change)."""

from __future__ import annotations

import pytest
from drivers import keys, past_the_handoff, rummy_plan, settle, typed, until, until_the_handoff_acts, yes_to_the_question
from textual.widgets import Input

from wordcards.engine.rummy import Meld

SIZE = (80, 24)


PAST_THE_HANDOFF = "past the hand-off"  # in ``pressing``'s keys: Enter once the hand-off acts on keys


def pressing(*names: str):
    """Press these keys once the app has settled (and a hand-off it opens on acts on keys:
    one not yet drawn drops them, and its footer shows no Enter yet), and let it settle
    again before the shot (snap_compare's own ``press`` does not wait for the footer to redraw)."""

    async def run_before(pilot) -> None:
        await settle(pilot.app, pilot)
        if pilot.app.screen.name == "handoff":
            await until_the_handoff_acts(pilot.app, pilot)
        for name in names:
            if name == PAST_THE_HANDOFF:
                await past_the_handoff(pilot.app, pilot)
            else:
                await pilot.press(name)
        # A blinking cursor is drawn or not by the clock: shown steadily, the shot is the same on a busy machine.
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False
        await settle(pilot.app, pilot)

    return run_before


def test_handoff_screen(snap_compare, new_app):
    assert snap_compare(new_app("shuffle", "--players", "Ann,Bob", "--seed", "1"), run_before=pressing(), terminal_size=SIZE)


def test_setup_screen(snap_compare, new_app):
    assert snap_compare(new_app("rummy", "--juniors"), run_before=pressing(), terminal_size=SIZE)


def test_setup_screen_asking_the_game(snap_compare, new_app):
    """'wordcards play' with no game: Word Rummy chosen, its scoring asked."""
    assert snap_compare(new_app("--seed", "1"), run_before=pressing("space", "tab"), terminal_size=SIZE)


def test_setup_screen_asking_the_game_shows_shuffles_seats(snap_compare, new_app):
    """'wordcards play' opens on Shuffle: its six seats, not Word Rummy's eight."""
    assert snap_compare(new_app("--seed", "1"), run_before=pressing(), terminal_size=SIZE)


def test_shuffle_turn_screen(snap_compare, new_app):
    app = new_app("shuffle", "--players", "Ann,Bob,Cy", "--seed", "1")
    assert snap_compare(app, run_before=pressing(PAST_THE_HANDOFF, "c", "a", "t", "enter"), terminal_size=SIZE)


def test_rummy_turn_screen_with_score_pads(snap_compare, new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1", "--variant", "advanced")
    assert snap_compare(app, run_before=pressing(PAST_THE_HANDOFF, "ctrl+d"), terminal_size=SIZE)


def test_rummy_eight_seats_with_score_pads(snap_compare, new_app):
    """Eight seats above the pads: the table's seats two a line, every one in sight."""
    app = new_app("rummy", "--players", "Ann,Bob,Cy,Dee,Eve,Fay,Gus,Hal", "--seed", "1", "--variant", "advanced")
    assert snap_compare(app, run_before=pressing(PAST_THE_HANDOFF), terminal_size=SIZE)


def test_rummy_colours_in_the_light_theme(snap_compare, new_app):
    """The colour marks and a palette for light backgrounds (F2 switches)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "22")
    assert snap_compare(app, run_before=pressing("f2", PAST_THE_HANDOFF, "ctrl+t"), terminal_size=SIZE)


def test_help_screen(snap_compare, new_app, monkeypatch):
    # The help names the command as this player runs it: pin it, so the picture does not
    # depend on the checkout's path.
    monkeypatch.setattr("sys.argv", ["wordcards"])
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    assert snap_compare(app, run_before=pressing("question_mark"), terminal_size=SIZE)


def test_choice_list(snap_compare, new_app):
    """Seed 22: Bob can make EEL with two choices of cards (R4), so a list asks which."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "22")

    async def to_the_choice(pilot):
        await settle(app, pilot)
        for _ in range(40):  # as test_R4_a_choice_of_colours_is_asked_when_it_matters: Bob's first turn
            if app.screen.name == "choice":
                break
            game = app.session.game
            if app.screen.name == "handoff":
                await past_the_handoff(app, pilot)
                continue
            if app.screen.name == "confirm":  # "Discard X?"
                await yes_to_the_question(app, pilot)
                continue
            plan = rummy_plan(game, melds_per_turn=0)
            if plan in ("draw", "take"):
                await keys(app, pilot, "ctrl+d")
                melds = [a for a in game.legal_actions() if isinstance(a, Meld)]
                word = next((m.word for m in melds if len(game.resolve(m.word)) > 1), None)
                if word:
                    await keys(app, pilot, *typed(word))
            else:
                await keys(app, pilot, *typed(plan.card.letter))
                await until(app, pilot, lambda: app.screen.name in ("choice", "confirm"))
                if app.screen.name == "choice":
                    await keys(app, pilot, "1")
                else:
                    await yes_to_the_question(app, pilot)
        assert app.screen.name == "choice"

    assert snap_compare(app, run_before=to_the_choice, terminal_size=SIZE)


# --- issue 11: turn, choice, score and review screens of both games at 80x24 and 120x40 ---

SIZES = [(80, 24), (120, 40)]


async def shuffle_to_the_end(app, pilot) -> None:
    """Ann passes (and says yes) until the hard computer has won."""
    await until(app, pilot, lambda: app.session is not None)
    for _ in range(400):
        if app.screen.name == "score":
            break
        if app.screen.name == "handoff":
            await past_the_handoff(app, pilot)
        elif app.screen.name == "confirm":  # yes to the pass
            await yes_to_the_question(app, pilot)
        elif app.screen.name == "turn" and app.session.game.players[app.session.game.current].computer is None:
            await keys(app, pilot, "ctrl+p")
        else:  # a computer's turn: settle does not wait for its timer; --fast keeps it short and the loop comes round again
            await settle(app, pilot)
    await until(app, pilot, lambda: app.screen.name == "score")
    await settle(app, pilot)


async def rummy_to_the_end(app, pilot) -> None:
    """Ann draws and discards her first card until the one deal is over."""
    from wordcards.engine.rummy import Discard, Phase

    await until(app, pilot, lambda: app.session is not None)
    for _ in range(600):
        game = app.session.game
        name = app.screen.name
        if name == "score":
            break
        if name == "handoff":
            await past_the_handoff(app, pilot)
        elif name == "confirm":  # "Discard X?"
            await yes_to_the_question(app, pilot)
        elif name == "choice":
            await keys(app, pilot, "1")
        elif name == "turn" and not game.is_over and game.players[game.current].computer is None:
            if game.phase is Phase.DRAW:
                await keys(app, pilot, "ctrl+d")
            else:
                discard = next(a for a in game.legal_actions() if isinstance(a, Discard))
                await keys(app, pilot, *typed(discard.card.letter))
                await until(app, pilot, lambda: app.screen.name != "turn" or app.session.game.phase is not Phase.PLAY)
        else:  # a computer's turn: settle does not wait for its timer; --fast keeps it short and the loop comes round again
            await settle(app, pilot)
    await until(app, pilot, lambda: app.screen.name == "score")
    await settle(app, pilot)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_shuffle_turn_with_a_table(snap_compare, new_app, size):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")

    async def play(pilot):
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("litre"))
        await settle(app, pilot)

    assert snap_compare(app, run_before=play, terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_shuffle_choice_with_scores(snap_compare, new_app, size, words):
    """Bob can steal Ann's word or make it from his hand: the list says what each scores."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    start = {"hands": ["AEINRST", "CHARTSE"], "table": [{"owner": 0, "word": "CART"}], "current": 1,
             "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)
    app = WordcardsApp(Session(game, autosave=False))

    async def ask(pilot):
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("carts"))
        await until(app, pilot, lambda: app.screen.name == "choice")
        await settle(app, pilot)

    assert snap_compare(app, run_before=ask, terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_shuffle_final_score_with_how_it_ended(snap_compare, new_app, size):
    app = new_app("shuffle", "--players", "Ann,cpu:hard", "--seed", "3", "--fast")
    assert snap_compare(app, run_before=lambda pilot: shuffle_to_the_end(app, pilot), terminal_size=size)


def reviewed(app, to_the_end):
    """A pilot's steps for ``snap_compare``: the game played ``to_the_end``, then w, the review."""

    async def review(pilot):
        await to_the_end(app, pilot)
        await keys(app, pilot, "w")
        await until(app, pilot, lambda: app.screen.name == "review")
        await settle(app, pilot)

    return review


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_shuffle_review(snap_compare, new_app, size):
    app = new_app("shuffle", "--players", "Ann,cpu:hard", "--seed", "3", "--fast")
    assert snap_compare(app, run_before=reviewed(app, shuffle_to_the_end), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_rummy_turn_after_a_draw(snap_compare, new_app, size):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4", "--variant", "advanced")

    async def draw(pilot):
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        await settle(app, pilot)

    assert snap_compare(app, run_before=draw, terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_rummy_discard_question(snap_compare, new_app, size):
    from wordcards.engine.rummy import Discard

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")

    async def ask(pilot):
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        game = app.session.game
        letters = [c.letter for c in game.hand(0)]
        card = next(a.card for a in game.legal_actions() if isinstance(a, Discard) and letters.count(a.card.letter) == 1)
        await keys(app, pilot, *typed(card.letter))
        await until(app, pilot, lambda: app.screen.name == "confirm")
        await settle(app, pilot)

    assert snap_compare(app, run_before=ask, terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_rummy_final_score(snap_compare, new_app, size):
    app = new_app("rummy", "--players", "Ann,cpu:hard", "--seed", "4", "--variant", "inverse", "--deals", "1", "--fast")
    assert snap_compare(app, run_before=lambda pilot: rummy_to_the_end(app, pilot), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
def test_rummy_review(snap_compare, new_app, size):
    app = new_app("rummy", "--players", "Ann,cpu:hard", "--seed", "4", "--variant", "inverse", "--deals", "1", "--fast")
    assert snap_compare(app, run_before=reviewed(app, rummy_to_the_end), terminal_size=size)


def test_too_small_notice(snap_compare, new_app):
    """The turn's notice: the terminal made small once the hand shows (the hand-off holds
    its Enter behind a notice of its own)."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    past_the_handoff = pressing(PAST_THE_HANDOFF)

    async def run_before(pilot) -> None:
        await pilot.resize_terminal(*SIZE)
        await past_the_handoff(pilot)
        await pilot.resize_terminal(50, 14)
        await settle(pilot.app, pilot)

    assert snap_compare(app, run_before=run_before, terminal_size=(50, 14))
