"""The rummy computer player: decides from the player's view only (its own hand, the table,
the top of the discard pile, the sizes of the others' hands), never from another hand.

One decision looks at every way to split the hand into words to meld now, a card to
discard and the cards kept. The split is scored by what the melds score now, plus what
the kept cards are worth: if the hand ends soon, their best arrangement (R7); if not, the
words they could still meld. Going out earns a bonus (the others are left holding cards).
"""

from __future__ import annotations

import random
from bisect import bisect_left
from functools import cache, lru_cache, partial
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence
from weakref import WeakKeyDictionary

from wordcards.ai.levels import Level, knows
from wordcards.ai.rummy_out_chance import NextOut
from wordcards.engine.rummy import DrawDeck, DrawDiscard, Discard, Meld, Phase, RummyCard, RummyView
from wordcards.engine.rummy.cards import full_deck
from wordcards.engine.rummy.colours import word_of
from wordcards.engine.rummy.melds import find_melds, melds_by_cards
from wordcards.rulesets import LETTERS, RUMMY_SHORTEST_WORD, RummyRules
from wordcards.typed_text import a_to_z
from wordcards.words import WordList

MAX_SPLITS = 4000  # a safety cap on the splits looked at (never reached with the shipped rules)
TALLY_VALUE = 1.0  # advanced (R8): a meld whose pad row is filled adds only a tally mark


def pad_worth(primary: int, tallies: int) -> float:
    """What melds that add ``primary`` points (R8: Primary; the other variants' points) and
    ``tallies`` tally marks are worth, a tally rated as the plan search rates one
    (``TALLY_VALUE``): the hint and the review count a tally so (docs/decisions/ai.md)."""
    return primary + TALLY_VALUE * tallies


@dataclass(frozen=True)
class RummyPlan:
    """What the player means to do with a hand: these melds, then this discard (None when
    the melds empty the hand), and how good that looks (``value``, in rough points)."""

    melds: tuple[tuple[RummyCard, ...], ...]
    discard: RummyCard | None
    value: float

    @property
    def meld_points(self) -> int:
        return sum(len(m) ** 2 for m in self.melds)


@dataclass(frozen=True)
class PlanSearch:
    """What a plan search found: the best plan, then the best for every other way to end
    the turn (``RummyContext.search``); and whether it looked at every split of the hand
    (False: it stopped at MAX_SPLITS)."""

    plans: tuple[RummyPlan, ...]
    complete: bool

    @property
    def best(self) -> RummyPlan:
        return self.plans[0]


def unseen_cards(view: RummyView, rules: RummyRules) -> list[RummyCard]:
    """The cards the view's player has not seen: not in their hand, on the table or on top
    of the discard pile, in deck order."""
    # By letter and colour: a card's own hash is a Python call, and a look-ahead asks this
    # tens of thousands of times.
    seen = {(c.letter, c.colour) for c in view.hand}
    seen.update((c.letter, c.colour) for seat in view.seats for word in seat.table for c in word)
    if view.discard_top is not None:
        seen.add((view.discard_top.letter, view.discard_top.colour))
    return [c for c in full_deck(rules) if (c.letter, c.colour) not in seen]


