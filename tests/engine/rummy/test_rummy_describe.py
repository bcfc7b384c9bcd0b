"""A draw's words: ``describe`` ("take U (blue) from the discard pile") and ``describe_draw_done``
("taken U (blue) from the discard pile") name the pile alike, with and without a top card."""

from __future__ import annotations

import pytest

from wordcards.engine.rummy.actions import DrawDeck, DrawDiscard
from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.rummy.describe import describe, describe_draw_done

BLUE_U = RummyCard("U", "blue")


@pytest.mark.parametrize(
    ("action", "top", "plain", "done"),
    [
        (DrawDeck(), BLUE_U, "draw from the draw pile", "drawn from the draw pile"),
        (DrawDeck(), None, "draw from the draw pile", "drawn from the draw pile"),
        (DrawDiscard(), BLUE_U, "take U (blue) from the discard pile", "taken U (blue) from the discard pile"),
        (DrawDiscard(), None, "take from the discard pile", "taken from the discard pile"),
    ],
)
def test_a_draw_names_its_pile_alike_as_a_play_and_as_done(action, top, plain, done):
    assert describe(action, top) == plain
    assert describe_draw_done(action, top) == done
    # The same words follow the verb in both: one wording of the pile, not two that can drift.
    assert plain.split(" ", 1)[1] == done.split(" ", 1)[1]
