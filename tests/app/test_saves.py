"""The autosave: atomic, in the data folder, unreadable saves reported and left in place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wordcards import saves
from wordcards.engine.players import Player
from wordcards.app.session import Session
from wordcards.engine.record import Record, dumps, loads
from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist

from played_saves import junior_one_letter_rummy_data, played_save_data


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def record_json(actions=("pass",)) -> str:
    record = Record(
        game="shuffle",
        rules=default_ruleset("shuffle"),
        wordlist={"name": "test", "sha256": "0"},
        players=(Player("Ann"), Player("Bob", junior=True)),
        seed=3,
        actions=tuple(actions),
    )
    return dumps(record)


def test_data_dir_default_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv("WORDCARDS_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert saves.data_dir() == tmp_path / "xdg" / "wordcards"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert saves.data_dir() == tmp_path / "home" / ".local" / "share" / "wordcards"


@pytest.mark.parametrize("relative", ["data", "./data", "games/data"])
def test_a_relative_xdg_data_home_is_ignored(monkeypatch, tmp_path, relative):
    """The XDG spec: a relative path there is invalid. Taken from the current folder, a
    'resume' from another folder did not find the game, and locks were left in each folder."""
    monkeypatch.delenv("WORDCARDS_DATA_DIR")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", relative)
    monkeypatch.chdir(tmp_path)
    assert saves.data_dir() == tmp_path / "home" / ".local" / "share" / "wordcards"


def test_a_relative_data_dir_is_made_absolute_from_where_wordcards_started(monkeypatch, tmp_path):
    """WORDCARDS_DATA_DIR=saves names ./saves, as a relative --wordlist names a file here
    (docs/decisions/app.md): made absolute, so the save's path said on quitting is whole."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WORDCARDS_DATA_DIR", "saves")
    assert saves.data_dir() == tmp_path / "saves" and saves.data_dir().is_absolute()
    assert saves.SaveLock().path == tmp_path / "saves" / saves.LOCK


