"""Issue 10: rulesets, word lists and command lines that once crashed or hung. Each is
refused in one line (file, key, line where there is one) with exit status 2, or works."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import pytest
import yaml

from wordcards.rulesets import schema
from wordcards.app.launch import parse_players
from wordcards.cli import main
from wordcards.resources import ruleset_path
from wordcards.slow import notice

RUMMY_TEXT = ruleset_path("rummy").read_text(encoding="utf-8")
SHUFFLE_TEXT = ruleset_path("shuffle").read_text(encoding="utf-8")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def rules_from(capsys, tmp_path, game: str, text: str) -> tuple[int, str, str]:
    """``wordcards rules GAME --ruleset`` with a ruleset file holding ``text``."""
    path = tmp_path / f"{game}.yaml"
    path.write_text(text, encoding="utf-8")
    return run(capsys, "rules", game, "--ruleset", str(path))


def checked_with_word_list(capsys, tmp_path, text: str) -> tuple[int, str, str]:
    """``wordcards check cat --wordlist`` with a word list file holding ``text``."""
    path = tmp_path / "words.txt"
    path.write_text(text, encoding="utf-8")
    return run(capsys, "check", "cat", "--wordlist", str(path))


def one_line_refusal(code: int, err: str, *expected: str) -> None:
    assert code == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    assert len(err) < 400
    for part in expected:
        assert part in err


@pytest.fixture
def rose_ruleset(tmp_path):
    path = tmp_path / "rose.yaml"
    path.write_text(RUMMY_TEXT.replace("colours: [red, green, blue]", "colours: [red, rose, blue]"), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "argv",
    [
        ("rules", "rummy"),
        ("play", "rummy", "--players", "Ann,Bob"),
        ("simulate", "rummy", "--games", "1"),
    ],
)
def test_item5_a_colour_the_game_cannot_draw_is_refused_by_the_loader(capsys, rose_ruleset, argv, tmp_path, monkeypatch):
    """'rose' shared red's initial (a card is written 'Er'); now any colour the game has no
    tint and shape for is refused, and the known ones' initials differ."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    code, out, err = run(capsys, *argv, "--ruleset", str(rose_ruleset))
    one_line_refusal(
        code, err, str(rose_ruleset), "line 7", "deck.colours[1]", "'rose' is not a colour the game can draw",
        "choose from red, green, blue, yellow, orange, purple",
    )
    assert not (tmp_path / "data").exists()  # nothing was started, nothing saved


def test_item6_a_number_of_thousands_of_digits_in_a_ruleset_is_refused(capsys, tmp_path):
    code, _, err = rules_from(capsys, tmp_path, "shuffle", SHUFFLE_TEXT.replace("hand_size: 7", "hand_size: " + "9" * 5000))
    one_line_refusal(code, err, "hand_size", "cannot read the value")


def test_item6_a_level_line_of_thousands_of_digits_is_refused(capsys, tmp_path):
    code, _, err = checked_with_word_list(capsys, tmp_path, "cat\n#level " + "9" * 5000 + "\ndog\n")
    one_line_refusal(code, err, "line 2", "is not a level")


def test_item1_a_ruleset_name_is_printed_as_text_not_markup(capsys, tmp_path):
    marked = SHUFFLE_TEXT.replace("name: Shuffle (standard)", "name: '[/] [link=http://e]z [b]x'")
    code, out, err = rules_from(capsys, tmp_path, "shuffle", marked)
    assert code == 0 and err == ""
    assert "[/] [link=http://e]z [b]x" in out


def test_item1_a_colour_that_is_markup_is_refused(capsys, tmp_path):
    linked = RUMMY_TEXT.replace("colours: [red, green, blue]", "colours: ['[link=http://e]z', green, blue]")
    code, _, err = rules_from(capsys, tmp_path, "rummy", linked)
    one_line_refusal(code, err, "deck.colours[0]", "a colour is a name of 1 to 20 letters")


# --- item 9: limits, the C loader, a word while a big file loads ---------------------


def test_item9_rulesets_are_parsed_with_the_c_loader_when_there_is_one():
    if yaml.__with_libyaml__:
        assert schema._YAML_LOADER is yaml.CSafeLoader
    else:  # pragma: no cover - PyYAML built without libyaml
        assert schema._YAML_LOADER is yaml.SafeLoader


def test_item9_a_huge_ruleset_is_refused_before_it_is_parsed(capsys, tmp_path):
    code, _, err = rules_from(capsys, tmp_path, "shuffle", SHUFFLE_TEXT + "# " + "x" * (300 * 1024) + "\n")
    one_line_refusal(code, err, "over 256 KB")


def test_item9_a_huge_word_list_is_refused_before_it_is_read(capsys, tmp_path):
    path = tmp_path / "huge.txt"
    with open(path, "wb") as handle:  # a sparse file: 9 MB that costs no disk
        handle.truncate(9 * 2**20)
    code, _, err = run(capsys, "check", "cat", "--wordlist", str(path))
    one_line_refusal(code, err, "9.0 MB", "the most wordcards reads is 8 MB")


def test_item9_a_bad_long_line_is_quoted_short(capsys, tmp_path):
    code, _, err = checked_with_word_list(capsys, tmp_path, "cat\n" + "x1" * 2_500_000 + "\n")
    one_line_refusal(code, err, "line 2", "...")


def test_item9_a_word_longer_than_any_card_game_needs_is_refused(capsys, tmp_path):
    code, _, err = checked_with_word_list(capsys, tmp_path, "cat\n" + "a" * 61 + "\n")
    one_line_refusal(code, err, "line 2", "longer than 60 letters")


def test_item9_slow_work_says_what_it_is_doing():
    said = threading.Event()
    lines: list[str] = []

    class Stream:
        def write(self, text: str) -> None:
            lines.append(text)
            said.set()

        def flush(self) -> None:
            pass

    with notice("Reading the word list big.txt", after=0.0, stream=Stream()):
        assert said.wait(timeout=30)
    assert "".join(lines) == "Reading the word list big.txt...\n"
    lines.clear()
    with notice("Quick", after=30, stream=Stream()):
        pass
    assert lines == []


