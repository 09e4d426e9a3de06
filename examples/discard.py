"""What to discard from 14 tiles (何切る): every discard ranked, with ukeire and stars.

Run: python examples/discard.py [HAND]
"""

import sys

from mahjong_galaxy.core import discard_options, parse_hand

hand = parse_hand(sys.argv[1] if len(sys.argv) > 1 else "77m67p234p3s5s8g5g6g2g4g", sizes=(14,))
print(f"{hand.text}:")
for option in discard_options(hand):  # best first: shanten, then ukeire, then live waits
    line = f"  cut {option.tile.text:>3}  shanten {option.shanten}  ukeire {option.ukeire.total}"
    print(line, "*" * option.stars)