@pytest.mark.parametrize("named", ["~/family games", "~"])
def test_a_data_dir_beginning_with_a_tilde_is_in_the_home_folder(monkeypatch, tmp_path, named):
    """Play-test h48: WORDCARDS_DATA_DIR="~/x", quoted, reached wordcards unexpanded and made
    a folder named "~" where it was started. The ~ is the home folder, as players expect."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("WORDCARDS_DATA_DIR", named)
    folder = tmp_path / "home" / named.removeprefix("~").lstrip("/")
    assert saves.data_dir() == folder and saves.SaveLock().path == folder / saves.LOCK


def test_no_save_is_none():
    assert saves.read_save() is None


def test_files_named_relative_to_the_folder_are_saved_absolute(data_dir, tmp_path, monkeypatch):
    """'play --wordlist ours.txt' in one folder, 'resume' the next day from another: the
    save named 'ours.txt', which the second folder does not hold."""
    monkeypatch.chdir(tmp_path)
    saves.write_save(record_json(), wordlist="ours.txt", house="lists/house.txt")
    monkeypatch.chdir(data_dir)
    saved = saves.read_save()
    assert saved.wordlist == str(tmp_path / "ours.txt") and saved.house == str(tmp_path / "lists" / "house.txt")


def test_write_then_read_round_trips(data_dir):
    path = saves.write_save(record_json(), wordlist="/words.txt", house=None)
    assert path == data_dir / "current.json"
    saved = saves.read_save()
    assert saved.game == "shuffle" and saved.players == ("Ann", "Bob")
    assert saved.wordlist == "/words.txt" and saved.house is None
    # The engine's own loader reads the file: the extra "app" key does not disturb it.
    from wordcards.engine.record import loads

    assert loads(saved.text).actions == ("pass",)


def test_write_is_atomic_and_leaves_no_temporary_files(data_dir, monkeypatch):
    saves.write_save(record_json(("pass",)))
    # A crash in the middle of writing leaves the old save whole and no stray temp file.
    real_fsync = saves.os.fsync

    def crash(fd):
        raise OSError("disk unplugged")

    monkeypatch.setattr(saves.os, "fsync", crash)
    with pytest.raises(OSError):
        saves.write_save(record_json(("pass", "pass")))
    monkeypatch.setattr(saves.os, "fsync", real_fsync)
    assert [p.name for p in data_dir.iterdir()] == ["current.json"]
    from wordcards.engine.record import loads

    assert loads(saves.read_save().text).actions == ("pass",)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{not json", "the save file is damaged at line 1 (not valid JSON)"),
        # a hand edit: Python's own "Expecting value: line 4 column 2 (char 54)" meant nothing to a family
        ('{"format": "wordcards-save",\n "actions": [\n  "pass",\n ]\n}', "damaged at line 4 (not valid JSON: the ',' on line 3 has nothing after it)"),
        ('{"format": "wordcards-save",\n "version": 1 "game"\n}', "the save file is damaged at line 2 (not valid JSON)"),
        ("", "the save is empty"),  # a truncated save names its cause, not a JSON error
        ('{"format": "wordcards-save",\n "version": 1,', "stops part-way, at line 2 (the file was cut short)"),
        ('{"format": "wordcards-save",\n "actions": ["SHA', "stops part-way, at line 2 (the file was cut short)"),
        ('{"format": "something-else"}', "not a wordcards save"),
        ('{"format": "wordcards-save", "version": 99}', "newer wordcards"),
    ],
)
def test_unreadable_save_is_reported_with_its_path_and_left_in_place(data_dir, text, reason):
    data_dir.mkdir()
    path = data_dir / "current.json"
    path.write_text(text)
    with pytest.raises(saves.SaveUnreadable) as info:
        saves.read_save()
    assert str(path) in str(info.value) and reason in str(info.value)
    assert "Expecting" not in str(info.value) and "char" not in str(info.value)
    assert path.read_text() == text


def test_set_aside_keeps_the_unreadable_file(data_dir):
    data_dir.mkdir()
    path = data_dir / "current.json"
    path.write_text("garbage")
    moved = saves.set_aside(path)
    assert not path.exists() and moved.read_text() == "garbage"
    path.write_text("more garbage")
    assert saves.set_aside(path) != moved


def test_finish_moves_the_game_out_of_the_unfinished_slot(data_dir):
    saves.write_save(record_json())
    saves.finish_save()
    assert saves.read_save() is None
    assert (data_dir / "finished.json").exists()


def test_the_word_half_typed_is_saved_beside_the_actions_and_a_malformed_one_is_dropped():
    """The draft is UI state in the "app" key: the engine's record is unchanged by it, and
    a draft that is not a seat, a count and a word of letters is dropped, not a refusal."""
    import json

    draft = saves.Draft(seat=1, at=0, word="CHAR", not_played=True)
    saves.write_save(record_json(actions=()), draft=draft)
    text = saves.save_path().read_text()
    assert json.loads(text)["app"]["draft"] == {"seat": 1, "at": 0, "word": "CHAR", "not_played": True}
    assert saves.read_save().draft == draft
    saves.write_save(record_json(actions=()), draft=draft, over=True)  # a game over has no line
    assert "draft" not in json.loads(saves.save_path().read_text())["app"]
    good = {"seat": 1, "at": 0, "word": "char", "not_played": False}
    assert saves.read_draft(good) == saves.Draft(1, 0, "CHAR", False)
    for bad in ({**good, "seat": True}, {**good, "at": -1}, {**good, "word": "CH AR"}, {**good, "word": "\x1b[2J"},
                {**good, "word": "A" * 41}, {**good, "word": ""}, {**good, "not_played": "no"}, [1, 0, "CHAR"], None):
        assert saves.read_draft(bad) is None, bad


def test_the_ending_decided_is_saved_beside_the_actions_and_a_malformed_one_is_dropped():
    """R8: a match by minutes whose time ran out as a hand ended is saved with its time-up
    (not yet an action); a save from before it was kept, or a malformed one, reads as none."""
    import json

    ending = saves.Ending(at=0, action="time-up 90")
    saves.write_save(record_json(actions=()), ending=ending)
    assert json.loads(saves.save_path().read_text())["app"]["ending"] == {"at": 0, "action": "time-up 90"}
    assert saves.read_save().ending == ending
    saves.write_save(record_json(actions=()), ending=ending, over=True)  # applied: the game is over
    assert "ending" not in json.loads(saves.save_path().read_text())["app"]
    saves.write_save(record_json(actions=()))
    assert saves.read_save().ending is None  # an older save, without the key
    good = {"at": 3, "action": "time-up 90"}
    assert saves.read_ending(good) == saves.Ending(3, "time-up 90")
    for bad in ({**good, "at": True}, {**good, "at": -1}, {**good, "at": "3"}, {**good, "action": ""},
                {**good, "action": "\x1b[2J"}, {**good, "action": "x" * 101}, {**good, "action": 90}, [3, "time-up 90"], None):
        assert saves.read_ending(bad) is None, bad


# --- a save's ruleset edited by hand: checked again on resume (README) -----------------------

SHIPPED_SAVES = Path(__file__).parents[1] / "engine" / "saves"


def edited_save(data_dir: Path, text: str, edit) -> Path:
    """``text`` written as the unfinished game after ``edit`` changed its JSON in place."""
    data = json.loads(text)
    edit(data)
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "current.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_save_whose_shipped_ruleset_was_edited_by_hand_plays_as_custom(data_dir):
    """"hand_size": 9 under "Shuffle (standard)": the rules screen said the standard game
    with 9 cards each. Its numbers are not the shipped ones, so it is named custom, as a
    changed copy of the shipped file is."""
    def edit(data):
        data["ruleset"]["hand_size"] = 9
        data["wordlist"] = default_wordlist().identity  # its words as now: the one notice is the ruleset's

    edited_save(data_dir, record_json(), edit)
    saved = saves.read_save()
    rules = loads(saved.text).rules
    assert rules.name == "Shuffle (custom)" and rules.hand_size == 9
    # ... and the resume says so, in the log and as it opens (not "without comment")
    session = Session.resume(saved, default_wordlist(), None, None)
    assert session.game.rules.name == "Shuffle (custom)"
    said = (
        "The saved ruleset's numbers are not those of Shuffle (standard) as shipped now (hand_size 9, not 7),"
        " so it is played as Shuffle (custom)."
    )
    assert session.resume_notice == said and said in [text for _, text in session.in_play.notes]


def test_a_save_edited_in_many_numbers_names_three_then_how_many_more(data_dir):
    """A play-tester's hand_size 6 resumed as another deal (a joker gone from a hand) and the
    log did not say which number changed; with many changed, the deal's are named first."""
    def edit(data):
        data["ruleset"].update(hand_size=6, jokers=1, joker_hand_penalty=9, joker_table_value=2)
        data["ruleset"]["first_play_min"]["adult"] = 5
        data["wordlist"] = default_wordlist().identity

    edited_save(data_dir, record_json(), edit)
    session = Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert session.resume_notice is not None
    assert "as shipped now (deck.jokers 1, not 2; hand_size 6, not 7; deck.joker_table_value 2, not 0; and " in session.resume_notice
    assert session.resume_notice.endswith(" more), so it is played as Shuffle (custom).")


