"""The Word Rummy turn screen: draw, meld by typing words, discard by typing a letter."""

from __future__ import annotations

from functools import partial
from typing import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from wordcards.app import rummy_choice, rummy_hint
from wordcards.app import rummy_discard as discard
from wordcards.app.answer_words import KEPT_PLAYING
from wordcards.app.hint_typing import HintWords
from wordcards.app.next_game import NextGame
from wordcards.app.rummy_just_drawn import just_drawn
from wordcards.app.screens.choice import ChoiceScreen
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.screens.rummy_score import RummyScoreScreen
from wordcards.app import other_game_keys, rummy_idle_keys
from wordcards.app.screens.turn import TurnScreen
from wordcards.app.widgets.common.panels import GameLog
from wordcards.app.widgets.rummy.cards import card_words, discard_choice, legend, readable, retinted, word_limit
from wordcards.app.widgets.rummy.panels import (
    RummyHand,
    RummyPlayers,
    RummyTable,
    ScorePads,
    keyboard_line,
    panel_rows,
    shown_pads,
    word_line_prompt,
)
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Phase, RummyAction, RummyMatch, TimeUp


class RummyTurnScreen(TurnScreen):
    BINDINGS = [
        # "Draw", not "Draw pile": at 80 columns the draw's keys left no room for F2 (play-test
        # r34b); Take discard names the other pile, the prompt line names both.
        Binding("ctrl+d", "draw_deck", "Draw"),
        # Ctrl+Y, not Ctrl+T (a browser's new tab, app/browser_keys.py): Ctrl+T still works
        # in a terminal.
        Binding("ctrl+y", "take_discard", "Take discard"),
        Binding("ctrl+t", "take_discard", "Take discard", show=False),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+g", "hint", "Hint"),
    ]

    OTHER_GAME_KEYS = other_game_keys.IN_RUMMY
    # The reviews made of this match (hand_reviews): the match and its actions they are of.
    _reviewed: tuple[RummyMatch | None, tuple, dict] = (None, (), {})

    @property
    def game(self) -> RummyMatch:
        """The session's game, as the match it is (this screen is the registry's for rummy)."""
        game = self.session.game
        assert isinstance(game, RummyMatch)
        return game

    @property
    def dark(self) -> bool:
        return self.app.current_theme.dark

    def table_panel(self) -> RummyTable:
        return RummyTable(id="table")

    def under_table(self) -> ComposeResult:
        yield ScorePads(id="pads")

    def panel_rows(self) -> tuple[int, int, int]:
        return panel_rows(self.game.variant, len(self.game.players))

    def players_panel(self) -> RummyPlayers:
        return RummyPlayers(id="players")

    def hand_panel(self) -> RummyHand:
        return RummyHand(id="hand")

    def on_mount(self) -> None:
        self.entry.limit(*word_limit(self.game.rules, len(self.game.players)))
        self.query_one("#pads").display = self.game.variant == "advanced"
        self.set_class(self.game.variant == "advanced", "-advanced")
        if self.game.timed:
            self.set_interval(1.0, self._tick)

    def _tick(self) -> None:
        if self.game.timed and not self.game.is_over:
            self.query_one("#status", Static).update(self.status_line(self.view()))

    # --- drawing -------------------------------------------------------------------

    def status_line(self, view) -> Text:
        return keyboard_line(view, self.size.width)

    def redraw(self) -> None:
        view = self.view()
        dark = self.dark
        self.query_one("#status", Static).update(self.status_line(view))
        self.query_one(RummyTable).show(view, dark)
        self.message.restyle(lambda text: retinted(text, dark))  # F2 after "You drew Z■ (blue)."
        self.retint_questions(dark)
        pads = shown_pads(view, self.game.rules)
        self.query_one(RummyPlayers).show(view, pads)
        if view.variant == "advanced":
            self.query_one(ScorePads).show(view, self.game.rules.longest_word(len(view.seats)), pads)
        self.query_one(RummyHand).show(view, self.game.rules, self.revealed, dark, self.hidden_text, self.new_cards.get(view.current, ()))
        self.query_one(GameLog).show(self.shown_log())
        self.entry.placeholder = word_line_prompt(drawn=view.phase is not Phase.DRAW)

    def handoff_key(self) -> Callable[[bool], Text] | None:
        """The colours' key: the news names cards by their marks as well as their colours."""
        colours = self.game.rules.colours
        return lambda dark: legend(colours, dark)

    def first_turn_tips(self) -> tuple[str, ...]:
        game = self.game
        seat = game.current
        if game.hand_number != 1 or any(entry for entry in game.log if entry.startswith(f"{game.players[seat].name} ")):
            return ()
        return (
            "Tip: draw (Ctrl+D or Ctrl+Y), type words to put them down, then one letter + Enter to discard it. ? lists every key.",
            "Tip: draw, type words to put them down, then one letter + Enter to discard it.",
            "Tip: draw, type words to meld, one letter + Enter to discard.",
        )

    # --- the flow ------------------------------------------------------------------

    def log_lines(self, lines):
        return [readable(line, self.game.rules.colours) for line in lines]

    def empty_line_note(self) -> str:
        return rummy_idle_keys.empty_line_note(self.view())

    def show_hand_end(self) -> None:
        self.decide_time_up()
        time_up = self.time_up() is not None
        ran_out = self.time_ran_out if self.game.timed else None
        screen = RummyScoreScreen(
            self.game.view(self.game.current), self.dark, time_up=time_up, game=self.game, time_ran_out=ran_out, reviews=self.hand_reviews()
        )
        self.app.push_screen(screen, self.after_score)

    def hand_reviews(self) -> dict:
        """The reviews made of this match, by action count, kept from hand to hand: a hand's
        review takes the earlier hands' turns from them (each review searched every earlier
        hand anew). Anew for another match, or after an undo back into a reviewed hand."""
        game, actions = self.game, tuple(self.game.actions)
        reviewed_game, reviewed_actions, reviews = self._reviewed
        if reviewed_game is not game or actions[: len(reviewed_actions)] != reviewed_actions:
            reviews = {}
        self._reviewed = (game, actions, reviews)
        return reviews

    def decide_time_up(self) -> None:
        """Whether a match by minutes ran out of time by this hand's end (R8) is decided as
        the hand ends (Session.apply) and, while none is held, asked again every second as the
        score screen is open (time_ran_out); the session holds (and saves) a time-up once
        found: asked again after a crash, the resumed clock counted from the last deal and
        offered the next hand. A save of an older version held none: its clock is asked here."""
        self.session.hold_ending()

    def time_ran_out(self) -> bool:
        """The time has run out as the scores are read (R8): the session then holds (and
        saves) the time-up that Enter applies, as when it ran out during the hand."""
        self.decide_time_up()
        return self.time_up() is not None

    def time_up(self) -> TimeUp | None:
        """The time-up that ends the match between hands, once decided (R8), or None."""
        held = self.session.in_play.ending
        return held if isinstance(held, TimeUp) else None

    def show_final(self) -> None:
        session = self.session
        screen = RummyScoreScreen(
            self.game.view(0), self.dark, session.scoreboard(), len(session.evening_so_far()), last_moves=self.last_moves(),
            game=self.game, next_first=self.game.players[session.next_first_seat].name, reviews=self.hand_reviews(),
            whole_log=self.shown_log(),
        )
        self.app.push_screen(screen, self.after_score)

    def after_score(self, answer: "str | NextGame | None") -> None:
        if answer == "next":
            # Between hands the engine offers exactly one action: deal the next hand,
            # or end a timed match whose time is up (R8), as decided when the hand ended.
            action: RummyAction | None = self.time_up()
            if action is None:
                (action,) = self.game.legal_actions()
            if self.try_apply(action):
                # A new deal: no card in it was "just drawn" (try_apply lights the whole
                # new hand of the seat that was to act when the last hand ended).
                self.new_cards.clear()
                self.redraw()
        else:
            super().after_score(answer)

    # --- actions -------------------------------------------------------------------

    def usable(self, action: str) -> bool:
        if action == "draw_deck":
            return self.game.is_legal(DrawDeck())
        if action == "take_discard":
            return self.game.is_legal(DrawDiscard())
        return super().usable(action)

    def why_idle(self, view, key: str) -> str | None:
        return rummy_idle_keys.why_idle(view, key)

    def acts_in_order(self) -> dict[str, Callable[[], object]]:
        # A word typed straight after a draw key needs the card drawn (Ctrl+Y, LO, Enter).
        return {**super().acts_in_order(), "draw_deck": self.action_draw_deck, "take_discard": self.action_take_discard}

    def action_draw_deck(self) -> None:
        if self.check_action("draw_deck", ()) and self.try_apply(DrawDeck()):
            drawn = self.view().drawn_this_turn
            if drawn is not None:
                self.message.say(self._drew(drawn))

    def _drew(self, card) -> Text:
        return Text.assemble("You drew ", card_words(card, self.dark), ".")

    def recall_turn(self, resumed: bool = False) -> Text | None:
        view = self.view()
        card = just_drawn(view, resumed)  # a remote seat lights the same card (rummy_just_drawn)
        if card is None:
            return None
        self.new_cards[view.current] = [card]
        return self._took(card) if card == view.taken_from_discard else self._drew(card)

    def action_take_discard(self) -> None:
        if self.check_action("take_discard", ()):
            self.try_apply(DrawDiscard(), self._took(self.view().discard_top))

    def _took(self, card) -> Text:
        return Text.assemble("You took ", card_words(card, self.dark), " from the discard pile.")

    def play_word(self, word: str) -> None:
        # Typed a moment before the draw, the word waits in the entry, and Enter after
        # Ctrl+D or Ctrl+Y plays it (rummy_choice.answer refuses it, kept).
        outcome = rummy_choice.answer(self.game, word.upper(), self.hinted_play(), self.dark)
        if isinstance(outcome, rummy_choice.DiscardLetter):
            self.discard_letter(outcome.letter)
        else:
            self.act_on(outcome)

    def in_words(self, action) -> str | Text:
        """A play taken back, its cards as every message names them (as a seat says it)."""
        return rummy_hint.taken_back(self.game, action, self.dark)

    def typed_word(self, action) -> str:
        return rummy_hint.typed_word(action)

    def describe_hint(self, action, points: int, then: tuple = ()) -> str | Text:
        return rummy_hint.said(self.game, action, points, self.dark, self.entry.value, then)

    def hint_words_in_worker(self, found) -> HintWords:
        # Every wording, picked by the line as it is shown (it may gain a word meanwhile).
        # A promised meld is said as a hint (the rest of the plan with it): no better plan
        # can open, as after Shuffle's swap, since a rummy turn brings no card after the draw
        # (hint_promises.find_hint never sets ``better`` for rummy: hint_says_better).
        # None found: "discard a card (type its letter, then Enter)", Esc first over a word.
        return rummy_hint.worded(self.game, found.action, found.points, self.dark, found.then)

    def discards(self) -> Callable[[str], int | None]:
        return partial(discard.discards_of, self.game)

    def no_hint(self) -> str:
        return rummy_hint.nothing_found(self.game, self.entry.value)

    def retint_questions(self, dark: bool) -> None:
        """A list or question open over this screen, its cards in the colours of the theme
        now (a label keeps the colours it was drawn in)."""
        for screen in self.app.screen_stack:
            if isinstance(screen, ChoiceScreen):
                screen.relabel([retinted(label, dark) if isinstance(label, Text) else label for label in screen.labels])
            elif isinstance(screen, ConfirmScreen) and isinstance(screen.question, Text):
                screen.reword(retinted(screen.question, dark))

    def discard_letter(self, letter: str) -> None:
        allowed = discard.discardable(self.game, letter)
        if isinstance(allowed, str):
            # Not kept on the line: one letter is nothing to edit, and the next one typed
            # is a discard of its own, not "CZ" (as over a discard question).
            self.message.say(allowed, refusal=True)
        elif len(allowed) == 1:
            # The pass/discard policy: a discard ends the turn and cannot be undone, so it
            # is asked first (one letter + Enter may be a word typed too early).
            self.act_on(discard.ask_one(self.game, allowed[0], self.dark))
        else:
            # Picking the colour by its number is the confirmation; the hinted card first.
            allowed, hinted = rummy_hint.discard_ways(allowed, self.hinted_play())
            labels = [discard_choice(c, self.dark) for c in allowed]
            if hinted:
                labels[0] = rummy_hint.marked(labels[0])
            title = discard.which_title(self.game, letter)
            self.choose(title, labels, lambda i: self._discard(allowed[i]), letter, afresh=True, cancelled=KEPT_PLAYING)

    def _discard(self, card) -> None:
        self.try_apply(Discard(card), Text.assemble("You discarded ", card_words(card, self.dark), "."))

    def put_back(self, word: str) -> None:
        # One letter is a discard's (Esc on "Discard J?" or its list; a word has 2+ letters,
        # R4): not put back, so J Enter asks again, never "JJ" (docs/decisions/app.md).
        if not discard.is_discard(word):
            super().put_back(word)


