"""The rules as played (rules_text.py) cover every ruling, follow the ruleset in use, and
agree with docs/rules.md."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from wordcards.app.widgets.common.flow import said_plainly
from wordcards.choice import load_words
from wordcards.resources import ruleset_path
from wordcards.rules_text import card_note, card_rows, juniors_note, markdown, markdown_for, rulings, shuffle_open_questions
from wordcards.rulesets import default_ruleset, parse_ruleset

REPO = Path(__file__).resolve().parents[1]
RULINGS = REPO.parent / "shared" / "RULINGS.md"


def ruling_texts(game: str, *edits: tuple[str, str]) -> dict[str, str]:
    """The rulings' texts by id for ``game``'s shipped ruleset, each (old, new) edit made
    to its YAML first; an edit that finds nothing fails, not a test passing on the shipped one."""
    return {r.id: r.text for r in rulings(edited_ruleset(game, *edits))}


def edited_ruleset(game: str, *edits: tuple[str, str]):
    """``game``'s shipped ruleset with each (old, new) edit made to its YAML (ruling_texts)."""
    text = ruleset_path(game).read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, f"{old!r} is not in the {game} ruleset"
        text = text.replace(old, new)
    return parse_ruleset(text, "x.yaml")


def _numbered(ids: list[str], prefix: str) -> bool:
    return ids == [f"{prefix}{n}" for n in range(1, len(ids) + 1)]


def test_one_paragraph_per_ruling_in_order():
    shuffle_ids = [r.id for r in rulings(default_ruleset("shuffle"))]
    rummy_ids = [r.id for r in rulings(default_ruleset("rummy"))]
    assert _numbered(shuffle_ids, "S") and "S15" in shuffle_ids
    assert _numbered(rummy_ids, "R") and "R11" in rummy_ids


def test_titles_match_the_rulings_file_when_it_is_there():
    """RULINGS.md lives beside the repository in the shared folder (not in a clean clone).
    Every ruling it holds, however many, has its paragraph with the same title, and no more."""
    if not RULINGS.exists():
        pytest.skip(f"{RULINGS} is not there")
    titles = dict(re.findall(r"\*\*([SR]\d+) ([^*]+?)\.?\*\*", RULINGS.read_text(encoding="utf-8")))
    assert titles, "no rulings found in RULINGS.md"
    ours = {r.id: r.title for game in ("shuffle", "rummy") for r in rulings(default_ruleset(game))}
    assert ours == titles


def test_S1_says_the_letter_values_of_the_ruleset_in_use():
    """S1 read "rarer letters are worth more", untrue of a family's ruleset where a common
    letter is worth the most (as R1's "commoner letters higher" was): S1 names the letters
    at each end of the values, as the ruleset has them."""
    shipped = ruling_texts("shuffle")["S1"]
    assert "(Q and Z are worth 10; A, E, I, L, N, O, R, S, T and U are worth 1)" in shipped
    custom = ruling_texts("shuffle", ("A: {count: 6, value: 1}", "A: {count: 6, value: 10}"))["S1"]
    assert "(A, Q and Z are worth 10; E, I, L, N, O, R, S, T and U are worth 1)" in custom
    assert "rarer" not in custom


def test_S15_R11_say_who_starts_and_that_matches_end():
    texts = {r.id: r.text for game in ("shuffle", "rummy") for r in rulings(default_ruleset(game))}
    assert "--first" in texts["S15"] and "moves one place each game" in texts["S15"]
    assert "after 25 hands" in texts["R11"] and "--max-hands" in texts["R11"]
    assert "after 1 hand " in ruling_texts("rummy", ("max_hands: 25 ", "max_hands: 1 "))["R11"]


def test_S1_S2_S4_numbers_come_from_the_ruleset():
    custom = ruling_texts("shuffle", ("hand_size: 7 ", "hand_size: 6 "), ("first_play: {adult: 4, junior: 3}", "first_play: {adult: 5, junior: 5}"))
    assert "6 cards each" in custom["S2"]
    assert "draw back up to 6 cards" in custom["S3"]
    assert "5+ letters made only" in custom["S4"] and "junior" not in custom["S4"]


