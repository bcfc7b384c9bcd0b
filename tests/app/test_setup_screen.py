"""The setup screen as a newcomer meets it: marks kept, keys typed fast, odd names, and a
game that has exactly what the screen showed."""

from __future__ import annotations

import re

import pytest
from drivers import burst, keys, past_the_handoff, settle
from screen_text import screen_text
from textual import events
from textual.widgets import Input

from wordcards.engine.players import Player


def name_of(app, seat: int) -> str:
    return app.screen.query_one(f"#name-{seat}", Input).value


async def test_S12_a_junior_mark_comes_back_when_a_computer_seat_is_a_person_again(new_app):
    """Cycling a junior seat through the computer levels and back to person kept it adult:
    the mark the player set is kept (a computer has no age, so it is only hidden meanwhile)."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "space", "tab")  # Ann is a junior; to her person/computer mark
        await pilot.press("space", "space", "space", "space")  # easy, normal, hard, expert
        await settle(app, pilot)
        row = next(line for line in screen_text(app).splitlines() if "Seat 1" in line)
        assert "computer expert" in row and "junior" not in row
        await pilot.press("space")  # a person again
        await settle(app, pilot)
        row = next(line for line in screen_text(app).splitlines() if "Seat 1" in line)
        assert "junior" in row and "person" in row
        await pilot.press("tab", *"Bob", "enter")
        await settle(app, pilot)
        assert app.session.game.players == (Player("Ann", junior=True), Player("Bob"))


async def test_keys_typed_in_a_burst_after_tab_go_to_the_field_tab_moved_to(new_app):
    """Keys that arrive together with a Tab (tmux send-keys, a fast typist) all went into the
    first name: the focus moved only once the name had handled the Tab, after the letters
    behind it had been sent to that name too. Tab moves the focus before the next key, and
    the keys before it (Backspace, Space on a mark) act where they were typed."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        burst(app, *"Annx", "backspace", "tab", "space", "tab", "tab", *"Bob", "shift+tab", "space")
        await settle(app, pilot)
        assert (name_of(app, 0), name_of(app, 1)) == ("Ann", "Bob")
        assert app.screen.query_one("#junior-0").junior  # the first Space, on Ann's mark
        assert app.screen.query_one("#kind-0").level == "easy"  # the last, on her person/computer mark


def who_starts(app) -> str:
    return app.screen.query_one("#who-starts").text


async def test_S15_who_starts_stays_with_the_seat_when_its_name_is_edited(new_app):
    """Bob chosen to start, then his name corrected to Rob: the choice went back to the first
    seat without a word. It follows the seat, as does a computer's name made anew."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob", *["tab"] * 5, "space")  # seat 2 ...
        await settle(app, pilot)  # ... and seat 3, a computer: "Bit (easy)"
        app.screen.query_one("#who-starts").focus()
        await pilot.press("space")
        await settle(app, pilot)
        assert who_starts(app) == "Bob"
        app.screen.query_one("#name-1").focus()
        await pilot.press("backspace", "backspace", "backspace", *"Rob")
        await settle(app, pilot)
        assert who_starts(app) == "Rob"
        app.screen.query_one("#who-starts").focus()
        await pilot.press("space")
        await settle(app, pilot)
        assert who_starts(app) == "Bit (easy)"
        app.screen.query_one("#name-0").focus()
        await pilot.press("backspace", "backspace", "backspace", *"Bit")  # the computer is renamed
        await settle(app, pilot)
        assert who_starts(app) == "Dot (easy)"
        await pilot.press("enter")
        await settle(app, pilot)
        game = app.session.game
        # The game's own option, not whose turn it is: Dot, a computer, may have played by now.
        assert [player.name for player in game.players] == ["Bit", "Rob", "Dot (easy)"] and game.options["first"] == 2


async def test_S15_who_starts_offers_no_computer_name_its_seat_refuses(new_app):
    """A computer seat named Alexandra is "Alexandra (expert)", past the 12 letters a name
    has: Enter refuses it, and "Who starts" offered it all the same. It offers the names
    the seats take, and the seat once its name is shortened, still chosen if it was."""
    app = new_app("rummy", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Alexandra", "tab", "tab", *["space"] * 4)
        await settle(app, pilot)
        assert app.screen.query_one("#kind-1").level == "expert"
        app.screen.query_one("#who-starts").focus()
        await pilot.press("space")
        await settle(app, pilot)
        assert app.screen.query_one("#who-starts").choices == ["Ann", "at random"]
        assert who_starts(app) == "at random"
        await pilot.press("space")
        await settle(app, pilot)
        assert who_starts(app) == "Ann"
        app.screen.query_one("#name-1").focus()
        await pilot.press(*["backspace"] * 6)  # "Ale (expert)": 12 letters
        await settle(app, pilot)
        assert app.screen.query_one("#who-starts").choices == ["Ann", "Ale (expert)", "at random"]


async def test_S15_who_starts_offers_no_name_its_seat_refuses_as_typed(new_app):
    """A play-tester: Seat 1 typed "Ann,Bob" is refused (one name a seat), and "Who starts"
    listed "Ann,Bob" meanwhile. It lists only names the seats take."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann,Bob", "tab", "tab", "tab", *"Cy")
        await settle(app, pilot)
        app.screen.query_one("#who-starts").focus()
        await pilot.press("space")
        await settle(app, pilot)
        assert app.screen.query_one("#who-starts").choices == ["Cy", "at random"]
        app.screen.query_one("#name-0").focus()
        await pilot.press(*["backspace"] * 4)  # "Ann": taken, and offered
        await settle(app, pilot)
        assert app.screen.query_one("#who-starts").choices == ["Ann", "Cy", "at random"]


