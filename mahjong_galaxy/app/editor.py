"""Editing state of the analyzer: the rack, the calls and the visible tiles, with undo/redo.

Every edit is validated against the physical tile supply (:func:`core.supply.check_supply`) and
the 14-tile limit before it is accepted; a refused edit leaves the state unchanged and emits
``rejected`` with a message for the user.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld, parse_hand
from mahjong_galaxy.core.notation import format_tiles, parse_tiles, sort_tiles
from mahjong_galaxy.core.supply import check_supply
from mahjong_galaxy.core.tiles import Tile

MAX_SIZE = 14  # tiles in a hand, each call counted as 3


@dataclass(frozen=True)
class Snapshot:
    """One state of the editor.

    Attributes:
        tiles: concealed tiles in rack order.
        melds: called melds in order.
        visible: tiles seen elsewhere (discards, dora indicators), in entry order.
    """

    tiles: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()
    visible: tuple[Tile, ...] = ()

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
        raise HandError(f"a hand holds at most {MAX_SIZE} tiles (each call counts as 3)")
    held = [(t, 0) for t in snapshot.hand.all_tiles]
    check_supply([("hand", held), ("visible tiles", [(t, 0) for t in snapshot.visible])])


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
        """Notation of the visible tiles."""
        return format_tiles(self.snapshot.visible)

    def can_undo(self) -> bool:
        """True when there is an earlier state."""
        return self._index > 0

    def can_redo(self) -> bool:
        """True when an undone state can be restored."""
        return self._index < len(self._history) - 1

    # -- edits ---------------------------------------------------------------------------
    def add_tile(self, tile: Tile, index: int | None = None) -> bool:
        """Put ``tile`` in the rack at ``index`` (end when None); False if refused."""
        return self._insert("tiles", tile, index)

    def remove_tile(self, index: int) -> bool:
        """Take the rack tile at ``index`` out."""
        return self._delete("tiles", index)

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
        """Add a tile seen elsewhere (discard or dora indicator)."""
        return self._insert("visible", tile, index)

    def remove_visible(self, index: int) -> bool:
        """Remove the visible tile at ``index``."""
        return self._delete("visible", index)

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
        """Empty rack, calls and visible tiles."""
        return self._commit(Snapshot())

    def set_hand_text(self, text: str) -> None:
        """Replace rack and calls with the hand in ``text``.

        Raises:
            HandError: invalid notation or impossible hand; the state is unchanged.
        """
        hand = parse_hand(text, sizes=range(MAX_SIZE + 1), visible=self.visible_text)
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
                self.rejected.emit(error.message)
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


def _typed_order(text: str) -> list[Tile]:
    return [t for t, _ in parse_tiles(text.split(",")[0])]


def _same(snapshot: Snapshot, tiles: Sequence[Tile], melds: Sequence[Meld]) -> bool:
    return sort_tiles(snapshot.tiles) == sort_tiles(tiles) and snapshot.melds == tuple(melds)
