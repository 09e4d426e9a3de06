"""Shared command-line behaviour: with ``--json`` every bad input is one JSON object with an
``error`` key and exit status 2, never argparse's usage text or a traceback (docs/cli.md)."""

from __future__ import annotations

import json

import pytest

from mahjong_galaxy.cli import main

HAND = "123m456p789s1122z"


@pytest.mark.parametrize(
    "argv",
    [
        ["waits", HAND, "--json", "--rules", "milky_way=maybe"],
        ["shanten", HAND, "--json", "--rules", "nonsense=1"],
        ["waits", "--json"],
        ["waits", HAND, "--batch", "x.txt", "--json"],
        ["score", HAND, "--win", "2z", "--honba", "x", "--json"],
        ["waits", HAND, "--json", "--no-such-option"],
        ["score", HAND, "--win", "2z", "--lang", "fr", "--json"],
        ["selfplay", "--players", "3", "--levels", "1,1", "--json"],
    ],
)
def test_json_usage_errors_are_json(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    out = capsys.readouterr().out
    assert list(json.loads(out)) == ["error"]


def test_usage_errors_without_json_keep_argparse_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", HAND, "--win", "2z", "--honba", "x"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "usage: mahjong-galaxy-cli score" in captured.err
    assert "--honba: invalid int value: 'x'" in captured.err


def test_a_json_hand_after_double_dash_is_not_an_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["waits", "--honba", "1", "--", "--json"]) == 2
    assert "usage:" in capsys.readouterr().err


def test_an_unreadable_batch_file_is_a_json_error(capsys: pytest.CaptureFixture[str]) -> None:
    """--batch always prints JSON (docs/cli.md), also when the file cannot be read."""
    assert main(["waits", "--batch", "/nonexistent/hands.txt"]) == 2
    assert "cannot read /nonexistent/hands.txt" in json.loads(capsys.readouterr().out)["error"]


def test_a_rule_name_without_value_is_a_rule_error_not_a_hand(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`--rules a=1 HAND` takes HAND as the hand; a bare rule name stays a (bad) rule."""
    assert main(["waits", "--json", "--rules", "identical_pairs"]) == 2
    assert "rule option 'identical_pairs'" in json.loads(capsys.readouterr().out)["error"]


@pytest.mark.parametrize("command", ["waits", "discard"])
def test_visible_help_says_dora_counts_its_indicators(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # '--visible: discards, dora indicators' led to an indicator given to both options and
    # counted twice ('waits 13m456p789s111z22z --values --dora 2m --visible 2m': 2m remaining 1)
    with pytest.raises(SystemExit):
        main([command, "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "dora indicators too unless given with --dora, which counts them itself" in help_text
