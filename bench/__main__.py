"""`make bench`: run every benchmark and print its figures."""

from . import scoring_bench, solver_bench

for module in (solver_bench, scoring_bench):
    module.run()
    print()
