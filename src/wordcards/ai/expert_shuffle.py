"""The Shuffle expert: hard's best few plays (and ending the turn), each played forward.

From the player's view only: the cards it cannot see (every card not in its hand or on the
table) are shuffled from a seeded stream and dealt to the other hands (by their public
sizes) and the deck, giving a full game consistent with the view. In it the candidate is
made, the quick policy (``Search.rollout``) finishes the turn and plays the next turns of
every seat, to the end of the game once the deck is nearly gone. The outcome is the score
difference to the best other player (hand cards counted as hard counts them: more, the
nearer the end), plus a bonus for winning when the game ended.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Callable, Sequence

from wordcards.ai.expert import Check, Clock, Verdict, lead, no_limit, weigh
from wordcards.ai.levels import Level, level_of
from wordcards.ai.shuffle import Sandbox, best_rated, candidates, hand_weight, rated, sandbox
from wordcards.engine.players import Player
from wordcards.engine.seeding import rng as seeded_rng
from wordcards.engine.shuffle import EndTurn, Pass, ShuffleAction, ShuffleGame, ShuffleView
from wordcards.engine.shuffle.cards import build_deck
from wordcards.engine.shuffle.scoring import hand_penalty
from wordcards.rulesets import ShuffleRules
from wordcards.words import WordList

TO_THE_END = 14  # with this many cards left in the deck or fewer, play forward to the end
WIN_BONUS = 30.0  # a won game is worth this many points of score difference more
MAX_ACTIONS = 200  # a safety stop for one simulation (a game needs far fewer)

# Actions made one after another in a turn, weighed as one choice: the review's joker swap
# with the play it leads to (S10), so that a swap is weighed with what was played after it,
# not with what the quick policy would play.
Line = tuple[ShuffleAction, ...]


def as_line(choice: ShuffleAction | Line) -> Line:
    return choice if isinstance(choice, tuple) else (choice,)


def stop_action(view: ShuffleView) -> ShuffleAction:
    return EndTurn() if view.turn_plays else Pass()


def deal_unseen(view: ShuffleView, rules: ShuffleRules, stream: random.Random) -> dict:
    """A start position consistent with ``view``: the player's hand and the table as they
    are, the unseen cards shuffled and dealt to the other hands and the deck."""
    seen = {c.id for c in view.hand} | {c.id for w in view.table for c in w.cards}
    unseen = [str(c) for c in build_deck(rules) if c.id not in seen]
    stream.shuffle(unseen)
    hands = []
    for i, seat in enumerate(view.seats):
        if i == view.seat:
            hands.append("".join(str(c) for c in view.hand))
        else:
            hands.append("".join(unseen[: seat.hand_size]))
            del unseen[: seat.hand_size]
    if len(unseen) < view.deck_size:
        raise ValueError("the view holds more cards than the deck has")
    return {
        "hands": hands,
        "table": [{"owner": w.owner, "word": w.display} for w in view.table],
        "deck": "".join(unseen[: view.deck_size]),  # the rest (never in a dealt game) is out of play
        "current": view.current,
        "first_played": [s.first_play_made for s in view.seats],
        "turn": [a.notation() for a in view.turn_plays],
    }


def quick_action(game: ShuffleGame, level: Level, stream: random.Random) -> ShuffleAction:
    """The rollout policy: ``level``'s choice, on the sampled game itself (it is all made up)."""
    seat = game.current
    box = Sandbox(game, tuple(range(1, game.next_word_id)), game.view(seat))
    best = best_rated(box, level, candidates(box, level, stream))  # rated(...)[0], if worth more than 0
    if best is not None:
        return best[1]
    return EndTurn() if game.turn else Pass()


def standing(game: ShuffleGame) -> list[float]:
    """Each seat's score: at the game's end as S14 counts it; before, its table points less
    its hand cards as hard counts them (more, the nearer the end)."""
    if game.is_over and game.outcome is not None:
        return [float(s) for s in game.outcome.scores]
    end = hand_weight(len(game.deck))
    return [game.score(i).table_points - end * hand_penalty(game.rules, game.hands[i]) for i in range(len(game.players))]


def outcome(game: ShuffleGame, seat: int, points: Sequence[float] | None = None) -> float:
    """How the game stands for ``seat``: its ``lead`` in ``standing`` (``points``, when
    already worked out), plus the win bonus at the end (what the expert chooses by, and
    the review counts its gain in)."""
    value = lead(standing(game) if points is None else points, seat)
    if game.is_over and game.outcome is not None and seat in game.outcome.winners:
        value += WIN_BONUS * (1 / len(game.outcome.winners))  # times 1/n: other floats would change the choices
    return value