def test_a_save_with_the_shipped_numbers_keeps_the_shipped_name(data_dir):
    edited_save(data_dir, record_json(), lambda data: data.update(wordlist=default_wordlist().identity))
    saved = saves.read_save()
    assert loads(saved.text).rules.name == "Shuffle (standard)" and saved.renamed_from is None
    assert Session.resume(saved, default_wordlist(), None, None).resume_notice is None


@pytest.mark.parametrize("name", ["shuffle-v1.json", "rummy-inverse-v1.json"])
def test_an_older_versions_save_of_the_shipped_game_keeps_its_name(data_dir, name):
    """A field an older save lacks (filled in as it was played) is nobody's edit."""
    text = (SHIPPED_SAVES / name).read_text(encoding="utf-8")
    before = loads(text).rules.name
    edited_save(data_dir, text, lambda data: None)
    assert loads(saves.read_save().text).rules.name == before


def test_a_rummy_save_edited_past_the_command_lines_limit_is_refused_in_one_line(data_dir):
    """--deals stops at 1000; "deals": 9999 in a save was played as a match of 9999 deals."""
    text = (SHIPPED_SAVES / "rummy-inverse-v1.json").read_text(encoding="utf-8")
    path = edited_save(data_dir, text, lambda data: data["options"].update(deals=9999))
    with pytest.raises(saves.SaveUnreadable) as refused:
        Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert refused.value.reason == "the saved game cannot be set up again (deals must be at most 1000, not 9999)"
    assert path.exists()


