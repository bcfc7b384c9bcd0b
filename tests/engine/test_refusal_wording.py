"""The two games refuse the same mistakes in the same words (one program, docs/decisions/app.md
"One shape for both games"): a word not in the list, a word with other characters, a word too
short, letters the hand lacks. Each game keeps its own reasons where its rules differ."""

from __future__ import annotations

from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.rummy import Meld
from wordcards.engine.rummy.cards import full_deck, parse_cards
from wordcards.engine.shuffle import HandWord, ShuffleGame
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList
from wordcards.words.wordlist import left_out_key

WORDS = WordList.from_words("cat cats act tac tact at ta eel see".split(), name="refusal-tests")
PLAYERS = (Player("Ann"), Player("Bob"))


def shuffle_game(words: WordList = WORDS) -> ShuffleGame:
    start = {"hands": ["CATSQ", "DOGEA"], "current": 0, "first_played": [True, True]}
    return ShuffleGame.from_position(default_ruleset("shuffle"), words, PLAYERS, start, 0)


def rummy_match(least: int | None = None, words: WordList = WORDS) -> RummyMatch:
    rules = default_ruleset("rummy")
    mine = set(parse_cards("Cr Ar Tr Sr Qb", rules.colours))
    rest = [str(c) for c in full_deck(rules) if c not in mine]
    position = {"hands": ["Cr Ar Tr Sr Qb", " ".join(rest[:7])], "discard_pile": rest[7], "draw_pile": " ".join(rest[8:])}
    position.update(phase="play", current=0)
    return RummyMatch.from_position(rules, words, list(PLAYERS), position, 1)


def test_a_word_not_in_the_list_is_refused_in_the_same_words():
    """Shuffle said "QAT is not a word.", rummy "QAT is not a word in the word list."."""
    for game in (shuffle_game(), rummy_match()):
        assert game.explain("qat").message == "QAT is not a word in the word list."


def test_a_word_left_out_of_the_shipped_list_on_purpose_is_refused_as_such():
    """A play-tester typed a word the build leaves out (wordlists/left_out.txt) and was told
    it is "not a word in the word list": in play, the short reason, whatever the tier (the
    '+word' house line is for 'wordcards check' to offer, and never for a slur)."""
    words = WordList.from_words(WORDS)
    words.left_out = {left_out_key("scat"): "vulgar", left_out_key("tacs"): "slur"}
    for game in (shuffle_game(words), rummy_match(words=words)):
        assert game.explain("scat").message == "SCAT is left out of the shipped word list on purpose."
        assert game.explain("Tacs").message == "TACS is left out of the shipped word list on purpose."
        assert game.explain("qat").message == "QAT is not a word in the word list."
    assert shuffle_game(words).check(HandWord("SCAT")).message == "SCAT is left out of the shipped word list on purpose."
    meld = Meld(tuple(parse_cards("Sr Cr Ar Tr", default_ruleset("rummy").colours)))
    assert rummy_match(words=words).check(meld).message == "SCAT is left out of the shipped word list on purpose."
    # A house line that brings the word back makes it a word again: nothing left out about it.
    assert words.with_house(["scat"], []).left_out_tier("scat") is None
    assert words.with_house([], ["cat"]).left_out_tier("scat") == "vulgar"


def test_S11_R10_a_word_the_house_file_took_out_is_refused_naming_the_file_and_its_line(tmp_path):
    """A play-tester's '-cats' line: the game said "CATS is not a word in the word list.",
    where 'wordcards check cats' said the house words removed it."""
    from wordcards.words.wordlist import apply_house

    path = tmp_path / "house.txt"
    path.write_text("# ours\n-cats\n", encoding="utf-8")
    words = apply_house(WORDS, path)
    said = "CATS is taken out by the house words: house.txt, line 2 ('-cats')."
    for game in (shuffle_game(words), rummy_match(words=words)):
        assert game.explain("cats").message == said
    assert shuffle_game(words).check(HandWord("CATS")).message == said
    meld = Meld(tuple(parse_cards("Cr Ar Tr Sr", default_ruleset("rummy").colours)))
    refusal = rummy_match(words=words).check(meld)
    assert refusal.rule == "R10" and refusal.message == said


def test_a_word_with_other_characters_is_refused_in_the_same_words():
    """Shuffle said "'C-T' is not a word: letters A to Z only.", rummy "'c-t' ... (letters only)"."""
    for game in (shuffle_game(), rummy_match()):
        assert game.explain("c-t").message == "'C-T' is not a word: letters A to Z only."


