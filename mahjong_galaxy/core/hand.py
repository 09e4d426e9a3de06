"""A player's hand: concealed tiles plus called melds, parsed and validated.

Parsing checks the notation (:mod:`.notation`), the melds, the hand size and the physical copy
limits over hand, melds and visible tiles together (:func:`.supply.check_supply`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.lazy import cached_property
from mahjong_galaxy.core.notation import Located, format_tiles, parse_tiles, sort_tiles
from mahjong_galaxy.core.supply import CALLS, HAND, VISIBLE, Supply, check_supply
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, Text
from mahjong_galaxy.core.tiles import (
    EAST,
    KIND_CLASS,
    NUM_CLASSES,
    NUM_KINDS,
    Tile,
    kind_number,
)

#: What a called meld is: chi (a run), pon (three of a kind) or kan (four of a kind).
MeldType = Literal["chi", "pon", "kan"]
#: Longest hand or visible-tiles text accepted (a full table's discards fit easily).
MAX_TEXT = 400
# A meld's tiles with their positions in the meld's text.
Placed = tuple[tuple[Tile, int], ...]


@dataclass(frozen=True)
class Meld:
    """A called meld.

    Attributes:
        tiles: the 3 or 4 tiles, canonical order.
        closed: True for a closed kan (written in parentheses).
        type: ``"chi"``, ``"pon"`` or ``"kan"`` (:data:`MeldType`), inferred from the tiles.
    """

    tiles: tuple[Tile, ...]
    closed: bool
    type: MeldType

    @cached_property
    def text(self) -> str:
        """Notation of the meld, parenthesised when it is a closed kan."""
        body = format_tiles(self.tiles)
        return f"({body})" if self.closed else body

    def interpretations(self) -> list[tuple[int, ...]]:
        """Every way the meld's tiles can act: sorted tuples of kinds, one per reading.

        A meld of normal tiles has one reading; galaxy tiles may give several (``1M2M3M`` is
        123m, 123p or 123s).
        """
        return _readings(self.tiles, self.type)


def _common_kinds(tiles: Sequence[Tile]) -> list[int]:
    common = set(tiles[0].acts_as)
    for tile in tiles[1:]:
        common &= set(tile.acts_as)
    return sorted(common)


def _chi_starts(tiles: Sequence[Tile]) -> list[int]:
    numbers = sorted(kind_number(t.kind) for t in tiles)
    if any(t.kind >= EAST for t in tiles) or numbers != list(range(numbers[0], numbers[0] + 3)):
        return []
    suits = {t.kind // 9 for t in tiles if not t.galaxy}
    if len(suits) > 1:
        return []
    options = sorted(suits) if suits else [0, 1, 2]
    return [s * 9 + numbers[0] - 1 for s in options]


def _readings(tiles: Sequence[Tile], meld_type: MeldType) -> list[tuple[int, ...]]:
    if meld_type == "chi":
        return [(s, s + 1, s + 2) for s in _chi_starts(tiles)]
    return [(k,) * len(tiles) for k in _common_kinds(tiles)]


@lru_cache(maxsize=1 << 12)
def _meld_type(tiles: tuple[Tile, ...]) -> MeldType | None:
    """What 3 or 4 tiles (canonical order) form as a meld, or None (a table of the few
    thousand possible melds, filled as they are met)."""
    if _common_kinds(tiles):
        return "pon" if len(tiles) == 3 else "kan"
    if len(tiles) == 3 and _chi_starts(tiles):
        return "chi"
    return None


def make_meld(located: Located, closed: bool, position: int) -> Meld:
    """Build a meld from parsed tiles, inferring chi/pon/kan.

    Raises:
        HandError: wrong tile count, or tiles that form no chi, pon or kan.
    """
    tiles = tuple(sort_tiles(t for t, _ in located))
    if len(tiles) not in (3, 4):
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "a meld has 3 or 4 tiles, '{0}' has {1}"),
                (format_tiles(tiles), len(tiles)),
            ),
            position,
        )
    meld_type = _meld_type(tiles)
    if meld_type is None:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "'{0}' is not a chi, pon or kan"),
                (format_tiles(tiles),),
            ),
            position,
        )
    if closed and meld_type != "kan":
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP(
                    "HandError", "parentheses mark a closed kan; they need 4 identical tiles"
                )
            ),
            position,
        )
    return Meld(tiles, closed, meld_type)


@dataclass(frozen=True)
class Hand:
    """Concealed tiles plus called melds.

    Attributes:
        tiles: concealed tiles in canonical order.
        melds: called melds in the order given.
    """

    tiles: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()

    @cached_property
    def text(self) -> str:
        """Canonical notation, e.g. ``"123m456p11z,777z"``."""
        return ",".join([self.concealed_text, *(m.text for m in self.melds)])

    @cached_property
    def concealed_text(self) -> str:
        """Canonical notation of the concealed tiles, e.g. ``"123m456p11z"``."""
        return format_tiles(self.tiles)

    @property
    def size(self) -> int:
        """Tile count with each meld counted as 3 (13 waiting, 14 complete)."""
        return len(self.tiles) + 3 * len(self.melds)

    @cached_property
    def normal_counts(self) -> tuple[int, ...]:
        """Concealed normal tiles per kind: 34 ints."""
        counts = [0] * NUM_KINDS
        for tile in self.tiles:
            if not tile.galaxy:
                counts[tile.kind] += 1
        return tuple(counts)

    @cached_property
    def galaxy_counts(self) -> tuple[int, ...]:
        """Concealed galaxy tiles per galaxy class: 11 ints (numbers 1-9, winds, dragons)."""
        counts = [0] * NUM_CLASSES
        for tile in self.tiles:
            if tile.galaxy:
                counts[KIND_CLASS[tile.kind]] += 1
        return tuple(counts)

    @property
    def galaxy_total(self) -> int:
        """Galaxy tiles in the whole hand, melds included."""
        return sum(t.galaxy for t in self.all_tiles)

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        """Concealed tiles followed by every meld's tiles."""
        return sum((m.tiles for m in self.melds), self.tiles)

    @property
    def is_closed(self) -> bool:
        """True when there are no calls other than closed kans."""
        return all(m.closed for m in self.melds)

    def require_size(self, size: int, what: str) -> None:
        """The one hand-size check of the solvers.

        Raises:
            HandError: ``"{what} needs a {size}-tile hand (calls count as 3); '...' has N"``.
        """
        if self.size != size:
            raise HandError(
                f"{what} needs a {size}-tile hand (calls count as 3); '{self.text}' has {self.size}"
            )

    def with_tile(self, tile: Tile) -> Hand:
        """This hand with ``tile`` added to the concealed tiles."""
        return Hand(tuple(sort_tiles((*self.tiles, tile))), self.melds)

    def without_tile(self, tile: Tile) -> Hand:
        """This hand with one ``tile`` removed; ValueError if it is not held."""
        tiles = list(self.tiles)
        tiles.remove(tile)
        return Hand(tuple(tiles), self.melds)


