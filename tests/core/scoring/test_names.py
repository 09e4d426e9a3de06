"""Scoring terms in Japanese: every yaku the library knows has its standard name."""

from __future__ import annotations

from mahjong.hand_calculating.hand_config import HandConfig

from mahjong_galaxy.core.scoring.library import MILKY_WAY
from mahjong_galaxy.core.scoring.names import (
    FU_REASONS,
    JAPANESE,
    fu_reason,
    level_name,
    yaku_name,
)


def test_every_library_yaku_has_a_japanese_name() -> None:
    library = {type(yaku) for yaku in vars(HandConfig().yaku).values()}
    assert library <= set(JAPANESE), sorted(c.__name__ for c in library - set(JAPANESE))
    names = list(JAPANESE.values())
    assert len(set(names)) == len(names)  # one name, one yaku


def test_standard_names() -> None:
    expected = {
        "Riichi": "立直",
        "Pinfu": "平和",
        "Tanyao": "断么九",
        "Menzen Tsumo": "門前清自摸和",
        "Yakuhai (haku)": "役牌 白",
        "Yakuhai (seat wind south)": "自風 南",
        "Dora": "ドラ",
        "Aka Dora": "赤ドラ",
        "Kokushi Musou": "国士無双",
        MILKY_WAY: "天の川",
    }
    for english, japanese in expected.items():
        assert yaku_name(english, "ja") == japanese
        assert yaku_name(english, "en") == english


def test_fu_items_and_levels() -> None:
    assert fu_reason("base", 30) == "base (closed ron)"
    assert fu_reason("base", 30, "ja") == "副底（門前ロン）"
    assert fu_reason("open_terminal_pon", 4, "ja") == "么九牌の明刻"
    # a concealed triplet is a koutsu, not a pon (a pon is a call)
    assert fu_reason("closed_pon", 4) == "closed simple koutsu"
    assert all("pon" not in fu_reason(reason, 2) for reason in FU_REASONS)
    assert all(fu_reason(reason, 2, "ja") != reason for reason in FU_REASONS)
    assert level_name("mangan", "ja") == "満貫"
    assert level_name("2x yakuman", "ja") == "2倍役満"
    assert level_name("haneman") == "haneman"
    assert level_name("", "ja") == ""