class RummyContext:
    """The facts one decision uses, all public to the player: the view, rules, words."""

    def __init__(self, view: RummyView, rules: RummyRules, words: WordList, junior: bool, level: Level):
        self.view = view
        self.rules = rules
        self.words = words
        self.level = level
        # No 1-letter word under an old save's minimum of 1: a player cannot type one (one
        # letter discards, R4), so a computer does not play one, nor a hint name one.
        self.min_length = max(RUMMY_SHORTEST_WORD, rules.min_word_length.for_player(junior))
        self._unseen: list[RummyCard] | None = None
        # Advanced: the last search's cards but its last, and what it remembered (``_known_of_hand``).
        self._hand_later: tuple[tuple[RummyCard, ...], dict[int, float]] | None = None
        me = view.seats[view.seat]
        others = [s for i, s in enumerate(view.seats) if i != view.seat]
        self.others_cards = sum(s.hand_size for s in others)
        # How likely the hand ends before this player's next turn (R6).
        if view.draw_pile_size == 0:
            self.p_end = 1.0
        elif view.draw_pile_size < len(view.seats):
            self.p_end = 0.9
        else:
            self.p_end = min(0.9, level.end_chance + 0.25 * sum(1 for s in others if s.hand_size <= level.close_hand))
        # Opt-in (off as shipped): the next player's chance of going out, from sampled hands.
        self.next_out: NextOut | None = None
        if level.out_samples and len(view.seats) == 2 and view.draw_pile_size >= len(view.seats):
            following = view.seats[(view.seat + 1) % 2]
            covered = partial(covered_by_words, words=words, colours=tuple(rules.colours), min_length=self.min_length)
            self.next_out = NextOut(self.unseen(), following.hand_size, level.out_samples, rules.colours, covered)
            if self.next_out.hands:
                self.p_end = self.next_out.by_draw
        # What the hand's end costs a set of kept cards (``_kept_worth``), for the last search.
        self._end_cost: Callable[[int, int], float] | None = None
        # Advanced (R8): pad rows already filled, this match or this hand.
        self.rows_used: set[int] = set()
        if view.variant == "advanced":
            if me.pad is not None:
                self.rows_used = {row.length for row in me.pad.rows if row.primary is not None}
            for word in me.table:
                row = rules.pad_row(len(word))
                if row is not None:
                    self.rows_used.add(row)

    # --- what cards are worth -----------------------------------------------------------

    def meld_value(self, cards: Sequence[RummyCard] | str) -> float:
        """What melding these cards (or a word of these letters) is worth."""
        n = len(cards)
        if self.view.variant == "inverse":  # R9: melding only sheds penalty
            letters = cards if isinstance(cards, str) else (c.letter for c in cards)
            return sum(self.rules.value(letter) for letter in letters) + 0.1 * n
        if self.view.variant == "advanced":  # R8: the first word of a length fills its row
            row = self.rules.pad_row(n)
            return float(n * n) if row is not None and row not in self.rows_used else TALLY_VALUE
        return float(n * n)  # R7

    def table_value(self) -> float:
        """What this player's words on the table this hand are worth, each as ``meld_value``
        rated it when it was melded: in advanced (R8) the first word of a row the pad has
        not filled fills it and each other adds a tally (``rows_used`` already counts the
        rows of these words as filled, so ``meld_value`` would rate every one a tally)."""
        table = self.view.seats[self.view.seat].table
        if self.view.variant != "advanced":
            return sum(self.meld_value(word) for word in table)
        pad = self.view.seats[self.view.seat].pad
        filled = {row.length for row in pad.rows if row.primary is not None} if pad is not None else set()
        value = 0.0
        for word in table:
            row = self.rules.pad_row(len(word))
            if row is not None and row not in filled:
                filled.add(row)
                value += float(len(word) ** 2)
            else:
                value += TALLY_VALUE
        return value

    def unseen(self) -> list[RummyCard]:
        """Cards this player has not seen (``unseen_cards``), worked out once."""
        if self._unseen is None:
            self._unseen = unseen_cards(self.view, self.rules)
        return self._unseen

    # --- the melds this player finds ----------------------------------------------------

    def melds(self, hand: Sequence[RummyCard], rng: random.Random) -> list[tuple[RummyCard, ...]]:
        found = find_melds(hand, self.words, self.rules.colours, self.min_length)
        known: dict[str, bool] = {}
        kept = []
        for cards in found:
            word = word_of(cards)
            if word not in known:
                known[word] = knows(self.level, self.words, word) and rng.random() >= self.level.miss
            if known[word]:
                kept.append(cards)
        return kept

    def prospects(self, cards: Sequence[RummyCard]) -> dict[RummyCard, list[tuple[float, int, int]]]:
        """For each unseen card, the one-colour words it would make with some of ``cards``:
        (value, mask of the cards of ``cards`` used, the pad row it would fill as a bit:
        ``_row_bit``), best first. One colour only: a word without a repeated letter is
        all one colour (R4), and nearly every word is such."""
        by_card: dict[RummyCard, list[tuple[float, int, int]]] = {}
        by_length: dict[int, tuple[float, int]] = {}  # value and row: a word's length tells them, but in inverse (R9)
        inverse = self.view.variant == "inverse"
        for colour in self.rules.colours:
            mine = [(i, c) for i, c in enumerate(cards) if c.colour == colour]
            bit_of = {c.letter: 1 << i for i, c in mine}  # one card of a letter per colour
            completions = one_more_letter(
                self.words, "".join(sorted(c.letter for _, c in mine)), self.min_length, self.level.common_only, self.level.tier
            )
            for card in self.unseen():
                words = completions.get(card.letter) if card.colour == colour else None
                if not words:
                    continue
                found = []
                for word in words:
                    mask = 0
                    for letter in word:  # the cards of ``mine`` the word uses
                        mask |= bit_of.get(letter, 0)
                    if inverse:
                        found.append((self.meld_value(word), mask, 0))
                        continue
                    worth = by_length.get(len(word))
                    if worth is None:
                        worth = by_length[len(word)] = (self.meld_value(word), self._row_bit(len(word)))
                    found.append((worth[0], mask, worth[1]))
                found.sort(key=lambda f: -f[0])
                by_card[card] = found
        return by_card

    # --- the best plan for a hand -------------------------------------------------------

    def plan(self, hand: Sequence[RummyCard], taken: RummyCard | None, rng: random.Random) -> RummyPlan:
        return self.search(hand, taken, rng).best

    def search(self, hand: Sequence[RummyCard], taken: RummyCard | None, rng: random.Random) -> PlanSearch:
        """The best plan, then for every other way to end the turn (each discard, or going
        out, with each number of cards melded: melding a word now or keeping it is the
        choice the judgement of kept cards is least sure of) the best plan that ends it
        so, best first (the expert weighs a few of them); and whether every split was
        looked at."""
        cards = list(hand)
        options = self._meld_options(cards, rng)
        keep_value, before_discards = self._keep_value(cards, options)
        feed = [self.level.feed_weight * self.rules.value(c.letter) for c in cards]  # what a discard may give the next player
        out_cost = self._out_cost(cards)
        best, by_end, complete = _best_ends(
            cards, taken, options, self._rows_filled(options), keep_value, feed, before_discards, out_cost
        )

        def as_plan(found: _End) -> RummyPlan:
            value, _, chosen, discard = found
            melds = tuple(options[k][2] for k in chosen)
            return RummyPlan(melds, cards[discard] if discard is not None else None, value)

        others = sorted((f for f in by_end.values() if f is not best), key=lambda f: -f[0])
        return PlanSearch((as_plan(best), *(as_plan(f) for f in others)), complete)

    def plan_scoring_most(
        self,
        hand: Sequence[RummyCard],
        taken: RummyCard | None,
        rng: random.Random,
        points: Callable[[tuple[tuple[RummyCard, ...], ...]], float],
        alone: Callable[[tuple[RummyCard, ...]], int],
    ) -> tuple[RummyPlan, int]:
        """The advice's plan: of the splits whose melds score most now together (``points``
        of the melds chosen: the engine's scoring, R7's squares, R8's Primary and its tally
        marks at ``pad_worth``, R9's penalty shed), the one this player's judgement rates
        best, with its discard (rated as ``search`` rates it: R8's second meld of a row a
        tally). ``plan`` may hold cards back for a later word; a hint names what scores
        (docs/decisions/ai.md). With it, the most one meld of the hand would score
        (``alone``; 0: none), from the same search of the hand's melds: a plan of more melds
        is said whole only when it scores more."""
        cards = list(hand)
        options = self._meld_options(cards, rng)
        keep_value, before_discards = self._keep_value(cards, options)
        feed = [self.level.feed_weight * self.rules.value(c.letter) for c in cards]
        ends = _ends_by_rest(cards, taken, keep_value, feed, before_discards)
        full = (1 << len(cards)) - 1
        best: tuple[float, float, tuple[int, ...], int | None] | None = None  # (points, value, melds chosen, discard)
        for used, valued, chosen, filled in _Splits(options, self._rows_filled(options)):
            # Scored only as the split is reached: a split left unwalked at the cap costs nothing.
            scored = points(tuple(options[k][2] for k in chosen)) if chosen else 0.0
            if best is not None and scored < best[0]:
                continue  # fewer points than a split already found: none of its ends is the advice
            for discard, kept_value, fed in ends(full & ~used, filled):
                candidate = (scored, valued + kept_value - fed, chosen, discard)
                if best is None or candidate[:2] > best[:2]:
                    best = candidate
        assert best is not None
        _, value, chosen, discard = best
        plan = RummyPlan(tuple(options[k][2] for k in chosen), cards[discard] if discard is not None else None, value)
        # One meld of each set of cards: the others of those cards score the same (R7-R9 go by the cards).
        return plan, max((alone(meld) for _, _, meld in options), default=0)

    def _out_cost(self, cards: list[RummyCard]) -> Callable[[int, int, int], float] | None:
        """``out_cost(discard, kept, filled)``: with ``Level.out_samples``, what discarding
        the card of index ``discard`` costs the cards kept by the chance it adds that the
        next player goes out with it (the kept cards then score as the hand ends). None
        without: nothing to charge."""
        if self.next_out is None or self._end_cost is None:
            return None
        added = [self.next_out.by_discard(c) for c in cards]
        if not any(added):
            return None
        end_cost = self._end_cost

        def out_cost(discard: int, kept: int, filled: int) -> float:
            return added[discard] * end_cost(kept, filled) if added[discard] else 0.0

        return out_cost

    def _rows_filled(self, options: list[tuple[float, int, tuple[RummyCard, ...]]]) -> list[int]:
        """Advanced (R8): the pad row each meld of ``options`` fills, as a bit (0: none, or
        not advanced). Of two melds of one row in a turn only the first fills it; the
        second adds a tally, as a meld of a row already filled does."""
        if self.view.variant != "advanced":
            return [0] * len(options)
        return [self._row_bit(len(cards)) for _, _, cards in options]

    def _row_bit(self, length: int) -> int:
        """Advanced (R8): the free pad row a word of ``length`` letters fills, as a bit (0:
        none, or not advanced)."""
        if self.view.variant != "advanced":
            return 0
        row = self.rules.pad_row(length)
        return 1 << row if row is not None and row not in self.rows_used else 0

    def _known_of_hand(self, cards: list[RummyCard]) -> dict[int, float] | None:
        """Advanced (R8): where ``_best_words_a_row_once`` remembers what the kept cards could
        still be melded for, seeded with what an earlier search of this decision worked out for
        sets without the last card, when all its other cards were the same, in the same order:
        hard's draw searches the hand with the top card and with each sampled card, and the
        hand's own words are the same in each. Only for a player that overlooks no word (its
        words within the hand then do not depend on the card added); None otherwise."""
        if self.level.miss or not cards:
            return None
        n = len(cards)
        hand = tuple(cards[:-1])
        memo: dict[int, float] = {}
        if self._hand_later is not None and self._hand_later[0] == hand:
            last = n - 1  # the key is the rows above the cards' bits: a set without the last card lacks this bit
            memo = {key: value for key, value in self._hand_later[1].items() if not key >> last & 1}
        self._hand_later = (hand, memo)
        return memo

    def _meld_options(self, cards: list[RummyCard], rng: random.Random) -> list[tuple[float, int, tuple[RummyCard, ...]]]:
        """The melds this player finds in ``cards``, one for each set of cards: (value, mask
        of the cards it uses, its cards), best first."""
        by_mask = melds_by_cards(self.melds(cards, rng), cards)
        return sorted(((self.meld_value(m), mask, m) for mask, m in by_mask.items()), key=lambda o: -o[0])

    def _keep_value(
        self, cards: list[RummyCard], options: list[tuple[float, int, tuple[RummyCard, ...]]]
    ) -> tuple[Callable[[int, int], float], Callable[[int], None]]:
        """``keep_value(mask, filled)``: what keeping the cards of ``mask`` (the rest of the
        turn's split) is worth, in rough points, once the turn's melds fill the pad rows of
        ``filled`` (advanced, R8: bits as ``_rows_filled``; else 0): their score if the hand
        ends, what they could still be melded for, and what one more card could make with
        them. And
        ``before_discards(rest)``: says that each card of ``rest`` is about to be tried as
        the discard (keep_value of ``rest`` less that card), so that the part these sets
        share is worked out once."""
        n = len(cards)
        values = [self.rules.value(c.letter) for c in cards]
        by_low = _words_by_lowest_card(options, n)
        if_ended = _if_ended(self.view.variant, by_low, values)
        prospects = self.prospects(cards) if self.p_end < 1 else {}
        unseen_count = max(1, len(self.unseen())) if prospects else 1
        if self.view.variant != "advanced":
            partition = _best_partition(by_low, [0] * n, 0)  # what the kept cards could still be melded for
            gains = [g for g in (_gains(found, partition) for found in prospects.values()) if g]  # in the prospects' order
            draw_gain, before_discards = _draw_gains(gains, n, unseen_count)
            return self._kept_worth(lambda mask, filled: partition(mask), if_ended, draw_gain), before_discards
        return self._keep_value_a_row_once(cards, options, if_ended, prospects, unseen_count), _nothing_shared

    def _keep_value_a_row_once(
        self,
        cards: list[RummyCard],
        options: list[tuple[float, int, tuple[RummyCard, ...]]],
        if_ended: Callable[[int], float],
        prospects: dict[RummyCard, list[tuple[float, int, int]]],
        unseen_count: int,
    ) -> Callable[[int, int], float]:
        """Advanced (R8): ``_keep_value``'s ``keep_value``, where a free row counts once, and
        not at all once the turn's melds fill it, for the kept cards' words and one more
        card's alike."""
        n = len(cards)
        rows = self._rows_filled(options)
        rows_within = _rows_within([(mask, row) for (_, mask, _), row in zip(options, rows)], n)
        later = _best_words_a_row_once(options, rows, rows_within, n, self._known_of_hand(cards))
        # A word's gain depends on the rows taken (``_RowDrawGains``).
        row_gains = _RowDrawGains(list(prospects.values()), later, rows_within, unseen_count)
        drawn_rows_within = _rows_within([(m, row) for found in prospects.values() for _, m, row in found], n)
        kept_worth = self._kept_worth(later, if_ended, row_gains.mean)

        def keep_value(mask: int, filled: int) -> float:
            # Only the rows the kept cards' words, or one more card's, could fill matter:
            # the splits meet the same kept cards with many sets of rows filled.
            return kept_worth(mask, filled & (rows_within[mask] | drawn_rows_within[mask]))

        return keep_value

    def _kept_worth(
        self,
        later: Callable[[int, int], float],
        if_ended: Callable[[int], float],
        draw_gain: Callable[[int, int], float],
    ) -> Callable[[int, int], float]:
        """``kept_worth(mask, filled)``: the kept cards' worth weighed by how likely the hand
        is to end (this player's level): their score if it ends, else what they could still
        be melded for and what one more card could make with them. Kept apart from how
        those parts are worked out, which differs by variant."""
        level = self.level

        def goes_on(mask: int, filled: int) -> float:
            hold = level.keep_for_later * later(mask, filled) if level.look_ahead else if_ended(mask)
            return hold + level.draw_weight * draw_gain(mask, filled)

        @cache  # per set of kept cards: the splits of a hand keep the same sets again and again
        def kept_worth(mask: int, filled: int) -> float:
            if mask == 0:
                return level.out_bonus * self.others_cards  # going out ends the hand (R3, R6)
            p = self.p_end
            return p * if_ended(mask) + (1 - p) * goes_on(mask, filled)

        self._end_cost = lambda mask, filled: goes_on(mask, filled) - if_ended(mask)
        return kept_worth


