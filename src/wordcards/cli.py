"""The ``wordcards`` command: play, resume, check words, print the rules as played, simulate, serve, host, join.

Every refusal (a bad ruleset, a missing word list, a bad house file) is one line on stderr
and exit status 2, never a traceback. Heavy imports (rich, the app) happen inside the
command that needs them, so ``wordcards check`` starts quickly.
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
import textwrap
from typing import TYPE_CHECKING, Callable, NamedTuple, NoReturn, Sequence

if TYPE_CHECKING:
    from wordcards.rulesets import Lengths

EXIT_OK, EXIT_NO, EXIT_USAGE = 0, 1, 2
EXIT_INTERRUPTED = 130  # a shell's status for a command ended by Ctrl+C (128 + SIGINT)

try:  # Ctrl+C the moment the command was typed, as these load: a quiet exit, never a traceback
    from wordcards import __version__, games
    from wordcards.console import say
    from wordcards.loading import WORD_LIST_FORMAT, CommandError, file_name, load_rules, load_words
    from wordcards.typed_text import a_to_z
except KeyboardInterrupt:
    raise SystemExit(EXIT_INTERRUPTED) from None


# --- shared options -------------------------------------------------------------------


def _add_word_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--wordlist",
        type=file_name,
        metavar="PATH",
        help=f"use this word list instead of the shipped one ({WORD_LIST_FORMAT})",
    )
    parser.add_argument(
        "--house", type=file_name, metavar="PATH", help="house words: a file of lines '+word' (allow) and '-word' (refuse)"
    )


def _add_ruleset_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--ruleset", type=file_name, metavar="PATH", help="your own ruleset file (YAML; copy a shipped one to start)"
    )


def _words(args: argparse.Namespace):
    from wordcards.slow import notice

    with notice(f"Reading the word list {args.wordlist or 'shipped with wordcards'}"):
        return load_words(args.wordlist, args.house)


def _rules(game: str, path: str | None):
    return load_rules(game, path)


# --- check ----------------------------------------------------------------------------


def _add_check(commands) -> None:
    parser = commands.add_parser(
        "check",
        help="say whether words are accepted",
        description="Say for each word whether the word list in use accepts it. "
        "Exit status 1 if any word is not accepted.",
    )
    parser.add_argument("words", nargs="+", metavar="WORD", help="the words to check (any case)")
    _add_word_options(parser)
    parser.set_defaults(run=check, command="check")


def check(args: argparse.Namespace) -> int:
    from wordcards.words.wordlist import COMMON_TIER, fit_for_a_childs_hint

    words = _words(args)
    shortest_words = functools.cache(_shipped_shortest_words)  # the rulesets read once, and only for a word accepted
    status = EXIT_OK
    for word in args.words:
        if not a_to_z(word):
            # Quoted when it would not show as typed: an empty word, a space, an escape code.
            shown = word if word.strip() == word and word.isprintable() and word else repr(word)
            say(f"{shown}: not accepted - a word is made of the letters a-z only")
            status = EXIT_NO
        elif word in words:
            level = words.level(word)
            if level:  # a '+word' line for a word the list has already changes nothing: its level says more
                how = f" (SCOWL level {level}{', common' if level <= COMMON_TIER else ''})"
            elif word.lower() in words.house_added:
                how = f" (a house word, {args.house})"
            else:
                how = ""
            # A word a junior's hint skips (not_for_hints.txt): else a parent reads "accepted"
            # and cannot tell why the hint never names it.
            kept_from_hints = "" if fit_for_a_childs_hint(word) else f"; {KEPT_FROM_A_CHILDS_HINT}"
            say(f"{word}: accepted{how}{_too_short(word, shortest_words)}{kept_from_hints}")
        else:
            say(f"{word}: not accepted - {_why_not(words, word, args.house)}")
            status = EXIT_NO
    return status


KEPT_FROM_A_CHILDS_HINT = "never offered in a child's hint (still playable, by juniors too)"


def _too_short(word: str, shortest_words: Callable[[], list[tuple[str, Lengths]]]) -> str:
    """The games (as shipped) whose words must be longer than ``word``, with their minimum:
    a list accepts QI, and Shuffle still never lets an adult play it (S5); "" when both do."""
    too_short = []
    for title, shortest in shortest_words():
        if len(word) < shortest.adult:
            junior = f", {shortest.junior}+ for a junior" if shortest.junior < shortest.adult else ""
            too_short.append(f"{title} ({shortest.adult}+ letters{junior})")
    return f"; too short for {' and '.join(too_short)}" if too_short else ""


def _shipped_shortest_words() -> list[tuple[str, Lengths]]:
    """Each game's title and the fewest letters its shipped rules let a word have."""
    from wordcards import games
    from wordcards.rulesets import default_ruleset

    return [(games.TITLES[game], default_ruleset(game).shortest_word) for game in games.NAMES]


