"""The editing state behind the rack: edits, limits, text, undo/redo."""

from __future__ import annotations

import pytest

from mahjong_galaxy.app.editor import EditorState, Snapshot
from mahjong_galaxy.app.widgets.palette import available
from mahjong_galaxy.core import hand as core_hand
from mahjong_galaxy.core.errors import HandError
from mahjong_galaxy.core.hand import make_meld
from mahjong_galaxy.core.tiles import g_tile, galaxy_tile, normal_tile
from tests.helpers.app_fixtures import tiles


@pytest.fixture
def editor(qapp: object) -> EditorState:
    state = EditorState()
    rejected: list[str] = []
    state.rejected.connect(rejected.append)
    state.messages = rejected  # type: ignore[attr-defined]
    return state


def texts(state: EditorState) -> list[str]:
    return [t.text for t in state.snapshot.tiles]


def test_add_move_remove_undo_redo(editor: EditorState) -> None:
    for tile in tiles("31m"):
        editor.add_tile(tile)
    assert texts(editor) == ["1m", "3m"]  # auto-sort
    editor.add_tile(normal_tile(1), 0)
    assert texts(editor) == ["1m", "2m", "3m"]
    editor.move_tile(0, 3)
    assert texts(editor) == ["2m", "3m", "1m"] and not editor.auto_sort
    editor.remove_tile(1)
    assert texts(editor) == ["2m", "1m"]
    editor.undo()
    editor.undo()
    assert texts(editor) == ["1m", "2m", "3m"]
    editor.redo()
    assert texts(editor) == ["2m", "3m", "1m"]
    editor.set_auto_sort(True)
    assert texts(editor) == ["1m", "2m", "3m"]


def test_supply_and_size_limits_refuse_edits(editor: EditorState) -> None:
    editor.set_hand_text("555m")
    assert not editor.add_tile(normal_tile(4))
    assert "only 3 normal copies" in editor.messages[-1]  # type: ignore[attr-defined]
    assert editor.add_tile(galaxy_tile(4)) and not editor.add_tile(galaxy_tile(4))
    assert not editor.add_visible(normal_tile(4, red=True))
    editor.set_hand_text("11122233344455m")
    assert not editor.add_tile(normal_tile(20))
    assert "at most 14" in editor.messages[-1]  # type: ignore[attr-defined]


def test_text_errors_leave_state_unchanged(editor: EditorState) -> None:
    editor.set_hand_text("123m")
    with pytest.raises(HandError, match="unknown character"):
        editor.set_hand_text("123q")
    with pytest.raises(HandError):
        editor.set_visible_text("1111m")
    assert editor.hand_text == "123m"


def test_typing_coalesces_into_one_undo_step(editor: EditorState) -> None:
    for text in ("1m", "12m", "123m"):
        editor.set_hand_text(text)
    editor.undo()
    assert editor.hand_text == ""


def test_melds_and_visible_tiles(editor: EditorState) -> None:
    meld = make_meld([(t, 0) for t in tiles("5P67p")], False, 0)
    editor.set_hand_text("123m")
    editor.add_meld(meld)
    editor.add_visible(normal_tile(0))
    assert editor.hand_text == "123m,67p5P"
    assert editor.visible_text == "1m"
    editor.remove_meld(0)
    editor.remove_visible(0)
    assert editor.snapshot == Snapshot(tuple(tiles("123m")), (), ())


def test_palette_availability_counts(qapp: object) -> None:
    held = tiles("55m5M8g8g")
    assert available(normal_tile(4), held) == 1
    assert available(normal_tile(4, red=True), held) == 1
    assert available(galaxy_tile(4), held) == 0
    assert available(galaxy_tile(13), held) == 1
    assert available(g_tile(8), held) == 1
    assert available(galaxy_tile(7), held) == 1  # one of 8M 8P 8S is still unseen
    assert available(galaxy_tile(7), [*held, g_tile(8)]) == 0


def test_hand_text_counts_the_visible_tiles_without_rereading_them(
    editor: EditorState, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The visible tiles of the state are counted as tiles (their text is not parsed again), so
    a copy too many is named in the hand text, where the user is typing."""
    editor.set_visible_text("555m")
    read: list[str] = []
    monkeypatch.setattr(core_hand, "_parse_visible", lambda text: read.append(text) or [])
    with pytest.raises(HandError) as caught:
        editor.set_hand_text("123m5m")
    assert caught.value.message == "too many 5m: only 3 normal copies exist (hand)"
    assert caught.value.position == 4  # the 5m of the hand text
    editor.set_hand_text("123m")
    assert texts(editor) == ["1m", "2m", "3m"] and read == []
