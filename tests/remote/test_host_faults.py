"""Faults: a seat that leaves and comes back, a host killed with kill -9 and restarted,
a seat that goes quiet. Every message is checked as in test_host_wire.py."""

from __future__ import annotations

import asyncio
import errno
import json
from pathlib import Path

import pytest

from wordcards.app.command import command
from wordcards.remote import commands

from remote_support import Replica, Seat, check_message, connect_seats, over, play, run, start_host
from save_faults import a_bug_in_the_replay, full_disk, put_back_once_looked_for

# What a hosted save of Ann and Bob's Shuffle that cannot be carried on says to do instead.
def new_ann_bob() -> str:
    """Made when the test runs: it names the data folder the test's environment named."""
    return command("host", "shuffle", "--players", "Ann,Bob", "--new")


def moving_it_aside(new: str, hosted: Path) -> str:
    """The advice that ``new`` (a host --new command) starts a new game and keeps the save
    in the folder ``hosted`` aside, as unreadable-1.json."""
    return f"{new} starts a new one, with new links, and moves this save aside to {hosted / 'unreadable-1.json'}, never deleting it"


def test_a_seat_that_leaves_and_opens_its_link_again_is_back_in_its_seat(tmp_path):
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "11") as host:
        replica = Replica(tmp_path)

        async def game():
            ann, bob = await connect_seats(host, replica)
            await play([ann, bob], stop_after=6)
            hand, count = ann.state["view"].hand, ann.state["actions"]
            await ann.client.close()
            # Bob is told that Ann is gone (and, on her turn, that the game waits for her).
            await bob.until(lambda s: s["connected"] == [False, True])
            if bob.state["waiting_for"]["seat"] == 0:
                assert bob.state["waiting_for"]["connected"] is False
            ann = await Seat(host.links["Ann"], 0, replica).connect()
            back = await ann.until(lambda s: True)
            assert back["view"].hand == hand and back["actions"] == count
            await bob.until(lambda s: s["connected"] == [True, True])
            await play([ann, bob])
            assert over(ann.state) and over(bob.state)
            await ann.client.close()
            await bob.client.close()

        run(game())


def test_a_host_killed_and_restarted_carries_on_with_the_same_links(tmp_path):
    host = start_host(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "5", "--variant", "inverse", "--deals", "1")
    replica = Replica(tmp_path)
    try:

        async def first_part():
            ann, bob = await connect_seats(host, replica)
            await play([ann, bob], stop_after=9)
            state = ann.state
            await ann.client.close()
            await bob.client.close()
            return state

        before = run(first_part())
    finally:
        host.kill()  # kill -9: no chance to save or say goodbye
    saved = json.loads((tmp_path / "hosted" / "game.json").read_text())
    assert len(saved["actions"]) == before["actions"]

    with start_host(tmp_path, "--resume") as again:
        assert again.links == host.links

        async def second_part():
            ann, bob = await connect_seats(again, replica)
            state = await ann.until(lambda s: True)
            assert state["actions"] == before["actions"] and state["view"].hand == before["view"].hand
            await play([ann, bob])
            assert over(ann.state)
            await ann.client.close()
            await bob.client.close()

        run(second_part())


def test_every_message_after_a_resume_in_a_later_hand_passes_the_checks(tmp_path):
    """A host stopped (Ctrl+C) in hand 2 of a match and resumed: each seat's first state
    brings hand 1's end for Ctrl+S (last_scores), its own view then with the public results.
    check_message took its cards for a leak of hand 2's (rummy cards are dealt again, the
    same letter and colour); it now checks them against the game as hand 1 ended."""
    host = start_host(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "5", "--max-hands", "2", "--target", "500")
    replica = Replica(tmp_path)
    try:

        async def into_hand_two():
            ann, bob = await connect_seats(host, replica)
            turn = 0
            while ann.state is None or ann.state["view"].hand_number < 2:
                turn += 1
                await play([ann, bob], stop_after=1, seed=turn)
            await play([ann, bob], stop_after=2)  # a play or two into hand 2
            await ann.client.close()
            await bob.client.close()
            return ann.state

        before = run(into_hand_two())
    finally:
        host.stop()  # Ctrl+C: the host saves and says it stops

    with start_host(tmp_path, "--resume") as again:

        async def after_the_resume():
            ann, bob = await connect_seats(again, replica)
            for seat in (ann, bob):  # every message checked (Seat.next), the first included
                first = await seat.until(lambda s: True)
                assert first["actions"] == before["actions"] and first["last_scores"]["hand"] == 1
            text = ann.text
            await play([ann, bob])
            assert over(ann.state) and over(bob.state)
            await ann.client.close()
            await bob.client.close()
            return text

        ann_first = run(after_the_resume())

    # A card still in the draw pile as hand 1 ended, slipped into those scores, is a leak.
    from wordcards.remote.codec import encode

    hand_one = replica.at_the_end_of_hand(1)
    assert hand_one.draw_pile, "hand 1 ended with no draw pile: the case is not tested"
    slipped = json.loads(ann_first)
    slipped["last_scores"]["view"]["hand"].append(encode(hand_one.draw_pile[0]))
    with pytest.raises(AssertionError, match="of hand 1 it must not see"):
        check_message(json.dumps(slipped), 0, replica)


def test_restarting_a_host_without_resume_never_replaces_the_unfinished_game(tmp_path):
    from remote_support import START_TIMEOUT  # noqa: F401 - the same bounded start

    import subprocess
    import sys

    first = start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "2")
    first.kill()
    before = (tmp_path / "hosted" / "game.json").read_text()
    env = {"WORDCARDS_DATA_DIR": str(tmp_path), "PATH": ""}
    result = subprocess.run(
        [sys.executable, "-m", "wordcards", "host", "shuffle", "--players", "Ann,Bob", "--port", "0"],
        capture_output=True, text=True, env=env, timeout=120,
    )
    assert result.returncode == 2
    assert "wordcards host --resume" in result.stderr and "Ann, Bob" in result.stderr
    assert (tmp_path / "hosted" / "game.json").read_text() == before


def test_a_computer_seat_is_played_by_the_host_and_the_host_says_who_it_waits_for(tmp_path):
    with start_host(tmp_path, "shuffle", "--players", "Ann,cpu:easy", "--port", "0", "--seed", "4", "--fast") as host:
        assert set(host.links) == {"Ann"}  # a computer seat has no link
        host.wait_for_line("Waiting for seat 1, Ann, to join")
        replica = Replica(tmp_path)

        async def game():
            ann = await Seat(host.links["Ann"], 0, replica).connect()
            await play([ann], stop_after=40)
            # Only Ann's own turns needed her: the computer's turns went by without her.
            assert any(line.startswith("Bit (easy)") for line in ann.state["view"].log)
            await ann.client.close()

        run(game())


def test_a_second_host_on_the_same_data_folder_is_refused(tmp_path):
    import subprocess
    import sys

    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "2") as first:
        env = {"WORDCARDS_DATA_DIR": str(tmp_path), "PATH": ""}
        result = subprocess.run(
            [sys.executable, "-m", "wordcards", "host", "--resume", "--port", "0"],
            capture_output=True, text=True, env=env, timeout=120,
        )
        assert result.returncode == 2
        assert f"another wordcards host is running (process {first.process.pid})" in result.stderr


def test_a_seat_that_goes_quiet_holds_up_nobody(tmp_path):
    """Bob's client stays connected but never reads a message: Ann's answers still come,
    and the game goes on with her turns (the host never waits on Bob's connection)."""
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob,Cy", "--port", "0", "--seed", "9") as host:
        replica = Replica(tmp_path)

        async def game():
            from wordcards.remote.client import SeatClient, socket_url

            quiet = await SeatClient(socket_url(host.links["Bob"])).connect()  # never reads
            ann = await Seat(host.links["Ann"], 0, replica).connect()
            state = await ann.until(lambda s: s["connected"] == [True, True, False])
            assert state["waiting_for"]["name"] == "Ann"
            for number in range(1, 31):  # a word then take it back, thirty times: each answered
                words = [w for w in replica.at(state["actions"]).legal_plays("word") if w.word.isupper()]
                reply = await ann.ask({"type": "word", "word": words[0].word, "id": f"w{number}"})
                assert reply["actions"] == 1, reply.get("message")
                state = await ann.ask({"type": "key", "key": "undo", "id": f"u{number}"})
                assert state["actions"] == 0
            await quiet.close()
            await ann.client.close()

        run(game())


def test_a_hosted_save_with_an_unknown_computer_level_is_refused_when_read(tmp_path, monkeypatch):
    # Refused with a reason, before the host plays that seat (it used to crash on its turn).
    import pytest

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    words = WordList.from_words(["cat", "act"], name="tiny")
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bit", computer="hard")), 1)
    path = store.write(store.HostedGame(game, ("a" * 20, None), None, None, "127.0.0.1", 8765))
    path.write_text(path.read_text().replace('"computer": "hard"', '"computer": "godlike"'))
    with pytest.raises(store.HostedUnreadable, match="'godlike' is not a computer level"):
        store.read()


def test_a_hosted_save_giving_two_seats_one_link_is_refused_as_damaged(tmp_path, monkeypatch):
    """It was accepted, and the host printed the same link for both seats."""
    import pytest

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    words = WordList.from_words(["cat", "act"], name="tiny")
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob"), Player("Bit", computer="easy")), 1)
    path = store.write(store.HostedGame(game, ("a" * 20, "b" * 20, None), None, None, "127.0.0.1", 8765))
    assert store.read() is not None  # a computer's None beside two links is no damage
    path.write_text(path.read_text().replace("b" * 20, "a" * 20))
    with pytest.raises(store.HostedUnreadable, match="its seat links are damaged"):
        store.read()


