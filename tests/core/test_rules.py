"""Rule options given as ``name=value`` text (the CLI's ``--rules``)."""

from __future__ import annotations

import pytest

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.rules import DEFAULT_RULES


def test_an_option_given_twice_is_an_error_not_the_last_one_winning() -> None:
    with pytest.raises(HandError, match="rule option 'milky_way' is given twice"):
        DEFAULT_RULES.with_options(["milky_way=true", "identical_pairs=1", "milky-way=false"])


def test_options_apply() -> None:
    rules = DEFAULT_RULES.with_options(["milky_way=off", "identical_pairs=on"])
    assert (rules.milky_way, rules.identical_pairs) == (False, True)
