"""The pure rules engine: no textual, no rich, no I/O. Randomness comes in as a seed."""
