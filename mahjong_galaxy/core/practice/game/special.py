"""The table's special cases, as plain questions on tiles and melds (rules in docs/rules.md).

* abortive draws: nine terminals (kyuushu kyuuhai), four winds (suufon renda), four kans
  (suukaikan by more than one player);
* nagashi mangan: every discard a terminal or honour, none called;
* kuikae: the kinds a caller may not discard right after a pon or chi;
* pao: a call that completes a player's third dragon or fourth wind meld.

Galaxy tiles: a galaxy tile is a terminal or honour when every kind it can act as is one (galaxy
1 and 9, winds, dragons), the same as its printed kind; it counts as a wind of every wind kind
for four winds; for kuikae and pao it counts as any kind it can act as.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from mahjong_galaxy.core.hand import Meld
from mahjong_galaxy.core.tiles import DRAGONS, TERMINALS_AND_HONORS, WINDS, Tile, kind_number

NINE_TERMINALS = 9


def terminal_or_honour(tile: Tile) -> bool:
    """True for 1, 9 and honour tiles (a galaxy tile by its printed kind, the same thing)."""
    return tile.kind in TERMINALS_AND_HONORS


def nine_terminals(tiles: Sequence[Tile]) -> bool:
    """True when ``tiles`` hold at least nine different terminal or honour kinds (printed)."""
    return len({t.kind for t in tiles if terminal_or_honour(t)}) >= NINE_TERMINALS


def four_winds(discards: Sequence[Tile]) -> bool:
    """True when four discards are winds that can all act as one wind kind."""
    if len(discards) != 4:
        return False
    common = set(WINDS)
    for tile in discards:
        common &= set(tile.acts_as)
    return bool(common)


def four_kans_abort(kans_by_seat: Sequence[int]) -> bool:
    """True when four kans were made by more than one player (one player may go on to
    suukantsu)."""
    return sum(kans_by_seat) >= 4 and max(kans_by_seat) < 4


def nagashi(discards: Sequence[Tile], called: int) -> bool:
    """True for nagashi mangan: some discards, all terminals or honours, none of them called
    (``called`` = how many were)."""
    return bool(discards) and called == 0 and all(terminal_or_honour(t) for t in discards)


def kuikae_kinds(called: Tile, meld: Meld) -> frozenset[int]:
    """Kinds the caller may not discard after calling ``called`` into ``meld``.

    Pon: the called kind.  Chi: the called kind and, when the called tile is at one end of the
    sequence, the kind beyond the other end (chi 3m with 45m: 3m and 6m).  Over every reading
    of a galaxy meld.
    """
    banned: set[int] = set()
    for reading in meld.interpretations():
        for kind in set(reading) & set(called.acts_as):
            banned.add(kind)
            if meld.type != "chi":
                continue
            low, high = reading[0], reading[-1]
            if kind == low and kind_number(high) < 9:
                banned.add(high + 1)
            elif kind == high and kind_number(low) > 1:
                banned.add(low - 1)
    return frozenset(banned)


def _covers(melds: Sequence[Meld], kinds: Sequence[int]) -> bool:
    """True when ``melds`` can be read as pons/kans of each of ``kinds`` (distinct ones)."""
    options = []
    for meld in melds:
        options.append({r[0] for r in meld.interpretations() if len(set(r)) == 1} & set(kinds))
    for choice in product(*[sorted(o) for o in options if o]):
        if len(set(choice)) == len(kinds):
            return True
    return False


def completes_pao(melds: Sequence[Meld]) -> str | None:
    """``"Daisangen"`` or ``"Dai Suushii"`` when ``melds`` (a caller's melds after a call) hold
    the third dragon or fourth wind pon/kan; None otherwise."""
    for kinds, yaku in ((DRAGONS, "Daisangen"), (WINDS, "Dai Suushii")):
        if _covers(melds, kinds):
            return yaku
    return None
