"""Red fives (aka dora) as tile types of the expected-value search (see :mod:`.ev`).

With red fives on, each suit's red five is one copy of its five (``"galaxy"``: 2 plain + 1 red
+ 1 galaxy copy per five; ``"plain"``: 3 plain + 1 red) and its own *red type*, appended after
the types of :mod:`.ev_wall` (34 kinds, then 11 galaxy classes) in m, p, s order, so a state
holding ``0m`` differs from one holding ``5m`` and the search can tell keeping the red five
from discarding it.  A suit gets its red type only while its red five is within reach (held
concealed, or unseen in the wall): a red five in sight elsewhere (a call, a dora indicator, a
visible tile) cannot be drawn, and with no red five in reach the search keeps the layout of
:mod:`.ev_wall` (no cost).  A red five is worth one han of dora when the win has a yaku,
counted inside the scoring (:mod:`.ev_score`), the calls' red fives included.

Shanten does not see colour: :class:`RedShanten` folds each red type into its five kind before
asking the :class:`~.ev_wall.ShantenMemo`, and a red type improves or keeps the shanten exactly
when its five does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.decision.ev_score import Reds, WinScores
from mahjong_galaxy.core.decision.ev_wall import Counts, ShantenMemo, tile_type
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.tiles import FIVES, Tile, kind_name


@dataclass(frozen=True)
class RedTypes:
    """The red types of one search.

    Attributes:
        base: types before the red ones (34 plain, 45 galaxy: :func:`~.ev_wall.type_count`).
        kinds: the five kind of each red type, in type order (type ``base + i`` is the red
            five of ``kinds[i]``).
    """

    base: int
    kinds: tuple[int, ...]

    def tile_type(self, tile: Tile) -> int:
        """Type of ``tile``: its red type for a red five in reach, else as :mod:`.ev_wall`."""
        if tile.red and tile.kind in self.kinds:
            return self.base + self.kinds.index(tile.kind)
        return tile_type(tile)

    def kind_of(self, type_index: int) -> int:
        """The :mod:`.ev_wall` type a type stands for in shanten (a red type: its five)."""
        return type_index if type_index < self.base else self.kinds[type_index - self.base]

    def split(self, counts: Counts, reds: Sequence[int]) -> Counts:
        """``counts`` (the :mod:`.ev_wall` layout) with red types: ``reds[i]`` of
        ``kinds[i]``'s copies moved to its red type."""
        moved = list(counts)
        for kind, red in zip(self.kinds, reds, strict=True):
            moved[kind] -= red
        return (*moved, *reds)

    def fold(self, counts: Counts) -> Counts:
        """``counts`` in the :mod:`.ev_wall` layout (each red type added to its five)."""
        folded = list(counts[: self.base])
        for kind, red in zip(self.kinds, counts[self.base :], strict=True):
            folded[kind] += red
        return tuple(folded)

    def reds(self, counts: Counts, win: int) -> Reds:
        """The :data:`~.ev_score.Reds` of a complete state ``counts`` won by drawing ``win``."""
        held = tuple(
            k for k, n in zip(self.kinds, counts[self.base :], strict=True) for _ in range(n)
        )
        return held, win >= self.base


def red_types(hand: Hand, seen: Iterable[Tile], wall0: Counts) -> tuple[RedTypes, Counts, Counts]:
    """The red types of a search (none when no red five is in reach), with the red fives held
    concealed and left in the wall per red type.

    A red five not in sight is in the wall only while a normal copy of its five is: when every
    normal copy is in sight written as a plain five (``5m5m5m`` seen, galaxy tiles), one of them
    is the red one.

    Args:
        hand: the starting hand (concealed tiles and calls).
        seen: tiles in sight besides the hand (dora indicators, visible tiles).
        wall0: the starting wall in the layout without red types (:mod:`.ev_wall`; its length is
            :func:`~.ev_wall.type_count`, a five's entry its unseen normal copies).

    Raises:
        HandError: more than one red five of a suit in sight.
    """
    in_sight = [t.kind for t in (*hand.all_tiles, *seen) if t.red]
    held = [t.kind for t in hand.tiles if t.red]
    for kind in FIVES:
        if in_sight.count(kind) > 1:
            raise HandError(f"too many red {kind_name(kind)} in sight: one copy exists")
    kinds = tuple(k for k in FIVES if k in held or (k not in in_sight and wall0[k] > 0))
    return (
        RedTypes(len(wall0), kinds),
        tuple(held.count(k) for k in kinds),
        tuple(min(1 - in_sight.count(k), wall0[k]) for k in kinds),
    )


class RedShanten:
    """A :class:`~.ev_wall.ShantenMemo` asked about states with red types (they are folded
    into their fives; the same memo serves, the same answers per type)."""

    def __init__(self, memo: ShantenMemo, types: RedTypes) -> None:
        self.memo = memo
        self.types = types
        self.draws: dict[Counts, tuple[int, frozenset[int]]] = {}
        self._kinds = tuple(map(types.kind_of, range(types.base + len(types.kinds))))

    def __call__(self, counts: Counts) -> int:
        """Shanten of ``counts`` (-1 agari, 0 tenpai)."""
        return self.memo(self.types.fold(counts))

    def improving(self, counts: Counts) -> tuple[int, frozenset[int]]:
        """``(shanten, types whose draw lowers it)`` of a 3n+1 state: a red type when its five
        lowers it."""
        found = self.draws.get(counts)
        if found is None:
            s, better = self.memo.improving(self.types.fold(counts))
            base = self.types.base
            reds = (base + i for i, kind in enumerate(self.types.kinds) if kind in better)
            found = self.draws[counts] = (s, better.union(reds))
        return found

    def after_discards(self, counts: Counts, shanten: int | None = None) -> list[int | None]:
        """Shanten of a 3n+2 state less one tile of each type (None for a type not held);
        ``shanten``: that of the state when known."""
        after = self.memo.after_discards(self.types.fold(counts), shanten)
        kinds = zip(self._kinds, counts, strict=True)
        return [after[kind] if held else None for kind, held in kinds]


class RedScores:
    """A :class:`~.ev_score.WinScores` asked about states with red types (folded into their
    fives, the red fives held passed as :data:`~.ev_score.Reds`)."""

    def __init__(self, scores: WinScores, types: RedTypes) -> None:
        self.scores = scores
        self.types = types

    def value(self, counts: Counts, win: int, riichi: bool) -> tuple[float, float]:
        """``(expected points, shuugi)`` of the complete state ``counts`` won by drawing type
        ``win``, with or without riichi (its red fives aka dora)."""
        types = self.types
        reds = types.reds(counts, win)
        return self.scores.value(types.fold(counts), types.kind_of(win), riichi, reds)
