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

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.rank_dp import TANKI, RegularDP
from mahjong_galaxy.core.tiles import (
    CLASS_KINDS,
    KOKUSHI_CLASSES,
    NUM_CLASSES,
    NUM_KINDS,
    TERMINALS_AND_HONORS,
)

Counts = tuple[int, ...]


def chiitoitsu_complete(normal: Counts, galaxy: Counts, rules: Rules = DEFAULT_RULES) -> bool:
    """True when 14 concealed tiles form seven pairs under some galaxy assignment.

    Args:
        normal: normal tiles per kind (34 ints); galaxy: galaxy tiles per class (11 ints).
        rules: how many tiles of one kind may pair (:attr:`.Rules.pair_copies`).
    """
    return all(_pairs_fit(normal, galaxy, cls, rules) for cls in range(NUM_CLASSES))


def _pairs_fit(normal: Counts, galaxy: Counts, cls: int, rules: Rules) -> bool:
    """Whether one class's normal and galaxy tiles split into pairs.

    A kind holds at most :attr:`.Rules.pair_copies` tiles (one pair, or two identical pairs).
    """
    per_kind = rules.pair_copies
    counts = [normal[k] for k in CLASS_KINDS[cls]]
    if max(counts) > per_kind:
        return False
    free = galaxy[cls] - sum(c % 2 for c in counts)
    room = sum(per_kind - c - c % 2 for c in counts)
    return free >= 0 and free % 2 == 0 and free <= room


def _chiitoitsu_waits(normal: Counts, galaxy: Counts, rules: Rules) -> list[int]:
    failing = [c for c in range(NUM_CLASSES) if not _pairs_fit(normal, galaxy, c, rules)]
    if len(failing) != 1:
        return []  # one more tile changes one class only
    cls = failing[0]
    return [k for k in CLASS_KINDS[cls] if _pairs_fit(_plus_one(normal, k), galaxy, cls, rules)]


def kokushi_complete(normal: Counts, galaxy: Counts, size: int = 14) -> bool:
    """True when 14 concealed tiles form kokushi musou under some galaxy assignment.

    With ``size=13`` only the tile kinds are checked (every tile terminal or honour), the test
    that a 13-tile hand can still be one tile from kokushi.
    """
    if any(normal[k] for k in range(NUM_KINDS) if k not in TERMINALS_AND_HONORS):
        return False
    if any(galaxy[c] for c in range(NUM_CLASSES) if c not in KOKUSHI_CLASSES):
        return False
    for cls in KOKUSHI_CLASSES:
        kinds = [k for k in CLASS_KINDS[cls] if k in TERMINALS_AND_HONORS]
        if size == 14 and sum(1 for k in kinds if normal[k] == 0) > galaxy[cls]:
            return False
    return sum(normal) + sum(galaxy) == size


def milky_way(hand: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """True when Milky Way applies: the option is on and every tile of the hand is galaxy."""
    if not rules.milky_way or not all(t.galaxy for t in hand.tiles):
        return False
    return all(t.galaxy for meld in hand.melds for t in meld.tiles)


@lru_cache(maxsize=1 << 14)
def regular_complete(normal: Counts, galaxy: Counts) -> bool:
    """True when the concealed tiles form mentsu + one jantou under some galaxy assignment."""
    return RegularDP(normal, galaxy).complete


def is_agari(hand: Hand, rules: Rules = DEFAULT_RULES) -> bool:
    """True when a 14-tile hand (calls counted as 3) is complete in any allowed shape.

    Raises:
        HandError: the hand does not have 14 tiles.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> is_agari(parse_hand("123m456p789s11z5M67m"))  # galaxy 5M acts as 5m
    True
    """
    hand.require_size(14, "agari")
    normal, galaxy = hand.normal_counts, hand.galaxy_counts
    if milky_way(hand, rules) or regular_complete(normal, galaxy):
        return True
    if hand.melds:
        return False
    return chiitoitsu_complete(normal, galaxy, rules) or kokushi_complete(normal, galaxy)


def special_waits(normal: Counts, galaxy: Counts, rules: Rules) -> dict[int, int]:
    """Kinds completing a 13-tile closed hand as chiitoitsu or kokushi, each with TANKI."""
    found = dict.fromkeys(_chiitoitsu_waits(normal, galaxy, rules), TANKI)
    if kokushi_complete(normal, galaxy, size=13):
        found.update(
            dict.fromkeys(
                (k for k in TERMINALS_AND_HONORS if kokushi_complete(_plus_one(normal, k), galaxy)),
                TANKI,
            )
        )
    return found


def _plus_one(counts: Sequence[int], kind: int) -> Counts:
    out = list(counts)
    out[kind] += 1
    return tuple(out)
