# probe: a key function that appends to the list being sorted makes list.sort raise ValueError (list modified during sort)
# inputs
xs = [3, 1, 2]
# body
b = list(xs)
try:
    b.sort(key=lambda v: (b.append(0), v)[1])
    r_append = "ok"
except ValueError as e:
    r_append = type(e).__name__
r_after = b
