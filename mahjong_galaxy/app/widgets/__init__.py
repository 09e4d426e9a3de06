"""Widgets shared by the window and the tabs.

- tile_painter: vector tile faces -> ``paint_tile``, ``TileLook``
- tile_widgets: a row of tiles with drag and drop, palette buttons -> ``TileStrip``, ``PaletteTile``
- palette: every tile with the copies still available -> ``Palette``
- hand_panel: notation field, rack, call builder, visible tiles -> ``HandPanel``
- decomposition_view: decompositions drawn as tiles -> ``DecompositionList``
"""
