"""``mahjong-galaxy-cli discard HAND --ev``: the 何切る table by expected value.

Each ``discards`` entry keeps the keys of the plain table (``tile``, ``shanten``, ``ukeire``,
``ukeire_count``, ``waits``, ``galaxy_waits``, ``stars``; stars follow the objective) and gains
``ev``: ``{tenpai_prob, win_prob, exp_points, exp_shuugi}`` at the current turn and ``by_turn``:
``{tenpai_prob, win_prob, exp_points}``, lists of ``t_max`` values (index 0 = turn 1); both are
null for a discard not searched (it raises the shanten with ``--shanten-back`` off).  Entries are
ranked by the objective.  Top level: ``hand``, ``discards``, ``settings`` (every model option),
``nodes`` (states searched), ``agari`` (a complete hand: a win to declare), ``elapsed_ms``.
The model: :mod:`mahjong_galaxy.core.decision.ev`.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import replace

from mahjong_galaxy.cli.common import (
    Result,
    add_table_arguments,
    agari_lines,
    option_tiles,
    option_wind,
    parse_with_seen,
    rules_from,
)
from mahjong_galaxy.core.decision.ev import (
    INTERACTIVE_MAX_NODES,
    MODELS,
    OBJECTIVES,
    RED_FIVES_BY_MODEL,
    Budget,
    EvOption,
    EvSettings,
    EvTable,
    ev_stars,
    evaluate,
    percent_text,
    ukeire_table,
    without_yaku,
)
from mahjong_galaxy.core.decision.ev_graph import SearchTooLarge
from mahjong_galaxy.core.decision.ev_wall import TILE_SUPPLIES
from mahjong_galaxy.core.efficiency.discard import DiscardOption, discard_options, ukeire_stars
from mahjong_galaxy.core.solver.agari import is_agari
from mahjong_galaxy.core.tiles import EAST, NUM_KINDS, Tile, kind_name

#: The ``fallback`` text of a search that passed ``--max-states`` (as the app's label says; a
#: tenpai hand meets it only under a small budget, so the text names the budget, not the hand).
FALLBACK = (
    "the expected-value search passed {} states (the --max-states budget; a hand far from "
    "tenpai needs more, and --tegawari / --shanten-back multiply the states; --max-states 0 "
    "lifts the budget): ranked by ukeire instead, without expected values"
)


#: The readable line under discards whose tenpai hands never win (:func:`without_yaku`).
NO_YAKU = (
    "(win 0 % after {}: tenpai without a yaku (an open hand) and the search makes no calls; "
    "--tegawari lets the hand change toward a yaku)"
)


def ev_settings(args: argparse.Namespace) -> EvSettings:
    """The :class:`EvSettings` of the command-line options (HandError for bad values)."""
    settings = EvSettings(
        turn=args.turn,
        t_max=args.t_max,
        objective=args.objective,
        tegawari=args.tegawari,
        shanten_back=args.shanten_back,
        riichi=not args.no_riichi,
        ura=not args.no_ura,
        round_wind=option_wind(args.round_wind, "--round-wind"),
        seat_wind=option_wind(args.seat_wind, "--seat-wind"),
        dora=option_tiles(args.dora, "--dora"),
        visible=option_tiles(args.visible, "--visible"),
        tiles=args.tiles,
        model=args.model,
        red_fives=None if args.red_fives is None else args.red_fives == "on",
    )
    settings.check()
    return settings.resolved()


def analyze_ev(text: str, args: argparse.Namespace) -> Result:
    """The expected-value table of one 14-tile hand text; HandError for bad input."""
    settings = ev_settings(args)
    plain = settings.tiles == "plain"
    hand = parse_with_seen(text, args, sizes=(14,), plain=plain)[0]
    rules = rules_from(args)
    ukeire = [] if plain else discard_options(hand, [*settings.dora, *settings.visible], rules)
    fallback = None
    try:
        budget = Budget(max_nodes=args.max_states or None)
        table = evaluate(hand, settings, rules, budget)
        stars = ev_stars(table.options, settings.objective)
        order = [o.tile for o in table.options]
    except SearchTooLarge as stop:
        fallback = FALLBACK.format(args.max_states)
        table = replace(ukeire_table(hand, settings, rules), nodes=stop.nodes)
        stars, order = _ukeire_ranking(table, ukeire)
    options = {o.tile: o for o in table.options}
    base = {o.tile: ukeire_entry(o) for o in ukeire}
    discards = []
    for tile in order:
        assert tile is not None
        entry = base.get(tile) or _plain_entry(options[tile])
        entry["stars"] = stars[tile]
        discards.append({**entry, **_ev_entry(options[tile])})
    result = {
        "hand": hand.text,
        "discards": discards,
        "settings": _settings_entry(settings, args),
        "nodes": table.nodes,
        "agari": is_agari(hand, rules),
    }
    if fallback is not None:
        result["fallback"] = fallback
    no_yaku = without_yaku(table.options)
    if no_yaku:
        result["without_yaku"] = [tile.text for tile in no_yaku]
    return result


def _ukeire_ranking(
    table: EvTable, ukeire: Sequence[DiscardOption]
) -> tuple[dict[Tile, int], list[Tile | None]]:
    """Stars and order of the fallback: the plain 何切る table's (galaxy tiles), or the search's
    own ukeire table's (plain tiles)."""
    if ukeire:
        return {o.tile: o.stars for o in ukeire}, [o.tile for o in ukeire]
    best = table.options[0]
    top = sum(n for _, n in best.ukeire)
    stars = {
        o.tile: ukeire_stars(o.shanten, sum(n for _, n in o.ukeire), best.shanten, top)
        for o in table.options
        if o.tile is not None
    }
    return stars, [o.tile for o in table.options]


