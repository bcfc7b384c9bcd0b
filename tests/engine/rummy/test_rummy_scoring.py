"""End-of-hand scoring and the match: R7 standard, R8 advanced (score pads, a match by
hands or by minutes), R9 inverse. Every number is worked out in the test.

Letter values (rulesets/rummy.yaml): A5 E5 O5 T5, I4 N4 R4 S4, C3 D3 H3 L3 U3,
B2 F2 G2 M2 P2 W2 Y2, J1 K1 Q1 V1 X1 Z1.
"""

import random

import pytest
from rummy_helpers import RULES, SMALL_WORDS, assert_sound, cards, laid_out, new_match

from wordcards.engine.rummy import Discard, DrawDeck, Meld, NextHand, Phase, RummyMatch, TimeUp
from wordcards.engine.rummy.scoring import winners
from wordcards.words import WordList


def go_out(match: RummyMatch, word: str) -> None:
    """The current player, holding exactly ``word``'s cards, melds it and goes out."""
    match.apply(Meld(cards(word)))
    assert match.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)


# --- R7 standard ------------------------------------------------------------------------


def standard_end(ann_before: int, bob_before: int) -> RummyMatch:
    """Ann has REFER and AT on the table and holds Ob Nb Tg Og Qr; Bob has SO on the table
    and goes out with TIE."""
    match = laid_out(
        ["Ob Nb Tg Og Qr", "Tr Ir Er"],
        discard="Zb",
        phase=Phase.PLAY,
        current=1,
        table=[["Rg Eg Fg Eb Rb", "Ab Tb"], ["Sr Or"]],
        totals=[ann_before, bob_before],
        variant="standard",
    )
    go_out(match, "Tr Ir Er")
    assert_sound(match)
    return match


def test_R7_standard_hand_scoring_worked_out():
    match = standard_end(0, 0)
    ann, bob = match.results[-1].scores
    # Ann: REFER 5*5 = 25, AT 2*2 = 4 on the table. Hand Ob Nb Tg Og Qr: ON (Ob Nb) and
    # TO (Tg Og) score 2 + 2; Qr is left: -1. NOT/TON cannot be made (no blue T in hand).
    assert [(w.word, w.points) for w in ann.table] == [("REFER", 25), ("AT", 4)]
    assert {frozenset(w) for w in ann.arrangement.words} == {frozenset(cards("Ob Nb")), frozenset(cards("Tg Og"))}
    assert ann.arrangement.leftover == tuple(cards("Qr"))
    assert (ann.arrangement.word_points, ann.arrangement.penalty, ann.arrangement.score) == (4, 1, 3)
    assert ann.points == 25 + 4 + 3 == 32
    # Bob: SO 4 + TIE 9, nothing in hand.
    assert bob.points == 4 + 9 == 13 and bob.arrangement.words == () and bob.penalty == 0
    assert match.totals == [32, 13] and match.phase is Phase.HAND_OVER
    line = next(entry for entry in match.log if entry.startswith("Ann scores"))
    assert line.startswith("Ann scores 32: table REFER (Rg Eg Fg Eb Rb) 25 + AT (Ab Tb) 4; hand ")  # each word with its cards
    assert line.endswith(", minus Qr (1) = 3; total 32")


def test_R7_hand_words_score_their_length_and_leftovers_their_value():
    match = laid_out(["Er Ar Tr Eg Ag Tg Nr", "Ob Nb"], discard="Zb", phase=Phase.PLAY, current=1)
    go_out(match, "Ob Nb")
    ann = match.results[-1].scores[0]
    # EAT red + EAT green = 3 + 3 with Nr left (-4) is only 2. Better: AN (Ar Nr) 2,
    # TEE (T, E red; the second E green) 3, AT (Ag Tg) 2: every card used, 7.
    assert ann.arrangement.score == 7 and ann.arrangement.leftover == ()
    assert sorted(len(w) for w in ann.arrangement.words) == [2, 2, 3]
    assert frozenset(cards("Tr Er Eg")) in {frozenset(w) for w in ann.arrangement.words}
    assert ann.points == 7 and match.totals == [7, 4]


