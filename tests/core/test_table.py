"""The table situation: its text form round-trips, bad text gives a HandError with a position,
copy limits count every river and meld, and the visible tiles follow from it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import format_tiles
from mahjong_galaxy.core.table import (
    OPPONENT_SEATS,
    RIVER_SEATS,
    Opponent,
    TableSituation,
    check_table,
    parse_table,
)
from mahjong_galaxy.core.tiles import Tile, galaxy_tile, normal_tile

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _physical_set(rng: random.Random) -> list[Tile]:
    tiles = [galaxy_tile(k) for k in range(34)]
    for kind in range(34):
        red = kind in (4, 13, 22)
        tiles += [normal_tile(kind), normal_tile(kind), normal_tile(kind, red=red)]
    rng.shuffle(tiles)
    return tiles


def _random_table_text(seed: int) -> str:
    """A random but physically possible table in the text form (written by hand, not by
    ``TableSituation.text``)."""
    rng = random.Random(seed)
    pool = _physical_set(rng)
    words = []
    if rng.random() < 0.5:
        words += ["--round-wind", f"{rng.randint(1, 4)}z", "--seat-wind", f"{rng.randint(1, 4)}z"]
    turn_given = rng.random() < 0.5
    longest = 0
    riichi = set()  # riichi needs a closed hand: no melds for these seats
    if rng.random() < 0.7:
        words += ["--dora", format_tiles([pool.pop() for _ in range(rng.randint(1, 3))], False)]
    for seat in ("self", *OPPONENT_SEATS):
        river = [pool.pop().text for _ in range(rng.randint(0, 18))]
        if river and seat != "self" and rng.random() < 0.4:
            river[rng.randrange(len(river))] += "*"
            riichi.add(seat)
        if river:
            words += ["--river", f"{seat}={''.join(river)}"]
        called = seat != "self" and rng.random() < 0.3  # then in your (unknown) melds
        if called:
            mark = "*" if seat not in riichi and rng.random() < 0.3 else ""  # a called riichi
            words += ["--called", f"{seat}={pool.pop().text}{mark}"]
            riichi.update([seat] if mark else [])
        longest = max(longest, len(river) + called)
    if turn_given:  # a turn that leaves room for every river
        words += ["--turn", str(rng.randint(longest + 1, 30))]
    for seat in OPPONENT_SEATS:
        melds = []
        for _ in range(0 if seat in riichi else rng.randint(0, 2)):
            first = pool.pop()
            same = [t for t in pool if not t.galaxy and t.kind == first.kind][:2]
            if len(same) == 2 and not first.galaxy:
                for tile in same:
                    pool.remove(tile)
                melds.append(format_tiles([first, *same]))
        if melds:
            words += ["--melds", f"{seat}={','.join(melds)}"]
    return " ".join(words)


@FUZZ
@given(st.integers(0, 10**9))
def test_random_tables_round_trip(seed: int) -> None:
    table = parse_table(_random_table_text(seed))
    assert parse_table(table.text) == table
    assert parse_table(table.text).text == table.text


near_text = st.lists(
    st.sampled_from(
        [
            "--river",
            "--called",
            "--melds",
            "--dora",
            "--turn",
            "--seat-wind",
            "--round-wind",
            "right=",
            "across=",
            "left=",
            "self=",
            "1z9m5P*3s",
            "777z,5P67p",
            "(5555m)",
            "*",
            "2z",
            "7",
            "0m",
            "5P5P",
            "111m",
            "x",
            "=",
            ",",
            "12",
        ]
    ),
    max_size=10,
).map(" ".join)
anything = st.text(max_size=60)


@FUZZ
@given(st.one_of(near_text, anything))
def test_any_text_gives_a_table_or_a_hand_error(text: str) -> None:
    try:
        table = parse_table(text)
    except HandError as error:
        assert error.message
        assert error.position is None or 0 <= error.position <= len(text)
        return
    assert parse_table(table.text) == table


def test_example_from_the_readme() -> None:
    table = parse_table("--river right=1z9m5P*3s --called right=4p --melds across=777z,5S67p")
    right = table.opponent("right")
    assert [t.text for t in right.river] == ["1z", "9m", "5P", "3s"]
    assert right.riichi_index == 2 and table.riichi_seats == ("right",)
    assert [t.text for t in right.discards] == ["1z", "9m", "5P", "3s", "4p"]
    assert [m.type for m in table.opponent("across").melds] == ["pon", "chi"]
    visible = format_tiles(table.visible)
    assert visible == "9m67p5P3s5S1777z"  # the called 4p sits in someone's meld, not counted here


@pytest.mark.parametrize(
    ("text", "message", "position"),
    [
        ("--river right=1z9m5P**3s", "one riichi mark", 21),
        ("--river right=*1z", "'*' goes right after", 14),
        ("--river self=1z*", "your own riichi", 15),
        ("--melds across=777z,5P68p", "not a chi, pon or kan", 20),
        ("--river x=1m", "SEAT one of self, right, across, left", 8),
        ("--turn 99", "--turn needs a number", 7),
        ("--river right=1m --river right=2m", "given twice", 25),
        ("--dora", "needs a value", 0),
        ("--visible 1m", "unknown table option", 0),
        ("--river left=1m8z", "honours are 1z-7z", 15),
        ("--seat-wind 5z", "needs a wind", 12),
        ("--called self=3z*", "your own riichi", 16),
        ("--called right=*3z", "'*' goes right after", 15),
        ("--called right=3z*4z*", "one riichi mark", 20),
        ("--river right=1z* --called right=3z*", "one riichi mark", 35),
    ],
)
def test_bad_text_names_the_problem_and_where(text: str, message: str, position: int) -> None:
    with pytest.raises(HandError) as caught:
        parse_table(text)
    assert message in caught.value.message
    if position is not None:
        assert caught.value.position == position


def test_copy_limits_count_rivers_melds_indicators_and_the_hand() -> None:
    with pytest.raises(HandError, match=r"too many 1m.*right's river"):
        parse_table("--dora 1m --river self=1m --river right=11m")
    with pytest.raises(HandError, match=r"galaxy 5P appears twice.*across's melds"):
        parse_table("--river left=5P --melds across=5P67p")
    hand = parse_hand("111m234p567s789s11z")
    with pytest.raises(HandError, match="too many 1m"):
        parse_table("--river across=1m", hand=hand)
    assert parse_table("--river across=1p", hand=hand).opponent("across").river


def test_turn_is_counted_from_the_rivers_unless_given() -> None:
    assert TableSituation().turn_number == 1
    assert parse_table("--river self=1m2m --river left=3m4m5m").turn_number == 4
    assert parse_table("--turn 9 --river self=1m").turn_number == 9


def test_dealer_follows_the_seat_wind() -> None:
    assert parse_table("--seat-wind 1z").dealer_seat == "self"
    assert parse_table("--seat-wind 2z").dealer_seat == "left"
    assert parse_table("--seat-wind 4z").dealer_seat == "right"


def test_melds_keep_closed_kans() -> None:
    (kan,) = parse_table("--melds right=(555m5M)").opponent("right").melds
    assert kan.closed and kan.type == "kan"
    assert not parse_table("--melds right=(555m5M)").opponent("right").is_open


def test_check_table_agrees_with_the_parser_on_copy_limits() -> None:
    """check_table (for tables built by edits) refuses exactly what parse_table refuses."""
    hand = parse_hand("111m234p567s789s11z")
    for text in (
        "--river across=1m",
        "--river across=2m",
        "--river left=5P --melds across=5P67p",
        "--river left=5P --melds across=6P78p",
        "--dora 1p --river self=1p --river right=1p1p",
        "--dora 1p --river self=1p --river right=1p",
        "--melds right=777z --river left=1z",
    ):
        assert _refuses(lambda t=text: parse_table(t, hand)) == _refuses(
            lambda t=text: check_table(_retyped(t), hand)
        ), text
    with pytest.raises(HandError, match=r"too many 9s.*other tiles in sight"):
        check_table(parse_table("--river right=9s"), hand, seen=[normal_tile(26)] * 2)
    bad = TableSituation().with_side("right", Opponent((normal_tile(0),), riichi_index=3))
    with pytest.raises(HandError, match="riichi tile"):
        check_table(bad)


def _refuses(check: Callable[[], object]) -> bool:
    try:
        check()
    except HandError:
        return True
    return False


def _retyped(text: str) -> TableSituation:
    """The table of ``text`` built side by side, without the parser's copy check."""
    table = TableSituation()
    for seat in RIVER_SEATS:
        parsed = parse_table(_only(text, seat))
        table = table.with_side(seat, parsed.side(seat))
    return replace(table, dora_indicators=parse_table(_only(text, "dora")).dora_indicators)


