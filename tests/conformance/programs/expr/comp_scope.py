# probe: comprehension variables do not leak; outer names are visible; class bodies
# inputs
x = "outer"
n = 3
# body
r_comp = [x for x in range(n)]
r_x_after = x
r_gen_sees_global = [n * i for i in range(2)]
class C:
    k = 2
    vals = [i * 2 for i in range(3)]
    first = [k for _ in range(1)] if False else None
r_class_vals = C.vals
try:
    class D:
        k = 2
        vals = [k for _ in range(2)]
    r_class_scope = D.vals
except NameError as e:
    r_class_scope = type(e).__name__
