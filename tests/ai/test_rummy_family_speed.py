"""Word Rummy under a family's ruleset of one colour and hands of 10: a hint in the draw
phase weighs 9 hands of 11 cards, and took up to 3.4 s (bench/family_speed.py). The plan
search now works each part out once, with the same results: every plan compared here with
the search as it was (``reference_plans``, kept below as the specification), on seeded
positions of the shipped ruleset (every variant) and of one and two colours."""

from __future__ import annotations

import random
from typing import Callable

import pytest
from test_big_hands import CountedScans

from wordcards.ai import choose_action
from wordcards.ai import rummy as rummy_ai
from wordcards.ai import rummy_advice
from wordcards.ai.adviser import ADVISER
from wordcards.ai.levels import EXPERT, HARD, NORMAL
from wordcards.engine.players import Player
from wordcards.engine.rummy import Phase, RummyMatch
from wordcards.engine.seeding import rng
from wordcards.resources import ruleset_path
from wordcards.rulesets import parse_ruleset

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def family_rummy(colours: str, hand: int):
    """The shipped rummy ruleset for two players of ``hand`` cards in ``colours``."""
    text = ruleset_path("rummy").read_text(encoding="utf-8")
    edits = [("[red, green, blue]", colours), ("  max: 8", "  max: 2"), ("  2: 7\n", f"  2: {hand}\n")]
    edits += [(f"  {n}: {s}\n", "") for n, s in ((3, 7), (4, 7), (5, 7), (6, 7), (7, 6), (8, 5))]
    for old, new in edits:
        assert old in text
        text = text.replace(old, new)
    return parse_ruleset(text, "family.yaml")


# --- the search as it was: every split valued afresh, each card's words read per set ----


def reference_plans(ctx: rummy_ai.RummyContext, hand, taken, stream) -> list[tuple]:
    """``RummyContext.search``'s plans before it was made quicker, as (melds, discard, value); R8's
    kept words valued by every set of them, a free row counted once and not at all once the
    turn's melds fill it, and each word one more card makes by every such set of the rest."""
    cards = list(hand)
    options = ctx._meld_options(cards, stream)
    n = len(cards)
    values = [ctx.rules.value(c.letter) for c in cards]
    by_low: list[list[tuple[float, int]]] = [[] for _ in range(n)]
    for value, mask, _ in options:
        by_low[(mask & -mask).bit_length() - 1].append((value, mask))
    memo_now: dict[int, float] = {0: 0.0}
    memo_later: dict[tuple[int, frozenset], float] = {(0, frozenset()): 0.0}

    def if_ended(mask: int) -> float:
        if ctx.view.variant == "advanced":
            return 0.0
        if ctx.view.variant == "inverse":
            return -float(sum(values[i] for i in range(n) if mask >> i & 1))
        if mask not in memo_now:
            low = mask & -mask
            got = if_ended(mask ^ low) - values[low.bit_length() - 1]
            for _, m in by_low[low.bit_length() - 1]:
                if m & ~mask == 0:
                    got = max(got, bin(m).count("1") + if_ended(mask ^ m))
            memo_now[mask] = got
        return memo_now[mask]

    # R8: the pad row each option fills (None: none, or one filled before this turn).
    rows = [ctx.rules.pad_row(len(m)) if ctx.view.variant == "advanced" else None for _, _, m in options]
    rows = [row if row not in ctx.rows_used else None for row in rows]

    def packings(mask: int, start: int = 0):
        """Every set of disjoint options within ``mask``, as their indexes."""
        yield ()
        for k in range(start, len(options)):
            if options[k][1] & ~mask == 0:
                for rest in packings(mask & ~options[k][1], k + 1):
                    yield (k, *rest)

    def later(mask: int, filled: frozenset = frozenset()) -> float:
        if ctx.view.variant == "advanced" and (mask, filled) not in memo_later:
            # R8: of the words of one free row the best fills it, each other adds a tally;
            # every word of a row the turn's melds fill (``filled``) adds a tally.
            best = 0.0
            for chosen in packings(mask):
                by_row: dict[int, list[float]] = {}
                value = 0.0
                for k in chosen:
                    if rows[k] is None:
                        value += options[k][0]
                    elif rows[k] in filled:
                        value += rummy_ai.TALLY_VALUE
                    else:
                        by_row.setdefault(rows[k], []).append(options[k][0])
                value += sum(max(row) + rummy_ai.TALLY_VALUE * (len(row) - 1) for row in by_row.values())
                best = max(best, value)
            memo_later[mask, filled] = best
        if (mask, filled) not in memo_later:
            low = mask & -mask
            got = later(mask ^ low)
            for value, m in by_low[low.bit_length() - 1]:
                if m & ~mask == 0:
                    got = max(got, value + later(mask ^ m))
            memo_later[mask, filled] = got
        return memo_later[mask, filled]

    def row_draw_gain(mask: int, filled: frozenset) -> float:
        """R8: each unseen card's best word with the cards of ``mask``: its value (a tally
        if the turn's melds fill its row), and if the rest holds a word of its row, the
        better of the two fills it, less what its cards meld anyway."""
        total = 0.0
        for found in prospects.values():
            best = 0.0
            for value, m, row_bit in found:
                if value <= 0 or m & ~mask:
                    continue
                row = row_bit.bit_length() - 1 if row_bit else None
                rest = mask & ~m
                if row is None:
                    worth = value
                elif row in filled:
                    worth = rummy_ai.TALLY_VALUE
                else:
                    worth = max(value - (later(rest, filled) - later(rest, filled | {row})), rummy_ai.TALLY_VALUE)
                best = max(best, worth - later(m, filled))
            total += best
        return total / unseen_count

    def card_gains(found):
        out = sorted(((value - later(m), m) for value, m, _ in found if value > 0), key=lambda g: -g[0])
        kept: list[tuple[float, int]] = []
        for gain, m in out:
            if gain > 0 and not any(k & ~m == 0 for _, k in kept):
                kept.append((gain, m))
        return kept

    prospects = ctx.prospects(cards) if ctx.p_end < 1 else {}
    unseen_count = max(1, len(ctx.unseen())) if prospects else 1
    gains = [g for g in (card_gains(found) for found in prospects.values()) if g]

    def draw_gain(mask: int) -> float:
        total = 0.0
        for found in gains:
            for gain, m in found:
                if m & ~mask == 0:
                    total += gain
                    break
        return total / unseen_count

    def keep_value(mask: int, filled: frozenset) -> float:
        if mask == 0:
            return ctx.level.out_bonus * ctx.others_cards
        p = ctx.p_end
        hold = ctx.level.keep_for_later * later(mask, filled) if ctx.level.look_ahead else if_ended(mask)
        gain = row_draw_gain(mask, filled) if ctx.view.variant == "advanced" else draw_gain(mask)
        return p * if_ended(mask) + (1 - p) * (hold + ctx.level.draw_weight * gain)

    feed = [ctx.level.feed_weight * ctx.rules.value(c.letter) for c in cards]
    # R8: of the melds of one pad row in a turn only the first fills it; the others add a tally.
    best, by_end = reference_ends(cards, taken, options, rows, keep_value, feed)
    others = sorted((f for f in by_end.values() if f is not best), key=lambda f: -f[0])
    return [(tuple(options[k][2] for k in f[2]), cards[f[3]] if f[3] is not None else None, f[0]) for f in [best, *others]]


