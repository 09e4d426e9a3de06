"""The game table window: turn and last-discard markers follow the game; meld badges."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from mahjong_galaxy.app.main_window import MainWindow
from mahjong_galaxy.app.table.model import MeldModel, acting_kinds, called_tiles, meld_model
from mahjong_galaxy.app.table.results_dialog import (
    MeldRow,
    ResultsDialog,
    bonus_text,
    chips_text,
    transfer_text,
    value_text,
)
from mahjong_galaxy.app.table.table_widget import (
    CENTRE,
    UNITS,
    TableWidget,
    meld_slots,
    melds_top,
    river_slots,
    river_top,
)
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.app.widgets.tile_widgets import TileStrip
from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.practice.game.actions import DISCARD, PON, TSUMO, Action
from mahjong_galaxy.core.practice.game.game import Standing
from mahjong_galaxy.core.practice.game.round import Round, RoundResult
from mahjong_galaxy.core.practice.game.session import HUMAN
from mahjong_galaxy.core.practice.game.settle import Transfer, noten_transfers
from mahjong_galaxy.core.scoring.situation import Situation
from mahjong_galaxy.core.scoring.win import score_win
from mahjong_galaxy.core.tiles import EAST
from tests.helpers.app_fixtures import WAIT_MS, open_window, tab_of
from tests.helpers.practice_checks import FAR, act, new_round, tiles

# seat 0 holds two of each dragon; seat 1 discards them one by one (docs/rules.md, pao)
PAO_HANDS = ("123m4p1s9s9p556677z", "258m258p369s2567z", "147m369p147s1134z", "369m147p258s2344z")
PAO_DRAWS = "2m8s6p1m8m9m1p4p"


def throw(rnd: Round, player: int) -> None:
    """``player`` discards the tile just drawn."""
    assert rnd.drawn is not None
    rnd.apply(Action(DISCARD, player, rnd.drawn))


@pytest.fixture
def tab(qtbot: object, tmp_path: Path) -> Iterator[PracticeTab]:
    for window in open_window(qtbot, tmp_path):
        assert isinstance(window, MainWindow)
        practice = tab_of(window, PracticeTab)
        yield practice


def test_the_launcher_opens_the_table_window(tab: PracticeTab) -> None:
    tab.open_table.click()
    assert tab.game_window.isVisible()
    assert tab.game.window() is tab.game_window


def test_turn_and_last_discard_markers(tab: PracticeTab, qtbot: object) -> None:
    page = tab.game
    tab.game_window.open()
    page.delay_ms = 0
    page.players.setCurrentIndex(1)  # four players
    page.seed.setValue(11)
    page.new_game()
    session = page.session
    assert session is not None
    model = page.table_view.model
    assert model is not None and model.turn == HUMAN and model.last_discard is None
    assert [s.wind for s in model.seats] == [EAST, EAST + 1, EAST + 2, EAST + 3]
    drawn = session.human_view().drawn
    page.human(next(a for a in session.human_legal() if a.type == DISCARD and a.tile == drawn))
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: session.human_to_act or session.round.over, timeout=WAIT_MS
    )
    model = page.table_view.model
    assert model is not None
    view = session.human_view()
    if view.last_discard is None:  # the human's own turn: the computer before them discarded
        assert model.turn == HUMAN == session.round.current
    seat, index = model.last_discard or (None, None)
    assert seat is not None and index == len(view.ponds[seat]) - 1
    assert model.seats[seat].river == view.ponds[seat]
    discards = [e for e in session.events if e["e"] == "discard"]
    assert discards[-1]["p"] == seat


def test_galaxy_melds_show_the_kinds_they_act_as() -> None:
    pon = parse_hand("123m456p78s99s,1z2Z3Z").melds[0]  # East + galaxy South/West as East
    assert acting_kinds(pon) == (None, EAST, EAST)
    chi = parse_hand("123m456p78s99s,7m8M9P").melds[0]  # 7m + galaxy 8m/9p as 8m 9m
    assert acting_kinds(chi) == (None, 7, 8)


def test_final_standings_show_chips_and_uma(tab: PracticeTab) -> None:
    result = RoundResult("exhaustive", (), (1000, -1000), (True, False), True, (0, 0))
    standings = [Standing(0, 26000, 1, 36.0, 2), Standing(1, 24000, 2, -36.0, -2)]
    dialog = ResultsDialog(result, str, standings, tab)
    texts = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"+36.0", "-36.0", "+2", "-2", "26,000"} <= texts
    assert dialog.next_button.text() == "New game"
    plain = ResultsDialog(result, str, None, tab)  # a round in the game: no standings
    assert "+36.0" not in {label.text() for label in plain.findChildren(QLabel)}


# ---------------------------------------------------------------------------- called tiles
def call_events(*calls: tuple[int, str, str, str, int | None]) -> list[dict[str, object]]:
    """A round's start and its calls: (caller, type, meld, tile, source seat)."""
    events: list[dict[str, object]] = [{"e": "start"}]
    for p, kind, meld, tile, src in calls:
        event: dict[str, object] = {"e": "call", "p": p, "type": kind, "meld": meld, "src": src}
        if src is not None:
            event["tile"] = tile
        events.append(event)
    return events


