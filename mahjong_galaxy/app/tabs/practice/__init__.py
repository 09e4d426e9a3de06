"""The Practice tab.

- practice_tab -> ``PracticeTab``: the wait quiz, the 何切る drill, the history dialog
- game_page -> ``GamePage``: the solo game against computer players
"""
