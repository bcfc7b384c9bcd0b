"""The expert level: it looks ahead from its own view only, is the same for a seed, stops
at its time cap (a fake clock, never this machine's speed) and plays legal moves."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest

from wordcards.ai import ComputerPlayer, choose_action
from wordcards.ai.expert import measure_gain, weigh
from wordcards.ai.expert_rummy import deal_unseen as rummy_deal
from wordcards.ai.expert_rummy import JUDGE, history_fits, likely_deal, past_turns, standing
from wordcards.ai.expert_rummy import expert_verdict as rummy_verdict
from wordcards.ai.expert_shuffle import deal_unseen as shuffle_deal
from wordcards.ai.expert_shuffle import expert_verdict as shuffle_verdict
from wordcards.ai.levels import EXPERT, HARD, level_of, seat_level
from wordcards.ai.rummy import RummyContext
from wordcards.ai.selfplay import invariants, new_game
from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, Phase, RummyMatch, parse_cards
from wordcards.engine.rummy.cards import cards_text, full_deck
from wordcards.engine.shuffle import ShuffleGame

# A smaller budget keeps these tests quick; the bench plays the real one.
QUICK = replace(  # every candidate weighed, in two deals
    EXPERT,
    search=replace(EXPERT.search, samples=2, margin=100.0),
    rummy_search=replace(EXPERT.rummy_search, samples=2, margin=100.0),
)


def seats(*levels):
    return [Player(f"P{i}", computer=level) for i, level in enumerate(levels)]


def shuffle_position(rules, words, hands, table, deck):
    start = {"hands": list(hands), "table": [{"owner": o, "word": w} for o, w in table], "deck": deck}
    return ShuffleGame.from_position(rules, words, seats("expert", "hard"), start)


def test_expert_is_a_level_for_both_games():
    assert level_of("expert") is EXPERT and seat_level("cpu:expert") == "expert"
    assert EXPERT.search is not None and EXPERT.search.budget == EXPERT.search.candidates * EXPERT.search.samples
    assert EXPERT.rummy_search is not None
    assert HARD.search is None and HARD.rummy_search is None


# --- never reads hidden information ---------------------------------------------------


def test_shuffle_expert_decides_from_its_view_only(shuffle_rules, words):
    """Same hand and table for seat 0; the other hand and the deck are scrambled: the
    same choice, and the same average outcome for every candidate."""
    table = [(1, "CART"), (0, "DOG"), (1, "FLINT")]
    a = shuffle_position(shuffle_rules, words, ["EHSTIAN", "QZXJKVW"], table, deck="AEIOUBMPRS")
    b = shuffle_position(shuffle_rules, words, ["EHSTIAN", "AEERSTL"], table, deck="RSPMBUOIEA")
    assert a.view(0).hand == b.view(0).hand and a.hands[1] != b.hands[1] and a.deck != b.deck
    va, box_a = shuffle_verdict(a.view(0), a.rules, words, a.players, QUICK, random.Random(3))
    vb, box_b = shuffle_verdict(b.view(0), b.rules, words, b.players, QUICK, random.Random(3))
    assert len(va.weighed) > 1 and va.samples == QUICK.search.samples
    assert va == vb
    # no time cap: on a busy machine a cap would stop the two searches at different points
    assert choose_action(a, 0, QUICK, random.Random(3), None) == choose_action(b, 0, QUICK, random.Random(3), None)


def test_shuffle_sampled_deal_fits_the_view(shuffle_rules, words):
    game = ShuffleGame.new(shuffle_rules, words, seats("expert", "hard", "easy"), 4)
    view = game.view(0)
    start = shuffle_deal(view, shuffle_rules, random.Random(1))
    world = ShuffleGame.from_position(shuffle_rules, words, game.players, start)
    assert world.view(0).hand == view.hand or sorted(map(str, world.hands[0])) == sorted(map(str, view.hand))
    assert [len(h) for h in world.hands] == [s.hand_size for s in view.seats]
    assert len(world.deck) == view.deck_size
    # the hidden cards are a fresh deal, not the real ones
    assert [str(c) for c in world.deck] != [str(c) for c in game.deck]


def rigged_rummy(rules, words, seed, hands, top):
    match = RummyMatch.new(rules, words, seats("expert", "hard"), seed)
    cards = [parse_cards(h, rules.colours) for h in hands] + [parse_cards(top, rules.colours)]
    used = {c for group in cards for c in group}
    rest = [c for c in full_deck(rules) if c not in used]
    random.Random(seed).shuffle(rest)
    start = {
        "hands": hands,
        "draw_pile": cards_text(rest),
        "discard_pile": top,
    }
    return RummyMatch.from_position(rules, words, match.players, start, seed)


def test_rummy_expert_decides_from_its_view_only(rummy_rules, words):
    """Same view for seat 0; the other hand and the draw pile differ: same decisions."""
    hand = "Cr Ar Tr Sg Og Ng Qb"
    a = rigged_rummy(rummy_rules, words, 1, [hand, "Eb Rb Ab Tb Db Ob Gb"], "Er")
    b = rigged_rummy(rummy_rules, words, 2, [hand, "Zg Xg Jg Vg Kg Wg Yg"], "Er")
    assert a.view(0).hand == b.view(0).hand and a.hands[1] != b.hands[1] and a.draw_pile != b.draw_pile
    for phase in ("draw", "play"):
        va = rummy_verdict(a.view(0), a.rules, words, a.players, QUICK, random.Random(5))
        vb = rummy_verdict(b.view(0), b.rules, words, b.players, QUICK, random.Random(5))
        assert len(va.weighed) > 1 and va == vb, phase
        if phase == "draw":
            a.apply(DrawDiscard())
            b.apply(DrawDiscard())


def test_rummy_sampled_deal_fits_the_view(rummy_rules, words):
    match = RummyMatch.new(rummy_rules, words, seats("expert", "hard"), 6)
    view = match.view(0)
    start = rummy_deal(view, rummy_rules, random.Random(2))
    world = RummyMatch.from_position(rummy_rules, words, match.players, start)
    assert world.view(0).hand == view.hand and world.view(0).discard_top == view.discard_top
    assert [len(h) for h in world.hands] == [s.hand_size for s in view.seats]
    assert len(world.draw_pile) == view.draw_pile_size and world.current == view.current
    assert world.hands[1] != match.hands[1]


@pytest.mark.parametrize("pads, table_value", [([[], []], 9 + 1 + 4), ([["SUN"], []], 1 + 1 + 4)])
def test_R8_rummy_standing_counts_a_table_word_that_filled_its_row_at_its_square(rummy_rules, words, pads, table_value):
    """R8, mid-hand (``standing``, what the expert compares its plans by a few turns on): a
    word melded this hand into a row the pad has not filled counts its length squared, a
    further word of that row (or one whose row an earlier hand filled) a tally. It counted
    every word of the hand a tally: melding a word rated below keeping it."""
    hands = ["Er Ng Qb", "Hb Ib Mr"]
    table = ["Cr Ar Tr", "Dg Og Gg", "Sb Ob"]  # CAT fills row 3, DOG adds a tally, SO fills row 2
    placed = {c for text in [*hands, *table, "Zb"] for c in parse_cards(text, rummy_rules.colours)}
    rest = [c for c in full_deck(rummy_rules) if c not in placed]
    random.Random(4).shuffle(rest)
    start = {"hands": hands, "table": [table, []], "draw_pile": cards_text(rest), "discard_pile": "Zb", "pads": pads}
    match = RummyMatch.from_position(rummy_rules, words, seats("expert", "hard"), start, 4, variant="advanced")
    view = match.view(0)
    ctx = RummyContext(view, rummy_rules, words, False, JUDGE)
    assert ctx.table_value() == table_value
    assert standing(match)[0] == pytest.approx(table_value + ctx.plan(view.hand, None, random.Random(0)).value)


# --- what the others' public turns say of their cards -------------------------------------


def test_rummy_past_turns_read_the_hands_public_history(rummy_rules, words):
    match = rigged_rummy(rummy_rules, words, 3, ["Cr Ar Tr Sg Og Ng Qb", "Eb Rb Ab Tb Db Ob Gb"], "Er")
    match.apply(DrawDeck())
    match.apply(Discard(match.hands[0][-1]))
    match.apply(DrawDiscard())  # seat 1 takes what seat 0 discarded
    taken = match.taken
    match.apply(Meld(parse_cards("Db Ob Gb", rummy_rules.colours)))
    match.apply(Discard(parse_cards("Eb", rummy_rules.colours)[0]))
    match.apply(DrawDeck())
    turns = past_turns(match.view(0))
    assert list(turns) == [1] and len(turns[1]) == 1  # only the others' complete turns
    (turn,) = turns[1]
    assert turn.taken == taken and turn.discard == parse_cards("Eb", rummy_rules.colours)[0]
    assert turn.melds == (parse_cards("Db Ob Gb", rummy_rules.colours),)
    assert turn.top == parse_cards("Er", rummy_rules.colours)[0]  # under the card it took
    assert turn.deck_draws_since == 1  # seat 0's draw since
    theirs = past_turns(match.view(1))[0]  # seat 1 sees seat 0's one complete turn
    assert [(t.taken, t.melds, t.top, t.deck_draws_since) for t in theirs] == [(None, (), parse_cards("Er", rummy_rules.colours)[0], 1)]


def test_rummy_past_turns_skip_a_turn_begun_before_the_history(rummy_rules, words):
    """A hand set out mid-turn: the other's first discard ends a turn whose draw no one saw
    in the history, so it is no evidence; its next whole turn is."""
    start = {
        "hands": ["Cr Ar Tr Sg Og Ng Qb", "Eb Rb Ab Tb Db Ob Gb Mb"],
        "discard_pile": "Er",
        "current": 1,
        "phase": "play",
    }
    rest = [c for c in full_deck(rummy_rules) if cards_text([c]) not in " ".join([*start["hands"], "Er"]).split()]
    match = RummyMatch.from_position(rummy_rules, words, seats("expert", "hard"), {**start, "draw_pile": cards_text(rest)})
    match.apply(Discard(parse_cards("Mb", rummy_rules.colours)[0]))
    match.apply(DrawDeck())
    match.apply(Discard(match.hands[0][0]))
    assert past_turns(match.view(0)) == {}
    match.apply(DrawDeck())
    match.apply(Discard(parse_cards("Gb", rummy_rules.colours)[0]))
    match.apply(DrawDeck())
    assert [t.discard for t in past_turns(match.view(0))[1]] == list(parse_cards("Gb", rummy_rules.colours))


def test_rummy_the_others_real_cards_fit_their_turns_and_most_deals_do_not(rummy_rules, words):
    """In seeded hands of hard against hard, at each of seat 0's turns: the other's real
    cards fit its last three turns (as hard would have played them) nearly always, a
    random deal of the unseen cards seldom. Found: 16 of 16, 7 of 80 (seeds 300-302)."""
    real = real_n = dealt = dealt_n = 0
    for seed in range(300, 303):
        game = new_game("rummy", rummy_rules, words, ("hard", "hard"), seed, variant="standard", max_hands=1)
        cpus = [ComputerPlayer(i, "hard", seed, time_cap=None) for i in range(2)]
        while not game.is_over:
            view = game.view(0)
            turns = past_turns(view) if game.current == 0 and game.phase is Phase.DRAW else {}
            if turns:
                real += history_fits(turns, game.hands, 3, view, game.rules, words, game.players)
                real_n += 1
                for k in range(5):
                    hands = []
                    rummy_deal(view, game.rules, random.Random(k), lambda dealt_hands: hands.append(dealt_hands) or True)
                    dealt += history_fits(turns, hands[0], 3, view, game.rules, words, game.players)
                    dealt_n += 1
            game.apply(cpus[game.current].choose(game))
    print(f"\nreal cards fit {real} of {real_n} turns; random deals {dealt} of {dealt_n}")
    assert real_n >= 10 and real >= 0.9 * real_n and dealt <= 0.3 * dealt_n


def test_rummy_expert_deals_fit_the_others_turns(rummy_rules, words):
    """With inference on (off as shipped: it gained nothing measurable), the deals the
    expert plays forward are ones the other player's last turns fit; with it off, any deal."""
    game = new_game("rummy", rummy_rules, words, ("hard", "hard"), 301, variant="standard", max_hands=1)
    cpus = [ComputerPlayer(i, "hard", 301, time_cap=None) for i in range(2)]
    while not (game.current == 0 and game.phase is Phase.DRAW and len(past_turns(game.view(0)).get(1, [])) >= 2):
        game.apply(cpus[game.current].choose(game))
    view = game.view(0)
    turns = past_turns(view)
    search = replace(EXPERT.rummy_search, infer_tries=20, infer_turns=3)
    first_deals_fit = []
    for k in range(4):
        start = likely_deal(view, game.rules, words, game.players, search, turns, random.Random(k))
        world = RummyMatch.from_position(game.rules, words, game.players, start)
        assert world.hand(0) == view.hand
        assert history_fits(turns, world.hands, search.infer_turns, view, game.rules, words, game.players)
        first = RummyMatch.from_position(game.rules, words, game.players, rummy_deal(view, game.rules, random.Random(k)))
        first_deals_fit.append(history_fits(turns, first.hands, search.infer_turns, view, game.rules, words, game.players))
        shipped = likely_deal(view, game.rules, words, game.players, EXPERT.rummy_search, turns, random.Random(k))
        assert shipped == rummy_deal(view, game.rules, random.Random(k))  # off: the first deal
    assert not all(first_deals_fit)  # so some were dealt again


