"""The rules as played here, in plain words: one paragraph per ruling (S1..S15, R1..R11).

The numbers come from the ruleset in use, so ``wordcards rules shuffle --ruleset mine.yaml``
tells a family the rules they chose. ``docs/rules.md`` is generated from this module with
the shipped rulesets (``python -m wordcards.rules_text > docs/rules.md``); a test checks
that the two agree. Pure text: no rich, no textual (the CLI and the app do the styling).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence

from wordcards import games
from wordcards.engine.wording import and_list, counted
from wordcards.games import TITLES as GAME_TITLES
from wordcards.rulesets import LETTERS, RUMMY_SHORTEST_WORD, Lengths, RummyRules, ShuffleRules


@dataclass(frozen=True)
class Ruling:
    id: str  # "S1", "R4", ...
    title: str
    text: str


# A game's options and the ruleset number each one stands in for (rummy: R7, R11; R8; R9).
_CHOSEN = {
    "target": "target",
    "max_hands": "max_hands",
    "hands": "default_hands",
    "minutes": "default_minutes",
    "deals": "default_deals",
}


def rules_as_played(rules: Any, options: Mapping[str, Any]) -> Any:
    """The ruleset with the numbers this game chose (--target, --max-hands, --hands, ...) in
    place of the ruleset's defaults, so the rules shown during a match say what it plays to
    (R11: "ends after 2 hands", not the default 25)."""
    chosen = {
        field: options[key]
        for key, field in _CHOSEN.items()
        if isinstance(options.get(key), int) and hasattr(rules, field)
    }
    return replace(rules, **chosen) if chosen else rules


def rulings_as_played(rules: Any, options: Mapping[str, Any]) -> tuple[Ruling, ...]:
    """The rulings of this game (its own numbers, ``rules_as_played``, beside the defaults)."""
    return rulings_of_played(rules_as_played(rules, options), options, rules)


def rulings_of_played(played: Any, options: Mapping[str, Any], defaults: Any = None) -> tuple[Ruling, ...]:
    """The rulings of ``played``, a ruleset with the game's numbers in already
    (``rules_as_played``); ``defaults``: the ruleset they were chosen from, so that a chosen
    number is said as this match's beside the default (R8: "30 with --minutes alone, 7 in this
    match"). A standard match saved before R11 has no hand limit (its ruleset was filled in
    with the most a file may set, engine.record.FIELDS_OLDER_SAVES_LACK, and the rules said
    "ends after 1000 hands"): its R11 says it has none."""
    said = rulings(played, defaults)
    if not _saved_without_a_hand_limit(played, options):
        return said
    return tuple(_rummy_no_hand_limit(played) if ruling.id == "R11" else ruling for ruling in said)


def _saved_without_a_hand_limit(rules: Any, options: Mapping[str, Any]) -> bool:
    """A match of the variant that ends after max_hands hands (R11) whose options have none
    (RummyMatch plays it with no limit)."""
    limited = games.entry_of(rules).hand_limit
    return limited is not None and options.get("variant") == limited and not options.get("max_hands")


def standard_length(target: int, max_hands: int | None) -> str:
    """A standard match's length (R7, R11): "to 150 points, at most 25 hands"; a match saved
    before R11 has no hand limit: "to 150 points"."""
    length = f"to {counted(target, 'point')}"
    return f"{length}, at most {counted(max_hands, 'hand')}" if max_hands else length


def match_summary(options: Mapping[str, Any]) -> str | None:
    """How long the match chosen lasts, said before it starts (the setup screen): "Standard
    scoring: to 150 points, at most 25 hands."; None for a game without variants. No rule id:
    a family does not know them (the rules screen has them), and the other variants name none."""
    variant = options.get("variant")
    if not isinstance(variant, str):
        return None
    # A seat's view names every length, those its variant does not use as None.
    if options.get("target") is not None:
        length = standard_length(options["target"], options.get("max_hands"))
    elif options.get("minutes") is not None:
        length = f"{counted(options['minutes'], 'minute')}, the hand in progress then finished"
    elif options.get("hands") is not None:
        length = counted(options["hands"], "hand")
    elif options.get("deals") is not None:
        length = counted(options["deals"], "deal")
    else:
        return None
    return f"{variant.capitalize()} scoring: {length}."


# --- small phrases ---------------------------------------------------------------------


def _min_length(adult: int, junior: int, junior_does: str = "for a junior") -> str:
    if adult == junior:
        return f"{adult}+ letters"
    return f"{adult}+ letters ({junior}+ {junior_does})"


def _per_letter(n: int, as_many_as: str, for_each: str) -> str:
    """S7/S8: how many hand cards a steal or take needs (a ruleset key, 1 by default)."""
    if n == 0:
        return "at least one"
    if n == 1:
        return f"at least as many as {as_many_as}"
    return f"at least {n} for each letter {for_each}"


def _bonus_table(rules: ShuffleRules) -> str:
    """S14's table as a family wrote it; a length left out takes the bonus of the listed
    length below it, so a gap reads as a span ("4 to 5 letters: 1")."""
    table = list(rules.length_bonus)
    parts = []
    for (length, bonus), (following, _) in zip(table, table[1:]):
        lengths = f"{length} letters" if following == length + 1 else f"{length} to {following - 1} letters"
        parts.append(f"{lengths}: {bonus}")
    length, bonus = table[-1]
    parts.append(f"{length} or more: {bonus}")
    shortest = table[0][0]
    below = "; shorter words get none" if shortest > 1 else ""
    return "; ".join(parts) + below


def _hand_sizes(rules: RummyRules) -> str:
    """R2: "7 cards each for 2 to 6 players, 6 for 7 players, 5 for 8 players"."""
    runs: list[tuple[int, int, int]] = []  # (first count, last count, size)
    for count, size in rules.hand_sizes:
        if not rules.min_players <= count <= rules.max_players:
            continue
        if runs and runs[-1][2] == size and runs[-1][1] == count - 1:
            runs[-1] = (runs[-1][0], count, size)
        else:
            runs.append((count, count, size))
    phrases = []
    for first, last, size in runs:
        who = f"{first} players" if first == last else f"{first} to {last} players"
        phrases.append(f"{counted(size, 'card')} each for {who}")
    return and_list(phrases)


def _letter_values(rules: ShuffleRules | RummyRules, value_counts_for: str) -> str:
    """S1's and R1's values, said from the ruleset's own (a family's may make A 1: "rarer
    letters are worth more", "commoner letters higher" were then untrue): the range, and
    the letters at each end; ``value_counts_for``: what a card's value counts for."""
    values = dict(rules.letter_values)
    low, high = min(values.values()), max(values.values())
    if low == high:
        return f"Every letter has the value {high}: {value_counts_for}."

    def worth(value: int) -> str:
        letters = sorted(letter for letter, v in values.items() if v == value)
        return f"{and_list(letters)} {'is' if len(letters) == 1 else 'are'} worth {value}"

    return (
        f"Each letter has a value from {low} to {high} ({worth(high)}; {worth(low)}), shown in the "
        f"card table: {value_counts_for}."
    )


