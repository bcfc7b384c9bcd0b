"""Issue 10: what a save or a caller hands the engine cannot crash it. Each case comes from
the audit's reproduction: a refusal with a one-line message, never a traceback."""

from __future__ import annotations

import dataclasses
import json

import pytest

from wordcards.engine.errors import NotationError, SaveError
from wordcards.engine.players import Player, check_players
from wordcards.engine.record import loads, rules_from_dict, rules_to_dict
from wordcards.engine.rummy import Discard, Meld, NextHand, RummyMatch, TimeUp
from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.actions import Extend, SwapJoker, Take, parse
from wordcards.rulesets import Lengths, default_ruleset
from wordcards.words import WordList

WORDS = WordList.from_words("cat act tac at ta".split(), name="tiny")
ANN_BOB = (Player("Ann"), Player("Bob"))


def _save(kind: str = "shuffle", **changes) -> dict:
    """A real save document, with ``changes`` made to it."""
    if kind == "shuffle":
        made = ShuffleGame.new(default_ruleset("shuffle"), WORDS, ANN_BOB, 5)
        made.apply(parse("pass"))
    else:
        made = RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5)
        made.apply(made.parse_action("draw"))
    data = json.loads(made.to_json())
    for key, value in changes.items():
        data[key] = value
    return data


def _ruleset_change(game: str, **changes) -> dict:
    ruleset = json.loads(json.dumps(rules_to_dict(default_ruleset(game))))
    ruleset.update(changes)
    return ruleset


def _refused(text: str) -> str:
    with pytest.raises(SaveError) as caught:
        cls = ShuffleGame if json.loads(text).get("game") == "shuffle" else RummyMatch
        cls.from_json(text, WORDS)
    message = str(caught.value)
    assert "\n" not in message and len(message) < 300
    return message


# --- item 4: a save's ruleset passes the same validation as a ruleset file ------------


@pytest.mark.parametrize(
    "game, change, expected",
    [
        ("shuffle", {"letter_counts": [["?", 3]]}, "deck.letters.?"),
        ("shuffle", {"jokers": 1_000_000_000}, "deck.jokers': 1000000000 is out of range"),
        ("shuffle", {"hand_size": "7"}, "the value must be a number, written without quotes: 7"),
        ("shuffle", {"length_bonus": 5}, "'length_bonus' is not a list of pairs"),
        ("rummy", {"colours": []}, "give one or more different colours"),
        ("rummy", {"colours": ["red", "pink", "purple"]}, "share the initial 'p'"),
        ("rummy", {"colours": ["[link=http://e]z", "green", "blue"]}, "a colour is a name of 1 to 20 letters"),
        ("rummy", {"name": "\x1b]0;owned\x07"}, "control characters"),
    ],
)
def test_a_saved_ruleset_is_checked_like_a_ruleset_file(game, change, expected):
    text = json.dumps(_save(game, ruleset=_ruleset_change(game, **change)))
    message = _refused(text)
    assert message.startswith("the saved ruleset")
    assert expected in message


def test_a_saved_ruleset_loads_back_equal_and_an_old_one_has_no_practical_hand_limit():
    for game in ("shuffle", "rummy"):
        rules = default_ruleset(game)
        assert rules_from_dict(game, json.loads(json.dumps(rules_to_dict(rules)))) == rules
    before_r11 = _ruleset_change("rummy")
    del before_r11["max_hands"]
    assert rules_from_dict("rummy", before_r11).max_hands == 1000


def test_a_save_made_before_the_six_colours_and_the_two_letter_minimum_still_resumes():
    """A save's own ruleset keeps what files may no longer say (a colour such as 'pink',
    a junior minimum of 1): the family cannot mend a save, and it replays as it was played."""
    old_rules = dataclasses.replace(
        default_ruleset("rummy"), colours=("red", "pink", "blue"), min_word_length=Lengths(3, 1)
    )
    made = RummyMatch.new(old_rules, WORDS, ANN_BOB, 5)
    made.apply(made.parse_action("draw"))
    resumed = RummyMatch.from_json(made.to_json(), WORDS)
    assert resumed == made and resumed.rules.colours == ("red", "pink", "blue")


