"""Players whose eyes or terminals differ: every rummy card's colour readable without
colour (its shape mark, R4), odd terminal sizes, and words pasted into the word field."""

from __future__ import annotations

from drivers import keys
from screen_text import screen_text

from wordcards.app.widgets.rummy.cards import readable

COLOURS = ("red", "green", "blue")


async def wait_for(app, pilot, done, limit: int = 100) -> None:
    for _ in range(limit):
        if done():
            return
        await pilot.pause()


def test_the_log_marks_cards_but_leaves_a_name_like_a_card_alone():
    """A player named Ab (or Eg) read as the blue A (the green E) in the log: "Hand 1: E●
    deals, A■ plays first"; the cards the log names still get their shape marks."""
    assert readable("Hand 1: Eg deals, Ab plays first; the discard pile shows Zb", COLOURS) == (
        "Hand 1: Eg deals, Ab plays first; the discard pile shows Z■"
    )
    assert readable("Ab drew from the discard pile: Ab", COLOURS) == "Ab drew from the discard pile: A■"
    assert readable("Ab discarded Er", COLOURS) == "Ab discarded E◆"
    assert readable("Eg has Zb Er left: penalty 4; total 4", COLOURS) == "Eg has Z■ E◆ left: penalty 4; total 4"
    assert readable("Ab scores 2: table no words; hand AT 2, minus Qb Zr (2) = 0; total 2", COLOURS) == (
        "Ab scores 2: table no words; hand AT 2, minus Q■ Z◆ (2) = 0; total 2"
    )
    assert readable("Hand 1 ends: Ab went out", COLOURS) == "Hand 1 ends: Ab went out"


async def test_a_two_letter_name_is_not_shown_as_a_card_in_the_log(new_app):
    app = new_app("rummy", "--players", "Ab,Eg", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await keys(app, pilot, "enter", "ctrl+d")
        log = str(app.screen.query_one("#log .log-text").render())
        assert "Hand 1: Eg deals, Ab plays first; the discard pile shows Z■" in log
        assert "Ab drew from the draw pile" in log


async def paste(app, pilot, text: str) -> None:
    """Paste as a terminal does (bracketed paste): one Paste event to the focused widget."""
    from textual.events import Paste

    (app.screen.focused or app.screen).post_message(Paste(text))
    await keys(app, pilot)


async def test_a_word_pasted_while_a_computer_plays_says_why_nothing_is_typed(new_app, monkeypatch):
    """A typed letter said who was playing; a pasted word vanished without a word."""
    from wordcards.app.screens import turn

    monkeypatch.setattr(turn, "COMPUTER_PACE", 3600)  # the computer cannot act during the test
    app = new_app("shuffle", "--players", "cpu:expert,Ann", "--seed", "2")
    async with app.run_test(size=(80, 24)) as pilot:
        await keys(app, pilot)
        screen = app.screen
        assert screen.name == "turn" and screen.computer_turn
        await paste(app, pilot, "hello")
        assert "Bit (expert) is playing: typing works again when its turn is over." in screen_text(app)
        assert screen.entry.value == "" and not app.session.game.actions
