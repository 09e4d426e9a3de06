"""Languages of the UI (Qt translation files) and translated names of tiles and terms.

Translations live in ``mahjong_galaxy/resources/translations/mahjong_galaxy_<code>.qm``
(sources: the ``.ts`` files beside them, edited with Qt Linguist; rebuild the ``.qm`` with
``pyside6-lrelease``).  English is the source language and needs no file.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.texts import join_words
from mahjong_galaxy.core.tiles import EAST, WHITE, Tile, kind_name

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"
LANGUAGES = {"en": "English", "ja": "日本語"}


def system_language() -> str:
    """The UI language for the system locale: ``"ja"`` for Japanese, else ``"en"``."""
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"


_INSTALLED = ["en"]  # the language of the last Translators.install


class Translators:
    """Installs the app's (and Qt's own) translator for the chosen language."""

    def __init__(self) -> None:
        self.language = "en"
        self._installed: list[QTranslator] = []

    def install(self, language: str) -> bool:
        """Switch the application to ``language``; widgets get a LanguageChange event.

        Returns:
            False when no translation file exists for ``language`` (English is used).
        """
        app = QCoreApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = []
        self.language = language if language in LANGUAGES else "en"
        _INSTALLED[0] = self.language
        if self.language == "en":
            QLocale.setDefault(QLocale(QLocale.Language.English))
            return language == "en"
        ok = self._load(f"mahjong_galaxy_{self.language}", str(TRANSLATIONS))
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        self._load(f"qtbase_{self.language}", qt_dir)
        QLocale.setDefault(QLocale(self.language))
        return ok

    def _load(self, name: str, directory: str) -> bool:
        translator = QTranslator()
        if not translator.load(name, directory):
            return False
        QCoreApplication.instance().installTranslator(translator)
        self._installed.append(translator)
        return True


def ui_language() -> str:
    """The language the UI shows now, the app's setting: ``"ja"`` or ``"en"`` (the last
    :meth:`Translators.install`; not the system locale)."""
    return _INSTALLED[0]


def join_list(words: Iterable[str]) -> str:
    """``words`` as one list in the UI language: ``"Right, Across"`` / ``"下家、対面"``."""
    return join_words(words, ui_language())


def tr(context: str, text: str) -> str:
    """Translate ``text`` in ``context`` (for code outside QObject methods)."""
    return QCoreApplication.translate(context, text)


def agari_text() -> str:
    """What the Discard and Calls tabs say of a complete hand, in the UI language."""
    return QCoreApplication.translate(
        "Terms", "Complete hand (agari): its score is on the Win tab."
    )


def shanten_text(shanten: int) -> str:
    """A shanten number in words: ``"tenpai"`` (聴牌) at 0, ``"2-shanten"`` (2向聴) above,
    ``"complete (agari)"`` (和了形) at -1; Japanese never says 0向聴."""
    if shanten < 0:
        return QCoreApplication.translate("Shanten", "complete (agari)")
    if shanten == 0:
        return QCoreApplication.translate("Shanten", "tenpai")
    return QCoreApplication.translate("Shanten", "{0}-shanten").format(shanten)


def error_text(error: HandError) -> str:
    """A :class:`HandError`'s message in the UI language (its templates are translated in
    context ``"HandError"``), without the position."""
    return error.render(lambda template: QCoreApplication.translate("HandError", template))


def with_position(error: HandError) -> str:
    """:func:`error_text` with the 1-based character position, e.g. ``"... (at character
    5)"`` (``"…（5文字目）"``), as the CLI says it."""
    if error.position is None:
        return error_text(error)
    where = QCoreApplication.translate("HandError", "(at character {0})")
    return f"{error_text(error)} {where.format(error.position + 1)}"


def honor_name(kind: int) -> str:
    """Translated name of an honour kind 27..33 (East ... Red)."""
    names = (
        QCoreApplication.translate("Terms", "East"),
        QCoreApplication.translate("Terms", "South"),
        QCoreApplication.translate("Terms", "West"),
        QCoreApplication.translate("Terms", "North"),
        QCoreApplication.translate("Terms", "White"),
        QCoreApplication.translate("Terms", "Green"),
        QCoreApplication.translate("Terms", "Red"),
    )
    return names[kind - EAST]


