"""Tiles, kinds and galaxy classes of Galaxy Mahjong (銀河麻雀).

A *kind* is one of the 34 tile faces, indexed 0..33: 0-8 = 1-9m, 9-17 = 1-9p, 18-26 = 1-9s,
27-33 = 1-7z (East, South, West, North, white, green, red).  A *tile* is a physical tile: a
normal copy (possibly a red five) or the single blue galaxy copy of a kind.

Galaxy rule (the variant's published descriptions): a galaxy number tile may act as that number
in any suit, a galaxy wind as any wind, a galaxy dragon as any dragon.  Galaxy tiles that can act
as the same kinds form a *galaxy class*: classes 0-8 are the numbers 1-9, class 9 the winds and
class 10 the dragons.  Within a class galaxy tiles are interchangeable for solving purposes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import TypeAlias

SUITS = "mpsz"
NUM_KINDS = 34
NUM_CLASSES = 11
WIND_CLASS = 9
DRAGON_CLASS = 10
HONOR_NAMES = ("East", "South", "West", "North", "White", "Green", "Red")
HONOR_NAMES_JA = ("東", "南", "西", "北", "白", "發", "中")  #: the same in Japanese

#: The honour kinds: winds 27-30 (``1z``-``4z``), dragons 31-33 (``5z``-``7z``); every kind
#: below ``EAST`` is a number tile.
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
WHITE, GREEN, RED = 31, 32, 33
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
HONORS = WINDS + DRAGONS

#: Kinds that are terminals or honours (kokushi musou).
TERMINALS_AND_HONORS = (0, 8, 9, 17, 18, 26, *HONORS)
#: Galaxy classes whose tiles can act as a kokushi kind: the 1s, the 9s, winds, dragons.
KOKUSHI_CLASSES = (0, 8, 9, 10)


def kind_suit(kind: int) -> str:
    """Suit letter (``m``, ``p``, ``s`` or ``z``) of ``kind`` (0..33)."""
    return SUITS[kind // 9]


def kind_number(kind: int) -> int:
    """Number of ``kind`` within its suit: 1-9, or 1-7 for honours."""
    return kind % 9 + 1


def kind_name(kind: int) -> str:
    """Tenhou text of a kind, e.g. ``"4m"`` or ``"7z"``."""
    return f"{kind_number(kind)}{kind_suit(kind)}"


def galaxy_name(kind: int) -> str:
    """Text of the galaxy tile printed as ``kind``, e.g. ``"4M"`` or ``"1Z"``."""
    return f"{kind_number(kind)}{kind_suit(kind).upper()}"


def make_kind(number: int, suit: str) -> int:
    """Kind index of ``number`` in ``suit`` (``m p s z``); no range check."""
    return SUITS.index(suit) * 9 + number - 1


#: The five kinds of the number suits (m, p, s): the kinds with a red copy (aka dora).
FIVES = tuple(make_kind(5, suit) for suit in "mps")


def mask_kinds(mask: int) -> list[int]:
    """The kinds a kind mask sets (bit k: kind k), lowest first."""
    kinds = []
    while mask:
        low = mask & -mask
        kinds.append(low.bit_length() - 1)
        mask ^= low
    return kinds


def class_of_kind(kind: int) -> int:
    """The galaxy class whose tiles can act as ``kind``."""
    if kind < EAST:
        return kind % 9
    return WIND_CLASS if kind < WHITE else DRAGON_CLASS


def class_kinds(cls: int) -> tuple[int, ...]:
    """The kinds a galaxy tile of class ``cls`` can act as."""
    if cls < 9:
        return (cls, cls + 9, cls + 18)
    return WINDS if cls == WIND_CLASS else DRAGONS


#: ``KIND_CLASS[k]`` is the galaxy class able to act as kind ``k``.
KIND_CLASS = tuple(class_of_kind(k) for k in range(NUM_KINDS))
#: ``CLASS_KINDS[c]`` lists the kinds a class-``c`` galaxy tile can act as.
CLASS_KINDS = tuple(class_kinds(c) for c in range(NUM_CLASSES))


@dataclass(frozen=True, order=True)
class Tile:
    """One physical tile.

    Attributes:
        kind: printed kind 0..33.  For a galaxy number whose printed suit is unknown (``g``
            notation) this is the manzu kind of that number and ``suit_known`` is False.
        galaxy: True for the blue galaxy copy.
        red: True for a red five (normal tiles only).
        suit_known: False only for ``g`` tiles.
    """

    kind: int
    galaxy: bool = False
    red: bool = False
    suit_known: bool = True

    @property
    def galaxy_class(self) -> int:
        """Galaxy class (0..10) of a galaxy tile; ValueError for a normal tile."""
        if not self.galaxy:
            raise ValueError(f"{self.text} is not a galaxy tile")
        return KIND_CLASS[self.kind]

    @property
    def acts_as(self) -> tuple[int, ...]:
        """Kinds this tile can act as: its own kind, or its class's kinds for a galaxy tile."""
        return CLASS_KINDS[KIND_CLASS[self.kind]] if self.galaxy else (self.kind,)

    @cached_property
    def text(self) -> str:
        """Notation of this single tile, e.g. ``0m``, ``5P``, ``8g``."""
        number = kind_number(self.kind)
        if not self.galaxy:
            return f"{0 if self.red else number}{kind_suit(self.kind)}"
        if not self.suit_known:
            return f"{number}g"
        return galaxy_name(self.kind)

    @cached_property
    def order(self) -> tuple[int, int, int, bool]:
        """Key of the canonical order (:func:`.notation.sort_tiles`): suits m, p, s, z, then
        ``g`` tiles; within a suit normal tiles, then galaxy; by number (a red five after the
        plain one)."""
        group = 4 if not self.suit_known else self.kind // 9
        return (group, int(self.galaxy), self.kind % 9, self.red)

    def __str__(self) -> str:
        return self.text


