"""``wordcards host``, ``wordcards join`` and ``wordcards serve``: options and start-up.

Everything that can be refused is refused before a server starts, in one line with exit
status 2. Binding to anything but this machine (127.0.0.1) needs an explicit ``--host``.
"""

from __future__ import annotations

import argparse
import contextlib
import ipaddress
import os
import signal
import sys
import time
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Collection, Sequence

from wordcards import games
from wordcards.app.command import command, on_its_own_line
from wordcards.app.needs_a_terminal import no_terminal_for_keys
from wordcards.console import say
from wordcards.loading import port_number
from wordcards.quoting import quote, shell_word

if TYPE_CHECKING:
    from pathlib import Path

    from wordcards.app.stop_signals import HangUpsHandled
    from wordcards.engine.players import Player
    from wordcards.remote.store import HostedGame
    from wordcards.remote.table import HostTable

EXIT_USAGE = 2
EXIT_CANNOT_JOIN = 1  # "not now" (decisions/foundation.md): the link opens no seat, the host runs another version
LOOPBACK = "127.0.0.1"
DEFAULT_HOST_PORT = 8765
DEFAULT_SERVE_PORT = 8000


def _listen_address(text: str) -> str:
    """An empty --host (a variable not set in a script) listened on every address: the
    network, not this machine; opening the table to others must be asked for by name."""
    if not text.strip():
        raise argparse.ArgumentTypeError(
            f"expected an address, found {quote(text)} ({LOOPBACK}: this machine; 0.0.0.0: your network)"
        )
    return text


def _add_address(parser: argparse.ArgumentParser, default_port: int) -> None:
    parser.add_argument(
        "--host",
        type=_listen_address,
        metavar="ADDRESS",
        help=f"listen on this address (default {LOOPBACK}: this machine only; "
        "0.0.0.0 lets other devices on your network connect)",
    )
    parser.add_argument("--port", type=port_number, metavar="N", help=f"listen on this port (default {default_port}; 0 picks a free one)")


def is_loopback(address: str) -> bool:
    if address == "localhost":
        return True
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


WILDCARDS = ("0.0.0.0", "::", "")
# Where a UDP socket is "connected", to learn which address of this machine its route leaves
# from: connect() on UDP sends no packet, and no such host need exist. First a documentation
# address (RFC 5737, 3849), reached by the default route: the Wi-Fi or the cable a phone on
# the same network shares, even beside a VPN that routes only its own private range (10/8, a
# ULA), which a private probe would take. Then a private address, for a network with no default
# route. Neither is a network's or a broadcast address on any prefix up to /30 (.254, ::1):
# connecting to 10.255.255.255, the broadcast address of a 10.0.0.0/8 network, is refused.
LAN_PROBES = {4: ("192.0.2.1", "10.254.254.254"), 6: ("2001:db8::1", "fd00::1")}


def lan_address(version: int, open_socket: Callable[..., Any] | None = None) -> str | None:
    """This machine's address on its network (IPv4 or 6), found without sending anything:
    the source address of a UDP socket connected to each of ``LAN_PROBES`` in turn. None when
    there is no route (no network) or only this machine's own address."""
    import socket

    family = socket.AF_INET6 if version == 6 else socket.AF_INET
    for destination in LAN_PROBES[version]:
        try:
            with (open_socket or socket.socket)(family, socket.SOCK_DGRAM) as probe:
                probe.connect((destination, 9))
                found = str(probe.getsockname()[0])
        except OSError:
            continue
        if _reachable_by_others(found):
            return found
    return None


def _reachable_by_others(found: str) -> bool:
    try:
        address = ipaddress.ip_address(found)
    except ValueError:
        return False
    # A link-local address needs a zone (%eth0) that a link cannot carry.
    return not (address.is_loopback or address.is_unspecified or address.is_link_local)


def link_host(address: str, find_lan: Callable[[int], str | None] | None = None) -> tuple[str, str | None]:
    """The name other devices reach this server by, and a note when it is only a guess. A
    wildcard address is reached by this machine's address on the network; a machine's bare
    name (the links said http://vm:8765/...) is often unknown to a phone on the same wifi.
    On ``::`` (which listens on IPv4 too, ``_listen``) an IPv6 network with no route is
    common at home: its IPv4 address then."""
    if address not in WILDCARDS:
        return address, None
    if address == "::":
        versions = (6, 4) if _dual_stack() else (6,)
    else:
        versions = (4,)
    for version in versions:
        found = (find_lan or lan_address)(version)
        if found is not None:
            return found, None
    import socket

    name = socket.gethostname()
    return name, (
        f"this machine's network address was not found (no network?), so the links name it {name}, "
        "which other devices may not know: if a link does not open, put this machine's address in its place."
    )


def _dual_stack() -> bool:
    """Whether a socket on ``::`` takes IPv4 connections too (``_listen`` asks for it)."""
    import socket

    return socket.has_dualstack_ipv6()


def link_base(address: str, port: int, find_lan: Callable[[int], str | None] | None = None) -> str:
    """What people type to reach this server (``link_host``)."""
    return _base(link_host(address, find_lan)[0], port)


def _base(host: str, port: int) -> str:
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}"


def local_base(address: str, port: int) -> str:
    """How a process on this machine reaches the server (the browser tabs' seat apps)."""
    if address in ("0.0.0.0", "localhost", ""):
        address = LOOPBACK
    elif address == "::":
        address = "::1"
    return _base(address, port)


# --- host -----------------------------------------------------------------------------


