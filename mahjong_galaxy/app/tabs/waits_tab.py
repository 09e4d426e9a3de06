"""The "Waits" tab: tenpai / shanten, winning tiles with counts, galaxy winners, decompositions."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import jobs
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import (
    acts_as_text,
    forms_text,
    honor_name,
    kind_label,
    shanten_text,
)
from mahjong_galaxy.app.jobs import Analysis, DecompositionRow
from mahjong_galaxy.app.models.values import ValueModel
from mahjong_galaxy.app.widgets.decomposition_view import DecompositionList
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.app.widgets.tiles_delegate import TilesDelegate
from mahjong_galaxy.core.decision.values import HandValues
from mahjong_galaxy.core.efficiency.ukeire import live_total
from mahjong_galaxy.core.notation import format_tiles
from mahjong_galaxy.core.solver.waits import MILKY_WAY_FORM
from mahjong_galaxy.core.tiles import KIND_CLASS, Tile

WAIT_SLOTS = 9  # winning kinds the strip fits in one row before its tiles shrink


def status_text(analysis: Analysis | None) -> tuple[str, str]:
    """Headline and colour name for an analysis (tenpai, shanten, agari, incomplete)."""

    if analysis is None:
        return QCoreApplication.translate("WaitsTab", "Analysing…"), "gray"
    if analysis.error:
        return analysis.error, "firebrick"
    if analysis.size < 13:
        return QCoreApplication.translate("WaitsTab", "{0} tiles: add {1} more").format(
            analysis.size, 13 - analysis.size
        ), "gray"
    if analysis.agari:
        return QCoreApplication.translate("WaitsTab", "Complete hand (agari)"), "seagreen"
    if analysis.waits is not None and analysis.waits.tenpai:
        return QCoreApplication.translate("WaitsTab", "Tenpai"), "seagreen"
    if analysis.shanten is not None and analysis.shanten > 0:
        return QCoreApplication.translate("WaitsTab", "{0}-shanten").format(
            analysis.shanten
        ), "darkorange"
    if analysis.size == 14:
        return QCoreApplication.translate(
            "WaitsTab", "14 tiles — see the Discard tab for what to discard"
        ), "darkorange"
    return QCoreApplication.translate("WaitsTab", "Not tenpai"), "darkorange"


def duration_text(ms: float) -> str:
    """``"12 ms"``, or ``"< 1 ms"`` for a time that rounds to zero."""
    if ms < 0.5:
        return QCoreApplication.translate("WaitsTab", "< 1 ms")
    return QCoreApplication.translate("WaitsTab", "{0:.0f} ms").format(ms)


def wait_item(wait: Any) -> TileItem:
    """A winning tile as a strip item: caption remaining/live, struck when dead."""
    tile = wait.tile
    tip = QCoreApplication.translate("WaitsTab", "{0}\nremaining {1} · live {2}\n{3}").format(
        acts_as_text(tile), wait.remaining, wait.live, forms_text(wait.forms)
    )
    look = TileLook(dead=wait.live == 0, dim=wait.remaining == 0 and tile.galaxy)
    return TileItem(tile, look, f"{wait.remaining}/{wait.live}", tip)


def wait_name(tile: Tile) -> str:
    """``4m`` for a normal winning tile, ``galaxy 4p`` for a galaxy one (translated)."""
    if not tile.galaxy:
        return kind_label(tile.kind)
    return QCoreApplication.translate("WaitsTab", "galaxy {0}").format(kind_label(tile.kind))


def galaxy_groups(waits: Sequence[Any]) -> list[tuple[int, list[Any]]]:
    """Galaxy winning tiles grouped by class: ``[(class, [WinningTile, ...]), ...]``."""
    groups: dict[int, list[Any]] = {}
    for wait in waits:
        groups.setdefault(KIND_CLASS[wait.tile.kind], []).append(wait)
    return sorted(groups.items())


class GalaxyWinners(QWidget):
    """Galaxy winning tiles as "any galaxy n" groups, in as many columns as fit its width
    (at most :attr:`COLUMNS`).

    Signals:
        tileClicked(object): a galaxy winning tile was clicked.
    """

    tileClicked = Signal(object)

    COLUMNS = 4
    SPACING = 18

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(self.SPACING)
        self._boxes: dict[int, tuple[QWidget, QLabel, TileStrip]] = {}
        self._members: dict[int, list[Any]] = {}
        self._columns = self.COLUMNS
        self.groups: list[tuple[int, TileStrip]] = []
        self.titles: list[str] = []

    def _box(self, cls: int) -> tuple[QWidget, QLabel, TileStrip]:
        """The group widget of class ``cls``, created once and reused."""
        if cls not in self._boxes:
            box = QWidget(self)
            layout = QVBoxLayout(box)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.setSpacing(0)
            title = QLabel(box)
            title.setStyleSheet("color: #1f4b99; font-weight: 600;")
            strip = TileStrip("galaxy-waits", 40, captions=True, parent=box)
            strip.clicked.connect(lambda i, c=cls: self.tileClicked.emit(self._members[c][i].tile))
            layout.addWidget(title)
            layout.addWidget(strip)
            self._boxes[cls] = (box, title, strip)
        return self._boxes[cls]

    def set_waits(self, waits: Sequence[Any]) -> None:
        """Show ``waits`` (galaxy WinningTile objects) grouped by class."""
        for box, _, _ in self._boxes.values():
            box.hide()
        self.groups, self.titles, self._members = [], [], {}
        for cls, members in galaxy_groups(waits):
            box, title, strip = self._box(cls)
            self._members[cls] = members
            title.setText(self._group_title(cls, members))
            strip.set_items([wait_item(w) for w in members])
            box.show()
            self.groups.append((cls, strip))
            self.titles.append(title.text())
        self._columns = self._fitting_columns(self.width())
        self._place()

    def _box_width(self) -> int:
        boxes = [self._boxes[cls][0] for cls, _ in self.groups]
        return max((box.sizeHint().width() for box in boxes), default=0)

    def _fitting_columns(self, width: int) -> int:
        box = self._box_width()
        if not box:
            return self.COLUMNS
        return max(1, min(self.COLUMNS, (width + self.SPACING) // (box + self.SPACING)))

    def _place(self) -> None:
        while self._grid.count():
            self._grid.takeAt(0)
        for column in range(self.COLUMNS + 1):
            self._grid.setColumnStretch(column, 0)
        for i, (cls, _) in enumerate(self.groups):
            self._grid.addWidget(self._boxes[cls][0], i // self._columns, i % self._columns)
        self._grid.setColumnStretch(self._columns, 1)
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        """One group wide, as tall as the groups in the columns that fit now."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._box_width()) or hint.width(), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        columns = self._fitting_columns(event.size().width())
        if columns != self._columns:
            self._columns = columns
            self._place()
        super().resizeEvent(event)

    def _group_title(self, cls: int, members: Sequence[Any]) -> str:
        live = max(w.live for w in members)
        name = (
            self.tr("any galaxy {0}").format(cls + 1)
            if cls < 9
            else self.tr("any galaxy wind")
            if cls == 9
            else self.tr("any galaxy dragon")
        )
        return self.tr("{0} · {1} live").format(name, live)


