"""Point and chip transfers at the end of a round: who pays whom for a win, for nagashi mangan
and at an exhaustive draw.

Rules: ron — the discarder pays the scoring module's ``main`` plus honba; tsumo — at a
four-player table the dealer pays ``main`` and the others ``additional`` (each pays ``main`` when
the dealer wins), honba added to each; with two players the one opponent pays the whole
(what the three payers would pay).  The winner also takes the riichi deposits on the table.
Exhaustive draw: the noten players pay 3000 points in total to the tenpai players, split evenly
on both sides (nothing moves when all or none are tenpai), so each noten player pays each tenpai
player 3000 / (tenpai x noten).  Chips (shuugi): on ron the discarder pays the winner's count,
on tsumo every other player pays it.

Every function returns :class:`Transfer` records; :func:`deltas_of` sums them per seat, and the
``*_deltas`` functions are those sums.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_galaxy.core.scoring.library import Payment

NOTEN_POOL = 3000
MANGAN_DEALER, MANGAN_OTHER = 4000, 2000  # what each pays on a mangan tsumo


@dataclass(frozen=True)
class Transfer:
    """One payment at the end of a round.

    Attributes:
        payer: the paying seat, or None for the riichi deposits taken from the table.
        payee: the seat paid.
        amount: points (or chips, for chip transfers), ``honba`` of them for the counters.
    """

    payer: int | None
    payee: int
    amount: int
    honba: int = 0


def deltas_of(transfers: Sequence[Transfer], players: int) -> list[int]:
    """Change per seat from ``transfers`` (deposits from the table only credit their payee)."""
    deltas = [0] * players
    for t in transfers:
        if t.payer is not None:
            deltas[t.payer] -= t.amount
        deltas[t.payee] += t.amount
    return deltas


def win_transfers(
    payment: Payment,
    winner: int,
    discarder: int | None,
    dealer: int,
    players: int,
    liable: int | None = None,
) -> list[Transfer]:
    """Who pays the winner what (the deposits on the table last, as a transfer from None).

    Args:
        payment: the scoring module's payment of the win (points).
        winner, discarder, dealer: seats; ``discarder`` None for tsumo.
        players: 2 or 4.
        liable: under pao, the seat that fed the completing meld of the yakuman: on tsumo it
            pays everything the others would have paid; on ron by another player's discard it
            and the discarder each pay half of the value, the discarder also the honba.
    """
    if liable is not None and liable != discarder:
        paid = _pao(payment, winner, discarder, dealer, players, liable)
    else:
        paid = _payers(payment, winner, discarder, dealer, players)
    if payment.sticks:
        paid.append(Transfer(None, winner, payment.sticks))
    return paid


def _payers(
    pay: Payment, winner: int, discarder: int | None, dealer: int, players: int
) -> list[Transfer]:
    if discarder is not None:
        return [Transfer(discarder, winner, pay.main + pay.honba_main, pay.honba_main)]
    if winner == dealer:
        other, other_honba = pay.main, pay.honba_main
    else:
        other, other_honba = pay.additional, pay.honba_additional
    payers = [(winner + i) % players for i in range(1, players)]
    if players == 2:
        honba = pay.honba_main + 2 * other_honba
        return [Transfer(payers[0], winner, pay.main + 2 * other + honba, honba)]
    return [
        Transfer(q, winner, pay.main + pay.honba_main, pay.honba_main)
        if q == dealer
        else Transfer(q, winner, other + other_honba, other_honba)
        for q in payers
    ]


def _pao(
    pay: Payment, winner: int, discarder: int | None, dealer: int, players: int, liable: int
) -> list[Transfer]:
    if discarder is None:
        full = _payers(pay, winner, None, dealer, players)
        total = sum(t.amount for t in full)
        return [Transfer(liable, winner, total, sum(t.honba for t in full))]
    half = pay.main // 2
    return [
        Transfer(liable, winner, half),
        Transfer(discarder, winner, pay.main - half + pay.honba_main, pay.honba_main),
    ]


def win_deltas(
    payment: Payment, winner: int, discarder: int | None, dealer: int, players: int
) -> list[int]:
    """Point change per seat of a win (deposits collected by the winner included)."""
    return deltas_of(win_transfers(payment, winner, discarder, dealer, players), players)


def pao_deltas(
    payment: Payment, winner: int, discarder: int | None, dealer: int, players: int, liable: int
) -> list[int]:
    """Point change per seat for a yakuman under pao (see :func:`win_transfers`)."""
    paid = win_transfers(payment, winner, discarder, dealer, players, liable)
    return deltas_of(paid, players)


def chip_transfers(count: int, winner: int, discarder: int | None, players: int) -> list[Transfer]:
    """Chip payments of a win worth ``count`` chips: on ron the discarder pays them, on tsumo
    every other player does (none when ``count`` is 0)."""
    if not count:
        return []
    payers = [discarder] if discarder is not None else [q for q in range(players) if q != winner]
    return [Transfer(q, winner, count) for q in payers]


def chip_deltas(count: int, winner: int, discarder: int | None, players: int) -> list[int]:
    """Chip change per seat for a win worth ``count`` chips."""
    return deltas_of(chip_transfers(count, winner, discarder, players), players)


def nagashi_transfers(player: int, dealer: int, players: int) -> list[Transfer]:
    """Nagashi mangan, paid as a mangan tsumo (no honba; with two players the opponent pays
    what the three payers would)."""
    others = [q for q in range(players) if q != player]
    if players == 2:
        whole = 3 * MANGAN_DEALER if player == dealer else MANGAN_DEALER + 2 * MANGAN_OTHER
        return [Transfer(others[0], player, whole)]
    return [
        Transfer(q, player, MANGAN_DEALER if dealer in (player, q) else MANGAN_OTHER)
        for q in others
    ]


def nagashi_deltas(player: int, dealer: int, players: int) -> list[int]:
    """Point change per seat for nagashi mangan."""
    return deltas_of(nagashi_transfers(player, dealer, players), players)


def noten_transfers(tenpai: Sequence[bool]) -> list[Transfer]:
    """The noten payments at an exhaustive draw: each noten seat pays each tenpai seat."""
    ready = [p for p, ok in enumerate(tenpai) if ok]
    noten = [p for p, ok in enumerate(tenpai) if not ok]
    if not ready or not noten:
        return []
    each = NOTEN_POOL // (len(ready) * len(noten))
    return [Transfer(q, p, each) for q in noten for p in ready]


def noten_deltas(tenpai: Sequence[bool]) -> list[int]:
    """Point change per seat at an exhaustive draw from who is tenpai."""
    return deltas_of(noten_transfers(tenpai), len(tenpai))
