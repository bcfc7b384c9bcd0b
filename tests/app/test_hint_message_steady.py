"""A hint (Ctrl+G) is worded again as the player types over it ("Esc, then type X, then
Enter", "type X, then Enter", "press Enter"): the message line keeps one height meanwhile,
so the table and the hand above it do not jump at every key (docs/decisions/app.md). At 80
columns it went from 3 lines to 2 and back as the wording changed."""

from __future__ import annotations

import pytest
from drivers import keys, past_the_handoff, typed, until
from screen_text import screen_text
from test_hint_over_a_word import SLITS_ONLY
from test_shuffle_game import ann_to_play
from test_word_line import START, rummy_app

from wordcards.app.widgets.common.panels import MessageLine


def rows(app) -> tuple[int, int, str]:
    """Where the hand starts, the table's height and the hint as shown now."""
    hand = app.screen.query_one("#entry").region.y
    table = app.screen.query_one("#table-box").region.height
    return hand, table, str(app.screen.query_one(MessageLine).content)


def shuffle_app():
    return ann_to_play(SLITS_ONLY, START)[1], "zr", "slits"


def rummy_tax_app():
    return rummy_app("Tg Ag Xg")[1], "xt", "tax"


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
@pytest.mark.parametrize("make", [shuffle_app, rummy_tax_app])
async def test_the_message_line_keeps_its_height_as_a_hint_is_typed_over(make, size):
    app, other, word = make()
    async with app.run_test(size=size) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed(other))
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")  # found in a worker thread
        seen = [rows(app)]
        await keys(app, pilot, "escape")
        seen.append(rows(app))
        for letter in word:  # not Enter: the hint stays
            await keys(app, pilot, letter)
            seen.append(rows(app))
        said = [hint for _, _, hint in seen]
        assert "Esc, then type" in said[0] and "press Enter" in said[-1], said
        assert len({(hand, table) for hand, table, _ in seen}) == 1, seen


def lines_of(app) -> int:
    """How many lines the message's wording wraps to at its width now."""
    line = app.screen.query_one(MessageLine)
    return len(line.content.wrap(app.console, line.size.width))


@pytest.mark.parametrize("make", [shuffle_app, rummy_tax_app])
async def test_the_kept_height_is_measured_again_at_a_new_width_and_goes_with_the_hint(make):
    app, other, word = make()
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed(other), "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")
        await keys(app, pilot, "escape", *word)
        assert "press Enter" in rows(app)[2]
        for size in [(100, 30), (80, 24)]:  # the room it took at 80 columns is not kept at 100
            await pilot.resize_terminal(*size)
            await pilot.pause()
            assert app.screen.query_one(MessageLine).region.height == lines_of(app), size
        app.screen.query_one(MessageLine).say("A message of one line.")  # the hint's room goes with it
        await pilot.pause()
        assert app.screen.query_one(MessageLine).region.height == 1


async def test_a_shorter_wording_before_the_line_grew_keeps_the_room_it_took():
    """The line's growth to the hint's lines comes as a Resize of its own, a little later: a
    shorter wording said before it (the word typed as the hint appears) keeps the hint's room."""
    app, other, _ = shuffle_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed(other), "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")
        line = app.screen.query_one(MessageLine)
        tall = line.region.height
        hint, by_line = line.content, line.line_message.by_line
        line.clear()
        await pilot.pause()
        assert line.region.height < tall, "the test needs a line that grows back"
        line.say(hint, by_line=by_line)
        line.line_changed("slits")  # "press Enter", one line: in the same tick, before the growth's Resize is handled
        await pilot.pause()
        await pilot.pause()
        assert line.region.height == tall
