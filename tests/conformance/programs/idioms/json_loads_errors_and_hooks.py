# probe: json.loads on bad text (JSONDecodeError is ValueError), duplicate keys (last wins), object_pairs_hook, parse_int / parse_float hooks
# inputs
text = '{"a": 1, "b": 2.5, "a": 3}'
bad = ["{'a': 1}", "[1,]", "", '{"a" 1}']
# body
import json
r_dup = json.loads(text)
r_pairs = json.loads(text, object_pairs_hook=list)
r_pint = json.loads(text, parse_int=str)
r_pfloat = json.loads(text, parse_float=lambda s: "F" + s)
r_bad = []
for b in bad:
    try:
        json.loads(b)
        r_bad.append("ok")
    except json.JSONDecodeError as e:
        r_bad.append((type(e).__name__, e.pos))
r_ws = json.loads("  [1, 2]\n")
try:
    json.loads("[1] [2]")
    r_extra = "ok"
except ValueError as e:
    r_extra = type(e).__name__
try:
    json.loads(None)
    r_none = "ok"
except TypeError as e:
    r_none = type(e).__name__
