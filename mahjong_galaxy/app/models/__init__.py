"""Qt item models of the app (data for the table and list views, no drawing).

- assignments: the "By galaxy assignment" tab's tree -> ``WaitTreeModel`` (wait sets, sorted
  and filtered by a winning kind, each expanding into its tenpai assignments, fetched lazily
  from the solver child)
- decompositions: the Waits tab's decompositions -> ``DecompositionModel``
"""
