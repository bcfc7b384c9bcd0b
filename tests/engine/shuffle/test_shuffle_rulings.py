"""One or more tests per Shuffle ruling (S1-S14), on hand-built positions."""

from __future__ import annotations

from collections import Counter

import pytest

from shuffle_helpers import RULES, SMALL, all_card_ids, game_at, hand_of, players, words_on_table
from wordcards.engine.errors import IllegalPlay
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
)


def refused(game, action, rule: str, *words: str) -> str:
    """Assert ``action`` is refused for ``rule`` and changes nothing; return the message."""
    before, log = game.state_key(), game.log
    refusal = game.check(action)
    assert refusal is not None, f"{action} was accepted"
    assert refusal.rule == rule, refusal
    for word in words:
        assert word in refusal.message, refusal.message
    with pytest.raises(IllegalPlay):
        game.apply(action)
    assert game.state_key() == before and game.log == log
    return refusal.message


# --- S1 deck --------------------------------------------------------------------------


def test_S1_deck_is_72_cards_with_unique_ids_every_letter_and_two_jokers():
    game = ShuffleGame.new(RULES, SMALL, players("Ann", "Bob"), seed=1)
    assert sorted(all_card_ids(game)) == list(range(72))
    cards = game.cards
    assert [c.id for c in cards] == list(range(72))
    assert [c.id for c in cards if c.is_joker] == [70, 71]
    counts = Counter(c.letter for c in cards if not c.is_joker)
    assert counts == dict(RULES.letter_counts)
    assert set(counts) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def test_S1_letter_values_count_on_the_table_and_against_the_hand_jokers_by_ruleset():
    game = game_at(["QZ*", "E"], [(0, "CaT")])
    ann = game.score(0)
    # C=3, joker on the table = 0, T=1; length 3 has no bonus.
    assert [(w.display, w.card_points, w.length_bonus) for w in ann.words] == [("CaT", 4, 0)]
    assert ann.hand_penalty == 10 + 10 + RULES.joker_hand_penalty
    assert RULES.joker_table_value == 0


# --- S2 players and deal --------------------------------------------------------------


@pytest.mark.parametrize("count", [2, 3, 4, 5, 6])
def test_S2_two_to_six_players_get_seven_cards_each(count):
    game = ShuffleGame.new(RULES, SMALL, players(*"ABCDEF"[:count]), seed=7)
    assert [len(h) for h in game.hands] == [7] * count
    assert len(game.deck) == 72 - 7 * count
    assert game.current == 0


@pytest.mark.parametrize("count", [1, 7])
def test_S2_other_numbers_of_players_are_refused(count):
    with pytest.raises(ValueError, match="2 to 6 players"):
        ShuffleGame.new(RULES, SMALL, players(*"ABCDEFG"[:count]), seed=7)


def test_S2_the_deal_comes_from_the_seed():
    one = ShuffleGame.new(RULES, SMALL, players("Ann", "Bob"), seed=42)
    again = ShuffleGame.new(RULES, SMALL, players("Ann", "Bob"), seed=42)
    other = ShuffleGame.new(RULES, SMALL, players("Ann", "Bob"), seed=43)
    assert one == again
    assert one.state_key() != other.state_key()


# --- S3 a turn ------------------------------------------------------------------------


def test_S3_the_turn_goes_on_after_a_play_and_end_draws_back_up_to_seven():
    game = game_at(["CATSTEN", "DOGEARS"], deck="EIOUALNRBDM")
    game.apply(HandWord("CAT"))
    assert game.current == 0 and game.turn == [HandWord("CAT")]
    game.apply(HandWord("TENS"))
    assert game.current == 0 and hand_of(game, 0) == ""
    game2 = game_at(["CATSTEN", "DOGEARS"], deck="EIOUALNRBDM")
    game2.apply(HandWord("CAT"))
    game2.apply(EndTurn())
    assert game2.current == 1
    assert len(game2.hands[0]) == 7 and hand_of(game2, 0) == "EEINOST"
    assert game2.log[-1] == "Ann drew 3 cards"
    assert len(game2.deck) == 8


