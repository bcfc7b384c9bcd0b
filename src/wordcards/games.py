"""The games wordcards plays: one registry entry per game.

The layers above the engine (the command line, the computer players, the app) ask this
registry what they need of a game instead of testing which game they hold. An entry names
each layer's part by its import path ("module:attribute"), loaded on first use: the
registry sits below every layer and imports none of them, so the arrows still point down
and ``wordcards check`` does not load the engines.

Adding a game: an engine package (a ``Game`` subclass, see docs/engine-api.md), a
ruleset (``rulesets/NAME.yaml`` and its schema in ``rulesets/rules.py`` and ``rulesets/schema.py``) and one entry here.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import Any

from wordcards.rulesets import RUMMY_VARIANTS, RummyRules, ShuffleRules


@dataclass(frozen=True)
class GameEntry:
    name: str  # on the command line and in saves: one of the engine's GAME_KINDS (rulesets/rules.py)
    title: str  # what players read
    engine: str  # the engine's Game subclass
    rules_text: str  # the rules as played here (rules_text.GameText)
    turn_screen: str  # app: the screen a turn is played on
    help_keys: str  # app: the game's own keys, for the help screen
    # app: (said, notations, rules, dark, pad) -> a turn's plays in the review as the table
    # draws them (rich Text), or None (notations it cannot read: the engine's words then)
    review_plays: str
    options: str | None = None  # engine: (rules, **given) -> the checked options of a new game
    variants: tuple[str, ...] = ()  # ways of scoring (the first is the default)
    # engine: (the names of the options given) -> the variant they are options of (--minutes:
    # advanced), or None; ValueError for two variants' options
    variant_of: str = ""
    hands: bool = False  # a match is played in hands (a deal each)
    hand_limit: str | None = None  # the variant a match of which ends after max_hands hands (R11)
    timed: bool = False  # a match may last a number of minutes (it reads a clock)
    # engine, for a timed game: (game) -> the action that ends a match whose time ran out, once
    # a hand is over (R8), else None (app/ending.py decides and holds it)
    time_up: str = ""
    no_play_label: str = "passes per game"  # self-play figures: turns in which nothing was played
    turn_ender: str = "A pass"  # the help: the move that ends a turn and cannot be taken back
    # the help: what a letter typed over that move's question does, where it does not go on
    # with the word (a rummy discard is one letter: docs/decisions/app.md)
    letter_over_ender: str = ""
    computer: str = ""  # ai: (game, seat, level, rng, time_cap, clock) -> the computer's next action
    hint: str = ""  # ai: (game) -> the best play now for the player to act, or None
    expert_hint: str = ""  # ai: (game, the expert's choice) -> that choice as a hint, or None (nothing to suggest)
    hint_points: str = ""  # ai: (game, action) -> what it scores at once for the player to act
    # ai: (game) -> the hint as a Suggestion (its points, the plays it leads to), or None;
    # unset: ``hint`` with ``hint_points`` (ai.advice.suggest)
    suggest: str = ""
    # A promised step's hint names a line that now scores more (Shuffle: a swap's joker may open
    # one); else (rummy: no card comes after the draw) it never does, and a fresh line that
    # starts with the promised step is said in its place (after a resume, a plan's rest).
    hint_says_better: bool = True
    review: str = ""  # ai: (game, replay, seats, expert, step, known, map=, answered=) -> the TurnReviews of the seats (ai.advice.review)
    invariants: str = ""  # self-play: (game) -> the problems of a finished game (cards, words)
    tally: str = ""  # self-play: (game) -> its Tally (turns, turns without a play, hands, scores)
    most_actions: str = ""  # self-play: (game) -> the most actions a game of its length may take (more: it does not end)
    best_found: str = "the single play that scores most at the turn's start"  # the review: its "Most at once"
    best_found_by_variant: tuple[tuple[str, str], ...] = ()  # (variant, its own "Most at once") where it differs
    progress: str = ""  # app: (game) -> how far it got, one short line (the unfinished-game question)
    # remote play, each a module (remote/game_parts.py: the Protocols they satisfy): the host's
    # part (its keys, a typed word or key at a seat, a hint's words) and the seat's (its panels,
    # status line, log and score breakdown)
    remote_host: str = ""
    remote_seat: str = ""
    warm_up: str | None = None  # engine: (words) -> None, builds its word search (app: while the first screen is read)

    def best_found_in(self, variant: str | None) -> str:
        """The review's "Most at once" in ``variant`` (None: a game without variants)."""
        return dict(self.best_found_by_variant).get(variant or "", self.best_found)

    def load(self, part: str) -> Any:
        """The object that field ``part`` names, imported on first use."""
        module, _, name = getattr(self, part).partition(":")
        loaded = import_module(module)
        return getattr(loaded, name) if name else loaded


