"""``wordcards serve``: the hot-seat game in a browser tab, one tab at a time.

Each tab would start its own ``wordcards play`` process on the same save; two at once
would overwrite each other's game. So the server runs one game process at a time: a second
tab is told which game is open in the other tab and is not started (nothing is lost).
"""

from __future__ import annotations

import shlex
import sys
import time

from aiohttp import web

from wordcards.remote.web import TerminalPages, notice_page


def open_game_text() -> str:
    """Which game the open tab shows, from the save it writes after every action."""
    from wordcards import saves
    from wordcards.rules_text import GAME_TITLES

    try:
        saved = saves.read_save()
    except saves.SaveUnreadable:
        saved = None
    if saved is None:
        return "a new game"
    return f"a game of {GAME_TITLES[saved.game]} ({', '.join(saved.players)})"


class ServeServer:
    def __init__(self, game: str | None = None):
        self.game = game  # None: the setup screen asks (after the unfinished-game question, if any)
        self.pages = TerminalPages()
        self.open_since: float | None = None  # wall-clock start of the tab playing now

    def command(self) -> str:
        return f"{shlex.quote(sys.executable)} -m wordcards play" + (f" {self.game}" if self.game else "")

    def make_app(self) -> web.Application:
        app = web.Application()
        self.pages.setup(app)
        app.router.add_get("/", self.index)
        app.router.add_get("/ws", self.terminal)
        return app

    def _elsewhere(self) -> web.Response | None:
        """A game open outside this server (``wordcards play`` in a terminal holds the lock)."""
        from wordcards import saves

        try:
            saves.SaveLock().acquire().release()
        except saves.GameOpen as exc:
            text = str(exc)
            return notice_page(
                "wordcards is open elsewhere", f"{text[:1].upper()}{text[1:]}. It shows {open_game_text()}.", status=409
            )
        except OSError:
            return None  # the tab's own game says what is wrong with the folder
        return None

    def _busy(self) -> web.Response:
        since = time.strftime("%H:%M", time.localtime(self.open_since or time.time()))
        return notice_page(
            "wordcards is open in another tab",
            f"{open_game_text()} is being played in another tab (opened at {since}). Only one tab "
            "plays at a time, so that two tabs never overwrite one saved game. Close the other tab "
            "(or quit the game there with Ctrl+C), then reload this page.",
            status=409,
        )

    def _taken(self) -> web.Response | None:
        """Why this tab cannot play now (another tab plays, or a terminal), or None: the
        page and its terminal ask the same, so a tab never opens a game it cannot play."""
        return self._busy() if self.open_since is not None else self._elsewhere()

    async def index(self, request: web.Request) -> web.Response:
        taken = self._taken()
        return taken if taken is not None else self.pages.page(request, "wordcards", "/ws")

    async def terminal(self, request: web.Request) -> web.StreamResponse:
        taken = self._taken()
        if taken is not None:
            return taken
        self.open_since = time.time()
        try:
            return await self.pages.run(request, self.command())
        finally:
            self.open_since = None
