"""The newcomer's scripts in ``examples/`` run and print their answer."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXPECTED = {
    "waits.py": "4M  remaining 1  live 2  ryanmen",
    "shanten.py": "shanten 2",
    "discard.py": "cut  7m  shanten 0  ukeire 28",
    "score.py": "2 han 30 fu, 2000 points",
}


def test_every_example_is_checked() -> None:
    assert sorted(p.name for p in (ROOT / "examples").glob("*.py")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_runs(name: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(ROOT / "examples" / name)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert EXPECTED[name] in done.stdout
