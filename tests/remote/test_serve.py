"""``wordcards serve``: one browser tab plays at a time; a second tab is told which game
is open in the other one and starts nothing (two tabs never write one save)."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
import time

import aiohttp
import pytest
from remote_support import START_TIMEOUT, run


def test_a_second_tab_is_told_which_game_is_open_and_starts_nothing(tmp_path):
    env = {**os.environ, "WORDCARDS_DATA_DIR": str(tmp_path), "PYTHONUNBUFFERED": "1"}
    server = subprocess.Popen(
        [sys.executable, "-m", "wordcards", "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline() + server.stdout.readline()
        found = re.fullmatch(r"Open this in a browser to play \(one tab at a time\):\n(http://127\.0\.0\.1:\d+)/\n", line)  # the link alone on its line
        assert found, line
        base = found.group(1)

        async def tabs():
            async with aiohttp.ClientSession() as http:
                async with http.get(base + "/") as first:
                    assert first.status == 200 and "textual" in (await first.text()).lower()
                tab = await http.ws_connect(base + "/ws?width=80&height=24")
                async with http.get(base + "/") as second:
                    text = await second.text()
                    assert second.status == 409
                    assert "open in another tab" in text and "a new game" in text
                try:
                    await http.ws_connect(base + "/ws?width=80&height=24")
                except aiohttp.WSServerHandshakeError as refused:
                    assert refused.status == 409
                else:
                    raise AssertionError("a second tab was given a game")
                await tab.close()
                deadline = time.monotonic() + START_TIMEOUT
                while time.monotonic() < deadline:  # the tab's game process is stopped, then the page is free
                    async with http.get(base + "/") as again:
                        if again.status == 200:
                            return
                    await asyncio.sleep(0.1)  # a server in another process: polled, not a pilot
                raise AssertionError("the page stayed busy after the tab closed")

        run(tabs())
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_binding_beyond_this_machine_needs_an_explicit_host():
    from wordcards.cli import build_parser
    from wordcards.remote.commands import _address, is_loopback

    for argv in (["serve"], ["host", "shuffle", "--players", "Ann,Bob"]):
        assert _address(build_parser().parse_args(argv)) == "127.0.0.1"
        assert _address(build_parser().parse_args([*argv, "--host", "0.0.0.0"])) == "0.0.0.0"
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.5")


def test_a_game_open_in_a_terminal_keeps_the_page_from_starting_another(tmp_path):
    from wordcards.saves import SaveLock

    env = {**os.environ, "WORDCARDS_DATA_DIR": str(tmp_path), "PYTHONUNBUFFERED": "1"}
    with SaveLock(tmp_path):  # as 'wordcards play' holds it while it runs
        server = subprocess.Popen(
            [sys.executable, "-m", "wordcards", "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
        )
        try:
            assert server.stdout is not None
            found = re.fullmatch(r"Open this in a browser.*\n(http://127\.0\.0\.1:\d+)/\n", server.stdout.readline() + server.stdout.readline())
            assert found

            async def page():
                async with aiohttp.ClientSession() as http:
                    async with http.get(found.group(1) + "/") as response:
                        text = await response.text()
                        assert response.status == 409
                        assert f"process {os.getpid()}" in text and "a new game" in text

            run(page())
        finally:
            server.terminate()
            server.wait(timeout=30)


@pytest.mark.parametrize("argv", [["serve"], ["host", "shuffle", "--players", "Ann,Bob"]])
def test_a_port_in_use_is_refused_with_what_to_do(argv, capsys, tmp_path, monkeypatch):
    """It said 'Address already in use (while attempting to bind on address ...)'."""
    import socket

    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    with socket.create_server(("127.0.0.1", 0)) as taken:
        port = taken.getsockname()[1]
        assert main([*argv, "--port", str(port)]) == 2
    error = capsys.readouterr().err
    assert f"port {port} on 127.0.0.1 is in use" in error and "--port 0" in error
    assert "attempting" not in error


def hosted_on_every_address(monkeypatch, tmp_path, found: str | None) -> int:
    """``wordcards host ... --host 0.0.0.0`` run to its printed links, with this machine's
    network address as ``found`` (no network looked at) and no server kept running."""
    import socket

    from aiohttp import web

    from wordcards.cli import main
    from wordcards.remote import commands

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "lan_address", lambda version: found, raising=False)  # raising: a version without it fails below, not here
    monkeypatch.setattr(commands, "_listen", lambda address, port: socket.create_server(("127.0.0.1", 0)))  # nothing beyond this machine
    monkeypatch.setattr(socket, "gethostname", lambda: "den-pc")
    monkeypatch.setattr(web, "run_app", lambda app, sock, **options: sock.close())  # the links printed, the host stops at once
    return main(["host", "shuffle", "--players", "Ann,Bob,cpu:easy", "--host", "0.0.0.0", "--port", "0", "--seed", "1"])


def test_a_host_on_every_address_links_by_this_machines_network_address(monkeypatch, tmp_path, capsys):
    """--host 0.0.0.0 printed http://den-pc:8765/seat/...: a phone on the same network
    often cannot resolve a machine's bare name. The links name its network address, one per
    person as before."""
    assert hosted_on_every_address(monkeypatch, tmp_path, "192.168.1.20") == 0
    said = capsys.readouterr()
    links = re.findall(r"^For seat \d+, (\w+):\n(\S+)$", said.out, re.MULTILINE)
    assert [name for name, _ in links] == ["Ann", "Bob"]
    assert all(re.fullmatch(r"http://192\.168\.1\.20:\d+/seat/[\w-]{22}", link) for _, link in links), links
    assert "den-pc" not in said.out + said.err


def test_each_link_is_printed_alone_on_its_line_to_copy_it_whole(monkeypatch, tmp_path, capsys):
    """'  Ann: http://[2a02:8070:...]:8765/seat/...' soft-wrapped at 100 columns and some
    terminals copied the link in two pieces; the name beside it went with a line's copy.
    Each link is a line of its own, from the first column, never wrapped however narrow the
    terminal; whose it is is said on the line above."""
    monkeypatch.setenv("COLUMNS", "40")  # narrower than the link: still one line
    assert hosted_on_every_address(monkeypatch, tmp_path, "2a02:8070:c18a:4f00:1a2b:3c4d:5e6f:7a8b") == 0
    lines = capsys.readouterr().out.splitlines()
    seats = [n for n, line in enumerate(lines) if "/seat/" in line]
    assert len(seats) == 2, lines
    for seat, (n, name) in enumerate(zip(seats, ("Ann", "Bob")), start=1):
        assert re.fullmatch(r"http://\[2a02:8070:c18a:4f00:1a2b:3c4d:5e6f:7a8b\]:\d+/seat/[\w-]{22}", lines[n]), lines[n]
        assert lines[n - 1] == f"For seat {seat}, {name}:"


def test_S12_a_hosted_match_says_a_junior_plays_word_rummy_by_the_same_rules(monkeypatch, tmp_path):
    """'host rummy --players "Ann,Cy" --junior Cy': the seats showed "Cy jr" and nothing said
    it changes nothing in Word Rummy; only a game at one screen had the log line. Every seat's
    log says it now, once, after the deal's line, as at one screen."""
    from wordcards.cli import main
    from wordcards.remote import commands

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    served = []
    monkeypatch.setattr(commands, "_serve_table", lambda hosted, fast, **_: served.append(hosted) or 0)
    assert main(["host", "rummy", "--players", "Ann,Cy", "--junior", "Cy", "--port", "0", "--seed", "8"]) == 0
    table = commands.host_table(served[0], lambda hosted: None)
    said = "Cy is a junior: in Word Rummy juniors play by the same rules, so every word is 2+ letters (R4)"
    for seat in (0, 1):
        log = table.view(seat).log
        assert log[1].startswith(said) and sum(said in line for line in log) == 1, log


