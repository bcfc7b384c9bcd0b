"""A whole seeded Word Rummy match (one hand or more) of each variant, through key presses."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from drivers import (
    choice_labels, footer_shown, keys, new_word, past_the_handoff, play_to_the_hands_score, rummy_plan, rummy_tokens, settle, typed, until,
    yes_to_the_question,
)
from screen_text import screen_text
from textual import events

from wordcards.app.widgets.rummy.cards import mark
from wordcards.engine.rummy.describe import meld_colours
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, Phase


def secret_cards(game, seats) -> set[str]:
    """The cards in these seats' hands that nobody else has seen. A card taken from the
    discard pile was seen by all (the log says so); the rest must never be drawn."""
    from wordcards.app.widgets.rummy.cards import readable

    public = " ".join(readable(line, game.rules.colours) for line in game.log)
    tokens = rummy_tokens(card for seat in seats for card in game.hand(seat))
    return {token for token in tokens if token not in public}


def other_hands(game, seat: int) -> set[str]:
    return secret_cards(game, [other for other in range(len(game.players)) if other != seat])


async def play_match(app, pilot, *, refuse_and_undo: bool = True) -> dict[str, int]:
    async def press(*names: str) -> None:
        await keys(app, pilot, *names)

    seen = {"handoffs": 0, "choices": 0, "hand_scores": 0, "refused": 0, "undone": 0, "time_up_said": 0}
    for _ in range(800):
        game = app.session.game
        text = screen_text(app)
        screen = app.screen.name
        if screen == "handoff":
            seen["handoffs"] += 1
            # Privacy: the hand-off screen shows no card of any hand.
            every_hand = secret_cards(game, range(len(game.players)))
            assert not any(token in text for token in every_hand)
            await past_the_handoff(app, pilot)
        elif screen == "score":
            if game.is_over:
                return seen
            seen["hand_scores"] += 1
            assert "is over" in text
            if "The match's time is up: Enter ends it." in " ".join(text.split()) and "End the match" in text:
                seen["time_up_said"] += 1
            await press("n")
        elif screen == "confirm":
            await yes_to_the_question(app, pilot)
        elif screen == "choice":
            seen["choices"] += 1
            assert choice_labels(app)
            await press("1")
        else:
            assert screen == "turn"
            # Only the current player's cards are drawn (table and discard cards are not in any hand).
            assert not any(token in text for token in other_hands(game, game.current))
            assert all(token in text for token in rummy_tokens(game.hand(game.current)))
            plan = rummy_plan(game)
            if refuse_and_undo and game.phase is Phase.PLAY and not seen["refused"]:
                before = game.actions
                await press(*typed("qzxv"))
                assert "QZXV" in screen_text(app) and game.actions == before
                seen["refused"] += 1
            if plan == "draw":
                await press("ctrl+d")
            elif plan == "take":
                await press("ctrl+t")
            elif isinstance(plan, Meld):
                await press(*new_word(app, plan.word))
                if refuse_and_undo and not seen["undone"] and app.screen.name == "turn" and game.can_undo:
                    count = len(game.actions)
                    await press("ctrl+z")
                    assert len(game.actions) == count - 1 and f"Taken back: meld {''.join(card.letter + mark(card.colour) for card in plan.cards)} ({meld_colours(plan.cards)})." in " ".join(screen_text(app).split())
                    seen["undone"] += 1
            else:
                assert isinstance(plan, Discard)
                await press(*new_word(app, plan.card.letter))
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(
    ("options", "final"),
    [
        (("--seed", "39", "--target", "30"), "Match total"),  # two hands: the next-hand key too
        (("--seed", "21", "--variant", "advanced", "--hands", "1"), "Score pads"),
        (("--seed", "21", "--variant", "inverse", "--deals", "1"), "Total penalty"),
    ],
)
async def test_a_whole_rummy_match_of_each_variant(new_app, options, final):
    """R7, R8, R9: a match of each variant, played to its end through the keyboard."""
    app = new_app("rummy", "--players", "Ann,Bob", *options)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        seen = await play_match(app, pilot)
        game = app.session.game
        assert game.is_over and app.screen.name == "score"
        # the footer is drawn once the score screen's keys are known
        await until(app, pilot, lambda: "Play again" in screen_text(app), "Play again in the footer")
        text = screen_text(app)
        winners = [game.players[i].name for i in game.outcome.winners]
        assert all(name in text for name in winners) and final in text
        assert "Play again" in text and "Tonight: 1 game" in text
    assert seen["handoffs"] >= 2 and seen["refused"] and seen["undone"]
    if "--target" in options:
        assert seen["hand_scores"] >= 1  # a hand's score screen, then the next hand
    assert any(isinstance(a, Meld) for a in game.actions)


async def test_R4_a_choice_of_colours_is_asked_when_it_matters(new_app):
    """R4: when the cards for a word can be chosen in more than one way that leaves a
    different hand, a list asks which; Esc plays nothing; a number plays that choice."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "22")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        game = app.session.game
        word = None
        for _ in range(40):  # seed 22: Bob can make EEL in two ways on his first turn
            if word is not None:
                break
            plan = rummy_plan(game, melds_per_turn=0)
            if app.screen.name == "handoff":
                await past_the_handoff(app, pilot)
            elif app.screen.name == "confirm":  # "Discard X?"
                await yes_to_the_question(app, pilot)
            elif plan in ("draw", "take"):
                await keys(app, pilot, "ctrl+d")
                melds = [a for a in game.legal_actions() if isinstance(a, Meld)]
                word = next((m.word for m in melds if len(game.resolve(m.word)) > 1), None)
            else:
                await keys(app, pilot, *new_word(app, plan.card.letter))
                if app.screen.name == "choice":
                    await keys(app, pilot, "1")
        ways = game.resolve(word)
        await keys(app, pilot, *new_word(app, word))
        assert app.screen.name == "choice" and len(choice_labels(app)) == len(ways)
        await keys(app, pilot, "escape")
        assert not any(isinstance(a, Meld) for a in game.actions) and "Nothing played" in screen_text(app)
        await keys(app, pilot, "enter")  # the word is back on the line: Enter asks again
        await keys(app, pilot, "2")
        assert game.actions[-1] == ways[1]


