"""Hand-built rummy positions: a hand in progress, set out card by card (tests, and the
expert computer player's sampled deals of the cards it cannot see). ``position_of`` writes
a match's hand in progress as one, every card where it lies.

A position is plain data, saved in the match's options under "start", so a match that
starts from it saves and replays like any other::

    {
      "hand_number": 3,                     # optional (default 1)
      "first": 1,                           # optional: the seat that played first this hand
      "current": 0,                         # optional: whose turn (default: "first")
      "phase": "play",                      # optional: "draw" (default) or "play"
      "hands": ["Er Ag Tb", "Qr Ub"],        # one per seat (card notation)
      "table": [["Cr Ar Tr"], []],          # optional: each seat's words this hand
      "draw_pile": "Xg Yb",                 # the draw pile, top card LAST
      "discard_pile": "Mr",                 # the discard pile, top card last
      "taken": "Er",                        # optional: taken from the discard pile this turn
      "played": ["Cr Ar Tr"],               # optional: words melded this turn
      "totals": [40, 12],                   # optional: the match totals so far
      "pads": [["AT", "REFER"], ["SO"]]     # optional, advanced only: the words each seat
    }                                       # scored on its pad in earlier hands, in order

Every one of the deck's cards must appear exactly once. An advanced match's totals are its
pads' Primary totals (so it takes "pads", not "totals"); without "pads" they start empty.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from wordcards.engine.rummy.cards import RummyCard, cards_text, full_deck, parse_cards
from wordcards.engine.rummy.options import round_word
from wordcards.engine.rummy.view import Phase
from wordcards.quoting import kind_of, quote

if TYPE_CHECKING:
    from wordcards.engine.rummy.match import RummyMatch

KEYS = {
    "hand_number", "first", "current", "phase", "hands", "table", "draw_pile", "discard_pile", "taken", "played", "totals",
    "pads",
}


def _seat(value: Any, count: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < count:
        raise ValueError(f"'{what}' should be a seat 0 to {count - 1}, found {value!r}")
    return value


def _one_card(found: list[RummyCard], text: str) -> RummyCard:
    """The one card of "taken": a turn takes one card from the discard pile (R3)."""
    if len(found) != 1:
        raise ValueError(f"'taken' should be one card, found {quote(text)}")
    return found[0]


def _seats_that_played(first: int, current: int, table: list[list[Any]]) -> frozenset[int]:
    """Who had a turn in the hand before the position: the seats from ``first`` up to
    ``current`` in turn order, and everyone once a round went by (a seat not among them has
    a word on the table). A round of draws and discards alone leaves no trace to tell by."""
    count = len(table)
    before = {(first + k) % count for k in range((current - first) % count)}
    if any(words for seat, words in enumerate(table) if seat not in before):
        return frozenset(range(count))
    return frozenset(before)


def setup_from_position(match: "RummyMatch", start: dict[str, Any]) -> None:
    if not isinstance(start, dict):
        raise ValueError(f"a start position is written as keys and values, found {kind_of(start)}")
    unknown = set(start) - KEYS
    if unknown:
        raise ValueError(f"unknown keys in the start position: {', '.join(sorted(unknown))}")
    colours = match.rules.colours
    count = len(match.players)

    def cards(text: Any, what: str) -> list[RummyCard]:
        if not isinstance(text, str):
            raise ValueError(f"{what} should be cards in notation, found {text!r}")
        return list(parse_cards(text, colours))

    hands = start.get("hands")
    if not isinstance(hands, list) or len(hands) != count:
        raise ValueError(f"the start position needs one hand per player ({count})")
    table = start.get("table", [[] for _ in range(count)])
    if not isinstance(table, list) or len(table) != count or not all(isinstance(t, list) for t in table):
        raise ValueError(f"'table' should hold one list of words per player ({count})")
    number = start.get("hand_number", 1)
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise ValueError(f"'hand_number' should be a whole number from 1, found {number!r}")
    first = _seat(start.get("first", match.first_seat), count, "first")
    phase = start.get("phase", "draw")
    if phase not in ("draw", "play"):
        raise ValueError(f"'phase' should be 'draw' or 'play', found {phase!r}")
    totals = start.get("totals", [0] * count)
    if not isinstance(totals, list) or len(totals) != count or not all(isinstance(t, int) for t in totals):
        raise ValueError(f"'totals' should be {count} whole numbers")

    match.hand_number = number
    match.first = first
    match.dealer = (first - 1) % count
    match.hands = [cards(h, f"hand {i + 1}") for i, h in enumerate(hands)]
    match.table = [[tuple(cards(w, f"a table word of seat {i + 1}")) for w in words] for i, words in enumerate(table)]
    match.draw_pile = cards(start.get("draw_pile", ""), "the draw pile")
    match.discard_pile = cards(start.get("discard_pile", ""), "the discard pile")
    match.begin_hand_history()  # the hand's history starts here
    match.current = _seat(start.get("current", first), count, "current")
    match.played_before_history = _seats_that_played(first, match.current, match.table)
    match.phase = Phase(phase)
    match.turn_melds = [tuple(cards(w, "a word played this turn")) for w in start.get("played", [])]
    taken = start.get("taken")
    match.taken = _one_card(cards(taken, "the card taken"), taken) if taken else None
    match.totals = list(totals)
    if start.get("pads") is not None:
        _score_pads(match, start)
    _check_reachable(match)
    match._log.clear()  # not the deal that was replaced
    match._log.append(f"{round_word(match.variant)} {number} set up from a position; {match.players[match.current].name} to play")


def _score_pads(match: "RummyMatch", start: dict[str, Any]) -> None:
    """An advanced match's score pads (R8) from the words written on each, and the totals they make."""
    count = len(match.players)
    pads = start["pads"]
    if match.variant != "advanced":
        raise ValueError("'pads' are for an advanced match (score pads, R8)")
    if "totals" in start:
        raise ValueError("an advanced match's totals are its pads' Primary totals: give 'pads', not 'totals'")
    if not isinstance(pads, list) or len(pads) != count or not all(
        isinstance(words, list) and all(isinstance(w, str) and w.isalpha() for w in words) for words in pads
    ):
        raise ValueError(f"'pads' should hold one list of words per player ({count})")
    for seat, words in enumerate(pads):
        for word in words:
            match.pads[seat] = match.pads[seat].scored(word.upper(), match.rules)[0]
    match.totals = [pad.primary_total for pad in match.pads]


