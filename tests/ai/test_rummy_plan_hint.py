"""A rummy hint says its plan: when the turn's melds that score most together are more than
one and score more than the best single meld would, the hint's own search hands the app the
first meld, the rest in order and their total (``ai.suggest``: ``Suggestion.then``), as a
Shuffle hint hands a joker swap and its play (docs/decisions/ai.md)."""

from __future__ import annotations

from wordcards.ai import hint, suggest
from wordcards.ai.adviser import JUNIOR_COMMON
from wordcards.ai.levels import knows
from wordcards.ai.rummy_advice import best_plan, planned
from wordcards.engine.players import Player
from wordcards.engine.rummy import DrawDeck, DrawDiscard, Meld, RummyMatch
from wordcards.engine.rummy.colours import word_of


def first_turn(rules, words, seed: int, draw, hand: str, variant: str = "standard", junior: bool = False) -> RummyMatch:
    """The first turn of a match, after ``draw``, its player holding ``hand``."""
    players = [Player("Kim", junior=junior), Player("Cpu", computer="expert")]
    match = RummyMatch.new(rules, words, players, seed, variant=variant)
    match.apply(draw)
    assert " ".join(sorted(str(c) for c in match.hand(0))) == hand
    return match


def plan_words(found) -> list[str]:
    return [word_of(meld.cards) for meld in (found.action, *found.then)]


def test_R7_the_hint_hands_over_its_plan_in_order_with_the_total(rummy_rules, words):
    """Seed 9, Kim takes C■ from the discard pile: ECHO (or COVE) scores 16 alone, HOC and
    TEE 18 together. The hint named HOC (+9) and said nothing of TEE."""
    match = first_turn(rummy_rules, words, 9, DrawDiscard(), "Cb Eb Eg Hb Jr Ob Tg Vb")
    found = suggest(match)
    assert plan_words(found) == ["HOC", "TEE"] and found.points == 18
    assert planned(match).single_most == 16
    assert hint(match) == found.action  # the action to make now is the plan's first meld


def test_the_hint_searches_the_hands_melds_once_for_its_plan_and_the_best_single_meld(rummy_rules, words, monkeypatch):
    """The best single meld, which the plan must beat to be said whole, comes with the plan
    from its search (``planned``): the hand's melds were searched a second time for it."""
    from wordcards.ai import rummy as rummy_ai

    searched = []
    melds = rummy_ai.RummyContext.melds
    monkeypatch.setattr(rummy_ai.RummyContext, "melds", lambda self, hand, rng: searched.append(1) or melds(self, hand, rng))
    match = first_turn(rummy_rules, words, 9, DrawDiscard(), "Cb Eb Eg Hb Jr Ob Tg Vb")
    assert plan_words(suggest(match)) == ["HOC", "TEE"] and len(searched) == 1


def test_R9_a_plan_of_three_melds_is_handed_over_longest_first_after_the_hinted_one(rummy_rules, words):
    """Seed 11, inverse, after a draw from the pile: AZO, NU and JA shed 24, ANA alone 14."""
    match = first_turn(rummy_rules, words, 11, DrawDeck(), "Ag Ar Jr Nr Og Ug Ur Zg", "inverse")
    found = suggest(match)
    assert plan_words(found) == ["AZO", "NU", "JA"] and found.points == 24
    assert match.melds_points([m.cards for m in (found.action, *found.then)]) == 24


def test_the_plan_is_handed_over_only_when_it_scores_more_than_the_best_single_meld(rummy_rules, words):
    """Inverse, seed 10: NO and PE shed 16 together, as OPEN alone would; advanced, seed 4
    after the discard Y: BY fills row 2, LO adds only a tally (4 Primary points, as BY
    alone). Saying "NO, then PE (-16 penalty in all)" would sell two melds as more than one.
    The hint still names one meld of the plan (its search is unchanged), with its own points."""
    cases = [
        (10, DrawDeck(), "Er Jb Mb Nr Or Pr Rg Xb", "inverse", 16),
        (4, DrawDiscard(), "Bb Eg Gb Lg Og Vr Xb Yb", "advanced", 4),
    ]
    for seed, draw, hand, variant, most in cases:
        match = first_turn(rummy_rules, words, seed, draw, hand, variant)
        plan = best_plan(match)
        assert len(plan.melds) == 2 and match.melds_points(plan.melds) == planned(match).single_most == most, variant
        found = suggest(match)
        assert found.then == () and isinstance(found.action, Meld) and found.action.cards in plan.melds, variant
        assert found.points == match.score_change(found.action), variant


def test_a_one_meld_plan_is_the_hint_as_it_was(rummy_rules, words):
    """Inverse, seed 11, after taking the discard: ANA is the plan, said alone."""
    match = first_turn(rummy_rules, words, 11, DrawDiscard(), "Ag Ar Jr Nr Ug Ur Vb Zg", "inverse")
    found = suggest(match)
    assert plan_words(found) == ["ANA"] and found.points == 14


def test_a_juniors_plan_is_of_the_words_a_juniors_hint_may_use(rummy_rules, words):
    """Seed 19, junior Kim takes R■: the adult's plan is ARB, PA and TO (ARB is no word a
    child's hint offers); the junior's hint says BAR, then TO, both common words (its
    levels, adviser.for_junior), and counts them against the best single meld of those
    words (BAR, 9), not the adult's."""
    match = first_turn(rummy_rules, words, 19, DrawDiscard(), "Ab Ag Bb Or Pg Rb Tr Vr", junior=True)
    assert [word_of(m) for m in best_plan(match).melds] == ["ARB", "PA", "TO"] and not knows(JUNIOR_COMMON, words, "arb")
    found = suggest(match)
    assert plan_words(found) == ["BAR", "TO"] and found.points == 13
    assert all(knows(JUNIOR_COMMON, words, word.lower()) for word in plan_words(found))
    assert planned(match, JUNIOR_COMMON).single_most == 9
