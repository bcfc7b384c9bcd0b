"""R4: words of 2+ letters; first occurrences one colour, second occurrences one colour,
third occurrences one colour. Typed words resolve to the card choices that matter."""

import pytest
from rummy_helpers import RULES, cards, laid_out, new_match

from wordcards.engine.errors import IllegalPlay
from wordcards.engine.rummy import Meld, Phase, RummyMatch
from wordcards.engine.rummy.colours import classes, colour_problem, colourings, occurrences, requirement


def play_position(hand: str) -> RummyMatch:
    return laid_out([hand, "Qr Qg"], discard="Zb", phase=Phase.PLAY)


def test_R4_occurrence_numbers_of_refer():
    assert occurrences("refer") == (1, 1, 1, 2, 2)
    assert classes("refer") == [[0, 1, 2], [3, 4]]
    assert requirement("refer") == "R, E and F must be one colour (the second E and R one colour, which may be another)"
    # A play-tester: "its first occurrences N, O, E one colour; its second occurrences N one colour" was jargon.
    assert requirement("none") == "N, O and E must be one colour (the second N may be another)"
    assert requirement("cat") == "all its letters must be one colour"


def test_R4_a_letter_repeated_3_or_more_times_is_said_once():
    """A review: ASSESS read "(the second S may be another; the third S may be another; the
    fourth S may be another)": classes of the same letters in a row are said once."""
    assert requirement("assess") == "A, S and E must be one colour (the second, third and fourth S may each be another)"
    assert requirement("mississippi") == (
        "M, I, S and P must be one colour (the second S, I and P one colour, which may be another; "
        "the third and fourth S and I each one colour, which may be another)"
    )


def test_R4_refer_first_occurrences_one_colour_second_occurrences_another_accepted():
    match = play_position("Rr Er Fr Eg Rg Xb")
    meld = Meld(cards("Rr Er Fr Eg Rg"))
    assert match.check(meld) is None
    match.apply(meld)
    assert match.table[0] == [cards("Rr Er Fr Eg Rg")]
    assert match.log[-1] == "Ann played REFER (Rr Er Fr Eg Rg)"


def test_R4_refer_second_e_and_r_in_different_colours_refused():
    match = play_position("Rr Er Fr Eg Rb Xb")
    before = match.state_key()
    refusal = match.check(Meld(cards("Rr Er Fr Eg Rb")))
    assert refusal.rule == "R4"
    assert "colour rule" in refusal.message and "second occurrences E, R" in refusal.message
    with pytest.raises(IllegalPlay):
        match.apply(Meld(cards("Rr Er Fr Eg Rb")))
    assert match.state_key() == before
    # typed: the letters are there, the colours are not
    assert match.resolve("refer") == []
    explained = match.explain("refer")
    assert explained.rule == "R4" and "colour rule" in explained.message
    assert "R in red, blue" in explained.message


def test_R4_refer_first_occurrences_mixed_refused():
    match = play_position("Rg Er Fr Eg Rr Xb")
    refusal = match.check(Meld(cards("Rg Er Fr Eg Rr")))
    assert refusal.rule == "R4" and "first occurrences R, E, F" in refusal.message


def test_R4_word_without_repeated_letter_is_one_colour():
    match = play_position("Tr Er Nr Tg Eg Nb Xb")
    assert match.check(Meld(cards("Tr Er Nr"))) is None
    refusal = match.check(Meld(cards("Tr Eg Nr")))
    assert refusal.rule == "R4" and "no repeated letter is all one colour" in refusal.message
    assert "(here red, green, red)" in refusal.message


def test_R4_third_occurrence_letter_eerie():
    # E-R-I one colour (red), the second E one colour (green), the third E one colour (blue).
    match = play_position("Er Eg Rr Ir Eb Xb")
    assert match.check(Meld(cards("Er Eg Rr Ir Eb"))) is None
    assert match.resolve("eerie") == [Meld(cards("Er Eg Rr Ir Eb"))]
    # the first occurrences E, R, I must share one colour
    refusal = match.check(Meld(cards("Eg Er Rr Ir Eb")))
    assert refusal.rule == "R4" and "first occurrences E, R, I" in refusal.message


def test_R4_third_occurrences_share_a_colour_deeded():
    # D1 E1 E2 D2 E3 D3: {D,E} red, {E,D} green, {E,D} blue
    hand = "Dr Er Eg Dg Eb Db"
    match = play_position(hand + " Xr")
    assert match.check(Meld(cards("Dr Er Eg Dg Eb Db"))) is None
    bad = play_position("Dr Er Eg Dg Eb Db Xr")
    refusal = bad.check(Meld(cards("Dr Er Eg Db Eb Dg")))
    assert refusal.rule == "R4" and "second occurrences" in refusal.message


def test_R4_words_have_at_least_two_letters():
    match = play_position("Ar Tr Ig")
    refusal = match.check(Meld(cards("Ar")))
    assert refusal.rule == "R4" and refusal.message == "A word needs 2+ letters; A has 1."
    assert match.explain("a").rule == "R4"
    assert match.check(Meld(cards("Ar Tr"))) is None


def test_R4_min_length_is_a_ruleset_key_per_player():
    from dataclasses import replace

    from wordcards.rulesets import Lengths

    rules = replace(RULES, min_word_length=Lengths(3, 2))
    match = laid_out(["Ar Tr Er", "Ag Tg Eg"], discard="Zb", phase=Phase.PLAY, juniors=[1], rules=rules)
    assert match.check(Meld(cards("Ar Tr"))).rule == "R4"
    match = laid_out(["Ar Tr Er", "Ag Tg Eg"], discard="Zb", phase=Phase.PLAY, current=1, juniors=[1], rules=rules)
    assert match.check(Meld(cards("Ag Tg"))) is None  # the junior plays 2-letter words


