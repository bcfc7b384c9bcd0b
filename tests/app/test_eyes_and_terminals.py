"""Players whose eyes or terminals differ: every rummy card's colour readable without
colour (its shape mark, R4), odd terminal sizes, and words pasted into the word field."""

from __future__ import annotations

import io

import pytest
from drivers import keys, past_the_handoff, rummy_plan, settle, typed, until, until_the_handoff_acts, yes_to_the_question
from screen_text import screen_text

from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session
from wordcards.app.widgets.rummy.cards import PALETTE, readable
from wordcards.engine.players import Player
from wordcards.engine.rummy import DrawDeck, DrawDiscard, Phase, RummyMatch
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset

COLOURS = ("red", "green", "blue")


def test_the_log_marks_cards_but_leaves_a_name_like_a_card_alone():
    """A player named Ab (or Eg) read as the blue A (the green E) in the log: "Hand 1: E●
    deals, A■ plays first"; the cards the log names still get their shape marks, and their
    colours in words as every message says them ("Z■ (blue)"): the hand-off screen has no
    legend, and NO_COLOR or colour-blind players cannot go by colour."""
    assert readable("Hand 1: Eg deals, Ab plays first; the discard pile shows Zb", COLOURS) == (
        "Hand 1: Eg deals, Ab plays first; the discard pile shows Z■ (blue)"
    )
    assert readable("Ab drew from the discard pile: Ab", COLOURS) == "Ab drew from the discard pile: A■ (blue)"
    assert readable("Ab discarded Er", COLOURS) == "Ab discarded E◆ (red)"
    assert readable("Eg has Zb Er left: penalty 4; total 4", COLOURS) == "Eg has Z■ (blue), E◆ (red) left: penalty 4; total 4"
    assert readable("Ab scores 2: table no words; hand AT 2, minus Qb Zr (2) = 0; total 2", COLOURS) == (
        "Ab scores 2: table no words; hand AT 2, minus Q■ (blue), Z◆ (red) (2) = 0; total 2"
    )
    assert readable("Hand 1 ends: Ab went out", COLOURS) == "Hand 1 ends: Ab went out"


def test_the_log_shows_a_melds_cards_with_their_shapes_as_the_table_does():
    """A play-tester: the log gave a discard's shape ("Ann discarded V●") and a meld none
    ("Ann played EMIR", "table EMIR 16"). The engine writes a word with its cards; the log
    shows it as the table does, its colours in words as a list of plays says them ("BE
    blue, E red"), and brackets that are not the word's cards stay."""
    assert readable("Ann played EMIR (Eb Mb Ib Rb)", COLOURS) == "Ann played E■M■I■R■ (blue)"
    assert readable("Ann played BEE (Bb Eb Er)", COLOURS) == "Ann played B■E■E◆ (BE blue, E red)"
    assert readable("Ab scores 20: table EMIR (Er Mr Ir Rr) 16 + AT (Ab Tb) 4; hand empty = 0; total 20", COLOURS) == (
        "Ab scores 20: table E◆M◆I◆R◆ (red) 16 + A■T■ (blue) 4; hand empty = 0; total 20"
    )
    assert readable("Ann scores on the pad: AT (Ab Tb) Primary 4 for 2 letters", COLOURS) == (
        "Ann scores on the pad: A■T■ (blue) Primary 4 for 2 letters"
    )
    assert readable("Ab played AB (Ab Eg)", COLOURS) == "Ab played AB (Ab Eg)"  # not AB's cards: left alone
    # A one-letter meld (a house ruleset may allow min_word_length 1) came back unchanged.
    assert readable("Ann played A (Ab)", COLOURS) == "Ann played A■ (blue)"
    assert readable("Ab scores 2: table I (Ir) 1 + A (Eg) 1", COLOURS) == "Ab scores 2: table I◆ (red) 1 + A (Eg) 1"


async def test_a_meld_in_the_log_and_the_next_players_news_shows_its_cards_shapes():
    from test_word_line import rummy_app

    game, app = rummy_app("Ar Tr Xb Eb")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("at"))  # AT in red
        assert len(game.actions) == 1 and "Ann played A◆T◆" in str(app.screen.query_one("#log .log-text").render())
        await keys(app, pilot, *typed("x"))
        await yes_to_the_question(app, pilot)
        await until(app, pilot, lambda: app.screen.name == "handoff", "Bob's hand-off")
        news = str(app.screen.query_one("#handoff-news").render())
        assert "Ann played A◆T◆ (red)" in news and "AT (Ar Tr)" not in news
        assert "Ann discarded X■ (blue)" in news  # the colour said in words
        assert "◆ red  ● green  ■ blue" in str(app.screen.query_one("#handoff-key").render())  # and a key


