"""The "Discard" tab: what to discard from a 14-tile hand.

Top: the hand with 0-3 stars under each tile (how much discarding it hurts), the push / fold
advice against the table around the hand (edited in the window's table section:
:mod:`~mahjong_galaxy.app.widgets.table_editor`), then the ranked 何切る table (shanten after
the discard, ukeire count and tiles, waits when tenpai, and each discard's danger: "safe" or the
deal-in probability, coloured green to red; hidden, with the advice, while no opponent is
entered), which gets the spare height.  Bottom left: clicking a row previews the 13 tiles left
with their waits or ukeire.  Bottom right: per-yaku shanten of the 13 tiles the chosen discard
keeps (of the current hand when none is chosen, or at 13 tiles), with the seat and round winds
used for yakuhai (the table's winds: choosing one here sets the table's).  The table is
computed in the solver child (:func:`.jobs.discard_report`).

Ranking: by ukeire, or by an expected-value objective (expected points, win or tenpai probability;
:mod:`mahjong_galaxy.core.decision.ev`, computed in the solver child by :func:`.jobs.ev_report` at
the table's winds, dora indicators and turn): the rows then gain tenpai %, win % and expected
points, the stars follow the objective, and a chart shows the win probability by turn of the best
three discards.  A hand too far from tenpai for the search keeps the ukeire ranking, labelled as
such.  While the search runs a progress bar shows its stage (states searched against the budget,
then scoring and solving); an edit, a new table, new winds or a new objective cancels it in the
child (:mod:`.job_control`), so the next hand's jobs never wait behind it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import job_control, jobs
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import (
    acts_as_text,
    agari_text,
    join_list,
    shanten_text,
    stars_legend,
    stars_tooltip,
    ui_language,
)
from mahjong_galaxy.app.jobs import DiscardReport, EvReport
from mahjong_galaxy.app.widgets.table_editor import name_winds, set_wind_choices, wind_combo
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.app.widgets.win_chart import MIN_HEIGHT as CHART_MIN_HEIGHT
from mahjong_galaxy.app.widgets.win_chart import WinChart
from mahjong_galaxy.app.widgets.wrapped_label import WrappedLabel
from mahjong_galaxy.core.decision.danger import TileDanger
from mahjong_galaxy.core.decision.ev import (
    RANKINGS,
    EvOption,
    EvTable,
    ev_stars,
    percent_text,
    without_yaku,
)
from mahjong_galaxy.core.decision.push_fold import FOLD, KEEP_TENPAI, PUSH
from mahjong_galaxy.core.efficiency.discard import DiscardOption, tile_stars
from mahjong_galaxy.core.efficiency.ukeire import Ukeire
from mahjong_galaxy.core.efficiency.yaku_shanten import YakuShanten, yaku_label
from mahjong_galaxy.core.table import Opponent, TableSituation
from mahjong_galaxy.core.tiles import Tile

STAR = "★"
TABLE_ROW = 24  # px per row of the ranked table
YAKU_ROW = 22  # px per row of the per-yaku table
ROOMY_HEIGHT = 520  # px of tab height from which the per-yaku table shows 4 rows and the
# stars legend shows (below: the ranked table takes that room)
WIDE_WIDTH = 900  # px of tab width from which the ranked table has its stars column
ROOMY_PREVIEW_HEIGHT = 640  # px of tab height from which the preview shows the 13 tiles kept
STARS_COLUMN = 3
WAITS_COLUMN = 4
CHART_LINES = 3
EV_COLUMN_WIDTH = 200  # px beside the rack (at least): the chart
ROOMY_CHART_HEIGHT = 110  # px of the chart in a roomy tab (a small one gives it its minimum)
#: px the ukeire tiles of the chosen discard keep at least (two rows with their counts); a
#: hand far from tenpai keeps 40-odd kinds, which scroll within that room
WAITS_MIN_HEIGHT = 100
EV_COLUMNS = (7, 8, 9)  # tenpai %, win %, expected points
NOT_SEARCHED = "—"  # an expected-value cell of a discard the search leaves out
DANGER_COLUMN = 6
# (deal-in probability limit, colour) of the danger column, safest first
DANGER_COLOURS = ((0.0, "#b8e6b8"), (0.03, "#e6f2b8"), (0.08, "#f7e3a1"), (0.15, "#f5c09a"))
DANGER_HIGH = "#ee9a9a"
EV_POLL_MS = 100  # how often the expected-value progress bar reads the job's progress
BAR_LIMIT = 2**31 - 1  # a progress bar's range is a C int


def tiles_text(tiles: list[Tile]) -> str:
    """Tiles as short text separated by spaces (``"4m 7m 4M"``)."""
    return " ".join(t.text for t in tiles)


def _ukeire_items(ukeire: Ukeire) -> list[TileItem]:
    """Ukeire tiles with their remaining counts as captions."""
    return [
        TileItem(u.tile, caption=str(u.remaining), tooltip=acts_as_text(u.tile))
        for u in ukeire.tiles
    ]


def _ev_texts(option: EvOption | None) -> list[str]:
    """Tenpai %, win % and expected points of a row ("—" when the discard was not searched)."""
    if option is None:
        return ["", "", ""]
    if option.ev is None:
        return [NOT_SEARCHED] * 3
    e = option.ev
    return [percent_text(e.tenpai_prob), percent_text(e.win_prob), f"{e.exp_points:.0f}"]


class DiscardTab(QWidget):
    """Ranked discards, a preview of the chosen discard, tile stars and per-yaku shanten."""

    COLUMNS = 10

    def __init__(self, context: AnalyzerContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.report: DiscardReport | None = None
        self.ev: EvReport | None = None
        self.rows: list[DiscardOption] = []
        #: states the expected-value search may build before the labelled ukeire fallback
        self.ev_max_nodes = jobs.EV_MAX_NODES
        #: token of the running expected-value job (:mod:`.job_control`), 0 when none
        self.ev_token = 0
        self._ev_text: Callable[[], str] = str
        self._build()
        self.retranslate()
        context.handChanged.connect(self.recompute)
        self.recompute()

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.status = WrappedLabel()
        self.rack = TileStrip("discard-rack", tile_height=44, captions=True, fit_slots=14)
        self.rack.clicked.connect(self._select_tile)
        self.legend = WrappedLabel()
        self.legend.setEnabled(False)  # drawn in the dimmed text colour: a hint, not a result
        self.ranking_label = QLabel()
        self.ranking = QComboBox()
        self.ranking.setObjectName("discard-ranking")
        self.ranking.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for key in RANKINGS:
            self.ranking.addItem(key, key)
        self.ranking.currentIndexChanged.connect(self._ranking_changed)
        self.ev_status = WrappedLabel()
        self.ev_status.hide()
        self.ev_progress = QProgressBar()
        self.ev_progress.setObjectName("discard-ev-progress")
        self.ev_progress.hide()
        self._ev_timer = QTimer(self)
        self._ev_timer.setInterval(EV_POLL_MS)
        self._ev_timer.timeout.connect(self._show_ev_progress)
        self.chart = WinChart()
        self.chart.hide()
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        for column in range(self.COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(WAITS_COLUMN, QHeaderView.ResizeMode.Stretch)
        # the waits column takes what the others leave: narrow (1000x650 ranked by expected
        # value) its header ends in "…" rather than being cut on both sides
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.currentCellChanged.connect(lambda row, *_: self._preview(row))
        self.preview_label = QLabel()
        self.preview = TileStrip("discard-preview", tile_height=36, fit_slots=13)
        self.preview_waits = TileStrip(
            "discard-preview-waits", tile_height=32, captions=True, fit_slots=13
        )
        self.seat_label, self.round_label = QLabel(), QLabel()
        table = self.context.table
        self.seat, self.round = (
            self._wind_combo(table.seat_wind),
            self._wind_combo(table.round_wind),
        )
        self.context.windsChanged.connect(self.set_winds)
        self.yaku = QTableWidget(0, 2)
        self.yaku.verticalHeader().hide()
        self.yaku.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.yaku.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.yaku.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.yaku.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        self.yaku.verticalHeader().setDefaultSectionSize(YAKU_ROW)
        self.yaku.setMinimumHeight(YAKU_ROW * 2 + 28)  # two rows, scrolling: fits 1000x650
        self.table.verticalHeader().setDefaultSectionSize(TABLE_ROW)
        self.table.setMinimumHeight(TABLE_ROW * 4 + 28)
        layout = QVBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self._ranked_part())
        self.lower = self._lower_part()
        splitter.addWidget(self.lower)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([10000, 1])  # the lower part starts at its minimum height
        splitter.splitterMoved.connect(lambda *_: setattr(self, "_split_by_user", True))
        self.splitter, self._split_by_user = splitter, False
        layout.addWidget(splitter)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A roomy tab shows more rows of the per-yaku table and a taller chart (a small one
        their minimum, so that the tab fits 1000x650); the ranked table keeps the rest."""
        super().resizeEvent(event)
        roomy = self.height() >= ROOMY_HEIGHT
        self.ev_column.setFixedWidth(max(EV_COLUMN_WIDTH, self.width() // 4))
        # a small tab gives the ranked table the room of the stars legend (the stars' tooltips
        # say it) and of the 13 tiles a discard keeps (the rack less that tile)
        self.legend.setVisible(roomy)
        # a narrow one gives the waits the stars column (the rack shows the stars)
        self.table.setColumnHidden(STARS_COLUMN, self.width() < WIDE_WIDTH)
        self.preview.setVisible(self.height() >= ROOMY_PREVIEW_HEIGHT)
        self.chart.set_preferred_height(ROOMY_CHART_HEIGHT if roomy else CHART_MIN_HEIGHT)
        self._split()

    def _split(self) -> None:
        """Give the lower part its minimum height (a roomy tab: two more rows of the per-yaku
        table, or the chosen discard's ukeire tiles up to twice their minimum room, where the
        ranked part keeps its own minimum); the ranked part takes the rest, unless the user
        moved the split."""
        if self._split_by_user:
            return
        lower = self.lower.minimumSizeHint().height()
        if self.height() >= ROOMY_HEIGHT:
            width = self.waits_scroll.viewport().width()
            hidden = self.preview_waits.heightForWidth(width) - WAITS_MIN_HEIGHT
            spare = self.splitter.height() - self.splitter.widget(0).minimumSizeHint().height()
            more = max(YAKU_ROW * 2, min(hidden, WAITS_MIN_HEIGHT))
            lower = max(lower, min(lower + more, spare))
        self.splitter.setSizes([max(1, self.splitter.height() - lower), lower])

    def _ranked_part(self) -> QWidget:
        """Status, the hand with stars beside the expected-value status and chart, and the
        ranked table (which takes the spare height): the chart sits in the room the rack leaves
        on its right, so that the tab still fits 1000x650 with it."""
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        status = QHBoxLayout()  # the ranking choice beside the status: whole, on no extra row
        status.addWidget(self.status, 1)
        status.addWidget(self.ranking_label, 0, Qt.AlignmentFlag.AlignTop)
        status.addWidget(self.ranking, 0, Qt.AlignmentFlag.AlignTop)
        top_layout.addLayout(status)
        hand = QVBoxLayout()
        hand.addWidget(self.rack)
        hand.addWidget(self.legend)
        hand.addWidget(self.ev_status)  # under the rack: the chart beside it keeps its height
        hand.addWidget(self.ev_progress)
        hand.addStretch(1)
        self.ev_column = QWidget()  # shown while an expected-value ranking is chosen
        self.ev_column.setFixedWidth(EV_COLUMN_WIDTH)
        self.ev_column.hide()
        ev = QVBoxLayout(self.ev_column)
        ev.setContentsMargins(0, 0, 0, 0)
        ev.addWidget(self.chart, 1)
        row = QHBoxLayout()
        row.addLayout(hand, 1)
        row.addWidget(self.ev_column)
        top_layout.addLayout(row)
        top_layout.addWidget(self.table, 1)
        return top

    def _lower_part(self) -> QWidget:
        """The preview of the chosen discard beside the per-yaku shanten and its winds."""
        preview = QWidget()
        preview_layout = QVBoxLayout(preview)
        preview_layout.setContentsMargins(0, 0, 0, 0)
        self.waits_scroll = QScrollArea()
        self.waits_scroll.setWidget(self.preview_waits)
        self.waits_scroll.setWidgetResizable(True)
        self.waits_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.waits_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.waits_scroll.setMinimumHeight(WAITS_MIN_HEIGHT)
        bar = self.waits_scroll.verticalScrollBar().sizeHint().width()
        self.waits_scroll.setMinimumWidth(self.preview_waits.minimumSizeHint().width() + bar)
        for widget in (self.preview_label, self.preview):
            preview_layout.addWidget(widget)
        preview_layout.addWidget(self.waits_scroll, 1)
        yaku = QWidget()
        yaku_layout = QVBoxLayout(yaku)
        yaku_layout.setContentsMargins(0, 0, 0, 0)
        winds = QHBoxLayout()  # seat beside round: one row, the yaku table keeps the height
        for widget in (self.seat_label, self.seat, self.round_label, self.round):
            winds.addWidget(widget)
        winds.addStretch(1)
        yaku_layout.addLayout(winds)
        yaku_layout.addWidget(self.yaku, 1)
        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(preview)
        lower.addWidget(yaku)
        lower.setStretchFactor(0, 1)
        lower.setStretchFactor(1, 1)
        lower.setChildrenCollapsible(False)
        return lower

    def set_winds(self, seat_wind: int, round_wind: int) -> None:
        """Show the seat and round wind kinds (27..30) of the table."""
        set_wind_choices(self.seat, self.round, seat_wind, round_wind)

    def _wind_combo(self, kind: int) -> QComboBox:
        return wind_combo(kind, self._winds_chosen)

    def _winds_chosen(self, *_: object) -> None:
        self.context.set_winds(self.seat.currentData(), self.round.currentData())

    # -- computing ------------------------------------------------------------------------
    def table_situation(self) -> TableSituation:
        """The table around the hand (the window's table section)."""
        return self.context.table

    def recompute(self, *_: object) -> None:
        """Start the discard job for the current hand and table (a running expected-value
        search is for the old one: it is cancelled)."""
        self._cancel_ev()
        hand = self.context.hand
        table = self.table_situation()
        if hand.size == 14:
            self.status.setText(self.tr("Working out every discard..."))
        self.context.run(
            "discard",
            jobs.discard_report,
            hand,
            self.context.other_visible,
            self.context.rules,
            table,
            on_done=self.show_report,
            on_error=self._show_error,
        )

    def _show_error(self, message: str) -> None:
        self.status.setText(message)

    def objective(self) -> str:
        """The chosen ranking: ``"ukeire"`` or an expected-value objective."""
        return str(self.ranking.currentData())

    def not_searched_text(self) -> str:
        """Why a discard has no expected values (the tooltip of its "—" cells)."""
        return self.tr(
            "Not searched: this discard raises the shanten, and the expected-value model "
            "(as mahjong-cpp's) only follows discards that keep it."
        )

    def set_ranking(self, key: str) -> None:
        """Rank by ``key`` (one of :data:`~mahjong_galaxy.core.decision.ev.RANKINGS`), as if
        chosen in the box."""
        self.ranking.setCurrentIndex(self.ranking.findData(key))

    def _ranking_changed(self, *_: object) -> None:
        if self.report is not None:
            self._start_ev(self.report)
            self._fill()

    def _start_ev(self, report: DiscardReport) -> None:
        """Start the expected-value job when an objective is chosen (14 tiles), cancelling
        the one running."""
        self._cancel_ev()
        self.ev = None
        if self.objective() == "ukeire" or not report.options:
            self._say_ev(str)
            self.ev_status.hide()
            self.ev_column.hide()  # the rack takes the whole width
            return
        self.ev_column.show()
        self.ev_status.show()
        self._say_ev(lambda: self.tr("Working out expected values..."))
        self.ev_token = job_control.begin()
        self.ev_progress.setRange(0, 0)  # busy until the first report
        self.ev_progress.setFormat("")
        self.ev_progress.show()
        self._ev_timer.start()
        table = self.table_situation()
        self.context.run(
            "discard-ev",
            jobs.ev_report,
            report.hand,
            (*table.played, *self.context.other_visible),  # in sight besides the indicators
            self.context.rules,
            self.seat.currentData(),
            self.round.currentData(),
            self.objective(),
            self.ev_max_nodes,
            self.ev_token,
            table.dora_indicators,
            table.turn_number,
            on_done=self.show_ev,
            on_error=self._show_ev_error,
        )

    def _cancel_ev(self) -> None:
        """Stop the running expected-value job: in the child, and its result is dropped."""
        if self.ev_token:
            job_control.cancel(self.ev_token)
            self.context.runner.cancel("discard-ev")
            self.ev_token = 0
        self._ev_timer.stop()
        self.ev_progress.hide()

    def _show_ev_progress(self) -> None:
        found = job_control.progress(self.ev_token)
        if found is None or found.stage == "":
            return
        bar = self.ev_progress
        if found.stage == "search" and found.total:
            top = min(found.total, BAR_LIMIT)
            bar.setRange(0, top)
            bar.setValue(min(found.done, top))
            bar.setFormat(
                self.tr("Searching: {0} states (at most {1})").format(found.done, found.total)
            )
        elif found.stage == "solve" and found.total:
            bar.setRange(0, found.total)
            bar.setValue(found.done)
            bar.setFormat(self.tr("Scoring the wins and solving the turns: %p%"))

    def _show_ev_error(self, message: str) -> None:
        self._cancel_ev()
        self._say_ev(lambda: message)

    def show_ev(self, ev: EvReport) -> None:
        """Re-rank the table by a finished expected-value job."""
        if ev.cancelled:
            return
        if self.report is None or ev.hand != self.report.hand or ev.objective != self.objective():
            return
        self.ev_token = 0
        self._ev_timer.stop()
        self.ev_progress.hide()
        self.ev = ev
        table = ev.table
        if table is None:
            self._say_ev(
                lambda: self.tr(
                    "Too far from tenpai for the expected-value search: ranked by ukeire instead."
                )
            )
        else:
            self._say_ev(lambda: self._ranked_text(table))
        self._fill()

    def _ranked_text(self, table: EvTable) -> str:
        """The status of a finished search, with why its win chances are 0 at the last turn,
        or why a discard's tenpai never wins (:func:`~.ev.without_yaku`)."""
        text = self.tr("Ranked by expected value ({0} states searched).").format(table.nodes)
        if table.settings.turn >= table.settings.t_max:
            text += " " + self.tr(
                "At the table's turn no draws are left (the model's last turn is {0}): "
                "every win chance is 0."
            ).format(table.settings.t_max)
        no_yaku = without_yaku(table.options)
        if no_yaku:
            tiles = " ".join(tile.text for tile in no_yaku)
            text += " " + self.tr(
                "Win 0 % after {0}: tenpai without a yaku (an open hand), and the search makes "
                "no calls."
            ).format(tiles)
        return text

    def _say_ev(self, text: Callable[[], str]) -> None:
        """Show the expected-value status ``text()``, made again after a language change."""
        self._ev_text = text
        self.ev_status.setText(text())

    def _ev_options(self) -> dict[Tile, EvOption]:
        if self.ev is None or self.ev.table is None:
            return {}
        return {o.tile: o for o in self.ev.table.options if o.tile is not None}

    def _ranked(self) -> tuple[list[DiscardOption], dict[Tile, int]]:
        """The rows in ranking order and the stars per tile (by expected value when known).

        By ukeire, rows equal in shanten, ukeire and live waits come safest first when the
        table gives opponents (so the best discard named is not a riskier twin of the one the
        push / fold advice keeps)."""
        assert self.report is not None
        options = list(self.report.options)
        ev = self.ev
        if ev is None or ev.table is None:
            dangers = self._dangers()
            if dangers:
                options.sort(key=lambda o: (o.rank_key(), dangers[o.tile].deal_in_any))
            return options, tile_stars(self.report.options)
        order = {o.tile: i for i, o in enumerate(ev.table.options)}
        options.sort(key=lambda o: order.get(o.tile, len(order)))
        return options, ev_stars(ev.table.options, ev.objective)

    def _show_chart(self, options: list[DiscardOption], evs: dict[Tile, EvOption]) -> None:
        lines = []
        for option in options:
            found = evs.get(option.tile)
            if found is not None and found.by_turn is not None and len(lines) < CHART_LINES:
                lines.append((option.tile.text, found.by_turn.win))
        self.chart.setVisible(bool(lines))
        self.chart.set_series(
            lines,
            self.tr("Win % by turn"),
            self.tr(
                "The chance to win if the hand after this discard were held from turn t "
                "(1–18) to the end of the wall: it falls as fewer draws are left."
            ),
        )

    # -- showing --------------------------------------------------------------------------
    def show_report(self, report: DiscardReport) -> None:
        """Fill the rack, the table and the yaku list from a finished job."""
        self.report = report
        self._start_ev(report)
        self._fill()

    def _fill(self, keep_selection: bool = False) -> None:
        """Show ``report`` ranked; the top row selected, or with ``keep_selection`` the row of
        the discard selected before (a redraw in another language)."""
        report = self.report
        if report is None:
            return
        row = self.table.currentRow()
        kept = self.rows[row].tile if keep_selection and 0 <= row < len(self.rows) else None
        self._show_status()
        options, stars = self._ranked()
        dangers = self._dangers()
        self.rack.set_items(
            [
                TileItem(
                    t,
                    caption=STAR * stars.get(t, 0),
                    tooltip="\n".join(
                        line
                        for line in (
                            acts_as_text(t),
                            self._seats_text(dangers.get(t)),
                            stars_tooltip(stars.get(t, 0)),
                        )
                        if line
                    ),
                )
                for t in report.hand.tiles
            ]
        )
        self.rows = options
        evs = self._ev_options()
        for column in EV_COLUMNS:  # shown with an expected-value ranking only
            self.table.setColumnHidden(column, not evs)
        self.table.setColumnHidden(DANGER_COLUMN, not dangers)  # no opponents: no danger
        self.table.setRowCount(len(options))
        for row, option in enumerate(options):
            danger = dangers.get(option.tile)
            count = stars.get(option.tile, 0)
            texts = self._row_texts(option, danger, count) + _ev_texts(evs.get(option.tile))
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if column == STARS_COLUMN:
                    item.setToolTip(stars_tooltip(count))
                if column == WAITS_COLUMN:  # elided in a narrow column: the tooltip has it all
                    item.setToolTip(text)
                if column in EV_COLUMNS and text == NOT_SEARCHED:
                    item.setToolTip(self.not_searched_text())
                if column == DANGER_COLUMN and danger is not None:
                    item.setBackground(QBrush(QColor(danger_colour(danger))))
                    item.setForeground(QBrush(QColor("#202020")))
                    item.setToolTip(self._seats_text(danger))
                self.table.setItem(row, column, item)
        self._show_chart(options, evs)
        self._show_yaku(report.yaku)
        if report.options:
            row = next((i for i, o in enumerate(options) if o.tile == kept), 0)
            self.table.selectRow(row)
            self._preview(row)
        else:
            self._preview(-1)

    def _show_status(self) -> None:
        report = self.report
        if report is None:
            return
        if report.ukeire is not None:
            self.status.setText(
                self.tr("13 tiles: {0}, ukeire {1}. Add a tile for the discard table.").format(
                    shanten_text(report.ukeire.shanten), report.ukeire.total
                )
            )
            return
        if not report.options:
            self.status.setText(
                self.tr("The discard table needs a 14-tile hand (calls count as 3).")
            )
            return
        best = self._ranked()[0][0]  # the top row: by expected value once that is known
        best_text = self.tr("Best discard: {0} ({1}, ukeire {2}).")
        if self.ev is not None and self.ev.table is not None:  # say which ranking it tops
            best_text = self.tr("Best discard by {3}: {0} ({1}, ukeire {2}).")
        best_text = best_text.format(
            best.tile.text,
            shanten_text(best.shanten),
            best.ukeire.total,
            self.ranking.currentText(),
        )
        complete = ""
        if report.agari:
            complete = agari_text()
        self.status.setText(" ".join(t for t in (complete, best_text, self.advice_text()) if t))

    def opponents_entered(self) -> bool:
        """Whether the table gives any opponent a discard, a call or riichi: without one the
        danger column and the push / fold advice would only restate that nobody threatens."""
        return any(o != Opponent() for o in self.table_situation().opponents)

    def _dangers(self) -> dict[Tile, TileDanger]:
        report = self.report
        if report is None or report.defence is None or not self.opponents_entered():
            return {}
        return {d.tile: d for d in report.defence.dangers}

    def danger_text(self, danger: TileDanger | None) -> str:
        """``"safe"`` or the deal-in probability in per cent, in the UI language."""
        if danger is None:
            return ""
        if danger.safe:
            return self.tr("safe")
        return deal_in_text(danger.deal_in_any)

    def _seat_names(self) -> dict[str, str]:
        return {"right": self.tr("Right"), "across": self.tr("Across"), "left": self.tr("Left")}

    def _seats_text(self, danger: TileDanger | None) -> str:
        if danger is None:
            return ""
        seats = self._seat_names()
        reasons = {
            "genbutsu": self.tr("genbutsu"),
            "passed after riichi": self.tr("passed after riichi"),
            "passed since their last discard": self.tr("passed since their last discard"),
        }
        lines = []
        for seat in danger.against:
            what = (
                self.tr("safe ({0})").format(reasons.get(seat.reason, seat.reason))
                if seat.safe
                else deal_in_text(seat.deal_in)
            )
            lines.append(f"{seats[seat.seat]}: {what}")
        return "\n".join(lines)

    def advice_text(self) -> str:
        """The push / fold advice in words (empty without a 14-tile report or without
        opponents entered)."""
        report = self.report
        if report is None or report.defence is None or not self.opponents_entered():
            return ""
        advice = report.defence.advice
        if advice.action == PUSH:
            return self.tr("Push or fold: push, discard {0}.").format(
                self._push_tile(advice.tile).text
            )
        danger = self._dangers().get(advice.tile)
        if advice.action == KEEP_TENPAI and danger is not None and not danger.safe:
            seats = self._seat_names()
            against = join_list(seats[s.seat] for s in danger.against if s.safe)
            return self.tr("Push or fold: keep tenpai with {0}, safe against {1}.").format(
                advice.tile.text, against
            )
        words = {
            FOLD: self.tr("Push or fold: fold, discard {0} (the safest tile)."),
            KEEP_TENPAI: self.tr("Push or fold: keep tenpai with the safe {0}."),
        }
        return words[advice.action].format(advice.tile.text)

    def _push_tile(self, advised: Tile) -> Tile:
        """The tile to push with: the top row of the ranking shown (by expected value once
        known) unless it deals in more often than the advised one."""
        top = self._ranked()[0][0].tile
        dangers = self._dangers()
        riskier = (
            top in dangers
            and advised in dangers
            and dangers[top].deal_in_any > dangers[advised].deal_in_any
        )
        return advised if riskier else top

    def _row_texts(
        self, option: DiscardOption, danger: TileDanger | None = None, stars: int | None = None
    ) -> list[str]:
        waits = option.waits
        wait_text = ""
        if waits is not None:
            wait_text = tiles_text([w.tile for w in waits.winners])
        return [
            option.tile.text,
            str(option.shanten),
            str(option.ukeire.total),
            STAR * (option.stars if stars is None else stars),
            wait_text or tiles_text([u.tile for u in option.ukeire.tiles]),
            str(option.live_waits) if waits is not None else "",
            self.danger_text(danger),
        ]

    def _preview(self, row: int) -> None:
        """Show the hand and ukeire tiles after the discard of ``row``, the split fitted to them."""
        self._show_preview(row)
        self._split()

    def _show_preview(self, row: int) -> None:
        report = self.report
        if report is not None and report.ukeire is not None:
            self.preview_label.setText(self.tr("Tiles that lower the shanten:"))
            self.preview.set_items([])
            self.preview_waits.set_items(_ukeire_items(report.ukeire))
            return
        if report is None or not 0 <= row < len(self.rows):
            self.preview_label.clear()
            self.preview.set_items([])
            self.preview_waits.set_items([])
            if report is not None:
                self._show_yaku(report.yaku)
            return
        option = self.rows[row]
        self._show_yaku(report.yaku_after(option), option.tile)
        self.preview.set_tiles(list(option.hand.tiles))
        if option.waits is not None:
            self.preview_label.setText(
                self.tr("After discarding {0}: tenpai, {1} live winning tiles").format(
                    option.tile.text, option.live_waits
                )
            )
            winners = option.waits.winners
            items = [
                TileItem(w.tile, TileLook(dead=w.dead), str(w.remaining), acts_as_text(w.tile))
                for w in winners
            ]
        else:
            self.preview_label.setText(
                self.tr("After discarding {0}: {1}, ukeire {2}").format(
                    option.tile.text, shanten_text(option.shanten), option.ukeire.total
                )
            )
            items = _ukeire_items(option.ukeire)
        self.preview_waits.set_items(items)

    def _select_tile(self, index: int) -> None:
        report = self.report
        if report is None or not 0 <= index < len(report.hand.tiles):
            return
        tile = report.hand.tiles[index]
        row = next((i for i, o in enumerate(self.rows) if o.tile == tile), -1)
        if row >= 0:
            self.table.selectRow(row)

    def _show_yaku(self, results: tuple[YakuShanten, ...], after: Tile | None = None) -> None:
        """The per-yaku shanten, nearest yaku first (those the calls rule out last), of the
        hand after discarding ``after`` (the row chosen) or, None, of the current hand; the
        column title says which."""
        title = (
            self.tr("Yaku after discarding {0}").format(after.text)
            if after is not None
            else self.tr("Yaku (current hand)")
        )
        self.yaku.setHorizontalHeaderItem(0, QTableWidgetItem(title))
        ordered = sorted(results, key=lambda r: (r.shanten is None, r.shanten or 0))
        self.yaku.setRowCount(len(ordered))
        for row, result in enumerate(ordered):
            name = yaku_label(result.yaku, result.detail, ui_language() == "ja")
            value = "—" if result.shanten is None else str(result.shanten)
            self.yaku.setItem(row, 0, QTableWidgetItem(name))
            self.yaku.setItem(row, 1, QTableWidgetItem(value))

    # -- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Discard"),
                self.tr("Shanten"),
                self.tr("Ukeire"),
                self.tr("Keep ★"),
                self.tr("Waits / ukeire tiles"),
                self.tr("Live waits"),
                self.tr("Danger"),
                self.tr("Tenpai %"),
                self.tr("Win %"),
                self.tr("Exp. points"),
            ]
        )
        self.ranking_label.setText(self.tr("Rank by:"))
        names = {
            "ukeire": self.tr("Ukeire"),
            "points": self.tr("Expected points"),
            "win": self.tr("Win probability"),
            "tenpai": self.tr("Tenpai probability"),
        }
        for i in range(self.ranking.count()):
            self.ranking.setItemText(i, names[self.ranking.itemData(i)])
        self.table.model().setHeaderData(
            STARS_COLUMN, Qt.Orientation.Horizontal, stars_legend(), Qt.ItemDataRole.ToolTipRole
        )
        self.table.model().setHeaderData(
            WAITS_COLUMN,
            Qt.Orientation.Horizontal,
            self.tr("Waits when the discard leaves tenpai, else the tiles that lower the shanten"),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.legend.setText(stars_legend())
        self.yaku.setHorizontalHeaderLabels([self.tr("Yaku (current hand)"), self.tr("Shanten")])
        self.seat_label.setText(self.tr("Seat wind:"))
        self.round_label.setText(self.tr("Round wind:"))
        name_winds(self.seat, self.round)
        self._show_status()
        self.ev_status.setText(self._ev_text())
        self._fill(keep_selection=True)  # the ranking and a finished search are kept

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def deal_in_text(probability: float) -> str:
    """An estimated deal-in probability in [0, 1] as per cent: ``"2.4 %"``, or ``"<0.1 %"``
    below 0.1 % (an estimate of nil is not a certainty: only a certainly safe tile says
    "safe", never ``"0.0 %"``)."""
    if probability < 0.001:
        return "<0.1 %"
    return f"{100 * probability:.1f} %"


def danger_colour(danger: TileDanger) -> str:
    """Background colour of a danger cell: green when safe, yellow to red as the risk grows."""
    if danger.safe:
        return DANGER_COLOURS[0][1]
    return next((c for limit, c in DANGER_COLOURS[1:] if danger.deal_in_any < limit), DANGER_HIGH)
