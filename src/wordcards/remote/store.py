"""The host's save: the game (engine record, replayed on load) plus the seat tokens.

It lives in its own folder (``hosted/`` in the data folder, with its own lock), so hosting
never touches the game a family plays at one keyboard, and two hosts never share one save. The tokens are
kept with it so that a host restarted after a crash (even ``kill -9``) gives the same links.
The file is written atomically and readable by its owner only (it holds the tokens).
Beside it, ``errors.log`` keeps whole the errors the host's console says in one line.
"""

from __future__ import annotations

import json
import contextlib
import os
import threading
import time
import traceback
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from wordcards import saves
from wordcards.app.ending import played_to_save
from wordcards.engine.players import Player
from wordcards.remote.hand_ends import MissedScores  # a save read back holds them
from wordcards.remote.kept_beside import KeptBeside

FOLDER = "hosted"
HOSTED = "game.json"
HOSTED_FINISHED = "finished.json"
ERRORS = "errors.log"
ERRORS_KEPT = 200_000  # characters of errors.log: a few hundred tracebacks; past it the oldest go
# One writer at a time: each failed review keeps its error from a thread of its own, and a
# trim that read the log before another's append would write that entry away.
_ERRORS_LOCK = threading.Lock()


class HostedUnreadable(Exception):
    """The hosted save exists but cannot be used; ``str()`` names the path and the reason.
    ``game`` and ``seats``: the game and players it holds, when that much of it reads (else
    None): what to host instead is then the same table, not an example. ``ruleset``,
    ``wordlist``, ``house``: the files it was played with, where they read (else None);
    ``rules`` and ``options``: its ruleset and match options (``record``'s), and ``address``
    and ``port``: where it was served (``host``'s), where they read (else None and none)."""

    def __init__(
        self,
        why: str,
        game: str | None = None,
        seats: tuple[Player, ...] | None = None,
        files: dict[str, str | None] | None = None,
        record: Any = None,
        host: object = None,
    ) -> None:
        super().__init__(why)
        self.game, self.seats = game, seats
        named = files or {}
        self.ruleset, self.wordlist, self.house = named.get("ruleset"), named.get("wordlist"), named.get("house")
        self.rules: Any = record.rules if record is not None else None
        self.options: dict[str, Any] = dict(record.options) if record is not None else {}
        self.address, self.port = _served_at(host)


@dataclass(frozen=True)
class HostedSave:
    path: Path
    text: str  # the engine's record JSON (extra keys "app" and "host" are ignored by it)
    game: str
    seats: tuple[Player, ...]  # who sits where; a computer with its level
    tokens: tuple[str | None, ...]
    wordlist: str | None
    house: str | None
    address: str  # where the host listened, so that restarting it gives the same links
    port: int
    notes: tuple[tuple[int, str], ...] = ()  # the log's notes (a hint was used), as a hot-seat save keeps them
    draft: saves.Draft | None = None  # the word half typed on the seat to act's line, as a hot-seat save keeps it
    ending: saves.Ending | None = None  # the match's end decided as a hand ended, as a hot-seat save keeps it
    played: int | None = None  # seconds a match by minutes had played when saved, as a hot-seat save keeps them
    dealt: tuple[int, int] | None = None  # who dealt the hand played (seat, hand number): the seats say it
    missed: tuple[MissedScores, ...] = ()  # a hand's end kept for a seat away at the next deal, shown once
    words_digest: str | None = None  # the sha256 of the words it was played with: a resume with others says so
    promise: saves.Promise | None = None  # the play a hint promised on the saved position, as a hot-seat save keeps it
    hint_told: int | None = None  # the count of actions the last hint was told on, as a hot-seat save keeps it
    # The shipped name of a saved ruleset whose numbers are not as shipped now (played as "... (custom)"): the resume says so.
    renamed_from: str | None = None
    fields_lacked: tuple[str, ...] = ()  # the ruleset fields an older save lacked, as a hot-seat save keeps them
    ruleset: str | None = None  # the --ruleset file the game was started with, as a hot-seat save keeps it
    evening: tuple[tuple[str, ...], ...] = ()  # who won each earlier game played again at this table
    rules: Any = None  # the ruleset it is played by, and its match options: a new game of the same match is advised with them
    options: dict[str, Any] = field(default_factory=dict)
    again: tuple[int, ...] = ()  # the people's seats that asked for another game, the game over

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(player.name for player in self.seats)


@dataclass(frozen=True)
class HostedGame:
    """A hosted game's parts, as the host serves them and ``write`` saves them."""

    game: Any  # the engine's game, played on in place
    tokens: tuple[str | None, ...]  # one a seat, None for a computer
    wordlist: str | None
    house: str | None
    address: str
    port: int
    notes: tuple[tuple[int, str], ...] = ()
    saved: KeptBeside = field(default_factory=KeptBeside)  # what the save keeps beside the actions (a draft, an ending...)
    ruleset: str | None = None  # the --ruleset file the game was started with, as a hot-seat save keeps it
    evening: tuple[tuple[str, ...], ...] = ()  # who won each earlier game played again at this table (S15)


