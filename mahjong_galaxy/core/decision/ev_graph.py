"""The hand-transition graph of the expected-value search (see :mod:`.ev` for the model).

Nodes are ``(counts, riichi)``: *draw nodes* hold 13 tiles (about to draw), *discard nodes* 14
(about to discard).  An edge ``(D, X)`` joins a draw node to the discard node ``X = D + k``;
its weight is ``wall(D)[k]``, the copies of type ``k`` left in the wall of ``D``, where
``wall(h) = wall0 - (h - h0)`` (tiles kept leave the wall, discarded tiles go back).  Each edge
serves two roles: a draw of ``D`` (drawing ``k``) and a choice of ``X`` (discarding ``k``), so a
draw node can draw back the tile it was reached by discarding and choose again.

Expansion (as in mahjong-cpp and tomohxx's book):

* a draw node ``D`` of shanten ``s`` draws its *effective* types (shanten of ``D + k`` below
  ``s``); with hand changes (手変わり) it draws every type, unless in riichi or outside the
  search radius;
* a discard node ``X`` of shanten ``s`` discards the types keeping ``s`` (none when complete);
  with shanten-back (向聴戻し) it discards every type, unless in riichi or outside the radius.
  A closed hand discarding into tenpai declares riichi (unless riichi is off);
* search radius: ``dist(h) + shanten(h) < s0 + 1``, ``dist(h) = sum(max(h - h0, 0))``, ``s0`` the
  shanten of the start (so hand changes stop after a draw that did not help).

``riichi_can_change`` (mahjong-cpp): after riichi the hand may still change: an edge from a riichi
draw node to the non-riichi discard node it came from is also a draw (drawing the declaration
tile undoes the riichi), and a complete riichi node may go on with any riichi draw node leading
to it.  The clean model locks the hand after riichi: such an edge is a choice only, and a riichi
win is taken (a complete riichi node has no choices).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from mahjong_galaxy.core.decision.ev_wall import Counts

Key = tuple[Counts, bool]
#: Nodes between two calls of a builder's ``progress`` callback.
PROGRESS_EVERY = 128
#: Stages a :data:`Progress` callback is told: the graph being built, then scored and solved.
SEARCH, SOLVE = "search", "solve"
#: ``progress(stage, done, total)``: :data:`SEARCH` with the states built and the node budget
#: (0: none), :data:`SOLVE` with the steps done of ``total``; it may raise to cancel the search.
Progress = Callable[[str, int, int], None]


class Shanten(Protocol):
    """The shanten of states the graph asks: a :class:`~.ev_wall.ShantenMemo`, or one seen
    through red types (:class:`~.ev_red.RedShanten`)."""

    def __call__(self, counts: Counts) -> int: ...
    def improving(self, counts: Counts) -> tuple[int, frozenset[int]]: ...
    def after_discards(self, counts: Counts, shanten: int | None = None) -> list[int | None]: ...


class SearchTooLarge(Exception):
    """The graph outgrew its node budget (the hand is too far from tenpai for it).

    Attributes:
        nodes: nodes built when the search stopped.
    """

    def __init__(self, nodes: int) -> None:
        super().__init__(f"the search passed {nodes} states")
        self.nodes = nodes


@dataclass(frozen=True)
class SearchRules:
    """What the graph may contain.

    Attributes:
        tegawari: hand changes (draws that keep the shanten).
        shanten_back: discards that raise the shanten.
        riichi: a closed hand discarding into tenpai declares riichi.
        closed: the hand has no calls other than closed kans (riichi possible).
        riichi_can_change: mahjong-cpp's changes after riichi (see the module docstring).
    """

    tegawari: bool
    shanten_back: bool
    riichi: bool
    closed: bool
    riichi_can_change: bool


@dataclass
class Graph:
    """Nodes and edges; draw nodes ``d*`` and discard nodes ``x*`` are numbered from 0.

    Attributes:
        d_keys, x_keys: node keys ``(counts, riichi)`` by index.
        d_tenpai: per draw node, True when tenpai.
        draws: per draw node, ``[(x, weight, drawn type)]``.
        choices: per discard node, the draw nodes it can discard into.
        x_complete: per discard node, True when complete (agari).
    """

    d_keys: list[Key] = field(default_factory=list)
    x_keys: list[Key] = field(default_factory=list)
    d_tenpai: list[bool] = field(default_factory=list)
    draws: list[list[tuple[int, int, int]]] = field(default_factory=list)
    choices: list[list[int]] = field(default_factory=list)
    x_complete: list[bool] = field(default_factory=list)

    @property
    def size(self) -> int:
        """Number of nodes (draw and discard)."""
        return len(self.d_keys) + len(self.x_keys)


class GraphBuilder:
    """Builds a :class:`Graph` from one root (a 14-tile discard node or a 13-tile draw node).

    Args:
        h0: the starting concealed counts (the root).
        wall0: the starting wall per type.
        shanten: the memoised shanten of states.
        rules: the :class:`SearchRules`.
        max_nodes: node budget (None: unbounded); past it :class:`SearchTooLarge` is raised.
        progress: a :data:`Progress` callback, told :data:`SEARCH` every
            :data:`PROGRESS_EVERY` nodes.
    """

    def __init__(
        self,
        h0: Counts,
        wall0: Counts,
        shanten: Shanten,
        rules: SearchRules,
        max_nodes: int | None = None,
        progress: Progress | None = None,
    ) -> None:
        self.h0 = h0
        self.wall0 = wall0
        self.shanten = shanten
        self.rules = rules
        self.limit = shanten(h0) + 1
        self.graph = Graph()
        self.d_index: dict[Key, int] = {}
        self.root_choices: dict[Counts, int] = {}  # a 14-tile root's discards, by what is left
        self.x_index: dict[Key, int] = {}
        self.edges: set[int] = set()  # the edges made, d << 32 | x
        self.x_shanten: list[int] = []  # per discard node, its shanten (asked once)
        self.todo: list[tuple[bool, int]] = []
        self.max_nodes = max_nodes
        self.progress = progress
        self._reported = 0

    def build(self) -> Graph:
        """Expand from the root (``h0``, not in riichi) until every node is expanded."""
        root = (self.h0, False)
        if sum(self.h0) % 3 == 2:
            self._x_node(root, self.limit - 1)
        else:
            self._d_node(root, self.limit - 1)
        while self.todo:
            self._check_size()
            is_draw, index = self.todo.pop()
            if is_draw:
                self._expand_d(index)
            else:
                self._expand_x(index)
        return self.graph

    def _check_size(self) -> None:
        size = self.graph.size
        if self.max_nodes is not None and size > self.max_nodes:
            raise SearchTooLarge(size)
        if self.progress is not None and size // PROGRESS_EVERY != self._reported:
            self._reported = size // PROGRESS_EVERY
            self.progress(SEARCH, size, self.max_nodes or 0)

    def root_choice(self, left: Counts) -> int | None:
        """The draw node a 14-tile root's discard leaving ``left`` leads to (riichi declared by
        the graph's own rule), or None when the graph has no such discard (one raising the
        shanten without shanten-back)."""
        return self.root_choices.get(left)

    def _d_node(self, key: Key, shanten: int) -> int:
        """Index of the draw node ``key`` of shanten ``shanten``, added when new."""
        index = self.d_index.get(key)
        if index is None:
            g = self.graph
            index = self.d_index[key] = len(g.d_keys)
            g.d_keys.append(key)
            g.d_tenpai.append(shanten == 0)
            g.draws.append([])
            self.todo.append((True, index))
        return index

    def _x_node(self, key: Key, shanten: int) -> int:
        """Index of the discard node ``key`` of shanten ``shanten``, added when new."""
        index = self.x_index.get(key)
        if index is None:
            g = self.graph
            index = self.x_index[key] = len(g.x_keys)
            g.x_keys.append(key)
            self.x_shanten.append(shanten)
            g.x_complete.append(shanten == -1)
            g.choices.append([])
            self.todo.append((False, index))
        return index

    def _dist(self, counts: Counts) -> int:
        return sum(c - o for c, o in zip(counts, self.h0, strict=True) if c > o)

    def _edge(self, d: int, x: int, weight: int, kind: int) -> None:
        edge, edges = d << 32 | x, self.edges
        if edge in edges:
            return
        edges.add(edge)
        g = self.graph
        d_riichi, x_riichi = g.d_keys[d][1], g.x_keys[x][1]
        changes = self.rules.riichi_can_change
        if changes or not (x_riichi and g.x_complete[x]):
            g.choices[x].append(d)
        if changes or not (d_riichi and not x_riichi):
            g.draws[d].append((x, weight, kind))

    def _expand_d(self, d: int) -> None:
        # a drawn tile lowers the shanten by one when it improves, else keeps it
        counts, riichi = self.graph.d_keys[d]
        s, better = self.shanten.improving(counts)
        wide = self.rules.tegawari and not riichi and self._dist(counts) + s < self.limit
        h0, wall0 = self.h0, self.wall0
        # the types in order (the edges' order is the solver's order of sums)
        for k in range(len(counts)) if wide else sorted(better):
            held = counts[k]
            weight = wall0[k] - held + h0[k]
            if weight > 0:
                drawn = (*counts[:k], held + 1, *counts[k + 1 :])
                x = self._x_node((drawn, riichi), s - 1 if k in better else s)
                self._edge(d, x, weight, k)

    def _expand_x(self, x: int) -> None:
        counts, riichi = self.graph.x_keys[x]
        s = self.x_shanten[x]
        rules = self.rules
        wide = rules.shanten_back and not riichi and self._dist(counts) + s < self.limit
        # a complete starting hand is still asked what to discard: each discard leaves it
        # tenpai, the best a discard can do, so each is searched (riichi declared if closed)
        at_root = counts == self.h0 and not riichi
        complete_root = s < 0 and at_root
        declare = rules.riichi and rules.closed and (s == 0 or complete_root)
        if s < 0 and not (wide or complete_root):
            return  # complete: no choices
        h0, wall0 = self.h0, self.wall0
        after = self.shanten.after_discards(counts, s)
        for k, held in enumerate(counts):
            if not held:
                continue
            left = (*counts[:k], held - 1, *counts[k + 1 :])
            left_shanten = after[k]
            assert left_shanten is not None  # a held type
            keep = complete_root or left_shanten == s
            if keep or wide:
                d = self._d_node((left, riichi or (declare and keep)), left_shanten)
                self._edge(d, x, wall0[k] - held + 1 + h0[k], k)
                if at_root:
                    self.root_choices[left] = d
