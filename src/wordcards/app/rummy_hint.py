"""A Word Rummy hint (Ctrl+G) and the line after a meld, in the player's words, for the
shared keyboard's turn screen and for a remote seat (the host says it to that seat, as plain
text): one wording for both. No Textual here (rich's Text colours the cards).

A meld is said as Shuffle says a play (``shuffle_choice.with_points``): the play, then what
it does to the score in brackets, "meld C◆A◆T◆ (+9 to your score when the hand ends)"; each
variant says its own score (R7 at the hand's end, R8 the pad's Primary, R9 a penalty). A
plan of melds that score more together than any one would is said whole, as Shuffle says a
joker swap and its play: "meld H■O■C■, then T●E●E■ (+18 in all at hand's end)", on one line."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from rich.text import Text
from wordcards.app import hint_typing
from wordcards.app.hint_typing import Worded
from wordcards.app.answer_words import HINT_MARK
from wordcards.engine.wording import counted


# The most a hint's message takes to stay one line in a screen 80 columns wide ("Hint: " and
# the words; the message has a column of padding each side).
ONE_LINE = 78


def worded(game: Any, action: Any, points: int, dark: bool, then: Sequence[Any] = ()) -> "Worded[Text]":
    """``said`` (no play found: ``nothing_found``) for every line (hint_typing.both): the shared
    keyboard picks as it shows the hint, a seat as it gets it. ``then``: the rest of the plan."""

    def say(line: str) -> Text:
        words = nothing_found(game, line) if action is None else said(game, action, points, dark, line, then)
        return Text(words) if isinstance(words, str) else words

    return hint_typing.both(say, hint_typing.A_LETTER if action is None else hinted_typing(action))


def said(game: Any, action: Any, points: int, dark: bool, line: str = "", then: Sequence[Any] = ()) -> "str | Text":
    """The hinted draw, meld or discard, the cards in their colours (R4), and how to type it
    over the player's ``line`` (hint_typing: Esc first over another word). ``then``: the melds
    of the plan to make after the hinted one (``ai.suggest``), ``points`` their total with it."""
    from wordcards.app.widgets.rummy.cards import card_words
    from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld

    if isinstance(action, DrawDeck):
        return "draw from the draw pile (Ctrl+D)."
    if isinstance(action, DrawDiscard):
        top = game.view(game.current).discard_top
        return Text.assemble("take ", card_words(top, dark), " from the discard pile (Ctrl+Y).")
    if isinstance(action, Meld) and then:
        return plan_said(game, (action, *then), points, dark, line)
    if isinstance(action, Meld):
        meld = Text.assemble(meld_said(game, action, points, dark), ".")
        return hint_typing.typed(meld, typed_word(action), line)
    if isinstance(action, Discard):  # how, as the draws name their keys (and Shuffle's pass)
        card = action.card
        return Text.assemble("discard ", card_words(card, dark), f": {hint_typing.how_to_type(card.letter, line)}.")
    return str(action.notation())


def plan_said(game: Any, melds: Sequence[Any], points: int, dark: bool, line: str = "") -> Text:
    """A plan of melds in the order to make them, with their total, and how to type the first:
    "meld H■O■C■, then T●E●E■ (+18 to your score in all when the hand ends): type HOC, then
    Enter.". Shortened until it fits one line at 80 columns (``ONE_LINE``), what it means
    kept longest: the total's words that say nothing more first ("+18 in all at hand's
    end"), then all but the last meld's "then"s, then the typing's, then the melds after
    the first are counted ("then 2 more"; one is named). Then, for every player, each of
    those forms with the typing is tried with the total's words that say less ("+18 in
    all"), a junior's also with no total (R9 has no shorter words), before the typing goes
    (its cards spell it; "Esc first" stays over another word), each total tried again
    (``plan_totals``, docs/decisions/ai.md). With the word on the line already there is
    nothing to read off the cards: "press Enter" goes before the total's meaning."""
    from wordcards.app.widgets.rummy.cards import word_text

    words = [word_text(meld.cards, dark) for meld in melds]
    every_then = Text(", then ").join(words)
    last_then = Text.assemble(Text(", ").join(words[:-1]), ", then ", words[-1])
    # One meld after the first is named, never "then 1 more": the last form fits it named.
    fewest = Text.assemble(words[0], f", then {len(words) - 1} more") if len(words) > 2 else last_then
    meaning, saying_less = plan_totals(game, points)
    word = typed_word(melds[0])

    def said(joined: Text, total: str) -> Text:
        return Text.assemble("meld ", joined, f" ({total})." if total else ".")

    def with_typing(total: str) -> list[Text]:
        forms = ((every_then, False), (last_then, False), (last_then, True), (fewest, True))
        return [hint_typing.typed(said(joined, total), word, line, brief) for joined, brief in forms]

    def spelled(total: str) -> Text:
        return hint_typing.spelled(said(fewest, total), word, line)

    totals = (meaning[-1], *saying_less)
    tries = [hint_typing.typed(said(every_then, total), word, line) for total in meaning[:-1]]
    if hint_typing.holds(line, word):  # nothing to read off the cards: "press Enter" goes first
        tries += [text for total in totals for text in (*with_typing(total), spelled(total))]
    else:
        # Nobody need read the word off the cards' marks (H■Y■M■N■ for HYMN): the total
        # says less ("+25 in all") before the typing goes; a child's loses the total too
        # ("": R9 has no shorter words for it) first.
        typed_totals = (*totals, "") if game.players[game.current].junior else totals
        tries += [*(text for total in typed_totals for text in with_typing(total)), *map(spelled, totals)]
    # The last fits every hand wordcards deals (RUMMY_MOST_CARDS): a 2-letter meld, then one of 9.
    return next((text for text in tries if len("Hint: ") + text.cell_len <= ONE_LINE), tries[-1])