# --- Shuffle ---------------------------------------------------------------------------


_SHUFFLE_VALUES_COUNT = (
    "a card's value counts for you while it is in a word on the table and against you if it is "
    "still in your hand at the end"
)


# S9 and S10 keep their numbers when a house ruleset has no jokers (jokers: 0): the rulings
# are cited by number, so they say there is nothing to play.
_NO_JOKERS = "This deck has no jokers (jokers: 0 in the ruleset)."


def shuffle_rulings(rules: ShuffleRules) -> tuple[Ruling, ...]:
    first, word, left = rules.first_play_min, rules.word_min, rules.left_behind_min
    hand = rules.hand_size
    return (
        Ruling("S1", "Deck", (
            f"The deck has {rules.deck_size} cards: {rules.letter_cards} letter cards and "
            f"{counted(rules.jokers, 'joker')}. Every letter A-Z is in it at least once, common letters "
            "more often (the card table shows how many). "
            f"{_letter_values(rules, _SHUFFLE_VALUES_COUNT)} A joker scores "
            f"{rules.joker_table_value} on the table and costs {rules.joker_hand_penalty} if "
            "it is left in your hand."
        ) if rules.jokers else (
            f"The deck has {rules.deck_size} letter cards and no jokers. Every letter A-Z is in it at least once, "
            "common letters more often (the card table shows how many). "
            f"{_letter_values(rules, _SHUFFLE_VALUES_COUNT)}"
        )),
        Ruling("S2", "Players and deal", (
            f"{rules.min_players} to {rules.max_players} players, {counted(hand, 'card')} each. "
            "Players take turns in seat order."
        )),
        Ruling("S3", "A turn", (
            "On your turn make any number of plays, none included, then end the turn. If you "
            f"made at least one play, draw back up to {counted(hand, 'card')} (as many as the deck still "
            f"has). If you played every card in your hand, draw {hand} new cards and take another "
            "turn at once. If you made no play, draw 1 card (if the deck has one) and pass: "
            "passing is always allowed, it is what \"if you can do nothing\" means here."
        )),
        Ruling("S4", "First play", (
            f"Your first play of the game is a word of {_min_length(first.adult, first.junior)} "
            "made only from cards in your hand. Until you have made it you can make no other "
            "kind of play."
        )),
        Ruling("S5", "Word from hand", (
            f"Put down a word of {_min_length(word.adult, word.junior)} from your hand. "
            "It is your word."
        )),
        Ruling("S6", "Extend", (
            "Add one or more cards from your hand to any word on the table, yours or another "
            "player's. The word's letters keep their order; your new letters can go anywhere in "
            "it. The word keeps its owner: extending another player's word gets cards out of your "
            "hand, but the points go to them."
        )),
        Ruling("S7", "Steal", (
            "Take another player's whole word and add cards from your hand ("
            f"{_per_letter(rules.steal_cards_per_letter, 'the word has letters', 'of the word')}) to "
            "make a new word. The old letters keep their order; the new ones can go anywhere. The "
            "new word is yours. Adding to your own word is an extend (S6), not a steal."
        )),
        Ruling("S8", "Take letters", (
            "Take one or more letters from one or more words on the table (anyone's) and add cards "
            f"from your hand ({_per_letter(rules.take_cards_per_letter, 'the letters you took', 'you took')}). The "
            "taken letters and your cards, in any order, make a new word "
            f"of {_min_length(word.adult, word.junior)} that is yours. Every word that loses "
            f"letters must still be a word of {_min_length(left.adult, left.junior, 'when a junior takes')}, "
            "its remaining letters in their old order; it keeps its owner."
        )),
        Ruling("S9", "Jokers", (
            "A joker is played as a letter you name, and it stays that letter while it is on the "
            "table, also when its word is extended, stolen or taken from."
        ) if rules.jokers else _NO_JOKERS),
        Ruling("S10", "Joker swap", (
            "If you hold the letter that a joker on the table stands for, you may put your card in "
            "the joker's place and take the joker into your hand. That counts as a play."
        ) if rules.jokers else _NO_JOKERS),
        Ruling("S11", "Valid words", (
            "A word counts if it is in the word list in use (capitals don't matter): the shipped "
            "English list, or your own list, with any house words added or removed. A play that "
            "would make any word that is not on the list is refused with a message that says which "
            "word and which rule, and nothing changes."
        )),
        Ruling("S12", "Junior players", (
            "Each player is an adult or a junior, so a family can seat both at one table. A "
            "junior's shorter minimum lengths apply to the words that junior makes or leaves behind."
        )),
        Ruling("S13", "End", (
            "The game ends when the deck is empty and either a player has no cards left, or every "
            "player in turn has passed (a whole round with no play)."
        )),
        Ruling("S14", "Score", (
            "Each player scores, for every word they own on the table, the values of its cards "
            f"plus a length bonus ({_bonus_table(rules)}), minus the values of the cards left in "
            f"their hand{f' (a joker costs {rules.joker_hand_penalty})' if rules.jokers else ''}. The highest score wins; a tie "
            "is shared."
        )),
        Ruling("S15", "Who starts", (
            "The table chooses who starts the first game: a named player, or one at random "
            "(--first NAME or --first random, or the setup screen). In an evening of several games "
            "with the same players (\"play again\"), the first seat moves one place each game, as "
            "the rummy dealer does each hand, so that no seat keeps the first player's edge."
        )),
    )


