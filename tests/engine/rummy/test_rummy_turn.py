"""R3 (a turn), R5 (the table is fixed), R6 (end of a hand), R10 (valid words); undo,
enumeration and notation."""

from itertools import permutations

import pytest
from rummy_helpers import RULES, WORDS, assert_sound, cards, laid_out, new_match, players

from wordcards.engine.errors import IllegalPlay, NotationError
from wordcards.engine.players import Player
from wordcards.engine.rummy import (
    Discard,
    DrawDeck,
    DrawDiscard,
    Meld,
    NextHand,
    Phase,
    RummyCard,  # noqa: F401 - the repr test pastes a repr back (eval needs the name)
    RummyMatch,
    TimeUp,
    full_deck,
)


def test_R3_draw_from_the_draw_pile():
    match = laid_out(["Ar Tr Xb", "Ag Tg Qb"], discard="Eg", draw="Nr Or")
    match.apply(DrawDeck())
    assert sorted(match.hands[0]) == sorted(cards("Ar Tr Xb Nr"))
    assert match.draw_pile[-1] == cards("Or")[0] and match.phase is Phase.PLAY
    assert match.log[-1] == "Ann drew from the draw pile"
    assert_sound(match)


def test_R3_drawing_the_discard():
    match = laid_out(["Ar Tr Xb", "Ag Tg Qb"], discard="Eg Zr")
    match.apply(DrawDiscard())
    assert cards("Eg")[0] in match.hands[0]
    assert match.discard_pile[-1] == cards("Zr")[0]
    assert match.log[-1] == "Ann drew from the discard pile: Eg"
    view = match.view(1)
    assert view.taken_from_discard == cards("Eg")[0] and view.discard_top == cards("Zr")[0]
    assert_sound(match)


def test_R3_draw_once_then_play_then_discard():
    match = laid_out(["Er Ar Tr Xb", "Ag Tg Qb"], discard="Zr")
    assert match.check(Meld(cards("Er Ar Tr"))).rule == "R3"  # draw first
    assert match.check(Discard(cards("Xb")[0])).rule == "R3"
    match.apply(DrawDeck())
    assert match.check(DrawDeck()).rule == "R3"  # only one draw
    assert match.check(DrawDiscard()).rule == "R3"
    match.apply(Meld(cards("Er Ar Tr")))
    match.apply(Discard(cards("Xb")[0]))
    assert match.current == 1 and match.phase is Phase.DRAW
    assert match.log[-2:] == ("Ann played EAT (Er Ar Tr)", "Ann discarded Xb")
    assert_sound(match)


def test_R3_the_empty_discard_pile_cannot_be_drawn():
    match = laid_out(["Ar Tr Xb", "Ag Tg Qb"], draw="Zr", rest="draw")
    assert match.view(0).discard_size == 0
    assert match.check(DrawDiscard()).rule == "R3"
    assert match.legal_actions() == [DrawDeck()]


def test_an_empty_draw_pile_is_not_listed_as_a_draw():
    """R6 ends a hand before a turn can begin with an empty draw pile, but a position may
    set one out so: legal_actions lists only what check accepts (the discard pile)."""
    match = laid_out(["Ar Tr Xb", "Ag Tg Qb"], discard="Zr", draw="")
    assert match.view(0).draw_pile_size == 0
    assert match.check(DrawDeck()).rule == "R6"
    assert match.legal_actions() == [DrawDiscard()]


def test_a_position_where_no_action_could_be_legal_is_refused():
    """A hand emptied by melds ends at once (R3), and a turn never begins with no card to
    draw (R6): a position set out so left the match with no legal action, never over."""
    with pytest.raises(ValueError, match="holds no card in the play phase"):
        laid_out(["", "Ag Tg Qb"], discard="Zr", phase=Phase.PLAY)
    deck = [str(card) for card in full_deck(RULES)]  # every card in a hand, none in a pile
    start = {"hands": [" ".join(deck[:39]), " ".join(deck[39:])], "draw_pile": "", "discard_pile": ""}
    with pytest.raises(ValueError, match="both piles are empty"):
        RummyMatch.from_position(RULES, WORDS, players(2), start)


def test_R3_the_card_just_taken_from_the_discard_cannot_go_straight_back():
    match = laid_out(["Ar Tr Xb", "Ag Tg Qb"], discard="Zr")
    match.apply(DrawDiscard())
    refusal = match.check(Discard(cards("Zr")[0]))
    assert refusal.rule == "R3" and "just taken" in refusal.message
    assert Discard(cards("Zr")[0]) not in match.legal_actions()
    # ...unless it is the last card: then discarding it goes out
    last = laid_out(["Zr", "Ag Tg Qb"], discard="Xb", phase=Phase.PLAY, table=[["Ar Tr"], []], taken="Zr", played=["Ar Tr"])
    assert last.check(Discard(cards("Zr")[0])) is None