def test_a_shuffle_save_made_before_the_first_play_check_still_resumes():
    """A file's first_play minimum below its word minimum is refused now; a save made before
    that check (first_play.junior 1 beside word.junior 2) still loads and replays as played."""
    old_rules = dataclasses.replace(default_ruleset("shuffle"), first_play_min=Lengths(4, 1), word_min=Lengths(3, 2))
    assert rules_from_dict("shuffle", json.loads(json.dumps(rules_to_dict(old_rules)))) == old_rules
    made = ShuffleGame.new(old_rules, WORDS, ANN_BOB, 5)
    made.apply(parse("pass"))
    resumed = ShuffleGame.from_json(made.to_json(), WORDS)
    assert resumed == made and resumed.rules.first_play_min == Lengths(4, 1)


@pytest.mark.parametrize(
    "change, expected",
    [
        # A version there but wrong is said with its value, not as none (h47: "version": 0).
        ({"version": 0}, "the save's format version 0 is not one wordcards writes (a whole number from 1)"),
        ({"version": -5}, "the save's format version -5 is not one wordcards writes"),
        ({"version": True}, "the save's format version true is not one wordcards writes"),
        ({"version": "1"}, "the save's format version \"1\" is not one wordcards writes"),
        ({"version": None}, "the save has no format version (a whole number from 1)"),
        ({"players": [{"name": "Ann"}, {"name": "ann"}]}, "two players are named 'ann'"),
        ({"players": [{"name": "[/]"}, {"name": "\x1b[2J\x1b]0;title\x07"}]}, "control characters or escape codes"),
        ({"players": [{"name": 5}, {"name": "Bob"}]}, "must be text"),
        ({"players": [{"name": "Ann", "junior": "yes"}, {"name": "Bob"}]}, "junior must be true or false"),
        ({"players": [{"name": "Ann"}, {"name": "Bob", "computer": 5}]}, "Bob: 5 is not a computer level"),
        ({"players": [{"name": "Ann"}, {"name": "Bob", "computer": "godlike"}]}, "Bob: 'godlike' is not a computer level"),
        ({"players": "Ann,Bob"}, "players are not a list"),
        ({"wordlist": ["x"]}, "word list is not a name and a checksum"),
        ({"options": [1]}, "the save's options are not written as keys and values, found a list"),
        ({"options": True}, "the save's options are not written as keys and values, found true (a yes/no value)"),
        ({"options": 10**30}, "the save's options are not written as keys and values, found a number of 31 characters"),
        ({"players": [{"name": None}, {"name": "Bob"}]}, "a player's name must be text, found nothing (null)"),
        ({"players": [{"name": 5}, {"name": "Bob"}]}, "a player's name must be text, found the number 5"),
        ({"players": [5, {"name": "Bob"}]}, 'a player is written as keys and values, such as {"name": "Ann"}, found the number 5'),
        ({"players": [{"junior": True}, {"name": "Bob"}]}, 'a player has no name (written as "name": "Ann")'),
        ({"game": "[/]"}, "unknown game '[/]'"),
        ({"seed": 1.5}, "seed is not a whole number"),
    ],
)
def test_a_damaged_save_is_refused_with_a_reason(change, expected):
    assert expected in _refused(json.dumps(_save(**change)))


def test_huge_numbers_and_deep_nesting_in_a_save_are_refused():
    text = json.dumps(_save()).replace('"seed": 5', '"seed": ' + "9" * 5000)
    assert "the save file is damaged: a number in it is too long to read" in _refused_text(text)
    nested = '{"format": "wordcards-save", "version": 1, "game": "shuffle", "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert "nested too deeply" in _refused_text(nested)


def test_a_save_text_starting_with_a_byte_order_mark_loads():
    """JSON refuses the mark ("Unexpected UTF-8 BOM"); Windows editors write one on saving."""
    text = json.dumps(_save())
    assert ShuffleGame.from_json("\ufeff" + text, WORDS) == ShuffleGame.from_json(text, WORDS)