def test_R7_match_ends_when_someone_reaches_the_target():
    match = standard_end(120, 130)  # Ann 120 + 32 = 152, Bob 130 + 13 = 143
    assert match.is_over and match.outcome.winners == (0,) and match.outcome.totals == (152, 143)
    assert match.outcome.reason == "Ann reached 150"
    assert match.log[-1] == "The match is over (Ann reached 150): Ann wins with 152 points"


def test_R7_the_highest_total_wins_not_the_first_to_reach_it():
    match = standard_end(120, 140)  # 152 and 153: both reach 150, Bob is higher
    assert match.outcome.winners == (1,) and match.outcome.totals == (152, 153)


def test_R7_a_tie_at_the_top_is_shared():
    match = standard_end(121, 140)  # 153 and 153
    assert match.outcome.winners == (0, 1)
    assert match.log[-1].endswith("Ann and Bob share the win with 153 points")


def test_R7_below_the_target_the_next_hand_is_dealt():
    match = standard_end(0, 0)
    assert not match.is_over and match.legal_actions() == [NextHand()]
    match.apply(NextHand())
    assert match.hand_number == 2 and match.current == 1 and match.totals == [32, 13]


def test_R7_target_is_an_option():
    assert new_match().options == {"variant": "standard", "target": 150, "max_hands": RULES.max_hands}
    small = new_match(variant="standard", target=30)
    assert small.options["target"] == 30 and small.view(0).target == 30
    with pytest.raises(ValueError):
        new_match(variant="standard", deals=3)


# --- R8 advanced ------------------------------------------------------------------------

ADVANCED_WORDS = WordList.from_words(SMALL_WORDS + ["education"])


def advanced_position(hands: list[str], table: list[list[str]], match_hands: int, **position) -> RummyMatch:
    """Bob (to play, holding only a word) goes out at once."""
    return laid_out(
        hands, discard="Zb", phase=Phase.PLAY, current=1, table=table, words=ADVANCED_WORDS, variant="advanced",
        match_hands=match_hands, **position,
    )


def advanced_hand_1(match_hands: int) -> RummyMatch:
    # Ann played AT, REFER, TO (in that order) and holds Qr Zr; Bob played EDUCATION and
    # goes out with SO.
    match = laid_out(
        ["Qr Zr", "Sb Ob"],
        discard="Zb",
        phase=Phase.PLAY,
        current=1,
        table=[["Ab Tb", "Rg Eg Fg Eb Rb", "Tg Og"], ["Er Dr Ur Cr Ar Tr Ir Or Nr"]],
        words=ADVANCED_WORDS,
        variant="advanced",
        match_hands=match_hands,
    )
    go_out(match, "Sb Ob")
    return match


def test_R8_score_pad_filled_in_the_order_words_were_played():
    match = advanced_hand_1(match_hands=2)
    ann, bob = match.pads
    # Ann: AT is the first 2-letter word: Primary 4; REFER: Primary 25 for 5 letters; TO is a
    # further 2-letter word: a tally. The cards left in hand (Qr Zr) do not count.
    assert ann.row(2).primary == 4 and ann.row(2).primary_word == "AT" and ann.row(2).tally == 1
    assert ann.row(5).primary == 25
    assert (ann.primary_total, ann.secondary_total) == (29, 1)
    # Bob: EDUCATION (9 letters) counts in row 8 with its own length squared, 81; SO: 4.
    assert bob.row(8).primary == 81 and bob.row(8).primary_word == "EDUCATION"
    assert (bob.primary_total, bob.secondary_total) == (85, 0)
    # Its note names the pad's column as it is drawn ("8+"), never a row (the app's rows are players).
    assert [w.note for w in match.results[-1].scores[1].table][0] == "Primary 81 for 8+ letters"
    assert match.totals == [29, 85]
    scores = match.results[-1].scores[0]
    assert [(w.word, w.points, w.note) for w in scores.table] == [
        ("AT", 4, "Primary 4 for 2 letters"),
        ("REFER", 25, "Primary 25 for 5 letters"),
        ("TO", 0, "a tally for 2 letters"),
    ]
    assert scores.penalty == 0 and scores.arrangement is None
    view = match.view(0)
    assert view.seats[0].pad == ann and view.seats[1].secondary == 0
    assert (
        "Ann scores on the pad: AT (Ab Tb) Primary 4 for 2 letters; REFER (Rg Eg Fg Eb Rb) Primary 25 for 5 letters; "
        "TO (Tg Og) a tally for 2 letters; Primary total 29, Secondary 1"
    ) in match.log

    # Hand 2: Ann TEN (row 3, Primary 9) then TEA (a tally); Bob AT and ON: both tallies
    # in row 2, which SO filled in hand 1.
    match.apply(NextHand())
    pads = [["AT", "REFER", "TO"], ["EDUCATION", "SO"]]
    hand_2 = advanced_position(["Qr", "Ob Nb"], [["Tr Er Nr", "Tg Eg Ag"], ["Ab Tb"]], 2, hand_number=2, pads=pads)
    assert [s.pad for s in hand_2.view(0).seats] == [s.pad for s in match.view(0).seats]  # the pads carried over
    match = hand_2
    go_out(match, "Ob Nb")
    assert match.pads[0].primary_total == 29 + 9 == 38 and match.pads[0].secondary_total == 2
    assert match.pads[1].primary_total == 85 and match.pads[1].secondary_total == 2
    assert match.is_over and match.outcome.winners == (1,)
    assert match.outcome.totals == (38, 85) and match.outcome.secondary == (2, 2)
    assert match.outcome.reason == "2 hands were played"


