"""Hypothesis fuzzing of the parser: any string gives a Hand or a HandError, never another
exception; valid hands round-trip through their canonical text."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.notation import format_tiles, parse_tiles, sort_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES
from tests.helpers import gen

FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Text close to the notation (so the fuzzer reaches the deeper checks) and arbitrary text.
near_notation = st.text(alphabet="0123456789mpszMPSZgG,() \t", max_size=40)
anything = st.text(max_size=40)
texts = st.one_of(near_notation, anything)
sizes = st.sampled_from([(13,), (14,), (13, 14), (), (0,), (11, 12, 13, 14, 15)])


def _parse(text: str, allowed: tuple[int, ...], visible: str) -> Hand | HandError:
    try:
        return parse_hand(text, sizes=allowed, visible=visible)
    except HandError as error:
        return error


@FUZZ
@given(texts, sizes, texts)
def test_any_text_gives_hand_or_hand_error(
    text: str, allowed: tuple[int, ...], visible: str
) -> None:
    result = _parse(text, allowed, visible)
    if isinstance(result, HandError):
        assert result.message
        assert result.position is None or 0 <= result.position <= max(len(text), len(visible))
    else:
        assert result.size in allowed
        assert _parse(result.text, allowed, visible) == result


@FUZZ
@given(texts)
def test_any_tile_text_parses_or_raises_hand_error(text: str) -> None:
    try:
        located = parse_tiles(text)
    except HandError as error:
        assert error.message
        assert error.position is not None and 0 <= error.position < len(text)
        return
    tiles = [t for t, _ in located]
    text_out = format_tiles(tiles)
    assert [t for t, _ in parse_tiles(text_out)] == sort_tiles(tiles)
    assert format_tiles(tiles, sort=False) == format_tiles(tiles) or len(set(tiles)) > 1


@FUZZ
@given(texts)
def test_rule_options_parse_or_raise_hand_error(text: str) -> None:
    try:
        DEFAULT_RULES.with_options(text.split(","))
    except HandError as error:
        assert error.message


@FUZZ
@given(st.integers(min_value=0, max_value=2**32), st.booleans())
def test_generated_hands_round_trip(seed: int, complete: bool) -> None:
    rng = random.Random(seed)
    sample = gen.complete_hand(rng, perturb=0.3) if complete else gen.mixed_hand(rng)
    hand = parse_hand(sample.text, visible=sample.visible)
    assert parse_hand(hand.text, visible=sample.visible) == hand
    # writing every tile separately, in any order, gives the same hand
    parts = sample.text.split(",")
    tiles = [t.text for t, _ in parse_tiles(parts[0])]
    rng.shuffle(tiles)
    assert parse_hand(",".join([" ".join(tiles), *parts[1:]])).text == hand.text


@FUZZ
@given(st.integers(min_value=0, max_value=2**32), st.integers(min_value=0, max_value=60))
def test_mutated_hands_never_crash(seed: int, cut: int) -> None:
    """A valid hand with one character changed, dropped or duplicated: Hand or HandError."""
    rng = random.Random(seed)
    text = gen.mixed_hand(rng).text
    cut %= len(text) + 1
    char = rng.choice("0123456789mpszMPSZg,() x")
    for mutated in (
        text[:cut] + char + text[cut + 1 :],
        text[:cut] + text[cut + 1 :],
        text[:cut] + text[cut:] * 2,
    ):
        result = _parse(mutated, (13, 14), "")
        assert isinstance(result, (Hand, HandError))
