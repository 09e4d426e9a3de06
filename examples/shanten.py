"""Shanten per shape (-1 = complete, 0 = tenpai) and, for 13 tiles, the ukeire.

Run: python examples/shanten.py [HAND]
"""

import sys

from mahjong_galaxy.core import calculate_shanten, calculate_ukeire, parse_hand

hand = parse_hand(sys.argv[1] if len(sys.argv) > 1 else "12m456p789s1M2Z457z", sizes=(13, 14))
result = calculate_shanten(hand)
print(f"{hand.text}: shanten {result.shanten}")
print(f"  regular {result.regular}, seven pairs {result.chiitoitsu}, kokushi {result.kokushi}")
if hand.size == 13:
    ukeire = calculate_ukeire(hand)
    tiles = " ".join(t.tile.text for t in ukeire.tiles)
    print(f"  ukeire {ukeire.total} tiles: {tiles}")
