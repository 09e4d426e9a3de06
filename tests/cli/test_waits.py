"""The `waits` CLI contract, and every shared public case solved through the CLI."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_galaxy.cli import main

CASES = json.loads((Path(__file__).parents[1] / "data" / "waits_public.json").read_text())


def _hand_text(case: dict) -> str:
    return ",".join([case["hand"], *case["melds"]])


def _run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> list[dict]:
    status = main(list(argv))
    lines = capsys.readouterr().out.splitlines()
    assert status in (0, 2)
    return [json.loads(line) for line in lines]


@pytest.mark.parametrize("case", CASES, ids=[_hand_text(c) for c in CASES])
def test_shared_case(case: dict, capsys: pytest.CaptureFixture[str]) -> None:
    (result,) = _run_json(capsys, "waits", _hand_text(case), "--json")
    assert result["waits"] == case["waits"]
    assert sorted(result["galaxy_waits"]) == sorted(case["galaxy_waits"])
    assert result["tenpai"] == bool(case["waits"] or case["galaxy_waits"])


def test_batch_keeps_going_after_a_bad_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_text("1112345678999m\n12x\n1M,789s,456s,666m,777m\n")
    first, bad, last = _run_json(capsys, "waits", "--batch", str(batch))
    assert first["waits"] == [f"{n}m" for n in range(1, 10)]
    assert "unknown character 'x'" in bad["error"]
    assert last["waits"] == ["1m", "1p", "1s"]


def test_json_keys_and_details(capsys: pytest.CaptureFixture[str]) -> None:
    (result,) = _run_json(capsys, "waits", "345556667788p6M", "--json")
    assert set(result) == {
        "hand",
        "tenpai",
        "waits",
        "galaxy_waits",
        "details",
        "assignments",
        "assignments_total",
        "elapsed_ms",
    }
    six_p = next(d for d in result["details"] if d["tile"] == "6p")
    # All three normal 6p are held: none remain, but galaxy 6P and 6S can still come as 6p.
    assert (six_p["remaining"], six_p["live"], six_p["dead"]) == (0, 2, False)
    assert isinstance(result["elapsed_ms"], float)


def test_visible_tiles_lower_counts(capsys: pytest.CaptureFixture[str]) -> None:
    (result,) = _run_json(capsys, "waits", "1112345678999m", "--json", "--visible", "5m5M")
    five = next(d for d in result["details"] if d["tile"] == "5m")
    assert (five["remaining"], five["live"]) == (1, 3)
    galaxy_five = next(d for d in result["details"] if d["tile"] == "5M")
    assert galaxy_five["remaining"] == 0


def test_text_output_and_exit_status(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "1M,789s,456s,666m,777m"]) == 0
    out = capsys.readouterr().out
    assert "tenpai on 3 kinds, 3 galaxy tiles" in out and "tanki" in out
    assert "tenpai under 3 of 3 galaxy assignments" in out
    assert main(["waits", "123m456p789s1122z"]) == 0
    assert "galaxy assignments" not in capsys.readouterr().out  # no galaxy tiles to assign
    assert main(["waits", "1111m2345678999p"]) == 2
    assert "too many 1m" in capsys.readouterr().err


def test_rules_option_changes_milky_way(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "1M2M3M4M5M6M7M8M9M1P2P3P4P"
    (on,) = _run_json(capsys, "waits", hand, "--json")
    (off,) = _run_json(capsys, "waits", hand, "--json", "--rules", "milky_way=false")
    assert "5Z" in on["galaxy_waits"] and "5Z" not in off["galaxy_waits"]
    assert on["waits"] == off["waits"]


def test_batch_survives_bytes_that_are_not_utf8(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_bytes(b"\xef\xbb\xbf123m456p789s1122z\n\xe9\n1112345678999m\n")
    first, bad, last = _run_json(capsys, "waits", "--batch", str(batch))
    assert first["waits"] == ["1z", "2z"]  # the byte-order mark is not a tile
    assert bad == {"error": "line 2 is not UTF-8 text"}
    assert len(last["waits"]) == 9


def test_usage_mistakes_give_messages(capsys: pytest.CaptureFixture[str]) -> None:
    # a hand after --rules is still the hand
    assert main(["waits", "--rules", "identical_pairs=true", "123m456p789s1122z"]) == 0
    capsys.readouterr()
    assert main(["waits", "123m456p789s1122z", "--batch", "x.txt"]) == 2
    assert "not both" in json.loads(capsys.readouterr().out)["error"]  # --batch speaks JSON
    assert main(["waits", "--batch", "x.txt", "--rules", "nonsense=1"]) == 2
    assert "unknown rule option 'nonsense'" in json.loads(capsys.readouterr().out)["error"]
    assert main(["waits", "123m456p789s1122z", "--visible", "5m,"]) == 2
    assert "in the visible tiles: unknown character ','" in capsys.readouterr().err


def test_g_tiles_are_one_of_their_number(capsys: pytest.CaptureFixture[str]) -> None:
    """One galaxy 4 is held as `4g`: it is "one of 4M/4P/4S", so each of them may still come
    (remaining 1, as the palette shows) while only two galaxy 4s are unseen (live 2)."""
    (result,) = _run_json(capsys, "waits", "77m67p234p3s8g5g6g2g4g", "--json")
    fours = {
        d["tile"]: (d["remaining"], d["live"])
        for d in result["details"]
        if d["tile"] in ("4M", "4P", "4S")
    }
    assert fours == {"4M": (1, 2), "4P": (1, 2), "4S": (1, 2)}


def test_a_hand_starting_with_a_dash_goes_after_double_dash(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Documented in the HAND help and the README: `--` ends the options."""
    (result,) = _run_json(capsys, "waits", "--json", "--", "-123m")
    assert "unknown character '-'" in result["error"]
    with pytest.raises(SystemExit):
        main(["waits", "--help"])
    assert "put -- before it" in capsys.readouterr().out


