"""The opt-in judgement of the next player's chance of going out (``Level.out_samples``,
``ai.rummy_out_chance``): what it counts as going out, and that it reads only the view."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import partial

from wordcards.ai.levels import HARD
from wordcards.ai.rummy import RummyContext, choose_rummy, covered_by_words
from wordcards.ai.rummy_out_chance import NextOut
from wordcards.engine.rummy import DrawDiscard, RummyMatch, parse_cards
from wordcards.engine.rummy.cards import cards_text, full_deck

from tests.ai.test_expert import seats

def next_out(rules, words, unseen, hand_size, count):
    covered = partial(covered_by_words, words=words, colours=tuple(rules.colours), min_length=2)
    return NextOut(parse_cards(unseen, rules.colours), hand_size, count, rules.colours, covered)


SAMPLING = replace(HARD, name="sampling", keep_for_later=0.8, feed_weight=0.5, out_samples=8)


def rigged(rules, words, seed, hands, top):
    """A 2-player match whose seat 0 sees ``hands[0]`` and ``top``; the rest of the deck
    is the draw pile, shuffled by ``seed``."""
    used = {c for h in (*hands, top) for c in parse_cards(h, rules.colours)}
    rest = [c for c in full_deck(rules) if c not in used]
    random.Random(seed).shuffle(rest)
    start = {"hands": hands, "draw_pile": cards_text(rest), "discard_pile": top}
    players = seats("hard", "hard")
    return RummyMatch.from_position(rules, words, RummyMatch.new(rules, words, players, seed).players, start, seed)


def test_a_discard_counts_by_the_words_the_next_hand_makes_with_it(rummy_rules, words):
    """With every unseen card in the next player's hand (CT, red), nothing is left for it
    to draw; the A (red) discarded lets it meld CAT and go out, the Q (blue) does not."""
    chance = next_out(rummy_rules, words, "Cr Tr", 2, 4)
    ar, qb = parse_cards("Ar Qb", rummy_rules.colours)
    assert chance.by_draw == 0.0
    assert chance.by_discard(ar) == 1.0 and chance.by_discard(qb) == 0.0


def test_one_card_may_stay_loose_as_the_last_discard(rummy_rules, words):
    """R3: going out melds every card but one, which is discarded: CAT (red) goes out with
    a drawn E (green) discarded; CAT and a Q (blue) do not, two cards left loose."""
    eg = parse_cards("Eg", rummy_rules.colours)[0]
    cat = next_out(rummy_rules, words, "Cr Ar Tr", 3, 1)
    cat_and_q = next_out(rummy_rules, words, "Cr Ar Tr Qb", 4, 1)
    assert cat.by_discard(eg) == 1.0 and cat_and_q.by_discard(eg) == 0.0


def test_the_next_players_chance_is_read_from_the_view_only(rummy_rules, words):
    """Same view for seat 0; the other hand (close to going out, or not) and the draw pile
    differ: the same chance, the same discards charged, the same decisions. And the chance
    is the sampled one, not hard's flat rule."""
    hand = "Cr Ar Tr Sg Og Ng Qb"
    a = rigged(rummy_rules, words, 1, [hand, "Eb Rb Ab Tb Db Ob Gb"], "Er")
    b = rigged(rummy_rules, words, 2, [hand, "Zg Xg Jg Vg Kg Wg Yg"], "Er")
    assert a.view(0).hand == b.view(0).hand and a.hands[1] != b.hands[1] and a.draw_pile != b.draw_pile
    for phase in ("draw", "play"):
        ctx_a = RummyContext(a.view(0), a.rules, words, False, SAMPLING)
        ctx_b = RummyContext(b.view(0), b.rules, words, False, SAMPLING)
        assert ctx_a.next_out is not None and ctx_b.next_out is not None
        assert ctx_a.p_end == ctx_b.p_end != RummyContext(a.view(0), a.rules, words, False, HARD).p_end, phase
        cards = [*a.view(0).hand, *parse_cards("Er Eg Sb", rummy_rules.colours)]
        assert [ctx_a.next_out.by_discard(c) for c in cards] == [ctx_b.next_out.by_discard(c) for c in cards]
        choice_a = choose_rummy(a.view(0), a.rules, words, False, SAMPLING, random.Random(5))
        choice_b = choose_rummy(b.view(0), b.rules, words, False, SAMPLING, random.Random(5))
        assert choice_a == choice_b, phase
        if phase == "draw":
            a.apply(DrawDiscard())
            b.apply(DrawDiscard())


def test_a_discard_that_lets_the_next_player_go_out_is_charged(rummy_rules, words):
    """With the next player's hand taken as I T (green), discarding the S (green) lets it
    meld SIT and go out: the best plan of each way to end the turn (a discard, a number of
    cards melded) that discards it is worth less than without the charge, every other the
    same."""
    match = rigged(rummy_rules, words, 1, ["Cr Ar Tr Sg Og Ng Qb", "Eb Rb Ab Tb Db Ob Gb"], "Er")
    match.apply(DrawDiscard())
    view = match.view(0)
    charged = RummyContext(view, match.rules, words, False, SAMPLING)
    charged.next_out = next_out(rummy_rules, words, "Ig Tg", 2, 1)
    plain = RummyContext(view, match.rules, words, False, SAMPLING)
    plain.next_out = None
    plain.p_end = charged.p_end
    sg = parse_cards("Sg", rummy_rules.colours)[0]
    assert charged.next_out.by_discard(sg) == 1.0

    def values(ctx):
        found = ctx.search(list(view.hand), view.taken_from_discard, random.Random(0)).plans
        return {(plan.discard, sum(map(len, plan.melds))): plan.value for plan in found}

    with_charge, without = values(charged), values(plain)
    assert with_charge.keys() == without.keys()
    feeding = [key for key in without if key[0] == sg]
    assert feeding and all(with_charge[key] < without[key] for key in feeding)
    for key in without:
        if key[0] != sg and charged.next_out.by_discard(key[0]) == 0.0:
            assert with_charge[key] == without[key], key
