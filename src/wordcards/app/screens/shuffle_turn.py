"""The Shuffle turn screen: type a word and press Enter; end the turn or pass."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from wordcards.app.screens.shuffle_score import ShuffleScoreScreen
from wordcards.app import other_game_keys, shuffle_idle_keys
from wordcards.app.screens.turn import TurnScreen
from wordcards.app import shuffle_choice, shuffle_hint
from wordcards.app.cards_drawn import shuffle_draws
from wordcards.app.hint_typing import HintWords
from wordcards.app.shuffle_pass import (
    DRAWS,
    DRAWS_NOTHING,
    end_turn_note,
    end_turn_question,
    others_after,
    pass_key,
    pass_question,
)
from wordcards.app.widgets.common.panels import GameLog
from wordcards.app.widgets.shuffle.panels import (
    WORD_LINE_PROMPT,
    ShuffleHand,
    ShufflePlayers,
    ShuffleTable,
    keyboard_line,
    panel_rows,
)
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.actions import EndTurn, Pass


class ShuffleTurnScreen(TurnScreen):
    BINDINGS = [
        Binding("ctrl+e", "end_turn", "End turn"),
        # One key, two labels: the footer says whether a pass draws (usable() shows one).
        Binding("ctrl+p", "pass_turn", "Pass (draw 1)"),
        Binding("ctrl+p", "pass_empty_deck", "Pass (the deck is empty)"),
        Binding("ctrl+j", "swap_joker", "Swap joker"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+g", "hint", "Hint"),
    ]

    OTHER_GAME_KEYS = other_game_keys.IN_SHUFFLE

    @property
    def game(self) -> ShuffleGame:
        """The session's game, as the Shuffle game it is (this screen is the registry's for Shuffle)."""
        game = self.session.game
        assert isinstance(game, ShuffleGame)
        return game

    def table_panel(self) -> ShuffleTable:
        return ShuffleTable(id="table")

    def players_panel(self) -> ShufflePlayers:
        return ShufflePlayers(id="players")

    def hand_panel(self) -> ShuffleHand:
        return ShuffleHand(id="hand")

    def panel_rows(self) -> tuple[int, int, int]:
        return panel_rows(len(self.game.players))

    # --- drawing -------------------------------------------------------------------

    def status_line(self, view) -> Text:
        return keyboard_line(view, self.game.rules, tip=not self.computer_turn, width=self.size.width)  # a tip for the person to play

    def redraw(self) -> None:
        view = self.view()
        rules = self.game.rules
        self.query_one("#status", Static).update(self.status_line(view))
        self.query_one(ShuffleTable).show(view, rules)
        self.query_one(ShufflePlayers).show(view, self.revealed)
        self.query_one(ShuffleHand).show(view, rules, self.revealed, self.hidden_text, self.new_cards.get(view.current, ()))
        self.query_one(GameLog).show(self.shown_log())
        self.entry.placeholder = WORD_LINE_PROMPT

    def first_turn_tips(self) -> tuple[str, ...]:
        seat = self.view().seats[self.game.current]
        if seat.first_play_made or self.view().turn_plays:
            return ()
        return (
            "Tip: type a word from your hand, then Enter. Later, type a longer word to extend, steal or "
            "take letters from table words. ? lists every key.",
            "Tip: type a word from your hand + Enter. ? lists every key.",
        )

    # --- the flow ------------------------------------------------------------------

    def show_final(self) -> None:
        session = self.session
        next_first = self.game.players[session.next_first_seat].name
        screen = ShuffleScoreScreen(
            self.game, session.scoreboard(), len(session.evening_so_far()), self.last_moves(), next_first, whole_log=self.shown_log()
        )
        self.app.push_screen(screen, self.after_score)

    # --- actions -------------------------------------------------------------------

    def play_word(self, word: str) -> None:
        word = word.upper()
        self.act_on(shuffle_choice.answer(self.game, word, self.hinted_play()))

    def typed_word(self, action) -> str:
        return shuffle_choice.typed_word(action)

    def draws(self, action) -> bool:
        return shuffle_draws(action)  # the host's rule for a seat too (app/cards_drawn.py)

    def describe_hint(self, action, points: int, then: tuple = ()) -> str:
        return shuffle_hint.said(self.game, action, points, then, self.entry.value)

    def no_hint(self) -> str:
        return shuffle_hint.nothing_found(self.game)

    def hint_words_in_worker(self, found) -> HintWords:
        # A hinted swap's words replay it and its follow-ups on a clone: slow on a big table.
        # Both wordings: the line may gain or lose a word meanwhile (picked as it is shown).
        if found.promised:  # step two of a hint followed: the play it promised
            return shuffle_hint.promised_worded(self.game, found.action, found.points, found.better)
        if found.action is not None:
            return shuffle_hint.worded(self.game, found.action, found.points, found.then)
        return super().hint_words_in_worker(found)

    def _swaps(self) -> list:
        return self.game.legal_plays("swap")

    def usable(self, action: str) -> bool:
        if action == "end_turn":
            return self.game.is_legal(EndTurn())
        if action in (DRAWS, DRAWS_NOTHING):  # the footer says whether a pass draws
            return self.game.is_legal(Pass()) and bool(self.game.deck) == (action == DRAWS)
        if action == "swap_joker":
            return bool(self._swaps())
        return super().usable(action)

    def why_idle(self, view, key: str) -> str | None:
        return shuffle_idle_keys.why_idle(view, self.game.rules, key)

    def action_end_turn(self) -> None:
        if not self.check_action("end_turn", ()):
            return
        game = self.game
        # A word typed but not played is not dropped unasked (docs/playing.md).
        asked = end_turn_question(self.entry.word_at_stake, len(game.hands[game.current]), len(game.deck))
        if asked is None:
            self.end_turn()
        else:
            self.confirm(asked.question, asked.detail, asked.yes, self.end_turn, self.entry.value)

    def end_turn(self) -> None:
        self.try_apply(EndTurn(), end_turn_note(self.game))

    def action_pass_turn(self) -> None:
        self.ask_to_pass(DRAWS)

    def action_pass_empty_deck(self) -> None:
        self.ask_to_pass(DRAWS_NOTHING)

    def ask_to_pass(self, action: str) -> None:
        if self.check_action(action, ()):
            game = self.game
            others = others_after([p.name for p in game.players], game.current)
            asked = pass_question(pass_key(game), others, self.entry.word_at_stake)
            self.confirm(asked.question, asked.detail, asked.yes, lambda: self.try_apply(Pass(), asked.note), self.entry.value)

    def action_swap_joker(self) -> None:
        if not self.check_action("swap_joker", ()):
            return
        swaps, labels = shuffle_choice.swap_ways(self.game, self._swaps(), self.hinted_play())
        # A swap is a play (S10): said as any play is, with what it does to the score.
        notes = [shuffle_choice.played(self.game, swap) for swap in swaps]
        if len(swaps) == 1:
            self.try_apply(swaps[0], notes[0])
        else:
            self.choose("Which joker?", labels, lambda i: self.try_apply(swaps[i], notes[i]), picked="a joker")
