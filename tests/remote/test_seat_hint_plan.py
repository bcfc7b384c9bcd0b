"""A seat's rummy hint says the plan as the shared keyboard does (the host sends its words),
and keeps it: after the seat melds the plan's first word, its hint names the next."""

from __future__ import annotations

import json

from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDiscard, RummyMatch
from wordcards.engine.rummy.colours import word_of
from wordcards.remote.keys import SeatKey
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist


def told(table: HostTable, seat: int = 0) -> str:
    """Ask the host for ``seat``'s hint, find it and tell it: the words the seat is sent."""
    table.intent(seat, {"type": "key", "key": SeatKey.HINT})
    asked_at = table.hint_to_start(seat)
    table.hint_found(seat, asked_at, table.find_hint())
    return str(json.loads(json.dumps(state_message(table, seat)))["message"]["text"])


def test_a_seats_rummy_hint_says_the_plan_and_after_its_first_meld_names_the_next(monkeypatch):
    """Seed 9, Kim takes C■: as at the shared keyboard, "meld H■O■C■, then T●E●E■ (+18 in
    all)"; Kim types HOC; her hint names TEE, and her list of ways marks it, though a fresh
    search is made to name a discard (it finds TEE too: only this shows the plan kept)."""
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion

    match = RummyMatch.new(default_ruleset("rummy"), default_wordlist(), [Player("Kim"), Player("Bob")], 9, variant="standard")
    match.apply(DrawDiscard())
    table = HostTable(match, ["kim", "bob"])
    assert told(table) == "Hint: meld H■O■C■, then T●E●E■ (+18 in all at hand's end): type HOC, Enter."
    table.intent(0, {"type": "word", "word": "HOC"})
    assert word_of(match.actions[-1].cards) == "HOC"
    monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(Discard(game.hand(0)[0]), 0))
    assert told(table) == "Hint: meld T●E●E■ (+9 to your score when the hand ends): type TEE, then Enter."
    assert word_of(table.hinted(0).cards) == "TEE"


def test_after_a_host_resume_mid_plan_a_seats_hint_says_the_rest_of_the_plan():
    """Inverse, seed 11: Kim melded AZO of the plan AZO, NU, then JA, and the host was
    restarted (its save keeps NU only): her hint says "NU, then JA" with their total, as the
    shared keyboard does, and names JA after NU."""
    from wordcards import saves
    from wordcards.ai import hint
    from wordcards.engine.rummy import DrawDeck
    from wordcards.remote.kept_beside import KeptBeside

    match = RummyMatch.new(default_ruleset("rummy"), default_wordlist(), [Player("Kim"), Player("Bob")], 11, variant="inverse")
    match.apply(DrawDeck())
    match.apply(match.parse_action("meld Ag Zg Og"))
    nu = match.parse_action("meld Nr Ur")
    table = HostTable(match, ["kim", "bob"], saved=KeptBeside(promise=saves.Promise(len(match.actions), nu.notation())))
    assert hint(match) == nu
    assert told(table) == "Hint: meld N◆U◆, then J◆A◆ (13 out of your hand in all): type NU, then Enter."
    table.intent(0, {"type": "word", "word": "NU"})
    assert told(table) == "Hint: meld J◆A◆ (6 penalty points out of your hand): type JA, then Enter."


def test_a_seats_plan_keeps_each_melds_points_as_the_hint_said_them(monkeypatch):
    """Inverse, seed 11: the host keeps the plan AZO, NU, then JA with each meld's points, as
    the shared keyboard does. After AZO, with a fresh search that finds only a discard, the
    hint still says "NU, then JA" and their total: points the host dropped would leave the
    promise only its next meld (a promise read back without points is said alone)."""
    from wordcards.ai import rummy_advice
    from wordcards.ai.adviser import Suggestion
    from wordcards.engine.rummy import DrawDeck

    match = RummyMatch.new(default_ruleset("rummy"), default_wordlist(), [Player("Kim"), Player("Bob")], 11, variant="inverse")
    match.apply(DrawDeck())
    table = HostTable(match, ["kim", "bob"])
    assert told(table).startswith("Hint: meld A●Z●O●, N◆U◆, then J◆A◆ (24 ")
    table.intent(0, {"type": "word", "word": "AZO"})
    monkeypatch.setattr(rummy_advice, "suggest", lambda game: Suggestion(Discard(game.hand(0)[0]), 0))
    assert told(table) == "Hint: meld N◆U◆, then J◆A◆ (13 out of your hand in all): type NU, then Enter."


def test_a_junior_seats_plan_hint_over_another_word_says_what_to_type():
    """Junior Kim, seed 40, takes the discard: with a word on her seat's line the hint read
    "... (+18 in all at hand's end): Esc first.", BAR left to read off the cards' marks. As
    at the shared keyboard, a junior's keeps what to type and says the total shorter."""
    match = RummyMatch.new(default_ruleset("rummy"), default_wordlist(), [Player("Kim", junior=True), Player("Bob")], 40, variant="standard")
    match.apply(DrawDiscard())
    table = HostTable(match, ["kim", "bob"])
    told(table)
    message = json.loads(json.dumps(state_message(table, 0)))["message"]
    assert message["text"] == "Hint: meld B■A■R■, then P●A●R● (+18 in all at hand's end): type BAR, Enter."
    assert message["over_a_word"] == "Hint: meld B■A■R■, then P●A●R● (+18 in all): Esc, then type BAR, then Enter."
