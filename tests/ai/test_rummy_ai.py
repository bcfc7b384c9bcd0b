"""The rummy computer player: legal play only, from its own view only, sensible choices."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from computers_play import played_out

from wordcards.ai import choose_action
from wordcards.ai.levels import HARD, NORMAL
from wordcards.ai.rummy import TALLY_VALUE, RummyContext, choose_rummy
from wordcards.ai.selfplay import invariants
from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, Phase, RummyMatch, parse_cards
from wordcards.engine.rummy.cards import full_deck


def cards(rules, text):
    return list(parse_cards(text, rules.colours))


def seats(*levels):
    return [Player(f"P{i}", computer=level) for i, level in enumerate(levels)]


def laid_out(rules, words, levels, seed, hands, discard, draw=None, on_top=None, variant="standard"):
    """A match from a position (``RummyMatch.from_position``): the hands, the discard
    pile's top, and the draw pile listed from the top. Without ``draw`` the draw pile is
    every other card (``on_top``: this card on top of them); with it, the other cards lie
    under the discard pile."""
    placed = [*hands, discard, draw or ""]
    used = [c for text in placed for c in cards(rules, text)]
    assert len(used) == len(set(used)), "a card placed twice"
    rest = [str(c) for c in full_deck(rules) if c not in used and str(c) != on_top]
    start = {"hands": list(hands)}
    if draw is None:
        start.update(draw_pile=" ".join(rest + ([on_top] if on_top else [])), discard_pile=discard)
    else:
        start.update(draw_pile=" ".join(reversed(draw.split())), discard_pile=" ".join(rest + [discard]))
    return RummyMatch.from_position(rules, words, seats(*levels), start, seed, variant=variant)


def play_match(rules, words, levels, seed, variant="standard", checks=None, max_hands=None):
    match = RummyMatch.new(rules, words, seats(*levels), seed, variant=variant)
    return played_out(match, levels, seed, checks, go_on=lambda match: max_hands is None or len(match.results) < max_hands)


@pytest.mark.parametrize(
    "levels, variant, seeds",
    [
        (("easy", "normal"), "standard", range(0, 6)),
        (("hard", "hard", "easy"), "standard", range(6, 10)),
        (("normal", "hard", "easy", "normal"), "standard", range(10, 13)),
        (("hard", "normal"), "advanced", range(13, 17)),
        (("hard", "easy", "normal"), "inverse", range(17, 21)),
    ],
)
def test_computer_players_only_make_legal_plays(rummy_rules, words, levels, variant, seeds):
    """Whole seeded matches (about 150 hands in all): every action the computers choose is
    legal (R3, R4, R10, the taken-card decision), and the match stays sound."""
    hands = 0
    for seed in seeds:
        match = play_match(rummy_rules, words, levels, seed, variant)
        assert match.is_over
        assert invariants(match) == []
        hands += len(match.results)
    assert hands >= len(seeds) * 3


def test_R3_taken_card_is_not_discarded_at_once(rummy_rules, words):
    taken_then_discarded = []

    def checks(match, seat, action):
        if isinstance(action, Discard) and match.taken == action.card and len(match.hands[seat]) > 1:
            taken_then_discarded.append(action)

    for seed in range(3):
        play_match(rummy_rules, words, ("hard", "normal"), seed, checks=checks, max_hands=3)
    assert taken_then_discarded == []


def test_decides_from_its_view_only(rummy_rules, words):
    """Same view for seat 0, different hands for seat 1 and a different draw pile: the
    same decisions, at every level."""
    a = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Cr Ar Tr Sg Og Ng Qb", "Eb Rb Ab Tb Db Ob Gb"], "Er")
    b = laid_out(rummy_rules, words, ("hard", "hard"), 2, ["Cr Ar Tr Sg Og Ng Qb", "Zg Xg Jg Vg Kg Wg Yg"], "Er")
    assert a.view(0).hand == b.view(0).hand and a.hands[1] != b.hands[1] and a.draw_pile != b.draw_pile
    for level in ("easy", "normal", "hard"):
        first = choose_action(a, 0, level, random.Random(5))
        assert first == choose_action(b, 0, level, random.Random(5))
    a.apply(DrawDiscard())
    b.apply(DrawDiscard())
    assert choose_action(a, 0, "hard", random.Random(5)) == choose_action(b, 0, "hard", random.Random(5))


def test_takes_a_discard_that_makes_a_word_and_keeps_it(rummy_rules, words):
    """The red T makes CAT with the red C and A: hard takes it, and then either melds the
    word or holds it to grow it (CART, CAST... score 16, R7), but never throws it away."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Cr Ar Qg Zb Xg Jb Vg", "Eb Rb Ab Tb Db Ob Gb"], "Tr")
    assert choose_action(match, 0, "hard", random.Random(1)) == DrawDiscard()
    match.apply(DrawDiscard())
    action = choose_action(match, 0, "hard", random.Random(1))
    if isinstance(action, Meld):
        assert action.word in ("CAT", "ACT")
    else:
        assert isinstance(action, Discard) and action.card.letter not in "CAT"


