"""What the app relies on in Textual beyond its documented API (pyproject pins textual
>=8.2.8,<9): a later Textual that changes it fails here, by name, not as a footer that
fits nothing or a driver that no longer overrides what it meant to.

- ``FittedFooter`` (screens/footer_keys.py) finds the Footer's keys by the name
  "FooterKey" (Textual does not export the class) and reads each key's ``.action``.
- ``TerminalDriver`` (app/terminal_driver.py) overrides LinuxDriver's methods and reads
  its ``fileno``."""

from __future__ import annotations

import inspect

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.drivers.linux_driver import LinuxDriver
from textual.widgets import Footer

from wordcards.app.terminal_driver import TerminalDriver

# The LinuxDriver methods TerminalDriver overrides: each must still be LinuxDriver's (a
# rename would leave TerminalDriver's method never called).
OVERRIDDEN = ("start_application_mode", "suspend_application_mode", "resume_application_mode", "write", "close")


class FooterOnly(App[None]):
    BINDINGS = [Binding("ctrl+e", "end_turn", "End turn"), Binding("ctrl+z", "undo", "Undo")]

    def compose(self) -> ComposeResult:
        yield Footer()

    def action_end_turn(self) -> None:
        pass

    def action_undo(self) -> None:
        pass


async def test_the_footers_keys_are_found_by_the_name_FooterKey_and_have_their_action():
    app = FooterOnly()
    async with app.run_test(size=(80, 5)) as pilot:
        await pilot.pause()
        keys = list(app.screen.query("FooterKey"))
        assert {key.action for key in keys} >= {"end_turn", "undo"}
        assert all(isinstance(key.action, str) for key in keys)


def _shape(method) -> list[tuple[str, inspect._ParameterKind]]:
    """A method's parameters by name and kind (annotations may be strings on one side)."""
    return [(parameter.name, parameter.kind) for parameter in inspect.signature(method).parameters.values()]


def test_the_terminal_driver_overrides_only_methods_linux_driver_still_has_with_their_signatures():
    own = {name for name, value in vars(TerminalDriver).items() if inspect.isfunction(value) and not name.startswith("__")}
    assert {name for name in own if hasattr(LinuxDriver, name)} == set(OVERRIDDEN)
    for name in OVERRIDDEN:
        assert _shape(getattr(TerminalDriver, name)) == _shape(getattr(LinuxDriver, name)), name


def test_the_terminal_driver_is_made_as_linux_driver_and_reads_its_fileno():
    """TerminalDriver(app, *args, **kwargs) hands everything on: LinuxDriver's first
    parameter after ``self`` is still the app; and its ``fileno`` (the terminal it reads)
    is still set in its ``__init__``."""
    assert _shape(LinuxDriver.__init__)[:2] == [("self", inspect.Parameter.POSITIONAL_OR_KEYWORD), ("app", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    assert "self.fileno =" in inspect.getsource(LinuxDriver.__init__)
