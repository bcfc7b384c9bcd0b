"""Self-play: the invariant checks catch broken games; the simulate command."""

from __future__ import annotations

import json

from wordcards.ai.selfplay import invariants, simulate_one, summarise
from wordcards.cli import main


def test_a_clean_game_has_no_problems(shuffle_rules, words):
    game, report = simulate_one("shuffle", shuffle_rules, words, ("normal", "easy"), 3)
    assert report.ok and invariants(game) == []
    assert report.turns > 0 and len(report.scores) == 2 and report.winners


def test_a_lost_card_is_caught(shuffle_rules, words):
    game, _ = simulate_one("shuffle", shuffle_rules, words, ("normal", "easy"), 4)
    game.table.popitem()  # a word (and its cards) vanishes
    assert any("accounted" in p for p in invariants(game))


def test_a_bad_table_word_and_a_broken_save_are_caught(rummy_rules, words):
    match, report = simulate_one("rummy", rummy_rules, words, ("normal", "normal"), 5, target=30)
    assert report.ok
    seat = next(i for i, w in enumerate(match.table) if w)
    match.table[seat][0] = tuple(reversed(match.table[seat][0]))  # still the same cards
    problems = invariants(match)
    assert any("differs" in p for p in problems)
    if match.table[seat][0] and "".join(c.letter for c in match.table[seat][0]).lower() not in words:
        assert any("not a word" in p for p in problems)


def test_summary_figures(rummy_rules, words):
    reports = [simulate_one("rummy", rummy_rules, words, ("hard", "easy"), s, target=40)[1] for s in (1, 2)]
    summary = summarise("rummy", reports, 1.0)
    assert summary.games == 2 and summary.players == 2 and summary.failures == 0
    assert sum(summary.win_rates) == 1.0
    assert summary.first_seat_win_rate == summary.win_rates[0]
    assert summary.mean_hands >= 1 and summary.hands_per_second > 0


def test_simulate_command_prints_figures_and_writes_json(tmp_path, capsys):
    path = tmp_path / "figures.json"
    status = main(["simulate", "shuffle", "--games", "2", "--players", "2", "--level", "easy", "--seed", "9", "--json", str(path)])
    out = capsys.readouterr().out
    assert status == 0
    for figure in ("games per second", "mean turns", "mean scores", "first-seat win rate", "passes per game"):
        assert figure in out
    assert "game seed winner" in out and "\n   1 9    " in out and "\n   2 10   " in out
    data = json.loads(path.read_text())
    assert data["summary"]["games"] == 2 and len(data["games"]) == 2
    assert all(g["ok"] for g in data["games"])


def test_simulate_rummy_per_seat_levels(capsys):
    status = main(["simulate", "rummy", "--games", "1", "--players", "3", "--level", "hard,easy,normal", "--quiet"])
    out = capsys.readouterr().out
    assert status == 0 and "hard, easy, normal" in out and "hands per second" in out


