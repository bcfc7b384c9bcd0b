"""A seat's review that raises on the host (a bug, a bad save, a worker gone): the seat
showed "looking back..." for good, and could not ask again (the host thought it was still
making it). The host says it on its console in one line, tells the seat in words, and
makes the review again when the seat asks again."""

from __future__ import annotations

import asyncio
from typing import Any

from remote_support import hosted, run, settle
from test_seat_app import until
from test_seat_review import finished, shown_text

from wordcards.remote.seat.app import SeatApp
from wordcards.remote.seat.review_screen import SeatReviewScreen
from wordcards.remote.host_words import REVIEW_FAILED
from wordcards.remote.table import HostTable


def failing_once(table: HostTable) -> list[int]:
    """The table's find_review raises the first time (a stand-in for a bug in the search),
    then makes the review as usual: the list returned counts the calls."""
    calls: list[int] = []
    find_review = table.find_review

    def review(seat: int, *args: Any) -> dict[str, Any]:
        calls.append(seat)
        if len(calls) == 1:
            raise KeyError("turns\nof a damaged save")
        return find_review(seat, *args)

    table.find_review = review  # type: ignore[method-assign]
    return calls


def test_a_review_that_raises_on_the_host_tells_the_seat_and_a_second_asking_is_made():
    table = finished()
    calls = failing_once(table)
    console: list[str] = []

    async def look() -> tuple[str, str]:
        async with hosted(table, say=console.append) as (_, base):
            app = SeatApp(f"{base}/seat/ann/ws")
            async with app.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: app.screen.name == "score", "Ann's final breakdown")
                await settle(app, pilot)
                await pilot.press("w")
                await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review")
                review = app.screen
                await until(pilot, lambda: review.result is not None, "the host's answer")
                failed = shown_text(app)
                await pilot.press("escape")
                await until(pilot, lambda: app.screen.name == "score", "back on the breakdown")
                await pilot.press("w")  # as the message says: asked again
                await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review again")
                again = app.screen
                await until(pilot, lambda: again.result is not None, "the second answer")
                return failed, shown_text(app)

    failed, made = asyncio.run(asyncio.wait_for(look(), timeout=300))
    assert " ".join(failed.split()) == REVIEW_FAILED and "Traceback" not in failed
    assert calls == [0, 0]  # made again when asked again
    assert "could not be made" not in made and "Traceback" not in made
    said = [line for line in console if "review could not be made" in line]
    assert said == ["Ann's review could not be made: KeyError: 'turns\\nof a damaged save'"]
    assert table.seats[0].review_started is None and table.reviews  # the second one kept


def test_a_failed_review_on_the_wire_frees_the_seat_to_ask_again():
    """Through the wire only (no seat app): the seat's state brings the words; the host is
    not left thinking it still makes the review (it refused every later asking)."""
    from aiohttp import ClientSession

    from wordcards.remote.keys import SeatKey
    from wordcards.remote.protocol import seat_query

    table = finished()
    failing_once(table)

    async def ask() -> list[dict[str, Any]]:
        answers = []
        async with hosted(table) as (_, base), ClientSession() as session:
            async with session.ws_connect(f"{base}/seat/ann/ws", params=seat_query()) as ann:
                await ann.receive_json(timeout=60)
                for _ in range(2):
                    await ann.send_json({"type": "key", "key": SeatKey.REVIEW})
                    while "review" not in (state := await ann.receive_json(timeout=120)):
                        pass
                    answers.append(state["review"])
        return answers

    first, second = run(ask())
    assert first == {"error": REVIEW_FAILED, "actions": len(table.game.actions)}
    assert "turns" in second and "error" not in second


def asked_once(table: HostTable, *, stop_first: bool = False, **options: Any) -> tuple[dict[str, Any], list[str]]:
    """Ann asks for her review once, through the wire; the host's console lines with it.
    ``stop_first``: the host is stopping by the time the review raises."""
    import threading

    from aiohttp import ClientSession

    from wordcards.remote.keys import SeatKey
    from wordcards.remote.protocol import seat_query

    console: list[str] = []
    raising, stopped = threading.Event(), threading.Event()
    find_review = table.find_review

    def review(seat: int, *args: Any) -> dict[str, Any]:
        raising.set()
        stopped.wait(60 if stop_first else 0)
        return find_review(seat, *args)

    table.find_review = review  # type: ignore[method-assign]

    async def ask() -> dict[str, Any]:
        async with hosted(table, say=console.append, **options) as (host, base), ClientSession() as session:
            async with session.ws_connect(f"{base}/seat/ann/ws", params=seat_query()) as ann:
                await ann.receive_json(timeout=60)
                await ann.send_json({"type": "key", "key": SeatKey.REVIEW})
                if stop_first:
                    assert await asyncio.to_thread(raising.wait, 60)
                    host.stopping = True  # as the host's shutdown sets it
                    stopped.set()
                while "review" not in (state := await ann.receive_json(timeout=120)):
                    pass
                return dict(state["review"])

    return run(ask()), console


def test_a_failed_review_keeps_its_whole_error_in_the_log_the_console_names(tmp_path):
    """The console's one line was all there was of the error: its traceback was lost."""
    table = finished()
    failing_once(table)
    log = tmp_path / "hosted" / "errors.log"
    told, console = asked_once(table, errors_log=log)
    assert told["error"] == REVIEW_FAILED
    said = "Ann's review could not be made: KeyError: 'turns\\nof a damaged save'"
    assert [line for line in console if "review could not be made" in line] == [f"{said} (the whole error is in {log})"]
    kept = log.read_text(encoding="utf-8")
    assert f" {said}\nTraceback (most recent call last):\n" in kept and "KeyError: 'turns\\nof a damaged save'\n" in kept
    failing_once(table)
    asked_once(table, errors_log=log)
    assert (
        log.read_text(encoding="utf-8").startswith(kept) and log.read_text(encoding="utf-8").count("Traceback") == 2
    )  # appended


