"""Shuffle and Word Rummy as one program: the same words for the same things. A play is said
as "Played: <the play> (<what it does to the score>)." and a hint as "Hint: <the same>.", in
both games and every rummy variant; undo names the play as "Played:" did; the status line
says "Ann's turn"; rummy's players panel says which total its column is (see
docs/decisions/app.md, "One shape for both games")."""

from __future__ import annotations

import pytest
from drivers import keys, past_the_handoff, settle, typed, until, yes_to_the_question
from screen_text import screen_text

from wordcards.app import rummy_hint, shuffle_choice, shuffle_hint
from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session
from wordcards.engine.players import Player
from wordcards.engine.rummy import Meld, RummyMatch
from wordcards.engine.rummy.cards import full_deck, parse_cards
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset


def one_line(app) -> str:
    """The screen's text with wrapped lines joined (a message may wrap at 80 columns)."""
    return " ".join(screen_text(app).split())


def shuffle_at(words, start: dict) -> tuple[ShuffleGame, WordcardsApp]:
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)
    return game, WordcardsApp(Session(game, autosave=False))


def rummy_at(words, hand: str, variant: str = "standard", **start) -> tuple[RummyMatch, WordcardsApp]:
    """Ann to play, after her draw, holding ``hand``; the other cards in Bob's hand and the piles."""
    rules = default_ruleset("rummy")
    mine = set(parse_cards(hand, rules.colours))
    rest = [str(c) for c in full_deck(rules) if c not in mine]
    position = {"hands": [hand, " ".join(rest[:7])], "discard_pile": rest[7], "draw_pile": " ".join(rest[8:])}
    position.update(phase="play", current=0, **start)
    match = RummyMatch.from_position(rules, words, [Player("Ann"), Player("Bob")], position, 1, variant=variant)
    return match, WordcardsApp(Session(match, autosave=False))


# --- "Played:" -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("at", "word", "said"),
    [
        pytest.param(
            lambda words: shuffle_at(words, {"hands": ["SEATQ", "DOGEA"], "current": 0}),
            "seat",
            "Played: new word SEAT from your hand (+9 to your score: 5 on the table, 4 out of your hand).",
            id="shuffle",
        ),
        pytest.param(
            lambda words: rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg"),
            "no",
            "Played: meld N■O■ (+4 to your score when the hand ends).",
            id="rummy",
        ),
    ],
)
async def test_a_play_with_one_way_is_said_with_what_it_scores(words, at, word, said):
    """Shuffle: a word with one way said "Played: new word SEAT from your hand." and the
    same word picked from the list "Played: ... (+9 to your score).": one form, always with
    the points. Rummy said "You played NO.": neither the cards' colours nor the points,
    which Shuffle's "Played:" line and rummy's own hint both say."""
    _, app = at(words)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed(word))
        assert said in one_line(app)


async def test_a_joker_swap_is_said_as_a_play(words):
    """S10: a swap counts as a play; it said "Done: swap ...", without what it scores."""
    start = {"hands": ["AXE", "DOGEA"], "table": [{"owner": 0, "word": "CRaW"}], "current": 0, "first_played": [True, True]}
    game, app = shuffle_at(words, start)
    (swap,) = game.legal_plays("swap")
    expected = shuffle_choice.played(game, swap)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+j")
        assert expected.startswith("Played: swap your A for the joker in your CRaW (")
        assert expected.endswith(" to your score: 1 on the table, 1 out of your hand, -5 for the joker in your hand).")
        assert expected in one_line(app)


TWO_SWAPS = {
    "hands": ["AXE", "DOGEA"],
    "table": [{"owner": 0, "word": "CRaW"}, {"owner": 1, "word": "BaT"}],
    "current": 0,
    "first_played": [True, True],
}


