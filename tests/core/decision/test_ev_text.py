"""How the expected-value figures are written for players."""

from __future__ import annotations

import pytest

from mahjong_galaxy.core.decision.ev import percent_text


@pytest.mark.parametrize(
    ("probability", "text"),
    [
        (1.0, "100.0%"),
        (1 - 1e-12, "100.0%"),  # a float sum's rounding, not a chance
        (0.99998, ">99.9%"),  # one draw short: not sure to be tenpai
        (0.9995, ">99.9%"),
        (0.9994, "99.9%"),
        (0.955, "95.5%"),
        (0.0004, "<0.1%"),
        (0.0005, "0.1%"),
        (1e-12, "0.0%"),
        (0.0, "0.0%"),
    ],
)
def test_a_chance_is_never_rounded_onto_sure_or_impossible(probability: float, text: str) -> None:
    assert percent_text(probability) == text
