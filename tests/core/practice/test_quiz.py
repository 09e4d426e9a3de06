"""Wait quiz, 何切る drill and practice history."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_galaxy.core.hand import parse_hand
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.practice.drill import judge, make_drill
from mahjong_galaxy.core.practice.generate import HandSettings
from mahjong_galaxy.core.practice.history import History, Record
from mahjong_galaxy.core.practice.quiz import QuizQuestion, explain, grade, make_question
from mahjong_galaxy.core.rules import Rules
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.solver.waits import solve_waits
from mahjong_galaxy.core.tiles import normal_tile

SETTINGS = [
    HandSettings(galaxy, suits, calls)
    for galaxy in (0, 3, 8)
    for suits in ("flush", "two", "any")
    for calls in (0, 2)
]


@pytest.mark.parametrize("settings", SETTINGS, ids=str)
def test_quiz_hands_follow_the_settings_and_are_tenpai(settings: HandSettings) -> None:
    for seed in range(8):
        question = make_question(seed, settings)
        hand = question.hand
        assert parse_hand(hand.text) == hand  # valid notation and copy limits
        assert hand.size == 13 and len(hand.melds) == settings.calls
        assert hand.galaxy_total == settings.galaxy
        normals = {t.kind // 9 for t in hand.all_tiles if not t.galaxy}
        honors = any(t.kind >= 27 for t in hand.all_tiles)
        if settings.suits != "any":
            assert not honors
            assert len(normals) <= (1 if settings.suits == "flush" else 2)
        # brute force: one more normal tile of each kind, is the hand complete?
        brute = {k for k in range(34) if is_agari(hand.with_tile(normal_tile(k)))}
        assert brute and question.wait_kinds == brute


def test_quiz_is_reproducible() -> None:
    settings = HandSettings(4, "two", 1)
    assert make_question(9, settings).hand == make_question(9, settings).hand
    texts = {make_question(s, settings).hand.text for s in range(10)}
    assert len(texts) == 10


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError):
        make_question(1, HandSettings(9, "any", 0))
    with pytest.raises(ValueError):
        make_question(1, HandSettings(1, "three", 0))


def test_grading_nine_gates() -> None:
    hand = parse_hand("1112345678999m")
    question = QuizQuestion(0, HandSettings(0, "flush", 0), hand, solve_waits(hand))
    every = set(range(9))  # 1m-9m: the nine-sided wait
    assert grade(question, every).perfect
    partial = grade(question, {0, 3, 6, 9})
    assert partial.correct == {0, 3, 6}
    assert partial.missed == {1, 2, 4, 5, 7, 8}
    assert partial.wrong == {9}
    assert partial.accuracy == pytest.approx(3 / 10)
    assert partial.text.startswith("correct: 1m 4m 7m; missed: 2m 3m 5m 6m 8m 9m; wrong: 1p")


def test_explain_lists_waits_and_decompositions() -> None:
    hand = parse_hand("123m456p789s1122z")
    question = QuizQuestion(0, HandSettings(0, "any", 0), hand, solve_waits(hand))
    lines = explain(question)
    assert lines[0] == "1z: shanpon; 5 live"  # 1 normal 1z left + 4 galaxy winds
    assert lines[1].split(": ")[0].strip() == "regular"
    assert sorted(lines[1].split(": ")[1].split()) == sorted(
        ["1m2m3m", "4p5p6p", "7s8s9s", "1z1z1z", "2z2z"]
    )
    assert any(line.startswith("galaxy tiles that win: 1Z") for line in lines)


def test_explain_keeps_the_rules_the_question_was_made_with() -> None:
    """With identical pairs on, 111m1M2233p44556s waits on 6s as seven pairs (1m1m twice): the
    explanation shows that reading even though the default rules (seven distinct kinds) know no
    wait; it was explained under the rules of the moment, so a rules toggle after the question
    left a wait without its decomposition."""
    hand = parse_hand("111m1M2233p44556s")
    rules = Rules(identical_pairs=True)
    assert not solve_waits(hand).wait_kinds
    question = make_question(0, HandSettings(0, "any", 0), rules)
    assert question.rules == rules
    question = QuizQuestion(
        0, HandSettings(0, "any", 0), hand, solve_waits(hand, rules=rules), rules
    )
    lines = explain(question)
    assert lines[0] == "6s: tanki; 5 live"
    assert lines[1].split(": ")[0].strip() == "chiitoitsu"
    assert sorted(lines[1].split(": ")[1].split()[:7]) == sorted(
        ["1m1m", "1m1m", "2p2p", "3p3p", "4s4s", "5s5s", "6s6s"]
    )


def test_drill_hand_and_verdicts() -> None:
    question = make_drill(3, HandSettings(2, "any", 0))
    assert question.hand.size == 14 and question.hand.galaxy_total == 2
    assert make_drill(3, HandSettings(2, "any", 0)) == question
    tenpai = make_drill(0, HandSettings(0, "any", 0))
    tenpai = type(tenpai)(0, tenpai.settings, 0, parse_hand("123m456p789s1122z3z"))
    best = judge(tenpai, parse_tiles("3z")[0][0])
    assert best.verdict == "best" and best.rank == 1 and best.chosen.shanten == 0
    worse = judge(tenpai, parse_tiles("1m")[0][0])
    assert worse.verdict == "worse" and worse.chosen.shanten == 1
    with pytest.raises(ValueError):
        judge(tenpai, parse_tiles("9p")[0][0])


def record(correct: bool, mode: str = "quiz") -> Record:
    return Record(mode, "123m", 1, {"galaxy": 0}, 2.0, 1.0 if correct else 0.5, correct)


def test_history_streaks_and_persistence(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    history = History(path)
    for ok in (True, True, False, True, True, True):
        history.add(record(ok))
    history.add(record(False, "drill"))
    again = History(path)
    summary = again.summary("quiz")
    assert (summary.answered, summary.correct, summary.streak, summary.best_streak) == (6, 5, 3, 3)
    assert summary.accuracy == pytest.approx(5.5 / 6)
    assert again.summary("drill").streak == 0
    assert again.summary("game").answered == 0
    assert json.loads(path.read_text("utf-8"))["records"][0]["mode"] == "quiz"


def test_damaged_history_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    path.write_text("{not json", "utf-8")
    history = History(path)
    assert history.records == []
    assert path.with_suffix(".bad").exists()
    history.add(record(True))
    assert History(path).summary("quiz").answered == 1
