"""The shipped rulesets hold the RULINGS numbers; bad ruleset files are refused with
file, key path and line."""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path

import pytest

from wordcards.resources import ruleset_path
from wordcards.rulesets import (
    LETTERS,
    RUMMY_HAND_SIZE_EXAMPLE,
    Lengths,
    RummyRules,
    RulesetError,
    ShuffleRules,
    default_ruleset,
    load_ruleset,
    parse_ruleset,
    rules_for_a_new_game,
)

SHUFFLE_TEXT = ruleset_path("shuffle").read_text(encoding="utf-8")
RUMMY_TEXT = ruleset_path("rummy").read_text(encoding="utf-8")
VOWELS = "AEIOU"


@pytest.fixture(scope="module")
def shuffle() -> ShuffleRules:
    rules = default_ruleset("shuffle")
    assert isinstance(rules, ShuffleRules)
    return rules


@pytest.fixture(scope="module")
def rummy() -> RummyRules:
    rules = default_ruleset("rummy")
    assert isinstance(rules, RummyRules)
    return rules


def line_of(text: str, fragment: str) -> int:
    """1-based line of the first line containing ``fragment`` (exactly one must)."""
    hits = [i for i, line in enumerate(text.splitlines(), 1) if fragment in line]
    assert len(hits) == 1, f"{fragment!r} is on lines {hits}"
    return hits[0]


def edited(base: str, old: str, new: str) -> str:
    assert base.count(old) == 1, f"{old!r} must occur once in the base ruleset"
    return base.replace(old, new)


