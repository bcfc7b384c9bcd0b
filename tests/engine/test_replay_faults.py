"""A save whose actions no longer replay (the file was edited) is told about as a file: the
action's number, whose turn it fell in, and its fault in the third person. It reused the
message for the player at the keyboard ("You have made no play this turn: pass instead"),
which read as advice to press something, and a typed command's examples ("try CART, ...")."""

from __future__ import annotations

import json

import pytest

from wordcards.engine.errors import NotationError, SaveError
from wordcards.engine.game import refused_as_a_clause
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch, full_deck, parse_card
from wordcards.engine.rummy.cards import card_name
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


def a_card_ann_does_not_hold(match: RummyMatch) -> str:
    return next(str(card) for card in full_deck(default_ruleset("rummy")) if card not in match.hands[0])


def test_R3_a_discard_of_a_card_not_held_in_a_save_names_the_card_and_the_player_as_written():
    """It read "is refused: ann does not hold F (green)": the name was lowercased as a sentence's start."""
    match = RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5)
    card = a_card_ann_does_not_hold(match)
    name = card_name(parse_card(card, default_ruleset("rummy").colours))
    message = refused(match, ["draw", "discard " + card])
    assert message == f"action 2 (hand 1, Ann's turn 1): 'discard {card}' discards {name}, which Ann does not hold" + EDITED
    message = refused(match, ["draw", "meld " + card + " " + " ".join(str(c) for c in match.hands[0][:2])])
    assert f"' uses {name}, which Ann does not hold" + EDITED in message, message


def test_a_refusal_said_after_the_action_keeps_a_players_name_as_written():
    players = (Player("Ann"), Player("There Be"))
    assert refused_as_a_clause("Ann does not hold F (green).", players) == "is refused: Ann does not hold F (green)."
    assert refused_as_a_clause("Ann's word is fixed.", players) == "is refused: Ann's word is fixed."
    assert refused_as_a_clause("There Be holds it.", players) == "is refused: There Be holds it."
    assert refused_as_a_clause("There is no word 9.", players) == "is refused: there is no word 9."
    assert refused_as_a_clause("Annotated words stay.", players) == "is refused: annotated words stay."


def test_an_unreadable_card_in_a_save_gives_no_advice_to_type():
    match = RummyMatch.new(default_ruleset("rummy"), WORDS, ANN_BOB, 5)
    message = refused(match, ["draw", "discard Zq"])
    assert message == "action 2 (hand 1, Ann's turn 1): 'discard Zq' cannot be read: 'Zq' is not a card: a card is a letter and a colour initial, one of r, g, b"
    with pytest.raises(NotationError) as typed:  # one typing a play still gets the example
        match.parse_action("discard Zq")
    assert str(typed.value).endswith("e.g. Er")
