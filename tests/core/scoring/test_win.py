"""Hand-checked scores: galaxy dora, Milky Way, shuugi, fifth copies, readings, calls, furiten.

Every expected value is worked out by hand from the ordinary riichi tables (fu rounded up to 10;
non-dealer ron = 4 x fu x 2^(han+2) rounded up to 100) and the galaxy
rules of docs/rules.md ("Scoring").
Defaults: non-dealer (seat South), East round, ron.
"""

from __future__ import annotations

import pytest

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.situation import DEFAULT_OPTIONS, ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import ScoreResult, score_win
from mahjong_galaxy.core.tiles import Tile


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(t for t, _ in parse_tiles(text))


def _score(
    hand: str,
    win: str,
    rules: Rules = DEFAULT_RULES,
    options: ScoringOptions = DEFAULT_OPTIONS,
    discards: str | None = None,
    **situation: object,
) -> ScoreResult:
    for key in ("dora_indicators", "ura_indicators"):
        if key in situation:
            situation[key] = _tiles(str(situation[key]))
    return score_win(
        parse_hand(hand, sizes=(13,)),
        _tiles(win)[0],
        Situation(**situation),  # type: ignore[arg-type]
        options,
        rules,
        None if discards is None else _tiles(discards),
    )


def _yaku(result: ScoreResult) -> dict[str, int]:
    return {y.name: y.han for y in result.yaku}


def test_issue_example_two_shuugi() -> None:
    # 789m with galaxy 8M 9M acting as printed: a natural group worth 2 shuugi.  Riichi 1 han;
    # fu 20 + 10 closed ron + 2 East pair (round wind) + 2 tanki = 34 -> 40: 1300.
    result = _score("7m8M9M123p456p789s1z", "1z", riichi=True)
    assert (result.han, result.fu, result.points) == (1, 40, 1300)
    assert (result.shuugi, result.shuugi_max) == (2, 2)
    assert sorted((t.text, k) for t, k in result.assignment) == [("8M", 7), ("9M", 8)]


def test_galaxy_dora_indicator_marks_all_three_suits() -> None:
    # 5M must act as 5m (345m).  Riichi, fu 20 + 10 + 2 South pair (seat) + 2 tanki -> 40.
    hand, win = "34m5M456p567s789s2z", "2z"
    plain = _score(hand, win, riichi=True, dora_indicators="4p")  # dora 5p: one in 456p
    assert _yaku(plain)["Dora"] == 1 and (plain.han, plain.points) == (2, 2600)
    galaxy = _score(hand, win, riichi=True, dora_indicators="4S")  # dora 5m, 5p and 5s
    assert _yaku(galaxy)["Dora"] == 3 and (galaxy.han, galaxy.points) == (4, 8000)
    acting = _score(hand, win, riichi=True, dora_indicators="4m")  # galaxy 5M acting as 5m
    assert _yaku(acting)["Dora"] == 1


def test_galaxy_wind_and_dragon_indicators() -> None:
    # 22z pair: a galaxy wind indicator makes every wind dora (2), a galaxy dragon none here.
    assert (
        _yaku(_score("34m5M456p567s789s2z", "2z", riichi=True, dora_indicators="1Z"))["Dora"] == 2
    )
    assert "Dora" not in _yaku(
        _score("34m5M456p567s789s2z", "2z", riichi=True, dora_indicators="6Z")
    )


def test_ura_dora_from_galaxy_indicator_needs_riichi() -> None:
    with_riichi = _score("34m5M456p567s789s2z", "2z", riichi=True, ura_indicators="4S")
    assert _yaku(with_riichi)["Ura Dora"] == 3


def test_milky_way_closed_is_yakuman() -> None:
    result = _score("1M2M3M4M5M6M7M8M9M1P2P3P4P", "4S", riichi=True)
    assert result.yakuman and _yaku(result) == {"Milky Way": 13}
    assert (result.han, result.points) == (13, 32000)


def test_milky_way_open() -> None:
    result = _score("1M2M3M4M5M6M7M8M9M1P,2S3S4S", "1S")
    assert result.yakuman and _yaku(result) == {"Milky Way": 13}
    assert result.points == 32000


def test_milky_way_in_any_shape_and_the_option() -> None:
    # Fourteen galaxy tiles that form no regular, seven-pairs or kokushi shape.
    hand, win = "1M2M4M5M7M8M1P2P4P5P7P1Z5Z", "9S"
    result = _score(hand, win, tsumo=True)
    assert result.best.decomposition.shape == "milky_way"
    assert _yaku(result) == {"Milky Way": 13} and result.points == 32000
    with pytest.raises(HandError, match="does not win"):
        _score(hand, win, rules=Rules(milky_way=False))


