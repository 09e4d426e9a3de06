"""The analyzer's feature tabs, each built as ``Tab(context)`` (see ``main_window.TABS``).

- waits_tab -> ``WaitsTab``: tenpai / shanten, winning tiles with counts, decompositions
- assignments_tab -> ``AssignmentsTab``: wait sets and the galaxy assignments behind them
- win_tab -> ``WinTab``: the situation of a win and its score
- discard_tab -> ``DiscardTab``: what to discard (何切る table, ukeire, per-yaku shanten)
- practice/ -> ``PracticeTab``: wait quiz, discard drill, solo game
"""
