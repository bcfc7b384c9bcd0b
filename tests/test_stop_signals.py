"""SIGTERM and SIGHUP on a running ``wordcards play`` quit as the app's own Quit does: the
terminal leaves the alternate screen, the game stays saved, and (SIGTERM: the terminal is
still there) the line that says how to carry on is printed. Before, either signal ended the
process at once: the terminal stayed on the frozen game and nothing was printed.

The app runs in a pseudo-terminal, as a player starts it; each step waits for what the app
writes (generous deadlines for a busy machine), never for a while.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="os.pidfd_open and these ptys are Linux's")

ENTER_ALTERNATE_SCREEN = b"\x1b[?1049h"
LEAVE_ALTERNATE_SCREEN = b"\x1b[?1049l"
DEADLINE_SECONDS = 120

# A gated child's program: ``python -m wordcards ARGV``, with one function of the app first
# waiting at the gate, a FIFO read to its end: by default the one the app calls as it is
# mounted (quit_on_stop_signals, imported there when called): a test sends a stop signal while
# the app, on the alternate screen already, has not taken them yet; or the word list's loading,
# before the app runs; or the save's lock let go, after the app has quit.
# Run as ``python -c GATED_WORDCARDS GATE MODULE:NAME[.NAME] ARGV``.
MOUNTING = "wordcards.app.stop_signals:quit_on_stop_signals"
LOADING_WORDS = "wordcards.loading:load_words"  # replaced before cli and launch import it
LETTING_THE_SAVE_GO = "wordcards.saves:SaveLock.__exit__"
GATED_WORDCARDS = """
import importlib, runpy, sys

gate, where, sys.argv = sys.argv[1], sys.argv[2], ["wordcards", *sys.argv[3:]]
module_name, _, path = where.partition(":")
*owners, name = path.split(".")
module = importlib.import_module(module_name)
for owner in owners:
    module = getattr(module, owner)
gated = getattr(module, name)

def at_the_gate_first(*args, **kwargs):
    with open(gate, "rb") as held:
        held.read()
    return gated(*args, **kwargs)

setattr(module, name, at_the_gate_first)
runpy.run_module("wordcards", run_name="__main__", alter_sys=True)
"""


# A child's program with the terminal driver's hang-up watch off (app/terminal_driver.py),
# so that a closed terminal brings the app only the signals a test sends it, in its order:
# the watch would send its own SIGHUP within milliseconds. Run as ``python -c UNWATCHED_WORDCARDS ARGV``.
UNWATCHED_WORDCARDS = """
import runpy, sys
import wordcards.app.terminal_driver as terminal_driver