def kind_label(kind: int) -> str:
    """``"5m"`` for numbers, the translated name for honours (``"East"`` / ``"東"``)."""
    return kind_name(kind) if kind < EAST else honor_name(kind)


def acts_as_text(tile: Tile) -> str:
    """Tooltip text saying what a tile is and, for a galaxy tile, what it can act as."""
    if not tile.galaxy:
        return (
            kind_label(tile.kind)
            if not tile.red
            else QCoreApplication.translate("Terms", "red five {0}").format(kind_name(tile.kind))
        )
    if not tile.suit_known:
        number = tile.kind % 9 + 1
        return QCoreApplication.translate(
            "Terms", "Galaxy {0} (printed suit unknown): acts as {0}m, {0}p or {0}s"
        ).format(number)
    if tile.kind < EAST:
        number = tile.kind % 9 + 1
        return QCoreApplication.translate("Terms", "Galaxy {0}: acts as {1}m, {1}p or {1}s").format(
            kind_name(tile.kind), number
        )
    if tile.kind < WHITE:
        return QCoreApplication.translate(
            "Terms", "Galaxy {0}: acts as any wind (East, South, West or North)"
        ).format(honor_name(tile.kind))
    return QCoreApplication.translate(
        "Terms", "Galaxy {0}: acts as any dragon (White, Green or Red)"
    ).format(honor_name(tile.kind))


def form_name(form: str) -> str:
    """Translated wait form (ryanmen, kanchan, penchan, shanpon, tanki, milky_way)."""
    names = {
        "ryanmen": QCoreApplication.translate("Terms", "ryanmen"),
        "kanchan": QCoreApplication.translate("Terms", "kanchan"),
        "penchan": QCoreApplication.translate("Terms", "penchan"),
        "shanpon": QCoreApplication.translate("Terms", "shanpon"),
        "tanki": QCoreApplication.translate("Terms", "tanki"),
        "milky_way": QCoreApplication.translate("Terms", "Milky Way"),
    }
    return names.get(form, form)


def shape_name(shape: str) -> str:
    """Translated decomposition shape (regular, chiitoitsu, kokushi, milky_way)."""
    names = {
        "regular": QCoreApplication.translate("Terms", "4 mentsu + jantou"),
        "chiitoitsu": QCoreApplication.translate("Terms", "seven pairs"),
        "kokushi": QCoreApplication.translate("Terms", "kokushi"),
        "milky_way": QCoreApplication.translate("Terms", "Milky Way"),
    }
    return names.get(shape, shape)


def forms_text(forms: frozenset[str] | set[str]) -> str:
    """Wait forms in a fixed order, translated and joined."""
    order = ("ryanmen", "kanchan", "penchan", "shanpon", "tanki", "milky_way")
    return join_list(form_name(f) for f in order if f in forms)


def stars_legend() -> str:
    """One line explaining the 0-3 stars shown under tiles in the discard views."""
    return QCoreApplication.translate(
        "Stars",
        "★ under a tile: how much discarding it hurts — no star: it costs little, "
        "★★★: keep it (discarding it sets the hand back).",
    )


def stars_tooltip(stars: int) -> str:
    """Hover text for a tile or table cell with ``stars`` (0-3) stars (core ``discard._stars``:
    3 = shanten goes up; 2 / 1 = ukeire under 60 % / 90 % of the best discard's)."""
    texts = (
        QCoreApplication.translate(
            "Stars", "No star: discarding this tile keeps at least 90 % of the best ukeire."
        ),
        QCoreApplication.translate(
            "Stars", "★: discarding this tile keeps 60-90 % of the best ukeire."
        ),
        QCoreApplication.translate(
            "Stars", "★★: discarding this tile keeps less than 60 % of the best ukeire."
        ),
        QCoreApplication.translate(
            "Stars", "★★★: keep this tile — discarding it raises the shanten."
        ),
    )
    return texts[max(0, min(stars, 3))]