@pytest.mark.parametrize(
    "table, key, played",
    [
        (TWO_SWAPS["table"], "2", "swap your A for the joker in Bob's BaT (-4 to your score"),
        (TWO_SWAPS["table"][::-1], "enter", "swap your A for the joker in your CRaW (-3 to your score"),
    ],
    ids=["pick-the-second", "bats-first-enter-takes-the-best"],
)
async def test_S10_which_joker_says_what_each_swap_scores_and_lists_the_best_first(words, table, key, played):
    """Ctrl+J with two swaps: "Which joker?" showed no points, where every other list of ways
    says "(+N to your score)", and a swap into Ann's own CRaW scores otherwise than one into
    Bob's BaT. With Bob's BaT before Ann's CRaW it kept the engine's order (BaT's -4 first),
    where every other list of ways puts the most points first, so that Enter takes it."""
    game, app = shuffle_at(words, {**TWO_SWAPS, "table": table})
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+j")
        assert app.screen.name == "choice"
        assert app.screen.labels == [
            "swap your A for the joker in your CRaW (-3 to your score)",
            "swap your A for the joker in Bob's BaT (-4 to your score)",
        ]
        await keys(app, pilot, key)
        assert f"Played: {played}" in one_line(app)


async def test_a_rummy_meld_picked_from_the_list_is_said_the_same_way(words):
    """EEL with E and L in red and in green: the list asks which; the meld picked is said
    with its own cards."""
    match, app = rummy_at(words, "Er Eg Lr Lg Pg Ur Zg")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("eel"))
        assert app.screen.name == "choice"
        await keys(app, pilot, "2")
        meld = match.actions[-1]
        assert isinstance(meld, Meld)
        marks = {"red": "◆", "green": "●", "blue": "■"}
        cards = "".join(card.letter + marks[card.colour] for card in meld.cards)
        assert f"Played: meld {cards} (+9 to your score when the hand ends)." in one_line(app)


def test_each_rummy_variant_says_a_melds_score_in_its_own_terms(words):
    """One form, "meld CARDS (what it does)": R7 at the hand's end, R8 the pad's Primary,
    R9 the penalty taken out of the hand; singular and plural agree."""
    standard, _ = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg")
    (no,) = standard.resolve("no")
    assert rummy_hint.played(standard, no, True).plain == "Played: meld N■O■ (+4 to your score when the hand ends)."
    assert rummy_hint.said(standard, no, 4, True).plain == "meld N■O■ (+4 to your score when the hand ends): type NO, then Enter."
    inverse, _ = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg", "inverse")
    (no,) = inverse.resolve("no")
    assert rummy_hint.played(inverse, no, True).plain == "Played: meld N■O■ (9 penalty points out of your hand)."
    assert rummy_hint.said(inverse, no, 1, True).plain == "meld N■O■ (1 penalty point out of your hand): type NO, then Enter."
    advanced, _ = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg", "advanced")
    (no,) = advanced.resolve("no")
    assert rummy_hint.played(advanced, no, True).plain == "Played: meld N■O■ (+4 Primary points)."
    assert rummy_hint.said(advanced, no, 1, True).plain == "meld N■O■ (+1 Primary point): type NO, then Enter."


def test_S14_the_line_after_a_shuffle_play_says_where_its_points_come_from(words):
    """"+25 to your score" after CHARTS, a word the table shows as worth 15, read as a wrong
    sum: the rest is the cards out of the hand (S14). Each way of playing CHARTS says its own."""
    start = {"hands": ["CHARTSE", "AEINRSO"], "table": [{"owner": 1, "word": "CART"}], "current": 0, "first_played": [True, True]}
    game, _ = shuffle_at(words, start)
    said: dict[str, str] = {}
    for play in game.resolve("CHARTS"):  # the best of each kind
        said.setdefault(play.kind, shuffle_choice.played(game, play))
    assert said["take"] == "Played: take R from Bob's CART (leaving CAT): CHARTS (+25 to your score: 15 on the table, 10 out of your hand)."
    assert said["extend"] == "Played: extend Bob's CART to CHARTS (it stays Bob's: a steal needs 4+ cards) (+5 to your score: 5 out of your hand)."
    assert all(sum(game.score_parts(play)) == game.score_change(play) for play in game.resolve("CHARTS"))