# --- Word Rummy -----------------------------------------------------------------------


_RUMMY_VALUES_COUNT = "in standard and inverse scoring (R7, R9) the values count against the cards left in your hand"


def _rummy_lengths(rules: RummyRules) -> Lengths:
    """R4's minimum as played: 2+ letters also under an old save's minimum of 1, where one
    letter + Enter now discards too (docs/decisions/rummy.md)."""
    return rules.min_word_length.at_least(RUMMY_SHORTEST_WORD)


def _rummy_saved_shorter(rules: RummyRules) -> str:
    """R4 under an old save's minimum of 1 (a ruleset file may not set it since): what stays
    as it was played; empty for every other ruleset, the shipped ones' text unchanged."""
    saved = rules.min_word_length
    if min(saved.adult, saved.junior) >= RUMMY_SHORTEST_WORD:
        return ""
    whose, cards = ("a word", "the cards") if saved.adult < RUMMY_SHORTEST_WORD else ("a junior's word", "a junior's cards")
    return (
        f" This game was saved when {whose} could have 1 letter: its 1-letter words stay on the table, and "
        f"{cards} left in hand at the end of a hand may still make 1-letter words (R7), but no new word "
        "has 1 letter, since one letter + Enter discards."
    )


def _chosen_here(rules: RummyRules, defaults: RummyRules | None, field: str) -> int | None:
    """This match's number for ``field`` when it chose another than the ruleset's default."""
    if defaults is None or getattr(defaults, field) == getattr(rules, field):
        return None
    value: int = getattr(rules, field)
    return value


