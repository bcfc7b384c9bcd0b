"""Legality of each kind of play, one function per kind (S4 to S10).

Each ``plan_*`` function reads the position and returns either a Refusal (rule id and a
message naming the word) or a Plan: the cards that leave the hand, the table words that
change, and the narration. Checking a play is planning it; performing it applies the plan.
Nothing here changes the game.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from operator import attrgetter
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping

from wordcards.engine.errors import Refusal
from wordcards.engine.log_line import LogLine, joined, joined_by, letters_named, table_word
from wordcards.engine.players import Player, possessive
from wordcards.engine.shuffle import scoring
from wordcards.engine.shuffle.actions import Extend, HandWord, Steal, SwapJoker, Take, TakeFrom
from wordcards.engine.shuffle.cards import Card, Placed, TableWord
from wordcards.engine.wording import letters_list

if TYPE_CHECKING:
    from wordcards.engine.shuffle.game import ShuffleGame


@dataclass(frozen=True)
class Plan:
    used: tuple[Card, ...]  # hand cards that go to the table
    gained: tuple[Card, ...]  # cards that come into the hand (S10: the joker)
    removed: tuple[int, ...]  # ids of table words that leave the table (S7)
    put: tuple[TableWord, ...]  # words added, or changed in place when the id exists
    # The log's line, made only when the play is made: a search plans thousands it never makes.
    said: Callable[[], LogLine] = field(compare=False, repr=False)
    points: int  # change in the value of the player's own table words (for ranking)

    @property
    def narration(self) -> LogLine:
        """The log's line for the play, its jokers marked (engine/log_line.py)."""
        return self.said()

    def hand_symbols(self) -> str:
        """The played word's (``put[-1]``) symbols that come from the hand, in its order."""
        return hand_symbols(self.used, self.put[-1]) if self.put else ""


def hand_symbols(used: Iterable[Card], word: TableWord) -> str:
    """The symbols of ``word`` whose cards are ``used`` from the hand, in its order, a
    joker's in lower case (S8: what a take adds, which its log line and the review say)."""
    ids = {card.id for card in used}
    return "".join(placed.symbol for placed in word.placed if placed.card.id in ids)


# --- small helpers ----------------------------------------------------------------------


def embed(old: str, new: str) -> list[int] | None:
    """Positions of ``new`` that hold the symbols of ``old`` in order (leftmost choice),
    or None. Symbols compare exactly, so a joker must stay a joker of its letter (S9)."""
    positions = []
    i = 0
    for j, ch in enumerate(new):
        if i < len(old) and ch == old[i]:
            positions.append(j)
            i += 1
    return positions if i == len(old) else None


_card_id = attrgetter("id")


def from_hand(hand: Iterable[Card], symbols: Iterable[str]) -> tuple[list[Card], str]:
    """The hand cards for ``symbols`` (upper case: that letter; lower case: a joker), the
    lowest ids first, and a description of what is missing ("" when nothing is)."""
    stock: dict[str | None, list[Card]] = {}
    for card in sorted(hand, key=_card_id):
        stock.setdefault(card.letter, []).append(card)
    cards: list[Card] = []
    missing: Counter[str] | None = None  # made only when something is missing (rarely)
    for s in symbols:
        pile = stock.get(s if s.isupper() else None)
        if pile:
            cards.append(pile.pop(0))
        else:
            missing = missing if missing is not None else Counter()
            missing["joker" if s.islower() else s] += 1
    if not missing:
        return cards, ""
    parts = []
    for what, n in sorted(missing.items()):
        if what == "joker":
            parts.append(f"{n} joker{'s' if n > 1 else ''} more")
        else:
            parts.append(f"{n} {what}" if n > 1 else what)
    return cards, ", ".join(parts)


def word_points(game: "ShuffleGame", word: TableWord | tuple[Placed, ...]) -> int:
    """S14: a table word's points (``scoring.word_points``), also of cards not yet a word."""
    display = word.display if isinstance(word, TableWord) else "".join(p.symbol for p in word)
    return scoring.word_points(game.rules, display)


def _name(game: "ShuffleGame", seat: int) -> str:
    return game.players[seat].name


def _first_play_refusal(game: "ShuffleGame") -> Refusal | None:
    seat = game.current
    if game.first_played[seat]:
        return None
    return first_play_refusal(game.rules.first_play_min.for_player(game.players[seat].junior), _name(game, seat))


