import random

import pytest

from wordcards.ai import EASY, EXPERT, HARD, LEVELS, NORMAL, ComputerPlayer, level_of
from wordcards.ai.levels import knows, seat_level
from wordcards.engine.players import COMPUTER_LEVELS
from wordcards.words import WordList


def test_four_levels_by_name():
    assert [LEVELS[n] for n in ("easy", "normal", "hard", "expert")] == [EASY, NORMAL, HARD, EXPERT]
    assert level_of("hard") is HARD and level_of(HARD) is HARD


def test_the_engine_accepts_exactly_these_levels_in_a_seat():
    # A save's players are checked by the engine, which cannot import the levels themselves.
    assert tuple(LEVELS) == COMPUTER_LEVELS


def test_unknown_level_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="easy, normal, hard or expert"):
        level_of("master")


def test_levels_differ_in_how_much_they_find():
    # easy knows fewer words and overlooks more; hard overlooks nothing and looks further
    assert EASY.common_only and not NORMAL.common_only and not HARD.common_only
    assert EASY.miss > NORMAL.miss > HARD.miss == 0
    assert set(EASY.kinds) < set(NORMAL.kinds) == set(HARD.kinds) == {"word", "extend", "steal", "take", "swap"}
    assert HARD.take_sources > NORMAL.take_sources > EASY.take_sources == 0
    assert HARD.weigh_risk and HARD.draw_samples and not NORMAL.draw_samples


def test_easy_knows_only_common_words(words):
    assert knows(EASY, words, "cat") and knows(HARD, words, "cat")
    rare = next(w for w in sorted(words.words) if len(w) == 5 and not words.is_common(w))
    assert not knows(EASY, words, rare) and knows(NORMAL, words, rare)


def test_a_familys_own_words_count_as_common():
    own = WordList.from_words(["zyx", "cat"])
    assert knows(EASY, own, "zyx")


def test_computer_player_has_its_own_seeded_stream():
    a, b = ComputerPlayer(1, "easy", 7), ComputerPlayer(1, "easy", 7)
    assert a.rng.random() == b.rng.random()
    assert ComputerPlayer(0, "easy", 7).rng.random() != ComputerPlayer(1, "easy", 7).rng.random()
    assert repr(a) == "ComputerPlayer(seat=1, level='easy')"
    assert isinstance(a.rng, random.Random)


def test_seat_specs_for_players_option():
    assert seat_level("cpu:hard") == "hard" and seat_level("CPU:Easy") == "easy"
    assert seat_level("cpu") == "normal"
    assert seat_level("Ann") is None and seat_level("cpupid") is None
    assert seat_level("cpu:expert") == "expert"
    with pytest.raises(ValueError, match="easy, normal, hard or expert"):
        seat_level("cpu:master")
