"""The Rules menu: rule options toggled in the window, saved, and applied to every analysis."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.core.rules import Rules
from tests.helpers.app_fixtures import (
    WAIT_MS,
    open_window,
    private_settings,
    shown_waits,
    wait_analysis,
)

# pairs 11m 1m1M 22p 33p 44s 66s + 7z: seven pairs waiting on 7z only if identical pairs count
IDENTICAL_PAIRS_HAND = "111m1M2233p4466s7z"


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def test_rules_menu_defaults(window: MainWindow) -> None:
    assert window.menus["rules"].title() == "&Rules"
    assert not window.actions["rule_identical_pairs"].isChecked()
    assert window.actions["rule_milky_way"].isChecked()
    assert window.context.rules == Rules()


def test_identical_pairs_toggle_reanalyses_and_is_saved(
    window: MainWindow, qtbot: object, tmp_path: object
) -> None:
    window.open_hand(IDENTICAL_PAIRS_HAND)
    wait_analysis(qtbot, window)
    assert not window.context.analysis.waits.tenpai  # type: ignore[union-attr]
    window.actions["rule_identical_pairs"].trigger()
    assert window.context.rules == Rules(identical_pairs=True)

    def tenpai() -> bool:
        analysis = window.context.analysis
        return analysis is not None and analysis.waits is not None and analysis.waits.tenpai

    qtbot.waitUntil(tenpai, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert shown_waits(window) == ["7z"]
    window.actions["rule_milky_way"].trigger()
    assert window.settings.value("rules/identical_pairs") == "true"
    assert window.settings.value("rules/milky_way") == "false"
    wait_analysis(qtbot, window)
    reopened = MainWindow(private_settings(tmp_path / "settings.ini"))  # type: ignore[operator]
    qtbot.addWidget(reopened)  # type: ignore[attr-defined]
    assert reopened.context.rules == Rules(identical_pairs=True, milky_way=False)
    assert reopened.actions["rule_identical_pairs"].isChecked()
    assert not reopened.actions["rule_milky_way"].isChecked()
    wait_analysis(qtbot, reopened)