def test_S3_end_needs_a_play_and_pass_needs_none():
    game = game_at(["CATSTEN", "DOGEARS"], deck="EIO")
    refused(game, EndTurn(), "S3")
    game.apply(HandWord("CAT"))
    refused(game, Pass(), "S3")


def test_S3_pass_draws_one_card_even_with_a_full_hand():
    game = game_at(["QZXJKVW", "DOGEARS"], deck="EIO")
    game.apply(Pass())
    assert len(game.hands[0]) == 8 and game.current == 1
    assert game.log[-1] == "Ann passed and drew a card"


def test_S3_playing_every_card_draws_seven_and_the_same_player_goes_again():
    game = game_at(["CAT", "DOGEARS"], deck="EIOUALNRBDMP")
    game.apply(HandWord("CAT"))
    assert game.hands[0] == [] and game.can_undo  # still this turn: undo is possible
    game.apply(EndTurn())
    assert game.current == 0
    assert len(game.hands[0]) == 7 and game.turn == [] and not game.can_undo
    assert game.log[-1] == "Ann played every card, drew 7 cards and plays again"


def test_S3_playing_every_card_with_a_short_deck_draws_what_is_left():
    game = game_at(["CAT", "DOGEARS"], deck="EI")
    game.apply(HandWord("CAT"))
    game.apply(EndTurn())
    assert game.current == 0 and hand_of(game, 0) == "EI"
    assert game.log[-2:] == ("Ann played every card, drew 2 cards and plays again", "The deck is empty")
    assert not game.is_over


# --- S4 first play --------------------------------------------------------------------


def test_S4_an_adult_first_play_of_three_letters_is_refused():
    game = game_at(["CATSEN", "DOGEARS"], first_played=[False, False])
    message = refused(game, HandWord("CAT"), "S4", "first play", "4+")
    assert "CAT has 3" in message
    game.apply(HandWord("CATS"))
    assert game.first_played[0]


def test_S4_a_junior_first_play_of_three_letters_is_accepted():
    game = game_at(["CATSEN", "DOGEARS"], first_played=[False, False], juniors=("Ann",))
    game.apply(HandWord("CAT"))
    assert words_on_table(game) == {1: (0, "CAT")}
    refused(game_at(["ATSEN", "DOG"], first_played=[False, False], juniors=("Ann",)), HandWord("AT"), "S4", "3+")


def test_S4_before_the_first_play_only_a_word_from_hand_is_allowed():
    game = game_at(["HRSEN", "DOGEARS"], [(1, "CAT"), (1, "CARTS")], first_played=[False, True])
    refused(game, Extend(1, "CHART"), "S4")
    refused(game, Steal(1, "CHARTS"), "S4")
    refused(game, Take((TakeFrom(2, "S"),), "TENS"), "S4")
    assert game.legal_plays() == []
    assert game.legal_actions() == [Pass()]


def test_S4_after_the_first_play_other_plays_follow_in_the_same_turn():
    game = game_at(["TENSHR", "DOGEARS"], [(1, "CAT")], first_played=[False, True])
    game.apply(HandWord("TENS"))
    game.apply(Extend(1, "CHART"))
    assert words_on_table(game) == {1: (1, "CHART"), 2: (0, "TENS")}


# --- S5 word from hand ----------------------------------------------------------------


def test_S5_an_adult_word_from_hand_needs_three_letters():
    game = game_at(["ATSEN", "DOGEARS"])
    refused(game, HandWord("AT"), "S5", "3+", "AT has 2")


def test_S5_the_word_is_made_of_hand_cards_only_and_belongs_to_the_player():
    game = game_at(["ATSEN", "DOGEARS"], [(1, "CAT")], current=0)
    refused(game, HandWord("CATS"), "S5", "CATS", "C")
    game.apply(HandWord("NEST"))
    assert words_on_table(game)[2] == (0, "NEST")
    assert hand_of(game, 0) == "A"


