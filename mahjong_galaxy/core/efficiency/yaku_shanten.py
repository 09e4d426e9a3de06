"""Per-yaku shanten, for deciding calls: yakuhai, tanyao, toitoi, honitsu/chinitsu, chiitoitsu,
Milky Way.

Each yaku except chiitoitsu is measured on the regular shape (the shape calls lead to) with only
the tiles the yaku can use: tiles set aside must be drawn again, so the count uses
:func:`.shanten.regular_shanten`'s tile-deficit term (a 13-tile hand missing its jantou after
dropping terminals is not tenpai).  Galaxy tiles count where they can act inside the yaku.

Yakuhai reserves one mentsu slot for a koutsu of the yakuhai kind built from ``k`` held tiles
(normal first, then galaxy tiles of its class): shanten = ``(3 - k)`` + regular shanten of the
rest with one slot fewer, so a held pair waiting to become a koutsu is counted, and a complete
hand never comes out below -1.  A called pon/kan of the kind makes it the hand's regular shanten.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.efficiency.block_tables import (
    ZERO,
    Table,
    best_value,
    conv,
    group_table,
    pack,
    suit_table,
)
from mahjong_galaxy.core.efficiency.shanten import (
    chiitoitsu_shanten,
    honor_table,
    milky_way_shanten,
    regular_parts,
    regular_shanten,
    slots_for,
)
from mahjong_galaxy.core.hand import Hand, Meld
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    DRAGON_CLASS,
    DRAGONS,
    EAST,
    HONOR_NAMES,
    HONOR_NAMES_JA,
    HONORS,
    KIND_CLASS,
    NUM_CLASSES,
    SUITS,
    TERMINALS_AND_HONORS,
    WIND_CLASS,
    kind_name,
)

SIMPLE_CLASSES = range(1, 8)
#: English and Japanese names of the yaku within reach (these and riichi, Milky Way: 天の川, the
#: scoring's name too, :mod:`.scoring.names`).
YAKU_NAMES = {
    "yakuhai": ("Yakuhai", "役牌"),
    "tanyao": ("Tanyao", "断么九"),
    "toitoi": ("Toitoi", "対々和"),
    "honitsu": ("Honitsu", "混一色"),
    "chinitsu": ("Chinitsu", "清一色"),
    "chiitoitsu": ("Chiitoitsu", "七対子"),
    "riichi": ("Riichi", "立直"),
    "milky_way": ("Milky Way", "天の川"),
}


def yaku_label(yaku: str, detail: str = "", japanese: bool = False) -> str:
    """The one naming of a yaku within reach, as every view shows it: ``"Yakuhai 5z White"``
    / ``"役牌 5z 白"``, ``"Honitsu m"``; ``yaku`` and ``detail`` as in :class:`YakuShanten`
    (an unknown ``yaku`` is shown as given)."""
    names = YAKU_NAMES.get(yaku, (yaku, yaku))
    parts = [names[1] if japanese else names[0], *detail.split()]
    if japanese and yaku == "yakuhai" and len(parts) == 3:
        parts[2] = HONOR_NAMES_JA[HONOR_NAMES.index(parts[2])]
    return " ".join(parts)


@dataclass(frozen=True)
class YakuShanten:
    """Shanten towards one yaku.

    Attributes:
        yaku: ``yakuhai``, ``tanyao``, ``toitoi``, ``honitsu``, ``chinitsu``, ``chiitoitsu`` or
            ``milky_way``.
        detail: the yakuhai kind (``"5z White"``) or the suit letter; empty otherwise.
        shanten: -1 complete, 0 tenpai, ...; None when the calls already rule the yaku out
            (Milky Way: also when its rule is off).
    """

    yaku: str
    detail: str
    shanten: int | None


def yaku_shanten(
    hand: Hand, seat_wind: int = EAST, round_wind: int = EAST, rules: Rules = DEFAULT_RULES
) -> tuple[YakuShanten, ...]:
    """Shanten towards each yaku for a hand of any size 3n+1 / 3n+2.

    Args:
        hand: concealed tiles and calls.
        seat_wind, round_wind: wind kinds 27..30 (East..North) that count as yakuhai.
        rules: rule options (seven pairs with identical pairs).

    Returns:
        Yakuhai per yakuhai kind (dragons, seat wind, round wind), tanyao, toitoi, honitsu and
        chinitsu per suit, chiitoitsu, Milky Way (:func:`.shanten.milky_way_shanten`).

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> [(y.detail, y.shanten) for y in yaku_shanten(parse_hand("123m456p789s5M6m11z"))][:2]
    [('1z East', 1), ('5z White', 2)]
    """
    yakuhai = sorted({*DRAGONS, seat_wind, round_wind})
    results = [
        YakuShanten("yakuhai", f"{kind_name(k)} {HONOR_NAMES[k - EAST]}", _yakuhai(hand, k))
        for k in yakuhai
    ]
    results.append(YakuShanten("tanyao", "", _tanyao(hand)))
    results.append(YakuShanten("toitoi", "", _toitoi(hand)))
    for suit in range(3):
        for yaku, honors in (("honitsu", True), ("chinitsu", False)):
            results.append(YakuShanten(yaku, SUITS[suit], _flush(hand, suit, honors)))
    closed = not hand.melds and len(hand.tiles) >= 13
    pairs = chiitoitsu_shanten(hand.normal_counts, hand.galaxy_counts, rules) if closed else None
    results.append(YakuShanten("chiitoitsu", "", pairs))
    milky = milky_way_shanten(sum(hand.galaxy_counts), hand.melds, rules)
    results.append(YakuShanten("milky_way", "", milky))
    return tuple(results)


def _melds_allow(melds: Sequence[Meld], fits: Callable[[tuple[int, ...]], bool]) -> bool:
    return all(any(fits(reading) for reading in meld.interpretations()) for meld in melds)


def _regular(normal: Sequence[int], galaxy: Sequence[int], slots: int) -> int:
    """Regular shanten of concealed counts with ``slots`` mentsu to form."""
    kept = sum(normal) + sum(galaxy)
    return regular_shanten(regular_parts(normal, galaxy, slots).value(), slots, kept)


def _yakuhai(hand: Hand, kind: int) -> int | None:
    normal, galaxy = list(hand.normal_counts), list(hand.galaxy_counts)
    slots = slots_for(len(hand.tiles))
    if _called(hand.melds, kind):
        return _regular(normal, galaxy, slots)
    if slots == 0:
        return None
    held = min(normal[kind], 3)
    normal[kind] -= held
    cls = KIND_CLASS[kind]
    best = None
    for extra in range(min(3 - held, galaxy[cls]) + 1):
        galaxy[cls] -= extra
        shanten = 3 - held - extra + _regular(normal, galaxy, slots - 1)
        galaxy[cls] += extra
        best = shanten if best is None else min(best, shanten)
    return best


def _called(melds: Sequence[Meld], kind: int) -> bool:
    return any(
        meld.type != "chi" and any(reading[0] == kind for reading in meld.interpretations())
        for meld in melds
    )


def _tanyao(hand: Hand) -> int | None:
    if not _melds_allow(hand.melds, lambda r: not set(r) & set(TERMINALS_AND_HONORS)):
        return None
    normal = [0 if k in TERMINALS_AND_HONORS else c for k, c in enumerate(hand.normal_counts)]
    galaxy = [c if cls in SIMPLE_CLASSES else 0 for cls, c in enumerate(hand.galaxy_counts)]
    return _regular(normal, galaxy, slots_for(len(hand.tiles)))


def _toitoi(hand: Hand) -> int | None:
    if any(meld.type == "chi" for meld in hand.melds):
        return None
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    table = ZERO
    for cls in range(NUM_CLASSES):
        counts = tuple(sorted(normal[k] for k in CLASS_KINDS[cls]))
        table = conv(table, group_table(counts, galaxy[cls]))
    slots = slots_for(len(hand.tiles))
    return regular_shanten(best_value(table, ZERO, slots), slots, len(hand.tiles))


def _flush(hand: Hand, suit: int, honors: bool) -> int | None:
    kinds = range(9 * suit, 9 * suit + 9)
    allowed = set(kinds) | (set(HONORS) if honors else set())
    if not _melds_allow(hand.melds, lambda r: set(r) <= allowed):
        return None
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    numbers = pack([normal[k] + galaxy[k % 9] for k in kinds])
    table: Table = suit_table(numbers)
    kept = sum(normal[k] for k in kinds) + sum(galaxy[:9])
    if honors:
        table = conv(table, honor_table(normal, galaxy))
        kept += sum(normal[EAST:]) + galaxy[WIND_CLASS] + galaxy[DRAGON_CLASS]
    slots = slots_for(len(hand.tiles))
    return regular_shanten(best_value(table, ZERO, slots), slots, kept)
