"""Editing state of the analyzer: the rack, the calls, the table around the hand and other
tiles in sight, with undo/redo.

The table (winds, turn, dora indicators, rivers with riichi, called tiles, opponents' melds) is a
:class:`~mahjong_galaxy.core.table.TableSituation`, the one source of truth that both the tile
editor and its text form (``core/table.py``) show and edit.  Every edit is validated against the
physical tile supply over hand, table and other tiles (:func:`core.table.check_table`) and the
14-tile limit before it is accepted; a refused edit leaves the state unchanged and emits
``rejected`` with a message for the user.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal

from mahjong_galaxy.app.i18n import error_text
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld, parse_hand
from mahjong_galaxy.core.notation import format_tiles, parse_tiles, sort_tiles
from mahjong_galaxy.core.table import RIVER_SEATS, TableSituation, check_table, parse_table
from mahjong_galaxy.core.texts import Text
from mahjong_galaxy.core.tiles import Tile

MAX_SIZE = 14  # tiles in a hand, each call counted as 3
EMPTY_TABLE = TableSituation()


@dataclass(frozen=True)
class Snapshot:
    """One state of the editor.

    Attributes:
        tiles: concealed tiles in rack order.
        melds: called melds in order.
        visible: other tiles in sight besides the table's, in entry order.
        table: the table around the hand.
    """

    tiles: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()
    visible: tuple[Tile, ...] = ()
    table: TableSituation = EMPTY_TABLE

    @property
    def seen(self) -> tuple[Tile, ...]:
        """Every tile in sight outside the hand: the table's (indicators, rivers, opponents'
        melds), then the other tiles."""
        return (*self.table.visible, *self.visible)

    @property
    def size(self) -> int:
        """Hand size with each call counted as 3."""
        return len(self.tiles) + 3 * len(self.melds)

    @property
    def hand(self) -> Hand:
        """The hand in canonical order."""
        return Hand(tuple(sort_tiles(self.tiles)), self.melds)


def validate(snapshot: Snapshot) -> None:
    """Check the 14-tile limit and the physical copy limits.

    Raises:
        HandError: with a message for the player.
    """
    if snapshot.size > MAX_SIZE:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP(
                    "HandError", "a hand holds at most {0} tiles (each call counts as 3)"
                ),
                (MAX_SIZE,),
            )
        )
    check_table(snapshot.table, snapshot.hand, snapshot.visible)


class EditorState(QObject):
    """The hand being edited, with an undo history of :class:`Snapshot` objects.

    Signals:
        changed(): the snapshot changed (edit, undo, redo or text).
        rejected(str): an edit was refused; the message says why.
    """

    changed = Signal()
    rejected = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._history: list[Snapshot] = [Snapshot()]
        self._index = 0
        self._last_tag = ""
        self.auto_sort = True

    # -- reading -------------------------------------------------------------------------
    @property
    def snapshot(self) -> Snapshot:
        """The current state."""
        return self._history[self._index]

    @property
    def hand_text(self) -> str:
        """Canonical notation of the hand (concealed tiles, then calls after commas)."""
        return self.snapshot.hand.text

    @property
    def visible_text(self) -> str:
        """Notation of the other tiles in sight (besides the table's)."""
        return format_tiles(self.snapshot.visible)

    @property
    def table_text(self) -> str:
        """The table in its canonical text form (``core/table.py``)."""
        return self.snapshot.table.text

    def can_undo(self) -> bool:
        """True when there is an earlier state."""
        return self._index > 0

    def can_redo(self) -> bool:
        """True when an undone state can be restored."""
        return self._index < len(self._history) - 1

    # -- edits ---------------------------------------------------------------------------
    def add_tile(self, tile: Tile, index: int | None = None) -> bool:
        """Put ``tile`` in the rack at ``index`` (end when None); False if refused."""
        return self.add_to("hand", tile, index)

    def remove_tile(self, index: int) -> bool:
        """Take the rack tile at ``index`` out."""
        return self.remove_from("hand", index)

    def move_tile(self, source: int, target: int) -> bool:
        """Move a rack tile from ``source`` to insertion point ``target`` (turns auto-sort off)."""
        tiles = list(self.snapshot.tiles)
        if not 0 <= source < len(tiles):
            return False
        tile = tiles.pop(source)
        tiles.insert(target - 1 if target > source else target, tile)
        self.auto_sort = False
        return self._commit(replace(self.snapshot, tiles=tuple(tiles)))

    def add_meld(self, meld: Meld) -> bool:
        """Append a call."""
        return self._insert("melds", meld, None)

    def remove_meld(self, index: int) -> bool:
        """Remove the call at ``index``."""
        return self._delete("melds", index)

    def add_visible(self, tile: Tile, index: int | None = None) -> bool:
        """Add a tile seen elsewhere (besides the table's)."""
        return self.add_to("visible", tile, index)

    def remove_visible(self, index: int) -> bool:
        """Remove the other tile in sight at ``index``."""
        return self.remove_from("visible", index)

    def set_table(self, table: TableSituation) -> bool:
        """Replace the table (an edit made with tiles); False, with ``rejected``, if the copy
        limits over hand, table and other tiles refuse it."""
        if table == self.snapshot.table:
            return True
        return self._commit(replace(self.snapshot, table=table))

    def set_table_text(self, text: str) -> None:
        """Replace the table with the one in ``text`` (the text form of ``core/table.py``).

        Raises:
            HandError: unreadable text (with its position) or too many copies; the state is
                unchanged.
        """
        table = parse_table(text, self.snapshot.hand)
        if table == self.snapshot.table:
            return
        self._commit(replace(self.snapshot, table=table), tag="table", raise_errors=True)

    def load(self, text: str, table: TableSituation, visible: Sequence[Tile] = ()) -> None:
        """Replace hand, table and other tiles in sight in one undoable step (a position
        opened from a game or a practice question).

        Raises:
            HandError: invalid hand text or too many copies; the state is unchanged.
        """
        hand = parse_hand(text, sizes=range(MAX_SIZE + 1))
        tiles = hand.tiles if self.auto_sort else _typed_order(text)
        snapshot = Snapshot(tuple(tiles), hand.melds, tuple(visible), table)
        if snapshot != self.snapshot:
            self._commit(snapshot, raise_errors=True)

    # -- areas of tiles: rack, other tiles in sight, the table's indicators, rivers, called ---
    def add_to(self, area: str, tile: Tile, index: int | None = None) -> bool:
        """Put ``tile`` into ``area`` at ``index`` (end when None); False, with ``rejected``,
        if refused (copy limits, 14 tiles, 5 indicators, 30 river tiles)."""
        return self._commit(_put(self.snapshot, area, tile, index))

    def remove_from(self, area: str, index: int) -> bool:
        """Take the tile at ``index`` out of ``area``; False when there is none."""
        taken = _take(self.snapshot, area, index)
        return taken is not None and self._commit(taken[0])

    def move_between(self, source: str, index: int, target: str, to: int | None = None) -> bool:
        """Move the tile at ``index`` of ``source`` to insertion point ``to`` of ``target`` in
        one undoable step (a riichi tile moved inside its river keeps its riichi)."""
        taken = _take(self.snapshot, source, index)
        if taken is None:
            return False
        snapshot, tile = taken
        if source == target and to is not None and to > index:
            to -= 1
        moved = _put(snapshot, target, tile, to)
        seat = source.split(":")[1] if source.startswith("river:") else ""
        declared = bool(seat) and self.snapshot.table.side(seat).riichi_index == index
        if declared and source == target:
            side = moved.table.side(seat)
            at = len(side.river) - 1 if to is None else min(to, len(side.river) - 1)
            moved = replace(
                moved, table=moved.table.with_side(seat, replace(side, riichi_index=at))
            )
        elif declared and target == f"called:{seat}":
            # the riichi tile called away: the mark passes to the first tile after it, or
            # waits for their next discard (docs: --called SEAT=TILES*)
            side = moved.table.side(seat)
            moved = replace(
                moved, table=moved.table.with_side(seat, replace(side, riichi_index=index))
            )
        return self._commit(moved)

    def set_riichi(self, seat: str, index: int | None) -> bool:
        """Mark the tile at ``index`` of the river of opponent ``seat`` as their riichi
        declaration tile (None: no riichi)."""
        table = self.snapshot.table
        return self.set_table(table.with_side(seat, replace(table.side(seat), riichi_index=index)))

    def _insert(self, field: str, item: object, index: int | None) -> bool:
        items = list(getattr(self.snapshot, field))
        items.insert(len(items) if index is None else index, item)
        return self._commit(replace(self.snapshot, **{field: tuple(items)}))

    def _delete(self, field: str, index: int) -> bool:
        items = list(getattr(self.snapshot, field))
        if not 0 <= index < len(items):
            return False
        del items[index]
        return self._commit(replace(self.snapshot, **{field: tuple(items)}))

    def clear(self) -> bool:
        """Empty rack, calls and other tiles in sight; the table keeps its winds and turn but
        loses its tiles."""
        table = self.snapshot.table
        kept = TableSituation(table.round_wind, table.seat_wind, table.turn)
        return self._commit(Snapshot(table=kept))

    def set_hand_text(self, text: str) -> None:
        """Replace rack and calls with the hand in ``text``.

        Raises:
            HandError: invalid notation or impossible hand; the state is unchanged.
        """
        hand = parse_hand(text, sizes=range(MAX_SIZE + 1), visible=self.snapshot.seen)
        tiles = hand.tiles if self.auto_sort else _typed_order(text)
        if _same(self.snapshot, tiles, hand.melds):
            return
        self._commit(
            replace(self.snapshot, tiles=tuple(tiles), melds=hand.melds),
            tag="text",
            quiet=False,
            raise_errors=True,
        )

    def set_visible_text(self, text: str) -> None:
        """Replace the visible tiles with those in ``text``.

        Raises:
            HandError: invalid notation or too many copies; the state is unchanged.
        """
        visible = tuple(t for t, _ in parse_tiles(text))
        if visible == self.snapshot.visible:
            return
        self._commit(replace(self.snapshot, visible=visible), tag="visible", raise_errors=True)

    def set_auto_sort(self, on: bool) -> None:
        """Keep the rack in canonical order (sorting it now when turned on)."""
        self.auto_sort = on
        if on and list(self.snapshot.tiles) != sort_tiles(self.snapshot.tiles):
            self._commit(self.snapshot)

    def undo(self) -> None:
        """Go back one state."""
        if self.can_undo():
            self._index -= 1
            self._last_tag = ""
            self.changed.emit()

    def redo(self) -> None:
        """Restore the state undone last."""
        if self.can_redo():
            self._index += 1
            self._last_tag = ""
            self.changed.emit()

    def reset(self, snapshot: Snapshot) -> None:
        """Start a fresh history at ``snapshot`` (used at start-up), not undoable."""
        validate(snapshot)
        self._history = [self._sorted(snapshot)]
        self._index = 0
        self._last_tag = ""
        self.changed.emit()

    # -- internals -----------------------------------------------------------------------
    def _sorted(self, snapshot: Snapshot) -> Snapshot:
        if not self.auto_sort:
            return snapshot
        return replace(snapshot, tiles=tuple(sort_tiles(snapshot.tiles)))

    def _commit(
        self, snapshot: Snapshot, tag: str = "", quiet: bool = False, raise_errors: bool = False
    ) -> bool:
        try:
            validate(snapshot)
        except HandError as error:
            if raise_errors:
                raise
            if not quiet:
                self.rejected.emit(error_text(error))
            return False
        snapshot = self._sorted(snapshot)
        del self._history[self._index + 1 :]
        if tag and tag == self._last_tag and self._index > 0:
            self._history[self._index] = snapshot  # typing coalesces into one undo step
        else:
            self._history.append(snapshot)
            self._index += 1
        self._last_tag = tag
        self.changed.emit()
        return True


#: The tile areas that :meth:`EditorState.add_to` and friends edit: the rack, the other tiles in
#: sight, the dora indicators and per seat (``self``, ``right``, ``across``, ``left``) the river
#: and the tiles called away from it.
AREAS = (
    "hand",
    "visible",
    "dora",
    *(f"{part}:{seat}" for part in ("river", "called") for seat in RIVER_SEATS),
)


def _area(snapshot: Snapshot, area: str) -> tuple[Tile, ...]:
    table = snapshot.table
    if area in ("hand", "visible"):
        return snapshot.tiles if area == "hand" else snapshot.visible
    if area == "dora":
        return table.dora_indicators
    part, _, seat = area.partition(":")
    side = table.side(seat)
    return side.river if part == "river" else side.called


def _with_area(snapshot: Snapshot, area: str, tiles: tuple[Tile, ...]) -> Snapshot:
    """``snapshot`` with ``area`` (not a river) holding ``tiles``."""
    if area == "hand":
        return replace(snapshot, tiles=tiles)
    if area == "visible":
        return replace(snapshot, visible=tiles)
    table = snapshot.table
    if area == "dora":
        return replace(snapshot, table=replace(table, dora_indicators=tiles))
    seat = area.partition(":")[2]
    side = table.side(seat)
    # the last called tile gone: a riichi tile that was called away is gone with it
    riichi = None if not tiles and side.riichi_called else side.riichi_index
    side = replace(side, called=tiles, riichi_index=riichi)
    return replace(snapshot, table=table.with_side(seat, side))


def _river_seat(area: str) -> str | None:
    return area.partition(":")[2] if area.startswith("river:") else None


def _put(snapshot: Snapshot, area: str, tile: Tile, index: int | None) -> Snapshot:
    tiles = list(_area(snapshot, area))
    at = len(tiles) if index is None else max(0, min(index, len(tiles)))
    seat = _river_seat(area)
    if seat is not None:
        table = snapshot.table
        return replace(snapshot, table=table.with_side(seat, table.side(seat).putting(at, tile)))
    tiles.insert(at, tile)
    return _with_area(snapshot, area, tuple(tiles))


def _take(snapshot: Snapshot, area: str, index: int) -> tuple[Snapshot, Tile] | None:
    tiles = list(_area(snapshot, area))
    if not 0 <= index < len(tiles):
        return None
    tile = tiles.pop(index)
    seat = _river_seat(area)
    if seat is not None:
        table = snapshot.table
        side = table.side(seat).taking(index)
        return replace(snapshot, table=table.with_side(seat, side)), tile
    return _with_area(snapshot, area, tuple(tiles)), tile


def _typed_order(text: str) -> list[Tile]:
    return [t for t, _ in parse_tiles(text.split(",")[0])]


def _same(snapshot: Snapshot, tiles: Sequence[Tile], melds: Sequence[Meld]) -> bool:
    return sort_tiles(snapshot.tiles) == sort_tiles(tiles) and snapshot.melds == tuple(melds)
