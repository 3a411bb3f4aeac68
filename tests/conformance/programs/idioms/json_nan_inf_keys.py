# probe: json NaN/Infinity round trip (loads gives nan back), allow_nan=False ValueError, float/bool/None keys converted, loads of bare constants
# inputs
vals = [1.5, float("nan"), float("-inf"), 2]
# body
import json, math
s = json.dumps(vals)
r_s = s
back = json.loads(s)
r_nan_back = math.isnan(back[1])
r_inf_back = back[2]
r_eq = back == vals
try:
    json.dumps(vals, allow_nan=False)
    r_strict = "ok"
except ValueError as e:
    r_strict = type(e).__name__
r_keys = json.dumps({1.5: "a", True: "b", None: "c", 2: "d"})
r_keys_back = sorted(json.loads(r_keys))
r_loads_consts = [json.loads(t) for t in ("NaN", "-Infinity", "null", "true", "1e2", "10")]
r_types = [type(x).__name__ for x in r_loads_consts]
try:
    json.loads("nan")
    r_lower = "ok"
except ValueError as e:
    r_lower = type(e).__name__
r_decode_err = issubclass(json.JSONDecodeError, ValueError)