def test_R3_going_out_without_a_discard():
    match = laid_out(["Er Ar Tr Nr", "Ag Tg Qb"], discard="Zr", draw="Or Xg", variant="inverse")
    match.apply(DrawDeck())  # takes Or
    match.apply(Meld(cards("Ar Tr Er")))
    assert match.phase is Phase.PLAY and match.can_undo
    match.apply(Meld(cards("Or Nr")))  # the hand is empty: out, no discard (R3)
    assert match.phase is Phase.HAND_OVER
    assert match.discard_pile[-1] == cards("Zr")[0]
    went_out = "Ann went out on the first turn, before Bob played"  # Bob never had a turn
    assert match.log[-4:-2] == ("Ann played ON (Or Nr)", f"Deal 1 ends: {went_out}")  # inverse counts deals (R9)
    assert match.results[-1].reason == went_out
    assert not match.can_undo  # the hand is over
    assert_sound(match)


def test_R6_going_out_with_a_discard():
    match = laid_out(["Er Ar Tr", "Ag Tg Qb"], discard="Zr", draw="Qr Xg", variant="inverse")
    match.apply(DrawDeck())
    match.apply(Meld(cards("Er Ar Tr")))
    match.apply(Discard(cards("Qr")[0]))
    went_out = "Ann went out on the first turn, before Bob played"  # Bob never had a turn
    assert match.phase is Phase.HAND_OVER and match.results[-1].reason == went_out
    assert match.log[-4:-2] == ("Ann discarded Qr", f"Deal 1 ends: {went_out}")  # inverse counts deals (R9)
    assert_sound(match)


def test_going_out_names_whoever_never_had_a_turn_in_the_hand():
    """A play-tester: a computer playing first went out on its first turn, and the hand (the
    match, with one hand) ended before the person saw a table, the score saying only "Bit
    went out". Whoever never played in the hand is named; a hand all played in says no more."""
    first = laid_out(["Er Ar Tr", "Ag Tg Qb", "Ob Nb Xg"], discard="Zr", draw="Qr Xr Xb", variant="inverse")
    first.apply(DrawDeck())
    first.apply(Meld(cards("Er Ar Tr")))
    first.apply(Discard(cards("Qr")[0]))
    assert first.results[-1].reason == "Ann went out on the first turn, before Bob and Cat played"
    second = laid_out(["Er Ar Tr Nr", "Ag Tg Xb", "Ob Nb Xg"], discard="Zr", draw="Qr Eg Yb", variant="inverse")
    second.apply(DrawDeck())  # Ann: Qr, then discards it
    second.apply(Discard(cards("Qr")[0]))
    second.apply(DrawDeck())  # Bob: Eg, and goes out
    second.apply(Meld(cards("Eg Ag Tg")))
    second.apply(Discard(cards("Xb")[0]))
    assert second.results[-1].reason == "Bob went out before Cat played"
    last = laid_out(["Er Ar Tr Nr", "Ag Tg Xb"], discard="Zr", draw="Qr Eg Yb", variant="inverse")
    last.apply(DrawDeck())
    last.apply(Discard(cards("Qr")[0]))
    last.apply(DrawDeck())
    last.apply(Meld(cards("Eg Ag Tg")))
    last.apply(Discard(cards("Xb")[0]))
    assert last.results[-1].reason == "Bob went out"


def test_going_out_names_who_never_played_in_turn_order_from_the_one_going_out():
    """Hand 2, Bob plays first: Cat plays after him, then Ann ("before Ann and Cat" read as
    if Ann were next)."""
    match = laid_out(["Ag Tg Qb", "Er Ar Tr", "Ob Nb Xg"], discard="Zr", draw="Qr Xr Xb", hand_number=2, first=1, current=1)
    match.apply(DrawDeck())
    match.apply(Meld(cards("Er Ar Tr")))
    match.apply(Discard(cards("Qr")[0]))
    assert match.results[-1].reason == "Bob went out on the first turn, before Cat and Ann played"