def test_a_link_passed_on_is_replaced_by_resuming_with_new_link(tmp_path):
    """A leaked link could only be replaced by --new, which threw the game away: now
    'host --resume --new-link Ann' keeps the game, gives Ann a new link and kills the old."""
    import subprocess
    import sys

    import aiohttp
    import pytest

    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob,cpu:easy", "--port", "0", "--seed", "2") as first:
        replica = Replica(tmp_path)

        async def a_play():
            ann, bob = await connect_seats(first, replica)
            await play([ann, bob], stop_after=2)
            await ann.client.close()
            await bob.client.close()
            return ann.state

        before = run(a_play())
    env = {"WORDCARDS_DATA_DIR": str(tmp_path), "PATH": ""}
    for wrong, why in ((["--new-link", "Cy"], "no such player"), (["--new-link", "bit (easy)"], "a computer player has no link")):
        result = subprocess.run(
            [sys.executable, "-m", "wordcards", "host", "--resume", "--port", "0", *wrong],
            capture_output=True, text=True, env=env, timeout=120,
        )  # fmt: skip
        assert result.returncode == 2 and why in result.stderr, result.stderr
    result = subprocess.run(
        [sys.executable, "-m", "wordcards", "host", "shuffle", "--players", "Ann,Bob", "--new-link", "Ann"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert result.returncode == 2 and "--resume --new-link" in result.stderr

    with start_host(tmp_path, "--resume", "--new-link", "ann") as again:
        assert again.links["Bob"] == first.links["Bob"] and again.links["Ann"] != first.links["Ann"]
        again.wait_for_line("New link for seat 1, Ann: the old one no longer works.")

        async def after():
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await Seat(first.links["Ann"], 0, replica).connect()
            assert refused.value.status == 404
            ann = await Seat(again.links["Ann"], 0, replica).connect()
            state = await ann.until(lambda s: True)
            assert state["actions"] >= before["actions"]  # the same game goes on
            await ann.client.close()

        run(after())


def test_a_damaged_hosted_save_gives_its_advice_once_and_is_left_as_it_was(tmp_path, monkeypatch, capsys):
    """It said "...its seat links are damaged; start a new hosted game (new links) (start a
    new one with --new; new links)": the store's advice and the command's. The game itself
    reads: the advice is the whole command that hosts its table anew."""
    from wordcards.cli import main
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    words = WordList.from_words(["cat", "act"], name="tiny")
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 1)
    damages = (('"tokens": [', '"tokens": ["x", ', "its seat links are damaged"), ('"port": 8765', '"port": 0', "its address is damaged"))
    for old, new, what in damages:
        path = store.write(store.HostedGame(game, ("a" * 20, "b" * 20), None, None, "127.0.0.1", 8765))
        text = path.read_text().replace(old, new)
        path.write_text(text)
        for argv in (["host", "--resume"], ["host", "shuffle", "--players", "Ann,Bob"]):
            code = main(argv)
            err = capsys.readouterr().err
            new = command("host", "shuffle", "--players", "Ann,Bob", "--new")
            advice = f"({moving_it_aside(new, path.parent)})"
            assert code == 2 and err == f"wordcards host: error: the hosted game cannot be read: {path}: {what} {advice}\n"
            assert path.read_text() == text  # left byte for byte


@pytest.mark.parametrize("damaged", ["game.json", "finished.json"])
def test_a_damaged_hosted_saves_advice_names_its_files_gone_as_path(tmp_path, monkeypatch, capsys, damaged):
    """A hosted save that cannot be read copied its word list and ruleset file into the
    command advised as they were saved, gone or not, and that command failed on them next:
    each one that does not load now is PATH, as every other advice writes it. A review:
    PATH alone never said which file it stands for; each is named first, with why (the
    unfinished game's and the last one played to the end's)."""
    from wordcards.cli import main
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    game = ShuffleGame.new(default_ruleset("shuffle"), WordList.from_words(["cat", "act"], name="tiny"), (Player("Ann"), Player("Bob")), 1)
    gone = tmp_path / "gone"
    words, house = gone / "words.txt", gone / "house.txt"
    hosted = store.HostedGame(game, ("a" * 20, "b" * 20), str(words), str(house), "127.0.0.1", 8765, ruleset=str(gone / "rules.yaml"))
    path = store.write(hosted)
    path.write_text(path.read_text().replace('"tokens": [', '"tokens": ["x", '))
    if damaged == "finished.json":
        path.rename(store.finished_path())
    assert main(["host", "--resume"]) == 2
    err = capsys.readouterr().err
    new = command("host", "shuffle", "--players", "Ann,Bob", "--ruleset", "PATH", "--wordlist", "PATH", "--house", "PATH")
    why = f"{gone / 'rules.yaml'}: no such ruleset file and {words}: no such word list file and {house}: no such house file"
    if damaged == "game.json":
        said = f"(files for a new game of its match do not load now: {why}; {new} --new starts a new one, with new links, and moves this save aside"
    else:
        said = f"; files for a new game of the last one played to the end do not load now: {why}; {new} starts a new one\n"
    assert said in err, err


def test_host_new_moves_a_hosted_save_it_cannot_read_aside_and_says_where(tmp_path, monkeypatch, capsys):
    """--new wrote the new game over a game.json cut short, keeping no copy, where 'play'
    moves an unreadable save to unreadable-N.json (README "Saves": it is never deleted)."""
    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "_run_until_ctrl_c", lambda *args: None)  # served, then stopped at once
    assert main(["host", "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "3"]) == 0
    hosted = tmp_path / "hosted"
    cut = (hosted / "game.json").read_bytes()[:300]
    (hosted / "game.json").write_bytes(cut)
    capsys.readouterr()

    assert main(["host", "rummy", "--players", "Ann,Bob", "--port", "0"]) == 2
    err = capsys.readouterr().err
    new = command("host", "rummy", "--players", "Ann,Bob", "--port", "0", "--new")  # as typed, and --new
    assert f"the save stops part-way, at line 32 (the file was cut short) ({new} starts a new one, with new links, " in err
    assert f"and moves this save aside to {hosted / 'unreadable-1.json'}, never deleting it)" in err
    assert (hosted / "game.json").read_bytes() == cut  # a refusal changes nothing

    assert main(["host", "rummy", "--players", "Ann,Bob", "--port", "0", "--new"]) == 0
    err = capsys.readouterr().err
    assert f"the hosted save that could not be read was moved to {hosted / 'unreadable-1.json'} (it is not deleted)" in err
    assert (hosted / "unreadable-1.json").read_bytes() == cut
    assert json.loads((hosted / "game.json").read_text())["game"] == "rummy"  # the new game, saved whole


def test_a_hosted_save_that_cannot_be_read_advises_the_whole_command_that_starts_anew(tmp_path, monkeypatch, capsys):
    """A play-tester: 'host --resume' on a save cut short said "start a new one with --new",
    and 'host --new' then said "say which game to host". The advice is the whole command:
    the save's game and players where it still names them, else an example; and the command
    advised does it. '--resume --new' was refused with the save's damage, where a save that
    reads has the pair refused: the pair is refused first, the same way."""
    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "_run_until_ctrl_c", lambda *args: None)  # served, then stopped at once
    hosted = tmp_path / "hosted"
    hosted.mkdir()
    (hosted / "game.json").write_text("{")
    assert main(["host", "--resume"]) == 2
    example = command("host", "shuffle", "--players", '"Ann,Bob"', "--new")
    aside = hosted / "unreadable-1.json"
    assert f"({example} (or rummy) starts a new one, with new links, and moves this save aside to {aside}" in capsys.readouterr().err
    conflict = "wordcards host: error: --new starts a new game and --resume carries on the saved one: give one or the other\n"
    assert main(["host", "--resume", "--new"]) == 2
    assert capsys.readouterr().err == conflict
    assert main(["host", "shuffle", "--players", "Ann,Bob", "--new", "--port", "0"]) == 0  # as advised
    assert aside.read_text() == "{"

    # A save whose game reads, its links damaged: its own table, as --players writes it.
    assert main(["host", "rummy", "--players", "Mary Ann,cpu:hard,junior:Cy", "--port", "0", "--new"]) == 0
    path = hosted / "game.json"
    path.write_text(path.read_text().replace('"tokens": [', '"tokens": ["x", '))
    capsys.readouterr()
    assert main(["host", "--resume"]) == 2
    port = json.loads(path.read_text())["host"]["port"]  # --port 0's: the new game is served where this one was
    new = command("host", "rummy", "--players", '"Mary Ann,cpu:hard,junior:Cy"', "--port", str(port), "--new")
    assert f"its seat links are damaged ({new} starts a new one, with new links, and moves" in capsys.readouterr().err
    assert main(["host", "--resume", "--new"]) == 2
    assert capsys.readouterr().err == conflict


def test_the_advice_to_start_anew_keeps_every_option_typed_and_the_saves_files(tmp_path, monkeypatch, capsys):
    """A review: 'host rummy --players "O'Neil,Bob" --target 200' on a save that cannot be
    read advised 'host rummy --players 'O'"'"'Neil,Bob' --new', dropping --target; and
    --resume left out the --ruleset, --wordlist and --house the save was played with. A
    command typed is advised again with --new; a resume's advice names the save's files, each
    quoted as a person would type it."""
    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(commands, "_run_until_ctrl_c", lambda *args: None)  # served, then stopped at once
    hosted = tmp_path / "data" / "hosted"
    hosted.mkdir(parents=True)
    (hosted / "game.json").write_text("{")
    typed = ["host", "rummy", "--players", "O'Neil,Bob", "--target", "200", "--port", "0"]
    assert main(typed) == 2
    again = command("host", "rummy", "--players", '"O\'Neil,Bob"', "--target", "200", "--port", "0", "--new")
    assert f"({again} starts a new one, with new links, and moves this save aside" in capsys.readouterr().err

    words, house = tmp_path / "our words.txt", tmp_path / "h$use.txt"
    words.write_text("cat\ndog\n")
    house.write_text("+zax\n")
    assert main([*typed, "--wordlist", str(words), "--house", str(house), "--new"]) == 0
    path = hosted / "game.json"
    path.write_text(path.read_text().replace('"tokens": [', '"tokens": ["x", '))
    capsys.readouterr()
    assert main(["host", "--resume"]) == 2
    port = json.loads(path.read_text())["host"]["port"]
    new = command(
        "host", "rummy", "--players", '"O\'Neil,Bob"', "--wordlist", f'"{words}"', "--house", f"'{house}'", "--target", "200", "--port", str(port), "--new"
    )
    assert f"its seat links are damaged ({new} starts a new one, with new links, and moves" in capsys.readouterr().err


def _advised(err: str) -> list[str]:
    """The words of the command an error advises to start anew (after the program's name)."""
    import shlex

    head = command("host")[: -len("host")]
    return shlex.split(err[err.index(head) + len(head) :].split(" starts a new one")[0])


@pytest.mark.parametrize("match", [["--target", "200"], ["--variant", "advanced"], ["--minutes", "20"], ["--deals", "3"]])
@pytest.mark.parametrize("fault", ["links damaged", "does not replay", "port typed"])
@pytest.mark.parametrize("saved_as", ["game.json", "finished.json"])
def test_the_advice_to_start_anew_is_the_same_match_served_where_it_was(tmp_path, monkeypatch, capsys, match, fault, saved_as):
    """A review: a save of a match to 200 on port 9123 that could not be read or replayed
    advised 'host rummy --players Ann,Bob --new': a match to the ruleset's 150, on 8765. The
    command advised, parsed back, starts the save's match (its options, who plays first),
    on its address and port; a --port typed with --resume in place of the saved one. The
    last game played to the end (finished.json) likewise, without --new (no save to replace:
    it advised the example 'host shuffle --players "Ann,Bob" (or rummy)')."""
    from wordcards.app.launch import choice_from_args
    from wordcards.cli import build_parser, main
    from wordcards.engine.record import loads

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "_run_until_ctrl_c", lambda *args: None)  # served, then stopped at once
    # A computer seat, and a junior who plays first: each typed back as --players wrote it.
    assert main(["host", "rummy", "--players", "Ann,cpu:hard,junior:Bob", "--first", "Bob", "--port", "0", "--seed", "3", *match]) == 0
    path = tmp_path / "hosted" / "game.json"
    data = json.loads(path.read_text())
    saved = loads(path.read_text()).options
    data["host"].update(address="0.0.0.0", port=9123)
    if fault == "does not replay":
        data["actions"] = ["zz", *data["actions"]]
    else:
        data["host"]["tokens"][0] = "x"
    path.write_text(json.dumps(data))
    path = path.rename(path.with_name(saved_as))
    capsys.readouterr()
    typed = ["--port", "9200"] if fault == "port typed" else []
    assert main(["host", "--resume", *typed]) == 2
    advised = build_parser().parse_args(_advised(capsys.readouterr().err))
    assert advised.new == (saved_as == "game.json") and (advised.host, advised.port) == ("0.0.0.0", 9200 if typed else 9123)
    choice = choice_from_args(advised)
    assert (choice.game, choice.first, choice.players) == ("rummy", "Bob", loads(path.read_text()).players)
    assert {**choice.options, "first": 2} == saved


