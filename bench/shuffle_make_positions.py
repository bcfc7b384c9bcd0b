"""Writes bench/shuffle_positions.py: the fixed suite of positions for the Shuffle benches.

Each position is a table of 10 to 20 words taken from a seeded random game (real words,
real owners, jokers where the game put them) and a hand of 7 to 9 cards with 0, 1 or 2
jokers, dealt from the cards not on the table. Run it again only to change the suite:

    .venv/bin/python bench/shuffle_make_positions.py
"""

from __future__ import annotations

import pprint
import random
from pathlib import Path

from wordcards.engine.players import Player
from wordcards.engine.shuffle import EndTurn, Pass, ShuffleGame
from wordcards.engine.shuffle.cards import build_deck
from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist

JOKERS = [0] * 7 + [1] * 7 + [2] * 6  # 20 positions


def table_snapshot(seed: int, rules, words) -> list[dict]:
    """Play a seeded random game until its table holds 10 to 20 words."""
    rnd = random.Random(seed)
    players = [Player(f"P{i}") for i in range(rnd.randint(2, 4))]
    game = ShuffleGame.new(rules, words, players, seed)
    want = rnd.randint(10, 20)
    while not game.is_over and len(game.table) < want:
        plays = game.legal_plays(kind=rnd.choice(["word", "extend", "take", "steal"]), limit=20)
        if plays and not (game.turn and rnd.random() < 0.4):
            game.apply(rnd.choice(plays))
        else:
            game.apply(EndTurn() if game.turn else Pass())
    return [{"owner": w.owner, "word": w.display} for w in game.table.values()], len(players)


def main() -> None:
    rules = default_ruleset("shuffle")
    words = default_wordlist()
    suite = []
    seed = 0
    for number, jokers in enumerate(JOKERS):
        rnd = random.Random(f"hand {number}")
        size = rnd.randint(7, 9)
        while True:
            seed += 1
            table, players = table_snapshot(seed, rules, words)
            used: dict[str, int] = {}
            for w in table:
                for ch in w["word"]:
                    key = "*" if ch.islower() else ch
                    used[key] = used.get(key, 0) + 1
            left = []
            for card in build_deck(rules):
                key = card.letter or "*"
                if used.get(key):
                    used[key] -= 1
                elif card.letter is not None:
                    left.append(card.letter)
            table_jokers = sum(ch.islower() for w in table for ch in w["word"])
            if 10 <= len(table) <= 20 and table_jokers + jokers <= rules.jokers and len(left) >= size:
                break
        hand = "".join(sorted(rnd.sample(left, size - jokers))) + "*" * jokers
        hands = [hand] + [""] * (players - 1)
        suite.append({"hands": hands, "table": table, "current": 0})
    out = Path(__file__).with_name("shuffle_positions.py")
    out.write_text(
        '"""The fixed suite of positions for the Shuffle benches (written by\n'
        'bench/shuffle_make_positions.py; do not edit by hand)."""\n\n'
        f"POSITIONS = {pprint.pformat(suite, width=100, sort_dicts=False)}\n"
    )
    print(f"wrote {len(suite)} positions to {out}")


if __name__ == "__main__":
    main()
