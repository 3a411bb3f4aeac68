# probe: clear, len, truthiness, equality and `in` after changes
# inputs
d = {"k": 0}
# body
r_bool = bool(d)
r_in = "k" in d
r_value_in = 0 in d
d.clear()
r_after = (len(d), bool(d), d == {})
d["new"] = None
r_none_value_in = "new" in d
