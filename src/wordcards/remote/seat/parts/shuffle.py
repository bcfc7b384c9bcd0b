"""Shuffle's part of a joined seat's app (remote/seat/app.py): its panels, its status line,
its log, its score breakdown, the keys that ask first, and whether a typed word went stale
(the interface: remote/game_parts.py)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from rich.text import Text

from wordcards.app import other_game_keys, shuffle_idle_keys
from wordcards.app.screens.shuffle_score import ShuffleScoreScreen
from wordcards.app.answer_words import TYPE_A_WORD
from wordcards.app.shuffle_pass import PassQuestion, end_turn_question, others_after, pass_question
# Said alike on the host: the seat says them as its table does.
from wordcards.remote.host_parts.shuffle import KEYS as KEYS
from wordcards.remote.host_parts.shuffle import log_words
from wordcards.remote.host_parts.shuffle import longest_word as longest_word
from wordcards.remote.host_parts.shuffle import round_word as round_word
from wordcards.remote.keys import PASS_KEYS, SeatKey

if TYPE_CHECKING:
    from textual.widgets import Static

    from wordcards.engine.shuffle import ShuffleView
    from wordcards.remote.seat.app import SeatApp
    from wordcards.rulesets import ShuffleRules

SCORE_HEADLINES = ShuffleScoreScreen.HEADLINES  # as the shared keyboard's final screen puts tonight's games
OTHER_GAME_KEYS = other_game_keys.IN_SHUFFLE  # rummy's keys, said on the seat's turn (Ctrl+D: Shuffle draws as a turn ends)
KEYS_IN_ORDER: tuple[SeatKey, ...] = ()  # no key a word typed after it needs first (rummy's draws)
why_idle = shuffle_idle_keys.why_idle  # why a key the host offers none of now does nothing, as the shared keyboard says


def ask_first(key: SeatKey, view: ShuffleView, seat: int, typed: str = "") -> PassQuestion | None:
    """The question a key asks on the seat before it is sent: a pass (it cannot be taken
    back), and Ctrl+E with ``typed``, a word at stake on the line (WordEntry.word_at_stake);
    None for a key that is sent at once."""
    if key is SeatKey.END_TURN:
        return end_turn_question(typed, len(view.hand), view.deck_size)
    if key not in PASS_KEYS:
        return None
    return pass_question(key, others_after([s.name for s in view.seats], seat), typed)


def extends_a_table_word(word: str, view: ShuffleView) -> bool:
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


def table_changed_for(word: str, before: ShuffleView, after: ShuffleView, rules: ShuffleRules) -> bool:
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


def status_wordings(view: ShuffleView, rules: ShuffleRules, mine: bool, width: int) -> list[tuple[Text, Text]]:
    """The (head, note) pairs of the seat's top line ``width`` columns wide, longest first:
    the deck ("Shuffle · deck 58", "Deck 58"), and on the seat's own turn after it the plays
    so far, or S4's tip, in the shared keyboard's words and order (one_head_wordings: the note
    gives way before the head), from what the keyboard's line keeps at this width on: the
    seat keeps no more than the keyboard (its line may have to keep less, for its longer news)."""
    from wordcards.app.widgets.shuffle import panels

    person = view.seats[view.current].computer is None
    head, note = panels.keyboard_wording(view, rules, person, width)
    if not mine:
        heads = panels.status_heads(view)
        kept = [shown.plain for shown in heads].index(head.plain)
        return [(shown, Text()) for shown in heads[kept:]]
    wordings = panels.status_wordings(view, rules, tip=True)
    kept = [(shown.plain, told.plain) for shown, told in wordings].index((head.plain, note.plain))
    return wordings[kept:]


def note_room(view: ShuffleView, rules: ShuffleRules, mine: bool) -> int:
    """The columns the seat's line keeps for the note of its own turn, on every turn (the
    shared keyboard's note_room: S4's tip in short)."""
    from wordcards.app.widgets.shuffle import panels

    return panels.note_room(rules, view.seats[view.seat]) if mine else 0


def match_first(view: ShuffleView, width: int) -> bool:
    """True: the shared keyboard's line puts the deck first at every width
    (``panels.keyboard_wording``), whose turn after it."""
    return True


def clock_run(view: ShuffleView, seconds: float) -> ShuffleView:
    """A Shuffle game has no clock."""
    return view


def time_left_words(view: ShuffleView) -> None:
    """A Shuffle game has no clock: its line says no time left."""
    return None


def hand_of(view: ShuffleView) -> int:
    """A Shuffle game is one hand."""
    return 1


def counts_deals(view: ShuffleView) -> bool:
    """A Shuffle game is not played in hands or deals."""
    return False


def chosen(view: ShuffleView) -> dict[str, Any]:
    """A Shuffle game chooses no numbers of its own: its rules are the ruleset's."""
    return {}