def test_a_shuffle_hint_is_a_sentence_as_rummys_is(words):
    """Rummy's hint ended with a full stop, Shuffle's did not: "Hint: new word SEAT from
    your hand (+8 to your score)"."""
    game, _ = shuffle_at(words, {"hands": ["SEATQ", "DOGEA"], "current": 0})
    (seat,) = game.resolve("SEAT")
    assert shuffle_hint.said(game, seat, 8) == "new word SEAT from your hand (+8 to your score): type SEAT, then Enter."


# --- undo -------------------------------------------------------------------------------


async def test_rummy_undo_names_the_meld_as_played_said_it(words):
    """"Played: meld N■O■ (...)" then "Taken back: meld NO (blue).": the cards drawn one
    way, then another. Undo draws them as every other line names cards, marks and colour
    in words (a seat said "meld NO (blue)", this screen "meld N■O■": one wording now,
    test_a_seats_undo_says_which_play_was_taken_back_as_at_the_shared_keyboard)."""
    _, app = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("no"))
        await keys(app, pilot, "ctrl+z")
        assert "Taken back: meld N■O■ (blue)." in one_line(app)


# --- a refused discard ---------------------------------------------------------------------


async def test_R3_a_refused_discard_leaves_nothing_on_the_line(words):
    """Q refused ("You hold no Q to discard."), then z + Enter: the refused letter was kept
    on the line, marked "not played", and the next letter went on from it ("QZ" refused as
    a word). One letter is nothing to edit: the line is empty, and the next letter is a
    discard of its own (a seat alike: test_R3_a_refused_discard_leaves_nothing_on_the_seat_apps_line)."""
    _, app = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("q"))
        assert "You hold no Q to discard." in one_line(app)
        assert app.screen.entry.value == "" and not app.screen.entry.refused
        await keys(app, pilot, *typed("z"))
        assert app.screen.name == "confirm" and "Discard Z● (green)?" in one_line(app)


async def test_R3_R6_a_meld_that_empties_the_hand_asks_first_as_the_going_out_discard(words):
    """fer, ens, lo: the last meld showed the score screen at once, no question and no undo,
    where the going-out discard asks "Discard D● (green) and go out?". Esc keeps playing
    (the word back on the line), Enter goes out (a seat alike:
    test_R3_R6_a_seats_meld_that_empties_the_hand_asks_first)."""
    game, app = rummy_at(words, "Nb Ob")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("no"))
        assert app.screen.name == "confirm" and not game.actions
        assert "Meld N■O■ (blue) and go out?" in one_line(app) and "Meld and go out" in one_line(app)
        await keys(app, pilot, "escape")
        await settle(app, pilot)
        assert not game.actions and app.screen.entry.value == "NO"
        await keys(app, pilot, "enter")
        assert app.screen.name == "confirm"
        await yes_to_the_question(app, pilot)
        await settle(app, pilot)
        assert game.phase.value == "hand-over" and len(game.actions) == 1


# --- the status line and the players panel ----------------------------------------------


