# probe: input structures through json.dumps/loads: tuples become lists, int keys become strings, sort_keys, nested objects refused by TypeError, default= hook
# inputs
data = {"b": (1, 2), "a": [None, True], 3: "int-key"}
name = "run"
# body
import json
s = json.dumps(data, sort_keys=False)
back = json.loads(s)
r_keys = list(back)
r_b = back["b"]
r_int_key = back.get("3")
r_sorted = json.dumps({"z": 1, "a": name}, sort_keys=True)
class Obj:
    def __init__(self, n):
        self.n = n
try:
    json.dumps({"o": Obj(name)})
    r_obj = "ok"
except TypeError as e:
    r_obj = type(e).__name__
r_hook = json.dumps({"o": Obj(name)}, default=lambda o: vars(o))
r_eq = json.loads(json.dumps(back)) == back
r_sep = json.dumps([name, 1], separators=(",", ":"))
