"""A saved game log replayed at the table: step through the events (round starts, draws,
discards, calls, round ends, final scores) on the table view, the chosen seat's hand below it,
and open the position in the analyzer window beside it.

The table after each step comes from the core replay
(:func:`~mahjong_galaxy.core.practice.game.replay.table_at`), the analyzer position from
:func:`~mahjong_galaxy.core.practice.game.log.position_at`.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import acts_as_text
from mahjong_galaxy.app.table.model import TableModel, replay_model
from mahjong_galaxy.app.table.table_widget import TableWidget
from mahjong_galaxy.app.tabs.practice.game_texts import round_name, seat_name
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.practice.game.log import Event, position_at
from mahjong_galaxy.core.practice.game.replay import replay_steps, table_at


def tr(text: str) -> str:
    """Translation in the ``"Replay"`` context (sources marked with QT_TRANSLATE_NOOP)."""
    return QCoreApplication.translate("Replay", text)


class ReplayWindow(QWidget):
    """One log replayed (a top-level window).

    Attributes:
        events: the log's events; ``steps`` the indexes stepped through; ``step`` the current
            position in ``steps``; ``table_view`` the table; ``hand`` the shown seat's tiles.
    """

    def __init__(
        self, events: Sequence[Event], path: Path, context: AnalyzerContext, parent: QWidget
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replay-window")
        self.path = path
        self.events = list(events)
        self.steps = replay_steps(self.events)
        self.context = context
        self.step = 0
        self.table_view = TableWidget()
        self.hand = TileStrip("replay-hand", tile_height=48)
        self.seat = QComboBox()
        players = len(self.events[self.steps[0]]["hands"]) if self.steps else 2
        for p in range(players):
            self.seat.addItem(seat_name(p), p)
        self.back = QPushButton()
        self.forward = QPushButton()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, max(0, len(self.steps) - 1))
        self.where = QLabel()
        self.analyze = QPushButton()
        self.seat_label = QLabel()
        controls = QHBoxLayout()
        controls.addWidget(self.seat_label)
        controls.addWidget(self.seat)
        controls.addWidget(self.back)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.forward)
        controls.addWidget(self.where)
        controls.addWidget(self.analyze)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table_view, 1)
        layout.addWidget(self.hand)
        layout.addLayout(controls)
        self.back.clicked.connect(lambda: self.go(self.step - 1))
        self.forward.clicked.connect(lambda: self.go(self.step + 1))
        self.slider.valueChanged.connect(self.go)
        self.seat.currentIndexChanged.connect(lambda _: self.go(self.step))
        self.analyze.clicked.connect(self.open_in_analyzer)
        self.resize(1100, 800)
        self._retranslate()

    def _retranslate(self) -> None:
        """Set the window's words in the UI language and redraw the step."""
        self.setWindowTitle(tr(QT_TRANSLATE_NOOP("Replay", "Replay: {0}")).format(self.path.name))
        self.back.setText(tr(QT_TRANSLATE_NOOP("Replay", "Previous")))
        self.forward.setText(tr(QT_TRANSLATE_NOOP("Replay", "Next")))
        self.analyze.setText(tr(QT_TRANSLATE_NOOP("Replay", "Open this position in analyzer")))
        self.seat_label.setText(tr(QT_TRANSLATE_NOOP("Replay", "Seat shown")))
        for p in range(self.seat.count()):
            self.seat.setItemText(p, seat_name(p))
        self.go(self.step)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    @property
    def model(self) -> TableModel | None:
        """What the table shows now."""
        return self.table_view.model

    def go(self, step: int) -> None:
        """Show the table after ``steps[step]`` (clamped to the log)."""
        if not self.steps:
            return
        self.step = max(0, min(step, len(self.steps) - 1))
        self.slider.blockSignals(True)
        self.slider.setValue(self.step)
        self.slider.blockSignals(False)
        index = self.steps[self.step]
        state = table_at(self.events, index)
        viewer = int(self.seat.currentData())
        title = round_name(state.dealer, state.honba)
        self.table_view.set_model(replay_model(state, self.events, viewer, title))
        seat = state.seats[viewer]
        self.hand.set_items(
            [TileItem(t, tooltip=acts_as_text(t)) for t in seat.hand.tiles]
            + [
                TileItem(t, tooltip=acts_as_text(t), gap_before=j == 0)
                for m in seat.hand.melds
                for j, t in enumerate(m.tiles)
            ]
        )
        self.where.setText(
            tr(QT_TRANSLATE_NOOP("Replay", "Step {0} of {1}")).format(
                self.step + 1, len(self.steps)
            )
        )
        self.back.setEnabled(self.step > 0)
        self.forward.setEnabled(self.step < len(self.steps) - 1)

    def open_in_analyzer(self) -> None:
        """Open the shown seat's hand at this step in the analyzer (seat wind kept)."""
        if not self.steps:
            return
        index = self.steps[self.step]
        if self.events[index]["e"] == "final":
            return
        position = position_at(self.events, index, int(self.seat.currentData()))
        winds = (position.seat_wind, position.round_wind)
        self.context.open_hand(position.text, position.visible_text, winds, position.table.text)
        self.context.show_tab("discard" if position.hand.size == 14 else "waits")
