"""A remote seat (``wordcards join LINK``), one job a module: ``app`` (the seat's app: each
state from the host taken in, its keys and actions, what it says while the host is away,
and its terminal closed: it leaves as on Ctrl+Q, its word line told first),
``seat_panels`` (the game's panels swapped in for their placeholders and drawn, the
status line, and the fit to the terminal's size), ``connection`` (its connection to the host, made again while the host is away),
``leaving`` (the line it leaves in the terminal: how to come back, or why it cannot join),
``key_bindings`` (its keys: what each sends, the keys of a turn, the footer's order of
giving way), ``idle_keys`` (why a key does nothing now, and whether that is a refusal),
``word_line`` (the word line's words and keys, queued for the host in the order typed),
``score_screen`` and ``review_screen`` (the breakdown of a game or hand, and "What could I
have played?"), ``scores`` (the breakdown of a game or hand: when it opens, closes or says
who dealt the next, and the whole log from it), ``review`` (this seat's review, asked of the
host and kept), ``widgets`` (the table's scroll box, the panels' placeholders and the message line), ``host_state`` (what
a state from the host says, read without Textual), ``clock`` (a match by minutes' clock,
run on between the host's states, and whether its time is up), ``status`` (the status
line's words), ``questions`` (the host's lists and questions, and the words they answer),
``word_draft`` (the word half typed, kept by the host), ``screen_notes`` (when another
screen joins the seat or leaves it), ``parts`` (each game's own panels, lines and words:
remote/game_parts.py).
"""