def add_host(commands: Any) -> None:
    from wordcards.app import launch

    parser = commands.add_parser(
        "host",
        help="hold one game for players on their own devices",
        description="Hold one game and print one private link per person. Each person opens "
        "their link in a browser, or runs 'wordcards join LINK' in a terminal, and sees only "
        "their own hand. The game is saved here after every action; 'wordcards host --resume' "
        "carries on after a crash with the same links.",
    )
    parser.add_argument(
        "--resume", action="store_true", help="carry on the unfinished hosted game (same links); with none, the last finished one's scores and reviews again"
    )
    parser.add_argument("--new", action="store_true", help="start a new game even if a hosted game is unfinished (it is replaced; one that cannot be read is moved aside, never deleted)")
    parser.add_argument(
        "--new-link",
        action="append",
        metavar="NAME",
        help="with --resume: give this player a new link, for one passed on (the old one stops working); repeatable",
    )
    _add_address(parser, DEFAULT_HOST_PORT)
    launch.add_play_arguments(parser, hosted=True)
    parser.set_defaults(run=run_host, command="host")


def run_host(args: argparse.Namespace) -> int:
    from wordcards.remote import store
    from wordcards.saves import GameOpen, cannot_use_data_folder

    made = store.folders_not_made()
    try:
        held = store.lock()  # one host per data folder: two would overwrite one save
    except GameOpen as exc:
        who = f" (process {exc.pid})" if exc.pid else ""
        return _refuse("host", f"another wordcards host is running{who} in {exc.folder}; stop it first")
    except OSError as exc:
        return _refuse("host", cannot_use_data_folder(exc, store.hosted_folder()))
    try:
        return _host(args)
    finally:
        store.unmake(made)  # a refused host leaves no folder: a hosted game's stays (its save is in it)
        held.release()


def _host(args: argparse.Namespace) -> int:
    from wordcards.app.launch import LaunchError, anew_naming_files_gone, choice_from_args, game_named, words_for
    from wordcards.app.unfinished_save import with_its_own_files
    from wordcards.remote import store
    from wordcards.saves import SaveUnreadable, not_replayed

    # The options first: a pair that cannot go together is refused the same way whatever
    # the save holds (--resume --new on a save that could not be read said only that).
    problem = _options_refused(args)
    if problem:
        return _refuse("host", problem)
    unreadable: tuple[Path, str] | None = None  # the save --new moves aside (never deleted), as 'play' does, and why
    try:
        existing = store.read()
    except store.HostedUnreadable as exc:
        if args.resume or not args.new:
            # Its files as far as it reads: one missing now is named, and PATH, to be named again.
            if args.resume:
                damaged = exc  # bound in the lambda (run inside this block), but ruff's F821 says not
                start_new = anew_naming_files_gone(
                    args, exc, "its match", lambda typed: _moved_aside_by_new(store.hosted_path(), _same_match_anew(damaged, typed))
                )
            else:
                start_new = _moved_aside_by_new(store.hosted_path(), _typed_with_new(args))
            return _refuse("host", f"the hosted game cannot be read: {exc} ({start_new})")
        # A file only: a folder where the save goes is no save, and the first write says so.
        existing, unreadable = None, ((store.hosted_path(), "could not be read") if store.hosted_path().is_file() else None)
    if args.resume:
        if existing is None:
            return _resume_finished(args)
        return _resume(args, existing)
    try:
        game_and_rules = game_named(args)  # as play: the game typed, or the one --ruleset's file (or --variant) names
        game = game_and_rules[0]
    except LaunchError as exc:
        return _refuse("host", exc)
    if game is None:
        return _refuse("host", f"say which game to host ({' or '.join(games.NAMES)}), or --resume")
    outcome = with_its_own_files(existing, lambda words: carried_on(existing, words)) if existing is not None else None
    stuck = not_replayed(outcome) if isinstance(outcome, SaveUnreadable) else None
    # Its files not loading now is no reason it cannot be carried on (--resume says how to name
    # them again), nor to write over it: they may come back.
    gone = outcome if isinstance(outcome, LaunchError) else None
    if existing is not None and not args.new:
        waiting = f"a hosted game of {existing.game} ({', '.join(existing.players)}) is not finished"
        start_new = _moved_aside_by_new(store.hosted_path(), _typed_with_new(args))
        if stuck is not None:
            return _refuse("host", f"{waiting}, but it cannot be carried on: {stuck} ({start_new})")
        if gone is not None:
            resume = command("host", "--resume")
            return _refuse("host", f"{waiting}, but a file it was played with cannot be read now: {gone} ('{resume}' says how to name it again; {start_new})")
        return _refuse("host", f"{waiting}: carry it on with '{command('host', '--resume')}' (same links), or replace it with --new")
    if stuck is not None:  # it may replay later, with the files it was played with: --new keeps it aside
        unreadable = (store.hosted_path(), "could not be carried on")
    elif gone is not None:
        unreadable = (store.hosted_path(), "was played with a file that cannot be read now")
    if args.players is None:
        return _refuse("host", "--players is needed, e.g. --players \"Ann,Bob,cpu:hard\"")
    address = _address(args)
    if address is None:
        return EXIT_USAGE
    try:
        choice = choice_from_args(args, game_and_rules)  # the ruleset as read above: its file read once
        words = words_for(choice)
    except LaunchError as exc:
        return _refuse("host", exc)
    from wordcards.app.session import Session, first_seat
    from wordcards.remote.table import new_token

    players = choice.players or ()
    session = Session.new(choice, words, players, autosave=False, first=first_seat(players, choice.first, choice.seed))
    session.note_how_the_game_starts(choice.first)  # as at one screen: every seat's log says them
    session.start_clock()  # no hand-off here: the host's table stands it until the seats join
    tokens = tuple(new_token() if p.computer is None else None for p in players)
    port = _chosen_port(args, DEFAULT_HOST_PORT)
    hosted = store.HostedGame(session.game, tokens, choice.wordlist, choice.house, address, port, tuple(session.in_play.notes), ruleset=choice.ruleset)
    return _serve_table(hosted, args.fast, unreadable=unreadable)


