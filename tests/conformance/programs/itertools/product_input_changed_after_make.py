# probe: product copies its inputs when made: a list appended to, or an element list mutated, after making; the mutation of an element object is seen (shared), the append is not
# inputs
xs = [[1], [2]]
# body
import itertools
p = itertools.product(xs, "a")
xs.append([3])
xs[0].append(99)
r_p = list(p)
ys = [1, 2]
q = itertools.product(ys, repeat=2)
r_q_first = next(q)
ys.clear()
r_q_rest = list(q)
