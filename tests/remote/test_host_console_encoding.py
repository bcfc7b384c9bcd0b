"""A console that cannot show every character (ascii under ``LANG=C`` or
``PYTHONIOENCODING=ascii``, latin-1): the host's lines (a turn's cards with their marks, a
name with an accent, the links) and the hot-seat command's lines degrade instead of raising
UnicodeEncodeError, which stopped the host on its first turn line."""

from __future__ import annotations

import asyncio
import io
import sys

import aiohttp
import pytest

from remote_support import start_host

from wordcards import cli, console
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.rummy.cards import full_deck, parse_cards
from wordcards.remote.client import socket_url
from wordcards.remote.keys import SeatKey
from wordcards.remote.protocol import WRONG_PROTOCOL
from wordcards.remote.server import HostServer
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

RULES = default_ruleset("rummy")


def strict_stream(encoding: str) -> io.TextIOWrapper:
    """A terminal of ``encoding`` that raises on what it cannot show, as a real stdout does."""
    return io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict", write_through=True)


def written(stream: io.TextIOWrapper) -> str:
    buffer = stream.buffer
    assert isinstance(buffer, io.BytesIO)
    return buffer.getvalue().decode(stream.encoding)


def jose_to_draw() -> RummyMatch:
    """José to draw, his hand "Ar Tg Xb" (his discard X is blue: X■), Bob's "Eg Ng Rb"."""
    placed = parse_cards("Ar Tg Xb Eg Ng Rb", RULES.colours)
    rest = [card for card in full_deck(RULES) if card not in placed]
    start = {
        "hands": ["Ar Tg Xb", "Eg Ng Rb"],
        "table": [[], []],
        "phase": "draw",
        "current": 0,
        "draw_pile": " ".join(str(card) for card in rest[1:]),
        "discard_pile": str(rest[0]),
    }
    words = WordList.from_words(["at", "tax"], name="tiny")
    return RummyMatch.from_position(RULES, words, (Player("José"), Player("Bob")), start, 1)


def test_the_hosts_turn_line_with_a_mark_and_an_accented_name_prints_on_an_ascii_console(monkeypatch):
    table = HostTable(jose_to_draw(), ["jose", "bob"])
    server = HostServer(table, local_base="http://127.0.0.1:9")  # its own console: stdout
    table.intent(0, {"type": "key", "key": SeatKey.DRAW_DECK})
    table.intent(0, {"type": "word", "word": "x"})
    pending = table.seats[0].pending
    assert pending is not None
    table.intent(0, {"type": "choice", "index": 0, "ask": pending.number})
    turn = table.take_plays_to_say()
    assert turn == ["José drew from the draw pile; José discarded X■ (blue)."]  # what a utf-8 console shows
    ascii_console = strict_stream("ascii")
    monkeypatch.setattr(sys, "stdout", ascii_console)
    for line in turn:
        server.say(line)  # as the server says each turn (_tell_waiting)
    assert written(ascii_console) == "Jose drew from the draw pile; Jose discarded X (blue).\n"


@pytest.mark.parametrize(
    ("encoding", "shown"),
    [
        ("ascii", "Zoe discarded X (blue); meld CAT; Q10 ? end"),
        ("latin-1", "Zoë discarded X (blue); meld CAT; Q10 ? end"),
        ("utf-8", "Zoë discarded X■ (blue); meld C◆A◆T◆; Q₁₀ 中 end"),
    ],
)
def test_a_console_line_shows_what_its_encoding_can_and_leaves_out_or_plainer_the_rest(encoding, shown):
    line = "Zoë discarded X■ (blue); meld C◆A◆T◆; Q₁₀ 中 end"
    stream = strict_stream(encoding)
    console.say(line, file=stream)
    assert written(stream) == shown + "\n"


def test_the_host_prints_its_links_for_an_accented_name_on_an_ascii_console(tmp_path, monkeypatch):
    """The whole host, in its own process: stdout and stderr in ascii, strict."""
    monkeypatch.setenv("PYTHONIOENCODING", "ascii:strict")
    with start_host(tmp_path, "shuffle", "--players", "José,Bob", "--port", "0", "--seed", "10") as host:
        console_text = "".join(host.lines)
        assert "For seat 1, Jose:" in console_text and set(host.links) == {"Jose", "Bob"}
        assert "Traceback" not in console_text


