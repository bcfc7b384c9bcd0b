"""The Shuffle computer player: decides from the player's view only.

The view (own hand, the table, first-play flags, hand and deck sizes) is rebuilt as a
*sandbox* game with ``ShuffleGame.from_position``: the player's own hand, the table, and no
other cards at all. The engine's enumeration and legality run on the sandbox, so nothing
another player holds (nor the order of the deck) can reach a decision. Table word ids in
the sandbox are mapped back to the real ones before an action is returned.

A turn is played one action at a time: each call picks the best play found, by what it
gains the player (table points, cards out of the hand) minus what it gives the others,
and, at hard, minus what it leaves open to a steal; when no play is worth it, the turn
ends (or the player passes).
"""

from __future__ import annotations

import heapq
import math
import random
from bisect import bisect_left
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import combinations
from typing import Callable, Iterable, Iterator, Sequence
from weakref import WeakKeyDictionary

from wordcards.ai.levels import Level, knows, knows_every_word
from wordcards.engine.players import Player
from wordcards.engine.shuffle import EndTurn, Extend, HandWord, Pass, ShuffleAction, ShuffleGame, ShuffleView, Steal, Take
from wordcards.engine.shuffle import moves
from wordcards.engine.shuffle.cards import TableWord, hand_text
from wordcards.engine.shuffle.plays import Plan, steal_cards_needed
from wordcards.engine.shuffle.scoring import card_points, hand_penalty, word_points
from wordcards.engine.shuffle.search import index_for
from wordcards.rulesets import ShuffleRules
from wordcards.words import WordList

EXTRA_TURN = 5.0  # emptying the hand with cards left in the deck: 7 new cards and another turn (S3)
OUT_PER_CARD = 2.0  # emptying the hand with the deck empty ends the game (S13): per card the others hold
JOKER_KEEP = 4.0  # early on, a joker in hand is worth keeping for a better word
STEAL_RISK = {3: 0.25, 4: 0.1, 5: 0.03}  # chance a word of this length is stolen (longer: 0.01)


# --- the sandbox ------------------------------------------------------------------------


@dataclass
class Sandbox:
    """A game holding only what one player may see, and the real id of each table word."""

    game: ShuffleGame
    real_ids: tuple[int, ...]  # sandbox id k -> real_ids[k - 1]
    view: ShuffleView

    def real(self, action: ShuffleAction) -> ShuffleAction:
        """The action with the real game's table word ids."""
        ids = self.real_ids
        if isinstance(action, Take):
            sources = tuple(replace(s, target=ids[s.target - 1]) for s in action.sources)
            return Take(sources, action.word)
        if hasattr(action, "target"):
            return replace(action, target=ids[action.target - 1])  # type: ignore[type-var]
        return action

    def local(self, action: ShuffleAction) -> ShuffleAction:
        """The action with the sandbox's table word ids (the inverse of ``real``)."""
        ids = {real: k for k, real in enumerate(self.real_ids, 1)}
        if isinstance(action, Take):
            sources = tuple(replace(s, target=ids[s.target]) for s in action.sources)
            return Take(sources, action.word)
        if hasattr(action, "target"):
            return replace(action, target=ids[action.target])  # type: ignore[type-var]
        return action


def sandbox(rules: ShuffleRules, words: WordList, players: Sequence[Player], view: ShuffleView) -> Sandbox:
    start = {
        "hands": [hand_text(view.hand) if i == view.seat else "" for i in range(len(players))],
        "table": [{"owner": w.owner, "word": w.display} for w in view.table],
        "deck": "",
        "current": view.seat,
        "first_played": [s.first_play_made for s in view.seats],
    }
    game = ShuffleGame.from_position(rules, words, players, start)
    return Sandbox(game, tuple(w.id for w in view.table), view)


# --- what the player finds --------------------------------------------------------------


# A hand with more sub-multisets than this finds its take words through the index's search.
SUBSET_LOOKUPS = 1 << 14


def _sub_multisets(letters: dict[str, int]) -> list[str]:
    """Every sub-multiset of a hand's letters, as a string."""
    subs = [""]
    for letter, count in letters.items():
        subs = [sub + letter * k for sub in subs for k in range(count + 1)]
    return subs


