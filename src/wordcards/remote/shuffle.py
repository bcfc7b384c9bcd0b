"""Shuffle's part of remote play: its keys, a typed word on the host, and its seat's panels."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from wordcards.app import other_game_keys, shuffle_choice, shuffle_idle_keys
from wordcards.app.answer_words import TYPE_A_WORD
from wordcards.app.shuffle_pass import PassQuestion, end_turn_note, end_turn_question, others_after, pass_key, pass_question
from wordcards.app.widgets.common.entry import MAX_WORD
from wordcards.remote.keys import PASS_KEYS, SeatKey

# Ctrl+P is one of three keys, so that the seat's footer says what a pass does now.
KEYS = (SeatKey.END_TURN, *PASS_KEYS, SeatKey.SWAP_JOKER, SeatKey.UNDO, SeatKey.HINT, SeatKey.REVIEW)
OTHER_GAME_KEYS = other_game_keys.IN_SHUFFLE  # rummy's keys, said on the seat's turn (Ctrl+D: Shuffle draws as a turn ends)
KEYS_IN_ORDER: tuple[SeatKey, ...] = ()  # no key a word typed after it needs first (rummy's draws)
why_idle = shuffle_idle_keys.why_idle  # why a key the host offers none of now does nothing, as the shared keyboard says


def usable(game: Any, seat: int) -> dict[SeatKey, bool]:
    from wordcards.engine.shuffle.actions import EndTurn, Pass

    can_pass = game.is_legal(Pass())
    return {
        SeatKey.END_TURN: game.is_legal(EndTurn()),
        **{key: can_pass and key == SeatKey(pass_key(game)) for key in PASS_KEYS},
        SeatKey.SWAP_JOKER: bool(game.legal_plays("swap")),
        SeatKey.UNDO: game.can_undo,
        SeatKey.HINT: True,  # on the seat's turn: "no play found" is a hint too
    }


typed_word = shuffle_choice.typed_word  # what Ctrl+Z puts back on the seat's line


def hint_words(game: Any, action: Any, points: int, then: tuple[Any, ...] = ()) -> tuple[str, str | None]:
    """The hint for the seat to act, as the shared keyboard says it (app/shuffle_hint.py;
    ``then``: the plays a hinted joker swap leads to), and as said to a seat with a word on
    its line, which the hinted word would go on with ("Esc, then type DEEMS"): None where
    that changes nothing (no play found, or a joker swap first: its key, not a word)."""
    from wordcards.app import shuffle_hint

    if action is None:
        return shuffle_hint.nothing_found(game), None
    return shuffle_hint.worded(game, action, points, then)


def promised_words(game: Any, action: Any, points: int, better: Any = None) -> tuple[str, str | None]:
    """Step two of a hint the seat followed (the swap made), as the shared keyboard says it
    (``shuffle_hint.promised``; ``better``: a line that now scores more), and as said to a
    seat with a word on its line ("Esc, then type FJORDS"), as ``hint_words``."""
    from wordcards.app import shuffle_hint

    return shuffle_hint.promised_worded(game, action, points, better)


def word(table: Any, seat: int, word: str) -> bool:
    """A typed word: play it, say why not, or offer the ways to play it."""
    game = table.game
    plays = game.resolve(word)
    if not plays:
        return bool(table.say(seat, game.refusal(word).message, refusal=True, kept_word=word))
    # The shared keyboard's list: its title counts the ways, each line says what it scores.
    title, plays, labels, points = shuffle_choice.listed(game, word, plays, table.hinted(seat))  # in the words of the seat to act
    if len(plays) == 1:  # one way to a player (shuffle_choice.in_order)
        return bool(table.apply(seat, plays[0], shuffle_choice.played(game, plays[0])))
    notes = [shuffle_choice.played(game, play) for play in plays]
    return bool(table.offer(seat, title, labels, plays, notes, {"points": points}, word))


def key(table: Any, seat: int, key: SeatKey) -> bool:
    from wordcards.engine.shuffle.actions import EndTurn, Pass

    game = table.game
    if key is SeatKey.END_TURN:
        return bool(table.apply(seat, EndTurn(), end_turn_note(game)))
    if key in PASS_KEYS:
        # Said after the pass, as at the shared keyboard: what it did (drew a card, or not).
        asked = pass_question(pass_key(game), others_after([p.name for p in game.players], seat))
        return bool(table.apply(seat, Pass(), asked.note))
    # As the shared keyboard's: best first, the hinted swap marked, each with its points.
    swaps, labels = shuffle_choice.swap_ways(game, game.legal_plays("swap"), table.hinted(seat))
    notes = [shuffle_choice.played(game, swap) for swap in swaps]  # a swap is a play (S10)
    if len(swaps) == 1:
        return bool(table.apply(seat, swaps[0], notes[0]))
    return bool(table.offer(seat, "Which joker?", labels, swaps, notes))


# --- the seat app --------------------------------------------------------------------


def ask_first(key: SeatKey, view: Any, seat: int, typed: str = "") -> PassQuestion | None:
    """The question a key asks on the seat before it is sent: a pass (it cannot be taken
    back), and Ctrl+E with ``typed``, a word at stake on the line (WordEntry.word_at_stake);
    None for a key that is sent at once."""
    if key is SeatKey.END_TURN:
        return end_turn_question(typed, len(view.hand), view.deck_size)
    if key not in PASS_KEYS:
        return None
    return pass_question(key, others_after([s.name for s in view.seats], seat), typed)


def extends_a_table_word(word: str, view: Any) -> bool:
    """Whether ``word`` (upper case) is made in ``view`` by extending a table word with hand
    cards (S6: its letters in order in the longer word, the hand giving the rest, a joker any
    one), the seat's first play made (S4). Told exactly but for whether ``word`` is a word,
    which no play changes: a word typed so stays when the play that changed the hand or
    the table left it a way (HAGS on the table, SHAGS typed: the H played from the hand was
    never needed)."""
    from wordcards.engine.shuffle.plays import embed
    from wordcards.engine.letters import hand_letters, letters_short

    if not view.seats[view.seat].first_play_made:
        return False
    return any(
        len(old) < len(word)
        and embed(old.word, word) is not None
        and not letters_short(Counter(word) - Counter(old.word), *hand_letters(view.hand))
        for old in view.table
    )


def table_changed_for(word: str, before: Any, after: Any, rules: Any) -> bool:
    """Whether the game moved on from view ``before`` to ``after`` in a way that may leave no
    play of ``word``, typed on the seat and needing table letters: a table word it could draw
    on (S6-S8) changed or went, or the seat's first play was taken back (S4: none of them
    then). Judged from the views alone: a table word added, or one the word shares no letter
    with, changes no way of playing it."""
    from wordcards.engine.shuffle.resolve import could_draw_on

    me_before, me_after = before.seats[before.seat], after.seats[after.seat]
    if me_before.first_play_made and not me_after.first_play_made:
        return True
    left_min = rules.left_behind_min.for_player(me_after.junior)
    now = {table_word.id: (table_word.word, table_word.owner) for table_word in after.table}
    return any(
        now.get(old.id) != (old.word, old.owner) for old in before.table if could_draw_on(word, old, left_min)
    )


def status_wordings(view: Any, rules: Any, mine: bool) -> list[Any]:
    """The (head, note) pairs of the seat's top line, longest first, as the shared keyboard
    makes its own (the deck; on the seat's own turn the plays so far, or S4's tip)."""
    from rich.text import Text

    from wordcards.app.widgets.shuffle.panels import status_heads, status_wordings

    if mine:
        return status_wordings(view, rules, tip=True)
    return [(head, Text()) for head in status_heads(view)]


def clock_run(view: Any, seconds: float) -> Any:
    """A Shuffle game has no clock."""
    return view


def time_left_words(view: Any) -> None:
    """A Shuffle game has no clock: its line says no time left."""
    return None


def hand_of(view: Any) -> int:
    """A Shuffle game is one hand."""
    return 1


def counts_deals(view: Any) -> bool:
    """A Shuffle game is not played in hands or deals."""
    return False


def chosen(view: Any) -> dict[str, Any]:
    """A Shuffle game chooses no numbers of its own: its rules are the ruleset's."""
    return {}


