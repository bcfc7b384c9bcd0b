"""The game in play that the shared keyboard's Session and the host's table both own
(app/game_in_play.py): each change made once, and saved through the owner's callback."""

from __future__ import annotations

import pytest
from tests_app_support import FakeClock

from wordcards.app.game_in_play import GameInPlay, hint_note
from wordcards.engine.errors import IllegalPlay
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch, TimeUp
from wordcards.engine.rummy.cards import full_deck, parse_cards
from wordcards.rulesets import default_ruleset
from wordcards.saves import Draft
from wordcards.words import WordList

RULES = default_ruleset("rummy")


def one_minute_match(clock: FakeClock) -> RummyMatch:
    """An advanced match of one minute, Ann to play (she has drawn) Ar Tr Xb: AT melds, and
    her discard of X then goes out and ends hand 1."""
    placed = parse_cards("Ar Tr Xb Eg Ng Rb", RULES.colours)
    rest = [card for card in full_deck(RULES) if card not in placed]
    start = {
        "hands": ["Ar Tr Xb", "Eg Ng Rb"],
        "table": [[], []],
        "phase": "play",
        "current": 0,
        "draw_pile": " ".join(str(card) for card in rest[1:]),
        "discard_pile": str(rest[0]),
    }
    words = WordList.from_words(["at", "tax"], name="tiny")
    match = RummyMatch.from_position(RULES, words, (Player("Ann"), Player("Bob")), start, 1, variant="advanced", minutes=1)
    match.set_clock(clock)
    return match


class Saves:
    """The owner's save: counts its calls, and what the game in play held at each."""

    def __init__(self) -> None:
        self.made: list[tuple[int, object]] = []
        self.in_play: GameInPlay | None = None

    def __call__(self) -> None:
        assert self.in_play is not None
        self.made.append((len(self.in_play.game.actions), self.in_play.ending))


def in_play(clock: FakeClock, moved=None) -> tuple[GameInPlay, Saves]:
    saves = Saves()
    saves.in_play = GameInPlay(one_minute_match(clock), save=saves, moved=moved)
    return saves.in_play, saves


def test_apply_plays_the_action_moves_the_owner_on_then_saves_once():
    clock = FakeClock()
    order: list[str] = []
    played, saves = in_play(clock, moved=lambda applied: order.append(f"moved at {len(played.game.actions)}, {len(saves.made)} saved, {applied=}"))
    played.apply(played.game.parse_action("meld Ar Tr"))
    assert [action.notation() for action in played.game.actions] == ["meld Ar Tr"]
    assert saves.made == [(1, None)]
    assert order == ["moved at 1, 0 saved, applied=True"]  # the owner's position is up to date in the save


def test_an_undo_tells_the_owner_no_action_was_applied_then_saves():
    """The owner asks only of an applied action whether it ended a turn (the host's console
    and hint notes): after an undo the log's last action is the one before the play taken back."""
    told: list[bool] = []
    played, saves = in_play(FakeClock(), moved=told.append)
    played.apply(played.game.parse_action("meld Ar Tr"))
    played.undo()
    assert told == [True, False]
    assert saves.made == [(1, None), (0, None)]


def test_an_illegal_action_changes_nothing_and_saves_nothing():
    played, saves = in_play(FakeClock())
    with pytest.raises(IllegalPlay):
        played.apply(played.game.parse_action("meld Eg Ng"))  # Bob's cards, not Ann's
    assert not played.game.actions
    assert saves.made == []


def test_undo_keeps_the_notes_in_place_and_one_hint_note_a_position_then_saves():
    played, saves = in_play(FakeClock())
    before = len(played.game.log)
    played.note(hint_note("Ann"), save=False)  # asked before the meld
    played.apply(played.game.parse_action("meld Ar Tr"))
    played.note(hint_note("Ann"), save=False)  # and again after it
    played.note("The word list changed", save=False)
    undone = played.undo()
    assert undone.notation() == "meld Ar Tr"
    assert not played.game.actions
    # Both hint notes now stand where the meld was taken back: one says it; the other note stays.
    assert played.notes == [(before, hint_note("Ann")), (before, "The word list changed")]
    assert saves.made == [(1, None), (0, None)]


def test_a_hand_ended_past_the_time_holds_its_ending_as_it_is_played_and_saves_it():
    clock = FakeClock()
    played, saves = in_play(clock)
    played.apply(played.game.parse_action("meld Ar Tr"))
    clock.now += 90  # the time runs out during the hand (R8)
    played.apply(played.game.parse_action("discard Xb"))  # Ann goes out: the hand ends
    assert isinstance(played.ending, TimeUp)
    assert saves.made[-1] == (2, played.ending)
    assert played.hold_ending() is False  # held already: no clock asked, nothing saved again
    assert len(saves.made) == 2


def test_the_ending_is_held_once_as_the_scores_are_read_and_saved_once():
    clock = FakeClock()
    played, saves = in_play(clock)
    played.apply(played.game.parse_action("meld Ar Tr"))
    played.apply(played.game.parse_action("discard Xb"))  # the hand ends in time
    assert played.ending is None
    assert played.hold_ending() is False  # still in time: nothing held, nothing saved
    assert len(saves.made) == 2
    clock.now += 90  # the time runs out as the scores are read
    assert played.hold_ending() is True
    held = played.ending
    assert isinstance(held, TimeUp) and saves.made[-1] == (2, held)
    clock.now += 30
    assert played.hold_ending() is False and played.ending is held  # asked once: the clock now says another moment
    assert len(saves.made) == 3


def test_note_once_notes_a_line_once_since_the_turn_began():
    played, saves = in_play(FakeClock())
    began = len(played.game.log)
    assert played.note_once(hint_note("Ann")) is True
    assert played.note_once(hint_note("Ann")) is False  # the same position
    played.apply(played.game.parse_action("meld Ar Tr"))
    assert played.note_once(hint_note("Ann"), since=began, save=False) is False  # the same turn
    assert played.note_once(hint_note("Ann"), save=False) is True  # on this position, by default
    assert played.notes == [(began, hint_note("Ann")), (len(played.game.log), hint_note("Ann"))]
    assert len(saves.made) == 2  # the first note's save and the meld's: save=False saves nothing


def test_a_draft_belongs_to_the_position_it_was_typed_on_by_the_player_to_act():
    played, _ = in_play(FakeClock())
    typed = Draft(0, 0, "TA", False)
    assert played.typed_here(typed) is typed
    assert played.typed_here(Draft(1, 0, "TA", False)) is None  # not the player to act
    assert played.typed_here(None) is None
    played.apply(played.game.parse_action("meld Ar Tr"))
    assert played.typed_here(typed) is None  # typed before an action
