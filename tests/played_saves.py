"""A shipped-rules Shuffle save with its numbers edited by hand, shared by the hot-seat
resume (tests/app/test_saves.py) and the host's (tests/remote/test_host_faults.py)."""

from __future__ import annotations

import json

from wordcards.engine.players import Player
from wordcards.engine.record import Record, dumps
from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist


def played_save_data(hand_size: int) -> dict:
    """Ann played TeSTS and Bob CLIP (seed 10, the shipped words), with ``hand_size`` in the save."""
    record = Record(
        game="shuffle",
        rules=default_ruleset("shuffle"),
        wordlist=default_wordlist().identity,
        players=(Player("Ann"), Player("Bob")),
        seed=10,
        actions=("TeSTS", "end", "CLIP"),
    )
    data = json.loads(dumps(record))
    data["ruleset"]["hand_size"] = hand_size
    return data
