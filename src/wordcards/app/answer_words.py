"""What a turn says when a list or a question closes with nothing played, the answers its
questions give, and a word past the longest its line takes: the same words at the shared
keyboard and on a remote seat. Free of Textual, so the host's table (which decides what a
seat is told) says them without loading the UI."""

from wordcards.app.other_game_keys import IN_RUMMY, IN_SHUFFLE
from wordcards.quoting import and_list

# A letter typed over a list or a question closed it.
TYPED_ON = "Nothing played: go on typing the word, then press Enter."
# A letter typed over a rummy discard's question or list closed it: it starts a word of its
# own (a discard is one letter: there is no earlier word to go on with).
TYPED_AFRESH = "Nothing discarded: type the word, then press Enter."
# Esc closed a list of plays, the ways to play a word (NOTHING_PLAYED), or a question or a
# rummy discard's list of colours (KEPT_PLAYING: a discard is asked, as a pass is, not played).
NOTHING_PLAYED = "Nothing played."
KEPT_PLAYING = "Nothing done: your turn goes on."
# All four, said of a question that closed: stale once the next question opens.
CLOSING_NOTES = (TYPED_ON, TYPED_AFRESH, NOTHING_PLAYED, KEPT_PLAYING)
# Enter on an empty line. Typed ahead of a question (Ctrl+P Enter; a seat's W Enter Enter,
# the host's question still on its way) it stayed under the question, as if wrong: stale too.
TYPE_A_WORD = "Type a word, then press Enter."
# Rummy's Enter on an empty line before the draw: no word is wanted yet, the draw is (as
# the line's prompt and Ctrl+Z there say).
# One wording: the word line's prompt (DRAW_PROMPT) and what Enter says (DRAW_FIRST).
DRAW_PROMPT = "draw first: Ctrl+D the draw pile, Ctrl+Y the discard pile"
DRAW_FIRST = f"{DRAW_PROMPT[0].upper()}{DRAW_PROMPT[1:]}."
# The other game's keys (Ctrl+P in rummy) speak of a key, not of the question: stale too
# ("Ctrl+P is Shuffle's pass" stayed under "Discard N (green)?").
STALE_ONCE_ASKED = (*CLOSING_NOTES, TYPE_A_WORD, DRAW_FIRST, *IN_RUMMY.values(), *IN_SHUFFLE.values())



def choosing_a_way(word: str) -> str:
    """The message line while a list of ways to play ``word`` is open (Shuffle's "How do you
    want to play X?", rummy's "Which cards for X?"): what the list is for, in place of the
    news of the turn before it, which read as the list's."""
    return f"Pick how to play {word} in the list above; Esc plays nothing."


# Enter's answer to the question before a pass (shuffle_pass.py) or a discard
# (rummy_discard.py); the confirm screen labels its footer's Enter by these words, so both
# read them from here (a copy reworded on one side only fell back to "Yes").
PASS = "pass"
END_TURN = "end the turn"  # asked only with a word typed but not played (shuffle_pass.end_turn_question)
END_TURN_AND_GAME = "end the game"  # the same, with hand and deck empty: the turn's end is the game's (S13)
PASS_AND_END_GAME = "pass and end the game"
DISCARD = "discard"
DISCARD_AND_GO_OUT = "discard and go out"
DISCARD_AND_END_HAND = "discard and end the hand"  # the draw pile empty (R6)
DISCARD_AND_END_DEAL = "discard and end the deal"  # the same in inverse, which counts deals (R9)
DISCARD_AND_END_MATCH = "discard and end the match"  # the same on the match's last hand or deal
MELD_AND_GO_OUT = "meld and go out"  # a meld of the whole hand (rummy_choice.answer)

# The three by what ends with the turn (rummy_discard._what_ends).
DISCARD_AND_END = {"the hand": DISCARD_AND_END_HAND, "the deal": DISCARD_AND_END_DEAL, "the match": DISCARD_AND_END_MATCH}


# Marks the hinted way in a list of ways (Shuffle's plays, rummy's melds and discards): the
# line starts as the hint's message does.
HINT_MARK = "Hint: "


def too_long(longest: int, why: str = "") -> str:
    """What the word line says of a word past the longest it takes; ``why`` (", ..."): what
    sets it. The host says it too, of a longer word a seat sends (an old or hand-made one)."""
    return f"A word here has at most {longest} letters{why}"


# More letters than this left out at once are counted, not named: the line stays one line.
MOST_NAMED = 3


def not_added(letters: "tuple[str, ...] | list[str]") -> str:
    """The letters a word past the longest left out, each one typed (a repeat too), in the
    order typed, said together (a burst of many each named only the last): "X and Y were
    not added.", "16 letters were not added: Z.", "5 letters were not added."; a letter
    repeated is named once, and counted each time (40 Zs on a 24-letter line said "Z was
    not added.", 16 left out)."""
    named = list(dict.fromkeys(letters))
    if len(named) == len(letters) <= MOST_NAMED:
        return f"{and_list(named)} {'was' if len(named) == 1 else 'were'} not added."
    counted = f"{len(letters)} letters were not added"
    return f"{counted}." if len(named) > MOST_NAMED else f"{counted}: {and_list(named)}."
