"""The hint's best-first search finds what rating every candidate finds (ai/best_play.py).

Each position is checked both ways: ``best_plays`` against ``rated(candidates(...))``
sorted as the hint sorts (points, then hard's rating, then notation), every play tied for
the most points, not only the first. And every count from the letters is checked against
the play's points as ``gain_of`` counts them: equal for a single play, never below for a
group of takes (a count below a play's points could skip the best play).
"""

from __future__ import annotations

import random

import pytest

from wordcards.ai import choose_action, hint, hint_points, suggest
from wordcards.ai.adviser import ADVISER
from wordcards.ai.best_play import PointsFromLetters, _OnWordGroup, _symbols, best_plays
from wordcards.ai.shuffle import TakeWords, candidates, rated, sandbox
from wordcards.ai.shuffle_advice import suggestions
from wordcards.engine.players import Player
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import Extend, ShuffleGame, Steal, Take, moves
from wordcards.engine.shuffle.search import index_for


def seats(n, juniors=()):
    return [Player(f"P{i}", junior=i in juniors, computer="normal") for i in range(n)]


def position(rules, words, hands, table, current=0, juniors=()):
    start = {
        "hands": list(hands),
        "table": [{"owner": owner, "word": word} for owner, word in table],
        "current": current,
        "deck": "EEEE",
        "first_played": [True] * len(hands),
    }
    return ShuffleGame.from_position(rules, words, seats(len(hands), juniors), start)


def every_play_rated(box, seat):
    """The plays tied for the most points when every candidate is rated, hint order."""
    found = rated(box, ADVISER, candidates(box, ADVISER, random.Random(0)))
    found.sort(key=lambda r: (-r[2].points(seat), -r[0], r[1].notation()))
    return [r for r in found if r[2].points(seat) == found[0][2].points(seat)], found


def check_position(game):
    seat = game.current
    box = sandbox(game.rules, game.words, game.players, game.view(seat))
    top, found = every_play_rated(box, seat)
    fast = best_plays(box, ADVISER)
    assert [(a.notation(), g.points(seat), w) for w, a, g in fast] == [
        (a.notation(), g.points(seat), w) for w, a, g in top
    ]
    check_counts(box, found)
    return found


def check_counts(box, found):
    """Every count from the letters against the points gain_of gives."""
    game = box.game
    seat = game.current
    points = PointsFromLetters(game, moves.Hand(game.hands[seat]))
    search = TakeWords(game, ADVISER.take_sources, ADVISER.take_letters)
    for _, action, gain in found:
        exact = gain.points(seat)
        if not isinstance(action, Take):
            assert points.of(action) in (exact, float("inf")), action.notation()
            if isinstance(action, (Extend, Steal)):  # the count of its word, before it is spelt
                old = game.table[action.target]
                word = action.word.lower()
                added = moves._minus("".join(sorted(word)), "".join(sorted(old.display.lower())))
                group = _OnWordGroup(old, word, added, isinstance(action, Extend), isinstance(action, Steal))
                assert points.on_word(group) >= exact, action.notation()
            continue
        taken = "".join(sorted("".join(s.letters for s in action.sources).lower()))
        combos = search.by_taken[taken]
        (combo,) = [c for c in combos if tuple(o.source() for o in c) == action.sources]
        lost = points.lost(combo)
        most = max(points.table_points(_symbols(c)) - points.lost(c) for c in combos)
        size = len(action.word)
        assert size in search.lengths(taken)
        by_length = most + points.best_hand(size - len(taken)) + points.bonus(size)
        wild = dict(search.keys(taken, size))["".join(sorted(action.word.lower()))]
        from_hand = points.take_key("".join(sorted(action.word.lower())), taken, wild)
        by_key = from_hand + most
        by_combo = from_hand + points.table_points(_symbols(combo)) - lost
        spelt = points.take(action.word, _symbols(combo), lost)
        assert min(by_length, by_key, by_combo) >= spelt == exact, action.notation()


@pytest.mark.parametrize(
    "hands, table, juniors",
    [
        # Takes from the player's own words (they lose points) and from others'.
        (["EIRSTN", "OU"], [(0, "CARTS"), (1, "DOGS"), (0, "PLANE"), (1, "STONE")], ()),
        # Jokers on the table: taken, extended, stolen, swapped.
        (["AEILNST", "OU"], [(1, "CARTs"), (0, "mOOD"), (1, "BRAINS"), (0, "HEARTS")], ()),
        # A joker in hand, high letters on the table.
        (["QUE*T", "OU"], [(1, "ZEST"), (1, "JAMB"), (0, "OXEN")], ()),
        # Two jokers in hand.
        (["RE**", "OU"], [(1, "MAZE"), (0, "FOX")], ()),
        # A junior (shorter words and shorter words left behind), a joker in hand.
        (["ATE*", "OU"], [(1, "CAT"), (0, "DOG"), (1, "BEE")], (0,)),
        # Extending one's own word against another's; stealing.
        (["NGIEDRS", "OU"], [(0, "PLAN"), (1, "PLAN"), (1, "HEART")], ()),
    ],
)
def test_best_first_finds_what_rating_every_candidate_finds(shuffle_rules, words, hands, table, juniors):
    game = position(shuffle_rules, words, hands, table, juniors=juniors)
    found = check_position(game)
    assert found  # each position has plays to choose from
    # A junior's hint prefers common words (adviser.for_junior): the search's own best here.
    best = suggestions(game)[0].action if juniors else hint(game)
    assert best is not None and game.is_legal(best)
    hinted = suggest(game)
    if not juniors and hinted is not None and hinted.then:  # a joker swap leading to more (S10)
        assert hinted.points > found[0][2].points(0)
    else:
        assert hint_points(game, best) == found[0][2].points(0)


