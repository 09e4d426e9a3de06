"""Shuugi by its definition: a brute force over galaxy assignments and tile placements.

For a declaration (groups as acting kinds, the winning tile's kind), every way to give each
galaxy tile an acting kind with the declared counts, and every way to seat the galaxy tiles in
the groups, is tried; a group is natural when all its galaxy tiles act as their printed kind
(``g`` tiles never do), and shuugi counts the galaxy tiles of natural groups.  The core's answer
must be the best of these.  Also the dora helpers of the galaxy indicator rule.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import islice, product

import pytest

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.scoring.dora import dora_counts, dora_kind, indicator_kinds
from mahjong_galaxy.core.scoring.shuugi import concealed_shuugi
from mahjong_galaxy.core.solver.decomposition import decompositions
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.gen import complete_hand

Groups = Sequence[tuple[int, ...]]


def _seatings(groups: Groups, loose: Sequence[int], galaxy: list[tuple[Tile, int]]) -> int:
    """Best shuugi over the ways to seat the galaxy tiles (with acting kinds) in the groups or
    among the loose tiles (seat -1)."""
    room = Counter((i, k) for i, g in enumerate(groups) for k in g) + Counter(
        (-1, k) for k in loose
    )
    options = [[seat for seat, k in room if k == kind] for _, kind in galaxy]
    best = 0
    for seats in product(*options):
        used = Counter((seat, kind) for seat, (_, kind) in zip(seats, galaxy, strict=True))
        if any(n > room[key] for key, n in used.items()):
            continue
        members: dict[int, list[tuple[Tile, int]]] = {}
        for seat, pair in zip(seats, galaxy, strict=True):
            members.setdefault(seat, []).append(pair)
        natural = [
            len(pairs)
            for seat, pairs in members.items()
            if seat >= 0 and all(t.suit_known and t.kind == k for t, k in pairs)
        ]
        best = max(best, sum(natural))
    return best


def _brute_force(
    groups: Groups, loose: Sequence[int], tiles: Sequence[Tile], win: Tile, win_kind: int
) -> int:
    need = Counter(k for g in groups for k in g) + Counter(loose)
    held = list(tiles)
    held.remove(win)
    galaxy = [t for t in held if t.galaxy]
    normal = Counter(t.kind for t in held if not t.galaxy) + (
        Counter() if win.galaxy else Counter([win.kind])
    )
    best = 0
    for acting in product(*(t.acts_as for t in galaxy)):
        pairs = list(zip(galaxy, acting, strict=True)) + ([(win, win_kind)] if win.galaxy else [])
        if normal + Counter(k for _, k in pairs) == need:
            best = max(best, _seatings(groups, loose, pairs))
    return best


def _declarations(seed: int) -> list[tuple[Groups, list[int], tuple[Tile, ...], Tile, int]]:
    rng = random.Random(seed)
    while True:
        sample = complete_hand(rng, galaxy_rate=rng.choice((0.3, 0.5, 0.8)), melds=0)
        if 1 <= sample.galaxy <= 6:
            break
    full = parse_hand(sample.text, sizes=(14,))
    win = rng.choice(full.tiles)
    found = []
    for d in islice(decompositions(full.without_tile(win), win), 12):
        if d.shape == "milky_way":
            continue
        groups = [g.kinds for g in d.groups if g.type != "single"]
        loose = [k for g in d.groups if g.type == "single" for k in g.kinds]
        found.append((groups, loose, full.tiles, win, d.win_kind))
    return found


@pytest.mark.parametrize("seed", range(40))
def test_concealed_shuugi_is_the_best_seating(seed: int) -> None:
    for groups, loose, tiles, win, win_kind in _declarations(seed):
        count, assignment = concealed_shuugi(groups, loose, tiles, win, win_kind)
        assert count == _brute_force(groups, loose, tiles, win, win_kind)
        assert sorted(t.text for t, _ in assignment) == sorted(t.text for t in tiles if t.galaxy)


def _tiles(text: str) -> list[Tile]:
    return [t for t, _ in parse_tiles(text)]


@pytest.mark.parametrize(
    ("indicator", "dora"), [("1m", "2m"), ("9p", "1p"), ("4z", "1z"), ("7z", "5z"), ("5z", "6z")]
)
def test_dora_kind_wraps(indicator: str, dora: str) -> None:
    (kind,) = indicator_kinds(_tiles(indicator))
    assert dora_kind(kind) == _tiles(dora)[0].kind


def test_galaxy_indicators_cover_their_class() -> None:
    counts = dora_counts(_tiles("9S3Z6Z4m"))
    named = {t.text: counts[t.kind] for t in _tiles("1m1p1s1z2z3z4z5z6z7z5m")}
    assert named == {
        "1m": 1,
        "1p": 1,
        "1s": 1,
        "1z": 1,
        "2z": 1,
        "3z": 1,
        "4z": 1,
        "5z": 1,
        "6z": 1,
        "7z": 1,
        "5m": 1,
    }
    assert sum(counts) == 3 + 4 + 3 + 1


def test_block_memo_tells_printed_kinds_apart() -> None:
    """The process-wide memo of a block's shuugi is keyed by the tiles' printed kinds: the same
    groups with 2M (natural) and then 2P acting as 2m (not natural) differ."""
    groups = [(0, 1, 2), (9, 10, 11), (18, 19, 20), (27, 27, 27), (31, 31)]
    win = _tiles("5z")[0]
    natural = _tiles("1m2M3m123p123s111z55z")
    bent = _tiles("1m2P3m123p123s111z55z")
    assert concealed_shuugi(groups, [], natural, win, 31)[0] == 1
    assert concealed_shuugi(groups, [], bent, win, 31)[0] == 0
    assert concealed_shuugi(groups, [], natural, win, 31)[0] == 1
