"""Issue 10 in the app: names that look like markup, saves that are damaged, marked
finished, or in use by another process, a full disk and a crash. Each case comes from the
audit's reproduction; none may crash the app, lie about the save, or change a save."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
import sys
import textwrap

import pytest
from drivers import keys, past_the_handoff, settle, typed, until, yes_to_the_question
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from screen_text import screen_text
from textual import events
from textual.app import App

from wordcards import saves
from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session
from wordcards.app.widgets.common.flow import OwnedRows
from wordcards.cli import main
from wordcards.remote import store
from tests_app_support import choice_for


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def saved_game(words, *argv: str) -> bytes:
    """Start and save a game as ``wordcards play`` would; the save's bytes."""
    choice = choice_for(*argv)
    Session.new(choice, words, choice.players).save()
    return saves.save_path().read_bytes()


# --- item 1: markup in names -------------------------------------------------------


@pytest.mark.parametrize("names", ["[/],Bob", "[b]Ann,[/b]", "[@click=x]A,Bob"])
async def test_item1_names_that_look_like_markup_are_shown_as_typed(new_app, names):
    app = new_app("shuffle", "--players", names, "--seed", "1")
    first, second = names.split(",")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "handoff")
        assert f"Pass to {first}" in screen_text(app)
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: app.screen.name == "turn")
        text = screen_text(app)
        assert first in text and second in text
        await keys(app, pilot, "ctrl+p")  # pass ...
        await yes_to_the_question(app, pilot)  # ... and yes to "Pass and draw 1 card?": the hand-off names the second player
        await until(app, pilot, lambda: app.screen.name == "handoff")
        assert f"Pass to {second}" in screen_text(app)
    assert app.return_code in (None, 0)


async def test_item1_a_save_with_markup_names_resumes(words, capsys):
    before = saved_game(words, "rummy", "--players", "[/],[b]x", "--seed", "3")
    saved = saves.read_save()
    app = WordcardsApp(Session.resume(saved, words, None, None))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "handoff")
        assert "Pass to [/]" in screen_text(app)
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: app.screen.name == "turn")
        assert "[b]x" in screen_text(app)
    assert saves.save_path().read_bytes() == before


async def test_item1_a_save_whose_game_is_markup_is_reported_as_text(new_app, words):
    data = json.loads(saved_game(words, "shuffle", "--players", "Ann,Bob", "--seed", "2"))
    data["game"] = "[/]"
    saves.save_path().write_text(json.dumps(data), encoding="utf-8")
    before = saves.save_path().read_bytes()
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", over_the_save=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished")
        text = screen_text(app)
        assert "cannot be read" in text and "'[/]'" in text
        await keys(app, pilot, "q")
    assert saves.save_path().read_bytes() == before  # quitting there changes nothing


def test_item1_a_save_name_with_escape_codes_is_refused_by_resume(words, capsys):
    data = json.loads(saved_game(words, "shuffle", "--players", "Ann,Bob", "--seed", "2"))
    data["players"][0]["name"] = "\x1b[2J\x1b]0;owned\x07"
    saves.save_path().write_text(json.dumps(data), encoding="utf-8")
    before = saves.save_path().read_bytes()
    code, out, err = run(capsys, "resume")
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "\x1b" not in err and "escape codes" in err
    assert saves.save_path().read_bytes() == before


# --- item 2: never "saved" when it is not ---------------------------------------------


async def test_item2_with_the_disk_full_quit_says_the_game_is_not_saved(new_app, monkeypatch, data_dir):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: app.screen.name == "turn" and saves.save_path().exists())
        before = saves.save_path().read_bytes()

        def full(path, text):
            raise OSError(errno.ENOSPC, "No space left on device")

        room = saves._atomic_write
        monkeypatch.setattr(saves, "_atomic_write", full)
        await keys(app, pilot, "ctrl+p")  # a pass ...
        await yes_to_the_question(app, pilot)  # ... and yes: applied on screen, not on disk
        await until(app, pilot, lambda: len(app.session.game.actions) == 1)
        await keys(app, pilot, "ctrl+q")
        await until(app, pilot, lambda: app.screen.name == "quit")
        text = screen_text(app)
        assert "could not be saved" in text and "The game is saved" not in text
        assert saves.save_path().read_bytes() == before
        # Room again: asking to quit tries once more, and says so. (Not monkeypatch.undo(): it
        # also undid the data_dir fixture's WORDCARDS_DATA_DIR, and the save went to the user's folder.)
        monkeypatch.setattr(saves, "_atomic_write", room)
        await keys(app, pilot, "escape")
        await until(app, pilot, lambda: app.screen.name != "quit")
        await keys(app, pilot, "ctrl+q")
        await until(app, pilot, lambda: app.screen.name == "quit")
        assert "The game is saved" in screen_text(app)
        await keys(app, pilot, "y")
    assert saves.save_path().parent == data_dir  # saved in the test's folder, never the user's
    assert saves.save_path().read_bytes() != before


# --- item 3: a crash exits non-zero --------------------------------------------------


