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

    ``fixed``: when every edge is a win into a node without choices (a riichi node waiting:
    going on is worth 0, so each win is taken), the sums of :func:`_draw_values` over the
    edges, the same every turn (summed once, in the same order); else None.
    """

    __slots__ = ("fixed", "tenpai", "total", "wins", "ws", "xs")

    def __init__(self, graph: Graph, d: int, scores: Scores) -> None:
        self.tenpai = graph.d_tenpai[d]
        self.total = 0
        self.xs: list[int] = []
        self.ws: list[int] = []
        self.wins: list[tuple[int, int, float, float]] = []
        riichi = graph.d_keys[d][1]
        for x, weight, kind in graph.draws[d]:
            self.total += weight
            points, shuugi = (0.0, 0.0)
            if graph.x_complete[x]:
                points, shuugi = scores.value(graph.x_keys[x][0], kind, riichi)
            if points > 0:
                self.wins.append((x, weight, points, shuugi))
            else:
                self.xs.append(x)
                self.ws.append(weight)
        self.fixed: tuple[float, float, float, float] | None = None
        if not self.xs and not any(graph.choices[x] for x, *_ in self.wins):
            st = sw = se = ss = 0.0
            for _, weight, points, shuugi in self.wins:
                st += weight
                sw += weight
                se += weight * points
                ss += weight * shuugi
            self.fixed = (st, sw, se, ss)


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
    n_d, n_x = len(graph.d_keys), len(graph.x_keys)
    steps = n_d + t_max - 1
    nodes = []
    for d in range(n_d):
        if progress is not None and d % PROGRESS_EVERY == 0:
            progress(SOLVE, d, steps)
        nodes.append(_DrawNode(graph, d, scores))
    td = [1.0 if n.tenpai else 0.0 for n in nodes]
    wd, ed, sd = [0.0] * n_d, [0.0] * n_d, [0.0] * n_d
    tx, wx, ex, sx = _discard_values(graph.choices, td, wd, ed, sd, n_x)
    history: dict[int, list[tuple[float, float, float, float]]] = {
        r: [(td[r], wd[r], ed[r], sd[r])] for r in roots
    }
    for t in range(t_max - 1, 0, -1):
        scale = 1.0 / denominator(t)
        td, wd, ed, sd = _draw_values(nodes, (td, wd, ed, sd), (tx, wx, ex, sx), scale)
        tx, wx, ex, sx = _discard_values(graph.choices, td, wd, ed, sd, n_x)
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


def _draw_values(nodes: list[_DrawNode], own: Layer, targets: Layer, scale: float) -> Layer:
    td1, wd1, ed1, sd1 = own
    td, wd, ed, sd = [], [], [], []
    for j, node in enumerate(nodes):
        t0, w0, e0, s0 = td1[j], wd1[j], ed1[j], sd1[j]
        if not node.total:
            td.append(t0)
            wd.append(w0)
            ed.append(e0)
            sd.append(s0)
            continue
        if node.fixed is not None:
            st, sw, se, ss = node.fixed
        else:
            st, sw, se, ss = _edge_sums(node, targets)
        total = node.total
        td.append(1.0 if node.tenpai else t0 + (st - t0 * total) * scale)
        wd.append(w0 + (sw - w0 * total) * scale)
        ed.append(e0 + (se - e0 * total) * scale)
        sd.append(s0 + (ss - s0 * total) * scale)
    return td, wd, ed, sd


def _edge_sums(node: _DrawNode, targets: Layer) -> tuple[float, float, float, float]:
    """The weighted sums over ``node``'s edges of the targets' values (a win: its own)."""
    tx, wx, ex, sx = targets
    xs, ws = node.xs, node.ws
    st = sum(map(mul, ws, map(tx.__getitem__, xs)))
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


def _discard_values(
    choices: list[list[int]],
    td: list[float],
    wd: list[float],
    ed: list[float],
    sd: list[float],
    n_x: int,
) -> Layer:
    tx, wx, ex, sx = [0.0] * n_x, [0.0] * n_x, [0.0] * n_x, [0.0] * n_x
    t_at, w_at = td.__getitem__, wd.__getitem__
    for x, options in enumerate(choices):
        if not options:
            continue
        tx[x] = max(map(t_at, options))
        wx[x] = max(map(w_at, options))
        best = max(options, key=ed.__getitem__)
        ex[x] = ed[best]
        sx[x] = sd[best]
    return tx, wx, ex, sx
