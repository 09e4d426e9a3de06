"""The "By galaxy assignment" tab: which galaxy assignments make the hand tenpai, and on what.

Left: the wait sets with exact counts (``AssignmentView.groups``).  Right: the tenpai assignments
themselves, listed lazily: rows are pulled from ``AssignmentView.iter_assignments`` in the
solver's child process, a batch per ``fetchMore`` (Qt asks when the view scrolls near the end),
so a hand with tens of thousands of assignments stays smooth.  Both tables sort by any column;
the winning-tile filter and a selected wait set narrow the assignment list.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import jobs
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import kind_label
from mahjong_galaxy.app.jobs import Analysis, group_row
from mahjong_galaxy.app.models.assignments import (
    AssignmentModel,
    WaitFilter,
    WaitGroupModel,
    WaitsRole,
)
from mahjong_galaxy.app.widgets.tiles_delegate import TilesDelegate
from mahjong_galaxy.core.decision.values import WAYS, HandValues
from mahjong_galaxy.core.solver.assignments import AssignmentView
from mahjong_galaxy.core.solver.waits import WaitResult


def _table(model: QSortFilterProxyModel, stretch: int) -> QTableView:
    """A sortable row table; column ``stretch`` takes the spare width, the others fit."""
    view = QTableView()
    view.setModel(model)
    view.setSortingEnabled(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setResizeContentsPrecision(60)  # size columns from 60 rows, not from 10,000
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


AIM_COUNT = 3  # readings (or discards) named in the "Aim for" line
GROUPS_MIN_WIDTH = 410  # px: the wait-set table's number columns plus three tiles


def way_name(way: str) -> str:
    """A win way of :data:`.values.WAYS` in the UI language."""
    names = {
        "ron": QCoreApplication.translate("AssignmentsTab", "ron"),
        "tsumo": QCoreApplication.translate("AssignmentsTab", "tsumo"),
        "ron_riichi": QCoreApplication.translate("AssignmentsTab", "ron with riichi"),
        "tsumo_riichi": QCoreApplication.translate("AssignmentsTab", "tsumo with riichi"),
    }
    return names.get(way, way)


def _kinds(kinds: frozenset[int]) -> str:
    return " ".join(kind_label(k) for k in sorted(kinds))


class AssignmentsTab(QWidget):
    """Wait sets and the tenpai assignments behind them."""

    def __init__(self, context: AnalyzerContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.view: AssignmentView | None = None
        self.group_model = WaitGroupModel(self)
        self.group_proxy = WaitFilter(self)
        self.group_proxy.setSourceModel(self.group_model)
        self.model = AssignmentModel(context.runner, self)
        self.proxy = WaitFilter(self)
        self.proxy.setSourceModel(self.model)
        self.values: HandValues | None = None
        self.waits: WaitResult | None = None
        self._discards: tuple[jobs.AimOption, ...] | None = None
        self._analysis: Analysis | None = None
        self._build()
        context.analysisReady.connect(self.show_analysis)
        context.valuesReady.connect(self.show_values)
        self.retranslate()

    def _build(self) -> None:
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.filter_label = QLabel()
        self.filter = QComboBox()
        self.filter.currentIndexChanged.connect(self._filter_changed)
        self.show_all = QPushButton()
        self.show_all.clicked.connect(self.clear_group)
        self.aim = QLabel()
        self.aim.setWordWrap(True)
        self.aim.setTextFormat(Qt.TextFormat.RichText)
        self.way_label = QLabel()
        self.way = QComboBox()
        self.way.currentIndexChanged.connect(self._way_changed)
        self.printed = QCheckBox()
        self.printed.setChecked(True)
        self.printed.toggled.connect(self.model.set_show_printed)
        self.groups = _table(self.group_proxy, stretch=0)
        self.groups.setItemDelegateForColumn(0, TilesDelegate(26, self.groups))
        self.groups.verticalHeader().setDefaultSectionSize(32)
        self.groups.setMinimumWidth(GROUPS_MIN_WIDTH)  # every column in view, tiles too
        self.groups.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.groups.selectionModel().currentRowChanged.connect(self._group_selected)
        self.table = _table(self.proxy, stretch=0)
        self.table.setItemDelegateForColumn(0, TilesDelegate(34, self.table))
        self.table.setItemDelegateForColumn(1, TilesDelegate(24, self.table))
        self.table.verticalHeader().setDefaultSectionSize(40)
        self.status = QLabel()
        bar = QHBoxLayout()
        bar.addWidget(self.filter_label)
        bar.addWidget(self.filter, 1)
        bar.addWidget(self.show_all)
        bar.addWidget(self.way_label)
        bar.addWidget(self.way)
        bar.addWidget(self.printed)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.groups)
        splitter.addWidget(self.table)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([GROUPS_MIN_WIDTH, 1000 - GROUPS_MIN_WIDTH])
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.aim)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.status)
        self.model.rowsInserted.connect(self._update_status)
        self.model.modelReset.connect(self._update_status)

    def show_analysis(self, analysis: Analysis) -> None:
        """Show the assignment view of ``analysis`` (none for hands without galaxy tiles)."""
        self.view = analysis.assignments
        self._analysis = analysis
        view = self.view
        self.waits = analysis.waits
        self.values = None
        self._fill_ways(analysis)
        self._refresh_groups()
        self.proxy.set_wait_set(None)
        if view is None:
            self.model.set_source(None, None)
        else:
            pull, close = self.context.batches(jobs.view_rows, analysis.hand, view)
            self.model.set_source(analysis.hand, pull, close)
        self._fill_filter()
        self._update_summary()
        self._aim_discards(analysis)
        if view is not None:
            self.model.fetchMore()

    def show_values(self, values: HandValues | None) -> None:
        """Fill in the best and expected points of every wait set."""
        self.values = values
        self._refresh_groups()

    def _fill_ways(self, analysis: Analysis) -> None:
        closed = analysis.hand.is_closed
        current = self.way.currentData()
        self.way.blockSignals(True)
        self.way.clear()
        for way in WAYS if closed else WAYS[:2]:
            self.way.addItem(way_name(way), way)
        self.way.setCurrentIndex(max(0, self.way.findData(current)))
        self.way.blockSignals(False)

    def _way_changed(self) -> None:
        self._refresh_groups()
        analysis = self._analysis
        if analysis is not None and analysis.size == 14:
            self._aim_discards(analysis)  # the discards are weighed the way the combo says

    def _refresh_groups(self) -> None:
        view = self.view
        way = self.way.currentData() or "ron"
        groups = view.groups if view is not None else []
        self.group_model.set_groups(groups, self.waits, self.values, way)
        self._update_aim()

    def _update_aim(self) -> None:
        """The best few wait sets by expected points (13 tiles); the discards (14 tiles)."""
        if self.view is None or self.values is None:
            if self._discards is None:
                self.aim.setText("")
            return
        way = self.way.currentData() or "ron"
        rows = [group_row(w, n, self.waits, self.values, way) for w, n in self.view.groups]
        rows.sort(key=lambda row: (-(row.keys[4]), -row.keys[3], -row.keys[1]))
        parts = [
            self.tr("{0} → expected {1}, best {2} (live {4}, assignments {3})").format(
                _kinds(row.waits), row.display[4], row.display[3], row.display[1], row.display[2]
            )
            for row in rows[:AIM_COUNT]
        ]
        self.aim.setText(
            self.tr("<b>Aim for</b> ({0}): {1}").format(way_name(way), " · ".join(parts))
        )

    def _aim_discards(self, analysis: Analysis) -> None:
        self._discards = None
        if analysis.size != 14 or analysis.error:
            self.context.runner.cancel("aim")
            self.aim.setText("")
            return
        self.aim.setText(self.tr("Which discard keeps the best reading open: computing…"))
        self.context.run(
            "aim",
            jobs.aim_discards,
            analysis.hand,
            analysis.visible,
            self.context.rules,
            self.way.currentData() or "ron",
            on_done=self._show_discards,
        )

    def _show_discards(self, options: tuple[jobs.AimOption, ...]) -> None:
        self._discards = options
        if not options:
            self.aim.setText(self.tr("No discard leaves this hand tenpai."))
            return
        parts = [
            self.tr("discard {0} → expected {1}, best {2} (waits {3})").format(
                o.discard.text, round(o.expected), o.best, _kinds(o.waits)
            )
            for o in options[:AIM_COUNT]
        ]
        self.aim.setText(
            self.tr("<b>Aim for</b> ({0}): {1}").format(way_name(options[0].way), " · ".join(parts))
        )

    def _fill_filter(self) -> None:
        current = self.filter.currentData()
        kinds = sorted({k for waits, _ in (self.view.groups if self.view else []) for k in waits})
        self.filter.blockSignals(True)
        self.filter.clear()
        self.filter.addItem(self.tr("any winning tile"), None)
        for kind in kinds:
            self.filter.addItem(kind_label(kind), kind)
        position = self.filter.findData(current)
        self.filter.setCurrentIndex(max(0, position))
        self.filter.blockSignals(False)
        self._filter_changed()

    def set_filter_kind(self, kind: int | None) -> None:
        """Show only assignments (and wait sets) that win on ``kind``."""
        position = self.filter.findData(kind)
        self.filter.setCurrentIndex(max(0, position))

    def _filter_changed(self) -> None:
        kind = self.filter.currentData()
        self.proxy.set_kind(kind)
        self.group_proxy.set_kind(kind)
        self._update_status()

    def _group_selected(self, current: QModelIndex, previous: QModelIndex) -> None:
        self.proxy.set_wait_set(current.data(WaitsRole) if current.isValid() else None)
        self._update_status()

    def clear_group(self) -> None:
        """Show the assignments of every wait set again."""
        self.groups.clearSelection()
        self.groups.setCurrentIndex(QModelIndex())
        self.proxy.set_wait_set(None)
        self._update_status()

    def _update_summary(self) -> None:
        view = self.view
        if view is None:
            self.summary.setText(
                self.tr("Galaxy assignments apply to 13-tile hands with concealed galaxy tiles.")
            )
            return
        self.summary.setText(
            self.tr(
                "{0} galaxy assignments, {1} of them tenpai, in {2} wait sets. "
                "Select a wait set to list its assignments."
            ).format(view.total, view.tenpai, len(view.groups))
        )

    def _update_status(self) -> None:
        if self.view is None:
            self.status.setText("")
            return
        shown = self.proxy.rowCount()
        text = self.tr("{0} of {1} tenpai assignments shown").format(shown, self.view.tenpai)
        if not self.model.complete:
            text += " " + self.tr("(scroll for more)")
        self.status.setText(text)

    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.way_label.setText(self.tr("Value:"))
        for index in range(self.way.count()):
            self.way.setItemText(index, way_name(self.way.itemData(index)))
        self.printed.setText(self.tr("Tiles acting as printed"))
        self.printed.setToolTip(
            self.tr("Draw the galaxy tiles that act as their printed kind (dimmed, last)")
        )
        self.filter_label.setText(self.tr("Winning tile:"))
        self.show_all.setText(self.tr("All wait sets"))
        if self.filter.count():
            self.filter.setItemText(0, self.tr("any winning tile"))
        self._update_summary()
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