async def test_the_rummy_status_line_says_whose_turn_as_shuffles_does(new_app):
    """Shuffle: "Ann's turn · 1 play so far"; rummy said "Ann: draw a card"."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "8")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        status = screen_text(app).splitlines()[0].strip()
        assert status == "Word Rummy · standard · to 150 points · hand 1 of at most 25   Ann's turn · draw a card"


async def test_the_narrow_rummy_status_line_keeps_the_hand_number(new_app):
    """At 64 columns "Alexandra's turn · meld, then discard" leaves no room for the match:
    the short form "Alexandra: ..." is used there, so "hand 1/25" is not cut off. A short
    name keeps the long form."""
    for names, status in (
        ("Alexandra,Bob", "Alexandra: draw a card   to 150 points · hand 1/25"),
        ("Ann,Bob", "Ann's turn · draw a card   to 150 points · hand 1/25"),
    ):
        app = new_app("rummy", "--players", names, "--seed", "8")
        async with app.run_test(size=(64, 24)) as pilot:
            await past_the_handoff(app, pilot)
            assert screen_text(app).splitlines()[0].strip() == status


async def test_the_rummy_players_panel_names_the_match_total(new_app):
    """Standard: the column is the match's total, still while a hand is played (R7 scores
    at its end); "pts" read as this hand's points. No wider than "cards", so that eight
    seats with computer names fit at 80 columns uncut."""
    for variant, header in (("standard", "match"), ("inverse", "pen")):
        app = new_app("rummy", "--players", "Ann,Bob", "--seed", "8", "--variant", variant)
        async with app.run_test(size=(80, 24)) as pilot:
            await past_the_handoff(app, pilot)
            rows = app.screen.query_one("#players").render()
            header_line = next(line for line in screen_text(app).splitlines() if "cards" in line)
            assert header_line.split("│")[-2].split() == ["cards", header], rows


# --- the score screens ------------------------------------------------------------------


def test_shuffles_final_title_says_why_the_game_ended_as_a_rummy_hands_does():
    """"Game over" alone; a rummy hand's title says "Hand 2 is over: Bit went out" (S13)."""
    from types import SimpleNamespace

    from wordcards.app.widgets.shuffle.score import ending

    def seats(*sizes: int) -> SimpleNamespace:
        return SimpleNamespace(seats=[SimpleNamespace(name=name, hand_size=size) for name, size in zip(["Ann", "Bob"], sizes)])

    assert ending(seats(3, 0)) == "the deck is empty and Bob has no cards left"
    assert ending(seats(3, 2)) == "the deck is empty and every player passed in turn"


@pytest.mark.parametrize(
    ("variant", "total", "said"),
    [
        ("standard", 160, "Ann wins with 160 points!"),
        ("advanced", 1, "Ann wins with 1 Primary point!"),
        ("inverse", 12, "Ann wins with 12 penalty points!"),
    ],
)
def test_rummys_final_line_gives_the_winners_score_as_shuffles_does(variant, total, said):
    """Shuffle: "Ann wins with 156 points!"; rummy said "Ann wins!" and nothing of the score."""
    from types import SimpleNamespace

    from wordcards.app.widgets.rummy.score import winner_line

    seats = [SimpleNamespace(name="Ann", total=total, secondary=0), SimpleNamespace(name="Bob", total=0, secondary=0)]
    outcome = SimpleNamespace(winners=[0], reason="2 hands were played")
    text = winner_line(SimpleNamespace(variant=variant, seats=seats, outcome=outcome)).plain
    assert text.splitlines()[0] == f"{said}  (the match is over: 2 hands were played)"


