"""Pure-Python core of the Galaxy Mahjong analyzer (imports no Qt).

The nouns live here: :mod:`.tiles` (kinds, galaxy classes), :mod:`.notation` (mpsz text),
:mod:`.hand` (concealed tiles plus melds, validated), :mod:`.table` (the table around a hand:
winds, turn, dora indicators, rivers with riichi, called tiles, melds), :mod:`.rules` (rule
options) and :mod:`.errors` (:class:`~.errors.HandError`).  Each question has its own subpackage:

* :mod:`.solver` - which tiles complete a hand, how, under which galaxy assignment;
* :mod:`.efficiency` - shanten, ukeire, what to discard, per-yaku shanten;
* :mod:`.scoring` - what a win is worth (yaku, han, fu, points, dora, shuugi, furiten);
* :mod:`.decision` - judgement: expected value, danger, call advice;
* :mod:`.practice` - the wait quiz, the 何切る drill and the solo game.

``docs/ARCHITECTURE.md`` draws the map and the data flow of one edit.
"""
