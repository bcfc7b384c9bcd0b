"""``wordcards play`` and ``wordcards resume``: their options, checked before the app starts.

Everything that can be refused is refused here, with a one-line message and exit status 2,
so a player never sees a traceback or a half-started screen. Textual is imported only
once the options are known to be good (start-up time matters: see bench/app_startup.py).
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Sequence

from wordcards import games
from wordcards.app.files_gone import as_path, own_files_gone, word_back, words_gone
from wordcards.app.needs_a_terminal import no_terminal_for_keys
from wordcards.app.same_match import played_with, ruleset_gone, same_match
from wordcards.app.session import RANDOM, first_seat, fits_several, seats_named
from wordcards.console import say
from wordcards.choice import (  # noqa: F401 - the checks live below the app; named here for callers
    MATCH_OPTION_NAMES,
    GameChoice,
    LaunchError,
    computer_name,
    computer_names,
    game_options,
    load_words,
    parse_players,
    rules_for,
    title,
    words_for,
)
from wordcards.engine.players import Player
from wordcards.loading import WORD_LIST_FORMAT, file_name, whole_number
from wordcards.match_length import add_match_arguments, flag, given_options
from wordcards.player_limits import whose_player_limits
from wordcards.quoting import one_line, quote, shell_word

EXIT_USAGE = 2


# --- argument definitions -----------------------------------------------------------


def add_word_arguments(parser: argparse.ArgumentParser, resumed: str = "") -> None:
    """``resumed``: how the same options name a saved game's files again (``host --resume``)."""
    parser.add_argument(
        "--wordlist", type=file_name, metavar="PATH", help=f"play with this word list ({WORD_LIST_FORMAT}){resumed}"
    )
    parser.add_argument(
        "--house", type=file_name, metavar="PATH", help=f"house words: lines '+word' add a word, '-word' remove one{resumed}"
    )


def add_resumed_word_arguments(parser: argparse.ArgumentParser) -> None:
    """On ``resume`` the files are the saved game's: these options only name them again."""
    moved = "(default: the one the game was saved with; name it again if it has moved since)"
    parser.add_argument("--wordlist", type=file_name, metavar="PATH", help=f"the game's word list {moved}")
    parser.add_argument("--house", type=file_name, metavar="PATH", help=f"the game's house words file {moved}")


def add_play_arguments(parser: argparse.ArgumentParser, hosted: bool = False) -> None:
    """The options of a new game; ``hosted``: for ``wordcards host``, which has no setup
    screen and no 'play again', and needs no game with --resume."""
    if hosted:
        parser.add_argument("game", nargs="?", type=games.as_typed, choices=games.NAMES, help="which game to play (without it: the one --ruleset's file is for; not with --resume)")
    else:
        parser.add_argument(
            "game", nargs="?", type=games.as_typed, choices=games.NAMES, help="which game to play (without it, the setup screen asks)"
        )
    parser.add_argument(
        "--players",
        metavar="NAMES",
        help='the players in seat order, e.g. "Ann,Bob,Cy"; "junior:Cy" seats Cy as a junior (as --junior Cy does); "cpu:easy", "cpu:normal" (or "cpu"), "cpu:hard" or "cpu:expert" '
        "is a computer player " + ("(needed to start a game)" if hosted else "(without it, a setup screen asks)"),
    )
    add_fast_argument(parser)
    # S12: what a junior may do is the ruleset's; the shipped rummy rules ask the same of everyone.
    juniors = "shorter words, as the ruleset allows: Shuffle's do; the shipped Word Rummy rules ask the same length of all"
    parser.add_argument("--juniors", action="store_true", help=f"every person is a junior ({juniors})")
    parser.add_argument(
        "--junior", metavar="NAME", action="append", default=[], help="this player is a junior (repeatable; see --juniors)"
    )
    parser.add_argument(
        "--first",
        metavar="NAME",
        help="who plays first: a player's name (a computer's as shown, 'Bit', or as typed, 'cpu:hard'), "
        "or 'random' (default: the first seat)"
        + ("" if hosted else "; 'play again' then moves the first seat on one place each game"),
    )
    parser.add_argument("--seed", type=whole_number(), metavar="N", help="deal from this seed (the same seed, the same game)")
    parser.add_argument("--ruleset", type=file_name, metavar="PATH", help="play with your own ruleset file (YAML)")
    moved = "; with --resume: the saved game's file, named again if it has moved since (default: as saved)"
    add_word_arguments(parser, moved if hosted else "")
    add_match_arguments(parser)


