"""The game table window: turn and last-discard markers follow the game; meld badges."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from mahjong_galaxy.app.main_window import TABS, MainWindow, TabSpec, register_tab
from mahjong_galaxy.app.table.model import acting_kinds
from mahjong_galaxy.app.table.results_dialog import ResultsDialog
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.practice.game.actions import DISCARD
from mahjong_galaxy.core.practice.game.game import Standing
from mahjong_galaxy.core.practice.game.round import RoundResult
from mahjong_galaxy.core.practice.game.session import HUMAN
from mahjong_galaxy.core.tiles import EAST
from tests.helpers.app_fixtures import WAIT_MS, open_window

SPEC = TabSpec("practice", "Practice", PracticeTab)


@pytest.fixture
def tab(qtbot: object, tmp_path: Path) -> Iterator[PracticeTab]:
    saved = list(TABS)
    register_tab(SPEC)
    try:
        for window in open_window(qtbot, tmp_path):
            assert isinstance(window, MainWindow)
            practice = window.tab("practice")
            assert isinstance(practice, PracticeTab)
            yield practice
    finally:
        TABS[:] = saved


def test_the_launcher_opens_the_table_window(tab: PracticeTab) -> None:
    tab.open_table.click()
    assert tab.game_window.isVisible()
    assert tab.game.window() is tab.game_window


def test_turn_and_last_discard_markers(tab: PracticeTab, qtbot: object) -> None:
    page = tab.game
    tab.game_window.open()
    page.delay_ms = 0
    page.players.setCurrentIndex(1)  # four players
    page.seed.setValue(11)
    page.new_game()
    session = page.session
    assert session is not None
    model = page.table_view.model
    assert model is not None and model.turn == HUMAN and model.last_discard is None
    assert [s.wind for s in model.seats] == [EAST, EAST + 1, EAST + 2, EAST + 3]
    drawn = session.human_view().drawn
    page.human(next(a for a in session.human_legal() if a.kind == DISCARD and a.tile == drawn))
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: session.human_to_act or session.round.over, timeout=WAIT_MS
    )
    model = page.table_view.model
    assert model is not None
    view = session.human_view()
    if view.last_discard is None:  # the human's own turn: the computer before them discarded
        assert model.turn == HUMAN == session.round.current
    seat, index = model.last_discard or (None, None)
    assert seat is not None and index == len(view.ponds[seat]) - 1
    assert model.seats[seat].river == view.ponds[seat]
    discards = [e for e in session.events if e["e"] == "discard"]
    assert discards[-1]["p"] == seat


def test_galaxy_melds_show_the_kinds_they_act_as() -> None:
    pon = parse_hand("123m456p78s99s,1z2Z3Z").melds[0]  # East + galaxy South/West as East
    assert acting_kinds(pon) == (None, EAST, EAST)
    chi = parse_hand("123m456p78s99s,7m8M9P").melds[0]  # 7m + galaxy 8m/9p as 8m 9m
    assert acting_kinds(chi) == (None, 7, 8)


def test_final_standings_show_chips_and_uma(tab: PracticeTab) -> None:
    result = RoundResult("exhaustive", (), (1000, -1000), (True, False), True, (0, 0))
    standings = [Standing(0, 26000, 1, 36.0, 2), Standing(1, 24000, 2, -36.0, -2)]
    dialog = ResultsDialog(result, str, standings, tab)
    texts = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"+36.0", "-36.0", "+2", "-2", "26000"} <= texts
    assert dialog.next_button.text() == "New game"
    plain = ResultsDialog(result, str, None, tab)  # a round in the game: no standings
    assert "+36.0" not in {label.text() for label in plain.findChildren(QLabel)}
