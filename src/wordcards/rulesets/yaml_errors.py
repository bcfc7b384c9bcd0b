"""A ruleset that is not valid YAML (or has a key moved out of its section) said as the
line to fix and what to write there, not as the parser's words.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

import yaml

from wordcards.quoting import shorten
from wordcards.resources import ruleset_path
from wordcards.rulesets.rules import (
    GAME_KINDS,
    RulesetError,
)
from wordcards.rulesets.schema import _KEYS, _YAML_LOADER


def _unknown_key_moved_out(text: str, root_node: yaml.Node, exc: RulesetError) -> RulesetError | None:
    """An unknown top-level key that is the last key of the section above it, moved to the
    start of the line (valid YAML, so no syntax error said so): said as such, or None."""
    if exc.line is None or "." in exc.key or not exc.problem.startswith("unknown key"):
        return None
    game = next(
        (value.value for key, value in getattr(root_node, "value", ()) if isinstance(key, yaml.ScalarNode) and key.value == "game"),
        None,
    )
    game = game.lower() if isinstance(game, str) else game  # "game: Shuffle" is read as shuffle (schema.py)
    if game not in GAME_KINDS:
        return None
    moved = _key_moved_out(text.splitlines(), exc.line - 1, sections=_shipped_sections(game))
    return RulesetError(exc.file, exc.key, exc.line, moved[1]) if moved else None


@cache
def _shipped_sections(game: str) -> dict[str, frozenset[str]]:
    """The keys of each top-level section of ``game``'s shipped ruleset, which has them all."""
    root = yaml.compose(ruleset_path(game).read_text(encoding="utf-8"), Loader=_YAML_LOADER)
    if not isinstance(root, yaml.MappingNode):
        return {}
    return {
        str(key.value): frozenset(str(inner.value) for inner, _ in value.value)
        for key, value in root.value
        if isinstance(value, yaml.MappingNode)
    }


# Syntax errors the parser finds only lines later, by what was begun on the line to fix.
_OPENED = {
    "while scanning a simple key": "a key and its value are written 'key: value', with a colon",
    "while parsing a flow sequence": "a list begun with '[' misses a ',' between its values or its closing ']'",
    "while parsing a flow mapping": "a '{' misses a ',' between its entries or its closing '}'",
    "while scanning a quoted scalar": "a quotation mark is not closed",
}
_NO_SPACE_AFTER_COLON = re.compile(r"[ \t]*(\w+):[^\s:]")  # hand_size:7
_KEY_OF_LINE = re.compile(r"[ \t]*(\w+)")  # the key a line begins with; any letters, so 'café' is not cut to 'caf'


_TOP_LEVEL_KEYS = {key for keys in _KEYS.values() for key in keys[""]}


def _syntax_error(text: str, file: str, exc: yaml.YAMLError) -> RulesetError:
    """The parser's complaint as one line, at the line to fix, naming the key written there.
    A tab in the indentation gets its own message: the parser's says nothing of tabs."""
    if isinstance(exc, yaml.reader.ReaderError):  # no mark: where it is, from its position
        return _control_character_error(text, file, exc)
    mark = getattr(exc, "problem_mark", None)
    context = str(getattr(exc, "context", None) or "")
    if context in _OPENED:  # the parser noticed on a later line: point at where it began
        mark = getattr(exc, "context_mark", None) or mark
    problem = getattr(exc, "problem", None) or getattr(exc, "reason", None) or str(exc)
    problem = _OPENED.get(context) or " ".join(str(problem).split())  # one line, whatever the parser wrote
    if mark is None:
        return RulesetError(file, "", None, f"not valid YAML: {shorten(problem, 120)}")
    lines = text.splitlines()
    line = mark.line
    opened = _quote_left_open(lines, line)
    if opened is not None:  # name: "Ours   ...closed by a quote in a comment lines later
        line, problem = opened, _OPENED["while scanning a quoted scalar"]
    elif any(words in problem for words in ("did not find expected key", "expected <block end>", "mapping values")):
        before = _line_without_colon(lines, line)
        if before is not None:  # "  target 150" above "  max_hands: 25": the colon is missing there
            line, problem = before, _OPENED["while scanning a simple key"]
    moved_out = None
    if any(words in problem for words in ("did not find expected key", "expected <block end>", "mapping values")):
        moved_out = _key_moved_out(lines, line)
        line = moved_out[0] if moved_out else _first_key_misindented(lines, line)
    line_text = lines[line] if line < len(lines) else ""
    key = _KEY_OF_LINE.match(line_text)
    indent = line_text[: len(line_text) - len(line_text.lstrip(" \t"))]
    if moved_out:
        problem = moved_out[1]
    elif "\t" in indent:
        problem = "this line is indented with a tab; indent with spaces (YAML does not allow tabs there)"
    elif no_space := _NO_SPACE_AFTER_COLON.match(line_text):  # YAML read 'hand_size:7' as one text, not a key
        key_text, value_text = no_space.group(1), line_text[no_space.end(1) + 1 :].split("#")[0].strip()
        problem = f"the space after the colon is missing: write '{shorten(key_text)}: {shorten(value_text)}'"
    elif "did not find expected key" in problem or "expected <block end>" in problem:
        problem = "not valid YAML: this line is not indented like the lines around it"
    elif "mapping values are not allowed" in problem and line_text.split("#")[0].count(": ") >= 2:
        # name: Our game: 2 (or min: 2 max: 6): the parser's words say nothing of either.
        problem = "not valid YAML: one key per line, and a value with ': ' in it goes in quotes (name: \"Our game: 2\")"
    elif "mapping values are not allowed" in problem:  # a key indented under a line with a value
        problem = "not valid YAML: this line is not indented like the lines around it"
    else:
        problem = f"not valid YAML: {shorten(problem, 120)}"
    return RulesetError(file, shorten(key.group(1)) if key else "", line + 1, problem)


