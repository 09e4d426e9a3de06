"""How likely each kind is to be in a tenpai opponent's wait: a weighted model of wait shapes.

The opponent's wait is taken to be one of the ordinary wait shapes, drawn with a prior per
shape type and, within a type, in proportion to the number of ways the unseen tiles can form it:

======== ================================ ========================== =====
type     tiles held                       wins on                    prior
======== ================================ ========================== =====
ryanmen  n, n+1 (n = 2..7)                n-1 and n+2                0.52
kanchan  n, n+2                           n+1                        0.14
penchan  1, 2 / 8, 9                      3 / 7                      0.06
shanpon  a pair of k                      k                          0.17
tanki    one k                            k                          0.11
======== ================================ ========================== =====

(Priors: the usual shares of wait shapes at riichi in ordinary riichi mahjong, as tallied in
public analyses of online games; the same idea as mahjong-helper's suji/kabe tables, built here
from the shapes themselves.)  The number of ways uses the *live* count of each tile held: unseen
normal copies plus unseen galaxy tiles of its class, because a galaxy tile can stand in for it.
So **kabe / no-chance** (every copy of a held tile in sight, galaxy ones included) removes a
shape, and **one-chance** (one live copy) makes it rare.  A shape is removed when any kind it
wins on is covered by the opponent's furiten (:mod:`.furiten_cover`): this is **suji** (4m in
the river removes the 23m and 56m ryanmen on 1m and 7m) and, with a galaxy discard, suji in all
three suits at once.

Reading the river and the calls multiplies shape weights:

* **early outside tiles**: every tile of a suit discarded before riichi (or before now) makes a
  wait in that suit less likely (:data:`SUIT_DISCARD_FACTOR` each, at most :data:`SUIT_FLOOR`);
* **calls' suits**: melds all in one number suit (honours allowed) point at honitsu/chinitsu,
  so waits in the other number suits get :data:`OTHER_SUIT_FACTOR`;
* **calls' yaku**: melds of simples only point at tanyao, so waits on terminals and honours get
  :data:`TANYAO_FACTOR`.

Result (:func:`wait_model`): P(the wait includes one of some kinds) = weight of the shapes
winning on one of them / weight of all shapes left.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.solver.rank_dp import WaitForm
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.table import Opponent
from mahjong_galaxy.core.tiles import NUM_KINDS, TERMINALS_AND_HONORS, Tile

PRIORS: dict[WaitForm, float] = {
    "ryanmen": 0.52,
    "kanchan": 0.14,
    "penchan": 0.06,
    "shanpon": 0.17,
    "tanki": 0.11,
}
SUIT_DISCARD_FACTOR = 0.88
SUIT_FLOOR = 0.35
OTHER_SUIT_FACTOR = 0.12
TANYAO_FACTOR = 0.25


@dataclass(frozen=True)
class WaitShape:
    """One wait shape: its ``form``, the ``held`` kinds in hand, the ``wins`` kinds it wins on."""

    form: WaitForm
    held: tuple[int, ...]
    wins: tuple[int, ...]


def _shapes() -> tuple[WaitShape, ...]:
    shapes = []
    for base in (0, 9, 18):
        for n in range(1, 7):  # held 23 .. 78: wins 14 .. 69
            shapes.append(
                WaitShape("ryanmen", (base + n, base + n + 1), (base + n - 1, base + n + 2))
            )
        for n in range(7):
            shapes.append(WaitShape("kanchan", (base + n, base + n + 2), (base + n + 1,)))
        shapes.append(WaitShape("penchan", (base, base + 1), (base + 2,)))
        shapes.append(WaitShape("penchan", (base + 7, base + 8), (base + 6,)))
    for kind in range(NUM_KINDS):
        shapes.append(WaitShape("shanpon", (kind, kind), (kind,)))
        shapes.append(WaitShape("tanki", (kind,), (kind,)))
    return tuple(shapes)


SHAPES = _shapes()


def _ways(shape: WaitShape, live: Sequence[int]) -> float:
    if shape.form == "shanpon":
        count = live[shape.held[0]]
        return count * (count - 1) / 2
    ways = 1.0
    for kind in shape.held:
        ways *= live[kind]
    return ways


def _reading(opponent: Opponent) -> list[float]:
    """Per-kind multiplier from the river and the calls (see the module docstring)."""
    factor = [1.0] * NUM_KINDS
    stop = len(opponent.river) if opponent.riichi_index is None else opponent.riichi_index
    before = opponent.river[:stop]
    for suit in range(3):
        count = sum(1 for t in before if not t.galaxy and t.kind // 9 == suit)
        scale = max(SUIT_FLOOR, SUIT_DISCARD_FACTOR**count)
        for kind in range(suit * 9, suit * 9 + 9):
            factor[kind] *= scale
    suits = {_meld_suit(m.tiles) for m in opponent.melds if not m.closed}
    number_suits = suits - {3}
    if len(number_suits) == 1 and None not in suits:
        (only,) = number_suits
        for kind in range(27):
            if kind // 9 != only:
                factor[kind] *= OTHER_SUIT_FACTOR
    if opponent.is_open and all(_simples(m.tiles) for m in opponent.melds):
        for kind in TERMINALS_AND_HONORS:
            factor[kind] *= TANYAO_FACTOR
    return factor


def _meld_suit(tiles: Sequence[Tile]) -> int | None:
    """The meld's suit (3 = honours) when its normal tiles fix one, else None."""
    suits = {t.kind // 9 for t in tiles if not t.galaxy}
    if not suits:
        return 3 if tiles[0].kind >= 27 else None
    return suits.pop() if len(suits) == 1 else None


def _simples(tiles: Sequence[Tile]) -> bool:
    return all(t.kind < 27 and t.kind % 9 not in (0, 8) for t in tiles)


@dataclass(frozen=True)
class WaitModel:
    """The shapes left for one tenpai opponent, each with its probability.

    Attributes:
        shapes: ``((kinds it wins on, probability), ...)``; probabilities add up to 1 (or the
            tuple is empty when no shape is left).
    """

    shapes: tuple[tuple[tuple[int, ...], float], ...]

    def probability(self, kinds: Iterable[int]) -> float:
        """P(the wait includes at least one of ``kinds`` | tenpai), in [0, 1]."""
        wanted = set(kinds)
        return min(1.0, sum(p for wins, p in self.shapes if not wanted.isdisjoint(wins)))


def wait_model(
    opponent: Opponent,
    seen: Supply,
    covered: Collection[int],
) -> WaitModel:
    """The opponent's wait distribution (see the module docstring).

    Args:
        opponent: their river and calls (for the reading factors).
        seen: every tile in sight from the judging player's seat (their hand included).
        covered: kinds the opponent is furiten on (shapes winning on them are removed).
    """
    factor = _reading(opponent)
    live = [seen.normal_live(k) for k in range(NUM_KINDS)]
    totals = dict.fromkeys(PRIORS, 0.0)
    alive: list[tuple[WaitShape, float]] = []
    for shape in SHAPES:
        ways = _ways(shape, live)
        totals[shape.form] += ways
        if ways and not any(k in covered for k in shape.wins):
            weight = ways * max(factor[k] for k in shape.wins)
            alive.append((shape, weight))
    shares = [(s.wins, PRIORS[s.form] * w / totals[s.form]) for s, w in alive]
    total = sum(p for _, p in shares)
    if total <= 0:
        return WaitModel(())
    return WaitModel(tuple((wins, p / total) for wins, p in shares))
