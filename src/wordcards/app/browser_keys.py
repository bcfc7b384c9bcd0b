"""Keys a desktop browser keeps for itself: a page (a seat or the whole app in a browser
tab, textual-serve) never sees them, so no key shown in a footer may be one of them.

Chrome handles its tab and window keys before the page, whatever the page does with
``preventDefault`` (Chromium issue 5496, "non-maskable" accelerators; its BrowserKeys
proposal names Ctrl+N, Ctrl+W and Ctrl+T "the most problematic"); Firefox marks the same
commands ``reserved`` (MDN, XUL ``reserved``: accel-T cannot be overridden by content), and
Ctrl+Q quits it on Linux and Windows. Sources in docs/decisions/app.md ("Keys a browser keeps").
Textual's key names.
"""

from __future__ import annotations

BROWSER_KEPT = frozenset(
    {
        "ctrl+n",  # a new window
        "ctrl+t",  # a new tab
        "ctrl+w",  # close the tab
        "ctrl+shift+n",  # a new private window
        "ctrl+shift+t",  # reopen the closed tab
        "ctrl+shift+w",  # close the window
        "ctrl+tab",  # the next tab
        "ctrl+shift+tab",  # the tab before
        "ctrl+pageup",  # the tab before
        "ctrl+pagedown",  # the next tab
        "ctrl+q",  # Firefox quits (Linux, Windows)
        "ctrl+shift+q",  # Chrome quits (Linux)
    }
)


def kept_by_browser(keys: str) -> list[str]:
    """The keys of a binding's key string ("enter,n") that a browser keeps."""
    return [key for key in (part.strip() for part in keys.split(",")) if key in BROWSER_KEPT]