def test_S7_S8_wording_follows_the_cards_per_letter():
    texts = ruling_texts("shuffle", ("new_cards_per_old_letter: 1", "new_cards_per_old_letter: 2"))
    assert "at least 2 for each letter of the word" in texts["S7"]
    assert "at least as many as the letters you took" in texts["S8"]


def test_S14_bonus_table_is_spelled_out():
    s14 = {r.id: r.text for r in rulings(default_ruleset("shuffle"))}["S14"]
    assert "4 letters: 1" in s14 and "8 or more: 10" in s14


def test_S12_R4_say_that_juniors_play_word_rummy_by_the_same_rules():
    """A "jr" beside a name in Word Rummy changed nothing, and nothing said so but playing.md:
    R4 (Ctrl+R, wordcards rules rummy) and the match's first log line say it; a ruleset that
    lets juniors play shorter words says that instead."""
    rummy = default_ruleset("rummy")
    assert "A word has 2+ letters. Juniors play Word Rummy by the same rules." in {r.id: r.text for r in rulings(rummy)}["R4"]
    # Word Rummy's ruling, not Shuffle's S12; at the end, so the hand-off can drop it.
    assert juniors_note(rummy, ["Cy"]) == "Cy is a junior: in Word Rummy juniors play by the same rules, so every word is 2+ letters (R4)"
    assert juniors_note(rummy, ["Cy", "Di"]).startswith("Cy and Di are juniors: in Word Rummy juniors play")
    assert said_plainly(juniors_note(rummy, ["Cy"])).endswith("every word is 2+ letters")
    assert juniors_note(rummy, []) is None
    easier = ruleset_path("rummy").read_text(encoding="utf-8").replace("{adult: 2, junior: 2}", "{adult: 3, junior: 2}")
    custom = parse_ruleset(easier, "x.yaml")
    assert "3+ letters (2+ for a junior)." in rulings(custom)[3].text and "same rules" not in rulings(custom)[3].text
    assert juniors_note(custom, ["Cy"]) == "Cy is a junior and may play shorter words in Word Rummy: 2+ letters (adults 3+) (R4)"
    assert juniors_note(custom, ["Cy"]).count(":") == 1  # review: the earlier wording had two


@pytest.mark.parametrize(
    "wording",
    [
        "Cy is a junior and may play shorter words in Word Rummy: 2+ letters (adults 3+) (R4)",  # today's
        "Cy is a junior: in Word Rummy juniors need shorter words: 2+ letters (adults 3+) (R4)",  # the earlier
        "Cy is a junior: in Word Rummy juniors play by the same rules, so every word is 2+ letters (R4)",
    ],
)
def test_R4_a_saved_rummy_juniors_note_in_any_versions_wording_is_known(wording):
    from wordcards.rules_text import is_juniors_note

    rummy = default_ruleset("rummy")
    assert is_juniors_note(wording, rummy, ["Cy"])
    assert not is_juniors_note(wording, rummy, ["Di"])
    assert not is_juniors_note("Cy is a junior and may sit by the window", rummy, ["Cy"])


def test_S12_the_juniors_note_says_what_shuffles_rules_let_a_junior_play_shorter():
    """Play-test r34a: with the shipped rules a junior's words may be 2 letters long, but
    after the "first play: 3+" tip nothing said so; the note names each length that differs.
    Review: the S8 length is the shortest a word may be left with ("must keep", not "may
    keep", which read as an allowance), in one sentence with one colon."""
    from wordcards.rules_text import is_juniors_note

    shuffle = default_ruleset("shuffle")
    note = juniors_note(shuffle, ["Cy"])
    assert note == (
        "Cy is a junior and may play shorter words in Shuffle: a first play of 3+ letters (adults 4+), "
        "words of 2+ letters (adults 3+) and a word they take letters from must keep 2+ letters (adults 3+) (S12)"
    )
    assert note.count(":") == 1 and "may keep" not in note
    assert is_juniors_note(note, shuffle, ["Cy"]) and said_plainly(note).endswith("must keep 2+ letters (adults 3+)")
    assert juniors_note(shuffle, ["Cy", "Di"]).startswith("Cy and Di are juniors and may play shorter words in Shuffle: ")
    only_words = edited_ruleset("shuffle", ("first_play: {adult: 4, junior: 3}", "first_play: {adult: 4, junior: 4}"),
                                    ("left_behind: {adult: 3, junior: 2}", "left_behind: {adult: 3, junior: 3}"))
    assert juniors_note(only_words, ["Cy"]) == "Cy is a junior and may play shorter words in Shuffle: words of 2+ letters (adults 3+) (S12)"
    same = edited_ruleset("shuffle", ("first_play: {adult: 4, junior: 3}", "first_play: {adult: 4, junior: 4}"),
                              ("word: {adult: 3, junior: 2}", "word: {adult: 3, junior: 3}"),
                              ("left_behind: {adult: 3, junior: 2}", "left_behind: {adult: 3, junior: 3}"))
    assert juniors_note(same, ["Cy"]) == "Cy is a junior: in this ruleset juniors need words as long as adults do (S12)"