def _options_refused(args: argparse.Namespace) -> str | None:
    """Options that cannot go together, whatever the save holds, or None."""
    if args.new_link and not args.resume:
        return f"--new-link is for a game carried on: '{command('host', '--resume', '--new-link', 'NAME')}'"
    if not args.resume:
        return None
    if args.game:
        from wordcards.saves import name_left_out

        return name_left_out("--resume")
    return _not_for_a_resumed_game(args)


def _host_new(game: str | None, players: tuple[str, ...] = (), options: tuple[str, ...] = (), replacing: bool = True) -> str:
    """The whole command that hosts a new game, to copy: of ``game`` with ``players`` (its
    --players, as ``same_match`` types it) and ``options`` where known, else an example
    ("Ann,Bob"; shuffle, or rummy); ``replacing``: with --new, the save it replaces being
    there. "--new" alone was refused: it names no game."""
    typed = command(
        "host",
        game or games.NAMES[0],
        *(players or ("--players", '"Ann,Bob"')),
        *options,
        *(("--new",) if replacing else ()),
    )
    return typed if game else f"{typed} (or {games.NAMES[1]})"


def _same_match_anew(saved: Any, args: argparse.Namespace, replacing: bool = True) -> str:
    """The whole command that hosts a new game in place of ``saved`` (a ``store.HostedSave``,
    or a ``store.HostedUnreadable`` as far as it reads), to copy: its game and players, and
    every option the save or the --resume typed (``args``, in place of the save's) carries
    that changes the game or where it is served: its files, its match options and first
    seat, --host and --port. Not its seed: a new game is a new deal. ``replacing``: with
    --new (an unfinished save is there; a game played to the end needs none)."""
    from wordcards.app.same_match import same_match

    players, same = same_match(saved, args)
    served = _address_options(args.host or saved.address, args.port if args.port is not None else saved.port)
    return _host_new(saved.game, players, (*same, *served), replacing)


def _address_options(address: str | None, port: int | None) -> tuple[str, ...]:
    """--host and --port to type for a game served on ``address`` and ``port`` (None: not
    known), each left out where it is the default."""
    words = ("--host", shell_word(address)) if address and address != LOOPBACK else ()
    return (*words, *(("--port", str(port)) if port is not None and port != DEFAULT_HOST_PORT else ()))


def _typed_with_new(args: argparse.Namespace) -> str:
    """The host command as typed, with --new: every option typed kept (--target, --ruleset...)."""
    return command(*(shell_word(word) for word in args.typed_words), "--new")


def _moved_aside_by_new(path: Path, start_new: str) -> str:
    """What ``start_new`` (a --new command) does with a hosted save that cannot be read or does not replay: a
    new game, new links, and the save kept aside (as 'play' keeps one: it is never deleted)."""
    from wordcards import saves

    if not path.is_file():  # a folder in its place: --new cannot save until it goes (and says so)
        return f"{start_new} starts a new one, with new links"
    try:
        aside = f" to {saves.aside_path(path)}"
    except OSError:  # a thousand unreadable saves: the move itself will say so
        aside = ""
    return f"{start_new} starts a new one, with new links, and moves this save aside{aside}, never deleting it"


def _resume_finished(args: argparse.Namespace) -> int:
    """No unfinished hosted game: the last one played to the end, served again (a host
    killed after the end, its seats told the same link shows the scores and the review
    again: docs/decisions/remote.md), or how to start a new one. Only a game that is over:
    one that is not (the file edited) would be hosted as a live game from finished.json."""
    from wordcards.remote import store

    start = f"{_host_new(None, replacing=False)} starts a new one"
    try:
        finished = store.read(finished=True)
    except store.HostedUnreadable as exc:
        from wordcards.app.launch import anew_naming_files_gone

        damaged = exc  # bound in the lambda (run inside this block), but ruff's F821 says not
        anew = anew_naming_files_gone(
            args, exc, "the last one played to the end", lambda typed: f"{_same_match_anew(damaged, typed, replacing=False)} starts a new one"
        )
        return _refuse("host", f"there is no unfinished hosted game, and the last one played to the end cannot be read: {exc}; {anew}")
    if finished is None:
        return _refuse("host", f"there is no unfinished hosted game (looked for {store.hosted_path()}); {start}")
    return _resume(args, finished, finished=True)


def _not_for_a_resumed_game(args: argparse.Namespace) -> str | None:
    """Options of a new game given with --resume were taken and quietly ignored."""
    from wordcards.app.launch import new_game_options

    if args.new:
        return "--new starts a new game and --resume carries on the saved one: give one or the other"
    given = new_game_options(args)
    if not given:
        return None
    named = ", ".join(given[:-1]) + " and " + given[-1] if len(given) > 1 else given[0]
    sets = "sets" if len(given) == 1 else "set"
    return f"{named} {sets} up a new game: a resumed hosted game keeps the options it was started with"