async def test_R3_draw_keys_only_in_the_draw_phase_and_discard_by_letter(new_app):
    """R3: draw first (the keys show only then), then a letter + Enter discards."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        footer = screen_text(app).splitlines()[-1]
        assert "Draw" in footer and "Take discard" in footer
        game = app.session.game
        card = game.hand(0)[0]
        await keys(app, pilot, *typed(card.letter))
        assert "Draw a card first" in screen_text(app) and not game.actions
        await keys(app, pilot, "ctrl+d")
        await settle(app, pilot)  # the footer redraws after the bindings change
        footer = screen_text(app).splitlines()[-1]
        assert "^d Draw" not in footer
        held = [c for c in game.hand(0) if c.letter == card.letter]
        assert app.screen.entry.value == card.letter  # typed before the draw, it waited
        await keys(app, pilot, "enter")
        if len(held) > 1:
            assert app.screen.name == "choice"  # which colour: picking it is the confirmation
            await keys(app, pilot, "1")
        else:
            assert app.screen.name == "confirm"  # "Discard X?": a discard asks first
            await yes_to_the_question(app, pilot)
        assert isinstance(game.actions[-1], Discard) and game.actions[-1].card.letter == card.letter
        assert app.screen.name == "handoff" and "Pass to Bob" in screen_text(app)


async def test_the_draw_keys_name_the_piles_as_the_piles_line_does(new_app):
    """The piles line, the log and the hint say "draw pile"; the footer ("Draw from deck")
    and the word's prompt ("Ctrl+D from the deck") said deck, as if it were a third pile."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        text = screen_text(app)
        assert "Draw pile 63" in text and "Ctrl+D the draw pile, Ctrl+Y the discard pile" in text
        assert "^d Draw  ^y Take discard" in text.splitlines()[-1]
        assert "deck" not in text.lower()


@pytest.mark.parametrize(("variant", "valued"), [("standard", True), ("inverse", True), ("advanced", False)])
async def test_card_values_show_under_the_hand_only_where_they_count(new_app, variant, valued):
    """R8: in advanced scoring the cards left in hand neither score nor cost, yet the hand
    showed each card's value under it, as if discarding an E (5) mattered more than a Q (1).
    The row stays (blank), so the layout is the same in every variant."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4", "--variant", variant)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        lines = screen_text(app).splitlines()
        hand = next(i for i, line in enumerate(lines) if line.startswith(" Hand "))
        assert lines[hand + 1].split() if valued else not lines[hand + 1].strip()
        assert lines[hand + 2].startswith(" › ")  # the word's line, where it was


async def test_a_word_typed_before_the_draw_waits_for_it(new_app):
    """A word typed and sent before the draw was refused and lost: the player had to type
    it again after Ctrl+D. It stays typed, the message says so, and Enter after the draw
    melds it."""
    first = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with first.run_test(size=(80, 24)) as pilot:  # which word the draw makes playable
        await past_the_handoff(first, pilot)
        await keys(first, pilot, "ctrl+d")
        game = first.session.game
        word = next(a.word for a in game.legal_actions() if isinstance(a, Meld) and len(game.resolve(a.word)) == 1)
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")  # the same deal
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        game = app.session.game
        await keys(app, pilot, *typed(word))
        assert app.screen.entry.value == word and not game.actions
        assert f"Draw a card first (Ctrl+D or Ctrl+Y). {word} stays typed: Enter then tries it." in " ".join(screen_text(app).split())
        await keys(app, pilot, "ctrl+d")
        assert app.screen.entry.value == word
        await keys(app, pilot, "enter")
        assert isinstance(game.actions[-1], Meld) and game.actions[-1].word == word


async def test_a_draw_key_and_a_word_typed_in_one_burst_play_as_typed_slowly():
    """Ctrl+Y, then AT Enter in one burst, the A on the discard pile: AT was refused "draw
    first", its letters and Enter on the line before the key acted (back at the app, through
    the bindings), and the A taken after. The key acts as the line takes it: the A taken,
    then AT melded; so with the focus on the table (Tab). A word sent before the key still
    waits for it, as typed slowly."""
    from test_word_line import rummy_app

    for before in ((), ("tab",)):
        game, app = rummy_app("Tr Xb Qg", phase="draw")
        async with app.run_test(size=(80, 24)) as pilot:
            await past_the_handoff(app, pilot)
            await keys(app, pilot, *before, "ctrl+y", "a", "t", "enter")  # queued at once (pilot.press waits after each)
            assert [type(action) for action in game.actions] == [DrawDiscard, Meld], before
            assert game.actions[-1].word == "AT" and app.screen.entry.value == "", before
    game, app = rummy_app("Tr Xb Qg", phase="draw")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "a", "t", "enter", "ctrl+y")
        assert game.actions == (DrawDiscard(),) and app.screen.entry.value == "AT" and app.screen.entry.refused
        await keys(app, pilot, "enter")
        assert isinstance(game.actions[-1], Meld) and game.actions[-1].word == "AT"


@pytest.mark.parametrize(
    ("size", "status"),
    [
        ((80, 24), "Word Rummy · standard · to 150 · hand 1/25   Ann's turn · draw a card"),
        ((64, 24), "Ann's turn · draw a card   to 150 points · hand 1/25"),
        ((120, 40), "Word Rummy · standard · to 150 points · hand 1 of at most 25   Ann's turn · draw a card"),
    ],
)
async def test_the_status_line_fits_and_puts_whose_turn_first_when_narrow(new_app, size, status):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "8")
    async with app.run_test(size=size) as pilot:
        await past_the_handoff(app, pilot)  # the hand-off to Ann
        assert screen_text(app).splitlines()[0].strip() == status


async def test_S12_the_first_hand_off_says_a_junior_plays_word_rummy_by_the_same_rules(new_app):
    """--junior Cy: the players panel says "Cy jr", and nothing said it changes nothing in
    Word Rummy. The match's log (so the first hand-off) says so, once."""
    app = new_app("rummy", "--players", "Ann,Cy", "--junior", "Cy", "--seed", "8")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        said = "Cy is a junior: in Word Rummy juniors play by the same rules, so every word is 2+ letters"
        shown = " ".join(screen_text(app).replace("║", " ").split())
        assert said in shown and f"{said} (R4)" not in shown  # the hand-off drops the id, as S15's line
        assert sum(f"{said} (R4)" in line for line in app.session.log()) == 1  # the log keeps it


async def test_the_status_line_keeps_one_order_all_match(new_app):
    """At 100 columns "Word Rummy · standard · ...   Ann: draw a card" fitted, but not
    "Bit (normal): meld words, then discard" (since: "Bit (normal)'s turn · meld, then discard"; now
    a long name's, "Annabelle Jo's turn · meld, then discard"): the line turned round between turns and
    phases, whose turn first one moment and last the next. The longest turn a seat can
    show chooses the form, once."""
    app = new_app("rummy", "--players", "Annabelle Jo,cpu", "--seed", "8")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)  # Annabelle Jo, ready?
        # The match in short leads (its whole form and the longest turn do not fit together).
        match = "Word Rummy · standard · to 150 · hand 1/25"
        assert screen_text(app).splitlines()[0].strip() == f"{match}   Annabelle Jo's turn · draw a card"
        await keys(app, pilot, "ctrl+d")
        assert screen_text(app).splitlines()[0].strip() == f"{match}   Annabelle Jo's turn · meld, then discard"


