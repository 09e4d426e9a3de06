"""The solo game's table: what is drawn (model.py: TableModel from a player's view and the log)
and how (table_widget.py: TableWidget, a square table painted with the vector tile renderer)."""
