# probe: a comprehension's loop variable does not leak or clobber the enclosing one; a for loop's does; nested comprehension sees outer comprehension variable
# inputs
items = [1, 2, 3]
# body
x = "outer"
squares = [x * x for x in items]
r_x_after_comp = x
for x in items:
    pass
r_x_after_for = x
def f():
    y = "local"
    r = {y: y * 2 for y in items}
    return y, r
r_func = f()
r_nested = [[a * b for b in range(a)] for a in items]
g = (z for z in items)
try:
    z
    r_z = "leaked"
except NameError:
    r_z = "not leaked"
total = 0
for i in items:
    total += sum(i for i in range(i))
r_total = (total, i)
