"""The game being played and its autosave. Every change to the game goes through here.

Widgets never change the game themselves: a screen asks the session to apply an action
(an intent the engine checks), and the session saves after every change, atomically.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from wordcards import games, saves
from wordcards.app.ending import StandingClock, clock_past_ending, ending_to_save, held_ending, played_to_save
from wordcards.app.game_in_play import GameInPlay, OwnsAGameInPlay, hint_note, notes_read_back
from wordcards.app.hint_promises import Promises
from wordcards.choice import JUNIOR_PREFIX, adults_who_cannot_play, name_key
from wordcards.engine.contract import GameContract
from wordcards.engine.errors import IllegalPlay, SaveError, WordNotInList, WordTakenOut
from wordcards.engine.game import Action
from wordcards.engine.players import Player, short_name
from wordcards.quoting import quote
from wordcards.rules_text import is_juniors_note, juniors_note, juniors_rules_changed_since_saved
from wordcards.app.rules_on_resume import rules_on_resume
from wordcards.rulesets import not_replayed_as_in_file, not_replayed_as_shipped, numbers_not_as_shipped

if TYPE_CHECKING:
    from wordcards.choice import GameChoice
    from wordcards.rulesets import Rules


RANDOM = "random"  # who starts: the seed chooses (S15)


@dataclass(frozen=True)
class Seating:
    """Who sits where and who starts (S15): a seat number, a player's name, "random" or None
    (the first seat). The setup screen returns one; so does --players with --first."""

    players: tuple[Player, ...]
    first: int | str | None = None


def first_seat(players: Sequence[Player], first: str | None, seed: int) -> int:
    """S15: the seat that plays first: a named player, one chosen by the seed, or seat 0."""
    if first is None:
        return 0
    if first == RANDOM:
        from wordcards.engine.seeding import rng

        return rng(seed, "first player").randrange(len(players))
    seats = seats_named(players, first)
    if len(seats) == 1:
        return seats[0]
    if seats:
        ways = " or ".join(f"--first {short_name(players[seat])}" for seat in seats)
        raise ValueError(f"{fits_several(players, first, seats)}; say which: {ways}")
    raise ValueError(f"{quote(first)} is not one of the players ({', '.join(p.name for p in players)})")


def seats_named(players: Sequence[Player], name: str) -> list[int]:
    """The seats ``name`` names (any case): a player's name as spelt, else as it looks
    (``choice.name_key``: ann for ＡＮＮ or Аnn with a Cyrillic А, as the table sees them),
    else a seat as typed in --players ("Bit" or "cpu:hard" for "Bit (hard)", "junior:Cy"). Names
    that look alike are refused at the start, but a save of before may hold two: both fit."""
    spelt = [seat for seat, player in enumerate(players) if player.name.casefold() == name.strip().casefold()]
    if spelt:
        return spelt
    wanted = name_key(name)
    alike = [seat for seat, player in enumerate(players) if name_key(player.name) == wanted]
    return alike or [seat for seat, player in enumerate(players) if wanted in _names_as_typed(player)]


def fits_several(players: Sequence[Player], name: str, seats: Sequence[int]) -> str:
    """The start of a refusal of ``name`` as one player ("cpu:hard" when two seats are hard
    computers); the caller says how to name one for its option."""
    return f"{quote(name)} fits more than one seat ({', '.join(players[seat].name for seat in seats)})"


def first_reason(name: str, chosen: int | str | None, again: bool = False) -> str | None:
    """S15: a log line saying why ``name`` plays first: ``chosen`` as the table gave it
    ("random", a seat or a name), or ``again``: a game played again. None when nobody was
    chosen: the first seat plays first, as seat order is play order (S2)."""
    if again:
        why = "the first seat moves on one place each game"
    elif chosen == RANDOM:
        why = "drawn at random"
    elif chosen is None:
        return None
    else:
        why = "the table's choice"
    return f"Why {name} plays first: {why} (S15)"


def _names_as_typed(player: Player) -> set[str]:
    """The keys of what --players may have typed for a seat: "Bit" or "cpu:hard" for a
    computer, "junior:Cy" for a junior."""
    if player.computer is None:
        return {name_key(f"{JUNIOR_PREFIX}:{player.name}")} if player.junior else set()
    level = player.computer.casefold()
    return {name_key(short_name(player)), f"cpu:{level}"} | ({"cpu"} if level == "normal" else set())


def game_class(game: str) -> Any:
    """The engine's class of the game called ``game`` (from the registry)."""
    return games.entry(game).load("engine")


