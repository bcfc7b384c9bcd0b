"""Every number in the shipped rulesets is one the game really uses.

A family copies rulesets/shuffle.yaml or rulesets/rummy.yaml, changes a number and plays
with --ruleset. For each key (each leaf of the YAML) a case below changes it to another
sensible value and observes the engine (a deal, a refusal, a score, a match's end, a
match's options): the observation must differ from the shipped ruleset's and be the one
the new number asks for. A key added to a shipped ruleset without a case here fails
``test_every_key_of_the_shipped_rulesets_has_a_case``: a key read nowhere is a defect.
"""

from __future__ import annotations

import argparse
import copy
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml

from wordcards.app.launch import add_play_arguments, choice_from_args
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.rummy.cards import full_deck, parse_cards
from wordcards.engine.rummy.scoring import Pad, score_inverse
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.scoring import breakdown_of, score_of, word_points
from wordcards.resources import ruleset_path
from wordcards.rulesets import RulesetError, default_ruleset, load_ruleset, parse_ruleset
from wordcards.words import WordList

WORDS = WordList.from_words(
    "a at ta as ass cat cats cart carts sea eat eats tea start seating".split(), name="numbers"
)
SHIPPED = {game: yaml.safe_load(ruleset_path(game).read_text(encoding="utf-8")) for game in ("shuffle", "rummy")}


def edited(game: str, changes: dict[str, Any]) -> dict[str, Any]:
    """The shipped ruleset's data with ``changes`` ({"deck.jokers": 4}; None removes a key)."""
    data = copy.deepcopy(SHIPPED[game])
    for path, value in changes.items():
        *parents, last = path.split(".")
        node = data
        for key in parents:
            node = node[int(key) if int_keys(node) else key]
        key = int(last) if int_keys(node) else last
        if value is None:
            del node[key]
        else:
            node[key] = value
    return data


def int_keys(node: dict) -> bool:
    return bool(node) and all(isinstance(k, int) for k in node)


def rules_of(data: dict[str, Any], game: str):
    return parse_ruleset(yaml.safe_dump(data, sort_keys=False), "mine.yaml", expect=game)


def written(tmp_path, data: dict[str, Any]) -> Path:
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def seats(n: int, junior: bool = False) -> tuple[Player, ...]:
    return tuple(Player(f"Player {i + 1}", junior=junior) for i in range(n))


# --- Shuffle observations ----------------------------------------------------------


def all_shuffle_cards(game: ShuffleGame) -> list:
    return [*game.deck, *game.box, *(card for hand in game.hands for card in hand)]


def shuffle_at(rules, hands: list[str], table: list[tuple[int, str]] = (), junior: bool = False, first_played: bool = True):
    start = {
        "hands": hands,
        "table": [{"owner": owner, "word": word} for owner, word in table],
        "first_played": [first_played] * len(hands),
    }
    return ShuffleGame.from_position(rules, WORDS, seats(len(hands), junior), start, 1)


def refused(game, notation: str) -> bool:
    return game.check(game.parse_action(notation)) is not None


def players_allowed(rules, make: Callable) -> tuple[int, ...]:
    allowed = []
    for n in range(1, 10):
        try:
            make(rules, n)
        except ValueError:
            continue
        allowed.append(n)
    return tuple(allowed)


def new_shuffle(rules, n: int) -> ShuffleGame:
    return ShuffleGame.new(rules, WORDS, seats(n), 1)


def new_rummy(rules, n: int, **options) -> RummyMatch:
    return RummyMatch.new(rules, WORDS, seats(n), 1, **options)


@dataclass(frozen=True)
class Case:
    key: str  # the key path as the YAML writes it; * stands for any letter or number
    changes: dict[str, Any]
    observe: Callable[..., Any]  # (rules, the ruleset file) -> what the game does
    expected: Any  # what it must do with the changed ruleset

    @property
    def id(self) -> str:
        return self.key