def _resume(args: argparse.Namespace, saved: Any, finished: bool = False) -> int:
    """``saved`` carried on; ``finished``: it is the last game played to the end (its
    scores and reviews served again)."""
    from dataclasses import replace

    from wordcards.app.files_gone import own_files_gone, word_back
    from wordcards.app.launch import LaunchError, anew_naming_a_ruleset_gone, fast_changes_nothing, load_words
    from wordcards.app.same_match import played_with
    from wordcards.app.unfinished_save import a_typed_file_broke_it
    from wordcards.saves import SaveUnreadable, not_replayed, replayed
    from wordcards.remote import store

    def start_new(typed: argparse.Namespace = args) -> str:
        """How to start a new game of the same match instead (``typed``: the options as
        typed): the last game played to the end leaves no save to replace (no --new); the
        --new of an unfinished one keeps it aside, as the other refusals of host say."""

        def new_one(options: argparse.Namespace) -> str:
            anew = _same_match_anew(saved, options, replacing=not finished)
            return f"{anew} starts a new one" if finished else _moved_aside_by_new(store.hosted_path(), anew)

        return anew_naming_a_ruleset_gone(typed, saved, "its match", new_one)

    no_computer = fast_changes_nothing(saved.seats) if args.fast else None
    if no_computer:
        return _refuse("host", no_computer)
    tokens = list(saved.tokens)
    renewed = _renew_links(tokens, saved.seats, args.new_link or [])
    if isinstance(renewed, str):
        return _refuse("host", renewed)
    address = args.host or saved.address
    port = args.port if args.port is not None else saved.port
    if not is_loopback(address) and args.host is None:
        say(f"wordcards host: listening on {address} as the saved game did.", file=sys.stderr)
    wordlist, house = played_with(saved, args.wordlist, args.house)
    try:
        words = load_words(wordlist, house)
    except LaunchError as exc:
        # The files the game was saved with have moved or gone: each is named, with why, and
        # the commands advised have PATH for each (else they fail on the other next), as resume says.
        gone = own_files_gone(args, saved, str(exc), ("host", "--resume"))
        why, with_path = gone.said, gone.with_path
        if gone.typed_failed:  # the file named here failed: its own message says why
            if finished:
                return _refuse("host", f"the last hosted game played to the end cannot be shown again: {why}; {start_new(with_path)}")
            if a_typed_file_broke_it(saved, args.wordlist, args.house, lambda own: carried_on(saved, own)):  # a slip
                # --new writes over a save that replays, no copy kept: said as replacing it.
                anew = anew_naming_a_ruleset_gone(with_path, saved, "its match", lambda options: _same_match_anew(saved, options))
                to_go_on, or_new = _alone_goes_on(), f"replace it with a new game, with new links: {anew}"
            else:  # its own files do not carry it on either: --new moves it aside
                or_new = start_new(with_path)
                to_go_on = f"to go on, {gone.again}"
            return _refuse("host", f"the hosted game cannot be carried on: {why} (it is kept in {store.hosted_path()}: {to_go_on}; or {or_new})")
        # Whether a finished.json game is over is only known once replayed: say nothing of its end.
        to_go_on = "to host it again" if finished else "to go on"
        said = why if len(gone.why) > 1 else f"{exc}: the hosted game was played with it"
        return _refuse("host", f"{said}; {to_go_on}, {gone.again} (the game is kept)")
    # Files named again are the game's from now on (as 'wordcards resume' takes them): its
    # notices name them, and it is saved with them, so the next --resume finds them.
    as_saved, saved = saved, replace(saved, wordlist=wordlist, house=house)
    try:
        told: list[str] = []  # said only once the game is known to be served (a finished one must be over)
        hosted = replayed(saved.path, lambda: hosted_carried_on(saved, words, tuple(tokens), address, port, tell=told.append))
    except SaveUnreadable as exc:
        # As 'wordcards resume' says it: a house file's line to undo leads, on its own.
        kept = "the save" if exc.undo_house_line else "it"  # "it": the saved game the line began with
        if not finished and a_typed_file_broke_it(as_saved, args.wordlist, args.house, lambda own: carried_on(as_saved, own)):
            # Its own files carry it on: --new would write over a save that replays.
            return _refuse("host", f"{not_replayed(exc)} ({kept} is kept; {_alone_goes_on()})")
        # The way on resume gives (a word played that the list lost), for host --resume.
        aim = "to host it again" if finished else "to carry it on"
        way_on = f"; {word_back(exc.word_gone, wordlist, house, exc.house_refuses, args, ('host', '--resume'), aim)}" if exc.word_gone else ""
        return _refuse("host", f"{not_replayed(exc)}{way_on} ({kept} is kept; {start_new()})")
    if finished:
        if not hosted.game.is_over:  # served from finished.json it would go on as a live game
            return _refuse(
                "host",
                f"there is no unfinished hosted game, and the one kept as played to the end is not over "
                f"({store.finished_path()} was changed?): it is not served, and is left as it is; {start_new()}",
            )
        say("wordcards host: the last hosted game was played to the end: its seats see the final scores and their reviews again.", file=sys.stderr)
    for line in told:
        _tell_on_resume(line)
    return _serve_table(hosted, args.fast, renewed, saved_at=(saved.address, saved.port))


def _alone_goes_on() -> str:
    """The advice when a file typed with --resume broke a game its own files carry on."""
    return f"'{command('host', '--resume')}' alone goes on with its own files"