def add_fast_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--fast", action="store_true", help="computer players act at once (no pause to follow each action)"
    )


def add_resume_arguments(parser: argparse.ArgumentParser) -> None:
    """``resume`` takes the word list options (for a list that has moved since) and --fast."""
    add_resumed_word_arguments(parser)
    add_fast_argument(parser)


# --- validation ----------------------------------------------------------------------


def fast_changes_nothing(players: Sequence[Player], none_here: str | None = None) -> str | None:
    """Why --fast would change nothing at a table of ``players`` (no computer seat), or None.
    ``none_here`` says where none is; by default, the game carried on, naming its players."""
    if any(seat.computer for seat in players):
        return None
    if none_here is None:
        none_here = f"this game has none ({', '.join(seat.name for seat in players)})"
    return f"--fast makes computer players act at once, and {none_here}"


def new_game_options(args: argparse.Namespace) -> list[str]:
    """The options given that set up a new game (who plays, the rules, the deal, the match's
    length), as typed: a game carried on keeps the ones it was started with."""
    names = ("players", "juniors", "junior", "first", "seed", "ruleset", *MATCH_OPTION_NAMES)
    # Not given: None; False and [] for --juniors and --junior (a bare --minutes is 0: given).
    given = [name for name in names if not _left_out(getattr(args, name, None))]
    return [flag(name) for name in given]


def _left_out(value: object) -> bool:
    return value is None or value is False or value == []



def choice_from_args(args: argparse.Namespace, game_and_rules: tuple[str | None, Any] | None = None) -> GameChoice:
    """Check every option of ``play`` against the others and the ruleset. Raises LaunchError.
    ``game_and_rules``: what ``game_named(args)`` gave already (host asks it first): its
    ruleset file is not read again."""
    game, rules = game_named(args) if game_and_rules is None else game_and_rules
    asked = game is None  # the setup screen asks which game, starting from the first
    if game is None:
        game = games.NAMES[0]
        rules = rules_for(game, None)
    options = game_options(game, rules, given_options(args, rules))

    if args.juniors and args.junior:  # --junior would change nothing
        raise LaunchError(f"--junior {quote(args.junior[0])}: --juniors already makes every person a junior; give one or the other")
    players: tuple[Player, ...] | None = None
    if args.players is not None:
        seats = parse_players(args.players)
        if not rules.min_players <= len(seats) <= rules.max_players:
            raise LaunchError(f"{whose_player_limits(game, args.ruleset, rules)}; --players names {len(seats)}")
        juniors = set()
        for name in args.junior:  # matched as --first is: "ann" names ＡＮＮ, as the table sees her
            named = seats_named(seats, name)
            if len(named) != 1 or seats[named[0]].computer is not None:
                raise LaunchError(_not_a_junior(name, seats))
            juniors.add(named[0])
        # --juniors: every person is a junior; a computer's level already says how it plays.
        # A seat typed junior:NAME is one already (--junior NAME may name it too).
        players = tuple(
            replace(seat, junior=seat.junior or (seat.computer is None and (args.juniors or number in juniors)))
            for number, seat in enumerate(seats)
        )
        no_computer = fast_changes_nothing(players, "--players names none (a computer is e.g. cpu:hard)") if getattr(args, "fast", False) else None
        if no_computer:
            raise LaunchError(no_computer)
    elif args.junior:
        raise LaunchError("--junior NAME needs --players (or mark juniors on the setup screen)")

    first = getattr(args, "first", None)
    if first is not None:
        first = first.strip()
        if first.casefold() == RANDOM:
            if players is not None and seats_named(players, RANDOM):
                raise LaunchError(_random_is_a_player(first, players[seats_named(players, RANDOM)[0]].name))
            first = RANDOM
        elif players is None:
            raise LaunchError("--first NAME needs --players (or choose who starts on the setup screen)")
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    if players is not None:
        try:
            first_seat(players, first, seed)  # refuses a name that is not at the table
        except ValueError as exc:
            raise LaunchError(f"--first: {exc}") from None
    return GameChoice(
        game, rules, players, args.juniors, seed, args.wordlist, args.house, options,
        fast=getattr(args, "fast", False), first=first, ruleset=args.ruleset, asked=asked,
    )