@pytest.mark.parametrize(("first", "why"), [("Bob", "the table's choice"), ("random", "drawn at random")])
def test_S15_a_hosted_game_says_why_its_first_player_starts(monkeypatch, tmp_path, first, why):
    """'host shuffle --players "Ann,Bob,Cy" --first Bob': Bob played first and no seat's log
    said why; a game at one screen logs it. Every seat's log says it now, once, as there."""
    from wordcards.cli import main
    from wordcards.remote import commands

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    served = []
    monkeypatch.setattr(commands, "_serve_table", lambda hosted, fast, **_: served.append(hosted) or 0)
    assert main(["host", "shuffle", "--players", "Ann,Bob,Cy", "--first", first, "--port", "0", "--seed", "8"]) == 0
    table = commands.host_table(served[0], lambda hosted: None)
    starts = table.name(served[0].game.current)
    assert first == "random" or starts == first
    for seat in (0, 1, 2):
        log = table.view(seat).log
        assert [line for line in log if line.startswith("Why ")] == [f"Why {starts} plays first: {why} (S15)"], log


def test_a_host_whose_network_address_is_not_found_links_by_its_name_and_says_so(monkeypatch, tmp_path, capsys):
    assert hosted_on_every_address(monkeypatch, tmp_path, None) == 0
    said = capsys.readouterr()
    links = re.findall(r"^For seat \d+, (\w+):\n(\S+)$", said.out, re.MULTILINE)
    assert len(links) == 2 and all(link.startswith("http://den-pc:") for _, link in links), links
    assert "network address was not found" in said.err and "den-pc" in said.err