def test_melds_at_once_when_the_hand_is_about_to_end(rummy_rules, words):
    """Two cards left in the draw pile (R6): no time to grow a word, so CAT goes down."""
    match = laid_out(
        rummy_rules, words, ("hard", "hard"), 1,
        ["Cr Ar Qg Zb Xg Jb Vg", "Eb Rb Ab Tb Db Ob Gb"],
        "Qb",
        draw="Tr Kb",
    )
    match.apply(DrawDeck())
    action = choose_action(match, 0, "hard", random.Random(1))
    assert isinstance(action, Meld) and action.word in ("CAT", "ACT")


def test_near_the_end_of_the_pile_hard_sheds_the_costlier_card(rummy_rules, words):
    """The draw pile is about to run out (R6): the hand ends, so the card of lower value
    (R7 penalty) is the one to keep."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Zb", "Eb Rb Ab Tb Db Ob Gb"], "Qg", draw="Or Ir")
    match.apply(DrawDeck())
    assert choose_action(match, 0, "hard", random.Random(1)) == Discard(cards(rummy_rules, "Or")[0])


def test_goes_out_when_every_card_melds(rummy_rules, words):
    match = laid_out(
        rummy_rules, words, ("normal", "normal"), 1,
        ["Cr Ar Tr Og Ng Eg Sb", "Ib Nb Db Lg Mg Pg Kg"],
        "Qg",
        draw="Ob Hb Wr Xr",
    )
    match.apply(DrawDeck())  # the Ob: CAT, ONE and SO (or ON, ...) use every card
    seat_hand = match.hand(0)
    played = []
    while match.current == 0 and match.phase is Phase.PLAY:
        action = choose_action(match, 0, "normal", random.Random(2))
        played.append(action)
        match.apply(action)
    assert not match.hands[0], (seat_hand, played)  # R3/R6: all melded (or the last card discarded)
    assert match.results and match.results[-1].reason == "P0 went out on the first turn, before P1 played"


def test_hard_keeps_a_card_that_can_still_make_a_word(rummy_rules, words):
    """With two cards after the draw and a long draw pile, keeping a vowel (many two-letter
    words) beats keeping a Z of lower value (the R7 penalty is unlikely to be paid soon)."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Zb", "Eb Rb Ab Tb Db Ob Gb"], "Qg", on_top="Or")
    assert match.view(0).draw_pile_size > 50  # many cards stay under the Or
    match.apply(DrawDeck())
    action = choose_action(match, 0, "hard", random.Random(1))
    assert action == Discard(cards(rummy_rules, "Zb")[0])


