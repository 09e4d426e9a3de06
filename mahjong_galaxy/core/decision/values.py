"""What each winning tile of a 13-tile hand is worth: ron and tsumo, with riichi and dama.

For every winning tile (normal kinds, and galaxy tiles by printed kind) the best declaration is
scored by :func:`~mahjong_galaxy.core.scoring.win.score_situations`, exactly as
``mahjong-galaxy-cli score HAND --win TILE`` scores it (the ``mahjong`` library underneath), in
up to four situations: ron and tsumo without riichi (dama), and for a closed hand ron and tsumo
with riichi.  No honba, no riichi sticks, no ura dora.  A win without yaku has no value (None).

Expected value (docs/cli.md): the points of a win averaged over the unseen winning copies, each
physical tile once (a normal kind by its remaining normal copies, a galaxy tile by itself:
:func:`copy_weights`); copies on which that win has no yaku are left out, since the hand cannot
win on them.  A five's red copy, while unseen and with red fives on, counts at its own value
(one han of aka dora more: :attr:`TileValue.red`), the other copies at the plain five's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.situation import DEFAULT_OPTIONS, ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import ReadingMemo, ScoreResult, score_situations
from mahjong_galaxy.core.solver.agari import milky_way
from mahjong_galaxy.core.solver.waits import WaitResult, WinningTile, solve_waits
from mahjong_galaxy.core.supply import Supply, check_supply
from mahjong_galaxy.core.tiles import EAST, FIVES, SOUTH, Tile, normal_tile

#: Situation names, in the order of :attr:`TileValue.values`.
WAYS = ("ron", "tsumo", "ron_riichi", "tsumo_riichi")
#: The way without riichi of each riichi way.
DAMA = {"ron_riichi": "ron", "tsumo_riichi": "tsumo"}
#: Yaku names the ``mahjong`` library gives to dora items.
DORA_NAMES = frozenset({"Dora", "Aka Dora", "Ura Dora"})


@dataclass(frozen=True)
class WinValue:
    """The best value of one win.

    Attributes:
        han: han, dora included (13 per yakuman).
        fu: rounded fu (0 for Milky Way alone).
        points: what the winner receives (ron: from the discarder; tsumo: the sum of payments).
        yaku: yaku names, dora items left out.
        dora: han from dora (dora indicators and red fives).
        shuugi: shuugi of the declaration scored.
        assignment: ``((galaxy tile, acting kind), ...)`` for every galaxy tile.
    """

    han: int
    fu: int
    points: int
    yaku: tuple[str, ...]
    dora: int
    shuugi: int
    assignment: tuple[tuple[Tile, int], ...]


@dataclass(frozen=True)
class TileValue:
    """What one winning tile is worth.

    Attributes:
        winner: the winning tile with its counts (:class:`~.solver.waits.WinningTile`).
        values: ``{way: WinValue or None}`` for each way in :data:`WAYS` that applies (the
            riichi ways only for a closed hand); None when that win has no yaku.  Empty when
            the tile cannot be the winning tile (every copy held, called or a dora indicator).
        red: for a five whose red copy is among its remaining copies (red fives on): the
            values of winning on that red copy, same keys; else None.
    """

    winner: WinningTile
    values: dict[str, WinValue | None]
    red: dict[str, WinValue | None] | None = None

    def best_points(self, way: str) -> int:
        """Points of the win ``way`` (0 without yaku or when the tile cannot come)."""
        value = self.values.get(way)
        return value.points if value else 0


@dataclass(frozen=True)
class HandValues:
    """Values of every winning tile of a hand.

    Attributes:
        hand: the 13-tile hand.
        ways: the ways valued (:data:`WAYS`, the riichi ones only for a closed hand).
        tiles: one :class:`TileValue` per winning tile, normal kinds then galaxy tiles.
        expected: ``{way: points}`` averaged over the unseen winning copies with yaku (0.0
            when there is none).
    """

    hand: Hand
    ways: tuple[str, ...]
    tiles: tuple[TileValue, ...]
    expected: dict[str, float]


def tile_values(
    hand: Hand,
    round_wind: int = EAST,
    seat_wind: int = SOUTH,
    dora_indicators: Sequence[Tile] = (),
    rules: Rules = DEFAULT_RULES,
    options: ScoringOptions = DEFAULT_OPTIONS,
    waits: WaitResult | None = None,
) -> HandValues:
    """Value every winning tile of a 13-tile hand on ron and tsumo, with riichi and dama.

    Args:
        hand: 13 tiles (13 - 3k concealed with k calls).
        round_wind, seat_wind: wind kinds 27 (East) .. 30 (North); seat East is the dealer.
        dora_indicators: dora indicator tiles (normal or galaxy, the galaxy dora rule applies).
        rules: galaxy rule options (seven pairs, Milky Way).
        options: scoring options (red fives, open tanyao, kiriage, kazoe and double yakuman).
        waits: the hand's :func:`~.solver.waits.solve_waits` result when already known (its
            remaining counts, which may include visible tiles, weight the expected value).

    Returns:
        A :class:`HandValues`.

    Raises:
        HandError: the hand does not have 13 tiles, a wind is not 27..30, or the dora
            indicators and the hand use more copies of a tile than exist.
    """
    result = waits if waits is not None else solve_waits(hand, (), rules)
    ways, situations = way_situations(hand, round_wind, seat_wind, dora_indicators)
    values: dict[Tile, dict[str, WinValue | None]] = {}
    # a normal winning tile shares its readings with the galaxy ones; fu items are not shown
    memo = ReadingMemo(suit_blind=True)
    for possible in interchangeable(hand, result, dora_indicators, options):
        scored_ways = ways_scored(hand, possible[0], ways, rules)
        scored = score_situations(
            hand,
            possible,
            situations[: len(scored_ways)],
            options,
            rules,
            memo=memo,
            tiles_checked=True,
            shuugi_max=False,  # not shown
        )
        for tile, row in zip(possible, scored, strict=True):
            values[tile] = way_values(ways, scored_ways, row)
    tiles = tuple(
        TileValue(w, values.get(w.tile, {}), red_copy_values(values, w.tile))
        for w in result.winners
    )
    return HandValues(hand, ways, tiles, {way: expected_points(tiles, way) for way in ways})


def ways_scored(hand: Hand, win: Tile, ways: tuple[str, ...], rules: Rules) -> tuple[str, ...]:
    """The ways of ``ways`` to score for the winning tile ``win`` (or its class-mates): all,
    but for a Milky Way win (every tile galaxy) only the dama ways, since a yakuman is worth
    the same with riichi (:func:`way_values` gives the riichi ways their dama values)."""
    return ways[:2] if win.galaxy and milky_way(hand, rules) else ways


def way_values(
    ways: tuple[str, ...], scored: tuple[str, ...], row: Sequence[ScoreResult]
) -> dict[str, WinValue | None]:
    """``{way: value}`` for each of ``ways`` from ``row``, the results of the ways ``scored``
    (:func:`ways_scored`): a way not scored has its dama way's value."""
    found = {way: win_value(r) for way, r in zip(scored, row, strict=True)}
    return {way: found[way] if way in found else found[DAMA[way]] for way in ways}