# --- S6 extend ------------------------------------------------------------------------


def test_S6_extend_keeps_the_old_letters_in_order_and_the_owner():
    game = game_at(["HRSEN", "DOGEARS"], [(1, "CAT")])
    old_cards = [p.card.id for p in game.table[1].placed]
    game.apply(Extend(1, "CHART"))
    word = game.table[1]
    assert (word.owner, word.display) == (1, "CHART")
    assert [word.placed[i].card.id for i in (0, 2, 4)] == old_cards  # C.A.T kept in order
    assert game.log[-1] == "Ann extended Bob's CAT to CHART"


def test_S6_extend_may_not_reorder_the_old_letters():
    game = game_at(["HRSEN", "DOGEARS"], [(1, "ACT")])
    refused(game, Extend(1, "CHAT"), "S6", "CHAT", "ACT", "order")


def test_S6_extending_someone_elses_word_scores_for_them():
    game = game_at(["HRSEN", "DOGEARS"], [(1, "CAT")])
    before = game.score(1).table_points
    game.apply(Extend(1, "CHART"))
    assert game.score(1).table_points == before + 4 + 1 + 2  # H, R and the 5-letter bonus
    assert game.score(0).table_points == 0


def test_S6_an_extension_adds_at_least_one_card():
    game = game_at(["HRSEN", "DOGEARS"], [(1, "CAT")])
    refused(game, Extend(1, "CAT"), "S6", "adds no card")


def test_S6_extending_your_own_word():
    game = game_at(["HRSEN", "DOGEARS"], [(0, "CAT")])
    game.apply(Extend(1, "CHART"))
    assert words_on_table(game) == {1: (0, "CHART")}
    assert game.log[-1] == "Ann extended CAT to CHART"


# --- S7 steal -------------------------------------------------------------------------


def test_S7_a_steal_needs_at_least_as_many_new_letters_counted_exactly():
    game = game_at(["STSEN", "DOGEAR"], [(1, "ART")])
    refused(game, Steal(1, "START"), "S7", "at least 3 new letters", "START adds 2")
    game.apply(Steal(1, "STARTS"))  # exactly 3 new letters
    assert words_on_table(game) == {2: (0, "STARTS")}
    assert game.log[-1] == "Ann stole ART from Bob: STARTS"


def test_S7_a_steal_keeps_the_old_letters_in_order():
    game = game_at(["STSEN", "DOGEAR"], [(1, "ART")])
    old_cards = [p.card.id for p in game.table[1].placed]
    game.apply(Steal(1, "STARTS"))
    word = game.table[2]
    assert [word.placed[i].card.id for i in (2, 3, 4)] == old_cards
    game = game_at(["STSEN", "DOGEAR"], [(1, "RAT")])
    refused(game, Steal(1, "STARTS"), "S7", "order")


def test_S7_your_own_word_is_extended_not_stolen():
    game = game_at(["STSEN", "DOGEAR"], [(0, "ART")])
    refused(game, Steal(1, "STARTS"), "S7", "your own word")
    game.apply(Extend(1, "STARTS"))
    assert words_on_table(game) == {1: (0, "STARTS")}


def test_S7_extending_another_players_word_by_enough_letters_is_not_a_steal():
    game = game_at(["STSEN", "DOGEAR"], [(1, "ART")])
    game.apply(Extend(1, "STARTS"))
    assert words_on_table(game) == {1: (1, "STARTS")}


# --- S8 take letters ------------------------------------------------------------------


def test_S8_take_a_letter_from_one_word():
    game = game_at(["TEN", "DOGEAR"], [(1, "CARTS")])
    game.apply(Take((TakeFrom(1, "S"),), "TENS"))
    assert words_on_table(game) == {1: (1, "CART"), 2: (0, "TENS")}
    assert game.log[-1] == "Ann took S from Bob's CARTS, leaving CART, and played TENS with T, E and N from their own hand"


