"""An upper bound of what one declared reading can score, to skip hopeless library calls.

Scoring every reading of a galaxy-heavy hand through the ``mahjong`` library costs about a
quarter of a millisecond each, and such a hand has thousands.  Before calling the library,
:func:`han_bound` adds up the han of every yaku whose *necessary condition* the reading meets
(ignoring that many exclude each other), so the library never finds more; a reading whose bound
cannot reach the best value found so far is not scored (:func:`.win.score_situations`).  Any
possible yakuman gives :data:`YAKUMAN` (always scored).  The conditions are the ordinary riichi
definitions of the yaku the library knows (its ``yaku_list``), the fu those of its fu table.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property, lru_cache

from mahjong_galaxy.core.scoring.dora import dora_counts
from mahjong_galaxy.core.scoring.library import Reading
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.tiles import Tile

#: :func:`han_bound` when a yakuman may apply.
YAKUMAN = 1000
_DRAGONS = frozenset({31, 32, 33})
_WINDS = frozenset({27, 28, 29, 30})
_GREEN = frozenset({19, 20, 21, 23, 25, 32})  # 2 3 4 6 8 sou and the green dragon
_TERMINALS = frozenset({0, 8, 9, 17, 18, 26})


def han_bound(reading: Reading, situation: Situation) -> int:
    """Most han the yaku of ``reading`` can give under ``situation`` (dora not counted).

    0 means no yaku can apply (the library finds none); :data:`YAKUMAN` that a yakuman may.
    """
    if yakuman_possible(reading, situation):
        return YAKUMAN
    s = situation
    shape = _shape(reading)
    han = s.riichi + 2 * s.double_riichi + s.ippatsu
    han += s.haitei + s.houtei + s.rinshan + s.chankan
    han += int(s.tsumo and shape.closed)
    han += shape.yakuhai(s.seat_wind, s.round_wind)
    han += shape.pinfu(s.seat_wind, s.round_wind)
    han += 2 * (shape.concealed_triplets - shape.ron_triplet(s.tsumo) >= 3)  # sanankou
    return han + shape.group_han


def yakuman_possible(reading: Reading, situation: Situation) -> bool:
    """True when a yakuman may apply to ``reading`` under ``situation`` (:func:`han_bound` is
    then :data:`YAKUMAN`); False means the library finds none."""
    s = situation
    if not reading.blocks or s.tenhou or s.chiihou:  # kokushi, or a first-draw win
        return True
    return _shape(reading).yakuman_possible(s.tsumo)


def fu_bound(reading: Reading, situation: Situation) -> int:
    """Most fu the reading can score: base 20, 10 for a closed ron, 2 for tsumo, 2 for the
    wait, each koutsu as concealed (simple 4, terminal or honour 8; a kan four times that,
    half for a called one), the jantou's yakuhai fu (2 per dragon, seat or round wind),
    rounded up to 10 (at least 30); 25 for seven pairs."""
    shape = _shape(reading)
    if shape.pairs == 7:
        return 25
    s = situation
    fu = 20 + (10 if shape.closed and not s.tsumo else 0) + (2 if s.tsumo else 0) + 2
    fu += sum(shape.koutsu_fu)
    for kind in shape.pair_kinds:
        fu += 2 * ((kind in _DRAGONS) + (kind == s.seat_wind) + (kind == s.round_wind))
    return max(30, -(-fu // 10) * 10)


def dora_bound(reading: Reading, situation: Situation, options: ScoringOptions) -> int:
    """Dora han of the reading: dora (and ura dora with riichi) on its acting kinds, red fives."""
    han = len(reading.red_kinds) if options.red_fives else 0
    if situation.dora_indicators:
        counts = _dora_counts(situation.dora_indicators)
        han += sum(counts[k] for k in reading.kinds)
    if (situation.riichi or situation.double_riichi) and situation.ura_indicators:
        ura = _dora_counts(situation.ura_indicators)
        han += sum(ura[k] for k in reading.kinds)
    return han


@lru_cache(maxsize=256)
def _dora_counts(indicators: tuple[Tile, ...]) -> tuple[int, ...]:
    return dora_counts(indicators)


@lru_cache(maxsize=1 << 13)
def _shape(reading: Reading) -> _Shape:
    """The :class:`_Shape` of a reading, built once for every situation it is bounded in."""
    return _Shape(reading)


class _Shape:
    """The groups of a reading sorted by type."""

    def __init__(self, reading: Reading) -> None:
        self.kinds = reading.kinds
        opened = Counter(kinds for _, kinds, is_open in reading.melds if is_open)
        self.closed = not opened
        self.shuntsu: list[tuple[int, ...]] = []
        self.koutsu: list[int] = []  # koutsu and kans by kind
        self.kans: list[int] = []
        self.concealed_triplets = 0
        self.koutsu_fu: list[int] = []
        self.pairs = 0
        self.pair_kinds: list[int] = []
        for block in reading.blocks:
            if len(block) == 2:
                self.pairs += 1
                self.pair_kinds.append(block[0])
            elif block[0] != block[-1]:
                self.shuntsu.append(block)
            else:
                self.koutsu.append(block[0])
                if len(block) == 4:
                    self.kans.append(block[0])
                fu = (8 if block[0] >= 27 or block[0] in _TERMINALS else 4) * (
                    4 if len(block) == 4 else 1
                )
                if opened[block]:
                    opened[block] -= 1
                    fu //= 2
                else:
                    self.concealed_triplets += 1
                self.koutsu_fu.append(fu)
        self.suits = {k // 9 for k in self.kinds if k < 27}
        self.honours = any(k >= 27 for k in self.kinds)
        self.win_kind = reading.win_kind
        self._yakuman: dict[bool, bool] = {}

    def yakuman_possible(self, tsumo: bool) -> bool:
        """True when a yakuman may apply on a win by tsumo (or ron), memoised."""
        found = self._yakuman.get(tsumo)
        if found is None:
            found = self._yakuman[tsumo] = self._yakuman_possible(tsumo)
        return found

    def _yakuman_possible(self, tsumo: bool) -> bool:
        kinds = set(self.kinds)
        dragons = sum(k in _DRAGONS for k in self.koutsu)
        winds = sum(k in _WINDS for k in self.koutsu)
        wind_pair = any(k in _WINDS for k in self.pair_kinds)
        return (
            kinds <= _DRAGONS | _WINDS
            or kinds <= _TERMINALS
            or kinds <= _GREEN
            or dragons == 3
            or winds == 4
            or (winds == 3 and wind_pair)
            or self.concealed_triplets - self.ron_triplet(tsumo) >= 4  # suuankou
            or len(self.kans) == 4
            or self._chuuren_possible()
        )

    def _chuuren_possible(self) -> bool:
        """Closed, one suit, no honours, three 1s, three 9s and every rank between."""
        if not self.closed or len(self.suits) != 1 or self.honours:
            return False
        ranks = Counter(k % 9 for k in self.kinds)
        return ranks[0] >= 3 and ranks[8] >= 3 and all(ranks[r] for r in range(1, 8))

    def yakuhai(self, seat: int, round_wind: int) -> int:
        return sum((k in _DRAGONS) + (k == seat) + (k == round_wind) for k in self.koutsu)

    def pinfu(self, seat: int, round_wind: int) -> int:
        """1 when pinfu may apply: closed, four shuntsu, a jantou of no value, a ryanmen wait."""
        if not self.closed or len(self.shuntsu) != 4:
            return 0
        pair = self.pair_kinds[0]
        if pair in _DRAGONS or pair in (seat, round_wind):
            return 0
        w = self.win_kind
        ryanmen = any(
            (w == b[0] and b[0] % 9 != 6) or (w == b[2] and b[0] % 9 != 0) for b in self.shuntsu
        )
        return int(ryanmen)

    def ron_triplet(self, tsumo: bool) -> int:
        """1 when a ron must complete a concealed koutsu (it then counts as open), else 0."""
        w = self.win_kind
        if tsumo or w not in self.koutsu:
            return 0
        return int(not any(w in b for b in self.shuntsu) and w not in self.pair_kinds)

    @cached_property
    def group_han(self) -> int:
        """Han bound of the yaku that depend on the groups alone (computed when first asked:
        a Milky Way hand asks only whether a yakuman may apply)."""
        han = 0
        if all(0 < k % 9 < 8 and k < 27 for k in self.kinds):
            han += 1  # tanyao
        if self.closed:
            repeats = sum(n // 2 for n in Counter(self.shuntsu).values())
            han += 3 if repeats >= 2 else 1 if repeats else 0  # ryanpeikou / iipeikou
        if self.shuntsu and all(self._outside(b) for b in self._groups()):
            han += 2 if self.honours else 3  # chanta / junchan (with a shuntsu)
        starts = {b[0] for b in self.shuntsu}
        if any({s * 9, s * 9 + 3, s * 9 + 6} <= starts for s in range(3)):
            han += 2  # ittsu
        if any({n, n + 9, n + 18} <= starts for n in range(7)):
            han += 2  # sanshoku
        if any({n, n + 9, n + 18} <= set(self.koutsu) for n in range(9)):
            han += 2  # sanshoku doukou
        han += 2 * (len(self.koutsu) == 4)  # toitoi
        han += 2 * (len(self.kans) >= 3)  # sankantsu
        dragons = sum(k in _DRAGONS for k in self.koutsu)
        han += 2 * (dragons == 2 and any(k in _DRAGONS for k in self.pair_kinds))  # shousangen
        han += 2 * all(k >= 27 or k in _TERMINALS for k in self.kinds)  # honroutou
        han += 2 * (self.pairs == 7)  # chiitoitsu
        if len(self.suits) == 1:
            han += 3 if self.honours else 6  # honitsu / chinitsu
        return han

    def _groups(self) -> list[tuple[int, ...]]:
        return [*self.shuntsu, *((k,) for k in self.koutsu), *((k,) for k in self.pair_kinds)]

    @staticmethod
    def _outside(group: tuple[int, ...]) -> bool:
        return any(k >= 27 or k in _TERMINALS for k in group)
