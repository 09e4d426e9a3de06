"""The list model of the Waits tab's decompositions: one row per reading of hand + winning tile.

Rows are :data:`.jobs.DecompositionRow` tuples made by :func:`.jobs.decomposition_table` in the
solver child; the label is translated when shown, the groups (physical tiles with their acting
kinds) are drawn by :class:`.widgets.decomposition_view.DecompositionDelegate`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QWidget

from mahjong_galaxy.app.i18n import forms_text, shape_name
from mahjong_galaxy.app.jobs import DecompositionRow, Summary
from mahjong_galaxy.core.tiles import kind_name

Index = QModelIndex | QPersistentModelIndex


def decomposition_label(summary: Summary) -> str:
    """Two lines in the UI language: the shape, then the winning kind and the wait forms."""
    shape, win_kind, forms = summary
    text = forms_text(forms)
    head = f"{shape_name(shape)}\n+{kind_name(win_kind)}"
    return f"{head}  {text}" if text else head


class DecompositionModel(QAbstractListModel):
    """Rows: decompositions of one hand + winning tile (computed by the solver)."""

    GroupsRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[DecompositionRow] = []

    def set_rows(self, rows: Sequence[DecompositionRow]) -> None:
        """Replace the rows (made by :func:`.jobs.decomposition_table` in the solver)."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        summary, groups = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return decomposition_label(summary)  # translated when shown
        if role == self.GroupsRole:
            return groups
        if role == Qt.ItemDataRole.ToolTipRole:
            return decomposition_label(summary).replace("\n", " ")
        return None