def _control_character_error(text: str, file: str, exc: yaml.reader.ReaderError) -> RulesetError:
    """A character YAML refuses (a NUL, a bell, an escape code pasted in), at its line and
    column: editors often show it as nothing at all, so "control characters are not
    allowed" alone left the family searching the whole file."""
    # Found in the text: libyaml's position counts bytes of UTF-8, so an accent or an emoji
    # earlier on moved it (a line past the file's end).
    found = yaml.reader.Reader.NON_PRINTABLE.search(text)
    position = found.start() if found else min(max(exc.position, 0), len(text))
    line = text.count("\n", 0, position)
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    key = _KEY_OF_LINE.match(text.split("\n")[line])  # not splitlines: a \f would split the line there
    code = exc.character if isinstance(exc.character, int) else 0
    problem = f"not valid YAML: a control character (U+{code:04X}, column {column}) is on this line; delete it"
    return RulesetError(file, shorten(key.group(1)) if key else "", line + 1, problem)


_QUOTED_VALUE = re.compile(r"""[ \t]*[A-Za-z0-9_]+:[ \t]+(["'])(.*)$""")  # key: "value...


def _quote_left_open(lines: list[str], line: int) -> int | None:
    """The line before ``line`` whose quoted value is not closed on it. YAML reads on, over
    lines, to the next quotation mark (one in a comment further down) and complains there,
    of something else; no ruleset value spans lines, so the quote left open is the mistake."""
    for number in range(min(line, len(lines)) - 1, -1, -1):
        found = _QUOTED_VALUE.match(lines[number])
        if found and found.group(1) not in found.group(2).replace("''", "").replace("\\\\", "").replace('\\"', ""):
            return number
    return None


def _content_lines(lines: list[str]) -> dict[int, tuple[int, str]]:
    """Each line that holds something (not a comment): its indentation and its content."""
    found = {}
    for number, line_text in enumerate(lines):
        content = line_text.split("#", 1)[0].rstrip()
        if content.strip():
            found[number] = (len(content) - len(content.lstrip(" \t")), content.strip())
    return found


def _indent_step(content: dict[int, tuple[int, str]]) -> int:
    """How far the file indents a section's keys under it, by the most common step (2 in
    the shipped files)."""
    indents = [indent for indent, _ in content.values()]
    steps = Counter(later - earlier for earlier, later in zip(indents, indents[1:]) if later > earlier)
    return steps.most_common(1)[0][0] if steps else 2


def _key_moved_out(lines: list[str], line: int, sections: dict[str, frozenset[str]] | None = None) -> tuple[int, str] | None:
    """A key written left of its section's keys, out of the section ('letter_cards: 70',
    or a section's name 'letters:' with its keys left under it, at the start of the line
    under 'deck:'): YAML reads it as the section's neighbour and complains only at the
    next key of the section it left (``line``), blaming a key indented as it should be.
    The section's last key has no next key: YAML reads it as a top-level key without a
    complaint, and the ruleset refuses it as unknown at its own line; ``sections`` (the
    known keys of each top-level section) then says whether the key at ``line`` is one
    of the section above it. Returns the moved key's line and what to say of it."""
    content = _content_lines(lines)
    if line not in content:
        return None
    if sections is not None:
        return _last_key_moved_out(lines, content, line, sections)
    indent = content[line][0]
    above = [number for number in sorted(content) if number < line]
    moved = next((number for number in reversed(above) if content[number][0] < indent), None)
    if moved is None:
        return None
    under = [number for number in above if number > moved]  # the moved section's own keys
    moved_indent, moved_text = content[moved]
    if any("\t" in lines[number][: content[number][0]] for number in (moved, line, *under[:2])):
        return None  # a tab has its own message
    if under:
        block_indent = content[under[0]][0]
        if not moved_text.endswith(":") or len(under) < 2 or content[under[1]][0] != block_indent:
            return None  # its first key is the one indented wrongly (``_first_key_misindented``)
        if block_indent <= indent or any(content[number][0] < block_indent for number in under):
            return None
    elif moved_text.endswith(":") or ": " not in moved_text:
        return None  # no 'key: value' with nothing under it
    outer = next((number for number in reversed(above) if number < moved and content[number][0] < indent), None)
    if outer is None or not content[outer][1].endswith(":") or not moved_indent <= content[outer][0] < indent:
        return None  # still under the section above it: its indent is what is wrong (``_first_key_misindented``)
    name, beside = _KEY_OF_LINE.match(lines[moved]), _KEY_OF_LINE.match(lines[line])  # 'letter_cards', 'jokers'
    if name is None or beside is None:
        return None
    after = next((number for number in sorted(content) if number > line), None)
    if not under and outer != above[above.index(moved) - 1] and (after is None or content[after][0] <= moved_indent):
        # The section ends after ``line``, so ``line`` indented too far reads as well; only a
        # key at the start of the line that no ruleset has at the top level was moved out.
        if moved_indent > 0 or name.group(1) in _TOP_LEVEL_KEYS:
            return None
    section = shorten(content[outer][1][:-1].strip())
    where = f"as far as '{section}:' is, as a key beside it" if content[outer][0] == moved_indent else f"less than '{section}:' is,"
    if under:
        fix = f"indent it as far as '{shorten(beside.group(1))}' is (line {line + 1}), the keys under it staying as they are"
    else:
        fix = f"indent it as far as the line below it ({shorten(beside.group(1))!r})"
    return moved, f"not valid YAML: '{shorten(name.group(1))}' is indented {where} rather than under it; {fix}"


