"""WordcardsApp: the shell that starts a game, shows whose turn it is, and quits safely."""

from __future__ import annotations

import secrets
import signal
from dataclasses import replace
from pathlib import Path
from typing import Any

from textual import events
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input

from wordcards import games, saves
from wordcards.app import next_game
# Called through the module: a test's child replaces quit_on_stop_signals there (tests/test_stop_signals.py).
from wordcards.app import stop_signals
from wordcards.app.next_game import NextGame
from wordcards.app.screens.ask import Answer, AskScreen, QuitScreen, evening_quit_screen, quit_screen, setup_quit_screen
from wordcards.app.screens.footer_keys import COLOURS_KEY
from wordcards.app.screens.handoff import HandoffScreen
from wordcards.app.screens.help import HelpScreen
from wordcards.app.screens.rulebook import RulesScreen
from wordcards.app.screens.setup import GameOffer, SetupScreen
from wordcards.app.screens.turn import TurnScreen
from wordcards.app.screens.unfinished import UnfinishedQuestion
from wordcards.app.game_names import game_named
from wordcards.app.keys_on_their_way import QuitWaits
from wordcards.app.player_app import PlayerApp
from wordcards.app.session import Seating, Session, another_game_choice, first_seat
from wordcards.app.unfinished_save import MOVE_IT_FIRST, Replayed, Unfinished
from wordcards.app.warm_up import build_indexes, start_warm_up
from wordcards.choice import GameChoice, adults_who_cannot_play, game_options, rules_for, seating_refusal
from wordcards.rules_text import match_summary
from wordcards.rulesets import rules_for_a_new_game


