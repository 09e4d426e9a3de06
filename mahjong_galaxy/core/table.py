"""The table around a hand: winds, turn, dora indicators, rivers, riichi, calls and melds.

A :class:`TableSituation` is what a player sees beyond their own concealed tiles: the round and
seat wind, the turn, the dora indicators, their own river, and for each opponent (``right``,
``across``, ``left``: the players after them in turn order) the river in order with the riichi
declaration tile marked, the tiles called away from that river, and the opponent's called melds.
The visible tiles (for remaining counts and ukeire) follow from it: indicators, rivers and the
opponents' melds.  A called tile is counted where it now sits, in the caller's meld.

Text form (the command-line options, documented in README and docs/cli.md; :attr:`~TableSituation.
text` gives the canonical form and :func:`parse_table` reads it back)::

    --round-wind 1z --seat-wind 2z --turn 7 --dora 3m5P
    --river self=9m1z --river right=1z9m5P*3s --called right=4p --melds across=777z,5P67p

``*`` follows the riichi declaration tile; when that tile was called away and its player has not
discarded since, the ``*`` follows it among the called tiles (``--called right=3z*``; their next
discard lies sideways in its stead).  ``--melds`` takes melds separated by commas (a closed kan in
parentheses, as in the hand notation); each seat is named at most once per option.

Errors: :class:`~.errors.HandError` naming the option and the position of the problem.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld, make_meld
from mahjong_galaxy.core.notation import format_tiles, parse_tiles
from mahjong_galaxy.core.supply import HAND, check_supply
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, Text
from mahjong_galaxy.core.tiles import EAST, SOUTH, WINDS, Tile, kind_name

#: Opponents in turn order after the hand's owner (right plays next, left plays before you).
OPPONENT_SEATS = ("right", "across", "left")
#: Seats a river can belong to: the hand's owner (``self``) and the opponents.
RIVER_SEATS = ("self", *OPPONENT_SEATS)
RIICHI_MARK = "*"
MAX_RIVER = 30
MAX_INDICATORS = 5
MAX_TURN = 30

Located = list[tuple[Tile, int]]
#: One seat's text parts: (seat, river, riichi index, called tiles, melds).
Side = tuple[str, tuple[Tile, ...], int | None, tuple[Tile, ...], tuple[Meld, ...]]


@dataclass(frozen=True)
class Opponent:
    """One opponent's side of the table.

    Attributes:
        river: discards still in front of them, in discard order (called tiles left out).
        riichi_index: index in ``river`` of the riichi declaration tile (or, when that tile was
            called away, of the first tile they discarded after it); ``len(river)`` when the
            declaration tile was called and they have not discarded since (it is among
            ``called``); None: no riichi.
        called: tiles called away from their river by other players (order unknown).
        melds: their called melds (and closed kans), in call order.
    """

    river: tuple[Tile, ...] = ()
    riichi_index: int | None = None
    called: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()

    @property
    def riichi(self) -> bool:
        """True when they have declared riichi."""
        return self.riichi_index is not None

    @property
    def discards(self) -> tuple[Tile, ...]:
        """Everything they discarded: the river, then the called tiles (for furiten)."""
        return self.river + self.called

    @property
    def is_open(self) -> bool:
        """True when they called a chi, pon or open kan."""
        return any(not m.closed for m in self.melds)

    @property
    def riichi_called(self) -> bool:
        """True when their riichi declaration tile was called away and they have not
        discarded since (:attr:`riichi_index` is ``len(river)``)."""
        return self.riichi_index is not None and self.riichi_index == len(self.river)

    def putting(self, index: int, tile: Tile) -> Opponent:
        """This side with ``tile`` put into the river before position ``index`` (clamped to
        0..len); the riichi mark stays on its tile (a tile put last after a called riichi tile
        takes the mark, as their first discard after it)."""
        at = max(0, min(index, len(self.river)))
        riichi = self.riichi_index
        if riichi is not None and at <= riichi and not (self.riichi_called and at == riichi):
            riichi += 1
        river = (*self.river[:at], tile, *self.river[at:])
        return Opponent(river, riichi, self.called, self.melds)

    def taking(self, index: int) -> Opponent:
        """This side with river tile ``index`` taken out (its riichi mark with it).

        Raises:
            IndexError: no river tile at ``index``.
        """
        if not 0 <= index < len(self.river):
            raise IndexError(f"no river tile {index}")
        riichi = self.riichi_index
        if riichi is not None and index <= riichi:
            riichi = None if index == riichi else riichi - 1
        river = (*self.river[:index], *self.river[index + 1 :])
        return Opponent(river, riichi, self.called, self.melds)

    def river_text(self) -> str:
        """The river in notation with ``*`` after the riichi tile, e.g. ``"1z9m5P*3s"``."""
        parts = [
            t.text + (RIICHI_MARK if i == self.riichi_index else "")
            for i, t in enumerate(self.river)
        ]
        return _join_tiles(parts)


@dataclass(frozen=True)
class TableSituation:
    """The table around one hand (see the module docstring).

    Attributes:
        round_wind: round wind kind (27 East .. 30 North).
        seat_wind: the hand owner's seat wind kind (27 East = dealer .. 30 North).
        turn: the hand owner's current turn (1 = first draw), or None: then
            :attr:`turn_number` counts it from the rivers.
        dora_indicators: face-up dora indicators (normal or galaxy).
        river: the hand owner's own discards still in front of them, in order.
        called: tiles called away from the owner's river.
        opponents: right, across, left (see :data:`OPPONENT_SEATS`).
    """

    round_wind: int = EAST
    seat_wind: int = SOUTH
    turn: int | None = None
    dora_indicators: tuple[Tile, ...] = ()
    river: tuple[Tile, ...] = ()
    called: tuple[Tile, ...] = ()
    opponents: tuple[Opponent, Opponent, Opponent] = field(
        default=(Opponent(), Opponent(), Opponent())
    )

    @property
    def turn_number(self) -> int:
        """The turn (1-based): :attr:`turn` if given, else one more than the longest river."""
        if self.turn is not None:
            return self.turn
        lengths = [len(self.river) + len(self.called)]
        lengths += [len(o.discards) for o in self.opponents]
        return max(lengths) + 1

    @property
    def visible(self) -> tuple[Tile, ...]:
        """Tiles face up outside the hand: indicators, every river, the opponents' melds."""
        return (*self.dora_indicators, *self.played)

    @property
    def played(self) -> tuple[Tile, ...]:
        """Tiles face up outside the hand but the dora indicators: every river, the opponents'
        melds."""
        tiles = list(self.river)
        for opponent in self.opponents:
            tiles.extend(opponent.river)
            tiles.extend(t for m in opponent.melds for t in m.tiles)
        return tuple(tiles)

    @property
    def riichi_seats(self) -> tuple[str, ...]:
        """Names of the opponents in riichi."""
        return tuple(s for s, o in zip(OPPONENT_SEATS, self.opponents, strict=True) if o.riichi)

    def opponent(self, seat: str) -> Opponent:
        """The opponent sitting at ``seat`` (``right``, ``across`` or ``left``)."""
        return self.opponents[OPPONENT_SEATS.index(seat)]

    def side(self, seat: str) -> Opponent:
        """The side of the table at ``seat`` (one of :data:`RIVER_SEATS`); ``self`` gives the
        owner's river and called tiles (no riichi, no melds: those are the hand's)."""
        if seat == "self":
            return Opponent(self.river, None, self.called)
        return self.opponent(seat)

    def with_side(self, seat: str, side: Opponent) -> TableSituation:
        """This table with the side at ``seat`` replaced (for ``self`` only the river and the
        called tiles are taken).  Nothing is checked: :func:`check_table` checks copies.

        Raises:
            ValueError: ``seat`` is not one of :data:`RIVER_SEATS`.
        """
        if seat == "self":
            return replace(self, river=side.river, called=side.called)
        opponents = list(self.opponents)
        opponents[OPPONENT_SEATS.index(seat)] = side
        return replace(self, opponents=(opponents[0], opponents[1], opponents[2]))

    def tile_groups(self) -> list[tuple[Text, tuple[Tile, ...]]]:
        """The tiles in sight grouped by where they lie, named (translatable) as in error
        messages: ``dora indicators``, ``self's river``, ``right's river``, ``right's melds``..."""
        groups = [(DORA_INDICATORS, self.dora_indicators), (_river_name("self"), self.river)]
        for seat, opponent in zip(OPPONENT_SEATS, self.opponents, strict=True):
            groups.append((_river_name(seat), opponent.river))
            melds = tuple(t for m in opponent.melds for t in m.tiles)
            groups.append((Text(QT_TRANSLATE_NOOP("HandError", "{0}'s melds"), (seat,)), melds))
        return groups

    @property
    def dealer_seat(self) -> str:
        """Who deals: ``self`` or an opponent's seat name, from :attr:`seat_wind`."""
        return RIVER_SEATS[(EAST - self.seat_wind) % 4]

    @property
    def text(self) -> str:
        """Canonical text form (options in a fixed order, defaults left out); see
        :func:`parse_table`."""
        words: list[str] = []
        if self.round_wind != EAST:
            words += ["--round-wind", kind_name(self.round_wind)]
        if self.seat_wind != SOUTH:
            words += ["--seat-wind", kind_name(self.seat_wind)]
        if self.turn is not None:
            words += ["--turn", str(self.turn)]
        if self.dora_indicators:
            words += ["--dora", format_tiles(self.dora_indicators, sort=False)]
        sides: list[Side] = [("self", self.river, None, self.called, ())]
        sides += [
            (s, o.river, o.riichi_index, o.called, o.melds)
            for s, o in zip(OPPONENT_SEATS, self.opponents, strict=True)
        ]
        for seat, river, riichi, _, _ in sides:
            if river:
                words += ["--river", f"{seat}={Opponent(river, riichi).river_text()}"]
        for seat, river, riichi, called, _ in sides:
            if called:
                mark = RIICHI_MARK if Opponent(river, riichi).riichi_called else ""
                words += ["--called", f"{seat}={format_tiles(called, sort=False)}{mark}"]
        for seat, _, _, _, melds in sides:
            if melds:
                words += ["--melds", f"{seat}={','.join(m.text for m in melds)}"]
        return " ".join(words)


