"""The Practice tab through the analyzer window: quiz, drill and a short solo game."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTranslator
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from mahjong_galaxy.app.i18n import stars_tooltip
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
from mahjong_galaxy.app.tabs.practice.game_page import GamePage
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab, summary_text
from mahjong_galaxy.app.widgets.tile_widgets import TileStrip
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.practice.game.actions import DISCARD, PASS, RON, TSUMO
from mahjong_galaxy.core.practice.game.session import GameSession
from mahjong_galaxy.core.practice.game.table_view import table_of
from mahjong_galaxy.core.practice.generate import HandSettings
from mahjong_galaxy.core.practice.quiz import QuizQuestion, explain
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.tiles import EAST
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of
from tests.helpers.practice_checks import FAR, new_round


@pytest.fixture
def window(qtbot: object, tmp_path: Path) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def test_quiz_through_the_tab(window: MainWindow, qtbot: object) -> None:
    quiz = tab_of(window, PracticeTab).quiz
    saved = len(quiz.history.records)  # the history file is shared by the tests of a run
    quiz.controls.galaxy.setValue(0)
    quiz.controls.suits.setCurrentIndex(0)  # full flush
    quiz.new_question(42)
    question = quiz.question
    assert question is not None and question.hand.galaxy_total == 0
    for kind in sorted(question.wait_kinds):
        quiz.picker.clicked.emit(kind)
    quiz.submit.click()
    assert quiz.verdict.text().startswith("Perfect!")
    assert quiz.answer.toPlainText()
    assert quiz.history.summary("quiz").streak == 1
    quiz.hand_buttons.open_button.click()
    assert window.context.hand == question.hand
    dialog = tab_of(window, PracticeTab).show_history()
    assert dialog.table.rowCount() == saved + 1
    assert dialog.table.item(0, 2).text() == question.hand.text  # newest first
    dialog.close()


def test_drill_through_the_tab(window: MainWindow, qtbot: object) -> None:
    drill = tab_of(window, PracticeTab).drill
    saved = drill.history.summary("drill").answered  # the history file is shared by the tests
    drill.new_question(7)
    drill.hand_strip.clicked.emit(0)
    qtbot.waitUntil(lambda: drill.result is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert drill.result is not None
    assert drill.table.rowCount() == len(drill.result.table)
    assert drill.result.verdict in drill.verdict.text().lower()
    assert drill.history.summary("drill").answered == saved + 1
    assert "discarding it hurts" in drill.legend.text()
    stars = {o.tile: o.stars for o in drill.result.table}
    first = drill.hand_strip.items[0]
    assert first.caption == "★" * stars[first.tile]
    assert first.tooltip.endswith(stars_tooltip(stars[first.tile]))
    last_column = drill.table.columnCount() - 1
    assert drill.table.item(0, last_column).toolTip() == stars_tooltip(drill.result.table[0].stars)


def test_drill_graded_by_expected_value(window: MainWindow, qtbot: object) -> None:
    drill = tab_of(window, PracticeTab).drill
    drill.by_value.setChecked(True)
    drill.new_question(7)
    drill.hand_strip.clicked.emit(0)
    qtbot.waitUntil(lambda: drill.result is not None, timeout=WAIT_MS * 4)  # type: ignore[attr-defined]
    assert drill.result is not None
    if drill.result.ranked_by == "points":
        assert "Graded by expected points" in drill.verdict.text()
    else:
        assert "graded by ukeire" in drill.verdict.text()
    stars = {o.tile: o.stars for o in drill.result.table}
    assert drill.hand_strip.items[0].caption == "★" * stars[drill.hand_strip.items[0].tile]


def action_buttons(page: GamePage) -> dict[str, QPushButton]:
    """The action buttons shown now, by object name (``action-pon``...)."""
    row = page.action_row
    found = (row.itemAt(i).widget() for i in range(row.count()))
    return {w.objectName(): w for w in found if isinstance(w, QPushButton)}


def click(qtbot: object, widget: QWidget, pos: QPoint | None = None) -> None:
    """A real left click (press and release) on ``widget``."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos or widget.rect().center())  # type: ignore[attr-defined]


