"""Issue 11: the table looks and plays like a card game. The too-small notice, crowded
tables that never part a word from its score, the pass/discard policy (ask first), typing
while a list or a question is open, Ctrl+C, and the new wording of the messages."""

from __future__ import annotations

import re

import pytest

from drivers import keys, past_the_handoff, settle, shuffle_plan, typed, until, yes_to_the_question
from rich.console import Console
from rich.text import Text
from screen_text import screen_text

from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session
from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, Meld, Phase
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.actions import Pass
from wordcards.rulesets import default_ruleset

RULING_ID = re.compile(r"\b[SR]\d{1,2}\b")


# --- layout -----------------------------------------------------------------------------


async def test_a_terminal_too_small_gets_a_notice_instead_of_broken_panels(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # the hand-off holds Enter behind its own notice
        await pilot.resize_terminal(50, 14)
        await until(app, pilot, lambda: "Make the terminal" in screen_text(app))
        text = screen_text(app)
        assert "Make the terminal at least 64x20 to play (it is 50x14)." in " ".join(text.split())
        assert "Hand" not in text and "Table" not in text
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: "Table" in screen_text(app))
        assert "Make the terminal" not in screen_text(app) and "Table" in screen_text(app)


async def test_behind_the_too_small_notice_the_games_keys_do_nothing_and_leave_the_footer(new_app):
    """Ctrl+E, Ctrl+P and typed words acted behind the notice: a turn the player could not
    see was ended or passed. Quit, help and F2 stay; the game's keys come back with the size."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # the hand-off holds Enter behind its own notice
        await pilot.resize_terminal(64, 19)
        await until(app, pilot, lambda: "Make the terminal" in screen_text(app))
        turn = app.screen
        assert "Pass" not in screen_text(app) and "Undo" not in screen_text(app)
        await keys(app, pilot, "ctrl+p", "c", "a", "t", "enter", "ctrl+e", "ctrl+j", "ctrl+g")
        assert app.screen is turn and not app.session.game.actions  # no pass question, no play
        assert turn.entry.value == ""
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: "Pass (draw 1)" in screen_text(app))
        assert "Pass (draw 1)" in screen_text(app)
        await keys(app, pilot, "ctrl+p")
        assert app.screen is not turn  # the pass question: the keys work again


async def test_a_word_typed_before_the_terminal_shrank_is_played_with_enter_once_it_fits(new_app):
    """The too-small notice hid the word entry and took the focus: grown again, letters still
    reached the word, but Enter on the word typed before did nothing."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        word = max((p.word for p in app.session.game.legal_plays("word")), key=len)
        await keys(app, pilot, *word.lower())  # typed, not yet played
        await pilot.resize_terminal(50, 15)
        await until(app, pilot, lambda: turn.too_small_now)
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: not turn.too_small_now and turn.focused is turn.entry)
        assert turn.entry.value == word and turn.focused is turn.entry
        await keys(app, pilot, "enter")
        await until(app, pilot, lambda: app.session.game.actions)
        assert [a.word for a in app.session.game.actions] == [word]


