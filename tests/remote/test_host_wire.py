"""A real ``wordcards host`` process, played through two seat clients on loopback.

Every message each seat receives is checked (remote_support.check_message) against the
host's own save: it is about that seat only and holds no card of another hand or the deck.
"""

from __future__ import annotations

import json

import aiohttp
import pytest
from remote_support import Replica, cards_in, check_message, connect_seats, over, play, run, start_host

from wordcards.remote.client import socket_url


def test_a_whole_shuffle_game_through_two_seats_leaks_no_hand(tmp_path):
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "7") as host:
        replica = Replica(tmp_path)

        async def game():
            ann, bob = await connect_seats(host, replica)
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


def test_a_rummy_hand_through_two_seats_leaks_no_hand(tmp_path):
    with start_host(
        tmp_path, "rummy", "--variant", "advanced", "--hands", "1", "--players", "Ann,Bob", "--port", "0", "--seed", "3"
    ) as host:
        replica = Replica(tmp_path)

        async def game():
            ann, bob = await connect_seats(host, replica)
            await play([ann, bob])
            assert over(ann.state)
            assert len(ann.state["view"].results) == 1
            await ann.client.close()
            await bob.client.close()

        run(game())


def test_a_wrong_or_missing_token_sees_nothing(tmp_path):
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1") as host:
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


@pytest.fixture
def two_hands(tmp_path):
    """A host of a standard rummy match of exactly two hands (a target no one reaches), and
    a replica of its save; the host stops after the test."""
    with start_host(
        tmp_path, "rummy", "--variant", "standard", "--max-hands", "2", "--target", "999", "--players", "Ann,Bob",
        "--port", "0", "--seed", "3",
    ) as host:  # fmt: skip
        yield host, Replica(tmp_path)


def test_rummy_hands_after_the_first_leak_no_hand(two_hands):
    """Rummy cards have no ids: a card in an earlier hand's result is the same letter and
    colour as a card dealt again. The check must hold across hands without a false alarm."""
    host, replica = two_hands

    async def game():
        ann, bob = await connect_seats(host, replica)
        await play([ann, bob])
        assert over(ann.state)
        assert len(ann.state["view"].results) == 2
        assert ann.received > 20 and bob.received > 20
        await ann.client.close()
        await bob.client.close()

    run(game())


def test_the_leak_check_still_catches_a_card_leaked_in_a_later_rummy_hand(two_hands):
    """The check of the test above, fed a real message of hand 2 with one of Bob's cards
    slipped in: into Ann's hand, or into an earlier hand's result (where the same letter and
    colour may rightly be)."""
    from wordcards.engine.rummy import Phase
    from wordcards.remote.codec import encode

    host, replica = two_hands

    async def into_hand_two():
        ann, bob = await connect_seats(host, replica)
        while not (ann.state and ann.state["view"].hand_number == 2 and ann.state["view"].phase is Phase.PLAY):
            await play([ann, bob], stop_after=1)
        await ann.client.close()
        await bob.client.close()
        return ann.text

    text = run(into_hand_two())
    data = json.loads(text)
    check_message(text, 0, replica)  # as sent: no alarm
    game = replica.at(data["actions"])
    earlier = set(cards_in(data["view"]["results"]))
    bobs = [card for card in game.hands[1] if card not in game.view(0).taken_openly()]
    assert earlier & set(bobs), "no card of Bob's hand 2 was in hand 1's result: the case is not tested"
    leaked = encode(bobs[0])

    in_hand = json.loads(text)
    in_hand["view"]["hand"].append(leaked)
    with pytest.raises(AssertionError, match="must not see"):
        check_message(json.dumps(in_hand), 0, replica)

    in_results = json.loads(text)
    in_results["view"]["results"][0]["scores"][0]["hand"].append(leaked)
    with pytest.raises(AssertionError, match="not the finished hands'"):
        check_message(json.dumps(in_results), 0, replica)
