"""A family's own ruleset (--ruleset) shows its numbers everywhere: the hand dealt, the
help's keys, the rules screen; and a hand bigger than the shipped one still fits."""

from __future__ import annotations

import re

import pytest
from drivers import keys, past_the_handoff, until
from rich.console import Console
from rich.text import Text
from screen_text import screen_text

from wordcards.resources import ruleset_path

CARD = re.compile(r"(?<= )[A-Z*](?= |$)")  # a card's letter in the hand row (not the H of Hand)
SHUFFLE_TEXT = ruleset_path("shuffle").read_text(encoding="utf-8")


def family_ruleset(tmp_path, *edits: tuple[str, str]):
    text = SHUFFLE_TEXT
    for old, new in edits:
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / "ours.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def hand_lines(text: str) -> list[str]:
    """The hand panel's lines: from "Hand" to the entry line."""
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith(" Hand "))
    last = next(i for i in range(first, len(lines)) if lines[i].startswith(" ›"))
    return lines[first:last]


async def hand_shown(app, pilot) -> list[str]:
    """The hand panel's lines once Ann's first turn shows it (past its hand-off)."""
    await past_the_handoff(app, pilot)
    await until(app, pilot, lambda: " Hand " in screen_text(app))
    return hand_lines(screen_text(app))


async def test_S2_S3_a_hand_size_of_9_deals_9_and_the_help_and_rules_say_9(new_app, tmp_path):
    rules = family_ruleset(tmp_path, ("hand_size: 7 ", "hand_size: 9 "), ("  jokers: 2", "  jokers: 4"))
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", "--ruleset", rules)
    async with app.run_test(size=(80, 24)) as pilot:
        letters, values = await hand_shown(app, pilot)
        assert len(letters.split()) == 1 + 9 and len(values.split()) == 9  # one line each: it fits
        await pilot.resize_terminal(100, 50)  # room for the whole help
        await keys(app, pilot, "question_mark")
        await until(app, pilot, lambda: "draw back up to" in screen_text(app))
        help_text = " ".join(screen_text(app).split())
        assert "draw back up to 9" in help_text and "up to 7" not in help_text
        await keys(app, pilot, "escape", "ctrl+r")
        await until(app, pilot, lambda: "Rules of" in screen_text(app))
        rules_text = " ".join(screen_text(app).replace("│", " ").split())
        assert "70 letter cards and 4 jokers" in rules_text and "9 cards each" in rules_text


def card_table(text: str) -> dict[str, tuple[int, int]]:
    """The rules screen's card table as drawn: letter -> (cards, value)."""
    # The words between the dialog's frame, without the scroll bar's thumb.
    lines = [[word for word in line.split("█")[1].split() if word.isalnum()] if line.count("█") >= 2 else [] for line in text.splitlines()]
    table = {}
    for index, words in enumerate(lines):
        if words[:1] == ["letter"] and index + 3 < len(lines):
            counts, values = lines[index + 2], lines[index + 3]  # under the header's rule
            assert counts[0] == "cards" and values[0] == "value", (counts, values)
            table.update({letter: (int(count), int(value)) for letter, count, value in zip(words[1:], counts[1:], values[1:], strict=True)})
    return table


@pytest.mark.parametrize("size", [(80, 24), (64, 20)])
async def test_S1_the_rules_screen_shows_the_card_table_with_the_familys_counts(new_app, tmp_path, size):
    """S1 on the rules screen said "the card table shows how many", and no table followed
    (only the values). It shows the ruleset in play's: three Qs in this family's deck."""
    rules = family_ruleset(tmp_path, ("Q: {count: 1, value: 10}", "Q: {count: 3, value: 10}"), ("letter_cards: 70 ", "letter_cards: 72 "))
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", "--ruleset", rules)
    async with app.run_test(size=size) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+r", "end")  # in one burst: End scrolled only part-way (to S3)
        await until(app, pilot, lambda: "in hand." in screen_text(app), "the end of the rules")
        table = card_table(screen_text(app))
        assert sorted(table) == [chr(code) for code in range(ord("A"), ord("Z") + 1)]
        assert table["Q"] == (3, 10) and table["E"] == (9, 1)
        assert "72 letter cards + 2 jokers = 74 cards." in " ".join(screen_text(app).replace("█", " ").split())


async def test_a_hand_wider_than_the_screen_wraps_each_card_with_its_value(new_app, tmp_path):
    rules = family_ruleset(tmp_path, ("hand_size: 7 ", "hand_size: 20 "), ("  max: 6", "  max: 3"))
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "1", "--ruleset", rules)
    async with app.run_test(size=(80, 24)) as pilot:
        lines = await hand_shown(app, pilot)
        letters, values = lines[0::2], lines[1::2]
        assert len(lines) == 4 and sum(len(CARD.findall(line)) for line in letters) == 20
        for letter_line, value_line in zip(letters, values):  # every value right under its card
            cards = [m.start() for m in CARD.finditer(letter_line)]
            numbers = [m.start() for m in re.finditer(r"\d+", value_line)]
            assert len(cards) == len(numbers) and all(abs(c - n) <= 1 for c, n in zip(cards, numbers))


def test_card_rows_wrap_whole_cards_and_keep_the_note():
    from wordcards.app.widgets.common.panels import CardRows
    
    # As the hand panel writes a card: a space, the face " A ", and its value centred below.
    cells = [(Text(f"  {letter} "), Text(f" {n:^3}")) for n, letter in enumerate("ABCDEFGHIJ", start=1)]
    console = Console(width=4 + 4 * 4, record=True, color_system=None)  # room for 4 cards a row
    console.print(CardRows(cells, Text("   lit: just drawn")))
    lines = [line.rstrip() for line in console.export_text().splitlines()]
    assert lines == [
        "Hand  A   B   C   D",
        "      1   2   3   4",
        "      E   F   G   H",
        "      5   6   7   8",
        "      I   J",
        "      9  10",
        "   lit: just drawn",  # no room beside the last cards: a line of its own
    ]
