"""The one exception type for anything a user typed that is not a valid hand."""

from __future__ import annotations


class HandError(ValueError):
    """Invalid hand, tile list or option.

    Attributes:
        message: what is wrong, in words a player understands.
        position: 0-based character offset in the text where the problem is, or None.
    """

    def __init__(self, message: str, position: int | None = None) -> None:
        self.message = message
        self.position = position
        where = f" (at character {position + 1})" if position is not None else ""
        super().__init__(message + where)
