"""Players made of key presses: they read the engine only to decide what to type, then
play through the keyboard like a person would (words, Enter, Ctrl keys, list numbers)."""

from __future__ import annotations

import copy
import re

# The wait every driver ends with, shared with tools/fuzz_keys.py (re-exported: tests import them from here).
from idle import PAUSES, footer_is_current, footer_state, settle  # noqa: F401


def hand_row(text: str) -> list[str] | None:
    """The letters of the hand row on a turn screen, or None when no hand is shown."""
    match = re.search(r"^ Hand((?: +[A-Z*](?= |$))*)", text, re.M)
    return match.group(1).split() if match else None


def footer_shown(app) -> dict[str, str]:
    """The keys the footer of ``app``'s screen shows now, as drawn: description -> key."""
    return {key.description: key.key for key in app.screen.query("FooterKey") if key.display}


def footers_as_resumed(screen) -> list[list[str]]:
    """What ``screen``'s footer shows each time the screen has handled its coming back on top
    (ScreenResume, and what it runs right after it), before it is drawn again (on its next
    idle): the list returned fills as it does. Read whatever makes the footer catch up."""
    from textual import events

    seen: list[list[str]] = []

    def handled(message) -> None:
        if isinstance(message, events.ScreenResume):
            seen.append([key.description for key in screen.query("FooterKey") if key.display])

    screen.message_signal.subscribe(screen, handled, immediate=True)
    return seen


