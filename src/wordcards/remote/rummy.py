"""Word Rummy's part of remote play: its keys, a typed word or letter on the host, and its
seat's panels (score pads for the advanced variant)."""

from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text

from wordcards.app import hint_typing, other_game_keys, rummy_hint, rummy_idle_keys
from wordcards.app import rummy_discard as discard
from wordcards.app.answer_words import HINT_MARK, KEPT_PLAYING
from wordcards.app.widgets.rummy.cards import PLAIN_TEXT_DARK, card_words, discard_choice, meld_choice, word_limit
from wordcards.engine.rummy import Phase, options
from wordcards.remote.codec import CodecError, decode, encode
from wordcards.remote.keys import SeatKey

KEYS = (SeatKey.DRAW_DECK, SeatKey.TAKE_DISCARD, SeatKey.UNDO, SeatKey.NEXT_HAND, SeatKey.HINT, SeatKey.REVIEW)
OTHER_GAME_KEYS = other_game_keys.IN_RUMMY  # Shuffle's keys, said on the seat's turn (Ctrl+E: a discard ends it)
# Sent as the word line takes them, before a word typed after them: it needs the card drawn.
KEYS_IN_ORDER = (SeatKey.DRAW_DECK, SeatKey.TAKE_DISCARD)
empty_line_note = rummy_idle_keys.empty_line_note  # Enter on the empty word line, as the shared keyboard says
why_idle = rummy_idle_keys.why_idle  # why a key the host offers none of now does nothing, as the shared keyboard says


typed_word = rummy_hint.typed_word  # what Ctrl+Z puts back on the seat's line


def usable(game: Any, seat: int) -> dict[SeatKey, bool]:
    from wordcards.engine.rummy import DrawDeck, DrawDiscard

    return {
        SeatKey.DRAW_DECK: game.is_legal(DrawDeck()),
        SeatKey.TAKE_DISCARD: game.is_legal(DrawDiscard()),
        SeatKey.UNDO: game.can_undo,
        SeatKey.HINT: True,  # on the seat's turn (a draw, a meld or a discard)
    }


def hint_words(game: Any, action: Any, points: int, then: tuple[Any, ...] = ()) -> tuple[str, str | None]:
    """The hint for the seat to act, as the shared keyboard says it (app/rummy_hint.py),
    its cards' colours as words and shapes (the seat shows the plain text), and as said to
    a seat with a word on its line: a meld's word or a discard's letter (or any, no meld
    found) would go on with it, "Esc, then type X" (None where that changes nothing: a
    draw names its key). ``then`` (Shuffle's) is always empty: a rummy hint leads to nothing."""
    return hint_typing.both(lambda word_on_line: _hint_text(game, action, points, word_on_line))


def promised_words(game: Any, action: Any, points: int, better: Any = None) -> tuple[str, str | None]:
    """Step two of a hint followed, as ``hint_words`` says a hint (the table asks every game's
    part the same). A rummy hint promises nothing (it leads to no play: no ``then``), so
    nothing calls this yet; were one to, it reads as the hint itself, ``better`` unsaid."""
    return hint_words(game, action, points)


def _hint_text(game: Any, action: Any, points: int, word_on_line: bool = False) -> str:
    if action is None:
        return rummy_hint.nothing_found(game, word_on_line)
    said = rummy_hint.said(game, action, points, PLAIN_TEXT_DARK, word_on_line)
    return said.plain if isinstance(said, Text) else said


def word(table: Any, seat: int, word: str) -> bool:
    """A typed word melds it; one letter discards a card of that letter, asked first as at
    the shared keyboard (rummy_discard.py: a discard ends the turn for good)."""
    game = table.game
    if game.phase is Phase.DRAW:  # sent a moment before the draw: the seat keeps it typed
        return bool(table.say(seat, discard.draw_first(game, word.upper()), refusal=True, kept_word=word.upper()))
    if discard.is_discard(word):
        return _discard(table, seat, word)
    melds = game.resolve(word)
    if not melds:
        return bool(table.say(seat, game.refusal(word).message, refusal=True, kept_word=word))
    # The way the seat's last hint named first and marked, as at the shared keyboard.
    melds, hinted = rummy_hint.ways(melds, table.hinted(seat))
    # Said after the meld as at the shared keyboard: its cards and what it scores.
    notes = [rummy_hint.played(game, meld, PLAIN_TEXT_DARK).plain for meld in melds]
    if len(melds) == 1:
        return bool(table.apply(seat, melds[0], notes[0]))
    # The seat draws the shared keyboard's lines (the cards in their colours) from the
    # melds' cards, all from its own hand; the labels are the same lines, uncoloured.
    hand = game.view(seat).hand
    labels = [meld_choice(meld.cards, hand, PLAIN_TEXT_DARK).plain for meld in melds]
    shown: dict[str, Any] = {"melds": [encode(meld.cards) for meld in melds]}
    if hinted:
        labels[0] = HINT_MARK + labels[0]
        shown["hinted"] = 0  # the line the seat draws marked
    return bool(table.offer(seat, f"Which cards for {word}?", labels, melds, notes, shown, word))