@pytest.mark.parametrize(
    ("variant", "fields", "said"),
    [
        ("standard", {"target": 150}, "to 150 points"),
        ("standard", {"target": 1}, "to 1 point"),  # --target 1 said "to 1 points"
        ("inverse", {"hand_number": 1, "deals": 2}, "deal 1 of 2"),  # R9 counts deals, not hands
        ("advanced", {"hand_number": 2, "minutes": 30}, "hand 2, 30 minutes"),
        ("advanced", {"hand_number": 2, "minutes": None, "match_hands": 5}, "hand 2 of 5"),
    ],
)
def test_the_header_says_what_ends_the_match_in_the_variants_words(variant, fields, said):
    from types import SimpleNamespace

    from wordcards.app.widgets.rummy.panels import match_length

    assert match_length(SimpleNamespace(variant=variant, **fields)) == said


async def test_a_new_hand_is_not_lit_as_just_drawn(new_app):
    """R2: a hand dealt anew has no card "just drawn": the seat that was to act when the
    last hand ended must not see its whole new hand lit (with "lit: just drawn")."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "39", "--target", "30")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await play_to_the_hands_score(app, pilot)  # hand 1, through the keyboard
        await keys(app, pilot, "n")
        first_turns: set[int] = set()
        for _ in range(40):  # each seat's first look at its new hand
            if len(first_turns) == 2:
                break
            if app.screen.name == "handoff":
                await past_the_handoff(app, pilot)
                first_turns.add(game.current)
                assert "lit: just drawn" not in screen_text(app)
                await keys(app, pilot, "ctrl+d")
                discard = next(a for a in game.legal_actions() if isinstance(a, Discard))
                await keys(app, pilot, *typed(discard.card.letter))
            else:  # "Discard X?" or which X: yes, the first
                await keys(app, pilot, "enter" if app.screen.name == "confirm" else "1")
        assert first_turns == {0, 1}


def test_R8_a_tally_keeps_the_primary_numbers_under_their_length(words):
    """R8: a tally was glued to the Primary number ("4|||", "|x4"), which pushed the number
    out of line under its heading; and nothing said what "|" means. The numbers stay in line
    and the score screen's pads (the shared keyboard's and a remote seat's) have a legend."""
    import io
    import random
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.ai import choose_action
    from wordcards.app.widgets.rummy.panels import TALLY_LEGEND, pad_table
    from wordcards.app.widgets.rummy.score import score_statics
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.engine.rummy.scoring import Pad
    from wordcards.rulesets import default_ruleset

    rules = default_ruleset("rummy")
    pads = []
    for played in (["JA", "RIG", "GYMS"], ["BE", "UP", "SH", "OX", "KI", "HUE", "TEXT"], ["AH", "OH", "HUT"]):
        pad = Pad.empty(rules)
        for word in played:
            pad, _, _ = pad.scored(word, rules)
        pads.append(pad)
    view = SimpleNamespace(seats=[SimpleNamespace(name=name, computer=None, pad=pad) for name, pad in zip(("Ann", "Bob", "Cy"), pads)])
    console = Console(width=80, record=True, file=io.StringIO())
    console.print(pad_table(view, rules.longest_word(3)))
    header, worth, *rows = [line for line in console.export_text().splitlines() if line.strip()]
    assert "|x4" in rows[1] and "4|" in rows[2]
    ends = [match.end() for match in re.finditer(r"\b[2-8]\+?", header)]  # where each length's label ends
    for row in (worth, *rows):
        unmarked = re.sub(r"\|x[0-9]+|\|+", lambda marks: " " * len(marks.group()), row)  # the tallies blanked out
        numbers = [match.end() for match in re.finditer(r"[0-9]+|·", unmarked)][: len(ends)]
        assert numbers == ends, (header, row)

    match = RummyMatch.new(rules, words, (Player("Ann", computer="normal"), Player("Bob", computer="normal")), 11, variant="advanced", hands=1)
    streams = [random.Random(seat) for seat in range(2)]
    while not match.is_over:
        match.apply(choose_action(match, match.current, "normal", streams[match.current]))
    shown = Console(width=80, record=True, file=io.StringIO())
    for static in score_statics(match.view(0), dark=True, longest_word=match.rules.longest_word(2)):
        shown.print(static.content)
    text = shown.export_text()
    assert TALLY_LEGEND in text and text.index(TALLY_LEGEND) > text.index("Score pads")
    assert "tally marks:" not in text  # no counted tally on these pads: nothing to explain


def test_R8_the_score_screen_says_once_that_the_pad_scores_table_words_only(words):
    """A play-tester: the advanced score screen said "(the pad scores table words only)" on
    every player's hand line. Once, on the first hand with cards left, is enough."""
    import io
    import random

    from rich.console import Console

    from wordcards.ai import choose_action
    from wordcards.app.widgets.rummy.score import hand_breakdown
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset

    players = tuple(Player(name, computer="normal") for name in ("Ann", "Bob", "Cy"))
    match = RummyMatch.new(default_ruleset("rummy"), words, players, 11, variant="advanced", hands=1)
    streams = [random.Random(seat) for seat in range(3)]
    while not match.is_over:
        match.apply(choose_action(match, match.current, "normal", streams[match.current]))
    result = match.results[-1]
    assert sum(1 for score in result.scores if score.hand) >= 2  # more than one hand line with cards
    shown = Console(width=80, record=True, file=io.StringIO())
    shown.print(hand_breakdown(match.view(0), result, dark=True))
    assert shown.export_text().count("(the pad scores table words only)") == 1


HAND_OF_TEN = Path(__file__).parents[2] / "bench" / "rulesets" / "rummy-1-colour-hand-10.yaml"


def test_R8_the_pads_worth_line_says_64_plus_where_a_word_longer_than_8_can_be_put_down(words):
    """R8: a word longer than 8 counts in the 8+ box with its own square (81 for 9 letters),
    but the worth line said 64 under it. Where the hand can hold a longer word (hands of 10:
    11 cards after the draw) it says "64+", the "+" after the number as a tally mark is, so
    every number stays in line under its length. The shipped ruleset deals at most 7, so no
    word there is longer than 8 (7 + the card drawn): its line says 64."""
    import io
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.app.widgets.rummy.panels import WORTH_LABEL, pad_table
    from wordcards.engine.rummy.scoring import Pad
    from wordcards.rulesets import default_ruleset, load_ruleset

    def drawn(rules, played: list[list[str]]) -> list[str]:
        pads = []
        for seat_words in played:
            pad = Pad.empty(rules)
            for word in seat_words:
                pad, _, _ = pad.scored(word, rules)
            pads.append(pad)
        seats = [SimpleNamespace(name=name, computer=None, pad=pad) for name, pad in zip(("Ann", "Bob"), pads)]
        console = Console(width=80, record=True, file=io.StringIO())
        console.print(pad_table(SimpleNamespace(seats=seats), rules.longest_word(len(seats))))
        return [line for line in console.export_text().splitlines() if line.strip()]

    house = load_ruleset(str(HAND_OF_TEN))
    assert house.longest_word(2) == 11 > house.pad_rows[-1]
    header, worth, ann, bob = drawn(house, [["BLACKSMITH", "AT"], ["IT"]])  # BLACKSMITH: 100 in the 8+ box
    assert worth.split() == [WORTH_LABEL, "4", "9", "16", "25", "36", "49", "64+"]
    assert ann.split()[7] == "100"
    ends = [match.end() for match in re.finditer(r"\b[2-8]\+?", header)]  # where each length's label ends
    for row in (worth, ann, bob):
        assert [match.end() for match in re.finditer(r"[0-9]+|·", row)][: len(ends)] == ends, (header, row)

    shipped = default_ruleset("rummy")
    assert max(shipped.longest_word(players) for players, _ in shipped.hand_sizes) == shipped.pad_rows[-1] == 8
    header, worth, *_ = drawn(shipped, [["AT"], ["IT"]])
    assert worth.split()[-1] == "64"
    # At the edge: hands of 8 hold 9 cards after the draw, one more than the last row.
    eight = dataclasses.replace(shipped, hand_sizes=((2, 8),))
    assert eight.longest_word(2) == 9
    header, worth, *_ = drawn(eight, [["AT"], ["IT"]])
    assert worth.split()[-1] == "64+"