def played_save_json(hand_size: int) -> str:
    """Ann played TeSTS and Bob CLIP (seed 10, the shipped words), with ``hand_size`` in the save."""
    return json.dumps(played_save_data(hand_size))


def test_a_save_edited_by_hand_whose_moves_no_longer_replay_says_its_numbers_differ(data_dir, capsys):
    """"hand_size": 6 in a save where Ann played TeSTS: the resume blamed the play ("action 1
    ('TeSTS') does not replay: ... was the file edited?"); the numbers are what changed."""
    from wordcards.cli import main

    edited_save(data_dir, played_save_json(7), lambda data: None)
    assert Session.resume(saves.read_save(), default_wordlist(), None, None).game.rules.hand_size == 7  # as played, it replays
    path = edited_save(data_dir, played_save_json(6), lambda data: None)
    before = path.read_text(encoding="utf-8")
    assert main(["resume"]) == 1
    err = capsys.readouterr().err
    assert f"the saved game cannot be replayed: {path}: its ruleset's numbers are not those of Shuffle (standard) as shipped" in err
    assert "(hand_size 6, not 7), and the game's moves cannot be played again with them (it is left where it is;" in err
    assert "TeSTS" not in err and "was the file edited" not in err
    assert path.read_text(encoding="utf-8") == before


def test_a_save_with_other_numbers_and_another_word_list_gets_the_word_lists_reason(data_dir, tmp_path):
    """"hand_size": 6 and a word list without TESTS: every reason but a house line was said
    as the numbers' ("... cannot be played again with them"); with the shipped numbers it
    still does not replay, so the word list is what is named."""
    from wordcards.choice import load_words

    own = tmp_path / "ours.txt"
    own.write_text("clip\ntile\n")
    edited_save(data_dir, played_save_json(6), lambda data: None)
    with pytest.raises(saves.SaveUnreadable) as refused:
        Session.resume(saves.read_save(), load_words(str(own), None), str(own), None)
    assert "; the save was made with a different word list" in refused.value.reason
    assert "numbers" not in refused.value.reason


def test_an_older_rummy_save_with_its_hand_sizes_edited_names_only_them(data_dir):
    """An older save (no max_hands, a minimum of 1) whose hand_sizes were edited: the
    reason named the minimum and max_hands too, which nobody changed."""
    text = (SHIPPED_SAVES / "rummy-inverse-v1.json").read_text(encoding="utf-8")

    def edit(data):
        ruleset = data["ruleset"]
        del ruleset["max_hands"]
        ruleset["min_word_length"] = {"adult": 1, "junior": 1}
        ruleset["hand_sizes"] = [[players, 6 if players == 2 else size] for players, size in ruleset["hand_sizes"]]
        data["wordlist"] = default_wordlist().identity

    edited_save(data_dir, text, edit)
    with pytest.raises(saves.SaveUnreadable) as refused:
        Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert "as shipped (hand_size for 2 players 6, not 7), and the game's moves cannot be played again" in refused.value.reason


