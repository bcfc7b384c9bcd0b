"""Shared pieces for the rummy tests: the shipped ruleset, a small hand-made word list,
card shorthand, and a way to build a position by hand."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from wordcards.engine.players import Player
from wordcards.engine.rummy import Phase, RummyMatch, parse_cards
from wordcards.engine.rummy.cards import full_deck, sort_key
from wordcards.engine.rummy.colours import colour_problem, word_of
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

RULES = default_ruleset("rummy")

# Short common words (plus the examples the tests need): enough for real melds in random
# matches without the big list.
SMALL_WORDS = """
a i at an as on no so to do go in is it of or be by he me we us up ox ax ad am ma pa
eat tea ate ten net tan ant rat art tar are ear era one eon neo toe tie tin nit sit its
tis set sat sea see tee ore roe rot tor ton not now own won row tow two who how hot
dot dog god nod den end red rod doe ode dye day lay ray say may way yes yet ten hen pen
pet pit tip top pot opt sip sin son nor oar air era rain rein ring sing song long tong
note tone tore rote rate tear tare stare tears rates aster taste state test sets seat east
eats teas ties site rise sire tire tied diet edit tide ride dire dine nine none neon
refer eerie deeded sass sassy eye ewe err ere cat act tac dog hag gag rag bag tab bat
bet bed bee beet been bent beer deer reed seed need feed fee free tree trees
""".split()
WORDS = WordList.from_words(SMALL_WORDS, name="rummy-tests")

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")


def players(n: int = 2, junior: Sequence[int] = ()) -> tuple[Player, ...]:
    return tuple(Player(NAMES[i], junior=i in junior) for i in range(n))


def cards(text: str):
    """``cards("Rr Er Fr")`` -> the red R, red E, red F."""
    return parse_cards(text, RULES.colours)


def new_match(n: int = 2, seed: int = 1, words: WordList = WORDS, **options) -> RummyMatch:
    return RummyMatch.new(RULES, words, players(n), seed, **options)


def rig(
    match: RummyMatch,
    hands: Sequence[str],
    discard: str = "",
    draw: str | None = None,
    phase: Phase = Phase.DRAW,
    current: int = 0,
    table: Sequence[Sequence[str]] | None = None,
) -> RummyMatch:
    """Lay out a position by hand. ``draw`` lists the draw pile from the top; when it is
    None the pile is every card not placed elsewhere. When ``draw`` is given, the unplaced
    cards go under the discard pile, so all 78 cards stay on the table."""
    placed_hands = [list(cards(h)) for h in hands]
    placed_table = [[cards(w) for w in words] for words in (table or [[] for _ in hands])]
    discard_cards = list(cards(discard))
    draw_cards = list(cards(draw)) if draw is not None else []
    used = [c for h in placed_hands for c in h] + discard_cards + draw_cards
    used += [c for words in placed_table for w in words for c in w]
    assert len(used) == len(set(used)), "a card placed twice"
    rest = sorted(set(full_deck(RULES)) - set(used), key=sort_key(RULES))
    if draw is None:
        match.draw_pile = rest
        match.discard_pile = discard_cards[::-1]
    else:
        match.draw_pile = draw_cards[::-1]  # the top is the end of the list
        match.discard_pile = rest + discard_cards[::-1]
    match.hands = placed_hands
    match.table = placed_table
    match.phase = phase
    match.current = current
    match.turn_melds, match.taken = [], None
    return match


def assert_sound(match: RummyMatch) -> None:
    """Every card once, every table word a word under R4."""
    all_cards = match.all_cards()
    assert len(all_cards) == 78 and set(all_cards) == set(full_deck(RULES)), Counter(all_cards).most_common(2)
    for words in match.table:
        for w in words:
            assert word_of(w) in match.words
            assert colour_problem(w) is None