def test_S8_the_log_names_whose_word_each_letter_was_taken_from():
    """The log said "Bit (expert) took H from THIN, leaving TIN, and played DUH", THIN being
    Ann's, while an extension's line said "extended Ann's SEE": the log is shared by the
    whole table, so each word taken from is named with its owner, the player's own as "their own"."""
    game = game_at(["NEO", "DOGEAR", "BIL"], [(1, "CARTS"), (2, "TENT")])
    game.apply(Take((TakeFrom(1, "S"), TakeFrom(2, "T")), "NEST"))
    assert game.log[-1] == (
        "Ann took S from Bob's CARTS, leaving CART, and T from Cy's TENT, leaving TEN, and played NEST with N and E from their own hand"
    )
    game = game_at(["TEN", "DOGEAR"], [(0, "CARTS")])
    game.apply(Take((TakeFrom(1, "S"),), "TENS"))
    assert game.log[-1] == "Ann took S from their own CARTS, leaving CART, and played TENS with T, E and N from their own hand"


def test_S8_take_from_two_words_at_once():
    game = game_at(["NEO", "DOGEAR", "BIL"], [(1, "CARTS"), (2, "TENT")])
    game.apply(Take((TakeFrom(1, "S"), TakeFrom(2, "T")), "NEST"))
    assert words_on_table(game) == {1: (1, "CART"), 2: (2, "TEN"), 3: (0, "NEST")}
    assert hand_of(game, 0) == "O"


def test_S8_the_log_and_refusals_list_letters_taken_never_run_together():
    """The log said 'Bob took HOW from SHADOW', read as the word HOW; the play's message said 'H, O and W'."""
    game = game_at(["EAX", "DOGEAR"], [(1, "STENT")])
    message = refused(game, Take((TakeFrom(1, "ST", "ENT"),), "SEAT"), "S8")
    assert message.startswith("Taking S and T from STENT")
    game.apply(Take((TakeFrom(1, "ST"),), "SEAT"))
    assert game.log[-1] == "Ann took S and T from Bob's STENT, leaving TEN, and played SEAT with E and A from their own hand"


def test_S8_a_take_leaving_a_two_letter_word_is_refused_for_an_adult():
    game = game_at(["EAI", "DOGEAR"], [(1, "ART")])
    refused(game, Take((TakeFrom(1, "R"),), "EAR"), "S8", "ART", "AT", "3+")


def test_S8_a_take_leaving_a_two_letter_word_is_allowed_for_a_junior():
    game = game_at(["EAI", "DOGEAR"], [(1, "ART")], juniors=("Ann",))
    game.apply(Take((TakeFrom(1, "R"),), "EAR"))
    assert words_on_table(game) == {1: (1, "AT"), 2: (0, "EAR")}


def test_S8_taking_every_letter_of_a_word_says_it_would_leave_nothing():
    game = game_at(["SEN", "DOGEAR"], [(1, "CAT")])
    message = refused(game, Take((TakeFrom(1, "CAT"),), "CATS"), "S8", "would leave nothing", "3+")
    assert "leave ;" not in message


def test_S8_a_take_and_an_explanation_name_what_is_left_alike():
    """The refusal of a take and the explanation of its word say the same: the word left
    behind in capitals, a joker among them too (as the other S8 refusals write it)."""
    game = game_at(["EAI", "DOGEAR"], [(1, "aRT")])
    checked = refused(game, Take((TakeFrom(1, "R"),), "EAR"), "S8", "would leave AT;", "3+")
    assert game.explain("ear").message == checked


def test_S8_a_take_must_leave_a_valid_word():
    game = game_at(["EIO", "DOGEAR"], [(1, "CART")])
    refused(game, Take((TakeFrom(1, "A"),), "AEI"), "S8", "CRT", "not a word")


