"""Red fives (aka dora) in the expected-value search."""

import pytest

from mahjong_galaxy.core.decision.ev import EvSettings, evaluate
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.scoring.situation import ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.tiles import SOUTH, Tile, galaxy_tile, normal_tile

RED_5P, FIVE_P, TWO_P = normal_tile(13, red=True), normal_tile(13), normal_tile(10)
#: 13 tiles holding the red 0s, tenpai on 2p / 5p (the ryanmen 34p), with their supply and the
#: copies of each winning tile in the wall (of 136 - 13): plain, 4 normal 2p, 3 plain 5p and the
#: red 0p; galaxy (the East pair a galaxy 1Z), 3 normal 2p, 2 plain 5p, the red 0p and the three
#: galaxy tiles of the 2 and of the 5 classes (each acting as 2p / 5p).
TENPAI_CASES = [
    ("234m34p067s678s11z", "plain", {TWO_P: 4, FIVE_P: 3, RED_5P: 1}),
    (
        "234m34p067s678s1z1Z",
        "galaxy",
        {TWO_P: 3, FIVE_P: 2, RED_5P: 1, galaxy_tile(1): 3, galaxy_tile(4): 3},
    ),
]


def _tiles(text: str):
    return tuple(t for t, _ in parse_tiles(text))


def _tsumo_points(text: str, win: Tile) -> int:
    """What a dama tsumo of the 13 tiles ``text`` on ``win`` receives, red fives counted
    (score_win)."""
    hand = parse_hand(text, sizes=(13,))
    situation = Situation(tsumo=True, seat_wind=SOUTH)
    result = score_win(hand, win, situation, ScoringOptions(red_fives=True, kiriage=False))
    payment = result.best.value.payment
    assert payment is not None
    return payment.total


@pytest.mark.parametrize(("text", "tiles", "copies"), TENPAI_CASES)
def test_a_tenpai_hand_wins_as_often_and_scores_the_closed_form_over_red_and_plain_waits(
    text, tiles, copies
):
    """Dama, hand changes off: every draw of a wait wins, the rest are thrown back, so over
    ``n`` draws the win probability is ``1 - (1 - W / N)^n`` and the expected points are the
    waits' points weighted by their copies in the wall, times that probability."""
    hand = parse_hand(text, sizes=(13,))
    red = evaluate(hand, EvSettings(t_max=12, riichi=False, tiles=tiles)).options[0].ev
    off = EvSettings(t_max=12, riichi=False, tiles=tiles, red_fives=False)
    plain = evaluate(hand, off).options[0].ev
    waits, wall, draws = sum(copies.values()), 136 - 13, 11
    win = 1 - (1 - waits / wall) ** draws
    points = sum(n * _tsumo_points(text, tile) for tile, n in copies.items()) / waits * win
    assert red.win_prob == pytest.approx(win, rel=1e-12)
    assert plain.win_prob == pytest.approx(win, rel=1e-12)
    assert red.exp_points == pytest.approx(points, rel=1e-12)
    assert _tsumo_points(text, RED_5P) > _tsumo_points(text, FIVE_P)  # the red 0p: a han more


@pytest.mark.parametrize("tiles", ["plain", "galaxy"])
def test_keeping_the_red_five_is_worth_more_than_keeping_the_plain_one(tiles):
    """Discarding 0s or 5s leaves the same shape (riichi on 2p / 5p, a yaku); the hand that kept
    the red five wins as often and a han higher.  Red fives off, the two discards tie."""
    hand = parse_hand("234m34p0567s678s11z", sizes=(14,))
    by_tile = {o.tile.text: o.ev for o in evaluate(hand, EvSettings(t_max=10, tiles=tiles)).options}
    keep_red, keep_plain = by_tile["5s"], by_tile["0s"]
    assert keep_red.win_prob == pytest.approx(keep_plain.win_prob, rel=1e-12)
    assert keep_red.exp_points > keep_plain.exp_points * 1.3
    off = EvSettings(t_max=10, tiles=tiles, red_fives=False)
    tied = {o.tile.text: o.ev for o in evaluate(hand, off).options}
    assert tied["5s"] == tied["0s"]
    assert tied["5s"].exp_points < keep_plain.exp_points  # the red 0p in the wall still counts


def _measures(text: str, red_fives: bool | None, **seen):
    """(measures of every discard, states searched) of a 14-tile hand, plain supply."""
    settings = EvSettings(t_max=10, tiles="plain", red_fives=red_fives, **seen)
    table = evaluate(parse_hand(text, sizes=(14,)), settings)
    return {o.tile.text: o.ev for o in table.options}, table.nodes


def test_with_no_red_five_in_reach_red_fives_change_nothing_but_a_called_one_is_dora():
    """Every red five in sight outside the concealed tiles (a call, a dora indicator, a
    discard): no red type is searched (the same states), the figures are those with red fives
    off, and only a red five in the call adds a han (open tanyao, riichi impossible)."""
    seen = {"dora": _tiles("0p"), "visible": _tiles("0s")}
    plain_call, red_call = "234m34p567s66s8p,555m", "234m34p567s66s8p,055m"
    on, nodes_on = _measures(plain_call, None, visible=_tiles("0m0p0s"))
    off, nodes_off = _measures(plain_call, False, visible=_tiles("0m0p0s"))
    assert on == off and nodes_on == nodes_off
    red_on, red_nodes = _measures(red_call, None, **seen)
    red_off, _ = _measures(red_call, False, **seen)
    assert red_nodes == nodes_on
    assert red_on["8p"].win_prob == red_off["8p"].win_prob
    assert red_on["8p"].exp_points > red_off["8p"].exp_points * 1.3


@pytest.mark.parametrize(("tiles", "fives"), [("plain", "5m5m5m5m"), ("galaxy", "5m5m5m")])
def test_every_normal_five_in_sight_written_plain_leaves_no_red_five_to_draw(tiles, fives):
    """Every normal 5m is in sight as a plain ``5m``, so one of them is the red one: nothing of
    5m is left to draw, with red fives on as off (the red five was drawn from an empty wall)."""
    hand = parse_hand("46m123p456p789p11z9s")
    seen = {"visible": _tiles(fives + ("5M5P5S" if tiles == "galaxy" else ""))}

    def measures(red_fives: bool):
        table = evaluate(hand, EvSettings(t_max=10, tiles=tiles, red_fives=red_fives, **seen))
        return {o.tile.text: o.ev for o in table.options}

    on = measures(True)
    assert on == measures(False)
    assert on["9s"] is not None and on["9s"].win_prob == 0.0  # kanchan 5m: none left
