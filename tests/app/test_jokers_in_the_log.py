"""A joker in a word the log names is its letter in lower case ("HARElIP", "PEEl"): in most
fonts l reads as I. In Shuffle the log, the hand-off's news, "How it ended" and the whole
log mark it as the table does, reversed, the letter kept in lower case (copy and paste,
screen readers). Never inside a player's name (JoJo, McKAY), and never in rummy (no jokers)."""

from __future__ import annotations

from drivers import keys, past_the_handoff, typed, until, until_the_handoff_acts
from screen_text import screen_text
from test_shuffle_game import ann_to_play

from wordcards.app.main import WordcardsApp
from wordcards.app.screens.whole_log import WholeLogScreen
from wordcards.app.session import Session
from wordcards.app.widgets.common.flow import last_moves_text
from wordcards.app.widgets.common.joker_marks import JOKER_STYLE, JokerMarks, holds_a_joker, lines_marked
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

NO_NAMES = JokerMarks(())
JOJO_AND_MCKAY = (Player("JoJo"), Player("McKAY"))


def reversed_letters(text) -> str:
    """The letters of ``text`` (a Text, or the Content a Static renders) drawn reversed, in order."""
    return "".join(text.plain[start:end] for start, end in _reversed_spans(text))


def _reversed_spans(text) -> list[tuple[int, int]]:
    spans = text.spans if hasattr(text, "spans") else text._spans
    return [(span.start, span.end) for span in spans if span.style == JOKER_STYLE or getattr(span.style, "reverse", False)]


def marks_shown(text) -> str:
    """``text``'s plain text with each letter drawn reversed in brackets: "DOG[e]"."""
    plain, shown, done = text.plain, "", 0
    for start, end in sorted(_reversed_spans(text)):
        shown += plain[done:start] + "".join(f"[{letter}]" for letter in plain[start:end])
        done = end
    return shown + plain[done:]


def test_a_joker_in_a_table_word_is_marked_and_names_and_sentences_are_not():
    line = "Bit (hard) took E and l from JoAnn's HARElIP, leaving PEEl, and played EEl; aX too"
    marked = NO_NAMES.line(line)
    assert marked.plain == line  # the lower case kept
    assert reversed_letters(marked) == "llla"
    for plain in ("Ann", "JoAnn", "McKay", "The", "Game", "Why", "REPRINTED", "played"):
        assert not holds_a_joker(plain), plain
    assert NO_NAMES.line("The deck is empty").spans == []


def test_players_names_are_never_marked_however_they_are_spelt():
    """JoJo, McKAY, DeDe and TJs have a joker word's shape: as names they stay plain, and
    a joker word beside them on the same line is marked. A name is one only standing
    alone: Al is no name inside SAlT, whose joker is marked."""
    marks = JokerMarks.among([Player("JoJo"), Player("McKAY"), Player("DeDe"), Player("TJs"), Player("Al")])
    assert marks_shown(marks.line("7 cards dealt to each of JoJo, McKAY, DeDe, TJs, Al; JoJo plays first")) == (
        "7 cards dealt to each of JoJo, McKAY, DeDe, TJs, Al; JoJo plays first"
    )
    assert marks_shown(marks.line("JoJo extended McKAY's DOGe to DODGe")) == "JoJo extended McKAY's DOG[e] to DODG[e]"
    assert marks_shown(marks.line("TJs stole SAlT from DeDe: SAlTS")) == "TJs stole SA[l]T from DeDe: SA[l]TS"
    # A computer's name with its level, longest first: "Bit (hard)" is one name, and Bit alone another.
    bit = JokerMarks.among([Player("BiT (hard)", computer="hard")])
    assert bit.names == ("BiT (hard)", "BiT")
    assert marks_shown(bit.line("BiT (hard) played PEEl; BiT's turn")) == "BiT (hard) played PEE[l]; BiT's turn"


def test_names_of_any_spelling_and_paths_in_notes_are_left_plain():
    """A review: names with a regex's characters, accents or an apostrophe, and a file's
    path in a note (a word list named enGB/SOWPODs.txt), are no table words."""
    marks = JokerMarks.among([Player("A+B|(x"), Player("Zoë"), Player("O'NeIL"), Player("The")])
    assert marks_shown(marks.line("A+B|(x extended O'NeIL's DOGe; Zoë and The passed")) == (
        "A+B|(x extended O'NeIL's DOG[e]; Zoë and The passed"
    )
    note = "The word list /home/jo/enGB/SOWPODs.txt changed since; Ann played PEEl"
    assert marks_shown(marks.line(note)) == "The word list /home/jo/enGB/SOWPODs.txt changed since; Ann played PEE[l]"


def test_a_game_without_jokers_marks_nothing():
    lines = ["7 cards dealt to each of JoJo, McKAY", "JoJo played PEEl"]
    text = lines_marked(lines, None)
    assert text.plain == "\n".join(lines) and text.spans == []


