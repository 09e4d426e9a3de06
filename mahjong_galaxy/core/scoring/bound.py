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
from collections.abc import Sequence
from functools import cached_property, lru_cache

from mahjong_galaxy.core.scoring.dora import dora_counts
from mahjong_galaxy.core.scoring.library import Reading, points_bound
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
    return _shape(reading).han(situation)


def yakuman_possible(reading: Reading, situation: Situation) -> bool:
    """True when a yakuman may apply to ``reading`` under ``situation`` (:func:`han_bound` is
    then :data:`YAKUMAN`); False means the library finds none."""
    s = situation
    if not reading.blocks or s.tenhou or s.chiihou:  # kokushi, or a first-draw win
        return True
    return _shape(reading).yakuman_possible(s.tsumo)


def fu_bound(reading: Reading, situation: Situation) -> int:
    """Most fu the reading can score: :func:`fu_sum_bound` rounded up to 10 (the library's
    fu); 25 for seven pairs."""
    return _shape(reading).fu(situation)[0]


def fu_sum_bound(reading: Reading, situation: Situation) -> int:
    """Most the reading's fu items can add up to before rounding: base 20, 10 for a closed
    ron, 2 for a kanchan, penchan or tanki wait when some group holding the winning kind
    gives one, each koutsu as concealed (simple 4, terminal or honour 8; a kan four times
    that, half for a called one, and half for the one a ron completes when the winning kind
    is in no other group), the jantou's yakuhai fu (2 per dragon, seat or round wind), 2 for
    tsumo when there are other items (none for a pinfu tsumo: the library's rule as
    :mod:`.library` configures it); an open hand without other items gets 2; 25 for seven
    pairs."""
    return _shape(reading).fu(situation)[1]


#: A reading's bound under one situation (:func:`bound_row`): ``(points, han, fu, fu sum)``.
Bound = tuple[int, int, int, int]
#: The points of a :data:`Bound` that may be a yakuman: above any real win.
YAKUMAN_POINTS = 1 << 30
NO_YAKU_BOUND: Bound = (-1, 0, 0, 0)
YAKUMAN_BOUND: Bound = (YAKUMAN_POINTS, 0, 0, 0)


def bound_row(
    reading: Reading,
    situations: Sequence[Situation],
    options: ScoringOptions,
    yakuman_only: bool = False,
) -> tuple[Bound, ...]:
    """The :data:`Bound` of ``reading`` under each situation: the most points, han (dora
    included), fu and fu items (their sum before rounding) it can score there, from one look
    at its groups.  Points -1: no yaku can apply; :data:`YAKUMAN_BOUND`: a yakuman may.  With
    ``yakuman_only`` only whether a yakuman may apply (:data:`YAKUMAN_BOUND`, else
    :data:`NO_YAKU_BOUND`)."""
    if not reading.blocks:  # kokushi
        return (YAKUMAN_BOUND,) * len(situations)
    shape = _shape(reading)
    row = []
    for s in situations:
        if s.tenhou or s.chiihou or shape.yakuman_possible(s.tsumo):
            row.append(YAKUMAN_BOUND)
            continue
        han = 0 if yakuman_only else shape.han(s)
        if not han:
            row.append(NO_YAKU_BOUND)
            continue
        han += dora_bound(reading, s, options)
        fu, fu_sum = shape.fu(s)
        row.append((points_bound(han, fu, s, options), han, fu, fu_sum))
    return tuple(row)


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


def _wait_fu(block: tuple[int, ...], win_kind: int) -> bool:
    """True when winning on ``win_kind`` in ``block`` is a kanchan, penchan or tanki wait."""
    if len(block) == 2:
        return block[0] == win_kind
    if len(block) != 3 or block[0] == block[2] or win_kind not in block:
        return False
    low = block[0]
    return (
        win_kind == low + 1
        or (low % 9 == 0 and win_kind == low + 2)
        or (low % 9 == 6 and win_kind == low)
    )


@lru_cache(maxsize=1 << 13)
def _shape(reading: Reading) -> _Shape:
    """The :class:`_Shape` of a reading, built once for every situation it is bounded in."""
    return _Shape(reading)