def test_the_loading_notice_waits_for_the_delay_of_the_moment(monkeypatch, capsys, tmp_path):
    """The delay is read when loading starts (tests set it to never, conftest.py); a wait of
    0 shows the notice before the refusal, as a slow machine does. At once, not from a timer's
    thread: on a busy machine that thread ran after the little file was read and refused, and
    nothing was said (here a timer whose thread never gets to run)."""
    import threading

    class NeverRuns(threading.Timer):
        def start(self) -> None:
            pass

    monkeypatch.setattr("wordcards.slow.NOTICE_AFTER", 0.0)
    monkeypatch.setattr("wordcards.slow.Timer", NeverRuns)
    path = tmp_path / "long.txt"
    path.write_text("cat\n" + "a" * 61 + "\n", encoding="utf-8")
    code, _, err = run(capsys, "check", "cat", "--wordlist", str(path))
    assert code == 2 and err.startswith(f"Reading the word list {path}...\n")


# --- item 11: small ones --------------------------------------------------------------


def test_item11_rules_into_a_reader_that_leaves_early_exits_0():
    process = subprocess.Popen(
        [sys.executable, "-m", "wordcards", "rules", "shuffle"], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    process.stdout.close()  # like 'head -1'
    status = process.wait(timeout=60)
    assert first.startswith(b"Shuffle")
    assert status == 0
    assert b"Traceback" not in process.stderr.read()


def test_item11_a_computer_seat_never_takes_a_persons_name():
    seats = parse_players("Bit (hard),cpu:hard")
    names = [seat.name for seat in seats]
    assert names[0] == "Bit (hard)" and names[1] != "Bit (hard)" and names[1].endswith("(hard)")
    assert len({name.casefold() for name in names}) == 2


# --- files that are not UTF-8, folders, rulesets nobody could play -------------------------


def test_a_ruleset_that_is_not_utf8_is_refused_with_its_line(capsys, tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes(SHUFFLE_TEXT.replace("name: Shuffle (standard)", "name: Caf\xe9 Shuffle").encode("latin-1"))
    code, _, err = run(capsys, "rules", "shuffle", "--ruleset", str(path))
    one_line_refusal(code, err, f"{path}, line 5:", "not UTF-8 text (byte 0xe9)")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_a_ruleset_in_utf16_is_named_as_such(capsys, tmp_path, encoding):
    """Review: a hand-edited ruleset saved as "Unicode" by Notepad (UTF-16) was "line 1: not
    UTF-8 text (byte 0xff)", as if one character were wrong; a word list says what it is."""
    path = tmp_path / "ours.yaml"
    path.write_bytes(("\ufeff" + SHUFFLE_TEXT).encode(encoding))
    code, _, err = run(capsys, "rules", "shuffle", "--ruleset", str(path))
    one_line_refusal(code, err, f"{path}: a text file in UTF-16, not UTF-8; save the file as UTF-8")


def test_a_save_in_utf16_is_named_as_such(tmp_path):
    """A save opened and saved as "Unicode" in Notepad: named so, not "byte 0xff on line 1"."""
    from wordcards.saves import read_save_text

    path = tmp_path / "save.json"
    path.write_bytes('\ufeff{"format": "wordcards-save"}'.encode("utf-16-le"))
    with pytest.raises(ValueError, match="^a text file in UTF-16, not UTF-8: a save edited and saved in another encoding, or not one$"):
        read_save_text(path)


def test_a_ruleset_that_is_a_folder_is_refused_in_plain_words(capsys, tmp_path):
    code, _, err = run(capsys, "rules", "shuffle", "--ruleset", str(tmp_path))
    one_line_refusal(code, err, f"{tmp_path}: is a folder, not a ruleset file")
    assert "Errno" not in err


# Run in a child with a timeout: without the check each waits for ever on the pipe's writer.
PIPE_WAIT = 15  # each is refused in about half a second


@pytest.mark.skipif(not hasattr(os, "mkfifo") or sys.platform == "win32", reason="needs named pipes and a pty")
@pytest.mark.parametrize(
    "argv, what",
    [
        (("check", "cat", "--wordlist"), "word list file"),
        (("check", "cat", "--house"), "house file"),
        (("rules", "rummy", "--ruleset"), "ruleset file"),
        (("play", "shuffle", "--players", "Ann,Bob", "--wordlist"), "word list file"),
        (("play", "rummy", "--players", "Ann,Bob", "--ruleset"), "ruleset file"),
    ],
)
def test_a_named_pipe_given_as_a_file_is_refused_not_waited_on(tmp_path, argv, what):
    """A review: --wordlist (or --ruleset) naming a named pipe waited for ever for a writer.
    It is refused before it is opened, in the words a folder given is refused in."""
    import pty

    pipe = tmp_path / "words.fifo"
    os.mkfifo(pipe)
    env = dict(os.environ, WORDCARDS_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path))
    leader, follower = pty.openpty()  # its input a terminal, as play needs (needs_a_terminal.py)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "wordcards", *argv, str(pipe)], env=env, stdin=follower,
            capture_output=True, text=True, timeout=PIPE_WAIT,
        )
    finally:
        os.close(follower)
        os.close(leader)
    one_line_refusal(done.returncode, done.stderr, f"{pipe}: is a pipe, not a {what}: save it to a file first")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("found", ["saves", "settings"])