def ukeire_entry(option: DiscardOption) -> Result:
    """The ukeire keys of one discard of the plain table (all but ``stars``)."""
    waits = option.waits
    return {
        "tile": option.tile.text,
        "shanten": option.shanten,
        "ukeire": [u.tile.text for u in option.ukeire.tiles],
        "ukeire_count": option.ukeire.total,
        "waits": [w.tile.text for w in waits.normal_waits] if waits else [],
        "galaxy_waits": [w.tile.text for w in waits.galaxy_waits] if waits else [],
    }


def _plain_entry(option: EvOption) -> Result:
    """Ukeire keys from the search itself (the plain supply: 4 copies, no galaxy tiles)."""
    assert option.tile is not None
    names = [kind_name(k) for k, _ in option.ukeire if k < NUM_KINDS]
    return {
        "tile": option.tile.text,
        "shanten": option.shanten,
        "ukeire": names,
        "ukeire_count": sum(n for _, n in option.ukeire),
        "waits": names if option.shanten == 0 else [],
        "galaxy_waits": [],
    }


def _ev_entry(option: EvOption) -> Result:
    if option.ev is None or option.by_turn is None:
        return {"ev": None, "by_turn": None}
    e, series = option.ev, option.by_turn
    return {
        "ev": {
            "tenpai_prob": e.tenpai_prob,
            "win_prob": e.win_prob,
            "exp_points": e.exp_points,
            "exp_shuugi": e.exp_shuugi,
        },
        "by_turn": {
            "tenpai_prob": list(series.tenpai),
            "win_prob": list(series.win),
            "exp_points": list(series.points),
        },
    }


def _settings_entry(settings: EvSettings, args: argparse.Namespace) -> Result:
    return {
        "turn": settings.turn,
        "t_max": settings.t_max,
        "objective": settings.objective,
        "tegawari": settings.tegawari,
        "shanten_back": settings.shanten_back,
        "riichi": settings.riichi,
        "ura": settings.ura,
        "round_wind": kind_name(settings.round_wind),
        "seat_wind": kind_name(settings.seat_wind),
        "dealer": settings.seat_wind == EAST,
        "dora": [t.text for t in settings.dora],
        "visible": [t.text for t in settings.visible],
        "tiles": settings.tiles,
        "model": settings.model,
        "red_fives": settings.red_fives,
        "rules": vars(rules_from(args)),
    }


