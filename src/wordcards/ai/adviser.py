"""What hints and the review hand the app, and what each game's adviser shares: the level
they search at, the expert's time per opinion and how its gain is counted.

Each game's own advice (``ai/shuffle_advice.py``, ``ai/rummy_advice.py``) builds on this;
``ai/advice.py`` picks the game's through the registry (``wordcards.games``)."""

from __future__ import annotations

import threading
import time
import weakref
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Callable, Generic, Iterable, Iterator, Literal, NamedTuple, Sequence, TypeVar

from wordcards.ai import DEFAULT_TIME_CAP
from wordcards.ai.expert import Check, Clock, Gain, best_other, lead, measure_gain
from wordcards.ai.levels import EXPERT, HARD, Level
from wordcards.engine.contract import GameContract
from wordcards.engine.game import Action
from wordcards.engine.record import Record
from wordcards.engine.seeding import rng
from wordcards.words import WordList
from wordcards.words.wordlist import COMMON_TIER, COMMONEST_TIER

# The hint searches like hard, and weighs every play it finds (no shortlist).
ADVISER = replace(HARD, name="adviser", miss=0.0, shortlist=None)
# A junior's hint names words a child knows (docs/decisions/app.md): the best play of the
# commonest words (SCOWL level 20 and below) unless one of the common tier (35) scores more
# than JUNIOR_MARGIN points more; with neither, the best play. Never a word no hint offers
# a child (Level.for_a_child: wordlists/not_for_hints.txt), at any of the three.
JUNIOR_ANY = replace(ADVISER, name="adviser (a junior's)", for_a_child=True)
JUNIOR_COMMONEST = replace(JUNIOR_ANY, name="adviser (commonest words)", common_only=True, tier=COMMONEST_TIER)
JUNIOR_COMMON = replace(JUNIOR_ANY, name="adviser (common words)", common_only=True, tier=COMMON_TIER)
JUNIOR_MARGIN = 5
# A junior's review (docs/playing.md): the expert weighs only plays of the common tier's
# words, as a junior's hint names only those when they make a play.
JUNIOR_EXPERT = replace(EXPERT, name="expert (common words)", common_only=True, tier=COMMON_TIER, for_a_child=True)
EXPERT_TIME_CAP = DEFAULT_TIME_CAP  # seconds the expert may think about one hint or one reviewed turn

GAIN_DEALS = 12  # fresh deals the review measures the expert's gain over the player's play on
Step = Callable[[], None]  # called after each action a review replays
Answered = Callable[[int, int], None]  # called with (done, total) after each expert question a review answers
Found = TypeVar("Found")


def for_junior(best: Callable[[Level], "tuple[Found, float] | None"]) -> "Found | None":
    """A junior's hint (``JUNIOR_COMMONEST``, ``JUNIOR_COMMON``, ``JUNIOR_ANY``): ``best(level)``
    is the best play a level's words make and its points, or None when they make none."""
    common = best(JUNIOR_COMMON)
    if common is None:  # nor of the commonest words, a part of the common tier
        found = best(JUNIOR_ANY)
        return found[0] if found is not None else None
    commonest = best(JUNIOR_COMMONEST)
    if commonest is not None and commonest[1] >= common[1] - JUNIOR_MARGIN:
        return commonest[0]
    return common[0]


# What a reviewed turn won (``TurnReview.won``): the Shuffle game, the rummy match or hand; "" nothing.
Won = Literal["", "game", "match", "hand"]


@dataclass(frozen=True)
class Suggestion:
    action: Action
    points: int  # what it scores at once for the player (see the module docstring of ai.advice), ``then`` too
    # The plays it leads to, made after it in the same turn (Shuffle: the play a joker swap
    # makes possible, S10); ``points`` counts them all.
    then: tuple[Action, ...] = ()
    # What each play of the line (``action``, then ``then``) scores in turn, summing to
    # ``points`` (a rummy plan's: the hint after a meld says the rest's total from them);
    # empty where not worked out (a promise scores its play when it comes due).
    step_points: tuple[int, ...] = ()


