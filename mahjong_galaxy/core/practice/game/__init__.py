"""Solo Galaxy Mahjong against computer players: wall, round engine, computer players, game log.

Question -> module -> entry:

* the tiles and the dead wall -> :mod:`.wall` -> :class:`~.wall.Wall`
* one round (deal to win or draw) -> :mod:`.round` -> :class:`~.round.Round`
* a whole East-only game, standings -> :mod:`.game` -> :class:`~.game.Game`
* the table rules where tables differ -> :mod:`.table` -> :class:`~.table.TableRules`
* the actions a player can take -> :mod:`.actions` -> :class:`~.actions.Action`
* which tiles make a call -> :mod:`.calls` -> :func:`~.calls.call_options`
* the call advice from a seat's view, as a legal action -> :mod:`.call_player`
  -> :func:`~.call_player.claim_advice` (the advised level: 5, :data:`~.ai.ADVISED`)
* who pays what at the end of a round -> :mod:`.settle` -> :func:`~.settle.win_deltas`
* what one seat may see -> :mod:`.view` -> :func:`~.view.player_view`
* the table situation a seat sees (danger, the analyzer) -> :mod:`.table_view`
  -> :func:`~.table_view.table_of`, :func:`~.table_view.replayed_table`
* computer players and named levels -> :mod:`.ai` -> :func:`~.ai.new_player`
* the discard analysis they use -> :mod:`.analysis` -> :func:`~.analysis.rank_discards`
* discards by hand value (open hands keep their yaku, dora kept among equals) -> :mod:`.value_play`
  -> :func:`~.value_play.open_discard`, :func:`~.value_play.most_valuable`
* the assist hint line -> :mod:`.hints` -> :func:`~.hints.hint_lines`
* the human's game as the app drives it -> :mod:`.session` -> :class:`~.session.GameSession`
* the game log and past turns -> :mod:`.log` -> :func:`~.log.load_log`, :func:`~.log.position_at`
* the table after any logged event (replay) -> :mod:`.replay` -> :func:`~.replay.table_at`
* whether a log's events follow from each other -> :mod:`.replay` -> :func:`~.replay.check_replay`
* is a log well formed (its JSON Schema) -> :mod:`.schema` -> :func:`~.schema.schema_errors`
* abortive draws, nagashi, kuikae, pao -> :mod:`.special` -> :func:`~.special.kuikae_kinds`
* which discards leave a hand tenpai (riichi) -> :mod:`.tenpai` -> :func:`~.tenpai.tenpai_discards`
* are the rules kept (invariants) -> :mod:`.referee` -> :class:`~.referee.Referee`
* computer levels against each other -> :mod:`.selfplay` -> :func:`~.selfplay.self_play`
"""
