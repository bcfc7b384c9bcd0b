"""The end-of-game breakdown (widgets/shuffle/score.py), shown by the shared keyboard's score
screen and by a remote seat, read as plain text at a given width."""

from __future__ import annotations

import io

from rich.console import Console

from wordcards.app.widgets.shuffle.score import breakdown
from wordcards.engine.players import Player
from wordcards.engine.shuffle import Pass, ShuffleGame
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList


def shown(renderable, width: int) -> list[str]:
    console = Console(file=io.StringIO(), width=width, color_system=None, record=True)
    console.print(renderable)
    return console.export_text().splitlines()


def over_after_two_passes(words: list[str], start: dict, players=("Ann", "Bob")) -> ShuffleGame:
    """A Shuffle game at ``start`` (an empty deck) that both players pass to its end (S13),
    with ``words`` as the word list."""
    wordlist = WordList.from_words(words, name="tiny")
    game = ShuffleGame.from_position(default_ruleset("shuffle"), wordlist, [Player(name) for name in players], start, 0)
    game.apply(Pass())
    game.apply(Pass())
    assert game.is_over
    return game


def test_S14_a_long_hand_left_wraps_and_keeps_every_total_on_an_80_column_screen():
    """After a game of passes a hand holds 20 cards and more: its line pushed the words
    column down to 'Word…' and the totals off the screen (seen on a seat at 80x24)."""
    start = {
        "hands": ["QZXABEFGHIJKLMNPRUVWY", "EEIIOOUURRLLNNP"],
        "table": [{"owner": 0, "word": "CAT"}, {"owner": 1, "word": "DOGS"}, {"owner": 0, "word": "TENS"}],
        "current": 0,
        "deck": "",
    }
    game = over_after_two_passes(["cat", "dogs", "tens"], start)
    lines = shown(breakdown(game.view(1), game.rules), 76)  # the score body's width at 80 columns
    header = next(line for line in lines if "Player" in line)
    assert "Words: cards + bonus" in header and header.rstrip().endswith("Total")
    ann = next(line for line in lines if line.lstrip().startswith("Ann"))
    assert "CAT 5+0  TENS 4+1" in ann and ann.rstrip().endswith(str(game.score(0).total))
    assert any(line.rstrip().endswith(f"-{game.score(0).hand_penalty}") for line in lines)  # the hand's cost, wrapped
    assert all(len(line.rstrip()) <= 76 for line in lines)


def test_S14_a_joker_left_in_hand_shows_its_penalty_like_every_other_card():
    """The hand left read A₁W₄* -10: the joker's penalty (a ruleset key) was not shown,
    so the cards did not add up to the cost beside them."""
    start = {
        "hands": ["AW*", "EE"],
        "table": [{"owner": 0, "word": "CAT"}, {"owner": 1, "word": "DOGS"}],
        "current": 0,
        "deck": "",
    }
    game = over_after_two_passes(["cat", "dogs"], start)
    rules = game.rules
    ann = next(line for line in shown(breakdown(game.view(0), game.rules), 76) if line.lstrip().startswith("Ann"))
    penalty = "".join("₀₁₂₃₄₅₆₇₈₉"[int(d)] for d in str(rules.joker_hand_penalty))
    assert f"A₁W₄*{penalty} -{1 + 4 + rules.joker_hand_penalty}" in ann


def test_S14_totals_stay_whole_beside_a_wide_hand_and_many_words():
    """With the score screen's scrollbar (74 columns at 80x24), a 12-card hand beside a
    player with many words cropped the Total column to 'Tot' and -33 to '-'."""
    table = [{"owner": 1, "word": word} for word in ("MUT", "APHONIAS", "GASIFIES", "JOLTER", "POETIZED")]
    start = {"hands": ["AACCDILMRWX*", "EE"], "table": table, "current": 0, "deck": ""}
    game = over_after_two_passes(["mut", "aphonias", "gasifies", "jolter", "poetized"], start, ("Ann", "Bit (hard)"))
    for width in (74, 70):
        lines = shown(breakdown(game.view(0), game.rules), width)
        assert any(line.rstrip().endswith("Total") for line in lines), lines
        for seat, name in enumerate(("Ann", "Bit (hard)")):
            row = next(line for line in lines if line.startswith(f" {name}"))
            assert row.rstrip().endswith(f" {game.score(seat).total}"), lines