def parse_hand(
    text: str,
    sizes: Collection[int] = (13, 14),
    visible: str | Sequence[Tile] = "",
    plain: bool = False,
) -> Hand:
    """Parse and validate a hand such as ``"123m456p11z,777z,5P67p"``.

    Args:
        text: concealed tiles, then melds after commas (see :mod:`.notation`).
        sizes: allowed sizes (tiles + 3 per meld): 13 for waits, 14 for complete or discard.
        visible: tiles seen elsewhere (discards, dora indicators), counted for the copy limits:
            their notation, or the tiles themselves when already read (an editor's state: they
            are counted first, so a copy too many is named at its position in ``text``).
        plain: check the plain riichi set (4 normal copies, no galaxy tiles) instead.

    Returns:
        The validated :class:`Hand`.

    Raises:
        HandError: bad notation, an impossible meld, too many copies, or a wrong size; the
            message names the problem and the position in ``text``.

    >>> parse_hand("5P67p123m456p789s1z").text
    '123m45667p5P789s1z'
    """
    return parse_with_visible(text, sizes, visible, plain)[0]


def parse_with_visible(
    text: str,
    sizes: Collection[int] = (13, 14),
    visible: str | Sequence[Tile] = "",
    plain: bool = False,
) -> tuple[Hand, tuple[Tile, ...]]:
    """:func:`parse_hand` that also returns the visible tiles it parsed, in text order.

    The one parse both front ends use: hand and visible tiles are read once and checked together.

    Raises:
        HandError: as :func:`parse_hand`; visible-tile errors say "in the visible tiles".

    >>> hand, visible = parse_with_visible("123m456p789s1122z", visible="3z5P")
    >>> hand.size, [t.text for t in visible]
    (13, ['3z', '5P'])
    """
    hand, seen, _ = parse_in_sight(text, sizes, visible, plain)
    return hand, seen