async def test_the_panel_that_had_the_focus_has_it_again_after_the_too_small_notice(new_app):
    """The notice takes the focus from the panels it hides; grown again, it goes back to the
    one that had it (TooSmallNotice, shared by the turn screens, the setup screen and a seat)."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        await until(app, pilot, lambda: turn.focused is turn.entry)
        await keys(app, pilot, "tab")
        table = turn.query_one("#table-box")
        await until(app, pilot, lambda: turn.focused is table)
        await pilot.resize_terminal(50, 15)
        await until(app, pilot, lambda: turn.too_small_now and turn.focused is None)
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: not turn.too_small_now and turn.focused is not None)
        assert turn.focused is table


async def test_a_word_typed_as_the_terminal_grows_back_is_played_and_ctrl_e_ends_the_turn(new_app):
    """Textual tells the screens of a new size a moment after the app (it lets the size
    settle): keys typed just after the terminal grew back came first, behind the notice, and
    were lost; Ctrl+E then said "no play this turn" (a play-tester's BOLT, at 60x18 and back)."""
    from textual import events
    from textual.geometry import Size

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        await pilot.resize_terminal(60, 18)
        await until(app, pilot, lambda: turn.too_small_now)
        # As the terminal tells it: the app's Resize, then the keys, with no wait between.
        app.post_message(events.Resize(Size(80, 24), Size(80, 24)))
        await keys(app, pilot, *typed("liter"), "ctrl+e")
        assert [type(action).__name__ for action in app.session.game.actions] == ["HandWord", "EndTurn"]


async def test_a_size_told_late_to_the_turn_screen_leaves_the_notice_as_the_terminal_is_now(new_app):
    """Textual tells a screen of a new size on a timer of the wall clock, after the app: the
    size it tells may be one the terminal has left (shrunk to 63x20, grown back meanwhile).
    The screen fits the terminal's size now: it showed the notice at 80x24 (a fuzz find that
    a replay did not bring back)."""
    from textual import events
    from textual.geometry import Size

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        turn.post_message(events.Resize(Size(63, 20), Size(63, 20)))  # told late, as the terminal was
        await settle(app, pilot)
        assert app.size == (80, 24) and not turn.too_small_now


async def test_a_size_told_late_to_the_setup_screen_leaves_the_notice_as_the_terminal_is_now(new_app):
    """The setup screen too fits the terminal's size now, not a size told late."""
    from textual import events
    from textual.geometry import Size

    app = new_app("rummy")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        setup = app.screen
        assert setup.name == "setup"
        setup.post_message(events.Resize(Size(63, 20), Size(63, 20)))
        await settle(app, pilot)
        assert app.size == (80, 24) and not setup.has_class("-too-small")


async def test_tab_to_the_table_shows_where_the_focus_went_and_letters_still_make_the_word(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "q", "w", "e", "tab")
        await until(app, pilot, lambda: "Tab: the log" in screen_text(app))
        table = app.screen.query_one("#table-box")
        assert app.screen.focused is table and "Tab: the log" in screen_text(app)
        await keys(app, pilot, "r")
        entry = app.screen.entry
        assert entry.value == "QWER" and app.screen.focused is entry
        assert "Tab: the log" not in screen_text(app)


async def test_tab_reaches_the_log_so_the_start_of_three_computer_turns_can_be_read(new_app):
    """At 80x24 the log shows a few lines: the first of three computers' turns had scrolled
    out of it when the hand came back, and no key could scroll it back (only the table
    took the focus)."""
    app = new_app("shuffle", "--players", "Ann,cpu:easy,cpu:normal,cpu:hard", "--seed", "12", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p")  # Ann passes (an Enter typed before the question shows is dropped)
        await yes_to_the_question(app, pilot)  # three computers play
        game = app.session.game
        await until(app, pilot, lambda: game.current == 0 and app.screen.entry.has_focus)
        log = app.screen.query_one("#log")
        await until(app, pilot, lambda: log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y)
        await keys(app, pilot, "tab", "tab")
        # The note comes with the focus's news, which goes up the log's parents one at a time:
        # settled is not yet drawn on a busy machine.
        await until(app, pilot, lambda: app.screen.focused is log and "Tab: word" in screen_text(app), "the log's Tab note")
        await keys(app, pilot, "home")
        await until(app, pilot, lambda: log.scroll_y == 0)
        assert "Bit (easy) played" in screen_text(app)
        await keys(app, pilot, "tab")  # back to the word; a letter typed on the log goes there too
        assert app.screen.focused is app.screen.entry
        for key in ("tab", "tab", "a"):
            await keys(app, pilot, key)
        assert app.screen.entry.value == "A" and app.screen.focused is app.screen.entry


async def test_the_log_keeps_its_newest_line_in_view_when_the_terminal_shrinks(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(8):  # passes fill the log
            await past_the_handoff(app, pilot)
            await keys(app, pilot, "ctrl+p")
            await yes_to_the_question(app, pilot)
        await past_the_handoff(app, pilot)
        log = app.screen.query_one("#log")
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y)
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y


async def test_an_accented_letter_is_dropped_and_the_player_told_why(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "h", "l", "é")
        assert app.screen.entry.value == "HL"
        assert "é is not a letter on the cards: type E (the cards carry no accents)." in " ".join(screen_text(app).split())


def crowded_shuffle(words) -> ShuffleGame:
    """Two players with 11 and 10 table words (as many as the deck's letters allow)."""
    table_words = [
        "ZAP", "JOB", "FIX", "HEM", "KEG", "VET", "WED", "YEN", "CUR", "DIE", "TOE",
        "LID", "SUN", "ART", "SEA", "HOP", "MAN", "COIL", "GAS", "RUNE", "TOIL",
    ]
    table = [{"owner": i % 2, "word": w} for i, w in enumerate(table_words)]
    start = {"hands": ["QA", "RS"], "table": table, "current": 0, "first_played": [True, True]}
    rules = default_ruleset("shuffle")
    return ShuffleGame.from_position(rules, words, (Player("Ann"), Player("Barnaby")), start, 0)


async def test_a_crowded_table_never_parts_a_word_from_its_score_and_names_each_owner_once(words):
    """A row that wraps went on under its owner's name repeated, dimmed: read as a second
    row of that player's ("Ann" twice on the table). The lines it wraps to are marked as
    going on (↳ under the names), and each name starts one row."""
    from wordcards.app.widgets.shuffle.panels import word_text

    game = crowded_shuffle(words)
    for size in ((80, 24), (120, 40)):
        app = WordcardsApp(Session(game, autosave=False))
        async with app.run_test(size=size) as pilot:
            await past_the_handoff(app, pilot)
            box = app.screen.query_one("#table")
            text = screen_text(app)
            lines = [line for line in text.splitlines() if line.startswith("│ ") and "│" in line[2:]]
            table_lines = [line[2 : line.index("│", 2)].rstrip() for line in lines]
            table_lines = [line for line in table_lines if line.strip()]
            assert len(table_lines) > 2  # the rows really wrapped
            assert owners_of(table_lines, ("Ann", "Barnaby")) == ["Ann", "Barnaby"], table_lines
            flat = "\n".join(table_lines)
            view = game.view(0)
            for word in view.table:  # every word with its score, on one line
                item = f"{word_text(game.rules, word).plain} {view.points_of(word)}"
                assert item in flat, (size, word.display, item)
            assert box.region.width < size[0]


def owner_heads(names: tuple[str, ...]) -> re.Pattern[str]:
    """What a table line starts with: an owner's name, or the continuation mark (right under
    the names' column) on a line the row wrapped to."""
    from wordcards.app.widgets.common.flow import CONTINUED

    return re.compile(rf"^(?:({'|'.join(map(re.escape, names))})|( *{CONTINUED})) +")


def owners_of(lines: list[str], names: tuple[str, ...]) -> list[str]:
    """The owners' names the table's ``lines`` start their rows with, in order; every other
    line is marked as the row above going on (none is nobody's, none repeats a name)."""
    heads = [owner_heads(names).match(line) for line in lines]
    assert all(heads), lines
    assert heads[0] and heads[0].group(1), lines  # the first line begins a row
    return [head.group(1) for head in heads if head and head.group(1)]


def table_text(lines: list[str], names: tuple[str, ...]) -> str:
    """The table's lines without their owners' names, as one line; a word broken between
    two cards ("I₁N₁-" / "T₁E₁") put back together."""
    assert len(set(owners_of(lines, names))) == len(owners_of(lines, names))  # each owner's row named once
    return " ".join(owner_heads(names).sub("", line) for line in lines).replace("- ", "")


async def test_at_the_smallest_size_no_table_word_loses_letters_or_points(words):
    """At 64x20 with "Bit (normal)" seated the name column left 17 cells: COURTESY lost its
    23, and a longer word would lose letters. Now the names give way to their short forms
    (the players panel keeps the level), a score that does not fit goes to the next line
    and a word longer than the row is broken between two cards."""
    from wordcards.app.widgets.shuffle.panels import word_text

    table = [
        {"owner": 0, "word": "INTERnATIONALs"},  # 14 letters, two jokers
        {"owner": 0, "word": "COURTESY"},
        {"owner": 1, "word": "HEADLINE"},
        {"owner": 1, "word": "TRANSFIX"},
    ]
    start = {"hands": ["QA", "RS"], "table": table, "current": 0, "first_played": [True, True]}
    players = (Player("Maximilianes"), Player("Bit (expert)", computer="expert"))
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, players, start, 0)
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(app, pilot)
        lines = [line for line in screen_text(app).splitlines() if line.startswith("│ ") and "│" in line[2:]]
        rows = [line[2 : line.index("│", 2)].rstrip() for line in lines]
        flat = table_text([row for row in rows if row.strip()], ("Maximilianes", "Bit"))
        view = game.view(0)
        for word in view.table:
            assert f"{word_text(game.rules, word).plain} {view.points_of(word)}" in flat, (word.display, flat)


def test_rummy_table_rows_keep_every_word_whole_at_the_smallest_size():
    """Word Rummy's table at 64 columns (30 cells in the panel), with a 12-letter name and
    "(expert)": no word loses a letter or its points."""
    from wordcards.app.widgets.rummy.panels import table_rows
    from wordcards.engine.rummy.cards import RummyCard
    from wordcards.engine.rummy.scoring import table_word_points

    seat = type("Seat", (), {})

    class View:
        seats = []
        variant = "standard"

    for name, computer, words in (
        ("Maximilianes", None, ["INTERNATIONAL", "COURTESY"]),
        ("Bit (expert)", "expert", ["HEADLINE", "PLAYGROUNDS", "ZAP"]),
    ):
        s = seat()
        s.name, s.computer = name, computer
        s.table = [tuple(RummyCard(letter, "red") for letter in word) for word in words]
        View.seats.append(s)
    console = Console(width=30, record=True, color_system=None)
    console.print(table_rows(View, dark=True))
    flat = table_text(console.export_text().splitlines(), ("Maximilianes", "Bit"))
    for seat in View.seats:
        for cards in seat.table:
            item = f"{''.join(card.letter + '◆' for card in cards)} {table_word_points(cards)}"
            assert item in flat, (item, flat)


def test_rummy_table_rows_wrap_between_words_and_name_their_player_once():
    from wordcards.app.widgets.rummy.panels import table_rows
    from wordcards.engine.rummy.cards import RummyCard

    def cards(word: str, colour: str = "red"):
        return tuple(RummyCard(letter, colour) for letter in word)

    words = [cards(w, c) for w, c in zip(["TEXT", "ZEBRA", "QUIZ", "JUMPY", "WALTZ", "FJORD"] * 2, ["red", "blue", "green"] * 4)]
    seat = type("Seat", (), {})

    class View:
        seats = []
        variant = "standard"  # each word with its points (R7), as on Shuffle's table

    for name in ("Ann", "Bob"):
        s = seat()
        s.name, s.computer, s.table = name, None, words
        View.seats.append(s)
    console = Console(width=40, record=True, color_system=None)
    console.print(table_rows(View, dark=True))
    text = console.export_text()
    lines = text.splitlines()
    assert len(lines) > 2
    assert owners_of(lines, ("Ann", "Bob")) == ["Ann", "Bob"], lines
    assert "T◆E◆X◆T◆ 16" in text  # each card's mark with its letter; the word's points stay with it


EIGHT_SEATS = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")


def rummy_table_view(words_each: list[str], seats: int = 8):
    """A rummy view of ``seats`` seats from EIGHT_SEATS, each with these words on the table."""
    from wordcards.engine.rummy.cards import RummyCard

    seat = type("Seat", (), {})

    class View:
        variant = "advanced"

    View.seats = []
    for name in EIGHT_SEATS[:seats]:
        s = seat()
        s.name, s.computer = name, None
        s.table = [tuple(RummyCard(letter, "red") for letter in word) for word in words_each]
        View.seats.append(s)
    return View


def rendered_table(view, width: int, height: int | None) -> list[str]:
    from wordcards.app.widgets.rummy.panels import table_rows

    console = Console(width=width, record=True, color_system=None)
    console.print(table_rows(view, dark=True, height=height))
    return console.export_text().splitlines()


def test_rummy_table_rows_go_two_a_line_when_the_seats_overflow_the_lines_in_sight():
    """Eight seats above advanced rummy's score pads at 80x24: the table had 4 lines in sight
    (44 cells wide) and one seat a line, so four seats were out of sight. Two a line, in
    their order, each half naming its owner."""
    lines = rendered_table(rummy_table_view([]), 44, height=4)
    assert [line.split() for line in lines] == [[a, "-", "│", b, "-"] for a, b in zip(EIGHT_SEATS[0::2], EIGHT_SEATS[1::2])]
    assert len(rendered_table(rummy_table_view([]), 44, height=8)) == 8  # room for all: one a line, as before
    assert len(rendered_table(rummy_table_view([]), 44, height=None)) == 8
    assert len(rendered_table(rummy_table_view([], seats=6), 44, height=6)) == 6
    assert rendered_table(rummy_table_view([], seats=7), 44, height=4)[-1].split() == ["Gus", "-"]  # alone, no rule


def test_two_a_line_both_halves_give_their_names_the_same_form():
    """Bit (normal)'s word did not fit beside the names of the right half, whose names gave
    way ("Bit"), while the left kept "Dot (hard)": one form for both reads as one table."""
    from wordcards.app.widgets.common.flow import OwnedRows

    rows = [("Dot (hard)", [Text("QI")]), ("Bit (normal)", [Text("VAMPIRES")]), ("Zed (easy)", []), ("Pix (expert)", [])]
    console = Console(width=44, record=True, color_system=None)
    console.print(OwnedRows(rows, short_names=["Dot", "Bit", "Zed", "Pix"], height=2))
    lines = console.export_text().splitlines()
    assert [line.split()[0] for line in lines] == ["Dot", "Zed"] and "(" not in "".join(lines), lines


def test_two_a_line_keeps_the_left_players_dash():
    """Review of h48: a left-hand name that filled its half ("Bit (normal)", nothing melded)
    had its "-" cut off at the column rule. The names give way to their short forms for it;
    with no short forms, or a half too narrow for them, the rows stay one a line. Review of
    h49: so they do when a word beside a name would be cut at the rule."""
    from wordcards.app.widgets.common.flow import OwnedRows

    rows = [("Bit (normal)", []), ("Ann", []), ("Cy", []), ("Di", [])]

    def drawn(width: int, short_names: list[str] | None) -> list[list[str]]:
        console = Console(width=width, record=True, color_system=None)
        console.print(OwnedRows(rows, short_names=short_names, height=2))
        return [line.split() for line in console.export_text().splitlines()]

    shorts = ["Bit", "Ann", "Cy", "Di"]
    assert drawn(30, shorts) == [["Bit", "-", "│", "Ann", "-"], ["Cy", "-", "│", "Di", "-"]]
    assert drawn(30, None) == [["Bit", "(normal)", "-"], ["Ann", "-"], ["Cy", "-"], ["Di", "-"]]
    assert drawn(12, shorts) == [["Bit", "-"], ["Ann", "-"], ["Cy", "-"], ["Di", "-"]]  # "Bit -" wider than a half

    # A name leaving one cell beside it: QUIZ cannot break there (a letter and a hyphen
    # need two), and was cut to "Q" at the column rule; the rows stay one a line.
    rows = [("Bartholomew1", [Text("QUIZ")]), ("Ann", [Text("JUMPY")]), ("Cy", []), ("Di", [])]
    assert drawn(31, None) == [["Bartholomew1", "QUIZ"], ["Ann", "JUMPY"], ["Cy", "-"], ["Di", "-"]]


def test_rummy_table_rows_stay_one_a_line_when_two_a_line_would_take_more_lines():
    """Many words: two narrow halves wrap more than one wide row, so one a line stays."""
    view = rummy_table_view(["QUIZ", "JUMPY", "WALTZ"])
    one_a_line = rendered_table(view, 44, height=None)
    assert rendered_table(view, 44, height=4) == one_a_line
    assert owners_of(one_a_line, EIGHT_SEATS) == list(EIGHT_SEATS)


@pytest.mark.parametrize("size", [(80, 24), (64, 24)], ids=["80x24", "64x24"])
async def test_eight_rummy_seats_with_score_pads_are_all_in_sight_on_the_table(new_app, size):
    """At 80x24 (and 64x24, the least size for eight seats and the pads) the table showed
    Ann to Dee and scrolled: Eve to Hal's words were out of sight."""
    app = new_app("rummy", "--players", ",".join(EIGHT_SEATS), "--seed", "1", "--variant", "advanced")
    async with app.run_test(size=size) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: app.screen.name == "turn" and app.screen.revealed)
        box = app.screen.query_one("#table-box")

        def table_in_sight() -> str:
            region = box.region
            lines = screen_text(app).splitlines()[region.y : region.bottom]
            return "\n".join(line[region.x : region.right] for line in lines)

        await until(app, pilot, lambda: all(re.search(rf"\b{name}\b", table_in_sight()) for name in EIGHT_SEATS))
        assert box.max_scroll_y == 0, table_in_sight()


