"""The `danger` CLI contract: exactly the keys named in docs/cli.md, errors with positions."""

from __future__ import annotations

import json

import pytest

from mahjong_galaxy.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict]:
    status = main(["danger", *argv, "--json"])
    return status, json.loads(capsys.readouterr().out)


def test_json_keys_and_values(capsys: pytest.CaptureFixture[str]) -> None:
    status, result = _run(
        capsys, "123m456p789s11z22z9m", "--river", "right=5s*9m", "--river", "left=1z"
    )
    assert status == 0
    assert set(result) == {"tiles", "advice", "agari", "elapsed_ms"}
    assert result["agari"] is False
    assert [t["tile"] for t in result["tiles"]] == ["1m", "2m", "3m", "9m", "4p", "5p", "6p",
                                                      "7s", "8s", "9s", "1z", "2z"]  # fmt: skip
    for tile in result["tiles"]:
        assert set(tile) == {"tile", "against", "deal_in_any"}
        assert [a["seat"] for a in tile["against"]] == ["right", "across", "left"]
        for seat in tile["against"]:
            assert set(seat) == {"seat", "safe", "reason", "deal_in"}
            assert 0 <= seat["deal_in"] <= 1
            assert (seat["reason"] != "") == seat["safe"]
    nine = next(t for t in result["tiles"] if t["tile"] == "9m")
    assert nine["against"][0] == {"seat": "right", "safe": True, "reason": "genbutsu", "deal_in": 0}
    assert result["advice"] == {"action": "keep_tenpai", "tile": "9m"}


def test_text_output_lists_tiles_and_advice(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["danger", "123m456p789s11z22z9m", "--river", "right=5s*9m"]) == 0
    out = capsys.readouterr().out
    # the "any" column is named: a first reader took it for a tile or a seat
    assert out.splitlines()[0] == "deal-in chance of each discard: to any opponent, then to each"
    assert "right safe (genbutsu)" in out
    assert out.strip().endswith("advice: keep tenpai, discard 9m")


def test_text_output_never_says_zero_for_an_estimate(capsys: pytest.CaptureFixture[str]) -> None:
    # as the Discard tab: an estimate of nil reads "<0.1 %", never "0.0 %" (which reads as
    # certain); a tile certainly safe against everyone reads "safe" in the "any" column
    table = ["--river", "left=1z9p3m", "--river", "self=7z6z", "--river", "right=5s*9m"]
    assert main(["danger", "123m456p789s11z22z9m", *table, "--river", "across=4z8p"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert not any("0.0 %" in line for line in lines)
    three = next(line for line in lines if line.split()[0] == "3m")
    assert three.split()[1:3] == ["any", "safe"]
    assert "across <0.1 %" in next(line for line in lines if line.split()[0] == "9m")


def test_bad_table_gives_the_option_and_position(capsys: pytest.CaptureFixture[str]) -> None:
    status, result = _run(capsys, "123m456p789s11z22z9m", "--river", "right=5s**9m")
    assert status == 2
    assert "--river right: one riichi mark" in result["error"]


def test_copy_limits_count_the_hand_with_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, result = _run(capsys, "111m456p789s11z22z9m", "--river", "across=1m")
    assert status == 2 and "too many 1m" in result["error"]


def test_a_complete_hand_is_said_before_the_advice(capsys: pytest.CaptureFixture[str]) -> None:
    # it read 'advice: keep tenpai, discard 1z' alone: a win thrown away for a discard
    status, result = _run(capsys, "123m456p789s11z222z", "--river", "left=1z2p*")
    assert status == 0 and result["agari"] is True
    assert main(["danger", "123m456p789s11z222z", "--river", "left=1z2p*"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert (
        first == "  complete hand (agari): a win to declare before any discard if it has a yaku "
        "(score gives its yaku and points)"
    )