terminal_driver.WATCH_ON_THIS_SYSTEM = False
sys.argv = ["wordcards", *sys.argv[1:]]
runpy.run_module("wordcards", run_name="__main__", alter_sys=True)
"""


class Terminal:
    """``wordcards ARGV`` in an 80x24 pseudo-terminal, and everything it has written."""

    def __init__(
        self,
        argv: list[str],
        data_dir: Path,
        gate: Path | None = None,
        *,
        env: dict[str, str] | None = None,
        under_a_shell: bool = False,
        gated_at: str = MOUNTING,
        in_the_background: bool = False,
        watched: bool = True,
        sighup_ignored: bool = False,
    ):
        self.gate = gate
        if gate is not None:
            os.mkfifo(gate)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: the app, as typed in a terminal
            try:  # sized before the app starts, so it never draws at the pty's 0x0
                fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
                os.environ.update(WORDCARDS_DATA_DIR=str(data_dir), XDG_CONFIG_HOME=str(data_dir / "config"), TERM="xterm-256color")
                os.environ.update(env or {})
                if under_a_shell:
                    _lead_the_session_while_the_app_runs()
                if in_the_background:
                    _start_the_app_in_the_background_then_fg()
                for stop in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):  # as a terminal's shell starts it,
                    signal.signal(stop, signal.SIG_DFL)  # whatever the test runner inherited (nohup: SIGHUP ignored)
                if sighup_ignored:  # as nohup starts it
                    signal.signal(signal.SIGHUP, signal.SIG_IGN)
                if not watched:
                    assert gate is None, "a gated app is always watched"
                    os.execv(sys.executable, [sys.executable, "-c", UNWATCHED_WORDCARDS, *argv])
                if gate is None:
                    os.execv(sys.executable, [sys.executable, "-m", "wordcards", *argv])
                os.execv(sys.executable, [sys.executable, "-c", GATED_WORDCARDS, str(gate), gated_at, *argv])
            finally:  # never return into pytest's code in the forked child
                os._exit(127)
        self.seen = b""
        self.closed = False

    def read_until(self, text: bytes) -> None:
        deadline = time.monotonic() + DEADLINE_SECONDS
        while text not in self.seen:
            assert not self.closed, f"the app ended before showing {text!r}: {self.seen[-2000:]!r}"
            assert time.monotonic() < deadline, f"no {text!r} after {DEADLINE_SECONDS}s: {self.seen[-2000:]!r}"
            self._read_some()

    def exit_code(self) -> int:
        """Read to the end of the output, then the app's exit code."""
        deadline = time.monotonic() + DEADLINE_SECONDS
        while not self.closed:
            assert time.monotonic() < deadline, f"the app is still running after {DEADLINE_SECONDS}s"
            self._read_some()
        ended = os.pidfd_open(self.pid)  # readable once the app has ended
        try:
            assert select.select([ended], [], [], DEADLINE_SECONDS)[0], f"the app is still running after {DEADLINE_SECONDS}s"
        finally:
            os.close(ended)
        _, status = os.waitpid(self.pid, 0)
        self.pid = 0
        return os.waitstatus_to_exitcode(status)

    def held_before_mount(self) -> int:
        """Wait until the app waits at its gate (before it is mounted, or where ``gated_at``
        says: it has opened the FIFO to read; GATED_WORDCARDS), reading what it writes
        meanwhile. The gate's write end: closed, it lets the app on."""
        assert self.gate is not None
        deadline = time.monotonic() + DEADLINE_SECONDS
        while True:
            try:  # a FIFO's write end opens (without waiting) only while a reader has it open
                return os.open(self.gate, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as exc:
                if exc.errno != errno.ENXIO:
                    raise
            assert time.monotonic() < deadline, f"the app is not at its gate after {DEADLINE_SECONDS}s"
            if self.fd < 0:  # hung up: nothing to read, the process alone to wait on
                ended = os.pidfd_open(self.pid)
                try:
                    assert not select.select([ended], [], [], 0.1)[0], "the app ended before its gate"
                finally:
                    os.close(ended)
            else:
                assert not self.closed, f"the app ended before its gate: {self.seen[-2000:]!r}"
                self._read_some(0.1)

    def type(self, keys: bytes) -> None:
        os.write(self.fd, keys)

    def _read_some(self, wait_seconds: float = 0.5) -> None:
        ready, _, _ = select.select([self.fd], [], [], wait_seconds)
        if ready:
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:  # EIO: every end of the terminal closed, the app has ended
                chunk = b""
            self.seen += chunk
            self.closed = not chunk

    def hang_up(self) -> None:
        """Close the terminal, as closing its window does: the kernel sends the app (the
        session's leader) SIGHUP and SIGCONT, and a shell sends its jobs one more SIGHUP."""
        os.close(self.fd)
        self.fd, self.closed = -1, True
        os.killpg(self.pid, signal.SIGHUP)  # the child leads its own group (pty.fork's setsid)

    def hang_up_quietly(self) -> None:
        """Close the terminal, the app (started ``under_a_shell``) sent no signal for it: the
        kernel sends SIGHUP and SIGCONT to the session's leader alone, which stays."""
        os.close(self.fd)
        self.fd, self.closed = -1, True

    def the_app(self) -> int:
        """The app's process id, started ``under_a_shell`` (the leader's one child)."""
        return int(Path(f"/proc/{self.pid}/task/{self.pid}/children").read_text().split()[0])

    def wait_for_cpu(self, pid: int, seconds: float) -> None:
        """Wait until ``pid`` has spent ``seconds`` more of CPU time, or has ended."""
        deadline = time.monotonic() + DEADLINE_SECONDS
        spent = _cpu_seconds(pid)
        ended = os.pidfd_open(pid)  # readable once it has ended
        try:
            while not select.select([ended], [], [], 0.1)[0] and _cpu_seconds(pid) < spent + seconds:
                assert time.monotonic() < deadline, f"{pid} spent no {seconds}s of CPU in {DEADLINE_SECONDS}s"
        finally:
            os.close(ended)

    def close(self) -> None:
        if self.pid:  # a failed test: the app must not outlive it
            for child in _children(self.pid):
                if os.getpgid(child) == child:  # an app in a group of its own (in_the_background)
                    os.killpg(child, signal.SIGKILL)
            os.killpg(self.pid, signal.SIGKILL)  # the app too, when under a shell
            os.waitpid(self.pid, 0)
        if self.fd >= 0:
            os.close(self.fd)


def _cpu_seconds(pid: int) -> float:
    """User and system CPU time of ``pid`` (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _children(pid: int) -> list[int]:
    try:
        return [int(each) for each in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except FileNotFoundError:
        return []


def _start_the_app_in_the_background_then_fg() -> None:
    """In the pty's child, a shell's ``wordcards ... &`` then ``fg``: run the app in a
    process group of its own, not the terminal's foreground; once it stops (Textual's
    check, as it takes the terminal: SIGTTOU), give it the terminal and SIGCONT it; end with
    its exit code."""
    app = os.fork()
    if app == 0:
        os.setpgid(0, 0)
        return
    os.setpgid(app, app)  # both sides set it: the shell's way, whichever runs first
    _, status = os.waitpid(app, os.WUNTRACED)
    if os.WIFSTOPPED(status):
        signal.signal(signal.SIGTTOU, signal.SIG_IGN)  # a background leader's tcsetpgrp
        os.tcsetpgrp(0, app)
        os.killpg(app, signal.SIGCONT)
        _, status = os.waitpid(app, 0)
    os._exit(os.waitstatus_to_exitcode(status) % 256)


def _lead_the_session_while_the_app_runs() -> None:
    """In the pty's child, the session's leader: run the app in a child of its own (in the
    leader's process group, the terminal's foreground, as a shell runs
    ``cd DIR && wordcards ...``), stay through a hang-up, and end with the app's exit code."""
    app = os.fork()
    if app == 0:
        return
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    _, status = os.waitpid(app, 0)
    os._exit(os.waitstatus_to_exitcode(status) % 256)


