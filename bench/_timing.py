"""The CPU time of a piece of work, shared by the benches that time one (huge_hand.py,
rummy_huge_hand.py). A bench run as ``python bench/x.py`` has bench/ on its path, so
``from _timing import cpu`` finds this module."""

from __future__ import annotations

import time
from typing import Any, Callable


def cpu(work: Callable[[], Any]) -> float:
    """Seconds of this process's CPU that ``work()`` took (not the wall clock: less swayed by a busy machine)."""
    start = time.process_time()
    work()
    return time.process_time() - start
