"""A seeded monkey: thousands of random key presses never crash the app, never break the
engine's invariants, and never lose an action (the save always replays to the same game)."""

from __future__ import annotations

import random
import string

import pytest
from drivers import settle

from wordcards import saves
from wordcards.app.session import Session

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
    Returns how many keys were pressed."""
    game = app.session.game
    if game.is_over or rnd.random() < 0.2:
        return 0
    keys = []
    if app.screen.name != "turn":  # take the keyboard / close the window first
        keys.append("enter" if app.screen.name == "handoff" else "escape")
        app.simulate_key(keys[-1])
        await settle(app, pilot)
    plays = playable_words(app.session.game) if app.screen.name == "turn" else []
    if plays:
        play = rnd.choice(plays)
        if play == "draw":
            word = ["ctrl+d"]
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
            if not hasattr(play, "card") or app.screen.name in ("confirm", "choice"):
                break
            await pilot.pause()
        if hasattr(play, "card") and app.screen.name in ("confirm", "choice"):
            word.append("enter" if app.screen.name == "confirm" else "1")
            app.simulate_key(word[-1])
            await pilot.pause()
        keys += word
    return len(keys)


def playable_words(game) -> list:
    if game.game_name == "shuffle":  # takes are slow to enumerate: words, extends, steals
        return [p for kind in ("word", "extend", "steal") for p in game.legal_plays(kind, limit=8)]
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
    pressed, applied, last = 0, 0, 0
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        while pressed < KEYS_PER_GAME:
            for key in noise(rnd):
                app.simulate_key(key)
            await settle(app, pilot)
            pressed += BATCH + await a_real_play(rnd, app, pilot)
            game = app.session.game  # "n" on a final score screen starts a new game
            applied += max(0, len(game.actions) - last)
            last = len(game.actions)
            check(game)
            assert game == game.clone()  # the state is what its action list replays to
            if not game.is_over:  # nothing lost: the save is up to date
                assert Session.resume(saves.read_save(), words, None, None).game == game
    assert pressed >= KEYS_PER_GAME and applied >= 12  # the monkey really played