@dataclass(frozen=True)
class TurnReview:
    """One turn of one player, beside the best the engine found at its start."""

    seat: int
    name: str
    turn: int  # this player's turn number, from 1
    hand_number: int | None  # rummy: which hand of the match
    played: tuple[str, ...]  # the turn's actions, in notation
    played_points: int  # what the turn's plays scored at once (see hint_points)
    # The best found, in notation: Shuffle one play, or a joker swap and the play it leads
    # to (as the hint names them); rummy the melds that score most together.
    best: tuple[str, ...]
    best_points: int
    # With look_ahead: what the expert would have done (Shuffle: the turn's first play, or
    # "end"/"pass", or a joker swap and what it would play after it; rummy: after the draw,
    # its melds and discard), and how much better that did on average than what was played
    # (Shuffle: a turn that began with a swap, the swap and the action after it), in what
    # the expert chooses by: the player's score less the best other player's, plus its
    # bonus for a win (Shuffle: the game's; rummy: the hand's), measured over fresh
    # deals (not those it chose by, nor those that found it clear: see ``fresh_gain``);
    # 0.0 when the expert would have done the same; None without look_ahead.
    expert: tuple[str, ...] = ()
    expert_gain: float | None = None
    # The same in the players' words (the engine's ``describe``, as the player read the
    # game then): the turn's plays that score (empty: none; Shuffle: "pass" for a pass;
    # rummy: its draw first, with the hint's where that drew from the other pile), the best
    # found, the expert's choice.
    played_said: tuple[str, ...] = ()
    best_said: tuple[str, ...] = ()
    expert_said: tuple[str, ...] = ()

    # How far ``expert_gain`` may be off by the luck of the deals (two standard errors;
    # inf when too few deals were played in time); None when nothing was measured (the
    # expert would have done the same, or no look_ahead).
    expert_noise: float | None = None
    # Rummy: what the match calls a round ("Hand", or "Deal": R9 counts deals), and whether
    # a meld's points are the penalty it takes out of the hand (R9: melds score nothing).
    round_word: str = "Hand"
    points_shed: bool = False
    # Rummy's advanced scoring (R8): what each meld played, and each of the best found, wrote
    # on the pad, in order ("Primary 9 for 3 letters", "a tally for 2 letters": a tally scores 0 points);
    # empty in the other variants.
    played_pad: tuple[str, ...] = ()
    best_pad: tuple[str, ...] = ()
    pad_scored: bool = False  # the match scores on pads (R8): its points are Primary points
    # R8: the tally marks (Secondary) the turn's melds, and the best found, added to the pad.
    played_tallies: int = 0
    best_tallies: int = 0
    # How many plays the turn made (Shuffle: words, steals, extends, swaps; rummy: melds).
    # Beside one play, a best found that scores less is only the search's limit (a junior's
    # words); two or more can score more than it: in Shuffle the best found is one play,
    # which several beat together; in rummy it is a plan of melds, which a turn's melds
    # beat where the plan search fell short.
    plays_made: int = 0
    # Shuffle: where the expert's choice is the play made (the turn's first, or its swap and
    # the play after it) or the best found, but for the order of the letters its take
    # leaves in a table word (S8: which of two equal cards it takes: INTEREST leaving INERT
    # or INTER), which of the two it is ("played" or "best"), the word the take makes and
    # the words it leaves instead: to a player the same play (docs/decisions/ai.md).
    expert_same_as: str = ""
    expert_same_word: str = ""
    expert_leaves: tuple[str, ...] = ()
    # Where the expert's choice did clearly better, why, where its play-outs tell that
    # (``why_ahead``): "later" (the player's own standing when the look-ahead stopped),
    # "this turn" (the same, made before the turn was over), "others" (the best other
    # player's score fell), or "".
    expert_why: str = ""
    # How much further ahead of the best other player the expert's choice left the player
    # than the turn's own, in points, the win bonus left out (``expert_gain`` counts it);
    # None where nothing was measured.
    expert_lead: float | None = None

    @property
    def missed(self) -> int:
        """How many more points the best play would have made (0 when the player did as well)."""
        return max(0, self.best_points - self.played_points)

    @property
    def missed_tallies(self) -> int:
        """R8: how many more tally marks the best found would have added at as many points
        (a tally is the tie-break: it scores no points, so ``missed`` does not show it)."""
        if self.best_points != self.played_points:
            return 0
        return max(0, self.best_tallies - self.played_tallies)

    @property
    def expert_otherwise(self) -> bool:
        """Whether the expert, looking ahead, would have done otherwise."""
        return self.expert_noise is not None

    # Whether the expert's choice did clearly better (``clear``), decided once on the
    # unrounded gain (``fresh_gain``): its rounded figure can read clear where the measure
    # was not, and a gain clear on its test deals stays clear where time cut its figure's
    # deals short.
    expert_clear_found: bool = False

    # What the turn won, where it ended the game ("game"), the rummy match or hand by going
    # out ("match", "hand": ``rummy_advice.what_the_turn_won``) with this player winning it (a
    # shared win too); "" else (a match the empty draw pile ended). A winning turn is
    # never called worse than the expert's choice (docs/decisions/ai.md): a child who won
    # read "its choice left Ann further ahead" as "you played it wrong".
    won: Won = ""

    @property
    def expert_clear(self) -> bool:
        """Whether the expert's choice did better by a point or more, beyond the luck of the deals."""
        return self.expert_clear_found