def _match_lengths(rules: RummyRules, defaults: RummyRules | None) -> dict[str, str]:
    """R7, R8, R9 and R11's numbers, each said as the default, and as this match's when it
    chose another (a play-tester read "7 with --minutes alone" where the default is 30)."""
    base = defaults or rules
    target, limit = _chosen_here(rules, defaults, "target"), _chosen_here(rules, defaults, "max_hands")
    hands, minutes = _chosen_here(rules, defaults, "default_hands"), _chosen_here(rules, defaults, "default_minutes")
    deals = _chosen_here(rules, defaults, "default_deals")
    return {
        "target": (
            f"{counted(target, 'point')} in this match ({base.target} unless you choose: --target changes it)"
            if target else f"{counted(base.target, 'point')} (--target changes it)"
        ),
        "max_hands": (
            f"{counted(limit, 'hand')} in this match ({base.max_hands} unless you choose: --max-hands changes it)"
            if limit else f"{counted(base.max_hands, 'hand')} (--max-hands changes it)"
        ),
        "limit_source": f"the default of {base.max_hands}" if limit else "the limit",
        "hands": f"{base.default_hands} unless you choose" + (f", {hands} in this match" if hands else ""),
        "minutes": f"{base.default_minutes} with --minutes alone" + (f", {minutes} in this match" if minutes else ""),
        "deals": f"{base.default_deals} unless you choose" + (f", {deals} in this match" if deals else ""),
    }


def rummy_rulings(rules: RummyRules, defaults: RummyRules | None = None) -> tuple[Ruling, ...]:
    """``rules``: the ruleset as played; ``defaults``: the one its numbers were chosen from
    (None: ``rules`` is played as it is, its numbers the defaults)."""
    rows = rules.pad_rows
    length = _rummy_lengths(rules)
    lasts = _match_lengths(rules, defaults)
    return (
        Ruling("R1", "Deck", (
            f"The deck has {rules.deck_size} cards: the alphabet A-Z once in each colour "
            f"({and_list(list(rules.colours))}). {_letter_values(rules, _RUMMY_VALUES_COUNT)}"
        )),
        Ruling("R2", "Players and deal", (
            f"{rules.min_players} to {rules.max_players} players; {_hand_sizes(rules)}. The top "
            "card of the draw pile is turned up to start the discard pile."
        )),
        Ruling("R3", "A turn", (
            "Draw one card, from the top of the draw pile or the top of the discard pile; put down "
            "any number of words; then discard one card. If your hand is empty after putting down "
            "words, you do not discard."
        )),
        Ruling("R4", "Words and colours", (
            f"A word has {_min_length(length.adult, length.junior)}.{_rummy_juniors(rules)}{_rummy_saved_shorter(rules)} "
            "Number each letter by its "
            "occurrence in the word: in REFER, R, E and F are first occurrences, the second E and "
            "the second R are second occurrences. All first occurrences must share one colour, all "
            "second occurrences one colour (it may be another), and so on; so a word with no "
            "repeated letter is all one colour. When you only type the word, the game picks the "
            "cards and asks only when the choice matters (for example which colours stay in your hand)."
        )),
        Ruling("R5", "The table is fixed", (
            "Words on the table cannot be added to or changed. They belong to the player who put "
            "them down."
        )),
        Ruling("R6", "End of a hand", (
            "A hand ends when a player's hand is empty, or when the draw pile is empty at the end "
            "of a turn."
        )),
        Ruling("R7", "Standard scoring", (
            "At the end of a hand each player scores the length squared of each of their table "
            "words (5 letters: 25 points). The cards left in hand are arranged into words (colours "
            "as in R4) that score their length each; every card not in such a word subtracts its "
            "value. The game finds the arrangement that scores most, shows it and scores it. Hands "
            f"are dealt until at least one player has {lasts['target']}; "
            "the highest total then wins."
        )),
        Ruling("R8", "Advanced scoring", (
            f"Each player has a score pad with a row for each word length from {rows[0]} to "
            f"{rows[-1]} (longer words count in the {rows[-1]} row) and two columns. The first table "
            "word of a length that you score in the match fills that row's Primary cell with its "
            "length squared; each further table word of that length adds a tally mark to the "
            f"Secondary cell. The match lasts a chosen number of hands ({lasts['hands']}) or of "
            f"minutes ({lasts['minutes']}; the hand in progress is finished). The highest Primary total wins; a tie is broken by the "
            "Secondary total (the tally marks)."
        )),
        Ruling("R9", "Inverse scoring", (
            "At the end of a hand each player adds up the values of the cards left in their hand: "
            f"that is their penalty for the hand. After a chosen number of deals ({lasts['deals']}) "
            "the lowest total wins."
        )),
        Ruling("R10", "Valid words", (
            "As in Shuffle (S11): a word counts if it is in the word list in use, capitals don't "
            "matter; a refused play changes nothing and the message says why."
        )),
        Ruling("R11", "Matches end", (
            f"A standard match (R7) also ends after {lasts['max_hands']}, even if nobody has reached "
            "the target, and the highest total then wins. With many players most seats score below "
            f"zero in a hand, so a match played only to the target might never end; {lasts['limit_source']} "
            "comes from self-play at every player count (docs/self-play.md)."
        )),
    )


