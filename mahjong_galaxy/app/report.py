"""Plain-text report of the current hand and its analysis ("Copy as text")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_galaxy.core.notation import format_tiles

from .context import AnalyzerContext
from .i18n import forms_text
from .results_pane import galaxy_groups, status_text


def _t(text: str) -> str:
    return QCoreApplication.translate("Report", text)


def report_text(context: AnalyzerContext) -> str:
    """The hand, visible tiles, status, winning tiles with counts and forms, galaxy winners."""
    lines = [f"{_t('Hand')}: {context.hand.text}"]
    if context.visible:
        lines.append(f"{_t('Visible')}: {format_tiles(context.visible, sort=False)}")
    analysis = context.analysis
    if analysis is None or analysis.hand != context.hand:
        return "\n".join(lines)
    lines.append(status_text(analysis)[0])
    result = analysis.waits
    if result is not None and result.waits:
        lines.append(_t("Winning tiles (remaining/live):"))
        for wait in result.waits:
            dead = f" [{_t('dead')}]" if wait.dead else ""
            lines.append(
                f"  {wait.tile.text} {wait.remaining}/{wait.live}  {forms_text(wait.forms)}{dead}"
            )
    if result is not None and result.galaxy_waits:
        lines.append(_t("Galaxy tiles that win:"))
        for cls, members in galaxy_groups(result.galaxy_waits):
            name = f"{cls + 1}" if cls < 9 else (_t("wind") if cls == 9 else _t("dragon"))
            tiles = " ".join(w.tile.text for w in members)
            lines.append(f"  {_t('any galaxy')} {name}: {tiles}")
    return "\n".join(lines)
