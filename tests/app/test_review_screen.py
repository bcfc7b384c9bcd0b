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


async def test_the_review_in_the_making_says_it_counts_the_turns_left_where_an_earlier_review_is_reused(new_app, monkeypatch):
    """An earlier hand's review is reused: the review asks about the turns after it only, so
    its count read "Looking back over the game: turn 3 of 5" at a 30-turn match's end. It
    says they are the turns left to look at."""
    import wordcards.ai
    from textual.widgets import Static

    from wordcards.app.screens.review import ReviewScreen

    seen: list[str] = []

    def review(game, progress, **options):
        assert options["known"] == []  # the earlier review, reused
        progress(3, 5)
        seen.append(str(app.screen.query_one("#review-table", Static).render()))
        return []

    monkeypatch.setattr(wordcards.ai, "review", review)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "33")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        game.apply(game.parse_action("pass"))  # one action in, reviewed before it (an earlier hand's review)
        await app.push_screen(ReviewScreen(game, {0: []}, round_word=None))
        await until(app, pilot, lambda: seen, "the turn reviewed")
    assert seen == ["Looking back over the game: turn 3 of the 5 left to look at..."]


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


@pytest.mark.parametrize("made", [False, True], ids=["made-behind-its-bar", "made-before"])
async def test_a_rummy_review_shows_its_turns_first_at_the_newest_hand_with_scroll_in_the_footer(new_app, monkeypatch, made):
    """A review of six hands opened at hand 1 for about a second, with no "↑↓ Scroll" in the
    footer, then jumped to hand 6 (a player who had scrolled lost their place). Every frame
    that shows its turns has "Hand 6" at the top, and the scroll key in the footer."""
    import wordcards.ai
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import ReviewScreen
    from wordcards.app.widgets.common.scrolled import ScrolledBody

    hands = [hand for hand in range(1, 7) for _ in range(30 if hand == 6 else 4)]
    turns = [
        TurnReview(0, "Ann", n, hand, ("draw", "discard Xb"), 0, (), 0, played_said=("discard X (blue)",))
        for n, hand in enumerate(hands, 1)
    ]
    monkeypatch.setattr(wordcards.ai, "review", lambda *args, **kwargs: turns)
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        app.push_screen(ReviewScreen(game, {len(game.actions): turns} if made else {}, round_word=None))
        frames_with_turns = 0
        for _ in range(40):  # frame by frame: each pause lets the app draw what it has
            await pilot.pause(0)
            body = app.screen.query(ScrolledBody)
            shown = screen_text(app).splitlines()
            if not body or not any(line.strip().startswith("Ann ") for line in shown):
                continue
            frames_with_turns += 1
            assert shown[body.first().content_region.y].strip() == "Hand 6", "\n".join(shown)
            footer = footer_shown(app)
            assert not footer or "Scroll" in footer, footer
        assert frames_with_turns


@pytest.mark.parametrize("variant", ["standard", "inverse"])
async def test_R9_the_inverse_reviews_note_names_no_other_draw(new_app, variant):
    """The note under the rummy review says its best found may be "after taking the discard,
    where that scores more"; inverse never weighs that other draw (R9: a meld's points are
    penalty shed, docs/decisions/ai.md), so its note says the draw made alone."""
    import io

    from rich.console import Console
    from textual.widgets import Static

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import ReviewScreen

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3", "--variant", variant)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        turn = TurnReview(0, "Ann", 1, 1, ("draw", "discard Xb"), 0, (), 0, played_said=("discard X (blue)",))
        await app.push_screen(ReviewScreen(game, {len(game.actions): [turn]}, round_word="Hand"))  # made already: shown at once
        await keys(app, pilot)
        console = Console(width=80, record=True, file=io.StringIO())
        console.print(app.screen.query_one("#review-table", Static).content)
    note = " ".join(console.export_text().split())
    assert "Most at once: the melds that score most together after the draw" in note
    assert ("or after taking the discard" in note) == (variant == "standard"), note