def two_player_page(window: MainWindow) -> GamePage:
    """The solo game page, shown, set for two players with no pause between computer moves."""
    window.show_tab("practice")
    tab = tab_of(window, PracticeTab)
    tab.setCurrentIndex(2)
    page = tab.game
    page.delay_ms = 0
    page.players.setCurrentIndex(0)  # two players
    return page


def new_game(qtbot: object, page: GamePage) -> GameSession:
    """Start a game with the page's settings: its session."""
    click(qtbot, page.new_button)
    assert page.session is not None
    return page.session


def test_short_solo_game_through_the_window(window: MainWindow, qtbot: object) -> None:
    page = two_player_page(window)
    page.level.setValue(1)
    page.seed.setValue(3)
    session = new_game(qtbot, page)
    clicks = 0
    while not session.round.over:
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: session.human_to_act or session.round.over, timeout=WAIT_MS
        )
        if session.round.over:
            break
        legal = session.human_legal()
        types = {a.type for a in legal}
        buttons = action_buttons(page)
        if TSUMO in types or RON in types:
            click(qtbot, buttons[f"action-{TSUMO if TSUMO in types else RON}"])
        elif PASS in types:
            click(qtbot, buttons["action-pass"])
        else:
            assert DISCARD in types
            if clicks == 0:  # assist: the hint line and star ratings arrive from a worker
                qtbot.waitUntil(lambda: bool(page.table), timeout=WAIT_MS)  # type: ignore[attr-defined]
                assert "discard" in page.hint.text()
                assert any(item.caption for item in page.hand.items) or page.table[0].stars == 0
            last = page.hand.tile_rect(len(page.hand.items) - 1).center()
            click(qtbot, page.hand, last)  # throw the drawn tile
        clicks += 1
    assert clicks > 3
    assert page.result.text() and not page.next_button.isHidden()
    assert sum(session.round.scores) + 1000 * session.round.sticks == 50000
    assert page.log.log_path().exists()  # the JSON log is saved after every round
    dialog = page.results_dialog  # the results drawn with tiles
    assert dialog is not None and dialog.isVisible()
    result = session.round.result
    assert result is not None
    if result.win is not None:
        hands = [s for s in dialog.findChildren(TileStrip) if s.name == "results-hand"]
        assert hands and hands[0].items[-1].tile == result.win.tile
    if result.transfers:  # who paid whom
        payments = dialog.findChild(QLabel, "results-payments")
        assert isinstance(payments, QLabel) and "→" in payments.text()
    click(qtbot, dialog.next_button)
    assert session.game.results  # the round was recorded
    assert page.results_dialog is None


def test_riichi_through_the_window(window: MainWindow, qtbot: object) -> None:
    page = two_player_page(window)
    session = new_game(qtbot, page)
    qtbot.waitUntil(lambda: not page.thinking, timeout=WAIT_MS)  # type: ignore[attr-defined]
    # The human (dealer) is dealt a hand one discard from tenpai and draws 5s.
    session.game.round = new_round(["234m456p678s22p5s9m", FAR], "5s")
    page.advance()
    assert session.human_to_act
    click(qtbot, action_buttons(page)["action-riichi"])
    assert page.riichi_mode
    nine = next(i for i, item in enumerate(page.hand.items) if item.tile.text == "9m")
    click(qtbot, page.hand, page.hand.tile_rect(nine).center())
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: session.round.seats[0].riichi or session.round.over, timeout=WAIT_MS
    )
    assert session.round.seats[0].riichi
    assert session.round.scores[0] <= 24000


