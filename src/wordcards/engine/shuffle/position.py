"""Hand-built starting positions (tests, puzzles, teaching): hands, table, deck.

A position is plain data, saved in the game's options under "start" so that a game that
starts from it saves and loads like any other::

    {
      "hands": ["CARTS*", "EENOT"],               # one per seat; * is a joker
      "table": [{"owner": 1, "word": "CaT"}],     # lower case: a joker standing for that letter;
                                                  # optional "id": the number the table shows, 1 to 999,999
                                                  # (default: the next number, from 1)
      "deck": "AEIOU",                            # optional: the deck exactly, top card first
      "current": 0,                               # optional: whose turn (default 0)
      "first_played": [true, true],               # optional: S4 done per seat (default all true)
      "turn": ["CART"]                            # optional: plays already made this turn (S3:
    }                                             # the player then ends the turn, not passes)

Cards are taken from the ruleset's deck (lowest ids first). Without "deck", every card the
position does not place forms the deck, shuffled from the seed; with "deck", the cards left
over are out of play (the "box"), so that every card is still accounted for exactly once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wordcards.engine.seeding import rng
from wordcards.engine.shuffle.actions import parse
from wordcards.engine.shuffle.cards import JOKER_MARK, Card, Placed, TableWord
from wordcards.quoting import kind_of, quote

if TYPE_CHECKING:
    from wordcards.engine.shuffle.game import ShuffleGame

# The highest number a position may give a table word. The words made later get the
# numbers after it, and every one must stay within what a play's notation can name
# (``actions.MAX_NUMBER``), or the plays on it could not even be listed.
MAX_WORD_ID = 999_999


class _Stock:
    """The cards not yet placed, by letter (None: jokers), lowest id first."""

    def __init__(self, cards: tuple[Card, ...]):
        self.piles: dict[str | None, list[Card]] = {}
        for card in cards:
            self.piles.setdefault(card.letter, []).append(card)

    def take(self, letter: str | None, where: str) -> Card:
        pile = self.piles.get(letter)
        if not pile:
            what = "joker" if letter is None else f"{letter} card"
            raise ValueError(f"the position uses more of the {what}s than the deck has ({where})")
        return pile.pop(0)

    def rest(self) -> list[Card]:
        return sorted((c for pile in self.piles.values() for c in pile), key=lambda c: c.id)


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not all(ch.isascii() and (ch.isalpha() or ch == JOKER_MARK) for ch in value):
        raise ValueError(f"{what} should be letters (and * for a joker), found {value!r}")
    return value


def setup_from_position(game: "ShuffleGame", start: dict[str, Any]) -> None:
    count = len(game.players)
    if not isinstance(start, dict):
        raise ValueError(f"a start position is written as keys and values, found {kind_of(start)}")
    unknown = set(start) - {"hands", "table", "deck", "current", "first_played", "turn"}
    if unknown:
        raise ValueError(f"unknown keys in the start position: {', '.join(sorted(unknown))}")
    stock = _Stock(game.cards)
    hands = start.get("hands", [])
    if not isinstance(hands, list) or len(hands) != count:
        raise ValueError(f"the start position needs one hand per player ({count})")
    for seat, text in enumerate(hands):
        for ch in _text(text, f"hand {seat + 1}").upper():
            game.hands[seat].append(stock.take(None if ch == JOKER_MARK else ch, f"hand {seat + 1}"))
    for entry in start.get("table", []):
        owner = entry.get("owner") if isinstance(entry, dict) else None
        if isinstance(owner, bool) or not isinstance(owner, int) or not 0 <= owner < count:
            raise ValueError(f"a table word needs an owner seat 0 to {count - 1}: {entry!r}")
        display = _text(entry.get("word"), "a table word")
        if JOKER_MARK in display or not display:
            raise ValueError(f"a table word is letters, lower case for a joker: {display!r}")
        placed = tuple(
            Placed(stock.take(ch if ch.isupper() else None, f"table word {display}"), ch.upper()) for ch in display
        )
        word_id = entry.get("id", game.next_word_id)  # the number the table shows
        if isinstance(word_id, bool) or not isinstance(word_id, int) or not 1 <= word_id <= MAX_WORD_ID or word_id in game.table:
            raise ValueError(f"a table word's id should be a new whole number from 1 to {MAX_WORD_ID:,}, found {quote(word_id)}")
        word = TableWord(word_id, owner, placed)
        game.table[word.id] = word
        game.next_word_id = max(game.next_word_id, word_id) + 1
    if "deck" in start:
        game.deck = [stock.take(None if ch == JOKER_MARK else ch, "deck") for ch in _text(start["deck"], "the deck").upper()]
        game.box = stock.rest()
    else:
        deck = stock.rest()
        rng(game.seed, "shuffle", "position deck").shuffle(deck)
        game.deck = deck
    current = start.get("current", 0)
    if isinstance(current, bool) or not isinstance(current, int) or not 0 <= current < count:
        raise ValueError(f"'current' should be a seat 0 to {count - 1}, found {current!r}")
    game.current = current
    first = start.get("first_played", [True] * count)
    if not isinstance(first, list) or len(first) != count or not all(isinstance(f, bool) for f in first):
        raise ValueError(f"'first_played' should be {count} true/false values")
    game.first_played = list(first)
    turn = start.get("turn", [])
    if not isinstance(turn, list) or not all(isinstance(t, str) for t in turn):
        raise ValueError("'turn' should be a list of plays in notation")
    # The plays are a record of the turn so far (they are not made again): S3 then lets the
    # player end the turn, drawing up to a full hand, and refuses a pass.
    game.turn = [parse(text) for text in turn]
    game._log.append(f"Game set up from a position; {game.players[current].name} plays first")