def test_plans_offer_keeping_a_word_as_well_as_melding_it(rummy_rules, words):
    """The expert weighs melding a word now against keeping it for later: a search lists,
    after hard's best, the best plan for each discard with each number of cards melded."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Cr Ar Tr Qg Zb Xb Jg", "Eb Rb Ab Tb Db Ob Gb"], "Kg")
    match.apply(DrawDeck())
    view = match.view(0)
    ctx = RummyContext(view, rummy_rules, words, False, HARD)
    plans = ctx.search(view.hand, None, random.Random(0)).plans
    assert plans[0] == ctx.plan(view.hand, None, random.Random(0))
    ends = [(p.discard, sum(len(m) for m in p.melds)) for p in plans]
    assert len(ends) == len(set(ends))  # one plan for each way to end the turn
    assert any((d, 0) in ends and any(e == d and n > 0 for e, n in ends) for d, _ in ends)


def test_a_discard_that_may_feed_the_next_player_costs_its_letter_value(rummy_rules, words):
    """``feed_weight`` (the expert's judgement): a discard costs a share of its letter's
    value, as commoner letters (worth more, R1) more often give the next player a word.
    Hard (0) sheds the blue N it cannot use; weighing what the N may give, the Q goes."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Mg Wr Cb Ng Nb Vr Qg", "Ob Cg Ub Xg Sb Ig Tg"], "Bb", on_top="Mb")
    match.apply(DrawDeck())
    view = match.view(0)
    assert choose_rummy(view, rummy_rules, words, False, HARD, random.Random(0)) == Discard(cards(rummy_rules, "Nb")[0])
    feeding = replace(HARD, feed_weight=1.0)
    assert choose_rummy(view, rummy_rules, words, False, feeding, random.Random(0)) == Discard(cards(rummy_rules, "Qg")[0])


def test_the_discard_that_goes_out_costs_nothing(rummy_rules, words):
    """The last card's discard ends the hand (R6): no one can take it, so ``feed_weight``
    does not charge it. Going out with CAT and DOG, discarding the blue E, is worth what
    the melds score and the going-out bonus, and nothing less."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Cr Ar Tr Dg Og Gg", "Ob Cg Ub Xg Sb Ig Tg"], "Bb", on_top="Eb")
    match.apply(DrawDeck())
    feeding = replace(HARD, feed_weight=1.0)
    ctx = RummyContext(match.view(0), rummy_rules, words, False, feeding)
    plan = ctx.plan(match.view(0).hand, None, random.Random(0))
    assert plan.discard == cards(rummy_rules, "Eb")[0] and plan.meld_points == 18
    assert plan.value == 18 + feeding.out_bonus * 7


def test_easy_melds_only_common_words(rummy_rules, words):
    melded = []

    def checks(match, seat, action):
        if seat == 0 and isinstance(action, Meld):
            melded.append(action.word.lower())

    for seed in range(3):
        play_match(rummy_rules, words, ("easy", "hard"), seed, checks=checks, max_hands=4)
    assert melded and all(words.is_common(w) for w in melded)


def test_advanced_values_a_free_pad_row_more(rummy_rules, words):
    """R8: a word whose row is already filled only adds a tally."""
    match = RummyMatch.new(rummy_rules, words, seats("hard", "hard"), 3, variant="advanced")
    view = match.view(0)
    ctx = RummyContext(view, rummy_rules, words, False, HARD)
    three = cards(rummy_rules, "Cr Ar Tr")
    assert ctx.meld_value(three) == 9
    ctx.rows_used.add(3)
    assert ctx.meld_value(three) == 1


def test_R8_two_melds_of_one_row_in_a_turn_fill_it_once(rummy_rules, words):
    """R8: the first word of a length fills its row; a second one melded in the same turn
    adds a tally. The plan counted both as filling it (seed 5, normal against normal, hand 2:
    JA and UP melded together, rated 8 for 4 and a tally)."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Or Xr Gb Ob", "Eb Hb"], "Zb", on_top="Qg", variant="advanced")
    match.apply(DrawDeck())
    view = match.view(0)
    ctx = RummyContext(view, rummy_rules, words, False, HARD)
    ctx.p_end = 1.0  # the hand ends now: only the melds count (hand cards score nothing, R8)
    melding_both = [p for p in ctx.search(view.hand, None, random.Random(0)).plans if len(p.melds) == 2]
    # OX fills row 2, GO adds a tally; discarding the Q then goes out (the other holds 2 cards).
    assert melding_both and {p.value for p in melding_both} == {4 + 1 + HARD.out_bonus * 2}