def hosted_carried_on(
    saved: Any,
    words: Any,
    tokens: tuple[str | None, ...],
    address: str,
    port: int,
    tell: Callable[[str], None] = lambda line: None,
) -> HostedGame:
    """A hosted save (``store.HostedSave``) as ``--resume`` carries it on: its game replayed,
    with the log's notes and what the save kept beside it (``KeptBeside``: the word half
    typed, the match's end decided, the play a hint promised, who asked to play again...);
    the links' tokens, address and port as given.
    ``tell``: the host's console, told when the word list changed since the save, or the
    ruleset's numbers are not the shipped ones now (the log notes it too, for every seat, as a
    hot-seat resume does). Raises SaveUnreadable."""
    from wordcards.app.session import turn_began
    from wordcards.remote.store import HostedGame
    from wordcards.remote.kept_beside import KeptBeside
    from wordcards.app.cards_drawn import DrawsReplayed
    from wordcards.remote.game_parts import host_part
    from wordcards.remote.hand_ends import HandEndReplayed

    hand_end = HandEndReplayed()  # kept as the save replays, for Ctrl+S in the next hand
    draws = DrawsReplayed(host_part(saved.game).draws)  # the cards lit as just drawn when it stopped

    def after_action(game: Any) -> None:
        hand_end.after_action(game)
        draws.after_action(game)

    session = _resumed(saved, words, after_action)
    if session.resume_notice is not None:
        tell(session.resume_notice)
    notes = tuple(session.in_play.notes)  # the save's, and the resume's notice
    kept = KeptBeside(
        draft=saved.draft,
        ending=saved.ending,
        dealt=saved.dealt,
        missed=saved.missed,
        hand_end_replayed=hand_end,
        promise=saved.promise,
        hint_told=saved.hint_told,
        turn_began=turn_began(session.replayed_positions, session.first_seat),
        drawn=draws.lit,
        again=saved.again,
    )
    return HostedGame(session.game, tokens, saved.wordlist, saved.house, address, port, notes, kept, saved.ruleset, saved.evening)


def carried_on(saved: Any, words: Any) -> Any:
    """The game of a hosted save (``store.HostedSave``) replayed, as ``--resume`` carries it
    on (the key fuzzer's host does it too), a match by minutes counting on from the time it
    had played when saved (and no less than its held time-up read). Raises SaveUnreadable.
    All of ``hosted_carried_on``, not the game alone: whether a save replays is one answer
    for --resume and --new (a bug past the game's replay made --resume advise a --new that
    found it replayed, and wrote over it)."""
    return hosted_carried_on(saved, words, saved.tokens, saved.address, saved.port).game


def _resumed(saved: Any, words: Any, replayed: Callable[[Any], None] | None = None) -> Any:
    """The session of ``hosted_carried_on``: its game, and its log's notes with the resume's;
    ``replayed``: called with the game after each action replayed (Session.resume)."""
    from wordcards.app.session import Session
    from wordcards.saves import Saved

    as_saved = Saved(
        saved.path,
        saved.text,
        saved.game,
        saved.players,
        saved.wordlist,
        saved.house,
        notes=saved.notes,
        ending=saved.ending,
        played=saved.played,
        words_digest=saved.words_digest,
        renamed_from=saved.renamed_from,
        fields_lacked=saved.fields_lacked,
        ruleset=saved.ruleset,
    )
    session = Session.resume(as_saved, words, saved.wordlist, saved.house, replayed)
    session.start_clock()  # no hand-off here: the host's table stands it until the seats join
    return session


def _tell_on_resume(line: str) -> None:
    say(f"wordcards host: {line}", file=sys.stderr)


def host_table(hosted: HostedGame, save: Callable[[Any], None], clock: Callable[[], float] | None = None) -> HostTable:
    """The table that serves ``hosted``, with what its save kept beside the game, saving
    with ``save`` after every change; ``clock``: the wall clock of a match by minutes, which
    stands until every person's seat has joined (ending.StandingClock)."""
    from wordcards.remote.play_again import next_game
    from wordcards.remote.table import HostTable

    return HostTable(
        hosted.game,
        list(hosted.tokens),
        save=save,
        notes=hosted.notes,
        clock=clock,
        saved=hosted.saved,
        evening=hosted.evening,
        new_game=partial(next_game, wordlist=hosted.wordlist, house=hosted.house, ruleset=hosted.ruleset),
    )


def hosted_now(hosted: HostedGame, table: HostTable) -> HostedGame:
    """``hosted`` as its save holds it now: the table's log notes and what the save keeps
    beside the actions (``KeptBeside``: the word half typed, the match's end decided, who
    asked to play again...; store.write writes it)."""
    from dataclasses import replace

    return replace(
        hosted,
        game=table.game,  # another game once the table played again
        evening=table.evening,
        notes=tuple(table.in_play.notes),
        saved=replace(
            hosted.saved,
            draft=table.draft_now(),
            ending=table.ending_to_save(),
            dealt=table.dealt,
            missed=table.missed_to_save(),
            promise=table.promises.to_save(table.game),
            hint_told=table.promises.told_to_save(table.game),
            again=tuple(sorted(table.again)),
        ),
    )


def _renew_links(tokens: list[str | None], seats: Sequence[Player], names: list[str]) -> set[int] | str:
    """A new token for each named seat (in place): a link passed on stops working, the
    game goes on. The seats renewed, or why not (a name not at the table, a computer)."""
    from wordcards.app.session import fits_several, seats_named
    from wordcards.remote.table import new_token

    renewed = set()
    for name in names:
        named = seats_named(seats, name)  # "Bit" and "cpu:hard" name a computer, as in --players
        if not named:
            shown = name if name.strip() else repr(name)  # "--new-link : no such player" for an empty one
            return f"--new-link {shown}: no such player at this table ({', '.join(seat.name for seat in seats)})"
        if len(named) > 1 and any(tokens[seat] is not None for seat in named):  # look-alike names of a save of before
            return f"--new-link {fits_several(seats, name, named)}: type the name as it is spelt there"
        if len(named) > 1:
            return f"--new-link {fits_several(seats, name, named)}: computer players have no link"
        if tokens[named[0]] is None:
            return f"--new-link {name}: a computer player has no link"
        tokens[named[0]] = new_token()
        renewed.add(named[0])
    return renewed


