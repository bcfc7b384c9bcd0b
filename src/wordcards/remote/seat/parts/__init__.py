"""Each game's part of a joined seat's app (remote/seat/app.py), one module a game, as the
registry names it (``remote_seat``) and remote/game_parts.py's ``SeatPart`` says."""
