"""The review's questions to the expert (``ai.adviser.ExpertJob``): answered in this
process, from one replay of the game stepped forward from turn to turn; sent to another
process, rebuilt there from the record they carry."""

from __future__ import annotations

import pickle
import random

import pytest

from wordcards.ai import choose_action, review
from wordcards.ai import rummy_advice, shuffle_advice
from wordcards.ai.adviser import Ahead, ExpertReview, Measured, ReplayedPositions, expert_jobs, keep_words
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.shuffle import ShuffleGame

GAMES = {"shuffle": (ShuffleGame, shuffle_advice), "rummy": (RummyMatch, rummy_advice)}


def played_game(kind: str, rules, words, actions: int = 60):
    """Two people (played here by the normal computer), seeded: the game's first ``actions``."""
    cls = GAMES[kind][0]
    game = cls.new(rules, words, [Player("Ann"), Player("Bob")], 7)
    stream = random.Random(7)
    while not game.is_over and len(game.actions) < actions:
        game.apply(choose_action(game, game.current, "normal", stream))
    return game


@pytest.fixture
def rules_of(shuffle_rules, rummy_rules):
    return {"shuffle": shuffle_rules, "rummy": rummy_rules}


@pytest.mark.parametrize("kind", ["shuffle", "rummy"])
def test_questions_answered_here_are_asked_of_one_replay_stepped_forward(kind, rules_of, words, monkeypatch):
    """Each question rebuilt the game from its record, replaying every action before its
    turn again: O(turns x actions). Answered here, the game is replayed once (besides the
    review's own replay), each question seeing the position its record rebuilds."""
    cls, advice = GAMES[kind]
    game = played_game(kind, rules_of[kind], words)
    rebuilt = []
    original = cls.from_record.__func__

    def counted(klass, record, words, replayed=None):
        rebuilt.append(len(record.actions))
        return original(klass, record, words, replayed)

    seen = []

    def expert_stand_in(expert, replay, played, named=False, hinted_swap=()):  # what the expert is shown
        seen.append((len(replay.actions), replay.state_key()))
        return (), Measured(), (), Ahead()

    monkeypatch.setattr(cls, "from_record", classmethod(counted))
    monkeypatch.setattr(advice, "_expert_opinion", expert_stand_in)
    turns = review(game, look_ahead=True, time_cap=None)
    assert len(seen) >= 8 and len(seen) == sum(turn.expert_gain is not None for turn in turns)
    assert rebuilt == [0, 0]  # the review's replay, and the questions' one
    monkeypatch.setattr(cls, "from_record", classmethod(original))
    record = game.record()
    for count, state in seen:
        cut = record.__class__(**{**record.__dict__, "actions": record.actions[:count]})
        assert cls.from_record(cut, words).state_key() == state


@pytest.mark.parametrize("kind", ["shuffle", "rummy"])
def test_a_question_sent_to_another_process_leaves_the_replay_here(kind, rules_of, words):
    """Pickled (a worker's question), a job carries its record, not the review's replay
    (a game and its word list): rebuilt from the record, the same position."""
    cls = GAMES[kind][0]
    game = played_game(kind, rules_of[kind], words)
    ask = expert_jobs(ExpertReview(game, None))
    assert ask is not None
    job = ask(20, game.current, ())
    sent = pickle.loads(pickle.dumps(job))
    assert job.positions is not None and sent.positions is None and sent == job
    keep_words(words)
    with sent.position(cls) as there, job.position(cls) as here:
        assert len(here.actions) == 20 and there == here


def test_an_earlier_turn_asked_after_a_later_one_is_replayed_from_the_start(shuffle_rules, words):
    game = played_game("shuffle", shuffle_rules, words)
    positions = ReplayedPositions(game.record(), type(game), game.words)
    with positions.at(20) as later:
        assert later.actions == game.actions[:20]
    with positions.at(9) as earlier:
        assert earlier.actions == game.actions[:9]
    with positions.at(12) as after:
        assert after.actions == game.actions[:12]


def test_a_position_an_answer_played_on_is_rebuilt_for_the_next_question(shuffle_rules, words):
    """The replay is shared: an answer that applied an action to it left the next question
    (at the same turn or a later one) a position one action further than its record."""
    game = played_game("shuffle", shuffle_rules, words)
    positions = ReplayedPositions(game.record(), type(game), game.words)
    with positions.at(20) as there:
        there.apply(there.legal_actions()[0])
    with positions.at(20) as again:
        assert again.actions == game.actions[:20]
    with positions.at(24) as later:
        assert later.actions == game.actions[:24]


def test_a_question_inside_another_is_refused_not_left_waiting(shuffle_rules, words):
    """One position for all questions: a question asked while another reads it would move
    it under the first (or, behind a plain lock, wait forever)."""
    game = played_game("shuffle", shuffle_rules, words)
    positions = ReplayedPositions(game.record(), type(game), game.words)
    with positions.at(20) as outer:
        with pytest.raises(RuntimeError, match="inside another"):
            with positions.at(24):
                pass
        assert outer.actions == game.actions[:20]
    with positions.at(24) as after:
        assert after.actions == game.actions[:24]


def test_a_question_carrying_the_hints_joker_swap_is_answered_the_same_in_another_process(shuffle_rules, words):
    """S10: seed 10, after TeSTS and Bob's pass, Ann played FENDS; the hint was swap her E
    for TeSTS's joker, then FJoRDS. The question about her turn carries that pair: pickled
    for a worker, it keeps the pair (not the replay) and is answered as here."""
    from wordcards.ai.adviser import NO_ANSWER

    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bob")], 10)
    for notation in ("TeSTS", "end", "pass", "take 1:S FENDS", "end"):
        game.apply(game.parse_action(notation))
    asked = []

    def unanswered(answer, jobs):
        asked.extend(jobs)
        return [NO_ANSWER for _ in asked]

    review(game, seats=[0], look_ahead=True, time_cap=None, map=unanswered)
    job = asked[-1]
    assert [action.notation() for action in job.hinted_swap] == ["swap 1 E", "take 1:S FJoRDS"]
    assert job.time_cap is None and job.positions is not None
    sent = pickle.loads(pickle.dumps(job))
    assert sent.hinted_swap == job.hinted_swap and sent.positions is None
    here = shuffle_advice.answer(job)
    assert here[0] == ("swap 1 E", "take 1:S FJoRDS")  # the pair weighed, and chosen
    assert shuffle_advice.answer(sent) == here
