"""A typed word -> the plays that put it on the table (resolve), or why none does (explain).

Players mostly type a word. ``resolve`` finds every legal play that ends with that word on
the table: from the hand, extending or stealing any table word, taking letters, with a
joker where the hand lacks a letter (or in place of one it has). Joker swaps put no new
word on the table, so they are not among them.
"""

from __future__ import annotations

from collections import Counter
from enum import Enum
from itertools import combinations
from typing import TYPE_CHECKING

from wordcards.engine.errors import Refusal
from wordcards.engine.letters import letters_short
from wordcards.engine.players import possessive
from wordcards.engine.shuffle.cards import TableWord
from wordcards.engine.shuffle.actions import Extend, HandWord, ShuffleAction, Steal
from wordcards.engine.shuffle.moves import Hand, TakeSearch, rank_key, take_options, takes_for, variants
from wordcards.engine.shuffle.plays import embed, left_behind_refusal, rests_after_taking, steal_cards_needed
from wordcards.engine.wording import counted, jokers_cover, lacking_letters

if TYPE_CHECKING:
    from wordcards.engine.shuffle.game import ShuffleGame


def _clean(word: str) -> str | None:
    word = word.strip().lower()
    return word if word.isascii() and word.isalpha() else None


def _candidates(game: "ShuffleGame", word: str) -> list[ShuffleAction]:
    hand = Hand(game.hands[game.current])
    found: list[ShuffleAction] = []
    found.extend(HandWord(d) for d in variants(word, "", hand.jokers, hand.covers))
    letters = Counter(word)
    for old in list(game.table.values()):
        if len(old) >= len(word) or Counter(old.display.lower()) - letters:
            continue

        def accept(display: str, old_display: str = old.display) -> bool:
            positions = embed(old_display, display)
            if positions is None:
                return False
            kept = set(positions)
            return hand.covers(ch for i, ch in enumerate(display) if i not in kept)

        for display in variants(word, "".join(c for c in old.display if c.islower()), hand.jokers, accept):
            found.append(Extend(old.id, display))
            if old.owner != game.current:
                found.append(Steal(old.id, display))
    # Takes (S8): every part of the word that could come from the table.
    if game.first_played[game.current] and game.table:
        ratio = game.rules.take_cards_per_letter
        search = TakeSearch(take_options(game), min(len(word), hand.size) // max(1, ratio))
        seen: set[str] = set()
        sorted_letters = sorted(word)
        for size in range(1, len(word)):
            if max(1, ratio * size) > len(word) - size:
                break
            for part in combinations(sorted_letters, size):
                taken = "".join(part)
                if taken in seen:
                    continue
                seen.add(taken)
                for combo in search.ways(taken):
                    found.extend(takes_for(game, hand, word, combo))
    return found


def resolve(game: "ShuffleGame", word: str) -> list[ShuffleAction]:
    """Every legal play that puts ``word`` on the table, best first (see moves.rank_key)."""
    clean = _clean(word)
    if game.is_over or clean is None or not game.words.is_word(clean):
        return []
    key = ("resolve", clean)  # explain asks again: the work is kept until the position changes
    if key not in game._cache:
        legal = [a for a in _candidates(game, clean) if game.check(a) is None]
        legal.sort(key=lambda a: rank_key(game, a))  # the plans checked above, not planned again
        game._cache[key] = tuple(legal)
    return list(game._cache[key])


def could_draw_on(word: str, old: TableWord, left_min: int) -> bool:
    """Whether some play of ``word`` (upper case) might use the table word ``old``, told
    without the word list (a seat may not have the host's): extending or stealing it (S6,
    S7: its letters in order in the longer word), or taking letters from it (S8: a letter the
    word has, leaving ``left_min``+ letters behind). A word it could not draw on changes
    no way of playing ``word``."""
    if len(old) < len(word) and embed(old.word, word) is not None:
        return True
    return len(old) > left_min and not set(old.word).isdisjoint(word)


def explain(game: "ShuffleGame", word: str) -> Refusal | None:
    """The clearest reason why no play puts ``word`` on the table (S4, S5, S6, S7, S8, S11);
    None when a play does."""
    if game.is_over:
        return Refusal("turn", "The game is over.")
    clean = _clean(word)
    shown = word.strip().upper()
    if clean is None:
        return Refusal("S11", f"{shown!r} is not a word: letters A to Z only.")
    seat = game.current
    junior = game.players[seat].junior
    first = not game.first_played[seat]
    # The length first (S4, S5, S12), as rummy does: Q is refused as too short, like QI.
    least = (game.rules.first_play_min if first else game.rules.word_min).for_player(junior)
    if len(clean) < least:
        if first:
            return Refusal("S4", f"Your first play must be a word of {least}+ letters from your hand; {shown} has {len(clean)}.")
        return Refusal("S5", f"A word needs {least}+ letters; {shown} has {len(clean)}.")
    if not game.words.is_word(clean):
        return Refusal("S11", game.words.refusal(clean), word=clean)
    if resolve(game, clean):
        return None  # a play makes it
    hand = Hand(game.hands[seat])
    upper = Counter(shown)
    lacking = upper - hand.letters
    if first:
        return Refusal(
            "S4",
            f"Your first play must come from your hand alone, and you lack {_you_lack(upper, hand, f' for {shown}')}.",
        )
    already = _already_on_table(game, shown, hand)
    if already is not None:
        return already
    # A table word whose letters are all in the new word, but in another order (S6, S7).
    for old in game.table.values():
        old_letters = Counter(old.word)
        if len(old) < len(clean) and not (old_letters - upper) and embed(old.word, shown) is None:
            rest = upper - old_letters
            if not letters_short(rest, hand.letters, hand.jokers):
                return Refusal(
                    "S6", f"{shown} would change the order of the letters of {old.display}; they must stay in order."
                )
    # Letters the hand lacks that only a take could bring (S8).
    if letters_short(upper, hand.letters, hand.jokers):
        reason = _extend_reason(game, shown, hand) or _take_reason(game, clean, lacking)
        if isinstance(reason, Refusal):
            return reason
        if reason is TableGives.A_WAY_WORKS:
            # Not reached while resolve is right (see TableGives); if it were, the table
            # does give the letters, so the wording must not say it lacks them.
            letters = lacking_letters(lacking, Counter())
            return Refusal(
                "S8", f"No play makes {shown} here, though the table can give what you lack ({letters}) and leave words behind."
            )
        them = "it" if sum(lacking.values()) == 1 else "them"
        return Refusal(
            "S5",
            f"You lack {_you_lack(upper, hand, f' for {shown}')}, and no table word gives {them}.",
        )
    return Refusal("S5", f"No play makes {shown} here.")


def _you_lack(need: Counter[str], hand: Hand, what_for: str = "") -> str:
    """The letters of ``need`` the hand lacks, ``what_for`` (" for CAMEOS"), then what its
    jokers can stand for: every refusal that says "you lack" says both."""
    return lacking_letters(need, hand.letters) + what_for + jokers_cover(need, hand.letters, hand.jokers)


class TableGives(Enum):
    """What the table can do for the letters the hand lacks, when no refusal says why a
    take fails (``_take_reason``).

    NOT_ALL: the table lacks some of them (explain says so).
    A_WAY_WORKS: some way takes them leaving words behind. Then resolve has found a play and
    explain never gets here: the hand holds the rest of the word (``lacking`` is what it
    lacks) or jokers for the letters the way skips; the card ratio was checked for all the
    lacking letters, so it holds for fewer; each table word the way takes from leaves a
    word of the left-behind length (left_behind_refusal, the check plan_take makes), so
    index.removals lists that option; and the word was checked as a word of its length.
    _candidates tries every taken multiset the ratio allows, every choice of options
    (TakeSearch.ways) and every display (variants), so this Take is among them, and
    plan_take accepts it. test_explain_messages checks this on swept positions.
    """

    NOT_ALL = "the table lacks some of the letters"
    A_WAY_WORKS = "a way of taking them leaves words behind"


def _already_on_table(game: "ShuffleGame", shown: str, hand: Hand) -> Refusal | None:
    """The typed word is a table word the hand cannot make again: say so first, and how the
    rules let the player use it (extend it, S6; steal it, S7) rather than what the hand lacks."""
    seat = game.current
    same = [old for old in game.table.values() if old.word == shown]
    if not same:
        return None
    old = next((w for w in same if w.owner != seat), same[0])
    lack = _you_lack(Counter(shown), hand, " to play it again")
    if old.owner == seat:
        return Refusal(
            "S6",
            f"{old.display} is already on the table (yours), and you lack {lack}. "
            f"To use it, extend it: a longer word that keeps its letters in order.",
        )
    steal_min = steal_cards_needed(game.rules.steal_cards_per_letter, len(old))
    whose = possessive(game.players[old.owner])
    return Refusal(
        "S7",
        f"{old.display} is already on the table ({whose}), and you lack {lack}. "
        f"To use it, play a longer word that keeps its letters in order: adding {steal_min}+ letters steals it; "
        f"fewer extend it (it stays {whose}).",
    )


def _extend_reason(game: "ShuffleGame", shown: str, hand: Hand) -> Refusal | None:
    """The word grows from a table word (its letters in order) but the hand lacks the rest:
    say what the rest is, not every letter of the whole word (SMUG on the table, SMUGGLE typed)."""
    best: tuple[int, TableWord, Counter[str]] | None = None
    for old in game.table.values():
        if len(old) < len(shown) and embed(old.word, shown) is not None:
            rest = Counter(shown) - Counter(old.word)
            short = letters_short(rest, hand.letters)  # the jokers, the same for each word, would not change which is best
            if best is None or short < best[0]:
                best = (short, old, rest)
    if best is None:
        return None
    _, old, rest = best
    return Refusal(
        "S6",
        f"To make {shown} from {old.display} on the table you need {lacking_letters(rest, Counter())} from your hand; "
        f"you lack {_you_lack(rest, hand)}.",
    )


def _take_reason(game: "ShuffleGame", word: str, lacking: Counter[str]) -> Refusal | TableGives:
    """Why taking the lacking letters from the table does not work (S8), if it would
    otherwise give them; else what the table does (TableGives)."""
    seat = game.current
    left_min = game.rules.left_behind_min.for_player(game.players[seat].junior)
    ratio = game.rules.take_cards_per_letter
    shown = word.upper()
    hand = Hand(game.hands[seat])
    jokers = hand.jokers
    on_table = Counter("".join(w.word for w in game.table.values()))
    # The jokers stand for what neither hand nor table has (MICE gives C, M, E of CAMEOS, a joker O).
    if letters_short(lacking, on_table, jokers):
        return TableGives.NOT_ALL
    count = max(1, sum(lacking.values()) - jokers)  # the fewest letters to take: a joker stands for the rest
    if len(word) - count < max(1, ratio * count):
        most = len(word) // (max(1, ratio) + 1)
        per = "a card" if ratio <= 1 else f"{ratio} cards"
        can = f"can take at most {counted(most, 'letter')}" if most else "cannot take any"
        return Refusal(
            "S8",
            f"You lack {_you_lack(Counter(shown), hand, f' for {shown}')}. "
            f"Each letter taken from the table needs {per} from your hand, so a {len(word)}-letter word {can}.",
        )
    refusals = []
    for way in _ways_to_take(game, lacking, jokers):
        refusal = _way_refusal(game, way, left_min)
        if refusal is None:
            return TableGives.A_WAY_WORKS  # no leftover is the reason
        refusals.append(refusal)
    if refusals:
        return refusals[0]
    # Each letter alone could be taken, but not all of them together.
    letters = ", ".join(sorted(lacking.elements()))
    return Refusal(
        "S8",
        f"The table has {letters} for {shown}, but taking them all would not leave valid words "
        f"of {left_min}+ letters behind.",
    )


def _ways_to_take(game: "ShuffleGame", lacking: Counter[str], jokers: int) -> list[tuple[tuple[TableWord, str], ...]]:
    """The ways the table could give the letters the hand lacks (each way: table words and
    the letters taken from each), the ways the hand could then finish first: all the lacking
    letters from the table (a joker kept) before fewer (a joker standing in), and fewer
    table words before more. Taking I alone from EXIT is no way for a hand without T."""
    needed = sorted(lacking.elements())
    ways: dict[frozenset[tuple[int, str]], tuple[int, int]] = {}
    words = sorted(game.table.values(), key=lambda w: w.id)

    def assign(i: int, skipped: int, given: dict[int, str]) -> None:
        if len(ways) >= _MOST_WAYS:
            return
        if i == len(needed):
            if given:
                key = frozenset((wid, "".join(sorted(ls))) for wid, ls in given.items())
                ways.setdefault(key, (skipped, len(given)))
            return
        letter = needed[i]
        for old in words:
            so_far = given.get(old.id, "")
            if old.word.count(letter) > so_far.count(letter):
                given[old.id] = so_far + letter
                assign(i + 1, skipped, given)
                if so_far:
                    given[old.id] = so_far
                else:
                    del given[old.id]
        if skipped < jokers:  # a joker of the hand stands for this letter
            assign(i + 1, skipped + 1, given)

    assign(0, 0, {})
    ordered = sorted(ways.items(), key=lambda item: (item[1], sorted(item[0])))
    return [tuple((game.table[wid], letters) for wid, letters in sorted(key)) for key, _ in ordered]


_MOST_WAYS = 200  # the most ways kept (the search stops adding past it): enough for any real table


def _way_refusal(game: "ShuffleGame", way: tuple[tuple[TableWord, str], ...], left_min: int) -> Refusal | None:
    """Why one way of taking fails at a table word it takes from (S8: what stays must be a
    word), or None when every one of its table words leaves a word."""
    for old, letters in way:
        refusal = _source_refusal(game, old, letters, left_min)
        if refusal is not None:
            return refusal
    return None


def _source_refusal(game: "ShuffleGame", old: TableWord, letters: str, left_min: int) -> Refusal | None:
    """Why no way of taking ``letters`` from ``old`` leaves a word, for the first way; None
    when some way does (taking the S of SEES leaves EES, but also SEE: then what EES is,
    is not the reason)."""
    symbols = _symbols_in(old.display, letters)
    refusals = []
    for rest in rests_after_taking(old.display, symbols):
        refusal = left_behind_refusal(game, letters, old, rest, left_min)
        if refusal is None:
            return None
        refusals.append(refusal)
    return refusals[0] if refusals else None


def _symbols_in(display: str, letters: str) -> str:
    """The symbols of ``display`` that give ``letters``: the letter's card first, a joker
    standing for it (lower case) when the word has too few of the letter itself."""
    used: Counter[str] = Counter()
    symbols = []
    for letter in letters:
        if display.count(letter) > used[letter]:
            used[letter] += 1
            symbols.append(letter)
        else:
            symbols.append(letter.lower())
    return "".join(symbols)
