"""A whole seeded Shuffle game played through the keyboard, as two people would."""

from __future__ import annotations

from itertools import permutations

from drivers import (
    burst, choice_labels, hand_row, keys, new_word, past_the_handoff, settle, shuffle_plan, typed, until, yes_to_the_question,
)
from screen_text import screen_text

from wordcards import saves
from wordcards.engine.shuffle.actions import EndTurn, HandWord, Pass, Steal


def three_letter_word_refused_for_S4(game) -> str:
    """A word of the word list made of three of the current hand's cards: refused only
    because it is a first play (S4), not because it is not a word (S11)."""
    letters = [card.letter for card in game.view(game.current).hand if card.letter]
    for word in sorted({"".join(three) for three in permutations(letters, 3)}):
        refusal = game.check(HandWord(word))
        if word in game.words and refusal is not None and refusal.rule == "S4":
            return word
    raise AssertionError(f"no 3-letter word in {letters}: choose another seed")


def ann_to_play(words, start: dict):
    """Ann to play against Bob from ``start`` (ShuffleGame.from_position's position): the
    game and an app on it, not yet running."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)
    return game, WordcardsApp(Session(game, autosave=False))


async def ways_listed(app, pilot, word: str) -> list[str]:
    """Ann, handed the turn, types ``word``: the list of its ways to play, as its lines."""
    await past_the_handoff(app, pilot)
    await pilot.press(*typed(word))
    await settle(app, pilot)
    assert app.screen.name == "choice"
    return choice_labels(app)


def hand_letters(game, seat: int) -> list[str]:
    return [card.letter or "*" for card in game.view(seat).hand]


async def test_a_whole_shuffle_game_through_key_presses(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    handoffs, stolen_from_list, refused, undone = 0, False, False, False
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        for _ in range(600):
            game = app.session.game
            text = screen_text(app)
            screen = app.screen.name
            if screen == "handoff":
                handoffs += 1
                name = game.players[game.current].name
                assert f"Pass to {name}" in text
                assert hand_row(text) is None  # privacy: no hand behind the hand-off
                await past_the_handoff(app, pilot)
            elif screen == "score":
                break
            elif screen == "confirm":
                await yes_to_the_question(app, pilot)
            elif screen == "choice":
                labels = choice_labels(app)
                steal = next((i for i, label in enumerate(labels) if label.split(" ", 1)[1].startswith("steal")), 0)
                before = len(game.actions)
                await keys(app, pilot, str(steal + 1))
                await settle(app, pilot)
                if isinstance(game.actions[-1], Steal) and len(game.actions) == before + 1:
                    stolen_from_list = True
            else:
                assert screen == "turn"
                # Only the hand of the player to act is ever drawn.
                assert hand_row(text) == hand_letters(game, game.current)
                if not refused:
                    before = game.actions
                    await keys(app, pilot, *typed("qzxv"))
                    await settle(app, pilot)
                    assert "QZXV" in screen_text(app) and game.actions == before  # nothing changed
                    refused = True
                    continue
                play = shuffle_plan(game)
                if play is None:
                    await keys(app, pilot, *(["ctrl+e"] if game.view(game.current).turn_plays else ["ctrl+p", "enter"]))
                elif hasattr(play, "word"):
                    await keys(app, pilot, *new_word(app, play.word))
                else:
                    await keys(app, pilot, "ctrl+j")
                await settle(app, pilot)
                if not undone and app.screen.name == "turn" and game.can_undo:
                    count = len(game.actions)
                    await keys(app, pilot, "ctrl+z")
                    await settle(app, pilot)
                    assert len(game.actions) == count - 1
                    undone = True
            await settle(app, pilot)
        game = app.session.game
        assert game.is_over and app.screen.name == "score"
        text = screen_text(app)
        winners = [game.players[i].name for i in game.outcome.winners]
        assert "Game over" in text and all(name in text for name in winners)
        assert any(isinstance(a, (EndTurn, Pass)) for a in game.actions)
        # The finished game is no longer "unfinished": resume would find nothing.
        assert saves.read_save() is None
        await keys(app, pilot, "n")  # a new game: the same players, a new deal, behind the hand-off
        assert app.session.game is not game and not app.session.game.actions
        assert app.session.game.players == game.players and app.screen.name == "handoff"
    assert handoffs > 2 and stolen_from_list and refused and undone


def footer_row(app) -> str:
    """The screen's last line (the evening's board above it says "Play again: ... plays first")."""
    return screen_text(app).splitlines()[-1]


async def test_end_turn_and_pass_keys_show_only_when_usable(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        # settle knows the footer's keys; their row is drawn at the next layout (a busy machine: later)
        await until(app, pilot, lambda: "Pass" in footer_row(app), "the footer drawn")
        footer = footer_row(app)
        assert "Pass" in footer and "End turn" not in footer and "Undo" not in footer
        play = shuffle_plan(app.session.game)
        await pilot.press(*typed(play.word))
        await until(app, pilot, lambda: "End turn" in footer_row(app), "the footer drawn")
        footer = footer_row(app)
        assert "End turn" in footer and "Undo" in footer and "Pass" not in footer
        # Ctrl+P is not usable now: pressing it changes nothing.
        count = len(app.session.game.actions)
        await pilot.press("ctrl+p")
        await settle(app, pilot)
        assert len(app.session.game.actions) == count


async def test_S4_first_play_rule_is_shown_and_enforced(new_app):
    """S4: the status line says what the first play must be; a real 3-letter word from the
    hand (one a later turn could play) is refused for S4, saying why, and nothing is played."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await settle(app, pilot)
        assert "first play: 4+ letters from your hand" in screen_text(app)
        game = app.session.game
        three = three_letter_word_refused_for_S4(game)
        await keys(app, pilot, *typed(three))
        assert not game.actions and game.turn == []
        said = app.screen.query_one("#message").render().plain
        assert "first play" in said and "4+" in said and f"{three} has 3" in said, said


