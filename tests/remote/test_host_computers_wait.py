"""A hosted game's computers wait for the people: the host played a computer's opening turn
before anyone had opened a link (deck 51 to 17), and in a match by minutes before the clock
it said was waiting. The computers wait for what the clock waits for: every person's seat
joined once since the host started (HostTable.not_joined), also after ``host --resume``."""

from __future__ import annotations

import asyncio

from remote_support import as_received, hosted

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote import store
from wordcards.remote.client import SeatClient
from wordcards.remote.commands import host_table, hosted_carried_on
from wordcards.remote.seat import status
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

WORDS = WordList.from_words(["cat", "act", "tea", "eat", "ate"], name="tiny")
TOKENS = ["a" * 22, None, "b" * 22]  # Ann, Bit (hard), Bob


def bit_first() -> ShuffleGame:
    players = (Player("Ann"), Player("Bit (hard)", computer="hard"), Player("Bob"))
    return ShuffleGame.new(default_ruleset("shuffle"), WORDS, players, 5, first=1)


def test_a_computer_plays_once_every_person_has_joined_and_says_whom_it_waits_for():
    table = HostTable(bit_first(), list(TOKENS))
    assert table.game.current == 1 and not table.computer_due()
    assert table.waiting_line() == "Bit (hard) plays when Ann and Bob have joined."
    table.connected(0, True)
    assert not table.computer_due()
    assert table.waiting_line() == "Bit (hard) plays when Bob has joined."
    anns = as_received(table, 0)
    assert anns["waiting_for"]["after_joining"] == ["Bob"]
    assert status.news(anns, table.part, False).plain == "Bit (hard) plays when Bob joins."
    table.connected(2, True)
    assert table.computer_due() and table.waiting_line() == "Bit (hard) is playing."
    assert "after_joining" not in as_received(table, 0)["waiting_for"]
    table.connected(2, False)  # a person who leaves later holds nothing up, as with the clock
    assert table.computer_due()


def test_a_computer_waits_again_after_host_resume(tmp_path, monkeypatch):
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    store.write(store.HostedGame(bit_first(), tuple(TOKENS), None, None, "127.0.0.1", 8765))
    saved = store.read()
    assert saved is not None
    table = host_table(hosted_carried_on(saved, WORDS, saved.tokens, saved.address, saved.port), lambda game: None, None)
    assert not table.computer_due()
    assert table.waiting_line() == "Bit (hard) plays when Ann and Bob have joined."


def test_the_host_plays_its_computer_when_the_last_person_joins_not_before():
    table = HostTable(bit_first(), list(TOKENS))
    said: list[str] = []

    async def join_one_then_the_other() -> None:
        async with hosted(table, said.append, computer_pace=0) as (host, base):
            async with SeatClient(f"{base}/seat/{TOKENS[0]}/ws") as ann:
                first = await ann.receive()  # sent once the host has seen Ann join
                # No computer task ever started: one running would show here, and one ended
                # would have played (its choice is made in a thread: no waiting tells).
                assert not host.computers_playing and table.game.actions == () and first["actions"] == 0
                async with SeatClient(f"{base}/seat/{TOKENS[2]}/ws") as bob:
                    await bob.receive()
                    while (await ann.receive())["actions"] == 0:  # Bit's play comes to Ann
                        pass

    asyncio.run(join_one_then_the_other())
    assert said[:3] == ["Bit (hard) plays when Ann and Bob have joined.", "Ann connected.", "Bit (hard) plays when Bob has joined."]
    assert said[3:5] == ["Bob connected.", "Bit (hard) is playing."]
