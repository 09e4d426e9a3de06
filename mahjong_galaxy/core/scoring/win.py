"""Scoring a winning Galaxy Mahjong hand: yaku, han, fu, points, shuugi and furiten.

The player declares the best reading: every decomposition from
:func:`~.decomposition.decompositions` (each galaxy assignment, grouping and reading of the called
galaxy melds) is a declaration; each is ordinary riichi mahjong scored by the ``mahjong``
library (:mod:`.library`).  Galaxy rules on top (the variant's published
descriptions): galaxy dora indicators (:mod:`.dora`), Milky Way (every tile galaxy: a yakuman in
any shape, open or closed; option ``Rules.milky_way``), shuugi (:mod:`.shuugi`) and furiten
from own discards (:mod:`.furiten`).

Best declaration: most points, then a real yakuman, more han, more fu (the library's order),
then more shuugi.  ``shuugi_max`` is the most shuugi among declarations worth the same points.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, replace

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld
from mahjong_galaxy.core.rules import DEFAULT_RULES, GROUP, TILE, Rules
from mahjong_galaxy.core.scoring.bound import (
    YAKUMAN,
    dora_bound,
    fu_bound,
    han_bound,
    yakuman_possible,
)
from mahjong_galaxy.core.scoring.furiten import Furiten, check_furiten
from mahjong_galaxy.core.scoring.library import (
    NO_YAKU,
    YAKUMAN_HAN,
    FuPart,
    LibraryError,
    Payment,
    Reading,
    Value,
    YakuHan,
    milky_way_value,
    points_bound,
    reading_value,
    suit_canonical,
)
from mahjong_galaxy.core.scoring.names import payment_text
from mahjong_galaxy.core.scoring.shuugi import YAKUMAN_CHIPS, Chips, concealed_shuugi, meld_shuugi
from mahjong_galaxy.core.scoring.situation import DEFAULT_OPTIONS, ScoringOptions, Situation
from mahjong_galaxy.core.solver.agari import milky_way
from mahjong_galaxy.core.solver.decomposition import Decomposition, all_decompositions
from mahjong_galaxy.core.supply import check_supply
from mahjong_galaxy.core.tiles import ActingPairs, Tile

DEFAULT_SITUATION = Situation()
YAKUMAN_POINTS = 1 << 30  # the bound of a reading that may be a yakuman: always scored


__all__ = [
    "Declaration",
    "FuPart",
    "Payment",
    "ReadingMemo",
    "ScoreResult",
    "YakuHan",
    "score_groups",
    "score_situations",
    "score_win",
]


@dataclass(frozen=True)
class Declaration:
    """One way to declare the win.

    Attributes:
        decomposition: the concealed reading (shape, groups, winning kind); its called-meld
            groups are replaced by ``meld_readings``.
        meld_readings: acting kinds of each called meld, in the hand's meld order.
        value: yaku, han, fu and points of this declaration.
        shuugi: shuugi of this declaration.
        assignment: ``((galaxy tile, acting kind), ...)`` for every galaxy tile, melds included.
    """

    decomposition: Decomposition
    meld_readings: tuple[tuple[int, ...], ...]
    value: Value
    shuugi: int
    assignment: ActingPairs


@dataclass(frozen=True)
class ScoreResult:
    """The score of a win: the best declaration plus shuugi and furiten.

    Attributes:
        hand: the hand before the winning tile (13 tiles, calls counted as 3).
        win: the winning tile.
        situation: how the hand won.
        best: the declaration scored.
        shuugi_max: most shuugi among declarations worth the same points as ``best``.
        furiten: furiten from own discards, or None when no discards were given.
    """

    hand: Hand
    win: Tile
    situation: Situation
    best: Declaration
    shuugi_max: int
    furiten: Furiten | None

    @property
    def has_yaku(self) -> bool:
        """False when the hand is complete but has no yaku (no score)."""
        return self.best.value.payment is not None

    @property
    def han(self) -> int:
        """Han (13 per yakuman); 0 without yaku."""
        return self.best.value.han

    @property
    def fu(self) -> int:
        """Fu, rounded; 0 without yaku and for Milky Way alone."""
        return self.best.value.fu if self.has_yaku else 0

    @property
    def yaku(self) -> tuple[YakuHan, ...]:
        """Yaku with han (dora last)."""
        return self.best.value.yaku

    @property
    def fu_details(self) -> tuple[FuPart, ...]:
        """Fu items."""
        return self.best.value.fu_details if self.has_yaku else ()

    @property
    def yakuman(self) -> bool:
        """True for a yakuman (kazoe yakuman counts as han, not here)."""
        return self.best.value.yakuman

    @property
    def payment(self) -> Payment | None:
        """Points split by payer, or None without yaku."""
        return self.best.value.payment

    @property
    def points(self) -> int:
        """Everything the winner receives (honba and riichi deposits included); 0 without yaku."""
        return self.payment.total if self.payment else 0

    @property
    def hand_points(self) -> int:
        """The hand's own value in points: :attr:`points` less the honba (300 per counter)
        and the riichi deposits collected; 0 without yaku."""
        if self.payment is None:
            return 0
        return self.points - self.honba_points - self.payment.sticks

    @property
    def honba_points(self) -> int:
        """Points the honba counters add (300 per counter, ron or tsumo); 0 without yaku."""
        return 300 * self.situation.honba if self.payment else 0

    @property
    def payment_text(self) -> str:
        """Who pays what, honba included, e.g. ``"tsumo: 1000 from each non-dealer, 2000 from
        the dealer"``; empty without yaku (other languages: :func:`.names.payment_text`)."""
        return payment_text(self.payment_split)

    @property
    def payment_split(self) -> tuple[str, int, int, int] | None:
        """``(way, main, additional, sticks)`` in points, honba included: ``way`` is ``"ron"``
        (``main`` from the discarder), ``"dealer_tsumo"`` (``main`` from each player) or
        ``"tsumo"`` (``additional`` from each non-dealer, ``main`` from the dealer); ``sticks``
        are the riichi deposits collected.  None without yaku."""
        p = self.payment
        if p is None:
            return None
        way = (
            "ron"
            if not self.situation.tsumo
            else "dealer_tsumo"
            if self.situation.dealer
            else "tsumo"
        )
        return way, p.main + p.honba_main, p.additional + p.honba_additional, p.sticks

    @property
    def shuugi(self) -> int:
        """Shuugi of the scored declaration (0 without yaku)."""
        return self.best.shuugi if self.has_yaku else 0

    @property
    def assignment(self) -> ActingPairs:
        """Acting kind of every galaxy tile in the scored declaration."""
        return self.best.assignment

    @property
    def chips(self) -> Chips:
        """The chips (shuugi) this win is paid (all zero without yaku; docs/rules.md)."""
        if not self.has_yaku:
            return Chips(0, 0, 0, 0, 0)
        han = {y.name: y.han for y in self.yaku}
        yakuman = YAKUMAN_CHIPS * (self.han // YAKUMAN_HAN) if self.yakuman else 0
        return Chips(
            self.shuugi,
            han.get("Aka Dora", 0),
            han.get("Ura Dora", 0),
            int(self.situation.ippatsu),
            yakuman,
        )


def score_win(
    hand: Hand,
    win: Tile,
    situation: Situation = DEFAULT_SITUATION,
    options: ScoringOptions = DEFAULT_OPTIONS,
    rules: Rules = DEFAULT_RULES,
    discards: Sequence[Tile] | None = None,
) -> ScoreResult:
    """Score ``hand`` winning on ``win``: the best declaration over every galaxy assignment.

    Args:
        hand: 13 tiles (13 - 3k concealed with k calls), without the winning tile.
        win: the winning tile (normal or galaxy).
        situation: tsumo/ron, riichi and other situational yaku, winds, dora, honba, deposits.
        options: scoring options (red fives, open tanyao, kiriage, kazoe and double yakuman).
        rules: galaxy rule options (seven pairs, Milky Way).
        discards: the player's own discards for the furiten check (None: not checked).

    Returns:
        A :class:`ScoreResult`; a complete hand with no yaku gives ``has_yaku`` False.

    Raises:
        HandError: wrong hand size, too many copies of a tile, an impossible situation, or a
            hand that is not complete with ``win``.

    >>> from mahjong_galaxy.core.hand import parse_hand
    >>> from mahjong_galaxy.core.tiles import normal_tile
    >>> hand = parse_hand("7m8M9M123p456p789s1z")
    >>> result = score_win(hand, normal_tile(27), Situation(riichi=True))
    >>> result.han, result.fu, result.points, result.shuugi  # 8M 9M in 789m: 2 shuugi
    (1, 40, 1300, 2)
    """
    ((result,),) = score_situations(hand, (win,), (situation,), options, rules, discards)
    return result


def score_situations(
    hand: Hand,
    wins: Sequence[Tile],
    situations: Sequence[Situation],
    options: ScoringOptions = DEFAULT_OPTIONS,
    rules: Rules = DEFAULT_RULES,
    discards: Sequence[Tile] | None = None,
    memo: ReadingMemo | None = None,
    tiles_checked: bool = False,
) -> tuple[tuple[ScoreResult, ...], ...]:
    """Score ``hand`` on several interchangeable winning tiles under several situations at once.

    The readings are enumerated once and each is valued once per situation, so this costs far
    less than one :func:`score_win` call per pair; every result equals that call's.

    Args:
        hand: 13 tiles without the winning tile.
        wins: one normal tile, or galaxy tiles of one galaxy class (the same readings and points;
            shuugi and the assignment depend on the printed kind).
        situations: how the hand wins, one result per situation.
        options, rules, discards: as for :func:`score_win`.
        memo: the library values and bounds of readings already scored with these ``options``
            (a normal winning tile and the galaxy tiles acting as it share readings); None: a
            fresh one.
        tiles_checked: the caller has checked the copy limits of the hand with each winning
            tile and the situations' indicators (and ``discards``); they are not checked again.

    Returns:
        ``results[i][j]``: ``wins[i]`` under ``situations[j]``.

    Raises:
        HandError: as :func:`score_win`, for any of the tiles or situations; ValueError when
            ``wins`` are not interchangeable.
    """
    candidates, valuer, furiten = _prepare(
        hand, wins, situations, options, rules, discards, memo, tiles_checked
    )
    return _score(hand, wins, situations, rules, candidates, valuer.keys, valuer, furiten)


def score_groups(
    hand: Hand,
    wins: Sequence[Tile],
    situations: Sequence[Situation],
    group_of: Callable[[Decomposition], Hashable],
    groups: Sequence[Hashable] = (),
    options: ScoringOptions = DEFAULT_OPTIONS,
    rules: Rules = DEFAULT_RULES,
    memo: ReadingMemo | None = None,
    tiles_checked: bool = False,
) -> dict[Hashable, tuple[tuple[ScoreResult, ...], ...]]:
    """Score ``hand`` on interchangeable winning tiles, the best declaration within each group of
    declarations: as :func:`score_situations` with only the declarations of that group.

    A Milky Way shape (every tile galaxy, no complete reading) belongs to every group, those of
    ``groups`` included.  Each
    distinct reading is bounded and valued at most once over all groups and situations, and
    within a group only readings whose bound reaches the group's best so far are valued.

    Args:
        hand, wins, situations, options, rules, memo, tiles_checked: as for
            :func:`score_situations` (no furiten check).
        group_of: the group of a decomposition (e.g. the wait set of the galaxy assignment of
            the 13 tiles).
        groups: groups there are besides those of the declarations (where a Milky Way shape
            is the only declaration).

    Returns:
        ``{group: results}`` for every group with a declaration, ``results[i][j]`` as
        :func:`score_situations` gives it for ``wins[i]`` under ``situations[j]``.

    Raises:
        HandError, ValueError: as :func:`score_situations`.
    """
    candidates, valuer, _ = _prepare(
        hand, wins, situations, options, rules, None, memo, tiles_checked
    )
    members: dict[Hashable, list[_Candidate]] = {group: [] for group in groups}
    everywhere = []
    for candidate in candidates:
        if candidate.key == MILKY_ONLY:
            everywhere.append(candidate)
        else:
            members.setdefault(group_of(candidate.decomposition), []).append(candidate)
    results = {}
    for group, found in members.items():
        found += everywhere
        if not found:
            continue
        keys = list(dict.fromkeys(c.key for c in found))
        results[group] = _score(hand, wins, situations, rules, found, keys, valuer, None)
    return results


def _prepare(
    hand: Hand,
    wins: Sequence[Tile],
    situations: Sequence[Situation],
    options: ScoringOptions,
    rules: Rules,
    discards: Sequence[Tile] | None,
    memo: ReadingMemo | None,
    tiles_checked: bool,
) -> tuple[list[_Candidate], _Valuer, Furiten | None]:
    """Check the input, enumerate the declarations and set up their valuer."""
    if hand.size != 13:
        raise HandError(
            f"scoring needs the 13-tile hand without the winning tile; "
            f"'{hand.text}' has {hand.size}"
        )
    if len({(w.galaxy, w.galaxy_class if w.galaxy else w.kind) for w in wins}) != 1 or (
        len(wins) > 1 and not wins[0].galaxy
    ):
        raise ValueError("score_situations needs one normal tile or galaxy tiles of one class")
    checked: set[tuple[Tile, tuple[Tile, ...]]] = set()
    for win in wins:
        for situation in situations:
            indicators = (*situation.dora_indicators, *situation.ura_indicators)
            if not tiles_checked and (win, indicators) not in checked:
                checked.add((win, indicators))
                _check_tiles(hand.with_tile(win), indicators, discards or ())
            situation.check(hand)
    readings: dict[Reading, int] = {}
    full = hand.with_tile(wins[0])
    candidates = list(_candidates(hand, wins[0], rules, readings, full))
    if not candidates:
        raise HandError(f"'{hand.text}' does not win on {wins[0].text}: no complete shape")
    furiten = None if discards is None else check_furiten(hand, discards, rules)
    valuer = _Valuer(
        full,
        situations,
        options,
        rules,
        memo or ReadingMemo(),
        list(readings),
        any(c.key == MILKY_ONLY for c in candidates),
    )
    return candidates, valuer, furiten


def _score(
    hand: Hand,
    wins: Sequence[Tile],
    situations: Sequence[Situation],
    rules: Rules,
    candidates: list[_Candidate],
    keys: list[int],
    valuer: _Valuer,
    furiten: Furiten | None,
) -> tuple[tuple[ScoreResult, ...], ...]:
    """The best of ``candidates`` (whose readings are ``keys``) per winning tile and situation."""
    results = []
    for win in wins:
        declarer = _Declarer(hand, win, rules.shuugi, valuer.full if win == wins[0] else None)
        row = []
        for index, situation in enumerate(situations):
            best, shuugi_max = _best(candidates, keys, index, valuer, declarer)
            row.append(ScoreResult(hand, win, situation, best, shuugi_max, furiten))
        results.append(tuple(row))
    return tuple(results)


def _best(
    candidates: list[_Candidate],
    keys: list[int],
    index: int,
    valuer: _Valuer,
    declarer: _Declarer,
) -> tuple[Declaration, int]:
    """The best of ``candidates`` (whose readings are ``keys``) under situation ``index`` and the
    most shuugi among its equals.

    Each distinct reading is bounded and valued once.  Readings are scored in order of their
    bound, until no bound can reach the best points found: every reading worth the top points
    is scored.  Among the candidates of the top value, the chosen one has the most shuugi and
    comes first in enumeration order, as a full scan in that order would choose; they are
    visited by falling shuugi bound, which stops as soon as no bound reaches the shuugi
    already found.
    """
    bounds = valuer.bounds(index)
    best = -2
    for key in sorted(keys, key=lambda k: -bounds[k]):
        if bounds[key] < best:
            break
        best = max(best, valuer.value(key, index).rank[0])
    ranks = valuer.ranks(index)
    top = max(ranks[k] for k in keys if k in ranks)
    tied = [i for i, c in enumerate(candidates) if ranks.get(c.key, _UNSCORED)[0] == top[0]]
    if top[0] < 0:  # no yaku in any reading: shuugi is not paid
        first = next(i for i in tied if ranks[candidates[i].key] == top)
        return declarer.declare(candidates[first], valuer.value(candidates[first].key, index)), 0
    shuugi_bounds = {i: declarer.shuugi_bound(candidates[i]) for i in tied}
    chosen: tuple[int, Declaration] | None = None
    shuugi_max = -1
    for i in sorted(tied, key=lambda i: -shuugi_bounds[i]):  # ties in enumeration order
        bound = shuugi_bounds[i]
        floor = chosen[1].shuugi if chosen else -1
        if bound < floor:
            break  # no later candidate reaches the chosen shuugi, nor so the maximum
        best_rank = ranks[candidates[i].key] == top
        can_choose = best_rank and (chosen is None or bound > floor or i < chosen[0])
        if not can_choose and bound <= shuugi_max:
            continue  # can neither be chosen nor raise the maximum
        declaration = declarer.declare(candidates[i], valuer.value(candidates[i].key, index))
        shuugi_max = max(shuugi_max, declaration.shuugi)
        if best_rank and (
            chosen is None
            or declaration.shuugi > chosen[1].shuugi
            or (declaration.shuugi == chosen[1].shuugi and i < chosen[0])
        ):
            chosen = i, declaration
    assert chosen is not None  # some scored candidate has the top rank
    return chosen[1], shuugi_max


#: The rank of a reading that was not scored (its bound is below the best points).
_UNSCORED = (-3, False, 0, 0, 0)


def _check_tiles(full: Hand, indicators: tuple[Tile, ...], discards: Sequence[Tile]) -> None:
    visible = (*indicators, *discards)
    try:
        check_supply(
            [
                ("hand with the winning tile", [(t, 0) for t in full.all_tiles]),
                ("dora indicators and discards", [(t, 0) for t in visible]),
            ]
        )
    except HandError as error:
        raise HandError(error.message) from None


@dataclass(frozen=True)
class _Candidate:
    decomposition: Decomposition
    meld_readings: tuple[tuple[int, ...], ...]
    key: int  # index of its reading in the _Valuer's list; MILKY_ONLY for a Milky Way shape


#: The :attr:`_Candidate.key` of a shape complete only through Milky Way (no reading).
MILKY_ONLY = -1


class ReadingMemo:
    """The library's value of each reading per situation and its :mod:`.bound` under each
    situation of a call, kept across :func:`score_situations` calls with the same scoring
    options (a reading is plain riichi mahjong: its value does not depend on which tile of the
    hand is galaxy).

    With riichi a yakuman reading is worth what it is worth without (riichi does not stack on
    a yakuman), so that library call is saved.

    Args:
        suit_blind: score a suit renaming of a reading scored before (no dora indicators) by
            that value (:func:`.library.suit_canonical`): han, fu, yaku and points are the same,
            but the fu items may be listed in another order (the library lists them by tile),
            so only for callers that do not show :attr:`ScoreResult.fu_details` (the values of
            every winning tile, :mod:`~mahjong_galaxy.core.decision.values`).
    """

    def __init__(self, suit_blind: bool = False) -> None:
        self.suit_blind = suit_blind
        self.values: dict[tuple[Reading, Situation], Value] = {}
        self.canonical: dict[Reading, Reading] = {}  # suit_canonical of each reading
        self.rows: dict[tuple[tuple[Situation, ...], bool], dict[Reading, tuple[int, ...]]] = {}

    def value(self, reading: Reading, situation: Situation, options: ScoringOptions) -> Value:
        """The library's value of ``reading`` under ``situation`` (when suit-blind, a suit
        renaming of a reading scored before is not scored again)."""
        key = (reading, situation)
        value = self.values.get(key)
        if value is None:
            if situation.riichi:
                dama = self.values.get((reading, replace(situation, riichi=False)))
                if dama is not None and dama.yakuman:
                    self.values[key] = dama
                    return dama
            if not self.suit_blind or situation.dora_indicators or situation.ura_indicators:
                value = _library_value(reading, situation, options)
            else:
                renamed = self.canonical.get(reading)
                if renamed is None:
                    renamed = self.canonical[reading] = suit_canonical(reading)
                canonical = (renamed, situation)
                value = self.values.get(canonical)
                if value is None:
                    value = self.values[canonical] = _library_value(
                        canonical[0], situation, options
                    )
            self.values[key] = value
        return value

    def bound_rows(
        self, situations: tuple[Situation, ...], yakuman_only: bool
    ) -> dict[Reading, tuple[int, ...]]:
        """``{reading: bounds}`` of the readings bounded so far under ``situations``, one bound
        per situation: the most points the reading can score there (-1: no yaku; Milky Way not
        considered), or with ``yakuman_only`` :data:`YAKUMAN_POINTS` where it may be a yakuman
        and -1 elsewhere; filled by the caller with :func:`_reading_bounds`."""
        return self.rows.setdefault((situations, yakuman_only), {})


def _reading_bounds(
    reading: Reading,
    situations: tuple[Situation, ...],
    options: ScoringOptions,
    yakuman_only: bool,
) -> tuple[int, ...]:
    """:meth:`ReadingMemo.bound_rows`' row of ``reading``: in a Milky Way hand only a yakuman
    reading is worth more than Milky Way alone (:class:`_Valuer`), so only that is tested."""
    if yakuman_only:
        return tuple(
            YAKUMAN_POINTS if yakuman_possible(reading, situation) else -1
            for situation in situations
        )
    return tuple(_reading_bound(reading, situation, options) for situation in situations)


def _reading_bound(reading: Reading, situation: Situation, options: ScoringOptions) -> int:
    han = han_bound(reading, situation)
    if han >= YAKUMAN:
        return YAKUMAN_POINTS
    if han == 0:
        return -1
    han += dora_bound(reading, situation, options)
    return points_bound(han, fu_bound(reading, situation), situation, options)


class _Valuer:
    """Values of the distinct readings per situation, from the library only where they can
    matter.

    A reading whose :mod:`.bound` shows no yaku gets the no-yaku value without a call; in a
    Milky Way hand a reading that cannot be a yakuman is worth Milky Way alone.  Otherwise
    the library scores it, once per reading and situation (:class:`ReadingMemo`).  Readings are
    known by their index in ``readings`` (:attr:`_Candidate.key`), so that no reading is hashed
    again per candidate.
    """

    def __init__(
        self,
        full: Hand,
        situations: Sequence[Situation],
        options: ScoringOptions,
        rules: Rules,
        memo: ReadingMemo,
        readings: list[Reading],
        milky_shape: bool,
    ) -> None:
        self.full = full
        self.situations = situations
        self.options = options
        self.memo = memo
        self.readings = readings
        self.keys = [*range(len(readings)), *([MILKY_ONLY] if milky_shape else [])]
        self.milky = milky_way(full, rules)
        # only a Milky Way hand has readings worth Milky Way alone (or none at all)
        self.milky_only = (
            tuple(milky_way_value(None, s, options) for s in situations) if self.milky else ()
        )
        self._rows: list[tuple[int, ...]] | None = None
        self._bounds: dict[int, dict[int, int]] = {}
        self._values: dict[tuple[int, int], Value] = {}
        self._ranks: dict[int, dict[int, tuple[int, bool, int, int, int]]] = {}

    def bounds(self, index: int) -> dict[int, int]:
        """Most points each reading can be worth under situation ``index`` (-1: no yaku)."""
        found = self._bounds.get(index)
        if found is None:
            found = self._bounds[index] = {key: self._bound(key, index) for key in self.keys}
        return found

    def _reading_rows(self) -> list[tuple[int, ...]]:
        """The bounds of every reading under every situation (:meth:`ReadingMemo.bound_rows`)."""
        situations = tuple(self.situations)
        known = self.memo.bound_rows(situations, self.milky)
        rows = []
        for reading in self.readings:
            row = known.get(reading)
            if row is None:
                row = known[reading] = _reading_bounds(
                    reading, situations, self.options, self.milky
                )
            rows.append(row)
        return rows

    def _bound(self, key: int, index: int) -> int:
        if key == MILKY_ONLY:
            return _points(self.milky_only[index])
        if self._rows is None:
            self._rows = self._reading_rows()
        bound = self._rows[key][index]
        if self.milky and bound < YAKUMAN_POINTS:
            return _points(self.milky_only[index])
        return bound

    def value(self, key: int, index: int) -> Value:
        """The value of reading ``key`` under situation ``index``."""
        value = self._values.get((key, index))
        if value is None:
            value = self._values[key, index] = self._value(key, index)
            self._ranks.setdefault(index, {})[key] = value.rank
        return value

    def ranks(self, index: int) -> dict[int, tuple[int, bool, int, int, int]]:
        """The :attr:`.Value.rank` of every reading valued so far under situation ``index``."""
        return self._ranks[index]

    def _value(self, key: int, index: int) -> Value:
        if key == MILKY_ONLY:
            return self.milky_only[index]
        situation = self.situations[index]
        bound = self.bounds(index)[key]
        if bound < 0:
            return NO_YAKU
        if self.milky and bound < YAKUMAN_POINTS:  # not a yakuman: Milky Way alone
            return self.milky_only[index]
        value = self.memo.value(self.readings[key], situation, self.options)
        if not self.milky:
            return value
        return (
            milky_way_value(value, situation, self.options)
            if value.yakuman
            else (self.milky_only[index])
        )


def _points(value: Value) -> int:
    return value.payment.total if value.payment else -1


def _candidates(
    hand: Hand, win: Tile, rules: Rules, readings: dict[Reading, int], full: Hand | None = None
) -> Iterator[_Candidate]:
    """Every declaration with the key of its reading, ``readings`` numbering the distinct ones
    (values and shuugi come later, where needed); ``full`` is ``hand.with_tile(win)`` when the
    caller has it."""
    if full is None:
        full = hand.with_tile(win)
    reds = tuple(t.kind for t in full.all_tiles if t.red)
    for decomposition in all_decompositions(hand, win, rules, full):
        melds = _meld_readings(hand, decomposition)
        if decomposition.shape == "milky_way":
            yield _Candidate(decomposition, melds, MILKY_ONLY)
        else:
            reading = _reading(hand, decomposition, melds, reds, win)
            yield _Candidate(decomposition, melds, readings.setdefault(reading, len(readings)))


def _meld_readings(hand: Hand, decomposition: Decomposition) -> tuple[tuple[int, ...], ...]:
    """Acting kinds of each called meld: the decomposition's last groups, or for a Milky Way
    shape (no groups) the reading with the most shuugi."""
    if not hand.melds:
        return ()
    if decomposition.shape == "milky_way":
        return tuple(_most_shuugi(m) for m in hand.melds)
    return tuple(g.kinds for g in decomposition.groups[-len(hand.melds) :])


def _most_shuugi(meld: Meld) -> tuple[int, ...]:
    return max(meld.interpretations(), key=lambda reading: meld_shuugi(meld, reading)[0])


class _Declarer:
    """Adds shuugi and assignments to candidates, once per concealed reading and meld reading."""

    def __init__(self, hand: Hand, win: Tile, mode: str = GROUP, full: Hand | None = None) -> None:
        self.hand = hand
        self.win = win
        self.mode = mode
        self.full = hand.with_tile(win) if full is None else full
        self.concealed: dict[int, tuple[int, ActingPairs]] = {}
        self.declared: dict[int, tuple[Decomposition, int, ActingPairs]] = {}
        self.melds: dict[tuple[int, tuple[int, ...]], tuple[int, ActingPairs]] = {}
        self.printed = Counter(t.kind for t in self.full.tiles if t.galaxy and t.suit_known)
        self.meld_galaxy = sum(t.galaxy for meld in hand.melds for t in meld.tiles)
        self.bounds: dict[int, int] = {}

    def shuugi_bound(self, candidate: _Candidate) -> int:
        """Most shuugi the candidate can be declared with: each galaxy tile of a known suit
        whose printed kind the concealed groups use, and every galaxy tile of the melds."""
        decomposition = candidate.decomposition
        key = id(decomposition)  # candidates keep their decomposition alive
        bound = self.bounds.get(key)
        if bound is None:
            bound = self.meld_galaxy
            if decomposition.shape != "milky_way":
                groups = decomposition.groups[: len(decomposition.groups) - len(self.hand.melds)]
                acting: dict[int, int] = {}
                for group in groups:
                    for k in group.kinds:
                        acting[k] = acting.get(k, 0) + 1
                bound += sum(min(n, acting.get(k, 0)) for k, n in self.printed.items())
            self.bounds[key] = bound
        return bound

    def declare(self, candidate: _Candidate, value: Value) -> Declaration:
        """The candidate worth ``value``, with its shuugi and galaxy assignment."""
        key = id(candidate)  # the caller keeps its candidates alive
        found = self.declared.get(key)
        if found is None:
            found = self.declared[key] = self._declared(candidate)
        decomposition, shuugi, assignment = found
        return Declaration(decomposition, candidate.meld_readings, value, shuugi, assignment)

    def _declared(self, candidate: _Candidate) -> tuple[Decomposition, int, ActingPairs]:
        """The candidate's decomposition for this winning tile, its shuugi and assignment."""
        key = id(candidate.decomposition)  # candidates keep their decomposition alive
        if key not in self.concealed:
            self.concealed[key] = self._concealed(candidate.decomposition)
        shuugi, assignment = self.concealed[key]
        for meld, reading in enumerate(candidate.meld_readings):
            if (meld, reading) not in self.melds:
                self.melds[meld, reading] = meld_shuugi(self.hand.melds[meld], reading)
            meld_count, meld_assignment = self.melds[meld, reading]
            shuugi += meld_count
            assignment += meld_assignment
        decomposition = candidate.decomposition
        win_pair = ((self.win, decomposition.win_kind),)
        if decomposition.assignment and decomposition.assignment[:1] != win_pair:
            # enumerated for a galaxy class-mate of this winning tile: the same reading
            decomposition = replace(
                decomposition, assignment=win_pair + decomposition.assignment[1:]
            )
        if self.mode == TILE:  # every galaxy tile acting as its printed kind counts
            shuugi = sum(t.suit_known and t.kind == k for t, k in assignment)
        return decomposition, shuugi, assignment

    def _concealed(self, decomposition: Decomposition) -> tuple[int, ActingPairs]:
        if decomposition.shape == "milky_way":
            return 0, tuple((t, t.kind) for t in self.full.tiles if t.galaxy)
        concealed = decomposition.groups[: len(decomposition.groups) - len(self.hand.melds)]
        counted = [g.kinds for g in concealed if g.type != "single"]
        loose = [k for g in concealed if g.type == "single" for k in g.kinds]
        return concealed_shuugi(counted, loose, self.full.tiles, self.win, decomposition.win_kind)


def _reading(
    hand: Hand,
    decomposition: Decomposition,
    readings: Sequence[tuple[int, ...]],
    reds: tuple[int, ...],
    win: Tile,
) -> Reading:
    concealed = decomposition.groups[: len(decomposition.groups) - len(hand.melds)]
    blocks = [g.kinds for g in concealed] + list(readings)
    kinds = sorted(k for block in blocks for k in block)
    if decomposition.shape == "kokushi":
        blocks = []
    melds = tuple((m.type, r, not m.closed) for m, r in zip(hand.melds, readings, strict=True))
    return Reading(
        tuple(sorted(blocks)), tuple(kinds), melds, reds, decomposition.win_kind, win.red
    )


def _library_value(reading: Reading, situation: Situation, options: ScoringOptions) -> Value:
    try:
        return reading_value(reading, situation, options)
    except LibraryError as error:
        raise HandError(f"the scoring library refused this hand ({error})") from None
