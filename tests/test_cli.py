"""The wordcards command: check, rules, play; refusals are one line and exit 2."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from wordcards.cli import build_parser, main
from wordcards.resources import ruleset_path

SHUFFLE_TEXT = ruleset_path("shuffle").read_text(encoding="utf-8")


def written(path: Path, text: str) -> Path:
    """``path``, a word list or house file made of ``text``."""
    path.write_text(text, encoding="utf-8")
    return path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# --- check ---------------------------------------------------------------------------------


def test_check_accepts_words(capsys):
    code, out, err = run(capsys, "check", "cat", "dogs", "Jumping")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["cat", "dogs", "Jumping"]
    assert all("accepted" in line and "not accepted" not in line for line in lines)


def test_check_says_which_games_cannot_play_a_word_too_short_for_them(capsys, tmp_path):
    """"QI: accepted (SCOWL level 70)" with no word that Shuffle needs 3+ letters (S5), 2+
    for a junior (S12), and Word Rummy 2+ (R4): the minimums are the shipped rulesets'."""
    from wordcards.rulesets import default_ruleset

    shuffle, rummy = default_ruleset("shuffle").word_min, default_ruleset("rummy").min_word_length
    assert (shuffle.adult, shuffle.junior, rummy.adult, rummy.junior) == (3, 2, 2, 2)
    house = written(tmp_path / "h.txt", "+zq\n")
    code, out, _ = run(capsys, "check", "QI", "a", "cat", "zq", "--house", str(house))
    assert code == 0  # all accepted by the list: too short for a game is not a refusal
    assert out.splitlines() == [
        "QI: accepted (SCOWL level 70); too short for Shuffle (3+ letters, 2+ for a junior)",
        "a: accepted (SCOWL level 10, common); too short for Shuffle (3+ letters, 2+ for a junior) and Word Rummy (2+ letters)",
        "cat: accepted (SCOWL level 10, common)",
        f"zq: accepted (a house word, {house}); too short for Shuffle (3+ letters, 2+ for a junior)",
    ]


def test_check_refuses_a_non_word_with_exit_1(capsys):
    code, out, _ = run(capsys, "check", "cat", "qxzv")
    assert code == 1
    assert "cat: accepted" in out
    assert "qxzv: not accepted" in out and "english" in out


def test_check_explains_non_letters(capsys):
    code, out, _ = run(capsys, "check", "don't")
    assert code == 1 and "letters a-z" in out


def test_check_with_own_word_list_and_house(capsys, tmp_path):
    own = written(tmp_path / "family.txt", "Cat\nZorp\n")
    house = written(tmp_path / "house.txt", "-cat\n+blip\n")
    code, out, _ = run(capsys, "check", "zorp", "blip", "--wordlist", str(own), "--house", str(house))
    assert code == 0, out
    code, out, _ = run(capsys, "check", "cat", "--wordlist", str(own), "--house", str(house))
    assert code == 1 and f"removed by your house words ({house})" in out


def test_check_says_which_words_the_house_file_added_or_removed(capsys, tmp_path):
    """'-cat' in h.txt made check say "cat: not accepted - not in the word list
    'english+house'" (a play-tester), and '+zorp' a bare "accepted": the house file is named."""
    house = written(tmp_path / "h.txt", "+zorp\n-cat\n")
    code, out, _ = run(capsys, "check", "zorp", "cat", "dog", "kike", "--house", str(house))
    assert code == 1
    lines = out.splitlines()
    assert lines[:2] == [f"zorp: accepted (a house word, {house})", f"cat: not accepted - removed by your house words ({house})"]
    assert lines[2].startswith("dog: accepted (SCOWL level")
    assert lines[3] == "kike: not accepted - left out of the shipped word list on purpose"


def test_check_keeps_the_level_of_a_word_a_house_line_adds_again(capsys, tmp_path):
    """'+dog' for a word the list has changes nothing: check said "(a house word, h.txt)"
    and hid the level it has anyway."""
    house = written(tmp_path / "h.txt", "+dog\n")
    code, out, _ = run(capsys, "check", "dog", "--house", str(house))
    assert code == 0 and out.startswith("dog: accepted (SCOWL level")


def test_check_with_house_on_shipped_list(capsys, tmp_path):
    house = written(tmp_path / "house.txt", "+qxzv\n")
    assert run(capsys, "check", "qxzv", "--house", str(house))[0] == 0


def test_a_word_left_out_of_the_shipped_list_comes_back_with_a_house_plus_line(capsys, tmp_path):
    """The block lists' headers and docs/playing.md say so: a vulgarity or slur the build left
    out is refused, and accepted once a house file allows it."""
    code, out, _ = run(capsys, "check", "shit")
    assert code == 1 and "shit: not accepted" in out
    house = written(tmp_path / "house.txt", "+shit\n")
    code, out, _ = run(capsys, "check", "shit", "fuck", "--house", str(house))
    assert code == 1 and "shit: accepted" in out and "fuck: not accepted" in out


def test_check_says_a_left_out_word_is_left_out_on_purpose(capsys, tmp_path):
    """A play-tester's 'wordcards check kike cunt' said "not in the word list 'english'", though
    the docs say a '+word' house line brings a left-out word back: the reason, and the house
    line only for a vulgarity (it is not offered for a slur)."""
    code, out, _ = run(capsys, "check", "kike", "cunt", "qxzv")
    assert code == 1
    assert out.splitlines() == [
        "kike: not accepted - left out of the shipped word list on purpose",
        "cunt: not accepted - left out of the shipped word list on purpose; a '+cunt' line in a house file (--house) brings it back",
        "qxzv: not accepted - not in the word list 'english'",
    ]
    house = written(tmp_path / "house.txt", "+cunt\n")
    assert run(capsys, "check", "cunt", "--house", str(house))[1] == f"cunt: accepted (a house word, {house})\n"
    own = written(tmp_path / "own.txt", "cat\n")
    assert run(capsys, "check", "cunt", "--wordlist", str(own))[1] == "cunt: not accepted - not in the word list 'own'\n"


def test_check_says_a_word_kept_from_a_childs_hint_is_never_offered_in_one(capsys, tmp_path):
    """Play-test h51: "bugger: accepted" said nothing of the junior hint filter
    (not_for_hints.txt), so a parent could not tell why a child's hint never names it; the
    filter is the shipped list's, whichever word list is in use."""
    code, out, _ = run(capsys, "check", "BUGGER", "tit", "proof")
    assert code == 0
    assert out.splitlines() == [
        "BUGGER: accepted (SCOWL level 20, common); never offered in a child's hint (still playable, by juniors too)",
        "tit: accepted (SCOWL level 35, common); never offered in a child's hint (still playable, by juniors too)",
        "proof: accepted (SCOWL level 10, common)",
    ]
    own = written(tmp_path / "own.txt", "feck\ncat\n")
    code, out, _ = run(capsys, "check", "feck", "cat", "bugger", "--wordlist", str(own))
    assert code == 1
    assert out.splitlines()[:2] == [
        "feck: accepted; never offered in a child's hint (still playable, by juniors too)",
        "cat: accepted",
    ]
    assert "hint" not in out.splitlines()[2]  # not accepted: no hint offers it anyway


