# probe: starred targets in assignments and for loops
# inputs
seq = [1, 2, 3, 4, 5]
# body
a, *b, c = seq
r_a, r_b, r_c = a, b, c
*init, last = seq
r_init, r_last = init, last
first, *rest = "xyz"
r_first, r_rest = first, rest
x, *y = [1]
r_empty_star = y
r_loop = [(h, t) for h, *t in [(1, 2, 3), (4,)]]
try:
    p, q, *r = [1]
    r_short = "ok"
except ValueError as e:
    r_short = type(e).__name__
