"""Agari (complete hand) shapes with galaxy tiles: regular, chiitoitsu, kokushi, Milky Way.

Rules (Galaxy Mahjong published descriptions; options in :class:`~.rules.Rules`):

* regular: 4 - k mentsu + jantou for k calls;
* chiitoitsu: seven pairs of seven distinct kinds (``identical_pairs`` allows repeats), no calls;
* kokushi musou: the 13 terminal and honour kinds plus one duplicate, no calls;
* Milky Way: every tile of the hand (calls included) is a galaxy tile, any shape
  (``milky_way``, default on).

Galaxy tiles act as any kind of their class; each check is exact over all assignments.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .hand import Hand
from .rank_dp import TANKI, RegularDP
from .rules import DEFAULT_RULES, Rules
from .tiles import CLASS_KINDS, NUM_CLASSES, NUM_KINDS, TERMINALS_AND_HONORS

Counts = tuple[int, ...]
_KOKUSHI_CLASSES = (0, 8, 9, 10)


def chiitoitsu_complete(normal: Counts, galaxy: Counts, identical_pairs: bool = False) -> bool:
    """True when 14 concealed tiles form seven pairs under some galaxy assignment.

    Args:
        normal: normal tiles per kind (34 ints); galaxy: galaxy tiles per class (11 ints).
        identical_pairs: allow two pairs of the same kind (rule option; default off).
    """
    for cls in range(NUM_CLASSES):
        counts = [normal[k] for k in CLASS_KINDS[cls]]
        if identical_pairs:
            need = sum(c % 2 for c in counts)
            free = galaxy[cls] - need
            if free < 0 or free % 2:
                return False
            continue
        if max(counts) > 2:
            return False
        free = galaxy[cls] - counts.count(1)
        if free < 0 or free % 2 or free // 2 > counts.count(0):
            return False
    return True


def kokushi_complete(normal: Counts, galaxy: Counts) -> bool:
    """True when 14 concealed tiles form kokushi musou under some galaxy assignment."""
    if any(normal[k] for k in range(NUM_KINDS) if k not in TERMINALS_AND_HONORS):
        return False
    if any(galaxy[c] for c in range(NUM_CLASSES) if c not in _KOKUSHI_CLASSES):
        return False
    for cls in _KOKUSHI_CLASSES:
        kinds = [k for k in CLASS_KINDS[cls] if k in TERMINALS_AND_HONORS]
        if sum(1 for k in kinds if normal[k] == 0) > galaxy[cls]:
            return False
    return sum(normal) + sum(galaxy) == 14


def milky_way(hand: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """True when Milky Way applies: the option is on and every tile of the hand is galaxy."""
    return rules.milky_way and all(t.galaxy for t in hand.all_tiles)


@lru_cache(maxsize=1 << 14)
def regular_complete(normal: Counts, galaxy: Counts) -> bool:
    """True when the concealed tiles form mentsu + one jantou under some galaxy assignment."""
    return RegularDP(normal, galaxy).complete


def is_agari(hand: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """True when a 14-tile hand (calls counted as 3) is complete in any allowed shape.

    Raises:
        ValueError: the hand does not have 14 tiles.
    """
    if hand.size != 14:
        raise ValueError(f"agari needs 14 tiles, the hand has {hand.size}")
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    if milky_way(hand, rules) or regular_complete(normal, galaxy):
        return True
    if hand.melds:
        return False
    return chiitoitsu_complete(normal, galaxy, rules.identical_pairs) or kokushi_complete(
        normal, galaxy
    )


def special_waits(normal: Counts, galaxy: Counts, rules: Rules) -> dict[int, int]:
    """Kinds completing a 13-tile closed hand as chiitoitsu or kokushi, each with TANKI."""
    found = {}
    for kind in range(NUM_KINDS):
        plus = _plus_one(normal, kind)
        if chiitoitsu_complete(plus, galaxy, rules.identical_pairs) or kokushi_complete(
            plus, galaxy
        ):
            found[kind] = TANKI
    return found


def _plus_one(counts: Sequence[int], kind: int) -> Counts:
    out = list(counts)
    out[kind] += 1
    return tuple(out)
