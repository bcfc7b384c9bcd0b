"""The Shuffle game: state, turn flow (S3), end (S13) and score (S14).

Legality of each play is in ``plays``, move enumeration in ``moves``, typed-word
resolution in ``resolve``. This module holds the state and changes it.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

from wordcards.engine.errors import IllegalPlay, Refusal
from wordcards.engine.game import Action, Game
from wordcards.engine.players import Player
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import moves
from wordcards.engine.shuffle import resolve as resolving
from wordcards.engine.shuffle.actions import EndTurn, Pass, ShuffleAction, parse
from wordcards.engine.shuffle.cards import Card, TableWord, build_deck
from wordcards.engine.shuffle.describe import describe as describe_action
from wordcards.engine.shuffle.plays import PLANNERS, Plan
from wordcards.engine.shuffle.position import setup_from_position
from wordcards.engine.shuffle.scoring import Outcome, ScoreBreakdown, outcome_of, score_of, word_points
from wordcards.engine.shuffle.view import ShuffleSeatView, ShuffleView
from wordcards.engine.wording import counted, who_won
from wordcards.quoting import quote
from wordcards.rulesets import ShuffleRules
from wordcards.words import WordList

# The options a Shuffle game knows (docs/save-format.md): who plays first (S15), a built position.
SHUFFLE_OPTIONS = frozenset({"first", "start"})


class ShuffleGame(Game):
    game_name = ShuffleRules.game

    # --- creation ---------------------------------------------------------------------

    @classmethod
    def new(
        cls, rules: ShuffleRules, words: WordList, players: Sequence[Player], seed: int, first: int = 0
    ) -> "ShuffleGame":
        """A new game dealt from ``seed`` (S2), ``first`` playing first (S15). The option is
        left out for seat 0, so such a game saves as games did before S15."""
        return cls(rules, words, players, seed, {"first": first} if first else {})

    @classmethod
    def from_position(
        cls,
        rules: ShuffleRules,
        words: WordList,
        players: Sequence[Player],
        start: dict[str, Any],
        seed: int = 0,
    ) -> "ShuffleGame":
        """A game that starts from a given position (hands, table, deck...) instead of a
        deal; see ``position.setup_from_position``. The position is saved with the game."""
        return cls(rules, words, players, seed, {"start": start})

    def _setup(self) -> None:
        rules: ShuffleRules = self.rules
        count = len(self.players)
        if not rules.min_players <= count <= rules.max_players:  # S2
            raise ValueError(f"Shuffle is for {rules.min_players} to {rules.max_players} players, not {count}")
        self.cards: tuple[Card, ...] = build_deck(rules)
        self.hands: list[list[Card]] = [[] for _ in range(count)]
        self.table: dict[int, TableWord] = {}  # by id, in the order the words came
        self.deck: list[Card] = []  # top card first
        self.box: list[Card] = []  # cards out of play (only in hand-built positions)
        self.current = 0
        self.first_played = [False] * count  # S4
        self.turn: list[ShuffleAction] = []  # plays made this turn (S3)
        self.pass_run = 0  # passes in succession with an empty deck (S13)
        self.next_word_id = 1
        self.is_over = False
        self.outcome: Outcome | None = None
        self._cache: dict[Any, Any] = {}
        self._deck_ran_out = False
        unknown = sorted(set(self.options) - SHUFFLE_OPTIONS)
        if unknown:  # as rummy's options: a key this version does not know is never ignored
            raise ValueError(f"unknown option {unknown[0]!r} (a Shuffle game has {' and '.join(sorted(SHUFFLE_OPTIONS))})")
        start = self.options.get("start")
        if start is not None:
            setup_from_position(self, start)
            return
        first = self.options.get("first", 0)  # S15: the seat the table chose
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < count:
            raise ValueError(f"the first seat {first!r} is not one of the {count} seats")
        self.current = first
        deck = list(self.cards)
        rng(self.seed, "shuffle", "deck").shuffle(deck)
        self.deck = deck
        for _ in range(rules.hand_size):  # S2: dealt one at a time, in seat order from the first player
            for k in range(count):
                self.hands[(first + k) % count].append(self.deck.pop(0))
        self._log.append(
            f"{rules.hand_size} cards dealt to each of {', '.join(p.name for p in self.players)}; "
            f"{self.players[first].name} plays first"
        )

    # --- legality ---------------------------------------------------------------------

    def parse_action(self, text: str) -> ShuffleAction:
        return parse(text)

    def _turn_refusal(self, action: Action) -> Refusal | None:
        if self.is_over:
            return Refusal("turn", "The game is over.")
        return turn_end_refusal(action, played=bool(self.turn), deck_left=bool(self.deck), player=self.players[self.current].name)

    def plan(self, action: Action) -> Plan | Refusal | None:
        """The plan of a play (a Refusal when it is not legal); None for end and pass when legal.
        Kept until the position changes, so that checking, ranking and performing a play
        (resolve, then apply) plan it once."""
        key = ("plan", action)
        try:
            known = key in self._cache
        except TypeError:  # not an action (unhashable): refused below, nothing to keep
            return self._plan(action)
        if not known:
            self._cache[key] = self._plan(action)
        result: Plan | Refusal | None = self._cache[key]
        return result

    def _plan(self, action: Action) -> Plan | Refusal | None:
        refusal = self._turn_refusal(action)
        if refusal is not None:
            return refusal
        planner = PLANNERS.get(type(action))
        if planner is None:
            if isinstance(action, (EndTurn, Pass)):
                return None
            return Refusal("turn", f"{quote(action)} is not a Shuffle play.")
        return planner(self, action)

    def check(self, action: Action) -> Refusal | None:
        result = self.plan(action)
        return result if isinstance(result, Refusal) else None

    # --- performing -------------------------------------------------------------------

    def _perform(self, action: Action) -> None:
        plan = self.plan(action) if isinstance(action, ShuffleAction) and action.is_play else None  # planned by check()
        self._cache.clear()
        if isinstance(action, EndTurn):
            self._end_turn()
        elif isinstance(action, Pass):
            self._pass()
        else:
            assert isinstance(plan, Plan), plan  # replay of a checked action
            self._apply_plan(plan)
            self.turn.append(action)  # type: ignore[arg-type]
            self.first_played[self.current] = True
            self.pass_run = 0

    def _apply_plan(self, plan: Plan) -> None:
        hand = self.hands[self.current]
        used = {c.id for c in plan.used}
        hand[:] = [c for c in hand if c.id not in used] + list(plan.gained)
        for word_id in plan.removed:
            del self.table[word_id]
        for word in plan.put:
            self.table[word.id] = word
            self.next_word_id = max(self.next_word_id, word.id + 1)
        self._log.append(plan.narration)

    def _draw(self, seat: int, count: int) -> int:
        drawn = self.deck[:count]
        del self.deck[:count]
        self.hands[seat].extend(drawn)
        if drawn and not self.deck:
            self._deck_ran_out = True
        return len(drawn)

    def _end_turn(self) -> None:
        seat = self.current
        name = self.players[seat].name
        size = self.rules.hand_size
        self.turn = []
        self._deck_ran_out = False
        if not self.hands[seat]:
            # S3: every card played - draw a full hand and take another turn at once.
            drawn = self._draw(seat, size)
            if drawn:
                self._log.append(f"{name} played every card, drew {_cards(drawn)} and plays again")
            else:
                self._log.append(f"{name} played every card")
            self._after_turn(next_seat=seat)
            return
        drawn = self._draw(seat, max(0, size - len(self.hands[seat])))
        self._log.append(f"{name} drew {_cards(drawn)}" if drawn else f"{name} ended the turn")
        self._after_turn(next_seat=(seat + 1) % len(self.players))

    def _pass(self) -> None:
        seat = self.current
        name = self.players[seat].name
        self._deck_ran_out = False
        if self._draw(seat, 1):
            self._log.append(f"{name} passed and drew a card")
            self.pass_run = 0
        else:
            # S13: only passes that can draw nothing count towards the end (decisions).
            self._log.append(f"{name} passed")
            self.pass_run += 1
        self._after_turn(next_seat=(seat + 1) % len(self.players))

    def _after_turn(self, next_seat: int) -> None:
        if self._deck_ran_out:
            self._log.append("The deck is empty")
        self.current = next_seat
        if self._ends(len(self.deck), [len(hand) for hand in self.hands], self.pass_run):
            self._finish()

    def _ends(self, deck_size: int, hand_sizes: Sequence[int], pass_run: int) -> bool:
        """S13: the deck is empty and a player has no cards, or a full round of passes."""
        return deck_size == 0 and (0 in hand_sizes or pass_run >= len(self.players))

    def _finish(self) -> None:
        self.is_over = True
        self.outcome = outcome_of(self)
        winners = [self.players[i].name for i in self.outcome.winners]
        best = self.outcome.scores[self.outcome.winners[0]]
        self._log.append(f"Game over: {who_won(winners)} with {counted(best, 'point')}")

    def _undoable(self) -> bool:
        return bool(self.turn) and not self.is_over

    # --- state ------------------------------------------------------------------------

    def state_key(self) -> Hashable:
        return (
            tuple(c.id for c in self.deck),
            tuple(tuple(sorted(c.id for c in hand)) for hand in self.hands),
            tuple(self.table.values()),
            tuple(c.id for c in self.box),
            self.current,
            tuple(self.first_played),
            tuple(self.turn),
            self.pass_run,
            self.next_word_id,
            self.is_over,
            self.outcome,
        )

    # --- queries ----------------------------------------------------------------------

    @property
    def hand_number(self) -> None:
        """A Shuffle game is one hand: it has no hand number (the contract's ``hand_number``)."""
        return None

    @property
    def between_hands(self) -> bool:
        """A Shuffle game is one hand: it never waits between two (the contract's ``between_hands``)."""
        return False

    def score(self, seat: int) -> ScoreBreakdown:
        """S14: the player's table words (card values + length bonus) minus the hand.
        ValueError for a seat not at the table (as ``view``: -1 is not the last seat)."""
        return score_of(self, self.check_seat(seat))

    def view(self, seat: int) -> ShuffleView:
        self.check_seat(seat)
        hand = sorted_hand(self.hands[seat])
        table = tuple(self.table.values())
        points = tuple(word_points(self.rules, word) for word in table)
        # Per seat, in one pass over the table (a look-ahead asks for a view every action):
        # the points of its table words, and its score (``score``) where the view shows it.
        table_points = [0] * len(self.players)
        for word, value in zip(table, points):
            table_points[word.owner] += value
        seats = tuple(
            ShuffleSeatView(
                name=p.name,
                junior=p.junior,
                computer=p.computer,
                hand_size=len(self.hands[i]),
                table_points=table_points[i],
                score=self.score(i).total if i == seat or self.is_over else None,
                first_play_made=self.first_played[i],
                hand_left=sorted_hand(self.hands[i]) if self.is_over else None,
            )
            for i, p in enumerate(self.players)
        )
        return ShuffleView(
            seat=seat,
            hand=hand,
            seats=seats,
            table=table,
            word_points=points,
            deck_size=len(self.deck),
            current=self.current,
            turn_plays=tuple(self.turn),
            can_undo=self.can_undo and seat == self.current,
            log=self.log,
            is_over=self.is_over,
            outcome=self.outcome,
        )

    def legal_actions(self) -> list[ShuffleAction]:
        """Every legal action now: every play of every kind, then end or pass (complete)."""
        if self.is_over:
            return []
        actions: list[ShuffleAction] = list(self.legal_plays())
        actions.append(EndTurn() if self.turn else Pass())
        return actions

    def legal_plays(
        self, kind: str | type | None = None, limit: int | None = None, rank: bool = False
    ) -> list[ShuffleAction]:
        """Legal plays of one kind ("word", "extend", "steal", "take", "swap", or the action
        class), or of every kind. ``rank`` puts the best first (see ``moves.rank_key``);
        ``limit`` keeps that many. Without a limit the list is complete."""
        return moves.legal_plays(self, kind, limit, rank)

    def pass_ends_game(self) -> bool:
        """Whether passing now would end the game (S13), so that a player can be warned.
        The pass is worked out as ``_pass`` makes it: it draws the top card if there is
        one, and only a pass that draws nothing counts towards a full round of passes."""
        if not self.is_legal(Pass()):
            return False
        drawn = min(1, len(self.deck))
        hand_sizes = [len(hand) + (drawn if seat == self.current else 0) for seat, hand in enumerate(self.hands)]
        pass_run = 0 if drawn else self.pass_run + 1
        return self._ends(len(self.deck) - drawn, hand_sizes, pass_run)

    def resolve(self, word: str) -> list[ShuffleAction]:
        """Every legal play that puts ``word`` on the table, best first."""
        return resolving.resolve(self, word)

    def score_change(self, action: Action) -> int:
        """S14: how much ``action`` changes the score of the player to act at once (0 to
        end the turn or pass). Raises IllegalPlay when it is not legal now."""
        return sum(self.score_parts(action))

    def score_parts(self, action: Action) -> moves.ScoreParts:
        """Where ``score_change`` comes from: the player's table words, the cards played out
        of the hand, a joker taken into it (S10). Raises IllegalPlay when it is not legal now."""
        plan = self.plan(action)
        if isinstance(plan, Refusal):
            raise IllegalPlay(plan)
        return moves.ScoreParts(0, 0, 0) if plan is None else moves.score_parts(self, plan)

    def describe(self, action: Action, named: bool = False, hand_said: bool = False) -> str:
        """``action`` in the words of the player to act: "steal Bob's CAT: CLATTERS";
        ``named``: in the whole table's, the player to act named ("from Bob's hand");
        ``hand_said``: a take names its cards from the hand (the review's words)."""
        return describe_action(action, self.view(self.current), self.plan(action), self.rules.steal_cards_per_letter, named, hand_said)

    def explain(self, word: str) -> Refusal | None:
        """The clearest reason why no play puts ``word`` on the table (None when one does)."""
        return resolving.explain(self, word)


def _cards(n: int) -> str:
    return "a card" if n == 1 else f"{n} cards"


def sorted_hand(cards: Sequence[Card]) -> tuple[Card, ...]:
    """A hand as a view shows it: by letter, jokers last."""
    return tuple(sorted(cards, key=lambda c: (c.letter is None, c.letter or "", c.id)))


def turn_end_refusal(action: Action, played: bool, deck_left: bool, player: str) -> Refusal | None:
    """Why ending the turn or passing is not allowed now (S3), or None. Read from what a
    seat's view shows too, so that a seat says the same as the shared keyboard. ``player``:
    the name of the seat to act, whom a save that no longer replays names."""
    if isinstance(action, EndTurn) and not played:
        draws = "you draw a card" if deck_left else "the deck is empty: you draw nothing"
        return Refusal(
            "S3", f"You have made no play this turn: pass instead ({draws}).", in_a_save=f"ends a turn in which {player} made no play"
        )
    if isinstance(action, Pass) and played:
        return Refusal(
            "S3", "You have played this turn: end the turn instead of passing.", in_a_save=f"passes a turn in which {player} has played"
        )
    return None