def game_named(args: argparse.Namespace) -> tuple[str | None, Any]:
    """The game to play and its rules, or (None, None) when the setup screen is to ask. With
    no game typed, a ruleset file names its own, and an option only one game has (--variant:
    Word Rummy's) names that one. --players with no game is refused: the setup screen that
    would ask the game is the one --players does without. Host asks it too (it has no setup
    screen: None is its refusal). Raises LaunchError."""
    if args.game is None and args.ruleset is not None:
        rules = rules_for(None, args.ruleset)
        return rules.game, rules
    game = args.game or _game_of_options(args)
    if game is None:
        if getattr(args, "players", None) is not None:  # rules has no --players
            from wordcards.app.command import command

            example = command(getattr(args, "command", "play"), games.NAMES[0], "--players", _players_to_copy(args.players))
            raise LaunchError(f"--players says who plays but not which game: name the game first, e.g. {example} (or {games.NAMES[1]})")
        return None, None
    return game, rules_for(game, args.ruleset)


def _players_to_copy(players: object) -> str:
    """--players' value as a command to copy types it (simulate's is a count), or NAMES where
    it could not be copied (a control character, or far longer than any table's names)."""
    typed = str(players)
    return shell_word(typed) if one_line(typed) == typed and len(typed) <= 200 else "NAMES"


def _game_of_options(args: argparse.Namespace) -> str | None:
    """The one game that has every match option given (--variant, --minutes: Word Rummy)."""
    given = [name for name in MATCH_OPTION_NAMES if getattr(args, name, None) is not None]
    owners = [entry.name for entry in games.GAMES.values() if entry.options is not None]
    return owners[0] if given and len(owners) == 1 else None


def _random_is_a_player(typed: str, name: str) -> str:
    """--first random at a table with a player named Random: either may be meant, and a
    wrong guess would start the game with the wrong player (decisions/app.md)."""
    return (
        f"--first {quote(typed)}: {name} is a player here, and 'random' lets the seed choose who plays first; "
        f"to have {name} start, put {name} first in --players and leave out --first; "
        f"to let the seed choose, give {name} another name in --players"
    )


def _not_a_junior(name: str, seats: list[Player]) -> str:
    """Why ``--junior name`` names no person: a computer seat (or several), or no seat at all."""
    named = seats_named(seats, name)
    if not named:
        people = ", ".join(seat.name for seat in seats if seat.computer is None)
        return f"--junior {quote(name)} is not one of the players ({people})"
    # Only computer seats answer to a name no person has: naming one of them would not do.
    if len(named) > 1:
        return f"--junior {fits_several(seats, name, named)}: computer players, whose level says how they play (only people are juniors)"
    return f"--junior {quote(name)}: {seats[named[0]].name} is a computer player; its level says how it plays (only people are juniors)"


# --- the two commands ----------------------------------------------------------------


def run_play(args: argparse.Namespace) -> int:
    """``wordcards play``: check the options, load the words, run the app."""
    try:
        choice = choice_from_args(args)
    except LaunchError as exc:
        return _refuse("play", exc)
    # After the options (a wrong one is said first), before the word list is read.
    no_terminal = no_terminal_for_keys()
    if no_terminal:
        return _refuse("play", LaunchError(no_terminal))
    try:
        words = words_for(choice)
    except LaunchError as exc:
        return _refuse("play", exc)

    def play() -> int:
        from wordcards.app.main import WordcardsApp
        from wordcards.app.unfinished_save import pending_save

        return _ran("play", WordcardsApp.for_new_game(choice, words, pending=pending_save(choice, words)))

    return _holding_the_save("play", play)


