"""Computer players: the :class:`Player` protocol, a registry of named levels, the built-in ones.

Any object with ``act(view, legal) -> action`` is a :class:`Player`.  Named levels live in a
registry (:func:`register_level`, :func:`new_player`, :func:`level_names`) so the self-play
command and the app can seat any of them; a new policy (defence, call advice, ...) is plugged in
by registering a factory ``(seed, rules) -> Player`` under a new name.  Built in: ``"1"`` to
``"5"`` (below) and ``"baseline"``, a fixed reference to compare stronger levels against: level 3
as it played before kans and the nine-terminals draw were added (:data:`BASELINE`); when level 3
is improved further, ``"baseline"`` keeps playing as it does now.  ``"calls"``: the player whose
calls follow the call advice, which is level 5 (:data:`ADVISED`); ``"calls_off"``: the same
player never calling nor making a kan (:data:`NO_CALLS`), to measure what the calls are worth.

A computer player sees only a :class:`~.view.PlayerView` (its own hand and what is face up), never
another player's concealed tiles or the wall.  Levels:

* 1 (beginner): looks at shanten only and picks at random among the best discards (full
  noise), riichi half of the time, no calls;
* 2 (intermediate): the full 何切る table with ukeire counted from its own hand only, a little
  noise, always riichi, pons yakuhai (dragons, seat and round wind);
* 3 (strong): the table with every visible tile counted, no noise, pons yakuhai and, once open,
  calls that lower shanten; against a riichi it folds (discards tiles the riichi player is
  furiten on) while it is two or more steps from tenpai; declares the nine-terminals draw;
* 4 (defensive): level 3, and whenever an opponent threatens (riichi, or two open melds) it
  follows the danger engine's push / fold advice (:func:`~core.decision.push_fold.defence`):
  push with the discard worth most once the risk is counted, keep tenpai with a safe tile, or
  fold with the safest tile (and no riichi while folding);
* 5 (top): level 4 that, among the discards of the lowest shanten, keeps the one whose hand is
  worth most (:func:`~.value_play.most_valuable`: dora and yaku kept when speed is equal); calls
  and kans by the call advice (:mod:`~core.decision.calls`: a first call only for a yakuhai pon
  or into tenpai, and only when it makes the hand faster and worth more; against a threat only
  calls into tenpai; kuikae when the table allows it) and, once open, discards that keep the
  hand's value; cautious: against a riichi an open hand pushes only from tenpai (else it folds
  with the safest tile: without riichi the hand is cheap), and it does not chase a riichi on a
  poor wait (fewer than :data:`CHASE_WAITS` live winning tiles: it stays dama);
* levels 2 to 5 make kans (closed, added, and called once the hand is open) that do not raise
  shanten, and after riichi every closed kan the engine offers (those keep the waits).

Speed: after a discard the player remembers the 13 tiles kept and their shanten; when the next
draw does not lower that shanten (not among the table's ukeire, or for level 1 one shanten
check), the drawn tile is discarded at once: the kept hand and its analysis are unchanged.
Only the discards of the lowest shanten get their ukeire counted
(:func:`~core.efficiency.discard.best_discard_options`), and when folding only the safe ones:
the same choices at half the cost.  A player calling by the advice asks it only when a call
could follow (an open kan on offer, or a pon / chi lowering shanten; against a threat reaching
tenpai): the advice's own first rule, so the same choices.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from mahjong_galaxy.core.decision.push_fold import FOLD, PUSH, Defence, defence
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.practice.game.actions import (
    ANKAN,
    CHI,
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
)
from mahjong_galaxy.core.practice.game.analysis import (
    Choice,
    choice_of,
    random_best,
    rank_discards,
    shanten_of,
)
from mahjong_galaxy.core.practice.game.call_player import action_for, claim_advice, kan_advice
from mahjong_galaxy.core.practice.game.calls import meld_of
from mahjong_galaxy.core.practice.game.table_view import table_of
from mahjong_galaxy.core.practice.game.value_play import most_valuable, open_discard
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import DRAGONS, Tile

_FOLD_SHANTEN = 2


class Player(Protocol):
    """Anything that picks one of the legal actions for a seat."""

    def act(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Return one element of ``legal`` knowing only ``view``."""
        ...