def djs_typed_on_anns_turn(app: Terminal) -> None:
    """Past the first hand-off of ``play shuffle --players Ann,Bob``, DJS typed on Ann's word
    line (not played: only a save on quitting keeps it)."""
    app.read_until(b"Pass to Ann")
    app.read_until(b"Show my hand")  # the footer shows Enter once its grace is over (screens/typed_ahead.py)
    app.type(b"\r")
    app.read_until(b"Ann's turn")
    app.type(b"djs")
    app.read_until(b"DJS")


@pytest.fixture
def terminal(tmp_path):
    opened: list[Terminal] = []

    def start(*argv: str, gated: bool = False, **options) -> Terminal:
        """``options``: Terminal's own (env, under_a_shell, gated_at, ...), passed on as they are."""
        gate = tmp_path / f"gate-{len(opened)}" if gated else None
        opened.append(Terminal(list(argv), tmp_path / "data", gate, **options))
        return opened[-1]

    yield start
    for each in opened:
        each.close()


def test_sigterm_quits_as_quit_does_leaving_the_screen_and_saying_how_to_carry_on(terminal, tmp_path):
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10")
    djs_typed_on_anns_turn(app)
    signalled_at = len(app.seen)
    os.kill(app.pid, signal.SIGTERM)

    assert app.exit_code() == 0
    after = app.seen[signalled_at:]
    assert LEAVE_ALTERNATE_SCREEN in after
    said = after[after.index(LEAVE_ALTERNATE_SCREEN) :].decode(errors="replace").replace("\r\n", "\n")
    save = tmp_path / "data" / "current.json"
    assert f"The game is saved in {save}; to carry on, type:\n" in said
    assert re.search(r"^    \S.*wordcards resume$", said, re.MULTILINE), said
    assert "Traceback" not in said
    # Saved once more on the signal: the autosave after the last action knew no letters typed.
    assert json.loads(save.read_text())["app"]["draft"]["word"].upper() == "DJS"


def test_a_closed_terminal_quits_keeping_the_save_and_the_data_folder_free(terminal, tmp_path):
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10")
    app.read_until(b"Pass to Ann")
    app.hang_up()  # SIGHUP, and nothing can be written to the terminal any more

    assert app.exit_code() == 0  # not killed by the signal, nor failing to print to the gone terminal: it quit
    assert (tmp_path / "data" / "current.json").exists()
    # The save is carried on at once: the lock went with the app.
    resumed = terminal("resume")
    resumed.read_until(b"Pass to Ann")
    os.kill(resumed.pid, signal.SIGTERM)
    assert resumed.exit_code() == 0


