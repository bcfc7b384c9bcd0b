"""Word Rummy's part of remote play: its keys, a typed word or letter on the host, and its
seat's panels (score pads for the advanced variant)."""

from __future__ import annotations

from typing import Any

from wordcards.app import rummy_discard as discard
from wordcards.engine.rummy.cards import card_name

KEYS = ("draw_deck", "take_discard", "undo", "next_hand")


def between_hands(game: Any) -> bool:
    from wordcards.engine.rummy import Phase

    return bool(game.phase is Phase.HAND_OVER)


def usable(game: Any, seat: int) -> dict[str, bool]:
    from wordcards.engine.rummy import DrawDeck, DrawDiscard

    return {"draw_deck": game.is_legal(DrawDeck()), "take_discard": game.is_legal(DrawDiscard()), "undo": game.can_undo}


def _card(card: Any) -> str:
    """A card in a list of cards: ``Q(red)`` (compact; a message names it with card_name)."""
    return f"{card.letter}({card.colour})"


def word(table: Any, seat: int, word: str) -> bool:
    """A typed word melds it; one letter discards a card of that letter, asked first as at
    the shared keyboard (rummy_discard.py: a discard ends the turn for good)."""
    game = table.game
    if discard.is_discard(game, word):
        return _discard(table, seat, word)
    melds = game.resolve(word)
    if not melds:
        refusal = game.explain(word)
        return bool(table.say(seat, refusal.message if refusal else f"{word} cannot be played now.", refusal=True))
    if len(melds) == 1:
        return bool(table.apply(seat, melds[0], f"You played {word}."))
    hand = game.view(seat).hand
    labels = []
    for meld in melds:
        left = list(hand)
        for card in meld.cards:
            left.remove(card)
        kept = " ".join(_card(c) for c in left) or "nothing"
        labels.append(f"{' '.join(_card(c) for c in meld.cards)}   keeps {kept}")
    return bool(table.offer(seat, f"Which cards for {word}?", labels, melds, [f"You played {word}."] * len(melds)))


def _discard(table: Any, seat: int, letter: str) -> bool:
    from wordcards.engine.rummy import Discard

    allowed = discard.discardable(table.game, letter)
    if isinstance(allowed, str):
        return bool(table.say(seat, allowed, refusal=True))
    notes = [f"You discarded {card_name(card)}." for card in allowed]
    if len(allowed) == 1:
        (card,) = allowed
        return bool(table.ask_first(seat, f"Discard {card_name(card)}?", discard.DETAIL, discard.YES, Discard(card), notes[0]))
    # Picking the colour by its number is the confirmation.
    labels = [f"{card.letter} {card.colour}" for card in allowed]
    return bool(table.offer(seat, discard.which_title(letter), labels, [Discard(card) for card in allowed], notes))


def key(table: Any, seat: int, key: str) -> bool:
    from wordcards.engine.rummy import DrawDeck, DrawDiscard

    if key == "draw_deck":
        before = list(table.game.view(seat).hand)
        if not table.apply(seat, DrawDeck()):
            return False
        drawn = list(table.game.view(seat).hand)
        for card in before:
            drawn.remove(card)
        # The seat's own card, told to that seat only, as the shared keyboard tells it.
        table.say(seat, f"You drew {card_name(drawn[0])}.")
        return True
    top = table.game.view(seat).discard_top
    return bool(table.apply(seat, DrawDiscard(), f"You took {card_name(top)} from the discard pile."))


# --- the seat app --------------------------------------------------------------------


def ask_first(key: str, view: Any, seat: int) -> None:
    """No rummy key asks first on the seat (a discard is a typed letter)."""
    return None


def title(view: Any) -> str:
    return f"Word Rummy · {view.variant}"


def chosen(view: Any) -> dict[str, Any]:
    """The match's variant and own length (R7, R11; R8; R9), for the rules the seat shows (Ctrl+R)."""
    return {
        "variant": view.variant,
        "target": view.target,
        "max_hands": view.max_hands,
        "hands": view.match_hands,
        "minutes": view.minutes,
        "deals": view.deals,
    }


async def draw(app: Any, view: Any, rules: Any) -> None:
    from wordcards.app.widgets.common.entry import WordEntry
    from wordcards.app.widgets.common.panels import GameLog
    from wordcards.app.widgets.rummy.cards import readable
    from wordcards.app.widgets.rummy.panels import RummyHand, RummyPlayers, RummyTable, ScorePads
    from wordcards.engine.rummy import Phase

    dark = app.current_theme.dark
    (await app.panel("#table", RummyTable)).show(view, dark)
    (await app.panel("#players", RummyPlayers)).show(view)
    pads = await app.panel("#pads", ScorePads)
    pads.display = view.variant == "advanced"
    if pads.display:
        pads.show(view)
    (await app.panel("#hand", RummyHand)).show(view, rules, True, dark)
    app.query_one(GameLog).show([readable(line, rules.colours) for line in view.log])
    entry = app.query_one(WordEntry)
    if view.phase is Phase.DRAW:
        entry.placeholder = "draw first: Ctrl+D from the deck, Ctrl+T the discard pile"
    else:
        entry.placeholder = "a word + Enter melds it · one letter + Enter discards it"


def panel_rows(view: Any) -> tuple[int, int, int]:
    """The rows the seat's panels take (sizes.least_size), as at the shared keyboard."""
    from wordcards.app.widgets.rummy.panels import panel_rows

    return panel_rows(view.variant, len(view.seats))


def scored(view: Any) -> int | None:
    """Which breakdown the seat may show now: the number of the hand just over (its hands are
    then in the view's results, as at a table), None while a hand is played."""
    from wordcards.engine.rummy import Phase

    if view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and view.results:
        return int(view.results[-1].number)
    return None


def score_statics(view: Any, rules: Any, dark: bool) -> list[Any]:
    """The breakdown the shared keyboard's score screen shows (its own function)."""
    from wordcards.app.widgets.rummy.score import score_statics

    return score_statics(view, dark)