@pytest.mark.parametrize("match", [[], ["--target", "200"], ["--variant", "advanced"], ["--minutes", "20"]])
def test_the_advice_to_start_anew_keeps_the_match_of_a_ruleset_file_edited_since(tmp_path, monkeypatch, capsys, match):
    """A review: a match to 300 (the --ruleset file's own target, so not typed) was advised
    without --target once the file said 150: the advice started a match to 150. With a
    --ruleset file named, the advice types the save's every length, and its file's name
    (with a space in it) reads back whole."""
    from wordcards.app.launch import choice_from_args
    from wordcards.cli import build_parser, main
    from wordcards.engine.record import loads
    from wordcards.resources import ruleset_path

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(commands, "_run_until_ctrl_c", lambda *args: None)  # served, then stopped at once
    ours = tmp_path / "our rules.yaml"
    shipped = ruleset_path("rummy").read_text(encoding="utf-8").replace("name: Word Rummy", "name: Ours")
    ours.write_text(shipped.replace("target: 150", "target: 300"), encoding="utf-8")
    assert main(["host", "--ruleset", str(ours), "--players", "Ann,cpu:hard", "--port", "0", *match]) == 0
    path = tmp_path / "data" / "hosted" / "game.json"
    saved = loads(path.read_text()).options
    ours.write_text(shipped.replace("hands: 5 ", "hands: 3 ").replace("minutes: 30", "minutes: 10"), encoding="utf-8")  # edited since
    path.write_text(path.read_text().replace('"tokens": [', '"tokens": ["x", '))
    capsys.readouterr()
    assert main(["host", "--resume"]) == 2
    advised = build_parser().parse_args(_advised(capsys.readouterr().err))
    assert advised.ruleset == str(ours)
    assert choice_from_args(advised).options == saved


def test_the_advice_to_start_anew_leaves_out_the_shipped_rulesets_own_lengths():
    """Without a --ruleset file the command advised loads the shipped ruleset: a length it
    gives by itself is not typed, one it does not give is, whatever the save's ruleset said."""
    import dataclasses

    from wordcards.match_length import typed_options
    from wordcards.rulesets import default_ruleset

    shipped = default_ruleset("rummy")
    standard = {"variant": "standard", "target": shipped.target, "max_hands": shipped.max_hands}
    assert typed_options("rummy", shipped, standard, shipped) == ()
    assert typed_options("rummy", shipped, {**standard, "target": 300}, shipped) == ("--target", "300")
    then = dataclasses.replace(shipped, target=300)  # the save's shipped ruleset of an older wordcards
    assert typed_options("rummy", then, {**standard, "target": 300}, shipped) == ("--target", "300")
    assert typed_options("rummy", shipped, standard) == ("--target", str(shipped.target), "--max-hands", str(shipped.max_hands))
    assert typed_options("rummy", shipped, {**standard, "target": "many"}, shipped) == ()  # a save edited by hand


def test_the_advice_names_a_saves_players_only_when_the_list_reads_back_as_saved():
    """A review: a person named "Cpu" read back as a computer, a computer named "Bob (hard)"
    as "Bit (hard)", an older save's "A,B" as two seats; the advice then seated other
    players. Such a table is not named (the example is advised instead)."""
    from wordcards.app.same_match import players_to_type
    from wordcards.engine.players import Player

    assert players_to_type((Player("Ann"), Player("Cy", junior=True), Player("Bit (hard)", computer="hard"))) == "Ann,junior:Cy,cpu:hard"
    assert players_to_type((Player("Cpu"), Player("Bob"))) is None
    assert players_to_type((Player("Ann"), Player("Bob (hard)", computer="hard"))) is None
    assert players_to_type((Player("A,B"), Player("Bob"))) is None
    assert players_to_type(None) is None


def test_host_new_on_a_busy_port_leaves_the_unreadable_save_where_it_was(tmp_path, monkeypatch, capsys):
    """Moved aside only once the new game is served: a refused --new changes nothing."""
    import socket

    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    (tmp_path / "hosted").mkdir()
    (tmp_path / "hosted" / "game.json").write_text("{")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["host", "shuffle", "--players", "Ann,Bob", "--port", str(port), "--new"]) == 2
    assert "moved" not in capsys.readouterr().err
    assert sorted(path.name for path in (tmp_path / "hosted").iterdir()) == ["game.json", "wordcards.lock"]


@pytest.mark.parametrize(
    "argv",
    [
        ["host", "--ruleset", "broken.yaml", "--players", "Ann,Bob"],
        ["host", "shuffle"],  # no --players
        ["host", "--resume"],  # nothing to resume
    ],
)
def test_a_refused_host_leaves_no_hosted_folder(tmp_path, monkeypatch, capsys, argv):
    """Taking the host's lock made hosted/ (and the data folder), left empty by a refusal."""
    from wordcards.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "broken.yaml").write_text("name: broken\ngame: shuffle\nhand_size: [\n")
    data = tmp_path / "data"
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(data))
    assert main(argv) == 2
    assert "error: " in capsys.readouterr().err
    assert not data.exists()
    data.mkdir()  # a data folder of a family's games: it stays, only hosted/ goes
    assert main(argv) == 2
    assert list(data.iterdir()) == []


def test_a_refused_host_leaves_a_hosted_folder_that_was_there_as_it_was(tmp_path, monkeypatch, capsys):
    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    (tmp_path / "hosted").mkdir()
    (tmp_path / "hosted" / "errors.log").write_text("kept\n")
    assert main(["host", "shuffle"]) == 2
    assert sorted(path.name for path in (tmp_path / "hosted").iterdir()) == ["errors.log", "wordcards.lock"]


@pytest.mark.parametrize("finished", [False, True])
def test_host_resume_with_no_unfinished_game_says_how_to_start_one(tmp_path, monkeypatch, capsys, finished):
    """It said only "there is no unfinished hosted game", where 'resume' says how to start one."""
    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    if finished:
        (tmp_path / "hosted").mkdir()
        (tmp_path / "hosted" / "finished.json").write_text("{}")
    assert main(["host", "--resume"]) == 2
    err = capsys.readouterr().err
    if finished:  # a finished game is served again (test_host_killed_after_the_end): one that cannot be read is said
        assert "error: there is no unfinished hosted game, and the last one played to the end cannot be read: " in err
        assert str(tmp_path / "hosted" / "finished.json") in err
    else:
        assert f"error: there is no unfinished hosted game (looked for {tmp_path / 'hosted' / 'game.json'}); " in err
    assert err.rstrip().endswith('host shuffle --players "Ann,Bob" (or rummy) starts a new one'), err