@dataclass(frozen=True)
class ExpertReview:
    """The expert's part in a review: the game reviewed (its seed seeds the expert's deals)
    and the seconds it may think about each turn (each search: a joker swap's follow-up
    too), read from ``clock``. A review's questions (``ExpertJob``) carry no clock: they
    are answered by the machine's; a fake one (a test's) reaches only a direct call with
    an ExpertReview of its own."""

    game: GameContract
    time_cap: float | None
    clock: Clock = time.perf_counter


class Measured(NamedTuple):
    """A gain ``fresh_gain`` measured (None: the same play), and whether it is clear."""

    gain: Gain | None = None
    clear: bool = False


def fresh_gain(
    expert: ExpertReview, actions_before: int, chosen: Any, played: Any, play_outs: Callable[[int], Callable[[int, Any, Check], float]]
) -> Measured:
    """How much better the expert's ``chosen`` does than ``played`` (None: they are the
    same), over deals of their own (``play_outs(seed)``: the game's ``play_out`` for deals
    from ``seed``, measuring what the expert chooses by), seeded by the game's seed and the
    turn: measured on the deals the choice was made by, the best of several candidates
    reads high. ``GAIN_DEALS`` deals test it; a gain clear there is measured again on as
    many other deals, the figure returned (``ends`` of the play-outs: the last seed's), and
    clear where those find it clear too, or where time cut them under two deals (no measure
    against the test's)."""
    if chosen == played:
        return Measured()
    seed = rng(expert.game.seed, "review-gain", actions_before).getrandbits(32)
    test = measure_gain(chosen, played, play_outs(seed), GAIN_DEALS, expert.time_cap, expert.clock)
    if not clear(test):
        return Measured(test, False)
    # Printed where clear, a gain reads high: the luck that made it clear is in it (54 points
    # printed where 60 other deals gave 14-21). Its size is read off other deals, and it is
    # clear only where they find it clear too (docs/decisions/ai.md).
    seed = rng(expert.game.seed, "review-figure", actions_before).getrandbits(32)
    figure = measure_gain(chosen, played, play_outs(seed), GAIN_DEALS, expert.time_cap, expert.clock)
    return Measured(figure, figure.deals < 2 or clear(figure))


def clear(gain: Gain) -> bool:
    """Whether ``gain`` is a point or more, beyond the luck of its deals (two standard errors)."""
    return gain.deals >= 2 and gain.mean >= 1 and gain.mean > gain.noise


# Why the expert's choice leads further (``why_ahead``): the player's own standing made most
# of it, when the look-ahead stopped ("later": its table points less its hand's weighted
# penalty, so a gain in it may be cards got rid of as much as cards kept; what is played at
# once is in "Most at once"), and most of that was made after this turn; or before this
# turn was over ("this turn": the choice and what it lets the player play next in it, a
# steal or an extend; where no turn came after it, all of it was); or the best other player's
# fell ("others"); "" where neither part was clear.
LATER, THIS_TURN, OTHERS = "later", "this turn", "others"


class Ahead(NamedTuple):
    """Why a clear gain leads further (LATER, OTHERS or ""), and by how much the lead over
    the best other player grew, the win bonus left out (None: no play-out measured)."""

    why: str = ""
    lead: float | None = None