@pytest.mark.parametrize(
    "wording",
    [
        "Cy is a junior and may play shorter words in Shuffle: words of 2+ letters (adults 3+) (S12)",  # today's
        "Cy is a junior: in Shuffle juniors need shorter words: a first play of 3+ letters (adults 4+), "
        "words of 2+ letters (adults 3+) and a word they take letters from may keep 2+ letters (adults 3+) (S12)",  # the earlier
        "Cy is a junior (S12): juniors play Shuffle with shorter words.",  # the first
    ],
)
def test_S12_a_saved_shuffle_juniors_note_in_any_versions_wording_is_known(wording):
    from wordcards.rules_text import is_juniors_note

    shuffle = default_ruleset("shuffle")
    assert is_juniors_note(wording, shuffle, ["Cy"])
    assert not is_juniors_note(wording, shuffle, ["Di"])
    assert not is_juniors_note("Cy is a junior and may sit by the window", shuffle, ["Cy"])


def test_R2_R7_numbers_come_from_the_ruleset():
    texts = {r.id: r.text for r in rulings(default_ruleset("rummy"))}
    assert "7 cards each for 2 to 6 players, 6 cards each for 7 players and 5 cards each for 8 players" in texts["R2"]
    assert "150 points" in texts["R7"]


def test_card_rows():
    shuffle_rows = card_rows(default_ruleset("shuffle"))
    assert len(shuffle_rows) == 26 and sum(c for _, c, _ in shuffle_rows) == 70
    assert ("Q", 1, 10) in shuffle_rows
    rummy_rows = card_rows(default_ruleset("rummy"))
    assert all(count == 3 for _, count, _ in rummy_rows)


def test_docs_rules_md_is_generated_from_rules_text():
    shipped = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    assert shipped == markdown(), "docs/rules.md is stale: python -m wordcards.rules_text > docs/rules.md"


def test_answers_to_open_questions_are_printed_with_the_ruling_they_complete():
    from wordcards.rules_text import open_questions
    from wordcards.rulesets import default_ruleset

    for game, prefix in (("shuffle", "S"), ("rummy", "R")):
        answers = open_questions(default_ruleset(game))
        assert answers and all(a.id.startswith(prefix) and a.text for a in answers)
    text = markdown()
    assert "Shuffle: questions the rulings leave open" in text and "Word Rummy: questions the rulings leave open" in text
    assert "may not discard the card you just took" in text


def test_S9_the_jokers_answer_says_the_order_the_list_of_ways_uses():
    """The list of ways to play a word puts the most points first, a joker's ways too
    (app/shuffle_choice.py): the answer said it put the ways that keep the joker first."""
    from wordcards.app.shuffle_choice import ways_title
    from wordcards.rules_text import open_questions

    jokers = next(a for a in open_questions(default_ruleset("shuffle")) if a.id == "S9")
    assert "keep your joker" not in jokers.text and "the most points first" in jokers.text
    assert ways_title("CARTES", 3).endswith("3 ways, the most points first:")


