"""How a hand was won (the situation) and the table's scoring options.

Standard riichi terms; the checks mirror the ordinary rules (riichi needs a closed hand, ippatsu
needs riichi, rinshan/haitei need tsumo, chankan/houtei need ron, tenhou is the dealer's,
chiihou a non-dealer's).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld
from mahjong_galaxy.core.table import MAX_INDICATORS
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, Text
from mahjong_galaxy.core.tiles import EAST, SOUTH, WINDS, Tile

#: Most honba counters and most riichi deposits on the table a situation may have.
MAX_COUNTER = 99

#: Words filled into the messages (translated as they are).
SEAT, ROUND = QT_TRANSLATE_NOOP("HandError", "seat"), QT_TRANSLATE_NOOP("HandError", "round")
HONBA, STICKS = (
    QT_TRANSLATE_NOOP("HandError", "honba"),
    QT_TRANSLATE_NOOP("HandError", "riichi sticks"),
)
DORA, URA = QT_TRANSLATE_NOOP("HandError", "dora"), QT_TRANSLATE_NOOP("HandError", "ura dora")


@dataclass(frozen=True)
class Situation:
    """The circumstances of one win.

    Attributes:
        tsumo: won by self-draw (False: ron).
        riichi, double_riichi, ippatsu, rinshan, chankan, haitei, houtei, tenhou, chiihou: the
            situational yaku claimed.
        seat_wind: the winner's seat wind kind (27 East .. 30 North); East is the dealer.
        round_wind: the round wind kind (27..30).
        dora_indicators: dora indicator tiles (normal or galaxy).
        ura_indicators: ura dora indicator tiles, counted only with riichi.
        honba: honba counters (300 points per counter on ron, 100 from each payer on tsumo),
            0 to :data:`MAX_COUNTER`.
        riichi_sticks: riichi deposits on the table (1000 points each), won by the winner, 0 to
            :data:`MAX_COUNTER`.
    """

    tsumo: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    tenhou: bool = False
    chiihou: bool = False
    seat_wind: int = SOUTH
    round_wind: int = EAST
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0

    @property
    def dealer(self) -> bool:
        """True when the winner sits East."""
        return self.seat_wind == EAST

    def check(self, hand: Hand) -> None:
        """Reject impossible combinations for ``hand``.

        Raises:
            HandError: naming the conflict, e.g. riichi with an open hand.
        """
        _check(self, hand.melds)


@lru_cache(maxsize=1 << 8)
def _check(s: Situation, melds: tuple[Meld, ...]) -> None:
    """:meth:`Situation.check` for a hand with these calls (memoised: a search scores many
    hands under one situation)."""
    for name, wind in ((SEAT, s.seat_wind), (ROUND, s.round_wind)):
        if wind not in WINDS:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP(
                        "HandError", "the {0} wind must be 1z-4z (East-North), got kind {1}"
                    ),
                    (Text(name), wind),
                )
            )
    for name, count in ((HONBA, s.honba), (STICKS, s.riichi_sticks)):
        if not 0 <= count <= MAX_COUNTER:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP("HandError", "{0} must be 0-{1}, got {2}"),
                    (Text(name), MAX_COUNTER, count),
                )
            )
    for name, indicators in ((DORA, s.dora_indicators), (URA, s.ura_indicators)):
        if len(indicators) > MAX_INDICATORS:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP(
                        "HandError",
                        "at most {0} {1} indicators (one plus one per kan), got {2}",
                    ),
                    (MAX_INDICATORS, Text(name), len(indicators)),
                )
            )
    for problem in _conflicts(s, melds):
        raise HandError(Text(problem))


def _conflicts(s: Situation, melds: tuple[Meld, ...]) -> list[str]:
    """The message templates of the situational yaku claimed together that cannot be."""
    closed, no_calls = all(m.closed for m in melds), not melds
    rules = [
        (
            s.rinshan and all(m.type != "kan" for m in melds),
            QT_TRANSLATE_NOOP("HandError", "rinshan kaihou needs a kan"),
        ),
        (
            (s.riichi or s.double_riichi) and not closed,
            QT_TRANSLATE_NOOP("HandError", "riichi needs a closed hand"),
        ),
        (
            s.riichi and s.double_riichi,
            QT_TRANSLATE_NOOP("HandError", "choose riichi or double riichi, not both"),
        ),
        (
            s.ippatsu and not (s.riichi or s.double_riichi),
            QT_TRANSLATE_NOOP("HandError", "ippatsu needs riichi"),
        ),
        (
            bool(s.ura_indicators) and not (s.riichi or s.double_riichi),
            QT_TRANSLATE_NOOP("HandError", "ura dora indicators need riichi"),
        ),
        (
            s.rinshan and not s.tsumo,
            QT_TRANSLATE_NOOP("HandError", "rinshan kaihou is a tsumo win"),
        ),
        (
            s.haitei and not s.tsumo,
            QT_TRANSLATE_NOOP("HandError", "haitei is a tsumo win (use houtei for ron)"),
        ),
        (s.chankan and s.tsumo, QT_TRANSLATE_NOOP("HandError", "chankan is a ron win")),
        (
            s.houtei and s.tsumo,
            QT_TRANSLATE_NOOP("HandError", "houtei is a ron win (use haitei for tsumo)"),
        ),
        (
            s.haitei and s.rinshan,
            QT_TRANSLATE_NOOP("HandError", "haitei and rinshan cannot both apply"),
        ),
        (
            s.houtei and s.chankan,
            QT_TRANSLATE_NOOP("HandError", "houtei and chankan cannot both apply"),
        ),
        (
            (s.tenhou or s.chiihou) and not (s.tsumo and no_calls),
            QT_TRANSLATE_NOOP(
                "HandError", "tenhou / chiihou need a tsumo with no calls (not even a closed kan)"
            ),
        ),
        (
            (s.tenhou or s.chiihou) and (s.riichi or s.double_riichi),
            QT_TRANSLATE_NOOP(
                "HandError", "tenhou / chiihou are won on the first draw, before any riichi"
            ),
        ),
        (
            s.tenhou and not s.dealer,
            QT_TRANSLATE_NOOP("HandError", "tenhou is the dealer's (East seat) win"),
        ),
        (
            s.chiihou and s.dealer,
            QT_TRANSLATE_NOOP(
                "HandError", "chiihou is a non-dealer's win (the dealer's is tenhou)"
            ),
        ),
    ]
    return [text for bad, text in rules if bad]


@dataclass(frozen=True)
class ScoringOptions:
    """Table options for yaku and points.

    Attributes:
        red_fives: a red five is worth one han of dora (aka dora).
        open_tanyao: tanyao counts in an open hand (kuitan).
        kiriage: 4 han 30 fu and 3 han 60 fu are rounded up to mangan.
        kazoe_yakuman: 13 or more han from ordinary yaku and dora is a yakuman (off: sanbaiman).
        double_yakuman: kokushi 13-sided, suuankou tanki, junsei chuuren and daisuushii count
            twice.
    """

    red_fives: bool = True
    open_tanyao: bool = True
    kiriage: bool = False
    kazoe_yakuman: bool = True
    double_yakuman: bool = True


DEFAULT_OPTIONS = ScoringOptions()
