"""The JSON keys each command prints are exactly the keys docs/cli.md's tables name."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mahjong_galaxy.cli import main

DOC = Path(__file__).resolve().parents[2] / "docs" / "cli.md"

#: command -> a good command line (without --json) whose result has every documented key.
COMMAND_LINES = {
    "waits": ["waits", "345556667788p6M"],
    "shanten": ["shanten", "123m456p789s1122z"],
    "discard": ["discard", "123m456p789s1122z5m"],
    "score": ["score", "7m8M9M123p456p789s1z", "--win", "1z", "--riichi", "--dora", "5M"],
}


def documented_keys(command: str) -> set[str]:
    """The first-column keys of the `| key | value |` table in the command's section."""
    text = DOC.read_text(encoding="utf-8")
    section = re.search(rf"^## `{command}\b.*?(?=^## )", text, re.M | re.S)
    assert section, f"docs/cli.md has no section for {command}"
    rows = re.findall(r"^\| (`[^|]*`) \|", section.group(), re.M)
    return {key for row in rows for key in re.findall(r"`(\w+)`", row)}


@pytest.mark.parametrize("command", sorted(COMMAND_LINES))
def test_json_keys_are_the_documented_ones(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*COMMAND_LINES[command], "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == documented_keys(command)
