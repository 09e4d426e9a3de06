"""Regression cases for faults seen in other calculators, plus faults found here.

Every expected value is derived by hand (the derivation is in the comment or docstring) and is
checked against both the brute-force reference and the real solver.
"""

from __future__ import annotations

import pytest

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.agari import chiitoitsu_complete, is_agari
from mahjong_galaxy.core.solver.decomposition import decompositions
from mahjong_galaxy.core.solver.waits import WaitResult, solve_waits
from mahjong_galaxy.core.tiles import Tile
from tests.helpers import reference as ref

ALL_PRINTED = {t.text for k in range(34) for t in [Tile(k, galaxy=True)]}


def _kinds(text: str) -> set[int]:
    return {t.kind for t, _ in parse_tiles(text)}


def _both(
    text: str, rules: Rules = DEFAULT_RULES, visible: str = ""
) -> tuple[Hand, WaitResult, tuple[set[int], set[int]]]:
    hand = parse_hand(text, sizes=(13,), visible=visible)
    seen = [t for t, _ in parse_tiles(visible)]
    return hand, solve_waits(hand, seen, rules), ref.ref_waits(hand, rules)


def _assert_waits(text: str, normal: str, galaxy: set[str], rules: Rules = DEFAULT_RULES) -> None:
    _, result, (ref_normal, ref_galaxy) = _both(text, rules)
    galaxy_kinds = {t.kind for t, _ in parse_tiles("".join(sorted(galaxy)))}
    assert ref_normal == _kinds(normal) and ref_galaxy == galaxy_kinds, "reference disagrees"
    assert {w.tile.kind for w in result.normal_waits} == _kinds(normal)
    assert {w.tile.text for w in result.galaxy_waits} == galaxy


def _galaxy_of(numbers: str) -> set[str]:
    """Every printed galaxy tile of the given numbers: '14' -> 1M 1P 1S 4M 4P 4S."""
    return {f"{n}{s}" for n in numbers for s in "MPS"}


def test_wait_on_fully_held_kind_stays_live_through_galaxy_tiles() -> None:
    """345556667788p6M + 6p: 345p 567p 567p 666p 88p with 6M acting as 6p (five tiles act as 6p).
    All three normal 6p are held, so remaining 0, but live 2 (the unseen galaxy 6P and 6S), not
    dead; once 6P and 6S are visible it is still listed, now dead."""
    hand, result, (normal, _) = _both("345556667788p6M")
    six_p = next(w for w in result.normal_waits if w.tile.text == "6p")
    assert 14 in normal  # 6p
    assert (six_p.remaining, six_p.live, six_p.dead) == (0, 2, False)
    assert ref.ref_live_normal(hand, [], 14) == 2
    _, seen_result, _ = _both("345556667788p6M", visible="6P6S")
    six_p = next(w for w in seen_result.normal_waits if w.tile.text == "6p")
    assert (six_p.remaining, six_p.live, six_p.dead) == (0, 0, True)


def test_nine_sided_full_flush_fifth_copies_live() -> None:
    """1112345678999m: every 1m-9m wins; 1m and 9m have no normal copy left but 3 galaxy ones."""
    _assert_waits("1112345678999m", "123456789m", _galaxy_of("123456789"))
    _, result, _ = _both("1112345678999m")
    counts = {w.tile.text: (w.remaining, w.live) for w in result.normal_waits}
    assert counts["1m"] == (0, 3) and counts["9m"] == (0, 3) and counts["5m"] == (2, 5)


@pytest.mark.parametrize(
    ("win", "forms"),
    [
        # 111 123 456 789 99 + 1: the 1 completes 111 (shanpon) or 123 from 23 (ryanmen)
        ("1m", {"ryanmen", "shanpon"}),
        ("2m", {"tanki"}),  # 111 22 345 678 999: the 2 pairs the 2
        ("3m", {"penchan", "ryanmen"}),  # 12+3 (penchan) or 345 from 45 (ryanmen)
        ("4m", {"ryanmen"}),
        ("5m", {"tanki"}),
        ("6m", {"ryanmen"}),
        ("7m", {"penchan", "ryanmen"}),  # 89+7 (penchan) or 567 from 56
        ("8m", {"tanki"}),
        ("9m", {"ryanmen", "shanpon"}),
    ],
)
def test_nine_sided_forms_and_single_decomposition(win: str, forms: set[str]) -> None:
    hand = parse_hand("1112345678999m")
    tile = parse_tiles(win)[0][0]
    assert ref.ref_forms(hand, tile) == forms
    found = list(decompositions(hand, tile))
    assert len(found) == 1 == len(ref.ref_decompositions(hand, tile))
    assert found[0].forms == forms


def test_symmetric_shanpon_with_galaxy_pair_waits_on_5s() -> None:
    """467m568p55s5M5P7M7P7S + 5s: 456m (5M as 5m), 777m (7M 7P as 7m), 678p (7S as 7p),
    55p jantou (5P as 5p), 555s koutsu: the 55s / 5p5P shanpon.  A published solver misses it."""
    hand, result, (normal, _) = _both("467m568p55s5M5P7M7P7S")
    assert 22 in normal  # 5s
    five_s = next(w for w in result.normal_waits if w.tile.text == "5s")
    assert "shanpon" in five_s.forms
    expected = ref.ref_decompositions(hand, Tile(22))
    assert len(expected) == 1
    found = list(decompositions(hand, Tile(22)))
    assert len(found) == 1 and found[0].forms == {"shanpon"}
    assert sorted(g.kinds for g in found[0].groups) == sorted(g[1] for g in next(iter(expected))[1])