def test_letters_the_hand_lacks_are_named_in_the_same_words():
    """Shuffle: "You lack ... for EEL"; rummy said "EEL needs letters you do not hold: E, E, L."."""
    # Counted, not listed: "Z, O and O for ZOO" read as a list to check (a play-tester).
    assert shuffle_game().explain("eel").message == "You lack E twice and L for EEL, and no table word gives them."
    assert rummy_match().explain("eel").message == "You lack E twice and L for EEL."


def test_a_letter_lacking_more_than_once_is_counted_in_words_no_plural_reads_as():
    """"two As", "four Is", "two Us" read as the words "as", "is", "us" (a review)."""
    from collections import Counter

    from wordcards.engine.wording import lacking_letters

    assert lacking_letters(Counter("AAIIIIUUL"), Counter()) == "A twice, I four times, U twice and L"


def test_a_letter_held_once_and_needed_twice_is_lacked_as_a_second_one():
    """TACT with one T in hand: "You lack T for TACT" read as a mistake to a player holding a T."""
    assert shuffle_game().explain("tact").message == "You lack a second T for TACT, and no table word gives it."
    assert rummy_match().explain("tact").message == "You lack a second T for TACT."


def test_a_word_too_short_is_refused_in_the_same_words():
    """Shuffle: "A word needs 3+ letters; AT has 2."; rummy said "AT is too short: a word has
    at least 3 letters." (a family's ruleset may ask 3 letters of a rummy word)."""
    assert shuffle_game().explain("at").message == "A word needs 3+ letters; AT has 2."
    match = rummy_match()
    match.min_length = lambda seat: 3  # type: ignore[method-assign]  # a family's ruleset
    assert match.explain("at").message == "A word needs 3+ letters; AT has 2."


def test_ending_a_turn_with_no_play_says_what_a_pass_would_draw():
    """With the deck empty the refusal still said "pass instead (you draw a card)", beside
    a footer saying "Pass (the deck is empty)": it says what a pass does now."""
    from wordcards.engine.shuffle import EndTurn

    start = {"hands": ["CATSQ", "DOGEA"], "current": 0, "first_played": [True, True]}
    with_deck = ShuffleGame.from_position(default_ruleset("shuffle"), WORDS, PLAYERS, start, 0)
    assert with_deck.check(EndTurn()).message == "You have made no play this turn: pass instead (you draw a card)."
    empty = ShuffleGame.from_position(default_ruleset("shuffle"), WORDS, PLAYERS, {**start, "deck": ""}, 0)
    assert empty.check(EndTurn()).message == (
        "You have made no play this turn: pass instead (the deck is empty: you draw nothing)."
    )


def test_S11_R10_a_word_not_in_the_familys_own_list_names_that_list_as_check_does(tmp_path):
    """A play-tester's 'CD' with --wordlist mywords.txt: the game said "not a word in the word
    list." where 'wordcards check' names the list ('mywords'). The shipped list stays unnamed."""
    from wordcards.words import load_wordlist
    from wordcards.words.wordlist import apply_house

    path = tmp_path / "mywords.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    words = load_wordlist(path)
    for game in (shuffle_game(words), rummy_match(words=words)):
        assert game.explain("qat").message == "QAT is not a word in the word list 'mywords'."
    meld = Meld(tuple(parse_cards("Qb Ar Tr", default_ruleset("rummy").colours)))
    assert rummy_match(words=words).check(meld).message == "QAT is not a word in the word list 'mywords'."
    house = tmp_path / "house.txt"
    house.write_text("+qi\n", encoding="utf-8")
    with_house = apply_house(words, house)  # named as 'wordcards check' names it
    assert shuffle_game(with_house).explain("qat").message == f"QAT is not a word in the word list '{with_house.name}'."


def test_rummy_says_the_colour_rule_for_a_repeated_letter_plainly():
    """A play-tester read "it needs its first occurrences N, O, E one colour; its second
    occurrences N one colour" as jargon (R4)."""
    rules = default_ruleset("rummy")
    hand = "Nr Ob Ng Er"
    mine = set(parse_cards(hand, rules.colours))
    rest = [str(c) for c in full_deck(rules) if c not in mine]
    position = {"hands": [hand, " ".join(rest[:7])], "discard_pile": rest[7], "draw_pile": " ".join(rest[8:]), "phase": "play", "current": 0}
    match = RummyMatch.from_position(rules, WordList.from_words(["none"], name="none"), list(PLAYERS), position, 1)
    refusal = match.explain("none")
    assert refusal.rule == "R4"
    assert refusal.message.startswith(
        "Your cards cannot make NONE under the colour rule: N, O and E must be one colour (the second N may be another). You hold "
    ), refusal.message