def reference_ends(cards, taken, options, rows, keep_value: Callable[[int, frozenset], float], feed):
    n = len(cards)
    full = (1 << n) - 1
    best = None
    by_end: dict = {}
    count = 0
    stack = [(0, 0, 0.0, (), frozenset())]
    while stack and count < rummy_ai.MAX_SPLITS:
        start, used, scored, chosen, filled = stack.pop()
        count += 1
        rest = full & ~used
        ends = []
        if rest == 0:
            ends.append((scored + keep_value(0, filled), used, chosen, None))
        for i in range(n):
            if rest >> i & 1 and (cards[i] != taken or rest == 1 << i):
                kept = rest & ~(1 << i)
                ends.append((scored + keep_value(kept, filled) - (feed[i] if kept else 0.0), used, chosen, i))
        for candidate in ends:
            if best is None or candidate[0] > best[0]:
                best = candidate
            end = (candidate[3], candidate[1].bit_count())
            if end not in by_end or candidate[0] > by_end[end][0]:
                by_end[end] = candidate
        for k in range(start, len(options)):
            value, mask, _ = options[k]
            if mask & used == 0:
                if rows[k] in filled:
                    value = rummy_ai.TALLY_VALUE
                stack.append((k + 1, used | mask, scored + value, chosen + (k,), filled | {rows[k]} - {None}))
    return best, by_end


def seeded_hands(rules, words, variant: str, seeds: range, every: int):
    """(view, hand, card taken) at every ``every``-th chance to plan in seeded matches of
    two normal players: each play phase, and each draw phase with the top card added."""
    found = []
    for seed in seeds:
        match = RummyMatch.new(rules, words, (Player("Ann"), Player("Bob")), seed, variant=variant)
        stream = rng(seed, "plans compared")
        moments = 0
        while not match.is_over and len(match.actions) < 40:
            if match.phase is Phase.HAND_OVER:
                match.apply(match.legal_actions()[0])
                continue
            view = match.view(match.current)
            moments += 1
            if moments % every == 0:
                if match.phase is Phase.PLAY:
                    found.append((view, list(view.hand), view.taken_from_discard))
                elif view.discard_top is not None:
                    found.append((view, [*view.hand, view.discard_top], view.discard_top))
            match.apply(choose_action(match, match.current, "normal", stream))
    return found


