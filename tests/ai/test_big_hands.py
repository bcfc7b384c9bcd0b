"""A family's ruleset with big hands and many jokers (hand_size up to 20, jokers up to 10):
a hand of 20 cards with 4 jokers spells hundreds of thousands of words from the hand, each
joker in every place. The hint and the computer players spelt them all (a hint took 35 s,
a hard player 11 s: bench/ruleset_extremes.py). Now each anagram key is given the most its
words could score (or look, for a computer's shortlist) and only the keys that could be
best are spelt, with the very same results. And Word Rummy with one colour, where each
unseen card makes hundreds of words with the hand."""

from __future__ import annotations

import random

import pytest

from wordcards.ai import choose_action, hint
from wordcards.ai.adviser import ADVISER
from wordcards.ai.best_play import best_plays
from wordcards.ai.shuffle import candidates, rated, sandbox, shortlist
from wordcards.engine.players import Player
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame, moves
from wordcards.engine.shuffle.search import index_for
from wordcards.resources import ruleset_path
from wordcards.rulesets import parse_ruleset


@pytest.fixture(scope="module")
def big_rules():
    text = ruleset_path("shuffle").read_text(encoding="utf-8")
    for old, new in (("hand_size: 7 ", "hand_size: 20 "), ("  max: 6", "  max: 2"), ("  jokers: 2", "  jokers: 10")):
        assert old in text
        text = text.replace(old, new)
    return parse_ruleset(text, "big.yaml")


def first_play(rules, words, hand: str, juniors=()) -> ShuffleGame:
    players = [Player(f"P{i}", junior=i in juniors) for i in range(2)]
    start = {"hands": [hand, "EEE"], "first_played": [False, False]}
    return ShuffleGame.from_position(rules, words, players, start)


BIG_HAND = "DLRSTNAOEIUMBCGP****"  # 16 letters and 4 jokers


def words_of_the_hand(game: ShuffleGame) -> int:
    index = index_for(game.words)
    hand = moves.Hand(game.hands[game.current])
    least = game.rules.first_play_min.adult
    return sum(len(index.by_key[key]) for key, _ in index.find(hand.lower, hand.jokers, "", least, least))


def spelt_while(monkeypatch, game: ShuffleGame, work) -> int:
    """How many words ``work`` spells with jokers placed (``moves.joker_displays``)."""
    index_for(game.words).hand_words.clear()  # nothing remembered from another test
    calls = 0
    spell = moves.joker_displays

    def counted(*args, **kwargs):
        nonlocal calls
        calls += 1
        return spell(*args, **kwargs)

    monkeypatch.setattr(moves, "joker_displays", counted)
    work()
    return calls


def test_the_hint_spells_only_the_few_words_that_could_score_most(monkeypatch, big_rules, words):
    game = first_play(big_rules, words, BIG_HAND)
    total = words_of_the_hand(game)
    assert total > 10_000
    assert spelt_while(monkeypatch, game, lambda: hint(game)) < total // 20


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_computer_player_spells_only_the_words_that_could_make_its_shortlist(monkeypatch, big_rules, words, level):
    game = first_play(big_rules, words, BIG_HAND)
    total = words_of_the_hand(game)
    spelt = spelt_while(monkeypatch, game, lambda: choose_action(game, 0, level, rng(1, "big")))
    assert spelt < total // 20


def test_the_shortlist_of_words_from_the_hand_is_the_shortlist_of_them_all(big_rules, words):
    """Seeded hands of every size to 12 with up to 4 jokers, first plays or not, juniors
    or not: the n best-looking words from the hand, or None when there are n or fewer."""
    from wordcards.ai.shuffle import best_looking_hand_words

    letters = "".join(letter * count for letter, count in big_rules.letter_counts)
    draw = random.Random(5)
    for _ in range(25):
        size = draw.randint(2, 12)
        jokers = draw.randint(0, min(4, size))
        hand = "".join(draw.sample(letters, size - jokers)) + "*" * jokers
        game = first_play(big_rules, words, hand, juniors=(0,) if draw.random() < 0.3 else ())
        game.first_played[0] = draw.random() < 0.5
        every = list(moves.generate(game, ["word"]))
        for n in (8, 60):
            expected = shortlist(big_rules, every, n) if len(every) > n else None
            assert best_looking_hand_words(game, n) == expected, (hand, n)