@pytest.mark.parametrize("words_changed", [False, True])
def test_host_resume_refuses_a_finished_json_whose_game_is_not_over(tmp_path, monkeypatch, capsys, words_changed):
    """finished.json edited to hold a game not over was hosted as a live game (saved on as
    game.json), after saying it was played to the end; with its word list changed, the
    replay's "word list changed" line was said before the refusal, of a game not served."""
    from wordcards.app import launch
    from wordcards.cli import main
    from wordcards.words import WordList

    hosted_on_8765(tmp_path, monkeypatch)  # run_app returns at once: a game served would be saved again
    if words_changed:
        other = WordList.from_words(["cat", "act", "tac"], name="tiny")
        monkeypatch.setattr(launch, "load_words", lambda *files: other)
    finished = tmp_path / "hosted" / "finished.json"
    (tmp_path / "hosted" / "game.json").rename(finished)
    text = finished.read_text()
    assert main(["host", "--resume"]) == 2
    err = capsys.readouterr().err
    assert err == (
        "wordcards host: error: there is no unfinished hosted game, and the one kept as played to the end is not over "
        f"({finished} was changed?): it is not served, and is left as it is; "
        f'{command("host", "shuffle", "--players", "Ann,Bob")} starts a new one\n'  # its own table: no example, no --new
    ), err
    assert finished.read_text() == text and not (tmp_path / "hosted" / "game.json").exists()


def test_host_resume_of_a_game_served_still_says_its_word_list_changed(tmp_path, monkeypatch, capsys):
    """The replay's lines are held until the game is known to be served: then said."""
    from wordcards.app import launch
    from wordcards.cli import main
    from wordcards.words import WordList

    hosted_on_8765(tmp_path, monkeypatch)
    other = WordList.from_words(["cat", "act", "tac"], name="tiny")
    monkeypatch.setattr(launch, "load_words", lambda *files: other)
    assert main(["host", "--resume"]) == 0
    said = capsys.readouterr()
    err = said.err
    assert "wordcards host: The shipped word list changed since this game was saved: " in err, err
    # Served on a free port (hosted_on_8765): the links asked for, 8765, are the ones given and kept.
    assert "the saved links are for" not in err and "http://127.0.0.1:8765/seat/" in said.out
    assert json.loads((tmp_path / "hosted" / "game.json").read_text())["host"]["port"] == 8765


@pytest.mark.parametrize("named_again", [False, True])
def test_host_resume_of_a_finished_game_whose_word_list_is_gone_says_how_to_host_it_again(tmp_path, monkeypatch, capsys, named_again):
    """A finished game was refused as one to carry on ("to go on", "cannot be carried on");
    then "to see its end again", where finished.json may hold a game not over (known only
    once replayed, and then refused): the advice says neither."""
    from wordcards.cli import main
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    game = ShuffleGame.new(default_ruleset("shuffle"), WordList.from_words(["cat", "act"], name="tiny"), (Player("Ann"), Player("Bob")), 1)
    gone = tmp_path / "gone.txt"
    store.write(store.HostedGame(game, ("a" * 20, "b" * 20), str(gone), None, "127.0.0.1", 8765))
    (tmp_path / "hosted" / "game.json").rename(tmp_path / "hosted" / "finished.json")
    also_gone = ["--wordlist", str(tmp_path / "also-gone.txt")] if named_again else []
    assert main(["host", "--resume", *also_gone]) == 2
    err = " ".join(capsys.readouterr().err.split())
    assert "carried on" not in err and "to go on" not in err and "played to the end:" not in err, err
    assert "its end" not in err, err
    if named_again:  # its own message says why: then how to start a new game
        assert "error: the last hosted game played to the end cannot be shown again: " in err, err
        assert err.endswith(f"{command('host', 'shuffle', '--players', 'Ann,Bob', '--wordlist', 'PATH')} starts a new one"), err
    else:
        assert f"the hosted game was played with it; to host it again, {command('host', '--resume', '--wordlist', 'PATH')}" in err, err


@pytest.mark.parametrize("names", [("Ann", "Bob"), ("-Ann", "-Bo")])
@pytest.mark.parametrize("fault", ["not over", "word list named again is gone"])
def test_host_resume_of_a_finished_game_it_cannot_serve_advises_the_same_match_served_where_it_was(tmp_path, monkeypatch, capsys, fault, names):
    """finished.json's game not over, or its word list gone and the one named again too:
    the refusal advised the example 'host shuffle --players "Ann,Bob" (or rummy)', where one
    that cannot be read or replayed advises the same match. Now every refusal of it does:
    its game, players, match options, first seat, files, address and port (a file typed
    that did not load as PATH, to type again), without --new: no save to replace. A
    review: a name starting with "-" (--players -Ann,... and --first -Bo) was refused by
    argparse, quoted or not."""
    from wordcards.app.launch import choice_from_args
    from wordcards.cli import build_parser, main
    from wordcards.engine.record import loads

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(commands, "_run_until_ctrl_c", lambda *args: None)  # served, then stopped at once
    words = tmp_path / "our words.txt"
    words.write_text("cat\ndog\n")
    typed = [f"--players={names[0]},cpu:hard,junior:{names[1]}", f"--first={names[1]}", "--target", "200", "--wordlist", str(words)]
    assert main(["host", "rummy", *typed, "--port", "0", "--seed", "3"]) == 0
    path = tmp_path / "hosted" / "game.json"
    data = json.loads(path.read_text())
    data["host"].update(address="0.0.0.0", port=9123)
    path.write_text(json.dumps(data))
    finished = path.rename(path.with_name("finished.json"))  # not over: as played, cut short
    named_again = []
    if fault != "not over":
        words.unlink()
        named_again = ["--wordlist", str(tmp_path / "also gone.txt")]
    from wordcards.app import launch

    read: list[str | None] = []  # the word lists loaded: a review found the one named again read three times, then twice
    load_words = launch.load_words
    monkeypatch.setattr(launch, "load_words", lambda wordlist, house: read.append(wordlist) or load_words(wordlist, house))
    capsys.readouterr()
    assert main(["host", "--resume", *named_again]) == 2
    err = capsys.readouterr().err
    assert ("is not over" if fault == "not over" else "cannot be shown again: ") in err, err
    assert read.count(named_again[1] if named_again else str(words)) == 1, read  # no house file: it is the word list that failed
    advised = build_parser().parse_args(_advised(err))
    assert not advised.new and (advised.host, advised.port) == ("0.0.0.0", 9123)
    assert advised.wordlist == (str(words) if fault == "not over" else "PATH")
    choice = choice_from_args(advised)
    assert (choice.game, choice.first, choice.players) == ("rummy", names[1], loads(finished.read_text()).players)
    assert {**choice.options, "first": 2} == loads(finished.read_text()).options  # --target 200, Bob first


def test_host_resume_with_an_unexpected_error_in_its_replay_says_why_and_leaves_the_save(tmp_path, monkeypatch, capsys):
    """A bug in the engine's replay was a traceback from 'host --resume', where a new host's
    check counts it as a save that does not replay: --resume says so too, with the error,
    where the save is (kept as it was) and the command that starts a new game."""
    from wordcards.cli import main
    from wordcards.engine.shuffle import ShuffleGame

    hosted_on_8765(tmp_path, monkeypatch)
    path = tmp_path / "hosted" / "game.json"
    before = path.read_bytes()

    monkeypatch.setattr(ShuffleGame, "from_json", a_bug_in_the_replay)
    assert main(["host", "--resume"]) == 2
    err = capsys.readouterr().err
    assert err == (
        f"wordcards host: error: the saved game cannot be replayed: {path}: it could not be replayed here: "
        f"RuntimeError: a bug in the replay (it is kept; {moving_it_aside(new_ann_bob(), path.parent)})\n"
    ), err
    assert path.read_bytes() == before


@pytest.mark.parametrize("typed", [False, True])
def test_a_bug_past_the_games_replay_makes_the_new_game_advised_move_the_save_aside(tmp_path, monkeypatch, capsys, typed):
    """A review: --resume replays all a hosted save keeps (what it keeps beside the game too),
    but --new asked only whether the game replays: a bug past the game's replay made
    --resume advise --new, which then found the save replays and wrote over it (or, with a
    word list typed, advised plain --resume, which failed again). The --new advised moves
    it aside, byte for byte."""
    from wordcards.cli import main
    from wordcards.remote import kept_beside

    hosted_on_8765(tmp_path, monkeypatch)
    path = tmp_path / "hosted" / "game.json"
    before = path.read_bytes()
    other = tmp_path / "other.txt"
    other.write_text("cart\ntrace\n")

    monkeypatch.setattr(kept_beside, "KeptBeside", a_bug_in_the_replay)
    assert main(["host", "--resume", *(["--wordlist", str(other)] if typed else [])]) == 2
    err = capsys.readouterr().err
    assert " starts a new one" in err, err  # not the --resume that fails again
    advised = _advised(err)
    assert "--new" in advised, advised
    assert main(advised) == 0
    assert path.with_name("unreadable-1.json").read_bytes() == before


def hosted_on_8765(tmp_path, monkeypatch):
    """A hosted Shuffle game saved with links for 127.0.0.1:8765; the host serves nothing
    (aiohttp's run_app returns at once, as after Ctrl+C), and listens on a free port when
    asked for 8765: the tests pass while another host holds 8765 (the links still say 8765)."""
    from aiohttp import web

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(web, "run_app", lambda *args, **kwargs: None)
    served_on_a_free_port(monkeypatch)
    words = WordList.from_words(["cat", "act"], name="tiny")
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 1)
    store.write(store.HostedGame(game, ("a" * 20, "b" * 20), None, None, "127.0.0.1", 8765))
    import wordcards.app.launch as launch

    monkeypatch.setattr(launch, "load_words", lambda *files: words)


def served_on_a_free_port(monkeypatch):
    """A host asked for port 8765 listens on a free one: a test passes while another host
    (a player's, beside the tests) holds 8765; the host still gives and keeps links for 8765."""
    listen = commands._listen
    monkeypatch.setattr(commands, "_listen", lambda address, port: listen(address, 0 if port == 8765 else port))


SAID_MOVED = "the saved links are for http://127.0.0.1:8765; a different address or port needs new links"


def test_host_resume_on_another_port_says_the_new_links_are_the_ones_kept(tmp_path, monkeypatch, capsys):
    """--port 0 saved its free port quietly: the next plain --resume gave other links than
    the old ones without a word. It still saves them (the links last given out), and says so."""
    from wordcards.cli import main
    from wordcards.remote import store

    hosted_on_8765(tmp_path, monkeypatch)
    assert main(["host", "--resume", "--port", "0"]) == 0
    err = capsys.readouterr().err
    assert SAID_MOVED in err
    assert "and the game is saved with them. The new links, not the old, are the ones given by:\n    " in err
    assert err.split("are the ones given by:\n")[1].startswith("    ") and " host --resume\n" in err
    assert store.read().port not in (0, 8765)  # the port the system picked, saved once the host listens


