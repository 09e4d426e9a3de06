"""The ``call`` and ``kan`` CLI contracts: JSON keys, options, recommendation, errors."""

from __future__ import annotations

import json

import pytest

from mahjong_galaxy.cli import main

OPTION_KEYS = {
    "call",
    "tiles",
    "meld",
    "shanten",
    "discard",
    "ukeire_count",
    "yaku",
    "shuugi_delta",
    "value",
    "recommended",
    "reason",
}


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    status = main([*argv, "--json"])
    result = json.loads(capsys.readouterr().out)
    assert status == (2 if "error" in result else 0)
    return result


def test_call_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    result = _json(capsys, "call", "46p4M19s123m55z789s", "--offer", "5p", "--from", "left")
    assert set(result) == {"hand", "offer", "from", "options", "agari", "elapsed_ms"}
    assert result["agari"] is False
    options = result["options"]
    assert all(set(o) == OPTION_KEYS for o in options)
    assert [(o["call"], o["tiles"]) for o in options] == [
        ("pass", []),
        ("chi", ["4p", "6p"]),
        ("chi", ["4M", "6p"]),
    ]
    assert options[0]["meld"] is None and options[0]["discard"] is None
    assert options[2]["meld"] == "4M56p" and options[2]["shuugi_delta"] == -1
    assert sum(o["recommended"] for o in options) == 1