class TakeWords:
    """What ``bounded_takes`` searches, before any take is spelt out: per taken letters
    (sorted, lower case) every choice of table words (at most ``sources``) to take them
    from, and the words they make with the hand (``keys``). With ``level``, only ways to
    take that leave words the level knows (a junior's hint leaves no word a child does not
    know on the table, as it names none)."""

    def __init__(self, game: ShuffleGame, sources: int, letters: int, level: Level | None = None) -> None:
        self.game = game
        self.hand = hand = moves.Hand(game.hands[game.current])
        self.by_taken: dict[str, list[list[moves.TakeOption]]] = {}
        self.ratio = ratio = game.rules.take_cards_per_letter
        self.least = game.rules.word_min.for_player(game.players[game.current].junior)
        if sources < 1 or not game.first_played[game.current] or hand.size == 0:
            return
        # Letters beyond ``letters`` could never be taken: those options are not built.
        per_word = moves.take_options(game, letters)
        if level is not None and not knows_every_word(level):
            per_word = [[o for o in options if knows(level, game.words, o.rest)] for options in per_word]
        combos: list[list[moves.TakeOption]] = [[o] for options in per_word for o in options]
        if sources >= 2:
            singles = [[o for o in options if len(o.taken) == 1] for options in per_word]
            for a, b in combinations(range(len(singles)), 2):
                combos.extend([x, y] for x in singles[a] for y in singles[b])
        for combo in combos:
            taken = "".join(sorted("".join(o.taken for o in combo).lower()))
            if len(taken) <= letters and max(1, ratio * len(taken)) <= hand.size:
                self.by_taken.setdefault(taken, []).append(combo)

    @cached_property
    def _subsets(self) -> list[str]:
        """The hand's sub-multisets (no jokers), each sorted once: a key is then the taken
        letters put in."""
        return ["".join(sorted(sub)) for sub in _sub_multisets(self.hand.lower)] if not self.hand.jokers and not self._many_subsets else []

    @cached_property
    def _many_subsets(self) -> bool:
        """Whether the hand has too many sub-multisets to look each up: they double with
        each letter it holds, and a hand grown by passing (S3) to 28 cards has millions
        (a hint took minutes); the index's search does not grow so."""
        subsets = 1
        for count in self.hand.lower.values():
            subsets *= count + 1
        return subsets > SUBSET_LOOKUPS

    def lengths(self, taken: str) -> range:
        """The lengths of the words a take of ``taken`` can make (S5, S8)."""
        shortest = max(self.least, len(taken) + self.need(taken))
        return range(shortest, len(taken) + self.hand.size + 1)

    def need(self, taken: str) -> int:
        """S8: the hand cards a take of ``taken`` needs at least."""
        return max(1, self.ratio * len(taken))

    def keys(self, taken: str, length: int | None = None) -> list[tuple[str, str]]:
        """The anagram keys made of ``taken`` and hand cards (of ``length`` letters, when
        given), each with the letters jokers must stand for because the hand lacks them."""
        hand = self.hand
        index = index_for(self.game.words)
        need = self.need(taken)
        least = self.least if length is None else max(self.least, length)
        if hand.jokers or self._many_subsets:
            return index.find(hand.lower, hand.jokers, taken, need, least, length)
        # No wildcard: look each sub-hand plus the taken letters up directly (faster).
        subs = (sub for sub in self._subsets if len(sub) >= need)
        if length is not None:
            subs = (sub for sub in subs if len(sub) + len(taken) == length)
        keys = dict.fromkeys(_put_in(sub, taken) for sub in subs)
        return [(key, "") for key in keys if len(key) >= least and key in index.by_key]

    def found(self, taken: str) -> list[str]:
        """The keys of ``keys(taken)`` (without the joker letters) in the word search's
        order, not the sub-hands': the index remembers them (a look-ahead meets the same
        hands and tables again and again)."""
        hand = self.hand
        return index_for(self.game.words).find_keys(hand.lower, hand.jokers, taken, self.need(taken), self.least)


def _put_in(letters: str, taken: str) -> str:
    """Sorted ``letters`` with ``taken`` put in: an anagram key (one letter: no sort)."""
    if len(taken) == 1:
        at = bisect_left(letters, taken)
        return letters[:at] + taken + letters[at:]
    return "".join(sorted(letters + taken))


def _take_words(search: TakeWords, rules: ShuffleRules, by_key) -> Iterator[tuple[int, str, str]]:
    """(minus its points, word, taken letters) for every word the takes of ``search`` make."""
    for taken in search.by_taken:
        for key in search.found(taken):
            # All letter cards: a word's points depend only on its letters, its key's.
            points = word_points(rules, key.upper())
            for word in by_key[key]:
                yield -points, word, taken


