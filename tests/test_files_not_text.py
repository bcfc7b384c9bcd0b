"""Files a player brings that are not text at all (a list downloaded compressed, a program
given by mistake) are named as what they are, and a Latin-1 list says how to convert it."""

from __future__ import annotations

import bz2
import gzip
import lzma

import pytest

from wordcards.cli import main
from wordcards.files import NotText, utf8_text
from wordcards.resources import ruleset_path

WORDS = b"stone\nstones\ntones\n"
# The first bytes of a program: the ELF header holds NUL and control bytes, and 0x80+.
BINARY = b"\x7fELF\x02\x01\x01\x00" + bytes(8) + b"\x03\x00>\x00\x01\x00\x00\x00\xa0\x90"


def refusal(capsys, *argv: str) -> str:
    code = main(list(argv))
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err
    return err


COMPRESSED = [
    ("gzip", "g.txt.gz", gzip.compress(WORDS), "gunzip"),
    ("bzip2", "g.txt.bz2", bz2.compress(WORDS), "bunzip2"),
    ("xz", "g.txt.xz", lzma.compress(WORDS), "unxz"),
    ("zip", "g.zip", b"PK\x03\x04\x14\x00\x00\x00\x08\x00" + bytes(20), "unzip"),
    ("zstd", "g.txt.zst", b"\x28\xb5\x2f\xfd\x24\x13\x99\x00\x00", "unzstd"),
]


@pytest.mark.parametrize("kind, name, data, tool", COMPRESSED, ids=[c[0] for c in COMPRESSED])
def test_a_compressed_word_list_is_named_with_the_command_that_uncompresses_it(capsys, tmp_path, monkeypatch, kind, name, data, tool):
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_bytes(data)
    err = refusal(capsys, "check", "stone", "--wordlist", name)
    assert err.endswith(f"{name}: is a {kind}-compressed file, not a text list: uncompress it first ({tool} {name})\n")
    assert "line 1" not in err and "save it as UTF-8" not in err


def test_a_list_whose_first_word_begins_bzh_is_text_not_bzip2():
    """bzip2's files begin "BZh" and a block size 1-9: a list that begins BZhe... was called bzip2."""
    assert utf8_text(b"BZhelp\nstone\n") == "BZhelp\nstone\n"
    with pytest.raises(NotText) as raised:
        utf8_text(b"BZh9" + bytes(8))
    assert raised.value.compression == "bzip2"


def test_a_compressed_ruleset_is_named_as_such(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ours.yaml.gz").write_bytes(gzip.compress(ruleset_path("shuffle").read_bytes()))
    err = refusal(capsys, "play", "shuffle", "--players", "Ann,Bob", "--ruleset", "ours.yaml.gz")
    assert err.endswith("ours.yaml.gz: is a gzip-compressed file, not a text ruleset: uncompress it first (gunzip ours.yaml.gz)\n")


@pytest.mark.parametrize("argv", [["check", "stone", "--wordlist"], ["play", "shuffle", "--players", "Ann,Bob", "--ruleset"]])
def test_a_binary_file_is_named_not_text_with_where_its_binary_data_starts(capsys, tmp_path, monkeypatch, argv):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bin.dat").write_bytes(b"# words\n" + BINARY)
    err = refusal(capsys, *argv, "bin.dat")
    assert err.endswith("bin.dat: is not a text file (binary data at byte 8)\n")
    assert "line 1" not in err and "UTF-8" not in err


def test_a_latin1_word_list_says_how_to_convert_it(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "latin.txt").write_bytes("stone\ncafé\n".encode("latin-1"))
    err = refusal(capsys, "check", "stone", "--wordlist", "latin.txt")
    assert err.endswith(
        "latin.txt, line 2: not a text file in UTF-8 (byte 0xe9); "
        "save it as UTF-8 (from Latin-1: iconv -f latin1 -t utf-8 latin.txt > latin-utf8.txt)\n"
    )


def test_a_latin1_ruleset_says_how_to_convert_it(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    text = ruleset_path("shuffle").read_text(encoding="utf-8").replace("name: Shuffle (standard)", "name: Café Shuffle")
    (tmp_path / "latin.yaml").write_bytes(text.encode("latin-1"))
    err = refusal(capsys, "rules", "shuffle", "--ruleset", "latin.yaml")
    assert "not UTF-8 text (byte 0xe9)" in err
    assert err.endswith("(from Latin-1: iconv -f latin1 -t utf-8 latin.yaml > latin-utf8.yaml)\n")


@pytest.mark.parametrize("data", [b"cat\n\x00\ncats\n", b"cat\ncats\x00\n", b"ab\x00\x00", b"cat\n\x1b\ndog\n"])
def test_a_stray_control_byte_or_two_in_text_is_not_called_binary(data):
    """Left to each reader, which names the line it is on."""
    assert utf8_text(data) == data.decode()


def test_utf16_with_its_mark_is_not_called_binary():
    with pytest.raises(Exception) as caught:
        utf8_text("\ufeffcat\ncats\n".encode("utf-16-le"))
    assert not isinstance(caught.value, NotText)


def test_a_save_or_settings_file_that_is_compressed_is_refused_in_words(tmp_path):
    from wordcards.saves import read_save_text
    from wordcards.settings import SettingsUnreadable, read_settings

    path = tmp_path / "save.json.gz"
    path.write_bytes(gzip.compress(b"{}"))
    with pytest.raises(ValueError, match=r"^a gzip-compressed file, not a text save: uncompress it first \(gunzip "):
        read_save_text(path)
    with pytest.raises(SettingsUnreadable, match="it is a gzip-compressed file, not a text settings file"):
        read_settings(path)
