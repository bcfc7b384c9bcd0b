"""Notation, undo, views, save and load, resolve and explain: the API of docs/engine-api.md."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from shuffle_helpers import RULES, SMALL, game_at, hand_of, players, words_on_table
from wordcards.engine.errors import IllegalPlay, NotationError, SaveError
from wordcards.engine.players import Player, possessive
from wordcards.words import WordList
from wordcards.engine.shuffle import (
    EndTurn,
    Extend,
    HandWord,
    Pass,
    ShuffleGame,
    Steal,
    SwapJoker,
    Take,
    TakeFrom,
    parse,
)

EXAMPLES = [
    (HandWord("CART"), "CART"),
    (HandWord("CaRT"), "CaRT"),
    (HandWord("ab"), "play ab"),
    (Extend(3, "CHART"), "ext 3 CHART"),
    (Steal(2, "CHARTS"), "steal 2 CHARTS"),
    (Take((TakeFrom(4, "S"), TakeFrom(1, "T")), "STAR"), "take 1:T,4:S STAR"),
    (Take((TakeFrom(1, "S", "TARTS"),), "SEA"), "take 1:S=TARTS SEA"),
    (Take((TakeFrom(2, "eS"),), "SEaT"), "take 2:eS SEaT"),
    (SwapJoker(5, "A"), "swap 5 A"),
    (SwapJoker(5, "A", 4), "swap 5 A@4"),
    (EndTurn(), "end"),
    (Pass(), "pass"),
]


@pytest.mark.parametrize("action,text", EXAMPLES)
def test_notation_round_trips(action, text):
    assert action.notation() == text
    assert parse(text) == action
    assert parse(action.notation()).notation() == text


@pytest.mark.parametrize("action,text", EXAMPLES)
def test_repr_can_be_pasted_back(action, text):
    namespace = dict(
        HandWord=HandWord, Extend=Extend, Steal=Steal, Take=Take, TakeFrom=TakeFrom,
        SwapJoker=SwapJoker, EndTurn=EndTurn, Pass=Pass,
    )
    assert eval(repr(action), namespace) == action


@pytest.mark.parametrize(
    "text",
    ["", "cart", "ext CHART", "ext 0 CHART", "ext 3", "steal x CART", "take 1 STAR", "take 1:T", "take 1:T3 STAR",
     "swap 5 a", "swap 5", "swap 5 A@0", "end now", "pass 2", "C4RT", "play", "CART CHART"],
)
def test_bad_notation_is_a_notation_error(text):
    with pytest.raises(NotationError):
        parse(text)


def test_keywords_and_words_do_not_clash():
    assert parse("END") == HandWord("END")
    assert parse("end") == EndTurn()
    assert HandWord("end").notation() == "play end" and parse("play end") == HandWord("end")


# --- undo -----------------------------------------------------------------------------


def test_undo_takes_back_the_plays_of_this_turn_but_not_draws():
    game = game_at(["TENSHR", "DOGEARS"], [(1, "CAT")], deck="EIOUALN")
    start = game.clone()
    game.apply(HandWord("TENS"))
    game.apply(Extend(1, "CHART"))
    assert game.undo() == Extend(1, "CHART")
    assert words_on_table(game) == {1: (1, "CAT"), 2: (0, "TENS")}
    game.undo()
    assert game == start and not game.can_undo
    with pytest.raises(IllegalPlay):
        game.undo()
    game.apply(HandWord("TENS"))
    game.apply(EndTurn())
    assert not game.can_undo  # the draw ended the turn


def test_clone_is_equal_and_independent():
    game = game_at(["TENSHR", "DOGEARS"], [(1, "CAT")])
    copy = game.clone()
    assert copy == game
    copy.apply(HandWord("TENS"))
    assert copy != game and words_on_table(game) == {1: (1, "CAT")}


# --- views ----------------------------------------------------------------------------


def test_a_view_shows_the_own_hand_and_only_the_size_of_the_others():
    game = game_at(["TENSHR", "DOGEARS", "QZ"], [(1, "CaT")], deck="EIO")
    view = game.view(2)
    assert "".join(sorted(str(c) for c in view.hand)) == "QZ"
    assert [s.hand_size for s in view.seats] == [6, 7, 2]
    assert [(w.id, w.owner, w.display) for w in view.table] == [(1, 1, "CaT")]
    assert view.deck_size == 3 and view.current == 0 and not view.my_turn and not view.can_undo
    # No other hand anywhere in the view.
    others = {c.id for seat in (0, 1) for c in game.hands[seat]}
    text = repr(view)
    assert all(f"Card(id={i}," not in text for i in others)
    with pytest.raises(AttributeError):
        view.deck_size = 5  # frozen


def test_a_view_shows_the_plays_of_this_turn_and_the_log():
    game = game_at(["TENSHR", "DOGEARS"], [(1, "CAT")])
    game.apply(HandWord("TENS"))
    view = game.view(0)
    assert view.turn_plays == (HandWord("TENS"),) and view.can_undo
    assert view.log[-1] == "Ann played TENS"
    assert view.seats[0].score == game.score(0).total


def test_S14_a_view_shows_every_hand_left_once_the_game_is_over_and_none_before():
    """A remote seat shows the end-of-game breakdown from its view: the hands left are in
    every seat's view at the end (public then, S14), and in none before."""
    game = game_at(["QZX", "JKV", "WYF"], deck="")
    for _ in range(2):
        game.apply(Pass())
        assert all(s.hand_left is None for seat in range(3) for s in game.view(seat).seats)
    game.apply(Pass())  # a full round of passes with an empty deck ends the game (S13)
    assert game.is_over
    for seat in range(3):
        view = game.view(seat)
        assert ["".join(c.letter for c in s.hand_left) for s in view.seats] == ["QXZ", "JKV", "FWY"]
        assert [s.score for s in view.seats] == list(game.outcome.scores)