def bounded_takes(
    game: ShuffleGame, sources: int, letters: int = 3, limit: int | None = None, level: Level | None = None
) -> Iterator[Take]:
    """Takes (S8) from at most ``sources`` table words: the engine's complete take search
    can take seconds on a crowded table, so the computer runs its own bounded one: from at
    most ``sources`` words, at most ``letters`` letters in all, and at most ``limit`` words
    made (the best-looking; None: all), each with every way to take its letters. Every take
    it yields is built by the engine's helpers and checked again by the caller. With
    ``level``: only takes leaving words it knows (``TakeWords``)."""
    search = TakeWords(game, sources, letters, level)
    made = _take_words(search, game.rules, index_for(game.words).by_key)
    # Words first, best-looking first: expanding every word into takes is the slow part.
    # (nsmallest is sorted()[:limit], without sorting the rest.)
    words = sorted(made) if limit is None else heapq.nsmallest(limit, made)
    for _, word, taken in words:
        for combo in search.by_taken[taken]:
            yield from moves.takes_for(game, search.hand, word, combo)


# A hand grown by passing (S3) past three times the deal takes one letter at most. S3's
# passes draw, so twice the deal is reached in ordinary games; the full take search costs
# the expert's candidate list (listed before any play-out, outside its time cap) a median
# 0.4 s of CPU at 21 cards and 0.8 s at 28 with both jokers (0.5 s at 28 with the cap:
# bench/huge_hand.py, with and without --uncapped). Such a hand has plays enough of its own.
HUGE_HAND_DEALS = 3


def take_letters(level: Level, rules: ShuffleRules, hand_size: int) -> int:
    """The most letters a take of ``level`` takes from the table with a hand of ``hand_size``."""
    return min(level.take_letters, 1) if hand_size > HUGE_HAND_DEALS * rules.hand_size else level.take_letters


def candidates(box: Sandbox, level: Level, rng: random.Random, kinds: Iterable[str] | None = None) -> list[ShuffleAction]:
    """The plays this player finds now (legal in the sandbox), before misses."""
    game = box.game
    kinds = tuple(level.kinds if kinds is None else kinds)
    by_kind: dict[str, list[ShuffleAction]] = {kind: [] for kind in kinds}
    # One pass of the engine's enumeration for its fast kinds (extends and steals share
    # their word search); takes come from the bounded search below.
    for action in moves.generate(game, [k for k in kinds if k not in ("take", "word")]):
        by_kind[action.kind].append(action)
    if "word" in by_kind:
        best_looking = best_looking_hand_words(game, level.shortlist) if level.shortlist is not None else None
        by_kind["word"] = best_looking if best_looking is not None else list(moves.generate(game, ["word"]))
    if "take" in by_kind:
        # Not checked here: rated() plans every play and drops any the engine refuses.
        letters = take_letters(level, game.rules, len(game.hands[game.current]))
        by_kind["take"] = list(dict.fromkeys(bounded_takes(game, level.take_sources, letters, level.shortlist, level)))
    found: list[ShuffleAction] = []
    for plays in by_kind.values():
        # The plays that look best from their notation are weighed in full (with jokers
        # there can be thousands of variants); a hint weighs them all.
        if level.shortlist is not None and len(plays) > level.shortlist:
            plays = shortlist(game.rules, plays, level.shortlist)
        found.extend(plays)
    seen: dict[str, bool] = {}
    kept = []
    for action in dict.fromkeys(found):
        word = getattr(action, "word", "")
        key = word.upper()
        if key not in seen:
            seen[key] = (not word or knows(level, game.words, word)) and rng.random() >= level.miss
        if seen[key]:
            kept.append(action)
    return kept


LOOKS_MEMO = 50_000  # words whose ``looks`` a ruleset remembers (emptied when full)
_LOOKS: "WeakKeyDictionary[ShuffleRules, dict[str, float]]" = WeakKeyDictionary()


def _looks_memo(rules: ShuffleRules) -> dict[str, float]:
    """Word -> ``looks`` under ``rules``: a look-ahead shortlists the same words again and
    again (a word's rating depends on its letters and the ruleset only). Bounded."""
    memo = _LOOKS.get(rules)
    if memo is None:
        memo = _LOOKS[rules] = {}
    elif len(memo) >= LOOKS_MEMO:
        memo.clear()
    return memo


