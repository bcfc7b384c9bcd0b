"""A new game as chosen (on the command line or the setup screen), and the checks of what
was chosen: the players and computer seats, the game's options, the files to load.

Below the app and the command line (both use it), above the engine and the computer levels.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field, replace
from typing import Any

from wordcards import games
from wordcards.engine.players import Player, name_problem
from wordcards.loading import CommandError, load_rules
from wordcards.loading import load_words as _load_words
from wordcards.match_length import MATCH_OPTION_NAMES as MATCH_OPTION_NAMES  # named here for its callers
from wordcards.match_length import MatchOptionRefused, checked_options
from wordcards.quoting import and_list, one_line, quote, shorten
from wordcards.typed_text import invisible

MAX_NAME = 12  # a name must fit the player panels at 80 columns
# The rule in players' words, wherever a name is refused for its length (--players, the
# setup screen): MAX_NAME counts columns (name_width), and "characters" alone misled.
NAME_LIMIT = f"a name has at most {MAX_NAME} letters (a wide letter such as 李 counts as two)"
# Names for computer seats, each followed by its level: "Bit (hard)" (within MAX_NAME letters, a wide one counting two).
COMPUTER_NAMES = ("Bit", "Dot", "Pix", "Zed", "Max", "Ada", "Hal", "Kip")
JUNIOR_PREFIX = "junior"  # --players "Ann,junior:Cy": Cy is a junior (as --junior Cy)
SEAT_FORMS = "a seat is NAME, cpu:LEVEL or junior:NAME"  # as a refusal of a seat names them
NOT_A_JUNIOR = "a computer player is not a junior; its level says how it plays (only people are juniors)"


class LaunchError(CommandError):
    """Options that cannot start a game. ``str()`` is the message for the player."""


class SeatRefused(LaunchError):
    """A seat written in no form a seat has ("kid:Tom", "junior:", "cpu:best"). ``str()``
    quotes it and says why; --players and the setup screen each say where it was typed."""

    def __init__(self, entry: str, why: str, *, no_level: bool = False) -> None:
        super().__init__(f"{quote(entry)}: {why}")
        self.no_level = no_level  # "cpu:best": a computer whose level is none


@dataclass(frozen=True)
class TypedSeat:
    """One seat as --players writes it, or a name typed on the setup screen."""

    name: str  # the person's name ("Tom" of "junior:Tom"); "" for a computer seat
    junior: bool = False  # junior:NAME (S12)
    level: str | None = None  # cpu:LEVEL: a computer of that level


@dataclass(frozen=True)
class GameChoice:
    """A new game as chosen on the command line (players may still be asked for)."""

    game: str
    rules: Any  # ShuffleRules | RummyRules
    players: tuple[Player, ...] | None  # None: the setup screen asks for them
    juniors: bool  # --juniors: every seat starts marked junior on the setup screen
    seed: int
    wordlist: str | None
    house: str | None
    options: dict[str, Any] = field(default_factory=dict)  # rummy: variant, target, max_hands, hands, minutes, deals
    fast: bool = False  # --fast: computer players act without pausing between actions
    first: str | None = None  # S15: who starts, a player's name or "random"; None: the first seat
    ruleset: str | None = None  # --ruleset: the file ``rules`` came from; None: the shipped one
    # No game named (``wordcards play``): the setup screen asks which, from the first (``game``).
    asked: bool = False


def name_width(name: str) -> int:
    """The columns a name takes on screen, what MAX_NAME counts: a wide letter (李, most
    emoji) takes two, an accent joined to its letter none."""
    from rich.cells import cell_len

    return cell_len(name)


# Greek and Cyrillic letters drawn as a Latin letter of the same case: the common ones of
# Unicode's confusables (UTS #39), which the standard library does not have.
_LOOK_ALIKE_PAIRS = dict(
    zip(
        "АВЕЅІЈКМНОРСТХУҮԚԜӀ" "аеорсухѕіјһԁԛԝӏ" "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ" "οναρυ",
        "ABESIJKMHOPCTXYYQWI" "aeopcyxsijhdqwl" "ABEZHIKMNOPTYX" "ovapu",
    )
)
# The same, read after capitals are folded, so that names equal in any case (Нина, НИНА) get
# one key. A small letter not in the table is read by its capital: Н looks like H, so н is h.
# Three small letters of the table have a capital drawn as another Latin letter, and one
# reading must win: ӏ is l (not I) and υ is u (not Y), as they are mostly met inside a name,
# small; ν is n (not v), as a Greek name begins with a capital (Νina, Nina). Latin letters
# are never merged.
_READ_BY_ITS_CAPITAL = "ν"
_FOLDED_LOOK_ALIKES = str.maketrans(
    {char.casefold(): latin.casefold() for char, latin in _LOOK_ALIKE_PAIRS.items() if char.isupper()}
    | {char: latin for char, latin in _LOOK_ALIKE_PAIRS.items() if char.islower() and char not in _READ_BY_ITS_CAPITAL}
)

def name_key(name: str) -> str:
    """What a name looks like at the table, to tell players apart and to find one named in
    an option: wide and other compatibility forms as plain letters (ＡＮＮ: ann), capitals
    folded, invisible characters left out, spaces as one, and a Greek or Cyrillic letter
    drawn as a Latin one read as that letter (Аnn with a Cyrillic А: ann). Names equal
    after case folding always get one key. Empty for a name that draws nothing."""
    # Folded first, so that names equal after case folding (as the engine compares them)
    # always get one key; folded again, as a compatibility form may decompose to a capital.
    shown = "".join(char for char in unicodedata.normalize("NFKD", name.casefold()) if not invisible(char))
    folded = " ".join(shown.casefold().translate(_FOLDED_LOOK_ALIKES).split())
    return unicodedata.normalize("NFKC", folded)


def drawn_as_nothing(name: str) -> str | None:
    """Why ``name`` cannot tell a player apart when it is made only of characters that draw
    nothing (a Hangul filler, a variation selector): a seat with a blank name. None otherwise."""
    if name_key(name):
        return None
    chars = [f"U+{ord(char):04X} {_char_name(char)}" for char in dict.fromkeys(name) if not char.isspace()]
    draw = "draws" if len(chars) == 1 else "draw"
    return f"the name {quote(name)} shows nothing on screen ({', '.join(chars)} {draw} nothing): every player needs a name the table can see"


def look_alike(name: str, other: str) -> str | None:
    """Why ``name`` and ``other`` look the same though they are spelt differently (a
    letter of another script, a wide letter, an invisible character), or None when they
    differ only in capitals, or do not look the same."""
    if name.casefold() == other.casefold() or name_key(name) != name_key(other):
        return None
    for spelt in (name, other):
        if " ".join(spelt.split()) != spelt:
            return f"{quote(spelt)} has spaces together, which look like one"
    for char in dict.fromkeys(name + other):
        if invisible(char):
            return f"{quote(name if char in name else other)} has an invisible character, U+{ord(char):04X} {_char_name(char)}"
        if unicodedata.normalize("NFKC", char) != char:
            return f"{char} is {_char_name(char)}"
        read_as = char.casefold().translate(_FOLDED_LOOK_ALIKES)
        if read_as != char.casefold():
            return f"{char} is {_char_name(char)}{_looks_by_its_other_case(char, read_as)}"
    return "they are spelt with different characters"


def _looks_by_its_other_case(char: str, read_as: str) -> str:
    """Nothing when ``char`` itself is drawn as the letter it is read as (А as A); else the
    other case that is (small н is read as h because its capital Н is drawn as H)."""
    if _LOOK_ALIKE_PAIRS.get(char, "").casefold() == read_as:
        return ""
    other = char.upper() if char.islower() else char.casefold()
    which = "capital" if char.islower() else "small letter"
    return f", whose {which} {other} looks like {_LOOK_ALIKE_PAIRS.get(other, read_as)}"


def _char_name(char: str) -> str:
    return unicodedata.name(char, f"U+{ord(char):04X}").title()


def parse_players(text: str) -> list[Player]:
    """``"Ann,junior:Cy,cpu:hard,cpu"`` -> the seats in order; a computer seat is named after
    its level ("Bit (hard)"), with a name no person at the table has; ``junior:Cy`` seats Cy
    as a junior (as ``--junior Cy`` does)."""
    entries = [entry.strip() for entry in text.split(",")]
    if any(not entry for entry in entries):
        raise LaunchError(f"--players {quote(text)}: a name is empty (separate names with commas)")
    if len(entries) == 1 and len(words := text.replace(";", " ").split()) > 1:
        # "Ann Bob" or "Ann;Bob": one seat, never a game (a name may have a space: "Mary Ann").
        raise LaunchError(f"--players {quote(text)} names one player; separate names with commas: --players {quote(','.join(words))}")
    try:
        seats = [read_seat(entry) for entry in entries]
    except SeatRefused as exc:
        raise LaunchError(f"--players: {exc}") from None
    levels = [seat.level for seat in seats]
    juniors = [seat.junior for seat in seats]
    entries = [seat.name for seat in seats]  # "junior:Tom": Tom
    names = [entry for entry, level in zip(entries, levels) if level is None]
    for name in names:
        if name_width(name) > MAX_NAME:
            raise LaunchError(f"--players: {quote(name)}: {NAME_LIMIT}")
        # What the engine refuses too: 40 characters (accents joined to a letter count), a
        # character that cannot be shown, an invisible one.
        problem = name_problem(name) or drawn_as_nothing(name)
        if problem:
            raise LaunchError(f"--players: {problem}")
    seen: dict[str, str] = {}
    for name in names:
        earlier = seen.get(name_key(name))
        if earlier is None:
            seen[name_key(name)] = name
            continue
        why = look_alike(earlier, name)
        if why:
            raise LaunchError(
                f"--players: {quote(earlier)} and {quote(name)} look the same ({why}): "
                "every player needs a name the others can tell apart"
            )
        raise LaunchError(f"--players: {quote(name)} is named twice (every player needs a different name)")
    if all(levels):
        raise LaunchError(
            f"--players {quote(text)}: every seat is a computer; name at least one person "
            "(to watch computers play each other, use wordcards simulate)"
        )
    robots = iter(computer_names(len(entries), taken=names))
    return [
        Player(computer_name(next(robots), level), computer=level) if level else Player(entry, junior=junior)
        for entry, level, junior in zip(entries, levels, juniors)
    ]


def players_typed(players: tuple[Player, ...]) -> str:
    """``players`` as --players writes them, which parse_players reads back: "Ann,junior:Cy,cpu:hard"."""
    return ",".join(
        f"cpu:{player.computer}" if player.computer else f"{JUNIOR_PREFIX}:{player.name}" if player.junior else player.name
        for player in players
    )


def computer_names(count: int, taken=()) -> list[str]:
    """Names for computer seats, none equal to a name in ``taken`` (any case); the level is
    added by the caller. Seat names must differ, so each computer gets its own. While names
    are left, none is one letter away from a name at the table or another computer's (Kit
    and Bit are misread for each other); the rest only when too few are."""
    used = {name_key(name) for name in taken}

    def free(base: str) -> bool:  # neither "Bit" nor "Bit (hard)" is a person's name already
        key = name_key(base)
        return key not in used and not any(name.startswith(f"{key} (") for name in used)

    names = [name for name in COMPUTER_NAMES if free(name)]
    at_table = [name.partition(" (")[0] for name in used]  # "bit (hard)": its name, Bit
    chosen: list[str] = []
    for name in names:
        if not any(one_letter_apart(name_key(name), other) for other in (*at_table, *map(name_key, chosen))):
            chosen.append(name)
    return (chosen + [name for name in names if name not in chosen])[:count]


def one_letter_apart(name: str, other: str) -> bool:
    """Two names of one length that differ in one letter only (kit, bit)."""
    return len(name) == len(other) and sum(a != b for a, b in zip(name, other)) == 1


def computer_name(base: str, level: str) -> str:
    return f"{base} ({level})"


def read_seat(entry: str) -> TypedSeat:
    """One seat as written, the one reading of --players and of a name typed on the setup
    screen: ``"Ann"`` a person, ``"junior:Tom"`` Tom as a junior (S12), ``"cpu:hard"`` a
    computer (``"cpu"``: normal). Raises SeatRefused for any other word and colon before a
    name ("kid:Tom", not an adult named "kid:Tom"), a level that is none, a junior with no name."""
    entry = entry.strip()
    level = _seat_level(entry)
    if level is not None:
        return TypedSeat("", level=level)
    name = _junior_name(entry)
    return TypedSeat(entry) if name is None else TypedSeat(name, junior=True)


def name_typed(entry: str) -> str:
    """The name a seat written ``entry`` gets, what MAX_NAME counts while it is typed: Tom
    of "junior:Tom" (the form is not part of the name), else ``entry`` as it is."""
    if (_seat_prefix(entry) or "").casefold() == JUNIOR_PREFIX:
        return entry.partition(":")[2].strip()
    return entry


def _seat_level(entry: str) -> str | None:
    """The level of a ``cpu:LEVEL`` seat, None for a person; a word and a colon before a
    name that is neither ``cpu:`` nor ``junior:`` ("kid:Tom") is refused, not seated as an
    adult named "kid:Tom"."""
    from wordcards.ai.levels import seat_level

    try:
        level = seat_level(entry)
    except ValueError as exc:
        raise SeatRefused(entry, str(exc), no_level=True) from None
    prefix = _seat_prefix(entry)
    if level is None and prefix is not None and prefix.casefold() != JUNIOR_PREFIX:
        raise SeatRefused(entry, f"{SEAT_FORMS}, and {shorten(prefix, 20)}: is neither cpu: nor {JUNIOR_PREFIX}:; for a name, leave out the colon")
    return level


def _seat_prefix(entry: str) -> str | None:
    """The word before the colon of a seat written WORD:NAME ("junior" in "junior:Tom"), or
    None. Only letters then a colon then a letter read so: other names with a colon stay
    names ("R2:D2", "12:30", "Ann:)", "Ann:2", ":Ann")."""
    word, colon, rest = entry.partition(":")
    if colon and word.isalpha() and (rest.strip()[:1].isalpha() or word.casefold() == JUNIOR_PREFIX):
        return word
    return None


def _junior_name(entry: str) -> str | None:
    """The name of a ``junior:NAME`` seat ("Tom" of "junior:Tom", any case), or None for
    any other. Raises SeatRefused for a junior with no name or one that is no person's."""
    from wordcards.ai.levels import seat_level

    if (_seat_prefix(entry) or "").casefold() != JUNIOR_PREFIX:
        return None
    name = entry.partition(":")[2].strip()
    if not name:
        raise SeatRefused(entry, "a junior needs a name, e.g. junior:Tom")
    try:
        computer = seat_level(name) is not None
    except ValueError:  # "junior:cpu:best": a computer seat all the same
        computer = True
    if computer:  # its level already says how it plays
        raise SeatRefused(entry, NOT_A_JUNIOR)
    if _seat_prefix(name) is not None:  # "junior:junior:Tom", "junior:kid:Tom"
        raise SeatRefused(entry, f"{SEAT_FORMS}, and NAME after junior: is a name alone")
    return name