def run_resume(args: argparse.Namespace) -> int:
    """``wordcards resume``: replay the unfinished game, then run the app at the hand-off."""
    no_terminal = no_terminal_for_keys()  # before the lock: its file is not even made
    if no_terminal:
        return _refuse("resume", LaunchError(no_terminal))
    if _no_save_there():  # nothing to resume: no lock taken, so no folder nor lock file made
        return _no_unfinished_game(args)
    return _holding_the_save("resume", lambda: _resume(args))


def _no_save_there() -> bool:
    """No unfinished game's file at all, nor a lock file (nor their folder). Anything else
    there, or a folder that cannot be looked in, is for the lock and the read to say: a lock
    file may be another game's, open with no save yet (a play on its setup screen), and
    resume says that game is open."""
    from wordcards import saves

    try:
        os.lstat(saves.save_path())
    except FileNotFoundError:
        pass
    except OSError:
        return False
    else:
        return False
    try:
        os.lstat(saves.data_dir() / saves.LOCK)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    return False


def _no_unfinished_game(args: argparse.Namespace) -> int:
    from wordcards import saves

    return _cannot("resume", f"there is no unfinished game (looked for {saves.save_path()}); {_after_the_last_game(args)}")


def _holding_the_save(command: str, run: Callable[[], int]) -> int:
    """``run`` with the data folder's lock held (one game per data folder, held while the app
    runs); a game open in another process, or a folder that cannot be used, is one line."""
    from wordcards import saves

    try:
        with saves.SaveLock():
            return run()
    except saves.GameOpen as exc:
        return _cannot(command, str(exc))
    except OSError as exc:
        return _cannot(command, saves.cannot_use_data_folder(exc))


def _resume(args: argparse.Namespace) -> int:
    from wordcards import saves
    from wordcards.app.command import command

    try:
        saved = saves.read_save()
    except saves.SaveUnreadable as exc:
        # The save's own game, when that much of it reads (its players and match do not).
        new_game = f"{command('play', exc.game)} starts a new game" if exc.game is not None else _example_game()
        return _cannot(
            "resume", f"the saved game cannot be read: {exc} (it is left where it is; {new_game} and moves it aside)"
        )
    if saved is None:  # removed since it was looked for, or a game that ended (its move cut short)
        return _no_unfinished_game(args)
    # Before the word list is loaded and the game replayed: the option is wrong whatever they say.
    no_computer = fast_changes_nothing(saved.seats) if args.fast else None
    if no_computer:
        return _refuse("resume", LaunchError(no_computer))
    wordlist, house = played_with(saved, args.wordlist, args.house)
    try:
        words = load_words(wordlist, house)
    except LaunchError as exc:
        gone = own_files_gone(args, saved, str(exc), ("resume",))
        if len(gone.why) > 1:
            both = f"{gone.said}; to go on, {gone.again} (the game is kept)"
            return _refuse("resume", LaunchError(both)) if gone.typed_failed else _cannot("resume", both)
        if gone.typed_failed:  # the file typed failed: its own message says why
            return _refuse("resume", exc)
        return _cannot("resume", f"{exc}: the saved game was played with it; to go on, {gone.again} (the game is kept)")
    from wordcards.app.session import Session
    from wordcards.app.unfinished_save import a_typed_file_broke_it

    try:
        session = saves.replayed(saved.path, lambda: Session.resume(saved, words, wordlist=wordlist, house=house))
    except saves.SaveUnreadable as exc:
        kept = "the save" if exc.undo_house_line else "it"  # "it": the saved game the line began with
        if a_typed_file_broke_it(saved, args.wordlist, args.house, lambda own: Session.resume(saved, own, saved.wordlist, saved.house)):
            # A file typed now is the reason: play's question replays with the save's own
            # files and would offer Resume, and a new game would write over it.
            own = f"{command('resume')} alone carries it on with the files it was played with"
            return _cannot("resume", f"{saves.not_replayed(exc)} ({kept} is left where it is; {own})")
        new_game = anew_naming_a_ruleset_gone(args, saved, "its match", lambda options: f"{_same_match_anew(saved, options)} and moves it aside")
        way_on = f"; {word_back(exc.word_gone, wordlist, house, exc.house_refuses, args)}" if exc.word_gone else ""
        return _cannot("resume", f"{saves.not_replayed(exc)}{way_on} ({kept} is left where it is; {new_game})")
    from wordcards.app.main import WordcardsApp

    return _ran("resume", WordcardsApp(session, fast=args.fast))


