"""Judgement: what a choice is worth (expected value, danger, call advice).

The decision engine builds on the solver, efficiency and scoring packages.

Question -> module -> entry:

* what each winning tile of a 13-tile hand is worth (ron/tsumo, riichi/dama) and the expected
  points of a win -> :mod:`.values` -> :func:`~.values.tile_values`
"""