@pytest.mark.parametrize(
    "kind, action, reason",
    [
        ("shuffle", "x" * 100_000, "cannot be read: 'xxxx"),
        ("shuffle", "play " + "A" * 100_000, "is refused: " + "A" * 40 + "... (100,000 characters) is not a word"),
        ("rummy", "meld " + "Ar" * 50_000, "cannot be read"),
    ],
    ids=["unreadable", "not-a-word", "rummy-unreadable"],
)
def test_a_save_with_a_huge_action_quotes_its_start_and_its_length(kind, action, reason):
    """A 100 KB action was printed whole in the refusal (the engine's reason repeats the word)."""
    message = _refused(json.dumps(_save(kind, actions=[action])))
    turn = "Ann's turn 1" if kind == "shuffle" else "hand 1, Ann's turn 1"
    assert message.startswith(f"action 1 ({turn}): {action[:40]!r}... ({len(action):,} characters) ")
    assert reason in message


@pytest.mark.parametrize(
    "actions, says",
    [
        (["draw", 3], "action 2 of the save is the number 3, not a play written as text"),
        (["draw", "discard Er", None], "action 3 of the save is nothing (null), not a play written as text"),
        ([{"play": "CAT"}], "action 1 of the save is a set of keys and values, not a play written as text"),
        ("draw", "the action list is not a list of plays, found the text 'draw'"),
        ("d" * 50_000, "the action list is not a list of plays, found the text '" + "d" * 40 + "'... (50,000 characters)"),
    ],
)
def test_a_save_action_that_is_not_text_is_named_by_its_number_and_kind(actions, says):
    """It was "the action list is not a list of plays": which entry, and what is it?"""
    assert _refused(json.dumps(_save("rummy", actions=actions))) == says


def _refused_text(text: str) -> str:
    with pytest.raises(SaveError) as caught:
        loads(text)
    return str(caught.value)


@pytest.mark.parametrize("action", ["ext " + "9" * 5000 + " CATS", "steal 99999999999 CATS", "swap 1 A@" + "9" * 50])
def test_a_shuffle_action_with_a_huge_number_is_a_notation_error(action):
    with pytest.raises(NotationError) as caught:
        parse(action)
    assert len(str(caught.value)) < 200


@pytest.mark.parametrize("action", ["next " + "9" * 5000, "time-up 99999999999", "next ²", "next -3"])
def test_a_rummy_action_with_a_bad_number_is_a_notation_error(action):
    match = RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5)
    with pytest.raises(NotationError) as caught:
        match.parse_action(action)
    assert len(str(caught.value)) < 200


def test_a_saved_action_with_a_huge_number_is_refused_in_one_line():
    data = _save()
    data["actions"] = ["ext " + "9" * 5000 + " CATS"]
    assert "action 1" in _refused(json.dumps(data))


# --- item 6: actions with fields of the wrong type ----------------------------------


@pytest.mark.parametrize(
    "build",
    [
        lambda: Meld(["Ar", "Tr"]),
        lambda: Meld(None),
        lambda: Meld("ART"),
        lambda: Discard(RummyCard("", "red")),
        lambda: Discard("Ar"),
        lambda: NextHand("3"),
        lambda: NextHand(3.5),
        lambda: NextHand(True),
        lambda: NextHand(-1),
        lambda: TimeUp(None),
        lambda: RummyCard("AB", "red"),
        lambda: Extend(10**5000, "CATS"),
        lambda: SwapJoker(1, "A", 2.5),
        lambda: Take(3, "CAT"),
    ],
)
def test_an_action_with_wrong_fields_cannot_be_made(build):
    with pytest.raises(NotationError):
        build()


def test_check_refuses_what_is_not_a_play_of_the_game():
    shuffle = ShuffleGame.new(default_ruleset("shuffle"), WORDS, ANN_BOB, 5)
    rummy = RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5)
    for game in (shuffle, rummy):
        before = game.to_json()
        for thing in (None, 3, "draw", object(), "x" * 10_000):
            refusal = game.check(thing)
            assert refusal is not None and len(refusal.message) < 200
        assert game.to_json() == before


@pytest.mark.parametrize("seat", [-1, 2, 99, True, "0", None])
def test_view_of_a_seat_that_is_not_at_the_table_is_refused(seat):
    for game in (
        ShuffleGame.new(default_ruleset("shuffle"), WORDS, ANN_BOB, 5),
        RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5),
    ):
        with pytest.raises(ValueError, match="is not a seat"):
            game.view(seat)


