"""How fast the app answers: command to first screen, and a typed word to its answer.

    .venv/bin/python bench/app_startup.py [--runs 9]

1. Start-up: runs ``wordcards play shuffle --players Ann,Bob --seed 1`` in a pseudo-terminal
   (a fresh process each run, as a player starts it) and times until the hand-off screen's
   "Pass to Ann" is on the terminal. In the same run it times a fresh Python importing
   Textual's App (the floor any Textual program pays) and prints the ratio of the two
   medians. Target: at most 1.5x. On a busy machine the wall-clock ratio follows the load
   more than the program, so the CPU time each process used (to the first screen; to the
   end of the import) is printed too, with the load average. Python writes its bytecode
   cache as on a player's machine (an environment that turns that off would time the
   compiling of every module), and a first, untimed run puts it in place. Each start is
   timed right after an import of Textual, and the median of those paired ratios is
   printed beside the ratio of the medians (on a machine whose speed drifts, it wanders less). It also times a
   minimal Textual app (one line, "Pass to Ann", and a footer) to its first screen: the floor
   any Textual program starts from, beside which the 1.5x target can be judged.
2. A typed word: in one running app (headless), times each word from its Enter to the
   screen being redrawn - refused words, plays, and a steal that opens a list.
   Target: under 100 ms (the CPU time beside the wall clock, as for start-up).

Prints figures only; nothing is asserted (timings belong here, not in tests).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import pty
import select
import statistics
import sys
import tempfile
import time
from pathlib import Path

COMMAND = ["play", "shuffle", "--players", "Ann,Bob", "--seed", "1"]
# The floor for any Textual program's first screen: the same words on screen, nothing else.
MINIMAL_APP = """
from textual.app import App
from textual.widgets import Footer, Static
class Minimal(App):
    BINDINGS = [("ctrl+q", "quit", "Quit")]
    def compose(self):
        yield Static("Pass to Ann")
        yield Footer()
