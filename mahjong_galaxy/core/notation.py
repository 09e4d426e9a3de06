"""Text notation: Tenhou mpsz extended for galaxy tiles.

Grammar (whitespace is ignored)::

    tiles  := (digits suit)*          e.g. 123m456p789s1234567z
    digits := [0-9]+                  0 = red five (normal number suits only)
    suit   := m | p | s | z           normal tiles
            | M | P | S | Z           galaxy tiles by printed kind (5P = galaxy 5p, 1Z = East)
            | g                       galaxy number whose printed suit is unknown (56g)
    hand   := tiles ("," meld)*       called melds follow the concealed tiles after commas
    meld   := tiles | "(" tiles ")"   3 or 4 tiles; parentheses mark a closed kan

Canonical form: suits in the order m, p, s, z; within a suit the normal tiles (sorted by number,
the red five as 5) then that suit's galaxy tiles; ``g`` tiles last.  Melds keep their order.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import attrgetter

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, Text
from mahjong_galaxy.core.tiles import Tile, g_tile, galaxy_tile, make_kind, normal_tile

_SUIT_LETTERS = "mpszMPSZgG"
#: Parsed tiles with the 0-based text position of each: ``[(tile, position), ...]``.
Located = list[tuple[Tile, int]]


def parse_tiles(text: str, offset: int = 0) -> Located:
    """Parse a tile list such as ``"123m5P8g"``.

    Args:
        text: the tile text.
        offset: added to reported positions (when ``text`` is part of a longer string).

    Returns:
        ``[(tile, position), ...]`` in text order; ``position`` is the offset of the tile's digit.

    Raises:
        HandError: unknown character, digits without a suit, or an impossible tile (``0z``,
            ``8z``, ``0M``).
    """
    result: Located = []
    pending: list[tuple[str, int]] = []
    table = _TILES
    for i, char in enumerate(text):
        pos = offset + i
        if "0" <= char <= "9":
            pending.append((char, pos))
        elif char in _SUIT_LETTERS:
            if not pending:
                raise HandError(
                    Text(
                        QT_TRANSLATE_NOOP("HandError", "suit letter '{0}' has no digits before it"),
                        (char,),
                    ),
                    pos,
                )
            for digit, p in pending:
                tile = table.get(digit + char)
                result.append((tile or _make_tile(int(digit), char, p), p))  # else: it raises
            pending = []
        elif char.isspace():
            continue
        else:
            raise HandError(
                Text(QT_TRANSLATE_NOOP("HandError", "unknown character {0}"), (shown_char(char),)),
                pos,
            )
    if pending:
        digits = "".join(d for d, _ in pending)
        if len(digits) == 1:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP("HandError", "digit '{0}' has no suit letter after it"),
                    (digits,),
                ),
                pending[0][1],
            )
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "digits '{0}' have no suit letter after them"),
                (digits,),
            ),
            pending[0][1],
        )
    return result


def shown_char(char: str) -> str:
    """``char`` quoted for a message, or its code point (``U+FEFF``) when it is invisible."""
    return f"'{char}'" if char.isprintable() else f"U+{ord(char):04X}"


def _make_tile(digit: int, letter: str, pos: int) -> Tile:
    suit = letter.lower()
    if suit == "g":
        if digit == 0:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP(
                        "HandError", "'{0}' is not a tile: galaxy tiles are never red"
                    ),
                    ("0g",),
                ),
                pos,
            )
        return g_tile(digit)
    if suit == "z" and not 1 <= digit <= 7:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "'{0}' is not a tile: honours are 1z-7z"),
                (f"{digit}{letter}",),
            ),
            pos,
        )
    if digit == 0:
        if letter.isupper():
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP(
                        "HandError", "'{0}' is not a tile: galaxy tiles are never red"
                    ),
                    (f"0{letter}",),
                ),
                pos,
            )
        return normal_tile(make_kind(5, suit), red=True)
    kind = make_kind(digit, suit)
    return galaxy_tile(kind) if letter.isupper() else normal_tile(kind)


def _tile_table() -> dict[str, Tile]:
    """Every valid one-tile text (``"5m"``, ``"0p"``, ``"5P"``, ``"8g"``, ...) and its tile."""
    table = {}
    for letter in _SUIT_LETTERS:
        for digit in range(10):
            try:
                table[f"{digit}{letter}"] = _make_tile(digit, letter, 0)
            except HandError:
                continue
    return table


#: :func:`_make_tile` of every valid digit and suit letter, built once at import.
_TILES = _tile_table()


def sort_tiles(tiles: Iterable[Tile]) -> list[Tile]:
    """Tiles in canonical order (see the module docstring; :attr:`.Tile.order`)."""
    return sorted(tiles, key=_ORDER)


_ORDER = attrgetter("order")


def format_tiles(tiles: Iterable[Tile], sort: bool = True) -> str:
    """Compact notation of ``tiles``, canonical order unless ``sort`` is False.

    Consecutive tiles with the same suit letter share it: ``[1m, 2m, 5P]`` -> ``"12m5P"``.
    """
    ordered = sort_tiles(tiles) if sort else list(tiles)
    out: list[str] = []
    digits = ""
    letter = ""
    for tile in ordered:
        text = tile.text
        if text[1] != letter and digits:
            out.append(digits + letter)
            digits = ""
        digits += text[0]
        letter = text[1]
    if digits:
        out.append(digits + letter)
    return "".join(out)
