"""The engine is pure: importing it (and both games) loads neither textual nor rich."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import sys
import wordcards.engine
import wordcards.engine.shuffle
import wordcards.engine.rummy
loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))
print(','.join(loaded))
"""


def test_engine_imports_neither_textual_nor_rich():
    result = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"the engine loaded: {result.stdout.strip()}"
