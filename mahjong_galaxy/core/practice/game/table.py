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
        kuikae: swap-calling allowed: after a pon or chi the caller may discard the called
            kind (or, after a chi, the kind beyond the other end); default off (forbidden).
        chankan: a player may ron on the tile added to a pon (robbing the kan).
        abortive_draws: nine terminals (declared on the first draw), four winds, four riichi,
            four kans by more than one player, triple ron (the last three at 4 players only).
        riichi_kan: after riichi, a closed kan with the drawn tile is allowed when it leaves
            the winning kinds unchanged.
        late_kan_dora: the indicator of an open or added kan is turned after the kan player's
            discard (or before their next kan); a closed kan's at once.  Off: every kan at once.
        nagashi_mangan: at an exhaustive draw, a player whose discards are all terminals and
            honours, none called, is paid a mangan tsumo (instead of the noten payments).
        pao: the player who fed the meld completing someone's third dragon (daisangen) or
            fourth wind (daisuushii) pays that yakuman: all of a tsumo, half of a ron on
            another player's discard.
        agari_yame: the dealer of the last round stops the game by winning or being tenpai
            while first (and at ``target`` points).
        target: the return points (30,000): with nobody at it when East ends, sudden death in
            South; also the oka base.  0: no extension.
        uma: final standings with uma (+20/+10/-10/-20, 2 players +10/-10) and oka (the
            difference between ``target`` and the starting points, all to the first).
    """

    double_ron: bool = True
    kuikae: bool = False
    chankan: bool = True
    abortive_draws: bool = True
    riichi_kan: bool = True
    late_kan_dora: bool = True
    nagashi_mangan: bool = True
    pao: bool = True
    agari_yame: bool = True
    target: int = 30000
    uma: bool = True


DEFAULT_TABLE = TableRules()
