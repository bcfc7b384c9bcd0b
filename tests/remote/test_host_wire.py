"""A real ``wordcards host`` process, played through two seat clients on loopback.

Every message each seat receives is checked (remote_support.check_message) against the
host's own save: it is about that seat only and holds no card of another hand or the deck.
"""

from __future__ import annotations

import aiohttp
import pytest
from remote_support import Replica, Seat, over, play, run, start_host

from wordcards.remote.client import socket_url


def test_a_whole_shuffle_game_through_two_seats_leaks_no_hand(tmp_path):
    host = start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "7")
    try:
        replica = Replica(tmp_path)

        async def game():
            ann = await Seat(host.links["Ann"], 0, replica).connect()
            bob = await Seat(host.links["Bob"], 1, replica).connect()
            sent = await play([ann, bob])
            assert over(ann.state) and over(bob.state)
            assert ann.state["view"].outcome == bob.state["view"].outcome
            # At the end every hand left is public (S14): each seat can show the breakdown.
            final = replica.at(ann.state["actions"])
            for seat in (ann, bob):
                shown = [[c.id for c in s.hand_left] for s in seat.state["view"].seats]
                assert shown == [[c.id for c in final.view(i).hand] for i in range(2)]
            assert ann.received > 20 and bob.received > 20
            await ann.client.close()
            await bob.client.close()
            return sent

        assert run(game()) > 10
        assert (tmp_path / "hosted" / "finished.json").exists()
    finally:
        host.stop()


def test_a_rummy_hand_through_two_seats_leaks_no_hand(tmp_path):
    host = start_host(
        tmp_path, "rummy", "--variant", "advanced", "--hands", "1", "--players", "Ann,Bob", "--port", "0", "--seed", "3"
    )
    try:
        replica = Replica(tmp_path)

        async def game():
            ann = await Seat(host.links["Ann"], 0, replica).connect()
            bob = await Seat(host.links["Bob"], 1, replica).connect()
            await play([ann, bob])
            assert over(ann.state)
            assert len(ann.state["view"].results) == 1
            await ann.client.close()
            await bob.client.close()

        run(game())
    finally:
        host.stop()


def test_a_wrong_or_missing_token_sees_nothing(tmp_path):
    host = start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1")
    try:
        base = host.links["Ann"].rsplit("/seat/", 1)[0]

        async def probe():
            async with aiohttp.ClientSession() as http:
                for path in ("/", "/seat/", "/seat/nottheirtoken", "/seat/nottheirtoken/ws", "/seat/nottheirtoken/term"):
                    async with http.get(base + path) as response:
                        body = await response.text()
                        assert "Ann" not in body and "Bob" not in body
                        assert response.status in (200, 404) and (path == "/" or response.status == 404)
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await http.ws_connect(socket_url(base + "/seat/" + "A" * 22))
                assert refused.value.status == 404

        run(probe())
    finally:
        host.stop()
