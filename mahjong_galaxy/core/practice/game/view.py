"""What one player may know of a round: their own hand and everything face up, nothing hidden."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_galaxy.core.hand import Hand, Meld
from mahjong_galaxy.core.practice.game.round import Round, Seat
from mahjong_galaxy.core.tiles import EAST, Tile


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge of the table.

    Attributes:
        seat: the viewer; ``players`` 2 or 4; ``dealer`` the dealer's seat.
        hand: the viewer's concealed tiles and melds; ``drawn`` the tile just drawn (None after
            a call or outside the viewer's turn).
        ponds: discards in front of each seat (called tiles removed), in order.
        discards: every discard of each seat (called ones included, for furiten).
        melds: each seat's melds.
        riichi: each seat's riichi.
        riichi_index: per seat, the index in ``ponds`` of the riichi declaration tile (or of the
            first pond tile after it when it was called: ``len(pond)`` until that tile is
            discarded, see :class:`~core.table.Opponent`), None without riichi.
        dora_indicators: face-up indicators.
        scores: points per seat; ``wall_remaining`` live tiles left.
        seat_winds: wind kind per seat; ``round_wind`` the round wind kind.
        last_discard: the tile on offer during a claim decision.
        kuikae: the table allows kuikae (swap-calling, a table rule everyone knows).
    """

    seat: int
    players: int
    dealer: int
    hand: Hand
    drawn: Tile | None
    ponds: tuple[tuple[Tile, ...], ...]
    discards: tuple[tuple[Tile, ...], ...]
    melds: tuple[tuple[Meld, ...], ...]
    riichi: tuple[bool, ...]
    riichi_index: tuple[int | None, ...]
    dora_indicators: tuple[Tile, ...]
    scores: tuple[int, ...]
    wall_remaining: int
    seat_winds: tuple[int, ...]
    round_wind: int
    last_discard: Tile | None
    kuikae: bool = False

    @property
    def visible(self) -> tuple[Tile, ...]:
        """Tiles face up outside the viewer's hand: ponds, others' melds, dora indicators."""
        tiles = list(self.dora_indicators)
        for p in range(self.players):
            tiles.extend(self.ponds[p])
            if p != self.seat:
                tiles.extend(t for m in self.melds[p] for t in m.tiles)
        return tuple(tiles)


def player_view(rnd: Round, seat: int) -> PlayerView:
    """The view of ``rnd`` from ``seat`` (no other player's concealed tiles, no wall order)."""
    on_turn = rnd.phase == "turn" and rnd.current == seat
    return PlayerView(
        seat=seat,
        players=rnd.players,
        dealer=rnd.setup.dealer,
        hand=rnd.seats[seat].hand,
        drawn=rnd.drawn if on_turn else None,
        ponds=tuple(tuple(s.pond) for s in rnd.seats),
        discards=tuple(tuple(s.discards) for s in rnd.seats),
        melds=tuple(tuple(s.melds) for s in rnd.seats),
        riichi=tuple(s.riichi for s in rnd.seats),
        riichi_index=tuple(_riichi_index(s) for s in rnd.seats),
        dora_indicators=rnd.wall.dora_indicators,
        scores=tuple(rnd.scores),
        wall_remaining=rnd.wall.remaining,
        seat_winds=tuple(rnd.seat_wind(p) for p in range(rnd.players)),
        round_wind=EAST,
        last_discard=rnd.last_discard if rnd.phase == "claim" else None,
        kuikae=rnd.table.kuikae,
    )


def _riichi_index(seat: Seat) -> int | None:
    if seat.riichi_discard is None:
        return None
    return sum(1 for i in range(seat.riichi_discard) if i not in seat.called)
