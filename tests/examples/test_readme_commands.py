"""Every `mahjong-galaxy-cli` command line in README.md's shell blocks runs as written.

A newcomer copies them one by one; a placeholder (`HAND`) or a file that is not in the clone
made them fail (exit status 2, an `error` key) without the README saying so.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from mahjong_galaxy.cli import main

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = "mahjong-galaxy-cli"


def readme_commands() -> list[str]:
    """The README's `mahjong-galaxy-cli ...` lines (str, backslash continuations joined,
    `# comments` kept: shlex drops them) from its ```sh blocks, in order."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```sh\n(.*?)^```", text, re.M | re.S)
    lines = (line.strip() for block in blocks for line in block.replace("\\\n", " ").splitlines())
    return [line for line in lines if line.startswith(PROGRAM + " ")]


def test_the_readme_has_command_examples() -> None:
    assert len(readme_commands()) >= 10


@pytest.mark.parametrize("line", readme_commands())
def test_readme_command_runs(
    line: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    argv = shlex.split(line, comments=True)
    assert main(argv[1:]) == 0
    out = capsys.readouterr().out
    assert out.strip()
    assert '"error"' not in out
