"""A hint asked again at a seat with nothing played since is noted in the log once, as at
the shared keyboard (Session.note_once; tests/app/test_family_evening.py)."""

from __future__ import annotations

from test_rummy_discard import match_in_play

from wordcards.remote.keys import SeatKey
from wordcards.remote.table import HostTable


def test_a_seats_hint_asked_again_with_nothing_played_is_noted_once():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    for asked in range(3):
        table.intent(0, {"type": "key", "key": SeatKey.HINT})
        assert table.hint_to_start(0) == ()
        text, used, _, _ = table.find_hint()
        assert used and table.hint_found(0, (), text, used) is (asked == 0)  # every seat told once
    assert [note for _, note in table.notes] == ["Ann used a hint"]
    assert table.state_for(0)["message"]["text"].startswith("Hint: ")  # the seat is told each time
