"""One round (hand) of Galaxy Mahjong: deal, draws, discards, calls, riichi, wins, draws.

Rules (ordinary riichi mahjong with the galaxy tiles; the options where tables differ are
:class:`~.table.TableRules`, docs/rules.md):

* 13 tiles each, the dealer draws first; a turn is draw (or call) then discard.
* Tsumo / ron need a complete hand (:func:`~core.solver.agari.is_agari`) with at least
  one yaku (:func:`~core.scoring.win.score_win`).  Ron is refused in furiten: an own
  discard would complete the hand (:mod:`~core.scoring.furiten`), a winning tile went by since
  the player's last discard (with or without a yaku), or one went by after riichi (for the rest
  of the round).
* Riichi: closed hand, tenpai after the discard, at least 1000 points and at least as many live
  tiles as players; the 1000-point deposit is paid when the discard is not won on.  After
  riichi only the drawn tile is discarded; a closed kan with it only when the waits stay
  (``riichi_kan``).
* Calls on a discard: ron > pon / kan > chi (chi only from the player on the left); several
  rons: each wins (``double_ron``) or the first after the discarder (head bump).  No calls on
  the last discard.  Kuikae, chankan, kan dora timing, abortive draws, nagashi mangan and pao
  follow the table rules (:mod:`.special`); at most four kans.
* Exhaustive draw: noten payments (:mod:`.settle`); the dealer keeps the seat when tenpai.
* Win payments come from the scoring module's split (:mod:`.settle`), kept as transfers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from mahjong_galaxy.core.hand import Hand, Meld
from mahjong_galaxy.core.notation import format_tiles, sort_tiles
from mahjong_galaxy.core.practice.game.actions import (
    ANKAN,
    CHI,
    CLAIM_PRIORITY,
    DISCARD,
    KAKAN,
    KAN,
    NINE_TERMINALS,
    PASS,
    PON,
    RIICHI,
    RON,
    TSUMO,
    Action,
    IllegalAction,
)
from mahjong_galaxy.core.practice.game.analysis import shanten_of
from mahjong_galaxy.core.practice.game.calls import call_options, closed_kan_options, meld_of
from mahjong_galaxy.core.practice.game.settle import (
    Transfer,
    chip_transfers,
    deltas_of,
    nagashi_transfers,
    noten_transfers,
    win_transfers,
)
from mahjong_galaxy.core.practice.game.special import (
    completes_pao,
    four_kans_abort,
    four_winds,
    kuikae_kinds,
    nagashi,
    nine_terminals,
)
from mahjong_galaxy.core.practice.game.table import DEFAULT_TABLE, TableRules
from mahjong_galaxy.core.practice.game.tenpai import tenpai_discards
from mahjong_galaxy.core.practice.game.wall import MAX_KANS, Wall
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.furiten import check_furiten
from mahjong_galaxy.core.scoring.situation import DEFAULT_OPTIONS, ScoringOptions, Situation
from mahjong_galaxy.core.scoring.win import ScoreResult, score_win
from mahjong_galaxy.core.solver.agari import is_agari, milky_way
from mahjong_galaxy.core.solver.waits import solve_waits, winning_kinds
from mahjong_galaxy.core.tiles import EAST, Tile

RIICHI_COST = 1000
HAND_SIZE = 13

Event = dict[str, Any]


@dataclass
class Seat:
    """One player's state in a round.

    Attributes:
        tiles: concealed tiles, kept in canonical order (use :meth:`take`).
        melds: called melds (and closed kans) in call order.
        discards: every tile discarded, in order (called ones included).
        called: indexes into ``discards`` of tiles another player called.
        riichi: riichi declared (deposit paid); ``double_riichi`` on the first go-around.
        riichi_discard: index in ``discards`` of the riichi declaration tile, or None.
        ippatsu: riichi declared and no call or own discard since.
        passed_ron: a winning tile went by since the player's last discard, whether or not the
            hand had a yaku on it (temporary furiten).
        riichi_furiten: a winning tile went by (or a tsumo was skipped) after riichi: furiten
            for the rest of the round.
    """

    tiles: list[Tile]
    melds: list[Meld] = field(default_factory=list)
    discards: list[Tile] = field(default_factory=list)
    called: set[int] = field(default_factory=set)
    riichi: bool = False
    double_riichi: bool = False
    riichi_discard: int | None = None
    ippatsu: bool = False
    passed_ron: bool = False
    riichi_furiten: bool = False
    _waits: tuple[tuple[tuple[Tile, ...], int], frozenset[int]] | None = None

    @property
    def hand(self) -> Hand:
        """Concealed tiles plus melds as a :class:`Hand`."""
        return Hand(tuple(self.tiles), tuple(self.melds))

    def waits(self, rules: Rules) -> frozenset[int]:
        """Normal kinds completing the 13-tile hand (cached until the hand changes)."""
        key = (tuple(self.tiles), len(self.melds))
        if self._waits is None or self._waits[0] != key:
            self._waits = (key, winning_kinds(self.hand, rules))
        return self._waits[1]

    def take(self, tile: Tile) -> None:
        """Add ``tile`` to the concealed tiles, keeping them in canonical order."""
        self.tiles = sort_tiles((*self.tiles, tile))

    @property
    def pond(self) -> list[Tile]:
        """Discards still in front of the player (called tiles left out)."""
        return [t for i, t in enumerate(self.discards) if i not in self.called]


@dataclass(frozen=True)
class Win:
    """A won hand.

    Attributes:
        player: the winner's seat; ``from_player`` the discarder (None for tsumo).
        hand: the winner's hand without the winning tile (notation); ``tile`` the winning tile.
        score: the scoring module's result.
    """

    player: int
    from_player: int | None
    hand: str
    tile: Tile
    score: ScoreResult


@dataclass(frozen=True)
class RoundResult:
    """How a round ended.

    Attributes:
        outcome: ``"tsumo"``, ``"ron"``, ``"exhaustive"`` or ``"abortive"``.
        wins: the wins (one, or several for a multiple ron; empty for a draw).
        deltas: point change per seat (deposits made this round included).
        tenpai: per seat, tenpai at an exhaustive draw (empty after a win).
        dealer_stays: the dealer keeps the seat (dealer won or dealer tenpai at the draw).
        chips: chip (shuugi) change per seat.
        reason: why an ``"abortive"`` draw happened (``nine_terminals``, ``four_winds``,
            ``four_riichi``, ``four_kans``, ``triple_ron``); ``nagashi`` the seats paid nagashi
            mangan at an exhaustive draw.
        transfers: every point payment of the round's end (:class:`~.settle.Transfer`: win
            payments with their honba, the deposits taken from the table, nagashi mangan or
            noten payments); the riichi deposits made this round are in ``deltas`` only.
        chip_transfers: every chip payment (amounts in chips).
    """

    outcome: str
    wins: tuple[Win, ...]
    deltas: tuple[int, ...]
    tenpai: tuple[bool, ...]
    dealer_stays: bool
    chips: tuple[int, ...]
    reason: str = ""
    nagashi: tuple[int, ...] = ()
    transfers: tuple[Transfer, ...] = ()
    chip_transfers: tuple[Transfer, ...] = ()

    @property
    def win(self) -> Win | None:
        """The first win (the one nearest the discarder's right), or None for a draw."""
        return self.wins[0] if self.wins else None


@dataclass(frozen=True)
class RoundSetup:
    """Table state when a round starts.

    Attributes:
        dealer: the dealer's seat; ``honba`` counters; ``sticks`` riichi deposits on the table;
        scores: points per seat; ``rules`` / ``options`` / ``table`` galaxy rules, scoring
        options and table rules.
    """

    dealer: int
    honba: int
    sticks: int
    scores: tuple[int, ...]
    rules: Rules = DEFAULT_RULES
    options: ScoringOptions = DEFAULT_OPTIONS
    table: TableRules = DEFAULT_TABLE
    round_wind: int = EAST


class Round:
    """The state machine of one round.

    Drive it with :attr:`pending` (players who must act now), :meth:`legal` (their actions) and
    :meth:`apply`.  Every change is appended to ``events`` (JSON-ready dicts, see
    :mod:`.log`).

    Args:
        setup: dealer, honba, deposits, scores, rules.
        wall: a fresh wall (136 tiles).
        events: list receiving the log events (a new list when omitted).
    """

    def __init__(self, setup: RoundSetup, wall: Wall, events: list[Event] | None = None) -> None:
        self.setup = setup
        self.players = len(setup.scores)
        self.wall = wall
        self.events: list[Event] = [] if events is None else events
        self.scores = list(setup.scores)
        self.sticks = setup.sticks
        self.seats = [Seat([]) for _ in range(self.players)]
        for _ in range(HAND_SIZE):
            for p in self._order(setup.dealer):
                self.seats[p].take(wall.draw())
        self.current = setup.dealer
        self.phase = "turn"
        self.drawn: Tile | None = None
        self.rinshan = False
        self.untouched = True
        self.pending_riichi: int | None = None
        self.last_discard: Tile | None = None
        self.claim_options: dict[int, list[Action]] = {}
        self.claims: dict[int, Action] = {}
        self._passing: set[int] = set()
        self.kans_by = [0] * self.players
        self._late_dora = 0  # open / added kans whose indicator is turned after the discard
        self._kuikae: frozenset[int] = frozenset()
        self._robbing: Action | None = None  # an added kan open to chankan
        self.liable: dict[int, tuple[int, str]] = {}  # pao: caller -> (liable seat, yakuman)
        self.result: RoundResult | None = None
        self._turn_options: list[Action] = []
        self._emit(
            "start",
            dealer=setup.dealer,
            round_wind=setup.round_wind,
            honba=setup.honba,
            sticks=setup.sticks,
            scores=list(setup.scores),
            wall=format_tiles(wall.tiles, sort=False),
            hands=[format_tiles(s.tiles) for s in self.seats],
            dora=self.wall.dora_indicators[0].text,
        )
        self._draw(setup.dealer, replacement=False)

    # ------------------------------------------------------------------ public queries
    @property
    def over(self) -> bool:
        """True once the round has a result."""
        return self.result is not None

    @property
    def pending(self) -> list[int]:
        """Seats that must act now (the player on turn, or players still deciding a claim)."""
        if self.result is not None:
            return []
        if self.phase == "turn":
            return [self.current]
        return [p for p in self.claim_options if p not in self.claims]

    def legal(self, player: int) -> list[Action]:
        """Legal actions of ``player`` now (empty when it is not their decision)."""
        if player not in self.pending:
            return []
        if self.phase == "turn":
            return list(self._turn_options)
        return list(self.claim_options[player])

    def seat_wind(self, player: int) -> int:
        """Seat wind kind (27 East ... ) of ``player``."""
        return EAST + (player - self.setup.dealer) % self.players

    @property
    def table(self) -> TableRules:
        """The table rules of this round."""
        return self.setup.table

    def apply(self, action: Action) -> None:
        """Carry out ``action``.

        Raises:
            IllegalAction: the action is not in :meth:`legal` for its player.
        """
        if action not in self.legal(action.player):
            raise IllegalAction(f"player {action.player} may not {action.text} now")
        if self.phase == "turn":
            self._apply_turn(action)
        else:
            self.claims[action.player] = action
            if not self.pending:
                self._resolve_claims()

    # ------------------------------------------------------------------ turn phase
    def _order(self, start: int) -> list[int]:
        return [(start + i) % self.players for i in range(self.players)]

    def _emit(self, kind: str, **data: Any) -> None:
        self.events.append({"e": kind, **data})

    def _draw(self, player: int, replacement: bool, flip: bool = False) -> None:
        """Draw the next (or, after a kan, the replacement) tile; ``flip`` turns the kan's dora
        indicator first."""
        tile = self.wall.draw_replacement() if replacement else self.wall.draw()
        if flip:
            self._flip()
        self.seats[player].take(tile)
        self.current, self.drawn, self.rinshan, self.phase = player, tile, replacement, "turn"
        self._emit("draw", p=player, tile=tile.text, rinshan=replacement)
        self._turn_options = self._compute_turn_options()

    def _flip(self, count: int = 1) -> None:
        for _ in range(count):
            self._emit("dora", tile=self.wall.flip_dora().text)

    def _flip_late(self) -> None:
        """Turn the indicators of open / added kans waiting for the discard (or the next kan)."""
        self._flip(self._late_dora)
        self._late_dora = 0

    def _compute_turn_options(self) -> list[Action]:
        p, seat = self.current, self.seats[self.current]
        options: list[Action] = []
        drawn = self.drawn
        if drawn is not None and self._win_score(p, drawn, tsumo=True) is not None:
            options.append(Action(TSUMO, p, drawn))
        if drawn is not None and self._nine_terminals(p):
            options.append(Action(NINE_TERMINALS, p))
        can_kan = drawn is not None and self.wall.kans < MAX_KANS and self.wall.remaining > 0
        if seat.riichi and drawn is not None:
            options.append(Action(DISCARD, p, drawn))
            if can_kan and self.table.riichi_kan:
                options.extend(self._riichi_kans(p, drawn))
            return options
        distinct = sorted(set(seat.tiles), key=lambda t: (t.galaxy, t.kind, t.red))
        allowed = [t for t in distinct if not set(t.acts_as) & self._kuikae] or distinct
        options.extend(Action(DISCARD, p, t) for t in allowed)
        if drawn is None:
            return options
        if self._can_riichi(p):
            options.extend(Action(RIICHI, p, t) for t in self._riichi_discards(p, distinct))
        if can_kan:
            options.extend(Action(ANKAN, p, None, c) for c in closed_kan_options(seat.tiles))
            options.extend(self._added_kans(p))
        return options

    def _nine_terminals(self, p: int) -> bool:
        seat = self.seats[p]
        return (
            self.table.abortive_draws
            and self.untouched
            and not seat.discards
            and nine_terminals(seat.tiles)
        )

    def _riichi_kans(self, p: int, drawn: Tile) -> list[Action]:
        """Closed kans with the drawn tile that leave a riichi hand's winning kinds unchanged."""
        seat, rules = self.seats[p], self.setup.rules
        waits = winning_kinds(seat.hand.without_tile(drawn), rules)
        found = []
        for combo in closed_kan_options(seat.tiles):
            if drawn not in combo:
                continue
            rest = list(seat.tiles)
            for tile in combo:
                rest.remove(tile)
            kan = meld_of(combo, closed=True)
            assert kan is not None
            if winning_kinds(Hand(tuple(rest), (*seat.melds, kan)), rules) == waits:
                found.append(Action(ANKAN, p, None, combo))
        return found

    def _added_kans(self, p: int) -> list[Action]:
        seat = self.seats[p]
        found = []
        for meld in seat.melds:
            if meld.type != "pon":
                continue
            for tile in set(seat.tiles):
                kan = meld_of((*meld.tiles, tile))
                if kan is not None and kan.type == "kan":
                    found.append(Action(KAKAN, p, tile, meld.tiles))
        return found

    def _can_riichi(self, p: int) -> bool:
        seat = self.seats[p]
        return (
            not seat.riichi
            and seat.hand.is_closed
            and self.scores[p] >= RIICHI_COST
            and self.wall.remaining >= self.players
        )

    def _riichi_discards(self, p: int, tiles: Sequence[Tile]) -> list[Tile]:
        hand, rules = self.seats[p].hand, self.setup.rules
        if shanten_of(hand, rules) > 0:
            return []
        return tenpai_discards(hand, tiles, rules)

    def _apply_turn(self, action: Action) -> None:
        p, seat = action.player, self.seats[action.player]
        if action.type == TSUMO:
            assert action.tile is not None
            self._finish([self._win(p, None, action.tile)])
        elif action.type in (DISCARD, RIICHI):
            assert action.tile is not None
            self._discard(p, action.tile, action.type == RIICHI)
        elif action.type == NINE_TERMINALS:
            self._abort("nine_terminals")
        elif action.type == ANKAN:
            for tile in action.uses:
                seat.tiles.remove(tile)
            self._declare_kan(p, meld_of(action.uses, closed=True), "ankan", action.uses)
            self._complete_kan(p, "ankan")
        else:  # KAKAN
            assert action.tile is not None
            index = next(i for i, m in enumerate(seat.melds) if m.tiles == action.uses)
            seat.tiles.remove(action.tile)
            seat.melds.pop(index)
            self._declare_kan(p, meld_of((*action.uses, action.tile)), "kakan", (action.tile,))
            if self.table.chankan:
                self._robbing = action
                self._open_claims(p, action.tile, robbing=True)
            else:
                self._complete_kan(p, "kakan")

    def _declare_kan(self, p: int, meld: Meld | None, kind: str, tiles: Sequence[Tile]) -> None:
        assert meld is not None
        self.seats[p].melds.append(meld)
        self.kans_by[p] += 1
        self._flip_late()  # a kan before the discard turns the previous kan's indicator
        self._emit("call", p=p, type=kind, meld=meld.text, tiles=format_tiles(tiles), src=None)

    def _complete_kan(self, p: int, kind: str) -> None:
        """After the kan (and a chankan chance): its dora indicator, then the replacement."""
        self._interrupt()
        at_once = kind == "ankan" or not self.table.late_kan_dora
        self._late_dora += not at_once
        self._draw(p, replacement=True, flip=at_once)

    def _interrupt(self) -> None:
        self.untouched = False
        for seat in self.seats:
            seat.ippatsu = False

    def _discard(self, p: int, tile: Tile, riichi: bool) -> None:
        seat = self.seats[p]
        if seat.riichi and any(a.type == TSUMO for a in self._turn_options):
            seat.riichi_furiten = True  # a skipped tsumo after riichi
        seat.tiles.remove(tile)
        seat.discards.append(tile)
        seat.ippatsu = False
        seat.passed_ron = False
        if riichi:
            self.pending_riichi = p
        self.last_discard, self.drawn, self.rinshan = tile, None, False
        self._kuikae = frozenset()
        self._emit("discard", p=p, tile=tile.text, riichi=riichi)
        self._flip_late()
        self._open_claims(p, tile)

    # ------------------------------------------------------------------ claims
    def _open_claims(self, discarder: int, tile: Tile, robbing: bool = False) -> None:
        """Offer ``tile`` (a discard, or the tile of an added kan when ``robbing``: ron only)."""
        self.phase = "claim"
        self.claims = {}
        self.claim_options = {}
        self._passing = {p for p in self._order(discarder)[1:] if self._completes(p, tile)}
        for p in self._order(discarder)[1:]:
            options = self._claims_for(p, discarder, tile)
            if robbing:
                options = [a for a in options if a.type == RON]
            if options:
                self.claim_options[p] = [*options, Action(PASS, p)]
        if not self.claim_options:
            self._resolve_claims()

    def _claims_for(self, p: int, discarder: int, tile: Tile) -> list[Action]:
        seat = self.seats[p]
        options = []
        if self._ron_allowed(p, tile):
            options.append(Action(RON, p, tile))
        if seat.riichi or self.wall.remaining == 0:
            return options
        options.extend(self._meld_calls(p, PON, tile, call_options(seat.tiles, tile, 2, "pon")))
        if self.wall.kans < MAX_KANS:
            options.extend(
                Action(KAN, p, tile, c) for c in call_options(seat.tiles, tile, 3, "kan")
            )
        if p == (discarder + 1) % self.players:
            chis = call_options(seat.tiles, tile, 2, "chi")
            options.extend(self._meld_calls(p, CHI, tile, chis))
        return options

    def _meld_calls(
        self, p: int, kind: str, tile: Tile, combos: Sequence[tuple[Tile, ...]]
    ) -> list[Action]:
        """Pon / chi actions, without those that would leave only kuikae-banned discards."""
        found = []
        for combo in combos:
            if not self.table.kuikae:
                rest = list(self.seats[p].tiles)
                for used in combo:
                    rest.remove(used)
                meld = meld_of((*combo, tile))
                assert meld is not None
                banned = kuikae_kinds(tile, meld)
                if all(set(t.acts_as) & banned for t in rest):
                    continue
            found.append(Action(kind, p, tile, combo))
        return found

    def _completes(self, p: int, tile: Tile) -> bool:
        """True when ``tile`` completes seat ``p``'s 13-tile hand (yaku or not)."""
        seat = self.seats[p]
        if set(tile.acts_as) & seat.waits(self.setup.rules):
            return True
        return tile.galaxy and milky_way(seat.hand, self.setup.rules)

    def _ron_allowed(self, p: int, tile: Tile) -> bool:
        return p in self._passing and self.could_ron(p, tile)

    def could_ron(self, p: int, tile: Tile) -> bool:
        """True when player ``p`` could win by ron on ``tile`` were it discarded now: it
        completes the hand, with a yaku, and no furiten applies (own discards, temporary,
        riichi)."""
        seat = self.seats[p]
        if not self._completes(p, tile) or seat.passed_ron or seat.riichi_furiten:
            return False
        if check_furiten(seat.hand, seat.discards, self.setup.rules).furiten:
            return False
        return self._win_score(p, tile, tsumo=False) is not None

    def _resolve_claims(self) -> None:
        discarder = self.current
        chosen = [a for a in self.claims.values() if a.type != PASS]
        for p in self._passing:
            if p not in self.claims or self.claims[p].type != RON:
                self.seats[p].passed_ron = True
                self.seats[p].riichi_furiten |= self.seats[p].riichi
        rons = [a for a in chosen if a.type == RON]
        if len(rons) >= 3 and self.table.abortive_draws:
            self._abort("triple_ron")
        elif rons:
            self._finish_rons(rons, discarder)  # a chankan while ``_robbing`` is set
        elif self._robbing is not None:
            self._robbing = None
            self._complete_kan(discarder, "kakan")
        else:
            self._after_discard(discarder, chosen)

    def _after_discard(self, discarder: int, chosen: list[Action]) -> None:
        """The discard was not won on: deposit, abortive draws, a call, or the next draw."""
        self._deposit_riichi()
        reason = self._abortive_reason()
        if reason:
            self._abort(reason)
        elif chosen:
            order = self._order(discarder)
            best = max(chosen, key=lambda a: (CLAIM_PRIORITY[a.type], -order.index(a.player)))
            self._call(best, discarder)
        elif self.wall.remaining == 0:
            self._exhaustive_draw()
        else:
            self._draw((discarder + 1) % self.players, replacement=False)

    def _abortive_reason(self) -> str:
        """Why the round ends now without a win (four riichi, four kans, four winds), or ''."""
        if not self.table.abortive_draws or self.players != 4:
            return ""
        if all(seat.riichi for seat in self.seats):
            return "four_riichi"
        if four_kans_abort(self.kans_by):
            return "four_kans"
        firsts = [seat.discards for seat in self.seats]
        first_go_around = self.untouched and all(len(d) == 1 for d in firsts)
        if first_go_around and four_winds([d[0] for d in firsts]):
            return "four_winds"
        return ""

    def _deposit_riichi(self) -> None:
        p = self.pending_riichi
        if p is None:
            return
        seat = self.seats[p]
        seat.riichi = seat.ippatsu = True
        seat.riichi_discard = len(seat.discards) - 1
        seat.double_riichi = self.untouched and len(seat.discards) == 1
        self.scores[p] -= RIICHI_COST
        self.sticks += 1
        self.pending_riichi = None
        self._emit("riichi", p=p)

    def _call(self, action: Action, discarder: int) -> None:
        assert action.tile is not None
        p, seat = action.player, self.seats[action.player]
        for tile in action.uses:
            seat.tiles.remove(tile)
        meld = meld_of((*action.uses, action.tile))
        assert meld is not None
        seat.melds.append(meld)
        self.seats[discarder].called.add(len(self.seats[discarder].discards) - 1)
        self._interrupt()
        self._emit(
            "call",
            p=p,
            type=action.type,
            meld=meld.text,
            tiles=format_tiles(action.uses),
            src=discarder,
            tile=action.tile.text,
        )
        yakuman = completes_pao(seat.melds) if self.table.pao else None
        if yakuman is not None and p not in self.liable and action.type != CHI:
            self.liable[p] = (discarder, yakuman)
        if action.type == KAN:
            self.kans_by[p] += 1
            self._flip_late()
            self._complete_kan(p, "kan")
            return
        if not self.table.kuikae:
            self._kuikae = kuikae_kinds(action.tile, meld)
        self.current, self.drawn, self.phase = p, None, "turn"
        self._turn_options = self._compute_turn_options()

    # ------------------------------------------------------------------ endings
    def _situation(self, p: int, tsumo: bool) -> Situation:
        seat = self.seats[p]
        last = self.wall.remaining == 0
        first = self.untouched and not seat.discards
        dealer = p == self.setup.dealer
        chankan = not tsumo and self._robbing is not None
        return Situation(
            tsumo=tsumo,
            riichi=seat.riichi and not seat.double_riichi,
            double_riichi=seat.double_riichi,
            ippatsu=seat.ippatsu,
            rinshan=tsumo and self.rinshan,
            haitei=tsumo and last and not self.rinshan,
            chankan=chankan,
            houtei=not tsumo and last and not chankan,
            tenhou=tsumo and first and dealer,
            chiihou=tsumo and first and not dealer,
            seat_wind=self.seat_wind(p),
            round_wind=self.setup.round_wind,
            dora_indicators=self.wall.dora_indicators,
            ura_indicators=self.wall.ura_indicators if seat.riichi else (),
            honba=self.setup.honba,
            riichi_sticks=self.sticks,
        )

    def _win_score(self, p: int, tile: Tile, tsumo: bool, first: bool = True) -> ScoreResult | None:
        """The score of ``p`` winning on ``tile``, or None without a complete hand or a yaku;
        a winner other than the ``first`` of a multiple ron gets no honba or deposits."""
        hand = self.seats[p].hand
        if tsumo:
            hand = hand.without_tile(tile)
        if not is_agari(hand.with_tile(tile), self.setup.rules):
            return None
        situation = self._situation(p, tsumo)
        if not first:
            situation = replace(situation, honba=0, riichi_sticks=0)
        result = score_win(hand, tile, situation, self.setup.options, self.setup.rules)
        return result if result.has_yaku else None

    def _finish_rons(self, rons: list[Action], discarder: int) -> None:
        order = self._order(discarder)
        rons.sort(key=lambda a: order.index(a.player))
        if not self.setup.table.double_ron:
            rons = rons[:1]
        wins = []
        for i, action in enumerate(rons):
            assert action.tile is not None
            wins.append(self._win(action.player, discarder, action.tile, first=i == 0))
        self._finish(wins)

    def _win(self, p: int, discarder: int | None, tile: Tile, first: bool = True) -> Win:
        score = self._win_score(p, tile, tsumo=discarder is None, first=first)
        assert score is not None and score.payment is not None
        hand = self.seats[p].hand
        if discarder is None:
            hand = hand.without_tile(tile)
        return Win(p, discarder, hand.text, tile, score)

    def _finish(self, wins: list[Win]) -> None:
        paid: list[Transfer] = []
        chips: list[Transfer] = []
        for win in wins:
            assert win.score.payment is not None
            args = (win.player, win.from_player, self.setup.dealer, self.players)
            paid += win_transfers(win.score.payment, *args, liable=self._liable(win))
            chips += chip_transfers(
                win.score.chips.total, win.player, win.from_player, self.players
            )
        self.sticks = 0
        dealer_stays = any(w.player == self.setup.dealer for w in wins)
        outcome = "tsumo" if wins[0].from_player is None else "ron"
        self._end(outcome, tuple(wins), paid, (), dealer_stays, chips)

    def _liable(self, win: Win) -> int | None:
        """The seat paying for ``win`` under pao, or None."""
        if win.player not in self.liable:
            return None
        liable, yakuman = self.liable[win.player]
        if liable == win.from_player or not any(y.name == yakuman for y in win.score.yaku):
            return None
        return liable

    def _exhaustive_draw(self) -> None:
        tenpai = tuple(solve_waits(seat.hand, rules=self.setup.rules).tenpai for seat in self.seats)
        nagashi_seats = [
            p
            for p, seat in enumerate(self.seats)
            if self.table.nagashi_mangan and nagashi(seat.discards, len(seat.called))
        ]
        if nagashi_seats:
            paid = [
                t
                for p in nagashi_seats
                for t in nagashi_transfers(p, self.setup.dealer, self.players)
            ]
        else:
            paid = noten_transfers(tenpai)
        self._end("exhaustive", (), paid, tenpai, tenpai[self.setup.dealer], [], nagashi_seats)

    def _abort(self, reason: str) -> None:
        """An abortive draw: no payments, deposits stay on the table, the dealer stays."""
        self._end("abortive", (), [], (), True, [], reason=reason)

    def _end(
        self,
        outcome: str,
        wins: tuple[Win, ...],
        paid: list[Transfer],
        tenpai: tuple[bool, ...],
        dealer_stays: bool,
        chip_paid: list[Transfer],
        nagashi_seats: Sequence[int] = (),
        reason: str = "",
    ) -> None:
        deltas = deltas_of(paid, self.players)
        chips = deltas_of(chip_paid, self.players)
        for p, delta in enumerate(deltas):
            self.scores[p] += delta
        total = [s - b for s, b in zip(self.scores, self.setup.scores, strict=True)]
        self.phase = "end"
        self.result = RoundResult(
            outcome,
            wins,
            tuple(total),
            tenpai,
            dealer_stays,
            tuple(chips),
            reason,
            tuple(nagashi_seats),
            tuple(paid),
            tuple(chip_paid),
        )
        data: dict[str, Any] = {
            "how": outcome,
            "deltas": total,
            "scores": list(self.scores),
            "chips": chips,
            "wins": [_win_json(w) for w in wins],
        }
        if outcome == "exhaustive":
            data["tenpai"] = list(tenpai)
            data["nagashi"] = list(nagashi_seats)
        if reason:
            data["reason"] = reason
        self._emit("end", **data)


def _win_json(win: Win) -> Event:
    score = win.score
    return {
        "p": win.player,
        "src": win.from_player,
        "hand": win.hand,
        "tile": win.tile.text,
        "han": score.han,
        "fu": score.fu,
        "points": score.points,
        "yaku": [f"{y.name} {y.han}" for y in score.yaku],
        "shuugi": score.shuugi,
        "chips": score.chips.to_json(),
    }