@lru_cache(maxsize=100_000)
def covered_by_words(cards: tuple[RummyCard, ...], words: WordList, colours: tuple[str, ...], min_length: int) -> int:
    """The most of ``cards`` that words can cover together (``_best_partition``, a card
    alone counting nothing), for ``ai.rummy_out_chance``. Cached: a decision asks of the
    same few cards again and again."""
    n = len(cards)
    by_mask = melds_by_cards(find_melds(cards, words, colours, min_length), cards)
    by_low = _words_by_lowest_card([(0.0, mask, meld) for mask, meld in by_mask.items()], n)
    return int(_best_partition(by_low, [0] * n, 2)((1 << n) - 1))


def _words_by_lowest_card(
    options: list[tuple[float, int, tuple[RummyCard, ...]]], n: int
) -> list[list[tuple[float, int, int]]]:
    """The melds of ``options`` as (value, mask, cards) by their lowest card, the form
    ``_best_partition`` reads: it splits a set of cards at its lowest one."""
    by_low: list[list[tuple[float, int, int]]] = [[] for _ in range(n)]
    for value, mask, _ in options:
        by_low[(mask & -mask).bit_length() - 1].append((value, mask, mask.bit_count()))
    return by_low


def _if_ended(variant: str, by_low: list[list[tuple[float, int, int]]], values: list[int]) -> Callable[[int], float]:
    """``if_ended(mask)``: what the kept cards of ``mask`` score if the hand ends now, as
    the variant counts cards left in hand; chosen once, not asked of the variant per set."""
    if variant == "advanced":
        return lambda mask: 0.0  # R8: hand cards do not count
    if variant == "inverse":  # R9: each card costs its value
        return lambda mask: -float(sum(value for i, value in enumerate(values) if mask >> i & 1))
    return _best_partition(by_low, values, 2)  # R7: the best arrangement (each card alone costs its value, a word scores its length)


