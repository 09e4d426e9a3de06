"""The "Practice" tab: the galaxy wait quiz, the 何切る drill and a solo game.

Quiz and drill hands are seeded (the seed box replays a hand), answers are graded by the core
(:mod:`mahjong_galaxy.core.practice`) and recorded in the practice history (platformdirs data
folder).  Any hand opens in the analyzer or is copied as text.  The solo game lives in
:mod:`.practice_game`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QElapsedTimer, QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import jobs
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import acts_as_text, stars_legend, stars_tooltip
from mahjong_galaxy.app.table.game_window import GameWindow
from mahjong_galaxy.app.table.replay_window import ReplayWindow
from mahjong_galaxy.app.tabs.practice.game_page import GamePage
from mahjong_galaxy.app.tabs.practice.game_texts import (
    Texts,
    add_record,
    practice_text,
    warn_file_error,
)
from mahjong_galaxy.app.widgets.tile_painter import TileLook
from mahjong_galaxy.app.widgets.tile_widgets import TileItem, TileStrip
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.practice.drill import DrillQuestion, DrillResult, judge, make_drill
from mahjong_galaxy.core.practice.game.log import load_log
from mahjong_galaxy.core.practice.generate import HandSettings
from mahjong_galaxy.core.practice.history import History, Record
from mahjong_galaxy.core.practice.quiz import (
    GRADE,
    NONE,
    QuizQuestion,
    explain_texts,
    grade,
    make_question,
)
from mahjong_galaxy.core.texts import Text
from mahjong_galaxy.core.tiles import NUM_KINDS, kind_name, normal_tile

MAX_SEED = 999_999
SUIT_LABELS = (
    ("flush", QT_TRANSLATE_NOOP("Practice", "Full flush")),
    ("two", QT_TRANSLATE_NOOP("Practice", "Two suits")),
    ("any", QT_TRANSLATE_NOOP("Practice", "Any suits")),
)
MODE_NAMES = (
    QT_TRANSLATE_NOOP("Practice", "quiz"),
    QT_TRANSLATE_NOOP("Practice", "drill"),
    QT_TRANSLATE_NOOP("Practice", "game"),
)


def quiz_text(text: Text) -> str:
    """A quiz answer line of the core (context ``"Quiz"``) in the UI language."""
    return text.render(lambda template: QCoreApplication.translate("Quiz", template))


def hand_items(hand: Hand, looks: Callable[[int], TileLook] | None = None) -> list[TileItem]:
    """Concealed tiles then each meld after a gap, with tooltips."""
    items = [
        TileItem(t, looks(i) if looks else TileLook(), tooltip=acts_as_text(t))
        for i, t in enumerate(hand.tiles)
    ]
    for meld in hand.melds:
        items.extend(
            TileItem(t, tooltip=acts_as_text(t), gap_before=j == 0)
            for j, t in enumerate(meld.tiles)
        )
    return items


def summary_text(history: History, mode: str) -> str:
    """``"12 answered · 75 % correct · streak 3 (best 5)"`` for ``mode``."""
    s = history.summary(mode)
    if not s.answered:
        return QCoreApplication.translate("Practice", "No answers yet")
    return QCoreApplication.translate(
        "Practice", "{0} answered · {1:.0f} % accurate · streak {2} (best {3})"
    ).format(s.answered, 100 * s.accuracy, s.streak, s.best_streak)


class HandButtons(QWidget):
    """ "Open in analyzer" (on tab ``tab``) and "Copy hand" for the hand ``hand_text()`` gives."""

    def __init__(
        self,
        context: AnalyzerContext,
        texts: Texts,
        hand_text: Callable[[], str | None],
        tab: str,
    ) -> None:
        super().__init__()
        self.context = context
        self.hand_text = hand_text
        self.tab = tab
        self.open_button = texts.button(QT_TRANSLATE_NOOP("Practice", "Open in analyzer"))
        self.copy_button = texts.button(QT_TRANSLATE_NOOP("Practice", "Copy hand"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.open_button)
        row.addWidget(self.copy_button)
        self.open_button.clicked.connect(self.open_hand)
        self.copy_button.clicked.connect(self.copy_hand)

    def open_hand(self) -> None:
        """Load the hand into the analyzer and show the tab."""
        text = self.hand_text()
        if text:
            self.context.open_hand(text)
            self.context.show_tab(self.tab)

    def copy_hand(self) -> None:
        """Put the hand's notation on the clipboard."""
        text = self.hand_text()
        if text:
            QGuiApplication.clipboard().setText(text)


