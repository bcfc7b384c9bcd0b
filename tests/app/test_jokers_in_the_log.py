"""A joker in a word the log names is its letter in lower case ("HARElIP", "PEEl"): in most
fonts l reads as I. In Shuffle the log, the hand-off's news, "How it ended" and the whole
log mark it as the table does, reversed, the text unchanged (copy and paste, screen
readers): exactly the jokers the engine's line says it names (engine/log_line.py), a
junior's Ab and a joker taken alone too. Never a player's name (JoJo, McKAY), a note, or
anything in rummy (no jokers)."""

from __future__ import annotations

from drivers import keys, past_the_handoff, settle, typed, until, until_the_handoff_acts
from screen_text import screen_text
from test_shuffle_game import ann_to_play

from wordcards.app.main import WordcardsApp
from wordcards.app.screens.whole_log import WholeLogScreen
from wordcards.app.session import Session
from wordcards.app.widgets.common.flow import last_moves_text
from wordcards.app.widgets.common.flow import said_plainly
from wordcards.app.widgets.common.joker_marks import JOKER_STYLE, line_marked, lines_marked
from wordcards.engine.log_line import joined, letters_named, table_word
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

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


def test_exactly_the_jokers_a_line_names_are_marked():
    """The engine's line says where its jokers are (engine/log_line.py): a junior's Ab (b a
    joker), cAt and a joker taken alone ("took E and U": U was a joker) are marked, which
    no reading of the text could tell from the log's own words; names are never."""
    taken = joined("JoJo took ", letters_named("Eu"), " from McKAY's ", table_word("EQuATE"), ", leaving ", table_word("EQAT"))
    assert marks_shown(line_marked(taken)) == "JoJo took E and [U] from McKAY's EQ[u]ATE, leaving EQAT"
    assert taken == "JoJo took E and U from McKAY's EQuATE, leaving EQAT"  # the text as it was: style only
    assert marks_shown(line_marked(joined("Al played ", table_word("Ab")))) == "Al played A[b]"
    assert marks_shown(line_marked(joined("DeDe extended ", table_word("cAt"), " to ", table_word("cAtS")))) == (
        "DeDe extended [c]A[t] to [c]A[t]S"
    )


def test_a_line_that_names_no_joker_marks_nothing_whatever_its_shape():
    """A note, a name, a word list's path, any rummy line: plain text, never marked, even
    with a word of a joker's shape in it (PEEl); the same words from the engine's cards are."""
    text = lines_marked(["JoJo played PEEl", joined("JoJo played ", table_word("PEEl"))])
    assert marks_shown(text) == "JoJo played PEEl\nJoJo played PEE[l]"


def test_a_lines_jokers_stay_in_place_when_its_ruling_id_is_left_off():
    line = joined("Ann played ", table_word("cAt"), " (S4)")
    shown = said_plainly(line)
    assert shown == "Ann played cAt" and marks_shown(line_marked(shown)) == "Ann played [c]A[t]"


def test_how_it_ended_marks_a_joker_in_the_last_moves():
    text = last_moves_text([joined("JoJo extended McKAY's ", table_word("DOGe"), " to ", table_word("DODGe")), "Game over: JoJo wins"])
    assert marks_shown(text) == "How it ended\nJoJo extended McKAY's DOG[e] to DODG[e]\nGame over: JoJo wins"


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