@pytest.mark.parametrize("option", ["--wordlist", "--house"])
def test_missing_word_file_is_refused_with_its_path(capsys, tmp_path, option):
    missing = tmp_path / "missing.txt"
    code, out, err = run(capsys, "check", "cat", option, str(missing))
    assert code == 2 and out == ""
    assert str(missing) in err and "no such" in err
    assert err.startswith("wordcards check: error:") and len(err.strip().splitlines()) == 1


def test_bad_word_list_is_refused(capsys, tmp_path):
    bad = written(tmp_path / "bad.txt", "cat\nice cream\n")
    code, _, err = run(capsys, "check", "cat", "--wordlist", str(bad))
    assert code == 2 and f"{bad}, line 2" in err


def test_bad_house_line_is_refused(capsys, tmp_path):
    house = written(tmp_path / "house.txt", "+ok\nzebra\n")
    code, _, err = run(capsys, "check", "cat", "--house", str(house))
    assert code == 2 and f"{house}, line 2" in err


# --- rules ---------------------------------------------------------------------------------


def test_rules_shuffle_prints_every_ruling_and_the_card_table(capsys):
    code, out, err = run(capsys, "rules", "shuffle")
    assert code == 0 and err == ""
    for n in range(1, 15):
        assert f"S{n} " in out
    assert "72 cards" in out and "letter cards" in out
    assert [line for line in out.splitlines() if line != line.rstrip()] == []  # the card table's note too
    assert "A" in out and "Z" in out and "value" in out and "cards" in out


def test_rules_rummy_prints_every_ruling_and_the_card_table(capsys):
    code, out, _ = run(capsys, "rules", "rummy")
    assert code == 0
    for n in range(1, 11):
        assert f"R{n} " in out
    assert "78 cards" in out and "red, green and blue" in out
    # The rulings wrapped by rich kept the space at each break: 33 lines ended in one.
    assert [line for line in out.splitlines() if line != line.rstrip()] == []


def card_table_of(out: str) -> dict[str, tuple[int, int]]:
    """Each letter's (count, value) in a printed card table: a band's "letter" row, its rule,
    then its "cards" and "value" rows."""
    lines = [line.split() for line in out.splitlines()]
    table = {}
    for index, words in enumerate(lines):
        if words[:1] == ["letter"] and index + 3 < len(lines) and "".join(lines[index + 1]).startswith("─"):
            counts, values = lines[index + 2], lines[index + 3]
            assert counts[0] == "cards" and values[0] == "value", (counts, values)
            table.update({letter: (int(count), int(value)) for letter, count, value in zip(words[1:], counts[1:], values[1:], strict=True)})
    return table


@pytest.mark.parametrize("columns", [40, 64, 80])
@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_S1_rules_print_every_letters_count_and_value_at_any_width(capsys, monkeypatch, game, columns):
    """Below about 78 columns the two 13-letter bands lost columns (at 64, L, M, Y and Z had
    no count or value): the table takes as many bands as the width needs, as Ctrl+R's does."""
    monkeypatch.setenv("COLUMNS", str(columns))
    code, out, _ = run(capsys, "rules", game)
    assert code == 0
    table = card_table_of(out)
    assert sorted(table) == [chr(code) for code in range(ord("A"), ord("Z") + 1)]
    assert table["E"] == ((9, 1) if game == "shuffle" else (3, 5))
    assert all(len(line) <= columns for line in out.splitlines())


def test_rules_with_a_family_ruleset_shows_its_numbers(capsys, tmp_path):
    mine = tmp_path / "ours.yaml"
    mine.write_text(SHUFFLE_TEXT.replace("hand_size: 7 ", "hand_size: 8 "), encoding="utf-8")
    code, out, _ = run(capsys, "rules", "shuffle", "--ruleset", str(mine))
    assert code == 0 and "8 cards each" in out


def test_rules_refuses_a_misspelt_key_with_file_key_and_line(capsys, tmp_path):
    bad = tmp_path / "bad.yaml"
    text = SHUFFLE_TEXT.replace("  jokers: 2", "  jokerz: 2")
    bad.write_text(text, encoding="utf-8")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "jokerz" in row)
    code, out, err = run(capsys, "rules", "shuffle", "--ruleset", str(bad))
    assert code == 2 and out == ""
    assert f"{bad}, line {line} at 'deck.jokerz'" in err and "did you mean 'jokers'" in err


def test_rules_refuses_the_other_games_ruleset(capsys):
    code, _, err = run(capsys, "rules", "shuffle", "--ruleset", str(ruleset_path("rummy")))
    assert code == 2 and "not a shuffle one" in err


def test_rules_refuses_a_missing_ruleset(capsys, tmp_path):
    code, _, err = run(capsys, "rules", "rummy", "--ruleset", str(tmp_path / "gone.yaml"))
    assert code == 2 and "gone.yaml" in err and "gone.yaml: no such ruleset file" in err


# --- play ----------------------------------------------------------------------------------


def test_play_refuses_wrong_combinations_before_the_app_starts(capsys):
    code, out, err = run(capsys, "play", "shuffle", "--players", "Ann")
    assert code == 2
    assert "2 to 6 players" in err


def test_play_checks_its_files_first(capsys, tmp_path):
    code, _, err = run(capsys, "play", "rummy", "--wordlist", str(tmp_path / "none.txt"))
    assert code == 2 and "none.txt" in err and "no such word list file" in err


# --- argparse --------------------------------------------------------------------------------


@pytest.mark.parametrize("argv", [["--help"], ["check", "--help"], ["rules", "--help"], ["play", "--help"]])
def test_every_command_has_help(capsys, argv):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 0
    assert "usage: wordcards" in capsys.readouterr().out


def help_of(capsys, command: str) -> str:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    return " ".join(capsys.readouterr().out.split())  # argparse wraps to the terminal's width


def test_host_help_promises_neither_a_setup_screen_nor_play_again(capsys):
    text = help_of(capsys, "host")
    assert "setup screen" not in text and "play again" not in text
    assert "is a computer player (needed to start a game)" in text
    assert "which game to play (without it: the one --ruleset's file is for; not with --resume)" in text
    play = help_of(capsys, "play")
    assert "(without it, a setup screen asks)" in play and "'play again' then moves the first seat" in play