def test_item3_a_crash_inside_the_app_exits_non_zero(monkeypatch, capsys):
    def crash(self):
        raise RuntimeError("a bug")

    monkeypatch.setattr(WordcardsApp, "_start", crash)
    monkeypatch.setattr(WordcardsApp, "run", lambda self: App.run(self, headless=True))
    code = main(["play", "shuffle", "--players", "Ann,Bob", "--seed", "1"])
    err = capsys.readouterr().err
    assert code == 1
    assert "wordcards play: stopped by an error inside the app (nothing was saved)" in err


# --- item 7: two instances ------------------------------------------------------------

HOLDER = textwrap.dedent(
    """
    import sys
    from wordcards import saves
    with saves.SaveLock():
        print("held", flush=True)
        sys.stdin.read()  # until the test closes it
    """
)


@pytest.mark.parametrize("argv", [("play", "shuffle", "--players", "Ann,Bob"), ("resume",)])
def test_item7_a_second_instance_is_refused_while_the_first_plays(words, capsys, argv, data_dir):
    before = saved_game(words, "rummy", "--players", "Ann,Bob", "--seed", "4")
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=os.environ.copy()
    )
    try:
        assert holder.stdout.readline() == b"held\n"
        code, out, err = run(capsys, *argv)
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)
    assert code == 1 and out == ""
    assert err == (
        f"wordcards {argv[0]}: another wordcards game is open (process {holder.pid}); finish or quit it first "
        f"(two games at once would overwrite each other's save in {data_dir})\n"
    )
    assert saves.save_path().read_bytes() == before


def test_item7_a_lock_left_by_a_dead_process_is_taken_over(data_dir):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait(timeout=60)
    data_dir.mkdir(parents=True)
    (data_dir / saves.LOCK).write_text(f"{dead.pid}\n")
    with saves.SaveLock():
        assert (data_dir / saves.LOCK).read_text() == f"{os.getpid()}\n"
        with pytest.raises(saves.GameOpen, match=f"process {os.getpid()}"):
            saves.SaveLock().acquire()  # held: even a second open in this process is refused
    with saves.SaveLock():  # released on leaving the block
        pass


# --- item 8: a finished game is never offered as unfinished ------------------------------


def test_item8_a_finished_game_whose_move_was_cut_short_is_not_offered(words, capsys):
    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "2")
    session = Session.new(choice, words, choice.players)
    text = session.game.to_json()
    saves.write_save(text, over=True)  # killed here, before finish_save()
    assert saves.read_save() is None  # not unfinished: the move is completed
    assert not saves.save_path().exists()
    assert json.loads(saves.save_path().with_name(saves.FINISHED).read_text())["actions"] == json.loads(text)["actions"]
    code, _, err = run(capsys, "resume")
    assert code == 1 and "there is no unfinished game" in err


def test_item8_temporary_files_of_killed_writes_are_removed_by_the_next_holder(words, data_dir):
    before = saved_game(words, "shuffle", "--players", "Ann,Bob", "--seed", "2")
    for number in range(3):
        (data_dir / f".current-killed{number}.tmp").write_text("half a sa")
    (data_dir / ".save-older-version.tmp").write_text("half a sa")
    (data_dir / ".hosted-in-flight.tmp").write_text("another file's write: not ours to remove")
    with saves.SaveLock():
        assert sorted(p.name for p in data_dir.iterdir()) == [".hosted-in-flight.tmp", "current.json", saves.LOCK]
    assert saves.save_path().read_bytes() == before


# --- items 4 and 6 from the command line: resume refuses, the save stays as it was -------


@pytest.mark.parametrize(
    "damage, expected",
    [
        (lambda data: data["ruleset"].update(colours=[]), "the saved ruleset at 'deck.colours': give one or more"),
        (lambda data: data["ruleset"].update(jokers=10**9), "the saved ruleset at 'deck.jokers'"),
        (lambda data: data.update(version=-5), "the save's format version -5 is not one wordcards writes"),
        (lambda data: data["players"][1].update(name="ann"), "two players are named 'ann'"),
        (lambda data: data["actions"].append("next " + "9" * 5000), "action 1 ("),
        (lambda data: data.update(seed=[[[]]] * 3), "the seed is not a whole number"),
    ],
)
def test_items4_6_resume_refuses_a_damaged_save_in_one_line_and_leaves_it(words, capsys, damage, expected):
    kind = "shuffle" if "jokers" in str(expected) else "rummy"
    data = json.loads(saved_game(words, kind, "--players", "Ann,Bob", "--seed", "2"))
    damage(data)
    saves.save_path().write_text(json.dumps(data), encoding="utf-8")
    before = saves.save_path().read_bytes()
    code, out, err = run(capsys, "resume")
    assert code == 1 and out == ""
    assert err.startswith("wordcards resume: the saved game cannot be ") and err.count("\n") == 1
    assert expected in err and "(it is left where it is; " in err and "moves it aside)" in err
    assert saves.save_path().read_bytes() == before


