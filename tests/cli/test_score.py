"""The ``score`` CLI contract (docs/cli.md): JSON keys, defaults, situation options and errors."""

from __future__ import annotations

import json

import pytest

from mahjong_galaxy.cli import main

CONTRACT_KEYS = {
    "han",
    "fu",
    "points",
    "yaku",
    "yakuman",
    "fu_details",
    "shuugi",
    "shuugi_max",
    "assignment",
    "furiten",
}


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    status = main(["score", *argv, "--json"])
    result = json.loads(capsys.readouterr().out)
    assert status == (2 if "error" in result else 0)
    return result


def test_issue_example(capsys: pytest.CaptureFixture[str]) -> None:
    result = _json(capsys, "7m8M9M123p456p789s1z", "--win", "1z", "--riichi")
    assert set(result) >= CONTRACT_KEYS
    assert (result["han"], result["fu"], result["points"]) == (1, 40, 1300)
    assert result["yaku"] == [{"name": "Riichi", "han": 1}]
    assert (result["shuugi"], result["shuugi_max"], result["yakuman"]) == (2, 2, False)
    assert result["assignment"] == [
        {"tile": "8M", "acts_as": "8m"},
        {"tile": "9M", "acts_as": "9m"},
    ]
    assert {"reason": "pair_wait", "fu": 2} in result["fu_details"]
    assert result["furiten"] is False


def test_situation_options(capsys: pytest.CaptureFixture[str]) -> None:
    # Dealer riichi tsumo pinfu + 2 dora (galaxy indicator 5M makes 6m, 6p and 6s dora; the hand
    # holds one 6p and one 6s): 5 han mangan, 4000 all; 1 honba (+100 each), 1 stick.
    result = _json(
        capsys,
        "234m567p23s456s99m",
        "--win",
        "1s",
        "--tsumo",
        "--riichi",
        "--seat-wind",
        "1z",
        "--dora",
        "5M",
        "--honba",
        "1",
        "--riichi-sticks",
        "1",
        "--discards",
        "9m1s",
    )
    assert result["han"] == 5 and {"name": "Dora", "han": 2} in result["yaku"]
    assert result["payment"]["main"] == result["payment"]["additional"] == 4000
    assert result["points"] == 3 * 4100 + 1000
    assert result["furiten"] is True and result["furiten_discards"] == ["1s"]


def test_no_yaku(capsys: pytest.CaptureFixture[str]) -> None:
    result = _json(capsys, "123m456p23s55m,789s", "--win", "4s")
    assert result["has_yaku"] is False
    assert (result["han"], result["points"], result["yaku"]) == (0, 0, [])


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["123m456p23s55m,789s", "--win", "4"], "--win: digit '4' has no suit"),
        (["123m456p23s55m,789s", "--win", "4s5s"], "exactly one tile"),
        (["123m456p23s55m,789s", "--win", "4s", "--seat-wind", "5z"], "--seat-wind"),
        (["123m456p23s55m,789s", "--win", "4s", "--riichi"], "riichi needs a closed hand"),
        (["123m456p789s23s55m", "--win", "9s"], "does not win"),
        (["123m456p789s23s55m", "--win", "4s", "--honba", "100"], "honba must be 0-99, got 100"),
        (["123m456p789s23s55m", "--win", "4s", "--riichi-sticks", "-1"], "riichi sticks must"),
    ],
)
def test_errors(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert message in _json(capsys, *argv)["error"]


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "1M2M3M4M5M6M7M8M9M1P2P3P4P", "--win", "4S"]) == 0
    out = capsys.readouterr().out
    assert "Milky Way (yakuman)" in out and "yakuman: 32000 points" in out and "ron: 32000" in out
    assert "13 han" not in out


