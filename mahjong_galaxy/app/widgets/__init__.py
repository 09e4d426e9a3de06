"""Widgets shared by the window and the tabs.

- tile_painter: vector tile faces -> ``paint_tile``, ``TileLook``
- tile_widgets: a row of tiles with drag and drop, palette buttons -> ``TileStrip``, ``PaletteTile``
- palette: every tile with the copies still available -> ``Palette``
- hand_panel: notation field, rack, call builder, the table section -> ``HandPanel``
- table_editor: the table around the hand with tiles (rivers, riichi, called tiles, melds, winds,
  turn, dora) beside its text form -> ``TableEditor``; wind choices -> ``wind_combo``
- notation_field: a line of notation with its error inline -> ``NotationField``
- decomposition_view: decompositions drawn as tiles -> ``DecompositionList``
- wrapped_label: a word-wrapped label as tall as its lines at its width -> ``WrappedLabel``
"""