def why_ahead(gain: Gain | None, ends: Sequence[Sequence[float]], seat: int, turn_ends: Sequence[Sequence[float]] = ()) -> Ahead:
    """Of a clear ``gain``, which part made most of it, where that part is clear too, and
    the gain in the lead alone (the gain less the win bonus: a 1-point loss turned into a
    win gained 2 points of lead, and 30 more of bonus): ``ends`` is every seat's score at
    the end of each play-out ``fresh_gain`` played, in its order (the choice's, then the
    play's, deal by deal); ``turn_ends`` the same at the end of the turn (Shuffle), to tell
    THIS_TURN from LATER (none given: LATER)."""
    if gain is None or gain.deals == 0:
        return Ahead()
    pairs = list(zip(ends[0::2], ends[1::2]))[: gain.deals]  # a play-out cut short by time is no pair
    leads = [lead(chosen, seat) - lead(played, seat) for chosen, played in pairs]
    grown = round(sum(leads) / len(leads), 1) if leads else None
    own = Gain.of([chosen[seat] - played[seat] for chosen, played in pairs])
    kept = Gain.of([best_other(played, seat) - best_other(chosen, seat) for chosen, played in pairs])
    if not clear(gain):
        return Ahead("", grown)
    part, why = max((own, LATER), (kept, OTHERS), key=lambda found: found[0].mean)
    if why == LATER and len(turn_ends) >= 2 * len(pairs):  # a turn end for each play-out
        at_turn_end = list(zip(turn_ends[0::2], turn_ends[1::2]))[: len(pairs)]
        in_turn = [chosen[seat] - played[seat] for chosen, played in at_turn_end]
        after = [whole[0][seat] - whole[1][seat] - made for whole, made in zip(pairs, in_turn)]
        if sum(in_turn) >= sum(after):  # no turn after it: all of it in this one
            why = THIS_TURN
    return Ahead(why if clear(part) else "", grown)


def won_by(game: GameContract, seat: int) -> Won:
    """"game" (or rummy's "match") where ``game`` is over with ``seat`` among its winners;
    "" else (a rummy hand's win is ``rummy_advice.what_the_turn_won``'s)."""
    if game.is_over and game.outcome is not None and seat in game.outcome.winners:
        return "game" if game.hand_number is None else "match"
    return ""


def gain_fields(measured: Measured) -> tuple[float | None, float | None, bool]:
    """``TurnReview.expert_gain``, ``expert_noise`` and ``expert_clear_found`` for a measured
    gain (None: the same play). A gain of no deal (the cap ran out in the first: huge Shuffle
    hands) has no mean: its 0.0 read as "the play made did at least as well", which nothing
    measured."""
    gain, sure = measured
    if gain is None:
        return 0.0, None, False
    if gain.deals == 0:
        return None, float("inf"), sure
    return round(gain.mean, 1), round(gain.noise, 1), sure


# What a reviewed turn played, to weigh the expert's choice against: for Shuffle the turn's
# opening line (its first action, or a joker swap and the action after it); for rummy the
# rest of the turn after its draw (its melds and discard).
Played = TypeVar("Played", bound="tuple[Action, ...]")


Reviewed = TypeVar("Reviewed", bound=GameContract)


class ReplayedPositions:
    """The game reviewed at each of its questions' turns, for the questions answered in
    this process: one replay of the actions of its ``record`` (the review's one record: the
    live game is not read again), a ``kind`` with ``words``, stepped forward from one
    question to the next (rebuilt from each question's record, each replayed the game up to
    its turn again: O(turns x actions)). Questions are answered in their order; one asked
    about an earlier turn than the last replays from the start. One question at a time (a
    lock), and never one inside another (refused): the position is shared, and read while
    the question is answered. An answer that plays on the position leaves it rebuilt for
    the next question."""

    def __init__(self, record: Record, kind: type[GameContract], words: WordList) -> None:
        self._start = replace(record, actions=())
        self._actions = record.actions
        self._kind = kind
        self._words = words
        self._game: GameContract | None = None
        self._count = 0  # actions of ``_actions`` made on ``_game``
        # Reentrant, so that a question asked inside another is refused, not left waiting forever.
        self._lock = threading.RLock()
        self._in_use = False

    @contextmanager
    def at(self, count: int) -> Iterator[GameContract]:
        """The game after its first ``count`` actions, to read while the context lasts."""
        with self._lock:
            if self._in_use:
                raise RuntimeError("a replayed position is in use: a question cannot be answered inside another")
            game = self._game
            if game is None or self._count > count:
                game = self._game = self._kind.from_record(self._start, self._words)
                self._count = 0
            for text in self._actions[self._count : count]:  # in notation, as a save replays
                game.apply(game.parse_action(text))
                self._count += 1
            self._in_use = True
            try:
                yield game
            finally:
                self._in_use = False
                if len(game.actions) != self._count:  # played on (or taken back): not the replay any more
                    self._game = None


