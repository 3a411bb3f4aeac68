# probe: report rows through json.dumps/json.loads: tuples become lists, int keys become str, sort_keys, indent lines, separators
# inputs
rows = [{"op": "gemm", "shape": (128, 256), "us": 12.5, "ok": True}, {"op": "add", "shape": (4,), "us": None, "ok": False}]
keyed = {1: "a", 2: "b"}
# body
import json
s = json.dumps(rows, sort_keys=True)
r_text = s
r_back = json.loads(s)
r_same = r_back == rows
r_shape_type = type(r_back[0]["shape"]).__name__
r_keyed = json.loads(json.dumps(keyed))
r_keyed_same = r_keyed == keyed
r_indent = json.dumps(rows[0], indent=1, sort_keys=True).split("\n")
r_compact = json.dumps(rows[1], separators=(",", ":"))
r_tab = json.dumps([1, [2]], indent="\t")
r_const = json.dumps({"b": 1, "a": [1.0, 2]}, sort_keys=True)
