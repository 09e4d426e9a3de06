"""Words the app shows in the UI language, kept Qt-free: a template marked for translation plus
the values filled into it.

The core writes English templates, marked with :func:`QT_TRANSLATE_NOOP` so that
``pyside6-lupdate`` collects them into the app's ``.ts`` file (see
``mahjong_galaxy/resources/translations/README.md``); the app renders a :class:`Text` through its
translator, everything else (CLI, logs) in English.

>>> text = Text(QT_TRANSLATE_NOOP("HandError", "unknown character {0}"), ("'x'",))
>>> text.render()
"unknown character 'x'"
>>> text.render({"unknown character {0}": "不明な文字 {0}"}.get)
"不明な文字 'x'"
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

#: Maps an English template to its translation (None or the template itself: English).
Translate = Callable[[str], "str | None"]

#: How a list of words is joined in each language: Japanese lists with the ideographic comma.
LIST_SEPARATORS = {"en": ", ", "ja": "、"}


def join_words(words: Iterable[str], language: str = "en") -> str:
    """``words`` as one list in ``language`` (``"en"`` or ``"ja"``; others as English).

    >>> join_words(["Right", "Across"]), join_words(["下家", "対面"], "ja")
    ('Right, Across', '下家、対面')
    """
    return LIST_SEPARATORS.get(language, LIST_SEPARATORS["en"]).join(words)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` as a template the app translates in ``context`` (pyside6-lupdate collects
    these calls); returns ``text`` unchanged, so the core stays free of Qt."""
    return text


@dataclass(frozen=True)
class Text:
    """A template and its values; a value may itself be a :class:`Text` (rendered the same way).

    Attributes:
        template: English, with ``{0}``, ``{1}`` ... for the values (formatted only when there
            are values, so a template without values may hold braces).
        values: strings, numbers or :class:`Text`.
    """

    template: str
    values: tuple[object, ...] = ()

    def render(self, translate: Translate | None = None) -> str:
        """The text in words: each template through ``translate`` (English by default)."""
        template = (translate(self.template) if translate else None) or self.template
        if not self.values:
            return template
        return template.format(
            *(v.render(translate) if isinstance(v, Text) else v for v in self.values)
        )