def _standing_clock(game: str) -> StandingClock | None:
    """A game the registry calls timed is given the wall clock, standing until the first hand
    is shown (``Session.start_clock``); a match by minutes (R8) reads it, and the engine records
    what it read."""
    return StandingClock(time.monotonic) if games.entry(game).timed else None


@dataclass(frozen=True)
class ReplayedPosition:
    """What the hand-off needs of the game after one action: the seat to act, the engine
    log's length, whether it is over, whether it waits between two hands, and whether that
    action was no play (it ends the turn, also when the same seat acts again: S3)."""

    current: int
    log_length: int
    is_over: bool
    between_hands: bool
    no_play: bool


def position_of(game: GameContract) -> ReplayedPosition:
    """The game as the hand-off reads it now."""
    actions = game.actions
    # A Shuffle end or pass (is_play False) ends a turn; rummy's actions have no is_play,
    # and its turn ends as the seat to act changes.
    no_play = bool(actions) and getattr(actions[-1], "is_play", True) is False
    return ReplayedPosition(game.current, len(game.log), game.is_over, game.between_hands, no_play)


def ends_a_turn(seat: int, was_between: bool, after: ReplayedPosition) -> bool:
    """Whether the action ``seat`` took (``was_between``: the game waited between two hands
    before it) ended that seat's turn: the turn passes, or the game or the hand ends, or it
    was no play (S3: a hand played out draws 7 and takes another turn at once, a turn of its
    own, as the review counts it). Moving on to the next hand is nobody's turn. One rule for
    the shared keyboard (TurnScreen) and the host (HostTable)."""
    if was_between:
        return False
    return after.current != seat or after.is_over or after.between_hands or after.no_play


def turn_began(positions: Sequence[ReplayedPosition], first_seat: int) -> int:
    """The engine log's length when the turn of the seat to act began, found from a resumed
    game's ``positions`` (one after each action replayed) by ``ends_a_turn``: a hint is noted
    once a turn, also across a resume."""
    began, acting, between = 0, first_seat, False
    for position in positions:
        if ends_a_turn(acting, between, position):
            began = position.log_length
        acting, between = position.current, position.between_hands
    return began


