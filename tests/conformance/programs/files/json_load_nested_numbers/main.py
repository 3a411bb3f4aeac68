# probe: json.load of nested data: key order, a repeated key (first place, last value), ints beyond 64 bits, -0, exponents, inf from overflow, escapes, empty containers
# inputs
fname = "data.json"
# body
import json
import os
with open(os.path.join(os.path.dirname(__file__), fname), encoding="utf-8") as f:
    d = json.load(f)
r_keys = list(d)
r_layers = [l["d"] for l in d["model"]["layers"]]
r_act = d["model"]["layers"][1]["act"]
r_nums = d["nums"]
r_types = [type(x).__name__ for x in d["nums"]]
r_text = d["text"]
r_dup = d["dup"]
r_empty = (d["empty"], d["empty_list"])