def _last_key_moved_out(
    lines: list[str], content: dict[int, tuple[int, str]], line: int, sections: dict[str, frozenset[str]]
) -> tuple[int, str] | None:
    """``_key_moved_out`` for a section's last key, YAML's top-level key at ``line``."""
    above = [number for number in sorted(content) if number < line]
    section = next((number for number in reversed(above) if content[number][0] <= content[line][0]), None)
    key = _KEY_OF_LINE.match(lines[line])
    if section is None or key is None or not content[section][1].endswith(":"):
        return None  # not right after a section's name and its keys ('hand_size: 7' is no section)
    name = content[section][1][:-1].strip()
    if key.group(1) not in sections.get(name, frozenset()):
        return None
    keys = [number for number in above if number > section]
    if not keys:
        return line, f"'{shorten(key.group(1))}' is not a top-level key; it belongs under '{shorten(name)}:' (indent it under '{shorten(name)}:')"
    keys_indent = content[keys[0]][0]
    if any((found := _KEY_OF_LINE.match(lines[number])) and found.group(1) == key.group(1) for number in keys if content[number][0] == keys_indent):
        return None  # the section has it already: indenting this one would write it twice
    beside = next(number for number in reversed(keys) if content[number][0] == keys_indent)
    above_key = _KEY_OF_LINE.match(lines[beside])
    fix = f"indent it as far as '{shorten(above_key.group(1))}' above it" if above_key else "indent it as the keys above it"
    after = [number for number in sorted(content) if number > line]
    under = next((number for number in after if content[number][0] <= content[line][0]), None)
    own = [number for number in after if under is None or number < under]  # the lines under the key moved
    if own and content[own[0]][0] <= keys_indent:
        fix += ", and the lines under it as much further"
    return line, f"'{shorten(key.group(1))}' is not a top-level key; it belongs under '{shorten(name)}:' ({fix})"


def _first_key_misindented(lines: list[str], line: int) -> int:
    """The line to blame for a bad indent that the parser finds at ``line``. When a
    section's first key is the one indented wrongly, YAML takes that first key's
    indentation as the section's and complains at a later key, which is right: blame the
    first key when ``line`` sits one step under a section that encloses it and that
    section's first key does not (more indented, or less but still under the section:
    ' letters:' under 'deck:' then complains at '  letter_cards')."""
    content = _content_lines(lines)
    if line not in content or "\t" in lines[line][: content[line][0]]:
        return line
    indent, step = content[line][0], _indent_step(content)
    for section in _enclosing_sections(content, line):
        first = next(number for number in sorted(content) if number > section)
        section_indent, first_indent = content[section][0], content[first][0]
        if first != line and first_indent != indent and first_indent > section_indent and indent == section_indent + step:
            return first
    return line


def _enclosing_sections(content: dict[int, tuple[int, str]], line: int) -> list[int]:
    """The sections' names ('deck:') above ``line`` that may enclose it, nearest first: each
    less indented line above it (each less than the one before) that ends a section's name,
    and for one that is a key with a value, the section's name just before it (it may be
    that section's first key)."""
    sections = []
    indent = content[line][0]
    above = [number for number in sorted(content) if number < line]
    for number in reversed(above):
        if content[number][0] >= indent:
            continue
        indent = content[number][0]
        if content[number][1].endswith(":"):
            sections.append(number)
            continue
        before = [earlier for earlier in above if earlier < number]
        if before and content[before[-1]][1].endswith(":") and content[before[-1]][0] < indent:
            sections.append(before[-1])
    return list(dict.fromkeys(sections))  # that section comes up again, as a less indented line


def _line_without_colon(lines: list[str], line: int) -> int | None:
    """The line before ``line`` that holds something (not a comment), when it has no colon."""
    for number in range(min(line, len(lines)) - 1, -1, -1):
        content = lines[number].split("#", 1)[0].strip()
        if content:
            return number if ":" not in content and not content.startswith("-") else None
    return None
