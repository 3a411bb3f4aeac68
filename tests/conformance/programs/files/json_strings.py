# probe: json.loads and json.dumps in memory
# inputs
text = '{"a": [1, 2.5, true, null], "b": "x"}'
# body
import json
data = json.loads(text)
r_data = data
r_dumps = json.dumps(data)
r_sorted = json.dumps({"b": 1, "a": 2}, sort_keys=True)
r_indent = json.dumps([1], indent=2)
r_tuple = json.dumps((1, 2))
r_round = json.loads(json.dumps(data)) == data
try:
    json.loads("{bad")
except json.JSONDecodeError as e:
    r_bad = (type(e).__name__, issubclass(json.JSONDecodeError, ValueError))