def _discard(table: Any, seat: int, letter: str) -> bool:
    from wordcards.engine.rummy import Discard

    allowed = discard.discardable(table.game, letter)
    if isinstance(allowed, str):
        return bool(table.say(seat, allowed, refusal=True, kept_word=letter))
    # The seat's hinted card first (Enter takes it), as at the shared keyboard.
    allowed, hinted = rummy_hint.discard_ways(allowed, table.hinted(seat))
    notes = [f"You discarded {card_words(card, PLAIN_TEXT_DARK).plain}." for card in allowed]
    if len(allowed) == 1:
        (card,) = allowed
        asked = discard.discard_question(table.game, card)
        question = f"Discard {card_words(card, PLAIN_TEXT_DARK).plain}{asked.after_card}"
        # "afresh": a letter typed over the question starts a word of its own, as over the list.
        return bool(table.ask_first(seat, question, asked.detail, asked.yes, Discard(card), notes[0], letter, {"afresh": True}))
    # Picking the colour by its number is the confirmation.
    labels = [discard_choice(card, PLAIN_TEXT_DARK).plain for card in allowed]
    # "afresh": a letter typed over the list starts a word of its own, as at the shared keyboard.
    shown: dict[str, Any] = {"discards": [encode(card) for card in allowed], "afresh": True}
    if hinted:
        labels[0] = HINT_MARK + labels[0]
        shown["hinted"] = 0  # the line the seat draws marked
    title, discards = discard.which_title(table.game, letter), [Discard(card) for card in allowed]
    return bool(table.offer(seat, title, labels, discards, notes, shown, letter, cancelled=KEPT_PLAYING))


def key(table: Any, seat: int, key: SeatKey) -> bool:
    from wordcards.engine.rummy import DrawDeck, DrawDiscard

    if key is SeatKey.DRAW_DECK:
        before = list(table.game.view(seat).hand)
        if not table.apply(seat, DrawDeck()):
            return False
        drawn = list(table.game.view(seat).hand)
        for card in before:
            drawn.remove(card)
        # The seat's own card, told to that seat only, as the shared keyboard tells it.
        table.say(seat, f"You drew {card_words(drawn[0], PLAIN_TEXT_DARK).plain}.")
        return True
    top = table.game.view(seat).discard_top
    return bool(table.apply(seat, DrawDiscard(), f"You took {card_words(top, PLAIN_TEXT_DARK).plain} from the discard pile."))


# --- the seat app --------------------------------------------------------------------


def ask_first(key: SeatKey, view: Any, seat: int, typed: str = "") -> None:
    """No rummy key asks first on the seat (a discard is a typed letter: the word on the line)."""
    return None


def extends_a_table_word(word: str, view: Any) -> bool:
    """A rummy word extends no table word (R5: the table is fixed): it is made from the hand."""
    return False


def table_changed_for(word: str, before: Any, after: Any, rules: Any) -> bool:
    """A rummy word is made from the hand only (R5: the table is fixed): no change of the
    table makes a word typed on the seat stale."""
    return False


def status_wordings(view: Any, rules: Any, mine: bool) -> list[tuple[Text, Text]]:
    """The match at the start of the seat's top line, longest first, as the shared keyboard's
    line says it (its clock too); no note after whose turn it is."""
    from wordcards.app.widgets.rummy.panels import match_forms

    return [(Text(form, style="bold"), Text()) for form in match_forms(view)]


def clock_run(view: Any, seconds: float) -> Any:
    """The view ``seconds`` after the host sent it: a match by minutes (R8) runs its clock
    until the match is over, as the shared keyboard's does, between hands too."""
    from dataclasses import replace

    if view.clock is None or view.phase is Phase.MATCH_OVER:
        return view
    return replace(view, clock=replace(view.clock, elapsed_seconds=view.clock.elapsed_seconds + int(seconds)))


def time_left_words(view: Any) -> str | None:
    """The words the seat's line says a match by minutes' time left in ("3:00 left", as
    status_wordings draws them), from the view's clock; None with no clock, or its time up."""
    from wordcards.app.widgets.rummy.panels import running_time_left

    return running_time_left(view)


