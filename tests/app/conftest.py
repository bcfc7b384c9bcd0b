"""Fixtures for the app tests: a private data folder, the word list, apps started from options."""

from __future__ import annotations

import asyncio
import inspect
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # the helpers beside the tests

from tests_app_support import choice_for  # noqa: E402
from wordcards.app.main import WordcardsApp  # noqa: E402
from wordcards.app.unfinished_save import pending_save  # noqa: E402
from wordcards.words import default_wordlist  # noqa: E402


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    """Run ``async def`` tests in a fresh event loop (no asyncio plugin needed)."""
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        names = inspect.signature(pyfuncitem.obj).parameters
        args = {name: pyfuncitem.funcargs[name] for name in names}
        asyncio.run(pyfuncitem.obj(**args))
        return True
    return None


@pytest.fixture(autouse=True)
def expert_uncapped(monkeypatch) -> None:
    """The expert spends its whole budget (no time cap), so that its plays and a review's
    advice are the same on a busy machine as on an idle one."""
    monkeypatch.setattr("wordcards.app.thinking.CAPPED", False)


@pytest.fixture(autouse=True)
def review_in_process(monkeypatch) -> None:
    """The review's expert answers in the test's own process: a test's stand-in for it
    (monkeypatch) is not in a worker, and starting workers costs every review seconds
    (test_review_pool.py runs them)."""
    monkeypatch.setattr("wordcards.app.review_pool.POOLED", False)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch) -> Path:
    """Saves go to a temporary folder, never the user's: the default one of a temporary
    home, so a command shown to copy carries no variable that named the folder (its
    temporary path would change every screen that shows one)."""
    share = tmp_path / "home" / ".local" / "share"
    share.mkdir(parents=True)  # the folder is made as it was under WORDCARDS_DATA_DIR: mkdir() alone
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("WORDCARDS_DATA_DIR", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    return share / "wordcards"


@pytest.fixture(scope="session")
def words():
    wordlist = default_wordlist()
    wordlist.anagrams  # build the search index once for the whole session
    return wordlist


@pytest.fixture
def computer_waits(monkeypatch) -> None:
    """A computer's turn stays open for the whole test: it waits an hour before it acts
    (not --fast), however busy the machine is."""
    from wordcards.app.screens import turn

    monkeypatch.setattr(turn, "COMPUTER_PACE", 3600)


@pytest.fixture
def new_app(words):
    """``new_app("shuffle", "--players", "Ann,Bob", "--seed", "1")`` -> an app not yet running."""

    def make(*argv: str, over_the_save: bool = False) -> WordcardsApp:
        """``over_the_save``: over the save in the data folder, as ``wordcards play`` starts
        it: the question asks about the kind ``pending_save`` finds (it replays it first)."""
        choice = choice_for(*argv)
        pending = pending_save(choice, words) if over_the_save else None
        return WordcardsApp.for_new_game(choice, words, pending=pending)

    return make
