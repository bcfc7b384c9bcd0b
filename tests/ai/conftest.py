"""Shared fixtures for the computer-player tests: the shipped word list and rulesets,
loaded once per session."""

from __future__ import annotations

import pytest

from wordcards.rulesets import default_ruleset
from wordcards.words import default_wordlist


@pytest.fixture(scope="session")
def words():
    return default_wordlist()


@pytest.fixture(scope="session")
def shuffle_rules():
    return default_ruleset("shuffle")


@pytest.fixture(scope="session")
def rummy_rules():
    return default_ruleset("rummy")
