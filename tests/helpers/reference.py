"""Independent brute-force reference for the Galaxy Mahjong solver (tests and benchmarks only).

Shares no code with ``core.solver.waits`` / ``decomposition`` / ``assignments``: it reads
the input through ``Hand`` / ``Tile`` only and re-derives everything else (galaxy classes, meld
readings, decompositions, wait forms) from the rules as written in docs/rules.md.

Two independent engines:

* the *plain* engine enumerates every galaxy assignment (each concealed galaxy tile -> each kind
  it can act as, deduplicated as multisets), then decomposes the resulting 34-count vector by
  plain recursion (lowest kind first);
* the *per-kind* engine walks the 34 kinds once, class by class (1m 1p 1s 2m ... 9s, winds,
  dragons), choosing at each kind how many galaxy tiles of its class act as it and which groups
  start there.  The choices along a walk are exactly an assignment multiset plus a group
  multiset, so it enumerates the same thing without the 3^g blow-up; it is memoised per walk.
  For waits the walk may also place one extra tile (normal of the current kind, or galaxy of
  the current class), so one walk finds every winning tile.

``tests/test_differential.py`` checks the two engines against each other on hands with few galaxy
tiles, and uses the per-kind engine against the real solver everywhere else.

Rules (docs/rules.md, "Complete hands"):
4 - melds mentsu + one jantou; seven pairs need 7 distinct kinds (or, with
``identical_pairs``, a kind held four times counts as two pairs); kokushi musou; seven pairs and
kokushi only without melds; Milky Way: 14 tiles, all galaxy (melds included), complete in any
shape when ``milky_way`` is on.

A *group* is ``(name, kinds, called)``: name in ``shuntsu koutsu kantsu jantou single``, kinds the
acting kinds (sorted), called True for a called meld.  A decomposition key is
``(shape, groups, win_kind)`` with ``groups`` sorted; the galaxy assignment multiset is implied by
the groups (acting counts minus the normal tiles), so it is not stored separately.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement, product
from math import comb
from typing import Any

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.tiles import Tile

KINDS = 34
ORPHANS = frozenset((0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33))
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
FORMS = ("ryanmen", "kanchan", "penchan", "shanpon", "tanki")

Group = tuple[str, tuple[int, ...], bool]
Groups = tuple[Group, ...]
Key = tuple[str, Groups, int | None]


# ----------------------------------------------------------------------------- galaxy classes
def class_index(kind: int) -> int:
    """0..8 = galaxy numbers 1..9, 9 = winds, 10 = dragons (written out from the rules)."""
    if kind < 27:
        return kind % 9
    return 9 if kind in WINDS else 10


def class_members(index: int) -> tuple[int, ...]:
    """Kinds a galaxy tile of class ``index`` can act as."""
    if index < 9:
        return (index, index + 9, index + 18)
    return WINDS if index == 9 else DRAGONS


def acting(tile: Tile) -> tuple[int, ...]:
    """Kinds a physical tile can act as."""
    return class_members(class_index(tile.kind)) if tile.galaxy else (tile.kind,)


def is_run(kinds: tuple[int, ...]) -> bool:
    """Three consecutive number kinds of one suit (sorted input)."""
    a = kinds[0]
    return len(kinds) == 3 and a < 27 and a % 9 <= 6 and kinds == (a, a + 1, a + 2)


# ----------------------------------------------------------------------------- input
@dataclass(frozen=True)
class Problem:
    """The solver-independent view of a hand (plus optional winning tile)."""

    normal: tuple[int, ...]  # concealed normal tiles per kind
    galaxy: tuple[int, ...]  # concealed galaxy tiles per class (11)
    mentsu: int  # mentsu the concealed part must provide
    meld_readings: tuple[tuple[Group, ...], ...]  # per meld: every reading as a group
    melds_all_galaxy: bool
    concealed_all_galaxy: bool
    size: int  # tiles, each meld counted as 3

    @property
    def open(self) -> bool:
        return len(self.meld_readings) > 0


def meld_readings(tiles: Iterable[Tile]) -> tuple[Group, ...]:
    """Every way a called meld can act: pon/kan of one kind, or a run in one suit."""
    tiles = list(tiles)
    readings: set[Group] = set()
    for choice in product(*(acting(t) for t in tiles)):
        kinds = tuple(sorted(choice))
        if len(set(kinds)) == 1:
            readings.add(("koutsu" if len(kinds) == 3 else "kantsu", kinds, True))
        elif is_run(kinds):
            readings.add(("shuntsu", kinds, True))
    return tuple(sorted(readings))


def problem(hand: Hand, extra: Tile | None = None) -> Problem:
    """Read ``hand`` (plus ``extra``, the winning tile) into counts."""
    tiles = [*hand.tiles, *([extra] if extra is not None else [])]
    normal = [0] * KINDS
    galaxy = [0] * 11
    for tile in tiles:
        if tile.galaxy:
            galaxy[class_index(tile.kind)] += 1
        else:
            normal[tile.kind] += 1
    readings = tuple(meld_readings(m.tiles) for m in hand.melds)
    return Problem(
        normal=tuple(normal),
        galaxy=tuple(galaxy),
        mentsu=4 - len(hand.melds),
        meld_readings=readings,
        melds_all_galaxy=all(t.galaxy for m in hand.melds for t in m.tiles),
        concealed_all_galaxy=all(t.galaxy for t in tiles),
        size=len(tiles) + 3 * len(hand.melds),
    )


def milky_way(p: Problem, rules: Rules) -> bool:
    """14 galaxy tiles, melds included."""
    return rules.milky_way and p.size == 14 and p.concealed_all_galaxy and p.melds_all_galaxy


# ----------------------------------------------------------------------------- plain engine
def assignments(galaxy: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every assignment multiset of the galaxy tiles, as a 34-count vector of acting kinds."""
    per_class = [
        list(combinations_with_replacement(class_members(c), n)) for c, n in enumerate(galaxy)
    ]
    for choice in product(*per_class):
        counts = [0] * KINDS
        for kinds in choice:
            for k in kinds:
                counts[k] += 1
        yield tuple(counts)