def sideways(meld: MeldModel) -> list[int]:
    """Indexes of the tiles drawn sideways (wider than tall) by the painter's layout."""
    rects = meld_slots(meld, 0.0, 100.0, 20.0)
    return [i for i, r in enumerate(rects) if r.width() > r.height()]


@pytest.mark.parametrize(
    ("players", "src", "place"),
    [(4, 3, 0), (4, 2, 1), (4, 1, 2), (2, 1, 1)],  # left, across, right; 2 players: across
)
def test_called_tile_lies_sideways_on_the_side_it_came_from(
    players: int, src: int, place: int
) -> None:
    melds = parse_hand("123m456p78s,6z6z6Z", sizes=(11,)).melds
    events = call_events((0, "pon", melds[0].text, "6Z", src))
    model = meld_model(melds[0], 0, players, called_tiles(events, players)[0])
    assert model.called == place and sideways(model) == [place]
    assert model.tiles[place] == tiles("6Z")[0]
    assert model.acting[place] == tiles("6z")[0].kind  # the galaxy tile still wears its kind


def test_chi_open_kan_added_kan_and_closed_kan() -> None:
    hand = parse_hand("12m,3m4m5M,7p7p7p7P,1s1s1s1S,(2z2z2z2Z)", sizes=(14,))
    chi, kan, kakan, closed = hand.melds
    events = call_events(
        (1, "chi", chi.text, "5M", 0),  # from the left of seat 1
        (1, "kan", kan.text, "7p", 2),  # open kan from the right
        (1, "pon", "1s1s1s", "1s", 3),  # pon from across, later added to
        (1, "kakan", kakan.text, "", None),
        (1, "ankan", closed.text, "", None),
    )
    called = called_tiles(events, 4)[1]
    models = [meld_model(m, 1, 4, called) for m in hand.melds]
    assert models[0].tiles[0] == tiles("5M")[0] and sideways(models[0]) == [0]
    assert sideways(models[1]) == [3]  # the last of four from the right
    added = models[2]
    assert added.stacked and added.called == 1 and sideways(added) == [1, 3]
    rects = meld_slots(added, 0.0, 100.0, 20.0)
    assert rects[3].bottom() == rects[1].top()  # on top of the called tile
    assert models[3].called is None and sideways(models[3]) == []


def test_results_dialog_draws_melds_payments_chips_and_fu(qtbot: object) -> None:
    rnd = new_round(PAO_HANDS, PAO_DRAWS)  # seat 0 pons three dragons from seat 1, then tsumo
    throw(rnd, 0)
    for dragon, junk in (("5z", "1s"), ("6z", "9s"), ("7z", "9p")):
        act(rnd, 1, DISCARD, dragon)
        act(rnd, 0, PON)
        act(rnd, 0, DISCARD, junk)
    for p in (1, 2, 3):
        throw(rnd, p)
    act(rnd, 0, TSUMO)
    result = rnd.result
    assert result is not None and result.win is not None
    parent = QWidget()
    qtbot.addWidget(parent)  # type: ignore[attr-defined]
    dialog = ResultsDialog(result, str, None, parent, [s.hand for s in rnd.seats], rnd.events)
    row = dialog.findChild(MeldRow, "results-melds")
    assert isinstance(row, MeldRow) and len(row.melds) == 3
    assert all(m.called == 2 for m in row.melds)  # each pon from the right: last tile sideways
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert "1 → 0: 48,000 points" in labels["results-payments"]  # pao: seat 1 pays it all
    assert labels["results-chips"].endswith(chips_text(result.win.score.chips))
    assert result.win.score.chips.yakuman == 5
    assert "yakuman 5" in labels["results-chips"]
    assert "1 → 0: " in labels["results-chip-payments"]
    assert "2 → 0: " in labels["results-chip-payments"]  # chips: every other player on tsumo


def test_results_headline_is_the_hands_value_with_its_limit_name(qapp: object) -> None:
    # dealer ron: riichi, double East, two dora = 5 han 40 fu, a dealer mangan (12,000)
    situation = Situation(
        riichi=True,
        seat_wind=EAST,
        round_wind=EAST,
        dora_indicators=tiles("2s"),
        honba=1,
        riichi_sticks=1,
    )
    score = score_win(parse_hand("123m456p789s111z3s"), tiles("3s")[0], situation)
    assert value_text(score) == "5 han 40 fu, mangan: 12,000 points"
    assert bonus_text(score) == "13,300 points in all, with riichi deposits 1,000, honba 300"
    assert bonus_text(score_win(parse_hand("123m456p789s111z3s"), tiles("3s")[0])) == ""