def test_the_hot_seat_commands_lines_with_an_accent_print_on_an_ascii_console(monkeypatch, tmp_path):
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    out, err = strict_stream("ascii"), strict_stream("ascii")
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    assert cli.main(["check", "café"]) == cli.EXIT_NO
    assert cli.main(["play", "shuffle", "--players", "José,José"]) == cli.EXIT_USAGE
    assert written(out) == "cafe: not accepted - a word is made of the letters a-z only\n"
    assert written(err) == "wordcards play: error: --players: 'Jose' is named twice (every player needs a different name)\n"


def test_two_names_an_ascii_console_folds_alike_get_link_lines_that_differ_by_seat(tmp_path, monkeypatch):
    """张伟 and 李娜 both show as "??" on an ascii console: "For ??:" twice, over two different
    links, and the host who sent the wrong one seated a player at another's hand. Each link's
    line names its seat, so the host can tell them apart on any console."""
    monkeypatch.setenv("PYTHONIOENCODING", "ascii:strict")
    with start_host(tmp_path, "shuffle", "--players", "张伟,李娜", "--port", "0", "--seed", "10") as host:
        lines = [line.rstrip("\n") for line in host.lines]
    link_lines = [line for line in lines if line.startswith("For ")]
    assert link_lines == ["For seat 1, ??:", "For seat 2, ??:"], lines
    links = [lines[lines.index(line) + 1] for line in link_lines]
    assert len(set(links)) == 2 and all("/seat/" in link for link in links), lines


def test_the_lines_that_name_a_link_name_its_seat_on_an_ascii_console(tmp_path, monkeypatch):
    """"Waiting for ?? to join" and "New link for ??" named no seat: with 张伟 and 李娜 both
    "??" on an ascii console, the host could not tell whose link to send. They name the seat
    as the link lines do ("For seat 2, ??:")."""
    monkeypatch.setenv("PYTHONIOENCODING", "ascii:strict")
    with start_host(tmp_path, "shuffle", "--players", "张伟,李娜", "--port", "0", "--seed", "10") as host:
        waiting = host.wait_for_line("Waiting for ").rstrip("\n")
    assert waiting == "Waiting for seat 1, ??, to join (their link is above).", host.lines
    with start_host(tmp_path, "--resume", "--new-link", "李娜", "--port", "0") as host:
        renewed = [line.rstrip("\n") for line in host.lines if line.startswith("New link")]
    assert renewed == ["New link for seat 2, ??: the old one no longer works."], host.lines


def test_the_line_for_a_refused_seat_names_its_seat_on_an_ascii_console(tmp_path, monkeypatch):
    """"A screen of another wordcards tried ??'s seat" named no seat: with 张伟 and 李娜 both
    "??" on an ascii console, the host could not tell whom to tell to update. It names the
    seat as the link lines do ("seat 2, ??")."""
    monkeypatch.setenv("PYTHONIOENCODING", "ascii:strict")

    async def join_as_an_older_seat(link: str) -> int:
        async with aiohttp.ClientSession() as session:
            try:
                await session.ws_connect(socket_url(link))  # names no protocol: an older seat
            except aiohttp.WSServerHandshakeError as exc:
                return exc.status
        raise AssertionError("a seat naming no protocol joined")

    with start_host(tmp_path, "shuffle", "--players", "张伟,李娜", "--port", "0", "--seed", "10") as host:
        lines = [line.rstrip("\n") for line in host.lines]
        second_link = lines[lines.index("For seat 2, ??:") + 1].strip()
        assert asyncio.run(join_as_an_older_seat(second_link)) == WRONG_PROTOCOL
        refused = host.wait_for_line("A screen of another wordcards").rstrip("\n")
    assert refused.startswith("A screen of another wordcards tried to join as seat 2, ??, and was refused:"), refused
