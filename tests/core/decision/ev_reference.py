"""An independent reference of the clean expected-value model (shares no code with the engine).

States are (concealed Hand, riichi); shanten comes from core ``calculate_shanten`` on real
``Hand`` objects, points from ``score_win``.  The model, written out the slow, direct way:

* a 13-tile state draws each tile type with probability (its copies in the wall) / (wall size),
  the wall being every tile not in sight with discarded tiles back in it;
* an effective draw (lower shanten) moves to the 14-tile state; a win (tenpai and the drawn tile
  completes) is worth 1 for tenpai and win and max(points, going on) for points;
* before riichi, a draw that rebuilds a reachable 14-tile state of which this state is a
  choice moves there too (drawing back a discarded tile lets the player choose again);
  any other draw is thrown back;
* a 14-tile state chooses the best of: discards keeping its shanten (into tenpai: riichi),
  and the reachable 13-tile states that drew into it; a complete riichi state has no choice.

Options off (no hand changes, no shanten-back), ura off.  Only for small cases: it recurses over
(state, turn) with a memo and builds hands for every shanten it needs.
"""

from __future__ import annotations

from functools import cache

from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.tiles import CLASS_KINDS, Tile, galaxy_tile, normal_tile

#: The draw types: 34 normal kinds, then one per galaxy class (numbers 1-9, winds, dragons).
TYPES = [("n", k) for k in range(34)] + [("g", c) for c in range(11)]


def _tile(kind: tuple[str, int], index: int = 0) -> Tile:
    tag, value = kind
    return normal_tile(value) if tag == "n" else galaxy_tile(CLASS_KINDS[value][index])


def _counts(tiles) -> tuple[int, ...]:
    counts = [0] * len(TYPES)
    for t in tiles:
        counts[34 + _class(t) if t.galaxy else t.kind] += 1
    return tuple(counts)


def _class(tile: Tile) -> int:
    return next(c for c, kinds in enumerate(CLASS_KINDS) if tile.kind in kinds)


def _hand(counts: tuple[int, ...]) -> Hand:
    tiles = []
    for i, n in enumerate(counts):
        tiles += [_tile(TYPES[i], j) for j in range(n)]
    return Hand(tuple(sort_tiles(tiles)))


class Reference:
    """Values of the clean model for a closed 14-tile hand without calls (galaxy supply)."""

    def __init__(self, hand: Hand, seen: list[Tile], t_max: int, dora: tuple[Tile, ...] = ()):
        self.t_max = t_max
        self.dora = dora
        self.root = _counts(hand.tiles)
        supply = [3] * 34 + [len(k) for k in CLASS_KINDS]
        used = _counts([*hand.tiles, *seen, *dora])
        self.unseen = tuple(s - u for s, u in zip(supply, used, strict=True))
        self.reach_x: set[tuple] = set()
        self.reach_d: set[tuple] = set()
        self._explore()

    @cache  # noqa: B019 - one small instance per test
    def shanten(self, counts: tuple[int, ...]) -> int:
        return calculate_shanten(_hand(counts)).shanten

    def wall(self, counts: tuple[int, ...]) -> list[int]:
        return [u - c + r for u, c, r in zip(self.unseen, counts, self.root, strict=True)]

    def keeps(self, x: tuple) -> list[tuple]:
        """Discards of a 14-tile state keeping its shanten, as 13-tile states."""
        counts, riichi = x
        s = self.shanten(counts)
        out = []
        for i, n in enumerate(counts):
            left = counts[:i] + (n - 1,) + counts[i + 1 :]
            if n and s >= 0 and self.shanten(left) == s:
                out.append((left, riichi or s == 0))
        return out

    def effective(self, d: tuple) -> list[tuple[int, tuple]]:
        counts, riichi = d
        s = self.shanten(counts)
        out = []
        for i, left in enumerate(self.wall(counts)):
            drawn = counts[:i] + (counts[i] + 1,) + counts[i + 1 :]
            if left > 0 and self.shanten(drawn) < s:
                out.append((i, (drawn, riichi)))
        return out

    def _explore(self) -> None:
        todo = [("x", (self.root, False))]
        while todo:
            side, node = todo.pop()
            seen = self.reach_x if side == "x" else self.reach_d
            if node in seen:
                continue
            seen.add(node)
            if side == "x":
                todo += [("d", d) for d in self.keeps(node)]
            else:
                todo += [("x", x) for _, x in self.effective(node)]

    def choices(self, x: tuple) -> list[tuple]:
        counts, riichi = x
        if riichi and self.shanten(counts) == -1:
            return []
        parents = []
        for i, n in enumerate(counts):
            left = (counts[:i] + (n - 1,) + counts[i + 1 :], riichi)
            if n and left in self.reach_d and (i, x) in self.effective(left):
                parents.append(left)
        return list(dict.fromkeys(self.keeps(x) + parents))

    @cache  # noqa: B019
    def points(self, counts: tuple[int, ...], win: int, riichi: bool) -> float:
        full = _hand(counts)
        tile = next(t for t in reversed(full.tiles) if _counts([t]).index(1) == win)
        situation = Situation(tsumo=True, riichi=riichi, dora_indicators=self.dora)
        return float(score_win(full.without_tile(tile), tile, situation).points)

    @cache  # noqa: B019
    def value_d(self, d: tuple, t: int) -> tuple[float, float, float]:
        counts, riichi = d
        tenpai = self.shanten(counts) == 0
        if t == self.t_max:
            return (1.0 if tenpai else 0.0, 0.0, 0.0)
        wall = self.wall(counts)
        total = sum(wall)
        stay = self.value_d(d, t + 1)
        moves = dict(self.effective(d))
        acc = [0.0, 0.0, 0.0]
        for i, left in enumerate(wall):
            if left <= 0:
                continue
            x = (counts[:i] + (counts[i] + 1,) + counts[i + 1 :], riichi)
            if i in moves and self.shanten(x[0]) == -1:
                later = self.value_x(x, t + 1)
                points = self.points(x[0], i, riichi)
                value = (1.0, 1.0, max(points, later[2])) if points > 0 else later
            elif i in moves or (not riichi and x in self.reach_x and d in self.choices(x)):
                value = self.value_x(x, t + 1)
            else:
                value = stay
            for m in range(3):
                acc[m] += left / total * value[m]
        return (1.0 if tenpai else acc[0], acc[1], acc[2])

    @cache  # noqa: B019
    def value_x(self, x: tuple, t: int) -> tuple[float, float, float]:
        values = [self.value_d(d, t) for d in self.choices(x)]
        return tuple(max((v[m] for v in values), default=0.0) for m in range(3))

    def discard_value(self, tile: Tile, t: int) -> tuple[float, float, float] | None:
        """Values of discarding ``tile`` from the root at turn ``t`` (None: not searched)."""
        i = _counts([tile]).index(1)
        counts = self.root[:i] + (self.root[i] - 1,) + self.root[i + 1 :]
        node = next((d for d in self.keeps((self.root, False)) if d[0] == counts), None)
        return None if node is None else self.value_d(node, t)
