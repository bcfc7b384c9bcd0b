import pytest

from wordcards.words import default_wordlist


@pytest.fixture(scope="session")
def english():
    """The shipped SCOWL list (no skipping: the tests need the real list)."""
    return default_wordlist()
