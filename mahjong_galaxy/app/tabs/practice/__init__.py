"""The Practice tab.

- practice_tab -> ``PracticeTab``: the wait quiz, the 何切る drill, the history dialog, the Solo
  game launcher (the table window, Open game log… for a replay)
- game_page -> ``GamePage``: the solo game's control (game loop, computer timers, the human's
  clicks and buttons, hint line); drawn by ``app.table``
- game_log -> ``GameLogPanel``: the human's turns, opening a turn or the hand in the analyzer,
  saving the log
- game_texts: the game's words (``Texts``, round and seat names, action labels, result text)
"""
