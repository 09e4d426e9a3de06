"""Solo game session (what the Practice tab drives) and the assist hint line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from mahjong_galaxy.core.efficiency.discard import discard_options
from mahjong_galaxy.core.notation import sort_tiles
from mahjong_galaxy.core.practice.game.actions import DISCARD, PASS, RIICHI, Action
from mahjong_galaxy.core.practice.game.hints import hint_lines
from mahjong_galaxy.core.practice.game.log import load_log, position_at, turns
from mahjong_galaxy.core.practice.game.replay import table_at
from mahjong_galaxy.core.practice.game.session import HUMAN, GameSession
from mahjong_galaxy.core.practice.game.table_view import replayed_table, table_of
from mahjong_galaxy.core.practice.game.view import PlayerView
from mahjong_galaxy.core.table import TableSituation
from tests.helpers.practice_checks import tiles, two_player_view


def view_of(hand: str) -> PlayerView:
    return two_player_view(hand, dora="9p")


def test_hint_line_for_a_tenpai_discard_and_riichi() -> None:
    hand = "123m456p789s1122z3z"
    view = view_of(hand)
    table = discard_options(view.hand)
    legal = [Action(DISCARD, 0, t) for t in set(view.hand.tiles)]
    legal.append(Action(RIICHI, 0, tiles("3z")[0]))
    lines = hint_lines(view, legal, table)
    assert lines[0].startswith("tenpai: discard 3z to wait on 1z 2z")
    assert "riichi possible" in lines
    assert lines[-1].startswith("yaku within reach (shanten): yakuhai 1z East (0)")


def test_hint_line_warns_of_furiten() -> None:
    view = two_player_view("123m456p789s1122z3z", riichi_discards="")
    seen = PlayerView(**{**vars(view), "discards": (tiles("2z"), ())})
    table = discard_options(seen.hand)
    lines = hint_lines(seen, [Action(DISCARD, 0, t) for t in seen.hand.tiles], table)
    assert lines[0].endswith("furiten: no ron (a winning tile is in your discards)")


def test_hint_line_far_from_tenpai() -> None:
    view = view_of("19m19p19s1234z58m3p7s")
    table = discard_options(view.hand)
    lines = hint_lines(view, [Action(DISCARD, 0, t) for t in view.hand.tiles], table)
    assert lines[0].startswith(f"best discard: {table[0].tile.text} (")


def test_hint_line_folds_against_riichi_with_the_safest_tile() -> None:
    view = two_player_view("19m19p19s1234z58m3p7s", riichi_discards="1z9m", dora="9p")
    table = discard_options(view.hand)
    lines = hint_lines(view, [Action(DISCARD, 0, t) for t in view.hand.tiles], table)
    assert lines[0].startswith("riichi out: fold with ")
    assert lines[0].split()[4] in ("1z", "9m")
    assert lines[0].endswith("(safe)")
    assert lines[1].startswith("best discard:")


def test_session_plays_the_human_as_a_tsumogiri_player(tmp_path: Path) -> None:
    session = GameSession(players=2, level=1, seed=5)
    human_turns = 0
    while not session.round.over:
        seat = session.computer_seat()
        if seat is not None:
            session.computer_move(seat)
            continue
        assert session.human_to_act
        legal = session.human_legal()
        passing = [a for a in legal if a.type == PASS]
        view = session.human_view()
        choice = (
            passing[0] if passing else Action(DISCARD, HUMAN, view.drawn or view.hand.tiles[-1])
        )
        session.apply(choice)
        human_turns += 1
    assert human_turns > 0
    path = tmp_path / "log.json"
    session.save_log(path)
    events = load_log(path)
    for index in turns(events, HUMAN):
        assert position_at(events, index, HUMAN).hand.size == 14
    session.next_round()
    assert session.game.results and (session.over or not session.round.over)


def test_a_logged_turn_replays_to_the_table_seen_live() -> None:
    """At each of the human's decisions the table rebuilt from the log (what the analyzer
    opens) equals the table of the live view (what the hints and the danger engine use)."""
    for players, seed in ((4, 3), (4, 8), (2, 5)):
        session = GameSession(players=players, level=1, seed=seed)
        checked = 0
        while not session.round.over:
            seat = session.computer_seat()
            if seat is not None:
                session.computer_move(seat)
                continue
            view = session.human_view()
            live = table_of(view)
            replayed = replayed_table(table_at(session.events, len(session.events) - 1), HUMAN)
            assert _sorted_called(replayed) == _sorted_called(live)
            checked += 1
            passing = [a for a in session.human_legal() if a.type == PASS]
            tile = view.drawn or view.hand.tiles[-1]
            session.apply(passing[0] if passing else Action(DISCARD, HUMAN, tile))
        assert checked > 3


def _sorted_called(table: TableSituation) -> TableSituation:
    """``table`` with its called tiles in one order (the view does not keep theirs)."""
    opponents = tuple(replace(o, called=tuple(sort_tiles(o.called))) for o in table.opponents)
    return replace(
        table,
        called=tuple(sort_tiles(table.called)),
        opponents=(opponents[0], opponents[1], opponents[2]),
    )
