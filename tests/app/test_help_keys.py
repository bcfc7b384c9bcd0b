"""The help screen and docs/playing.md name every key the game binds, by the name the
player presses (Ctrl+E, F2, ?), so that no key works unseen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wordcards import games
from wordcards.app.main import WordcardsApp
from wordcards.app.screens.help import COMMON, policy
from wordcards.app.screens.rummy_score import RummyScoreScreen
from wordcards.app.screens.rummy_turn import RummyTurnScreen
from wordcards.app.screens.shuffle_score import ShuffleScoreScreen
from wordcards.app.screens.shuffle_turn import ShuffleTurnScreen

PLAYING = Path(__file__).parents[2] / "docs" / "playing.md"
SCREENS = {
    "shuffle": (WordcardsApp, ShuffleTurnScreen, ShuffleScoreScreen),
    "rummy": (WordcardsApp, RummyTurnScreen, RummyScoreScreen),
}
NAMES = {"question_mark": "?", "escape": "Esc", "enter": "Enter"}


def key_name(key: str) -> str:
    """'ctrl+e' -> 'Ctrl+E', 'f2' -> 'F2', 'w' -> 'w' (as the help and the docs write keys)."""
    if key in NAMES:
        return NAMES[key]
    if key.startswith("ctrl+"):
        return "Ctrl+" + key.removeprefix("ctrl+").upper()
    return key.upper() if key[0] == "f" and key[1:].isdigit() else key


def one_case(binding) -> set[str]:
    """A binding's keys, a capital as its letter (either_case): the help names it once, as "w"."""
    return {key.lower() if len(key) == 1 else key for key in binding.key.split(",")}


def bound_keys(game: str) -> set[str]:
    """Every key of the app and the game's turn screen, and the score screen's keys that
    its footer shows (Enter there is said on the screen itself)."""
    keys = set()
    for cls in SCREENS[game]:
        for binding in cls.BINDINGS:
            if cls is WordcardsApp or cls.__name__.endswith("TurnScreen") or binding.show:
                keys.update(one_case(binding))
    keys -= {"enter", "n"}  # score screen: "Play again" / "Next hand", said in its footer
    return {key_name(key) for key in keys}


def key_tokens(cells: list[str]) -> set[str]:
    """The keys a column names: "? or F1, Ctrl+R" -> {"?", "F1", "Ctrl+R"}, "w (score screen)" -> {"w", ...}."""
    return {token.strip() for cell in cells for token in re.split(r",|\bor\b|/|\(", cell)}


def docs_keys_table() -> set[str]:
    section = PLAYING.read_text(encoding="utf-8").split("## Keys", 1)[1].split("\n## ", 1)[0]
    return key_tokens([line.split("|")[1] for line in section.splitlines() if line.startswith("| ")])


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_the_help_screen_names_every_key_the_game_binds(game):
    rows = COMMON + games.entry(game).load("help_keys")
    named = key_tokens([key for key, _ in rows])
    missing = sorted(key for key in bound_keys(game) if key not in named)
    assert not missing, f"keys bound but not in the help: {missing}"


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_docs_playing_md_names_every_key_the_game_binds(game):
    named = docs_keys_table()
    missing = sorted(key for key in bound_keys(game) if key not in named)
    assert not missing, f"keys bound but not in docs/playing.md's Keys table: {missing}"


# Keys the word entry and the lists handle themselves, with no binding of their own.
ENTRY_KEYS = {"letters", "word Enter", "letter Enter", "Enter", "paste", "Backspace", "Esc", "Tab", "1-9"}


def docs_keys_of(game: str) -> set[str]:
    """The keys docs/playing.md's Keys table says work in this game (its column not "-")."""
    column = {"shuffle": 2, "rummy": 3}[game]
    section = PLAYING.read_text(encoding="utf-8").split("## Keys", 1)[1].split("\n## ", 1)[0]
    rows = [line.split("|") for line in section.splitlines() if line.startswith("| ") and not line.startswith("| key ")]
    # A row about a remote seat's own keys speaks of the seat, not the shared keyboard's screens.
    shared = [row for row in rows if "remote seat" not in row[1]]
    return key_tokens([row[1] for row in shared if row[column].strip() != "-"]) - {"score screen)"}


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_every_key_docs_playing_md_names_for_a_game_is_bound_in_it(game):
    """The other way round: a key the docs promise in a game's column does something there."""
    unbound = sorted(docs_keys_of(game) - bound_keys(game) - ENTRY_KEYS)
    assert not unbound, f"docs/playing.md names keys the {game} screens do not bind: {unbound}"


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_every_key_the_help_names_is_bound(game):
    named = key_tokens([key for key, _ in COMMON + games.entry(game).load("help_keys")])
    unbound = sorted(named - bound_keys(game) - ENTRY_KEYS)
    assert not unbound, f"the help names keys the {game} screens do not bind: {unbound}"


def test_the_help_names_1_to_9_and_w_for_both_games():
    for game in ("shuffle", "rummy"):
        named = [key for key, _ in COMMON + games.entry(game).load("help_keys")]
        assert "1-9" in named and "w" in named, game