def test_S8_at_least_as_many_hand_cards_as_letters_taken_counted_exactly():
    game = game_at(["AEN", "DOGEAR", "BIL"], [(1, "CARTS"), (2, "TENT")])
    refused(game, Take((TakeFrom(1, "S"), TakeFrom(2, "T")), "SAT"), "S8", "at least 2 cards", "SAT adds 1")
    game.apply(Take((TakeFrom(1, "S"), TakeFrom(2, "T")), "NEST"))  # 2 taken, 2 from hand


def test_S8_say_which_word_stays_when_two_could():
    game = game_at(["EA", "DOGEAR"], [(1, "STARTS")])
    message = refused(game, Take((TakeFrom(1, "S"),), "SEA"), "S8", "START", "TARTS")
    assert "1:S=START" in message
    game.apply(Take((TakeFrom(1, "S", "TARTS"),), "SEA"))
    assert words_on_table(game) == {1: (1, "TARTS"), 2: (0, "SEA")}
    assert game.actions[-1].notation() == "take 1:S=TARTS SEA"


def test_S8_shortened_words_keep_their_owners_and_the_new_word_is_the_takers():
    game = game_at(["NEO", "DOGEAR", "BIL"], [(0, "CARTS"), (2, "TENT")], current=0)
    game.apply(Take((TakeFrom(1, "S"), TakeFrom(2, "T")), "NEST"))
    owners = {w.display: w.owner for w in game.table.values()}
    assert owners == {"CART": 0, "TEN": 2, "NEST": 0}


# --- S9 jokers ------------------------------------------------------------------------


def test_S9_a_joker_is_played_as_a_named_letter():
    game = game_at(["CT*", "DOGEAR"])
    game.apply(HandWord("CaT"))
    word = game.table[1]
    assert word.display == "CaT" and word.word == "CAT"
    assert word.placed[1].card.is_joker and word.placed[1].letter == "A"


def test_S9_joker_letters_are_kept_when_a_word_is_stolen():
    game = game_at(["STSEN", "DOGEAR"], [(1, "aRT")])
    refused(game, Steal(1, "STARTS"), "S9", "STaRTS")
    game.apply(Steal(1, "STaRTS"))
    word = game.table[2]
    assert word.display == "STaRTS" and word.placed[2].card.is_joker and word.placed[2].letter == "A"


def test_S9_joker_letters_are_kept_when_a_word_is_extended_or_taken_from():
    game = game_at(["HRTEN", "DOGEAR"], [(1, "CaT"), (1, "CARTs")])
    game.apply(Extend(1, "CHaRT"))
    refused(game, Take((TakeFrom(2, "s"),), "TENS"), "S8", "TENS", "s")
    game.apply(Take((TakeFrom(2, "s"),), "TENs"))
    assert words_on_table(game) == {1: (1, "CHaRT"), 2: (1, "CART"), 3: (0, "TENs")}


def test_S8_a_take_that_rebuilds_the_word_it_took_from_names_the_cards_from_the_hand():
    """"took E, Q and U from Cy's EQuATE, leaving ATE, and played EQuATE" read as cheating:
    legal (S8: the taken letters and hand cards form the new word), but the line did not
    say which cards came from the hand. A joker among the taken letters (u) is marked, as
    are the jokers of every word the line names (engine/log_line.py)."""
    words = WordList.from_words(["equate", "ate"], name="tiny")
    game = game_at(["ATEX", "DOGEAR", "BIL"], [(2, "EQuATE")], words=words)
    game.apply(Take((TakeFrom(1, "EQu"),), "EQuATE"))
    line = game.log[-1]
    assert line == "Ann took E, Q and U from Cy's EQuATE, leaving ATE, and played EQuATE with A, T and E from their own hand"
    assert "".join(line[at] for at in line.jokers) == "Uuu"  # the U taken, then the u of each EQuATE
    # A joker among the hand's cards is named by its letter, and marked as one.
    game = game_at(["T*N", "DOGEAR"], [(1, "CARTS")])
    game.apply(Take((TakeFrom(1, "S"),), "TeNS"))
    line = game.log[-1]
    assert line == "Ann took S from Bob's CARTS, leaving CART, and played TeNS with T, E and N from their own hand"
    assert [line[at] for at in line.jokers] == ["e", "E"] and line.jokers[1] == line.index("E and N")