def test_R11_rules_as_played_put_a_matchs_chosen_numbers_in_place_of_the_defaults():
    from wordcards.rules_text import rules_as_played

    rummy = default_ruleset("rummy")
    played = rules_as_played(rummy, {"variant": "standard", "target": 90, "max_hands": 7, "first": 1})
    assert (played.target, played.max_hands, played.default_hands) == (90, 7, rummy.default_hands)
    assert rules_as_played(rummy, {"variant": "inverse", "deals": 3}).default_deals == 3
    assert rules_as_played(rummy, {"variant": "advanced", "minutes": 20}).default_minutes == 20
    shuffle = default_ruleset("shuffle")
    assert rules_as_played(shuffle, {"first": 1}) is shuffle


def test_R11_rulings_as_played_say_a_standard_match_saved_before_the_limit_has_none():
    """An old save's ruleset is filled in with 1000 hands it never plays to: its R11 said
    "ends after 1000 hands". A seat's view names the missing limit as None: the same."""
    from wordcards.rules_text import rulings_as_played

    old = dataclasses.replace(default_ruleset("rummy"), max_hands=1000)  # as record.FIELDS_OLDER_SAVES_LACK fills it

    def r11(options) -> str:
        return next(ruling.text for ruling in rulings_as_played(old, options) if ruling.id == "R11")

    for saved in ({"variant": "standard", "target": 90, "first": 1}, {"variant": "standard", "target": 90, "max_hands": None}):
        assert r11(saved).startswith("This match was saved before standard matches had a hand limit, and it has none")
        assert "at least one player has 90 points (R7)" in r11(saved) and "1000" not in r11(saved)
    assert "ends after 25 hands" in r11({"variant": "standard", "target": 90, "max_hands": 25})
    assert r11({"variant": "advanced", "hands": 5}).startswith("A standard match (R7) also ends after")  # not this match's
    shuffle = default_ruleset("shuffle")
    assert rulings_as_played(shuffle, {}) == rulings(shuffle)


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"variant": "standard", "target": 150, "max_hands": 25}, "Standard scoring: to 150 points, at most 25 hands."),
        ({"variant": "standard", "target": 150}, "Standard scoring: to 150 points."),  # a save from before R11
        ({"variant": "advanced", "hands": 5}, "Advanced scoring: 5 hands."),
        ({"variant": "advanced", "minutes": 20}, "Advanced scoring: 20 minutes, the hand in progress then finished."),
        ({"variant": "inverse", "deals": 3}, "Inverse scoring: 3 deals."),
        # Play-testers: "1 hands", "1 deals", "to 1 points" (a count agrees with its noun).
        ({"variant": "standard", "target": 1, "max_hands": 1}, "Standard scoring: to 1 point, at most 1 hand."),
        ({"variant": "advanced", "hands": 1}, "Advanced scoring: 1 hand."),
        ({"variant": "advanced", "minutes": 1}, "Advanced scoring: 1 minute, the hand in progress then finished."),
        ({"variant": "inverse", "deals": 1}, "Inverse scoring: 1 deal."),
        ({}, None),  # Shuffle: no match length to say
    ],
)
def test_R11_match_summary_says_how_long_the_match_lasts_before_it_starts(options, said):
    from wordcards.rules_text import match_summary

    assert match_summary(options) == said


def test_R7_R11_rules_as_played_to_one_point_and_one_hand_say_so_in_the_singular():
    """--target 1 --max-hands 1: the rules screen said "has 1 points" (R7)."""
    from wordcards.rules_text import rules_as_played, rummy_rulings

    played = rules_as_played(default_ruleset("rummy"), {"variant": "standard", "target": 1, "max_hands": 1})
    text = " ".join(ruling.text for ruling in rummy_rulings(played))
    assert "at least one player has 1 point (" in text and "ends after 1 hand (" in text
    assert "1 points" not in text and "1 hands" not in text