class ShownClock:
    """Seconds a puzzle has been on screen: starts when the page shows it (a puzzle made while
    the page is hidden, e.g. at start-up, starts counting when the page is first shown)."""

    def __init__(self, page: QWidget) -> None:
        self.page = page
        self.timer = QElapsedTimer()

    def restart(self) -> None:
        """A new puzzle: count from now if it is on screen, else from when it is shown."""
        if self.page.isVisible():
            self.timer.start()
        else:
            self.timer.invalidate()

    def shown(self) -> None:
        """The page was shown (call from its ``showEvent``)."""
        if not self.timer.isValid():
            self.timer.start()

    def seconds(self) -> float:
        """Seconds on screen so far (0 before it was shown)."""
        return self.timer.elapsed() / 1000 if self.timer.isValid() else 0.0


class SettingsRow(QWidget):
    """Galaxy count, suits, an extra number (calls or roughness), seed, New / Replay buttons."""

    def __init__(self, texts: Texts, extra: object, extra_max: int, extra_default: int) -> None:
        super().__init__()
        row = self.row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)  # the row fits a 1000 px window beside the palette
        self.galaxy = QSpinBox(minimum=0, maximum=8, value=2)
        self.suits = QComboBox()
        for index, (key, label) in enumerate(SUIT_LABELS):
            self.suits.addItem("", key)
            texts.add(partial(self.suits.setItemText, index), label)
        self.suits.setCurrentIndex(2)
        self.extra = QSpinBox(minimum=0, maximum=extra_max, value=extra_default)
        self.seed = QSpinBox(minimum=0, maximum=MAX_SEED)
        self.new = texts.button(QT_TRANSLATE_NOOP("Practice", "New hand"))
        self.replay = texts.button(QT_TRANSLATE_NOOP("Practice", "Replay seed"))
        for label, widget in (
            (QT_TRANSLATE_NOOP("Practice", "Galaxy tiles"), self.galaxy),
            (QT_TRANSLATE_NOOP("Practice", "Suits"), self.suits),
            (extra, self.extra),
            (QT_TRANSLATE_NOOP("Practice", "Seed"), self.seed),
        ):
            row.addWidget(texts.label(label))
            row.addWidget(widget)
        row.addSpacing(6)
        row.addWidget(self.new)
        row.addWidget(self.replay)
        row.addStretch(1)

    def settings(self) -> HandSettings:
        """The hand settings chosen (``extra`` is read by the page)."""
        return HandSettings(self.galaxy.value(), str(self.suits.currentData()), 0)

    def fresh_seed(self) -> int:
        """Pick and show a new random seed."""
        self.seed.setValue(random.randrange(MAX_SEED + 1))
        return self.seed.value()


