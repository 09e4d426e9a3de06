"""Benchmarks printed by `make bench` (speed targets are checked here, never in timed tests)."""