def first_play_refusal(least: int, player: str) -> Refusal:
    """S4: until a player's first play, only a word of ``least``+ letters from the hand is
    allowed. Read from a seat's view and ruleset too, so that Ctrl+J there and at the shared
    keyboard says what a swap refused then says (app/shuffle_idle_keys.py)."""
    return Refusal(
        "S4",
        f"Your first play must be a word of {least}+ letters from your hand.",
        in_a_save=f"comes before {player}'s first play, which must be a word of {least}+ letters from the hand",
    )


def _no_word(game: "ShuffleGame", target: int, rule: str) -> Refusal | None:
    if target not in game.table:
        return Refusal(rule, f"There is no word {target} on the table.")
    return None


def _made_word_refusal(game: "ShuffleGame", player: Player, word: str) -> Refusal | None:
    """S5 (S12), then S11: the word that an extend, a steal or a take makes (the length
    first, as for a word from the hand)."""
    least = game.rules.word_min.for_player(player.junior)
    if len(word) < least:
        return Refusal("S5", f"A word needs {least}+ letters; {word.upper()} has {len(word)}.")
    if not game.words.is_word(word):
        return Refusal("S11", game.words.refusal(word), word=word)
    return None


def _placed_from(symbols: str, cards: list[Card]) -> list[Placed]:
    return [Placed(card, s.upper()) for card, s in zip(cards, symbols)]


def _filled(slots: list[Placed | None], symbols: str, cards: list[Card]) -> tuple[Placed, ...]:
    """A new word's cards: the table cards it keeps in their slots, and in each empty slot
    (None) the next hand card, as the next of ``symbols``."""
    hand_cards = iter(_placed_from(symbols, cards))
    return tuple(next(hand_cards) if slot is None else slot for slot in slots)


# --- word from hand (S4, S5) ------------------------------------------------------------


def plan_hand_word(game: "ShuffleGame", action: HandWord) -> Plan | Refusal:
    seat = game.current
    player = game.players[seat]
    word = action.word
    if not game.first_played[seat]:
        least = game.rules.first_play_min.for_player(player.junior)
        if len(word) < least:  # S4 (junior numbers per player, S12)
            return Refusal(
                "S4",
                f"Your first play must be a word of {least}+ letters from your hand; "
                f"{word.upper()} has {len(word)}.",
                in_a_save=f"is {player.name}'s first play, which must be a word of {least}+ letters ({word.upper()} has {len(word)})",
            )
    else:
        least = game.rules.word_min.for_player(player.junior)
        if len(word) < least:  # S5 (S12)
            return Refusal("S5", f"A word needs {least}+ letters; {word.upper()} has {len(word)}.")
    if not game.words.is_word(word):
        return Refusal("S11", game.words.refusal(word), word=word)
    cards, missing = from_hand(game.hands[seat], word)
    if missing:
        return Refusal(
            "S5",
            f"You cannot make {word.upper()} from your hand: you need {missing}.",
            in_a_save=f"needs cards {player.name} does not hold ({missing})",
        )
    new = TableWord(game.next_word_id, seat, tuple(_placed_from(word, cards)))
    return Plan(tuple(cards), (), (), (new,), lambda: joined(f"{player.name} played ", table_word(new.display)), word_points(game, new))


# --- extend (S6) and steal (S7) ---------------------------------------------------------


def _joker_hint(old: str, new: str) -> str | None:
    """When ``new`` holds ``old`` only if its jokers are written as capitals: the display
    with old's jokers in lower case, for the S9 message."""
    positions = embed(old.upper(), new.upper())
    if positions is None:
        return None
    chars = list(new.upper())
    for k, j in enumerate(positions):
        if old[k].islower():
            chars[j] = chars[j].lower()
    return "".join(chars)


def steal_cards_needed(per_letter: int, word_length: int) -> int:
    """S7: the hand cards a steal of a word of ``word_length`` letters adds at least
    (the ruleset's cards per letter; one at the least, as a play adds a card)."""
    return max(1, per_letter * word_length)