class WordcardsApp(PlayerApp):
    CSS_PATH = Path(__file__).with_name("wordcards.tcss")
    TITLE = "wordcards"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [
        # Ctrl+C is how most terminal programs stop: here it asks first. The footer shows it,
        # not Ctrl+Q, which quits Firefox in a browser tab (app/browser_keys.py); Ctrl+Q
        # still works in a terminal.
        Binding("ctrl+c", "request_quit", "Quit", priority=True),
        Binding("ctrl+q", "request_quit", "Quit", show=False, priority=True),
        Binding("question_mark,f1", "help", "Help", key_display="?"),
        Binding("ctrl+r", "rules", "Rules"),
        # Shown on every screen of the app (turns, setup, hand-off, scores, review) where the
        # footer has room: it gives way first (FittedFooter), as on a remote seat.
        COLOURS_KEY,
    ]

    def __init__(
        self,
        session: Session | None = None,
        *,
        choice: Any = None,
        words: Any = None,
        pending: Unfinished | None = None,
        fast: bool = False,
    ):
        super().__init__()
        self.session = session
        self.choice = choice  # a choice.GameChoice when starting a new game
        self.words = words
        self.offered_rules: dict[str, Any] = {}  # no game named: each game's rules, as the setup screen offers it
        # Each game played tonight, its rules and ruleset file: another game (g) back to it keeps them.
        self.rules_tonight: dict[str, tuple[Any, str | None]] = {}
        # The unfinished game found on `play` (unfinished_save.pending_save), as the kind the question asks about.
        self.pending = pending
        self.aside_note: str | None = None  # where a save moved aside went, for the new game's log
        # Quit on the "Unfinished game" question: the save is kept, and the terminal says so.
        self.kept_unfinished = False
        # ... and one that does not replay: the line that says where it is kept (no resume to type).
        self.kept_note: str | None = None
        # Whose hand may be drawn now: set when that player pressed Enter on the hand-off screen.
        # Not game state: it only says who is sitting at the keyboard.
        self.revealed: int | None = None
        # --fast: computer players act without the pause that lets people follow them.
        self.fast = fast or bool(choice is not None and choice.fast)
        self.stops_before_mount: Any = None  # a StopsBeforeTheLoop (SIGTERM) while run() runs in a terminal
        # A Ctrl+Q waiting for the keys before it; the keys behind it answer the quit question.
        self.quit_waits = QuitWaits(self, self.request_quit_now, holds=lambda: not isinstance(self.screen, QuitScreen))

    @classmethod
    def for_new_game(cls, choice, words, pending: Unfinished | None = None) -> "WordcardsApp":
        return cls(None, choice=choice, words=words, pending=pending)

    @property
    def game_kind(self) -> str | None:
        if self.session is not None:
            return self.session.kind
        return self.choice.game if self.choice is not None else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Over a question, a list, the help or the rules (modal screens) only their own keys
        # and Quit reach the app: Help and Rules would do nothing, so the footer leaves them out.
        # But over a list or question whose game is behind the too-small notice: its footer
        # shows them, and its own keys run them here (APP_KEYS_UNSEEN).
        if action in ("help", "rules"):
            return not self.screen.is_modal or self.asked_over_an_unseen_game()
        return True

    def on_resize(self, event: events.Resize) -> None:
        """The screens with the too-small notice fit the terminal's new size at once: Textual
        tells the screens a moment later (it lets the size settle), and keys typed just after
        the terminal grew back came before that, behind the notice, and were lost (a word
        typed, then Ctrl+E: "no play this turn"). Their own Resize fits them again (no change)."""
        for screen in self.screen_stack:
            if isinstance(screen, (SetupScreen, TurnScreen, HandoffScreen, UnfinishedQuestion)) and screen.is_mounted:
                screen.fit(event.size.width, event.size.height)

    def get_key_display(self, binding: Binding) -> str:
        # "?" types itself into a name being typed (the setup screen): there F1 is the help key.
        if binding.action == "help" and isinstance(self.focused, Input):
            return "F1"
        return super().get_key_display(binding)

    # --- starting ------------------------------------------------------------------

    def run(self, *args: Any, **kwargs: Any) -> Any:
        """Textual's run, with SIGTERM noted until on_mount takes it: Textual enters the
        alternate screen before the app is mounted, and SIGTERM then ended the process and
        left the terminal on that screen. SIGHUP is handled by PlayerApp's run, within."""
        if kwargs.get("headless"):
            return super().run(*args, **kwargs)
        with stop_signals.StopsBeforeTheLoop(stopping=lambda: self.hang_ups is not None and self.hang_ups.hung_up) as self.stops_before_mount:
            return super().run(*args, **kwargs)

    def handles_hang_ups(self) -> bool:
        """In a browser tab too (``wordcards serve`` runs this app under Textual's web driver,
        in the server's process group): the server's terminal closing quits the game saving
        the word half typed, as in a terminal (the tab's output goes with the server)."""
        return True

    def stopping_before_the_loop(self) -> bool:
        return self.stops_before_mount is not None and bool(self.stops_before_mount.came)

    def on_mount(self) -> None:
        if not self.is_headless:  # a real terminal to give back (tests run headless, in pytest's loop)
            stop_signals.quit_on_stop_signals(self._quit_on_signal)
            self.listen_for_hang_ups()  # from now on, a hang-up is no second stop before the loop
            stop = self._stopped_before_mount()
            if stop is not None:
                self._quit_before_starting(stop)
                return
        words = self.session.game.words if self.session is not None else self.words
        self.call_after_refresh(start_warm_up, build_indexes, words, self.game_kind)
        if self.pending is not None:
            self.push_screen(self._unfinished_screen(self.pending), self._on_unfinished)
        else:
            self._start()

    def _unfinished_screen(self, pending: Unfinished) -> AskScreen:
        answers = [Answer("r", "Resume the unfinished game", "resume")] if pending.resumes else []
        answers += [Answer("n", f"Start a new game{self._new_game_named(scoring=False)}", "new"), Answer("q", "Quit", "quit")]
        # Esc backs out as it does from every other question: the save stays as it is.
        answers.append(Answer("escape", "Quit", "quit", "Esc"))
        return UnfinishedQuestion(pending.question(self._new_game_named(scoring=True)), answers)

    def _new_game_named(self, scoring: bool) -> str:
        """" of Word Rummy" for the unfinished-game question to say which game its n starts,
        ``scoring``: with the match's (" of Word Rummy with inverse scoring"; the answer's line
        is kept short, unwrapped); "" with no game named: the setup screen asks which."""
        if self.choice.asked:
            return ""
        variant = self.choice.options.get("variant") if scoring else None
        return f" of {game_named(self.choice.game, self.choice.rules.name, variant if isinstance(variant, str) else None)}"

    def _on_unfinished(self, answer: str | None) -> None:
        pending, self.pending = self.pending, None
        assert pending is not None, "the question is asked only about an unfinished game"
        if answer == "quit":
            self._kept_on_quit(pending)
            self.exit()
        elif answer == "resume":
            self._resume(pending)
        else:
            what = pending.moved_aside_as
            if what is not None:  # a new game would write over it: moved aside first
                try:
                    where = saves.set_aside(pending.path)
                except OSError as exc:
                    self._kept_on_quit(pending, moved=False)
                    self._not_moved_aside(what, pending.path, exc)
                    return
                # Said in the new game's log too: a toast is gone in seconds.
                self.aside_note = f"The {what} was moved to {where} (it is not deleted)."
                self.notify(self.aside_note, timeout=8, markup=False)
            self._start()

    def _kept_on_quit(self, pending: Unfinished, moved: bool = True) -> None:
        """What the terminal says of ``pending`` once the app quits (``moved``: False, the move
        aside failed): launch's line with the command to resume it, for a kind
        ``resumable_on_quit``, else the kind's own note."""
        self.kept_unfinished = pending.resumable_on_quit
        self.kept_note = None if pending.resumable_on_quit else pending.quit_note(moved)

    def _not_moved_aside(self, what: str, path: Path, exc: OSError) -> None:
        """A save that could not be moved aside is never written over (the new game's first
        save would): no new game, and why, where it is and what to do, then quit."""
        why = exc.strerror or str(exc)  # "Permission denied", not "[Errno 13] ...: 'a' -> 'b'"
        body = (
            f"The {what} could not be moved aside ({why}): a new game would have written over it."
            f"\n\nIt is still in {path}, untouched. {MOVE_IT_FIRST}, then start the new game again."
        )
        answers = [Answer("q", "Quit", "quit"), Answer("escape", "Quit", "quit", "Esc")]
        self.push_screen(AskScreen("No new game was started", body, answers), lambda _: self.exit())

    def _resume(self, pending: Unfinished) -> None:
        refusal = pending.refusal()
        if refusal is not None:  # found before the question: not read again
            self._cannot_resume(refusal)
            # Said once the app is gone too, as a quit on the question says it.
            self.kept_note = pending.quit_note()
            return
        assert isinstance(pending, Replayed), "Resume is offered only for a save that replays"
        self.session = pending.session  # replayed before the question: not twice
        # Its own files, not the command line's, for play again and another game after it.
        self.choice, self.words = None, pending.session.game.words
        self._begin(pending.session)

    def _cannot_resume(self, why: str) -> None:
        self.push_screen(
            AskScreen("The game cannot be resumed", why, [Answer("q", "Quit", "quit"), Answer("escape", "Quit", "quit", "Esc")]),
            lambda _: self.exit(),
        )

    def _start(self) -> None:
        if self.session is not None:
            self._begin(self.session)
        elif self.choice.players is not None:
            self._new_session(Seating(self.choice.players, self.choice.first))
        else:
            rules = self.choice.rules
            setup = SetupScreen(
                game_named(self.choice.game, rules.name),  # as the unfinished-game question names it
                rules.min_players,
                rules.max_players,
                self.choice.juniors,
                self.choice.first,
                juniors_play_easier=rules.juniors_play_easier,
                about=match_summary(self.choice.options),
                offers=self._offers() if self.choice.asked else (),
                game_chosen=self._game_chosen,
                refused=lambda players: seating_refusal(self.choice, self.words, players),
                warned=lambda players: adults_who_cannot_play(self.choice.rules, self.words, players),
            )
            self.push_screen(setup, self._seated)

    def _offers(self) -> tuple[Any, ...]:
        """The games the setup screen offers (no game was named), by their shipped rules."""
        offers = []
        for name, entry in games.GAMES.items():
            rules = self.offered_rules[name] = rules_for(name, None)
            variants = tuple((variant, match_summary(game_options(name, rules, {"variant": variant}))) for variant in entry.variants)
            offers.append(GameOffer(name, entry.title, rules.min_players, rules.max_players, rules.juniors_play_easier, variants))
        return tuple(offers)

    def _game_chosen(self, game: str, variant: str | None) -> None:
        """A game (and its scoring) chosen on the setup screen: the new game's, and the one
        help and the rules (Ctrl+R) speak of meanwhile."""
        rules = self.offered_rules.get(game, self.choice.rules)
        options = game_options(game, rules, {"variant": variant} if variant else {})
        self.choice = replace(self.choice, game=game, rules=rules, options=options)

    def _seated(self, seating: Seating | None) -> None:
        if seating is not None:  # the setup screen is left only with the players seated
            self._new_session(seating)

    def _new_session(self, seating: Seating, evening: tuple[tuple[str, ...], ...] = (), again: bool = False) -> None:
        first = seating.first
        if not isinstance(first, int):  # a name or "random" (S15)
            first = first_seat(seating.players, first, self.choice.seed)
        session = self.session = Session.new(self.choice, self.words, seating.players, first=first, evening=evening)
        if self.aside_note is not None:  # the first line of the first game after the question
            session.note(self.aside_note, save=False)
            self.aside_note = None
        session.note_how_the_game_starts(seating.first, again)
        # Saved at once, but after the first screen is drawn: the save needs the word
        # list's checksum, which takes a moment to compute.
        self.call_after_refresh(session.save)
        self._begin(session)

    def _begin(self, session: Session) -> None:
        turn = games.entry(session.kind).load("turn_screen")(session)
        self.revealed = None
        notice, session.resume_notice = session.resume_notice, None  # the log keeps it too
        if self.screen_stack[1:]:  # a new game from the score screen: replace the old turn screen
            self.switch_screen(turn)
        elif turn.handoff_due():
            # The hand-off is drawn first and the turn screen composed only once the player
            # presses Enter: nothing of it shows before, and the first screen comes sooner.
            handoff = turn.handoff()
            if notice is not None and notice in " ".join(handoff.news):
                notice = None  # the hand-off says it: a toast besides covered it, then the hand

            def revealed() -> Screen | None:
                if self.return_code is not None:  # quitting (Ctrl+Q, Enter, y in one burst): nothing more to show
                    return None
                turn.take_keyboard()
                return turn

            handoff.followed_by = revealed
            self.push_screen(handoff)
        else:
            self.push_screen(turn)
        # A toast, gone in seconds: said where no hand-off says it (a computer to act, or
        # news cut short of it). Never over the hand-off: it clears the toasts and says
        # them again as it closes, over the table (ToastsCleared).
        if notice is not None:
            self.notify(notice, timeout=10, markup=False)

    def play_again(self) -> None:
        """From a final score screen: the same players, options and ruleset, a new deal, and
        the first seat moved on one place (S15); the evening's scoreboard carries on."""
        self._next_on_this_table(self.this_tables_choice())

    def next_games(self) -> list[NextGame]:
        """The games this table may play next (g on a final score): those ``next_game.next_games``
        offers that the table's word list and house file can play (``seating_refusal``)."""
        session = self.session
        assert session is not None, "another game comes from the score screen of a game"
        game = session.game
        self.rules_tonight[game.game_name] = (rules_for_a_new_game(game.rules), session.ruleset)
        offers = next_game.next_games(game, self.rules_tonight)
        return [offer for offer in offers if seating_refusal(self._choice_of(offer), game.words, game.players) is None]

    def play_another(self, picked: NextGame) -> None:
        """From a final score screen (g): the same players in another game, or the same game
        with another scoring (``next_games``); a new deal, the first seat moved on (S15) and
        the evening's scoreboard carried on."""
        self._next_on_this_table(self._choice_of(picked))

    def this_tables_choice(self) -> GameChoice:
        """The choice that deals this session's game again (its files, rules and options)."""
        session = self.session
        assert session is not None, "a game is played again from its score screen"
        if self.choice is None:  # started by resume: the game's own files
            self.choice = another_game_choice(session.game, session.wordlist, session.house, session.ruleset)
            self.words = session.game.words
        return self.choice

    def _choice_of(self, picked: NextGame) -> GameChoice:
        rules, options, ruleset = picked.rules, picked.options, picked.ruleset
        return replace(self.this_tables_choice(), game=picked.game, rules=rules, options=options, ruleset=ruleset)

    def _next_on_this_table(self, choice: GameChoice) -> None:
        """``choice`` dealt for the same players, the first seat moved on (S15), the evening carried on."""
        session = self.session
        assert session is not None, "a game is played again from its score screen"
        players = session.game.players
        self.choice = replace(choice, players=players, seed=secrets.randbelow(2**31))
        self._new_session(Seating(players, session.next_first_seat), evening=session.evening_so_far(), again=True)

    # --- keys available everywhere ------------------------------------------------

    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            rules = self.session.game.rules if self.session else getattr(self.choice, "rules", None)
            asked = self.session is None and getattr(self.choice, "asked", False)
            self.push_screen(HelpScreen(self.game_kind, rules, setup=self.screen.name == "setup", asked=asked))

    def action_rules(self) -> None:
        if self.game_kind and not isinstance(self.screen, RulesScreen):
            if self.session:
                rules, options = self.session.game.rules, self.session.game.options
            else:
                rules, options = self.choice.rules, self.choice.options
            self.push_screen(RulesScreen(rules, options))

    def action_toggle_theme(self) -> None:
        self.flip_colours()
        for screen in self.screen_stack:  # card colours are chosen per theme when drawn
            if hasattr(screen, "redraw") and getattr(screen, "session", None) is not None:
                screen.redraw()

    def action_request_quit(self) -> None:
        # Ctrl+Q is the app's (priority) key, read as it comes: the keys typed before it in
        # one burst were still on their way (a name, a word and Enter, Ctrl+E, a list's
        # pick), and it asked over what they had not done yet, or quit without asking over
        # untouched seats. Asked once they have gone all the way up, as typed slowly. Over
        # the quit question too: its answers come through the focus (AskScreen.on_key), so
        # an n before Ctrl+Q keeps playing first. The keys behind it are not held there:
        # they answer it (Ctrl+Q y after a failed save quits).
        self.quit_waits.start(self.screen.focused or self.screen)

    def after_typed(self) -> None:
        # One that found the wait lost went through (keys_held): the wait goes on behind it.
        self.quit_waits.carry_on_if_lost()

    def keys_held(self) -> bool:
        # Typed behind a Ctrl+Q that waits, not onto a name or the word line under the question.
        # A query only: a lost wait is carried on in after_typed, behind the key that found it.
        return self.quit_waits.holds_keys()

    def request_quit_now(self) -> None:
        """Ctrl+Q or Ctrl+C: quit, or ask first where something would be lost."""
        if self.return_code is not None:  # quitting already: a second Ctrl+Q of the same burst asks nothing
            return
        if isinstance(self.screen, QuitScreen):  # a failed save holds this key (in its grace the app dropped it)
            self.screen.quit_key_again()
            return
        if self.session is None:  # before a game: only the setup screen can lose anything
            if self._setup_changed():
                self.push_screen(setup_quit_screen(), self._on_quit_answer)
            else:
                self.exit()
            return
        if self.session.autosave and self.session.save_problem:
            self.session.save()  # once more: the disk may have room again
        # A game over loses nothing on a quit, its end saved or not (the line printed says which).
        if self.session.game.is_over:
            games = len(self.session.evening_so_far())
            if games > 1:  # nothing of the game is lost, but tonight's scoreboard would be
                self.push_screen(evening_quit_screen(games, self.screen.name), self._on_quit_answer)
            else:
                self.exit()
            return
        self.push_screen(
            quit_screen(saved=self.session.autosave, problem=self.session.save_problem), self._on_quit_answer
        )

    def _quit_on_signal(self, stop: signal.Signals) -> None:
        """SIGTERM or SIGHUP (its output sent nowhere already: HangUpsHandled): quit as the
        quit question's Quit does, asking nothing (no one may be there to answer); the
        unfinished game question's save is kept as it is."""
        self._stopped_by(stop)
        self._quit_game()

    def quit_on_hang_up(self) -> None:
        """The terminal closed: quit as on SIGTERM, the game saved, printing nothing after."""
        if stop_signals.HANG_UP is not None:
            self._quit_on_signal(stop_signals.HANG_UP)

    def _stopped_before_mount(self) -> signal.Signals | None:
        """The stop that came before the app was mounted: SIGHUP (the terminal gone: nothing
        is to be printed), or SIGTERM (StopsBeforeTheLoop), or None."""
        if self.hang_ups is not None and self.hang_ups.hung_up:
            return stop_signals.HANG_UP
        return self.stops_before_mount.came[0] if self.stops_before_mount is not None and self.stops_before_mount.came else None

    def _quit_before_starting(self, stop: signal.Signals) -> None:
        """A stop signal came before the app was mounted: quit without starting. Nothing of
        this run is played, so nothing is saved; a resumed game's save stays as it was
        written, and is said as on a Quit (not after a hang-up: the terminal is gone)."""
        self._stopped_by(stop)
        self.exit()

    def _stopped_by(self, stop: signal.Signals) -> None:
        if stop != signal.SIGTERM:  # SIGHUP (named so only where there is one)
            self.hung_up = True
        if self.pending is not None:
            self._kept_on_quit(self.pending)

    def _setup_changed(self) -> bool:
        """Names typed or marks changed on the setup screen (help may be open above it)."""
        return any(isinstance(screen, SetupScreen) and screen.changed for screen in self.screen_stack)

    def _on_quit_answer(self, answer: str | None) -> None:
        if answer == "quit":
            self._quit_game()

    def _quit_game(self) -> None:
        """Quit, the game saved once more with the word half typed on the line (the
        autosave after each action knew only the line as it was then)."""
        if self.return_code is not None:  # saved and quitting already: the screens are going
            return
        session = self.session
        if session is not None and session.autosave and not session.game.is_over:
            session.save()
        self.exit()