SHUFFLE_CASES = [
    Case("deck.letters.*.count", {"deck.letters.E.count": 10, "deck.letter_cards": 71},
         lambda r, _: sum(c.letter == "E" for c in all_shuffle_cards(new_shuffle(r, 2))), 10),
    Case("deck.letters.*.value", {"deck.letters.C.value": 7},
         lambda r, _: word_points(r, "CAT"), 9),  # 7 + 1 + 1, no bonus for 3 letters
    Case("deck.letter_cards", {"deck.letters.E.count": 10, "deck.letter_cards": 71},
         lambda r, _: len(all_shuffle_cards(new_shuffle(r, 2))), 73),
    Case("deck.jokers", {"deck.jokers": 4},
         lambda r, _: sum(c.letter is None for c in all_shuffle_cards(new_shuffle(r, 2))), 4),
    Case("deck.joker_table_value", {"deck.joker_table_value": 3},
         lambda r, _: word_points(r, "CaT"), 3 + 3 + 1),
    Case("deck.joker_hand_penalty", {"deck.joker_hand_penalty": 9},
         lambda r, _: score_of(shuffle_at(r, ["*", "A"]), 0).total, -9),
    Case("players.min", {"players.min": 3},
         lambda r, _: players_allowed(r, new_shuffle), (3, 4, 5, 6)),
    Case("players.max", {"players.max": 4},
         lambda r, _: players_allowed(r, new_shuffle), (2, 3, 4)),
    Case("hand_size", {"hand_size": 9},
         lambda r, _: {len(hand) for hand in new_shuffle(r, 3).hands}, {9}),
    Case("min_length.first_play.adult", {"min_length.first_play.adult": 5},
         lambda r, _: refused(shuffle_at(r, ["CARTS", "EA"], first_played=False), "CART"), True),
    Case("min_length.first_play.junior", {"min_length.first_play.junior": 2, "min_length.word.junior": 2},
         lambda r, _: refused(shuffle_at(r, ["ATE", "EA"], junior=True, first_played=False), "AT"), False),
    Case("min_length.word.adult", {"min_length.word.adult": 4},
         lambda r, _: refused(shuffle_at(r, ["CATS", "EA"]), "CAT"), True),
    Case("min_length.word.junior", {"min_length.word.junior": 3},
         lambda r, _: refused(shuffle_at(r, ["ATE", "EA"], junior=True), "AT"), True),
    Case("min_length.left_behind.adult", {"min_length.left_behind.adult": 4},
         lambda r, _: refused(shuffle_at(r, ["EA", "O"], [(1, "CATS")]), "take 1:S SEA"), True),
    Case("min_length.left_behind.junior", {"min_length.left_behind.junior": 3},
         lambda r, _: refused(shuffle_at(r, ["AS", "O"], [(1, "EAT")], junior=True), "take 1:E SEA"), True),
    Case("steal.new_cards_per_old_letter", {"steal.new_cards_per_old_letter": 0},
         lambda r, _: refused(shuffle_at(r, ["S", "O"], [(1, "CAT")]), "steal 1 CATS"), False),
    Case("take.new_cards_per_taken_letter", {"take.new_cards_per_taken_letter": 3},
         lambda r, _: refused(shuffle_at(r, ["EA", "O"], [(1, "CATS")]), "take 1:S SEA"), True),
    Case("length_bonus.*", {"length_bonus.5": 9},
         lambda r, _: breakdown_of(r, 0, shuffle_at(r, ["E", "O"], [(0, "START")]).table.values(), []).total, 5 + 9),
    Case("name", {"name": "Our Shuffle"}, lambda r, _: r.name, "Our Shuffle"),
    Case("game", {}, lambda r, _: r.game, "shuffle"),  # which game: checked by test_a_key_from_the_other_game...
]


# --- Word Rummy observations ----------------------------------------------------------


def rummy_at(rules, hands: list[str], *, junior: bool = False, **position) -> RummyMatch:
    """A hand in progress: seat 0 to meld and discard; every other card in the draw pile."""
    used = {card for text in hands for card in parse_cards(text, rules.colours)}
    rest = " ".join(str(card) for card in full_deck(rules) if card not in used)
    start = {"hands": hands, "phase": "play", "draw_pile": rest, "discard_pile": "", **position}
    options = {k: position.pop(k) for k in ("variant",) if k in position}
    return RummyMatch.from_position(rules, WORDS, seats(len(hands), junior), start, 1, **options)


def meld_refused(rules, junior: bool, cards: str) -> bool:
    match = rummy_at(rules, ["Ar Tr Eg", "Qb"], junior=junior)
    return match.check(match.parse_action(f"meld {cards}")) is not None


def over_after_going_out(rules, **position) -> bool:
    """Seat 0 melds AT and goes out by discarding its last card: does the match end?"""
    match = rummy_at(rules, ["Ar Tr Eg", "Qb"], **position)
    for notation in ("meld Ar Tr", "discard Eg"):
        match.apply(match.parse_action(notation))
    return match.is_over


def minutes_chosen(rules_path) -> int:
    parser = argparse.ArgumentParser()
    add_play_arguments(parser)
    args = parser.parse_args(["rummy", "--variant", "advanced", "--minutes", "--ruleset", str(rules_path)])
    return choice_from_args(args).options["minutes"]