def test_a_review_failing_while_the_host_stops_is_not_said_on_its_console(tmp_path):
    table = finished()
    failing_once(table)
    log = tmp_path / "errors.log"
    told, console = asked_once(table, stop_first=True, errors_log=log)
    assert told["error"] == REVIEW_FAILED
    assert not [line for line in console if "could not be made" in line], console
    assert "KeyError" in log.read_text(encoding="utf-8")  # kept all the same


def test_the_errors_log_drops_its_oldest_lines_past_its_bound(tmp_path):
    from wordcards.remote import store

    log = tmp_path / "errors.log"
    for n in range(40):
        try:
            raise ValueError(f"failure {n}")
        except ValueError as exc:
            assert store.keep_error(f"review {n} failed", exc, log, kept=2000) == log
    text = log.read_text(encoding="utf-8")
    assert len(text) <= 2000 and "review 0 failed" not in text and "failure 39" in text
    assert store.ERRORS_KEPT == 200_000 and store.errors_path().name == "errors.log"


def test_the_errors_log_bound_counts_bytes_as_its_size_does(tmp_path):
    """The size was read in bytes, the cut made in characters: a log of three-byte letters
    was left past its bound in bytes, and one under half its bound in characters (but over
    it in bytes) was cut from a negative index: to its last entry, not about half."""
    from wordcards.remote import store

    log = tmp_path / "errors.log"
    log.write_text(("語" * 100 + "\n") * 150, encoding="utf-8")  # 45,150 bytes, 15,150 characters
    try:
        raise ValueError("failure")
    except ValueError as exc:
        store.keep_error("review failed", exc, log, kept=20_000)
    assert 9_000 < log.stat().st_size <= 10_000 and log.read_text(encoding="utf-8").startswith("語")
    log.unlink()
    for n in range(40):
        try:
            raise ValueError("語" * 1000 + f" {n}")
        except ValueError as exc:
            store.keep_error(f"review {n} failed", exc, log, kept=20_000)
        assert log.stat().st_size <= 20_000
        if n >= 6:  # past the first cut: about half the bound kept, in whole entries' lines
            assert log.stat().st_size > 6_000
    assert log.read_text(encoding="utf-8").rstrip().endswith(" 39")


def test_the_errors_log_is_owner_only_as_the_hosted_save_is(tmp_path):
    """It was created as any file is (0644 under the usual umask): a traceback may quote the save."""
    import os
    import stat

    from wordcards.remote import store

    log = tmp_path / "errors.log"
    before = os.umask(0o022)
    try:
        try:
            raise ValueError("failure")
        except ValueError as exc:
            store.keep_error("review failed", exc, log)
    finally:
        os.umask(before)
    assert stat.S_IMODE(log.stat().st_mode) == 0o600


def test_an_errors_log_left_readable_by_all_is_made_owner_only(tmp_path):
    """os.open's mode counts only when it creates the file: a log left at 0644 (by an older
    version, or by hand) stayed readable by all until it was next cut."""
    import os
    import stat

    from wordcards.remote import store

    log = tmp_path / "errors.log"
    log.write_text("2026-12-05 10:00:00 review 0 failed\n", encoding="utf-8")
    os.chmod(log, 0o644)
    try:
        raise ValueError("failure")
    except ValueError as exc:
        store.keep_error("review 1 failed", exc, log)
    assert stat.S_IMODE(log.stat().st_mode) == 0o600
    assert "review 0 failed" in log.read_text(encoding="utf-8")  # appended to, not replaced


def test_two_reviews_failing_at_once_both_keep_their_error(tmp_path, monkeypatch):
    """Each failed review keeps its error from a thread of its own: one that had read the log
    to cut it wrote it back after the other's append, and that entry was lost. The cut (read,
    then written back) is made holding the log's lock, so no append comes between."""
    from wordcards import saves
    from wordcards.remote import store

    log = tmp_path / "errors.log"
    log.write_text("an older entry\n" * 200, encoding="utf-8")  # 3,000 bytes: the writer cuts
    held_while_cutting = []
    write_atomically = saves.write_atomically

    def cut_noting_the_lock(path: Any, text: str) -> None:
        free = store._ERRORS_LOCK.acquire(blocking=False)
        if free:
            store._ERRORS_LOCK.release()
        held_while_cutting.append(not free)
        write_atomically(path, text)

    monkeypatch.setattr(saves, "write_atomically", cut_noting_the_lock)
    try:
        raise ValueError("review 1 failed")
    except ValueError as exc:
        store.keep_error("review 1 failed", exc, log, kept=2000)
    assert held_while_cutting == [True]
    assert "review 1 failed" in log.read_text(encoding="utf-8")


def test_a_failed_review_keeps_its_error_off_the_hosts_event_loop(tmp_path, monkeypatch):
    """The errors log was written (and cut) on the event loop: every seat waited for the disk."""
    import asyncio

    from wordcards.remote import store

    on_the_loop: list[bool] = []
    keep_error = store.keep_error

    def keep_error_noting_where(*args: Any) -> Any:
        try:
            asyncio.get_running_loop()
            on_the_loop.append(True)
        except RuntimeError:  # no loop running in this thread
            on_the_loop.append(False)
        return keep_error(*args)

    monkeypatch.setattr(store, "keep_error", keep_error_noting_where)
    table = finished()
    failing_once(table)
    log = tmp_path / "errors.log"
    told, console = asked_once(table, errors_log=log)
    assert told["error"] == REVIEW_FAILED and on_the_loop == [False]
    assert [line for line in console if line.endswith(f"(the whole error is in {log})")], console
