# probe: moving an item to the front of a list (pop/insert, remove/insert, sorted key), absent items raising ValueError
# inputs
items = ["torch", "triton", "cublas", "triton"]
first = "triton"
absent = "xla"
# body
a = list(items)
a.insert(0, a.pop(a.index(first)))
r_a = a
b = list(items)
b.remove(first)
b.insert(0, first)
r_b = b
r_sorted = sorted(items, key=lambda x: x != first)
try:
    c = list(items)
    c.insert(0, c.pop(c.index(absent)))
    r_c = c
except ValueError as e:
    r_c = type(e).__name__
d = list(items)
try:
    d.remove(absent)
except ValueError:
    pass
r_d = d
r_front = [first] + [x for x in items if x != first]
r_items = items