def test_S3_S8_R8_answers_to_open_questions_take_their_numbers_from_the_ruleset():
    """A family's hand of 9 reads "9 or more" (S3), its junior left-behind minimum (S8) and
    its last pad row (R8) are the ones named, not the shipped 7, 2 and 8."""
    from wordcards.rules_text import open_questions

    text = ruleset_path("shuffle").read_text(encoding="utf-8").replace("hand_size: 7 ", "hand_size: 9 ")
    text = text.replace("left_behind: {adult: 3, junior: 2}", "left_behind: {adult: 4, junior: 3}")
    answers = " ".join(a.text for a in open_questions(parse_ruleset(text, "x.yaml")))
    assert "even with 9 or more in hand" in answers and "a junior may leave a 3-letter word" in answers
    same = text.replace("left_behind: {adult: 4, junior: 3}", "left_behind: {adult: 3, junior: 3}")
    answers = " ".join(a.text for a in open_questions(parse_ruleset(same, "x.yaml")))
    assert "left-behind minimum." in answers and "junior may leave" not in answers  # S12: nothing easier
    text = ruleset_path("rummy").read_text(encoding="utf-8").replace("pad_rows: [2, 3, 4, 5, 6, 7, 8]", "pad_rows: [2, 3, 4, 5, 6]")
    answers = " ".join(a.text for a in open_questions(parse_ruleset(text, "x.yaml")))
    assert "A word longer than 6 fills the 6 row" in answers


def test_S1_one_joker_is_singular():
    text = ruleset_path("shuffle").read_text(encoding="utf-8").replace("  jokers: 2", "  jokers: 1")
    rules = parse_ruleset(text, "x.yaml")
    assert "70 letter cards and 1 joker." in {r.id: r.text for r in rulings(rules)}["S1"]
    assert card_note(rules).startswith("70 letter cards + 1 joker = 71 cards.")


def test_S1_S9_S10_S14_a_deck_with_no_jokers_says_nothing_of_jokers_scores():
    """A play-tester: with jokers: 0 the rules said "and 0 jokers ... A joker scores 0 on the
    table and costs 5 if it is left in your hand"."""
    text = ruleset_path("shuffle").read_text(encoding="utf-8").replace("  jokers: 2", "  jokers: 0")
    rules = parse_ruleset(text, "x.yaml")
    texts = {r.id: r.text for r in rulings(rules)}
    assert texts["S1"].startswith("The deck has 70 letter cards and no jokers.")
    assert "joker" not in texts["S1"].replace("no jokers", "") and "joker" not in texts["S14"]
    assert texts["S9"] == texts["S10"] == "This deck has no jokers (jokers: 0 in the ruleset)."
    assert not [answer for answer in shuffle_open_questions(rules) if "joker" in answer.text.lower()]
    assert card_note(rules) == "70 letter cards, no jokers."
    assert "| joker |" not in markdown_for(rules)


def test_S14_a_bonus_table_with_gaps_reads_as_spans():
    """A length left out takes the bonus of the listed length below it (S14), so the rules
    must not say "4 letters: 1" when a 5-letter word also gets 1."""
    text = ruleset_path("shuffle").read_text(encoding="utf-8")
    text = text[: text.index("length_bonus:")] + "length_bonus: {4: 1, 6: 4, 9: 12}\n"
    rules = parse_ruleset(text, "x.yaml")
    s14 = {r.id: r.text for r in rulings(rules)}["S14"]
    assert "(4 to 5 letters: 1; 6 to 8 letters: 4; 9 or more: 12; shorter words get none)" in s14
    assert (rules.bonus(5), rules.bonus(8), rules.bonus(3)) == (1, 4, 0)