def test_a_named_pipe_in_place_of_the_save_or_the_settings_is_refused_not_waited_on(tmp_path, found):
    """The save and the settings are read by the same reader: a named pipe in a save's place
    (or the settings') is named as one, never opened."""
    pipe = tmp_path / ("game.json" if found == "saves" else "settings.json")
    os.mkfifo(pipe)
    child = (
        "import sys\nfrom pathlib import Path\n"
        "from wordcards.saves import SaveUnreadable, read_record\n"
        "from wordcards.settings import SettingsUnreadable, read_settings\n"
        "try:\n"
        f"    (read_record if {found!r} == 'saves' else read_settings)(Path(sys.argv[1]))\n"
        "except (SaveUnreadable, SettingsUnreadable) as exc:\n"
        "    print(exc)\n"
    )
    done = subprocess.run([sys.executable, "-c", child, str(pipe)], capture_output=True, text=True, timeout=PIPE_WAIT)
    # No "save it to a file first": the player never named this file.
    what = "it is a pipe, not a settings file" if found == "settings" else "is a pipe, not a save file"
    assert done.stdout == f"{pipe}: {what}\n", done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_put_in_a_files_place_after_it_was_looked_at_is_refused_once_open(monkeypatch, tmp_path):
    """The file is looked at, then opened without waiting and looked at again: a pipe that
    took a regular file's place in between (here: the first look told a regular file) is
    refused, never waited on. Without O_NONBLOCK the open itself would wait for a writer."""
    import stat
    import wordcards.files as files

    pipe = tmp_path / "words.fifo"
    os.mkfifo(pipe)
    real_stat = os.stat

    def first_look(path, *args, **kwargs):
        found = real_stat(path, *args, **kwargs)
        if str(path) != str(pipe):
            return found
        looks = list(found)
        looks[stat.ST_MODE] = stat.S_IFREG | 0o644
        return os.stat_result(looks)

    monkeypatch.setattr(files.os, "stat", first_look)
    refused: list[str] = []
    reader = threading.Thread(target=lambda: refused.append(_refusal(files, pipe)), daemon=True)
    reader.start()
    reader.join(PIPE_WAIT)
    assert refused == ["a pipe"], "the pipe was waited on (or read)"


def _refusal(files, path) -> str:
    try:
        files.read_at_most(path, 100)
    except files.NotRegularFile as exc:
        return exc.kind
    return "read"


def test_a_house_file_over_its_limit_is_refused_by_its_size(capsys, tmp_path):
    """/dev/zero was this limit's test until a device was refused as one: a sparse file now."""
    path = tmp_path / "house.txt"
    with open(path, "wb") as handle:  # a sparse file: 2 MB that costs no disk
        handle.truncate(2 * 2**20)
    code, _, err = run(capsys, "check", "cat", "--house", str(path))
    one_line_refusal(code, err, f"{path}: the house file is 2.0 MB; the most wordcards reads is 1 MB")


def test_a_save_over_its_limit_is_refused_by_its_size_unread(tmp_path):
    from wordcards.engine.record import TOO_BIG
    from wordcards.saves import read_save_text

    path = tmp_path / "game.json"
    with open(path, "wb") as handle:  # a sparse file of 65 MB, over the save's 64
        handle.truncate(65 * 2**20)
    with pytest.raises(ValueError, match=f"^{TOO_BIG}$"):
        read_save_text(path)


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_a_device_given_as_a_word_list_is_refused_as_one(capsys):
    """/dev/null read as an empty list, /dev/zero up to the limit: a device is no word list."""
    code, _, err = run(capsys, "check", "cat", "--wordlist", "/dev/null")
    one_line_refusal(code, err, "/dev/null: is a device, not a word list file")


@pytest.mark.parametrize("option", ["--wordlist", "--house"])
def test_a_word_file_that_is_not_utf8_is_refused_with_its_line(capsys, tmp_path, option):
    path = tmp_path / "latin.txt"
    lines = "cat\ncafé\n" if option == "--wordlist" else "+zorp\n+café\n"
    path.write_bytes(lines.encode("latin-1"))
    code, _, err = run(capsys, "check", "cat", option, str(path))
    one_line_refusal(code, err, f"{path}, line 2:", "not a text file in UTF-8 (byte 0xe9)")


@pytest.mark.parametrize("option", ["--wordlist", "--house"])
def test_a_word_file_with_a_byte_order_mark_names_the_byte_not_utf8_and_its_line(capsys, tmp_path, option):
    """Dropping the mark while decoding counted from after it: "line 1 ... (byte 0x74)"."""
    path = tmp_path / "latin.txt"
    lines = "cat\ncafé\n" if option == "--wordlist" else "+zorp\n+café\n"
    path.write_bytes(b"\xef\xbb\xbf" + lines.encode("latin-1"))
    code, _, err = run(capsys, "check", "cat", option, str(path))
    one_line_refusal(code, err, f"{path}, line 2:", "not a text file in UTF-8 (byte 0xe9)")


@pytest.mark.parametrize("option", ["--wordlist", "--house"])
@pytest.mark.parametrize(("encoding", "named"), [("utf-16-le", "UTF-16"), ("utf-16-be", "UTF-16"), ("utf-32-le", "UTF-32")])
def test_a_word_file_in_utf16_is_named_as_such(capsys, tmp_path, option, encoding, named):
    """A play-tester: a list saved as UTF-16 (FF FE, or FE FF) was "line 1: not a text
    file in UTF-8 (byte 0xff)", as if one character were wrong: its byte order mark says
    what it is."""
    path = tmp_path / "unicode.txt"
    lines = "cat\ncats\n" if option == "--wordlist" else "+zorp\n"
    path.write_bytes("\ufeff".encode(encoding) + lines.encode(encoding))
    code, _, err = run(capsys, "check", "cats", option, str(path))
    one_line_refusal(code, err, f"{path}: a text file in {named}, not UTF-8; save it as UTF-8")


@pytest.mark.parametrize("option", ["--wordlist", "--house"])
@pytest.mark.parametrize(("encoding", "named"), [("utf-16-le", "UTF-16"), ("utf-16-be", "UTF-16"), ("utf-32-le", "UTF-32"), ("utf-32-be", "UTF-32")])
def test_a_word_file_in_utf16_without_a_byte_order_mark_is_named_as_such(capsys, tmp_path, option, encoding, named):
    """Without its mark, a list in UTF-16 is valid UTF-8: it was read as words holding NUL
    characters (C\\x00A\\x00T). Its NUL bytes, every other one, say what it is."""
    path = tmp_path / "unicode.txt"
    path.write_bytes(("cat\ncafé\ncats\n" if option == "--wordlist" else "+zorp\n").encode(encoding))
    code, _, err = run(capsys, "check", "cats", option, str(path))
    one_line_refusal(code, err, f"{path}: a text file in {named}, not UTF-8; save it as UTF-8")


