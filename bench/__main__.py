"""`make bench`: run every benchmark and print its figures."""

from . import solver_bench

for module in (solver_bench,):
    module.run()
    print()
