"""Seeded differential test: the solver against the independent brute-force reference.

Default profile: ``MG_DIFF_N`` = 2000 random 13-tile hands (0-13 galaxy tiles, 0-4 calls, 60%
tenpai-biased, 40% random, some with visible tiles, some under non-default rule options).
Set ``MG_DIFF_N=100000`` for the slow profile.  Every mismatch is listed with the hand, the
expected (reference) value and the solver's value.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass

import pytest

from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.solver.assignments import assignment_view, count_assignments
from mahjong_galaxy.core.solver.decomposition import Decomposition, decompositions
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.tiles import Tile
from tests.helpers import gen
from tests.helpers import reference as ref

N = int(os.environ.get("MG_DIFF_N", "2000"))
SEED = 2026_11_30
SHOWN = 15


@dataclass(frozen=True)
class Case:
    text: str
    hand: Hand
    visible: tuple[Tile, ...]
    rules: Rules

    def __str__(self) -> str:
        extra = f" visible={''.join(t.text for t in self.visible)}" if self.visible else ""
        if self.rules != DEFAULT_RULES:
            extra += f" rules={self.rules}"
        return self.text + extra


def _rules(rng: random.Random) -> Rules:
    roll = rng.random()
    if roll < 0.1:
        return Rules(identical_pairs=True)
    if roll < 0.2:
        return Rules(milky_way=False)
    return DEFAULT_RULES


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    rng = random.Random(SEED)
    out = []
    for _ in range(N):
        sample = gen.mixed_hand(rng)
        hand = parse_hand(sample.text, sizes=(13,), visible=sample.visible)
        visible = tuple(t for t, _ in parse_tiles(sample.visible))
        out.append(Case(sample.text, hand, visible, _rules(rng)))
    return out


def _check(mismatches: list[str], total: int) -> None:
    shown = "\n".join(mismatches[:SHOWN])
    assert not mismatches, f"{len(mismatches)} of {total} checks differ:\n{shown}"


def _names(kinds: set[int] | frozenset[int]) -> list[str]:
    return [Tile(k).text for k in sorted(kinds)]


def _solver_key(d: Decomposition) -> ref.Key:
    groups = tuple(sorted((g.type, g.kinds, g.called) for g in d.groups))
    return (d.shape, groups, None if d.shape == "milky_way" else d.win_kind)


def _solver_decompositions(case: Case, tile: Tile) -> tuple[dict[ref.Key, frozenset[str]], int]:
    found: dict[ref.Key, frozenset[str]] = {}
    count = 0
    for d in decompositions(case.hand, tile, case.rules):
        found[_solver_key(d)] = d.forms
        count += 1
    return found, count


def test_sample_covers_galaxy_counts_calls_and_tenpai(cases: list[Case]) -> None:
    """The seeded sample spans 0-13 galaxy tiles, 0-4 calls, tenpai and non-tenpai hands."""
    galaxy = {sum(t.galaxy for t in c.hand.all_tiles) for c in cases}
    assert set(range(14)) <= galaxy
    assert {len(c.hand.melds) for c in cases} == set(range(5))
    tenpai = sum(bool(solve_waits(c.hand).tenpai) for c in cases[:500])
    assert 150 < tenpai < 450


def test_waits_forms_and_counts_match_reference(cases: list[Case]) -> None:
    """Waits, galaxy waits, tenpai, forms per winning tile, remaining and live counts."""
    bad: list[str] = []
    checks = 0
    for case in cases:
        hand = case.hand
        normal, galaxy = ref.ref_waits(hand, case.rules)
        result = solve_waits(hand, case.visible, case.rules)
        got_normal = {w.tile.kind for w in result.normal_waits}
        got_galaxy = {w.tile.kind for w in result.galaxy_waits}
        checks += 1
        if (got_normal, got_galaxy) != (normal, galaxy) or result.tenpai != bool(normal | galaxy):
            bad.append(
                f"{case}: waits expected {_names(normal)} galaxy {sorted(galaxy)} "
                f"got {_names(got_normal)} galaxy {sorted(got_galaxy)} tenpai {result.tenpai}"
            )
            continue
        milky = case.rules.milky_way and all(t.galaxy for t in hand.all_tiles)
        class_forms: dict[int, frozenset[str]] = {}  # galaxy tiles of one class win alike
        for wait in result.winners:
            checks += 1
            tile = wait.tile
            if not tile.galaxy:
                forms = ref.ref_forms(hand, tile, case.rules)
            else:
                cls = ref.class_index(tile.kind)
                if cls not in class_forms:
                    class_forms[cls] = ref.ref_forms(hand, tile, case.rules)
                forms = class_forms[cls] | ({"milky_way"} if milky else set())
            counts = _expected_counts(case, tile)
            if wait.forms != forms or (wait.remaining, wait.live) != counts:
                bad.append(
                    f"{case}: {tile.text} expected forms {sorted(forms)} remaining/live "
                    f"{counts}, got {sorted(wait.forms)} {(wait.remaining, wait.live)}"
                )
    _check(bad, checks)


def _expected_counts(case: Case, tile: Tile) -> tuple[int, int]:
    if not tile.galaxy:
        return (
            ref.ref_remaining_normal(case.hand, case.visible, tile.kind),
            ref.ref_live_normal(case.hand, case.visible, tile.kind),
        )
    unseen = ref.ref_unseen_galaxy(case.hand, case.visible, ref.class_index(tile.kind))
    seen = ref.ref_galaxy_printed_seen(case.hand, case.visible, tile.kind)
    return (0 if seen or unseen == 0 else 1), unseen


def test_decompositions_match_reference(cases: list[Case]) -> None:
    """Per hand: one winning tile (normal or galaxy) and one non-winning tile; the solver's
    decompositions equal the reference's as (shape, groups, winning kind) with the same forms,
    without duplicates."""
    rng = random.Random(SEED + 1)
    bad: list[str] = []
    checks = 0
    for case in cases:
        normal, galaxy = ref.ref_waits(case.hand, case.rules)
        winners = [Tile(k) for k in sorted(normal)] + [Tile(k, galaxy=True) for k in sorted(galaxy)]
        losers = [Tile(k) for k in range(34) if k not in normal]
        for tile in [rng.choice(winners)] if winners else []:
            checks += 1
            expected = ref.ref_decompositions(case.hand, tile, case.rules)
            got, count = _solver_decompositions(case, tile)
            if got != expected or count != len(got):
                bad.append(_decomposition_report(case, tile, expected, got, count))
        if losers:
            checks += 1
            tile = rng.choice(losers)
            got, count = _solver_decompositions(case, tile)
            if count:
                bad.append(f"{case}: {tile.text} does not win, got {count} decompositions")
    _check(bad, checks)


def _decomposition_report(
    case: Case,
    tile: Tile,
    expected: dict[ref.Key, frozenset[str]],
    got: dict[ref.Key, frozenset[str]],
    count: int,
) -> str:
    missing = [k for k in expected if k not in got][:2]
    extra = [k for k in got if k not in expected][:2]
    forms = [(k, sorted(expected[k]), sorted(got[k])) for k in expected if k in got][:2]
    forms = [f for f in forms if f[1] != f[2]]
    return (
        f"{case}: win {tile.text} expected {len(expected)} decompositions, got {len(got)} "
        f"distinct of {count}; missing {missing} extra {extra} forms (expected, got) {forms}"
    )


def test_agari_matches_reference() -> None:
    """14-tile hands (complete, some perturbed): is_agari equals the reference."""
    rng = random.Random(SEED + 2)
    bad = []
    total = max(500, N // 4)
    for _ in range(total):
        sample = gen.complete_hand(rng, perturb=0.5)
        hand = parse_hand(sample.text, sizes=(14,))
        rules = _rules(rng)
        expected = ref.ref_is_agari(hand, rules)
        if is_agari(hand, rules) != expected:
            bad.append(f"{sample.text} rules={rules}: agari expected {expected}")
    _check(bad, total)


def test_tenpai_assignment_counts_match_reference(cases: list[Case]) -> None:
    """assignment_view: total, tenpai count and wait-set groups equal a brute force over every
    assignment multiset (hands with at most 600 assignments; the brute force is slow)."""
    small = [c for c in cases if 1 < ref.assignment_total(ref.problem(c.hand).galaxy) <= 600]
    small = small[: max(150, N // 20)]
    assert len(small) >= 100
    bad = []
    for case in small:
        per_assignment = ref.ref_assignment_waits(case.hand, case.rules)
        expected_groups: dict[frozenset[int], int] = {}
        for waits in per_assignment.values():
            if waits:
                expected_groups[waits] = expected_groups.get(waits, 0) + 1
        view = assignment_view(case.hand, case.rules)
        got = (view.total, view.tenpai, dict(view.groups))
        expected = (len(per_assignment), sum(expected_groups.values()), expected_groups)
        if got != expected:
            bad.append(f"{case}: (total, tenpai, groups) expected {expected} got {got}")
    _check(bad, len(small))


def test_assignment_count_matches_reference(cases: list[Case]) -> None:
    """count_assignments (the waits command's count): total and tenpai count equal the brute
    force over every assignment multiset (hands with at most 600 assignments)."""
    small = [c for c in cases if ref.assignment_total(ref.problem(c.hand).galaxy) <= 600]
    small = small[: max(300, N // 10)]
    assert sum(ref.assignment_total(ref.problem(c.hand).galaxy) > 1 for c in small) >= 100
    bad = []
    for case in small:
        per_assignment = ref.ref_assignment_waits(case.hand, case.rules)
        expected = (len(per_assignment), sum(1 for w in per_assignment.values() if w))
        count = count_assignments(case.hand, case.rules)
        if (count.total, count.tenpai) != expected:
            bad.append(f"{case}: (total, tenpai) expected {expected} got {count}")
    _check(bad, len(small))


def test_iter_assignments_lists_each_tenpai_assignment_once(cases: list[Case]) -> None:
    """iter_assignments yields exactly the reference's tenpai assignments with their waits."""
    small = [c for c in cases if 1 < ref.assignment_total(ref.problem(c.hand).galaxy) <= 200][:60]
    bad = []
    for case in small:
        expected = {a: w for a, w in ref.ref_assignment_waits(case.hand, case.rules).items() if w}
        listed = [
            (a.acting, w) for a, w in assignment_view(case.hand, case.rules).iter_assignments()
        ]
        if dict(listed) != expected or len(listed) != len(expected):
            bad.append(f"{case}: {len(expected)} tenpai assignments expected, got {len(listed)}")
    _check(bad, len(small))


def test_reference_engines_agree() -> None:
    """Self-check of the reference: the plain engine (every assignment, plain recursion) and the
    per-kind walk give the same waits and decompositions on hands with few galaxy tiles."""
    rng = random.Random(SEED + 3)
    bad = []
    total = 0
    while total < 120:
        sample = gen.mixed_hand(rng)
        if sample.galaxy > 4:
            continue
        total += 1
        hand = parse_hand(sample.text, sizes=(13,))
        rules = _rules(rng)
        waits = ref.ref_waits(hand, rules)
        if ref.ref_waits(hand, rules, plain=True) != waits:
            bad.append(f"{sample.text}: waits differ between engines")
        normal, galaxy = waits
        tiles = [Tile(k) for k in sorted(normal)[:2]] + [Tile(k, galaxy=True) for k in galaxy][:1]
        for tile in tiles:
            fast = ref.ref_decompositions(hand, tile, rules)
            if ref.ref_decompositions(hand, tile, rules, plain=True) != fast:
                bad.append(f"{sample.text}: decompositions on {tile.text} differ between engines")
    _check(bad, total)