def test_R4_colourings_of_a_word_in_a_hand():
    hand = cards("Er Eg Eb Ar Ag Tr Tg Tb")
    found = colourings("eat", hand, RULES.colours)
    assert found == [cards("Er Ar Tr"), cards("Eg Ag Tg")]
    assert colourings("eat", cards("Er Ag Tb"), RULES.colours) == []
    assert colour_problem(cards("Er Ag Tb")).startswith("EAT breaks the colour rule:")


def test_R4_resolve_returns_one_meld_per_different_hand_left_best_first():
    # EAT in red leaves Eg Ag Tg Nr: EAT again (3) minus N (4) = -1.
    # EAT in green leaves Er Ar Tr Nr: at best TEN/ANT/TAN (3) minus E or A (5) = -2.
    match = play_position("Er Ar Tr Eg Ag Tg Nr")
    melds = match.resolve("eat")
    assert set(melds) == {Meld(cards("Er Ar Tr")), Meld(cards("Eg Ag Tg"))}
    assert melds == [Meld(cards("Er Ar Tr")), Meld(cards("Eg Ag Tg"))]


def test_R4_resolve_one_choice_when_the_hand_left_is_the_same():
    # SASS: S, A first occurrences; the second S; the third S. With Sr Sg Sb Ar Ag the
    # first class is red or green; the other two S fill the 2nd and 3rd classes in either
    # order. Four colourings, but only two different hands left (Ag or Ar stays).
    match = play_position("Sr Ar Sg Sb Ag Xb")
    assert len(colourings("sass", match.hands[0], RULES.colours)) == 4
    melds = match.resolve("sass")
    left = [frozenset(match.hands[0]) - set(m.cards) for m in melds]
    assert sorted(left, key=sorted) == [frozenset(cards("Ag Xb")), frozenset(cards("Ar Xb"))]
    assert all(match.check(m) is None for m in melds)
    legal = [a for a in match.legal_actions() if isinstance(a, Meld) and a.word == "SASS"]
    assert len(legal) == 4  # enumeration lists every colouring


def test_R10_resolve_and_explain_agree_on_a_word_typed_with_spaces():
    match = play_position("Cr Ar Tr Eg Ag Tg Nr")
    assert match.resolve(" cat ") == match.resolve("cat") == [Meld(cards("Cr Ar Tr"))]
    assert match.explain(" cat ") is None


def test_R4_resolve_and_explain_in_the_wrong_phase():
    match = new_match()
    assert match.resolve("eat") == []
    assert match.explain("eat").rule == "R3"  # draw first


def test_R4_colourings_match_every_ordering_checked_by_the_book():
    """colourings() against a brute force: every ordering of every set of hand cards that
    spells the word and keeps each occurrence class in one colour."""
    import random
    from itertools import permutations

    from wordcards.engine.rummy import full_deck

    def by_the_book(order) -> bool:
        seen, colours = {}, {}
        for card in order:
            seen[card.letter] = seen.get(card.letter, 0) + 1
            colours.setdefault(seen[card.letter], set()).add(card.colour)
        return all(len(c) == 1 for c in colours.values())

    rnd = random.Random(4)
    for word in ("refer", "eerie", "deeded", "sass", "tee", "eat", "sassy", "err", "ere"):
        letters = set(word.upper())
        pool = [c for c in full_deck(RULES) if c.letter in letters]
        for _ in range(15):
            hand = rnd.sample(pool, min(len(pool), rnd.randint(len(word), len(word) + 3)))
            expected = {
                order
                for order in permutations(hand, len(word))
                if "".join(c.letter for c in order) == word.upper() and by_the_book(order)
            }
            found = colourings(word, hand, RULES.colours)
            assert len(found) == len(set(found)) and set(found) == expected, (word, hand)


def test_R4_a_meld_of_two_colours_says_which_letters_are_which():
    """R4: REFER's first occurrences share a colour and its second ones another. The meld was
    described "meld REFER (green, red)", which left the player to guess which E and which R
    were green: each run of letters says its colour, in word order. One colour stays short.
    The notation (saves, typed plays) is unchanged."""
    match = play_position("Rr Er Fr Eg Rg Bb Eb Tr Nr Xb")
    refer = Meld(cards("Rr Er Fr Eg Rg"))
    assert match.describe(refer) == "meld REFER (REF red, ER green)"
    assert refer.notation() == "meld Rr Er Fr Eg Rg"
    assert match.describe(Meld(cards("Bb Eb Er"))) == "meld BEE (BE blue, E red)"
    assert match.describe(Meld(cards("Tr Er Nr"))) == "meld TEN (red)"


def test_R4_colourings_of_a_long_run_of_one_letter_end_at_once():
    # Typed by mistake, "LLLL..." is a class per L: two L cards in hand could not make it,
    # and trying every colour of every class (2^60 ways) froze the turn.
    assert colourings("L" * 60, cards("Lg Lb Or Xb"), RULES.colours) == []
    assert colourings("L" * 60, cards("Lr Lg Lb"), RULES.colours) == []
    assert colourings("LOLL", cards("Lr Lg Lb Or"), RULES.colours) == [
        cards(f"L{a} Or L{b} L{c}") for a, b, c in [("r", "g", "b"), ("r", "b", "g")]
    ]