def title(game: str) -> str:
    return games.entry(game).title


def rules_for(game: str | None, path: str | None) -> Any:
    """The ruleset for ``game`` (from ``path``, or the shipped one; with no game, the one at
    ``path`` names its own). Raises LaunchError."""
    try:
        return load_rules(game, path)
    except CommandError as exc:
        raise LaunchError(str(exc)) from None


def load_words(wordlist: str | None, house: str | None) -> Any:
    """The word list and the house words. Raises LaunchError."""
    from wordcards.slow import notice

    try:
        with notice(f"Reading the word list {wordlist or 'shipped with wordcards'}"):
            return _load_words(wordlist, house)
    except CommandError as exc:
        raise LaunchError(str(exc)) from None


def words_for(choice: GameChoice) -> Any:
    """The word list and house words of ``choice``, refused when none of its words could
    ever be played under its ruleset. Raises LaunchError."""
    words = load_words(choice.wordlist, choice.house)
    # The shipped files play together; a file of the family's own may leave no playable word.
    if choice.wordlist is not None or choice.house is not None or choice.ruleset is not None:
        # A game still to be chosen on the setup screen: each game it offers (shipped rules).
        offered = [replace(choice, game=game, rules=rules_for(game, None)) for game in games.NAMES] if choice.asked else [choice]
        for each in offered:
            problem = unplayable(each.rules, words, junior_seated=_junior_may_sit(each))
            if problem:
                raise LaunchError(_unplayable_refusal(each, words, problem) + (_name_another(each.game) if choice.asked else ""))
    return words