def _why_not(words, word: str, house: str | None) -> str:
    """A word the house file took out says so; a word the build left out says so; only a
    vulgarity's says how a family has it back."""
    from wordcards.words.wordlist import VULGAR_TIER

    if word.lower() in words.house_removed:
        return f"removed by your house words ({house})"
    tier = words.left_out_tier(word)
    if tier is None:
        return f"not in the word list '{words.name}'"
    reason = "left out of the shipped word list on purpose"
    if tier == VULGAR_TIER:
        reason += f"; a '+{word.lower()}' line in a house file (--house) brings it back"
    return reason


# --- rules ----------------------------------------------------------------------------


def _add_rules(commands) -> None:
    parser = commands.add_parser(
        "rules",
        help="print the rules as played here and the card table",
        description="Print the rules of a game as wordcards plays them, with the numbers of the "
        "ruleset in use, and the card table (letters, counts, values).",
    )
    parser.add_argument(
        "game", nargs="?", type=games.as_typed, choices=games.NAMES, help="which game (without it: the one --ruleset's file is for)"
    )
    _add_ruleset_option(parser)
    parser.set_defaults(run=rules, command="rules")


def rules(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.text import Text

    from wordcards.app.widgets.common.card_table import CardTable
    from wordcards.rules_text import heading, open_questions, rulings

    ruleset = _rules(args.game, args.ruleset)
    console = Console(highlight=False)
    console.on_broken_pipe = _reader_left  # type: ignore[method-assign]  # rich would exit 1
    # Text objects, never markup: names and colours come from a ruleset file.
    console.print(Text(heading(ruleset), style="bold underline"))
    console.print()
    for ruling in rulings(ruleset):
        _print_wrapped(console, Text.assemble((f"{ruling.id} {ruling.title}.", "bold"), " ", ruling.text))
        console.print()
    console.print(Text("Questions the rulings leave open", style="bold underline"))
    console.print()
    for answer in open_questions(ruleset):
        _print_wrapped(console, Text.assemble((answer.title, "bold"), f" ({answer.id}). ", answer.text))
    console.print()
    console.print(CardTable(ruleset))  # as many bands as the width needs, as Ctrl+R draws it
    sys.stdout.flush()  # here, so a reader that left early ('| head') is seen by main()
    return EXIT_OK


def _print_wrapped(console, text) -> None:
    """``text`` wrapped to the console's width, each line without the space rich leaves at
    its end where it broke (33 lines of `wordcards rules rummy` ended in one)."""
    for line in text.wrap(console, console.width):
        line.rstrip()
        console.print(line)


def _reader_left() -> None:
    raise BrokenPipeError  # main() ends quietly with status 0


# --- play -----------------------------------------------------------------------------


def _add_play(commands) -> None:
    from wordcards.app import launch

    parser = commands.add_parser(
        "play",
        help="play a game, hot-seat",
        description="Play Shuffle or Word Rummy, hot-seat: players share the keyboard, and a "
        "hand-off screen hides every hand between turns. The game is saved after every action. "
        "Without a game, the setup screen asks which (a Word Rummy option such as --variant, or "
        "a ruleset file, names the game instead).",
    )
    launch.add_play_arguments(parser)
    parser.set_defaults(run=launch.run_play, command="play")


def _add_resume(commands) -> None:
    from wordcards.app import launch

    parser = commands.add_parser(
        "resume",
        help="carry on the unfinished game",
        description="Carry on the game that was not finished, exactly where it stopped.",
    )
    launch.add_resume_arguments(parser)
    parser.set_defaults(run=launch.run_resume, command="resume")


# --- examples (the foot of each command's --help) -----------------------------------

# Written with the command as this player can type it (.venv/bin/wordcards after the
# README's install: app.command), so a line pasted from the help works; tests/test_cli.py
# parses every one.
# command -> (what it does, the words after "wordcards")
EXAMPLES: dict[str, tuple[tuple[str, str], ...]] = {
    "play": (
        ("a setup screen asks which game, and who plays", "play"),
        ("Shuffle: the setup screen asks who plays", "play shuffle"),
        ("Ann and Bob against a computer player", 'play shuffle --players "Ann,Bob,cpu:hard"'),
        ("Cy plays by the junior rules, and starts", 'play shuffle --players "Ann,Cy" --junior Cy --first Cy'),
        ("Word Rummy with the score pad, for 30 minutes", 'play rummy --players "Ann,Bob" --variant advanced --minutes 30'),
        ("Word Rummy, penalties only, 3 deals", 'play rummy --players "Ann,Bob,Cy" --variant inverse --deals 3'),
    ),
    "resume": (("carry on the game that was not finished", "resume"),),
    "check": (
        ("is each word accepted?", "check zorp cat"),
        ("with your house words (lines +word, -word)", "check zorp --house house.txt"),
    ),
    "rules": (
        ("the rules of Word Rummy and its card table", "rules rummy"),
        ("the rules with your own numbers", "rules shuffle --ruleset ours.yaml"),
    ),
    "simulate": (
        ("20 games, an easy computer player against a hard one", "simulate shuffle --level easy,hard --seed 1"),
        ("4 players of advanced rummy, figures saved as JSON", "simulate rummy --players 4 --variant advanced --json figures.json"),
    ),
    "serve": (("then open http://127.0.0.1:8000/ in a browser", "serve shuffle"),),
    "host": (
        ("one link per person, for devices on your network", 'host shuffle --players "Ann,Bob,cpu:hard" --host 0.0.0.0'),
        ("after a crash: the same game, the same links", "host --resume"),
        ("a new link for Ann (the old one stops working)", "host --resume --new-link Ann"),
    ),
    "join": (("your seat, with the link the host gave you", "join http://192.168.1.20:8765/seat/..."),),
}


def _add_examples(parsers: dict[str, argparse.ArgumentParser]) -> None:
    """Put each command's examples below its options. The help then keeps the lines as
    written, so the description is wrapped here (argparse would have wrapped it)."""
    from wordcards.app.command import command

    for name, examples in EXAMPLES.items():
        parser = parsers[name]
        lines = ["examples:"]
        for what, words in examples:
            lines += [f"  {what}:", f"    {command(words)}"]
        parser.formatter_class = argparse.RawDescriptionHelpFormatter
        parser.description = textwrap.fill(parser.description or "", width=78)
        parser.epilog = "\n".join(lines)


# --- main -----------------------------------------------------------------------------

from wordcards.ai.simulate import add_simulate_arguments  # noqa: E402 - light: argparse only
from wordcards.remote.commands import add_host, add_join, add_serve  # noqa: E402 - light: argparse only

COMMANDS: tuple[Callable[[argparse._SubParsersAction], None], ...] = (
    _add_play,
    _add_resume,
    _add_check,
    _add_rules,
    add_simulate_arguments,
    add_serve,
    add_host,
    add_join,
)


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose refusal of a misspelt choice names the nearest one:
    "invalid choice: 'shufle' (choose from 'shuffle', 'rummy'); did you mean 'shuffle'?".
    Every command's parser is one too (add_subparsers makes them of the parent's class)."""

    def error(self, message: str) -> NoReturn:
        super().error(
            _game_missing(self.prog, message)
            or _game_as_a_value(self.prog, message)
            or _word_missing(self.prog, message)
            or message + _nearest_choice(message)
        )


def _game_missing(prog: str, message: str) -> str:
    """'wordcards play' with no game: argparse says "the following arguments are required:
    game", a word the usage line never shows ({shuffle,rummy}); say which to type instead."""
    if message != "the following arguments are required: game":
        return ""
    from wordcards.app.command import command

    example = command(*prog.split()[1:], games.NAMES[0])
    return f"say which game: {' or '.join(games.NAMES)} (e.g. {example})"


