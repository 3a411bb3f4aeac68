# probe: json.dumps with tuple keys (TypeError), skipkeys=True drops them, sort_keys over mixed int/str (TypeError), ensure_ascii on/off
# inputs
d = {("gemm", "f16"): 1.0, "add": 2.0}
mixed = {2: "x", "1": "y"}
name = "héllo"
# body
import json
try:
    json.dumps(d)
    r_tuple = "ok"
except TypeError as e:
    r_tuple = type(e).__name__
r_skip = json.dumps(d, skipkeys=True)
try:
    r_mixed = json.dumps(mixed, sort_keys=True)
except TypeError as e:
    r_mixed = type(e).__name__
r_mixed_unsorted = json.dumps(mixed)
r_ascii = json.dumps(name)
r_utf = json.dumps(name, ensure_ascii=False)
r_flat = json.dumps({"|".join(k) if isinstance(k, tuple) else k: v for k, v in d.items()}, sort_keys=True)
r_const = json.dumps({"z": 1, "a": 2}, sort_keys=True, indent=0)