def test_item6_resume_refuses_a_save_nested_100000_lists_deep(capsys):
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    before = saves.save_path().read_bytes()
    code, _, err = run(capsys, "resume")
    assert code == 1 and err.count("\n") == 1 and "nested too deeply" in err
    assert saves.save_path().read_bytes() == before


# --- pasted text and long words in the word entry ----------------------------------------


async def paste(app, pilot, text: str) -> None:
    """Paste as a terminal does (bracketed paste): one event to the focused widget."""
    app.screen.focused.post_message(events.Paste(text))
    await settle(app, pilot)


@contextlib.asynccontextmanager
async def pasted_after_an_a(app, size: tuple[int, int], text: str):
    """``app`` run at ``size`` past its first hand-off, A typed on the word line, then ``text``
    pasted: yields the game as it was before the paste (its JSON), to show nothing changed."""
    async with app.run_test(size=size) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "a")
        before = app.session.game.to_json()
        await paste(app, pilot, text)
        yield before


async def test_a_pasted_word_is_typed_in(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "c")
        await paste(app, pilot, "art\n")
        assert app.screen.entry.value == "CART"


@pytest.mark.parametrize(
    "text",
    ["hello world", "line one\nline two", "\x1b[2Jcat", "123", "x" * 3000, "É", "😀", "a" * 500, "cart!" * 10],
    ids=["two words", "two lines", "escape code", "no letter", "3000 letters", "accent alone", "emoji alone", "500 letters", "too long with stray"],
)
async def test_pasted_text_that_is_not_a_word_changes_nothing_and_says_why(new_app, text):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with pasted_after_an_a(app, (80, 24), text) as before:
        assert app.screen.entry.value == "A"
        shown = " ".join(screen_text(app).split())
        assert "Nothing pasted:" in shown and "\x1b" not in shown
        assert app.session.game.to_json() == before


@pytest.mark.parametrize(
    ("text", "word", "note"),
    [
        ("zone!", "ZONE", "Only letters A to Z go on the word line: ! was left out."),
        ("don't", "DONT", "Only letters A to Z go on the word line: ' was left out."),
        ("cart1", "CART", "Only letters A to Z go on the word line: 1 was left out."),
        ("cat😀", "CAT", "Only letters A to Z go on the word line: 😀 was left out."),
        ('"zone"!?', "ZONE", 'Only letters A to Z go on the word line: ", ! and ? were left out.'),
    ],
)
async def test_a_pasted_word_with_stray_characters_goes_on_as_typing_it_does(new_app, text, word, note):
    """A play-tester: typed, zone! gave ZONE and "Only letters A to Z go on the word line: !
    was left out."; pasted, "Nothing pasted: 'zone!' is not one word of letters A to Z." and
    an empty line. Pasted now as typed: its letters kept, the rest named."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        before = app.session.game.to_json()
        await paste(app, pilot, text)
        assert app.screen.entry.value == word and str(app.screen.message.content) == note
        assert app.session.game.to_json() == before
        if text == "zone!":  # the same as typing it
            await keys(app, pilot, "escape", "z", "o", "n", "e")
            app.screen.entry.post_message(events.Key("exclamation_mark", "!"))  # as a terminal sends it
            await settle(app, pilot)
            assert app.screen.entry.value == word and str(app.screen.message.content) == note


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("naïve", "Nothing pasted: ï is not a letter on the cards: type the word, with I for ï (the cards carry no accents)."),
        ("exposé", "Nothing pasted: é is not a letter on the cards: type the word, with E for é (the cards carry no accents)."),
        ("çafé", "Nothing pasted: ç and é are not letters on the cards: type the word, with C for ç and E for é (the cards carry no accents)."),
        ("straße", "Nothing pasted: ß is not a letter on the cards: type the word, with SS for ß."),
        # Decomposed, as macOS and web pages give it: i and a combining diaeresis. It went on
        # as NAIVE, the mark named as left out.
        ("nai\u0308ve", "Nothing pasted: ï is not a letter on the cards: type the word, with I for ï (the cards carry no accents)."),
        ("nai\u034f\u0308ve", "Nothing pasted: ï is not a letter on the cards: type the word, with I for ï (the cards carry no accents)."),
        # An accent with no composed form stays apart after NFC: it went on as NAP and CAT,
        # the note showing a bare accent over a space.
        ("n\u0308ap", "Nothing pasted: n\u0308 is not a letter on the cards: type the word, with N for n\u0308 (the cards carry no accents)."),
        ("cat\u0301", "Nothing pasted: t\u0301 is not a letter on the cards: type the word, with T for t\u0301 (the cards carry no accents)."),
        ("q\u0323\u0307at", "Nothing pasted: q\u0323\u0307 is not a letter on the cards: type the word, with Q for q\u0323\u0307 (the cards carry no accents)."),
    ],
    ids=["naïve", "exposé", "çafé", "straße", "decomposed naïve", "decomposed naïve with a grapheme joiner", "n with diaeresis", "t with acute", "q with two accents"],
)
async def test_a_pasted_word_with_a_letter_off_the_cards_is_refused_whole_and_names_it(new_app, text, note):
    """Review: with only its letters A to Z kept, a pasted naïve put NAVE on the line (another
    word, which Enter played) and said "type I", which typed after it ends the word. Refused
    whole now, each such letter named with what the cards spell it with."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with pasted_after_an_a(app, (100, 30), text) as before:
        assert app.screen.entry.value == "A" and str(app.screen.message.content) == note
        assert app.session.game.to_json() == before


