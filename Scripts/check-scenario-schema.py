#!/usr/bin/env python3
"""Checks scenario files against Templates/schemas/scenario.schema.json (JSON Schema 2020-12).

    python3 Scripts/check-scenario-schema.py [--schema PATH] FILE...

Prints `ok FILE` or `reject FILE: <where>: <why>` a file; exits 1 if any file is rejected.
The JSON is read as strictly as mockgen reads it (RFC 8259: UTF-8, no duplicate keys, no NaN or
Infinity, no number beyond a double), so that a file both tools see is the same document.
Needs `pip install jsonschema==4.26.0`.
"""
import json
import math
import os
import sys

import jsonschema


class NotStrictJSON(ValueError):
    pass


def reject_duplicates(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise NotStrictJSON(f'duplicate key "{key}"')
        seen[key] = value
    return seen


def finite(text):
    value = float(text)
    if math.isinf(value):
        raise NotStrictJSON(f"number {text} is too large for a double")
    return value


def whole(text):
    if math.isinf(float(text)):
        raise NotStrictJSON(f"number {text} is too large for a double")
    return int(text)


def no_constants(name):
    raise NotStrictJSON(f"{name} is not JSON")


def load(path):
    with open(path, "rb") as f:
        data = f.read()
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    text = data.decode("utf-8")
    return json.loads(text, object_pairs_hook=reject_duplicates, parse_float=finite,
                      parse_int=whole, parse_constant=no_constants)


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    schema_path = os.path.join(here, "..", "Templates", "schemas", "scenario.schema.json")
    if len(argv) > 1 and argv[0] == "--schema":
        schema_path, argv = argv[1], argv[2:]
    with open(schema_path, "rb") as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failed = False
    for path in argv:
        try:
            document = load(path)
        except (ValueError, UnicodeDecodeError) as error:
            print(f"reject {path}: not JSON: {error}")
            failed = True
            continue
        error = jsonschema.exceptions.best_match(validator.iter_errors(document))
        if error is None:
            print(f"ok {path}")
        else:
            failed = True
            print(f"reject {path}: {error.json_path}: {error.message}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