def choice_labels(choose: dict[str, Any], view: ShuffleView, dark: bool) -> list[str | Text]:
    """The lines of a list from the host: built there, as the shared keyboard builds them
    (only the game counts a play's points)."""
    return list(choose["options"])


async def draw(app: SeatApp, view: ShuffleView, rules: ShuffleRules) -> None:
    from wordcards.app.widgets.common.entry import WordEntry
    from wordcards.app.widgets.common.panels import GameLog
    from wordcards.app.widgets.shuffle.panels import WORD_LINE_PROMPT, ShuffleHand, ShufflePlayers, ShuffleTable

    (await app.panels.panel("table", ShuffleTable)).show(view, rules)
    # A seat is its player's own keyboard (S14): their score shown, their row marked.
    (await app.panels.panel("players", ShufflePlayers)).show(view, True, you=view.seat)
    # The cards its last draw brought lit, as at the shared keyboard: the host says which.
    (await app.panels.panel("hand", ShuffleHand)).show(view, rules, True, new=drawn_cards(app.state, view))
    app.query_one(GameLog).show(log_lines(view, rules))
    app.query_one(WordEntry).placeholder = WORD_LINE_PROMPT


def drawn_cards(state: dict[str, Any] | None, view: ShuffleView) -> list[Any]:
    """The cards of the seat's hand the host says its last draw brought (``"drawn"``: their
    places in the view's hand); none when it says none, or places that are not in the hand."""
    places = (state or {}).get("drawn")
    if not isinstance(places, list) or not all(type(at) is int and 0 <= at < len(view.hand) for at in places):
        return []
    return [view.hand[at] for at in sorted(set(places))]


def log_lines(view: ShuffleView, rules: ShuffleRules) -> list[str]:
    """The log as the seat shows it (its panel, and the whole log after the game: L)."""
    return log_words(view.log, rules)


def panel_rows(view: ShuffleView) -> tuple[int, int, int]:
    """The rows the seat's panels take (sizes.least_size), as at the shared keyboard."""
    from wordcards.app.widgets.shuffle.panels import panel_rows

    return panel_rows(len(view.seats))


def no_score_yet(view: ShuffleView) -> str:
    """What Ctrl+S says while the game is played: its one breakdown comes at the end."""
    return "No score yet: Ctrl+S shows the breakdown once the game is over."


def scored(view: ShuffleView) -> int | None:
    """Which breakdown the seat may show now: 1 once the game is over (every hand is then in
    the view, S14), None while it is played."""
    return 1 if view.outcome is not None else None


def score_statics(view: ShuffleView, rules: ShuffleRules, dark: bool, time_up: bool = False) -> list[Static]:
    """The breakdown the shared keyboard's score screen shows (its own function). ``dark``
    and ``time_up`` are unused: Shuffle's breakdown has no card colours and a Shuffle game
    no clock, but the seat calls both games' parts alike (seat/parts/rummy.score_statics
    draws in the theme's colours and says a timed match's time is up)."""
    from wordcards.app.widgets.shuffle.score import score_statics

    return score_statics(view, rules)


def empty_line_note(view: ShuffleView) -> str:
    """Enter on the empty word line, as the shared keyboard says."""
    return TYPE_A_WORD