def test_S12_play_help_says_what_a_junior_may_do_in_each_game(capsys):
    """--juniors promised "shorter words" in both games; the shipped rummy rules (R4) ask
    two letters of everyone, so the setup screen says the mark changes nothing there."""
    for command in ("play", "host"):
        text = help_of(capsys, command)
        assert "every person is a junior (shorter words, as the ruleset allows: Shuffle's do;" in text
        assert "the shipped Word Rummy rules ask the same length of all)" in text
        assert "this player is a junior (repeatable; see --juniors)" in text


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_play_help_says_where_the_match_lengths_default_from(capsys, command):
    """simulate had --max-hands alone: no --hands, --minutes or --deals for advanced and inverse."""
    text = help_of(capsys, command)
    for option in ("--target N", "--hands N", "--deals N", "--max-hands N"):
        after = text.rsplit(option, 1)[1].split(" --", 1)[0]  # its help, not the usage line
        assert "(default: the ruleset's)" in after, option
    assert "(without M: the ruleset's minutes)" in text


def test_resume_help_says_its_word_files_are_the_saved_games(capsys):
    """resume --help described --wordlist as for a new game ("play with this word list"),
    but a resumed game keeps the files it was saved with: the options only name them again."""
    text = help_of(capsys, "resume")
    assert "play with this word list" not in text
    for option in ("--wordlist PATH", "--house PATH"):
        after = text.rsplit(option, 1)[1].split(" --", 1)[0]  # its help, not the usage line
        assert "(default: the one the game was saved with; name it again if it has moved since)" in after, option


def test_no_command_prints_help_and_exits_2(capsys):
    code, out, _ = run(capsys)
    assert code == 2 and "check" in out and "rules" in out and "play" in out


@pytest.mark.parametrize("command", ["rules", "simulate"])
def test_a_command_without_its_game_says_which_to_type(capsys, command):
    """Not argparse's "the following arguments are required: game": 'game' is a word the
    usage line never shows ({shuffle,rummy}). ('play' asks on its setup screen.)"""
    with pytest.raises(SystemExit) as info:
        main([command, "--seed", "1"] if command != "rules" else [command])
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert f"wordcards {command}: error: say which game: shuffle or rummy (e.g. " in err
    assert f"wordcards {command} shuffle)" in err and "required: game" not in err


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_rules_and_simulate_take_the_game_from_their_ruleset_file_as_play_does(capsys, game):
    """'rules --ruleset rulesets/rummy.yaml' and 'simulate --ruleset ...' said "say which
    game" where 'play --ruleset' works the game out from the file."""
    code, out, err = run(capsys, "rules", "--ruleset", str(ruleset_path(game)))
    assert (code, err) == (0, "") and out == run(capsys, "rules", game)[1]
    code, out, err = run(capsys, "simulate", "--ruleset", str(ruleset_path(game)), "--games", "1", "--quiet")
    assert (code, err) == (0, "") and f"1 {game} game, 2 players" in out


def test_simulate_with_a_count_of_players_and_no_game_says_to_name_it(capsys):
    """As play's and host's --players with no game (simulate's --players is a count)."""
    code, _, err = run(capsys, "simulate", "--players", "3")
    assert code == 2 and "--players says who plays but not which game: name the game first, e.g. " in err
    assert "simulate shuffle --players 3 (or rummy)" in err


def test_check_without_a_word_says_to_give_one(capsys):
    """'wordcards check' alone printed argparse's "the following arguments are required: WORD"
    where play, rules and simulate say which game to give."""
    with pytest.raises(SystemExit) as info:
        main(["check"])
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert "wordcards check: error: say which words to check (e.g. " in err
    assert "wordcards check cat zorp)" in err and "required: WORD" not in err


@pytest.mark.parametrize("argv", [["check", "-cat"], ["check", "+cat"], ["check", "zorp", "+cat", "--house", "h.txt"]])
def test_check_of_a_signed_word_says_it_looks_like_a_house_file_line(capsys, argv):
    """A play-tester's 'check -cat' was told to say which words to check, and 'check +cat'
    only that a word is made of the letters a-z."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    out, err = capsys.readouterr()
    assert info.value.code == 2 and out == ""
    sign = next(word for word in argv if word.endswith("cat"))
    assert f"wordcards check: error: {sign} looks like a line of a house file: " in err
    assert "lines go in a file given with --house; to check a word, type it without the sign (e.g. " in err
    assert err.rstrip().endswith("check cat)"), err


def test_unknown_game_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        main(["rules", "poker"])
    assert info.value.code == 2


@pytest.mark.parametrize(
    ("argv", "command", "meant"),
    [
        (["play", "shuffle", "--words", "mine.txt"], "play", "--wordlist"),
        (["play", "rummy", "--plyers", "Ann,Bob"], "play", "--players"),
        (["check", "cat", "--house=ours.txt", "--words=mine.txt"], "check", "--wordlist"),
        (["host", "shuffle", "--juniour", "Cy"], "host", "--junior"),
    ],
)
def test_a_misspelt_option_is_refused_by_its_command_naming_the_option_meant(capsys, argv, command, meant):
    """Once the top-level parser refused it ("wordcards: error: unrecognized arguments"),
    with the top-level usage, which lists no option of the command."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert f"usage: wordcards {command} " in err
    assert f"wordcards {command}: error: unknown option --" in err
    assert f"did you mean {meant}?" in err and f"'wordcards {command} --help'" in err
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("argv", "option", "owners"),
    [
        (["resume", "--seed", "3"], "--seed", "play, simulate and host"),
        (["resume", "--hands", "3"], "--hands", "play, simulate and host"),
        (["check", "cat", "--minutes", "3"], "--minutes", "play, simulate and host"),
    ],
)
def test_an_option_of_another_command_is_refused_naming_whose_it_is(capsys, argv, option, owners):
    """A play-tester's 'resume --seed 3' was told "did you mean --house?" and '--hands 3'
    "did you mean --fast?": a near-match far too loose, for an option of play."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    err = capsys.readouterr().err
    last = err.splitlines()[-1]
    assert info.value.code == 2
    assert f"error: {option} is an option of {owners}, not of {argv[0]}" in last, last
    assert "did you mean" not in last
    assert ("a resumed game keeps the options it was started with" in last) == (argv[0] == "resume")
    # The error alone, as every command refuses an option it knows but not there ('host
    # --resume --seed 3'); 'resume --seed 3' printed the usage block above it.
    assert err == f"wordcards {argv[0]}: error: {last.split(': error: ', 1)[1]}\n"


@pytest.mark.parametrize(
    ("argv", "example"),
    [
        (["play", "--variant", "advanced", "--minutes", "rummy", "--players", "Ann,Bob"], "play rummy --minutes N)"),
        (["host", "--seed", "Shuffle"], "host shuffle --seed N)"),
    ],
)
def test_a_number_option_given_the_game_s_name_says_the_game_goes_first(capsys, argv, example):
    """A play-tester's '--minutes rummy' was told only "expected a whole number, found 'rummy'"."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    last = capsys.readouterr().err.splitlines()[-1]
    assert info.value.code == 2
    assert "a game's name: the game's name goes first, before the options (e.g. " in last, last
    assert last.endswith(example), last


