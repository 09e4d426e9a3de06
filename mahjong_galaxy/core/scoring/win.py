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

import heapq
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from itertools import chain

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld, MeldType
from mahjong_galaxy.core.rules import DEFAULT_RULES, GROUP, TILE, Rules
from mahjong_galaxy.core.scoring.bound import YAKUMAN_POINTS, Bound, bound_row
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
    reading_value,
    suit_key,
)
from mahjong_galaxy.core.scoring.names import payment_text
from mahjong_galaxy.core.scoring.shuugi import (
    YAKUMAN_CHIPS,
    BlockGroups,
    Chips,
    ConcealedCounts,
    ConcealedShuugi,
    block_groups,
    concealed_counts,
    meld_shuugi,
)
from mahjong_galaxy.core.scoring.situation import DEFAULT_OPTIONS, ScoringOptions, Situation
from mahjong_galaxy.core.solver.decomposition import (
    Decomposition,
    Groupings,
    Outline,
)
from mahjong_galaxy.core.supply import HAND, check_supply
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, Text
from mahjong_galaxy.core.tiles import NUM_KINDS, ActingPairs, Tile

DEFAULT_SITUATION = Situation()


__all__ = [
    "BestValue",
    "Declaration",
    "FuPart",
    "Payment",
    "ReadingMemo",
    "ScoreResult",
    "YakuHan",
    "score_best",
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
        shuugi_max: most shuugi among declarations worth the same points as ``best`` (None
            when not asked for: :func:`score_situations` with ``shuugi_max`` False).
        furiten: furiten from own discards, or None when no discards were given.
    """

    hand: Hand
    win: Tile
    situation: Situation
    best: Declaration
    shuugi_max: int | None
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
    shuugi_max: bool = True,
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
        shuugi_max: find :attr:`ScoreResult.shuugi_max`; False leaves it None, which saves
            valuing readings that are worth the best points but not the best rank.

    Returns:
        ``results[i][j]``: ``wins[i]`` under ``situations[j]``.

    Raises:
        HandError: as :func:`score_win`, for any of the tiles or situations; ValueError when
            ``wins`` are not interchangeable.
    """
    complete, candidates, furiten = _prepare(
        hand, wins, situations, options, rules, discards, memo, tiles_checked
    )
    valuer = complete.valuer
    return _score(hand, wins, situations, rules, candidates, valuer, furiten, shuugi_max)


def score_groups(
    hand: Hand,
    wins: Sequence[Tile],
    situations: Sequence[Situation],
    group_of: Callable[[Outline], Hashable],
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
        group_of: the group of a decomposition, given its
            :class:`~.solver.decomposition.Outline` (e.g. the wait set of the galaxy
            assignment of the 13 tiles).
        groups: groups there are besides those of the declarations (where a Milky Way shape
            is the only declaration).

    Returns:
        ``{group: results}`` for every group with a declaration, ``results[i][j]`` as
        :func:`score_situations` gives it for ``wins[i]`` under ``situations[j]``
        (``shuugi_max`` None).

    Raises:
        HandError, ValueError: as :func:`score_situations`.
    """
    complete, candidates, _ = _prepare(
        hand, wins, situations, options, rules, None, memo, tiles_checked
    )
    valuer = complete.valuer
    members: dict[Hashable, list[_Candidate]] = {group: [] for group in groups}
    everywhere = []
    for candidate in candidates:
        if candidate.key == MILKY_ONLY:
            everywhere.append(candidate)
        else:
            members.setdefault(group_of(candidate.outline), []).append(candidate)
    results = {}
    for group, found in members.items():
        found += everywhere
        if not found:
            continue
        results[group] = _score(hand, wins, situations, rules, found, valuer, None, False)
    return results


@dataclass(frozen=True)
class BestValue:
    """The best declaration of a win without building it (no wait forms, no assignment).

    Attributes:
        value: its yaku, han, fu and points.
        shuugi: its shuugi.
        acting: tiles acting as each kind (34 ints: hand, winning tile and calls), read off its
            groups (the kinds an assignment of its galaxy tiles would give).
    """

    value: Value
    shuugi: int
    acting: tuple[int, ...]


def score_best(
    hand: Hand,
    win: Tile,
    situation: Situation,
    options: ScoringOptions = DEFAULT_OPTIONS,
    rules: Rules = DEFAULT_RULES,
    memo: ReadingMemo | None = None,
    tiles_checked: bool = False,
) -> BestValue:
    """The value, shuugi and acting kinds of :func:`score_win`'s best declaration (no furiten
    check), for callers that need no more: the declaration itself is never built.

    Args:
        hand, win, situation, options, rules: as for :func:`score_win`.
        memo, tiles_checked: as for :func:`score_situations`.

    Raises:
        HandError: as :func:`score_win`.
    """
    complete, candidates, _ = _prepare(
        hand, (win,), (situation,), options, rules, None, memo, tiles_checked
    )
    return complete.best(win, candidates=candidates)


class CompleteHand:
    """One complete hand scored under fixed situations on any of its concealed tiles as the
    winning tile, sharing what does not depend on which tile won: its groupings
    (:class:`~.decomposition.Groupings`), the readings of each winning kind and their bounds
    and values (:class:`_Valuer`).  A search wins one complete hand on about three tiles.

    Nothing is checked here (:func:`score_best` checks its input first): the caller gives a
    valid hand, situations and tiles within the copy limits.

    Args:
        full: the complete hand (14 tiles, calls counted as 3; the winning tile among the
            concealed ones).
        situations: how the hand wins; results are asked by index into them.
        options, rules: as for :func:`score_win`.
        memo: the library values and bounds of readings already scored with these ``options``.
    """

    def __init__(
        self,
        full: Hand,
        situations: Sequence[Situation],
        options: ScoringOptions,
        rules: Rules,
        memo: ReadingMemo,
    ) -> None:
        self.groupings = Groupings(full, rules)
        self.full = full
        self.rules = rules
        self.reds = tuple(t.kind for t in full.all_tiles if t.red)
        self.counts = concealed_counts(full.tiles)  # for the shuugi of each winning tile
        self.keys: dict[Reading, int] = {}  # each distinct reading's index in the valuer's list
        #: :func:`_split` of the groups of an outline for its shuugi, by their id
        self.split: dict[int, _Split] = {}
        #: :func:`_reading_parts` by the id of an outline's groups
        self.parts: dict[int, tuple[Blocks, tuple[int, ...], MeldKinds]] = {}
        milky = self.groupings.milky
        self.valuer = _Valuer(full, situations, options, milky, memo, [])

    def candidates(self, win: Tile) -> list[_Candidate]:
        """Every declaration with ``win`` as the winning tile, in enumeration order."""
        found = []
        for outline in self.groupings.outlines(win):
            melds = _meld_readings(self.full, outline)
            if outline.shape == "milky_way":
                found.append(_Candidate(outline, melds, MILKY_ONLY))
            else:
                found.append(_Candidate(outline, melds, self._key(outline, melds, win)))
        return found

    def _key(self, outline: Outline, melds: tuple[tuple[int, ...], ...], win: Tile) -> int:
        """The index of the reading of ``outline`` (its called melds read as ``melds``) won
        on ``win`` in the valuer's readings, added when new."""
        # the outlines of one grouping and meld reading share their groups (every winning
        # tile's: :attr:`.Groupings.grouped` keeps them alive, so their ids stay theirs)
        parts = self.parts.get(id(outline.groups))
        if parts is None:
            parts = self.parts[id(outline.groups)] = _reading_parts(self.full, outline, melds)
        reading = Reading(*parts, self.reds, outline.win_kind, win.red)
        key = self.keys.get(reading)
        if key is None:
            key = self.keys[reading] = len(self.keys)
            self.valuer.readings.append(reading)
        return key

    def best(
        self, win: Tile, index: int = 0, candidates: list[_Candidate] | None = None
    ) -> BestValue:
        """The value, shuugi and acting kinds of :func:`score_win`'s best declaration with
        ``win`` as the winning tile under situation ``index``; ``candidates`` are
        :meth:`candidates` of ``win`` when the caller has them already.

        Raises:
            HandError: the hand is not complete with ``win`` as the winning tile.
        """
        if candidates is None:
            candidates = self.candidates(win)
        if not candidates:
            raise _not_complete(self.full, win)
        valuer = self.valuer
        declarer = _Declarer(self.full, win, self.rules.shuugi, self.counts, self.split)
        if len(candidates) == 1:  # most wins of a search: no order to find
            best, value = candidates[0], valuer.value(candidates[0].key, index)
        else:
            order = _Order(candidates, index, valuer)
            best, value = _best(candidates, order, valuer, declarer)
        return BestValue(value, declarer.shuugi(best), _acting(self.full, best))


def _not_complete(full: Hand, win: Tile) -> HandError:
    """The error of a hand that does not win on ``win`` (``full`` holds it)."""
    hand = full.without_tile(win)
    return HandError(f"'{hand.text}' does not win on {win.text}: no complete shape")


def _acting(full: Hand, candidate: _Candidate) -> tuple[int, ...]:
    """Tiles acting as each kind in ``candidate``: its concealed acting counts (a Milky Way
    shape: every concealed tile as printed) and its called melds' readings."""
    outline = candidate.outline
    if outline.shape != "milky_way" and not candidate.meld_readings:
        return outline.acting
    acting = [0] * NUM_KINDS
    if outline.shape == "milky_way":
        for tile in full.tiles:
            acting[tile.kind] += 1
    else:
        acting[:] = outline.acting
    for kind in chain.from_iterable(candidate.meld_readings):
        acting[kind] += 1
    return tuple(acting)


def _prepare(
    hand: Hand,
    wins: Sequence[Tile],
    situations: Sequence[Situation],
    options: ScoringOptions,
    rules: Rules,
    discards: Sequence[Tile] | None,
    memo: ReadingMemo | None,
    tiles_checked: bool,
) -> tuple[CompleteHand, list[_Candidate], Furiten | None]:
    """Check the input, then enumerate the declarations with ``wins[0]`` as the winning tile
    (the complete hand holds their valuer)."""
    if hand.size != 13:
        raise HandError(
            f"scoring needs the 13-tile hand without the winning tile; "
            f"'{hand.text}' has {hand.size}"
        )
    if len(wins) != 1 and (
        len({(w.galaxy, w.galaxy_class if w.galaxy else w.kind) for w in wins}) != 1
        or not wins[0].galaxy
    ):
        raise ValueError("score_situations needs one normal tile or galaxy tiles of one class")
    checked: set[tuple[Tile, tuple[Tile, ...]]] = set()
    for win in wins:
        for situation in situations:
            indicators = (*situation.dora_indicators, *situation.ura_indicators)
            if not tiles_checked and (win, indicators) not in checked:
                checked.add((win, indicators))
                _check_tiles(hand.with_tile(win), situation, discards or ())
            situation.check(hand)
    complete = CompleteHand(
        hand.with_tile(wins[0]), situations, options, rules, memo or ReadingMemo()
    )
    candidates = complete.candidates(wins[0])
    if not candidates:
        raise _not_complete(complete.full, wins[0])
    furiten = None if discards is None else check_furiten(hand, discards, rules)
    return complete, candidates, furiten


def _score(
    hand: Hand,
    wins: Sequence[Tile],
    situations: Sequence[Situation],
    rules: Rules,
    candidates: list[_Candidate],
    valuer: _Valuer,
    furiten: Furiten | None,
    shuugi_max: bool,
) -> tuple[tuple[ScoreResult, ...], ...]:
    """The best of ``candidates`` per winning tile and situation (and the most shuugi among
    its equals in points when ``shuugi_max``, else None)."""
    orders = [_Order(candidates, index, valuer) for index in range(len(situations))]
    results = []
    for win in wins:
        full = valuer.full if win == wins[0] else hand.with_tile(win)
        declarer = _Declarer(full, win, rules.shuugi)
        row = []
        for index, situation in enumerate(situations):
            best = declarer.declare(*_best(candidates, orders[index], valuer, declarer))
            most = _shuugi_max(candidates, index, valuer, declarer, best) if shuugi_max else None
            row.append(ScoreResult(hand, win, situation, best, most, furiten))
        results.append(tuple(row))
    return tuple(results)


class _Order:
    """The candidates under one situation by falling bound of their reading (then in
    enumeration order), with those bounds: shared by every winning tile of a call."""

    def __init__(self, candidates: list[_Candidate], index: int, valuer: _Valuer) -> None:
        self.index = index
        self.bounds = [valuer.bound(c.key, index) for c in candidates]
        codes = [code for _, code, _ in self.bounds]
        # falling code; a stable sort, so equal codes keep the enumeration order
        self.order = sorted(range(len(candidates)), key=codes.__getitem__, reverse=True)


def _best(
    candidates: list[_Candidate], order: _Order, valuer: _Valuer, declarer: _Declarer
) -> tuple[_Candidate, Value]:
    """The best of ``candidates`` (with its value) under the situation of ``order``: the highest
    :attr:`.Value.rank`, then the most shuugi (paid only with a yaku), then the first in
    enumeration order.

    A best-first search over upper bounds of that key: each candidate starts at its reading's
    bound (:meth:`_Valuer.bound`) and the most shuugi any declaration can have, so they come
    in the order of :class:`_Order`; the candidate whose key may be highest is made exact,
    its shuugi first, then its reading's value (the library), until the highest key is
    exact.  Every other candidate's bound is then below it, so it is never valued (nor, past
    the first of them in that order, even looked at).
    """
    index, cap = order.index, declarer.shuugi_cap
    heap: list[tuple[int, int, int, int, bool, bool]] = []  # candidates made more exact
    for i in order.order:  # falling initial key
        _, code, exact = order.bounds[i]
        paid = code >= _PAID_CODE  # without yaku shuugi is not paid
        shuugi = cap if paid else 0
        key = -(code * _SHUUGI_SPAN + shuugi)
        while heap and heap[0][:2] < (key, i):  # a refined candidate may be higher
            if _refine(heap, candidates, index, valuer, declarer):
                return _top(candidates, heap, index, valuer)
        if exact and not paid:  # exact and above every other key
            return candidates[i], valuer.value(candidates[i].key, index)
        heapq.heappush(heap, (key, i, code, shuugi, exact, not paid))
    while not _refine(heap, candidates, index, valuer, declarer):
        pass
    return _top(candidates, heap, index, valuer)


def _refine(
    heap: list[tuple[int, int, int, int, bool, bool]],
    candidates: list[_Candidate],
    index: int,
    valuer: _Valuer,
    declarer: _Declarer,
) -> bool:
    """Make the top of ``heap`` more exact (:func:`_best`); True when it is exact already."""
    _, i, code, shuugi, exact, known = heap[0]
    if exact and known:
        return True
    candidate = candidates[i]
    if not known:
        shuugi, known = declarer.shuugi(candidate), True
    else:
        code, exact = _rank_code(valuer.value(candidate.key, index).rank), True
        shuugi = shuugi if code >= _PAID_CODE else 0
    heapq.heapreplace(heap, (-(code * _SHUUGI_SPAN + shuugi), i, code, shuugi, exact, known))
    return False


def _top(
    candidates: list[_Candidate],
    heap: list[tuple[int, int, int, int, bool, bool]],
    index: int,
    valuer: _Valuer,
) -> tuple[_Candidate, Value]:
    chosen = candidates[heap[0][1]]
    return chosen, valuer.value(chosen.key, index)


#: Shuugi is less than this (one per galaxy tile), so it packs below a rank code.
_SHUUGI_SPAN = 64


def _shuugi_max(
    candidates: list[_Candidate],
    index: int,
    valuer: _Valuer,
    declarer: _Declarer,
    best: Declaration,
) -> int:
    """The most shuugi among the candidates worth the points of ``best`` under situation
    ``index`` (0 without yaku: shuugi is not paid), visited by falling shuugi."""
    top = _points(best.value)
    if top < 0:
        return 0
    reaching = [c for c in candidates if valuer.bound(c.key, index)[0] >= top]
    for candidate in sorted(reaching, key=lambda c: -declarer.shuugi(c)):
        shuugi = declarer.shuugi(candidate)
        if shuugi <= best.shuugi:
            break
        if _points(valuer.value(candidate.key, index)) == top:
            return shuugi
    return best.shuugi


#: Where the tiles of a scored win lie, for a copy-limit message (translated by the app).
_WHERE = (
    HAND,
    Text(QT_TRANSLATE_NOOP("HandError", "dora indicators")),
    Text(QT_TRANSLATE_NOOP("HandError", "ura dora indicators")),
    Text(QT_TRANSLATE_NOOP("HandError", "your discards")),
)


def _check_tiles(full: Hand, situation: Situation, discards: Sequence[Tile]) -> None:
    """The copy limits over the hand with its winning tile, the dora and ura dora indicators
    and the player's discards; the message names where the first copy too many lies."""
    groups = (full.all_tiles, situation.dora_indicators, situation.ura_indicators, discards)
    try:
        check_supply([(w, [(t, 0) for t in g]) for w, g in zip(_WHERE, groups, strict=True)])
    except HandError as error:
        raise HandError(error.text) from None  # no position: none of them is typed text


@dataclass(slots=True, eq=False)  # not frozen: built for every decomposition, cheaper
class _Candidate:
    outline: Outline
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
            that value (:func:`.library.suit_key`; the called melds may come in another
            order): han, fu, yaku and points are the same, but the fu items may be listed in
            another order (the library lists them by tile), so only for callers that do not
            show :attr:`ScoreResult.fu_details` (the values of every winning tile,
            :mod:`~mahjong_galaxy.core.decision.values`).
    """

    def __init__(self, suit_blind: bool = False) -> None:
        self.suit_blind = suit_blind
        # by reading and, when suit-blind, by suit key
        self.values: dict[tuple[Hashable, Situation], Value] = {}
        self.keys: dict[Reading, Hashable] = {}  # suit_key of each reading
        self.damas: dict[Situation, Situation] = {}  # each riichi situation without riichi
        # bounds per situations and yakuman_only, by reading and by suit key (:meth:`bound_rows`)
        self.rows: dict[tuple[tuple[Situation, ...], bool], dict[Hashable, tuple[Bound, ...]]] = {}

    def value(self, reading: Reading, situation: Situation, options: ScoringOptions) -> Value:
        """The library's value of ``reading`` under ``situation`` (when suit-blind, a suit
        renaming of a reading scored before is not scored again)."""
        key = (reading, situation)
        value = self.values.get(key)
        if value is None:
            if situation.riichi:
                dama = self.values.get((reading, self._dama(situation)))
                if dama is not None and dama.yakuman:
                    self.values[key] = dama
                    return dama
            if not self.suit_blind or situation.dora_indicators or situation.ura_indicators:
                value = _library_value(reading, situation, options)
            else:
                shared = (self.suit_key(reading), situation)
                value = self.values.get(shared)
                if value is None:
                    value = self.values[shared] = _library_value(reading, situation, options)
            self.values[key] = value
        return value

    def _dama(self, situation: Situation) -> Situation:
        """``situation`` without riichi, memoised."""
        dama = self.damas.get(situation)
        if dama is None:
            dama = self.damas[situation] = replace(situation, riichi=False)
        return dama

    def suit_key(self, reading: Reading) -> Hashable:
        """:func:`.library.suit_key` of ``reading``, memoised."""
        key = self.keys.get(reading)
        if key is None:
            key = self.keys[reading] = suit_key(reading)
        return key

    def bound_rows(
        self,
        readings: Sequence[Reading],
        situations: tuple[Situation, ...],
        options: ScoringOptions,
        yakuman_only: bool,
    ) -> list[tuple[Bound, ...]]:
        """:func:`.bound.bound_row` of each reading, memoised.  Without dora indicators a suit
        renaming of a reading bounded before is not bounded again (:func:`.library.suit_key`):
        every yaku condition, fu item and red five of the bound names no suit, ryuuiisou's
        aside (whose readings are their own keys), and none depends on the order of the called
        melds."""
        rows = self.rows.setdefault((situations, yakuman_only), {})
        blind = not any(s.dora_indicators or s.ura_indicators for s in situations)
        found = []
        for reading in readings:
            row = rows.get(reading)
            if row is None:
                key = self.suit_key(reading) if blind else reading
                row = rows.get(key)
                if row is None:
                    row = rows[key] = bound_row(reading, situations, options, yakuman_only)
                rows[reading] = row
            found.append(row)
        return found


class _Valuer:
    """Values of the distinct readings per situation, from the library only where they can
    matter.

    A reading whose :mod:`.bound` shows no yaku gets the no-yaku value without a call (a closed
    hand won by tsumo always has a yaku, menzen tsumo: its bound is not asked); in a Milky Way
    hand a reading that cannot be a yakuman is worth Milky Way alone.  Otherwise
    the library scores it, once per reading and situation (:class:`ReadingMemo`).  Readings are
    known by their index in ``readings`` (:attr:`_Candidate.key`), so that no reading is hashed
    again per candidate.
    """

    def __init__(
        self,
        full: Hand,
        situations: Sequence[Situation],
        options: ScoringOptions,
        milky: bool,
        memo: ReadingMemo,
        readings: list[Reading],
    ) -> None:
        self.full = full
        self.situations = situations
        self.options = options
        self.memo = memo
        self.readings = readings
        self.milky = milky  # the hand is a Milky Way (every tile galaxy)
        # only a Milky Way hand has readings worth Milky Way alone (or none at all)
        self.milky_only = (
            tuple(milky_way_value(None, s, options) for s in situations) if self.milky else ()
        )
        self._rows: list[tuple[Bound, ...]] = []  # by key, as far as bounded
        self._bounds: dict[int, list[tuple[int, int, bool]]] = {}
        self._values: dict[tuple[int, int], Value] = {}
        self._stacked: dict[tuple[int, int], Value] = {}  # Milky Way on a yakuman's value

    def bound(self, key: int, index: int) -> tuple[int, int, bool]:
        """``(points, code, exact)`` of reading ``key`` under situation ``index``: the most
        points it can be worth (-1: no yaku), the :func:`_rank_code` of the highest
        :attr:`.Value.rank` it can have, and True when that is its rank (known without the
        library: no yaku, or Milky Way alone)."""
        if key == MILKY_ONLY:
            return _exact(self.milky_only[index])
        found = self._bounds.setdefault(index, [])
        if len(found) <= key:  # readings new since the last look: bound them all
            found += self._situation_bounds(index, len(found))
        return found[key]

    def _situation_bounds(self, index: int, start: int) -> list[tuple[int, int, bool]]:
        """:meth:`bound` of the readings from ``start`` on under situation ``index``: their
        rows (:meth:`ReadingMemo.bound_rows`) are found once for every situation."""
        rows = self._rows
        if len(rows) < len(self.readings):
            situations = tuple(self.situations)
            new = self.readings[len(rows) :]
            rows += self.memo.bound_rows(new, situations, self.options, self.milky)
        if self.milky:  # every reading but a possible yakuman is worth Milky Way alone
            milky = _exact(self.milky_only[index])
            return [milky if r[index][0] < YAKUMAN_POINTS else _TOP for r in rows[start:]]
        return [_bound_code(r[index]) for r in rows[start:]]

    def value(self, key: int, index: int) -> Value:
        """The value of reading ``key`` under situation ``index``."""
        value = self._values.get((key, index))
        if value is None:
            value = self._values[key, index] = self._value(key, index)
        return value

    def _value(self, key: int, index: int) -> Value:
        if key == MILKY_ONLY:
            return self.milky_only[index]
        situation = self.situations[index]
        if self.milky or not (situation.tsumo and self.full.is_closed):
            points = self.bound(key, index)[0]
            if points < 0:
                return NO_YAKU
            if self.milky and points < YAKUMAN_POINTS:  # not a yakuman: Milky Way alone
                return self.milky_only[index]
        value = self.memo.value(self.readings[key], situation, self.options)
        if not self.milky:
            return value
        if not value.yakuman:
            return self.milky_only[index]
        stacked = self._stacked.get((id(value), index))  # the memo keeps the value alive
        if stacked is None:
            stacked = self._stacked[id(value), index] = milky_way_value(
                value, situation, self.options
            )
        return stacked


#: :func:`_rank_code` packs a rank's han, fu and fu sum into fields this wide (each is less).
_FIELD = 1 << 10
#: Codes at least this are of a win with yaku (points >= 0).
_PAID_CODE = 2 * _FIELD**3


def _rank_code(rank: tuple[int, bool, int, int, int]) -> int:
    """:attr:`.Value.rank` as one integer in the same order (larger code: larger rank)."""
    points, yakuman, han, fu, fu_sum = rank
    return ((((points + 1) * 2 + yakuman) * _FIELD + han) * _FIELD + fu) * _FIELD + fu_sum


#: The code bounding a reading that may be a yakuman.
_TOP_CODE = _rank_code((YAKUMAN_POINTS, True, _FIELD - 1, _FIELD - 1, _FIELD - 1))


def _exact(value: Value) -> tuple[int, int, bool]:
    """:meth:`_Valuer.bound` of a reading worth ``value``."""
    return _points(value), _rank_code(value.rank), True


def _points(value: Value) -> int:
    return value.payment.total if value.payment else -1


#: :meth:`_Valuer.bound` of a reading that may be a yakuman, and of one without yaku.
_TOP = (YAKUMAN_POINTS, _TOP_CODE, False)
_NO_YAKU_BOUND = _exact(NO_YAKU)


def _bound_code(bound: Bound) -> tuple[int, int, bool]:
    """:meth:`_Valuer.bound` of a reading (not in a Milky Way hand) of this :data:`.Bound`."""
    points, han, fu, fu_sum = bound
    if points < 0:
        return _NO_YAKU_BOUND
    if points == YAKUMAN_POINTS:
        return _TOP
    return points, _rank_code((points, False, han, fu, fu_sum)), False


def _meld_readings(hand: Hand, outline: Outline) -> tuple[tuple[int, ...], ...]:
    """Acting kinds of each called meld: the decomposition's last groups, or for a Milky Way
    shape (no groups) the reading with the most shuugi."""
    if not hand.melds:
        return ()
    if outline.shape == "milky_way":
        return tuple(_most_shuugi(m) for m in hand.melds)
    return tuple(g.kinds for g in outline.groups[-len(hand.melds) :])


def _most_shuugi(meld: Meld) -> tuple[int, ...]:
    return max(meld.interpretations(), key=lambda reading: meld_shuugi(meld, reading)[0])


class _Declarer:
    """Adds shuugi and assignments to candidates: shuugi once per concealed reading and meld
    reading, the assignment only for a declaration made."""

    def __init__(
        self,
        full: Hand,
        win: Tile,
        mode: str = GROUP,
        counts: ConcealedCounts | None = None,
        split: dict[int, _Split] | None = None,
    ) -> None:
        self.win = win
        self.mode = mode
        self.full = full
        self.melds = full.melds
        self.counter = ConcealedShuugi(full.tiles, win, counts)
        #: :func:`_split` by the id of an outline's groups, kept alive by the caller (one
        #: complete hand's are shared by its winning tiles: :attr:`CompleteHand.split`)
        self.split: dict[int, _Split] = {} if split is None else split
        self.concealed: dict[int, tuple[int, int]] = {}
        self.shuugis: dict[int, int] = {}
        self.meld_values: dict[tuple[int, tuple[int, ...]], tuple[int, ActingPairs]] = {}

    @cached_property
    def shuugi_cap(self) -> int:
        """The most shuugi of any declaration: every galaxy tile of a known suit or in a meld."""
        return sum(t.galaxy and t.suit_known for t in self.full.tiles) + sum(
            t.galaxy for meld in self.melds for t in meld.tiles
        )

    def declare(self, candidate: _Candidate, value: Value) -> Declaration:
        """The candidate worth ``value``, with its shuugi and galaxy assignment."""
        decomposition = candidate.outline.decomposition()
        assignment = self._concealed_assignment(decomposition)
        for meld, reading in enumerate(candidate.meld_readings):
            assignment += self._meld(meld, reading)[1]
        win_pair = ((self.win, decomposition.win_kind),)
        if decomposition.assignment and decomposition.assignment[:1] != win_pair:
            # enumerated for a galaxy class-mate of this winning tile: the same reading
            decomposition = replace(
                decomposition, assignment=win_pair + decomposition.assignment[1:]
            )
        shuugi = self.shuugi(candidate)
        return Declaration(decomposition, candidate.meld_readings, value, shuugi, assignment)

    def shuugi(self, candidate: _Candidate) -> int:
        """The shuugi the candidate is declared with (by group, or by tile: every galaxy tile
        acting as its printed kind)."""
        key = id(candidate)  # the caller keeps its candidates alive
        found = self.shuugis.get(key)
        if found is None:
            by_group, by_tile = self._concealed_shuugi(candidate.outline)
            for meld, reading in enumerate(candidate.meld_readings):
                count, assignment = self._meld(meld, reading)
                by_group += count
                by_tile += sum(t.suit_known and t.kind == k for t, k in assignment)
            found = self.shuugis[key] = by_tile if self.mode == TILE else by_group
        return found

    def _meld(self, meld: int, reading: tuple[int, ...]) -> tuple[int, ActingPairs]:
        found = self.meld_values.get((meld, reading))
        if found is None:
            found = self.meld_values[meld, reading] = meld_shuugi(self.melds[meld], reading)
        return found

    def _concealed_shuugi(self, outline: Outline) -> tuple[int, int]:
        """``(by group, by tile)`` of the concealed part, memoised by decomposition."""
        key = id(outline)  # candidates keep their outline alive
        found = self.concealed.get(key)
        if found is None:
            if outline.shape == "milky_way":  # no group; every tile acts as printed
                found = 0, sum(t.galaxy and t.suit_known for t in self.full.tiles)
            else:
                split = self.split.get(id(outline.groups))
                if split is None:
                    split = self.split[id(outline.groups)] = _split(outline, len(self.melds))
                counted, loose, blocks = split
                if loose:
                    found = self.counter.shuugi(counted, loose, outline.win_kind)
                else:
                    found = self.counter.block_shuugi(blocks, outline.win_kind)
            self.concealed[key] = found
        return found

    def _concealed_assignment(self, decomposition: Decomposition) -> ActingPairs:
        if decomposition.shape == "milky_way":
            return tuple((t, t.kind) for t in self.full.tiles if t.galaxy)
        counted, loose, _ = _split(decomposition, len(self.melds))
        return self.counter.assignment(counted, loose, decomposition.win_kind)


#: The concealed groups of a declaration (as acting kinds), its loose tiles (kokushi singles)
#: and, without loose tiles, those groups by block (:func:`.shuugi.block_groups`).
_Split = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], BlockGroups]


def _split(decomposition: Decomposition | Outline, melds: int) -> _Split:
    """The :data:`_Split` of a declaration of a hand with ``melds`` called melds."""
    concealed = decomposition.groups[: len(decomposition.groups) - melds]
    counted = tuple(g.kinds for g in concealed if g.type != "single")
    loose = tuple(k for g in concealed if g.type == "single" for k in g.kinds)
    return counted, loose, () if loose else block_groups(counted)


#: A :class:`.Reading`'s ``blocks`` and ``melds``.
Blocks = tuple[tuple[int, ...], ...]
MeldKinds = tuple[tuple[MeldType, tuple[int, ...], bool], ...]


def _reading_parts(
    hand: Hand, outline: Outline, readings: Sequence[tuple[int, ...]]
) -> tuple[Blocks, tuple[int, ...], MeldKinds]:
    """The ``blocks``, ``kinds`` and ``melds`` of the :class:`.Reading` of ``outline`` (not a
    Milky Way shape), its called melds read as ``readings``: what does not depend on the
    winning tile."""
    concealed = outline.groups[: len(outline.groups) - len(hand.melds)]
    blocks = [g.kinds for g in concealed] + list(readings)
    kinds = sorted(chain.from_iterable(blocks))
    if outline.shape == "kokushi":
        blocks = []
    melds = tuple((m.type, r, not m.closed) for m, r in zip(hand.melds, readings, strict=True))
    return tuple(sorted(blocks)), tuple(kinds), melds


def _library_value(reading: Reading, situation: Situation, options: ScoringOptions) -> Value:
    try:
        return reading_value(reading, situation, options)
    except LibraryError as error:
        raise HandError(f"the scoring library refused this hand ({error})") from None
