"""What a typed word does, decided once for the shared keyboard and the host of remote seats
(``shuffle_choice.answer``, ``rummy_choice.answer``): each outcome, for each game, without a
screen or a table."""

from __future__ import annotations

import dataclasses

import pytest
from rich.text import Text

from wordcards.app import rummy_choice, rummy_discard, rummy_hint, shuffle_choice
from wordcards.app.answer_words import HINT_MARK
from wordcards.app.typed_word_outcome import AskFirst, Offer, PlayOne, Refuse
from wordcards.app.widgets.rummy.cards import meld_choice
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.rummy.cards import full_deck, parse_cards
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.actions import HandWord
from wordcards.rulesets import default_ruleset


def shuffle_at(words, hands: list[str]) -> ShuffleGame:
    start = {"hands": hands, "table": [], "current": 0, "first_played": [True, True]}
    return ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)


def rummy_at(words, hand: str, phase: str = "play", variant: str = "standard", **length) -> RummyMatch:
    """Ann to play (drawn, unless ``phase`` is "draw"), holding ``hand``, in hand 1 of a
    match of ``variant`` and ``length`` (hands=, deals=, minutes=)."""
    rules = default_ruleset("rummy")
    mine = set(parse_cards(hand, rules.colours))
    rest = [str(card) for card in full_deck(rules) if card not in mine]
    position = {"hands": [hand, " ".join(rest[:7])], "discard_pile": rest[7], "draw_pile": " ".join(rest[8:])}
    position.update(phase=phase, current=0)
    return RummyMatch.from_position(rules, words, [Player("Ann"), Player("Bob")], position, 1, variant, **length)


def test_outcomes_are_frozen(words):
    outcome = shuffle_choice.answer(shuffle_at(words, ["SEATQ", "DOGEA"]), "QQQQ")
    with pytest.raises(dataclasses.FrozenInstanceError):
        outcome.message = "changed"  # type: ignore[misc]


# --- Shuffle -------------------------------------------------------------------------------


def test_shuffle_refuses_a_word_with_the_engines_reason_and_keeps_it(words):
    game = shuffle_at(words, ["SEATQ", "DOGEA"])
    outcome = shuffle_choice.answer(game, "DOGS")
    assert outcome == Refuse("DOGS", game.refusal("DOGS").message)
    assert not game.actions


def test_shuffle_plays_a_word_of_one_way_with_what_it_scores(words):
    game = shuffle_at(words, ["SEATQ", "DOGEA"])
    outcome = shuffle_choice.answer(game, "SEAT")
    assert isinstance(outcome, PlayOne) and outcome.action == HandWord("SEAT")
    assert outcome.note == "Played: new word SEAT from your hand (+9 to your score: 5 on the table, 4 out of your hand)."
    assert not game.actions  # decided, not done


def test_shuffle_offers_the_ways_of_a_word_with_a_joker_best_first(words):
    game = shuffle_at(words, ["EMYD*", "BOGEAI"])
    outcome = shuffle_choice.answer(game, "DEMY")
    assert isinstance(outcome, Offer) and outcome.word == "DEMY"
    ways = shuffle_choice.in_order(game, game.resolve("DEMY"))
    assert len(ways) > 1 and outcome.actions == tuple(ways)
    assert outcome.title == f"How do you want to play DEMY? {len(ways)} ways, the most points first:"
    assert outcome.labels == tuple(shuffle_choice.ways(game, ways)[0])
    assert outcome.notes == tuple(shuffle_choice.played(game, way) for way in ways)
    assert list(outcome.points) == sorted(outcome.points, reverse=True) and len(outcome.points) == len(ways)
    assert not outcome.hinted_first and not any(label.startswith(HINT_MARK) for label in outcome.labels)


def test_shuffle_marks_the_way_the_last_hint_named(words):
    game = shuffle_at(words, ["EMYD*", "BOGEAI"])
    hinted = shuffle_choice.in_order(game, game.resolve("DEMY"))[-1]
    outcome = shuffle_choice.answer(game, "DEMY", hinted)
    assert isinstance(outcome, Offer)
    marked = [index for index, label in enumerate(outcome.labels) if label.startswith(HINT_MARK)]
    assert marked == [outcome.actions.index(hinted)]
    assert outcome.labels[marked[0]].startswith(HINT_MARK + game.describe(hinted))


