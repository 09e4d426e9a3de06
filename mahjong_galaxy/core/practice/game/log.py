"""The game log: every deal, draw, discard, call and win as JSON, and past turns rebuilt from it.

Events (``"e"`` key; tiles in notation):

* ``game``: ``seed``, ``config``;  ``start``: a round begins (``dealer``, ``honba``, ``sticks``,
  ``scores``, ``wall`` in draw order, ``hands`` dealt, ``dora`` indicator);
* ``draw``: ``p`` draws ``tile`` (``rinshan`` after a kan); ``dora``: a new indicator ``tile``;
* ``discard``: ``p`` discards ``tile`` (``riichi`` when declared); ``riichi``: deposit paid;
* ``call``: ``p`` makes ``type`` (pon, chi, kan, ankan, kakan) ``meld`` using concealed ``tiles``,
  claiming ``tile`` from ``src`` (None for ankan / kakan);
* ``end``: ``how`` (tsumo, ron, exhaustive), ``deltas``, ``scores`` and the win or tenpai;
* ``final``: final ``scores``.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mahjong_galaxy.core.hand import Hand, Meld, make_meld
from mahjong_galaxy.core.notation import format_tiles, parse_tiles, sort_tiles
from mahjong_galaxy.core.tiles import EAST, Tile

Event = dict[str, Any]


def save_log(events: Sequence[Event], path: Path) -> None:
    """Write ``events`` to ``path`` as a JSON document (``{"events": [...]}``, UTF-8)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"events": list(events)}, ensure_ascii=False, indent=1), "utf-8")


def load_log(path: Path) -> list[Event]:
    """Read a log written by :func:`save_log`.

    Raises:
        ValueError: the file is not a game log.
    """
    data = json.loads(path.read_text("utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("events"), list):
        raise ValueError(f"{path} is not a game log")
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
    """

    hand: Hand
    visible: tuple[Tile, ...]
    event: int
    seat_wind: int = EAST
    round_wind: int = EAST

    @property
    def text(self) -> str:
        """Hand notation (13 or 14 tiles) for the analyzer."""
        return self.hand.text

    @property
    def visible_text(self) -> str:
        """The visible tiles in notation."""
        return format_tiles(self.visible)


def _tile(text: str) -> Tile:
    return parse_tiles(text)[0][0]


def _tiles(text: str) -> list[Tile]:
    return [t for t, _ in parse_tiles(text)]


class _Replay:
    def __init__(self, start: Event) -> None:
        self.hands = [_tiles(h) for h in start["hands"]]
        self.melds: list[list[Meld]] = [[] for _ in self.hands]
        self.ponds: list[list[Tile]] = [[] for _ in self.hands]
        self.dora = [_tile(start["dora"])]
        self.dealer = int(start["dealer"])
        self.round_wind = int(start.get("round_wind", EAST))

    def apply(self, event: Event) -> None:
        kind = event["e"]
        if kind == "draw":
            self.hands[event["p"]].append(_tile(event["tile"]))
        elif kind == "dora":
            self.dora.append(_tile(event["tile"]))
        elif kind == "discard":
            tile = _tile(event["tile"])
            self.hands[event["p"]].remove(tile)
            self.ponds[event["p"]].append(tile)
        elif kind == "call":
            self._call(event)

    def _call(self, event: Event) -> None:
        p = event["p"]
        for tile in _tiles(event["tiles"]):
            self.hands[p].remove(tile)
        if event["type"] == "kakan":
            added = _tiles(event["tiles"])[0]
            self.melds[p] = [m for m in self.melds[p] if not _grows(m, added, event["meld"])]
        if event.get("src") is not None:
            self.ponds[event["src"]].pop()
        body = event["meld"].strip("()")
        closed = event["meld"].startswith("(")
        self.melds[p].append(make_meld([(t, 0) for t in _tiles(body)], closed, 0))

    def position(self, player: int, index: int) -> Position:
        visible = list(self.dora)
        for p, pond in enumerate(self.ponds):
            visible.extend(pond)
            if p != player:
                visible.extend(t for m in self.melds[p] for t in m.tiles)
        hand = Hand(tuple(sort_tiles(self.hands[player])), tuple(self.melds[player]))
        seat_wind = EAST + (player - self.dealer) % len(self.hands)
        return Position(hand, tuple(visible), index, seat_wind, self.round_wind)


def _grows(meld: Meld, added: Tile, kan_text: str) -> bool:
    return meld.type == "pon" and sorted(_tiles(kan_text)) == sorted((*meld.tiles, added))


def position_at(events: Sequence[Event], index: int, player: int) -> Position:
    """``player``'s hand and visible tiles right after ``events[index]``.

    Replays the round containing ``index`` from its ``start`` event.

    Raises:
        ValueError: ``index`` is outside the log or before the first round.
    """
    if not 0 <= index < len(events):
        raise ValueError(f"event {index} is outside the log (0..{len(events) - 1})")
    start = max((i for i in range(index + 1) if events[i]["e"] == "start"), default=None)
    if start is None:
        raise ValueError(f"event {index} comes before the first round")
    replay = _Replay(events[start])
    for event in events[start + 1 : index + 1]:
        replay.apply(event)
    return replay.position(player, index)


def turns(events: Sequence[Event], player: int) -> list[int]:
    """Indexes of the events where ``player`` drew or called (a 14-tile decision follows)."""
    return [
        i
        for i, e in enumerate(events)
        if e.get("p") == player
        and (e["e"] == "draw" or (e["e"] == "call" and e["type"] in ("pon", "chi")))
    ]
