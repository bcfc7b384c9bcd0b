"""Reading a file wordcards is given (a word list, a house file, a ruleset, a save): no
more than a limit, and as UTF-8 text, saying where it is not. Each reader says in its own
words what went wrong (TooLarge, NotUtf8); the reading is one."""

from __future__ import annotations

from codecs import BOM_UTF8, BOM_UTF16_BE, BOM_UTF16_LE, BOM_UTF32_BE, BOM_UTF32_LE
from pathlib import Path


class TooLarge(Exception):
    """The file holds more than the limit: ``size`` in bytes when its size said so before
    reading, None when reading found it out (a device that never ends, a link to /dev/zero)."""

    def __init__(self, size: int | None) -> None:
        super().__init__(size)
        self.size = size


class NotUtf8(Exception):
    """The bytes are not UTF-8 text: ``byte``, the first that is not, on line ``line``;
    ``other_unicode``: "UTF-16" or "UTF-32" when they start with that one's byte order mark
    (a list saved as "Unicode" by some editors) or, without one, their NUL bytes fall as
    that encoding's do (valid UTF-8, but no text), else None."""

    def __init__(self, byte: int, line: int, other_unicode: str | None = None) -> None:
        super().__init__(byte, line, other_unicode)
        self.byte, self.line, self.other_unicode = byte, line, other_unicode

    @property
    def other_unicode_named(self) -> str | None:
        """"a text file in UTF-16, not UTF-8" when its byte order mark says what it is
        (no byte of it is wrong: naming one, 0xff on line 1, sent the player looking for
        a bad character), else None. Said alike of every file wordcards reads."""
        return f"a text file in {self.other_unicode}, not UTF-8" if self.other_unicode else None


NUL = 0


def read_at_most(path: Path, most: int) -> bytes:
    """The bytes of ``path``, refused (TooLarge) past ``most``: a file of gigabytes by its
    size, before it is read; anything else (a device, a pipe) after ``most`` + 1 bytes, so a
    file that never ends is never read to its end. OSError as opening or reading raises it."""
    size = path.stat().st_size if path.is_file() else 0
    if size > most:
        raise TooLarge(size)
    with path.open("rb") as handle:
        data = handle.read(most + 1)
    if len(data) > most:
        raise TooLarge(None)
    return data


def utf8_text(data: bytes, encoding: str = "utf-8") -> str:
    """``data`` decoded (``encoding``: "utf-8", or "utf-8-sig" to drop a byte order mark);
    NotUtf8 says where it is not: one accented word in Latin-1 is the usual cause."""
    if encoding == "utf-8-sig":  # dropped before decoding, so that exc.start counts in ``data``
        data, encoding = data.removeprefix(BOM_UTF8), "utf-8"
    marked = _other_unicode(data)
    unmarked = _unicode_by_its_nuls(data) if marked is None and NUL in data else None
    if unmarked is not None:
        # Without its mark, UTF-16 is valid UTF-8 read as C\x00A\x00T: named here, for every
        # kind of file. A stray NUL is left to each reader, which refuses it with its line
        # (a ruleset's YAML also with its column, and "delete it").
        raise NotUtf8(NUL, 1, unmarked)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise NotUtf8(data[exc.start], data[: exc.start].count(b"\n") + 1, marked) from None


def _other_unicode(data: bytes) -> str | None:
    """The Unicode encoding other than UTF-8 whose byte order mark ``data`` starts with."""
    # UTF-32's little-endian mark starts with UTF-16's: looked for first.
    if data.startswith((BOM_UTF32_LE, BOM_UTF32_BE)):
        return "UTF-32"
    if data.startswith((BOM_UTF16_LE, BOM_UTF16_BE)):
        return "UTF-16"
    return None


def _unicode_by_its_nuls(data: bytes) -> str | None:
    """The Unicode encoding other than UTF-8 that ``data``, without a byte order mark, is
    in by where its NUL bytes fall (text in Latin letters has NUL high bytes): three bytes
    of every four, UTF-32; every other byte, at odd positions (little-endian) or even ones
    (big-endian), UTF-16. None: its NUL bytes fall otherwise."""
    for name, width, ways in (("UTF-32", 4, ((1, 2, 3), (0, 1, 2))), ("UTF-16", 2, ((1,), (0,)))):
        if len(data) % width == 0 and any(_all_nul(data, width, offsets) for offsets in ways):
            return name
    return None


def _all_nul(data: bytes, width: int, offsets: tuple[int, ...]) -> bool:
    """Whether each of ``data``'s characters of ``width`` bytes has NUL at ``offsets``."""
    return not any(any(data[offset::width]) for offset in offsets)