def _nothing_shared(rest: int) -> None:
    """``before_discards`` when the draw gains share no work between discards (advanced:
    ``_RowDrawGains`` remembers its own)."""


def _draw_gains(
    gains: list[list[tuple[float, int]]], n: int, unseen_count: int
) -> tuple[Callable[[int, int], float], Callable[[int], None]]:
    """``draw_gain(mask, filled)``: the mean gain one more (unseen) card would bring the
    kept cards of ``mask`` (not advanced: ``filled`` is 0), from ``gains`` (``_gains`` of
    each unseen card); and ``before_discards(rest)``, which works out at once those of
    ``rest`` less each of its cards. The two share what they remember."""
    memo_draw: dict[int, float] = {}
    # Each set of cards some card's gains use: (the card, its best gain with that set),
    # built when first needed. A small set of kept cards looks up its few subsets here
    # instead of reading through each card's hundreds of words.
    by_cards: dict[int, list[tuple[int, float]]] = {}
    scan_below = 4 * len(gains)

    def reads_through(mask: int) -> bool:
        """Whether the draw gain of the cards of ``mask`` reads each card's gains
        through: they have more subsets than 4 per card with gains to look up."""
        return 1 << mask.bit_count() > scan_below

    def draw_gain(mask: int, filled: int) -> float:
        """The best word one more card makes with some of the kept cards, minus what those
        cards could meld anyway, averaged over the unseen cards. Remembered per set of kept
        cards: the splits of a hand meet the same few hundred sets tens of thousands of
        times, and with one colour each unseen card makes hundreds of words with the hand
        (a turn took seconds)."""
        got = memo_draw.get(mask)
        if got is None:
            total = 0.0
            if reads_through(mask):
                outside = ~mask
                for options in gains:
                    for gain, m in options:
                        if not m & outside:
                            total += gain  # the best first: the first that fits is the card's gain
                            break
            else:
                if not by_cards:
                    by_cards.update(_gains_by_cards(gains))
                best = [0.0] * len(gains)  # every gain is above 0
                for sub in _subsets(mask):
                    for card, gain in by_cards.get(sub, ()):
                        if gain > best[card]:
                            best[card] = gain  # the largest that fits: the first that fits
                total += sum(best)
            got = memo_draw[mask] = total / unseen_count
        return got

    def before_discards(rest: int) -> None:
        """The draw gains of ``rest`` less each of its cards, at once when ``rest`` is
        big (a small set's are quicker looked up one by one): each card's words are
        read through once for all of them, not once each."""
        if not gains or not reads_through(rest & (rest - 1)):  # ``rest`` less one card (its lowest)
            return
        wanted = 0  # the cards whose discard leaves a set not yet worked out
        for i in range(n):
            bit = 1 << i
            if rest & bit and rest ^ bit and rest ^ bit not in memo_draw:
                wanted |= bit
        if not wanted:
            return
        totals = [0.0] * n
        outside = ~rest
        for options in gains:
            left = wanted  # the discards this card's first fitting word is still unknown for
            for gain, m in options:
                if not m & outside and left & ~m:
                    found = left & ~m  # it fits ``rest`` less each of these: their first fit
                    left &= m
                    while found:
                        low = found & -found
                        totals[low.bit_length() - 1] += gain
                        found ^= low
                    if not left:
                        break
        while wanted:
            low = wanted & -wanted
            memo_draw[rest ^ low] = totals[low.bit_length() - 1] / unseen_count
            wanted ^= low

    return draw_gain, before_discards


