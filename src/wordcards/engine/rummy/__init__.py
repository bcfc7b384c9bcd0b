"""Word Rummy (R1-R11): cards, the colour rule, the best hand arrangement, scoring per
variant (standard, advanced, inverse) and the match."""

from wordcards.engine.rummy.actions import DrawDeck, DrawDiscard, Discard, Meld, NextHand, RummyAction, TimeUp
from wordcards.engine.rummy.arrangement import Arrangement, best_arrangement
from wordcards.engine.rummy.cards import RummyCard, full_deck, parse_card, parse_cards
from wordcards.engine.rummy.match import RummyMatch
from wordcards.engine.rummy.options import match_options
from wordcards.engine.rummy.scoring import HandResult, HandScore, Pad, PadRow, RummyOutcome, ScoredWord
from wordcards.engine.rummy.view import ClockView, Phase, RummySeatView, RummyView

__all__ = [
    "Arrangement",
    "ClockView",
    "Discard",
    "DrawDeck",
    "DrawDiscard",
    "HandResult",
    "HandScore",
    "Meld",
    "NextHand",
    "Pad",
    "PadRow",
    "Phase",
    "RummyAction",
    "RummyCard",
    "RummyMatch",
    "RummyOutcome",
    "RummyView",
    "ScoredWord",
    "RummySeatView",
    "TimeUp",
    "best_arrangement",
    "full_deck",
    "match_options",
    "parse_card",
    "parse_cards",
]