@pytest.mark.parametrize(
    ("text", "word", "note"),
    [
        ("co\u200bat", "COAT", ""),  # a zero-width space
        ("co\u00adat", "COAT", ""),  # a soft hyphen
        ("co\u200dat", "COAT", ""),  # a zero-width joiner
        ("\ufeffcoat", "COAT", ""),  # a byte-order mark
        ("\u200bco\u200bat!\u200b", "COAT", "Only letters A to Z go on the word line: ! was left out."),
        ("co\u034fat", "COAT", ""),  # a combining grapheme joiner (Mn, not Cf): it was named as left out
        ("co\u2066at\u2069", "COAT", ""),  # a directional isolate
    ],
    ids=["zero-width space", "soft hyphen", "zero-width joiner", "byte-order mark", "with a stray character", "grapheme joiner", "isolate"],
)
async def test_a_pasted_word_with_an_invisible_character_goes_on_without_it(new_app, text, word, note):
    """A player copied a word from a web page: a zero-width space inside it refused the paste
    whole, as 'co\\u200bat', a character they could not see. Invisible format characters
    (Unicode Cf) are dropped without a note: nothing the player can see was left out."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        before, tip = app.session.game.to_json(), str(app.screen.message.content)
        await paste(app, pilot, text)
        assert app.screen.entry.value == word and str(app.screen.message.content) == (note or tip)  # no note: the tip stays
        assert app.session.game.to_json() == before


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("two\u2003words", "'two words'"),  # an em space: two words
        ("line one\nline two", "'line one line two'"),
        ("\x1b[2Jcat", "'\N{REPLACEMENT CHARACTER}[2Jcat'"),
        ("co\ue000at", "'co\N{REPLACEMENT CHARACTER}at'"),  # a private-use character
        ("two\u200b words and more words", "'two words and more w'..."),  # the invisible one is dropped first
        ("line one\r\nline two", "'line one line two'"),  # it was 'line one  line two'
        ("it's me", '"it\'s me"'),  # it was 'it's me'
        ("two \t\n  words", "'two words'"),
    ],
    ids=["em space", "two lines", "escape code", "private use", "cut", "Windows line break", "apostrophe", "run of spaces"],
)
async def test_a_refused_paste_is_quoted_as_seen_never_with_an_escape(new_app, text, shown):
    """The refusal quoted the paste with repr: a player read 'two\\u2003words' or
    '\\x1b[2Jcat'. Quoted as it showed: spaces as spaces, what a screen cannot show as the
    replacement character."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await paste(app, pilot, text)
        said = str(app.screen.message.content)
        assert said == f"Nothing pasted: {shown} is not one word of letters A to Z." and "\\" not in said
        assert app.screen.entry.value == ""


def test_a_word_with_an_invisible_character_pasted_over_a_question_goes_on_with_the_word():
    from wordcards.app.screens.choice import pasted_word

    assert pasted_word("co\u200bat") == "COAT"
    assert pasted_word("\u200b") is None  # nothing the player could see: nothing pasted


def test_invisible_is_unicodes_default_ignorable_set_not_category_cf():
    """Review: "Cf" dropped signs that show (U+0600 ARABIC NUMBER SIGN, U+06DD, U+110BD)
    and kept U+034F COMBINING GRAPHEME JOINER (Mn), which shows as nothing."""
    from wordcards.app.widgets.common.entry import pasted_text
    from wordcards.typed_text import invisible

    assert all(invisible(c) for c in "\u00ad\u034f\u061c\u200b\u2060\u2066\ufe0f\ufeff\ufff0\ufff8\U000e0001")
    assert not any(invisible(c) for c in "\u0600\u0605\u06dd\u070f\ufff9\U000110bd a!")
    assert pasted_text("co\u034fat") == "coat" and pasted_text("\u0600") == "\u0600"


def test_the_invisible_pattern_holds_exactly_the_default_ignorable_ranges():
    """Review: ``invisible`` tried 16 ranges a character (a 1 MB paste took a second on the
    UI thread); one compiled character class now, which must hold the ranges and no more:
    checked at each range's ends and either side, and at every 61st code point."""
    from wordcards.typed_text import DEFAULT_IGNORABLE, INVISIBLE, invisible, without_invisible

    def in_ranges(code: int) -> bool:
        return any(first <= code <= last for first, last in DEFAULT_IGNORABLE)

    edges = {code + step for first, last in DEFAULT_IGNORABLE for code in (first, last) for step in (-1, 0, 1)}
    sampled = sorted(edges | set(range(0, 0x110000, 61)))
    assert [invisible(chr(code)) for code in sampled] == [in_ranges(code) for code in sampled]
    text = "".join(map(chr, sampled))
    assert without_invisible(text) == "".join(chr(code) for code in sampled if not in_ranges(code))
    assert INVISIBLE.sub("", "co\u200bat") == "coat" and not invisible("ab")  # one character, whole