async def test_a_juniors_two_letter_word_and_a_joker_taken_are_marked_in_the_log_and_the_hand_off():
    """The play-testers' misses: a junior's Ab (b a joker) read as a sentence's word, and the
    U of "took E, Q and U" (a joker) named alone. Bob's take rebuilds Ann's EQuATE: the
    line says what came from his hand."""
    words = WordList.from_words(["ab", "equate", "ate"], name="tiny")
    start = {"hands": ["A*Z", "ATEX"], "table": [{"owner": 0, "word": "EQuATE"}], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Al", junior=True), Player("Bob")), start, 0)
    app = WordcardsApp(Session(game, autosave=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("ab"))
        await until(app, pilot, lambda: len(game.actions) == 1, "AB played")
        assert game.log[-1] == "Al played Ab"
        assert "Al played A[b]" in marks_shown(app.screen.query_one(".log-text").render())
        await keys(app, pilot, "ctrl+e")
        await until(app, pilot, lambda: app.screen.name == "handoff", "Bob's hand-off")
        assert "Al played A[b]" in marks_shown(app.screen.query_one("#handoff-news").render())
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("equate"))
        if app.screen.name == "choice":
            await keys(app, pilot, "enter")
        await until(app, pilot, lambda: len(game.actions) == 3, "EQUATE played")
        took = "Bob took E, Q and [U] from Al's EQ[u]ATE, leaving ATE, and played EQ[u]ATE with A, T and E from their own hand"
        assert took in marks_shown(app.screen.query_one(".log-text").render())
        await keys(app, pilot, "ctrl+e")
        await until(app, pilot, lambda: app.screen.name == "handoff", "Al's hand-off")
        assert took in marks_shown(app.screen.query_one("#handoff-news").render())


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
    """Rummy has no jokers: no line of its log names one, so no letter of it is reversed
    (its players JoJo and McKAY named in the deal's line)."""
    match = RummyMatch.new(default_ruleset("rummy"), WordList.from_words(["at", "tax"], name="tiny"), JOJO_AND_MCKAY, 3)
    app = WordcardsApp(Session(match, autosave=False))
    async with app.run_test(size=(100, 30)) as pilot:
        await until_the_handoff_acts(app, pilot)
        await past_the_handoff(app, pilot)
        log = app.screen.query_one(".log-text").render()
        assert "JoJo" in log.plain and "McKAY" in log.plain and reversed_letters(log) == "", log


async def test_a_list_of_ways_and_the_line_after_the_play_mark_a_joker_as_the_table_does():
    """Found in play: a list of ways ("extend Bob's DOGe to DOGeS") and the line after the
    play ("Played: ...", "Taken back: ...") showed a table word's joker as a bare lower-case letter (in most
    fonts l reads as I), where the table and the log reverse it. The engine's description
    says where its jokers are; the list's lines and the message keep them."""
    from textual.widgets import OptionList

    from wordcards.app.widgets.common.panels import MessageLine

    words = WordList.from_words(["doges", "doge"], name="tiny")
    start = {
        "hands": ["SZ", "AEIOU"],
        "table": [{"owner": 0, "word": "DOGe"}, {"owner": 1, "word": "DOGe"}],
        "current": 0,
        "first_played": [True, True],
    }
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *typed("doges"))
        await until(app, pilot, lambda: app.screen.name == "choice", "DOGES's ways")
        options = app.screen.query_one(OptionList)
        lines = [marks_shown(options.get_option_at_index(i).prompt) for i in range(options.option_count)]
        assert len(lines) == 2 and all("DOG[e] to DOG[e]S" in line for line in lines), lines
        await keys(app, pilot, "enter")
        await until(app, pilot, lambda: len(game.actions) == 1, "DOGES played")
        said = marks_shown(app.screen.query_one(MessageLine).content)
        assert said.startswith("Played: ") and "DOG[e] to DOG[e]S" in said, said
        await keys(app, pilot, "ctrl+z")  # Ctrl+Z's line names the same play, as it read then
        await until(app, pilot, lambda: not game.actions, "DOGES taken back")
        said = marks_shown(app.screen.query_one(MessageLine).content)
        assert said.startswith("Taken back: ") and "DOG[e] to DOG[e]S" in said, said


async def test_a_hint_marks_a_joker_and_keeps_it_marked_as_the_line_changes():
    """The hint names the same words a list of ways does ("extend Bob's DOGe to DOGeS"):
    its jokers are marked too, in its wording for an empty line and in the one for the
    start of its word typed (DO: "type GES"), which is worded again from the first."""
    from wordcards.app.widgets.common.panels import MessageLine

    words = WordList.from_words(["doges", "doge"], name="tiny")
    start = {"hands": ["SZ", "AEIOU"], "table": [{"owner": 1, "word": "DOGe"}], "current": 0, "first_played": [True, True]}
    game, app = ann_to_play(words, start)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)

        def said() -> str:
            return marks_shown(app.screen.query_one(MessageLine).content)

        await keys(app, pilot, "ctrl+g")
        await until(app, pilot, lambda: said().startswith("Hint: "), "the hint")
        assert "DOG[e] to DOG[e]S" in said() and "type DOGES, then Enter" in said(), said()
        await keys(app, pilot, "d", "o")
        await settle(app, pilot)
        assert "type GES" in said(), said()
        assert said().startswith("Hint: ") and "DOG[e] to DOG[e]S" in said(), said()


def test_a_hint_reworded_for_the_line_keeps_the_jokers_on_both_sides_of_its_words_to_type():
    """Review of h51: a promised hint names a better play after "type DOGES, then Enter"
    ("...; a better play has opened: new word ZeD"); worded again for DO on the line, the
    words after the ones to type lost their joker (ZeD's e drawn plain)."""
    from wordcards.app import hint_typing

    said = joined("extend ", table_word("DOGe"), ": type DOGES, then Enter; a better play has opened: new word ", table_word("ZeD"), ".")
    reworded = hint_typing.typing_on(said, "DOGES", "DO")
    assert marks_shown(line_marked(reworded)) == (
        "extend DOG[e]: type GES, then Enter; a better play has opened: new word Z[e]D."
    ), reworded