def assignment_total(galaxy: tuple[int, ...]) -> int:
    """Number of assignment multisets (stars and bars per class)."""
    total = 1
    for c, n in enumerate(galaxy):
        total *= comb(n + len(class_members(c)) - 1, n)
    return total


@cache
def plain_regular(counts: tuple[int, ...], mentsu: int, pairs: int) -> frozenset[Groups]:
    """All decompositions of ``counts`` into ``mentsu`` mentsu and ``pairs`` (0/1) jantou."""
    first = next((k for k in range(KINDS) if counts[k]), None)
    if first is None:
        return frozenset({()}) if mentsu == 0 and pairs == 0 else frozenset()
    options: list[tuple[Group, int, int]] = []
    if pairs and counts[first] >= 2:
        options.append((("jantou", (first,) * 2, False), 0, 1))
    if mentsu and counts[first] >= 3:
        options.append((("koutsu", (first,) * 3, False), 1, 0))
    run = (first, first + 1, first + 2)
    if mentsu and is_run(run) and counts[first + 1] and counts[first + 2]:
        options.append((("shuntsu", run, False), 1, 0))
    found: set[Groups] = set()
    for group, used_m, used_p in options:
        rest = list(counts)
        for k in group[1]:
            rest[k] -= 1
        for tail in plain_regular(tuple(rest), mentsu - used_m, pairs - used_p):
            found.add(tuple(sorted((group, *tail))))
    return frozenset(found)


