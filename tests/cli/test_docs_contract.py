"""The JSON keys each command prints are exactly the keys docs/cli.md's tables name."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mahjong_galaxy.cli import COMMANDS, load_command, main
from mahjong_galaxy.cli.common import build_parser
from mahjong_galaxy.core.rules import Rules

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


SHARED = ("## Options every command takes", "## Table options")


def _sections(command: str, shared: bool = True) -> str:
    """docs/cli.md's sections about ``command`` (headings starting with its name), plus the
    shared ones ("Options every command takes", "Table options") when ``shared``."""
    parts = re.split(r"^(?=## )", DOC.read_text(encoding="utf-8"), flags=re.M)
    return "".join(
        p for p in parts if (shared and p.startswith(SHARED)) or re.match(rf"## `?{command}\b", p)
    )


def _options(command: str) -> set[str]:
    """Every long option of ``command``'s real argparse parser."""
    parser = build_parser({command: (COMMANDS[command][0], load_command(command))})
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]
    return {o for a in sub._actions for o in a.option_strings if o.startswith("--")}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_option_is_documented(command: str) -> None:
    text = _sections(command)
    missing = sorted(
        o for o in _options(command) - {"--help"} if not re.search(rf"{o}(?![\w-])", text)
    )
    assert not missing, f"docs/cli.md does not describe {command} {missing}"


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_documented_option_exists(command: str) -> None:
    named = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*[a-z]", _sections(command, shared=False)))
    assert named <= _options(command), f"docs/cli.md names {sorted(named - _options(command))}"


def test_every_rule_option_is_documented() -> None:
    lines = DOC.read_text(encoding="utf-8").splitlines()
    row = next(line for line in lines if line.startswith("| `--rules"))
    for name, field in Rules.__dataclass_fields__.items():
        assert f"`{name}`" in row
        for choice in field.metadata.get("choices", ()):
            assert f"`{choice}`" in row
