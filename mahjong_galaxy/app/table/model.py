"""What the table view draws, built from the human's view and the game log (no Qt).

:func:`table_model` turns a :class:`~core.practice.game.view.PlayerView` (rivers without called
tiles, melds, riichi, points, winds, dora) plus the log events (who discarded last, which tile of
each meld was called from whom) into a frozen :class:`TableModel`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.hand import Meld
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.practice.game.replay import SeatState, TableState
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.tiles import Tile


@dataclass(frozen=True)
class MeldModel:
    """A meld as drawn, left to right from its owner's chair.

    Attributes:
        tiles: the tiles in drawing order; ``acting`` the kind each tile acts as (None for a
            normal tile or an ambiguous galaxy reading).
        called: index in ``tiles`` of the tile taken from another seat, drawn sideways, or None
            (closed kan, or unknown).  Its place says where it came from, as in online play:
            first from the player on the left, in the middle from across, last from the right.
        stacked: an added kan: the last tile of ``tiles`` lies sideways on top of the called one.
        closed: a closed kan (its two end tiles face down).
    """

    tiles: tuple[Tile, ...]
    acting: tuple[int | None, ...]
    called: int | None
    closed: bool
    stacked: bool = False


@dataclass(frozen=True)
class CallSource:
    """Where the called tile of one meld came from: ``tile``, the seat ``src`` that discarded
    it, and ``added`` the tile of an added kan (None otherwise)."""

    tile: Tile
    src: int
    added: Tile | None = None


@dataclass(frozen=True)
class SeatModel:
    """One seat: ``wind`` kind (27 East .. 30 North), ``score`` points, ``riichi``; ``river`` the
    discards still in front of it with ``riichi_index`` the sideways tile; ``melds``;
    ``concealed`` number of tiles in hand (drawn face down for opponents)."""

    wind: int
    score: int
    riichi: bool
    river: tuple[Tile, ...]
    riichi_index: int | None
    melds: tuple[MeldModel, ...]
    concealed: int


@dataclass(frozen=True)
class TableModel:
    """The whole table from ``viewer``'s chair.

    Attributes:
        seats: per seat in seat order; ``viewer`` sits at the bottom.
        turn: seat whose turn it is (None once the round is over).
        last_discard: ``(seat, river index)`` of the latest discard still in its river, or None.
        dora_indicators: face-up indicators; ``wall_remaining`` live tiles left.
        title: round name; ``sticks`` riichi deposits; ``honba`` counters.
    """

    seats: tuple[SeatModel, ...]
    viewer: int
    turn: int | None
    last_discard: tuple[int, int] | None
    dora_indicators: tuple[Tile, ...]
    wall_remaining: int
    title: str
    sticks: int
    honba: int


def _tile(text: str) -> Tile:
    return parse_tiles(text)[0][0]


def acting_kinds(meld: Meld) -> tuple[int | None, ...]:
    """Per tile of ``meld``, the kind a galaxy tile acts as when the meld has one reading."""
    readings = meld.interpretations()
    if len(readings) != 1 or not any(t.galaxy for t in meld.tiles):
        return tuple(None for _ in meld.tiles)
    free = Counter(readings[0])
    free.subtract(t.kind for t in meld.tiles if not t.galaxy)
    spare = sorted(free.elements())
    return tuple(None if not t.galaxy else spare.pop(0) for t in meld.tiles)


def called_tiles(
    events: Sequence[Mapping[str, object]], players: int
) -> list[dict[str, CallSource]]:
    """Per seat of the latest round in ``events``: meld notation -> where its called tile came
    from (an added kan keeps its pon's source and records the added tile)."""
    found: list[dict[str, CallSource]] = [{} for _ in range(players)]
    for event in events:
        if event.get("e") == "start":
            found = [{} for _ in range(players)]
        elif event.get("e") == "call":
            p, meld = int(str(event["p"])), str(event["meld"])
            if event.get("src") is not None and event.get("tile"):
                found[p][meld] = CallSource(_tile(str(event["tile"])), int(str(event["src"])))
            elif event.get("type") == "kakan":
                kan = Counter(t for t, _ in parse_tiles(meld))
                for text, source in list(found[p].items()):
                    pon = Counter(t for t, _ in parse_tiles(text))
                    if sum(pon.values()) == 3 and not pon - kan:
                        added = next((kan - pon).elements())
                        found[p][meld] = CallSource(source.tile, source.src, added)
    return found


def last_discard(
    events: Sequence[Mapping[str, object]], view: PlayerView
) -> tuple[int, int] | None:
    """``(seat, river index)`` of the round's latest discard when nobody called it."""
    for event in reversed(events):
        kind = event.get("e")
        if kind in ("call", "start", "end"):
            return None
        if kind == "discard":
            p = int(str(event["p"]))
            return (p, len(view.ponds[p]) - 1) if view.ponds[p] else None
    return None


def called_place(src: int, owner: int, players: int, size: int) -> int:
    """Index of the sideways tile in a meld of ``size`` tiles called by ``owner`` from ``src``:
    0 from the left, 1 from across (the one opponent of a 2-player game sits across), the
    last from the right."""
    step = (src - owner) % players
    if players == 2 or step == 2:
        return 1
    return size - 1 if step == 1 else 0


def meld_model(meld: Meld, owner: int, players: int, called: Mapping[str, CallSource]) -> MeldModel:
    """How ``meld`` of seat ``owner`` is drawn (``called`` from :func:`called_tiles`)."""
    acting = acting_kinds(meld)
    source = None if meld.closed else called.get(meld.text)
    if source is None or source.tile not in meld.tiles:
        return MeldModel(meld.tiles, acting, None, meld.closed)
    pairs = list(zip(meld.tiles, acting, strict=True))
    taken = pairs.pop(meld.tiles.index(source.tile))
    added = None
    if source.added is not None and source.added in (t for t, _ in pairs):
        added = pairs.pop(next(i for i, (t, _) in enumerate(pairs) if t == source.added))
    place = called_place(source.src, owner, players, len(pairs) + 1)
    pairs.insert(place, taken)
    if added is not None:
        pairs.append(added)
    tiles, kinds = zip(*pairs, strict=True)
    return MeldModel(tuple(tiles), tuple(kinds), place, False, added is not None)


def table_model(
    view: PlayerView,
    events: Sequence[Mapping[str, object]],
    concealed: Sequence[int],
    turn: int | None,
    title: str,
    sticks: int,
    honba: int,
) -> TableModel:
    """The table seen from ``view.seat``; ``concealed`` tiles per seat, ``turn`` the acting seat."""
    called = called_tiles(events, view.players)
    seats = tuple(
        SeatModel(
            wind=view.seat_winds[p],
            score=view.scores[p],
            riichi=view.riichi[p],
            river=view.ponds[p],
            riichi_index=view.riichi_index[p],
            melds=tuple(meld_model(m, p, view.players, called[p]) for m in view.melds[p]),
            concealed=concealed[p],
        )
        for p in range(view.players)
    )
    return TableModel(
        seats=seats,
        viewer=view.seat,
        turn=turn,
        last_discard=last_discard(events, view),
        dora_indicators=view.dora_indicators,
        wall_remaining=view.wall_remaining,
        title=title,
        sticks=sticks,
        honba=honba,
    )


def _riichi_in_pond(state: SeatState) -> int | None:
    """Index in the pond of the sideways tile: the riichi declaration, or the first tile after it
    when that one was called."""
    pond_index, declared = 0, False
    for tile in state.river:
        declared = declared or tile.riichi
        if not tile.called:
            if declared:
                return pond_index
            pond_index += 1
    return None


def replay_model(
    state: TableState, events: Sequence[Mapping[str, object]], viewer: int, title: str
) -> TableModel:
    """The table of a replayed log after ``state.event`` (every hand face down but the viewer's,
    which the replay window shows below the table)."""
    called = called_tiles(events[: state.event + 1], len(state.seats))
    seats = tuple(
        SeatModel(
            wind=s.seat_wind,
            score=s.score,
            riichi=s.riichi,
            river=s.pond,
            riichi_index=_riichi_in_pond(s),
            melds=tuple(meld_model(m, p, len(state.seats), called[p]) for m in s.hand.melds),
            concealed=len(s.hand.tiles),
        )
        for p, s in enumerate(state.seats)
    )
    last = None
    if state.last_discard is not None:
        seat = state.last_discard[0]
        last = (seat, len(seats[seat].river) - 1)
    return TableModel(
        seats=seats,
        viewer=viewer,
        turn=state.current if state.end is None and state.final is None else None,
        last_discard=last,
        dora_indicators=state.dora_indicators,
        wall_remaining=state.wall_remaining,
        title=title,
        sticks=state.sticks,
        honba=state.honba,
    )