def test_an_older_rummy_save_with_a_juniors_one_letter_word_and_edited_hand_sizes_names_them(data_dir):
    """Cy (a junior, minimum 1 in an older save) played A; then hand_sizes was edited. The
    shipped numbers were tried whole (minimum 2, max_hands 25), which refused A, so the
    resume said the engine's 'do not fit together: was the file edited?' instead of the
    numbers; they are tried as the rename compares them: the save's minimum and max_hands."""
    edited_save(data_dir, json.dumps(junior_one_letter_rummy_data(7)), lambda data: None)
    assert Session.resume(saves.read_save(), default_wordlist(), None, None).game.log[-2] == "Cy played A (Ab)"  # as played, it replays
    edited_save(data_dir, json.dumps(junior_one_letter_rummy_data(6)), lambda data: None)
    with pytest.raises(saves.SaveUnreadable) as refused:
        Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert refused.value.reason == (
        "its ruleset's numbers are not those of Word Rummy as shipped (hand_size for 2 players 6, not 7),"
        " and the game's moves cannot be played again with them"
    )


def test_the_fields_an_older_save_lacked_are_read_once_with_it(data_dir, monkeypatch):
    """The fields an older save lacked were learnt by parsing the save again at each step of
    a failing resume; they are read with it (Saved.fields_lacked), and the resume's compare
    and second replay use those."""
    import dataclasses

    edited_save(data_dir, json.dumps(junior_one_letter_rummy_data(6)), lambda data: None)
    saved = saves.read_save()
    assert saved.fields_lacked == ("max_hands",)

    def not_again(*args):
        raise AssertionError("the save was parsed again for the fields it lacked")

    monkeypatch.setattr(saves, "fields_the_save_lacked", not_again)
    with pytest.raises(saves.SaveUnreadable) as as_read:
        Session.resume(saved, default_wordlist(), None, None)
    assert "(hand_size for 2 players 6, not 7)" in as_read.value.reason
    # told it lacked nothing, the resume compares its max_hands of 1000 too: it uses what it is given
    with pytest.raises(saves.SaveUnreadable) as told_otherwise:
        Session.resume(dataclasses.replace(saved, fields_lacked=()), default_wordlist(), None, None)
    assert "standard.max_hands 1000, not 25" in told_otherwise.value.reason


def test_a_failing_resume_replays_with_the_shipped_numbers_once_and_reports_only_its_own_replay(data_dir, monkeypatch):
    """A renamed save that does not replay is replayed a second time, with the shipped
    numbers, only to learn whether they are why; that replay is the only other one, its
    record is the one read for the compare, and ``replayed`` (the host's) hears only the
    save's own replay: the game it reports on is the one resumed."""
    from wordcards import games
    from wordcards.engine import record as record_module

    edited_save(data_dir, played_save_json(6), lambda data: None)
    engine = games.entry("shuffle").load("engine")
    replays: list[int] = []
    parsed: list[str] = []
    real_from_record, real_loads = engine.from_record.__func__, record_module.loads

    def counted_from_record(klass, record, words, replayed=None):
        replays.append(record.rules.hand_size)
        return real_from_record(klass, record, words, replayed)

    def counted_loads(text):
        parsed.append(text)
        return real_loads(text)

    monkeypatch.setattr(engine, "from_record", classmethod(counted_from_record))
    monkeypatch.setattr(record_module, "loads", counted_loads)
    heard: list[int] = []
    with pytest.raises(saves.SaveUnreadable) as refused:
        Session.resume(saves.read_save(), default_wordlist(), None, None, lambda game: heard.append(len(game.actions)))
    assert "(hand_size 6, not 7)" in refused.value.reason
    assert replays == [6, 7]  # its own numbers, then the shipped ones: once each
    assert len(parsed) == 2  # the engine's own read, and one for the compare and the second replay
    assert heard == []  # its own replay failed at the first action; the second one is not reported


