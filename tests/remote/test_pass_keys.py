"""A remote seat's Ctrl+P says what a pass does now (S13), as the hot-seat footer does:
the host offers one of three pass keys, and each asks first on the seat."""

from __future__ import annotations

from wordcards.remote.state_message import state_message
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.actions import Pass
from wordcards.app.shuffle_pass import PASS_KEYS, others_after, pass_question
from wordcards.remote.host_parts import shuffle as remote_shuffle
from wordcards.remote.seat.parts import shuffle as seat_shuffle
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

WORDS = WordList.from_words(["cat", "act"], name="tiny")


def game_with(hands: list[str], deck: str) -> ShuffleGame:
    players = [Player(name) for name in ("Ann", "Bob", "Cy")[: len(hands)]]
    start = {"hands": hands, "table": [], "current": 0, "deck": deck}
    return ShuffleGame.from_position(default_ruleset("shuffle"), WORDS, players, start, 0)


def pass_keys(game: ShuffleGame) -> list[str]:
    usable = remote_shuffle.usable(game, game.current)
    return [key for key in remote_shuffle.PASS_KEYS if usable[key]]


def test_S13_the_seat_is_offered_the_pass_key_that_says_what_a_pass_does_now():
    assert pass_keys(game_with(["QZX", "JKV"], deck="W")) == ["pass_turn"]  # it draws
    game = game_with(["QZX", "JKV"], deck="")
    assert pass_keys(game) == ["pass_empty_deck"]  # nothing to draw; Bob may still play
    game.apply(Pass())
    assert pass_keys(game) == ["pass_ends_game"]  # Ann passed: Bob's pass ends the game


def test_every_pass_key_passes_and_asks_first_on_the_seat():
    assert set(remote_shuffle.PASS_KEYS) == set(PASS_KEYS) and set(PASS_KEYS) <= set(remote_shuffle.KEYS)
    asked = {key: pass_question(key, others_after(["Ann", "Bob", "Cy"], 1)) for key in PASS_KEYS}
    assert all(a.question.startswith("Pass") for a in asked.values())
    assert "end the game" in asked["pass_ends_game"].question
    assert "Cy and Ann have passed" in asked["pass_ends_game"].detail  # in the order they passed
    assert "draw" not in asked["pass_empty_deck"].detail.replace("you draw nothing", "")


def test_S3_a_seats_pass_says_what_it_did_as_at_the_shared_keyboard():
    """The seat's message line was empty after a pass: the shared keyboard says 'You passed
    and drew a card.' (or that the deck was empty)."""
    from wordcards.remote.table import HostTable

    table = HostTable(game_with(["QZX", "JKV"], deck="W"), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": "pass_turn"})
    assert state_message(table, 0)["message"] == {"text": "You passed and drew a card.", "refusal": False}
    table = HostTable(game_with(["QZX", "JKV"], deck=""), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": "pass_empty_deck"})
    assert state_message(table, 0)["message"]["text"] == "You passed (the deck is empty)."


def test_S3_a_seat_that_played_every_card_is_told_it_plays_again_as_at_the_shared_keyboard():
    """Found in play: after every card was played, Ctrl+E said "plays again" in the log only;
    the message line was blank. The deck gives what it has (2 cards here)."""
    from wordcards.remote.table import HostTable

    table = HostTable(game_with(["CAT", "JKV"], deck="WE"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "cat"})
    table.intent(0, {"type": "key", "key": "end_turn"})
    assert table.game.current == 0 and len(table.game.hands[0]) == 2
    assert state_message(table, 0)["message"] == {"text": "You played every card, drew 2 cards and play again.", "refusal": False}


def test_a_seats_ctrl_e_asks_with_a_word_typed_and_its_pass_names_the_word():
    """As at the shared keyboard (tests/app/test_turn_end_with_a_word_typed.py): a word on
    the seat's line is not dropped unasked as the turn ends."""
    from wordcards.remote.keys import SeatKey

    game = game_with(["CATDOGS", "QZJ"], deck="W")
    view = game.view(0)
    asked = seat_shuffle.ask_first(SeatKey.END_TURN, view, 0, "DOGS")
    assert asked is not None and asked.question == "DOGS is typed but not played: end the turn anyway?"
    assert seat_shuffle.ask_first(SeatKey.END_TURN, view, 0, "") is None  # nothing at stake: at once
    passing = seat_shuffle.ask_first(SeatKey("pass_turn"), view, 0, "DOGS")
    assert passing is not None and passing.question == "DOGS is typed but not played: pass and draw 1 card anyway?"
    # Both say what Esc does with the word (play-test r34b: the pass's said only that it cannot be taken back).
    kept = "Esc keeps playing, with the word still on the line: Enter plays it."
    assert asked.detail == f"Ending the turn now drops the word. {kept}"
    assert passing.detail == f"Your turn ends, and a pass cannot be taken back. Passing now drops the word. {kept}"
    ending = seat_shuffle.ask_first(SeatKey("pass_ends_game"), view, 0, "DOGS")
    assert ending is not None and ending.detail.startswith("Passing now ends the game") and ending.detail.endswith(kept)


def test_S3_ctrl_e_with_every_card_played_asks_nothing_the_word_stays_for_the_new_hand():
    from wordcards.remote.keys import SeatKey

    view = game_with(["", "QZJ"], deck="W").view(0)
    assert seat_shuffle.ask_first(SeatKey.END_TURN, view, 0, "DOGS") is None
    over = game_with(["", "QZJ"], deck="").view(0)  # the deck empty: the game ends with it
    assert seat_shuffle.ask_first(SeatKey.END_TURN, over, 0, "DOGS") is not None