def test_results_dialog_names_honba_deposits_and_fu(qtbot: object) -> None:
    transfers = (Transfer(2, 1, 8300, 300), Transfer(None, 1, 2000))
    assert transfer_text(transfers[0], str, chips=False) == "2 → 1: 8,300 points (300 honba)"
    assert transfer_text(transfers[1], str, chips=False) == "Riichi deposits (2) → 1: 2,000 points"
    assert transfer_text(Transfer(2, 1, 3), str, chips=True) == "2 → 1: 3 chips"


def test_exhaustive_draw_shows_the_tenpai_hands(qtbot: object) -> None:
    tenpai = (True, False, True, False)
    hands = [parse_hand(h) for h in ("123m456p789s1122z", FAR, "1s,234m,555z,666z,777z", FAR)]
    result = RoundResult(
        "exhaustive",
        (),
        (1500, -1500, 1500, -1500),
        tenpai,
        True,
        (0,) * 4,
        transfers=tuple(noten_transfers(tenpai)),
    )
    parent = QWidget()
    qtbot.addWidget(parent)  # type: ignore[attr-defined]
    dialog = ResultsDialog(result, str, None, parent, hands, [])
    shown = [s.tiles() for s in dialog.findChildren(TileStrip) if s.name == "results-tenpai"]
    assert shown == [list(hands[0].tiles), list(hands[2].tiles)]
    assert [len(r.melds) for r in dialog.findChildren(MeldRow)] == [4]
    payments = dialog.findChild(QLabel, "results-payments")
    assert isinstance(payments, QLabel) and payments.text().count("750 points") == 4


# ---------------------------------------------------------------------------- rivers
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1000, 650), (1600, 1000)])
@pytest.mark.parametrize("added_kan", [False, True])
def test_long_rivers_never_overlap_the_melds_or_each_other(
    players: int, size: tuple[int, int], added_kan: bool, qtbot: object
) -> None:
    page = QWidget()  # the table as the game window lays it out at that size
    qtbot.addWidget(page)  # type: ignore[attr-defined]
    table = TableWidget()
    layout = QHBoxLayout(page)
    layout.addWidget(table, 3)
    layout.addWidget(QWidget(), 2)
    page.resize(*size)
    page.show()
    qtbot.waitUntil(lambda: table.width() > 300, timeout=WAIT_MS)  # type: ignore[attr-defined]
    side = min(table.width(), table.height())
    tw = side / UNITS
    melds = (MeldModel(tiles("1111s"), (None,) * 4, 1, False, stacked=True),) if added_kan else ()
    top = melds_top(melds, side, tw)
    most = 52 if players == 2 else 26  # every draw of the wall, and the rinshan tiles
    for count in range(1, most + 1):
        for riichi in (None, 0, count - 1, 5):
            rects = river_slots(count, riichi, players, tw, top - river_top(tw))
            assert len(rects) == count
            for i, rect in enumerate(rects):
                assert rect.bottom() <= top + 1e-6, (count, i)
                assert rect.top() >= CENTRE * tw  # below the centre box
                assert abs(rect.x()) + rect.width() <= side / 2  # on the table
                if players == 4:  # clear of the neighbours' rivers
                    assert rect.right() < river_top(tw)
                for other in rects[:i]:
                    assert not rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(other), (count, i)


@pytest.mark.parametrize("players", [2, 4])
def test_the_table_hand_and_buttons_never_move_during_a_game(
    tab: PracticeTab, qtbot: object, players: int
) -> None:
    page = tab.game
    tab.game_window.resize(1000, 650)
    tab.game_window.open()
    page.delay_ms = 0
    page.players.setCurrentIndex(page.players.findData(players))
    page.seed.setValue(5)
    QCoreApplication.processEvents()

    def place() -> tuple[object, ...]:
        return (page.table_view.geometry(), page.hand.geometry(), page.action_bar.geometry())

    places = {place()}  # the empty table before the deal
    page.new_game()
    session = page.session
    assert session is not None
    preference = ("pon", "chi", "kan", "riichi", "discard")  # calls first: melds appear
    for _ in range(40):
        qtbot.waitUntil(  # type: ignore[attr-defined]
            lambda: (session.human_to_act and not page.thinking) or session.round.over,
            timeout=WAIT_MS,
        )
        QCoreApplication.processEvents()  # let the layout follow the last change
        places.add(place())
        if session.round.over:
            break
        legal = sorted(
            session.human_legal(),
            key=lambda a: preference.index(a.type) if a.type in preference else 9,
        )
        page.human(legal[0])
    assert len(places) == 1  # the same rectangles at every decision