def shortlist(rules: ShuffleRules, plays: list[ShuffleAction], n: int) -> list[ShuffleAction]:
    """The ``n`` plays that look best, by ``looks`` then notation: the first ``n`` of all
    the plays sorted so. Only the plays that look at least as good as the ``n``-th best
    are sorted, and each word is rated once (extends and steals share words)."""
    rating = _looks_memo(rules)
    values = []
    for action in plays:
        word = getattr(action, "word", "")
        value = rating.get(word)
        if value is None:
            value = rating[word] = looks(rules, action)
        values.append(value)
    cut = heapq.nlargest(n, values)[-1]
    near = [(-value, action.notation(), k) for k, (action, value) in enumerate(zip(plays, values)) if value >= cut]
    near.sort()  # the index k keeps equal plays in their order, as a stable sort does
    return [plays[k] for _, _, k in near[:n]]


def best_looking_hand_words(game: ShuffleGame, n: int) -> list[ShuffleAction] | None:
    """``shortlist`` of the words from the hand, without spelling them all: None when there
    are ``n`` or fewer (the caller takes them all). A hand of 20 cards with jokers spells
    hundreds of thousands of displays, so each anagram key is first given the most any of
    its displays can look (``looks``: per symbol its table value and half its hand value,
    a joker's for each letter the hand lacks and, at best, for each joker to spare), and
    only the keys that could reach the ``n`` best are spelt."""
    rules = game.rules
    hand = moves.Hand(game.hands[game.current])
    by_key = index_for(game.words).by_key
    weight = {c: rules.table_values[c] + 0.5 * rules.shed_values[c] for c in rules.table_values}
    joker = rules.joker_table_value + 0.5 * rules.joker_hand_penalty
    queue = []
    for order, (key, wild) in enumerate(moves.hand_word_keys(game, hand)):
        letters = [weight[c.upper()] for c in key]
        most = (
            sum(letters)
            + sum(joker - weight[c.upper()] for c in wild)
            + (hand.jokers - len(wild)) * max(0.0, joker - min(letters))
            + rules.bonus(len(key))
        )
        queue.append((-most, order, key))
    heapq.heapify(queue)
    rating = _looks_memo(rules)
    found: list[tuple[float, HandWord]] = []
    nth_best: list[float] = []  # the n best values so far, least first
    while queue:
        negative, _, key = heapq.heappop(queue)
        if len(found) >= n and -negative < nth_best[0]:
            break  # no display left can look as good as the n-th best (ties are spelt: notation decides)
        for word in by_key[key]:
            for display in moves.joker_displays(word, word, hand.letters, hand.jokers):
                value = rating.get(display)
                if value is None:
                    value = rating[display] = looks(rules, HandWord(display))
                found.append((value, HandWord(display)))
                if len(nth_best) < n:
                    heapq.heappush(nth_best, value)
                elif value > nth_best[0]:
                    heapq.heapreplace(nth_best, value)
    if not queue and len(found) <= n:
        return None
    found.sort(key=lambda item: (-item[0], item[1].notation()))
    return [play for _, play in found[:n]]


# --- what a play is worth ---------------------------------------------------------------


@dataclass(frozen=True)
class Gain:
    """What one play changes, seen by the player making it."""

    table: tuple[int, ...]  # per seat: the change in the points of their table words
    relief: int  # the hand penalty the play removes (cards out, minus a joker taken in)
    jokers_used: int
    jokers_gained: int
    emptied: bool  # the hand is empty after it
    exposure: float  # the change in what this player's words risk to a steal

    def points(self, seat: int) -> int:
        """The change in the player's S14 score if the game ended now."""
        return self.table[seat] + self.relief


def looks(rules: ShuffleRules, action: ShuffleAction) -> float:
    """A quick first rating from the notation alone: the new word's points, and the hand
    cards it sheds (in a display, a capital is a letter card, lower case a joker)."""
    word = getattr(action, "word", "")
    shed = sum(map(rules.shed_values.__getitem__, word))
    return word_points(rules, word) + 0.5 * shed


def steal_risk(word: TableWord, rules: ShuffleRules, thieves_hand: int) -> float:
    need = steal_cards_needed(rules.steal_cards_per_letter, len(word))
    if need > thieves_hand:
        return 0.0
    return STEAL_RISK.get(len(word), 0.01) * word_points(rules, word)