def written(tmp_path: Path, text: str, name: str = "ours.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def refusal(tmp_path: Path, text: str, expect: str | None = None, name: str = "family.yaml") -> RulesetError:
    path = written(tmp_path, text, name)
    with pytest.raises(RulesetError) as info:
        load_ruleset(path, expect=expect)
    error = info.value
    assert error.file == str(path)
    assert str(path) in str(error)
    return error


# --- the shipped Shuffle ruleset ---------------------------------------------------------


def test_S1_deck_is_70_letter_cards_and_2_jokers_every_letter_present(shuffle):
    assert shuffle.letter_cards == 70
    assert shuffle.jokers == 2
    assert shuffle.deck_size == 72
    assert [letter for letter, _ in shuffle.letter_counts] == list(LETTERS)
    assert all(count >= 1 for _, count in shuffle.letter_counts)


def test_S1_rarer_letters_are_worth_more(shuffle):
    """Every letter dealt once is worth more than every letter dealt four or more times,
    and Q and Z (the rarest in English) are the most valuable."""
    once = [shuffle.value(letter) for letter, c in shuffle.letter_counts if c == 1]
    common = [shuffle.value(letter) for letter, c in shuffle.letter_counts if c >= 4]
    assert min(once) > max(common)
    top = max(v for _, v in shuffle.letter_values)
    assert shuffle.value("Q") == shuffle.value("Z") == top


def test_S1_enough_vowels_for_seven_card_hands(shuffle):
    """On average a 7-card hand holds at least 2.5 vowels (Y not counted)."""
    vowels = sum(shuffle.count(v) for v in VOWELS)
    assert 7 * vowels / shuffle.deck_size >= 2.5


def test_S1_joker_scores_nothing_on_table_and_costs_in_hand(shuffle):
    assert shuffle.joker_table_value == 0
    assert shuffle.joker_hand_penalty > 0


def test_S2_two_to_six_players_seven_cards(shuffle):
    assert (shuffle.min_players, shuffle.max_players, shuffle.hand_size) == (2, 6, 7)


def test_S4_S5_S8_S12_minimum_lengths_adult_and_junior(shuffle):
    assert (shuffle.first_play_min.adult, shuffle.first_play_min.junior) == (4, 3)
    assert (shuffle.word_min.adult, shuffle.word_min.junior) == (3, 2)
    assert (shuffle.left_behind_min.adult, shuffle.left_behind_min.junior) == (3, 2)
    assert shuffle.word_min.for_player(junior=True) == 2
    assert shuffle.word_min.for_player(junior=False) == 3


def test_S12_juniors_play_easier_only_where_a_junior_minimum_is_lower(shuffle, rummy, tmp_path):
    assert shuffle.juniors_play_easier
    assert not rummy.juniors_play_easier  # R4: two letters for everyone
    text = edited(RUMMY_TEXT, "min_word_length: {adult: 2, junior: 2}", "min_word_length: {adult: 3, junior: 2}")
    assert load_ruleset(written(tmp_path, text, "rummy.yaml")).juniors_play_easier


def test_S7_S8_at_least_as_many_new_cards(shuffle):
    assert shuffle.steal_cards_per_letter == 1
    assert shuffle.take_cards_per_letter == 1


def test_S14_length_bonus_table_and_longer_words(shuffle):
    assert shuffle.bonus(3) == 0
    assert shuffle.bonus(4) == 1
    assert shuffle.bonus(8) == 10
    assert shuffle.bonus(12) == 10  # longer than the table: the longest listed length
    assert shuffle.bonus(2) == 0  # a junior's 2-letter word: below the table
    bonuses = [b for _, b in shuffle.length_bonus]
    assert bonuses == sorted(bonuses)


def test_rules_are_frozen_and_carry_a_digest(shuffle, rummy):
    with pytest.raises(dataclasses.FrozenInstanceError):
        shuffle.hand_size = 8  # type: ignore[misc]
    assert len(shuffle.digest) == 64 and shuffle.digest != rummy.digest
    assert default_ruleset("shuffle") == shuffle  # loading is deterministic


# --- the shipped Word Rummy ruleset ------------------------------------------------------


def test_R1_deck_is_alphabet_in_three_colours_values_1_to_5(rummy):
    assert rummy.colours == ("red", "green", "blue")
    assert rummy.deck_size == 78
    values = dict(rummy.letter_values)
    assert list(values) == list(LETTERS)
    assert all(1 <= v <= 5 for v in values.values())


def test_R1_commoner_letters_are_worth_more(rummy):
    for common in "ETAO":
        for rare in "JQXZ":
            assert rummy.value(common) > rummy.value(rare)


def test_R2_players_and_hand_sizes(rummy):
    assert (rummy.min_players, rummy.max_players) == (2, 8)
    assert [rummy.hand_size(n) for n in range(2, 9)] == [7, 7, 7, 7, 7, 6, 5]


def test_R4_words_have_two_letters_or_more(rummy):
    assert rummy.min_word_length.adult == 2


def test_R7_R8_R9_targets_and_defaults(rummy):
    assert rummy.target == 150
    assert rummy.pad_rows == (2, 3, 4, 5, 6, 7, 8)
    assert rummy.pad_row(5) == 5
    assert rummy.pad_row(11) == 8  # R8: longer than 8 counts in the 8 row
    assert rummy.pad_row(1) is None
    assert rummy.default_hands >= 1 and rummy.default_minutes >= 1 and rummy.default_deals >= 1


# --- a family's own file: good edits are accepted ----------------------------------------


def test_family_ruleset_changes_are_read(tmp_path):
    text = edited(SHUFFLE_TEXT, "hand_size: 7 ", "hand_size: 8 ")
    text = edited(text, "name: Shuffle (standard)", "name: Our Shuffle")
    rules = load_ruleset(written(tmp_path, text), expect="shuffle")
    assert rules.hand_size == 8 and rules.name == "Our Shuffle"


def test_name_defaults_to_the_file_name(tmp_path):
    text = edited(RUMMY_TEXT, "name: Word Rummy\n", "")
    assert load_ruleset(written(tmp_path, text, "grandma-rummy.yaml")).name == "grandma-rummy"


# --- a changed copy is not shown as the standard game -------------------------------------


@pytest.mark.parametrize(
    ("game", "text", "old", "new"),
    [("shuffle", SHUFFLE_TEXT, "hand_size: 7 ", "hand_size: 8 "), ("rummy", RUMMY_TEXT, "  target: 150", "  target: 200")],
    ids=["shuffle", "rummy"],
)
def test_a_copy_with_changed_numbers_and_the_shipped_name_is_named_for_its_file(tmp_path, game, text, old, new):
    rules = load_ruleset(written(tmp_path, edited(text, old, new)), expect=game)
    assert rules.name == "ours (custom)"
    assert rules.digest == parse_ruleset(edited(text, old, new)).digest  # the file's text, as before


# Each shipped name's numbers, as sha256 of everything a ruleset sets but its name and text's
# digest. A save under a shipped name is compared with the file shipped under it now, so new
# numbers under an old name would resume every older save as custom: new numbers take a new
# name (docs/decisions/foundation.md), and a new name a new line here.
SHIPPED_NUMBERS = {
    "Shuffle (standard)": "f793011ca17c6d54ab9535d4771a7f6224732115545edbd179dfec8519ce165f",
    "Word Rummy": "19a518e79fcdeaae894df4020122aa0d9dbdfcd353230730b43bd888c94b7b6e",
}


def numbers_digest(rules: ShuffleRules | RummyRules) -> str:
    return hashlib.sha256(repr(dataclasses.replace(rules, name="", digest="")).encode()).hexdigest()


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_a_shipped_rulesets_numbers_change_only_with_its_name(game):
    rules = default_ruleset(game)
    assert rules.name in SHIPPED_NUMBERS, f"a new shipped name {rules.name!r}: record its numbers here"
    assert numbers_digest(rules) == SHIPPED_NUMBERS[rules.name], (
        f"{game}.yaml's numbers changed under the name {rules.name!r}: older saves would resume as custom;"
        " give the shipped file a new name; or, for a new field (which older saves lack), list it in"
        " FIELDS_OLDER_SAVES_LACK with the value those saves were played with, then record the new digest here"
    )


def test_a_changed_number_changes_the_recorded_digest(shuffle):
    """The digest above sees a change of one number (so the test before it can fail)."""
    assert numbers_digest(dataclasses.replace(shuffle, hand_size=8)) != numbers_digest(shuffle)


def test_a_copy_with_the_shipped_numbers_keeps_the_shipped_name(tmp_path):
    assert load_ruleset(written(tmp_path, SHUFFLE_TEXT)).name == "Shuffle (standard)"
    assert load_ruleset(written(tmp_path, edited(RUMMY_TEXT, "# Copy", "# Our copy"))).name == "Word Rummy"


def test_a_renamed_copy_keeps_its_own_name(tmp_path):
    text = edited(edited(SHUFFLE_TEXT, "hand_size: 7 ", "hand_size: 8 "), "name: Shuffle (standard)", "name: Ours")
    assert load_ruleset(written(tmp_path, text)).name == "Ours"


def test_the_rules_command_heads_a_changed_copy_with_its_file(tmp_path, capsys):
    from wordcards.cli import main

    path = written(tmp_path, edited(SHUFFLE_TEXT, "hand_size: 7 ", "hand_size: 8 "))
    assert main(["rules", "shuffle", "--ruleset", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Shuffle: ours (custom)"


@pytest.mark.parametrize("stem", ["ours", "a\x1b[31mred", "x" * 120, "   "], ids=["plain", "escape", "long", "blank"])
def test_a_ruleset_named_for_its_file_is_saved_and_loads_again(tmp_path, stem):
    """A name from the file's name (no ``name:`` line, or a changed copy) passes the checks a
    saved name meets (one printable line of at most 80): a long file name, or one with an
    escape code, made a save that could never be resumed."""
    from wordcards.engine.record import Record, dumps, loads
    from wordcards.engine.players import Player

    for text in (edited(RUMMY_TEXT, "name: Word Rummy\n", ""), edited(RUMMY_TEXT, "  target: 150", "  target: 200")):
        rules = load_ruleset(written(tmp_path, text, f"{stem}.yaml"))
        assert rules.name.isprintable() and 0 < len(rules.name) <= 80
        saved = Record("rummy", rules, {"name": "english"}, (Player("Ann"), Player("Bob")), 1)
        assert loads(dumps(saved)).rules == rules


# --- bad files are refused with file, key path and line ----------------------------------


def test_a_name_with_nothing_after_it_says_no_value_was_given(tmp_path):
    """It said "expected text, found None" (Python's word for nothing)."""
    exc = refusal(tmp_path, edited(SHUFFLE_TEXT, "name: Shuffle (standard)", "name:"))
    assert str(exc).endswith("line 5 at 'name': no value given (text is needed here)")


@pytest.mark.parametrize("written_name", ["2026", "yes", "1.5", "2024-12-24"])
def test_a_name_yaml_reads_as_a_number_yes_or_a_date_is_the_name_as_written(tmp_path, written_name):
    """It was refused in Python's words: "expected text, found datetime.date(2024, 12, 24)"
    (or True, or 2026); a family writing name: 2026 means the words."""
    text = edited(SHUFFLE_TEXT, "name: Shuffle (standard)", f"name: {written_name}")
    assert load_ruleset(written(tmp_path, text)).name == written_name


@pytest.mark.parametrize("written_value", ["true", "yes"])
def test_a_number_written_as_true_or_yes_is_quoted_as_written(tmp_path, written_value):
    """It said "found True", a word the file does not hold."""
    exc = refusal(tmp_path, edited(SHUFFLE_TEXT, "hand_size: 7 ", f"hand_size: {written_value} "))
    assert str(exc).endswith(f"at 'hand_size': expected a whole number, found '{written_value}'")


@pytest.mark.parametrize("written_value", ['"7"', "'7'", '" 7 "'])
def test_a_number_in_quotes_says_a_number_is_needed_and_to_drop_the_quotes(tmp_path, written_value):
    """It said "expected a whole number, found '7'": the family sees a 7 and wonders why."""
    exc = refusal(tmp_path, edited(SHUFFLE_TEXT, "hand_size: 7 ", f"hand_size: {written_value} "))
    assert str(exc).endswith("at 'hand_size': the value must be a number, written without quotes: 7 (in quotes it is text)")


def test_a_number_in_quotes_in_a_rummy_table_says_so_at_its_key(tmp_path):
    exc = refusal(tmp_path, edited(RUMMY_TEXT, "  3: 7\n", '  3: "7"\n'))
    assert "at 'hand_size.3': the value must be a number, written without quotes: 7" in str(exc)


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        ("name: Shuffle (standard)", "name: Our game: 2", "a value with ': ' in it goes in quotes"),
        ("  min: 2 ", "  min: 2 max: 6 ", "one key per line"),
        ("name: Shuffle (standard)\n", "name: Ours\n  hand_size: 7\n", "this line is not indented like the lines around it"),
    ],
    ids=["colon-in-name", "two-keys-on-a-line", "key-under-a-value"],
)
def test_mapping_values_not_allowed_is_said_in_a_familys_words(tmp_path, old, new, says):
    """The parser's "mapping values are not allowed in this context" names neither cause."""
    text = edited(SHUFFLE_TEXT, old, new)
    exc = refusal(tmp_path, text)
    assert says in str(exc) and "mapping values" not in str(exc), str(exc)
    assert exc.line == line_of(text, new.strip().splitlines()[-1])


def test_misspelt_key_names_key_path_line_and_suggests(tmp_path):
    text = edited(SHUFFLE_TEXT, "  joker_hand_penalty: 5", "  joker_hand_penalti: 5")
    error = refusal(tmp_path, text)
    assert error.key == "deck.joker_hand_penalti"
    assert error.line == line_of(text, "joker_hand_penalti")
    assert "unknown key" in error.problem and "joker_hand_penalty" in error.problem
    assert f"line {error.line}" in str(error) and "deck.joker_hand_penalti" in str(error)


def test_unknown_top_level_key(tmp_path):
    text = RUMMY_TEXT + "bonus_round: 3\n"
    error = refusal(tmp_path, text)
    assert (error.key, error.line) == ("bonus_round", line_of(text, "bonus_round"))


@pytest.mark.parametrize(
    ("base", "old", "new", "key", "section", "above"),
    [
        ("shuffle", "  joker_hand_penalty: 5", "joker_hand_penalty: 5", "joker_hand_penalty", "deck", "joker_table_value"),
        ("shuffle", "  max: 6", "max: 6", "max", "players", "min"),
        ("shuffle", "  left_behind: {", "left_behind: {", "left_behind", "min_length", "word"),
        ("rummy", "  values:", "values:", "values", "deck", "colours"),  # its letters left under it
        ("rummy", "  8: 5", "8: 5", "8", "hand_size", "7"),
        ("rummy", "  deals: 5", "deals: 5", "deals", "inverse", None),  # the section's only key
    ],
)
def test_a_sections_last_key_moved_to_the_start_of_the_line_is_said_to_belong_under_it(tmp_path, base, old, new, key, section, above):
    """The last key of a section written at the start of the line is valid YAML: a top-level
    key. It was refused as an 'unknown key' at its line, which said nothing of what went
    wrong; a key of the section just above it is said to belong under that section."""
    text = edited({"shuffle": SHUFFLE_TEXT, "rummy": RUMMY_TEXT}[base], old, new)
    error = refusal(tmp_path, text)
    assert (error.key, error.line) == (key, line_of(text, new.splitlines()[-1]))
    indent = f"indent it as far as '{above}' above it" if above else f"indent it under '{section}:'"
    assert error.problem == f"'{key}' is not a top-level key; it belongs under '{section}:' ({indent})"


def test_a_sections_last_key_moved_out_is_said_to_belong_under_it_whatever_the_case_of_the_game(tmp_path):
    """'game: Shuffle' is read as shuffle, but the hint that a key moved out of its section read 'game:' case by case: it was lost."""
    text = edited(SHUFFLE_TEXT, "game: shuffle", "game: Shuffle")
    text = edited(text, "  max: 6", "max: 6")
    error = refusal(tmp_path, text)
    assert error.problem == "'max' is not a top-level key; it belongs under 'players:' (indent it as far as 'min' above it)"


def test_a_sections_last_key_moved_out_with_the_keys_under_it_says_to_indent_them_too(tmp_path):
    """'values:' and its letters all moved two columns left: indenting 'values:' alone would
    leave its letters beside it."""
    base = RUMMY_TEXT.split("\nplayers:")[0]
    moved = base.replace("  values:", "values:").replace("\n    ", "\n  ")
    text = RUMMY_TEXT.replace(base, moved)
    error = refusal(tmp_path, text)
    assert (error.key, error.line) == ("values", line_of(text, "values:"))
    assert error.problem == (
        "'values' is not a top-level key; it belongs under 'deck:' "
        "(indent it as far as 'colours' above it, and the lines under it as much further)"
    )


def test_a_sections_key_written_again_at_the_start_of_the_line_is_not_said_to_belong_under_it(tmp_path):
    """The deck already has 'joker_hand_penalty': indenting a second one under it would write
    the key twice, so it is only an unknown top-level key."""
    old = "  joker_hand_penalty: 5   # S1/S14: a joker left in hand costs this much\n"
    text = edited(SHUFFLE_TEXT, old, old + "joker_hand_penalty: 6\n")
    error = refusal(tmp_path, text)
    assert (error.key, error.line) == ("joker_hand_penalty", line_of(text, "joker_hand_penalty: 6"))
    assert error.problem.startswith("unknown key") and "belongs under" not in error.problem


def test_an_unknown_top_level_key_that_no_section_above_it_has_is_only_unknown(tmp_path):
    """'jokers' is the deck's, but written at the end, after 'length_bonus:', it was not moved out of the deck."""
    text = SHUFFLE_TEXT + "jokers: 2\n"
    error = refusal(tmp_path, text)
    assert (error.key, error.line) == ("jokers", len(text.splitlines()))
    assert error.problem.startswith("unknown key") and "belongs under" not in error.problem


def test_lower_case_letter_key_gets_a_capitals_hint(tmp_path):
    text = edited(SHUFFLE_TEXT, "    K: {count: 1, value: 5}", "    k: {count: 1, value: 5}")
    error = refusal(tmp_path, text)
    assert error.key == "deck.letters.k"
    assert error.line == line_of(text, "k: {count")
    assert "capitals" in error.problem and "'K'" in error.problem


def test_letter_counts_that_do_not_add_up(tmp_path):
    text = edited(SHUFFLE_TEXT, "    E: {count: 9, value: 1}", "    E: {count: 10, value: 1}")
    error = refusal(tmp_path, text)
    assert error.key == "deck.letters"
    assert error.line == line_of(text, "  letters:")
    assert "71" in error.problem and "70" in error.problem


def test_S1_a_letter_with_no_cards_is_refused(tmp_path):
    text = edited(SHUFFLE_TEXT, "    Q: {count: 1, value: 10}", "    Q: {count: 0, value: 10}")
    error = refusal(tmp_path, text)
    assert error.key == "deck.letters.Q.count"
    assert error.line == line_of(text, "Q: {count: 0")
    assert "out of range" in error.problem


@pytest.mark.parametrize(
    "old, new, key, found",
    [
        ("hand_size: 7 ", "hand_size: seven ", "hand_size", "'seven'"),
        ("hand_size: 7 ", "hand_size: 7.5 ", "hand_size", "7.5"),
        ("  jokers: 2", "  jokers: true", "deck.jokers", "'true'"),  # as written, not Python's True
        ("  max: 6", "  max: [6]", "players.max", "a list"),
    ],
)
def test_wrong_type_is_refused(tmp_path, old, new, key, found):
    text = edited(SHUFFLE_TEXT, old, new)
    error = refusal(tmp_path, text)
    assert error.key == key
    assert error.line == line_of(text, new.strip())
    assert found in error.problem


def test_unsafe_yaml_tag_is_refused_not_run(tmp_path):
    text = edited(SHUFFLE_TEXT, "hand_size: 7 ", "hand_size: !!python/name:os.system ")
    error = refusal(tmp_path, text)
    assert error.key == "hand_size" and error.line == line_of(text, "!!python")
    assert "cannot read this value" in error.problem


def test_a_list_as_a_key_is_refused(tmp_path):
    text = SHUFFLE_TEXT + "? [a, b]\n: 1\n"
    error = refusal(tmp_path, text)
    assert "plain name" in error.problem and error.line == line_of(text, "? [a, b]")


def test_wrong_type_where_a_mapping_is_expected(tmp_path):
    text = edited(RUMMY_TEXT, "standard:\n  target: 150             # R7\n  max_hands: 25 ", "standard: 150\n# ")
    error = refusal(tmp_path, text)
    assert error.key == "standard" and error.line == line_of(text, "standard: 150")
    assert error.problem == "needs its own keys, such as {target: 150, max_hands: 25}, found the number 150"


def test_numbered_keys_wanted_are_said_with_an_example(tmp_path):
    """hand_size: 7 in a rummy ruleset, where one size per number of players belongs."""
    block = RUMMY_TEXT[RUMMY_TEXT.index("hand_size:"):RUMMY_TEXT.index("min_word_length:")]
    error = refusal(tmp_path, edited(RUMMY_TEXT, block, "hand_size: 7\n"))
    assert error.key == "hand_size"
    assert error.problem == (
        "needs its own keys, one per number of players from players.min to players.max, "
        f"such as {RUMMY_HAND_SIZE_EXAMPLE}, found the number 7"
    )
    # The example, written as it is said, is accepted by the shipped ruleset.
    rules = load_ruleset(written(tmp_path, edited(RUMMY_TEXT, block, f"hand_size: {RUMMY_HAND_SIZE_EXAMPLE}\n")))
    assert [rules.hand_size(n) for n in range(2, 9)] == [7, 7, 7, 7, 7, 6, 5]
    bonus = SHUFFLE_TEXT[SHUFFLE_TEXT.index("length_bonus:"):]
    error = refusal(tmp_path, edited(SHUFFLE_TEXT, bonus, "length_bonus: 3\n"))
    assert error.problem == "needs its own keys, one per word length, such as {3: 0, 4: 1, 5: 2}, found the number 3"


def test_keys_with_no_short_example_are_named(tmp_path):
    block = SHUFFLE_TEXT[SHUFFLE_TEXT.index("min_length:"):SHUFFLE_TEXT.index("steal:")]
    error = refusal(tmp_path, edited(SHUFFLE_TEXT, block, "min_length: 4\n"))
    assert error.problem == "needs its own keys (such as first_play, left_behind, word), found the number 4"


@pytest.mark.parametrize(
    "old, new, says",
    [
        ("first_play: {adult: 4, junior: 3}", "first_play: 4", "needs its own keys, such as {adult: 4, junior: 3}, found the number 4"),
        ("first_play: {adult: 4, junior: 3}", "first_play:", "needs its own keys, such as {adult: 4, junior: 3}, found nothing (null)"),
        ("first_play: {adult: 4, junior: 3}", "first_play: yes", "needs its own keys, such as {adult: 4, junior: 3}, found 'yes' (a yes/no value)"),
        ("hand_size: 7 ", "hand_size: [7] ", "needs a single value here, found a list"),
        ("hand_size: 7 ", "hand_size: {a: 7} ", "needs a single value here, found a set of keys and values"),
    ],
)
def test_a_value_of_the_wrong_shape_is_said_in_a_familys_words(tmp_path, old, new, says):
    """A play-tester's first_play: 4 read "expected a mapping of keys, found 4": programmer's words."""
    error = refusal(tmp_path, edited(SHUFFLE_TEXT, old, new))
    assert error.problem == says


@pytest.mark.parametrize(
    "base, old, new, key",
    [
        (RUMMY_TEXT, "    A: 5", "    A: 6", "deck.values.A"),  # R1: values 1 to 5
        (RUMMY_TEXT, "  target: 150", "  target: 0", "standard.target"),
        (SHUFFLE_TEXT, "  max: 6", "  max: 40", "players.max"),
        (SHUFFLE_TEXT, "  min: 2 ", "  min: 1 ", "players.min"),
        (SHUFFLE_TEXT, "  8: 10", "  8: -1", "length_bonus.8"),
        (SHUFFLE_TEXT, "  8: 10", "  99: 10", "length_bonus.99"),
        (SHUFFLE_TEXT, "  new_cards_per_old_letter: 1", "  new_cards_per_old_letter: 9", "steal.new_cards_per_old_letter"),
    ],
    ids=["deck.values.A", "standard.target", "players.max", "players.min", "length_bonus.8", "length_bonus.99", "steal.new_cards_per_old_letter"],
)
def test_value_out_of_range_is_refused(tmp_path, base, old, new, key):
    text = edited(base, old, new)
    error = refusal(tmp_path, text)
    assert error.key == key
    assert error.line == line_of(text, new.strip())
    assert "out of range" in error.problem


def test_min_players_above_max(tmp_path):
    text = edited(SHUFFLE_TEXT, "  min: 2 ", "  min: 5 ")
    text = edited(text, "  max: 6", "  max: 4")
    error = refusal(tmp_path, text)
    assert error.key == "players.min" and "more than max" in error.problem


def test_S12_junior_minimum_above_adult_is_refused(tmp_path):
    text = edited(SHUFFLE_TEXT, "word: {adult: 3, junior: 2}", "word: {adult: 3, junior: 4}")
    error = refusal(tmp_path, text)
    assert error.key == "min_length.word.junior"
    assert error.line == line_of(text, "word: {adult: 3, junior: 4}")


@pytest.mark.parametrize(
    ("lengths", "key"),
    [
        ("{adult: 2, junior: 1}", "min_word_length.junior"),
        ("{adult: 1, junior: 1}", "min_word_length.adult"),
        ("{adult: 1, junior: 2}", "min_word_length.adult"),
    ],
)
def test_R4_a_rummy_minimum_of_one_letter_is_refused(tmp_path, lengths, key):
    """A play-tester: with min_word_length 1 one letter + Enter tried to meld, so that player
    could never discard and the game stuck. An adult 1 under a junior 2 gets this reason at once,
    not "junior above adult", which sent the family to change the junior value first."""
    text = edited(RUMMY_TEXT, "min_word_length: {adult: 2, junior: 2}", f"min_word_length: {lengths}")
    error = refusal(tmp_path, text)
    assert error.key == key and error.line == line_of(text, f"min_word_length: {lengths}")
    assert "one letter + Enter discards in Word Rummy, so a word needs 2+ letters" in error.problem


@pytest.mark.parametrize(
    ("old", "new"),
    [
        pytest.param("colours: [red, green, blue]", "colours: [red, red, blue]", id="duplicate-colours"),
        pytest.param("    A: 5\n", "    A: 9\n", id="a-value-out-of-range"),
        pytest.param("  min: 2 ", "  min: 9 ", id="players-min-above-max"),
        pytest.param("  8: 5\n", "  8: 11\n", id="a-hand-over-the-most"),
        pytest.param("  8: 5\n", "  8: 10\n", id="hands-that-empty-the-deck"),
    ],
)
def test_R4_a_minimum_of_one_letter_is_named_before_the_checks_after_the_colours(tmp_path, old, new):
    """With two problems in a file the file-only minimum check comes first (before the build,
    docs/decisions/rummy.md): a change of that order would change which one a family reads."""
    text = edited(edited(RUMMY_TEXT, "min_word_length: {adult: 2, junior: 2}", "min_word_length: {adult: 1, junior: 1}"), old, new)
    error = refusal(tmp_path, text)
    assert error.key == "min_word_length.adult" and "so a word needs 2+ letters" in error.problem


def test_R4_a_minimum_of_one_letter_is_refused_with_an_empty_expect_as_the_build_takes_it():
    """expect="" names no game, so the build takes the file: the file-only checks run too."""
    text = edited(RUMMY_TEXT, "min_word_length: {adult: 2, junior: 2}", "min_word_length: {adult: 1, junior: 1}")
    with pytest.raises(RulesetError) as info:
        parse_ruleset(text, "ours.yaml", expect="")
    assert info.value.key == "min_word_length.adult" and "so a word needs 2+ letters" in info.value.problem


@pytest.mark.parametrize(
    ("saved", "new_game"),
    [((1, 1), (2, 2)), ((2, 1), (2, 2)), ((3, 1), (3, 2)), ((1, 2), (2, 2)), ((4, 3), (4, 3))],
)
def test_R4_a_new_game_after_an_old_save_with_a_minimum_of_1_is_played_with_2(rummy, saved, new_game):
    """Play again after resuming an old save: a new game is played as a ruleset file would
    have to set it (docs/decisions/rummy.md), its minimum 2+ (junior too); the rest as saved."""
    old = dataclasses.replace(rummy, min_word_length=Lengths(*saved), digest="0" * 64)
    fresh = rules_for_a_new_game(old)
    assert fresh.min_word_length == Lengths(*new_game)
    assert dataclasses.replace(fresh, min_word_length=old.min_word_length, digest=old.digest) == old


def test_a_new_game_takes_a_ruleset_a_file_may_set_as_it_is(shuffle, rummy):
    assert rules_for_a_new_game(shuffle) is shuffle and rules_for_a_new_game(rummy) is rummy


@pytest.mark.parametrize(
    ("base", "old", "new", "key", "problem"),
    [
        pytest.param(SHUFFLE_TEXT, "hand_size: 7 ", "hand_size: 13 ", "players", "6 players of 13 cards", id="deck-too-small-for-the-hands"),
        pytest.param(RUMMY_TEXT, "  8: 5\n", "  8: 10\n", "hand_size.8", "78 cards", id="R2-hands-that-empty-the-deck"),
        pytest.param(
            RUMMY_TEXT, "pad_rows: [2, 3, 4, 5, 6, 7, 8]", "pad_rows: [2, 3, 5]", "advanced.pad_rows", "consecutive",
            id="R8-pad-rows-not-consecutive",
        ),
        pytest.param(RUMMY_TEXT, "game: rummy", "game: poker", "game", "poker", id="unknown-game"),
        pytest.param(SHUFFLE_TEXT, "    Q: {count: 1, value: 10}\n", "", "deck.letters", "missing key 'Q'", id="S1-a-missing-letter"),
    ],
)
def test_a_refusal_names_the_key_and_says_why(tmp_path, base, old, new, key, problem):
    error = refusal(tmp_path, edited(base, old, new))
    assert error.key == key and problem in error.problem


def test_R2_a_missing_hand_size_is_refused(tmp_path):
    text = edited(RUMMY_TEXT, "  7: 6\n", "")
    error = refusal(tmp_path, text)
    assert error.key == "hand_size" and "7 players" in error.problem
    assert error.line == line_of(text, "hand_size:")


def test_R2_a_hand_size_for_too_many_players_is_refused(tmp_path):
    text = edited(RUMMY_TEXT, "  8: 5\n", "  8: 5\n  9: 5\n")
    error = refusal(tmp_path, text)
    assert error.key == "hand_size.9" and error.line == line_of(text, "  9: 5")
    assert "out of range (2 to 8 players" in error.problem


def test_duplicate_key_is_refused(tmp_path):
    text = edited(SHUFFLE_TEXT, "hand_size: 7 ", "hand_size: 7\nhand_size: 8 ")
    error = refusal(tmp_path, text)
    assert error.key == "hand_size" and "twice" in error.problem
    assert error.line == line_of(text, "hand_size: 8")


def test_missing_key_is_refused(tmp_path):
    text = edited(SHUFFLE_TEXT, "take:\n  # S8: hand cards needed per letter taken from the table.\n  new_cards_per_taken_letter: 1\n", "")
    error = refusal(tmp_path, text)
    assert error.key == "" and "missing key 'take'" in error.problem
    # not at 'game: shuffle', the first key's line: a top-level key has no section line to name
    assert error.line is None and "a top-level key" in error.problem


def test_several_missing_keys_of_a_section_are_named_at_once(tmp_path):
    """A play-tester: a ruleset missing several keys named one a run ("missing key
    'deck'", then the next on the next run). All of one section's, at its line."""
    text = edited(edited(SHUFFLE_TEXT, "    Q: {count: 1, value: 10}\n", ""), "    Z: {count: 1, value: 10}\n", "")
    error = refusal(tmp_path, text)
    assert error.key == "deck.letters" and error.line == line_of(text, "  letters:")
    assert error.problem == "missing keys 'Q' and 'Z'"
    assert error.file.endswith("family.yaml") and str(error).startswith(f"{error.file}, line {error.line} at 'deck.letters':")


def test_several_missing_top_level_keys_are_named_at_once(tmp_path):
    error = refusal(tmp_path, "game: shuffle\nname: Ours\nhand_size: 7\n")
    assert error.key == "" and error.line is None
    assert error.problem == (
        "missing keys 'deck', 'length_bonus', 'min_length', 'players', 'steal' and 'take'"
        " (top-level keys: add each on a line of its own, not indented)"
    )


def test_bad_yaml_syntax_names_the_line(tmp_path):
    text = edited(RUMMY_TEXT, "  target: 150", "  target: [150")
    error = refusal(tmp_path, text)
    assert "not valid YAML" in error.problem
    assert error.line is not None and abs(error.line - line_of(text, "target: [150")) <= 1


def test_bad_indentation_names_the_line(tmp_path):
    text = edited(SHUFFLE_TEXT, "  jokers: 2", "    jokers: 2")
    error = refusal(tmp_path, text)
    assert "not valid YAML" in error.problem
    assert error.line == line_of(text, "    jokers: 2")


def test_wrong_game_is_refused(tmp_path):
    error = refusal(tmp_path, RUMMY_TEXT, expect="shuffle")
    assert error.key == "game" and error.line == line_of(RUMMY_TEXT, "game: rummy")
    assert "rummy ruleset, not a shuffle one" in error.problem


def test_missing_game_key(tmp_path):
    text = edited(RUMMY_TEXT, "game: rummy\n", "")
    error = refusal(tmp_path, text)
    assert "missing key 'game'" in error.problem


@pytest.mark.parametrize("text, problem", [("", "empty"), ("# nothing\n", "empty"), ("- a\n- b\n", "not a ruleset: a ruleset is keys and values")])
def test_empty_or_shapeless_file(tmp_path, text, problem):
    assert problem in refusal(tmp_path, text).problem


def test_missing_file_is_refused_with_its_path(tmp_path):
    path = tmp_path / "nowhere.yaml"
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert str(path) in str(info.value) and "no such ruleset file" in str(info.value)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(RulesetError) as info:
        load_ruleset(tmp_path)
    assert str(tmp_path) in str(info.value)


def test_parse_ruleset_text_directly():
    rules = parse_ruleset(SHUFFLE_TEXT, "inline.yaml", expect="shuffle")
    assert rules == default_ruleset("shuffle")


def test_R1_a_colour_the_game_cannot_draw_is_refused_with_the_ones_it_can(tmp_path):
    """A play-tester: 'colours: [rouge, vert, bleu]' was accepted and its cards had no tint
    and no shape, only an initial ('Gv', read as two letters)."""
    text = edited(RUMMY_TEXT, "colours: [red, green, blue]", "colours: [rouge, vert, bleu]")
    error = refusal(tmp_path, text)
    assert error.key == "deck.colours[0]" and error.line == line_of(text, "colours: [rouge")
    assert error.problem == (
        "'rouge' is not a colour the game can draw (each has its own tint and shape); "
        "choose from red, green, blue, yellow, orange, purple"
    )
    six = edited(RUMMY_TEXT, "colours: [red, green, blue]", "colours: [red, green, blue, yellow, orange, purple]")
    assert load_ruleset(written(tmp_path, six)).colours[3:] == ("yellow", "orange", "purple")


@pytest.mark.parametrize(
    ("colours", "key", "problem"),
    [
        ("[pink, 1x, blue]", "deck.colours[0]", "'pink' is not a colour the game can draw"),
        ("[red, 1x, pink]", "deck.colours[1]", "'1x': a colour is a name of 1 to 20 letters a-z"),
        ("[pink, pink]", "deck.colours[0]", "'pink' is not a colour the game can draw"),
    ],
)
def test_R1_a_files_colours_are_checked_one_by_one_as_they_are_read(tmp_path, colours, key, problem):
    """The file-only colour check is made as the build reads each colour (one reading of the
    deck for both): the first colour with a problem is named, whichever check finds it, and
    a colour the game cannot draw before the duplicate check of the whole list."""
    text = edited(RUMMY_TEXT, "colours: [red, green, blue]", f"colours: {colours}")
    error = refusal(tmp_path, text)
    assert error.key == key and error.line == line_of(text, "colours: [") and error.problem.startswith(problem)


def test_R1_every_colour_the_game_can_draw_has_its_own_shape_tint_and_initial():
    from wordcards.app.widgets.rummy.cards import MARKS, PALETTE
    from wordcards.rulesets import RUMMY_COLOURS

    assert set(MARKS) == set(PALETTE[True]) == set(PALETTE[False]) == set(RUMMY_COLOURS)
    assert len(set(MARKS.values())) == len(set(colour[0] for colour in RUMMY_COLOURS)) == len(RUMMY_COLOURS)
    for dark in (True, False):
        assert len(set(PALETTE[dark].values())) == len(RUMMY_COLOURS)


def test_R1_colours_must_differ(tmp_path):
    text = edited(RUMMY_TEXT, "colours: [red, green, blue]", "colours: [red, red, blue]")
    error = refusal(tmp_path, text)
    assert error.key == "deck.colours" and "different colours" in error.problem


def test_S14_an_empty_bonus_table_is_refused(tmp_path):
    start = SHUFFLE_TEXT.index("length_bonus:")
    text = SHUFFLE_TEXT[:start] + "length_bonus: {}\n"
    error = refusal(tmp_path, text)
    assert error.key == "length_bonus" and "at least one length" in error.problem


# --- whatever a family types, the answer is a ruleset or a RulesetError ---------------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_LINES = SHUFFLE_TEXT.splitlines()


@settings(max_examples=150, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    base=st.sampled_from([SHUFFLE_TEXT, RUMMY_TEXT]),
    line=st.integers(min_value=0, max_value=len(_LINES) - 1),
    action=st.sampled_from(["delete", "replace", "insert", "indent"]),
    junk=st.text(alphabet=st.sampled_from(list("abcAZ019 :-[]{},#!&*'\"\t")), max_size=12),
)
def test_any_edit_gives_a_ruleset_or_a_ruleset_error(base, line, action, junk):
    lines = base.splitlines()
    line %= len(lines)
    if action == "delete":
        del lines[line]
    elif action == "replace":
        lines[line] = junk
    elif action == "insert":
        lines.insert(line, junk)
    else:
        lines[line] = "  " + lines[line]
    try:
        rules = parse_ruleset("\n".join(lines) + "\n", "edited.yaml")
    except RulesetError as error:
        assert error.file == "edited.yaml" and error.problem
    else:
        assert rules.game in ("shuffle", "rummy")


# --- edits that go wrong: one line naming the file, the key and the line ---------------------


@pytest.mark.parametrize(
    "base, old, new, key, problem",
    [
        # a tab to indent: the parser's own words say nothing of tabs
        ("shuffle", "  jokers: 2", "\tjokers: 2", "jokers", "indented with a tab"),
        ("shuffle", "    B: {count: 1, value: 3}", "\t\tB: {count: 1, value: 3}", "B", "indented with a tab"),
        ("shuffle", "hand_size: 7 ", "\thand_size: 7 ", "hand_size", "indented with a tab"),
        # a key in another alphabet is named whole: 'caf' was a word cut short
        ("shuffle", "hand_size: 7 ", "hand_size: 7 \n\tcafé: 1", "café", "indented with a tab"),
        # a missing colon: the line with the key, not the line after it
        ("shuffle", "  jokers: 2", "  jokers 2", "jokers", "'key: value', with a colon"),
        ("rummy", "  target: 150 ", "  target 150 ", "target", "'key: value', with a colon"),
        ("shuffle", "  5: 2", "  5 2", "5", "'key: value', with a colon"),
        # brackets and quotes left open: the line they were opened on
        ("rummy", "  target: 150 ", "  target: [150 ", "target", "'['"),
        ("rummy", "  target: 150 ", '  target: "150 ', "target", "quotation mark is not closed"),
        ("shuffle", "    A: {count: 6, value: 1}", "    A: {count: 6 value: 1}", "A", "','"),
        # a quote left open that a quotation mark in a comment lines later closes: the parser
        # complained there ("line 56: not indented like the lines around it")
        ("shuffle", "name: Shuffle (standard)", 'name: "Shuffle (standard)', "name", "quotation mark is not closed"),
        ("shuffle", "  jokers: 2", " jokers: 2", "jokers", "not indented like the lines around it"),
        # a section's first key indented wrongly: YAML takes its indent for the section's and
        # complained at the next key, which is right ("line 47 at 'max'")
        ("shuffle", "  min: 2 ", "   min: 2 ", "min", "not indented like the lines around it"),
        ("shuffle", "  min: 2 ", " min: 2 ", "min", "not indented like the lines around it"),
        ("shuffle", "    A: {count: 6, value: 1}", "   A: {count: 6, value: 1}", "A", "not indented like the lines around it"),
        ("shuffle", "    A: {count: 6, value: 1}", "     A: {count: 6, value: 1}", "A", "not indented like the lines around it"),
        ("shuffle", "  letters:", "   letters:", "letters", "not indented like the lines around it"),
        # ... or less, but still under its section: YAML complained at '  letter_cards' (line 40)
        ("shuffle", "  letters:", " letters:", "letters", "not indented like the lines around it"),
        ("rummy", "  2: 7", "   2: 7", "2", "not indented like the lines around it"),
        ("rummy", "  2: 7", " 2: 7", "2", "not indented like the lines around it"),
        # ... or moved back as far as its section's name: YAML read it as the section's
        # neighbour and complained at the next key, which is right ("line 15 at 'B'")
        ("shuffle", "    A: {count: 6, value: 1}", "  A: {count: 6, value: 1}", "A",
         "'A' is indented as far as 'letters:' is, as a key beside it rather than under it; indent it as far as the line below it ('B')"),
        ("rummy", "    A: 5", "  A: 5", "A",
         "'A' is indented as far as 'values:' is, as a key beside it rather than under it; indent it as far as the line below it ('B')"),
        ("rummy", "  2: 7", "2: 7", "2", "'2' is indented as far as 'hand_size:' is, as a key beside it rather than under it"),
        ("shuffle", "    A: {count: 6, value: 1}", "A: {count: 6, value: 1}", "A", "'A' is indented less than 'letters:' is, rather than under it"),
        # a section's name moved out of its section, its keys left under it: YAML complained at
        # the next key of the section it left ('  letter_cards'), and the first key under it ('A') was blamed
        ("shuffle", "  letters:", "letters:", "letters",
         "'letters' is indented as far as 'deck:' is, as a key beside it rather than under it; indent it as far as 'letter_cards' is"),
        # ... and a plain key moved out of its section between two of its keys (the same rule):
        # YAML complained at the next key ('  jokers', line 41), which is indented as it should be
        ("shuffle", "  letter_cards: 70", "letter_cards: 70", "letter_cards",
         "'letter_cards' is indented as far as 'deck:' is, as a key beside it rather than under it; indent it as far as the line below it ('jokers')"),
        ("shuffle", "  jokers: 2", "jokers: 2", "jokers", "'jokers' is indented as far as 'deck:' is, as a key beside it"),
        ("rummy", "  3: 7", "3: 7", "3",
         "'3' is indented as far as 'hand_size:' is, as a key beside it rather than under it; indent it as far as the line below it ('4')"),
        # ... also the section's last key but one: '  left_behind' indented too far under 'word'
        # reads as well, but no ruleset has 'word' at the top level
        ("shuffle", "  word: {", "word: {", "word", "'word' is indented as far as 'min_length:' is, as a key beside it"),
        ("rummy", "  hands: 5", "hands: 5", "hands", "'hands' is indented as far as 'advanced:' is, as a key beside it"),
        ("rummy", "    B: 2", "B: 2", "B", "'B' is indented less than 'values:' is, rather than under it; indent it as far as the line below it ('C')"),
        # ... and a later key indented wrongly is still that key
        ("shuffle", "  max: 6", "   max: 6", "max", "not indented like the lines around it"),
        ("shuffle", "  max: 6", " max: 6", "max", "not indented like the lines around it"),
        # a top-level key indented under the section above it: YAML reads it as that
        # section's, so 'missing' alone (at no line) sent the family looking at the top level
        ("shuffle", "hand_size: 7 ", "  hand_size: 7 ", "players.hand_size",
         "'hand_size' is a top-level key, indented here under 'players:'; write it at the start of the line"),
        ("rummy", "hand_size: ", "  hand_size: ", "players.hand_size", "indented here under 'players:'"),
        # ... and a section's key indented under the section inside it: 'missing' at 'deck:'
        # (line 7) said nothing of where it was written
        ("shuffle", "  letter_cards: 70", "    letter_cards: 70", "deck.letters.letter_cards",
         "'letter_cards' belongs directly under 'deck:', indented here under 'letters:'; indent it as far as 'letters:' is"),
        # a control character YAML refuses (an editor may show nothing): its line and column
        ("shuffle", "hand_size: 7 ", "hand_size: 7\x07 ", "hand_size", "control character (U+0007, column 13)"),
        ("shuffle", "  jokers: 2", "  jokers: \x1b[1m2", "jokers", "control character (U+001B, column 11)"),
        ("rummy", "  target: 150 ", "  target: 150 # \x0c", "target", "control character (U+000C, column 17)"),
        # after an accent and emoji: libyaml counts bytes, not characters (a line past the end)
        ("shuffle", "hand_size: 7 ", "hand_size: 7 # Müller 😀😀😀\nhand_size: 7\x07", "hand_size", "control character (U+0007, column 13)"),
        ("shuffle", "hand_size: 7 ", "hand_size: 7 # é\x07", "hand_size", "control character (U+0007, column 17)"),
        # values a family might write
        ("shuffle", "  jokers: 2", "  jokers:", "deck.jokers", "no value given"),
        ("shuffle", "hand_size: 7 ", "hand_size: 010 ", "hand_size", "must not start with 0: write 10, not 010"),  # YAML reads 8
        ("shuffle", "hand_size: 7 ", "hand_size: 07 ", "hand_size", "must not start with 0: write 7, not 07"),
        ("shuffle", "hand_size: 7 ", "hand_size: 08 ", "hand_size", "must not start with 0: write 8, not 08"),  # YAML reads text
        # the colon is there, the space after it is not: YAML read the line as one text
        ("shuffle", "hand_size: 7 ", "hand_size:7 ", "hand_size", "the space after the colon is missing: write 'hand_size: 7'"),
        ("shuffle", "  jokers: 2", "  jokers:2", "jokers", "the space after the colon is missing: write 'jokers: 2'"),
        ("shuffle", "hand_size: 7 ", "hand_size: 0x9 ", "hand_size", "plain digits"),
        # a key from the other game, at the top and in the deck
        ("shuffle", "hand_size: 7 ", "hand_size: 7 \nstandard: {target: 60, max_hands: 3}", "standard",
         "'standard' belongs in a rummy ruleset; this one is for shuffle"),
        ("rummy", "  colours: [red, green, blue]", "  colours: [red, green, blue]\n  jokers: 2", "deck.jokers",
         "'jokers' belongs in a shuffle ruleset; this one is for rummy"),
    ],
)
def test_an_edit_gone_wrong_names_the_file_the_key_and_the_line(tmp_path, base, old, new, key, problem):
    text = edited({"shuffle": SHUFFLE_TEXT, "rummy": RUMMY_TEXT}[base], old, new)
    error = refusal(tmp_path, text)
    assert error.key == key and problem in error.problem
    assert error.line == line_of(text, new.splitlines()[-1])  # the line edited last
    assert "family.yaml" in str(error) and "\n" not in str(error)


def test_a_value_ending_in_a_quoted_backslash_is_no_quote_left_open(tmp_path):
    """A value ending in an escaped backslash is closed: a mistake lines later is named
    there, not blamed on that quote."""
    text = edited(edited(SHUFFLE_TEXT, "name: Shuffle (standard)", 'name: "Shuffle \\\\"'), "  jokers: 2", " jokers: 2")
    error = refusal(tmp_path, text)
    assert error.key == "jokers" and "not indented like the lines around it" in error.problem


def test_R2_fewer_players_says_which_hand_sizes_to_delete(tmp_path):
    """A family lowering players.max to 4 is told what to do with the hand sizes for 5 to 8."""
    text = edited(RUMMY_TEXT, "  max: 8", "  max: 4")
    error = refusal(tmp_path, text)
    assert error.key == "hand_size.5" and error.line == line_of(text, "  5: 7")
    assert "from players.min and players.max; delete this line or change those" in error.problem


def test_a_ruleset_given_as_data_that_no_file_could_hold_is_said_so():
    """A save's copy of its ruleset nested thousands deep said "(RecursionError)"."""
    from wordcards.rulesets import rules_from_document

    deep: dict = {"game": "shuffle"}
    inner = deep
    for _ in range(5000):
        inner["deck"] = inner = {}
    with pytest.raises(RulesetError) as deeply:
        rules_from_document(deep, "the saved ruleset")
    assert str(deeply.value) == "the saved ruleset: cannot read the ruleset (it is nested too deeply)"
    with pytest.raises(RulesetError) as odd:
        rules_from_document({"game": object()}, "the saved ruleset")
    assert str(odd.value) == "the saved ruleset: cannot read the ruleset (it holds a value no ruleset file can hold)"


def test_numbers_not_as_shipped_names_each_change_as_a_family_reads_it():
    """What a save that no longer replays names: a number, a letter's count, then how many more."""
    import dataclasses

    from wordcards.rulesets import numbers_not_as_shipped

    shipped = default_ruleset("shuffle")
    counts = tuple((letter, 10 if letter == "E" else count) for letter, count in shipped.letter_counts)
    assert numbers_not_as_shipped(shipped) == []
    assert numbers_not_as_shipped(dataclasses.replace(shipped, hand_size=6)) == ["hand_size 6, not 7"]
    changed = dataclasses.replace(shipped, hand_size=6, jokers=3, letter_counts=counts, max_players=5)
    # the deal's numbers first, whole numbers before a letter's count: max_players is the "1 more"
    assert numbers_not_as_shipped(changed) == ["deck.jokers 3, not 2", "hand_size 6, not 7", "deck.letters.E.count 10, not 9", "and 1 more"]
    assert numbers_not_as_shipped(dataclasses.replace(shipped, letter_counts=counts)) == ["deck.letters.E.count 10, not 9"]


def test_numbers_not_as_shipped_names_what_changes_the_deal_before_three_others():
    """Listed in field order, hand_size (which changes the deal, so no move replays as made)
    fell into "and 1 more" behind three scoring numbers."""
    import dataclasses

    from wordcards.rulesets import numbers_not_as_shipped

    shipped = default_ruleset("shuffle")
    changed = dataclasses.replace(shipped, joker_table_value=1, joker_hand_penalty=9, min_players=3, hand_size=6)
    assert numbers_not_as_shipped(changed) == [
        "hand_size 6, not 7", "deck.joker_table_value 1, not 0", "deck.joker_hand_penalty 9, not 5", "and 1 more",
    ]
    rummy = default_ruleset("rummy")
    values = tuple((letter, 1 if letter == "E" else value) for letter, value in rummy.letter_values)
    later = dataclasses.replace(rummy, letter_values=values, max_players=7, pad_rows=(2, 3), hand_sizes=rummy.hand_sizes[:-1])
    assert numbers_not_as_shipped(later)[0] == "hand_size for 8 players missing, not 5"


def test_numbers_not_as_shipped_reads_every_kind_of_nested_number():
    """"hand_sizes 2 6, not 7" said nothing of what 2 was: each table's entry is named for
    what it counts (players, a letter, a word's length), a list is written as in the file."""
    import dataclasses

    from wordcards.rulesets import numbers_not_as_shipped

    shuffle, rummy = default_ruleset("shuffle"), default_ruleset("rummy")
    bonus = tuple((length, 3 if length == 5 else points) for length, points in shuffle.length_bonus)
    values = tuple((letter, 9 if letter == "Q" else value) for letter, value in shuffle.letter_values)
    assert numbers_not_as_shipped(dataclasses.replace(shuffle, length_bonus=bonus, letter_values=values)) == [
        "deck.letters.Q.value 9, not 10", "length_bonus for 5-letter words 3, not 2",
    ]
    sizes = (*rummy.hand_sizes, (9, 5))
    assert numbers_not_as_shipped(dataclasses.replace(rummy, hand_sizes=sizes)) == ["hand_size for 9 players 5, not set"]
    sizes = tuple((players, 6 if players == 2 else size) for players, size in rummy.hand_sizes)
    assert numbers_not_as_shipped(dataclasses.replace(rummy, hand_sizes=sizes)) == ["hand_size for 2 players 6, not 7"]
    assert numbers_not_as_shipped(dataclasses.replace(rummy, colours=("red", "green"), pad_rows=(2, 3)), most=9) == [
        "deck.colours [red, green], not [red, green, blue]", "advanced.pad_rows [2, 3], not [2, 3, 4, 5, 6, 7, 8]",
    ]


def test_numbers_not_as_shipped_names_only_the_side_of_a_minimum_that_changed():
    """"word_min adult 3 junior 3, not 3 and 2" was hard to read: only the juniors' changed."""
    import dataclasses

    from wordcards.rulesets import Lengths, numbers_not_as_shipped

    shipped = default_ruleset("shuffle")
    assert (shipped.word_min.adult, shipped.word_min.junior) == (3, 2)
    assert numbers_not_as_shipped(dataclasses.replace(shipped, word_min=Lengths(3, 3))) == ["min_length.word for juniors 3, not 2"]
    assert numbers_not_as_shipped(dataclasses.replace(shipped, word_min=Lengths(4, 1))) == [
        "min_length.word for adults 4, not 3",
        "min_length.word for juniors 1, not 2",
    ]


def test_numbers_not_as_shipped_ignores_what_the_rename_ignores():
    """An older rummy save (no max_hands, a minimum of 1) with only hand_sizes edited listed
    the minimum and max_hands too, which the rename does not count as changes."""
    import dataclasses

    from wordcards.rulesets import Lengths, numbers_not_as_shipped

    shipped = default_ruleset("rummy")
    sizes = tuple((players, 6 if players == 2 else size) for players, size in shipped.hand_sizes)
    older = dataclasses.replace(shipped, hand_sizes=sizes, min_word_length=Lengths(1, 1), max_hands=1000)
    assert numbers_not_as_shipped(older, ["max_hands"]) == ["hand_size for 2 players 6, not 7"]


def test_a_shuffle_deck_too_small_for_the_hands_says_what_to_change(tmp_path):
    exc = refusal(tmp_path, edited(SHUFFLE_TEXT, "hand_size: 7 ", "hand_size: 13 "))
    assert str(exc).endswith(
        f"line {line_of(SHUFFLE_TEXT, 'players:')} at 'players': 6 players of 13 cards need more than the 72 cards "
        "in the deck: lower players.max or hand_size, or add cards (deck.letters with deck.letter_cards, or deck.jokers)"
    )


def test_a_rummy_deck_made_small_by_its_colours_names_deck_colours_at_the_hand_sizes_line(tmp_path):
    """Play-test: colours: [red] was blamed on 'hand_size.4' alone, a line nobody changed."""
    exc = refusal(tmp_path, edited(RUMMY_TEXT, "colours: [red, green, blue]", "colours: [red]"))
    assert exc.key == "hand_size.4" and exc.line == line_of(RUMMY_TEXT, "  4: 7")
    assert str(exc).endswith(
        "4 hands of 7 cards and a turned-up card need more than the 26 cards in the deck "
        "(deck.colours: 26 cards of 1 colour): add colours to deck.colours, or lower hand_size.4 or players.max"
    )


@pytest.mark.parametrize("game", ["Shuffle", "SHUFFLE", "shuffle"])
def test_the_game_key_is_read_in_any_case(tmp_path, game):
    path = written(tmp_path, edited(SHUFFLE_TEXT, "game: shuffle", f"game: {game}"))
    rules = load_ruleset(path, expect="shuffle")
    assert rules.game == "shuffle" and rules.min_players == 2


def test_an_unknown_game_is_quoted_as_written(tmp_path):
    exc = refusal(tmp_path, edited(SHUFFLE_TEXT, "game: shuffle", "game: Snap"))
    assert "unknown game 'Snap' (expected shuffle or rummy)" in str(exc)


def test_a_custom_rulesets_notice_names_the_keys_the_family_edits():
    """A play-tester: the resume notice said "letter_counts of A 1, not 6", a name the file
    never uses; the file says deck.letters.A.count."""
    import yaml

    from wordcards.rulesets import numbers_not_as_shipped
    from wordcards.rulesets.as_shipped import yaml_name

    shipped = default_ruleset("shuffle")
    counts = tuple((letter, 1 if letter == "A" else n) for letter, n in shipped.letter_counts)
    assert numbers_not_as_shipped(dataclasses.replace(shipped, letter_counts=counts)) == ["deck.letters.A.count 1, not 6"]
    rummy = default_ruleset("rummy")
    assert numbers_not_as_shipped(dataclasses.replace(rummy, target=90, default_deals=3)) == [
        "standard.target 90, not 150", "inverse.deals 3, not 5",
    ]
    for game in ("shuffle", "rummy"):  # every name is a key of the shipped file (a table's entry: A, 2, 5)
        text = yaml.safe_load(ruleset_path(game).read_text(encoding="utf-8"))
        rules = default_ruleset(game)
        for field in dataclasses.fields(rules):
            if field.name in ("name", "digest"):
                continue
            value = getattr(rules, field.name)
            table = isinstance(value, tuple) and bool(value) and isinstance(value[0], tuple)
            key = value[0][0] if table else None  # a table's first entry: A, or 2 players
            named = yaml_name(game, field.name, key)
            path = named.split(" for ")[0].split(".") + ([str(key)] if table and " for " in named else [])
            node = text
            for part in path:
                assert isinstance(node, dict) and (part in node or (part.isdigit() and int(part) in node)), (game, field.name, path)
                node = node[part] if part in node else node[int(part)]


@pytest.mark.parametrize(
    "lengths, key, problem",
    [
        ("first_play: {adult: 4, junior: 1}", "min_length.first_play.junior", "first_play.junior (1) is shorter than word.junior (2)"),
        ("first_play: {adult: 2, junior: 2}", "min_length.first_play.adult", "first_play.adult (2) is shorter than word.adult (3)"),
    ],
)
def test_S4_a_first_play_minimum_shorter_than_the_word_minimum_is_refused(tmp_path, lengths, key, problem):
    """A play-tester: first_play {adult: 4, junior: 1} beside word {adult: 3, junior: 2} was
    accepted, and a junior then played A as a first play; the rules said 1+ in S4, 2+ in S5."""
    text = edited(SHUFFLE_TEXT, "first_play: {adult: 4, junior: 3}", lengths)
    error = refusal(tmp_path, text)
    assert (error.key, error.line) == (key, line_of(text, lengths))
    assert problem in error.problem and problem in str(error)