#: Galaxy tiles with the kind each acts as: ``((tile, acting kind 0..33), ...)``.  One concrete
#: reading of a galaxy assignment (:class:`~.solver.assignments.Assignment` counts kinds only).
ActingPairs: TypeAlias = tuple[tuple[Tile, int], ...]


# One shared instance per normal and galaxy kind (a tile is a value: equal tiles are
# interchangeable, and each instance computes its text once).
_NORMAL = tuple(Tile(k) for k in range(NUM_KINDS))
_GALAXY = tuple(Tile(k, galaxy=True) for k in range(NUM_KINDS))


def normal_tile(kind: int, red: bool = False) -> Tile:
    """A normal copy of ``kind`` (0..33), a red five when ``red``."""
    if red or not 0 <= kind < NUM_KINDS:
        return Tile(kind, red=red)
    return _NORMAL[kind]


def galaxy_tile(kind: int) -> Tile:
    """The galaxy tile printed as ``kind`` (0..33)."""
    return _GALAXY[kind] if 0 <= kind < NUM_KINDS else Tile(kind, galaxy=True)


def g_tile(number: int) -> Tile:
    """A galaxy number tile of ``number`` whose printed suit is unknown (``g`` notation)."""
    return Tile(number - 1, galaxy=True, suit_known=False)


def match_acting(tiles: Iterable[Tile], kinds: Mapping[int, int]) -> ActingPairs:
    """Pair galaxy tiles with acting kinds from the multiset ``kinds`` (``{kind: count}``, not
    changed).

    A tile keeps its printed kind when ``kinds`` has it (a natural reading, as shuugi counts);
    the others take the remaining kinds of their class in kind order.  ``kinds`` must hold one
    kind of the right class per tile.

    Returns:
        ``((tile, acting kind), ...)``: printed-kind pairs first, then the rest, in tile order.

    Raises:
        ValueError: ``kinds`` has no kind left for a tile's class.
    """
    left = [0] * NUM_KINDS
    for kind, count in kinds.items():
        left[kind] = count
    pairs: list[tuple[Tile, int]] = []
    rest = []
    for tile in tiles:
        kind = tile.kind
        if tile.suit_known and left[kind] > 0:
            left[kind] -= 1
            pairs.append((tile, kind))
        else:
            rest.append(tile)
    for tile in rest:
        for kind in CLASS_KINDS[KIND_CLASS[tile.kind]]:
            if left[kind] > 0:
                break
        else:
            raise ValueError(f"no acting kind left for {tile.text}")
        left[kind] -= 1
        pairs.append((tile, kind))
    return tuple(pairs)