def test_a_number_option_given_another_word_is_told_only_a_number_is_expected(capsys):
    with pytest.raises(SystemExit):
        main(["play", "rummy", "--minutes", "half"])
    last = capsys.readouterr().err.splitlines()[-1]
    assert last.endswith("expected a whole number, found 'half'"), last


@pytest.mark.parametrize("option", ["--sed", "--frobnicate", "--hand"])
def test_an_option_far_from_any_is_refused_without_a_guess(capsys, option):
    with pytest.raises(SystemExit):
        main(["resume", option])
    last = capsys.readouterr().err.splitlines()[-1]
    assert f"unrecognized arguments: {option}" in last and "did you mean" not in last, last


@pytest.mark.parametrize(
    ("argv", "meant"),
    [
        (["play", "shufle"], "shuffle"),
        (["play", "word rummy"], "rummy"),
        (["rules", "Rumy"], "rummy"),
        (["play", "rummy", "--variant", "advance"], "advanced"),
        (["simulate", "rummy", "--variant", "inverted"], "inverse"),
        (["plya", "shuffle"], "play"),
    ],
)
def test_a_misspelt_game_variant_or_command_is_refused_naming_the_one_meant(capsys, argv, meant):
    """argparse listed the choices; a family that typed 'shufle' is told which one it meant."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    last = capsys.readouterr().err.splitlines()[-1]
    assert info.value.code == 2
    assert "invalid choice" in last and last.endswith(f"; did you mean '{meant}'?"), last


def test_a_game_far_from_any_is_refused_with_the_choices_alone(capsys):
    with pytest.raises(SystemExit):
        main(["play", "scrabble"])
    last = capsys.readouterr().err.splitlines()[-1]
    assert "invalid choice" in last and "did you mean" not in last, last


@pytest.mark.parametrize(
    ("argv", "commas"),
    [
        (["play", "shuffle", "--players", "Ann", "Bob"], "'Ann,Bob'"),
        (["play", "shuffle", "--players", "Ann,", "Bob,", "Cy"], "'Ann,Bob,Cy'"),
        (["host", "rummy", "--players", "Ann", "Bob"], "'Ann,Bob'"),
    ],
)
def test_names_the_shell_split_from_players_are_refused_with_the_commas_shown(capsys, argv, commas):
    """--players Ann Bob (no quotes) said only "unrecognized arguments: Bob"."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    last = capsys.readouterr().err.splitlines()[-1]
    assert info.value.code == 2
    assert last.endswith(f"put every name in one --players, separated by commas: --players {commas}"), last


def test_an_unknown_word_with_no_near_option_is_refused_by_its_command(capsys):
    with pytest.raises(SystemExit) as info:
        main(["play", "shuffle", "rummy"])
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert "wordcards play: error: unrecognized arguments: rummy (see 'wordcards play --help')" in err


def test_a_game_and_a_variant_are_names_in_any_case(capsys):
    """The README writes **Shuffle** and Word Rummy: 'wordcards play Shuffle' was refused."""
    code, out, _ = run(capsys, "rules", "Shuffle")
    assert code == 0 and "72 cards" in out
    args = build_parser().parse_args(["play", "RUMMY", "--variant", "Advanced"])
    assert (args.game, args.variant) == ("rummy", "advanced")
    for argv in (["simulate", "Rummy"], ["host", "Shuffle"], ["serve", "Rummy"]):
        assert build_parser().parse_args(argv).game == argv[1].lower()


def test_parser_lists_the_commands():
    help_text = build_parser().format_help()
    for command in ("check", "rules", "play"):
        assert command in help_text


# --- end to end, in a separate process, from another folder -------------------------------


def wordcards(*argv: str, cwd: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["COLUMNS"] = "100"
    return subprocess.run(
        [sys.executable, "-m", "wordcards", *argv], cwd=cwd, env=env, capture_output=True, text=True, timeout=60
    )


def test_e2e_check_from_another_folder(tmp_path):
    ok = wordcards("check", "cat", "dogs", cwd=tmp_path)
    assert ok.returncode == 0, ok.stderr
    no = wordcards("check", "qxzv", cwd=tmp_path)
    assert no.returncode == 1 and "qxzv: not accepted" in no.stdout
    assert "Traceback" not in ok.stderr + no.stderr


def test_e2e_rules_both_games(tmp_path):
    for game, marker in (("shuffle", "S14"), ("rummy", "R10")):
        result = wordcards("rules", game, cwd=tmp_path)
        assert result.returncode == 0 and marker in result.stdout and "value" in result.stdout


def test_e2e_refusals_have_no_traceback(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(SHUFFLE_TEXT.replace("  E: {count: 9, value: 1}", "  E: {count: 8, value: 1}"), encoding="utf-8")
    cases = [
        ("rules", "shuffle", "--ruleset", str(bad)),
        ("check", "cat", "--wordlist", str(tmp_path / "missing.txt")),
        ("play", "shuffle", "--players", "Ann"),
    ]
    for argv in cases:
        result = wordcards(*argv, cwd=tmp_path)
        assert result.returncode == 2, (argv, result.stderr)
        assert "Traceback" not in result.stdout + result.stderr
    deck = wordcards(*cases[0], cwd=tmp_path)
    assert "deck.letters" in deck.stderr and "add up to 69" in deck.stderr


def test_play_refuses_the_other_games_ruleset(capsys):
    code, _, err = run(capsys, "play", "shuffle", "--ruleset", str(ruleset_path("rummy")))
    assert code == 2 and "not a shuffle one" in err


def test_host_takes_the_game_from_its_ruleset_file_as_play_does(monkeypatch, tmp_path, capsys):
    """'host --ruleset rulesets/rummy.yaml --players Ann,Bob' said "say which game to host
    (shuffle or rummy), or --resume" where 'play --ruleset' works the game out from the file."""
    from wordcards.remote import commands

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    hosted = []
    monkeypatch.setattr(commands, "_serve_table", lambda table, fast, **_: hosted.append(table) or 0)
    assert main(["host", "--ruleset", str(ruleset_path("rummy")), "--players", "Ann,Bob"]) == 0
    assert capsys.readouterr().err == ""
    assert [table.game.game_name for table in hosted] == ["rummy"]


@pytest.mark.parametrize("named", [["shuffle"], []])
def test_host_reads_its_ruleset_file_once(named, monkeypatch, tmp_path, capsys):
    """It read it to know the game, then again to check the options against it."""
    from wordcards.app import launch
    from wordcards.remote import commands

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "_serve_table", lambda *args, **kwargs: 0)
    read: list[object] = []
    rules_for = launch.rules_for
    monkeypatch.setattr(launch, "rules_for", lambda game, path: read.append(path) or rules_for(game, path))
    ruleset = str(ruleset_path("shuffle"))
    assert main(["host", *named, "--ruleset", ruleset, "--players", "Ann,Bob"]) == 0
    assert read == [ruleset] and capsys.readouterr().err == ""


def test_host_refuses_the_other_games_ruleset_as_play_does(monkeypatch, tmp_path, capsys):
    from wordcards.remote import commands

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "_serve_table", lambda *args, **kwargs: 0)
    said = {}
    for command in ("play", "host"):
        assert main([command, "shuffle", "--ruleset", str(ruleset_path("rummy")), "--players", "Ann,Bob"]) == 2
        said[command] = capsys.readouterr().err.split(": error: ", 1)[1]
    assert "not a shuffle one" in said["host"] and said["host"] == said["play"]