@pytest.mark.parametrize(
    ("data", "refused"),
    [
        (b"cat\n\x00\ncats\n", "line 2: '\\x00' is not a word"),
        (b"cat\ncats\x00\n", "line 2: 'cats\\x00' is not a word"),
    ],
    ids=["a NUL line", "one NUL byte"],
)
def test_a_word_file_with_a_nul_byte_that_says_no_encoding_is_refused_by_its_line(capsys, tmp_path, data, refused):
    """NUL bytes that do not fall as UTF-16's do are refused as any other stray character,
    at their line."""
    path = tmp_path / "nul.txt"
    path.write_bytes(data)
    code, _, err = run(capsys, "check", "cats", "--wordlist", str(path))
    one_line_refusal(code, err, f"{path}, {refused}")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
@pytest.mark.parametrize(
    "data",
    [
        "# Ann\u2019s list\ncat\ncats\n",  # a curly apostrophe in a comment: its high byte is 0x20
        "cat\ncats\nœuvre\n",
        "cat\nλέξη\ncats\n",  # half the high bytes NUL
        "cat\ncats\n\U0001f600\n",  # an emoji: a surrogate pair in UTF-16
    ],
    ids=["curly apostrophe", "oe", "Greek", "emoji"],
)
def test_a_word_file_in_utf16_without_a_mark_holding_a_character_past_latin_1_is_named_as_such(capsys, tmp_path, data, encoding):
    """Review: every high byte had to be NUL, so one character above U+00FF (a curly
    apostrophe) made the list "'c\\x00a\\x00t\\x00' is not a word" or "byte 0xbb"."""
    path = tmp_path / "unicode.txt"
    path.write_bytes(data.encode(encoding))
    code, _, err = run(capsys, "check", "cats", "--wordlist", str(path))
    named = encoding[:6].upper()
    one_line_refusal(code, err, f"{path}: a text file in {named}, not UTF-8; save it as UTF-8")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-32-le"])
def test_a_word_file_in_utf16_without_a_mark_and_a_byte_appended_is_named_as_such(capsys, tmp_path, encoding):
    """Review: an odd length (a byte appended) was never checked: judged without that byte."""
    path = tmp_path / "unicode.txt"
    path.write_bytes("cat\ncats\n".encode(encoding) + b"\n")
    code, _, err = run(capsys, "check", "cats", "--wordlist", str(path))
    one_line_refusal(code, err, f"{path}: a text file in {encoding[:6].upper()}, not UTF-8; save it as UTF-8")


NOTHING_BUT_NUL = b"\0" * 4096
ONLY_NUL_SAID = "it holds only NUL bytes, no text (a file emptied by a crash, or a placeholder not yet downloaded?)"


@pytest.mark.parametrize("option", ["--wordlist", "--house"])
def test_a_word_file_of_only_nul_bytes_is_named_as_no_encoding(capsys, tmp_path, option):
    """Review: a zero-filled file (a crash, a cloud placeholder) was "a text file in UTF-32":
    NUL at every offset fell as UTF-32's do. It holds no text, and says so."""
    path = tmp_path / "zeros.txt"
    path.write_bytes(NOTHING_BUT_NUL)
    code, _, err = run(capsys, "check", "cats", option, str(path))
    one_line_refusal(code, err, f"{path}: {ONLY_NUL_SAID}")
    assert "UTF" not in err


def test_a_ruleset_of_only_nul_bytes_is_named_as_no_encoding(capsys, tmp_path):
    path = tmp_path / "zeros.yaml"
    path.write_bytes(NOTHING_BUT_NUL)
    code, _, err = run(capsys, "rules", "shuffle", "--ruleset", str(path))
    one_line_refusal(code, err, f"{path}: {ONLY_NUL_SAID}")


def test_a_save_of_only_nul_bytes_is_named_as_no_encoding(tmp_path):
    from wordcards.saves import read_save_text

    path = tmp_path / "save.json"
    path.write_bytes(NOTHING_BUT_NUL)
    with pytest.raises(ValueError) as caught:
        read_save_text(path)
    assert str(caught.value) == "it holds only NUL bytes, no text: a save emptied by a crash, or not one"


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_a_ruleset_in_utf16_without_a_byte_order_mark_is_named_as_such(capsys, tmp_path, encoding):
    path = tmp_path / "ours.yaml"
    path.write_bytes(SHUFFLE_TEXT.encode(encoding))
    code, _, err = run(capsys, "rules", "shuffle", "--ruleset", str(path))
    one_line_refusal(code, err, f"{path}: a text file in UTF-16, not UTF-8; save the file as UTF-8")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_a_save_in_utf16_without_a_byte_order_mark_is_named_as_such(tmp_path, encoding):
    from wordcards.saves import read_save_text

    path = tmp_path / "save.json"
    path.write_bytes('{"format": "wordcards-save"}'.encode(encoding))
    with pytest.raises(ValueError, match="^a text file in UTF-16, not UTF-8: a save edited and saved in another encoding, or not one$"):
        read_save_text(path)


@pytest.mark.parametrize(("argv", "name"), [
    (("rules", "shuffle", "--ruleset"), "ours\n\x1b[2J.yaml"),
    (("check", "cat", "--wordlist"), "ours\n\x1b[2J.txt"),
    (("check", "cat", "--house"), "ours\n\x1b[2J.txt"),
], ids=["ruleset", "wordlist", "house"])
def test_a_file_name_with_a_newline_and_an_escape_code_is_quoted_in_one_line(capsys, tmp_path, argv, name):
    """A file name may hold anything but "/": the refusal printed it raw, on two lines, and
    sent its escape code (here: clear the screen) to the terminal."""
    path = tmp_path / name
    path.write_text({"--ruleset": "game: shuffle\n", "--wordlist": "", "--house": "oops\n"}[argv[-1]], encoding="utf-8")
    code, _, err = run(capsys, *argv, str(path))
    one_line_refusal(code, err, f"{tmp_path}/ours\\n\\x1b[2J.")
    assert "\x1b" not in err


