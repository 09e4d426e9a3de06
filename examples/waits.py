"""Every winning tile of a 13-tile hand, with the copies left and the wait forms.

Run: python examples/waits.py [HAND]   (the README's example hand by default)
"""

import sys

from mahjong_galaxy.core import parse_hand, solve_waits

hand = parse_hand(sys.argv[1] if len(sys.argv) > 1 else "77m67p234p3s8g5g6g2g4g", sizes=(13,))
result = solve_waits(hand)
print(f"{hand.text}: {'tenpai' if result.tenpai else 'not tenpai'}")
for wait in result.winners:  # normal kinds first, then galaxy tiles by printed kind
    forms = ", ".join(sorted(wait.forms))
    print(f"  {wait.tile.text:>3}  remaining {wait.remaining}  live {wait.live}  {forms}")