GAMES: dict[str, GameEntry] = {
    entry.name: entry
    for entry in (
        GameEntry(
            name=ShuffleRules.game,
            title="Shuffle",
            engine="wordcards.engine.shuffle:ShuffleGame",
            rules_text="wordcards.rules_text:SHUFFLE",
            turn_screen="wordcards.app.screens.shuffle_turn:ShuffleTurnScreen",
            help_keys="wordcards.app.screens.help:SHUFFLE",
            computer="wordcards.ai.shuffle_advice:choose",
            hint="wordcards.ai.shuffle_advice:hint",
            expert_hint="wordcards.ai.shuffle_advice:expert_hint",
            hint_points="wordcards.ai.shuffle_advice:hint_points",
            suggest="wordcards.ai.shuffle_advice:suggest",
            # As the hint names it (ai.shuffle_advice.suggest).
            best_found=(
                "the single play that scores most at the turn's start, or a joker swap and the"
                " play it leads to where those score more (as the hint names them)"
            ),
            review="wordcards.ai.shuffle_advice:review",
            review_plays="wordcards.app.shuffle_review:plays_text",  # each play on its own line
            invariants="wordcards.ai.shuffle_selfplay:invariants",
            tally="wordcards.ai.shuffle_selfplay:tally",
            most_actions="wordcards.ai.shuffle_selfplay:most_actions",
            progress="wordcards.app.progress:shuffle_progress",
            remote_host="wordcards.remote.host_parts.shuffle",
            remote_seat="wordcards.remote.seat.parts.shuffle",
            warm_up="wordcards.engine.shuffle.search:warm_up",
        ),
        GameEntry(
            name=RummyRules.game,
            title="Word Rummy",
            engine="wordcards.engine.rummy:RummyMatch",
            rules_text="wordcards.rules_text:RUMMY",
            turn_screen="wordcards.app.screens.rummy_turn:RummyTurnScreen",
            help_keys="wordcards.app.screens.help:RUMMY",
            options="wordcards.engine.rummy.options:match_options",
            variants=RUMMY_VARIANTS,
            variant_of="wordcards.engine.rummy.options:variant_of",
            hands=True,
            hand_limit="standard",
            timed=True,
            time_up="wordcards.engine.rummy.legality:time_up",
            no_play_label="turns without a meld",
            turn_ender="A discard",
            letter_over_ender="over a discard, starts a new one",
            # "No better play found" means no melds that score more at once, not that keeping cards
            # back (hard's plan may meld nothing) would not pay: the expert's line weighs that.
            best_found=(
                "the melds that score most together after the draw (or after taking the discard,"
                " where that scores more), not counting what keeping"
                " cards for a longer word may bring later (the expert's line weighs that)"
            ),
            # Inverse weighs the turn's own draw only (docs/decisions/ai.md): no other draw to name.
            best_found_by_variant=(
                (
                    "inverse",
                    "the melds that score most together after the draw, not counting what keeping"
                    " cards for a longer word may bring later (the expert's line weighs that)",
                ),
            ),
            review_plays="wordcards.app.rummy_review:plays_text",
            computer="wordcards.ai.rummy_advice:choose",
            hint="wordcards.ai.rummy_advice:hint",
            expert_hint="wordcards.ai.rummy_advice:expert_hint",
            hint_points="wordcards.ai.rummy_advice:hint_points",
            suggest="wordcards.ai.rummy_advice:suggest",  # the hint with its plan, when it says one
            hint_says_better=False,
            review="wordcards.ai.rummy_advice:review",
            invariants="wordcards.ai.rummy_selfplay:invariants",
            tally="wordcards.ai.rummy_selfplay:tally",
            most_actions="wordcards.ai.rummy_selfplay:most_actions",
            progress="wordcards.app.progress:rummy_progress",
            remote_host="wordcards.remote.host_parts.rummy",
            remote_seat="wordcards.remote.seat.parts.rummy",
        ),
    )
}
NAMES = tuple(GAMES)  # the games, in the order they are offered
TITLES = {name: entry.title for name, entry in GAMES.items()}
VARIANTS = tuple(dict.fromkeys(v for entry in GAMES.values() for v in entry.variants))  # every game's, once


def as_typed(word: str) -> str:
    """A game's or a variant's name on the command line, in any case ('Shuffle', 'RUMMY')."""
    return word.strip().casefold()


def entry(name: str) -> GameEntry:
    """The entry of the game called ``name``; ValueError names the games there are."""
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r} ({' or '.join(NAMES)})") from None


def entry_of(game: Any) -> GameEntry:
    """The entry of a game (an engine game) or a ruleset: both say which game they are."""
    return entry(getattr(game, "game_name", None) or game.game)