FEWER_SIZES = {f"hand_size.{n}": None for n in (5, 6, 7, 8)}
RUMMY_CASES = [
    Case("deck.colours", {"deck.colours": ["red", "green", "blue", "yellow"]},
         lambda r, _: len(new_rummy(r, 2).all_cards()), 104),
    Case("deck.values.*", {"deck.values.Q": 5},
         lambda r, _: score_inverse([], parse_cards("Qr Qg", r.colours), r).penalty, 10),
    Case("players.min", {"players.min": 3, "hand_size.2": None},
         lambda r, _: players_allowed(r, new_rummy), (3, 4, 5, 6, 7, 8)),
    Case("players.max", {"players.max": 4, **FEWER_SIZES},
         lambda r, _: players_allowed(r, new_rummy), (2, 3, 4)),
    Case("hand_size.*", {"hand_size.2": 9},
         lambda r, _: {len(hand) for hand in new_rummy(r, 2).hands}, {9}),
    Case("min_word_length.adult", {"min_word_length.adult": 3},
         lambda r, _: meld_refused(r, False, "Ar Tr"), True),
    Case("min_word_length.junior", {"min_word_length.adult": 4, "min_word_length.junior": 3},
         lambda r, _: meld_refused(r, True, "Ar Tr"), True),
    Case("standard.target", {"standard.target": 60},
         lambda r, _: over_after_going_out(r, totals=[57, 0]), True),
    Case("standard.max_hands", {"standard.max_hands": 3},
         lambda r, _: over_after_going_out(r, hand_number=3), True),
    Case("advanced.pad_rows", {"advanced.pad_rows": [2, 3, 4, 5, 6]},
         lambda r, _: Pad.empty(r).scored("SEATING", r)[2], "Primary 49 for 6+ letters"),
    Case("advanced.hands", {"advanced.hands": 3},
         lambda r, _: new_rummy(r, 2, variant="advanced").options["hands"], 3),
    Case("advanced.minutes", {"advanced.minutes": 10},
         lambda r, path: minutes_chosen(path), 10),
    Case("inverse.deals", {"inverse.deals": 2},
         lambda r, _: new_rummy(r, 2, variant="inverse").options["deals"], 2),
    Case("name", {"name": "Our Rummy"}, lambda r, _: r.name, "Our Rummy"),
    Case("game", {}, lambda r, _: r.game, "rummy"),
]
CASES = {"shuffle": SHUFFLE_CASES, "rummy": RUMMY_CASES}


@pytest.mark.parametrize(
    "game, case", [(game, case) for game, cases in CASES.items() for case in cases], ids=lambda c: getattr(c, "id", c)
)
def test_a_changed_number_changes_the_game(game, case, tmp_path):
    path = written(tmp_path, edited(game, case.changes))  # as a family does: a file of their own
    assert case.observe(load_ruleset(path, expect=game), path) == case.expected
    if case.changes:  # and the shipped number gives something else: the key is really read
        assert case.observe(default_ruleset(game), ruleset_path(game)) != case.expected


def leaf_keys(node: Any, path: str = "") -> set[str]:
    """Every key path of a ruleset's data; a letter or a number as a key is written *."""
    if not isinstance(node, dict):
        return {path}
    keys = set()
    for key, value in node.items():
        name = "*" if isinstance(key, int) or (len(str(key)) == 1 and str(key).isupper()) else str(key)
        keys |= leaf_keys(value, f"{path}.{name}" if path else name)
    return keys


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_every_key_of_the_shipped_rulesets_has_a_case(game):
    assert leaf_keys(SHIPPED[game]) == {case.key for case in CASES[game]}


@pytest.mark.parametrize("game", ["shuffle", "rummy"])
def test_the_shipped_ruleset_round_trips_through_the_edit_helper(game):
    assert rules_of(edited(game, {}), game).name == default_ruleset(game).name


def test_a_key_from_the_other_game_is_refused_with_file_key_and_line():
    with pytest.raises(RulesetError) as caught:
        rules_of(edited("shuffle", {"standard": {"target": 60, "max_hands": 25}}), "shuffle")
    assert caught.value.key == "standard" and caught.value.line


def test_S8_a_take_ratio_of_0_lets_the_search_take_more_letters_than_the_hand_holds():
    """With take.new_cards_per_taken_letter 0 a take needs one hand card however many letters
    it takes (check() allows it); the word search behind hints and computer players capped
    the letters at the hand's size, and so missed such takes that the reference finds."""
    from shuffle_reference import reference_plays

    rules = rules_of(edited("shuffle", {"take.new_cards_per_taken_letter": 0}), "shuffle")
    game = shuffle_at(rules, ["A", "O"], [(1, "CATS"), (1, "EATS")])
    assert game.check(game.parse_action("take 1:S,2:S ASS")) is None
    fast = sorted(play.notation() for play in game.legal_plays("take"))
    assert fast == sorted(play.notation() for play in reference_plays(game) if play.kind == "take")
    assert "take 1:S,2:S ASS" in fast
