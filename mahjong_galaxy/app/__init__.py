"""PySide6 desktop app of the Galaxy Mahjong analyzer.

Map (part -> module -> entry):

- start: main (the ``mahjong-galaxy`` command) -> ``main``; selftest -> ``run_self_test``;
  syslibs (missing Qt libraries, before Qt loads); style; about; i18n (translators, terms)
- window: main_window -> ``MainWindow`` (palette, editing area, one tab per feature in ``TABS``,
  signals wired in ``MainWindow._connect_signals``); editor -> ``EditorState`` (the hand and
  the table around it being edited, undo); report (the analysis as text)
- shared state: context -> ``AnalyzerContext`` (current hand, latest analysis, jobs)
- process boundary: jobs (Qt-free: every function the solver child runs, typed results);
  job_control (Qt-free: progress and cancellation of long jobs in shared memory);
  solver_process (the child, forked on Linux; thread fallback); workers (``TaskRunner``,
  ``BatchFetcher``: keyed jobs, results back in the UI thread)
- widgets/: tile_painter, tile_widgets, palette, hand_panel, table_editor, notation_field,
  decomposition_view
- models/: Qt item models (assignments, decompositions)
- table/: the solo game table: model ``TableModel``, table_widget ``TableWidget``, game_window
  ``GameWindow``, results_dialog ``ResultsDialog``, replay_window ``ReplayWindow``
- tabs/: waits_tab ``WaitsTab``, assignments_tab ``AssignmentsTab``, win_tab ``WinTab``,
  discard_tab ``DiscardTab``, calls_tab ``CallsTab``, practice/ ``PracticeTab`` (quiz, drill,
  solo game page)
"""
