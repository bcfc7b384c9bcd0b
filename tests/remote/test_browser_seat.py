"""A real browser (headless Chromium through selenium) opens a seat link: it shows the
seat's hand, the player types a word, and the word is on the table, on that page and on
the other seat's wire.

The page draws the terminal on a canvas, so the test reads the screen the way the tab
gets it: the terminal bytes of its websocket (Chromium's performance log), replayed on a
small terminal model (terminal_screen.py). Every wait polls a condition with a deadline.
``.ci/run`` installs Chromium and its driver (Debian packages) when they are missing.

With WORDCARDS_UPDATE_SCREENSHOT=1 the screenshot goes to docs/images/browser-seat.png
(the README shows it); otherwise to the test's temporary folder.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import tempfile
import time
from pathlib import Path

import pytest

pytest.importorskip("selenium", reason="pip install '.[test]'")

from remote_support import Replica, Seat, run, start_host  # noqa: E402
from terminal_screen import Screen  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1100,720",
)
PAGE_TIMEOUT = 120.0  # seconds: Chromium, the page, and the seat app's process starting on a busy machine
SUBSCRIPTS = str.maketrans("", "", "₀₁₂₃₄₅₆₇₈₉₋")
REPO = Path(__file__).resolve().parents[2]


def browser(profile: str):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.set_page_load_timeout(PAGE_TIMEOUT)
    return driver


class Tab:
    """What one browser tab's terminal shows, from the bytes its websocket received."""

    def __init__(self, driver):
        self.driver = driver
        self.screen = Screen()

    def read(self) -> str:
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.webSocketFrameReceived":
                frame = message["params"]["response"]
                if frame["opcode"] == 2:  # binary: the terminal's output
                    self.screen.feed(base64.b64decode(frame["payloadData"]))
        return self.screen.text()

    def wait_for(self, found, what: str) -> str:
        deadline = time.monotonic() + PAGE_TIMEOUT
        while time.monotonic() < deadline:
            text = self.read()
            if found(text):
                return text
            time.sleep(0.2)  # a poll interval, not a guess at how long anything takes
        raise AssertionError(f"the page never showed {what}:\n{self.read()}")


def hand_on(text: str) -> str | None:
    for line in text.splitlines():
        found = re.match(r"\s*Hand((?:\s+[A-Z*])+)\s*$", line)
        if found:
            return "".join(found.group(1).split())
    return None


def table_line(text: str, name: str) -> str:
    for line in text.splitlines():
        inner = line.strip("│ ").translate(SUBSCRIPTS)
        if inner.startswith(name + " "):
            return inner
    return ""


def test_a_browser_seat_shows_its_hand_and_plays_a_typed_word(tmp_path):
    assert CHROMIUM and DRIVER, "Chromium and chromedriver are needed (Debian: apt-get install chromium chromium-driver)"
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1") as host:
        profile = tempfile.mkdtemp(prefix="wordcards-chromium-")
        driver = None
        try:
            replica = Replica(tmp_path)
            game = replica.at(0)
            hand = "".join(sorted(card.letter or "*" for card in game.hands[0]))
            words = [play.word for play in game.legal_plays("word") if play.word.isupper()]
            assert words, "the seed deals Ann a word to play"
            word = max(words, key=len)

            driver = browser(profile)
            tab = Tab(driver)
            driver.get(host.links["Ann"])
            text = tab.wait_for(lambda t: hand_on(t) is not None and "Your turn" in t, "Ann's hand")
            assert "".join(sorted(hand_on(text))) == hand
            assert "Bob" in text and "Ann (you)" in text  # the players panel marks her row

            # Click the terminal (it takes the keyboard focus), then type as a person would.
            terminal = driver.find_element(By.CSS_SELECTOR, "#terminal")
            ActionChains(driver).click(terminal).send_keys(word.lower()).send_keys(Keys.ENTER).perform()
            text = tab.wait_for(lambda t: word in table_line(t, "Ann").replace(" ", ""), f"{word} on the table")
            shot = tmp_path / "browser-seat.png"
            if os.environ.get("WORDCARDS_UPDATE_SCREENSHOT"):
                shot = REPO / "docs" / "images" / "browser-seat.png"
                shot.parent.mkdir(parents=True, exist_ok=True)
            assert driver.save_screenshot(str(shot))

            async def bob_sees_it():
                bob = await Seat(host.links["Bob"], 1, replica).connect()
                try:
                    state = await bob.until(lambda s: s["actions"] >= 1)
                    return [w.word for w in state["view"].table if w.owner == 0]
                finally:
                    await bob.client.close()

            assert run(bob_sees_it()) == [word]
        finally:
            if driver is not None:
                driver.quit()
            shutil.rmtree(profile, ignore_errors=True)