def test_values_contract(capsys: pytest.CaptureFixture[str]) -> None:
    (closed,) = _run_json(capsys, "waits", "234m567p789s99s33z", "--json", "--values")
    assert set(closed["expected"]) == {"ron", "tsumo", "ron_riichi", "tsumo_riichi"}
    west = next(d for d in closed["details"] if d["tile"] == "3z")
    assert set(west["value"]) == {"ron", "tsumo", "ron_riichi", "tsumo_riichi"}
    assert west["value"]["ron"] is None  # no yaku without riichi on ron
    riichi = west["value"]["ron_riichi"]
    assert set(riichi) == {"han", "fu", "points", "yaku", "dora", "shuugi", "assignment"}
    assert "Riichi" in riichi["yaku"]
    (opened,) = _run_json(capsys, "waits", "234m99s33z,567p,789s", "--json", "--values")
    nine_s = next(d for d in opened["details"] if d["tile"] == "9s")
    assert nine_s["value"] is None  # all three normal 9s are held or called
    assert all(set(d["value"]) == {"ron", "tsumo"} for d in opened["details"] if d is not nine_s)
    assert set(opened["expected"]) == {"ron", "tsumo"}
    (plain,) = _run_json(capsys, "waits", "234m567p789s99s33z", "--json")
    assert "expected" not in plain and all("value" not in d for d in plain["details"])


