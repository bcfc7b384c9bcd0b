"""Remote seats on loopback: messages per second, and the time from one seat's Enter to
the other seat's view. Prints, never asserts.

    .venv/bin/python bench/remote_seats.py [--rounds 200]

A real ``wordcards host`` process (Shuffle, Ann and Bob, a fixed seed) and two seat
clients in this process. Each round Ann types a word from her hand (Enter sends it) and
then takes it back (Ctrl+Z); every change sends each seat its state.

1. Enter to Bob's view: from Ann's send to Bob holding the decoded view that shows the
   word (wire, host, engine, JSON both ways, decode). Painting it is one more frame of
   the seat app (Textual draws at up to 60 frames a second).
2. Messages per second: state messages received by both seats over the whole run.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "remote"))

from remote_support import Replica, start_host  # noqa: E402

from wordcards.remote.client import SeatClient, decode_state, socket_url  # noqa: E402


async def measure(links: dict[str, str], word: str, rounds: int) -> tuple[list[float], int, float]:
    ann = await SeatClient(socket_url(links["Ann"])).connect()
    bob = await SeatClient(socket_url(links["Bob"])).connect()
    received = 0

    async def until(client: SeatClient, count: int) -> dict:
        nonlocal received
        while True:
            state = decode_state(await client.receive())
            received += 1
            if state["actions"] == count:
                return state

    await until(ann, 0)
    await until(bob, 0)
    latencies = []
    started = time.perf_counter()
    for _ in range(rounds):
        sent = time.perf_counter()
        await ann.word(word)
        state = await until(bob, 1)
        latencies.append(time.perf_counter() - sent)
        assert any(w.word == word for w in state["view"].table)
        await until(ann, 1)
        await ann.key("undo")
        await until(ann, 0)
        await until(bob, 0)
    elapsed = time.perf_counter() - started
    await ann.close()
    await bob.close()
    return latencies, received, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    rounds = parser.parse_args().rounds
    with tempfile.TemporaryDirectory() as folder:
        host = start_host(Path(folder), "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1")
        try:
            game = Replica(Path(folder)).at(0)
            word = max((p.word for p in game.legal_plays("word") if p.word.isupper()), key=len)
            latencies, received, elapsed = asyncio.run(measure(host.links, word, rounds))
        finally:
            host.stop()
    ms = sorted(1000 * x for x in latencies)
    p95 = ms[int(0.95 * (len(ms) - 1))]
    print(f"Enter to the other seat's view ({rounds} words, loopback): "
          f"median {statistics.median(ms):.1f} ms, p95 {p95:.1f} ms, worst {ms[-1]:.1f} ms")
    print(f"Messages: {received} state messages in {elapsed:.2f} s = {received / elapsed:.0f} per second "
          f"(each change sends one to each of 2 seats)")


if __name__ == "__main__":
    main()