DORA_INDICATORS = Text(QT_TRANSLATE_NOOP("HandError", "dora indicators"))


def _river_name(seat: str) -> Text:
    """``"right's river"`` (``"your river"`` for ``self``), translatable."""
    if seat == "self":
        return Text(QT_TRANSLATE_NOOP("HandError", "your river"))
    return Text(QT_TRANSLATE_NOOP("HandError", "{0}'s river"), (seat,))


def check_table(table: TableSituation, hand: Hand | None = None, seen: Sequence[Tile] = ()) -> None:
    """Check the copy limits over the table's tiles in sight, the hand and ``seen`` (other tiles
    in sight); also the riichi index, the river, meld and indicator counts and the turn against
    the rivers, as :func:`parse_table` does (for tables built by :meth:`TableSituation.with_side`
    rather than parsed).

    Raises:
        HandError: naming the tile over its limit and where it lies (``right's river``, ...).
    """
    if len(table.dora_indicators) > MAX_INDICATORS:
        raise HandError(
            Text(QT_TRANSLATE_NOOP("HandError", "at most {0} dora indicators"), (MAX_INDICATORS,))
        )
    for seat in RIVER_SEATS:
        side = table.side(seat)
        if len(side.river) > MAX_RIVER or len(side.called) > MAX_RIVER:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP("HandError", "{0}: at most {1} tiles"),
                    (_river_name(seat), MAX_RIVER),
                )
            )
        last = len(side.river) if side.called else len(side.river) - 1
        if side.riichi_index is not None and not 0 <= side.riichi_index <= last:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP("HandError", "{0}'s riichi tile is not in their river"),
                    (seat,),
                )
            )
        for meld in side.melds if side.riichi else ():
            _check_closed(seat, meld, None)
        if len(side.melds) > 4:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP("HandError", "{0}: at most 4 melds"),
                    (Text(QT_TRANSLATE_NOOP("HandError", "{0}'s melds"), (seat,)),),
                )
            )
    groups: list[tuple[str | Text, Located]] = []
    if hand is not None:
        groups.append((HAND, [(t, 0) for t in hand.all_tiles]))
    groups += [(where, [(t, 0) for t in tiles]) for where, tiles in table.tile_groups()]
    others = (Text(QT_TRANSLATE_NOOP("HandError", "other tiles in sight")), [(t, 0) for t in seen])
    groups.append(others)
    check_supply(groups)
    called = {s: [(t, 0) for t in table.side(s).called] for s in RIVER_SEATS}
    unmelded: list[tuple[str | Text, Located]] = [
        (DORA_INDICATORS, [(t, 0) for t in table.dora_indicators]),
        *((_river_name(s), [(t, 0) for t in table.side(s).river]) for s in RIVER_SEATS),
        *((_called_name(s), called[s]) for s in RIVER_SEATS),
        others,
    ]
    if hand is not None:
        unmelded.insert(0, (HAND, [(t, 0) for t in hand.tiles]))
    check_supply(unmelded)
    _check_turn(table, hand, 0)


