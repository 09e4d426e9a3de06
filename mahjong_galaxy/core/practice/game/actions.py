"""Actions a player can take in a round, and the error for an action that is not allowed."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_galaxy.core.notation import format_tiles
from mahjong_galaxy.core.tiles import Tile

DISCARD = "discard"
RIICHI = "riichi"
TSUMO = "tsumo"
RON = "ron"
PON = "pon"
CHI = "chi"
KAN = "kan"
ANKAN = "ankan"
KAKAN = "kakan"
PASS = "pass"
NINE_TERMINALS = "kyuushu"  # abortive draw: nine different terminals and honours on the first draw

#: Claim priority on a discard (higher wins); ron beats pon/kan beats chi.
CLAIM_PRIORITY = {RON: 3, PON: 2, KAN: 2, CHI: 1, PASS: 0}


class IllegalAction(ValueError):
    """An action that is not among the acting player's legal actions."""


@dataclass(frozen=True)
class Action:
    """One decision.

    Attributes:
        type: one of ``discard riichi tsumo ron pon chi kan ankan kakan pass kyuushu``.
        player: seat index of the acting player.
        tile: the discarded tile (discard, riichi), the claimed tile (ron, pon, chi, kan), the
            winning tile (tsumo) or the tile added to a pon (kakan); None for ankan, pass and
            kyuushu.
        uses: concealed tiles a call takes from the hand (pon/chi: 2, kan: 3, ankan: 4) or
            the called pon's tiles (kakan).
    """

    type: str
    player: int
    tile: Tile | None = None
    uses: tuple[Tile, ...] = ()

    @property
    def text(self) -> str:
        """Short description, e.g. ``"pon 5m (with 5m5P)"`` or ``"discard 7z"``."""
        parts = [self.type]
        if self.tile is not None:
            parts.append(self.tile.text)
        if self.uses:
            parts.append(f"(with {format_tiles(self.uses)})")
        return " ".join(parts)
