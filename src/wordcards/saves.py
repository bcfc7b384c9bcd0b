"""The autosave: one unfinished game, kept in the user's data folder.

The file is the engine's save record (``game.to_json()``: parameters plus the action list)
with one extra key, ``"app"``, that says which word list and house file to load it with,
and holds the app's own log notes (a hint was used: the engine's log does not say it), the
evening's scoreboard (who won each earlier game played with "play again"), the word
half typed on the line (``Draft``: UI state, never an action), the match's end decided
when a hand ended past its time (``Ending``, R8: not yet an action) and the seconds a match
by minutes had played when saved (the actions record them only at each deal), and the
play a hint in steps promised after the step before it was made (``Promise``: a hint's note).
Writing is atomic (a temporary file in the same folder, flushed to disk, then a rename, and
the folder flushed too), so a crash or a closed terminal leaves either the old save or the
new one, never half of one. A game that has ended is marked so in the save before it is
moved to ``finished.json``; a save so marked is never offered as unfinished, even when the
move was cut short.

One process at a time plays in a data folder: it holds ``wordcards.lock`` (an advisory
lock on the file, which holds its pid), so a second ``play`` or ``resume`` is refused
instead of overwriting the first one's save. A lock whose process has died is free again
(the system drops the lock with the process); whoever takes it next also removes the
temporary files that killed writes left behind.

A save that cannot be read is reported with its path and left where it is.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
import unicodedata
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, TypeGuard, TypeVar

from wordcards.data_folder import ENV_DIR, data_dir  # noqa: F401 - named here for callers (saves.data_dir)
from wordcards.engine.players import Player, name_problem
from wordcards.files import NotRegularFile, NotText, NotUtf8, OnlyNul, TooLarge, read_at_most, utf8_text
from wordcards.quoting import quote
from wordcards.typed_text import a_to_z

if TYPE_CHECKING:
    from wordcards.engine.record import Record

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: the lock falls back to the pid alone
    fcntl = None  # type: ignore[assignment]

CURRENT = "current.json"  # the unfinished game
FINISHED = "finished.json"  # the last game that ended, kept for the curious
LOCK = "wordcards.lock"  # held by the one process playing in this folder; holds its pid
# A write goes to ".<name>-XXXX.tmp" beside its file first ("current.json": ".current-XXXX.tmp"),
# so the lock holder clears only its own leftovers, never a write to another file in the
# folder (the host of remote seats writes hosted.json without this lock).
TEMP_SUFFIX = ".tmp"
LEGACY_TEMP = ".save-*.tmp"  # what earlier versions left behind, from the same writes


def _temp_prefix(path: Path) -> str:
    return f".{path.stem}-"


def temporaries_of(path: Path) -> list[Path]:
    """The temporary files of writes to ``path`` (write_atomically) still beside it: a
    write in progress, or one that was killed."""
    return sorted(path.parent.glob(f"{_temp_prefix(path)}*{TEMP_SUFFIX}"))


def stray_temporaries(folder: Path | None = None) -> list[Path]:
    """Temporary files of unfinished writes of the unfinished-game save."""
    folder = folder or data_dir()
    return sorted({*temporaries_of(folder / CURRENT), *folder.glob(LEGACY_TEMP)})


class GameOpen(Exception):
    """Another process is playing in this data folder. ``str()`` says so for players."""

    def __init__(self, folder: Path, pid: int | None):
        self.folder, self.pid = folder, pid
        who = f" (process {pid})" if pid else ""
        super().__init__(
            f"another wordcards game is open{who}; finish or quit it first "
            f"(two games at once would overwrite each other's save in {folder})"
        )


class SaveUnreadable(Exception):
    """The save file exists but cannot be used. ``str()`` names the path and the reason.
    ``undo_house_line``: the reason is a house file's line to undo, said on its own, first;
    ``game``: the game the save names, when that much of it could be read (else None);
    ``word_gone``: a word played in it that the word list it was loaded with no longer has;
    ``house_refuses``: the house file it was loaded with has a '-word' line for that word too."""

    def __init__(
        self, path: Path, reason: str, undo_house_line: bool = False, game: str | None = None,
        word_gone: str | None = None, house_refuses: bool = False,
    ):
        self.path, self.reason, self.undo_house_line, self.game = path, reason, undo_house_line, game
        self.word_gone, self.house_refuses = word_gone, house_refuses
        super().__init__(f"{path}: {reason}")


def name_left_out(resuming: str) -> str:
    """Why a game's name typed with ``resuming`` ('resume', 'host --resume's --resume) is
    refused: the saved game is carried on, whichever it is (one wording for both)."""
    return f"{resuming} carries on the saved game; leave out the game's name"


def not_replayed(exc: SaveUnreadable) -> str:
    """Why a save did not replay, as 'wordcards resume', 'host --resume' and play's question
    over an unfinished game say it: a house file's line to undo leads, on its own (the save's
    path would not help the family); else the path and the reason."""
    if exc.undo_house_line:
        return exc.reason
    return f"the saved game cannot be replayed: {exc}"


T = TypeVar("T")


def replayed(path: Path, replay: Callable[[], T]) -> T:
    """``replay()`` of the save at ``path``, any error of it a SaveUnreadable: a bug in the
    replay says what broke, never a traceback, and the save is left for a later version."""
    try:
        return replay()
    except SaveUnreadable:
        raise
    except Exception as exc:  # noqa: BLE001 - a bug in the replay: never a traceback, never a save written over
        raise SaveUnreadable(path, f"it could not be replayed here: {type(exc).__name__}: {exc}") from exc


MAX_DRAFT = 40  # letters: more than any word line holds (it cuts a draft to its own length)


@dataclass(frozen=True)
class Draft:
    """The word on the line when the game was saved: ``seat``'s, typed after ``at`` actions
    (it is put back only on that position, once that player takes the keyboard again);
    ``not_played``: a word sent and not played (marked so on the line)."""

    seat: int
    at: int
    word: str
    not_played: bool = False


MAX_ENDING = 100  # characters: an action's notation ("time-up 1805") is far shorter


@dataclass(frozen=True)
class Ending:
    """The action that ends the game, decided when a hand ended (a match by minutes whose
    time ran out, R8) and applied only when the table moves on: ``action`` in notation,
    decided after ``at`` actions (it holds only on that position)."""

    at: int
    action: str


MAX_PROMISE = 100  # characters: a play's notation ("take 12:S FJoRDS") is far shorter


@dataclass(frozen=True)
class Promise:
    """The play a hint in steps promised once the step before it was made (after a joker
    swap, S10, its play; after a meld of a rummy plan, the next meld):
    ``play`` in notation, after ``at`` actions (app/hint_promises.py keeps it only on that
    position, and only when it is legal there)."""

    at: int
    play: str


@dataclass(frozen=True)
class Saved:
    """An unfinished game as read from disk (not yet replayed)."""

    path: Path
    text: str  # the engine's record JSON (with the extra "app" key, which it ignores)
    game: str  # "shuffle" or "rummy"
    players: tuple[str, ...]
    wordlist: str | None  # the --wordlist path the game was started with, None for the shipped list
    house: str | None
    # The app's log notes: (length of the engine's log when written, the line).
    notes: tuple[tuple[int, str], ...] = ()
    # The evening so far (S15 "play again"): the winners' names of each earlier game.
    evening: tuple[tuple[str, ...], ...] = ()
    draft: Draft | None = None  # the word half typed when the game was saved
    ending: Ending | None = None  # the match's end, decided and not yet applied
    played: int | None = None  # seconds a match by minutes had played when saved (R8)
    seats: tuple[Player, ...] = ()  # the players, a computer with its level (resume --fast checks it)
    # The sha256 of the words the game was saved with (the engine's record): a resume with
    # other words (the list at the same path changed) says so. None: not known.
    words_digest: str | None = None
    progress: str | None = None  # how far the game got, one short line (None: not saved)
    promise: Promise | None = None  # the play a hint promised on the saved position
    # The shipped name its ruleset was saved under when its numbers are not the shipped
    # file's now (it is played as "... (custom)", and the resume says so); None: they are.
    renamed_from: str | None = None
    hint_told: int | None = None  # the count of actions the last hint was told on (the saved position's only)
    # The ruleset fields an older save lacked and was given as it was played (SaveRecord's):
    # read once with the save, so a resume that fails compares and replays as the rename did.
    fields_lacked: tuple[str, ...] = ()
    # The --ruleset file the game was started with (absolute), None for the shipped one or a
    # save from before it was kept: a save that no longer replays is compared with it.
    ruleset: str | None = None
    # Its ruleset's name as it is played ("Shuffle (custom)" when renamed): the unfinished-game
    # question names the game by it. None: not read.
    rules_name: str | None = None
    # The ruleset it is played by and its match options (the engine record's): a save that
    # cannot be carried on advises a new game of the same match with them.
    rules: Any = None
    options: dict[str, Any] = field(default_factory=dict)


def save_path() -> Path:
    return data_dir() / CURRENT


def cannot_write(exc: OSError, path: Path) -> str:
    """Why ``path`` (a file of ours, or one in a folder of ours) could not be written, in
    plain words: what stands in the way and where, not the system's errno and the name of
    a temporary file ("[Errno 21] Is a directory: '.../.game-x1.tmp' -> '.../game.json'")."""
    if exc.errno == errno.EISDIR:
        return f"{path} is a folder, not a file"
    if exc.errno in (errno.ENOTDIR, errno.EEXIST):  # a folder to make, or to write in, is a file
        # Path.exists is False below a file (ENOTDIR): the file in the way is the nearest that exists.
        try:
            blocking = next((folder for folder in path.parents if folder.exists()), None)
            if blocking is not None and not blocking.is_dir():
                return f"{blocking} is a file, not a folder"
        except OSError:  # the disk that failed the write fails the look too: say what it said
            pass
    if exc.errno in (errno.EACCES, errno.EPERM):
        return f"no permission to write in {path.parent}"
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno == errno.EROFS:
        return f"{path.parent} is on a disk that is read-only"
    if exc.errno == getattr(errno, "EDQUOT", None):
        return "the disk quota is used up"
    return str(exc.strerror or exc).lower()


def cannot_use_data_folder(exc: OSError, folder: Path | None = None) -> str:
    """Why the data folder (``folder`` in it: a host's) cannot be used, as ``play``, ``resume``
    and ``host`` say it: taking its lock made it, or wrote in it, and the system said no."""
    folder = folder or data_dir()
    return f"cannot use the data folder {data_dir()}: {cannot_write(exc, folder / LOCK)}"


class SaveLock:
    """The data folder's lock: ``with SaveLock():`` around everything that reads and writes
    the save. Raises GameOpen when another live process holds it."""

    def __init__(self, folder: Path | None = None):
        self.folder = folder or data_dir()
        self.path = self.folder / LOCK
        self._fd: int | None = None

    def acquire(self) -> "SaveLock":
        self.folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            if fcntl is not None:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError:  # BlockingIOError: a live process holds it
                    raise GameOpen(self.folder, _pid_in(fd)) from None
            else:  # pragma: no cover - no advisory locks: trust a live pid
                holder = _pid_in(fd)
                if holder and holder != os.getpid() and _alive(holder):
                    raise GameOpen(self.folder, holder)
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except BaseException:
            os.close(fd)
            raise
        self._fd = fd
        remove_stray_temporaries(self.folder)  # ours now: any left are from killed writes
        return self

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # drops the lock; the file (with the last pid) stays
            self._fd = None

    def __enter__(self) -> "SaveLock":
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()


def _pid_in(fd: int) -> int | None:
    try:
        text = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() and len(text) < 12 else None


def _alive(pid: int) -> bool:  # pragma: no cover - used only without fcntl
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def remove_stray_temporaries(folder: Path | None = None) -> int:
    """Remove the temporary files of writes that were killed; only the lock holder may call
    this (another live writer's file would go too). Returns how many went."""
    removed = 0
    for path in stray_temporaries(folder):
        try:
            path.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def write_save(
    game_json: str,
    wordlist: str | None = None,
    house: str | None = None,
    notes=(),
    evening=(),
    over: bool = False,
    draft: Draft | None = None,
    ending: Ending | None = None,
    played: int | None = None,
    progress: str | None = None,
    promise: Promise | None = None,
    hint_told: int | None = None,
    ruleset: str | None = None,
) -> Path:
    """Store the game atomically as the unfinished game; returns the path. ``over``: the
    game has ended (the caller then calls ``finish_save``); ``draft``: the word on the line;
    ``ending``: the action that ends the game, decided and not yet applied; ``played``: the
    seconds a match by minutes has played so far; ``progress``: how far the game got, in
    one short line (the unfinished-game question says it); ``promise``: the play a hint
    promised on this position; ``hint_told``: the count of actions of this position, when
    a hint was told on it (a resume shows it again); ``ruleset``: the --ruleset file the game
    was started with (a resume that does not replay compares the save's numbers with it)."""
    data = json.loads(game_json)
    # Absolute: 'resume' the next day, from another folder, must find the same files.
    data["app"] = {"wordlist": absolute_name(wordlist), "house": absolute_name(house)}
    if ruleset:
        data["app"]["ruleset"] = absolute_name(ruleset)
    if over:
        data["app"]["over"] = True
    if notes:
        data["app"]["notes"] = [[at, text] for at, text in notes]
    if evening:
        data["app"]["evening"] = [list(winners) for winners in evening]
    if draft is not None and not over:
        data["app"]["draft"] = asdict(draft)
    if ending is not None and not over:
        data["app"]["ending"] = asdict(ending)
    if played is not None and not over:
        data["app"]["played"] = played
    if progress and not over:
        data["app"]["progress"] = progress
    if promise is not None and not over:
        data["app"]["promise"] = asdict(promise)
    if hint_told is not None and not over:
        data["app"]["hint_told"] = hint_told
    path = save_path()
    _atomic_write(path, json.dumps(data, indent=1))
    return path


def finish_save() -> None:
    """The game has ended: it is no longer unfinished (kept as finished.json)."""
    path = save_path()
    if path.exists():
        os.replace(path, path.with_name(FINISHED))
        _sync_folder(path.parent)


@dataclass(frozen=True)
class SaveRecord:
    """A save as read: its text, the engine's record (its envelope checked: format, version,
    ruleset, players ...) and the app's own part (``app``: {} when there is none)."""

    text: str
    record: Record
    data: dict[str, Any]
    renamed_from: str | None = None  # the shipped name of a ruleset not as shipped now (_named_as_played)
    fields_lacked: tuple[str, ...] = ()  # the ruleset fields the save lacked (``fields_the_save_lacked``)

    @property
    def app(self) -> dict[str, Any]:
        app = self.data.get("app")
        return app if isinstance(app, dict) else {}


def read_record(path: Path) -> SaveRecord | None:
    """The save at ``path`` (a hot-seat one or a host's), or None when there is none.
    Raises SaveUnreadable, naming the path and why."""
    from wordcards.engine.errors import SaveError
    from wordcards.engine.record import loads

    try:
        text = read_save_text(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SaveUnreadable(path, f"cannot read it ({exc.strerror or exc})") from None
    except ValueError as exc:
        raise SaveUnreadable(path, str(exc)) from None
    try:
        record, data = loads(text), json.loads(text)
    except (SaveError, ValueError) as exc:
        raise SaveUnreadable(path, str(exc), game=game_named_in(text)) from None
    return _named_as_played(SaveRecord(text, record, data, fields_lacked=fields_the_save_lacked(record, data)))


def game_named_in(text: str) -> str | None:
    """The game a save that did not load names ("game": "rummy"), when its JSON reads and
    names one we play: what to start instead is then that game, not "shuffle (or rummy)"."""
    from wordcards.engine.record import BYTE_ORDER_MARK
    from wordcards.rulesets import GAME_KINDS

    try:
        data = json.loads(text.removeprefix(BYTE_ORDER_MARK))
    except (ValueError, RecursionError):  # cut short, damaged, or nested too deeply
        return None
    game = data.get("game") if isinstance(data, dict) else None
    return game if isinstance(game, str) and game in GAME_KINDS else None


def _named_as_played(saved: SaveRecord) -> SaveRecord:
    """The save with its ruleset renamed "... (custom)" when its numbers under the shipped
    name are not the shipped file's now (edited by hand, or shipped otherwise then).
    The text is rewritten too: the engine replays the game from it."""
    from wordcards.games import TITLES
    from wordcards.rulesets import named_as_changed_in_save

    record, data = saved.record, saved.data
    rules = named_as_changed_in_save(record.rules, TITLES[record.game], saved.fields_lacked)
    if rules is record.rules:
        return saved
    data = {**data, "ruleset": {**data["ruleset"], "name": rules.name}}
    return replace(saved, text=json.dumps(data, indent=1), record=replace(record, rules=rules), data=data, renamed_from=record.rules.name)


def fields_the_save_lacked(record: Record, data: dict[str, Any]) -> tuple[str, ...]:
    """The ruleset fields an older save (``data``, its JSON; ``record``, as read) did not
    hold and was given as it was played: nobody changed them, so they are not compared."""
    from wordcards.engine.record import FIELDS_OLDER_SAVES_LACK

    ruleset = data.get("ruleset")
    held = ruleset if isinstance(ruleset, dict) else {}
    return tuple(field for field in FIELDS_OLDER_SAVES_LACK if field not in held and hasattr(record.rules, field))


def read_save() -> Saved | None:
    """The unfinished game, or None when there is none. Raises SaveUnreadable."""
    path = save_path()
    saved = read_record(path)
    if saved is None:
        return None
    if saved.app.get("over") is True:  # ended, but the move to finished.json was cut short
        try:
            finish_save()
        except OSError:
            pass  # it stays where it is, and is still not offered as unfinished
        return None
    return _as_saved(path, saved)


def read_finished() -> Saved | None:
    """The last game played to the end (kept as finished.json), or None when there is none.
    Raises SaveUnreadable."""
    path = save_path().with_name(FINISHED)
    saved = read_record(path)
    return None if saved is None else _as_saved(path, saved)


def _as_saved(path: Path, saved: SaveRecord) -> Saved:
    """The save at ``path`` (read as ``saved``) with the app's part read. Raises SaveUnreadable."""
    record, app = saved.record, saved.app
    try:
        wordlist, house = file_name(path, app.get("wordlist"), "word list"), file_name(path, app.get("house"), "house")
    except SaveUnreadable as exc:  # the game is known by now: a refusal names it
        raise SaveUnreadable(path, exc.reason, game=record.game) from None
    return Saved(
        path=path,
        text=saved.text,
        game=record.game,
        players=tuple(p.name for p in record.players),
        wordlist=wordlist,
        house=house,
        notes=read_notes(app.get("notes")),
        evening=read_evening(app.get("evening")),
        draft=read_draft(app.get("draft")),
        ending=read_ending(app.get("ending")),
        played=read_played(app.get("played")),
        seats=tuple(record.players),
        words_digest=words_digest(record),
        progress=read_progress(app.get("progress")),
        promise=read_promise(app.get("promise")),
        renamed_from=saved.renamed_from,
        hint_told=read_hint_told(app.get("hint_told")),
        fields_lacked=saved.fields_lacked,
        ruleset=read_ruleset_file(app.get("ruleset")),
        rules_name=record.rules.name,
        rules=record.rules,
        options=dict(record.options),
    )


def words_digest(record: Any) -> str | None:
    """The sha256 of the words a save's game was played with (its engine record), or None."""
    value = record.wordlist.get("sha256")
    return value if isinstance(value, str) else None


def read_save_text(path: Path) -> str:
    """A save file's text. Raises OSError (FileNotFoundError: there is none) or ValueError
    when it is not UTF-8 text, saying where: a save is written in UTF-8, so it was damaged
    or is another file, or when it is no regular file (a folder, a pipe, a link to
    /dev/zero: never opened). At most a byte over the engine's limit is read: a file of
    gigabytes is refused by size rather than read to the end."""
    from wordcards.engine.record import MAX_SAVE_CHARS, TOO_BIG

    try:
        # "utf-8-sig": a save opened and saved again in a Windows editor starts with a byte order mark.
        return utf8_text(read_at_most(path, MAX_SAVE_CHARS), "utf-8-sig")
    except NotRegularFile as exc:  # a folder, or a pipe that would be waited on for ever
        raise ValueError(exc.said("save file", typed=False)) from None
    except TooLarge:
        raise ValueError(TOO_BIG) from None
    except NotUtf8 as exc:
        if exc.other_unicode_named:  # saved again by an editor, as "Unicode"
            raise ValueError(f"{exc.other_unicode_named}: a save edited and saved in another encoding, or not one") from None
        raise ValueError(f"not UTF-8 text (byte {exc.byte:#04x} on line {exc.line}): a damaged save, or not one") from None
    except NotText as exc:
        raise ValueError(exc.said(str(path), "save").removeprefix("is ")) from None
    except OnlyNul:
        raise ValueError(f"{OnlyNul.bare}: a save emptied by a crash, or not one") from None


def read_notes(value: object) -> tuple[tuple[int, str], ...]:
    """The app's log notes; anything malformed is dropped (they are not game state)."""
    if not isinstance(value, list):
        return ()
    return tuple(
        (item[0], item[1])
        for item in value
        if isinstance(item, list)
        and len(item) == 2
        and isinstance(item[0], int)
        and not isinstance(item[0], bool)
        and isinstance(item[1], str)
        and len(item[1]) <= 200
        and item[1].isprintable()  # shown in the log: no escape codes
    )


def read_draft(value: object) -> Draft | None:
    """The word half typed; anything malformed is None (it is not game state): a seat and a
    count of actions (whole numbers), a word of letters A to Z, a yes or no."""
    if not isinstance(value, dict):
        return None
    seat, at, word, not_played = value.get("seat"), value.get("at"), value.get("word"), value.get("not_played")
    if not (_count(seat) and _count(at) and isinstance(word, str) and isinstance(not_played, bool)):
        return None
    if not (0 < len(word) <= MAX_DRAFT and a_to_z(word)):
        return None
    return Draft(seat, at, word.upper(), not_played)


def read_ending(value: object) -> Ending | None:
    """The match's end decided when a hand ended; anything malformed is None (the game then
    asks its clock again, as a save from before it was kept does): a count of actions and a
    short printable notation. Whether the action is legal there is the engine's to say."""
    found = _counted_notation(value, "action", MAX_ENDING)
    return Ending(*found) if found else None


def read_promise(value: object) -> Promise | None:
    """The play a hint promised; anything malformed is None (a hint is searched afresh): a
    count of actions and a short printable notation. Whether it is legal there is the
    engine's to say (``hint_promises.Promises.restore``)."""
    found = _counted_notation(value, "play", MAX_PROMISE)
    return Promise(*found) if found else None


def read_hint_told(value: object) -> int | None:
    """The count of actions the last hint was told on; anything malformed is None (no hint
    shows by itself). Whether it is the position resumed is checked there (Promises.restore)."""
    return value if _count(value) else None


def read_played(value: object) -> int | None:
    """The seconds a match by minutes had played when saved; anything malformed is None (the
    clock then counts from the last deal, as a save from before they were kept does). Whether
    it fits the match (not below the time its actions recorded) is the engine's to say."""
    return value if _count(value) else None


PROGRESS_AT_MOST = 80  # characters: the progress line is one short line of the question


def read_progress(value: object) -> str | None:
    """How far the saved game got, as written; anything else (a hand-edited save, one of an
    older version) is None, and the question goes without it."""
    if not isinstance(value, str) or not value.isprintable() or not 0 < len(value) <= PROGRESS_AT_MOST:
        return None
    return value


def _counted_notation(value: object, field: str, longest: int) -> tuple[int, str] | None:
    """``{"at": a count of actions, field: a short printable notation}`` as (at, notation);
    anything malformed is None. The one check an ending and a promise share."""
    if not isinstance(value, dict):
        return None
    at, notation = value.get("at"), value.get(field)
    if not (_count(at) and isinstance(notation, str) and 0 < len(notation) <= longest and notation.isprintable()):
        return None
    return at, notation


def _count(value: object) -> TypeGuard[int]:
    """A whole number from 0 (a bool is not one, though Python counts it as an int)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def read_evening(value: object) -> tuple[tuple[str, ...], ...]:
    """The earlier games' winners; anything malformed is dropped (a scoreboard, not game state)."""
    if not isinstance(value, list):
        return ()
    return tuple(
        tuple(winners)
        for winners in value
        if isinstance(winners, list) and winners and all(name_problem(name) is None for name in winners)
    )


def aside_path(path: Path) -> Path:
    """Where ``set_aside`` would move an unreadable save: the first free unreadable-N.json
    beside it (the question before a new game names it)."""
    for number in range(1, 1000):
        target = path.with_name(f"unreadable-{number}.json")
        if not target.exists():
            return target
    raise OSError(f"too many unreadable saves beside {path}")


def set_aside(path: Path) -> Path:
    """Move an unreadable save out of the way (never deleted) and return where it went."""
    target = aside_path(path)
    os.replace(path, target)
    return target


def file_name(save: Path, value: object, what: str) -> str | None:
    """The word list or house file the game was played with (a hot-seat save's, a hosted
    one's). Any name the system allows is kept (a byte that is not UTF-8 comes back as a
    surrogate); one that could not have been given (not text, control characters) is
    refused: dropping it would resume the game with the shipped list instead, without a word."""
    if value is None:
        return None
    if not _is_file_name(value):
        raise SaveUnreadable(save, f"the save's {what} file name is not a file name ({quote(value)})")
    return value


def read_ruleset_file(value: object) -> str | None:
    """The --ruleset file the game was started with; anything that is not a file name is None.
    Lenient, unlike ``file_name``: the game plays from the ruleset in the save, and the name
    only tells a refusal which file to compare with (without it, the refusal names none)."""
    return value if _is_file_name(value) else None


def _is_file_name(value: object) -> TypeGuard[str]:
    """Text a file name could be: not empty, no control characters."""
    return isinstance(value, str) and bool(value) and not any(unicodedata.category(char) == "Cc" for char in value)


def absolute_name(name: str | None) -> str | None:
    """A file name as a save keeps it: absolute, so a game resumed from another folder finds it."""
    return os.path.abspath(name) if name else name


def _atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def _sync_folder(folder: Path) -> None:
    """Flush the folder itself, so the rename survives a power cut (POSIX; a no-op elsewhere)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text``: a reader sees the old file or the new one, never half
    (used by the host of remote seats for its own save, and for the player's settings)."""
    _atomic_write(path, text)
