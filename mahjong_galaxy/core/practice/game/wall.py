"""The wall of a Galaxy Mahjong game: 136 tiles, dead wall, dora indicators.

Physical set (the variant's published descriptions): for each of the 34 kinds, 3 normal copies and
1 blue galaxy copy (136 tiles, 34 of them galaxy).  With red fives, one normal five of each suit
is red.  The last 14 tiles of the shuffled wall are the dead wall: 4 replacement (rinshan) tiles,
then pairs of dora indicator / ura indicator.  Each kan draws a replacement tile and (at once, or
after the kan player's discard: the round decides, see :mod:`.round`) flips the next indicator;
the live wall gives up its last tile so the dead wall stays 14 tiles.  The galaxy
indicator rule (a galaxy indicator points in every suit / every wind / every dragon) is applied
by :mod:`mahjong_galaxy.core.scoring.dora` when a win is scored.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong_galaxy.core.tiles import NUM_KINDS, Tile, galaxy_tile, normal_tile

WALL_SIZE = 136
DEAD_WALL = 14
RINSHAN_TILES = 4
MAX_KANS = 4
_FIVES = (4, 13, 22)


def full_set(red_fives: bool = True) -> list[Tile]:
    """Every tile of the set, in kind order (136 tiles; 34 galaxy; 3 red fives if asked)."""
    tiles: list[Tile] = []
    for kind in range(NUM_KINDS):
        reds = 1 if red_fives and kind in _FIVES else 0
        tiles.extend(normal_tile(kind, red=True) for _ in range(reds))
        tiles.extend(normal_tile(kind) for _ in range(3 - reds))
        tiles.append(galaxy_tile(kind))
    return tiles


class Wall:
    """A shuffled wall with its dead wall.

    Args:
        tiles: the 136 tiles in wall order (draws from the front, dead wall = last 14).

    Raises:
        ValueError: ``tiles`` is not a full set of 136 tiles.
    """

    def __init__(self, tiles: Sequence[Tile]) -> None:
        if len(tiles) != WALL_SIZE:
            raise ValueError(f"a wall has {WALL_SIZE} tiles, got {len(tiles)}")
        self.tiles = tuple(tiles)
        self.drawn = 0
        self.kans = 0
        self.flipped = 1

    @classmethod
    def shuffled(cls, rng: random.Random, red_fives: bool = True) -> Wall:
        """A wall shuffled by ``rng`` (reproducible for a seeded ``rng``)."""
        tiles = full_set(red_fives)
        rng.shuffle(tiles)
        return cls(tiles)

    @property
    def dead(self) -> tuple[Tile, ...]:
        """The 14 dead-wall tiles (replacement tiles first, then indicator pairs)."""
        return self.tiles[WALL_SIZE - DEAD_WALL :]

    @property
    def remaining(self) -> int:
        """Live tiles left to draw (each kan moves one live tile to the dead wall)."""
        return WALL_SIZE - DEAD_WALL - self.drawn - self.kans

    def draw(self) -> Tile:
        """The next live tile.

        Raises:
            IndexError: the live wall is exhausted.
        """
        if self.remaining <= 0:
            raise IndexError("the live wall is exhausted")
        tile = self.tiles[self.drawn]
        self.drawn += 1
        return tile

    def draw_replacement(self) -> Tile:
        """The next replacement (rinshan) tile after a kan (the kan's dora: :meth:`flip_dora`).

        Raises:
            IndexError: four kans were already made.
        """
        if self.kans >= MAX_KANS:
            raise IndexError(f"at most {MAX_KANS} kans per round")
        tile = self.dead[self.kans]
        self.kans += 1
        return tile

    def flip_dora(self) -> Tile:
        """Turn the next dora indicator face up (one per kan) and return it.

        Raises:
            IndexError: every kan's indicator is already face up.
        """
        if self.flipped > self.kans:
            raise IndexError("no kan is waiting for its dora indicator")
        self.flipped += 1
        return self.dora_indicators[-1]

    @property
    def dora_indicators(self) -> tuple[Tile, ...]:
        """Face-up dora indicators: the first plus one per kan whose indicator is turned."""
        return tuple(self.dead[RINSHAN_TILES + 2 * i] for i in range(self.flipped))

    @property
    def ura_indicators(self) -> tuple[Tile, ...]:
        """Ura dora indicators under the face-up ones (revealed for a riichi winner)."""
        return tuple(self.dead[RINSHAN_TILES + 2 * i + 1] for i in range(self.flipped))
