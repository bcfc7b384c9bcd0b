"""What the host says in words (its console, its answers to a seat): the match's own
word for a round (R9: inverse counts deals), a computer named once."""

from __future__ import annotations

from remote_support import NO_HOST, as_received
from test_rummy_discard import match_in_play

from wordcards.app.widgets.common.entry import MAX_WORD
from wordcards.remote import store
from wordcards.remote.commands import host_table, hosted_carried_on
from wordcards.remote.keys import SeatKey
from wordcards.remote.host_intents import Tell
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.words import WordList


def over_table(**options) -> HostTable:
    """Ann has gone out (R6): the hand (deal) is over, Bob has not dealt the next."""
    table = HostTable(match_in_play("Xb", "Eg Ng Rb", **options), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    assert table.between_hands()
    return table


def test_R9_between_inverse_deals_the_host_says_deal_not_hand():
    """The host said 'Waiting for anyone to deal the next hand' and 'The hand is over: deal
    the next one first' in a match that counts deals."""
    table = over_table(variant="inverse")
    assert table.waiting_line() == "Waiting for anyone to start the next deal (Enter on a seat)."
    assert state_message(table, 1)["waiting_for"]["name"] == "anyone to start the next deal (Enter on a seat)"
    table.intent(1, {"type": "word", "word": "ten"})
    assert state_message(table, 1)["message"]["text"] == "The deal is over: deal the next one first (Enter)."
    assert table.intent(1, {"type": "key", "key": SeatKey.NEXT_HAND})  # anyone may deal it
    table.intent(1, {"type": "key", "key": SeatKey.NEXT_HAND})
    assert state_message(table, 1)["message"] == {"text": "Deal 2 is still being played.", "refusal": True}


def test_between_standard_hands_the_host_still_says_hand():
    table = over_table()
    assert table.waiting_line() == "Waiting for anyone to start the next hand (Enter on a seat)."
    table.intent(1, {"type": "word", "word": "ten"})
    assert state_message(table, 1)["message"]["text"] == "The hand is over: deal the next one first (Enter)."
    table.intent(1, {"type": "key", "key": SeatKey.NEXT_HAND})
    table.intent(0, {"type": "key", "key": SeatKey.NEXT_HAND})
    assert state_message(table, 0)["message"] == {"text": "Hand 2 is still being played.", "refusal": True}


def test_a_second_enter_stamped_with_the_hand_over_it_dealt_from_says_nothing_or_who_started_it():
    """Two quick Enters at a hand's end: the second, stamped with the same hand over, came
    after the deal the first made and was told "Hand 2 is still being played."."""
    table = over_table()
    over = len(table.game.actions)
    enter = {"type": "key", "key": SeatKey.NEXT_HAND, "actions": over}
    assert table.intent(1, enter)  # Bob deals hand 2
    assert not table.intent(1, enter)  # his second tap: nothing to add
    assert "message" not in state_message(table, 1)
    assert not table.intent(0, enter)  # Ann's Enter, a moment after Bob's
    assert state_message(table, 0)["message"] == {"text": "Bob had already started hand 2.", "refusal": False}
    table.intent(0, {"type": "key", "key": SeatKey.NEXT_HAND, "actions": len(table.game.actions)})
    assert state_message(table, 0)["message"] == {"text": "Hand 2 is still being played.", "refusal": True}  # an Enter in the hand


def test_the_host_says_who_started_the_next_hand_in_the_seats_words():
    """The console went from "Waiting for anyone to start the next hand" to "Waiting for Ann
    to play." while every seat's log said "Hand 2: Ann deals, Bob plays first": it never
    said that the hand began, nor who started it."""
    for variant, round_word in (("standard", "hand"), ("inverse", "deal")):
        table = over_table(variant=variant)
        table.take_plays_to_say()  # the hand's last turn
        table.intent(0, {"type": "key", "key": SeatKey.NEXT_HAND})
        (seats_line,) = table.part.log_words(table.view(1).log[-1:], table.game.rules)  # as a seat's log reads it
        assert seats_line.startswith(f"{round_word.capitalize()} 2: Ann deals, Bob plays first; the discard pile shows ")
        assert table.take_plays_to_say() == [f"Ann started {round_word} 2: {seats_line.split(': ', 1)[1]}."]
        assert table.waiting_line().startswith("Waiting for seat 2, Bob")  # the console's next line, as before


def test_R9_the_engine_refuses_a_play_between_inverse_deals_in_deals():
    from wordcards.engine.errors import IllegalPlay
    from wordcards.engine.rummy import DrawDeck

    table = over_table(variant="inverse")
    try:
        table.game.apply(DrawDeck())
    except IllegalPlay as exc:
        assert exc.refusal.message == "The deal is over: deal the next one first."
    else:
        raise AssertionError("a draw between deals was taken")


def computer_table() -> HostTable:
    """Ann has played her turn out; Bit (easy), a computer, is to play."""
    import test_rummy_discard as support

    from wordcards.engine.players import Player

    game = support.match_in_play("Ar Tg Xb", "Eg Ng Rb")
    game.players = (game.players[0], Player("Bit (easy)", computer="easy"))
    table = HostTable(game, ["ann", None])
    table.connected(0, True)  # Ann's screen is open: the computer does not wait for her
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})  # the discard asked first: yes
    assert table.computer_due()
    return table


