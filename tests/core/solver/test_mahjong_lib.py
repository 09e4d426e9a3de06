"""Hands without galaxy tiles agree with the ``mahjong`` library (PyPI, 2.1.0).

* ``Agari().is_agari(tiles_34, open_sets_34)`` against our ``is_agari`` (14-tile hands);
* ``HandDivider.divide_hand(tiles_34, melds)`` against our decompositions.  ``divide_hand``
  returns every 4-mentsu + jantou reading of the whole hand (called melds included as blocks)
  and, for a hand without calls, one extra entry for seven pairs (7 blocks of 2); it never
  lists kokushi.  So: our ``regular`` decompositions = its entries that are not seven pairs, our
  ``chiitoitsu`` decompositions (0 or 1) = its seven-pairs entries.  Without galaxy tiles a
  decomposition has no assignment, and the winning tile is normal, so each of ours is one set of
  groups; we compare counts for one winning tile taken out of the concealed tiles;
* the waits of 13-tile hands against ``is_agari`` of the library on hand + each kind.
"""

from __future__ import annotations

import random

import pytest
from mahjong.agari import Agari
from mahjong.hand_calculating.divider import HandDivider
from mahjong.meld import Meld as LibMeld

from mahjong_galaxy.core.hand import Hand, Meld, parse_hand
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.solver.decomposition import decompositions
from mahjong_galaxy.core.solver.waits import solve_waits
from tests.helpers import gen

N = 5000
SEED = 2_1_0
_LIB_KIND = {"chi": LibMeld.CHI, "pon": LibMeld.PON, "kan": LibMeld.KAN}


def _tiles_34(hand: Hand) -> list[int]:
    counts = [0] * 34
    for tile in hand.all_tiles:
        counts[tile.kind] += 1
    return counts


def _lib_meld(meld: Meld) -> LibMeld:
    tiles = [t.kind * 4 + i for i, t in enumerate(meld.tiles)]
    return LibMeld(meld_type=_LIB_KIND[meld.type], tiles=tiles, opened=not meld.closed)


def _lib_counts(hand: Hand) -> tuple[bool, int, int]:
    """(is_agari, regular readings, seven-pairs readings) according to the library."""
    tiles_34 = _tiles_34(hand)
    open_sets = [[t.kind for t in m.tiles] for m in hand.melds]
    agari = Agari().is_agari(tiles_34, open_sets)
    divided = HandDivider.divide_hand(tiles_34, [_lib_meld(m) for m in hand.melds])
    seven = sum(1 for d in divided if len(d) == 7 and all(len(b) == 2 for b in d))
    return agari, len(divided) - seven, seven


def _our_counts(hand: Hand, rng: random.Random) -> tuple[bool, int, int]:
    win = rng.choice(hand.tiles)
    shapes = [d.shape for d in decompositions(hand.without_tile(win), win)]
    return is_agari(hand), shapes.count("regular"), shapes.count("chiitoitsu")


def _hands(count: int) -> list[tuple[str, Hand]]:
    rng = random.Random(SEED)
    out = []
    while len(out) < count:
        roll = rng.random()
        if roll < 0.8:
            sample = gen.complete_hand(rng, galaxy_rate=0.0, perturb=0.4, g_rate=0.0)
        else:
            sample = gen.random_hand(rng, galaxy=0, size=14, meld_galaxy=0.0)
        assert sample.galaxy == 0
        out.append((sample.text, parse_hand(sample.text, sizes=(14,))))
    return out


@pytest.fixture(scope="module")
def hands() -> list[tuple[str, Hand]]:
    return _hands(N)


def test_sample_is_varied(hands: list[tuple[str, Hand]]) -> None:
    """The seeded sample has both complete and incomplete hands, calls and seven pairs."""
    agari = [
        Agari().is_agari(_tiles_34(h), [[t.kind for t in m.tiles] for m in h.melds])
        for _, h in hands
    ]
    assert 0.3 < sum(agari) / len(agari) < 0.8
    assert sum(1 for _, h in hands if h.melds) > N // 5
    assert sum(1 for _, h in hands if _lib_counts(h)[2]) > 50


def test_agari_and_decomposition_counts_match_library(hands: list[tuple[str, Hand]]) -> None:
    rng = random.Random(SEED + 1)
    bad = []
    for text, hand in hands:
        expected = _lib_counts(hand)
        got = _our_counts(hand, rng)
        if got != expected:
            bad.append(f"{text}: (agari, regular, chiitoitsu) library {expected} ours {got}")
    assert not bad, f"{len(bad)} of {len(hands)} differ:\n" + "\n".join(bad[:15])


def test_waits_match_library_agari() -> None:
    """13-tile hands without galaxy tiles: a kind is a wait exactly when the library calls hand +
    that kind agari (kokushi and seven pairs included, no calls for them)."""
    rng = random.Random(SEED + 2)
    bad = []
    for _ in range(2000):
        sample = gen.tenpai_hand(rng, galaxy_rate=0.0, g_rate=0.0)
        hand = parse_hand(sample.text, sizes=(13,))
        tiles_34 = _tiles_34(hand)
        open_sets = [[t.kind for t in m.tiles] for m in hand.melds]
        expected = set()
        for kind in range(34):
            tiles_34[kind] += 1
            if Agari().is_agari(tiles_34, open_sets):
                expected.add(kind)
            tiles_34[kind] -= 1
        got = {w.tile.kind for w in solve_waits(hand).normal_waits}
        if got != expected:
            bad.append(f"{sample.text}: library waits {sorted(expected)} ours {sorted(got)}")
    assert not bad, f"{len(bad)} differ:\n" + "\n".join(bad[:15])
