"""A game log round-trips: played at the table, saved, opened as a replay with the same table."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.core.practice.game.actions import DISCARD, PASS, RON, TSUMO
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of


@pytest.fixture
def window(qtbot: object, tmp_path: Path) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def test_saved_log_replays_to_the_same_table(
    window: MainWindow, qtbot: object, tmp_path: Path
) -> None:
    tab = tab_of(window, PracticeTab)
    page = tab.game
    page.delay_ms = 0
    page.players.setCurrentIndex(0)  # two players
    page.level.setValue(1)
    page.seed.setValue(5)
    page.new_game()
    session = page.session
    assert session is not None
    while not session.round.over:
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: session.human_to_act or session.round.over, timeout=WAIT_MS
        )
        if session.round.over:
            break
        legal = session.human_legal()
        drawn = session.human_view().drawn
        wanted = [a for a in legal if a.type in (TSUMO, RON, PASS)] or [
            a for a in legal if a.type == DISCARD and a.tile == drawn
        ]
        page.human((wanted or legal)[0])
    live = page.table_view.model
    assert live is not None
    path = tmp_path / "game.json"
    page.log.save_log(path)
    replay = tab.open_log(path)
    assert replay is not None and replay.isVisible()
    ends = [i for i, s in enumerate(replay.steps) if replay.events[s]["e"] == "end"]
    replay.go(ends[0])
    shown = replay.model
    assert shown is not None and shown.turn is None
    for p in range(2):
        assert shown.seats[p].river == live.seats[p].river
        assert shown.seats[p].melds == live.seats[p].melds
        assert shown.seats[p].riichi_index == live.seats[p].riichi_index
        assert shown.seats[p].score == session.round.scores[p]
    assert shown.dora_indicators == live.dora_indicators
    replay.go(1)  # the dealer's first draw: their turn, nothing discarded yet
    first = replay.model
    assert first is not None and first.turn == session.round.setup.dealer
    assert first.last_discard is None
    replay.forward.click()  # the first discard is marked
    after = replay.model
    assert after is not None and after.last_discard == (session.round.setup.dealer, 0)


def test_a_bad_log_is_named_not_raised(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tab = tab_of(window, PracticeTab)
    bad = tmp_path / "bad.json"
    bad.write_text("{}", "utf-8")
    shown: list[str] = []
    monkeypatch.setattr(
        "mahjong_galaxy.app.tabs.practice.game_texts.QMessageBox.warning",
        lambda _parent, _title, text: shown.append(text),
    )
    assert tab.open_log(bad) is None
    assert shown and "bad.json" in shown[0]


def saved_game(tab: PracticeTab, folder: Path) -> Path:
    """A new game's log (the deal, to the human's first turn) saved in ``folder``."""
    page = tab.game
    page.delay_ms = 0
    page.new_game()
    path = folder / "game.json"
    page.log.save_log(path)
    return path


def test_the_replay_follows_the_language(window: MainWindow, qtbot: object, tmp_path: Path) -> None:
    tab = tab_of(window, PracticeTab)
    replay = tab.open_log(saved_game(tab, tmp_path))
    assert replay is not None and replay.forward.text() == "Next"
    window.set_language("ja")
    qtbot.waitUntil(lambda: replay.forward.text() == "次へ", timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert replay.seat.itemText(0) == "あなた"
    window.set_language("en")


def test_the_open_log_button_offers_the_log_folder(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Solo game page's "Open game log…" button opens the file dialog in the folder games are
    saved to and replays the file chosen (it raised AttributeError before the dialog showed)."""
    tab = tab_of(window, PracticeTab)
    path = saved_game(tab, tmp_path)
    asked: list[str] = []

    def chosen(_parent: object, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        asked.append(folder)
        return str(path), ""

    monkeypatch.setattr(
        "mahjong_galaxy.app.tabs.practice.practice_tab.QFileDialog.getOpenFileName", chosen
    )
    tab.open_log_button.click()
    assert asked == [str(tab.game.log.log_folder())]
    assert tab.replays and tab.replays[-1].isVisible()


def test_a_log_that_cannot_be_written_is_named_not_raised(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saving the log where it cannot be written (a folder that is a file, no permission)
    warns with the error instead of raising in the button's slot (nothing said, nothing saved;
    at a round's end the auto-save's error stopped the game)."""
    tab = tab_of(window, PracticeTab)
    saved_game(tab, tmp_path)
    blocker = tmp_path / "file"
    blocker.write_text("", "utf-8")
    shown: list[str] = []
    monkeypatch.setattr(
        "mahjong_galaxy.app.tabs.practice.game_log.QFileDialog.getSaveFileName",
        lambda *_: (str(blocker / "game.json"), ""),
    )
    monkeypatch.setattr(
        "mahjong_galaxy.app.tabs.practice.game_texts.QMessageBox.warning",
        lambda _parent, _title, text: shown.append(text),
    )
    tab.game.log.save_button.click()
    assert len(shown) == 1 and shown[0].startswith("Could not save the game log:")
    assert not tab.game.log.save_log(blocker / "game.json")
