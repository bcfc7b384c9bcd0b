"""Enumerating the legal plays of the player to act (the first layer of legality).

The word search (``search``) finds the letter sets that make words; this module turns
them into actions: which positions of the word are jokers (a joker may stand for any
letter, also one the hand holds), where an old word's letters sit, which table words
letters are taken from. Every action produced here is also accepted by ``plays`` (the
second layer); the tests check both against a brute-force scan of the word list.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from itertools import combinations, islice, product
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, NamedTuple, Sequence

from wordcards.engine.letters import hand_letters
from wordcards.engine.shuffle.actions import (
    PLAY_KINDS,
    Extend,
    HandWord,
    ShuffleAction,
    Steal,
    SwapJoker,
    Take,
    TakeFrom,
)
from wordcards.engine.shuffle.cards import Card, TableWord
from wordcards.engine.shuffle.plays import Plan, embed, steal_cards_needed
from wordcards.engine.shuffle.scoring import hand_penalty
from wordcards.engine.shuffle.search import WordIndex, index_for, remembered

if TYPE_CHECKING:
    from wordcards.engine.shuffle.game import ShuffleGame

KIND_ORDER = ("word", "extend", "steal", "take", "swap")


# --- the hand -------------------------------------------------------------------------


class Hand:
    """The current player's hand as counts: ``letters`` upper case, ``lower`` lower case
    (for the word search), and the number of jokers."""

    def __init__(self, cards: Sequence[Card]) -> None:
        self.letters, self.jokers = hand_letters(cards)
        self.lower: dict[str, int] = {k.lower(): n for k, n in self.letters.items()}
        self.size = len(cards)

    def covers(self, symbols: Iterable[str]) -> bool:
        """Can the hand supply these symbols (upper: a letter card; lower: a joker)?"""
        need = Counter(symbols)
        jokers = 0
        for s, n in need.items():
            if s.islower():
                jokers += n
            elif self.letters[s] < n:
                return False
        return jokers <= self.jokers


def variants(
    word: str,
    table_jokers: str,
    hand_jokers: int,
    accept: Callable[[str], bool],
    least: int = 0,
    added: str | None = None,
) -> Iterator[str]:
    """The displays of ``word`` (lower case) that ``accept`` allows, with the table's jokers
    (``table_jokers``: the letters they stand for) plus ``least`` to ``hand_jokers`` jokers
    from the hand in lower case. ``added``, when known, holds the letters the hand adds: a
    hand joker can only stand for one of those."""
    up = word.upper()
    if hand_jokers == 0:
        # Only positions holding a table joker's letter can be lower case.
        free = [i for i, ch in enumerate(word) if ch in table_jokers]
    elif added is not None:
        free = [i for i, ch in enumerate(word) if ch in table_jokers or ch in added]
    else:
        free = list(range(len(word)))
    for j in range(least, hand_jokers + 1):
        k = len(table_jokers) + j
        if k > len(free):
            break
        if k == 0:
            if accept(up):
                yield up
            continue
        for chosen in combinations(free, k):
            chars = list(up)
            for i in chosen:
                chars[i] = chars[i].lower()
            display = "".join(chars)
            if accept(display):
                yield display


def joker_displays(
    word: str, added: str, letters: Counter[str], jokers: int, table_jokers: str = "", old: str | None = None
) -> list[str]:
    """Every display of ``word`` (lower case) whose letters ``added`` come from a hand of
    ``letters`` (upper case counts) and ``jokers`` jokers, the rest (when ``old`` is given)
    from the table display ``old`` with its jokers (``table_jokers``), which must stay in
    order. In the order ``variants`` gives them: fewest jokers first, then by joker places.

    Built from which letters are jokers: the table's, a hand joker for each added letter
    the hand lacks, and any choice of the other added letters for the jokers left; then
    each way to put those letters' jokers on the word's places of that letter."""
    need: dict[str, int] = {}
    for c in added:
        need[c] = need.get(c, 0) + 1
    short: dict[str, int] = {}
    optional: list[tuple[str, int]] = []  # added letters a joker may also stand for
    spare = jokers
    for c, n in need.items():
        have = letters[c.upper()]
        if n > have:
            short[c] = n - have
            spare -= n - have
            if have:
                optional.append((c, have))
        else:
            optional.append((c, n))
    if spare < 0:
        return []
    if not spare and not short and not table_jokers:
        up = word.upper()
        return [up] if old is None or embed(old, up) is not None else []
    if jokers == 1 and not table_jokers:
        return _one_joker(word, need, short, old)
    return _jokers_placed(word, short, optional, spare, table_jokers, old)


def _one_joker(word: str, need: dict[str, int], short: dict[str, int], old: str | None) -> list[str]:
    """The common case, directly: one joker, on a letter the hand lacks or, if it lacks
    none, on any added letter (or not used)."""
    up = word.upper()
    if short:
        (lacked,) = short
        spots = [i for i, ch in enumerate(word) if ch == lacked]
        out = []
    else:
        spots = [i for i, ch in enumerate(word) if ch in need]
        out = [up] if old is None or embed(old, up) is not None else []
    for i in spots:
        display = up[:i] + word[i] + up[i + 1 :]
        if old is None or embed(old, display) is not None:
            out.append(display)
    return out


def _jokers_placed(
    word: str,
    short: dict[str, int],
    optional: list[tuple[str, int]],
    spare: int,
    table_jokers: str,
    old: str | None,
) -> list[str]:
    """Every choice of the jokers' letters (the table's, the ``short`` ones, any of the
    ``optional`` ones for the ``spare`` jokers), each put every way on the word's places
    of its letter: fewest jokers first, then by joker places."""
    up = word.upper()
    places: dict[str, list[int]] = {}
    for i, ch in enumerate(word):
        if ch in places:
            places[ch].append(i)
        else:
            places[ch] = [i]
    fixed = dict(short)
    for c in table_jokers:
        fixed[c] = fixed.get(c, 0) + 1
    found: list[tuple[int, list[int], str]] = []
    for extra in _sub_multisets(sorted(optional), spare):
        low = fixed
        if extra:
            low = dict(fixed)
            for c, n in extra.items():
                low[c] = low.get(c, 0) + n
        choices = []
        for c, n in low.items():
            spots_of_c = places.get(c, ())
            if n > len(spots_of_c):
                break
            choices.append(combinations(spots_of_c, n))
        else:
            for pick in product(*choices):
                spots = sorted(i for group in pick for i in group)
                chars = list(up)
                for i in spots:
                    chars[i] = chars[i].lower()
                display = "".join(chars)
                if old is None or embed(old, display) is not None:
                    found.append((len(spots), spots, display))
    found.sort()
    return [display for _, _, display in found]


def _sub_multisets(items: list[tuple[str, int]], most: int) -> Iterator[dict[str, int]]:
    """Every sub-multiset of at most ``most`` elements of (letter, count) ``items``."""
    if not items or most == 0:
        yield {}
        return
    (c, n), rest = items[0], items[1:]
    for k in range(min(n, most) + 1):
        for sub in _sub_multisets(rest, most - k):
            yield {c: k, **sub} if k else sub


def _in_order(old: str, word: str) -> bool:
    """Are the letters of ``old`` in ``word`` in their order? (Each at the first place
    after the last one's: ``str.find``, not a generator over ``word``, as a look-ahead asks
    for every word a search finds.)"""
    at = 0
    for c in old:
        at = word.find(c, at) + 1
        if not at:
            return False
    return True


def _minus(key: str, must: str) -> str:
    """The letters of sorted ``key`` left when the sorted letters ``must`` are taken out."""
    rest = list(key)
    for c in must:
        rest.remove(c)
    return "".join(rest)


def _table_jokers(display: str) -> str:
    return "".join(ch for ch in display if ch.islower())


# --- words from hand (S4, S5) -----------------------------------------------------------


def _hand_word_least(game: "ShuffleGame") -> int:
    """The shortest word the player to act may make from the hand (S4, S5, S12)."""
    seat = game.current
    junior = game.players[seat].junior
    least: int = (game.rules.word_min if game.first_played[seat] else game.rules.first_play_min).for_player(junior)
    return least


def hand_word_keys(game: "ShuffleGame", hand: Hand) -> list[tuple[str, str]]:
    """The anagram keys of ``hand_words`` with the letters the jokers must stand for (the
    hand lacks them): a search that bounds each key's points before it spells the words
    (``ai.best_play``; a big hand with jokers makes hundreds of thousands of displays)."""
    least = _hand_word_least(game)
    return index_for(game.words).find(hand.lower, hand.jokers, "", least, least)


def hand_words(game: "ShuffleGame", hand: Hand) -> Iterator[HandWord]:
    least = _hand_word_least(game)
    index = index_for(game.words)
    memo_key = (tuple(sorted(hand.lower.items())), hand.jokers, least)
    yield from remembered(  # a look-ahead meets the same hands again and again
        index.hand_words,
        memo_key,
        lambda: tuple(
            HandWord(display)
            for key in index.find_keys(hand.lower, hand.jokers, "", least, least)
            for word in index.by_key[key]
            for display in joker_displays(word, word, hand.letters, hand.jokers)
        ),
    )


# --- extends (S6) and steals (S7) -------------------------------------------------------


def _words_to_play_on(
    game: "ShuffleGame", want_extend: bool, want_steal: bool
) -> Iterator[tuple[TableWord, bool, int, int]]:
    """The table words the current player may extend (when ``want_extend``) or steal (when
    ``want_steal``, S6, S7; none before their first play, S4): each with whether its steal
    is wanted, the cards a steal needs and the shortest word the player may make."""
    seat = game.current
    if not game.first_played[seat]:  # S4
        return
    least = game.rules.word_min.for_player(game.players[seat].junior)
    ratio = game.rules.steal_cards_per_letter
    for old in list(game.table.values()):
        stealable = want_steal and old.owner != seat
        if want_extend or stealable:
            yield old, stealable, steal_cards_needed(ratio, len(old)), least


def extends_and_steals(
    game: "ShuffleGame", hand: Hand, want_extend: bool, want_steal: bool
) -> Iterator[ShuffleAction]:
    index = index_for(game.words)
    hand_key = (tuple(sorted(hand.lower.items())), hand.jokers)
    for old, stealable, steal_need, least in _words_to_play_on(game, want_extend, want_steal):
        # A look-ahead meets the same hands and table words (with the same ids) again and
        # again: the plays on a word are remembered, actions and all.
        memo_key = (hand_key, old.id, old.display, want_extend, stealable, steal_need, least)
        yield from remembered(index.word_plays, memo_key, partial(_plays_on, index, hand, old, want_extend, stealable, steal_need, least))


def _plays_on(
    index: "WordIndex", hand: Hand, old: TableWord, want_extend: bool, stealable: bool, steal_need: int, least: int
) -> tuple[ShuffleAction, ...]:
    """The extends (when wanted) and steals (when ``stealable``) of the table word ``old``
    that ``hand`` can make (S6, S7): for each new display its extend, then its steal."""
    plays: list[ShuffleAction] = []
    for word, added, is_steal in words_on(index, hand, old, want_extend, stealable, steal_need, least):
        for display in displays_on(hand, old, word, added):
            if want_extend:
                plays.append(Extend(old.id, display))
            if is_steal:
                plays.append(Steal(old.id, display))
    return tuple(plays)


def words_on_table(game: "ShuffleGame", hand: Hand, want_extend: bool, want_steal: bool) -> Iterator[tuple[TableWord, str, str, bool]]:
    """The words of ``extends_and_steals``, not yet spelt: (the table word, the word, the
    letters the hand adds (lower case), whether its steal is a play too); its extend is
    one when ``want_extend``. A hint bounds each word's points before it spells its
    displays (with jokers in a big hand, hundreds of thousands)."""
    index = index_for(game.words)
    for old, stealable, steal_need, least in _words_to_play_on(game, want_extend, want_steal):
        for word, added, is_steal in words_on(index, hand, old, want_extend, stealable, steal_need, least):
            yield old, word, added, is_steal


def words_on(
    index: "WordIndex", hand: Hand, old: TableWord, want_extend: bool, stealable: bool, steal_need: int, least: int
) -> Iterator[tuple[str, str, bool]]:
    """The words ``hand`` can make on the table word ``old`` (S6, S7) in ``_plays_on``'s
    order: (word, the letters added (lower case), whether its steal is a play)."""
    min_extra = 1 if want_extend else steal_need
    must = "".join(sorted(old.display.lower()))
    plain_old = old.display.lower()
    for key in index.find_keys(hand.lower, hand.jokers, must, min_extra, least):
        added = None
        for word in index.by_key[key]:
            is_steal = stealable and len(word) - len(old) >= steal_need
            if not want_extend and not is_steal:
                continue
            if not _in_order(plain_old, word):
                continue  # the old letters are not in order in this word (S6, S7)
            if added is None:
                added = _minus(key, must)
            yield word, added, is_steal


def displays_on(hand: Hand, old: TableWord, word: str, added: str) -> Iterable[str]:
    """Every display of ``word`` made on the table word ``old`` with hand cards for the
    letters ``added`` (``joker_displays``; the old jokers keep their letters, S9)."""
    table_jokers = _table_jokers(old.display)
    if not table_jokers and not hand.jokers:  # each word has one display
        return (word.upper(),)
    return joker_displays(word, added, hand.letters, hand.jokers, table_jokers, old.display)


# --- joker swaps (S10) ------------------------------------------------------------------


def swaps(game: "ShuffleGame", hand: Hand) -> Iterator[SwapJoker]:
    if not game.first_played[game.current]:  # S4
        return
    for word in list(game.table.values()):
        if word.display.isupper():
            continue  # no joker in it (a joker shows in lower case)
        jokers = [(k, p.letter) for k, p in enumerate(word.placed) if p.card.is_joker]
        per_letter = Counter(letter for _, letter in jokers)
        for k, letter in jokers:
            if hand.letters[letter]:
                yield SwapJoker(word.id, letter, k + 1 if per_letter[letter] > 1 else None)


# --- takes (S8) -------------------------------------------------------------------------


class TakeOption:
    """One way to take letters from one table word: the symbols taken and the word left."""

    __slots__ = ("word", "taken", "rest", "explicit", "letters", "_source")

    def __init__(self, word: TableWord, taken: str, rest: str, explicit: bool):
        self.word = word
        self.taken = taken  # symbols, lower case for a joker
        self.rest = rest
        self.explicit = explicit  # another rest is possible for the same letters: say which
        self.letters = Counter(taken.lower())
        self._source: TakeFrom | None = None

    def source(self) -> TakeFrom:
        if self._source is None:  # made once: every word made with this option names it
            self._source = TakeFrom(self.word.id, self.taken, self.rest if self.explicit else None)
        return self._source


def take_options(game: "ShuffleGame", most: int | None = None) -> list[list[TakeOption]]:
    """Per table word, every legal way to take letters from it (S8: a valid word of the
    taker's left-behind length stays), taking at most ``most`` letters when given."""
    index = index_for(game.words)
    left_min = game.rules.left_behind_min.for_player(game.players[game.current].junior)
    per_word = []
    for word in game.table.values():
        removals = index.removals(word.display, left_min, most)
        same_letters = Counter("".join(sorted(taken)) for taken, _ in removals)
        options = [
            TakeOption(word, taken, rest, same_letters["".join(sorted(taken))] > 1) for taken, rest in removals
        ]
        if options:
            per_word.append(options)
    return per_word


class TakeSearch:
    """Which letters one take can remove from the table, and how (S8): options per word,
    at most one option per word. Answers are memoised for one position."""

    def __init__(self, per_word: list[list[TakeOption]], most: int, encode: Callable[[str], str] = str):
        self.per_word = per_word
        self.letters = {c for options in per_word for o in options for c in o.letters}
        self._ways: dict[str, list[list[TakeOption]]] = {}
        # Every letter string (sorted) that one take of at most ``most`` letters removes,
        # and every start of one: the word search follows only those.
        takeable = {""}
        for options in per_word:
            grown = set()
            for letters in takeable:
                for option in options:
                    if len(letters) + len(option.taken) <= most:
                        grown.add("".join(sorted(letters + option.taken.lower())))
            takeable |= grown
        takeable.discard("")
        # In the word search's letter order (``encode``), as its walk asks.
        self.takeable = {encode(t) for t in takeable}
        self.starts = {t[:i] for t in self.takeable for i in range(1, len(t) + 1)}

    def ways(self, taken: str) -> list[list[TakeOption]]:
        """Every choice of options whose taken letters are exactly ``taken`` (sorted)."""
        cached = self._ways.get(taken)
        if cached is not None:
            return cached
        want = Counter(taken)
        candidates = [[o for o in options if not (o.letters - want)] for options in self.per_word]
        candidates = [c for c in candidates if c]
        result: list[list[TakeOption]] = []
        chosen: list[TakeOption] = []
        dead: set[tuple[int, str]] = set()  # (word, letters still wanted) that lead nowhere

        def walk(i: int, left: Counter[str]) -> bool:
            if not +left:
                result.append(list(chosen))
                return True
            if i == len(candidates):
                return False
            state = (i, "".join(sorted(left.elements())))
            if state in dead:
                return False
            any_found = False
            for option in candidates[i]:
                if not (option.letters - left):
                    chosen.append(option)
                    any_found |= walk(i + 1, left - option.letters)
                    chosen.pop()
            any_found |= walk(i + 1, left)
            if not any_found:
                dead.add(state)
            return any_found

        walk(0, want)
        self._ways[taken] = result
        return result

    def can_take(self, taken: str) -> bool:
        return taken in self.takeable

    def can_start(self, prefix: str) -> bool:
        """Does some takeable string (sorted) start with ``prefix``?"""
        return prefix in self.starts


def takes_for(
    game: "ShuffleGame", hand: Hand, word: str, combo: list[TakeOption]
) -> Iterator[Take]:
    """The takes that make ``word`` (lower case) from the options in ``combo`` plus hand cards."""
    taken = Counter("".join(o.taken for o in combo))
    count = sum(taken.values())
    if len(word) - count < max(1, game.rules.take_cards_per_letter * count):
        return
    sources = tuple(o.source() for o in combo)

    def accept(display: str) -> bool:
        """The display holds the taken symbols, and the hand covers the rest (``Hand.covers``)."""
        have = Counter(display)
        if any(have[s] < n for s, n in taken.items()):
            return False
        jokers = 0
        for s, n in have.items():
            n -= taken[s]
            if n <= 0:
                continue
            if s.islower():
                jokers += n
            elif hand.letters[s] < n:
                return False
        return jokers <= hand.jokers

    table_jokers = "".join(ch for ch in taken.elements() if ch.islower())
    for display in variants(word, table_jokers, hand.jokers, accept):
        yield Take(sources, display)


def takes(game: "ShuffleGame", hand: Hand) -> Iterator[Take]:
    seat = game.current
    if not game.first_played[seat] or not hand.size:  # S4; S8: a take needs hand cards
        return
    ratio = game.rules.take_cards_per_letter
    # S8: each letter taken needs ``ratio`` hand cards, so the hand bounds the letters; a
    # ruleset's ratio of 0 asks for one hand card however many letters are taken.
    most = hand.size // ratio if ratio else sum(len(word.display) for word in game.table.values())
    per_word = take_options(game, most)
    if not per_word:
        return
    index = index_for(game.words)
    search = TakeSearch(per_word, most, index.encode)
    least = game.rules.word_min.for_player(game.players[seat].junior)
    found = index.find_with_pool(
        hand.lower, hand.jokers, search.letters, search.can_start, search.can_take, ratio, least
    )
    for key, taken in found:
        for combo in search.ways(taken):
            for word in index.by_key[key]:
                yield from takes_for(game, hand, word, combo)


# --- all together -----------------------------------------------------------------------


def _kinds(kind: str | type | None) -> tuple[str, ...]:
    if kind is None:
        return KIND_ORDER
    if isinstance(kind, type):
        for name, cls in PLAY_KINDS.items():
            if cls is kind:
                return (name,)
    elif kind in PLAY_KINDS:
        return (kind,)
    raise ValueError(f"unknown kind of play {kind!r} (one of {', '.join(KIND_ORDER)})")


def generate(game: "ShuffleGame", kinds: Iterable[str]) -> Iterator[ShuffleAction]:
    kinds = set(kinds)
    hand = Hand(game.hands[game.current])
    if "word" in kinds:
        yield from hand_words(game, hand)
    if "extend" in kinds or "steal" in kinds:
        yield from extends_and_steals(game, hand, "extend" in kinds, "steal" in kinds)
    if "take" in kinds:
        yield from takes(game, hand)
    if "swap" in kinds:
        yield from swaps(game, hand)


class ScoreParts(NamedTuple):
    """S14: where a play's score change comes from (``score_change`` is their sum)."""

    table: int  # the change in the value of the player's own table words
    out_of_hand: int  # the hand penalty of the cards played: they no longer count against the player
    into_hand: int  # minus the hand penalty of a card taken into the hand (S10: the joker)


def score_parts(game: "ShuffleGame", plan: Plan) -> ScoreParts:
    rules = game.rules
    return ScoreParts(plan.points, hand_penalty(rules, plan.used), -hand_penalty(rules, plan.gained))


def score_change(game: "ShuffleGame", plan: Plan) -> int:
    """S14: how much the player's score changes at once with ``plan``: the change in the
    value of their own table words, plus the hand penalty of the cards played, minus that
    of a card taken into the hand (S10: the joker). The number the app shows with a play.
    The sum of ``score_parts``, without building them: it ranks every play (rank_key)."""
    rules = game.rules
    return plan.points + hand_penalty(rules, plan.used) - hand_penalty(rules, plan.gained)


def rank_key(game: "ShuffleGame", action: ShuffleAction) -> tuple[int, int, int, int, str]:
    """Best first: the most score for the player at once (``score_change``, so the first
    of a list scores as much as any); among equal scores the fewest jokers from the hand
    (a joker in hand is worth keeping), then the fewest hand cards, then word, extend,
    steal, take, swap; then the notation (so the order is fixed)."""
    plan = game.plan(action)
    assert isinstance(plan, Plan), (action, plan)
    jokers = sum(c.is_joker for c in plan.used)
    return (-score_change(game, plan), jokers, len(plan.used), KIND_ORDER.index(action.kind), action.notation())


def legal_plays(
    game: "ShuffleGame", kind: str | type | None, limit: int | None, rank: bool
) -> list[ShuffleAction]:
    if game.is_over:
        return []
    kinds = _kinds(kind)
    if rank:
        actions = list(generate(game, kinds))
        actions.sort(key=lambda a: rank_key(game, a))
        return actions if limit is None else actions[:limit]
    cache_key = ("plays", kinds)
    if limit is None and cache_key in game._cache:
        return list(game._cache[cache_key])
    actions = list(islice(generate(game, kinds), limit))
    if limit is None:
        game._cache[cache_key] = tuple(actions)
    return actions