def test_sigterm_on_the_unfinished_game_question_keeps_that_game_and_says_so(terminal, tmp_path):
    first = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10")
    first.read_until(b"Pass to Ann")
    os.kill(first.pid, signal.SIGTERM)
    assert first.exit_code() == 0
    save = tmp_path / "data" / "current.json"
    kept = save.read_bytes()

    again = terminal("play", "shuffle", "--players", "Cy,Dee", "--seed", "11")
    again.read_until(b"Resume the unfinished game")
    signalled_at = len(again.seen)
    os.kill(again.pid, signal.SIGTERM)
    assert again.exit_code() == 0
    said = again.seen[signalled_at:].decode(errors="replace").replace("\r\n", "\n")
    assert f"The unfinished game is kept in {save}; to carry on, type:\n" in said
    assert save.read_bytes() == kept


def signalled_before_mount(app: Terminal, stop: signal.Signals) -> bytes:
    """``stop`` sent while ``app`` (started gated) waits before it is mounted, on the
    alternate screen already; then let on. What it wrote after the signal (nothing after a
    hang-up: the terminal is gone)."""
    gate = app.held_before_mount()
    app.read_until(ENTER_ALTERNATE_SCREEN)  # Textual takes the screen before the app is mounted
    signalled_at = len(app.seen)
    if stop == signal.SIGHUP:
        app.hang_up()
    else:
        os.kill(app.pid, stop)
    os.close(gate)
    assert app.exit_code() == 0  # not killed by the signal: it quit
    return app.seen[signalled_at:]


def test_sigterm_before_a_new_game_is_mounted_quits_giving_the_screen_back_with_nothing_saved(terminal, tmp_path):
    """Before, a signal in the moment between Textual taking the screen and the app's
    handlers (on_mount) ended the process and left the terminal on the alternate screen."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", gated=True)
    after = signalled_before_mount(app, signal.SIGTERM)
    assert LEAVE_ALTERNATE_SCREEN in after and b"Traceback" not in after
    assert not (tmp_path / "data" / "current.json").exists()  # no game begun, none saved


def started_and_stopped(terminal, tmp_path) -> bytes:
    """A game of Shuffle begun and stopped by SIGTERM on its hand-off: its save."""
    first = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10")
    first.read_until(b"Pass to Ann")
    os.kill(first.pid, signal.SIGTERM)
    assert first.exit_code() == 0
    return (tmp_path / "data" / "current.json").read_bytes()


def test_sigterm_before_a_resumed_game_is_mounted_keeps_its_save_as_written_and_says_so(terminal, tmp_path):
    saved = started_and_stopped(terminal, tmp_path)
    after = signalled_before_mount(terminal("resume", gated=True), signal.SIGTERM)
    assert LEAVE_ALTERNATE_SCREEN in after
    said = after[after.index(LEAVE_ALTERNATE_SCREEN) :].decode(errors="replace").replace("\r\n", "\n")
    assert f"The game is saved in {tmp_path / 'data' / 'current.json'}; to carry on, type:\n" in said
    assert "Traceback" not in said
    assert (tmp_path / "data" / "current.json").read_bytes() == saved


def test_a_terminal_closed_before_a_resumed_game_is_mounted_quits_keeping_its_save_and_the_folder_free(terminal, tmp_path):
    saved = started_and_stopped(terminal, tmp_path)
    signalled_before_mount(terminal("resume", gated=True), signal.SIGHUP)
    assert (tmp_path / "data" / "current.json").read_bytes() == saved
    again = terminal("resume")  # the lock went with the app
    again.read_until(b"Pass to Ann")
    os.kill(again.pid, signal.SIGTERM)
    assert again.exit_code() == 0


def test_a_test_gate_variable_left_in_the_shell_changes_nothing(terminal, tmp_path):
    """The gate was once the app's own, read from WORDCARDS_TEST_MOUNT_GATE: left set in a
    player's shell, a path that is not there ended the app in a traceback, and a FIFO with
    no writer froze it on the alternate screen. The app reads no such variable now."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", env={"WORDCARDS_TEST_MOUNT_GATE": str(tmp_path / "no-such-gate")})
    app.read_until(b"Pass to Ann")
    os.kill(app.pid, signal.SIGTERM)
    assert app.exit_code() == 0
    assert b"Traceback" not in app.seen


