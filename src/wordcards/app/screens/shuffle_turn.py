"""The Shuffle turn screen: type a word and press Enter; end the turn or pass."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.widgets import Static

from wordcards.app.screens.shuffle_score import ShuffleScoreScreen
from wordcards.app.screens.turn import TurnScreen
from wordcards.app.widgets.common.panels import GameLog
from wordcards.app.widgets.shuffle.panels import ShuffleHand, ShufflePlayers, ShuffleTable, plain_word
from wordcards.engine.shuffle.actions import EndTurn, Pass


def left_after_take(word, letters: str, words) -> str:
    """S8: what a table word reads after losing ``letters`` (its other letters keep their
    order). The engine names the word left only when several could be; otherwise the one
    spelling that is a word is it."""
    from itertools import combinations

    shown = plain_word(word)
    wanted = sorted(letters)
    spellings = []
    for positions in combinations(range(len(shown)), len(letters)):
        if sorted(shown[i] for i in positions) == wanted:
            spellings.append("".join(c for i, c in enumerate(shown) if i not in positions))
    return next((w for w in spellings if w in words), spellings[0] if spellings else "?")


def describe(action, view, wordlist) -> str:
    """A play in words, for the list that asks which way to play a typed word."""
    words = {w.id: w for w in view.table}

    def whose(word_id: int) -> str:
        word = words[word_id]
        owner = "your" if word.owner == view.current else f"{view.seats[word.owner].name}'s"
        return f"{owner} {plain_word(word)}"

    jokers = [c for c in action.word if c.islower()] if hasattr(action, "word") else []
    kind = action.kind
    if kind == "word":
        text = f"new word {action.word} from your hand"
    elif kind == "extend":
        owner = words[action.target].owner
        keeps = "" if owner == view.current else f" (it stays {view.seats[owner].name}'s)"
        text = f"extend {whose(action.target)} to {action.word}{keeps}"
    elif kind == "steal":
        text = f"steal {whose(action.target)}: {action.word}"
    elif kind == "take":
        taken = ", ".join(
            f"{s.letters} from {whose(s.target)} (leaving {s.rest or left_after_take(words[s.target], s.letters, wordlist)})"
            for s in action.sources
        )
        text = f"take {taken}: {action.word}"
    elif kind == "swap":
        text = f"swap your {action.letter} for the joker in {whose(action.target)}"
    else:
        text = action.notation()
    if jokers:
        text += f" - a joker as {', '.join(j.upper() for j in jokers)}"
    return text


class ShuffleTurnScreen(TurnScreen):
    BINDINGS = [
        Binding("ctrl+e", "end_turn", "End turn"),
        Binding("ctrl+p", "pass_turn", "Pass (draw 1)"),
        Binding("ctrl+j", "swap_joker", "Swap joker"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+g", "hint", "Hint"),
    ]

    def table_panel(self) -> ShuffleTable:
        return ShuffleTable(id="table")

    def players_panel(self) -> ShufflePlayers:
        return ShufflePlayers(id="players")

    def hand_panel(self) -> ShuffleHand:
        return ShuffleHand(id="hand")

    # --- drawing -------------------------------------------------------------------

    def status_line(self, view) -> Text:
        text = Text(f"Shuffle · deck {view.deck_size}", style="bold")
        seat = view.seats[view.current]
        text.append(f"   {seat.name}'s turn")
        if view.turn_plays:
            plays = len(view.turn_plays)
            text.append(f" · {plays} play{'s' if plays > 1 else ''} so far")
        elif not seat.first_play_made:
            least = self.game.rules.first_play_min.for_player(seat.junior)
            text.append(f" · first play: {least}+ letters from the hand (S4)", style="italic")
        return text

    def redraw(self) -> None:
        view = self.view()
        rules = self.game.rules
        self.query_one("#status", Static).update(self.status_line(view))
        self.query_one(ShuffleTable).show(view, rules)
        self.query_one(ShufflePlayers).show(view, rules)
        self.query_one(ShuffleHand).show(view, rules, self.revealed, self.hidden_text)
        self.query_one(GameLog).show(self.shown_log())
        self.entry.placeholder = "type a word, Enter plays it"

    # --- the flow ------------------------------------------------------------------

    def show_final(self) -> None:
        session = self.session
        screen = ShuffleScoreScreen(self.game, session.scoreboard(), len(session.evening_so_far()))
        self.app.push_screen(screen, self._after_score)

    def _after_score(self, answer: str | None) -> None:
        if answer == "new":
            self.app.play_again()
        else:
            self.app.exit()

    # --- actions -------------------------------------------------------------------

    def play_word(self, word: str) -> None:
        word = word.upper()
        plays = self.game.resolve(word)
        if not plays:
            self.message.say(self.game.explain(word).message, refusal=True)
        elif len(plays) == 1:
            self.try_apply(plays[0], f"Played: {describe(plays[0], self.view(), self.game.words)}.")
        else:
            view = self.view()
            labels = [describe(play, view, self.game.words) for play in plays]
            self.choose(f"How do you want to play {word}?", labels, lambda i: self.try_apply(plays[i], f"Played: {labels[i]}."))

    def describe_hint(self, action, points: int) -> str:
        return f"{describe(action, self.view(), self.game.words)} ({points:+d} to your score)"

    def no_hint(self) -> str:
        if self.game.is_legal(EndTurn()):
            return "no other play found: end your turn (Ctrl+E)."
        return "no play found: pass and draw a card (Ctrl+P)."

    def _swaps(self) -> list:
        return self.game.legal_plays("swap")

    def usable(self, action: str) -> bool:
        if action == "end_turn":
            return self.game.is_legal(EndTurn())
        if action == "pass_turn":
            return self.game.is_legal(Pass())
        if action == "swap_joker":
            return bool(self._swaps())
        return super().usable(action)

    def action_end_turn(self) -> None:
        if self.check_action("end_turn", ()):
            self.try_apply(EndTurn())

    def action_pass_turn(self) -> None:
        if self.check_action("pass_turn", ()):
            self.try_apply(Pass())

    def action_swap_joker(self) -> None:
        if not self.check_action("swap_joker", ()):
            return
        swaps = self._swaps()
        view = self.view()
        if len(swaps) == 1:
            self.try_apply(swaps[0], f"Done: {describe(swaps[0], view, self.game.words)}.")
        else:
            labels = [describe(swap, view, self.game.words) for swap in swaps]
            self.choose("Which joker?", labels, lambda i: self.try_apply(swaps[i], f"Done: {labels[i]}."))