def test_milky_way_shape_keeps_a_natural_called_meld() -> None:
    # No complete shape: Milky Way only; the called 3S4S5S read as printed gives 3 shuugi.
    result = _score("1M2M4M5M7M8M1P2P4P1Z,3S4S5S", "5Z")
    assert result.best.decomposition.shape == "milky_way"
    assert (result.points, result.shuugi) == (32000, 3)


def test_milky_way_shape_counts_every_tile_by_tile() -> None:
    # 56M5678P5678S567Z + 4M also has complete readings (none a yakuman: each is worth Milky
    # Way alone), but by tile the Milky Way shape, every galaxy tile acting as printed, has
    # the most shuugi: all 14 (by group none, its tiles being in no group).
    result = _score("56M5678P5678S567Z", "4M", rules=Rules(shuugi="tile"))
    assert result.best.decomposition.shape == "milky_way"
    assert (result.points, result.shuugi, result.shuugi_max) == (32000, 14, 14)


def test_milky_way_shape_with_tenhou() -> None:
    result = _score("1M2M4M5M7M8M1P2P4P5P7P1Z5Z", "9S", tsumo=True, tenhou=True, seat_wind=27)
    assert _yaku(result) == {"Tenhou": 13, "Milky Way": 13}
    assert (result.han, result.points) == (26, 96000)  # dealer double yakuman: 48000 x 2


def test_identical_pairs_option() -> None:
    # 111m + 1M: two pairs of 1m only with the identical_pairs option.  Riichi chiitoitsu:
    # 3 han 25 fu = 3200.
    hand, win = "111m1M3355p7799s1z", "1z"
    result = _score(hand, win, rules=Rules(identical_pairs=True), riichi=True)
    assert result.best.decomposition.shape == "chiitoitsu"
    assert (result.han, result.fu, result.points) == (3, 25, 3200)
    with pytest.raises(HandError, match="does not win"):
        _score(hand, win, riichi=True)


def test_milky_way_stacks_with_another_yakuman() -> None:
    # Galaxy 1s, 2s, 3s and 4s each as one kind: four concealed koutsu + 5M 5P tanki pair
    # (suuankou tanki, a double yakuman) plus Milky Way: 39 han, triple yakuman 96000.
    hand, win = "1M1P1S2M2P2S3M3P3S4M4P4S5M", "5P"
    result = _score(hand, win)
    assert _yaku(result) == {"Suu Ankou Tanki": 26, "Milky Way": 13}
    assert (result.han, result.points) == (39, 96000)
    single = _score(hand, win, options=ScoringOptions(double_yakuman=False))
    assert (single.han, single.points) == (26, 64000)


def test_fifth_copy_of_a_kind() -> None:
    # 555m + 5M, 5P acting as 5m in 345m and 567m: five 5m.  Chinitsu 6 han closed -> haneman.
    result = _score("555m5M5P34m67m789m9m", "9m")
    assert _yaku(result) == {"Chinitsu": 6}
    assert (result.han, result.fu, result.points) == (6, 40, 12000)
    assert sorted(k for _, k in result.assignment) == [4, 4]


def test_kanchan_reading_wins_when_its_fu_is_higher() -> None:
    # 4566 7m + 5m: 456m + 567m, the 5m completing 4_6 (kanchan) or 67 (ryanmen).
    # 20 + 10 ron + 8 closed 111p + 2 white pair = 40 (ryanmen), +2 kanchan = 42 -> 50.
    result = _score("4566m7m111p234s55z", "5m", riichi=True)
    assert result.fu == 50 and result.points == 1600
    assert "kanchan" in {p.reason for p in result.fu_details}


def test_called_galaxy_chi_takes_its_best_reading() -> None:
    # 1M2M3M read as 123s gives sanshoku (open 1 han); as printed (123m) there is no yaku.
    # Fu: 20 + 2 tanki -> 30 (open).  The bent reading is no natural group: 0 shuugi.
    result = _score("123m123p789s5s,1M2M3M", "5s")
    assert _yaku(result) == {"Sanshoku Doujun": 1}
    assert (result.fu, result.points) == (30, 1000)
    assert (result.shuugi, result.shuugi_max) == (0, 0)
    assert sorted(k for _, k in result.assignment) == [18, 19, 20]


def test_natural_called_melds_count_shuugi() -> None:
    # Both galaxy chi as printed: 6 shuugi.  Open tanyao, 20 + 0 -> 30 fu (open pinfu form).
    result = _score("234m567p3s,6S7S8S,3M4M5M", "3s")
    assert _yaku(result) == {"Tanyao": 1}
    assert (result.points, result.shuugi, result.shuugi_max) == (1000, 6, 6)


