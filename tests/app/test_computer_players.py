"""Computer seats in the app (issue 6): they play step by step through the session, no
hand shows while they play, hints are shown and noted in the log, and the review screen
lists each person's turns beside the best play found then."""

from __future__ import annotations

import dataclasses

from drivers import (
    hand_row, keys, past_the_handoff, rummy_step, rummy_tokens, settle, shuffle_plan, typed, until, yes_to_the_question,
)
from screen_text import screen_text

import pytest

from wordcards import saves
from wordcards.app.screens.turn import TurnScreen
from wordcards.app.session import Session
from wordcards.engine.players import Player


@pytest.fixture
def computer_screens(monkeypatch) -> list[str]:
    """The screen as drawn just before each computer action (each is checked: no hand)."""
    seen: list[str] = []
    step = TurnScreen._computer_step

    def watched(screen):
        if screen.computer_turn and screen.is_active:
            text = screen_text(screen.app)
            assert hand_row(text) is None, text  # privacy: no hand while a computer plays
            seen.append(text)
        step(screen)

    monkeypatch.setattr(TurnScreen, "_computer_step", watched)
    return seen


async def wait_for_people(app, pilot) -> None:
    """Let the computers play (with --fast) until a person's turn, a hand-off or a score screen."""

    def people_next() -> bool:
        game = app.session.game
        return app.screen.name != "turn" or game.is_over or game.players[game.current].computer is None

    await until(app, pilot, people_next, "the computer to finish its turn")


async def test_a_shuffle_game_with_a_computer_seat_plays_to_the_end(new_app, computer_screens):
    app = new_app("shuffle", "--players", "Ann,cpu:normal", "--seed", "3", "--fast")
    handoffs = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        game = app.session.game
        assert game.players[1] == Player("Bit (normal)", computer="normal")
        for _ in range(300):
            await wait_for_people(app, pilot)
            screen = app.screen.name
            if screen == "score":
                break
            if screen == "handoff":
                handoffs += 1
                await past_the_handoff(app, pilot)
            elif screen == "confirm":
                await yes_to_the_question(app, pilot)
            elif screen == "choice":
                await keys(app, pilot, "1")
            else:
                assert hand_row(screen_text(app)) == [c.letter or "*" for c in game.view(0).hand]
                play = shuffle_plan(game, plays_per_turn=1)
                if play is None:
                    await keys(app, pilot, *(["ctrl+e"] if game.view(0).turn_plays else ["ctrl+p", "enter"]))
                elif hasattr(play, "word"):
                    await keys(app, pilot, *typed(play.word))
                else:
                    await keys(app, pilot, "ctrl+j")
        assert game.is_over and app.screen.name == "score"
    # The engine checked every computer action as it was applied (it refuses illegal
    # ones); the game replays from its record, and both seats played.
    assert type(game).from_json(game.to_json(), game.words) == game
    seats = {entry for entry in game.log if entry.startswith("Bit (normal) ")}
    assert seats and any(line.startswith("Ann ") for line in game.log)
    # One person: the hand-off is shown at the start only (the keyboard never changes hands).
    computer_actions = sum(1 for seat in seats_of_actions(game) if game.players[seat].computer)
    assert handoffs == 1 and len(computer_screens) == computer_actions > 0
    assert all("Bit (normal) is playing" in text for text in computer_screens)


def seats_of_actions(game) -> list[int]:
    """Who played each action (replaying the game from its start)."""
    from dataclasses import replace

    replay = type(game).from_record(replace(game.record(), actions=()), game.words)
    seats = []
    for action in game.actions:
        seats.append(replay.current)
        replay.apply(action)
    return seats


async def test_a_rummy_hand_with_computers_never_shows_a_hand_during_their_turns(new_app, computer_screens):
    app = new_app("rummy", "--players", "cpu:hard,Ann,cpu:easy", "--seed", "4", "--fast", "--variant", "inverse", "--deals", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        game = app.session.game
        for _ in range(400):
            await wait_for_people(app, pilot)
            screen = app.screen.name
            if screen == "score":
                break
            await rummy_step(app, pilot, melds_per_turn=1)
        assert game.is_over and app.screen.name == "score"
    assert any(line.startswith("Bit (hard) ") for line in game.log)
    assert any(line.startswith("Dot (easy) ") for line in game.log)
    assert len(computer_screens) > 10


async def test_a_rummy_match_alone_against_a_computer_shows_the_hand_off_once(new_app):
    """docs/playing.md: alone against computers the hand-off comes up once, at the start.
    Rummy showed "Ann, ready?" again after each hand's score screen. Seed 3: the computer
    plays first in hand 2, Ann in hand 3; her hand comes back by itself both times."""
    app = new_app("rummy", "--players", "Ann,cpu:hard", "--seed", "3", "--fast")
    handoffs = 0
    your_turn_in_hand_2 = False
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        game = app.session.game
        for _ in range(600):
            await wait_for_people(app, pilot)
            screen = app.screen.name
            if game.hand_number == 3 and screen != "score":
                break
            if screen == "handoff":
                handoffs += 1
            if screen == "score":
                await keys(app, pilot, "enter")  # the next hand
                continue
            if game.hand_number == 2 and "Your turn, Ann." in screen_text(app):
                your_turn_in_hand_2 = True
            await rummy_step(app, pilot, melds_per_turn=1)
        assert game.hand_number == 3 and game.current == 0 and app.screen.name == "turn"
        (hand,) = [line for line in screen_text(app).splitlines() if line.startswith(" Hand ")]
        assert set(hand.split()[1:]) == rummy_tokens(game.view(0).hand)
    assert handoffs == 1 and your_turn_in_hand_2


async def test_keys_are_off_while_a_computer_plays(new_app, computer_waits):
    """The computer seat plays first; before its first action nothing typed acts for it."""
    app = new_app("shuffle", "--players", "cpu:hard,Ann", "--seed", "5")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        game = app.session.game
        assert app.screen.name == "turn" and game.current == 0 and not game.actions
        text = screen_text(app)
        assert "Bit (hard) is playing" in text and hand_row(text) is None
        footer = text.splitlines()[-1]
        assert "Pass" not in footer and "Hint" not in footer
        await keys(app, pilot, "ctrl+p", "ctrl+g", *typed("cat"))
        assert not game.actions and not app.session.in_play.notes


@pytest.mark.parametrize("key", ["ctrl+z", "ctrl+g", "ctrl+p", "ctrl+e"])
async def test_a_turn_key_pressed_while_a_computer_plays_says_who_is_playing(new_app, computer_waits, key):
    """Like a letter typed then, a turn key (hidden from the footer) says why it does nothing."""
    app = new_app("shuffle", "--players", "cpu:hard,Ann", "--seed", "5")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, key)
        message = "Bit (hard) is playing: your keys work again when its turn is over."
        assert message in screen_text(app) and not app.session.game.actions