def test_S9_the_joker_answer_says_what_the_choice_list_shows():
    """The answer said "the real card is usually the better play", but the list of ways to
    play a word put CRaW (a joker for the A held) above CRAW: for a cheap letter the joker
    scores more at once (it no longer costs 5 in hand); for a dear one (Z, 10) the real card does."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.words import default_wordlist

    rules = default_ruleset("shuffle")
    answer = next(r.text for r in shuffle_open_questions(rules) if r.title == "Jokers")
    assert "usually the better" not in answer and f"costs {rules.joker_hand_penalty}" in answer
    start = {"hands": ["ZOO*", "EENOTAI"], "table": []}
    game = ShuffleGame.from_position(rules, default_wordlist(), (Player("Ann"), Player("Bob")), start)
    ways = [play.word for play in game.resolve("zoo")]  # the list's order: the most points first
    assert ways.index("ZOo") < ways.index("ZOO") < ways.index("zOO")


def test_R1_says_the_letter_values_of_the_ruleset_in_use():
    """A family's ruleset with A: 1 still read "commoner letters higher" above a card table
    showing A = 1: R1 names the letters at each end of the values, as the ruleset has them."""
    shipped = ruling_texts("rummy")["R1"]
    assert "(A, E, O and T are worth 5; J, K, Q, V, X and Z are worth 1)" in shipped
    custom = ruling_texts("rummy", ("    A: 5\n", "    A: 1\n"))["R1"]
    assert "(E, O and T are worth 5; A, J, K, Q, V, X and Z are worth 1)" in custom
    assert "commoner" not in custom


@pytest.mark.parametrize(
    ("saved", "said", "whose", "cards"),
    [((1, 1), "A word has 2+ letters. Juniors play Word Rummy by the same rules.", "a word", "the cards"),
     ((2, 1), "A word has 2+ letters. Juniors put down words in Word Rummy by the same rules.", "a junior's word", "a junior's cards"),
     ((3, 1), "A word has 3+ letters (2+ for a junior).", "a junior's word", "a junior's cards")],
)
def test_R4_an_old_saves_minimum_of_one_reads_as_the_game_is_played_now(saved, said, whose, cards):
    """A save made before ruleset files were held to 2+ letters keeps its minimum of 1, and
    the rules screen said "A word has 1+ letters" while one typed letter discards there."""
    import dataclasses

    from wordcards.rulesets import Lengths

    old = dataclasses.replace(default_ruleset("rummy"), min_word_length=Lengths(*saved))
    r4 = {r.id: r.text for r in rulings(old)}["R4"]
    assert r4.startswith(
        f"{said} This game was saved when {whose} could have 1 letter: its 1-letter words stay on the table, and "
        f"{cards} left in hand at the end of a hand may still make 1-letter words (R7), but no new word has "
        "1 letter, since one letter + Enter discards. Number each letter"
    ), r4
    assert "1+" not in r4
    if saved == (1, 1):
        assert juniors_note(old, ["Cy"]) == "Cy is a junior: in Word Rummy juniors play by the same rules, so every word is 2+ letters (R4)"


def test_S12_R4_an_old_saves_junior_minimum_of_one_under_an_adult_two_says_juniors_now_play_the_same_words():
    """A save with adult 2 and junior 1 is played with 2+ letters for everyone, but R4 left out
    that juniors play by the same rules and no juniors note was made (they read the ruleset as
    saved). Only the words are the same: the engine still arranges a junior's cards left in
    hand into 1-letter words at a hand's end (R7), so A scores 1 there, not -5 as an adult's."""
    import dataclasses

    from wordcards.engine.players import Player
    from wordcards.engine.rummy import RummyMatch
    from wordcards.engine.rummy.arrangement import best_arrangement
    from wordcards.rulesets import Lengths

    old = dataclasses.replace(default_ruleset("rummy"), min_word_length=Lengths(2, 1))
    match = RummyMatch.new(old, load_words(None, None), (Player("Ann"), Player("Cy", junior=True)), 2)
    two_as = [card for card in match.all_cards() if card.letter == "A"][:2]
    assert best_arrangement(two_as, match.words, old, match.min_length(1)).score == 2  # Cy's
    assert best_arrangement(two_as, match.words, old, match.min_length(0)).score == -10  # Ann's
    assert juniors_note(old, ["Cy"]) == (
        "Cy is a junior: in Word Rummy juniors now put down words by the same rules, so every new word is 2+ "
        "letters, but a junior's cards left in hand at the end of a hand may still make 1-letter words (R4)"
    )
    shorter = juniors_note(dataclasses.replace(old, min_word_length=Lengths(3, 1)), ["Cy"])
    assert shorter == "Cy is a junior and may play shorter words in Word Rummy: 2+ letters (adults 3+) (R4)"  # 2+ for a junior


def test_R4_R11_the_rummy_rules_speak_to_players_not_ruleset_authors():
    """The rules screen (Ctrl+R) told a family at the table that "a house ruleset may not set
    min_word_length ... the ruleset check refuses it with the file, key and line", and how a
    match saved before the hand limit plays: README ("Rulesets") and docs/decisions say them."""
    from wordcards.rules_text import open_questions

    rummy = default_ruleset("rummy")
    text = " ".join(r.title + " " + r.text for r in (*rulings(rummy), *open_questions(rummy)))
    for authors_only in ("min_word_length", "ruleset check", "file, key and line", "saved before", "Words of one letter"):
        assert authors_only not in text, authors_only
    assert "min_word_length" in (REPO / "README.md").read_text(encoding="utf-8")


def test_R11_a_rules_screen_puts_the_matchs_numbers_in_once(monkeypatch):
    """The rules screen put the match's numbers into the ruleset three times over (the
    screen, its renderable, and the rulings in it): once, its R11 still the match's."""
    import wordcards.rules_text as rules_text
    from wordcards.app.screens.rulebook import RulesScreen, rules_renderable

    applied = []
    real = rules_text.rules_as_played
    monkeypatch.setattr(rules_text, "rules_as_played", lambda rules, options: applied.append(options) or real(rules, options))
    raw = default_ruleset("rummy")
    screen = RulesScreen(raw, {"variant": "standard", "target": 90, "max_hands": 7})
    shown = "\n".join(getattr(part, "plain", "") for part in rules_renderable(screen.rules, screen.options).renderables)
    assert len(applied) == 1 and raw == default_ruleset("rummy")  # the ruleset given is left as set up
    assert "ends after 7 hands" in shown and "ends after 25 hands" not in shown