def test_a_character_left_out_is_never_named_raw_when_it_cannot_be_seen():
    """Review: the "left out" note put the character itself in the message: an invisible or
    a control character showed as nothing between the quotes of the note."""
    from wordcards.app.widgets.common.entry import UNSHOWN, left_out_note

    assert left_out_note("\u034f") == f"Only letters A to Z go on the word line: {UNSHOWN} was left out."
    assert left_out_note("!", "\x07", " ") == f"Only letters A to Z go on the word line: !, {UNSHOWN} and a space were left out."


# ``isascii() and isalpha()`` that may stay written out: the engine's own checks of what a
# word or a colour is (the rules it enforces, whoever calls it, typed or read from a save),
# and the rule's one home.
A_TO_Z_WRITTEN_OUT = {
    "typed_text.py",  # a_to_z itself
    "engine/shuffle/search.py",
    "engine/shuffle/resolve.py",
    "engine/rummy/cards.py",
    "engine/rummy/melds.py",
}


def a_to_z_written_out(tree) -> list[int]:
    """The lines of ``tree`` where an ``and`` joins ``x.isascii()`` and ``x.isalpha()`` on
    the same ``x``, in either order."""
    import ast

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And):
            tested: dict[str, set[str]] = {}
            for value in node.values:
                if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and not value.args:
                    tested.setdefault(value.func.attr, set()).add(ast.dump(value.func.value))
            if tested.get("isascii", set()) & tested.get("isalpha", set()):
                found.append(node.lineno)
    return found


