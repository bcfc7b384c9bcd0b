"""Which form of a status line to draw: the first that fits beside the longest news it may
show, so the line keeps one order however the news changes (the shared keyboard's rummy turn
and a remote seat both choose so). Pure: no Textual, no rich."""

from __future__ import annotations

from typing import Callable, Iterable, TypeVar

Form = TypeVar("Form")


def fit_status(forms: Iterable[tuple[Form, int]], news: Callable[[Form], Iterable[int]], width: int) -> Form | None:
    """The first of ``forms`` (each with the columns it takes besides its news), best first,
    that fits in ``width`` columns beside the longest of ``news(form)``: the columns of every
    news the line may show in that form, not only today's, so a longer one later does not
    turn the line round. None when none fits (the caller says what is drawn then)."""
    for form, columns in forms:
        if columns + max(news(form), default=0) <= width:
            return form
    return None