@pytest.mark.parametrize("failing", ["the port", "the word list"])
def test_host_resume_that_fails_to_start_does_not_say_the_new_links_are_kept(tmp_path, monkeypatch, capsys, failing):
    """It said the game was saved with the new links before it listened or read the word
    list: when either failed nothing was saved, and the next --resume gave the old links."""
    import socket

    import wordcards.app.launch as launch
    from wordcards.app.launch import LaunchError
    from wordcards.cli import main
    from wordcards.remote import store

    def no_words(*files):
        raise LaunchError("the word list cannot be read")

    hosted_on_8765(tmp_path, monkeypatch)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        if failing == "the word list":
            monkeypatch.setattr(launch, "load_words", no_words)
        port = busy.getsockname()[1] if failing == "the port" else 0
        assert main(["host", "--resume", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert "error: " in err and SAID_MOVED not in err, err
    assert store.read().port == 8765


def test_host_resume_whose_first_save_fails_is_refused_and_the_old_links_are_kept(tmp_path, monkeypatch, capsys):
    """A host whose first save fails hosts nothing (it would say the game is kept when it is
    not), says why in plain words, and does not say the new links are the saved ones."""
    from wordcards.cli import main
    from wordcards.remote import store

    hosted_on_8765(tmp_path, monkeypatch)

    def full_disk(hosted):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store, "write", full_disk)
    assert main(["host", "--resume", "--port", "0"]) == 2
    out, err = capsys.readouterr()
    assert err == "wordcards host: error: the game cannot be saved: the disk is full; nothing is hosted (a host saves its game after every action)\n"
    assert out == ""  # no links given out
    assert store.read().port == 8765


def test_a_host_whose_hosted_save_is_a_folder_refuses_to_start_in_plain_words(tmp_path, monkeypatch, capsys):
    """hosted/game.json a folder: it printed the links, "The game could not be saved ([Errno 21]
    Is a directory: ...)", and on Ctrl+C "Stopped hosting: the game is saved" (nothing was)."""
    from aiohttp import web

    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(web, "run_app", lambda *args, **kwargs: None)  # as after Ctrl+C
    (tmp_path / "hosted" / "game.json").mkdir(parents=True)
    assert main(["host", "shuffle", "--new", "--players", "Ann,cpu", "--port", "0"]) == 2
    out, err = capsys.readouterr()
    folder = tmp_path / "hosted" / "game.json"
    assert err == f"wordcards host: error: the game cannot be saved: {folder} is a folder, not a file; nothing is hosted (a host saves its game after every action)\n"
    assert out == ""


def test_a_later_save_that_fails_is_told_plainly_and_the_stop_does_not_say_the_game_is_saved(tmp_path, monkeypatch, capsys):
    """The first save is written; the ones after fail: the console says so once, in plain
    words, and the last line says the save on disk is an earlier position."""
    from wordcards.cli import main
    from wordcards.remote import store

    hosted_on_8765(tmp_path, monkeypatch)
    write = store.write
    writes = []

    def full_after_the_first(hosted):
        writes.append(hosted)
        if len(writes) > 1:
            raise OSError(errno.ENOSPC, "No space left on device")
        return write(hosted)

    monkeypatch.setattr(store, "write", full_after_the_first)
    assert main(["host", "--resume"]) == 1  # the stop line says the game is not all kept: so does the status
    out = capsys.readouterr().out
    assert len(writes) == 2  # the first, and the last as the host stops
    assert "Errno" not in out and "Stopped hosting: the game is saved" not in out, out
    assert out.rstrip().splitlines()[-2:] == [  # the command on a line of its own, to copy whole
        "Stopped hosting, but the last save failed (the disk is full). To carry on from the last position saved, "
        "not this one, type:",
        f"    {command('host', '--resume')}",
    ]


def test_a_failing_save_is_said_once_and_its_return_is_said(tmp_path, monkeypatch, capsys):
    """Play goes on when a save fails: the console says it once (not after every action),
    and says when a save works again."""
    from aiohttp import web

    from wordcards.cli import main
    from wordcards.remote import store

    hosted_on_8765(tmp_path, monkeypatch)
    write = store.write
    fails = iter([False, True, True, False, False])  # the first save works, two fail, then they work

    def sometimes_full(hosted):
        if next(fails, False):
            raise OSError(errno.ENOSPC, "No space left on device")
        return write(hosted)

    saves_after_a_change = []  # the save the host gives its table (called after every action)
    host_table = commands.host_table

    def table_saving_as_the_host_does(hosted, save, clock=None):
        saves_after_a_change.append(save)
        return host_table(hosted, save, clock)

    def three_more_saves(app, **kwargs):  # as three actions would, while the host serves
        for _ in range(3):
            saves_after_a_change[0](None)

    monkeypatch.setattr(commands, "host_table", table_saving_as_the_host_does)
    monkeypatch.setattr(web, "run_app", three_more_saves)
    monkeypatch.setattr(store, "write", sometimes_full)
    assert main(["host", "--resume"]) == 0
    lines = capsys.readouterr().out.splitlines()
    said = [line for line in lines if "saved" in line and not line.startswith(("Hosting", "Press"))]
    assert said == [
        "The game could not be saved: the disk is full. Play goes on; each action tries again.",
        "The game is saved again.",
        "Stopped hosting: the game is saved. To carry it on with the same links, type:",
    ], lines
    assert lines[-1] == f"    {command('host', '--resume')}", lines  # on a line of its own, to copy whole


def test_a_failing_save_of_the_games_end_says_the_seats_at_the_table_have_its_result(tmp_path, monkeypatch, capsys):
    """Play-test h48: the end's save failing said "Play goes on; each action tries again",
    with no action to come: the game is over, the seats at the table have its result. A
    disk full mid-game and still full at the end says so again at the end (the same failure,
    said once while play goes on, left "each action tries again" as the last line)."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.engine.shuffle.actions import Pass
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    game = ShuffleGame.new(default_ruleset("shuffle"), WordList.from_words(["cat", "act"], name="tiny"), (Player("Ann"), Player("Bob")), 1)
    host_saves = commands._HostSaves(store.HostedGame(game, ("a" * 20, "b" * 20), None, None, "127.0.0.1", 8765))
    monkeypatch.setattr(store, "write", full_disk)
    host_saves.table.game.apply(Pass())
    assert not host_saves.written()
    assert capsys.readouterr().out == "The game could not be saved: the disk is full. Play goes on; each action tries again.\n"
    while not host_saves.table.game.is_over:
        host_saves.table.game.apply(Pass())
    assert not host_saves.written()
    assert capsys.readouterr().out == (
        "The game is over, but its end could not be saved: the disk is full."
        " The seats at the table have its result; a seat away sees it by coming back before the host stops.\n"
    )
    assert not host_saves.written()
    assert capsys.readouterr().out == ""  # said once


def test_a_second_ctrl_c_while_the_host_stops_changes_nothing(tmp_path):
    """Ctrl+C twice (the stop waits up to 2 seconds for the seats to take their goodbye):
    the second one broke off the stop, with no last save, each seat told as leaving, a
    traceback and exit status 1. The host stops as after one, and says so."""
    import signal

    import aiohttp

    from wordcards.remote.client import socket_url
    from wordcards.remote.protocol import seat_query

    host = start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "3")
    with host:

        async def stop_twice():
            async with aiohttp.ClientSession() as session:
                # A screen that does not answer the host's goodbye holds the stop for 2 seconds.
                ws = await session.ws_connect(socket_url(host.links["Ann"]), params=seat_query(), autoclose=False)
                assert (await ws.receive(timeout=60)).type == aiohttp.WSMsgType.TEXT  # in its seat
                host.process.send_signal(signal.SIGINT)
                while (await ws.receive(timeout=60)).type != aiohttp.WSMsgType.CLOSE:
                    pass  # the goodbye came: the host is stopping
                host.process.send_signal(signal.SIGINT)
                return await asyncio.to_thread(host.process.wait, 60)

        assert run(stop_twice()) == 0
        last = host.wait_for_line("Stopped hosting")
        said = "".join(host.lines)
        assert "the game is saved" in last and "Traceback" not in said and "Ann left" not in said, said


@pytest.mark.parametrize("blocked", ["the data folder", "the hosted folder"])
def test_host_and_play_say_in_the_same_words_why_the_data_folder_cannot_be_used(tmp_path, monkeypatch, capsys, blocked):
    """XDG_DATA_HOME a file: host said "cannot use the data folder: [Errno 20] Not a
    directory: ...", play "cannot use the data folder ... (Not a directory)"."""
    from wordcards.cli import main

    a_file = tmp_path / "a-file"
    a_file.write_text("not a folder")
    monkeypatch.delenv("WORDCARDS_DATA_DIR", raising=False)
    if blocked == "the data folder":
        monkeypatch.setenv("XDG_DATA_HOME", str(a_file))
        why = f"cannot use the data folder {a_file / 'wordcards'}: {a_file} is a file, not a folder"
    else:  # only the host's own folder in it: play has nothing to say
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
        (tmp_path / "wordcards").mkdir()
        (tmp_path / "wordcards" / "hosted").write_text("not a folder")
        why = f"cannot use the data folder {tmp_path / 'wordcards'}: {tmp_path / 'wordcards' / 'hosted'} is a file, not a folder"
    assert main(["host", "shuffle", "--players", "Ann,Bob", "--port", "0"]) == 2
    assert capsys.readouterr().err == f"wordcards host: error: {why}\n"
    if blocked == "the data folder":
        assert main(["play", "shuffle", "--players", "Ann,Bob"]) == 1
        assert capsys.readouterr().err == f"wordcards play: {why}\n"


def hosted_with_files(tmp_path, monkeypatch, wordlist, house, ruleset=None):
    """A hosted Shuffle game saved as played with these files (paths: they need not exist)."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    words = WordList.from_words(["cat", "act"], name="tiny")
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 1)
    store.write(store.HostedGame(game, ("a" * 20, "b" * 20), wordlist, house, "127.0.0.1", 8765, ruleset=ruleset))


@pytest.mark.parametrize("put_back", [False, True])
@pytest.mark.parametrize("fault", ["its word list gone, another typed gone", "a word list typed gone", "does not replay", "finished, a word list typed gone"])
def test_host_resume_names_a_ruleset_file_gone_before_the_new_game_it_advises(tmp_path, monkeypatch, capsys, fault, put_back):
    """A review: the new game advised typed --ruleset PATH for the game's ruleset file gone
    since, with no word of which file, or why (its word lists gone are named so). Another:
    the file was looked for twice, for the command and for the words before it, which
    disagreed when it was put back between (``put_back``)."""
    from wordcards.cli import main
    from wordcards.engine.shuffle import ShuffleGame

    rules, kept = tmp_path / "our rules.yaml", tmp_path / "kept.txt"
    kept.write_text("cat\nact\n")
    own = tmp_path / "gone.txt" if fault.startswith("its word list gone") else kept
    hosted_with_files(tmp_path, monkeypatch, str(own), None, str(rules))  # the ruleset file is not there
    typed = ["--wordlist", str(tmp_path / "typo.txt")] if "typed gone" in fault else []
    if fault == "does not replay":
        monkeypatch.setattr(ShuffleGame, "from_json", a_bug_in_the_replay)
    elif fault.startswith("finished"):
        hosted = tmp_path / "data" / "hosted"
        (hosted / "game.json").rename(hosted / "finished.json")
    if put_back:
        put_back_once_looked_for(monkeypatch, rules)
    assert main(["host", "--resume", *typed]) == 2
    err = capsys.readouterr().err
    assert f"a file for a new game of its match does not load now: {rules}: no such ruleset file; {command('host', 'shuffle')} " in err, err
    assert "--ruleset PATH" in err, err


def mistyped_refusal(tmp_path, go_on: str, files: tuple[str, ...], replays: bool = True, house_gone: Path | None = None) -> str:
    """What host --resume --wordlist typo.txt says over the hosted Ann and Bob's Shuffle:
    ``go_on``, how to carry it on, then the same match anew with ``files``: replacing the
    save when it ``replays`` with its own files, else moving it aside. ``house_gone``: its
    own house file, gone too: named after the word list."""
    hosted = tmp_path / "data" / "hosted"
    anew = command("host", "shuffle", "--players", "Ann,Bob", *files, "--new")
    if replays:
        or_new = f"replace it with a new game, with new links: {anew}"
    else:
        or_new = moving_it_aside(anew, hosted)
    return (
        f"wordcards host: error: the hosted game cannot be carried on: {tmp_path / 'typo.txt'}: no such word list file"
        f"{f' and {house_gone}: no such house file' if house_gone else ''}"
        f" (it is kept in {hosted / 'game.json'}: {go_on}; or {or_new})\n"
    )


@pytest.mark.parametrize("moved", ["the word list", "the house file", "the house file, the word list named again"])
def test_host_resume_says_how_to_name_again_a_file_that_has_moved(tmp_path, monkeypatch, capsys, moved):
    """It said only "the hosted game cannot be carried on: .../wl.txt: no such word list
    file", though --resume --wordlist NEWPATH carries it on; resume says how."""
    from wordcards.cli import main

    kept = tmp_path / "kept.txt"  # a word list that is where the game says
    kept.write_text("cat\nact\n")
    gone = tmp_path / "gone.txt"
    if moved == "the word list":
        hosted_with_files(tmp_path, monkeypatch, str(gone), None)
        argv, what, again = [], "word list", "--wordlist PATH"
    elif moved == "the house file":
        hosted_with_files(tmp_path, monkeypatch, str(kept), str(gone))
        argv, what, again = [], "house", "--house PATH"
    else:
        hosted_with_files(tmp_path, monkeypatch, str(gone), str(gone))
        argv, what, again = ["--wordlist", str(kept)], "house", f"--wordlist {kept} --house PATH"
    before = (tmp_path / "data" / "hosted" / "game.json").read_text()
    assert main(["host", "--resume", *argv]) == 2
    assert capsys.readouterr().err == (
        f"wordcards host: error: {gone}: no such {what} file: the hosted game was played with it; "
        f"to go on, {command('host', '--resume', again)} (the game is kept)\n"
    )
    assert (tmp_path / "data" / "hosted" / "game.json").read_text() == before
    # The file that failed named here: its own message, then where the game is kept, the
    # command that names that file again and the same match anew (it advised none).
    assert main(["host", "--resume", "--wordlist", str(tmp_path / "typo.txt")]) == 2
    # Every file the game needs that is missing is PATH: the house file gone too is no --house
    # gone.txt, and it is named with why, after the word list (only the word list was named).
    files = ("--wordlist", "PATH", *(("--house", "PATH") if moved != "the word list" else ()))
    # Its own files gone, --new moves the save aside (it wrote over one before 861af60d): said so.
    house_gone = gone if moved != "the word list" else None
    said = mistyped_refusal(tmp_path, f"to go on, {command('host', '--resume', *files)}", files, replays=False, house_gone=house_gone)
    assert capsys.readouterr().err == said
    assert (tmp_path / "data" / "hosted" / "game.json").read_text() == before


@pytest.mark.parametrize("saved_as", ["game.json", "finished.json"])
def test_host_resume_names_both_of_the_games_own_files_gone_and_the_command_that_goes_on(tmp_path, monkeypatch, capsys, saved_as):
    """A review: a hosted game whose word list and house file have both moved named only the
    word list, and the 'host --resume --wordlist PATH' advised failed on the house file next.
    Both are named, with why, as plain resume names them, and the command advised, its PATHs
    filled in, gets past the files (an unfinished game is served)."""
    from wordcards.cli import main
    from wordcards.remote import store

    gone_words, gone_house = tmp_path / "gone.txt", tmp_path / "gone-house.txt"
    hosted_with_files(tmp_path, monkeypatch, str(gone_words), str(gone_house))
    if saved_as == "finished.json":
        store.hosted_path().rename(store.finished_path())
    kept = (tmp_path / "data" / "hosted" / saved_as).read_text()
    assert main(["host", "--resume"]) == 2
    advised = command("host", "--resume", "--wordlist", "PATH", "--house", "PATH")
    to_go_on = "to host it again" if saved_as == "finished.json" else "to go on"
    why = f"{gone_words}: no such word list file and {gone_house}: no such house file"
    assert capsys.readouterr().err == f"wordcards host: error: {why}; {to_go_on}, {advised} (the game is kept)\n"
    assert (tmp_path / "data" / "hosted" / saved_as).read_text() == kept

    monkeypatch.setattr(commands, "_run_until_ctrl_c", lambda *args: None)  # served, then stopped at once
    served_on_a_free_port(monkeypatch)
    words, house = tmp_path / "moved.txt", tmp_path / "moved-house.txt"
    words.write_text("cat\nact\n")
    house.write_text("+zorp\n")
    code = main(["host", "--resume", "--wordlist", str(words), "--house", str(house)])
    err = capsys.readouterr().err
    if saved_as == "game.json":
        assert code == 0, err
    else:  # past its files: this game was saved before its end, and finished.json must be over
        assert code == 2 and "is not over" in err and "no such" not in err, err


def test_host_resume_with_a_mistyped_word_list_says_its_own_files_go_on(tmp_path, monkeypatch, capsys):
    """Its own word list in place, a --wordlist mistyped advised only --resume --wordlist
    PATH, never that plain --resume goes on, and "or ... --new starts a new one" read as if
    the game stayed kept, where --new writes over it (it replays: nothing is moved aside)."""
    from wordcards.cli import main

    kept = tmp_path / "kept.txt"
    kept.write_text("cat\nact\n")
    hosted_with_files(tmp_path, monkeypatch, str(kept), None)
    before = (tmp_path / "data" / "hosted" / "game.json").read_text()
    assert main(["host", "--resume", "--wordlist", str(tmp_path / "typo.txt")]) == 2
    go_on = f"'{command('host', '--resume')}' alone goes on with its own files"
    assert capsys.readouterr().err == mistyped_refusal(tmp_path, go_on, ("--wordlist", "PATH"))
    assert (tmp_path / "data" / "hosted" / "game.json").read_text() == before


def test_host_resume_with_a_house_file_typed_that_breaks_the_game_says_its_own_files_go_on(tmp_path, monkeypatch, capsys, game_with_a_played_word):
    """'host --resume --house OTHER', where OTHER takes out a word played, advised only
    'host GAME ... --new', which writes over a save that replays with its own files: the
    advice is plain --resume, as resume's is."""
    from wordcards.cli import main
    from wordcards.remote import store

    game, own, house, word = game_with_a_played_word("shuffle")
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    store.write(store.HostedGame(game, ("a" * 20, "b" * 20), str(own), str(house), "127.0.0.1", 8765))
    before = store.hosted_path().read_text()
    other = tmp_path / "other.txt"
    other.write_text(f"+zorp\n-{word.lower()}\n")
    assert main(["host", "--resume", "--house", str(other)]) == 2
    err = capsys.readouterr().err
    assert f"'{command('host', '--resume')}' alone goes on with its own files" in err, err
    assert "--new" not in err
    assert store.hosted_path().read_text() == before


def test_host_resume_with_a_mistyped_word_list_reads_each_word_list_once(tmp_path, monkeypatch, capsys):
    """The refusal read the mistyped file twice (once more to know which file failed, when
    no house file could have) before the game's own: the typo once, then its own once, to
    know that they carry it on."""
    from wordcards import choice
    from wordcards.cli import main

    kept, typo = tmp_path / "kept.txt", tmp_path / "typo.txt"
    kept.write_text("cat\nact\n")
    hosted_with_files(tmp_path, monkeypatch, str(kept), None)
    read: list[object] = []
    load = choice._load_words

    def counted(wordlist, house):
        read.append((wordlist, house))
        return load(wordlist, house)

    monkeypatch.setattr(choice, "_load_words", counted)
    assert main(["host", "--resume", "--wordlist", str(typo)]) == 2
    assert "alone goes on with its own files" in capsys.readouterr().err
    assert read == [(str(typo), None), (str(kept), None)]


def test_host_resume_with_a_word_list_named_again_saves_and_names_it(tmp_path, monkeypatch, capsys):
    """--resume --wordlist NEW played with NEW but kept (and named in its "changed" notice)
    the old path: the next plain --resume was refused again for the file that had moved."""
    from aiohttp import web

    from wordcards.cli import main

    monkeypatch.setattr(web, "run_app", lambda *args, **kwargs: None)
    served_on_a_free_port(monkeypatch)
    gone, moved = tmp_path / "gone.txt", tmp_path / "moved.txt"
    moved.write_text("cat\nact\ntac\n")
    hosted_with_files(tmp_path, monkeypatch, str(gone), None)
    assert main(["host", "--resume", "--wordlist", str(moved)]) == 0
    assert f"The word list {moved} changed since this game was saved" in capsys.readouterr().err
    saved = json.loads((tmp_path / "data" / "hosted" / "game.json").read_text())
    assert saved["app"]["wordlist"] == str(moved)
    assert main(["host", "--resume"]) == 0, capsys.readouterr().err


def hosted_with_a_played_word(make, tmp_path, monkeypatch, game_name: str):
    """A hosted save of ``make(game_name)`` (the ``game_with_a_played_word`` fixture):
    its house file and the word Ann played."""
    from wordcards.remote import store

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    game, own, house, word = make(game_name)
    store.write(store.HostedGame(game, ("a" * 20, "b" * 20), str(own), str(house), "127.0.0.1", 8765))
    return house, word


@pytest.mark.parametrize("game_name", ["shuffle", "rummy"])
def test_host_resume_leads_with_the_house_line_that_takes_a_played_word_out(tmp_path, monkeypatch, capsys, game_with_a_played_word, game_name):
    """It said "the hosted game cannot be carried on: PATH: the word TIRE ...": the save's
    path first, which the family cannot act on; 'resume' and the app lead with the line."""
    from wordcards.cli import main
    from wordcards.remote import store

    house, word = hosted_with_a_played_word(game_with_a_played_word, tmp_path, monkeypatch, game_name)
    own = store.read().wordlist  # the new game advised is played with the same files
    house.write_text(f"+zorp\n-{word.lower()}\n")
    before = (tmp_path / "data" / "hosted" / "game.json").read_text()
    new = command("host", game_name, "--players", "Ann,Bob", "--wordlist", str(own), "--house", str(house), "--new")
    assert main(["host", "--resume"]) == 2
    assert capsys.readouterr().err == (
        f"wordcards host: error: the word {word}, played in this game, is no longer allowed: the house file {house}"
        f" takes it out at line 2 ('-{word.lower()}'). Undo that line to carry on this game"
        f" (the save is kept; {moving_it_aside(new, tmp_path / 'data' / 'hosted')})\n"
    )
    assert (tmp_path / "data" / "hosted" / "game.json").read_text() == before


def test_host_resume_of_a_save_that_does_not_replay_says_so_as_resume_does(tmp_path, monkeypatch, capsys, game_with_a_played_word):
    from wordcards.cli import main

    house, _word = hosted_with_a_played_word(game_with_a_played_word, tmp_path, monkeypatch, "shuffle")
    (tmp_path / "ours.txt").write_text("tile\nvat\nat\n")  # the word list itself lost TIRE: no house line to undo
    assert main(["host", "--resume"]) == 2
    err = capsys.readouterr().err
    path = tmp_path / "data" / "hosted" / "game.json"
    assert err.startswith(f"wordcards host: error: the saved game cannot be replayed: {path}: "), err
    new = command("host", "shuffle", "--players", "Ann,Bob", "--wordlist", str(tmp_path / "ours.txt"), "--house", str(house), "--new")
    assert err.endswith(f" (it is kept; {moving_it_aside(new, path.parent)})\n") and "-tire" not in err


@pytest.mark.parametrize("finished", [False, True])
def test_host_resume_after_the_word_list_lost_a_played_word_says_the_way_on_as_resume_does(
    tmp_path, monkeypatch, capsys, game_with_a_played_word, finished
):
    """Play-test h48: 'resume' said how to carry such a game on (put the word back, or a house
    file's '+word' line); 'host --resume' did not. It says it, with host --resume to type;
    for the last game played to the end (served again), how to host it again."""
    import os

    from wordcards.cli import main
    from wordcards.remote import store

    house, word = hosted_with_a_played_word(game_with_a_played_word, tmp_path, monkeypatch, "shuffle")
    if finished:
        os.replace(store.hosted_path(), store.finished_path())
    own = tmp_path / "ours.txt"
    own.write_text("tile\nvat\nat\n")
    assert main(["host", "--resume"]) == 2
    err = " ".join(capsys.readouterr().err.split())
    aim = "to host it again" if finished else "to carry it on"
    way_on = (
        f"; {aim}, put {word} back in the word list {own}, or add the line '+{word.lower()}' to the house file"
        f" {house} and type {command('host', '--resume')} (it is kept;"
    )
    assert way_on in err, err


def test_host_resume_with_a_word_list_typed_that_lacks_a_played_word_names_it_in_the_way_on(tmp_path, monkeypatch, capsys, game_with_a_played_word):
    """The save's own list gone, --wordlist NEW typed: the command advised names NEW again
    (a plain --resume goes back to the save's own files)."""
    from wordcards.cli import main
    from wordcards.quoting import shell_word

    house, word = hosted_with_a_played_word(game_with_a_played_word, tmp_path, monkeypatch, "shuffle")
    new = tmp_path / "new list.txt"
    new.write_text("tile\nat\n")
    (tmp_path / "ours.txt").unlink()
    assert main(["host", "--resume", "--wordlist", str(new)]) == 2
    err = " ".join(capsys.readouterr().err.split())
    typed = ("--wordlist", shell_word(str(new)))
    again = command("host", "--resume", *typed)
    way_on = f"to carry it on, put {word} back in the word list {new} and type {again}, or add the line '+{word.lower()}' to the house file {house} and type {again}"
    assert way_on in err, err


def test_host_new_over_a_save_that_does_not_replay_moves_it_aside_and_says_where(tmp_path, monkeypatch, capsys, game_with_a_played_word):
    """A hosted save that reads but does not replay here may replay later (with the files
    it was played with): host refused it as a game to carry on with --resume, and --new
    wrote the new game over it. The refusal says it cannot be carried on and why, and
    --new moves it to unreadable-N.json, saying where, as 'play' does."""

    house, _word = hosted_with_a_played_word(game_with_a_played_word, tmp_path, monkeypatch, "shuffle")
    (tmp_path / "ours.txt").write_text("tile\nvat\nat\n")  # the word list itself lost TIRE
    hosted, before, err = host_rummy_refused(tmp_path, capsys)
    new = command("host", "rummy", "--players", "Cy,Di", "--port", "0", "--new")
    assert err.startswith(
        "wordcards host: error: a hosted game of shuffle (Ann, Bob) is not finished, but it cannot be carried on: "
        f"the saved game cannot be replayed: {hosted / 'game.json'}: "
    ), err
    assert err.endswith(f"({moving_it_aside(new, hosted)})"), err
    assert (hosted / "game.json").read_bytes() == before  # a refusal changes nothing

    new_rummy_moves_it_aside(monkeypatch, capsys, hosted, before, "could not be carried on")


def host_rummy_refused(tmp_path, capsys) -> tuple[Path, bytes, str]:
    """host rummy (no --new) over the hosted save, refused: its folder, the save's bytes
    before, and what host said (on one line)."""
    from wordcards.cli import main

    hosted = tmp_path / "data" / "hosted"
    before = (hosted / "game.json").read_bytes()
    assert main(["host", "rummy", "--players", "Cy,Di", "--port", "0"]) == 2
    return hosted, before, " ".join(capsys.readouterr().err.split())


def new_rummy_moves_it_aside(monkeypatch, capsys, hosted, before: bytes, why: str) -> None:
    """host rummy --new over the hosted save (``before``, its bytes) moves it to
    unreadable-1.json, byte for byte, saying ``why`` it was, and hosts the new game."""
    from wordcards.cli import main

    aside = hosted / "unreadable-1.json"
    monkeypatch.setattr(commands, "_run_until_ctrl_c", lambda *args: None)  # served, then stopped at once
    assert main(["host", "rummy", "--players", "Cy,Di", "--port", "0", "--new"]) == 0
    err = capsys.readouterr().err
    assert f"the hosted save that {why} was moved to {aside} (it is not deleted)" in err
    assert aside.read_bytes() == before
    assert json.loads((hosted / "game.json").read_text())["game"] == "rummy"


def test_host_new_over_a_save_whose_word_list_is_gone_moves_it_aside(tmp_path, monkeypatch, capsys):
    """A hosted save whose own word list does not load now (a stick taken out) was written
    over by --new, and the refusal without --new said --new replaces it: the file may come
    back, and the game with it. The refusal says which file, that --resume names it again,
    and that --new keeps the save aside; --new moves it there, byte for byte."""

    gone = tmp_path / "gone.txt"
    hosted_with_files(tmp_path, monkeypatch, str(gone), None)
    hosted, before, err = host_rummy_refused(tmp_path, capsys)
    new = command("host", "rummy", "--players", "Cy,Di", "--port", "0", "--new")
    assert err == (
        "wordcards host: error: a hosted game of shuffle (Ann, Bob) is not finished, but a file it was played with cannot be"
        f" read now: {gone}: no such word list file ('{command('host', '--resume')}' says how to name it again;"
        f" {moving_it_aside(new, hosted)})"
    ), err
    assert (hosted / "game.json").read_bytes() == before

    new_rummy_moves_it_aside(monkeypatch, capsys, hosted, before, "was played with a file that cannot be read now")


def test_host_help_says_resume_names_the_saved_games_files_again(capsys):
    from wordcards.cli import main

    with pytest.raises(SystemExit):
        main(["host", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    wordlist, house = text.rsplit("--wordlist PATH", 1)[1].split("--house PATH")  # the help, not the usage line
    for said in (wordlist, house):
        assert "; with --resume: the saved game's file, named again if it has moved since (default: as saved)" in said, said


@pytest.mark.parametrize("command_name", ["host", "play"])
@pytest.mark.parametrize("typed", ["Random", "random"])
def test_first_random_at_a_table_with_a_player_named_random_is_refused_saying_how_to_choose(
    tmp_path, monkeypatch, capsys, command_name, typed
):
    """--players Ann,Random --first Random picked a seat at random, without a word: Random
    could never be picked. Either may be meant: refused, saying how to have each."""
    from aiohttp import web

    import wordcards.app.launch as launch
    from wordcards.cli import main

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(web, "run_app", lambda *args, **kwargs: None)  # never serve, as after Ctrl+C
    monkeypatch.setattr(launch, "_ran", lambda command, app: 0)  # never start the app
    assert main([command_name, "shuffle", "--players", "Ann,Random", "--first", typed, "--port" if command_name == "host" else "--seed", "0"]) == 2
    assert capsys.readouterr().err == (
        f"wordcards {command_name}: error: --first '{typed}': Random is a player here, and 'random' lets the seed choose who plays first; "
        "to have Random start, put Random first in --players and leave out --first; "
        "to let the seed choose, give Random another name in --players\n"
    )
    assert not (tmp_path / "hosted" / "game.json").exists()


def test_the_hosts_console_says_when_a_seats_second_screen_leaves(tmp_path):
    """"Bob connected (2 screens on that seat now)" was said, and nothing when one of them
    closed: the console kept saying two screens had the seat."""
    from remote_support import hosted

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote.client import SeatClient
    from wordcards.remote.table import HostTable
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    words = WordList.from_words(["cat", "act"], name="tiny")
    tokens = ["a" * 22, "b" * 22]
    table = HostTable(ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), 1), tokens)
    said: list[str] = []

    async def two_screens_then_one() -> None:
        async with hosted(table, said.append) as (_, base):
            async with SeatClient(f"{base}/seat/{tokens[1]}/ws") as first:
                while (await first.receive())["screens"] != 1:
                    pass
                async with SeatClient(f"{base}/seat/{tokens[1]}/ws") as second:
                    await second.receive()
                    while (await first.receive())["screens"] != 2:
                        pass
                while (await first.receive())["screens"] != 1:  # sent once the console has said it
                    pass

    asyncio.run(two_screens_then_one())
    bobs = [line for line in said if "Bob" in line and not line.startswith("Waiting")]
    assert bobs[0] == "Bob connected." and bobs[1].startswith("Bob connected (2 screens on that seat now).")
    assert bobs[2] == "One of Bob's screens left (1 screen on that seat now).", said


def test_host_resume_of_a_save_whose_edited_numbers_do_not_replay_names_them(tmp_path, monkeypatch, capsys):
    """"hand_size": 6 in a hosted save where Ann played TeSTS: blamed on the play, as the
    hot-seat resume did ("action 1 ('TeSTS') does not replay"); the numbers changed."""
    from wordcards.cli import main
    from wordcards.remote import store

    from played_saves import played_save_data

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    data = played_save_data(hand_size=6)
    data["host"] = {"tokens": ["a" * 22, "b" * 22], "address": "127.0.0.1", "port": 8765}
    path = store.hosted_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["host", "--resume"]) == 2
    assert capsys.readouterr().err == (
        f"wordcards host: error: the saved game cannot be replayed: {path}: its ruleset's numbers are not those of"
        " Shuffle (standard) as shipped (hand_size 6, not 7), and the game's moves cannot be played again with them"
        f" (it is kept; {moving_it_aside(new_ann_bob(), path.parent)})\n"
    )
    assert json.loads(path.read_text(encoding="utf-8")) == data