#: the last line of the readable tables, for the star column (str)
STARS_LEGEND = "(stars: how much worse than the best discard, *** = much worse or not searched)"


def render_ev(result: Result) -> str:
    """Readable text: one line per discard, best first by the objective."""
    objective = result["settings"]["objective"]
    lines = [f"{result['hand']}: by expected value (objective {objective})"]
    if "fallback" in result:
        lines = [f"{result['hand']}: {result['fallback']}"]
    lines += agari_lines(result)
    for option in result["discards"]:
        ev = option["ev"]
        figures = (
            f"ukeire {option['ukeire_count']:>3}"
            if "fallback" in result
            else "not searched (raises the shanten; try --shanten-back)"
            if ev is None
            else f"tenpai {percent_text(ev['tenpai_prob']):>6}  "
            f"win {percent_text(ev['win_prob']):>6}  points {ev['exp_points']:8.1f}"
        )
        lines.append(
            f"  discard {option['tile']:>3}  shanten {option['shanten']:>2}  "
            f"{'*' * option['stars']:<3}  {figures}"
        )
    if result.get("without_yaku"):
        lines.append(NO_YAKU.format(" ".join(result["without_yaku"])))
    return "\n".join([*lines, STARS_LEGEND])


def add_ev_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``--ev`` options of ``discard`` (with the scoring commands' winds and dora)."""
    add_table_arguments(parser)
    group = parser.add_argument_group("expected value (--ev)")
    group.add_argument("--ev", action="store_true", help="rank discards by expected value")
    group.add_argument("--turn", type=int, default=1, help="current turn (default 1)")
    group.add_argument("--t-max", type=int, default=18, help="last turn (default 18)")
    group.add_argument("--objective", choices=OBJECTIVES, default="points", help="ranking")
    group.add_argument("--tegawari", action="store_true", help="hand changes (手変わり)")
    group.add_argument("--shanten-back", action="store_true", help="shanten-back (向聴戻し)")
    group.add_argument("--no-riichi", action="store_true", help="stay dama at tenpai")
    group.add_argument("--no-ura", action="store_true", help="no ura dora expectation")
    group.add_argument("--tiles", choices=TILE_SUPPLIES, default="galaxy", help="tile supply")
    group.add_argument("--model", choices=MODELS, default="clean", help="probability model")
    group.add_argument(
        "--red-fives",
        choices=("on", "off"),
        help="red fives are aka dora (default: on, off with --model mahjong-cpp as its web app)",
    )
    group.add_argument(
        "--max-states",
        type=_states,
        default=INTERACTIVE_MAX_NODES,
        metavar="N",
        help=f"states searched before the ukeire fallback (default {INTERACTIVE_MAX_NODES}; "
        "0: no limit)",
    )
    parser.set_defaults(ev_defaults={_dest(o): parser.get_default(_dest(o)) for o in EV_OPTIONS})


#: The options only ``--ev`` reads (given without ``--ev`` they are an error, not ignored).
EV_OPTIONS = (
    "--turn",
    "--t-max",
    "--objective",
    "--tegawari",
    "--shanten-back",
    "--no-riichi",
    "--no-ura",
    "--round-wind",
    "--seat-wind",
    "--dora",
    "--tiles",
    "--model",
    "--red-fives",
    "--max-states",
)


def ev_options_given(args: argparse.Namespace) -> list[str]:
    """The :data:`EV_OPTIONS` whose value is not their default (recorded by
    :func:`add_ev_arguments`)."""
    defaults = dict(args.ev_defaults)
    if args.model in RED_FIVES_BY_MODEL:  # --red-fives at its model's default is no change
        model_default = "on" if RED_FIVES_BY_MODEL[args.model] else "off"
        if args.red_fives == model_default:
            defaults["red_fives"] = model_default
    return [o for o in EV_OPTIONS if getattr(args, _dest(o)) != defaults[_dest(o)]]


def _dest(option: str) -> str:
    return option[2:].replace("-", "_")


def _states(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"--max-states must be a count >= 0, got '{text}'")
    return value