#: The table options, in canonical order (also the command-line option names).
OPTIONS = ("--round-wind", "--seat-wind", "--turn", "--dora", "--river", "--called", "--melds")
_SEAT_OPTIONS = ("--river", "--called", "--melds")

Field = tuple[str, str, int]


def parse_table(text: str, hand: Hand | None = None) -> TableSituation:
    """Read the text form (see the module docstring), e.g. ``"--river right=1z9m5P*3s"``.

    Args:
        text: options and values separated by whitespace.
        hand: when given, its tiles count for the copy limits together with the table's.

    Returns:
        The :class:`TableSituation`.

    Raises:
        HandError: unknown option, missing value, bad tiles, a seat named twice, impossible
            melds or too many copies; the position is a character offset in ``text``.
    """
    words = [(m.group(), m.start()) for m in re.finditer(r"\S+", text)]
    fields: list[Field] = []
    index = 0
    while index < len(words):
        option, position = words[index]
        if option not in OPTIONS:
            raise HandError(
                Text(QT_TRANSLATE_NOOP("HandError", "unknown table option '{0}'"), (option,)),
                position,
            )
        if index + 1 >= len(words):
            raise HandError(
                Text(QT_TRANSLATE_NOOP("HandError", "{0} needs a value"), (option,)), position
            )
        value, offset = words[index + 1]
        fields.append((option, value, offset))
        index += 2
    return build_table(fields, hand)


