"""Defence figures: danger engine speed, calibration of its deal-in estimates, and the strength of
the defending computer level.

* speed: ``defence`` (danger of every tile against three opponents, the 何切る table, push/fold
  advice) on self-play turns with an opponent in riichi or open; target median <= 50 ms,
  max <= 300 ms per hand;
* calibration: at self-play turns with an opponent in riichi, each distinct tile's predicted
  deal-in probability against that opponent vs whether the round would let them ron it; observed
  frequency per bin, and the Brier score against a genbutsu+suji baseline (category rates fitted
  on the same data, its best case); the estimate must beat it;
* strength: one top-level player (seat rotating) against three ``baseline`` players over seeded
  4-player East games: win rate, deal-in rate (per hand), mean place, average final points;
  target deal-in rate <= 2/3 of the baseline's and mean place <= 2.40.

``python -m bench.defence_bench [speed|calibration|strength] [COUNT [FIRST_SEED]]`` runs one part
(COUNT hands, situations or games); ``run()`` (``make bench``) runs all three with small counts.
"""

from __future__ import annotations

import itertools
import statistics
import sys
import time
from collections.abc import Sequence

from mahjong_galaxy.core.decision.danger import danger_table
from mahjong_galaxy.core.decision.push_fold import defence
from mahjong_galaxy.core.practice.game.ai import ComputerPlayer, new_player
from mahjong_galaxy.core.practice.game.defence_samples import DefenceSample, defence_samples
from mahjong_galaxy.core.practice.game.game import Game, GameConfig, play_game
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.table import Opponent
from mahjong_galaxy.core.tiles import Tile

BINS = (0.0, 0.02, 0.05, 0.1, 0.2, 0.35, 1.01)
#: The defending top level measured against three ``baseline`` players.
TOP = "5"
SPEED_TARGET = (50.0, 300.0)


def _agents(seed: int) -> list[ComputerPlayer]:
    return [ComputerPlayer(1, seed * 4 + p) for p in range(4)]


def _riichi_out(view: PlayerView) -> bool:
    return any(view.riichi[p] for p in range(view.players) if p != view.seat)


def _threat_out(view: PlayerView) -> bool:
    others = [p for p in range(view.players) if p != view.seat]
    return any(view.riichi[p] or view.melds[p] for p in others)


def speed(count: int = 200) -> None:
    """Print median / max time of ``defence`` over ``count`` self-play hands."""
    samples = []
    for sample in defence_samples(range(500, 10_000), _agents, _threat_out):
        samples.append(sample)
        if len(samples) >= count:
            break
    wall, cpu = [], []
    for sample in samples:
        start, start_cpu = time.perf_counter(), time.process_time()
        defence(sample.view.hand, sample.table)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    median, worst = statistics.median(wall), max(wall)
    ok = median <= SPEED_TARGET[0] and worst <= SPEED_TARGET[1]
    print(
        f"  danger + advice, three opponents: {len(wall)} hands; wall median {median:.1f} ms, "
        f"max {worst:.1f} ms; CPU median {statistics.median(cpu):.1f} ms, max {max(cpu):.1f} ms "
        f"(target <= {SPEED_TARGET[0]:.0f} / {SPEED_TARGET[1]:.0f} ms: {'ok' if ok else 'SLOW'})"
    )


def _suji_category(tile: Tile, opponent: Opponent) -> str:
    """``genbutsu``, ``suji`` or ``other`` for the baseline (ordinary riichi reading)."""
    river = opponent.discards
    if all(any(k in t.acts_as for t in river) for k in tile.acts_as):
        return "genbutsu"
    if tile.galaxy or tile.kind >= 27:
        return "other"
    number, base = tile.kind % 9 + 1, tile.kind - tile.kind % 9
    kinds = {t.kind for t in river if not t.galaxy} | {
        k for t in river if t.galaxy for k in t.acts_as
    }
    sides = [base + number - 4, base + number + 2]  # kinds of number-3 and number+3
    needed = [k for k, n in zip(sides, (number - 3, number + 3), strict=True) if 1 <= n <= 9]
    return "suji" if all(k in kinds for k in needed) else "other"


def _calibration_rows(count: int) -> list[tuple[float, str, bool]]:
    rows: list[tuple[float, str, bool]] = []
    samples = defence_samples(range(20_000, 40_000), _agents, _riichi_out)
    for situations, sample in enumerate(samples, 1):
        rows.extend(_rows(sample))
        if situations >= count:
            break
    return rows


def _rows(sample: DefenceSample) -> list[tuple[float, str, bool]]:
    rows = []
    for danger in danger_table(sample.view.hand, sample.table):
        truth = sample.deals_in[danger.tile]
        for index, seat in enumerate(danger.against):
            opponent = sample.table.opponents[index]
            if opponent.riichi:
                category = _suji_category(danger.tile, opponent)
                rows.append((seat.deal_in, category, truth[index]))
    return rows