def test_four_calls_single_tile_tanki() -> None:
    """Four calls + one tile: only that tile's kind (tanki) wins; a galaxy single waits on its
    number in every suit."""
    _assert_waits("1m,666z,789s,567m,789p", "1m", _galaxy_of("1"))
    _assert_waits("1M,789s,456s,666m,777m", "1m1p1s", _galaxy_of("1"))
    for text in ("1m,666z,789s,567m,789p", "1M,789s,456s,666m,777m"):
        _, result, _ = _both(text)
        assert all(w.forms == {"tanki"} for w in result.normal_waits)


def test_four_galaxy_calls_and_galaxy_single_is_milky_way() -> None:
    """Every tile galaxy (melds included): any galaxy tile completes (Milky Way), a normal tile
    only as the tanki on 1; with Milky Way off only the galaxy 1s win."""
    text = "1M,2M3M4M,5P6P7P,7M8M9M,3P4S5S"
    _assert_waits(text, "1m1p1s", ALL_PRINTED)
    _assert_waits(text, "1m1p1s", _galaxy_of("1"), Rules(milky_way=False))


def test_seven_pairs_refused_with_calls() -> None:
    """Counting the chi's tiles with the concealed ones gives seven pairs (11 22 33m 44 55p 66
    77s) but with a call seven pairs is not allowed and no regular reading exists."""
    _assert_waits("123m4455p667s,123m", "", set())
    hand = parse_hand("123m4455p6677s,123m", sizes=(14,))
    assert not is_agari(hand) and not ref.ref_is_agari(hand)
    # galaxy pon 1M1P1S printed like 1m 1p 1s: with the concealed 1m 1p 1s they look like pairs
    _assert_waits("1m1p1s223344z5z,1M1P1S", "", set())


def test_kokushi_refused_with_calls() -> None:
    """The galaxy dragon pon 5Z6Z7Z shows all three dragons printed, so with 19m19p19s1234z the
    hand shows all 13 terminal/honour kinds, but with a call kokushi is not allowed."""
    _assert_waits("19m19p19s1234z,5Z6Z7Z", "", set())
    hand = parse_hand("19m19p19s12344z,5Z6Z7Z", sizes=(14,))
    assert not is_agari(hand) and not ref.ref_is_agari(hand)


def test_kokushi_and_seven_pairs_without_calls() -> None:
    """Closed: kokushi 13-sided (galaxy dragon held counts as any dragon) and seven pairs."""
    _assert_waits(
        "19m19p19s123456z5Z",
        "19m19p19s1234567z",
        {"1M", "1P", "1S", "9M", "9P", "9S"} | {f"{n}Z" for n in "1234567"},
    )
    _assert_waits("1133557799p11s2z", "2z", {"1Z", "2Z", "3Z", "4Z"})


@pytest.mark.parametrize(
    ("text", "visible", "words"),
    [
        ("11111m23456789p", "", ["1m", "3"]),
        ("11m23456789p,111m", "", ["1m", "3"]),
        ("11m123456789p12s", "1m1m", ["1m", "visible"]),
    ],
)
def test_five_normal_copies_is_a_clear_error(text: str, visible: str, words: list[str]) -> None:
    with pytest.raises(HandError) as info:
        parse_hand(text, visible=visible)
    for word in words:
        assert word in info.value.message
    assert info.value.position is not None


def test_identical_galaxy_chi_melds_are_not_duplicated() -> None:
    """1m,6M7M8M,6P7P8P,123p,456p + 1m: 11m jantou; each galaxy chi reads 678 in any suit.
    The two melds are interchangeable readings of the same groups, so the distinct
    decompositions are the 6 multisets {x, y} of suits (mm mp ms pp ps ss), not the 9 ordered
    pairs (678m from the first meld + 678p from the second = 678p + 678m, same assignment
    multiset)."""
    hand = parse_hand("1m,6M7M8M,6P7P8P,123p,456p", sizes=(13,))
    assert len(ref.ref_decompositions(hand, Tile(0))) == 6
    found = list(decompositions(hand, Tile(0)))
    keys = {tuple(sorted((g.type, g.kinds, g.called) for g in d.groups)) for d in found}
    assert len(keys) == 6
    assert len(found) == 6, "the same decomposition is listed more than once"


def test_identical_pairs_allow_two_pairs_of_a_kind_never_three() -> None:
    """With identical_pairs, 111m + galaxy 1M 1P 1S may hold 1m twice (four of a kind) and the
    fifth and sixth "1" must pair as 1p or 1s: a kind acting six times is not three pairs."""
    rules = Rules(identical_pairs=True)
    hand = parse_hand("111m2233445p1M1P1S", sizes=(13,))
    win = Tile(13)  # 5p
    found = [d for d in decompositions(hand, win, rules) if d.shape == "chiitoitsu"]
    ones = [sum(g.kinds == (0, 0) for g in d.groups) for d in found]
    assert ones and max(ones) == 2
    assert len(found) == len(
        [k for k in ref.ref_decompositions(hand, win, rules) if k[0] == "chiitoitsu"]
    )
    complete = parse_hand("111m22334455p1M1P1S")
    assert chiitoitsu_complete(
        complete.normal_counts, complete.galaxy_counts, Rules(identical_pairs=True)
    )
    assert not chiitoitsu_complete(complete.normal_counts, complete.galaxy_counts, Rules())