def test_S9_the_log_says_where_every_joker_it_names_is_and_nothing_else():
    """A junior's Ab (b a joker) and cAt have no joker word's shape in the text: the line
    itself says where its jokers are. Names are never jokers (Al, JoJo)."""
    words = WordList.from_words(["ab", "cat", "cats", "scat"], name="tiny")
    game = game_at(["A*", "DOGEAR"], words=words, names=("JoJo", "Al"), juniors=("JoJo",), first_played=[True, True])
    game.apply(HandWord("Ab"))
    assert game.log[-1] == "JoJo played Ab" and game.log[-1].jokers == (len("JoJo played Ab") - 1,)
    game = game_at(["SX", "DOGEAR"], [(1, "cAt")], words=words, names=("JoJo", "Al"), first_played=[True, True])
    game.apply(Extend(1, "cAtS"))
    line = game.log[-1]
    assert line == "JoJo extended Al's cAt to cAtS"
    assert "".join(line[at] for at in line.jokers) == "ctct" and line.jokers[0] == len("JoJo extended Al's ")


# --- S10 joker swap -------------------------------------------------------------------


def test_S10_swap_a_joker_for_the_letter_it_stands_for():
    game = game_at(["AEN", "DOGEAR"], [(1, "CaT")])
    joker = game.table[1].placed[1].card
    game.apply(SwapJoker(1, "A"))
    assert game.table[1].display == "CAT"
    assert joker in game.hands[0] and hand_of(game, 0) == "*EN"
    assert game.log[-1] == "Ann swapped A for the joker in Bob's CaT: CAT"
    # It counts as a play (S3): the turn ends with "end", not "pass", and can be undone.
    assert game.can_undo and game.check(EndTurn()) is None and game.check(Pass()) is not None


def test_S10_the_log_names_whose_word_the_joker_was_swapped_out_of():
    """"Bit (expert) swapped L for the joker in ANAlYZE: ANALYZE" did not say whose word it was."""
    game = game_at(["AEN", "DOGEAR"], [(0, "CaT")])
    game.apply(SwapJoker(1, "A"))
    assert game.log[-1] == "Ann swapped A for the joker in their own CaT: CAT"
    game = game_at(["AEN", "DOGEAR", "BIL"], [(2, "CaT")], names=("Ann", "Bit (expert)", "Cy"))
    game.apply(SwapJoker(1, "A"))
    assert game.log[-1] == "Ann swapped A for the joker in Cy's CaT: CAT"


def test_S10_a_swap_needs_the_letter_in_hand():
    game = game_at(["EN", "DOGEAR"], [(1, "CaT")])
    refused(game, SwapJoker(1, "A"), "S10", "no A")
    refused(game, SwapJoker(1, "C"), "S10", "no joker standing for C")


def test_S10_a_word_with_two_jokers_for_one_letter_needs_the_position():
    game = game_at(["TEN", "DOGEAR"], [(1, "tENt")])
    refused(game, SwapJoker(1, "T"), "S10", "swap 1 T@1")
    assert game.legal_plays(kind="swap") == [SwapJoker(1, "T", 1), SwapJoker(1, "T", 4)]
    game.apply(SwapJoker(1, "T", 4))
    assert game.table[1].display == "tENT"


def test_S10_no_swap_before_the_first_play():
    game = game_at(["AEN", "DOGEAR"], [(1, "CaT")], first_played=[False, True])
    refused(game, SwapJoker(1, "A"), "S4")