# --- the pass / discard policy and typing ahead --------------------------------------------


async def test_pass_asks_first_esc_keeps_playing_enter_passes(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p")
        await until(app, pilot, lambda: app.screen.name == "confirm")
        assert app.screen.name == "confirm" and "Pass and draw 1 card?" in screen_text(app)
        await keys(app, pilot, "escape")
        game = app.session.game
        assert not game.actions and app.screen.name == "turn" and "your turn goes on" in screen_text(app)
        await keys(app, pilot, "ctrl+p")
        await yes_to_the_question(app, pilot)
        assert [a.notation() for a in game.actions] == ["pass"]



def shuffle_with_an_empty_deck(words) -> ShuffleGame:
    """Ann and Bob with cards that make no word, and nothing left to draw."""
    start = {"hands": ["QZX", "JKV"], "table": [], "deck": "", "current": 0, "first_played": [True, True]}
    return ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)


async def test_with_an_empty_deck_a_pass_promises_no_card_and_warns_when_it_ends_the_game(words):
    """S3, S13: with the deck empty a pass draws nothing, so the key and the question say
    so; after Ann's pass, Bob's pass would end the game, and the question says that first."""
    game = shuffle_with_an_empty_deck(words)
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # Ann takes the keyboard
        await until(app, pilot, lambda: "Pass (the deck is empty)" in screen_text(app))
        assert "Pass (the deck is empty)" in screen_text(app) and "draw 1" not in screen_text(app)
        await pilot.press("ctrl+p")
        await until(app, pilot, lambda: app.screen.name == "confirm")
        question = f"{app.screen.question} {app.screen.detail}"
        assert question.startswith("Pass without drawing?") and "draw 1" not in question
        assert "ends the game" not in question
        await pilot.press("enter")
        assert [a.notation() for a in game.actions] == ["pass"] and not game.is_over
        await past_the_handoff(app, pilot)  # Bob takes the keyboard
        await until(app, pilot, lambda: "Pass (the deck is empty)" in screen_text(app))
        await pilot.press("ctrl+p")
        await until(app, pilot, lambda: app.screen.name == "confirm")
        assert app.screen.question == "Pass and end the game?"
        assert app.screen.detail.startswith("Passing now ends the game: the deck is empty and Ann has passed")
        assert "Passing now ends the game" in screen_text(app) and not RULING_ID.search(app.screen.detail)
        await pilot.press("escape")  # Bob thinks again: nothing happens
        await until(app, pilot, lambda: app.screen.name == "turn")
        assert not game.is_over and len(game.actions) == 1
        await pilot.press("ctrl+p")
        await until(app, pilot, lambda: app.screen.name == "confirm")
        await pilot.press("enter")
        assert game.is_over

