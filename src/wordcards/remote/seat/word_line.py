"""A seat's word line as it sends: a word's Enter and a key typed on the line (an undo,
rummy's draws) queued for the host in the order typed; a word held behind keys typed after
a word's Enter, typed when its answer is drawn; a word not played put back on the line; and
the longest word the line takes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual import events

from wordcards.app.answer_words import TYPE_A_WORD
from wordcards.app.bindings import bindings_of
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.typed_text import a_to_z
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.host_state import game_part, mine, table_rules
from wordcards.remote.seat.key_bindings import key_action
from wordcards.remote.seat.questions import Held, HeldWord, held_words

if TYPE_CHECKING:  # the app holds its word line: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp


class SeatWordLine:
    def __init__(self, app: SeatApp) -> None:
        self.app = app
        self._line_limited_by: tuple[object, ...] | None = None  # what the word line's longest word was worked out from

    def submit_word(self, typed: str) -> None:
        """Enter on the word line (called by the entry as the key is handled): the line is
        cleared at once, so letters typed straight after Enter start the next word, and the
        word goes into this app's queue ahead of any key typed after Enter (a Ctrl+E reaches
        the app only after the screen): the host gets them in the order typed."""
        word = typed.strip()
        if not self.app.is_running or self.app.questions.asking is not None or self.app.panels.covered():  # closing: see on_word_entry_not_now
            return
        if not word:
            said = TYPE_A_WORD if self.app.part is None or self.app.state is None else self.app.part.empty_line_note(self.app.state["view"])
            self.app.query_one(MessageLine).say(said)
            return
        entry = self.app.query_one(WordEntry)
        entry.clear()
        if self.app.questions.hold_word(word):  # behind keys held for the last word's answer
            return
        self.app.post_message(self.app.WordForHost(word, self.app.questions.word_sent(word)))

    def key_in_order(self, event: events.Key) -> bool:
        """Ctrl+Z, or a key of the part's ``KEYS_IN_ORDER`` (rummy's draws), typed on the word
        line goes into this app's queue as the line takes it, as a word does (``submit_word``),
        so the host gets it before a word typed after it, as at the shared keyboard
        (TurnScreen.key_in_order): through the bindings it went after the word (Ctrl+Y, then
        LO Enter in one burst: LO was refused "draw first"; Ctrl+Z, AT Enter: the undo was
        lost). Ctrl+R and ? open their screen then and there (``opened_in_order``). True when
        it acted; a key the host does not offer now goes on to the bindings and on_key, which
        say why."""
        if self.app.opened_in_order(event.key):
            return True
        if self.app.part is None:
            return False
        for key in (SeatKey.UNDO, *self.app.part.KEYS_IN_ORDER):
            bound = any(binding.action == key_action(key) for binding in bindings_of(self.app.BINDINGS, event.key))
            if bound and self.app.key_usable(key):
                self.app.post_message(self.app.KeyForHost(key))
                return True
        return False

    def held_word_typed(self, held: HeldWord, behind: list[Held]) -> None:
        """A word held behind keys typed after a word's Enter (no list came), typed now as
        the shared keyboard takes it typed then: over a question a held key opened (Ctrl+P's
        pass) its first letter closes it; a word that came back refused, kept on the line,
        goes on with its letters, and its Enter tries the whole ("XQZ⏎ ^P DOG⏎", XQZ refused:
        XQZDOG). It was sent on its own, past the seat's question, or beside the word kept.
        Any other text on the line was typed after the held word's Enter (submit_word
        cleared the line): it stays there, after it ("CAT⏎ ^E DOG⏎ FO": DOG sent, FO kept).
        The turn no longer this seat's (the key before it ended it): nothing is sent
        (``kept_for_its_turn``)."""
        if not mine(self.app.state):
            self.kept_for_its_turn(held, behind)
            return
        entry = self.app.query_one(WordEntry)
        word = held.word
        if self.app.questions.asking is not None:
            self.app.questions.close_typed_over()
        if entry.refused:
            word = entry.value + word
            entry.clear()
        word = word[: entry.max_length]
        self.app.post_message(self.app.WordForHost(word, self.app.questions.held_word_sent(HeldWord(word), behind)))

    def kept_for_its_turn(self, held: HeldWord, behind: list[Held]) -> None:
        """A held word whose turn is over as it comes to be typed ("CAT⏎ ^E DOG⏎", the Ctrl+E
        answered): it goes back on the line, kept, and Enter's note on another's turn says
        so, as if typed then; the words held after it, or it too when letters typed since are
        on the line, are named, never sent. The keys held after it would only say whose turn
        it is."""
        line_free = not self.app.query_one(WordEntry).value
        unsent = self.app.questions.put_back([held.word, *held_words(behind)])
        said = self.app.idle_keys.not_now(held.word if line_free else "")
        note, refusal = said if said is not None else ("", False)
        self.app.query_one(MessageLine).say(" ".join(part for part in (note, unsent) if part), refusal=refusal or bool(unsent))

    def keep_typed(self, word: object, state: dict[str, Any]) -> None:
        """A word the host did not play (refused, taken back, or rummy: sent before the draw)
        goes back on the line, marked, as at the shared keyboard, unless the player has typed
        on since: letters on the line, or a word sent after what ``state`` answers (Ctrl+Z AT
        Enter: the undo's AT came back "not played" beside the play of the AT sent after it),
        or unless Esc put it back already (the player may have cleared it since)."""
        entry = self.app.query_one(WordEntry)
        if self.app.questions.already_back(word):
            return
        if isinstance(word, str) and a_to_z(word) and not entry.value and not self.app.questions.sent_since(state):
            entry.keep_refused(word)

    def limit_the_line(self, state: dict[str, Any]) -> None:
        """The longest word the line takes, worked out again only when what sets it changes:
        the game, its ruleset, the number of players (rummy: the cards a hand holds). Every
        state loaded the ruleset anew for it."""
        players = len(state["view"].seats)
        limited_by = (state["game"], state["rules"], players)
        if limited_by != self._line_limited_by:
            self._line_limited_by = limited_by
            self.app.query_one(WordEntry).limit(*game_part(state).longest_word(table_rules(state), players))
