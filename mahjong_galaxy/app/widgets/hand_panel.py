"""The editing area: notation field, hand rack, call builder and the table around the hand.

Tile areas take palette clicks, drops and typed tiles: ``"hand"`` (the rack), ``"meld"`` (the
call being built) and those of the table section (:mod:`.table_editor`: ``"river:right"``,
``"called:left"``, ``"melds:across"``, ``"dora"``, ``"visible"`` for other tiles in sight, ...).
The one last clicked is the *target*, framed in amber.  A tile dragged from one area to another
moves in one undoable step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app.editor import AREAS, EditorState
from mahjong_galaxy.app.i18n import acts_as_text, error_text, join_list, with_position
from mahjong_galaxy.app.widgets.notation_field import NotationField
from mahjong_galaxy.app.widgets.table_editor import TableEditor, meld_items
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, make_meld
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.tiles import Tile

MELD_MODES = ("chi", "pon", "kan", "closed")


class ElidedButton(QPushButton):
    """A flat button whose one-line text is elided in the middle when narrow (its start and
    its "click to edit" end stay), the whole text in its tooltip."""

    PADDING = 16  # px the style keeps around the text

    def __init__(self) -> None:
        super().__init__()
        self.full_text = ""

    def set_full_text(self, text: str) -> None:
        """Show ``text`` (elided to the width) with it whole as the tooltip."""
        self.full_text = text
        self.setToolTip(text)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(0, self.width() - self.PADDING)
        self.setText(
            self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideMiddle, width)
        )


class HandPanel(QWidget):
    """Rack, calls and the table section bound to an :class:`EditorState`.

    In a small window the Calls and Table rows fold into one summary line (:meth:`set_compact`),
    so the analysis below gets their height; clicking the line unfolds them.

    Signals:
        targetChanged(str): the area that palette clicks and typing fill.
        compactChanged(bool): the user folded or unfolded the Calls and Table rows.
    """

    targetChanged = Signal(str)
    compactChanged = Signal(bool)

    def __init__(self, editor: EditorState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        self.target = "hand"
        self.pending: list[Tile] = []
        self.compact = False
        self.complete_hand: Hand | None = None  # the last hand analysed complete (agari)
        self._build()
        editor.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        self.notation = NotationField()
        self.notation.edited.connect(self._hand_text_edited)
        self.rack = TileStrip("hand", 60, editable=True, fit_slots=14)
        self.auto_sort = QCheckBox()
        self.auto_sort.setChecked(self.editor.auto_sort)
        self.auto_sort.toggled.connect(self.editor.set_auto_sort)
        self.count_label = QLabel()
        self.melds = TileStrip("melds", 44, editable=True, fit_slots=8)
        self.melds.setAcceptDrops(False)
        self.pending_strip = TileStrip("meld", 44, editable=True)
        self.mode_group = QButtonGroup(self)
        self.mode_buttons: dict[str, QToolButton] = {}
        for i, mode in enumerate(MELD_MODES):
            button = QToolButton()
            button.setCheckable(True)
            button.setChecked(i == 1)
            self.mode_group.addButton(button, i)
            self.mode_buttons[mode] = button
        self.mode_group.idClicked.connect(lambda _: self._mode_changed())
        self.table = TableEditor(self.editor)
        self.labels = {name: QLabel() for name in ("notation", "hand", "melds")}
        for label in self.labels.values():
            label.setStyleSheet("font-weight: 600;")
        self._connect_strip(self.rack)
        self._connect_strip(self.pending_strip)
        for strip in self.table.strips().values():
            self._connect_strip(strip)
        self.table.expandedChanged.connect(self._table_opened)
        self.melds.removeRequested.connect(self._remove_meld_at)
        self.melds.activated.connect(lambda: self.set_target("meld"))
        self._lay_out()

    def _lay_out(self) -> None:
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 6, 8, 6)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(1, 1)
        grid.addWidget(self.labels["notation"], 0, 0)
        grid.addWidget(self.notation, 0, 1, 1, 2)
        grid.addWidget(self.labels["hand"], 1, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.rack, 1, 1)
        side = QVBoxLayout()
        side.addWidget(self.auto_sort)
        side.addWidget(self.count_label)
        side.addStretch(1)
        grid.addLayout(side, 1, 2)
        grid.addWidget(self.labels["melds"], 2, 0, Qt.AlignmentFlag.AlignTop)
        calls = QHBoxLayout()
        modes = QVBoxLayout()
        row = QGridLayout()
        row.setSpacing(3)
        for i, button in enumerate(self.mode_buttons.values()):
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            row.addWidget(button, i // 2, i % 2)
        modes.addLayout(row)
        self.meld_hint = QLabel()
        self.meld_hint.setStyleSheet("color: gray;")
        modes.addWidget(self.meld_hint)
        calls.addLayout(modes)
        self.pending_strip.setMinimumWidth(110)
        self.pending_strip.setMaximumWidth(190)
        calls.addWidget(self.pending_strip)
        calls.addWidget(self.melds, 1)
        grid.addLayout(calls, 2, 1, 1, 2)
        grid.addWidget(self.table.toggle, 3, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.table.text, 3, 1, 1, 2)
        grid.addWidget(self.table, 4, 0, 1, 3)  # the whole width: four rivers side by side
        self.summary = ElidedButton()
        self.summary.setFlat(True)
        self.summary.setStyleSheet("text-align: left; color: palette(link);")
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.summary.clicked.connect(lambda: self.unfold())
        self.summary.hide()
        grid.addWidget(self.summary, 5, 0, 1, 3)
        self._foldable = [
            self.labels["melds"],
            *self.mode_buttons.values(),
            self.meld_hint,
            self.pending_strip,
            self.melds,
            self.table.toggle,
            self.table.text,
        ]

    def set_compact(self, compact: bool) -> None:
        """Fold the Calls and Table rows into one summary line (``compact``) or show them
        (the table's tile editor as it was opened or closed); folding sends palette clicks and
        typing to the rack."""
        self.compact = compact
        for widget in self._foldable:
            widget.setVisible(not compact)
        self.table.setVisible(not compact and self.table.expanded)
        self.summary.setVisible(compact)
        if compact and self.target != "hand":
            self.set_target("hand")
        self._update_summary()

    def unfold(self) -> None:
        """Show the Calls and Table rows (the summary line was clicked)."""
        self.set_compact(False)
        self.compactChanged.emit(False)

    def _connect_strip(self, strip: TileStrip) -> None:
        strip.dropped.connect(
            lambda tile, index, source, from_index, s=strip: self.drop(
                s.name, tile, index, source, from_index
            )
        )
        strip.removeRequested.connect(lambda index, s=strip: self.remove(s.name, index))
        strip.activated.connect(lambda s=strip: self.set_target(s.name))

    # -- targets and edits -------------------------------------------------------------------
    def strips(self) -> dict[str, TileStrip]:
        """Every tile area by name: ``hand``, ``meld`` and the table section's."""
        return {"hand": self.rack, "meld": self.pending_strip, **self.table.strips()}

    def strip(self, name: str) -> TileStrip:
        """The tile area called ``name`` (see :meth:`strips`)."""
        return self.strips()[name]

    def set_target(self, name: str) -> None:
        """Make ``name`` the area that palette clicks and typing fill (a table area opens the
        table section)."""
        self.target = name
        for area, strip in self.strips().items():
            strip.set_active(area == name)
        if name in self.table.strips() and not self.table.expanded:
            self.table.set_expanded(True)
        self.targetChanged.emit(name)

    def _table_opened(self, on: bool) -> None:
        if not on and self.target in self.table.strips():
            self.set_target("hand")  # clicks no longer fill a hidden area

    def add(self, tile: Tile, target: str | None = None, index: int | None = None) -> bool:
        """Put ``tile`` into ``target`` (default: the current target)."""
        target = target or self.target
        if target == "meld":
            return self._add_pending(tile, index)
        if target.startswith("melds:"):
            return self.table.add_meld_tile(target.partition(":")[2], tile, index)
        return self.editor.add_to(target, tile, index)

    def remove(self, area: str, index: int) -> bool:
        """Take the tile at ``index`` out of ``area``."""
        if area == "meld":
            if 0 <= index < len(self.pending):
                del self.pending[index]
                self.refresh()
                return True
            return False
        if area.startswith("melds:"):
            return self.table.remove_meld_tile(area.partition(":")[2], index)
        return self.editor.remove_from(*self.table.locate(area, index))

    def pending_tiles(self) -> list[Tile]:
        """Tiles picked for calls not made yet (the hand's and the opponents')."""
        return [*self.pending, *self.table.pending_tiles()]

    def remove_last(self) -> bool:
        """Backspace: remove the last tile of the current target."""
        count = len(self.strip(self.target).items)
        return self.remove(self.target, count - 1) if count else False

    def drop(self, area: str, tile: Tile, index: int, source: str, from_index: int) -> None:
        """Handle a tile dropped on ``area`` from ``source`` (palette or another area)."""
        if source == area and area == "hand":
            self.editor.move_tile(from_index, index)
            return
        source, from_index = self.table.locate(source, from_index)
        index = self.table.insertion(area, index)
        if source in AREAS and area in AREAS:
            self.editor.move_between(source, from_index, area, index)
            return
        if source in ("meld", *AREAS) and source != area:
            self.remove(source, from_index)
        self.add(tile, area, index)

    def _add_pending(self, tile: Tile, index: int | None) -> bool:
        self.pending.insert(len(self.pending) if index is None else index, tile)
        needed = 3 if self.meld_mode in ("chi", "pon") else 4
        if len(self.pending) >= needed:
            self._commit_meld()
        self.refresh()
        return True

    @property
    def meld_mode(self) -> str:
        """The selected call type: chi, pon, kan or closed (closed kan)."""
        return MELD_MODES[max(0, self.mode_group.checkedId())]

    def _mode_changed(self) -> None:
        """A new call type keeps the tiles picked so far (enough of them make the call now)."""
        self.set_target("meld")
        needed = 3 if self.meld_mode in ("chi", "pon") else 4
        if len(self.pending) >= needed:
            self._commit_meld()
        self.refresh()

    def _commit_meld(self) -> None:
        tiles, self.pending = self.pending, []
        mode = self.meld_mode
        try:
            meld = make_meld([(t, 0) for t in tiles], mode == "closed", 0)
            wanted = "kan" if mode == "closed" else mode
            if meld.type != wanted:
                raise HandError(
                    self.tr("these tiles make a {0}, not a {1}").format(meld.type, wanted)
                )
        except HandError as error:
            self.editor.rejected.emit(error_text(error))
            return
        if self.editor.add_meld(meld):
            self.set_target("hand")  # the call is made: clicks fill the rack again

    def _remove_meld_at(self, index: int) -> None:
        count = 0
        for i, meld in enumerate(self.editor.snapshot.melds):
            count += len(meld.tiles)
            if index < count:
                self.editor.remove_meld(i)
                return

    def _hand_text_edited(self, text: str) -> None:
        self._apply(self.notation, self.editor.set_hand_text, text)

    def _apply(self, field: NotationField, setter: Callable[[str], None], text: str) -> None:
        """Apply typed ``text``.  Digits still waiting for their suit letter are unfinished, not
        wrong: a grey note, nothing applied.  Any other HandError shows in red under ``field``
        and the rack keeps the last valid hand."""
        try:
            setter(text)
        except HandError as error:
            if _being_typed(text):
                field.show_note(self.tr("… the last group is not finished yet"))
            else:
                kept = self.tr("the rack keeps the last valid hand")
                field.show_error(f"{with_position(error)} — {kept}")
        else:
            field.show_error("")

    # -- showing ---------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw every area from the editor state."""
        self.notation.show_text(self.editor.hand_text)
        self._show_areas()

    def _show_areas(self) -> None:
        """Redraw every area but the notation field (tooltips and texts in the UI language)."""
        snapshot = self.editor.snapshot
        self.rack.set_items([TileItem(t, tooltip=acts_as_text(t)) for t in snapshot.tiles])
        self.melds.set_items(meld_items(snapshot.melds))
        self.pending_strip.set_items([TileItem(t) for t in self.pending])
        self.auto_sort.blockSignals(True)
        self.auto_sort.setChecked(self.editor.auto_sort)
        self.auto_sort.blockSignals(False)
        complete = snapshot.size == 14 and snapshot.hand == self.complete_hand
        self.count_label.setText(self._count_text(snapshot.size, complete))
        self._update_hint()
        self._update_summary()

    def _update_summary(self) -> None:
        """The folded rows in one line: the calls and the table's text form, or none."""
        snapshot = self.editor.snapshot
        calls = join_list(m.text for m in snapshot.melds) or self.tr("none")
        table = snapshot.table.text or self.tr("none")
        self.summary.set_full_text(
            self.tr("Calls: {0} · Table: {1} — click to edit").format(calls, table)
        )

    def show_complete(self, hand: Hand | None) -> None:
        """Tell the counter that ``hand`` (an analysed 14-tile hand) is complete (agari), or
        None: no complete hand known; it says so while the rack holds that hand."""
        self.complete_hand = hand
        self._show_areas()

    def _count_text(self, size: int, complete: bool) -> str:
        """The rack counter: ``"9 / 13 tiles"``, ``"13 tiles"``, ``"14 tiles: choose a
        discard"`` or, for a ``complete`` hand, ``"14 tiles: complete (agari)"``."""
        if size == 13:
            return self.tr("13 tiles")
        if complete:
            return self.tr("14 tiles: complete (agari)")
        if size == 14:
            return self.tr("14 tiles: choose a discard")
        return self.tr("{0} / 13 tiles").format(size)

    def _update_hint(self) -> None:
        needed = 3 if self.meld_mode in ("chi", "pon") else 4
        self.meld_hint.setText(self.tr("{0} of {1} tiles").format(len(self.pending), needed))

    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.labels["notation"].setText(self.tr("Hand"))
        self.labels["hand"].setText(self.tr("Rack"))
        self.labels["melds"].setText(self.tr("Calls"))
        self.notation.line.setPlaceholderText(self.tr("e.g. 123m456p789s1122z, 5P67p"))
        self.auto_sort.setText(self.tr("Auto-sort"))
        texts = (self.tr("Chi"), self.tr("Pon"), self.tr("Kan"), self.tr("Closed kan"))
        for button, text in zip(self.mode_buttons.values(), texts, strict=True):
            button.setText(text)
        self.rack.placeholder = self.tr("Click or drag tiles from the palette, or type 123m")
        self.pending_strip.placeholder = self.tr("Build a call")
        self.melds.placeholder = self.tr("No calls (closed hand)")
        for strip in (self.rack, self.pending_strip, self.melds):
            strip.update()  # the placeholders
        self._show_areas()
        if self.notation.showing_message():  # the text typed stays, its message is made again
            self._hand_text_edited(self.notation.line.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _being_typed(text: str) -> bool:
    """True when ``text`` ends in an unfinished token (digits waiting for their suit letter, a
    comma with no meld after it yet, a last meld of fewer than 3 tiles, a closed kan whose ``)``
    is not typed yet) and the text before that token is valid notation (copy limits and size
    are checked once it is done)."""
    body = text.rstrip()
    head = body.rstrip("0123456789")
    last = head.rsplit(",", 1)
    if head.endswith(","):
        head = head[:-1]
    elif len(last) == 2 and (_open_kan(last[1]) or _short_meld(last[1])):
        head = last[0]
    elif head == body:
        return False
    try:
        for part in head.split(","):
            parse_tiles(part.replace("(", " ").replace(")", " "))
    except HandError:
        return False
    return True


def _open_kan(part: str) -> bool:
    return part.lstrip().startswith("(") and ")" not in part


def _short_meld(part: str) -> bool:
    try:
        return len(parse_tiles(part)) < 3
    except HandError:
        return False
