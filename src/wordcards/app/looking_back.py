"""What a review being made says it looks back over, the same at the shared keyboard and a
remote seat (no Textual here: a seat imports it at start)."""

from __future__ import annotations


def looked_back_over(round_word: str | None) -> str:
    """"the hand" (or "the deal", R9) of a match still played, by the game's ``round_word``;
    "the game" once it is over (None): a rummy hand's review said "the game" mid-match."""
    return f"the {round_word.lower()}" if round_word else "the game"
