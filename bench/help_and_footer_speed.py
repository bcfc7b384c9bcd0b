"""How much work the help (?), the rules (Ctrl+R) and a play's footer take, at 80x24, in
hot-seat Shuffle and Word Rummy with four players (one a computer). Prints, never asserts.

    .venv/bin/python bench/help_and_footer_speed.py [--runs 5]

For each step, the CPU time this process spends from the key to the app settled again
(the screen drawn, its footer composed), and the times the footer was composed again and
the screen laid out again meanwhile. CPU time, not the wall clock: on a busy machine the
wall clock follows the load more than the program (play-test h41: the help took 0.9-2 s).
The play is Shuffle's first word of a turn: the footer drops "Pass (draw 1)" with it.
"Keys refreshed": the turn's bindings refreshed, its keys the same (as most refreshes).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import weakref
from collections import Counter
from typing import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "app"))
from tests_app_support import choice_for  # noqa: E402  (the tests' own option parsing)

from textual.screen import Screen  # noqa: E402

from wordcards.app.main import WordcardsApp  # noqa: E402
from wordcards.app.screens.footer_keys import FittedFooter  # noqa: E402
from wordcards.words import default_wordlist  # noqa: E402

PLAYERS = "Ann,Bob,Cy,cpu:hard"
SETTLE_PAUSES = 4  # pauses after a key: enough for the screen and its footer to be drawn


def count_compositions(counts: Counter[str]) -> None:
    """Count the footer's compositions in ``counts``."""
    compose = FittedFooter.compose

    def composing(footer):
        counts["footer composed"] += 1
        return compose(footer)

    FittedFooter.compose = composing  # type: ignore[method-assign]


def count_layouts(app: WordcardsApp, counts: Counter[str]) -> None:
    """Count the layouts of every screen ``app`` shows in ``counts``, told by each screen's
    public signal (subscribed to as the screen comes on top, before its first layout)."""
    subscribed: weakref.WeakSet[Screen] = weakref.WeakSet()

    def laid_out(_screen: Screen) -> None:
        counts["screen laid out"] += 1

    def on_top(screen: Screen) -> None:
        if screen not in subscribed:
            subscribed.add(screen)
            # The app subscribes: a screen just pushed is not running yet, so cannot.
            screen.screen_layout_refresh_signal.subscribe(app, laid_out, immediate=True)

    app.screen_change_signal.subscribe(app, on_top, immediate=True)
    on_top(app.screen)


async def one_run(game: str, words, counts: Counter[str]) -> dict[str, tuple[float, Counter[str]]]:
    """{step: (CPU seconds, counts)} for one app from its first turn."""
    results: dict[str, tuple[float, Counter[str]]] = {}
    app = WordcardsApp.for_new_game(choice_for(game, "--players", PLAYERS, "--seed", "1"), words)
    async with app.run_test(size=(80, 24)) as pilot:
        count_layouts(app, counts)

        async def settled() -> None:
            for _ in range(SETTLE_PAUSES):
                await pilot.pause()

        async def step(what: str, key: str | Callable[[], object], back: str | None = "escape") -> None:
            counts.clear()
            start = time.process_time()
            key() if callable(key) else app.simulate_key(key)
            await settled()
            results[what] = (time.process_time() - start, Counter(counts))
            if back:
                app.simulate_key(back)
                await settled()

        await settled()
        for worker in list(app.workers):  # the word index, built while the hand-off is read
            await worker.wait()
        for _ in range(20):  # Ann takes the keyboard, once the hand-off takes keys (its grace)
            if app.screen.name == "turn":
                break
            app.simulate_key("enter")
            await settled()
        assert app.screen.name == "turn", f"Ann's turn, not {app.screen.name!r}"
        await step("help (?)", "question_mark")
        await step("rules (Ctrl+R)", "ctrl+r")
        await step("keys refreshed", app.screen.refresh_bindings, back=None)  # the same keys: nothing to lay out
        if game == "shuffle":
            play = app.session.game.legal_plays("word", limit=1)[0]
            for letter in play.word.lower():
                app.simulate_key(letter)
            await settled()
            await step("a play (Enter)", "enter", back=None)
        app.simulate_key("ctrl+q")
        await pilot.pause()
        app.simulate_key("y")
        await pilot.pause()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    import wordcards.app.screens.typed_ahead as typed_ahead
    import wordcards.app.widgets.common.close_grace as close_grace

    # Keys act as soon as a screen is drawn or closed, as in the tests: a grace on the clock
    # would drop the bench's keys, pressed at once.
    typed_ahead.GRACE_AFTER_DRAWN = 0
    close_grace.GRACE_AFTER_CLOSE = 0
    words = default_wordlist()
    words.anagrams  # built once, as the app's warm-up does
    counts: Counter[str] = Counter()
    count_compositions(counts)
    with tempfile.TemporaryDirectory() as data_dir:
        import os

        os.environ["WORDCARDS_DATA_DIR"] = data_dir
        for game in ("shuffle", "rummy"):
            runs = [asyncio.run(one_run(game, words, counts)) for _ in range(args.runs)]
            for what in runs[0]:
                cpu = statistics.median(run[what][0] for run in runs)
                last = runs[-1][what][1]
                print(
                    f"{game:8} {what:16} CPU median {cpu * 1000:4.0f} ms; footer composed {last['footer composed']}x, "
                    f"screen laid out {last['screen laid out']}x"
                )


if __name__ == "__main__":
    main()