@pytest.mark.parametrize(
    ("variant", "target", "max_hands", "rule"),
    [
        ("standard", 150, 25, "Played to 150 points, at most 25 hands; the highest total wins."),
        ("standard", 150, 1, "Played to 150 points, at most 1 hand; the highest total wins."),
        ("standard", 150, None, "The match ends once a player reaches 150; the highest total wins."),  # saved before R11
        ("standard", None, None, "The highest total wins."),
        ("advanced", None, None, "The highest Primary total wins; the Secondary breaks a tie."),
        ("inverse", None, None, "The fewest penalty points win."),
    ],
)
def test_rummys_final_line_says_the_variants_rule_and_who_else_ties(variant, target, max_hands, rule):
    """Play-test (inverse): "Tom wins with 0 penalty points!" said nothing of the lowest total
    winning, nor that Ann and Bit tied on 9. Each variant's end says its rule, the same shape;
    standard's says both its ends, the target and the hand limit (R7, R11)."""
    from types import SimpleNamespace

    from wordcards.app.widgets.rummy.score import winner_line

    totals = {"Tom": 0, "Ann": 9, "Bit": 9} if variant == "inverse" else {"Tom": 40, "Ann": 9, "Bit": 9}
    seats = [SimpleNamespace(name=name, total=total, secondary=0) for name, total in totals.items()]
    outcome = SimpleNamespace(winners=[0], reason="2 deals were played")
    view = SimpleNamespace(variant=variant, seats=seats, outcome=outcome, target=target, max_hands=max_hands)
    tie = "9 Primary, 0 Secondary" if variant == "advanced" else "9"
    assert winner_line(view).plain.splitlines()[1] == f"{rule} Ann and Bit tie on {tie}."


@pytest.mark.parametrize(("players", "max_hands"), [(2, 2), (8, 1)])
async def test_R11_a_standard_match_ended_by_its_hand_limit_says_both_ends_on_one_line_at_80x24(words, players, max_hands):
    """R11: a match ended by its hand limit read "(the match is over: 25 hands were played,
    the most a match lasts)" over "The match ends once a player reaches 150": true, but not
    all. The rule line says both ends, on one line at 80x24 (a longer wording wrapped), also
    with the largest target and limit a ruleset may set; scrolled to the end, the totals show."""
    from wordcards.ai import choose_action
    from wordcards.app.widgets.common.scrolled import ScrolledBody
    from wordcards.engine.seeding import rng
    from wordcards.rulesets import MATCH_MOST

    names = ("Ann", "Bob", "Cy", "Dot", "Eve", "Fay", "Gus", "Hal")[:players]
    game = RummyMatch.new(default_ruleset("rummy"), words, tuple(Player(name) for name in names), 8, max_hands=max_hands)
    while not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    assert game.hand_number == max_hands and "the most a match lasts" in game.outcome.reason
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        lines = [line.strip() for line in screen_text(app).splitlines()]
        hands = "1 hand" if max_hands == 1 else f"{max_hands} hands"
        rule = f"Played to 150 points, at most {hands}; the highest total wins."
        assert any(line.startswith(rule) for line in lines), lines  # whole on its line (who else ties may follow)
        from wordcards.app.widgets.rummy.score import standard_rule

        widest = standard_rule(MATCH_MOST["target"], MATCH_MOST["max_hands"])
        assert len(widest) <= app.screen.query_one("#score-winner").content_size.width, widest
        body = app.screen.query_one(ScrolledBody)
        shown = [line.split() for line in screen_text(app).splitlines()]
        while body.scroll_y < body.max_scroll_y:  # page by page to the end, as a player reads it
            top = body.scroll_y
            await keys(app, pilot, "pagedown")
            await until(app, pilot, lambda: body.scroll_y > top, "the next page")
            shown += [line.split() for line in screen_text(app).splitlines()]
        assert ["Player", "Match", "total"] in shown
        for seat in game.view(0).seats:  # the scroll bar may follow on the line
            assert any(words[:2] == [seat.name, str(seat.total)] for words in shown), (seat.name, shown)


def test_rummys_rule_line_ties_advanced_players_on_both_totals():
    """A review: in advanced, Bit 12 (Secondary 1) and Cy 12 (Secondary 0) read "Bit and Cy
    tie on 12", where the Secondary the line above names tells them apart."""
    from types import SimpleNamespace

    from wordcards.app.widgets.rummy.score import winning_rule

    outcome = SimpleNamespace(winners=[0], reason="5 hands were played")
    seats = [SimpleNamespace(name=name, total=12, secondary=secondary) for name, secondary in [("Ann", 3), ("Bit", 1), ("Cy", 0)]]
    advanced = SimpleNamespace(variant="advanced", seats=seats, outcome=outcome)
    assert winning_rule(advanced) == "The highest Primary total wins; the Secondary breaks a tie."