async def test_R8_hands_of_10_show_64_plus_on_the_turn_screens_pads_and_the_score_screens(new_app, words):
    """The worth line's "64+" (above) on every screen with pads at 80x24, under a ruleset
    read from a file: the turn screen's, the score screen's, and a remote seat's breakdown."""
    import io

    from rich.console import Console

    from wordcards.ai import choose_action
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.app.widgets.common.scrolled import ScrolledBody
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.engine.seeding import rng
    from wordcards.remote.seat.parts.rummy import score_statics as seat_statics
    from wordcards.rulesets import load_ruleset

    def says_64_plus(text: str) -> bool:
        return re.search(r"\bpts +4 +9 +16 +25 +36 +49 +64\+(?!\S)", text) is not None

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1", "--variant", "advanced", "--ruleset", str(HAND_OF_TEN))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert says_64_plus(screen_text(app)), screen_text(app)

    house = load_ruleset(str(HAND_OF_TEN))
    game = RummyMatch.new(house, words, (Player("Ann"), Player("Bob")), 5, variant="advanced", hands=1)
    while not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "end")
        body = app.screen.query_one(ScrolledBody)
        await until(app, pilot, lambda: body.scroll_y == body.max_scroll_y, "the end")
        assert says_64_plus(screen_text(app)), screen_text(app)
    console = Console(width=80, record=True, file=io.StringIO())
    for static in seat_statics(game.view(1), house, dark=True):
        console.print(static.content)
    assert says_64_plus(console.export_text())


def test_R8_a_counted_tally_on_the_score_screens_pads_is_explained_under_them(words):
    """Play-test r34a: at the end of an advanced match the pads showed "|x4", and the legend
    said only what "|" means. A line under it says what a counted tally is, within 64 columns."""
    import io
    import random

    from rich.console import Console

    from wordcards.ai import choose_action
    from wordcards.app.widgets.rummy.panels import TALLY_LEGEND
    from wordcards.app.widgets.rummy.score import score_statics
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset

    players = (Player("Ann", computer="normal"), Player("Bob", computer="normal"))
    match = RummyMatch.new(default_ruleset("rummy"), words, players, 2, variant="advanced", hands=3)
    streams = [random.Random(seat) for seat in range(2)]
    while not match.is_over:
        match.apply(choose_action(match, match.current, "normal", streams[match.current]))
    most = max(row.tally for pad in match.pads for row in pad.rows)
    assert most > 3, "choose another seed: no counted tally"
    shown = Console(width=80, record=True, file=io.StringIO())
    for static in score_statics(match.view(0), dark=True, longest_word=match.rules.longest_word(2)):
        shown.print(static.content)
    lines = shown.export_text().splitlines()
    said = f"|x{most} {most} tally marks: {most} more words of that length"
    assert any(f"|x{most}" in line for line in lines[: lines.index(TALLY_LEGEND)])  # on the pads, above
    assert lines[lines.index(TALLY_LEGEND) + 1] == said and len(said) <= 64


async def test_R8_the_turn_screens_pads_say_what_a_tally_mark_means_in_their_border(new_app, words):
    """Play-test h50: the pads shown during play marked tallies ("|", "|x4") with no key; only
    the score screens said what they mean. The score screen's key, shortened to the room in
    the pads' bottom border (a line inside would take a row the table needs at 64x20): whole
    at 80x24 and at 64x20, and a counted tally's too once the live pads show one."""
    from wordcards.ai import choose_action
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.app.widgets.rummy.panels import TALLY_KEYS, ScorePads, live_pads, most_marks
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.engine.seeding import rng
    from wordcards.rulesets import default_ruleset

    def pads_bottom(app) -> str:
        lines = screen_text(app).splitlines()
        return lines[app.screen.query_one(ScorePads).region.bottom - 1]  # the panel's last line: its border

    for size, key in (((80, 24), "| a tally: one more word of that length"), ((64, 20), "| one more word that long")):
        app = new_app("rummy", "--players", "Ann,Bob,Cy", "--seed", "1", "--variant", "advanced")
        async with app.run_test(size=size) as pilot:
            await past_the_handoff(app, pilot)
            assert key in TALLY_KEYS and f" {key} " in pads_bottom(app), screen_text(app)
            assert "…" not in pads_bottom(app)

    # An advanced match played on to a turn whose live pads hold a counted tally ("|x4").
    rules = default_ruleset("rummy")
    game = RummyMatch.new(rules, words, (Player("Ann"), Player("Bob")), 6, variant="advanced", hands=3)
    while most_marks(live_pads(game.view(game.current), rules)) <= 3 or game.phase is not Phase.DRAW:
        assert not game.is_over, "choose another seed: no counted tally in play"
        game.apply(choose_action(game, game.current, "normal", rng(game.seed, "test", len(game.actions))))
    most = most_marks(live_pads(game.view(game.current), rules))
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert f"|x{most}" in screen_text(app)  # on the pads
        assert f" | one more word that long; |x{most}: {most} marks " in pads_bottom(app), screen_text(app)