def others_biggest_hand(view: ShuffleView) -> int:
    """The most cards another player holds (public: the seats' hand sizes)."""
    return max((s.hand_size for i, s in enumerate(view.seats) if i != view.seat), default=0)


def gain_of(game: ShuffleGame, plan: Plan, biggest_other_hand: int | None = None) -> Gain:
    """What ``plan`` changes for the player to act. ``biggest_other_hand``: the most cards
    another player holds (public; in a sandbox the other hands are empty, so it is given)."""
    seat = game.current
    rules = game.rules
    delta = [0] * len(game.players)
    if biggest_other_hand is None:
        biggest_other_hand = max((len(h) for i, h in enumerate(game.hands) if i != seat), default=0)
    exposure = 0.0
    for word_id in plan.removed:
        gone = game.table[word_id]
        delta[gone.owner] -= word_points(rules, gone)
        if gone.owner == seat:
            exposure -= steal_risk(gone, rules, biggest_other_hand)
    for word in plan.put:
        replaced = game.table.get(word.id)
        if replaced is not None:
            delta[replaced.owner] -= word_points(rules, replaced)
            if replaced.owner == seat:
                exposure -= steal_risk(replaced, rules, biggest_other_hand)
        delta[word.owner] += word_points(rules, word)
        if word.owner == seat:
            exposure += steal_risk(word, rules, biggest_other_hand)
    relief = hand_penalty(rules, plan.used) - hand_penalty(rules, plan.gained)
    left = len(game.hands[seat]) - len(plan.used) + len(plan.gained)
    return Gain(
        tuple(delta),
        relief,
        sum(c.is_joker for c in plan.used),
        sum(c.is_joker for c in plan.gained),
        left == 0,
        exposure,
    )


def hand_weight(deck_size: int) -> float:
    """How much a card's value in hand counts now: in full at the end (S14), less the more
    cards are left to draw."""
    return 1.0 if deck_size == 0 else max(0.3, 1.0 - deck_size / 45)


def emptied_bonus(view: ShuffleView) -> float:
    """What emptying the hand is worth: another turn (S3), or with the deck empty the end of
    the game, with the others' cards left in their hands (S13)."""
    if view.deck_size:
        return EXTRA_TURN
    return OUT_PER_CARD * sum(s.hand_size for i, s in enumerate(view.seats) if i != view.seat)


def worth(gain: Gain, box: Sandbox, level: Level) -> float:
    """How much the player likes a play (0: as good as not playing)."""
    view = box.view
    seat = view.seat
    end = hand_weight(view.deck_size)
    others = [i for i in range(len(view.seats)) if i != seat]
    given = sum(gain.table[i] for i in others)
    value = gain.table[seat] + end * gain.relief - given
    if gain.emptied:
        value += emptied_bonus(view)
    if level.weigh_risk:
        value -= gain.exposure
        value += JOKER_KEEP * (1 - end) * (gain.jokers_gained - gain.jokers_used)
    return value


def rated(box: Sandbox, level: Level, found: Iterable[ShuffleAction]) -> list[tuple[float, ShuffleAction, Gain]]:
    game = box.game
    view = box.view
    biggest_other_hand = others_biggest_hand(view)
    out = []
    for action in found:
        plan = game.plan(action)
        if not isinstance(plan, Plan):
            continue  # refused in the sandbox: never offered
        gain = gain_of(game, plan, biggest_other_hand)
        out.append((worth(gain, box, level), action, gain))
    out.sort(key=best_first(level, game.words))
    return out


def best_first(level: Level, words: WordList) -> Callable[[tuple[float, ShuffleAction, Gain]], tuple]:
    """The sort key of rated plays, best first: by ``level``'s rating, then, for a level
    for a child (a junior's hint and review), by the commonness of the word made
    (``rarity``: of plays liked alike, the word a child knows), then by notation. One key
    for the hint (best_play.best_plays) and the review's expert column (``rated``), so they
    never name different words of a tie; computer players never sort by rarity."""
    if level.for_a_child:
        return lambda r: (-r[0], rarity(words, r[1]), r[1].notation())
    return lambda r: (-r[0], r[1].notation())


def rarity(words: WordList, action: ShuffleAction) -> int:
    """The SCOWL level of the word ``action`` makes (higher: rarer); 0 for a play making
    none (a joker swap) or a word the list carries no level for (a house word: the family
    chose it, as ``WordList.is_common`` counts it common)."""
    word = getattr(action, "word", "")
    return (words.level(word) or 0) if word else 0