@pytest.mark.parametrize(
    ("options", "ruling", "said", "not_said"),
    [
        # Play-test r34a: "--minutes 7" read "7 with --minutes alone", but alone gives 30.
        ({"variant": "advanced", "minutes": 7}, "R8", "(30 with --minutes alone, 7 in this match;", "7 with --minutes alone"),
        ({"variant": "advanced", "hands": 3}, "R8", "hands (5 unless you choose, 3 in this match)", "3 unless you choose"),
        ({"variant": "inverse", "deals": 3}, "R9", "deals (5 unless you choose, 3 in this match)", "3 unless you choose"),
        (
            {"variant": "standard", "target": 150, "max_hands": 4},
            "R11",
            "ends after 4 hands in this match (25 unless you choose: --max-hands changes it)",
            "the limit comes from self-play",  # 4 was the player's choice, 25 came from self-play
        ),
        (
            {"variant": "standard", "target": 90, "max_hands": 25},
            "R7",
            "has 90 points in this match (150 unless you choose: --target changes it)",
            "90 points (--target changes it)",
        ),
    ],
)
def test_R7_R8_R9_R11_rules_as_played_say_the_default_as_default_and_the_matchs_choice_as_its_own(options, ruling, said, not_said):
    from wordcards.rules_text import rulings_as_played

    text = next(r.text for r in rulings_as_played(default_ruleset("rummy"), options) if r.id == ruling)
    assert said in text and not_said not in text


@pytest.mark.parametrize(
    "options",
    [{"variant": "advanced", "minutes": 30}, {"variant": "advanced", "hands": 5}, {"variant": "inverse", "deals": 5}, {"variant": "standard", "target": 150, "max_hands": 25}],
)
def test_R7_R8_R9_R11_a_match_that_keeps_the_defaults_reads_as_the_rules_do(options):
    """"in this match" only where the match chose another number than the ruleset's."""
    from wordcards.rules_text import rulings_as_played

    rummy = default_ruleset("rummy")
    assert rulings_as_played(rummy, options) == rulings(rummy)


def test_R8_the_rules_screen_says_the_default_beside_the_matchs_minutes():
    """Ctrl+R in a match of --minutes 7 (play-test r34a): the screen said "7 with --minutes alone"."""
    from wordcards.app.screens.rulebook import RulesScreen, rules_renderable

    screen = RulesScreen(default_ruleset("rummy"), {"variant": "advanced", "minutes": 7})
    shown = " ".join(getattr(part, "plain", "") for part in rules_renderable(screen.rules, screen.options, screen.defaults).renderables)
    assert "(30 with --minutes alone, 7 in this match;" in shown and "7 with --minutes alone" not in shown
