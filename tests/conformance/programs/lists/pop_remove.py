# probe: pop (default, index, negative), remove (first match), and their errors
# inputs
items = [5, 6, 7, 6, 8]
# body
a = list(items)
r_pop = a.pop()
r_pop0 = a.pop(0)
r_pop_neg = a.pop(-2)
r_after_pop = a
b = list(items)
b.remove(6)
r_remove = b
try:
    b.remove(99)
except ValueError as e:
    r_remove_err = type(e).__name__
try:
    [].pop()
except IndexError as e:
    r_pop_err = type(e).__name__