def _best_partition(by_low: list[list[tuple[float, int, int]]], alone: Sequence[int], field: int) -> Callable[[int], float]:
    """``best(mask)``: the best split of the cards of ``mask`` into words of ``by_low`` (the
    words by their lowest card: value, mask, cards) and cards left alone, a word scoring
    its ``field`` (0: its value, 2: its cards), a card alone costing ``alone`` of it.
    Remembered per set; a smaller set is looked up before ``best`` calls itself for it:
    most are known already, and a call costs more than the look-up (a one-colour hand of
    11 cards asked half a million times a turn)."""
    memo: dict[int, float] = {0: 0.0}

    def best(mask: int) -> float:
        got = memo.get(mask)
        if got is None:
            low = mask & -mask
            i = low.bit_length() - 1
            rest = memo.get(mask ^ low)
            got = (best(mask ^ low) if rest is None else rest) - alone[i]
            outside = ~mask
            for word in by_low[i]:
                m = word[1]
                if not m & outside:
                    rest = memo.get(mask ^ m)
                    with_word = word[field] + (best(mask ^ m) if rest is None else rest)
                    if with_word > got:
                        got = with_word
            memo[mask] = got
        return got

    return best


def _rows_within(words: list[tuple[int, int]], n: int) -> list[int]:
    """For each set of the ``n`` cards (a mask, the index), the pad rows (bits) that
    ``words`` (mask of cards, row bit) made of its cards only fill: each word's row at its
    mask, then spread to every set holding it, one card at a time."""
    within = [0] * (1 << n)
    for mask, row in words:
        within[mask] |= row
    for i in range(n):
        bit = 1 << i
        for block in range(bit, 1 << n, bit << 1):  # the sets holding card i, a block at a time
            for mask in range(block, block + bit):
                within[mask] |= within[mask ^ bit]
    return within


def _best_words_a_row_once(
    options: list[tuple[float, int, tuple[RummyCard, ...]]],
    rows: list[int],
    rows_within: list[int],
    n: int,
    memo: dict[int, float] | None = None,
) -> Callable[[int, int], float]:
    """Advanced (R8): ``best(mask, filled)``, what the cards of ``mask`` could still be
    melded for once the rows of ``filled`` are taken (by the turn's melds), as
    ``_best_partition`` with no card costing anything, but a free pad row counted once:
    one word of it fills it (the better, when the last row takes longer words too) and
    every other, or any once the row is taken, adds a tally, as the plan search counts
    two melds of one row in a turn. ``rows``: the row each option fills, as a bit (0:
    none free); ``rows_within``: the rows of the options within a set (``_rows_within``).
    ``memo``: where it remembers what it works out (below), which may hold values already
    (``RummyContext._known_of_hand``)."""
    by_low: list[list[tuple[float, int, int]]] = [[] for _ in range(n)]  # (value, mask, row) by lowest card
    for (value, mask, _), row in zip(options, rows):
        by_low[(mask & -mask).bit_length() - 1].append((value, mask, row))
    # For each lowest card's words, the words (bits by their place) that use each card: the
    # words within a set are those no card outside it uses, found in a few steps (a one-colour
    # hand has a hundred words and more, most of them not within the set asked about).
    uses_by_low = [[0] * n for _ in range(n)]
    for words, uses in zip(by_low, uses_by_low):
        for place, (_, mask, _) in enumerate(words):
            for i in range(n):
                if mask >> i & 1:
                    uses[i] |= 1 << place
    everything = (1 << n) - 1
    # Remembered by the rows filled and the cards as one number (the rows above the cards'
    # bits); a set is looked up before ``best`` calls itself for it: most are known already,
    # and a call costs more than the look-up. The empty set is worth 0 (its rows within: none).
    if memo is None:
        memo = {}
    memo[0] = 0.0

    def best(mask: int, filled: int) -> float:
        """The best of the cards of ``mask`` once the words chosen so far fill ``filled``."""
        filled &= rows_within[mask]  # a row no word of these cards fills does not matter
        got = memo.get(filled << n | mask)
        if got is None:
            low = mask & -mask
            rest = mask ^ low
            got = memo.get((filled & rows_within[rest]) << n | rest)
            if got is None:
                got = best(rest, filled)  # its lowest card in no word
            words = by_low[low.bit_length() - 1]
            uses = uses_by_low[low.bit_length() - 1]
            blocked = 0  # the words that use a card outside ``mask``
            outside = everything & ~mask
            while outside:
                card = outside & -outside
                blocked |= uses[card.bit_length() - 1]
                outside ^= card
            within_mask = ~blocked  # as bits, and every place past the last word
            while True:
                place = (within_mask & -within_mask).bit_length() - 1
                if place >= len(words):
                    break
                within_mask &= within_mask - 1
                value, m, row = words[place]
                rest = mask ^ m
                within = rows_within[rest]
                kept = memo.get((filled & within) << n | rest)
                # The row left to a better word, or filled already: a tally.
                with_word = TALLY_VALUE + (best(rest, filled) if kept is None else kept)
                if row & ~filled:  # this word fills its row
                    kept = memo.get(((filled | row) & within) << n | rest)
                    filling = value + (best(rest, filled | row) if kept is None else kept)
                    if filling > with_word:
                        with_word = filling
                if with_word > got:
                    got = with_word
            memo[filled << n | mask] = got
        return got

    return best


# One way to end a turn: (its value, the mask of the cards melded, the melds chosen (their
# indexes in the options), the card discarded (its index) or None for going out).
_End = tuple[float, int, tuple[int, ...], int | None]