class _Shape:
    """The groups of a reading sorted by type (in tuples: the shapes stay memoised, and the
    garbage collector stops scanning tuples of ints)."""

    def __init__(self, reading: Reading) -> None:
        self.kinds = reading.kinds
        opened = Counter(kinds for _, kinds, is_open in reading.melds if is_open)
        self.closed = not opened
        shuntsu: list[tuple[int, ...]] = []
        koutsu: list[int] = []  # koutsu and kans by kind
        kans: list[int] = []
        self.concealed_triplets = 0
        koutsu_fu: list[int] = []
        koutsu_open: list[bool] = []
        pair_kinds: list[int] = []
        for block in reading.blocks:
            if len(block) == 2:
                pair_kinds.append(block[0])
            elif block[0] != block[-1]:
                shuntsu.append(block)
            else:
                koutsu.append(block[0])
                if len(block) == 4:
                    kans.append(block[0])
                fu = (8 if block[0] >= 27 or block[0] in _TERMINALS else 4) * (
                    4 if len(block) == 4 else 1
                )
                was_open = opened[block] > 0
                if was_open:
                    opened[block] -= 1
                    fu //= 2
                else:
                    self.concealed_triplets += 1
                koutsu_fu.append(fu)
                koutsu_open.append(was_open)
        self.shuntsu = tuple(shuntsu)
        self.koutsu = tuple(koutsu)
        self.kans = tuple(kans)
        self.koutsu_fu = tuple(koutsu_fu)
        self.koutsu_open = tuple(koutsu_open)
        self.pair_kinds = tuple(pair_kinds)
        self.pairs = len(pair_kinds)
        self.win_kind = reading.win_kind
        self.wait_fu = 2 * any(_wait_fu(block, self.win_kind) for block in reading.blocks)
        self.ron_pon_saving = self._ron_pon_saving()
        self.suit_count = len({k // 9 for k in self.kinds if k < 27})
        self.honours = any(k >= 27 for k in self.kinds)
        self._yakuman: dict[bool, bool] = {}

    def han(self, s: Situation) -> int:
        """:func:`han_bound` when no yakuman may apply."""
        han = s.riichi + 2 * s.double_riichi + s.ippatsu
        han += s.haitei + s.houtei + s.rinshan + s.chankan
        han += int(s.tsumo and self.closed)
        han += self.yakuhai(s.seat_wind, s.round_wind)
        han += self.pinfu(s.seat_wind, s.round_wind)
        han += 2 * (self.concealed_triplets - self.ron_triplet(s.tsumo) >= 3)  # sanankou
        return han + self.group_han

    def fu(self, s: Situation) -> tuple[int, int]:
        """:func:`fu_bound` and :func:`fu_sum_bound`."""
        if self.pairs == 7:
            return 25, 25
        fu = self.wait_fu + sum(self.koutsu_fu) - (0 if s.tsumo else self.ron_pon_saving)
        for kind in self.pair_kinds:
            fu += 2 * ((kind in _DRAGONS) + (kind == s.seat_wind) + (kind == s.round_wind))
        if s.tsumo and fu:
            fu += 2
        fu_sum = 20 + (10 if self.closed and not s.tsumo else 0) + max(fu, 0 if self.closed else 2)
        return -(-fu_sum // 10) * 10, fu_sum

    def _ron_pon_saving(self) -> int:
        """Fu a ron takes off the koutsu it must complete (the winning kind in no other group):
        the koutsu counts as open.  0 unless that is the only koutsu of the kind, concealed."""
        w = self.win_kind
        if not self.ron_triplet(False) or self.koutsu.count(w) != 1:
            return 0
        index = self.koutsu.index(w)
        if self.koutsu_open[index]:
            return 0
        fu = self.koutsu_fu[index]
        return fu - fu // 2

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
        if not self.closed or self.suit_count != 1 or self.honours:
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
        if self.suit_count == 1:
            han += 3 if self.honours else 6  # honitsu / chinitsu
        return han

    def _groups(self) -> list[tuple[int, ...]]:
        return [*self.shuntsu, *((k,) for k in self.koutsu), *((k,) for k in self.pair_kinds)]

    @staticmethod
    def _outside(group: tuple[int, ...]) -> bool:
        return any(k >= 27 or k in _TERMINALS for k in group)
