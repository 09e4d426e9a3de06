"""What every command shares: the :class:`Command` record, options, batch mode and JSON output.

A hand command analyses one hand (or, with ``--batch FILE``, one hand per line, ``-`` = stdin)
and prints readable text or, with ``--json``, one JSON object per hand; a command declared with
``takes_hand=False`` (``selfplay``) takes only its options and prints one result.  A bad hand gives
``{"error": message}`` in JSON (a bad line never stops a batch); without ``--json`` the message
goes to stderr and the exit status is 2.  Usage mistakes (unknown or malformed options, a missing
HAND, an unreadable batch file) are reported the same way: with ``--json`` (and always with
``--batch``) as ``{"error": message}``, otherwise as argparse's usage text on stderr; exit status 2.
Keys are a stable contract (docs/cli.md).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NoReturn

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, parse_in_sight
from mahjong_galaxy.core.notation import Located, parse_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.supply import HAND, VISIBLE, Supply, check_supply
from mahjong_galaxy.core.table import DORA_INDICATORS, TableSituation, build_table
from mahjong_galaxy.core.tiles import WINDS, Tile

Result = dict[str, Any]
#: The JSON output's encoder (``json.dumps(..., ensure_ascii=False)``), made once: a batch
#: encodes a result per line, and ``json.dumps`` with an option builds an encoder per call.
_JSON = json.JSONEncoder(ensure_ascii=False)


@dataclass(frozen=True)
class Command:
    """One subcommand.

    Attributes:
        analyze: ``(hand_text, args) -> result dict``; raises HandError for bad input (a
            command without a hand gets ``""``).
        render: ``(result dict, args) -> readable text`` (args: e.g. the language).
        add_arguments: adds the command's own options to its parser.
        takes_hand: the command reads a HAND (or ``--batch``); False: options only, and the
            result gets no ``elapsed_ms`` (the command reports its own timing) and its
            ``--rules`` are checked by the command itself.
        rules_help: the ``--rules`` option names to list in the help (default: the galaxy
            rules).
    """

    analyze: Callable[[str, argparse.Namespace], Result]
    render: Callable[[Result, argparse.Namespace], str]
    add_arguments: Callable[[argparse.ArgumentParser], None] = lambda parser: None
    takes_hand: bool = True
    rules_help: str = ""


def rules_from(args: argparse.Namespace) -> Rules:
    """The :class:`Rules` given by ``--rules NAME=VALUE`` options (HandError if invalid)."""
    return DEFAULT_RULES.with_options(args.rules) if args.rules else DEFAULT_RULES


def option_tiles(text: str | None, option: str) -> tuple[Tile, ...]:
    """The tiles of an option such as ``--dora 5M1z`` (none for None); HandError naming it."""
    return tuple(t for t, _ in _located(text, option)) if text else ()


def parse_with_seen(
    text: str, args: argparse.Namespace, sizes: Collection[int], plain: bool = False
) -> tuple[Hand, tuple[Tile, ...], Supply]:
    """The hand of ``text`` with the tiles in sight besides it: the ``--dora`` indicators, then
    ``--visible`` (an indicator is face up, so it is not among the live copies), as
    :func:`~core.hand.parse_in_sight` returns them, the copy limits checked over all of them.

    Raises:
        HandError: for the hand, at its position in ``text``; for a bad or surplus tile of
            ``--visible`` or ``--dora``, naming that option (``in the visible tiles``,
            ``dora indicators``) at the position in its own value.
    """
    dora = [] if not args.dora else _located(args.dora, "--dora")
    hand, visible, seen = parse_in_sight(text, sizes, args.visible or "", plain)
    if not dora:
        return hand, visible, seen
    held = [(t, 0) for t in hand.all_tiles]
    check_supply(
        [(HAND, held), (VISIBLE, [(t, 0) for t in visible]), (DORA_INDICATORS, dora)], plain
    )
    return parse_in_sight(text, sizes, (*(t for t, _ in dora), *visible), plain)


def _located(text: str, option: str) -> Located:
    """The tiles of option ``option``'s value with their positions in it; HandError naming it."""
    try:
        return parse_tiles(text)
    except HandError as error:
        raise HandError(f"{option}: {error.message}", error.position) from None


def option_wind(text: str, option: str) -> int:
    """The wind kind (27..30) of an option such as ``--seat-wind 2z``; HandError otherwise."""
    tiles = option_tiles(text, option)
    if len(tiles) != 1 or tiles[0].galaxy or tiles[0].kind not in WINDS:
        raise HandError(f"{option} needs a wind 1z (East) to 4z (North), got '{text}'")
    return tiles[0].kind


