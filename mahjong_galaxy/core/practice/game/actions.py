"""Actions a player can take in a round, and the error for an action that is not allowed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_galaxy.core.notation import format_tiles, parse_tiles
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
        kind: one of ``discard riichi tsumo ron pon chi kan ankan kakan pass kyuushu``.
        player: seat index of the acting player.
        tile: the discarded tile (discard, riichi), the claimed tile (ron, pon, chi, kan), the
            winning tile (tsumo) or the tile added to a pon (kakan); None for ankan, pass and
            kyuushu.
        uses: concealed tiles a call takes from the hand (pon/chi: 2, kan: 3, ankan: 4) or
            the called pon's tiles (kakan).
    """

    kind: str
    player: int
    tile: Tile | None = None
    uses: tuple[Tile, ...] = ()

    @property
    def text(self) -> str:
        """Short description, e.g. ``"pon 5m (with 5m5P)"`` or ``"discard 7z"``."""
        parts = [self.kind]
        if self.tile is not None:
            parts.append(self.tile.text)
        if self.uses:
            parts.append(f"(with {format_tiles(self.uses)})")
        return " ".join(parts)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (tiles in notation)."""
        return {
            "kind": self.kind,
            "player": self.player,
            "tile": self.tile.text if self.tile else None,
            "uses": format_tiles(self.uses),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        """Inverse of :meth:`to_json`."""
        tile = parse_tiles(data["tile"])[0][0] if data.get("tile") else None
        uses = tuple(t for t, _ in parse_tiles(data.get("uses", "")))
        return cls(data["kind"], int(data["player"]), tile, uses)