@dataclass(frozen=True)
class ExpertJob(Generic[Played]):
    """One reviewed turn's question to the expert, answered on its own (in this process or
    another: picklable): the game rebuilt from ``record`` (its actions cut where the
    question is asked, the action count seeding the expert's deals) with the word list
    ``words`` names (``keep_words``). Answered in the process that made it, the game is
    the review's ``positions`` instead (one replay for all its questions), which is not
    sent to another process."""

    record: Record
    words: str  # the word list's sha256
    seat: int
    played: Played
    time_cap: float | None
    named: bool = False  # said in the whole table's words (Shuffle: several seats reviewed)
    # Shuffle: the hint's joker swap and the play after it (S10), weighed too as one choice
    # (the expert's candidates are single plays); empty when the hint is one play.
    hinted_swap: tuple[Action, ...] = ()
    positions: ReplayedPositions | None = field(default=None, compare=False, repr=False)

    @property
    def actions_before(self) -> int:
        return len(self.record.actions)

    @contextmanager
    def position(self, kind: type[Reviewed]) -> Iterator[Reviewed]:
        """The game at the question's turn (a ``kind``), to read while the context lasts."""
        if self.positions is None:
            yield kind.from_record(self.record, kept_words(self.words))
            return
        with self.positions.at(self.actions_before) as game:
            if not isinstance(game, kind):
                raise TypeError(f"the question is about a {type(game).__name__}, not a {kind.__name__}")
            yield game

    def __getstate__(self) -> dict[str, Any]:
        # Another process rebuilds the game from ``record``: the replay (and its word list) stays here.
        return {**self.__dict__, "positions": None}


# The expert's answer: its choice in notation, (TurnReview.expert_gain, expert_noise,
# expert_clear_found), its choice in the player's words, and why it leads further and by
# how much of a lead (TurnReview.expert_why, expert_lead).
ExpertAnswer = tuple[tuple[str, ...], tuple[float | None, float | None, bool], tuple[str, ...], Ahead]
# How a review answers its jobs: ``map(answer, jobs)``, the answers in the jobs' order
# (the built-in map; the app's is a pool of processes, app/review_pool.py).
JobMap = Callable[[Callable[[ExpertJob], ExpertAnswer], Iterable[ExpertJob]], Iterable[ExpertAnswer]]
NO_ANSWER: ExpertAnswer = ((), (None, None, False), (), Ahead())  # a turn the expert was not asked about
_KEPT_WORDS: "weakref.WeakValueDictionary[str, WordList]" = weakref.WeakValueDictionary()


def expert_job(
    expert: ExpertReview, record: Record, positions: ReplayedPositions | None, actions_before: int, seat: int, played: Played,
    named: bool = False, hinted_swap: tuple[Action, ...] = (),
) -> ExpertJob[Played]:
    """The question at ``actions_before`` actions of the game reviewed, cut from its
    ``record`` (made once a review: a record is built from every action), with the word
    list this process keeps and the review's ``positions`` (for ``answer`` here)."""
    keep_words(expert.game.words)
    cut = replace(record, actions=record.actions[:actions_before])
    return ExpertJob(cut, expert.game.words.sha256, seat, played, expert.time_cap, named, hinted_swap, positions)


def expert_jobs(expert: ExpertReview | None) -> Callable[..., ExpertJob] | None:
    """``expert_job`` for each of a review's turns (None: no expert), with what they share:
    the game's record, made once, and one replay for the questions answered here."""
    if expert is None:
        return None
    record = expert.game.record()
    return partial(expert_job, expert, record, ReplayedPositions(record, type(expert.game), expert.game.words))


def keep_words(words: WordList) -> None:
    """Makes ``words`` the list jobs naming it are answered with in this process (while it
    is in use: kept weakly)."""
    _KEPT_WORDS[words.sha256] = words


def kept_words(sha256: str) -> WordList:
    """The word list ``keep_words`` kept, by its sha256; LookupError when none is."""
    found = _KEPT_WORDS.get(sha256)
    if found is None:
        raise LookupError(f"the word list {sha256[:12]} is not loaded in this process")
    return found


def answer_all(map: JobMap, answer: Callable[[ExpertJob], ExpertAnswer], jobs: list[ExpertJob], answered: Answered | None) -> list[ExpertAnswer]:
    """``answer`` to each of ``jobs`` through ``map``, in the jobs' order; ``answered(done,
    total)`` is called as each comes."""
    out: list[ExpertAnswer] = []
    for found in map(answer, jobs):
        out.append(found)
        if answered is not None:
            answered(len(out), len(jobs))
    return out
