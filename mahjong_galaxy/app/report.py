"""Plain-text report of the current hand and its analysis ("Copy as text")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.i18n import forms_text
from mahjong_galaxy.app.tabs.waits_tab import galaxy_groups, status_text
from mahjong_galaxy.core.notation import format_tiles


def report_text(context: AnalyzerContext) -> str:
    """The hand, visible tiles, status, winning tiles with counts and forms, galaxy winners."""
    translate = QCoreApplication.translate
    lines = [translate("Report", "Hand: {0}").format(context.hand.text)]
    if context.visible:
        visible = format_tiles(context.visible, sort=False)
        lines.append(translate("Report", "Visible: {0}").format(visible))
    analysis = context.analysis
    if analysis is None or analysis.hand != context.hand:
        return "\n".join(lines)
    lines.append(status_text(analysis)[0])
    result = analysis.waits
    if result is not None and result.normal_waits:
        lines.append(translate("Report", "Winning tiles (remaining/live):"))
        dead = translate("Report", "dead")
        for wait in result.normal_waits:
            mark = f" [{dead}]" if wait.dead else ""
            forms = forms_text(wait.forms)
            lines.append(f"  {wait.tile.text} {wait.remaining}/{wait.live}  {forms}{mark}")
    if result is not None and result.galaxy_waits:
        lines.append(translate("Report", "Galaxy tiles that win:"))
        for cls, members in galaxy_groups(result.galaxy_waits):
            if cls < 9:
                name = translate("Report", "any galaxy {0}").format(cls + 1)
            elif cls == 9:
                name = translate("Report", "any galaxy wind")
            else:
                name = translate("Report", "any galaxy dragon")
            lines.append(f"  {name}: " + " ".join(w.tile.text for w in members))
    return "\n".join(lines)
