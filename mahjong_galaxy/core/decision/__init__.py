"""Judgement: what a choice is worth (expected value, danger, call advice).

The decision engine builds on the solver, efficiency and scoring packages; each question gets its
own module here, listed in this table as it lands.
"""