def seating_refusal(choice: GameChoice, words: Any, players: tuple[Any, ...]) -> str | None:
    """The refusal words_for would give had ``players`` been named on the command line:
    a game whose seats the setup screen asked for was let through with a junior's minimum
    (one might be seated), which an all-adult table cannot use. None when it plays."""
    if choice.wordlist is None and choice.house is None and choice.ruleset is None:
        return None  # the shipped files play together
    seated = replace(choice, players=players)
    problem = unplayable(seated.rules, words, junior_seated=_junior_may_sit(seated))
    return _unplayable_refusal(seated, words, problem) if problem else None


def _name_another(game: str) -> str:
    """After a refusal of words no game of ``game`` could use, when the game was not named."""
    others = [name for name in games.NAMES if name != game]
    return f" (in {title(game)}; to play {' or '.join(title(name) for name in others)} with them, name it: play {others[0]} ...)"


def _junior_may_sit(choice: GameChoice) -> bool:
    """Whether a junior's shorter minimum (S12) may count: a junior is seated, or the setup
    screen is still to ask who plays (a seat may be marked junior there; seating_refusal
    checks again with those seated)."""
    return choice.players is None or any(player.junior for player in choice.players)


def _unplayable_refusal(choice: GameChoice, words: Any, problem: str) -> str:
    """The refusal names the file to change: the house file when the word list plays without
    it (its '-word' lines took every playable word); the ruleset when the shipped one plays
    with these words (the ruleset asks for words they lack); else the word list."""
    listed = f"the word list {one_line(choice.wordlist)}" if choice.wordlist else "the shipped word list"
    junior = _junior_may_sit(choice)
    if choice.house is not None and not unplayable(choice.rules, load_words(choice.wordlist, None), junior_seated=junior):
        left = unplayable(choice.rules, words, listed, removed=True, junior_seated=junior)
        return f"{one_line(choice.house)}: {left}"
    shipped_plays = choice.wordlist is None or not unplayable(rules_for(choice.game, None), words, junior_seated=junior)
    if choice.ruleset is not None and shipped_plays:
        in_list = unplayable(choice.rules, words, listed, junior_seated=junior)
        shipped = " (the shipped ruleset plays with that list)" if choice.wordlist else ""
        return f"{one_line(choice.ruleset)}: {in_list}{shipped}"
    return f"{one_line(str(choice.wordlist))}: {problem}"