# --- save and load --------------------------------------------------------------------


def test_save_and_load_give_an_equal_game():
    game = ShuffleGame.new(RULES, SMALL, players("Ann", "Bob"), seed=3)
    game.apply(Pass())
    game.apply(Pass())
    text = game.to_json()
    data = json.loads(text)
    assert data["game"] == "shuffle" and data["actions"] == ["pass", "pass"] and data["seed"] == 3
    assert data["wordlist"] == SMALL.identity
    loaded = ShuffleGame.from_json(text, SMALL)
    assert loaded == game and loaded.log == game.log


def test_a_game_from_a_position_saves_and_loads():
    game = game_at(["TENSHR", "DOGEARS"], [(1, "CaT")])
    game.apply(Extend(1, "CHaRT"))
    loaded = ShuffleGame.from_json(game.to_json(), SMALL)
    assert loaded == game and loaded.actions == (Extend(1, "CHaRT"),)


def test_bad_saves_are_refused_with_a_clear_message():
    game = game_at(["TENSHR", "DOGEARS"], [(1, "CAT")])
    game.apply(Extend(1, "CHART"))
    good = json.loads(game.to_json())
    with pytest.raises(SaveError, match="not valid JSON"):
        ShuffleGame.from_json("{nope", SMALL)
    with pytest.raises(SaveError, match="newer"):
        ShuffleGame.from_json(json.dumps({**good, "version": 99}), SMALL)
    with pytest.raises(SaveError, match=r"action 1 \(\w+'s turn 1\): 'ext 1 CHARTX' .*; the save's seed, players and actions do not fit together"):
        ShuffleGame.from_json(json.dumps({**good, "actions": ["ext 1 CHARTX"]}), SMALL)
    with pytest.raises(SaveError, match="cannot be read"):
        ShuffleGame.from_json(json.dumps({**good, "actions": ["ext one CHART"]}), SMALL)
    with pytest.raises(SaveError, match="cannot be set up"):
        bad_start = {**good["options"]["start"], "hands": ["ZZ", "Q"]}
        ShuffleGame.from_json(json.dumps({**good, "options": {"start": bad_start}}), SMALL)