@pytest.mark.parametrize(
    ("hand", "situation"),
    [
        ("77m67p234p3s8g5g6g2g4g", ["--dora", "5P"]),
        ("23456m234p55s678s", ["--dora", "3m", "--seat-wind", "1z"]),
        ("1M,789s,456s,666m,555z", ["--round-wind", "2z"]),
        ("46m123p456p789p11z", ["--dora", "9p"]),  # 5m's red copy unseen: value_red
    ],
)
def test_values_equal_the_score_command(
    hand: str, situation: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    (waits,) = _run_json(capsys, "waits", hand, "--json", "--values", *situation)
    flags = {"ron": [], "tsumo": ["--tsumo"], "ron_riichi": ["--riichi"]}
    flags["tsumo_riichi"] = ["--tsumo", "--riichi"]
    compared = 0
    wins = [(d["tile"], d["value"]) for d in waits["details"]]
    wins += [
        (d["tile"].replace("5", "0"), d["value_red"]) for d in waits["details"] if "value_red" in d
    ]
    for tile, values in wins:
        for way, value in (values or {}).items():
            (score,) = _run_json(
                capsys, "score", hand, "--win", tile, "--json", *situation, *flags[way]
            )
            if value is None:
                assert not score["has_yaku"]
                continue
            assert (value["points"], value["han"], value["fu"]) == (
                score["points"],
                score["han"],
                score["fu"],
            )
            assert value["shuugi"] == score["shuugi"]
            assert value["assignment"] == score["assignment"]
            compared += 1
    assert compared >= 2
    if hand.startswith("46m"):  # the red copy is worth the aka dora more
        (red,) = [v for t, v in wins if t == "0m"]
        assert red["ron"]["han"] == waits["details"][0]["value"]["ron"]["han"] + 1


def test_waits_without_values_does_not_load_the_scoring_library() -> None:
    code = (
        "import sys\n"
        "from mahjong_galaxy.cli import main\n"
        "main(['waits', '77m67p234p3s8g5g6g2g4g', '--json'])\n"
        "assert not [m for m in sys.modules if m.split('.')[0] == 'mahjong'], 'mahjong loaded'\n"
        "main(['waits', '77m67p234p3s8g5g6g2g4g', '--json', '--values'])\n"
        "assert 'mahjong' in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_values_refuse_more_dora_indicators_than_a_table_has(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """As danger, call and kan do: one indicator plus one per kan, five at most."""
    argv = ("waits", "123s456s789s1122z", "--values", "--dora", "1m2m3m4m5m6m", "--json")
    (result,) = _run_json(capsys, *argv)
    assert result["error"].startswith("at most 5 dora indicators")


def test_value_options_without_values_are_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    """--dora and the winds only feed the values: given without --values they are reported
    instead of silently ignored."""
    (result,) = _run_json(capsys, "waits", "345556667788p6M", "--dora", "4p", "--json")
    assert result["error"] == "--dora only matters with --values (add --values)"
    argv = ("waits", "345556667788p6M", "--seat-wind", "1z", "--round-wind", "2z", "--json")
    (result,) = _run_json(capsys, *argv)
    assert "--round-wind and --seat-wind only matter with --values" in result["error"]
    (result,) = _run_json(capsys, *argv, "--values")
    assert result["expected"]["ron"] > 0


def test_values_text_lists_the_dora(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["waits", "345556667788p6M", "--values", "--dora", "4p"]) == 0
    line = capsys.readouterr().out.splitlines()[2]  # 2p's values
    assert line.strip().startswith("ron 24000 (11 han 40 fu: Tanyao, Iipeiko, Chinitsu, dora 3)")


def test_values_text_counts_a_red_five_as_dora(capsys: pytest.CaptureFixture[str]) -> None:
    """The red copy's line counts its aka dora in the one dora count, worded as the app words it
    (``dora N``, not a yaku name: it also counts the indicators' dora)."""
    assert main(["waits", "46m123p456p789p11z", "--values"]) == 0
    line = capsys.readouterr().out.splitlines()[3]  # the red 0m's values
    assert line.strip().startswith("on the red 0m: ron 5200 (3 han 40 fu: Ittsu, dora 1)")


def test_values_count_the_dora_indicator_as_seen(capsys: pytest.CaptureFixture[str]) -> None:
    """An indicator is face up: the 1p indicator leaves 2 of the 3 normal 1p and, with the galaxy
    1M, 1P and 1S that can act as 1p, 5 live copies (the hand holds no 1p); the same counts as
    giving it with --visible, as the app and ``discard --ev`` count it."""
    hand = "234m23456p789s11z"
    (with_dora,) = _run_json(capsys, "waits", hand, "--values", "--dora", "1p", "--json")
    one_p = next(d for d in with_dora["details"] if d["tile"] == "1p")
    assert (one_p["remaining"], one_p["live"]) == (2, 5)
    (as_visible,) = _run_json(capsys, "waits", hand, "--values", "--visible", "1p", "--json")
    counts = [(d["tile"], d["remaining"], d["live"]) for d in with_dora["details"]]
    assert counts == [(d["tile"], d["remaining"], d["live"]) for d in as_visible["details"]]


@pytest.mark.parametrize(
    ("command", "hand", "options", "message"),
    [
        # an indicator beyond the copy limits is named as one, at its place in --dora
        (
            "waits",
            "77m67p234p3s8g5g6g2g4g",
            ["--values", "--dora", "7m7m"],
            "too many 7m: only 3 normal copies exist (dora indicators) (at character 3)",
        ),
        # a --visible tile at its place in --visible, whatever --dora holds
        (
            "waits",
            "77m67p234p3s8g5g6g2g4g",
            ["--values", "--dora", "1m", "--visible", "7m7m7m"],
            "too many 7m: only 3 normal copies exist (visible tiles) (at character 3)",
        ),
        (
            "waits",
            "77m67p234p3s8g5g6g2g4g",
            ["--values", "--dora", "1m2m", "--visible", "1m8z"],
            "in the visible tiles: '8z' is not a tile: honours are 1z-7z (at character 3)",
        ),
        (
            "discard",
            "77m67p234p3s5s8g5g6g2g4g",
            ["--ev", "--dora", "1m", "--visible", "7m7m7m"],
            "too many 7m: only 3 normal copies exist (visible tiles) (at character 3)",
        ),
        (
            "discard",
            "77m67p234p3s5s8g5g6g2g4g",
            ["--ev", "--dora", "3m7m7m"],
            "too many 7m: only 3 normal copies exist (dora indicators) (at character 5)",
        ),
    ],
)
def test_copies_too_many_are_named_in_the_option_that_holds_them(
    capsys: pytest.CaptureFixture[str], command: str, hand: str, options: list[str], message: str
) -> None:
    # --dora and --visible were read as one text (indicators first): a copy too many was
    # always "in the visible tiles", at a position shifted by the --dora text
    assert main([command, hand, *options]) == 2
    assert capsys.readouterr().err.strip() == f"error: {message}"


def test_fourteen_tiles_point_to_the_commands_that_take_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A new user gave `waits` a 14-tile hand: the error says which commands take 14 tiles."""
    assert main(["waits", "123m456p789s1122z5m"]) != 0
    error = capsys.readouterr().err
    assert "needs 13 concealed tiles (14 given)" in error and "try `discard`" in error
    assert main(["waits", "123m456p789s11z5m"]) != 0  # 12 tiles: no such hint
    assert "try `discard`" not in capsys.readouterr().err
