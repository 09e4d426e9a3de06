"""The table around the hand, edited with tiles: winds, turn, dora, rivers, riichi, calls.

A collapsible section of the editing area.  Its first line is always shown: the toggle and the
table's text form (``--river right=1z9m5P*3s ...``, :mod:`mahjong_galaxy.core.table`).  Opened,
it shows the round and seat wind, the turn, the dora indicators, other tiles in sight, and one
box per seat (right, across, left: the opponents in turn order; then you) with the river in
rows of six (the riichi declaration tile lying sideways), then the tiles called away from it
(dimmed), and the opponent's melds.  Both views show and edit the one table of the
:class:`EditorState`, so they never disagree; every edit goes through its copy-limit check.

Tile areas (names as in :data:`.editor.AREAS`, plus ``melds:SEAT``) take palette clicks, drops
and typed tiles like the rack; the hand panel routes them.  In a seat box: click a river tile to
select it (an opponent's tile is also offered to the Calls tab); double-click it or use *Riichi*
to mark it as the declaration tile; *Called* marks it as called away by another player (again:
back into the river); right-click or Delete removes it.  Three tiles dropped on the melds make a
chi or pon, a fourth like a pon makes it a kan; a closed kan is typed in the text form.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app.editor import EditorState
from mahjong_galaxy.app.i18n import acts_as_text, error_text, honor_name, with_position
from mahjong_galaxy.app.widgets.notation_field import NotationField
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Meld, make_meld
from mahjong_galaxy.core.table import (
    MAX_TURN,
    OPPONENT_SEATS,
    OPTIONS,
    RIVER_SEATS,
    TableSituation,
    check_table,
    parse_table,
)
from mahjong_galaxy.core.tiles import EAST, WINDS, Tile

#: Seat boxes left to right: the opponents in turn order, then you.
SEATS = (*OPPONENT_SEATS, "self")
RIVER_TILE = 40  # px, the largest river tile (they shrink to fit six in a row)
SMALL_TILE = 28  # px: melds, called tiles, indicators, other tiles in sight
RIVER_COLUMNS = 6
COMPACT_BUTTON = "QToolButton { padding: 1px 3px; }"  # four seat boxes fit a 1000 px window
BOX_WIDTH = 260  # px: a seat box's preferred width (they share the width equally)
NARROW_STRIP = 90  # px: the least width of a strip of small tiles (it wraps below that)
#: Short wind names for the seat titles (translated in context "Table", as on the game table).
WIND_LETTERS = (
    QT_TRANSLATE_NOOP("Table", "E"),
    QT_TRANSLATE_NOOP("Table", "S"),
    QT_TRANSLATE_NOOP("Table", "W"),
    QT_TRANSLATE_NOOP("Table", "N"),
)


class RiverStrip(TileStrip):
    """A river: rows of six, the riichi tile sideways; double-click marks the riichi tile.

    Signals:
        doubleClicked(int): a tile was double-clicked (index).
    """

    doubleClicked = Signal(int)

    def __init__(self, seat: str) -> None:
        super().__init__(f"river:{seat}", RIVER_TILE, editable=True, columns=RIVER_COLUMNS)
        self.seat = seat

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position())
        if index >= 0:
            self.doubleClicked.emit(index)
        super().mouseDoubleClickEvent(event)


class SeatBox(QGroupBox):
    """One seat: its river (then the tiles called away from it, dimmed), and for an opponent
    the riichi toggle and their melds; the seat and its wind are the box's title."""

    def __init__(self, seat: str) -> None:
        super().__init__()
        self.seat = seat
        self.riichi = QToolButton()
        self.riichi.setCheckable(True)
        self.riichi.setObjectName(f"riichi-{seat}")
        self.riichi.setVisible(seat != "self")
        self.called_button = QToolButton()
        self.called_button.setObjectName(f"called-{seat}")
        for button in (self.riichi, self.called_button):
            button.setStyleSheet(COMPACT_BUTTON)
        self.river = RiverStrip(seat)
        self.melds = TileStrip(f"melds:{seat}", SMALL_TILE, editable=True)
        self.melds.setMinimumWidth(NARROW_STRIP)
        self.melds.setVisible(seat != "self")
        header = QHBoxLayout()
        header.setSpacing(3)
        header.addStretch(1)
        header.addWidget(self.riichi)
        header.addWidget(self.called_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3, 0, 3, 3)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.river, 1)
        layout.addWidget(self.melds)

    def sizeHint(self) -> QSize:
        """The same for every seat, so that the four rivers get the same width."""
        return QSize(BOX_WIDTH, super().sizeHint().height())

    def strips(self) -> list[TileStrip]:
        """The box's tile areas (an own box has no melds: yours are the hand's)."""
        return [self.river, self.melds] if self.seat != "self" else [self.river]