def _same_match_anew(saved: Any, args: argparse.Namespace) -> str:
    """The command that starts a new game of ``saved``'s match, to copy: its game, players,
    files (those named again with ``args`` in place of its own), match options and first seat."""
    from wordcards.app.command import command
    players, same = same_match(saved, args)
    return f"{command('play', saved.game, *players, *same)} starts a new game"


def _after_the_last_game(args: argparse.Namespace) -> str:
    """What starts a game when none is unfinished: the match of the last one played to the
    end (a family's next game is most often the same), else any game."""
    from wordcards import saves

    try:
        finished = saves.read_finished()
    except saves.SaveUnreadable:  # kept for the curious: advice only
        finished = None
    if finished is None:
        return _example_game()
    return anew_naming_files_gone(args, finished, "the last one played to the end", lambda typed: _same_match_anew(finished, typed))


def _example_game() -> str:
    """What starts a game when nothing is known of the one wanted: a newcomer's first 'resume'."""
    from wordcards.app.command import command

    return f"{command('play', games.NAMES[0])} (or {games.NAMES[1]}) starts a new game"


EXIT_CANNOT = 1  # the options were fine, but not now (no game to resume, another game open)


def files_to_type(typed: Any, saved: Any) -> tuple[Any, tuple[str, ...]]:
    """``typed`` (a command's options) for advice on a new game of ``saved``'s, with PATH for
    each of its files that does not load now, and why each does not (none when they load),
    in the order of the options: a ruleset file gone (PATH for it in the options, as
    ``same_match`` types it), then the word lists. Each is read once: the word list alone,
    then the house file on the shipped list; the ruleset file looked for once (two looks
    could disagree, a file put back between)."""
    why = words_gone(*played_with(saved, typed.wordlist, typed.house))
    ruleset = ruleset_gone(saved.ruleset)
    options = as_path(_with_ruleset(typed, saved, ruleset), why)
    return options, (*((ruleset,) if ruleset else ()), *why.values())


def anew_naming_files_gone(typed: Any, saved: Any, of: str, anew: Callable[[Any], str]) -> str:
    """``anew(options)``, advice that starts a new game of ``saved``'s match, with PATH for
    each of its files that does not load now (``files_to_type``), each named first with why:
    PATH alone does not say which file to find. ``of``: the game, as the advice calls it."""
    options, why = files_to_type(typed, saved)
    return naming_files_gone(why, of, anew(options))


def anew_naming_a_ruleset_gone(typed: Any, saved: Any, of: str, anew: Callable[[Any], str]) -> str:
    """``anew(options)``, advice that starts a new game of ``saved``'s match (its word lists
    known to load, or named already in ``typed``, a command's options), with its ruleset
    file first, and why, when it is gone. Looked for once: ``options`` name it, or PATH for
    it, as ``same_match`` types it (two looks could disagree, a file put back between)."""
    ruleset = ruleset_gone(saved.ruleset)
    return naming_files_gone((ruleset,) if ruleset else (), of, anew(_with_ruleset(typed, saved, ruleset)))


def _with_ruleset(typed: Any, saved: Any, gone: str | None) -> argparse.Namespace:
    """``typed`` with ``saved``'s ruleset file, or PATH for it when ``gone`` (why it is no
    file now, as ``ruleset_gone`` said): ``same_match`` types it as it is, not looked for again."""
    return argparse.Namespace(**{**vars(typed), "ruleset": "PATH" if gone else saved.ruleset})


def naming_files_gone(why: Sequence[str], of: str, anew: str) -> str:
    """``anew`` (advice that starts a new game of ``of``) after ``why`` each of its files
    that it types as PATH does not load now, when any does not."""
    if not why:
        return anew
    files = f"a file for a new game of {of} does not load now" if len(why) == 1 else f"files for a new game of {of} do not load now"
    return f"{files}: {' and '.join(why)}; {anew}"


