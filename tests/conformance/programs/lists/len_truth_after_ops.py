# probe: length and truthiness after appends, pops and slicing
# inputs
items = ["a"]
# body
a = list(items)
r_len0 = len(a)
a.append("b")
r_len1 = len(a)
a.pop()
a.pop()
r_empty = (len(a), bool(a))
r_slice_len = len(items[5:])