def expected_points(tiles: Sequence[TileValue], way: str) -> float:
    """Points of a win ``way`` averaged over the unseen winning copies with yaku (or 0.0).

    Each physical tile counts once (:func:`copy_weights`).
    """
    rows = copies_apart(tiles)
    copies = [
        (n, t.best_points(way))
        for n, t in zip(copy_weights(rows), rows, strict=True)
        if t.values.get(way)
    ]
    total = sum(n for n, _ in copies)
    return sum(n * p for n, p in copies) / total if total else 0.0


def copies_apart(tiles: Sequence[TileValue]) -> list[TileValue]:
    """``tiles`` with each five whose red copy may come (:attr:`TileValue.red`) split in two:
    its plain copies (``remaining`` less one) at its values, then the red copy as a winning tile
    of its own (``remaining`` 1) at its red values; the other tiles as they are."""
    rows = []
    for t in tiles:
        if t.red is None:
            rows.append(t)
            continue
        winner = t.winner
        rows.append(TileValue(replace(winner, remaining=winner.remaining - 1), t.values))
        red = normal_tile(winner.tile.kind, red=True)
        rows.append(TileValue(replace(winner, tile=red, remaining=1), t.red))
    return rows


def copy_weights(tiles: Sequence[TileValue]) -> list[float]:
    """How many unseen physical tiles each winning tile of ``tiles`` stands for.

    A normal kind: its remaining normal copies.  A galaxy tile by printed kind: 1 while it may
    come (``remaining``), shared out when ``g`` tiles of its number are in sight: with ``66g``
    held 6M, 6P and 6S each may come but one galaxy 6 is unseen, so each weighs 1/3 (the
    printed tiles of a class win alike, so all of them are among ``tiles`` or none).
    """
    candidates = Counter(
        t.winner.tile.galaxy_class for t in tiles if t.winner.tile.galaxy and t.winner.remaining
    )
    weights = []
    for t in tiles:
        winner = t.winner
        if not winner.tile.galaxy or not winner.remaining:
            weights.append(float(winner.remaining))
            continue
        share = candidates[winner.tile.galaxy_class]
        weights.append(min(winner.live, share) / share)
    return weights


