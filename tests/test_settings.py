"""The player's settings file (settings.py) beyond what the app's tests show."""

from __future__ import annotations

import json
import os
import time

from wordcards import settings


def test_a_write_killed_halfway_leaves_a_temporary_file_that_the_next_write_removes(config_home):
    """Only the settings' own leftovers go, and only old ones: a young one may be another
    process writing now (no lock guards the settings), another file's belongs to that file."""
    folder = config_home / "wordcards"
    folder.mkdir(parents=True)
    killed = folder / ".settings-k1ll3d.tmp"
    killed.write_text('{"colo', encoding="utf-8")
    an_hour_ago = time.time() - 3600
    os.utime(killed, (an_hour_ago, an_hour_ago))
    writing_now = folder / ".settings-n0w.tmp"
    writing_now.write_text("{", encoding="utf-8")
    someone_elses = folder / ".notes-0ld.tmp"
    someone_elses.write_text("x", encoding="utf-8")
    os.utime(someone_elses, (an_hour_ago, an_hour_ago))

    assert settings.remember_colours(settings.LIGHT) is None
    assert json.loads((folder / "settings.json").read_text(encoding="utf-8")) == {"colours": "light"}
    assert not killed.exists()
    assert writing_now.exists() and someone_elses.exists()
    assert sorted(path.name for path in folder.iterdir()) == [".notes-0ld.tmp", ".settings-n0w.tmp", "settings.json"]


def test_a_settings_file_in_utf16_without_a_byte_order_mark_is_named_as_such(tmp_path):
    """Without its mark, UTF-16 is valid UTF-8 holding NUL characters: JSON's "not valid
    JSON" said nothing of why."""
    import pytest

    path = tmp_path / "settings.json"
    path.write_bytes('{"colours": "light"}'.encode("utf-16-le"))
    with pytest.raises(settings.SettingsUnreadable) as caught:
        settings.read_settings(path)
    assert str(caught.value) == f"{path}: it is a text file in UTF-16, not UTF-8"


def test_a_settings_file_of_only_nul_bytes_is_named_as_no_encoding(tmp_path):
    """Review: zero-filled (a crash, a cloud placeholder), it was "a text file in UTF-32"."""
    import pytest

    path = tmp_path / "settings.json"
    path.write_bytes(b"\0" * 4096)
    with pytest.raises(settings.SettingsUnreadable) as caught:
        settings.read_settings(path)
    assert str(caught.value) == f"{path}: it holds only NUL bytes, no text (a file emptied by a crash, or a placeholder not yet downloaded?)"


def test_a_settings_file_in_utf16_is_named_as_such(tmp_path):
    """Review: saved as "Unicode" (UTF-16) in Notepad, the settings were "not UTF-8 text
    (byte 0xff on line 1)", as if one character were wrong; a word list says what it is."""
    import pytest

    path = tmp_path / "settings.json"
    path.write_bytes('\ufeff{"colours": "light"}'.encode("utf-16-le"))
    with pytest.raises(settings.SettingsUnreadable) as caught:
        settings.read_settings(path)
    assert str(caught.value) == f"{path}: it is a text file in UTF-16, not UTF-8"


def test_a_relative_xdg_config_home_is_ignored(monkeypatch, tmp_path):
    """The XDG spec: a relative path there is invalid, and the default is used; taken from
    the current folder, the colours chosen were kept in whatever folder the game ran in."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", "config")
    monkeypatch.chdir(tmp_path)
    assert settings.settings_path() == tmp_path / "home" / ".config" / "wordcards" / "settings.json"