class ProbeSocket:
    """A UDP socket that records where it is connected and sends nothing (it has no send)."""

    def __init__(self, source: str | None) -> None:
        self.source, self.connected_to = source, None

    def __call__(self, family, kind):
        return self

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def connect(self, where) -> None:
        if self.source is None:
            raise OSError(101, "Network is unreachable")
        self.connected_to = where

    def getsockname(self):
        return (self.source, 54321)


def test_the_network_address_is_the_source_of_the_default_route_with_nothing_sent():
    import ipaddress

    from wordcards.remote.commands import lan_address

    probe = ProbeSocket("192.168.1.20")
    assert lan_address(4, probe) == "192.168.1.20"
    assert ipaddress.ip_address(probe.connected_to[0]) in ipaddress.ip_network("192.0.2.0/24")  # documentation: no such host
    assert lan_address(4, ProbeSocket(None)) is None  # no network: no route
    assert lan_address(4, ProbeSocket("127.0.0.1")) is None  # this machine only: no use to another device
    assert lan_address(6, ProbeSocket("fe80::1")) is None  # link-local: needs a zone a link cannot carry


class RoutedProbes:
    """UDP sockets on a machine with these routes (network: the source address a socket
    connected into it gets), most specific first, as a kernel picks them. Connecting to a
    network's broadcast address is refused (EACCES), as Linux does without SO_BROADCAST.
    Nothing is sent: these sockets have no send."""

    def __init__(self, routes: dict[str, str]) -> None:
        import ipaddress

        self.routes = sorted(((ipaddress.ip_network(net), source) for net, source in routes.items()), key=lambda r: -r[0].prefixlen)
        self.connected: list[str] = []

    def __call__(self, family, kind):
        return RoutedProbe(self)


class RoutedProbe:
    def __init__(self, machine: RoutedProbes) -> None:
        self.machine, self.source = machine, None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def connect(self, where) -> None:
        import errno
        import ipaddress

        destination = ipaddress.ip_address(where[0])
        self.machine.connected.append(where[0])
        for network, source in self.machine.routes:
            if destination.version == network.version and destination in network:
                if network.prefixlen and destination == network.broadcast_address:
                    raise PermissionError(errno.EACCES, "Permission denied")
                self.source = source
                return
        raise OSError(errno.ENETUNREACH, "Network is unreachable")

    def getsockname(self):
        return (self.source or "0.0.0.0", 54321)


