"""The Shuffle play that scores most at once (hints and the review), found best first.

Rating a play in full (``game.plan``, then ``gain_of``) is the slow part of a hint: with
jokers in hand there are tens of thousands of candidate takes, most of them the same word
with its jokers in other places. So each candidate first gets its points from its letters
alone (the points are ``Gain.points``: the change in the player's table points plus the
hand penalty the play sheds, and the letters say exactly what both are), and candidates
are rated in full in that order until the best rated play scores more than every one
left. Words from the hand are counted per anagram key before they are spelt (a hand of 20
cards with jokers spells hundreds of thousands of displays). Takes are counted before they are looked up or spelt: per taken letters and length
of the word made, then per word (its anagram key), then per choice of table words, each
time the most any take in the group can score; a group is opened only when its count is
the highest left, so most words are never looked up and few takes are ever spelt.

What this finds is what rating every candidate finds (``candidates`` then ``rated``,
sorted by points, then by how the level likes the play, then by notation): a count from
the letters is only used to skip plays, never to choose one, and it is never below the
points of any play it stands for (tests/ai/test_best_play.py checks both against rating
every candidate).
"""

from __future__ import annotations

import heapq
from collections import Counter
from itertools import count

from wordcards.ai.levels import Level, knows
from wordcards.ai.shuffle import Gain, Sandbox, TakeWords, best_first, gain_of, others_biggest_hand, worth
from wordcards.engine.shuffle import Extend, HandWord, ShuffleAction, ShuffleGame, Steal
from wordcards.engine.shuffle.cards import TableWord
from wordcards.engine.shuffle import moves
from wordcards.engine.shuffle.plays import Plan
from wordcards.engine.shuffle.scoring import word_points
from wordcards.engine.shuffle.search import index_for

Rated = tuple[float, ShuffleAction, Gain]