class Session(OwnsAGameInPlay):
    def __init__(self, game: GameContract, wordlist: str | None = None, house: str | None = None, autosave: bool = True):
        # The game, its notes and its ending held, changed as the host's table changes its
        # own (game_in_play.py), each change saved to the autosave (``save``).
        self.in_play = GameInPlay(game, save=lambda: self.save())
        self.wordlist, self.house = wordlist, house
        # The --ruleset file the game was started with (None: the shipped one): saved beside
        # the game, so a save that no longer replays can be compared with it.
        self.ruleset: str | None = None
        self.autosave = autosave
        self.save_problem: str | None = None  # the last save failure, for the screen to show
        self.save_failure: str | None = None  # ... and why, alone: the line printed on quitting says it
        # This game is in the save on disk (written by this session, or resumed from it): what
        # a failed save says resume would find, known without asking the failing disk.
        self.on_disk = False
        # A resumed game: the position after each action replayed, so the hand-off can tell
        # what happened since each player's last turn as it did before the quit.
        self.replayed_positions: tuple[ReplayedPosition, ...] = ()
        # The evening so far: who won each earlier game (S15 "play again"); saved beside
        # the game, so resume keeps the scoreboard.
        self.evening: tuple[tuple[str, ...], ...] = ()
        # The word half typed on the line (UI state, saved beside the actions, never one):
        # ``draft_source`` reads it off the screen at each save; ``draft`` is the one read
        # from the save, until its player takes the keyboard and finds it back on the line.
        self.draft: saves.Draft | None = None
        self.draft_source: Callable[[], saves.Draft | None] | None = None
        # A match by minutes' clock, standing from the start or the resume until the first
        # hand is shown (``start_clock``); None for a game played by no clock, or one given
        # its clock by its caller (tests, the host of remote seats).
        self.clock: StandingClock | None = None
        # Said once the resumed game is on screen (a toast; the log keeps it as a note).
        self.resume_notice: str | None = None
        # The plays hints in steps promised once the step before each is made (hint_promises.py):
        # here, not in a screen, so the one due now is saved and a resume keeps its word.
        self.promises = Promises()

    @property
    def kind(self) -> str:
        return self.game.game_name

    @classmethod
    def new(
        cls,
        choice: "GameChoice",
        words,
        players: Sequence[Player],
        autosave: bool = True,
        first: int = 0,
        evening: Sequence[Sequence[str]] = (),
    ) -> "Session":
        """A new game, ``first`` playing first (S15); the caller saves it (the app does so
        once the first screen is up). ``evening``: who won each earlier game tonight. The log
        starts with the notes its rules call for (``rules_notes``)."""
        clock = _standing_clock(choice.game)
        options = dict(choice.options) if clock is None else {**choice.options, "clock": clock}
        game = game_class(choice.game).new(choice.rules, words, tuple(players), choice.seed, first=first, **options)
        session = cls(game, choice.wordlist, choice.house, autosave)
        session.ruleset = choice.ruleset
        session.clock = clock
        session.evening = tuple(tuple(winners) for winners in evening)
        # Here, so that a hosted game's log says them as a game at one screen does.
        session._note_what_the_rules_call_for()
        return session

    def note_how_the_game_starts(self, chosen: int | str | None, again: bool = False) -> None:
        """A new game's opening notes, the same at one screen and at a hosted table: who
        starts and why (S15), then the adults who can never play at a junior's table (S12)."""
        self.note_who_starts(chosen, again)
        left_out = adults_who_cannot_play(self.game.rules, self.game.words, self.game.players)
        if left_out is not None:  # before the first play: the hand-off (or each seat's log) shows it
            self.note(left_out, save=False)

    def note_who_starts(self, chosen: int | str | None, again: bool = False) -> None:
        """S15: the log (and so the hand-off, or each remote seat) says why this game's first
        player starts (``first_reason``); a new game's note, kept in its first save."""
        reason = first_reason(self.game.players[self.first_seat].name, chosen, again)
        if reason:
            self.note(reason, save=False)

    @property
    def first_seat(self) -> int:
        """The seat that played first in this game (S15)."""
        return self.game.options.get("first", 0)

    @property
    def next_first_seat(self) -> int:
        """The seat that plays first if the table plays again: the next one on (S15)."""
        return next_first_seat(self.game)

    def evening_so_far(self) -> tuple[tuple[str, ...], ...]:
        """Who won each game of the evening, this one included once it is over."""
        return evening_so_far(self.game, self.evening)

    def scoreboard(self) -> list[tuple[str, int]]:
        return scoreboard(self.game.players, self.evening_so_far())

    @classmethod
    def resume(
        cls, saved: saves.Saved, words, wordlist: str | None, house: str | None, replayed: Callable[[Any], None] | None = None
    ) -> "Session":
        """Replay the saved game (``replayed``: called with it after each action, as the
        engine's from_json). Raises SaveUnreadable (path and reason) when it does not replay."""
        positions: list[ReplayedPosition] = []

        def keep_position(game: Any) -> None:
            positions.append(position_of(game))
            if replayed is not None:
                replayed(game)

        try:
            entry = games.entry(saved.game)
            clock = _standing_clock(saved.game)
            if clock is not None:  # a timed match (R8) counts on from the time played when saved
                game = entry.load("engine").from_json(saved.text, words, keep_position, clock=clock, played=saved.played)
            else:
                game = entry.load("engine").from_json(saved.text, words, keep_position)
        # The engine's typed errors (NotationError is a ValueError), and a game this version
        # does not know (ValueError): SaveUnreadable is the only error a save gives.
        except (SaveError, IllegalPlay, ValueError) as exc:
            raise not_replayed_because(saved, words, exc) from None
        session = cls(game, wordlist, house)
        session.ruleset = saved.ruleset
        session.on_disk = True
        session.clock = clock
        session.replayed_positions = tuple(positions)
        session.in_play.notes = notes_read_back(saved.notes, len(game.log), game.players)
        session.evening = saved.evening
        session.draft = saved.draft
        session.promises.restore(game, saved.promise, saved.hint_told)  # dropped unless on this very position (and legal)
        session._note_what_the_rules_call_for()
        session.in_play.ending = held_ending(game, saved.ending)
        if clock is not None:
            clock_past_ending(game, session.in_play.ending, clock)
        rules_said = rules_on_resume(saved, game.rules)  # numbers not those it would be dealt by now
        if rules_said is not None:
            # Once in the log: a quit and a resume again on the same position (a fact of the rules: in the whole game) add no second line.
            session.note_once(rules_said.text, since=None if rules_said.warns else 0, save=False)
            if rules_said.warns:
                session.resume_notice = rules_said.text
        if saved.words_digest is not None and saved.words_digest != words.sha256:
            # The actions replayed, but words valid when it was saved may now be refused.
            changed = words_changed_notice(wordlist, house)
            session.note(changed, save=False)  # saved with the next action, as the new words' digest
            session.resume_notice = f"{session.resume_notice} {changed}" if session.resume_notice else changed
        return session

    def _note_what_the_rules_call_for(self) -> None:
        """Note each line the game's rules call for (``rules_notes``) that the log does not
        hold yet: a new game's log starts with them; a resumed game's has them from its
        start, but for one its version did not note (an older save's Shuffle juniors), filed
        where a new game has it, before the first action and any other note there, not at
        the log's end, where it read as something that just happened (docs/decisions/app.md),
        and one its rules call for only as played now (an old save's juniors,
        docs/decisions/rummy.md), noted at the end: it tells of a change from the resume on.
        Either is saved with the next action. A finished game gets none: no action saves it.
        A note in an earlier version's wording counts (``rules_notes_missing``)."""
        if self.game.is_over:
            return
        missing = rules_notes_missing(self.game.rules, self.game.players, [text for _, text in self.in_play.notes])
        if juniors_rules_changed_since_saved(self.game.rules):
            for text in missing:
                self.note(text, save=False)
            return
        if not missing:
            return
        start = log_length_before_the_first_action(self.game)
        before = next((index for index, (at, _) in enumerate(self.in_play.notes) if at >= start), len(self.in_play.notes))
        self.in_play.notes[before:before] = [(start, text) for text in missing]

    def start_clock(self) -> None:
        """A match by minutes' clock runs from now (R8): the first hand (or a hand's scores)
        is shown after the start or the resume. Until then it stood: the wait behind the
        first hand-off is nobody's play, as a hosted clock waits for every seat to join.
        Nothing once it runs: later hand-offs are the match's time."""
        if self.clock is not None:
            self.clock.start()

    # --- changes -------------------------------------------------------------------

    def apply(self, action) -> None:
        """Apply an action the engine accepts (raises IllegalPlay otherwise), then save."""
        self.in_play.apply(action)

    def undo(self) -> Action:
        """Take back the last play of this turn (the notes kept in place), then save; the
        play taken back."""
        return self.in_play.undo()

    def hold_ending(self) -> Action | None:
        """The action that ends the game from here on (not applied yet), decided now if none
        is held (a save of an older version held none: its clock is asked again), and saved."""
        self.in_play.hold_ending()
        return self.in_play.ending

    def draft_now(self) -> saves.Draft | None:
        """The word on the line to save, if any."""
        return self.in_play.typed_here(self.draft_source() if self.draft_source is not None else self.draft)

    def take_draft(self) -> saves.Draft | None:
        """The draft read from the save, once: for the line of its player taking the keyboard."""
        draft, self.draft = self.draft, None
        return self.in_play.typed_here(draft)

    def note(self, text: str, save: bool = True) -> None:
        """Add a line of the app's own to the log (the game is not changed), then save
        (``save=False``: a new game, whose first save comes once its screen is up)."""
        self.in_play.note(text, save)

    def note_once(self, text: str, since: int | None = None, save: bool = True) -> bool:
        """``note``, unless a note written since the log was ``since`` lines long (by default:
        on this position) says the same (GameInPlay.note_once); True when noted."""
        return self.in_play.note_once(text, since, save)

    def hint_used_here(self) -> bool:
        """Whether the player to act was told a hint on the position the game is at: a
        resumed game shows that hint again (it is found again the same: a hint is the same
        for the same position and seed), and adds no second note. The save's record of it
        (``Promises.told_here``) says so; a save without one (an older version's) by the log's
        note at its end (every action adds a line to the log, so it was written on this
        position; the log notes a hint once a turn, so it misses a later one)."""
        return self.promises.told_here(self.game) or hint_noted_here(self.game, self.in_play.notes)

    def log(self, lines: Sequence[str] | None = None) -> list[str]:
        """The log as shown: the engine's lines (or ``lines``, the same made friendlier)
        with the app's notes where they were written (an undo moves a note back to the
        lines that remain, see ``undo``)."""
        return with_notes(self.game.log if lines is None else lines, self.in_play.notes)

    def position(self) -> ReplayedPosition:
        return position_of(self.game)

    def progress(self) -> str | None:
        """How far the game got, in one short line (the registry's game says it), or None:
        a finished game is asked about by no one, and a line that cannot be made (a new
        variant the line does not know) is left out, never failing the save it rides in."""
        entry = games.entry(self.game.game_name)
        if not entry.progress or self.game.is_over:
            return None
        try:
            return entry.load("progress")(self.game)
        except Exception:  # only a convenience: the question goes without it
            return None

    def save(self) -> None:
        if not self.autosave:
            return
        try:
            over = self.game.is_over
            ending = ending_to_save(self.game, self.in_play.ending)
            saves.write_save(
                self.game.to_json(), self.wordlist, self.house, self.in_play.notes, self.evening_so_far(), over=over, draft=self.draft_now(),
                ending=ending, played=played_to_save(self.game), progress=self.progress(),
                promise=self.promises.to_save(self.game), hint_told=self.promises.told_to_save(self.game),
                ruleset=self.ruleset,
            )
            self.on_disk = True
            if over:
                saves.finish_save()
            self.save_problem = self.save_failure = None
        except OSError as exc:
            # Never lose the game on screen because the disk said no: say so and play on.
            self.save_problem = unsaved_message(exc, self.on_disk, over=self.game.is_over)
            self.save_failure = saves.cannot_write(exc, saves.save_path())


