"""The galaxy wait quiz: a seeded random tenpai hand; the player names every winning tile.

Grading is by normal kind (a galaxy tile wins exactly when some kind of its class does, or
through Milky Way, and the full answer lists those galaxy tiles too).  The answer is the exact
wait solver's (:func:`mahjong_galaxy.core.solver.waits.solve_waits`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.practice.generate import HandSettings, generate_hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.decomposition import decompositions
from mahjong_galaxy.core.solver.waits import WaitResult, solve_waits
from mahjong_galaxy.core.tiles import kind_name

_EXPLAINED = 3


@dataclass(frozen=True)
class QuizQuestion:
    """One quiz hand.

    Attributes:
        seed: the seed that generated it; ``settings`` the difficulty.
        hand: the 13-tile tenpai hand.
        answer: the wait solver's result.
    """

    seed: int
    settings: HandSettings
    hand: Hand
    answer: WaitResult

    @property
    def wait_kinds(self) -> frozenset[int]:
        """The winning normal kinds (0..33)."""
        return self.answer.wait_kinds


@dataclass(frozen=True)
class QuizGrade:
    """The player's answer compared with the waits.

    Attributes:
        correct: kinds named that win; ``missed`` winning kinds not named; ``wrong`` kinds
            named that do not win.
    """

    correct: frozenset[int]
    missed: frozenset[int]
    wrong: frozenset[int]

    @property
    def perfect(self) -> bool:
        """True when every wait and nothing else was named."""
        return not self.missed and not self.wrong

    @property
    def accuracy(self) -> float:
        """Correct kinds over all kinds named or winning, 0.0-1.0."""
        total = len(self.correct) + len(self.missed) + len(self.wrong)
        return len(self.correct) / total if total else 1.0

    @property
    def text(self) -> str:
        """E.g. ``"correct: 1m 4m; missed: 7m; wrong: none"``."""

        def names(kinds: frozenset[int]) -> str:
            return " ".join(kind_name(k) for k in sorted(kinds)) or "none"

        return (
            f"correct: {names(self.correct)}; missed: {names(self.missed)}; "
            f"wrong: {names(self.wrong)}"
        )


def make_question(seed: int, settings: HandSettings, rules: Rules = DEFAULT_RULES) -> QuizQuestion:
    """The quiz hand for ``seed`` and ``settings`` (always the same for the same input).

    Raises:
        ValueError: settings out of range (see :class:`HandSettings`).
    """
    hand = generate_hand(random.Random(seed), settings, 13)
    return QuizQuestion(seed, settings, hand, solve_waits(hand, rules=rules))


def grade(question: QuizQuestion, selected: Iterable[int]) -> QuizGrade:
    """Compare the kinds the player selected with the waits."""
    chosen = frozenset(selected)
    waits = question.wait_kinds
    return QuizGrade(chosen & waits, waits - chosen, chosen - waits)


def explain(question: QuizQuestion, rules: Rules = DEFAULT_RULES) -> list[str]:
    """The full answer in words: each winning kind with its wait forms and decompositions
    (the first few, with the galaxy assignment used), then the winning galaxy tiles."""
    lines = []
    for wait in question.answer.normal_waits:
        forms = ", ".join(sorted(wait.forms))
        lines.append(f"{wait.tile.text}: {forms}; {wait.live} live")
        for i, found in enumerate(decompositions(question.hand, wait.tile, rules)):
            if i == _EXPLAINED:
                lines.append("    …")
                break
            groups = " ".join("".join(kind_name(k) for k in g.kinds) for g in found.groups)
            used = ", ".join(f"{t.text}={kind_name(k)}" for t, k in found.assignment)
            lines.append(f"    {found.shape}: {groups}" + (f"  [{used}]" if used else ""))
    drawable = [w.tile.text for w in question.answer.galaxy_waits if w.remaining]
    if drawable:
        lines.append("galaxy tiles that win: " + " ".join(drawable))
    return lines