def test_an_illegal_play_out_of_the_replay_with_the_shipped_numbers_leaves_the_save_unreadable(data_dir, monkeypatch):
    """The second replay (the shipped numbers, to learn whether they are why) let an
    IllegalPlay out of Session.resume, which gives only SaveUnreadable: the engine's own
    reason stands. (Game.from_record turns an IllegalPlay into SaveError today: only a
    monkeypatch reaches this.)"""
    from wordcards import games
    from wordcards.engine.errors import IllegalPlay, Refusal

    edited_save(data_dir, played_save_json(6), lambda data: None)
    engine = games.entry("shuffle").load("engine")
    real_from_record = engine.from_record.__func__

    def refused_as_shipped(klass, record, words, replayed=None):
        if record.rules.hand_size == 7:  # the shipped numbers' replay
            raise IllegalPlay(Refusal("S8", "TESTS is not in Ann's hand"))
        return real_from_record(klass, record, words, replayed)

    monkeypatch.setattr(engine, "from_record", classmethod(refused_as_shipped))
    with pytest.raises(saves.SaveUnreadable) as refused:
        Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert refused.value.reason.startswith("action 1 (Ann's turn 1): 'TeSTS' needs cards Ann does not hold"), refused.value.reason


def family_ruleset_save(data_dir: Path, tmp_path: Path, hand_size: int) -> Path:
    """Ann played TeSTS and Bob CLIP (seed 10) with the family's ruleset file ours.yaml (the
    shipped numbers under their own name), saved with ``hand_size`` in the save; the file."""
    from wordcards.resources import ruleset_path
    from wordcards.rulesets import load_ruleset

    ours = tmp_path / "ours.yaml"
    ours.write_text(ruleset_path("shuffle").read_text(encoding="utf-8").replace("name: Shuffle (standard)", "name: Ours"), encoding="utf-8")
    data = played_save_data(7)
    data["ruleset"] = json.loads(dumps(Record("shuffle", load_ruleset(ours), {}, (), 0)))["ruleset"]
    data["ruleset"]["hand_size"] = hand_size
    saves.write_save(json.dumps(data), ruleset=str(ours))
    return ours


def test_a_family_rulesets_save_edited_so_its_moves_no_longer_replay_names_the_file(data_dir, tmp_path):
    """A save played with ours.yaml, its hand_size edited to 6: the resume said the engine's
    "action 1 ('TeSTS') does not replay ... was the file edited?". The file is kept with the
    save, so the numbers are compared with it, as a shipped ruleset's are with the shipped file."""
    ours = family_ruleset_save(data_dir, tmp_path, 7)
    assert Session.resume(saves.read_save(), default_wordlist(), None, None).game.rules.name == "Ours"  # as played, it replays
    family_ruleset_save(data_dir, tmp_path, 6)
    with pytest.raises(saves.SaveUnreadable) as refused:
        Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert refused.value.reason == (
        f"its ruleset's numbers are not those of its ruleset file {ours} (hand_size 6, not 7),"
        " and the game's moves cannot be played again with them, only with the file's"
    )
    # the file changed too since the game began (a comment): said, as a fact, beside the numbers
    ours.write_text(ours.read_text(encoding="utf-8") + "# our house rules\n", encoding="utf-8")
    with pytest.raises(saves.SaveUnreadable) as changed:
        Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert f"{ours} (hand_size 6, not 7); the file was changed since the game began, and the game's" in changed.value.reason
    # the file gone: nothing to compare with, the engine's reason stands
    ours.unlink()
    with pytest.raises(saves.SaveUnreadable) as gone:
        Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert gone.value.reason.startswith("action 1 (Ann's turn 1): 'TeSTS' needs cards Ann does not hold")