def test_S4_a_first_play_longer_than_the_hand_is_refused(capsys, tmp_path):
    long_first = SHUFFLE_TEXT.replace("first_play: {adult: 4, junior: 3}", "first_play: {adult: 8, junior: 3}")
    code, _, err = rules_from(capsys, tmp_path, "shuffle", long_first)
    one_line_refusal(
        code, err, "line 51 at 'min_length.first_play'", "a first play of 8 letters", "a hand of 7 cards (hand_size)"
    )


def test_R3_a_word_longer_than_a_hand_and_the_card_drawn_is_refused(capsys, tmp_path):
    long_words = RUMMY_TEXT.replace("min_word_length: {adult: 2, junior: 2}", "min_word_length: {adult: 7, junior: 2}")
    code, _, err = rules_from(capsys, tmp_path, "rummy", long_words)
    one_line_refusal(code, err, "at 'min_word_length'", "with 8 players a hand is 5 cards (hand_size.8)", "7 letters")


def test_a_word_as_long_as_a_hand_and_the_card_drawn_is_allowed(capsys, tmp_path):
    as_long = RUMMY_TEXT.replace("min_word_length: {adult: 2, junior: 2}", "min_word_length: {adult: 6, junior: 2}")
    code, _, err = rules_from(capsys, tmp_path, "rummy", as_long)
    assert code == 0 and err == ""


# --- check and --junior: what was typed, said back plainly -------------------------------


@pytest.mark.parametrize("word, shown", [("", "''"), (" cat", "' cat'"), ("\x1b[31mred", "'\\x1b[31mred'")])
def test_check_quotes_a_word_that_would_not_show_as_typed(capsys, word, shown):
    code, out, _ = run(capsys, "check", word)
    assert code == 1
    assert out == f"{shown}: not accepted - a word is made of the letters a-z only\n"


@pytest.mark.parametrize("junior", ["cpu:hard", "Bit"])
def test_S12_junior_naming_a_computer_says_it_is_one(capsys, junior, tmp_path, monkeypatch):
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    code, _, err = run(capsys, "play", "shuffle", "--players", "Ann,cpu:hard", "--junior", junior)
    one_line_refusal(code, err, f"--junior {junior!r}: Bit (hard) is a computer player", "only people are juniors")
    assert not (tmp_path / "data").exists()


@pytest.mark.parametrize("command", ["play", "host"])
def test_minutes_without_a_number_for_shuffle_is_refused_not_a_traceback(capsys, command, tmp_path, monkeypatch):
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    code, _, err = run(capsys, command, "shuffle", "--players", "Ann,Bob", "--minutes")
    one_line_refusal(code, err, "--minutes: only Word Rummy has this option")


@pytest.mark.parametrize(
    "argv, expected",
    [
        (("rules", "rummy", "--ruleset", "/dev/zero"), "/dev/zero: is a device, not a ruleset file"),
        (("check", "cat", "--wordlist", "/dev/zero"), "/dev/zero: is a device, not a word list file"),
        (("check", "cat", "--house", "/dev/zero"), "/dev/zero: is a device, not a house file"),
    ],
)
def test_item9_a_file_that_never_ends_is_refused_unread(capsys, argv, expected):
    code, _, err = run(capsys, *argv)  # it read all of /dev/zero, until memory ran out (then up to the limit)
    one_line_refusal(code, err, expected)


@pytest.mark.parametrize("link", ["http://[::1", "http://[::1/seat/abc", "not a link"])
def test_join_with_a_broken_link_is_refused_in_one_line(capsys, link):
    code, _, err = run(capsys, "join", link)  # 'http://[::1' was a traceback (Invalid IPv6 URL)
    one_line_refusal(code, err, f"{link!r} is not a seat link")


@pytest.mark.parametrize(
    "argv",
    [
        ("play", "shuffle", "--seed"),
        ("play", "rummy", "--target"),
        ("simulate", "shuffle", "--seed"),
        ("simulate", "shuffle", "--games"),
        ("serve", "--port"),
    ],
)
def test_item6_a_bad_value_of_thousands_of_digits_is_quoted_short(capsys, argv):
    with pytest.raises(SystemExit) as info:
        main([*argv, "9" * 5000 + "x"])
    err = capsys.readouterr().err
    assert info.value.code == 2
    last = err.splitlines()[-1]
    assert "'9999999999" in last and "..." in last and len(last) < 200


# --- a word list nobody could play with --------------------------------------------------


@pytest.mark.parametrize("command", ["play", "host"])
def test_a_word_list_with_no_word_long_enough_to_play_is_refused(capsys, tmp_path, monkeypatch, command):
    """Only two-letter words, and Shuffle's first play is 4 letters (3 for a junior): every
    turn would be a pass, the game a deck run out. Refused before the game starts."""
    from wordcards.app.main import WordcardsApp

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    from wordcards.remote import commands

    started = lambda *args, **kwargs: pytest.fail("the game started")  # noqa: E731
    monkeypatch.setattr(WordcardsApp, "run", started)
    monkeypatch.setattr(commands, "_serve_table", started)
    path = tmp_path / "two.txt"
    path.write_text("at\nto\nin\non\nis\n", encoding="utf-8")
    code, _, err = run(capsys, command, "shuffle", "--players", "Ann,Bob", "--junior", "Bob", "--wordlist", str(path))
    one_line_refusal(
        code, err, f"{path}: no word of 3 letters or more in the list", "(min_length.first_play in the ruleset)"
    )


