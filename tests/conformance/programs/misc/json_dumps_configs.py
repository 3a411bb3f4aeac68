# probe: json.dumps of harness config dicts: sort_keys, indent (int, 0, string), separators, non-string keys (int, float, bool, None), tuples, nested empties, floats/inf/nan, ensure_ascii, default=, and the errors it raises; loads round trips
# inputs
cfg = {"name": "gemm", "dims": (128, 256), "lr": 1e-3, "tags": [], "meta": {}, "ok": True, "none": None}
mixed = {2: "two", 1.5: "x", True: "t", None: "n", "s": 0}
# body
import json
r_plain = json.dumps(cfg)
r_sorted = json.dumps(cfg, sort_keys=True)
r_indent2 = json.dumps({"a": [1, {"b": []}], "c": {}}, indent=2)
r_indent0 = json.dumps({"a": [1, 2]}, indent=0)
r_indent_str = json.dumps({"a": [1]}, indent="\t")
r_compact = json.dumps(cfg, separators=(",", ":"))
r_indent_seps = json.dumps({"a": 1, "b": 2}, indent=1, separators=(",", ": "))
r_mixed_keys = json.dumps(mixed)
r_floats = json.dumps([1.0, 0.1, 1e20, 1e-7, 1e16, 123456789.0, -0.0, 2 ** 64, float("inf"), float("-inf"), float("nan")])
r_unicode = json.dumps({"k": "é✓\n\"q\""})
r_unicode_raw = json.dumps({"k": "é✓"}, ensure_ascii=False)
r_default = json.dumps({"s": {3, 1, 2}}, default=sorted)
r_default_str = json.dumps({"p": 1j}, default=str)
r_nested_tuple = json.dumps([(1, (2, 3)), []])
r_bool_keys = json.dumps({False: 0, True: 1})
r_top_scalars = [json.dumps(None), json.dumps("x"), json.dumps(3), json.dumps(True)]
try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    r_set_err = (type(e).__name__, str(e))
try:
    json.dumps({(1, 2): "x"})
except TypeError as e:
    r_tuple_key_err = (type(e).__name__, str(e))
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    r_nan_err = (type(e).__name__, str(e))
try:
    json.dumps({1: "a", "b": 2}, sort_keys=True)
except TypeError as e:
    r_sort_mixed_err = (type(e).__name__, str(e))
r_skipkeys = json.dumps({(1, 2): "x", "y": 1}, skipkeys=True)
r_roundtrip = json.loads(json.dumps(cfg))
r_roundtrip_keys = json.loads(json.dumps({1: "a", 2.5: "b"}))
r_loads = json.loads('{"a": [1, 2.0, null, true], "b": {"c": "d"}, "a": 3}')
r_loads_big = json.loads("[1e400, -1e400, 12345678901234567890, 1.0]")
r_loads_nan = json.loads("[NaN, Infinity]")
try:
    json.loads("{'a': 1}")
except json.JSONDecodeError as e:
    r_loads_err = (type(e).__name__, e.msg, e.pos)
try:
    json.loads("")
except ValueError as e:
    r_loads_empty = (type(e).__name__, str(e))
r_pretty_lines = json.dumps({"b": [1, 2], "a": {"x": None}}, indent=4, sort_keys=True).splitlines()