def _only(text: str, seat: str) -> str:
    words = text.split()
    pairs = zip(words[::2], words[1::2], strict=True)
    return " ".join(
        f"{o} {v}" for o, v in pairs if v.startswith(f"{seat}=") or (seat == "dora" == o[2:])
    )


def test_putting_and_taking_river_tiles_keep_the_riichi_tile() -> None:
    side = parse_table("--river right=1z9m5P*3s").opponent("right")
    assert side.riichi_index == 2
    assert side.putting(0, normal_tile(0)).river_text() == "1m1z9m5P*3s"
    assert side.putting(3, normal_tile(0)).river_text() == "1z9m5P*1m3s"
    assert side.putting(99, normal_tile(0)).river_text() == "1z9m5P*3s1m"
    assert side.taking(0).river_text() == "9m5P*3s"
    assert side.taking(2).river_text() == "1z9m3s" and side.taking(2).riichi_index is None
    assert side.taking(3).river_text() == "1z9m5P*"
    with pytest.raises(IndexError):
        side.taking(4)


def test_sides_are_read_and_replaced_by_seat() -> None:
    table = parse_table("--river self=9m --called self=4p --river left=1z* --melds right=444p")
    assert table.side("self") == Opponent((normal_tile(8),), None, (normal_tile(12),))
    moved = table.with_side("self", Opponent()).with_side("across", table.side("left"))
    assert moved.text == "--river across=1z* --river left=1z* --melds right=444p"
    assert parse_table(moved.text) == moved
    assert [where.render() for where, _ in moved.tile_groups()][:3] == [
        "dora indicators",
        "your river",
        "right's river",
    ]


