"""The fast enumerator against the brute-force reference (a scan of the whole word list),
on the fixed positions in positions/enum_*.json (0, 1 and 2 jokers in hand, jokers on
the table, a junior, a first play): the same plays, nothing missing, nothing extra."""

from __future__ import annotations

from collections import Counter

import pytest

from shuffle_helpers import POSITIONS, load_position
from wordcards.engine.shuffle.moves import KIND_ORDER
from shuffle_reference import reference_plays

FILES = sorted(p.name for p in POSITIONS.glob("enum_*.json"))


def test_the_positions_cover_zero_one_and_two_jokers_in_hand(english):
    in_hand = set()
    for name in FILES:
        game, _ = load_position(name, english)
        in_hand.add(sum(c.is_joker for c in game.hands[game.current]))
    assert in_hand >= {0, 1, 2}


@pytest.mark.parametrize("name", FILES)
def test_enumeration_matches_the_brute_force_reference(name, english):
    game, data = load_position(name, english)
    fast = game.legal_plays()
    assert len(fast) == len(set(fast)), "the enumerator gave a play twice"
    reference = reference_plays(game)
    missing = reference - set(fast)
    extra = set(fast) - reference
    assert not missing and not extra, (sorted(map(str, missing))[:10], sorted(map(str, extra))[:10])
    assert all(game.check(a) is None for a in fast)
    # Asking for one kind gives exactly that kind's share.
    by_kind = Counter(a.kind for a in fast)
    for kind in KIND_ORDER:
        assert len(game.legal_plays(kind=kind)) == by_kind[kind]
