"""S14: a word's points are counted in one place (``scoring.word_points``); the view carries
them, so that screens read the points instead of counting them again."""

from __future__ import annotations

from shuffle_helpers import RULES, SMALL, game_at

from wordcards.engine.shuffle.scoring import card_points, word_points


def test_S14_a_word_scores_its_card_values_and_its_length_bonus():
    # C3 H4 A1 R1 T1 = 10 card points; a joker (lower case) scores the ruleset's table value.
    # The numbers are written out, not recounted with the ruleset, so that a change in how
    # points are counted cannot move the expected value along with the result.
    assert [RULES.value(letter) for letter in "CHART"] == [3, 4, 1, 1, 1] and RULES.bonus(5) == 2
    assert card_points(RULES, "CHART") == 10
    assert word_points(RULES, "CHART") == 12
    assert RULES.joker_table_value == 0 and word_points(RULES, "CHaRT") == 11
    assert word_points(RULES, "CAT") == 5  # no bonus for three letters


def test_the_view_carries_each_word_s_points_and_they_add_up_to_the_seat_s_table_points():
    game = game_at(["CAPS*E", "DOGSEAR"], table=[(0, "CHaRT"), (1, "TEN"), (1, "EAR")], words=SMALL)
    view = game.view(1)
    assert view.word_points == tuple(word_points(RULES, word) for word in view.table)
    for seat, seen in enumerate(view.seats):
        assert seen.table_points == sum(view.points_of(w) for w in view.table if w.owner == seat)
        assert seen.table_points == game.score(seat).table_points
