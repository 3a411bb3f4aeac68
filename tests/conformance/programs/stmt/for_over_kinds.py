# probe: iterating each kind of container
# inputs
d = {"b": 1, "a": 2}
s = "xyz"
t = (1, 2)
# body
r_dict = [k for k in d]
r_items = [(k, v) for k, v in d.items()]
r_values = [v for v in d.values()]
r_str = [c for c in s]
r_tuple = [v for v in t]
r_range = [v for v in range(2, 8, 3)]
r_set = sorted(v for v in {3, 1, 2})
r_enumerate = [(i, c) for i, c in enumerate(s, 1)]
r_reversed = [c for c in reversed(s)]
r_zip = [a + b for a, b in zip(s, "ABC")]
