"""Value of one declared reading of a resolved hand, computed by the ``mahjong`` library.

Once every galaxy tile has an acting kind the hand is ordinary riichi mahjong, so yaku, fu and
points come from ``mahjong`` (PyPI, 2.1.0) ``HandCalculator``.  Two things the library cannot be
given directly are handled here:

* one declaration (one grouping of the tiles) is scored, not the library's own best split:
  while a reading is evaluated, the library's hand divider returns exactly the declared groups.
  :func:`install_declared_divider` puts that hook (a thread-local stand-in for ``HandDivider``
  inside the library's hand module; calls made without a reading pass through unchanged) in
  place; :func:`reading_value` calls it before its first use of the library, so importing this
  module changes nothing in ``mahjong``;
* a galaxy assignment can make a fifth (or later) copy of a kind, which 136-tile ids cannot
  number: copies past the fourth reuse an id of their kind.  The library reads tiles only as
  ``id // 4`` and tests red fives by id, so counts, dora and yaku come out right.

Known limit of the library with galaxy tiles: it keys called pon/kan by kind, so a concealed
koutsu of the same kind as a called pon or kan (six or more tiles of one kind, e.g. a called
555m plus the galaxy 5M 5P 5S all acting as 5m) gets open-koutsu fu and does not count for
sanankou.  Only such six-copy readings are affected.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

from mahjong.constants import AKA_DORAS
from mahjong.hand_calculating import hand as _library_hand
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.hand_calculating.hand_response import HandResponse
from mahjong.hand_calculating.scores import ScoresCalculator, ScoresResult
from mahjong.meld import Meld as LibraryMeld

from mahjong_galaxy.core.hand import MeldType
from mahjong_galaxy.core.scoring.dora import indicator_kinds
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.tiles import NUM_KINDS, Tile

MILKY_WAY = "Milky Way"
YAKUMAN_HAN = 13


@dataclass(frozen=True)
class Reading:
    """One declaration in plain riichi terms.

    Attributes:
        blocks: every group (melds included) as sorted acting kinds; empty for kokushi musou.
        kinds: the acting kind of every tile, melds and winning tile included, sorted.
        melds: called melds as ``(type, kinds, opened)``; type is a :data:`~.hand.MeldType`
            (``"chi"``, ``"pon"`` or ``"kan"``); a closed kan has ``opened`` False.
        red_kinds: the kind of each red five (red fives are normal tiles).
        win_kind: the kind the winning tile acts as.
        win_red: True when the winning tile is a red five.
    """

    blocks: tuple[tuple[int, ...], ...]
    kinds: tuple[int, ...]
    melds: tuple[tuple[MeldType, tuple[int, ...], bool], ...]
    red_kinds: tuple[int, ...]
    win_kind: int
    win_red: bool


#: Ranks (0-based) of the green number tiles: 2, 3, 4, 6 and 8 (of sou, for ryuuiisou).
_GREEN_RANKS = frozenset({1, 2, 3, 5, 7})
_GREEN_DRAGON = 32


def _may_be_green(reading: Reading) -> bool:
    """True when some renaming of the suits could make ``reading`` all green (one number
    suit, ranks 2, 3, 4, 6, 8 only, no honour but the green dragon)."""
    kinds = reading.kinds
    return len({k // 9 for k in kinds if k < 27}) <= 1 and all(
        k % 9 in _GREEN_RANKS if k < 27 else k == _GREEN_DRAGON for k in kinds
    )


#: :func:`suit_key`'s code of a group: its first rank, plus these for its size and a shuntsu
#: (less than :data:`_MELD_CODE`).
_SIZE_CODE, _RUN_CODE = 9, 64
#: :func:`suit_key`'s code of a called meld: its group's plus this times 1 + 2 x its type's
#: index in :data:`_MELD_TYPES` + 1 when opened (less than :data:`_RED_CODE`).
_MELD_CODE = 128
_MELD_TYPES = ("chi", "pon", "kan")
#: :func:`suit_key`'s codes of a red five and of the winning kind: these plus the rank.
_RED_CODE, _WIN_CODE = 1024, 2048


def suit_key(reading: Reading) -> Hashable:
    """A key shared by the readings that are suit renamings of each other.

    Without dora indicators a reading's value does not depend on which number suit is which:
    every yaku the library scores with its default optional rules names no suit except
    ryuuiisou (green sou tiles), and a red five is one han in any suit.  So readings that are
    suit permutations of each other (common with galaxy numbers, which act in any suit) are
    scored once.  Equal keys mean equal readings up to a renaming of the number suits and the
    order of the called melds; a reading that some renaming could make all green (one number
    suit, ranks 2, 3, 4, 6, 8 only, no honour but the green dragon), or kokushi (no groups),
    is its own key.  Each number suit is coded by the groups, called melds, red fives and
    winning kind it holds, by rank; the key holds the three suit codes sorted, then the same
    for the honours (not renamed) and whether the winning tile is a red five.
    """
    if not reading.blocks or _may_be_green(reading):
        return reading
    codes: tuple[list[int], list[int], list[int], list[int]] = ([], [], [], [])
    for block in reading.blocks:
        first = block[0]
        suit = first // 9 if first < 27 else 3
        codes[suit].append(_group_code(block, suit))
    for meld_type, meld, opened in reading.melds:
        suit = meld[0] // 9 if meld[0] < 27 else 3
        kind = 1 + 2 * _MELD_TYPES.index(meld_type) + opened
        codes[suit].append(_MELD_CODE * kind + _group_code(meld, suit))
    for kind in reading.red_kinds:
        codes[kind // 9].append(_RED_CODE + kind % 9)
    win = reading.win_kind
    suit = win // 9 if win < 27 else 3
    codes[suit].append(_WIN_CODE + win - 9 * suit)
    numbers = sorted(tuple(c) for c in codes[:3])
    return (*numbers, tuple(codes[3]), reading.win_red)


def _group_code(group: tuple[int, ...], suit: int) -> int:
    """:func:`suit_key`'s code of a group of ``suit`` (3: the honours)."""
    first = group[0]
    return first - 9 * suit + _SIZE_CODE * len(group) + _RUN_CODE * (group[1] != first)


