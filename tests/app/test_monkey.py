"""A seeded monkey: thousands of random key presses never crash the app, never break the
engine's invariants, and never lose an action (the save always replays to the same game)."""

from __future__ import annotations

import random
import string

import pytest
from drivers import settle, until

from wordcards import saves
from wordcards.app.session import Session
from wordcards.engine.shuffle.actions import EndTurn, Pass

# Letters but q (on a score screen q quits, which would end the monkey's session early).
LETTERS = [c for c in string.ascii_lowercase if c != "q"]
CONTROL = ["enter"] * 4 + ["ctrl+e", "ctrl+p", "ctrl+d", "ctrl+t"] * 2 + [
    "backspace", "escape", "ctrl+z", "ctrl+j", "1", "2", "3", "question_mark", "ctrl+r", "tab", "up", "down", "space",
]
KEYS_PER_GAME = 1000
BATCH = 30


def noise(rnd: random.Random) -> list[str]:
    return [rnd.choice(LETTERS) if rnd.random() < 0.6 else rnd.choice(CONTROL) for _ in range(BATCH)]


async def a_real_play(rnd: random.Random, app, pilot) -> int:
    """Now and then the keys of a word the player could really play, so the game moves on.
    Returns how many keys were pressed. Where a burst of noise leaves the game depends on
    how its keys interleave with the app's refreshes, so on how busy the machine is: the
    monkey's progress must not hang on it. So it plays on the person's own turn screen (the
    windows the noise opened closed, a computer's turn waited out), answers the list or
    question its play brings up, and with no word to play ends the turn or passes (it did
    nothing, and the turn ended only when the noise's Ctrl+E, or Ctrl+P and Enter, landed:
    beside two busy loops 5 actions of 12 in one run of two)."""
    game = app.session.game
    if game.is_over or rnd.random() < 0.2:
        return 0
    keys: list[str] = []
    for _ in range(4):  # help over rules over a question, each closed in turn
        if a_computer_plays(app):  # --fast: it plays on by itself
            await until(app, pilot, lambda: not a_computer_plays(app), "the computer's turn to end")
        elif app.screen.name == "turn" or (keys and not over_the_turn(app)):
            break  # a score screen closes on its own keys: the noise's
        else:  # take the keyboard / close the window first
            keys.append("enter" if app.screen.name == "handoff" else "escape")
            app.simulate_key(keys[-1])
            await settle(app, pilot)
    plays = playable_words(app.session.game) if app.screen.name == "turn" and not a_computer_plays(app) else []
    if plays:
        play = rnd.choice(plays)
        asks = hasattr(play, "card") or isinstance(play, Pass)  # a discard, a pass: confirmed first
        if play == "draw":
            word = ["ctrl+d"]
        elif isinstance(play, (EndTurn, Pass)):  # no word to play: the turn ends as a player ends it
            word = ["escape", "ctrl+e" if isinstance(play, EndTurn) else "ctrl+p"]
        elif hasattr(play, "card"):  # a rummy discard: its letter, then yes or the first colour offered
            word = ["escape", play.card.letter.lower(), "enter"]
        else:
            word = ["escape", *play.word.lower(), "enter"]
        for key in word:
            app.simulate_key(key)
            if key == "escape":  # an Esc the entry does not use bubbles up to the app later:
                await pilot.pause()  # let it land before a question can come up
        await settle(app, pilot)
        for _ in range(5):  # the question comes up once the Enter has been handled
            if not asks or app.screen.name in ("confirm", "choice"):
                break
            await pilot.pause()
        if app.screen.name in ("confirm", "choice"):  # a word too may be asked which way (a list)
            word.append("enter" if app.screen.name == "confirm" else "1")
            app.simulate_key(word[-1])
            await pilot.pause()
        keys += word
    return len(keys)


def a_computer_plays(app) -> bool:
    return app.screen.name == "turn" and app.screen.computer_turn


def over_the_turn(app) -> bool:
    """A window (help, rules, a question, a list) is open over the turn screen."""
    return len(app.screen_stack) > 2 and app.screen_stack[-2].name == "turn"


def new_actions(before: list, after: list) -> int:
    """The actions in ``after`` past what it shares with ``before``: a play counts even when
    an undo in the same burst took back one before it."""
    shared = 0
    for old, new in zip(before, after):
        if old != new:
            break
        shared += 1
    return len(after) - shared


def playable_words(game) -> list:
    if game.game_name == "shuffle":  # takes are slow to enumerate: words, extends, steals
        plays = [p for kind in ("word", "extend", "steal") for p in game.legal_plays(kind, limit=8)]
        # None: the turn ends (after a play) or passes, else the game stalls on this turn
        # until the noise's Ctrl+E or Ctrl+P and Enter happen to end it.
        return plays or [next(a for a in (EndTurn(), Pass()) if game.is_legal(a))]
    from wordcards.engine.rummy import Discard, Meld, Phase

    if game.phase is Phase.DRAW:
        return ["draw"]
    actions = game.legal_actions()
    melds = [a for a in actions if isinstance(a, Meld)][:10]
    return melds + [a for a in actions if isinstance(a, Discard)][: len(melds) + 1]


def check_shuffle(game) -> None:
    ids = [c.id for hand in game.hands for c in hand] + [c.id for c in game.deck] + [c.id for c in game.box]
    ids += [p.card.id for word in game.table.values() for p in word.placed]
    assert sorted(ids) == list(range(game.rules.deck_size))  # every card once
    for word in game.table.values():
        assert word.word in game.words


def check_rummy(game) -> None:
    cards = game.all_cards()
    assert len(cards) == len(set(cards)) == game.rules.deck_size  # every card once
    for words in game.table:
        for word in words:
            assert "".join(c.letter for c in word) in game.words


@pytest.mark.parametrize(
    ("argv", "check"),
    [
        (("shuffle", "--players", "Ann,Bob,Cy", "--seed", "11", "--junior", "Cy"), check_shuffle),
        (("rummy", "--players", "Ann,Bob", "--seed", "12", "--variant", "advanced", "--hands", "2"), check_rummy),
        # A computer seat: keys pressed while it plays must do nothing to its turn.
        (("shuffle", "--players", "Ann,cpu:easy", "--seed", "13", "--fast"), check_shuffle),
        (("rummy", "--players", "cpu:normal,Bob", "--seed", "14", "--fast"), check_rummy),
    ],
)
async def test_random_keys_never_crash_or_break_the_game(new_app, words, argv, check):
    rnd = random.Random(f"monkey:{argv}")
    app = new_app(*argv)
    pressed, applied, last = 0, 0, []
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        while pressed < KEYS_PER_GAME:
            for key in noise(rnd):
                app.simulate_key(key)
            await settle(app, pilot)
            applied += new_actions(last, app.session.game.actions)
            last = list(app.session.game.actions)
            pressed += BATCH + await a_real_play(rnd, app, pilot)
            game = app.session.game  # "n" on a final score screen starts a new game
            applied += new_actions(last, game.actions)  # a new game shares none of the last one's
            last = list(game.actions)
            check(game)
            assert game == game.clone()  # the state is what its action list replays to
            if not game.is_over:  # nothing lost: the save is up to date
                assert Session.resume(saves.read_save(), words, None, None).game == game
    assert pressed >= KEYS_PER_GAME and applied >= 12  # the monkey really played