def plan_extend(game: "ShuffleGame", action: Extend | Steal) -> Plan | Refusal:
    steal = isinstance(action, Steal)
    rule = "S7" if steal else "S6"
    seat = game.current
    refusal = _first_play_refusal(game) or _no_word(game, action.target, rule)
    if refusal:
        return refusal
    old = game.table[action.target]
    word = action.word
    if steal and old.owner == seat:  # S7: your own word is extended, not stolen
        return Refusal(
            "S7",
            f"{old.display} is your own word: extend it instead of stealing it.",
            in_a_save=f"steals {old.display}, which is {_name(game, seat)}'s own word",
        )
    if len(word) <= len(old):
        return Refusal(rule, f"{word.upper()} adds no card to {old.display}.")
    positions = embed(old.display, word)
    if positions is None:
        hint = _joker_hint(old.display, word)
        if hint is not None:  # S9: a joker keeps its letter and stays a joker
            return Refusal(
                "S9", f"The joker in {old.display} stays a joker: write {hint}.", in_a_save=f"does not keep the joker in {old.display} a joker"
            )
        return Refusal(rule, f"{word.upper()} must keep the letters of {old.display} in their order.")
    added = len(word) - len(old)
    if steal:
        need = steal_cards_needed(game.rules.steal_cards_per_letter, len(old))
        if added < need:  # S7: "at least as many" counted exactly
            return Refusal(
                "S7",
                f"A steal of {old.display} needs at least {need} new letters; "
                f"{word.upper()} adds {added}.",
            )
    refusal = _made_word_refusal(game, game.players[seat], word)
    if refusal:
        return refusal
    kept = set(positions)
    extra = "".join(ch for j, ch in enumerate(word) if j not in kept)
    cards, missing = from_hand(game.hands[seat], extra)
    if missing:
        return Refusal(
            rule,
            f"You cannot make {word.upper()} from {old.display}: you need {missing}.",
            in_a_save=f"needs cards {_name(game, seat)} does not hold ({missing})",
        )
    slots: list[Placed | None] = [None] * len(word)
    for placed_card, j in zip(old.placed, positions):
        slots[j] = placed_card
    placed = _filled(slots, extra, cards)
    name, owner = _name(game, seat), _name(game, old.owner)
    if steal:
        new = TableWord(game.next_word_id, seat, placed)
        return Plan(
            tuple(cards), (), (old.id,), (new,),
            lambda: joined(f"{name} stole ", table_word(old.display), f" from {owner}: ", table_word(new.display)),
            word_points(game, new),
        )
    new = TableWord(old.id, old.owner, placed)
    if old.owner == seat:
        whose, points = "", word_points(game, new) - word_points(game, old)
    else:  # S6: the word keeps its owner
        whose, points = f"{possessive(game.players[old.owner])} ", 0
    return Plan(tuple(cards), (), (), (new,), lambda: joined(f"{name} extended {whose}", table_word(old.display), " to ", table_word(new.display)), points)


# --- take letters (S8) ------------------------------------------------------------------


@lru_cache(maxsize=4096)  # a look-ahead plans the same takes from the same words again and again
def rests_after_taking(display: str, taken: str) -> Mapping[str, tuple[int, ...]]:
    """Every display that can stay when the symbols ``taken`` leave ``display``, each with
    the positions that stay (the leftmost choice, so the same text always keeps the same
    cards). Read-only (remembered)."""
    return MappingProxyType({rest: tuple(kept) for rest, kept in _rests(display, taken).items()})


def _rests(display: str, taken: str) -> dict[str, list[int]]:
    need = Counter(taken)
    have = Counter(display)
    if any(have[s] < n for s, n in need.items()):
        return {}
    result: dict[str, list[int]] = {}
    n = len(display)

    def choose(i: int, left: Counter[str], kept: list[int]) -> None:
        if i == n:
            if not +left:
                rest = "".join(display[k] for k in kept)
                result.setdefault(rest, list(kept))
            return
        s = display[i]
        # keep position i (only if enough copies of s remain later for what is still to take)
        if display.count(s, i + 1) >= left[s]:
            kept.append(i)
            choose(i + 1, left, kept)
            kept.pop()
        if left[s]:
            left[s] -= 1
            choose(i + 1, left, kept)
            left[s] += 1

    choose(0, need, [])
    return result


def left_behind_refusal(game: "ShuffleGame", letters: str, old: TableWord, rest: str, left_min: int) -> Refusal | None:
    """S8, S12: what a take leaves of a table word must be a word of the taker's minimum.
    One wording for a play that is checked and for a word that is explained."""
    left = rest.upper() if rest else "nothing"
    if len(rest) < left_min:
        return Refusal(
            "S8", f"Taking {letters_list(letters)} from {old.display} would leave {left}; a word left behind needs {left_min}+ letters."
        )
    if not game.words.is_word(rest):
        return Refusal("S8", f"Taking {letters_list(letters)} from {old.display} would leave {left}, which is not a word.")
    return None