# --- reproducible for a seed -------------------------------------------------------------


@pytest.mark.parametrize("game_name", ["shuffle", "rummy"])
def test_same_seed_same_choices(game_name, shuffle_rules, rummy_rules, words):
    rules = shuffle_rules if game_name == "shuffle" else rummy_rules

    def first_actions(seed):
        game = new_game(game_name, rules, words, ("expert", "hard"), seed)
        cpus = [ComputerPlayer(0, QUICK, seed, time_cap=None), ComputerPlayer(1, "hard", seed, time_cap=None)]
        out = []
        for _ in range(12):
            if game.is_over:
                break
            action = cpus[game.current].choose(game)
            game.apply(action)
            out.append(action.notation())
        return out

    assert first_actions(11) == first_actions(11)


# --- the time cap -----------------------------------------------------------------------


def ticking(step=1.0):
    """A fake clock: each reading is ``step`` seconds after the last."""
    counter = itertools.count()
    return lambda: next(counter) * step


def test_weigh_stops_at_the_time_cap_with_a_fake_clock():
    calls = []

    def play_out(sample, action, check):
        calls.append((sample, action))
        return {"a": 1.0, "b": 2.0, "c": 0.0}[action]

    full = weigh(["a", "b", "c"], play_out, samples=4)
    assert (full.action, full.samples, full.simulations, full.capped) == ("b", 4, 12, False)
    calls.clear()
    # the clock reads once at the start and once before each simulation: 5 readings fit a cap of 4.5
    capped = weigh(["a", "b", "c"], play_out, samples=4, time_cap=4.5, clock=ticking())
    assert capped.capped and capped.simulations == 4 and capped.samples == 1 and capped.action == "b"
    assert len(calls) == 4
    nothing = weigh(["a", "b", "c"], play_out, samples=4, time_cap=0.0, clock=ticking())
    assert nothing.capped and nothing.samples == 0 and nothing.action == "a"  # hard's choice