def calibration(count: int = 5000) -> None:
    """Print predicted vs observed deal-in per bin and both Brier scores over ``count``
    situations with an opponent in riichi."""
    rows = _calibration_rows(count)
    print(f"  calibration: {count} situations with a riichi, {len(rows)} tile x riichi pairs")
    for low, high in itertools.pairwise(BINS):
        chosen = [(p, y) for p, _, y in rows if low <= p < high]
        if chosen:
            predicted = statistics.fmean(p for p, _ in chosen)
            observed = statistics.fmean(y for _, y in chosen)
            print(
                f"    predicted {low:.2f}-{min(high, 1):.2f}: {len(chosen):6d} pairs, "
                f"mean predicted {predicted:.3f}, observed {observed:.3f}"
            )
    rates = {
        c: statistics.fmean([y for _, cat, y in rows if cat == c] or [0.0])
        for c in ("genbutsu", "suji", "other")
    }
    brier = statistics.fmean((p - y) ** 2 for p, _, y in rows)
    baseline = statistics.fmean((rates[c] - y) ** 2 for _, c, y in rows)
    fitted = ", ".join(f"{c} {r:.3f}" for c, r in rates.items())
    verdict = "beats" if brier < baseline else "DOES NOT beat"
    print(f"    Brier: estimate {brier:.5f}, genbutsu+suji baseline {baseline:.5f} ({fitted})")
    print(f"    the estimate {verdict} the baseline")


def strength(games: int = 20, first_seed: int = 0, progress: int = 0) -> None:
    """Print the strength table of the top level (one seat) against three baselines (the
    self-play command's figures on 2,000 games: :mod:`bench.strength_selfplay`)."""
    totals = {"new": _Tally(), "baseline": _Tally()}
    for index, seed in enumerate(range(first_seed, first_seed + games), 1):
        game = Game(GameConfig(players=4), seed)
        seat = seed % 4
        players = [new_player(TOP if p == seat else "baseline", seed * 4 + p) for p in range(4)]
        play_game(game, players)
        places = {s.seat: s.place for s in game.standings()}
        for p in range(4):
            totals["new" if p == seat else "baseline"].add(game, p, places[p])
        if progress and index % progress == 0:
            for name, tally in totals.items():
                print(f"    after {index} games: {_line(name, tally)}", flush=True)
    print(f"  strength: {games} seeded 4-player East games, level {TOP} vs three baseline")
    for name, tally in totals.items():
        print("    " + _line(name, tally))
    new, base = totals["new"], totals["baseline"]
    ok = new.deal_in_rate <= 2 / 3 * base.deal_in_rate and new.mean_place <= 2.40
    print(
        f"    target (deal-in <= 2/3 of baseline, mean place <= 2.40): {'met' if ok else 'NOT met'}"
    )


class _Tally:
    def __init__(self) -> None:
        self.seats = self.hands = self.wins = self.deal_ins = 0
        self.places: list[int] = []
        self.points: list[int] = []

    def add(self, game: Game, seat: int, place: int) -> None:
        self.seats += 1
        for result in game.results:
            self.hands += 1
            win = result.win
            if win is not None:
                self.wins += win.player == seat
                self.deal_ins += win.from_player == seat
        self.places.append(place)
        self.points.append(game.scores[seat])

    @property
    def deal_in_rate(self) -> float:
        return self.deal_ins / max(1, self.hands)

    @property
    def mean_place(self) -> float:
        return statistics.fmean(self.places) if self.places else 0.0


def _line(name: str, tally: _Tally) -> str:
    win_rate = tally.wins / max(1, tally.hands)
    return (
        f"{name:<8} seats {tally.seats:5d}, hands {tally.hands:6d}: win {win_rate:.3f}, "
        f"deal-in {tally.deal_in_rate:.3f}, mean place {tally.mean_place:.2f}, "
        f"points {statistics.fmean(tally.points) if tally.points else 0:.0f}"
    )


def run(argv: Sequence[str] = ()) -> None:
    """Print the defence figures (all parts, small counts, unless ``argv`` names one)."""
    print("Defence (danger engine)")
    part = argv[0] if argv else ""
    count = int(argv[1]) if len(argv) > 1 else 0
    if part in ("", "speed"):
        speed(count or 200)
    if part in ("", "calibration"):
        calibration(count or 5000)
    if part in ("", "strength"):
        first = int(argv[2]) if len(argv) > 2 else 0
        strength(count or 20, first, progress=50 if count >= 100 else 0)


if __name__ == "__main__":
    run(sys.argv[1:])