async def test_f2_on_the_hand_off_tints_the_colours_key_for_the_new_theme():
    """A review: F2 on the hand-off changed the theme but its key kept the other theme's
    tints (the dark theme's yellow on a light background)."""
    from test_word_line import rummy_app

    from wordcards.app.widgets.rummy.cards import legend

    _, app = rummy_app("Ar Tr Xb Eb")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_the_handoff_acts(app, pilot)  # Ann's: F2 dropped before then
        dark = app.current_theme.dark
        assert app.screen.query_one("#handoff-key").content == legend(COLOURS, dark)
        await keys(app, pilot, "f2")
        assert app.current_theme.dark is not dark
        assert app.screen.query_one("#handoff-key").content == legend(COLOURS, not dark)


async def test_a_two_letter_name_is_not_shown_as_a_card_in_the_log(new_app):
    app = new_app("rummy", "--players", "Ab,Eg", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        log = str(app.screen.query_one("#log .log-text").render())
        assert "Hand 1: Eg deals, Ab plays first; the discard pile shows Z■ (blue)" in log
        assert "Ab drew from the draw pile" in log


async def paste(app, pilot, text: str) -> None:
    """Paste as a terminal does (bracketed paste): one Paste event to the focused widget."""
    from textual.events import Paste

    (app.screen.focused or app.screen).post_message(Paste(text))
    await keys(app, pilot)


async def test_a_word_pasted_while_a_computer_plays_says_why_nothing_is_typed(new_app, computer_waits):
    """A typed letter said who was playing; a pasted word vanished without a word."""
    app = new_app("shuffle", "--players", "cpu:expert,Ann", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(app, pilot)
        screen = app.screen
        assert screen.name == "turn" and screen.computer_turn
        await paste(app, pilot, "hello")
        assert "Bit (expert) is playing: typing works again when its turn is over." in screen_text(app)
        assert screen.entry.value == "" and not app.session.game.actions


CROWDED = [
    ("rummy", "advanced", 8),
    ("rummy", "standard", 8),
    ("rummy", "advanced", 5),
    ("shuffle", "", 6),
    ("rummy", "standard", 2),
]


@pytest.mark.parametrize("game, variant, seats", CROWDED, ids=[f"{g}-{v or 'std'}-{n}" for g, v, n in CROWDED])
async def test_the_table_and_the_log_keep_rows_at_the_smallest_size_for_the_players(new_app, game, variant, seats):
    """Eight rummy players with score pads at 64 x 20: the table panel had no rows at all
    (every word on it hidden) and the log none either. The smallest size now grows with the
    players, and below it the notice says how big, and why."""
    from wordcards.app.widgets.common.sizes import FEWEST_LOG_ROWS, FEWEST_TABLE_ROWS, MIN_SIZE

    names = ",".join(["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"][:seats])
    argv = [game, "--players", names, "--seed", "1"] + (["--variant", variant] if variant else [])
    app = new_app(*argv)
    async with app.run_test(size=(80, 40)) as pilot:
        await past_the_handoff(app, pilot)
        width, height = app.screen.min_size()
        assert width == MIN_SIZE[0] and height >= MIN_SIZE[1]
        app.screen.message.say("two lines " * 8)  # as most tips and refusals are at 64 columns
        await pilot.resize_terminal(width, height)
        await until(app, pilot, lambda: app.screen.query_one("#message").size.height == 2, "the message on two lines")
        await until(app, pilot, lambda: app.screen.query_one("#log").size.height > 0, "the log laid out")
        assert "Make the terminal" not in screen_text(app)
        assert app.screen.query_one("#table-box").scrollable_content_region.height >= FEWEST_TABLE_ROWS
        assert app.screen.query_one("#log").scrollable_content_region.height >= FEWEST_LOG_ROWS
        await pilot.resize_terminal(width, height - 1)
        await until(app, pilot, lambda: "Make the terminal" in screen_text(app), "the notice")
        said = " ".join(screen_text(app).split())
        with_players = f" with {seats} players" if height > MIN_SIZE[1] else ""
        assert f"Make the terminal at least {width}x{height} to play{with_players} (it is {width}x{height - 1})." in said


@pytest.mark.parametrize(
    "name, size, status",
    [
        ("Ann", (64, 20), "Shuffle · deck 58   Ann's turn · first: 4+ letters from hand"),
        ("Maximiliane", (64, 20), "Deck 58   Maximiliane's turn · first: 4+ letters from hand"),
        ("Maximiliane", (100, 30), "Shuffle · deck 58   Maximiliane's turn · first play: 4+ letters from your hand"),
    ],
)
async def test_S4_the_shuffle_status_line_keeps_its_first_play_tip_whole_at_64_columns(new_app, name, size, status):
    """At 64 columns the tip was cut to "first play: 4+ letters from" (from your hand, S4,
    is the point of it). The tip shortens before the head does, so the head stays as turns
    pass (at 64 columns Ann's "Deck 58" was "Shuffle · deck 58" on Bob's turn)."""
    app = new_app("shuffle", "--players", f"{name},Bob", "--seed", "2")
    async with app.run_test(size=size) as pilot:
        await past_the_handoff(app, pilot)
        assert screen_text(app).splitlines()[0].strip() == status


def starch_with_two_jokers(words) -> ShuffleGame:
    """Bob to play, with CHARTS and a joker in hand and CART on the table: STARCH can be
    played 25 ways, a list longer than the screen."""
    start = {"hands": ["AEINRS*", "CHARTS*"], "table": [{"owner": 0, "word": "CART"}], "current": 1, "first_played": [True, True]}
    return ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)


async def test_a_long_choice_list_keeps_its_hint_in_view_at_64_x_20(words):
    """25 ways to play STARCH with two jokers: at 64 x 20 the list took its 12 rows and
    pushed the hint ("Press its number, or move with ↑↓ ... Typing a letter closes the
    list.") out of the dialog; the list gives way and scrolls instead."""
    app = WordcardsApp(Session(starch_with_two_jokers(words), autosave=False))
    async with app.run_test(size=(64, 20)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("starch"))
        await until(app, pilot, lambda: app.screen.name == "choice", "the list")
        said = " ".join(screen_text(app).replace("█", " ").split())
        assert "25 ways" in said and "Typing a letter closes the list." in said
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: app.screen.query_one("#choices").size.height == 12, "the list at its 12 rows")
        assert app.screen.query_one("#choices").size.height == 12  # as before where it fits


