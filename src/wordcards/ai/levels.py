"""The computer levels. They differ in how much they *find* (which words they know,
how many plays they overlook, how far they look), never by choosing a play they know to be
worse: every level plays the best move it has found. Expert finds plays as hard does, then
plays its best few forward over sampled deals of the cards it cannot see (``ai.expert``);
in rummy it also judges kept cards better (``keep_for_later``, found by self-play)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from wordcards.quoting import quote
from wordcards.words.wordlist import COMMON_TIER, fit_for_a_childs_hint


@dataclass(frozen=True)
class Search:
    """The expert's look-ahead. Its effort is counted in simulations, not seconds, so a
    seed gives the same games on any machine: ``candidates`` x ``samples`` per decision."""

    candidates: int  # the best plays the hard search finds, each played forward
    samples: int  # sampled deals of the unseen cards (the same deals for every candidate)
    turns: int  # the turns played forward after this one (to the end when the end is near)
    rollout: "str | Level"  # the level whose quick policy plays the turns forward (every seat)
    confidence: float  # a play replaces hard's choice only when this many standard errors better
    margin: float  # only plays that hard rates within this of its best are weighed (hard's units)
    prune_after: int | None = None  # after this many deals, plays not ahead of hard's choice are dropped
    # Rummy, off as shipped (measured, docs/self-play.md): the most deals drawn for each
    # sample to find one the others' latest ``infer_turns`` turns fit (1: any deal).
    infer_tries: int = 1
    infer_turns: int = 1

    @property
    def budget(self) -> int:
        return self.candidates * self.samples


@dataclass(frozen=True)
class Level:
    name: str
    common_only: bool  # knows only the word list's common tier (WordList.is_common)
    miss: float  # chance that it overlooks any one play it could make
    kinds: tuple[str, ...]  # Shuffle: the kinds of play it looks for
    take_sources: int  # Shuffle: most table words one take of its own search draws on
    take_letters: int  # Shuffle: most letters one take of its own search takes from the table
    weigh_risk: bool  # Shuffle: counts what it leaves open to a steal, and the opponents' points
    draw_samples: int  # Rummy: unseen cards it imagines drawing when it weighs the discard pile
    look_ahead: bool  # Rummy: values what it keeps for later melds, not only what it scores now
    tier: int = COMMON_TIER
    shortlist: int | None = 60  # Shuffle: plays of each kind weighed in full (None: all; hints)
    keep_for_later: float = 0.6  # Rummy: a word kept in hand is worth this share of melding it (it may not last)
    draw_weight: float = 2.5  # Rummy: what one more card could make with the kept cards (several draws to come)
    out_bonus: float = 2.0  # Rummy: per card the others still hold when this player goes out
    end_chance: float = 0.15  # Rummy: the chance the hand ends before its next turn, when no one is close
    close_hand: int = 2  # Rummy: another player holding this many cards or fewer may go out soon
    feed_weight: float = 0.0  # Rummy: a discard costs this share of its letter's value (commoner letters help the next player more)
    # Rummy, 2 players, off as shipped (measured, docs/self-play.md): the next player's hand
    # sampled this many times to judge its chance of going out next turn (``ai.rummy_out_chance``).
    out_samples: int = 0
    search: Search | None = None  # expert, Shuffle: weigh the best plays by playing them forward
    rummy_search: Search | None = None  # expert, rummy: the same
    # A junior's hint and review: never a word of wordlists/not_for_hints.txt (playable words
    # no hint offers a child, docs/playing.md); the computer players know them all.
    for_a_child: bool = False


EASY = Level(
    "easy",
    common_only=True,
    miss=0.4,
    kinds=("word", "extend", "steal", "swap"),
    take_sources=0,
    take_letters=0,
    weigh_risk=False,
    draw_samples=0,
    look_ahead=False,
)
NORMAL = Level(
    "normal",
    common_only=False,
    miss=0.15,
    kinds=("word", "extend", "steal", "take", "swap"),
    take_sources=1,
    take_letters=1,
    weigh_risk=False,
    draw_samples=0,
    look_ahead=True,
)
HARD = Level(
    "hard",
    common_only=False,
    miss=0.0,
    kinds=("word", "extend", "steal", "take", "swap"),
    take_sources=2,
    take_letters=3,
    weigh_risk=True,
    draw_samples=8,
    look_ahead=True,
)

# The expert's rollout policy in Shuffle: finds what normal finds, overlooks nothing, and
# weighs only a short list of each kind of play (as cheap as easy, and a fair model of hard).
QUICK = replace(NORMAL, name="quick", miss=0.0, shortlist=8, weigh_risk=False)
# In rummy: hard without its sampling of the draw pile (normal's cost, nothing overlooked).
QUICK_RUMMY = replace(NORMAL, name="quick", miss=0.0)

EXPERT = replace(
    HARD,
    name="expert",
    # Shuffle: the best mean wins (no margin, no confidence rule), the others' replies
    # played by QUICK (with easy's misses the simulated opponent is far weaker than hard).
    # Rummy: a hand lasts a few turns, so every deal is played to the hand's end (turns=99)
    # by the quick policy (the expert's own seat with its own judgement of kept cards), and
    # hard's choice stands unless another is clearly better. A word kept in
    # hand is worth 0.8 of melding it, not 0.6: in self-play (600 seeded matches, no
    # look-ahead) that alone won 59% of matches against hard (0.4: 40%; 1.0: 43%). And a
    # discard costs half its letter's value (what it may give the next player): +0.8
    # points a hand more in self-play (800 deals played twice, seeds 9000-9399, 10000-10399).
    keep_for_later=0.8,
    feed_weight=0.5,
    search=Search(candidates=5, samples=6, turns=1, rollout=QUICK, confidence=0.0, margin=100.0),
    rummy_search=Search(candidates=4, samples=8, turns=99, rollout=QUICK_RUMMY, confidence=2.0, margin=6.0, prune_after=3),
)

LEVELS: dict[str, Level] = {level.name: level for level in (EASY, NORMAL, HARD, EXPERT)}


def level_of(name: "str | Level") -> Level:
    """``"hard"`` (or a Level) -> the Level. ValueError names the choices."""
    if isinstance(name, Level):
        return name
    try:
        return LEVELS[name]
    except KeyError:
        raise ValueError(f"unknown computer level {quote(name)} (easy, normal, hard or expert)") from None


def knows(level: Level, words, word: str) -> bool:
    """Whether a player of this level knows ``word`` (easy: only the common tier); a
    junior's hint knows no word it may not offer a child."""
    if level.for_a_child and not fit_for_a_childs_hint(word):
        return False
    return not level.common_only or words.is_common(word.lower(), level.tier)


def knows_every_word(level: Level) -> bool:
    """Whether ``knows`` is true of every word for this level (no check worth making)."""
    return not level.common_only and not level.for_a_child


def seat_level(spec: str) -> str | None:
    """A ``--players`` entry -> the computer level it asks for, or None for a person:
    ``"cpu:hard"`` -> ``"hard"``, ``"cpu"`` -> ``"normal"``, ``"Ann"`` -> None.
    ValueError names the choices for ``"cpu:master"``."""
    text = spec.strip()
    head, _, level = text.partition(":")
    if head.lower() != "cpu":
        return None
    level = level.strip().lower() or NORMAL.name
    return level_of(level).name