@dataclass(frozen=True)
class _Taking:
    """What taking one source's letters does: the cards taken, the word left behind, the
    log's words for it, and the points the taker loses (their own word shortened)."""

    taken: tuple[Placed, ...]
    left: TableWord
    said: Callable[[], LogLine] = field(compare=False, repr=False)  # made only with the play (Plan.said)
    lost: int


def _take_one(game: "ShuffleGame", source: TakeFrom, left_min: int) -> _Taking | Refusal:
    """S8: taking ``source.letters`` from ``source.target``, leaving a word of ``left_min``+
    letters (the one ``source.rest`` names when more than one could be left)."""
    refusal = _no_word(game, source.target, "S8")
    if refusal:
        return refusal
    old = game.table[source.target]
    rests = rests_after_taking(old.display, source.letters)
    if not rests:
        return Refusal("S8", f"{old.display} has no {letters_list(source.letters)} to take.")
    if source.rest is not None:
        if source.rest not in rests:
            return Refusal("S8", f"Taking {letters_list(source.letters)} from {old.display} cannot leave {source.rest}.")
        rest = source.rest
    else:
        good = [r for r in rests if len(r) >= left_min and game.words.is_word(r)]
        if len(good) > 1:
            return Refusal(
                "S8",
                f"Taking {letters_list(source.letters)} from {old.display} could leave {' or '.join(good)}: "
                f"say which, e.g. {source.target}:{source.letters}={good[0]}.",
                in_a_save=f"does not say which of {' or '.join(good)} taking {letters_list(source.letters)} from {old.display} leaves",
            )
        rest = good[0] if good else next(iter(rests))
    refusal = left_behind_refusal(game, source.letters, old, rest, left_min)
    if refusal:
        return refusal
    kept = rests[rest]
    keep_set = set(kept)
    taken = tuple(p for k, p in enumerate(old.placed) if k not in keep_set)
    left = TableWord(old.id, old.owner, tuple(old.placed[k] for k in kept))
    # The letters listed, never run together: "took HOW" reads as the word HOW. The owner
    # named, the actor too: the log is shared, and "from THIN" left the reader to guess.
    whose = whose_word(game, old.owner, game.current)

    def said() -> LogLine:
        return joined(letters_named(source.letters), f" from {whose} ", table_word(old.display), ", leaving ", table_word(left.display), ",")

    lost = word_points(game, old) - word_points(game, left) if old.owner == game.current else 0
    return _Taking(taken, left, said, lost)


def whose_word(game: "ShuffleGame", owner: int, actor: int) -> str:
    """Whose a word taken from (S8) or swapped in (S10) is, in the shared log: "their own"
    for the actor's ("Bit took R from Bit's EVOKER" read as two players), else "Ann's"."""
    return "their own" if owner == actor else possessive(game.players[owner])


def _taken_slots(word: str, taken: list[Placed]) -> list[Placed | None] | Refusal:
    """Which positions of the new word the taken cards fill (the first matching ones; None:
    a hand card's), or the refusal when the word leaves some of them out."""
    pending: dict[str, list[Placed]] = {}
    for p in taken:
        pending.setdefault(p.symbol, []).append(p)
    slots: list[Placed | None] = []
    for ch in word:
        pile = pending.get(ch)
        slots.append(pile.pop(0) if pile else None)
    if any(pending.values()):
        unused = "".join(s for s, pile in pending.items() for _ in pile)
        return Refusal("S8", f"{word.upper()} does not use the taken letters {unused}.")
    return slots


