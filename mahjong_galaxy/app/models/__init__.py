"""Qt item models of the app (data for the table and list views, no drawing).

- assignments: the "By galaxy assignment" tab's tables -> ``WaitGroupModel`` (wait sets),
  ``AssignmentModel`` (tenpai assignments, fetched lazily from the solver child),
  ``WaitFilter`` (winning-kind / wait-set filter)
- decompositions: the Waits tab's decompositions -> ``DecompositionModel``
"""
