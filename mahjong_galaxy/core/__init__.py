"""Pure-Python core of the Galaxy Mahjong analyzer: tiles, notation, hands and solvers.

Imports no Qt.
"""
