"""A rummy hint that follows its plan (docs/decisions/ai.md) says the plan where its first
meld alone scores less than another meld, at the shared keyboard and to a remote seat."""

from __future__ import annotations

from wordcards.app import rummy_hint
from wordcards.app.widgets.rummy.cards import PLAIN_TEXT_DARK
from wordcards.engine.players import Player
from wordcards.engine.rummy import DrawDiscard, Meld, RummyMatch
from wordcards.remote.host_parts import rummy as host_rummy
from wordcards.rulesets import default_ruleset

PLAN = "meld H■O■C■, then T●E●E■: 18 points together (more than C■O■V■E■ alone): type HOC, then Enter."


def kim_took_the_c(words) -> RummyMatch:
    """A play-tester's turn: standard, seed 9, Kim takes C■ from the discard pile."""
    match = RummyMatch.new(default_ruleset("rummy"), words, [Player("Kim"), Player("Cpu", computer="expert")], 9, variant="standard")
    match.apply(DrawDiscard())
    return match


def test_R7_a_hint_whose_meld_scores_less_than_another_says_its_plan(words):
    """Holding E■ C■ H■ O■ T● E●, the hint said "meld H■O■C■ (+9 ...): type HOC" while ECHO
    scores 16 (COVE too): only the next hint named TEE (HOC and TEE make 18). It says both now, and
    the host says it to a seat in the same words."""
    from wordcards.ai import hint

    match = kim_took_the_c(words)
    action = hint(match)
    assert isinstance(action, Meld) and match.describe(action).startswith("meld HOC ")
    said = rummy_hint.said(match, action, match.score_change(action), PLAIN_TEXT_DARK)
    assert str(said) == PLAN and len("Hint: " + PLAN) <= 2 * 80
    plain, over_a_word, _ = host_rummy.hint_words(match, action, match.score_change(action))
    assert plain == PLAN and over_a_word == PLAN.replace(": type", ": Esc, then type")
    match.apply(action)  # the plan's second meld is best alone: said as before
    second = hint(match)
    assert str(rummy_hint.said(match, second, match.score_change(second), PLAIN_TEXT_DARK)).startswith("meld T●E●E■ (+9 ")