def test_shuffle_lists_the_hinted_way_first_though_another_scores_more(words):
    """A play-tester (a junior, seed 11): the hint said "type CONTEXTS, then Enter", but the
    list put its way sixth, below five that scored more, so Enter played another. The hint's
    way is first (Enter plays it, as rummy's list), the rest the most points first; the
    title says so. The host builds a seat's list with the same ``answer``."""
    game = shuffle_at(words, ["EMYD*", "BOGEAI"])
    best_first = shuffle_choice.in_order(game, game.resolve("DEMY"))
    hinted = best_first[-1]
    assert game.score_change(hinted) < game.score_change(best_first[0])
    outcome = shuffle_choice.answer(game, "DEMY", hinted)
    assert isinstance(outcome, Offer) and outcome.actions == (hinted, *best_first[:-1])
    assert outcome.labels[0].startswith(HINT_MARK) and outcome.notes[0] == shuffle_choice.played(game, hinted)
    assert outcome.title == f"How do you want to play DEMY? {len(best_first)} ways, the hint's first, then the most points:"


# --- Word Rummy ----------------------------------------------------------------------------


def test_rummy_refuses_a_word_before_the_draw_and_keeps_it(words):
    game = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg", phase="draw")
    assert rummy_choice.answer(game, "NO", None, True) == Refuse("NO", rummy_discard.draw_first(game, "NO"))


def test_rummy_hands_one_letter_to_the_discard(words):
    game = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg")
    assert rummy_choice.answer(game, "Z", None, True) == rummy_choice.DiscardLetter("Z")


def test_rummy_refuses_a_word_with_the_engines_reason(words):
    game = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg")
    assert rummy_choice.answer(game, "ZZZ", None, True) == Refuse("ZZZ", game.refusal("ZZZ").message)


@pytest.mark.parametrize("dark", [True, False])
def test_rummy_plays_a_word_of_one_meld_with_its_cards_and_points(words, dark):
    game = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg")
    (meld,) = game.resolve("NO")
    outcome = rummy_choice.answer(game, "NO", None, dark)
    assert outcome == PlayOne(meld, rummy_hint.played(game, meld, dark))
    assert outcome.note.plain == "Played: meld N■O■ (+4 to your score when the hand ends)."


def test_R3_R6_rummy_asks_before_a_meld_that_empties_the_hand(words):
    """A meld of the last cards ends the hand (R3, R6) and cannot be taken back: asked
    first, as the going-out discard is, its colours in words as "Taken back" says them."""
    game = rummy_at(words, "Nb Ob")
    (meld,) = game.resolve("NO")
    outcome = rummy_choice.answer(game, "NO", None, True)
    assert isinstance(outcome, AskFirst) and (outcome.action, outcome.word, outcome.afresh) == (meld, "NO", False)
    assert outcome.question.plain == "Meld N■O■ (blue) and go out?" and outcome.yes == "meld and go out"
    assert rummy_hint.taken_back(game, meld, True).plain == "meld N■O■ (blue)"
    assert outcome.note == rummy_hint.played(game, meld, True)
    both = rummy_at(words, "Tr Ar Xr Tb Ab Xb")
    assert isinstance(rummy_choice.answer(both, "TAX", None, True), Offer)  # keeps three cards: no question
    assert rummy_choice.answer(both, "TAX", None, True).title == "Which cards for TAX?"


LAST_CARDS = "They are your last cards: you go out and {} ends. It cannot be taken back."
LAST_CARD = "It is your last card: you go out and {} ends. A discard cannot be taken back."


@pytest.mark.parametrize(
    ("variant", "length", "ends"),
    [
        ("standard", {}, "the hand"),
        ("standard", {"max_hands": 1}, "the match"),  # R11: the most hands a match lasts
        ("advanced", {"hands": 3}, "the hand"),
        ("advanced", {"hands": 1}, "the match"),
        ("inverse", {"deals": 3}, "the deal"),  # R9 counts deals
        ("inverse", {"deals": 1}, "the match"),
    ],
)
def test_R6_going_out_says_what_ends_with_it_by_meld_and_by_discard(words, variant, length, ends):
    """Going out ends the hand (the deal, R9), or the match on its last hand: the meld's
    question and the last card's discard say it in one wording."""
    game = rummy_at(words, "Nb Ob", variant=variant, **length)
    assert rummy_choice.answer(game, "NO", None, True).detail == LAST_CARDS.format(ends)
    alone = rummy_at(words, "Zg", variant=variant, **length)
    assert rummy_discard.discard_question(alone, alone.view(0).hand[0]).detail == LAST_CARD.format(ends)