@dataclass(frozen=True)
class YakuHan:
    """A yaku (dora counted as yaku) and its han; 13 per yakuman, 26 for a double."""

    name: str
    han: int


@dataclass(frozen=True)
class FuPart:
    """One fu item: the library's reason id (``base``, ``closed_pon``, ``kanchan``...) and fu."""

    reason: str
    fu: int


@dataclass(frozen=True)
class Payment:
    """Points of one win (all in points).

    Attributes:
        main: ron: paid by the discarder; tsumo: paid by the dealer (by each player when the
            winner is the dealer).
        additional: tsumo by a non-dealer: paid by each non-dealer; 0 on ron.
        honba_main, honba_additional: honba added to ``main`` / ``additional``.
        sticks: riichi deposits collected (1000 each).
        total: everything the winner receives, honba and deposits included.
        level: ``""``, ``"mangan"``, ``"haneman"``, ... ``"yakuman"``, ``"2x yakuman"``...
    """

    main: int
    additional: int
    honba_main: int
    honba_additional: int
    sticks: int
    total: int
    level: str


@dataclass(frozen=True)
class Value:
    """Value of one reading.

    Attributes:
        han, fu: han (13 per yakuman) and rounded fu (0 for Milky Way alone).
        yaku: yaku with han, dora items last.
        fu_details: fu items (empty for Milky Way alone and kokushi).
        yakuman: True when a yakuman applies.
        payment: the points, or None when the reading has no yaku.
    """

    han: int
    fu: int
    yaku: tuple[YakuHan, ...]
    fu_details: tuple[FuPart, ...]
    yakuman: bool
    payment: Payment | None

    @property
    def rank(self) -> tuple[int, bool, int, int, int]:
        """Sort key of a declaration: points, yakuman, han, fu, then fu items (the library's)."""
        total = self.payment.total if self.payment else -1
        return total, self.yakuman, self.han, self.fu, sum(p.fu for p in self.fu_details)


#: The value of a complete reading without yaku.
NO_YAKU = Value(0, 0, (), (), False, None)


class LibraryError(Exception):
    """The library rejected a situation (its error id is the message)."""