def refuse_ignored(given: Sequence[str], flag: str) -> None:
    """Raise a HandError naming the options in ``given`` (read only with ``flag``, which was not
    given), e.g. ``"--dora only matters with --values (add --values)"``; nothing when empty."""
    if given:
        verb = "matters" if len(given) == 1 else "matter"
        raise HandError(f"{' and '.join(given)} only {verb} with {flag} (add {flag})")


#: The line the 14-tile commands (discard, danger, kan) print under a complete hand: a win to
#: declare, which their tables of discards would hide (as the app's Discard tab says).
AGARI_NOTE = (
    "  complete hand (agari): a win to declare before any discard if it has a yaku "
    "(score gives its yaku and points)"
)
#: The line ``call`` prints when the offered tile completes the hand.
RON_NOTE = "  the offered tile completes the hand (agari): a ron to declare before any call"


def agari_lines(result: Result, note: str = AGARI_NOTE) -> list[str]:
    """``[note]`` when ``result`` (a discard, danger, kan or call result) is a complete hand."""
    return [note] if result["agari"] else []


def add_visible_argument(parser: argparse.ArgumentParser) -> None:
    """``--visible`` of the commands on one hand's tiles in sight (waits, discard)."""
    parser.add_argument(
        "--visible",
        metavar="TILES",
        help="tiles seen elsewhere (discards; dora indicators too unless given with --dora, "
        "which counts them itself)",
    )


def add_table_arguments(parser: argparse.ArgumentParser) -> None:
    """``--seat-wind``, ``--round-wind`` (defaults 2z, 1z) and ``--dora`` of scoring commands."""
    parser.add_argument("--seat-wind", default="2z", metavar="Nz", help="seat wind (default 2z)")
    parser.add_argument("--round-wind", default="1z", metavar="Nz", help="round wind (default 1z)")
    parser.add_argument("--dora", metavar="TILES", help="dora indicators (galaxy allowed)")


_SITUATION_HELP = {
    "--turn": ("N", "your turn number (default: from the rivers)"),
    "--river": ("SEAT=TILES", "a river (SEAT self/right/across/left; '*' after the riichi tile)"),
    "--called": ("SEAT=TILES", "tiles called away from SEAT's river"),
    "--melds": ("SEAT=MELDS", "an opponent's called melds, comma separated (right/across/left)"),
}


def add_table_situation_arguments(parser: argparse.ArgumentParser) -> None:
    """The whole table around the hand: :func:`add_table_arguments` (winds, dora) plus
    ``--turn``, ``--river``, ``--called`` and ``--melds`` (repeatable, one seat each).

    The text form is that of :mod:`mahjong_galaxy.core.table` (docs/cli.md); read the options
    back with :func:`table_from`.
    """
    add_table_arguments(parser)
    group = parser.add_argument_group("table situation (see docs/cli.md)")
    for option, (metavar, text) in _SITUATION_HELP.items():
        action = "store" if option == "--turn" else "append"
        group.add_argument(option, dest=_dest(option), metavar=metavar, help=text, action=action)


def _dest(option: str) -> str:
    return option[2:].replace("-", "_")


def table_from(args: argparse.Namespace, hand: Hand | None = None) -> TableSituation:
    """The :class:`TableSituation` given by the options of :func:`add_table_situation_arguments`.

    Args:
        args: the parsed options.
        hand: counted with the table for the copy limits when given.

    Raises:
        HandError: naming the option and the position inside its value.
    """
    fields = []
    for option in ("--round-wind", "--seat-wind", "--dora", *_SITUATION_HELP):
        value = getattr(args, _dest(option), None)
        for item in value if isinstance(value, list) else [] if value is None else [value]:
            fields.append((option, item, 0))
    return build_table(fields, hand)


def run_one(command: Command, text: str, args: argparse.Namespace) -> Result:
    """Analyse one hand text: the result with ``elapsed_ms``, or ``{"error": ...}``."""
    start = time.perf_counter()
    try:
        result = command.analyze(text.strip(), args)
    except HandError as error:
        return {"hand": _clip(text.strip()), "error": str(error)}
    result["elapsed_ms"] = round((time.perf_counter() - start) * 1000, 3)
    return result


