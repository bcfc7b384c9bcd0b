"""Text a player typed or pasted, as every layer reads it: the letters on the cards (A to
Z) and the characters a screen shows as nothing. The app's word line, a seat's and the
host's checks of what a seat sends, and player names read them here, so one rule holds."""

from __future__ import annotations

import re
import unicodedata


def a_to_z(text: str) -> bool:
    """Whether ``text`` is letters A to Z only (either case), the letters on the cards:
    ``isalpha`` alone takes é, ß and Greek letters too."""
    return text.isascii() and text.isalpha()


def composed(text: str) -> str:
    """``text`` composed (NFC), as a key and a paste are both read: a letter and its accent
    typed apart are one letter (ï), and the Kelvin sign is the letter K it is canonically."""
    return unicodedata.normalize("NFC", text)


# Unicode's Default_Ignorable_Code_Point property (DerivedCoreProperties.txt): characters a
# screen shows as nothing. Not category Cf, which holds signs that show (U+0600 ARABIC
# NUMBER SIGN) and misses U+034F COMBINING GRAPHEME JOINER (Mn). U+FFF0-FFF8 are
# unassigned, held for such characters.
DEFAULT_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
    (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)

# One character class of them all: a 1 MB paste is read in one pass, not 16 tests a character.
INVISIBLE = re.compile("[" + "".join(f"{re.escape(chr(first))}-{re.escape(chr(last))}" for first, last in DEFAULT_IGNORABLE) + "]")


def invisible(char: str) -> bool:
    """Whether ``char`` is one a screen shows as nothing (Default_Ignorable_Code_Point)."""
    return INVISIBLE.fullmatch(char) is not None


def without_invisible(text: str) -> str:
    """``text`` without the characters a screen shows as nothing."""
    return INVISIBLE.sub("", text)