def test_R8_the_turn_screens_pads_drop_their_totals_rather_than_cut_them():
    """R8: at 80 columns a pad with tallies is wider than its panel; it leaves out the
    Prim and Sec columns (the Players panel shows them) instead of cutting them to "Pr…"."""
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.app.widgets.rummy.panels import fitted_pad_table
    from wordcards.engine.rummy.scoring import Pad
    from wordcards.rulesets import default_ruleset

    rules = default_ruleset("rummy")
    pads = []
    for words in (["JA", "RIG", "GYMS"], ["BE", "UP", "SH", "OX", "KI", "HUE", "TEXT"]):
        pad = Pad.empty(rules)
        for word in words:
            pad, _, _ = pad.scored(word, rules)
        pads.append(pad)

    def drawn(width: int, seats: list) -> str:
        view = SimpleNamespace(seats=[SimpleNamespace(name=name, computer=level, pad=pad) for (name, level), pad in zip(seats, pads)])
        console = Console(width=width, record=True)
        console.print(fitted_pad_table(view, width, rules.longest_word(2)))
        return console.export_text()

    people = [("Ann", None), ("Bernadette", None)]
    narrow, wide = drawn(46, people), drawn(80, people)  # the pads panel inside 80 columns, and a wide one
    assert "…" not in narrow and "Prim" not in narrow and "8+" in narrow and "Bernadette" in narrow
    assert "Prim" in wide and "Sec" in wide and "…" not in wide
    # A computer's level gives way first: "Bit", the totals kept; wide, "Bit (hard)".
    computer = [("Ann", None), ("Bit (hard)", "hard")]
    narrow, wide = drawn(46, computer), drawn(80, computer)
    named = any(line.lstrip().startswith("Bit ") for line in narrow.splitlines())
    assert "Prim" in narrow and named and "(hard)" not in narrow and "Bit (hard)" in wide


async def test_R8_the_pad_says_what_each_length_is_worth_under_its_header(new_app):
    """Play-test: an empty box showed only "·", so nothing on the pad said a 5-letter word
    fills it with 25. A worth line under the lengths says each one's Primary, in line with
    its column, on the turn screen at 80x24 with four players."""
    app = new_app("rummy", "--variant", "advanced", "--players", "Ann,Bob,cpu:expert,cpu:normal", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert not app.screen.has_class("-too-small")
        lines = screen_text(app).splitlines()
        at = next(row for row, line in enumerate(lines) if "│ Pad " in line or "│  Pad " in line)
        header, worth = (line.split("│")[1] for line in lines[at : at + 2])
        assert worth.split() == ["pts", "4", "9", "16", "25", "36", "49", "64"], worth
        for length, value in zip(["2", "5", "8+"], ["4", "25", "64"]):  # right-aligned under its length
            assert worth.index(f" {value} ") + len(value) == header.index(f" {length}") + len(length), (header, worth)
        assert "Dot" in "".join(lines[at + 2 : at + 7])  # every player's row still shows


@pytest.mark.parametrize("size", [(80, 24), (64, 24)])
async def test_R8_the_pads_name_a_computer_without_its_level_rather_than_cut_it(new_app, size):
    """Advanced rummy at 80x24 with three players: the pads cut "Bit (expert)" to
    "Bit (exper…". They name it "Bit" (the players panel beside says its level)."""
    app = new_app("rummy", "--variant", "advanced", "--players", "Ann,cpu:expert,cpu:normal", "--seed", "3")
    async with app.run_test(size=size) as pilot:
        await past_the_handoff(app, pilot)  # Ann, ready?
        lines = screen_text(app).splitlines()
        pads = lines[next(row for row, line in enumerate(lines) if re.search(r"│ *Pad ", line)):][:5]
        pads = [line for line in pads if not re.search(r"│ *pts ", line)][:4]  # at 64 columns, no worth line
        heads = [line.split("│")[1].split()[0] for line in pads]
        assert heads == ["Pad", "Ann", "Bit", "Dot"] and not any("…" in line.split("││")[0] for line in pads)
        assert "Bit (expert)" in screen_text(app)  # the players panel keeps the level


@pytest.mark.parametrize(
    ("totals", "winners", "said"),
    [
        ([(29, 1), (29, 3)], [1], "Primary tied at 29: the Secondary total breaks the tie (Bit 3, Ann 1)."),
        ([(29, 2), (29, 2)], [0, 1], "Primary tied at 29 and Secondary at 2: the win is shared."),
        ([(30, 0), (29, 3)], [0], None),
    ],
)
def test_R8_the_final_line_says_when_the_secondary_total_broke_a_primary_tie(totals, winners, said):
    from types import SimpleNamespace

    from wordcards.app.widgets.rummy.score import winner_line

    seats = [SimpleNamespace(name=name, total=p, secondary=s) for name, (p, s) in zip(["Ann", "Bit"], totals)]
    outcome = SimpleNamespace(winners=winners, reason="2 hands were played")
    text = winner_line(SimpleNamespace(variant="advanced", seats=seats, outcome=outcome)).plain
    if said is None:
        assert "tied" not in text
    else:
        assert said in text


def test_R8_a_hands_line_on_the_score_screen_says_the_tallies_it_wrote():
    """Advanced: "Bob +0" for a hand of three tally marks (Secondary, the tie-break) read as
    a hand that did nothing; the shared keyboard's score screen and a seat's say them."""
    from types import SimpleNamespace

    from rich.console import Console

    from wordcards.app.widgets.rummy.score import hand_breakdown
    from wordcards.engine.rummy.scoring import HandScore, ScoredWord

    def scored(*notes: str) -> HandScore:
        words = tuple(ScoredWord((), 4 if note.startswith("Primary") else 0, note) for note in notes)
        return HandScore(words, (), None, 0, sum(word.points for word in words))

    seats = [SimpleNamespace(name=name, total=9) for name in ("Ann", "Bob", "Cy")]
    scores = (scored("Primary 4 for 2 letters", "a tally for 2 letters"), scored(*["a tally for 3 letters"] * 3), scored("too short for the pad"))
    console = Console(width=80, record=True)
    console.print(hand_breakdown(SimpleNamespace(variant="advanced", seats=seats), SimpleNamespace(scores=scores), dark=True))
    heads = [line.split("   ")[0] for line in console.export_text().splitlines() if line.startswith(("Ann", "Bob", "Cy"))]
    assert heads == ["Ann  +4, 1 tally", "Bob  +0, 3 tallies", "Cy  +0"]


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ({"variant": "standard", "max_hands": 25}, "Next: hand 3 of at most 25."),  # R11
        ({"variant": "standard", "max_hands": 3}, "Next: hand 3 of at most 3: the last, the match ends after it."),
        ({"variant": "advanced", "match_hands": 5}, "Next: hand 3 of 5."),
        ({"variant": "inverse", "deals": 4}, "Next: deal 3 of 4."),
        ({"variant": "advanced", "match_hands": None}, None),  # a match by minutes: the clock says
    ],
)
def test_R11_the_end_of_hand_screen_says_which_hand_comes_and_the_limit(fields, said):
    from types import SimpleNamespace

    from wordcards.app.widgets.rummy.score import hand_title

    fields = {"max_hands": None, "match_hands": None, "deals": None, "clock": None, **fields}  # no match by minutes
    result = SimpleNamespace(number=2, reason="Ann went out")
    text = hand_title(SimpleNamespace(results=[result], outcome=None, **fields)).plain
    assert text.startswith(("Deal" if fields["variant"] == "inverse" else "Hand") + " 2 is over: Ann went out")
    if said is None:
        assert "Next" not in text
    else:
        assert text.endswith("\n" + said)


