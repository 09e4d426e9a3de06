"""The value of a reading does not depend on which number suit is which (no dora indicators):
the ``mahjong`` library scores every renaming of the suits alike (han, fu, yaku, points; the fu
items are listed by tile, so their order may change), and
:func:`~mahjong_galaxy.core.scoring.library.suit_canonical` maps all renamings to one reading.

300 seeded closed winning hands without galaxy tiles (red fives included), each decomposition
scored as declared under ron and tsumo, with and without riichi; the renamings are made here.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import permutations

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.scoring.library import Reading, Value, reading_value, suit_canonical
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.solver.decomposition import decompositions
from tests.helpers.gen import complete_hand

SEED = 2026_12_01
HANDS = 300
SITUATIONS = tuple(
    Situation(tsumo=tsumo, riichi=riichi) for tsumo in (False, True) for riichi in (False, True)
)


def _rename(reading: Reading, order: tuple[int, ...]) -> Reading:
    def kind(k: int) -> int:
        return order[k // 9] * 9 + k % 9 if k < 27 else k

    def group(kinds: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(kind(k) for k in kinds))

    return Reading(
        tuple(sorted(group(b) for b in reading.blocks)),
        group(reading.kinds),
        (),
        group(reading.red_kinds),
        kind(reading.win_kind),
        reading.win_red,
    )


def _readings() -> list[Reading]:
    rng = random.Random(SEED)
    found = []
    while len(found) < HANDS:
        full = parse_hand(complete_hand(rng, galaxy_rate=0.0, melds=0).text, sizes=(14,))
        win = rng.choice(full.tiles)
        hand = full.without_tile(win)
        reds = tuple(t.kind for t in full.tiles if t.red)
        for d in decompositions(hand, win):
            if d.shape in ("regular", "chiitoitsu"):
                blocks = tuple(sorted(g.kinds for g in d.groups))
                kinds = tuple(sorted(t.kind for t in full.tiles))
                found.append(Reading(blocks, kinds, (), reds, d.win_kind, win.red))
                break
    return found


def _unordered(value: Value) -> Value:
    return replace(value, fu_details=tuple(sorted(value.fu_details, key=repr)))


def _is_green(reading: Reading) -> bool:
    return all(k in (19, 20, 21, 23, 25, 32) for k in reading.kinds)


def test_every_renaming_scores_alike_and_has_one_canonical_form() -> None:
    options = ScoringOptions(red_fives=True)
    readings = _readings()
    assert sum(bool(r.red_kinds) for r in readings) >= 20
    bad = []
    for reading in readings:
        renamings = [_rename(reading, order) for order in permutations(range(3))]
        if any(_is_green(r) for r in renamings):
            if suit_canonical(reading) != reading:
                bad.append(f"{reading}: a reading that can be all green is renamed")
            continue
        canonical = {suit_canonical(r) for r in renamings}
        if len(canonical) != 1:
            bad.append(f"{reading}: {len(canonical)} canonical forms")
        for situation in SITUATIONS:
            values = {_unordered(reading_value(r, situation, options)) for r in renamings}
            if len(values) != 1:
                bad.append(f"{reading} {situation}: renamings score differently")
    assert not bad, "\n".join(bad[:10])
