"""Best regular block value of concealed tiles with galaxy number tiles split over the suits.

A galaxy number tile acts in any of the three suits, so the block value (see
:mod:`.block_tables`) is a maximum over how many galaxy tiles of each number go to each suit.
Galaxy tiles of a number are interchangeable, so only counts matter, and two exact reductions
keep the search small without enumerating the 3^g assignments:

* a group made of galaxy tiles only fits any suit, so those tiles go to a virtual fourth
  "galaxy suit" scored by the same suit table; a suit then only takes galaxy tiles that share
  a group with one of its normal tiles, i.e. within two ranks of one;
* a suit never takes a galaxy vector when one tile less scores the same table (that tile does
  at least as well in the galaxy suit), so each suit keeps only its *useful* vectors.

:class:`RegularParts` also answers "what if one more tile were here" for ukeire without redoing
the split of the other suits.
"""

from __future__ import annotations

from .block_tables import (
    FIELD,
    RANKS,
    ZERO,
    Table,
    best_value,
    conv,
    fits,
    sub_vectors,
    suit_table,
    unit,
    unpack,
    upper,
)

Useful = list[tuple[int, Table]]

_NEAR_MASKS = tuple(
    sum(FIELD << (4 * r) for r in range(max(0, rank - 2), min(RANKS, rank + 3)))
    for rank in range(RANKS)
)


def useful_vectors(suit: int, galaxy: int) -> Useful:
    """Galaxy vectors worth giving to a suit, each with the suit's table when it takes them.

    Args:
        suit: packed normal counts of the suit.
        galaxy: packed galaxy number counts available.

    Returns:
        ``[(vector, table), ...]``, always starting with the empty vector.
    """
    near = 0
    for rank, count in enumerate(unpack(suit)):
        if count:
            near |= _NEAR_MASKS[rank]
    result: Useful = []
    for vector in sub_vectors(galaxy & near):
        table = suit_table(suit + vector)
        if not any(
            suit_table(suit + vector - unit(rank)) == table
            for rank, count in enumerate(unpack(vector))
            if count
        ):
            result.append((vector, table))
    return result


class RegularParts:
    """Concealed tiles of a hand for regular shapes: three suits, galaxy numbers, honours.

    Args:
        suits: packed normal counts of m, p, s.
        galaxy: packed galaxy number counts (rank n = galaxy tiles of number n + 1).
        honors: block table of the honour tiles (galaxy winds/dragons included).
        slots: mentsu still to be formed from concealed tiles (4 minus calls).
    """

    def __init__(self, suits: tuple[int, int, int], galaxy: int, honors: Table, slots: int) -> None:
        self.suits = suits
        self.galaxy = galaxy
        self.honors = honors
        self.slots = slots
        self._useful = [useful_vectors(s, galaxy) for s in suits]
        self._pairs: dict[int, dict[int, Table]] = {}
        self._others: dict[tuple[int, int], Table] = {}
        self._numbers: Table | None = None

    def value(self) -> int:
        """Best block value of the concealed tiles."""
        return self.value_with_suit(0, self.suits[0])

    def value_with_suit(self, index: int, suit: int) -> int:
        """Best block value when suit ``index`` (0 m, 1 p, 2 s) holds packed counts ``suit``."""
        useful = (
            self._useful[index] if suit == self.suits[index] else useful_vectors(suit, self.galaxy)
        )
        return max(
            best_value(table, self._others_with_honors(index, self.galaxy - vector), self.slots)
            for vector, table in useful
        )

    def value_with_honors(self, honors: Table) -> int:
        """Best block value when the honour tiles score ``honors`` instead."""
        if self._numbers is None:
            numbers = self._useful[0][0][1]
            for vector, table in self._useful[0]:
                numbers = upper(numbers, conv(table, self._others_numbers(0, self.galaxy - vector)))
            self._numbers = numbers
        return best_value(self._numbers, honors, self.slots)

    def _others_with_honors(self, index: int, budget: int) -> Table:
        key = (index + 3, budget)
        table = self._others.get(key)
        if table is None:
            table = conv(self._others_numbers(index, budget), self.honors)
            self._others[key] = table
        return table

    def _others_numbers(self, index: int, budget: int) -> Table:
        """Best table of the two other suits plus the galaxy suit using at most ``budget``."""
        key = (index, budget)
        table = self._others.get(key)
        if table is None:
            table = ZERO
            for used, pair in self._pair_tables(index).items():
                if fits(used, budget):
                    table = upper(table, conv(pair, suit_table(budget - used)))
            self._others[key] = table
        return table

    def _pair_tables(self, index: int) -> dict[int, Table]:
        """Tables of the two suits other than ``index`` together, per galaxy vector they use."""
        pairs = self._pairs.get(index)
        if pairs is None:
            first, second = (s for s in range(3) if s != index)
            pairs = {}
            for used_a, table_a in self._useful[first]:
                for used_b, table_b in self._useful[second]:
                    used = used_a + used_b
                    if fits(used, self.galaxy):
                        table = conv(table_a, table_b)
                        old = pairs.get(used)
                        pairs[used] = table if old is None else upper(old, table)
            self._pairs[index] = pairs
        return pairs
