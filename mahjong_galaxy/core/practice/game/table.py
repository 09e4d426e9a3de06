"""Table rules of the solo game: the options where riichi tables differ (docs/rules.md).

Defaults follow common online play.  Options are given as ``name=value`` like the galaxy rules
(:class:`~mahjong_galaxy.core.rules.OptionSet`), e.g. ``double_ron=false``.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_galaxy.core.rules import OptionSet


@dataclass(frozen=True)
class TableRules(OptionSet):
    """Table rule options.

    Attributes:
        double_ron: several players may ron the same discard, each paid by the discarder; honba
            and riichi deposits go to the winner nearest the discarder's right (default on;
            off: head bump, only that nearest winner wins).
    """

    double_ron: bool = True


DEFAULT_TABLE = TableRules()