class _TilesBesideTables(QSplitter):
    """The winning tiles beside the values and decompositions: as tall as the tiles need (the
    tables take what is left; their preferred heights would make a short window scroll)."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumSizeHint().height())


class WaitsTab(QWidget):
    """The analysis of the current hand."""

    def __init__(self, context: AnalyzerContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.analysis: Analysis | None = None
        self.selected: Tile | None = None
        #: the decompositions listed: their winning tile and count text ("12", "200+"), None
        #: while computing or when none is selected
        self.listed: tuple[Tile, str] | None = None
        self._build()
        context.analysisReady.connect(self.show_analysis)
        context.busyChanged.connect(self._show_busy)
        self.retranslate()

    def _build(self) -> None:
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.busy = QLabel()
        self.busy.setStyleSheet("color: #1f5fbf;")
        self.busy.hide()
        self.waits_label = QLabel()
        self.waits = TileStrip("waits", 50, captions=True, fit_slots=WAIT_SLOTS)
        self.waits.clicked.connect(lambda i: self.select_win(self.waits.tiles()[i]))
        self.galaxy_label = QLabel()
        self.galaxy = GalaxyWinners()
        self.galaxy.tileClicked.connect(self.select_win)
        self.decomp_label = QLabel()
        self.decompositions = DecompositionList()
        self._build_values()

        head = QGridLayout()
        head.addWidget(self.headline, 0, 0)
        head.addWidget(self.busy, 0, 1, Qt.AlignmentFlag.AlignRight)
        head.addWidget(self.summary, 1, 0, 1, 2)

        tiles = QWidget()
        layout = QVBoxLayout(tiles)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.waits_label, self.waits, self.galaxy_label, self.galaxy):
            layout.addWidget(widget)
        layout.addStretch(1)
        listing = QWidget()
        self.decomposition_area = listing
        lower = QVBoxLayout(listing)
        lower.setContentsMargins(4, 4, 0, 4)
        lower.addWidget(self.decomp_label)
        lower.addWidget(self.decompositions)
        # right: what each winning tile is worth over the decompositions of the chosen one, as
        # tall as the tab beside the winning tiles, so a small window shows several rows of each
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.values_area)
        right.addWidget(listing)
        right.setChildrenCollapsible(False)
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 1)
        # left: the winning tiles, never scrolled away (a short window scrolls the whole tab)
        self.main_splitter = _TilesBesideTables(Qt.Orientation.Horizontal)
        self.main_splitter.addWidget(tiles)
        self.main_splitter.addWidget(right)
        self.main_splitter.setChildrenCollapsible(False)
        self.main_splitter.setStretchFactor(0, 3)
        self.main_splitter.setStretchFactor(1, 2)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(9, 9, 9, 0)
        outer.addLayout(head)
        outer.addWidget(self.main_splitter, 1)

    def _build_values(self) -> None:
        """What each winning tile is worth: a sortable table with a riichi / dama switch."""
        self.values_model = ValueModel(self)
        self.values_table = QTableView()
        self.values_table.setModel(self.values_model)
        self.values_table.setItemDelegateForColumn(0, TilesDelegate(24, self.values_table))
        self.values_table.setSortingEnabled(True)
        self.values_table.sortByColumn(2, Qt.SortOrder.DescendingOrder)
        self.values_table.verticalHeader().hide()
        self.values_table.verticalHeader().setDefaultSectionSize(30)
        self.values_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.values_table.setWordWrap(False)
        header = self.values_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.values_table.clicked.connect(self._value_clicked)
        self.riichi = QCheckBox()
        self.riichi.toggled.connect(self.values_model.set_riichi)
        self.values_label = QLabel()
        self.expected = QLabel()
        self.expected.setWordWrap(True)
        self.expected.setTextFormat(Qt.TextFormat.RichText)  # <nobr>: "ron 1100" stays whole
        self.values_area = QWidget()
        column = QVBoxLayout(self.values_area)
        column.setContentsMargins(4, 0, 0, 4)
        bar = QHBoxLayout()
        bar.addWidget(self.values_label, 1)
        bar.addWidget(self.riichi)
        column.addLayout(bar)
        column.addWidget(self.values_table, 1)
        column.addWidget(self.expected)
        self.context.valuesReady.connect(self.show_values)
        self.riichi.toggled.connect(lambda _: self._show_expected())

    def show_values(self, values: HandValues | None) -> None:
        """Show the values of the current hand's winning tiles (None: none, or still coming)."""
        self.values_model.set_values(values)
        self._fit_values_width()
        closed = values is not None and "ron_riichi" in values.ways
        self.riichi.setEnabled(closed)
        self._show_expected()

    def _fit_values_width(self) -> None:
        """Keep the values table wide enough for every column's title (and the tile, counts
        and points under them) in the current language."""
        table = self.values_table
        header = table.horizontalHeader()
        columns = self.values_model.COLUMNS
        width = sum(
            max(header.sectionSizeHint(c), table.sizeHintForColumn(c)) for c in range(columns - 1)
        )
        width += header.sectionSizeHint(columns - 1)  # the yaku: its title at least
        width += table.verticalScrollBar().sizeHint().width() + 2 * table.frameWidth()
        table.setMinimumWidth(width)

    def _show_expected(self) -> None:
        values = self.values_model.values
        if values is None:
            waiting = self.analysis is not None and self.analysis.waits is not None
            tenpai = waiting and self.analysis is not None and self.analysis.waits.tenpai
            self.expected.setText(self.tr("Scoring the winning tiles…") if tenpai else "")
            return
        ron, tsumo = self.values_model.ways()
        pairs = (
            self.tr("ron {0}").format(round(values.expected[ron])),
            self.tr("tsumo {0}").format(round(values.expected[tsumo])),
        )
        line = self.tr("Expected points per win (unseen copies with yaku): {0} · {1}").format(
            *(f"<nobr>{escape(p)}</nobr>" for p in pairs)
        )
        self.expected.setText(f"{line}<br>{escape(self._situation_text())}")

    def _situation_text(self) -> str:
        """The table situation the values are scored at (its winds and dora indicators)."""
        table = self.context.table
        dora = format_tiles(table.dora_indicators) or self.tr("none")
        return self.tr("{0} round, seat {1}, dora indicators: {2}").format(
            honor_name(table.round_wind), honor_name(table.seat_wind), dora
        )

    def _value_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.select_win(self.values_model.tile_at(index.row()).winner.tile)

    # -- showing ---------------------------------------------------------------------------
    def show_analysis(self, analysis: Analysis) -> None:
        """Show ``analysis`` (the current hand's) and list the decompositions of its first
        winning tile (of the one selected, when it still wins)."""
        waits = self._show_waits(analysis)
        first = waits[0].tile if waits else None
        keep = self.selected in {w.tile for w in waits}
        self.select_win(self.selected if keep else first)

    def _show_waits(self, analysis: Analysis) -> list[Any]:
        """Show the headline, winning tiles and summary of ``analysis``; returns its winning
        tiles, normal ones first."""
        self.analysis = analysis
        text, colour = status_text(analysis)
        self.headline.setText(text)
        self.headline.setStyleSheet(f"font-size: 20px; font-weight: 700; color: {colour};")
        result = analysis.waits
        waits = list(result.normal_waits) if result is not None else []
        galaxy_waits = list(result.galaxy_waits) if result is not None else []
        self.waits.set_items([wait_item(w) for w in waits])
        self.galaxy.set_waits(galaxy_waits)
        self.summary.setText(self._summary(analysis, waits, galaxy_waits))
        for widget in (self.waits_label, self.waits):
            widget.setVisible(bool(waits))
        for widget in (self.galaxy_label, self.galaxy):
            widget.setVisible(bool(galaxy_waits))
        return waits + galaxy_waits

    def _summary(self, analysis: Analysis, waits: list[Any], galaxy_waits: list[Any]) -> str:
        parts: list[str] = []
        # tenpai only through Milky Way: no kind wins, every galaxy tile does
        milky_only = not waits and any(MILKY_WAY_FORM in w.forms for w in galaxy_waits)
        if milky_only and analysis.waits is not None:
            parts.append(
                self.tr("Milky Way tenpai: any of the {0} unseen galaxy tiles wins").format(
                    live_total(analysis.waits)
                )
            )
        elif waits or galaxy_waits:
            live = sum(w.remaining for w in waits)
            parts.append(
                self.tr("winning kinds: {0} · normal tiles left: {1}").format(len(waits), live)
            )
            if galaxy_waits and analysis.waits is not None:
                # a held ``g`` tile is one of its class's galaxy tiles: cap per class
                unseen = live_total(analysis.waits) - live
                parts.append(
                    self.tr("galaxy tiles that win: {0} ({1} unseen)").format(
                        len(galaxy_waits), unseen
                    )
                )
            dead = [kind_label(w.tile.kind) for w in waits if w.dead]
            if dead:
                parts.append(self.tr("dead: {0}").format(" ".join(dead)))
        tenpai = analysis.waits is not None and analysis.waits.tenpai
        if analysis.shanten is not None and not (tenpai or analysis.agari or analysis.shanten > 0):
            parts.append(shanten_text(analysis.shanten))  # unless the headline says it
        parts += self._elsewhere(analysis.shanten)
        if analysis.assignments is not None and not milky_only:
            view = analysis.assignments
            parts.append(
                self.tr("tenpai under {0} of {1} galaxy assignments").format(
                    view.tenpai, view.total
                )
            )
        parts.append(duration_text(analysis.elapsed_ms))
        return " · ".join(parts)

    def _elsewhere(self, shanten: int | None) -> list[str]:
        """Where a hand this tab has no winning tiles for is analysed: short of tenpai (shanten
        > 0) the Discard tab, complete (-1) the Win tab; [] otherwise."""
        if shanten is not None and shanten > 0:
            return [self.tr("the Discard tab shows the tiles that improve it")]
        if shanten == -1:
            return [self.tr("the Win tab scores it")]
        return []

    def select_win(self, tile: Tile | None) -> None:
        """List the decompositions for winning tile ``tile`` (computed in the background)."""
        self.selected = tile
        self.listed = None
        self._mark_selected()
        analysis = self.analysis
        self.decomposition_area.setVisible(tile is not None)
        self.values_area.setVisible(tile is not None)
        if tile is None or analysis is None or analysis.waits is None:
            self.decompositions.list_model.set_rows([])
            self._label_decompositions()
            self.context.runner.cancel("decompositions")
            return
        self._label_decompositions()
        self.context.run(
            "decompositions",
            jobs.decomposition_table,
            analysis.hand,
            tile,
            self.context.rules,
            on_done=partial(self._show_decompositions, tile),
        )

    def _show_decompositions(self, tile: Tile, found: tuple[list[DecompositionRow], bool]) -> None:
        rows, more = found
        self.decompositions.set_win(tile)
        self.decompositions.list_model.set_rows(rows)
        self.listed = tile, f"{len(rows)}+" if more else str(len(rows))
        self._label_decompositions()

    def _label_decompositions(self) -> None:
        """Say whose decompositions are listed and how many, or that they are computing."""
        analysis = self.analysis
        if self.selected is None or analysis is None or analysis.waits is None:
            self.decomp_label.setText("")
        elif self.listed is None:
            self.decomp_label.setText(
                self.tr("Decompositions with {0}: computing…").format(wait_name(self.selected))
            )
        else:
            tile, count = self.listed
            self.decomp_label.setText(
                self.tr("Decompositions with {0}: {1}").format(wait_name(tile), count)
            )

    def _mark_selected(self) -> None:
        strips = [self.waits] + [strip for _, strip in self.galaxy.groups]
        for strip in strips:
            strip.set_items(
                [
                    TileItem(
                        item.tile,
                        TileLook(
                            item.look.acting,
                            item.look.dim,
                            item.look.dead,
                            item.tile == self.selected,
                        ),
                        item.caption,
                        item.tooltip,
                    )
                    for item in strip.items
                ]
            )

    def _show_busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)

    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.busy.setText(self.tr("Analysing…"))
        self.waits_label.setText(self.tr("Winning tiles (remaining / live) — click one"))
        self.galaxy_label.setText(self.tr("Galaxy tiles that win"))
        self.values_label.setText(self.tr("What each winning tile is worth (best reading)"))
        self.riichi.setText(self.tr("Riichi"))
        self.riichi.setToolTip(self.tr("Points with riichi declared (closed hands); off: dama"))
        self.values_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 4)
        self._fit_values_width()
        self._show_expected()
        if self.analysis is not None:
            self._show_waits(self.analysis)
            self._label_decompositions()  # the rows stay: they hold no text

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
