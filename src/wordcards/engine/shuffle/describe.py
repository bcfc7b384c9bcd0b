"""A Shuffle play in the players' words ("steal Bob's CAT: CLATTERS"), as python-chess's
``board.san``: the one place that says what a play does, for the list that asks which way
to play a typed word, the hint and the review."""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordcards.engine.errors import Refusal
from wordcards.engine.game import Action
from wordcards.engine.log_line import LogLine, joined, joined_by, letters_named, table_word
from wordcards.engine.players import possessive
from wordcards.engine.shuffle.actions import Extend, HandWord, Steal, SwapJoker, Take
from wordcards.engine.shuffle.plays import Plan, steal_cards_needed
from wordcards.engine.wording import ORDINALS, and_list, letters_list, number_word

if TYPE_CHECKING:
    from wordcards.engine.shuffle.view import ShuffleView


def words_left(plan: Plan | Refusal | None) -> dict[int, str]:
    """S8: what each table word a take shortens reads afterwards, by id, as the engine
    plans it (the plan's words changed in place)."""
    return {word.id: word.display for word in plan.put} if isinstance(plan, Plan) else {}


def new_joker_places(plan: Plan | Refusal | None) -> list[int]:
    """The places in the played word of the jokers this play puts down from the hand, as
    the engine placed them (the plan's new word, ``put[-1]``): a joker already on the
    table (in the word extended, stolen or taken from) is not new."""
    if not isinstance(plan, Plan) or not plan.put:
        return []
    from_hand = {card.id for card in plan.used if card.is_joker}
    return [i for i, placed in enumerate(plan.put[-1].placed) if placed.card.id in from_hand]


def letters_from_hand(plan: Plan | Refusal | None) -> str:
    """The letter cards this play puts down from the hand, in the played word's order: the
    cards the log's line names (``Plan.hand_symbols``) but its jokers, which the review says
    on their own ("a joker from your hand as the second S": ``new_joker_places``), where
    the log names a joker by its letter among the others, marked."""
    if not isinstance(plan, Plan):
        return ""
    return "".join(symbol for symbol in plan.hand_symbols() if symbol.isupper())


def joker_name(word: str, place: int, jokers: list[int]) -> str:
    """What the joker at ``place`` stands for: ``O``, or ``the second O`` when the word
    has another O that is not one of these ``jokers`` (ZOo and ZoO are different plays,
    docs/decisions/shuffle.md, so the list must tell them apart in words)."""
    letter = word[place].upper()
    same = [i for i, ch in enumerate(word) if ch.upper() == letter]
    if all(i in jokers for i in same):
        return letter
    nth = same.index(place)
    ordinal = ORDINALS[nth] if nth < len(ORDINALS) else f"{nth + 1}th"
    return f"the {ordinal} {letter}"


def describe(
    action: Action, view: ShuffleView, plan: Plan | Refusal | None, steal_per_letter: int, named: bool = False, hand_said: bool = False
) -> LogLine:
    """``action`` in words, as the player to act (``view.current``) reads it; ``plan`` is
    the engine's plan of it (where its jokers go); ``steal_per_letter``: the ruleset's
    hand cards a steal needs per letter of the word (S7). ``named``: as the whole table
    reads it, the player to act named too ("from Bob's hand"): a review of everyone's
    turns said "from your hand" on every player's row. ``hand_said``: a take says the letter
    cards it adds from the hand (the review, as the log does); a list's and a hint's lines
    are of the player's own cards, and kept short. Its jokers are marked as the log's are
    (engine/log_line.py): the words' lower-case letters, and a taken joker's capital."""
    table = {w.id: w for w in view.table}

    def owner(seat: int) -> str:
        return "your" if seat == view.current and not named else possessive(view.seats[seat])

    def whose(word_id: int) -> LogLine:
        word = table.get(word_id)
        if word is None:  # not on the table: the play is refused, but still said in words
            return LogLine(f"word {word_id}")
        return joined(f"{owner(word.owner)} ", table_word(word.display))

    played = table_word(action.word) if isinstance(action, (HandWord, Extend, Steal, Take)) else LogLine()
    jokers = new_joker_places(plan) if played else []
    if isinstance(action, HandWord):
        text = joined("new word ", played, f" from {owner(view.current)} hand")
    elif isinstance(action, Extend):
        extended = table.get(action.target)
        keeps = ""
        if extended is not None and extended.owner != view.current:
            keeps = f" (it stays {possessive(view.seats[extended.owner])}{too_few_to_steal(extended.display, played, steal_per_letter)})"
        text = joined("extend ", whose(action.target), " to ", played, keeps)
    elif isinstance(action, Steal):
        text = joined("steal ", whose(action.target), ": ", played)
    elif isinstance(action, Take):
        left = words_left(plan)
        taken = [
            joined(letters_named(s.letters), " from ", whose(s.target), " (leaving ", table_word(s.rest or left.get(s.target, "?")), ")")
            for s in action.sources
        ]
        # S8: the hand's cards said, as the log says them: a take rebuilding the word it took
        # from (EQuATE from EQuATE) read as cheating without them.
        added = letters_from_hand(plan)
        with_added = f" with {letters_list(added)} from {owner(view.current)} hand" if added and hand_said else ""
        text = joined("take ", joined_by(", ", taken), ": ", played, with_added)
    elif isinstance(action, SwapJoker):
        text = joined(f"swap {owner(view.current)} {action.letter} for the joker in ", whose(action.target))
    else:
        text = LogLine(action.notation())
    if jokers:
        text = joined(text, f" - {jokers_put(len(jokers))} from {owner(view.current)} hand{as_each(played, jokers)}")
    return text


def too_few_to_steal(old: str, new: str, steal_per_letter: int) -> str:
    """Why extending another's word is not a steal, when a steal of it with these letters
    needs more cards (S7: at least as many): a player who meant to steal it, and gave it
    away, is told why. Not for one card (CART to CARTS): no one means that as a steal, and
    the clause rides on hint and list lines, which it would crowd."""
    need = steal_cards_needed(steal_per_letter, len(old))
    added = len(new) - len(old)
    if added < 2 or added >= need:
        return ""
    return f": a steal needs {need}+ cards"


def jokers_put(count: int) -> str:
    """``a joker``, ``two jokers``: two read as one said a card too few left the hand."""
    return "a joker" if count == 1 else f"{number_word(count)} jokers"


def as_each(word: str, jokers: list[int]) -> str:
    """`` as O``; `` as the second Z and as E``: "as" before each, so a place named for one
    joker (the second Z) is not read as the other's too (the second E); ``, both as O``
    (``, all as O``) when every joker is the same letter ("as O and as O" read as a slip);
    ``, two as O and one as S`` when some are (not "as O, as O and as S")."""
    names = [joker_name(word, place, jokers) for place in jokers]
    if len(names) > 1 and len(set(names)) == 1:
        return f", {'both' if len(names) == 2 else 'all'} as {names[0]}"
    if len(set(names)) < len(names):  # dict keeps the order the word has them in
        counts = {name: names.count(name) for name in names}
        return ", " + and_list([f"{number_word(count)} as {name}" for name, count in counts.items()])
    return " " + and_list([f"as {name}" for name in names])
