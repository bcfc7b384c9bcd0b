"""Engine views <-> JSON, for the wire between a host and its seats.

A view is a tree of small frozen dataclasses, enums and tuples. Each dataclass is written
as an object with a ``"~"`` key naming its class; reading accepts only dataclasses and
enums defined under ``wordcards.engine`` (a message can never make the reader build
anything else) and rebuilds tuples, so a decoded view equals the original. A log line
that names jokers (engine/log_line.LogLine) is an object with a ``"~line"`` key, its text,
and the places of its jokers, so that a seat marks them as the shared keyboard does.
"""

from __future__ import annotations

import dataclasses
import importlib
from enum import Enum
from typing import Any

from wordcards.engine.log_line import LogLine

TYPE_KEY = "~"
LINE_KEY = "~line"
ENUM_KEY = "~enum"
ALLOWED_PREFIX = "wordcards.engine."


class CodecError(ValueError):
    """A message that does not describe an engine value."""


def encode(value: Any) -> Any:
    """A JSON-ready copy of ``value`` (dataclasses, enums, tuples, lists, dicts, scalars)."""
    if isinstance(value, Enum):
        return {ENUM_KEY: _name(type(value)), "value": value.value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {field.name: encode(getattr(value, field.name)) for field in dataclasses.fields(value)}
        data[TYPE_KEY] = _name(type(value))
        return data
    if isinstance(value, LogLine) and value.jokers:
        return {LINE_KEY: str(value), "jokers": list(value.jokers)}
    if isinstance(value, (tuple, list)):
        return [encode(item) for item in value]
    if isinstance(value, dict):
        return {str(key): encode(item) for key, item in value.items()}
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise CodecError(f"cannot send a {type(value).__name__}")


def decode(data: Any) -> Any:
    """The value ``encode`` was given (lists come back as tuples). Raises CodecError."""
    if isinstance(data, list):
        return tuple(decode(item) for item in data)
    if isinstance(data, dict):
        if LINE_KEY in data:
            return _line(data)
        if ENUM_KEY in data:
            cls = _class(data[ENUM_KEY])
            if not (isinstance(cls, type) and issubclass(cls, Enum)):
                raise CodecError(f"{data[ENUM_KEY]!r} is not an engine enum")
            try:
                return cls(data.get("value"))
            except ValueError:
                raise CodecError(f"{data.get('value')!r} is not a {cls.__name__}") from None
        if TYPE_KEY in data:
            cls = _class(data[TYPE_KEY])
            if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
                raise CodecError(f"{data[TYPE_KEY]!r} is not an engine value")
            fields = {f.name for f in dataclasses.fields(cls)}
            kwargs = {key: decode(item) for key, item in data.items() if key != TYPE_KEY}
            if set(kwargs) != fields:
                raise CodecError(f"a {cls.__name__} needs the fields {sorted(fields)}")
            try:
                return cls(**kwargs)
            except (TypeError, ValueError) as exc:
                raise CodecError(f"a bad {cls.__name__}: {exc}") from None
        return {key: decode(item) for key, item in data.items()}
    return data


def _line(data: dict[str, Any]) -> LogLine:
    text, jokers = data[LINE_KEY], data.get("jokers")
    if set(data) != {LINE_KEY, "jokers"} or not isinstance(text, str) or not isinstance(jokers, list):
        raise CodecError("a log line needs its text and the places of its jokers")
    try:
        return LogLine(text, jokers)
    except (TypeError, ValueError) as exc:
        raise CodecError(f"a bad log line: {exc}") from None


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _class(name: object) -> Any:
    if not isinstance(name, str) or ":" not in name:
        raise CodecError(f"{name!r} names no class")
    module, _, qualname = name.partition(":")
    if not module.startswith(ALLOWED_PREFIX) or "." in qualname or not qualname.isidentifier():
        raise CodecError(f"{name!r} is not an engine value")
    try:
        return getattr(importlib.import_module(module), qualname)
    except (ImportError, AttributeError):
        raise CodecError(f"{name!r} names no engine value") from None
