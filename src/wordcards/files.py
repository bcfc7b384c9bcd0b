"""Reading a file wordcards is given (a word list, a house file, a ruleset, a save): a
regular file only, no more than a limit, and as UTF-8 text, saying where it is not. Each
reader says in its own words what went wrong (NotRegularFile, TooLarge, NotUtf8, OnlyNul,
NotText); the reading is one. Writing a file to a path the player gives (simulate --json):
a regular file only too (``write_text``)."""

from __future__ import annotations

from codecs import BOM_UTF8, BOM_UTF16_BE, BOM_UTF16_LE, BOM_UTF32_BE, BOM_UTF32_LE
import errno
import os
import re
import stat
from pathlib import Path

from wordcards.quoting import shell_word


class NotRegularFile(Exception):
    """The path names no regular file but ``kind``, "a folder", "a pipe", "a device" or
    "a socket": a named pipe with no writer waited for ever, a device could never end."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind

    def said(self, what: str, typed: bool = True) -> str:
        """One wording for every reader: "is a folder, not a ruleset file" (``what``:
        "ruleset file"); a pipe the player ``typed`` (a named one, /dev/stdin piped, the
        shell's ``<(...)``) says what to do instead."""
        if self.kind == PIPE and typed:
            return f"is {self.kind}, not a {what}: save it to a file first"
        return f"is {self.kind}, not a {what}"


PIPE = "a pipe"  # named (mkfifo) or not (/dev/stdin piped, <(...)): read only by a writer's leave


def not_a_regular_file(mode: int) -> str | None:
    """What a file of ``mode`` (``os.stat``'s st_mode) is when it is not a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return PIPE
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


class TooLarge(Exception):
    """The file holds more than the limit: ``size`` in bytes when its size said so before
    reading, None when reading found it out (a file growing as it was read)."""

    def __init__(self, size: int | None) -> None:
        super().__init__(size)
        self.size = size


class NotUtf8(Exception):
    """The bytes are not UTF-8 text. ``other_unicode``: "UTF-16" or "UTF-32" when they start
    with that one's byte order mark (a list saved as "Unicode" by some editors) or, without
    one, decode strictly as that encoding with NUL high bytes (valid UTF-8, but no text),
    else None. ``byte``, the first byte that is not UTF-8, on line ``line``: None when the
    file was named without a mark, for then no byte of it is wrong."""

    def __init__(self, byte: int | None, line: int | None, other_unicode: str | None = None) -> None:
        super().__init__(byte, line, other_unicode)
        self.byte, self.line, self.other_unicode = byte, line, other_unicode

    @property
    def other_unicode_named(self) -> str | None:
        """"a text file in UTF-16, not UTF-8" when its byte order mark or its bytes say what
        it is (naming a byte, 0xff on line 1, sent the player looking for a bad character),
        else None. Said alike of every file wordcards reads."""
        return f"a text file in {self.other_unicode}, not UTF-8" if self.other_unicode else None


def from_latin1(name: str) -> str:
    """The command that converts the file ``name`` from Latin-1 (the usual cause of one
    byte that is not UTF-8: an accented word saved by an older editor) into a new file."""
    path = Path(name)
    converted = str(path.with_name(f"{path.stem}-utf8{path.suffix}"))
    return f"iconv -f latin1 -t utf-8 {shell_word(name)} > {shell_word(converted)}"


class OnlyNul(Exception):
    """The file holds NUL bytes and nothing else: a file zero-filled by a crash, or a cloud
    drive's placeholder not yet downloaded. No text, so named as no encoding."""

    bare = "it holds only NUL bytes, no text"
    said = f"{bare} (a file emptied by a crash, or a placeholder not yet downloaded?)"


class NotText(Exception):
    """The file is not text at all: ``compression`` names the compressed format its magic
    bytes say (a list downloaded as words.txt.gz), else None for other binary data, first
    seen at byte ``offset`` (counted from 0, as a hex dump counts)."""

    def __init__(self, compression: str | None, offset: int) -> None:
        super().__init__(compression, offset)
        self.compression, self.offset = compression, offset

    def said(self, name: str, what: str) -> str:
        """What the file ``name`` (as the player typed it) is, a ``what`` expected: "is a
        gzip-compressed file, not a text list: uncompress it first (gunzip NAME)"."""
        if self.compression is None:
            return f"is not a text file (binary data at byte {self.offset})"
        tool = UNCOMPRESS[self.compression]
        return f"is a {self.compression}-compressed file, not a text {what}: uncompress it first ({tool} {shell_word(name)})"


NUL = 0

# Compressed formats by the bytes their files start with, and the command that undoes each.
# bzip2's "BZh" is followed by its block size, a digit 1-9: a list whose first word is BZhe... is text.
MAGIC = (
    ("gzip", re.compile(rb"\x1f\x8b")),
    ("bzip2", re.compile(rb"BZh[1-9]")),
    ("xz", re.compile(rb"\xfd7zXZ\x00")),
    ("zip", re.compile(rb"PK\x03\x04")),
    ("zstd", re.compile(rb"\x28\xb5\x2f\xfd")),
)
UNCOMPRESS = {"gzip": "gunzip", "bzip2": "bunzip2", "xz": "unxz", "zip": "unzip", "zstd": "unzstd"}

# Binary data is judged from the start of a file: text holds no control byte but tab, line
# ends and form feed, and a stray NUL or two is left to each reader to name with its line.
BINARY_SAMPLE = 8192
TEXT_CONTROLS = frozenset(b"\t\n\r\f\v")
FEWEST_BINARY = 4


def read_at_most(path: Path, most: int) -> bytes:
    """The bytes of ``path``, a regular file (NotRegularFile before it is opened: a named pipe
    with no writer made the read wait for ever), refused (TooLarge) past ``most``: by its size,
    before it is read, and after ``most`` + 1 bytes (a file growing as it is read). OSError as
    looking, opening or reading raises it (FileNotFoundError: there is none)."""
    _regular(os.stat(path).st_mode)
    fd, found = _opened_regular(path, os.O_RDONLY)
    with os.fdopen(fd, "rb") as handle:
        if found.st_size > most:
            raise TooLarge(found.st_size)
        data = handle.read(most + 1)
    if len(data) > most:
        raise TooLarge(None)
    return data


def _opened_regular(path: str | Path, access: int) -> tuple[int, os.stat_result]:
    """``path`` opened for ``access`` (and its stat), known to be a regular file once open.
    Opened without waiting (a named pipe put in its place since would wait for a writer or
    reader) and never as the terminal (a device put there), then looked at again: what is
    read or written is the file looked at. O_BINARY: Windows would turn CRLF into LF.
    NotRegularFile when it is not one (the file closed)."""
    flags = access | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags | getattr(os, "O_BINARY", 0), 0o666)
    try:
        found = os.fstat(fd)
        _regular(found.st_mode)
        if hasattr(os, "O_NONBLOCK"):
            os.set_blocking(fd, True)  # a regular file, read and written as any other
    except BaseException:
        os.close(fd)
        raise
    return fd, found


