"""How a hosted table plays again once its game is over, said plainly: the host starts a new
game (a new ``wordcards host``), which prints new links for every seat. The host's console
gets the command to type; each seat's final screen says what to wait for."""

from __future__ import annotations

import shlex
from typing import Any

from wordcards import games
from wordcards.app.command import command, on_its_own_line

# Under a seat's final breakdown: Enter plays again at one screen, not here, so say what does.
SEAT_PLAY_AGAIN = (
    "To play again, the host starts a new game: they send each person a new link "
    "(this one then stops working)."
)


def seat_typed(player: Any) -> str:
    """A player as --players takes it: "Ann", "junior:Cy", "cpu:hard"."""
    if player.computer is not None:
        return f"cpu:{player.computer}"
    return f"junior:{player.name}" if player.junior else player.name


def host_play_again_line(game: Any) -> str:
    """The host's console once the game is over: the command that starts the next game with
    the same players, the first seat moved on one place (S15), and that the links change."""
    players = game.players
    next_first = players[(game.options.get("first", 0) + 1) % len(players)].name
    typed = command(
        "host",
        games.entry_of(game).name,
        "--players",
        shlex.quote(",".join(seat_typed(p) for p in players)),
        "--first",
        shlex.quote(next_first),
    )
    return on_its_own_line(
        "The game is over. To play again, stop hosting (Ctrl+C) and start a new game (add the other "
        "options you started this one with; --first moves the first seat on one place, S15). It prints "
        "new links for every seat: send them again, the old ones stop working. Type",
        typed,
    )
