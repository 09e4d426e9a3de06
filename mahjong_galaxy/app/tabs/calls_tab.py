"""The "Calls" tab (鳴き判断): pass, chi, pon or kan on an offered tile, and with which tiles.

Top: the offered tile (typed, e.g. ``5p``, or clicked in an opponent's river in the window's
table section: the tile and the seat it came from; for a 14-tile hand the tile just drawn, for
kans), the seat that discarded it and the winds (the table's: choosing one here sets the
table's).  The advice uses the whole table: its tiles in sight, dora and turn.  Then the
recommendation in words and one row per option (pass first): the tiles the call uses with the
claimed tile, the discard after it, shanten, ukeire, yaku within reach, shuugi and the estimated
value; the recommended row is starred and bold, and a row's reason shows under the table when
it is selected.  The advice is computed in the solver child (:func:`.jobs.call_report`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import jobs
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import (
    acts_as_text,
    agari_text,
    error_text,
    join_list,
    ui_language,
)
from mahjong_galaxy.app.jobs import CallReport
from mahjong_galaxy.app.widgets.table_editor import name_winds, set_wind_choices, wind_combo
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.decision.calls import SOURCES, CallOption
from mahjong_galaxy.core.decision.hand_value import Yaku
from mahjong_galaxy.core.efficiency.yaku_shanten import yaku_label
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.table import OPPONENT_SEATS, TableSituation
from mahjong_galaxy.core.tiles import Tile

STAR = "★"
ROW = 40  # px per option row (a strip of small tiles)
TILE_HEIGHT = 26


class CallsTab(QWidget):
    """Every option on an offered (or drawn) tile with its figures and the recommendation."""

    COLUMNS = 9
    TILES_COLUMN = 2

    def __init__(self, context: AnalyzerContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.report: CallReport | None = None
        self._build()
        self.retranslate()
        context.handChanged.connect(self.recompute)
        self.recompute()

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.offer_label, self.source_label = QLabel(), QLabel()
        self.offer = QLineEdit()
        self.offer.setMaximumWidth(70)
        self.offer.setPlaceholderText("5p")
        self.offer.textChanged.connect(self.recompute)
        self.offer.textEdited.connect(self._typed)
        self.source = QComboBox()
        for source in SOURCES:
            self.source.addItem(source, source)
        self.source.currentIndexChanged.connect(self.recompute)
        self.source.activated.connect(self._typed)
        #: the seat whose river the offered tile was clicked in (the tile is taken out of that
        #: river for the advice: it is the discard on offer), or None for a typed tile
        self.from_river: str | None = None
        self.seat_label, self.round_label = QLabel(), QLabel()
        table = self.context.table
        self.seat = wind_combo(table.seat_wind, self._winds_chosen)
        self.round = wind_combo(table.round_wind, self._winds_chosen)
        self.context.windsChanged.connect(self.set_winds)
        self.context.offerChosen.connect(self.set_offer)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(ROW)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        for column in range(self.COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(6, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(self.TILES_COLUMN, QHeaderView.ResizeMode.Fixed)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_reason(row))
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        inputs = QHBoxLayout()
        for widget in (
            self.offer_label,
            self.offer,
            self.source_label,
            self.source,
            self.seat_label,
            self.seat,
            self.round_label,
            self.round,
        ):
            inputs.addWidget(widget)
        inputs.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(inputs)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.reason)

    def set_winds(self, seat_wind: int, round_wind: int) -> None:
        """Show the seat and round wind kinds (27..30) of the table."""
        set_wind_choices(self.seat, self.round, seat_wind, round_wind)

    def _winds_chosen(self) -> None:
        self.context.set_winds(self.seat.currentData(), self.round.currentData())

    def set_offer(self, tile: Tile, seat: str) -> None:
        """Offer ``tile`` discarded by ``seat`` (``right``, ``across`` or ``left``), e.g. a
        river tile clicked in the table section."""
        self.from_river = seat
        self.source.blockSignals(True)
        self.source.setCurrentIndex(self.source.findData(seat))
        self.source.blockSignals(False)
        if self.offer.text() == tile.text:
            self.recompute()
        else:
            self.offer.setText(tile.text)  # recomputes

    def _typed(self, *_: object) -> None:
        self.from_river = None

    # -- computing ------------------------------------------------------------------------
    def offered_tile(self) -> Tile | None:
        """The one tile typed in the offer box, or None."""
        try:
            tiles = parse_tiles(self.offer.text().strip())
        except HandError:
            return None
        return tiles[0][0] if len(tiles) == 1 else None

    def table_situation(self) -> TableSituation:
        """The table for the advice: the window's, less the offered tile when it was chosen in
        a river (its last copy there: the discard on offer)."""
        table = self.context.table
        tile, seat = self.offered_tile(), self.from_river
        if tile is None or seat is None or seat not in OPPONENT_SEATS:
            return table
        river = table.side(seat).river
        if tile not in river:
            return table
        index = len(river) - 1 - river[::-1].index(tile)
        return table.with_side(seat, table.side(seat).taking(index))

    def recompute(self, *_: object) -> None:
        """Start the advice job for the hand, the offered tile and the table."""
        self.context.run(
            "calls",
            jobs.call_report,
            self.context.hand,
            self.offered_tile(),
            self.source.currentData(),
            self.context.other_visible,
            self.context.rules,
            self.table_situation(),
            on_done=self.show_report,
            on_error=self.status.setText,
        )

    # -- showing --------------------------------------------------------------------------
    def show_report(self, report: CallReport) -> None:
        """Fill the status line and the option rows from a finished job."""
        self.report = report
        options = report.advice.options if report.advice and not self._discard_first() else ()
        self.table.setRowCount(len(options))
        widths = [self._fill_row(row, option, report.tile) for row, option in enumerate(options)]
        self.table.horizontalHeader().resizeSection(self.TILES_COLUMN, max(widths, default=60))
        self._show_status()
        best = next((i for i, o in enumerate(options) if o.recommended), -1)
        if best >= 0:
            self.table.selectRow(best)
        self._show_reason(best)

    def _fill_row(self, row: int, option: CallOption, tile: Tile | None) -> int:
        """Fill one row; returns the width its tiles need (px)."""
        texts = [
            STAR if option.recommended else "",
            self._call_name(option.call),
            "",
            option.discard.text if option.discard else "",
            str(option.shanten),
            str(option.ukeire),
            join_list(self._yaku_text(o) for o in option.yaku[:3]) or self.tr("no yaku"),
            f"{option.shuugi_delta:+d}" if option.shuugi_delta else "",
            f"{option.value:,.0f}",
        ]
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if option.recommended:
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            self.table.setItem(row, column, item)
        strip = TileStrip(f"call-option-{row}", tile_height=TILE_HEIGHT)
        items = [TileItem(t, tooltip=acts_as_text(t)) for t in option.pon]  # a kakan's pon
        items += [TileItem(t, tooltip=acts_as_text(t), gap_before=bool(items)) for t in option.uses]
        claimed = tile is not None and option.call in ("chi", "pon", "kan")
        if claimed and tile is not None:
            items.append(TileItem(tile, tooltip=self.tr("the claimed tile"), gap_before=True))
        strip.set_items(items)
        self.table.setCellWidget(row, self.TILES_COLUMN, strip)
        return strip.sizeHint().width() + TileStrip.GAP

    def _yaku_text(self, yaku: Yaku) -> str:
        if ui_language() == "ja":
            return yaku.japanese
        key, _, detail = yaku.name.partition(" ")  # "yakuhai 5z White": one naming, core's
        return yaku_label(key, detail)

    def _discard_first(self) -> bool:
        """A river tile is on offer to a 14-tile hand: a call is judged on 13 tiles."""
        return self.from_river is not None and self.context.hand.size == 14

    def _show_status(self) -> None:
        if self._discard_first():
            self.status.setText(
                self.tr(
                    "A call on a discard is judged on a 13-tile hand: discard first, then "
                    "pick the tile on offer. (With 14 tiles, type the tile you just drew to "
                    "weigh a kan.)"
                )
            )
            return
        report = self.report
        if report is None:
            return
        size = self.context.hand.size
        if report.advice is None:
            if report.message == "no tile" or size not in (13, 14):
                self.status.setText(
                    self.tr(
                        "Type the offered tile (13-tile hand) or the tile just drawn (14 tiles, "
                        "for kans), e.g. 5p or 4M."
                    )
                )
            else:
                error = report.error
                self.status.setText(error_text(error) if error else report.message)
            return
        best = report.advice.best
        what = self._call_name(best.call)
        if best.uses and report.tile is not None:  # the meld formed: its tile, then the hand's
            what = self.tr("{0} {1} (with {2})").format(
                what, report.tile.text, " ".join(t.text for t in best.pon or best.uses)
            )
        advice = self.tr("Advice: {0}").format(what)
        if report.agari:  # the tile wins: a ron or tsumo to declare before any call
            complete = (
                agari_text()
                if report.hand.size == 14
                else self.tr(
                    "The offered tile completes the hand (agari): its score is on the Win tab."
                )
            )
            advice = f"{complete} {advice}"
        self.status.setText(advice)

    def _show_reason(self, row: int) -> None:
        report = self.report
        if report is None or report.advice is None or not 0 <= row < len(report.advice.options):
            self.reason.clear()
            return
        reason = report.advice.options[row].reason
        self.reason.setText(reason.ja if ui_language() == "ja" else reason.en)

    def _call_name(self, call: str) -> str:
        names = {
            "pass": self.tr("Pass"),
            "chi": self.tr("Chi"),
            "pon": self.tr("Pon"),
            "kan": self.tr("Kan"),
            "ankan": self.tr("Closed kan"),
            "kakan": self.tr("Added kan"),
        }
        return names.get(call, call)

    # -- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.table.setHorizontalHeaderLabels(
            [
                "",
                self.tr("Call"),
                self.tr("Tiles"),
                self.tr("Discard"),
                self.tr("Shanten"),
                self.tr("Ukeire"),
                self.tr("Yaku"),
                self.tr("Shuugi"),
                self.tr("Value"),
            ]
        )
        self.offer_label.setText(self.tr("Offered tile:"))
        self.source_label.setText(self.tr("from"))
        names = {"left": self.tr("left"), "across": self.tr("across"), "right": self.tr("right")}
        for i in range(self.source.count()):
            self.source.setItemText(i, names[self.source.itemData(i)])
        self.seat_label.setText(self.tr("Seat wind:"))
        self.round_label.setText(self.tr("Round wind:"))
        name_winds(self.seat, self.round)
        if self.report is not None:
            self.show_report(self.report)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