def test_a_computer_is_named_a_computer_once_on_the_host_and_on_a_seat():
    """'Waiting for Bit (easy) (computer).': its name already says its level."""
    import asyncio

    from wordcards.remote.seat.app import SeatApp

    table = computer_table()
    assert table.waiting_line() == "Bit (easy) is playing."
    state = as_received(table, 0)

    async def news() -> str:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)):
            app.part = table.part
            return app.panels.news(state).plain

    assert asyncio.run(news()) == "Bit (easy) is playing."


def test_the_host_waits_for_a_seat_to_join_before_asking_for_its_link_to_be_sent_again():
    """A new hosted game (or one carried on with --resume) said 'Waiting for Ann (not
    connected: send them their link again).' before anyone could have joined; that fits a
    seat that was connected and left."""
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"])
    assert table.waiting_line() == "Waiting for seat 1, Ann, to join (their link is above)."
    table.connected(0, True)
    assert table.waiting_line() == "Waiting for Ann to play."
    table.connected(0, False)
    assert table.waiting_line() == "Waiting for seat 1, Ann (not connected: send them their link again)."


def test_the_host_says_a_connected_seat_is_waited_for_to_play_not_to_join():
    """The console said 'Ann connected.' then 'Waiting for Ann.', which read as if Ann had
    still to join; it meant that it was her turn."""
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.connected(0, True)
    assert table.connected_line(0) == "Ann connected."
    assert table.waiting_line() == "Waiting for Ann to play."
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})  # the discard asked first: yes
    table.connected(1, True)
    assert table.waiting_line() == "Waiting for Bob to play."


def test_host_resume_says_the_word_list_changed_since_the_save_on_its_console_and_in_every_seats_log(tmp_path, monkeypatch):
    """'wordcards host --resume' took a word list changed at the same path without a word
    (the hot-seat resume says so): the console says it in one line, and the log every seat
    sees notes it; the game goes on. Said only when the words differ."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    listed = tmp_path / "x.txt"
    listed.write_text("at\ntax\n", encoding="utf-8")
    game = match_in_play("Ar Tg Xb", "Eg Ng Rb")  # played with AT and TAX
    store.write(store.HostedGame(game, ("a" * 22, "b" * 22), str(listed), None, "127.0.0.1", 8765))
    saved = store.read()
    assert saved is not None
    told: list[str] = []
    as_saved = WordList.from_words(["at", "tax"], name="x.txt")
    hosted_carried_on(saved, as_saved, saved.tokens, saved.address, saved.port, tell=told.append)
    assert told == []
    changed = WordList.from_words(["at", "tax", "tea"], name="x.txt")
    hosted = hosted_carried_on(saved, changed, saved.tokens, saved.address, saved.port, tell=told.append)
    notice = f"The word list {saved.wordlist} changed since this game was saved: words are checked against it as it is now."
    assert told == [notice]
    table = host_table(hosted, lambda _game: None)
    for seat in (0, 1):
        assert notice in as_received(table, seat)["view"].log
    assert table.game.actions == game.actions  # the game goes on


# --- a word longer than the seat's line takes: an old or hand-made seat sends any -------------


def refused_unchanged(table: HostTable, word: object) -> str:
    """``word`` sent by Ann through the host's message handling: refused to her alone, the game
    as it was; the refusal's words."""
    before, view = len(table.game.actions), table.game.view(0)
    assert table.receive(0, {"type": "word", "word": word}) is Tell.SEAT
    said = state_message(table, 0)["message"]
    assert said["refusal"] and "word" not in said  # nothing kept for a line that could not hold it
    assert len(table.game.actions) == before and table.game.view(0) == view and table.seats[0].pending is None
    return said["text"]


