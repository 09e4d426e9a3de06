"""What to discard by expected value: tenpai probability, win probability, expected points.

Model (the one-player model of mahjong-cpp's ``ExpectedScoreCalculator`` and of tomohxx's book
"麻雀アルゴリズム", chapter 和了確率): only the player acts; no opponents, no calls during the
search (calls already made stay), tsumo wins only.  Each turn the player draws one tile and
discards one, up to turn ``t_max`` (18 by default; a 14-tile hand at turn ``t`` has ``t_max - t``
draws left).  The value of a 13-tile state is the draw-weighted average over the next turn, of a
14-tile state the best discard; tenpai probability, win probability and expected points are
each maximised on their own (each has its own best discard).  At a win the expected points
take the larger of winning now and going on.  Discarded tiles go back to the wall, so a state is
a hand, not a history.  Points: see :mod:`.ev_score` (round/seat wind, dealer, dora with the
galaxy dora rule, ura dora expectation for riichi wins, no yaku = 0, red fives as aka dora
with ``red_fives``); a closed hand discarding into tenpai declares riichi (``riichi=False``:
dama).  Options as in mahjong-cpp: 手変わり
(``tegawari``, draws that keep the shanten but change the shape) and 向聴戻し (``shanten_back``,
discards that raise the shanten) within the search radius of :mod:`.ev_graph`.

``model="clean"`` (default): a draw of type ``k`` from a 13-tile state has probability
``wall[k] / sum(wall)`` for that state's wall; after riichi the hand never changes (only
winning draws matter); drawing a kind discarded earlier lets the player choose again (before
riichi).  Galaxy tiles (``tiles="galaxy"``): every unseen galaxy tile is one wall tile; drawing
it adds that galaxy tile, which acts as any kind of its class in later states (:mod:`.ev_wall`);
Milky Way counts (``Rules.milky_way``); shuugi has its own expectation beside the points.

Red fives (``red_fives``, on by default in the clean model, off by default with
``model="mahjong-cpp"`` as that engine's web app): each suit's red five is one copy of its five
and a tile type of its own (:mod:`.ev_red`), so discarding ``0m`` and discarding ``5m`` are
different options and keeping the red one is worth its han of dora; shanten treats it as its
five.  Drawing back the discarded tile lets the player choose again only for the same type: after
discarding ``0m`` a plain ``5m`` drawn is thrown back unless it is an effective draw, so the two
discards' win probabilities can differ slightly before riichi.  Red fives off, they are plain
fives and the figures are those of the model without them.

``model="mahjong-cpp"`` reproduces that engine's documented behaviour (v0.9.8): the draw
denominator is ``S - t`` (``S`` the starting wall) with per-state counts, and a riichi state that
draws back its declaration tile returns to the state before riichi, and at a riichi win the
player may go on with another riichi state.  With ``tiles="plain"``
(4 normal copies per kind, no galaxy tiles) its figures are reproduced to 1e-6
(tests/data/ev_mahjongcpp_public.json).

State space (how it grows, what bounds it).  A state is the multiset of concealed tiles over 45
*types* (34 kinds, 11 galaxy classes: galaxy tiles of one class are interchangeable for shanten
and points, so galaxy tiles add at most 11 types, never 34; with red fives up to 3 red types,
one per suit whose red five is in reach), plus the riichi flag.  With both
options off every draw lowers the shanten and every discard keeps it, so from a hand at shanten
``s`` each path reaches agari after ``s + 1`` draws: the graph has ``s + 2`` layers of draw
nodes, and layer ``d`` holds states that differ from the start in ``d`` tiles (at most
``C(14, d) * C(45 + d - 1, d)`` of them; far fewer are reachable).  Its size is about the product
over the layers of (effective draws x shanten-keeping discards), less the merging of orders.  Galaxy
tiles widen both factors: a galaxy class is an effective draw whenever any kind of its class is
(so one effective 4m, 4p or 4s makes the galaxy 4 effective too, and a galaxy wind or dragon
follows any wind or dragon), which adds up to 11 branches per draw node; held galaxy tiles let
more discards keep the shanten; and each complete galaxy state is scored over all its readings.
Measured on bench/ev_bench.py's hands holding no galaxy tile, the galaxy wall alone gives
1.3-1.7 times the effective draws per draw node of ``tiles="plain"`` and 2-2.5 times the states
at 1-shanten, 3-3.5 times at 2-shanten (the factor compounds per layer).  Median states per
14-tile hand, options off: 1-shanten 60-130, 2-shanten 1,500-6,500, 3-shanten 8,000-40,000 (more
galaxy tiles held, more states).  The options multiply it: hand changes draw every type within
the radius ``dist(h) + shanten(h) < s0 + 1`` (:mod:`.ev_graph`), shanten-back discards every
type.  Bounds: the wall (a type with no copy left is never drawn; 3 galaxy tiles per number
class, 4 winds, 3 dragons), the shanten (``s + 1`` draws deep without options), the radius with
them, and the caller's ``Budget.max_nodes`` (past it :class:`~.ev_graph.SearchTooLarge`; the app
and ``discard --ev`` then show the labelled ukeire fallback, :func:`ukeire_table`, within
:data:`INTERACTIVE_MAX_NODES` states).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from mahjong_galaxy.core.decision import ev_wall
from mahjong_galaxy.core.decision.ev_graph import (
    Graph,
    GraphBuilder,
    Progress,
    SearchRules,
    Shanten,
)
from mahjong_galaxy.core.decision.ev_red import RedScores, RedShanten, RedTypes, red_types
from mahjong_galaxy.core.decision.ev_score import ScoreSetup, WinScores
from mahjong_galaxy.core.decision.ev_solve import Scores, Series, solve
from mahjong_galaxy.core.decision.ev_wall import (
    TILE_SUPPLIES,
    Counts,
    ShantenMemo,
    starting_wall,
    type_count,
    type_counts,
)
from mahjong_galaxy.core.efficiency.discard import STAR_THRESHOLDS
from mahjong_galaxy.core.efficiency.galaxy_split import clear_caches as clear_split_caches
from mahjong_galaxy.core.efficiency.shanten import clear_chiitoitsu_memo
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import Hand
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.scoring.shuugi import clear_shuugi_memo
from mahjong_galaxy.core.solver.decomposition import clear_shapes_memo
from mahjong_galaxy.core.solver.rank_dp import clear_tails_memo
from mahjong_galaxy.core.tiles import EAST, SOUTH, WINDS, Tile

MODELS = ("clean", "mahjong-cpp")
#: States an interactive search (the app's Discard tab, ``discard --ev``) may build before it
#: stops with the labelled ukeire fallback (:func:`ukeire_table`).  Measured on 3-shanten hands
#: of bench/ev_bench.py (2026-12-01): a search of 8,000-19,000 states takes 5-10 s of one core's
#: CPU time, and reaching 20,000 states 6-17 s, so the budget costs at most about 15 s.
INTERACTIVE_MAX_NODES = 20_000
OBJECTIVES = ("points", "win", "tenpai")
#: What a discard table can be ranked by: shanten then ukeire (:func:`ukeire_table`'s order, no
#: search), or an expected-value objective (the Discard tab's choice, ``mahjong-galaxy --rank-by``).
RANKINGS = ("ukeire", *OBJECTIVES)
#: Whether red fives count when the settings leave it open: they do in the clean model (as at
#: the table); mahjong-cpp's web default has them off, so its figures are reproduced.
RED_FIVES_BY_MODEL = {"clean": True, "mahjong-cpp": False}
MAX_T = 30


@dataclass(frozen=True)
class EvSettings:
    """Options of the expected-value search.

    Attributes:
        turn: the current turn (1..t_max); the measures are reported at this turn.
        t_max: last turn (default 18).
        objective: ranking: ``"points"`` (expected points), ``"win"`` or ``"tenpai"``.
        tegawari: hand changes (手変わり).
        shanten_back: discards that raise the shanten (向聴戻し).
        riichi: a closed hand discarding into tenpai declares riichi (False: dama).
        ura: ura dora expectation on riichi wins (over :meth:`ura_indicators` indicators).
        round_wind, seat_wind: wind kinds ``EAST``..``NORTH`` (seat ``EAST`` = dealer).
        dora: dora indicator tiles.
        visible: other tiles in sight (discards).
        tiles: ``"galaxy"`` or ``"plain"`` (ordinary riichi supply, see :mod:`.ev_wall`).
        model: ``"clean"`` or ``"mahjong-cpp"`` (see the module docstring).
        red_fives: one five per suit is red and worth one han of dora (aka dora,
            :mod:`.ev_red`); None: the model's default (:data:`RED_FIVES_BY_MODEL`), made
            explicit by :meth:`resolved`.
    """

    turn: int = 1
    t_max: int = 18
    objective: str = "points"
    tegawari: bool = False
    shanten_back: bool = False
    riichi: bool = True
    ura: bool = True
    round_wind: int = EAST
    seat_wind: int = SOUTH
    dora: tuple[Tile, ...] = ()
    visible: tuple[Tile, ...] = ()
    tiles: str = "galaxy"
    model: str = "clean"
    red_fives: bool | None = None

    def resolved(self) -> EvSettings:
        """These settings with ``red_fives`` made explicit (the model's default for None)."""
        if self.red_fives is not None:
            return self
        return replace(self, red_fives=RED_FIVES_BY_MODEL.get(self.model, False))

    def ura_indicators(self) -> int:
        """How many ura indicators a riichi win's ura dora expectation is over: none with
        ``ura`` off, else one per dora indicator; the clean model counts at least one, since
        every table has a dora indicator whether it is given or not (mahjong-cpp counts the
        given ones only, so it has no ura dora without ``dora``)."""
        if not self.ura:
            return 0
        given = len(self.dora)
        return given if self.model == "mahjong-cpp" else max(1, given)

    def check(self) -> None:
        """Raises HandError naming the first option out of range."""
        problems = [
            (not 1 <= self.t_max <= MAX_T, f"t-max must be 1..{MAX_T}, got {self.t_max}"),
            (not 1 <= self.turn <= self.t_max, f"turn must be 1..{self.t_max}, got {self.turn}"),
            (self.objective not in OBJECTIVES, f"objective must be {'/'.join(OBJECTIVES)}"),
            (self.tiles not in TILE_SUPPLIES, f"tiles must be {'/'.join(TILE_SUPPLIES)}"),
            (self.model not in MODELS, f"model must be {'/'.join(MODELS)}"),
            (self.round_wind not in WINDS, "the round wind must be 1z-4z"),
            (self.seat_wind not in WINDS, "the seat wind must be 1z-4z"),
        ]
        for bad, text in problems:
            if bad:
                raise HandError(text)


@dataclass(frozen=True)
class EvMeasures:
    """The measures at the current turn (probabilities in [0, 1], points, shuugi count)."""

    tenpai_prob: float
    win_prob: float
    exp_points: float
    exp_shuugi: float


@dataclass(frozen=True)
class EvOption:
    """One discard (or the 13-tile hand itself) with its measures.

    Attributes:
        tile: the discarded tile, None for a 13-tile hand.
        shanten: shanten of the 13 tiles kept.
        ukeire: ``((type, copies in the wall), ...)`` of the draws lowering that shanten (type
            as in :mod:`.ev_wall`: a kind, or 34 + galaxy class; red fives counted with their five).
        ev: measures at the current turn; None for a discard that was not searched (it raises
            the shanten and shanten-back is off).
        by_turn: measures if the hand were held at turn t (index 0 = turn 1, ``t_max`` each);
            None with ``ev``.
    """

    tile: Tile | None
    shanten: int
    ukeire: tuple[tuple[int, int], ...]
    ev: EvMeasures | None
    by_turn: Series | None

    def rank_key(self, objective: str) -> tuple[float, float, float, int]:
        """Sort key, best first: the objective, then the other two measures; discards not
        searched last, by shanten."""
        e = self.ev
        if e is None:
            return (1.0, 0.0, 0.0, self.shanten)
        order = {
            "points": (e.exp_points, e.win_prob, e.tenpai_prob),
            "win": (e.win_prob, e.exp_points, e.tenpai_prob),
            "tenpai": (e.tenpai_prob, e.win_prob, e.exp_points),
        }[objective]
        return (-order[0], -order[1], -order[2], self.shanten)


@dataclass(frozen=True)
class EvTable:
    """Result of :func:`evaluate`.

    Attributes:
        options: one :class:`EvOption` per distinct discard, best first by the objective (a
            single entry with ``tile`` None for a 13-tile hand).
        nodes: states searched (draw and discard nodes of every graph built).
        settings: the settings used (``red_fives`` resolved, :meth:`EvSettings.resolved`).
    """

    options: tuple[EvOption, ...]
    nodes: int
    settings: EvSettings


DEFAULT_SETTINGS = EvSettings()


@dataclass(frozen=True)
class Budget:
    """Limits of one evaluation (not part of the model).

    Attributes:
        max_nodes: most states searched; past it :class:`~.ev_graph.SearchTooLarge` is raised
            (None: unbounded).
        progress: a :data:`~.ev_graph.Progress` callback, told the states built while the
            graph grows, then the steps of scoring and solving; raising in it cancels.
    """

    max_nodes: int | None = None
    progress: Progress | None = None


class _Search:
    """Shared state of one evaluation: walls, shanten memo, win scores, graph rules."""

    def __init__(
        self, hand: Hand, settings: EvSettings, rules: Rules, budget: Budget | None
    ) -> None:
        self.hand = hand
        self.budget = budget or Budget()
        self.settings = settings
        seen = (*settings.dora, *settings.visible)
        wall0 = starting_wall(hand, seen, settings.tiles)
        h0 = tuple(type_counts(hand.tiles, type_count(settings.tiles)))
        red = bool(settings.red_fives)
        setup = ScoreSetup(
            hand,
            seen,
            settings.dora,
            settings.round_wind,
            settings.seat_wind,
            settings.ura_indicators(),
            rules,
            red,
        )
        memo, scores = ShantenMemo(hand, rules), WinScores(setup, wall0, h0)
        self.shanten: Shanten = memo
        self.scores: Scores = scores
        self.wall0, self.h0 = wall0, h0
        self.types = RedTypes(len(wall0), ())  # none until red fives in reach are added
        self.rules = SearchRules(
            tegawari=settings.tegawari,
            shanten_back=settings.shanten_back,
            riichi=settings.riichi,
            closed=hand.is_closed,
            riichi_can_change=settings.model == "mahjong-cpp",
        )
        self.nodes = 0
        if red:
            self._add_red_types(seen, memo, scores)

    def _add_red_types(self, seen: tuple[Tile, ...], memo: ShantenMemo, scores: WinScores) -> None:
        """Red fives in reach as their own types (:mod:`.ev_red`), the shanten ``memo`` and win
        ``scores`` seen through them; none in reach: unchanged."""
        types, held, left = red_types(self.hand, seen, self.wall0)
        if types.kinds:
            self.types = types
            self.wall0, self.h0 = types.split(self.wall0, left), types.split(self.h0, held)
            self.shanten = RedShanten(memo, types)
            self.scores = RedScores(scores, types)

    def discards(self) -> list[tuple[Tile, Counts, Counts]]:
        """Each distinct discard of the 14-tile start: ``(tile, counts kept, wall after it)``
        (the discarded tile goes back to the wall)."""
        h0, wall0, found = self.h0, self.wall0, []
        for tile in dict.fromkeys(self.hand.tiles):
            k = self.types.tile_type(tile)
            left = (*h0[:k], h0[k] - 1, *h0[k + 1 :])
            found.append((tile, left, (*wall0[:k], wall0[k] + 1, *wall0[k + 1 :])))
        return found

    def denominator(self, draw_wall: int) -> Callable[[int], float]:
        """The model's draw denominator by turn (``draw_wall`` = tiles in a 13-tile state's
        wall)."""
        if self.settings.model == "mahjong-cpp":
            total = sum(self.wall0)
            if total < self.settings.t_max:
                raise _cpp_wall_error(total, self.settings.t_max)
            return lambda t: float(total - t)
        return lambda t: float(draw_wall)

    def graph(self, h0: Counts, wall0: Counts) -> tuple[Graph, GraphBuilder]:
        """The graph from the root ``h0`` (counted in :attr:`nodes`) and its builder."""
        budget = self.budget
        builder = GraphBuilder(
            h0, wall0, self.shanten, self.rules, budget.max_nodes, budget.progress
        )
        graph = builder.build()
        self.nodes += graph.size
        return graph, builder

    def series(self, graph: Graph, roots: list[int], draw_wall: int) -> dict[int, Series]:
        """Values by turn of the draw nodes ``roots`` of ``graph``."""
        t_max = self.settings.t_max
        denominator = self.denominator(draw_wall)
        solved = solve(graph, roots, self.scores, denominator, t_max, self.budget.progress)
        if self.settings.model == "mahjong-cpp" and not all(map(_probabilities, solved.values())):
            raise _cpp_wall_error(sum(self.wall0), t_max)
        return solved


def _probabilities(series: Series) -> bool:
    """Whether every tenpai and win probability of ``series`` is in [0, 1] (to rounding)."""
    return all(-1e-9 <= p <= 1 + 1e-9 for p in (*series.tenpai, *series.win))


def _cpp_wall_error(wall: int, t_max: int) -> HandError:
    """mahjong-cpp's draw denominator ``S - t`` shrinks by turn while the tile counts do not,
    so on a wall too short for ``t_max`` turns its figures leave [0, 1] (or divide by 0)."""
    return HandError(
        f"the mahjong-cpp model needs a longer wall: {wall} tiles unseen for t-max {t_max} "
        "(its draw chance per tile, 1/(wall - turn), passes 1 near the end); "
        "use --model clean or a smaller --t-max"
    )


def evaluate(
    hand: Hand,
    settings: EvSettings = DEFAULT_SETTINGS,
    rules: Rules = DEFAULT_RULES,
    budget: Budget | None = None,
) -> EvTable:
    """Expected-value table of a 14-tile hand (every distinct discard) or a 13-tile hand.

    Args:
        hand: 14 or 13 tiles (calls count as 3), validated for ``settings.tiles``.
        settings: the search options.
        rules: galaxy rule options (seven pairs, Milky Way).
        budget: node budget and progress callback (default: unbounded, silent).

    Returns:
        An :class:`EvTable`; probabilities in [0, 1], points per hand.

    Raises:
        HandError: a wrong hand size, a galaxy tile with plain tiles, too many copies in sight,
            or an option out of range.
        SearchTooLarge: the search passed ``budget.max_nodes`` states.
    """
    settings.check()
    settings = settings.resolved()
    if hand.size not in (13, 14):
        raise HandError(f"the expected value needs 13 or 14 tiles; '{hand.text}' has {hand.size}")
    search = _Search(hand, settings, rules, budget)
    if hand.size == 13:
        graph, _ = search.graph(search.h0, search.wall0)
        series = search.series(graph, [0], sum(search.wall0))[0]
        option = _option(search, None, search.h0, search.wall0, series)
        return EvTable((option,), search.nodes, settings)
    options = _discard_options(search)
    ranked = sorted(options, key=lambda o: o.rank_key(settings.objective))
    return EvTable(tuple(ranked), search.nodes, settings)


def _discard_options(search: _Search) -> list[EvOption]:
    """Every distinct discard; one graph from the 14 tiles serves them all.  A discard that
    raises the shanten is in the graph only with shanten-back on (else it is not searched, as
    in mahjong-cpp, and gets no measures)."""
    graph, builder = search.graph(search.h0, search.wall0)
    roots = [
        (tile, left, wall, builder.root_choice(left)) for tile, left, wall in search.discards()
    ]
    # one draw node may serve two tiles (0m and 5m without red types): solved once
    found = list(dict.fromkeys(d for *_, d in roots if d is not None))
    solved = search.series(graph, found, sum(search.wall0) + 1)
    return [
        _option(search, tile, left, wall, None if d is None else solved[d])
        for tile, left, wall, d in roots
    ]


def _option(
    search: _Search, tile: Tile | None, kept: Counts, wall: Counts, series: Series | None
) -> EvOption:
    s, better = search.shanten.improving(kept)
    wall = search.types.fold(wall)  # a red five is counted with its five
    ukeire = tuple((k, left) for k, left in enumerate(wall) if left > 0 and k in better)
    if series is None:
        return EvOption(tile, s, ukeire, None, None)
    i = search.settings.turn - 1
    measures = EvMeasures(series.tenpai[i], series.win[i], series.points[i], series.shuugi[i])
    return EvOption(tile, s, ukeire, measures, series)


def ukeire_table(
    hand: Hand, settings: EvSettings = DEFAULT_SETTINGS, rules: Rules = DEFAULT_RULES
) -> EvTable:
    """The labelled fallback of a search too large for its budget: every distinct discard of a
    14-tile hand with its shanten and ukeire (counted in the wall of ``settings``) and no
    measures (``ev`` None), ranked by shanten, then ukeire count; ``nodes`` 0.

    Raises:
        HandError: as :func:`evaluate`.
    """
    settings.check()
    settings = settings.resolved()
    hand.require_size(14, "the ukeire table")
    search = _Search(hand, settings, rules, None)
    options = [_option(search, tile, left, wall, None) for tile, left, wall in search.discards()]
    options.sort(key=lambda o: (o.shanten, -sum(n for _, n in o.ukeire)))
    return EvTable(tuple(options), 0, settings)


def clear_memos() -> None:
    """Forget every process-wide memo the search fills (shanten of states, block tables of
    plain halves, seven-pairs shanten of galaxy counts, the galaxy splits of suits, groupings of
    complete hands, shuugi of blocks, the rank DP's suit completions), so the next evaluation
    starts cold (for timing); the per-suit block tables stay (a suit's counts alone fix them)."""
    ev_wall.clear_memos()
    clear_split_caches()
    clear_chiitoitsu_memo()
    clear_shapes_memo()
    clear_shuugi_memo()
    clear_tails_memo()


def objective_value(option: EvOption, objective: str) -> float | None:
    """The measure ``objective`` ranks by, None when the discard was not searched."""
    e = option.ev
    if e is None:
        return None
    return {"points": e.exp_points, "win": e.win_prob, "tenpai": e.tenpai_prob}[objective]


def without_yaku(options: tuple[EvOption, ...]) -> list[Tile]:
    """The searched discards left tenpai with live waits and draws to come that still never
    win: every win of the tenpai hand scores nothing, it has no yaku (an open hand: a closed one
    wins by tsumo, menzen tsumo; the search makes no calls, and only hand changes
    (``tegawari``) could bring a yaku).  A dead wait or a last turn without draws is not this:
    such a discard is not listed.  Discards short of tenpai are not judged (their tenpai hands
    vary)."""
    return [
        o.tile
        for o in options
        if o.tile is not None
        and o.shanten == 0
        and o.ukeire
        and o.by_turn is not None
        and len(o.by_turn.win) > 1
        and max(o.by_turn.win) == 0
    ]


def percent_text(probability: float) -> str:
    """A probability in [0, 1] as a percentage with one decimal, never rounded onto a sure or an
    impossible outcome: ``">99.9%"`` just below 1, ``"<0.1%"`` just above 0 (a hand one draw short
    at 0.99998 is not certain to be tenpai); within 1e-9 of 1 or 0 it is 1 or 0 (float sums)."""
    if probability >= 1 - 1e-9:
        return "100.0%"
    if probability <= 1e-9:
        return "0.0%"
    if probability >= 0.9995:
        return ">99.9%"
    if probability < 0.0005:
        return "<0.1%"
    return f"{probability:.1%}"


def ev_stars(options: tuple[EvOption, ...], objective: str) -> dict[Tile, int]:
    """Stars (0-3) per discarded tile by the objective, as the ukeire table's stars
    (:data:`~mahjong_galaxy.core.efficiency.discard.STAR_THRESHOLDS`) on the ratio of its value
    to the best one's; 3 when the discard was not searched (it raises the shanten and
    shanten-back is off).  A searched discard that raises the shanten is starred by its value
    like any other (with shanten-back it may be nearly as good as the best)."""
    top = objective_value(options[0], objective) or 0.0
    stars = {}
    for option in options:
        assert option.tile is not None
        value = objective_value(option, objective)
        if value is None:
            stars[option.tile] = 3
        elif top <= 0:
            stars[option.tile] = 0
        else:
            ratio = value / top
            stars[option.tile] = next((n for limit, n in STAR_THRESHOLDS if ratio < limit), 0)
    return stars