async def test_S15_space_on_who_starts_in_a_burst_after_the_names_steps_through_them(new_app):
    """Typed in one burst, the Space on "Who starts" arrived before the screen had told it
    the names just typed: it chose "at random" where it shows Bob when typed slowly."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 30)) as pilot:
        await settle(app, pilot)
        burst(app, *"Ann", "tab", "tab", "tab", *"Bob", *["tab"] * 15, "space")
        await settle(app, pilot)
        assert app.focused.id == "who-starts" and who_starts(app) == "Bob"


async def test_enter_on_a_mark_starts_as_the_screen_says(new_app):
    """The screen says "Enter starts"; after choosing who starts, Enter did nothing at all
    (only Ctrl+S started from a mark)."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob")
        app.screen.query_one("#who-starts").focus()
        await pilot.press("space", "enter")
        await settle(app, pilot)
        assert app.screen.name == "handoff" and app.session.game.current == 1


async def test_a_name_given_twice_says_which_seats_and_the_message_goes_once_changed(new_app):
    """The message "ann is named twice" did not say where, nor that Ann and ann count as one name; and it
    stayed on screen after the name was put right."""
    app = new_app("rummy", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", *["tab"] * 3, *"Bob", *["tab"] * 3, *"ann", "enter")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert "Ann is named twice, in seats 1 and 3 (as ann): every player needs a different name." in said
        assert app.session is None
        await pilot.press("backspace", "backspace", "backspace", *"Cy")
        await settle(app, pilot)
        assert "named twice" not in screen_text(app)
        await pilot.press("enter")
        await settle(app, pilot)
        assert [player.name for player in app.session.game.players] == ["Ann", "Bob", "Cy"]


async def test_a_name_is_kept_to_what_the_player_panels_show_in_columns(new_app):
    """A name of 12 wide letters (李, emoji: two columns each) was taken whole: 24 columns,
    shown cut on the setup screen and the panels ("李小龍李小龍…"), and clipped on "Who
    starts". It stops where 12 columns are full, as --players refuses it."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"李小龍李小龍李小龍", "tab", "tab", "tab")
        burst(app, *"Zoë😀abcdefghij")  # pilot.press has no key for an emoji
        await settle(app, pilot)
        assert (name_of(app, 0), name_of(app, 1)) == ("李小龍李小龍", "Zoë😀abcdefg")
        app.screen.query_one("#who-starts").focus()
        await settle(app, pilot)
        assert who_starts(app) == "李小龍李小龍"
        await pilot.press("enter")
        await settle(app, pilot)
        assert [player.name for player in app.session.game.players] == ["李小龍李小龍", "Zoë😀abcdefg"]


async def test_S15_no_why_line_when_nobody_chose_who_starts(new_app):
    """Left as it came (the first seat), "Who starts" logged "Why Ann plays first: the
    table's choice", though nobody chose: as with --players and no --first, the first seat
    plays first with no reason given (S2: seat order is play order)."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob", "enter")
        await settle(app, pilot)
        assert app.session.game.current == 0
        assert not any(line.startswith("Why") for line in app.session.log())


async def test_help_on_the_setup_screen_starts_with_its_keys(new_app):
    """F1 on the setup screen showed only the keys of a game (letters type a word, Enter
    plays it): nothing on Tab, Space on a mark, or what starts the game."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press("f1")
        await settle(app, pilot)
        text = " ".join(screen_text(app).split())
        assert app.screen.name == "help" and "On the setup screen" in text
        assert "Tab, Shift+Tab the next or the previous name or mark" in text
        await pilot.press("escape")
        await settle(app, pilot)
        assert app.screen.name == "setup"


def look_alike(typed: str, why: str) -> str:
    return f"Ann and {typed}, in seats 1 and 2, look the same {why}: every player needs a name the others can tell apart."


def named_twice(typed: str) -> str:
    return f"Нина is named twice, in seats 1 and 2 (as {typed}): every player needs a different name."


@pytest.mark.parametrize(
    ("first", "second", "said"),
    [
        # Ann and Аnn (a Cyrillic А) started a game whose log and scores the table could not
        # read: two players with one name on screen.
        ("Ann", "Аnn", look_alike("Аnn", "(А is Cyrillic Capital Letter A)")),
        ("Ann", "ＡＮＮ", look_alike("ＡＮＮ", "(Ａ is Fullwidth Latin Capital Letter A)")),
        ("Ann", "Anㅤn", look_alike("Anㅤn", "('Anㅤn' has an invisible character, U+3164 Hangul Filler)")),
        # Нина and НИНА got two look-alike keys (Н is read as H, н was not): the setup screen
        # took them, and the engine, which folds capitals, took the app down with a traceback.
        ("Нина", "НИНА", named_twice("НИНА")),
        ("Нина", "нина", named_twice("нина")),
        # A name of a Hangul filler (U+3164) only started a game with a blank seat name.
        ("Ann", "ㅤ", "Seat 2: the name 'ㅤ' shows nothing on screen (U+3164 Hangul Filler draws nothing): every player"),
    ],
)
async def test_names_the_table_cannot_tell_apart_or_see_are_refused_saying_why(new_app, first, second, said):
    """Refused at the setup screen, which says why; no game starts."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*first, *["tab"] * 3, *second, "enter")
        await settle(app, pilot)
        assert said in " ".join(screen_text(app).split())
        assert app.session is None and app.screen.name == "setup"


