"""`make bench`: run every benchmark and print its figures."""

from . import (
    ai_bench,
    app_stall,
    calls_bench,
    cli_bench,
    defence_bench,
    dist_start,
    ev_bench,
    ev_floor,
    group_values_bench,
    scoring_bench,
    selfplay_bench,
    shanten_bench,
    solver_bench,
)

for module in (
    solver_bench,
    cli_bench,
    shanten_bench,
    scoring_bench,
    group_values_bench,
    ev_bench,
    ev_floor,
    app_stall,
    ai_bench,
    calls_bench,
    selfplay_bench,
    defence_bench,
    dist_start,
):
    module.run()
    print()