def test_best_first_agrees_over_seeded_games(shuffle_rules, words):
    """Positions met in two seeded games of normal players (2 and 3 seats): every one checked."""
    checked = 0
    for seed in (3, 4):
        players = seats(2 + seed % 2)
        game = ShuffleGame.new(shuffle_rules, words, players, seed)
        streams = [rng(seed, "best-play", i) for i in range(len(players))]
        while not game.is_over and len(game.actions) < 60:
            if sum(c.is_joker for c in game.hands[game.current]) < 2:  # two jokers: slow to rate in full
                check_position(game)
                checked += 1
            game.apply(choose_action(game, game.current, "normal", streams[game.current]))
    assert checked > 40


def test_best_plays_is_for_a_level_that_misses_nothing(shuffle_rules, words):
    game = position(shuffle_rules, words, ["CATS", "OU"], [])
    box = sandbox(game.rules, game.words, game.players, game.view(0))
    from wordcards.ai.levels import NORMAL

    with pytest.raises(ValueError, match="misses no play"):
        best_plays(box, NORMAL)


def test_no_play_gives_no_best(shuffle_rules, words):
    game = position(shuffle_rules, words, ["QZXJ", "OU"], [])
    box = sandbox(game.rules, game.words, game.players, game.view(0))
    assert best_plays(box, ADVISER) == []
    assert hint(game) is None


def test_a_hand_grown_huge_by_passing_finds_its_take_words_through_the_index(shuffle_rules, words, monkeypatch):
    """S3: a pass draws a card, so hands grow: a hint for a 29-card hand without jokers
    looked up each of its millions of sub-hands (minutes). Such a hand finds its keys
    through the index's search, the same keys as looking each sub-hand up."""
    import wordcards.ai.shuffle as shuffle_ai

    huge = position(shuffle_rules, words, ["ABCDEFGHIJKLMNOPRSTUVWXYZAEIO", "OU"], [(1, "PLAN"), (0, "HEART")])
    assert TakeWords(huge, ADVISER.take_sources, ADVISER.take_letters)._many_subsets
    game = position(shuffle_rules, words, ["NGIEDRS", "OU"], [(0, "PLAN"), (1, "PLAN"), (1, "HEART")])

    def every_key(search):
        return {taken: {length: sorted(search.keys(taken, length)) for length in search.lengths(taken)} for taken in search.by_taken}

    looked_up = every_key(TakeWords(game, ADVISER.take_sources, ADVISER.take_letters))
    monkeypatch.setattr(shuffle_ai, "SUBSET_LOOKUPS", 1)  # this hand, too, through the index
    searched = TakeWords(game, ADVISER.take_sources, ADVISER.take_letters)
    assert searched._many_subsets and every_key(searched) == looked_up
    assert any(keys for lengths in looked_up.values() for keys in lengths.values())


def test_a_big_hand_with_jokers_spells_only_the_extends_and_steals_that_could_score_most(shuffle_rules, words, monkeypatch):
    """A hand grown to 28 cards by passing (S3) with two jokers makes tens of thousands of
    extends and steals (each joker on every place): the hint spelt them all before it
    counted any (a joker swap's follow-up again). Each word made on a table word is
    counted first, and spelt only when it could score most: the same best plays."""
    game = position(
        shuffle_rules,
        words,
        ["AACDEEGHIIKLMNNOPRRSSTTUWY**", "OU"],
        [(1, "PLAN"), (0, "HEART"), (1, "STONE"), (0, "CLUE"), (1, "DOG")],
    )
    hand = moves.Hand(game.hands[0])
    every = sum(1 for _ in moves.extends_and_steals(game, hand, True, True))
    assert every > 20_000
    index = index_for(words)
    index.word_plays.clear()  # nothing remembered from the count above
    spelt = 0
    spell = moves.joker_displays

    def counted(*args, **kwargs):
        nonlocal spelt
        found = spell(*args, **kwargs)
        spelt += len(found)
        return found

    monkeypatch.setattr(moves, "joker_displays", counted)
    box = sandbox(game.rules, game.words, game.players, game.view(0))
    found = best_plays(box, ADVISER)
    assert found and spelt < every // 20
