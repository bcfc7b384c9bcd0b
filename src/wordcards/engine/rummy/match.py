"""A whole Word Rummy match (R1-R11), played one action at a time: the state and how
actions change it. Legality is in ``legality``, typed words in ``resolve``, what a seat
sees in ``view``, the match's options in ``options``, hand-built positions in ``position``.

The state is rebuilt from ruleset + word list + players + seed + options + actions, so
undo, clone and load replay the actions (see ``engine.game.Game``). Each hand is dealt
from ``rng(seed, "deal", hand_number)``; hand 1 is dealt when the match is created, later
hands by the ``NextHand`` action. The first player moves one seat each hand (the seat the
table chose, option ``first``, starts hand 1: S15); the dealer is the seat before the first
player. A standard match ends at the target or after ``max_hands`` hands (R11).

A match by minutes (R8) reads a clock that the caller passes in, and every decision that
depends on time is written into the actions (``NextHand(elapsed)``, ``TimeUp(elapsed)``),
so a replay never reads the clock.
"""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, Sequence

from wordcards.engine.errors import IllegalPlay, Refusal
from wordcards.engine.game import Action, Game
from wordcards.engine.players import Player
from wordcards.engine.rummy import actions as act, legality, resolve as resolving
from wordcards.engine.rummy.actions import DrawDeck, DrawDiscard, Discard, Meld, NextHand, RummyAction, TimeUp, TurnAction
from wordcards.engine.rummy.arrangement import best_arrangement
from wordcards.engine.rummy.cards import RummyCard, cards_text, colour_codes, full_deck, sort_key
from wordcards.engine.rummy.colours import word_with_cards
from wordcards.engine.rummy.describe import describe as describe_action, describe_draw_done
from wordcards.engine.rummy.options import LENGTH_OPTIONS, SAVED_OPTIONS, match_options, round_word
from wordcards.engine.rummy.position import setup_from_position
from wordcards.engine.rummy.scoring import (
    HandResult,
    HandScore,
    Pad,
    RummyOutcome,
    melds_score,
    pad_notes,
    pad_tallies,
    score_advanced,
    score_inverse,
    score_standard,
    winners,
)
from wordcards.engine.rummy.view import Phase, RummyView, view_of
from wordcards.engine.seeding import rng
from wordcards.engine.wording import and_list, counted, who_won
from wordcards.rulesets import RummyRules
from wordcards.words import WordList

Clock = Callable[[], float]  # seconds, e.g. time.monotonic; only differences are used