Minimal().run()
"""


def player_env() -> dict[str, str]:
    """The environment a player runs in: Python keeps its bytecode cache."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def time_to_import_textual() -> tuple[float, float]:
    """Seconds (wall clock, CPU) for a fresh interpreter to start and import textual.app (and exit)."""
    import resource
    import subprocess

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import textual.app"], check=True, env=player_env())
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system) process ``pid`` has used so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_to_first_screen(data_dir: str, argv: list[str] | None = None) -> tuple[float, float]:
    """Seconds (wall clock, CPU of the process) from exec to "Pass to Ann" on the
    pseudo-terminal, then quit the app. ``argv``: another program to time (default: wordcards)."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child: the real command, as a player would type it
        os.environ.clear()
        os.environ.update(player_env())
        os.environ.update({"WORDCARDS_DATA_DIR": data_dir, "TERM": "xterm-256color", "COLUMNS": "80", "LINES": "24"})
        wordcards = str(Path(sys.executable).with_name("wordcards"))
        program = argv or [wordcards, *COMMAND]
        os.execv(program[0], program)
    seen, elapsed, cpu = b"", None, 0.0
    try:
        while time.perf_counter() - start < 10:
            ready, _, _ = select.select([fd], [], [], 0.01)
            if ready:
                try:
                    seen += os.read(fd, 65536)
                except OSError:
                    break
                if b"Pass to Ann" in seen.replace(b"\x1b", b""):
                    elapsed = time.perf_counter() - start
                    cpu = cpu_seconds(pid)
                    break
        os.write(fd, b"\x11")  # Ctrl+Q, then "y" to the question
        time.sleep(0.3)
        os.write(fd, b"y")
        deadline = time.time() + 5
        while time.time() < deadline:
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            try:
                select.select([fd], [], [], 0.05) and os.read(fd, 65536)
            except OSError:
                pass
        else:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
    finally:
        os.close(fd)
    if elapsed is None:
        raise RuntimeError("the hand-off screen never appeared")
    return elapsed, cpu


async def typed_word_times() -> list[tuple[str, float, float]]:
    """(what, seconds, CPU seconds) for words typed in a running app, Enter to redrawn screen.
    The CPU time is this process's own: on a busy machine the wall time is mostly waiting."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "app"))
    from tests_app_support import choice_for  # the tests' own option parsing

    from wordcards.app.main import WordcardsApp
    from wordcards.words import default_wordlist

    words = default_wordlist()
    app = WordcardsApp.for_new_game(choice_for(*COMMAND[1:]), words)
    results: list[tuple[str, float, float]] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for worker in app.workers:  # the word index is built while players read the hand-off
            await worker.wait()
        app.simulate_key("enter")
        await pilot.pause()

        async def enter(word: str, what: str) -> None:
            for letter in word.lower():
                app.simulate_key(letter)
            await pilot.pause()
            start, start_cpu = time.perf_counter(), time.process_time()
            app.simulate_key("enter")
            await pilot.pause(0)  # handled and the changed widgets redrawn
            results.append((what, time.perf_counter() - start, time.process_time() - start_cpu))

        game = app.session.game
        await enter("qzxv", "not a word")
        await enter("cat", "too short for a first play")
        for turn in range(8):
            game = app.session.game
            if app.screen.name == "handoff":
                app.simulate_key("enter")
                await pilot.pause()
            plays = [p for kind in ("steal", "extend", "word") for p in game.legal_plays(kind, limit=1)]
            if plays:
                await enter(plays[0].word, f"{'an' if plays[0].kind[0] in 'aeiou' else 'a'} {plays[0].kind} ({plays[0].word})")
                if app.screen.name == "choice":
                    app.simulate_key("1")
                    await pilot.pause()
            app.simulate_key("ctrl+e" if game.can_undo else "ctrl+p")
            await pilot.pause()
            if app.screen.name == "confirm":  # "Pass and draw 1 card?"
                app.simulate_key("enter")
                await pilot.pause()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data_dir:  # untimed: puts the bytecode cache in place
        time_to_first_screen(data_dir)
    minimal_app = [sys.executable, "-c", MINIMAL_APP]
    times, imports, minimal = [], [], []
    for _ in range(args.runs):  # a fresh data folder each run: no unfinished game to ask about
        imports.append(time_to_import_textual())  # interleaved: all see the same machine load
        with tempfile.TemporaryDirectory() as data_dir:
            times.append(time_to_first_screen(data_dir))
        with tempfile.TemporaryDirectory() as data_dir:
            minimal.append(time_to_first_screen(data_dir, minimal_app))
    first, floor = statistics.median(t for t, _ in times), statistics.median(t for t, _ in imports)
    first_cpu, floor_cpu = statistics.median(c for _, c in times), statistics.median(c for _, c in imports)
    print(f"load average {os.getloadavg()[0]:.1f} (1 min) on {os.cpu_count()} cores")
    print(
        f"command to first screen: median {first * 1000:.0f} ms, best {min(t for t, _ in times) * 1000:.0f} ms, "
        f"worst {max(t for t, _ in times) * 1000:.0f} ms; CPU median {first_cpu * 1000:.0f} ms"
    )
    print(f"python -c 'import textual.app': median {floor * 1000:.0f} ms; CPU median {floor_cpu * 1000:.0f} ms")
    print(
        f"first screen / importing Textual: {first / floor:.2f}x wall clock, {first_cpu / floor_cpu:.2f}x CPU  (target <= 1.5x)"
    )
    # Each start is timed right after an import, so each pair saw the same machine; on a
    # machine whose speed drifts (a shared VM) the median of these ratios wanders less
    # than the ratio of the two medians.
    paired = [t / i for (t, _), (i, _) in zip(times, imports)]
    paired_cpu = [c / ic for (_, c), (_, ic) in zip(times, imports)]
    print(
        f"  the same, per pair of runs: median {statistics.median(paired):.2f}x wall clock "
        f"(runs {min(paired):.2f}x to {max(paired):.2f}x), {statistics.median(paired_cpu):.2f}x CPU"
    )
    least, least_cpu = statistics.median(t for t, _ in minimal), statistics.median(c for _, c in minimal)
    print(
        f"a minimal Textual app (one line and a footer) to its first screen: median {least * 1000:.0f} ms, "
        f"CPU {least_cpu * 1000:.0f} ms = {least / floor:.2f}x / {least_cpu / floor_cpu:.2f}x importing Textual "
        f"(the floor for any Textual program); wordcards is {first / least:.2f}x / {first_cpu / least_cpu:.2f}x that"
    )
    with tempfile.TemporaryDirectory() as data_dir:
        os.environ["WORDCARDS_DATA_DIR"] = data_dir
        results = asyncio.run(typed_word_times())
    print(f"load average {os.getloadavg()[0]:.1f} (1 min)")
    for what, seconds, cpu in results:
        print(f"  typed word, {what}: {seconds * 1000:.0f} ms (CPU {cpu * 1000:.0f} ms)")
    worst, worst_cpu = max(r[1] for r in results), max(r[2] for r in results)
    print(
        f"typed word to answer: worst {worst * 1000:.0f} ms wall clock, {worst_cpu * 1000:.0f} ms CPU, "
        f"of {len(results)}  (target < 100 ms)"
    )


if __name__ == "__main__":
    main()