class Shouting(QTranslator):
    """A translator that upper-cases every Practice string (stands in for a language)."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        return source.upper() if context == "Practice" else ""

    def isEmpty(self) -> bool:
        return False


def test_language_change_retranslates(window: MainWindow, qtbot: object) -> None:
    tab = tab_of(window, PracticeTab)
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: tab.tabText(0) == "WAIT QUIZ", timeout=WAIT_MS)  # type: ignore[attr-defined]
        assert tab.history_button.text() == "HISTORY…"
        assert tab.quiz.submit.text() == "SUBMIT"
        assert tab.game.players.itemText(1) == "4 PLAYERS"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: tab.tabText(0) == "Wait quiz", timeout=WAIT_MS)  # type: ignore[attr-defined]


def test_pon_through_the_window(window: MainWindow, qtbot: object) -> None:
    page = two_player_page(window)
    page.level.setValue(1)
    session = new_game(qtbot, page)
    qtbot.waitUntil(lambda: not page.thinking, timeout=WAIT_MS)  # type: ignore[attr-defined]
    # The computer is tenpai on 1s/4s and draws 5z: only throwing it keeps tenpai.
    session.game.round = new_round(["55z19m19p19s12346z", "123m456p789s11p23s"], "7z5z")
    page.advance()
    seven = next(i for i, item in enumerate(page.hand.items) if item.tile.text == "7z")
    click(qtbot, page.hand, page.hand.tile_rect(seven).center())
    qtbot.waitUntil(lambda: "action-pon" in action_buttons(page), timeout=WAIT_MS)  # type: ignore[attr-defined]
    click(qtbot, action_buttons(page)["action-pon"])
    assert [m.text for m in session.round.seats[0].melds] == ["555z"]
    assert session.human_to_act and session.round.seats[0].hand.size == 14


def test_opening_the_game_hand_keeps_the_seat_wind(window: MainWindow, qtbot: object) -> None:
    page = two_player_page(window)  # the human is the first dealer (East)
    page.level.setValue(1)
    session = new_game(qtbot, page)
    qtbot.waitUntil(lambda: session.human_to_act, timeout=WAIT_MS)  # type: ignore[attr-defined]
    click(qtbot, page.log.open_hand)
    for key in ("discard", "win"):
        tab = window.tab(key)
        assert tab.seat.currentData() == EAST and tab.round.currentData() == EAST  # type: ignore[attr-defined]
    discard = tab_of(window, DiscardTab)
    table = table_of(session.human_view())
    assert window.hand_panel.table.text.line.text() == table.text
    assert discard.table_situation() == table


def test_drill_tie_for_first_is_named_not_ranked(window: MainWindow) -> None:
    """A discard tied with others for first reads "ties for the best ... with ...", never
    "ranks 1 of 12 (best: 5p)"."""
    from mahjong_galaxy.app.tabs.practice.practice_tab import verdict_text
    from mahjong_galaxy.core.practice.drill import judge, make_drill
    from mahjong_galaxy.core.practice.generate import HandSettings

    for seed in range(200):
        question = make_drill(seed, HandSettings(2, "any", 0))
        table = judge(question, question.hand.tiles[0]).table
        tied = [o for o in table if o.rank_key() == table[0].rank_key()]
        if len(tied) > 1:
            break
    else:
        pytest.fail("no drill hand with a tie for first in 200 seeds")
    result = judge(question, tied[1].tile)
    text = verdict_text(result)
    assert result.rank == 1 and "ranks" not in text
    assert "ties for the best" in text and tied[0].tile.text in text


def test_drill_table_keeps_waits_and_stars_in_view(window: MainWindow, qtbot: object) -> None:
    from PySide6.QtWidgets import QHeaderView

    from mahjong_galaxy.app.tabs.practice.practice_tab import IMPROVING_COLUMN

    drill = tab_of(window, PracticeTab).drill
    header = drill.table.horizontalHeader()
    assert header.sectionResizeMode(IMPROVING_COLUMN) == QHeaderView.ResizeMode.Stretch
    drill.new_question(3)
    drill.hand_strip.clicked.emit(0)
    qtbot.waitUntil(lambda: drill.result is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    item = drill.table.item(0, IMPROVING_COLUMN)
    assert item.toolTip() == item.text()  # the full list, even when the cell elides it


def test_practice_seconds_count_from_when_the_puzzle_is_shown(window: MainWindow) -> None:
    """The pages make their first puzzle at start-up, hidden: the clock starts when shown."""
    tab = tab_of(window, PracticeTab)
    window.show_tab("waits")
    for page in (tab.quiz, tab.drill):
        page.new_question(5)
        assert not page.isVisible() and page.clock.seconds() == 0.0
        assert not page.clock.timer.isValid()
    window.show_tab("practice")
    tab.setCurrentWidget(tab.drill)
    assert tab.drill.isVisible() and tab.drill.clock.timer.isValid()


def test_game_hint_and_turns_follow_the_language(window: MainWindow, qtbot: object) -> None:
    """Hint line ("yaku within reach"), round name and turn list are rewritten by a language
    switch both ways (no "1巡目: draw 3s" left after JA -> EN)."""
    page = two_player_page(window)
    page.level.setValue(1)
    page.assist.setChecked(True)
    session = new_game(qtbot, page)
    qtbot.waitUntil(lambda: session.human_to_act, timeout=WAIT_MS)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: page.hint.text() != "", timeout=WAIT_MS)  # type: ignore[attr-defined]
    window.set_language("ja")
    qtbot.waitUntil(
        lambda: "向聴" in page.hint.text() or "打牌" in page.hint.text(), timeout=WAIT_MS
    )
    assert "東1局" in page.status.text()
    assert all("巡目" in page.log.turn_list.itemText(i) for i in range(page.log.turn_list.count()))
    window.set_language("en")
    qtbot.waitUntil(lambda: "discard" in page.hint.text(), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert "East 1" in page.status.text()
    texts = [page.log.turn_list.itemText(i) for i in range(page.log.turn_list.count())]
    assert texts and all(t.startswith("Turn ") and "巡目" not in t for t in texts)


#: An English word (3+ letters, lower case after the first): tile notation and "CPU" are not.
ENGLISH_WORD = re.compile(r"\b[A-Za-z][a-z]{2,}\b")


def test_history_details_in_the_ui_language(window: MainWindow, qtbot: object) -> None:
    tab = tab_of(window, PracticeTab)
    tab.quiz.toggle(0)
    tab.quiz.grade_answer()
    tab.drill.choose(0)
    qtbot.waitUntil(lambda: tab.drill.result is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    window.set_language("ja")
    dialog = tab.show_history()
    details = [dialog.table.item(row, 6).text() for row in range(dialog.table.rowCount())]
    dialog.close()
    assert not [d for d in details if ENGLISH_WORD.search(d)], details
    assert "漏れ" in details[1]  # newest first: the drill's verdict, then the quiz's grade


def test_a_round_in_japanese(window: MainWindow, qtbot: object) -> None:
    """A won round in Japanese: the result line and the results dialog have no English word,
    and their lists (seats, yaku, fu items) are joined with 「、」."""
    window.set_language("ja")
    page = two_player_page(window)
    session = new_game(qtbot, page)
    qtbot.waitUntil(lambda: not page.thinking, timeout=WAIT_MS)  # type: ignore[attr-defined]
    # The human (dealer) waits on 5s (kanchan); throws the 9m drawn first (no tenhou), the
    # computer its 5z, then the human draws 5s: tsumo, tanyao; fu for the wait, the tsumo and
    # the concealed 222s
    session.game.round = new_round(["234m456p222s22p46s", "123m789m789s11p78p"], "9m5z5s")
    page.advance()
    nine = next(i for i, item in enumerate(page.hand.items) if item.tile.text == "9m")
    click(qtbot, page.hand, page.hand.tile_rect(nine).center())
    qtbot.waitUntil(lambda: "action-tsumo" in action_buttons(page), timeout=WAIT_MS)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: bool(page.hint.text()), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert not ENGLISH_WORD.findall(page.hint.text()), page.hint.text()  # assist: the hint line
    click(qtbot, action_buttons(page)["action-tsumo"])
    qtbot.waitUntil(lambda: page.results_dialog is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    dialog = page.results_dialog
    assert dialog is not None
    texts = [page.result.text()] + [label.text() for label in dialog.findChildren(QLabel)]
    english = {w for text in texts for w in ENGLISH_WORD.findall(text)}
    assert not english, english
    assert "、" in page.result.text() and ", " not in page.result.text()
    fu = dialog.findChild(QLabel, "results-fu")
    assert isinstance(fu, QLabel) and "、" in fu.text() and ", " not in fu.text()
    window.set_language("en")  # the open dialog follows
    dialog = page.results_dialog
    assert dialog is not None and dialog.isVisible()
    texts = [page.result.text()] + [label.text() for label in dialog.findChildren(QLabel)]
    assert not [t for t in texts if re.search("[\u3040-\u30ff\u4e00-\u9fff]", t)], texts
    click(qtbot, dialog.next_button)


def test_an_open_history_follows_the_language(window: MainWindow, qtbot: object) -> None:
    """The history dialog left open while the language is switched is shown in the new one
    (its title, headers and summary stayed English in the Japanese UI)."""
    tab = tab_of(window, PracticeTab)
    tab.quiz.toggle(0)
    tab.quiz.grade_answer()
    dialog = tab.show_history()
    assert dialog.table.horizontalHeaderItem(0).text() == "When"
    window.set_language("ja")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "練習の履歴", timeout=WAIT_MS)  # type: ignore[attr-defined]
    headers = [dialog.table.horizontalHeaderItem(c).text() for c in range(len(dialog.COLUMNS))]
    texts = [*headers, dialog.summary.text(), dialog.table.item(0, 6).text()]
    dialog.close()
    window.set_language("en")
    assert not [t for t in texts if ENGLISH_WORD.search(t)], texts


def test_the_drill_answer_is_the_first_click(window: MainWindow, qtbot: object) -> None:
    """A second tile clicked while the first is judged ("Ranking the discards…") is not an
    answer (it replaced the first, in the verdict and the history), and the grading note is
    that of the answer's grading (it read the box ticked meanwhile)."""
    drill = tab_of(window, PracticeTab).drill
    drill.by_value.setChecked(False)
    drill.new_question(7)
    saved = len(drill.history.records)
    first = drill.question.hand.tiles[0] if drill.question else None
    drill.hand_strip.clicked.emit(0)
    drill.hand_strip.clicked.emit(5)
    drill.by_value.setChecked(True)
    qtbot.waitUntil(lambda: drill.result is not None, timeout=WAIT_MS)  # type: ignore[attr-defined]
    drill.by_value.setChecked(False)
    assert drill.result is not None and drill.result.chosen.tile == first
    assert len(drill.history.records) == saved + 1
    assert drill.history.records[-1].detail.endswith(f": {first.text}")
    assert "Graded" not in drill.verdict.text() and "expected-value" not in drill.verdict.text()