def test_S14_a_winner_with_1_point_is_told_in_the_singular():
    """docs/decisions/app.md: counts agree with their nouns ("1 deal was played", "+1
    point"); the final line said "Ann wins with 1 points!". Ann: TEA 3 - hand E and A 2 = 1."""
    start = {"hands": ["EA", "Q"], "table": [{"owner": 0, "word": "TEA"}], "current": 0, "deck": ""}
    game = over_after_two_passes(["tea"], start)
    assert game.score(0).total == 1
    assert shown(breakdown(game.view(0), game.rules), 76)[0].strip() == "Ann wins with 1 point!"


def test_S14_at_the_smallest_size_every_word_keeps_its_letters_and_its_score():
    """At 64x20 (58 columns for the breakdown beside its scrollbar) the hand left of a game
    of passes kept its 32 cells and cut "REPARATION 12+10" to "REPA"; a long hand now wraps
    sooner, and a score that still does not fit goes under its word."""
    table = [{"owner": 1, "word": word} for word in ("REPARATION", "COURTESY", "HEADLINE")]
    table.append({"owner": 0, "word": "INTERnATIONALs"})  # 14 letters, two jokers
    start = {"hands": ["DMWXBFGJKPQVZ", "EEOUU"], "table": table, "current": 0, "deck": ""}
    words = ["reparation", "courtesy", "headline", "internationals"]
    game = over_after_two_passes(words, start, ("Maximilianes", "Bit (expert)"))
    for width in (58, 60):  # beside the scrollbar, and without it
        lines = shown(breakdown(game.view(0), game.rules), width)
        text = " ".join(line.strip() for line in lines)
        for word in game.view(0).table:
            score = next(s for seat in range(2) for s in game.score(seat).words if s.display == word.display)
            assert f"{word.display} {score.card_points}+{score.length_bonus}" in text, (width, lines)
        assert any(line.rstrip().endswith("Total") for line in lines), lines
        for seat, name in enumerate(("Maximilianes", "Bit (expert)")):
            row = next(line for line in lines if line.startswith(f" {name}"))
            assert row.rstrip().endswith(f" {game.score(seat).total}"), lines


def test_S14_the_words_heading_stays_on_one_line_beside_a_long_hand():
    """Play-test r34a: at 80x24 the heading wrapped to "Words: cards +" over "bonus"; it says
    less where the column is narrow, on the header's one line, and in full where it fits."""
    table = [{"owner": 1, "word": word} for word in ("MUT", "APHONIAS", "GASIFIES", "JOLTER", "POETIZED")]
    start = {"hands": ["AACCDILMRWX*", "EE"], "table": table, "current": 0, "deck": ""}
    game = over_after_two_passes(["mut", "aphonias", "gasifies", "jolter", "poetized"], start, ("Ann", "Bit (hard)"))
    said = {}
    for width in (76, 74, 70, 60, 58):
        lines = shown(breakdown(game.view(0), game.rules), width)
        header = next(index for index, line in enumerate(lines) if "Player" in line)
        assert "Words" not in lines[header - 1] and "bonus" not in lines[header + 1], (width, lines)
        said[width] = lines[header].split()[1]
    assert lines[header].split()[:2] == ["Player", "Words"]  # at 58: the shortest
    assert "Words: cards + bonus" in shown(breakdown(game.view(0), game.rules), 76)[2]
    assert said[70] == "Words:" and "Words: cards+bonus" in shown(breakdown(game.view(0), game.rules), 70)[2]
