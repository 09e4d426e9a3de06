"""`mahjong-galaxy --self-test`: the real app, offscreen, analysing the example hand.

The same check runs on the PyInstaller bundle in `make dist-test`; here it runs in-process through
``main(["--self-test"])``, and with a sabotaged solver to prove it really checks the worker's
result.
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

import pytest

from bench import dist_start
from mahjong_galaxy.app import jobs, selftest, solver_process
from mahjong_galaxy.app.main import main
from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.solver import waits as core_waits

ISSUE_WAITS = "4m 7m 1p 4p 7p 1s 4s 7s"  # the README example: 4 and 7 of every suit plus 1p and 1s
ISSUE_GALAXY_WAITS = "1M 4M 7M 1P 4P 7P 1S 4S 7S"


def test_expected_sets_are_the_issue_hand() -> None:
    assert selftest.EXAMPLE_HAND == "77m67p234p3s8g5g6g2g4g"
    assert " ".join(selftest.EXPECTED_WAITS) == ISSUE_WAITS
    assert set(selftest.EXPECTED_GALAXY_WAITS) == set(ISSUE_GALAXY_WAITS.split())


def test_self_test_flag_runs_the_app_and_passes(
    qapp: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    environ = dict(os.environ)
    assert main(["--self-test"]) == 0
    out = capsys.readouterr().out
    assert f"waits:        {ISSUE_WAITS}\n" in out
    assert f"galaxy waits: {ISSUE_GALAXY_WAITS}\n" in out
    assert dist_start._PAINT_LINE.search(out) is not None  # what the start-up bench parses
    assert out.rstrip().endswith("self-test passed")
    assert dict(os.environ) == environ  # offscreen / temp config only during the check


#: The tests' bound on a painted window and a finished analysis: the bundle check's 60 s is for a
#: quiet machine, and a shared CI machine under load has taken longer.
BUSY_MACHINE_TIMEOUT_MS = 300_000


@pytest.fixture(autouse=True)
def busy_machine_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(selftest, "TIMEOUT_MS", BUSY_MACHINE_TIMEOUT_MS)


@pytest.fixture
def solver_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Solve in the app's worker thread instead of its forked solver child (the app's fallback
    where fork is unavailable), so a patched solver is the one that runs."""
    monkeypatch.setattr(solver_process, "start", lambda: None)


@pytest.mark.usefixtures("solver_in_this_process")
def test_wrong_waits_from_the_worker_fail_with_the_reason(
    qapp: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real = core_waits.solve_waits

    def without_first_wait(*args: Any, **kwargs: Any) -> Any:
        result = real(*args, **kwargs)
        return dataclasses.replace(result, normal_waits=result.normal_waits[1:])

    monkeypatch.setattr(jobs, "solve_waits", without_first_wait)
    assert selftest.run_self_test(main) == 1
    captured = capsys.readouterr()
    assert "self-test FAILED: waits differ: missing 4m, unexpected -" in captured.out
    assert "missing 4m" in captured.err


@pytest.mark.usefixtures("solver_in_this_process")
def test_solver_error_fails_with_its_message(
    qapp: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise HandError("solver exploded", 0)

    monkeypatch.setattr(jobs, "solve_waits", broken)
    assert selftest.run_self_test(main) == 1
    assert "the analysis failed: solver exploded" in capsys.readouterr().out


def test_timeout_names_what_did_not_happen(
    qapp: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(selftest, "TIMEOUT_MS", 0)
    assert selftest.run_self_test(main) == 1
    assert "within 0 ms" in capsys.readouterr().out


def test_check_waits_lists_missing_and_unexpected_tiles() -> None:
    other = core_waits.solve_waits(parse_hand("123m456p789s1122z"))  # shanpon on 1z / 2z
    lines, problems = selftest.check_waits(other)
    assert lines[0].split()[1:] == ["1z", "2z"]
    assert problems[0] == f"waits differ: missing {ISSUE_WAITS}, unexpected 1z 2z"
    assert problems[1].startswith("galaxy waits differ: missing 1M 4M 7M")


def test_an_older_main_window_is_not_mistaken_for_the_app(
    qapp: Any, qtbot: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    older = MainWindow(None, None, "123m456p789s1122z")
    qtbot.addWidget(older)
    older.show()
    older.update()
    assert selftest.run_self_test(main) == 0
    assert "self-test passed" in capsys.readouterr().out


def test_start_bench_reads_the_launch_time_and_skips_without_a_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = tmp_path / "mahjong-galaxy"
    fake.write_text(
        "#!/bin/sh\n"
        f'test -n "${dist_start.LAUNCH_ENV}" || exit 9\n'
        'echo "  first window painted after 812 ms (from launch; UI thread CPU 640 ms)"\n'
    )
    fake.chmod(0o755)
    assert dist_start.launch_to_paint_ms(fake) == (812.0, 640.0)
    monkeypatch.setattr(dist_start, "BINARY", tmp_path / "missing")
    dist_start.run()
    assert "skipped: no bundle built" in capsys.readouterr().out
