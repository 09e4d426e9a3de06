"""The game log beside the table: the human's turns, opening a turn or the hand in the
analyzer (seat wind and the whole table carried), saving the log."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from platformdirs import user_data_dir
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QFileDialog, QVBoxLayout, QWidget

from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import ui_language
from mahjong_galaxy.app.tabs.practice.game_texts import (
    TURN_EVENTS,
    TURN_TEXT_CHARS,
    Texts,
    warn_file_error,
)
from mahjong_galaxy.core.practice.game.log import position_at, turns
from mahjong_galaxy.core.practice.game.session import HUMAN, GameSession
from mahjong_galaxy.core.practice.game.table_view import table_of
from mahjong_galaxy.core.practice.history import APP_NAME


class GameLogPanel(QWidget):
    """Turn list and log buttons; ``session`` and ``started`` are set by the game page."""

    def __init__(self, context: AnalyzerContext, texts: Texts) -> None:
        super().__init__()
        self.context = context
        self.session: GameSession | None = None
        self.started = datetime.now(UTC)
        self.turn_list = QComboBox()
        self._turns_filled: tuple[int, int, str] = (0, -1, "")  # (session, turns, language)
        self.turn_list.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.turn_list.setMinimumContentsLength(TURN_TEXT_CHARS)
        self.open_turn = texts.button(QT_TRANSLATE_NOOP("Practice", "Open turn in analyzer"))
        self.open_hand = texts.button(QT_TRANSLATE_NOOP("Practice", "Open hand in analyzer"))
        self.save_button = texts.button(QT_TRANSLATE_NOOP("Practice", "Save log…"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.open_hand, self.turn_list, self.open_turn, self.save_button):
            layout.addWidget(widget)
        self.open_turn.clicked.connect(self._open_turn)
        self.open_hand.clicked.connect(self._open_hand)
        self.save_button.clicked.connect(self._save_dialog)

    def fill_turns(self, session: GameSession) -> None:
        """List the human's turns of ``session`` (refilled for a new game or language)."""
        events = session.events
        indexes = turns(events, HUMAN)
        filled = (id(session), len(indexes), ui_language())  # a new game or language: refill
        if self._turns_filled == filled:
            return
        self._turns_filled = filled
        self.turn_list.clear()
        for number, index in enumerate(indexes, 1):
            event = events[index]
            what = event.get("tile") or event.get("meld")
            self.turn_list.addItem(
                QCoreApplication.translate("Practice", "Turn {0}: {1} {2}").format(
                    number, QCoreApplication.translate("Practice", TURN_EVENTS[event["e"]]), what
                ),
                index,
            )

    # -- log and analyzer --------------------------------------------------------------------
    @staticmethod
    def log_folder() -> Path:
        """Where game logs are saved (the data folder's ``games``)."""
        return Path(user_data_dir(APP_NAME)) / "games"

    def log_path(self) -> Path:
        """The auto-saved log's file: the data folder, start time and seed in the name."""
        stamp = self.started.strftime("%Y%m%d-%H%M%S")
        seed = self.session.game.seed if self.session else 0
        return self.log_folder() / f"game-{stamp}-seed{seed}.json"

    def save_log(self, path: Path) -> bool:
        """Write the game log to ``path``; False, with a warning naming the error, when it
        cannot be written (the game goes on either way)."""
        if self.session is None:
            return False
        try:
            self.session.save_log(path)
        except OSError as error:
            warn_file_error(
                self,
                QT_TRANSLATE_NOOP("Practice", "Save game log"),
                QT_TRANSLATE_NOOP("Practice", "Could not save the game log: {0}"),
                error,
            )
            return False
        return True

    def _save_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("Practice", "Save game log"),
            str(self.log_path()),
            "JSON (*.json)",
        )
        if name:
            self.save_log(Path(name))

    def _open_turn(self) -> None:
        if self.session is None or self.turn_list.currentIndex() < 0:
            return
        position = position_at(self.session.events, int(self.turn_list.currentData()), HUMAN)
        winds = (position.seat_wind, position.round_wind)
        self.context.open_hand(position.text, position.visible_text, winds, position.table.text)
        self.context.show_tab("discard")

    def _open_hand(self) -> None:
        if self.session is None:
            return
        view = self.session.human_view()
        visible = "".join(t.text for t in view.visible)
        winds = (view.seat_winds[HUMAN], view.round_wind)
        self.context.open_hand(view.hand.text, visible, winds, table_of(view).text)
        self.context.show_tab("discard" if view.hand.size == 14 else "waits")
