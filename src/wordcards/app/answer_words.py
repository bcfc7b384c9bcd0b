"""What a turn says when a list or a question closes with nothing played: the same words at
the shared keyboard and on a remote seat. Free of Textual, so the host's table (which
decides what a seat is told) says them without loading the UI."""

# A letter typed over a list or a question closed it.
TYPED_ON = "Nothing played: go on typing the word, then press Enter."
# Esc closed a list (NOTHING_PLAYED) or a question (KEPT_PLAYING).
NOTHING_PLAYED = "Nothing played."
KEPT_PLAYING = "Nothing done: your turn goes on."
# All three, said of a question that closed: stale once the next question opens.
CLOSING_NOTES = (TYPED_ON, NOTHING_PLAYED, KEPT_PLAYING)
