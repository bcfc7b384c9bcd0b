"""A seat's top line over tables drawn at random (either game, names up to MAX_NAME letters,
juniors, a computer, a standing clock, who has joined, some turns played): at every width
from 60 to 120 columns it fits, and a wider line never shows less of the match or of what
to do next than a narrower one (docs/decisions/remote.md). Derandomized: every run tries
the same tables. They are drawn toward a standing clock and the seat's own turn, where the
order of the forms decides the line (drawn evenly, 40 tables had 4 and 7 of them, and missed
a 61-column own turn that showed "hand 1" where 62 showed "draw a card"); lines there are
pinned too."""

from __future__ import annotations

import re
from typing import Any

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from remote_support import FakeClock, as_received, shared_words
from test_seat_as_at_the_table import head_parts

from wordcards.choice import MAX_NAME
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.remote.seat.host_state import game_part
from wordcards.remote.seat.status import status_line
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset

WIDTHS = range(60, 121)
PROPERTY = settings(max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow])
BY_MINUTES = ("advanced", {"minutes": 5})
RUMMY_LENGTHS = [("standard", {}), ("inverse", {"deals": 5}), ("advanced", {"hands": 5}), BY_MINUTES]
# Long names (MAX_NAME letters) leave the least room, so they are drawn often.
NAMES = st.sampled_from(["Ann", "Bob", "Maximilianes", "Cyrano", "Annabelle-Ma"]) | st.text(
    "abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=MAX_NAME
).map(str.capitalize)


def parts(line: str) -> set[str]:
    """What ``line`` tells, each part once however it is worded: the match's parts
    (``head_parts``; Shuffle's "Deck 58" is "Shuffle · deck 58"'s deck) and what follows
    "Your turn" (what to do next, S4's tip, the plays so far, a junior's words). Whom the
    table waits for, named or "everyone", is wording, not a part."""
    told: set[str] = set()
    for segment in line.split("   "):  # the match and the news, three columns apart
        if segment.startswith("Your turn"):
            told |= {_note_part(note) for note in segment.split(" · ")[1:]}
        elif not segment.endswith("."):  # the news ends in a full stop; the match never does
            told |= {said.lower() for part in filter(None, re.split(r" · |, ", segment)) for said in head_parts(part)}
    return told


def _note_part(note: str) -> str:
    note = re.sub(r"^first( play)?: (\d+)\+ letters from (your )?hand$", r"first \2+", note)
    return re.sub(r"^junior: (words of )?(\d+)\+ letters$", r"junior \2+", note)


@st.composite
def tables(draw: Any) -> dict[str, Any]:
    """The state one person's seat receives at a table drawn at random; in about half a match
    by minutes whose clock stands (someone not joined), and in about half the seat's own turn."""
    # Hypothesis draws the first of a list most often.
    stands = draw(st.sampled_from([True, False]))  # a match by minutes, someone not joined
    computer = draw(st.sampled_from([None, "easy", "expert"]))
    names = draw(st.lists(NAMES, min_size=1 if computer and not stands else 2, max_size=3, unique=True))
    players = [Player(name, junior=draw(st.booleans())) for name in names]
    if computer:
        players.insert(draw(st.integers(0, len(players))), Player(f"Bit ({computer})", computer=computer))
    people = [seat for seat, player in enumerate(players) if not player.computer]
    seed = draw(st.integers(0, 50))
    rummy = BY_MINUTES if stands else draw(st.sampled_from([None, *RUMMY_LENGTHS]))
    if rummy is None:
        from wordcards.engine.shuffle import ShuffleGame

        game: Any = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), players, seed)
    else:
        variant, length = rummy
        game = RummyMatch.new(default_ruleset("rummy"), shared_words(), players, seed, variant=variant, **length)
    tokens = [None if player.computer else player.name.lower() for player in players]
    table = HostTable(game, tokens, clock=FakeClock())
    for _ in range(draw(st.integers(0, 6))):
        if game.is_over:
            break
        game.apply(_a_step(game))
    own_turn = draw(st.sampled_from([True, False])) and not game.is_over and game.current in people
    seat = game.current if own_turn else draw(st.sampled_from(people))
    others = [person for person in people if person != seat]
    someone_away = stands or (draw(st.booleans()) and others)
    joining = st.lists(st.sampled_from(others), max_size=len(others) - 1) if someone_away else st.lists(st.sampled_from(people))
    for joined in {seat, *draw(joining)}:
        table.connected(joined, True)
    return as_received(table, seat)


