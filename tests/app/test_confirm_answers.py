"""Every answer a pass or a discard question gives (S13, R6) has its own Enter label in the
confirm screen's footer: a reworded answer fails here, not only in the footer (which fell
back to "Yes" when the question's words and the screen's copy of them differed)."""

from __future__ import annotations

from types import SimpleNamespace

from wordcards.app.answer_words import MELD_AND_GO_OUT
from wordcards.app.rummy_discard import discard_question
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.shuffle_pass import PASS_KEYS, end_turn_question, pass_question


def rummy_game(hand: list[str], draw_pile_size: int, variant: str = "standard", hand_number: int = 1) -> SimpleNamespace:
    """What discard_question reads of a match: the hand and the draw pile of the player to act,
    and what says whether going out ends the hand, the deal or the match (``hand_number`` of
    a standard match of 25 hands, or an inverse one of 3 deals, R9)."""
    view = SimpleNamespace(
        hand=hand,
        draw_pile_size=draw_pile_size,
        variant=variant,
        max_hands=25,
        match_hands=None,
        minutes=None,
        deals=3,
        hand_number=hand_number,
        clock=None,
    )
    return SimpleNamespace(current=0, view=lambda seat: view)


def every_answer() -> set[str]:
    passes = {pass_question(key, ["Bob"]).yes for key in PASS_KEYS}
    discards = {
        discard_question(rummy_game(hand, pile), "X").yes
        for hand, pile in ((["X"], 5), (["X", "A"], 0), (["X", "A"], 5))  # goes out, ends the hand, neither
    }
    # The draw pile empty in inverse ends the deal (R9), on the last deal the match.
    discards |= {discard_question(rummy_game(["X", "A"], 0, "inverse", deal), "X").yes for deal in (1, 3)}
    ending = end_turn_question("DOGS", hand_size=3, deck_size=9)  # Ctrl+E with a word typed
    last = end_turn_question("DOGS", hand_size=0, deck_size=0)  # ... that ends the game (S13)
    assert ending is not None and last is not None
    melds_out = {MELD_AND_GO_OUT}  # rummy_choice asks it before a meld of the whole hand
    return passes | discards | melds_out | {ending.yes, last.yes}


def test_S13_R6_every_answer_of_a_pass_or_discard_question_labels_enter():
    answers = every_answer()
    # pass, pass and end the game, end the turn, end the game, five discards, a meld
    assert len(answers) == 10
    unlabelled = answers - set(ConfirmScreen.LABELLED)
    assert not unlabelled, f"the footer's Enter would say 'Yes' for {sorted(unlabelled)}: add a binding to ConfirmScreen"


def test_each_answer_has_a_binding_of_its_own():
    actions = list(ConfirmScreen.LABELLED.values())
    bound = {binding.action for binding in ConfirmScreen.BINDINGS if not isinstance(binding, tuple)}
    assert len(set(actions)) == len(actions) and set(actions) <= bound


def test_S13_ctrl_e_that_ends_the_game_asks_to_end_the_game():
    """Hand and deck empty, Ctrl+E ends the game (S13): its question said "end the turn anyway?"."""
    asked = end_turn_question("DOGS", hand_size=0, deck_size=0)
    assert asked is not None and asked.question == "DOGS is typed but not played: end the game?"
    assert "ends the game" in asked.detail and "end the turn" not in asked.question + asked.yes
    # Nothing is left to play: Esc is said as what it allows, not "keeps playing".
    assert "Keep playing" not in asked.detail and "Esc keeps playing" not in asked.detail
    assert "Esc goes back: Ctrl+Z takes back the last play." in asked.detail
    assert end_turn_question("DOGS", hand_size=0, deck_size=3) is None  # S3: a new hand, the word stays
