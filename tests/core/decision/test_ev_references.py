"""The clean model's DP against references that share no code with it.

* a closed form: a riichi tenpai hand (hand changes off) wins by turn t with probability
  1 - (1 - w / N)^(t_max - t), w the winning tiles in the wall (galaxy tiles included, from the
  wait solver), N the wall;
* an exhaustive expectimax (tests/core/decision/ev_reference.py) on small cases;
* a Monte Carlo replay of the engine's own choices.
"""

import random
from collections import Counter

import pytest

from mahjong_galaxy.core.decision.ev import EvSettings, evaluate
from mahjong_galaxy.core.efficiency.shanten import calculate_shanten
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.tiles import CLASS_KINDS

from .ev_reference import Reference

TENPAI_HANDS = [
    "123m456p789s1122z5m",
    "23m456p789s11z5P6S4g7z",
    "2M3P4S567m234p11z99s7z",
    "234m34p0567s678s11z",  # red fives as types: the red 0p among the waits, 0s or 5s kept
]


def _tiles(text: str):
    return [t for t, _ in parse_tiles(text)]


@pytest.mark.parametrize("text", TENPAI_HANDS)
def test_riichi_win_probability_equals_the_closed_form(text):
    hand = parse_hand(text, sizes=(14,))
    table = evaluate(hand, EvSettings(ura=False))
    for option in table.options:
        if option.ev is None or option.shanten != 0:
            continue
        rest = hand.without_tile(option.tile)
        waits = solve_waits(rest, ())
        unseen_normal = {
            k: 3 - sum(1 for t in rest.all_tiles if not t.galaxy and t.kind == k) for k in range(34)
        }
        held = {t.kind for t in rest.all_tiles if t.galaxy}
        winning = sum(unseen_normal[w.tile.kind] for w in waits.normal_waits)
        winning += sum(1 for w in waits.galaxy_waits if w.tile.kind not in held)
        wall = 3 * 34 + sum(len(k) for k in CLASS_KINDS) - 13
        p = winning / wall
        expected = [1 - (1 - p) ** (18 - t) for t in range(1, 19)]
        assert option.by_turn.win == pytest.approx(expected, abs=1e-12)


REFERENCE_CASES = [
    ("123m456p789s1122z5m", ""),
    ("23m456p789s11z5P6S4g7z", "1z"),
    ("13m456p789s1122z9p5z", ""),
    ("24m456p78s1122z3P9S1s", "3m"),
]


@pytest.mark.parametrize(("text", "dora"), REFERENCE_CASES)
def test_dp_equals_the_exhaustive_expectimax(text, dora):
    hand = parse_hand(text, sizes=(14,))
    t_max = 5
    indicators = tuple(_tiles(dora))
    table = evaluate(hand, EvSettings(t_max=t_max, ura=False, dora=indicators))
    reference = Reference(hand, [], t_max, indicators)
    for option in table.options:
        for t in range(1, t_max + 1):
            expected = reference.discard_value(option.tile, t)
            if expected is None:
                assert option.by_turn is None
                break
            got = (
                option.by_turn.tenpai[t - 1],
                option.by_turn.win[t - 1],
                option.by_turn.points[t - 1],
            )
            assert got == pytest.approx(expected, abs=1e-9), (option.tile.text, t)


def test_monte_carlo_replay_of_the_chosen_discards_agrees_within_3_sigma():
    """Play the engine's best discard (objective: win) at every choice, drawing at random."""
    hand = parse_hand("13m456p789s1122z9p5z", sizes=(14,))
    t_max, games = 6, 1500
    settings = EvSettings(t_max=t_max, objective="win", ura=False)
    predicted = evaluate(hand, settings).options[0].ev.win_prob
    supply = Counter(_supply())
    shanten_of = _memo_shanten()
    choice_of = {}

    def choose(tiles, turn):
        key = (tuple(sorted(tiles)), turn)
        if key not in choice_of:
            h = parse_hand("".join(t.text for t in tiles), sizes=(14,))
            best = evaluate(h, EvSettings(turn=turn, t_max=t_max, objective="win", ura=False))
            choice_of[key] = best.options[0].tile
        return choice_of[key]

    rng = random.Random(11)
    wins = 0
    start = list(hand.tiles)
    for _ in range(games):
        tiles = list(start)
        drop = choose(tiles, 1)
        tiles.remove(drop)
        riichi, last = shanten_of(tiles) == 0, drop
        for turn in range(2, t_max + 1):
            drawn = rng.choice(sorted((supply - Counter(tiles)).elements()))
            now = shanten_of(tiles)
            after = shanten_of([*tiles, drawn])
            if riichi:
                if after == -1:
                    wins += 1
                    break
                continue
            if after < now or (drawn == last and sorted([*tiles, drawn]) == sorted(start)):
                tiles.append(drawn)
                if after == -1:
                    wins += 1
                    break
                last = choose(tiles, turn)
                tiles.remove(last)
                riichi = shanten_of(tiles) == 0
    rate = wins / games
    sigma = (predicted * (1 - predicted) / games) ** 0.5
    assert abs(rate - predicted) <= 3 * sigma, (rate, predicted, sigma)


