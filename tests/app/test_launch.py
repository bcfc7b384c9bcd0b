"""`wordcards play` options: wrong combinations are refused before the app starts."""

from __future__ import annotations

import argparse

import pytest

from wordcards.app import launch
from wordcards.app.launch import LaunchError, add_play_arguments, choice_from_args


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="wordcards play")
    add_play_arguments(parser)
    return parser.parse_args(list(argv))


def choice(*argv: str):
    return choice_from_args(parse(*argv))


def refused(*argv: str) -> str:
    with pytest.raises(LaunchError) as info:
        choice(*argv)
    return str(info.value)


def test_players_in_seat_order_with_juniors():
    c = choice("shuffle", "--players", " Ann, Bob ,Cy", "--junior", "cy", "--seed", "7")
    assert [p.name for p in c.players] == ["Ann", "Bob", "Cy"]
    assert [p.junior for p in c.players] == [False, False, True]
    assert c.seed == 7 and c.options == {}


def test_juniors_marks_everyone():
    c = choice("shuffle", "--players", "Ann,Bob", "--juniors")
    assert all(p.junior for p in c.players)


def test_fast_is_taken_with_a_computer_at_the_table_or_a_setup_screen_to_come():
    assert choice("shuffle", "--players", "Ann,cpu:easy", "--fast").fast
    assert choice("shuffle", "--fast").fast  # the setup screen may seat a computer


def test_without_players_the_setup_screen_asks():
    c = choice("rummy", "--juniors")
    assert c.players is None and c.juniors


def test_a_seed_is_chosen_when_none_is_given():
    assert isinstance(choice("shuffle").seed, int)


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (("shuffle", "--players", "Ann"), "2 to 6 players"),
        (("shuffle", "--players", "A,B,C,D,E,F,G"), "2 to 6 players"),
        (("rummy", "--players", "A,B,C,D,E,F,G,H,I"), "2 to 8 players"),
        (("shuffle", "--players", "Ann,,Bob"), "a name is empty"),
        (("shuffle", "--players", "Ann,ann"), "named twice"),
        (("shuffle", "--players", "Ann,Bob", "--junior", "Cy"), "'Cy' is not one of the players"),
        (("shuffle", "--junior", "Cy"), "--junior NAME needs --players"),
        (("shuffle", "--players", "Ann,Bartholomew-Smith"), "--players: 'Bartholomew-Smith': a name has at most 12 letters (a wide letter such as 李 counts as two)"),
        # 7 letters, 14 columns: wider than the player panels hold (a wide letter takes two)
        (("shuffle", "--players", "Ann,李小龍李小龍李"), "--players: '李小龍李小龍李': a name has at most 12 letters (a wide letter such as 李 counts as two)"),
        (("shuffle", "--variant", "advanced"), "only Word Rummy"),
        (("shuffle", "--target", "100", "--deals", "3"), "--target, --deals: only Word Rummy"),
        (("rummy", "--variant", "standard", "--minutes", "10"), "--minutes is for --variant advanced, not standard"),
        (("rummy", "--variant", "advanced", "--target", "100"), "--target is for --variant standard"),
        (("rummy", "--variant", "standard", "--deals", "3"), "--deals is for --variant inverse"),
        (("rummy", "--variant", "inverse", "--hands", "3"), "--hands is for --variant advanced"),
        (("rummy", "--variant", "advanced", "--hands", "3", "--minutes", "5"), "not both"),
        (("rummy", "--variant", "inverse", "--max-hands", "3"), "--max-hands is for --variant standard"),
        (("shuffle", "--max-hands", "3"), "--max-hands: only Word Rummy"),
        (("shuffle", "--first", "Ann"), "--first NAME needs --players"),
        (("shuffle", "--players", "Ann,Bob", "--juniors", "--junior", "Ann"), "--junior 'Ann': --juniors already makes every person a junior"),
        (("shuffle", "--juniors", "--junior", "Ann"), "--junior 'Ann': --juniors already makes every person a junior"),
        (("shuffle", "--players", "Ann,Bob", "--fast"), "--fast makes computer players act at once, and --players names none"),
        (("shuffle", "--players", "Ann,Bob", "--first", "Cy"), "--first: 'Cy' is not one of the players (Ann, Bob)"),
    ],
)
def test_wrong_combinations_are_refused(argv, expected):
    assert expected in refused(*argv)


def test_rummy_variant_options_with_ruleset_defaults():
    assert choice("rummy").options == {"variant": "standard", "target": 150, "max_hands": 25}
    assert choice("rummy", "--target", "90").options == {"variant": "standard", "target": 90, "max_hands": 25}
    assert choice("rummy", "--max-hands", "8").options == {"variant": "standard", "target": 150, "max_hands": 8}
    assert choice("rummy", "--variant", "advanced").options == {"variant": "advanced", "hands": 5}
    assert choice("rummy", "--variant", "advanced", "--hands", "2").options == {"variant": "advanced", "hands": 2}
    assert choice("rummy", "--variant", "advanced", "--minutes").options == {"variant": "advanced", "minutes": 30}
    assert choice("rummy", "--variant", "advanced", "--minutes", "12").options == {"variant": "advanced", "minutes": 12}
    assert choice("rummy", "--variant", "inverse").options == {"variant": "inverse", "deals": 5}
    assert choice("rummy", "--variant", "inverse", "--deals", "3").options == {"variant": "inverse", "deals": 3}


def test_a_ruleset_for_the_other_game_is_refused(tmp_path):
    from wordcards.resources import ruleset_path

    message = refused("shuffle", "--ruleset", str(ruleset_path("rummy")))
    assert "rummy ruleset, not a shuffle one" in message


