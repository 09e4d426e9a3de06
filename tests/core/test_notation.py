"""Notation: parsing, canonical formatting, round-trips and every validation error.

Limits: docs/rules.md, "The tiles".

Each error must be a ``HandError`` whose message names the problem and whose ``position`` points
at the offending character (0-based offset in the text that was parsed).
"""

from __future__ import annotations

import random

import pytest

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import format_tiles, parse_tiles
from mahjong_galaxy.core.tiles import Tile
from tests.helpers import gen


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("123m456p789s1122z", "123m456p789s1122z"),
        ("1122z789s456p123m", "123m456p789s1122z"),
        # galaxy after the normal tiles of its suit, g tiles last, red five sorted as a five
        ("56g1m0m5M234p5P9s1Z77z5s", "10m5M234p5P59s77z1Z56g"),
        ("5M5m1m2m3m4m6m7m8m9m1p1p1s", "123456789m5M11p1s"),
        ("123m456p11z,777z,5P67p", "123m456p11z,777z,67p5P"),
        ("1m,(555s5S),111z,123p,999m", "1m,(555s5S),111z,123p,999m"),
        (" 123m 456p\t789s 1122z ", "123m456p789s1122z"),
    ],
)
def test_canonical_form(text: str, canonical: str) -> None:
    hand = parse_hand(text)
    assert hand.text == canonical
    assert parse_hand(canonical) == hand


def test_tiles_read_as_written() -> None:
    tiles = [t for t, _ in parse_tiles("0m5P1Z7z8g")]
    assert tiles == [
        Tile(4, red=True),
        Tile(13, galaxy=True),
        Tile(27, galaxy=True),
        Tile(33),
        Tile(7, galaxy=True, suit_known=False),
    ]
    assert [pos for _, pos in parse_tiles("12m 5P", offset=10)] == [10, 11, 14]
    assert format_tiles(tiles) == "0m5P7z1Z8g"


def test_melds_inferred_and_closed_kan_marked() -> None:
    hand = parse_hand("1m,5P67p,777z,(555s5S),1M2P3S")
    assert [m.type for m in hand.melds] == ["chi", "pon", "kan", "chi"]
    assert [m.closed for m in hand.melds] == [False, False, True, False]
    assert hand.melds[2].text == "(555s5S)"
    assert sorted(hand.melds[3].interpretations()) == [(0, 1, 2), (9, 10, 11), (18, 19, 20)]
    assert hand.is_closed is False
    closed = parse_hand("1234567m,(111z1Z),222z")
    assert closed.melds[0].closed and closed.melds[0].type == "kan"
    assert closed.text == "1234567m,(111z1Z),222z"


def test_hand_sizes_with_melds() -> None:
    """13 - 3k concealed tiles for waits, 14 - 3k for a complete hand, k <= 4."""
    assert parse_hand("1p,111z,222z,333z,444z", sizes=(13,)).size == 13
    assert parse_hand("11p,111z,222z,333z,444z", sizes=(14,)).size == 14
    assert parse_hand("1234567p,111z,222z", sizes=(13,)).size == 13


@pytest.mark.parametrize("seed", range(300))
def test_generated_hands_round_trip(seed: int) -> None:
    rng = random.Random(seed)
    sample = gen.mixed_hand(rng) if seed % 3 else gen.complete_hand(rng)
    hand = parse_hand(sample.text, visible=sample.visible)
    again = parse_hand(hand.text, visible=sample.visible)
    assert again == hand
    assert again.text == hand.text
    # the order tiles are written in does not matter for the concealed part
    located = parse_tiles(sample.text.split(",")[0])
    shuffled = [t.text for t, _ in located]
    rng.shuffle(shuffled)
    rest = sample.text.split(",")[1:]
    assert parse_hand(",".join(["".join(shuffled), *rest])).text == hand.text


def _error(text: str, sizes: tuple[int, ...] = (13, 14), visible: str = "") -> HandError:
    with pytest.raises(HandError) as info:
        parse_hand(text, sizes=sizes, visible=visible)
    return info.value


@pytest.mark.parametrize(
    ("text", "words", "position"),
    [
        ("123m456p789s1234567x", ["unknown character", "x"], 19),
        ("123m456p789s12345*7z", ["unknown character", "*"], 17),
        ("123m456p789s1234567", ["digits", "1234567", "suit"], 12),
        ("m123456789m1234p", ["suit letter", "m"], 0),
        ("123m456p789s1234560z", ["0z"], 18),
        ("123m456p789s1234568z", ["8z"], 18),
        ("123m456p789s123456Z9Z", ["9Z"], 19),
        ("0M23456789m1234p", ["0M", "never red"], 0),
        ("0g23456789m1234p", ["0g", "never red"], 0),
        ("1111m23456789p", ["too many 1m", "3 normal", "(hand)"], 3),
        ("5550m12345678p", ["too many 5m"], 3),
        ("00m123456789p12s", ["red", "0m"], 1),
        ("5M5M123456789p12s", ["5M", "once"], 2),
        ("5M5g5g5g123456789p", ["galaxy 5", "3"], 6),
        ("5M5P5S5g123456789p", ["galaxy 5", "3"], 6),
        ("1Z1Z123456789p12s", ["1Z", "once"], 2),
        ("5Z5Z123456789p12s", ["5Z", "once"], 2),
    ],
)
def test_bad_tiles_name_problem_and_position(text: str, words: list[str], position: int) -> None:
    error = _error(text)
    for word in words:
        assert word.lower() in error.message.lower(), (error.message, word)
    assert error.position == position
    assert str(position + 1) in str(error)