def test_host_with_players_and_no_game_says_to_name_it_with_host(monkeypatch, tmp_path, capsys):
    """The refusal play gives, with host's own command to type."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    assert main(["host", "--players", "Ann,Bob"]) == 2
    err = capsys.readouterr().err
    assert "--players says who plays but not which game: name the game first, e.g. " in err
    assert "host shuffle --players Ann,Bob (or rummy)" in err and " play " not in err


def test_version(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0 and "wordcards 0." in capsys.readouterr().out


# --- absurd values on the command line: one line that says what and why, never a traceback --


def refused(capsys, *argv: str) -> str:
    """The last line of the refusal (after the usage), which exits 2 as the options are read:
    nothing is started (a value let through would start the game, or the server)."""
    with pytest.raises(SystemExit) as info:
        build_parser().parse_args(list(argv))
    err = capsys.readouterr().err
    assert info.value.code == 2 and "Traceback" not in err
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize(
    "option, most, unit",
    [
        (["--target"], 100_000, "points"),
        (["--max-hands"], 1000, "hands"),
        (["--variant", "advanced", "--hands"], 1000, "hands"),
        (["--variant", "advanced", "--minutes"], 10_000, "minutes"),
        (["--variant", "inverse", "--deals"], 1000, "deals"),
    ],
)
@pytest.mark.parametrize("command", ["play", "host"])
def test_a_match_longer_than_a_ruleset_may_set_is_refused(capsys, command, option, most, unit):
    """--deals 1000000000000 started a match nobody could finish. The bound is the ruleset's
    own (rulesets.MATCH_MOST); the bound itself is a match."""
    last = refused(capsys, command, "rummy", "--players", "Ann,Bob", *option, str(10**12))
    assert last == f"wordcards {command}: error: argument {option[-1]}: at most {most} {unit}, found {10**12} ({most} is days of play already)"
    args = build_parser().parse_args([command, "rummy", *option, str(most)])
    assert getattr(args, option[-1].lstrip("-").replace("-", "_")) == most


@pytest.mark.parametrize(
    "argv, expected",
    [
        (["--games", str(10**12)], "argument --games: at most 100000 games a run, found 1000000000000"),
        (["--games", "1", "--max-hands", "1001"], "argument --max-hands: at most 1000 hands, found 1001"),
    ],
)
def test_simulate_refuses_a_run_longer_than_anyone_waits_for(capsys, argv, expected):
    assert expected in refused(capsys, "simulate", "rummy", *argv)


def test_simulate_refuses_a_huge_number_of_players_before_seating_them(capsys):
    """--players 1000000000000 was a MemoryError traceback: the level was repeated for every
    seat before the ruleset's 2 to 6 players were checked."""
    code, out, err = run(capsys, "simulate", "shuffle", "--games", "1", "--players", str(10**12))
    assert code == 2 and out == ""
    assert err == f"wordcards simulate: error: Shuffle is for 2 to 6 players; --players asks for {10**12}\n"


def test_simulate_names_a_custom_rulesets_player_limits_as_play_does(capsys, tmp_path, monkeypatch):
    """With a family's copy allowing 4 to 6 it said "shuffle is for 2 to 6 players, not 2":
    the shipped limits, which sent them to the wrong file (play names the copy and its keys)."""
    from wordcards.resources import ruleset_path

    shipped = ruleset_path("shuffle").read_text(encoding="utf-8")
    assert "\n  min: 2 " in shipped
    monkeypatch.chdir(tmp_path)
    (tmp_path / "n9.yaml").write_text(shipped.replace("\n  min: 2 ", "\n  min: 4 ", 1), encoding="utf-8")
    code, out, err = run(capsys, "simulate", "shuffle", "--games", "1", "--players", "2", "--ruleset", "n9.yaml")
    assert code == 2 and out == ""
    assert err == "wordcards simulate: error: n9.yaml allows 4 to 6 players (players.min, players.max); --players asks for 2\n"


@pytest.mark.parametrize(
    "argv",
    [
        ["check", "cat", "--wordlist"],
        ["check", "cat", "--house"],
        ["rules", "rummy", "--ruleset"],
        ["play", "shuffle", "--wordlist"],
        ["play", "shuffle", "--house"],
        ["play", "rummy", "--ruleset"],
        ["resume", "--wordlist"],
        ["host", "shuffle", "--ruleset"],
        ["simulate", "shuffle", "--ruleset"],
        ["simulate", "shuffle", "--json"],
    ],
)
@pytest.mark.parametrize("name", ["", " "])
def test_an_empty_file_name_is_refused_not_taken_for_the_shipped_file(capsys, argv, name):
    """--wordlist "" (a script's variable left unset) played with the shipped list without a
    word, --ruleset "" with the shipped rules, and simulate --json "" wrote nothing."""
    last = refused(capsys, *argv, name)
    assert last.endswith(f"argument {argv[-1]}: expected a file name, found {name!r}")


@pytest.mark.parametrize("command", ["host", "serve"])
def test_an_empty_listening_address_is_refused_not_taken_for_every_address(capsys, command):
    """--host "" listened on every address, the network, and said "Listening on : anyone on
    your network can open it"; opening the table to the network is asked for by name."""
    last = refused(capsys, command, "shuffle", "--host", "")
    assert last == f"wordcards {command}: error: argument --host: expected an address, found '' (127.0.0.1: this machine; 0.0.0.0: your network)"


def test_an_empty_new_link_name_is_quoted():
    from wordcards.engine.players import Player
    from wordcards.remote.commands import _renew_links

    why = _renew_links([None, None], (Player("Ann"), Player("Bob")), [""])
    assert why == "--new-link '': no such player at this table (Ann, Bob)"