def _rummy_no_hand_limit(rules: RummyRules) -> Ruling:
    """R11 for a standard match saved before it: the match goes on to the target alone."""
    return Ruling("R11", "Matches end", (
        "This match was saved before standard matches had a hand limit, and it has none: hands "
        f"are dealt until at least one player has {counted(rules.target, 'point')} (R7), however many "
        "that takes, and the highest total then wins. A standard match started now also ends after "
        "a number of hands (--max-hands sets it), even if nobody has reached the target."
    ))


# Questions the rulings leave open, answered as players would expect (the reasoning is
# in docs/decisions/). The id names the ruling each answer completes. The numbers in them
# come from the ruleset too: a family's hand of 9 cards reads "9 or more", not "7".
def _left_behind_example(rules: ShuffleRules) -> str:
    left = rules.left_behind_min
    if left.junior < left.adult:
        return f", so a junior may leave a {left.junior}-letter word"
    return ""


def shuffle_open_questions(rules: ShuffleRules) -> tuple[Ruling, ...]:
    return (
        Ruling("S3", "Playing every card", "The extra turn starts when you end the turn, so until then the play that emptied your hand can still be taken back."),
        Ruling(
            "S3",
            "Playing every card near the end",
            f"With fewer than {rules.hand_size} cards left in the deck you draw what it has and take another turn; with the deck "
            "empty, ending the turn ends the game (S13), since you have no cards left. The hand row says which before you end the turn.",
        ),
        Ruling(
            "S3",
            "One player playing on and on",
            f"Each time you play every card you draw {rules.hand_size} and play again, so a strong player (or computer) with a table "
            "full of words to extend can play through much of the deck while the others wait, and near the end a seat may get one "
            "turn or none before the deck runs out (S13). That is the rule as written: the game does not limit the extra turns. "
            "Play again moves the first seat on (S15), so over an evening each seat gets to start.",
        ),
        Ruling("S3", "Passing with a full hand", f"A pass always draws a card, even with {rules.hand_size} or more in hand."),
        Ruling("S7", "Steal or extend", "When you add enough letters to another player's word to steal it, you choose: extend it (it stays theirs) or steal it."),
        Ruling("S8", "Words left behind", f"A word that loses letters to your take must have your own left-behind minimum{_left_behind_example(rules)}."),
        *((Ruling(
            "S9",
            "Jokers",
            "A joker may stand for a letter you hold: that is allowed. Which scores more at once, the joker or the real card, "
            f"depends on the letter's value (a joker left in hand costs {rules.joker_hand_penalty}); the list of ways to play "
            "a word shows each with its points, the most points first (after a hint, its way first and marked), and the joker in either "
            "of two equal letters side by side as one way.",
        ),) if rules.jokers else ()),  # no jokers (jokers: 0): no question about them
        Ruling("S13", "A full round of passes", "Only passes made when the deck is already empty count: a player who drew the last card gets a turn to use it."),
        Ruling("S15", "Who starts when nobody chooses", "The first player named starts. \"At random\" lets the game's seed choose, so the same seed starts with the same player. The cards are dealt one at a time starting with the first player."),
        Ruling("S15", "The evening's scoreboard", "It counts the games each player won tonight; a shared win counts for everyone who shared it. The evening lasts until you quit: the next wordcards play starts a new one (wordcards resume carries on the evening of an unfinished game)."),
    )