async def test_a_size_told_late_to_the_list_leaves_it_as_tall_as_the_terminal_is_now(words):
    """Textual tells a screen of a new size on a timer, after the app: the size it tells may
    be one the terminal has left (shrunk to 64x20, grown back meanwhile). The list fits the
    terminal's height now: it shrank to 9 rows at 80x24, as the other screens fit theirs."""
    from textual import events
    from textual.geometry import Size

    app = WordcardsApp(Session(starch_with_two_jokers(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("starch"))
        await until(app, pilot, lambda: app.screen.name == "choice", "the list")
        choice = app.screen
        choice.post_message(events.Resize(Size(64, 20), Size(64, 20)))  # told late, as the terminal was
        await settle(app, pilot)
        assert app.size == (80, 24) and choice.query_one("#choices").size.height == 12


async def test_F2_on_the_rummy_score_screen_gives_the_cards_the_new_theme_colours(words):
    """The score screen kept the dark theme's card colours after F2: pale green and blue
    cards on the light background."""
    game = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob")), 3)
    while game.phase is not Phase.HAND_OVER:  # the engine alone plays the hand to its end
        plan = rummy_plan(game)
        game.apply({"draw": DrawDeck(), "take": DrawDiscard()}.get(plan, plan))
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await keys(app, pilot)
        await until(app, pilot, lambda: app.screen.name == "score", "the score screen")
        dark = app.current_theme.dark

        def shown() -> str:  # the colours on screen, as the screenshot draws them
            return app.export_screenshot().lower()

        assert PALETTE[dark]["blue"] in shown()
        await keys(app, pilot, "f2")
        await until(app, pilot, lambda: PALETTE[not dark]["blue"] in shown(), "the new theme's blue")
        assert PALETTE[not dark]["blue"] in shown() and PALETTE[dark]["blue"] not in shown()


async def test_F2_gives_the_card_in_the_message_line_the_new_theme_colours(new_app):
    """The message "You drew X■ (blue)." kept the colour of the theme it was said in after F2."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        dark = app.current_theme.dark
        message = app.screen.message
        assert "You drew X■ (blue)." in str(message.content)
        assert PALETTE[dark]["blue"] in str(message.content.spans)
        await keys(app, pilot, "f2")
        spans = str(message.content.spans)
        assert PALETTE[not dark]["blue"] in spans and PALETTE[dark]["blue"] not in spans
        assert "You drew X■ (blue)." in str(message.content)


async def test_F2_on_the_review_draws_its_cards_in_the_new_theme_colours(new_app):
    """The review draws a rummy card as the table does (X■ in its colour), in the palette
    of the theme: after F2 it is drawn anew in the other one."""
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import ReviewScreen

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        turn = TurnReview(0, "Ann", 1, 1, ("draw", "discard Xb"), 0, (), 0, played_said=("discard X (blue)",))
        await app.push_screen(ReviewScreen(game, {len(game.actions): [turn]}, round_word=None))  # made already: shown at once
        await keys(app, pilot)
        dark = app.current_theme.dark

        def shown() -> str:
            return app.export_screenshot().lower()

        assert "discard X■ (blue)" in screen_text(app) and PALETTE[dark]["blue"] in shown()
        await keys(app, pilot, "f2")
        await until(app, pilot, lambda: PALETTE[not dark]["blue"] in shown(), "the new theme's blue")
        assert PALETTE[dark]["blue"] not in shown() and "discard X■ (blue)" in screen_text(app)


async def review_of_six_rummy_hands_open_at_hand_6(app, pilot):
    """Open a made review of six hands, the sixth longer than the screen (its heading can
    come to the top), and wait until "Hand 6" is on the body's first line; its body and lines."""
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import ReviewScreen
    from wordcards.app.widgets.common.scrolled import ScrolledBody

    await past_the_handoff(app, pilot)
    game = app.session.game
    hands = [hand for hand in range(1, 7) for _ in range(30 if hand == 6 else 4)]
    turns = [
        TurnReview(0, "Ann", n, hand, ("draw", "discard Xb"), 0, (), 0, played_said=("discard X (blue)",))
        for n, hand in enumerate(hands, 1)
    ]
    await app.push_screen(ReviewScreen(game, {len(game.actions): turns}, round_word=None))  # made already: shown at once
    await keys(app, pilot)
    body = app.screen.query_one(ScrolledBody)

    def first_line() -> str:  # under the body's padding
        return screen_text(app).splitlines()[body.content_region.y].strip()

    # Not scroll_y > 0: the review scrolls to the heading again once the width settles.
    await until(app, pilot, lambda: first_line() == "Hand 6", '"Hand 6" on the body\'s first line')
    return body, screen_text(app).splitlines()[body.content_region.y :]


async def test_a_rummy_review_opens_at_the_newest_hand(new_app):
    """After hand 6 the review opened at hand 1, the hand just played some 100 lines down:
    it opens with the newest hand's heading at the top (and F2 leaves the scroll alone)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        body, _ = await review_of_six_rummy_hands_open_at_hand_6(app, pilot)
        await keys(app, pilot, "home")
        await until(app, pilot, lambda: body.scroll_y == 0, "back at the top")
        await keys(app, pilot, "f2")
        assert body.scroll_y == 0  # drawn anew in the new colours, where the reader was


@pytest.mark.parametrize("size", [(80, 24), (100, 30)], ids=["80x24", "100x30"])
async def test_a_rummy_review_opened_at_the_newest_hand_shows_what_its_columns_are(new_app, size):
    """Opened at the newest hand, the review showed rows under "Hand 6" with the column
    headings scrolled away above hand 1: each hand's title has the headings under it."""
    import re

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=size) as pilot:
        _, lines = await review_of_six_rummy_hands_open_at_hand_6(app, pilot)
        assert re.fullmatch(r"Turn +Played +Pts +Most at once +Pts", lines[1].strip()), screen_text(app)
        assert re.fullmatch(r"Ann 1 +discard X■ \(blue\) +0 +no better play found +0", lines[2].strip()), screen_text(app)


async def test_a_rummy_review_opens_at_the_newest_hand_after_its_progress_bar(new_app, monkeypatch):
    """Opened the first time (made behind a progress bar), the review at 100x30 showed
    "Hand 2" on row 5 under the end of hand 1: the heading was looked for in lines wrapped
    at the width before the scroll bar came. It opens with the heading at the top."""
    import wordcards.ai
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import ReviewScreen
    from wordcards.app.widgets.common.scrolled import ScrolledBody

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        # Hand 1's plays of a length that wraps 2 columns narrower (the scroll bar) but not
        # before; shown in these words (no notation to draw them from).
        said = ("meld BAKED 8", "meld CARED 8", "meld DARED 8", "meld EARNS 8")
        turns = [
            TurnReview(0, "Ann", n, 1, ("?",), 0, (), 0, played_said=said) for n in range(1, 13)
        ] + [
            TurnReview(0, "Ann", n, 2, ("draw", "discard Xb"), 0, (), 0, played_said=("discard X (blue)",))
            for n in range(13, 43)
        ]
        monkeypatch.setattr(wordcards.ai, "review", lambda *args, **kwargs: turns)
        await app.push_screen(ReviewScreen(game, round_word=None))  # not made yet: made behind its progress bar
        body = app.screen.query_one(ScrolledBody)
        await until(app, pilot, lambda: body.scroll_y > 0, "the review scrolled")
        await keys(app, pilot)
        top = body.content_region.y  # under the body's padding
        assert screen_text(app).splitlines()[top].strip() == "Hand 2", screen_text(app)


async def test_a_hands_review_reuses_the_earlier_hands_review_of_the_match(new_app, monkeypatch):
    """Each hand's review searched every earlier hand anew: the turn screen keeps the
    match's reviews from hand to hand, and a review is given the latest earlier one."""
    import wordcards.ai as ai
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import ReviewScreen

    given = []
    monkeypatch.setattr(ai, "review", lambda game, **options: given.append(options["known"]) or [])
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        table = app.screen
        game = table.game
        kept = table.hand_reviews()
        assert table.hand_reviews() is kept  # the same match, no undo: kept
        earlier = [TurnReview(0, "Ann", 1, 1, ("draw", "discard Xb"), 0, (), 0)]
        kept[len(game.actions) - 1] = earlier  # as if made a hand ago
        await app.push_screen(ReviewScreen(game, kept, round_word=None))
        await until(app, pilot, lambda: given, "the review made")
        assert given == [earlier]


async def test_the_option_a_list_is_on_is_marked_without_colour(words):
    """On a monochrome terminal the list's cursor (a background colour, bold) could not be
    seen, and the 10th of 25 ways has no number: it is underlined too."""
    app = WordcardsApp(Session(starch_with_two_jokers(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("starch"))
        await until(app, pilot, lambda: app.screen.name == "choice", "the list")
        options = app.screen.query_one("#choices")
        assert options.get_component_rich_style("option-list--option-highlighted").underline
        assert not options.get_component_rich_style("option-list--option").underline


async def test_a_word_pasted_over_a_list_goes_on_with_the_word_as_typed_letters_do(words):
    """A typed letter closes the list and goes on with the word; a pasted one did nothing.
    Junk pasted over the list changes nothing: the list stays."""
    app = WordcardsApp(Session(starch_with_two_jokers(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("starch"))
        await until(app, pilot, lambda: app.screen.name == "choice", "the list")
        await paste(app, pilot, "2 ways")
        assert app.screen.name == "choice"
        await paste(app, pilot, "es")
        await until(app, pilot, lambda: app.screen.name == "turn", "the list closed")
        assert app.screen.entry.value == "STARCHES" and not app.session.game.actions


async def test_letters_typed_fast_over_a_list_or_a_question_all_go_on_with_the_word(words):
    """A letter typed over a list (or the pass question) closes it and goes on with the
    word; the letters typed right after it, already on their way to the closing list, were
    lost: STARCH, the list, then E S X fast gave STARCHE. Every one goes on, in order."""
    app = WordcardsApp(Session(starch_with_two_jokers(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("starch"))
        await until(app, pilot, lambda: app.screen.name == "choice", "the list")
        await keys(app, pilot, "e", "s", "x")  # queued at once, as a fast typist's keys come
        await until(app, pilot, lambda: app.screen.name == "turn", "the list closed")
        assert app.screen.entry.value == "STARCHESX" and not app.session.game.actions
        await keys(app, pilot, "escape", "c", "a", "ctrl+p")
        await until(app, pilot, lambda: app.screen.name == "confirm", "the pass question")
        await keys(app, pilot, "r", "t", "s")
        await until(app, pilot, lambda: app.screen.name == "turn", "the question closed")
        assert app.screen.entry.value == "CARTS" and not app.session.game.actions


async def test_F2_gives_an_open_discard_question_and_list_the_new_theme_colours(new_app):
    """F2 while "Discard X■ (blue)?" or the list of which colour to discard was open left
    their cards in the old theme's colours until it closed (pale on the light background)."""
    from wordcards.engine.rummy import Discard

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        game = app.session.game
        hand = [c.letter for c in game.hand(0)]
        legal = [c for c in game.hand(0) if game.is_legal(Discard(c))]
        once = next(c for c in legal if hand.count(c.letter) == 1)
        twice = next(c for c in legal if hand.count(c.letter) > 1)
        for card, name, shown in ((once, "confirm", "question"), (twice, "choice", "labels")):
            await keys(app, pilot, *typed(card.letter))
            await until(app, pilot, lambda: app.screen.name == name, f"the {name}")
            dark = app.current_theme.dark
            assert PALETTE[dark][card.colour] in repr(getattr(app.screen, shown))
            await keys(app, pilot, "f2")
            assert PALETTE[not dark][card.colour] in repr(getattr(app.screen, shown))
            assert PALETTE[dark][card.colour] not in repr(getattr(app.screen, shown))
            await keys(app, pilot, "escape")
            await until(app, pilot, lambda: app.screen.name == "turn", "the turn again")
            await keys(app, pilot, "escape")  # the letter put back on the line, cleared for the next


async def test_a_list_does_nothing_while_the_terminal_is_too_small(words):
    """Shrunk below 64 x 20 with the list of ways to play STARCH open, its number, the
    arrows and Enter played a way no one could see (the hand and table behind the notice);
    until the terminal is larger, the list takes no key, and its footer shows none."""
    app = WordcardsApp(Session(starch_with_two_jokers(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("starch"))
        await until(app, pilot, lambda: app.screen.name == "choice", "the list")
        await pilot.resize_terminal(60, 18)
        await until(app, pilot, lambda: app.screen_stack[-2].too_small_now, "the notice")
        await keys(app, pilot, "3", "down", "enter", "e", "escape")
        assert app.screen.name == "choice" and not app.session.game.actions
        assert "Cancel" not in screen_text(app)  # the footer's Esc does nothing now
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: not app.screen_stack[-2].too_small_now, "the panels again")
        await keys(app, pilot, "down", "enter")  # the list has the focus back
        await until(app, pilot, lambda: app.screen.name == "turn", "the list answered")
        assert len(app.session.game.actions) == 1


@pytest.mark.parametrize("asked", ["pass", "list"])
async def test_a_question_behind_the_too_small_notice_leaves_the_app_keys_in_the_footer(words, asked):
    """Play-testers: Ctrl+P ("Pass and draw 1 card?"), or a list of ways, then shrunk to
    60x15: the notice showed over an empty bottom line, where the same notice without a
    question has "^c Quit ? Help ^r Rules F2 Light/dark". The same footer now, and its keys
    act (Help opens over the hidden question, and closes back to it)."""
    app = WordcardsApp(Session(starch_with_two_jokers(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await pilot.resize_terminal(60, 15)
        await until(app, pilot, lambda: app.screen.too_small_now, "the notice")
        alone = screen_text(app).splitlines()[-1]
        assert alone.split() == ["^c", "Quit", "?", "Help", "^r", "Rules", "F2", "Light/dark"]
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: not app.screen.too_small_now, "the panels again")
        await keys(app, pilot, *(["ctrl+p"] if asked == "pass" else typed("starch")))
        name = "confirm" if asked == "pass" else "choice"
        await until(app, pilot, lambda: app.screen.name == name, "the question")
        await pilot.resize_terminal(60, 15)
        await until(app, pilot, lambda: app.screen_stack[-2].too_small_now, "the notice")
        assert screen_text(app).splitlines()[-1] == alone
        await keys(app, pilot, "question_mark")
        await until(app, pilot, lambda: app.screen.name == "help", "the help")
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: app.screen.name == name, "back to the question")
        assert not app.session.game.actions
        await pilot.resize_terminal(80, 24)
        await until(app, pilot, lambda: not app.screen_stack[-2].too_small_now, "the panels again")
        assert "Quit" not in screen_text(app).splitlines()[-1]  # the question's own keys again


async def test_the_pass_question_does_nothing_while_the_terminal_is_too_small(words):
    """Ctrl+P, then shrunk: Enter passed ("Bob passed", which cannot be taken back) behind
    the notice. Quit still works there."""
    app = WordcardsApp(Session(starch_with_two_jokers(words), autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p")
        await until(app, pilot, lambda: app.screen.name == "confirm", "the pass question")
        await pilot.resize_terminal(60, 18)
        await until(app, pilot, lambda: app.screen_stack[-2].too_small_now, "the notice")
        await keys(app, pilot, "enter")
        assert app.screen.name == "confirm" and not app.session.game.actions
        await keys(app, pilot, "ctrl+c")
        await until(app, pilot, lambda: app.screen.name == "quit", "the quit question")
        await keys(app, pilot, "n")
        await until(app, pilot, lambda: app.screen.name == "confirm", "back to the question")
        assert not app.session.game.actions


def contrast(one, other) -> float:
    """The WCAG contrast ratio of two rich colours (1: none; 3: bold text reads)."""

    def luminance(colour) -> float:
        channels = [value / 255 for value in colour.get_truecolor()]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


async def test_a_card_on_the_line_a_list_is_on_stays_readable_in_both_themes(new_app):
    """A play-test: in the list of which colour to discard, the line ↑↓ were on lay on the
    theme's blue, and a red card on it (L◆) read at a contrast of 1.6, a green one on the
    light theme 1.8: the card to discard was hard to make out where the cursor was."""
    from wordcards.engine.rummy import Discard
    from rich.color import Color

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        game = app.session.game
        hand = [c.letter for c in game.hand(0)]
        twice = next(c for c in game.hand(0) if game.is_legal(Discard(c)) and hand.count(c.letter) > 1)
        await keys(app, pilot, *typed(twice.letter))
        await until(app, pilot, lambda: app.screen.name == "choice", "the list")
        for _ in range(2):
            dark = app.current_theme.dark
            lit = app.screen.query_one("#choices").get_component_rich_style("option-list--option-highlighted")
            for colour, tint in PALETTE[dark].items():
                assert contrast(Color.parse(tint), lit.bgcolor) >= 3, (colour, "dark" if dark else "light")
            await keys(app, pilot, "f2")


async def test_the_setup_screens_empty_name_fields_read_in_both_themes(new_app):
    """A play-test: on the light theme the empty name fields' "name" read at a contrast of
    2.6 (Textual's faint placeholder grey on the field), where the rest of the screen reads."""
    from textual.widgets import Input

    app = new_app("shuffle", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert app.screen.name == "setup"
        for _ in range(2):
            name = app.screen.query(Input).last()
            faint = name.get_component_rich_style("input--placeholder")
            assert contrast(faint.color, faint.bgcolor) >= 3, "dark" if app.current_theme.dark else "light"
            await keys(app, pilot, "f2")


def test_the_score_screen_has_a_colour_key_under_the_cards_it_shows_by_their_marks(words):
    """A play-tester: the end-of-hand screen shows cards by their marks ("hand minus P● T◆
    Y● (9)") with no key to the colours (the turn screen's is not there)."""
    import random

    from rich.console import Console

    from wordcards.ai import choose_action
    from wordcards.app.widgets.rummy.score import score_statics as keyboard_statics
    from wordcards.remote.seat.parts.rummy import score_statics as seat_statics
    from wordcards.rulesets import default_ruleset

    rules = default_ruleset("rummy")
    match = RummyMatch.new(rules, words, (Player("Ann", computer="normal"), Player("Bob", computer="normal")), 11)
    streams = [random.Random(seat) for seat in range(2)]
    while not match.view(0).results:
        match.apply(choose_action(match, match.current, "normal", streams[match.current]))

    def shown(statics) -> str:
        console = Console(width=80, record=True, file=io.StringIO())
        for static in statics:
            console.print(static.content)
        return console.export_text()

    keyboard = shown(keyboard_statics(match.view(0), True, colours=rules.colours, longest_word=rules.longest_word(2)))
    assert "◆ red  ● green  ■ blue" in keyboard
    assert shown(seat_statics(match.view(0), rules, True)) == keyboard  # a remote seat's too