@pytest.mark.parametrize("command", ["play", "host"])
@pytest.mark.parametrize(
    ("game", "old", "new", "span", "keys"),
    [
        ("shuffle", "first_play: {adult: 4, junior: 3}", "first_play: {adult: 6, junior: 6}", "6 letters or more", "min_length.first_play"),
        ("rummy", "min_word_length: {adult: 2, junior: 2}", "min_word_length: {adult: 5, junior: 5}", "5 to 8 letters", "min_word_length"),
    ],
    ids=["shuffle", "rummy"],
)
def test_a_ruleset_asking_for_longer_words_than_the_list_has_is_named_as_the_file_to_change(
    capsys, tmp_path, monkeypatch, command, game, old, new, span, keys
):
    """The shipped ruleset plays with a list of three-letter words, this one does not: the
    refusal named the word list, as if the list were at fault."""
    from wordcards.app.main import WordcardsApp
    from wordcards.remote import commands

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    started = lambda *args, **kwargs: pytest.fail("the game started")  # noqa: E731
    monkeypatch.setattr(WordcardsApp, "run", started)
    monkeypatch.setattr(commands, "_serve_table", started)
    words = tmp_path / "three.txt"
    words.write_text("cats\ndogs\nacts\n", encoding="utf-8")  # the adults' 4 letters of a first play (S4)
    ruleset = tmp_path / "long.yaml"
    text = (SHUFFLE_TEXT if game == "shuffle" else RUMMY_TEXT)
    assert text.count(old) == 1
    ruleset.write_text(text.replace(old, new), encoding="utf-8")
    argv = ("--players", "Ann,Bob", "--wordlist", str(words))
    code, _, err = run(capsys, command, game, *argv, "--ruleset", str(ruleset))
    keys_said = f"({keys} and hand_size in the ruleset)" if game == "rummy" else f"({keys} in the ruleset)"
    one_line_refusal(
        code, err, f"error: {ruleset}: no word of {span} in the word list {words}, and ", keys_said,
        "nobody could ever play (the shipped ruleset plays with that list)",
    )
    # Words of one letter: the shipped ruleset cannot play them either, so the list is to change.
    words.write_text("a\ni\n", encoding="utf-8")
    code, _, err = run(capsys, command, game, *argv, "--ruleset", str(ruleset))
    one_line_refusal(code, err, f"error: {words}: no word of {span} in the list, and ")
    assert not (tmp_path / "data" / "current.json").exists()


@pytest.mark.parametrize("command", ["play", "host"])
def test_a_house_file_that_removes_every_playable_word_is_named_as_the_file_to_change(capsys, tmp_path, monkeypatch, command):
    """With a word list of the family's own the refusal named the word list, which plays
    without the house file; with the shipped list nothing was checked and the game started."""
    from wordcards.app.main import WordcardsApp
    from wordcards.remote import commands
    from wordcards.words import default_wordlist

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    started = lambda *args, **kwargs: pytest.fail("the game started")  # noqa: E731
    monkeypatch.setattr(WordcardsApp, "run", started)
    monkeypatch.setattr(commands, "_serve_table", started)
    words, house = tmp_path / "ours.txt", tmp_path / "house.txt"
    words.write_text("cats\ndogs\nat\n", encoding="utf-8")
    house.write_text("-cats\n-dogs\n", encoding="utf-8")
    argv = ("--players", "Ann,Bob", "--house", str(house))
    code, _, err = run(capsys, command, "shuffle", *argv, "--wordlist", str(words))
    one_line_refusal(
        code, err, f"error: {house}: its '-word' lines leave no word of 4 letters or more in the word list {words}, and ",
        "nobody could ever play",
    )
    # Word Rummy plays words of 2 to 8 letters: a house file may take them all from the shipped list.
    house.write_text("".join(f"-{word}\n" for word in default_wordlist() if 2 <= len(word) <= 8), encoding="utf-8")
    code, _, err = run(capsys, command, "rummy", *argv)
    one_line_refusal(
        code, err, f"error: {house}: its '-word' lines leave no word of 2 to 8 letters in the shipped word list, and ",
        "nobody could ever play",
    )
    assert not (tmp_path / "data" / "current.json").exists()


# --- a file given where another kind was meant -----------------------------------------


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (("rules", "shuffle", "--ruleset", "{missing}"), "{missing}: no such ruleset file"),
        (("rules", "shuffle", "--ruleset", "{empty}"), "{empty}: the ruleset file is empty"),
        (("rules", "shuffle", "--ruleset", "{words}"), "{words}: this is a list of words, not a ruleset (a word list is given with --wordlist)"),
        (("rules", "shuffle", "--ruleset", "{accented}"), "{accented}: this is a list of words, not a ruleset (a word list is given with --wordlist)"),
        (("rules", "shuffle", "--ruleset", "{levelled}"), "{levelled}: this is a list of words, not a ruleset (a word list is given with --wordlist)"),
        (("rules", "shuffle", "--ruleset", "{odd}"), "{odd}: not a ruleset: a ruleset is keys and values, such as 'game: shuffle'"),
        (("rules", "shuffle", "--ruleset", "{through_a_file}"), "{through_a_file}: cannot read the ruleset file (Not a directory)"),
        (("check", "cat", "--wordlist", "{ruleset}"), "{ruleset}: this is a ruleset, not a word list (a ruleset is given with --ruleset)"),
        (("check", "cat", "--house", "{ruleset}"), "{ruleset}: this is a ruleset, not a house file (a ruleset is given with --ruleset)"),
        (("check", "cat", "--house", "{through_a_file}"), "{through_a_file}: cannot read the house file (Not a directory)"),
        (("check", "cat", "--house", "{words}"), "{words}: its lines are bare words, as in a word list; a house file's lines start with '+' to add a word or '-' to remove one (e.g. '+cat'); a whole word list of your own is given with --wordlist"),
        (("play", "shuffle", "--house", "{words}"), "{words}: its lines are bare words, as in a word list; a house file's lines start with '+' to add a word or '-' to remove one (e.g. '+cat'); a whole word list of your own is given with --wordlist"),
    ],
    ids=["missing-ruleset", "empty-ruleset", "words-as-ruleset", "accented-words-as-ruleset", "levelled-words-as-ruleset", "list-as-ruleset", "unreadable-ruleset",
         "ruleset-as-words", "ruleset-as-house", "unreadable-house", "words-as-house", "words-as-house-in-play"],
)
def test_a_file_that_is_not_what_its_option_reads_says_what_it_is_and_which_kind(capsys, tmp_path, argv, says):
    """A ruleset said "no such file" or "the file is empty" (which file?), a word list given as the
    ruleset "expected a mapping of keys, found 'cat dog'", a ruleset given as the word list
    "'game: shuffle' is not a word", an unreadable house file "cannot read the house", a word list
    given as the house file "line 1: expected '+word' to add a word ..., found 'cat'"."""
    files = {
        "missing": tmp_path / "gone.yaml",
        "empty": tmp_path / "empty.yaml",
        "words": tmp_path / "words.txt",
        "odd": tmp_path / "odd.yaml",
        "accented": tmp_path / "accented.txt",
        "levelled": tmp_path / "levelled.txt",
        "ruleset": ruleset_path("shuffle"),
        "through_a_file": tmp_path / "words.txt" / "ours.txt",
    }
    files["empty"].write_text("# nothing yet\n", encoding="utf-8")
    files["words"].write_text("cat\ndog\n", encoding="utf-8")
    files["odd"].write_text("- a\n- b\n", encoding="utf-8")
    files["accented"].write_text("cat\ndog\nzorp\nbee\nant\ncafé\n", encoding="utf-8")
    files["levelled"].write_text("#level 35\ncat\ndog\n#level 50\nnaïve\ncafé\n", encoding="utf-8")
    names = {key: str(path) for key, path in files.items()}
    code, _, err = run(capsys, *(word.format(**names) for word in argv))
    one_line_refusal(code, err, says.format(**names))


