"""The host's lists and questions on a seat, and the words they answer: which way to play a
word (a list), a question before a discard, and a seat's own question before a key that
cannot be taken back (a pass). One is open at a time (``asking``); news from the host closes
one it has made moot, and digits, Esc and turn keys typed after a word's Enter wait for its
answer (its list, if one comes); a word typed whole behind them waits for that list's answer,
or for the answer to a turn key before it that may end the turn (``key_sent``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Callable

from textual import events
from textual.screen import Screen

from wordcards.app.answer_words import STALE_ONCE_ASKED, TYPED_AFRESH, TYPED_ON
from wordcards.app.screens.choice import ChoiceScreen, number_typed
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.widgets.common.entry import AskedOverTheLine, WordEntry
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote.keys import SeatKey
from wordcards.typed_text import a_to_z
from wordcards.remote.seat.host_state import ANSWERED_FOR_ANOTHER_SCREEN, PICKED_FOR_ANOTHER_SCREEN, StaleReasons, game_part

if TYPE_CHECKING:  # the app holds its questions: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp


@dataclass(frozen=True)
class HeldWord:
    """A word whose Enter came while keys were held for the last word's answer
    (``HostQuestions.hold_word``): it goes to the host after them."""

    word: str


# What waits for the answer to the word sent: a key typed after its Enter, or a word held.
Held = events.Key | HeldWord


def held_words(held: list[Held]) -> list[str]:
    """The words held in ``held``, in the order typed."""
    return [item.word for item in held if isinstance(item, HeldWord)]


def not_sent(words: list[str]) -> str:
    """What the seat says of held words it never sent and could not put back on the line."""
    return f"Not sent: {', '.join(words)}." if words else ""


def answers(key: events.Key, ways: int) -> bool:
    """Whether ``key``, held for a list of ``ways`` ways (0: a question), answers it: Esc, or
    the number of a way. A turn key only says to pick first; a digit past the ways does nothing."""
    number = number_typed(key.character)
    return key.key == "escape" or (number is not None and 1 <= number <= ways)


class HostQuestions:
    def __init__(self, app: SeatApp) -> None:
        self.app = app
        self.asking: Screen[Any] | None = None  # the question or list open on this screen
        self._asked_key: SeatKey | None = None  # the key a question of this seat's own is about
        self._asked_number: object = None  # the host's number of the list or question open ("ask")
        # The list or question this screen's own word opened, as the host sent it: kept through
        # a blip, so the same question asked again on the next connection (its first state
        # names no word) is still this screen's, not taken for another screen's. Whole, not
        # only its number: a restarted host numbers its questions from 1 again.
        self._own_question: dict[str, Any] | None = None
        self._sent_word = ""  # the last word sent: a letter typed over a question goes on with it
        # The word Esc put back on the line (_own_word_back), until the host's answer to that
        # Esc brings it: that answer does not put it back again (``already_back``).
        self._put_back = ""
        self._asked_afresh = False  # the open question is a discard's: its letter is not put back
        # A letter closed the host's question: what its answer is said as (TYPED_ON, or over
        # a discard TYPED_AFRESH), else "".
        self.typed_over = ""
        self._typed_note = TYPED_ON  # what a letter typed over the list or question open says
        self._words_sent = 0  # numbers each word sent ("id"): the host's answer to it names it ("reply_to")
        self._keys_sent = 0  # numbers a turn key sent with a word held behind it ("id": key_sent)
        self._choices_sent = 0  # numbers an answer to a list with a word held behind it ("id")
        # The word sent, or the list's answer sent with a word held behind it, whose answer
        # from the host has not come yet ("id": its answer names it).
        self._answer_awaited: str | None = None
        # Digits, Esc and turn keys typed after its Enter, for its answer, and the words
        # whose Enter came after them (hold_word).
        self._typed_ahead: list[Held] = []
        # A word held and the keys after it, kept back from the list the host opened for
        # the word before: they wait for its answer (ask_for_host, _send_answer).
        self._behind_the_list: list[Held] = []
        # The list or question open answers a word another screen of the seat sent; a way
        # picked here for it, named ("id") so only the host's answer to it counts as its
        # play, and why a word on this line goes with it (picked_for_another_screen). A
        # flag once stayed set through a pick the host refused, and the other screen's next
        # play was read as picked here.
        self._for_another_screen = False
        self._picks_sent = 0
        self._pick_awaited: tuple[object, StaleReasons] | None = None

    def picked_for_another_screen(self, state: dict[str, Any], moved: bool) -> StaleReasons | None:
        """Why a word on this line goes when ``state`` is the host's answer to a way this
        screen picked (or a question it answered) for another screen's word and the game
        moved (``moved``): the word was never sent, and may be stale as if that screen had
        played (HUR on the line, HURT played from the list the other screen opened). None
        otherwise; an answer that refused the pick (the other screen's Esc came first) ends
        the wait all the same."""
        if self._pick_awaited is None or state.get("reply_to") != self._pick_awaited[0]:
            return None
        reasons, self._pick_awaited = self._pick_awaited[1], None
        return reasons if moved else None

    def word_sent(self, word: str) -> str:
        """A word goes to the host: the name its answer will bear ("reply_to")."""
        self._sent_word = word
        self._put_back = ""  # answers from now on are to this word
        self._words_sent += 1
        self._answer_awaited, self._typed_ahead = f"word-{self._words_sent}", []
        return self._answer_awaited

    def hold_word(self, word: str) -> bool:
        """A word whose Enter came while keys are held for the last word's answer
        (``hold_for_list``) is held behind them, so it goes after them, in the order typed:
        "CAT⏎ ^E DOG⏎" dropped the Ctrl+E, and DOG was played in the turn the shared
        keyboard would have ended first. True when held (not sent now)."""
        if self._answer_awaited is None or not self._typed_ahead:
            return False
        self._typed_ahead.append(HeldWord(word))
        return True

    def held_word_sent(self, held: HeldWord, behind: list[Held]) -> str:
        """A held word goes to the host now (``word_sent``); the keys held behind it wait
        for its answer in turn."""
        ident = self.word_sent(held.word)
        self._typed_ahead = behind
        return ident

    def key_sent(self, behind: list[Held]) -> str:
        """A held key that may end the turn goes to the host now, a word held behind it: the
        word and the keys after it (``behind``) wait for the key's answer, as they waited for
        the last word's, and go only if the turn is still this seat's ("CAT⏎ ^E DOG⏎": DOG
        went right behind the Ctrl+E, was refused for another's turn and left the line). The
        name its answer will bear ("reply_to")."""
        self._keys_sent += 1
        self._answer_awaited, self._typed_ahead = f"key-{self._keys_sent}", behind
        return self._answer_awaited

    def close_typed_over(self) -> None:
        """The question open is closed as a letter typed over it closes it: nothing chosen
        (its answer says so); the caller puts the letters on the line."""
        screen = self.asking
        if screen is not None and self.app.screen is screen:
            screen.dismiss("")

    def connection_lost(self) -> list[str]:
        """The host went away before answering the word sent: keys are no longer held for
        its answer (a host restarted never sends it; Ctrl+E was held for good). The words
        held behind them (``hold_word``) or behind a list closed with it (``close_offline``),
        never sent, in the order typed."""
        words = held_words(self._typed_ahead)
        self._answer_awaited, self._typed_ahead = None, []
        self._pick_awaited = None  # its answer never comes: the next connection's news is judged as such
        return words

    def put_back(self, words: list[str]) -> str:
        """Held words never sent: none may vanish unsaid ("CAT⏎ ^E DOG⏎ ^E FOX⏎" lost FOX,
        and DOG too with letters on the line). The first goes back on the line when it is
        empty; what to say of the others ("" when none is left)."""
        entry = self.app.query_one(WordEntry)
        if words and not entry.value:
            entry.value = words.pop(0)[: entry.max_length]
        return not_sent(words)

    def forget(self) -> None:
        """The question open closed unanswered here (with its hand, or made moot): nothing to
        send. The words held behind it (``ask_for_host``) are never sent: what they were typed
        after is no longer there to answer; the first goes back on the line, the others are named."""
        self.asking = self._asked_key = None
        self._own_word_shown()
        words, self._behind_the_list = held_words(self._behind_the_list), []
        note = self.put_back(words)
        if note:
            self.app.query_one(MessageLine).say(note)

    def _own_word_shown(self) -> None:
        """The list closed: the line shows its own word again (``ask_for_host``). query: the
        app may be closing, its line gone."""
        for entry in self.app.query(WordEntry):
            entry.asked = ""

    def ask(self, screen: Screen[Any], then: Callable[[Any], None], key: SeatKey | None = None) -> None:
        """Open a question; ``then`` gets its answer, unless news from the host closed it."""
        app = self.app
        self.asking, self._asked_key = screen, key
        # The question is what the player reads now, as at the shared keyboard: a refusal of
        # an earlier word stayed under the list of the next one ("OUTLINEDO is not a word"
        # under "How do you want to play OUTLINED?").
        app.query_one(MessageLine).clear_refusal()
        app.notes.question_opened()  # nor a note of the seat's screens over its instructions
        for note in STALE_ONCE_ASKED:  # what the last question said as it closed, as at the shared keyboard
            app.query_one(MessageLine).unsay(note)

        def answered(answer: Any) -> None:
            if self.asking is not screen:
                return  # closed because it no longer meant anything: nothing to send
            if app.return_code is not None:
                return  # a key typed over it just after Ctrl+Q: the seat is closing, its word entry gone
            self.asking = self._asked_key = None
            self._own_word_shown()
            then(answer)

        app.push_screen(screen, answered)

    def close_offline(self) -> bool:
        """A question or list open when the host went away is closed: its answer could not
        be sent, and over it the status line saying so was out of sight (a discard was
        answered into nothing). A host back after a blip asks again in its first state; a
        restarted host has forgotten it, and the player plays the word again. True when one
        was closed (the caller says so)."""
        screen = self.asking
        if screen is None:
            return False
        # The words held behind it are said with the connection's loss (connection_lost).
        self._typed_ahead, self._behind_the_list = self._behind_the_list + self._typed_ahead, []
        self._pick_awaited = None  # a pick sent is answered on no connection of this one
        self.forget()
        if self.app.screen is screen:
            screen.dismiss(None)
        return True

    def close_moot(self, state: dict[str, Any]) -> None:
        """Close a question the host's news has made moot: the list or question was answered
        on another screen of this seat, or the key asked about no longer works."""
        screen = self.asking
        if screen is None:
            return
        if self._asked_key is None:
            asked = state.get("choose") or state.get("confirm")
            # Answered on another screen of this seat, or answered there and another asked
            # since (a discard in place of a meld): this one closes, the new one opens.
            moot = not asked or asked.get("ask") != self._asked_number
        else:
            moot = self._asked_key not in state.get("keys", ())
        if moot:
            self.forget()
            if self.app.screen is screen:
                screen.dismiss(None)

    def answers_word_sent(self, state: dict[str, Any]) -> bool:
        """``state`` is the host's answer to the word this screen sent last, or to the list's
        answer sent with a word held behind it (it names it); another screen of the seat
        gets the answer to its word without the name."""
        return self._answer_awaited is not None and state.get("reply_to") == self._answer_awaited

    def sent_since(self, state: dict[str, Any]) -> bool:
        """A word (or a list's answer) went to the host after what ``state`` answers: its own
        answer has not come yet."""
        return self._answer_awaited is not None and not self.answers_word_sent(state)

    def typed_ahead_for(self, state: dict[str, Any]) -> list[Held]:
        """The digits and Esc held for the list (``hold_for_list``), and the words held behind
        them, once ``state`` is the host's answer to what was sent last (it names it); none before."""
        if not self.answers_word_sent(state):
            return []
        self._answer_awaited = None
        ahead, self._typed_ahead = self._typed_ahead, []
        return ahead

    def ask_for_host(self, state: dict[str, Any], ahead: list[Held], mine: bool) -> bool:
        """The host's list (which way to play a word) or question (before a discard); True
        when it opened. ``ahead``: the digits and Esc typed after the word's Enter, before
        the list came (held: the word line takes neither), and the letters typed after them
        go to it in the order typed, as at the shared keyboard (a digit picks a way); a word
        held behind them waits for its answer (``_send_answer``), or, when none answers it,
        is typed over it (``_word_typed_over``). ``mine``: False when it answers a word another screen of the seat sent (one this
        screen's word opened, asked again after a blip, is its own: ``_own_question``): the letters on
        this line are a word of its own, not typed after that Enter; it stays, and the list
        opens over it (either screen may answer), letters typed over it going on with it."""
        choose: dict[str, Any] = state.get("choose") or {}
        confirm: dict[str, Any] = state.get("confirm") or {}
        if not (choose or confirm):
            self._own_question = None  # answered, or forgotten by a host restarted: none is asked again
            return False
        question = confirm or choose
        number = question.get("ask")
        asked_again = not mine and number is not None and question == self._own_question
        mine = mine or asked_again
        self._asked_number, self._own_question = number, question if mine else None
        self._for_another_screen = not mine
        entry = self.app.query_one(WordEntry)
        if not mine:  # this line's word was never sent: it neither cancels nor joins the other screen's
            self._typed_note = TYPED_ON
            opened = self._open(state, [], entry.value)
            # The line shows the word the list is about ("› PLIE" under a list for PLIED read
            # as if PLIE were asked about); its own word is kept under it for when it closes.
            word = question.get("word")
            entry.asked = word if isinstance(word, str) and a_to_z(word) else ""
            return opened
        # A list or question whose letters start a word of their own (a discard is one
        # letter: X, its list, then Q is Q, not XQ), or the word sent, which they go on with.
        afresh = bool((confirm or choose).get("afresh"))
        word = "" if afresh else self._sent_word
        self._typed_note = TYPED_AFRESH if afresh else TYPED_ON
        self._asked_afresh = afresh
        if asked_again:  # nothing was typed after its Enter on this connection: a word put back on the line stays
            return self._open(state, [], entry.value or word)
        # A word typed whole behind the keys is not the list's: it and the keys after it wait
        # for the list's answer, then go, as at the shared keyboard a word typed once a way
        # is picked is played ("TAX⏎ 2 DOG⏎": DOG is played, not sent to the list the 2
        # answers). Behind keys that do not answer it (a turn
        # key only says to pick first) its letters close the list (_word_typed_over). The
        # letters on the line came after its Enter: they stay there.
        held_at = next((index for index, held in enumerate(ahead) if isinstance(held, HeldWord)), len(ahead))
        keys, self._behind_the_list = [held for held in ahead[:held_at] if isinstance(held, events.Key)], ahead[held_at:]
        ways, word_held = len(choose.get("options", ())), ahead[held_at] if held_at < len(ahead) else None
        if isinstance(word_held, HeldWord) and not any(answers(key, ways) for key in keys):
            return self._word_typed_over(word, word_held, ahead[held_at + 1 :])
        if self._behind_the_list:
            return self._open(state, keys, word)
        typed = entry.value if not entry.refused else ""
        if typed and not keys:  # letters typed after Enter, before the question came: they go on with the word
            self._type_on(word, typed)
            return False
        if typed:  # typed after the held keys: they follow them to the list
            entry.clear()
            keys = keys + [events.Key(letter.lower(), letter.lower()) for letter in typed]
        return self._open(state, keys, word)

    def _open(self, state: dict[str, Any], ahead: list[events.Key], word: str) -> bool:
        """Open the host's list or question; letters typed over it go on with ``word``."""
        choose: dict[str, Any] = state.get("choose") or {}
        confirm: dict[str, Any] = state.get("confirm") or {}
        go_on = self.app.query_one(WordEntry).typing_on(word)
        # The seat's turn keys wait for the question or the list and say so, as at the shared keyboard.
        if confirm:
            screen: Screen[Any] = ConfirmScreen(
                confirm["question"], confirm["detail"], confirm["yes"], go_on, word, turn_keys=self.app.game_turn_keys()
            )
        else:
            labels = game_part(state).choice_labels(choose, state["view"], self.app.current_theme.dark)
            screen = ChoiceScreen(choose["title"], labels, go_on, word, turn_keys=self.app.game_turn_keys())
        self.ask(screen, self._answered)
        asking = choose.get("asking")
        if isinstance(asking, str):  # a list of ways to play a word: what it is for (a host of before sends none)
            line = self.app.query_one(MessageLine)
            line.say_what_a_list_is_for(asking, choose.get("hint_listed") is True)
            line.line_changed(word)  # a hint kept is worded for the word the list is about (the line shows it)
        for key in ahead:
            screen.post_message(AskedOverTheLine.TypedAhead(key))
        return True

    def _answered(self, answer: int | bool | str | None) -> None:
        if isinstance(answer, str):  # letters typed (on the line already: WordEntry.typing_on): nothing is chosen
            self.typed_over = self._typed_note
            self._send_answer(None)
            return
        question = answer is True or answer is False
        if answer is None or answer is False:
            self._own_word_back()
        if answer is True:  # Enter on a question: its one action
            answer = 0
        self._send_answer(None if answer is False else answer, question)

    def _own_word_back(self) -> None:
        """Esc closed the list or question this screen's word opened: the word goes back on
        the line now, marked, as the shared keyboard puts it back (TurnScreen.put_back), so
        a letter typed right after Esc goes on with it (TENTS, its list, Esc A fast: TENTSA).
        It came back only with the host's answer, after the A, which kept the line: A, TENTS
        lost. The host's answer leaves it there (``keep_typed``), and does not put it back
        again if the player has cleared it meanwhile (``already_back``). Not for another
        screen's word, nor with a word held behind the list (it goes after the answer)."""
        entry = self.app.query_one(WordEntry)
        # A discard's letter is not put back (as RummyTurnScreen.put_back): J Enter asks again, not "JJ".
        if self._asked_afresh:
            return
        if not (self._for_another_screen or self._behind_the_list or entry.value) and a_to_z(self._sent_word):
            entry.keep_refused(self._sent_word)
            self._put_back = self._sent_word

    def already_back(self, word: object) -> bool:
        """``word``, in the host's answer, is the one Esc put back already: the answer to that
        Esc, taken once. On a slow link the player may have cleared the line before it came
        (Backspace, or an Esc past the grace), and it put TENTS back a second time."""
        if not self._put_back or word != self._put_back:
            return False
        self._put_back = ""
        return True

    def _send_answer(self, index: int | None, question: bool = False) -> None:
        """The answer to the list or question open goes to the host. A word held behind the
        keys that went to it (``ask_for_host``) waits for the host's answer to it, as for a
        word's (named: "id"), then goes: after a way picked it is played as typed next. A
        way picked for another screen's word is named too (``picked_for_another_screen``)."""
        intent = self._choice(index)
        if self._behind_the_list:
            self._choices_sent += 1
            intent["id"] = self._answer_awaited = f"choice-{self._choices_sent}"
            self._typed_ahead, self._behind_the_list = self._behind_the_list, []
        if index is not None and self._for_another_screen:
            if "id" not in intent:
                self._picks_sent += 1
                intent["id"] = f"pick-{self._picks_sent}"
            self._pick_awaited = (intent["id"], ANSWERED_FOR_ANOTHER_SCREEN if question else PICKED_FOR_ANOTHER_SCREEN)
        self.app.send_soon(intent)

    def _word_typed_over(self, word: str, held: HeldWord, behind: list[Held]) -> bool:
        """A word typed whole behind keys that do not answer the list (turn keys, which only
        say to pick first): its first letter closes the list, its letters go on with ``word``
        and its Enter tries the whole, as at the shared keyboard ("TENTS⏎ ^E DOG⏎": TENTSDOG).
        The list is not opened; the keys after the word (``behind``) wait for its answer.
        Letters typed after its Enter stay on the line."""
        self._behind_the_list = []
        whole = (word + held.word)[: self.app.query_one(WordEntry).max_length]
        self.typed_over = self._typed_note
        choice = self._choice(None)
        ident = self.held_word_sent(HeldWord(whole), behind)
        self.app.run_soon(partial(self._send_in_order, [choice, {"type": "word", "word": whole, "id": ident}]))
        return True

    async def _send_in_order(self, intents: list[dict[str, Any]]) -> None:
        for intent in intents:
            await self.app.send(intent)

    def _type_on(self, word: str, letters: str) -> None:
        """Letters typed over a question: nothing is played, ``word`` goes on (as at the
        shared keyboard, so typing ahead never plays or discards anything)."""
        entry = self.app.query_one(WordEntry)
        entry.value = (word + letters)[: entry.max_length]
        self.typed_over = self._typed_note
        self.app.send_soon(self._choice(None))

    def _choice(self, index: int | None) -> dict[str, Any]:
        """The answer to the list or question last asked, naming it (the host takes no pick
        meant for a list answered on another screen of this seat from the next one)."""
        intent: dict[str, Any] = {"type": "choice", "index": index}
        if self._asked_number is not None:
            intent["ask"] = self._asked_number
        return intent

    def hold_for_list(self, event: events.Key) -> bool:
        """A digit, Esc or turn key typed after a word's Enter, before the host answered it,
        nothing typed since: held for the list the answer may open (``ask_for_host``), as the
        shared keyboard's list gets it ("BEE⏎2": the 2 picks the way; the line takes
        neither); with no list, a turn key acts once the answer is drawn, as the shared
        keyboard acts in order ("SCUD⏎^E": End turn is offered only after the play). Asked
        by the word line as it handles the key: a key bubbling on from it would reach this
        app after the letters typed next had reached the line. True when held."""
        if self._answer_awaited is None or self.app.query_one(WordEntry).value:
            return False
        turn_key = event.key in self.app.TURN_KEYS
        if event.key != "escape" and number_typed(event.character) is None and not turn_key:
            return False
        self._typed_ahead.append(events.Key(event.key, event.character))
        return True
