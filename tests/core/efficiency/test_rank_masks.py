"""The per-suit rank masks of a galaxy split (``RegularParts.draw_ranks`` / ``discard_ranks``)
equal one value search per changed tile (``RegularParts.value_with_suit``)."""

from __future__ import annotations

import random

from mahjong_galaxy.core.efficiency.block_tables import (
    RANKS,
    discard_keeps,
    draw_gains,
    suit_table,
    unit,
)
from mahjong_galaxy.core.efficiency.shanten import regular_parts, slots_for


def _random_counts(rng: random.Random, size: int) -> tuple[list[int], list[int]]:
    """34 normal and 11 galaxy counts of ``size`` tiles, often bunched in few suits."""
    suits = rng.sample(range(4), rng.choice((1, 2, 3)))
    pool = [k for k in range(34) for _ in range(3) if k // 9 in suits]
    pool += [34 + c for c in range(11) for _ in range(3 if c < 9 else 2)]
    normal, galaxy = [0] * 34, [0] * 11
    for tile in rng.sample(pool, size):
        if tile < 34:
            normal[tile] += 1
        else:
            galaxy[tile - 34] += 1
    return normal, galaxy


def test_gains_and_keeps_mark_the_entries_a_tile_changes() -> None:
    rng = random.Random(3)
    for _ in range(500):
        packed = sum(rng.randrange(4) * unit(r) for r in range(RANKS))
        table, gains, keeps = suit_table(packed), draw_gains(packed), discard_keeps(packed)
        for rank in range(RANKS):
            more = suit_table(packed + unit(rank))
            assert all(m - t == (g >> rank & 1) for m, t, g in zip(more, table, gains, strict=True))
            if packed >> (4 * rank) & 15:
                less = suit_table(packed - unit(rank))
                assert all(
                    t - x == 1 - (k >> rank & 1) for x, t, k in zip(less, table, keeps, strict=True)
                )


def test_draw_and_discard_ranks_match_a_search_per_rank() -> None:
    rng = random.Random(2026_12_03)
    for _ in range(300):
        size = rng.choice((10, 13, 14))
        normal, galaxy = _random_counts(rng, size)
        parts = regular_parts(normal, galaxy, slots_for(size))
        value = parts.value()
        for index, suit in enumerate(parts.suits):
            for target in (value, value + 1, value + 2):
                draws = parts.draw_ranks(index, target)
                discards = parts.discard_ranks(index, target)
                for rank in range(RANKS):
                    reached = parts.value_with_suit(index, suit + unit(rank)) >= target
                    assert bool(draws >> rank & 1) == reached
                    held = suit >> (4 * rank) & 15
                    kept = held > 0 and parts.value_with_suit(index, suit - unit(rank)) >= target
                    assert bool(discards >> rank & 1) == kept


def test_value_with_fewer_galaxy_tiles_matches_a_fresh_split() -> None:
    rng = random.Random(2026_12_04)
    for _ in range(300):
        normal, galaxy = _random_counts(rng, rng.choice((13, 14)))
        slots = slots_for(13)
        parts = regular_parts(normal, galaxy, slots)
        for rank in range(RANKS):
            if galaxy[rank]:
                fewer = [*galaxy[:rank], galaxy[rank] - 1, *galaxy[rank + 1 :]]
                expected = regular_parts(normal, fewer, slots).value()
                assert parts.value_with_galaxy(parts.galaxy - unit(rank)) == expected
