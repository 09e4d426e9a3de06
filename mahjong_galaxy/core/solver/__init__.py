"""Which tiles complete a hand, how, and under which galaxy assignment.

Question -> module -> entry:

* every winning tile of a 13-tile hand, with remaining/live counts and wait forms
  -> :mod:`.waits` -> :func:`~.waits.solve_waits`
* is a 14-tile hand complete (agari)? -> :mod:`.agari` -> :func:`~.agari.is_agari`
* every way a hand wins on a tile (groups, wait form, galaxy assignment used)
  -> :mod:`.decomposition` -> :func:`~.decomposition.decompositions`
* which galaxy assignments make the hand tenpai, and on what
  -> :mod:`.assignments` -> :func:`~.assignments.assignment_view`
* how many galaxy assignments make the hand tenpai (no grouping)
  -> :mod:`.assignments` -> :func:`~.assignments.count_assignments`
* the same two (winning kinds with forms, tenpai count) for a hand with calls, block of ranks
  by block, memoised per canonical block -> :mod:`.blocks` -> :func:`~.blocks.block_forms`,
  :func:`~.blocks.block_tenpai` (used by the two above)
* the assignment view's wait-set groups of a hand with calls, block by block
  -> :mod:`.block_groups` -> :func:`~.block_groups.block_wait_sets` (used by the view)

The engine under all of them is :mod:`.rank_dp`, the rank-by-rank dynamic programme for the
regular shape (four mentsu and a jantou) that splits each number's galaxy tiles over the three
suits instead of enumerating assignments; :mod:`.agari` adds seven pairs, kokushi and Milky Way.
A hand with calls is answered block by block (:mod:`.blocks`) when its blocks have few galaxy
splits: the ranks holding tiles fall into independent blocks, each summarised once per process.
"""