def test_three_players_sharing_the_win_are_named_alike_everywhere():
    """A three-way tie: Shuffle's log said "Ann, Bob and Cy share the win" and rummy's log
    and both final lines "Ann and Bob and Cy": one phrase for both games now."""
    from types import SimpleNamespace

    from wordcards.app.widgets.rummy.score import winner_line

    seats = [SimpleNamespace(name=name, total=160, secondary=0) for name in ("Ann", "Bob", "Cy")]
    outcome = SimpleNamespace(winners=[0, 1, 2], reason="Ann reached 150")
    text = winner_line(SimpleNamespace(variant="standard", seats=seats, outcome=outcome)).plain
    assert text.startswith("Ann, Bob and Cy share the win with 160 points!")

    from wordcards.engine.wording import who_won  # what both games' logs and final lines say

    assert who_won(["Ann"]) == "Ann wins"
    assert who_won(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy share the win"


async def test_shuffles_score_screen_says_why_the_game_ended(words):
    """The whole screen, from a game that ends with Ann's last card (S13)."""
    start = {"hands": ["CAT", "DOGEA"], "deck": "", "current": 0, "first_played": [True, True]}
    game, app = shuffle_at(words, start)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("cat"))
        await keys(app, pilot, "ctrl+e")
        await settle(app, pilot)
        assert app.screen.name == "score"
        assert "Game over: the deck is empty and Ann has no cards left" in screen_text(app)


# --- a key that does nothing now says why ---------------------------------------------


async def test_shuffles_turn_keys_say_why_they_do_nothing_as_rummys_draw_keys_do(words):
    """Ctrl+E before a play, Ctrl+P after one and Ctrl+J with no joker to swap did nothing
    and said nothing; rummy's Ctrl+D after the draw says why, and so does Ctrl+Z. What to
    do instead comes with its key: a newcomer told to pass had to find "^p Pass"."""
    game, app = shuffle_at(words, {"hands": ["SEATQ", "DOGEA"], "current": 0})
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+e")
        assert "You have made no play this turn: pass instead with Ctrl+P (you draw a card)." in one_line(app)
        await keys(app, pilot, "ctrl+j")
        assert "Nothing to swap: no joker on the table stands for a letter in your hand." in one_line(app)
        await keys(app, pilot, *typed("seat"))
        await keys(app, pilot, "ctrl+p")
        assert app.screen.name == "turn"  # no pass question
        assert "You have played this turn: end the turn with Ctrl+E instead of passing." in one_line(app)
        assert len(game.actions) == 1