def _game_as_a_value(prog: str, message: str) -> str:
    """'play --minutes rummy ...': the option took the game's name, which goes first."""
    found = re.fullmatch(r"argument (--[a-z-]+): expected a whole number, found '(.*)'", message)
    if not found or games.as_typed(found.group(2)) not in games.NAMES:
        return ""
    from wordcards.app.command import command

    option, game = found.group(1), games.as_typed(found.group(2))
    example = command(*prog.split()[1:], game, option, "N")
    return f"{message}, a game's name: the game's name goes first, before the options (e.g. {example})"


def _word_missing(prog: str, message: str) -> str:
    """'wordcards check' with no word: said as plainly as a missing game is."""
    if message != "the following arguments are required: WORD":
        return ""
    from wordcards.app.command import command

    return f"say which words to check (e.g. {command(*prog.split()[1:], 'cat', 'zorp')})"


def _nearest_choice(message: str) -> str:
    from difflib import get_close_matches

    found = re.search(r"invalid choice: '(.*)' \(choose from (.*)\)$", message)
    if not found:
        return ""
    # Later Pythons write the choices without quotes: take them either way.
    given, choices = found.group(1), [choice.strip().strip("'") for choice in found.group(2).split(",")]
    near = get_close_matches(given.casefold(), choices, n=1, cutoff=0.6)
    return f"; did you mean '{near[0]}'?" if near else ""


