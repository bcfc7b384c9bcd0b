"""Helpers for the Shuffle tests: hand-built positions, a small word list, invariants."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

POSITIONS = Path(__file__).parent / "positions"
RULES = default_ruleset("shuffle")

# Hand-made words for the hand-built positions (S11: only these are words there).
SMALL = WordList.from_words(
    """
    at ta
    art rat tar arts rats star tars tsar start starts smart tarts sat
    cat act cart carts chart charts char chat chats cast cats scat
    ten tens net nets nest sent tent tents stent
    ear era are ears eras rate rates tear tears stare
    ban bane bran brand band bands
    pea peat pear pears spear
    dog dogs god gods
    sea seat eat eats east teas tea
    tin tint tints
    """.split(),
    name="small",
)


def players(*names: str, juniors: tuple[str, ...] = ()) -> list[Player]:
    return [Player(n, junior=n in juniors) for n in names]


def game_at(
    hands: list[str],
    table: list[tuple[int, str]] = (),
    *,
    words: WordList = SMALL,
    deck: str | None = None,
    current: int = 0,
    first_played: list[bool] | None = None,
    names: tuple[str, ...] = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay"),
    juniors: tuple[str, ...] = (),
    rules=RULES,
    seed: int = 0,
) -> ShuffleGame:
    """A game from a hand-built position: ``hands`` one string per seat (* a joker),
    ``table`` (owner seat, display) pairs (lower case a joker)."""
    seats = players(*names[: len(hands)], juniors=juniors)
    start: dict[str, Any] = {
        "hands": list(hands),
        "table": [{"owner": owner, "word": word} for owner, word in table],
        "current": current,
    }
    if deck is not None:
        start["deck"] = deck
    if first_played is not None:
        start["first_played"] = first_played
    return ShuffleGame.from_position(rules, words, seats, start, seed)


def load_position(name: str, words: WordList) -> tuple[ShuffleGame, dict]:
    """A position kept as a data file in positions/ (see positions/README.md)."""
    data = json.loads((POSITIONS / name).read_text())
    seats = [Player(p["name"], junior=p.get("junior", False)) for p in data["players"]]
    return ShuffleGame.from_position(RULES, words, seats, data["start"], data.get("seed", 0)), data


def all_card_ids(game: ShuffleGame) -> list[int]:
    ids = [c.id for c in game.deck] + [c.id for c in game.box]
    ids += [c.id for hand in game.hands for c in hand]
    ids += [p.card.id for word in game.table.values() for p in word.placed]
    return ids


def hand_of(game: ShuffleGame, seat: int) -> str:
    return "".join(sorted(str(c) for c in game.hands[seat]))


def words_on_table(game: ShuffleGame) -> dict[int, tuple[int, str]]:
    return {w.id: (w.owner, w.display) for w in game.table.values()}