class QuizPage(QWidget):
    """Find every winning tile of a tenpai hand."""

    def __init__(self, context: AnalyzerContext, history: History, texts: Texts) -> None:
        super().__init__()
        self.texts = texts
        self.context = context
        self.history = history
        self.question: QuizQuestion | None = None
        self.selected: set[int] = set()
        self.answered = False
        self.clock = ShownClock(self)
        self.controls = SettingsRow(texts, QT_TRANSLATE_NOOP("Practice", "Calls"), 2, 0)
        self.timer_box = QCheckBox()
        texts.add(self.timer_box.setText, QT_TRANSLATE_NOOP("Practice", "Timer"))
        self.hand_strip = TileStrip("quiz-hand", tile_height=50)
        self.picker = TileStrip("quiz-picker", tile_height=40, captions=True)
        self.submit = texts.button(QT_TRANSLATE_NOOP("Practice", "Submit"))
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.answer = QPlainTextEdit(readOnly=True)
        self.answer.setMinimumHeight(48)  # two lines, more by scrolling: fits 1000x650
        self.time_label = QLabel()
        self.stats = QLabel(summary_text(history, "quiz"))
        self.hand_buttons = HandButtons(context, texts, self._hand_text, "waits")
        self._layout()
        self.ticker = QTimer(self, interval=1000)
        self.ticker.timeout.connect(self._tick)
        self.controls.new.clicked.connect(lambda: self.new_question(self.controls.fresh_seed()))
        self.controls.replay.clicked.connect(lambda: self.new_question(self.controls.seed.value()))
        self.picker.clicked.connect(self.toggle)
        self.submit.clicked.connect(self.grade_answer)
        self.new_question(self.controls.seed.value())

    def _layout(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.controls)
        layout.addWidget(
            self.texts.label(QT_TRANSLATE_NOOP("Practice", "Which tiles complete this hand?"))
        )
        layout.addWidget(self.hand_strip)
        layout.addWidget(
            self.texts.label(
                QT_TRANSLATE_NOOP("Practice", "Click every winning tile, then Submit:")
            )
        )
        layout.addWidget(self.picker)
        buttons = QHBoxLayout()
        for widget in (self.submit, self.hand_buttons, self.timer_box, self.time_label):
            buttons.addWidget(widget)
        buttons.addStretch(1)
        buttons.addWidget(self.stats)
        layout.addLayout(buttons)
        layout.addWidget(self.verdict)
        layout.addWidget(self.answer, 1)

    def new_question(self, seed: int) -> None:
        """Show the quiz hand of ``seed`` with the chosen settings."""
        settings = self.controls.settings()
        settings = HandSettings(settings.galaxy, settings.suits, self.controls.extra.value())
        self.question = make_question(seed, settings, self.context.rules)
        self.selected = set()
        self.answered = False
        self.hand_strip.set_items(hand_items(self.question.hand))
        self.verdict.clear()
        self.answer.clear()
        self.clock.restart()
        self.ticker.start()
        self._tick()
        self._draw_picker()

    def toggle(self, index: int) -> None:
        """Select or unselect the kind at ``index`` of the picker."""
        if self.answered:
            return
        self.selected ^= {index}
        self._draw_picker()

    def _draw_picker(self) -> None:
        marks: dict[int, str] = {}
        if self.answered and self.question is not None:
            result = grade(self.question, self.selected)
            marks = {k: "✓" for k in result.correct}
            marks.update(
                {k: QCoreApplication.translate("Practice", "missed") for k in result.missed}
            )
            marks.update({k: "✗" for k in result.wrong})
        self.picker.set_items(
            [
                TileItem(
                    normal_tile(k),
                    TileLook(selected=k in self.selected, dim=self.answered and k not in marks),
                    marks.get(k, ""),
                    kind_name(k),
                )
                for k in range(NUM_KINDS)
            ]
        )

    def grade_answer(self) -> None:
        """Grade the selection, show the full answer and record it in the history."""
        if self.question is None or self.answered:
            return
        self.answered = True
        self.ticker.stop()
        seconds = self.clock.seconds()
        result = grade(self.question, self.selected)
        self.retranslate()
        settings = self.question.settings
        add_record(
            self,
            self.history,
            Record(
                "quiz",
                self.question.hand.text,
                self.question.seed,
                {"galaxy": settings.galaxy, "suits": settings.suits, "calls": settings.calls},
                round(seconds, 1),
                result.accuracy,
                result.perfect,
                result.text,
            ),
        )
        self.stats.setText(summary_text(self.history, "quiz"))

    def retranslate(self) -> None:
        """The verdict, the full answer and the picker's marks in the UI language."""
        if self.question is None or not self.answered:
            return
        result = grade(self.question, self.selected)
        headline = (
            QCoreApplication.translate("Practice", "Perfect!")
            if result.perfect
            else QCoreApplication.translate("Practice", "Not quite.")
        )
        self.verdict.setText(f"{headline} {quiz_text(result.words)}")
        lines = explain_texts(self.question)  # under the rules it was made with
        self.answer.setPlainText("\n".join(quiz_text(line) for line in lines))
        self._draw_picker()

    def _tick(self) -> None:
        shown = self.timer_box.isChecked() and not self.answered
        self.time_label.setText(f"{self.clock.seconds():.0f} s" if shown else "")

    def _hand_text(self) -> str | None:
        return self.question.hand.text if self.question is not None else None

    def showEvent(self, event: QShowEvent) -> None:
        self.clock.shown()
        super().showEvent(event)


