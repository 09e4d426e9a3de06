"""Helpers for calling ``mahjong``'s ``HandCalculator`` the ordinary way (scoring tests only).

Written from the library's documented API, independent of ``mahjong_galaxy.core.scoring.library``.
"""

from __future__ import annotations

from collections import Counter

from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules

from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation

RED_FIVE_KINDS = (4, 13, 22)


class LibraryIds:
    """Ordinary 136-format ids: a red five takes its red id, other copies the next free id."""

    def __init__(self) -> None:
        self.given: Counter[int] = Counter()

    def of(self, kind: int, red: bool = False) -> int:
        if red:
            return kind * 4
        self.given[kind] += 1
        return kind * 4 + self.given[kind] - (kind not in RED_FIVE_KINDS)


def library_config(s: Situation, o: ScoringOptions) -> HandConfig:
    """The library's configuration for a situation and table options."""
    return HandConfig(
        is_tsumo=s.tsumo,
        is_riichi=s.riichi,
        is_ippatsu=s.ippatsu,
        is_haitei=s.haitei,
        is_houtei=s.houtei,
        is_daburu_riichi=s.double_riichi,
        is_tenhou=s.tenhou,
        is_chiihou=s.chiihou,
        player_wind=s.seat_wind,
        round_wind=s.round_wind,
        kyoutaku_number=s.riichi_sticks,
        tsumi_number=s.honba,
        options=OptionalRules(
            has_aka_dora=o.red_fives,
            has_open_tanyao=o.open_tanyao,
            kiriage=o.kiriage,
            kazoe_limit=HandConfig.KAZOE_LIMITED if o.kazoe_yakuman else HandConfig.KAZOE_SANBAIMAN,
            has_double_yakuman=o.double_yakuman,
        ),
    )