@pytest.mark.parametrize("seat", [-1, 2, 99, True, "0", None])
def test_the_score_or_hand_of_a_seat_that_is_not_at_the_table_is_refused(seat):
    # They answered -1 with the last seat's and 2 with an IndexError.
    with pytest.raises(ValueError, match="is not a seat"):
        ShuffleGame.new(default_ruleset("shuffle"), WORDS, ANN_BOB, 5).score(seat)
    with pytest.raises(ValueError, match="is not a seat"):
        RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5).hand(seat)


# --- the players layer ------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    ["", "  ", "Ann\n", "\x1b[2J", "\x1b]0;title\x07", "A\x9bB", "x" * 41, " Ann", 7, None],
)
def test_a_player_name_that_cannot_be_shown_is_refused(name):
    with pytest.raises(ValueError):
        Player(name)


@pytest.mark.parametrize("name", ["[/]", "[b]Ann", "[@click=x]A", "Zoë", "O'Neil", "Bit (hard)"])
def test_markup_characters_are_allowed_in_names(name):
    assert Player(name).name == name


def test_two_seats_with_one_name_are_refused_in_any_case():
    with pytest.raises(ValueError, match="two players are named"):
        check_players([Player("Ann"), Player("ANN")])
    with pytest.raises(ValueError, match="two players are named"):
        ShuffleGame.new(default_ruleset("shuffle"), WORDS, [Player("Ann"), Player("ann")], 1)


@pytest.mark.parametrize("kind", ["shuffle", "rummy"])
def test_a_save_with_an_unknown_option_is_refused_not_ignored(kind):
    data = _save(kind)
    data["options"]["frist"] = 1  # a hand-edited save, misspelt
    game = ShuffleGame if kind == "shuffle" else RummyMatch
    with pytest.raises(SaveError) as caught:
        game.from_json(json.dumps(data), WORDS)
    assert "cannot be set up again" in str(caught.value)
    if kind == "shuffle":
        assert "unknown option 'frist' (a Shuffle game has first and start)" in str(caught.value)
    else:  # was "the match options {'variant': 'standard', ...} do not fit together", a Python dict
        assert "unknown option 'frist' (a Word Rummy match has variant, target, max_hands, hands, " in str(caught.value)
        assert "{" not in str(caught.value)


def test_a_save_whose_rummy_options_do_not_fit_names_the_keys():
    data = _save("rummy")
    del data["options"]["target"]
    with pytest.raises(SaveError) as caught:
        RummyMatch.from_json(json.dumps(data), WORDS)
    assert "the match options do not fit together: target (a standard match has variant, target, max_hands)" in str(caught.value)


def _position_save(kind: str, **changes) -> str:
    """A save of a game set out from a position (its ``options.start``), with ``changes``
    made to that position."""
    if kind == "shuffle":
        start = {"hands": ["CAT", "TA"], "table": [{"owner": 1, "word": "AT"}]}
        made = ShuffleGame.from_position(default_ruleset("shuffle"), WORDS, ANN_BOB, start)
    else:
        from wordcards.engine.rummy.position import position_of

        dealt = RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5)
        made = RummyMatch.from_position(default_ruleset("rummy"), WORDS, ANN_BOB, position_of(dealt), 5)
    data = json.loads(made.to_json())
    data["options"]["start"].update(changes)
    return json.dumps(data)


@pytest.mark.parametrize("taken", [" ", "Er Eg"])
def test_a_saved_rummy_position_takes_one_card_from_the_discard_pile(taken):
    # R3: one card a turn. A blank "taken" was an IndexError (a traceback), two cards kept the first.
    message = _refused(_position_save("rummy", taken=taken))
    assert "'taken' should be one card" in message


def test_a_saved_shuffle_position_numbers_its_words_as_a_play_can_name_them():
    # A word numbered beyond what notation writes (MAX_NUMBER) loaded, and then listing the
    # plays raised NotationError on the extend of it: refused when the save is read instead.
    message = _refused(_position_save("shuffle", table=[{"owner": 1, "word": "AT", "id": 10**12}]))
    assert "id should be a new whole number from 1 to 999,999" in message
    highest = ShuffleGame.from_json(_position_save("shuffle", table=[{"owner": 1, "word": "AT", "id": 999_999}]), WORDS)
    assert Extend(999_999, "CAT") in highest.legal_actions()