def _best_ends(
    cards: list[RummyCard],
    taken: RummyCard | None,
    options: list[tuple[float, int, tuple[RummyCard, ...]]],
    rows: list[int],
    keep_value: Callable[[int, int], float],
    feed: list[float],
    before_discards: Callable[[int], None],
    out_cost: Callable[[int, int, int], float] | None = None,
) -> tuple[_End, dict[tuple[int | None, int], _End], bool]:
    """Every split of ``cards`` into disjoint melds (each listed once, in ``options``' order),
    a discard and the cards kept: the best, the best for each (discard, cards melded), and
    whether every split was looked at (False: MAX_SPLITS stopped the search). ``rows``: the
    pad row each option fills (``RummyContext._rows_filled``), as ``_Splits`` counts them.
    ``out_cost``: a discard's further cost (``RummyContext._out_cost``), if any."""
    full = (1 << len(cards)) - 1
    ends = _ends_by_rest(cards, taken, keep_value, feed, before_discards, out_cost)
    best: _End | None = None
    by_end: dict[tuple[int | None, int], _End] = {}
    splits = _Splits(options, rows)
    for used, scored, chosen, filled in splits:
        melded = used.bit_count()
        for discard, kept_value, fed in ends(full & ~used, filled):
            value = scored + kept_value - fed  # as one sum, in this order: the same float every time
            known = by_end.get((discard, melded))
            better = known is None or value > known[0]
            beats = best is None or value > best[0]
            if better or beats:
                candidate = (value, used, chosen, discard)  # one tuple: ``plans`` tells the best by identity
                if beats:
                    best = candidate
                if better:
                    by_end[discard, melded] = candidate
    assert best is not None
    return best, by_end, splits.complete


class _Splits:
    """Every split of a hand into disjoint melds of ``options`` (each split once, its melds
    in ``options``' order), depth first: (the mask of the cards melded, the melds' values
    summed in that order, the melds chosen: their indexes). The one walk both plan
    searches take (``_best_ends``, ``RummyContext.plan_scoring_most``), so they see the
    same splits in the same order and value them alike; and the rows the melds fill.
    ``rows``: the pad row each option fills, as a bit (``RummyContext._rows_filled``); an
    option whose row an earlier meld of the split fills is worth a tally (R8). Options are
    best first and melded in that order, so the one that fills a row is the one worth
    most. Stops after MAX_SPLITS; ``complete``, once walked, says whether it yielded every
    split."""

    def __init__(self, options: list[tuple[float, int, tuple[RummyCard, ...]]], rows: list[int]):
        self.options = options
        self.rows = rows
        self.complete = False

    def __iter__(self) -> Iterator[tuple[int, float, tuple[int, ...], int]]:
        masks = [mask for _, mask, _ in self.options]
        values = [value for value, _, _ in self.options]
        rows = self.rows
        count = 0
        stack: list[tuple[int, int, float, tuple[int, ...], int]] = [(0, 0, 0.0, (), 0)]  # ..., the rows filled
        while stack and count < MAX_SPLITS:
            start, used, valued, chosen, filled = stack.pop()
            count += 1
            stack.extend(
                (k + 1, used | masks[k], valued + (TALLY_VALUE if rows[k] & filled else values[k]), chosen + (k,), filled | rows[k])
                for k in range(start, len(masks))
                if not masks[k] & used
            )
            yield used, valued, chosen, filled
        self.complete = not stack


def _ends_by_rest(
    cards: list[RummyCard],
    taken: RummyCard | None,
    keep_value: Callable[[int, int], float],
    feed: list[float],
    before_discards: Callable[[int], None],
    out_cost: Callable[[int, int, int], float] | None = None,
) -> Callable[[int, int], list[tuple[int | None, float, float]]]:
    """``ends(rest, filled)``: ``_ends_of`` the cards of ``rest`` once the turn's melds fill
    the pad rows of ``filled``, worked out once per set and rows (the splits of a hand
    leave the same sets again and again), the draw gains of its discards together first
    (``before_discards``)."""
    known: dict[tuple[int, int], list[tuple[int | None, float, float]]] = {}

    def ends(rest: int, filled: int) -> list[tuple[int | None, float, float]]:
        got = known.get((rest, filled))
        if got is None:
            before_discards(rest)
            got = known[rest, filled] = _ends_of(rest, filled, cards, taken, keep_value, feed, out_cost)
        return got

    return ends


def _ends_of(
    rest: int,
    filled: int,
    cards: list[RummyCard],
    taken: RummyCard | None,
    keep_value: Callable[[int, int], float],
    feed: list[float],
    out_cost: Callable[[int, int, int], float] | None = None,
) -> list[tuple[int | None, float, float]]:
    """The ways to end a turn that left the cards of ``rest`` after its melds, which fill
    the pad rows of ``filled`` (``keep_value``'s second argument): (the card
    discarded, or None for going out; what the cards kept are worth; what the discard may
    feed the next player), going out first, then each discard in the hand's order."""
    if rest == 0:
        return [(None, keep_value(0, filled), 0.0)]
    out: list[tuple[int | None, float, float]] = []
    for i in range(len(cards)):
        if rest >> i & 1 and (cards[i] != taken or rest == 1 << i):
            # Decision (rummy engine): the card just taken cannot go straight back.
            kept = rest & ~(1 << i)
            fed = feed[i] if kept else 0.0  # the last card's discard ends the hand (R6): no one takes it
            if kept and out_cost is not None:
                fed += out_cost(i, kept, filled)
            out.append((i, keep_value(kept, filled), fed))
    return out


