"""Scriptable command line: ``mahjong-galaxy-cli COMMAND [HAND] [options] [--json]``.

One module per command; only the chosen command's module is imported (``waits`` never loads the
``mahjong`` scoring library).  JSON keys are a stable contract, written down in ``docs/cli.md``.

==========  ==============================================  =================================
command     question                                        module -> entry
==========  ==============================================  =================================
waits       which tiles complete a 13-tile hand             :mod:`.waits` -> ``COMMAND``
shanten     how far from tenpai, per shape                  :mod:`.shanten` -> ``COMMAND``
discard     what to discard from 14 tiles                   :mod:`.discard` -> ``COMMAND``
score       what a win is worth                             :mod:`.score` -> ``COMMAND``
selfplay    how computer levels fare against each other     :mod:`.selfplay` -> ``COMMAND``
danger      how dangerous each tile is; push or fold        :mod:`.danger` -> ``COMMAND``
call        pass, chi, pon or kan on a discard              :mod:`.call` -> ``COMMAND``
kan         closed / added kans on your own draw            :mod:`.kan` -> ``COMMAND``
==========  ==============================================  =================================

Shared parts (options, ``--batch``, ``--json``, errors) live in :mod:`.common`.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

from mahjong_galaxy.cli.common import Command, build_parser, parse_and_execute

#: command name -> (one-line help, module holding its ``COMMAND``), in help order.
COMMANDS: dict[str, tuple[str, str]] = {
    "waits": ("every winning tile of a 13-tile hand", "mahjong_galaxy.cli.waits"),
    "shanten": ("shanten of a hand (3n+1 or 3n+2 tiles) per shape", "mahjong_galaxy.cli.shanten"),
    "discard": (
        "what to discard from a 14-tile hand: ranked table with ukeire and waits",
        "mahjong_galaxy.cli.discard",
    ),
    "score": ("yaku, han, fu and points of a winning hand", "mahjong_galaxy.cli.score"),
    "selfplay": (
        "computer levels play seeded, refereed games: statistics per seat",
        "mahjong_galaxy.cli.selfplay",
    ),
    "danger": (
        "danger of each tile of a 14-tile hand against the opponents, and push or fold",
        "mahjong_galaxy.cli.danger",
    ),
    "call": (
        "pass, chi, pon or kan on a discard: every option with its value and the advice",
        "mahjong_galaxy.cli.call",
    ),
    "kan": ("closed and added kans on your own draw, or no kan", "mahjong_galaxy.cli.kan"),
}


def load_command(name: str) -> Command:
    """The :class:`Command` called ``name`` (imports its module). KeyError for an unknown name."""
    command: Command = importlib.import_module(COMMANDS[name][1]).COMMAND
    return command


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``mahjong-galaxy-cli``; returns the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    chosen = next((a for a in args if not a.startswith("-")), None)
    commands = {
        name: (help_text, load_command(name) if name == chosen else None)
        for name, (help_text, _) in COMMANDS.items()
    }
    return parse_and_execute(build_parser(commands), args)