@pytest.mark.parametrize("hand", ["AEINRS**", "QUIZEDOXAL**", "EARTS***"])
def test_the_hint_in_a_big_hand_finds_what_rating_every_word_finds(big_rules, words, hand):
    game = first_play(big_rules, words, hand)
    box = sandbox(game.rules, game.words, game.players, game.view(0))
    found = rated(box, ADVISER, candidates(box, ADVISER, random.Random(0)))
    found.sort(key=lambda r: (-r[2].points(0), -r[0], r[1].notation()))
    top = [r for r in found if r[2].points(0) == found[0][2].points(0)]
    fast = best_plays(box, ADVISER)
    assert [(a.notation(), g.points(0), w) for w, a, g in fast] == [(a.notation(), g.points(0), w) for w, a, g in top]


# --- Word Rummy with one colour ------------------------------------------------------------


class CountedScans(list):
    """A list that counts how often it is read through."""

    scans = 0

    def __iter__(self):
        CountedScans.scans += 1
        return super().__iter__()


def test_a_rummy_plan_weighs_each_set_of_kept_cards_once(monkeypatch, words):
    """With one colour every unseen card makes hundreds of words with the hand, and the
    gain of one more card was worked out again for every split of the hand that kept the
    same cards (a turn of 8 cards took 3 s, of 10 cards 9 s). Now once per set of kept cards:
    at most 2**cards times per unseen card, however many splits."""
    from wordcards.ai import rummy as rummy_ai
    from wordcards.engine.rummy import RummyMatch

    text = ruleset_path("rummy").read_text(encoding="utf-8")
    text = text.replace("[red, green, blue]", "[red]").replace("  max: 8", "  max: 2").replace("  2: 7\n", "  2: 8\n")
    for players, cards in ((3, 7), (4, 7), (5, 7), (6, 7), (7, 6), (8, 5)):
        text = text.replace(f"  {players}: {cards}\n", "")
    rules = parse_ruleset(text, "one-colour.yaml")
    match = RummyMatch.new(rules, words, (Player("Ann"), Player("Bob")), 1)
    gains, search = rummy_ai._gains, rummy_ai.RummyContext.search
    searches = []  # the hand of each plan search

    def counted_search(self, hand, *args):
        searches.append(len(hand))
        return search(self, hand, *args)

    monkeypatch.setattr(rummy_ai, "_gains", lambda *args: CountedScans(gains(*args)))
    monkeypatch.setattr(rummy_ai.RummyContext, "search", counted_search)
    CountedScans.scans = 0
    choose_action(match, match.current, "hard", rng(1, "one colour"))
    unseen = 26 - 8 - 1  # the hand and the card turned up are seen
    assert 0 < CountedScans.scans <= sum(unseen * 2**cards for cards in searches)


@pytest.mark.parametrize("level_name", ["hard", "expert"])
@pytest.mark.parametrize("hand, most", [("AEINORSTLDGCUPWIEAMYO", 3), ("AEINORSTLDGCUPWIEAMYOU", 1)])
def test_a_hand_grown_past_three_times_the_deal_takes_one_letter_at_most(words, level_name, hand, most):
    """S3: each pass draws a card, so a hand reaches twice the deal in ordinary games and
    hard and expert take up to 3 letters there. Past three times the deal (21 cards of the
    shipped 7) they take one: at 28 cards with both jokers the takes of up to 3 letters
    cost the candidate list 0.8 s, before the expert played anything out (bench/huge_hand.py)."""
    from dataclasses import replace

    from wordcards.ai.levels import LEVELS
    from wordcards.rulesets import default_ruleset

    start = {
        "hands": [hand, "BCDFGHK"],
        "table": [{"owner": 1, "word": "PLANTERS"}, {"owner": 1, "word": "MOTHS"}],
        "first_played": [True, True],
    }
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, [Player("Ann"), Player("Bob")], start)
    box = sandbox(game.rules, words, game.players, game.view(0))
    takes = [play for play in candidates(box, replace(LEVELS[level_name], miss=0.0), random.Random(1)) if play.kind == "take"]
    assert takes and max(sum(len(source.letters) for source in take.sources) for take in takes) == most
