"""The Shuffle turn screen's panels, each drawn from a ShuffleView (never from the game).

A card shows its letter with its value as a subscript (``Q₁₀``); a joker on the table
shows, in lower case and reversed, the letter it stands for (S9); a joker in hand is ``*``.
"""

from __future__ import annotations

from typing import Sequence

from rich.cells import cell_len
from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from wordcards.app.shuffle_pass import ending_an_empty_hands_turn
from wordcards.app.status_fit import fit_status
from wordcards.app.widgets.common.flow import OwnedRows
from wordcards.app.widgets.common.joker_marks import JOKER_STYLE
from wordcards.app.widgets.common.panels import CardRows, seat_name
from wordcards.engine.players import possessive, short_name
from wordcards.engine.shuffle.cards import card_value

SUBSCRIPT = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")
HIDDEN = "Hand hidden until its player takes the keyboard."
# The empty word line: one shape in both games ("type ... + Enter to ..."), here and on a remote seat.
WORD_LINE_PROMPT = "type a word + Enter to play"


def sub(number: int) -> str:
    return str(number).translate(SUBSCRIPT)


def table_card_value(rules, placed) -> int:
    return card_value(rules, placed.card, on_table=True)


def word_text(rules, word) -> Text:
    """``C₃H₄a₀R₁T₁`` - a joker standing for A shown as a reversed lower-case a."""
    text = Text()
    for placed in word.placed:
        if placed.card.is_joker:
            text.append(placed.letter.lower(), style=JOKER_STYLE)
        else:
            text.append(placed.letter, style="bold")
        text.append(sub(table_card_value(rules, placed)), style="dim")
    return text


EMPTY_TABLE = (
    "No words on the table yet. Type a word from your hand and press Enter. Later, type a "
    "longer word to extend or steal a table word, or to take letters from it: always the whole new word."
)


class ShuffleTable(Static):
    """Every player's words with their cards and values, grouped by owner. A word never
    parts from its score, and a row that wraps goes on under its owner's name (OwnedRows)."""

    def show(self, view, rules) -> None:
        if not view.table:
            self.update(Text(EMPTY_TABLE, style="dim italic"))
            return
        rows = []
        for owner, seat in enumerate(view.seats):
            words = []
            for word in (w for w in view.table if w.owner == owner):
                item = word_text(rules, word)
                item.append(f" {view.points_of(word)}", style="italic")
                words.append(item)
            rows.append((seat.name, words))
        self.update(OwnedRows(rows, short_names=[short_name(seat) for seat in view.seats]))


def status_heads(view) -> tuple[Text, Text]:
    """The start of the line above the table, long then short: "Shuffle · deck 40", "Deck 40"."""
    return Text(f"Shuffle · deck {view.deck_size}", style="bold"), Text(f"Deck {view.deck_size}", style="bold")


def turn_notes(view, rules, tip: bool) -> tuple[Text, ...]:
    """What follows whose turn it is, long then short: the plays made so far this turn, or,
    before the player's first play and if ``tip`` (a person plays), S4's least length (from
    the hand is the point of it, so the short form keeps it); after it, a junior's shorter
    words (S12), which nothing else on the screen says: they are shortened, then the plays
    so far go (the log shows them), before the junior's words do."""
    seat = view.seats[view.current]
    junior = _junior_words(seat, rules) if tip and seat.first_play_made else None
    if view.turn_plays:
        plays = len(view.turn_plays)
        so_far = f" · {plays} play{'s' if plays > 1 else ''} so far"
        if junior:
            kept = (Text(so_far + junior[1]), Text(junior[0], style="italic"), Text(junior[1], style="italic"))
            return Text(so_far + junior[0]), *kept, Text(so_far)
        return (Text(so_far),)
    if junior:
        return Text(junior[0], style="italic"), Text(junior[1], style="italic")
    if seat.first_play_made or not tip:
        return (Text(),)
    return tuple(Text(wording, style="italic") for wording in first_play_tips(rules.first_play_min.for_player(seat.junior)))


def first_play_tips(least: int) -> tuple[str, str]:
    """S4's tip before a player's first play, long then short."""
    return f" · first play: {least}+ letters from your hand", f" · first: {least}+ letters from hand"


def _junior_words(seat, rules) -> tuple[str, str] | None:
    """S5, S12: a junior's least word length from hand, long and short, where it is shorter
    than an adult's (the juniors note at the log's start says the other lengths)."""
    if not seat.junior or rules.word_min.junior >= rules.word_min.adult:
        return None
    least = rules.word_min.junior
    return f" · junior: words of {least}+ letters", f" · junior: {least}+ letters"


def status_wordings(view, rules, tip: bool) -> list[tuple[Text, Text]]:
    """The shared keyboard's (head, note) pairs of the line above the table, longest first,
    the line putting whose turn it is between the two (one_head_wordings' order)."""
    return one_head_wordings(status_heads(view), turn_notes(view, rules, tip))


def keyboard_line(view, rules, tip: bool, width: int) -> Text:
    """The shared keyboard's line above the table, ``width`` columns wide: the deck, whose
    turn, and with ``tip`` (a person plays) the tip or what the turn says after it."""
    head, note = keyboard_wording(view, rules, tip, width)
    return head.copy().append(f"   {possessive(view.seats[view.current])} turn").append_text(note)


