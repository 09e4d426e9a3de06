"""``mahjong-galaxy-cli discard``: the ranked 何切る table of a 14-tile hand.

JSON keys (a stable contract, see docs/cli.md): ``hand``, ``discards`` (ranked best first; each
``tile``, ``shanten``, ``ukeire`` (tiles like ``"4m"`` / ``"4M"``), ``ukeire_count``, ``waits``
and ``galaxy_waits`` (empty unless tenpai), ``stars`` 0-3), ``agari`` (the 14 tiles are a
complete hand: a win to declare), ``elapsed_ms``; or ``error`` (also
for an option only ``--ev`` reads, given without it).
"""

from __future__ import annotations

import argparse

from mahjong_galaxy.cli.common import (
    Command,
    Result,
    add_visible_argument,
    agari_lines,
    refuse_ignored,
    rules_from,
)
from mahjong_galaxy.cli.discard_ev import (
    STARS_LEGEND,
    add_ev_arguments,
    analyze_ev,
    ev_options_given,
    render_ev,
    ukeire_entry,
)
from mahjong_galaxy.core.efficiency.discard import discard_options
from mahjong_galaxy.core.hand import parse_with_visible
from mahjong_galaxy.core.solver.agari import is_agari


def analyze_discard(text: str, args: argparse.Namespace) -> Result:
    """The ranked 何切る table of one 14-tile hand text (by expected value with ``--ev``, see
    :mod:`.discard_ev`); HandError for bad input."""
    if args.ev:
        return analyze_ev(text, args)
    refuse_ignored(ev_options_given(args), "--ev")
    hand, visible = parse_with_visible(text, sizes=(14,), visible=args.visible or "")
    rules = rules_from(args)
    options = discard_options(hand, visible, rules)
    return {
        "hand": hand.text,
        "discards": [{**ukeire_entry(o), "stars": o.stars} for o in options],
        "agari": is_agari(hand, rules),
    }


def render_discard(result: Result, _args: argparse.Namespace) -> str:
    """Readable text: one line per discard, best first."""
    if "settings" in result:
        return render_ev(result)
    lines = [f"{result['hand']}:", *agari_lines(result)]
    for option in result["discards"]:
        stars = "*" * option["stars"]
        tail = (
            f"waits {' '.join(option['waits'] + option['galaxy_waits'])}"
            if option["shanten"] == 0
            else f"ukeire {' '.join(option['ukeire'])}"
        )
        lines.append(
            f"  discard {option['tile']:>3}  shanten {option['shanten']:>2}  "
            f"ukeire {option['ukeire_count']:>3}  {stars:<3}  {tail}"
        )
    return "\n".join([*lines, STARS_LEGEND])


def _add_discard_arguments(parser: argparse.ArgumentParser) -> None:
    add_visible_argument(parser)
    add_ev_arguments(parser)


COMMAND = Command(
    analyze_discard,
    render_discard,
    _add_discard_arguments,
)
