"""A host killed (not stopped with Ctrl+C) once the game was over: its seats say the same
link shows the scores and the review again, but ``host --resume`` refused a finished game
("there is no unfinished hosted game"). It serves the last game played to the end again:
the same links, its final scores, each seat's review (docs/decisions/remote.md)."""

from __future__ import annotations

import asyncio

from remote_support import Replica, connect_seats, over, play, run, showing_seat, start_host

RUMMY_OF_ONE_DEAL = ("rummy", "--variant", "inverse", "--deals", "1", "--players", "Ann,Bob", "--port", "0", "--seed", "3")


def test_a_host_killed_after_the_end_serves_the_scores_and_the_review_again_on_resume(tmp_path):
    with start_host(tmp_path, *RUMMY_OF_ONE_DEAL) as host:
        replica = Replica(tmp_path)

        async def to_the_end() -> int:
            seats = await connect_seats(host, replica)
            await play(seats)
            assert seats[0].state is not None and over(seats[0].state)
            for seat in seats:
                await seat.client.close()
            return int(seats[0].state["actions"])

        actions = run(to_the_end())
        links = dict(host.links)
        host.kill()
    assert not (tmp_path / "hosted" / "game.json").exists() and (tmp_path / "hosted" / "finished.json").exists()
    with start_host(tmp_path, "--resume") as again:
        assert again.links == links  # the same links, as the seats were told
        assert any("played to the end" in line for line in again.lines)
        assert any(line.startswith("Hosting Word Rummy on") and "finished.json" in line for line in again.lines)  # where it is kept
        assert any(line.startswith("Press Ctrl+C to stop hosting (the game is over and kept)") for line in again.lines)

        async def back() -> dict:
            (ann,) = await connect_seats(again, Replica(tmp_path), ("Ann",))
            state = await ann.until(lambda s: True)
            assert over(state) and state["actions"] == actions  # the final scores, nothing replayed anew
            told = await ann.ask({"type": "key", "key": "review", "id": "w"})
            if "review" not in told:
                told = await ann.until(lambda s: "review" in s, limit=20)
            await ann.client.close()
            return dict(told["review"])

        review = run(back())
        assert review["turns"] and {turn["seat"] for turn in review["turns"]} == {0}
    assert (tmp_path / "hosted" / "finished.json").exists() and not (tmp_path / "hosted" / "game.json").exists()


def test_leaving_a_seat_while_the_host_of_a_finished_game_is_away_says_it_comes_back_with_resume():
    """The seat cannot tell a host killed from a network down: it says the way back that
    holds for both (the host back, or carried on with ``host --resume``)."""
    from test_seat_app import hand_over_state

    state = hand_over_state(max_hands=1)
    assert state["view"].outcome is not None

    async def look() -> str | None:
        async with showing_seat(state) as (app, _pilot, _):
            assert app.lost() is False
            return app.goodbye()

    said = asyncio.run(look()) or ""
    resume = state["resume"]  # as the host's terminal types it
    assert said.startswith(
        "You left Ann's seat; the game is over. The host cannot be reached now: when it is back "
        f"(if it stopped, '{resume}' on its machine brings it back), see the scores and the review again with the same link:"
    ), said