def _cannot(command: str, message: str) -> int:
    say(f"wordcards {command}: {message}", file=sys.stderr)
    return EXIT_CANNOT


def _ran(command: str, app) -> int:
    """Run the app; a crash inside it exits non-zero with a word on what was kept, and a
    game left unfinished says where it is saved and how to carry on (the quit question
    said so, but it is gone with the app, and the family may come back tomorrow)."""
    from wordcards import saves
    from wordcards.app import review_pool

    finished = saves.save_path().with_name(saves.FINISHED)
    finished_before = _file_identity(finished)
    review_pool.start_before_the_app()  # while stderr is still the terminal's, not the app's capture
    app.run()
    code = app.return_code or 0
    if app.hung_up:  # SIGHUP: the terminal is gone; a line printed to it would fail (whatever was saved is kept)
        return code
    if code:
        if saves.save_path().exists():
            kept = f". {_carry_on('last saved position')}"
        elif _file_identity(finished) not in (None, finished_before):
            # A game ended in this run (then play again crashed before the new one's save).
            kept = f" (the game played to its end is kept in {finished})"
        else:
            kept = " (nothing was saved)"
        say(f"wordcards {command}: stopped by an error inside the app{kept}", file=sys.stderr)
    elif _left_unfinished(app.session):
        # stderr, as every word of ours outside the app: under 'wordcards serve' stdout is
        # the browser's stream of screen updates, which a stray line would break.
        say(_carry_on("game", kept="saved"), file=sys.stderr)
    elif (lost := _moves_lost(app.session)) is not None:  # "Quit anyway" over a failed save: said, as a quit saved is
        say(lost, file=sys.stderr)
    elif app.kept_unfinished:  # quit on the question (Esc or q): say where it is kept, else it seems lost
        say(_carry_on("unfinished game"), file=sys.stderr)
    elif app.kept_note is not None:  # the same, for a save that does not replay: no resume to type
        say(app.kept_note, file=sys.stderr)
    return code


def _carry_on(what: str, kept: str = "kept") -> str:
    """Where the unfinished game is kept (``what``, ``kept``: "The {what} is {kept} in") and
    the command that carries it on, as every line that says where a save is words it
    (unfinished_save.where_kept): said on a quit, a crash."""
    from wordcards import saves
    from wordcards.app.command import command
    from wordcards.app.unfinished_save import where_kept

    return where_kept(what, saves.save_path(), command("resume"), kept=kept)


def _moves_lost(session) -> str | None:
    """What a quit over a failed save lost ("Quit anyway"), and what is kept and how to carry
    on from it (a game over: that nothing is lost); None when the last save was written (or
    there is no game to save)."""
    from wordcards import saves
    from wordcards.app.command import command
    from wordcards.app.session import over_unsaved, still_there
    from wordcards.app.unfinished_save import where_kept

    if session is None or not session.autosave or session.save_failure is None:
        return None
    if session.game.is_over:  # its end unsaved: no move is lost
        return over_unsaved(session.save_failure, session.on_disk and still_there(saves.save_path()), shown="was shown")
    lost = f"The game could not be saved ({session.save_failure})"
    if session.on_disk and still_there(saves.save_path()):
        kept = where_kept("last good save", saves.save_path(), command("resume"), "to carry on from it, type")
        return f"{lost}: the moves since its last good save are lost. {kept}"
    return f"{lost}: nothing of this game was saved, so there is nothing to resume."


def _file_identity(path: Path) -> tuple[int, int] | None:
    """Which file is at ``path`` (a save moved there replaces it: a new inode), or None."""
    try:
        stat = path.stat()
    except OSError:
        return None
    return stat.st_ino, stat.st_mtime_ns


def _left_unfinished(session) -> bool:
    """A game was played, is not over, and its last save was written."""
    from wordcards import saves

    return (
        session is not None
        and session.autosave
        and session.save_problem is None
        and not session.game.is_over
        and saves.save_path().exists()
    )


def _refuse(command: str, exc: Exception) -> int:
    say(f"wordcards {command}: error: {exc}", file=sys.stderr)
    return EXIT_USAGE