def test_R8_a_primary_tie_is_broken_by_the_secondary_total():
    # Ann: AT 4 + REFER 25 = 29 and TO a tally. Bob: TEARS 25 + ON 4 = 29, no tally.
    match = advanced_position(["Qr", "Ob Nb"], [["Ab Tb", "Rg Eg Fg Eb Rb", "Tg Og"], ["Tr Er Ar Rr Sr"]], 1)
    go_out(match, "Ob Nb")
    assert match.outcome.totals == (29, 29) and match.outcome.secondary == (1, 0)
    assert match.outcome.winners == (0,)
    assert winners("advanced", [29, 29], [1, 1]) == (0, 1)  # still level: shared


def test_R8_a_match_by_minutes_reads_the_clock_into_the_actions():
    now = [0.0]
    match = new_match(variant="advanced", minutes=1, clock=lambda: now[0], seed=2)
    assert match.options == {"variant": "advanced", "minutes": 1}
    assert match.view(0).clock.limit_seconds == 60 and match.view(0).clock.elapsed_seconds == 0
    rnd = random.Random(2)
    play_hand(match, rnd)
    now[0] = 30.4
    assert match.legal_actions() == [NextHand(30)]
    assert match.check(NextHand()).rule == "R8"  # a timed match records the time
    assert match.check(TimeUp(30)).rule == "R8"  # not up yet
    match.apply(NextHand(30))
    # Time runs out in the middle of hand 2: the hand is finished all the same.
    match.apply(DrawDeck())
    now[0] = 100.0
    assert match.view(0).clock.time_up and match.phase is Phase.PLAY
    meld = next(a for a in match.legal_actions() if isinstance(a, Meld))
    match.apply(meld)
    match.undo()  # undo replays: the clock keeps its mark
    assert match.elapsed_seconds() == 30 + 70
    play_hand(match, rnd)
    assert match.phase is Phase.HAND_OVER and not match.is_over
    assert match.legal_actions() == [TimeUp(100)]
    refusal = match.check(NextHand(100))
    assert refusal.rule == "R8" and "Time is up (1 minute)" in refusal.message  # not "(1 minutes)"
    saved_before_end = match.to_json()
    match.apply(TimeUp(100))
    assert match.is_over and match.outcome.reason == "the minute is up"  # R8; no brackets inside the log's
    assert match.log[-1].startswith("The match is over (the minute is up): ")
    assert match.outcome.winners == winners("advanced", match.totals, [p.secondary_total for p in match.pads])
    # Replay never reads the clock: a load without one is equal; with one, time goes on.
    assert RummyMatch.from_json(match.to_json(), match.words) == match
    later = [500.0]
    loaded = RummyMatch.from_json(saved_before_end, match.words, clock=lambda: later[0])
    assert loaded.elapsed_seconds() == 30
    later[0] = 600.0
    assert loaded.legal_actions() == [TimeUp(130)]
    # The seconds played when saved (the app's part keeps them): time counts on from there,
    # never from below the time the actions recorded, nor from past any match's length.
    assert RummyMatch.from_json(saved_before_end, match.words, clock=lambda: later[0], played=95).elapsed_seconds() == 95
    assert RummyMatch.from_json(saved_before_end, match.words, clock=lambda: later[0], played=20).elapsed_seconds() == 30
    assert RummyMatch.from_json(saved_before_end, match.words, clock=lambda: later[0], played=10**10).elapsed_seconds() == 30


