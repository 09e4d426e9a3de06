"""How far a hand is from tenpai, and what to draw or cut.

Question -> module -> entry:

* shanten of a hand, per shape -> :mod:`.shanten` -> :func:`~.shanten.calculate_shanten`
* which draws lower the shanten (ukeire) -> :mod:`.ukeire` -> :func:`~.ukeire.calculate_ukeire`
* what to discard from 14 tiles (何切る table) -> :mod:`.discard`
  -> :func:`~.discard.discard_options` (only its lowest-shanten rows, faster:
  :func:`~.discard.best_discard_options`)
* shanten towards each yaku (for calls) -> :mod:`.yaku_shanten`
  -> :func:`~.yaku_shanten.yaku_shanten`

Underneath: :mod:`.block_tables` (the best mentsu/taatsu/jantou block value of one suit, for every
budget) and :mod:`.galaxy_split` (the best block value with galaxy number tiles split over the
suits, exactly, without enumerating assignments).
"""
