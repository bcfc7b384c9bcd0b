"""Shared pieces for the rummy tests: the shipped ruleset, a small hand-made word list,
card shorthand, and a way to build a position by hand."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from wordcards.engine.players import Player
from wordcards.engine.rummy import Phase, RummyMatch, parse_cards
from wordcards.engine.rummy.cards import full_deck, sort_key
from wordcards.engine.rummy.colours import colour_problem, word_of
from wordcards.rulesets import RummyRules, default_ruleset
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


def laid_out(
    hands: Sequence[str],
    discard: str = "",
    draw: str | None = None,
    phase: Phase = Phase.DRAW,
    current: int = 0,
    table: Sequence[Sequence[str]] | None = None,
    *,
    seed: int = 1,
    words: WordList = WORDS,
    juniors: Sequence[int] = (),
    rest: str | None = None,
    rules: RummyRules = RULES,
    seats: Sequence[Player] | None = None,
    **position,
) -> RummyMatch:
    """A match from a position set out by hand (``RummyMatch.from_position``): the hands,
    the discard pile and the draw pile listed from the top. The cards not placed go to the
    draw pile when ``draw`` is None, under the discard pile otherwise (``rest`` says
    "draw" to put them under a given draw pile instead). Other keys of the position
    (``hand_number``, ``totals``, ``pads``, ``taken``, ``played``...) and the match's
    options (``variant``, ``deals``, ``match_hands``...) pass through. ``seats``: other
    players than Ann, Bob..."""
    options = {LENGTHS.get(k, k): position.pop(k) for k in list(position) if k == "variant" or k in LENGTHS}
    placed_table = [list(w) for w in (table or [[] for _ in hands])]
    listed = [*hands, discard, draw or "", *(w for words in placed_table for w in words)]
    used = [c for text in listed for c in cards(text)]
    assert len(used) == len(set(used)), "a card placed twice"
    left = " ".join(str(c) for c in sorted(set(full_deck(RULES)) - set(used), key=sort_key(RULES)))
    top_last = " ".join(reversed(discard.split()))
    start = {
        "hands": list(hands),
        "table": placed_table,
        "phase": phase.value,
        "current": current,
        **position,
    }
    if draw is None:
        start["draw_pile"], start["discard_pile"] = left, top_last
    elif (rest or "discard") == "draw":
        start["draw_pile"], start["discard_pile"] = f"{left} {' '.join(reversed(draw.split()))}".strip(), top_last
    else:
        start["draw_pile"], start["discard_pile"] = " ".join(reversed(draw.split())), f"{left} {top_last}".strip()
    seated = tuple(seats) if seats is not None else players(len(hands), juniors)
    return RummyMatch.from_position(rules, words, seated, start, seed, **options)


# The match length options; an advanced match's number of hands is ``match_hands`` here
# (``hands`` are the cards).
LENGTHS = {"target": "target", "max_hands": "max_hands", "match_hands": "hands", "minutes": "minutes", "deals": "deals"}


def assert_sound(match: RummyMatch) -> None:
    """Every card once, every table word a word under R4."""
    all_cards = match.all_cards()
    assert len(all_cards) == 78 and set(all_cards) == set(full_deck(RULES)), Counter(all_cards).most_common(2)
    for words in match.table:
        for w in words:
            assert word_of(w) in match.words
            assert colour_problem(w) is None
