"""Judgement: what a choice is worth (expected value, danger, call advice).

The decision engine builds on the solver, efficiency and scoring packages.

Question -> module -> entry:

* what each winning tile of a 13-tile hand is worth (ron/tsumo, riichi/dama) and the expected
  points of a win -> :mod:`.values` -> :func:`~.values.tile_values`
* what each wait set of the galaxy assignments is worth (its winning tiles valued over its own
  assignments only) -> :mod:`.group_values` -> :func:`~.group_values.group_values`
* how dangerous is each tile against each opponent -> :mod:`.danger`
  -> :func:`~.danger.danger_table`
* push or fold: each discard's gain against its risk, and the advice -> :mod:`.push_fold`
  -> :func:`~.push_fold.defence`
* the legal calls as options (pon, chi, open kan on a discard; closed / added kans on a draw;
  kuikae refused) -> :mod:`.legal_calls` -> :func:`~.legal_calls.offered_calls`,
  :func:`~.legal_calls.own_kans`
* pass, chi, pon or kan, and with which tiles (call advice) -> :mod:`.calls`
  -> :func:`~.calls.advise_call`, :func:`~.calls.advise_kan`
* what a hand is worth, quickly (shanten, ukeire, yaku within reach, estimated points)
  -> :mod:`.hand_value` -> :func:`~.hand_value.hand_value`
* what to discard by expected value (tenpai / win probability, expected points by turn, the
  one-player model of mahjong-cpp) -> :mod:`.ev` -> :func:`~.ev.evaluate` (past its state
  budget the labelled fallback: :func:`~.ev.ukeire_table`); underneath
  :mod:`.ev_wall` (tile types, wall, shanten memo), :mod:`.ev_graph` (the transition graph),
  :mod:`.ev_score` (points of the wins), :mod:`.ev_solve` (backward induction over turns)

Underneath the danger: :mod:`.furiten_cover` (which kinds an opponent is known to be furiten on:
genbutsu, passed after riichi, the order of discards across seats) and :mod:`.wait_model` (the
opponent's wait distribution over ryanmen/kanchan/penchan/shanpon/tanki shapes).
"""
