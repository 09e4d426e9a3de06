"""Practice modes: the galaxy wait quiz, the 何切る drill and the solo game (pure Python, no Qt)."""
