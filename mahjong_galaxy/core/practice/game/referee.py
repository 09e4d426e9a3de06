"""A referee for computer games: the rule invariants, checked after every action.

Used by self-play (:mod:`.selfplay`) to prove the engine keeps the rules over many games.  It
re-derives each fact from the table instead of trusting the engine's own bookkeeping:

* tiles are conserved: hands, melds, ponds, live wall and dead wall are the wall's 136 tiles;
* points are conserved: scores plus riichi deposits on the table add up to the starting total
  (every round and at the end of the game);
* every win is a complete hand (:func:`~core.solver.agari.is_agari`) with a yaku
  (:func:`~core.scoring.win.score_win` re-run on the recorded situation);
* no ron in furiten: no own discard completes the hand, no winning tile went by since the
  player's last discard (temporary furiten), none went by, and no tsumo was skipped, after the
  player's riichi (riichi furiten) — a tile "goes by" whether or not the hand had a yaku;
* calls are legal: the tiles are in the caller's hand and form the meld, chi only from the
  player on the left, no call by a riichi player or on the last discard, no kuikae discard
  right after a pon or chi (unless the table allows it); riichi is legal: closed
  hand, no riichi yet, at least 1000 points, enough live tiles, tenpai after the discard, and
  after riichi only the drawn tile is discarded (closed kans only when the waits stay the same).

Each break is recorded as a line of text in :attr:`Referee.violations`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from mahjong_galaxy.core.hand import Hand, parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.practice.game.actions import (
    ANKAN,
    CHI,
    DISCARD,
    KAKAN,
    KAN,
    PON,
    RIICHI,
    RON,
    Action,
)
from mahjong_galaxy.core.practice.game.calls import meld_of
from mahjong_galaxy.core.practice.game.round import RIICHI_COST, Round
from mahjong_galaxy.core.practice.game.special import kuikae_kinds
from mahjong_galaxy.core.practice.game.wall import DEAD_WALL, WALL_SIZE
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.solver.waits import winning_kinds
from mahjong_galaxy.core.tiles import Tile

_MELD_TYPE = {PON: "pon", CHI: "chi", KAN: "kan"}


def physical_tiles(rnd: Round) -> list[Tile]:
    """Every tile of the round wherever it is (hands, melds, ponds, live wall, dead wall)."""
    found: list[Tile] = []
    for seat in rnd.seats:
        found.extend(seat.tiles)
        found.extend(t for m in seat.melds for t in m.tiles)
        found.extend(seat.pond)
    wall = rnd.wall
    found.extend(wall.tiles[wall.drawn : WALL_SIZE - DEAD_WALL])
    found.extend(wall.dead[wall.kans :])
    return found


def _codes(tiles: Sequence[Tile]) -> list[int]:
    """Sorted small integers standing for ``tiles`` (a fast multiset comparison)."""
    return sorted(t.kind * 4 + t.galaxy * 2 + t.red for t in tiles)


def _completes(hand: Hand, tile: Tile, rules: Rules) -> bool:
    return is_agari(hand.with_tile(tile), rules)


class Referee:
    """Watches one round after another; call :meth:`before` and :meth:`after` around each action.

    Args:
        total: points at the table (players x starting points).
        rules: galaxy rule options of the game.
    """

    def __init__(self, total: int, rules: Rules) -> None:
        self.total = total
        self.rules = rules
        self.violations: list[str] = []
        self._round: Round | None = None

    def _new_round(self, rnd: Round) -> None:
        self._round = rnd
        self._set = _codes(rnd.wall.tiles)
        self._missed = [False] * rnd.players
        self._riichi_missed = [False] * rnd.players
        self._offer: tuple[int, set[int]] | None = None
        self._banned: tuple[int, frozenset[int]] | None = None  # kuikae after a pon / chi
        self._seen = len(rnd.events)

    def _fail(self, rnd: Round, text: str) -> None:
        self.violations.append(f"seat {rnd.current}, {rnd.wall.remaining} tiles left: {text}")

    # ------------------------------------------------------------------ before an action
    def before(self, rnd: Round, action: Action) -> None:
        """Check ``action`` against the table as it is now (call before applying it)."""
        if rnd is not self._round:
            self._new_round(rnd)
        self._settle_offer(rnd)
        p, seat = action.player, rnd.seats[action.player]
        if action.type in (DISCARD, RIICHI):
            assert action.tile is not None
            self._check_discard(rnd, action)
            self._missed[p] = False
            others = [q for q in range(rnd.players) if q != p]
            hands = {q: rnd.seats[q].hand for q in others}
            self._offer = (p, {q for q in others if _completes(hands[q], action.tile, self.rules)})
        elif action.type == RON:
            self._check_ron(rnd, action)
        elif action.type in _MELD_TYPE:
            self._check_call(rnd, action)
        elif action.type == ANKAN and seat.riichi:
            self._check_riichi_kan(rnd, action)
        elif action.type == KAKAN:
            assert action.tile is not None
            if not any(m.tiles == action.uses for m in seat.melds):
                self._fail(rnd, f"added kan {action.text} without that pon")
            if rnd.table.chankan:  # the added tile is offered for a ron (chankan)
                others = [q for q in range(rnd.players) if q != p]
                self._offer = (
                    p,
                    {q for q in others if _completes(rnd.seats[q].hand, action.tile, self.rules)},
                )

    def _settle_offer(self, rnd: Round) -> None:
        """Once the claims on a discard are resolved, its winning tile went by for the others."""
        if self._offer is None or rnd.phase == "claim":
            return
        _, passed = self._offer
        for q in passed:
            self._missed[q] = True
            self._riichi_missed[q] |= rnd.seats[q].riichi
        self._offer = None

    def _check_discard(self, rnd: Round, action: Action) -> None:
        p, seat, tile = action.player, rnd.seats[action.player], action.tile
        assert tile is not None
        if tile not in seat.tiles:
            self._fail(rnd, f"discard of {tile.text} not in the hand")
        hand = seat.hand
        drawn = rnd.drawn
        if drawn is not None and _completes(hand.without_tile(drawn), drawn, self.rules):
            self._riichi_missed[p] |= seat.riichi  # a riichi player skipped a tsumo
        if seat.riichi and tile != rnd.drawn:
            self._fail(rnd, f"riichi player discarded {tile.text}, not the drawn tile")
        if (
            self._banned is not None
            and self._banned[0] == p
            and set(tile.acts_as) & self._banned[1]
        ):
            self._fail(rnd, f"kuikae: {tile.text} discarded right after the call")
        self._banned = None
        if action.type != RIICHI:
            return
        problems = [
            (seat.riichi, "second riichi"),
            (not hand.is_closed, "riichi with an open hand"),
            (rnd.scores[p] < RIICHI_COST, "riichi without 1000 points"),
            (rnd.wall.remaining < rnd.players, "riichi without a draw left"),
            (not winning_kinds(hand.without_tile(tile), self.rules), "riichi while not tenpai"),
        ]
        for bad, text in problems:
            if bad:
                self._fail(rnd, text)

    def _check_ron(self, rnd: Round, action: Action) -> None:
        p, seat, tile = action.player, rnd.seats[action.player], action.tile
        assert tile is not None
        hand = seat.hand
        if not _completes(hand, tile, self.rules):
            self._fail(rnd, f"ron on {tile.text} that does not complete {hand.text}")
        if any(_completes(hand, d, self.rules) for d in set(seat.discards)):
            self._fail(rnd, f"ron in furiten (own discard completes {hand.text})")
        if self._missed[p]:
            self._fail(rnd, "ron in temporary furiten (a winning tile went by)")
        if self._riichi_missed[p]:
            self._fail(rnd, "ron in riichi furiten (a winning tile went by after riichi)")

    def _check_call(self, rnd: Round, action: Action) -> None:
        p, seat, tile = action.player, rnd.seats[action.player], action.tile
        assert tile is not None
        if Counter(action.uses) - Counter(seat.tiles):
            self._fail(rnd, f"{action.text}: tiles not in the hand")
        meld = meld_of((*action.uses, tile))
        if meld is None or meld.type != _MELD_TYPE[action.type]:
            self._fail(rnd, f"{action.text} does not form a {action.type}")
        if action.type == CHI and p != (rnd.current + 1) % rnd.players:
            self._fail(rnd, f"chi by seat {p} from seat {rnd.current}, not its left")
        if seat.riichi:
            self._fail(rnd, f"call {action.text} after riichi")
        if rnd.wall.remaining == 0:
            self._fail(rnd, f"call {action.text} on the last discard")

    def _check_riichi_kan(self, rnd: Round, action: Action) -> None:
        seat, drawn = rnd.seats[action.player], rnd.drawn
        if drawn is None or drawn not in action.uses:
            self._fail(rnd, "closed kan after riichi without the drawn tile")
            return
        before = winning_kinds(seat.hand.without_tile(drawn), self.rules)
        tiles = list(seat.tiles)
        for tile in action.uses:
            tiles.remove(tile)
        kan = meld_of(action.uses, closed=True)
        assert kan is not None
        after = winning_kinds(Hand(tuple(tiles), (*seat.melds, kan)), self.rules)
        if before != after:
            self._fail(rnd, "closed kan after riichi changes the waits")

    # ------------------------------------------------------------------ after an action
    def after(self, rnd: Round) -> None:
        """Check the table after an action (and the result once the round is over)."""
        if rnd is not self._round:
            self._new_round(rnd)
        for event in rnd.events[self._seen :]:
            if event["e"] == "call" and event["type"] in (PON, CHI) and not rnd.table.kuikae:
                called = parse_tiles(event["tile"])[0][0]
                self._banned = (event["p"], kuikae_kinds(called, rnd.seats[event["p"]].melds[-1]))
        self._seen = len(rnd.events)
        if _codes(physical_tiles(rnd)) != self._set:
            self._fail(rnd, "tiles not conserved")
        if sum(rnd.scores) + RIICHI_COST * rnd.sticks != self.total:
            self._fail(rnd, "points not conserved")
        if rnd.result is None:
            return
        for win in rnd.result.wins:
            hand = parse_hand(win.hand, sizes=(13,))
            if not is_agari(hand.with_tile(win.tile), self.rules):
                self._fail(rnd, f"win {win.hand} + {win.tile.text} is not complete")
                continue
            again = score_win(hand, win.tile, win.score.situation, rnd.setup.options, self.rules)
            if not again.has_yaku:
                self._fail(rnd, f"win {win.hand} + {win.tile.text} has no yaku")

    def after_game(self, scores: list[int]) -> None:
        """Check the final scores (deposits left on the table were paid out)."""
        if sum(scores) != self.total:
            self.violations.append(f"final scores {scores} do not add up to {self.total}")