# --- resolve and explain --------------------------------------------------------------


def score_gain(game, play) -> int:
    """S14: how much the player's score rises when ``play`` is made now."""
    after = game.clone()
    after.apply(play)
    return after.score(game.current).total - game.score(game.current).total


def test_resolve_finds_every_way_to_make_a_word_best_first():
    game = game_at(["HRS*", "DOGEA"], [(1, "CAT"), (0, "ART")])
    plays = game.resolve("charts")
    # Stealing CAT gives Ann the whole word (15 points) and sheds H, R and S (6); a joker
    # as S sheds its hand penalty (5) instead, so at once it scores 3 more (24), and
    # comes first. Extending her own ART with a joker as C adds 9 to her word and sheds
    # 10; extending Bob's CAT scores for Bob only (Ann only sheds her cards).
    assert plays[:2] == [Steal(1, "CHARTs"), Steal(1, "CHArTS")]  # +24 each: by notation
    assert set(plays) >= {Steal(1, "CHARTS"), Extend(1, "CHARTS"), Extend(2, "cHARTS")}
    assert plays.index(Steal(1, "CHARTS")) < plays.index(Extend(2, "cHARTS")) < plays.index(Extend(1, "CHARTS"))
    gains = [score_gain(game, play) for play in plays]
    assert gains == sorted(gains, reverse=True) and gains[0] == 24
    for play in plays:
        assert game.check(play) is None
        after = game.clone()
        after.apply(play)
        assert "CHARTS" in {w.word for w in after.table.values()}
    assert game.resolve("xyz") == [] and game.resolve("c4t") == []


def test_resolve_puts_the_play_that_scores_most_first_not_the_one_with_fewest_cards():
    """Taking S alone from CHATS sheds four hand cards, taking S and T from CARTS three:
    both make TENTS for Ann, so the first scores one more (S14) and comes first. (The list
    that asks how to play a word once offered +40 above +41 because it put fewer hand
    cards first.)"""
    words = WordList.from_words([*SMALL, "car"])
    game = game_at(["TENTQ", "DOGEA"], [(1, "CHATS"), (1, "CARTS")], words=words)
    plays = game.resolve("tents")
    gains = [score_gain(game, play) for play in plays]
    assert gains == sorted(gains, reverse=True)
    assert Take((TakeFrom(2, "ST"),), "TENTS") in plays and gains[0] > gains[-1]
    # Equal scores keep a fixed order: the fewest hand cards, then the notation.
    assert plays[:2] == [Take((TakeFrom(1, "S"),), "TENTS"), Take((TakeFrom(2, "S"),), "TENTS")]



def test_score_change_says_what_a_play_does_to_the_score_and_refuses_an_illegal_one():
    """S14: the number the app shows beside a play is the engine's, and it is what the
    score then does; ending or passing changes nothing at once."""
    words = WordList.from_words([*SMALL, "car"])
    game = game_at(["TENTQ", "DOGEA"], [(1, "CHATS"), (1, "CARTS")], words=words)
    for play in game.resolve("tents"):
        assert game.score_change(play) == score_gain(game, play)
        # Where it comes from, for the line after the play (app/shuffle_choice.played).
        table, out_of_hand, into_hand = game.score_parts(play)
        assert table + out_of_hand + into_hand == score_gain(game, play) and out_of_hand > 0 and into_hand == 0
    assert game.score_change(Pass()) == 0 and game.score_parts(Pass()) == (0, 0, 0)
    with pytest.raises(IllegalPlay):
        game.score_change(HandWord("DOG"))  # Ann holds no D, O or G
    with pytest.raises(IllegalPlay):
        game.score_change(EndTurn())  # nothing played yet: end is not legal


