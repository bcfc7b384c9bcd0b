"""An opt-in pytest plugin that plays a busy machine for the app tests: Textual's idle check
(pilot.pause, pilot.press) judges the app idle when the process used little CPU over a short
wait, and a process given no CPU in that wait looks idle with its work still queued. Here
every check says idle after one wait. A test that passes only thanks to that check, not to
settle or a condition it waits on, fails here now and then:

    PYTHONPATH=tests/app .venv/bin/python -m pytest tests/app -p idle_fooled

The remote seats' tests too (no conftest there: the plugin is found on PYTHONPATH; run
them file by file, the whole folder takes minutes):

    PYTHONPATH=tests/app .venv/bin/python -m pytest tests/remote/test_seat_keys.py -p idle_fooled
"""

import asyncio

import pytest


@pytest.fixture(autouse=True)
def idle_fooled(monkeypatch):
    async def looks_idle(*_args, **_kwargs):
        await asyncio.sleep(0.02)  # one wait of the check (wall time passes), judged idle

    monkeypatch.setattr("textual.pilot.wait_for_idle", looks_idle)
    monkeypatch.setattr("textual.app.wait_for_idle", looks_idle)
