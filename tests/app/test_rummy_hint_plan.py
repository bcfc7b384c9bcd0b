"""A rummy hint that says its plan (docs/decisions/ai.md, docs/playing.md): holding E■ C■ H■
O■ T● E● (seed 9, after taking C■) the hint said "meld H■O■C■ (+9 ...)" while ECHO scores 16,
and named TEE only after HOC was melded. It now says the plan, "meld H■O■C■, then T●E●E■
(+18 in all at hand's end)", on one line at 80 columns, and keeps it: after HOC the hint
names TEE."""

from __future__ import annotations

from itertools import product

from drivers import keys, past_the_handoff, typed

from wordcards.app import rummy_hint
from wordcards.app.hint_promises import Hint, Promised, PromisedLine, Promises, find_hint
from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, RummyMatch
from wordcards.engine.rummy.cards import parse_cards
from wordcards.engine.rummy.colours import word_of
from wordcards.rulesets import default_ruleset

HOC_THEN_TEE = "meld H■O■C■, then T●E●E■ (+18 in all at hand's end): type HOC, Enter."


def seed_9_after_taking_c(words, variant: str = "standard") -> RummyMatch:
    match = RummyMatch.new(default_ruleset("rummy"), words, [Player("Kim"), Player("Cpu", computer="expert")], 9, variant=variant)
    match.apply(DrawDiscard())
    return match


def words_of(actions) -> list[str]:
    return [word_of(action.cards) for action in actions]


async def hint_shown(app, pilot, *first: str):
    """The message once ``first`` are pressed, then Ctrl+G, and the hint's worker is done."""
    await keys(app, pilot, *first, "ctrl+g")
    await app.workers.wait_for_complete()
    await pilot.pause()
    return app.screen.message


def test_the_hint_says_its_plan_with_the_total_and_how_to_type_the_first_meld(words):
    match = seed_9_after_taking_c(words)
    found = find_hint(match)
    assert words_of((found.action, *found.then)) == ["HOC", "TEE"]
    plain, over, on_it = (rummy_hint.worded(match, found.action, found.points, True, found.then))
    assert plain.plain == HOC_THEN_TEE
    # Another word on the line: Esc too; the total says less so that the typing stays (a
    # player need not read HOC off the cards' marks; it read "(+18 in all at hand's end): Esc first.").
    assert over is not None and over.plain == "meld H■O■C■, then T●E●E■ (+18 in all): Esc, then type HOC, then Enter."
    # HOC on the line already: short enough for the total's longer words.
    assert on_it is not None and on_it[0] == "HOC" and on_it[1].plain == "meld H■O■C■, then T●E●E■ (+18 in all when the hand ends): press Enter."


def told_and_kept(match: RummyMatch, promises: Promises) -> Hint:
    """The hint found as the turn screen and the host find it, and what it promises kept."""
    found = find_hint(match, promises.due_line(match))
    promises.keep(match.actions, found.next_promise())
    return found


def test_each_step_of_the_plan_is_kept_a_fresh_search_does_not_replace_it(words, monkeypatch):
    """Inverse, seed 11: AZO, NU, then JA. After each meld the hint names the next of the
    plan, with the rest after it, and not what a fresh search would name (made to name a
    discard here: a fresh search finds the same melds, so only this shows the plan kept)."""
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion

    match = RummyMatch.new(default_ruleset("rummy"), words, [Player("Kim"), Player("Cpu", computer="expert")], 11, variant="inverse")
    match.apply(DrawDeck())
    promises = Promises()
    found = told_and_kept(match, promises)
    assert words_of((found.action, *found.then)) == ["AZO", "NU", "JA"] and found.points == 24
    monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(Discard(game.hand(0)[0]), 0))
    told = []
    while found.then:
        match.apply(found.action)
        found = told_and_kept(match, promises)
        assert found.promised and found.better is None
        told.append(rummy_hint.said(match, found.action, found.points, True, "", found.then).plain)
    assert told == [
        "meld N◆U◆, then J◆A◆ (13 out of your hand in all): type NU, then Enter.",
        "meld J◆A◆ (6 penalty points out of your hand): type JA, then Enter.",
    ]


