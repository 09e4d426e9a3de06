"""A small JSON Schema validator for the game log (the keywords its schema uses).

The schema is ``mahjong_galaxy/resources/game-log.schema.json`` (documented in
docs/game-log.md).  Supported keywords (JSON Schema 2020-12 meaning): ``type`` (one name or a
list), ``const``, ``enum``, ``required``, ``properties``, ``additionalProperties`` (false),
``items``, ``minItems``, ``maxItems``, ``minimum``, ``maximum`` and ``oneOf``; others are ignored.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
}


@cache
def log_schema() -> dict[str, Any]:
    """The game log's JSON Schema (loaded once from the package resources)."""
    text = resources.files("mahjong_galaxy").joinpath("resources/game-log.schema.json")
    schema: dict[str, Any] = json.loads(text.read_text("utf-8"))
    return schema


def schema_errors(value: Any, schema: dict[str, Any], where: str = "$") -> list[str]:
    """Every way ``value`` breaks ``schema``, as ``"<JSON path>: <problem>"`` lines ([] = valid)."""
    if "type" in schema and not _has_type(value, schema["type"]):
        return [f"{where}: expected {schema['type']}, got {type(value).__name__}"]
    if "const" in schema and value != schema["const"]:
        return [f"{where}: expected {schema['const']!r}"]
    if "enum" in schema and value not in schema["enum"]:
        return [f"{where}: {value!r} is not one of {schema['enum']}"]
    if "oneOf" in schema:
        return _one_of(value, schema["oneOf"], where)
    errors: list[str] = []
    if isinstance(value, dict):
        errors += _object_errors(value, schema, where)
    if isinstance(value, list):
        errors += _array_errors(value, schema, where)
    if isinstance(value, int | float) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            errors.append(f"{where}: {value} is below {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            errors.append(f"{where}: {value} is above {schema['maximum']}")
    return errors


def _has_type(value: Any, names: str | list[str]) -> bool:
    for name in [names] if isinstance(names, str) else names:
        if isinstance(value, bool) and name in ("integer", "number"):
            continue
        if isinstance(value, _TYPES[name]):
            return True
    return False


def _one_of(value: Any, options: list[dict[str, Any]], where: str) -> list[str]:
    results = [schema_errors(value, option, where) for option in options]
    matching = sum(not r for r in results)
    if matching == 1:
        return []
    if matching > 1:
        return [f"{where}: matches {matching} alternatives, not exactly one"]
    return min(results, key=len)  # the closest alternative's problems


def _object_errors(value: dict[str, Any], schema: dict[str, Any], where: str) -> list[str]:
    errors = [f"{where}: missing '{key}'" for key in schema.get("required", ()) if key not in value]
    properties = schema.get("properties", {})
    for key, item in value.items():
        if key in properties:
            errors += schema_errors(item, properties[key], f"{where}.{key}")
        elif schema.get("additionalProperties") is False:
            errors.append(f"{where}: unexpected '{key}'")
    return errors


def _array_errors(value: list[Any], schema: dict[str, Any], where: str) -> list[str]:
    errors = []
    if len(value) < schema.get("minItems", 0):
        errors.append(f"{where}: fewer than {schema['minItems']} items")
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        errors.append(f"{where}: more than {schema['maxItems']} items")
    if "items" in schema:
        for i, item in enumerate(value):
            errors += schema_errors(item, schema["items"], f"{where}[{i}]")
    return errors