def unplayable(
    rules: Any, words: Any, listed: str = "the list", removed: bool = False, junior_seated: bool = True
) -> str | None:
    """Why no word of ``words`` could ever be played under ``rules`` (a list of two-letter
    words for Shuffle, whose first play is 4 letters), or None; ``removed``: a house file's
    '-word' lines took them all from ``listed``. The least minimum of the seated players
    counts: a junior's (S12) only when ``junior_seated``, as a list only juniors can play
    with is theirs to choose, and useless to a table of adults."""
    why = _no_playable_word(rules, words, listed, removed, junior_seated)
    if why is None:
        return None
    if not junior_seated and rules.juniors_play_easier and _no_playable_word(rules, words, listed, removed, True) is None:
        return f"{why}: no adult could ever play; a junior could"  # a junior's seat is the family's to mark
    return f"{why}: nobody could ever play"


def _no_playable_word(rules: Any, words: Any, listed: str, removed: bool, junior_seated: bool) -> str | None:
    """What ``words`` lack for the least minimum of the seated players, or None."""
    shortest, longest, needs = rules.playable_lengths(junior_seated)
    if words.any_word(lambda word: shortest <= len(word) <= (longest or len(word))):
        return None
    if longest is None:
        span = f"{shortest} letters or more"
    else:
        span = f"{shortest} letters" if shortest == longest else f"{shortest} to {longest} letters"
    if removed:
        return f"its '-word' lines leave no word of {span} in {listed}, and {needs}"
    return f"no word of {span} in {listed}, and {needs}"


def adults_who_cannot_play(rules: Any, words: Any, players: tuple[Any, ...]) -> str | None:
    """A note for a table where juniors can play and its adults never could (S12: words
    only long enough for a junior's minimum), said as the game starts; None otherwise. It
    is no refusal: the juniors play a game, and the family may mean it so."""
    adults = [player.name for player in players if not player.junior]
    if not adults or len(adults) == len(players):  # all adults: refused (seating_refusal)
        return None
    why = _no_playable_word(rules, words, "the word list", False, junior_seated=False)
    if why is None:
        return None
    juniors = [player.name for player in players if player.junior]
    as_juniors = "a junior" if len(juniors) == 1 else "juniors"
    return f"{and_list(adults)} can never play: {why}; only {and_list(juniors)} can, as {as_juniors}"


def game_options(game: str, rules: Any, given: dict[str, Any]) -> dict[str, Any]:
    """The options a new game is saved with (``match_length.checked_options``, the one
    check ``simulate`` makes too); refused as a LaunchError."""
    try:
        return checked_options(game, rules, given)
    except MatchOptionRefused as exc:
        raise LaunchError(str(exc)) from None