def play_forward(
    game: ShuffleGame, seat: int, turns: int, level: Level, stream: random.Random, check: Check = no_limit,
    turn_ended: Callable[[ShuffleGame], None] | None = None,
) -> None:
    """Finish this turn and play ``turns`` more turns of the others (every turn, to the end
    of the game, once the deck is nearly gone). ``check`` is called before every action
    (``expert.time_check``): with huge hands one action takes long, a play-out many.
    ``turn_ended(game)``, when given, is called once this turn is over (the game too)."""
    to_the_end = len(game.deck) <= TO_THE_END
    came_back = 0
    for _ in range(MAX_ACTIONS):
        if turn_ended is not None and (game.is_over or game.current != seat):
            turn_ended(game)
            turn_ended = None
        if game.is_over:
            return
        check()
        before = game.current
        game.apply(quick_action(game, level, stream))
        if game.current != before and game.current == seat:
            came_back += 1
            if not to_the_end and came_back >= turns:
                return


def expert_verdict(
    view: ShuffleView,
    rules: ShuffleRules,
    words: WordList,
    players: Sequence[Player],
    level: Level,
    rng: random.Random,
    time_cap: float | None = None,
    clock: Clock = time.perf_counter,
    include: ShuffleAction | Line | None = None,
    also: Sequence[Line] = (),
) -> tuple[Verdict[ShuffleAction | Line], Sandbox]:
    """The search behind the expert's choice (actions in the sandbox's word ids: see
    ``Sandbox.real``). ``include``: an action or a ``Line`` of them (the real game's ids)
    to weigh too, e.g. what a person made: a line is a choice of its own, so the verdict
    may be one. ``also``: more lines to weigh after it (the review's: the hint's joker
    swap and its play); the computer players pass neither."""
    search = level.search
    assert search is not None, "only a level with a search looks ahead"
    box = sandbox(rules, words, players, view)
    finder = replace(level, miss=0.0)
    ranked = rated(box, finder, candidates(box, finder, rng))
    stop = stop_action(view)
    best = ranked[0][0] if ranked else 0.0
    plays = [action for worth, action, _ in ranked[: search.candidates] if worth >= best - search.margin]
    options: list[ShuffleAction | Line]
    if ranked and ranked[0][0] > 0:
        options = [plays[0], stop, *plays[1:]]  # hard's choice first
    else:
        options = [stop, *plays]
    for extra in ([include] if include is not None else []) + list(also):
        mine = tuple(box.local(action) for action in as_line(extra))
        made = mine[0] if len(mine) == 1 else mine
        if made not in options:
            options.append(made)
    play_out = play_outs(view, rules, words, players, level, rng.getrandbits(32))
    return weigh(options, play_out, search.samples, time_cap, clock, search.confidence), box


def play_outs(
    view: ShuffleView,
    rules: ShuffleRules,
    words: WordList,
    players: Sequence[Player],
    level: Level,
    seed: int,
    measure: Callable[[ShuffleGame, int], float] = outcome,
    turn_ended: Callable[[ShuffleGame], None] | None = None,
) -> Callable[[int, ShuffleAction | Line, Check], float]:
    """``play_out(sample, action, check)``: the ``measure`` (the outcome unless told) for the
    player of ``action`` (the sandbox's word ids; or a ``Line``, made in order) in the
    ``sample``-th deal from ``seed``, played forward; ``turn_ended`` as ``play_forward``'s."""
    search = level.search
    assert search is not None, "only a level with a search looks ahead"
    rollout = level_of(search.rollout)
    worlds: dict[int, ShuffleGame] = {}

    def play_out(sample: int, action: ShuffleAction | Line, check: Check = no_limit) -> float:
        world = worlds.get(sample)
        if world is None:
            start = deal_unseen(view, rules, seeded_rng(seed, "deal", sample))
            world = worlds[sample] = ShuffleGame.from_position(rules, words, players, start)
        game = world.clone()
        for made in as_line(action):
            game.apply(made)
        play_forward(game, view.seat, search.turns, rollout, seeded_rng(seed, "play", sample), check, turn_ended)
        return measure(game, view.seat)

    return play_out


def choose_expert_shuffle(
    view: ShuffleView,
    rules: ShuffleRules,
    words: WordList,
    players: Sequence[Player],
    level: Level,
    rng: random.Random,
    time_cap: float | None = None,
    clock: Clock = time.perf_counter,
) -> ShuffleAction:
    if not view.my_turn:
        raise ValueError("a computer player acts only in its own turn")
    verdict, box = expert_verdict(view, rules, words, players, level, rng, time_cap, clock)
    return box.real(as_line(verdict.action)[0])  # one of its own candidates: a line is only ever included
