"""The shared table options of the command line build the same table as the core's text form."""

from __future__ import annotations

import argparse

import pytest

from mahjong_galaxy.cli.common import add_table_situation_arguments, table_from
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.table import parse_table


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_table_situation_arguments(parser)
    return parser.parse_args(list(argv))


def test_options_give_the_table_of_the_text_form() -> None:
    argv = [
        "--seat-wind", "1z", "--turn", "6", "--dora", "3m",
        "--river", "right=1z9m5P*3s", "--river", "self=9p",
        "--called", "right=4p", "--melds", "across=777z,5S67p",
    ]  # fmt: skip
    table = table_from(_args(*argv))
    assert table == parse_table(" ".join(argv))
    assert table_from(_args(*table.text.split())) == table


def test_no_options_give_the_empty_table() -> None:
    assert table_from(_args()) == parse_table("")


def test_errors_name_the_option_and_the_position_in_its_value() -> None:
    with pytest.raises(HandError) as caught:
        table_from(_args("--river", "left=1m8z"))
    assert caught.value.message.startswith("--river left:")
    assert caught.value.position == 7


@pytest.mark.parametrize(
    ("argv", "fits"),
    [
        (["--turn", "3", "--river", "self=123m"], False),  # 3 own discards before the 3rd draw
        (["--turn", "4", "--river", "self=123m"], True),
        (["--turn", "2", "--river", "left=12m"], True),  # left may have played first
        (["--turn", "2", "--river", "left=123m"], False),
        (["--turn", "2", "--river", "left=123m", "--melds", "across=777z"], True),  # a call
        (["--turn", "1", "--river", "right=1m", "--called", "right=2m"], False),
    ],
)
def test_the_turn_leaves_room_for_every_river(argv: list[str], fits: bool) -> None:
    """Before your turn T you discarded T - 1 times, an opponent at most T times, one more per
    open call on the table (docs/cli.md, "Table options")."""
    if fits:
        assert table_from(_args(*argv)).turn == int(argv[1])
        return
    with pytest.raises(HandError) as caught:
        table_from(_args(*argv))
    assert caught.value.message.startswith(f"--turn {argv[1]}: ")
    assert "turns allow" in caught.value.message