def test_a_play_out_longer_than_the_cap_is_cut_short_and_left_out():
    """With huge hands one play-out ran for minutes past the review's cap: the cap was read
    only between play-outs. A play-out calls ``check`` between its actions; once the cap
    has run out, the one in progress is cut short and counts for nothing."""
    calls = []

    def play_out(sample, action, check):
        calls.append((sample, action))
        for _ in range(1000 if sample and action == "c" else 1):  # "c" is long from the 2nd deal on
            check()
        return {"a": 1.0, "b": 2.0, "c": 0.0}[action]

    capped = weigh(["a", "b", "c"], play_out, samples=4, time_cap=20.0, clock=ticking())
    assert capped.capped and capped.samples == 1 and capped.simulations == 5 and capped.action == "b"
    assert calls[-1] == (1, "c")  # cut short after about 20 readings, not 1000
    assert capped.mean_of("a") == 1.0 and capped.mean_of("b") == 2.0  # the round cut short is left out
    # Without a cap, and with one that does not bind, the same verdict in full.
    assert weigh(["a", "b", "c"], play_out, samples=4) == weigh(["a", "b", "c"], play_out, 4, 1e9, ticking())


def test_measure_gain_leaves_out_a_deal_cut_short_by_the_cap():
    def play_out(sample, action, check):
        for _ in range(1000 if sample == 2 else 1):
            check()
        return {"mine": 3.0 + sample, "theirs": 1.0}[action]

    assert measure_gain("mine", "theirs", play_out, 5).deals == 5
    cut = measure_gain("mine", "theirs", play_out, 5, time_cap=50.0, clock=ticking())
    assert (cut.deals, cut.mean) == (2, 2.5)  # deals 0 and 1; deal 2 cut short