async def test_a_letter_typed_after_tab_goes_to_the_word_once_in_rummy_as_in_shuffle(new_app):
    """Rummy's own key handler called the shared one, which Textual calls anyway: Tab to the
    table, then "a", made "AA" (Shuffle made "A")."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        await keys(app, pilot, "q", "tab")
        assert app.screen.focused is app.screen.query_one("#table-box")
        await keys(app, pilot, "w")
        assert app.screen.entry.value == "QW" and app.screen.focused is app.screen.entry


@pytest.mark.parametrize("variant", ["standard", "inverse"])
async def test_eight_rummy_seats_with_computer_names_fit_the_players_panel_at_80_columns(new_app, variant):
    """"penalty" over the inverse column cut "Bit (normal)" to "Bit (norma…"."""
    seats = "Alexandria,cpu:normal,cpu:expert,cpu:easy,cpu:normal,cpu:hard,cpu:easy,cpu:hard"
    text, rows = await rummy_first_turn_at_80(new_app, "--players", seats, "--seed", "3", "--variant", variant)
    players = [row for row in rows if row.split()[-2:] == ["5", "0"]]
    assert len(players) == 8 and "…" not in "".join(players), text
    assert all(len(row.split()) in (3, 4) for row in players), players  # a name (of one or two words), cards, total


async def rummy_first_turn_at_80(new_app, *argv: str) -> tuple[str, list[str]]:
    """The first turn of a rummy match at 80 x 24: the screen's text, and the rows of its
    right-hand panels (the players' rows among them)."""
    app = new_app("rummy", *argv)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await settle(app, pilot)
        text = screen_text(app)
    return text, [line.split("│")[-2] for line in text.splitlines() if line.count("│") == 4]


async def test_advanced_rummys_players_panel_keeps_a_computers_whole_name_at_80_columns(new_app):
    """Advanced's third number (sec) cut "Bit (expert)" to "Bit (expe…" in the players
    panel at 80 columns, where the other games keep a 12-column name whole."""
    text, rows = await rummy_first_turn_at_80(new_app, "--players", "Ann,cpu:expert,cpu:normal", "--seed", "3", "--variant", "advanced")
    players = [row for row in rows if row.split()[-3:] == ["7", "0", "0"]]
    assert len(players) == 3 and "…" not in "".join(players), text
    assert any("Bit (expert)" in row for row in players) and any("Dot (normal)" in row for row in players), text
    # The score pad beside it, narrower by two columns, still has its totals.
    assert any(line.rstrip(" │").endswith("Prim  Sec") for line in text.splitlines()), text


@pytest.mark.parametrize(("variant", "row"), [("standard", "│ Ann N■O■ 4 "), ("inverse", "│ Ann N■O■  ")])  # R9: a meld scores nothing
async def test_rummys_table_shows_each_words_points_as_shuffles_does(words, variant, row):
    """Shuffle's table: "Ann H₄E₁A₁P₃ 10"; rummy's showed "Ann N■O■" with no points, though
    standard scoring gives each word its length squared (R7, as the score screen shows)."""
    _, app = rummy_at(words, "Nb Ob Lr Lg Pg Ur Zg", variant)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("no"))
        assert row in screen_text(app)


def test_every_hint_of_an_action_says_which_key_does_it(words):
    """The draw hints name Ctrl+D or Ctrl+Y and Shuffle's pass Ctrl+P; the discard hint said
    only "discard X■ (blue).", though a discard is typed (one letter + Enter)."""
    from wordcards.engine.rummy import Discard

    match, _ = rummy_at(words, "Nb Ob Lr Lg Pg Ur Xb")
    (x,) = [card for card in match.hand(0) if card.letter == "X"]
    assert rummy_hint.said(match, Discard(x), 0, True).plain == "discard X■ (blue): type X, then Enter."


def test_the_rummy_totals_table_is_named_as_the_players_lines_and_panel_name_it():
    """Each player's line says "match total 22" and the panel "match"; the table under them
    said "Points", as if it were the hand's."""
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.app.widgets.rummy.score import totals_table

    seats = [SimpleNamespace(name="Ann", total=22), SimpleNamespace(name="Bob", total=9)]
    console = Console(width=60, record=True, color_system=None)
    console.print(totals_table(SimpleNamespace(variant="standard", seats=seats)))
    assert console.export_text().split() == ["Player", "Match", "total", "Ann", "22", "Bob", "9"]


