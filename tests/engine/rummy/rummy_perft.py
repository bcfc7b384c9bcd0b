"""Legal-action counts ("perft") of rummy positions, counted by brute force: every word of
the list tried against the hand card by card, the colour rule (R4) checked on each
assignment, every discard listed. It shares nothing with the engine's enumeration
(``melds.find_melds``) or its legality check, so a bug in either shows as a count that
differs from the fixture.

A position is a match replayed from its record (ruleset, seed, players, options and the
actions so far: the save format), so it stays the same position as long as the rules do.
``python tests/engine/rummy/rummy_perft.py --write`` recounts and rewrites the fixture.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

FIXTURE = Path(__file__).with_name("perft") / "rummy_positions.json"


def brute_force_count(match) -> int:
    """How many legal actions the player to act has, counted from the rules alone."""
    seat = match.current
    view = match.view(seat)
    phase = view.phase.name
    if phase == "MATCH_OVER":
        return 0
    if phase == "HAND_OVER":
        return 1  # the next deal (or time-up): one action either way
    if phase == "DRAW":
        return 1 + (view.discard_size > 0)  # R3: the draw pile, or the discard pile's top
    hand = list(view.hand)
    rules = match.rules
    least = rules.min_word_length.for_player(match.players[seat].junior)
    held = Counter(card.letter for card in hand)
    melds: set[tuple] = set()
    for word in match.words.words:
        letters = word.upper()
        if not least <= len(letters) <= len(hand) or Counter(letters) - held:
            continue
        melds.update(_assignments(letters, hand))
    # R3: any card may be discarded, but not the one just taken from the discard pile
    # (unless it is the last card; docs/decisions/rummy.md).
    discards = [card for card in hand if not (card == view.taken_from_discard and len(hand) > 1)]
    return len(melds) + len(discards)


def _assignments(letters: str, hand: list) -> list[tuple]:
    """Every way to lay ``letters`` with distinct hand cards that keeps R4: the k-th
    occurrences of the letters all share one colour, for each k."""
    found: list[tuple] = []
    occurrence = []
    seen: Counter[str] = Counter()
    for letter in letters:
        occurrence.append(seen[letter])
        seen[letter] += 1

    def place(i: int, used: tuple, colours: dict[int, str]) -> None:
        if i == len(letters):
            found.append(used)
            return
        for card in hand:
            if card.letter != letters[i] or card in used:
                continue
            k = occurrence[i]
            if colours.get(k, card.colour) != card.colour:
                continue
            place(i + 1, used + (card,), {**colours, k: card.colour})

    place(0, (), {})
    return found


def position(entry: dict, words):
    """The match of a fixture entry, replayed from its record."""
    from wordcards.engine.record import Record
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset

    record = Record(
        game="rummy",
        rules=default_ruleset("rummy"),
        wordlist=words.identity,
        players=tuple(_player(p) for p in entry["players"]),
        seed=entry["seed"],
        options=entry["options"],
        actions=tuple(entry["actions"]),
    )
    return RummyMatch.from_record(record, words)


def _player(data: dict):
    from wordcards.engine.players import Player

    return Player(data["name"], junior=data.get("junior", False))


# --- writing the fixture ---------------------------------------------------------------

# (what it shows, players, seed, options, how many actions of a simple policy to play first)
PLANS = [
    ("the first draw of a match, a discard pile to take from", ["Ann", "Bob"], 1, {"variant": "standard"}, 0),
    ("after drawing from the draw pile: melds and discards", ["Ann", "Bob"], 1, {"variant": "standard"}, 1),
    ("after taking the discard: that card may not be discarded", ["Ann", "Bob"], 5, {"variant": "standard"}, -1),
    ("a junior to play (shorter words count)", ["Cy*", "Ann"], 3, {"variant": "standard"}, 1),
    ("three players, a few turns in", ["Ann", "Bob", "Cy"], 7, {"variant": "standard"}, 10),
    ("eight players, five cards each", ["A", "B", "C", "D", "E", "F", "G", "H"], 11, {"variant": "inverse", "deals": 1}, 1),
    ("after a meld this turn", ["Ann", "Bob"], 13, {"variant": "advanced", "hands": 2}, "meld"),
    ("deep into a hand", ["Ann", "Bob"], 17, {"variant": "standard"}, 25),
    ("seven players, six cards each", ["A", "B", "C", "D", "E", "F", "G"], 19, {"variant": "standard"}, 4),
    ("between hands: the next deal", ["Ann", "Bob"], 21, {"variant": "standard"}, "hand-over"),
]


def _plan_players(names: list[str]) -> list[dict]:
    return [{"name": n.rstrip("*"), **({"junior": True} if n.endswith("*") else {})} for n in names]


def _advance(match, steps) -> None:
    """A plain policy: draw from the deck (or take the discard when ``steps`` is -1), meld
    the first meld found once per turn, discard the first card allowed."""
    from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, Phase

    def one() -> None:
        if match.phase is Phase.DRAW:
            match.apply(DrawDiscard() if steps == -1 else DrawDeck())
            return
        legal = match.legal_actions()
        melds = [a for a in legal if isinstance(a, Meld)]
        if melds and not match.view(match.current).played_this_turn:
            match.apply(melds[0])
        else:
            match.apply(next(a for a in legal if isinstance(a, Discard)))

    if steps == -1:
        one()
    elif steps == "meld":
        while True:
            one()
            if match.phase is Phase.PLAY and match.view(match.current).played_this_turn:
                return
    elif steps == "hand-over":
        while match.phase is not Phase.HAND_OVER:
            one()
    else:
        for _ in range(steps):
            one()


def write_fixture() -> None:
    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.rulesets import default_ruleset
    from wordcards.words import default_wordlist

    words = default_wordlist()
    entries = []
    for about, names, seed, options, steps in PLANS:
        players = _plan_players(names)
        match = RummyMatch.new(
            default_ruleset("rummy"), words, tuple(Player(p["name"], junior=p.get("junior", False)) for p in players), seed,
            **options,
        )
        _advance(match, steps)
        entry = {
            "about": about,
            "players": players,
            "seed": seed,
            "options": dict(match.options),
            "actions": [a.notation() for a in match.actions],
        }
        entry["legal_actions"] = brute_force_count(position(entry, words))
        entries.append(entry)
    data = {"wordlist_sha256": words.sha256, "positions": entries}
    FIXTURE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE} ({len(entries)} positions)")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/engine/rummy/rummy_perft.py --write")
    write_fixture()
