"""User-level test: the analyzer window driven end to end like a player would."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, Qt, qWarning
from PySide6.QtGui import QImage

from mahjong_galaxy.app import main as app_main
from mahjong_galaxy.app.main import OFFSCREEN_NOISE, TAB_KEYS, main
from mahjong_galaxy.app.main_window import TABS, MainWindow
from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
from mahjong_galaxy.app.tabs.waits_tab import WaitsTab
from tests.helpers.app_fixtures import (
    WAIT_MS,
    open_window,
    rack,
    shown_galaxy_groups,
    shown_waits,
    tab_of,
    wait_analysis,
)

# The README's example hand, as players discussed it: it waits on 4 and 7 of every suit
# plus 1p and 1s; galaxy 1, 4 and 7 of any printed suit win too.
EXAMPLE = "77m67p234p3s8g5g6g2g4g"
EXAMPLE_WAITS = ["4m", "7m", "1p", "4p", "7p", "1s", "4s", "7s"]
EXAMPLE_GALAXY = {0: ["1M", "1P", "1S"], 3: ["4M", "4P", "4S"], 6: ["7M", "7P", "7S"]}


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def test_example_hand_shown_at_start(window: MainWindow) -> None:
    assert window.editor.hand_text == "77m23467p3s24568g"
    assert window.hand_panel.notation.line.text() == "77m23467p3s24568g"
    pane = tab_of(window, WaitsTab)
    assert pane.headline.text() == "Tenpai"
    assert shown_waits(window) == EXAMPLE_WAITS
    assert shown_galaxy_groups(window) == EXAMPLE_GALAXY
    titles = [t.split(" ·")[0] for t in pane.galaxy.titles]
    assert titles == ["any galaxy 1", "any galaxy 4", "any galaxy 7"]


def test_player_builds_the_example_hand_by_hand(window: MainWindow, qtbot: object) -> None:
    window.actions["clear"].trigger()
    assert rack(window) == []
    palette = window.palette_widget
    # the manzu pair and the pinzu by clicking the palette ...
    for text in ("7m", "7m", "6p", "7p", "2p", "3p", "4p", "3s"):
        tile = next(t for t in palette.buttons if t.text == text)
        qtbot.mouseClick(palette.buttons[tile], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    # ... then the galaxy tiles by typing
    window.hand_panel.set_target("hand")
    qtbot.keyClicks(window, "85624g")  # type: ignore[attr-defined]
    wait_analysis(qtbot, window)
    assert window.editor.hand_text == "77m23467p3s24568g"
    assert shown_waits(window) == EXAMPLE_WAITS
    assert shown_galaxy_groups(window) == EXAMPLE_GALAXY
    # the player clicks 1p and sees how it completes the hand
    pane = tab_of(window, WaitsTab)
    strip = pane.waits
    qtbot.mouseClick(
        strip,
        Qt.MouseButton.LeftButton,
        pos=strip.tile_rect(EXAMPLE_WAITS.index("1p")).center(),
    )
    model = pane.decompositions.list_model
    qtbot.waitUntil(lambda: model.rowCount() > 0, timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert "1p" in pane.decomp_label.text()
    # and the count captions read remaining/live
    assert all("/" in item.caption for item in strip.items)


def test_save_image_and_screenshot_command(window: MainWindow, tmp_path: object) -> None:
    image_path = str(tmp_path / "hand.png")  # type: ignore[operator]
    assert window.save_image(image_path)
    assert not QImage(image_path).isNull()
    shot = str(tmp_path / "shot.png")  # type: ignore[operator]
    assert main(["--screenshot", shot, "1112345678999m"]) == 0
    image = QImage(shot)
    assert image.width() >= 1000 and image.height() >= 650
    assert _variance(image) > 200  # a real picture, not a blank window


def test_offscreen_platform_note_is_not_shown(tmp_path: object, capfd: object) -> None:
    """``make run`` without a display printed Qt's offscreen note for every window shown;
    other Qt messages still reach stderr."""
    assert main(["--screenshot", str(tmp_path / "shot.png"), "1112345678999m"]) == 0  # type: ignore[operator]
    qWarning("a message of Qt's own")
    err = capfd.readouterr().err  # type: ignore[attr-defined]
    assert OFFSCREEN_NOISE not in err and "a message of Qt's own" in err


def test_screenshot_size(tmp_path: object, capsys: object) -> None:
    shot = str(tmp_path / "small.png")  # type: ignore[operator]
    assert main(["--screenshot", shot, "--size", "1000x650", "1112345678999m"]) == 0
    image = QImage(shot)
    assert (image.width(), image.height()) == (1000, 650)
    with pytest.raises(SystemExit):
        main(["--screenshot", shot, "--size", "1000by650"])
    assert "not a size such as 1000x650" in capsys.readouterr().err  # type: ignore[attr-defined]
    with pytest.raises(SystemExit):  # refused at once, not after minutes and gigabytes
        main(["--screenshot", shot, "--size", "20000x20000"])
    assert "each side 200-8000 pixels" in capsys.readouterr().err  # type: ignore[attr-defined]
    with pytest.raises(SystemExit):
        main(["--screenshot", shot, "--game", "-1"])
    assert "'-1' is not a number of turns" in capsys.readouterr().err  # type: ignore[attr-defined]


def test_an_unknown_tab_is_named_with_the_keys(tmp_path: object, capsys: object) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--screenshot", str(tmp_path / "x.png"), "--tab", "yaku"])  # type: ignore[operator]
    assert exit_.value.code == 2
    error = capsys.readouterr().err  # type: ignore[attr-defined]
    assert "invalid choice: 'yaku'" in error and "'assignments'" in error
    assert tuple(spec.key for spec in TABS) == TAB_KEYS  # --help lists the window's tabs
    with pytest.raises(SystemExit):
        main(["--help"])
    assert ", ".join(TAB_KEYS) in " ".join(capsys.readouterr().out.split())  # type: ignore[attr-defined]


def test_screenshot_rejects_a_bad_hand(tmp_path: object, capsys: object) -> None:
    assert main(["--screenshot", str(tmp_path / "x.png"), "123x"]) == 2  # type: ignore[operator]
    assert "unknown character" in capsys.readouterr().err  # type: ignore[attr-defined]


def _variance(image: QImage) -> float:
    values = [
        QPointF(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 13)
    ]
    grey = [image.pixelColor(p.toPoint()).lightness() for p in values]
    mean = sum(grey) / len(grey)
    return sum((g - mean) ** 2 for g in grey) / len(grey)


def test_rank_by_shows_the_discard_tab_by_expected_value(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[MainWindow] = []
    real = app_main.screenshot

    def shoot(window: MainWindow, path: str, size: tuple[int, int]) -> bool:
        shown.append(window)
        return real(window, path, size)

    monkeypatch.setattr(app_main, "screenshot", shoot)
    shot = str(tmp_path / "ev.png")  # type: ignore[operator]
    assert (
        main(["--screenshot", shot, "--tab", "discard", "--rank-by", "win", "2340m456p789s1122z"])
        == 0
    )
    tab = tab_of(shown[0], DiscardTab)
    assert tab.objective() == "win"
    assert tab.ev is not None and tab.ev.table is not None  # the picture has the expected values
    assert tab.ev.table.options[0].tile.text == "2m"  # 2m and 0m win alike; 2m keeps the red five