def plan_take(game: "ShuffleGame", action: Take) -> Plan | Refusal:
    seat = game.current
    player = game.players[seat]
    refusal = _first_play_refusal(game)
    if refusal:
        return refusal
    targets = [s.target for s in action.sources]
    if len(set(targets)) != len(targets):
        return Refusal("S8", "Name each word you take letters from once.", in_a_save="names a word to take letters from twice")
    left_min = game.rules.left_behind_min.for_player(player.junior)  # S8, S12
    takings: list[_Taking] = []
    for source in action.sources:
        taking = _take_one(game, source, left_min)
        if isinstance(taking, Refusal):
            return taking
        takings.append(taking)
    word = action.word
    slots = _taken_slots(word, [p for taking in takings for p in taking.taken])
    if isinstance(slots, Refusal):
        return slots
    taken = sum(len(taking.taken) for taking in takings)
    extra = "".join(ch for ch, slot in zip(word, slots) if slot is None)
    need = max(1, game.rules.take_cards_per_letter * taken)
    if len(extra) < need:  # S8: at least as many hand cards as letters taken
        return Refusal(
            "S8",
            f"Taking {taken} letter{'s' if taken > 1 else ''} needs at least {need} card"
            f"{'s' if need > 1 else ''} from your hand; {word.upper()} adds {len(extra)}.",
            in_a_save=f"takes {taken} letter{'s' if taken > 1 else ''} with {len(extra)} card{'s' if len(extra) != 1 else ''} "
            f"from {player.name}'s hand; it needs at least {need}",
        )
    refusal = _made_word_refusal(game, player, word)
    if refusal:
        return refusal
    cards, missing = from_hand(game.hands[seat], extra)
    if missing:
        return Refusal(
            "S8", f"You cannot make {word.upper()}: you need {missing}.", in_a_save=f"needs cards {player.name} does not hold ({missing})"
        )
    new = TableWord(game.next_word_id, seat, _filled(slots, extra, cards))
    shortened = tuple(taking.left for taking in takings)

    def said() -> LogLine:
        taken_said = joined_by(" and ", [taking.said() for taking in takings])
        # S8: the hand's cards named, so that a take rebuilding the word it took from (EQuATE
        # from EQuATE) does not read as cheating: the cards it added are said. "their own
        # hand": right after "Ann's EQuATE", "their hand" read as Ann's.
        added = letters_named(hand_symbols(cards, new))
        return joined(f"{player.name} took ", taken_said, " and played ", table_word(new.display), " with ", added, " from their own hand")

    lost_points = sum(taking.lost for taking in takings)
    return Plan(tuple(cards), (), (), (*shortened, new), said, word_points(game, new) - lost_points)


# --- joker swap (S10) -------------------------------------------------------------------


def plan_swap(game: "ShuffleGame", action: SwapJoker) -> Plan | Refusal:
    seat = game.current
    refusal = _first_play_refusal(game) or _no_word(game, action.target, "S10")
    if refusal:
        return refusal
    old = game.table[action.target]
    letter = action.letter
    jokers = [k for k, p in enumerate(old.placed) if p.card.is_joker and p.letter == letter]
    if action.position is not None:
        k = action.position - 1
        if k not in jokers:
            return Refusal("S10", f"Position {action.position} of {old.display} is not a joker standing for {letter}.")
    elif not jokers:
        return Refusal("S10", f"{old.display} has no joker standing for {letter}.")
    elif len(jokers) > 1:
        return Refusal(
            "S10",
            f"{old.display} has {len(jokers)} jokers standing for {letter}: "
            f"say which, e.g. swap {old.id} {letter}@{jokers[0] + 1}.",
            in_a_save=f"does not say which of the {len(jokers)} jokers standing for {letter} in {old.display} it swaps",
        )
    else:
        k = jokers[0]
    cards, missing = from_hand(game.hands[seat], letter)
    if missing:
        return Refusal(
            "S10",
            f"You have no {letter} to swap for the joker in {old.display}.",
            in_a_save=f"swaps a {letter} that {_name(game, seat)} does not hold for the joker in {old.display}",
        )
    joker = old.placed[k].card
    placed = list(old.placed)
    placed[k] = Placed(cards[0], letter)
    new = TableWord(old.id, old.owner, tuple(placed))
    points = 0
    if old.owner == seat:
        points = word_points(game, new) - word_points(game, old)
    whose = whose_word(game, old.owner, seat)  # named as a take's owner is
    name = _name(game, seat)
    return Plan(
        (cards[0],), (joker,), (), (new,),
        lambda: joined(f"{name} swapped {letter} for the joker in {whose} ", table_word(old.display), ": ", table_word(new.display)),
        points,
    )


# A play kind -> its planner (each checks its own rules and builds the plan).
PLANNERS: dict[type, Callable[["ShuffleGame", Any], Plan | Refusal]] = {
    HandWord: plan_hand_word,
    Extend: plan_extend,
    Steal: plan_extend,
    Take: plan_take,
    SwapJoker: plan_swap,
}