def test_the_expert_s_shuffle_search_stops_at_its_cap_and_chooses_from_what_it_measured(shuffle_rules, words, monkeypatch):
    """A real search (the Shuffle expert's), its fake clock moved on one second by each
    action a play-out makes: with a cap of ``k`` seconds, wherever the k-th action falls (at
    a play-out's start or in its middle), no action is made after it. The play-out cut
    short is left out: each candidate keeps its seeded outcomes of the complete rounds, and
    the choice is theirs (none: hard's choice). Unbound, the cap changes nothing."""
    import wordcards.ai.expert_shuffle as expert_shuffle

    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bob")], 10)
    view = game.view(0)
    acted = []
    quick_action = expert_shuffle.quick_action

    def timed_action(*args):
        acted.append(None)
        return quick_action(*args)

    monkeypatch.setattr(expert_shuffle, "quick_action", timed_action)

    def search(time_cap=None):
        acted.clear()
        clock = lambda: float(len(acted))  # noqa: E731  a second an action
        return shuffle_verdict(view, shuffle_rules, words, game.players, EXPERT, random.Random(3), time_cap, clock)[0]

    full = search()
    actions = len(acted)
    assert search(float(actions)) == full and not full.capped and full.samples > 1
    assert EXPERT.search.confidence == 0  # Shuffle's expert: the best mean wins, the earlier among equals
    rounds = set()
    for cap in (1, actions // 3, actions // 2, actions - 1):
        cut = search(float(cap))
        assert len(acted) == cap and cut.capped  # nothing played on past the cap
        measured = [weighed.outcomes for weighed in cut.weighed]
        assert all(len(outcomes) == cut.samples < full.samples for outcomes in measured)  # complete rounds only
        assert all(outcomes == whole.outcomes[: cut.samples] for outcomes, whole in zip(measured, full.weighed))
        means = [weighed.mean for weighed in cut.weighed]
        assert cut.action == cut.weighed[max(range(len(means)), key=lambda i: (means[i], -i))].action
        rounds.add(cut.samples)
    assert 0 in rounds and max(rounds) > 0  # a cap before any round, and one after some


def test_the_rummy_expert_s_cap_counts_the_search_for_its_candidates(rummy_rules, words, monkeypatch):
    """The cap is for the whole decision: finding the candidates (hard's draw weighs the
    hand with 9 cards; in one colour that took half a second) uses it up first, and the
    play-outs get only what is left: none here, so hard's draw stands, capped."""
    import wordcards.ai.expert_rummy as expert_rummy

    match = rigged_rummy(rummy_rules, words, 1, ["Cr Ar Tr Sg Og Ng Qb", "Eb Rb Ab Tb Db Ob Gb"], "Er")
    view = match.view(0)
    now = [0.0]
    full = rummy_verdict(view, match.rules, words, match.players, QUICK, random.Random(5), 1.0, lambda: now[0])
    assert len(full.weighed) > 1 and full.samples == 2 and not full.capped  # the clock stood still
    slow_draw = expert_rummy.wants_discard

    def slow(*args, **kwargs):
        now[0] += 2.0  # longer than the cap
        return slow_draw(*args, **kwargs)

    monkeypatch.setattr(expert_rummy, "wants_discard", slow)
    cut = rummy_verdict(view, match.rules, words, match.players, QUICK, random.Random(5), 1.0, lambda: now[0])
    assert cut.capped and cut.samples == 0 and cut.simulations == 0
    assert cut.action == full.weighed[0].action  # hard's choice


def test_weigh_drops_the_plays_not_ahead_after_half_the_deals():
    """``prune_after``: after 2 deals, "c" (behind hard's choice "a") is played no further;
    "b" (ahead) is played in all 4 and, clearly better, is chosen."""
    calls = []

    def play_out(sample, action, check):
        calls.append(action)
        return {"a": 1.0, "b": 2.0 + sample % 2, "c": 0.0}[action]

    verdict = weigh(["a", "b", "c"], play_out, samples=4, confidence=2.0, prune_after=2)
    assert calls.count("a") == calls.count("b") == 4 and calls.count("c") == 2
    assert (verdict.action, verdict.samples, verdict.simulations) == ("b", 4, 10)
    assert verdict.mean_of("c") == 0.0 and verdict.mean_of("b") == 2.5
    # What the review says "b" gained over "c": over the 2 deals both were played in.
    assert verdict.gain_over("c") == 2.5 and verdict.gain_over("a") == 1.5 and verdict.gain_over("z") is None


def test_weigh_stops_when_no_play_is_ahead_of_hard_s_choice():
    calls = []

    def play_out(sample, action, check):
        calls.append(action)
        return {"a": 1.0, "b": 1.0, "c": 0.0}[action]  # "b" only ties: not ahead

    verdict = weigh(["a", "b", "c"], play_out, samples=8, confidence=2.0, prune_after=4)
    assert (verdict.action, verdict.samples, verdict.simulations) == ("a", 4, 12)
    assert len(calls) == 12
    unpruned = weigh(["a", "b", "c"], play_out, samples=8, confidence=2.0)
    assert (unpruned.action, unpruned.simulations) == ("a", 24)


def test_expert_with_a_tiny_cap_still_plays_legally(shuffle_rules, rummy_rules, words):
    for game_name, rules in (("shuffle", shuffle_rules), ("rummy", rummy_rules)):
        game = new_game(game_name, rules, words, ("expert", "hard"), 3)
        for _ in range(6):
            if game.is_over:
                break
            seat = game.current
            level = "expert" if seat == 0 else "hard"
            action = choose_action(game, seat, level, random.Random(1), time_cap=0.5, clock=ticking())
            assert game.check(action) is None
            game.apply(action)


# --- plays whole games, and beats hard ----------------------------------------------------


def expert_wins(game_name, rules, words, seeds, **options):
    won = 0.0
    for k, seed in enumerate(seeds):
        levels = ("expert", "hard") if k % 2 == 0 else ("hard", "expert")
        game = new_game(game_name, rules, words, levels, seed, **options)
        cpus = [ComputerPlayer(i, level, seed, time_cap=None) for i, level in enumerate(levels)]
        while not game.is_over:
            game.apply(cpus[game.current].choose(game))
        assert invariants(game) == []
        me = levels.index("expert")
        if me in game.outcome.winners:
            won += 1 / len(game.outcome.winners)
    return won / len(seeds)


def test_expert_beats_hard_at_shuffle_in_a_seeded_batch(shuffle_rules, words):
    """4 seeded games, seats swapped half the time, no time cap (so the same games on any
    machine); a game costs the expert about 15 s of CPU (3 of these 4 won). The bench
    (bench/expert.py) plays 200; docs/self-play.md has its figures."""
    rate = expert_wins("shuffle", shuffle_rules, words, range(300, 304))
    print(f"\nShuffle, expert against hard: expert wins {rate:.0%} of 4 games")
    assert rate > 0.5


def test_expert_beats_hard_at_rummy_in_a_seeded_batch(rummy_rules, words):
    """Standard rummy, one hand per deal: the player who starts a hand nearly always wins it
    (seat 0 won 6 of 6 such hands, seeds 300-305, whoever sat there), so each deal is played
    twice, the expert in each seat once, and the expert must score more than hard over the
    batch (the same cards for both; +63 points, 4 of the 6 hands). A whole match to 150
    takes a minute or more; the bench (bench/expert.py) plays 200 of them and
    bench/rummy_tuning.py --hands many more deals; docs/self-play.md has their figures."""
    margin = 0
    hands_won = 0.0
    for seed in range(300, 303):
        for levels in (("expert", "hard"), ("hard", "expert")):
            game = new_game("rummy", rummy_rules, words, levels, seed, variant="standard", max_hands=1)
            cpus = [ComputerPlayer(i, level, seed, time_cap=None) for i, level in enumerate(levels)]
            while not game.is_over:
                game.apply(cpus[game.current].choose(game))
            assert invariants(game) == []
            me = levels.index("expert")
            margin += game.outcome.totals[me] - game.outcome.totals[1 - me]
            if me in game.outcome.winners:
                hands_won += 1 / len(game.outcome.winners)
    print(f"\nRummy, expert against hard: {hands_won:g} of 6 hands won, {margin:+d} points in all")
    assert margin > 0
