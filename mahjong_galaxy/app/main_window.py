"""The analyzer window: palette, hand editor and a tab per feature.

Adding a feature tab takes one line in :data:`TABS`::

    TabSpec("discard", QT_TRANSLATE_NOOP("Tabs", "Discard"), DiscardTab),

The factory (the tab class, or any callable) is called as ``factory(context)`` with the
window's :class:`AnalyzerContext` and must return a QWidget.  Code outside this module may call
:func:`register_tab` instead.  A tab whose factory raises shows the error in its place instead
of breaking the window.  The window's signals are wired in one place,
:meth:`MainWindow._connect_signals`.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QByteArray,
    QCoreApplication,
    QEvent,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QProgressBar,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_galaxy.app import gc_guard, solver_process
from mahjong_galaxy.app.about import display_name, show_about
from mahjong_galaxy.app.context import AnalyzerContext
from mahjong_galaxy.app.editor import EditorState, Snapshot, validate
from mahjong_galaxy.app.help import HelpDialog
from mahjong_galaxy.app.i18n import LANGUAGES, Translators, error_text
from mahjong_galaxy.app.jobs import Analysis
from mahjong_galaxy.app.report import report_text
from mahjong_galaxy.app.tabs.assignments_tab import AssignmentsTab
from mahjong_galaxy.app.tabs.calls_tab import CallsTab
from mahjong_galaxy.app.tabs.discard_tab import DiscardTab
from mahjong_galaxy.app.tabs.practice.practice_tab import PracticeTab
from mahjong_galaxy.app.tabs.waits_tab import WaitsTab
from mahjong_galaxy.app.tabs.win_tab import WinTab
from mahjong_galaxy.app.widgets.decomposition_view import DecompositionDelegate
from mahjong_galaxy.app.widgets.hand_panel import HandPanel
from mahjong_galaxy.app.widgets.palette import Palette
from mahjong_galaxy.app.widgets.tile_painter import cjk_family, warm_up_jobs
from mahjong_galaxy.app.workers import TaskRunner
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import parse_hand, parse_with_visible
from mahjong_galaxy.core.notation import parse_tiles
from mahjong_galaxy.core.rules import DEFAULT_RULES, Rules
from mahjong_galaxy.core.table import parse_table
from mahjong_galaxy.core.tiles import Tile

DEFAULT_HAND = "77m67p234p3s8g5g6g2g4g"
#: Shown (in English, which any font draws) when Japanese is chosen but no font has its glyphs.
NO_CJK_FONT = (
    "No Japanese font found: Japanese text shows as boxes. Install one, e.g. on Debian/Ubuntu: "
    "sudo apt-get install fonts-noto-cjk"
)
WARM_HEIGHTS = (40, 42, 44, 50, 60)  # tile heights used by the palette, rack and results
COMPACT_HEIGHT = 760  # below this window height the calls and visible rows fold into one line
TabFactory = Callable[[AnalyzerContext], QWidget]
RULE_OPTIONS = ("identical_pairs", "milky_way")  # boolean fields of Rules offered in the menu


@dataclass(frozen=True)
class TabSpec:
    """One tab of the analyzer.

    Attributes:
        key: stable id (``context.show_tab(key)``).
        title: English title, translated in context ``"Tabs"`` (mark it with QT_TRANSLATE_NOOP).
        factory: the tab class (or any callable); called as ``factory(context)``.
    """

    key: str
    title: str
    factory: TabFactory


TABS: list[TabSpec] = [
    TabSpec("waits", QT_TRANSLATE_NOOP("Tabs", "Waits"), WaitsTab),
    TabSpec("assignments", QT_TRANSLATE_NOOP("Tabs", "By galaxy assignment"), AssignmentsTab),
    TabSpec("win", QT_TRANSLATE_NOOP("Tabs", "Win"), WinTab),
    TabSpec("discard", QT_TRANSLATE_NOOP("Tabs", "Discard"), DiscardTab),
    TabSpec("calls", QT_TRANSLATE_NOOP("Tabs", "Calls"), CallsTab),
    TabSpec("practice", QT_TRANSLATE_NOOP("Tabs", "Practice"), PracticeTab),
]


def register_tab(spec: TabSpec) -> None:
    """Add a tab (for windows created afterwards); replaces a tab with the same key."""
    TABS[:] = [t for t in TABS if t.key != spec.key] + [spec]


def _build_tab(spec: TabSpec, context: AnalyzerContext) -> QWidget:
    try:
        return spec.factory(context)
    except Exception:  # a broken feature tab must not take the window down
        label = QLabel("".join(traceback.format_exc(limit=3)))
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        return label


def _scrollable(widget: QWidget) -> QScrollArea:
    """Tabs scroll when the window is smaller than their minimum size."""
    scroll = QScrollArea()
    scroll.setWidget(widget)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    return scroll


class MainWindow(QMainWindow):
    """The Galaxy Mahjong analyzer window."""

    def __init__(
        self,
        settings: QSettings | None = None,
        translators: Translators | None = None,
        hand: str | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.translators = translators or Translators()
        self.editor = EditorState(self)
        solver_process.start()  # fork the solver process before any worker thread exists
        gc_guard.install()  # garbage with Qt objects is collected on this thread only
        self.runner = TaskRunner(parent=self)
        self.context = AnalyzerContext(self.editor, self.runner, parent=self)
        self.context.set_tab_switcher(self.show_tab)
        self.typed = ""
        self.context.rules = self._saved_rules()
        self._load_hand(hand)  # before the tabs are built: they see the hand at once
        self._build()
        if self.settings is not None and self.settings.value("table/open", "false") == "true":
            self.hand_panel.table.set_expanded(True)
        self._build_menus()
        self._connect_signals()
        self.resize(1320, 860)
        self._restore_geometry()
        self._edited()
        self.retranslate()
        self._warm_jobs = warm_up_jobs(
            WARM_HEIGHTS, [DecompositionDelegate.TILE_HEIGHT], self.devicePixelRatioF()
        )
        self._warm_up.start(0)

    def _connect_signals(self) -> None:
        """Every connection between the window's parts (qutebrowser's pattern): who reacts to
        an edit, to an analysis, to the palette and to the menu toggles.  Menu actions are
        connected to their commands where they are created (``_build_menus``); each tab
        connects itself to the context it is given."""
        self.palette_widget.tileChosen.connect(self.hand_panel.add)
        self.hand_panel.targetChanged.connect(self._show_typing)
        self.hand_panel.table.riverTileClicked.connect(self.context.choose_offer)
        self.hand_panel.table.expandedChanged.connect(self._fit_hand_area)
        self.hand_panel.table.pickedChanged.connect(self._edited)
        self.editor.changed.connect(self._edited)
        self.editor.rejected.connect(self._show_rejected)
        self.context.busyChanged.connect(self.busy_bar.setVisible)
        self.context.analysisReady.connect(self._analysed)
        self.actions["auto_sort"].toggled.connect(self.editor.set_auto_sort)
        self.actions["palette"].toggled.connect(self.show_palette)
        self.actions["calls_rows"].triggered.connect(self._calls_rows_chosen)
        self.hand_panel.compactChanged.connect(lambda compact: self._calls_rows_chosen(not compact))
        self.splitter.splitterMoved.connect(self._palette_resized)
        self.analysis_area.splitterMoved.connect(self._hand_resized)
        for option in RULE_OPTIONS:
            self.actions[f"rule_{option}"].toggled.connect(
                lambda on, o=option: self.set_rule(o, on)
            )
        self._warm_up.timeout.connect(self._warm_up_step)

    def _warm_up_step(self) -> None:
        """Pre-render a few tile faces per idle moment (see ``warm_up_jobs``)."""
        for _ in range(6):
            if not self._warm_jobs:
                self._warm_up.stop()
                return
            self._warm_jobs.pop()()

    # -- layout ----------------------------------------------------------------------------
    def _build(self) -> None:
        self._warm_up = QTimer(self)
        self.palette_widget = Palette()
        scroll = QScrollArea()
        scroll.setWidget(self.palette_widget)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(self.palette_widget.minimumSizeHint().width() + 24)
        self.palette_area = scroll
        self.hand_panel = HandPanel(self.editor)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tab_widgets: dict[str, QWidget] = {}
        self.tab_specs = list(TABS)
        for spec in self.tab_specs:
            widget = _build_tab(spec, self.context)
            self.tab_widgets[spec.key] = widget
            self.tabs.addTab(_scrollable(widget), spec.title)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.hand_panel)
        right.addWidget(self.tabs)
        right.setStretchFactor(1, 1)
        right.setChildrenCollapsible(False)
        self.analysis_area = right
        self._hand_sized_by_user = False
        self._calls_rows_by_user: bool | None = None  # None: by the window height
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(scroll)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setCollapsible(1, False)  # the palette may be collapsed, the analysis not
        self._palette_sized_by_user = False
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 0)
        layout.addWidget(self.splitter)
        self.setCentralWidget(central)
        self.typing_label = QLabel()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumWidth(120)
        self.busy_bar.setMaximumHeight(14)
        self.busy_bar.hide()
        self.font_warning = QLabel(NO_CJK_FONT)  # English on purpose: readable without the font
        self.font_warning.setStyleSheet("color: #c62828;")
        self.font_warning.setToolTip(NO_CJK_FONT)
        self.font_warning.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.font_warning.hide()
        self.statusBar().addWidget(self.font_warning, 1)  # takes the free width, clips
        self.statusBar().addPermanentWidget(self.typing_label)
        self.statusBar().addPermanentWidget(self.busy_bar)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menus = {
            name: bar.addMenu("") for name in ("file", "edit", "view", "rules", "language", "help")
        }
        self.actions: dict[str, QAction] = {}

        def add(
            menu: str, name: str, slot: Callable[[], object], keys: list[QKeySequence] | None = None
        ) -> QAction:
            action = QAction(self)
            action.triggered.connect(lambda _=False: slot())
            if keys:
                action.setShortcuts(keys)
                action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.menus[menu].addAction(action)
            self.actions[name] = action
            return action

        add("file", "copy_report", self.copy_report)
        add("file", "save_image", self.save_image, [QKeySequence(QKeySequence.StandardKey.Save)])
        self.menus["file"].addSeparator()
        add("file", "quit", self.close, _keys(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        add("edit", "undo", self.editor.undo, [QKeySequence(QKeySequence.StandardKey.Undo)])
        add(
            "edit",
            "redo",
            self.editor.redo,
            _keys(QKeySequence.StandardKey.Redo, "Ctrl+Y"),
        )
        self.menus["edit"].addSeparator()
        add("edit", "copy", self.copy_hand, [QKeySequence(QKeySequence.StandardKey.Copy)])
        add("edit", "paste", self.paste_hand, [QKeySequence(QKeySequence.StandardKey.Paste)])
        add("edit", "clear", self.editor.clear)
        add("edit", "example", lambda: self.open_hand(DEFAULT_HAND))
        palette = add("view", "palette", lambda: None, [QKeySequence("F9")])
        palette.setCheckable(True)
        palette.setChecked(True)
        calls_rows = add("view", "calls_rows", lambda: None)
        calls_rows.setCheckable(True)
        calls_rows.setChecked(True)
        add("view", "auto_sort", lambda: None).setCheckable(True)
        for option in RULE_OPTIONS:
            rule = add("rules", f"rule_{option}", lambda: None)
            rule.setCheckable(True)
            rule.setChecked(bool(getattr(self.context.rules, option)))
        group = QActionGroup(self)
        for code, name in LANGUAGES.items():
            action = add("language", f"lang_{code}", lambda c=code: self.set_language(c))
            action.setText(name)
            action.setCheckable(True)
            group.addAction(action)
        add("help", "help_notation", lambda: self.show_help("notation"), [QKeySequence("F1")])
        add("help", "help_rules", lambda: self.show_help("rules"))
        add("help", "help_keys", lambda: self.show_help("keys"))
        self.menus["help"].addSeparator()
        add("help", "about", self.about)

    # -- palette width ---------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._palette_sized_by_user:
            self.splitter.setSizes([self.palette_width(), self.width()])
        if self._calls_rows_by_user is None:  # small windows fold them: the tabs need the room
            self._show_calls_rows(self.height() >= COMPACT_HEIGHT)
        self._fit_hand_area()
        # again once the layout has given the splitter its new width (before the first show
        # its panes still have their construction widths, where the rack wraps)
        QTimer.singleShot(0, self, self._fit_hand_area)

    def _fit_hand_area(self, *_: object) -> None:
        """The editing area as tall as its tiles need (unless the user dragged the splitter)."""
        if self._hand_sized_by_user:
            return
        width = self.splitter.sizes()[1]
        self.hand_panel.layout().activate()  # rows just folded or shown count at once
        needed = self.hand_panel.heightForWidth(width)
        if needed <= 0:
            needed = self.hand_panel.sizeHint().height()
        self.analysis_area.setSizes([needed, self.height()])

    def _calls_rows_chosen(self, on: bool) -> None:
        """The user showed or folded the calls and visible rows: keep that at any size."""
        self._calls_rows_by_user = on
        self._show_calls_rows(on)

    def _show_calls_rows(self, on: bool) -> None:
        self.actions["calls_rows"].setChecked(on)
        if self.hand_panel.compact == on:
            self.hand_panel.set_compact(not on)
            self._fit_hand_area()

    def palette_width(self) -> int:
        """Default palette width: full-size tiles, but at most 28 % of a small window."""
        natural = self.palette_widget.width_for(self.palette_widget.max_tile_height) + 24
        return max(self.palette_area.minimumWidth(), min(natural, int(self.width() * 0.28)))

    def _palette_resized(self) -> None:
        self._palette_sized_by_user = True
        self.actions["palette"].setChecked(self.splitter.sizes()[0] > 0)

    def _hand_resized(self) -> None:
        self._hand_sized_by_user = True

    def show_palette(self, on: bool) -> None:
        """Show the tile palette, or collapse it to give the analysis the whole width."""
        self.palette_area.setVisible(on)
        self.actions["palette"].setChecked(on)

    # -- tabs ------------------------------------------------------------------------------
    def tab(self, key: str) -> QWidget:
        """The widget of tab ``key``."""
        return self.tab_widgets[key]

    def show_tab(self, key: str) -> None:
        """Bring tab ``key`` to the front."""
        if key in self.tab_widgets:
            self.tabs.setCurrentIndex(self.tab_index(key))

    def tab_index(self, key: str) -> int:
        """Position of tab ``key`` in the tab bar."""
        return [spec.key for spec in self.tab_specs].index(key)

    # -- hand ------------------------------------------------------------------------------
    def open_hand(self, text: str) -> bool:
        """Load ``text`` as the hand (undoable); False with a status message if invalid."""
        try:
            self.editor.set_hand_text(text)
        except HandError as error:
            self.statusBar().showMessage(error_text(error), 6000)
            return False
        return True

    def _edited(self) -> None:
        self.actions["undo"].setEnabled(self.editor.can_undo())
        self.actions["redo"].setEnabled(self.editor.can_redo())
        self.actions["auto_sort"].blockSignals(True)
        self.actions["auto_sort"].setChecked(self.editor.auto_sort)
        self.actions["auto_sort"].blockSignals(False)
        snapshot = self.editor.snapshot
        self.palette_widget.update_counts(
            [*snapshot.hand.all_tiles, *snapshot.seen, *self.hand_panel.pending_tiles()]
        )

    def _analysed(self, analysis: Analysis) -> None:
        self.statusBar().clearMessage()
        self.hand_panel.show_complete(analysis.hand if analysis.agari else None)

    def _show_rejected(self, message: str) -> None:
        self.statusBar().showMessage(message, 6000)

    # -- clipboard and export ------------------------------------------------------------
    def open_table(self, text: str) -> bool:
        """Use the table in ``text`` (its text form) and open the table section; False, with a
        message on stderr, if it is invalid."""
        try:
            self.editor.set_table_text(text)
        except HandError as error:
            print(f"table: {error}", file=sys.stderr)
            return False
        self.hand_panel.table.set_expanded(True)
        return True

    def copy_hand(self) -> None:
        """Ctrl+C: the hand's notation to the clipboard."""
        QGuiApplication.clipboard().setText(self.editor.hand_text)
        self.statusBar().showMessage(self.tr("Copied {0}").format(self.editor.hand_text), 3000)

    def paste_hand(self) -> None:
        """Ctrl+V: a hand in notation from the clipboard."""
        self.open_hand(QGuiApplication.clipboard().text().strip())

    def copy_report(self) -> None:
        """The hand and its analysis as plain text to the clipboard."""
        QGuiApplication.clipboard().setText(report_text(self.context))
        self.statusBar().showMessage(self.tr("Copied the analysis as text"), 3000)

    def save_image(self, path: str | None = None) -> bool:
        """Save a PNG of the hand and results (asks for a file name when ``path`` is None)."""
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save image"), "hand.png", self.tr("PNG images (*.png)")
            )
            if not path:
                return False
        ok = self.analysis_area.grab().save(path, "PNG")
        self.statusBar().showMessage(
            self.tr("Saved {0}").format(path) if ok else self.tr("Could not save {0}").format(path),
            4000,
        )
        return ok

    def show_help(self, page: str) -> HelpDialog:
        """Open the help dialog at ``page`` (notation, rules or keys); returns it (not modal)."""
        dialog = HelpDialog(list(self.actions.values()), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show_page(page)
        dialog.show()
        return dialog

    def about(self) -> None:
        """Show the About box (name, version from the package metadata, licence)."""
        show_about(self)

    # -- keyboard typing -----------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if event.key() == Qt.Key.Key_Backspace:
            if self.typed:
                self.typed = self.typed[:-1]
            else:
                self.hand_panel.remove_last()
        elif event.key() == Qt.Key.Key_Escape:
            self.typed = ""
        elif text and text.isdigit():
            self.typed += text
        elif text and text in "mpszMPSZg" and self.typed:
            self._add_typed(self.typed + text)
            self.typed = ""
        else:
            super().keyPressEvent(event)
            return
        self._show_typing()
        event.accept()

    def _add_typed(self, text: str) -> None:
        try:
            tiles: list[Tile] = [t for t, _ in parse_tiles(text)]
        except HandError as error:
            self.statusBar().showMessage(error_text(error), 5000)
            return
        for tile in tiles:
            if not self.hand_panel.add(tile):
                break

    def _show_typing(self, *_: object) -> None:
        target = self._target_name(self.hand_panel.target)
        typing = self.tr("typing")
        typed = f"  {typing}: {self.typed}…" if self.typed else ""
        self.typing_label.setText(self.tr("Adding to: {0}").format(target) + typed)

    def _target_name(self, target: str) -> str:
        """The area ``target`` in words for the status bar ("rack", "river (right)", ...)."""
        part, _, seat = target.partition(":")
        parts = {
            "hand": self.tr("rack"),
            "meld": self.tr("call"),
            "visible": self.tr("other tiles seen"),
            "dora": self.tr("dora indicators"),
            "river": self.tr("river"),
            "called": self.tr("called tiles"),
            "melds": self.tr("melds"),
        }
        if not seat:
            return parts[part]
        seats = {
            "self": self.tr("you"),
            "right": self.tr("right"),
            "across": self.tr("across"),
            "left": self.tr("left"),
        }
        return f"{parts[part]} ({seats[seat]})"

    # -- rules -----------------------------------------------------------------------------
    def set_rule(self, option: str, on: bool) -> None:
        """Turn rule ``option`` (a field of :class:`Rules`) on or off, remember it and
        re-analyse the hand in every tab."""
        self.context.set_rules(replace(self.context.rules, **{option: on}))
        self.actions[f"rule_{option}"].setChecked(on)
        if self.settings is not None:
            self.settings.setValue(f"rules/{option}", "true" if on else "false")

    def _saved_rules(self) -> Rules:
        """The rules saved in the settings (defaults for options never set)."""
        if self.settings is None:
            return DEFAULT_RULES
        values = {
            option: self.settings.value(f"rules/{option}", getattr(DEFAULT_RULES, option))
            in (True, "true")
            for option in RULE_OPTIONS
        }
        return replace(DEFAULT_RULES, **values)

    # -- language --------------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """Switch the UI language (``"en"`` or ``"ja"``) and remember it."""
        self.translators.install(code)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)  # apply now
        if self.settings is not None:
            self.settings.setValue("language", self.translators.language)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set texts in the current language."""
        self.setWindowTitle(f"{display_name()} — 銀河麻雀")
        self.font_warning.setVisible(self.translators.language == "ja" and cjk_family() is None)
        titles = {
            "file": self.tr("&File"),
            "edit": self.tr("&Edit"),
            "view": self.tr("&View"),
            "rules": self.tr("&Rules"),
            "language": self.tr("&Language"),
            "help": self.tr("&Help"),
        }
        for name, menu in self.menus.items():
            menu.setTitle(titles[name])
        texts = {
            "copy_report": self.tr("Copy as text"),
            "save_image": self.tr("Save image…"),
            "quit": self.tr("Quit"),
            "undo": self.tr("Undo"),
            "redo": self.tr("Redo"),
            "copy": self.tr("Copy hand"),
            "paste": self.tr("Paste hand"),
            "clear": self.tr("Clear"),
            "example": self.tr("Example hand"),
            "auto_sort": self.tr("Auto-sort rack"),
            "palette": self.tr("Tile palette"),
            "calls_rows": self.tr("Calls and table"),
            "rule_identical_pairs": self.tr("Seven pairs: allow identical pairs"),
            "rule_milky_way": self.tr("Milky Way yakuman (14 galaxy tiles)"),
            "help_notation": self.tr("Notation cheat sheet"),
            "help_rules": self.tr("Galaxy rules"),
            "help_keys": self.tr("Keyboard shortcuts"),
            "about": self.tr("About"),
        }
        for name, text in texts.items():
            self.actions[name].setText(text)
        self.actions[f"lang_{self.translators.language}"].setChecked(True)
        for i, spec in enumerate(self.tab_specs):
            self.tabs.setTabText(i, QCoreApplication.translate("Tabs", spec.title))
        self._show_typing()

    # -- settings --------------------------------------------------------------------------
    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry") if self.settings else None
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)

    def _load_hand(self, hand: str | None) -> None:
        """The hand given, else the last hand saved, else the example hand."""
        settings = self.settings
        if settings is not None:
            self.editor.auto_sort = settings.value("hand/auto_sort", "true") in (True, "true")
        text = hand
        if text is None and settings is not None:
            text = str(settings.value("hand/text", DEFAULT_HAND))
        saved = settings is not None and hand is None
        visible = str(settings.value("hand/visible", "")) if saved and settings else ""
        table = str(settings.value("hand/table", "")) if saved and settings else ""
        self.editor.reset(_snapshot(text or DEFAULT_HAND, visible, table))

    def save_settings(self) -> None:
        """Remember geometry, language, hand and visible tiles."""
        if self.settings is None:
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("language", self.translators.language)
        self.settings.setValue("hand/text", self.editor.hand_text)
        self.settings.setValue("hand/visible", self.editor.visible_text)
        self.settings.setValue("hand/table", self.editor.table_text)
        self.settings.setValue("table/open", "true" if self.hand_panel.table.expanded else "false")
        self.settings.setValue("hand/auto_sort", "true" if self.editor.auto_sort else "false")
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_settings()
        self.runner.pool.clear()
        super().closeEvent(event)


def _keys(standard: QKeySequence.StandardKey, extra: str) -> list[QKeySequence]:
    """The platform's bindings for ``standard`` plus ``extra``, without duplicates."""
    keys = [k for k in QKeySequence.keyBindings(standard) if not k.isEmpty()]
    wanted = QKeySequence(extra)
    return keys if wanted in keys else [wanted, *keys]


def _snapshot(text: str, visible: str, table: str = "") -> Snapshot:
    """The editor state for a saved hand and table; the example hand if the saved one is
    invalid."""
    try:
        hand, seen = parse_with_visible(text, sizes=range(15), visible=visible)
        snapshot = Snapshot(hand.tiles, hand.melds, seen, parse_table(table, hand))
        validate(snapshot)
        return snapshot
    except HandError:
        hand = parse_hand(DEFAULT_HAND)
        return Snapshot(hand.tiles, hand.melds, ())