@pytest.mark.parametrize(
    ("current", "table", "reason"),
    [
        (2, None, "Cat went out"),  # Ann and Bob played before the position
        (1, None, "Bob went out before Cat played"),  # Ann played before it
        (1, [[], [], ["Ob Nb"]], "Bob went out"),  # Cat's word on the table: a round went by
    ],
)
def test_going_out_from_a_position_counts_the_turns_played_before_it(current, table, reason):
    """A match built from a position starts its history there: who played before it (the
    seats from the first to the one to play, everyone once a round went by) had a turn."""
    hands = ["Ag Tg Qb", "Ig Ng Xb", "Dg Yg Xg"]
    hands[current] = "Er Ar Tr"
    match = laid_out(hands, discard="Zr", draw="Qr Xr Hb", table=table, current=current)
    match.apply(DrawDeck())
    match.apply(Meld(cards("Er Ar Tr")))
    match.apply(Discard(cards("Qr")[0]))
    assert match.results[-1].reason == reason


def test_R6_the_draw_pile_running_out_ends_the_hand_at_the_end_of_the_turn():
    match = laid_out(["Er Ar Tr Xb", "Ag Tg Qb"], discard="Zr", draw="Qr", variant="inverse")
    match.apply(DrawDeck())  # the last card of the draw pile
    assert match.draw_pile == [] and match.phase is Phase.PLAY  # the turn goes on
    match.apply(Meld(cards("Er Ar Tr")))
    assert match.phase is Phase.PLAY
    match.apply(Discard(cards("Xb")[0]))
    assert match.phase is Phase.HAND_OVER
    assert match.results[-1].reason == "the draw pile is empty"
    assert "Deal 1 ends: the draw pile is empty" in match.log
    assert match.legal_actions() == [NextHand()]
    assert_sound(match)
    match.apply(NextHand())
    assert match.hand_number == 2 and len(match.draw_pile) == 78 - 14 - 1
    assert all(words == [] for words in match.table)
    assert_sound(match)


def test_R5_table_words_cannot_be_added_to_or_changed():
    match = laid_out(["Sr Xb Er", "Qb Zg"], discard="Zr", phase=Phase.PLAY, table=[["Ar Tr"], ["Eg Ng Dg"]])
    # ATS / SAT would need the table's A and T
    refusal = match.check(Meld(cards("Sr Ar Tr")))
    assert refusal.rule == "R5" and "AT on the table (Ann's)" in refusal.message
    assert match.check(Meld(cards("Er Ng Dg"))).rule == "R5"
    # the only actions are new words and discards: no action names a table word
    for action in match.legal_actions():
        assert not set(getattr(action, "cards", ())) & {c for w in match.table[0] + match.table[1] for c in w}


def test_a_computer_seat_is_named_without_its_level_before_s():
    """"(Bit's)", not "(Bit (normal)'s)": a possessive takes the short name (players.possessive)."""
    seats = (Player("Ann"), Player("Bit (normal)", computer="normal"))
    match = laid_out(["Sr Xb Er", "Qb Zg"], discard="Zr", phase=Phase.PLAY, table=[["Eg Ng Dg"], ["Ar Tr"]], seats=seats)
    refusal = match.check(Meld(cards("Sr Ar Tr")))
    assert refusal.rule == "R5" and "AT on the table (Bit's)" in refusal.message


def test_R10_not_a_word_is_refused_and_changes_nothing():
    match = laid_out(["Tr Xr Er", "Qb Zg"], discard="Zr", phase=Phase.PLAY)
    before, log = match.state_key(), match.log
    refusal = match.check(Meld(cards("Tr Xr Er")))
    assert refusal.rule == "R10" and refusal.message == "TXE is not a word in the word list."
    with pytest.raises(IllegalPlay) as caught:
        match.apply(Meld(cards("Tr Xr Er")))
    assert caught.value.refusal == refusal
    assert match.state_key() == before and match.log == log and match.actions == ()
    assert match.explain("txe").rule == "R10"
    assert match.explain("t-x").rule == "R10"
    assert match.resolve("txe") == []


def test_R3_explain_names_the_missing_letters():
    match = laid_out(["Tr Er Nr", "Qb Zg"], discard="Zr", phase=Phase.PLAY)
    refusal = match.explain("refer")
    assert refusal.rule == "R3" and refusal.message == "You lack R twice, F and a second E for REFER."
    assert match.explain("ten") is None


def test_R3_cards_not_held_are_refused():
    match = laid_out(["Tr Er Nr", "Qb Zg"], discard="Zr", phase=Phase.PLAY)
    refusal = match.check(Meld(cards("Tg Er Nr")))
    assert refusal.rule == "R3" and "does not hold T (green)" in refusal.message
    assert match.check(Meld(cards("Tr Er Tr"))).message == "TET uses the card T (red) twice."
    assert match.check(Discard(cards("Qb")[0])).rule == "R3"


