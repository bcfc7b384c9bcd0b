"""Issue 10: arbitrary names and save documents reach the app's first screen: a refusal
(a one-line message, or the dialog that says the save cannot be used) or a game, never a
crash. Few examples (each starts the app); derandomized, so every run tries the same."""

from __future__ import annotations

import asyncio
import json

from drivers import keys, until
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from screen_text import screen_text

from wordcards import saves
from wordcards.app.launch import LaunchError, parse_players
from wordcards.app.main import WordcardsApp
from wordcards.app.session import Session
from wordcards.app.unfinished_save import Replayed, Unreadable, pending_save
from tests_app_support import choice_for

APP_PROPERTY = settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
MARKUP_AND_CONTROL = st.sampled_from(["[/]", "[b]", "[@click=app.quit]", "[link=http://e]", "\x1b[2J", "\x07", "\u202e", "]"])
NAMES = st.lists(st.text(max_size=4) | MARKUP_AND_CONTROL, min_size=1, max_size=3).map("".join)


def first_screen(app) -> str:
    async def show() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await until(app, pilot, lambda: app.screen.name in ("handoff", "unfinished"), "the first screen")
            name = app.screen.name
            assert app.is_running, "the app stopped on its first screen"
            screen_text(app)  # it draws
            if name == "unfinished" and isinstance(app.pending, Replayed):
                await keys(app, pilot, "r")  # resume it: a game, or a dialog saying why not
                await until(app, pilot, lambda: app.screen.name in ("handoff", "ask"), "a game or a dialog")
                assert app.is_running and app.screen.name in ("handoff", "ask")
            return name

    return asyncio.run(show())


@APP_PROPERTY
@given(NAMES)
def test_any_name_on_the_command_line_is_refused_or_reaches_the_hand_off(words, name):
    try:
        parse_players(f"{name},Zed")
    except LaunchError as exc:
        assert "\n" not in str(exc)
        return
    app = WordcardsApp.for_new_game(choice_for("shuffle", "--players", f"{name},Zed", "--seed", "1"), words)
    assert first_screen(app) == "handoff"


def save_changes():
    json_value = st.none() | st.booleans() | st.integers(-5, 10**6) | st.text(max_size=8) | MARKUP_AND_CONTROL
    return st.fixed_dictionaries(
        {},
        optional={
            "version": json_value,
            "game": json_value | st.sampled_from(["shuffle", "rummy"]),
            "seed": json_value,
            "players": st.lists(st.fixed_dictionaries({"name": NAMES | json_value}), max_size=3),
            "actions": st.lists(st.sampled_from(["pass", "draw", "end", "next", "ext 1 CATS"]) | json_value, max_size=3),
            "app": st.fixed_dictionaries({}, optional={"over": json_value, "notes": st.lists(st.lists(json_value)), "evening": st.lists(st.lists(NAMES | json_value))}),
        },
    )


@APP_PROPERTY
@given(st.sampled_from(["shuffle", "rummy"]), save_changes())
def test_any_save_reaches_the_first_screen_of_play_as_a_question_or_a_game(words, data_dir, game, changes):
    choice = choice_for(game, "--players", "Ann,Bob", "--seed", "4")
    Session.new(choice, words, choice.players).save()
    document = json.loads(saves.save_path().read_text())
    document.update(changes)
    saves.save_path().write_text(json.dumps(document), encoding="utf-8")
    new = choice_for("shuffle", "--players", "Cy,Dee", "--seed", "1")
    pending = pending_save(new, words)  # as play finds it: read, then replayed
    if isinstance(pending, Unreadable):
        assert "\n" not in str(pending.error)
    app = WordcardsApp.for_new_game(new, words, pending=pending)
    assert first_screen(app) == ("handoff" if pending is None else "unfinished")
