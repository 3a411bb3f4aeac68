# probe: each json.load makes new objects (changing one load leaves the other); json.load after the file was read to its end is JSONDecodeError; json.loads of what was read
# inputs
extra = 9
# body
import json
import os
path = os.path.join(os.path.dirname(__file__), "cfg.json")
with open(path) as f:
    one = json.load(f)
with open(path) as f:
    two = json.load(f)
one["a"].append(extra)
one["b"]["c"] = 0
r_one = one
r_two = two
with open(path) as f:
    text = f.read()
    try:
        json.load(f)
        r_again = "ok"
    except json.JSONDecodeError as e:
        r_again = type(e).__name__
r_loads = json.loads(text)["b"]