@pytest.mark.parametrize(
    ("text", "words", "position"),
    [
        # copy limits count the melds too, and name a copy too many in a call as such
        ("1m2345678p,111m,123m", ["too many 1m", "(hand, in a call)"], 13),
        ("123m456p789s11z1z,111z", ["too many 1z", "(hand, in a call)"], 18),
        ("1m234567p,5M67p,5M55m", ["5M", "once"], 16),
        # meld errors point at the meld
        ("1234567p11z,12m", ["3 or 4"], 12),
        ("1234567p11z,124m", ["chi", "pon", "kan"], 12),
        ("1234567p11z,(111z)", ["closed kan"], 12),
        ("1234567p11z,,111z", ["empty meld"], 12),
        ("1234567p11z,1m1p1s", ["chi", "pon", "kan"], 12),
    ],
)
def test_bad_melds_name_problem_and_position(text: str, words: list[str], position: int) -> None:
    error = _error(text)
    for word in words:
        assert word.lower() in error.message.lower(), (error.message, word)
    assert error.position == position


def test_copy_limits_count_visible_tiles() -> None:
    error = _error("123456789m1234p", visible="4p1m1m1m")
    assert "1m" in error.message and "visible" in error.message
    assert error.position == 6  # the third 1m of the visible text is the 4th normal 1m
    error = _error("5M23456789m1234p", visible="5M")
    assert "5M" in error.message and error.position == 0
    error = _error("5M5P23456789m123p", visible="5g 5g")
    assert "galaxy 5" in error.message and error.position == 3


def test_fifth_copy_is_an_error_not_a_traceback() -> None:
    """Five normal copies of a kind (regression from other calculators)."""
    error = _error("11111m23456789p")
    assert "1m" in error.message and "3" in error.message
    assert error.position == 3


@pytest.mark.parametrize(
    ("text", "sizes", "words"),
    [
        ("123456789m123p", (13,), ["13", "12"]),
        ("123456789m123456p", (13, 14), ["13 or 14", "15"]),
        ("123456789m123p,111z", (13, 14), ["10", "12"]),
        ("1m,111z,222z,333z,444z,555z", (13, 14), ["4", "5"]),
    ],
)
def test_size_errors_name_the_problem(text: str, sizes: tuple[int, ...], words: list[str]) -> None:
    error = _error(text, sizes)
    for word in words:
        assert word in error.message, (error.message, word)


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        ("123456789m123p", (13,)),
        ("123456789m123p,111z", (13, 14)),
        ("1m,111z,222z,333z,444z,555z", (13, 14)),
    ],
)
def test_size_errors_give_a_position(text: str, sizes: tuple[int, ...]) -> None:
    """Every validation error names the position in the text (hand size included);
    the position must lie inside the text (or at its end)."""
    error = _error(text, sizes)
    assert error.position is not None, error.message
    assert 0 <= error.position <= len(text)


@pytest.mark.parametrize("digit", ["¹", "²", "①", "٣", "１"])
def test_non_ascii_digits_are_hand_errors(digit: str) -> None:
    """Only 0-9 are tile digits: other Unicode digits (superscripts, circled, Arabic-Indic,
    full-width) give a HandError at their position, never a ValueError traceback."""
    text = f"123456789m12{digit}p"
    with pytest.raises(HandError) as info:
        parse_hand(text)
    assert info.value.position == 12
    with pytest.raises(HandError):
        parse_hand("123456789m123p", visible=f"{digit}m")


SHANTEN = (1, 2, 4, 5, 7, 8, 10, 11, 13, 14)  # the shanten command's sizes


@pytest.mark.parametrize(
    ("text", "sizes", "message", "position"),
    [
        ("123m456p789s1234567z", range(15), "holds at most 14 concealed tiles (16 given)", 17),
        ("123m456p789s1234567z", (13, 14), "needs 13 or 14 concealed tiles (16 given)", 17),
        ("123m", (13, 14), "needs 13 or 14 concealed tiles (3 given)", 3),
        ("123m456p789s1234567z", SHANTEN, "holds at most 14 concealed tiles (16 given)", 17),
        ("123m456p789s123z", SHANTEN, "3n+1 or 3n+2 concealed tiles, such as 13 or 14 (12", 15),
        ("123m456p78s,111z", (13,), "with 1 call the hand needs 10 concealed tiles (8 given)", 10),
        ("1m", (7, 10, 13), "needs 7, 10 or 13 concealed tiles (1 given)", 1),
        ("1z2z,123m,456p,789s,111s", (13,), "4 calls the hand needs 1 concealed tile (2 g", 2),
        ("123m  ", (13, 14), "(3 given)", 3),
        ("123m,", (13, 14), "empty meld between commas", 4),
        (",123m456p789s1z", (13, 14), "no concealed tiles before the first comma", 0),
        ("123m456p789s1z,(5555s", (13,), "the closed kan is not closed: '(' has no", 15),
        ("123m456p789s1z,5555s)", (13,), "the closed kan is not closed: ')' has no", 20),
        ("123m(5555s)", (13,), "a closed kan goes after a comma", 4),
        ("1\ufeff23m", (13,), "unknown character U+FEFF", 1),
        ("1\u200b23m", (13,), "unknown character U+200B", 1),
        ("1\x0023m", (13,), "unknown character U+0000", 1),
        ("123m456p789s1234m7", (13,), "digit '7' has no suit letter after it", 17),
    ],
)
def test_messages_read_as_a_player_expects(
    text: str, sizes: range | tuple[int, ...], message: str, position: int
) -> None:
    """Size errors say the limit and the count given; positions never pass the text's end;
    invisible characters are named by code point; unbalanced parentheses are a closed kan."""
    with pytest.raises(HandError) as info:
        parse_hand(text, sizes=sizes)
    assert message in info.value.message
    assert info.value.position == position < len(text)