def plan_totals(game: Any, points: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What a plan's melds do to the score together, in the single meld's terms
    (``score_effect``) with "in all" (the total, not the first meld's), each from the
    longest wording to the shortest: those that say all the single meld's hint says (R7:
    that the points count when the hand ends, not now; R8: that they are Primary points;
    R9: the penalty out of the hand, in each), and those that say less, for a plan that fits
    no other way."""
    if game.variant == "inverse":  # R9: the penalty that leaves the hand
        return (f"{counted(points, 'penalty point')} out of your hand in all", f"{points} out of your hand in all", f"{points} out of hand in all"), ()
    if game.variant == "advanced":  # R8: the pad's Primary
        return (f"+{counted(points, 'Primary point')} in all",), (f"+{points} in all",)
    # R7: table words score at the hand's end, as the single meld's hint says
    return (
        f"{points:+d} to your score in all when the hand ends", f"{points:+d} in all when the hand ends", f"{points:+d} in all at hand's end"
    ), (f"{points:+d} in all",)


def taken_back(game: Any, action: Any, dark: bool) -> Text:
    """A play Ctrl+Z took back, as every message names cards: a meld's cards with their
    marks and its colours in words, "meld M■E■W■ (blue)", for whoever cannot go by colour
    (the seat read "meld MEW (blue)", the shared keyboard "meld M■E■W■"). ``game`` is back
    where the play was made. The shared keyboard and a seat (plain text) say it alike."""
    from wordcards.app.rummy_review import cards_drawn
    from wordcards.engine.rummy import Meld

    if isinstance(action, Meld):
        return Text.assemble("meld ", meld_words(action.cards, dark))
    return cards_drawn(game.describe(action), game.rules.colours, dark)


def meld_words(cards: Any, dark: bool) -> Text:
    """A meld's cards as every question and message names them: with their marks and their
    colours in words, "N■O■ (blue)" ("Meld N■O■ (blue) and go out?", "Taken back: meld ...")."""
    from wordcards.app.widgets.rummy.cards import word_text
    from wordcards.engine.rummy.describe import meld_colours

    return Text.assemble(word_text(cards, dark), f" ({meld_colours(cards)})")


def typed_word(action: Any) -> str:
    """The word a player types to make ``action``, a meld ("" for a draw or a discard):
    Ctrl+Z puts it back on the line."""
    from wordcards.engine.rummy import Meld
    from wordcards.engine.rummy.colours import word_of

    return word_of(action.cards) if isinstance(action, Meld) else ""


def played(game: Any, meld: Any, dark: bool) -> Text:
    """The line after a meld (to be made before it is applied: it asks the engine what the
    meld scores), as Shuffle's "Played: ... (+19 to your score)."."""
    return Text.assemble("Played: ", meld_said(game, meld, game.score_change(meld), dark), ".")


def ways(melds: Sequence[Any], hinted: Any = None) -> tuple[list[Any], bool]:
    """The list that asks which cards make a typed word (``RummyMatch.resolve``'s melds,
    best first): the meld the last hint named (``hinted``) first, as Shuffle's list puts
    its hinted way (shuffle_choice), and whether it is there to be marked. Every way of
    one word scores the same (R7 its length, R8 its row, R9 its letters), so first is no
    worse. The hint's meld is found by its cards: a word with a letter twice (AGA) may
    list them in the other order."""
    cards = Counter(getattr(hinted, "cards", ()))
    return _hinted_first(melds, lambda meld: bool(cards) and Counter(meld.cards) == cards)


def discard_ways(cards: Sequence[Any], hinted: Any = None) -> tuple[list[Any], bool]:
    """The list that asks which colour of a typed letter to discard (``rummy_discard.
    discardable``'s cards): the card the last hint said to discard first, and whether it is
    there to be marked. Enter takes the first line, and a discard cannot be taken back: a
    hint followed by "type T, then Enter" must throw away the hinted T."""
    card = getattr(hinted, "card", None)  # a Discard; a meld or a draw has no one card
    return _hinted_first(cards, lambda held: card is not None and held == card)


def _hinted_first(choices: Sequence[Any], is_hinted: Any) -> tuple[list[Any], bool]:
    """``choices`` with the first the hint named moved to the top, and whether one was."""
    found = next((i for i, choice in enumerate(choices) if is_hinted(choice)), None)
    if found is None:
        return list(choices), False
    return [choices[found], *choices[:found], *choices[found + 1 :]], True


def marked(label: Text) -> Text:
    """The hinted way's line, which starts as the hint's message does ("Hint: ...")."""
    return Text.assemble(HINT_MARK, label)


def meld_said(game: Any, meld: Any, points: int, dark: bool) -> Text:
    """``meld C◆A◆T◆ (+9 to your score when the hand ends)``."""
    from wordcards.app.widgets.rummy.cards import word_text

    return Text.assemble("meld ", word_text(meld.cards, dark), f" ({score_effect(game, len(meld.cards), points)})")


def score_effect(game: Any, length: int, points: int) -> str:
    """What a meld of ``length`` cards scoring ``points`` (``RummyMatch.score_change``) does
    to the player's score, in the variant's terms."""
    if game.variant == "inverse":  # R9 counts penalties only: say what leaves the hand (the engine's figure)
        return f"{counted(points, 'penalty point')} out of your hand"
    if game.variant == "advanced":  # R8: the pad's Primary; none says why rather than "+0"
        return f"+{counted(points, 'Primary point')}" if points else _no_primary(game.rules, length)
    return f"{points:+d} to your score when the hand ends"  # R7: table words score at the hand's end


def nothing_found(game: Any, line: str = "") -> str:
    return f"no meld found: discard a card ({hint_typing.how_to_type(hint_typing.ITS_LETTER, line)})."


def hinted_typing(action: Any) -> str:
    """What a player types to make the hinted ``action``: a meld's word, a discard's letter
    ("" for a draw)."""
    return getattr(getattr(action, "card", None), "letter", "") or typed_word(action)


def _no_primary(rules: Any, length: int) -> str:
    """R8: why a meld adds no Primary points: its row is filled (it adds a tally), or it is
    shorter than the pad's first row (a family's ruleset may allow such words)."""
    row = rules.pad_row(length)
    if row is None:
        return "no points: too short for the score pad"
    return f"no Primary points: {rules.pad_letters(row)} already has its word, this adds a tally mark"