def test_host_resume_of_a_family_rulesets_save_whose_edited_numbers_do_not_replay_names_the_file(tmp_path, monkeypatch, capsys):
    """A hosted game started with ours.yaml keeps the file in its save (as a hot-seat one
    does); "hand_size": 6 edited into it: blamed on the play ("action 1 ('TeSTS') does not
    replay ... was the file edited?"); the numbers are not the file's."""
    from wordcards.cli import main
    from wordcards.engine.record import Record, dumps
    from wordcards.remote import store
    from wordcards.resources import ruleset_path
    from wordcards.rulesets import load_ruleset

    from played_saves import played_save_data

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    ours = tmp_path / "ours.yaml"
    ours.write_text(ruleset_path("shuffle").read_text(encoding="utf-8").replace("name: Shuffle (standard)", "name: Ours"), encoding="utf-8")
    data = played_save_data(hand_size=7)
    data["ruleset"] = {**json.loads(dumps(Record("shuffle", load_ruleset(ours), {}, (), 0)))["ruleset"], "hand_size": 6}
    data["app"] = {"wordlist": None, "house": None, "ruleset": str(ours)}
    data["host"] = {"tokens": ["a" * 22, "b" * 22], "address": "127.0.0.1", "port": 8765}
    path = store.hosted_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.read().ruleset == str(ours)
    new = command("host", "shuffle", "--players", "Ann,Bob", "--ruleset", str(ours), "--new")
    assert main(["host", "--resume"]) == 2
    assert capsys.readouterr().err == (
        f"wordcards host: error: the saved game cannot be replayed: {path}: its ruleset's numbers are not those of"
        f" its ruleset file {ours} (hand_size 6, not 7), and the game's moves cannot be played again with them"
        f", only with the file's (it is kept; {moving_it_aside(new, path.parent)})\n"
    )
    assert json.loads(path.read_text(encoding="utf-8")) == data


