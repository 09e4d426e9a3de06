"""What the analyzer computes for a hand, as one plain function run in a worker thread.

:func:`analyse` needs no Qt: it calls the core solvers and packs their results in an
:class:`Analysis`.  Shanten comes from ``mahjong_galaxy.core.shanten`` when that module exists.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import Tile

DECOMPOSITION_LIMIT = 300  # decompositions listed for one winning tile


@dataclass(frozen=True)
class Analysis:
    """Results for one hand.

    Attributes:
        hand: the hand analysed; visible: the visible tiles used for the counts.
        size: tiles in the hand (calls counted as 3).
        waits: the core ``WaitResult`` for a 13-tile hand, else None.
        agari: for a 14-tile hand, whether it is complete; else None.
        shanten: shanten number (-1 agari, 0 tenpai) when the shanten module is available.
        assignments: the core ``AssignmentView`` for a 13-tile hand with galaxy tiles, else None.
        error: a message when the hand could not be analysed.
        elapsed_ms: time spent in the solvers (ms).
    """

    hand: Hand
    visible: tuple[Tile, ...]
    size: int
    waits: Any = None
    agari: bool | None = None
    shanten: int | None = None
    assignments: Any = None
    error: str = ""
    elapsed_ms: float = 0.0


def _shanten_function() -> Callable[[Hand], int] | None:
    try:
        module = importlib.import_module("mahjong_galaxy.core.shanten")
    except ImportError:
        return None
    for name in ("shanten", "calculate_shanten", "hand_shanten"):
        fn = getattr(module, name, None)
        if callable(fn):
            return _as_int(fn)
    return None


def _as_int(fn: Callable[..., Any]) -> Callable[[Hand], int]:
    def call(hand: Hand) -> int:
        value = fn(hand)
        return int(getattr(value, "shanten", value))

    return call


def analyse(hand: Hand, visible: Sequence[Tile] = (), rules: Rules = DEFAULT_RULES) -> Analysis:
    """Analyse ``hand``: waits and assignments at 13 tiles, agari at 14, shanten when known.

    Never raises for a bad hand: solver errors (HandError) come back in ``Analysis.error``.
    """
    start = time.perf_counter()
    fields: dict[str, Any] = {}
    try:
        fields = _solve(hand, tuple(visible), rules)
    except HandError as error:
        fields = {"error": error.message}
    elapsed = (time.perf_counter() - start) * 1000.0
    return Analysis(hand, tuple(visible), hand.size, elapsed_ms=elapsed, **fields)


def _solve(hand: Hand, visible: tuple[Tile, ...], rules: Rules) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    if hand.size == 13:
        from mahjong_galaxy.core.assignments import assignment_view
        from mahjong_galaxy.core.waits import solve_waits

        fields["waits"] = solve_waits(hand, visible, rules)
        if hand.galaxy_counts and any(hand.galaxy_counts):
            fields["assignments"] = assignment_view(hand, rules)
    elif hand.size == 14:
        fields["agari"] = _is_agari()(hand, rules)
    shanten = _shanten_function()
    if shanten is not None and hand.size in (13, 14):
        fields["shanten"] = shanten(hand)
    return fields


def _is_agari() -> Callable[[Hand, Rules], bool]:
    """``is_agari`` from core.waits (the contract) or core.agari (where it lives now)."""
    waits = importlib.import_module("mahjong_galaxy.core.waits")
    found = getattr(waits, "is_agari", None)
    if found is None:
        found = importlib.import_module("mahjong_galaxy.core.agari").is_agari
    return found  # type: ignore[no-any-return]


def decomposition_list(
    hand: Hand, win: Tile, rules: Rules = DEFAULT_RULES, limit: int = DECOMPOSITION_LIMIT
) -> tuple[list[Any], bool]:
    """The first ``limit`` decompositions of ``hand`` + ``win`` and whether there are more."""
    from mahjong_galaxy.core.decomposition import decompositions

    found: list[Any] = []
    iterator: Iterator[Any] = decompositions(hand, win, rules)
    for item in iterator:
        if len(found) == limit:
            return found, True
        found.append(item)
    return found, False
