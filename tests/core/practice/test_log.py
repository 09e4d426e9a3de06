"""The game log: schema-checked save and load; the replay matches the live table at every step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_galaxy.core.practice.game.ai import new_player
from mahjong_galaxy.core.practice.game.game import Game, GameConfig
from mahjong_galaxy.core.practice.game.log import load_log, save_log
from mahjong_galaxy.core.practice.game.replay import replay_steps, table_at
from mahjong_galaxy.core.practice.game.round import Round
from mahjong_galaxy.core.practice.game.schema import log_schema, schema_errors
from mahjong_galaxy.core.practice.game.view import player_view

ROOT = Path(__file__).resolve().parents[3]


def assert_replay_matches(rnd: Round, events: list[dict]) -> None:
    """The replay of the last event equals the live round."""
    table = table_at(events, len(events) - 1)
    assert table.dora_indicators == rnd.wall.dora_indicators
    assert table.wall_remaining == rnd.wall.remaining
    assert table.sticks == rnd.sticks
    for p, seat in enumerate(rnd.seats):
        replayed = table.seats[p]
        assert replayed.hand == seat.hand
        assert list(replayed.pond) == seat.pond
        assert replayed.riichi == seat.riichi
        assert replayed.score == rnd.scores[p]
        assert replayed.seat_wind == rnd.seat_wind(p)


@pytest.mark.parametrize(("players", "levels"), [(2, ["1", "3"]), (4, ["1", "2", "3", "baseline"])])
def test_log_round_trips_and_replays_every_step(
    players: int, levels: list[str], tmp_path: Path
) -> None:
    game = Game(GameConfig(players=players), seed=21)
    agents = [new_player(level, p) for p, level in enumerate(levels)]
    while not game.over:
        rnd = game.round
        while not rnd.over:
            p = rnd.pending[0]
            rnd.apply(agents[p].act(player_view(rnd, p), rnd.legal(p)))
            assert_replay_matches(rnd, game.events)
        game.next_round()
    path = tmp_path / "game.json"
    save_log(game.events, path)
    events = load_log(path)
    assert events == json.loads(json.dumps(game.events))
    final = table_at(events, len(events) - 1)
    assert final.final is not None and final.final["scores"] == game.scores
    steps = replay_steps(events)
    assert steps[0] == 1 and steps[-1] == len(events) - 1
    ends = [table_at(events, i).end for i in steps if events[i]["e"] == "end"]
    assert len(ends) == len(game.results)


def test_a_broken_log_is_refused_with_its_place(tmp_path: Path) -> None:
    game = Game(GameConfig(players=2), seed=3)
    events = list(game.events)
    del events[2]["tile"]  # the dealer's first draw loses its tile
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"events": events}), "utf-8")
    with pytest.raises(ValueError, match=r"\$\.events\[2\]: missing 'tile'"):
        load_log(path)
    path.write_text("{not json", "utf-8")
    with pytest.raises(ValueError, match="not a game log"):
        load_log(path)


def test_a_log_whose_events_do_not_follow_is_refused_with_the_event(tmp_path: Path) -> None:
    """A schema-valid log can still discard a tile the player does not hold: it is refused
    naming the event (the replay window would otherwise fail on it), not replayed."""
    game = Game(GameConfig(players=2), seed=3)
    events = json.loads(json.dumps(game.events))
    while not any(e["e"] == "discard" for e in events):
        rnd = game.round
        p = rnd.pending[0]
        rnd.apply(new_player("1", p).act(player_view(rnd, p), rnd.legal(p)))
        events = json.loads(json.dumps(game.events))
    index = next(i for i, e in enumerate(events) if e["e"] == "discard")
    held = {t.text for t in table_at(events, index - 1).seats[events[index]["p"]].hand.tiles}
    events[index]["tile"] = next(f"{n}m" for n in range(1, 10) if f"{n}m" not in held)
    path = tmp_path / "impossible.json"
    save_log(events, path)
    assert not schema_errors({"events": events}, log_schema())
    with pytest.raises(ValueError, match=rf"event {index} \(discard\): the player does not hold"):
        load_log(path)
    save_log([events[0], *events[2:]], path)  # the round's start is gone: a draw comes first
    with pytest.raises(ValueError, match=r"event 1 \(draw\): it comes before the first round"):
        load_log(path)


def test_schema_validator_keywords() -> None:
    schema = {
        "type": "object",
        "required": ["a"],
        "additionalProperties": False,
        "properties": {"a": {"type": ["integer", "null"], "minimum": 1}, "b": {"enum": ["x"]}},
    }
    assert schema_errors({"a": 2, "b": "x"}, schema) == []
    assert schema_errors({"a": None}, schema) == []
    assert schema_errors({"a": True}, schema) == ["$.a: expected ['integer', 'null'], got bool"]
    assert schema_errors({"a": 0, "c": 1}, schema) == ["$.a: 0 is below 1", "$: unexpected 'c'"]


def test_the_documented_schema_is_the_loaded_one() -> None:
    doc = (ROOT / "docs" / "game-log.md").read_text("utf-8")
    assert "mahjong_galaxy/resources/game-log.schema.json" in doc
    assert log_schema()["title"].startswith("Galaxy Mahjong solo game log")
