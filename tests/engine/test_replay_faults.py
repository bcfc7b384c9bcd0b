"""A save whose actions no longer replay (the file was edited) is told about as a file: the
action's number, whose turn it fell in, and its fault in the third person. It reused the
message for the player at the keyboard ("You have made no play this turn: pass instead"),
which read as advice to press something, and a typed command's examples ("try CART, ...")."""

from __future__ import annotations

import json

import pytest

from wordcards.engine.errors import SaveError
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.shuffle import EndTurn, HandWord, ShuffleGame
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

WORDS = WordList.from_words("cat cats act tact dex star tars".split(), name="replay-tests")
ANN_BOB = (Player("Ann"), Player("Bob"))
EDITED = "; the save's seed, players and actions do not fit together, so the file may have been edited"
SECOND_PERSON = ("You ", "you ", "your ", "Your ", "instead", "try ", "press")


def refused(game: ShuffleGame | RummyMatch, actions: list[str]) -> str:
    data = {**json.loads(game.to_json()), "actions": actions}
    with pytest.raises(SaveError) as caught:
        type(game).from_json(json.dumps(data), WORDS)
    message = str(caught.value)
    assert not any(word in message for word in SECOND_PERSON), message
    return message


def shuffle_game() -> ShuffleGame:
    return ShuffleGame.new(default_ruleset("shuffle"), WORDS, ANN_BOB, 5)


def test_S3_an_end_with_no_play_in_a_save_is_told_of_the_player_in_the_third_person():
    message = refused(shuffle_game(), ["pass", "pass", "pass", "pass", "end"])
    assert message == "action 5 (Ann's turn 3): 'end' ends a turn in which Ann made no play" + EDITED
    # the player at the keyboard is still told what to press instead
    game = shuffle_game()
    assert game.check(EndTurn()).message == "You have made no play this turn: pass instead (you draw a card)."


def test_R3_a_second_draw_in_a_save_names_the_player_and_the_hand():
    match = RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5)
    message = refused(match, ["draw", "discard " + str(match.hands[0][0]), "draw", "draw"])
    assert message == "action 4 (hand 1, Bob's turn 1): 'draw' is a second draw in Bob's turn (one card a turn)" + EDITED


def test_S4_a_changed_first_word_in_a_save_is_said_as_the_players_first_play():
    message = refused(shuffle_game(), ["pass", "play DEX"])
    assert message == "action 2 (Bob's turn 1): 'play DEX' is Bob's first play, which must be a word of 4+ letters (DEX has 3)" + EDITED
    assert shuffle_game().check(HandWord("DEX")).message == "Your first play must be a word of 4+ letters from your hand; DEX has 3."


def test_an_unreadable_action_in_a_save_gives_no_examples_to_type():
    message = refused(shuffle_game(), ["pass", "pass", "xyz"])
    assert message == "action 3 (Ann's turn 2): 'xyz' cannot be read: 'xyz' is not a play"


def test_a_refusal_with_nothing_said_to_the_keyboard_is_said_after_the_action():
    """"There is no word 9 on the table." reads as a fact of the file too, after the notation;
    letters a hand lacks are the player's named, not "you need"."""
    start = {"hands": ["CATSQ", "DOGEA"], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), WORDS, ANN_BOB, start, 0)
    message = refused(game, ["ext 9 CATS"])
    assert message == "action 1 (Ann's turn 1): 'ext 9 CATS' is refused: there is no word 9 on the table" + EDITED
    message = refused(game, ["play TACT"])
    assert message == "action 1 (Ann's turn 1): 'play TACT' needs cards Ann does not hold (T)" + EDITED
