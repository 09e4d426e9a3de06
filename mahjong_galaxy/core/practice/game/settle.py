"""Point transfers at the end of a round: a win's payments and the exhaustive-draw payments.

Rules: ron — the discarder pays the scoring module's ``main`` plus honba; tsumo — at a
four-player table the dealer pays ``main`` and the others ``additional`` (each pays ``main`` when
the dealer wins), honba added to each; with two players the one opponent pays the whole
(what the three payers would pay).  The winner also takes the riichi deposits.  Exhaustive
draw: the noten players pay 3000 points in total to the tenpai players, split evenly on both
sides (nothing moves when all or none are tenpai).  Chips (shuugi): on ron the discarder pays the
winner's count, on tsumo every other player pays it.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong_galaxy.core.scoring.library import Payment

NOTEN_POOL = 3000


def win_deltas(
    payment: Payment, winner: int, discarder: int | None, dealer: int, players: int
) -> list[int]:
    """Point change per seat (deposits collected by the winner included).

    Args:
        payment: the scoring module's payment of the win (points).
        winner, discarder, dealer: seats; ``discarder`` None for tsumo.
        players: 2 or 4.
    """
    deltas = [0] * players
    for payer, amount in _payers(payment, winner, discarder, dealer, players):
        deltas[payer] -= amount
        deltas[winner] += amount
    deltas[winner] += payment.sticks
    return deltas


def _payers(
    pay: Payment, winner: int, discarder: int | None, dealer: int, players: int
) -> list[tuple[int, int]]:
    main = pay.main + pay.honba_main
    if discarder is not None:
        return [(discarder, main)]
    other = main if winner == dealer else pay.additional + pay.honba_additional
    payers = [(winner + i) % players for i in range(1, players)]
    if players == 2:
        return [(payers[0], main + 2 * other)]
    return [(q, main if q == dealer else other) for q in payers]


def chip_deltas(count: int, winner: int, discarder: int | None, players: int) -> list[int]:
    """Chip change per seat for a win worth ``count`` chips: on ron the discarder pays them,
    on tsumo every other player does."""
    deltas = [0] * players
    payers = [discarder] if discarder is not None else [q for q in range(players) if q != winner]
    for payer in payers:
        deltas[payer] -= count
        deltas[winner] += count
    return deltas


MANGAN_DEALER, MANGAN_OTHER = 4000, 2000  # what each pays on a mangan tsumo


def nagashi_deltas(player: int, dealer: int, players: int) -> list[int]:
    """Point change per seat for nagashi mangan: paid as a mangan tsumo (no honba; with two
    players the opponent pays what the three payers would)."""
    others = [q for q in range(players) if q != player]
    if players == 2:
        whole = 3 * MANGAN_DEALER if player == dealer else MANGAN_DEALER + 2 * MANGAN_OTHER
        pays = {others[0]: whole}
    else:
        pays = {q: MANGAN_DEALER if dealer in (player, q) else MANGAN_OTHER for q in others}
    deltas = [0] * players
    for q, amount in pays.items():
        deltas[q] -= amount
        deltas[player] += amount
    return deltas


def pao_deltas(
    payment: Payment, winner: int, discarder: int | None, dealer: int, players: int, liable: int
) -> list[int]:
    """Point change per seat for a yakuman under pao (``liable`` fed the completing meld).

    Tsumo: ``liable`` pays everything the others would have paid.  Ron by another player's
    discard: ``liable`` and the discarder each pay half of the value; the discarder also pays
    the honba.  The winner still takes the deposits.
    """
    deltas = [0] * players
    if discarder is None:
        full = win_deltas(payment, winner, None, dealer, players)
        total = full[winner] - payment.sticks
        deltas[liable] -= total
    else:
        half = payment.main // 2
        deltas[liable] -= half
        deltas[discarder] -= payment.main - half + payment.honba_main
        total = payment.main + payment.honba_main
    deltas[winner] += total + payment.sticks
    return deltas


def noten_deltas(tenpai: Sequence[bool]) -> list[int]:
    """Point change per seat at an exhaustive draw from who is tenpai."""
    players = len(tenpai)
    ready = sum(tenpai)
    if ready in (0, players):
        return [0] * players
    return [NOTEN_POOL // ready if ok else -(NOTEN_POOL // (players - ready)) for ok in tenpai]