def seed_11_inverse_after_the_draw(words) -> RummyMatch:
    """Inverse, seed 11, Kim drew: the hint's plan is AZO, NU, then JA (24 penalty points)."""
    match = RummyMatch.new(default_ruleset("rummy"), words, [Player("Kim"), Player("Cpu", computer="expert")], 11, variant="inverse")
    match.apply(DrawDeck())
    return match


NU_THEN_JA = "meld N◆U◆, then J◆A◆ (13 out of your hand in all): type NU, then Enter."


def test_the_hint_after_a_step_of_the_plan_says_the_rest_s_total_as_kept_not_replayed(words, monkeypatch):
    """Inverse, seed 11: after AZO, "NU, then JA (13 ...)", the total from the points the
    plan's hint said for each meld (``Suggestion.step_points``), kept with the promise:
    the hint no longer replays the line on a copy of the game (a replay of every action of
    the match) each time. After a resume, which keeps NU only, see below."""
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion

    match = seed_11_inverse_after_the_draw(words)
    promises = Promises()
    found = told_and_kept(match, promises)
    assert found.step_points == (11, 7, 6) and found.points == 24
    match.apply(found.action)
    copies = []
    clone = RummyMatch.clone
    monkeypatch.setattr(RummyMatch, "clone", lambda game: copies.append(1) or clone(game))
    monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(Discard(game.hand(0)[0]), 0))
    found = told_and_kept(match, promises)
    assert words_of((found.action, *found.then)) == ["NU", "JA"] and (found.points, found.step_points) == (13, (7, 6))
    assert copies == []


def test_after_a_resume_mid_plan_the_hint_says_the_rest_of_the_plan_it_keeps(words):
    """A save keeps the play due only (NU after AZO): the search after the resume finds NU,
    then JA again, and the hint says that plan, with its total (13), not NU alone (7) while
    quietly keeping JA after it. A plan the search finds that starts with another meld is
    never said, so never kept."""
    from wordcards import saves

    match = seed_11_inverse_after_the_draw(words)
    (azo, nu, ja), _ = find_hint(match).next_promise()
    match.apply(azo)
    promises = Promises()
    promises.restore(match, saves.Promise(len(match.actions), nu.notation()))
    assert promises.due_line(match) == (Promised(nu, None),)
    found = find_hint(match, promises.due_line(match))
    assert found == Hint(nu, 13, (ja,), promised=True, step_points=(7, 6))
    assert found.next_promise() == PromisedLine((nu, ja), (7, 6))
    assert rummy_hint.said(match, found.action, found.points, True, "", found.then).plain == NU_THEN_JA


def test_a_plan_found_afresh_that_starts_elsewhere_is_neither_said_nor_kept(words, monkeypatch):
    """Rummy never says a better line (``hint_says_better``): one that starts with another
    meld is dropped, and the promised meld is the hint, promising nothing more."""
    from wordcards import saves
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion

    match = seed_11_inverse_after_the_draw(words)
    (azo, nu, ja), _ = find_hint(match).next_promise()
    match.apply(azo)
    promises = Promises()
    promises.restore(match, saves.Promise(len(match.actions), nu.notation()))
    monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(ja, 13, (nu,)))
    found = find_hint(match, promises.due_line(match))
    assert (found.action, found.then, found.points, found.better) == (nu, (), 7, None)
    assert found.next_promise() is None