def test_describe_names_the_word_a_take_leaves_as_the_engine_plans_it():
    """S8: taking S from CARTS leaves CART, and a joker left behind keeps its case."""
    game = game_at(["TENT*", "DOGEA"], [(1, "CaRTS")])
    said = {play.notation(): game.describe(play) for play in game.resolve("tents")}
    assert said["take 1:S TENTS"] == "take S from Bob's CaRTS (leaving CaRT): TENTS"


def test_the_reviews_words_for_a_take_name_its_cards_from_the_hand_as_the_log_does():
    """A take rebuilding the word it took from ("take E, Q and U from Cy's EQuATE (leaving
    ATE): EQuATE") read as cheating: the review says the letter cards added from the hand
    (play-test h48), a joker among them in its own clause; a list's and a hint's line, of
    the player's own cards and kept short, do not."""
    words = WordList.from_words(["equate", "ate", "quate"], name="tiny")
    game = game_at(["AT*X", "DOGEAR", "BIL"], [(2, "EQuATE")], words=words)
    take = Take((TakeFrom(1, "EQu"),), "EQuATe")
    assert game.describe(take, hand_said=True) == (
        "take E, Q and U from Cy's EQuATE (leaving ATE): EQuATe with A and T from your hand - a joker from your hand as the second E"
    )
    assert game.describe(take, named=True, hand_said=True).endswith("EQuATe with A and T from Ann's hand - a joker from Ann's hand as the second E")
    assert game.describe(take) == "take E, Q and U from Cy's EQuATE (leaving ATE): EQuATe - a joker from your hand as the second E"


def test_describe_says_which_of_equal_letters_a_joker_stands_for():
    """ZOo and ZoO are different plays (see the S9 test on a joker's place), so the engine
    tells them apart in words, not by case alone (the log, the review); the app's list of
    ways shows one of them (app/shuffle_choice.py)."""
    words = WordList.from_words([*SMALL, "zoo", "toil", "til"])
    game = game_at(["OZ*", "DOGEA"], [(0, "TOIL")], words=words)
    said = {play.notation(): game.describe(play) for play in game.resolve("zoo")}
    assert said["ZOo"] == "new word ZOo from your hand - a joker from your hand as the second O"
    assert said["ZoO"] == "new word ZoO from your hand - a joker from your hand as the first O"
    assert said["take 1:O ZoO"].endswith("ZoO - a joker from your hand as the first O")
    assert len({text.lower() for text in said.values()}) == len(said)
    # A letter the word has once, or only as jokers, needs no place.
    two_jokers = game_at(["Z**", "DOGEA"], words=words)
    assert HandWord("Zoo") in two_jokers.resolve("zoo")
    assert two_jokers.describe(HandWord("Zoo")).endswith(" - two jokers from your hand, both as O")  # not "as O and as O"
    # Two jokers are said as two, each with its own "as" (the second Z is not the second E).
    mizzle = game_at(["MIZL**", "DOGEA"], words=WordList.from_words([*SMALL, "mizzle"]))
    assert mizzle.describe(HandWord("MIZzLe")) == (
        "new word MIZzLe from your hand - two jokers from your hand as the second Z and as E"
    )
    # Three jokers: "as" before each, and a place named where the word has the letter again.
    three = WordList.from_words([*SMALL, "chats", "totters"])
    chats = game_at(["HT***", "DOGEA"], words=three, rules=replace(RULES, jokers=3))
    assert chats.describe(HandWord("cHaTs")) == "new word cHaTs from your hand - three jokers from your hand as C, as A and as S"
    totters = game_at(["TTRS***", "DOGEA"], words=three, rules=replace(RULES, jokers=3))
    assert totters.describe(HandWord("toTTeRS")).endswith(" - three jokers from your hand as the first T, as O and as E")
    # Some of them the same letter: grouped ("as O, as O and as S" read as a slip too).
    zoos = game_at(["Z***", "DOGEA"], words=WordList.from_words([*SMALL, "zoos"]), rules=replace(RULES, jokers=3))
    assert zoos.describe(HandWord("Zoos")).endswith(" - three jokers from your hand, two as O and one as S")
    charts = game_at(["HRS*", "DOGEA"], [(1, "CAT"), (0, "ARt")])
    assert charts.describe(Extend(2, "cHARtS")) == "extend your ARt to cHARtS - a joker from your hand as C"

