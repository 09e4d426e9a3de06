"""The ``selfplay`` CLI contract: JSON keys, seats per level, logs, no violations, errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_galaxy.cli import main
from mahjong_galaxy.core.practice.game.log import load_log

SEAT_KEYS = {
    "level",
    "wins",
    "deal_ins",
    "tenpai_at_draw",
    "calls",
    "riichi",
    "mean_place",
    "avg_points",
    "chips",
}


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict]:
    status = main(["selfplay", *argv, "--json"])
    return status, json.loads(capsys.readouterr().out)


def test_two_games_with_logs(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, result = _run(
        capsys, "--players", "2", "--levels", "1,baseline", "--games", "2", "--seed", "7",
        "--log-dir", str(tmp_path),
    )  # fmt: skip
    assert status == 0
    assert set(result) == {"seats", "games", "hands", "elapsed_s", "violations"}
    assert [set(s) for s in result["seats"]] == [SEAT_KEYS, SEAT_KEYS]
    assert [s["level"] for s in result["seats"]] == ["1", "baseline"]
    assert result["games"] == 2 and result["hands"] >= 2 and result["violations"] == 0
    places = sum(s["mean_place"] for s in result["seats"])
    assert places == pytest.approx(1 + 2)  # every game hands out places 1 and 2
    assert sum(s["chips"] for s in result["seats"]) == 0
    assert sum(s["avg_points"] for s in result["seats"]) == pytest.approx(2 * 25000)
    logs = sorted(tmp_path.iterdir())
    assert [p.name for p in logs] == ["game-7.json", "game-8.json"]
    assert load_log(logs[0])[-1]["e"] == "final"


def test_same_seed_same_figures(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("--players", "2", "--levels", "1,1", "--games", "2", "--seed", "3")
    first, again = _run(capsys, *argv)[1], _run(capsys, *argv)[1]
    assert first["seats"] == again["seats"] and first["hands"] == again["hands"]


def test_table_and_galaxy_rules_are_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    status, result = _run(
        capsys, "--players", "2", "--levels", "1,1", "--games", "1",
        "--rules", "double_ron=false", "milky_way=false",
    )  # fmt: skip
    assert status == 0 and result["violations"] == 0


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--levels", "1,9,1,1"), "unknown level '9'"),
        (("--players", "2", "--levels", "1,1,1"), "needs 2 levels"),
        (("--levels", "1,1,1,1", "--rules", "kuikae_swap=1"), "unknown rule option"),
        (("--levels", "1,1,1,1", "--games", "0"), "at least 1"),
    ],
)
def test_bad_options(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    status, result = _run(capsys, *argv)
    assert status == 2 and message in result["error"]


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["selfplay", "--players", "2", "--levels", "1,2", "--games", "1"])
    out = capsys.readouterr().out
    assert status == 0 and "violations: 0" in out and "games/s" in out


def test_a_log_dir_that_cannot_be_made_is_an_error_before_any_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A file where the directory should be: a JSON error (exit 2), not a traceback."""
    blocker = tmp_path / "taken"
    blocker.write_text("")
    argv = ("--players", "2", "--levels", "1,1", "--games", "1")
    for log_dir in (blocker, blocker / "inside"):
        status, result = _run(capsys, *argv, "--log-dir", str(log_dir))
        assert status == 2 and result["error"].startswith(f"--log-dir: cannot create {log_dir}")