def test_a_new_link_names_a_player_as_the_table_sees_her():
    """--new-link ann for a player named ＡＮＮ (wide letters) was 'no such player at this
    table (ＡＮＮ, Bob)'. A save of before may hold two names that look the same (they are
    refused at the start now): the name as spelt picks one, else it asks for the spelling."""
    from wordcards.engine.players import Player
    from wordcards.remote.commands import _renew_links

    tokens = ["a" * 16, "b" * 16]
    assert _renew_links(tokens, (Player("Bob"), Player("ＡＮＮ")), ["ann"]) == {1}
    assert tokens[0] == "a" * 16 and tokens[1] != "b" * 16
    look_alike = (Player("Ann"), Player("Аnn"))  # a Cyrillic А
    assert _renew_links(["a" * 16, "b" * 16], look_alike, ["ann"]) == {0}
    assert _renew_links(["a" * 16, "b" * 16], look_alike, ["Аnn"]) == {1}
    assert _renew_links(["a" * 16, "b" * 16], look_alike, ["ＡＮＮ"]) == (
        "--new-link 'ＡＮＮ' fits more than one seat (Ann, Аnn): type the name as it is spelt there"
    )


def test_a_new_link_for_a_computer_named_as_in_players_says_it_has_none(monkeypatch, tmp_path, capsys):
    """'cpu:hard' and 'Bit' name a computer seat, as in --players and --first: 'host --resume
    --new-link cpu:hard' said "no such player at this table (Ann, Bit (hard), Dot (hard))"."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    seats = (Player("Ann"), Player("Bit (hard)", computer="hard"), Player("Dot (hard)", computer="hard"))
    game = ShuffleGame.new(default_ruleset("shuffle"), WordList.from_words(["cat", "dog"]), seats, 2)
    store.write(store.HostedGame(game, ("a" * 16, None, None), None, None, "127.0.0.1", 8765))
    said = {}
    for name in ("Bit", "cpu:hard"):
        assert main(["host", "--resume", "--new-link", name]) == 2
        said[name] = capsys.readouterr().err.strip()
    assert said == {
        "Bit": "wordcards host: error: --new-link Bit: a computer player has no link",
        "cpu:hard": "wordcards host: error: --new-link 'cpu:hard' fits more than one seat (Bit (hard), Dot (hard)): "
        "computer players have no link",
    }


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (["--seed", "3"], "--seed sets up a new game"),
        (["--players", "Ann,Bob", "--minutes"], "--players and --minutes set up a new game"),
        (["--juniors", "--variant", "inverse", "--deals", "2"], "--juniors, --variant and --deals set up a new game"),
        (["--junior", "Ann", "--first", "Bob", "--ruleset", "ours.yaml"], "--junior, --first and --ruleset set up a new game"),
    ],
)
def test_host_resume_refuses_the_options_of_a_new_game(monkeypatch, tmp_path, capsys, options, said):
    """'host --resume --seed 3' (or --players, --variant, ...) was accepted and the option
    quietly ignored: the hosted game carried on with its own."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import commands, store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "_serve_table", lambda *args, **kwargs: 0)
    game = ShuffleGame.new(default_ruleset("shuffle"), WordList.from_words(["cat", "dog"]), (Player("Ann"), Player("Bob")), 2)
    path = store.write(store.HostedGame(game, ("a" * 16, "b" * 16), None, None, "127.0.0.1", 8765))
    text = path.read_text()
    assert main(["host", "--resume", *options]) == 2
    assert capsys.readouterr().err == (
        f"wordcards host: error: {said}: a resumed hosted game keeps the options it was started with\n"
    )
    assert path.read_text() == text


def test_host_resume_fast_is_refused_for_a_game_with_no_computer_player(monkeypatch, tmp_path, capsys):
    """--fast only speeds computer players up: at a table of people it was quietly ignored."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import commands, store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "_serve_table", lambda *args, **kwargs: 0)
    game = ShuffleGame.new(default_ruleset("shuffle"), WordList.from_words(["cat", "dog"]), (Player("Ann"), Player("Bob")), 2)
    store.write(store.HostedGame(game, ("a" * 16, "b" * 16), None, None, "127.0.0.1", 8765))
    assert main(["host", "--resume", "--fast"]) == 2
    assert capsys.readouterr().err == (
        "wordcards host: error: --fast makes computer players act at once, and this game has none (Ann, Bob)\n"
    )


def test_host_resume_with_new_is_told_to_give_one_or_the_other(monkeypatch, tmp_path, capsys):
    """'host --resume --new' carried the saved game on: --new was quietly ignored."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    assert main(["host", "--resume", "--new"]) == 2
    assert capsys.readouterr().err == (
        "wordcards host: error: --new starts a new game and --resume carries on the saved one: give one or the other\n"
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "x" * 5000],
        ["--players", "," + "x" * 5000],
        ["--players", "Ann,cpu:" + "x" * 5000],
        ["--players", "cpu," * 2000 + "cpu"],
        ["--players", "Ann,Bob", "--first", "x" * 5000],
        ["--players", "Ann,Bob", "--junior", "x" * 5000],
    ],
)
def test_a_name_of_thousands_of_letters_is_quoted_short(capsys, argv):
    """The refusal repeated the whole value: 5000 letters filled the terminal."""
    code, _, err = run(capsys, "play", "shuffle", *argv)
    assert code == 2 and err.count("\n") == 1 and len(err) < 300 and "'..." in err


def test_simulate_quotes_an_unknown_level_short(capsys):
    last = refused(capsys, "simulate", "shuffle", "--level", "x" * 5000)
    assert last.endswith("'... (easy, normal, hard or expert)") and len(last) < 200


@pytest.mark.parametrize("command", ["play", "host", "simulate"])
@pytest.mark.parametrize("digits", [19, 5000])
def test_a_seed_of_too_many_digits_says_so(capsys, command, digits):
    """A seed of 5,000 digits read 'expected a whole number' (int() refuses over 4,300 digits);
    every whole-number option now says how long a number may be, in one wording."""
    last = refused(capsys, command, "shuffle", "--players", "2" if command == "simulate" else "Ann,Bob", "--seed", "9" * digits)
    assert last.endswith(f"argument --seed: a whole number of {digits} digits is far too long (at most 18)")
    args = build_parser().parse_args([command, "shuffle", "--seed", "-" + "9" * 18])
    assert args.seed == -int("9" * 18)


@pytest.mark.parametrize("command, option", [("simulate", "--players"), ("simulate", "--games"), ("play", "--target")])
def test_a_count_below_one_is_refused_in_one_wording(capsys, command, option):
    game = "rummy" if option == "--target" else "shuffle"
    last = refused(capsys, command, game, option, "0")
    assert last.endswith(f"argument {option}: must be 1 or more, found 0")