async def test_hint_shows_the_best_play_and_the_log_notes_it_across_resume(new_app, words):
    from wordcards.ai import hint, hint_points
    from wordcards.app import shuffle_choice

    app = new_app("shuffle", "--players", "Ann,cpu:easy", "--seed", "3", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        assert "Hint" in screen_text(app).splitlines()[-1]
        best = hint(game)
        assert game.is_legal(best)
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")  # found in a worker thread
        text = screen_text(app)
        said = f"Hint: {game.describe(best)} ({hint_points(game, best):+d} to your score): type {best.word.upper()}, then Enter."
        assert said in " ".join(text.split())  # the message may wrap
        assert "Ann used a hint" in text
        assert not game.actions  # a hint changes nothing
        # Playing the hinted word works; the note stays in the log after the play.
        await keys(app, pilot, *typed(best.word))
        if app.screen.name == "choice":  # the hint's way first: Enter plays it
            assert shuffle_choice.in_order(game, game.resolve(best.word.upper()), best)[0] == best
            await keys(app, pilot, "enter")
        assert list(game.actions) == [best]
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    session = Session.resume(saves.read_save(), words, None, None)
    log = session.log()
    assert log.index("Ann used a hint") == 1 and log[2].startswith("Ann played")


async def _pass_to_the_end_and_review(app, pilot) -> None:
    """Ann passes every turn (the computer wins quickly), then w on the score screen."""
    await settle(app, pilot)
    for _ in range(200):
        await wait_for_people(app, pilot)
        if app.screen.name == "score":
            break
        if app.screen.name == "handoff":
            await past_the_handoff(app, pilot)
        elif app.screen.name == "confirm":  # yes to the pass
            await yes_to_the_question(app, pilot)
        else:
            await keys(app, pilot, "ctrl+p")
    assert app.session.game.is_over and app.screen.name == "score"
    # The footer is drawn once the screen's bindings are known.
    await until(app, pilot, lambda: "What could I have played?" in screen_text(app), "the review's key in the footer")
    await keys(app, pilot, "w")
    await until(app, pilot, lambda: "Most at once" in screen_text(app), "the review")  # a worker thread


async def test_review_screen_lists_each_turn_of_each_person(new_app):
    app = new_app("shuffle", "--players", "Ann,cpu:hard", "--seed", "3", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.session.game
        await _pass_to_the_end_and_review(app, pilot)
        text = screen_text(app)
        from wordcards.ai import review

        turns = review(game)
        assert turns and all(t.seat == 0 for t in turns)
        assert f"Ann: {len(turns)} turns" in text and "Most at once" in text
        assert "pass" in text
        await keys(app, pilot, "escape")
        assert app.screen.name == "score"


async def test_a_review_of_two_people_at_the_keyboard_names_whose_hand(new_app):
    """Ann and Bob at the shared keyboard: the review shows both their turns, and said
    "from your hand" on Bob's rows as on Ann's (read as the reader's hand)."""
    app = new_app("shuffle", "--players", "Ann,Bob,cpu:hard", "--seed", "3", "--fast")
    async with app.run_test(size=(120, 80)) as pilot:
        await _pass_to_the_end_and_review(app, pilot)
        text = " ".join(screen_text(app).split())
        assert "Ann: " in text and "Bob: " in text
        assert "from Ann's hand" in text and "from Bob's hand" in text and "your hand" not in text


async def test_the_review_opened_again_shows_at_once(new_app, monkeypatch):
    """Esc and w again made the whole review again: seconds for a Shuffle game, a minute
    for a rummy match, with the same result (it is seeded)."""
    import wordcards.ai

    app = new_app("shuffle", "--players", "Ann,cpu:hard", "--seed", "3", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await _pass_to_the_end_and_review(app, pilot)
        first = screen_text(app)
        await keys(app, pilot, "escape")
        assert app.screen.name == "score"
        monkeypatch.setattr(wordcards.ai, "review", lambda *args, **kwargs: pytest.fail("the review was made again"))
        await keys(app, pilot, "w")
        assert app.screen.name == "review" and screen_text(app) == first


# --- choosing computer seats -----------------------------------------------------------


def test_players_option_reads_computer_seats():
    from tests_app_support import choice_for

    choice = choice_for("shuffle", "--players", "Ann,cpu:hard,cpu:easy,cpu", "--juniors", "--fast")
    assert choice.players == (
        Player("Ann", junior=True),
        Player("Bit (hard)", computer="hard"),
        Player("Dot (easy)", computer="easy"),
        Player("Pix (normal)", computer="normal"),
    )
    assert choice.fast
    # A person's name is never given to a computer.
    assert [p.name for p in choice_for("rummy", "--players", "bit,CPU:Hard").players] == ["bit", "Dot (hard)"]


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        ("cpu:hard,cpu:easy", "every seat is a computer"),
        ("Ann,cpu:master", "unknown computer level 'master' (easy, normal, hard or expert)"),
    ],
)
def test_players_option_refuses_bad_computer_seats(players, expected):
    from tests_app_support import choice_for

    from wordcards.app.launch import LaunchError

    with pytest.raises(LaunchError) as info:
        choice_for("shuffle", "--players", players)
    assert expected in str(info.value)


def test_a_junior_mark_is_for_people_only():
    from tests_app_support import choice_for

    from wordcards.app.launch import LaunchError

    with pytest.raises(LaunchError) as info:
        choice_for("shuffle", "--players", "Ann,cpu:hard", "--junior", "Bit (hard)")
    assert "Bit (hard) is a computer player" in str(info.value) and "only people are juniors" in str(info.value)


async def test_setup_screen_marks_a_seat_as_a_computer(new_app):
    app = new_app("shuffle", "--seed", "2", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", "tab", "tab")  # to seat 2's person/computer mark
        await pilot.press("space", "space", "space")  # easy, normal, hard
        await settle(app, pilot)
        assert "computer hard" in screen_text(app)
        await pilot.press("ctrl+s")  # Enter starts too
        await settle(app, pilot)
        assert app.session.game.players == (Player("Ann"), Player("Bit (hard)", computer="hard"))
        assert app.screen.name in ("handoff", "turn")


async def test_setup_screen_refuses_computers_only(new_app):
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press("tab", "tab", "space", "tab", "tab", "tab", "space", "ctrl+s")
        await settle(app, pilot)
        assert "At least one player must be a person" in screen_text(app) and app.session is None


async def test_the_expert_thinks_in_a_thread_and_plays_its_turn(new_app):
    """An expert seat (issue 14) plays its first turn without a key pressed; its thinking
    runs in a worker thread, and the turn comes back to the person."""
    app = new_app("rummy", "--players", "cpu:expert,Ann", "--seed", "5", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.session.game
        assert game.players[0] == Player("Bit (expert)", computer="expert")
        # Uncapped here (conftest): the expert's turn takes what this machine takes.
        await until(app, pilot, lambda: game.current == 1 or game.is_over, "the expert's turn played")
        assert game.current == 1 and len(game.actions) >= 2  # a draw and a discard at least
        assert any(line.startswith("Bit (expert) ") for line in game.log)


@pytest.mark.parametrize("first", ["Bit (hard)", "Bit", "bit", "cpu:hard"])
def test_S15_first_names_a_computer_seat_as_it_is_shown_or_as_it_was_typed(first):
    """The refusal lists a computer seat as "Bit (hard)"; "Bit", and "cpu:hard" as typed in
    --players, name it too."""
    from tests_app_support import choice_for

    from wordcards.app.session import first_seat

    choice = choice_for("rummy", "--players", "Ann,cpu:hard", "--first", first)
    assert first_seat(choice.players, choice.first, choice.seed) == 1


def test_S15_first_refuses_a_computer_name_two_seats_answer_to_saying_how_to_name_one():
    """Both seats are at the table: "not one of the players" was wrong; the short names
    ("Bit", as the refusal suggests) tell them apart."""
    from tests_app_support import choice_for

    from wordcards.app.launch import LaunchError
    from wordcards.app.session import first_seat

    with pytest.raises(LaunchError) as info:
        choice_for("shuffle", "--players", "Ann,cpu:hard,cpu:hard", "--first", "cpu:hard")
    assert str(info.value) == (
        "--first: 'cpu:hard' fits more than one seat (Bit (hard), Dot (hard)); say which: --first Bit or --first Dot"
    )
    dot = choice_for("shuffle", "--players", "Ann,cpu:hard,cpu:hard", "--first", "Dot")
    assert first_seat(dot.players, dot.first, dot.seed) == 2


def test_a_junior_mark_refuses_a_computer_name_two_seats_answer_to_as_computers():
    """It said "not one of the players (Ann)" though both seats are at the table; as for
    --first, it says which seats the name fits, and that those are computers (naming one of
    them would be refused in turn)."""
    from tests_app_support import choice_for

    from wordcards.app.launch import LaunchError

    with pytest.raises(LaunchError) as info:
        choice_for("shuffle", "--players", "Ann,cpu:hard,cpu:hard", "--junior", "cpu:hard")
    assert str(info.value) == (
        "--junior 'cpu:hard' fits more than one seat (Bit (hard), Dot (hard)): "
        "computer players, whose level says how they play (only people are juniors)"
    )
    with pytest.raises(LaunchError) as info:
        choice_for("shuffle", "--players", "Ann,cpu:hard,cpu:hard", "--junior", "Dot")
    assert str(info.value).startswith("--junior 'Dot': Dot (hard) is a computer player")


def test_the_review_summary_keeps_a_wrapped_line_under_its_name():
    """The expert's line of the review's summary wraps with its indent (it ran back to
    the left edge at 80 columns)."""
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.app.screens.review import summary

    turns = [
        SimpleNamespace(name="Ann", missed_tallies=0, missed=3, expert_gain=11.2, expert_lead=11.2, expert_otherwise=True, expert_clear=True, expert_noise=2.0, expert_same_as="", won=""),
        SimpleNamespace(name="Ann", missed_tallies=0, missed=0, expert_gain=0, expert_otherwise=False, expert_clear=False),
    ]
    console = Console(width=60, record=True)
    console.print(summary(turns, ["Ann"]))
    lines = console.export_text().rstrip().splitlines()
    assert lines[0].startswith("Ann: 2 turns, 1 of them could have scored 3 points more at")
    assert len(lines) == 5 and all(line.startswith("     ") and line.strip() for line in lines[1:])
    assert "its choice was clearly better in 1 (about 11 points further ahead of the others)" in " ".join(" ".join(lines).split())


async def test_the_status_line_gives_no_first_play_tip_while_a_computer_plays(new_app, computer_waits):
    """The first-play tip ("4+ letters from your hand") is for the person at the keyboard:
    on a computer's first turn it was shown to them, addressed to the computer, and at 80
    columns it was cut off ("... from your")."""
    app = new_app("shuffle", "--players", "cpu:expert,Ann", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "turn" and app.session.game.current == 0
        status = screen_text(app).splitlines()[0]
        assert "Bit's turn" in status and "first play" not in status and "your" not in status


def test_the_review_summary_of_a_single_turn_says_turn_and_it():
    """One turn reviewed read "1 turns, a better play in 1 of them"."""
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.app.screens.review import summary

    def said(turns) -> str:
        console = Console(width=120, record=True)
        console.print(summary(turns, ["Ann"]))
        return " ".join(console.export_text().split())

    one = [SimpleNamespace(name="Ann", missed_tallies=0, missed=24, expert_gain=18.2, expert_lead=18.2, expert_otherwise=True, expert_clear=True, expert_noise=2.0, expert_same_as="", won="")]
    assert said(one) == (
        "Ann: 1 turn, it could have scored 24 points more at once "
        "the expert would have played it differently; in the games it imagined, its choice was clearly better (about 18 points further ahead of the others)"
    )
    none = [SimpleNamespace(name="Ann", missed_tallies=0, missed=0, expert_gain=0, expert_otherwise=False, expert_clear=False)] * 2
    assert said(none) == "Ann: 2 turns, no play found that would have scored more at once the expert would have played every turn as Ann did"
    one_point = [SimpleNamespace(name="Ann", missed_tallies=0, missed=1, expert_gain=0, expert_otherwise=False, expert_clear=False)]
    assert said(one_point) == "Ann: 1 turn, it could have scored 1 point more at once the expert would have played it as Ann did"  # it said "1 points missed"


def test_the_review_summary_of_a_player_with_no_turns_says_so():
    """Tom never played (Ann went out on turn 1, seed 201): his line read "Tom: 0 turns, no
    play found that would have scored more at once", judging turns that were never there.
    The same summary is drawn by the shared keyboard and a remote seat, in both games."""
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.app.screens.review import summary

    ann = SimpleNamespace(name="Ann", missed_tallies=0, missed=0, expert_gain=0, expert_otherwise=False, expert_clear=False)
    console = Console(width=120, record=True)
    console.print(summary([ann], ["Ann", "Tom"]))
    lines = [" ".join(line.split()) for line in console.export_text().rstrip().splitlines()]
    assert lines == [
        "Ann: 1 turn, no play found that would have scored more at once",
        "the expert would have played it as Ann did",
        "Tom: no turns played",
    ]


def test_R8_the_review_shows_a_best_found_of_as_many_points_and_a_tally_more():
    """Advanced: the turn melded JA (4) where JA and YA (a tally for 2 letters) were there; with
    as many points the review said "no better play found" and its summary nothing."""
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import best_cells, summary

    turn = TurnReview(
        0, "Ann", 1, 1, ("Ag Jg", "-Vb"), 4, ("Jg Ag", "Yr Ar"), 4, played_said=("meld JA (green)", "discard V (blue)"),
        best_said=("meld JA (green)", "meld YA (red)"), played_pad=("Primary 4 for 2 letters",),
        best_pad=("Primary 4 for 2 letters", "a tally for 2 letters"), pad_scored=True, played_tallies=0, best_tallies=1,
    )
    found, points = best_cells(turn)
    assert (found.plain, points.plain) == ("meld JA (green), meld YA (red)", "4")
    console = Console(width=120, record=True)
    console.print(summary([turn, SimpleNamespace(name="Ann", missed=0, missed_tallies=0, expert_otherwise=False)], ["Ann"]))
    assert " ".join(console.export_text().split()) == (
        "Ann: 2 turns, no play found that would have scored more at once; 1 of them could have added more tally marks at once"
    )


async def test_a_letter_typed_while_a_computer_plays_says_why_nothing_is_typed(new_app, computer_waits):
    """Typing during a computer's turn did nothing and said nothing; the word, not the
    table, has the focus from the start (the table said "Tab: back to the word")."""
    app = new_app("rummy", "--players", "cpu:expert,Ann", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        screen = app.screen
        assert screen.name == "turn" and screen.computer_turn
        assert screen.focused is screen.entry and "Tab: back to the word" not in screen_text(app)
        said = "Bit (expert) is playing: typing works again when its turn is over."
        await keys(app, pilot, "c")
        assert said in screen_text(app) and screen.entry.value == ""
        screen.message.clear()
        await keys(app, pilot, "tab")  # the table has the focus now: a letter says so too
        assert screen.focused is not screen.entry and said not in screen_text(app)
        await keys(app, pilot, "a")
        assert said in screen_text(app) and not app.session.game.actions


def test_the_review_adds_up_no_points_of_plays_that_exclude_each_other():
    """Rummy seed 9, Ann (against easy) draws and discards until Bit goes out: the summary
    said "36 points missed", 16 + 16 + 4, the same meld HOVE counted on turns 1 and 2 (it
    can be made once), and "Best found then: meld HOVE 16" over "expert: meld nothing"
    read as a contradiction. Now: the most one turn could have scored more, the column
    says what it is (the most at once), the expert's line that it looks ahead. Shuffle's
    summary is the same one: its best play missed on two turns (HOAGIE) is not added up either."""
    from rich.console import Console

    from wordcards import games
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import review_body

    def rummy_turn(number: int, discard: str, best: str, points: int, expert: str, gain: float, noise: float, clear: bool) -> TurnReview:
        return TurnReview(
            0, "Ann", number, 1, ("draw", f"discard {discard}"), 0, (f"meld {best}",), points, (f"discard {expert}",), gain,
            (f"discard {discard}",), (f"meld {best}",), (f"discard {expert}", "meld nothing"), noise, expert_clear_found=clear,
        )

    rummy = [
        rummy_turn(1, "Eg", "Hb Ob Vb Eb", 16, "Jr", 7.7, 7.4, True),
        rummy_turn(2, "Eb", "Hb Ob Vb Eb", 16, "Zr", 12.6, 12.5, True),
        rummy_turn(3, "Hb", "Hb Ob", 4, "Zr", -1.5, 7.9, False),
    ]
    best = ("new word HOAGIE from your hand",)
    shuffle = [TurnReview(0, "Ann", n, None, ("pass",), 0, ("HOAGIE",), 24, played_said=("pass",), best_said=best) for n in (1, 2)]

    def shown(turns: list[TurnReview], game: str) -> str:
        console = Console(width=80, record=True)
        console.print(review_body(turns, ["Ann"], games.entry(game).best_found))
        return " ".join(console.export_text().split())

    said = shown(rummy, "rummy")
    assert said.startswith("Ann: 3 turns, 3 of them could have scored more at once (up to 16 points more in a turn)")
    assert "36" not in said and "missed" not in said and "Best found" not in said
    assert "Most at once Pts" in said and said.count("the expert would have chosen discard") == 2
    assert "Each turn is judged on its own, as the game then stood, so no points are added up" in said
    said = shown(shuffle, "shuffle")
    assert said.startswith("Ann: 2 turns, 2 of them could have scored more at once (up to 24 points more in a turn)")
    assert "48" not in said and "Most at once: the single play that scores most at the turn's start" in said
    assert "counting what the expert chooses by: your score less the best other player's" in said
    # Several people's review: "that player's score" (it read "of that player own score").
    console = Console(width=80, record=True)
    console.print(review_body(shuffle, ["Ann", "Bob"], games.entry("shuffle").best_found))
    assert "counting what the expert chooses by: that player's score less" in " ".join(console.export_text().split())


def test_the_review_names_the_best_play_shown_as_this_play_when_the_expert_chooses_it():
    """The expert's line repeated the best play just above it word for word (a long Shuffle
    play wrapped over two lines twice, as if the two differed); then "(expert: the same,
    ...)" beside a pass left a newcomer unsure whether the expert would have played the
    word or passed (play-test h40). Now it is "this play", in a sentence about the expert."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import review_table

    best = ("new word HOAGIE from your hand",)
    same = TurnReview(0, "Ann", 1, None, ("pass",), 0, ("HOAGIE",), 24, ("HOAGIE",), 18.2, ("pass",), best, best, 4.0, expert_clear_found=True)
    other = TurnReview(
        0, "Ann", 2, None, ("pass",), 0, ("HOAGIE",), 24, ("HOE",), 3.0, ("pass",), best, ("new word HOE",), 1.0, expert_clear_found=True
    )
    console = Console(width=120, record=True)
    console.print(review_table([same, other]))
    text = " ".join(console.export_text().split())
    assert "the expert would have chosen this play; in the games it imagined, its choice left Ann about 18 points further ahead of the others than passing did" in text
    assert text.count("HOAGIE") == 2
    assert "the expert would have chosen new word HOE; in the games it imagined, its choice left Ann about 3 points further ahead of the others than passing did" in text


def test_the_review_says_the_expert_would_have_passed_too_under_a_better_play_shown():
    """Seed 3 of a 26-card Shuffle, Bob passing beside DRAFT (20): where the expert would
    have passed as well, the row said nothing of the expert, and a newcomer could not tell
    whether it was asked. Under a better play shown, it says so; beside "same as played"
    (nothing better shown) it says nothing, so the review does not double in length."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import review_table

    best = ("new word DRAFT from Bob's hand",)
    passed = TurnReview(1, "Bob", 2, None, ("pass",), 0, ("DRAFT",), 20, ("pass",), 0.0, ("pass",), best, ("pass",), None)
    played = TurnReview(1, "Bob", 3, None, ("RAFT",), 5, ("DRAFT",), 20, ("RAFT",), 0.0, ("new word RAFT",), best, ("new word RAFT",), None)
    matched = TurnReview(1, "Bob", 4, None, ("DRAFT",), 20, ("DRAFT",), 20, ("DRAFT",), 0.0, best, best, best, None)
    unasked = dataclasses.replace(passed, turn=5, expert=(), expert_gain=None, expert_said=())
    console = Console(width=120, record=True)
    console.print(review_table([passed, played, matched, unasked]))
    text = console.export_text()
    assert text.count("the expert would also have passed") == 1 and text.count("the expert would have played as Bob did") == 1
    assert text.count("the expert") == 2  # neither beside "same as played", nor where it was not asked


def test_the_review_says_what_the_expert_chose_and_that_its_gain_could_be_luck():
    """"+150 on average" read as a verdict where the deals' luck could make it 0: a choice
    the review did not find clearly better (expert_clear_found False) is said in one dim
    line that names neither a play nor a gain ("meld nothing, discard ..., no clear gain"
    on 19 of 34 rummy turns buried the few clear ones); a clear one is rounded and names the
    play, and the summary counts only the clear ones. When a gain is clear is fresh_gain's
    rule, tested in tests/ai/test_advice.py (test_the_reviews_gain_is_printed_from_deals_
    other_than_those_that_found_it_clear, test_a_gains_clearness_is_decided_on_its_unrounded_figures)."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import expert_line, review_table, summary

    best = ("new word HOAGIE from your hand",)

    def turn(number: int, gain: float, noise: float | None, clear: bool = False) -> TurnReview:
        return TurnReview(
            0, "Ann", number, None, ("pass",), 0, ("HOAGIE",), 24, ("HOE",), gain, ("pass",), best, ("new word HOE",), noise,
            expert_clear_found=clear,
        )

    # Turns 1 and 2 are not found clear, whatever their figures (turn 1's 150 is not shown);
    # turn 4 the expert would have played as Ann did (no noise: nothing measured).
    turns = [turn(1, 150.3, 160.0), turn(2, 0.4, 0.0), turn(3, 12.4, 5.1, clear=True), turn(4, 0.0, None)]
    console = Console(width=120, record=True)
    console.print(review_table(turns))
    console.print(summary(turns, ["Ann"]))
    text = " ".join(console.export_text().split())
    held = "the expert found nothing clearly better than passing in the games it imagined"
    assert text.count(held) == 2  # turns 1 and 2: expert_clear_found False
    assert "the expert would have chosen new word HOE; in the games it imagined, its choice left Ann about 12 points further ahead of the others than passing did" in text
    assert text.count("new word HOE") == 1 and "could be luck" not in text and "150" not in text and "(expert" not in text
    assert all("dim" in str(expert_line(t).style) for t in turns[:2]) and "dim" not in str(expert_line(turns[2]).style)
    # The expert's choice was the best play shown above it, not found clear: the same line.
    same = TurnReview(0, "Ann", 5, None, ("pass",), 0, ("HOAGIE",), 24, ("HOAGIE",), 0.5, ("pass",), best, best, 3.0)
    assert expert_line(same).plain == "\nthe expert found nothing clearly better than passing in the games it imagined"
    assert "would have played 3 of them differently; in the games it imagined, its choice was clearly better in 1 (about 12 points further ahead of the others)" in text


def test_the_review_says_passing_did_no_worse_where_the_expert_measured_no_gain():
    """Seed 3 of a 26-card Shuffle, Bob passing beside GRAFT (20): "(expert: the same, but
    over its deals the play made did at least as well)" left a newcomer unsure whether the
    expert would have played GRAFT or passed, and "its deals", "the play made" were jargon
    (play-test h40). Now the dim line names no play: the expert found nothing clearly
    better than passing (the review did not find its choice clear: expert_clear_found
    False, whatever its figures)."""
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import expert_line

    best = ("new word GRAFT from Bob's hand",)

    def turn(expert: tuple[str, ...]) -> TurnReview:  # measured (noise 3.0), not found clear
        return TurnReview(1, "Bob", 1, None, ("pass",), 0, ("GRAFT",), 20, ("X",), 0.0, ("pass",), best, expert, 3.0)

    line = expert_line(turn(best))
    assert line.plain == "\nthe expert found nothing clearly better than passing in the games it imagined"
    assert "dim" in str(line.style)
    other = turn(("new word RAFT from Bob's hand",))
    assert expert_line(other).plain == "\nthe expert found nothing clearly better than passing in the games it imagined"
    # A play beside the expert's pass is named by its player.
    played = dataclasses.replace(
        other, played=("GRAFT",), played_said=best, played_points=20, plays_made=1, expert=("pass",), expert_said=("pass",)
    )
    assert expert_line(played).plain == "\nthe expert found nothing clearly better than Bob's play in the games it imagined"


def test_the_expert_line_says_what_its_no_clear_gain_is_over():
    """A play-tester read "(expert: the same, no clear gain)" under a pass beside a 55-point
    WHEeZY as "the 55-point word would not have beaten passing". The gain is the expert's
    look-ahead over the turn's own choice: where the review did not find it clear
    (expert_clear_found False) the line says the expert found nothing clearly better than
    passing; where fewer than two deals were played in time it says nothing was measured,
    whatever one deal's gain (-5: not "passing did no worse", a verdict from one deal); the
    note under the review says what each means. A rummy turn's is over the player's play."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import expert_line, review_body

    best = ("new word WHEeZY from your hand - a joker from your hand as the second E",)

    def passed(gain: float | None, noise: float) -> TurnReview:
        return TurnReview(0, "Ann", 2, None, ("pass",), 0, ("WHEeZY",), 55, ("WHEeZY",), gain, ("pass",), best, best, noise)

    unclear = passed(21.0, 40.0)  # not found clear
    assert expert_line(unclear).plain == "\nthe expert found nothing clearly better than passing in the games it imagined"
    for one_deal_or_none in (50.0, -5.0, 0.0, None):
        unmeasured = expert_line(passed(one_deal_or_none, float("inf"))).plain
        assert unmeasured == "\nthe expert would have chosen this play, but there was no time to compare the two"
    rummy = TurnReview(
        seat=0, name="Ann", turn=3, hand_number=1, played=("draw", "discard Xb"), played_points=0, best=("meld CAT",), best_points=9,
        expert=("meld CAT",), expert_gain=2.0, played_said=("discard X (blue)",), best_said=("meld CAT",), expert_said=("meld CAT",),
        expert_noise=6.0,
    )
    assert expert_line(rummy).plain == "\nthe expert found nothing clearly better than Ann's play in the games it imagined"
    console = Console(width=100, record=True)
    console.print(review_body([unclear], ["Ann"], "the best single play"))
    note = " ".join(console.export_text().split())
    assert "'In the games it imagined': 12 other such deals, played on by the computer, counting what the expert chooses by: your score less the best other player's" in note
    assert "a choice clearly better in those is played in 12 more, called clearly better only if it is in those too, and the number shown is theirs" in note
    assert "'found nothing clearly better': its own choice was ahead by under a point, or by no more than the luck of those deals could give" in note
    assert "'no time to compare the two': fewer than two of those deals were played in the time allowed" in note


def test_the_expert_line_leaving_another_word_with_no_time_to_compare_has_one_but():
    """Read in a review: "the expert would have played SERJEANT as Ann did, but leaving INTER,
    but there was no time to compare the two". One "but": the no-time clause follows "; "."""
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import expert_line

    take = ("take 6:EST=INTER SERJEANT",)
    played = TurnReview(
        0, "Ann", 2, None, take, 20, take, 20, take, None, ("SERJEANT",), ("SERJEANT",), ("SERJEANT",), float("inf"),
        expert_same_as="played", expert_same_word="SERJEANT", expert_leaves=("INTER",),
    )
    assert expert_line(played).plain == (
        "\nthe expert would have played SERJEANT as Ann did, but leaving INTER; there was no time to compare the two"
    )
    best = TurnReview(
        0, "Ann", 2, None, ("pass",), 0, take, 20, take, None, ("pass",), ("SERJEANT",), ("SERJEANT",), float("inf"),
        expert_same_as="best", expert_leaves=("INTER",),
    )
    assert expert_line(best).plain == "\nthe expert would have chosen this play, but leaving INTER; there was no time to compare the two"


def test_the_review_summary_says_the_expert_agreed_with_every_turn_and_nothing_of_no_turns():
    """Where the expert would have played no turn differently the summary said nothing of
    it, as if it was not asked; now it says so. A person with no turns gets no such line
    (nothing was asked), nor a person whose turns it was not asked about."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import summary

    def turn(number: int, gain: float | None) -> TurnReview:
        return TurnReview(0, "Ann", number, None, ("pass",), 0, (), 0, ("pass",) if gain is not None else (), gain, ("pass",))

    def said(turns: list[TurnReview], names: list[str]) -> list[str]:
        console = Console(width=120, record=True)
        console.print(summary(turns, names))
        return [" ".join(line.split()) for line in console.export_text().rstrip().splitlines()]

    assert said([turn(1, 0.0), turn(2, 0.0)], ["Ann", "Tom"]) == [
        "Ann: 2 turns, no play found that would have scored more at once",
        "the expert would have played every turn as Ann did",
        "Tom: no turns played",
    ]
    assert said([turn(1, 0.0)], ["Ann"])[1] == "the expert would have played it as Ann did"
    assert said([turn(1, 0.0), turn(2, None)], ["Ann"]) == ["Ann: 2 turns, no play found that would have scored more at once"]
    # Turns played differently, none clearly better: "clearly better in none" read oddly beside "1 of them".
    unclear = dataclasses.replace(turn(1, 0.4), expert=("HOE",), expert_noise=3.0)  # measured, not found clear
    assert " ".join(said([unclear, turn(2, 0.0)], ["Ann"])[1:]) == (
        "the expert would have played 1 of them differently; in the games it imagined, its choice was not clearly better"
    )
    assert " ".join(said([unclear, dataclasses.replace(unclear, turn=2)], ["Ann"])[1:]) == (
        "the expert would have played 2 of them differently; in the games it imagined, its choice was not clearly better in any"
    )


def test_the_review_summary_says_what_a_take_the_same_but_for_what_it_leaves_leaves():
    """Review of h48: "the expert would have played it as Ann did" where the expert's take
    left SANDs (its line said so): a take the same but for what it leaves (S8) is the same
    play, not counted as one played otherwise, but the summary says what it leaves too,
    the joker marked as on the turn's line; on which turn, where there are several."""
    import dataclasses

    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import expert_agreed_summary, summary
    from wordcards.app.widgets.common.joker_marks import JOKER_STYLE, line_marked

    same = TurnReview(
        0, "Ann", 2, None, ("take 1:T=SANsD SANDST",), 9, (), 0, ("take 1:T=SANDs SANDST",), 0.4, expert_noise=3.0,
        expert_same_as="played", expert_same_word="SANDST", expert_leaves=("SANDs",),
    )
    agreed = TurnReview(0, "Ann", 1, None, ("pass",), 0, (), 0, ("pass",), 0.0, ("pass",))

    def said(turns: list[TurnReview]) -> str:
        console = Console(width=200, record=True)
        console.print(summary(turns, ["Ann"]))
        return console.export_text().rstrip().splitlines()[1].strip()

    assert said([same]) == "the expert would have played it as Ann did, but leaving SANDs"
    assert said([agreed, same, dataclasses.replace(same, turn=3, expert_leaves=("INTER",))]) == (
        "the expert would have played every turn as Ann did, but leaving SANDs on turn 2, INTER on turn 3"
    )
    agreed_line = expert_agreed_summary([same])
    assert [agreed_line[at] for at in agreed_line.jokers] == ["s"]
    marked = line_marked(agreed_line)
    assert [marked.plain[span.start : span.end] for span in marked.spans if span.style == JOKER_STYLE] == ["s"]


def test_the_review_summary_counts_turns_not_compared_apart_from_the_games_it_imagined():
    """A turn the expert would have played otherwise, but with no time to compare (no gain
    measured), was counted in "in the games it imagined, its choice was not clearly better",
    though no game was played out for it: it is counted apart."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import summary

    def turn(number: int, gain: float | None, noise: float | None) -> TurnReview:
        return TurnReview(0, "Ann", number, None, ("pass",), 0, (), 0, ("HOE",), gain, ("pass",), expert_noise=noise)

    def said(turns: list[TurnReview]) -> str:
        console = Console(width=200, record=True)
        console.print(summary(turns, ["Ann"]))
        return " ".join(" ".join(line.split()) for line in console.export_text().rstrip().splitlines()[1:])

    # Measured and not found clear (expert_clear_found False); no time (infinite noise); the same play.
    unclear, unmeasured, agreed = turn(1, 0.4, 3.0), turn(2, None, float("inf")), turn(3, 0.0, None)
    assert said([unclear, unmeasured, agreed]) == (
        "the expert would have played 2 of them differently; in the games it imagined, its choice was not clearly better;"
        " 1 of them not compared: no time"
    )
    assert said([unmeasured, agreed]) == "the expert would have played 1 of them differently; there was no time to compare the two"
    assert said([unmeasured]) == "the expert would have played it differently; there was no time to compare the two"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
async def test_every_level_thinks_off_the_screens_thread(new_app, monkeypatch, level):
    """Only the expert thought in a thread: the first Shuffle decision of easy, normal or
    hard (which waits for the word search to be built) froze the screen for about 2 s, so
    help, quit and a resize did nothing meanwhile."""
    import threading

    import wordcards.ai

    choose = wordcards.ai.choose_action
    threads: list[bool] = []

    def watched(*args, **kwargs):
        threads.append(threading.current_thread() is threading.main_thread())
        return choose(*args, **kwargs)

    monkeypatch.setattr(wordcards.ai, "choose_action", watched)
    app = new_app("shuffle", "--players", f"cpu:{level},Ann", "--seed", "3", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.session.game
        await until(app, pilot, lambda: game.current == 1 and app.screen.name == "handoff", "the computer's turn")
        await app.workers.wait_for_complete()
    assert threads and not any(threads)
    assert any(line.startswith(f"Bit ({level}) ") for line in game.log)


def test_the_rummy_review_heads_each_hand_once():
    """"(hand 1)" stood on every rummy row, a tenth of an 80-column screen that the plays
    needed: a row a hand heads its turns."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import review_table

    def turn(number: int, hand: int) -> TurnReview:
        return TurnReview(0, "Ann", number, hand, ("draw", "discard Xb"), 0, (), 0, played_said=("discard X (blue)",))

    console = Console(width=80, record=True)
    console.print(review_table([turn(1, 1), turn(2, 1), turn(3, 2)]))
    rows = [line[1:].rstrip() for line in console.export_text().splitlines()]  # the padding
    # Each hand's title has the column headings under it (the review opens at the newest hand).
    headings = "Turn    "
    # Play-test r34a: Ann's first turn of hand 2 read "Ann 3", counted over the match: under
    # the hand's heading it is her turn 1 of that hand.
    assert [row[:8] for row in rows] == ["Hand 1", headings, "Ann 1   ", "    2   ", "Hand 2", headings, "Ann 1   "]
    assert "(hand" not in console.export_text()


def test_the_rummy_review_counts_each_players_turns_within_the_hand_and_shuffles_over_the_game():
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import turn_numbers

    def turn(seat: int, number: int, hand: int | None) -> TurnReview:
        return TurnReview(seat, "AB"[seat], number, hand, ("draw", "discard Xb"), 0, (), 0)

    hands = [turn(0, 1, 1), turn(1, 1, 1), turn(0, 2, 1), turn(1, 2, 1), turn(1, 3, 2), turn(0, 3, 2), turn(1, 4, 2)]
    assert turn_numbers(hands) == [1, 1, 2, 2, 1, 1, 2]
    assert turn_numbers([turn(0, 1, None), turn(1, 1, None), turn(0, 2, None)]) == [1, 1, 2]  # Shuffle: the game's


def test_R8_the_advanced_review_names_what_each_meld_wrote_on_the_pad():
    """A meld that earned a Secondary tally showed as "meld N◆U◆ 0 · same as played 0",
    nothing saying it was earned: each meld, played or best found, says what it wrote on
    the pad as the score screen names it. Notes that do not fit the melds are left out."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import plays_of, review_table
    from wordcards.rulesets import default_ruleset

    nu, cat = "meld NU (blue)", "meld CAT (red)"
    tally = TurnReview(
        0, "Ann", 1, 1, ("draw", "meld Nb Ub", "discard Bb"), 0, ("meld Nb Ub",), 0,
        played_said=(nu, "discard B (blue)"), best_said=(nu,), played_pad=("a tally for 2 letters",), best_pad=("a tally for 2 letters",),
    )
    better = TurnReview(
        0, "Ann", 2, 1, ("draw", "meld Nb Ub", "discard Bb"), 0, ("meld Cr Ar Tr", "meld Nb Ub"), 9,
        played_said=(nu, "discard B (blue)"), best_said=(cat, nu), played_pad=("a tally for 2 letters",),
        best_pad=("Primary 9 for 3 letters", "a tally for 2 letters"),
    )
    unfit = TurnReview(0, "Ann", 3, 1, ("draw", "meld Nb Ub"), 0, (), 0, played_said=(nu,), played_pad=("a tally for 2 letters", "Primary 9 for 3 letters"))
    console = Console(width=160, record=True)
    console.print(review_table([tally, better, unfit], plays_of("rummy", default_ruleset("rummy"), True)))
    text = " ".join(console.export_text(styles=False).split())
    assert "Ann 1 meld N■U■ (a tally for 2 letters), discard B■ (blue) 0 same as played 0" in text
    assert "2 meld N■U■ (a tally for 2 letters), discard B■ (blue) 0 meld C◆A◆T◆ (Primary 9 for 3 letters), meld N■U■ (a tally for 2 letters) 9" in text
    assert "3 meld N■U■ 0" in text


def test_the_rummy_review_shows_the_cards_as_the_table_does():
    """The review said "meld OLIO (OLI green, O red)" where the table shows O●L●I●O◆, each
    card in its colour: it draws its melds and discards as the turn's own lines do. A play
    it cannot read (a host of another version) is shown in the words that came with it."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import plays_of, review_table
    from wordcards.app.widgets.rummy.cards import style
    from wordcards.rulesets import default_ruleset

    olio = "meld OLIO (OLI green, O red)"
    turn = TurnReview(
        0, "Ann", 1, 1, ("draw", "meld Og Lg Ig Or", "discard Bb"), 4, ("meld Og Lg Ig Or", "meld Rr Eg"), 8,
        ("discard Bb",), 3.0, (olio, "discard B (blue)"), (olio, "meld RE (R red, E green)"), ("discard B (blue)", "meld nothing"), 1.0,
        expert_clear_found=True,
    )
    unread = TurnReview(0, "Ann", 2, 1, ("draw", "discard Xb"), 0, ("AX",), 4, played_said=("discard X (blue)",), best_said=("meld AX (blue)",))
    console = Console(width=120, record=True)
    console.print(review_table([turn, unread], plays_of("rummy", default_ruleset("rummy"), True)))
    text = " ".join(console.export_text(styles=False).split())
    assert "Ann 1 meld O●L●I●O◆, discard B■ (blue) 4 meld O●L●I●O◆, meld R◆E● 8" in text
    # The expert's plan that melds nothing, as a person says it ("chosen meld nothing, discard B■" read awkwardly).
    assert "the expert would have chosen discard B■ (blue) and meld nothing; in the games it imagined, its choice left Ann about 3 points further ahead of the others than Ann's play did" in text
    assert "2 discard X■ (blue) 0 meld AX (blue) 4" in text and "(green)" not in text
    for dark in (True, False):  # each card in its colour, in the theme's palette
        drawn = plays_of("rummy", default_ruleset("rummy"), dark)((olio,), ("meld Og Lg Ig Or",))
        assert [(drawn.plain[span.start : span.end], str(span.style)) for span in drawn.spans][-1] == ("O◆", style("red", dark))
    # In the words alone (a play it cannot read), "meld nothing" is joined as the drawn line joins it.
    unreadable = plays_of("rummy", default_ruleset("rummy"), True)(("discard Z (red)", "meld nothing"), ("discard Z?",))
    assert unreadable.plain == "discard Z (red) and meld nothing"


def test_the_rummy_reviews_draw_shows_its_cards_as_the_table_does():
    """The turn's draw leads its line ("draw from the draw pile (the hint would have taken U (blue) from the
    discard pile)"); the cards it names are drawn as the table draws them, U■ in blue."""
    from wordcards.app.screens.review import plays_of
    from wordcards.app.widgets.rummy.cards import style
    from wordcards.rulesets import default_ruleset

    said = ("draw from the draw pile (the hint would have taken U (blue) from the discard pile)", "discard B (blue)")
    for dark in (True, False):
        drawn = plays_of("rummy", default_ruleset("rummy"), dark)(said, ("draw", "discard Bb"))
        assert drawn.plain == "draw from the draw pile (the hint would have taken U■ (blue) from the discard pile), discard B■ (blue)"
        assert ("U■", style("blue", dark)) in [(drawn.plain[span.start : span.end], str(span.style)) for span in drawn.spans]


def test_the_reviews_most_at_once_is_a_single_play_beside_a_turn_of_several():
    """A play-tester (seed 7): a turn of QUARTZ (51) and MADE showed "same as played 64"
    where the legend says "Most at once: the single play that scores most"; a turn of SHIN
    and AN said "no better play found". Beside a turn whose plays together scored more, the
    column names the best single play with its own points: played, or scoring less."""
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import best_cells

    quartz = "take T from Bit's KAT (leaving KA): QUARTZ"
    both = TurnReview(
        1, "Tom", 3, None, ("QUARTZ<6T", "MADE", "end"), 64, ("QUARTZ<6T",), 51,
        played_said=(quartz, "new word MADE from your hand"), best_said=(quartz,), plays_made=2,
    )
    assert tuple(cell.plain for cell in best_cells(both)) == (f"{quartz} (played)", "51")
    two = TurnReview(
        1, "Tom", 1, None, ("SHIN", "AN", "end"), 19, ("ASH",), 12,
        played_said=("new word SHIN from your hand", "new word AN from your hand"), best_said=("new word ASH from your hand",),
        plays_made=2,
    )
    assert tuple(cell.plain for cell in best_cells(two)) == ("new word ASH from your hand (less than played)", "12")
    # One play, the best found: as before.
    one = TurnReview(0, "Mum", 1, None, ("CHEMO", "end"), 26, ("CHEMO",), 26, played_said=("new word CHEMO from your hand",))
    assert tuple(cell.plain for cell in best_cells(one)) == ("same as played", "26")


def test_the_reviews_most_at_once_beside_one_play_or_a_pass_scoring_more_is_no_better_play():
    """A code review: "less than played" fired beside one play (QUIZZED 40, a junior's best
    found ZED 20: "new word ZED from your hand (less than played) 20") and a pass (a swap
    found at -3). Only two or more plays can score more than the best single play found;
    beside one, or none, the column says "no better play found", as before."""
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import best_cells

    quizzed = TurnReview(
        1, "Tom", 2, None, ("QUIZZED", "end"), 40, ("ZED",), 20,
        played_said=("new word QUIZZED from your hand",), best_said=("new word ZED from your hand",), plays_made=1,
    )
    assert tuple(cell.plain for cell in best_cells(quizzed)) == ("no better play found", "40")
    swap = "swap E for the deck's top card"
    passed = TurnReview(1, "Tom", 3, None, ("pass",), 0, ("~E",), -3, played_said=("pass",), best_said=(swap,))
    assert tuple(cell.plain for cell in best_cells(passed)) == ("no better play found", "0")


async def test_the_log_scrolled_up_keeps_its_place_while_a_computer_plays(new_app, computer_waits):
    """Each computer action used to throw a reader who had scrolled the log back (Tab, Home)
    to the bottom; the log follows new lines only while its reader is at the bottom."""
    from wordcards.app.widgets.common.panels import GameLog

    app = new_app("shuffle", "--players", "cpu:hard,Ann", "--seed", "5")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        log = app.screen.query_one(GameLog)
        lines = [f"Bit (hard) played action {number}" for number in range(60)]
        log.show(lines)
        await settle(app, pilot)
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
        log.focus()
        await keys(app, pilot, "home")
        await pilot.wait_for_animation()  # Home scrolls smoothly
        assert log.scroll_y == 0
        log.show(lines + ["Bit (hard) played one more"])  # what each computer action does
        await settle(app, pilot)
        assert log.scroll_y == 0
        await keys(app, pilot, "end")
        await pilot.wait_for_animation()
        log.show(lines + ["Bit (hard) played one more", "Bit: last"])
        await until(app, pilot, lambda: "Bit: last" in screen_text(app), "the log to follow its new line")
        assert log.scroll_y == log.max_scroll_y


def test_the_review_names_no_other_play_where_the_experts_choice_is_within_its_noise():
    """Play-test h41: Cy played BEND, HUNK and PATE, every card, and read "the expert would
    have passed; in the games it imagined, Cy's play did about as well"; Bob read "the expert
    would have chosen new word VAmPY" beside a gain the deals' luck could give. A choice
    not clearly better (here expert_clear_found False, whatever the figures) names no play:
    the turn's own held up."""
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import expert_line

    played = ("new word BEND", "new word HUNK", "new word PATE")
    cy = TurnReview(2, "Cy", 4, None, ("BEND", "HUNK", "PATE", "end"), 39, ("BEND",), 12, ("pass",), 0.4, played, ("new word BEND",), ("pass",), 6.0, plays_made=3)
    bob = TurnReview(1, "Bob", 3, None, ("PAVEd", "end"), 25, ("VAmPY",), 31, ("VAmPY",), 61.0, ("new word PAVEd",), ("new word VAmPY",), ("new word VAmPY",), 70.0)
    assert expert_line(cy).plain == "\nthe expert found nothing clearly better than Cy's play in the games it imagined"
    assert expert_line(bob).plain == "\nthe expert found nothing clearly better than Bob's play in the games it imagined"
    assert all("dim" in str(expert_line(turn).style) for turn in (cy, bob))


def test_the_review_says_why_the_experts_other_choice_leads_further_than_the_most_at_once():
    """Play-test h41: Ann extended HUES to CHEQUES, "(played)" as the most at once, and the
    line under it named QUO, "about 39 points" better, with no reason a player could see.
    Where the turn made the most at once and the play-outs tell why the expert's choice
    leads further, the line says so; beside a better play shown it does not (the points at
    once are the reason there), nor without a clear gain."""
    from wordcards.ai.adviser import LATER, OTHERS, TurnReview
    from wordcards.app.screens.review import expert_line

    cheques = ("extend Bob's HUES: CHEQUES",)
    ann = TurnReview(
        0, "Ann", 5, None, ("extend 3 CHEQUES", "end"), 30, ("extend 3 CHEQUES",), 30, ("QUO",), 39.2, cheques, cheques,
        ("new word QUO from your hand",), 10.0, plays_made=1, expert_why=OTHERS, expert_clear_found=True,
    )
    assert expert_line(ann).plain == (
        "\nthe expert would have chosen new word QUO from your hand (it leaves the others fewer points); in the games it"
        " imagined, its choice left Ann about 39 points further ahead of the others than Ann's play did"
    )
    later = dataclasses.replace(ann, expert_why=LATER)
    assert "(it does better over the next turns);" in expert_line(later).plain
    for unexplained in (dataclasses.replace(ann, expert_why=""), dataclasses.replace(ann, played_points=20), dataclasses.replace(ann, expert_gain=5.0, expert_clear_found=False)):
        assert "(it " not in expert_line(unexplained).plain


@pytest.mark.parametrize("won", ["game", "match", "hand"])
def test_the_review_says_a_winning_turn_won_and_never_that_the_expert_did_better(won):
    """Play-test: the review called the play that won the game worse than the expert's by
    its average ("its choice left Ann about 12 points further ahead"), which a child who had
    just won read as "you played it wrong". A winning turn (``TurnReview.won``) is said to
    have won; the expert's other choice is only an aside, and the summary counts no turn
    the expert bettered (docs/decisions/ai.md). Both games: Shuffle's game, rummy's match or hand."""
    from rich.console import Console

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import review_table, summary

    best = ("new word HOAGIE from your hand",)
    turn = TurnReview(
        0, "Ann", 7, None, ("CATS", "end"), 9, ("HOAGIE",), 24, ("HOE",), 12.4, ("new word CATS",), best, ("new word HOE",), 5.1,
        expert_clear_found=True, expert_lead=12.4, won=won,
    )
    console = Console(width=120, record=True)
    console.print(review_table([turn]))
    console.print(summary([turn], ["Ann"]))
    text = " ".join(console.export_text().split())
    assert f"Ann won the {won} with this turn (the expert had another way: new word HOE)" in text
    assert "further ahead" not in text and "clearly better" not in text and "differently" not in text


def _won_text(turn) -> str:
    from rich.console import Console

    from wordcards.app.screens.review import review_table

    console = Console(width=160, record=True)
    console.print(review_table([turn]))
    return " ".join(console.export_text().split())


def test_a_winning_turn_whose_best_single_play_was_played_says_played():
    """Review h50: a winning turn that played the best single play (CATS) and more was
    shown without "(played)", as if the best were another play."""
    from wordcards.ai.adviser import TurnReview

    turn = TurnReview(
        0, "Ann", 7, None, ("CATS", "DOG", "end"), 30, ("CATS",), 20, (), None, ("new word CATS", "new word DOG"), ("new word CATS",), (),
        plays_made=2, won="game",
    )
    assert "new word CATS (played)" in _won_text(turn)


def test_the_review_names_the_deal_an_inverse_turn_won():
    """Review h50: inverse rummy counts deals (R9): its turn "won the deal", not the hand."""
    import dataclasses

    from wordcards.ai.adviser import TurnReview

    turn = TurnReview(0, "Ann", 3, 2, ("meld CAT",), 9, (), 0, won="hand", round_word="Deal")
    assert "Ann won the deal with this turn" in _won_text(turn)
    assert "Ann won the hand with this turn" in _won_text(dataclasses.replace(turn, round_word="Hand"))


def test_a_winning_turn_names_the_experts_other_way_only_where_it_did_clearly_better():
    """Review h50, docs/decisions/app.md: the expert's other play is named only where its
    choice did clearly better; a choice within the noise is not said at all."""
    import dataclasses

    from wordcards.ai.adviser import TurnReview

    turn = TurnReview(
        0, "Ann", 7, None, ("CATS", "end"), 9, ("CATS",), 9, ("HOE",), 0.4, ("new word CATS",), ("new word CATS",), ("new word HOE",), 5.1,
        expert_clear_found=False, won="game",
    )
    assert "Ann won the game with this turn" in _won_text(turn) and "another way" not in _won_text(turn)
    clear = dataclasses.replace(turn, expert_gain=12.4, expert_clear_found=True)
    assert "(the expert had another way: new word HOE)" in _won_text(clear)


def test_a_pass_that_ends_the_shuffle_game_is_not_said_to_have_won_it():
    """S13: the last pass of a round of passes ends the game; the turn won nothing by its
    play, so it reads "the game ended with this turn, Ann winning" (docs/decisions/ai.md)."""
    from wordcards.ai.adviser import TurnReview

    turn = TurnReview(0, "Ann", 9, None, ("pass",), 0, (), 0, played_said=("pass",), won="game")
    text = _won_text(turn)
    assert "the game ended with this turn, Ann winning" in text and "won the game" not in text
