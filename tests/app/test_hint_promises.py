"""A hint's promise (S10: a joker swap, then the play it makes possible; a rummy plan: its
next meld) lives in the session, beside the game, and the save carries the one due on the
saved position (tests/app/test_rummy_hint_plan.py: a rummy plan's after a resume): a
resume keeps the hint's word. A save is never trusted: a promise that is not a legal
action on the resumed position, or is damaged, is dropped unsaid and the game resumes."""

from __future__ import annotations

import json
from typing import Any

import pytest

from wordcards import saves
from wordcards.app.hint_promises import Hint, Promises, PromisedLine
from wordcards.app.session import Session
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.actions import SwapJoker
from wordcards.rulesets import default_ruleset

FJORDS = "take 1:S FJoRDS"  # seed 10 after TeSTS, CLIP and Ann's swap of her E for the joker in TeSTS


def after_the_swap(words) -> ShuffleGame:
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 10)
    for notation in ("TeSTS", "end", "CLIP", "end"):
        game.apply(game.parse_action(notation))
    game.apply(SwapJoker(1, "E"))
    return game


def saved_with(words, promise: object) -> saves.Saved:
    """The game after the swap saved with ``promise`` as the app part's "promise", as read back."""
    game = after_the_swap(words)
    path = saves.write_save(game.to_json())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["app"]["promise"] = promise
    path.write_text(json.dumps(data), encoding="utf-8")
    found = saves.read_save()
    assert found is not None
    return found


def test_the_promised_play_is_legal_where_the_tests_make_it(words):
    """The notation these tests save is the play the hint promises after the swap."""
    game = after_the_swap(words)
    play = game.parse_action(FJORDS)
    assert game.is_legal(play) and play.word == "FJoRDS"


def test_the_promise_due_after_the_swap_is_saved_and_kept_by_a_resume(words):
    game = after_the_swap(words)
    before = tuple(game.actions[:-1])
    session = Session(game)
    session.promises.keep(before, PromisedLine((SwapJoker(1, "E"), game.parse_action(FJORDS)), ()))
    session.save()
    found = saves.read_save()
    assert found is not None and found.promise == saves.Promise(len(game.actions), FJORDS)
    resumed = Session.resume(found, words, None, None)
    assert resumed.promises.due(resumed.game) == game.parse_action(FJORDS)


@pytest.mark.parametrize(
    "promise",
    [
        {"at": 5, "play": "FJoRDS NOT NOTATION"},  # not an action of this game
        {"at": 5, "play": "take 99:Z ZZZ"},  # an action, of no word on the table
        {"at": 5, "play": "QUIZ"},  # not legal there (Ann holds no U, I or Z)
        {"at": 4, "play": FJORDS},  # made on another position
        {"at": "5", "play": FJORDS},  # not a count
        {"at": True, "play": FJORDS},
        {"at": 5, "play": 7},
        {"at": 5, "play": "x" * 500},
        {"at": 5, "play": "take 1:S FJoRDS\x1b[2J"},  # an escape code
        {"at": 5},
        [5, FJORDS],
        "take 1:S FJoRDS",
        None,
    ],
)
def test_a_damaged_or_illegal_promise_in_a_save_is_dropped_and_the_game_resumes(words, promise):
    session = Session.resume(saved_with(words, promise), words, None, None)
    assert session.game.actions == after_the_swap(words).actions
    assert session.promises.due(session.game) is None


def test_a_sound_promise_in_a_hand_edited_save_is_kept(words):
    """The same save with the promise as written: kept (the damaged ones above differ in it only)."""
    session = Session.resume(saved_with(words, {"at": 5, "play": FJORDS}), words, None, None)
    assert session.promises.due(session.game) == session.game.parse_action(FJORDS)


def test_a_promise_no_longer_legal_is_not_due():
    """An undo, or a play since, may leave the promise no longer legal: it is not due then."""

    class Game:
        actions = ("swap",)

        def is_legal(self, action: object) -> bool:
            return False

    promises = Promises()
    promises.keep((), PromisedLine(("swap", "play"), ()))
    assert promises.due(Game()) is None


def test_a_hint_promises_its_own_swaps_play_or_the_better_lines():
    from wordcards.ai.adviser import Suggestion

    assert Hint("swap", 35, ("play",), step_points=(5, 30)).next_promise() == PromisedLine(("swap", "play"), (5, 30))
    assert Hint("play", 17).next_promise() is None and Hint(None, 0).next_promise() is None
    better = Suggestion("swap 2", 45, ("play 2",))
    assert Hint("play", 30, promised=True, better=better).next_promise() == PromisedLine(("swap 2", "play 2"), ())
    assert Hint("play", 30, promised=True, better=Suggestion("play 3", 40)).next_promise() is None


def test_the_play_hinted_is_the_one_told_here_else_the_one_promised(words):
    """One rule for the turn screen's hinted_play and the host's hinted: the play told on this
    very position (an undo back to it finds it again), else the promise due now."""
    game = after_the_swap(words)
    promises = Promises()
    assert promises.hinted(game, None) is None
    told = (game.actions, "the play told")
    assert promises.hinted(game, told) == "the play told"
    promises.keep(game.actions[:-1], PromisedLine((game.actions[-1], game.parse_action(FJORDS)), ()))
    assert promises.hinted(game, (game.actions[:-1], "told before the swap")) == game.parse_action(FJORDS)


def test_a_hint_whose_search_or_words_fail_says_why_there_is_none_this_time(words, monkeypatch):
    """One rule for the turn screen's hint worker and the host's find_hint: a hint is a
    nicety, a failure says why in the hint's place and loses no game."""
    from wordcards.app.hint_promises import Promised, hint_with_words

    game = after_the_swap(words)
    promised = game.parse_action(FJORDS)
    found, said = hint_with_words(game, lambda: (Promised(promised, None),), lambda hint: f"play {hint.action.word}")
    assert found.action == promised and found.promised and said == "play FJoRDS"

    def broken(hint: Hint) -> str:
        raise ValueError("no words for it")

    assert hint_with_words(game, lambda: (Promised(promised, None),), broken) == "no hint this time (no words for it)."

    def no_promise() -> Any:
        raise ValueError("the promise is unreadable")

    assert hint_with_words(game, no_promise, broken) == "no hint this time (the promise is unreadable)."

    def search_fails(game: Any) -> Any:
        raise ValueError("the search broke")

    monkeypatch.setattr("wordcards.ai.suggest", search_fails)
    assert hint_with_words(game, lambda: None, broken) == "no hint this time (the search broke)."
