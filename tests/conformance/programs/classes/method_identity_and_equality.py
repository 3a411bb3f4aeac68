# probe: `is` and `==` of bound methods (a new object at each read, equal when of the same object and function), `functools.partial` objects and iterators (equal only to themselves), a built-in's methods
# inputs
k = 1
# body
import functools
import itertools
def add(a, b):
    return a + b
class C:
    def m(self):
        return k
    def n(self):
        return k
c = C()
d = C()
b = c.m
r_bound_is_itself = b is b
r_bound_eq_itself = b == b
r_bound_reads_is = c.m is c.m
r_bound_reads_eq = c.m == c.m
r_other_object = c.m == d.m
r_other_function = c.m == c.n
r_in_list = b in [c.m]
f = functools.partial(add, k)
g = functools.partial(add, k)
r_partial_is = f is f
r_partial_eq = f == f
r_partials_eq = f == g
r_partial_in = f in [g, f]
it = itertools.chain([k], [2])
r_iter_is = iter(it) is it
r_iter_eq = it == itertools.chain([k], [2])
xs = [k]
r_method_is = xs.append is xs.append