def _clip(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _batch_lines(path: str) -> Iterator[tuple[int, str | None]]:
    """``(line number, text)`` per non-blank, non-comment line; text None when not UTF-8."""
    stream = sys.stdin.buffer if path == "-" else open(path, "rb")  # noqa: SIM115
    with stream:
        for number, raw in enumerate(stream, 1):
            try:
                line = raw.decode("utf-8-sig" if number == 1 else "utf-8")
            except UnicodeDecodeError:
                yield number, None
                continue
            if line.strip() and not line.lstrip().startswith("#"):
                yield number, line.rstrip("\r\n")


def _run_batch(command: Command, args: argparse.Namespace) -> int:
    try:
        for number, line in _batch_lines(args.batch):
            result = (
                run_one(command, line, args)
                if line is not None
                else {"error": f"line {number} is not UTF-8 text"}
            )
            print(_JSON.encode(result), flush=True)
    except OSError as error:
        return _fail(f"cannot read {args.batch}: {error.strerror}", as_json=True)
    return 0


def _fail(message: str, as_json: bool) -> int:
    """Report a usage mistake: ``{"error": message}`` on stdout or ``error: ...`` on stderr; 2."""
    if as_json:
        print(_JSON.encode({"error": message}))
    else:
        print(f"error: {message}", file=sys.stderr)
    return 2


def _run_handless(command: Command, args: argparse.Namespace) -> Result:
    try:
        return command.analyze("", args)
    except HandError as error:
        return {"error": str(error)}


def _execute(command: Command, args: argparse.Namespace) -> int:
    problem = _usage_problem(args) if command.takes_hand else ""
    if problem:
        return _fail(problem, as_json=args.json or bool(args.batch))
    if not command.takes_hand:
        result = _run_handless(command, args)
    elif args.batch:
        return _run_batch(command, args)
    else:
        result = run_one(command, args.hand, args)
    if args.json:
        print(_JSON.encode(result))
    elif "error" in result:
        print(f"error: {result['error']}", file=sys.stderr)
    else:
        print(command.render(result, args))
    return 2 if "error" in result else 0


def _usage_problem(args: argparse.Namespace) -> str:
    """What is wrong with the options as a whole, or ''."""
    last = args.rules[-1] if args.rules else "="
    if args.hand is None and "=" not in last and last not in Rules.option_names():
        args.hand = args.rules.pop()  # `--rules a=1 HAND`: the hand was taken as a rule
    try:
        rules_from(args)
    except HandError as error:
        return str(error)
    if args.batch and args.hand is not None:
        return "give either a HAND or --batch FILE, not both"
    if not args.batch and args.hand is None:
        return "give a HAND or --batch FILE"
    return ""


class UsageError(Exception):
    """A command line argparse rejects (raised by :class:`_Parser` instead of exiting)."""

    def __init__(self, parser: argparse.ArgumentParser, message: str) -> None:
        super().__init__(message)
        self.parser = parser
        self.message = message


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose mistakes raise :class:`UsageError` (its subparsers too), so that
    :func:`parse_and_execute` can report them as JSON."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(self, message)


def build_parser(commands: Mapping[str, tuple[str, Command | None]]) -> argparse.ArgumentParser:
    """The argparse parser with one subparser per command.

    Args:
        commands: name -> (one-line help, the loaded :class:`Command` or None for a command that
            was not chosen: its options are then not added, so its module is not imported).
    """
    parser = _Parser(
        prog="mahjong-galaxy-cli",
        description="Galaxy Mahjong analyzer: exact waits, shanten, discards and scores.",
    )
    subparsers = parser.add_subparsers(dest="command", required=True)
    for name, (help_text, command) in commands.items():
        sub = subparsers.add_parser(name, help=help_text, description=help_text)
        if command is None:
            continue
        if command.takes_hand:
            sub.add_argument(
                "hand",
                nargs="?",
                help="hand in mpsz notation, melds after commas "
                "(text starting with '-': put -- before it)",
            )
            sub.add_argument("--batch", metavar="FILE", help="one hand per line ('-' = stdin)")
        sub.add_argument("--json", action="store_true", help="print JSON")
        sub.add_argument(
            "--rules",
            nargs="+",
            metavar="OPTION=VALUE",
            help="rule options: "
            + (command.rules_help or ", ".join(sorted(Rules.option_names())))
            + " (docs/rules.md)",
        )
        command.add_arguments(sub)
        sub.set_defaults(run=command)
    return parser


def parse_and_execute(parser: argparse.ArgumentParser, argv: list[str]) -> int:
    """Parse ``argv`` with a :func:`build_parser` parser and run it; returns the exit status.

    A usage mistake gives ``{"error": message}`` when ``--json`` or ``--batch`` comes before
    any ``--``, else argparse's usage text and message on stderr; exit status 2.
    """
    try:
        args = parser.parse_args(argv)
    except UsageError as error:
        options = argv[: argv.index("--")] if "--" in argv else argv
        if "--json" in options or any(a == "--batch" or a.startswith("--batch=") for a in options):
            return _fail(error.message, as_json=True)
        error.parser.print_usage(sys.stderr)
        print(f"{error.parser.prog}: error: {error.message}", file=sys.stderr)
        return 2
    return execute(args)


def execute(args: argparse.Namespace) -> int:
    """Run the parsed command line; returns the exit status."""
    try:
        return _execute(args.run, args)
    except BrokenPipeError:  # e.g. `| head`: the reader left; stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