async def test_a_refusal_is_in_view_in_the_smallest_terminal_a_game_takes(new_app):
    """At 64 x 20 the rummy setup (eight seats, two lines of heading, the junior note) is
    taller than the screen: Enter with a name given twice said why below the bottom edge,
    and nothing seemed to happen."""
    app = new_app("rummy", "--variant", "advanced", "--minutes", "30")
    async with app.run_test(size=(64, 20)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"ann", "enter")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert "Ann is named twice, in seats 1 and 2 (as ann): every player needs a different name." in said
        assert app.session is None


async def test_a_long_refusal_is_shown_whole(new_app):
    """A pasted name of characters that cannot be shown is refused with the name spelt out
    in escapes: four lines at 64 columns, in a space two lines high (the rest was cut)."""
    app = new_app("shuffle")
    async with app.run_test(size=(64, 20)) as pilot:
        await settle(app, pilot)
        app.screen.query_one("#name-0").post_message(events.Paste("\U000e0001" * 12))
        await pilot.press("tab", "tab", "tab", *"Bob", "enter")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert "has invisible characters (U+E0001), which would make it look like a name it is not: type it without them." in said


async def test_a_computer_named_on_the_setup_screen_shows_its_level(new_app, computer_waits):
    """Seat 2 made a hard computer and named Bob played as "Bob", with its level nowhere
    (a computer left unnamed is "Bit (hard)" everywhere): it is "Bob (hard)", in the
    players panel, the log and every message, since the level is part of its name."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Bob", "tab", "tab", "space", "space", "space", "enter")
        await settle(app, pilot)
        players = app.session.game.players
        assert [(p.name, p.computer) for p in players] == [("Ann", None), ("Bob (hard)", "hard")]
        await past_the_handoff(app, pilot)
        assert app.screen.name == "turn" and "Bob (hard)" in screen_text(app)


async def test_a_name_typed_as_players_has_it_makes_the_seat_that_computer(new_app, computer_waits):
    """A family typed "cpu:normal" in seat 3, as the README teaches for --players: the game
    dealt to a person named "cpu:normal". The seat is that computer, its mark saying so
    once the name is left, and it gets a computer's name."""
    from wordcards.app.screens.setup import SeatKind

    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Mum", "tab", "tab", "tab", *"CPU:hard", "tab")
        await settle(app, pilot)
        assert name_of(app, 1) == "" and app.screen.query_one("#kind-1", SeatKind).level == "hard"
        assert app.focused is app.screen.query_one("#kind-1")  # Tab went on, to the mark that took the level
        await pilot.press("tab", *"cpu:normal", "enter")
        await settle(app, pilot)
        players = app.session.game.players
        assert [p.computer for p in players] == [None, "hard", "normal"]
        assert all("cpu" not in p.name for p in players), [p.name for p in players]


async def test_a_computer_level_typed_as_a_name_that_is_none_says_which_there_are(new_app):
    """"cpu:bogus" as a name: neither a person so named nor a traceback, a message naming the
    levels and the mark, and nothing changed. A name merely like it (Cpu) is a person's."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Cpu", "tab", "tab", "tab", *"cpu:bogus", "enter")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert app.screen.name == "setup" and name_of(app, 1) == "cpu:bogus"
        # --players' words (choice.read_seat), and the mark that chooses a level here.
        assert (
            "Seat 2: 'cpu:bogus': unknown computer level 'bogus' (easy, normal, hard or expert); "
            "or choose a level with Space on the seat's person/computer mark." in said
        ), said
        app.screen.query_one("#name-1").focus()
        await pilot.press(*["backspace"] * 9, *"Tom", "enter")
        await settle(app, pilot)
        assert [(p.name, p.computer) for p in app.session.game.players] == [("Cpu", None), ("Tom", None)]


async def test_S12_junior_colon_name_typed_as_a_name_seats_that_person_as_a_junior(new_app):
    """"junior:Tom" typed as a name seated an adult called "junior:Tom", where --players seats
    Tom as a junior: it is read as there (choice.read_seat), the junior mark showing it as the
    name is left. "junior:" is not part of the name's 12 columns: a 12-letter name fits."""
    from wordcards.app.screens.setup import AgeMark

    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Junior:Tom", "tab")
        await settle(app, pilot)
        assert name_of(app, 1) == "Tom" and app.screen.query_one("#junior-1", AgeMark).junior
        row = next(line for line in screen_text(app).splitlines() if "Seat 2" in line)
        assert "Tom" in row and "junior" in row and "junior:" not in row, row
        # 12 letters, a 13th refused, and Enter at once
        await pilot.press("tab", "tab", *"junior:Maximilianus", "a", "enter")
        await settle(app, pilot)
        assert app.session.game.players == (Player("Ann"), Player("Tom", junior=True), Player("Maximilianus", junior=True))