@pytest.mark.parametrize(
    ("game", "key", "said"),
    [
        ("rummy", "ctrl+e", "Ctrl+E is Shuffle's: a rummy turn ends with a discard (a letter, then Enter)."),
        ("rummy", "ctrl+p", "Ctrl+P is Shuffle's pass: a rummy turn ends with a discard"),
        ("rummy", "ctrl+j", "Ctrl+J is Shuffle's: rummy has no jokers."),
        ("shuffle", "ctrl+d", "Ctrl+D is rummy's: in Shuffle you draw as the turn ends (Ctrl+E, or Ctrl+P)."),
        ("shuffle", "ctrl+y", "Ctrl+Y is rummy's"),
    ],
)
async def test_the_other_games_key_says_whose_it_is_and_changes_nothing(new_app, game, key, said):
    """A family plays both games: Ctrl+E in rummy (Shuffle's end of turn) did nothing, without
    a word, though a discard ends a rummy turn."""
    app = new_app(game, "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await settle(app, pilot)
        before = app.screen.game.to_json()
        await keys(app, pilot, key)
        assert said in " ".join(screen_text(app).split())
        assert app.screen.game.to_json() == before


async def test_S7_a_word_extended_for_its_owner_with_too_few_cards_to_steal_it_says_why(words):
    """With 9 cards in hand, SQUADRONS over junior Cy's sQUAD adds 4 cards: too few to steal
    a 5-letter word (S7), so it is the only way, an extension that stays Cy's (S6). It was
    played with "(it stays Cy's)" and not a word why: a player who meant to steal it is
    told what a steal takes. The host says a seat's play with the same shuffle_choice.played."""
    from dataclasses import replace

    rules = replace(default_ruleset("shuffle"), hand_size=9)
    start = {"hands": ["RONSEETTL", "AEINRSO", "DOGEA"], "table": [{"owner": 2, "word": "sQUAD"}],
             "current": 0, "first_played": [True, True, True]}
    seats = (Player("Ann"), Player("Bob"), Player("Cy", junior=True))
    game = ShuffleGame.from_position(rules, words, seats, start, 0)
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "enter", *typed("squadrons"), "enter")  # Ann takes the turn, then plays
        assert (
            "Played: extend Cy's sQUAD to sQUADRONS (it stays Cy's: a steal needs 5+ cards) (+4 to your score: 4 out of your hand)."
        ) in one_line(app)
    assert [word.display for word in game.view(0).table if word.owner == 2] == ["sQUADRONS"]


def test_S7_the_list_of_ways_says_why_an_extension_beside_other_ways_is_no_steal(words):
    """CHARTS over Bob's CART: a take, or an extension by 2 cards where a steal takes 4 (the
    standard ruleset). The extension's line in the list says why it stays Bob's."""
    start = {"hands": ["CHARTSE", "AEINRSO"], "table": [{"owner": 1, "word": "CART"}], "current": 0, "first_played": [True, True]}
    game, _ = shuffle_at(words, start)
    labels, _ = shuffle_choice.ways(game, game.resolve("CHARTS"))
    extensions = [label for label in labels if label.startswith("extend")]
    assert extensions and all(
        label.startswith("extend Bob's CART to CHARTS (it stays Bob's: a steal needs 4+ cards)")
        for label in extensions
    )
    assert any(label.startswith("take") for label in labels)


async def test_the_shuffle_status_line_keeps_one_head_through_the_turns(new_app):
    """At 80 columns a long name's first-play tip took the room of "Shuffle ·": "Deck 58
    Maximilianes's turn · first play: ..." on the person's turn, "Shuffle · deck 57   Bit's
    turn" on the computer's. The tip now shortens before the head does (as a remote seat's)."""
    app = new_app("shuffle", "--players", "Maximilianes,cpu:normal", "--seed", "10")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        screen = app.screen
        drawn: list[str] = []
        status_line = screen.status_line

        def recorded(view):
            line = status_line(view)
            drawn.append(line.plain)
            return line

        screen.status_line = recorded  # every line drawn, the computer's turn's too
        screen.redraw()
        await keys(app, pilot, "ctrl+p")
        await yes_to_the_question(app, pilot)
        await until(app, pilot, lambda: any("Bit's turn" in line for line in drawn) and not screen.computer_turn, "Bit's turn over")
        assert drawn[0] == "Shuffle · deck 58   Maximilianes's turn · first: 4+ letters from hand"
        assert any(line.endswith("   Bit's turn") for line in drawn), drawn
        assert all(line.startswith("Shuffle · deck ") for line in drawn), drawn
