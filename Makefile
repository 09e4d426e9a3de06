PY := .venv/bin/python
export QT_QPA_PLATFORM ?= $(if $(DISPLAY)$(WAYLAND_DISPLAY),,offscreen)

.PHONY: run test lint bench dist dist-test clean

.venv: pyproject.toml
	test -x $(PY) || python3 -m venv .venv
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch .venv

EXAMPLE_HAND := 77m67p234p3s8g5g6g2g4g

run: .venv
	@test -n "$(DISPLAY)$(WAYLAND_DISPLAY)" || echo "make run: no display here, so the app runs offscreen and shows nothing (Ctrl+C stops it). To see it: .venv/bin/mahjong-galaxy --screenshot shot.png $(EXAMPLE_HAND)"
	.venv/bin/mahjong-galaxy $(EXAMPLE_HAND)

lint: .venv
	$(PY) -m ruff check mahjong_galaxy tests bench packaging examples
	$(PY) -m ruff format --check mahjong_galaxy tests bench packaging examples
	$(PY) -m mypy mahjong_galaxy/core

test: .venv lint
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: .venv
	QT_QPA_PLATFORM=offscreen $(PY) -m bench

dist: .venv
	$(PY) packaging/build_bundle.py

# Release check, not part of `make test` (the PyInstaller build takes ~2 min): see packaging/README.md.
dist-test: dist
	$(PY) packaging/dist_test.py

clean:
	rm -rf .venv build dist .pytest_cache .mypy_cache .ruff_cache