def keyboard_wording(view, rules, tip: bool, width: int) -> tuple[Text, Text]:
    """The (head, note) of the shared keyboard's line ``width`` columns wide (a column of
    padding each side), whose turn between them. One head on every turn: fitted beside the
    longest "X's turn", a person's with their tip's room, so a long name's tip shortens, then
    goes, before "Shuffle · deck 58" would become "Deck 58" on that player's turn only. A
    remote seat keeps no more than this (remote/seat/parts/shuffle.status_wordings)."""
    room = width - 2
    turns = [(cell_len(f"   {possessive(seat)} turn"), seat) for seat in view.seats]
    longest = max(columns for columns, _ in turns)
    own_turn = max((columns + note_room(rules, seat) for columns, seat in turns if seat.computer is None), default=0)
    whose = cell_len(f"   {possessive(view.seats[view.current])} turn")
    wordings = status_wordings(view, rules, tip)
    forms = [((head, note), head.cell_len) for head, note in wordings]
    for least in (max(longest, own_turn), longest, 0):
        if (fitted := fit_status(forms, lambda pair: (least, whose + pair[1].cell_len), room)) is not None:
            return fitted
    return wordings[-1]


def one_head_wordings(heads: Sequence[Text], notes: Sequence[Text]) -> list[tuple[Text, Text]]:
    """Each head with the turn's notes, long to short, then with none, before the next head:
    the note gives way before the head, so the head the others' turns (no note) show stays
    as turns pass (at 80 columns the tip cut "Shuffle · deck 58" to "Deck 58" on the
    player's turn only). The shared keyboard's line and a remote seat's are made so."""
    kept = [note for note in notes if note.plain]
    return [(head, note) for head in heads for note in (*kept, Text())]


def note_room(rules, seat) -> int:
    """The columns a line keeps for the note of ``seat``'s turn on every turn: S4's first-play
    tip in short (" · first: 4+ letters from hand"), so that one head is chosen for the whole
    game (a longer note is shortened, or left out, to fit beside it)."""
    return cell_len(first_play_tips(rules.first_play_min.for_player(seat.junior))[-1])


def panel_rows(seats: int) -> tuple[int, int, int]:
    """Rows of text for sizes.least_size: the status line, the hand and its values, the word,
    the message (2: a tip or a long refusal wraps at 64 columns) and the footer; nothing under
    the table; the players panel, a row per seat under a header and the player's own score."""
    return 7, 0, seats + 2


class ShufflePlayers(Static):
    """Name, cards in hand and points on the table (live); ▸ marks whose turn it is. The
    player at the keyboard also sees their own score now, table minus hand (S14).

    Only the own score: the others' would tell how costly their hands are."""

    def show(self, view, revealed: bool = False, you: int | None = None) -> None:
        """``you``: a remote seat's own (its row marked "(you)")."""
        table = Table.grid(padding=(0, 1))
        table.add_column()  # the names give way (cut with "…") so the numbers always show
        table.add_column(justify="right", no_wrap=True)
        table.add_column(justify="right", no_wrap=True)
        table.add_row("", Text("cards", style="dim"), Text("table", style="dim"))
        for index, seat in enumerate(view.seats):
            name = seat_name(seat, index == view.current and not view.is_over, index == you)  # no one's turn after the game
            table.add_row(name, str(seat.hand_size), str(seat.table_points))
        parts: list = [table]
        mine = view.seats[view.seat]
        if revealed and mine.score is not None:
            hand = mine.table_points - mine.score
            parts.append(Text.assemble(("You now ", "dim"), (str(mine.score), "bold"), (f" = {mine.table_points} - hand {hand}", "dim")))
        self.update(Group(*parts))


CARD_FACE = "bold #1c1c1c on #efe6cf"  # a paper card, the same in both themes
NEW_CARD_FACE = "bold underline #1c1c1c on #ffd75f"  # a card that came with the last draw (underlined: seen without colour too)
JOKER_FACE = "bold #ffffff on #7b3fe4"


def hand_card(card, new: bool = False) -> Text:
    """A card in hand: its letter on a card face (`` A ``); the joker ``*`` on its own colour."""
    if card.is_joker:
        return Text(" * ", style=JOKER_FACE if not new else f"{JOKER_FACE} underline")
    return Text(f" {card.letter} ", style=NEW_CARD_FACE if new else CARD_FACE)


def empty_hand_next(view, rules) -> str:
    """What ending the turn does for a player who has played every card, from the deck
    left (S3, S13), on their own turn: as the hint says it (ending_an_empty_hands_turn)."""
    if not view.my_turn:
        return ""
    return f": {ending_an_empty_hands_turn(view.deck_size, rules.hand_size)}"


class ShuffleHand(Static):
    """The current player's cards and values; the cards that came with the last draw are
    lit until the player's next action. No card at all until the player has taken the
    keyboard on the hand-off screen."""

    def show(self, view, rules, revealed: bool, hidden: str | None = None, new: Sequence = ()) -> None:
        if not revealed:
            self.update(Text(hidden or HIDDEN, style="dim"))
            return
        if not view.hand:
            empty = f"    empty{empty_hand_next(view, rules)}"
            self.update(Group(Text.assemble(("Hand", "bold"), (empty, "italic")), Text("    ")))
            return
        cells = []
        fresh = list(new)
        for card in view.hand:
            is_new = card in fresh
            if is_new:
                fresh.remove(card)
            value = rules.joker_hand_penalty if card.is_joker else rules.value(card.letter)
            cells.append((Text(" ").append_text(hand_card(card, is_new)), Text(f" {value:^3}", style="dim")))
        note = Text("   lit: just drawn", style="dim italic") if len(new) and len(new) < len(view.hand) else None
        self.update(CardRows(cells, note))
