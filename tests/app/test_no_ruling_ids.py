"""Players read no ruling ids: the log at the shared keyboard said "Why Bit (expert) plays
first: the first seat moves on one place each game (S15)" while the hand-off left "(S15)"
out. The saved log keeps the id; docs and the rules screen name the rulings."""

from __future__ import annotations

import re

from drivers import past_the_handoff, settle

from wordcards.app.screens.whole_log import whole_log_text
from wordcards.app.widgets.common.panels import GameLog

RULING_ID = re.compile(r"\([SR][0-9]+[,)]")


def log_text(app) -> str:
    """The turn screen's log as drawn, every line (not only those in view)."""
    return str(app.screen.query_one(GameLog).query_one(".log-text").render())


async def test_S15_the_turn_screens_log_says_why_a_player_starts_without_the_rulings_id(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob,Cy", "--first", "Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await past_the_handoff(app, pilot)
        assert "Why Bob plays first: the table's choice (S15)" in app.session.log()  # the save keeps it
        assert "Why Bob plays first: the table's choice" in log_text(app)
        assert not RULING_ID.search(log_text(app)), log_text(app)


async def test_S12_the_juniors_note_in_the_rummy_log_has_no_rulings_id(new_app):
    app = new_app("rummy", "--players", "Ann,junior:Cy", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await past_the_handoff(app, pilot)
        assert any(RULING_ID.search(line) for line in app.session.log())
        assert "Cy" in log_text(app) and not RULING_ID.search(log_text(app)), log_text(app)


def test_S15_the_whole_log_after_the_game_shows_no_rulings_id():
    text = whole_log_text(["Why Bit (expert) plays first: the first seat moves on one place each game (S15)", "Ann played CAT"]).plain
    assert "the first seat moves on one place each game\nAnn played CAT" in text and "(S15)" not in text