def _address(args: argparse.Namespace) -> str | None:
    return args.host if args.host is not None else LOOPBACK


def _chosen_port(args: argparse.Namespace, default: int) -> int:
    return args.port if args.port is not None else default


def _serve_table(
    hosted: HostedGame,
    fast: bool,
    renewed: Collection[int] = (),
    saved_at: tuple[str, int] | None = None,
    unreadable: tuple[Path, str] | None = None,
) -> int:
    """Serve ``hosted`` until Ctrl+C. ``saved_at``: the address and port a resumed game's
    links were saved for (None for a new game); ``unreadable``: a save that could not be
    read or carried on (and which), moved aside before the new game is first saved over it."""
    from dataclasses import replace

    from wordcards.saves import set_aside

    try:
        sock = _listen(hosted.address, hosted.port)
    except OSError as exc:
        return _refuse("host", _cannot_listen(hosted.address, hosted.port, exc))
    port = hosted.port or sock.getsockname()[1]
    hosted = replace(hosted, port=port)  # --port 0: the port taken, so that --resume gives the same links
    if unreadable is not None:  # only now: a busy port above leaves it where it was
        path, why = unreadable
        try:
            aside = set_aside(path)
        except OSError as exc:
            sock.close()
            return _refuse("host", f"the hosted save that {why} cannot be moved aside: {store_problem(exc)}; nothing is hosted")
        say(f"wordcards host: the hosted save that {why} was moved to {aside} (it is not deleted).", file=sys.stderr)
    saves = _HostSaves(hosted)
    table = saves.table
    # A host that cannot save would say the game is kept when it is not: refused before a
    # link is given out, the save on disk (if any) left as it was.
    if not saves.written(tell=False):
        sock.close()
        return _refuse("host", f"the game cannot be saved: {saves.unsaved}; nothing is hosted (a host saves its game after every action)")
    # Said only once the save holds the new links: if the port is busy or the word list
    # fails, nothing is saved and a later --resume gives the old ones.
    if saved_at is not None and saved_at != (hosted.address, port):
        _tell_links_moved(saved_at)
    _tell_links(hosted, table, renewed, resumed=saved_at is not None)
    interrupt = signal.getsignal(signal.SIGINT)  # as it is before the server sets its own
    from wordcards.app.stop_signals import HangUpsHandled

    # The terminal closed (SIGHUP) stops the host as Ctrl+C does; a later one is ignored to the
    # last line. Output sent to a file or a pipe is kept (it did not hang up).
    with HangUpsHandled(terminals_only=True) as hang_ups:
        _run_until_ctrl_c(hosted, table, fast, sock, hang_ups)
        return _stopped(table.game, saves, interrupt)  # the table's: it may have played again


class _HostSaves:
    """The hosted game's table, saving after every change. A save that fails is said on
    the console, once, and again when one works (play goes on: the game is in memory, and
    the next action tries again); ``unsaved`` keeps why the last one failed (None: it was
    written)."""

    def __init__(self, hosted: HostedGame) -> None:
        self.hosted = hosted
        self.unsaved: str | None = None
        self._said: tuple[str, bool] | None = None  # the failure last said, and whether the game was over then
        self.table = host_table(hosted, self.save, time.monotonic)

    def save(self, game: Any) -> None:
        self.written()

    def written(self, tell: bool = True) -> bool:
        """Save the game as it is now; ``tell``: say on the console when it fails and when
        it works again."""
        from wordcards.remote import store

        try:
            store.write(hosted_now(self.hosted, self.table))
        except OSError as exc:
            self.unsaved = why = store_problem(exc)
            # Said once, not after every action; again when the game ends (a disk still full
            # at the end: "each action tries again" is no longer true).
            if tell and self._said != (why, self.table.game.is_over):
                self._said = (why, self.table.game.is_over)
                say(self._unsaved_line(why))
            return False
        if tell and self.unsaved is not None:
            say("The game is saved again.")
        self.unsaved = self._said = None
        return True

    def _unsaved_line(self, why: str) -> str:
        """The console's line for a failed save: play goes on, or (the end's save) the seats
        at the table have the result: no action follows to try again (play-test h48, as the
        hot-seat says it). A seat away at the end has it only by coming back to this host."""
        from wordcards.app.session import end_unsaved

        if self.table.game.is_over:
            return f"{end_unsaved(why)} The seats at the table have its result; a seat away sees it by coming back before the host stops."
        return f"The game could not be saved: {why}. Play goes on; each action tries again."


def _tell_links_moved(saved_at: tuple[str, int]) -> None:
    """A resumed game served on another address or port than its links were saved for:
    the old links no longer work, and why new ones follow."""
    moved = on_its_own_line(
        f"wordcards host: the saved links are for {link_base(*saved_at)}; "
        "a different address or port needs new links (printed below), and the game is saved with them. "
        "The new links, not the old, are the ones given by",
        command("host", "--resume"),
    )
    say(moved, file=sys.stderr)