def test_a_house_file_too_large_is_not_compared_with_the_shipped_list(capsys, tmp_path):
    path = tmp_path / "house.txt"
    path.write_text("+cat\n" * 300_000, encoding="utf-8")
    code, _, err = run(capsys, "check", "cat", "--house", str(path))
    one_line_refusal(code, err, f"{path}: the house file is 1.4 MB; the most wordcards reads is 1 MB")
    assert "shipped list" not in err


def test_a_word_list_of_words_longer_than_the_hand_plays_shuffle():
    """S3: a pass draws a card, so a hand grows past hand_size and a long word may come in
    time: a list of 8-letter words is a game (a slow one), not one nobody could play."""
    from wordcards.choice import unplayable
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    shuffle = default_ruleset("shuffle")
    assert shuffle.hand_size == 7
    assert unplayable(shuffle, WordList.from_words(["strength", "absolute"])) is None
    assert "no word of 3 letters or more" in unplayable(shuffle, WordList.from_words(["at", "to"]))


def test_S12_a_word_list_only_a_junior_could_play_is_refused_at_a_table_of_adults(capsys, tmp_path, monkeypatch):
    """A play-tester: the check used the junior minimum whoever sat, so Shuffle with a list
    of 3-letter words (an adult's first play is 4, S4) started for two adults, all passes."""
    from wordcards.app.main import WordcardsApp

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(WordcardsApp, "run", lambda *args, **kwargs: 0)
    path = tmp_path / "three.txt"
    path.write_text("cat\ndog\nact\n", encoding="utf-8")
    code, _, err = run(capsys, "play", "shuffle", "--players", "Ann,Bob", "--wordlist", str(path))
    one_line_refusal(code, err, f"{path}: no word of 4 letters or more in the list", "no adult could ever play; a junior could")
    assert not (tmp_path / "data" / "current.json").exists()
    # With a junior seated the list is theirs to choose (S12: a junior's first play is 3).
    assert run(capsys, "play", "shuffle", "--players", "Ann,Bob", "--junior", "Bob", "--wordlist", str(path))[0] == 0


def test_a_word_list_of_two_letter_words_plays_rummy(tmp_path):
    """Word Rummy's words are 2 letters or more (R4): the same list is a game there."""
    from wordcards.choice import unplayable
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    two = WordList.from_words(["at", "to"])
    assert unplayable(default_ruleset("rummy"), two) is None
    assert "no word of 2 to 8 letters" in unplayable(default_ruleset("rummy"), WordList.from_words(["a", "strengthen"]))


def test_R2_a_rummy_hand_bigger_than_the_search_answers_quickly_is_refused(capsys, tmp_path):
    """A hand of 12 cards took 4 s to hint, 20 cards 16 s: refused, with the key and the limit."""
    path = tmp_path / "big-hands.yaml"
    path.write_text(RUMMY_TEXT.replace("  3: 7\n", "  3: 12\n"), encoding="utf-8")
    code, _, err = run(capsys, "rules", "rummy", "--ruleset", str(path))
    one_line_refusal(code, err, "at 'hand_size.3'", "a hand of 12 cards is more than wordcards plays (at most 10)")
    path.write_text(RUMMY_TEXT.replace("  3: 7\n", "  3: 21\n"), encoding="utf-8")  # one refusal, not a range first
    code, _, err = run(capsys, "rules", "rummy", "--ruleset", str(path))
    one_line_refusal(code, err, "at 'hand_size.3'", "a hand of 21 cards is more than wordcards plays (at most 10)")
    path.write_text(RUMMY_TEXT.replace("  3: 7\n", "  3: 10\n"), encoding="utf-8")
    code, _, err = run(capsys, "rules", "rummy", "--ruleset", str(path))
    assert code == 0 and err == ""


# --- YAML tags a family may copy from elsewhere ------------------------------------------

TAGGED = [
    "!!bool maybe",  # PyYAML's constructor raised KeyError: a traceback
    "!!timestamp x",  # AttributeError
    "!!int _",  # IndexError
    "!!float " + "1:" * 3000 + "1.0",  # OverflowError
    "!!int x",
    "!!float x",
    "!!binary x",
    "!!python/name:os.system",
]
# (game, what the shipped file says, the same with the value at {}, the key refused)
TAGGED_SPOTS = [
    ("shuffle", "game: shuffle", "game: {}", "game"),
    ("shuffle", "hand_size: 7", "hand_size: {}", "hand_size"),
    ("rummy", "game: rummy", "game: {}", "game"),
    ("rummy", "colours: [red, green, blue]", "colours: [{}, green, blue]", "deck.colours[0]"),
    ("rummy", "colours: [red, green, blue]", "colours:\n    - {}\n    - green\n    - blue", "deck.colours[0]"),
    ("rummy", "min_word_length: {adult: 2, junior: 2}", "min_word_length: {{adult: {}, junior: 2}}", "min_word_length.adult"),
]


