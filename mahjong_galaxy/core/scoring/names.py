"""Scoring terms in English and Japanese: yaku names, fu items and limit levels.

The CLI (``score --lang ja``) and the app share these tables.

* :func:`yaku_name`: the ``mahjong`` library names its yaku in romaji (``"Pinfu"``,
  ``"Yakuhai (haku)"``) and :class:`~.library.YakuHan` keeps that name (JSON output too); the
  Japanese names (立直, 平和, 断么九, ...) are keyed by the library's yaku classes.  Milky Way
  (this variant's yakuman, :data:`~.library.MILKY_WAY`) is 天の川, the name the yaku within
  reach give it (:data:`~.efficiency.yaku_shanten.YAKU_NAMES`).
* :func:`fu_reason`: the library's fu items (``"open_terminal_pon"``) in words.
* :func:`level_name`: ``"mangan"`` ... ``"2x yakuman"`` (:attr:`~.library.Payment.level`).
* :func:`payment_text`: who pays what (ロン, ツモ, 親, 子, 供託).
* :func:`score_words`: the other words of a score's text (翻, 符, 点, 祝儀, ...), for the CLI.
"""

from __future__ import annotations

from mahjong.hand_calculating import yaku_list as y
from mahjong.hand_calculating.yaku import Yaku
from mahjong.hand_calculating.yaku_list import yakuman as ym

from mahjong_galaxy.core.efficiency.yaku_shanten import YAKU_NAMES
from mahjong_galaxy.core.scoring.library import MILKY_WAY

#: Languages :func:`yaku_name` knows.
LANGUAGES = ("en", "ja")

#: The library's yaku class -> standard Japanese name.
JAPANESE: dict[type[Yaku], str] = {
    y.Tsumo: "門前清自摸和",
    y.Riichi: "立直",
    y.OpenRiichi: "オープン立直",
    y.Ippatsu: "一発",
    y.Chankan: "槍槓",
    y.Rinshan: "嶺上開花",
    y.Haitei: "海底摸月",
    y.Houtei: "河底撈魚",
    y.DaburuRiichi: "ダブル立直",
    y.DaburuOpenRiichi: "ダブルオープン立直",
    y.NagashiMangan: "流し満貫",
    y.Renhou: "人和",
    y.Pinfu: "平和",
    y.Tanyao: "断么九",
    y.Iipeiko: "一盃口",
    y.Haku: "役牌 白",
    y.Hatsu: "役牌 發",
    y.Chun: "役牌 中",
    y.SeatWindEast: "自風 東",
    y.SeatWindSouth: "自風 南",
    y.SeatWindWest: "自風 西",
    y.SeatWindNorth: "自風 北",
    y.RoundWindEast: "場風 東",
    y.RoundWindSouth: "場風 南",
    y.RoundWindWest: "場風 西",
    y.RoundWindNorth: "場風 北",
    y.Sanshoku: "三色同順",
    y.Ittsu: "一気通貫",
    y.Chantai: "混全帯么九",
    y.Honroto: "混老頭",
    y.Toitoi: "対々和",
    y.Sanankou: "三暗刻",
    y.SanKantsu: "三槓子",
    y.SanshokuDoukou: "三色同刻",
    y.Chiitoitsu: "七対子",
    y.Shosangen: "小三元",
    y.Honitsu: "混一色",
    y.Junchan: "純全帯么九",
    y.Ryanpeikou: "二盃口",
    y.Chinitsu: "清一色",
    y.Dora: "ドラ",
    y.AkaDora: "赤ドラ",
    y.UraDora: "裏ドラ",
    ym.KokushiMusou: "国士無双",
    ym.DaburuKokushiMusou: "国士無双十三面待ち",
    ym.ChuurenPoutou: "九蓮宝燈",
    ym.DaburuChuurenPoutou: "純正九蓮宝燈",
    ym.Suuankou: "四暗刻",
    ym.SuuankouTanki: "四暗刻単騎",
    ym.Daisangen: "大三元",
    ym.Shousuushii: "小四喜",
    ym.DaiSuushii: "大四喜",
    ym.Ryuuiisou: "緑一色",
    ym.Suukantsu: "四槓子",
    ym.Tsuuiisou: "字一色",
    ym.Chinroutou: "清老頭",
    ym.Daisharin: "大車輪",
    ym.Daichisei: "大七星",
    ym.Tenhou: "天和",
    ym.Chiihou: "地和",
    ym.RenhouYakuman: "人和（役満）",
    ym.Sashikomi: "差し込み",
    ym.Paarenchan: "八連荘",
}

_BY_LIBRARY_NAME = {cls().name: name for cls, name in JAPANESE.items()} | {
    MILKY_WAY: YAKU_NAMES["milky_way"][1]
}


