"""Word Rummy's part of a joined seat's app (remote/seat/app.py): its panels (score pads for
the advanced variant), its status line and clock, its log, its score breakdown and the lists
the host sends drawn in the cards' colours (the interface: remote/game_parts.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.text import Text

from wordcards.app.screens.rummy_score import RummyScoreScreen
from wordcards.app import other_game_keys, rummy_hint, rummy_idle_keys
from wordcards.app.widgets.rummy.cards import discard_choice, meld_choice
from wordcards.engine.rummy import Phase, options
from wordcards.remote.codec import CodecError, decode

# Said alike on the host: the seat says them as its table does.
from wordcards.remote.host_parts.rummy import KEYS as KEYS
from wordcards.remote.host_parts.rummy import log_words
from wordcards.remote.host_parts.rummy import longest_word as longest_word
from wordcards.remote.host_parts.rummy import round_word as round_word
from wordcards.remote.keys import SeatKey

if TYPE_CHECKING:
    from textual.widgets import Static

    from wordcards.engine.rummy import RummyView
    from wordcards.remote.seat.app import SeatApp
    from wordcards.rulesets import RummyRules

SCORE_HEADLINES = RummyScoreScreen.HEADLINES  # as the shared keyboard's final screen puts tonight's games
OTHER_GAME_KEYS = other_game_keys.IN_RUMMY  # Shuffle's keys, said on the seat's turn (Ctrl+E: a discard ends it)
# Sent as the word line takes them, before a word typed after them: it needs the card drawn.
KEYS_IN_ORDER = (SeatKey.DRAW_DECK, SeatKey.TAKE_DISCARD)
empty_line_note = rummy_idle_keys.empty_line_note  # Enter on the empty word line, as the shared keyboard says


def why_idle(view: RummyView, rules: RummyRules, key: str) -> str | None:
    """Why a key the host offers none of now does nothing, as the shared keyboard says (from
    the view alone: rummy's reasons need no ruleset number)."""
    return rummy_idle_keys.why_idle(view, key)


def ask_first(key: SeatKey, view: RummyView, seat: int, typed: str = "") -> None:
    """No rummy key asks first on the seat (a discard is a typed letter: the word on the line)."""
    return None


def extends_a_table_word(word: str, view: RummyView) -> bool:
    """A rummy word extends no table word (R5: the table is fixed): it is made from the hand."""
    return False


def table_changed_for(word: str, before: RummyView, after: RummyView, rules: RummyRules) -> bool:
    """A rummy word is made from the hand only (R5: the table is fixed): no change of the
    table makes a word typed on the seat stale."""
    return False


def status_wordings(view: RummyView, rules: RummyRules, mine: bool, width: int) -> list[tuple[Text, Text]]:
    """The match on the seat's top line ``width`` columns wide, longest first, as the shared
    keyboard's line says it there and shorter: its titled form where it puts the match first
    (``match_first``; ``panels.seat_heads`` after it), else its match in short
    (``panels.turn_first``) and the shorter ones after it. The seat keeps no more than the
    keyboard, and less only where its longer news leaves no room. On the seat's own turn
    (``mine``) what to do next after each, in the keyboard's words ("draw a card"), then each
    without it."""
    from wordcards.app.widgets.rummy.panels import hand_alone, match_forms, seat_heads, titled_head, turn_doing, turn_first

    room = width - 2
    if (kept := titled_head(view, room)) is not None:
        forms = (*seat_heads(view), *hand_alone(view))
    else:
        forms, kept = (*match_forms(view)[1:], *hand_alone(view)), turn_first(view, room)[1]
    heads = [Text(form, style="bold") for form in forms[forms.index(kept) :]]
    doing = turn_doing(view) if mine else None
    if not doing:
        return [(head, Text()) for head in heads]
    note = Text(f" · {doing}", style="bold green")
    return [(head, note) for head in heads] + [(head, Text()) for head in heads]


def note_room(view: RummyView, rules: RummyRules, mine: bool) -> int:
    """The columns of the longest note any phase of the seat's own turn brings (" · meld,
    then discard"): its line is fitted for it, as the keyboard's turn_columns fits its own, so
    one width keeps one shape all turn."""
    from wordcards.app.widgets.rummy.panels import TURN_DOINGS

    return max(cell_len(f" · {doing}") for doing in TURN_DOINGS.values()) if mine else 0


def match_first(view: RummyView, width: int) -> bool:
    """Whether the seat's line, ``width`` columns wide, puts the match first, whose turn
    after it: where the shared keyboard's does (its titled form fits beside its longest
    turn), so a seat and the keyboard keep one layout at every width (the seat's untitled
    heads put the match first where the keyboard put whose turn: an advanced match at 61 to
    70 columns)."""
    from wordcards.app.widgets.rummy.panels import match_first as keyboard_match_first

    return keyboard_match_first(view, width)


def clock_run(view: RummyView, seconds: float) -> RummyView:
    """The view ``seconds`` after the host sent it: a match by minutes (R8) runs its clock
    until the match is over, as the shared keyboard's does, between hands too."""
    from dataclasses import replace

    if view.clock is None or view.phase is Phase.MATCH_OVER:
        return view
    return replace(view, clock=replace(view.clock, elapsed_seconds=view.clock.elapsed_seconds + int(seconds)))


def time_left_words(view: RummyView) -> str | None:
    """The words the seat's line says a match by minutes' time left in ("3:00 left", as
    status_wordings draws them), from the view's clock; None with no clock, or its time up."""
    from wordcards.app.widgets.rummy.panels import running_time_left

    return running_time_left(view)


def hand_of(view: RummyView) -> int:
    """Which hand (or deal, R9) of the match ``view`` is of: a word typed on the seat in an
    earlier one is not judged against this hand's cards (host_state.stale_word)."""
    return int(view.hand_number)


def counts_deals(view: RummyView) -> bool:
    """The match counts deals, not hands (R9): its key says "Next deal", as at the keyboard."""
    return options.counts_deals(view.variant)


def chosen(view: RummyView) -> dict[str, Any]:
    """The match's variant and own length (R7, R11; R8; R9), for the rules the seat shows (Ctrl+R)."""
    return {
        "variant": view.variant,
        "target": view.target,
        "max_hands": view.max_hands,
        "hands": view.match_hands,
        "minutes": view.minutes,
        "deals": view.deals,
    }


def choice_labels(choose: dict[str, Any], view: RummyView, dark: bool) -> list[str | Text]:
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


async def draw(app: SeatApp, view: RummyView, rules: RummyRules) -> None:
    from wordcards.app.rummy_just_drawn import just_drawn
    from wordcards.app.widgets.common.entry import WordEntry
    from wordcards.app.widgets.common.panels import GameLog
    from wordcards.app.widgets.rummy.panels import RummyHand, RummyPlayers, RummyTable, ScorePads, shown_pads, word_line_prompt
    from wordcards.engine.rummy import Phase

    dark = app.current_theme.dark
    shown = shown_pads(view, rules)  # filled in as words go down (R8), as at the shared keyboard
    (await app.panels.panel("table", RummyTable)).show(view, dark)
    (await app.panels.panel("players", RummyPlayers)).show(view, shown, you=view.seat)  # its own row marked
    pads = await app.panels.panel("pads", ScorePads)
    pads.display = view.variant == "advanced"
    pads.screen.set_class(pads.display, "-advanced")  # a wider players panel, as at the shared keyboard
    if pads.display:
        pads.show(view, rules.longest_word(len(view.seats)), shown)
    # The card just drawn lit, as at the shared keyboard (one rule for both: rummy_just_drawn).
    drawn = just_drawn(view, resumed=app.turn_taken_up)
    (await app.panels.panel("hand", RummyHand)).show(view, rules, True, dark, new=() if drawn is None else (drawn,))
    app.query_one(GameLog).show(log_lines(view, rules))
    app.query_one(WordEntry).placeholder = word_line_prompt(drawn=view.phase is not Phase.DRAW)


def log_lines(view: RummyView, rules: RummyRules) -> list[str]:
    """The log as the seat shows it (its panel, and the whole log after the match: L), its
    cards readable as at the shared keyboard."""
    return log_words(view.log, rules)


def panel_rows(view: RummyView) -> tuple[int, int, int]:
    """The rows the seat's panels take (sizes.least_size), as at the shared keyboard."""
    from wordcards.app.widgets.rummy.panels import panel_rows

    return panel_rows(view.variant, len(view.seats))


def no_score_yet(view: RummyView) -> str:
    """What Ctrl+S says in the first hand (or deal, R9), no breakdown yet to show: each
    hand's comes as it ends, and stays for Ctrl+S through the next."""
    return f"No score yet: Ctrl+S shows the breakdown once this {round_word(view).lower()} is over."


def scored(view: RummyView) -> int | None:
    """Which breakdown the seat may show now: the number of the hand just over (its hands are
    then in the view's results, as at a table), None while a hand is played."""
    from wordcards.engine.rummy import Phase

    if view.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and view.results:
        return int(view.results[-1].number)
    return None


def score_statics(view: RummyView, rules: RummyRules, dark: bool, time_up: bool = False) -> list[Static]:
    """The breakdown the shared keyboard's score screen shows (its own function); ``time_up``:
    the host holds a timed match's time-up (R8), and Enter ends the match."""
    from wordcards.app.widgets.rummy.score import score_statics

    return score_statics(view, dark, time_up, rules.colours, longest_word=rules.longest_word(len(view.seats)))