#: ``(seed, rules) -> Player``: how a named level makes its player.
PlayerFactory = Callable[[int, Rules], Player]


@dataclass(frozen=True)
class Level:
    """Behaviour of one level.

    Attributes:
        noise: chance of taking a random discard among those of the best shanten.
        table: use the full 何切る table (False: shanten only, always at random among the
            best, i.e. full noise).
        uses_visible: count ukeire and waits with the visible tiles.
        riichi_rate: chance of declaring riichi when possible.
        calls: ``"none"``, ``"yakuhai"`` or ``"shanten"`` (yakuhai, then any call lowering
            shanten once the hand is open).
        folds: discard safe tiles against a riichi when far from tenpai.
        defends: follow the danger engine's push / fold advice when threatened.
        kans: make a closed or added kan (and, once open, a called kan) when it does not raise
            shanten; after riichi every closed kan offered (it keeps the waits).
        nine_terminals: declare the abortive draw when offered.
        advice: calls and kans follow the call advice (:mod:`~core.decision.calls`; kuikae
            when the table allows it); against a threat only calls that reach tenpai.
        open_value: once the hand is open, discard what keeps the most hand value (so the
            calls' yaku stays within reach) unless folding.
        by_value: among the discards of the lowest shanten, the one whose kept hand is worth
            most (dora and yaku kept when speed is equal) instead of the most ukeire.
        cautious: against a riichi an open hand pushes only from tenpai (the push / fold
            advice to push an open hand short of tenpai becomes a fold with the safest tile:
            without riichi it is cheap), and no chasing riichi (a riichi after an opponent's)
            on fewer than :data:`CHASE_WAITS` live winning tiles.
    """

    noise: float
    table: bool
    uses_visible: bool
    riichi_rate: float
    calls: str
    folds: bool
    defends: bool = False
    kans: bool = False
    nine_terminals: bool = False
    advice: bool = False
    open_value: bool = False
    by_value: bool = False
    cautious: bool = False


LEVELS = {
    1: Level(1.0, table=False, uses_visible=False, riichi_rate=0.5, calls="none", folds=False),
    2: Level(
        0.15,
        table=True,
        uses_visible=False,
        riichi_rate=1.0,
        calls="yakuhai",
        folds=False,
        kans=True,
    ),
    3: Level(
        0.0,
        table=True,
        uses_visible=True,
        riichi_rate=1.0,
        calls="shanten",
        folds=True,
        kans=True,
        nine_terminals=True,
    ),
    4: Level(
        0.0,
        table=True,
        uses_visible=True,
        riichi_rate=1.0,
        calls="shanten",
        folds=True,
        defends=True,
        kans=True,
        nine_terminals=True,
    ),
}
#: Level 5 (top): level 4 keeping value (dora, yaku) among equally fast discards, calling by the
#: call advice, cautious against a riichi.
LEVELS[5] = replace(LEVELS[4], by_value=True, cautious=True, advice=True, open_value=True)
_THREAT_MELDS = 2
#: Live winning tiles a cautious player needs to declare riichi after an opponent's riichi.
CHASE_WAITS = 8

#: The fixed reference level: level 3 as it played before kans and abortive draws were added.
BASELINE = replace(LEVELS[3], kans=False, nine_terminals=False)
#: The player calling by the advice (the ``calls`` level: level 5) and the same never calling
#: nor making a kan (``calls_off``).
ADVISED = LEVELS[5]
NO_CALLS = replace(ADVISED, calls="none", kans=False, advice=False)


@dataclass(frozen=True)
class _Plan:
    kept: Hand
    shanten: int
    ukeire: frozenset[tuple[int, bool]] | None