def _tell_links(hosted: HostedGame, table: HostTable, renewed: Collection[int], resumed: bool = False) -> None:
    """What the host prints before it serves: the game (and whether it is one carried on),
    where, each seat's link, the links renewed, how to join, who can reach it, and how to
    stop and carry on."""
    from wordcards.remote import store
    from wordcards.remote.server import seat_link

    game, address = hosted.game, hosted.address
    reached_as, guessed = link_host(address)
    base = _base(reached_as, hosted.port)
    out = sys.stdout
    if guessed is not None:
        say(f"wordcards host: {guessed}", file=sys.stderr)
    saved_in = store.finished_path() if game.is_over else store.hosted_path()  # a finished game served again (--resume)
    # A resumed game said so: its start looked like a new game's (a play-tester).
    carried_on = " (carrying on the saved game)" if resumed and not game.is_over else ""
    say(f"Hosting {games.TITLES[game.game_name]}{carried_on} on {base} (saved in {saved_in}).", file=out)
    say("Send each person their own link (it is their seat: keep it private):", file=out)
    for seat, token in enumerate(hosted.tokens):
        if token is not None:
            # Alone on its line, from the first column, never wrapped: a link beside a name
            # soft-wrapped at 100 columns and some terminals copied it in two pieces.
            # The seat's number too: a console that cannot show a name folds José and Jose,
            # or 张伟 and 李娜, alike ("Jose", "??"), and the wrong link seats a player at another's hand.
            say(f"For seat {seat + 1}, {table.name(seat)}:\n{seat_link(base, token)}", file=out)
    for seat in sorted(renewed):  # by seat, as the link lines: a name alone may show as "??"
        say(f"New link for seat {seat + 1}, {table.name(seat)}: the old one no longer works.", file=out)
    say(on_its_own_line("Open a link in a browser, or run", command("join", "LINK")), file=out)
    if not is_loopback(address):
        say(f"Listening on {address}: anyone on your network with a link can take that seat.", file=out)
    carry_on = on_its_own_line("Press Ctrl+C to stop hosting (the game is saved). To carry it on, type", command("host", "--resume"))
    if game.is_over:
        carry_on = on_its_own_line("Press Ctrl+C to stop hosting (the game is over and kept). To show its end again, type", command("host", "--resume"))
    say(carry_on, file=out)


def _run_until_ctrl_c(hosted: HostedGame, table: HostTable, fast: bool, sock: Any, hang_ups: HangUpsHandled) -> None:
    """Serve ``table`` on ``sock`` until the first Ctrl+C, or the terminal closed (``hang_ups``;
    ``fast``: the computers play without a pause to watch)."""
    import asyncio
    import functools

    from aiohttp import web

    from wordcards.app.review_pool import pools_for_a_host
    from wordcards.remote import store
    from wordcards.remote.server import HostServer
    from wordcards.remote.web import quiet_bad_requests

    # The seats' reviews answered as the shared keyboard's are: on the other cores, if enough.
    review_pool = pools_for_a_host(hosted.wordlist, hosted.house, games.entry_of(hosted.game).name)
    server = HostServer(
        table,
        local_base=local_base(hosted.address, hosted.port),
        computer_pace=0.05 if fast else 0.8,
        say=say,
        review_pool=review_pool,
        errors_log=store.errors_path(),
    )
    quiet_bad_requests()
    app = server.make_app()
    app.on_startup.append(functools.partial(_stop_on_first_ctrl_c_or_hang_up, hang_ups=hang_ups))
    with contextlib.suppress(KeyboardInterrupt, asyncio.CancelledError):
        web.run_app(app, sock=sock, print=None, handle_signals=True, shutdown_timeout=2)


def _stopped(game: Any, saves: _HostSaves, interrupt: Any) -> int:
    """The last save and the host's last line, whatever is pressed meanwhile (Ctrl+C back
    to ``interrupt`` after); the exit status: 1 when the game is not all kept (a script or
    a launcher can tell), else 0."""
    try:
        _ignore_ctrl_c()
        if not game.is_over:
            saves.written(tell=False)  # once more, as the shared keyboard saves on quitting: a word sent to a question still open (draft_now)
        say(_stopped_line(game.is_over, saves.unsaved))
    finally:
        _restore_ctrl_c(interrupt)
    return 1 if saves.unsaved is not None else 0


def store_problem(exc: OSError) -> str:
    """Why the hosted game could not be written, in plain words (saves.cannot_write)."""
    from wordcards.remote import store
    from wordcards.saves import cannot_write

    return cannot_write(exc, store.hosted_path())


def _stopped_line(over: bool, unsaved: str | None) -> str:
    """The host's last line: whether the game is kept, and how it goes on. ``unsaved``: why
    the last save failed (the save on disk, if any, holds an earlier position)."""
    if unsaved is not None and over:
        return f"Stopped hosting: the game is over, but its end could not be saved ({unsaved})."
    if unsaved is not None:  # the first save was written (_serve_table): there is an earlier one
        return on_its_own_line(
            f"Stopped hosting, but the last save failed ({unsaved}). To carry on from the last position saved, "
            "not this one, type",
            command("host", "--resume"),
        )
    if over:
        return "Stopped hosting: the game is over."
    return on_its_own_line("Stopped hosting: the game is saved. To carry it on with the same links, type", command("host", "--resume"))


# The first Ctrl+C stops the host; the others do nothing while it stops (its goodbyes take up
# to 2 seconds): breaking off the stop would skip the last save, the last line and the seats' goodbyes.