def hosted_folder() -> Path:
    return saves.data_dir() / FOLDER


def hosted_path() -> Path:
    return hosted_folder() / HOSTED


def lock() -> saves.SaveLock:
    """The hosted game's lock (held while a host runs); raises saves.GameOpen when taken."""
    return saves.SaveLock(hosted_folder()).acquire()


def folders_not_made() -> list[Path]:
    """The hosted folder and the folders above it that do not exist yet, deepest first:
    taking the lock makes them, and a host refused after it removes them (``unmake``)."""
    missing = []
    for folder in (hosted_folder(), *hosted_folder().parents):
        if folder.exists():
            break
        missing.append(folder)
    return missing


def unmake(folders: list[Path]) -> None:
    """Remove ``folders`` (``folders_not_made``, deepest first) while they hold nothing but
    the lock the host took: a refused host (a bad --ruleset, a busy port) leaves no empty
    hosted/ behind. Called with the lock still held, so no other host is writing there."""
    for folder in folders:
        with contextlib.suppress(OSError):  # anything else in it (errors.log, a save): it stays
            lock_file = folder / saves.LOCK
            if [entry.name for entry in folder.iterdir()] == [saves.LOCK]:
                lock_file.unlink()
            folder.rmdir()


def write(hosted: HostedGame) -> Path:
    game, kept = hosted.game, hosted.saved
    draft, ending = kept.draft, kept.ending
    data = json.loads(game.to_json())
    data["app"] = {"wordlist": saves.absolute_name(hosted.wordlist), "house": saves.absolute_name(hosted.house)}
    if hosted.ruleset:
        data["app"]["ruleset"] = saves.absolute_name(hosted.ruleset)
    if hosted.notes:
        data["app"]["notes"] = [[at, text] for at, text in hosted.notes]
    if draft is not None and not game.is_over:
        data["app"]["draft"] = asdict(draft)
    if ending is not None and not game.is_over:
        data["app"]["ending"] = asdict(ending)
    played = played_to_save(game)
    if played is not None:
        data["app"]["played"] = played
    if kept.promise is not None and not game.is_over:
        data["app"]["promise"] = asdict(kept.promise)
    if kept.hint_told is not None and not game.is_over:
        data["app"]["hint_told"] = kept.hint_told
    data["host"] = {"tokens": list(hosted.tokens), "address": hosted.address, "port": hosted.port}
    if hosted.evening:  # the earlier games only: this one's winners follow from its actions
        data["host"]["evening"] = [list(winners) for winners in hosted.evening]
    if game.is_over and kept.again:  # who asked to play again: kept over a --resume of the game over
        data["host"]["again"] = sorted(kept.again)
    if not game.is_over:  # what the seats are told of the last deal (docs/save-format.md)
        if kept.dealt is not None:
            data["host"]["dealt"] = list(kept.dealt)
        if kept.missed:
            data["host"]["missed_scores"] = [asdict(missed) for missed in kept.missed]
    path = hosted_path()
    saves.write_atomically(path, json.dumps(data, indent=1))
    if game.is_over:
        os.replace(path, finished_path())
    return path


def errors_path() -> Path:
    return hosted_folder() / ERRORS