def _just_taken():
    match = laid_out(["Ar Tr Xb", "Ag Tg Qb"], discard="Zr")
    match.apply(DrawDiscard())
    return match, Discard(cards("Zr")[0])


def _on_the_table():
    match = laid_out(["Sr Xb Er", "Qb Zg"], discard="Zr", phase=Phase.PLAY, table=[["Ar Tr"], ["Eg Ng Dg"]])
    return match, Meld(cards("Sr Ar Tr"))


def _holding_ten(action_text: str):
    match = laid_out(["Tr Er Nr", "Qb Zg"], discard="Zr", phase=Phase.PLAY)
    return match, match.parse_action(action_text)


@pytest.mark.parametrize(
    "position, expected",
    [
        (_just_taken, "Z (red) was just taken from the discard pile: discard another card."),
        (lambda: _holding_ten("discard Qb"), "Ann does not hold Q (blue)."),
        (lambda: _holding_ten("meld Tg Er Nr"), "Ann does not hold T (green)."),
        (lambda: _holding_ten("meld Tr Er Tr"), "TET uses the card T (red) twice."),
        (
            _on_the_table,
            "A (red) is in AT on the table (Ann's): words on the table cannot be added to or changed.",
        ),
    ],
    ids=["just-taken", "discard-not-held", "meld-not-held", "card-twice", "on-the-table"],
)
def test_refusals_name_a_card_as_players_see_it_not_by_its_code(position, expected):
    # The code ("Zr") is for saves and typed plays; players read the letter and its colour.
    match, action = position()
    assert match.check(action).message == expected


def test_undo_takes_back_melds_of_this_turn_but_not_the_draw():
    match = new_match(seed=3)
    match.apply(DrawDeck())
    assert not match.can_undo  # the draw is not taken back
    with pytest.raises(IllegalPlay):
        match.undo()
    before = match.clone()
    meld = next(a for a in match.legal_actions() if isinstance(a, Meld))
    match.apply(meld)
    assert match.can_undo and match.view(0).played_this_turn == (meld.cards,)
    assert match.undo() == meld
    assert match == before and match.hand(0) == before.hand(0)  # the same hand comes back
    assert match.phase is Phase.PLAY and not match.can_undo


def test_undo_in_a_match_from_a_position_brings_back_the_same_hand():
    match = laid_out(["Er Ar Tr Xb", "Ag Tg Qb"], discard="Zr", draw="Nr")
    match.apply(DrawDeck())
    before = match.clone()
    match.apply(Meld(cards("Er Ar Tr")))
    assert match.hand(0) == tuple(cards("Nr Xb"))
    match.undo()
    assert match == before and match.hand(0) == before.hand(0) == tuple(cards("Ar Er Nr Tr Xb"))
    assert match.from_json(match.to_json(), match.words) == match  # the position is saved with the match


def test_undo_in_a_dealt_match_replays_to_an_equal_state():
    match = new_match(seed=3)
    match.apply(DrawDeck())
    before = match.clone()
    meld = next(a for a in match.legal_actions() if isinstance(a, Meld))
    match.apply(meld)
    assert match != before
    match.undo()
    assert match == before and match.log == before.log
    match.apply(next(a for a in match.legal_actions() if isinstance(a, Discard)))
    assert not match.can_undo  # the discard ends the turn


def test_legal_actions_is_complete_and_every_action_is_legal():
    """Every ordering of every subset of the hand: check() accepts exactly the melds
    that legal_actions() lists."""
    match = laid_out(["Er Eg Ar Tr Tg Nr", "Qb Zg"], discard="Zr", draw="Ab")
    match.apply(DrawDeck())
    hand = match.hands[0]
    accepted = set()
    for size in range(1, len(hand) + 1):
        for order in permutations(hand, size):
            if match.check(Meld(order)) is None:
                accepted.add(Meld(order))
    listed = match.legal_actions()
    melds = {a for a in listed if isinstance(a, Meld)}
    assert len(melds) == len([a for a in listed if isinstance(a, Meld)])  # no repeats
    assert melds == accepted and len(melds) > 10
    assert {a for a in listed if isinstance(a, Discard)} == {Discard(c) for c in hand}
    assert all(match.check(a) is None for a in listed)