async def rummy_after_draw(app, pilot):
    await past_the_handoff(app, pilot)
    await keys(app, pilot, "ctrl+d")
    game = app.session.game
    assert game.phase is Phase.PLAY
    return game


async def test_a_discard_asks_first_and_typing_on_starts_a_word_instead(new_app):
    """'a' + Enter: the question comes up, 't' closes it and starts a word of its own (a
    discard is one letter; it read AT: docs/decisions/app.md); nothing was thrown away."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await rummy_after_draw(app, pilot)
        hand = [c.letter for c in game.hand(0)]
        letter = next(c.letter for c in game.hand(0) if hand.count(c.letter) == 1 and game.is_legal(Discard(c)))
        await keys(app, pilot, *typed(letter))
        await until(app, pilot, lambda: app.screen.name == "confirm")
        assert app.screen.name == "confirm" and "Discard" in screen_text(app)
        await keys(app, pilot, "t")
        await until(app, pilot, lambda: app.screen.name == "turn")
        assert app.screen.query_one("#entry").value == "T"
        assert not any(isinstance(a, Discard) for a in game.actions)
        await keys(app, pilot, "escape", *typed(letter))  # clear, then discard for real
        await yes_to_the_question(app, pilot)
        assert isinstance(game.actions[-1], Discard) and game.actions[-1].card.letter == letter


async def test_a_stale_refusal_does_not_stay_behind_the_discard_question(new_app):
    """A word refused, taken off with Backspace, then one letter + Enter: the discard question
    is what the player reads; the refusal of the earlier word is cleared from the message line."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await rummy_after_draw(app, pilot)
        await keys(app, pilot, *typed("qzx"))
        message = app.screen.query_one("#message")
        refusal = message.render().plain
        assert refusal and message.has_class("-refusal")
        letter = next(c.letter for c in game.hand(0) if game.is_legal(Discard(c)))
        await keys(app, pilot, "backspace", "backspace", "backspace", *typed(letter))
        await until(app, pilot, lambda: app.screen.name in ("confirm", "choice"))
        assert refusal not in screen_text(app)
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: app.screen.name == "turn")
        assert refusal not in screen_text(app)