def words_changed_notice(wordlist: str | None, house: str | None) -> str:
    """One line for a resume whose words differ from those the game was saved with (the
    file at the same path changed, or the shipped list with a new version)."""
    which = f"The word list {wordlist}" if wordlist else "The shipped word list"
    if house:
        which += f" (with the house words {house})"
    return f"{which} changed since this game was saved: words are checked against it as it is now."


def next_first_seat(game: GameContract) -> int:
    """The seat that plays first if the table plays ``game`` again: the next one on (S15),
    at one screen and at a hosted table alike."""
    return (game.options.get("first", 0) + 1) % len(game.players)


def evening_so_far(game: GameContract, earlier: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    """Who won each game of the evening (S15 "play again"): the ``earlier`` games' winners,
    and ``game``'s once it is over (at one screen and at a hosted table alike)."""
    outcome = game.outcome if game.is_over else None
    if outcome is None:
        return earlier
    return (*earlier, tuple(game.players[seat].name for seat in outcome.winners))


def scoreboard(players: Sequence[Player], evening: Sequence[Sequence[str]]) -> list[tuple[str, int]]:
    """Games won tonight by each player at the table, in seat order (a shared win counts
    for each player who shared it)."""
    return [(player.name, sum(player.name in winners for winners in evening)) for player in players]


def another_game_choice(game: GameContract, wordlist: str | None, house: str | None, ruleset: str | None) -> "GameChoice":
    """The choice that plays ``game`` again (S15 "play again", at one screen or a hosted
    table): its players, ruleset and options, and the files it was started with; the seed
    is ``game``'s (the caller gives a fresh one)."""
    from wordcards.choice import GameChoice
    from wordcards.rulesets import rules_for_a_new_game

    options = {key: value for key, value in game.options.items() if key != "first"}  # each game sets its own
    rules = rules_for_a_new_game(game.rules)  # a new game: no old save's minimum of 1
    return GameChoice(game.game_name, rules, game.players, False, game.seed, wordlist, house, options, ruleset=ruleset)


def log_length_before_the_first_action(game: GameContract) -> int:
    """The engine log's length when ``game`` was set up (its deal's lines), found by setting
    it up again from its record without the actions."""
    if not game.actions:
        return len(game.log)
    fresh = type(game).from_record(replace(game.record(), actions=()), game.words)
    return len(fresh.log)


def rules_notes(rules: Rules, players: Sequence[Player]) -> list[str]:
    """The lines a game's rules, as played, call for in its log with ``players`` at the table:
    the S12 juniors note whenever a junior sits, saying what "Cy jr" changes (shorter words,
    beside the adults' lengths) or that it changes nothing (``juniors_note``)."""
    same_rules = juniors_note(rules, _juniors(players))
    return [same_rules] if same_rules else []


def rules_notes_missing(rules: Rules, players: Sequence[Player], noted: Sequence[str]) -> list[str]:
    """The ``rules_notes`` that a log's ``noted`` lines lack. The juniors note is there when
    one of them is it in this version's wording or an earlier one's (``is_juniors_note``),
    not when another note merely begins with the same names."""
    juniors = _juniors(players)
    if any(is_juniors_note(text, rules, juniors) for text in noted):
        return []
    return rules_notes(rules, players)


def _juniors(players: Sequence[Player]) -> list[str]:
    return [player.name for player in players if player.junior]


def hint_noted_here(game: GameContract, notes: Sequence[tuple[int, str]]) -> bool:
    """Whether ``notes`` say the player to act used a hint on the position ``game`` is at
    (see ``Session.hint_used_here``; the host of remote seats asks it too)."""
    if game.is_over:
        return False
    return (len(game.log), hint_note(game.players[game.current].name)) in notes


def unsaved_message(exc: OSError, on_disk: bool, over: bool = False) -> str:
    """A failed save said plainly (saves.cannot_write): what is in the way, that play goes
    on, and what ``resume`` would carry on from (``on_disk``: this game's last good save,
    written atomically, is whole; else none of it is). Known, not asked of the disk that
    failed: a file there may be another game's (a new game's first save failed, the old
    one's still there), and asking may fail too (EIO). ``over``: the game's end is what
    failed (``over_unsaved``)."""
    from wordcards.app.command import command, on_its_own_line

    path = saves.save_path()
    if over:
        return over_unsaved(saves.cannot_write(exc, path), on_disk and still_there(path))
    said = f"The game could not be saved: {saves.cannot_write(exc, path)}. Play goes on, and each move tries again"
    if on_disk and still_there(path):
        # The command on a line of its own: a long path beside the sentence was split by wrapping.
        kept = f"{said}; the last good save is kept. To carry on from there (not from here), type"
        return on_its_own_line(kept, command("resume"))
    # Not a command to type (it would find nothing), so it stays inside the sentence.
    return f"{said}; nothing of this game is saved yet: '{command('resume')}' could not carry it on."


def over_unsaved(why: str, kept: bool, shown: str = "is shown here") -> str:
    """The save of a game's end failed (``why``): nothing of the game is lost, its result is
    on the screen (play-test h48: "could not be saved ... the moves are lost" read as if the
    game were). ``kept``: a save from before the end is still there, which ``resume`` would
    carry on from as an unfinished game. ``shown``: where the result is ("was shown", in the
    line printed once the app has gone)."""
    from wordcards.app.command import command

    said = f"{end_unsaved(why)} Nothing is lost: its result {shown}"
    if kept:
        return f"{said}. Its save from before the end is kept: '{command('resume')}' would carry the game on from there."
    # Not "nothing to resume": an older game's save may still be there (this one's first failed).
    return f"{said}; nothing of this game is saved: '{command('resume')}' could not open it."


def end_unsaved(why: str) -> str:
    """The first sentence of a failed save of a game's end, the hot-seat's and the host's."""
    return f"The game is over, but its end could not be saved: {why}."


def still_there(path: Path) -> bool:
    """This game's save, written before, is still a file (a folder put in its place is not);
    the disk that failed the write may fail this look too: then it is taken as kept."""
    try:
        return path.is_file()
    except OSError:
        return True


def with_notes(lines: Sequence[str], notes: Sequence[tuple[int, str]]) -> list[str]:
    """Log lines with the app's notes (the length of the log when each was written, its
    line) where they were written; a note after lines an undo took away stays at the end.
    A remote host shows its seats the same log (remote/table.py)."""
    out: list[str] = []
    ordered = iter(sorted(notes, key=lambda note: note[0]))
    pending = next(ordered, None)
    for index, line in enumerate(lines):
        while pending is not None and pending[0] <= index:
            out.append(pending[1])
            pending = next(ordered, None)
        out.append(line)
    while pending is not None:
        out.append(pending[1])
        pending = next(ordered, None)
    return out


def not_replayed_because(saved: saves.Saved, words: Any, exc: Exception) -> saves.SaveUnreadable:
    """Why ``saved`` did not replay (``exc``: the engine's reason). A save whose ruleset is
    under the shipped name with other numbers (``renamed_from``) is tried once more, with the
    shipped numbers as the rename compared them: when its moves replay so, its numbers are
    why, and they are named ("hand_size for 2 players 6, not 7"), not a move that was legal
    when played. Otherwise (a different word list, a house line, unreadable moves) the
    engine's reason stands. The second replay reports to no ``replayed``: it is no game to
    play on, and the resume fails either way."""
    if isinstance(exc, SaveError) and not isinstance(exc, WordTakenOut):
        if saved.renamed_from is not None:
            blamed = _numbers_blamed(saved, words, _shipped_rules)
            if blamed is not None:
                return saves.SaveUnreadable(saved.path, not_replayed_as_shipped(saved.renamed_from, blamed[0]))
        elif saved.ruleset is not None:
            blamed = _numbers_blamed(saved, words, lambda game: _file_rules(saved.ruleset or "", game))
            if blamed is not None:
                differences, changed = blamed
                return saves.SaveUnreadable(saved.path, not_replayed_as_in_file(saved.ruleset, differences, changed))
    word_gone = exc.word if isinstance(exc, WordNotInList) else None
    house_refuses = word_gone is not None and word_gone.lower() in getattr(words, "house_removed", ())
    return saves.SaveUnreadable(
        saved.path, str(exc), undo_house_line=isinstance(exc, WordTakenOut), word_gone=word_gone, house_refuses=house_refuses
    )


def _numbers_blamed(saved: saves.Saved, words: Any, compared_with: Callable[[str], Rules]) -> tuple[list[str], bool] | None:
    """The numbers of ``saved`` that differ from the ruleset ``compared_with`` reads for its
    game (the shipped file's, or the --ruleset file's it was started with), when its moves
    replay with that ruleset's numbers (``replayed_as_shipped``: the fields the save lacked,
    and an older rummy minimum of 1, as the save had them): only then are they why it does
    not replay. With them, whether that file's text is not the one the game was started
    with (its checksum). None: it does not replay so either, or nothing can be compared."""
    from wordcards.engine.record import loads
    from wordcards.rulesets import replayed_as_shipped

    try:
        record = loads(saved.text)  # read once: the rules to compare and the moves to replay
        theirs = compared_with(record.game)
    except (SaveError, ValueError, OSError, RuntimeError):  # then the original reason stands
        return None
    differences = numbers_not_as_shipped(record.rules, saved.fields_lacked, shipped=theirs)
    if not differences:  # nothing to name: no second replay
        return None
    as_theirs = replace(record, rules=replayed_as_shipped(record.rules, theirs, saved.fields_lacked))
    # Needed, not a repeat: the resume replayed with the save's numbers; only theirs (another deal) say if they are why.
    try:
        games.entry(saved.game).load("engine").from_record(as_theirs, words)
    except (SaveError, IllegalPlay, ValueError, OSError, RuntimeError):  # as Session.resume's: SaveUnreadable only
        return None
    return differences, bool(record.rules.digest) and record.rules.digest != theirs.digest


def _shipped_rules(game: str) -> Rules:
    from wordcards.rulesets import default_ruleset

    return default_ruleset(game)


def _file_rules(path: str, game: str) -> Rules:
    """The ruleset in the file at ``path`` now, for ``game`` (raises OSError or RulesetError)."""
    from wordcards.rulesets import load_ruleset

    return load_ruleset(Path(path), expect=game)
