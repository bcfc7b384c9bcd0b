"""The footer shows the keys of the position on screen from the first frame that shows it.

Textual's footer composes its keys after the screen is drawn: after a play the table showed
the word played while the footer still offered "^p Pass (draw 1)", a key that no longer
applies, for most of a second on a busy machine (play-test h41)."""

from __future__ import annotations

from drivers import footer_shown, keys, past_the_handoff


async def test_the_first_frame_after_a_play_offers_no_pass(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob,Cy,cpu:hard", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        assert "Pass (draw 1)" in footer_shown(app)
        play = app.session.game.legal_plays("word", limit=1)[0]
        await keys(app, pilot, *play.word.lower())
        turn = app.screen
        drawn: list[list[str]] = []  # the footer's keys at each frame laid out after the Enter
        turn.screen_layout_refresh_signal.subscribe(turn, lambda _: drawn.append(list(footer_shown(app))), immediate=True)
        await keys(app, pilot, "enter")
        assert app.session.game.view(0).turn_plays, "the word was played"
        assert drawn, "the play was drawn"
        assert "Pass (draw 1)" not in drawn[0] and "End turn" in drawn[0], drawn[0]  # drawn[0] held Pass


async def test_a_hold_ended_in_time_leaves_the_next_hold_alone(new_app, monkeypatch):
    """Each hold of the frames has a 1-second bound; a hold that ended in time stops its
    bound, or that bound, running out during the next hold (a word typed, then Enter within
    the second), ended it early and the stale "Pass" frame was drawn."""
    from wordcards.app.screens import footer_keys

    bound = 3600.0  # only this test's stand-in runs the bound out
    monkeypatch.setattr(footer_keys, "COMPOSED_WITHIN_SECONDS", bound)
    app = new_app("shuffle", "--players", "Ann,Bob,Cy,cpu:hard", "--seed", "1")

    class Bound:
        def __init__(self, callback) -> None:
            self.callback, self.stopped = callback, False

        def stop(self) -> None:
            self.stopped = True

    bounds: list[Bound] = []
    set_timer = app.set_timer

    def timer(delay, callback=None, *args, **kwargs):
        if delay != bound:
            return set_timer(delay, callback, *args, **kwargs)
        for earlier in bounds:  # each earlier bound still running runs out as this hold starts
            if not earlier.stopped:
                earlier.stopped = True
                earlier.callback()
        bounds.append(Bound(callback))
        return bounds[-1]

    monkeypatch.setattr(app, "set_timer", timer)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        play = app.session.game.legal_plays("word", limit=1)[0]
        await keys(app, pilot, *play.word.lower())
        turn = app.screen
        drawn: list[list[str]] = []
        turn.screen_layout_refresh_signal.subscribe(turn, lambda _: drawn.append(list(footer_shown(app))), immediate=True)
        await keys(app, pilot, "enter")
        assert len(bounds) >= 2, "a hold before the play's and the play's own"
        assert drawn and "Pass (draw 1)" not in drawn[0], drawn[0]


async def test_keys_refreshed_but_the_same_lay_nothing_out(new_app):
    """Most refreshes of the bindings change no key the footer shows: the footer is not
    composed again, and the frames it held for it are let go with a repaint, not a layout
    of the whole screen (one on every refresh undid the saving of not composing)."""
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