@pytest.mark.parametrize(
    ("pad_rows", "hand", "kept_words"),
    [
        # CAT fills row 3 and GO row 2 (or AT and DOG); CAT and DOG together were 9 each.
        (None, "Cr Ar Tr Dg Og Gg Zb", 9 + 4),
        # One row, for words of 3 letters or more: DOES fills it, not CAB (its letters make
        # no shorter word), which adds a tally. Both were counted as filling it: 25.
        ((3,), "Ar Br Cr Dg Og Eg Sg", 16 + 1),
    ],
)
def test_R8_two_kept_words_of_one_row_fill_it_once(rummy_rules, words, pad_rows, hand, kept_words):
    """R8: only one word fills a pad row, and the value of the kept cards counts it once
    (the better word), as the plan search counts two melds of one row in a turn."""
    rules = replace(rummy_rules, pad_rows=pad_rows) if pad_rows else rummy_rules
    match = laid_out(rules, words, ("hard", "hard"), 1, [hand, "Eb Hb Ib Kb Lb Mb Ob"], "Qg", on_top="Xb", variant="advanced")
    match.apply(DrawDeck())
    view = match.view(0)
    level = replace(HARD, draw_weight=0.0)  # the kept words alone, not what one more card would make
    ctx = RummyContext(view, rules, words, False, level)
    ctx.p_end = 0.0  # the hand goes on: the kept cards are worth what they could still be melded for
    plans = ctx.search(view.hand, None, random.Random(0)).plans
    # Melding nothing, and discarding the one card that makes no word (Zb, or the Xb drawn).
    keeping = next(p for p in plans if not p.melds and p.discard.letter in "ZX")
    assert keeping.value == level.keep_for_later * kept_words


