# probe: json.dumps of result rows: inf/nan written as Infinity/NaN, allow_nan=False (ValueError), int keys become strings, tuple keys (TypeError), sort_keys with mixed key types (TypeError), default= for enums and sets, round-trip changes
# inputs
time_us = float("inf")
rows = {"gemm": {1: 2.5, 8: 3.0}}
# body
import json, enum
class Mode(enum.Enum):
    BF16 = "bf16"
def attempt(fn):
    try:
        return ("ok", fn())
    except (ValueError, TypeError) as e:
        return ("err", type(e).__name__)
r_inf = json.dumps({"us": time_us, "nan": float("nan")})
r_strict = attempt(lambda: json.dumps([time_us], allow_nan=False))
r_int_keys = json.dumps(rows)
r_roundtrip = json.loads(json.dumps(rows))
r_tuple_key = attempt(lambda: json.dumps({(1, 2): 3}))
r_mixed_sorted = attempt(lambda: json.dumps({1: "a", "b": 2}, sort_keys=True))
r_mixed_unsorted = attempt(lambda: json.dumps({1: "a", "b": 2}))
r_enum = attempt(lambda: json.dumps({"mode": Mode.BF16}))
r_default = json.dumps({"mode": Mode.BF16, "s": {3, 1}}, default=lambda o: o.value if isinstance(o, Mode) else sorted(o))
r_indent = json.dumps({"a": [1, 2]}, indent=2).splitlines()
r_sep = json.dumps({"a": 1, "b": None, "c": True}, separators=(",", ":"))
r_bool_key = json.dumps({True: 1, None: 2, 1.5: 3})