CASES = {
    "shipped standard": ("[red, green, blue]", 7, "standard", range(1, 4), 2),
    "shipped advanced": ("[red, green, blue]", 7, "advanced", range(1, 3), 2),
    "shipped inverse": ("[red, green, blue]", 7, "inverse", range(1, 3), 2),
    "two colours, hands of 10": ("[red, green]", 10, "standard", range(1, 2), 5),
    "one colour, hands of 10": ("[red]", 10, "standard", range(1, 2), 9),
    "one colour, hands of 10, inverse": ("[red]", 10, "inverse", range(2, 3), 12),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_quicker_plan_search_finds_the_very_same_plans(words, case):
    colours, hand, variant, seeds, every = CASES[case]
    rules = family_rummy(colours, hand)
    positions = seeded_hands(rules, words, variant, seeds, every)
    assert positions
    for view, cards, taken in positions:
        for level in (HARD, NORMAL, EXPERT):
            ctx = rummy_ai.RummyContext(view, rules, words, False, level)
            quick = [(p.melds, p.discard, p.value) for p in ctx.search(cards, taken, random.Random(3)).plans]
            fresh = rummy_ai.RummyContext(view, rules, words, False, level)
            assert quick == reference_plans(fresh, cards, taken, random.Random(3))  # values equal to the last bit


@pytest.mark.parametrize("seed", (1, 2))
def test_searches_of_one_draw_sharing_the_hands_words_find_the_same_plans(words, seed):
    """Advanced (R8): hard's draw searches the hand with the top card, then with each sampled
    card, in one context; the later searches start from what the earlier worked out for
    the hand's own cards (``_known_of_hand``), and plan as a fresh context does."""
    rules = family_rummy("[red]", 10)
    match = RummyMatch.new(rules, words, (Player("Ann"), Player("Bob")), seed, variant="advanced")
    view = match.view(match.current)
    hand, top = list(view.hand), view.discard_top
    shared = rummy_ai.RummyContext(view, rules, words, False, HARD)
    for card, taken in [(top, top)] + [(card, None) for card in shared.unseen()[:3]]:
        known = shared._hand_later
        plans = shared.search([*hand, card], taken, random.Random(3)).plans
        fresh = rummy_ai.RummyContext(view, rules, words, False, HARD).search([*hand, card], taken, random.Random(3)).plans
        assert plans == fresh
        if card is not top:
            assert known is not None and known[1]  # this search began from the earlier ones' work
    # A player who may overlook a word finds other words within the hand each time: no sharing.
    assert rummy_ai.RummyContext(view, rules, words, False, NORMAL)._known_of_hand([*hand, top]) is None


# --- the words one more card makes --------------------------------------------------------


class CountedLookups(dict):
    """An anagram index that counts its look-ups."""

    lookups = 0

    def get(self, key, default=None):
        CountedLookups.lookups += 1
        return super().get(key, default)


def test_one_more_letter_for_a_hand_of_eleven_reads_the_keys_not_every_subset(monkeypatch, words):
    """With 11 letters each of the 2**11 subsets was looked up with each of the 15 other
    letters (tens of milliseconds, 9 times a hint); the keys with no repeated letter are
    read through instead."""
    monkeypatch.setitem(words.__dict__, "anagrams", CountedLookups(words.anagrams))
    CountedLookups.lookups = 0
    found = rummy_ai.one_more_letter.__wrapped__(words, "ADEILNORSTU", 2, False, 3)
    assert found["B"] and CountedLookups.lookups < 2**11


@pytest.mark.parametrize("seed", range(6))
def test_reading_the_keys_finds_the_words_looking_up_subsets_finds_in_the_same_order(words, seed):
    stream = random.Random(seed)
    for size in (0, 1, 4, 9, 11):
        letters = "".join(sorted(stream.sample(LETTERS, size)))
        least = stream.randint(1, 4)
        assert rummy_ai._by_scan(words, letters, least) == rummy_ai._by_subsets(words, letters, least)


# --- the draw gain: what one more card could make with the cards kept ---------------------


def test_a_plan_of_eleven_cards_in_one_colour_reads_each_cards_words_seldom(monkeypatch, words):
    """Each set of kept cards read every unseen card's words through (hundreds each),
    and the splits of 11 cards keep most of the 2**11 sets: now a big set left after the
    melds reads them once for all its discards, and a small one looks its subsets up."""
    rules = family_rummy("[red]", 10)
    match = RummyMatch.new(rules, words, (Player("Ann"), Player("Bob")), 1)
    gains, search = rummy_ai._gains, rummy_ai.RummyContext.search
    searches = []  # (cards, unseen cards) of each plan search

    def counted_search(self, hand, *args):
        searches.append((len(hand), len(self.unseen())))
        return search(self, hand, *args)

    monkeypatch.setattr(rummy_ai, "_gains", lambda *args: CountedScans(gains(*args)))
    monkeypatch.setattr(rummy_ai.RummyContext, "search", counted_search)
    CountedScans.scans = 0
    choose_action(match, match.current, "hard", rng(1, "one colour"))  # the draw: 5 to 9 hands of 11 weighed
    assert 5 <= len(searches) <= 9 and 0 < CountedScans.scans <= sum(unseen * 2**cards // 4 for cards, unseen in searches)


# --- the split cap: hands too big to split in full weigh fewer imagined draws -------------


def first_draw(rules, words):
    """A seeded match of two at its first draw, the discard pile's top showing."""
    match = RummyMatch.new(rules, words, (Player("Ann"), Player("Bob")), 1)
    assert match.phase is Phase.DRAW and match.view(match.current).discard_top is not None
    return match


def hands_weighed(monkeypatch, match) -> int:
    """How many hands hard's draw decision plans: the one with the top card and each
    imagined draw."""
    search = rummy_ai.RummyContext.search
    searches = []

    def counted_search(self, hand, *args):
        searches.append(len(hand))
        return search(self, hand, *args)

    monkeypatch.setattr(rummy_ai.RummyContext, "search", counted_search)
    choose_action(match, match.current, "hard", rng(1, "draw"))
    return len(searches)


def test_hard_weighs_every_sampled_draw_when_the_hands_split_in_full(monkeypatch, words):
    match = first_draw(family_rummy("[red, green, blue]", 7), words)  # the shipped rules for two
    assert hands_weighed(monkeypatch, match) == 1 + HARD.draw_samples


def test_hard_weighs_half_the_sampled_draws_once_a_hand_reaches_the_split_cap(monkeypatch, words):
    """A one-colour hand of 11 has more splits than MAX_SPLITS, each valued: 9 of them
    took a hint 450 ms (p95). Once one reaches the cap, half the sample is weighed."""
    monkeypatch.setattr(rummy_ai, "MAX_SPLITS", 3)  # every hand reaches it
    match = first_draw(family_rummy("[red, green, blue]", 7), words)
    assert hands_weighed(monkeypatch, match) == 1 + HARD.draw_samples // 2


@pytest.mark.parametrize("variant", ["standard", "advanced", "inverse"])
def test_the_shipped_rules_never_reach_the_split_cap(words, variant):
    """What keeps the shipped game's choices as they were (the sample is halved only at the cap)."""
    rules = parse_ruleset(ruleset_path("rummy").read_text(encoding="utf-8"), "rummy.yaml")
    positions = seeded_hands(rules, words, variant, range(1, 4), 1)
    assert positions
    for view, cards, taken in positions:
        ctx = rummy_ai.RummyContext(view, rules, words, False, HARD)
        assert ctx.search(cards, taken, random.Random(3)).complete


# --- the hint after the draw: the meld it suggests -----------------------------------------


def test_the_hint_after_the_draw_sorts_the_melds_once(monkeypatch, words):
    """Among melds of equal points the hint breaks ties by their sorted order; it sorted
    the whole list once per meld, and a one-colour hand of 11 finds hundreds (a hint took
    640 ms). The meld suggested is the same. (The few melds of a split are put longest
    first to be scored, R8: those short sorts are not counted.)"""
    match = RummyMatch.new(family_rummy("[red]", 10), words, (Player("Ann"), Player("Bob")), 1)
    stream = rng(1, "to the play")
    while not (match.phase is Phase.PLAY and len(match.view(match.current).hand) == 11):
        match.apply(choose_action(match, match.current, "normal", stream))
    view = match.view(match.current)
    ctx = rummy_ai.RummyContext(view, match.rules, words, False, ADVISER)
    melds = ctx.melds(view.hand, rng(0))
    planned = rummy_advice.best_plan(match).melds
    as_it_was = max(planned, key=lambda m: (match.melds_points([m]), -sorted(planned).index(m)))
    sorts = []

    def counted_sorted(items, *args, **kwargs):
        items = list(items)
        if len(items) > len(view.hand):  # more than the melds of one split can be
            sorts.append(1)
        return sorted(items, *args, **kwargs)

    monkeypatch.setattr(rummy_advice, "sorted", counted_sorted, raising=False)
    assert len(melds) > 100
    assert rummy_advice.hint(match).cards == as_it_was and len(sorts) <= 2