def _check_reachable(match: "RummyMatch") -> None:
    """Refuse a position no deal reaches: one where no action would be legal and the match
    stuck, or one with a card placed twice or not at all."""
    if match.phase is Phase.PLAY and not match.hands[match.current]:
        raise ValueError("the player to act holds no card in the play phase (R3: an emptied hand ends at once)")
    if match.phase is Phase.DRAW and not match.draw_pile and not match.discard_pile:
        raise ValueError("both piles are empty at the draw: there is no card to draw (R3, R6)")
    placed = Counter(match.all_cards())
    deck = full_deck(match.rules)
    known = set(deck)
    extra = [c for c, k in placed.items() if k > 1 or c not in known]
    missing = [c for c in deck if c not in placed]
    if extra or missing:
        shown = ", ".join(str(c) for c in (extra or missing)[:5])
        raise ValueError(f"every card must be placed exactly once ({'twice' if extra else 'missing'}: {shown})")


def position_of(match: "RummyMatch") -> dict[str, Any]:
    """The hand in progress as a position (the inverse of ``setup_from_position``). Not for
    an advanced match: its pads keep a count of their further words, not the words."""
    if match.variant == "advanced":
        raise ValueError("an advanced match's pads cannot be written as a position (they keep no tally words)")
    return write_position(
        hand_number=match.hand_number,
        first=match.first,
        current=match.current,
        phase=match.phase,
        hands=match.hands,
        table=match.table,
        draw_pile=match.draw_pile,
        discard_pile=match.discard_pile,
        taken=match.taken,
        played=match.turn_melds,
        totals=match.totals,
    )


def write_position(
    *,
    hand_number: int,
    first: int,
    current: int,
    phase: Phase,
    hands: Sequence[Iterable[RummyCard]],
    table: Sequence[Sequence[Iterable[RummyCard]]],
    draw_pile: Iterable[RummyCard],
    discard_pile: Iterable[RummyCard],
    taken: RummyCard | None,
    played: Sequence[Iterable[RummyCard]],
    totals: Sequence[int],
) -> dict[str, Any]:
    """A position from where every card lies: the shape ``setup_from_position`` reads."""
    return {
        "hand_number": hand_number,
        "first": first,
        "current": current,
        "phase": phase.value,
        "hands": [cards_text(h) for h in hands],
        "table": [[cards_text(w) for w in words] for words in table],
        "draw_pile": cards_text(draw_pile),
        "discard_pile": cards_text(discard_pile),
        "taken": taken.notation() if taken else None,
        "played": [cards_text(w) for w in played],
        "totals": list(totals),
    }