def way_situations(
    hand: Hand, round_wind: int, seat_wind: int, dora_indicators: Sequence[Tile]
) -> tuple[tuple[str, ...], tuple[Situation, ...]]:
    """The ways a 13-tile hand can win (:data:`WAYS`, the riichi ones only for a closed hand)
    and the :class:`~.scoring.situation.Situation` of each, at these winds and dora."""
    ways = WAYS if hand.is_closed else WAYS[:2]
    situations = tuple(
        Situation(
            tsumo="tsumo" in way,
            riichi="riichi" in way,
            seat_wind=seat_wind,
            round_wind=round_wind,
            dora_indicators=tuple(dora_indicators),
        )
        for way in ways
    )
    return ways, situations


def red_copies(
    result: WaitResult, dora_indicators: Sequence[Tile], options: ScoringOptions
) -> list[Tile]:
    """The red fives that may still come as the winning tile: for each winning five, its red
    copy while red fives count, some copy of that five is unseen (``remaining``) and no red one
    is in sight (hand, calls, indicators, the visible tiles of ``result``)."""
    if not options.red_fives:
        return []
    seen = (*result.hand.all_tiles, *dora_indicators, *result.visible)
    in_sight = {t.kind for t in seen if t.red}
    return [
        normal_tile(w.tile.kind, red=True)
        for w in result.normal_waits
        if w.tile.kind in FIVES and w.remaining and w.tile.kind not in in_sight
    ]


def red_copy_values(
    found: Mapping[Tile, dict[str, WinValue | None]], tile: Tile
) -> dict[str, WinValue | None] | None:
    """The values of winning on the red copy of ``tile`` in ``found`` (values by winning tile,
    a red five under its red tile), None when ``tile`` is no normal five or its red copy was
    not scored (:func:`red_copies`)."""
    if tile.galaxy or tile.kind not in FIVES:
        return None
    return found.get(normal_tile(tile.kind, red=True))


def interchangeable(
    hand: Hand,
    result: WaitResult,
    dora_indicators: Sequence[Tile],
    options: ScoringOptions = DEFAULT_OPTIONS,
) -> list[list[Tile]]:
    """Winning tiles scored together (each normal kind alone, galaxy tiles by class), those
    that can still come only (within the copy limits besides the hand and indicators), then
    each red five that may come alone (:func:`red_copies`).

    Raises:
        HandError: the hand and the indicators use more copies of a tile than exist.
    """
    check_supply(
        [("hand and dora indicators", [(t, 0) for t in (*hand.all_tiles, *dora_indicators)])]
    )
    seen = Supply((*hand.all_tiles, *dora_indicators))
    groups: list[list[WinningTile]] = [[w] for w in result.normal_waits]
    by_class: dict[int, list[WinningTile]] = {}
    for winner in result.galaxy_waits:
        by_class.setdefault(winner.tile.galaxy_class, []).append(winner)
    groups += by_class.values()
    possible = ([w.tile for w in group if seen.copies_left(w.tile)] for group in groups)
    reds = [[red] for red in red_copies(result, dora_indicators, options)]
    return [tiles for tiles in possible if tiles] + reds


def win_value(result: ScoreResult) -> WinValue | None:
    """The :class:`WinValue` of a scored win, or None when it has no yaku."""
    if not result.has_yaku:
        return None
    yaku = tuple(y.name for y in result.yaku if y.name not in DORA_NAMES)
    dora = sum(y.han for y in result.yaku if y.name in DORA_NAMES)
    return WinValue(
        result.han, result.fu, result.points, yaku, dora, result.shuugi, result.assignment
    )


__all__ = [
    "WAYS",
    "HandValues",
    "TileValue",
    "WinValue",
    "copies_apart",
    "copy_weights",
    "expected_points",
    "interchangeable",
    "red_copies",
    "red_copy_values",
    "tile_values",
    "way_situations",
    "way_values",
    "ways_scored",
    "win_value",
]