def parse_in_sight(
    text: str,
    sizes: Collection[int] = (13, 14),
    visible: str | Sequence[Tile] = "",
    plain: bool = False,
) -> tuple[Hand, tuple[Tile, ...], Supply]:
    """:func:`parse_with_visible` that also returns the :class:`~.supply.Supply` it counted
    for the copy limits: every tile in sight (hand, melds and visible tiles), as the waits'
    ``remaining`` / ``live`` counts read it.

    Raises:
        HandError: as :func:`parse_with_visible`.
    """
    for label, value in ((HAND, text), (VISIBLE, visible if isinstance(visible, str) else "")):
        if len(value) > MAX_TEXT:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP("HandError", "the {0} text is too long ({1} characters)"),
                    (label, len(value)),
                )
            )
    concealed, melds, placed = _split_hand(text)
    if len(melds) > 4:
        fifth = len(",".join(text.split(",")[:5]))
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "a hand has at most 4 melds, this one has {0}"),
                (len(melds),),
            ),
            fifth,
        )
    seen = _parse_visible(visible) if isinstance(visible, str) else [(t, 0) for t in visible]
    tiles = [t for t, _ in concealed]
    for meld in melds:
        tiles.extend(meld.tiles)
    supply = Supply((*tiles, *(t for t, _ in seen)))
    if plain or not supply.within_limits():  # check_supply names the first excess
        held = [(HAND, concealed), (CALLS, _located(placed))]
        supply = check_supply(
            [*held, (VISIBLE, seen)] if isinstance(visible, str) else [(VISIBLE, seen), *held],
            plain,
        )
    _check_size(concealed, len(melds), sizes, text)
    hand = Hand(tuple(sort_tiles(tiles[: len(concealed)])), tuple(melds))
    return hand, tuple(t for t, _ in seen), supply


def _check_size(concealed: Located, meld_count: int, sizes: Collection[int], text: str) -> None:
    """Raise a HandError unless the concealed tiles plus 3 per meld make one of ``sizes``;
    the position is the first tile too many, or the end of the concealed text."""
    if len(concealed) + 3 * meld_count in sizes:
        return
    wanted = sorted({s - 3 * meld_count for s in sizes if s >= 3 * meld_count})
    if len(concealed) in wanted:
        return
    if not wanted:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP(
                    "HandError", "too many calls: {0} calls leave no room for the hand"
                ),
                (meld_count,),
            )
        )
    calls: Text | str = ""
    if meld_count:
        calls = (
            Text(QT_TRANSLATE_NOOP("HandError", "with 1 call "))
            if meld_count == 1
            else Text(QT_TRANSLATE_NOOP("HandError", "with {0} calls "), (meld_count,))
        )
    most, given = wanted[-1], len(concealed)
    any_size = wanted == list(range(most + 1))
    any_shape = wanted == [n for n in range(1, most + 1) if n % 3 != (most + 1) % 3]
    if len(wanted) > 2 and (any_size or (any_shape and given > most)):
        need = Text(
            QT_TRANSLATE_NOOP(
                "HandError", "{0}the hand holds at most {1} concealed tiles ({2} given)"
            ),
            (calls, most, given),
        )
    elif len(wanted) > 2 and any_shape:
        need = Text(
            QT_TRANSLATE_NOOP(
                "HandError",
                "{0}the hand needs 3n+1 or 3n+2 concealed tiles, such as {1} or {2} ({3} given)",
            ),
            (calls, most - 1, most, given),
        )
    elif wanted == [1]:  # four calls: a tanki tile
        need = Text(
            QT_TRANSLATE_NOOP("HandError", "{0}the hand needs 1 concealed tile ({1} given)"),
            (calls, given),
        )
    else:
        need = Text(
            QT_TRANSLATE_NOOP("HandError", "{0}the hand needs {1} concealed tiles ({2} given)"),
            (calls, _either(wanted), given),
        )
    if given > most:
        position: int | None = concealed[most][1]
    else:
        end = len(text.split(",")[0].rstrip())
        position = end - 1 if end else None
    raise HandError(need, position)