def test_a_lan_on_10_0_0_0_8_is_found_though_its_broadcast_address_is_refused():
    """The probe was 10.255.255.255: on a 10.0.0.0/8 network, its broadcast address, which a
    UDP socket may not connect to; the links named the machine's bare name."""
    from wordcards.remote.commands import lan_address

    assert lan_address(4, RoutedProbes({"0.0.0.0/0": "10.1.2.3", "10.0.0.0/8": "10.1.2.3"})) == "10.1.2.3"
    assert lan_address(4, RoutedProbes({"10.0.0.0/8": "10.1.2.3"})) == "10.1.2.3"  # no default route: a network of its own


def test_no_probe_is_a_network_or_broadcast_address_on_a_common_private_prefix():
    import ipaddress

    from wordcards.remote.commands import LAN_PROBES

    for probe in (ipaddress.ip_address(a) for probes in LAN_PROBES.values() for a in probes):
        for prefix in range(8, 31 if probe.version == 4 else 127):
            network = ipaddress.ip_network(f"{probe}/{prefix}", strict=False)
            assert probe not in (network.network_address, network.broadcast_address), (probe, network)


def test_a_vpn_beside_the_wifi_is_not_the_address_in_the_links():
    """A VPN routing 10.0.0.0/8 (or every ULA) to its tunnel beside the Wi-Fi: a phone on the
    Wi-Fi reaches the Wi-Fi's address, the one the default route leaves from."""
    from wordcards.remote.commands import lan_address

    assert lan_address(4, RoutedProbes({"0.0.0.0/0": "192.168.1.20", "10.0.0.0/8": "10.8.0.2"})) == "192.168.1.20"
    assert lan_address(6, RoutedProbes({"::/0": "2a02:8070::20", "fd00::/8": "fd7a:115c::2"})) == "2a02:8070::20"


def test_every_address_on_ipv6_with_no_ipv6_route_links_by_the_ipv4_address(monkeypatch):
    """--host :: tried IPv6 only: at home, often with no IPv6 route, the links named the
    machine's bare name though it had an IPv4 address on the Wi-Fi. The socket on :: takes
    IPv4 too (dual stack), so the IPv4 address reaches it."""
    import socket

    from wordcards.remote import commands

    machine = RoutedProbes({"0.0.0.0/0": "192.168.1.20"})
    monkeypatch.setattr(socket, "has_dualstack_ipv6", lambda: True)
    assert commands.link_host("::", lambda version: commands.lan_address(version, machine)) == ("192.168.1.20", None)
    assert machine.connected[:2] == ["2001:db8::1", "fd00::1"]  # IPv6 first
    opened = []
    monkeypatch.setattr(socket, "create_server", lambda address, **options: opened.append((address, options)))
    commands._listen("::", 8765)
    assert opened == [(("::", 8765), {"family": socket.AF_INET6, "dualstack_ipv6": True})]

    monkeypatch.setattr(socket, "has_dualstack_ipv6", lambda: False)  # an IPv6 socket only: an IPv4 link would not reach it
    monkeypatch.setattr(socket, "gethostname", lambda: "den-pc")
    reached_as, guessed = commands.link_host("::", lambda version: commands.lan_address(version, machine))
    assert reached_as == "den-pc" and guessed is not None


def test_serve_with_no_game_lets_the_setup_screen_ask_it():
    """'serve' alone ("default: ask") started Shuffle: the tab runs 'play', whose setup screen asks the game."""
    from wordcards.remote.serve import ServeServer

    assert ServeServer().command().endswith(" -m wordcards play")
    assert ServeServer("rummy").command().endswith(" -m wordcards play rummy")
