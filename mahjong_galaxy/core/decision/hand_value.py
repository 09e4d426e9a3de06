"""A quick estimate of what a hand is worth: shanten, ukeire, yaku within reach, points.

Used by the call advice to compare passing with each call on one scale.  The value engine's
expected points would be the exact answer; until it covers calls, this documented estimate is
used (every term below is deliberately simple, and the same for every option compared):

* **Yaku within reach**: per-yaku shanten (:func:`~core.efficiency.yaku_shanten.yaku_shanten`)
  for yakuhai, tanyao (open tanyao allowed), toitoi, honitsu, chinitsu, chiitoitsu, Milky Way
  (when the rule is on); riichi for a closed hand (its shanten is the hand's).  A yaku is *within
  reach* when its shanten is at most the hand's shanten + :data:`REACH_MARGIN` and at most
  :data:`REACH_LIMIT` (riichi always, for a closed hand); a yakuhai also needs a pair held.
  No yaku within reach on an open hand means the hand cannot win: value 0 and a "no yaku"
  warning.
* **Win chance**: the hand needs ``s + 1`` useful draws, ``s`` the lowest shanten of a yaku
  within reach (never below the hand's shanten).  The next one is useful with probability
  ``ukeire / unseen`` (ukeire of the 13 tiles kept, unseen = 136 minus the tiles in sight); the
  later ones with :data:`TYPICAL_UKEIRE` of their shanten over unseen.  Once tenpai, a turn also
  brings other players' discards: the chance per turn is multiplied by :data:`RON_FACTOR`.  An
  open hand also takes its steps before tenpai by calling others' discards (pon from any seat,
  chi from the left), so its chance per turn for those steps is multiplied by
  :data:`CALL_FACTOR`.
  The chance is that of taking every step within the ``turns`` left (live wall / 4,
  :data:`DEFAULT_TURNS` when unknown), by a small dynamic programme over the turns, before
  another player wins: each turn the round ends with :data:`RACE` (the hazard of someone else's
  win, measured in self-play), so a slow hand loses more of its chance than a fast one.  Other
  players' defence is not modelled.
* **Points if won**: han = the han of that yaku (:data:`YAKU_HAN`, open or closed) + dora held
  (indicators by the galaxy rule, red fives, a concealed galaxy tile by its best acting kind) +
  ``extra_han`` (a kan's expected new dora), looked up in :data:`POINTS_BY_HAN` (non-dealer, about
  30 fu, a fraction of a han interpolated; dealer x 1.5).
* **Value** = win chance x (points + :data:`ROUND_LOSS`) (points, a float).  A win also spares
  what a round not won costs on average (others' wins, noten payments: measured in self-play),
  so of two hands the one that wins more often gains that too: the expected result of the
  round is ``chance x points - (1 - chance) x ROUND_LOSS``, which orders options as the value
  does (the ``- ROUND_LOSS`` is the same for all).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from mahjong_galaxy.core.efficiency.shanten import ShantenResult, calculate_shanten
from mahjong_galaxy.core.efficiency.ukeire import calculate_ukeire
from mahjong_galaxy.core.efficiency.yaku_shanten import YAKU_NAMES, yaku_label, yaku_shanten
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.dora import dora_counts
from mahjong_galaxy.core.table import TableSituation
from mahjong_galaxy.core.tiles import DRAGONS, EAST, KIND_CLASS, SOUTH, Tile

REACH_MARGIN = 1
#: A yaku further than this is not within reach whatever the hand (riichi excepted).
REACH_LIMIT = 3
DEFAULT_TURNS = 10
#: Live tiles at the start of a 4-player round (136 - 14 dead wall - 52 dealt).
LIVE_WALL = 70
#: Typical ukeire of a hand at shanten 0 (its waits), 1, 2 and 3 or more, for later steps.
TYPICAL_UKEIRE = (6, 20, 36, 50)
#: How many more chances a tenpai hand gets per turn counting other players' discards.
RON_FACTOR = 2.0
#: How many more chances an open hand gets per turn before tenpai by calling: about half of the
#: tiles that help it can also be claimed from the three others' discards.
CALL_FACTOR = 1.5
#: Chance per own turn that another player wins first.  Galaxy tiles make hands fast: in
#: self-play of the top level against three baseline players (217 rounds) a round lasted 5.8 own
#: discards on average, hardly any ended in an exhaustive draw, and another player won at a rate
#: of 0.13 per own turn still played (0.02-0.07 in the first three turns, 0.2-0.3 from the
#: fifth).
RACE = 0.13
#: Points a round that the player does not win costs on average (the same self-play: the top
#: level lost 1,900-2,400 points in the rounds it did not win: deal-ins, others' tsumo, noten
#: payments, riichi deposits).
ROUND_LOSS = 2000
TOTAL_TILES = 136
#: (open han, closed han) of each yaku the estimate knows.
YAKU_HAN = {
    "yakuhai": (1, 1),
    "tanyao": (1, 1),
    "toitoi": (2, 2),
    "honitsu": (2, 3),
    "chinitsu": (5, 6),
    "chiitoitsu": (2, 2),
    "riichi": (0, 1),
    "milky_way": (13, 13),
}
#: Non-dealer points by han (about 30 fu; mangan and up by the usual limits).
POINTS_BY_HAN = (0, 1000, 2000, 3900, 7700, 8000, 12000, 12000, 16000, 16000, 16000, 24000, 24000)
YAKUMAN_POINTS = 32000
DEALER_FACTOR = 1.5
YAKU_JA = {yaku: names[1] for yaku, names in YAKU_NAMES.items()}


@dataclass(frozen=True)
class Table:
    """What the estimate knows of the table (built from a :class:`~core.table.TableSituation`
    with :meth:`of`).

    Attributes:
        seat_wind, round_wind: wind kinds 27..30 (East..North).
        dora_indicators: face-up indicators.
        seen: every tile in sight outside the hand (indicators, rivers, other melds).
        wall_remaining: live tiles left, or None when unknown.
        dealer: the player is the dealer (points x 1.5).
    """

    seat_wind: int = SOUTH
    round_wind: int = EAST
    dora_indicators: tuple[Tile, ...] = ()
    seen: tuple[Tile, ...] = ()
    wall_remaining: int | None = None
    dealer: bool = False

    @classmethod
    def of(cls, situation: TableSituation, wall_remaining: int | None = None) -> Table:
        """The estimate's table for ``situation``; without ``wall_remaining`` the live wall is
        taken as :data:`LIVE_WALL` less 4 tiles per turn already played."""
        if wall_remaining is None:
            wall_remaining = max(LIVE_WALL - 4 * (situation.turn_number - 1), 0)
        return cls(
            seat_wind=situation.seat_wind,
            round_wind=situation.round_wind,
            dora_indicators=situation.dora_indicators,
            seen=situation.visible,
            wall_remaining=wall_remaining,
            dealer=situation.dealer_seat == "self",
        )

    def seeing(self, tile: Tile) -> Table:
        """This table with ``tile`` also in sight (a discard)."""
        return replace(self, seen=(*self.seen, tile))

    @property
    def turns(self) -> int:
        """Own draws left (live wall / 4, or :data:`DEFAULT_TURNS`)."""
        return DEFAULT_TURNS if self.wall_remaining is None else self.wall_remaining // 4


@dataclass(frozen=True)
class Yaku:
    """One yaku within reach: ``name`` (``"yakuhai 5z White"``), ``japanese``, ``shanten``,
    ``han`` (open or closed, as the hand stands)."""

    name: str
    japanese: str
    shanten: int
    han: int


@dataclass(frozen=True)
class HandValue:
    """The estimate for a 13-tile hand (3n+1 concealed tiles plus calls).

    Attributes:
        shanten: the hand's shanten (0 tenpai).
        ukeire: unseen tiles that lower it.
        yaku: yaku within reach, closest first.
        win_chance: estimated probability of winning, in [0, 1].
        points: estimated points if won (0 without yaku).
        value: ``win_chance * (points + ROUND_LOSS)`` (module docstring).
    """

    shanten: int
    ukeire: int
    yaku: tuple[Yaku, ...]
    win_chance: float
    points: int
    value: float


def hand_value(
    hand: Hand,
    table: Table,
    rules: Rules = DEFAULT_RULES,
    ukeire: int | None = None,
    extra_draws: int = 0,
    extra_han: float = 0.0,
) -> HandValue:
    """Estimate ``hand`` (13 tiles, calls counted as 3) at ``table`` (model: module docstring).

    Args:
        ukeire: the hand's ukeire when already counted (None: counted here).
        extra_draws: draws beyond ``table.turns`` (a kan's replacement tile).
        extra_han: expected han beyond yaku and dora held (a kan's new indicator).

    Raises:
        HandError: the hand does not have 13 tiles.
    """
    shanten = hand_shanten(hand, rules)
    if ukeire is None:
        ukeire = calculate_ukeire(hand, table.seen, rules).total
    yaku = reachable_yaku(hand, table, rules, shanten)
    if not yaku:
        return HandValue(shanten, ukeire, (), 0.0, 0, 0.0)
    best = min(yaku, key=lambda y: (y.shanten, -y.han))
    unseen = max(TOTAL_TILES - len(hand.all_tiles) - len(table.seen), 1)
    steps = max(best.shanten, shanten)
    turns = table.turns + extra_draws
    chance = win_chance(steps, ukeire, unseen, turns, calling=not hand.is_closed)
    han = best.han + dora_held(hand, table.dora_indicators) + extra_han
    points = _points(han, table.dealer)
    return HandValue(shanten, ukeire, yaku, chance, points, chance * (points + ROUND_LOSS))


def hand_shanten(hand: Hand, rules: Rules = DEFAULT_RULES) -> int:
    """Shanten of ``hand`` (memoised: the options of one offer share many hands)."""
    return _shanten_result(hand, rules).shanten


@lru_cache(maxsize=1 << 15)
def _shanten_result(hand: Hand, rules: Rules) -> ShantenResult:
    return calculate_shanten(hand, rules)


def reachable_yaku(hand: Hand, table: Table, rules: Rules, shanten: int) -> tuple[Yaku, ...]:
    """Yaku whose shanten is at most ``shanten + REACH_MARGIN`` and :data:`REACH_LIMIT` (riichi
    for a closed hand always), closest first.

    A yakuhai also needs a pair of its kind held (galaxy tiles of its class counted) or its
    pon/kan called: a single would need two exact tiles more.
    """
    closed = hand.is_closed
    yakuhai = iter(sorted({*DRAGONS, table.seat_wind, table.round_wind}))
    found = []
    for entry in yaku_shanten(hand, table.seat_wind, table.round_wind, rules):
        kind = next(yakuhai) if entry.yaku == "yakuhai" else None
        if entry.shanten is None or entry.shanten > min(shanten + REACH_MARGIN, REACH_LIMIT):
            continue
        if kind is not None and not _yakuhai_material(hand, kind):
            continue
        han = YAKU_HAN[entry.yaku][closed]
        if kind is not None and kind == table.seat_wind == table.round_wind:
            han += 1  # double wind
        name = f"{entry.yaku} {entry.detail}".strip()
        japanese = yaku_label(entry.yaku, entry.detail, japanese=True)
        found.append(Yaku(name, japanese, max(entry.shanten, shanten), han))
    if closed:
        found.append(Yaku("riichi", YAKU_JA["riichi"], max(shanten, 0), 1))
    return tuple(sorted(found, key=lambda y: (y.shanten, -y.han, y.name)))


def _yakuhai_material(hand: Hand, kind: int) -> bool:
    held = hand.normal_counts[kind] + hand.galaxy_counts[KIND_CLASS[kind]]
    called = any(m.type != "chi" and kind in m.interpretations()[0] for m in hand.melds)
    return held >= 2 or called


def win_chance(shanten: int, ukeire: int, unseen: int, turns: int, calling: bool = False) -> float:
    """Chance of taking the ``shanten + 1`` steps to a win within ``turns`` before another
    player wins (:data:`RACE` per turn; module docstring).

    Args:
        shanten: steps left minus one (0 = tenpai).
        ukeire: unseen tiles useful for the next step; ``unseen`` tiles not in sight (> 0).
        turns: own draws left.
        calling: an open hand, which may also call its steps before tenpai
            (:data:`CALL_FACTOR`).

    Returns:
        A probability in [0, 1].
    """
    steps = max(shanten, 0) + 1
    chances = [ukeire, *(TYPICAL_UKEIRE[min(s, 3)] for s in range(steps - 2, -1, -1))]
    early = CALL_FACTOR if calling else 1.0
    probs = [
        min(c / unseen * (RON_FACTOR if i == steps - 1 else early), 1.0)
        for i, c in enumerate(chances)
    ]
    # at[i]: probability of having taken exactly i steps so far, the round still going
    at = [1.0] + [0.0] * steps
    for _ in range(turns):
        for i in range(steps - 1, -1, -1):
            at[i] *= 1 - RACE
            moved = at[i] * probs[i]
            at[i] -= moved
            at[i + 1] += moved
    return at[steps]


def dora_held(hand: Hand, indicators: Sequence[Tile]) -> int:
    """Dora han of the hand's tiles: meld tiles by their reading, concealed galaxy tiles by their
    best acting kind, plus red fives."""
    counts = dora_counts(indicators)
    total = sum(t.red for t in hand.all_tiles)
    for tile in hand.tiles:
        total += max(counts[k] for k in tile.acts_as)
    for meld in hand.melds:
        total += max(sum(counts[k] for k in reading) for reading in meld.interpretations())
    return total


def _points(han: float, dealer: bool) -> int:
    """Points for ``han`` (a fractional han interpolates between the table's rows)."""
    whole = int(han)
    low, high = _base(whole), _base(whole + 1)
    return round((low + (han - whole) * (high - low)) * (DEALER_FACTOR if dealer else 1))


def _base(han: int) -> int:
    return YAKUMAN_POINTS if han >= len(POINTS_BY_HAN) else POINTS_BY_HAN[han]


#: A seat-South player in the East round, no dora, nothing seen, wall unknown.
DEFAULT_TABLE = Table()
