"""Faults a test puts in a saved game's replay or files, shared by the hot-seat resume
(tests/app) and the host's (tests/remote)."""

from __future__ import annotations

import errno
from pathlib import Path


def full_disk(*args, **kwargs):
    """In place of a write (saves.write_save, the host's store.write): the disk is full."""
    raise OSError(errno.ENOSPC, "No space left on device")


def a_bug_in_the_replay(*args, **kwargs):
    """In place of a replay (Session.resume, an engine's from_json, what a hosted save keeps
    beside the game): a bug of this version."""
    raise RuntimeError("a bug in the replay")


def put_back_once_looked_for(monkeypatch, ruleset: Path) -> None:
    """The ruleset file ``ruleset``, gone when first looked for, put back just after (a
    stick put back in): advice that looks for it twice says one thing and types another."""
    from wordcards.app import launch, same_match

    looks = same_match.ruleset_gone

    def looked_for(path: str | None) -> str | None:
        why = looks(path)
        if why is not None and path == str(ruleset):
            ruleset.write_text("put back\n")
        return why

    for module in (launch, same_match):
        monkeypatch.setattr(module, "ruleset_gone", looked_for)