def choice_labels(app) -> list[str]:
    from textual.widgets import OptionList

    options = app.screen.query_one(OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


def shuffle_plan(game, plays_per_turn: int = 2):
    """The next thing a simple Shuffle player does: a play (steal first, to exercise the
    choice list), or end the turn / pass."""
    view = game.view(game.current)
    if len(view.turn_plays) < plays_per_turn:
        for kind in ("steal", "word", "extend", "swap"):  # takes: slow to enumerate
            plays = game.legal_plays(kind, limit=1)
            if plays:
                return plays[0]
    return None


def typed(word: str) -> list[str]:
    return list(word.lower()) + ["enter"]


def new_word(app, word: str) -> list[str]:
    """``word`` typed as a new one: Esc first when a word not played is on the line, as a
    player moving on does, since letters go on with it (docs/playing.md, "The word line").
    Not on an empty line: an Esc the line does not take goes on to the screen's bindings,
    and in a burst it reached the list the word's Enter opened, and closed it."""
    from wordcards.app.widgets.common.entry import WordEntry

    kept = any(entry.value for entry in app.screen.query(WordEntry))
    return (["escape"] if kept else []) + typed(word)


BURST_CHARACTERS = {"tab": "\t", "space": " ", "enter": "\r"}


def burst(app, *names: str) -> None:
    """Queue keys as a terminal delivers a burst (tmux send-keys, a fast typist): all at
    once, with no pause for the app between them (``pilot.press`` waits after each key)."""
    from textual import events

    for name in names:
        app.post_message(events.Key(name, BURST_CHARACTERS.get(name, name if len(name) == 1 else None)))


async def keys(app, pilot, *names: str) -> None:
    """Press keys as fast as a person types: queue them all, then wait until the app has
    handled them and is settled. (``pilot.press`` waits for idle after every key: slow.)"""
    for name in names:
        app.simulate_key(name)
    await settle(app, pilot)


async def until(app, pilot, condition, what: str = "the condition", *, worker_held: bool = False) -> None:
    """Pause (and settle) until ``condition()`` holds: for what the app does later by itself
    (a computer's action on a timer, a search in a worker thread). ``worker_held``: a worker
    the test holds (its stand-in waits for the test) runs meanwhile, and settling would wait
    for it: only pause. An app told to quit is not settled (settle returns at once): paused
    until it has stopped. Capped at PAUSES pauses (or settles), then it fails."""
    for _ in range(PAUSES):
        if worker_held or app.return_code is not None:
            await pilot.pause()
        else:
            await settle(app, pilot)
        if condition():
            return
    raise AssertionError(f"waited in vain for {what}")


async def until_the_handoff_acts(app, pilot) -> None:
    """Wait until a hand-off is on top and acts on keys (drawn, its grace over): for a test
    whose Enter goes in a burst with other keys, where ``past_the_handoff`` cannot press it."""
    await until(app, pilot, lambda: app.screen.name == "handoff" and app.screen.grace_over, "a hand-off that acts on keys")


async def past_the_handoff(app, pilot) -> None:
    """Enter on a hand-off once it acts on keys, then wait for the turn it opens. Textual
    does not promise a hand-off is drawn as ``run_test`` starts, and one not drawn (or in its
    grace) drops an Enter (screens/typed_ahead.py): so wait for its ``grace_over`` first.
    The grace is 0 in tests (tests/conftest.py); a test that sets one moves its clock on."""
    await until_the_handoff_acts(app, pilot)
    await keys(app, pilot, "enter")
    await until(app, pilot, lambda: app.screen.name == "turn", "the turn the hand-off opens")


async def until_the_question_acts(app, pilot) -> None:
    """Wait until a question (a pass or a discard to confirm) is on top, mounted and the
    active screen: its Enter is its own binding, and an Enter pressed while it is still
    being put up would reach the screen beneath."""

    def acts() -> bool:
        return app.screen.name == "confirm" and app.screen.is_mounted and app.screen.is_active

    await until(app, pilot, acts, "a question that acts on keys")


async def yes_to_the_question(app, pilot) -> None:
    """Enter on a question once it acts on keys, then wait until it has closed: a dropped
    Enter fails here, not as one more round of a test's loop."""
    await until_the_question_acts(app, pilot)
    question = app.screen
    await keys(app, pilot, "enter")
    await until(app, pilot, lambda: app.screen is not question, "the question answered")


class ForwardedEvents:
    """Keys and pastes as the app forwards them to a widget (they bubble up to the app so),
    copied as they arrive there, before any handler marks them: Textual has no public way to
    make a forwarded event. ``app.run_test(message_hook=forwarded.catch)``, then type."""

    def __init__(self) -> None:
        self.caught: list = []

    def catch(self, message) -> None:
        from textual import events

        if isinstance(message, (events.Key, events.Paste)) and message.is_forwarded and not self.seen(message):
            self.caught.append((message, copy.copy(message)))

    def seen(self, message) -> bool:
        return any(original is message for original, _ in self.caught)

    def first(self, kind):
        """A fresh copy of the first forwarded event of ``kind`` (events.Key, events.Paste)."""
        return next(copy.copy(fresh) for _, fresh in self.caught if isinstance(fresh, kind))


def rummy_tokens(cards) -> set[str]:
    """How each card is drawn on screen (``A◆``), to look for it in screen text."""
    from wordcards.app.widgets.rummy.cards import mark

    return {card.letter + mark(card.colour) for card in cards}


def rummy_plan(game, melds_per_turn: int = 2):
    """A simple rummy player: draw (from the discard pile every third turn when allowed),
    meld up to two words, then discard its first discardable card."""
    from wordcards.engine.rummy import Discard, DrawDiscard, Meld, Phase

    view = game.view(game.current)
    if view.phase is Phase.DRAW:
        take = len(game.actions) % 3 == 0 and game.is_legal(DrawDiscard())
        return "take" if take else "draw"
    legal = game.legal_actions()
    if len(view.played_this_turn) < melds_per_turn:
        melds = [a for a in legal if isinstance(a, Meld)]
        if melds:
            return melds[0]
    return next(a for a in legal if isinstance(a, Discard))


def rummy_keys(plan, app=None) -> list[str]:
    """The keys that play a step of ``rummy_plan``: a draw key, or the meld's word or the
    discard's letter typed and Enter (a new word on ``app``'s line, when given)."""
    if plan in ("draw", "take"):
        return ["ctrl+d" if plan == "draw" else "ctrl+t"]
    word = getattr(plan, "word", None) or plan.card.letter
    return typed(word) if app is None else new_word(app, word)


async def rummy_step(app, pilot, melds_per_turn: int = 2) -> None:
    """One step of a simple rummy player on the screen shown (a hand-off, a question, a
    list or a turn; not a score screen): Enter, the first choice, or ``rummy_plan``'s next."""
    screen = app.screen.name
    if screen == "handoff":
        await past_the_handoff(app, pilot)
    elif screen == "confirm":  # "Discard X?"
        await yes_to_the_question(app, pilot)
    elif screen == "choice":
        await keys(app, pilot, "1")
    else:
        await keys(app, pilot, *rummy_keys(rummy_plan(app.session.game, melds_per_turn), app))


async def play_to_the_hands_score(app, pilot):
    """Hand 1 played through the keyboard to its score screen (the match goes on); returns
    the game."""
    await settle(app, pilot)
    game = app.session.game
    for _ in range(400):
        if app.screen.name == "score":
            break
        await rummy_step(app, pilot)
    assert app.screen.name == "score" and not game.is_over
    return game
