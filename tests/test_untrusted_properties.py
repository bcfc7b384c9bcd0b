"""Issue 10: property tests. Arbitrary names, ruleset documents, save documents and actions
with fields of the wrong types go into the loaders and the engines: the answer is always a
typed refusal (a one-line message) or a game that works (it plays, saves and loads back
equal), never another exception. Examples are derandomized: every run tries the same ones.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any, Iterator

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordcards.engine.errors import IllegalPlay, NotationError, SaveError
from wordcards.engine.players import Player
from wordcards.engine.record import loads
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, NextHand, RummyMatch, TimeUp
from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.actions import EndTurn, Extend, HandWord, Pass, Steal, SwapJoker, Take, TakeFrom
from wordcards.resources import ruleset_path
from wordcards.rulesets import RulesetError, parse_ruleset
from wordcards.words import WordList

PROPERTY = settings(
    max_examples=150, deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow]
)
WORDS = WordList.from_words("at ta cat act cart star tar rat art arts tea eat ate".split(), name="props")
CLASSES = {"shuffle": ShuffleGame, "rummy": RummyMatch}

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=8,
)


def key_paths(document: Any, prefix: tuple = ()) -> Iterator[tuple]:
    yield prefix
    if isinstance(document, dict):
        for key, value in document.items():
            yield from key_paths(value, (*prefix, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            yield from key_paths(value, (*prefix, index))


def replaced(document: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    changed = copy.deepcopy(document)
    target = changed
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return changed


@st.composite
def mutated(draw, document: Any) -> Any:
    """``document`` with one to three values (anywhere in it) replaced by arbitrary data."""
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(list(key_paths(document))))
        document = replaced(document, path, draw(json_values))
    return document


def plays_saves_and_loads(game) -> None:
    """A game that works: its first legal action applies, and it saves and loads back equal."""
    action = game.legal_actions()[0] if isinstance(game, RummyMatch) else Pass()
    game.apply(action)
    assert type(game).from_json(game.to_json(), game.words) == game


def two_players() -> tuple[Player, Player]:
    return Player("Ann"), Player("Bob")


# --- names --------------------------------------------------------------------------


@PROPERTY
@given(st.text(max_size=50) | st.sampled_from(["[/]", "[b]Ann", "[@click=x]A", "\x1b]0;t\x07", "A\x9b2J"]))
def test_any_name_is_refused_or_plays(name):
    try:
        player = Player(name)
    except ValueError as exc:
        assert "\n" not in str(exc)
        return
    assert player.name.isprintable()
    for cls in CLASSES.values():
        rules = parse_ruleset(ruleset_path(cls.game_name).read_text(encoding="utf-8"))
        other = Player("Bob" if name.casefold() != "bob" else "Cy")
        plays_saves_and_loads(cls.new(rules, WORDS, (player, other), 1))


# --- ruleset documents -------------------------------------------------------------


def shipped_document(game: str) -> dict:
    return yaml.safe_load(ruleset_path(game).read_text(encoding="utf-8"))


def refused_or_working_ruleset(text: str) -> None:
    try:
        rules = parse_ruleset(text, "ours.yaml")
    except RulesetError as exc:
        assert "\n" not in str(exc) and str(exc).startswith("ours.yaml")
        return
    game = CLASSES[rules.game]
    players = [Player(f"P{i}") for i in range(rules.min_players)]
    plays_saves_and_loads(game.new(rules, WORDS, players, 3))


@PROPERTY
@given(st.data())
def test_any_change_to_a_shipped_ruleset_is_refused_or_plays(data):
    game = data.draw(st.sampled_from(sorted(CLASSES)))
    document = data.draw(mutated(shipped_document(game)))
    refused_or_working_ruleset(yaml.safe_dump(document, allow_unicode=True))


@PROPERTY
@given(st.text(max_size=300) | json_values.map(lambda value: yaml.safe_dump(value)))
def test_any_text_as_a_ruleset_is_refused_or_plays(text):
    refused_or_working_ruleset(text)


file_stems = st.text(st.characters(blacklist_characters="/\x00", blacklist_categories=("Cs",)), min_size=1, max_size=60)


@PROPERTY
@given(st.data())
def test_any_changed_copy_in_a_file_of_any_name_is_refused_or_plays(data):
    """A family's file, loaded from its path: a changed copy that keeps the shipped name is
    named for its file (``rulesets.reading._named_as_changed``), whatever the file is called, and
    the game still saves and loads back."""
    import tempfile
    from pathlib import Path

    from wordcards.rulesets import load_ruleset

    game = data.draw(st.sampled_from(sorted(CLASSES)))
    document = data.draw(mutated(shipped_document(game)))
    stem = data.draw(file_stems.filter(lambda s: s not in (".", "..") and len(s.encode()) < 200))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{stem}.yaml"
        path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
        try:
            rules = load_ruleset(path)
        except RulesetError as exc:
            assert "\n" not in str(exc) and str(exc).startswith(folder)
            return
    assert rules.name.isprintable() and 0 < len(rules.name) <= 80
    players = [Player(f"P{i}") for i in range(rules.min_players)]
    plays_saves_and_loads(CLASSES[rules.game].new(rules, WORDS, players, 3))


# --- save documents ----------------------------------------------------------------


def real_save(game: str) -> dict:
    if game == "shuffle":
        made = ShuffleGame.new(parse_ruleset(ruleset_path("shuffle").read_text()), WORDS, two_players(), 5)
        made.apply(Pass())
    else:
        made = RummyMatch.new(parse_ruleset(ruleset_path("rummy").read_text()), WORDS, two_players(), 5)
        made.apply(DrawDeck())
    return json.loads(made.to_json())


def refused_or_working_save(text: str) -> None:
    try:
        record = loads(text)
        game = CLASSES[record.game].from_record(record, WORDS)
    except SaveError as exc:
        assert "\n" not in str(exc) and len(str(exc)) < 500
        return
    if not game.is_over:
        plays_saves_and_loads(game)


@PROPERTY
@given(st.data())
def test_any_change_to_a_save_is_refused_or_plays(data):
    game = data.draw(st.sampled_from(sorted(CLASSES)))
    refused_or_working_save(json.dumps(data.draw(mutated(real_save(game)))))


@PROPERTY
@given(st.text(max_size=200) | json_values.map(json.dumps))
def test_any_text_as_a_save_is_refused(text):
    refused_or_working_save(text)


@PROPERTY
@given(st.data())
def test_a_save_cut_short_anywhere_says_so(data):
    """A save cut off part-way (a full disk, a copy stopped): refused as cut short, or as
    empty, never as a puzzle about JSON."""
    game = data.draw(st.sampled_from(sorted(CLASSES)))
    text = json.dumps(real_save(game), indent=1)
    cut = text[: data.draw(st.integers(0, len(text) - 1))]
    try:
        loads(cut)
    except SaveError as exc:
        assert "cut short" in str(exc) or str(exc) == "the save is empty", (str(exc), cut[-30:])
    else:
        raise AssertionError(f"a save cut at {len(cut)} of {len(text)} characters loaded")


NOTATIONS = ["pass", "end", "CAT", "ext 1 CART", "steal 1 CATS", "swap 1 A", "take 1:A TAR", "draw", "take", "next",
             "time-up 5", "meld Ar Tr", "discard Ar", "x", ""]


@PROPERTY
@given(st.data())
def test_actions_put_anywhere_in_a_save_are_refused_by_number_or_play(data):
    """Plays inserted mid-list (a save edited, two saves merged): each is replayed and
    checked; a refusal names the action that does not replay."""
    game = data.draw(st.sampled_from(sorted(CLASSES)))
    document = real_save(game)
    at = data.draw(st.integers(0, len(document["actions"])))
    document["actions"][at:at] = data.draw(st.lists(st.sampled_from(NOTATIONS), min_size=1, max_size=4))
    try:
        CLASSES[game].from_json(json.dumps(document), WORDS)
    except SaveError as exc:
        number = re.match(r"action (\d+) ", str(exc))  # the first changed one, or one it moved
        assert number and int(number.group(1)) > at and "\n" not in str(exc), str(exc)


@PROPERTY
@given(st.data())
def test_a_save_missing_any_key_is_refused_or_plays(data):
    game = data.draw(st.sampled_from(sorted(CLASSES)))
    document = real_save(game)
    where = data.draw(st.sampled_from([(key,) for key in document] + [("ruleset", key) for key in document["ruleset"]]))
    del (document[where[0]] if len(where) == 2 else document)[where[-1]]
    refused_or_working_save(json.dumps(document))


# --- actions with fields of the wrong types ------------------------------------------

anything = json_values | st.builds(RummyCard, st.sampled_from("AETRSC"), st.sampled_from(["red", "green", "blue"]))
fields = anything | st.integers(0, 30) | st.text("ACEHRSTacert", min_size=1, max_size=6)
SHUFFLE_ACTIONS = st.one_of(
    st.builds(HandWord, fields),
    st.builds(Extend, fields, fields),
    st.builds(Steal, fields, fields),
    st.builds(Take, st.lists(st.builds(TakeFrom, fields, fields, fields) | fields, max_size=3) | fields, fields),
    st.builds(SwapJoker, fields, fields, fields),
    st.just(EndTurn()),
    st.just(Pass()),
    anything,
)
RUMMY_ACTIONS = st.one_of(
    st.builds(Meld, st.lists(fields, max_size=5) | fields),
    st.builds(Discard, fields),
    st.builds(NextHand, fields),
    st.builds(TimeUp, fields),
    st.builds(RummyCard, fields, fields),
    st.just(DrawDeck()),
    st.just(DrawDiscard()),
    anything,
)


def build(strategy, data):
    """An action drawn from ``strategy``; None when its fields are refused (NotationError)."""
    try:
        return data.draw(strategy)
    except NotationError:
        return None


@PROPERTY
@given(st.data())
def test_random_actions_with_wrong_fields_are_refused_or_played(data):
    for game, strategy in (
        (ShuffleGame.new(parse_ruleset(ruleset_path("shuffle").read_text()), WORDS, two_players(), 9), SHUFFLE_ACTIONS),
        (RummyMatch.new(parse_ruleset(ruleset_path("rummy").read_text()), WORDS, two_players(), 9), RUMMY_ACTIONS),
    ):
        for _ in range(6):
            action = build(strategy, data)
            if action is None:
                continue
            before = game.to_json()
            refusal = game.check(action)
            if refusal is not None:
                assert "\n" not in refusal.message
                try:
                    game.apply(action)
                except IllegalPlay:
                    pass
                else:
                    raise AssertionError(f"apply took {action!r}, which check refused")
                assert game.to_json() == before  # a refusal changes nothing
            else:
                game.apply(action)
                assert type(game).from_json(game.to_json(), WORDS) == game
