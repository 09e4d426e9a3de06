"""One scenario per table rule (docs/rules.md), on stacked walls that force the situation."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mahjong_galaxy.core.hand import parse_hand
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
from mahjong_galaxy.core.practice.game.round import Round
from mahjong_galaxy.core.practice.game.settle import nagashi_deltas
from mahjong_galaxy.core.practice.game.special import completes_pao, four_kans_abort, kuikae_kinds
from mahjong_galaxy.core.practice.game.table import DEFAULT_TABLE, TableRules
from mahjong_galaxy.core.practice.game.wall import full_set
from mahjong_galaxy.core.tiles import TERMINALS_AND_HONORS
from tests.helpers.practice_checks import act, new_round, tiles


def throw(rnd: Round, player: int) -> None:
    """``player`` discards the tile just drawn."""
    assert rnd.drawn is not None
    rnd.apply(Action(DISCARD, player, rnd.drawn))


def kinds(rnd: Round, player: int) -> set[str]:
    return {a.type for a in rnd.legal(player)}


def discard_texts(rnd: Round, player: int) -> set[str]:
    return {a.tile.text for a in rnd.legal(player) if a.type == DISCARD and a.tile}


def with_table(**options: object) -> TableRules:
    return replace(DEFAULT_TABLE, **options)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- kuikae
KUIKAE_HANDS = ("1359m159p139s157z", "34567m2468p2468s", "369m147p258s2344z", "147m369p147s1134z")


@pytest.mark.parametrize("allowed", [False, True])
def test_kuikae_after_chi(allowed: bool) -> None:
    rnd = new_round(KUIKAE_HANDS, "9s", table=with_table(kuikae=allowed))
    act(rnd, 0, DISCARD, "3m")
    chi = next(a for a in rnd.legal(1) if a.type == CHI and a.uses == tuple(tiles("45m")))
    rnd.apply(chi)
    while rnd.phase == "claim":
        rnd.apply(Action(PASS, rnd.pending[0]))
    offered = discard_texts(rnd, 1)
    assert "7m" in offered
    assert ({"3m", "6m"} <= offered) is allowed


def test_kuikae_kinds() -> None:
    chi = parse_hand("1234567z147m,345m", sizes=(13,)).melds[0]
    three, four, six = (tiles(t)[0].kind for t in ("3m", "4m", "6m"))
    assert kuikae_kinds(tiles("3m")[0], chi) == {three, six}
    assert kuikae_kinds(tiles("4m")[0], chi) == {four}


# ---------------------------------------------------------------------------- chankan
CHANKAN_HANDS = (
    "147m28p05p1369s67z",
    "258m3579p258s234z",
    "123m456m789m46p11s",  # waits 5p (ittsu)
    "369m148p347s1557z",
)
CHANKAN_DRAWS = "9s1p2s3p8s5P"


@pytest.mark.parametrize("chankan", [True, False])
def test_chankan_robs_the_added_kan(chankan: bool) -> None:
    rnd = new_round(CHANKAN_HANDS, CHANKAN_DRAWS, table=with_table(chankan=chankan))
    throw(rnd, 0)
    act(rnd, 1, DISCARD, "5p")
    act(rnd, 2, PASS)  # a ron passed: furiten until seat 2's own discard
    for p in [p for p in rnd.pending if p != 0]:
        rnd.apply(Action(PASS, p))
    act(rnd, 0, PON)
    act(rnd, 0, DISCARD, "1m")
    for p in (1, 2, 3):
        throw(rnd, p)
    act(rnd, 0, KAKAN)
    if not chankan:
        assert rnd.pending == [0] and rnd.rinshan
        return
    assert kinds(rnd, 2) == {RON, PASS}
    act(rnd, 2, RON)
    assert rnd.result is not None and rnd.result.win is not None
    assert "Chankan" in [y.name for y in rnd.result.win.score.yaku]


# ---------------------------------------------------------------------------- abortive draws
def test_nine_terminals_is_an_abortive_draw() -> None:
    rnd = new_round(["19m19p19s1234z258m", "258m258p258s2567z"], "3m")
    assert NINE_TERMINALS in kinds(rnd, 0)
    act(rnd, 0, NINE_TERMINALS)
    assert rnd.result is not None and rnd.result.outcome == "abortive"
    assert rnd.result.reason == "nine_terminals" and rnd.result.dealer_stays
    assert rnd.result.deltas == (0, 0)


def test_nine_terminals_can_be_switched_off() -> None:
    rnd = new_round(
        ["19m19p19s1234z258m", "258m258p258s2567z"], "3m", table=with_table(abortive_draws=False)
    )
    assert NINE_TERMINALS not in kinds(rnd, 0)


def test_four_winds_is_an_abortive_draw() -> None:
    hands = ("1z258m258p258s367z", "1z369m369p369s457z", "1z147m147p147s246z", "1Z258m369p79s2356z")
    rnd = new_round(hands, "9m9p9s9m")
    for p in range(4):
        act(rnd, p, DISCARD, "1Z" if p == 3 else "1z")
        for q in list(rnd.pending):
            if rnd.phase == "claim":
                rnd.apply(Action(PASS, q))
    assert rnd.result is not None and rnd.result.reason == "four_winds"


FOUR_RIICHI_HANDS = (
    "123m456m789m1122z",
    "123p456p789p3344z",
    "123s456s789s5566z",
    "234m567p678s77z99s",
)


@pytest.mark.parametrize("abortive", [True, False])
def test_four_riichi_is_an_abortive_draw(abortive: bool) -> None:
    rnd = new_round(FOUR_RIICHI_HANDS, "9m5s5m1p", table=with_table(abortive_draws=abortive))
    for p in range(4):
        assert rnd.drawn is not None
        act(rnd, p, RIICHI, rnd.drawn.text)
        while rnd.phase == "claim":
            rnd.apply(Action(PASS, rnd.pending[0]))
    assert all(seat.riichi for seat in rnd.seats) and rnd.sticks == 4
    if abortive:
        assert rnd.result is not None and rnd.result.reason == "four_riichi"
        assert rnd.result.deltas == (-1000,) * 4  # the deposits stay on the table
    else:
        assert rnd.result is None and rnd.pending == [0]


# three hands wait on 5s with tanyao; the dealer holds kokushi tiles and throws its 5s draw
TRIPLE_HANDS = (
    "19m19p19s1234567z",
    "234m567m234p66s46s",
    "345m678m345p77p05s",
    "234m678m678p88p34s",
)


@pytest.mark.parametrize(
    ("options", "winners", "reason"),
    [
        ({}, [], "triple_ron"),
        ({"abortive_draws": False}, [1, 2, 3], ""),
        ({"abortive_draws": False, "double_ron": False}, [1], ""),
    ],
)
def test_triple_ron_double_ron_and_head_bump(
    options: dict[str, bool], winners: list[int], reason: str
) -> None:
    rnd = new_round(TRIPLE_HANDS, "5s", table=with_table(**options))
    act(rnd, 0, DISCARD, "5s")
    for p in (1, 2, 3):
        act(rnd, p, RON)
    assert rnd.result is not None
    assert [w.player for w in rnd.result.wins] == winners and rnd.result.reason == reason
    assert sum(rnd.result.deltas) == 0
    if len(winners) > 1:  # each winner is paid by the discarder
        assert rnd.result.deltas[0] == -sum(w.score.points for w in rnd.result.wins)


def test_four_kans_by_two_players_aborts_but_not_by_one() -> None:
    assert four_kans_abort([2, 2, 0, 0]) and four_kans_abort([3, 1, 0, 0])
    assert not four_kans_abort([4, 0, 0, 0]) and not four_kans_abort([2, 1, 0, 0])


# ---------------------------------------------------------------------------- riichi kan
@pytest.mark.parametrize(
    ("hand", "offered"),
    [("111m234p567s678s9p", True), ("1112m345p678s999s", False)],
)
def test_closed_kan_after_riichi_only_when_the_waits_stay(hand: str, offered: bool) -> None:
    rnd = new_round([hand, "258m258p258s2567z"], "7z2z1M")
    act(rnd, 0, RIICHI, "7z")
    throw(rnd, 1)
    assert (ANKAN in kinds(rnd, 0)) is offered


# ---------------------------------------------------------------------------- kan dora
@pytest.mark.parametrize("late", [True, False])
def test_open_kan_dora_is_turned_after_the_discard(late: bool) -> None:
    rnd = new_round(
        ["111z258m258p258s67z", "1Z369m369p369s257z"], "9m9p", table=with_table(late_kan_dora=late)
    )
    throw(rnd, 0)
    act(rnd, 1, DISCARD, "1Z")
    act(rnd, 0, KAN)
    assert len(rnd.wall.dora_indicators) == (1 if late else 2)
    throw(rnd, 0)
    assert len(rnd.wall.dora_indicators) == 2


# ---------------------------------------------------------------------------- nagashi mangan
def nagashi_round(table: TableRules) -> Round:
    """2 players: the dealer draws every terminal and honour, the other seat simples only."""
    hands = ["2345m2345p2345s6m", "6677m6677p6677s8p"]
    rest = full_set()
    for tile in tiles("".join(hands)):
        rest.remove(tile)
    edges = [t for t in rest if t.kind in TERMINALS_AND_HONORS]
    simples = [t for t in rest if t.kind not in TERMINALS_AND_HONORS]
    draws = [t for pair in zip(edges, simples, strict=False) for t in pair][:96]
    return new_round(hands, "".join(t.text for t in draws), table=table)


@pytest.mark.parametrize("nagashi", [True, False])
def test_nagashi_mangan_at_the_exhaustive_draw(nagashi: bool) -> None:
    rnd = nagashi_round(with_table(nagashi_mangan=nagashi))
    while not rnd.over:
        p = rnd.pending[0]
        rnd.apply(Action(DISCARD, p, rnd.drawn) if rnd.phase == "turn" else Action(PASS, p))
    assert rnd.result is not None and rnd.result.outcome == "exhaustive"
    assert rnd.result.nagashi == ((0,) if nagashi else ())
    if nagashi:
        assert rnd.result.deltas == tuple(nagashi_deltas(0, 0, 2)) == (12000, -12000)


# ---------------------------------------------------------------------------- pao
PAO_HANDS = ("123m4p1s9s9p556677z", "258m258p369s2567z", "147m369p147s1134z", "369m147p258s2344z")
PAO_DRAWS = "2m8s6p1m8m9m1p4p"


@pytest.mark.parametrize("pao", [True, False])
def test_pao_for_the_third_dragon_pon(pao: bool) -> None:
    rnd = new_round(PAO_HANDS, PAO_DRAWS, table=with_table(pao=pao))
    throw(rnd, 0)
    for dragon, junk in (("5z", "1s"), ("6z", "9s"), ("7z", "9p")):
        act(rnd, 1, DISCARD, dragon)
        act(rnd, 0, PON)
        act(rnd, 0, DISCARD, junk)
    assert (0 in rnd.liable) is pao
    for p in (1, 2, 3):
        throw(rnd, p)
    act(rnd, 0, TSUMO)
    assert rnd.result is not None
    deltas = rnd.result.deltas
    assert deltas[0] == 48000
    assert deltas[1:] == ((-48000, 0, 0) if pao else (-16000, -16000, -16000))


def test_completes_pao() -> None:
    melds = parse_hand("11m,555z,666z,777z", sizes=(11,)).melds
    assert completes_pao(melds) == "Daisangen"
    assert completes_pao(melds[:2]) is None
    winds = parse_hand("1m,111z,222z,333z,4z4z4Z", sizes=(13,)).melds
    assert completes_pao(winds) == "Dai Suushii"  # the fourth wind, here with a galaxy North
    assert completes_pao(winds[:3]) is None