def test_an_unwritable_history_warns_once_and_still_counts(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A history file that cannot be written (its folder is a file) raised inside the answer's
    handler: the stats never moved.  Now the answers count, one warning names the error until
    a save succeeds again."""
    quiz = tab_of(window, PracticeTab).quiz
    shown: list[str] = []
    monkeypatch.setattr(
        "mahjong_galaxy.app.tabs.practice.game_texts.QMessageBox.warning",
        lambda _parent, _title, text: shown.append(text),
    )
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", "utf-8")
    writable, quiz.history.path = quiz.history.path, blocker / "practice_history.json"
    answered = quiz.history.summary("quiz").answered
    for seed in (1, 2):
        quiz.new_question(seed)
        quiz.grade_answer()
    assert quiz.history.summary("quiz").answered == answered + 2
    assert quiz.stats.text() == summary_text(quiz.history, "quiz")
    assert len(shown) == 1 and "not-a-folder" in shown[0]
    quiz.history.path = writable
    quiz.new_question(3)
    quiz.grade_answer()
    assert not quiz.history.unsaved and len(shown) == 1


def test_the_quiz_answer_keeps_its_rules_across_a_toggle(window: MainWindow) -> None:
    """A question made with identical pairs on (111m1M2233p44556s waits on 6s only as seven pairs
    holding 1m1m twice) keeps that reading in its answer when the player turns the option off
    before answering: the answer was explained under the rules of the moment, which showed the
    graded wait with no decomposition."""
    quiz = tab_of(window, PracticeTab).quiz
    window.actions["rule_identical_pairs"].trigger()
    rules = window.context.rules
    assert rules.identical_pairs
    hand = parse_hand("111m1M2233p44556s")
    quiz.new_question(5)
    quiz.question = QuizQuestion(
        5, HandSettings(1, "any", 0), hand, solve_waits(hand, rules=rules), rules
    )
    window.actions["rule_identical_pairs"].trigger()
    assert not window.context.rules.identical_pairs
    quiz.grade_answer()
    assert quiz.answer.toPlainText() == "\n".join(explain(quiz.question))
    assert "chiitoitsu: 1m1m 1m1m" in quiz.answer.toPlainText()