def _either(numbers: Sequence[int]) -> Text | str:
    """Numbers in words: ``[13, 14]`` -> ``"13 or 14"``, ``[7, 10, 13]`` -> ``"7, 10 or 13"``."""
    words = [str(n) for n in numbers]
    if len(words) == 1:
        return words[0]
    return Text(QT_TRANSLATE_NOOP("HandError", "{0} or {1}"), (", ".join(words[:-1]), words[-1]))


def _parse_visible(visible: str) -> Located:
    try:
        return parse_tiles(visible)
    except HandError as error:
        raise HandError(
            Text(QT_TRANSLATE_NOOP("HandError", "in the visible tiles: {0}"), (error.text,)),
            error.position,
        ) from None


def _split_hand(text: str) -> tuple[Located, list[Meld], list[tuple[int, Placed]]]:
    """The concealed tiles (located), the melds, and each meld's tiles located within it with
    the meld's offset in ``text`` (see :func:`_located`)."""
    parts = text.split(",")
    if "(" in parts[0] or ")" in parts[0]:
        position = min(parts[0].find(c) for c in "()" if c in parts[0])
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP(
                    "HandError", "a closed kan goes after a comma, e.g. 123m,(555s5S)"
                )
            ),
            position,
        )
    concealed = parse_tiles(parts[0])
    melds: list[Meld] = []
    placed: list[tuple[int, Placed]] = []
    offset = len(parts[0]) + 1
    for part in parts[1:]:
        try:
            meld, tiles = _valid_meld(part)
        except HandError:  # the checks again in place: the first problem at its position
            _checked_meld(part, offset, text, not concealed and not melds)
            raise
        melds.append(meld)
        placed.append((offset, tiles))
        offset += len(part) + 1
    return concealed, melds, placed


def _located(placed: list[tuple[int, Placed]]) -> Located:
    """Every tile of the melds at its position in the hand text."""
    return [(tile, offset + at) for offset, tiles in placed for tile, at in tiles]


@lru_cache(maxsize=1 << 12)
def _valid_meld(part: str) -> tuple[Meld, Placed]:
    """The meld of a valid meld text and its tiles with their positions in ``part`` (a table
    of the melds met, shared by every hand holding them); HandError for any invalid one."""
    meld, tiles = _checked_meld(part, 0, part, False)
    return meld, tuple(tiles)


def _checked_meld(part: str, offset: int, text: str, first: bool) -> tuple[Meld, Located]:
    """The meld of the text ``part`` at ``offset`` in ``text`` and its located tiles.

    Raises:
        HandError: the first problem (unbalanced parentheses, notation, an empty meld, tiles
            before the first comma missing (``first``), no chi, pon or kan), at its position.
    """
    stripped = part.strip()
    closed = stripped.startswith("(") and stripped.endswith(")")
    body = _closed_body(part, offset) if closed else _unbalanced(part, offset)
    meld_tiles = parse_tiles(body, offset)
    if not meld_tiles:
        raise HandError(
            Text(QT_TRANSLATE_NOOP("HandError", "empty meld between commas")),
            min(offset, len(text) - 1),
        )
    if first and len(meld_tiles) not in (3, 4):
        raise HandError(
            Text(QT_TRANSLATE_NOOP("HandError", "no concealed tiles before the first comma")), 0
        )
    return make_meld(meld_tiles, closed, offset), meld_tiles


def _unbalanced(part: str, offset: int) -> str:
    """``part`` unchanged unless it holds a lone parenthesis (an unclosed closed kan)."""
    for char, missing in (("(", ")"), (")", "(")):
        if char in part:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP(
                        "HandError", "the closed kan is not closed: '{0}' has no matching '{1}'"
                    ),
                    (char, missing),
                ),
                offset + part.index(char),
            )
    return part


def _closed_body(part: str, offset: int) -> str:
    """The meld text inside one pair of parentheses, blanked so positions stay right."""
    start, end = part.index("("), part.rindex(")")
    inner = part[start + 1 : end]
    if "(" in inner or ")" in inner:
        position = offset + start + 1 + min(i for i, c in enumerate(inner) if c in "()")
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP(
                    "HandError", "a closed kan takes one pair of parentheses, e.g. (555s5S)"
                )
            ),
            position,
        )
    return f"{part[:start]} {inner} {part[end + 1 :]}"
