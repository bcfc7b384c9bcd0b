"""Issue 10: a process that saves after every action, killed at random 50 times.

Each time, the save on disk must load and replay, hold every action the process reported
as saved (at most the one in flight is lost, and it may as well be there), and leave no
more than the one temporary file a killed write can leave; the next process to take the
data folder's lock removes it. The kill points come from a seeded generator; whatever the
timing, the assertions are the same.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
import time

from wordcards import saves
from wordcards.engine.rummy import RummyMatch
from wordcards.words import WordList

KILLS = 50
WORDS = ["at", "to", "on", "no"]

CHILD = textwrap.dedent(
    f"""
    from wordcards import saves
    from wordcards.app.session import Session
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import Discard, DrawDeck, NextHand, Phase, RummyMatch
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    words = WordList.from_words({WORDS!r}, name="kill-test")
    with saves.SaveLock():
        saved = saves.read_save()
        if saved is None:
            players = [Player("Ann"), Player("Bob")]
            match = RummyMatch.new(default_ruleset("rummy"), words, players, 7, target=100000, max_hands=1000)
        else:
            match = RummyMatch.from_json(saved.text, words)
        session = Session(match)
        while not match.is_over:
            if match.phase is Phase.DRAW:
                action = DrawDeck()
            elif match.phase is Phase.PLAY:
                action = Discard(match.hand(match.current)[0])
            else:
                action = NextHand()
            session.apply(action)  # applies, then saves atomically
            assert session.save_problem is None, session.save_problem
            print(len(match.actions), flush=True)
    """
)


def _saved_actions(data_dir) -> int:
    text = (data_dir / saves.CURRENT).read_text(encoding="utf-8")
    match = RummyMatch.from_json(text, WordList.from_words(WORDS, name="kill-test"))  # replays every action
    return len(match.actions)


def _strays(data_dir) -> list[str]:
    return [p.name for p in saves.stray_temporaries(data_dir)]


def test_killed_at_random_50_times_the_save_loads_and_loses_at_most_the_action_in_flight(tmp_path):
    data_dir = tmp_path / "data"
    env = {**os.environ, saves.ENV_DIR: str(data_dir)}
    choose = random.Random(10)
    reported = 0  # actions the last process said were saved
    for _ in range(KILLS):
        child = subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, env=env)
        assert child.stdout is not None
        for _ in range(choose.randint(1, 8)):
            line = child.stdout.readline()
            assert line, "the saving process stopped by itself"
            reported = int(line)
        time.sleep(choose.random() * 0.004)  # sometimes in the middle of a write
        child.kill()
        child.wait(timeout=60)
        for line in child.stdout.read().split():  # reported between our last read and the kill
            reported = int(line)
        child.stdout.close()

        on_disk = _saved_actions(data_dir)
        assert reported <= on_disk <= reported + 1
        assert len(_strays(data_dir)) <= 1  # the next lock holder removes it
        reported = on_disk

    with saves.SaveLock(data_dir):
        assert _strays(data_dir) == []
    assert _saved_actions(data_dir) == reported
