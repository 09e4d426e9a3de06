"""Danger of every tile in a hand against each opponent: certainly safe, or a deal-in probability.

Model (galaxy mahjong; the ideas of ordinary riichi defence as in mahjong-helper and majiang-ai,
rebuilt for galaxy tiles):

1. **Certain safety** (:mod:`.furiten_cover`): a tile is certainly safe against an opponent when
   every kind it can act as is covered by their furiten: genbutsu (a galaxy discard covers every
   kind of its class), passed after their riichi, or passed since their last discard.  A galaxy
   tile also completes a Milky Way tenpai whatever it acts as, so it is certainly safe only when
   that opponent cannot be Milky Way tenpai (the rule is off, a meld of theirs holds a normal
   tile, or too few galaxy tiles are unseen) or a galaxy tile is in their discards or was passed
   (after their riichi or since their last discard).
2. **Otherwise** ``deal_in = P(tenpai) x P(the wait includes a kind the tile acts as | tenpai)
   (+ P(Milky Way tenpai) for a galaxy tile)``.  The wait part is the shape model of
   :mod:`.wait_model` (suji, kabe/no-chance and one-chance with unseen galaxy copies counted,
   early outside tiles, calls' suits and yaku).  P(tenpai) is 1 after riichi; otherwise an
   estimate from their discards ``n`` and open melds ``m``: closed ``min(0.3, 0.02 (n - 5))``,
   open ``min(0.9, OPEN_TENPAI[m] x min(1, (n + 3) / 12))``.
3. ``deal_in_any`` = 1 - prod(1 - deal_in) over the opponents.

The opponent's likely hand value (points a deal-in costs, used by :mod:`.push_fold`): riichi
:data:`RIICHI_VALUE`, open :data:`OPEN_VALUE` plus :data:`DORA_VALUE` per dora in their melds,
closed without riichi :data:`DAMA_VALUE`; x1.5 for the dealer.

Speed: one shape table per opponent (about 120 shapes), then a lookup per tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.decision.furiten_cover import REASONS, Cover, opponent_cover
from mahjong_galaxy.core.decision.wait_model import WaitModel, wait_model
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.dora import dora_counts
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.table import OPPONENT_SEATS, Opponent, TableSituation
from mahjong_galaxy.core.tiles import EAST, NUM_CLASSES, Tile

OPEN_TENPAI = (0.0, 0.2, 0.4, 0.65, 0.9)
#: A riichi deal-in's cost before the dealer factor: self-play measured 8,400 on average with a
#: quarter of the riichi players dealers (8,400 / 1.125, docs/ARCHITECTURE.md "Strength").
RIICHI_VALUE = 7500
OPEN_VALUE = 2600
DAMA_VALUE = 3900
DORA_VALUE = 1500
DEALER_FACTOR = 1.5
MILKY_WAY_HINTS = (0.0001, 0.05, 0.3, 0.6, 0.9)  # by galaxy-only melds


@dataclass(frozen=True)
class Threat:
    """What one opponent is expected to hold.

    Attributes:
        seat: ``right``, ``across`` or ``left``.
        riichi: they declared riichi.
        tenpai: P(they are tenpai), in [0, 1].
        milky_way_open: a galaxy tile might complete a Milky Way tenpai of theirs (possible
            and not covered by their furiten).
        milky_way: P(they are Milky Way tenpai), in [0, 1] (0 when not ``milky_way_open``).
        value: points a deal-in to them is expected to cost.
        cover: the kinds they are known to be furiten on.
        waits: their wait distribution if tenpai.
    """

    seat: str
    riichi: bool
    tenpai: float
    milky_way_open: bool
    milky_way: float
    value: int
    cover: Cover
    waits: WaitModel


@dataclass(frozen=True)
class SeatDanger:
    """One tile against one opponent.

    Attributes:
        seat: the opponent.
        safe: certainly safe (cannot deal in).
        reason: why it is safe (``"genbutsu"``, ``"passed after riichi"``, ``"passed since their
            last discard"``), ``""`` otherwise.
        deal_in: estimated probability that discarding it now deals in to them, in [0, 1].
    """

    seat: str
    safe: bool
    reason: str
    deal_in: float


@dataclass(frozen=True)
class TileDanger:
    """One distinct tile of the hand.

    Attributes:
        tile: the tile.
        against: one :class:`SeatDanger` per opponent, right, across, left.
        deal_in_any: P(discarding it deals in to anyone), in [0, 1].
    """

    tile: Tile
    against: tuple[SeatDanger, ...]
    deal_in_any: float

    @property
    def safe(self) -> bool:
        """Certainly safe against every opponent."""
        return all(a.safe for a in self.against)


def opponent_threats(
    hand: Hand,
    table: TableSituation,
    rules: Rules = DEFAULT_RULES,
    visible: Sequence[Tile] = (),
) -> tuple[Threat, ...]:
    """The three opponents' threats, seen from ``hand``'s seat (right, across, left);
    ``visible``: tiles in sight besides the table's (counted as seen)."""
    seen = Supply((*hand.all_tiles, *table.visible, *visible))
    return tuple(_threat(hand, table, seat, seen, rules) for seat in OPPONENT_SEATS)


def _threat(hand: Hand, table: TableSituation, seat: str, seen: Supply, rules: Rules) -> Threat:
    opponent = table.opponent(seat)
    cover = opponent_cover(table, seat, hand)
    tenpai = 1.0 if opponent.riichi else _tenpai_estimate(opponent)
    chance = 0.0 if cover.milky_way else _milky_way_chance(opponent, seen, rules)
    waits = wait_model(opponent, seen, frozenset(cover.kinds))
    number = OPPONENT_SEATS.index(seat) + 1
    dealer = (table.seat_wind - EAST + number) % 4 == 0
    value = _value(opponent, table) * (DEALER_FACTOR if dealer else 1)
    return Threat(
        seat, opponent.riichi, tenpai, chance > 0, tenpai * chance, round(value), cover, waits
    )


def _tenpai_estimate(opponent: Opponent) -> float:
    discards = len(opponent.discards)
    calls = min(4, sum(not m.closed for m in opponent.melds))
    if not calls:
        return min(0.3, max(0.0, 0.02 * (discards - 5)))
    return min(0.9, OPEN_TENPAI[calls] * min(1.0, (discards + 3) / 12))


def _milky_way_chance(opponent: Opponent, seen: Supply, rules: Rules) -> float:
    if not rules.milky_way or any(not t.galaxy for m in opponent.melds for t in m.tiles):
        return 0.0
    concealed = 13 - 3 * len(opponent.melds)
    unseen = sum(seen.galaxy_unseen(c) for c in range(NUM_CLASSES))
    if unseen < concealed:
        return 0.0
    return MILKY_WAY_HINTS[min(4, len(opponent.melds))]


def _value(opponent: Opponent, table: TableSituation) -> float:
    if opponent.riichi:
        return RIICHI_VALUE
    if not opponent.is_open:
        return DAMA_VALUE
    dora = dora_counts(table.dora_indicators)
    count = sum(max(dora[k] for k in t.acts_as) for m in opponent.melds for t in m.tiles)
    count += sum(t.red for m in opponent.melds for t in m.tiles)
    return OPEN_VALUE + DORA_VALUE * count


def seat_danger(tile: Tile, threat: Threat) -> SeatDanger:
    """How dangerous discarding ``tile`` is against one opponent (see the module docstring)."""
    kinds = threat.cover.kinds
    if all(k in kinds for k in tile.acts_as) and not (tile.galaxy and threat.milky_way_open):
        reason = max((kinds[k] for k in tile.acts_as), key=REASONS.index)  # the last to hold
        return SeatDanger(threat.seat, True, reason, 0.0)
    hit = threat.waits.probability(k for k in tile.acts_as if k not in kinds)
    deal_in = threat.tenpai * hit
    if tile.galaxy:
        deal_in = deal_in + threat.milky_way - deal_in * threat.milky_way
    return SeatDanger(threat.seat, False, "", min(1.0, deal_in))


def tile_danger(tile: Tile, threats: tuple[Threat, ...]) -> TileDanger:
    """The danger of ``tile`` against every opponent."""
    against = tuple(seat_danger(tile, t) for t in threats)
    miss = 1.0
    for danger in against:
        miss *= 1.0 - danger.deal_in
    return TileDanger(tile, against, 1.0 - miss)


def danger_table(
    hand: Hand, table: TableSituation, rules: Rules = DEFAULT_RULES
) -> tuple[TileDanger, ...]:
    """The danger of each distinct concealed tile of ``hand`` (in hand order).

    Args:
        hand: the hand (any size; usually 14 tiles on one's turn).
        table: the table around it.
        rules: rule options (Milky Way).

    Returns:
        One :class:`TileDanger` per distinct tile (galaxy tiles by printed kind).
    """
    threats = opponent_threats(hand, table, rules)
    return tuple(tile_danger(t, threats) for t in dict.fromkeys(hand.tiles))
