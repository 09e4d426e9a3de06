"""Pure-Python core of the Galaxy Mahjong analyzer (imports no Qt).

The nouns live here: :mod:`.tiles` (kinds, galaxy classes), :mod:`.notation` (mpsz text),
:mod:`.hand` (concealed tiles plus melds, validated), :mod:`.supply` (physical copy limits and
copies left), :mod:`.table` (the table around a hand: winds, turn, dora indicators, rivers with
riichi, called tiles, melds), :mod:`.rules` (rule options) and :mod:`.errors`
(:class:`~.errors.HandError`, whose message is a :class:`~.texts.Text` the app translates).
Each question has its own subpackage:

* :mod:`.solver` - which tiles complete a hand, how, under which galaxy assignment;
* :mod:`.efficiency` - shanten, ukeire, what to discard, per-yaku shanten;
* :mod:`.scoring` - what a win is worth (yaku, han, fu, points, dora, shuugi, furiten);
* :mod:`.decision` - judgement: expected value, danger, call advice;
* :mod:`.practice` - the wait quiz, the 何切る drill and the solo game.

The entry points can be imported from here (``from mahjong_galaxy.core import solve_waits``);
they load on first use, so ``import mahjong_galaxy.core`` stays cheap (it does not import the
``mahjong`` scoring library until :func:`score_win` is asked for).  Each entry's docstring has a
``>>>`` example (run by the tests); ``examples/`` has short scripts to read first, and
``docs/ARCHITECTURE.md`` draws the map and the data flow of one edit.

>>> from mahjong_galaxy.core import parse_hand, solve_waits
>>> [w.tile.text for w in solve_waits(parse_hand("1112345678999m")).normal_waits]
['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

#: public name -> module (under ``mahjong_galaxy.core``) that defines it.
ENTRY_POINTS = {
    "HandError": "errors",
    "Tile": "tiles",
    "Rules": "rules",
    "DEFAULT_RULES": "rules",
    "Hand": "hand",
    "parse_hand": "hand",
    "parse_with_visible": "hand",
    "Supply": "supply",
    "solve_waits": "solver.waits",
    "is_agari": "solver.agari",
    "decompositions": "solver.decomposition",
    "assignment_view": "solver.assignments",
    "calculate_shanten": "efficiency.shanten",
    "calculate_ukeire": "efficiency.ukeire",
    "discard_options": "efficiency.discard",
    "yaku_shanten": "efficiency.yaku_shanten",
    "score_win": "scoring.win",
    "Situation": "scoring.situation",
    "ScoringOptions": "scoring.situation",
    "dora_counts": "scoring.dora",
    "check_furiten": "scoring.furiten",
}

__all__ = [
    "DEFAULT_RULES",
    "Hand",
    "HandError",
    "Rules",
    "ScoringOptions",
    "Situation",
    "Supply",
    "Tile",
    "assignment_view",
    "calculate_shanten",
    "calculate_ukeire",
    "check_furiten",
    "decompositions",
    "discard_options",
    "dora_counts",
    "is_agari",
    "parse_hand",
    "parse_with_visible",
    "score_win",
    "solve_waits",
    "yaku_shanten",
]

if TYPE_CHECKING:
    from mahjong_galaxy.core.efficiency.discard import discard_options
    from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
    from mahjong_galaxy.core.efficiency.ukeire import calculate_ukeire
    from mahjong_galaxy.core.efficiency.yaku_shanten import yaku_shanten
    from mahjong_galaxy.core.errors import HandError
    from mahjong_galaxy.core.hand import Hand, parse_hand, parse_with_visible
    from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
    from mahjong_galaxy.core.scoring.dora import dora_counts
    from mahjong_galaxy.core.scoring.furiten import check_furiten
    from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
    from mahjong_galaxy.core.scoring.win import score_win
    from mahjong_galaxy.core.solver.agari import is_agari
    from mahjong_galaxy.core.solver.assignments import assignment_view
    from mahjong_galaxy.core.solver.decomposition import decompositions
    from mahjong_galaxy.core.solver.waits import solve_waits
    from mahjong_galaxy.core.supply import Supply
    from mahjong_galaxy.core.tiles import Tile


def __getattr__(name: str) -> Any:
    """Load an entry point on first use (PEP 562)."""
    module = ENTRY_POINTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *ENTRY_POINTS})
