"""The hot-seat Textual app. Nothing here holds game state: the engine does (via Session)."""