async def test_the_quit_question_over_a_hands_score_hides_the_score_keys(new_app):
    """Ctrl+Q between hands: the footer under the question showed "⏎ Next hand" and "w",
    which did nothing while the question was open. Its keys go; they come back after Esc."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "39", "--target", "30")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await play_to_the_hands_score(app, pilot)
        await until(app, pilot, lambda: "Next hand" in screen_text(app), "the footer's key")
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit"
        text = screen_text(app)
        assert "Next hand" not in text and "What could I have played?" not in text
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: "Next hand" in screen_text(app), "the score keys back")
        await keys(app, pilot, "enter")
        assert game.hand_number == 2


async def test_R9_an_inverse_match_between_deals_says_deal_not_hand(new_app):
    """R9 counts deals: the end-of-deal screen says "Deal 1 is over", "Next: deal 2 of 2"
    and its key "Next deal", in one word throughout (it mixed "hand" and "deal")."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "21", "--variant", "inverse", "--deals", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        game = await play_to_the_hands_score(app, pilot)
        await until(app, pilot, lambda: "Next deal" in screen_text(app), "the footer's key")
        text = screen_text(app)
        assert "Deal 1 is over" in text and "Next: deal 2 of 2" in text and "Next hand" not in text
        await keys(app, pilot, "enter")
        assert game.hand_number == 2


async def test_R3_ctrl_z_with_nothing_to_take_back_says_the_draw_stays(new_app):
    """Undo takes back melds only: Ctrl+Z before or after the draw changes nothing and says why."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+z")
        assert "Nothing to take back: draw first." in screen_text(app)
        await keys(app, pilot, "ctrl+d")
        await keys(app, pilot, "ctrl+z")
        game = app.session.game
        assert len(game.actions) == 1 and game.phase is Phase.PLAY  # the draw stays
        assert "Ctrl+Z takes back this turn's melds, never the draw." in screen_text(app)


async def test_the_narrow_status_line_drops_the_variant_name_before_cutting_the_time_left(new_app, computer_waits):
    """At 80 columns a computer's turn in a timed match read "Bit (expert): meld words, then
    discard   advanced · hand 1, 30 minutes · 29:59": " left" was cut off. (Now "Bit's turn" is
    shorter: a 12-letter name's turn keeps the line as long.)"""
    app = new_app("rummy", "--players", "cpu:expert,Annabelle Jo", "--variant", "advanced", "--minutes", "30", "--seed", "9")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app.session.apply(DrawDeck())  # the computer's draw: "meld words, then discard"
        app.screen.redraw()
        await settle(app, pilot)
        status = screen_text(app).splitlines()[0].strip()
        assert status.startswith("Bit's turn · meld, then discard   hand 1, 30 minutes · ")
        assert status.endswith(" left") and "advanced" not in status


def marks_a_turn(panel, view) -> bool:
    """Whether a players panel drawn from ``view`` shows ▸ (whose turn it is) on any seat."""
    from rich.console import Console

    from wordcards.app.widgets.rummy.panels import RummyPlayers

    panel.show(view) if isinstance(panel, RummyPlayers) else panel.show(view, True)
    console = Console(width=40)
    with console.capture() as drawn:
        console.print(panel.content)
    return "▸" in drawn.get()


def test_between_hands_and_after_the_match_the_players_panel_marks_no_ones_turn(words):
    """Between hands the ▸ stayed on the seat that began the hand just over (the engine's
    ``current`` then), as if it were to play: on a remote seat's table (Esc from the
    breakdown) it pointed at Ann while Bob plays first next. After the match too."""
    from wordcards.app.widgets.rummy.panels import RummyPlayers
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import DrawDiscard, RummyMatch
    from wordcards.rulesets import default_ruleset

    game = RummyMatch.new(default_ruleset("rummy"), words, (Player("Ann"), Player("Bob"), Player("Cy")), 3, max_hands=2)
    seen = []
    while not game.is_over:
        seen.append((game.phase, marks_a_turn(RummyPlayers(), game.view(0))))
        if game.phase is Phase.HAND_OVER:
            game.apply(game.legal_actions()[0])  # the next hand
            continue
        plan = rummy_plan(game)
        game.apply({"draw": DrawDeck(), "take": DrawDiscard()}.get(plan, plan))
    assert (Phase.HAND_OVER, False) in seen and (Phase.DRAW, True) in seen
    assert all(shown == (phase is not Phase.HAND_OVER) for phase, shown in seen)
    assert not marks_a_turn(RummyPlayers(), game.view(0))


def test_after_a_shuffle_game_the_players_panel_marks_no_ones_turn(words):
    from wordcards.app.widgets.shuffle.panels import ShufflePlayers
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    start = {"hands": ["SEAT", "DOG"], "deck": "", "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)
    assert marks_a_turn(ShufflePlayers(), game.view(0))
    game.apply(game.resolve("SEAT")[0])  # her last cards, and the deck is empty (S13)
    if not game.is_over:
        game.apply(game.legal_actions()[0])
    assert game.is_over and not marks_a_turn(ShufflePlayers(), game.view(0))


async def test_ctrl_z_typed_straight_after_a_melds_enter_takes_that_meld_back(new_app):
    """Keys queued with no pause between act in the order typed: the meld's Enter reached
    the screen after the Ctrl+Z typed behind it, which said "Nothing to take back" (no meld
    yet) and was lost, and the meld stayed."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        game = app.session.game
        word = next(a.word for a in game.legal_actions() if isinstance(a, Meld) and len(game.resolve(a.word)) == 1)
        await keys(app, pilot, *typed(word), "ctrl+z")
        assert list(game.actions) == [DrawDeck()] and app.screen.entry.value == word


async def test_keys_typed_straight_after_a_discards_enter_go_to_its_question_but_not_enter(new_app):
    """"Discard X?", opened by X⏎: a letter queued behind the Enter went on the line under
    the question (Esc, closing it, then put nothing back). It closes the question and starts
    a word of its own (a discard is one letter: docs/decisions/app.md), as typed a moment
    later. A second Enter (a double press) discards nothing unseen: dropped, the question stays."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        game = app.session.game
        letters = [card.letter for card in game.hand(0)]
        letter = next(letter for letter in letters if letters.count(letter) == 1)  # one colour: asked first
        await keys(app, pilot, *typed(letter), "enter")
        assert app.screen.name == "confirm" and list(game.actions) == [DrawDeck()]
        await keys(app, pilot, "escape")
        await keys(app, pilot, "escape", *typed(letter), "e")
        assert app.screen.name == "turn" and app.screen.entry.value == "E" and list(game.actions) == [DrawDeck()]


async def test_the_hints_cards_for_a_word_are_listed_first_and_marked():
    """A play-tester: the hint said "meld A■G■A●"; typed, AGA listed A■G■A● and A■G■A◆ with
    no mark, where Shuffle's list puts the hint's way first, marked "Hint:". Here the hint
    names TAX in blue, the list's second line before; it is first, marked, and Enter melds it."""
    from test_word_line import rummy_app

    from wordcards.ai import hint

    game, app = rummy_app("Tr Ar Xr Tb Ab Xb")
    best = hint(game)
    assert [card.colour for card in best.cards] == ["blue"] * 3 and game.resolve("TAX")[1] == best
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("tax"))
        assert app.screen.name == "choice" and not any("Hint:" in label for label in choice_labels(app))
        await keys(app, pilot, "escape")  # TAX back on the line, then cleared
        await keys(app, pilot, "escape", "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")  # found in a worker thread
        await keys(app, pilot, *typed("tax"))
        assert app.screen.name == "choice"
        labels = choice_labels(app)
        assert labels[0].startswith(f"1 Hint: T{mark('blue')}A{mark('blue')}X{mark('blue')}")
        assert len(labels) == 2 and "Hint:" not in labels[1]
        await keys(app, pilot, "enter")
        assert list(game.actions) == [best]


