"""The game log: save, load (validated against its JSON Schema) and past turns for the analyzer.

The format (every event, tiles in notation) is documented in docs/game-log.md; its JSON Schema is
``mahjong_galaxy/resources/game-log.schema.json`` (:mod:`.schema`).  The table after any event
is rebuilt by :mod:`.replay`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import format_tiles
from mahjong_galaxy.core.practice.game.replay import check_replay, table_at
from mahjong_galaxy.core.practice.game.schema import log_schema, schema_errors
from mahjong_galaxy.core.practice.game.table_view import replayed_table
from mahjong_galaxy.core.table import TableSituation
from mahjong_galaxy.core.tiles import EAST, Tile

Event = dict[str, Any]
_SHOWN_ERRORS = 3
EMPTY_TABLE = TableSituation()


def save_log(events: Sequence[Event], path: Path) -> None:
    """Write ``events`` to ``path`` as a JSON document (``{"events": [...]}``, UTF-8)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"events": list(events)}, ensure_ascii=False, indent=1), "utf-8")


def load_log(path: Path) -> list[Event]:
    """Read a log written by :func:`save_log`, checked against the log's JSON Schema.

    Raises:
        ValueError: the file is not JSON or not a valid game log (the first problems named,
            with their JSON path, e.g. ``$.events[3]: missing 'tile'``), or an event does not
            follow from those before it (:func:`~.replay.check_replay`).
    """
    try:
        data = json.loads(path.read_text("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueError(f"{path} is not a game log: {error}") from None
    errors = schema_errors(data, log_schema())
    if errors:
        raise ValueError(f"{path} is not a valid game log: {'; '.join(errors[:_SHOWN_ERRORS])}")
    try:
        check_replay(data["events"])
    except ValueError as error:
        raise ValueError(f"{path} is not a valid game log: {error}") from None
    return list(data["events"])


@dataclass(frozen=True)
class Position:
    """One player's position after some event, ready for the analyzer.

    Attributes:
        hand: the player's concealed tiles and melds.
        visible: tiles the player could see: ponds, others' melds, dora indicators.
        event: index of the last event applied.
        seat_wind: the player's seat wind kind (27 East .. 30 North); ``round_wind`` the
            round wind kind.
        table: the whole table the player sees (rivers with riichi and called tiles, melds,
            dora indicators, winds).
    """

    hand: Hand
    visible: tuple[Tile, ...]
    event: int
    seat_wind: int = EAST
    round_wind: int = EAST
    table: TableSituation = EMPTY_TABLE

    @property
    def text(self) -> str:
        """Hand notation (13 or 14 tiles) for the analyzer."""
        return self.hand.text

    @property
    def visible_text(self) -> str:
        """The visible tiles in notation."""
        return format_tiles(self.visible)


def position_at(events: Sequence[Event], index: int, player: int) -> Position:
    """``player``'s hand and visible tiles right after ``events[index]``.

    Replays the round containing ``index`` from its ``start`` event.

    Raises:
        ValueError: ``index`` is outside the log or before the first round.
    """
    table = table_at(events, index)
    visible = list(table.dora_indicators)
    for p, seat in enumerate(table.seats):
        visible.extend(seat.pond)
        if p != player:
            visible.extend(t for m in seat.hand.melds for t in m.tiles)
    mine = table.seats[player]
    return Position(
        mine.hand,
        tuple(visible),
        index,
        mine.seat_wind,
        table.round_wind,
        replayed_table(table, player),
    )


def turns(events: Sequence[Event], player: int) -> list[int]:
    """Indexes of the events where ``player`` drew or called (a 14-tile decision follows)."""
    return [
        i
        for i, e in enumerate(events)
        if e.get("p") == player
        and (e["e"] == "draw" or (e["e"] == "call" and e["type"] in ("pon", "chi")))
    ]