class PointsFromLetters:
    """A play's points (``Gain.points``) counted from its letters, for the player to act."""

    def __init__(self, game: ShuffleGame, hand: moves.Hand) -> None:
        rules = game.rules
        self.game = game
        self.seat = game.current
        self.table = rules.table_values  # a symbol's value on the table
        # What a hand card stops costing when it is played (S14): a joker its penalty.
        self.shed = rules.shed_values
        # A hand card put into the player's own word: both.
        self.own = {s: self.table[s] + self.shed[s] for s in self.table}
        self.own_joker = rules.joker_table_value + rules.joker_hand_penalty
        # The same per letter of either case, as the keys spell them (counted hundreds of
        # thousands of times with a 28-card hand: no upper() each time).
        self._own_letter = {s.lower(): v for s, v in self.own.items() if s.isupper()}
        self._own_letter.update((s, v) for s, v in self.own.items() if s.isupper())
        self._bonuses = [rules.bonus(length) for length in range(64)]
        self.jokers = hand.jokers
        self.hand_lower = hand.lower
        self._shed_letter = {s.lower(): v for s, v in self.shed.items() if s.isupper()}
        self.shed_joker = rules.joker_hand_penalty
        # The hand's cards by what each adds to the player's own word, most first.
        self._best_hand = sorted(
            [self.own[c] for c, n in hand.letters.items() for _ in range(n)] + [self.own_joker] * hand.jokers,
            reverse=True,
        )
        self._letters: dict[str, tuple[int, int]] = {}

    def of(self, action: ShuffleAction) -> float:
        """Exact from the letters, except a joker swap (not counted: always rated)."""
        if isinstance(action, HandWord):
            return sum(self.own[s] for s in action.word) + self.bonus(len(action.word))
        if isinstance(action, (Extend, Steal)):
            # The new display holds every symbol of the old one (S6, S7; S9: a joker keeps
            # its letter), so the cards added are the symbols it has more: sums, no Counter
            # (a 28-card hand with jokers makes hundreds of thousands of these).
            old = self.game.table[action.target].display
            shed = self.shed
            added_shed = sum(shed[s] for s in action.word) - sum(shed[s] for s in old)
            if isinstance(action, Steal):
                return word_points(self.game.rules, action.word) + added_shed
            if self.game.table[action.target].owner != self.seat:  # S6: the word stays its owner's; only the hand is relieved
                return added_shed
            own = self.own
            return (
                sum(own[s] for s in action.word) - sum(own[s] for s in old)
                + self.bonus(len(action.word))
                - self.bonus(len(old))
            )
        return float("inf")

    def on_word(self, group: "_OnWordGroup") -> int:
        """The most any display of ``group``'s extend or steal scores (``of``): its hand
        cards counted as ``take_key`` counts them, each joker where it adds most."""
        old, added = group.old.display, group.added
        length = len(old) + len(added)
        most = -(10**9)
        if group.steal or (group.extend and group.old.owner == self.seat):
            # Own (an extend) or new (a steal): the added cards count on the table too.
            own = self._added(added, self._own_letter, self.own_joker) + self.bonus(length) - self.bonus(len(old))
            most = own + word_points(self.game.rules, old) if group.steal else own
        if group.extend and group.old.owner != self.seat:  # S6: only the hand is relieved
            most = max(most, self._added(added, self._shed_letter, self.shed_joker))
        return most

    def _added(self, added: str, value: dict[str, int], joker: int) -> int:
        """The most hand cards for the letters ``added`` are worth at ``value`` (per lower
        case letter), a joker at ``joker``: the jokers forced on letters the hand lacks,
        the others on the letters where a joker adds most (or kept)."""
        total = 0
        gains: list[int] = []
        need: dict[str, int] = {}
        for c in added:
            need[c] = need.get(c, 0) + 1
            if need[c] > self.hand_lower.get(c, 0):
                total += joker  # forced: the hand lacks this letter
            else:
                total += value[c]
                gains.append(joker - value[c])
        spare = self.jokers - (len(added) - len(gains))
        if spare > 0 and gains:
            total += sum(gain for gain in sorted(gains, reverse=True)[:spare] if gain > 0)
        return total

    def bonus(self, length: int) -> int:
        """S14's length bonus (``rules.bonus``), read from a table."""
        return self._bonuses[length] if length < len(self._bonuses) else self.game.rules.bonus(length)

    def best_hand(self, cards: int) -> int:
        """The most ``cards`` hand cards can add to the player's own word."""
        return sum(self._best_hand[:cards])

    def table_points(self, symbols: str) -> int:
        """What these symbols are worth on the table."""
        return sum(self.table[s] for s in symbols)

    def lost(self, combo: list[moves.TakeOption]) -> int:
        """The points the player's own table words lose to a take from ``combo``."""
        rules = self.game.rules
        return sum(
            word_points(rules, o.word.display) - word_points(rules, o.rest) for o in combo if o.word.owner == self.seat
        )

    def letters(self, letters: str) -> tuple[int, int]:
        """For hand cards spelling ``letters`` (lower case) into the player's own word: what
        they add as letter cards, and the most a joker in place of one of them adds more."""
        found = self._letters.get(letters)
        if found is None:
            own = [self._own_letter[c] for c in letters]
            found = self._letters[letters] = (sum(own), max(0, self.own_joker - min(own, default=0)))
        return found

    def take_key(self, key: str, taken: str, wild: str) -> int:
        """The most a take can score that makes a word of anagram ``key`` from the table
        letters ``taken`` (lower case) and hand cards, jokers standing for ``wild`` (the
        letters the hand lacks), before the table words' own points (``combo``)."""
        # Called for every key a take can make (about 150,000 with a 28-card hand): the
        # cache is read here, not through ``letters``, whose call costs as much as the read.
        cache = self._letters
        added, spare_gain = cache.get(key) or self.letters(key)
        removed, _ = cache.get(taken) or self.letters(taken)
        forced = sum(self.own_joker - self._own_letter[c] for c in wild) if wild else 0
        # Each joker the hand has to spare may stand for a letter the hand holds (spare_gain).
        return added - removed + forced + (self.jokers - len(wild)) * spare_gain + self.bonus(len(key))

    def take(self, display: str, taken: str, lost: int) -> int:
        """A take making ``display`` from the table symbols ``taken`` and hand cards."""
        from_hand = Counter(display) - Counter(taken)
        return word_points(self.game.rules, display) + sum(self.shed[s] * n for s, n in from_hand.items()) - lost


def best_plays(box: Sandbox, level: Level, above: float | None = None) -> list[Rated]:
    """The candidates (as ``candidates(box, level, ...)`` finds them) that score most at
    once, each with ``level``'s rating and its gain, best first: by that rating, then (a
    junior's hint, ``Level.for_a_child``) by the commonness of the word made, then by
    notation (``shuffle.best_first``: the review's order too). Empty when there is no
    legal play. For a level that misses nothing.
    ``above``: only a play that scores more than that is wanted (the hint's follow-up to a
    joker swap), and the search stops once none left can: when no play scores more than
    it, the result may be empty or not the best; otherwise it is the best."""
    if level.miss:
        raise ValueError("best_plays is for a level that misses no play")
    counts = _Counts(box.game, level, box.view.seat)
    queue = counts.first()
    heapq.heapify(queue)
    best = _scoring_most(box, level, counts, queue, above)
    best.sort(key=best_first(level, box.game.words))
    return best