def _supply():
    from mahjong_galaxy.core.tiles import galaxy_tile, normal_tile

    tiles = [normal_tile(k) for k in range(34) for _ in range(3)]
    return tiles + [galaxy_tile(k) for kinds in CLASS_KINDS for k in kinds]


def _memo_shanten():
    cache = {}

    def shanten(tiles):
        key = tuple(sorted(tiles))
        if key not in cache:
            from mahjong_galaxy.core.hand import Hand
            from mahjong_galaxy.core.notation import sort_tiles

            cache[key] = calculate_shanten(Hand(tuple(sort_tiles(tiles)))).shanten
        return cache[key]

    return shanten


def test_the_drill_grades_by_expected_value_and_falls_back_to_ukeire():
    from mahjong_galaxy.core.practice.drill import DrillQuestion, judge_by_value
    from mahjong_galaxy.core.practice.generate import HandSettings

    hand = parse_hand("13m456p789s1122z9p5z", sizes=(14,))
    question = DrillQuestion(0, HandSettings(0, "any", 0), 0, hand)
    table = evaluate(hand, EvSettings())
    best = table.options[0].tile
    result = judge_by_value(question, best)
    assert result.ranked_by == "points" and result.verdict == "best" and best in result.best
    assert [o.tile for o in result.table] == [o.tile for o in table.options]
    fallback = judge_by_value(question, best, max_nodes=3)
    assert fallback.ranked_by == "ukeire"


def _ceil100(points: int) -> int:
    return -(-points // 100) * 100


def _tsumo_points(han: int, fu: int) -> int:
    """Non-dealer tsumo points, no kiriage (up to haneman, enough here)."""
    base = 3000 if han >= 6 else 2000 if han >= 5 else min(2000, fu * 2 ** (han + 2))
    return 2 * _ceil100(base) + _ceil100(2 * base)


def _next_kind(kind: str) -> str:
    """The kind an indicator makes dora (plain tiles): 9 -> 1, north -> east, red -> white."""
    n, suit = int(kind[0]), kind[1]
    if suit != "z":
        return f"{n % 9 + 1}{suit}"
    return f"{n % 4 + 1}z" if n <= 4 else f"{(n - 4) % 3 + 5}z"


@pytest.mark.parametrize("model", ["clean", "mahjong-cpp"])
def test_ura_dora_with_no_indicator_given_counts_one_in_the_clean_model(model: str) -> None:
    # discarding 1z leaves riichi tanki on 5z (plain tiles: 3 left of 123 unseen): riichi +
    # menzen tsumo, 30 fu; a table always has a dora indicator, so the clean model draws one
    # ura indicator from the 122 tiles unseen at the win; mahjong-cpp counts given ones only
    table = evaluate(
        parse_hand("123m456p789s234s5z1z"), EvSettings(tiles="plain", model=model, red_fives=False)
    )
    option = next(o for o in table.options if o.tile.text == "1z")
    assert option.ev is not None
    won = Counter(t.text for t in _tiles("123m456p789s234s55z"))
    kinds = [f"{n}{s}" for s in "mps" for n in range(1, 10)] + [f"{n}z" for n in range(1, 8)]
    unseen = {k: 4 - won[k] for k in kinds}
    ura = sum(
        unseen[k] / sum(unseen.values()) * _tsumo_points(2 + won[_next_kind(k)], 30) for k in kinds
    )
    points = ura if model == "clean" else _tsumo_points(2, 30)
    if model == "clean":
        assert option.ev.win_prob == pytest.approx(1 - (120 / 123) ** 17, rel=1e-12)
    assert option.ev.exp_points == pytest.approx(option.ev.win_prob * points, rel=1e-12)


def test_a_complete_hand_searches_every_discard_as_keeping_tenpai() -> None:
    # 14 tiles already complete: each discard leaves tenpai (riichi declared), so each is
    # searched; discarding one 5z leaves riichi tanki on 5z, 3 left of 123 unseen (plain tiles)
    table = evaluate(parse_hand("123m456p789s234s55z"), EvSettings(tiles="plain"))
    assert all(o.ev is not None and o.shanten == 0 for o in table.options)
    option = next(o for o in table.options if o.tile.text == "5z")
    assert option.ev is not None
    assert option.ev.win_prob == pytest.approx(1 - (120 / 123) ** 17, rel=1e-12)