def test_a_hosted_save_keeps_its_ruleset_file(tmp_path, monkeypatch):
    """store.write keeps the --ruleset file (absolute) beside the game, and store.read gives
    it back, so a failing --resume can compare the save's numbers with it."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.rulesets import default_ruleset
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    game = ShuffleGame.new(default_ruleset("shuffle"), WordList.from_words(["cat", "act"], name="tiny"), (Player("Ann"), Player("Bob")), 1)
    store.write(store.HostedGame(game, ("a" * 20, "b" * 20), None, None, "127.0.0.1", 8765, ruleset="ours.yaml"))
    assert store.read().ruleset == str(tmp_path / "ours.yaml")
    store.write(store.HostedGame(game, ("a" * 20, "b" * 20), None, None, "127.0.0.1", 8765))
    assert store.read().ruleset is None


def test_host_resume_of_a_save_whose_ruleset_file_name_is_malformed_carries_on_without_it(tmp_path, monkeypatch, capsys):
    """``"ruleset": ["ours.yaml"]`` in a hosted save refused the whole game ("not a file
    name"), though the game plays from the ruleset in the save: the name is read as none."""
    from aiohttp import web

    from wordcards.cli import main
    from wordcards.remote import store

    from played_saves import played_save_data

    monkeypatch.setattr(web, "run_app", lambda *args, **kwargs: None)
    served_on_a_free_port(monkeypatch)
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path / "data"))
    data = played_save_data(hand_size=7)
    data["app"] = {"wordlist": None, "house": None, "ruleset": ["ours.yaml"]}
    data["host"] = {"tokens": ["a" * 22, "b" * 22], "address": "127.0.0.1", "port": 8765}
    path = store.hosted_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert store.read().ruleset is None
    assert main(["host", "--resume"]) == 0, capsys.readouterr().err
    assert json.loads(path.read_text(encoding="utf-8"))["actions"] == data["actions"]