def test_S3_the_help_says_the_hand_size_of_the_ruleset_in_use():
    from rich.console import Console

    from wordcards.app.screens.help import keys_table
    from wordcards.resources import ruleset_path
    from wordcards.rulesets import parse_ruleset

    text = ruleset_path("shuffle").read_text(encoding="utf-8").replace("hand_size: 7 ", "hand_size: 9 ")
    console = Console(width=200, record=True, color_system=None)
    console.print(keys_table("shuffle", parse_ruleset(text, "ours.yaml")))
    assert "draw back up to 9" in console.export_text()
    console.print(keys_table("shuffle"))  # no ruleset known: no number made up
    assert "draw back up to a full hand" in console.export_text()


def seat_bound_keys(game: str | None = None) -> set[str]:
    """Every key a remote seat (wordcards join) binds, on its table and its breakdown; with
    ``game``, less the keys that send what only the other game has (the host offers none)."""
    from wordcards.remote.keys import SeatKey
    from wordcards.remote.seat.app import SeatApp
    from wordcards.remote.seat.key_bindings import key_action
    from wordcards.remote.seat.score_screen import SeatScoreScreen
    from wordcards.remote.game_parts import seat_part

    others: set[str] = set()
    if game is not None:
        others = {key_action(key) for key in SeatKey if key not in seat_part(game).KEYS}
        if SeatKey.NEXT_HAND not in seat_part(game).KEYS:
            others.add("next_deal")
    keys = set()
    for cls in (SeatApp, SeatScoreScreen):
        for binding in cls.BINDINGS:
            if binding.action not in others:
                keys.update(one_case(binding))
    return {key_name(key) for key in keys}


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_a_remote_seats_help_names_every_key_the_seat_binds(game):
    """A seat had no help at all: ? and F1 did nothing."""
    from wordcards.app.screens.help import help_rows

    named = key_tokens([key for key, _ in help_rows(game, seat=True)])
    missing = sorted(key for key in seat_bound_keys(game) if key not in named)
    assert not missing, f"keys a seat binds but not in its help: {missing}"


def test_docs_playing_md_names_every_key_a_remote_seat_binds():
    missing = sorted(key for key in seat_bound_keys() if key not in docs_keys_table())
    assert not missing, f"keys a seat binds but not in docs/playing.md's Keys table: {missing}"


@pytest.mark.parametrize(("game", "undone"), [("shuffle", "undo the last play of this turn"), ("rummy", "undo the last meld of this turn (never the draw)")])
def test_the_help_says_what_ctrl_z_takes_back_in_each_game(game, undone):
    """Rummy's Ctrl+Z takes back melds, never the draw; its help said "the last play of this
    turn", as Shuffle's, and a player who had only drawn was left to guess. At a remote seat too."""
    from rich.console import Console

    from wordcards.app.screens.help import keys_table

    for seat in (False, True):
        console = Console(width=200, record=True, color_system=None)
        console.print(keys_table(game, seat=seat))
        text = console.export_text()
        assert undone in text and text.count("Ctrl+Z") == 1


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
async def test_the_help_says_what_jr_beside_a_name_means(new_app, game):
    """The players panel writes 'Cy jr'; nothing on screen or in the help said what it meant."""
    from drivers import keys, past_the_handoff
    from screen_text import screen_text

    app = new_app(game, "--players", "Ann,Cy", "--junior", "Cy", "--seed", "1")
    async with app.run_test(size=(100, 60)) as pilot:
        await past_the_handoff(app, pilot)
        assert "Cy jr" in screen_text(app)
        await keys(app, pilot, "question_mark")
        inside = [line.split("█")[1] for line in screen_text(app).splitlines() if line.count("█") >= 2]  # the dialog
        said = " ".join(" ".join(inside).split())
        assert "'jr' after a name marks a junior" in said, said


def test_the_help_with_no_game_yet_says_each_games_move_and_letter_over_it_from_the_registry():
    """With no game chosen the policy spoke of both games in words of its own ("over a rummy
    discard, starts a new one"), which could drift from each game's (games.py)."""
    said = policy(None)
    for entry in games.GAMES.values():
        assert entry.title in said and entry.turn_ender[1:] in said
        assert entry.letter_over_ender in said


async def test_a_key_the_footer_leaves_out_at_80_columns_is_named_by_the_help_it_shows(words):
    """At 80 columns Shuffle's turn with a joker to swap has no room for "F2 Light/dark",
    which still works: it gives way first, and "? Help", kept, names it
    (docs/decisions/app.md). Every key left out is found there."""
    from drivers import keys, past_the_handoff
    from screen_text import screen_text
    from test_shuffle_game import ann_to_play

    start = {"hands": ["AXE", "DOGEA"], "table": [{"owner": 0, "word": "CRaW"}], "current": 0, "first_played": [True, True]}
    _, app = ann_to_play(words, start)
    async with app.run_test(size=(80, 24)) as pilot:
        await past_the_handoff(app, pilot)
        footer = list(app.screen.query("FooterKey"))
        left_out = [key_name(key.key) for key in footer if not key.display]
        assert "Swap joker" in [key.description for key in footer if key.display]
        assert "F2" in left_out and "Help" in [key.description for key in footer if key.display], left_out
        await keys(app, pilot, "question_mark")
        help_text = " ".join(screen_text(app).split())
        # And the help's own footer shows F2 at once, its keys few.
        assert "F2" in [key_name(key.key) for key in app.screen.query("FooterKey") if key.display]
        for key in left_out:
            assert re.search(rf"(^|\s){re.escape(key)}\s", help_text), (key, help_text)