@pytest.mark.parametrize(
    ("hand", "table", "message"),
    [
        (
            "123m456p789s11z22z9m",
            "--called right=9m9m9m9m9m",
            "too many 9m: only 3 normal copies exist (right's called tiles)",
        ),
        (
            "55m234p567s99s123z5m",
            "--called right=5m",
            "too many 5m: only 3 normal copies exist (right's called tiles)",
        ),
        (
            "5m234p567s99s1234z0m",
            "--river left=1z --called self=0m",
            "too many 0m: only one red five per suit (your called tiles)",
        ),
    ],
)
def test_called_tiles_count_for_the_copy_limits(hand: str, table: str, message: str) -> None:
    """A called tile sits in some meld (the caller's); it still is a copy in sight beside the
    concealed tiles, the indicators and the rivers (docs/cli.md, "Table options")."""
    with pytest.raises(HandError) as caught:
        parse_table(table, parse_hand(hand))
    assert caught.value.message == message
    edited = TableSituation().with_side("right", Opponent(called=(normal_tile(4),)))
    with pytest.raises(HandError, match=r"too many 5m.*right's called tiles"):
        check_table(edited, parse_hand("55m234p567s99s123z5m"))


def test_a_called_tile_in_the_callers_meld_counts_once() -> None:
    hand = parse_hand("123m456p789s1z22z3z")
    table = parse_table("--river left=1z --called left=5m --melds across=550m", hand)
    assert table.opponent("left").called == (normal_tile(4),)
    check_table(table, hand)


@pytest.mark.parametrize(
    "table",
    ["--river right=1m* --melds right=234p", "--river right=1m* --melds right=(111z1Z),777z"],
)
def test_riichi_needs_a_closed_hand(table: str) -> None:
    with pytest.raises(HandError) as caught:
        parse_table(table)
    assert "is an open meld, but riichi needs a closed hand" in caught.value.message
    assert caught.value.message.startswith("--melds right:")
    closed = parse_table("--river right=1m* --melds right=(111z1Z)")
    assert closed.opponent("right").riichi
    pon = parse_table("--melds right=777z").opponent("right").melds
    opened = closed.with_side("right", replace(closed.opponent("right"), melds=pon))
    with pytest.raises(HandError, match="riichi needs a closed hand"):
        check_table(opened)


def test_a_called_riichi_tile_keeps_the_riichi() -> None:
    # right declared riichi with 3z, across called it, right has not discarded since: still in
    # riichi (the mark follows the called tile; their next discard lies sideways in its stead)
    table = parse_table("--river right=1z9m --called right=3z* --melds across=333z")
    right = table.opponent("right")
    assert right.riichi and right.riichi_called and right.riichi_index == 2
    assert right.river_text() == "1z9m"
    assert table.text == "--river right=1z9m --called right=3z* --melds across=333z"
    assert parse_table(table.text) == table
    check_table(table)
    after = right.putting(99, normal_tile(0))  # their next discard takes the mark
    assert after.river_text() == "1z91m*" and not after.riichi_called
    assert right.putting(0, normal_tile(0)).riichi_called  # one before it: still called
    assert right.taking(0).riichi_called
    with pytest.raises(HandError, match="riichi tile is not in their river"):
        check_table(table.with_side("right", replace(right, called=())))
    with pytest.raises(HandError, match="riichi needs a closed hand"):
        parse_table("--called right=3z* --melds right=444p")
