# probe: json.loads with object_pairs_hook, object_hook, parse_int, parse_float, parse_constant: what each turns the values into
# inputs
text = '{"b": 1, "a": [2.5, 3], "c": {"x": NaN}}'
# body
import json
from collections import OrderedDict
r_pairs = json.loads(text, object_pairs_hook=lambda ps: [k for k, _ in ps])
r_hook = json.loads(text, object_hook=lambda d: sorted(d))
r_int = json.loads(text, parse_int=str)["a"]
r_float = json.loads(text, parse_float=lambda s: "F" + s)["a"]
r_const = json.loads(text, parse_constant=lambda s: s.lower())["c"]
r_od = type(json.loads(text, object_pairs_hook=OrderedDict)).__name__
r_plain = json.loads(text)["b"]
