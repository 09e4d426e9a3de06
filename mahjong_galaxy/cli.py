"""Scriptable command line: ``mahjong-galaxy-cli COMMAND HAND [options] [--json]``.

Every command analyses one hand (or, with ``--batch FILE``, one hand per line, ``-`` = stdin)
and prints readable text or, with ``--json``, one JSON object per hand.  A bad hand gives
``{"error": message}`` in JSON (a bad line never stops a batch); without ``--json`` the message
goes to stderr and the exit status is 2.  Keys are a stable contract (issues 2, 5, 6).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .core.errors import HandError
from .core.rules import DEFAULT_RULES, Rules

Result = dict[str, Any]


@dataclass(frozen=True)
class Command:
    """One subcommand.

    Attributes:
        name: subcommand name.
        help: one-line description.
        analyze: ``(hand_text, args) -> result dict``; raises HandError for bad input.
        render: result dict -> readable text.
        add_arguments: adds the command's own options to its parser.
    """

    name: str
    help: str
    analyze: Callable[[str, argparse.Namespace], Result]
    render: Callable[[Result], str]
    add_arguments: Callable[[argparse.ArgumentParser], None] = lambda parser: None


def rules_from(args: argparse.Namespace) -> Rules:
    """The :class:`Rules` given by ``--rules NAME=VALUE`` options (HandError if invalid)."""
    return DEFAULT_RULES.with_options(args.rules or [])


def run_one(command: Command, text: str, args: argparse.Namespace) -> Result:
    """Analyse one hand text: the result with ``elapsed_ms``, or ``{"error": ...}``."""
    start = time.perf_counter()
    try:
        result = command.analyze(text.strip(), args)
    except HandError as error:
        return {"hand": text.strip(), "error": str(error)}
    result["elapsed_ms"] = round((time.perf_counter() - start) * 1000, 3)
    return result


def _batch_lines(path: str) -> Iterable[str]:
    stream = sys.stdin if path == "-" else open(path, encoding="utf-8")  # noqa: SIM115
    with stream:
        for line in stream:
            if line.strip() and not line.lstrip().startswith("#"):
                yield line.rstrip("\n")


def _execute(command: Command, args: argparse.Namespace) -> int:
    if args.batch:
        try:
            for line in _batch_lines(args.batch):
                print(json.dumps(run_one(command, line, args), ensure_ascii=False), flush=True)
        except OSError as error:
            print(f"error: cannot read {args.batch}: {error.strerror}", file=sys.stderr)
            return 2
        return 0
    if args.hand is None:
        print("error: give a HAND or --batch FILE", file=sys.stderr)
        return 2
    result = run_one(command, args.hand, args)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    elif "error" in result:
        print(f"error: {result['error']}", file=sys.stderr)
    else:
        print(command.render(result))
    return 2 if "error" in result else 0


def build_parser(commands: Sequence[Command]) -> argparse.ArgumentParser:
    """The argparse parser with one subparser per command."""
    parser = argparse.ArgumentParser(
        prog="mahjong-galaxy-cli",
        description="Galaxy Mahjong analyzer: exact waits, shanten, discards and scores.")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for command in commands:
        sub = subparsers.add_parser(command.name, help=command.help, description=command.help)
        sub.add_argument("hand", nargs="?", help="hand in mpsz notation, melds after commas")
        sub.add_argument("--batch", metavar="FILE", help="one hand per line ('-' = stdin)")
        sub.add_argument("--json", action="store_true", help="print JSON")
        sub.add_argument("--rules", nargs="+", metavar="OPTION=VALUE",
                         help="rule options: identical_pairs, milky_way (true/false)")
        command.add_arguments(sub)
        sub.set_defaults(run=command)
    return parser


def all_commands() -> list[Command]:
    """Every subcommand, in help order."""
    from .cli_discard import DISCARD, SHANTEN
    from .cli_score import SCORE
    from .cli_waits import WAITS

    return [WAITS, SHANTEN, DISCARD, SCORE]


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``mahjong-galaxy-cli``; returns the exit status."""
    args = build_parser(all_commands()).parse_args(argv)
    return _execute(args.run, args)


if __name__ == "__main__":
    sys.exit(main())