def test_an_undo_partway_through_a_plan_keeps_the_next_meld_promised_after_it_is_made_again(words, monkeypatch):
    """Seed 9: the plan HOC, then TEE; HOC made, then taken back (Ctrl+Z): the hint there is
    the search's own again (the plan); HOC made again, the next hint still names TEE, though
    a fresh search is made to name a discard."""
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion

    match = seed_9_after_taking_c(words)
    promises = Promises()
    found = told_and_kept(match, promises)
    (hoc, tee), _ = found.next_promise()
    assert found == Hint(hoc, 18, (tee,), step_points=(9, 9))
    match.apply(hoc)
    assert match.undo() == hoc
    assert promises.due_line(match) == ()
    assert told_and_kept(match, promises) == found
    match.apply(hoc)
    assert promises.due_line(match) == (Promised(tee, 9),)
    monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(Discard(game.hand(0)[0]), 0))
    assert told_and_kept(match, promises) == Hint(tee, 9, promised=True, step_points=(9,))


def test_another_meld_typed_partway_through_a_plan_leaves_nothing_promised(words, monkeypatch):
    """Inverse, seed 11: the plan AZO, NU, then JA; Kim melds AZO, then JA, not NU: nothing
    is promised there (the hint is the search's own, made to name a discard here) and no
    list marks NU."""
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion

    match = seed_11_inverse_after_the_draw(words)
    promises = Promises()
    found = told_and_kept(match, promises)
    (azo, nu, ja), _ = found.next_promise()
    assert found == Hint(azo, 24, (nu, ja), step_points=(11, 7, 6))
    match.apply(azo)
    assert promises.due_line(match) == (Promised(nu, 7), Promised(ja, 6))
    match.apply(ja)
    assert promises.due_line(match) == () and promises.hinted(match, None) is None
    discard = Discard(match.hand(0)[0])
    monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(discard, 0))
    assert told_and_kept(match, promises) == Hint(discard, 0)


def test_a_plan_hint_keeps_to_one_line_at_80_columns_in_every_variant(words):
    """Plans of three to five two-letter melds (a ruleset with bigger hands plans five), the
    longest to say, over every line (Esc first over another word): shortened until "Hint: "
    and it fit 78 columns (the message has a column of padding each side); too long even so,
    the first meld and a count of the rest ("then 4 more"), only where naming them all does
    not fit. The total is one of its wordings whole, each with "in all"."""
    rules = default_ruleset("rummy")
    pairs = ("Ab Bb", "Cg Dg", "Er Fr", "Gb Hb", "Ib Jb")
    melds = [Meld(tuple(parse_cards(pair, rules.colours))) for pair in pairs]
    cards = ("A■B■", "C●D●", "E◆F◆", "G■H■", "I■J■")
    counted_rest = set()
    for variant in ("standard", "advanced", "inverse"):
        match = seed_9_after_taking_c(words, variant)
        totals = [total for wordings in rummy_hint.plan_totals(match, 16) for total in wordings]
        for count in (3, 4, 5):
            for line in ("", "V", "AB"):
                said = rummy_hint.plan_said(match, melds[:count], 16, True, line).plain
                assert len("Hint: ") + len(said) <= rummy_hint.ONE_LINE == 78, (variant, said)
                assert said.startswith("meld A■B■, ") and any(f" ({total})" in said for total in totals), said
                if f"then {count - 1} more (" in said:
                    counted_rest.add((variant, count))
                    named = said.replace(f"then {count - 1} more", f"{', '.join(cards[1 : count - 1])}, then {cards[count - 1]}")
                    assert len("Hint: ") + len(named) > rummy_hint.ONE_LINE, said  # the count only where needed
                    continue
                at = [said.index(meld) for meld in cards[:count]]  # every meld, in order
                assert at == sorted(at), said
    assert {("standard", 5), ("advanced", 5), ("inverse", 5)} <= counted_rest
    # The total in the single meld's words with "in all", longest first: the longest where it fits.
    assert {variant: rummy_hint.plan_totals(seed_9_after_taking_c(words, variant), 8) for variant in ("standard", "advanced", "inverse")} == {
        "standard": (("+8 to your score in all when the hand ends", "+8 in all when the hand ends", "+8 in all at hand's end"), ("+8 in all",)),
        "advanced": (("+8 Primary points in all",), ("+8 in all",)),
        "inverse": (("8 penalty points out of your hand in all", "8 out of your hand in all", "8 out of hand in all"), ()),
    }
    said = rummy_hint.plan_said(seed_9_after_taking_c(words, "advanced"), melds[:2], 8, True, "AB").plain
    assert said == "meld A■B■, then C●D● (+8 Primary points in all): press Enter."


