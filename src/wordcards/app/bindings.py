"""Which bindings a key triggers: one answer for the shared keyboard and a seat.

Read as Textual reads BINDINGS (``Binding.make_bindings``): "question_mark,f1" binds both
keys. Textual's ``active_bindings`` keeps one binding a key and mixes in the app's and the
focused widget's, so it cannot say which of a class's several Ctrl+P (or Enter) bindings
a key sends; these read a class's own declarations.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.binding import Binding, BindingType


def declared_bindings(cls: type, within: type | None = None) -> list[BindingType]:
    """The BINDINGS ``cls`` and its base classes declare (only those subclassing ``within``, if given)."""
    return [
        binding
        for klass in cls.__mro__
        if within is None or issubclass(klass, within)
        for binding in klass.__dict__.get("BINDINGS", ())
    ]


def bindings_of(bindings: Iterable[BindingType], key: str) -> list[Binding]:
    """The bindings among ``bindings`` that ``key`` triggers, one per comma-listed key."""
    return [binding for binding in Binding.make_bindings(bindings) if binding.key == key]


def keys_of(bindings: Iterable[BindingType]) -> frozenset[str]:
    """Every key ``bindings`` bind."""
    return frozenset(binding.key for binding in Binding.make_bindings(bindings))