#: The library's fu item -> (English, Japanese).
FU_REASONS: dict[str, tuple[str, str]] = {
    "penchan": ("penchan wait", "辺張待ち"),
    "kanchan": ("kanchan wait", "嵌張待ち"),
    "pair_wait": ("tanki (pair) wait", "単騎待ち"),
    "valued_pair": ("yakuhai pair", "役牌の雀頭"),
    "double_valued_pair": ("double wind pair", "連風牌の雀頭"),
    "tsumo": ("tsumo", "ツモ"),
    "hand_without_fu": ("open hand without fu", "副露の平和形"),
    # The library's "pon" items are every koutsu (a concealed one, or one completed by ron on a
    # shanpon), so they are named koutsu: a pon is a call.
    "closed_pon": ("closed simple koutsu", "中張牌の暗刻"),
    "open_pon": ("open simple koutsu", "中張牌の明刻"),
    "closed_terminal_pon": ("closed terminal/honour koutsu", "么九牌の暗刻"),
    "open_terminal_pon": ("open terminal/honour koutsu", "么九牌の明刻"),
    "closed_kan": ("closed simple kan", "中張牌の暗槓"),
    "open_kan": ("open simple kan", "中張牌の明槓"),
    "closed_terminal_kan": ("closed terminal/honour kan", "么九牌の暗槓"),
    "open_terminal_kan": ("open terminal/honour kan", "么九牌の明槓"),
}
#: Base fu (the library's item ``"base"``) by its value -> (English, Japanese).
BASE_FU: dict[int, tuple[str, str]] = {
    20: ("base", "副底"),
    25: ("base (seven pairs)", "七対子"),
    30: ("base (closed ron)", "副底（門前ロン）"),
}
#: Limit levels (the library's ``yaku_level``) -> Japanese.
LEVELS_JA = {
    "mangan": "満貫",
    "haneman": "跳満",
    "baiman": "倍満",
    "sanbaiman": "三倍満",
    "yakuman": "役満",
    "kazoe yakuman": "数え役満",
    "kazoe sanbaiman": "数え三倍満",
    "kiriage mangan": "切り上げ満貫",
    "nagashi mangan": "流し満貫",
}


#: Who pays what per :attr:`~.win.ScoreResult.payment_split` way -> (English, Japanese):
#: ``{0}`` the main payment, ``{1}`` the additional one (each non-dealer's on a tsumo).
PAYMENT_TEXTS: dict[str, tuple[str, str]] = {
    "ron": ("ron: {0} from the discarder", "ロン：放銃者から{0}点"),
    "dealer_tsumo": ("tsumo: {0} from each player", "ツモ：各自から{0}点"),
    "tsumo": (
        "tsumo: {1} from each non-dealer, {0} from the dealer",
        "ツモ：子から{1}点ずつ、親から{0}点",
    ),
}
#: The riichi deposits the winner collects, after the payment.
STICKS_TEXT = (", plus {0} in riichi sticks", "、供託{0}点")

#: The words of a score's text other than names -> (English, Japanese); ``{0}``, ``{1}`` ...
#: are filled in by the caller.
SCORE_WORDS: dict[str, tuple[str, str]] = {
    "han_fu": ("{0} han {1} fu: {2} points", "{0}翻{1}符：{2}点"),
    "yakuman": ("{0}: {1} points", "{0}：{1}点"),
    "fu": ("fu: {0}", "符：{0}"),
    "shuugi": ("shuugi {0} (most with the same points: {1})", "祝儀{0}枚（同点の読みで最多{1}枚）"),
    "no_yaku": ("complete shape, but no yaku: no score", "和了形ですが役がありません：点数なし"),
    "galaxy": ("galaxy tiles: {0}", "銀河牌：{0}"),
    "yakuman_1": ("yakuman", "役満"),
    "yakuman_2": ("double yakuman", "ダブル役満"),
    "yakuman_3": ("triple yakuman", "トリプル役満"),
    "yakuman_n": ("{0}x yakuman", "{0}倍役満"),
}


def payment_text(split: tuple[str, int, int, int] | None, language: str = "en") -> str:
    """Who pays what for a :attr:`~.win.ScoreResult.payment_split` ``(way, main, additional,
    sticks)`` (points, honba included) in ``language`` (``"en"`` or ``"ja"``); ``""`` for None.

    >>> payment_text(("tsumo", 2000, 1000, 1000), "ja")
    'ツモ：子から1000点ずつ、親から2000点、供託1000点'
    """
    if split is None:
        return ""
    index = 1 if language == "ja" else 0
    way, main, additional, sticks = split
    text = PAYMENT_TEXTS[way][index].format(main, additional)
    return text + (STICKS_TEXT[index].format(sticks) if sticks else "")


def score_words(key: str, language: str = "en") -> str:
    """The :data:`SCORE_WORDS` entry ``key`` in ``language`` (``"en"`` or ``"ja"``)."""
    return SCORE_WORDS[key][1 if language == "ja" else 0]


def fu_reason(reason: str, fu: int, language: str = "en") -> str:
    """A fu item of the library (``"open_terminal_pon"``, ``"base"`` with its ``fu``) in words
    of ``language`` (``"en"`` or ``"ja"``); unknown items with underscores as spaces."""
    index = 1 if language == "ja" else 0
    if reason == "base":
        return BASE_FU.get(fu, BASE_FU[20])[index]
    return FU_REASONS[reason][index] if reason in FU_REASONS else reason.replace("_", " ")


def level_name(level: str, language: str = "en") -> str:
    """A limit level (``"mangan"``, ``"2x yakuman"``, ...) in ``language``; ``""`` stays."""
    if language != "ja":
        return level
    count, _, rest = level.partition("x ")
    if rest == "yakuman" and count.isdigit():
        return f"{count}倍役満"
    return LEVELS_JA.get(level, level)


def yaku_name(name: str, language: str) -> str:
    """The name to show for the yaku the library calls ``name``.

    Args:
        name: a :attr:`YakuHan.name` (the library's romaji name, or ``MILKY_WAY``).
        language: ``"en"`` (the library's name) or ``"ja"`` (standard Japanese name).

    Returns:
        The name in ``language``; ``name`` itself for English, an unknown language or a yaku
        the table does not know.
    """
    if language != "ja":
        return name
    return _BY_LIBRARY_NAME.get(name, name)