async def test_a_draw_key_after_the_draw_says_why_it_does_nothing(new_app):
    """R3: one card a turn. Ctrl+D or Ctrl+Y (or Ctrl+T) once drawn is hidden from the footer; pressed
    anyway, it says why instead of doing nothing in silence (as Ctrl+Z does)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await rummy_after_draw(app, pilot)
        actions = game.actions
        for key in ("ctrl+d", "ctrl+y", "ctrl+t"):
            app.screen.query_one("#message").update("")
            await keys(app, pilot, key)
            # "You", as a seat says it (app/rummy_idle_keys.py): the player to act is reading.
            assert "You have already drawn this turn (one card a turn)." in screen_text(app)
        assert game.actions == actions


async def test_the_piles_line_fits_on_one_line_at_the_smallest_size(new_app):
    """At 64 columns (MIN_SIZE) the line with the piles and the colours' legend wrapped, its
    last colour alone on a second line; it closes up to fit instead."""
    from wordcards.app.widgets.common.sizes import MIN_SIZE

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=MIN_SIZE) as pilot:
        await rummy_after_draw(app, pilot)
        lines = screen_text(app).splitlines()
        piles = next(i for i, line in enumerate(lines) if "Discard pile" in line)
        assert "Draw pile" in lines[piles] and lines[piles].rstrip().endswith("blue")
        assert lines[piles + 1].lstrip().startswith("Hand")


async def test_the_colour_key_of_five_colours_stays_at_80x24(new_app, tmp_path):
    """A play-tester: with 5 colours at 80x24 the piles line dropped the colour key, the only
    place the turn screen names the colours; it goes on a line of its own instead."""
    from wordcards.resources import ruleset_path

    text = ruleset_path("rummy").read_text(encoding="utf-8")
    ruleset = tmp_path / "five.yaml"
    ruleset.write_text(text.replace("colours: [red, green, blue]", "colours: [red, green, blue, yellow, orange]"), encoding="utf-8")
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4", "--ruleset", str(ruleset))
    async with app.run_test(size=(80, 24)) as pilot:
        await rummy_after_draw(app, pilot)
        lines = screen_text(app).splitlines()
        piles = next(i for i, line in enumerate(lines) if "Discard pile" in line)
        assert "Draw pile" in lines[piles]
        assert "◆ red  ● green  ■ blue  ▲ yellow  ★ orange" in lines[piles + 1]


async def test_typed_letters_never_choose_from_an_open_list(new_app):
    """Seed 22: Bob can make EEL in two ways, so a list asks which. Typing on (EELS)
    closes the list and goes on with the word; Enter then plays what was typed."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "22")
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.session.game
        word = None
        for _ in range(20):
            if app.screen.name == "handoff":
                await past_the_handoff(app, pilot)
                continue
            if app.screen.name == "confirm":
                await yes_to_the_question(app, pilot)
                continue
            if game.phase is Phase.DRAW:
                await keys(app, pilot, "ctrl+d")
                melds = [a for a in game.legal_actions() if isinstance(a, Meld)]
                word = next((m.word for m in melds if len(game.resolve(m.word)) > 1), None)
                if word:
                    break
            else:
                discard = next(a for a in game.legal_actions() if isinstance(a, Discard))
                await keys(app, pilot, *typed(discard.card.letter))
                await until(app, pilot, lambda: app.screen.name in ("confirm", "choice"))
                await keys(app, pilot, "enter" if app.screen.name == "confirm" else "1")
        assert word
        before = len(game.actions)
        await keys(app, pilot, *typed(word))
        await until(app, pilot, lambda: app.screen.name == "choice")
        assert app.screen.name == "choice"
        await keys(app, pilot, "s", "enter")
        await until(app, pilot, lambda: app.screen.name == "turn")
        assert len(game.actions) == before  # nothing chosen from the list
        assert app.screen.name == "turn"
        assert f"{word}S" in screen_text(app) or "not a word" in screen_text(app)


