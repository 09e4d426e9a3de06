"""Solo Galaxy Mahjong against computer players: wall, round engine, computer players, game log."""