def blue_t_hinted():
    """Green T and X and a blue T held: the game, its app, and the hint (discard the blue T)."""
    from test_word_line import rummy_app

    from wordcards.ai import hint

    game, app = rummy_app("Tg Tb Xg")
    best = hint(game)
    assert isinstance(best, Discard) and best.card.colour == "blue"
    return game, app, best


async def test_the_hints_discard_is_listed_first_and_marked_and_enter_discards_it():
    """A play-tester: the hint said "discard T● (green): type T, then Enter."; typed, T listed
    T◆ red then T● green, unmarked, and Enter threw away the red T for good. Here the hint
    names the blue T, second in the list; it is first, marked "Hint:", and Enter discards it."""
    game, app, best = blue_t_hinted()
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")  # found in a worker thread
        await keys(app, pilot, *typed("t"))
        assert app.screen.name == "choice"
        labels = choice_labels(app)
        assert labels[0].startswith(f"1 Hint: T{mark('blue')}") and "blue" in labels[0]
        assert len(labels) == 2 and "Hint:" not in labels[1] and "green" in labels[1]
        await keys(app, pilot, "enter")
        assert list(game.actions) == [best]


async def test_the_discard_hint_over_a_word_not_played_says_esc_first_and_following_it_discards():
    """Play-testers: "› TA▏ not played" on the line, then Ctrl+G: "Hint: discard N● (green):
    type N, then Enter", and doing exactly that typed TAN (a letter goes on with the word
    kept on the line). The hint says Esc first then; followed, it discards the hinted card."""
    game, app, best = blue_t_hinted()
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("ta"))
        assert app.screen.entry.refused and app.screen.entry.value == "TA" and not game.actions
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")  # found in a worker thread
        said = " ".join(screen_text(app).split())
        assert f"Hint: discard T{mark('blue')} (blue): Esc, then type T, then Enter." in said
        await keys(app, pilot, "escape", *typed("t"))
        assert app.screen.name == "choice"
        await keys(app, pilot, "enter")
        assert list(game.actions) == [best]


async def the_discard_question(app, pilot, game, letter: str):
    """Past the hand-off, ``letter`` typed: the question asked before its discard, nothing played yet."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, *typed(letter))
    screen = app.screen
    assert screen.name == "confirm" and not game.actions
    return screen


async def test_R6_the_question_before_the_last_cards_discard_says_you_go_out():
    """"Discard X■ (blue)? Your turn ends, ..." before Ann's last card: the discard goes
    out and ends the hand (R6), which the question did not say (Shuffle's last pass asks
    "Pass and end the game?")."""
    from test_word_line import rummy_app

    game, app = rummy_app("Xb")
    async with app.run_test(size=(64, 20)) as pilot:
        screen = await the_discard_question(app, pilot, game, "x")
        assert str(screen.question) == f"Discard X{mark('blue')} (blue) and go out?"
        assert screen.detail.startswith("It is your last card: you go out and the hand ends.")
        assert screen.yes == "discard and go out"
        # The footer names it too, as "⏎ Discard" for an ordinary discard (it said "⏎ Yes"),
        # whole at 64 columns.
        await settle(app, pilot)
        shown = footer_shown(app)
        assert shown["Discard and go out"] == "enter" and shown["Keep playing"] == "escape" and "Yes" not in shown
        footer = screen_text(app).splitlines()[-1]
        assert "⏎ Discard and go out" in footer and "Yes" not in footer and "esc Keep playing" in footer
        await yes_to_the_question(app, pilot)
        assert game.phase is not Phase.PLAY and not game.hand(0)


@pytest.mark.parametrize(("deals", "ends"), [(3, "the deal"), (1, "the match")])
async def test_R6_R9_an_inverse_discard_on_an_empty_draw_pile_ends_the_deal_or_the_match(deals, ends):
    """Inverse counts deals (R9), but with the draw pile empty (R6) the keyboard asked
    "Discard T● (green) and end the hand?", its footer "⏎ Discard and end the hand", also on
    the match's last deal. The question, its detail and the footer say the deal, or the match."""
    from test_word_line import rummy_app

    game, app = rummy_app("Ar Ab Tg", drawn_out=True, variant="inverse", deals=deals)
    async with app.run_test(size=(64, 20)) as pilot:
        screen = await the_discard_question(app, pilot, game, "t")
        assert str(screen.question) == f"Discard T{mark('green')} (green) and end {ends}?"
        assert screen.detail == f"The draw pile is empty, so {ends} ends with your turn. A discard cannot be taken back."
        await settle(app, pilot)
        assert footer_shown(app)[f"Discard and end {ends}"] == "enter"
        await keys(app, pilot, "enter")
        assert game.phase is not Phase.PLAY


async def test_R3_the_discard_question_opens_over_no_note_of_the_other_games_key():
    """Ctrl+P then N Enter: "Discard N● (green)?" opened over "Ctrl+P is Shuffle's pass: ...",
    a note about a key, not about the question now asked."""
    from test_word_line import rummy_app
    from wordcards.app.other_game_keys import IN_RUMMY

    game, app = rummy_app("Ar Tg Xb")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        await keys(app, pilot, "ctrl+p")
        assert turn.message.content.plain == IN_RUMMY["ctrl+p"]
        await keys(app, pilot, *typed("x"))
        assert app.screen.name == "confirm" and not game.actions
        assert turn.message.content.plain == ""


@pytest.mark.parametrize("players", ["Ann,Bob,Cy,Dee,cpu:hard,cpu:expert", "Ann,Bob,Cy,Dee,Eve,Fay,cpu:hard,cpu:expert"])
async def test_the_first_turn_tip_gives_the_table_its_rows(new_app, players):
    """At 80x24 a 6-player advanced match's two-line first-turn tip squeezed the table, and
    "Dot (expert)"'s row hid behind a scrollbar until the tip went. When the table must
    scroll, the tip takes one line (the message line's own) or none: 6 seats' rows all show;
    with 8 the table keeps every row it has without a tip."""
    app = new_app("rummy", "--players", players, "--variant", "advanced", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)  # the hand-off to Ann: her first turn
        message, table = app.screen.query_one("#message"), app.screen.query_one("#table-box")
        await until(app, pilot, lambda: "Tip: draw" in screen_text(app) and message.size.height == 1, "a one-line tip")
        rows_with_tip = table.size.height
        if players.count(",") == 5:
            # Every seat's row in sight (two seats a line where one a line would scroll).
            rows = screen_text(app).splitlines()[table.region.y : table.region.bottom]
            assert table.max_scroll_y == 0 and any("Dot (expert)" in row[table.region.x : table.region.right] for row in rows)
        message.clear()
        await settle(app, pilot)
        assert table.size.height == rows_with_tip