@pytest.mark.parametrize(("typed", "seated"), [("junior:Cy", ("Cy", True, None)), ("cpu:hard", ("", False, "hard"))])
async def test_S12_a_name_left_in_a_burst_is_read_though_the_next_is_half_typed_and_refused(new_app, typed, seated):
    """tmux sent "junior:Cy", Tab, "cpu:best", Enter at once: as seat 2's name was left,
    seat 3's read "cpu:b", no level, and seat 2 stayed "junior:Cy"; then, read after the
    Enter's refusal, seat 2's change wiped the refusal off the screen. Leaving a name reads
    that name, and the screen's own reading of it clears nothing."""
    from wordcards.app.screens.setup import AgeMark, SeatKind

    app = new_app("rummy", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        burst(app, *"Ann", "tab", "tab", "tab", *typed, "tab", "tab", "tab", *"cpu:best", "enter")
        await settle(app, pilot)
        assert app.screen.name == "setup"
        name, junior, level = seated
        assert (name_of(app, 1), name_of(app, 2)) == (name, "cpu:best")
        assert app.screen.query_one("#junior-1", AgeMark).junior is junior
        assert app.screen.query_one("#kind-1", SeatKind).level == level
        assert "Seat 3: 'cpu:best': unknown computer level 'best'" in " ".join(screen_text(app).split())


@pytest.mark.parametrize("typed", ["kid:Tom", "Dr:Who", "junior:", "junior:cpu:hard", "junior:kid:Tom"])
async def test_S12_a_seat_form_the_command_line_refuses_is_refused_here_in_its_words(new_app, typed):
    """"Dr:Who" typed as a name seated an adult so named, where --players refuses it naming
    the forms a seat has: the same message here, under the seats, and no seat changes (the
    junior:Cy typed in seat 1 stays as typed while another seat is refused)."""
    from wordcards.app.launch import LaunchError, parse_players

    with pytest.raises(LaunchError) as refused:
        parse_players(f"Ann,{typed}")
    said_there = str(refused.value).removeprefix("--players: ")
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press("tab", "tab", "tab", *typed, "shift+tab", "shift+tab", "shift+tab", *"junior:Cy", "enter")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert app.screen.name == "setup" and f"Seat 2: {said_there}." in said, said
        if typed == "Dr:Who":  # how to seat a person so named, in the same words as --players
            assert "Dr: is neither cpu: nor junior:; for a name, leave out the colon." in said, said
        assert (name_of(app, 0), name_of(app, 1)) == ("junior:Cy", typed)
        assert not any(mark.junior for mark in app.screen.query("AgeMark"))
        assert not any(mark.level for mark in app.screen.query("SeatKind"))


async def test_S12_junior_colon_name_on_a_computer_seat_says_a_computer_is_no_junior(new_app):
    """As --players refuses "junior:cpu:hard": the seat's mark says computer, the name says
    junior. Nothing changes until one of them does."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        # Seat 2 a computer first (its person/computer mark), then the name typed in it.
        await pilot.press(*"Ann", "tab", "tab", "tab", "tab", "tab", "space", "shift+tab", *"junior:Tom", "enter")  # the junior mark is off on a computer seat
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert app.screen.name == "setup" and name_of(app, 1) == "junior:Tom"
        assert "Seat 2: junior:Tom on a computer seat: a computer player is not a junior" in said, said


async def test_a_computer_name_too_long_with_its_level_says_how_long_it_may_be(new_app):
    """A computer's name with its level must fit where names are shown (12 columns, as
    "Bit (expert)"): a longer one is refused with the room left for the name, and a person
    named as a computer is ("Bob" beside "Bob (easy)") is named twice. The rule is said in
    the words of every other name's refusal ("characters" alone misled: 李 takes two)."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", "tab", *"Anne", "tab", "tab", *["space"] * 4, "enter")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert app.screen.name == "setup"
        rule = "a name has at most 12 letters (a wide letter such as 李 counts as two)"  # as every name's refusal says it
        assert f"Seat 2 is a computer: its name shows its level, and {rule}: Anne (expert) is longer." in said
        assert "Shorten the name to 3 letters" in said and "characters" not in said
        app.screen.query_one("#name-1").focus()
        await pilot.press(*["backspace"] * 4, *"Ann", "enter")
        await settle(app, pilot)
        assert "Ann is named twice, in seats 1 and 2 (as Ann (expert))" in " ".join(screen_text(app).split())