def test_a_terminal_closed_then_sigcont_then_sighup_quits_keeping_the_save(terminal, tmp_path):
    """The app a killed tmux session left running, 50 minutes at 90% CPU: the terminal gone,
    then the SIGCONT and SIGHUP a hang-up brings (the kernel sends both to the session's
    leader; a shell that led it sends both to its jobs as it ends). Textual 8.2.8 restarted
    its terminal on the SIGCONT, which the app takes first (its SIGHUP handler runs later, on
    the loop): a second input thread read end-of-file in a loop, a second output thread died
    on its first write to the dead terminal, and the app's writes filled that thread's queue,
    so the quit on SIGHUP waited on it forever. Here the SIGHUP comes once the app has had a
    second of CPU since the SIGCONT (the spinning threads spend it at once; the queue fills
    meanwhile), or at once if it has quit by then. The driver's hang-up watch is off: its own
    SIGHUP, within milliseconds of the hang-up, would come before the SIGCONT, and the
    SIGCONT would find the app quitting (the watch has a test of its own, below)."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", under_a_shell=True, watched=False)
    app.read_until(b"Pass to Ann")
    app.hang_up_quietly()
    the_app = app.the_app()
    os.kill(the_app, signal.SIGCONT)
    app.wait_for_cpu(the_app, seconds=1.0)
    os.killpg(app.pid, signal.SIGHUP)  # the leader ignores it, as a shell ending does

    assert app.exit_code() == 0
    assert (tmp_path / "data" / "current.json").exists()
    resumed = terminal("resume")  # the lock went with the app
    resumed.read_until(b"Pass to Ann")
    os.kill(resumed.pid, signal.SIGTERM)
    assert resumed.exit_code() == 0


def test_a_terminal_closed_with_no_signal_for_the_app_still_quits_keeping_the_save(terminal, tmp_path):
    """A hang-up the app is sent no signal for (the session's leader stays, and tells its jobs
    nothing): reading the terminal gives end-of-file at once, and Textual's input thread
    read it in a loop at full CPU while the app ran on. The app now sees the terminal hang up
    and quits as on a SIGHUP."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", under_a_shell=True)
    djs_typed_on_anns_turn(app)
    app.hang_up_quietly()

    assert app.exit_code() == 0
    # Saved as on SIGHUP, with the word half typed.
    assert json.loads((tmp_path / "data" / "current.json").read_text())["app"]["draft"]["word"].upper() == "DJS"