def build_table(fields: Iterable[Field], hand: Hand | None = None) -> TableSituation:
    """The :class:`TableSituation` of ``(option, value, offset)`` fields.

    ``offset`` is added to positions inside ``value`` (0 when each option's value is read on its
    own, as on the command line).  Options other than the seat options appear at most once; the
    seat options (``--river``, ``--called``, ``--melds``) once per seat.

    Raises:
        HandError: as :func:`parse_table`.
    """
    single: dict[str, tuple[str, int]] = {}
    seats: dict[str, dict[str, tuple[str, int]]] = {o: {} for o in _SEAT_OPTIONS}
    for option, value, offset in fields:
        if option in _SEAT_OPTIONS:
            seat, body, body_offset = _seat_value(option, value, offset)
            if seat in seats[option]:
                raise HandError(
                    Text(
                        QT_TRANSLATE_NOOP("HandError", "{0}: seat '{1}' is given twice"),
                        (option, seat),
                    ),
                    offset,
                )
            seats[option][seat] = (body, body_offset)
        elif option in OPTIONS:
            if option in single:
                raise HandError(
                    Text(QT_TRANSLATE_NOOP("HandError", "{0} is given twice"), (option,)), offset
                )
            single[option] = (value, offset)
        else:
            raise HandError(
                Text(QT_TRANSLATE_NOOP("HandError", "unknown table option '{0}'"), (option,)),
                offset,
            )
    return _assemble(single, seats, hand)


def _seat_value(option: str, value: str, offset: int) -> tuple[str, str, int]:
    seat, equals, body = value.partition("=")
    allowed = RIVER_SEATS if option != "--melds" else OPPONENT_SEATS
    if not equals or seat not in allowed:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "{0} takes SEAT=TILES with SEAT one of {1}"),
                (option, ", ".join(allowed)),
            ),
            offset,
        )
    return seat, body, offset + len(seat) + 1


