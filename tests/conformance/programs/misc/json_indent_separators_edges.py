# probe: json.dumps indent variants (0, negative, string), default separators with indent (no trailing space), empty containers, nested lists
# inputs
row = {"a": [1, {"b": []}], "c": {}}
# body
import json
r_indent0 = json.dumps(row, indent=0)
r_indent_neg = json.dumps([1, 2], indent=-1)
r_indent_str = json.dumps([1], indent="..")
r_indent2 = json.dumps(row, indent=2).splitlines()
r_sep_indent = json.dumps({"x": 1, "y": 2}, indent=1, separators=(", ", ": "))
r_empty = json.dumps({"l": [], "d": {}}, indent=4)
r_compact = json.dumps(row, separators=(",", ":"))
r_none = json.dumps(None)
r_str = json.dumps("a\"b\\c\n")
r_loads_str = json.loads(r_str)
r_unicode = json.dumps("\u00e9\u4e2d")
r_float = [json.dumps(x) for x in (1.0, 1e20, 1e-7, 0.1 + 0.2, -0.0)]
r_int_big = json.dumps(2 ** 70)
r_bool_list = json.dumps([True, False, None])
