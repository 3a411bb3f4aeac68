# probe: enumerate with and without start, over strings and dicts
# inputs
items = ["a", "b", "c"]
start = 10
# body
r_plain = list(enumerate(items))
r_start = list(enumerate(items, start))
r_kw_start = list(enumerate("xy", start=-1))
r_dict = list(enumerate({"k": 1}))
e = enumerate(items)
r_next = next(e)
r_rest = list(e)
