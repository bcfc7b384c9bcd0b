"""Where the shipped rulesets and word lists are, installed or in a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(kind: str) -> Path:
    """``kind`` is "rulesets" or "wordlists".

    A wheel carries them as ``wordcards/_data/<kind>``; an editable install or a source
    checkout reads them from the top of the repository.
    """
    installed = _PACKAGE / "_data" / kind
    if installed.is_dir():
        return installed
    return _PACKAGE.parent.parent / kind


def ruleset_path(game: str) -> Path:
    return data_dir("rulesets") / f"{game}.yaml"


def wordlist_path(name: str = "english.txt") -> Path:
    return data_dir("wordlists") / name
