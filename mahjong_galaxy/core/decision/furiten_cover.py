"""Which kinds an opponent is furiten on, as far as the table shows: the base of certain safety.

An opponent cannot ron a tile when their hand is furiten on it (docs/rules.md; ordinary riichi
extended to galaxy tiles).  From the table we know three ways a kind is *covered*:

* **genbutsu**: their own discard (river or called away) covers its kind; a galaxy discard covers
  every kind of its class (had they waited on any of them, that discard would complete the hand);
* **passed after riichi**: a tile anyone discarded after their riichi declaration covers the kinds
  it can act as (a riichi player who lets a winning tile pass is furiten for the rest of the
  round, so either it was no winning tile or nothing deals in any more);
* **passed since their last discard**: a tile anyone discarded after the opponent's last
  discard covers the kinds it can act as (temporary furiten: a winning tile that goes by makes
  them furiten until their next discard, whether or not their hand had a yaku on it,
  docs/rules.md).  Only when the rivers are the whole record (:func:`rivers_complete`): a river
  entered in part does not show its seat's last discard;
* a galaxy tile in their discards, or passed after their riichi or since their last discard,
  also covers **Milky Way** (a Milky Way tenpai wins on any galaxy tile).

Order of discards across seats: rivers hold no time stamps, so the order follows from turn order
(right plays after you).  Without calls this is exact.  Calls let a seat skip or gain a turn, at
most one go-around per call; with ``c`` calls (open melds on the table, the hand's included, or
tiles called away, whichever is more) a tile at river index ``j`` counts as after a tile at index
``r`` of another seat only when ``j >= r + called + c + 1`` (``called``: tiles called from the
other seat's river, which may sit before ``r``).
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.table import OPPONENT_SEATS, TableSituation
from mahjong_galaxy.core.tiles import EAST, Tile

GENBUTSU = "genbutsu"
PASSED = "passed after riichi"
PASSED_TURN = "passed since their last discard"
#: The reasons from the most lasting (genbutsu holds all round) to the least.
REASONS = (GENBUTSU, PASSED, PASSED_TURN)


@dataclass(frozen=True)
class Cover:
    """Kinds one opponent is known to be furiten on.

    Attributes:
        kinds: kind (0..33) -> reason (:data:`GENBUTSU`, :data:`PASSED` or
            :data:`PASSED_TURN`), genbutsu first.
        milky_way: the reason a Milky Way wait is covered (a galaxy tile discarded or passed),
            or ``""``.
    """

    kinds: dict[int, str]
    milky_way: str


def _calls(table: TableSituation, hand: Hand | None) -> int:
    melds = sum(not m.closed for o in table.opponents for m in o.melds)
    melds += sum(not m.closed for m in hand.melds) if hand is not None else 0
    called = len(table.called) + sum(len(o.called) for o in table.opponents)
    return max(melds, called)


def _rivers(table: TableSituation) -> list[tuple[Tile, ...]]:
    """Rivers in turn order: self, right, across, left."""
    return [table.river, *(o.river for o in table.opponents)]


def discarded_after(
    table: TableSituation, seat: int, index: int, hand: Hand | None = None
) -> list[Tile]:
    """Tiles other seats certainly discarded after river tile ``index`` of ``seat``.

    Args:
        table: the table.
        seat: 0 = self, 1 = right, 2 = across, 3 = left.
        index: position in that seat's river.
        hand: the hand (its calls count for the order slack).

    Returns:
        The tiles, in no particular order (see the module docstring for the order rule).
    """
    calls = _calls(table, hand)
    called = len((table.called, *(o.called for o in table.opponents))[seat])
    dealer = (EAST - table.seat_wind) % 4
    place = (seat - dealer) % 4
    after: list[Tile] = []
    for other, river in enumerate(_rivers(table)):
        if other == seat:
            continue
        if calls == 0:
            other_place = (other - dealer) % 4
            start = index + (1 if other_place < place else 0)
        else:
            start = index + called + calls + 1
        after.extend(river[start:])
    return after


def rivers_complete(table: TableSituation, hand: Hand | None = None) -> bool:
    """True when the rivers are the whole record at your turn (you hold 14 tiles).

    That is: no calls on the table (the hand's included) and each river as long as turn order
    makes it: with T the turn (:attr:`~.table.TableSituation.turn`, or one more than your river
    when not given) you discarded T - 1 times, each opponent between the dealer and you (in turn
    order from the dealer) T times, the others T - 1 times.  With calls turns are skipped, so no
    river length proves the record whole.
    """
    if _calls(table, hand):
        return False
    turn = table.turn if table.turn is not None else len(table.river) + 1
    if len(table.river) != turn - 1:
        return False
    dealer = (EAST - table.seat_wind) % 4
    own = -dealer % 4
    for number, opponent in enumerate(table.opponents, 1):
        expected = turn if (number - dealer) % 4 < own else turn - 1
        if len(opponent.river) != expected:
            return False
    return True


def opponent_cover(table: TableSituation, seat: str, hand: Hand | None = None) -> Cover:
    """What ``seat`` (``right``, ``across``, ``left``) is known to be furiten on.

    Args:
        table: the table.
        seat: the opponent.
        hand: the hand being judged (its calls count for the order of discards).
    """
    number = OPPONENT_SEATS.index(seat) + 1
    opponent = table.opponents[number - 1]
    kinds: dict[int, str] = {}
    for tile in opponent.discards:
        kinds.update(dict.fromkeys(tile.acts_as, GENBUTSU))
    milky_way = GENBUTSU if any(t.galaxy for t in opponent.discards) else ""
    passes = []
    if opponent.riichi_index is not None:
        passes.append((PASSED, discarded_after(table, number, opponent.riichi_index, hand)))
    if opponent.river and rivers_complete(table, hand):
        last = len(opponent.river) - 1
        passes.append((PASSED_TURN, discarded_after(table, number, last, hand)))
    for reason, passed in passes:
        for tile in passed:
            for kind in tile.acts_as:
                kinds.setdefault(kind, reason)
        if not milky_way and any(t.galaxy for t in passed):
            milky_way = reason
    return Cover(kinds, milky_way)