async def test_the_ways_to_play_a_word_are_listed_best_first(words):
    """S14: the list that asks how to play TENTS puts the way that scores most first, so
    Enter on the first line scores as much as any. Taking S alone sheds four hand cards,
    taking S and T three: the first scores one more (the list once put +40 above +41)."""
    import re

    start = {"hands": ["TENTQ", "DOGEA"], "table": [{"owner": 1, "word": "CHATS"}, {"owner": 1, "word": "CARTS"}],
             "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(80, 24)) as pilot:
        labels = await ways_listed(app, pilot, "tents")
        points = [int(re.search(r"\(([+-]\d+) to your score\)", label).group(1)) for label in labels]
        assert len(points) > 2 and points == sorted(points, reverse=True) and points[0] > points[-1]
        before = game.score(0).total
        await pilot.press("enter")
        await settle(app, pilot)
        assert game.score(0).total - before == max(points)


async def test_a_long_list_of_ways_says_how_many_there_are(words):
    """With S, E, A, T and a joker in hand, SEAT can be played 16 ways and the window shows
    6: the question says how many there are and in what order, so the lines below the
    window are not taken for none, and that those past 9 are reached with the arrows."""
    from wordcards.app.shuffle_choice import in_order

    start = {"hands": ["EERS*AT", "DOGEAI"], "table": [{"owner": 1, "word": "CARTS"}], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    ways = len(in_order(game, game.resolve("SEAT")))
    async with app.run_test(size=(80, 24)) as pilot:
        await ways_listed(app, pilot, "seat")
        assert ways > 6
        said = " ".join(screen_text(app).split())
        assert f"How do you want to play SEAT? {ways} ways, the most points first:" in said
        # Only lines 1-9 have a number key: the list says the rest are reached with the arrows.
        assert "Press its number (1-9), or move with ↑↓ to any line and press Enter." in said
        assert choice_labels(app)[0] == "1 new word SEAt from your hand - a joker from your hand as T (+12 to your score)"


async def test_S14_the_ways_that_play_the_hands_joker_come_first_when_they_score_most(words):
    """S9, S1: with E, S and a joker in hand, CARTES extends CaRT three ways. A joker played
    for a letter scores more at once (its hand penalty goes): the two ways that spend it
    (+6 each) come first, the plain extension with E and S (+2) last, and Enter plays the
    first. (The list put the ways that keep the joker first, so Enter played the +2 and the
    review counted the turn as a chance missed.)"""
    from wordcards.engine.shuffle.actions import Extend

    start = {"hands": ["ASEX*", "EENOT"], "table": [{"owner": 1, "word": "CaRT"}], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(64, 20)) as pilot:
        labels = await ways_listed(app, pilot, "cartes")
        assert str(app.screen.title_text) == "How do you want to play CARTES? 3 ways, the most points first:"
        assert "1-3 Pick" in screen_text(app).splitlines()[-1]  # as its text says: "Press its number"
        assert [label[-len("(+6 to your score)"):] for label in labels] == ["(+6 to your score)"] * 2 + ["(+2 to your score)"]
        assert labels[-1] == "3 extend Bob's CaRT to CaRTES (it stays Bob's: a steal needs 4+ cards) (+2 to your score)"
        before = game.score(0).total
        await pilot.press("enter")
        await settle(app, pilot)
        assert list(game.actions) == [Extend(1, "CaRTEs")] and game.score(0).total - before == 6


async def test_the_hinted_way_is_marked_first_and_enter_plays_it(words):
    """The hint (Ctrl+G) names DeMY, a joker as the E: typed, DEMY can be played five ways.
    The hint's way is the first line, marked "Hint:", and Enter plays it (it was below the
    plain DEMY, unmarked); after an undo back to where the hint was found, still marked."""
    from wordcards.ai import hint

    start = {"hands": ["EMYD*", "BOGEAI"], "table": [], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    best = hint(game)
    assert best == HandWord("DeMY")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in screen_text(app), "the hint")  # found in a worker thread
        await keys(app, pilot, *typed("demy"))
        assert app.screen.name == "choice"
        labels = choice_labels(app)
        assert len(labels) == 5 and labels[0] == f"1 Hint: {game.describe(best)} (+24 to your score)"
        assert not any("Hint:" in label for label in labels[1:])
        await pilot.press("enter")
        await settle(app, pilot)
        assert list(game.actions) == [best]
        # Taken back, the game is where the hint was found: DEMY, back on the line, lists it marked.
        await keys(app, pilot, "ctrl+z")
        await keys(app, pilot, "enter")
        assert app.screen.name == "choice" and choice_labels(app)[0].startswith("1 Hint: ")


# Seed 10 after TeSTS and CLIP (a play-tester's game): Ann's E for TeSTS's joker, then FJoRDS.
AFTER_TESTS_AND_CLIP = {
    "hands": ["DEFJNQR", "ABC"], "table": [{"owner": 0, "word": "TeSTS"}, {"owner": 1, "word": "CLIP"}],
    "current": 0, "first_played": [True, True],
}


async def asked_for_the_swap_hint(app, pilot) -> None:
    """Past the hand-off, Ctrl+G, and the hint that names the swap shown."""
    await past_the_handoff(app, pilot)
    await keys(app, pilot, "ctrl+g")
    await until(app, pilot, lambda: "Hint: swap" in str(app.screen.message.content), "the hint")


async def test_S10_the_hint_names_a_joker_swap_then_the_play_it_leads_to_and_both_points(words):
    """A play-tester (seed 10, after TeSTS and CLIP): Ctrl+G said FENDS (+17), where Ctrl+J
    (the E for TeSTS's joker, -3) then FJoRDS (+38) makes +35. The hint names the swap, its
    key, the play after it and their total; "Which joker?" has one way, so Ctrl+J swaps."""
    from wordcards.engine.shuffle.actions import SwapJoker

    game, app = ann_to_play(words, AFTER_TESTS_AND_CLIP)
    async with app.run_test(size=(100, 30)) as pilot:
        await asked_for_the_swap_hint(app, pilot)
        assert str(app.screen.message.content) == (
            "Hint: swap your E for the joker in your TeSTS (Ctrl+J), then take S from your TESTS (leaving TEST):"
            " FJoRDS - a joker from your hand as O (+35 to your score in all)."
        )
        await keys(app, pilot, "ctrl+j")
        assert list(game.actions) == [SwapJoker(1, "E")]


async def test_S10_after_the_hinted_swap_the_hint_names_the_play_it_promised(words):
    """A play-tester followed a two-step hint (a swap, then WEARYiNG), then found no line
    marked as the hint among WEARYING's ways, and Ctrl+G naming another line. Right after
    the hinted swap, the play promised is the hint: marked among the ways, and said by Ctrl+G."""
    from wordcards.engine.shuffle.actions import SwapJoker

    game, app = ann_to_play(words, AFTER_TESTS_AND_CLIP)
    async with app.run_test(size=(100, 30)) as pilot:
        await asked_for_the_swap_hint(app, pilot)
        await keys(app, pilot, "ctrl+j")
        assert list(game.actions) == [SwapJoker(1, "E")]
        promised = app.screen.hinted_play()
        assert promised is not None and promised.word == "FJoRDS"
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "as promised" in str(app.screen.message.content), "the hint again")
        assert str(app.screen.message.content) == (
            f"Hint: {game.describe(promised)} ({game.score_change(promised):+d} to your score), as promised after the swap:"
            " type FJORDS, then Enter."
        )
        # The list of ways marks hinted_play() (as the DEMY test above shows); FJORDS has one way.
        await keys(app, pilot, *typed("fjords"))
        assert list(game.actions) == [SwapJoker(1, "E"), promised]


async def test_S10_the_promised_play_over_a_word_on_the_line_says_esc_first(words):
    """A review: after the hinted swap, with a word kept on the line, Ctrl+G named the
    promised FJoRDS without "Esc, then type": typed, it would go on with the word there
    (docs/playing.md: every hint that names a word says Esc first)."""
    game, app = ann_to_play(words, AFTER_TESTS_AND_CLIP)
    async with app.run_test(size=(100, 30)) as pilot:
        await asked_for_the_swap_hint(app, pilot)
        await keys(app, pilot, "ctrl+j", "d")
        promised = app.screen.hinted_play()
        assert promised is not None and app.screen.entry.value == "D"
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "as promised" in str(app.screen.message.content), "the hint again")
        assert str(app.screen.message.content) == (
            f"Hint: {game.describe(promised)} ({game.score_change(promised):+d} to your score), as promised after the swap:"
            " Esc, then type FJORDS, then Enter."
        )


