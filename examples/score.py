"""What a win is worth: the best declaration over every galaxy assignment, with shuugi.

Run: python examples/score.py [HAND WIN]   (HAND is the 13 tiles without the winning tile)
"""

import sys

from mahjong_galaxy.core import Situation, parse_hand, score_win
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.tiles import kind_name

text, win_text = sys.argv[1:3] if len(sys.argv) > 2 else ("7m8M9M123p456p789s1z", "1z")
hand = parse_hand(text, sizes=(13,))
win = parse_tiles(win_text)[0][0]
result = score_win(hand, win, Situation(riichi=True, tsumo=True))
print(f"{hand.text} + {win.text}, riichi tsumo:", end=" ")
print(f"{result.han} han {result.fu} fu, {result.points} points")
print("  yaku: " + ", ".join(f"{y.name} {y.han}" for y in result.yaku))
acting = ", ".join(f"{tile.text} as {kind_name(kind)}" for tile, kind in result.assignment)
print(f"  shuugi {result.shuugi}; galaxy tiles: {acting}")