def test_describe_says_a_play_on_a_word_not_on_the_table_in_words_too():
    """describe never fails: a play on a word the table does not have (refused by check)
    is still said, naming the word by its number (it raised KeyError)."""
    game = game_at(["CATS", "DOGEA"], [(1, "ART")])
    assert game.describe(Extend(9, "CARTS")) == "extend word 9 to CARTS"
    assert game.describe(Steal(9, "CARTS")) == "steal word 9: CARTS"
    assert game.describe(Take((TakeFrom(9, "T"),), "CAT")).startswith("take T from word 9")
    assert game.describe(SwapJoker(9, "A")) == "swap your A for the joker in word 9"
    assert game.describe(Extend(1, "CART")) == "extend Bob's ART to CART (it stays Bob's)"  # one card: no one means it as a steal


def test_a_computer_seat_is_named_without_its_level_before_s():
    """"Bit's ART", not "Bit (normal)'s ART": the players panel says the level, and a
    possessive takes the short name (players.possessive); alone, a name keeps its level."""
    seats = [Player("Ann"), Player("Bit (normal)", computer="normal")]
    start = {"hands": ["CS", "DOGEA"], "table": [{"owner": 1, "word": "ART"}], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(RULES, SMALL, seats, start, 0)
    assert game.describe(Extend(1, "CART")) == "extend Bit's ART to CART (it stays Bit's)"
    game.apply(Extend(1, "CART"))
    assert "Ann extended Bit's ART to CART" in game.log[-1]
    assert [possessive(seat) for seat in game.view(0).seats] == ["Ann's", "Bit's"]
    assert possessive(Player("Bo (hard)")) == "Bo (hard)'s"  # a person's name is never cut


def test_a_resolved_play_is_planned_once_until_the_position_changes():
    """resolve plans each play; ranking, explain and apply use those plans (Want 1)."""
    game = game_at(["HRS*", "DOGEA"], [(1, "CAT"), (0, "ART")])
    plays = game.resolve("charts")
    plan = game.plan(plays[0])
    assert game.plan(plays[0]) is plan and game.resolve("charts") == plays
    assert game.explain("charts") is None
    game.apply(plays[0])
    after = game.plan(plays[0])
    assert after is not plan and after.rule == "S7"  # word 1 is gone: the steal is planned anew (and refused)


def test_resolve_uses_a_joker_for_a_missing_letter_and_takes():
    game = game_at(["TN*", "DOGEA"], [(1, "CARTS")])
    plays = game.resolve("TENS")
    assert Take((TakeFrom(1, "S"),), "TeNS") in plays
    assert HandWord("TeNs") not in plays  # one joker only


def test_explain_says_why_no_play_makes_a_word():
    game = game_at(["HRSEN", "DOGEA"], [(1, "ACT"), (1, "ART")])
    assert game.resolve("chat") == []
    assert game.explain("chat").rule == "S6"  # ACT's letters would change order
    assert game.explain("xyzzy").rule == "S11" and "XYZZY is not a word" in game.explain("xyzzy").message
    assert game.explain("dogs").rule == "S5"  # D, O, G are nowhere
    assert "D" in game.explain("dogs").message
    assert game.explain("at").rule == "S5"  # too short for an adult


def test_explain_first_play_and_takes():
    first = game_at(["CATSEN", "DOGEA"], first_played=[False, True])
    assert first.explain("cat").rule == "S4" and "4+" in first.explain("cat").message
    taking = game_at(["EN", "DOGEA"], [(1, "CART")])
    assert taking.resolve("ten") == []
    refusal = taking.explain("ten")
    assert refusal.rule == "S8" and "CAR, which is not a word" in refusal.message
    adult = game_at(["EA", "DOGEA"], [(1, "ART")])
    assert adult.resolve("ear") == []
    refusal = adult.explain("ear")
    assert refusal.rule == "S8" and "leave AT" in refusal.message and "3+" in refusal.message


def test_legal_actions_end_with_end_or_pass_and_are_all_legal():
    game = game_at(["TENSHR*", "DOGEARS"], [(1, "CAT"), (1, "CARTS")])
    actions = game.legal_actions()
    assert actions[-1] == Pass()
    assert len(actions) == len(set(actions))
    assert all(game.check(a) is None for a in actions)
    kinds = {a.kind for a in actions}
    assert kinds == {"word", "extend", "steal", "take", "pass"}
    game.apply(HandWord("TENS"))
    assert game.legal_actions()[-1] == EndTurn()


def test_legal_plays_by_kind_limit_and_rank():
    game = game_at(["TENSHR*", "DOGEARS"], [(1, "CAT"), (1, "CARTS")])
    everything = game.legal_plays()
    for kind, cls in (("word", HandWord), ("extend", Extend), ("steal", Steal), ("take", Take)):
        some = game.legal_plays(kind=kind)
        assert some and all(type(a) is cls for a in some)
        assert game.legal_plays(kind=cls) == some
        assert set(some) <= set(everything)
    assert len(game.legal_plays(kind="take", limit=3)) == 3
    ranked = game.legal_plays(rank=True)
    assert sorted(ranked, key=lambda a: a.notation()) == sorted(everything, key=lambda a: a.notation())
    gains = [score_gain(game, a) for a in ranked]
    assert gains == sorted(gains, reverse=True)
    with pytest.raises(ValueError):
        game.legal_plays(kind="juggle")
    assert hand_of(game, 0) == "*EHNRST"


def test_explain_a_take_of_letters_that_cannot_all_leave_the_same_word_valid():
    """S8: CARTS gives R (leaving CATS) or T (leaving CARS), but not both (CAS)."""
    words = WordList.from_words([*SMALL, "trod", "cars"])
    game = game_at(["OD", "DOGEA"], [(1, "CARTS")], words=words)
    assert game.resolve("trod") == []
    refusal = game.explain("trod")
    assert (refusal.rule, refusal.message) == ("S8", "Taking R and T from CARTS would leave CAS, which is not a word.")


def test_S7_an_extension_of_anothers_word_says_the_steal_it_is_not():
    """S6/S7: a long word extended by fewer cards than it has letters stays its owner's, and
    says why it is no steal (the standard ruleset: RESTRAINS adds 3 to Bob's 6-letter
    TRAINS). Enough cards for a steal: the extension says nothing more (its steal is listed
    beside it); one's own word is only ever extended; the review names the player."""
    words = WordList.from_words([*SMALL, "trains", "restrains", "strains"])
    game = game_at(["RESXYZQ", "DOGEA"], [(1, "TRAINS")], words=words)
    said = game.describe(Extend(1, "RESTRAINS"))
    assert said == "extend Bob's TRAINS to RESTRAINS (it stays Bob's: a steal needs 6+ cards)"
    assert game.describe(Extend(1, "RESTRAINS"), named=True).endswith("(it stays Bob's: a steal needs 6+ cards)")
    stealable = game_at(["SCT", "DOGEA"], [(1, "ART")], rules=replace(RULES, steal_cards_per_letter=0))
    assert stealable.describe(Extend(1, "CART")) == "extend Bob's ART to CART (it stays Bob's)"
    own = game_at(["RESXYZQ", "DOGEA"], [(0, "TRAINS")], words=words)
    assert own.describe(Extend(1, "RESTRAINS")) == "extend your TRAINS to RESTRAINS"
