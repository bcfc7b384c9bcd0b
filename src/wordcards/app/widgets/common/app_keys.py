"""A modal screen's own bindings that run the app's keys (Quit, Help, F2, ...): a modal
screen's footer shows none of the app's bindings, so a screen that shows them binds them
itself (``app_key``) and runs them as the app would."""

from __future__ import annotations

from typing import Any, cast

from textual.screen import Screen


class RunsAppKeys:
    """``app_key('...')`` bindings: the app's action of that name, run as the app's key."""

    async def action_app_key(self, action: str) -> None:
        await cast("Screen[Any]", self).app.run_action(action)