async def test_every_mark_of_a_seat_is_whole_in_the_smallest_terminal_a_game_takes(new_app):
    """At 64 x 20 the eight rummy seats scroll, and beside the scroll bar a computer's mark
    read "◂ computer exper": its last letter and arrow were cut."""
    app = new_app("rummy")
    async with app.run_test(size=(64, 20)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", "tab", *["space"] * 4)  # seat 1: an expert computer
        await settle(app, pilot)
        assert "◂ computer expert ▸" in screen_text(app)
        await pilot.press("tab")  # seat 2's name: the marks show unfocused, their words whole
        await settle(app, pilot)
        row = next(line for line in screen_text(app).splitlines() if "Seat 1" in line)
        assert row.rstrip().endswith("computer expert") and "Ann" in row


async def test_below_the_smallest_terminal_a_game_takes_the_setup_says_so_as_a_turn_does(new_app):
    """At 50 columns the seat rows were cut (no person/computer mark) and the setup took
    names and started a game that showed only the too-small notice. The setup shows the turn
    screens' notice; behind it nothing is typed or started, and at 64 x 20 the seats come
    back with the name that had the focus."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(50, 20)) as pilot:
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert "Make the terminal at least 64x20 to play (it is 50x20)." in said
        assert "Seat 1" not in said and "Start" not in said
        await keys(app, pilot, *"Ann", "tab", "tab", "tab", *"Bob", "enter")
        assert app.screen.name == "setup" and app.session is None
        await pilot.resize_terminal(64, 20)
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert "Make the terminal" not in said
        row = next(line for line in screen_text(app).splitlines() if "Seat 1" in line)
        assert row.rstrip().endswith("person")  # the marks, whole
        assert (name_of(app, 0), name_of(app, 1)) == ("", "")
        await keys(app, pilot, *"Ann", "tab", "tab", "tab", *"Bob", "enter")
        assert app.session.game.players == (Player("Ann"), Player("Bob"))


async def test_a_setup_one_line_too_short_says_so_too(new_app):
    app = new_app("rummy")
    async with app.run_test(size=(64, 19)) as pilot:
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert "Make the terminal at least 64x20 to play (it is 64x19)." in said


async def test_a_name_half_typed_when_the_terminal_shrank_goes_on_where_it_was(new_app):
    """Given back the focus after the too-small notice, the name had all its text selected
    (as a name reached by Tab has), so the next letter replaced it: Ann, shrink, grow, ie
    made 'ie'. Played in tmux."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, *"Ann")
        await pilot.resize_terminal(50, 15)
        await settle(app, pilot)
        await pilot.resize_terminal(80, 24)
        await settle(app, pilot)
        await keys(app, pilot, *"ie")
        assert name_of(app, 0) == "Annie"


async def test_a_name_typed_on_an_unnamed_seats_mark_goes_into_its_name(new_app):
    """Letters typed on a mark were dropped without a word. On a mark of a seat with no name
    yet they go into that seat's name, which takes the focus: the next letter is added (not
    typed over the name), and the game starts with the name."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await pilot.press("tab", "tab", *"Bo")  # on Seat 1's person/computer mark
        await settle(app, pilot)
        assert name_of(app, 0) == "Bo" and app.focused.id == "name-0"
        await pilot.press("b", "tab", "tab", "tab", *"Cy", "enter")
        await settle(app, pilot)
        assert [player.name for player in app.session.game.players] == ["Bob", "Cy"]


async def test_a_name_typed_on_a_mark_in_a_burst_goes_where_it_was_typed(new_app):
    """In one burst the letters behind the first went to the mark before the focus moved to
    the name: they follow it there. The burst acts as typed one key at a time: the first
    letter takes the focus to the name, the Tab behind the name moves on from there (it moved
    on from the mark, a row too far, when the focus followed the letter late), and a letter
    typed on the mark, the seat named by then, is not added to the name."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        burst(app, "tab", *"Bob", "tab", "x")
        await settle(app, pilot)
        assert name_of(app, 0) == "Bob" and app.focused.id == "junior-0"


async def test_letters_on_a_named_seats_mark_change_nothing_and_say_where_names_go(new_app):
    """Tab after a name stops on its marks: "Ann", Tab, "Bob" put Bob nowhere, without a word.
    Ann's name is not added to (Bob was likely the next player): the screen says where names
    are typed; on who starts, and on the last seat's marks, it points back to the names."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann", "tab", *"Bob")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert name_of(app, 0) == "Ann" and name_of(app, 1) == ""
        assert "Nothing typed: letters go in a name, not on a mark" in said and "Tab on to Seat 2's name" in said
        await pilot.press("tab", "tab", *"Bob")
        await settle(app, pilot)
        assert name_of(app, 1) == "Bob" and "Nothing typed" not in screen_text(app)  # stale once a name changes
        app.screen.query_one("#who-starts").focus()
        await pilot.press("x")
        await settle(app, pilot)
        assert "Shift+Tab goes back to the names" in " ".join(screen_text(app).split())
        app.screen.query_one("#name-5").focus()
        await pilot.press(*"Eve")
        app.screen.query_one("#kind-5").focus()
        await pilot.press("x")
        await settle(app, pilot)
        assert "Shift+Tab goes back to Seat 6's name" in " ".join(screen_text(app).split())
        assert name_of(app, 5) == "Eve"
        await pilot.press("question_mark")  # a key with a binding keeps it: the help
        await settle(app, pilot)
        assert app.screen.name == "help"


async def test_a_paste_on_a_mark_goes_where_a_letter_typed_there_goes(new_app):
    """A paste on a named seat's person/computer mark did nothing and said nothing, where a
    letter typed there says where names go: it says the same now. On an unnamed seat's
    mark it goes into the seat's name, as a letter does, and a list one a line fills the seats."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Ann")
        app.screen.query_one("#kind-0").focus()
        await settle(app, pilot)
        app.post_message(events.Paste("Bob"))
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert name_of(app, 0) == "Ann" and name_of(app, 1) == ""
        assert "Nothing pasted: letters go in a name, not on a mark" in said and "Tab on to Seat 2's name" in said
        app.screen.query_one("#kind-1").focus()
        await settle(app, pilot)
        app.post_message(events.Paste("Bob\nCy"))
        await settle(app, pilot)
        assert (name_of(app, 1), name_of(app, 2)) == ("Bob", "Cy") and "Nothing pasted" not in screen_text(app)
        assert app.focused is app.screen.query_one("#name-1")


async def test_a_name_reached_by_tab_goes_on_at_its_end(new_app):
    """Tab or Shift+Tab into a filled name selected all of it (a faint highlight), and the
    next letter replaced it: Cy, Tab, Shift+Tab, x made 'x'. The cursor lands at the end."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, *"Cy", "tab", "shift+tab", "x")
        assert name_of(app, 0) == "Cyx"
        await keys(app, pilot, "left", "left", "tab", "tab", "tab", *"Bo", "shift+tab", "shift+tab", "shift+tab", "e")
        assert (name_of(app, 0), name_of(app, 1)) == ("Cyxe", "Bo")


async def test_play_with_no_game_asks_the_game_and_rummys_scoring_first(new_app):
    """'wordcards play' printed five lines of usage and "say which game". The setup screen
    asks it: the game first (Shuffle), Word Rummy's scoring once rummy is chosen, then who plays."""
    app = new_app("--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.focused.id == "game" and "New game of Shuffle" in screen_text(app)
        assert not app.screen.query_one("#variant-row").display  # Shuffle has one way of scoring
        await keys(app, pilot, "space")
        said = screen_text(app)
        assert "New game of Word Rummy" in said and "Name 2 to 8 players" in said and "standard" in said
        await keys(app, pilot, "tab", "space")
        assert "Advanced scoring: 5 hands." in screen_text(app)
        await keys(app, pilot, "tab", *"Ann", "tab", "tab", "tab", *"Bob", "enter")
        assert app.session.kind == "rummy" and app.session.game.options["variant"] == "advanced"
        assert [player.name for player in app.session.game.players] == ["Ann", "Bob"]


@pytest.mark.parametrize("argv", [("--seed", "2"), ("shuffle", "--seed", "2"), ("rummy", "--seed", "2")])
async def test_a_name_typed_as_soon_as_the_setup_screen_shows_keeps_every_key(new_app, argv):
    """A player who types a name the moment the screen shows loses none of it. With no game
    named the Game row has the focus, and 'Annabel' typed at once was lost but for "Nothing
    typed: letters go in a name": a letter there goes into Seat 1's name, the focus with it.
    Pressed before any pause of the test, and again in one burst (queued to the Game row
    before the focus moved), with Tab on to Seat 2's name."""
    app = new_app(*argv)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(*"Annabel")
        await settle(app, pilot)
        assert name_of(app, 0) == "Annabel" and app.focused.id == "name-0"
        assert "Nothing typed" not in screen_text(app)
    app = new_app(*argv)
    async with app.run_test(size=(80, 24)) as pilot:
        burst(app, *"Annabel", "tab", "tab", "tab", *"Bob")
        await settle(app, pilot)
        assert (name_of(app, 0), name_of(app, 1)) == ("Annabel", "Bob")
    app = new_app(*argv)
    async with app.run_test(size=(80, 24)) as pilot:
        # One Tab stops on Seat 1's mark: Bob, typed there before Annabel's name held a
        # letter, is not added to it (it was: "AnnabelBob").
        burst(app, *"Annabel", "tab", *"Bob")
        await settle(app, pilot)
        assert (name_of(app, 0), name_of(app, 1)) == ("Annabel", "") and app.focused.id == "junior-0"


async def test_a_letter_on_the_game_row_once_seat_1_is_named_says_where_names_go(new_app):
    """The Game row counts as Seat 1's mark for letters: once Seat 1 has a name, a letter
    there is not added to it (as on a named seat's mark): the screen says where names go."""
    app = new_app("--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "tab", *"Ann")
        app.screen.query_one("#game").focus()
        await keys(app, pilot, *"Bob")
        assert name_of(app, 0) == "Ann" and app.focused.id == "game"
        assert "Tab goes on to the names" in " ".join(screen_text(app).split())


def seats_shown(app) -> list[int]:
    """The seat rows on the screen, by their labels ("Seat 7" in a message is not one)."""
    return [int(seat) for seat in re.findall(r"^\s*Seat (\d) {2,}", screen_text(app), re.MULTILINE)]


async def test_a_game_chosen_on_the_setup_screen_shows_only_its_seats(new_app):
    """'wordcards play' showed Shuffle's "Name 2 to 6 players" above eight seat rows, and a
    family filled seat 7 to be refused. Shuffle shows six rows, Word Rummy eight; a name in a
    row hidden by the switch is kept for Word Rummy, said once, and does not play Shuffle."""
    app = new_app("--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert seats_shown(app) == [1, 2, 3, 4, 5, 6]
        await keys(app, pilot, "space")  # Word Rummy: its rows shown before the names are typed
        await keys(app, pilot, "tab", *[key for name in ("Al", "Bo", "Cy", "Di", "Ed", "Fi", "Gus") for key in ("tab", *name, "tab", "tab")])
        assert seats_shown(app) == [1, 2, 3, 4, 5, 6, 7, 8] and name_of(app, 6) == "Gus"
        app.screen.query_one("#game").focus()
        await keys(app, pilot, "space")  # Shuffle again
        assert seats_shown(app) == [1, 2, 3, 4, 5, 6]
        said = " ".join(screen_text(app).split())
        assert "Seat 7 (Gus) is kept for Word Rummy: Shuffle is for up to 6 players." in said
        assert "Gus" not in app.screen.query_one("#who-starts").choices
        app.screen.query_one("#kind-5").focus()
        await keys(app, pilot, "tab")  # past seat 6, Tab goes to who starts, not into the hidden seat 7
        assert app.focused.id == "who-starts"
        await keys(app, pilot, "x")  # the next message replaces the note: it is said once
        assert "Gus" not in " ".join(screen_text(app).split())
        app.screen.query_one("#game").focus()
        await keys(app, pilot, "space", "space")  # Word Rummy and back to Shuffle: said again
        assert "Seat 7 (Gus) is kept" in " ".join(screen_text(app).split())
        await keys(app, pilot, "enter")
        assert app.session.kind == "shuffle"
        assert [player.name for player in app.session.game.players] == ["Al", "Bo", "Cy", "Di", "Ed", "Fi"]


async def test_keys_typed_right_behind_the_game_switch_move_along_the_rows_it_shows(new_app):
    """The Game switch showed its rows only once the screen was drawn again, and keys typed
    right behind it (in one burst: a fast typist, a paste) moved along the old ones: Tab went
    past Word Rummy's scoring to Seat 1, and Shift+Tab from Shuffle's switch into seat 8, to
    be hidden. The rows change as the switch is made, and Tab goes through them in order."""
    app = new_app("--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        burst(app, "space", "tab", "right", "tab", *"Al")  # Word Rummy, advanced scoring, Seat 1's name
        await settle(app, pilot)
        assert app.screen.query_one("#variant").text == "advanced"
        assert app.focused.id == "name-0" and name_of(app, 0) == "Al"
        app.screen.query_one("#game").focus()
        burst(app, "space", "shift+tab", "shift+tab")  # Shuffle: back past who starts to Seat 6
        await settle(app, pilot)
        assert app.focused.id == "kind-5"
        app.screen.query_one("#game").focus()
        burst(app, "left", "shift+tab", "shift+tab")  # Word Rummy: to Seat 8
        await settle(app, pilot)
        assert app.focused.id == "kind-7"
        # Drawn, Textual's focus order is the rows' order: Tab keeps it.
        chain = app.screen.focus_chain
        walked = []
        for _ in chain:
            await keys(app, pilot, "tab")
            walked.append(app.focused)
        start = chain.index(walked[-1]) + 1
        assert walked == chain[start:] + chain[:start] and len(chain) == 2 + 3 * 8 + 1


async def test_a_name_kept_in_a_hidden_seat_plays_when_its_game_is_chosen_again(new_app):
    app = new_app("--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "space")  # Word Rummy: its rows shown before the names are typed
        await keys(app, pilot, "tab", *[key for name in ("Al", "Bo", "Cy", "Di", "Ed", "Fi", "Gus") for key in ("tab", *name, "tab", "tab")])
        app.screen.query_one("#kind-7").focus()
        await keys(app, pilot, "space")  # seat 8: a computer
        app.screen.query_one("#game").focus()
        await keys(app, pilot, "space")
        said = " ".join(screen_text(app).split())
        assert "Seats 7 and 8 (Gus and a computer) are kept for Word Rummy: Shuffle is for up to 6 players." in said
        await keys(app, pilot, "space", "enter")
        assert app.session.kind == "rummy"
        assert [player.name for player in app.session.game.players][6:] == ["Gus", "Bit (easy)"]


async def test_the_setup_help_and_rules_speak_of_the_game_chosen_there(new_app):
    """With no game named, help (F1) and the rules (Ctrl+R) follow the Game row: Word Rummy
    chosen, the rules are its, and the help does not send its scoring to the command line."""
    app = new_app("--seed", "2")
    async with app.run_test(size=(100, 40)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "space", "ctrl+r")
        assert app.screen.name != "setup" and "Rules of Word Rummy" in screen_text(app)
        await keys(app, pilot, "escape", "f1")
        text = " ".join(re.sub("[█▀▄▁▂▃▄▅▆▇]", " ", screen_text(app)).split())
        assert "the game and Word Rummy's scoring (when no game was named)" in text
        assert "How long the match lasts, a ruleset or a word list of your own are chosen on the command line" in text
        assert "The scoring (standard" not in text
        assert "--target 100" in text and "--variant" not in text  # an example of what it does not ask


@pytest.mark.parametrize(("first", "second"), [("Ann,cpu:hard", ""), ("Ann,Bob,Cy", "Dad")])
async def test_a_list_of_names_typed_in_one_seat_is_refused_one_name_a_seat(new_app, first, second):
    """A play-tester, taught comma lists by --players: "Ann,cpu:hard" in Seat 1 said only
    "Name at least 2 players.", and "Ann,Bob,Cy" with Dad in Seat 2 dealt a game to two
    players, one named "Ann,Bob,Cy". A comma in a name is refused, saying one name goes in
    each seat, and no seat changes."""
    from wordcards.app.screens.setup import SeatKind

    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*first, "tab", "tab", "tab", *second, "enter")
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert app.screen.name == "setup", said
        assert f"Seat 1: '{first}': one name per seat, with no comma: type the next name in the next seat." in said, said
        assert (name_of(app, 0), name_of(app, 1)) == (first, second)
        assert app.screen.query_one("#kind-0", SeatKind).level is None


async def test_a_list_of_names_pasted_one_a_line_fills_the_seats_from_the_one_pasted_in(new_app):
    """A play-tester pasted "Ann\\nBob\\nCy" in a name, and it kept "Ann" alone, saying
    nothing (Input keeps a paste's first line). Each line is a seat's name, from the seat
    pasted in on, replacing what they held; a list that does not fit is not pasted, and the
    screen says why."""
    from wordcards.app.screens.setup import SeatKind

    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Dad", "tab", "tab", "tab", *"Mum")  # Seat 2 holds Mum
        app.post_message(events.Paste("\n".join("ABCDEFG")))
        await settle(app, pilot)
        assert "Nothing pasted: 7 names, one a line, do not fit the 5 seats from Seat 2 on." in " ".join(screen_text(app).split())
        app.post_message(events.Paste("Bob\nMaximilianusx"))
        await settle(app, pilot)
        assert "Nothing pasted. Seat 3: 'Maximilianusx': a name has at most 12 letters (a wide letter such as 李 counts as two)." in " ".join(screen_text(app).split())
        assert [name_of(app, seat) for seat in range(3)] == ["Dad", "Mum", ""]
        app.post_message(events.Paste("Ann\r\n\r\n Bob \r\ncpu:hard\r\n"))
        await settle(app, pilot)
        assert [name_of(app, seat) for seat in range(4)] == ["Dad", "Ann", "Bob", ""]
        assert app.screen.query_one("#kind-3", SeatKind).level == "hard"  # read as --players reads it
        assert app.focused is app.screen.query_one("#name-1")
        await pilot.press("enter")
        await settle(app, pilot)
        assert [player.name for player in app.session.game.players] == ["Dad", "Ann", "Bob", "Bit (hard)"]


async def test_a_name_too_long_typed_or_pasted_is_refused_in_the_same_words(new_app):
    """A whole-diff read: the paste checked a name's length on its own, beside the checks
    every seat's name meets, and said it in words of its own ("is longer than a name's 12
    characters"). One check (the seat's reading of its name), one rule in one wording: a
    13th letter typed, a list pasted with a 13-letter name, and a 13-letter name in a seat
    on Enter (set past the name's own cut: the check is the seat's, not the paste's). The
    rule counts columns, as --players does and in its words: 7 wide letters pasted are
    too long, and "at most 12 characters" said they were not."""
    rule = "a name has at most 12 letters (a wide letter such as 李 counts as two)."
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Dad", "tab", "tab", "tab", *"Maximilianusx")
        await settle(app, pilot)
        assert name_of(app, 1) == "Maximilianus" and f"Nothing added: {rule}" in " ".join(screen_text(app).split())
        app.post_message(events.Paste("Bob\nMaximilianusx"))
        await settle(app, pilot)
        pasted = " ".join(screen_text(app).split())
        assert f"Nothing pasted. Seat 3: 'Maximilianusx': {rule}" in pasted
        assert [name_of(app, seat) for seat in range(3)] == ["Dad", "Maximilianus", ""]
        app.post_message(events.Paste("Bob\n李李李李李李李"))
        await settle(app, pilot)
        assert f"Nothing pasted. Seat 3: '李李李李李李李': {rule}" in " ".join(screen_text(app).split())
        field = app.screen.query_one("#name-1", Input)
        with field.prevent(Input.Changed):  # not cut to fit as it is set
            field.value = "Maximilianusx"
        await pilot.press("enter")
        await settle(app, pilot)
        assert f"Seat 2: 'Maximilianusx': {rule}" in " ".join(screen_text(app).split())
        assert app.screen.is_current and name_of(app, 1) == "Maximilianusx"  # no game began


@pytest.mark.parametrize(("pasted", "refused"), [("Ann\nkid:Tom", "Seat 3: 'kid:Tom'"), ("Ann\nB,C", "Seat 3: 'B,C': one name per seat")])
async def test_a_pasted_list_with_a_name_a_seat_refuses_changes_no_seat(new_app, pasted, refused):
    """A review: "Ann\\nkid:Tom" pasted in Seat 2 seated Ann and kid:Tom, then said kid:Tom
    was refused; "all or nothing" was not. Every line is read before any seat changes."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Dad", "tab", "tab", "tab", *"Mum")
        app.post_message(events.Paste(pasted))
        await settle(app, pilot)
        said = " ".join(screen_text(app).split())
        assert "Nothing pasted. Seat " in said and refused in said, said
        assert [name_of(app, seat) for seat in range(3)] == ["Dad", "Mum", ""]


@pytest.mark.parametrize("pasted", ["Ann\n\n", "\nAnn", "\r\nAnn\r\n\r\n", "Ann\n"])
async def test_one_name_pasted_among_blank_lines_goes_in_at_the_cursor(new_app, pasted):
    """A review: "Ann\\n\\n" or "\\nAnn" counted as a list and replaced the seat's name
    whole, where "Ann\\n" went in at the cursor. One name, blank lines around it or not,
    is pasted as a line is: at the cursor."""
    app = new_app("shuffle", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await pilot.press(*"Mary", "space")
        app.post_message(events.Paste(pasted))
        await settle(app, pilot)
        assert [name_of(app, seat) for seat in range(2)] == ["Mary Ann", ""]


async def test_a_name_and_ctrl_q_in_one_burst_ask_as_typed_slowly(new_app):
    """Review of h48: "Ann" and Ctrl+Q in one burst quit at once, the name lost: Ctrl+Q,
    the app's key, was read before the name field had taken the letters. It asks, as
    Ctrl+Q typed after them does, and the name is there again after n. Untouched, a burst
    of Tab and Ctrl+Q still quits at once."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        burst(app, *"Ann", "ctrl+q", *"Bo")  # Bo typed behind it: dropped, as the question drops it
        await settle(app, pilot)
        assert app.return_code is None and app.screen.name == "quit"
        await keys(app, pilot, "n")
        assert app.screen.name == "setup" and name_of(app, 0) == "Ann"
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        burst(app, "tab", "ctrl+q")
        await settle(app, pilot)
        assert app.return_code == 0



@pytest.mark.parametrize("answer", ["n", "y"])
async def test_names_enter_and_ctrl_q_in_one_burst_start_the_game_then_ask(new_app, answer):
    """Review of h49: "Ann", Tab, "Bob", Enter and Ctrl+Q in one burst asked to quit over the
    seats, and after n the seats were back and the game never started: the quit question
    came up before the Enter reached the screen, which dropped it. As typed slowly, the
    game starts and the question is asked over its hand-off: n goes on to it, y quits with
    the game saved."""
    from wordcards import saves

    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        burst(app, *"Ann", "tab", "tab", "tab", *"Bob", "enter", "ctrl+q")
        await settle(app, pilot)
        assert app.return_code is None and [screen.name for screen in app.screen_stack][-2:] == ["handoff", "quit"]
        assert [player.name for player in app.session.game.players] == ["Ann", "Bob"]
        await keys(app, pilot, answer)
        if answer == "n":
            assert app.screen.name == "handoff" and app.return_code is None
    if answer == "y":
        assert app.return_code == 0
        saved = saves.read_save()
        assert saved is not None and saved.players == ("Ann", "Bob")


async def test_a_paste_behind_ctrl_q_goes_to_nothing(new_app):
    """Review of h49: keys typed behind a Ctrl+Q that waits for the name went to nothing,
    but a paste still went onto it under the question ("Ann", Ctrl+Q, "Bo" pasted: AnnBo)."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        burst(app, *"Ann", "ctrl+q")
        app.post_message(events.Paste("Bo"))
        await settle(app, pilot)
        assert app.screen.name == "quit"
        await keys(app, pilot, "n")
        assert app.screen.name == "setup" and name_of(app, 0) == "Ann"


async def test_a_mark_changed_and_ctrl_q_in_one_burst_ask(new_app):
    """Review of h49: Space on a mark acts through the bindings, as it gets back to the app;
    Ctrl+Q typed right behind it found the seats untouched and quit without asking."""
    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        burst(app, "space", "ctrl+q")
        await settle(app, pilot)
        assert app.return_code is None and app.screen.name == "quit"