def test_the_host_refuses_a_rummy_word_longer_than_the_seats_line_takes_as_the_shared_keyboard_says_it():
    """A seat's line takes hand size + 1 letters (RummyRules.longest_word); the host took any
    word up to 40 letters from a seat that did not keep to it."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    assert table.game.rules.longest_word(2) == 8
    said = refused_unchanged(table, "taxesTAX" + "e")
    # The shared keyboard's words for a letter past its line (tests/app/test_rummy_game.py).
    assert said == "A word here has at most 8 letters, the most cards a hand holds: TAXESTAXE was not played."
    table.receive(0, {"type": "word", "word": "taxestax"})  # as long as the line takes: the engine judges it
    assert "is not a word" in state_message(table, 0)["message"]["text"]


def test_the_host_refuses_a_shuffle_word_longer_than_the_seats_line_takes():
    from test_pass_keys import game_with

    table = HostTable(game_with(["CATS", "ACT"], "DOGS"), ["ann", "bob"])
    said = refused_unchanged(table, "c" * (MAX_WORD + 1))
    assert said == f"A word here has at most {MAX_WORD} letters: {'C' * (MAX_WORD + 1)} was not played."


def test_the_host_answers_absurd_words_in_words_at_once():
    """10,000 letters, 10,000 digits, not a string: a clear refusal each, never a traceback."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    said = refused_unchanged(table, "a" * 10_000)
    assert said.startswith("A word here has at most ") and said.endswith("... (10,000 characters) was not played.")
    assert len(said) < 150  # the first 40 letters, as every message quotes a long word
    said = refused_unchanged(table, "7" * 10_000)
    assert said.endswith("...: a word is made of the letters A-Z only.") and len(said) < 120
    for word in (["tax"], {"word": "tax"}, 7, None):
        assert refused_unchanged(table, word) == "Type a word of letters, then press Enter."


# --- what a hot-seat game says as it starts or resumes, said by the host too -----------------


def test_host_resume_of_a_save_whose_shipped_numbers_were_changed_says_so_on_its_console_and_in_every_seats_log(
    tmp_path, monkeypatch
):
    """"hand_size": 9 under "Shuffle (standard)" in the hosted save: 'host --resume' played it
    as "Shuffle (custom)" without a word, where the hot-seat resume says why in a toast and the log."""
    import json

    from wordcards.engine.players import Player
    from wordcards.engine.record import Record, dumps
    from wordcards.rulesets import default_ruleset
    from wordcards.words import default_wordlist

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    words = default_wordlist()
    record = Record(
        game="shuffle",
        rules=default_ruleset("shuffle"),
        wordlist=words.identity,
        players=(Player("Ann"), Player("Bob")),
        seed=3,
        actions=("pass",),
    )
    data = json.loads(dumps(record))
    data["ruleset"]["hand_size"] = 9
    data["host"] = {"tokens": ["a" * 22, "b" * 22], "address": "127.0.0.1", "port": 8765}
    store.hosted_path().parent.mkdir(parents=True, exist_ok=True)
    store.hosted_path().write_text(json.dumps(data), encoding="utf-8")
    saved = store.read()
    assert saved is not None
    told: list[str] = []
    hosted = hosted_carried_on(saved, words, saved.tokens, saved.address, saved.port, tell=told.append)
    notice = (
        "The saved ruleset's numbers are not those of Shuffle (standard) as shipped now (hand_size 9, not 7),"
        " so it is played as Shuffle (custom)."
    )
    assert told == [notice]
    assert hosted.game.rules.name == "Shuffle (custom)" and hosted.game.rules.hand_size == 9
    table = host_table(hosted, lambda _game: None)
    for seat in (0, 1):
        assert notice in as_received(table, seat)["view"].log


def test_a_hosted_game_only_a_junior_can_play_says_so_in_every_seats_log(tmp_path, monkeypatch):
    """Ann (adult) and Bob (junior) hosted with a 3-letter list: the hot-seat's hand-off says
    "Ann can never play: ...; only Bob can, as a junior", the seats said nothing."""
    from wordcards.cli import main
    from wordcards.remote import commands

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    listed = tmp_path / "three.txt"
    listed.write_text("cat\ndog\nact\n", encoding="utf-8")
    hosted: list[store.HostedGame] = []
    monkeypatch.setattr(commands, "_serve_table", lambda game, fast, **_: hosted.append(game) or 0)
    argv = ["host", "shuffle", "--players", "Ann,junior:Bob", "--seed", "2", "--wordlist", str(listed)]
    assert main(argv) == 0
    table = host_table(hosted[0], lambda _game: None)
    for seat in (0, 1):
        log = " ".join(as_received(table, seat)["view"].log)
        assert "Ann can never play: no word of 4 letters or more in the word list" in log, log
        assert "only Bob can, as a junior" in log, log