@pytest.mark.parametrize("tagged", TAGGED, ids=lambda tagged: tagged[:12])
@pytest.mark.parametrize(("game", "old", "new", "key"), TAGGED_SPOTS, ids=lambda spot: str(spot)[:12])
def test_a_tagged_value_the_yaml_loader_cannot_make_is_refused_at_its_key(capsys, tmp_path, tagged, game, old, new, key):
    path = tmp_path / "tagged.yaml"
    text = (RUMMY_TEXT if game == "rummy" else SHUFFLE_TEXT).replace(old, new.format(tagged), 1)
    path.write_text(text, encoding="utf-8")
    code, _, err = run(capsys, "rules", game, "--ruleset", str(path))
    line = 1 + next(number for number, written in enumerate(text.splitlines()) if tagged.split()[0] in written)
    one_line_refusal(code, err, str(path), f"line {line}", f"at '{key}'", "cannot read")


def test_a_tagged_value_is_refused_naming_the_value_and_its_tag(capsys, tmp_path):
    path = tmp_path / "tagged.yaml"
    path.write_text(RUMMY_TEXT.replace("game: rummy", "game: !!bool maybe"), encoding="utf-8")
    code, _, err = run(capsys, "rules", "rummy", "--ruleset", str(path))
    one_line_refusal(code, err, "line 3 at 'game': cannot read the value 'maybe' as !!bool: write it without '!!bool'")



@pytest.mark.parametrize("tagged", TAGGED, ids=lambda tagged: tagged[:12])
def test_a_tagged_value_where_keys_belong_is_refused_saying_what_was_found(capsys, tmp_path, tagged):
    path = tmp_path / "tagged.yaml"
    path.write_text(RUMMY_TEXT.replace("min_word_length: {adult: 2, junior: 2}", f"min_word_length: {tagged}"), encoding="utf-8")
    code, _, err = run(capsys, "rules", "rummy", "--ruleset", str(path))
    one_line_refusal(code, err, str(path), "at 'min_word_length': needs its own keys", "found the text")

@pytest.mark.parametrize("tagged", TAGGED, ids=lambda tagged: tagged[:12])
@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_a_tagged_key_is_refused_in_one_line(capsys, tmp_path, tagged, game):
    """A key is read as the text written; its tag is never made into a value."""
    path = tmp_path / "tagged.yaml"
    path.write_text((RUMMY_TEXT if game == "rummy" else SHUFFLE_TEXT) + f"{tagged}: 1\n", encoding="utf-8")
    code, _, err = run(capsys, "rules", game, "--ruleset", str(path))
    one_line_refusal(code, err, str(path), f"line {len(path.read_text().splitlines())}")


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_a_saved_ruleset_holds_no_yaml_tag_only_text(game):
    """A save is JSON: '!!bool maybe' in its ruleset is text, never a tag to make a value of.
    As a name it is a name; as a colour it is refused, as any colour not a-z."""
    import json

    from wordcards.engine.record import SaveError, rules_from_dict, rules_to_dict
    from wordcards.rulesets import default_ruleset

    saved = json.loads(json.dumps(rules_to_dict(default_ruleset(game))))
    assert rules_from_dict(game, {**saved, "name": "!!bool maybe"}).name == "!!bool maybe"
    if game == "rummy":
        with pytest.raises(SaveError, match=r"colours\[0\]'?: '!!bool maybe': a colour is a name of 1 to 20 letters"):
            rules_from_dict(game, {**saved, "colours": ["!!bool maybe", "green", "blue"]})


def test_a_file_named_without_its_mark_names_no_byte_and_no_line():
    """Review: NotUtf8(NUL, 1, "UTF-16") filled "the first byte that is not UTF-8" with a byte
    that is UTF-8 (and line 1): named, no byte of the file is wrong, and none is given."""
    from wordcards.files import NotUtf8, utf8_text

    with pytest.raises(NotUtf8) as caught:
        utf8_text("cat\ncats\n".encode("utf-16-le"))
    assert (caught.value.other_unicode, caught.value.byte, caught.value.line) == ("UTF-16", None, None)


def _named_without_its_mark(data: bytes) -> str | None:
    """The encoding utf8_text names ``data`` by (no mark), or None when it reads it or
    leaves its NUL bytes to the reader."""
    from wordcards.files import NotUtf8, utf8_text

    try:
        utf8_text(data)
    except NotUtf8 as exc:
        return exc.other_unicode
    return None


@pytest.mark.parametrize("text", ["a\nb\n", "a\nb\nc\nd\n"])
@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_a_small_utf16_file_with_a_line_break_every_other_character_is_named_utf16_not_utf32(encoding, text):
    """Review: UTF-32 was tried first, and "a\\n" in UTF-16-LE (61 00 0A 00) is U+A0061 in
    UTF-32: "a\\nb\\nc\\nd\\n" was named UTF-32 (four UTF-32 characters, enough to name it)."""
    assert _named_without_its_mark(text.encode(encoding)) == "UTF-16"


@pytest.mark.parametrize("tail", [1, 2, 3, 7, 64])
@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
def test_a_file_without_its_mark_and_a_zero_filled_tail_is_named(encoding, tail):
    """Review: a zero-filled tail (a crash, a file preallocated) decoded to U+0000, and the
    file was named nothing: judged without the tail, at even and odd lengths."""
    assert _named_without_its_mark("cat\ncats\n".encode(encoding) + b"\0" * tail) == encoding[:6].upper()


@pytest.mark.parametrize(
    ("data", "named"),
    [
        (b"cat\0", None),  # 2 characters in UTF-16, 1 in UTF-32
        (b"{}\n\0", None),
        (b"ab\0\0", None),
        (b"cat\0\0\0\0\0", None),  # without its zero tail, 2 characters in UTF-16
        ("ab\n".encode("utf-16-le"), None),  # 3 characters: too few to say
        ("abc".encode("utf-32-le"), None),
        ("abc\n".encode("utf-16-le"), "UTF-16"),  # 4: named
        ("abc\n".encode("utf-32-le"), "UTF-32"),
        ("abc\n".encode("utf-32-be"), "UTF-32"),
    ],
)
def test_a_file_needs_four_whole_characters_to_be_named_without_its_mark(data, named):
    """Review: b"cat\\0" and b"ab\\0\\0" were named UTF-16 and UTF-32 on one or two NULs."""
    assert _named_without_its_mark(data) == named
