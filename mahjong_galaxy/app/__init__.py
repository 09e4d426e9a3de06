"""PySide6 desktop app of the Galaxy Mahjong analyzer."""
