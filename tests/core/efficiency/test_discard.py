"""Ukeire, the 何切る table, tile stars, per-yaku shanten and the shanten/discard CLI."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from mahjong.shanten import Shanten

from bench.hands import tenpai_hand
from mahjong_galaxy.cli import main
from mahjong_galaxy.core.decision.calls import advise_call
from mahjong_galaxy.core.decision.hand_value import Table, reachable_yaku
from mahjong_galaxy.core.efficiency.discard import (
    best_discard_options,
    discard_options,
    tile_stars,
)
from mahjong_galaxy.core.efficiency.ukeire import calculate_ukeire, ukeire_from_waits
from mahjong_galaxy.core.efficiency.yaku_shanten import yaku_label, yaku_shanten
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.notation import parse_tiles, sort_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.library import MILKY_WAY
from mahjong_galaxy.core.scoring.names import yaku_name
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.table import TableSituation
from mahjong_galaxy.core.tiles import Tile
from tests.helpers.shanten_reference import acts_as, brute_force

EXAMPLE = "77m67p234p3s5s8g5g6g2g4g"


def _random_hand(rng: random.Random, galaxy_count: int) -> Hand:
    normals = [k for k in range(34) for _ in range(3)]
    tiles = [Tile(k, galaxy=True) for k in rng.sample(range(34), galaxy_count)]
    tiles += [Tile(k) for k in rng.sample(normals, 13 - galaxy_count)]
    return Hand(tuple(sort_tiles(tiles)))


def test_plain_ukeire_matches_mahjong_library() -> None:
    rng = random.Random(55)
    for _ in range(300):
        hand = _random_hand(rng, 0)
        counts = list(hand.normal_counts)
        before = Shanten.calculate_shanten(counts)
        expected = set()
        for kind in range(34):
            counts[kind] += 1
            if Shanten.calculate_shanten(counts) < before and counts[kind] <= 3:
                expected.add(kind)
            counts[kind] -= 1
        result = calculate_ukeire(hand, rules=Rules(milky_way=False))
        normal = {u.tile.kind for u in result.tiles if not u.tile.galaxy}
        assert result.shanten == before
        assert normal == expected, hand.text
        assert all(
            u.remaining == 3 - counts[u.tile.kind] for u in result.tiles if not u.tile.galaxy
        )


def test_galaxy_ukeire_matches_brute_force() -> None:
    rng = random.Random(56)
    rules = Rules()
    for _ in range(15):
        hand = _random_hand(rng, rng.randint(1, 2))
        before = brute_force(hand, rules)[0]
        result = calculate_ukeire(hand)
        drawable = {u.tile for u in result.tiles}
        lowers_class: dict[tuple[int, ...], bool] = {}
        for kind in range(34):
            if hand.normal_counts[kind] < 3:
                lowers = brute_force(hand.with_tile(Tile(kind)), rules)[0] < before
                assert (Tile(kind) in drawable) == lowers, (hand.text, kind)
            printed = Tile(kind, galaxy=True)
            if printed not in hand.tiles:
                cls = acts_as(kind)
                if cls not in lowers_class:
                    lowers_class[cls] = brute_force(hand.with_tile(printed), rules)[0] < before
                assert (printed in drawable) == lowers_class[cls], (hand.text, printed.text)
        assert result.shanten == before


def test_ukeire_counts_hand_melds_and_visible_tiles() -> None:
    # 23m + 11z jantou: waits on 1m/4m.  Two 1m and the galaxy 1M are visible; the called 444m
    # holds every normal 4m.  Galaxy 1P 1S 4M 4P 4S act as 1m/4m.
    hand = parse_hand("23m456p789s11z,444m")
    result = calculate_ukeire(hand, [t for t, _ in parse_tiles("11m1M")])
    counts = {u.tile.text: u.remaining for u in result.tiles}
    assert result.shanten == 0
    assert counts == {"1m": 1, "1P": 1, "1S": 1, "4M": 1, "4P": 1, "4S": 1}
    assert result.total == 6


def test_tenpai_ukeire_equals_the_wait_solver() -> None:
    # Two independent routes: draws that lower the shanten (ukeire.DrawShanten) and the winning
    # tiles of the exact wait solver, which the 何切る table uses for tenpai discards.
    rng = random.Random(57)
    for galaxy_count in list(range(9)) * 8:
        hand = tenpai_hand(rng, galaxy_count)
        result = calculate_ukeire(hand)
        assert result.shanten <= 0
        if result.shanten == 0:
            assert result == ukeire_from_waits(solve_waits(hand)), hand.text


def test_ukeire_needs_13_tiles() -> None:
    with pytest.raises(HandError, match="13-tile"):
        calculate_ukeire(parse_hand("123m456p789s11222z", sizes=(14,)))


def test_required_example_waits() -> None:
    options = {o.tile.text: o for o in discard_options(parse_hand(EXAMPLE))}
    five_s, seven_m = options["5s"], options["7m"]
    assert five_s.waits is not None and seven_m.waits is not None
    assert [w.tile.text for w in five_s.waits.normal_waits] == [
        "4m",
        "7m",
        "1p",
        "4p",
        "7p",
        "1s",
        "4s",
        "7s",
    ]
    assert [w.tile.text for w in seven_m.waits.normal_waits] == [
        "2m",
        "5m",
        "8m",
        "2p",
        "5p",
        "8p",
        "2s",
        "5s",
    ]
    assert five_s.shanten == seven_m.shanten == 0


def test_table_is_ranked_and_starred() -> None:
    options = discard_options(parse_hand(EXAMPLE))
    keys = [(o.shanten, -o.ukeire.total, -o.live_waits) for o in options]
    assert keys == sorted(keys)
    assert options[0].stars == 0
    assert all(o.stars == 3 for o in options if o.shanten > options[0].shanten)
    assert len(options) == len(set(parse_hand(EXAMPLE).tiles))
    stars = tile_stars(options)
    assert set(stars) == set(parse_hand(EXAMPLE).tiles)


def test_discarded_tile_counts_as_seen() -> None:
    # Discarding one 1m from 111m...: the two 1m left plus the discard leave no normal 1m.
    options = discard_options(parse_hand("111m234p567s789s55z"))
    one_m = next(o for o in options if o.tile.text == "1m")
    assert one_m.shanten == 0
    assert all(u.tile.text != "1m" for u in one_m.ukeire.tiles)


def test_plain_table_against_mahjong_library() -> None:
    hand = parse_hand("1234m5678p23999s1z")
    for option in discard_options(hand):
        counts = list(option.hand.normal_counts)
        assert option.shanten == Shanten.calculate_shanten(counts)


@pytest.mark.parametrize(
    ("text", "yaku", "detail", "shanten"),
    [
        # Complete with a White koutsu: -1, never -2.
        ("123m456p789s11z555z", "yakuhai", "5z White", -1),
        # White pair waiting to become a koutsu (shanpon): tenpai.
        ("123m456p789s55z11z", "yakuhai", "5z White", 0),
        # Galaxy dragon as the second White: tenpai; as Green it is a lone 6z: 1-shanten.
        ("123m456p789s5z11z5Z", "yakuhai", "5z White", 0),
        ("123m456p789s5z11z5Z", "yakuhai", "6z Green", 1),
        # Called White pon: the hand's own regular shanten (complete).
        ("11m,555z,234p,678s,789s", "yakuhai", "5z White", -1),
        # Four simple mentsu + a terminal: not tenpai for tanyao (no simple jantou yet).
        ("234m456p678s234s9m", "tanyao", "", 1),
        ("234m456p678s234s99m", "tanyao", "", 1),
        ("234m456p678s234s55m", "tanyao", "", -1),
        # Toitoi: four koutsu and a tanki is tenpai; a shuntsu does not count.
        ("111m222p333s444z5z", "toitoi", "", 0),
        ("123m222p333s444z5z", "toitoi", "", 2),
        # Flushes: galaxy numbers all act in the flush suit.
        ("1112345678999m5z", "chinitsu", "m", 0),
        ("1112345678999m5z", "honitsu", "m", 0),
        ("11123456789m1S2S3S", "chinitsu", "m", -1),
        ("11123456789m1S2S3S", "chinitsu", "s", 10),
    ],
)
def test_yaku_shanten(text: str, yaku: str, detail: str, shanten: int) -> None:
    hand = parse_hand(text)
    found = {(y.yaku, y.detail): y.shanten for y in yaku_shanten(hand)}
    assert found[(yaku, detail)] == shanten


def test_milky_way_is_a_yaku_within_reach() -> None:
    # tenpai only through Milky Way: the per-yaku list (the Discard tab's) must say so
    found = {y.yaku: y.shanten for y in yaku_shanten(parse_hand("12345689M12345P"))}
    assert found["milky_way"] == 0 and min(v for v in found.values() if v is not None) == 0
    called = parse_hand("1M2M3M4M5M6M7M8M9M1P,111z")  # a call holding a normal tile
    assert {y.yaku: y.shanten for y in yaku_shanten(called)}["milky_way"] is None
    off = yaku_shanten(parse_hand("12345689M12345P"), rules=Rules(milky_way=False))
    assert {y.yaku: y.shanten for y in off}["milky_way"] is None


def test_milky_way_has_one_japanese_name() -> None:
    # the call advice's yaku (JA reasons, Calls and Discard tabs) named it 銀河 (galaxy), the
    # score 天の川
    assert yaku_label("milky_way", japanese=True) == yaku_name(MILKY_WAY, "ja") == "天の川"
    hand = parse_hand("1M2M3M4M5M6M7M8M9M1P2P3P4P")
    advice = advise_call(hand, Tile(13, galaxy=True), "left", Table())
    assert "役：天の川、" in advice.options[0].reason.ja


def test_calls_rule_yaku_out() -> None:
    found = {(y.yaku, y.detail): y.shanten for y in yaku_shanten(parse_hand("1m234567p,789m,111z"))}
    assert found[("tanyao", "")] is None
    assert found[("toitoi", "")] is None
    assert found[("honitsu", "p")] is None and found[("chinitsu", "m")] is None
    assert found[("chiitoitsu", "")] is None


def test_seat_and_round_winds_are_yakuhai() -> None:
    results = yaku_shanten(parse_hand("123m456p789s22z33z"), seat_wind=28, round_wind=29)
    details = {y.detail: y.shanten for y in results if y.yaku == "yakuhai"}
    assert details["2z South"] == 0 and details["3z West"] == 0
    assert "1z East" not in details


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> list[dict]:
    status = main(list(argv))
    assert status in (0, 2)
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_cli_shanten_keys(capsys: pytest.CaptureFixture[str]) -> None:
    (result,) = _cli(capsys, "shanten", "1m1M2p2P3s3S4z4Z5z6z7z5Z6Z7Z", "--json")
    keys = {"hand", "shanten", "regular", "chiitoitsu", "kokushi", "milky_way", "elapsed_ms"}
    assert set(result) == keys
    assert (result["shanten"], result["chiitoitsu"]) == (-1, -1)


def test_cli_shanten_names_the_milky_way_shape(capsys: pytest.CaptureFixture[str]) -> None:
    # tenpai only through Milky Way: the shapes listed must hold the shape that makes the 0
    (result,) = _cli(capsys, "shanten", "12345678g1234Z5Z", "--json")
    assert (result["shanten"], result["regular"], result["milky_way"]) == (0, 1, 0)
    assert main(["shanten", "12345678g1234Z5Z"]) == 0
    assert capsys.readouterr().out.strip().endswith("kokushi 7, milky way 0)")
    (open_normal,) = _cli(capsys, "shanten", "1M,111z", "--json")
    assert open_normal["milky_way"] is None


def test_cli_discard_says_a_complete_hand(capsys: pytest.CaptureFixture[str]) -> None:
    # a complete hand's table of discards hid the win (the app's Discard tab says it)
    for extra in ([], ["--ev"]):
        (result,) = _cli(capsys, "discard", "123m456p789s11z222z", "--json", *extra)
        assert result["agari"] is True
        assert main(["discard", "123m456p789s11z222z", *extra]) == 0
        second = capsys.readouterr().out.splitlines()[1]
        assert second.startswith("  complete hand (agari): a win to declare")


def test_cli_shanten_batch(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    batch = tmp_path / "hands.txt"
    batch.write_text("123m456p789s11z555z\n12x\n1122334455z,666z\n")
    first, bad, last = _cli(capsys, "shanten", "--batch", str(batch))
    assert first["shanten"] == -1
    assert "unknown character 'x'" in bad["error"]
    assert last["kokushi"] is None and last["regular"] == 2


def test_cli_shanten_short_hand(capsys: pytest.CaptureFixture[str]) -> None:
    # 5 tiles, one mentsu and a jantou to go: 123m plus two singles, discard one and wait tanki.
    (result,) = _cli(capsys, "shanten", "123m45z", "--json")
    assert (result["shanten"], result["chiitoitsu"]) == (0, None)


def test_cli_discard(capsys: pytest.CaptureFixture[str]) -> None:
    (result,) = _cli(capsys, "discard", EXAMPLE, "--json", "--visible", "4m4m")
    assert set(result) == {"hand", "discards", "agari", "elapsed_ms"}
    assert result["agari"] is False
    first = result["discards"][0]
    assert set(first) == {
        "tile",
        "shanten",
        "ukeire",
        "ukeire_count",
        "waits",
        "galaxy_waits",
        "stars",
    }
    five_s = next(d for d in result["discards"] if d["tile"] == "5s")
    assert five_s["waits"] == ["4m", "7m", "1p", "4p", "7p", "1s", "4s", "7s"]
    assert "4m" in five_s["ukeire"]  # one normal 4m is still unseen


def test_cli_discard_rejects_13_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    (result,) = _cli(capsys, "discard", "123m456p789s1122z", "--json")
    assert "error" in result


def test_acts_as_helper_is_the_rule() -> None:
    assert acts_as(4) == (4, 13, 22) and acts_as(29) == (27, 28, 29, 30)


def test_best_discard_options_are_the_head_of_the_table() -> None:
    rng = random.Random(57)
    for _ in range(120):
        hand = _random_hand(rng, rng.randint(0, 3))
        draw = rng.choice([Tile(k) for k in range(34)] + [Tile(rng.randrange(34), galaxy=True)])
        full = Hand(tuple(sort_tiles((*hand.tiles, draw))))
        visible = tuple(Tile(k) for k in rng.sample(range(34), 6))
        table = discard_options(full, visible)
        best = best_discard_options(full, visible)
        assert best == tuple(o for o in table if o.shanten == table[0].shanten), full.text


def test_a_galaxy_kan_fills_one_place_of_a_milky_way_hand() -> None:
    # Every discard of nine galaxy numbers, 1P 2P and a closed kan of the galaxy winds keeps
    # Milky Way tenpai: shanten 0 with every galaxy tile a wait, never -1 (docs/rules.md).
    from mahjong_galaxy.core.hand import parse_hand

    for option in discard_options(parse_hand("123456789M12P,(1234Z)")):
        assert option.shanten == 0
        assert option.waits is not None and option.waits.tenpai


def test_one_naming_of_the_yaku_in_both_languages() -> None:
    assert yaku_label("yakuhai", "5z White") == "Yakuhai 5z White"
    assert yaku_label("yakuhai", "7z Red", japanese=True) == "役牌 7z 中"
    assert yaku_label("honitsu", "m", japanese=True) == "混一色 m"
    assert yaku_label("milky_way") == "Milky Way"
    hand = parse_hand("234m456p78s77z1z99m")
    found = reachable_yaku(hand, Table.of(TableSituation()), DEFAULT_RULES, 1)
    red = next(y for y in found if y.name == "yakuhai 7z Red")
    assert red.japanese == "役牌 7z 中"  # the Calls tab and the call hints say it the same way