def test_R8_a_clock_put_back_is_refused_with_the_seconds_played_counted():
    now = [0.0]
    match = new_match(variant="advanced", minutes=1, clock=lambda: now[0], seed=2)
    rnd = random.Random(2)
    play_hand(match, rnd)
    now[0] = 1.0
    match.apply(NextHand(1))
    play_hand(match, rnd)
    refusal = match.check(NextHand(0))
    assert refusal.rule == "R8" and refusal.message == "The clock cannot go back: 1 second played already."  # not "1 seconds"


def test_R8_hands_or_minutes_not_both():
    with pytest.raises(ValueError, match="not both"):
        new_match(variant="advanced", hands=3, minutes=10)
    assert new_match(variant="advanced").options == {"variant": "advanced", "hands": RULES.default_hands}


def test_R8_an_untimed_match_refuses_times():
    match = advanced_hand_1(match_hands=3)
    assert match.check(NextHand(10)).rule == "R8"
    assert match.check(TimeUp(10)).rule == "R8"
    assert match.legal_actions() == [NextHand()]


# --- R9 inverse -------------------------------------------------------------------------


def test_R9_inverse_penalties_and_lowest_total_wins():
    # Hand 1: Ann goes out with TEN; Bob holds Qb Zg Eg Ag Tg: 1 + 1 + 5 + 5 + 5 = 17 (a
    # word in hand does not help in the inverse game).
    match = laid_out(
        ["Tr Er Nr", "Qb Zg Eg Ag Tg"], discard="Zb", phase=Phase.PLAY, table=[["Ab Tb"], []], variant="inverse", deals=2
    )
    go_out(match, "Tr Er Nr")
    ann, bob = match.results[-1].scores
    assert (ann.points, bob.points, bob.penalty) == (0, 17, 17)
    assert match.totals == [0, 17] and "Bob has Ag Eg Qb Tg Zg left: penalty 17; total 17" in match.log
    # Hand 2: Bob goes out with AT; Ann holds Ar Og: 5 + 5 = 10.
    match.apply(NextHand())
    assert match.hand_number == 2
    match = laid_out(
        ["Ar Og", "Ab Tb"], discard="Zb", phase=Phase.PLAY, current=1, variant="inverse", deals=2, hand_number=2, totals=[0, 17]
    )
    go_out(match, "Ab Tb")
    assert match.totals == [10, 17]
    assert match.is_over and match.outcome.winners == (0,) and match.outcome.totals == (10, 17)
    assert match.outcome.reason == "2 deals were played"
    assert match.log[-1] == "The match is over (2 deals were played): Ann wins with 10 penalty points"


def test_R9_inverse_tie_is_shared():
    assert winners("inverse", [10, 10, 12]) == (0, 1)
    # Played out: Ann (7 from hand 1) goes out in the last deal; Bob is left with Qb Zg Eg,
    # 1 + 1 + 5 = 7: both end on 7, the lowest, and share the win.
    match = laid_out(
        ["Tr Er Nr", "Qb Zg Eg"], discard="Zb", phase=Phase.PLAY, variant="inverse", deals=2, hand_number=2, totals=[7, 0]
    )
    go_out(match, "Tr Er Nr")
    assert match.is_over and match.outcome.totals == (7, 7) and match.outcome.winners == (0, 1)
    assert match.log[-1] == "The match is over (2 deals were played): Ann and Bob share the win with 7 penalty points"


# --- helpers ----------------------------------------------------------------------------


def play_hand(match: RummyMatch, rnd: random.Random) -> None:
    """Random legal play (mostly from the draw pile) until the hand ends."""
    hand = match.hand_number
    while match.phase in (Phase.DRAW, Phase.PLAY) and match.hand_number == hand:
        options = match.legal_actions()
        if match.phase is Phase.DRAW:
            action = options[0] if rnd.random() < 0.8 else rnd.choice(options)
        else:
            melds = [a for a in options if isinstance(a, Meld)]
            discards = [a for a in options if isinstance(a, Discard)]
            action = rnd.choice(melds) if melds and rnd.random() < 0.5 else rnd.choice(discards or melds)
        match.apply(action)


