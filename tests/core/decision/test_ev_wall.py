"""The expected-value search's memoised shanten of states against the brute force."""

import random

import pytest

from mahjong_galaxy.core.decision.ev_wall import (
    ShantenMemo,
    clear_memos,
    tile_type,
    type_counts,
)
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.tiles import CLASS_KINDS, NUM_KINDS, Tile, galaxy_tile, normal_tile
from tests.helpers.shanten_reference import brute_force

TYPES = NUM_KINDS + len(CLASS_KINDS)


def _hand_of(counts: tuple[int, ...]) -> Hand:
    tiles = [normal_tile(k) for k in range(NUM_KINDS) for _ in range(counts[k])]
    for cls, held in enumerate(counts[NUM_KINDS:]):
        tiles += [galaxy_tile(CLASS_KINDS[cls][0])] * held
    return Hand(tuple(sort_tiles(tiles)))


def _near_hand(rng: random.Random) -> Hand:
    """14 closed tiles, 1-3 of them galaxy tiles, with runs and pairs (so many discards keep
    the shanten)."""
    tiles: list[Tile] = []
    while len(tiles) < 14 - 4:
        suit, start = rng.randrange(3), rng.randrange(7)
        tiles += [normal_tile(9 * suit + start + i) for i in range(rng.choice((2, 3)))]
    tiles = tiles[: rng.randint(8, 10)]
    galaxy = rng.randint(1, 3)
    tiles += [galaxy_tile(rng.randrange(34)) for _ in range(galaxy)]
    while len(tiles) < 14:
        tiles.append(normal_tile(rng.randrange(34)))
    counts = type_counts(tiles, TYPES)
    if max(counts[:NUM_KINDS]) > 3 or any(
        counts[NUM_KINDS + c] > len(kinds) for c, kinds in enumerate(CLASS_KINDS)
    ):
        return _near_hand(rng)
    return Hand(tuple(sort_tiles(tiles)))


@pytest.mark.parametrize("rules", [Rules(), Rules(identical_pairs=True, milky_way=False)])
def test_discards_and_draws_of_galaxy_states_match_the_brute_force(rules: Rules) -> None:
    """``after_discards`` (the split of the other suits shared between discards),
    ``improving`` (the draws lowering the shanten) and the shanten of the drawn states against
    the brute force, state by state."""
    rng = random.Random(11 + rules.identical_pairs)
    for _ in range(12):
        hand = _near_hand(rng)
        memo = ShantenMemo(hand, rules)
        counts = tuple(type_counts(hand.tiles, TYPES))
        assert memo(counts) == brute_force(hand, rules)[0], hand.text
        after = memo.after_discards(counts)
        for n, tile in enumerate(dict.fromkeys(hand.tiles)):
            k = tile_type(tile)
            left = (*counts[:k], counts[k] - 1, *counts[k + 1 :])
            expected = brute_force(_hand_of(left), rules)[0]
            assert after[k] == expected, (hand.text, tile.text)
            s, better = memo.improving(left)
            assert s == expected
            if n % 4:
                continue  # the draws of every fourth discard (the brute force is slow)
            for j in range(TYPES):
                drawn = (*left[:j], left[j] + 1, *left[j + 1 :])
                if j < NUM_KINDS and drawn[j] > 4:
                    continue
                shanten = brute_force(_hand_of(drawn), rules)[0]
                assert (j in better) == (shanten < s), (hand.text, tile.text, j)
                assert memo(drawn) == shanten, (hand.text, tile.text, j)


def _mirrored_hand(rng: random.Random) -> Hand:
    """A :func:`_near_hand` whose last normal tiles are galaxy tiles of held normal kinds (so a
    galaxy discard and a normal one of its class often both keep the shanten)."""
    tiles = list(_near_hand(rng).tiles)
    normal = [t for t in tiles if not t.galaxy]
    for i in rng.sample(range(len(tiles)), 3):
        if not tiles[i].galaxy:
            tiles[i] = galaxy_tile(rng.choice(normal).kind)
    counts = type_counts(tiles, TYPES)
    if any(counts[NUM_KINDS + c] > len(kinds) for c, kinds in enumerate(CLASS_KINDS)):
        return _mirrored_hand(rng)
    return Hand(tuple(sort_tiles(tiles)))


def test_galaxy_discards_match_a_shanten_per_state() -> None:
    """The galaxy discards of ``after_discards`` (inferred from the normal discards of their
    class, else searched with the other suits shared) against one shanten per state left."""
    rng = random.Random(2026_12_03)
    for _ in range(150):
        hand = _mirrored_hand(rng)
        counts = tuple(type_counts(hand.tiles, TYPES))
        clear_memos()  # every discard searched, none memoised from an earlier state
        after = ShantenMemo(hand, Rules()).after_discards(counts)
        for k in range(NUM_KINDS, TYPES):
            if counts[k]:
                left = (*counts[:k], counts[k] - 1, *counts[k + 1 :])
                assert after[k] == calculate_shanten(_hand_of(left)).shanten, (hand.text, k)