def test_a_save_whose_numbers_are_not_its_ruleset_files_now_says_which_on_resume(data_dir, tmp_path):
    """A save played with ours.yaml whose file now deals 8 cards (edited since, or the save
    was): the moves replay with the save's 7, and the log and the hand-off say so."""
    ours = family_ruleset_save(data_dir, tmp_path, 7)
    assert Session.resume(saves.read_save(), default_wordlist(), None, None).resume_notice is None  # as the file: nothing to say
    ours.write_text(ours.read_text(encoding="utf-8").replace("hand_size: 7", "hand_size: 8"), encoding="utf-8")
    session = Session.resume(saves.read_save(), default_wordlist(), None, None)
    said = f"The saved ruleset's numbers are not those of its ruleset file {ours} now (hand_size 7, not 8), so it is played as saved."
    assert session.resume_notice == said and said in [text for _, text in session.in_play.notes]
    assert session.game.rules.hand_size == 7
    session.save()  # a quit, and a resume again on the same position: told again, noted once
    again = Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert again.resume_notice == said and [text for _, text in again.in_play.notes].count(said) == 1


def test_a_family_rulesets_game_played_on_purpose_is_noted_as_custom_rules_not_warned_of(data_dir, tmp_path):
    """Decision (docs/decisions/app.md): the log says which numbers are the family's, as a
    fact; nothing on the hand-off, as for a save edited or a file changed since."""
    from wordcards.resources import ruleset_path
    from wordcards.rulesets import load_ruleset

    ours = tmp_path / "ours.yaml"
    shipped = ruleset_path("shuffle").read_text(encoding="utf-8")
    ours.write_text(shipped.replace("name: Shuffle (standard)", "name: Ours").replace("hand_size: 7", "hand_size: 8"), encoding="utf-8")
    record = Record("shuffle", load_ruleset(ours), default_wordlist().identity, (Player("Ann"), Player("Bob")), 3, actions=("pass",))
    saves.write_save(dumps(record), ruleset=str(ours))
    session = Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert session.resume_notice is None
    said = "Played with custom rules (Ours), unlike the shipped Shuffle: hand_size 8, not 7."
    assert [text for _, text in session.in_play.notes].count(said) == 1
    # saved (a quit), then resumed again: said once in the log, not at each resume
    session.save()
    again = Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert [text for _, text in again.in_play.notes].count(said) == 1


def test_a_game_keeps_its_ruleset_file_in_its_save_across_a_resume(data_dir, tmp_path):
    """Session.new takes the --ruleset file from the choice, every save writes it (absolute),
    and a resumed game saves it again, so a later failing resume can still compare with it."""
    from wordcards.choice import GameChoice
    from wordcards.rulesets import load_ruleset

    ours = family_ruleset_save(data_dir, tmp_path, 7)
    choice = GameChoice("shuffle", load_ruleset(ours), None, False, 10, None, None, ruleset=str(ours))
    assert Session.new(choice, default_wordlist(), (Player("Ann"), Player("Bob")), autosave=False).ruleset == str(ours)
    session = Session.resume(saves.read_save(), default_wordlist(), None, None)
    assert session.ruleset == str(ours)
    session.save()
    assert json.loads(saves.save_path().read_text(encoding="utf-8"))["app"]["ruleset"] == str(ours)
    saves.write_save(json.dumps(played_save_data(7)))  # the shipped ruleset: no file kept
    assert "ruleset" not in json.loads(saves.save_path().read_text(encoding="utf-8"))["app"]
    assert saves.read_save().ruleset is None


@pytest.mark.parametrize("malformed", [["ours.yaml"], "", 7, "ours\n.yaml"])
def test_a_save_whose_ruleset_file_name_is_malformed_resumes_without_it(data_dir, malformed):
    """``"ruleset": ["ours.yaml"]`` in a save's app part made the whole save unreadable (and
    "n" moved the game aside), though the game plays from the ruleset in the save and the
    name only names the file in a refusal: it is read as no name, and the game resumes."""
    saves.write_save(json.dumps(played_save_data(7)))
    data = json.loads(saves.save_path().read_text(encoding="utf-8"))
    data["app"]["ruleset"] = malformed
    saves.save_path().write_text(json.dumps(data), encoding="utf-8")
    saved = saves.read_save()
    assert saved.ruleset is None
    session = Session.resume(saved, default_wordlist(), None, None)
    assert len(session.game.actions) == 3 and session.ruleset is None  # TeSTS, end, CLIP replayed