def _rummy_juniors(rules: RummyRules) -> str:
    """R4: a junior mark changes nothing in Word Rummy when both lengths are the same (the
    shipped rules), though the players panel's "jr" reads as if it did. R4 has just said the length.
    An old save's junior minimum of 1 under an adult 2 is played as 2: juniors put down the
    same words, but their cards left in hand may still make 1-letter words (R7), so the
    sentence says only the words (_rummy_saved_shorter says the rest)."""
    if juniors_play_easier(rules):
        return ""
    if rules.juniors_play_easier:
        return f" Juniors put down words in {GAME_TITLES[rules.game]} by the same rules."
    return f" Juniors play {GAME_TITLES[rules.game]} by the same rules."


def juniors_play_easier(rules: ShuffleRules | RummyRules) -> bool:
    """S12: whether a junior may put down shorter words than an adult in the game as played:
    an old save's Word Rummy minimum of 1 counts as 2 (docs/decisions/rummy.md)."""
    return game_text(rules).juniors_play_easier(rules)


def juniors_rules_changed_since_saved(rules: ShuffleRules | RummyRules) -> bool:
    """Whether the ruleset let juniors put down shorter words when its game was saved but
    not as played now (an old save's Word Rummy minimum of 1): its juniors note tells of a
    change from the resume on."""
    return rules.juniors_play_easier and not juniors_play_easier(rules)


def _rummy_juniors_play_easier(rules: RummyRules) -> bool:
    length = _rummy_lengths(rules)
    return length.junior < length.adult


def same_rules_for_juniors(rules: ShuffleRules | RummyRules) -> str:
    """What a junior mark means in a ruleset that asks the same of juniors as of adults."""
    return game_text(rules).same_for_juniors(rules)


def _rummy_same_for_juniors(rules: RummyRules) -> str:
    title, least = GAME_TITLES[rules.game], _rummy_lengths(rules).adult
    if rules.juniors_play_easier:  # an old save's junior minimum of 1, played as 2 (R4)
        return (
            f"in {title} juniors now put down words by the same rules, so every new word is {least}+ letters, "
            "but a junior's cards left in hand at the end of a hand may still make 1-letter words"
        )
    return f"in {title} juniors play by the same rules, so every word is {least}+ letters"


def _shuffle_same_for_juniors(rules: ShuffleRules) -> str:
    return "in this ruleset juniors need words as long as adults do"


def juniors_note(rules: ShuffleRules | RummyRules, juniors: Sequence[str]) -> str | None:
    """S12: a line for the start of the match's log (and so the first hand-off) whenever
    ``juniors`` are seated: the lengths their mark changes, each beside the adults', or that
    it changes nothing (nothing else a player meets says so, and the "first play" tip on a
    junior's line is gone once made). The game's ruling id ends it (Shuffle's S12, Word
    Rummy's R4), so the hand-off drops it (flow.said_plainly)."""
    if not juniors:
        return None
    text = game_text(rules)
    differs = text.easier_for_juniors(rules) if juniors_play_easier(rules) else f": {same_rules_for_juniors(rules)}"
    return f"{_juniors_named(juniors)}{differs} ({text.juniors_ruling})"


def _than_adults(lengths: Lengths) -> str:
    return f"{lengths.junior}+ letters (adults {lengths.adult}+)"


def _shuffle_easier_for_juniors(rules: ShuffleRules) -> str:
    """S4, S5, S8: each minimum where a junior's is shorter, in the order a game meets them,
    after the juniors' names. The S8 one is the shortest a word may be left with, so it says
    "must keep" (an earlier "may keep" read as an allowance)."""
    first, word, left = rules.first_play_min, rules.word_min, rules.left_behind_min
    said = []
    if first.junior < first.adult:
        said.append(f"a first play of {_than_adults(first)}")
    if word.junior < word.adult:
        said.append(f"words of {_than_adults(word)}")
    if left.junior < left.adult:
        said.append(f"a word they take letters from must keep {_than_adults(left)}")
    return f" and may play shorter words in {GAME_TITLES[rules.game]}: {and_list(said)}"


