"""wordcards: Shuffle and Word Rummy in the terminal."""

__version__ = "0.1.0"
