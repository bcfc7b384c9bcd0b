"""A rummy hint that says its plan (docs/decisions/ai.md, docs/playing.md): holding E■ C■ H■
O■ T● E● (seed 9, after taking C■) the hint said "meld H■O■C■ (+9 ...)" while ECHO scores 16,
and named TEE only after HOC was melded. It now says the plan, "meld H■O■C■, then T●E●E■
(+18 in all)", on one line at 80 columns, and keeps it: after HOC the hint names TEE."""

from __future__ import annotations

from drivers import keys, past_the_handoff, typed

from wordcards.app import rummy_hint
from wordcards.app.hint_promises import Promises, find_hint
from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, RummyMatch
from wordcards.engine.rummy.cards import parse_cards
from wordcards.engine.rummy.colours import word_of
from wordcards.rulesets import default_ruleset

HOC_THEN_TEE = "meld H■O■C■, then T●E●E■ (+18 in all): type HOC, then Enter."


def seed_9_after_taking_c(words, variant: str = "standard") -> RummyMatch:
    match = RummyMatch.new(default_ruleset("rummy"), words, [Player("Kim"), Player("Cpu", computer="expert")], 9, variant=variant)
    match.apply(DrawDiscard())
    return match


def words_of(actions) -> list[str]:
    return [word_of(action.cards) for action in actions]


def test_the_hint_says_its_plan_with_the_total_and_how_to_type_the_first_meld(words):
    match = seed_9_after_taking_c(words)
    found = find_hint(match)
    assert words_of((found.action, *found.then)) == ["HOC", "TEE"]
    plain, over, on_it = (rummy_hint.worded(match, found.action, found.points, True, found.then))
    assert plain.plain == HOC_THEN_TEE
    assert over is not None and over.plain == HOC_THEN_TEE.replace(": type", ": Esc, then type")
    # HOC on the line already: short enough for the total's longer words.
    assert on_it is not None and on_it[0] == "HOC" and on_it[1].plain == "meld H■O■C■, then T●E●E■ (+18 to your score in all): press Enter."


def test_each_step_of_the_plan_is_kept_a_fresh_search_does_not_replace_it(words, monkeypatch):
    """Inverse, seed 11: AZO, NU, then JA. After each meld the hint names the next of the
    plan, with the rest after it, and not what a fresh search would name (made to name a
    discard here: a fresh search finds the same melds, so only this shows the plan kept)."""
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion

    match = RummyMatch.new(default_ruleset("rummy"), words, [Player("Kim"), Player("Cpu", computer="expert")], 11, variant="inverse")
    match.apply(DrawDeck())
    promises = Promises()
    found = find_hint(match, promises.due_line(match))
    assert words_of((found.action, *found.then)) == ["AZO", "NU", "JA"] and found.points == 24
    promises.keep(match.actions, found.next_step())
    monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(Discard(game.hand(0)[0]), 0))
    told = []
    while found.then:
        match.apply(found.action)
        found = find_hint(match, promises.due_line(match))
        promises.keep(match.actions, found.next_step())
        assert found.promised and found.better is None
        told.append(rummy_hint.said(match, found.action, found.points, True, "", found.then).plain)
    assert told == [
        "meld N◆U◆, then J◆A◆ (-13 penalty points in all): type NU, then Enter.",
        "meld J◆A◆ (6 penalty points out of your hand): type JA, then Enter.",
    ]


def test_a_plan_hint_keeps_to_one_line_at_80_columns_in_every_variant(words):
    """A plan of four two-letter melds, the longest to say (eight cards, a hand's most), with
    a word on the line (Esc first): shortened until "Hint: " and it fit 78 columns (the
    message has a column of padding each side)."""
    rules = default_ruleset("rummy")
    melds = [Meld(tuple(parse_cards(pair, rules.colours))) for pair in ("Ab Bb", "Cg Dg", "Er Fr", "Gb Hb")]
    for variant in ("standard", "advanced", "inverse"):
        match = seed_9_after_taking_c(words, variant)
        for line in ("", "V", "AB"):
            said = rummy_hint.plan_said(match, melds, 16, True, line)
            assert len("Hint: ") + said.cell_len <= rummy_hint.ONE_LINE == 78, (variant, said.plain)
            at = [said.plain.index(cards) for cards in ("A■B■", "C●D●", "E◆F◆", "G■H■")]  # every meld, in order
            assert said.plain.startswith("meld A■B■, ") and at == sorted(at) and "16" in said.plain, said.plain
    # Where it fits, the whole: every "then", and the total in the variant's words.
    said = {variant: rummy_hint.plan_said(seed_9_after_taking_c(words, variant), melds[:2], 8, True).plain for variant in ("standard", "advanced", "inverse")}
    assert said == {
        "standard": "meld A■B■, then C●D● (+8 to your score in all): type AB, then Enter.",
        "advanced": "meld A■B■, then C●D● (+8 Primary points in all): type AB, then Enter.",
        "inverse": "meld A■B■, then C●D● (-8 penalty points in all): type AB, then Enter.",
    }


async def test_at_the_keyboard_the_hint_says_the_plan_and_after_hoc_names_tee(new_app, monkeypatch):
    """As played: seed 9, Kim takes C■ (Ctrl+Y); Ctrl+G says the plan; HOC melded, Ctrl+G
    names TEE, the plan's next meld, though a fresh search is made to name a discard."""
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion

    app = new_app("rummy", "--variant", "standard", "--players", "Kim,cpu:expert", "--seed", "9")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)  # the match's first: who plays first
        game = app.session.game
        await keys(app, pilot, "ctrl+y")
        assert isinstance(game.actions[-1], DrawDiscard)
        await keys(app, pilot, "ctrl+g")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen.message.content.plain == f"Hint: {HOC_THEN_TEE}"
        await keys(app, pilot, *typed("hoc"))
        assert words_of(game.actions[-1:]) == ["HOC"]
        monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(Discard(game.hand(0)[0]), 0))
        await keys(app, pilot, "ctrl+g")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.screen.message.content.plain == "Hint: meld T●E●E■ (+9 to your score when the hand ends): type TEE, then Enter."