def test_an_app_started_in_the_background_starts_on_fg_and_plays(terminal, tmp_path):
    """``wordcards play ... &`` then ``fg``: Textual's start stops the process (SIGTTOU) and
    relies on fg's SIGCONT to start for real; the driver took that SIGCONT for one with
    nothing suspended and ignored it, so the app's first write ended in a traceback
    ("Driver must be in application mode")."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", in_the_background=True)
    app.read_until(b"Pass to Ann")
    app.read_until(b"Show my hand")
    app.type(b"\r")
    app.read_until(b"Ann's turn")
    os.kill(app.the_app(), signal.SIGTERM)

    assert app.exit_code() == 0
    assert b"Traceback" not in app.seen
    assert (tmp_path / "data" / "current.json").exists()


def test_a_remote_seat_started_with_sighup_ignored_ends_when_its_terminal_closes(terminal):
    """``nohup wordcards join LINK``: a seat sets no SIGHUP handler, so the SIGHUP the driver
    sends on a hang-up was ignored and the seat ran on, its input thread reading end-of-file
    at full CPU. No host here: the seat keeps trying to reach it."""
    seat = terminal("join", "http://127.0.0.1:9/seat/no-such-seat", under_a_shell=True, sighup_ignored=True)
    seat.read_until(b"reach the host")  # the app's screen (no empty Table frame shows until the host's first state)
    seat.hang_up_quietly()

    seat.exit_code()  # it ended (cannot join, the host never reached: its code says so)


def test_a_game_started_with_sighup_ignored_sets_no_handler_and_ends_when_its_terminal_closes(terminal, tmp_path):
    """``nohup``: SIGHUP ignored as the program starts, and nothing set for it (the one
    mechanism, HangUpsHandled, leaves it so; the shared keyboard's own once noted it all the
    same). The terminal closing still quits the game as a SIGHUP would, by the driver that
    sees it: saved with the word half typed (a bare exit lost it)."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", under_a_shell=True, sighup_ignored=True)
    djs_typed_on_anns_turn(app)
    ignored = int(Path(f"/proc/{app.the_app()}/status").read_text().split("SigIgn:")[1].split()[0], 16)
    assert ignored & (1 << (signal.SIGHUP - 1)), "SIGHUP is still ignored while the game runs"
    app.hang_up_quietly()

    assert app.exit_code() == 0
    assert json.loads((tmp_path / "data" / "current.json").read_text())["app"]["draft"]["word"].upper() == "DJS"


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_stop_signal_while_the_word_list_loads_ends_at_once_without_a_traceback_leaving_the_save(terminal, tmp_path, stop):
    """Before ``app.run()`` the terminal is not taken yet and no handler of the app's is set:
    Ctrl+C (SIGINT) is the interrupt's quiet exit status, SIGTERM and SIGHUP the system's
    default; nothing is printed, and the save being resumed is not touched."""
    saved = started_and_stopped(terminal, tmp_path)
    app = terminal("resume", gated=True, gated_at=LOADING_WORDS)
    gate = app.held_before_mount()
    os.kill(app.pid, stop)
    os.close(gate)

    assert app.exit_code() == (130 if stop == signal.SIGINT else -stop)
    assert app.seen == b""  # not a word, and the screen never taken
    assert (tmp_path / "data" / "current.json").read_bytes() == saved


def test_a_late_sighup_after_a_hang_up_does_not_end_the_quit(terminal, tmp_path):
    """A hang-up's SIGHUP quits the app; one more (a shell's, late) came after the app's loop
    had closed, once its handler was gone: the system's default ended the process (status
    129) while it was still letting the save go. Here it comes as the save's lock is let go."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", gated=True, gated_at=LETTING_THE_SAVE_GO)
    app.read_until(b"Pass to Ann")
    app.hang_up()
    gate = app.held_before_mount()
    os.kill(app.pid, signal.SIGHUP)
    os.close(gate)

    assert app.exit_code() == 0
    assert (tmp_path / "data" / "current.json").exists()


WARMING_UP = "wordcards.app.warm_up:build_indexes"  # the word list's indexes, in the app's thread


def test_a_quit_does_not_wait_for_the_word_lists_index(terminal, tmp_path):
    """A big word list's index is built in a thread that cannot be stopped, and the quit
    waited for it (12-15 s for 500,000 words on a busy machine: Textual's thread worker ran
    in the loop's executor, which the loop's close joins). Here the index waits at a gate
    never opened while the app runs: the app quits, saved, all the same."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", gated=True, gated_at=WARMING_UP)
    app.read_until(b"Pass to Ann")
    gate = app.held_before_mount()  # the index's thread waits at the gate from now on
    try:
        app.type(b"\x11")  # Ctrl+Q
        app.read_until(b"Keep playing")  # the answers show once the question's grace is over
        quit_at = len(app.seen)
        app.type(b"y")
        assert app.exit_code() == 0
    finally:
        os.close(gate)
    said = app.seen[quit_at:].decode(errors="replace").replace("\r\n", "\n")
    assert f"The game is saved in {tmp_path / 'data' / 'current.json'}; to carry on, type:\n" in said
    assert "Traceback" not in said


def test_a_closed_terminal_does_not_wait_for_the_word_lists_index(terminal, tmp_path):
    """As the quit above, on a hang-up (the window closed): the app waited for the index
    before it ended, and kept the save's lock all that while."""
    app = terminal("play", "shuffle", "--players", "Ann,Bob", "--seed", "10", gated=True, gated_at=WARMING_UP)
    app.read_until(b"Pass to Ann")
    gate = app.held_before_mount()
    try:
        app.hang_up()
        assert app.exit_code() == 0
    finally:
        os.close(gate)
    resumed = terminal("resume")  # saved, and the lock went with the app
    resumed.read_until(b"Pass to Ann")
    os.kill(resumed.pid, signal.SIGTERM)
    assert resumed.exit_code() == 0