def test_the_a_to_z_rule_is_written_once_for_every_layer():
    """Review: the seat's word line and draft, the host's draft and word checks, the
    command line and saves wrote ``isascii() and isalpha()`` out again (a source search for
    two substrings missed ``isalpha() and isascii()`` and every file outside app/): all read
    typed_text.a_to_z now."""
    import ast
    from pathlib import Path

    import wordcards

    src = Path(wordcards.__file__).parent
    written_out = {
        path.relative_to(src).as_posix(): lines
        for path in sorted(src.rglob("*.py"))
        if (lines := a_to_z_written_out(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert set(written_out) == A_TO_Z_WRITTEN_OUT, written_out


def test_the_a_to_z_search_finds_either_order_and_not_two_names():
    import ast

    assert a_to_z_written_out(ast.parse("ok = w.isalpha() and w.isascii()")) == [1]
    assert a_to_z_written_out(ast.parse("ok = x and w.strip().isascii() and w.strip().isalpha()")) == [1]
    assert a_to_z_written_out(ast.parse("ok = w.isascii() and v.isalpha()")) == []
    assert a_to_z_written_out(ast.parse("ok = w.isascii() or w.isalpha()")) == []


def test_a_letter_a_to_z_is_one_rule_for_a_key_typed_a_paste_and_a_key_over_a_list():
    """A full-width A is a letter to ``isalpha`` but on no card. The Kelvin sign is K
    (canonically the same letter, and drawn as K): a paste reads it through ``pasted_text``
    (NFC) as K, and a key typed is composed alike (one rule: it was "K was left out")."""
    from wordcards.app.screens.choice import typed_letter
    from wordcards.app.widgets.common.entry import paste_left_out, pasted_letters, pasted_text
    from wordcards.typed_text import a_to_z

    assert all(a_to_z(c) for c in "azAZ") and a_to_z("Cat")
    off = ["\u212a", "\uff21", "é", "ß", "1", "!", " ", ""]
    assert not any(a_to_z(c) for c in off)
    assert typed_letter(events.Key("k", "k")) == "K" and typed_letter(events.Key("kelvin", "\u212a")) == "K"
    assert typed_letter(events.Key("a", "\uff21")) is None
    pasted = pasted_text("\u212aite")
    assert pasted_letters(pasted) == "KITE" and paste_left_out(pasted) is None


async def test_a_kelvin_sign_typed_or_pasted_on_the_word_line_is_k(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        app.screen.entry.post_message(events.Key("kelvin", "\u212a"))
        await settle(app, pilot)
        assert app.screen.entry.value == "K"
        await paste(app, pilot, "\u212aite")
        assert app.screen.entry.value == "KKITE" and "left out" not in str(app.screen.message.content)


@pytest.mark.parametrize("char", ["\u0958", "\u0344", "\ufb2a"])
async def test_a_key_that_composes_to_two_characters_is_named_not_a_crash(new_app, char):
    """Review: composed (NFC) as a paste is, U+0958 is two characters (KA and a nukta), and
    naming it in the note raised TypeError: the key is left out as typed."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        app.screen.entry.post_message(events.Key("other", char))
        await settle(app, pilot)
        assert app.screen.entry.value == "" and char in str(app.screen.message.content)  # named, as typed


def test_an_enclosing_mark_stays_on_its_letter_as_an_accent_does():
    """Review: only marks of a combining class counted as accents, so "e" in a circle went on
    as E with the bare circle named; every mark (category M) is on the letter before it."""
    from wordcards.app.widgets.common.entry import letters_with_accents, shown_char

    assert letters_with_accents("e\u20ddat") == ["e\u20dd", "a", "t"]
    assert shown_char("\u20dd") == "\u25cc\u20dd"


def test_a_lone_accent_is_shown_over_a_dotted_circle():
    """Review: an accent pasted with no letter before it was named alone, drawn over the
    space before it in the note. Shown as fonts draw a lone accent; after a letter, on it."""
    from wordcards.app.widgets.common.entry import left_out_note, paste_left_out, shown_char, shown_paste

    assert shown_char("\u0301") == "\u25cc\u0301" and shown_char("e") == "e"
    assert left_out_note("\u0301") == "Only letters A to Z go on the word line: \u25cc\u0301 was left out."
    assert paste_left_out("\u0301cat") == "Only letters A to Z go on the word line: \u25cc\u0301 was left out."
    assert shown_paste("\u0301a t\u0301 x") == "'\u25cc\u0301a t\u0301 x'"


async def test_a_word_pasted_after_a_paste_refused_clears_the_refusal(new_app):
    """"Nothing pasted: ..." stayed on the line under the word the next paste put there. A
    word refused since goes on with the paste, and its refusal goes too."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await paste(app, pilot, "two words")
        assert "Nothing pasted:" in screen_text(app)
        await paste(app, pilot, "cart")
        assert app.screen.entry.value == "CART" and "Nothing pasted" not in screen_text(app)
        await paste(app, pilot, "two words")
        await keys(app, pilot, "escape", *typed("qzx"))
        refused = str(app.screen.message.content)
        assert "QZX" in refused
        await paste(app, pilot, "cart")
        assert app.screen.entry.value == "QZXCART" and str(app.screen.message.content) == ""


async def test_text_pasted_while_the_table_has_the_focus_goes_to_the_word(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "tab")
        assert app.screen.focused is not app.screen.entry
        await paste(app, pilot, "cart")
        assert app.screen.entry.value == "CART"


async def test_a_letter_past_the_longest_word_is_dropped_and_the_player_told_why(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *("a" * 24), "b")
        assert app.screen.entry.value == "A" * 24
        assert "A word here has at most 24 letters: B was not added." in " ".join(screen_text(app).split())


async def test_the_letters_past_the_longest_word_are_counted_each_one_left_out(new_app):
    """A play-tester: 40 Zs said "Z was not added." (16 were left out), and a paste that
    came as keys, 1,200 letters, said "6 letters were not added.": the letters named once
    were counted once. Each letter left out counts; a repeated one is named once."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, *("z" * 40))
        assert app.screen.entry.value == "Z" * 24
        assert "A word here has at most 24 letters: 16 letters were not added: Z." in " ".join(screen_text(app).split())
        await keys(app, pilot, "escape", *("zyxwvu" * 10))
        assert "A word here has at most 24 letters: 36 letters were not added." in " ".join(screen_text(app).split())


async def test_letters_typed_over_the_pass_question_onto_a_full_line_keep_their_refusal(new_app):
    """A review: X and Y typed over the pass question go on with the word (the question
    closes) but the line is full; the line's screen back on top wiped their refusal, and
    the message line went blank. Only a screen coming over the line makes the note old news."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        turn = app.screen
        await keys(app, pilot, *("a" * 24), "ctrl+p")
        assert app.screen is not turn  # the pass question
        await keys(app, pilot, "x", "y")
        assert app.screen is turn and app.screen.entry.value == "A" * 24
        assert "A word here has at most 24 letters: X and Y were not added." in " ".join(screen_text(app).split())


# --- resume when a file the game was played with is gone ---------------------------------


def saved_with_own_files(words, tmp_path):
    """A Shuffle game saved that was played with a word list and a house file of its own:
    (the word list's path, the house file's)."""
    wordlist, house = tmp_path / "ours.txt", tmp_path / "house.txt"
    wordlist.write_text("cart\ncat\nrat\n", encoding="utf-8")
    house.write_text("+zorp\n", encoding="utf-8")
    saved_game(words, "shuffle", "--players", "Ann,Bob", "--seed", "2", "--wordlist", str(wordlist), "--house", str(house))
    return wordlist, house


def test_resume_names_the_house_file_when_it_is_the_one_gone(words, capsys, tmp_path):
    wordlist, house = saved_with_own_files(words, tmp_path)
    house.unlink()
    before = saves.save_path().read_bytes()
    code, _, err = run(capsys, "resume")
    assert code == 1 and err.count("\n") == 1
    assert f"{house}: no such house file" in err and "resume --house PATH" in err and "--wordlist" not in err
    assert saves.save_path().read_bytes() == before


def test_resume_names_the_word_list_when_it_is_the_one_gone(words, capsys, tmp_path):
    wordlist, house = saved_with_own_files(words, tmp_path)
    wordlist.unlink()
    code, _, err = run(capsys, "resume")
    assert code == 1 and f"{wordlist}: no such word list file" in err and "resume --wordlist PATH" in err


# --- long and wide names never push the numbers out of the players panel ----------------


@pytest.mark.parametrize(
    "argv, header",
    [
        # A wide letter takes two columns, so six make the longest name (choice.name_width).
        (("shuffle", "--players", "漢字漢字漢字,ＷＷＷＷＷＷ", "--juniors"), "cards table"),
        (("rummy", "--variant", "advanced", "--players", "Abcdefghijkl,Mnopqrstuvwx", "--juniors"), "cards prim sec"),
    ],
    ids=["shuffle, names two cells a letter", "rummy advanced, juniors of 12 letters"],
)
async def test_the_players_panel_cuts_a_long_name_and_keeps_its_numbers(new_app, argv, header):
    app = new_app(*argv, "--seed", "1")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        panel = [line.rsplit("││", 1)[-1] for line in screen_text(app).splitlines()]  # the right-hand column
        assert any(line.endswith(f"{header} │") for line in panel)
        rows = [line for line in panel if "…" in line]  # the cut names, each with its numbers
        assert len(rows) == 2 and all(line.endswith(" 0 │") for line in rows)
        if "prim" in header:  # the score pad under the table, too
            # The left-hand column: the log beside it may be as long (an S12 juniors note).
            assert any(line.split("││")[0].rstrip(" │").endswith("Prim  Sec") for line in screen_text(app).splitlines())


def test_table_rows_line_up_after_names_of_wide_letters():
    console = Console(width=40, record=True)
    console.print(OwnedRows([("漢字漢字", [Text("CART")]), ("Ann", [Text("SEA")])]))
    lines = console.export_text().splitlines()
    starts = [cell_len(line[: line.index(word)]) for line, word in zip(lines, ("CART", "SEA"))]
    assert starts == [9, 9]  # the widest name (8 cells) and a space


async def test_the_hand_off_fits_the_smallest_terminal_a_game_takes(new_app):
    """Narrower, the hand-off shows the too-small notice (test_too_small_on_a_hand_off_or_question)."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(64, 20)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "handoff")
        await settle(app, pilot)
        text = screen_text(app)
        assert "Pass to Ann" in text
        assert "press Enter when only you can see the screen." in " ".join(text.replace("║", " ").split())


async def test_the_setup_screen_wraps_its_hint_in_the_smallest_terminal_a_game_takes(new_app):
    app = new_app("shuffle")
    async with app.run_test(size=(64, 20)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "setup")
        await settle(app, pilot)
        text = " ".join(screen_text(app).split())
        assert "Tab moves, Space changes a mark (junior or adult; person or computer; who starts), Enter starts." in text


# --- the files a save names: kept whatever bytes their names hold ------------------------


def test_resume_keeps_a_word_list_whose_name_is_not_utf8(words, capsys, tmp_path):
    wordlist = tmp_path / "mots-\udce9.txt"  # the byte 0xe9 (Latin-1 é) in the file's name
    wordlist.write_text("cart\ncat\nrat\n", encoding="utf-8")
    saved_game(words, "shuffle", "--players", "Ann,Bob", "--seed", "2", "--wordlist", str(wordlist))
    assert saves.read_save().wordlist == str(wordlist)
    wordlist.unlink()  # gone: resume says so, never plays on with the shipped list instead
    code, _, err = run(capsys, "resume")
    assert code == 1 and "mots-\\udce9.txt: no such word list file" in err and "resume --wordlist PATH" in err
    assert "\udce9" not in err  # printable as it is


@pytest.mark.parametrize("name", ["/tmp/a\nb.txt", "", 5, "\x1b[2Jwords.txt"])
def test_resume_refuses_a_save_whose_word_list_is_not_a_file_name(words, capsys, name):
    data = json.loads(saved_game(words, "shuffle", "--players", "Ann,Bob", "--seed", "2"))
    data["app"]["wordlist"] = name
    saves.save_path().write_text(json.dumps(data), encoding="utf-8")
    before = saves.save_path().read_bytes()
    code, _, err = run(capsys, "resume")
    assert code == 1 and err.count("\n") == 1 and "\x1b" not in err
    assert "the save's word list file name is not a file name" in err
    assert saves.save_path().read_bytes() == before


@pytest.mark.parametrize("size", [(3, 2), (1, 1)])
async def test_a_list_open_while_the_terminal_shrinks_to_nothing_does_not_crash(new_app, size):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "c", "r", "a", "w", "enter")  # CRAW: with or without the joker?
        assert app.screen.name == "choice"
        await pilot.resize_terminal(*size)
        await settle(app, pilot)
        await pilot.resize_terminal(80, 24)
        await settle(app, pilot)
        assert app.screen.name == "choice" and app.return_code is None
        await keys(app, pilot, "escape")
        assert app.screen.name == "turn"


def test_resume_says_where_a_save_is_not_utf8_and_leaves_it(words, capsys):
    text = saved_game(words, "shuffle", "--players", "Ann,Bob", "--seed", "2").decode("utf-8")
    damaged = text.replace('"Ann"', '"Ann\\u00e9"', 1).encode("utf-8").replace(b"Ann\\u00e9", b"Ann\xe9")
    saves.save_path().write_bytes(damaged)
    line = damaged[: damaged.index(b"\xe9")].count(b"\n") + 1
    code, _, err = run(capsys, "resume")
    assert code == 1 and err.count("\n") == 1
    assert f"not UTF-8 text (byte 0xe9 on line {line}): a damaged save, or not one" in err and "codec" not in err
    assert saves.save_path().read_bytes() == damaged


def test_a_save_given_a_byte_order_mark_by_a_windows_editor_resumes_as_it_was(words):
    """Opened and saved again in Notepad, a save starts with a byte order mark: resume said
    "Unexpected UTF-8 BOM (decode using utf-8-sig)", Python's words, and would not go on."""
    from wordcards.engine.shuffle import ShuffleGame

    before = saved_game(words, "shuffle", "--players", "Ann,Bob", "--seed", "2")
    saves.save_path().write_bytes(b"\xef\xbb\xbf" + before)
    saved = saves.read_save()
    assert saved is not None and saved.players == ("Ann", "Bob")
    assert Session.resume(saved, words, None, None).game == ShuffleGame.from_json(before.decode("utf-8"), words)


def test_a_save_with_a_byte_order_mark_and_a_byte_not_utf8_names_that_byte_and_its_line():
    """The mark is dropped before decoding: the refusal named the byte and line two bytes on."""
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_bytes(b'\xef\xbb\xbf{"format": "wordcards-save",\n"game": "\xff"}')
    with pytest.raises(saves.SaveUnreadable) as caught:
        saves.read_save()
    assert "not UTF-8 text (byte 0xff on line 2)" in str(caught.value)


def test_host_resume_says_where_its_save_is_not_utf8():
    store.hosted_path().parent.mkdir(parents=True, exist_ok=True)
    store.hosted_path().write_bytes(b'{"format": "wordcards-save",\n"game": "\xff"}')
    with pytest.raises(store.HostedUnreadable) as caught:
        store.read()
    assert "not UTF-8 text (byte 0xff on line 2)" in str(caught.value)


def test_a_hosted_save_keeps_its_word_list_by_an_absolute_name(words, tmp_path, monkeypatch):
    """As a hot-seat save does: a word list given by a relative name is kept by its absolute
    one, so `host --resume` from another folder finds it (it looked for it where it was run)."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset

    (tmp_path / "ours.txt").write_text("cat\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 2)
    store.write(store.HostedGame(game, ("a" * 20, "b" * 20), "ours.txt", "house.txt", "127.0.0.1", 8765))
    monkeypatch.chdir("/")
    saved = store.read()
    assert saved is not None
    assert (saved.wordlist, saved.house) == (str(tmp_path / "ours.txt"), str(tmp_path / "house.txt"))


@pytest.mark.parametrize("name", ["/tmp/a\nb.txt", "", 5, "\x1b[2Jwords.txt"])
@pytest.mark.parametrize("field", ["wordlist", "house"])
def test_host_resume_refuses_a_save_whose_word_list_is_not_a_file_name(words, name, field):
    """As a hot-seat save is read: a hosted save's word list (or house file) that could not
    have been given is refused. One that was not text was dropped, and the game went on with
    the shipped list instead, without a word; a control character went on into messages."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.rulesets import default_ruleset

    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 2)
    path = store.write(store.HostedGame(game, ("a" * 20, "b" * 20), None, None, "127.0.0.1", 8765))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["app"][field] = name
    path.write_text(json.dumps(data), encoding="utf-8")
    what = "word list" if field == "wordlist" else "house"
    with pytest.raises(store.HostedUnreadable, match=f"the save's {what} file name is not a file name"):
        store.read()


@pytest.mark.skipif(not os.path.exists("/dev/zero") or sys.platform != "linux", reason="needs Linux's /dev/zero")
def test_resume_refuses_a_save_that_never_ends_unread_and_leaves_it():
    """A save that is a link to /dev/zero is refused as a device, unread: it was read whole
    first, so resume ran out of memory with a traceback (then up to the limit, refused by
    its size). Run in a child with 1 GB of memory, so a regression fails quickly."""
    import pty

    folder = saves.data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    saves.save_path().symlink_to("/dev/zero")
    child = textwrap.dedent(
        """
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))
        from wordcards.cli import main
        sys.exit(main(["resume"]))
        """
    )
    env = dict(os.environ, WORDCARDS_DATA_DIR=str(folder))
    leader, follower = pty.openpty()  # its input a terminal, as resume needs (needs_a_terminal.py)
    try:
        done = subprocess.run([sys.executable, "-c", child], env=env, stdin=follower, capture_output=True, text=True, timeout=60)
    finally:
        os.close(follower)
        os.close(leader)
    assert done.returncode == 1, done.stderr
    assert done.stderr.count("\n") == 1 and f"{saves.save_path()}: is a device, not a save file" in done.stderr
    assert saves.save_path().is_symlink()