def test_text_output_fu_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "234m456p789s1122z", "--win", "1z"]) == 0
    out = capsys.readouterr().out
    # closed ron: 30 base; the koutsu completed by ron counts as open (4 fu); South pair, seat South
    assert "fu: base (closed ron) 30, open terminal/honour koutsu 4, yakuhai pair 2" in out
    assert "open_terminal_pon" not in out
    assert main(["score", "234m456p789s1122z", "--win", "1z", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {"reason": "open_terminal_pon", "fu": 4} in result["fu_details"]  # JSON keeps the keys


def test_lang_ja_gives_japanese_yaku_names_under_the_same_keys(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("234m456p678s23p55s", "--win", "4p", "--riichi", "--tsumo")
    english = _json(capsys, *argv)
    japanese = _json(capsys, *argv, "--lang", "ja")
    assert set(japanese) == set(english)
    assert {y["name"] for y in japanese["yaku"]} == {"立直", "門前清自摸和", "平和", "断么九"}
    assert [y["han"] for y in japanese["yaku"]] == [y["han"] for y in english["yaku"]]
    assert main(["score", *argv, "--lang", "ja"]) == 0
    assert "立直" in capsys.readouterr().out


def test_chip_breakdown_and_the_per_tile_reading(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("7m8M9P123p406p789s1z", "--win", "1z", "--riichi", "--ippatsu")
    result = _json(capsys, *argv)
    assert result["chips"] == {
        "galaxy": 0, "red": 1, "ura": 0, "ippatsu": 1, "yakuman": 0, "total": 2
    }  # fmt: skip
    tiled = _json(capsys, *argv, "--rules", "shuugi=tile")
    assert tiled["shuugi"] == 1 and tiled["chips"]["galaxy"] == 1 and tiled["chips"]["total"] == 3


def test_ura_indicators_without_riichi_are_an_error_not_ignored(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["score", "123m456p789s1122z", "--win", "2z", "--ura", "1z", "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == "ura dora indicators need riichi"


def test_lang_ja_gives_fu_and_payment_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    """--lang ja: the fu items, han/fu/points and who pays what from the Japanese tables (符,
    翻, ロン, ツモ, 親, 子, 供託); the JSON keeps its keys and the fu items' library keys."""
    ron = ("234m456p789s1122z", "--win", "1z", "--riichi-sticks", "1", "--lang", "ja")
    assert main(["score", *ron]) == 0
    out = capsys.readouterr().out
    assert "1翻40符：2300点 (ロン：放銃者から1300点、供託1000点)" in out
    assert "符：副底（門前ロン） 30, 么九牌の明刻 4, 役牌の雀頭 2" in out
    assert "fu" not in out and "points" not in out and "ron" not in out
    result = _json(capsys, *ron)
    assert result["payment"]["text"] == "ロン：放銃者から1300点、供託1000点"
    assert {"reason": "open_terminal_pon", "fu": 4} in result["fu_details"]
    tsumo = ("234m456p678s23p55s", "--win", "4p", "--riichi", "--tsumo", "--lang", "ja")
    assert _json(capsys, *tsumo)["payment"]["text"] == "ツモ：子から1300点ずつ、親から2600点"
    dealer = ("1M2M3M4M5M6M7M8M9M1P2P3P4P", "--win", "4S", "--tsumo", "--seat-wind", "1z")
    assert main(["score", *dealer, "--lang", "ja"]) == 0
    assert "役満：48000点 (ツモ：各自から16000点)" in capsys.readouterr().out
    assert _json(capsys, *dealer)["payment"]["text"] == "tsumo: 16000 from each player"


def test_lang_ja_gives_the_furiten_line_in_japanese(capsys: pytest.CaptureFixture[str]) -> None:
    """The furiten line stayed English under --lang ja; the JSON's furiten_reason stays English
    (its key and value as before)."""
    furiten = ("123m456p789s1122z", "--win", "1Z", "--discards", "2z3Z")
    assert main(["score", *furiten, "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "フリテン：自分の捨て牌 2z3Z で和了形になるため、ロンできません" in out
    assert "furiten" not in out
    assert main(["score", *furiten]) == 0
    english = "furiten: your discard(s) 2z3Z would complete this hand, so it cannot win by ron"
    assert english in capsys.readouterr().out
    assert _json(capsys, *furiten, "--lang", "ja")["furiten_reason"] == english
