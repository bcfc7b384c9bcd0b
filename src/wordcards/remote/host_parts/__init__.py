"""Each game's part of the host's table (remote/table.py), one module a game, as the registry
names it (``remote_host``) and remote/game_parts.py's ``HostPart`` says."""