# Worths are sums of a few floats: a bound computed in another order may come out a
# rounding error below the worth it bounds, so a play is skipped only when its bound is
# below the best found by more than this.
BOUND_SLACK = 1e-6


def worth_at_most(box: Sandbox, level: Level, action: ShuffleAction) -> float:
    """An upper bound of what ``rated`` would say ``action`` is worth, if the engine
    accepts it, read from its letters without planning it (planning builds every card of
    the new words: most of a rating's cost). For a level that does not weigh risk; for one
    that does, and for joker swaps, infinity (such plays are always rated in full).

    Exact for every play the engine accepts: the points of the words put and changed come
    from their displays, the hand cards used are the new word's symbols less those that
    stay from the table (``plays`` keeps an old word's symbols, and a take uses exactly
    the taken ones), and what a take leaves of a word scores the taken symbols and the
    length bonus less, whichever rest stays."""
    if level.weigh_risk:
        return math.inf
    game = box.game
    rules = game.rules
    view = box.view
    seat = view.seat
    table = game.table
    shed = rules.shed_values
    word = getattr(action, "word", "")
    change = word_points(rules, word)  # the new word's points (the player's own, but for an extend)
    from_hand = sum(map(shed.__getitem__, word))  # less what stays from the table, below
    used = len(word)
    if isinstance(action, (Extend, Steal)):
        old = table.get(action.target)
        if old is None or (isinstance(action, Steal) and old.owner == seat):
            return math.inf  # refused by the engine: the plan will say so
        from_hand -= sum(map(shed.__getitem__, old.display))
        used -= len(old)
        if isinstance(action, Steal):
            change += word_points(rules, old)  # an other's word leaves the table
        else:
            grown = change - word_points(rules, old)
            change = grown if old.owner == seat else -grown  # S6: the word stays its owner's
    elif isinstance(action, Take):
        for source in action.sources:
            old = table.get(source.target)
            taken = source.letters
            if old is None or len(taken) >= len(old):
                return math.inf
            lost = card_points(rules, taken) + rules.bonus(len(old)) - rules.bonus(len(old) - len(taken))
            change += -lost if old.owner == seat else lost
            from_hand -= sum(map(shed.__getitem__, taken))
            used -= len(taken)
    elif not isinstance(action, HandWord):
        return math.inf
    value = change + hand_weight(view.deck_size) * from_hand
    if used == len(game.hands[seat]):
        value += emptied_bonus(view)
    return value


def best_rated(
    box: Sandbox, level: Level, found: Iterable[ShuffleAction], above: float = 0.0
) -> tuple[float, ShuffleAction] | None:
    """The first play of ``rated(box, level, found)`` with its worth, when it is worth more
    than ``above`` (else None), rating only the plays that could be it: in the order of
    ``worth_at_most``, until the bounds left are below the best worth found (the look-ahead's
    quick policy wants only its best play, and rates a few dozen each action)."""
    game = box.game
    view = box.view
    biggest_other_hand = others_biggest_hand(view)
    bounded = sorted(((worth_at_most(box, level, a), a.notation(), a) for a in found), key=lambda r: (-r[0], r[1]))
    best: tuple[float, str, ShuffleAction] | None = None
    for bound, notation, action in bounded:
        if bound < (above if best is None else best[0]) - BOUND_SLACK:
            break  # neither this play nor any after it can be first (and worth more than ``above``)
        plan = game.plan(action)
        if not isinstance(plan, Plan):
            continue  # refused in the sandbox: never offered
        value = worth(gain_of(game, plan, biggest_other_hand), box, level)
        if value > above and (best is None or (-value, notation) < (-best[0], best[1])):
            best = (value, notation, action)
    return None if best is None else (best[0], best[2])


# --- the decision -----------------------------------------------------------------------


def choose_shuffle(
    view: ShuffleView, rules: ShuffleRules, words: WordList, players: Sequence[Player], level: Level, rng: random.Random
) -> ShuffleAction:
    """The next action for the player whose view this is (it must be their turn)."""
    if not view.my_turn:
        raise ValueError("a computer player acts only in its own turn")
    box = sandbox(rules, words, players, view)
    ranked = rated(box, level, candidates(box, level, rng))
    if ranked and ranked[0][0] > 0:
        return box.real(ranked[0][1])
    return EndTurn() if view.turn_plays else Pass()
