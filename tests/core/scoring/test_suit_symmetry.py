"""The value of a reading does not depend on which number suit is which (no dora indicators):
the ``mahjong`` library scores every renaming of the suits alike (han, fu, yaku, points; the fu
items are listed by tile, so their order may change), and
:func:`~mahjong_galaxy.core.scoring.library.suit_key` gives all renamings one key; readings of
one hand share a key only when they are renamings of each other (but for the order of their
called melds), and then they share their bounds and their values.

300 seeded closed winning hands without galaxy tiles (red fives included), each decomposition
scored as declared under ron and tsumo, with and without riichi; the renamings are made here.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import permutations

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.scoring import win
from mahjong_galaxy.core.scoring.bound import bound_row
from mahjong_galaxy.core.scoring.library import (
    Reading,
    Value,
    reading_value,
    suit_key,
)
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.solver.decomposition import decompositions
from mahjong_galaxy.core.solver.waits import solve_waits
from tests.helpers.gen import complete_hand, tenpai_hand

SEED = 2026_12_01
HANDS = 300
OPTIONS = ScoringOptions(red_fives=True)
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


def test_every_renaming_scores_alike_and_has_one_key() -> None:
    readings = _readings()
    assert sum(bool(r.red_kinds) for r in readings) >= 20
    bad = []
    for reading in readings:
        renamings = [_rename(reading, order) for order in permutations(range(3))]
        if any(_is_green(r) for r in renamings):
            if suit_key(reading) != reading:
                bad.append(f"{reading}: a reading that can be all green shares its key")
            continue
        if len({suit_key(r) for r in renamings}) != 1:
            bad.append(f"{reading}: renamings with different suit keys")
        for situation in SITUATIONS:
            values = {_unordered(reading_value(r, situation, OPTIONS)) for r in renamings}
            if len(values) != 1:
                bad.append(f"{reading} {situation}: renamings score differently")
    assert not bad, "\n".join(bad[:10])


def test_readings_of_a_hand_share_a_suit_key_only_when_renamings() -> None:
    """Every reading of seeded galaxy hands (calls, red fives, kokushi and seven pairs among
    them) on each winning tile: readings sharing a suit key are renamings of each other but
    for the order of their called melds (the same once the melds are left out, their groups
    staying among the blocks), share their bounds and (the first 300 pairs) their values."""
    rng = random.Random(SEED)
    situations = tuple(
        Situation(tsumo=tsumo, riichi=riichi, seat_wind=seat)
        for tsumo in (False, True)
        for riichi in (False, True)
        for seat in (27, 28)
    )
    shared = 0
    for _ in range(60):
        sample = tenpai_hand(rng, galaxy_rate=rng.choice((None, 0.5, 0.9)))
        hand = parse_hand(sample.text, sizes=(13,))
        situation = situations if hand.is_closed else situations[::4] + situations[1::4]
        for winner in solve_waits(hand).winners:
            full = hand.with_tile(winner.tile)
            complete = win.CompleteHand(full, (), OPTIONS, win.DEFAULT_RULES, win.ReadingMemo())
            complete.candidates(winner.tile)
            readings = complete.valuer.readings
            first: dict[object, Reading] = {}
            for reading in readings:
                other = first.setdefault(suit_key(reading), reading)
                if other is reading:
                    continue
                assert _without_melds(other) == _without_melds(reading), (sample.text, reading)
                assert bound_row(other, situation, OPTIONS) == bound_row(
                    reading, situation, OPTIONS
                )
                shared += 1
                if shared <= 300:
                    for s in situation[:2]:
                        value = _unordered(reading_value(reading, s, OPTIONS))
                        assert value == _unordered(reading_value(other, s, OPTIONS))
    assert shared >= 300


def _without_melds(reading: Reading) -> tuple[object, ...]:
    """The least of ``reading``'s renamings without its called melds (as comparable fields)."""
    return min(
        (r.blocks, r.kinds, r.red_kinds, r.win_kind, r.win_red)
        for r in (_rename(reading, order) for order in permutations(range(3)))
    )
