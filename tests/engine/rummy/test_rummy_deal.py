"""R1 (the deck) and R2 (players and the deal), card notation, the dealer's seat."""

import pytest
from rummy_helpers import RULES, WORDS, assert_sound, new_match

from wordcards.engine.errors import NotationError
from wordcards.engine.players import Player
from wordcards.engine.rummy import NextHand, Phase, RummyCard, RummyMatch, full_deck, parse_card
from wordcards.rulesets import LETTERS


def test_R1_deck_is_the_alphabet_in_three_colours():
    deck = full_deck(RULES)
    assert len(deck) == 78 == len(set(deck))
    for colour in ("red", "green", "blue"):
        assert sorted(c.letter for c in deck if c.colour == colour) == list(LETTERS)


def test_R1_values_are_1_to_5_commoner_letters_higher():
    values = dict(RULES.letter_values)
    assert set(values) == set(LETTERS)
    assert all(1 <= v <= 5 for v in values.values())
    assert min(values[x] for x in "ETAO") > max(values[x] for x in "JQXZ")


def test_R1_card_notation_round_trips():
    for card in full_deck(RULES):
        assert parse_card(card.notation(), RULES.colours) == card
    assert parse_card("er", RULES.colours) == RummyCard("E", "red")
    assert eval(repr(RummyCard("E", "green"))) == RummyCard("E", "green")
    for bad in ("E", "Ex", "1r", "Err", ""):
        with pytest.raises(NotationError):
            parse_card(bad, RULES.colours)


@pytest.mark.parametrize("n, size", [(2, 7), (3, 7), (6, 7), (7, 6), (8, 5)])
def test_R2_hand_size_by_player_count_and_the_turned_up_card(n, size):
    match = new_match(n)
    assert [len(h) for h in match.hands] == [size] * n
    assert len(match.discard_pile) == 1  # R2: the top of the draw pile turned up
    assert len(match.draw_pile) == 78 - n * size - 1
    view = match.view(0)
    assert view.discard_top == match.discard_pile[-1] and view.draw_pile_size == len(match.draw_pile)
    assert view.phase is Phase.DRAW and view.current == 0 and view.hand_number == 1
    assert_sound(match)


@pytest.mark.parametrize("n", [1, 9])
def test_R2_two_to_eight_players(n):
    seats = tuple(Player(f"P{i}") for i in range(n))
    with pytest.raises(ValueError, match="2 to 8 players"):
        RummyMatch.new(RULES, WORDS, seats, 1)


def test_R2_deal_comes_from_the_seed_and_the_hand_number():
    a, b, c = new_match(seed=5), new_match(seed=5), new_match(seed=6)
    assert a == b and a.hands == b.hands
    assert a.hands != c.hands
    assert a.log[0].startswith("Hand 1: Bob deals, Ann plays first; the discard pile shows ")


def test_R2_first_player_and_dealer_move_one_seat_each_hand():
    match = new_match(3, variant="inverse", deals=5)
    seen = []
    for _ in range(4):
        seen.append((match.hand_number, match.dealer, match.current))
        while match.phase is not Phase.HAND_OVER:  # draw from the pile and discard until it runs out
            actions = match.legal_actions()
            match.apply(actions[0] if match.phase is Phase.DRAW else actions[-1])
        match.apply(NextHand())
    assert seen == [(1, 2, 0), (2, 0, 1), (3, 1, 2), (4, 2, 0)]
    assert match.log[-1].startswith("Deal 5: Ann deals, Bob plays first")  # R9 counts deals
    assert any(line.startswith("Deal 4 ends: ") for line in match.log)


def test_R2_each_hand_is_dealt_from_its_own_stream():
    """Hand 2's deal depends on the seed and the hand number only, not on how hand 1 went."""
    import random

    from wordcards.engine.rummy import Discard

    deals, histories = [], []
    for style in (1, 2):
        match = new_match(seed=21, variant="inverse", deals=3)
        rnd = random.Random(style)
        while match.phase is not Phase.HAND_OVER:
            options = match.legal_actions()
            discards = [a for a in options if isinstance(a, Discard)]
            match.apply(rnd.choice(discards) if discards else options[0])
        match.apply(NextHand())
        deals.append((match.hands, match.discard_pile, match.draw_pile))
        histories.append(match.actions)
    assert histories[0] != histories[1]  # hand 1 went differently...
    assert deals[0] == deals[1]  # ...and hand 2 is dealt the same
