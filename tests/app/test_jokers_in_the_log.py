"""A joker in a word the log names is its letter in lower case ("HARElIP", "PEEl"): in most
fonts l reads as I. The log, the hand-off's news, "How it ended" and the whole log mark it
as the table does, reversed, the letter kept in lower case (copy and paste, screen readers)."""

from __future__ import annotations

from drivers import keys, past_the_handoff, typed, until
from screen_text import screen_text
from test_shuffle_game import ann_to_play

from wordcards.app.widgets.common.flow import last_moves_text
from wordcards.app.widgets.common.joker_marks import JOKER_STYLE, holds_a_joker, jokers_marked
from wordcards.words import WordList


def reversed_letters(text) -> str:
    """The letters of ``text`` (a Text, or the Content a Static renders) drawn reversed, in order."""
    spans = text.spans if hasattr(text, "spans") else text._spans
    return "".join(text.plain[span.start : span.end] for span in spans if span.style == JOKER_STYLE or getattr(span.style, "reverse", False))


def test_a_joker_in_a_table_word_is_marked_and_names_and_sentences_are_not():
    line = "Bit (hard) took E and l from JoAnn's HARElIP, leaving PEEl, and played EEl; aX too"
    marked = jokers_marked(line)
    assert marked.plain == line  # the lower case kept
    assert reversed_letters(marked) == "llla"
    for plain in ("Ann", "JoAnn", "McKay", "The", "Game", "Why", "REPRINTED", "played"):
        assert not holds_a_joker(plain), plain
    assert jokers_marked("The deck is empty").spans == []


def test_how_it_ended_marks_a_joker_in_the_last_moves():
    text = last_moves_text(["Ann played PEEl", "Game over: Ann wins with 9 points"])
    assert "Ann played PEEl" in text.plain and reversed_letters(text) == "l"


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