def _a_step(game: Any) -> Any:
    """A quick legal action that moves play on: a pass in Shuffle (S3), a draw or a discard
    in Word Rummy, or the first legal action there is."""
    from wordcards.engine.rummy import Discard, DrawDeck
    from wordcards.engine.shuffle.actions import Pass

    quick = (Pass, DrawDeck, Discard)
    actions = list(game.legal_actions())
    return next((action for action in actions if isinstance(action, quick)), actions[0])


@PROPERTY
@given(tables())
def test_a_seats_line_fits_and_a_wider_one_never_shows_less(state):
    lines = {width: status_line(state, game_part(state), state["view"], False, width).plain for width in WIDTHS}
    too_wide = [(width, line) for width, line in lines.items() if cell_len(line) > width - 2]
    assert too_wide == []
    less = [
        (width, lines[width], lines[width + 1]) for width in WIDTHS[:-1] if not parts(lines[width]) <= parts(lines[width + 1])
    ]
    assert less == []
    reworded = [
        (width, lines[width], lines[width + 1])
        for width in WIDTHS[:-1]
        if clock_wording(lines[width]) > clock_wording(lines[width + 1]) >= 0
    ]
    assert reworded == []


def clock_wording(line: str) -> int:
    """How a standing clock's note says whom it waits for, tersest first: 0 for "once", 1 for
    "from when", -1 without one. A wider line never changes it except to say more (at 61
    columns "from when Cyrano joins" read "once Cyrano joins" at 62)."""
    return 1 if " left from when " in line else 0 if " left once " in line else -1


def by_minutes_waiting(names: list[str], seat: int, computer: str | None = None) -> dict[str, Any]:
    """The state ``seat`` receives at a match by minutes (advanced, seed 1) of ``names`` (and
    a computer), where only it has joined: the clock stands, waiting for the others."""
    players = [Player(name) for name in names] + ([Player(f"Bit ({computer})", computer=computer)] if computer else [])
    game = RummyMatch.new(default_ruleset("rummy"), shared_words(), players, 1, variant="advanced", minutes=5)
    table = HostTable(game, [None if player.computer else player.name.lower() for player in players], clock=FakeClock())
    table.connected(seat, True)
    return as_received(table, seat)


# A standing clock, the line pinned where the order of the forms decides it: each head is
# tried naming whom the clock waits for, then with "everyone", before a shorter head ("hand 1"
# kept); the clock's tersest note ("once all join") comes last, kept beside the news. Narrower
# than any head fits beside the own turn's longest note, the shortest head alone, and on the
# own turn this phase's note first: at 61 columns "hand 1" came back beside "Your turn." where
# 62 said "Your turn · draw a card" without it (the others' turns alike, at 57 and 58).
PINNED = [
    (["Ann", "Maximilianes", "Cyrano"], None, 0, 83, "Your turn · draw a card   hand 1 · 5:00 left from when everyone joins"),
    (["Maximilianes", "Cyrano"], "expert", 1, 86, "Maximilianes is away.   hand 1 · 5:00 left from when everyone joins"),
    (["Ann", "Cyrano"], None, 0, 50, "Your turn.   5:00 left once Cyrano joins"),
    (["Ann", "Maximilianes", "Cyrano"], None, 0, 50, "Your turn.   5:00 left once all join"),
    (["Maximilianes", "Cyrano"], "expert", 1, 58, "Maximilianes is away.   5:00 left once all join"),
    (["Ann", "Cyrano"], None, 0, 61, "Your turn · draw a card   5:00 left once Cyrano joins"),
    (["Ann", "Cyrano"], None, 0, 62, "Your turn · draw a card   5:00 left once Cyrano joins"),
    (["Ann", "Cyrano"], None, 1, 58, "Ann is away.   5:00 left once Ann joins"),
    # Narrower, beside this turn's news the clock's tersest note is tried too: the match was
    # left out here ("Your turn." alone, "Maximilianes is away." alone).
    (["Ann", "Maximilianes", "Cyrano"], None, 0, 44, "Your turn.   5:00 left once all join"),
    (["Maximilianes", "Cyrano"], "expert", 1, 53, "Maximilianes is away.   5:00 left once all join"),
]


@pytest.mark.parametrize(("names", "computer", "seat", "width", "line"), PINNED)
def test_a_standing_clocks_line_keeps_the_forms_order(names, computer, seat, width, line):
    state = by_minutes_waiting(names, seat, computer)
    assert status_line(state, game_part(state), state["view"], False, width).plain == line