class _RowDrawGains:
    """Advanced (R8): the mean gain one more (unseen) card brings kept cards, a pad row
    counted once. A word the card makes with cards ``m`` of the kept ``mask`` gains its
    value less what ``m`` could be melded for anyway (``later``), as in the other
    variants; but it is a tally when the turn's melds fill its row (``filled``), and when
    the rest of ``mask`` holds a word of its row, the rest loses that row (the better of
    the two fills it, the other is a tally). ``found``: each card's words (value, mask,
    row bit), as ``RummyContext.prospects`` lists them."""

    def __init__(
        self,
        found: list[list[tuple[float, int, int]]],
        later: Callable[[int, int], float],
        rows_within: list[int],
        unseen_count: int,
    ):
        # A card's anagrams (the same letters: the same cards, value and row) gain alike:
        # each once (a one-colour hand of 11 has about 3 words for each set of cards).
        self.found = [list(dict.fromkeys(words)) for words in found]
        self.masks = list(dict.fromkeys(m for words in self.found for _, m, _ in words))  # every set of cards a word uses
        self.later = later
        self.rows_within = rows_within
        self.unseen_count = unseen_count
        self.by_filled: dict[int, list[list[tuple[float, float, int, int]]]] = {}
        self.by_cards: dict[int, dict[int, list[tuple[int, float, float, int]]]] = {}
        self.uses_by_filled: dict[int, tuple[list[int], list[int]]] = {}
        self.hand_size = len(rows_within).bit_length() - 1  # ``rows_within`` has a place for each set of the hand's cards

    def _bounds(self, filled: int) -> list[list[tuple[float, float, int, int]]]:
        """Each card's words as (the most it can gain: a tally if ``filled`` takes its row,
        else its value, less what its cards could meld anyway; value, mask, row), most
        first, those that can gain something. Per set of rows filled: a plan search meets a few."""
        got = self.by_filled.get(filled)
        if got is None:
            later = self.later
            meld_anyway = {m: later(m, filled) for m in self.masks}  # once per set of cards, not per word
            got = []
            for words in self.found:
                bounds = []
                for value, m, row in words:
                    if value > 0:
                        bound = (TALLY_VALUE if row & filled else value) - meld_anyway[m]
                        if bound > 0:
                            bounds.append((bound, value, m, row))
                if bounds:
                    bounds.sort(reverse=True)  # most first (``mean`` takes the most of those that fit: ties in any order)
                    got.append(bounds)
            self.by_filled[filled] = got
        return got

    def _by_cards(self, filled: int) -> dict[int, list[tuple[int, float, float, int]]]:
        """``_bounds(filled)`` by the cards each word uses: mask -> (the card, bound, value, row)."""
        got = self.by_cards.get(filled)
        if got is None:
            got = self.by_cards[filled] = {}
            for card, words in enumerate(self._bounds(filled)):
                for bound, value, m, row in words:
                    got.setdefault(m, []).append((card, bound, value, row))
        return got

    def _uses(self, filled: int) -> tuple[list[int], list[int]]:
        """The words of ``_bounds(filled)`` that use each card of the hand, as bits, each
        unseen card's words after the last's, and where each unseen card's begin: the words
        that fit a set of kept cards are those no card left out uses, found in a few steps,
        not word by word."""
        got = self.uses_by_filled.get(filled)
        if got is None:
            uses = [0] * self.hand_size
            starts = []
            start = 0
            for words in self._bounds(filled):
                mine = [0] * self.hand_size
                for place, (_, _, m, _) in enumerate(words):
                    bit = 1 << place
                    while m:
                        low = m & -m
                        mine[low.bit_length() - 1] |= bit
                        m ^= low
                for i, bits in enumerate(mine):
                    uses[i] |= bits << start
                starts.append(start)
                start += len(words)
            got = self.uses_by_filled[filled] = (uses, starts)
        return got

    def _shared_row_gain(self, mask: int, filled: int, bound: float, value: float, m: int, row: int) -> float:
        """What a word of cards ``m`` of ``mask`` gains when the rest of ``mask`` holds a
        word of its free row: the better of the two fills it (``bound`` if the rest loses
        nothing by it)."""
        rest = mask & ~m
        lost = self.later(rest, filled) - self.later(rest, filled | row)  # the rest's word of this row, now a tally
        return max(value - lost, TALLY_VALUE) - self.later(m, filled) if lost else bound

    def mean(self, mask: int, filled: int) -> float:
        """The mean gain for the kept cards of ``mask`` once the turn's melds fill
        ``filled`` (not remembered here: ``keep_value`` remembers it). A few kept cards
        look up each subset's words; more read each card's words, most first, to the
        first that fits and gains its bound, passing over those that do not fit at once
        (``_uses``)."""
        bounds = self._bounds(filled)
        within = self.rows_within
        free = ~filled
        total = 0.0
        if 1 << mask.bit_count() <= 4 * len(bounds):
            best = [0.0] * len(bounds)
            by_cards = self._by_cards(filled)
            for m in _subsets(mask):
                for card, bound, value, row in by_cards.get(m, ()):
                    if bound > best[card]:
                        if row & free & within[mask & ~m]:
                            bound = self._shared_row_gain(mask, filled, bound, value, m, row)
                        if bound > best[card]:
                            best[card] = bound
            for gain in best:
                total += gain
            return total / self.unseen_count
        uses, starts = self._uses(filled)
        blocked = 0  # the words that use a card not kept
        for i in range(self.hand_size):
            if not mask >> i & 1:
                blocked |= uses[i]
        fitting = ~blocked
        for words, start in zip(bounds, starts):
            fits = fitting >> start  # this card's words that fit, as bits by their place (and those after)
            most = 0.0
            while True:
                place = (fits & -fits).bit_length() - 1
                if place >= len(words):
                    break
                bound, value, m, row = words[place]
                if bound <= most:
                    break  # most first: no later word gains more
                if row & free & within[mask & ~m]:
                    bound = self._shared_row_gain(mask, filled, bound, value, m, row)
                if bound > most:
                    most = bound
                fits &= fits - 1
            total += most
        return total / self.unseen_count


def _gains_by_cards(gains: list[list[tuple[float, int]]]) -> dict[int, list[tuple[int, float]]]:
    """Each card's gains (best first) -> for each set of cards, (the card, its best gain
    with exactly that set)."""
    out: dict[int, list[tuple[int, float]]] = {}
    for card, options in enumerate(gains):
        seen: set[int] = set()
        for gain, m in options:
            if m not in seen:
                seen.add(m)
                out.setdefault(m, []).append((card, gain))
    return out


def _subsets(mask: int) -> list[int]:
    """Every subset of ``mask`` (itself and the empty set too)."""
    out = [mask]
    sub = mask
    while sub:
        sub = (sub - 1) & mask
        out.append(sub)
    return out


def _gains(found: list[tuple[float, int, int]], later: Callable[[int], float]) -> list[tuple[float, int]]:
    """One unseen card's words (value, mask), as what each gains over melding its cards
    anyway (``later``): only real gains, best first. Computed once per plan search, not for
    every split (a gain does not depend on the split; a card gains the best that fits, or 0)."""
    out = sorted(((value - later(m), m) for value, m, _ in found if value > 0), key=lambda g: -g[0])
    kept: list[tuple[float, int]] = []
    kept_masks: set[int] = set()
    for gain, m in out:
        if gain <= 0:
            break  # best first: the rest gain nothing either
        # One that needs the cards of an earlier (no smaller) gain, and more, never fits first.
        if len(kept_masks) < 1 << m.bit_count():
            covered = any(not k & ~m for k in kept_masks)
        else:  # fewer subsets of its cards than gains kept: look those up
            covered = any(sub in kept_masks for sub in _subsets(m))
        if not covered:
            kept.append((gain, m))
            kept_masks.add(m)
    return kept