def test_every_command_help_ends_with_examples_that_work_when_pasted(capsys, tmp_path, monkeypatch):
    """A newcomer copies a line from --help: each example is parsed as that command, a new
    game's options pass every check the game makes before it starts, and check and rules
    run (with the house file and ruleset they name written first)."""
    import shlex

    from wordcards.app.launch import choice_from_args
    from wordcards.cli import EXAMPLES

    assert set(EXAMPLES) == set(build_parser().command_parsers)  # type: ignore[attr-defined]
    monkeypatch.chdir(tmp_path)
    (tmp_path / "house.txt").write_text("+zorp\n")
    (tmp_path / "ours.yaml").write_text(ruleset_path("shuffle").read_text())
    for command, examples in EXAMPLES.items():
        with pytest.raises(SystemExit):
            main([command, "--help"])
        helped = capsys.readouterr().out
        for _, words in examples:
            assert f" {words}\n" in helped, (command, words)
            argv = shlex.split(words)
            args = build_parser().parse_args(argv)
            if command == "play" or (command == "host" and args.game):
                choice_from_args(args)
            elif command in ("check", "rules"):
                assert main(argv) in (0, 1), words  # 1: 'zorp' is not accepted, as the example shows
                capsys.readouterr()


def test_a_file_name_after_an_equals_sign_may_start_with_a_tilde(capsys, tmp_path, monkeypatch):
    """The shell expands ~ in '--wordlist ~/ours.txt' but not in '--wordlist=~/ours.txt',
    which was refused as "~/ours.txt: no such word list file"."""
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "ours.txt").write_text("zorp\n")
    assert main(["check", "zorp", "--wordlist=~/ours.txt"]) == 0
    assert capsys.readouterr().out == "zorp: accepted\n"


def test_the_top_level_help_says_how_to_start_a_game_as_this_terminal_types_it(capsys, monkeypatch):
    """'wordcards --help' listed commands, and no line to type to begin."""
    monkeypatch.setattr(sys, "argv", [str(Path(".venv/bin/wordcards").absolute())])
    monkeypatch.setenv("PATH", "/nowhere")  # as after the README's install: not on PATH
    with pytest.raises(SystemExit):
        main(["--help"])
    lines = capsys.readouterr().out.splitlines()
    assert "To start a game (a setup screen asks which game, and who plays):" in lines
    assert lines[lines.index("To start a game (a setup screen asks which game, and who plays):") + 1] == "  .venv/bin/wordcards play"
    # The command for each command's options on its own line too, not begun inside a sentence.
    assert lines[lines.index("For a command's options and examples, type:") + 1] == "  .venv/bin/wordcards COMMAND --help"


# --- 'wordcards play' with no game: the setup screen asks it -----------------------------


def play_choice(*argv: str):
    from wordcards.app.launch import choice_from_args

    return choice_from_args(build_parser().parse_args(["play", *argv]))


def test_play_with_no_game_leaves_the_game_to_the_setup_screen(capsys):
    """'wordcards play' printed five lines of usage and "say which game"; now the setup
    screen asks, starting from Shuffle, with the options given kept."""
    choice = play_choice("--juniors", "--first", "random", "--seed", "7")
    assert choice.asked and choice.game == "shuffle" and choice.players is None
    assert (choice.juniors, choice.first, choice.seed) == (True, "random", 7)
    assert not play_choice("shuffle").asked


@pytest.mark.parametrize("option", [["--variant", "advanced"], ["--variant", "inverse", "--deals", "3"], ["--target", "200"]])
def test_play_with_a_rummy_option_and_no_game_plays_rummy(option):
    """An option only Word Rummy has names the game: there is nothing left to ask."""
    choice = play_choice(*option)
    assert choice.game == "rummy" and not choice.asked


def test_play_with_a_ruleset_and_no_game_plays_the_rulesets_game(tmp_path):
    ours = tmp_path / "ours.yaml"
    ours.write_text(ruleset_path("rummy").read_text())
    choice = play_choice("--ruleset", str(ours))
    assert choice.game == "rummy" and not choice.asked


def test_play_with_players_and_no_game_says_to_name_the_game(capsys):
    """--players does without the setup screen, which would have asked the game."""
    assert main(["play", "--players", "Ann,Bob"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("wordcards play: error: --players says who plays but not which game: name the game first, e.g. ")
    assert err.rstrip().endswith(" play shuffle --players Ann,Bob (or rummy)") and "usage" not in err


@pytest.mark.parametrize(
    "players",
    ["Grandma,Grandpa,Charlotte,Benjamin,Isabella", "O'Neil,Bob", "Ann,Bob \"the builder\"", "Ann,Mary Jo"],
)
def test_the_command_to_name_the_game_with_players_can_be_copied_and_run(capsys, players):
    """The example after "--players says who plays but not which game" was quoted as a
    message quotes a bad value (Python's repr, cut at 40 characters: "'Grandma,...,Isabe'...",
    or O'Neil as \\'), which no shell reads back. Copied, it gives the names as typed."""
    assert main(["play", "--players", players]) == 2
    example = capsys.readouterr().err.rstrip().split(", e.g. ", 1)[1].removesuffix(" (or rummy)")
    words = shlex.split(example)
    assert words[-3:] == ["shuffle", "--players", players]


def test_play_with_no_game_refuses_words_a_game_offered_could_never_play(tmp_path):
    """Two-letter words play in Word Rummy, never in Shuffle, which the setup screen offers."""
    from wordcards.choice import LaunchError, words_for

    short = tmp_path / "short.txt"
    short.write_text("at\nto\nox\n")
    with pytest.raises(LaunchError) as refusal:
        words_for(play_choice("--wordlist", str(short)))
    assert "nobody could ever play (in Shuffle; to play Word Rummy with them, name it: play rummy ...)" in str(refusal.value)
    assert words_for(play_choice("rummy", "--wordlist", str(short)))


# --- --players "junior:NAME" (S12) ---------------------------------------------------------


@pytest.mark.parametrize("more", [[], ["--junior", "Tom"], ["--junior", "junior:Tom"], ["--juniors"]])
def test_S12_players_junior_colon_name_is_a_junior_with_or_without_junior(more):
    """A family guessed junior:NAME from cpu:LEVEL and got an adult named "junior:Tom";
    --junior Tom as well says the same thing twice, which is fine."""
    choice = play_choice("shuffle", "--players", "Ann,junior:Tom,cpu:hard", *more, "--first", "junior:Tom")
    assert [(seat.name, seat.junior) for seat in choice.players] == [("Ann", "--juniors" in more), ("Tom", True), ("Bit (hard)", False)]
    from wordcards.app.session import first_seat

    assert first_seat(choice.players, choice.first, choice.seed) == 1  # --first as typed in --players


@pytest.mark.parametrize("command", ["play", "host"])
def test_S12_an_unknown_seat_prefix_is_refused_in_one_line(command, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    # --first Nobody: refused after --players, so that a host that took kid:Tom never serves.
    code = main([command, "shuffle", "--players", "Ann,kid:Tom", "--first", "Nobody"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err
    assert "--players: 'kid:Tom': a seat is NAME, cpu:LEVEL or junior:NAME, and kid: is neither cpu: nor junior:; for a name, leave out the colon" in err, err
    assert not list(tmp_path.rglob("*.json"))


def test_S12_play_and_host_help_say_junior_colon_name(capsys):
    for command in ("play", "host"):
        assert '"junior:Cy" seats Cy as a junior (as --junior Cy does)' in help_of(capsys, command)


# --- a match length names its variant ---------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "options"),
    [
        (["--minutes", "30"], {"variant": "advanced", "minutes": 30}),
        (["rummy", "--minutes", "30"], {"variant": "advanced", "minutes": 30}),
        (["rummy", "--minutes"], {"variant": "advanced", "minutes": 30}),
        (["--hands", "3"], {"variant": "advanced", "hands": 3}),
        (["rummy", "--deals", "2"], {"variant": "inverse", "deals": 2}),
        (["rummy", "--max-hands", "8"], {"variant": "standard", "target": 150, "max_hands": 8}),
        (["rummy", "--variant", "advanced", "--minutes", "12"], {"variant": "advanced", "minutes": 12}),
    ],
)
def test_R8_R9_a_match_length_option_without_a_variant_plays_its_variant(argv, options):
    """A play-tester's 'play --minutes 30' was refused: "--minutes is for --variant advanced
    (this game is standard)", though the option names the game (and its scoring) alone."""
    from wordcards.app.launch import choice_from_args

    choice = choice_from_args(build_parser().parse_args(["play", *argv]))
    assert (choice.game, choice.options) == ("rummy", options)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["rummy", "--variant", "standard", "--minutes", "30"],
            "--minutes is for --variant advanced, not standard: leave out --variant standard (--minutes alone plays advanced)",
        ),
        (
            ["--variant", "inverse", "--hands", "3"],
            "--hands is for --variant advanced, not inverse: leave out --variant inverse (--hands alone plays advanced)",
        ),
        (
            ["rummy", "--hands", "3", "--deals", "2"],
            "--hands is for --variant advanced; --deals is for --variant inverse: a match is played in one variant,"
            " so give the options of one",
        ),
        (
            ["rummy", "--target", "90", "--max-hands", "3", "--minutes", "5"],
            "--target and --max-hands are for --variant standard; --minutes is for --variant advanced:"
            " a match is played in one variant, so give the options of one",
        ),
    ],
)
def test_a_match_length_option_with_another_variant_is_refused_saying_which_it_is_for(capsys, argv, said):
    code, out, err = run(capsys, "play", *argv)
    assert code == 2 and out == ""
    assert err == f"wordcards play: error: {said}\n"


def test_play_help_says_a_match_length_option_plays_its_variant(capsys):
    text = help_of(capsys, "play")
    assert "without it, an option below of one variant plays that one (--hands or --minutes: advanced, --deals: inverse)" in text
    for option, variant in (("--hands N", "advanced"), ("--minutes [M]", "advanced"), ("--deals N", "inverse")):
        assert text.rsplit(option, 1)[1].lstrip().startswith(f"{variant} (implied when no variant is given): "), option


def test_ctrl_c_while_the_options_are_read_is_a_quiet_interrupt(monkeypatch, capsys):
    """Building the parser imports the app's options (launch): a Ctrl+C then printed a traceback."""
    from wordcards import cli

    def interrupted():
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "build_parser", interrupted)
    assert main(["play", "shuffle", "--players", "Ann,Bob"]) == 130
    said = capsys.readouterr()
    assert (said.out, said.err) == ("", "")