class TableEditor(QWidget):
    """The table section's tile editor bound to an :class:`EditorState` (see the module
    docstring); its ``toggle`` and ``text`` (the text form) are placed by the owner and stay
    shown while the editor itself is hidden.

    Signals:
        riverTileClicked(object, str): an opponent's river tile was clicked (tile, seat).
        expandedChanged(bool): the section was opened or closed.
        pickedChanged(): the tiles picked for an unfinished meld changed (they count for the
            palette).
    """

    riverTileClicked = Signal(object, str)
    expandedChanged = Signal(bool)
    pickedChanged = Signal()

    def __init__(self, editor: EditorState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        #: tiles picked for an opponent's meld not yet complete, per seat
        self.pending: dict[str, list[Tile]] = {s: [] for s in OPPONENT_SEATS}
        self._build()
        self.set_expanded(False)
        editor.changed.connect(self.refresh)
        self.retranslate()

    # -- building --------------------------------------------------------------------------
    def _build(self) -> None:
        self.toggle = QToolButton()
        self.toggle.setObjectName("table-toggle")
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setStyleSheet("QToolButton { border: none; font-weight: 600; }")
        self.toggle.toggled.connect(self.set_expanded)
        self.text = NotationField()
        self.text.edited.connect(self._text_edited)
        self.round = self._wind_combo()
        self.seat = self._wind_combo()
        self.turn = QSpinBox()
        self.turn.setRange(0, MAX_TURN)
        self.turn.valueChanged.connect(self._settings_changed)
        self.labels = {k: QLabel() for k in ("round", "seat", "turn", "dora", "visible")}
        self.dora = TileStrip("dora", SMALL_TILE, editable=True, fit_slots=5)
        self.visible = TileStrip("visible", SMALL_TILE, editable=True, fit_slots=6)
        for strip in (self.dora, self.visible):
            strip.setMinimumWidth(NARROW_STRIP)  # wraps: the section fits a 1000 px window
        self.boxes = {seat: SeatBox(seat) for seat in SEATS}
        for seat, box in self.boxes.items():
            box.river.clicked.connect(lambda i, s=seat: self._river_clicked(s, i))
            box.river.doubleClicked.connect(lambda i, s=seat: self.set_riichi(s, i))
            box.riichi.clicked.connect(lambda on, s=seat: self._riichi_toggled(s, on))
            box.called_button.clicked.connect(lambda _=False, s=seat: self.toggle_called(s))
        self.body = QWidget()
        settings = QHBoxLayout()
        settings.setSpacing(4)
        for key, widget in (("round", self.round), ("seat", self.seat), ("turn", self.turn)):
            settings.addWidget(self.labels[key])
            settings.addWidget(widget)
        settings.addWidget(self.labels["dora"])
        settings.addWidget(self.dora, 2)
        settings.addWidget(self.labels["visible"])
        settings.addWidget(self.visible, 3)
        seats = QHBoxLayout()
        seats.setSpacing(4)
        for box in self.boxes.values():
            seats.addWidget(box, 1)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(4)
        body.addLayout(settings)
        body.addLayout(seats)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.body)

    def _wind_combo(self) -> QComboBox:
        return wind_combo(EAST, self._settings_changed)

    def strips(self) -> dict[str, TileStrip]:
        """Every tile area of the section by name (``river:right``, ``melds:left``, ``dora``,
        ``visible``, ...)."""
        found = {s.name: s for box in self.boxes.values() for s in box.strips()}
        found["dora"] = self.dora
        found["visible"] = self.visible
        return found

    def set_expanded(self, on: bool) -> None:
        """Open (True) or close the section's tile editor; the text form stays."""
        self.setVisible(on)
        self.toggle.blockSignals(True)
        self.toggle.setChecked(on)
        self.toggle.blockSignals(False)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.expandedChanged.emit(on)

    @property
    def expanded(self) -> bool:
        """True while the tile editor is open."""
        return self.toggle.isChecked()

    # -- edits -----------------------------------------------------------------------------
    @property
    def table(self) -> TableSituation:
        """The table being edited."""
        return self.editor.snapshot.table

    def _settings_changed(self, *_: object) -> None:
        turn = self.turn.value() or None
        table = replace(
            self.table,
            round_wind=self.round.currentData(),
            seat_wind=self.seat.currentData(),
            turn=turn,
        )
        if table != self.table and not self.editor.set_table(table):
            self.refresh()  # refused (a turn too early for the rivers): show the table again

    def _text_edited(self, text: str) -> None:
        """Apply the typed text form; an error shows under the field, the table keeps its last
        valid state and the text stays as typed.  A last word still being typed (see
        :func:`table_being_typed`) is unfinished, not wrong: a grey note."""
        try:
            self.editor.set_table_text(text)
        except HandError as error:
            if table_being_typed(text):
                self.text.show_note(self.tr("… the last option is not finished yet"))
                return
            kept = self.tr("the table keeps its last valid state")
            self.text.show_error(f"{with_position(error)} — {kept}")
        else:
            self.text.show_error("")

    def add_meld_tile(self, seat: str, tile: Tile, index: int | None = None) -> bool:
        """Add ``tile`` to the meld being built for opponent ``seat``: three tiles make a chi or
        pon, a tile like the seat's last pon makes it a kan.  False (with ``rejected``) when the
        tiles make no meld or the copies run out."""
        side = self.table.side(seat)
        pending = self.pending[seat]
        if not pending and side.melds and side.melds[-1].type == "pon":
            kan = _meld([*side.melds[-1].tiles, tile])
            if kan is not None:
                melds = (*side.melds[:-1], kan)
                return self.editor.set_table(self.table.with_side(seat, replace(side, melds=melds)))
        picked = list(pending)
        picked.insert(len(picked) if index is None else index, tile)
        if not self._copies_allow(picked, seat):
            return False
        if len(picked) < 3:
            self._pick(seat, picked)
            return True
        meld = _meld(picked)
        if meld is None:
            self.editor.rejected.emit(
                self.tr("{0} make no chi or pon").format(" ".join(t.text for t in picked))
            )
            return False
        self.pending[seat] = []
        melds = (*side.melds, meld)
        if not self.editor.set_table(self.table.with_side(seat, replace(side, melds=melds))):
            self._pick(seat, picked[:-1])
            return False
        self.pickedChanged.emit()
        return True

    def _pick(self, seat: str, picked: list[Tile]) -> None:
        self.pending[seat] = picked
        self.refresh()
        self.pickedChanged.emit()

    def _copies_allow(self, picked: list[Tile], seat: str) -> bool:
        """True when the picked tiles (and other seats' unfinished melds) fit the copy limits."""
        others = [t for s, tiles in self.pending.items() if s != seat for t in tiles]
        snapshot = self.editor.snapshot
        try:
            check_table(snapshot.table, snapshot.hand, (*snapshot.visible, *others, *picked))
        except HandError as error:
            self.editor.rejected.emit(error_text(error))
            return False
        return True

    def remove_meld_tile(self, seat: str, index: int) -> bool:
        """Remove the tile at ``index`` of the melds strip: a picked tile alone, or the whole
        meld it belongs to."""
        side = self.table.side(seat)
        count = 0
        for i, meld in enumerate(side.melds):
            count += len(meld.tiles)
            if index < count:
                melds = (*side.melds[:i], *side.melds[i + 1 :])
                return self.editor.set_table(self.table.with_side(seat, replace(side, melds=melds)))
        pending = self.pending[seat]
        if 0 <= index - count < len(pending):
            self._pick(seat, [t for i, t in enumerate(pending) if i != index - count])
            return True
        return False

    def pending_tiles(self) -> list[Tile]:
        """Every tile picked for an unfinished meld (they count for the palette)."""
        return [t for tiles in self.pending.values() for t in tiles]

    def set_riichi(self, seat: str, index: int | None) -> bool:
        """Mark river tile ``index`` of opponent ``seat`` as the riichi tile (None: none); an
        index past the river is one of the tiles called away from it: the riichi tile was
        called (:attr:`~core.table.Opponent.riichi_called`)."""
        if seat == "self":
            return False
        side = self.table.side(seat)
        if index is not None and index >= len(side.river):
            index = len(side.river)
        return self.editor.set_riichi(seat, index)

    def _riichi_toggled(self, seat: str, on: bool) -> None:
        side = self.table.side(seat)
        if not on or not (side.river or side.called):
            self.set_riichi(seat, None)
            self.refresh()  # an empty river has no tile to mark: the toggle goes back off
            return
        selected = self.boxes[seat].river.selected
        if selected < 0:  # none selected: the last river tile, else the called one
            selected = len(side.river) - 1 if side.river else len(side.river)
        self.set_riichi(seat, selected)

    def toggle_called(self, seat: str) -> bool:
        """Move the selected river tile of ``seat`` to the tiles called away from it (the last
        river tile when none is selected); a selected called tile goes back to the river."""
        selected = self.boxes[seat].river.selected
        area, index = self.locate(f"river:{seat}", selected)
        if area.startswith("called:") and selected >= 0:
            return self.editor.move_between(area, index, f"river:{seat}")
        river = self.table.side(seat).river
        if not river:
            return False
        index = index if area.startswith("river:") and 0 <= index < len(river) else len(river) - 1
        return self.editor.move_between(f"river:{seat}", index, f"called:{seat}")

    def locate(self, strip: str, index: int) -> tuple[str, int]:
        """The editor area and index of tile ``index`` of strip ``strip``: a river strip shows
        the river, then the tiles called away from it (``called:SEAT``)."""
        if not strip.startswith("river:"):
            return strip, index
        seat = strip.partition(":")[2]
        length = len(self.table.side(seat).river)
        return (strip, index) if index < length else (f"called:{seat}", index - length)

    def insertion(self, strip: str, index: int) -> int:
        """Where a tile dropped at ``index`` of strip ``strip`` goes (a river strip takes new
        tiles into the river, before the called ones)."""
        if not strip.startswith("river:"):
            return index
        return min(index, len(self.table.side(strip.partition(":")[2]).river))

    def _river_clicked(self, seat: str, index: int) -> None:
        river = self.table.side(seat).river
        if seat != "self" and 0 <= index < len(river):
            self.riverTileClicked.emit(river[index], seat)

    # -- showing ---------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw from the editor's table."""
        table = self.table
        if not self._typing(table):
            self.text.show_text(table.text)
        self._show_table()

    def _show_table(self) -> None:
        """Redraw the table's widgets but its text form (in the UI language)."""
        table = self.table
        set_wind_choices(self.seat, self.round, table.seat_wind, table.round_wind)
        self.turn.blockSignals(True)
        self.turn.setValue(table.turn or 0)
        self.turn.blockSignals(False)
        self.dora.set_items([TileItem(t, tooltip=acts_as_text(t)) for t in table.dora_indicators])
        self.visible.set_items(
            [TileItem(t, tooltip=acts_as_text(t)) for t in self.editor.snapshot.visible]
        )
        for seat, box in self.boxes.items():
            self._show_seat(box, table, seat)

    def _show_seat(self, box: SeatBox, table: TableSituation, seat: str) -> None:
        side = table.side(seat)
        wind = WINDS[(table.seat_wind - EAST + RIVER_SEATS.index(seat)) % 4]
        letter = QCoreApplication.translate("Table", WIND_LETTERS[wind - EAST])
        box.setTitle(f"{self._seat_name(seat)} · {letter}")
        box.setToolTip(honor_name(wind))
        riichi_tip = self.tr("riichi declared with this tile")
        called_tip = self.tr("called away from this river")
        items = [
            TileItem(
                t,
                tooltip=acts_as_text(t) + (f"\n{riichi_tip}" if i == side.riichi_index else ""),
                sideways=i == side.riichi_index,
            )
            for i, t in enumerate(side.river)
        ]
        marked = len(side.called) - 1 if side.riichi_called else -1  # the text form's mark
        items += [
            TileItem(
                t,
                TileLook(dim=True),
                tooltip=f"{acts_as_text(t)}\n{called_tip}"
                + (f"\n{riichi_tip}" if i == marked else ""),
                gap_before=i == 0,
                sideways=i == marked,
            )
            for i, t in enumerate(side.called)
        ]
        box.river.set_items(items)
        box.riichi.setChecked(side.riichi)
        if seat in self.pending:
            box.melds.set_items(meld_items(side.melds, self.pending[seat]))

    def _typing(self, table: TableSituation) -> bool:
        """True while the user types a text that reads as ``table`` (in another order or
        spacing than the canonical one): the field keeps their text."""
        if not self.text.line.hasFocus():
            return False
        try:
            return parse_table(self.text.line.text()) == table
        except HandError:
            return False

    def _seat_name(self, seat: str) -> str:
        return {
            "right": self.tr("Right"),
            "across": self.tr("Across"),
            "left": self.tr("Left"),
            "self": self.tr("You"),
        }[seat]

    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.toggle.setText(self.tr("Table"))
        self.toggle.setToolTip(self.tr("Show or hide the rivers, riichi, melds, winds and dora"))
        self.text.line.setPlaceholderText(
            self.tr("no table yet: open it (▸) or type --river right=1z9m5P*3s --dora 3m")
        )
        self.text.line.setToolTip(
            self.tr(
                "The table around the hand: --river SEAT=TILES (SEAT self, right, across, left; "
                "* after a riichi tile), --called SEAT=TILES, --melds SEAT=MELDS, --dora TILES, "
                "--turn N, --round-wind 1z, --seat-wind 2z"
            )
        )
        self.labels["round"].setText(self.tr("Round"))
        self.labels["seat"].setText(self.tr("Seat"))
        self.labels["turn"].setText(self.tr("Turn"))
        self.labels["dora"].setText(self.tr("Dora"))
        self.labels["visible"].setText(self.tr("Also seen"))
        self.turn.setSpecialValueText(self.tr("auto"))
        self.turn.setToolTip(self.tr("Your turn; auto: one more than the longest river"))
        name_winds(self.round, self.seat)
        self.dora.placeholder = self.tr("indicators")
        self.visible.placeholder = self.tr("other tiles")
        for box in self.boxes.values():
            box.riichi.setText(self.tr("Riichi"))
            box.riichi.setToolTip(
                self.tr(
                    "Riichi declared with the selected river tile (or the last one); "
                    "double-click a river tile to mark it"
                )
            )
            box.called_button.setText(self.tr("Called"))
            box.called_button.setToolTip(
                self.tr(
                    "Mark the selected river tile (or the last one) as called away by another "
                    "player (it is shown dimmed after the river), or put a called tile back"
                )
            )
            box.river.placeholder = self.tr("river")
            box.melds.placeholder = self.tr("melds")
            box.melds.setToolTip(
                self.tr(
                    "Three tiles make a chi or pon, a fourth like a pon makes it a kan; "
                    "type a closed kan in the text form: --melds right=(555s5S)"
                )
            )
        self._show_table()
        if self.text.showing_message():  # the text typed stays, its message is made again
            self._text_edited(self.text.line.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def wind_combo(kind: int, changed: Callable[[], None]) -> QComboBox:
    """A choice of the four winds (item data: the kind, 27..30) showing ``kind``; ``changed``
    is called when the user picks another."""
    combo = QComboBox()
    for wind in WINDS:
        combo.addItem(honor_name(wind), wind)
    combo.setCurrentIndex(combo.findData(kind))
    combo.currentIndexChanged.connect(lambda _: changed())
    return combo


def set_wind_choices(seat: QComboBox, round_: QComboBox, seat_wind: int, round_wind: int) -> None:
    """Show the winds in two :func:`wind_combo` choices without reporting it as a change."""
    for combo, kind in ((seat, seat_wind), (round_, round_wind)):
        combo.blockSignals(True)
        combo.setCurrentIndex(combo.findData(kind))
        combo.blockSignals(False)


def name_winds(*combos: QComboBox) -> None:
    """Name the winds of :func:`wind_combo` choices in the UI language."""
    for combo in combos:
        for i in range(combo.count()):
            combo.setItemText(i, honor_name(combo.itemData(i)))


def _meld(tiles: list[Tile]) -> Meld | None:
    """The open meld ``tiles`` make (chi, pon or kan), or None."""
    try:
        return make_meld([(t, 0) for t in tiles], False, 0)
    except HandError:
        return None


def meld_items(melds: tuple[Meld, ...], pending: Sequence[Tile] = ()) -> list[TileItem]:
    """Melds as tiles (a closed kan's outer tiles face down, but galaxy tiles face up) and the
    tiles picked for the next one (dimmed)."""
    items = [
        TileItem(
            t,
            TileLook(face_down=m.closed and i in (0, 3) and not t.galaxy),
            tooltip=m.text,
            gap_before=i == 0,
        )
        for m in melds
        for i, t in enumerate(m.tiles)
    ]
    items += [
        TileItem(t, TileLook(dim=True), gap_before=i == 0, tooltip=acts_as_text(t))
        for i, t in enumerate(pending)
    ]
    return items


def table_being_typed(text: str) -> bool:
    """True when the table's text form ends in a word still being typed and the words before
    it read: an option name (or its start, e.g. ``--riv``) with no value yet, or a value
    ending in ``=``, ``,`` or ``*``, in digits waiting for their suit letter, or a seat name
    without its ``=`` (``--river lef``)."""
    words = text.split()
    if not words:
        return False
    last = words[-1]
    if last.startswith("-") and any(option.startswith(last) for option in OPTIONS):
        head = words[:-1]
    elif len(words) >= 2 and words[-2] in OPTIONS and _value_being_typed(last):
        head = words[:-2]
    else:
        return False
    try:
        parse_table(" ".join(head))
    except HandError:
        return False
    return True


def _value_being_typed(value: str) -> bool:
    return value[-1] in "=,*(0123456789" or value.isalpha()