def reading_value(
    reading: Reading, situation: Situation, options: ScoringOptions, declared: bool = True
) -> Value:
    """Score one declared reading with ``HandCalculator``.

    ``declared=False`` lets the library choose its own best split of ``reading.kinds`` (its
    ``blocks`` are ignored): for hands without galaxy tiles, where that is the best declaration.

    Returns:
        The :class:`Value`; ``payment`` is None when the reading has no yaku.

    Raises:
        LibraryError: the library refused the situation or the reading (not expected after
            :meth:`Situation.check`; the library's error id is the message).
    """
    install_declared_divider()
    ids = _TileIds(reading.red_kinds)
    tiles = [ids.take(k) for k in reading.kinds]
    win_id = _win_id(tiles, reading)
    melds = [_library_meld(*meld) for meld in reading.melds]
    config = _config(situation, options)
    with _declared(reading.blocks if declared else None):
        response = HandCalculator.estimate_hand_value(
            tiles,
            win_id,
            melds=melds,
            dora_indicators=_indicator_ids(situation.dora_indicators),
            ura_dora_indicators=_indicator_ids(situation.ura_indicators),
            config=config,
        )
    if response.error == HandCalculator.ERR_NO_YAKU:
        return NO_YAKU
    if response.error:
        raise LibraryError(response.error)
    return _value(response)


def milky_way_value(base: Value | None, situation: Situation, options: ScoringOptions) -> Value:
    """Add the Milky Way yakuman to ``base`` (another yakuman stacks; anything else is dropped).

    Args:
        base: the library's value of a complete reading, or None for a shape that is complete
            only through Milky Way (tenhou / chiihou still stack: the hand is a win).
    """
    config = _config(situation, options)
    yaku: tuple[YakuHan, ...] = ()
    fu_details: tuple[FuPart, ...] = ()
    fu = 0
    if base is not None and base.yakuman:
        yaku, fu, fu_details = base.yaku, base.fu, base.fu_details
    elif base is None:
        first_draw = (
            (situation.tenhou, config.yaku.tenhou),
            (situation.chiihou, config.yaku.chiihou),
        )
        yaku = tuple(YakuHan(y.name, y.han_closed or 0) for claimed, y in first_draw if claimed)
    yaku += (YakuHan(MILKY_WAY, YAKUMAN_HAN),)
    han = sum(y.han for y in yaku)
    cost = ScoresCalculator.calculate_scores(han, fu, config, True)
    return Value(han, fu, yaku, fu_details, True, _payment(cost))


#: Per kind, the 136-format ids that are not red fives.
_PLAIN_IDS = tuple(
    tuple(i for i in range(kind * 4, kind * 4 + 4) if i not in AKA_DORAS) for kind in range(34)
)


@lru_cache(maxsize=4096)
def points_bound(han: int, fu: int, situation: Situation, options: ScoringOptions) -> int:
    """Points (``Payment.total``) of a win of ``han`` han and ``fu`` fu that is not a yakuman
    (kazoe and kiriage as the options say); grows with both."""
    cost = ScoresCalculator.calculate_scores(han, fu, _config(situation, options), False)
    return int(cost["total"])


class _TileIds:
    """Hands out 136-format ids: red fives get the red id, other copies cycle the rest."""

    def __init__(self, red_kinds: Sequence[int]) -> None:
        self.reds = list(red_kinds)
        self.given = [0] * NUM_KINDS

    def take(self, kind: int) -> int:
        if self.reds and kind in self.reds:
            self.reds.remove(kind)
            return kind * 4
        plain = _PLAIN_IDS[kind]
        self.given[kind] += 1
        return plain[(self.given[kind] - 1) % len(plain)]


def _win_id(tiles: list[int], reading: Reading) -> int:
    candidates = [
        t for t in tiles if t // 4 == reading.win_kind and (t in AKA_DORAS) == reading.win_red
    ]
    return candidates[0]


def _library_meld(meld_type: MeldType, kinds: tuple[int, ...], opened: bool) -> LibraryMeld:
    """A library meld; its ids only need the right kinds (red fives are counted in ``tiles``)."""
    library_type = {"chi": LibraryMeld.CHI, "pon": LibraryMeld.PON, "kan": LibraryMeld.KAN}
    ids = _TileIds(())
    return LibraryMeld(
        meld_type=library_type[meld_type], tiles=[ids.take(k) for k in kinds], opened=opened
    )


