"""The key fuzzer's host (tools/fuzz_keys.py --remote): ``wordcards host`` in the fuzzer's
own process, with no wire, so that a seed replays the same.

It holds the table as the host does (remote/table.py), saves it after every change as the
host saves it (remote/store.py: the engine's action list, the seats' tokens, the log's
notes), and keeps every save with the game as it was then (the save watch: each must load,
as ``wordcards host --resume`` loads it, to that game and that log). It stops as a host
stopped with Ctrl+C does and carries on from its save; it cuts the seat's connection and
lets it back; and a second person (Bob, seat 1) or a second screen of the fuzzed seat types
while the fuzzed seat does. A match by minutes (R8) is given the fuzzer's fake clock, as the
host gives it the wall clock; Bob's screen is then open from the start (the clock stands
until every person's seat has joined), the server's watch and its hold as a search's result
comes are done here too, and the ending each screen was last told is kept (``told``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from wordcards.remote.host_intents import Tell

ADDRESS, PORT = "127.0.0.1", 9  # written in the save (its links); nothing listens
PEER_WORDS = ["cat", "QQ", "x", "", "zzzzzz", "e"]  # a second person's mistakes and odd words


class FuzzHost:
    def __init__(self, game: Any, words: Any, clock: Callable[[], float] | None = None) -> None:
        """``clock``: the fuzzer's fake clock, given to a match by minutes as ``wordcards
        host`` gives it the wall clock (it stands until every person's seat has joined)."""
        from wordcards.remote.table import HostTable, new_token

        self.words = words
        self.clock = clock
        self.tokens = [new_token() if player.computer is None else None for player in game.players]
        # The ending each screen was last told (a state's time-up, and whether the game is
        # over): seat 0's as the fuzzed seat takes it, the other people's screens' as the
        # host sends them theirs. Every screen open must be told the table's (R8).
        self.told: dict[int, tuple[bool, bool]] = {}
        self.table = HostTable(game, self.tokens, self.save, clock=clock)
        self.search_seconds = 0  # the fake clock's time the next hint or review takes to find
        # Every save of an unfinished game since the last check: the save as read back, the
        # game's state and its log (with the table's notes) when it was written.
        self.written: list[tuple[Any, Any, tuple[str, ...]]] = []
        self.up = True  # False between a stop and the host carried on
        self.other_screen = False  # a second screen of seat 0 has joined
        self.save(game)
        self._open_other_screens()

    @property
    def game(self) -> Any:
        return self.table.game

    # --- saving, as the host does -----------------------------------------------------

    def save(self, game: Any) -> None:
        from wordcards.app.session import with_notes
        from wordcards.remote import store
        from wordcards.remote.commands import hosted_now

        notes = self.table.in_play.notes
        store.write(hosted_now(store.HostedGame(game, tuple(self.tokens), None, None, ADDRESS, PORT), self.table))
        if not game.is_over:
            self.written.append((store.read(), game.state_key(), tuple(with_notes(game.log, notes))))

    def saves_differ(self) -> tuple[str, str] | None:
        """A save written since the last check that does not load as ``--resume`` loads it,
        or loads to another game (or log, or links) than the one it was written from."""
        written, self.written[:] = list(self.written), []
        for saved, state, log in written:
            wrong = self._loads_to(saved, state, log)
            if wrong:
                return wrong
        return None

    def _loads_to(self, saved: Any, state: Any, log: tuple[str, ...]) -> tuple[str, str] | None:
        import difflib

        from wordcards.app.session import with_notes
        from wordcards.remote.commands import carried_on

        if saved is None:
            return "a host's save is missing", "store.read() found no unfinished hosted game just after it was written"
        try:
            game = carried_on(saved, self.words)
        except Exception as error:  # the report says which: any error loading a save is a finding
            return "a host's save does not load", f"{type(error).__name__}: {error}"
        if game.state_key() != state:
            return "a host's save differs", f"a save of {len(game.actions)} actions loads to another game"
        if list(saved.tokens) != self.tokens:
            return "a host's save differs", "its seat links are not the table's"
        resumed = tuple(with_notes(game.log, saved.notes))
        if resumed != log:
            lines = list(difflib.unified_diff(log, resumed, "at the host", "carried on", lineterm=""))
            return "a host's save's log differs", "\n".join(lines[:40])
        return None

    # --- stopping and carrying on --------------------------------------------------------

    def stop(self) -> None:
        """Ctrl+C at the host: every connection goes (the game is saved after every change)."""
        self.up, self.other_screen = False, False
        self.told.clear()

    def carry_on(self) -> tuple[str, str] | None:
        """``wordcards host --resume``: a new table from the save, which must be the game
        the host stopped with. None when it is; what differs when not (or a save written
        before the stop, not checked yet, that does not load to its game)."""
        from wordcards.remote import store
        from wordcards.remote.commands import host_table, hosted_carried_on

        unchecked = self.saves_differ()  # the saves written since the last check, before the stop
        if unchecked:
            return unchecked
        saved = store.read()
        if saved is None:  # the game ended: --resume finds nothing to carry on
            return None
        stopped_with = self.game
        hosted = hosted_carried_on(saved, self.words, saved.tokens, ADDRESS, PORT)
        game = hosted.game
        if game.state_key() != stopped_with.state_key():
            return "the host carried on another game", f"{len(game.actions)} actions, stopped with {len(stopped_with.actions)}"
        self.table = host_table(hosted, self.save, self.clock)
        self.up = True
        self._open_other_screens()
        return None

    def _open_other_screens(self) -> None:
        """The other people's screens (Bob's) are open from the start, so that the table
        plays once the fuzzed seat joins (a match by minutes' clock stands, and the
        computers wait, until every person's seat has joined); each is sent its state as it opens."""
        for seat, state in enumerate(self.table.seats):
            if seat != 0 and state.token is not None:
                self.table.connected(seat, True)
        self.tell(self.other_people())

    # --- what the host does after a message ---------------------------------------------

    def receive(self, seat: int, message: Any) -> Tell:
        """A message (an intent, or a word line) from a screen of ``seat``, as the wire brings
        it, taken as the host takes it (HostTable.receive: the time-up held first); then the
        host's work. Whom to tell: the seat's screens are sent their state unless NOBODY,
        the other seats' when EVERY_SEAT."""
        from wordcards.remote.host_intents import Tell

        if seat != 0 and not self.table.seats[seat].connections:
            # A message comes over an open screen: Bob's opens as he sends, and is told from
            # then on (told once, then left out of the news, his screen showed another ending).
            self.table.connected(seat, True)
            self.tell([seat])
        tell = self.table.receive(seat, json.loads(json.dumps(message)))
        self.work()
        if tell is Tell.EVERY_SEAT:
            self.tell(self.other_people())
        elif tell is Tell.SEAT and seat != 0:
            self.tell([seat])
        return tell

    def work(self) -> None:
        """The hints and reviews asked for, the computers' turns (at once: no pace here)."""
        table = self.table
        for seat in range(len(table.seats)):
            asked_at = table.hint_to_start(seat)
            if asked_at is not None:
                found = table.find_hint()
                self._search_takes_its_time()
                table.hint_found(seat, asked_at, found)
                self.watch()  # as the server holds a time-up as a search's result comes
            if table.review_to_start(seat):
                self._search_takes_its_time()
                table.review_found(seat, {"error": "no review in the fuzzer (slow)"})
                self.watch()
        for _ in range(500):
            if not table.computer_due():
                break
            table.apply_computer(table.computer_action())

    def _search_takes_its_time(self) -> None:
        """A search the fuzzer asked to be slow: the match's time runs on as it looks."""
        if self.clock is not None and self.search_seconds:
            self.clock.now += self.search_seconds  # type: ignore[attr-defined]
            self.search_seconds = 0

    def watch(self) -> bool:
        """The server's once-a-second watch (and its hold as a search's result comes): a
        match by minutes' time-up the clock says now is held, and every screen told. True
        when held just now (the fuzzed seat is then to be sent its state)."""
        if not self.table.hold_time_up():
            return False
        self.tell(self.other_people())
        return True

    def other_people(self) -> list[int]:
        """The people's seats other than the fuzzed one (seat 0) with a screen open."""
        return [seat for seat, state in enumerate(self.table.seats) if seat != 0 and state.connections > 0]

    def tell(self, seats: list[int]) -> None:
        """Send these seats their state, as the host does (no screen here reads it: what
        ending it told each is kept)."""
        for seat in seats:
            self.state_for(seat)

    def ending_now(self) -> tuple[bool, bool]:
        """The table's ending as a state tells it: its time-up held (R8), and the game over."""
        return self.table.time_up(), self.game.is_over

    def state_for(self, seat: int, answered_elsewhere: bool = False) -> dict[str, Any]:
        """The state as the seat's screen receives it (through JSON, as on the wire), said
        once; ``answered_elsewhere``: it answers another screen of that seat."""
        from wordcards.remote.server import for_other_screens
        from wordcards.remote.state_message import state_message

        state = state_message(self.table, seat)
        self.table.sent(seat)
        self.told[seat] = (state.get("time_up") is True, state["waiting_for"] is None)
        if answered_elsewhere:
            state = for_other_screens(state)
        return dict(json.loads(json.dumps(state)))

    # --- a second person, and a second screen --------------------------------------------

    def peer_intent(self, seat: int, pick: float) -> dict[str, Any]:
        """What a person at ``seat`` (Bob, or seat 0's other screen) sends now, drawn by
        ``pick`` (0 to 1): mostly a real play on their turn or the answer to their list,
        now and then a mistake (a word out of turn, a key that does nothing now, an undo)."""
        table, game = self.table, self.game
        pending = table.seats[seat].pending
        if pending is not None:
            return {"type": "choice", "index": 0 if pick < 0.8 else None, "ask": pending.number}
        if pick < 0.15:
            return {"type": "word", "word": PEER_WORDS[int(pick / 0.15 * len(PEER_WORDS)) % len(PEER_WORDS)]}
        if pick < 0.2:
            return {"type": "key", "key": "undo"}
        keys = [str(key) for key in table.usable_keys(seat)]
        if "next_hand" in keys:
            return {"type": "key", "key": "next_hand"}
        if game.is_over or game.current != seat:
            return {"type": "key", "key": keys[0] if keys else "end_turn"}
        plays = peer_plays(game, keys)
        return plays[int(pick * len(plays)) % len(plays)] if plays else {"type": "key", "key": "end_turn"}


def peer_plays(game: Any, keys: list[str]) -> list[dict[str, Any]]:
    """Real plays for the current seat, as a seat sends them: words, and its usable keys."""
    words: list[str] = []
    if game.game_name == "shuffle":
        words = [p.word for kind in ("word", "extend", "steal") for p in game.legal_plays(kind, limit=2)]
        if game.view(game.current).turn_plays:
            keys = ["end_turn"]
    else:
        from wordcards.engine.rummy import Discard, Meld, Phase

        if game.phase is not Phase.DRAW:
            actions = game.legal_actions()
            words = ["".join(c.letter for c in a.cards) for a in actions if isinstance(a, Meld)][:4]
            words += [a.card.letter for a in actions if isinstance(a, Discard)][:2]
            keys = []
    plays = [{"type": "word", "word": word.lower()} for word in words]
    plays += [{"type": "key", "key": key} for key in keys if key not in ("hint", "undo")]
    return plays
