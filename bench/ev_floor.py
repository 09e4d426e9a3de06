"""What bounds the expected-value search: its graph and solve with shanten and points free.

For the hands of :mod:`.ev_bench` this prints, per galaxy bucket, the median CPU ms of a cold
evaluation (as ``ev_bench``) beside its *floor*: the same evaluation again with every shanten
question (``ShantenMemo.improving`` / ``after_discards``) and every win's score
(``WinScores._base``) answered from a dictionary filled by the first run, so what is left is
the search itself: building the states and edges, and the backward induction over the turns.
No change to the shanten or the scoring can bring an evaluation below its floor; a target
below the floor needs a smaller graph or cheaper steps per state and turn.

Environment: ``EV_BENCH_HANDS=N`` as in :mod:`.ev_bench` (default 9 hands a bucket here).
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from typing import Any
from unittest import mock

from mahjong_galaxy.core.decision.ev import Budget, EvSettings, clear_memos, evaluate
from mahjong_galaxy.core.decision.ev_graph import SearchTooLarge
from mahjong_galaxy.core.decision.ev_score import WinScores
from mahjong_galaxy.core.decision.ev_wall import ShantenMemo
from mahjong_galaxy.core.hand import Hand

from .ev_bench import BUCKETS, MAX_NODES, PER_BUCKET, bench_hands

#: (label, shanten, options on): the searches whose targets are furthest.
CASES = (("1-shanten, options on", 1, True), ("2-shanten, options off", 2, False))
FREE = ((ShantenMemo, "improving"), (ShantenMemo, "after_discards"), (WinScores, "_base"))


def _remembered(method: Callable[..., Any], answers: dict[tuple[Any, ...], Any]) -> Any:
    """``method`` answering each question from ``answers`` (filled on first asking)."""

    def answer(self: object, *args: Any) -> Any:
        found = answers.get(args)
        if found is None:
            found = answers[args] = method(self, *args)
        return found

    return answer


@contextmanager
def _free_answers() -> Iterator[None]:
    """Shanten and win scores remembered across evaluations (their cost paid once)."""
    with ExitStack() as stack:
        for owner, name in FREE:
            answers: dict[tuple[Any, ...], Any] = {}
            remembered = _remembered(getattr(owner, name), answers)
            stack.enter_context(mock.patch.object(owner, name, remembered))
        yield


def _cpu_ms(hand: Hand, settings: EvSettings) -> float:
    start = time.process_time()
    evaluate(hand, settings, budget=Budget(max_nodes=MAX_NODES))
    return (time.process_time() - start) * 1000


def floor_ms(hand: Hand, settings: EvSettings) -> tuple[float, float] | None:
    """(cold CPU ms, floor CPU ms) of one 14-tile hand (see the module docstring); None when
    the search passes the interactive budget (the fallback has no floor)."""
    clear_memos()
    try:
        cold = _cpu_ms(hand, settings)
    except SearchTooLarge:
        return None
    with _free_answers():
        _cpu_ms(hand, settings)  # asks every question once
        return cold, _cpu_ms(hand, settings)


def run() -> None:
    """Print the cold and floor medians per galaxy bucket for :data:`CASES`."""
    wanted = int(os.environ.get("EV_BENCH_HANDS", 9))
    hands = bench_hands(PER_BUCKET)
    print(f"expected-value search floor (shanten and scores free), {wanted} hands a bucket")
    print("  search                    galaxy   cold ms  floor ms  past the budget (left out)")
    for label, shanten, on in CASES:
        settings = EvSettings(tegawari=on, shanten_back=on)
        for bucket in BUCKETS:
            group = hands[(shanten, bucket)][:wanted]
            timed = [t for t in (floor_ms(hand, settings) for hand in group) if t is not None]
            cold = f"{statistics.median(c for c, _ in timed):8.0f}" if timed else "       -"
            floor = f"{statistics.median(f for _, f in timed):8.0f}" if timed else "       -"
            left_out = len(group) - len(timed)
            print(f"  {label:24}  {bucket:>6}  {cold}  {floor}  {left_out:>26}", flush=True)
