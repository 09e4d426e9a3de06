"""The one exception type for anything a user typed that is not a valid hand.

Its message is a :class:`~.texts.Text` (template + values), so the app can show it in the UI
language (context ``"HandError"`` of the translations); ``message`` and ``str()`` are English.
"""

from __future__ import annotations

from typing import Any

from mahjong_galaxy.core.texts import Text, Translate


class HandError(ValueError):
    """Invalid hand, tile list or option.

    Args:
        message: what is wrong: English text, or a :class:`~.texts.Text` whose template is
            marked ``QT_TRANSLATE_NOOP("HandError", ...)``.
        position: 0-based character offset in the text where the problem is, or None.

    Attributes:
        message: what is wrong, in English words a player understands.
        text: the same as a :class:`~.texts.Text` (render it in another language).
        position: as given.

    >>> error = HandError(Text("{0}: {1}", ("--dora", Text("empty meld"))), 3)
    >>> str(error)
    '--dora: empty meld (at character 4)'
    """

    def __init__(self, message: str | Text, position: int | None = None) -> None:
        self.text = message if isinstance(message, Text) else Text(message)
        self.message = self.text.render()
        self.position = position
        where = f" (at character {position + 1})" if position is not None else ""
        super().__init__(self.message + where)

    def render(self, translate: Translate | None = None) -> str:
        """The message in the language of ``translate`` (see :meth:`.Text.render`)."""
        return self.text.render(translate)

    def __reduce__(self) -> tuple[Any, ...]:  # pickled whole: text and position
        return (HandError, (self.text, self.position))
