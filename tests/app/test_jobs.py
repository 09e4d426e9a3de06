"""The app's process boundary: app/jobs.py lists every solver-child job and imports no Qt."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from mahjong_galaxy.app import jobs
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.solver.waits import solve_waits
from tests.helpers.app_fixtures import WAIT_MS, open_window

QT_FREE = """
import sys
import mahjong_galaxy.app.jobs, mahjong_galaxy.app.solver_process
qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6")))
print(" ".join(qt))
"""


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    yield from open_window(qtbot, tmp_path)


def test_the_boundary_imports_no_qt() -> None:
    found = subprocess.run(
        [sys.executable, "-c", QT_FREE],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert found.stdout.split() == []


def test_every_job_is_a_function_of_the_jobs_module() -> None:
    for job in (*jobs.JOBS, *jobs.ITERATORS):
        assert job.__module__ == jobs.__name__
        assert getattr(jobs, job.__name__) is job  # picklable by reference


def test_the_context_runs_only_listed_jobs(window: MainWindow) -> None:
    with pytest.raises(ValueError, match="is not a job of"):
        window.context.run("x", sorted, [2, 1], on_done=print)
    with pytest.raises(ValueError, match="not an iterator job"):
        window.context.batches(jobs.analyse, window.context.hand)


def test_a_job_result_reaches_the_ui_thread(window: MainWindow, qtbot: object) -> None:
    got: list[jobs.Analysis] = []
    hand = parse_hand("123m456p789s1122z")
    window.context.run("check", jobs.analyse, hand, (), window.context.rules, on_done=got.append)
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT_MS)  # type: ignore[attr-defined]
    assert got[0].hand == hand
    assert {w.tile.text for w in got[0].waits.normal_waits} == {"1z", "2z"}


def test_a_wait_sets_live_tiles_count_each_unseen_galaxy_tile_once() -> None:
    # 66g holds two of the three galaxy 6s: 6M, 6P and 6S may each still come, but only one is
    # unseen, so the wait set counts one galaxy 6, not three (before its values are known)
    hand = parse_hand("123m456p789s66g11z")
    result = solve_waits(hand)
    sixes = [w for w in result.galaxy_waits if w.tile.text[0] == "6"]
    assert [w.remaining for w in sixes] == [1, 1, 1] and {w.live for w in sixes} == {1}
    six = frozenset({5})  # a wait set with 6m: the galaxy 6s win with it
    normal = next(w.remaining for w in result.normal_waits if w.tile.text == "6m")
    assert jobs.group_live(six, result) == normal + 1