def _rummy_easier_for_juniors(rules: RummyRules) -> str:
    """R4 with a ruleset's shorter junior words, in Shuffle's one-colon form (not "Cy is a
    junior: in Word Rummy juniors need shorter words: ...")."""
    return f" and may play shorter words in {GAME_TITLES[rules.game]}: {_than_adults(_rummy_lengths(rules))}"


def is_juniors_note(text: str, rules: ShuffleRules | RummyRules, juniors: Sequence[str]) -> bool:
    """Whether a log's ``text`` is the juniors note on ``juniors`` in this version's wording
    or an earlier one's (a save keeps the words it was written with): it names them and
    cites the ruling where a version put it, at the end ("Cy is a junior and may play shorter words in Shuffle ...
    (S12)", earlier "Cy is a junior: ... (S12)") or, in the first, after the names ("Cy is
    a junior (S12): ..."). Another note that begins with their names but cites no ruling
    there is not it."""
    if not juniors:
        return False
    named = _juniors_named(juniors)
    cited_at_end = text.endswith(f" ({game_text(rules).juniors_ruling})")
    since_second = cited_at_end and text.startswith((f"{named}: ", f"{named} and may "))
    return since_second or text.startswith(f"{named} (S12): ")


def _juniors_named(juniors: Sequence[str]) -> str:
    return f"{juniors[0]} is a junior" if len(juniors) == 1 else f"{and_list(list(juniors))} are juniors"


def rummy_open_questions(rules: RummyRules) -> tuple[Ruling, ...]:
    last_row = rules.pad_rows[-1]
    return (
        Ruling("R3", "The card you took", "You may not discard the card you just took from the discard pile, unless it is your last card (then discarding it goes out)."),
        Ruling("R2", "Who starts", "The table chooses who plays first in hand 1, as in Shuffle (S15: --first or the setup screen); the first player (and the dealer) then moves one seat each hand, and play again moves the starting seat on one place."),
        Ruling("R7", "Ties", "Players tied at the top share the win; in advanced play only after the Secondary total fails to break the tie."),
        Ruling("R8", "The score pad", "Only table words fill the pad, in the order they were played; cards left in hand neither score nor cost. "
            f"A word longer than {last_row} fills the {last_row} row with its own length squared."),
        Ruling("R9", "Inverse penalties", "Every card left in hand counts as a penalty, even cards that would make a word."),
        # What a ruleset file may set and how old saves play are for their authors, not the
        # table: README ("Rulesets") and docs/decisions/rummy.md say them.
        Ruling("R11", "The last hand", "If someone reaches the target in the last hand the limit allows, the match ends by the target as usual; either way the highest total wins and a tie shares the win."),
    )


@dataclass(frozen=True)
class GameText:
    """The rules text of one game (its entry in ``wordcards.games`` names it)."""

    rulings: Callable[[Any, Any], tuple[Ruling, ...]]  # (the ruleset as played, the one it was chosen from or None)
    open_questions: Callable[[Any], tuple[Ruling, ...]]
    counts: Callable[[Any], dict[str, int]]  # cards of each letter in the deck
    card_note: Callable[[Any, int], str]  # the line under the card table, given the letter cards' total
    more_rows: Callable[[Any], list[str]]  # rows after the letters in docs/rules.md's card table
    same_for_juniors: Callable[[Any], str]  # S12, when the ruleset asks juniors the same as adults
    easier_for_juniors: Callable[[Any], str]  # S12, when it lets juniors play shorter words: what follows their names
    juniors_ruling: str  # the id of the game's ruling on juniors' words
    juniors_play_easier: Callable[[Any], bool]  # S12, in the game as played (an old save's rules as played now)


def _shuffle_note(rules: ShuffleRules, total: int) -> str:
    if not rules.jokers:
        return f"{total} letter cards, no jokers."
    return (
        f"{total} letter cards + {counted(rules.jokers, 'joker')} = {rules.deck_size} cards. "
        f"A joker scores {rules.joker_table_value} on the table, -{rules.joker_hand_penalty} in hand."
    )


def _rummy_note(rules: RummyRules, total: int) -> str:
    return f"{total} cards: each letter once in each colour ({and_list(list(rules.colours))})."