def _regular(mode: int) -> None:
    kind = not_a_regular_file(mode)
    if kind is not None:
        raise NotRegularFile(kind)


def not_regular_to_write(path: str) -> NotRegularFile | None:
    """Why ``path`` cannot be written as a file: it is there and no regular file (a named
    pipe, a device, a socket, a folder); None when it is one, there is none yet, or it
    cannot be looked at (opening it to write says why)."""
    try:
        _regular(os.stat(path).st_mode)
    except OSError:
        return None
    except NotRegularFile as exc:
        return exc
    return None


def write_text(path: str, text: str) -> None:
    """``text`` written to ``path`` as UTF-8: a regular file, replaced, or a new one.
    NotRegularFile before anything is written (a named pipe with no reader made the write
    wait for ever, a device took the text); OSError as opening or writing raises it."""
    refused = not_regular_to_write(path)
    if refused is not None:
        raise refused
    try:
        fd, _ = _opened_regular(path, os.O_WRONLY | os.O_CREAT)  # not emptied: it may be a pipe put there since
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # a named pipe with no reader, or a socket, put there since
            _regular(os.stat(path).st_mode)
        raise
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        os.ftruncate(fd, 0)
        handle.write(text)


def utf8_text(data: bytes, encoding: str = "utf-8") -> str:
    """``data`` decoded (``encoding``: "utf-8", or "utf-8-sig" to drop a byte order mark);
    NotUtf8 says where it is not: one accented word in Latin-1 is the usual cause. OnlyNul:
    nothing but NUL bytes."""
    if encoding == "utf-8-sig":  # dropped before decoding, so that exc.start counts in ``data``
        data, encoding = data.removeprefix(BOM_UTF8), "utf-8"
    for compression, magic in MAGIC:
        if magic.match(data):
            raise NotText(compression, 0)
    if data and not data.strip(b"\0"):
        raise OnlyNul
    marked = _other_unicode(data)
    unmarked = _unicode_by_its_nuls(data) if marked is None and NUL in data else None
    if unmarked is not None:
        # Without its mark, UTF-16 is valid UTF-8 read as C\x00A\x00T: named here, for every
        # kind of file. A stray NUL is left to each reader, which refuses it with its line
        # (a ruleset's YAML also with its column, and "delete it").
        raise NotUtf8(None, None, unmarked)
    # Text in UTF-16 or UTF-32 too short to be named so is still text, left to the reader.
    wide_text = marked is not None or _unicode_by_its_nuls(data, fewest=1) is not None
    binary_at = None if wide_text else _binary_data_at(data)
    if binary_at is not None:
        raise NotText(None, binary_at)
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise NotUtf8(data[exc.start], data[: exc.start].count(b"\n") + 1, marked) from None