def seed_10_after_tests_and_clip(words):
    """The hint tests' position in a game of its own seed (10, after TeSTS and CLIP: Ann
    to play, holding D E F J N Q R), which a save replays."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 10)
    for notation in ("TeSTS", "end", "CLIP", "end"):
        game.apply(game.parse_action(notation))
    return game


async def quit_after_the_hinted_swap(words, asked_again: bool = False):
    """Seed 10: Ann asks the hint, makes its swap (and with ``asked_again`` asks again),
    then quits; the game and the play the hint promised."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.engine.shuffle.actions import SwapJoker

    game = seed_10_after_tests_and_clip(words)
    app = WordcardsApp(Session(game))
    async with app.run_test(size=(100, 30)) as pilot:
        await asked_for_the_swap_hint(app, pilot)
        await keys(app, pilot, "ctrl+j")
        assert list(game.actions)[-1] == SwapJoker(1, "E")
        promised = app.screen.hinted_play()
        assert promised is not None and promised.word == "FJoRDS"
        if asked_again:
            await keys(app, pilot, "ctrl+g")
            await until(app, pilot, lambda: "as promised" in str(app.screen.message.content), "the promised play")
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
    return game, promised


def as_promised(game, promised) -> str:
    typed = f"type {promised.word.upper()}, then Enter"
    return f"Hint: {game.describe(promised)} ({game.score_change(promised):+d} to your score), as promised after the swap: {typed}."


