"""Which seats a host plays with: the seats' protocol number, and the words of a refusal.

A host and a seat of different wordcards versions may read each other's messages wrongly:
a key renamed, a line that tells of a key the other does not have ("Enter deals", to a seat
that deals with another key). So a seat names its protocol (and its wordcards version) as
it connects, and the host names its own in every state. The host decides: a seat of
another protocol is refused before it joins (HTTP 426, the host's numbers in headers), and
a seat trusts a host that let it in. A seat or host that names no protocol is older than
this check (protocol 1); a seat refuses such a host itself. No Textual here: the host
imports it too. See docs/decisions/remote.md.
"""

from __future__ import annotations

from typing import Any, Mapping

from wordcards import __version__
from wordcards.app.command import command, on_its_own_line

# Raised whenever a message, a key or a line a seat shows changes meaning for the other end.
# 2: Enter deals the next rummy hand on a seat (the host's lines say so), seats name their protocol.
# 3: a seat sends its word line on a pause ("draft"), and the host's state gives it back.
# 4: a seat that closes its review before it came says so ("review_closed"): the host stops making it.
# 5: an answer says what it is ("kind", below): a seat acts on that, not on the answer's words.
# 6: after the game a seat asks to play again ("play_again"), and a state names the game of the evening.
# 7: a state's "again" names only the seats that asked; a seat works out whom the table waits for.
# 8: a rummy review's expert says "meld nothing" after its discard (a seat of 7 draws it as a
#    second discard), and each reviewed turn says whether the expert's choice was clearly better.
# 9: a log line that names jokers comes with their places ({"~line": ..., "jokers": [...]},
#    remote/codec.py): a seat of 8 cannot read it.
# 10: each reviewed turn says what it won ("won": "game", "match", "hand" or ""): a seat of 9
#     rebuilds a turn from its fields and fails on the unknown key.
# 11: an answer's words (a hint, "Played: ...") and a list's lines that name jokers come as the
#     log's lines do ({"~line": ..., "jokers": [...]}): a seat of 10 takes them for text and fails.
PROTOCOL = 11
MOST_PROTOCOL = 999_999  # a bigger number is none of ours (and too long to show)
UNNAMED = 1  # the protocol of a seat or host that names none (before this check)
WRONG_PROTOCOL = 426  # HTTP "Upgrade Required": the host's answer to a seat of another protocol
# How a seat names its own, in its socket's query; how the host names its own, in its
# refusal's headers and in each state ("protocol").
QUERY_PROTOCOL = "protocol"
QUERY_VERSION = "version"
HEADER_PROTOCOL = "Wordcards-Protocol"
HEADER_VERSION = "Wordcards-Version"
MAX_SHOWN = 20  # a version read off the wire is cut to this length when it is shown
UNNAMED_VERSION = "an older version"  # the wordcards version of a seat that names none


# What an answer (a state's "message") is, as its "kind", beside its words: a seat acts on
# the kind, never on the words, which may be reworded. An answer of no kind is only read.
HINT_LOOKED_FOR = "hint_looked_for"  # the host looks for this seat's hint: its keys wait for it
NOTHING_DONE = "nothing_done"  # a list or a question closed with nothing played (Esc)

# The messages a seat sends that are no intent.
DRAFT = "draft"  # a seat's word line, sent on a pause: no intent, and no answer unless it cannot be read
# A seat closed its review (Esc): the host stops making it. No intent, and no answer.
REVIEW_CLOSED = "review_closed"


def seat_query() -> dict[str, str]:
    """What a seat adds to its socket's address: its protocol and its wordcards version."""
    return {QUERY_PROTOCOL: str(PROTOCOL), QUERY_VERSION: __version__}


def protocol_named(raw: object) -> int:
    """The protocol a query, a header or a state names (UNNAMED when it names none)."""
    try:
        number = int(str(raw)) if raw is not None else UNNAMED
    except ValueError:
        return 0  # names one, but none of ours: no protocol matches it
    return number if 0 <= number <= MOST_PROTOCOL else 0  # shown on the host's console: kept short


def version_named(raw: object) -> str:
    """The wordcards version the other end names (UNNAMED_VERSION when it names none),
    printable and short (any text may arrive: it is printed on the host's console)."""
    shown = "".join(char for char in raw if char.isprintable()).strip() if isinstance(raw, str) else ""
    return shown[:MAX_SHOWN] or UNNAMED_VERSION


def _one_of(protocol: int) -> str:
    """What to update to when both ends name the same version (builds of other protocols):
    "the host's version" would name the one this end already runs."""
    return f"one of seat protocol {protocol}"


def _side(version: str, protocol: int) -> str:
    shown = version if version == UNNAMED_VERSION else f"wordcards {version}"
    return f"{shown} (seat protocol {protocol})"


def seat_refused_text(host_protocol: int, host_version: str) -> str:
    """What a seat says when the host refused it, or when it refuses a host that names no
    protocol: both versions, and what each person can do."""
    host = _side(host_version, host_protocol)
    seat = _side(__version__, PROTOCOL)
    same = host_version == __version__
    if host_protocol > PROTOCOL:
        wanted = _one_of(host_protocol) if same else "the host's version"
        fix = f"Update wordcards on this device to {wanted}"
    else:
        wanted = f" to {_one_of(PROTOCOL)}" if same else ""
        fix = f"Ask the host to update wordcards{wanted} (the game is saved), then join again"
    return (
        f"This seat cannot join: the host runs {host}; this device runs {seat}. "
        f"{fix}, or open your link in a web browser: it runs the host's own wordcards."
    )


def host_refused_line(seat: int, name: str, query: Mapping[str, str]) -> str:
    """The host's console line when a seat of another protocol tries seat ``seat`` (from 0),
    ``name``'s. It names the seat's number as the link lines do ("seat 2, Bob"): names an
    ascii console folds alike ("??") would not say whom to tell."""
    protocol = protocol_named(query.get(QUERY_PROTOCOL))
    version = version_named(query.get(QUERY_VERSION))
    other = _side(version, protocol)
    same = version == __version__
    said = (
        f"A screen of another wordcards tried to join as seat {seat + 1}, {name}, and was refused: "
        f"it runs {other}; this host runs {_side(__version__, PROTOCOL)}."
    )
    if protocol > PROTOCOL:
        wanted = _one_of(protocol) if same else f"{name}'s version"
        # The command on a line of its own: beside the sentence a terminal split it.
        return on_its_own_line(
            f"{said} Update wordcards here to {wanted}, or {name} opens the link in a web browser. "
            "Stop hosting to update (the game is saved); to carry it on after, type",
            command("host", "--resume"),
        )
    wanted = _one_of(PROTOCOL) if same else "this host's version"
    return f"{said} {name} updates wordcards to {wanted}, or {name} opens the link in a web browser."


def refusal_headers() -> dict[str, str]:
    return {HEADER_PROTOCOL: str(PROTOCOL), HEADER_VERSION: __version__}


def host_of_state(state: Mapping[str, Any]) -> int:
    """The protocol a host's state names (UNNAMED: a host older than this check)."""
    return protocol_named(state.get("protocol"))