def test_call_table_options_and_no_chi_from_across(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["call", "234m456p78s77z1z99m", "--offer", "7z", "--from", "across"]
    plain = _json(capsys, *argv)
    assert [o["call"] for o in plain["options"]] == ["pass", "pon"]
    dora = _json(capsys, *argv, "--dora", "6z", "--seat-wind", "1z", "--river", "self=9s1m")
    assert dora["options"][1]["value"] > plain["options"][1]["value"]
    assert dora["options"][1]["recommended"]


def test_call_text_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["call", "234m456p78s77z1z99m", "--offer", "7z", "--from", "right"]
    assert main([*argv, "--dora", "6z"]) == 0  # the dragon is dora: ponning it pays
    text = capsys.readouterr().out
    assert "> pon 77z" in text and "recommended" in text
    bad = _json(capsys, "call", "234m456p78s77z1z99m", "--offer", "7z7z")
    assert "--offer needs exactly one tile" in bad["error"]
    short = _json(capsys, "call", "234m456p78s77z1z9m", "--offer", "7z")
    assert "13" in short["error"]
    river = _json(capsys, "call", "234m456p78s77z1z99m", "--offer", "7z", "--river", "left=7z7z")
    assert "too many 7z" in river["error"]  # copy limits over the hand and the table


def test_kan_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    result = _json(capsys, "kan", "111m234p567s99s22z", "--draw", "1P", "--riichi")
    assert set(result) == {"hand", "draw", "riichi", "options", "agari", "elapsed_ms"}
    assert result["agari"] is False
    assert [o["call"] for o in result["options"]] == ["pass", "ankan"]
    assert result["options"][0]["discard"] == "1P"
    assert result["options"][1]["tiles"] == ["1m", "1m", "1m", "1P"]
    assert all(set(o) == OPTION_KEYS for o in result["options"])
    with_draw = _json(capsys, "kan", "111m234p567s99s22z1P", "--draw", "1P")
    assert with_draw["hand"] == result["hand"]
    missing = _json(capsys, "kan", "111m234p567s99s22z5z", "--draw", "1P")
    assert "not in the hand" in missing["error"]


def test_each_added_kan_names_its_pon(capsys: pytest.CaptureFixture[str]) -> None:
    # one galaxy East, four wind pons: four kakan lines that all read 'kakan 1Z'
    assert main(["kan", "1m,111z,222z,333z,444z", "--draw", "1Z"]) == 0
    lines = [line.split() for line in capsys.readouterr().out.splitlines()]
    kakans = [words[words.index("kakan") + 1] for words in lines if "kakan" in words[:2]]
    assert kakans == ["111z1Z", "222z1Z", "333z1Z", "444z1Z"]


def test_a_draw_that_completes_the_hand_is_said(capsys: pytest.CaptureFixture[str]) -> None:
    # 13 galaxy tiles drawing a 14th: a Milky Way tsumo, which read 'pass ... discard 9M'
    assert _json(capsys, "kan", "1M2M3M4M5M6M7M8M9M1P2P3P4P", "--draw", "1S")["agari"] is True
    assert main(["kan", "1M2M3M4M5M6M7M8M9M1P2P3P4P", "--draw", "1S"]) == 0
    second = capsys.readouterr().out.splitlines()[1]
    assert second.startswith("  complete hand (agari): a win to declare")


def test_an_offer_that_completes_the_hand_is_said(capsys: pytest.CaptureFixture[str]) -> None:
    # the 1m completes four wind pons and a pair: a ron, which read 'pass ... recommended' alone
    argv = ["call", "1m,111z,222z,333z,444z", "--offer", "1m", "--from", "across"]
    assert _json(capsys, *argv)["agari"] is True
    assert main(argv) == 0
    second = capsys.readouterr().out.splitlines()[1]
    assert (
        second == "  the offered tile completes the hand (agari): a ron to declare before any call"
    )


def test_kan_after_riichi_needs_a_tenpai_hand(capsys: pytest.CaptureFixture[str]) -> None:
    error = _json(capsys, "kan", "1112m234p567s99s2z", "--draw", "1M", "--riichi")["error"]
    assert error.startswith("riichi needs a tenpai hand: '1112m234p56799s2z'")
    assert "error" not in _json(capsys, "kan", "1112m234p567s99s2z", "--draw", "1M")


def test_the_offered_tile_counts_for_the_copy_limits_with_the_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Two 7z held, the 7z on offer and one more in a river are four normal 7z: impossible."""
    argv = ["call", "234m456p78s77z1z99m", "--offer", "7z", "--from", "left"]
    assert "too many 7z" in _json(capsys, *argv, "--river", "across=7z")["error"]
    assert "too many 7z" in _json(capsys, *argv, "--dora", "7z")["error"]
    galaxy = ["call", "234m456p78s77z1z99m", "--offer", "7Z", "--from", "left"]
    twice = _json(capsys, *galaxy, "--melds", "right=7Z5z5z")["error"]
    assert twice == "--offer: galaxy 7Z appears twice: each galaxy tile exists once"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["call", "55m234p567s99s123z", "--offer", "5m", "--river", "right=5m"],
            "--offer: too many 5m: only 3 normal copies exist",
        ),
        (
            ["call", "5m234p567s99s1234z", "--offer", "0m", "--river", "right=0m"],
            "--offer: too many 0m: only one red five per suit",
        ),
        (
            ["call", "55m234p567s99s123z", "--offer", "5m", "--called", "left=5m"],
            "--offer: too many 5m: only 3 normal copies exist",
        ),
        (  # the river of the discarder ending with the offer: a common slip, named
            ["call", "55m234p567s99s123z", "--offer", "5m", "--from", "right"]
            + ["--river", "right=1z5m"],
            "--offer: too many 5m: only 3 normal copies exist"
            " (the offer is counted once: end the --river of right before it)",
        ),
        (
            ["kan", "55m234p567s99s123z", "--draw", "5m", "--river", "right=5m"],
            "--draw: too many 5m: only 3 normal copies exist",
        ),
        (
            ["kan", "55m234p567s99s123z5m", "--draw", "5m", "--dora", "5m"],
            "--draw: too many 5m: only 3 normal copies exist",
        ),
    ],
)
def test_a_copy_too_many_because_of_the_offered_or_drawn_tile_names_its_option(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert _json(capsys, *argv)["error"] == message


def test_a_g_tile_cannot_be_offered(capsys: pytest.CaptureFixture[str]) -> None:
    """A discard lies face up: its printed suit is known, so ``5g`` is refused, not guessed."""
    error = _json(capsys, "call", "123m456p789s1122z", "--offer", "5g")["error"]
    assert "write 5M, 5P or 5S, not 5g" in error
    assert "error" not in _json(capsys, "call", "123m456p789s1122z", "--offer", "5P")


def test_a_tile_beyond_the_copy_limits_names_its_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Three 1z held: a fourth normal 1z cannot be drawn or offered; the message names the
    option, not the visible tiles."""
    kan = _json(capsys, "kan", "123m456p789s111z2z", "--draw", "1z")["error"]
    assert kan == "--draw: too many 1z: only 3 normal copies exist"
    offer = _json(capsys, "call", "123m456p789s111z2z", "--offer", "1z", "--from", "left")
    assert offer["error"] == "--offer: too many 1z: only 3 normal copies exist"
    twice = _json(capsys, "call", "123m456p789s11z2z5P", "--offer", "5P")["error"]
    assert twice == "--offer: galaxy 5P appears twice: each galaxy tile exists once"


def test_passing_is_explained_when_a_call_gains_too_little(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The closed kan of White is worth a little more than passing, less than the margin
    (docs/cli.md): the reason says so instead of 'no call is worth more'."""
    options = _json(capsys, "kan", "123m456p789s555z2z", "--draw", "5Z")["options"]
    passing, ankan = options
    assert passing["recommended"] and ankan["value"] > passing["value"]
    assert (
        "no call gains enough over passing (a call must be worth 15% more)" in (passing["reason"])
    )


def test_passing_is_explained_when_only_an_early_first_call_is_worth_more(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A closed 2-shanten hand offered 5p: chi 46p is faster and worth more than passing, but a
    first call is made only into tenpai or for a yakuhai pon; the reasons say that, not 'no
    call is worth more than passing' nor 'no faster'."""
    options = _json(capsys, "call", "46p4M19s123m55z789s", "--offer", "5p", "--from", "left")
    passing, chi = options["options"][:2]
    assert passing["recommended"] and chi["value"] > passing["value"]
    assert chi["shanten"] < passing["shanten"]
    assert "the calls worth more would open the hand too early" in passing["reason"]
    assert "no call is worth more" not in passing["reason"]
    assert "a first call only into tenpai or for a yakuhai pon" in chi["reason"]
    assert "no faster" not in chi["reason"]


def test_the_title_says_from_across_and_a_missing_tile_names_its_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    hand = "234m456p78s77z1z99m"
    for source, words in (("across", "offered from across"), ("left", "offered from the left")):
        assert main(["call", hand, "--offer", "7z", "--from", source]) == 0
        assert capsys.readouterr().out.splitlines()[0].endswith(f"7z {words}")
    assert _json(capsys, "kan", "111m234p567s99s22z")["error"] == "kan needs --draw TILE"
    assert _json(capsys, "call", hand, "--from", "left")["error"] == "call needs --offer TILE"
