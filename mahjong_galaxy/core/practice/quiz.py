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
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, Text
from mahjong_galaxy.core.tiles import kind_name

_EXPLAINED = 3
#: Words of the answer (context ``"Quiz"`` of the app's translations).
NONE = QT_TRANSLATE_NOOP("Quiz", "none")
GRADE = QT_TRANSLATE_NOOP("Quiz", "correct: {0}; missed: {1}; wrong: {2}")  # QuizGrade.text
PAIR = QT_TRANSLATE_NOOP("Quiz", "{0}, {1}")  # two items of a list (Japanese: 「、」)
FORMS = {
    "ryanmen": QT_TRANSLATE_NOOP("Quiz", "ryanmen"),
    "kanchan": QT_TRANSLATE_NOOP("Quiz", "kanchan"),
    "penchan": QT_TRANSLATE_NOOP("Quiz", "penchan"),
    "shanpon": QT_TRANSLATE_NOOP("Quiz", "shanpon"),
    "tanki": QT_TRANSLATE_NOOP("Quiz", "tanki"),
    "milky_way": QT_TRANSLATE_NOOP("Quiz", "Milky Way"),
}
SHAPES = {
    "regular": QT_TRANSLATE_NOOP("Quiz", "regular"),
    "chiitoitsu": QT_TRANSLATE_NOOP("Quiz", "chiitoitsu"),
    "kokushi": QT_TRANSLATE_NOOP("Quiz", "kokushi"),
    "milky_way": QT_TRANSLATE_NOOP("Quiz", "Milky Way"),
}


def _listed(items: list[object]) -> object:
    """``items`` as one list: nested :data:`PAIR` texts (a single item as it is)."""
    joined = items[0]
    for item in items[1:]:
        joined = Text(PAIR, (joined, item))
    return joined


@dataclass(frozen=True)
class QuizQuestion:
    """One quiz hand.

    Attributes:
        seed: the seed that generated it; ``settings`` the difficulty.
        hand: the 13-tile tenpai hand.
        answer: the wait solver's result.
        rules: the rules it was solved under (its explanation keeps them, whatever the rules
            are when it is shown again).
    """

    seed: int
    settings: HandSettings
    hand: Hand
    answer: WaitResult
    rules: Rules = DEFAULT_RULES

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
    def words(self) -> Text:
        """:attr:`text` as a translatable :class:`~core.texts.Text` (context ``"Quiz"``)."""

        def names(kinds: frozenset[int]) -> object:
            return " ".join(kind_name(k) for k in sorted(kinds)) or Text(NONE)

        return Text(GRADE, (names(self.correct), names(self.missed), names(self.wrong)))

    @property
    def text(self) -> str:
        """E.g. ``"correct: 1m 4m; missed: 7m; wrong: none"``."""
        return self.words.render()


def make_question(seed: int, settings: HandSettings, rules: Rules = DEFAULT_RULES) -> QuizQuestion:
    """The quiz hand for ``seed`` and ``settings`` (always the same for the same input).

    Raises:
        ValueError: settings out of range (see :class:`HandSettings`).
    """
    hand = generate_hand(random.Random(seed), settings, 13)
    return QuizQuestion(seed, settings, hand, solve_waits(hand, rules=rules), rules)


def grade(question: QuizQuestion, selected: Iterable[int]) -> QuizGrade:
    """Compare the kinds the player selected with the waits."""
    chosen = frozenset(selected)
    waits = question.wait_kinds
    return QuizGrade(chosen & waits, waits - chosen, chosen - waits)


def explain(question: QuizQuestion) -> list[str]:
    """The full answer in English words, one line each (see :func:`explain_texts`)."""
    return [line.render() for line in explain_texts(question)]


def explain_texts(question: QuizQuestion) -> list[Text]:
    """The full answer as translatable lines (context ``"Quiz"``): each winning kind with its
    wait forms and decompositions under the question's rules (the first few, with the galaxy
    assignment used), then the winning galaxy tiles."""
    lines = []
    for wait in question.answer.normal_waits:
        forms = _listed([Text(FORMS.get(f, f)) for f in sorted(wait.forms)])
        lines.append(
            Text(
                QT_TRANSLATE_NOOP("Quiz", "{0}: {1}; {2} live"), (wait.tile.text, forms, wait.live)
            )
        )
        for i, found in enumerate(decompositions(question.hand, wait.tile, question.rules)):
            if i == _EXPLAINED:
                lines.append(Text("    …"))
                break
            groups = " ".join("".join(kind_name(k) for k in g.kinds) for g in found.groups)
            shape = Text(SHAPES.get(found.shape, found.shape))
            used: list[object] = [f"{t.text}={kind_name(k)}" for t, k in found.assignment]
            if used:
                line = Text(
                    QT_TRANSLATE_NOOP("Quiz", "    {0}: {1}  [{2}]"), (shape, groups, _listed(used))
                )
            else:
                line = Text(QT_TRANSLATE_NOOP("Quiz", "    {0}: {1}"), (shape, groups))
            lines.append(line)
    drawable = [w.tile.text for w in question.answer.galaxy_waits if w.remaining]
    if drawable:
        lines.append(
            Text(QT_TRANSLATE_NOOP("Quiz", "galaxy tiles that win: {0}"), (" ".join(drawable),))
        )
    return lines