def round_word(view: Any) -> str:
    """What the match is played in, "Hand" or "Deal" (inverse counts deals, R9, as its
    footer, Enter Next deal, and its breakdown do), for the between-hands sentences every
    seat and the host say (table.py). ``view``: the game or a seat's view."""
    return options.round_word(view.variant)


def hand_of(view: Any) -> int:
    """Which hand (or deal, R9) of the match ``view`` is of: a word typed on the seat in an
    earlier one is not judged against this hand's cards (host_state.stale_word)."""
    return int(view.hand_number)


def counts_deals(view: Any) -> bool:
    """The match counts deals, not hands (R9): its key says "Next deal", as at the keyboard."""
    return options.counts_deals(view.variant)


def chosen(view: Any) -> dict[str, Any]:
    """The match's variant and own length (R7, R11; R8; R9), for the rules the seat shows (Ctrl+R)."""
    return {
        "variant": view.variant,
        "target": view.target,
        "max_hands": view.max_hands,
        "hands": view.match_hands,
        "minutes": view.minutes,
        "deals": view.deals,
    }


def choice_labels(choose: dict[str, Any], view: Any, dark: bool) -> list[Any]:
    """The lines of a list from the host as the shared keyboard draws them: the cards in
    their colours (which colours stay in hand is the choice, R4). The host's plain lines
    when it sent no cards this seat can read."""
    try:
        if "melds" in choose:
            lines = [meld_choice(decode(cards), view.hand, dark) for cards in choose["melds"]]
        elif "discards" in choose:
            lines = [discard_choice(decode(card), dark) for card in choose["discards"]]
        else:
            return list(choose["options"])
        hinted = choose.get("hinted")  # the line the seat's last hint named
        return [rummy_hint.marked(line) if i == hinted else line for i, line in enumerate(lines)]
    except (CodecError, ValueError, TypeError, AttributeError):
        pass  # a host of another version: its own lines are still right
    return list(choose["options"])


async def draw(app: Any, view: Any, rules: Any) -> None:
    from wordcards.app.widgets.common.entry import WordEntry
    from wordcards.app.widgets.common.panels import GameLog
    from wordcards.app.widgets.rummy.panels import RummyHand, RummyPlayers, RummyTable, ScorePads, shown_pads, word_line_prompt
    from wordcards.engine.rummy import Phase

    dark = app.current_theme.dark
    shown = shown_pads(view, rules)  # filled in as words go down (R8), as at the shared keyboard
    (await app.panel("#table", RummyTable)).show(view, dark)
    (await app.panel("#players", RummyPlayers)).show(view, shown)
    pads = await app.panel("#pads", ScorePads)
    pads.display = view.variant == "advanced"
    pads.screen.set_class(pads.display, "-advanced")  # a wider players panel, as at the shared keyboard
    if pads.display:
        pads.show(view, shown)
    (await app.panel("#hand", RummyHand)).show(view, rules, True, dark)
    app.query_one(GameLog).show(log_lines(view, rules))
    app.query_one(WordEntry).placeholder = word_line_prompt(drawn=view.phase is not Phase.DRAW)


def log_lines(view: Any, rules: Any) -> list[str]:
    """The log as the seat shows it (its panel, and the whole log after the match: L), its
    cards readable as at the shared keyboard."""
    return log_words(view.log, rules)


def log_words(lines: Sequence[str], rules: Any) -> list[str]:
    """Engine log lines in the words a seat's log shows them (the host's console says a
    turn's in them too)."""
    from wordcards.app.widgets.rummy.cards import readable

    return [readable(line, rules.colours) for line in lines]


# The longest word a seat's line takes with so many players at the table, and why: as at
# the shared keyboard (the cards a hand holds).
longest_word = word_limit


def panel_rows(view: Any) -> tuple[int, int, int]:
    """The rows the seat's panels take (sizes.least_size), as at the shared keyboard."""
    from wordcards.app.widgets.rummy.panels import panel_rows

    return panel_rows(view.variant, len(view.seats))


def scored(view: Any) -> int | None:
    """Which breakdown the seat may show now: the number of the hand just over (its hands are
    then in the view's results, as at a table), None while a hand is played."""
    from wordcards.engine.rummy import Phase

    if view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and view.results:
        return int(view.results[-1].number)
    return None


def score_statics(view: Any, rules: Any, dark: bool, time_up: bool = False) -> list[Any]:
    """The breakdown the shared keyboard's score screen shows (its own function); ``time_up``:
    the host holds a timed match's time-up (R8), and Enter ends the match."""
    from wordcards.app.widgets.rummy.score import score_statics

    return score_statics(view, dark, time_up, rules.colours)
