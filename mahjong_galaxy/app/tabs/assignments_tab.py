"""The "By galaxy assignment" tab: which galaxy assignments make the hand tenpai, and on what.

One tree: a row per wait set (its winning tiles drawn as tiles, the number of assignments
giving it, its live copies, best and expected points of a win the chosen way), sortable by any
of them and filtered by a winning tile; expanding a wait set lists its tenpai assignments, each
drawn as its galaxy tiles with the kind they act as (a badge), those changing suit first and
those acting as printed dimmed or folded away.  The assignments are pulled lazily from
``AssignmentView.iter_assignments`` in the solver's child process, a batch per ``fetchMore``
(when a wait set is expanded and when its end scrolls into view), so the heaviest hands open at
once and 10,000+ assignments scroll smoothly.  Above the tree, "Aim for" names the best wait
sets by expected points (13 tiles); for 14 tiles, the best readings (wait sets of the 13 tiles
a discard leaves, each valued over its own assignments: ``core/decision/group_values.py``) and
the discards that keep each open, weighed one discard per job.  A re-sort or a filter keeps
what the user expanded and selected, and the row looked at where it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import jobs
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import kind_label
from mahjong_galaxy.app.jobs import Analysis, group_row, waits_key
from mahjong_galaxy.app.models.assignments import EXPECTED, WaitTreeModel
from mahjong_galaxy.app.solver_process import Batches
from mahjong_galaxy.app.widgets.tiles_delegate import TilesDelegate
from mahjong_galaxy.core.decision.group_values import GroupValue, GroupValues
from mahjong_galaxy.core.decision.values import WAYS
from mahjong_galaxy.core.solver.assignments import AssignmentView
from mahjong_galaxy.core.solver.waits import WaitResult
from mahjong_galaxy.core.tiles import Tile

AIM_COUNT = 3  # readings named in the "Aim for" line
AIM_DISCARDS = 3  # discards named per reading (14 tiles); more are counted
TILE_HEIGHT = 30  # px: tiles drawn in the tree (the badge stays readable)
FETCH_MARGIN = 40  # rows: a wait set fetches more when its last rows come this close to view


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
        self.model = WaitTreeModel(context.runner, self)
        self.values: GroupValues | None = None
        self.waits: WaitResult | None = None
        # 14 tiles: the readings weighed so far (None: not a 14-tile hand), the discards still
        # to weigh, how many in all, a HandError message; _aim_run tells the hands apart
        self._discards: list[jobs.AimOption] | None = None
        self._aim_pending: list[Tile] = []
        self._aim_total = 0
        self._aim_error = ""
        self._aim_run = 0
        self._build()
        context.analysisReady.connect(self.show_analysis)
        context.groupValuesReady.connect(self.show_values)
        self.retranslate()

    def _build(self) -> None:
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.filter_label = QLabel()
        self.filter = QComboBox()
        self.filter.currentIndexChanged.connect(self._filter_changed)
        self.aim = QLabel()
        self.aim.setWordWrap(True)
        self.aim.setTextFormat(Qt.TextFormat.RichText)
        self.aim.linkActivated.connect(self._aim_clicked)
        self.way_label = QLabel()
        self.way = QComboBox()
        self.way.currentIndexChanged.connect(self._way_changed)
        self.printed = QCheckBox()
        self.printed.setChecked(True)
        self.printed.toggled.connect(self.model.set_show_printed)
        self.collapse = QPushButton()
        self.tree = self._tree()
        self.collapse.clicked.connect(self.tree.collapseAll)
        self.status = QLabel()
        bar = QHBoxLayout()
        bar.addWidget(self.filter_label)
        bar.addWidget(self.filter, 1)
        bar.addWidget(self.way_label)
        bar.addWidget(self.way)
        bar.addWidget(self.printed)
        bar.addWidget(self.collapse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.aim)
        layout.addLayout(bar)
        layout.addWidget(self.tree, 1)
        self.filler = QWidget()  # takes the tree's room while it is hidden (14 tiles)
        self.filler.hide()
        layout.addWidget(self.filler, 1)
        layout.addWidget(self.status)
        for signal in (self.model.rowsInserted, self.model.modelReset, self.model.layoutChanged):
            signal.connect(self._update_status)
        self._anchor: tuple[QPersistentModelIndex, int] | None = None
        self.model.layoutAboutToBeChanged.connect(self._keep_anchor)
        self.model.layoutChanged.connect(self._restore_anchor)
        # after a batch arrives (and the tree laid it out): more if the end is still in view
        self._fetch_timer = QTimer(self)
        self._fetch_timer.setSingleShot(True)
        self._fetch_timer.setInterval(0)
        self._fetch_timer.timeout.connect(self._fetch_in_view)
        self.model.rowsInserted.connect(lambda *_: self._fetch_timer.start())

    def _tree(self) -> QTreeView:
        """The wait-set tree: uniform rows (fast for 10,000+), sortable, tiles in column 0."""
        tree = QTreeView()
        tree.setModel(self.model)
        tree.setUniformRowHeights(True)
        tree.setItemDelegateForColumn(0, TilesDelegate(TILE_HEIGHT, tree))
        tree.setAlternatingRowColors(True)
        tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        tree.setSortingEnabled(True)
        tree.sortByColumn(EXPECTED, Qt.SortOrder.DescendingOrder)
        header = tree.header()
        header.setStretchLastSection(False)
        header.setResizeContentsPrecision(60)  # size columns from 60 rows, not from 10,000
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        tree.expanded.connect(self._expanded)
        tree.collapsed.connect(lambda _: self._update_status())
        tree.verticalScrollBar().valueChanged.connect(lambda _: self._fetch_in_view())
        return tree

    def show_analysis(self, analysis: Analysis) -> None:
        """Show the assignment view of ``analysis`` (none for hands without galaxy tiles)."""
        self.view = analysis.assignments
        self.waits = analysis.waits
        self.values = None
        self._fill_ways(analysis)
        view, hand = self.view, analysis.hand
        for widget in (self.tree, self.filter, self.printed, self.collapse):
            widget.setEnabled(view is not None)  # a 14-tile hand: only the Aim for line
        self.tree.setVisible(view is not None)  # not an empty table under it
        self.filler.setVisible(view is None)
        if view is None:
            self.model.set_groups([], None)
        else:

            def source(waits: frozenset[int]) -> tuple[Batches, Callable[[], None] | None]:
                return self.context.batches(jobs.view_rows, hand, view, waits)

            self.model.set_groups(view.groups, source, self.waits, None, self._current_way())
            if len(view.groups) == 1:
                self.tree.expand(self.model.index(0, 0))
        self._fill_filter()
        self._update_summary()
        self._update_aim()
        self._aim_discards(analysis)

    def show_values(self, values: GroupValues | None) -> None:
        """Fill in the best and expected points of every wait set (None: not known yet)."""
        self.values = values
        self.model.set_values(self.waits, values, self._current_way())
        self._update_aim()

    def _current_way(self) -> str:
        return str(self.way.currentData() or "ron")

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
        self.model.set_values(self.waits, self.values, self._current_way())
        if self._discards is not None:
            self._show_discards()  # every way is weighed already
        else:
            self._update_aim()

    # -- expanding and fetching ------------------------------------------------------------
    def _expanded(self, index: QModelIndex) -> None:
        if self.model.canFetchMore(index) and not self.model.rowCount(index):
            self.model.fetchMore(index)
        self._update_status()

    def _fetch_in_view(self) -> None:
        """Fetch more assignments for every expanded wait set whose end is in view."""
        groups = self.model.group_count()
        if not groups:
            return
        viewport = self.tree.viewport()
        top = self.tree.indexAt(QPoint(1, 1))
        bottom = self.tree.indexAt(QPoint(1, viewport.height() - 2))
        first = _group_row(top) if top.isValid() else 0
        last = _group_row(bottom) if bottom.isValid() else groups - 1
        for row in range(first, last + 1):
            index = self.model.index(row, 0)
            if not self.tree.isExpanded(index) or not self.model.canFetchMore(index):
                continue
            fetched = self.model.group(row)[2]
            near_end = not bottom.isValid() or bottom.parent() != index
            if near_end or bottom.row() >= fetched - FETCH_MARGIN:
                self.model.fetchMore(index)

    # -- keeping the user's place through a re-sort or a filter --------------------------
    def _keep_anchor(self) -> None:
        """Before the wait sets move: remember the row the user is looking at and its height
        in the viewport, so it stays there (the tree keeps expansion and selection itself)."""
        self._anchor = None
        tree = self.tree
        if not self.model.group_count():
            return
        height = tree.viewport().height()
        current = tree.currentIndex()
        rect = tree.visualRect(current)  # empty when none, or inside a collapsed wait set
        if current.isValid() and rect.isValid():
            top = rect.top()
            if 0 <= top < height:  # the selected row in view stays in view, where it is
                self._anchor = (QPersistentModelIndex(current.siblingAtColumn(0)), top)
                return
        first = tree.indexAt(QPoint(1, 1))
        if not first.isValid():
            return
        opened = first.parent().isValid() or tree.isExpanded(first)
        if opened or tree.verticalScrollBar().value() > 0:  # else: at the top, it stays there
            self._anchor = (QPersistentModelIndex(first), tree.visualRect(first).top())

    def _restore_anchor(self) -> None:
        """After the wait sets moved: scroll so the remembered row is back at its height (or
        to the top when its wait set was filtered away)."""
        anchor, self._anchor = self._anchor, None
        if anchor is None:
            return
        index, top = anchor
        tree = self.tree
        bar = tree.verticalScrollBar()
        if not index.isValid():
            bar.setValue(0)
            return
        target = self.model.index(index.row(), 0, index.parent())
        tree.scrollTo(target, QAbstractItemView.ScrollHint.PositionAtTop)
        if tree.verticalScrollMode() == QAbstractItemView.ScrollMode.ScrollPerPixel:
            bar.setValue(bar.value() - top)
        else:  # scrolled by whole rows: the rows above it
            bar.setValue(bar.value() - top // max(1, tree.rowHeight(target)))

    def show_group(self, waits: frozenset[int]) -> None:
        """Expand the wait set ``waits`` (clearing a filter hiding it), select it, bring it
        into view."""
        row = self._row_of(waits)
        if row is None and self.filter.currentIndex() != 0:
            self.filter.setCurrentIndex(0)
            row = self._row_of(waits)
        if row is None:
            return
        index = self.model.index(row, 0)
        self.tree.expand(index)
        self.tree.setCurrentIndex(index)
        self.tree.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtTop)

    def _row_of(self, waits: frozenset[int]) -> int | None:
        for row in range(self.model.group_count()):
            if self.model.group(row)[0] == waits:
                return row
        return None

    def _aim_clicked(self, link: str) -> None:
        for waits, _ in self.view.groups if self.view is not None else []:
            if waits_key(waits) == link:
                self.show_group(waits)
                return

    # -- "Aim for" ---------------------------------------------------------------------------
    def _update_aim(self) -> None:
        """The best few wait sets by expected points (13 tiles); the discards (14 tiles)."""
        if self.view is None or self.values is None:
            if self._discards is None:
                scoring = self.view is not None and bool(self.view.groups)
                self.aim.setText(
                    self.tr("<b>Aim for</b>: scoring the winning tiles…") if scoring else ""
                )
            return
        way = self._current_way()
        rows = [group_row(w, n, self.waits, self.values, way) for w, n in self.view.groups]
        rows = [row for row in rows if row.display[4] is not None]  # wins without yaku: none
        if not rows:
            self.aim.setText(
                self.tr("<b>Aim for</b> ({0}): no winning tile has a yaku this way.").format(
                    way_name(way)
                )
            )
            return
        rows.sort(key=lambda row: (-(row.keys[4]), -row.keys[3], -row.keys[1]))
        parts = [
            self.tr("{0} → expected {1}, best {2} (live {4}, assignments {3})").format(
                f'<a href="{waits_key(row.waits)}">{_kinds(row.waits)}</a>',
                row.display[4],
                row.display[3],
                row.display[1],
                row.display[2],
            )
            for row in rows[:AIM_COUNT]
        ]
        self.aim.setText(
            self.tr("<b>Aim for</b> ({0}): {1}").format(way_name(way), " · ".join(parts))
        )

    # -- "Aim for", 14 tiles: the discards keeping each reading open ----------------------
    def _aim_discards(self, analysis: Analysis) -> None:
        """Weigh the discards of a 14-tile hand, one job per distinct discard in turn."""
        self._aim_run += 1
        self._discards = None
        self._aim_pending = []
        self._aim_error = ""
        if analysis.size != 14 or analysis.error:
            self.context.runner.cancel("aim")
            if analysis.size == 14:
                self.aim.setText("")
            return
        self._discards = []
        self._aim_pending = sorted(set(analysis.hand.tiles))
        self._aim_total = len(self._aim_pending)
        self._show_discards()
        self._next_discard(analysis)

    def _next_discard(self, analysis: Analysis) -> None:
        if not self._aim_pending:
            return
        self.context.run(
            "aim",
            jobs.aim_discard,
            analysis.hand,
            self._aim_pending[0],
            analysis.visible,
            self.context.rules,
            self.context.table,
            on_done=partial(self._discard_done, self._aim_run, analysis),
        )

    def _discard_done(
        self, run: int, analysis: Analysis, result: tuple[jobs.AimOption, ...] | str
    ) -> None:
        if run != self._aim_run or self._discards is None:
            return  # weighed for an earlier hand
        self._aim_pending.pop(0)
        if isinstance(result, str):
            self._aim_error, self._aim_pending = result, []
        else:
            self._discards.extend(result)
        self._show_discards()
        self._next_discard(analysis)

    def _show_discards(self) -> None:
        """The best few readings by expected points the way chosen, each with the discards
        keeping it open (best first); while discards are being weighed, the best so far."""
        options = self._discards or []
        if self._aim_error:
            self.aim.setText(self._aim_error)
            return
        way = self._current_way()
        readings = aim_readings(options, way)
        pending = bool(self._aim_pending)
        if not readings:
            if pending:
                text = self.tr("Which discard keeps the best reading open: computing…")
            elif not options:
                text = self.tr("No discard leaves this hand tenpai.")
            else:
                text = self.tr("<b>Aim for</b> ({0}): no winning tile has a yaku this way.")
                text = text.format(way_name(way))
            self.aim.setText(text)
            return
        parts = [self._reading_text(kept, way) for _, kept in readings[:AIM_COUNT]]
        # a bulleted line per reading: its discards are a list of their own
        bullets = "".join(f"<br>• {part}" for part in parts)
        text = self.tr("<b>Aim for</b> ({0}): {1}").format(way_name(way), bullets)
        if pending:
            done = self._aim_total - len(self._aim_pending)
            text += " " + self.tr("(weighing the discards: {0} of {1}…)").format(
                done, self._aim_total
            )
        self.aim.setText(text)

    def _reading_text(self, kept: list[jobs.AimOption], way: str) -> str:
        """One reading and the discards keeping it open, e.g. "1m 4m 7m → expected 3900,
        best 7700, live 9: discard 9m, or 3M for an expected 2000" (one worth the same: "or 3M")."""
        first, others = kept[0], kept[1:]
        value = first.value
        won = _won(value, way)
        discards = self.tr("discard {0}").format(first.discard.text)
        for option in others[: AIM_DISCARDS - 1]:
            expected = round(option.value.expected[_won(option.value, way)])
            if expected == round(value.expected[won]):
                discards += self.tr(" or {0}").format(option.discard.text)
            else:
                discards += self.tr(", or {0} for an expected {1}").format(
                    option.discard.text, expected
                )
        if len(others) >= AIM_DISCARDS:
            discards += self.tr(" or {0} more").format(len(others) - AIM_DISCARDS + 1)
        return self.tr("{0} → expected {1}, best {2}, live {3}: {4}").format(
            _kinds(value.waits),
            round(value.expected[won]),
            value.best_points(won),
            value.live,
            discards,
        )

    # -- the winning-tile filter -------------------------------------------------------------
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
        """Show only the wait sets that win on ``kind`` (None: all)."""
        position = self.filter.findData(kind)
        self.filter.setCurrentIndex(max(0, position))

    def _filter_changed(self) -> None:
        kind = self.filter.currentData()
        if kind != self.model.kind:
            self.model.set_kind(kind)  # a layout change: what stays shown stays open
        self._update_status()

    # -- texts -------------------------------------------------------------------------------
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
                "Expand a wait set to list its assignments."
            ).format(view.total, view.tenpai, len(view.groups))
        )

    def _update_status(self) -> None:
        if self.view is None:
            self.status.setText("")
            return
        model = self.model
        groups = [model.group(row) for row in range(model.group_count())]
        text = self.tr("{0} of {1} wait sets shown, with {2} of {3} tenpai assignments").format(
            len(groups), len(self.view.groups), sum(n for _, n, _ in groups), self.view.tenpai
        )
        opened = [
            (count, fetched)
            for row, (_, count, fetched) in enumerate(groups)
            if self.tree.isExpanded(model.index(row, 0))
        ]
        if any(fetched < count for count, fetched in opened):
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
        self.collapse.setText(self.tr("Collapse all"))
        self.filter_label.setText(self.tr("Winning tile:"))
        if self.filter.count():
            self.filter.setItemText(0, self.tr("any winning tile"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.model.COLUMNS - 1)
        self._update_summary()
        if self._discards is not None:
            self._show_discards()
        else:
            self._update_aim()
        self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _group_row(index: QModelIndex) -> int:
    """The wait-set row of a tree index (itself or its parent)."""
    parent = index.parent()
    return parent.row() if parent.isValid() else index.row()


def _won(value: GroupValue, way: str) -> str:
    """``way``, or its dama way when ``value`` has no riichi ways (open 13 tiles)."""
    return way if way in value.expected else way.removesuffix("_riichi")


def aim_readings(
    options: Sequence[jobs.AimOption], way: str
) -> list[tuple[frozenset[int], list[jobs.AimOption]]]:
    """The readings of a 14-tile hand's discards that have a yaku won ``way``, best first by
    expected points (then best points, live copies), each with the discards keeping it open,
    best first by that reading's value after the discard (ties: discard order)."""

    def key(option: jobs.AimOption) -> tuple[float, int, int]:
        value = option.value
        won = _won(value, way)
        return (-value.expected[won], -value.best_points(won), -value.live)

    kept: dict[frozenset[int], list[jobs.AimOption]] = {}
    scored = [o for o in options if o.value.has_yaku(_won(o.value, way))]
    for option in sorted(scored, key=key):
        kept.setdefault(option.value.waits, []).append(option)
    return list(kept.items())
