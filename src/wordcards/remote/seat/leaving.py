"""What a seat leaves in the terminal as ``wordcards join`` ends: that nothing was given up
and how to come back, or why this seat cannot join this host and what to do."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from wordcards.app.command import command, on_its_own_line
from wordcards.remote.client import link_of_socket
from wordcards.quoting import shell_word

if TYPE_CHECKING:  # the app asks: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp


def cannot_join(app: SeatApp) -> bool:
    """This seat cannot play with this host: its link opens no seat (mistyped, or replaced
    by a new one), the host runs another version, or the link says https:// to a host of
    http://. ``join`` exits non-zero then."""
    return app.connection.link_dead or app.other_version is not None or app.connection.link_given is not None


def goodbye(app: SeatApp) -> str | None:
    """The line ``wordcards join`` leaves in the terminal: Ctrl+C (or Ctrl+Q) asks nothing (the host
    keeps the seat), so it says that nothing was given up and how to come back; or why
    this seat cannot join and what to do."""
    state = app.state
    if app.other_version is not None:
        return app.other_version
    if app.connection.link_given is not None:
        return on_its_own_line("This host uses http://, not https://; run", command("join", shell_word(app.connection.link_given)))
    if app.connection.link_dead and state is None:
        return (
            # The host cannot tell a link of another game from one mistyped: both are said
            # (a mistyped link to this very game was told the host had started another).
            f"This link opens no seat at {urlsplit(app.url).netloc}: its seat key is not one of this game's "
            "seats (a link of another game, mistyped, or replaced by a new one). Check the link, or ask the host "
            "for your current link."
        )
    if app.connection.link_dead and state is not None:  # 'the same link' would not bring the player back
        me = state["view"].seats[state["seat"]].name
        return (
            f"This link no longer opens {me}'s seat: the host gave the seat a new link (or started another game), "
            "and this one stopped working. Ask the host for your current link."
        )
    if state is None:
        return app.connection.not_reached  # a host never reached: what the seat said, to keep
    me = state["view"].seats[state["seat"]].name
    link = shell_word(link_of_socket(app.url))  # an IPv6 link's brackets are a shell's pattern
    back = command("join", link)
    if state["view"].outcome is not None:
        # Over, and the host stopped: nothing left to come back to. A connection lost
        # (the host may still be there, serving the score and review) is not that.
        if app.away is not None and app.host_stopped:  # the state, not the words shown
            return None
        # The host still serves the seat its score and review (docs/playing.md); one
        # killed serves them again once carried on (docs/decisions/remote.md).
        if app.away is not None:
            resume = state.get("resume") or "wordcards host --resume"  # a host of an older version names none
            return on_its_own_line(
                f"You left {me}'s seat; the game is over. The host cannot be reached now: when it is back "
                f"(if it stopped, '{resume}' on its machine brings it back), see the scores and the review again with the same link",
                back,
            )
        return on_its_own_line(f"You left {me}'s seat; the game is over. See the scores and the review again with the same link", back)
    if app.away is not None:  # "the host keeps it" said a stopped host was waiting for the player
        host = "The host has stopped" if app.host_stopped else "The host cannot be reached now"
        return on_its_own_line(
            f"You left {me}'s seat. {host}; the game is saved there, your seat with it. "
            "When it is back, come back with the same link",
            back,
        )
    return on_its_own_line(f"You left {me}'s seat; the host keeps it for you. Come back with the same link", back)
