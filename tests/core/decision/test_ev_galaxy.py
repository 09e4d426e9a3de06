"""Galaxy tiles in the expected-value search."""

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from mahjong_galaxy.core.decision.ev import EvSettings, evaluate
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.notation import parse_tiles, sort_tiles
from mahjong_galaxy.core.tiles import CLASS_KINDS, KIND_CLASS, Tile, galaxy_tile, normal_tile


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(t for t, _ in parse_tiles(text))


def test_a_galaxy_dora_indicator_counts_as_the_three_kinds_it_indicates():
    hand = parse_hand("234m555p678s56m22z", sizes=(13,), visible="4M4m4p4s")
    galaxy_dora = EvSettings(t_max=10, dora=_tiles("4M"), visible=_tiles("4m4p4s"), ura=False)
    three_dora = EvSettings(t_max=10, dora=_tiles("4m4p4s"), visible=_tiles("4M"), ura=False)
    no_dora = EvSettings(t_max=10, visible=_tiles("4M4m4p4s"), ura=False)
    with_galaxy = evaluate(hand, galaxy_dora).options[0]
    with_three = evaluate(hand, three_dora).options[0]
    without = evaluate(hand, no_dora).options[0]
    assert with_galaxy.by_turn.points == pytest.approx(with_three.by_turn.points, rel=1e-12)
    assert with_galaxy.by_turn.win == pytest.approx(without.by_turn.win, rel=1e-12)
    assert with_galaxy.ev.exp_points > without.ev.exp_points * 1.5


@st.composite
def _rests(draw):
    """12 normal tiles near tenpai (3 shuntsu, a pair, a loose tile) and a kind among them."""
    starts = draw(st.lists(st.tuples(st.integers(0, 2), st.integers(0, 6)), min_size=3, max_size=3))
    kinds = [9 * suit + start + i for suit, start in starts for i in range(3)]
    kinds += [draw(st.integers(0, 33))] * 2 + [draw(st.integers(0, 33))]
    extra = draw(st.sampled_from(kinds))
    return [normal_tile(k) for k in kinds], extra


@settings(
    max_examples=15, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(_rests())
def test_keeping_a_galaxy_tile_is_worth_at_least_the_normal_tile_it_can_act_as(case):
    """At equal shanten (with a lower shanten the galaxy hand may be held back by the model:
    a tenpai hand with hand changes off only draws its waits, while the normal hand can still
    build towards a bigger hand)."""
    rest, kind = case
    if any(sum(1 for t in rest if t.kind == k) > 2 for k in (*(t.kind for t in rest), kind)):
        return  # keep a normal copy of every kind for the wall
    kept_galaxy = Hand(tuple(sort_tiles([*rest, galaxy_tile(CLASS_KINDS[KIND_CLASS[kind]][0])])))
    kept_normal = Hand(tuple(sort_tiles([*rest, normal_tile(kind)])))
    assume(calculate_shanten(kept_galaxy).shanten == calculate_shanten(kept_normal).shanten)
    options = EvSettings(t_max=8, ura=False)
    with_galaxy = evaluate(kept_galaxy, options).options[0].by_turn
    with_normal = evaluate(kept_normal, options).options[0].by_turn
    for mine, theirs in (
        (with_galaxy.win, with_normal.win),
        (with_galaxy.points, with_normal.points),
    ):
        assert all(a >= b - 1e-9 for a, b in zip(mine, theirs, strict=True))


def test_a_galaxy_kan_fills_one_place_of_a_milky_way_hand():
    # Nine galaxy numbers, 1P, a normal 2p and a closed kan of the four galaxy winds: tenpai
    # (shanten 0), not complete; discarding 2p leaves Milky Way tenpai (docs/rules.md).
    hand = parse_hand("123456789M1P2p,(1234Z)")
    table = evaluate(hand, EvSettings(t_max=3, ura=False))
    assert min(option.shanten for option in table.options) == 0
    (milky_way,) = [o for o in table.options if o.tile == _tiles("2p")[0]]
    assert milky_way.shanten == 0
    assert milky_way.ev is not None and milky_way.ev.tenpai_prob == 1.0
