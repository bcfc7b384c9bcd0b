"""The one count of what a hand's cards lack for a word (engine.letters), asked by both
games' refusals, the reference enumerator and a seat's check of a word typed elsewhere."""

from __future__ import annotations

from collections import Counter

from wordcards.engine.letters import hand_letters, letters_short
from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.shuffle.cards import Card


def shuffle_hand(text: str) -> list[Card]:
    """``KIW*``: letter cards, ``*`` a joker."""
    return [Card(number, None if mark == "*" else mark) for number, mark in enumerate(text)]


def test_a_hand_is_counted_as_its_letters_and_its_jokers():
    assert hand_letters(shuffle_hand("KI*WI*")) == (Counter("KIWI"), 2)
    assert hand_letters([RummyCard("E", "red"), RummyCard("E", "green")]) == (Counter("EE"), 0)


def test_a_letter_wanted_twice_and_held_once_is_one_short():
    letters, jokers = hand_letters(shuffle_hand("KIW"))
    assert letters_short(Counter("KIWI"), letters, jokers) == 1
    assert letters_short(Counter("KIWIS"), letters, jokers) == 2


def test_a_joker_gives_any_one_letter_and_no_more():
    letters, jokers = hand_letters(shuffle_hand("KW*"))
    assert letters_short(Counter("KIWI"), letters, jokers) == 1
    assert letters_short(Counter("KIW"), letters, jokers) == 0
    assert letters_short(Counter("KW"), letters, jokers) == 0  # a joker to spare is not a letter over


def test_without_jokers_the_count_is_every_letter_not_held():
    assert letters_short(Counter("EEL"), Counter()) == 3
    assert letters_short(Counter("EEL"), Counter("LEEK")) == 0
