"""A new game as chosen on the command line (``wordcards.choice``): what it refuses, it
refuses as a LaunchError (one line, exit status 2), never as a traceback."""

from __future__ import annotations

import pytest

from wordcards.choice import COMPUTER_NAMES, LaunchError, computer_names, look_alike, name_key, parse_players
from wordcards.cli import main

# 11 letters, each with three accents joined to it: 11 columns on screen (within the 12 a
# name may take), but 44 characters, more than the engine keeps for a name (40).
STACKED = "a\u0301\u0301\u0301" * 11


def test_a_name_of_few_columns_but_too_many_characters_is_a_launch_error():
    with pytest.raises(LaunchError, match="longer than 40 characters"):
        parse_players(f"{STACKED},cpu")


def test_a_name_of_too_many_characters_is_refused_in_one_line(capsys):
    code = main(["play", "shuffle", "--players", f"{STACKED},cpu"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and "longer than 40 characters" in err


@pytest.mark.parametrize(
    "typed, commas",
    [("Ann Bob", "'Ann,Bob'"), ("Ann;Bob;Cy", "'Ann,Bob,Cy'"), ("Ann  Bob Cy Dan Eve", "'Ann,Bob,Cy,Dan,Eve'")],
)
def test_names_without_commas_are_refused_with_the_commas_shown(typed, commas):
    """A family types --players "Ann Bob": it was "Shuffle is for 2 to 6 players;
    --players names 1" (they named two), or, five names long, "longer than 12 letters"."""
    with pytest.raises(LaunchError) as refused:
        parse_players(typed)
    assert f"separate names with commas: --players {commas}" in str(refused.value)


def test_one_name_with_a_space_beside_others_is_a_name():
    assert [seat.name for seat in parse_players("Mary Ann,Bob")] == ["Mary Ann", "Bob"]


@pytest.mark.parametrize("spellings", [("Нина", "НИНА", "нина"), ("Νίκος", "ΝΊΚΟΣ", "νίκος"), ("Вова", "ВОВА")])
def test_names_equal_in_any_case_get_one_key(spellings):
    """The look-alike table was applied before capitals were folded, and maps Н to H but not
    н: 'Нина' and 'НИНА' got two keys, passed the name check, and the engine (which folds
    capitals) raised a traceback."""
    assert len({name_key(name) for name in spellings}) == 1


def test_every_look_alike_letter_gets_the_key_of_its_other_case():
    letters = "АВЕЅІЈКМНОРСТХУҮԚԜӀаеорсухѕіјһԁԛԝӏΑΒΕΖΗΙΚΜΝΟΡΤΥΧοναρυ"
    for letter in letters:
        for other in (letter.upper(), letter.lower(), letter.casefold()):
            assert name_key(letter) == name_key(other), (letter, other)
    latin = "abcdefghijklmnopqrstuvwxyz"  # and no two Latin letters are merged for it
    assert [name_key(letter) for letter in latin + latin.upper()] == list(latin + latin)


def test_names_equal_in_any_case_are_refused_in_one_line(tmp_path, monkeypatch, capsys):
    """`wordcards host shuffle --players "Нина,НИНА"` ended in a ValueError traceback."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    code = main(["host", "shuffle", "--players", "Нина,НИНА"])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and "'НИНА' is named twice" in err, err
    assert not list(tmp_path.rglob("*.json"))


@pytest.mark.parametrize(("players", "why"), [("Ann,ㅤ", "U+3164 Hangul Filler draws nothing"), ("ㅤ︀,Bob", "U+3164 Hangul Filler, U+FE00 Variation Selector-1 draw nothing")])
def test_a_name_that_draws_nothing_is_refused_saying_why(players, why):
    """--players "Ann,ㅤ" (a Hangul filler) gave a seat with a blank name."""
    with pytest.raises(LaunchError) as refused:
        parse_players(players)
    assert f"shows nothing on screen ({why}): every player needs a name the table can see" in str(refused.value)


def test_a_small_letter_read_by_its_capital_says_so():
    """'мама' is keyed as 'mama' because МАМА looks like MAMA; м alone is not drawn as m."""
    assert look_alike("mama", "мама") == "м is Cyrillic Small Letter Em, whose capital М looks like M"
    assert look_alike("Ann", "Аnn") == "А is Cyrillic Capital Letter A"


@pytest.mark.parametrize(("name", "latin"), [("ӏan", "lan"), ("υna", "una"), ("Νina", "Nina")])
def test_a_letter_whose_cases_look_like_two_latin_ones_is_read_as_chosen(name, latin):
    """Capitals overwrote the small letters of the table: small ӏ was read as i (Ӏ looks
    like I) and υ as y, so 'ӏan' and 'lan' got two keys and both could sit at one table.
    ν stays read by its capital (docs/decisions/app.md)."""
    assert name_key(name) == name_key(latin) == latin.casefold()
    assert look_alike(name, latin) is not None


@pytest.mark.parametrize("typed", ["junior:Tom", "Junior: Tom", "JUNIOR:Tom"])
def test_S12_junior_colon_name_seats_a_junior(typed):
    """--players "Ann,junior:Tom,cpu:hard" seated an adult named "junior:Tom", while
    cpu:LEVEL was read as a prefix: the hand-off dealt "to each of Ann, junior:Tom, ..."."""
    ann, tom, bit = parse_players(f"Ann,{typed},cpu:hard")
    assert (tom.name, tom.junior, tom.computer) == ("Tom", True, None)
    assert not ann.junior and (bit.name, bit.junior) == ("Bit (hard)", False)


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("kid:Tom", "'kid:Tom': a seat is NAME, cpu:LEVEL or junior:NAME, and kid: is neither cpu: nor junior:; for a name, leave out the colon"),
        ("Dr:Who", "'Dr:Who': a seat is NAME, cpu:LEVEL or junior:NAME, and Dr: is neither cpu: nor junior:; for a name, leave out the colon"),
        ("jr: Tom", "'jr: Tom': a seat is NAME, cpu:LEVEL or junior:NAME, and jr: is neither cpu: nor junior:; for a name, leave out the colon"),
        ("junior:", "'junior:': a junior needs a name, e.g. junior:Tom"),
        ("junior: ", "'junior:': a junior needs a name, e.g. junior:Tom"),
        ("junior:cpu:hard", "'junior:cpu:hard': a computer player is not a junior"),
        ("junior:cpu", "'junior:cpu': a computer player is not a junior"),
        ("junior:kid:Tom", "'junior:kid:Tom': a seat is NAME, cpu:LEVEL or junior:NAME, and NAME after junior: is a name alone"),
    ],
)
def test_S12_a_seat_with_an_unknown_prefix_is_refused_saying_the_forms(typed, said):
    with pytest.raises(LaunchError) as refused:
        parse_players(f"Ann,{typed}")
    assert str(refused.value).startswith(f"--players: {said}"), str(refused.value)


@pytest.mark.parametrize("name", ["R2:D2", "12:30", "Ann:)", "Bo:2", ":Cy", "Mary Ann:x", "junior", "Dee:"])
def test_a_name_with_a_colon_that_is_no_prefix_stays_a_name(name):
    """Only a word of letters, a colon and a name read as a seat's form; these were names."""
    assert [(seat.name, seat.junior) for seat in parse_players(f"{name},Zed")] == [(name, False), ("Zed", False)]


def test_S12_junior_colon_name_is_named_once():
    with pytest.raises(LaunchError, match="'Tom' is named twice"):
        parse_players("Tom,junior:Tom")


def test_a_name_with_a_sign_that_shows_is_not_called_invisible():
    """Review: names read category Cf as invisible, so U+0600 ARABIC NUMBER SIGN (a sign
    that shows) was "an invisible character", and a name with it looked like one without.
    One set now, Unicode's default-ignorable one, as a paste reads it."""
    from wordcards.engine.players import name_problem

    assert name_key("Ann\u0600") != name_key("Ann") and look_alike("Ann\u0600", "Ann") is None
    assert "invisible" not in (name_problem("Ann\u0600") or "invisible")
    assert name_problem("Ann\u0600") == "the name 'Ann\\u0600' has characters a terminal may not show (U+0600): type it without them"
    # What draws nothing is still named so, format character or not.
    assert look_alike("An\u034fn", "Ann") == "'An\u034fn' has an invisible character, U+034F Combining Grapheme Joiner"
    assert "has invisible characters (U+200B)" in (name_problem("An\u200bn") or "")


def test_a_name_with_a_no_break_space_says_so():
    """Review: a no-break space (copied from a web page) was "characters a terminal may not
    show", where it shows as a space: the name says which space to type instead."""
    from wordcards.engine.players import name_problem

    assert name_problem("Ann\u00a0Lee") == "the name 'Ann\\xa0Lee' has a space that is not a plain space (U+00A0): type it with a plain space"


def test_a_player_count_the_shipped_rules_refuse_names_the_game(capsys):
    code = main(["play", "shuffle", "--players", "A,B,C,D,E,F,G"])
    assert code == 2
    assert capsys.readouterr().err.endswith("error: Shuffle is for 2 to 6 players; --players names 7\n")


def test_a_player_count_a_custom_ruleset_refuses_names_the_file_and_its_keys(tmp_path, monkeypatch, capsys):
    """Play-test: "Shuffle is for 4 to 6 players" sent the family to the shipped rules, which
    allow 2; the limit was their copy's players.min."""
    from wordcards.resources import ruleset_path

    shipped = ruleset_path("shuffle").read_text(encoding="utf-8")
    assert "\n  min: 2 " in shipped
    monkeypatch.chdir(tmp_path)
    (tmp_path / "n9.yaml").write_text(shipped.replace("\n  min: 2 ", "\n  min: 4 ", 1), encoding="utf-8")
    code = main(["play", "shuffle", "--players", "Ann,Bob", "--ruleset", "n9.yaml"])
    assert code == 2
    assert capsys.readouterr().err.endswith("error: n9.yaml allows 4 to 6 players (players.min, players.max); --players names 2\n")


def test_a_computer_is_not_named_one_letter_away_from_a_person():
    """A play-tester: with Kit at the table the computer was "Bit (normal)"."""
    players = parse_players("Mum,junior:Kit,cpu:normal")
    assert [player.name for player in players] == ["Mum", "Kit", "Dot (normal)"]


@pytest.mark.parametrize("taken, named", [(["kIT"], ["Dot", "Pix"]), (["bat"], ["Dot", "Pix"]), (["Bot (hard)"], ["Pix", "Zed"])])
def test_a_computer_name_one_letter_away_in_any_case_is_skipped_while_another_is_free(taken, named):
    assert computer_names(2, taken=taken) == named


def test_computers_are_not_named_one_letter_away_from_each_other(monkeypatch):
    monkeypatch.setattr("wordcards.choice.COMPUTER_NAMES", ("Bit", "Bat", "Dot"))
    assert computer_names(2) == ["Bit", "Dot"]


def test_names_one_letter_away_are_used_when_no_other_is_free():
    people = ["Bat", "Dit", "Pox", "Zod", "Mix", "Adz", "Hat", "Kit"]  # one letter from each computer name
    assert computer_names(3, taken=people) == list(COMPUTER_NAMES[:3])