CTRL_C_AS_THE_GAMES_LOAD = """
import sys

class CtrlC:  # Ctrl+C while wordcards.games is imported, as the command has just been typed
    def find_spec(self, name, path=None, target=None):
        if name == "wordcards.games":
            raise KeyboardInterrupt
        return None

sys.meta_path.insert(0, CtrlC())
from wordcards.cli import main  # as the installed 'wordcards' script begins
"""


def test_ctrl_c_as_the_command_starts_is_a_quiet_interrupt():
    """The installed script imports wordcards.cli before main() runs, and its imports take a
    moment: a Ctrl+C in it printed a traceback."""
    ran = subprocess.run([sys.executable, "-c", CTRL_C_AS_THE_GAMES_LOAD], capture_output=True, text=True, timeout=60)
    assert (ran.returncode, ran.stdout, ran.stderr) == (130, "", "")


@pytest.mark.parametrize(
    "argv",
    [
        ("play", "shuffle", "--players", "Ann,Bob", "--seed", "10"),
        ("play",),
        ("resume",),
        ("join", "http://127.0.0.1:9/seat/" + "a" * 22),
    ],
)
@pytest.mark.parametrize("stdin", [subprocess.DEVNULL, "a pipe"])
def test_the_apps_commands_without_a_terminal_to_read_keys_from_say_so_and_change_nothing(argv, stdin, tmp_path):
    """'wordcards play < /dev/null' (or from a pipe): Textual's input thread read end-of-file
    in a loop, at full CPU, and the app never quit. Now one line says why, usage's exit code,
    and the data folder is not even made. The timeout only guards against that hang."""
    data = tmp_path / "data"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "TEXTUAL"))}
    env.update({"COLUMNS": "100", "WORDCARDS_DATA_DIR": str(data), "TERM": "xterm-256color"})
    command = [sys.executable, "-m", "wordcards", *argv]
    if stdin == "a pipe":
        done = subprocess.run(command, input="q\n", env=env, capture_output=True, text=True, timeout=60)
    else:
        done = subprocess.run(command, stdin=stdin, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr == f"wordcards {argv[0]}: error: it needs a terminal to read keys from: its input is not one (it comes from a file or a pipe)\n"
    assert done.stdout == "" and not data.exists()


@pytest.mark.parametrize("command", ["check", "play"])
def test_the_wordlist_help_says_the_format_the_readme_says(command, capsys):
    """Play-test: `check --help` said "(one word per line, any case)", leaving out what the
    README says: letters a-z only, and '#' starts a comment line."""
    readme = " ".join((Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8").split())
    said_by_readme = "one word per line, any case, letters a-z only; `#` starts a comment line"
    assert said_by_readme in readme
    with pytest.raises(SystemExit):
        main([command, "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert said_by_readme.replace("`", "'") in help_text


@pytest.mark.parametrize("argv", [["resume", "rummy"], ["resume", "Shuffle", "--fast"], ["host", "--resume", "shuffle"]])
def test_a_games_name_beside_a_resume_says_to_leave_it_out_in_one_wording(capsys, tmp_path, monkeypatch, argv):
    """'resume rummy' got argparse's "unrecognized arguments: rummy"; 'host --resume shuffle'
    already explained it. Both say it alike now, and nothing is resumed."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    with pytest.raises(SystemExit) as info:
        main(argv) if argv[0] == "resume" else sys.exit(main(argv))
    err = capsys.readouterr().err
    resuming = "resume" if argv[0] == "resume" else "--resume"
    assert info.value.code == 2
    assert err == f"wordcards {argv[0]}: error: {resuming} carries on the saved game; leave out the game's name\n"