def _assemble(
    single: dict[str, tuple[str, int]],
    seats: dict[str, dict[str, tuple[str, int]]],
    hand: Hand | None,
) -> TableSituation:
    located: list[tuple[str | Text, Located]] = []
    if hand is not None:
        located.append((HAND, [(t, 0) for t in hand.all_tiles]))
    indicators = _tiles(
        single, "--dora", located, Text(QT_TRANSLATE_NOOP("HandError", "dora indicators"))
    )
    if len(indicators) > MAX_INDICATORS:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "{0}: at most {1} indicators"),
                ("--dora", MAX_INDICATORS),
            ),
            single["--dora"][1],
        )
    rivers = {s: _river(seats["--river"], s, located) for s in RIVER_SEATS}
    called_at: dict[str, Located] = {}
    for s in RIVER_SEATS:
        called_at[s], marked = _called(seats["--called"], s)
        if marked is not None:  # the riichi tile was called: their next discard takes the mark
            if rivers[s][1] is not None:
                raise HandError(
                    Text(
                        QT_TRANSLATE_NOOP("HandError", "{0}: one riichi mark '*' at most"),
                        (f"--river {s} / --called {s}",),
                    ),
                    marked,
                )
            rivers[s] = (rivers[s][0], len(rivers[s][0]))
    unmelded: list[tuple[str | Text, Located]] = located[1:] if hand is not None else located[:]
    if hand is not None:
        unmelded.insert(0, (HAND, [(t, 0) for t in hand.tiles]))
    melds = {
        s: _melds(seats["--melds"], s, located, rivers[s][1] is not None) for s in OPPONENT_SEATS
    }
    check_supply(located)
    check_supply([*unmelded, *((_called_name(s), called_at[s]) for s in RIVER_SEATS)])
    called = {s: tuple(t for t, _ in called_at[s]) for s in RIVER_SEATS}
    opponents = tuple(
        Opponent(rivers[s][0], rivers[s][1], called[s], melds[s]) for s in OPPONENT_SEATS
    )
    table = TableSituation(
        round_wind=_wind(single, "--round-wind", EAST),
        seat_wind=_wind(single, "--seat-wind", SOUTH),
        turn=_turn(single),
        dora_indicators=indicators,
        river=rivers["self"][0],
        called=called["self"],
        opponents=(opponents[0], opponents[1], opponents[2]),
    )
    _check_turn(table, hand, single.get("--turn", ("", 0))[1])
    return table


def _check_turn(table: TableSituation, hand: Hand | None, offset: int) -> None:
    """A given turn T leaves room for every river: before your T-th draw you discarded T - 1
    times, an opponent at most T times (one seat before you in the first go-around), and each
    open call on the table adds at most one discard (a call skips players)."""
    if table.turn is None:
        return
    melds = [m for o in table.opponents for m in o.melds] + list(hand.melds if hand else ())
    calls = sum(not m.closed for m in melds)
    seats = [
        (
            Text(QT_TRANSLATE_NOOP("HandError", "your river")),
            len(table.river) + len(table.called),
            table.turn - 1,
        )
    ]
    seats += [
        (Text(QT_TRANSLATE_NOOP("HandError", "{0}'s river"), (seat,)), len(o.discards), table.turn)
        for seat, o in zip(OPPONENT_SEATS, table.opponents, strict=True)
    ]
    for whose, discards, most in seats:
        if discards > most + calls:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP(
                        "HandError", "--turn {0}: {1} has {2} discards, more than {0} turns allow"
                    ),
                    (table.turn, whose, discards),
                ),
                offset,
            )


def _parse(option: str, text: str, offset: int) -> Located:
    try:
        return parse_tiles(text, offset)
    except HandError as error:
        raise HandError(
            Text(QT_TRANSLATE_NOOP("HandError", "{0}: {1}"), (option, error.text)), error.position
        ) from None


def _tiles(
    single: dict[str, tuple[str, int]],
    option: str,
    located: list[tuple[str | Text, Located]],
    where: Text,
) -> tuple[Tile, ...]:
    if option not in single:
        return ()
    tiles = _parse(option, *single[option])
    located.append((where, tiles))
    return tuple(t for t, _ in tiles)


def _river(
    given: dict[str, tuple[str, int]], seat: str, located: list[tuple[str | Text, Located]]
) -> tuple[tuple[Tile, ...], int | None]:
    if seat not in given:
        return (), None
    body, offset = given[seat]
    tiles, riichi = _marked_tiles(f"--river {seat}", seat, body, offset)
    located.append((Text(QT_TRANSLATE_NOOP("HandError", "{0}'s river"), (seat,)), tiles))
    return tuple(t for t, _ in tiles), riichi


def _marked_tiles(option: str, seat: str, body: str, offset: int) -> tuple[Located, int | None]:
    """The tiles of a ``--river`` or ``--called`` value and the index of the one a riichi mark
    ``*`` follows (None without a mark)."""
    marks = [i for i, c in enumerate(body) if c == RIICHI_MARK]
    if marks and seat == "self":
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "{0}: your own riichi is not part of the table"),
                (option,),
            ),
            offset + marks[0],
        )
    if len(marks) > 1:
        raise HandError(
            Text(QT_TRANSLATE_NOOP("HandError", "{0}: one riichi mark '*' at most"), (option,)),
            offset + marks[1],
        )
    blanked = body.replace(RIICHI_MARK, " ")
    tiles = _parse(option, blanked, offset)
    if len(tiles) > MAX_RIVER:
        raise HandError(
            Text(QT_TRANSLATE_NOOP("HandError", "{0}: at most {1} tiles"), (option, MAX_RIVER)),
            offset,
        )
    riichi = None
    if marks:
        before = [i for i, (_, p) in enumerate(tiles) if p < offset + marks[0]]
        if not before or body[marks[0] - 1].isdigit():
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP(
                        "HandError", "{0}: '*' goes right after the riichi tile's suit letter"
                    ),
                    (option,),
                ),
                offset + marks[0],
            )
        riichi = before[-1]
    return tiles, riichi


