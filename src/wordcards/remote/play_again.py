"""How a hosted table plays again once its game is over, with the same seats and links: each
person asks on their final screen (N), a computer always agrees, and the next game starts
once every person has asked (docs/decisions/remote.md). The game is made as the shared
keyboard's "Play again" makes it (S15: the first seat moves on one place); these are its
words for the host's console and for a seat's final screen. No Textual here: the host
imports it too."""

from __future__ import annotations

from typing import Any, Collection, Sequence

from wordcards.engine.players import Seated
from wordcards.engine.wording import and_list


def next_game(
    game: Any, evening: Sequence[Sequence[str]], wordlist: str | None = None, house: str | None = None, ruleset: str | None = None
) -> tuple[Any, list[tuple[int, str]]]:
    """The game after ``game`` (over) and its log's opening notes: the same players, ruleset
    and options, a fresh seed, the first seat moved on one place (S15); ``evening``: who won
    each game so far (this one included). ``wordlist``, ``house``, ``ruleset``: the files it
    was started with, as its save names them (the words themselves are ``game``'s)."""
    import secrets
    from dataclasses import replace

    from wordcards.app.session import Session, another_game_choice, next_first_seat

    choice = replace(another_game_choice(game, wordlist, house, ruleset), seed=secrets.randbelow(2**31))
    session = Session.new(choice, game.words, game.players, autosave=False, first=next_first_seat(game), evening=evening)
    session.note_how_the_game_starts(None, again=True)  # every seat's log says why its first player starts
    session.start_clock()  # a match by minutes: the host's table stands it until the seats are there
    return session.game, list(session.in_play.notes)


def still_to_ask(seats: Sequence[Seated], asked: Collection[object]) -> list[int]:
    """The people's seats not among those that ``asked`` for another game (a computer always
    agrees): the host's table works it out from its players, a seat from its view's seats."""
    return [seat for seat, player in enumerate(seats) if player.computer is None and seat not in asked]


def host_again_line(waiting: Sequence[str], anyone_asked: bool) -> str:
    """The host's console while a game is over: who is still to ask for another game."""
    if not anyone_asked:
        return (
            f"The game is over. To play again with the same links, each person presses N on their final "
            f"screen; the next game starts once {and_list(list(waiting))} {'has' if len(waiting) == 1 else 'have'} asked."
        )
    return f"Waiting for {and_list(list(waiting))} to ask for another game (N on their final screen)."


def host_started_line(number: int, first: str) -> str:
    """The host's console as the next game starts."""
    return f"Everyone asked to play again: game {number} of the evening starts, {first} plays first (same links)."


# The host stopped after the game: N cannot reach it, and this seat tries no more.
AGAIN_AFTER_THE_HOST_STOPPED = "The host has stopped: once it is resumed (host --resume), open your link again to play again."


def seat_again_line(state: dict[str, Any], host_stopped: bool = False) -> str | None:
    """The line under a seat's final breakdown: who plays first next, whom the table waits
    for, and what N does here now (``host_stopped``: how to play again once it is back).
    None before the game is over (or from a host of before)."""
    again = state.get("again")
    if state["view"].outcome is None or not isinstance(again, dict):
        return None
    if host_stopped:
        return AGAIN_AFTER_THE_HOST_STOPPED
    seats, me = state["view"].seats, state["seat"]
    asked_by = again.get("asked")
    waiting = still_to_ask(seats, asked_by if isinstance(asked_by, list) else [])
    first = again.get("next_first")
    starts = f" {first} plays first (the first seat moves on each game)." if isinstance(first, str) else ""
    if me in waiting:
        others = [seats[seat].name for seat in waiting if seat != me]
        after = f" It starts once {and_list(others)} {'asks' if len(others) == 1 else 'ask'} too." if others else " Everyone else has asked."
        return f"N: play again, same seats and links.{after}{starts}"
    if waiting:
        return f"You asked to play again; waiting for {and_list([seats[seat].name for seat in waiting])} (N takes it back).{starts}"
    return f"Starting the next game...{starts}"