def test_a_broken_ruleset_names_file_and_line(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: shuffle\ndeck: [1\n")
    message = refused("shuffle", "--ruleset", str(bad))
    assert str(bad) in message and "line" in message


def run_play(capsys, *argv: str) -> tuple[int, str]:
    code = launch.run_play(parse(*argv))
    return code, capsys.readouterr().err


def test_run_play_refuses_with_exit_2_and_no_traceback(capsys):
    code, err = run_play(capsys, "rummy", "--variant", "standard", "--minutes", "5")
    assert code == 2
    assert err.startswith("wordcards play: error: --minutes is for --variant advanced")
    assert "Traceback" not in err


def test_run_play_refuses_a_missing_word_list(capsys, tmp_path):
    missing = tmp_path / "nope.txt"
    code, err = run_play(capsys, "shuffle", "--players", "Ann,Bob", "--wordlist", str(missing))
    assert code == 2 and str(missing) in err


def test_bad_numbers_are_argparse_errors(capsys):
    with pytest.raises(SystemExit) as info:
        parse("rummy", "--target", "0")
    assert info.value.code == 2
    assert "must be 1 or more" in capsys.readouterr().err


def test_S15_first_names_a_player_or_random():
    from wordcards.app.session import first_seat

    bob = choice("shuffle", "--players", "Ann,Bob,cpu:hard", "--first", "bob")
    assert bob.first == "bob" and first_seat(bob.players, bob.first, bob.seed) == 1
    robot = choice("shuffle", "--players", "Ann,cpu:hard", "--first", "Bit (hard)")
    assert first_seat(robot.players, robot.first, robot.seed) == 1
    assert choice("shuffle", "--players", "Ann,Bob").first is None
    assert choice("shuffle", "--first", "RANDOM").first == "random"  # the setup screen asks for names
    # At random, the seed chooses: the same seed, the same first player; and every seat can start.
    players = choice("shuffle", "--players", "Ann,Bob,Cy").players
    assert first_seat(players, "random", 5) == first_seat(players, "random", 5)
    assert {first_seat(players, "random", seed) for seed in range(40)} == {0, 1, 2}


@pytest.mark.parametrize("argv", [["play", "shuffle", "--players", "Ann,Bob"], ["resume"]])
def test_play_and_resume_say_in_one_line_that_the_game_is_open_or_the_folder_unusable(argv, data_dir, capsys, monkeypatch):
    """The app never starts: a game open in another process (here: this one holds the
    lock), or a data folder that cannot be made, exits 1 with one line that says so."""
    from wordcards import saves
    from wordcards.cli import main

    with saves.SaveLock():
        assert main(argv) == launch.EXIT_CANNOT
    said = capsys.readouterr().err
    assert said.startswith(f"wordcards {argv[0]}: ") and "open" in said and said.count("\n") == 1, said

    blocked = data_dir.parent / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(blocked / "data"))
    assert main(argv) == launch.EXIT_CANNOT
    said = capsys.readouterr().err
    assert said.startswith(f"wordcards {argv[0]}: cannot use the data folder ") and said.count("\n") == 1, said


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        ("Ann,Аnn", "'Ann' and 'Аnn' look the same (А is Cyrillic Capital Letter A)"),  # a Cyrillic А
        ("Ann,ＡＮＮ", "'Ann' and 'ＡＮＮ' look the same (Ａ is Fullwidth Latin Capital Letter A)"),
        ("Ann,Anㅤn", "'Ann' and 'Anㅤn' look the same ('Anㅤn' has an invisible character, U+3164 Hangul Filler)"),
        ("Mary Ann,Mary  Ann", "look the same ('Mary  Ann' has spaces together, which look like one)"),
        ("Ann,ΑΝΝ", "look the same (Α is Greek Capital Letter Alpha)"),
    ],
)
def test_names_that_look_the_same_at_the_table_are_refused_saying_why(players, expected):
    """'Ann' and 'Аnn' (a Cyrillic А), 'ＡＮＮ' (wide letters) or one with a filler that draws
    nothing were two players the table could not tell apart in the log, the scores and the
    hand-off screen; --first ann named one of them, no one could say which."""
    said = refused("shuffle", "--players", players)
    assert expected in said and "every player needs a name the others can tell apart" in said


def test_an_invisible_character_in_a_name_is_refused_saying_what_it_is():
    """A zero-width space pasted with a name was 'characters that cannot be shown': it shows
    nothing, which is the trouble."""
    assert "has invisible characters (U+200B), which would make it look like a name it is not" in refused(
        "shuffle", "--players", "A\u200bnn,Bob"
    )


def test_names_that_only_look_different_are_two_players():
    """Spelt differently and drawn differently: an accent, a Cyrillic name of its own."""
    assert [p.name for p in choice("shuffle", "--players", "Zoe,Zoë,Анна,Anna").players] == ["Zoe", "Zoë", "Анна", "Anna"]


@pytest.mark.parametrize("name", ["ＡＮＮ", "Аnn"])
def test_an_option_names_a_player_as_the_table_sees_her(name):
    """--first ann and --junior ann, typed on an English keyboard, for a player named ＡＮＮ or
    Аnn (a Cyrillic А): 'not one of the players', though her name on screen is Ann."""
    c = choice("shuffle", "--players", f"Bob,{name}", "--first", "ann", "--junior", "ann", "--seed", "7")
    assert launch.first_seat(c.players, c.first, c.seed) == 1
    assert [p.junior for p in c.players] == [False, True]


def test_a_computer_is_not_given_a_name_that_looks_like_a_players():
    assert [p.name for p in choice("shuffle", "--players", "ＢＩＴ,cpu:hard").players] == ["ＢＩＴ", "Dot (hard)"]