def _called(given: dict[str, tuple[str, int]], seat: str) -> tuple[Located, int | None]:
    """The tiles called from ``seat``'s river, and the position of a riichi mark among them
    (None without one): their riichi declaration tile was called away."""
    if seat not in given:
        return [], None
    body, offset = given[seat]
    tiles, riichi = _marked_tiles(f"--called {seat}", seat, body, offset)
    return tiles, None if riichi is None else offset + body.index(RIICHI_MARK)


def _called_name(seat: str) -> Text:
    """``"right's called tiles"`` (``"your called tiles"`` for ``self``), translatable."""
    if seat == "self":
        return Text(QT_TRANSLATE_NOOP("HandError", "your called tiles"))
    return Text(QT_TRANSLATE_NOOP("HandError", "{0}'s called tiles"), (seat,))


def _melds(
    given: dict[str, tuple[str, int]],
    seat: str,
    located: list[tuple[str | Text, Located]],
    riichi: bool = False,
) -> tuple[Meld, ...]:
    if seat not in given:
        return ()
    body, offset = given[seat]
    option = f"--melds {seat}"
    melds = []
    start = 0
    for part in body.split(","):
        position = offset + start
        start += len(part) + 1
        closed = part.startswith("(") and part.endswith(")") and len(part) > 1
        inner = f" {part[1:-1]} " if closed else part
        if "(" in inner or ")" in inner:
            raise HandError(
                Text(
                    QT_TRANSLATE_NOOP("HandError", "{0}: a closed kan is written (555s5S)"),
                    (option,),
                ),
                position,
            )
        tiles = _parse(option, inner, position)
        if not tiles:
            raise HandError(
                Text(QT_TRANSLATE_NOOP("HandError", "{0}: empty meld"), (option,)), position
            )
        try:
            melds.append(make_meld(tiles, closed, position))
        except HandError as error:
            raise HandError(
                Text(QT_TRANSLATE_NOOP("HandError", "{0}: {1}"), (option, error.text)),
                error.position,
            ) from None
        located.append((Text(QT_TRANSLATE_NOOP("HandError", "{0}'s melds"), (seat,)), tiles))
        if riichi:
            _check_closed(seat, melds[-1], position)
    if len(melds) > 4:
        raise HandError(
            Text(QT_TRANSLATE_NOOP("HandError", "{0}: at most 4 melds"), (option,)), offset
        )
    return tuple(melds)


def _check_closed(seat: str, meld: Meld, position: int | None) -> None:
    """Riichi needs a closed hand (closed kans allowed, docs/rules.md "Riichi")."""
    if not meld.closed:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP(
                    "HandError",
                    "{0}: {1} is an open meld, but riichi needs a closed hand (closed kans"
                    " allowed)",
                ),
                (f"--melds {seat}", meld.text),
            ),
            position,
        )


def _wind(single: dict[str, tuple[str, int]], option: str, default: int) -> int:
    if option not in single:
        return default
    text, offset = single[option]
    tiles = _parse(option, text, offset)
    if len(tiles) != 1 or tiles[0][0].galaxy or tiles[0][0].kind not in WINDS:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP(
                    "HandError", "{0} needs a wind 1z (East) to 4z (North), got '{1}'"
                ),
                (option, text),
            ),
            offset,
        )
    return tiles[0][0].kind


def _turn(single: dict[str, tuple[str, int]]) -> int | None:
    if "--turn" not in single:
        return None
    text, offset = single["--turn"]
    if not text.isdigit() or not 1 <= int(text) <= MAX_TURN:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP("HandError", "--turn needs a number 1-{0}, got '{1}'"),
                (MAX_TURN, text),
            ),
            offset,
        )
    return int(text)


def _join_tiles(parts: Sequence[str]) -> str:
    """Tile texts (each ``"5P"`` or ``"5P*"``) joined, sharing suit letters where unmarked."""
    out = ""
    for i, part in enumerate(parts):
        letter = part[1]
        following = parts[i + 1][1] if i + 1 < len(parts) else ""
        shares = not part.endswith(RIICHI_MARK) and following == letter
        out += part[0] if shares else part
    return out