def test_simulate_names_the_seat_and_level_of_each_figure(capsys):
    """'win rates 67% 33%' named no seat; with --rotate 'first-seat win rate' beside 'first
    player wins' did not say which is which."""
    assert main(["simulate", "shuffle", "--games", "1", "--level", "easy,hard", "--quiet"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "win rates seat 1 (easy) 0% seat 2 (hard) 100%" in out
    assert "mean scores seat 1 (easy) " in out and " seat 2 (hard) " in out
    assert "first-seat win rate 0% (seat 1, which started every game)" in out
    assert "first player wins" not in out  # without --rotate it is seat 1's figure again
    assert main(["simulate", "shuffle", "--games", "2", "--level", "easy", "--rotate", "--quiet"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "win rates seat 1 " in out and "(easy)" not in out.split("win rates")[1]  # one level: named once, in the heading
    assert "(seat 1, whether it started or not)" in out and "first player wins" in out
    assert "(whichever seat started the game)" in out


def test_simulate_refuses_bad_options(capsys):
    assert main(["simulate", "rummy", "--players", "3", "--level", "hard,easy"]) == 2
    assert "2 levels for 3 players" in capsys.readouterr().err
    # Three levels for the default two players: it says how to play the three-seat game asked for.
    assert main(["simulate", "shuffle", "--level", "expert,hard,easy"]) == 2
    assert "3 levels for 2 players: give one level for every seat, or add --players 3" in capsys.readouterr().err
    assert main(["simulate", "shuffle", "--players", "9"]) == 2
    assert "2 to 6 players" in capsys.readouterr().err


def test_simulate_exits_1_when_a_game_breaks_an_invariant(monkeypatch, capsys):
    import wordcards.ai.selfplay as selfplay

    monkeypatch.setattr(selfplay, "invariants", lambda game: ["a planted problem"])
    assert main(["simulate", "shuffle", "--games", "1", "--quiet"]) == 1
    out = capsys.readouterr().out
    assert "FAILED: a planted problem" in out and "invariant failures    1" in out


def test_R11_simulate_eight_player_rummy_every_match_ends_within_the_hand_limit(tmp_path, capsys):
    path = tmp_path / "eight.json"
    status = main(["simulate", "rummy", "--players", "8", "--games", "2", "--max-hands", "3", "--quiet", "--json", str(path)])
    out = capsys.readouterr().out
    assert status == 0 and "at the hand limit" in out and "(limit 3)" in out and "median" in out
    data = json.loads(path.read_text())
    assert data["summary"]["hand_limit"] == 3 and data["summary"]["longest_hands"] <= 3
    assert all(g["ok"] and g["hands"] <= 3 for g in data["games"])
    assert data["summary"]["ended_at_limit"] == sum(g["at_limit"] for g in data["games"])


def test_S15_simulate_rotate_moves_the_first_seat_each_game(tmp_path, capsys):
    path = tmp_path / "evening.json"
    assert main(["simulate", "shuffle", "--players", "3", "--games", "4", "--rotate", "--quiet", "--json", str(path)]) == 0
    assert "first player wins" in capsys.readouterr().out
    data = json.loads(path.read_text())
    assert [g["first"] for g in data["games"]] == [0, 1, 2, 0]
    first_wins = sum((w == g["first"]) / len(g["winners"]) for g in data["games"] for w in g["winners"])
    assert data["summary"]["first_player_win_rate"] == round(first_wins / 4, 3)


def test_max_hands_is_refused_outside_standard_rummy(capsys):
    assert main(["simulate", "shuffle", "--max-hands", "3"]) == 2
    assert "--max-hands: only Word Rummy has this option" in capsys.readouterr().err
    assert main(["simulate", "rummy", "--variant", "advanced", "--max-hands", "3"]) == 2
    assert "--max-hands is for --variant standard, not advanced" in capsys.readouterr().err


def _simulated(tmp_path, capsys, *options: str) -> tuple[str, dict]:
    path = tmp_path / "figures.json"
    assert main(["simulate", "rummy", "--games", "3", "--quiet", "--json", str(path), *options]) == 0
    return capsys.readouterr().out, json.loads(path.read_text())


def test_R8_simulate_an_advanced_match_lasts_the_hands_given(tmp_path, capsys):
    """simulate had only --max-hands (standard): an advanced match always lasted the ruleset's hands."""
    out, data = _simulated(tmp_path, capsys, "--hands", "2")
    assert "advanced, 2 hands" in out  # --hands alone plays advanced, as play's does
    assert [g["hands"] for g in data["games"]] == [2, 2, 2] and all(g["ok"] for g in data["games"])


def test_R9_simulate_an_inverse_match_lasts_the_deals_given(tmp_path, capsys):
    out, data = _simulated(tmp_path, capsys, "--variant", "inverse", "--deals", "3")
    assert "inverse, 3 deals" in out
    assert [g["hands"] for g in data["games"]] == [3, 3, 3] and all(g["ok"] for g in data["games"])


def test_R8_simulate_a_match_by_minutes_ends_on_self_plays_clock(tmp_path, capsys):
    """A timed match reads a clock; self-play's counts its actions, so the match ends (the
    hand in progress finished) and the same seed gives the same games."""
    from wordcards.ai.selfplay import SECONDS_AN_ACTION

    out, data = _simulated(tmp_path, capsys, "--minutes", "8")
    assert "advanced, 8 minutes" in out
    assert all(g["ok"] for g in data["games"])
    # Every action counts SECONDS_AN_ACTION: the time ran out in the match's last hand, not before.
    assert all(g["actions"] * SECONDS_AN_ACTION >= 8 * 60 for g in data["games"])
    assert max(g["hands"] for g in data["games"]) >= 2  # a hand or more dealt after the first
    _, again = _simulated(tmp_path, capsys, "--minutes", "8")
    drop = lambda games: [{k: v for k, v in g.items() if k != "seconds"} for g in games]  # noqa: E731
    assert drop(again["games"]) == drop(data["games"])


def test_R8_R9_simulate_refuses_match_lengths_as_play_does(capsys):
    """One check for both commands: the same options give the same refusal."""
    for lengths in (
        ["--variant", "standard", "--deals", "2"],
        ["--hands", "2", "--minutes", "3"],
        ["--hands", "2", "--deals", "2"],
        ["--variant", "inverse", "--target", "50"],
    ):
        assert main(["simulate", "rummy", *lengths]) == 2
        simulated = capsys.readouterr().err.removeprefix("wordcards simulate: error: ")
        assert main(["play", "rummy", "--players", "Ann,Bob", *lengths]) == 2
        played = capsys.readouterr().err.removeprefix("wordcards play: error: ")
        assert simulated == played and "--" in simulated, lengths


def test_time_cap_is_refused_when_no_seat_is_expert(capsys):
    """--time-cap bounds only the expert's look-ahead: with no expert seat it was quietly ignored."""
    assert main(["simulate", "shuffle", "--level", "easy,hard", "--time-cap", "1"]) == 2
    assert capsys.readouterr().err == (
        "wordcards simulate: error: --time-cap caps the expert's look-ahead, and no seat is expert (--level easy,hard)\n"
    )


def test_every_line_simulate_prints_fits_80_columns(monkeypatch, capsys):
    """The per-game lines were about 85 columns wide (95 for rummy), each with its labels;
    now a table under one heading, the scores last (8 players: they go on under
    themselves), a game's problems wrapped under it, and the summary wrapped too."""
    import wordcards.ai.selfplay as selfplay

    runs = [
        ["shuffle", "--games", "3", "--level", "easy", "--seed", "1"],
        ["rummy", "--games", "2", "--level", "easy", "--seed", "1", "--variant", "inverse"],
        ["rummy", "--games", "1", "--players", "8", "--level", "easy", "--seed", "123456", "--rotate"],
    ]
    for argv in runs:
        assert main(["simulate", *argv]) == 0
        out = capsys.readouterr().out
        widest = max(out.splitlines(), key=len)
        assert len(widest) <= 80, widest
    lines = out.splitlines()
    assert lines[1].startswith("   1 123456 ") and lines[2].startswith(" " * 40) and lines[2].endswith("  ok")  # scores go on
    monkeypatch.setattr(selfplay, "invariants", lambda game: ["a planted problem, " * 10])
    assert main(["simulate", "shuffle", "--games", "1", "--players", "6"]) == 1
    out = capsys.readouterr().out
    assert max(len(line) for line in out.splitlines()) <= 80 and "  FAILED: a planted problem" in out