def _scoring_most(box: Sandbox, level: Level, counts: _Counts, queue: list[_Queued], above: float | None) -> list[Rated]:
    """The plays tied for the most points, rated in full in the order of their counts (a
    group opened when it leads), until no count left reaches the best rated (or ``above``)."""
    game = box.game
    seat = box.view.seat
    biggest_other_hand = others_biggest_hand(box.view)
    best: list[Rated] = []
    best_points: float | None = None
    seen: set[ShuffleAction] = set()
    while queue:
        negative, _, item = heapq.heappop(queue)
        bound = -negative
        if best_points is not None and bound < best_points:
            break  # no play left can score as much
        if above is not None and bound <= above:
            break  # nor more than is wanted
        if counts.opened(item, bound, queue):
            continue
        assert isinstance(item, ShuffleAction)
        if item in seen:
            continue
        seen.add(item)
        plan = game.plan(item)
        if not isinstance(plan, Plan):
            continue  # refused in the sandbox: never offered
        gain = gain_of(game, plan, biggest_other_hand)
        scored = gain.points(seat)
        if best_points is None or scored > best_points:
            best_points, best = scored, []
        if scored == best_points:
            best.append((worth(gain, box, level), item, gain))
    return best


_Queued = tuple[float, int, object]  # (minus the count, the order queued in, a play or a group of plays)


class _Counts:
    """The candidate plays of one position, queued by the most they can score as counted
    from their letters: a play on its own, or a group of plays not yet looked up or spelt.
    A group is opened into its parts, each counted more closely, only when it leads."""

    def __init__(self, game: ShuffleGame, level: Level, seat: int) -> None:
        self.game = game
        self.level = level
        self.kinds = tuple(level.kinds)
        self.hand = moves.Hand(game.hands[seat])
        self.points = PointsFromLetters(game, self.hand)
        self.order = count()  # ties in the queue go to the first queued
        self.search: TakeWords | None = None
        self.by_taken: dict[str, list[list[moves.TakeOption]]] = {}
        self.lost: dict[int, int] = {}  # id of a choice of table words -> what the player's own words lose
        self.most: dict[str, int] = {}  # taken letters -> the most the table words can give with them
        self.by_key = index_for(game.words).by_key

    def first(self) -> list[_Queued]:
        """The first counts, not yet in heap order: the plays counted exactly from the
        start, then the groups of extends and steals, of words from the hand, of takes."""
        queue: list[_Queued] = []
        self._plays(queue)
        self._on_table_words(queue)
        self._hand_keys(queue)
        self._takes(queue)
        return queue

    def _plays(self, queue: list[_Queued]) -> None:
        """The plays of the kinds not grouped (a joker swap, a pass...), each counted alone."""
        game, level = self.game, self.level
        for action in moves.generate(game, [k for k in self.kinds if k not in ("take", "word", "extend", "steal")]):
            if _known(level, game, action):
                queue.append((-self.points.of(action), next(self.order), action))

    def _on_table_words(self, queue: list[_Queued]) -> None:
        """Per word made on a table word, the most its displays can score."""
        want_extend, want_steal = "extend" in self.kinds, "steal" in self.kinds
        if not (want_extend or want_steal):
            return
        for old, word, added, steal in moves.words_on_table(self.game, self.hand, want_extend, want_steal):
            if knows(self.level, self.game.words, word):
                group = _OnWordGroup(old, word, added, want_extend, steal)
                queue.append((-self.points.on_word(group), next(self.order), group))

    def _hand_keys(self, queue: list[_Queued]) -> None:
        """Per anagram key of words from the hand, the most its displays can score: spelt
        when it leads."""
        if "word" not in self.kinds:
            return
        for key, wild in moves.hand_word_keys(self.game, self.hand):
            queue.append((-self.points.take_key(key, "", wild), next(self.order), _HandKeyGroup(key)))

    def _takes(self, queue: list[_Queued]) -> None:
        """Per taken letters and length of the word made, the most a take can score: the
        table words' best with those letters, the best hand cards it could use, the
        length bonus."""
        if "take" not in self.kinds:
            return
        level, points = self.level, self.points
        search = self.search = TakeWords(self.game, level.take_sources, level.take_letters, level)
        self.by_taken = search.by_taken
        lost, most = self.lost, self.most
        for taken, combos in self.by_taken.items():
            for combo in combos:
                lost[id(combo)] = points.lost(combo)
            most[taken] = max(points.table_points(_symbols(c)) - lost[id(c)] for c in combos)
            for length in search.lengths(taken):
                length_bound = most[taken] + points.best_hand(length - len(taken)) + points.bonus(length)
                queue.append((-length_bound, next(self.order), _LengthGroup(taken, length)))

    def opened(self, item: object, bound: float, queue: list[_Queued]) -> bool:
        """Queue the parts of ``item`` if it is a group (counted at ``bound``), each counted
        more closely; False for a play, which is to be rated."""
        if isinstance(item, _LengthGroup):
            self._open_length(item, bound, queue)
        elif isinstance(item, _KeyGroup):
            self._open_key(item, bound, queue)
        elif isinstance(item, _HandKeyGroup):
            self._open_hand_key(item, queue)
        elif isinstance(item, _OnWordGroup):
            self._open_on_word(item, queue)
        elif isinstance(item, _TakeGroup):
            self._open_take(item, queue)
        else:
            return False
        return True

    # A group's parts are counted again, more closely; each count is a bound, so the
    # smaller of the two holds.

    def _open_length(self, group: _LengthGroup, bound: float, queue: list[_Queued]) -> None:
        """Look its words up: per anagram key, what the hand cards and bonus add at most."""
        assert self.search is not None
        for key, wild in self.search.keys(group.taken, group.length):
            from_hand = self.points.take_key(key, group.taken, wild)
            closer = min(bound, from_hand + self.most[group.taken])
            heapq.heappush(queue, (-closer, next(self.order), _KeyGroup(key, group.taken, from_hand)))

    def _open_key(self, group: _KeyGroup, bound: float, queue: list[_Queued]) -> None:
        """Its words, per choice of table words."""
        points, lost = self.points, self.lost
        for word in self.by_key[group.key]:
            if knows(self.level, self.game.words, word):
                for combo in self.by_taken[group.taken]:
                    closer = min(bound, group.from_hand + points.table_points(_symbols(combo)) - lost[id(combo)])
                    heapq.heappush(queue, (-closer, next(self.order), _TakeGroup(word, combo, lost[id(combo)])))

    def _open_hand_key(self, group: _HandKeyGroup, queue: list[_Queued]) -> None:
        """Its words from the hand, each display counted exactly."""
        hand = self.hand
        for word in self.by_key[group.key]:
            if knows(self.level, self.game.words, word):
                for display in moves.joker_displays(word, word, hand.letters, hand.jokers):
                    play = HandWord(display)
                    heapq.heappush(queue, (-self.points.of(play), next(self.order), play))

    def _open_on_word(self, group: _OnWordGroup, queue: list[_Queued]) -> None:
        """Its extends and steals, each counted exactly."""
        for display in moves.displays_on(self.hand, group.old, group.word, group.added):
            made: list[ShuffleAction] = [Extend(group.old.id, display)] if group.extend else []
            if group.steal:
                made.append(Steal(group.old.id, display))
            for action in made:
                heapq.heappush(queue, (-self.points.of(action), next(self.order), action))

    def _open_take(self, group: _TakeGroup, queue: list[_Queued]) -> None:
        """Spell its takes, each counted exactly."""
        for take in moves.takes_for(self.game, self.hand, group.word, group.combo):
            heapq.heappush(queue, (-self.points.take(take.word, group.taken, group.lost), next(self.order), take))


