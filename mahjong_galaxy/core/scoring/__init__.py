"""What a win is worth: yaku, han, fu, points, dora, shuugi and furiten.

Question -> module -> entry:

* the score of a winning hand (its best reading) -> :mod:`.win` -> :func:`~.win.score_win`
* how it was won (tsumo/ron, riichi, winds, ...) -> :mod:`.situation`
  -> :class:`~.situation.Situation`
* which kinds the dora indicators make dora -> :mod:`.dora` -> :func:`~.dora.dora_counts`
* shuugi (祝儀) of a declared reading -> :mod:`.shuugi` -> :func:`~.shuugi.concealed_shuugi`
* is a waiting hand furiten? -> :mod:`.furiten` -> :func:`~.furiten.check_furiten`
* yaku names, fu items and limit levels in English or Japanese -> :mod:`.names`
  -> :func:`~.names.yaku_name`, :func:`~.names.fu_reason`, :func:`~.names.level_name`

:mod:`.library` is the adapter to the ``mahjong`` library (PyPI): once every galaxy tile has an
acting kind the hand is ordinary riichi mahjong, and that library gives yaku, fu and points.  It
and :mod:`.names` (whose Japanese yaku names are keyed by the library's yaku classes) are the
only modules that import ``mahjong`` (the library's docstring says how a declared reading is handed
to the library's hand divider).
"""
