"""Call advice (副露判断): pass, chi, pon or kan on a discard, and kans on your own draw.

Every legal option (:mod:`.legal_calls`; pass is always one) gets: the best discard after it
(pon/chi; kuikae discards left out unless kuikae is allowed, then flagged), shanten and ukeire of
the 13 tiles kept, the yaku within reach, shuugi kept or lost, galaxy tiles spent and a value in
points (:mod:`.hand_value`: the documented estimate from per-yaku shanten, ukeire and dora).
A kan's value counts its replacement draw and the expected new dora (:data:`KAN_DORA_HAN`).
A hand that stays closed (pass, closed kan) also counts what riichi brings beyond its 1 han
(:data:`CLOSED_EXTRA_HAN`: ura dora, menzen tsumo, ippatsu), which a call gives up: in self-play
a closed (riichi) win averaged about 8,300 points by ron and 10,300 by tsumo, an open one 5,100
and 5,900.

The recommendation is the option of highest value; a call (or kan) must beat passing by
:data:`CALL_MARGIN` of passing's value plus :data:`MIN_GAIN` points, so passing wins ties and
near-ties (the estimate leaves out what an open hand gives up in defence: fewer tiles to fold
with).  The estimate values speed as self-play showed it matters with galaxy tiles: another
player wins soon (:data:`~.hand_value.RACE`), a win also spares what a round not won costs
(:data:`~.hand_value.ROUND_LOSS`), and an open hand may call its next steps
(:data:`~.hand_value.CALL_FACTOR`); so a yakuhai pon that speeds a closed hand up is usually
worth it even without dora, while riichi's extras still keep a hand with dora closed.

On a discard a pon or chi must also make the hand faster (lower shanten than passing), and an
open kan must not make it slower; a first call (the hand still closed) must be a pon or kan of a
yakuhai kind, or reach :data:`FIRST_CALL_SHANTEN` (an open kan: only on an open hand).  The
rules of thumb of strong riichi play (as in mahjong-helper's call advice): call to keep a yaku and
speed up, yakuhai pons early, never open a slow closed hand for a little more value.
Each option has its reason in English and Japanese.

Shuugi delta of a call: +1 per galaxy tile of the new meld that acts as its printed kind (the
meld fixes it; the claimed tile included), -1 per galaxy tile from the hand that the meld uses as
another kind (it can no longer earn shuugi); the meld's reading is the one with most shuugi.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

from mahjong_galaxy.core.decision.hand_value import (
    DEFAULT_TABLE,
    HandValue,
    Table,
    Yaku,
    hand_shanten,
    hand_value,
)
from mahjong_galaxy.core.decision.legal_calls import (
    ANKAN,
    KAKAN,
    KAN,
    Call,
    after_call,
    offered_calls,
    own_kans,
)
from mahjong_galaxy.core.efficiency.ukeire import DrawShanten, ukeire_of
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand, Meld
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.supply import Supply
from mahjong_galaxy.core.texts import QT_TRANSLATE_NOOP, Text
from mahjong_galaxy.core.tiles import DRAGONS, Tile, kind_name, match_acting

PASS = "pass"
SOURCES = ("left", "across", "right")
SOURCES_JA = {"left": "上家", "across": "対面", "right": "下家"}
#: Expected han of the new dora indicator a kan turns: about 14 tiles held, 1/34 each.
KAN_DORA_HAN = 14 / 34
#: Discards of the lowest shanten (most ukeire first) whose value is estimated.
CANDIDATES = 2
#: Expected han a closed hand adds to its yaku and dora by riichi's extras: ura dora (about 0.5
#: with galaxy indicators), menzen tsumo (about 0.4: a third of wins are tsumo), ippatsu (0.1).
CLOSED_EXTRA_HAN = 1.0
#: Points a call must gain over passing to be recommended.
MIN_GAIN = 1.0
#: Share of passing's value a call must gain on top of :data:`MIN_GAIN`.
CALL_MARGIN = 0.15
#: Shanten a first call other than a yakuhai pon must reach (after its discard): tenpai.
FIRST_CALL_SHANTEN = 0


@dataclass(frozen=True)
class Reason:
    """Why: ``en`` English, ``ja`` Japanese."""

    en: str
    ja: str


@dataclass(frozen=True)
class CallOption:
    """One option and what it leads to.

    Attributes:
        call: ``pass``, ``chi``, ``pon``, ``kan`` (open kan), ``ankan`` or ``kakan``.
        uses: hand tiles the call takes (kakan: the tile added); empty for pass.
        meld: the meld made (None for pass).
        discard: the best discard after it (pon/chi, and pass on your own draw); None otherwise.
        kuikae: that discard is kuikae (only when the rules allow kuikae).
        shanten, ukeire: of the 13 tiles kept (after a kan, before its replacement draw).
        yaku: yaku within reach, closest first (empty: no yaku, the hand cannot win).
        shuugi_delta: shuugi kept (+) or lost (-) by the meld (module docstring).
        galaxy_spent: galaxy tiles from the hand the meld uses.
        acting: each galaxy tile of the meld with the kind it acts as.
        value: estimated points (:mod:`.hand_value`).
        recommended: the advice.
        reason: why, in words.
    """

    call: str
    uses: tuple[Tile, ...]
    meld: Meld | None
    discard: Tile | None
    kuikae: bool
    shanten: int
    ukeire: int
    yaku: tuple[Yaku, ...]
    shuugi_delta: int
    galaxy_spent: int
    acting: tuple[tuple[Tile, int], ...]
    value: float
    recommended: bool = False
    reason: Reason = Reason("", "")

    @property
    def pon(self) -> tuple[Tile, ...]:
        """For a kakan, the tiles of the called pon the added tile joins (which pon, when
        a galaxy tile could join several); empty for the other calls."""
        if self.call != "kakan" or self.meld is None:
            return ()
        tiles = list(self.meld.tiles)
        tiles.remove(self.uses[0])
        return tuple(tiles)


@dataclass(frozen=True)
class CallAdvice:
    """Every option, pass first, then the calls in :mod:`.legal_calls` order."""

    options: tuple[CallOption, ...]

    @property
    def best(self) -> CallOption:
        """The recommended option."""
        return next(o for o in self.options if o.recommended)


def advise_call(
    hand: Hand,
    offered: Tile,
    source: str,
    table: Table = DEFAULT_TABLE,
    rules: Rules = DEFAULT_RULES,
    kuikae: bool = False,
) -> CallAdvice:
    """Advice on a discard: pass or each legal pon, open kan and chi (chi only from the left).

    Args:
        hand: 13 tiles (calls counted as 3).
        offered: the discarded tile; ``source``: who discarded it, ``left``/``across``/``right``.
        table: winds, dora indicators, tiles in sight, wall (the offered tile is added as seen).
        rules: galaxy rule options; ``kuikae``: the table allows kuikae (docs/rules.md).

    Raises:
        HandError: not 13 tiles, or an unknown source.
    """
    _require(hand, 13, "call advice")
    if source not in SOURCES:
        raise HandError(f"the discard comes from left, across or right, not '{source}'")
    seen = table.seeing(offered)
    options = [_pass(hand_value(hand, seen, rules, extra_han=_closed_extra(hand)))]
    for call in offered_calls(hand.tiles, offered, source == "left", kuikae=kuikae):
        options.append(_call_option(hand, call, table, rules, kuikae))
    yakuhai = {*DRAGONS, table.seat_wind, table.round_wind}
    allowed = [o for o in options if _worth_opening(o, options[0], hand.is_closed, yakuhai)]
    return CallAdvice(_recommend(options, allowed))


def advise_kan(
    hand: Hand,
    drawn: Tile,
    riichi: bool = False,
    table: Table = DEFAULT_TABLE,
    rules: Rules = DEFAULT_RULES,
) -> CallAdvice:
    """Advice on your own draw: no kan (the best discard) or each legal closed / added kan.

    Args:
        hand: 14 tiles with ``drawn`` among them; ``riichi``: the player is in riichi (only
            the drawn tile may be discarded, only kans keeping the waits).

    Raises:
        HandError: not 14 tiles, or ``drawn`` not in the hand.
    """
    _require(hand, 14, "kan advice")
    if drawn not in hand.tiles:
        raise HandError(
            Text(
                QT_TRANSLATE_NOOP(
                    "HandError",
                    "the drawn tile {0} is not in the hand (type the tile you just drew)",
                ),
                (drawn.text,),
            )
        )
    allowed = (lambda t: t == drawn) if riichi else (lambda t: True)
    discard, kept = _best_discard(hand, table, rules, allowed)
    options = [replace(_pass(kept), discard=discard)]
    for call in own_kans(hand, drawn, riichi, rules):
        options.append(_call_option(hand, call, table, rules))
    return CallAdvice(_recommend(options))


def _require(hand: Hand, size: int, what: str) -> None:
    if hand.size != size:
        raise HandError(f"{what} needs a {size}-tile hand (calls count as 3); it has {hand.size}")


def _pass(value: HandValue) -> CallOption:
    return CallOption(PASS, (), None, None, False, *_figures(value), 0, 0, (), value.value)


def _figures(value: HandValue) -> tuple[int, int, tuple[Yaku, ...]]:
    return value.shanten, value.ukeire, value.yaku


def _call_option(
    hand: Hand, call: Call, table: Table, rules: Rules, kuikae: bool = False
) -> CallOption:
    after = after_call(hand, call)
    discard, swapped = None, False
    if call.type in (KAN, ANKAN, KAKAN):
        extra = KAN_DORA_HAN + _closed_extra(after)
        kept = hand_value(after, table, rules, extra_draws=1, extra_han=extra)
    else:
        legal = (lambda t: True) if kuikae else (lambda t: not call.is_kuikae(t))
        discard, kept = _best_discard(after, table, rules, legal)
        swapped = call.is_kuikae(discard)
    shuugi, spent, acting = _shuugi(call)
    uses = (call.tile,) if call.type == KAKAN and call.tile else call.uses
    return CallOption(
        call.type if call.type != KAN else "kan",
        uses,
        call.meld,
        discard,
        swapped,
        *_figures(kept),
        shuugi,
        spent,
        acting,
        kept.value,
    )


def _best_discard(
    hand: Hand, table: Table, rules: Rules, allowed: Callable[[Tile], bool]
) -> tuple[Tile, HandValue]:
    """The allowed discard of a 14-tile hand with the highest value, among the
    :data:`CANDIDATES` of the lowest shanten with most ukeire (ties: tile order).  Discards
    leaving the same counts (galaxy tiles of one class) share their draw analysis."""
    tiles = [t for t in dict.fromkeys(hand.tiles) if allowed(t)]
    shanten = {t: hand_shanten(hand.without_tile(t), rules) for t in tiles}
    low = min(shanten.values())
    draws: dict[tuple[tuple[int, ...], tuple[int, ...]], DrawShanten] = {}
    ukeire = {}
    for tile in (t for t in tiles if shanten[t] == low):
        rest = hand.without_tile(tile)
        key = (rest.normal_counts, rest.galaxy_counts)
        if key not in draws:
            draws[key] = DrawShanten(rest, rules)
        seen = Supply((*rest.all_tiles, *table.seen, tile))
        ukeire[tile] = ukeire_of(draws[key], seen).total
    ranked = sorted(ukeire, key=lambda t: -ukeire[t])[:CANDIDATES]
    values = []
    for tile in ranked:
        seen_table = table.seeing(tile)
        kept = hand.without_tile(tile)
        value = hand_value(kept, seen_table, rules, ukeire[tile], extra_han=_closed_extra(kept))
        values.append((tile, value))
    return max(values, key=lambda pair: (pair[1].value, pair[1].ukeire))


def _closed_extra(hand: Hand) -> float:
    """:data:`CLOSED_EXTRA_HAN` for a closed hand, 0 for an open one."""
    return CLOSED_EXTRA_HAN if hand.is_closed else 0.0


def _shuugi(call: Call) -> tuple[int, int, tuple[tuple[Tile, int], ...]]:
    """``(shuugi delta, galaxy tiles spent from the hand, galaxy acting kinds)`` of a call."""
    own = call.uses if call.type != KAKAN else (call.tile,) if call.tile else ()
    best: tuple[int, int, tuple[tuple[Tile, int], ...]] | None = None
    for reading in call.meld.interpretations():
        acting = _acting(call.meld, reading)
        natural = sum(t.suit_known and t.kind == k for t, k in acting)
        lost = sum(1 for t, k in acting if t in own and not (t.suit_known and t.kind == k))
        if call.type == KAKAN:
            natural = sum(t.suit_known and t.kind == k for t, k in acting if t in own)
        candidate = (natural - lost, sum(t.galaxy for t in own), acting)
        if best is None or candidate[0] > best[0]:
            best = candidate
    assert best is not None
    return best


def _acting(meld: Meld, reading: tuple[int, ...]) -> tuple[tuple[Tile, int], ...]:
    kinds = Counter(reading)
    for tile in meld.tiles:
        if not tile.galaxy:
            kinds[tile.kind] -= 1
    return match_acting((t for t in meld.tiles if t.galaxy), kinds)


def _worth_opening(
    option: CallOption, passing: CallOption, closed: bool, yakuhai: set[int]
) -> bool:
    """The call rules on a discard (module docstring): faster, and a first call only for a
    yakuhai pon / kan or close to tenpai."""
    if option.call == PASS:
        return True
    if option.call == KAN:
        return not closed and option.shanten <= passing.shanten
    if option.shanten >= passing.shanten:
        return False
    assert option.meld is not None
    honour = option.meld.type != "chi" and option.meld.interpretations()[0][0] in yakuhai
    return not closed or honour or option.shanten <= FIRST_CALL_SHANTEN


def _recommend(
    options: list[CallOption], allowed: list[CallOption] | None = None
) -> tuple[CallOption, ...]:
    """The best option (of ``allowed``, by default every one) if it beats passing by the margin;
    every option with its reason."""
    passing = options[0]
    held = [o for o in options if o not in (allowed if allowed is not None else options)]
    best = max(allowed or options, key=lambda o: (o.value, o.shuugi_delta, o.call == PASS))
    short = best is not passing and best.value > passing.value  # worth more, not by the margin
    if best.value < passing.value * (1 + CALL_MARGIN) + MIN_GAIN:
        best = passing
    else:
        short = False
    # a call the rules hold back is worth more than passing: say so, not "no call is worth more"
    early = best is passing and any(o.value > passing.value for o in held)
    return tuple(
        replace(
            o,
            recommended=o is best,
            reason=_reason(o, o is best, passing, len(options), o in held, short, early),
        )
        for o in options
    )


def _reason(
    option: CallOption,
    chosen: bool,
    passing: CallOption,
    count: int,
    held: bool = False,
    short: bool = False,
    early: bool = False,
) -> Reason:
    """Why ``option`` is (``chosen``) or is not the advice; ``short``: a call is worth more
    than passing, but less than :data:`CALL_MARGIN` and :data:`MIN_GAIN` more; ``early``: only
    calls the call rules hold back (``held``: :func:`_worth_opening`) are worth more."""
    parts_en, parts_ja = [], []
    if held and option.shanten >= passing.shanten:
        parts_en.append("not worth opening the hand: no faster")
        parts_ja.append("鳴いても速くならない")
    elif held:
        parts_en.append(
            "not worth opening the hand: a first call only into tenpai or for a yakuhai pon"
        )
        parts_ja.append("門前を崩すのは聴牌になる鳴きか役牌のポンだけ")
    if chosen:
        parts_en.append("recommended")
        parts_ja.append("推奨")
        if option is not passing:
            parts_en.append(f"worth more than passing (about {passing.value:,.0f} points)")
            parts_ja.append(f"パス(約{passing.value:,.0f}点)より得")
        elif early:
            parts_en.append(
                "the calls worth more would open the hand too early "
                "(a first call only into tenpai or for a yakuhai pon)"
            )
            parts_ja.append("より得な鳴きは門前を崩すには早い（聴牌になる鳴きか役牌のポンだけ）")
        elif short:
            parts_en.append(
                f"no call gains enough over passing (a call must be worth {CALL_MARGIN:.0%} more)"
            )
            parts_ja.append(f"鳴きの得が小さい（パスより{CALL_MARGIN:.0%}以上の得が必要）")
        elif count > 1:
            parts_en.append("no call is worth more than passing")
            parts_ja.append("鳴いても得にならない")
    if not option.yaku:
        parts_en.append("no yaku: the hand could not win")
        parts_ja.append("役なし：和了できない")
    else:
        en, ja = _state(option)
        parts_en.append(en)
        parts_ja.append(ja)
        names = ", ".join(y.name for y in option.yaku[:3])
        names_ja = "、".join(y.japanese for y in option.yaku[:3])
        parts_en.append(f"yaku: {names}; about {option.value:,.0f} points")
        parts_ja.append(f"役：{names_ja}　期待値 約{option.value:,.0f}点")
    en, ja = _galaxy_words(option)
    if en:
        parts_en.append(en)
        parts_ja.append(ja)
    return Reason("; ".join(parts_en), "　".join(parts_ja))


def _state(option: CallOption) -> tuple[str, str]:
    state = "tenpai" if option.shanten == 0 else f"{option.shanten}-shanten"
    state_ja = "聴牌" if option.shanten == 0 else f"{option.shanten}向聴"
    where, where_ja = "", ""
    if option.discard is not None:
        kuikae = " (kuikae)" if option.kuikae else ""
        where, where_ja = (
            f" after discarding {option.discard.text}{kuikae}",
            (f"{option.discard.text}切りで"),
        )
    elif option.call in (KAN, ANKAN, KAKAN):
        where, where_ja = " before the replacement draw", "嶺上牌の前に"
    return (
        f"{state}{where}, {option.ukeire} tiles improve",
        f"{where_ja}{state_ja}、受け入れ{option.ukeire}枚",
    )


def _galaxy_words(option: CallOption) -> tuple[str, str]:
    spent = [(t, k) for t, k in option.acting if t in option.uses]
    words = ", ".join(f"{t.text} as {kind_name(k)}" for t, k in spent)
    words_ja = "、".join(f"{t.text}を{kind_name(k)}として" for t, k in spent)
    en, ja = (f"galaxy {words}", f"銀河牌 {words_ja}使用") if spent else ("", "")
    if option.shuugi_delta:
        sign = f"{option.shuugi_delta:+d}"
        en = f"{en}; shuugi {sign}" if en else f"shuugi {sign}"
        ja = f"{ja}　祝儀 {sign}" if ja else f"祝儀 {sign}"
    return en, ja