async def test_S10_a_resume_right_after_the_hinted_swap_keeps_the_hints_promise(words):
    """Quit right after the hinted swap, resume: the ways list still marks the play the
    hint promised and Ctrl+G names it "as promised" (the save carries it), not a search
    afresh."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session

    game, promised = await quit_after_the_hinted_swap(words)
    session = Session.resume(saves.read_save(), words, None, None)
    assert session.game.actions == game.actions
    app = WordcardsApp(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        assert app.screen.hinted_play() == promised
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in str(app.screen.message.content), "the hint after the resume")
        assert str(app.screen.message.content) == as_promised(session.game, promised)


async def test_S10_a_promised_play_named_before_the_quit_is_shown_again_after_the_resume(words):
    """The hint Ann saw on the position after the swap (the save records it: the log notes a
    hint once a turn, so only the first, before the swap): on taking the keyboard after the
    resume, it shows again by itself, as any hint told there does (the restored promise once
    kept it from showing: the screen took it for a hint of its own; then the second hint's
    missing note did)."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session

    _, promised = await quit_after_the_hinted_swap(words, asked_again=True)
    session = Session.resume(saves.read_save(), words, None, None)
    app = WordcardsApp(session)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: "Hint:" in str(app.screen.message.content), "the hint shown again")
        assert str(app.screen.message.content) == as_promised(session.game, promised)
        # Noted once this turn, before the swap; not again after it, nor by the resume.
        assert session.log()[-2:] == ["Ann used a hint", "Ann swapped E for the joker in their own TeSTS: TESTS"]


async def test_S10_a_promised_play_whose_words_fail_says_no_hint_and_play_goes_on(words, monkeypatch):
    """The promised play's words replay the swap and its follow-up on a clone: made on the
    event loop, a failure there was a traceback that ended the game. They are made with the
    search, in its thread and its ``try``: the player reads "no hint this time" and plays on."""
    from wordcards.app import shuffle_hint

    def fails(*args, **kwargs):
        raise ValueError("the replay failed")

    game, app = ann_to_play(words, AFTER_TESTS_AND_CLIP)
    async with app.run_test(size=(100, 30)) as pilot:
        await asked_for_the_swap_hint(app, pilot)
        await keys(app, pilot, "ctrl+j")
        monkeypatch.setattr(shuffle_hint, "promised", fails)
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "no hint" in str(app.screen.message.content), "the hint's failure said")
        assert str(app.screen.message.content) == "Hint: no hint this time (the replay failed)."
        assert app.screen.name == "turn" and app.screen.check_action("hint", ()) is True  # Ctrl+G works again
        assert app.session.log().count("Ann used a hint") == 1  # the failed one is not noted


