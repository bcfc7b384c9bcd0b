"""What a review being made says it looks back over, the same at the shared keyboard and a
remote seat (no Textual here: a seat imports it at start)."""

from __future__ import annotations


def looked_back_over(round_word: str | None) -> str:
    """"the hand" (or "the deal", R9) of a match still played, by the game's ``round_word``;
    "the game" once it is over (None): a rummy hand's review said "the game" mid-match."""
    return f"the {round_word.lower()}" if round_word else "the game"


def looking_back_line(round_word: str | None, done: int, total: int, earlier_reused: bool) -> str:
    """Which turn of how many the review is looking at: with an earlier hand's review reused,
    ``total`` counts only the turns left to look at (at a 30-turn match's end "turn 3 of 5"
    read as if the match had 5 turns)."""
    of = f"the {total} left to look at" if earlier_reused else str(total)
    return f"Looking back over {looked_back_over(round_word)}: turn {done} of {of}..."
