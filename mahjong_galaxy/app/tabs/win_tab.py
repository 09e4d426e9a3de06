"""The "Win" tab: what the hand is worth when it wins (rules: docs/rules.md, "Scoring").

Choose the winning tile (a wait of the 13-tile hand, or the tile just drawn of a 14-tile hand),
ron or tsumo and the other situational yaku, winds, honba and riichi sticks, the dora indicators
(click tiles of the visible area) and ura indicators, and the player's own discards.  Shows the
yaku with han, the fu items, the points and who pays them, shuugi, the galaxy assignment drawn
on the tiles, and a furiten warning.  Scoring runs in a worker (``core.scoring.score_win``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import jobs
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import (
    acts_as_text,
    error_text,
    honor_name,
    join_list,
    kind_label,
    shanten_text,
    ui_language,
)
from mahjong_galaxy.app.jobs import Analysis
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.notation import format_tiles, parse_tiles
from mahjong_galaxy.core.scoring.dora import dora_counts
from mahjong_galaxy.core.scoring.furiten import furiten_text
from mahjong_galaxy.core.scoring.names import fu_reason, level_name, payment_text, yaku_name
from mahjong_galaxy.core.scoring.situation import MAX_COUNTER, Situation
from mahjong_galaxy.core.scoring.win import ScoreResult
from mahjong_galaxy.core.table import TableSituation
from mahjong_galaxy.core.tiles import WINDS, Tile, kind_name

YAKU_MIN_ROWS = 3  # the yaku table grows with the hand's yaku, never scrolls


@dataclass(frozen=True)
class WinChoice:
    """A way to win: the 13-tile hand and the winning tile."""

    hand: Hand
    win: Tile


def win_choices(analysis: Analysis | None) -> list[WinChoice]:
    """Winning tiles offered for a hand: its waits that can still come (13 tiles, normal then
    galaxy; a wait whose copies are all held or visible, such as a galaxy tile in the hand, is
    left out) or, for a 14-tile complete hand, each distinct concealed tile as the one drawn
    last."""
    if analysis is None or analysis.error:
        return []
    hand = analysis.hand
    if hand.size == 13 and analysis.waits is not None:
        winners = analysis.waits.winners
        return [WinChoice(hand, w.tile) for w in winners if w.remaining > 0]
    if hand.size == 14 and analysis.agari:
        return [WinChoice(hand.without_tile(t), t) for t in dict.fromkeys(hand.tiles)]
    return []


def choice_text(tile: Tile) -> str:
    """``"4m"``, ``"1z   East"`` or ``"4M   Galaxy 4M: acts as ..."``: the tile, then what it
    is when that says more than its notation."""
    name = acts_as_text(tile)
    return tile.text if name == tile.text else f"{tile.text}   {name}"


class WinTab(QWidget):
    """Situation inputs on top, the score below."""

    def __init__(self, context: AnalyzerContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.choices: list[WinChoice] = []
        #: indexes in ``context.visible`` of the tiles picked as dora indicators: the table's
        #: indicators (they come first) until the user picks others
        self.dora_picked: set[int] = set()
        self._dora_seen = context.visible  # the tiles ``dora_picked`` indexes
        self.result: ScoreResult | None = None
        self._build()
        self.retranslate()
        context.analysisReady.connect(self.show_analysis)
        context.tableChanged.connect(self._follow_table)
        context.handChanged.connect(self._follow_seen)
        self._follow_table(context.table)
        if context.analysis is not None:
            self.show_analysis(context.analysis)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.win_label = QLabel()
        self.win_choice = QComboBox()
        self.win_choice.currentIndexChanged.connect(self.rescore)
        self.checks = {name: QCheckBox() for name in _CHECKS}
        for box in self.checks.values():
            box.toggled.connect(self.rescore)
        self.seat = self._wind_combo(1)
        self.round = self._wind_combo(0)
        self.context.windsChanged.connect(self.set_winds)
        self.honba = self._spin()
        self.sticks = self._spin()
        self.dora_strip = TileStrip("dora", tile_height=34)
        self.dora_strip.clicked.connect(self._toggle_dora)
        self.dora_kinds = QLabel()
        self.dora_kinds.setWordWrap(True)  # the note never widens the tab
        self.ura = self._line()
        self.discards = self._line()
        self.form = QFormLayout()
        self.situation_box = QGroupBox()
        self.situation_box.setLayout(self._situation_layout())
        self.headline = QLabel()
        self.headline.setWordWrap(True)
        self.payment = QLabel()
        self.payment.setWordWrap(True)
        self.yaku = QTableWidget(0, 2)
        self.yaku.verticalHeader().hide()
        header = self.yaku.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.fu = QLabel()
        self.fu.setWordWrap(True)
        self.shuugi = QLabel()
        self.tiles = TileStrip("win", tile_height=48, fit_slots=15)
        self.furiten = QLabel()
        self.furiten.setWordWrap(True)
        self.furiten.setStyleSheet("color: firebrick; font-weight: bold")
        top = QHBoxLayout()
        top.addWidget(self.win_label)
        top.addWidget(self.win_choice, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.situation_box)
        results = QVBoxLayout()
        for widget in (self.headline, self.payment, self.furiten, self.tiles, self.fu, self.shuugi):
            results.addWidget(widget)
        results.addStretch(1)
        row = QHBoxLayout()
        row.addLayout(results, 3)
        row.addWidget(self.yaku, 2)
        layout.addLayout(row)
        layout.addStretch(1)
        self._fit_yaku()

    def _situation_layout(self) -> QVBoxLayout:
        grid = QGridLayout()
        for i, box in enumerate(self.checks.values()):
            grid.addWidget(box, i // 4, i % 4)
        self.seat_label, self.round_label = QLabel(), QLabel()
        self.honba_label, self.sticks_label = QLabel(), QLabel()
        winds = QHBoxLayout()
        for widget in (
            self.seat_label,
            self.seat,
            self.round_label,
            self.round,
            self.honba_label,
            self.honba,
            self.sticks_label,
            self.sticks,
        ):
            winds.addWidget(widget)
        winds.addStretch(1)
        self.dora_label, self.ura_label, self.discards_label = QLabel(), QLabel(), QLabel()
        self.form.addRow(self.dora_label, self._dora_field())
        self.form.addRow(self.ura_label, self.ura)
        self.form.addRow(self.discards_label, self.discards)
        box = QVBoxLayout()
        box.addLayout(grid)
        box.addLayout(winds)
        box.addLayout(self.form)
        return box

    def _dora_field(self) -> QWidget:
        """The tiles in sight to click, over the line naming the dora (or the note)."""
        field = QWidget()
        column = QVBoxLayout(field)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.dora_strip)
        column.addWidget(self.dora_kinds)
        return field

    def set_winds(self, seat_wind: int, round_wind: int) -> None:
        """Choose the seat and round wind kinds (27..30), e.g. for a hand opened from a game."""
        for combo, kind in ((self.seat, seat_wind), (self.round, round_wind)):
            combo.setCurrentIndex(combo.findData(kind))

    def _wind_combo(self, default: int) -> QComboBox:
        combo = QComboBox()
        for kind in WINDS:
            combo.addItem(honor_name(kind), kind)
        combo.setCurrentIndex(default)
        combo.currentIndexChanged.connect(self.rescore)
        return combo

    def _spin(self) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(0, MAX_COUNTER)
        spin.valueChanged.connect(self.rescore)
        return spin

    def _line(self) -> QLineEdit:
        line = QLineEdit()
        line.textChanged.connect(self.rescore)
        return line

    # -- inputs ---------------------------------------------------------------------------
    def show_analysis(self, analysis: Analysis) -> None:
        """Offer the winning tiles of the analysed hand and score the selected one."""
        current = self.current_choice()
        self.choices = win_choices(analysis)
        self.win_choice.blockSignals(True)
        self.win_choice.clear()
        for choice in self.choices:
            self.win_choice.addItem(choice_text(choice.win))
        keep = next((i for i, c in enumerate(self.choices) if c == current), 0)
        self.win_choice.setCurrentIndex(keep if self.choices else -1)
        self.win_choice.blockSignals(False)
        self.rescore()

    def current_choice(self) -> WinChoice | None:
        """The selected hand and winning tile, if any."""
        index = self.win_choice.currentIndex()
        return self.choices[index] if 0 <= index < len(self.choices) else None

    def select_win(self, tile: Tile) -> None:
        """Select ``tile`` as the winning tile (when it is offered)."""
        for i, choice in enumerate(self.choices):
            if choice.win == tile:
                self.win_choice.setCurrentIndex(i)

    def _follow_table(self, table: TableSituation) -> None:
        """The table changed: its dora indicators are the ones picked, your river (called tiles
        included) the discards checked for furiten."""
        self.dora_picked = set(range(len(table.dora_indicators)))
        self._dora_seen = self.context.visible
        self._show_dora()
        own = format_tiles(table.side("self").discards, sort=False)
        if own != self.discards.text():
            self.discards.setText(own)  # rescores
        else:
            self.rescore()

    def _follow_seen(self, *_: object) -> None:
        """An edit changed the tiles in sight (not the table: see ``_follow_table``): the tiles
        picked as dora indicators stay picked where they are now, at once (an index kept until
        the analysis came back named another tile, or none)."""
        seen = self.context.visible
        if seen != self._dora_seen:
            self.dora_picked = repicked(self._dora_seen, self.dora_picked, seen)
            self._dora_seen = seen
            self._show_dora()

    def _toggle_dora(self, index: int) -> None:
        self.dora_picked ^= {index}
        self._show_dora()
        self.rescore()

    def _show_dora(self) -> None:
        visible = self.context.visible
        self.dora_strip.set_items(
            [
                TileItem(t, TileLook(selected=i in self.dora_picked), tooltip=acts_as_text(t))
                for i, t in enumerate(visible)
            ]
        )
        counts = dora_counts(visible[i] for i in sorted(self.dora_picked))
        kinds = " ".join(
            kind_label(k) + (f"×{n}" if n > 1 else "") for k, n in enumerate(counts) if n
        )
        self.dora_kinds.setText(self._dora_note(kinds, bool(visible)))
        # no empty strip or line on a small window: the note takes the empty strip's place
        self.dora_strip.setVisible(bool(visible))
        self.dora_kinds.setVisible(bool(self.dora_kinds.text()))

    def _dora_note(self, kinds: str, anything_seen: bool) -> str:
        """The line under the tiles in sight: the dora ``kinds`` picked, or where to put the
        indicators when no tile is in sight to click ("" when tiles are seen but none picked)."""
        if kinds:
            return self.tr("Dora: {0}").format(kinds)
        if not anything_seen:
            return self.tr("No tiles in sight: add the indicators in the Table above the tabs.")
        return ""

    def situation(self) -> Situation:
        """The situation set in the panel.

        Raises:
            HandError: unreadable ura indicator text.
        """
        checked = {name: box.isChecked() for name, box in self.checks.items()}
        tsumo, seat = checked["tsumo"], self.seat.currentData()
        visible = self.context.visible
        return Situation(
            tsumo=tsumo,
            riichi=checked["riichi"],
            double_riichi=checked["double_riichi"],
            ippatsu=checked["ippatsu"],
            rinshan=checked["rinshan"],
            chankan=checked["chankan"],
            haitei=checked["last_tile"] and tsumo,
            houtei=checked["last_tile"] and not tsumo,
            tenhou=checked["first_draw"] and seat == WINDS[0],
            chiihou=checked["first_draw"] and seat != WINDS[0],
            seat_wind=seat,
            round_wind=self.round.currentData(),
            dora_indicators=tuple(visible[i] for i in sorted(self.dora_picked)),
            ura_indicators=_tiles(self.ura.text()),
            honba=self.honba.value(),
            riichi_sticks=self.sticks.value(),
        )

    def _no_choice_text(self) -> str:
        """Why nothing is scored: a 14-tile hand that does not win (with its shanten), or a
        hand of another size."""
        hand = self.context.hand
        if hand.size == 14:
            shanten = calculate_shanten(hand, self.context.rules).shanten
            if shanten >= 0:
                return self.tr("This 14-tile hand is not a winning hand ({0}).").format(
                    shanten_text(shanten)
                )
        return self.tr("Enter a tenpai (13-tile) or complete (14-tile) hand.")

    def rescore(self) -> None:
        """Score the current choice in the background (a score still running for the earlier
        input is dropped when there is nothing to score now: it would replace the message)."""
        choice = self.current_choice()
        if choice is None:
            self.context.runner.cancel("win")
            self._show_message(self._no_choice_text())
            return
        try:
            situation = self.situation()
            discards = _tiles(self.discards.text()) if self.discards.text().strip() else None
        except HandError as error:
            self.context.runner.cancel("win")
            self._show_message(error_text(error))
            return
        self.context.run(
            "win",
            jobs.score,
            choice.hand,
            choice.win,
            situation,
            self.context.rules,
            discards,
            on_done=self.show_result,
            on_error=self._show_message,
        )

    # -- results --------------------------------------------------------------------------
    def show_result(self, outcome: ScoreResult | HandError) -> None:
        """Show a score, or the message explaining why there is none (in the UI language)."""
        if isinstance(outcome, HandError):
            self._show_message(error_text(outcome))
            return
        self.result = outcome
        self._show_tiles(outcome)
        if not outcome.has_yaku:
            self.headline.setText(self.tr("Complete hand, but no yaku: it cannot win."))
            self.payment.setText("")
            self._show_yaku([])
            self.fu.setText("")
            self.shuugi.setText("")
        else:
            self._show_score(outcome)
        furiten = outcome.furiten
        self.furiten.setText(
            _sentence(furiten_text(furiten.discards, ui_language())) if furiten is not None else ""
        )

    def _show_score(self, result: ScoreResult) -> None:
        language = ui_language()
        level = level_name(result.payment.level, language) if result.payment else ""
        if result.yakuman:
            head = self.tr("{0} han (yakuman): {1} points").format(result.han, result.points)
        else:
            head = self.tr("{0} han {1} fu: {2} points").format(
                result.han, result.fu, result.points
            )
        self.headline.setText(f"<b>{head}</b>" + (f" — {level}" if level else ""))
        self.payment.setText(payment_text(result.payment_split, language))
        self._show_yaku([(yaku_name(y.name, language), y.han) for y in result.yaku])
        fu_items = join_list(
            f"{fu_reason(p.reason, p.fu, language)} {p.fu}" for p in result.fu_details
        )
        self.fu.setText(self.tr("Fu: {0}").format(fu_items or "—"))
        self.shuugi.setText(
            self.tr("Shuugi: {0} (most for the same points: {1})").format(
                result.shuugi, result.shuugi_max
            )
        )

    def _show_yaku(self, rows: list[tuple[str, int]]) -> None:
        self.yaku.setRowCount(len(rows))
        for row, (name, han) in enumerate(rows):
            self.yaku.setItem(row, 0, QTableWidgetItem(name))
            self.yaku.setItem(row, 1, QTableWidgetItem(str(han)))
        self._fit_yaku()

    def _fit_yaku(self) -> None:
        """Tall enough for every row (at least ``YAKU_MIN_ROWS``): no scrolling for a hand."""
        rows = max(self.yaku.rowCount(), YAKU_MIN_ROWS)
        height = (
            self.yaku.horizontalHeader().sizeHint().height()
            + rows * self.yaku.verticalHeader().defaultSectionSize()
            + 2 * self.yaku.frameWidth()
            + 2
        )
        self.yaku.setFixedHeight(height)

    def _show_tiles(self, result: ScoreResult) -> None:
        """The hand and the winning tile, each galaxy tile badged with the kind it acts as."""
        acting = list(result.assignment)
        items = []
        concealed = (*result.hand.tiles, result.win)
        for index, tile in enumerate(concealed):
            kind = _take_acting(acting, tile)
            tip = acts_as_text(tile) + (f" → {kind_name(kind)}" if kind is not None else "")
            last = index == len(concealed) - 1  # the winning tile stands apart
            items.append(TileItem(tile, TileLook(acting=kind), tooltip=tip, gap_before=last))
        for meld in result.hand.melds:
            for i, tile in enumerate(meld.tiles):
                kind = _take_acting(acting, tile)
                items.append(TileItem(tile, TileLook(acting=kind), gap_before=i == 0))
        self.tiles.set_items(items)

    def _show_message(self, message: str) -> None:
        self.result = None
        self.headline.setText(message)
        for label in (self.payment, self.fu, self.shuugi, self.furiten):
            label.setText("")
        self._show_yaku([])
        self.tiles.set_items([])

    # -- language -------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.win_label.setText(self.tr("Winning tile:"))
        texts = {
            "tsumo": self.tr("Tsumo (off: ron)"),
            "riichi": self.tr("Riichi"),
            "double_riichi": self.tr("Double riichi"),
            "ippatsu": self.tr("Ippatsu"),
            "rinshan": self.tr("Rinshan kaihou"),
            "chankan": self.tr("Chankan"),
            "last_tile": self.tr("Last tile (haitei / houtei)"),
            "first_draw": self.tr("First draw (tenhou / chiihou)"),
        }
        for name, box in self.checks.items():
            box.setText(texts[name])
        self.situation_box.setTitle(self.tr("Situation"))
        self.seat_label.setText(self.tr("Seat wind:"))
        self.round_label.setText(self.tr("Round wind:"))
        self.honba_label.setText(self.tr("Honba:"))
        self.sticks_label.setText(self.tr("Riichi sticks:"))
        self.dora_label.setText(self.tr("Dora indicators (click visible tiles):"))
        self.ura_label.setText(self.tr("Ura dora indicators:"))
        self.discards_label.setText(self.tr("Own discards (furiten):"))
        self._show_dora()  # its note is text too
        for line in (self.ura, self.discards):
            line.setPlaceholderText(self.tr("e.g. 3m5P"))
        self.yaku.setHorizontalHeaderLabels([self.tr("Yaku"), self.tr("Han")])
        for combo in (self.seat, self.round):
            for i in range(combo.count()):
                combo.setItemText(i, honor_name(combo.itemData(i)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.result is not None:
                self.show_result(self.result)
            else:  # a message: say it again in the new language
                self.rescore()
        super().changeEvent(event)


_CHECKS = (
    "tsumo",
    "riichi",
    "double_riichi",
    "ippatsu",
    "rinshan",
    "chankan",
    "last_tile",
    "first_draw",
)


def repicked(before: Sequence[Tile], picked: set[int], after: Sequence[Tile]) -> set[int]:
    """The indexes in ``after`` of the tiles at indexes ``picked`` of ``before``: each picked
    tile on a copy of it in ``after`` (the first copies not taken yet); picks of tiles no longer
    there are dropped."""
    wanted = Counter(before[i] for i in picked)
    chosen = set()
    for index, tile in enumerate(after):
        if wanted[tile]:
            wanted[tile] -= 1
            chosen.add(index)
    return chosen


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(t for t, _ in parse_tiles(text))


def _take_acting(acting: list[tuple[Tile, int]], tile: Tile) -> int | None:
    """The acting kind paired with ``tile`` in the assignment (each pair used once)."""
    if not tile.galaxy:
        return None
    for i, (held, kind) in enumerate(acting):
        if held == tile:
            del acting[i]
            return kind
    return None


def _sentence(text: str) -> str:
    """``text`` as a sentence on its own: its first letter upper case (the CLI's lines are lower
    case; Japanese is unchanged)."""
    return text[:1].upper() + text[1:]
