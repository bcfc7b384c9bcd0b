"""What to do with a word typed to play, decided once for the shared keyboard and for the
host of remote seats (``shuffle_choice.answer``, ``rummy_choice.answer``), each of which
acts on it in its own way: a message line and a ``ChoiceScreen``, or a seat's answer and
its list. No Textual here: the host imports it too."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Refuse:
    """Nothing is played: ``message`` says why, and ``word`` goes back on the line."""

    word: str
    message: str


@dataclass(frozen=True)
class PlayOne:
    """One way to a player: ``action`` is applied and ``note`` said after it."""

    action: Any
    note: Any  # str, or rich Text where a rummy card shows its colour


@dataclass(frozen=True)
class Offer:
    """Several ways: a list titled ``title``, a line (``labels``) and an after-note (``notes``)
    for each of ``actions``, in order (Enter takes the first); ``word`` goes back on the
    line if it is cancelled. ``points``: what each scores at once (Shuffle's seat shows
    them); ``hinted_first``: the first line is the last hint's way, marked (rummy's seat
    draws the mark)."""

    word: str
    title: str
    actions: tuple[Any, ...]
    labels: tuple[Any, ...]
    notes: tuple[Any, ...]
    points: tuple[int, ...] = ()
    hinted_first: bool = False


@dataclass(frozen=True)
class AskFirst:
    """One way that ends the turn for good (rummy's meld of the whole hand, its one-card
    discard), asked first: ``question`` ("Meld N■O■ (blue) and go out?"), ``detail`` under
    it, Enter's answer ``yes``; then ``action`` is applied and ``note`` said, or ``word`` goes
    back on the line. ``afresh``: a letter typed over the question starts a word of its own
    (a discard is one letter), the shared keyboard's and the seat's alike."""

    question: Any  # str, or rich Text where a rummy card shows its colour
    detail: str
    yes: str
    action: Any
    note: Any
    word: str
    afresh: bool = False


# What a typed word comes to, for both games (rummy's answer also hands one letter to its
# discard, rummy_choice.DiscardLetter, which comes to a Refuse, an AskFirst or a list).
TypedWordOutcome = Refuse | PlayOne | Offer | AskFirst