async def test_S10_after_the_hinted_swap_a_better_line_opened_is_named_in_a_clause(words):
    """The play-tester's game (seed 1237728129): Mum's hint is the U for Tom's EQuIP joker,
    then WEARYiNG (+35 in all). After that swap the joker in her hand lets her swap her W
    into Bit's SHOwPIECE for REEQUIPpiNG: the hint still names WEARYiNG, as promised, and
    adds the better line's first step; made, Ctrl+G names its second."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    seats = (Player("Mum"), Player("Tom", junior=True), Player("Bit (normal)", computer="normal"))
    game = ShuffleGame.new(default_ruleset("shuffle"), words, seats, 1237728129)
    for notation in (
        "JILTS", "end", "HEAT", "take 1:S SO", "end", "FoXY", "end", "take 2:H HAZEL", "end", "swap 4 O", "QuIPS",
        "ext 6 EQuIPS", "end", "steal 3 SHOwPIECE", "end", "steal 2 BERATING", "take 6:S SIN", "end", "take 5:L KEELSON", "end",
    ):
        game.apply(game.parse_action(notation))
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint: swap" in str(app.screen.message.content), "the hint")
        assert "then take Y from Bit's FOXY (leaving FOX): WEARYiNG" in str(app.screen.message.content)
        hinted_swap = app.screen.hinted_play()
        game.apply(hinted_swap)  # as Ctrl+J and its list would (the list's marking is tested above)
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "as promised" in str(app.screen.message.content), "the promised play")
        message = " ".join(str(app.screen.message.content).split())
        assert message.startswith("Hint: take Y from Bit's FOXY (leaving FOX): WEARYiNG")
        assert message.endswith(
            "as promised after the swap: type WEARYING, then Enter; a better line has opened: first swap your W for the joker in Bit's SHOwPIECE"
            " (Ctrl+J), +45 in all."
        )
        assert app.screen.hinted_play().word == "WEARYiNG"  # the ways list marks it
        showpiece = next(word.id for word in game.table.values() if word.word == "SHOWPIECE")
        game.apply(game.parse_action(f"swap {showpiece} W"))
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "as promised" in str(app.screen.message.content), "the next promised play")
        assert "REEQUIPpiNG" in str(app.screen.message.content) and "better" not in str(app.screen.message.content)


async def test_ways_that_differ_only_in_which_of_two_equal_letters_is_the_joker_are_one(words):
    """With H, E, E, L and a joker, HEEL can be played with the joker as L, as either E, as
    H, or without it. HEeL and HeEL play the same cards for the same points and leave the
    same letters on the table: one line, not two (HEEl keeps an E in hand instead of an L,
    so it stays apart). With one E, the two are the only ways: HEEL is played at once.
    LeVEL and LEVeL stay two: a take of the joker would leave another word (S8)."""
    from wordcards.app.shuffle_choice import in_order

    start = {"hands": ["HEEL*", "DOGAI"], "table": [], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    assert len(game.resolve("HEEL")) == 5  # the engine still lists both (the computer players use them)
    async with app.run_test(size=(80, 24)) as pilot:
        labels = await ways_listed(app, pilot, "heel")
        assert len(labels) == 4 and "4 ways" in " ".join(screen_text(app).split())
        assert sum(" as the second E" in label or " as the first E" in label for label in labels) == 1
        assert sum(" as L " in label for label in labels) == 1
    start = {"hands": ["HEL*", "DOGAI"], "table": [], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    assert len(game.resolve("HEEL")) == 2
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("heel"))
        assert app.screen.name == "turn" and list(game.actions) == [HandWord("HEeL")]
    game, _ = ann_to_play(words, {"hands": ["LEVL*Q", "DOGAI"], "table": [], "current": 0, "first_played": [True, True]})
    assert [play.word for play in in_order(game, game.resolve("LEVEL"))] == ["LEVeL", "LeVEL"]


def test_S8_ways_that_differ_only_in_which_of_two_equal_letters_apart_is_the_joker_say_why(words):
    """With E, Y and a joker, EYE lists EYe and eYE for the same points: a newcomer could not
    tell why it asks. They differ later (S6, S8, S9): extended to EYES, a take of the joker
    leaves YES from eYES, while from EYeS only the E card can be taken. Each line says so;
    a way alone in its kind (HEEL's joker as L) says nothing of it."""
    from wordcards.app.shuffle_choice import JOKER_PLACE_MATTERS, listed

    game, _ = ann_to_play(words, {"hands": ["EY*", "DOGAI"], "table": [], "current": 0, "first_played": [True, True]})
    _, plays, labels, points = listed(game, "EYE", game.resolve("EYE"))
    assert [play.word for play in plays] == ["EYe", "eYE"] and points[0] == points[1]
    assert all(label.endswith(f"{JOKER_PLACE_MATTERS} (+{points[0]} to your score)") for label in labels)
    assert all(", which matters to a later take (+" in label for label in labels)  # no ruling id: "take (S8) (+5"
    for display, taken in (("eYES", "ARe"), ("EYeS", "ARE")):  # the difference the lines speak of
        later, _ = ann_to_play(words, {"hands": ["RA", "DOGAI"], "table": [{"owner": 1, "word": display}], "current": 0, "first_played": [True, True]})
        assert taken in [play.word for play in later.legal_plays("take")]
    game, _ = ann_to_play(words, {"hands": ["HEEL*", "DOGAI"], "table": [], "current": 0, "first_played": [True, True]})
    _, _, labels, _ = listed(game, "HEEL", game.resolve("HEEL"))
    assert len(labels) == 4 and not any(JOKER_PLACE_MATTERS in label for label in labels)


async def test_S3_ctrl_z_with_no_play_this_turn_says_so(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+z")
        assert not app.session.game.actions
        assert "Nothing to take back: Ctrl+Z takes back this turn's plays" in screen_text(app)


async def test_S10_a_joker_swapped_back_is_not_lit_as_just_drawn(words):
    """Ctrl+J took the joker from Ann's CRaW into her hand, and the hand lit it with
    "lit: just drawn": it came from the table, not the deck."""
    start = {"hands": ["AXE", "DOGEA"], "table": [{"owner": 0, "word": "CRaW"}], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await pilot.press("ctrl+j")
        await settle(app, pilot)
        assert "Played: swap your A for the joker" in screen_text(app)
        assert "lit: just drawn" not in screen_text(app)


async def test_the_quit_question_over_the_final_score_hides_the_score_keys(new_app, monkeypatch):
    """Ctrl+Q on the final score asks first after an evening's second game (its scoreboard;
    a game alone, its end saved or not, quits at once: h48), here while the save fails: the
    footer under the question showed "⏎ Play again" and "w", which did nothing while it was
    open. Its keys go; they come back after Esc."""

    def full_disk(*args, **kwargs):
        raise OSError("No space left on device")

    monkeypatch.setattr(saves, "write_save", full_disk)
    app = new_app("shuffle", "--players", "Ann,cpu:hard", "--seed", "3", "--fast")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        for _ in range(400):  # Ann passes (and says yes) until the computer has won
            if app.screen.name == "score":
                break
            game = app.session.game
            if app.screen.name == "handoff":
                await past_the_handoff(app, pilot)
            elif app.screen.name == "confirm":  # yes to the pass
                await yes_to_the_question(app, pilot)
            elif app.screen.name == "turn" and game.players[game.current].computer is None:
                await keys(app, pilot, "ctrl+p")
            else:
                await settle(app, pilot)
        await until(app, pilot, lambda: "Play again" in footer_row(app), "the footer's key")
        assert app.session.save_problem
        app.session.evening = (("Ann",),)  # a game won by Ann before this one tonight
        await keys(app, pilot, "ctrl+q")
        assert app.screen.name == "quit"
        assert "Play again" not in footer_row(app) and "What could I have played?" not in footer_row(app)
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: "Play again" in footer_row(app), "the score keys back")



async def test_S3_ctrl_e_after_every_card_is_played_says_on_the_message_line_that_the_turn_goes_on(words):
    """Found in play: "Ann played every card, drew 7 cards and plays again" was in the log
    only; the message line was blank, and the new hand seemed to come from nowhere."""
    from wordcards.engine.shuffle.actions import HandWord

    game, app = ann_to_play(words, {"hands": ["SEAT", "DOGEAQR"], "current": 0})
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        assert game.resolve("seat") == [HandWord("SEAT")]
        await keys(app, pilot, *typed("seat"))
        assert not game.hands[0]
        await keys(app, pilot, "ctrl+e")
        assert game.current == 0 and len(game.hands[0]) == 7 and app.screen.name != "handoff"
        assert str(app.screen.message.content) == "You played every card, drew 7 cards and play again."


async def test_S13_the_empty_hand_row_says_what_ctrl_e_does_with_the_deck_left(words):
    """Found in play: with the deck empty, the hand row of a player who had played every
    card said "end the turn (Ctrl+E) to draw a new hand and play again", and Ctrl+E ended
    the game (S13). It says what ending the turn does: the game ends, or (S3) the player
    draws the last cards the deck has and plays again."""
    from wordcards.engine.shuffle.actions import HandWord

    for deck, said, after in [
        ("", "end the turn (Ctrl+E) to end the game (the deck is empty)", "game over"),
        ("B", "end the turn (Ctrl+E) to draw the last card and play again", 1),
        ("BCF", "end the turn (Ctrl+E) to draw the last 3 cards and play again", 3),
        ("BCFHIKL", "end the turn (Ctrl+E) to draw a new hand and play again", 7),
    ]:
        game, app = ann_to_play(words, {"hands": ["SEAT", "DOGEAQR"], "deck": deck, "current": 0})
        async with app.run_test(size=(80, 24)) as pilot:
            await past_the_handoff(app, pilot)
            assert game.resolve("seat") == [HandWord("SEAT")]
            await keys(app, pilot, *typed("seat"))
            assert not game.hands[0]
            await until(app, pilot, lambda: f"Hand    empty: {said}" in screen_text(app), f"the hand row, deck {deck!r}")
            await keys(app, pilot, "ctrl+e")
            if after == "game over":
                assert game.is_over
            else:
                assert not game.is_over and game.current == 0 and len(game.hands[0]) == after


def test_S13_with_every_card_played_the_hint_says_what_ctrl_e_does_as_the_hand_row_does(words):
    """With the deck empty the hint said "no other play found: end your turn (Ctrl+E).",
    while the hand row said (and Ctrl+E did) that ending the turn ends the game."""
    from wordcards.app import shuffle_hint
    from wordcards.app.widgets.shuffle.panels import empty_hand_next

    for deck, said in [
        ("", "end the turn (Ctrl+E) to end the game (the deck is empty)"),
        ("BCF", "end the turn (Ctrl+E) to draw the last 3 cards and play again"),
        ("BCFHIKL", "end the turn (Ctrl+E) to draw a new hand and play again"),
    ]:
        game, _ = ann_to_play(words, {"hands": ["SEAT", "DOGEAQR"], "deck": deck, "current": 0})
        game.apply(HandWord("SEAT"))
        assert shuffle_hint.nothing_found(game) == f"no card left to play: {said}."  # not "no other play found"
        assert empty_hand_next(game.view(0), game.rules) == f": {said}"
    game, _ = ann_to_play(words, {"hands": ["SEATX", "DOGEAQR"], "deck": "", "current": 0})
    game.apply(HandWord("SEAT"))
    # A card kept, SEAT played: no play found besides it, and the turn passes.
    assert shuffle_hint.nothing_found(game) == "no further play found: end your turn (Ctrl+E)."
    game, _ = ann_to_play(words, {"hands": ["SEATX", "DOGEAQR"], "deck": "", "current": 0})
    assert shuffle_hint.nothing_found(game).startswith("no play found: pass (Ctrl+P)")  # nothing played yet


async def test_keys_typed_straight_after_enter_act_after_the_word(words):
    """Keys queued with no pause (a fast typist, a burst over ssh) act in the order typed.
    The word's Enter went through a message that reached the screen after the keys queued
    behind it: "seat⏎^E" played SEAT and left the turn going (Ctrl+E was refused: no play
    yet), and "seat⏎dog⏎" typed DOG on the end of SEAT (SEATDOG, not a word)."""
    start = {"hands": ["SEATDOGX", "DOGEAQR"], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("seat"), *typed("dog"), "ctrl+z")
        assert list(game.actions) == [HandWord("SEAT")] and app.screen.entry.value == "DOG"
        await keys(app, pilot, "escape", *typed("dog"), "ctrl+e")
        assert list(game.actions) == [HandWord("SEAT"), HandWord("DOG"), EndTurn()] and app.screen.name == "handoff"
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("seat"), "ctrl+e")
        assert list(game.actions) == [HandWord("SEAT"), EndTurn()] and game.current == 1


async def test_keys_typed_straight_after_the_enter_that_opens_the_list_go_to_the_list(words):
    """Queued behind the Enter that opened "How do you want to play TENTS?", a digit was
    lost (the list stayed) and a letter went on the line under the list (Esc, closing it,
    then put nothing back). As if typed a moment later: the digit picks its way, a letter
    closes the list and goes on with the word. A second Enter (a double press) picks no
    way unseen: dropped, the list stays."""
    from wordcards.app.shuffle_choice import in_order

    start = {"hands": ["TENTQ", "DOGEA"], "table": [{"owner": 1, "word": "CHATS"}, {"owner": 1, "word": "CARTS"}],
             "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    second = in_order(game, game.resolve("TENTS"))[1]
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("tents"), "x")
        assert app.screen.name == "turn" and app.screen.entry.value == "TENTSX" and not game.actions
        await keys(app, pilot, "escape", *typed("tents"), "enter")
        assert app.screen.name == "choice" and not game.actions
        await keys(app, pilot, "escape")
        assert app.screen.name == "turn" and app.screen.entry.value == "TENTS"  # put back
        await keys(app, pilot, "enter", "2")
        assert list(game.actions) == [second] and app.screen.name == "turn"


async def test_a_key_typed_while_the_enter_that_opens_the_list_is_handled_comes_after_the_keys_before_it(words):
    """TENTS⏎ 2 x: the 2, typed straight after Enter, waits behind it at the word line and is
    handed on to the list; the x, read from the terminal as the line handles the Enter, waits
    in the app's queue. Handed on to the back of that queue, the 2 came after the x: the x
    closed the list (nothing played, TENTSX on the line) and the 2 was lost. In the order
    typed: the 2 plays the second way (the x then finds the list answered, as a letter typed
    ahead of a way picked does)."""
    from textual import events

    from wordcards.app.shuffle_choice import in_order

    start = {"hands": ["TENTQ", "DOGEA"], "table": [{"owner": 1, "word": "CHATS"}, {"owner": 1, "word": "CARTS"}],
             "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    second = in_order(game, game.resolve("TENTS"))[1]
    x_due = False  # set for the Enter that opens the list

    def x_read_as_the_line_takes_enter(message) -> None:
        nonlocal x_due
        if x_due and isinstance(message, events.Key) and message.key == "enter" and message.is_forwarded:
            x_due = False
            app.simulate_key("x")  # into the app's queue, as the terminal's next read

    async with app.run_test(size=(80, 24), message_hook=x_read_as_the_line_takes_enter) as pilot:
        await past_the_handoff(app, pilot)  # the hand-off
        x_due = True
        await keys(app, pilot, *typed("tents"), "2")
        assert not x_due and app.screen.name == "turn"
        assert list(game.actions) == [second] and app.screen.entry.value != "TENTSX", screen_text(app)


async def test_an_enter_typed_just_after_ctrl_p_leaves_nothing_said_under_the_pass_question(new_app):
    """Play-testers: Ctrl+P Enter in a burst. The Enter reached the empty line before the
    question opened, and "Type a word, then press Enter." stayed under "Pass and draw 1
    card?", as if something were wrong. It goes once the question opens; nothing passed."""
    from wordcards.app.answer_words import TYPE_A_WORD

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+p", "enter")
        assert app.screen.name == "confirm" and not app.session.game.actions
        assert TYPE_A_WORD not in screen_text(app)
        await keys(app, pilot, "escape")
        await keys(app, pilot, "enter")  # the same Enter on the turn's own empty line says it
        assert app.screen.name == "turn" and TYPE_A_WORD in screen_text(app)


async def ann_passes_and_hands_the_turn_on(app, pilot) -> None:
    """From Ann's hand-off: she passes (S3) and the next hand-off is taken (a key at a time:
    a hand-off drops keys typed ahead of it)."""
    await past_the_handoff(app, pilot)
    for key in ("ctrl+p", "enter"):
        await keys(app, pilot, key)
    await past_the_handoff(app, pilot)


def top_line(app) -> str:
    return app.screen.query_one("#status").render().plain


async def test_S12_a_juniors_top_line_says_their_shorter_words_after_the_first_play(new_app):
    """Play-test r34a: Cy's line said "first play: 3+ letters", then, once it was made,
    nothing said a junior's words may be 2 letters long (an adult's: 3+)."""
    app = new_app("shuffle", "--players", "Ann,junior:Cy", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await ann_passes_and_hands_the_turn_on(app, pilot)
        assert app.session.game.current == 1 and app.screen.name != "handoff"
        top = top_line(app)
        assert "first play: 3+ letters from your hand" in top and "junior" not in top
        await keys(app, pilot, *typed("mush"), "enter")
        assert app.session.game.first_played[1]
        assert "1 play so far · junior: words of 2+ letters" in top_line(app)
        await keys(app, pilot, "ctrl+e")
        await ann_passes_and_hands_the_turn_on(app, pilot)
        assert app.session.game.current == 1 and app.screen.name != "handoff"
        top = top_line(app)
        assert "Cy's turn · junior: words of 2+ letters" in top and "first play" not in top


async def test_S12_at_70_columns_a_juniors_top_line_keeps_their_shorter_words(words):
    """Play-test: with three players at 70 columns Tom's line read "Tom's turn · 2 plays so
    far": his shorter words (S12, said nowhere else on the screen) went to keep the plays so
    far, which the log shows. They are shortened, and the plays so far go, before they do."""
    from wordcards.app.main import WordcardsApp
    from wordcards.app.session import Session
    from wordcards.app.widgets.shuffle.panels import keyboard_line
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    players = (Player("Ann"), Player("Tom", junior=True), Player("Bob"))
    start = {"hands": ["QZX", "CATSOGME", "JKV"], "table": [], "current": 1, "first_played": [False, True, False]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, players, start, 0)
    app = WordcardsApp(Session(game, autosave=False))
    lines = {}
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("cat"), "enter", *typed("go"), "enter")
        assert len(game.view(1).turn_plays) == 2, screen_text(app)
        for width in (100, 80, 70, 64):
            await pilot.resize_terminal(width, 24)
            fitted = keyboard_line(game.view(1), game.rules, True, width).plain
            await until(app, pilot, lambda: top_line(app) == fitted, f"the top line fitted to {width} columns")
            lines[width] = top_line(app)
    assert lines == {
        100: "Shuffle · deck 58   Tom's turn · 2 plays so far · junior: words of 2+ letters",
        80: "Shuffle · deck 58   Tom's turn · 2 plays so far · junior: words of 2+ letters",
        70: "Shuffle · deck 58   Tom's turn · 2 plays so far · junior: 2+ letters",
        64: "Shuffle · deck 58   Tom's turn · junior: words of 2+ letters",
    }


async def test_S12_an_adults_top_line_says_nothing_of_juniors(new_app):
    app = new_app("shuffle", "--players", "Ann,junior:Cy", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await ann_passes_and_hands_the_turn_on(app, pilot)
        await keys(app, pilot, *typed("mush"), "enter")
        await keys(app, pilot, "ctrl+e")
        await past_the_handoff(app, pilot)
        assert app.session.game.current == 0 and app.screen.name != "handoff"
        assert "junior" not in top_line(app)


async def test_S3_a_hint_in_each_turn_of_a_chain_is_noted_each_turn(words):
    """S3: Ann plays every card, draws 7 and takes another turn at once. A hint asked in each
    of the two turns was noted once ("Ann used a hint"), while the review counts two turns:
    a turn ends at Ctrl+E also when the same player plays on (session.ends_a_turn), so the
    second turn's hint is a note of its own. Asked again in that turn, it is not."""
    game, app = ann_to_play(words, {"hands": ["SEAT", "DOGEAQR"], "deck": "BCFHIKLMNOP", "current": 0})

    async def hint() -> None:
        app.screen.message.say("")
        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: "Hint:" in str(app.screen.message.content), "the hint")

    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await hint()
        await keys(app, pilot, *typed("seat"), "enter", "ctrl+e")
        assert game.current == 0 and len(game.hands[0]) == 7 and app.screen.name != "handoff"
        await hint()
        await hint()  # the same turn: no second note
        assert app.session.log().count("Ann used a hint") == 2
        assert app.session.log()[-1] == "Ann used a hint"


async def test_S4_ctrl_j_before_the_first_play_says_a_joker_swap_comes_after_it(words):
    """A play-tester's Dad held H I I O Q R V before his first play, a computer's CURLPaPEr on
    the table (its joker r an R): Ctrl+J, rightly hidden, said "Nothing to swap: no joker on
    the table stands for a letter in your hand.", false with the R in his hand. It says the
    swap comes after the first play, in the engine's words for a swap made then."""
    start = {
        "hands": ["HIIOQRV", "EEL"], "table": [{"owner": 1, "word": "CURLPaPEr"}], "deck": "W",
        "current": 0, "first_played": [False, True],
    }
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        assert not app.screen.usable("swap_joker")  # its key hidden: no swap before the first play (S4)
        await keys(app, pilot, "ctrl+j")
        assert str(app.screen.message.content) == (
            "Ctrl+J swaps after your first play. Your first play must be a word of 4+ letters from your hand."
        )
        assert not game.actions


async def test_a_word_enter_and_ctrl_q_in_one_burst_play_the_word_then_ask(new_app, words):
    """Review of h49: a word, Enter and Ctrl+Q in one burst asked to quit before the word
    line had taken the Enter, which then played nothing under the question: after n the
    word was still on the line, unplayed. Typed slowly the word is played, then the question
    asked. And keys typed behind Ctrl+Q go nowhere until the question is up (it drops them,
    typed before it showed), not onto the line under it."""
    from wordcards.app.widgets.common.entry import WordEntry

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        play = app.session.game.legal_plays("word", limit=1)[0]
        entry = app.screen.query_one(WordEntry)
        burst(app, *play.word.lower(), "enter", "ctrl+q", *"ne")
        await settle(app, pilot)
        assert app.screen.name == "quit" and app.session.game.actions == (play,)
        assert entry.value == ""
        await keys(app, pilot, "n")
        assert app.screen.name == "turn" and app.return_code is None


async def test_tab_a_word_enter_and_ctrl_q_in_one_burst_play_the_word_then_ask(new_app, words):
    """Review of h49: after Tab (the focus on the table) the word's letters and Enter go up
    through the boxes around the table to the screen, which hands them to the word line;
    Ctrl+Q, waiting for the table alone, asked first, and the word went onto the line
    under the question, unplayed. The quit now waits for them all the way up."""
    from wordcards.app.widgets.common.entry import WordEntry

    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        play = app.session.game.legal_plays("word", limit=1)[0]
        entry = app.screen.query_one(WordEntry)
        await keys(app, pilot, "tab")
        assert app.screen.focused is not entry
        burst(app, *play.word.lower(), "enter", "ctrl+q")
        await settle(app, pilot)
        assert app.screen.name == "quit" and app.session.game.actions == (play,)
        assert entry.value == ""
        await keys(app, pilot, "n")
        assert app.screen.name == "turn" and entry.value == ""


async def test_a_word_enter_ctrl_e_and_ctrl_q_in_one_burst_end_the_turn_then_ask(new_app, words):
    """Review of h49: Ctrl+E acts through the bindings, as it gets back to the app; Ctrl+Q
    typed right behind it asked first, and under the question the turn never ended. As
    typed slowly, the turn ends, and the question is asked over the hand-off."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        play = app.session.game.legal_plays("word", limit=1)[0]
        burst(app, *play.word.lower(), "enter", "ctrl+e", "ctrl+q")
        await settle(app, pilot)
        assert [screen.name for screen in app.screen_stack][-3:] == ["turn", "handoff", "quit"]
        assert app.session.game.actions == (play, EndTurn())
