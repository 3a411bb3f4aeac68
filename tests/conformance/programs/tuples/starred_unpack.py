# probe: unpacking tuples with starred targets, nested targets, swaps, and count errors
# inputs
t = (1, 2, 3, 4, 5)
pair = ("k", (10, 20))
# body
first, *mid, last = t
r_first_mid_last = (first, mid, last)
r_mid_type = type(mid).__name__
*head, = t
r_head = head
(k, (v1, v2)) = pair
r_nested = (k, v1, v2)
k2, (*vs, vlast) = pair
r_nested_star = (k2, vs, vlast)
a, b = b, a = 7, 8
r_chain = (a, b)
x, y = 1, 2
x, y = y, x
r_swap = (x, y)
try:
    p, q = t
except ValueError as e:
    r_too_many = type(e).__name__
    r_too_many_msg = str(e)
try:
    p, q, r, s, u, w = t
except ValueError as e:
    r_too_few = type(e).__name__
    r_too_few_msg = str(e)
try:
    a1, *b1, c1, d1, e1, f1, g1 = t
except ValueError as e:
    r_star_short = type(e).__name__
    r_star_short_msg = str(e)
r_loop = [(a2, b2) for (a2, *b2) in ((1,), (2, 3), (4, 5, 6))]
r_literal = (*t[:2], *"ab", 0)
r_dict_star = (*{"z": 1, "y": 2},)
i, j = "xy"
r_str = (i, j)
try:
    m, n = 5
except TypeError as e:
    r_int_unpack = type(e).__name__