def test_notation_round_trips_and_repr_pastes_back():
    match = new_match(seed=4)
    match.apply(DrawDeck())
    for action in match.legal_actions() + [DrawDeck(), DrawDiscard(), NextHand(), NextHand(75), TimeUp(1800)]:
        assert match.parse_action(action.notation()) == action
        assert eval(repr(action)) == action
    assert Meld(cards("Rr Er Fr Eg Rg")).notation() == "meld Rr Er Fr Eg Rg"
    for bad in ("", "meld", "discard", "discard Er Eg", "next soon", "fly", "meld Ex"):
        with pytest.raises(NotationError):
            match.parse_action(bad)


def test_views_never_show_another_hand():
    match = new_match(4, seed=9)
    for seat in range(4):
        view = match.view(seat)
        assert view.hand == match.hand(seat)
        others = {c for i, h in enumerate(match.hands) if i != seat for c in h}
        assert not others & set(view.hand)
        assert [s.hand_size for s in view.seats] == [7, 7, 7, 7]
        shown = repr(view)
        assert not [c for c in others if repr(c) in shown]  # no other hand's card anywhere in the view


def test_a_finished_match_refuses_everything():
    match = laid_out(["Er Ar Tr", "Qb Zg"], discard="Zr", phase=Phase.PLAY, variant="inverse", deals=1)
    match.apply(Meld(cards("Er Ar Tr")))
    assert match.is_over and match.legal_actions() == []
    assert match.check(DrawDeck()).message == "The match is over."
    assert match.explain("eat").message == "The match is over."


def test_match_end_reasons_read_in_grammar():
    from wordcards.engine.rummy.match import _were_played

    assert _were_played(1, "deal") == "1 deal was played"
    assert _were_played(5, "hand") == "5 hands were played"


def test_the_view_shows_the_hands_public_history():
    """Everyone saw every draw, meld and discard of this hand (a draw from the draw pile
    without its card); the history starts again with each hand."""
    match = laid_out(["Er Ar Tr Xb", "Ag Tg Qb Zg"], discard="Zr Mr", draw="Qr Or Nr")
    assert match.view(1).hand_history == () and match.view(1).discard_tops == (cards("Zr")[0],)
    match.apply(DrawDiscard())
    match.apply(Meld(cards("Er Ar Tr")))
    match.undo()  # undone, and so gone from the history
    assert match.view(1).hand_history == ((0, DrawDiscard()),)
    match.apply(Meld(cards("Er Ar Tr")))
    match.apply(Discard(cards("Xb")[0]))
    match.apply(DrawDeck())
    expected = ((0, DrawDiscard()), (0, Meld(cards("Er Ar Tr"))), (0, Discard(cards("Xb")[0])), (1, DrawDeck()))
    assert match.view(0).hand_history == match.view(1).hand_history == expected
    assert match.clone().view(1).hand_history == expected
    zr, mr, xb = cards("Zr Mr Xb")
    assert match.view(1).discard_tops == (zr, mr, mr, xb, xb)  # Mr showed once Zr was taken
    assert match.view(1).taken_openly() == {zr}  # Ann is known to hold Zr
    match.apply(Discard(cards("Qb")[0]))
    while match.phase is not Phase.HAND_OVER:
        match.apply(DrawDeck() if match.phase is Phase.DRAW else Discard(match.hands[match.current][0]))
    match.apply(NextHand())
    view = match.view(0)
    assert view.hand_history == () and view.discard_tops == (view.discard_top,)


def test_only_the_drawers_view_tells_the_card_drawn_from_the_draw_pile_this_turn():
    """A resumed turn can still light the card just drawn: the drawer's view names it (the
    replayed actions rebuild it; the save is unchanged), no other seat's view does."""
    match = laid_out(["Er Ar Tr Xb", "Ag Tg Qb Zg"], discard="Zr Mr", draw="Qr Or Nr")
    assert match.view(0).drawn_this_turn is None  # before the draw
    match.apply(DrawDeck())
    (qr,) = cards("Qr")
    assert match.view(0).drawn_this_turn == qr
    assert match.view(1).drawn_this_turn is None  # another seat never learns it
    assert match.clone().view(0).drawn_this_turn == qr  # replayed from the actions
    match.apply(Meld(cards("Er Ar Tr")))
    match.undo()
    assert match.view(0).drawn_this_turn == qr  # still this turn's draw after an undo
    match.apply(Discard(cards("Xb")[0]))
    assert match.view(0).drawn_this_turn is None and match.view(1).drawn_this_turn is None  # a new turn
    match.apply(DrawDiscard())
    assert match.view(1).drawn_this_turn is None  # taken openly: taken_from_discard says it