SHUFFLE = GameText(
    rulings=lambda rules, defaults: shuffle_rulings(rules),  # Shuffle has no match numbers to choose
    open_questions=shuffle_open_questions,
    counts=lambda rules: dict(rules.letter_counts),
    card_note=_shuffle_note,
    more_rows=lambda rules: [f"| joker | {rules.jokers} | {rules.joker_table_value} (in hand: -{rules.joker_hand_penalty}) |"] if rules.jokers else [],
    same_for_juniors=_shuffle_same_for_juniors,
    easier_for_juniors=_shuffle_easier_for_juniors,
    juniors_ruling="S12",
    juniors_play_easier=lambda rules: rules.juniors_play_easier,
)
RUMMY = GameText(
    rulings=rummy_rulings,
    open_questions=rummy_open_questions,
    counts=lambda rules: dict.fromkeys(LETTERS, len(rules.colours)),  # one card per colour
    card_note=_rummy_note,
    more_rows=lambda rules: [],
    same_for_juniors=_rummy_same_for_juniors,
    easier_for_juniors=_rummy_easier_for_juniors,
    juniors_ruling="R4",
    juniors_play_easier=_rummy_juniors_play_easier,
)


def game_text(rules: Any) -> GameText:
    text: GameText = games.entry_of(rules).load("rules_text")
    return text


def open_questions(rules: ShuffleRules | RummyRules) -> tuple[Ruling, ...]:
    return game_text(rules).open_questions(rules)


def rulings(rules: ShuffleRules | RummyRules, defaults: Any = None) -> tuple[Ruling, ...]:
    """The rulings with ``rules``' numbers; ``defaults`` (rulings_of_played): the ruleset they were chosen from."""
    return game_text(rules).rulings(rules, defaults)


def card_rows(rules: ShuffleRules | RummyRules) -> list[tuple[str, int, int]]:
    """(letter, cards in the deck, value) for A..Z."""
    values = dict(rules.letter_values)
    counts = game_text(rules).counts(rules)
    return [(letter, counts[letter], values[letter]) for letter in LETTERS]


def card_note(rules: ShuffleRules | RummyRules) -> str:
    """The line under the card table: what the deck adds up to."""
    total = sum(count for _, count, _ in card_rows(rules))
    return game_text(rules).card_note(rules, total)


def heading(rules: ShuffleRules | RummyRules) -> str:
    """The rules' title: the ruleset's name, with the game's title when the name lacks it
    ("Shuffle (standard)", "Shuffle: ours (custom)"; see _named_as_changed in rulesets/reading.py)."""
    return ruleset_heading(rules.game, rules.name)


def ruleset_heading(game: str, name: str) -> str:
    """``heading`` from the game and the ruleset's name alone (a save's, not yet replayed)."""
    title = GAME_TITLES[game]
    return name if title.casefold() in name.casefold() else f"{title}: {name}"


# --- docs/rules.md --------------------------------------------------------------------


def markdown_for(rules: ShuffleRules | RummyRules) -> str:
    title = GAME_TITLES[rules.game]
    lines = [f"## {title}", ""]
    for ruling in rulings(rules):
        lines += [f"**{ruling.id} {ruling.title}.** {ruling.text}", ""]
    lines += [f"### {title}: questions the rulings leave open", ""]
    lines += [f"- **{answer.title}** ({answer.id}). {answer.text}" for answer in open_questions(rules)]
    lines += ["", f"### {title} cards", "", "| letter | cards | value |", "|---|---:|---:|"]
    lines += [f"| {letter} | {count} | {value} |" for letter, count, value in card_rows(rules)]
    lines += game_text(rules).more_rows(rules)
    lines.append("")
    return "\n".join(lines)


def markdown() -> str:
    """The text of docs/rules.md, from the shipped rulesets."""
    from wordcards.rulesets import default_ruleset

    head = (
        "# The rules as played in wordcards\n\n"
        "Generated by `python -m wordcards.rules_text > docs/rules.md` from\n"
        "`src/wordcards/rules_text.py` and the shipped rulesets; `wordcards rules shuffle` and\n"
        "`wordcards rules rummy` print the same text (with your numbers when you pass\n"
        "`--ruleset`). Each paragraph carries the id of its ruling (S1-S15, R1-R11: the\n"
        "project's reading of the original rule texts, kept in `RULINGS.md` beside the\n"
        "repository, not in a clone), the id the tests and docs/decisions/ name it by.\n\n"
        "A copy of a shipped ruleset with changed numbers is shown by its own `name:`; one that\n"
        "still carries the shipped name is named for its file instead (`ours.yaml`: \"ours\n"
        "(custom)\"), on the rules screen and in the save, so it is never taken for the\n"
        "standard game (README, \"Rulesets\").\n"
    )
    return head + "\n" + "\n".join(markdown_for(default_ruleset(name)) for name in games.NAMES)


if __name__ == "__main__":
    print(markdown(), end="")