def build_parser() -> argparse.ArgumentParser:
    from wordcards.app.command import command

    parser = _Parser(
        prog="wordcards",
        description="Word card games in the terminal: Shuffle and Word Rummy, hot-seat.",
        # The commands to type, as this terminal can type them; each on its own line, which
        # a narrow terminal does not split between a long path and its words.
        epilog=f"To start a game (a setup screen asks which game, and who plays):\n  {command('play')}\n"
        f"For a command's options and examples, type:\n  {command('COMMAND', '--help')}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"wordcards {__version__}")
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")
    for add in COMMANDS:
        add(commands)
    parser.command_parsers = dict(commands.choices)  # type: ignore[attr-defined]  # each command's own parser
    _add_examples(parser.command_parsers)  # type: ignore[attr-defined]
    return parser


def _parse(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse, and refuse a word nobody asked for as the command it was given to, with
    that command's usage and the option it most likely meant (--words: --wordlist)."""
    typed = list(sys.argv[1:] if argv is None else argv)
    if typed[:1] == ["check"]:
        _refuse_house_lines(_command_parser(parser, "check"), typed[1:])
    args, unknown = parser.parse_known_args(typed)
    if unknown:
        command = _command_parser(parser, getattr(args, "command", None))
        others = {name: each for name, each in getattr(parser, "command_parsers", {}).items() if each is not command}
        refusal = unknown_arguments(command, unknown, getattr(args, "players", None), others)
        if refusal.with_usage:
            command.error(refusal.text)
        command.exit(EXIT_USAGE, f"{command.prog}: error: {refusal.text}\n")
    args.typed_words = tuple(typed)  # the command as typed: advice to run it again with one more option keeps them all
    return args


def _refuse_house_lines(parser: argparse.ArgumentParser, words: list[str]) -> None:
    """'check -cat' (argparse: no word given) and 'check +cat' (not a word) look like lines of
    a house file: say where those go, and how to check the word."""
    from wordcards.app.command import command

    for word in words:
        if word == "--":
            return
        if re.fullmatch(r"[+-][^\W\d_]{2,}", word):
            parser.error(
                f"{word} looks like a line of a house file: a house file's '+word' and '-word' lines go in "
                f"a file given with --house; to check a word, type it without the sign "
                f"(e.g. {command('check', word[1:])})"
            )


# Commands whose game may be left out for the one --ruleset's file (or --variant) names;
# play and host find it themselves (play's setup screen asks when nothing names one).
GAME_FROM_FILE = ("rules", "simulate")


def _game_from_file(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Fill in ``args.game`` as play finds it (``launch.game_named``, not a copy); with
    nothing naming a game, argparse's refusal, said as "say which game"."""
    from wordcards.app.launch import game_named

    args.game, _ = game_named(args)
    if args.game is None:
        parser.error("the following arguments are required: game")


def _command_parser(parser: argparse.ArgumentParser, command: str | None) -> argparse.ArgumentParser:
    parsers: dict[str, argparse.ArgumentParser] = getattr(parser, "command_parsers", {})
    return parsers.get(command or "", parser)


def _options(parser: argparse.ArgumentParser) -> set[str]:
    return set(re.findall(r"--[a-z][a-z-]*", parser.format_usage()))


class Refusal(NamedTuple):
    """What the command line is refused with; ``with_usage``: argparse's usage block above it
    (a word the command does not know: the usage shows the ones it does)."""

    text: str
    with_usage: bool = True


def unknown_arguments(
    parser: argparse.ArgumentParser,
    unknown: list[str],
    players: str | None = None,
    others: dict[str, argparse.ArgumentParser] | None = None,
) -> Refusal:
    """The refusal of words the command does not know: an option of another command says
    whose it is (resume --seed: play's); a misspelt one names the option meant; names after
    --players (--players Ann Bob: the shell split them) are shown with commas."""
    from difflib import get_close_matches

    from wordcards import games
    from wordcards.quoting import quote

    known = sorted(_options(parser))
    for word in unknown:
        if word.startswith("--"):
            option = word.split("=", 1)[0]
            owners = [name for name, other in (others or {}).items() if option in _options(other)]
            if owners:
                whose = ", ".join(owners[:-1]) + " and " + owners[-1] if len(owners) > 1 else owners[0]
                # Refused as the commands refuse an option they know but not here (host
                # --resume --seed): the error alone, no usage.
                text = f"{option} is an option of {whose}, not of {parser.prog.split()[-1]}{_kept_when_resumed(parser)}"
                return Refusal(text, with_usage=False)
            # Compared without the dashes they share, which made --seed look like --house.
            near = get_close_matches(option[2:], [name[2:] for name in known], n=1, cutoff=0.75)
            if near:
                return Refusal(f"unknown option {word}: did you mean --{near[0]}? (see '{parser.prog} --help')")
    if parser.prog.split()[-1] == "resume" and any(games.as_typed(word) in games.NAMES for word in unknown):
        from wordcards.saves import name_left_out

        return Refusal(name_left_out("resume"), with_usage=False)  # as host --resume says it
    if players is not None and not any(word.startswith("-") for word in unknown):
        names = [name.strip() for name in (players, *unknown) for name in name.split(",") if name.strip()]
        return Refusal(
            f"unrecognized arguments: {' '.join(unknown)}; put every name in one --players, "
            f"separated by commas: --players {quote(','.join(names))}"
        )
    return Refusal(f"unrecognized arguments: {' '.join(unknown)} (see '{parser.prog} --help')")


def _kept_when_resumed(parser: argparse.ArgumentParser) -> str:
    if parser.prog.split()[-1] == "resume":
        return ": a resumed game keeps the options it was started with (its seed, players, hands)"
    return ""


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _run(argv)
    except KeyboardInterrupt:  # also while the parser is built (it imports the app's options)
        return EXIT_INTERRUPTED


def _run(argv: Sequence[str] | None) -> int:
    parser = build_parser()
    args = _parse(parser, argv)
    if not hasattr(args, "run"):
        parser.print_help()
        return EXIT_USAGE
    try:
        if args.command in GAME_FROM_FILE and args.game is None:
            _game_from_file(_command_parser(parser, args.command), args)
        return args.run(args)
    except CommandError as exc:
        say(f"wordcards {args.command}: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # e.g. 'wordcards rules shuffle | head': the reader left early
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