@lru_cache(maxsize=4096)
def one_more_letter(words: WordList, letters: str, min_length: int, common_only: bool, tier: int) -> dict[str, tuple[str, ...]]:
    """Letter -> the words (upper case, no repeated letter) made of that letter and some of
    ``letters`` (distinct, sorted), using it. Cached: a hand changes one card at a time.
    A few letters look up each of their subsets with each other letter; nine or more (a
    family's hand in one colour) read through the list's keys instead, which is quicker
    there: the same words in the same order either way."""
    n = len(letters)
    if (1 << n) * (26 - n) <= SUBSET_LOOKUPS:
        found = _by_subsets(words, letters, min_length)
    else:
        found = _by_scan(words, letters, min_length)
    out: dict[str, list[str]] = {}
    for extra, spelt in found:
        for word in spelt:
            if common_only and not words.is_common(word, tier):
                continue
            out.setdefault(extra, []).append(word.upper())
    return {k: tuple(v) for k, v in out.items()}


SUBSET_LOOKUPS = 5000  # measured: up to 8 letters (4608 lookups) looking up is the quicker


def _by_subsets(words: WordList, letters: str, min_length: int) -> list[tuple[str, tuple[str, ...]]]:
    """(letter, words) for each other letter and each subset of ``letters``: letter by
    letter, subset by subset (in the order of their bits), the words of the list's key."""
    index = words.anagrams
    n = len(letters)
    lower = letters.lower()
    # Each subset long enough, sorted once (not once per extra letter): the extra letter
    # is then put in its place.
    subsets = ["".join(sorted(lower[i] for i in range(n) if subset >> i & 1)) for subset in range(1 << n)]
    subsets = [chosen for chosen in subsets if len(chosen) + 1 >= min_length]
    found = []
    for extra in LETTERS:
        if extra in letters:
            continue
        low = extra.lower()
        for chosen in subsets:
            at = bisect_left(chosen, low)
            spelt = index.get(chosen[:at] + low + chosen[at:])
            if spelt:
                found.append((extra, spelt))
    return found


def _by_scan(words: WordList, letters: str, min_length: int) -> list[tuple[str, tuple[str, ...]]]:
    """What ``_by_subsets`` finds, in its order, from the keys with one letter outside
    ``letters``: ordered by that letter, then by their letters as a bit set (the order of
    the subsets' bits, as ``letters`` is sorted)."""
    have = _letter_mask(letters.lower())
    found = []
    for mask, length, spelt in distinct_letter_keys(words):
        outside = mask & ~have
        if outside and not outside & (outside - 1) and length >= min_length:
            found.append((outside, mask, spelt))
    found.sort(key=lambda f: (f[0], f[1]))
    return [(LETTERS[outside.bit_length() - 1], spelt) for outside, _, spelt in found]


_DISTINCT_KEYS: WeakKeyDictionary[WordList, list[tuple[int, int, tuple[str, ...]]]] = WeakKeyDictionary()


def _letter_mask(letters: str) -> int:
    """Lower-case a-z letters as a bit set (bit 0: a)."""
    mask = 0
    for letter in letters:
        mask |= 1 << (ord(letter) - 97)
    return mask


def distinct_letter_keys(words: WordList) -> list[tuple[int, int, tuple[str, ...]]]:
    """The anagram keys of ``words`` with no repeated letter (a-z only), as (bit set of
    their letters, length, words), built on first use (a tenth of a second) and kept while
    the list lives: reading them through is quicker than looking up every subset of a hand
    of ten or more letters."""
    keys = _DISTINCT_KEYS.get(words)
    if keys is None:
        keys = _DISTINCT_KEYS[words] = [
            (_letter_mask(key), len(key), spelt)
            for key, spelt in words.anagrams.items()
            if a_to_z(key) and key.islower() and len(set(key)) == len(key)
        ]
    return keys

def choose_rummy(view: RummyView, rules: RummyRules, words: WordList, junior: bool, level: Level, rng: random.Random):
    """The next action for the player whose view this is (it must be their turn)."""
    ctx = RummyContext(view, rules, words, junior, level)
    if view.phase is Phase.DRAW:
        return DrawDiscard() if wants_discard(ctx, rng) else DrawDeck()
    if view.phase is Phase.PLAY:
        plan = ctx.plan(view.hand, view.taken_from_discard, rng)
        if plan.melds:
            return Meld(plan.melds[0])
        assert plan.discard is not None
        return Discard(plan.discard)
    raise ValueError(f"a computer player acts only in its own turn (the phase is {view.phase.value})")


def wants_discard(ctx: RummyContext, rng: random.Random) -> bool:
    """Take the top of the discard pile? Hard compares it with a sample of the cards the
    draw pile may give; the other levels take it when it helps them meld at once."""
    top = ctx.view.discard_top
    if top is None:
        return False
    hand = list(ctx.view.hand)
    searched = ctx.search(hand + [top], top, rng)
    with_top = searched.best
    if ctx.level.draw_samples:
        unseen = ctx.unseen()
        sample = rng.sample(unseen, min(ctx.level.draw_samples, len(unseen)))
        if not sample:
            return True
        every_split_seen = searched.complete  # so far: of the hand with the top card, then of each draw
        values: list[float] = []
        for card in sample:
            if len(values) >= draws_to_weigh(len(sample), every_split_seen):
                break
            searched = ctx.search(hand + [card], None, rng)
            every_split_seen = every_split_seen and searched.complete
            values.append(searched.best.value)
        expected = sum(values) / len(values)
        return with_top.value > expected + 0.5
    uses_top = any(top in meld for meld in with_top.melds)
    return uses_top and with_top.meld_points > ctx.plan(hand, None, rng).meld_points


def draws_to_weigh(sampled: int, every_split_seen: bool) -> int:
    """How many of the ``sampled`` imagined draws hard weighs: all of them, but once a hand
    of the decision is too big to split in full (it reached MAX_SPLITS: a family's one
    colour, never the shipped rules) only the first half of the same (random) sample, so
    that the hint and the decision stay quick (docs/decisions/ai.md)."""
    return sampled if every_split_seen else (sampled + 1) // 2
