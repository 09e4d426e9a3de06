"""The physical supply: which copies of each tile exist, and how many are left.

The set (``docs/rules.md``, "The tiles"): per kind 3 normal copies and 1 blue galaxy copy printed
as that kind; each number suit's five has one red copy among its three normal copies.  So there
are 3 galaxy tiles of each number (printed M, P, S), 4 galaxy winds and 3 galaxy dragons.

*In sight* means the player's hand and calls plus the visible tiles (discards, dora indicators).
Everything that counts copies asks :class:`Supply`: the parser's copy limits
(:func:`check_supply`), the palette's "copies still available", the waits' ``remaining`` /
``live`` counts and ukeire.

A ``g`` tile (galaxy number, printed suit unknown) is "one of 4M / 4P / 4S is yours": it uses
up one galaxy tile of its number without saying which.  So a printed galaxy tile is still
possible (1 left) unless it is in sight by its printed kind or every galaxy tile of its number
is in sight, while the class counts (``galaxy_unseen``: live counts, ukeire totals) count the
``g`` tile.  With ``4g`` held, 4M, 4P and 4S each show 1 left (any one of them may be the one
still to come) and 2 galaxy 4s are unseen.  The palette ("copies you can still add") and the
waits and ukeire ("copies that can still come") show the same numbers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.notation import Located
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, Text
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    EAST,
    KIND_CLASS,
    NUM_CLASSES,
    NUM_KINDS,
    WIND_CLASS,
    Tile,
    kind_name,
    kind_number,
)

#: Normal copies of each kind (a red five counts among them).
NORMAL_COPIES = 3
#: Red copies of a number suit's five.
RED_COPIES = 1
#: Normal copies of each kind in the plain riichi set (no galaxy tiles).
PLAIN_COPIES = 4
#: Where tiles stand, for :func:`check_supply`'s message (the app translates them).
HAND = Text(QT_TRANSLATE_NOOP("HandError", "hand"))
CALLS = Text(QT_TRANSLATE_NOOP("HandError", "hand, in a call"))
VISIBLE = Text(QT_TRANSLATE_NOOP("HandError", "visible tiles"))


class Supply:
    """What is left of the physical set given the tiles in sight.

    Args:
        tiles: every tile in sight (hand, calls, visible tiles); need not be within the limits
            (counts then bottom out at 0; :func:`check_supply` names the excess).
        plain: the plain riichi set instead (:data:`PLAIN_COPIES` normal copies of each kind,
            no galaxy tiles), for the expected-value search's ``--tiles plain``.
    """

    def __init__(self, tiles: Iterable[Tile] = (), plain: bool = False) -> None:
        self.copies = PLAIN_COPIES if plain else NORMAL_COPIES
        # in sight, per kind (normal copies, red fives, galaxy tiles by printed kind) and per
        # galaxy class
        self.normal = [0] * NUM_KINDS
        self.red = [0] * NUM_KINDS
        self.printed = [0] * NUM_KINDS
        self.by_class = [0] * NUM_CLASSES
        self._count(tiles)  # counted without naming broken limits

    def _count(self, tiles: Iterable[Tile]) -> None:
        """Count ``tiles`` as in sight (galaxy tiles are not counted in the plain set)."""
        normal, red, printed, by_class = self.normal, self.red, self.printed, self.by_class
        galaxy_counted = self.copies != PLAIN_COPIES
        for tile in tiles:
            kind = tile.kind
            if not tile.galaxy:
                normal[kind] += 1
                red[kind] += tile.red
            elif galaxy_counted:
                by_class[KIND_CLASS[kind]] += 1
                printed[kind] += tile.suit_known

    def add(self, tile: Tile) -> Text | None:
        """Count ``tile`` as in sight; returns what limit it breaks, or None."""
        self._count((tile,))
        if not tile.galaxy:
            if self.normal[tile.kind] > self.copies:
                return Text(
                    QT_TRANSLATE_NOOP("HandError", "too many {0}: only {1} normal copies exist"),
                    (kind_name(tile.kind), self.copies),
                )
            if self.red[tile.kind] > RED_COPIES:
                return Text(
                    QT_TRANSLATE_NOOP("HandError", "too many {0}: only one red five per suit"),
                    (tile.text,),
                )
            return None
        if self.copies == PLAIN_COPIES:
            return Text(
                QT_TRANSLATE_NOOP(
                    "HandError", "{0} is a galaxy tile: plain tiles (ordinary riichi) have none"
                ),
                (tile.text,),
            )
        cls = KIND_CLASS[tile.kind]
        if tile.suit_known and self.printed[tile.kind] > 1:
            return Text(
                QT_TRANSLATE_NOOP(
                    "HandError", "galaxy {0} appears twice: each galaxy tile exists once"
                ),
                (tile.text,),
            )
        if tile.kind < EAST and self.by_class[cls] > len(CLASS_KINDS[cls]):
            number = kind_number(tile.kind)
            return Text(
                QT_TRANSLATE_NOOP("HandError", "too many galaxy {0}s: only 3 exist (M, P, S)"),
                (number,),
            )
        return None

    def within_limits(self) -> bool:
        """True when the tiles counted keep every limit of the galaxy set (not the plain set,
        whose galaxy tiles are not counted; :meth:`add` names the limit a tile breaks): at most
        3 normal copies and 1 red five per kind, each galaxy tile by printed kind once, 3 galaxy
        tiles per number (``g`` tiles counted)."""
        return (
            max(self.normal) <= self.copies
            and max(self.red) <= RED_COPIES
            and max(self.printed) <= 1
            and max(self.by_class[:WIND_CLASS]) <= len(CLASS_KINDS[0])
        )

    def normal_remaining(self, kind: int) -> int:
        """Unseen normal copies of ``kind`` (0..3; a red five counts among them)."""
        return max(0, self.copies - self.normal[kind])

    def galaxy_unseen(self, cls: int) -> int:
        """Unseen galaxy tiles of galaxy class ``cls`` (``g`` tiles in sight counted)."""
        return max(0, len(CLASS_KINDS[cls]) - self.by_class[cls])

    def normal_live(self, kind: int) -> int:
        """Unseen tiles able to act as ``kind``: its normal copies plus its class's galaxy tiles."""
        return self.normal_remaining(kind) + self.galaxy_unseen(KIND_CLASS[kind])

    def galaxy_remaining(self, printed: int) -> int:
        """1 when the galaxy tile printed as ``printed`` may still come, else 0.

        0 when it is in sight by its printed kind, or when every galaxy tile of its class is in
        sight (``g`` tiles included); see the module docstring.
        """
        if self.printed[printed]:
            return 0
        return 1 if self.galaxy_unseen(KIND_CLASS[printed]) else 0

    def wait_counts(self, tiles: Iterable[Tile]) -> list[tuple[int, int]]:
        """``(remaining, live)`` of each of ``tiles`` as a winning tile (the waits' counts):
        a normal tile, :meth:`normal_remaining` and :meth:`normal_live` of its kind; a galaxy
        tile by printed kind, :meth:`galaxy_remaining` and :meth:`galaxy_unseen` of its
        class."""
        return [
            (self.galaxy_remaining(tile.kind), self.galaxy_unseen(KIND_CLASS[tile.kind]))
            if tile.galaxy
            else (self.normal_remaining(tile.kind), self.normal_live(tile.kind))
            for tile in tiles
        ]

    def copies_left(self, tile: Tile) -> int:
        """How many more copies of exactly ``tile`` fit the supply (what the palette shows).

        A plain normal tile: its unseen normal copies; a red five: 1 while the red copy and a
        normal copy are unseen; a galaxy tile by printed kind: :meth:`galaxy_remaining`; a ``g``
        tile: the unseen galaxy tiles of its number.
        """
        if not tile.galaxy:
            left = self.normal_remaining(tile.kind)
            return min(left, RED_COPIES - self.red[tile.kind]) if tile.red else left
        if tile.suit_known:
            return self.galaxy_remaining(tile.kind)
        return self.galaxy_unseen(KIND_CLASS[tile.kind])


def check_supply(groups: Sequence[tuple[str | Text, Located]], plain: bool = False) -> Supply:
    """Check the physical copy limits over several tile lists together.

    Args:
        groups: ``[(where, [(tile, position), ...]), ...]``, e.g. ``(HAND, ...)`` and
            ``(VISIBLE, ...)``; ``where`` in words (a :class:`~.texts.Text` to be translated).
        plain: the plain riichi set (4 normal copies, no galaxy tiles; see :class:`Supply`).

    Returns:
        The :class:`Supply` of every tile of ``groups`` (all of them in sight).

    Raises:
        HandError: naming the first tile that exceeds a limit, where it stands (``where``) and
            its position.
    """
    if not plain:
        counted = Supply(tile for _, located in groups for tile, _ in located)
        if counted.within_limits():
            return counted
    supply = Supply(plain=plain)
    for where, located in groups:
        for tile, position in located:
            problem = supply.add(tile)
            if problem:
                raise HandError(
                    Text(QT_TRANSLATE_NOOP("HandError", "{0} ({1})"), (problem, where)), position
                )
    return supply