# Two players hold at most 8 cards (7 dealt, one drawn, R2-R3): why a letter past them is refused.
HAND_HOLDS = "A word here has at most 8 letters, the most cards a hand holds:"


def shown(app) -> str:
    """The screen's text on one line: a note wrapped at the screen's edge reads whole."""
    return " ".join(screen_text(app).split())


async def drawn_with_a_full_line(app, pilot, *letters: str) -> None:
    """Ann's turn (seed 4) past its hand-off, her draw made, then 8 Ls, which fill the line,
    and ``letters``."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, "ctrl+d")
    await keys(app, pilot, *(["l"] * 8), *letters)
    assert app.screen.entry.value == "L" * 8


async def test_R3_the_word_line_takes_no_more_letters_than_a_hand_can_hold(new_app):
    """Two players hold at most 8 cards (7 dealt, one drawn, R2-R3): a ninth letter, or a
    paste that passes 8, is refused and says why. 21 Ls typed by mistake reached the engine."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await drawn_with_a_full_line(app, pilot, "l")
        assert f"{HAND_HOLDS} L was not added." in shown(app)
        await keys(app, pilot, "backspace")
        app.screen.entry.post_message(events.Paste("ll"))
        await settle(app, pilot)
        assert app.screen.entry.value == "L" * 7
        assert "Nothing pasted: a word here has at most 8 letters, the most cards a hand holds." in shown(app)
        assert len(app.session.game.actions) == 1  # the draw only


async def test_R3_letters_past_the_longest_word_typed_in_a_burst_are_all_named(new_app):
    """A play-tester: LUPXY on a line that takes 3 letters said only "Y was not added.", X
    left out unsaid. The letters left out together are named together, counted past a few,
    and a key between starts afresh."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await drawn_with_a_full_line(app, pilot, "x", "y")
        assert f"{HAND_HOLDS} X and Y were not added." in shown(app)
        await keys(app, pilot, "z")
        assert f"{HAND_HOLDS} X, Y and Z were not added." in shown(app)
        await keys(app, pilot, "w", "v")
        assert f"{HAND_HOLDS} 5 letters were not added." in shown(app)
        await keys(app, pilot, "backspace", "l", "q")  # the word changed: Q alone is left out now
        assert app.screen.entry.value == "L" * 8
        assert f"{HAND_HOLDS} Q was not added." in shown(app)
        await keys(app, pilot, "1", "r")  # another key between (a digit, left out): R alone
        assert f"{HAND_HOLDS} R was not added." in shown(app)


async def test_R3_the_letters_not_added_start_afresh_after_a_question_or_a_click_and_name_a_letter_once(new_app):
    """A review: X refused on a full line, then Ctrl+C (a key the line never sees), Esc on
    the quit question, then Y said "X and Y were not added." (X was old news); a mouse
    click between did the same; and XX said "X and X". Each letter is named once (and
    counted each time), and a question or a click between starts afresh."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await drawn_with_a_full_line(app, pilot, "x", "x")
        assert f"{HAND_HOLDS} 2 letters were not added: X." in shown(app)
        turn = app.screen
        await keys(app, pilot, "ctrl+c")
        assert app.screen is not turn and "Quit" in screen_text(app)  # the quit question
        await keys(app, pilot, "escape")
        assert app.screen is turn, screen_text(app)
        assert "not added" not in shown(app)  # its note went with the question, as after a click
        await keys(app, pilot, "y")
        assert app.screen.entry.value == "L" * 8, screen_text(app)
        assert f"{HAND_HOLDS} Y was not added." in shown(app)
        await pilot.click(offset=(5, 4))  # on the table: it takes the focus
        await settle(app, pilot)
        assert not app.screen.entry.has_focus
        await keys(app, pilot, "z")
        assert f"{HAND_HOLDS} Z was not added." in shown(app)


async def test_R3_a_click_on_the_hand_takes_the_letters_not_added_and_their_note_away(new_app):
    """A review: "X and Y were not added." stayed under the line after a click on the hand
    (it takes no focus, so the line's blur never came), and Z then said "X, Y and Z". A
    click anywhere is something else done (docs/playing.md): the note goes, the word and
    its focus stay, and the next letter is named alone. A click on the table does the same."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(100, 30)) as pilot:
        await drawn_with_a_full_line(app, pilot, "x", "y")
        assert f"{HAND_HOLDS} X and Y were not added." in shown(app)
        await pilot.click("#hand", offset=(8, 0))
        await settle(app, pilot)
        assert app.focused is app.screen.entry and app.screen.entry.value == "L" * 8
        assert "were not added" not in shown(app) and str(app.screen.message.content) == ""
        await keys(app, pilot, "z")
        assert f"{HAND_HOLDS} Z was not added." in shown(app)
        await pilot.click("#table-box")
        await settle(app, pilot)
        assert "not added" not in shown(app)


async def test_enter_on_an_empty_word_line_before_the_draw_points_at_the_draw(new_app):
    """Before the draw no word is wanted: Enter on the empty line says to draw (as the
    line's prompt and Ctrl+Z do), not "Type a word"; after the draw it asks for a word."""
    from wordcards.app.answer_words import DRAW_FIRST, TYPE_A_WORD

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "4")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "enter")
        text = screen_text(app)
        assert DRAW_FIRST in text and TYPE_A_WORD not in text
        await keys(app, pilot, "ctrl+d")
        await keys(app, pilot, "enter")
        assert TYPE_A_WORD in screen_text(app) and len(app.session.game.actions) == 1


@pytest.mark.parametrize(
    ("variant", "match"),
    [
        ("standard", "Word Rummy · standard · to 150 · hand 1/25"),
        ("advanced", "Word Rummy · advanced · hand 1 of 5"),
        ("inverse", "Word Rummy · inverse · deal 1 of 5"),
    ],
)
async def test_at_80_columns_every_variant_heads_the_line_with_the_match_then_whose_turn(new_app, variant, match):
    """Standard turned round at 80 columns ("Ann's turn · draw a card   standard · to 150
    points · hand 1/25") where advanced and inverse read "Word Rummy · advanced · ...   Ann's
    turn ...": its target and hand limit give way instead."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "8", "--variant", variant)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert screen_text(app).splitlines()[0].strip() == f"{match}   Ann's turn · draw a card"
