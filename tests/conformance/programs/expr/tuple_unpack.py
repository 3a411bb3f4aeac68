# probe: tuple unpacking, swaps, nested targets, unpacking from any iterable
# inputs
a = 1
b = 2
# body
a, b = b, a
r_swap = (a, b)
(p, (q, r)), s = (1, (2, 3)), 4
r_nested = (p, q, r, s)
x, y = "hi"
r_str = (x, y)
k1, k2 = {"one": 1, "two": 2}
r_dict_keys = (k1, k2)
[m, n] = range(2)
r_list_target = (m, n)
for i, (j, k) in enumerate([(5, 6), (7, 8)]):
    pass
r_loop = (i, j, k)
try:
    u, w = [1, 2, 3]
    r_err = None
except ValueError as e:
    r_err = type(e).__name__
