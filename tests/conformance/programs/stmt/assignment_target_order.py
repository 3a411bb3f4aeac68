# probe: targets of one assignment are bound left to right (a later target sees an earlier one), chained assignment assigns the same object left to right, and del of several targets in order
# inputs
vals = [10, 20, 30]
# body
a = [0, 0, 0]
i, a[i] = 1, 99
r_left_to_right = (i, a)
b = [0, 0]
j = 0
b[j], j = 5, 1
r_index_first = (b, j)
x = y = []
x.append(1)
r_chained_same = (y, x is y)
d = {}
k = d["k"] = "v"
r_chained_sub = (k, d)
c = [1, 2, 3]
c[0], c[1] = c[1], c[0]
r_swap = c
m, n = n, m = 1, 2
r_double_chain = (m, n)
p = [1, 2, 3, 4]
del p[0], p[0]
r_del_twice = p
q = [1, 2, 3]
t = 5
del q[1], t
r_del_mixed = (q, "t" in globals())
e, f = g, h = vals[:2]
r_chain_unpack = (e, f, g, h)
try:
    w1, w2 = w3 = (1, 2, 3)
except ValueError as err:
    r_partial_chain = (str(err), "w3" in globals())
o = [[0]]
o[0][0] = o = 7
r_target_after = o
lst = [1, 2]
lst[len(lst):] = [lst.copy()]
r_slice_append = lst