IMPROVING_COLUMN = 3  # of DrillPage.COLUMNS
CLICK_A_TILE = QT_TRANSLATE_NOOP("Practice", "Click the tile you would discard.")


class DrillPage(QWidget):
    """何切る: pick a discard from 14 tiles and compare it with the ranked table."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("Practice", "Discard"),
        QT_TRANSLATE_NOOP("Practice", "Shanten"),
        QT_TRANSLATE_NOOP("Practice", "Ukeire"),
        QT_TRANSLATE_NOOP("Practice", "Improving tiles"),
        QT_TRANSLATE_NOOP("Practice", "Waits"),
        QT_TRANSLATE_NOOP("Practice", "Stars"),
    )

    def __init__(self, context: AnalyzerContext, history: History, texts: Texts) -> None:
        super().__init__()
        self.context = context
        self.history = history
        self.question: DrillQuestion | None = None
        self.result: DrillResult | None = None
        self.judging = False  # an answer is being judged: further clicks are not answers
        self.clock = ShownClock(self)
        self.controls = SettingsRow(texts, QT_TRANSLATE_NOOP("Practice", "Roughness"), 6, 3)
        self.hand_strip = TileStrip("drill-hand", tile_height=56, captions=True)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self._verdict: Callable[[], str] = lambda: practice_text(CLICK_A_TILE)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setEnabled(False)  # a hint in the dimmed text colour
        self.table = QTableWidget(0, len(self.COLUMNS))
        texts.add(lambda _: self._retranslate_stars(), "")
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the improving tiles take the width left and elide (the full list in the tooltip), so
        # Waits and Stars stay in view
        header.setSectionResizeMode(IMPROVING_COLUMN, QHeaderView.ResizeMode.Stretch)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.stats = QLabel(summary_text(history, "drill"))
        self.by_value = QCheckBox()
        self.by_value.setObjectName("drill-by-value")
        texts.add(self.by_value.setText, QT_TRANSLATE_NOOP("Practice", "Grade by expected value"))
        self.hand_buttons = HandButtons(context, texts, self._hand_text, "discard")
        layout = QVBoxLayout(self)
        layout.addWidget(self.controls)
        layout.addWidget(self.hand_strip)
        buttons = QHBoxLayout()
        buttons.addWidget(self.hand_buttons)
        buttons.addWidget(self.by_value)
        buttons.addStretch(1)
        buttons.addWidget(self.stats)
        layout.addLayout(buttons)
        layout.addWidget(self.verdict)
        layout.addWidget(self.legend)
        layout.addWidget(self.table, 1)
        self.controls.new.clicked.connect(lambda: self.new_question(self.controls.fresh_seed()))
        self.controls.replay.clicked.connect(lambda: self.new_question(self.controls.seed.value()))
        self.hand_strip.clicked.connect(self.choose)
        self.new_question(self.controls.seed.value())

    def _retranslate_stars(self) -> None:
        self.table.setHorizontalHeaderLabels([practice_text(c) for c in self.COLUMNS])
        self.table.model().setHeaderData(
            len(self.COLUMNS) - 1,
            Qt.Orientation.Horizontal,
            stars_legend(),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.legend.setText(stars_legend())

    def new_question(self, seed: int) -> None:
        """Show the drill hand of ``seed``."""
        self.question = make_drill(seed, self.controls.settings(), self.controls.extra.value())
        self.result = None
        self.judging = False
        self.hand_strip.set_items(hand_items(self.question.hand))
        self.say(lambda: practice_text(CLICK_A_TILE))
        self.table.setRowCount(0)
        self.clock.restart()

    def choose(self, index: int) -> None:
        """Judge discarding the tile at ``index`` (in a worker; the table can take a moment).
        The first click is the answer: clicks while it is judged are ignored."""
        question = self.question
        if (
            question is None
            or self.result is not None
            or self.judging
            or index >= len(question.hand.tiles)
        ):
            return
        self.judging = True
        tile = question.hand.tiles[index]
        seconds = self.clock.seconds()
        self.say(lambda: QCoreApplication.translate("Practice", "Ranking the discards…"))
        rules = self.context.rules
        by_value = self.by_value.isChecked()

        def judged(result: DrillResult) -> None:
            self._judged(question, result, seconds, by_value)

        def failed(message: str) -> None:
            if question is self.question:
                self.judging = False  # the user may answer again
                self.say(lambda: message)

        if by_value:
            self.context.run(
                "practice-drill",
                jobs.drill_by_value,
                question,
                tile,
                rules,
                on_done=judged,
                on_error=failed,
            )
            return
        self.context.submit(
            "practice-drill", lambda: judge(question, tile, (), rules), judged, failed
        )

    def say(self, verdict: Callable[[], str]) -> None:
        """Show the verdict line ``verdict()`` makes, and make it again after a language
        change (:meth:`retranslate`)."""
        self._verdict = verdict
        self.verdict.setText(verdict())

    def retranslate(self) -> None:
        """The verdict line in the UI language."""
        self.verdict.setText(self._verdict())

    def _grading_note(self, result: DrillResult, by_value: bool) -> str:
        """What the grading was based on, when graded ``by_value``."""
        if not by_value:
            return ""
        if result.ranked_by == "ukeire":
            return " " + QCoreApplication.translate(
                "Practice", "(Too far from tenpai for the expected-value search: graded by ukeire.)"
            )
        return " " + QCoreApplication.translate("Practice", "(Graded by expected points.)")

    def _judged(
        self, question: DrillQuestion, result: DrillResult, seconds: float, by_value: bool
    ) -> None:
        if question is not self.question:
            return
        self.judging = False
        self.result = result
        chosen = result.chosen
        self.say(lambda: verdict_text(result) + self._grading_note(result, by_value))
        self._fill_table(result)
        stars = {o.tile: o.stars for o in result.table}
        self.hand_strip.set_items(
            [
                TileItem(
                    t,
                    TileLook(selected=t == chosen.tile),
                    "★" * stars.get(t, 0),
                    f"{acts_as_text(t)}\n{stars_tooltip(stars.get(t, 0))}",
                )
                for t in question.hand.tiles
            ]
        )
        settings = question.settings
        add_record(
            self,
            self.history,
            Record(
                "drill",
                question.hand.text,
                question.seed,
                {"galaxy": settings.galaxy, "suits": settings.suits, "swaps": question.swaps},
                round(seconds, 1),
                1.0 / result.rank,
                result.correct,
                f"{result.verdict}: {chosen.tile.text}",
            ),
        )
        self.stats.setText(summary_text(self.history, "drill"))

    def _fill_table(self, result: DrillResult) -> None:
        self.table.setRowCount(len(result.table))
        for row, option in enumerate(result.table):
            waits = ""
            if option.waits is not None:
                waits = " ".join(kind_name(w.tile.kind) for w in option.waits.normal_waits)
            cells = (
                option.tile.text,
                str(option.shanten),
                str(option.ukeire.total),
                " ".join(u.tile.text for u in option.ukeire.tiles),
                waits,
                "★" * option.stars,
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if column == len(cells) - 1:
                    item.setToolTip(stars_tooltip(option.stars))
                elif column == IMPROVING_COLUMN:
                    item.setToolTip(text)
                self.table.setItem(row, column, item)
            if option is result.chosen:
                self.table.selectRow(row)

    def _hand_text(self) -> str | None:
        return self.question.hand.text if self.question is not None else None

    def showEvent(self, event: QShowEvent) -> None:
        self.clock.shown()
        super().showEvent(event)


VERDICTS = {
    "best": QT_TRANSLATE_NOOP("Practice", "Best"),
    "good": QT_TRANSLATE_NOOP("Practice", "Good"),
    "slower": QT_TRANSLATE_NOOP("Practice", "Slower"),
    "worse": QT_TRANSLATE_NOOP("Practice", "Worse"),
}


def verdict_text(result: DrillResult) -> str:
    """The drill's verdict line; a discard tied with others for first says so and names them
    instead of "ranks 1 of 12 (best: 5p)"."""
    verdict = QCoreApplication.translate("Practice", VERDICTS[result.verdict])
    chosen = result.chosen
    best = [t.text for t in result.best]
    if result.rank > 1:
        return QCoreApplication.translate(
            "Practice", "{0}: discarding {1} ranks {2} of {3} (best: {4})."
        ).format(verdict, chosen.tile.text, result.rank, len(result.table), " ".join(best))
    others = [t for t in best if t != chosen.tile.text]
    if not others:
        return QCoreApplication.translate(
            "Practice", "{0}: discarding {1} is the best of {2} discards."
        ).format(verdict, chosen.tile.text, len(result.table))
    return QCoreApplication.translate(
        "Practice", "{0}: discarding {1} ties for the best of {2} discards with {3}."
    ).format(verdict, chosen.tile.text, len(result.table), " ".join(others))


#: A quiz record's detail as :attr:`QuizGrade.text` writes it (English, in the history file).
QUIZ_DETAIL = re.compile(r"correct: (.*); missed: (.*); wrong: (.*)")


def detail_text(record: Record) -> str:
    """A record's detail in the UI language: the history keeps the English words of the quiz
    grade (``"correct: 1m; missed: none; wrong: 4m"``) and the drill verdict (``"worse: 6m"``);
    other details as saved."""
    if record.mode == "quiz" and (found := QUIZ_DETAIL.fullmatch(record.detail)):
        names = [Text(NONE) if name == NONE else name for name in found.groups()]
        return quiz_text(Text(GRADE, tuple(names)))
    verdict, colon, tile = record.detail.partition(": ")
    if record.mode == "drill" and colon and verdict in VERDICTS:
        return f"{practice_text(VERDICTS[verdict])}: {tile}"
    return record.detail


class HistoryDialog(QDialog):
    """The saved practice records, newest first."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("Practice", "When"),
        QT_TRANSLATE_NOOP("Practice", "Mode"),
        QT_TRANSLATE_NOOP("Practice", "Hand"),
        QT_TRANSLATE_NOOP("Practice", "Seconds"),
        QT_TRANSLATE_NOOP("Practice", "Accuracy"),
        QT_TRANSLATE_NOOP("Practice", "Correct"),
        QT_TRANSLATE_NOOP("Practice", "Detail"),
    )

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        self._fill()
        self.resize(900, 500)

    def _fill(self) -> None:
        """Title, summary, headers and records in the UI language."""
        history = self.history
        self.setWindowTitle(QCoreApplication.translate("Practice", "Practice history"))
        self.summary.setText(
            " · ".join(
                f"{practice_text(mode)}: {summary_text(history, str(mode))}" for mode in MODE_NAMES
            )
        )
        self.table.setHorizontalHeaderLabels([practice_text(c) for c in self.COLUMNS])
        self.table.setRowCount(len(history.records))
        for row, record in enumerate(reversed(history.records)):
            cells = (
                record.when.replace("T", " ")[:16],
                practice_text(record.mode),
                record.hand,
                f"{record.seconds:.0f}",
                f"{100 * record.accuracy:.0f} %",
                "✓" if record.correct else "",
                detail_text(record),
            )
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))

    def changeEvent(self, event: QEvent) -> None:
        """An open dialog follows a language change (it showed its first language)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)


class PracticeTab(QTabWidget):
    """Quiz, drill and solo game pages.

    Args:
        context: the analyzer context (rules, "open in analyzer", worker jobs).
        history: practice history (default: the user's data folder).
    """

    def __init__(self, context: AnalyzerContext, history: History | None = None) -> None:
        super().__init__()
        self.history = history or History()
        self.texts = texts = Texts()
        self.quiz = QuizPage(context, self.history, texts)
        self.drill = DrillPage(context, self.history, texts)
        self.game = GamePage(context, self.history, texts)
        self.game_window = GameWindow(self.game, self)
        self.replays: list[ReplayWindow] = []
        pages = (
            (self.quiz, QT_TRANSLATE_NOOP("Practice", "Wait quiz")),
            (self.drill, QT_TRANSLATE_NOOP("Practice", "What to discard")),
            (self._game_launcher(texts), QT_TRANSLATE_NOOP("Practice", "Solo game")),
        )
        for index, (page, title) in enumerate(pages):
            self.addTab(page, "")
            texts.add(partial(self.setTabText, index), title)
        self.history_button = texts.button(QT_TRANSLATE_NOOP("Practice", "History…"))
        self.history_button.clicked.connect(self.show_history)
        self.setCornerWidget(self.history_button)

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate fixed strings and redraw computed ones on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.texts.retranslate()
            self.quiz.retranslate()
            self.drill.retranslate()
            self.quiz.stats.setText(summary_text(self.history, "quiz"))
            self.drill.stats.setText(summary_text(self.history, "drill"))
            self.game.retranslate()
        super().changeEvent(event)

    def _game_launcher(self, texts: Texts) -> QWidget:
        """The Solo game page: the game is played in its own window (the table needs the room)."""
        page = QWidget()
        about = texts.label(
            QT_TRANSLATE_NOOP(
                "Practice",
                "The solo game is played at a table in its own window; the analyzer stays here, "
                "beside it, for the turns you open from the game.",
            )
        )
        about.setWordWrap(True)
        self.open_table = texts.button(QT_TRANSLATE_NOOP("Practice", "Open the game table"))
        self.open_table.setObjectName("open-table")
        self.open_table.clicked.connect(self.game_window.open)
        self.open_log_button = texts.button(QT_TRANSLATE_NOOP("Practice", "Open game log…"))
        self.open_log_button.clicked.connect(self._open_log_dialog)
        layout = QVBoxLayout(page)
        layout.addWidget(about)
        row = QHBoxLayout()
        row.addWidget(self.open_table)
        row.addWidget(self.open_log_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(1)
        return page

    def _open_log_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("Practice", "Open game log"),
            str(self.game.log.log_folder()),
            "JSON (*.json)",
        )
        if name:
            self.open_log(Path(name))

    def open_log(self, path: Path) -> ReplayWindow | None:
        """Replay the game log at ``path`` in its own window (a message names a bad file)."""
        try:
            events = load_log(path)
        except (OSError, ValueError) as error:
            warn_file_error(
                self,
                QT_TRANSLATE_NOOP("Practice", "Open game log"),
                QT_TRANSLATE_NOOP("Practice", "Could not open the game log: {0}"),
                error,
            )
            return None
        replay = ReplayWindow(events, path, self.game.context, self)
        self.replays.append(replay)
        replay.show()
        return replay

    def show_history(self) -> HistoryDialog:
        """Open the history dialog (non-modal) and return it."""
        dialog = HistoryDialog(self.history, self)
        dialog.show()
        return dialog
