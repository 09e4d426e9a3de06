"""Shuugi (純正祝儀): the bonus for galaxy tiles used as what they are printed.

Rule (the variant's published descriptions): +1 for each galaxy tile inside a *natural* group, a
group (mentsu or jantou) whose galaxy tiles all act as their printed kind.  A galaxy tile whose
printed suit is unknown (``g`` notation) never counts as acting as printed, and kokushi singles
and tiles outside any group (Milky Way shapes) are in no group.

A declaration fixes the groups as acting kinds and how many galaxy tiles act as each kind; which
physical galaxy tile acts as which kind of its class, and which group it sits in, is still the
player's choice, so the shuugi of a declaration is the best over those choices.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

from .hand import Meld
from .tiles import CLASS_KINDS, KIND_CLASS, Tile

Assignment = tuple[tuple[Tile, int], ...]


def concealed_shuugi(
    groups: Sequence[tuple[int, ...]],
    loose: Sequence[int],
    tiles: Sequence[Tile],
    win: Tile,
    win_kind: int,
) -> tuple[int, Assignment]:
    """Best shuugi of the concealed part of a declaration, with an assignment reaching it.

    Args:
        groups: the concealed mentsu and jantou as acting kinds.
        loose: acting kinds of the concealed tiles in no group (kokushi singles).
        tiles: every concealed tile, the winning tile included.
        win: the winning tile (its acting kind is fixed by the declaration).
        win_kind: the kind the winning tile acts as.

    Returns:
        ``(shuugi, ((galaxy tile, acting kind), ...))`` covering every concealed galaxy tile.
    """
    acting = Counter(k for group in groups for k in group) + Counter(loose)
    plan = _GalaxyPlan(tiles, win, win_kind, acting)
    best = 0
    slots = [Counter(group) for group in groups]
    for size in range(len(groups) + 1):
        for spoiled in combinations(range(len(groups)), size):
            inside = sum((slots[i] for i in spoiled), Counter(loose))
            if any(n > inside[k] for k, n in plan.bent.items()):
                continue
            outside = acting - inside
            best = max(best, sum(min(n, outside[k]) for k, n in plan.straight.items()))
    return best, plan.assignment


def meld_shuugi(meld: Meld, reading: tuple[int, ...]) -> tuple[int, Assignment]:
    """Shuugi of a called meld read as ``reading`` (sorted acting kinds), with its assignment."""
    left = Counter(reading)
    for tile in meld.tiles:
        if not tile.galaxy:
            left[tile.kind] -= 1
    pairs = []
    for tile in sorted((t for t in meld.tiles if t.galaxy), key=lambda t: not t.suit_known):
        kind = tile.kind if tile.suit_known and left[tile.kind] > 0 else _any_kind(tile, left)
        left[kind] -= 1
        pairs.append((tile, kind))
    natural = all(t.suit_known and k == t.kind for t, k in pairs)
    return (len(pairs) if natural else 0), tuple(pairs)


def _any_kind(tile: Tile, left: Counter[int]) -> int:
    return next(k for k in CLASS_KINDS[KIND_CLASS[tile.kind]] if left[k] > 0)


class _GalaxyPlan:
    """Galaxy tiles acting as printed (``straight``) or not (``bent``), per acting kind.

    Acting as printed wherever the declaration's counts allow is never worse: it only lowers
    the bent counts that have to fit into spoiled groups.
    """

    def __init__(
        self, tiles: Sequence[Tile], win: Tile, win_kind: int, acting: Counter[int]
    ) -> None:
        left = acting.copy()
        for tile in tiles:
            if not tile.galaxy:
                left[tile.kind] -= 1
        galaxy = [t for t in tiles if t.galaxy]
        pairs: list[tuple[Tile, int]] = []
        if win.galaxy:
            galaxy.remove(win)
            pairs.append((win, win_kind))
            left[win_kind] -= 1
        rest = []
        for tile in galaxy:
            if tile.suit_known and left[tile.kind] > 0:
                pairs.append((tile, tile.kind))
                left[tile.kind] -= 1
            else:
                rest.append(tile)
        for tile in rest:
            kind = _any_kind(tile, left)
            pairs.append((tile, kind))
            left[kind] -= 1
        self.assignment: Assignment = tuple(pairs)
        self.straight = Counter(k for t, k in pairs if t.suit_known and t.kind == k)
        self.bent = Counter(k for t, k in pairs if not (t.suit_known and t.kind == k))