class RummyMatch(Game):
    game_name = RummyRules.game
    rules: RummyRules
    _clock: Clock | None = None
    _time_mark: float | None = None  # the clock reading when _time_base was true

    # --- creating and loading -----------------------------------------------------------

    @classmethod
    def new(
        cls,
        rules: RummyRules,
        words: WordList,
        players: Sequence[Player],
        seed: int,
        variant: str = "standard",
        target: int | None = None,
        hands: int | None = None,
        minutes: int | None = None,
        deals: int | None = None,
        clock: Clock | None = None,
        max_hands: int | None = None,
        first: int = 0,
    ) -> "RummyMatch":
        options = match_options(rules, variant, target, hands, minutes, deals, max_hands, first)
        match = cls(rules, words, players, seed, options)
        if clock is not None:
            match.set_clock(clock)
        return match

    @classmethod
    def from_json(
        cls,
        text: str,
        words: WordList,
        replayed: Callable[["RummyMatch"], None] | None = None,
        clock: Clock | None = None,
        played: int | None = None,
    ) -> "RummyMatch":
        """Replays the save (``replayed``: as Game.from_json); a timed match goes on counting
        from the time its last hand began, or from ``played`` (see ``set_clock``)."""
        match = super().from_json(text, words, replayed)
        if clock is not None:
            match.set_clock(clock, played)
        return match

    def _setup(self) -> None:
        rules, n = self.rules, len(self.players)
        if not isinstance(rules, RummyRules):
            raise ValueError("a rummy match needs a rummy ruleset")
        if not rules.min_players <= n <= rules.max_players:
            raise ValueError(f"Word Rummy is for {rules.min_players} to {rules.max_players} players, not {n}")
        colour_codes(rules.colours)
        unknown = sorted(set(self.options) - set(SAVED_OPTIONS))
        if unknown:  # as Shuffle's options: a key this version does not know is never ignored
            raise ValueError(f"unknown option {unknown[0]!r} (a Word Rummy match has {', '.join(SAVED_OPTIONS[:-1])} and {SAVED_OPTIONS[-1]})")
        options = dict(self.options)
        start = options.pop("start", None)  # a hand-built position (rummy/position.py)
        self.first_seat: int = options.get("first", 0)  # S15: plays first in hand 1
        if not isinstance(self.first_seat, int) or not 0 <= self.first_seat < n:
            raise ValueError(f"the first seat {self.first_seat!r} is not one of the {n} seats")
        variant = options.pop("variant", None)
        expected = match_options(rules, variant, **{k: options.get(k) for k in LENGTH_OPTIONS}, first=options.get("first", 0))
        if variant == "standard" and "max_hands" not in options:
            expected.pop("max_hands")  # saved before R11: the match has no hand limit
        saved = {k: v for k, v in self.options.items() if k != "start"}
        if expected != saved:
            differ = sorted(key for key in {*expected, *saved} if expected.get(key) != saved.get(key))
            raise ValueError(f"the match options do not fit together: {', '.join(differ)} (a {variant} match has {', '.join(expected)})")
        self.variant: str = variant
        self.totals = [0] * n
        self.pads = [Pad.empty(rules) for _ in range(n)]
        self.results: list[HandResult] = []
        self._outcome: RummyOutcome | None = None
        self._time_base = 0  # seconds of play recorded by the last NextHand (timed matches)
        self._deal(1)
        if start is not None:
            setup_from_position(self, start)

    @classmethod
    def from_position(
        cls, rules: RummyRules, words: WordList, players: Sequence[Player], start: dict[str, Any], seed: int = 0,
        variant: str = "standard", **length: Any,
    ) -> "RummyMatch":
        """A match that starts from a hand in progress (see ``position.setup_from_position``);
        later hands are dealt from the seed. The position is saved with the match."""
        options = match_options(rules, variant, **length)
        return cls(rules, words, players, seed, {**options, "start": start})

    def set_clock(self, clock: Clock, played: int | None = None) -> None:
        """Give a timed match its clock (tests pass a fake one). Time counts on from now, from
        the last recorded time, or from ``played``: the seconds an earlier run had played when
        it saved (the app's part of a save keeps them), not believed below the recorded time
        or past any time a match is played for."""
        ahead = 0
        if played is not None and self._time_base <= played <= act.MAX_SECONDS:
            ahead = played - self._time_base
        self._clock = clock
        self._time_mark = clock() - ahead

    def _replayed(self, actions: Iterable[Action]) -> "RummyMatch":  # undo and clone keep the clock running as it was
        game = super()._replayed(actions)
        game._clock, game._time_mark = self._clock, self._time_mark
        return game

    # --- the deal ---------------------------------------------------------------------

    def _deal(self, number: int) -> None:
        n = len(self.players)
        self.hand_number = number
        self.first = (self.first_seat + number - 1) % n  # the first player moves one seat each hand
        self.dealer = (self.first - 1) % n
        deck = list(full_deck(self.rules))
        rng(self.seed, "deal", number).shuffle(deck)
        self.hands: list[list[RummyCard]] = [[] for _ in range(n)]
        for _ in range(self.rules.hand_size(n)):  # R2: one card at a time, first player first
            for k in range(n):
                self.hands[(self.first + k) % n].append(deck.pop())
        self.discard_pile: list[RummyCard] = [deck.pop()]  # R2: the turned-up card
        self.draw_pile: list[RummyCard] = deck  # the top is the end of the list
        self.table: list[list[tuple[RummyCard, ...]]] = [[] for _ in range(n)]
        self.current = self.first
        self.phase = Phase.DRAW
        self.begin_hand_history()
        self._start_turn()
        self._log.append(
            f"{round_word(self.variant)} {number}: {self._name(self.dealer)} deals, {self._name(self.first)} plays first; "
            f"the discard pile shows {self.discard_pile[-1]}"
        )

    def _start_turn(self) -> None:
        self.turn_melds: list[tuple[RummyCard, ...]] = []
        self.taken: RummyCard | None = None
        # The card drawn from the draw pile this turn: only its drawer's view tells it. Not
        # in state_key: it changes no play, and the replayed actions rebuild it (saves keep
        # the actions only).
        self.drawn: RummyCard | None = None

    # --- reading the state ------------------------------------------------------------

    def _name(self, seat: int) -> str:
        return self.players[seat].name

    def min_length(self, seat: int) -> int:
        """R4: a word has 2+ letters (ruleset key, with a junior value)."""
        return self.rules.min_word_length.for_player(self.players[seat].junior)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.MATCH_OVER

    @property
    def outcome(self) -> RummyOutcome | None:
        return self._outcome

    @property
    def between_hands(self) -> bool:
        """A hand is over and the next is not dealt yet (NextHand or TimeUp is all that is legal)."""
        return self.phase is Phase.HAND_OVER

    @property
    def timed(self) -> bool:
        return "minutes" in self.options

    @property
    def limit_seconds(self) -> int | None:
        return self.options["minutes"] * 60 if self.timed else None

    def elapsed_seconds(self) -> int | None:
        """Seconds of play so far in a timed match (None if not timed). Without a clock,
        time stands still at what the actions recorded."""
        if not self.timed:
            return None
        if self._clock is None or self._time_mark is None or self.phase is Phase.MATCH_OVER:
            return self._time_base
        return self._time_base + max(0, int(self._clock() - self._time_mark))

    def hand(self, seat: int) -> tuple[RummyCard, ...]:
        """A seat's cards in order (ValueError for a seat not at the table: -1 is not the last)."""
        return tuple(sorted(self.hands[self.check_seat(seat)], key=sort_key(self.rules)))

    def all_cards(self) -> list[RummyCard]:
        """Every card wherever it is (hands, piles, table): 78 of them, each once."""
        cards = [c for h in self.hands for c in h] + self.draw_pile + self.discard_pile
        cards += [c for words in self.table for word in words for c in word]
        return cards

    def state_key(self) -> Hashable:
        return (
            self.phase,
            self.hand_number,
            self.current,
            tuple(tuple(h) for h in self.hands),
            tuple(self.draw_pile),
            tuple(self.discard_pile),
            tuple(tuple(words) for words in self.table),
            tuple(self.turn_melds),
            self.taken,
            tuple(self.totals),
            tuple(self.pads),
            tuple(self.results),
            self._outcome,
            self._time_base,
        )

    # --- checking ---------------------------------------------------------------------

    def parse_action(self, text: str) -> RummyAction:
        return act.parse_action(text, self.rules.colours)

    def check(self, action: Action) -> Refusal | None:
        return legality.check(self, action)

    # --- performing -------------------------------------------------------------------

    def _perform(self, action: Action) -> None:
        seat, name = self.current, self._name(self.current)
        if isinstance(action, DrawDeck):
            self.drawn = self.draw_pile.pop()
            self.hands[seat].append(self.drawn)
            self.phase = Phase.PLAY
            self._log.append(f"{name} drew from the draw pile")
        elif isinstance(action, DrawDiscard):
            card = self.discard_pile.pop()
            self.hands[seat].append(card)
            self.taken = card
            self.phase = Phase.PLAY
            self._log.append(f"{name} drew from the discard pile: {card}")
        elif isinstance(action, Meld):
            for card in action.cards:
                self.hands[seat].remove(card)
            self.table[seat].append(action.cards)
            self.turn_melds.append(action.cards)
            self._log.append(f"{name} played {word_with_cards(action.cards)}")
            if not self.hands[seat]:  # R3: an empty hand goes out without a discard
                self._end_hand(self._went_out(seat))
        elif isinstance(action, Discard):
            self.hands[seat].remove(action.card)
            self.discard_pile.append(action.card)
            self._log.append(f"{name} discarded {action.card}")
            if not self.hands[seat]:  # R6
                self._end_hand(self._went_out(seat))
            elif not self.draw_pile:  # R6: the draw pile is empty at the end of a turn
                self._end_hand("the draw pile is empty")
            else:
                self.current = (seat + 1) % len(self.players)
                self.phase = Phase.DRAW
                self._start_turn()
        elif isinstance(action, NextHand):
            if action.elapsed is not None:
                if self._time_mark is not None:  # keep the clock continuous (no lost fractions)
                    self._time_mark += action.elapsed - self._time_base
                self._time_base = action.elapsed
            self._deal(self.hand_number + 1)
        elif isinstance(action, TimeUp):
            self._time_base = action.elapsed
            minutes = self.options["minutes"]
            # Read after "the match is over: " and inside "The match is over (...)": no brackets of its own.
            self._end_match("the minute is up" if minutes == 1 else f"the {minutes} minutes are up")
        else:  # check() refuses anything else
            raise TypeError(action)
        if isinstance(action, TurnAction):  # the hand's public history, kept in step
            self.hand_actions.append((seat, action))
            self.discard_tops.append(self.discard_pile[-1] if self.discard_pile else None)

    def begin_hand_history(self) -> None:
        """The hand's public history starts from the piles as they lie now."""
        self.hand_actions: list[tuple[int, TurnAction]] = []  # this hand's turns so far
        self.discard_tops: list[RummyCard | None] = [self.discard_pile[-1] if self.discard_pile else None]  # the top before each, and now
        self.played_before_history: frozenset[int] = frozenset()  # seats that had a turn before it (a position's)

    def _went_out(self, seat: int) -> str:
        """Why the hand ends as ``seat`` goes out, naming whoever never had a turn in it: a
        hand a computer went out of on the first turn ended before a person saw its table."""
        played = {player for player, _ in self.hand_actions} | self.played_before_history | {seat}
        count = len(self.players)
        after = [(seat + k) % count for k in range(1, count)]  # turn order: who would have played next
        unplayed = [self._name(other) for other in after if other not in played]
        went_out = f"{self._name(seat)} went out"
        if not unplayed:
            return went_out
        first_turn = " on the first turn," if played == {seat} else ""
        return f"{went_out}{first_turn} before {and_list(unplayed)} played"

    def _end_hand(self, reason: str) -> None:
        self._log.append(f"{round_word(self.variant)} {self.hand_number} ends: {reason}")
        scores = [self._score_seat(seat) for seat in range(len(self.players))]
        self.results.append(HandResult(self.hand_number, reason, tuple(scores)))
        self._start_turn()
        if self.variant == "standard" and max(self.totals) >= self.options["target"]:
            leaders = [self._name(i) for i, t in enumerate(self.totals) if t >= self.options["target"]]
            self._end_match(f"{' and '.join(leaders)} reached {self.options['target']}")
        elif self.variant == "standard" and self.hand_number >= self.options.get("max_hands", float("inf")):
            # R11 (a match saved before R11 has no max_hands: no limit)
            self._end_match(f"{_were_played(self.hand_number, 'hand')}, the most a match lasts")
        elif self.variant == "advanced" and not self.timed and self.hand_number >= self.options["hands"]:
            self._end_match(_were_played(self.hand_number, "hand"))
        elif self.variant == "inverse" and self.hand_number >= self.options["deals"]:
            self._end_match(_were_played(self.hand_number, "deal"))
        else:
            self.phase = Phase.HAND_OVER
            self.current = self.first  # the next dealer: the seat after this hand's dealer

    def _score_seat(self, seat: int) -> HandScore:
        name, table, hand = self._name(seat), self.table[seat], self.hand(seat)
        if self.variant == "standard":  # R7
            arrangement = best_arrangement(hand, self.words, self.rules, self.min_length(seat))
            score = score_standard(table, hand, arrangement)
            self.totals[seat] += score.points
            words = " + ".join(f"{word_with_cards(w.cards)} {w.points}" for w in score.table) or "no words"
            self._log.append(
                f"{name} scores {score.points}: table {words}; hand {arrangement.describe()}; "
                f"total {self.totals[seat]}"
            )
        elif self.variant == "advanced":  # R8
            score, self.pads[seat] = score_advanced(table, hand, self.pads[seat], self.rules)
            self.totals[seat] = self.pads[seat].primary_total
            words = "; ".join(f"{word_with_cards(w.cards)} {w.note}" for w in score.table) or "no table words"
            self._log.append(
                # Named as the other lines name a seat ("Bit (hard) ..."), not "Bit's pad" (h48).
                f"{name} scores on the pad: {words}; Primary total {self.pads[seat].primary_total}, "
                f"Secondary {self.pads[seat].secondary_total}"
            )
        else:  # R9
            score = score_inverse(table, hand, self.rules)
            self.totals[seat] += score.points
            left = cards_text(hand) or "no cards"
            self._log.append(f"{name} has {left} left: penalty {score.penalty}; total {self.totals[seat]}")
        return score

    def _end_match(self, reason: str) -> None:
        secondary = tuple(p.secondary_total for p in self.pads) if self.variant == "advanced" else None
        won = winners(self.variant, self.totals, secondary)
        self._outcome = RummyOutcome(self.variant, tuple(self.totals), secondary, won, reason)
        self.phase = Phase.MATCH_OVER
        score = self.totals[won[0]]
        how = {"standard": counted(score, "point"), "inverse": counted(score, "penalty point")}.get(
            self.variant, f"a Primary total of {score}, Secondary {secondary[won[0]] if secondary else 0}"
        )
        self._log.append(f"The match is over ({reason}): {who_won([self._name(i) for i in won])} with {how}")

    def _undoable(self) -> bool:
        # Melds of this turn only; the draw and the discard are not taken back.
        return self.phase is Phase.PLAY and isinstance(self._actions[-1], Meld)

    # --- enumeration, typed words -----------------------------------------------------

    def legal_actions(self) -> list[RummyAction]:
        """Every legal action now. Between hands of a timed match: the one that fits the
        clock (NextHand before the time is up, TimeUp after)."""
        return legality.legal_actions(self)

    def resolve(self, word: str) -> list[Meld]:
        """The melds that put ``word`` on the table, best first (see ``resolve.resolve``)."""
        return resolving.resolve(self, word)

    def explain(self, word: str) -> Refusal | None:
        """Why no play makes ``word`` now (None when one does): the clearest reason first."""
        return resolving.explain(self, word)

    def word_after_draw(self, word: str) -> resolving.WordAfterDraw:
        """Whether ``word``, typed before the draw, could be melded after some draw, and if
        not, why no draw could, when that is its length or the word list."""
        return resolving.word_after_draw(self, word)

    def score_change(self, action: Action) -> int:
        """What ``action`` scores for the player to act, as the hand's end will score it
        (``melds_points``; 0 for a draw or a discard). Raises IllegalPlay when it is not
        legal now. Inverse (R9): the penalty the meld takes out of the hand."""
        refusal = self.check(action)
        if refusal is not None:
            raise IllegalPlay(refusal)
        return self.melds_points([action.cards]) if isinstance(action, Meld) else 0

    def melds_points(self, melds: Sequence[Sequence[RummyCard]], seat: int | None = None) -> int:
        """What these melds, put down in this order by ``seat`` (the player to act), score
        as the hand's end will score them: R7 length squared each; R8 the Primary each adds
        to the pad after the seat's earlier words (this hand's too); R9 the penalty shed."""
        seat = self.current if seat is None else seat
        return melds_score(self.variant, self.rules, self.pads[seat], self.table[seat], melds)

    def melds_pad_notes(self, melds: Sequence[Sequence[RummyCard]], seat: int | None = None) -> tuple[str, ...]:
        """R8: what each of these melds, put down in this order by ``seat`` (the player to
        act), writes on the pad, as the hand's end notes it ("a tally for 2 letters"); none in
        the other variants (their points say it all)."""
        if self.variant != "advanced":
            return ()
        seat = self.current if seat is None else seat
        return pad_notes(self.rules, self.pads[seat], self.table[seat], melds)

    def melds_tallies(self, melds: Sequence[Sequence[RummyCard]], seat: int | None = None) -> int:
        """R8: how many tally marks (Secondary) these melds, put down in this order by
        ``seat`` (the player to act), add to the pad after the seat's earlier words (a tally
        adds no points, so ``melds_points`` does not count it); 0 in the other variants."""
        if self.variant != "advanced":
            return 0
        seat = self.current if seat is None else seat
        return pad_tallies(self.rules, self.pads[seat], self.table[seat], melds)

    # --- the view ---------------------------------------------------------------------

    def describe(self, action: Action, named: bool = False) -> str:
        """``action`` in the words of the player to act: "meld TEN (red)" (no "your" in
        them, so ``named``, the whole table's words, reads the same)."""
        return describe_action(action, self.discard_pile[-1] if self.discard_pile else None)

    def describe_draw_done(self, action: DrawDeck | DrawDiscard) -> str:
        """A draw from here as done ("taken U (blue) from the discard pile"), for "would have"."""
        return describe_draw_done(action, self.discard_pile[-1] if self.discard_pile else None)

    def view(self, seat: int) -> RummyView:
        self.check_seat(seat)
        return view_of(self, seat)


def _were_played(count: int, noun: str) -> str:
    """Why a match ended, in grammar: "1 deal was played", "5 deals were played"."""
    return f"{counted(count, noun)} {'was' if count == 1 else 'were'} played"
