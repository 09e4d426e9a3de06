"""`discard --ev` on any input: a result or the clear error, never a traceback (Hypothesis)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_galaxy.cli import main

FUZZ = settings(
    max_examples=50,
    deadline=None,
    # capsys is read (and so emptied) once per example
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

# Mostly broken hands (so the search stays cheap) and a few good 14-tile ones near tenpai.
GOOD_HANDS = ["123m456p789s1122z5m", "123456789m1P2P3P44z", "123456789m1P2P3P4z", "1234m"]
hands = st.one_of(
    st.sampled_from(GOOD_HANDS), st.text(alphabet="0123456789mpszMPSZg,()*- ", max_size=24)
)
numbers = st.one_of(st.integers(-3, 40).map(str), st.sampled_from(["", "x", "1.5", "٣", "1e3"]))
tiles = st.text(alphabet="0123456789mpszMPSZg ", max_size=8)
options = st.fixed_dictionaries(
    {},
    optional={
        "--turn": numbers,
        "--t-max": st.one_of(st.integers(-1, 4).map(str), st.sampled_from(["", "x", "99"])),
        "--objective": st.sampled_from(["points", "win", "tenpai", "shuugi", ""]),
        "--tiles": st.sampled_from(["galaxy", "plain", "none"]),
        "--model": st.sampled_from(["clean", "mahjong-cpp", "x"]),
        "--dora": tiles,
        "--visible": tiles,
        "--seat-wind": st.sampled_from(["1z", "2z", "5z", "1m", "1Z", ""]),
        "--round-wind": st.sampled_from(["1z", "4z", "0z", "g"]),
        "--max-states": st.sampled_from(["0", "3", "-1", "x", ""]),
    },
)
flags = st.lists(
    st.sampled_from(["--tegawari", "--shanten-back", "--no-riichi", "--no-ura"]), unique=True
)


@FUZZ
@given(hand=hands, given_options=options, given_flags=flags)
def test_any_input_gives_a_table_or_an_error(
    hand: str,
    given_options: dict[str, str],
    given_flags: list[str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["discard", "--ev", "--json", "--t-max", "3"]
    for option, value in given_options.items():
        argv.append(f"{option}={value}")  # '=' keeps a value such as '-3' a value
    status = main([*argv, *given_flags, "--", hand])
    (line,) = capsys.readouterr().out.splitlines()
    result = json.loads(line)
    assert status == (2 if "error" in result else 0)
    assert ("error" in result) != ("discards" in result)
    if "error" in result:
        assert result["error"] and "Traceback" not in result["error"]
    else:
        assert {d["tile"] for d in result["discards"]}


FAR_HAND = "1379m2468p1357s12z"  # 4-shanten: far past a small budget


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_a_search_past_the_state_budget_gives_the_labelled_ukeire_fallback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    result = _run(["discard", FAR_HAND, "--ev", "--max-states", "50", "--json"], capsys)
    plain = _run(["discard", FAR_HAND, "--json"], capsys)
    assert "passed 50 states" in result["fallback"] and "ukeire" in result["fallback"]
    assert result["nodes"] > 50
    assert all(d["ev"] is None and d["by_turn"] is None for d in result["discards"])
    assert [{k: d[k] for k in plain["discards"][0]} for d in result["discards"]] == plain[
        "discards"
    ]
    text = main(["discard", FAR_HAND, "--ev", "--max-states", "50"])
    assert text == 0 and "passed 50 states" in capsys.readouterr().out
    tenpai = "123m456p789s23p55s9m"  # a tenpai discard exists: the label does not blame the hand
    main(["discard", tenpai, "--ev", "--max-states", "5", "--json"])
    label = json.loads(capsys.readouterr().out)["fallback"]
    assert "budget" in label and "too far" not in label
    assert "--tegawari / --shanten-back multiply the states" in label  # the options cost too
    assert "--max-states 0 lifts the budget" in label


def test_the_plain_supply_falls_back_to_its_own_ukeire(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["discard", FAR_HAND, "--ev", "--max-states", "50", "--tiles", "plain", "--json"]
    result = _run(argv, capsys)
    counts = [(d["shanten"], -d["ukeire_count"]) for d in result["discards"]]
    assert "fallback" in result and counts == sorted(counts)
    assert all(t.islower() for d in result["discards"] for t in d["ukeire"])
    assert result["discards"][0]["stars"] == 0


def test_a_search_within_the_budget_has_no_fallback_key(capsys: pytest.CaptureFixture[str]) -> None:
    result = _run(["discard", "123m456p789s1122z5m", "--ev", "--json"], capsys)
    assert "fallback" not in result
    assert set(result) == {"hand", "discards", "settings", "nodes", "agari", "elapsed_ms"}


@pytest.mark.parametrize(
    ("options", "named"),
    [
        (["--dora", "7m"], "--dora only matters"),  # an indicator for the plain table: --visible
        (["--turn", "6", "--seat-wind", "1z"], "--turn and --seat-wind only matter"),
        (["--tiles", "plain"], "--tiles only matters"),
        (["--tegawari", "--max-states", "50"], "--tegawari and --max-states only matter"),
    ],
)
def test_expected_value_options_without_ev_are_an_error(
    options: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The plain table reads none of them: given without --ev they are reported (as waits
    reports --dora without --values), not silently ignored; their defaults are no error."""
    assert main(["discard", "123m456p789s1122z5m", *options, "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"] == f"{named} with --ev (add --ev)"
    defaults = ["--turn", "1", "--seat-wind", "2z", "--tiles", "galaxy"]
    assert "discards" in _run(["discard", "123m456p789s1122z5m", *defaults, "--json"], capsys)


@pytest.mark.parametrize(
    ("options", "red_fives"),
    [
        ([], True),  # the clean model counts red fives
        (["--model", "mahjong-cpp"], False),  # as mahjong-cpp's web default
        (["--model", "mahjong-cpp", "--red-fives", "on"], True),
        (["--red-fives", "off"], False),
    ],
)
def test_the_settings_echo_the_red_fives_used(
    options: list[str], red_fives: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["discard", "234m34p0567s678s11z", "--ev", "--tiles", "plain", "--t-max", "6"]
    result = _run([*argv, *options, "--json"], capsys)
    assert result["settings"]["red_fives"] is red_fives
    points = {d["tile"]: d["ev"]["exp_points"] for d in result["discards"] if d["ev"]}
    assert (points["5s"] > points["0s"]) is red_fives


@pytest.mark.parametrize("extra", [[], ["--ev"]])
def test_the_readable_table_says_what_its_stars_mean(
    extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A first user read the star column as praise: it marks how much a discard loses."""
    assert main(["discard", "123m456p789s1122z5m", *extra]) == 0
    out = capsys.readouterr().out
    assert "***" in out
    assert out.splitlines()[-1].startswith("(stars: how much worse than the best discard")


def test_a_tenpai_without_a_yaku_is_named_as_the_reason_for_its_zero_win(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """An open hand without a yaku reaches tenpai but cannot win: the table says why its win
    chance is 0 (a tester saw "tenpai 100.0 %  win 0.0 %" and no reason)."""
    hand = "23456m234p5Z5z9p,678s"  # open, 9p out leaves 23456m waits: no yaku, no tanyao (5z)
    result = _run(["discard", hand, "--ev", "--json"], capsys)
    nine = next(d for d in result["discards"] if d["tile"] == "9p")
    assert nine["ev"]["tenpai_prob"] == 1.0 and max(nine["by_turn"]["win_prob"]) == 0.0
    assert result["without_yaku"] == ["9p"]
    assert main(["discard", hand, "--ev"]) == 0
    assert "(win 0 % after 9p: tenpai without a yaku" in capsys.readouterr().out
    closed = _run(["discard", "123m456p789s1122z5m", "--ev", "--json"], capsys)
    assert "without_yaku" not in closed  # riichi gives a closed hand its yaku
    # win 0 for other reasons is not blamed on the yaku: a dead wait, a last turn, no draws
    dead = ["discard", "123m456p789s1122z3z", "--ev", "--json", "--visible", "1z2z1Z2Z3Z4Z"]
    last = ["discard", "5z6z,111m,222p,333s,444s", "--ev", "--json", "--t-max", "1"]
    for argv in (dead, last):
        result = _run(argv, capsys)
        searched = [d["by_turn"]["win_prob"] for d in result["discards"] if d["by_turn"]]
        assert searched and max(map(max, searched)) == 0.0
        assert "without_yaku" not in result, argv


def test_stars_with_shanten_back_follow_the_value_of_a_discard_that_raises_the_shanten(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """With shanten-back a discard raising the shanten is searched: its stars come from its
    value like the others' (a tester saw the 5th best discard get three stars)."""
    argv = ["discard", "77m67p234p3s5s8g5g6g2g4g", "--ev", "--tegawari", "--shanten-back"]
    result = _run([*argv, "--objective", "win", "--json"], capsys)
    best = result["discards"][0]["ev"]["win_prob"]
    raised = [d for d in result["discards"] if d["shanten"] > result["discards"][0]["shanten"]]
    assert raised and all(d["ev"] is not None for d in raised)
    for entry in result["discards"]:
        ratio = entry["ev"]["win_prob"] / best
        assert entry["stars"] == (2 if ratio < 0.6 else 1 if ratio < 0.9 else 0), entry["tile"]
    assert any(d["stars"] == 0 for d in raised)  # nearly as good as the best: no star


def test_red_fives_at_the_model_default_is_no_option_without_ev(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`--red-fives on` is the clean model's default: like every other option at its default it
    is accepted without --ev; `off` is a change that only --ev reads."""
    assert main(["discard", "123m456p789s1122z3z", "--red-fives", "on"]) == 0
    capsys.readouterr()
    assert main(["discard", "123m456p789s1122z3z", "--red-fives", "off"]) == 2
    assert "--red-fives only matters with --ev" in capsys.readouterr().err