def drawn_out_at(words, hand: str, variant: str, **length) -> RummyMatch:
    """Ann to play holding ``hand``, the draw pile empty (R6: the hand ends with her turn)."""
    rules = default_ruleset("rummy")
    mine = set(parse_cards(hand, rules.colours))
    rest = [str(card) for card in full_deck(rules) if card not in mine]
    position = {"hands": [hand, " ".join(rest[:7])], "discard_pile": " ".join(rest[7:]), "draw_pile": ""}
    position.update(phase="play", current=0)
    return RummyMatch.from_position(rules, words, [Player("Ann"), Player("Bob")], position, 1, variant, **length)


@pytest.mark.parametrize(
    ("variant", "length", "ends"),
    [
        ("standard", {}, "the hand"),
        ("standard", {"max_hands": 1}, "the match"),  # R11
        ("advanced", {"hands": 3}, "the hand"),
        ("advanced", {"hands": 1}, "the match"),
        ("inverse", {"deals": 3}, "the deal"),  # R9 counts deals
        ("inverse", {"deals": 1}, "the match"),  # the last deal
    ],
)
def test_R6_R9_a_discard_on_an_empty_draw_pile_names_what_ends_as_going_out_does(words, variant, length, ends):
    """With the draw pile empty a discard ends the hand (R6): inverse said "the hand" where
    it says "deal" everywhere else (R9), and the last hand or deal said nothing of the match.
    The question, its detail, Enter's answer and the colour list's title name it in one wording."""
    game = drawn_out_at(words, "Nb Ob Zg Zr", variant, **length)
    asked = rummy_discard.discard_question(game, game.view(0).hand[0])
    assert asked.after_card == f" and end {ends}?"
    assert asked.detail == f"The draw pile is empty, so {ends} ends with your turn. A discard cannot be taken back."
    assert asked.yes == f"discard and end {ends}"
    assert rummy_discard.which_title(game, "Z") == f"Discard which Z? ({ends} ends: the draw pile is empty)"


def test_R8_a_discard_on_an_empty_draw_pile_past_a_timed_matchs_time_ends_the_match(words):
    """A match by minutes past its time ends with the hand in play (R8): the discard says so."""
    now = [0.0]
    game = drawn_out_at(words, "Nb Ob", "advanced", minutes=1)
    game.set_clock(lambda: now[0])
    assert rummy_discard.discard_question(game, game.view(0).hand[0]).yes == "discard and end the hand"
    now[0] = 61.0
    assert rummy_discard.discard_question(game, game.view(0).hand[0]).yes == "discard and end the match"


def test_R8_going_out_past_a_timed_matchs_time_ends_the_match(words):
    """A match by minutes past its time ends with the hand in play (R8): going out says so."""
    now = [0.0]
    game = rummy_at(words, "Nb Ob", variant="advanced", minutes=1)
    game.set_clock(lambda: now[0])
    assert rummy_choice.answer(game, "NO", None, True).detail == LAST_CARDS.format("the hand")
    now[0] = 61.0
    assert rummy_choice.answer(game, "NO", None, True).detail == LAST_CARDS.format("the match")


def test_rummy_offers_the_melds_of_a_word_in_two_colours(words):
    game = rummy_at(words, "Tr Ar Xr Tb Ab Xb Eg")
    melds = game.resolve("TAX")
    outcome = rummy_choice.answer(game, "TAX", None, True)
    assert isinstance(outcome, Offer) and len(melds) == 2
    assert (outcome.word, outcome.title, outcome.actions) == ("TAX", "Which cards for TAX?", tuple(melds))
    hand = game.view(0).hand
    assert outcome.labels == tuple(meld_choice(meld.cards, hand, True) for meld in melds)
    assert outcome.notes == tuple(rummy_hint.played(game, meld, True) for meld in melds)
    assert not outcome.hinted_first and outcome.points == ()


def test_rummy_puts_the_hinted_meld_first_and_marks_it(words):
    game = rummy_at(words, "Tr Ar Xr Tb Ab Xb Eg")
    red, blue = game.resolve("TAX")
    outcome = rummy_choice.answer(game, "TAX", blue, True)
    assert isinstance(outcome, Offer) and outcome.hinted_first and outcome.actions == (blue, red)
    hand = game.view(0).hand
    assert outcome.labels == (Text.assemble(HINT_MARK, meld_choice(blue.cards, hand, True)), meld_choice(red.cards, hand, True))