# --- S11 valid words ------------------------------------------------------------------


def test_S11_an_invalid_word_is_refused_saying_which_word_and_nothing_changes():
    game = game_at(["CATSEN", "DOGEAR"], [(1, "ART")])
    refused(game, HandWord("TACS"), "S11", "TACS is not a word")
    refused(game, Extend(1, "CARTN"), "S11", "CARTN is not a word")


def test_S11_words_compare_without_case():
    game = game_at(["CATSEN", "DOGEAR"])
    assert game.resolve("Cats") == game.resolve("CATS") == game.resolve("cats") == [HandWord("CATS")]


# --- S12 juniors ----------------------------------------------------------------------


def test_S12_junior_is_per_player_at_one_table():
    game = game_at(["ATEQ", "ATO", "DOG"], [(2, "ART")], juniors=("Bob",))
    refused(game, HandWord("AT"), "S5")  # Ann, an adult
    refused(game, Take((TakeFrom(1, "R"),), "EAR"), "S8", "3+")
    game.apply(HandWord("EAT"))
    game.apply(EndTurn())
    assert game.current == 1
    game.apply(HandWord("AT"))  # Bob, a junior
    assert words_on_table(game)[3] == (1, "AT")


def test_S12_a_junior_may_leave_a_two_letter_word_in_an_adults_word():
    game = game_at(["RE", "ERA"], [(0, "ART")], juniors=("Bob",), current=1)
    game.apply(Take((TakeFrom(1, "R"),), "EAR"))
    assert words_on_table(game) == {1: (0, "AT"), 2: (1, "EAR")}



def test_S9_a_jokers_place_among_equal_letters_can_matter_later():
    """AdD and ADd both read ADD, but they are different plays, so resolve offers both:
    once an extension puts letters between the Ds, the joker stays on its side (S6: the
    old letters keep their order; S9: a joker stays a joker), and then a take (S8) of
    the joker leaves AIDE from one word and AIED, not a word, from the other."""
    words = WordList.from_words([*SMALL, "add", "aided", "aide", "dot"])
    assert {HandWord("AdD"), HandWord("ADd")} <= set(game_at(["AD*OT", "IEQ"], words=words).resolve("add"))
    outcomes = {}
    for display, extended, other in (("AdD", "AIdED", "AIDEd"), ("ADd", "AIDEd", "AIdED")):
        game = game_at(["AD*OT", "IEQ"], words=words, deck="")
        game.apply(HandWord(display))
        game.apply(EndTurn())
        assert game.check(Extend(1, other)).rule == "S9"  # Bob cannot move the joker ...
        game.apply(Extend(1, extended))  # ... so its side of the new I and E is fixed
        game.apply(EndTurn())
        outcomes[display] = game.is_legal(Take((TakeFrom(1, "d"),), "dOT"))
    assert outcomes == {"AdD": False, "ADd": True}

# --- S13 end --------------------------------------------------------------------------


def test_S13_the_game_ends_when_the_deck_is_empty_and_a_player_has_no_cards():
    game = game_at(["CAT", "DOGEAR"], deck="")
    game.apply(HandWord("CAT"))
    assert not game.is_over  # the player may still take the play back
    game.apply(EndTurn())
    assert game.is_over and game.outcome is not None
    assert game.log[-2:] == ("Ann played every card", "Game over: Ann wins with 5 points")
    assert game.legal_actions() == [] and game.check(Pass()).rule == "turn"


def test_S13_the_game_ends_after_a_full_round_of_passes_with_an_empty_deck():
    game = game_at(["QZX", "JKV", "WYF"], deck="")
    game.apply(Pass())
    game.apply(Pass())
    assert not game.is_over
    game.apply(Pass())
    assert game.is_over
    assert game.outcome.scores == (-28, -17, -12)
    assert game.outcome.winners == (2,)