def plans_of_every_first_length(rules) -> list[list[Meld]]:
    """Plans of a first meld of 2 to 10 letters, then the rest of the hand's 11 cards at most
    (RUMMY_MOST_CARDS and the card drawn) as one meld of two letters, one of all that are
    left, two-letter melds, or one-letter melds (a save from before words had two letters)."""
    from wordcards.rulesets.rules import RUMMY_MOST_CARDS

    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    plans = []
    for first in range(2, 11):
        left = RUMMY_MOST_CARDS + 1 - first
        shapes = {(2,), (left,), (2,) * (left // 2), (1, 1), (1,)}
        for shape in sorted(shape for shape in shapes if shape and sum(shape) <= left):
            ends = [first + sum(shape[: k + 1]) for k in range(len(shape))]
            words = [letters[:first], *(letters[end - length : end] for end, length in zip(ends, shape))]
            plans.append([Meld(tuple(parse_cards(" ".join(c + "bgr"[k % 3] for c in word), rules.colours))) for k, word in enumerate(words)])
    return plans


def test_a_plan_hint_keeps_what_its_total_means_and_the_esc_on_one_line_for_every_first_meld(words):
    """A plan hint with a first meld of 2 to 10 letters, in every variant, over every line
    (empty, another word, the first meld's word), a junior's and an adult's: one line at 80
    columns, "Esc" whenever another word is on the line (what is typed would go on with it),
    a meld after the first named rather than counted as "1 more", what to type kept whenever
    a form that says it fits (the total saying less first: H48, "meld H■Y■M■N■, then A●T●E●
    (+25 Primary points in all)." left a child to read HYMN off the marks), and the total's
    meaning (R7 "at hand's end", R9 "your hand", R8 "Primary") kept whenever the shortest
    form that says it, with the typing where that fits, fits: a standard 8-letter meld with
    a word on the line read "then 1 more (+18 in all)."."""
    from wordcards.app.hint_typing import ANOTHER_WORD, how_to_type
    from wordcards.app.widgets.rummy.cards import word_text

    def fits(text: str) -> bool:
        return len("Hint: ") + len(text) <= rummy_hint.ONE_LINE

    rules = default_ruleset("rummy")
    for variant in ("standard", "advanced", "inverse"):
        adult, junior = seed_9_after_taking_c(words, variant), seed_40_after_taking(words, variant)
        meaning, saying_less = rummy_hint.plan_totals(adult, 83)
        for melds, match, line in product(plans_of_every_first_length(rules), (adult, junior), ("", ANOTHER_WORD, "V", "first")):
            first, *rest = (word_text(meld.cards, True).plain for meld in melds)
            others = f"then {rest[0]}" if len(rest) == 1 else f"then {len(rest)} more"
            word = word_of(melds[0].cards)
            line = word if line == "first" else line
            said = rummy_hint.plan_said(match, melds, 83, True, line).plain
            assert len("Hint: ") + len(said) <= rummy_hint.ONE_LINE, (variant, line, said)
            assert said.startswith(f"meld {first}, ") and "then 1 more" not in said, said
            another_word = line and line != word
            assert ("Esc" in said) == bool(another_word), (line, said)
            if match is junior and line != word:  # a child may not read the word off the cards' marks
                assert f"type {word}, " in said, (variant, line, said)
                continue
            # With the word on the line a junior's hint is the adult's ("press Enter" or not).
            assert said == rummy_hint.plan_said(adult, melds, 83, True, line).plain
            # The shortest a hint can say its meaning: the first meld, the others, the total.
            least = f"meld {first}, {others} ({meaning[-1]})." + (" Esc first." if another_word else "")
            said_less = any(f"({total})" in said for total in saying_less)
            typed_least = [f"meld {first}, {others} ({total}): {how_to_type(word, line, True)}." for total in (meaning[-1], *saying_less)]
            if line != word and any(map(fits, typed_least)):
                assert f"type {word}, " in said and said_less == (not fits(typed_least[0])), (variant, line, said)
            else:
                assert said_less == (not fits(least)), (variant, line, said)
    eight = [plan for plan in plans_of_every_first_length(rules) if list(map(len, words_of(plan))) == [8, 2]]
    said = rummy_hint.plan_said(seed_9_after_taking_c(words), eight[0], 18, True, ANOTHER_WORD).plain
    # No form with the typing fits (79 columns with "Hint: "): the meaning stays, the cards spell it.
    assert said == "meld A■B■C■D■E■F■G■H■, then I●J● (+18 in all at hand's end): Esc first."


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
        assert (await hint_shown(app, pilot)).content.plain == f"Hint: {HOC_THEN_TEE}"
        await keys(app, pilot, *typed("hoc"))
        assert words_of(game.actions[-1:]) == ["HOC"]
        monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(Discard(game.hand(0)[0]), 0))
        assert (await hint_shown(app, pilot)).content.plain == "Hint: meld T●E●E■ (+9 to your score when the hand ends): type TEE, then Enter."


async def test_at_80_columns_the_plan_hint_says_its_points_count_when_the_hand_ends_on_one_line(new_app):
    """Seed 9 at 80 columns: the hint said "(+18 in all)", its words shortened "when the hand
    ends" first, and a player read the 18 as scored now. Words that say nothing more go first
    (the typing's "then"s): "(+18 in all at hand's end)", on one line."""
    app = new_app("rummy", "--variant", "standard", "--players", "Kim,cpu:expert", "--seed", "9")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        message = await hint_shown(app, pilot, "ctrl+y")
        assert message.content.plain == f"Hint: {HOC_THEN_TEE}" and message.size.height == 1


async def test_at_the_keyboard_a_resume_mid_plan_says_the_rest_of_the_plan(new_app, words):
    """As played: inverse, seed 11, Kim draws, Ctrl+G says AZO, NU, then JA; AZO melded, quit
    and resume: Ctrl+G says "NU, then JA" with their total, as the plan before the quit did,
    not NU alone (7) while keeping JA unsaid."""
    from wordcards import saves
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session

    app = new_app("rummy", "--variant", "inverse", "--players", "Kim,cpu:expert", "--seed", "11")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        assert (await hint_shown(app, pilot, "ctrl+d")).content.plain.startswith("Hint: meld A●Z●O●, N◆U◆, then J◆A◆ (24 ")
        await keys(app, pilot, *typed("azo"))
        assert words_of(app.session.game.actions[-1:]) == ["AZO"]
        await keys(app, pilot, "ctrl+q", "y")
    app = WordcardsApp(Session.resume(saves.read_save(), words, None, None))
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        assert (await hint_shown(app, pilot)).content.plain == f"Hint: {NU_THEN_JA}"
        assert (await hint_shown(app, pilot, *typed("nu"))).content.plain == "Hint: meld J◆A◆ (6 penalty points out of your hand): type JA, then Enter."



def seed_40_after_taking(words, variant: str = "standard", junior: bool = True) -> RummyMatch:
    """Kim, a junior unless not ``junior``, seed 40, after taking the discard (standard: the
    plan BAR, then PAR)."""
    kim = Player("Kim", junior=junior)
    match = RummyMatch.new(default_ruleset("rummy"), words, [kim, Player("Cpu", computer="expert")], 40, variant=variant)
    match.apply(DrawDiscard())
    return match


def plan_over_another_word(match: RummyMatch) -> str:
    """The hint's plan for ``match`` as said over another word on the line."""
    from wordcards.app.hint_typing import ANOTHER_WORD

    found = find_hint(match)
    return rummy_hint.plan_said(match, (found.action, *found.then), found.points, True, ANOTHER_WORD).plain


def test_a_juniors_plan_hint_over_another_word_keeps_what_to_type(words):
    """Junior Kim, seed 40, with another word on the line: the hint read "meld B■A■R■, then
    P●A●R● (+18 in all at hand's end): Esc first.", what to type dropped to keep the hand's
    end, where a child may not read BAR off the cards' marks. For a junior what to type
    outlasts the total's longer words (advanced: "Primary points"), and then the total; for a
    player who is not a junior it outlasts the total's longer words too (H48), not the total."""
    from wordcards.app.hint_typing import ANOTHER_WORD

    standard = seed_40_after_taking(words)
    assert plan_over_another_word(standard) == "meld B■A■R■, then P●A●R● (+18 in all): Esc, then type BAR, then Enter."
    assert plan_over_another_word(seed_40_after_taking(words, "advanced")) == "meld P●A●R●, then A■X■ (+13 in all): Esc, then type PAR, then Enter."
    found = find_hint(standard)  # on an empty line both fit, as before
    assert rummy_hint.plan_said(standard, (found.action, *found.then), 18, True).plain == "meld B■A■R■, then P●A●R● (+18 in all at hand's end): type BAR, Enter."
    # Where no total fits with the typing (inverse has no shorter words for it), the total
    # goes first: it read "(18 out of hand in all): Esc first.".
    eight = [plan for plan in plans_of_every_first_length(default_ruleset("rummy")) if list(map(len, words_of(plan))) == [8, 2]][0]
    inverse = rummy_hint.plan_said(seed_40_after_taking(words, "inverse"), eight, 18, True, ANOTHER_WORD).plain
    assert inverse == "meld A■B■C■D■E■F■G■H■, then I●J●: Esc, then type ABCDEFGH, then Enter."
    # Kim, not a junior, in the same deal: her own plan differs, so BAR, then PAR is asked.
    adult = seed_40_after_taking(words, junior=False)
    said = rummy_hint.plan_said(adult, (found.action, *found.then), 18, True, ANOTHER_WORD).plain
    assert said == "meld B■A■R■, then P●A●R● (+18 in all): Esc, then type BAR, then Enter."
    # Inverse has no shorter total: an adult's keeps it, and the cards spell the word.
    inverse = rummy_hint.plan_said(seed_40_after_taking(words, "inverse", junior=False), eight, 18, True, ANOTHER_WORD).plain
    assert inverse == "meld A■B■C■D■E■F■G■H■, then I●J● (18 out of hand in all): Esc first."


async def test_at_80_columns_a_juniors_plan_hint_over_another_word_says_what_to_type(new_app):
    """As played at 80x24: junior Kim, seed 40, takes the discard (Ctrl+Y), types XT, Ctrl+G:
    the hint says to type BAR after Esc, on one line."""
    app = new_app("rummy", "--variant", "standard", "--players", "Kim,cpu:expert", "--junior", "Kim", "--seed", "40")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        message = await hint_shown(app, pilot, "ctrl+y", "x", "t")  # XT, not played
        assert app.screen.entry.value == "XT"
        assert message.content.plain == "Hint: meld B■A■R■, then P●A●R● (+18 in all): Esc, then type BAR, then Enter."
        assert message.size.height == 1


def test_a_juniors_plan_hint_with_its_word_typed_is_an_adults(words):
    """With the first meld's word on the line a junior's hint lost "at hand's end" (advanced:
    "Primary points") only to keep "press Enter": the junior rule is for a child who may not
    read the word off the cards' marks, and the word is typed already."""
    eight = [plan for plan in plans_of_every_first_length(default_ruleset("rummy")) if list(map(len, words_of(plan))) == [8, 2]][0]
    said = {variant: rummy_hint.plan_said(seed_40_after_taking(words, variant), eight, 18, True, "ABCDEFGH").plain for variant in ("standard", "advanced")}
    assert said == {
        "standard": "meld A■B■C■D■E■F■G■H■, then I●J● (+18 in all at hand's end).",
        "advanced": "meld A■B■C■D■E■F■G■H■, then I●J● (+18 Primary points in all).",
    }