class _HandKeyGroup:
    """The words of one anagram key made from the hand alone, not yet spelt."""

    __slots__ = ("key",)

    def __init__(self, key: str):
        self.key = key


class _OnWordGroup:
    """A word made on the table word ``old`` with hand cards for the letters ``added``:
    its extend (when ``extend``) and steal (when ``steal``), not yet spelt."""

    __slots__ = ("old", "word", "added", "extend", "steal")

    def __init__(self, old: TableWord, word: str, added: str, extend: bool, steal: bool):
        self.old = old
        self.word = word
        self.added = added
        self.extend = extend
        self.steal = steal


class _LengthGroup:
    """The words of one length a take of some letters makes, not yet looked up."""

    __slots__ = ("taken", "length")

    def __init__(self, taken: str, length: int):
        self.taken = taken
        self.length = length


class _KeyGroup:
    """The words of one anagram key made with some taken letters, not yet looked at:
    ``from_hand`` is the most the hand cards and the length bonus add."""

    __slots__ = ("key", "taken", "from_hand")

    def __init__(self, key: str, taken: str, from_hand: int):
        self.key = key
        self.taken = taken
        self.from_hand = from_hand


class _TakeGroup:
    """A word and one choice of table words to take its letters from: its takes not yet spelt."""

    __slots__ = ("word", "combo", "taken", "lost")

    def __init__(self, word: str, combo: list[moves.TakeOption], lost: int):
        self.word = word
        self.combo = combo
        self.taken = _symbols(combo)
        self.lost = lost


def _symbols(combo: list[moves.TakeOption]) -> str:
    """The symbols a take from ``combo`` takes (lower case: a joker)."""
    return "".join(o.taken for o in combo)


def _known(level: Level, game: ShuffleGame, action: ShuffleAction) -> bool:
    word = getattr(action, "word", "")
    return not word or knows(level, game.words, word)