def choice_labels(choose: dict[str, Any], view: Any, dark: bool) -> list[Any]:
    """The lines of a list from the host: built there, as the shared keyboard builds them
    (only the game counts a play's points)."""
    return list(choose["options"])


async def draw(app: Any, view: Any, rules: Any) -> None:
    from wordcards.app.widgets.common.entry import WordEntry
    from wordcards.app.widgets.common.panels import GameLog
    from wordcards.app.widgets.shuffle.panels import WORD_LINE_PROMPT, ShuffleHand, ShufflePlayers, ShuffleTable

    (await app.panel("#table", ShuffleTable)).show(view, rules)
    (await app.panel("#players", ShufflePlayers)).show(view, True)  # a seat is its player's own keyboard (S14)
    (await app.panel("#hand", ShuffleHand)).show(view, rules, True)
    app.query_one(GameLog).show(log_lines(view, rules))
    app.query_one(WordEntry).placeholder = WORD_LINE_PROMPT


def log_lines(view: Any, rules: Any) -> list[str]:
    """The log as the seat shows it (its panel, and the whole log after the game: L)."""
    return log_words(view.log, rules)


def log_words(lines: Sequence[str], rules: Any) -> list[str]:
    """Engine log lines in the words a seat's log shows them: the engine's own (the host's
    console says a turn's in them too)."""
    return list(lines)


def longest_word(rules: Any, players: int) -> tuple[int, str]:
    """The longest word a seat's line takes, and why, as at the shared keyboard."""
    return MAX_WORD, ""


def panel_rows(view: Any) -> tuple[int, int, int]:
    """The rows the seat's panels take (sizes.least_size), as at the shared keyboard."""
    from wordcards.app.widgets.shuffle.panels import panel_rows

    return panel_rows(len(view.seats))


def scored(view: Any) -> int | None:
    """Which breakdown the seat may show now: 1 once the game is over (every hand is then in
    the view, S14), None while it is played."""
    return 1 if view.outcome is not None else None


def score_statics(view: Any, rules: Any, dark: bool) -> list[Any]:
    """The breakdown the shared keyboard's score screen shows (its own function). ``dark``
    is unused: Shuffle's breakdown has no card colours, but the seat calls both games'
    parts alike (remote/rummy.score_statics draws in the theme's colours)."""
    from wordcards.app.widgets.shuffle.score import score_statics

    return score_statics(view, rules)


def empty_line_note(view: Any) -> str:
    """Enter on the empty word line, as the shared keyboard says."""
    return TYPE_A_WORD
