"""The footer is composed again only when the keys it shows change: each composing lays the
whole screen out again (the help opened with five, play-test h41)."""

from __future__ import annotations

from drivers import footer_shown, keys, past_the_handoff


async def test_keys_refreshed_but_the_same_lay_nothing_out(new_app):
    """Most refreshes of the bindings change no key the footer shows: the footer is not
    composed again, and nothing is laid out."""
    app = new_app("shuffle", "--players", "Ann,Bob,Cy,cpu:hard", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        shown = footer_shown(app)
        turn = app.screen
        laid_out: list[object] = []
        turn.screen_layout_refresh_signal.subscribe(turn, laid_out.append, immediate=True)
        turn.refresh_bindings()
        await keys(app, pilot)
        assert footer_shown(app) == shown and laid_out == []