def _indicator_ids(indicators: Sequence[Tile]) -> list[int]:
    return [k * 4 + 1 for k in indicator_kinds(indicators)]


def _config(situation: Situation, options: ScoringOptions) -> HandConfig:
    """The library's configuration, built once per situation and options in each thread.

    The library sets the dora yaku's han on the configuration during a call; every value is
    read out of the response before the next call in the same thread, so reuse is safe.
    """
    configs: dict[tuple[Situation, ScoringOptions], HandConfig] | None = getattr(
        _local, "configs", None
    )
    if configs is None:
        configs = _local.configs = {}
    key = (situation, options)
    if key not in configs:
        if len(configs) > 64:
            configs.clear()
        configs[key] = _new_config(situation, options)
    return configs[key]


def _new_config(situation: Situation, options: ScoringOptions) -> HandConfig:
    rules = OptionalRules(
        has_open_tanyao=options.open_tanyao,
        has_aka_dora=options.red_fives,
        has_double_yakuman=options.double_yakuman,
        kazoe_limit=HandConfig.KAZOE_LIMITED
        if options.kazoe_yakuman
        else HandConfig.KAZOE_SANBAIMAN,
        kiriage=options.kiriage,
    )
    s = situation
    return HandConfig(
        is_tsumo=s.tsumo,
        is_riichi=s.riichi,
        is_ippatsu=s.ippatsu,
        is_rinshan=s.rinshan,
        is_chankan=s.chankan,
        is_haitei=s.haitei,
        is_houtei=s.houtei,
        is_daburu_riichi=s.double_riichi,
        is_tenhou=s.tenhou,
        is_chiihou=s.chiihou,
        player_wind=s.seat_wind,
        round_wind=s.round_wind,
        kyoutaku_number=s.riichi_sticks,
        tsumi_number=s.honba,
        options=rules,
    )


def _value(response: HandResponse) -> Value:
    assert response.han is not None and response.fu is not None and response.cost is not None
    yaku = tuple(
        YakuHan(y.name, y.han_open if response.is_open_hand and y.han_open else y.han_closed or 0)
        for y in response.yaku or ()
    )
    details = tuple(FuPart(d["reason"], d["fu"]) for d in response.fu_details or ())
    yakuman = any(y.is_yakuman for y in response.yaku or ())
    return Value(response.han, response.fu, yaku, details, yakuman, _payment(response.cost))


def _payment(cost: ScoresResult) -> Payment:
    return Payment(
        cost["main"],
        cost["additional"],
        cost["main_bonus"],
        cost["additional_bonus"],
        cost["kyoutaku_bonus"],
        cost["total"],
        cost["yaku_level"],
    )


_local = threading.local()


@contextmanager
def _declared(blocks: tuple[tuple[int, ...], ...] | None) -> Iterator[None]:
    _local.blocks = blocks
    try:
        yield
    finally:
        _local.blocks = None


class _DeclaredDivider:
    """Stand-in for ``HandDivider`` inside the library's hand module (see module docstring)."""

    @staticmethod
    def divide_hand(tiles_34: Sequence[int], melds: object = None) -> list[list[list[int]]]:
        blocks: tuple[tuple[int, ...], ...] | None = getattr(_local, "blocks", None)
        if blocks is None:
            return HandDivider.divide_hand(tiles_34, melds)  # type: ignore[arg-type]
        return [[list(b) for b in blocks]] if blocks else []


def install_declared_divider() -> None:
    """Make the library's hand calculator divide hands through :class:`_DeclaredDivider`.

    Idempotent and cheap after the first call.  Without a declared reading in progress the
    stand-in calls the library's own ``HandDivider``, so other users of ``mahjong`` in the same
    process see its usual behaviour.
    """
    if getattr(_library_hand, "HandDivider") is not _DeclaredDivider:  # noqa: B009
        setattr(_library_hand, "HandDivider", _DeclaredDivider)  # noqa: B010