class ComputerPlayer:
    """A computer player of level 1 to 5.

    Args:
        level: 1-5 (see the module docstring).
        seed: seed of its noise (reproducible games).
        rules: galaxy rule options.
        style: play with this :class:`Level` instead of the level's own (e.g. :data:`BASELINE`).

    Raises:
        ValueError: unknown level.
    """

    def __init__(
        self,
        level: int = 2,
        seed: int = 0,
        rules: Rules = DEFAULT_RULES,
        style: Level | None = None,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"computer level must be 1 to {max(LEVELS)}, not {level}")
        self.level = level
        self.style = style or LEVELS[level]
        self.rng = random.Random(seed)
        self.rules = rules
        self._plan: _Plan | None = None
        self._folding = False

    def act(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """Choose one of ``legal`` from what ``view`` shows."""
        types = {a.type for a in legal}
        for winning in (TSUMO, RON):
            if winning in types:
                return next(a for a in legal if a.type == winning)
        if self.style.advice:
            advised = self._advised(view, legal)
            if advised is not None:
                return advised
            legal = [a for a in legal if a.type not in (ANKAN, KAKAN)]
        if PASS in types:
            return self._claim(view, legal)
        return self._turn(view, legal)

    def _advised(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """The call or kan the advice recommends (pass on a claim), or None to play on."""
        claim = PASS in {a.type for a in legal}
        if claim and not self._call_may_pay(view, legal):
            return next(a for a in legal if a.type == PASS)
        if claim:
            advice = claim_advice(view, legal, self.rules)
        else:
            advice = kan_advice(view, legal, self.rules)
        chosen = action_for(advice.best, legal) if advice else None
        if chosen is not None and self._danger(view) and advice and advice.best.shanten > 0:
            chosen = None  # against a threat, call only into tenpai
        if chosen is not None:
            self._plan = None
            return chosen
        return next(a for a in legal if a.type == PASS) if claim else None

    def _call_may_pay(self, view: PlayerView, legal: Sequence[Action]) -> bool:
        """False when the call advice cannot lead to a call, so it need not be asked: no open
        kan is on offer and no pon or chi lowers shanten (the advice's first rule), or, against
        a threat, reaches tenpai (the only calls then made).  Only a speed-up: the same choices.
        """
        if any(a.type == KAN for a in legal):
            return True
        now = shanten_of(view.hand, self.rules)
        target = min(now - 1, 0) if self._danger(view) else now - 1
        return any(
            _shanten_after(a, view.hand, self.rules) <= target
            for a in legal
            if a.type in (PON, CHI)
        )

    # ------------------------------------------------------------------ own turn
    def _turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        kan = self._kan(view, legal) if self.style.kans else None
        if kan is not None:
            self._plan = None
            return kan
        if NINE_TERMINALS in {a.type for a in legal} and self.style.nine_terminals:
            return next(a for a in legal if a.type == NINE_TERMINALS)
        discards = [a for a in legal if a.type == DISCARD]
        if len(discards) == 1 and not any(a.type == RIICHI for a in legal):
            return discards[0]
        if self._keeps_plan(view):
            assert view.drawn is not None
            return Action(DISCARD, view.seat, view.drawn)
        choice = self._choose(view, {a.tile for a in discards})
        kept = view.hand.without_tile(choice.tile)
        self._plan = _Plan(kept, choice.shanten, choice.ukeire)
        riichi = Action(RIICHI, view.seat, choice.tile)
        if riichi in legal and self._riichi(view, choice):
            return riichi
        return Action(DISCARD, view.seat, choice.tile)

    def _riichi(self, view: PlayerView, choice: Choice) -> bool:
        """Declare riichi with ``choice`` (not while folding; a cautious player does not chase
        an opponent's riichi on a poor wait)."""
        if self._folding or self.rng.random() >= self.style.riichi_rate:
            return False
        chasing = any(view.riichi[p] for p in range(view.players) if p != view.seat)
        return not (self.style.cautious and chasing and choice.ukeire_count < CHASE_WAITS)

    def _kan(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """A closed / added kan that does not raise shanten (any offered one after riichi)."""
        kans = [a for a in legal if a.type in (ANKAN, KAKAN)]
        if not kans:
            return None
        if view.riichi[view.seat]:
            return kans[0]  # the engine offers only kans that keep the waits
        now = shanten_of(view.hand, self.rules)
        for action in kans:
            if _shanten_after(action, view.hand, self.rules) <= now:
                return action
        return None

    def _choose(self, view: PlayerView, allowed: set[Tile | None]) -> Choice:
        """The discard, among ``allowed`` (all tiles but kuikae-banned ones after a call)."""
        self._folding = False
        if not self.style.table:  # shanten only, at random among the best
            choice = random_best(view.hand, self.rng, self.rules)
            if choice.tile in allowed:
                return choice
            tiles = sorted((t for t in allowed if t is not None), key=lambda t: t.text)
            tile = self.rng.choice(tiles)
            return Choice(tile, shanten_of(view.hand.without_tile(tile), self.rules), None, 0)
        if self.style.defends and self._danger(view):
            return self._defend(view, allowed)
        visible = view.visible if self.style.uses_visible else ()
        best = rank_discards(view.hand, visible, self.rules, best_only=True)
        choices = [c for c in best if c.tile in allowed]
        if not choices:
            every = rank_discards(view.hand, visible, self.rules)
            choices = [c for c in every if c.tile in allowed]
        if self._may_fold(view, choices[0]):  # the best safe discard, else the best
            safe = {t for t in allowed if t is not None and _safe(t, view)}
            if safe:
                return rank_discards(view.hand, visible, self.rules, among=safe)[0]
        elif self._values_open_hand(view):
            kept = open_discard(view, allowed, self.rules)
            if kept is not None:
                return Choice(kept, shanten_of(view.hand.without_tile(kept), self.rules), None, 0)
        return self._pick(view, choices)

    def _values_open_hand(self, view: PlayerView) -> bool:
        return self.style.open_value and not view.hand.is_closed

    def _keeps_plan(self, view: PlayerView) -> bool:
        """True when the drawn tile leaves the remembered plan as good as before."""
        plan, drawn = self._plan, view.drawn
        if plan is None or drawn is None or self._danger(view) or self._values_open_hand(view):
            return False
        if view.hand.without_tile(drawn) != plan.kept:
            return False
        if plan.ukeire is not None:
            return (drawn.kind, drawn.galaxy) not in plan.ukeire
        return shanten_of(view.hand, self.rules) >= plan.shanten

    def _may_fold(self, view: PlayerView, best: Choice) -> bool:
        """True when the player looks past the best discards for a safe tile."""
        return self.style.folds and best.shanten >= _FOLD_SHANTEN and self._danger(view)

    def _pick(self, view: PlayerView, choices: Sequence[Choice]) -> Choice:
        best = choices[0]
        same = [c for c in choices if c.shanten == best.shanten]
        if len(same) > 1 and self.rng.random() < self.style.noise:
            return self.rng.choice(same)
        if self.style.by_value and len(same) > 1:
            return most_valuable(view, same, self.rules)
        return best

    def _defend(self, view: PlayerView, allowed: set[Tile | None]) -> Choice:
        result = defence(view.hand, table_of(view), self.rules)
        tile = result.advice.tile
        cheap = self.style.cautious and not view.hand.is_closed
        if cheap and result.advice.action == PUSH and _short_of_tenpai(result):
            tile = _safest(result, allowed)
            self._folding = True
        else:
            self._folding = result.advice.action == FOLD
        options = [v.option for v in result.values if v.option.tile in allowed]
        advised = [o for o in options if o.tile == tile]
        return choice_of((advised or options)[0])

    def _danger(self, view: PlayerView) -> bool:
        """An opponent in riichi (or, for a defending level, with two open melds)."""
        others = [p for p in range(view.players) if p != view.seat]
        if any(view.riichi[p] for p in others):
            return True
        return self.style.defends and any(
            sum(not m.closed for m in view.melds[p]) >= _THREAT_MELDS for p in others
        )

    # ------------------------------------------------------------------ claims
    def _claim(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        passing = next(a for a in legal if a.type == PASS)
        if self.style.kans and view.hand.melds:
            now = shanten_of(view.hand, self.rules)
            for action in (a for a in legal if a.type == KAN):
                if _shanten_after(action, view.hand, self.rules) <= now:
                    self._plan = None
                    return action
        calls = [a for a in legal if a.type in (PON, CHI)]
        if self.style.calls == "none" or not calls:
            return passing
        for action in calls:
            if action.type == PON and _yakuhai(action, view):
                self._plan = None
                return action
        if self.style.calls == "shanten" and view.hand.melds:
            now = shanten_of(view.hand, self.rules)
            for action in calls:
                if _shanten_after(action, view.hand, self.rules) < now:
                    self._plan = None
                    return action
        return passing


def _short_of_tenpai(result: Defence) -> bool:
    """True when an opponent is in riichi and the pushed discard leaves the hand short of
    tenpai."""
    pushed = next(v for v in result.values if v.option.tile == result.advice.tile)
    return pushed.option.shanten > 0 and any(t.riichi for t in result.threats)


def _safest(result: Defence, allowed: set[Tile | None]) -> Tile:
    """The allowed discard least likely to deal in (the table's order among equals)."""
    values = [v for v in result.values if v.option.tile in allowed] or list(result.values)
    return min(values, key=lambda v: v.danger.deal_in_any).option.tile


def _yakuhai(action: Action, view: PlayerView) -> bool:
    assert action.tile is not None
    meld = meld_of((*action.uses, action.tile))
    wanted = {*DRAGONS, view.seat_winds[view.seat], view.round_wind}
    return meld is not None and any(r[0] in wanted for r in meld.interpretations())


def _shanten_after(action: Action, hand: Hand, rules: Rules) -> int:
    """Shanten of ``hand`` after the call or kan ``action`` (before any replacement draw)."""
    tiles = list(hand.tiles)
    melds = list(hand.melds)
    if action.type == KAKAN:
        assert action.tile is not None
        tiles.remove(action.tile)
        melds.remove(next(m for m in melds if m.tiles == action.uses))
        meld = meld_of((*action.uses, action.tile))
    else:
        for tile in action.uses:
            tiles.remove(tile)
        called = () if action.tile is None else (action.tile,)
        meld = meld_of((*action.uses, *called), closed=action.type == ANKAN)
    assert meld is not None
    return shanten_of(Hand(tuple(tiles), (*melds, meld)), rules)


def _safe(tile: Tile, view: PlayerView) -> bool:
    """True when every riichi opponent has discarded something acting as each kind of ``tile``."""
    for p, riichi in enumerate(view.riichi):
        if p == view.seat or not riichi:
            continue
        covered = {k for t in view.discards[p] for k in t.acts_as}
        if not set(tile.acts_as) <= covered:
            return False
    return True


_REGISTRY: dict[str, PlayerFactory] = {}


def register_level(name: str, factory: PlayerFactory) -> None:
    """Make ``factory`` available as level ``name`` (replacing a level of that name)."""
    _REGISTRY[name] = factory


def level_names() -> list[str]:
    """Registered level names, in registration order."""
    return list(_REGISTRY)


def new_player(name: str, seed: int = 0, rules: Rules = DEFAULT_RULES) -> Player:
    """A new player of level ``name``.

    Raises:
        ValueError: no level of that name is registered.
    """
    if name not in _REGISTRY:
        raise ValueError(f"unknown computer level '{name}' (known: {', '.join(_REGISTRY)})")
    return _REGISTRY[name](seed, rules)


def _builtin(level: int) -> PlayerFactory:
    return lambda seed, rules: ComputerPlayer(level, seed, rules)


for _number in LEVELS:
    register_level(str(_number), _builtin(_number))
register_level("baseline", lambda seed, rules: ComputerPlayer(3, seed, rules, BASELINE))
register_level("calls", _builtin(5))
register_level("calls_off", lambda seed, rules: ComputerPlayer(5, seed, rules, NO_CALLS))