def test_four_calls_and_tanki() -> None:
    # 234p 456s 777z called, closed kan (111s1S), tanki on 5m.  Chun 1 han; fu 20 + 4 (open
    # honour pon) + 32 (closed terminal kan) + 2 tanki = 58 -> 60: 1 han 60 fu = 2000.
    result = _score("5m,234p,456s,777z,(111s1S)", "5m")
    assert _yaku(result) == {"Yakuhai (chun)": 1}
    assert (result.han, result.fu, result.points) == (1, 60, 2000)
    assert result.shuugi == 1  # the closed kan's 1S acts as 1s
    galaxy_win = _score("5m,234p,456s,777z,(111s1S)", "5M")
    assert (galaxy_win.points, galaxy_win.shuugi) == (2000, 2)  # pair 5m 5M is natural too


def test_rinshan_after_a_kan() -> None:
    # Closed kan (555p5P): still a closed hand, 16 fu for a closed simple kan.  Ryanmen 23s wait
    # on 4s: 20 + 16 + 2 tsumo = 38 -> 40 fu; menzen tsumo + rinshan kaihou.  5P as 5p: 1 shuugi.
    result = _score("123m789m23s55m,(555p5P)", "4s", tsumo=True, rinshan=True)
    assert _yaku(result) == {"Menzen Tsumo": 1, "Rinshan Kaihou": 1}
    assert (result.han, result.fu) == (2, 40)
    assert result.shuugi == 1


def test_no_yaku_is_reported_plainly() -> None:
    result = _score("123m456p23s55m,789s", "4s")
    assert not result.has_yaku
    assert (result.han, result.fu, result.points, result.yaku, result.shuugi) == (0, 0, 0, (), 0)


def test_red_fives_follow_the_option() -> None:
    hand, win = "340m456p567s789s2z", "2z"
    assert _yaku(_score(hand, win, riichi=True))["Aka Dora"] == 1
    assert "Aka Dora" not in _yaku(
        _score(hand, win, riichi=True, options=ScoringOptions(red_fives=False))
    )


def test_dealer_tsumo_payment_split() -> None:
    # Dealer riichi tsumo pinfu: 3 han 20 fu -> 1300 all, total 3900 + 1 honba (300).
    result = _score("234m567p23s456s99m", "1s", tsumo=True, riichi=True, seat_wind=27, honba=1)
    assert result.payment is not None
    assert (result.payment.main, result.payment.additional) == (1300, 1300)
    assert result.points == 3900 + 300


def test_furiten_from_own_discards() -> None:
    hand = "123m456p789s23s55m"
    normal = _score(hand, "4s", riichi=True, discards="9m1s")
    assert normal.furiten is not None and normal.furiten.furiten
    assert [t.text for t in normal.furiten.discards] == ["1s"]
    assert "1s" in normal.furiten.reason
    galaxy = _score(hand, "4s", riichi=True, discards="4P")  # a galaxy 4 can act as 4s
    assert galaxy.furiten is not None and galaxy.furiten.furiten
    clean = _score(hand, "4s", riichi=True, discards="7s5P")
    assert clean.furiten is not None and not clean.furiten.furiten and clean.furiten.reason == ""


def test_hand_must_be_thirteen_tiles() -> None:
    with pytest.raises(HandError, match="13-tile hand without the winning tile"):
        score_win(parse_hand("123m456p789s234s55m", sizes=(14,)), _tiles("4s")[0])


@pytest.mark.parametrize(
    ("hand", "win", "situation", "message"),
    [
        ("123m456p23s55m,789s", "4s", {"riichi": True}, "riichi needs a closed hand"),
        ("123m456p789s23s55m", "4s", {"ippatsu": True}, "ippatsu needs riichi"),
        ("123m456p789s23s55m", "4s", {"ura_indicators": "1z"}, "ura dora indicators need riichi"),
        ("123m456p789s23s55m", "4s", {"haitei": True}, "haitei is a tsumo win"),
        ("123m456p789s23s55m", "4s", {"tsumo": True, "rinshan": True}, "needs a kan"),
        ("123m456p789s23s55m", "4s", {"tsumo": True, "tenhou": True}, "dealer"),
        (
            "123m456p789s23s55m",
            "4s",
            {"tsumo": True, "tenhou": True, "riichi": True, "seat_wind": 27},
            "before any riichi",
        ),
        (
            "123m456p789s1122z",
            "1z",
            {"riichi": True, "ura_indicators": "1z"},
            r"too many 1z.*\(ura dora indicators\)$",
        ),
        ("123m456p789s23s55m", "9s", {}, "does not win"),
        ("123m456p789s23s55m", "5m", {"dora_indicators": "5m"}, "too many 5m"),
        ("123m456p789s23s55m", "4s", {"dora_indicators": "1z2z3z4z5z6z"}, "at most 5 dora"),
        (
            "123m456p789s23s55m",
            "4s",
            {"riichi": True, "ura_indicators": "1z2z3z4z5z6z"},
            "at most 5 ura dora",
        ),
    ],
)
def test_bad_input_raises_hand_error(
    hand: str, win: str, situation: dict[str, object], message: str
) -> None:
    with pytest.raises(HandError, match=message):
        _score(hand, win, **situation)