def test_S13_a_pass_that_draws_a_card_does_not_count_towards_the_end():
    game = game_at(["QZX", "JKV"], deck="W")
    game.apply(Pass())  # draws the last card
    assert game.log[-2:] == ("Ann passed and drew a card", "The deck is empty")
    game.apply(Pass())
    assert not game.is_over  # Ann's pass drew a card: she may be able to play now
    game.apply(Pass())
    assert game.is_over


def test_S13_a_play_breaks_the_run_of_passes():
    game = game_at(["QZX", "CATJ"], deck="")
    game.apply(Pass())
    game.apply(HandWord("CAT"))
    game.apply(EndTurn())
    game.apply(Pass())
    assert not game.is_over
    game.apply(Pass())
    assert game.is_over


def test_S13_an_empty_hand_with_cards_in_the_deck_does_not_end_the_game():
    game = game_at(["CAT", "DOGEAR"], deck="E")
    game.apply(HandWord("CAT"))
    game.apply(EndTurn())
    assert not game.is_over and game.current == 0 and hand_of(game, 0) == "E"



def test_S13_pass_ends_game_says_when_a_pass_would_complete_the_round():
    """The app warns before a pass that ends the game; the engine says when that is."""
    game = game_at(["QZX", "JKV", "WYF"], deck="")
    assert not game.pass_ends_game()  # Bob and Cy still have their turns
    game.apply(Pass())
    assert not game.pass_ends_game()
    game.apply(Pass())
    assert game.pass_ends_game()  # Ann and Bob passed with the deck empty: Cy's pass ends it
    game.apply(Pass())
    assert game.is_over and not game.pass_ends_game()


def test_S13_pass_ends_game_is_false_while_a_pass_draws_or_after_a_play():
    drawing = game_at(["QZX", "JKV"], deck="W")
    drawing.apply(Pass())  # Ann drew the last card: her pass does not count
    assert not drawing.pass_ends_game()
    played = game_at(["QZX", "CATJ"], deck="")
    played.apply(Pass())
    assert played.pass_ends_game()  # Bob's pass would end it ...
    played.apply(HandWord("CAT"))
    assert not played.pass_ends_game()  # ... but after a play he ends the turn, not passes

# --- S14 score ------------------------------------------------------------------------


def test_S14_score_is_card_values_plus_length_bonus_minus_the_hand():
    game = game_at(["E*", "DOG"], [(0, "CHART"), (0, "ART"), (1, "CaT")])
    ann = game.score(0)
    assert [(w.display, w.card_points, w.length_bonus, w.total) for w in ann.words] == [
        ("CHART", 10, 2, 12),
        ("ART", 3, 0, 3),
    ]
    assert ann.hand_penalty == 1 + RULES.joker_hand_penalty
    assert ann.total == 12 + 3 - 6
    assert game.view(0).seats[0].score == ann.total
    # Others see Ann's table points, never a total that would reveal her hand's value.
    assert game.view(1).seats[0].table_points == 15 and game.view(1).seats[0].score is None


def test_S14_the_length_bonus_of_long_words_is_the_longest_listed():
    assert RULES.bonus(3) == 0 and RULES.bonus(5) == 2 and RULES.bonus(8) == 10 and RULES.bonus(12) == 10


def test_S14_a_winner_with_1_point_is_told_in_the_singular():
    # docs/decisions/app.md: counts agree with their nouns. Ann: TEA 3 - hand E and A 2 = 1.
    game = game_at(["EA", "Q"], [(0, "TEA")], deck="")
    game.apply(Pass())
    game.apply(Pass())
    assert game.is_over and game.outcome.winners == (0,) and game.outcome.scores[0] == 1
    assert game.log[-1] == "Game over: Ann wins with 1 point"


def test_S14_a_tie_is_shared():
    game = game_at(["Q", "Z"], deck="")
    game.apply(Pass())
    game.apply(Pass())
    assert game.is_over and game.outcome.winners == (0, 1)
    assert game.log[-1] == "Game over: Ann and Bob share the win with -10 points"