def test_a_position_refuses_pads_that_do_not_fit():
    with pytest.raises(ValueError, match="advanced"):
        laid_out(["Qr", "Ob Nb"], pads=[["AT"], []])  # a standard match has no pads
    with pytest.raises(ValueError, match="not 'totals'"):
        laid_out(["Qr", "Ob Nb"], variant="advanced", pads=[["AT"], []], totals=[4, 0])
    match = laid_out(["Qr", "Ob Nb"], variant="advanced", pads=[["AT", "TO", "REFER"], []])
    assert match.view(0).seats[0].total == 29 and match.view(0).seats[0].secondary == 1


# --- a meld's points at once are what the hand's end scores for it ------------------------


@pytest.mark.parametrize("variant", ["standard", "advanced", "inverse"])
def test_R7_R8_R9_score_change_of_each_meld_is_what_the_hands_end_scores_for_it(variant):
    """``score_change`` (the hint's and the review's figure) agrees with the scoring at the
    hand's end: R7/R8 the points of that table word, R9 the penalty its cards no longer add."""
    checked = 0
    for seed in range(6):
        match = new_match(2, seed, variant=variant)
        stream = random.Random(seed)
        promised: list[int] = []
        while match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            actions = match.legal_actions()
            melds = [a for a in actions if isinstance(a, Meld) and match.current == 0]
            action = stream.choice(melds or actions)
            if isinstance(action, Meld) and match.current == 0:
                before = sum(RULES.value(c.letter) for c in match.hand(0))
                promised.append(match.score_change(action))
                match.apply(action)
                if variant == "inverse":
                    assert before - sum(RULES.value(c.letter) for c in match.hand(0)) == promised[-1]
            else:
                match.apply(action)
        if variant != "inverse":
            assert [w.points for w in match.results[-1].scores[0].table] == promised
        checked += len(promised)
    assert checked >= 6


def test_R8_the_pad_notes_of_each_meld_are_what_the_hands_end_writes_for_it():
    """``melds_pad_notes`` (the review's "meld NU (a tally for 2 letters)") agrees with the
    hand's end: a tally scores 0 points, so the points alone did not say it was earned.
    ``melds_tallies`` (the hint's and the review's count of them) agrees too."""
    notes: list[str] = []
    for seed in range(6):
        match = new_match(2, seed, variant="advanced")
        stream = random.Random(seed)
        promised: list[str] = []
        tallies = 0
        while match.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            actions = match.legal_actions()
            melds = [a for a in actions if isinstance(a, Meld) and match.current == 0]
            action = stream.choice(melds or actions)
            if isinstance(action, Meld) and match.current == 0:
                promised += match.melds_pad_notes([action.cards])
                tallies += match.melds_tallies([action.cards])
            match.apply(action)
        assert [w.note for w in match.results[-1].scores[0].table] == promised
        assert match.pads[0].secondary_total == tallies == sum(n.startswith("a tally") for n in promised)
        notes += promised
    assert any(n.startswith("a tally for ") for n in notes) and any(n.startswith("Primary") for n in notes)
    standard = new_match(2, 0, variant="standard")
    assert standard.melds_pad_notes([cards("Cr Ar Tr")]) == ()  # no pad: the points say it all
    assert standard.melds_tallies([cards("Cr Ar Tr")]) == 0


def test_a_winner_with_1_penalty_point_is_told_in_the_singular():
    # docs/decisions/app.md: counts agree with their nouns. Ann (1 from hand 1) goes out in
    # the last deal; Bob holds Qb Zg Eg (7): "1 penalty point", not "1 penalty points".
    match = laid_out(
        ["Tr Er Nr", "Qb Zg Eg"], discard="Zb", phase=Phase.PLAY, variant="inverse", deals=2, hand_number=2, totals=[1, 0]
    )
    go_out(match, "Tr Er Nr")
    assert match.log[-1] == "The match is over (2 deals were played): Ann wins with 1 penalty point"
