"""Backward induction over turns on a :class:`~.ev_graph.Graph` (see :mod:`.ev` for the model).

Turns run ``t = t_max .. 1``; a draw node at turn ``t`` has ``t_max - t`` draws left.  At each
turn every draw node is valued first, then every discard node:

* draw node ``D`` at ``t_max``: tenpai 1 if tenpai, win 0, points 0;
* draw node at ``t < t_max``: ``V_t(D) = V_{t+1}(D) + sum_e w_e (V'_e - V_{t+1}(D)) / n_t``
  over its draw edges (weight ``w_e``; draws that are no edge are thrown back and keep ``D``),
  where ``V'_e`` is the target's value at ``t + 1``, or for a win worth points > 0: tenpai 1,
  win 1, points ``max(points, E_{t+1}(X))`` (winning now or going on); tenpai is 1 at a tenpai
  node; ``n_t`` is the draw denominator of the model;
* discard node ``X`` at ``t``: the best of its choices at ``t``, each measure on its own (0 when
  it has none).

Shuugi is carried along the points-maximising choices (its own expectation beside the points).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import chain
from operator import mul
from typing import Protocol

from mahjong_galaxy.core.decision.ev_graph import PROGRESS_EVERY, SOLVE, Graph, Progress
from mahjong_galaxy.core.decision.ev_wall import Counts


@dataclass(frozen=True)
class Series:
    """One draw node's values by turn (index 0 = turn 1; ``t_max`` entries each).

    Attributes:
        tenpai, win: probabilities in [0, 1] of being tenpai / having won by the last turn.
        points: expected points of the win (0 when not winning).
        shuugi: expected shuugi along the points-maximising play.
    """

    tenpai: tuple[float, ...]
    win: tuple[float, ...]
    points: tuple[float, ...]
    shuugi: tuple[float, ...]


class Scores(Protocol):
    """The points of wins the solver asks: a :class:`~.ev_score.WinScores`, or one seen
    through red types (:class:`~.ev_red.RedScores`)."""

    def value(self, counts: Counts, win: int, riichi: bool) -> tuple[float, float]:
        """``(expected points, shuugi)`` of the complete state ``counts`` won by drawing type
        ``win``, with or without riichi."""
        ...


class _DrawNode:
    """A draw node's edges split into plain draws and scoring wins, for the inner loop.

    Targets are named by their *slot* (:func:`_slots`): discard nodes with choices are
    numbered densely, every one without choices shares the last slot, worth 0 at every turn.
    ``xs``/``ws``: the draws into a node with choices, by slot, and their weights (a draw into
    a node without choices that scores nothing adds 0 to every sum: only its weight counts, in
    ``total``).  ``wins``: ``(slot, weight, points, shuugi)`` of the draws that win.

    ``fixed``: when every edge is a win into a node without choices (a riichi node waiting:
    going on is worth 0, so each win is taken), the sums of :func:`_edge_sums` over the
    edges, the same every turn (summed once, in the same order); else None.
    """

    __slots__ = ("fixed", "tenpai", "total", "wins", "ws", "xs")

    def __init__(self, graph: Graph, d: int, scores: Scores, slots: list[int]) -> None:
        self.tenpai = graph.d_tenpai[d]
        self.total = 0
        self.xs: list[int] = []
        self.ws: list[int] = []
        self.wins: list[tuple[int, int, float, float]] = []
        riichi = graph.d_keys[d][1]
        closed = slots[-1]
        for x, weight, kind in graph.draws[d]:
            self.total += weight
            points, shuugi = (0.0, 0.0)
            if graph.x_complete[x]:
                points, shuugi = scores.value(graph.x_keys[x][0], kind, riichi)
            slot = slots[x]
            if points > 0:
                self.wins.append((slot, weight, points, shuugi))
            elif slot != closed:
                self.xs.append(slot)
                self.ws.append(weight)
        self.fixed: tuple[float, float, float, float] | None = None
        if not self.xs and all(slot == closed for slot, *_ in self.wins):
            st = sw = se = ss = 0.0
            for _, weight, points, shuugi in self.wins:
                st += weight
                sw += weight
                se += weight * points
                ss += weight * shuugi
            self.fixed = (st, sw, se, ss)


def _slots(graph: Graph) -> list[int]:
    """Per discard node its slot: the discard nodes with choices numbered 0.. in order, the
    others all the next number (the shared zero slot); that number is appended last."""
    slots, shared = [], sum(map(bool, graph.choices))
    opened = 0
    for options in graph.choices:
        if options:
            slots.append(opened)
            opened += 1
        else:
            slots.append(shared)
    slots.append(shared)
    return slots


def solve(
    graph: Graph,
    roots: list[int],
    scores: Scores,
    denominator: Callable[[int], float],
    t_max: int,
    progress: Progress | None = None,
) -> dict[int, Series]:
    """Values by turn of the draw nodes ``roots``.

    Args:
        graph: the built graph.
        roots: draw node indices to report.
        scores: points and shuugi of wins.
        denominator: ``n_t`` for turn ``t`` (see module docstring).
        t_max: last turn.
        progress: told :data:`~.ev_graph.SOLVE` with the draw nodes scored plus the turns
            solved, of their total.
    """
    n_d = len(graph.d_keys)
    steps = n_d + t_max - 1
    slots = _slots(graph)
    nodes = []
    for d in range(n_d):
        if progress is not None and d % PROGRESS_EVERY == 0:
            progress(SOLVE, d, steps)
        nodes.append(_DrawNode(graph, d, scores, slots))
    plan = _Plan(graph, nodes)
    td = [1.0 if n.tenpai else 0.0 for n in nodes]
    wd, ed, sd = [0.0] * n_d, [0.0] * n_d, [0.0] * n_d
    draws = (td, wd, ed, sd)
    discards = plan.discard_values(draws)
    history: dict[int, list[tuple[float, float, float, float]]] = {
        r: [(td[r], wd[r], ed[r], sd[r])] for r in roots
    }
    for t in range(t_max - 1, 0, -1):
        plan.draw_values(draws, discards, 1.0 / denominator(t))
        discards = plan.discard_values(draws)
        for r in roots:
            history[r].append((td[r], wd[r], ed[r], sd[r]))
        if progress is not None:
            progress(SOLVE, steps - t + 1, steps)
    return {r: _series(h) for r, h in history.items()}


def _series(history: list[tuple[float, float, float, float]]) -> Series:
    """The :class:`Series` of values recorded from ``t_max`` down to turn 1."""
    tenpai, win, points, shuugi = (tuple(reversed(v)) for v in zip(*history, strict=True))
    return Series(tenpai, win, points, shuugi)


Layer = tuple[list[float], list[float], list[float], list[float]]


class _Plan:
    """The per-turn steps of :func:`solve`, with the nodes sorted once by what a turn must do.

    Draw nodes without edges keep their values (never visited); a node whose sums are
    ``fixed`` needs no look-up; the others sum over their edges (:func:`_edge_sums`), a tenpai
    one without its tenpai sum (it stays 1).  The discard layer holds the nodes with choices
    by slot (:func:`_slots`), then the zero slot; one with a tenpai choice has tenpai
    probability 1 (a tenpai draw node's is 1 at every turn), else the best of its choices'.
    The draw layer is updated in place: a draw node's value at turn ``t`` reads only its own
    value at ``t + 1`` and the discard layer.
    """

    def __init__(self, graph: Graph, nodes: list[_DrawNode]) -> None:
        self.fixed = [
            (j, n.tenpai, n.total, n.fixed)
            for j, n in enumerate(nodes)
            if n.total and n.fixed is not None
        ]
        self.summed = [(j, n) for j, n in enumerate(nodes) if n.total and n.fixed is None]
        self.options = [options for options in graph.choices if options]
        tenpai = graph.d_tenpai.__getitem__
        self.reach = [any(map(tenpai, options)) for options in self.options]

    def draw_values(self, draws: Layer, targets: Layer, scale: float) -> None:
        """Step the draw layer ``draws`` (turn ``t + 1``) to turn ``t`` in place, from the
        discard layer ``targets`` at ``t + 1`` and the draw chance ``scale`` (1 / n_t)."""
        td, wd, ed, sd = draws
        summed = ((j, n.tenpai, n.total, _edge_sums(n, targets)) for j, n in self.summed)
        for j, tenpai, total, (st, sw, se, ss) in chain(self.fixed, summed):
            if not tenpai:
                td[j] += (st - td[j] * total) * scale
            wd[j] += (sw - wd[j] * total) * scale
            ed[j] += (se - ed[j] * total) * scale
            sd[j] += (ss - sd[j] * total) * scale

    def discard_values(self, draws: Layer) -> Layer:
        """The discard layer from the draw layer ``draws`` of the same turn: each measure the
        best of the node's choices (shuugi: that of the points-maximising choice)."""
        td, wd, ed, sd = draws
        t_at, w_at, e_at = td.__getitem__, wd.__getitem__, ed.__getitem__
        options = self.options
        tx = [1.0 if r else max(map(t_at, o)) for o, r in zip(options, self.reach, strict=True)]
        wx = [max(map(w_at, o)) for o in options]
        best = [max(o, key=e_at) for o in options]
        ex, sx = list(map(e_at, best)), list(map(sd.__getitem__, best))
        for layer in (tx, wx, ex, sx):
            layer.append(0.0)  # the zero slot
        return tx, wx, ex, sx


def _edge_sums(node: _DrawNode, targets: Layer) -> tuple[float, float, float, float]:
    """The weighted sums over ``node``'s edges of the targets' values (a win: its own); the
    tenpai sum 0 for a tenpai node (not asked)."""
    tx, wx, ex, sx = targets
    xs, ws = node.xs, node.ws
    st = 0.0 if node.tenpai else sum(map(mul, ws, map(tx.__getitem__, xs)))
    sw = sum(map(mul, ws, map(wx.__getitem__, xs)))
    se = sum(map(mul, ws, map(ex.__getitem__, xs)))
    ss = sum(map(mul, ws, map(sx.__getitem__, xs)))
    for x, weight, points, shuugi in node.wins:
        st += weight
        sw += weight
        going_on = ex[x]
        if points >= going_on:
            se += weight * points
            ss += weight * shuugi
        else:
            se += weight * going_on
            ss += weight * sx[x]
    return st, sw, se, ss