# --- keys -------------------------------------------------------------------------------


async def at_the_quit_question(app, pilot, key: str) -> None:
    """Past the hand-off, ``key`` (Ctrl+C or Ctrl+Q), and the quit question shown."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, key)
    await until(app, pilot, lambda: app.screen.name == "quit")


async def test_ctrl_c_opens_the_quit_question(new_app):
    from wordcards.app.command import COMMAND_INDENT, command

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_quit_question(app, pilot, "ctrl+c")
        body = app.screen.body  # its text as asked (drawn with its paths folded: path_folds.py)
        assert f"To carry on later, type:\n{COMMAND_INDENT}{command('resume')}" in body
        await keys(app, pilot, "n")
        assert app.screen.name == "turn"


@pytest.mark.parametrize("started", ["", "/home/someone/games/a-long-folder/.venv/bin/wordcards"])
async def test_the_quit_box_keeps_the_resume_command_whole_on_a_line_of_its_own(new_app, monkeypatch, started):
    """At 80 columns the box broke "Type /path/.venv/bin/wordcards" / "resume  to carry on
    later.": the command on its own line, as the printed quit line has it; a command too long
    for the box (here 60 characters) widens it."""
    from wordcards.app.command import command

    if started:
        monkeypatch.setattr("sys.argv", [started])
    resume = command("resume")
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await at_the_quit_question(app, pilot, "ctrl+q")
        assert any(line.strip(" ▌▐█│┃").strip() == resume for line in screen_text(app).splitlines()), screen_text(app)


def test_the_resume_command_is_named_as_this_player_can_run_it(tmp_path, monkeypatch):
    from wordcards.app.command import command

    venv = tmp_path / ".venv" / "bin"
    venv.mkdir(parents=True)
    script = venv / "wordcards"
    script.write_text("")
    script.chmod(0o755)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    assert command("resume", argv0=str(script)) == ".venv/bin/wordcards resume"
    monkeypatch.setenv("PATH", f"{venv}:/usr/bin:/bin")
    assert command("resume", argv0=str(script)) == "wordcards resume"
    assert command("resume", argv0="/somewhere/wordcards/__main__.py").endswith(" -m wordcards resume")


# --- messages ---------------------------------------------------------------------------


async def test_rummy_status_messages_and_hint_wording(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4", "--variant", "inverse")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await rummy_after_draw(app, pilot)
        drawn = game.actions[-1]
        assert isinstance(drawn, DrawDeck)
        text = screen_text(app)
        assert re.search(r"You drew [A-Z][◆●■] \((red|green|blue)\)\.", text)
        screen = app.screen
        meld = next((a for a in game.legal_actions() if isinstance(a, Meld)), None)
        if meld is not None:
            said = screen.describe_hint(meld, 6).plain
            assert "+" not in said and "penalty points out of your hand): type " in said
        await keys(app, pilot, *typed("qzx"))
        assert not RULING_ID.search(screen.query_one("#message").render().plain)


async def test_a_standard_rummy_hint_says_its_points_as_shuffles_hint_does(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await rummy_after_draw(app, pilot)
        meld = Meld(tuple(game.hand(0)[:2]))
        assert app.screen.describe_hint(meld, 1).plain.endswith("(+1 to your score when the hand ends): type BC, then Enter.")
        assert app.screen.describe_hint(meld, 4).plain.endswith("(+4 to your score when the hand ends): type BC, then Enter.")


def test_describe_names_only_the_jokers_from_the_hand_and_lists_taken_letters(words):
    from wordcards.engine.shuffle.describe import describe
    from wordcards.engine.wording import letters_list
    from wordcards.engine.shuffle.actions import Extend

    rules = default_ruleset("shuffle")
    start = {"hands": ["STUVXYZ", "AEINRST"], "table": [{"owner": 1, "word": "PHONe"}], "current": 0,
             "first_played": [True, True]}
    game = ShuffleGame.from_position(rules, words, (Player("Ann"), Player("Bob")), start, 0)
    view = game.view(0)
    target = next(iter(game.table))
    action = Extend(target, "PHONeS")
    text = describe(action, view, game.plan(action), rules.steal_cards_per_letter)
    assert text == "extend Bob's PHONe to PHONeS (it stays Bob's)"
    assert letters_list("EI") == "E and I" and letters_list("EIS") == "E, I and S"


def test_the_rules_screen_title_does_not_repeat_the_game():
    from wordcards.app.screens.rulebook import rules_renderable

    first = rules_renderable(default_ruleset("shuffle")).renderables[0].plain
    assert first == "Rules of Shuffle (standard)"


async def test_a_hint_that_finds_nothing_is_not_logged(new_app, monkeypatch):
    import wordcards.ai

    monkeypatch.setattr(wordcards.ai, "suggest", lambda game: None, raising=False)  # what the hint's thread asks
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+g")
        for worker in list(app.workers):
            await worker.wait()
        await until(app, pilot, lambda: "Hint:" in screen_text(app))
        assert "Hint: no play found" in screen_text(app)
        assert not app.session.in_play.notes and "used a hint" not in screen_text(app)


def hold_the_hint(monkeypatch):
    """The hint's search holds until ``answer`` is set, so keys can be pressed while it looks;
    ``searching`` is set once it has begun."""
    import threading

    import wordcards.ai

    searching, answer = threading.Event(), threading.Event()

    def slow_hint(game):
        searching.set()
        answer.wait(60)  # released by the test; the timeout only keeps a broken test from hanging
        return None

    monkeypatch.setattr(wordcards.ai, "suggest", slow_hint, raising=False)  # what the hint's thread asks
    return searching, answer


async def test_letters_typed_while_a_hint_is_looked_for_go_on_the_word(new_app, monkeypatch):
    """The entry was closed while the hint's worker searched: letters typed meanwhile were
    dropped without a word. They go on the word now; only Enter waits, and says so."""
    searching, answer = hold_the_hint(monkeypatch)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        try:
            app.simulate_key("ctrl+g")
            await until(app, pilot, searching.is_set, "the hint's search", worker_held=True)
            for name in typed("cat"):
                app.simulate_key(name)
            said = lambda: str(app.screen.message.content)  # noqa: E731
            await until(app, pilot, lambda: "one moment" in said(), "Enter answered", worker_held=True)
            assert said() == "Looking for the best play... one moment."
            assert app.screen.entry.value == "CAT" and not app.session.game.actions
        finally:
            answer.set()
        for worker in list(app.workers):
            await worker.wait()
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")
        assert app.screen.entry.value == "CAT"


@pytest.mark.parametrize(
    "game, pressed",
    [("shuffle", ("ctrl+e", "ctrl+p", "ctrl+j", "ctrl+z", "ctrl+g")), ("rummy", ("ctrl+d", "ctrl+y", "ctrl+z"))],
)
async def test_a_game_key_pressed_while_a_hint_is_looked_for_says_to_wait(new_app, monkeypatch, game, pressed):
    """Found in play: Ctrl+E (any game key) pressed while the hint's worker searched did
    nothing and said nothing. It says to wait, as Enter does, and changes nothing."""
    searching, answer = hold_the_hint(monkeypatch)
    app = new_app(game, "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        screen = app.screen
        said = lambda: str(screen.message.content)  # noqa: E731
        try:
            app.simulate_key("ctrl+g")
            await until(app, pilot, searching.is_set, "the hint's search", worker_held=True)
            await until(app, pilot, lambda: said() == "Looking for the best play...", "the hint's line", worker_held=True)
            for key in pressed:
                app.simulate_key(key)
                await until(app, pilot, lambda: "one moment" in said(), f"{key} answered", worker_held=True)
                assert said() == "Looking for the best play... one moment.", key
                assert app.screen is screen and not app.session.game.actions, key
                screen.message.say("Looking for the best play...")
        finally:
            answer.set()
        for worker in list(app.workers):
            await worker.wait()
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")
        assert not app.session.game.actions


async def test_shuffle_hint_words_are_built_in_the_hint_worker_while_the_screen_says_it_looks(new_app, monkeypatch):
    """Shuffle's ordinary hint was said on the event loop after the worker's search (a hinted
    swap's words replay it on a clone): a slow wording froze the screen. They are built in
    the hint's worker, as rummy's search and the promised play's words are; meanwhile the
    screen says it is looking and answers keys."""
    import threading

    from wordcards.app import shuffle_hint

    wording, answer = threading.Event(), threading.Event()
    said_on_the_event_loop: list[bool] = []
    said = shuffle_hint.said

    def slow_words(*args, **kwargs):
        on_the_event_loop = threading.current_thread() is threading.main_thread()
        said_on_the_event_loop.append(on_the_event_loop)
        if not on_the_event_loop:  # held there, the event loop would never come back to release it
            wording.set()
            answer.wait(60)  # released by the test; the timeout only keeps a broken test from hanging
        return said(*args, **kwargs)

    monkeypatch.setattr(shuffle_hint, "said", slow_words)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        screen = app.screen
        message = lambda: str(screen.message.content)  # noqa: E731
        try:
            app.simulate_key("ctrl+g")
            await until(app, pilot, lambda: wording.is_set() or bool(said_on_the_event_loop), "the hint's words", worker_held=True)
            assert said_on_the_event_loop == [False]
            assert message() == "Looking for the best play..."
            app.simulate_key("enter")  # the screen still answers while the words are built
            await until(app, pilot, lambda: "one moment" in message(), "Enter answered", worker_held=True)
        finally:
            answer.set()
        for worker in list(app.workers):
            await worker.wait()
        await until(app, pilot, lambda: message().startswith("Hint: "), "the hint")
        # Worded three times (an empty line, another word on it, the hint's own word: picked as shown), never on the loop.
        assert said_on_the_event_loop == [False, False, False]
        assert message().removeprefix("Hint: ").endswith(", then Enter.")  # the play with its points, then how to type it


async def test_undo_says_which_play_it_took_back(new_app):
    """Ctrl+Z said only "The last play was taken back."; after a few plays the player had
    to work out which. It names the play, as the message that made it did."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.screen.game
        play = shuffle_plan(game)
        said = game.describe(play)
        await keys(app, pilot, *typed(play.word))
        await settle(app, pilot)
        assert game.can_undo
        await keys(app, pilot, "ctrl+z")
        await settle(app, pilot)
        assert not game.actions
        assert f"Taken back: {said}." in " ".join(screen_text(app).split())


def test_hand_off_news_keeps_the_newest_lines_and_says_what_it_left_out():
    from wordcards.app.screens.handoff import latest_news

    lines = [f"line {n}" for n in range(12)]
    assert latest_news(lines, 12) == lines
    assert latest_news(lines, 8) == ["... 5 earlier lines: see the log", *lines[5:]]
    long = "Ann took H, O and W from SHADOW, leaving SAD, and played SALLOWISH; Bob took S from CARTS"  # two rows
    assert latest_news(["a", "b", long], 3) == ["... 2 earlier lines: see the log", long]


async def pass_turn(app, pilot) -> None:
    await keys(app, pilot, "ctrl+p")
    await yes_to_the_question(app, pilot)


async def handed_to_bob_after_news(app, pilot, lines: int) -> None:
    """Ann's turn with ``lines`` lines of news noted, passed: Bob's hand-off shown."""
    await past_the_handoff(app, pilot)
    for n in range(lines):
        app.session.note(f"news {n}", save=False)
    await pass_turn(app, pilot)
    await until(app, pilot, lambda: "Pass to Bob" in screen_text(app))


async def test_a_long_round_on_the_hand_off_is_not_cut_to_8_lines_unsaid(new_app):
    """With four at the table the hand-off showed the last 8 lines only, though it says what
    happened since your last turn: Cy's and the computer's plays were gone without a word.
    It shows as many as the screen holds, and says when earlier lines are left out."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await handed_to_bob_after_news(app, pilot, 10)
        text = screen_text(app)
        assert "news 1" in text and "news 9" in text and "Ann passed and drew a card" in text
        assert "7 cards dealt" in text and "earlier line" not in text  # 12 lines: all of them
        for n in range(20):  # Bob's turn, more than the hand-off holds (Ann's own turn is not shown again)
            app.session.note(f"more {n}", save=False)
        await past_the_handoff(app, pilot)
        await pass_turn(app, pilot)
        await until(app, pilot, lambda: "Pass to Ann" in screen_text(app))
        text = screen_text(app)
        assert "Pass to Ann" in text and "Bob passed and drew a card" in text and "earlier lines: see the log" in text


async def test_the_hand_off_news_is_cut_again_when_the_terminal_is_resized(new_app):
    """A play-tester: opened at 100x30 after a long turn and shrunk to 80x24, the box
    overflowed (the newest lines and its bottom border cut off, a scroll bar); opened at 80x24
    and enlarged, it still said "... 6 earlier lines" with rows to spare."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        await handed_to_bob_after_news(app, pilot, 20)
        big = screen_text(app)
        assert "news 4" in big and "Ann passed and drew a card" in big, big
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        small = screen_text(app)
        rows = small.splitlines()
        assert "Ann passed and drew a card" in small and "news 4" not in small and "earlier lines: see the log" in small, small
        assert any("╚" in row for row in rows[:-1]), small  # the box's bottom border, above the footer
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert screen_text(app) == big


async def test_the_hand_off_tells_what_happened_since_the_players_own_turn_ended(new_app):
    """Ann's hand-off repeated her own last turn (her hint, her pass), pushing Bob's moves
    into "... N earlier lines": the lines counted from when she took the keyboard."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        app.session.note("Ann's own note", save=False)
        await pass_turn(app, pilot)
        await until(app, pilot, lambda: "Pass to Bob" in screen_text(app))
        assert "Ann's own note" in screen_text(app) and "Ann passed and drew a card" in screen_text(app)
        await past_the_handoff(app, pilot)
        await pass_turn(app, pilot)
        await until(app, pilot, lambda: "Pass to Ann" in screen_text(app))
        text = screen_text(app)
        assert "Bob passed and drew a card" in text
        assert "Ann's own note" not in text and "Ann passed" not in text and "7 cards dealt" not in text


async def test_the_footer_under_a_pass_or_discard_question_says_what_enter_does(new_app):
    """The question says "Enter  pass" (or discard); its footer said "⏎ Yes"."""
    from wordcards.engine.rummy import Discard as RummyDiscard

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p")
        await until(app, pilot, lambda: app.screen.name == "confirm")
        await settle(app, pilot)
        footer = screen_text(app).splitlines()[-1]
        assert "⏎ Pass" in footer and "Yes" not in footer and "Keep playing" in footer
        await yes_to_the_question(app, pilot)
        assert isinstance(app.session.game.actions[-1], Pass)  # Enter still passes
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        game = app.session.game
        letters = [c.letter for c in game.hand(0)]
        card = next(a.card for a in game.legal_actions() if isinstance(a, RummyDiscard) and letters.count(a.card.letter) == 1)
        await keys(app, pilot, *typed(card.letter))
        await until(app, pilot, lambda: app.screen.name == "confirm")
        await settle(app, pilot)
        assert "⏎ Discard" in screen_text(app).splitlines()[-1]


async def test_the_first_rummy_table_at_64x20_is_drawn_for_the_room_it_has(new_app):
    """A play-tester at 64x20 (advanced, Ann, junior Cy, an expert): the first table drawn
    after Ann's hand-off put the players two a line ("│ Ann │ Cy - ││", Ann's "-" lost) and
    was right only after her first action: it was drawn for the rows its box had before the
    turn's layout settled. Each player's row is its own line, as after a draw."""
    app = new_app("rummy", "--variant", "advanced", "--hands", "1", "--players", "Ann,junior:Cy,cpu:expert", "--seed", "5")
    async with app.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(app, pilot)
        await settle(app, pilot)
        rows = [line.split("│")[1].split() for line in screen_text(app).splitlines() if line.startswith("│ ")][:3]
        assert rows == [["Ann", "-"], ["Cy", "-"], ["Bit", "(expert)", "-"]], rows