def plain_chiitoitsu(counts: tuple[int, ...], rules: Rules) -> Groups | None:
    allowed = (0, 2, 4) if rules.identical_pairs else (0, 2)
    if sum(counts) != 14 or any(c not in allowed for c in counts):
        return None
    return tuple(("jantou", (k, k), False) for k in range(KINDS) for _ in range(counts[k] // 2))


def plain_kokushi(counts: tuple[int, ...]) -> Groups | None:
    if sum(counts) != 14 or any(counts[k] for k in range(KINDS) if k not in ORPHANS):
        return None
    if sorted(counts[k] for k in ORPHANS) != [1] * 12 + [2]:
        return None
    return tuple(
        sorted(
            ("jantou", (k, k), False) if counts[k] == 2 else ("single", (k,), False)
            for k in ORPHANS
        )
    )


def plain_shapes(counts: tuple[int, ...], p: Problem, rules: Rules) -> Iterator[tuple[str, Groups]]:
    """Every (shape, concealed groups) of one concrete acting-count vector."""
    for groups in plain_regular(counts, p.mentsu, 1):
        yield "regular", groups
    if not p.open:
        seven = plain_chiitoitsu(counts, rules)
        if seven is not None:
            yield "chiitoitsu", seven
        thirteen = plain_kokushi(counts)
        if thirteen is not None:
            yield "kokushi", thirteen


def plain_concealed(p: Problem, rules: Rules) -> set[tuple[str, Groups]]:
    """Plain engine: (shape, concealed groups) over every assignment."""
    found: set[tuple[str, Groups]] = set()
    for assigned in assignments(p.galaxy):
        counts = tuple(n + a for n, a in zip(p.normal, assigned, strict=True))
        found.update(plain_shapes(counts, p, rules))
    return found


def concrete_agari(counts: tuple[int, ...], mentsu: int, closed: bool, rules: Rules) -> bool:
    """A hand without galaxy tiles (acting counts) is complete."""
    if plain_regular(counts, mentsu, 1):
        return True
    return closed and (
        plain_chiitoitsu(counts, rules) is not None or plain_kokushi(counts) is not None
    )


def forget() -> None:
    """Drop the plain engine's memo table (per hand: large caches slow the garbage collector)."""
    plain_regular.cache_clear()


# ----------------------------------------------------------------------------- per-kind engine
# Kinds are visited class by class (1m 1p 1s 2m 2p 2s ... 9s, winds, dragons), so only the galaxy
# tiles of the current class are ever pending: at each kind choose how many of them act as it
# (all that are left at the class's last kind), then which groups start at that kind.  Runs
# started earlier in a suit are carried as "tiles still needed" at the next two kinds of the suit.
ORDER = tuple(n + 9 * suit for n in range(9) for suit in range(3)) + tuple(range(27, 34))
_LAST = tuple(k == class_members(class_index(k))[-1] for k in ORDER)  # class ends here
State = tuple[Any, ...]
Step = Callable[[int, int, State], Iterator[tuple[Groups, State]]]


def _shift(needs: State, suit: int, here: int, following: int) -> State:
    """Needs of ``suit`` at its next two numbers; honours carry none."""
    if suit == 3:
        return needs
    return (*needs[:suit], (here, following), *needs[suit + 1 :])


def _regular_step(k: int, total: int, state: State) -> Iterator[tuple[Groups, State]]:
    """``state`` = (needs: per suit (at this number, at the next), pairs left, mentsu left)."""
    needs, pairs, mentsu = state
    suit = k // 9
    need_here, need_next = needs[suit] if suit < 3 else (0, 0)
    free = total - need_here
    if free <= 0:
        if free == 0:  # nothing to place here: only the pending runs move on
            yield (), (_shift(needs, suit, need_next, 0), pairs, mentsu)
        return
    runs_ok = suit < 3 and k % 9 <= 6
    for pair in range(min(pairs, free // 2) + 1):
        for runs in range(min(mentsu, free - 2 * pair) + 1 if runs_ok else 1):
            rest = free - 2 * pair - runs
            sets = rest // 3
            if rest % 3 or runs + sets > mentsu:
                continue
            groups = (
                (("jantou", (k, k), False),) * pair
                + (("koutsu", (k, k, k), False),) * sets
                + (("shuntsu", (k, k + 1, k + 2), False),) * runs
            )
            after = _shift(needs, suit, need_next + runs, runs)
            yield groups, (after, pairs - pair, mentsu - runs - sets)


def _chiitoitsu_step(identical: bool) -> Step:
    def step(k: int, total: int, pairs: State) -> Iterator[tuple[Groups, State]]:
        """``pairs`` = (pairs still needed,)."""
        if (total in (0, 2) or (identical and total == 4)) and total // 2 <= pairs[0]:
            yield (("jantou", (k, k), False),) * (total // 2), (pairs[0] - total // 2,)

    return step


def _kokushi_step(k: int, total: int, pair: State) -> Iterator[tuple[Groups, State]]:
    """``pair`` = (1 while the pair is still needed,)."""
    if k not in ORPHANS:
        if total == 0:
            yield (), pair
    elif total == 1:
        yield (("single", (k,), False),), pair
    elif total == 2 and pair[0]:
        yield (("jantou", (k, k), False),), (0,)


_CHIITOITSU = {False: _chiitoitsu_step(False), True: _chiitoitsu_step(True)}
_NO_NEEDS = ((0, 0), (0, 0), (0, 0))


def _done(state: State) -> bool:
    """Every counter in the shape state is exhausted (needs, pairs, mentsu)."""
    return all(_done(x) if isinstance(x, tuple) else x == 0 for x in state)


def _moves(
    step: Step,
    normal: tuple[int, ...],
    galaxy: tuple[int, ...],
    i: int,
    left: int,
    state: State,
    extra: int = 0,
) -> Iterator[tuple[Groups, int, State]]:
    """From position ``i`` of ORDER with ``left`` galaxy tiles of its class pending (and
    ``extra`` more normal tiles of this kind): (groups started here, galaxy tiles pending at
    position i + 1, next shape state)."""
    k = ORDER[i]
    if _LAST[i]:
        pending = galaxy[class_index(ORDER[i + 1])] if i + 1 < KINDS else 0
        for groups, after in step(k, normal[k] + left + extra, state):
            yield groups, pending, after
        return
    for x in range(left + 1):
        for groups, after in step(k, normal[k] + x + extra, state):
            yield groups, left - x, after


class Walk:
    """Memoised walks over ORDER for one shape, one concealed part."""

    def __init__(
        self, step: Step, start: State, normal: tuple[int, ...], galaxy: tuple[int, ...]
    ) -> None:
        self.step, self.start, self.normal, self.galaxy = step, start, normal, galaxy
        self.exists = cache(self._exists)
        self.all = cache(self._all)
        self.extras = cache(self._extras)

    def moves(
        self, i: int, left: int, state: State, extra: int = 0
    ) -> Iterator[tuple[Groups, int, State]]:
        return _moves(self.step, self.normal, self.galaxy, i, left, state, extra)

    def _exists(self, i: int, left: int, state: State) -> bool:
        """Some assignment + grouping covers every tile from position ``i`` on."""
        if i == KINDS:
            return _done(state)
        return any(self.exists(i + 1, pend, after) for _, pend, after in self.moves(i, left, state))

    def _all(self, i: int, left: int, state: State) -> tuple[Groups, ...]:
        """Every group list (one per assignment-and-grouping choice) from position ``i`` on."""
        if i == KINDS:
            return ((),) if _done(state) else ()
        out: list[Groups] = []
        for groups, pend, after in self.moves(i, left, state):
            out.extend(groups + tail for tail in self.all(i + 1, pend, after))
        return tuple(out)

    def _extras(self, i: int, left: int, state: State) -> frozenset[tuple[str, int]]:
        """One more tile placed at position ``i`` or later that lets the walk finish:
        ``("n", kind)`` a normal tile, ``("g", class)`` a galaxy tile."""
        if i == KINDS:
            return frozenset()
        k = ORDER[i]
        cls = class_index(k)
        found: set[tuple[str, int]] = set()
        if k == class_members(cls)[0] and self.exists(i, left + 1, state):
            found.add(("g", cls))
        if any(self.exists(i + 1, pend, after) for _, pend, after in self.moves(i, left, state, 1)):
            found.add(("n", k))
        for _, pend, after in self.moves(i, left, state):
            found |= self.extras(i + 1, pend, after)
        return frozenset(found)

    def run_exists(self) -> bool:
        return self.exists(0, self.galaxy[0], self.start)

    def run_all(self) -> tuple[Groups, ...]:
        return self.all(0, self.galaxy[0], self.start)

    def run_extras(self) -> frozenset[tuple[str, int]]:
        return self.extras(0, self.galaxy[0], self.start)


def walks(p: Problem, rules: Rules, size: int = 14) -> list[tuple[str, Walk]]:
    """(shape, walk) for every shape allowed for ``p`` once it has ``size`` tiles."""
    shapes: list[tuple[str, Step, State]] = [("regular", _regular_step, (_NO_NEEDS, 1, p.mentsu))]
    if not p.open and size == 14:
        shapes.append(("chiitoitsu", _CHIITOITSU[rules.identical_pairs], (7,)))
        shapes.append(("kokushi", _kokushi_step, (1,)))
    return [(shape, Walk(step, start, p.normal, p.galaxy)) for shape, step, start in shapes]


def fast_concealed(p: Problem, rules: Rules) -> set[tuple[str, Groups]]:
    """Per-kind engine: (shape, concealed groups) over every assignment."""
    return {
        (shape, tuple(sorted(groups)))
        for shape, walk in walks(p, rules)
        for groups in walk.run_all()
    }


def fast_agari(p: Problem, rules: Rules) -> bool:
    if milky_way(p, rules):
        return True
    if p.size != 14:
        return False
    return any(walk.run_exists() for _, walk in walks(p, rules))


# ----------------------------------------------------------------------------- public API
def ref_is_agari(hand: Hand, rules: Rules = DEFAULT_RULES, plain: bool = False) -> bool:
    """Is the 3n+2 hand complete (regular, seven pairs, kokushi or Milky Way)?"""
    p = problem(hand)
    if not plain:
        return fast_agari(p, rules)
    if milky_way(p, rules):
        return True
    return p.size == 14 and bool(plain_concealed(p, rules))


def completes(hand: Hand, tile: Tile, rules: Rules = DEFAULT_RULES, plain: bool = False) -> bool:
    """Does ``tile`` complete the 3n+1 ``hand``?"""
    return ref_is_agari(hand.with_tile(tile), rules, plain)


def ref_waits(
    hand: Hand, rules: Rules = DEFAULT_RULES, plain: bool = False
) -> tuple[set[int], set[int]]:
    """(normal kinds that complete, printed kinds of galaxy tiles that complete).

    A galaxy tile completes when acting as any kind of its class completes, or via Milky Way;
    shape-based: held or visible copies do not matter.
    """
    forget()
    if not plain:
        return fast_waits(hand, rules)
    normal = {k for k in range(KINDS) if completes(hand, Tile(k), rules, plain)}
    galaxy: set[int] = set()
    for cls in range(11):
        members = class_members(cls)
        if completes(hand, Tile(members[0], galaxy=True), rules, plain):
            galaxy.update(members)
    return normal, galaxy


def fast_waits(hand: Hand, rules: Rules = DEFAULT_RULES) -> tuple[set[int], set[int]]:
    """:func:`ref_waits` in one walk per shape: the walk may place one extra tile anywhere."""
    p = problem(hand)
    if p.size != 13:
        return set(), set()
    extras: set[tuple[str, int]] = set()
    for _, walk in walks(p, rules, 14):
        extras |= walk.run_extras()
    normal = {k for tag, k in extras if tag == "n"}
    classes = {c for tag, c in extras if tag == "g"}
    if rules.milky_way and p.concealed_all_galaxy and p.melds_all_galaxy:
        classes = set(range(11))
    return normal, {k for c in classes for k in class_members(c)}


def form_of(group: Group, win: int) -> str:
    """Wait form of the concealed group completed by the winning kind ``win``."""
    name, kinds, _ = group
    if name != "shuntsu":
        return {"jantou": "tanki", "koutsu": "shanpon", "single": "tanki"}[name]
    low = kinds[0]
    if win == low + 1:
        return "kanchan"
    if (win == low and low % 9 == 6) or (win == low + 2 and low % 9 == 0):
        return "penchan"
    return "ryanmen"


def _forms(shape: str, groups: Groups, win: int) -> frozenset[str]:
    if shape in ("chiitoitsu", "kokushi"):
        return frozenset({"tanki"})
    return frozenset(form_of(g, win) for g in groups if not g[2] and win in g[1])


def ref_decompositions(
    hand: Hand, win: Tile, rules: Rules = DEFAULT_RULES, plain: bool = False
) -> dict[Key, frozenset[str]]:
    """Every distinct decomposition of ``hand`` + ``win`` with the forms of the completed group.

    Keys are ``(shape, groups, win_kind)``; ``win_kind`` is the kind the winning tile acts as
    (a galaxy winning tile may act as any kind of its class that the assignment gives to a
    galaxy tile).  Milky Way adds one key ``("milky_way", (), None)`` with no forms.
    Use :func:`merge_win_kind` for the coarser identity (groups + assignment multiset only).
    """
    forget()
    p = problem(hand, win)
    concealed = plain_concealed(p, rules) if plain else fast_concealed(p, rules)
    result: dict[Key, frozenset[str]] = {}
    for shape, groups in concealed:
        counts = [0] * KINDS
        for g in groups:
            for k in g[1]:
                counts[k] += 1
        candidates = (
            [k for k in acting(win) if counts[k] - p.normal[k] >= 1] if win.galaxy else [win.kind]
        )
        for reading in product(*p.meld_readings):
            full = tuple(sorted(groups + reading))
            for w in candidates:
                result[(shape, full, w)] = _forms(shape, groups, w)
    if milky_way(p, rules):
        result[("milky_way", (), None)] = frozenset()
    return result


def merge_win_kind(decs: dict[Key, frozenset[str]]) -> dict[tuple[str, Groups], frozenset[str]]:
    """Coarse identity: forget which kind the (galaxy) winning tile acts as; union the forms."""
    merged: dict[tuple[str, Groups], frozenset[str]] = {}
    for (shape, groups, _), forms in decs.items():
        merged[(shape, groups)] = merged.get((shape, groups), frozenset()) | forms
    return merged


def ref_forms(hand: Hand, win: Tile, rules: Rules = DEFAULT_RULES) -> frozenset[str]:
    """Union of the wait forms over every decomposition of ``hand`` + ``win``."""
    forms: frozenset[str] = frozenset()
    for value in ref_decompositions(hand, win, rules).values():
        forms |= value
    return forms


def ref_assignment_waits(
    hand: Hand, rules: Rules = DEFAULT_RULES
) -> dict[tuple[int, ...], frozenset[int]]:
    """Per assignment multiset (as acting-count vector of the concealed galaxy tiles): the normal
    kinds that complete the concrete hand (regular / seven pairs / kokushi; no Milky Way)."""
    forget()
    p = problem(hand)
    closed = not p.open
    result: dict[tuple[int, ...], frozenset[int]] = {}
    for assigned in assignments(p.galaxy):
        counts = [n + a for n, a in zip(p.normal, assigned, strict=True)]
        waits = set()
        for k in range(KINDS):
            counts[k] += 1
            if concrete_agari(tuple(counts), p.mentsu, closed, rules):
                waits.add(k)
            counts[k] -= 1
        result[assigned] = frozenset(waits)
    return result


def ref_tenpai_assignment_count(hand: Hand, rules: Rules = DEFAULT_RULES) -> int:
    """Distinct assignment multisets of the concealed galaxy tiles under which the hand is
    tenpai (regular, seven pairs or kokushi)."""
    return sum(1 for waits in ref_assignment_waits(hand, rules).values() if waits)


# ----------------------------------------------------------------------------- counts
def seen_tiles(hand: Hand, visible: Iterable[Tile]) -> list[Tile]:
    return [*hand.tiles, *(t for m in hand.melds for t in m.tiles), *visible]


def ref_remaining_normal(hand: Hand, visible: Iterable[Tile], kind: int) -> int:
    """3 - normal copies of ``kind`` in hand, melds and visible tiles."""
    return 3 - sum(1 for t in seen_tiles(hand, visible) if not t.galaxy and t.kind == kind)


def ref_unseen_galaxy(hand: Hand, visible: Iterable[Tile], cls: int) -> int:
    """Galaxy tiles of class ``cls`` not in hand, melds or visible tiles."""
    seen = sum(1 for t in seen_tiles(hand, visible) if t.galaxy and class_index(t.kind) == cls)
    return len(class_members(cls)) - seen


def ref_live_normal(hand: Hand, visible: Iterable[Tile], kind: int) -> int:
    """Unseen tiles able to act as ``kind``: normal copies plus galaxy tiles of its class."""
    return ref_remaining_normal(hand, visible, kind) + ref_unseen_galaxy(
        hand, visible, class_index(kind)
    )


def ref_galaxy_printed_seen(hand: Hand, visible: Iterable[Tile], kind: int) -> bool:
    """The galaxy tile printed as ``kind`` is held or visible by its printed kind.

    A ``g`` tile says only "one of 4M/4P/4S": it puts no printed galaxy tile in sight (the unseen
    count of its class, :func:`ref_unseen_galaxy`, counts it)."""
    return any(t.galaxy and t.suit_known and t.kind == kind for t in seen_tiles(hand, visible))