def test_a_hosted_save_with_every_part_kept_beside_is_written_byte_for_byte_as_before(tmp_path, monkeypatch):
    """HostedGame holds what the save keeps beside the actions as one KeptBeside; its "app"
    and "host" parts are written as before, byte for byte (the fixture: the file's text from
    "app" on, as HostedGame's nine fields of then wrote it), and read back with every part.
    Only those parts: the ruleset and game before them are the engine's, and a tweak to the
    shipped ruleset is no change here."""
    from pathlib import Path

    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.remote import store
    from wordcards.remote.hand_ends import MissedScores
    from wordcards.remote.kept_beside import KeptBeside
    from wordcards.rulesets import default_ruleset
    from wordcards.saves import Draft, Ending, Promise
    from wordcards.words import WordList

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    words = WordList.from_words(["cat", "act", "tax", "at"], name="tiny")
    game = ShuffleGame.new(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob"), Player("Bit (hard)", computer="hard")), 7)
    kept = KeptBeside(
        draft=Draft(0, 0, "TAX", True),
        ending=Ending(0, "time-up 61"),
        dealt=(1, 2),
        missed=(MissedScores(1, 1, {"scores": [3, 4]}),),
        promise=Promise(0, "play CAT"),
        hint_told=0,
    )
    tokens = ("a" * 22, "b" * 22, None)
    notes = ((0, "Ann used a hint"),)
    hosted = store.HostedGame(
        game, tokens, "/families/words.txt", "/families/house.txt", "0.0.0.0", 9123, notes, kept, "/families/ours.yaml", (("Ann",), ("Bob", "Ann"))
    )
    text = store.write(hosted).read_text()
    app_and_host = "{\n" + text[text.index('\n "app": ') + 1 :]
    assert app_and_host == (Path(__file__).parent / "saves" / "hosted-every-part-app-and-host.json").read_text()
    saved = store.read()
    assert saved is not None
    assert (saved.draft, saved.ending, saved.dealt, saved.missed, saved.promise, saved.hint_told) == (
        kept.draft, kept.ending, kept.dealt, kept.missed, kept.promise, kept.hint_told
    )
    assert (saved.tokens, saved.notes, saved.ruleset, saved.evening, saved.port) == (tokens, notes, "/families/ours.yaml", hosted.evening, 9123)
