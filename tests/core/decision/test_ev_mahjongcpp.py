"""``--model mahjong-cpp --tiles plain`` against figures made by mahjong-cpp itself.

tests/data/ev_mahjongcpp_public.json: 16 plain hands x 2 settings (options off / hand changes and
shanten-back on, ura on), per reported discard the tenpai, win and expected-score series over
turns 1..18, computed by nekobean/mahjong-cpp 453cae05 (v0.9.8).  The cases whose graph is small
run by default; ``EV_FULL=1`` runs all 32 (a few minutes).
"""

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from mahjong_galaxy.core.decision.ev import EvSettings, evaluate
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.tiles import kind_name

CASES = json.loads((Path(__file__).parents[2] / "data" / "ev_mahjongcpp_public.json").read_text())
QUICK_NODES = 800
FULL = os.environ.get("EV_FULL") == "1"


def _selected() -> list[dict]:
    return [c for c in CASES if FULL or c["searched"] <= QUICK_NODES]


def _settings(case: dict) -> EvSettings:
    s = case["settings"]
    return EvSettings(
        t_max=s["t_max"],
        tegawari=s["enable_tegawari"],
        shanten_back=s["enable_shanten_down"],
        ura=s["enable_uradora"],
        round_wind=parse_tiles(s["round_wind"])[0][0].kind,
        seat_wind=parse_tiles(s["seat_wind"])[0][0].kind,
        dora=tuple(t for text in s["dora_indicators"] for t, _ in parse_tiles(text)),
        visible=tuple(t for t, _ in parse_tiles(s["visible"])),
        tiles="plain",
        model="mahjong-cpp",
    )


def test_the_quick_selection_covers_both_settings_and_every_shanten():
    chosen = _selected()
    assert {c["settings"]["enable_tegawari"] for c in chosen} == {False, True}
    assert {c["shanten"] for c in chosen} == {1, 2, 3}


@pytest.mark.parametrize("case", _selected(), ids=lambda c: f"{c['hand']}-{c['settings']['set']}")
def test_series_equal_mahjong_cpp(case):
    settings = _settings(case)
    hand = parse_hand(case["hand"], sizes=(14,), plain=True)
    table = evaluate(hand, settings)
    by_tile = {kind_name(o.tile.kind): o for o in table.options}
    assert table.nodes == case["searched"]
    for reported in case["discards"]:
        option = by_tile[reported["tile"]]
        assert option.shanten == reported["shanten_after"]
        assert option.by_turn is not None
        for mine, theirs in (
            (option.by_turn.tenpai, reported["tenpai_prob"]),
            (option.by_turn.win, reported["win_prob"]),
            (option.by_turn.points, reported["exp_score"]),
        ):
            assert mine == pytest.approx(theirs, abs=1e-6, rel=1e-9)


def test_discards_it_does_not_report_are_the_ones_not_searched():
    case = next(c for c in CASES if not c["settings"]["enable_tegawari"])
    table = evaluate(parse_hand(case["hand"], sizes=(14,), plain=True), _settings(case))
    reported = {d["tile"] for d in case["discards"]}
    assert {kind_name(o.tile.kind) for o in table.options if o.ev is not None} == reported


@pytest.mark.parametrize("t_max", [8, 18])
def test_a_wall_too_short_for_its_denominator_is_a_clear_error(t_max: int) -> None:
    # 8 tiles unseen (everything else visible): S - t reaches 0 at t-max 18 and passes the
    # improving draws' count near the end at t-max 8 (figures of 2.0 and -6.0 came out)
    visible = parse_hand(
        "112233444555666777888999m123456789M11122233344556677788899p123456789P"
        "2233555666778899s2356789S1222333444555666777z1234567Z",
        sizes=range(200),
    ).tiles
    settings = EvSettings(model="mahjong-cpp", t_max=t_max, visible=visible)
    with pytest.raises(HandError, match="mahjong-cpp model needs a longer wall: 8 tiles"):
        evaluate(parse_hand("123m456p789s11z23s9p"), settings)
    clean = evaluate(parse_hand("123m456p789s11z23s9p"), replace(settings, model="clean"))
    assert all(0 <= o.ev.win_prob <= 1 for o in clean.options if o.ev is not None)