async def _stop_on_first_ctrl_c_or_hang_up(app: Any, hang_ups: HangUpsHandled) -> None:
    """In place of aiohttp's Ctrl+C (set before the app starts; it removes it when done): it
    stops the host the first time only. The host's terminal closed (SIGHUP: its window or
    tab, a tmux session killed, an ssh link dropped) stops it the same way (``hang_ups``: its
    output to the terminal sent nowhere, later SIGHUPs ignored): by default SIGHUP ended it at
    once, and the last save (a word sent to a question still open) and the seats' goodbyes
    were lost. Under ``nohup`` (SIGHUP ignored) the host outlives its terminal, as asked."""
    import asyncio

    from aiohttp import web

    stopping = False

    def stop() -> None:
        nonlocal stopping
        if not stopping:
            stopping = True
            raise web.GracefulExit()

    hang_ups.listen(stop)
    with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # no signals here (Windows, a thread)
        asyncio.get_running_loop().add_signal_handler(signal.SIGINT, stop)


def _ignore_ctrl_c() -> None:
    with contextlib.suppress(ValueError):  # not the main thread (a test): no signals to mind
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _restore_ctrl_c(handler: Any) -> None:
    with contextlib.suppress(ValueError, TypeError):
        signal.signal(signal.SIGINT, handler)


# --- join -----------------------------------------------------------------------------


def add_join(commands: Any) -> None:
    parser = commands.add_parser(
        "join",
        help="take your seat in a hosted game, in this terminal",
        description="Take your seat in a game held by 'wordcards host': LINK is the private "
        "link the host gave you (http://.../seat/...).",
    )
    parser.add_argument("link", nargs="?", metavar="LINK", help="your seat's link")
    parser.add_argument("--link-from-env", action="store_true", help=argparse.SUPPRESS)
    parser.set_defaults(run=run_join, command="join")


def run_join(args: argparse.Namespace) -> int:
    from wordcards.remote.client import LinkError, socket_url
    from wordcards.remote.server import LINK_ENV

    link = os.environ.get(LINK_ENV, "") if args.link_from_env else args.link
    if not link:
        return _refuse("join", f"give the link the host sent you: {command('join', 'http://.../seat/...')}")
    try:
        url = socket_url(link)
    except LinkError as exc:
        return _refuse("join", exc)
    no_terminal = no_terminal_for_keys()
    if no_terminal:
        return _refuse("join", no_terminal)
    from wordcards.remote.seat.app import SeatApp

    # A browser tab's seat runs on the host's machine: the host's settings are not its player's.
    app = SeatApp(url, remember_colours=not args.link_from_env)
    app.run()
    if app.cannot_join():  # a dead link, a host of another version: "not now" (1), and why
        why = app.goodbye()
        if why:
            say(why, file=sys.stderr)
        return EXIT_CANNOT_JOIN
    if app.return_code:  # a fault of this screen, its traceback above: the game is the host's
        say(f"wordcards join: {seat_fault()}", file=sys.stderr)
        return 1
    goodbye = app.goodbye()
    if goodbye:
        say(goodbye)
    return 0


def seat_fault() -> str:
    return on_its_own_line("this seat stopped on an error (above). The game is safe at the host; to sit down again, run", command("join", "LINK"))


# --- serve ----------------------------------------------------------------------------


def add_serve(commands: Any) -> None:
    parser = commands.add_parser(
        "serve",
        help="play in a browser tab (hot-seat, as in the terminal)",
        description="Serve the game to a browser tab: the same hot-seat game as 'wordcards "
        "play', one tab at a time (a second tab says which game is open elsewhere).",
    )
    _add_address(parser, DEFAULT_SERVE_PORT)
    parser.add_argument("game", nargs="?", type=games.as_typed, choices=games.NAMES, help="start this game (default: ask)")
    parser.set_defaults(run=run_serve, command="serve")


def run_serve(args: argparse.Namespace) -> int:

    from aiohttp import web

    from wordcards.remote.serve import ServeServer
    from wordcards.remote.web import quiet_bad_requests

    address = _address(args)
    if address is None:
        return EXIT_USAGE
    port = _chosen_port(args, DEFAULT_SERVE_PORT)
    try:
        sock = _listen(address, port)
    except OSError as exc:
        return _refuse("serve", _cannot_listen(address, port, exc))
    port = port or sock.getsockname()[1]  # --port 0: the port taken
    reached_as, guessed = link_host(address)
    base = _base(reached_as, port)
    if guessed is not None:
        say(f"wordcards serve: {guessed}", file=sys.stderr)
    say(f"Open this in a browser to play (one tab at a time):\n{base}/\nPress Ctrl+C to stop.")  # the link alone on its line: copied whole
    if not is_loopback(address):
        say(f"Listening on {address}: anyone on your network can open it.")
    server = ServeServer(args.game)
    quiet_bad_requests()
    web.run_app(server.make_app(), sock=sock, print=None, shutdown_timeout=2)
    return 0


def _listen(address: str, port: int) -> Any:
    import socket

    if address == "::" and _dual_stack():  # every address, as 0.0.0.0 is: the links may name the IPv4 one
        return socket.create_server((address, port), family=socket.AF_INET6, dualstack_ipv6=True)
    return socket.create_server((address, port), family=socket.AF_INET6 if ":" in address else socket.AF_INET)


def _cannot_listen(address: str, port: int, exc: OSError) -> str:
    import errno

    if exc.errno == errno.EADDRINUSE:  # the usual case: say what to do, not the socket's words
        return f"port {port} on {address} is in use (by another host or serve?): choose another with --port N, or --port 0 for a free one"
    return f"cannot listen on {address} port {port}: {exc.strerror or exc}"


def _refuse(command: str, exc: object) -> int:
    say(f"wordcards {command}: error: {exc}", file=sys.stderr)
    return EXIT_USAGE
