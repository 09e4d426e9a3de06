"""The legal calls of a hand as options to advise on: pon, chi, open kan; closed and added kans.

The calling rules have their home in the solo game (docs/rules.md): which hand tiles form a meld
with a tile (:mod:`mahjong_galaxy.core.practice.game.calls`, galaxy tiles counted by what they
can act as) and the kinds kuikae bans (:func:`mahjong_galaxy.core.practice.game.special.
kuikae_kinds`).  This module turns them into :class:`Call` options: each distinct set of hand
tiles once (a chi of 5p offered to ``46p4M`` lists ``4p6p`` and ``4M6p``), chi only from the
left, a pon or chi that would leave only kuikae discards refused unless kuikae is allowed, and
after riichi only a closed kan with the drawn tile that leaves the winning kinds unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld, MeldType
from mahjong_galaxy.core.practice.game.calls import call_options, closed_kan_options, meld_of
from mahjong_galaxy.core.practice.game.special import kuikae_kinds
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.solver.waits import winning_kinds
from mahjong_galaxy.core.tiles import Tile

#: What a call is: pon, chi or kan on a discard; ankan (closed) or kakan (added) on a draw.
CallType = Literal["pon", "chi", "kan", "ankan", "kakan"]
PON: Final = "pon"
CHI: Final = "chi"
KAN: Final = "kan"
ANKAN: Final = "ankan"
KAKAN: Final = "kakan"


@dataclass(frozen=True)
class Call:
    """One legal call.

    Attributes:
        type: ``"pon"``, ``"chi"``, ``"kan"`` (open kan on a discard), ``"ankan"`` (closed kan)
            or ``"kakan"`` (a tile added to a called pon).
        tile: the claimed tile (pon, chi, kan), the tile added (kakan); None for ankan.
        uses: the concealed tiles the call takes (pon/chi 2, kan 3, ankan 4); for kakan the
            called pon's tiles.
        meld: the meld the call makes.
        kuikae: for pon and chi, the kinds (0..33) kuikae bans right after the call
            (:func:`~mahjong_galaxy.core.practice.game.special.kuikae_kinds`); empty for kans.
    """

    type: CallType
    tile: Tile | None
    uses: tuple[Tile, ...]
    meld: Meld
    kuikae: frozenset[int] = frozenset()

    def is_kuikae(self, discard: Tile) -> bool:
        """True when discarding ``discard`` right after this call is kuikae."""
        return bool(self.kuikae & set(discard.acts_as))


def offered_calls(
    tiles: Sequence[Tile],
    offered: Tile,
    from_left: bool,
    kan: bool = True,
    kuikae: bool = False,
) -> tuple[Call, ...]:
    """Every legal pon, open kan and chi of concealed ``tiles`` on the discard ``offered``.

    Args:
        tiles: the caller's concealed tiles (13 minus 3 per meld).
        offered: the discarded tile on offer.
        from_left: the discarder sits on the caller's left (chi allowed).
        kan: open kans allowed (False when the table has had four kans).
        kuikae: kuikae allowed (the table rule); False refuses a pon/chi that leaves only
            kuikae discards.

    Returns:
        Pons, then kans, then chis; within a kind in hand-tile order; each distinct set of hand
        tiles once.
    """
    wanted: list[tuple[MeldType, int]] = [(PON, 2)]
    if kan:
        wanted.append((KAN, 3))
    if from_left:
        wanted.append((CHI, 2))
    found = []
    for call_type, size in wanted:
        for uses in call_options(tiles, offered, size, call_type):
            call = claim(call_type, offered, uses)
            if kuikae or call_type == KAN or _has_free_discard(tiles, call):
                found.append(call)
    return tuple(found)


def claim(call_type: str, offered: Tile, uses: Sequence[Tile]) -> Call:
    """The :class:`Call` of claiming ``offered`` with the hand tiles ``uses`` (pon, chi, kan).

    Raises:
        ValueError: ``call_type`` is not pon, chi or kan, or the tiles do not form that meld.
    """
    meld = meld_of((*uses, offered))
    if meld is None or meld.type != call_type:
        raise ValueError(f"{offered.text} with {len(uses)} hand tiles is not a {call_type}")
    banned = frozenset() if meld.type == KAN else kuikae_kinds(offered, meld)
    return Call(meld.type, offered, tuple(uses), meld, banned)


def _has_free_discard(tiles: Sequence[Tile], call: Call) -> bool:
    rest = list(tiles)
    for tile in call.uses:
        rest.remove(tile)
    return any(not call.is_kuikae(t) for t in rest)


def closed_kans(tiles: Sequence[Tile]) -> tuple[Call, ...]:
    """Every distinct set of 4 concealed tiles that forms a closed kan."""
    calls = []
    for combo in closed_kan_options(tiles):
        meld = meld_of(combo, closed=True)
        assert meld is not None
        calls.append(Call(ANKAN, None, combo, meld))
    return tuple(calls)


def added_kans(hand: Hand) -> tuple[Call, ...]:
    """Every concealed tile that can be added to one of the hand's called pons (kakan)."""
    found = []
    for meld in hand.melds:
        if meld.type != PON:
            continue
        for tile in dict.fromkeys(hand.tiles):
            kan = meld_of((*meld.tiles, tile))
            if kan is not None and kan.type == KAN:
                found.append(Call(KAKAN, tile, meld.tiles, kan))
    return tuple(found)


def own_kans(
    hand: Hand, drawn: Tile | None, riichi: bool = False, rules: Rules = DEFAULT_RULES
) -> tuple[Call, ...]:
    """Every kan the player may declare on their own turn (14-tile hand, ``drawn`` just drawn).

    Before riichi: every closed kan and every added kan.  After riichi: only closed kans that
    use the drawn tile and leave the winning kinds of the 13-tile hand unchanged.

    Raises:
        HandError: ``riichi`` with an open meld, or with the 13 tiles before the draw not tenpai
            (riichi needs a closed tenpai hand, docs/rules.md "Riichi").
    """
    if not riichi:
        return (*closed_kans(hand.tiles), *added_kans(hand))
    if drawn is None:
        return ()
    if not hand.is_closed:
        raise HandError(
            f"riichi needs a closed hand (closed kans allowed): '{hand.text}' has an open meld"
        )
    before = winning_kinds(hand.without_tile(drawn), rules)
    if not before:
        raise HandError(
            f"riichi needs a tenpai hand: '{hand.without_tile(drawn).text}' (before the draw"
            f" {drawn.text}) waits on no tile"
        )
    return tuple(
        call
        for call in closed_kans(hand.tiles)
        if drawn in call.uses and winning_kinds(after_call(hand, call), rules) == before
    )


def after_call(hand: Hand, call: Call) -> Hand:
    """The hand once ``call`` is made: its tiles leave the concealed part, the meld is added.

    For pon/chi the result has 3n+2 tiles (a discard follows); for kans 3n+1 (a replacement
    draw follows).
    """
    tiles = list(hand.tiles)
    melds = list(hand.melds)
    if call.type == KAKAN:
        assert call.tile is not None
        tiles.remove(call.tile)
        melds[next(i for i, m in enumerate(melds) if m.tiles == call.uses)] = call.meld
    else:
        for tile in call.uses:
            tiles.remove(tile)
        melds.append(call.meld)
    return Hand(tuple(tiles), tuple(melds))
