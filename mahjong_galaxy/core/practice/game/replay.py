"""Replay a game log: the table after any event, rebuilt from the events alone (docs/game-log.md).

:func:`table_at` replays the round holding an event from its ``start``: every seat's concealed
tiles, melds, river (discards in order, each marked called / riichi), riichi, points; the dora
indicators, live tiles left, deposits, whose turn it is, the last discard and, once reached, the
round's ``end`` event (and the game's ``final`` one).  :func:`replay_steps` lists the events a
replay steps through.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_galaxy.core.hand import Hand, Meld, make_meld
from mahjong_galaxy.core.notation import parse_tiles, sort_tiles
from mahjong_galaxy.core.practice.game.wall import DEAD_WALL, WALL_SIZE
from mahjong_galaxy.core.tiles import EAST, Tile

Event = dict[str, Any]
HAND_SIZE = 13
STEP_EVENTS = ("start", "draw", "discard", "call", "end", "final")


@dataclass(frozen=True)
class RiverTile:
    """One discard: ``called`` when another player took it, ``riichi`` when it declared riichi."""

    tile: Tile
    called: bool
    riichi: bool


@dataclass(frozen=True)
class SeatState:
    """One seat after an event.

    Attributes:
        hand: concealed tiles (canonical order) and melds.
        river: every discard in order.
        riichi: riichi declared and its deposit paid.
        score: points.
        seat_wind: wind kind (27 East .. 30 North).
    """

    hand: Hand
    river: tuple[RiverTile, ...]
    riichi: bool
    score: int
    seat_wind: int

    @property
    def pond(self) -> tuple[Tile, ...]:
        """Discards still in front of the seat (called ones left out)."""
        return tuple(r.tile for r in self.river if not r.called)


@dataclass(frozen=True)
class TableState:
    """The table right after ``events[event]``.

    Attributes:
        event: index of the last event applied; ``round`` 0-based number of its round.
        dealer, round_wind, honba, sticks: the round's dealer seat, wind kind, counters and
            riichi deposits on the table.
        seats: per seat.
        dora_indicators: face-up indicators; ``wall_remaining`` live tiles left.
        current: the seat that acted last (drew, discarded or called).
        last_discard: ``(seat, tile)`` of the discard on offer (None once taken or passed).
        end: the round's ``end`` event once reached; ``final`` the game's ``final`` event.
    """

    event: int
    round: int
    dealer: int
    round_wind: int
    honba: int
    sticks: int
    seats: tuple[SeatState, ...]
    dora_indicators: tuple[Tile, ...]
    wall_remaining: int
    current: int
    last_discard: tuple[int, Tile] | None
    end: Event | None
    final: Event | None


def _tile(text: str) -> Tile:
    return parse_tiles(text)[0][0]


def _tiles(text: str) -> list[Tile]:
    return [t for t, _ in parse_tiles(text)]


def replay_steps(events: Sequence[Event]) -> list[int]:
    """Indexes of the events a replay steps through (round starts, draws, discards, calls,
    round ends and the final scores)."""
    return [i for i, e in enumerate(events) if e["e"] in STEP_EVENTS]


def check_replay(events: Sequence[Event]) -> None:
    """Replay every round of ``events`` once: each event must follow from those before it (a
    schema-valid log can still discard a tile nobody holds or call from an empty river).

    Raises:
        ValueError: the first event that does not, by index and kind, e.g. ``"event 37
            (discard): player 2 does not hold 5m"``.
    """
    table: _Table | None = None
    for index, event in enumerate(events):
        kind = event["e"]
        try:
            if kind == "start":
                table = _Table(event)
            elif table is not None:
                table.apply(event)
            elif kind not in ("game", "final"):
                raise ValueError("it comes before the first round")
        except (ValueError, IndexError, KeyError, TypeError) as error:
            raise ValueError(f"event {index} ({kind}): {_reason(error)}") from None


def _reason(error: Exception) -> str:
    if isinstance(error, ValueError) and "x not in list" in str(error):
        return "the player does not hold that tile"
    if isinstance(error, IndexError):
        return "no such player, or no discard to take"
    return str(error)


class _Table:
    """The mutable table of one round while its events are applied."""

    def __init__(self, start: Event) -> None:
        self.hands = [_tiles(h) for h in start["hands"]]
        players = len(self.hands)
        self.melds: list[list[Meld]] = [[] for _ in range(players)]
        self.rivers: list[list[RiverTile]] = [[] for _ in range(players)]
        self.riichi = [False] * players
        self.scores = list(start["scores"])
        self.dealer = int(start["dealer"])
        self.round_wind = int(start.get("round_wind", EAST))
        self.honba, self.sticks = int(start["honba"]), int(start["sticks"])
        self.dora = [_tile(start["dora"])]
        self.remaining = WALL_SIZE - DEAD_WALL - HAND_SIZE * players
        self.current = self.dealer
        self.last_discard: tuple[int, Tile] | None = None
        self.end: Event | None = None

    def apply(self, event: Event) -> None:
        kind = event["e"]
        if kind in ("draw", "discard", "call", "riichi"):
            self.current = event["p"] if kind != "riichi" else self.current
        if kind == "draw":
            self.hands[event["p"]].append(_tile(event["tile"]))
            self.remaining -= 1
            self.last_discard = None
        elif kind == "dora":
            self.dora.append(_tile(event["tile"]))
        elif kind == "discard":
            tile = _tile(event["tile"])
            self.hands[event["p"]].remove(tile)
            self.rivers[event["p"]].append(RiverTile(tile, False, bool(event["riichi"])))
            self.last_discard = (event["p"], tile)
        elif kind == "riichi":
            self.riichi[event["p"]] = True
            self.scores[event["p"]] -= 1000
            self.sticks += 1
        elif kind == "call":
            self._call(event)
        elif kind == "end":
            self.scores = list(event["scores"])
            self.sticks = 0 if event["wins"] else self.sticks
            self.end = event

    def _call(self, event: Event) -> None:
        p = event["p"]
        for tile in _tiles(event["tiles"]):
            self.hands[p].remove(tile)
        if event["type"] == "kakan":
            added = _tiles(event["tiles"])[0]
            self.melds[p] = [m for m in self.melds[p] if not _grows(m, added, event["meld"])]
        src = event.get("src")
        if src is not None:
            last = self.rivers[src][-1]
            self.rivers[src][-1] = RiverTile(last.tile, True, last.riichi)
            self.last_discard = None
        body = event["meld"].strip("()")
        closed = event["meld"].startswith("(")
        self.melds[p].append(make_meld([(t, 0) for t in _tiles(body)], closed, 0))

    def seat_state(self, p: int) -> SeatState:
        hand = Hand(tuple(sort_tiles(self.hands[p])), tuple(self.melds[p]))
        wind = EAST + (p - self.dealer) % len(self.hands)
        return SeatState(hand, tuple(self.rivers[p]), self.riichi[p], self.scores[p], wind)


def _grows(meld: Meld, added: Tile, kan_text: str) -> bool:
    return meld.type == "pon" and sorted(_tiles(kan_text)) == sorted((*meld.tiles, added))


def _round_table(events: Sequence[Event], index: int) -> tuple[_Table, int]:
    """The round table after ``events[index]`` and the round's number.

    Raises:
        ValueError: ``index`` is outside the log or before the first round.
    """
    if not 0 <= index < len(events):
        raise ValueError(f"event {index} is outside the log (0..{len(events) - 1})")
    starts = [i for i in range(index + 1) if events[i]["e"] == "start"]
    if not starts:
        raise ValueError(f"event {index} comes before the first round")
    table = _Table(events[starts[-1]])
    for event in events[starts[-1] + 1 : index + 1]:
        table.apply(event)
    return table, len(starts) - 1


def table_at(events: Sequence[Event], index: int) -> TableState:
    """The whole table right after ``events[index]`` (see :class:`TableState`).

    Raises:
        ValueError: ``index`` is outside the log or before the first round.
    """
    table, number = _round_table(events, index)
    final = events[index] if events[index]["e"] == "final" else None
    return TableState(
        event=index,
        round=number,
        dealer=table.dealer,
        round_wind=table.round_wind,
        honba=table.honba,
        sticks=table.sticks,
        seats=tuple(table.seat_state(p) for p in range(len(table.hands))),
        dora_indicators=tuple(table.dora),
        wall_remaining=table.remaining,
        current=table.current,
        last_discard=table.last_discard,
        end=table.end,
        final=final,
    )
