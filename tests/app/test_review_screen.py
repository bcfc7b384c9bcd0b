"""The shared keyboard's review screen ("What could I have played?") as it behaves: its
progress while it is made, its keys, and where a review of several hands opens. How each
turn's line is worded is tested with the review's wording (tests/ai/test_advice.py)."""

from __future__ import annotations

import pytest
from drivers import footer_shown, keys, past_the_handoff, until
from screen_text import screen_text

TURNS_TO_REVIEW = 13


async def test_the_review_in_the_making_counts_every_turn_reviewed(new_app, monkeypatch):
    """Shuffle against a computer, 13 turns: the bar stood at 0% for 8 s, then 38% (5 of 13),
    then 77%: the screen was told every fifth answer only. Each turn's answer moves the bar
    on by one, and says which turn of how many, from the first."""
    import wordcards.ai
    from textual.widgets import ProgressBar, Static

    from wordcards.app.screens.review import ReviewScreen

    seen: list[tuple[float, str]] = []

    def review(game, progress, **options):  # the answers as the review's thread gets them
        for done in range(1, TURNS_TO_REVIEW + 1):
            progress(done, TURNS_TO_REVIEW)  # returns once the screen has handled it
            screen = app.screen
            seen.append((screen.query_one(ProgressBar).progress, str(screen.query_one("#review-table", Static).render())))
        return []

    monkeypatch.setattr(wordcards.ai, "review", review)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "33")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await app.push_screen(ReviewScreen(app.session.game, round_word=None))
        await until(app, pilot, lambda: len(seen) == TURNS_TO_REVIEW, "every turn reviewed")
    assert [progress for progress, _ in seen] == list(range(1, TURNS_TO_REVIEW + 1))
    assert [said for _, said in seen] == [
        f"Looking back over the game: turn {done} of {TURNS_TO_REVIEW}..." for done in range(1, TURNS_TO_REVIEW + 1)
    ]


@pytest.mark.parametrize("key", ["escape", "w", "q"])
async def test_the_reviews_footer_shows_every_key_that_goes_back(new_app, monkeypatch, key):
    """w (the key that opened it) and q closed the review, but its footer showed only
    "esc Back": every key that goes back to the scores is shown, and each does."""
    import wordcards.ai

    from wordcards.app.screens.review import ReviewScreen

    monkeypatch.setattr(wordcards.ai, "review", lambda *args, **kwargs: [])  # made at once
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "33")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        await app.push_screen(ReviewScreen(app.session.game, round_word=None))
        await until(app, pilot, lambda: "esc/w/q Back" in screen_text(app).splitlines()[-1], "the keys back in the footer")
        assert footer_shown(app)["Back"] == "escape"
        await keys(app, pilot, key)
        await until(app, pilot, lambda: app.screen is turn, "back from the review")
