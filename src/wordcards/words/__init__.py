"""Word lists: loading, house additions and removals, search indexes built on first use."""

from wordcards.words.wordlist import WordList, WordListError, default_wordlist, load_wordlist

__all__ = ["WordList", "WordListError", "default_wordlist", "load_wordlist"]
