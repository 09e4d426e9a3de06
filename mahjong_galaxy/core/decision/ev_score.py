"""Points (and shuugi) of the tsumo wins of the expected-value search, memoised.

A win edge of the search is scored as a tsumo by
:meth:`mahjong_galaxy.core.scoring.win.CompleteHand.best` (what ``score_best`` gives: the value,
shuugi and acting kinds of ``score_win``'s best declaration: yaku, fu, dora with the galaxy dora
rule, Milky Way, shuugi; the ``mahjong`` library inside; one ``ReadingMemo`` of reading values
shared by every win of the search; the declaration itself, its wait forms and galaxy
assignment, is never built), once per complete state and winning type, the wins of one complete
state on its several winning types through one ``CompleteHand``.  Riichi adds one han, and
with ``ura`` on a riichi win below yakuman is worth its expectation over the ura dora indicators
(``ura_indicators``: as many as dora indicators, at least one in the clean model; drawn without
replacement from the wall of the complete state; a galaxy indicator makes every kind of its
class's successors dora), counted on the acting kinds of the declaration scored
without ura.  Points are what the winner receives from a tsumo (non-dealer
``ceil100(2b) + 2 ceil100(b)``, dealer ``3 ceil100(2b)``, base ``b = fu * 2^(han+2)`` capped
at mangan, no kiriage; 13 han and more is a yakuman).  A win without yaku is worth 0.  With
``red_fives`` on, each red five held (concealed, the winning tile or in a call) is one han of
dora (aka dora) when the win has a yaku, scored inside the declaration's han (so the best
declaration is chosen with it: adding it afterwards would miss a declaration that ties below a
cap and passes it with the red five); the concealed ones are the state's :data:`Reds` (the
search's red types, :mod:`.ev_red`).  With it off red fives are plain fives.

Galaxy tiles are counted per class in a state; to build a concrete hand for scoring, a class's
galaxy tiles are the ones the player held at the start, then the unseen ones in kind order (so
shuugi, which depends on the printed kind, takes that order for drawn galaxy tiles).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain
from math import comb
from operator import itemgetter, mul, sub
from typing import NamedTuple

from mahjong_galaxy.core.decision.ev_wall import Counts, tile_type
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.scoring.dora import dora_kind
from mahjong_galaxy.core.scoring.library import Reading, reading_value
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import CompleteHand, ReadingMemo
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    EAST,
    NUM_CLASSES,
    NUM_KINDS,
    Tile,
    g_tile,
    galaxy_tile,
    kind_number,
    normal_tile,
)

YAKUMAN_HAN = 13
#: Most ura dora han counted (as mahjong-cpp).
MAX_URA = 12
_NORMAL = tuple(normal_tile(k) for k in range(NUM_KINDS))
#: One tile of each kind, alone, to repeat (``(tile,) * count``, as many as a state holds).
_SINGLES = tuple((tile,) for tile in _NORMAL)
#: The red fives of a complete state: the five kind of each red five held concealed (the
#: winning tile included), and whether the winning tile is one.
Reds = tuple[tuple[int, ...], bool]
NO_REDS: Reds = ((), False)


def _ceil100(points: int) -> int:
    return -(-points // 100) * 100


def tsumo_points(han: int, fu: int, dealer: bool, yakuman: int = 0) -> int:
    """Points a tsumo win receives (no honba, no sticks).

    Args:
        han, fu: han (dora included) and rounded fu.
        dealer: the winner sits East.
        yakuman: number of yakuman (0 for an ordinary hand; 13 han or more counts as one).
    """
    if yakuman or han >= YAKUMAN_HAN:
        base = 8000 * max(yakuman, 1)
    elif han >= 11:
        base = 6000
    elif han >= 8:
        base = 4000
    elif han >= 6:
        base = 3000
    elif han == 5:
        base = 2000
    else:
        base = min(fu * 2 ** (han + 2), 2000)
    if dealer:
        return 3 * _ceil100(2 * base)
    return _ceil100(2 * base) + 2 * _ceil100(base)


#: ``((gain, unseen tiles), ...)``: the unseen indicator tiles per ura gain, the gains in order
#: of their first indicator type with unseen tiles.
GainProfile = tuple[tuple[int, int], ...]


def gain_profile(wall: Sequence[int], gains: Sequence[int]) -> GainProfile:
    """What :func:`ura_chances` reads of a wall.

    Args:
        wall: unseen tiles per indicator type.
        gains: han one indicator of each type adds (hand tiles it makes dora).
    """
    by_gain: dict[int, int] = {}
    for count, gain in zip(wall, gains, strict=True):
        if count > 0:
            by_gain[gain] = by_gain.get(gain, 0) + count
    return tuple(by_gain.items())


def ura_chances(profile: GainProfile, indicators: int) -> list[float]:
    """Probability of each ura dora han ``u`` (0..12) over ``indicators`` ura indicators.

    Args:
        profile: the wall's :func:`gain_profile` (indicators are drawn without replacement from
            the unseen tiles, all equally likely).
        indicators: number of ura indicators (> 0).

    Returns:
        ``MAX_URA + 1`` probabilities; han above 12 count as 12.
    """
    dp = [[0.0] * (MAX_URA + 1) for _ in range(indicators + 1)]
    dp[0][0] = 1.0
    for gain, count in profile:
        nxt = [row[:] for row in dp]
        for taken in range(indicators):
            for u, p in enumerate(dp[taken]):
                if p == 0.0:
                    continue
                for take in range(1, min(count, indicators - taken) + 1):
                    target = min(MAX_URA, u + gain * take)
                    nxt[taken + take][target] += p * comb(count, take)
        dp = nxt
    total = comb(sum(count for _, count in profile), indicators)
    return [p / total for p in dp[indicators]]


class WinBase(NamedTuple):
    """A complete state scored as a tsumo without riichi (a tuple of ints, which the garbage
    collector stops tracking: a search keeps one per win).

    Attributes:
        han, fu: han (dora included) and fu; ``han`` 0 when there is no yaku.
        yakuman: number of yakuman (0 for an ordinary hand).
        shuugi: shuugi of the declaration.
        acting: hand tiles per acting kind (34 ints, calls included) in the declaration.
    """

    han: int
    fu: int
    yakuman: int
    shuugi: int
    acting: tuple[int, ...]


@dataclass(frozen=True)
class ScoreSetup:
    """The situation of every win of one search.

    Attributes:
        hand: the starting hand (its calls and galaxy tiles).
        seen: tiles in sight besides the hand (dora indicators and visible tiles).
        dora: dora indicators.
        round_wind, seat_wind: wind kinds (seat ``EAST`` = dealer).
        ura_indicators: ura indicators of a riichi win's ura dora expectation (0: none).
        rules: galaxy rule options.
        red_fives: a red five is one han of dora (aka dora).
    """

    hand: Hand
    seen: tuple[Tile, ...]
    dora: tuple[Tile, ...]
    round_wind: int
    seat_wind: int
    ura_indicators: int
    rules: Rules
    red_fives: bool = False


class WinScores:
    """Expected points and shuugi of tsumo wins, memoised per state and winning type."""

    def __init__(self, setup: ScoreSetup, wall0: Counts, h0: Counts) -> None:
        self.setup = setup
        self.wall0 = wall0
        self.h0 = h0
        self.galaxy_tiles = _galaxy_order(setup.hand, setup.seen)
        self.melds = setup.hand.melds
        self.meld_galaxy = any(t.galaxy for m in self.melds for t in m.tiles)
        self.situation = Situation(
            tsumo=True,
            seat_wind=setup.seat_wind,
            round_wind=setup.round_wind,
            dora_indicators=setup.dora,
        )
        self.options = ScoringOptions(red_fives=setup.red_fives, kiriage=False)
        self.meld_reds = tuple(t.kind for m in self.melds for t in m.tiles if t.red)
        self.memo = ReadingMemo()
        self.bases: dict[tuple[Counts, int, Reds], WinBase] = {}
        self.completes: dict[tuple[Counts, tuple[int, ...]], CompleteHand] = {}
        self.values: dict[tuple[Counts, int, bool, Reds], tuple[float, float]] = {}
        #: unseen tiles per indicator type before a state's tiles are taken out
        self.unseen = tuple(w + o for w, o in zip(wall0, h0, strict=True))
        self.profiles: dict[tuple[Counts, tuple[int, ...]], GainProfile] = {}  # by state, acting
        #: expected points of a riichi win per gain profile, han and fu (ura dora included)
        self.ura_points: dict[tuple[GainProfile, int, int], float] = {}
        self.chances: dict[GainProfile, list[float]] = {}  # ura_chances per gain profile

    def value(
        self, counts: Counts, win: int, riichi: bool, reds: Reds = NO_REDS
    ) -> tuple[float, float]:
        """``(expected points, shuugi)`` of the complete state ``counts`` won by drawing type
        ``win``, with or without riichi, ``reds`` of its fives red; ``(0, 0)`` without yaku."""
        key = (counts, win, riichi, reds)
        found = self.values.get(key)
        if found is None:
            found = self.values[key] = self._value(counts, win, riichi, reds)
        return found

    def _value(self, counts: Counts, win: int, riichi: bool, reds: Reds) -> tuple[float, float]:
        base = self.bases.get((counts, win, reds))
        if base is None:
            base = self.bases[counts, win, reds] = self._base(counts, win, reds)
        if base.han == 0:
            return 0.0, 0.0
        dealer = self.setup.seat_wind == EAST
        if base.yakuman:
            return float(tsumo_points(base.han, base.fu, dealer, base.yakuman)), base.shuugi
        han = base.han + riichi
        if not (riichi and self.setup.ura_indicators):
            return float(tsumo_points(han, base.fu, dealer)), base.shuugi
        profile = self._profile(counts, base.acting)
        points = self.ura_points.get((profile, han, base.fu))
        if points is None:
            points = self.ura_points[profile, han, base.fu] = self._ura_points(
                profile, han, base.fu
            )
        return points, base.shuugi

    def _profile(self, counts: Counts, acting: tuple[int, ...]) -> GainProfile:
        """The :func:`gain_profile` of the wall of the complete state ``counts`` for a
        declaration of these acting kinds, memoised (the wins of one complete state on its
        several winning types mostly share their declaration's acting kinds)."""
        key = (counts, acting)
        profile = self.profiles.get(key)
        if profile is None:
            wall = list(map(sub, self.unseen, counts))
            profile = gain_profile(wall, ura_gains(acting)[: len(wall)])
            self.profiles[key] = profile
        return profile

    def _ura_points(self, profile: GainProfile, han: int, fu: int) -> float:
        """Expected points of a riichi win of ``han`` han (ura dora aside) and ``fu`` fu over
        the ura indicators drawn from a wall of this :func:`gain_profile`."""
        chances = self.chances.get(profile)
        if chances is None:
            chances = self.chances[profile] = ura_chances(profile, self.setup.ura_indicators)
        dealer = self.setup.seat_wind == EAST
        return sum(p * tsumo_points(han + u, fu, dealer) for u, p in enumerate(chances))

    def _base(self, counts: Counts, win: int, reds: Reds) -> WinBase:
        if not any(counts[NUM_KINDS:]) and not self.meld_galaxy:
            return self._plain_base(counts, win, reds)
        # the winning galaxy tile is the last of its class held (the first ones stay as held)
        cls = win - NUM_KINDS
        win_tile = _NORMAL[win] if cls < 0 else self.galaxy_tiles[cls][counts[win] - 1]
        if reds[1]:
            win_tile = normal_tile(win, red=True)
        best = self._complete(counts, reds[0]).best(win_tile)
        value = best.value
        if value.payment is None:
            return WinBase(0, 0, 0, 0, ())
        yakuman = value.han // YAKUMAN_HAN if value.yakuman else 0
        return WinBase(value.han, value.fu, yakuman, best.shuugi, best.acting)

    def _complete(self, counts: Counts, reds: tuple[int, ...]) -> CompleteHand:
        """The complete hand of the state ``counts``, a five of each kind in ``reds`` red,
        memoised (its wins on several types share it)."""
        key = (counts, reds)
        complete = self.completes.get(key)
        if complete is None:
            tiles = list(chain.from_iterable(map(mul, _SINGLES, counts)))  # the kinds' tiles
            for cls, held in enumerate(counts[NUM_KINDS:]):
                tiles += self.galaxy_tiles[cls][:held]
            for kind in reds:
                tiles[tiles.index(_NORMAL[kind])] = normal_tile(kind, red=True)
            full = Hand(tuple(sort_tiles(tiles)), self.melds)
            complete = CompleteHand(
                full, (self.situation,), self.options, self.setup.rules, self.memo
            )
            self.completes[key] = complete
        return complete

    def _plain_base(self, counts: Counts, win: int, reds: Reds) -> WinBase:
        """A state without galaxy tiles: the library's own best split (no shuugi)."""
        kinds = [k for k in range(NUM_KINDS) for _ in range(counts[k])]
        melds = tuple((m.type, tuple(t.kind for t in m.tiles), not m.closed) for m in self.melds)
        kinds += [k for _, meld_kinds, _ in melds for k in meld_kinds]
        red_kinds = (*reds[0], *self.meld_reds)
        reading = Reading((), tuple(sorted(kinds)), melds, red_kinds, win, reds[1])
        value = reading_value(reading, self.situation, self.options, declared=False)
        if value.payment is None:
            return WinBase(0, 0, 0, 0, ())
        acting = tuple(kinds.count(k) for k in range(NUM_KINDS))
        yakuman = value.han // YAKUMAN_HAN if value.yakuman else 0
        return WinBase(value.han, value.fu, yakuman, 0, acting)


#: The dora kind of a normal indicator of each kind, and the kinds of each galaxy class.
_DORA_KINDS = itemgetter(*(dora_kind(k) for k in range(NUM_KINDS)))
_CLASS_MEMBERS = tuple(itemgetter(*kinds) for kinds in CLASS_KINDS)


def ura_gains(acting: Sequence[int]) -> tuple[int, ...]:
    """Han one ura indicator of each type (:mod:`.ev_wall`: kinds, then galaxy classes) adds to a
    declaration with ``acting`` tiles per acting kind (34 ints): the tiles of the kind it makes
    dora, for a galaxy indicator of every kind its class's kinds make dora."""
    normal: tuple[int, ...] = _DORA_KINDS(acting)
    return (*normal, *(sum(members(normal)) for members in _CLASS_MEMBERS))


def _galaxy_order(hand: Hand, seen: Sequence[Tile]) -> list[list[Tile]]:
    """Per class: the galaxy tiles held at the start, then the unseen ones in kind order."""
    order: list[list[Tile]] = [[] for _ in range(NUM_CLASSES)]
    printed = {t.kind for t in (*hand.all_tiles, *seen) if t.galaxy and t.suit_known}
    for tile in hand.tiles:
        if tile.galaxy:
            order[tile_type(tile) - NUM_KINDS].append(tile)
    for cls, kinds in enumerate(CLASS_KINDS):
        order[cls] += [galaxy_tile(k) for k in kinds if k not in printed]
        if cls < 9:  # `g` tiles in sight leave printed tiles unknown: pad with `g` tiles
            order[cls] += [g_tile(kind_number(kinds[0]))] * len(kinds)
    return order