def _binary_data_at(data: bytes) -> int | None:
    """Where the first control byte of ``data`` is, when its start is binary data: at least
    FEWEST_BINARY NUL bytes, or control bytes at least one in ten. None: text, perhaps with
    a stray control byte (left to each reader, which names its line). Judged without a
    zero-filled tail: text cut short by a crash is not a program."""
    sample = data.rstrip(b"\0")[:BINARY_SAMPLE]
    controls = [at for at, byte in enumerate(sample) if (byte < 0x20 and byte not in TEXT_CONTROLS) or byte == 0x7F]
    nuls = sample.count(NUL)
    if len(controls) < FEWEST_BINARY or (nuls < FEWEST_BINARY and 10 * len(controls) < len(sample)):
        return None
    return controls[0]


def _other_unicode(data: bytes) -> str | None:
    """The Unicode encoding other than UTF-8 whose byte order mark ``data`` starts with."""
    # UTF-32's little-endian mark starts with UTF-16's: looked for first.
    if data.startswith((BOM_UTF32_LE, BOM_UTF32_BE)):
        return "UTF-32"
    if data.startswith((BOM_UTF16_LE, BOM_UTF16_BE)):
        return "UTF-16"
    return None


# Without a mark, each encoding's ways: its codec for each byte order, and where the high
# bytes of each character fall (NUL for text in Latin letters).
UNMARKED = (
    # UTF-16 first: "a\n" in UTF-16-LE (61 00 0A 00) is also U+A0061 in UTF-32, while UTF-32
    # text read as UTF-16 holds 0x0000 units, which no text holds.
    ("UTF-16", 2, (("utf-16-le", (1,)), ("utf-16-be", (0,)))),
    ("UTF-32", 4, (("utf-32-le", (1, 2, 3)), ("utf-32-be", (0, 1, 2)))),
)

# Characters a file needs before its NUL bytes name its encoding: "cat\0" or "ab\0\0" is a
# stray NUL or two, not a word list in UTF-16.
FEWEST_NAMED = 4


def _unicode_by_its_nuls(data: bytes, fewest: int = FEWEST_NAMED) -> str | None:
    """The Unicode encoding other than UTF-8 that ``data``, without a byte order mark, is
    in: at least ``fewest`` characters, at least half their high bytes NUL (text mostly
    in Latin letters; a curly apostrophe, Greek or an emoji has none) and a strict decode
    with no NUL character in it. Judged without a zero-filled tail (a crash, a file
    preallocated), rounded up to whole characters, and without a byte appended (odd
    length). None: its NUL bytes fall otherwise (a stray one, left to each reader; a file of
    NUL bytes only decodes to no text either)."""
    text_length = len(data.rstrip(b"\0"))
    for name, width, ways in UNMARKED:
        end = min(len(data), -(-text_length // width) * width)
        whole = data[: end - end % width]
        if len(whole) // width < fewest:
            continue
        if any(_mostly_nul(whole, width, high) and _decodes_to_text(whole, codec) for codec, high in ways):
            return name
    return None


def _mostly_nul(data: bytes, width: int, offsets: tuple[int, ...]) -> bool:
    """Whether at least half of ``data``'s bytes at ``offsets`` in each ``width`` are NUL."""
    high = b"".join(data[offset::width] for offset in offsets)
    return bool(high) and 2 * high.count(NUL) >= len(high)


def _decodes_to_text(data: bytes, codec: str) -> bool:
    """Whether ``data`` decodes strictly with ``codec`` and holds no NUL character."""
    try:
        return "\0" not in data.decode(codec)
    except UnicodeDecodeError:
        return False