def keep_error(heading: str, exc: BaseException, path: Path | None = None, kept: int = ERRORS_KEPT) -> Path:
    """``exc``'s traceback appended to the errors log (``path``, else ``errors_path``) under
    ``heading`` and the time; past ``kept`` bytes the oldest lines are dropped, leaving
    about half, so the log never grows without end. Owner-only, as the hosted save is (a
    traceback may quote the save). The log's path; raises OSError. Blocking file work: the
    host calls it off its event loop."""
    path = errors_path() if path is None else path
    entry = f"{time.strftime('%Y-%m-%d %H:%M:%S')} {heading}\n{''.join(traceback.format_exception(exc))}\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    with _ERRORS_LOCK:
        _append_owner_only(path, entry)
        if path.stat().st_size > kept:  # bytes, as the cut below counts them
            data = path.read_bytes()
            newest = data[len(data) - kept // 2 :]
            # From a whole line: a newline byte is never inside a UTF-8 character.
            saves.write_atomically(path, newest[newest.find(b"\n") + 1 :].decode("utf-8", errors="replace"))
    return path


def _append_owner_only(path: Path, text: str) -> None:
    """``text`` appended to ``path``, which is left owner-only: the mode given to os.open
    counts only when it creates the file, so a log left readable by all is closed too."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    with os.fdopen(fd, "a", encoding="utf-8") as log:
        log.write(text)  # first: the entry is kept even where the mode cannot be changed
        if hasattr(os, "fchmod"):  # not on Windows, where the mode means little
            with contextlib.suppress(OSError):  # another owner's log, writable by us
                os.fchmod(fd, 0o600)


def finished_path() -> Path:
    """Where the last hosted game played to the end is kept (``write`` moves it there)."""
    return hosted_path().with_name(HOSTED_FINISHED)


def read(finished: bool = False) -> HostedSave | None:
    """The unfinished hosted game, or None; ``finished``: the last one played to the end
    (``host --resume`` serves its scores and reviews again). Raises HostedUnreadable."""
    path = finished_path() if finished else hosted_path()
    try:
        saved = saves.read_record(path)
    except saves.SaveUnreadable as exc:
        raise HostedUnreadable(str(exc), game=exc.game) from None
    if saved is None:
        return None
    record, data, app = saved.record, saved.data, saved.app

    def damaged(why: str) -> HostedUnreadable:  # the game itself read: its table is known
        files = {key: saves.read_ruleset_file(app.get(key)) for key in ("ruleset", "wordlist", "house")}  # lenient: advice only
        return HostedUnreadable(why, record.game, tuple(record.players), files, record, data.get("host"))

    host = data.get("host")
    if not isinstance(host, dict):
        raise damaged(f"{path}: it holds no seat links (key 'host')")
    tokens = host.get("tokens")
    if not (
        isinstance(tokens, list)
        and len(tokens) == len(record.players)
        and all(t is None or (isinstance(t, str) and len(t) >= 16) for t in tokens)
        and len({t for t in tokens if t is not None}) == sum(t is not None for t in tokens)  # one link, one seat
    ):
        raise damaged(f"{path}: its seat links are damaged")
    address, port = _served_at(host)
    if address is None or port is None:
        raise damaged(f"{path}: its address is damaged")
    try:
        wordlist = saves.file_name(path, app.get("wordlist"), "word list")
        house = saves.file_name(path, app.get("house"), "house")
    except saves.SaveUnreadable as exc:
        raise damaged(str(exc)) from None
    return HostedSave(
        path=path,
        text=saved.text,
        game=record.game,
        seats=tuple(record.players),
        tokens=tuple(tokens),
        wordlist=wordlist,
        house=house,
        address=address,
        port=port,
        notes=saves.read_notes(app.get("notes")),
        draft=saves.read_draft(app.get("draft")),  # malformed: None (UI state, not the game)
        ending=saves.read_ending(app.get("ending")),  # malformed or missing: None (the clock is asked again)
        played=saves.read_played(app.get("played")),  # malformed or missing: None (counted from the last deal)
        dealt=_read_dealt(host.get("dealt"), len(tokens)),  # malformed or missing: None (not game state)
        missed=_read_missed(host.get("missed_scores"), tokens),  # malformed: dropped (not game state)
        words_digest=saves.words_digest(record),
        promise=saves.read_promise(app.get("promise")),  # malformed: None (a hint's note, never trusted)
        hint_told=saves.read_hint_told(app.get("hint_told")),  # malformed: None (nothing shown by itself)
        renamed_from=saved.renamed_from,
        fields_lacked=saved.fields_lacked,
        ruleset=saves.read_ruleset_file(app.get("ruleset")),  # malformed: None (only names the file in a refusal)
        evening=saves.read_evening(host.get("evening")),  # malformed or missing (a save of before): none
        rules=record.rules,
        options=dict(record.options),
        again=_read_again(host.get("again"), tokens),  # malformed or missing (a save of before): none
    )


def _served_at(host: object) -> tuple[str | None, int | None]:
    """The address and port a save's "host" part says it was served on; None for one
    that is missing or damaged."""
    if not isinstance(host, dict):
        return None, None
    address, port = host.get("address"), host.get("port")
    good_port = isinstance(port, int) and 0 < port < 65536
    return (address if isinstance(address, str) else None), (port if good_port else None)


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _read_dealt(value: object, seats: int) -> tuple[int, int] | None:
    """Who dealt the hand played: a seat at the table and a hand number, or None."""
    if not (isinstance(value, list) and len(value) == 2 and all(_whole(item) for item in value)):
        return None
    seat, hand = value
    return (seat, hand) if seat < seats and hand >= 1 else None


def _read_again(value: object, tokens: list[str | None]) -> tuple[int, ...]:
    """The seats that asked for another game: each a person's seat (one with a link); anything
    else is dropped (the table waits for that person to ask again)."""
    if not isinstance(value, list):
        return ()
    return tuple(sorted({seat for seat in value if _whole(seat) and seat < len(tokens) and tokens[seat] is not None}))


def _read_missed(value: object, tokens: list[str | None]) -> tuple[MissedScores, ...]:
    """The hands' ends kept for seats away at a deal: each of a person's seat (one with a
    link), a hand number and a view; anything else is dropped (the seat decodes the view
    itself, and shows nothing of one it cannot read)."""
    if not isinstance(value, list):
        return ()
    kept: dict[int, MissedScores] = {}
    for item in value:
        if not isinstance(item, dict):
            continue
        seat, hand, view = item.get("seat"), item.get("hand"), item.get("view")
        if not (_whole(seat) and _whole(hand) and isinstance(view, dict)):
            continue
        if seat < len(tokens) and tokens[seat] is not None and hand >= 1:  # a person's seat
            kept[seat] = MissedScores(seat, hand, view)
    return tuple(kept.values())