@pytest.mark.parametrize(
    "level",
    [replace(HARD, draw_weight=0.0), replace(HARD, keep_for_later=0.0), HARD],
    ids=["the kept words", "what one more card makes", "both"],
)
def test_R8_a_row_the_turns_melds_fill_is_filled_for_the_kept_cards_too(rummy_rules, words, level):
    """R8: once a meld of the turn fills a pad row, the kept cards' words of that row (CAT
    kept after melding DOG: AT is worth more) and the words one more card would make of it
    are tallies, as if the row had been filled before the turn. They counted as filling it."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Cr Ar Tr Dg Og Gg Zb", "Eb Hb Ib Kb Lb Mb Ob"], "Qg", on_top="Xb", variant="advanced")
    match.apply(DrawDeck())
    view = match.view(0)
    values = []
    for rows_used in (set(), {rummy_rules.pad_row(3)}):  # row 3 free, then filled before the turn
        ctx = RummyContext(view, rummy_rules, words, False, level)
        ctx.p_end = 0.0  # the hand goes on: the kept cards are worth what they could still make
        ctx.rows_used = rows_used
        plans = ctx.search(view.hand, None, random.Random(0)).plans
        # Melding a word of 3 (row 3), keeping the other and the Xb drawn, discarding Zb.
        values.append(next(p.value for p in plans if sum(map(len, p.melds)) == 3 and p.discard.letter == "Z"))
    free, filled_before = values
    assert free - filled_before == pytest.approx(9 - TALLY_VALUE)  # only the meld itself differs


def test_R8_a_word_one_more_card_makes_of_a_kept_words_row_fills_it_once(rummy_rules, words):
    """R8: GO and E kept, and the one card unseen an H: HE (or EH) is worth 4 (row 2), but
    GO fills that row already, so one of the two is a tally (4 + 1: HE gains 1 on GO's 4).
    HE counted as filling it too (a gain of 4). After melding GO, HE is a tally."""
    match = laid_out(rummy_rules, words, ("hard", "hard"), 1, ["Gg Og Eb Zr Jr Qr Kr", "Nb Wb Ib Kb Lb Mb Ob"], "Yg", on_top="Vb", variant="advanced")
    match.apply(DrawDeck())
    view = match.view(0)
    level = replace(HARD, keep_for_later=0.0, draw_weight=1.0)  # what one more card makes, alone
    ctx = RummyContext(view, rummy_rules, words, False, level)
    ctx.p_end = 0.0
    ctx._unseen = cards(rummy_rules, "Hb")
    plans = ctx.search(view.hand, None, random.Random(0)).plans
    keeping_go = next(p for p in plans if not p.melds and p.discard.letter == "Z")
    melding_go = next(p for p in plans if p.melds and p.discard.letter == "Z")
    assert (keeping_go.value, melding_go.value) == (4 + TALLY_VALUE - 4, 4 + TALLY_VALUE)


def test_normal_melds_in_advanced_over_a_few_hands(rummy_rules, words):
    """R8: a play-tester saw normal meld nothing in two advanced hands (seed 5, against a
    person who went out in 4 turns, then in 3). That is its judgement of kept cards (the
    test below), not a rule it misreads: over seeded hands, in either seat, against hard,
    it melds in most of its hands and fills Primary cells in every match."""
    hands = hands_with_a_meld = 0
    for levels in (("normal", "hard"), ("hard", "normal")):
        seat = levels.index("normal")
        for seed in (5, 6, 7):
            melded = set()

            def checks(match, acting, action):
                if acting == seat and isinstance(action, Meld):
                    melded.add(match.hand_number)

            match = play_match(rummy_rules, words, levels, seed, "advanced", checks=checks, max_hands=3)
            hands += len(match.results)
            hands_with_a_meld += len(melded)
            assert match.pads[seat].primary_total > 0, f"seed {seed}, seat {seat}: no Primary cell filled"
    assert hands == 18 and hands_with_a_meld >= 12


@pytest.mark.parametrize(("other_hand", "melds"), [("Eb Hb Ib Kb Lb Mb Ob", []), ("Eb Hb", ["PUN", "JA"])])
def test_normal_keeps_its_words_in_advanced_while_the_hand_is_likely_to_go_on(rummy_rules, words, other_hand, melds):
    """The play-test's hand (seed 5, hand 2): five red letters that meld PUN and JA (13, R8)
    and that one more red card makes a word of 4 or 5 letters (16 or 25) with. While no one
    is near going out, normal (and hard: the same judgement) keeps them; once the other
    player is down to 2 cards, it melds both (docs/decisions/ai.md, Levels)."""
    match = laid_out(
        rummy_rules, words, ("normal", "normal"), 1, ["Ar Dg Gg Jr Nr Pr Ur", other_hand], "Zb", on_top="Cb", variant="advanced"
    )
    match.apply(DrawDeck())
    view = match.view(0)
    for level in (NORMAL, HARD):
        plan = RummyContext(view, rummy_rules, words, False, replace(level, miss=0.0)).plan(view.hand, None, random.Random(0))
        assert ["".join(c.letter for c in meld) for meld in plan.melds] == melds
        assert plan.discard == cards(rummy_rules, "Cb")[0]


def test_refuses_to_act_out_of_turn(rummy_rules, words):
    match = RummyMatch.new(rummy_rules, words, seats("hard", "hard"), 3)
    with pytest.raises(ValueError, match="not seat 1's turn"):
        choose_action(match, 1, "hard", random.Random(1))


def test_same_seed_same_match(rummy_rules, words):
    one = play_match(rummy_rules, words, ("hard", "easy"), 42, max_hands=2)
    two = play_match(rummy_rules, words, ("hard", "easy"), 42, max_hands=2)
    assert one.actions == two.actions


def test_R4_no_one_letter_word_is_played_or_hinted_under_an_old_saves_minimum_of_one(words, rummy_rules):
    """A save made before ruleset files were held to 2+ letters may keep a minimum of 1; a
    player cannot type a 1-letter word there (one letter discards), so the computer players
    and the hints (which think as they do) look for words of 2+ letters too."""
    from wordcards.rulesets import Lengths

    old_rules = replace(rummy_rules, min_word_length=Lengths(1, 1))
    match = RummyMatch.new(old_rules, words, seats("hard", "hard"), 2)
    match.apply(DrawDeck())  # Ann holds A C C D N T V Y: A is a word of the list
    view = match.view(0)
    found = RummyContext(view, old_rules, words, False, HARD).melds(view.hand, random.Random(0))
    assert found and all(len(cards) >= 2 for cards in found)