def test_how_it_ended_marks_a_joker_in_the_last_moves():
    text = last_moves_text(["Ann played PEEl", "Game over: Ann wins with 9 points"], NO_NAMES)
    assert "Ann played PEEl" in text.plain and reversed_letters(text) == "l"
    names = JokerMarks.among(JOJO_AND_MCKAY)
    text = last_moves_text(["JoJo extended McKAY's DOGe to DODGe", "Game over: JoJo wins"], names)
    assert marks_shown(text) == "How it ended\nJoJo extended McKAY's DOG[e] to DODG[e]\nGame over: JoJo wins"
    assert reversed_letters(last_moves_text(["JoJo played PEEl"])) == ""  # rummy's: none passed


async def test_the_log_and_the_hand_off_mark_a_joker_played():
    words = WordList.from_words(["slits", "doge"], name="tiny")
    start = {"hands": ["SLIT*RZ", "DOGEAI"], "table": [{"owner": 1, "word": "DOGE"}], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("slits"))
        if app.screen.name == "choice":  # which S the joker stands for
            await keys(app, pilot, "enter")
        await until(app, pilot, lambda: len(game.actions) == 1, "SLITS played")
        played = game.log[-1]
        assert "SLIT" in played.upper() and any(letter.islower() for letter in played.split()[-1]), played
        log = app.screen.query_one(".log-text").render()
        assert reversed_letters(log) == "s", log
        await keys(app, pilot, "ctrl+e")
        await until(app, pilot, lambda: app.screen.name == "handoff", "Bob's hand-off")
        news = app.screen.query_one("#handoff-news").render()
        assert "Ann played" in screen_text(app) and reversed_letters(news) == "s", news


def jojo_extends_mckays_doge(deck: str | None = None) -> tuple[ShuffleGame, WordcardsApp]:
    """JoJo to play D onto McKAY's DOGe (its e a joker): "JoJo extended McKAY's DOGe to
    DODGe", both names and two joker words on one line. ``deck`` "": it is JoJo's last card."""
    words = WordList.from_words(["dodge", "doge"], name="tiny")
    start = {"hands": ["D" if deck == "" else "DZ", "AEIOU"], "table": [{"owner": 1, "word": "DOGe"}], "current": 0, "first_played": [True, True]}
    if deck is not None:
        start["deck"] = deck
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, JOJO_AND_MCKAY, start, 0)
    return game, WordcardsApp(Session(game, autosave=False))


EXTENDED = "JoJo extended McKAY's DOGe to DODGe"
EXTENDED_MARKED = "JoJo extended McKAY's DOG[e] to DODG[e]"


async def test_players_named_jojo_and_mckay_stay_plain_in_the_log_and_the_hand_off():
    game, app = jojo_extends_mckays_doge()
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("dodge"))
        await until(app, pilot, lambda: len(game.actions) == 1, "DODGE played")
        assert game.log[-1] == EXTENDED
        log = marks_shown(app.screen.query_one(".log-text").render())
        assert "JoJo plays first" in log and EXTENDED_MARKED in log, log  # the first line's JoJo plain too
        await keys(app, pilot, "ctrl+e")
        await until(app, pilot, lambda: app.screen.name == "handoff", "McKAY's hand-off")
        news = marks_shown(app.screen.query_one("#handoff-news").render())
        assert EXTENDED_MARKED in news and reversed_letters(app.screen.query_one("#handoff-news").render()) == "ee", news


async def test_how_it_ended_and_the_whole_log_leave_the_names_plain():
    game, app = jojo_extends_mckays_doge(deck="")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("dodge"))
        await keys(app, pilot, "ctrl+e")
        await until(app, pilot, lambda: app.screen.name == "score", "the game over")
        ended = marks_shown(app.screen.query_one(".score-last").render())
        assert EXTENDED_MARKED in ended and "JoJo" in ended.split(EXTENDED_MARKED)[1], ended  # who won: plain
        await keys(app, pilot, "l")
        await until(app, pilot, lambda: isinstance(app.screen, WholeLogScreen), "the whole log")
        whole = app.screen.query_one(".whole-log").render()
        assert EXTENDED_MARKED in marks_shown(whole) and reversed_letters(whole) == "ee", marks_shown(whole)


async def test_rummy_marks_nothing_in_its_log_and_hand_off():
    """Rummy has no jokers: its screens pass no marks, so no letter of its log is reversed
    (its players JoJo and McKAY named in the deal's line)."""
    match = RummyMatch.new(default_ruleset("rummy"), WordList.from_words(["at", "tax"], name="tiny"), JOJO_AND_MCKAY, 3)
    app = WordcardsApp(Session(match, autosave=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await until_the_handoff_acts(app, pilot)
        assert app.screen.jokers is None
        await past_the_handoff(app, pilot)
        assert app.screen.joker_marks() is None
        log = app.screen.query_one(".log-text").render()
        assert "JoJo" in log.plain and "McKAY" in log.plain and reversed_letters(log) == "", log
