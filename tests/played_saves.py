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


def junior_one_letter_rummy_data(two_player_hand: int = 7) -> dict:
    """An older version's Word Rummy save (no max_hands; a junior's minimum of 1, as such a
    version let a ruleset set it) where Cy, a junior, played the one-letter word A (seed 2,
    the shipped words) and discarded Ng, the seventh card dealt, with the hand size for 2
    players ``two_player_hand`` in the save."""
    import dataclasses

    from wordcards import games
    from wordcards.rulesets import Lengths

    rules = dataclasses.replace(default_ruleset("rummy"), min_word_length=Lengths(2, 1))
    match = games.entry("rummy").load("engine").new(rules, default_wordlist(), (Player("Cy", junior=True), Player("Ann")), 2)
    for action in ("draw", "meld Ab", "discard Ng"):
        match.apply(match.parse_action(action))
    data = json.loads(match.to_json())
    del data["ruleset"]["max_hands"], data["options"]["max_hands"]  # saved before R11
    data["ruleset"]["hand_sizes"] = [[players, two_player_hand if players == 2 else size] for players, size in data["ruleset"]["hand_sizes"]]
    return data
