# probe: slice assignment from a generator or iterator that reads the list being assigned: the source is consumed whole before the list changes
# inputs
base = [1, 2, 3, 4, 5]
k = 2
# body
a = list(base)
a[1:3] = (x * 10 for x in a)
r_gen_self = a
a = list(base)
a[::2] = (x + k for x in a[1::2] + [0])
r_ext_gen = a
a = list(base)
a[:k] = iter(a)
r_iter_self = a
a = list(base)
a[k:] = reversed(a)
r_reversed_self = a
a = list(base)
a[:] = a
r_self_full = a
a = list(base)
a[::-1] = a
r_self_reverse = a
a = list(base)
a[1::2] = a[::2][:2]
r_self_ext = a
a = list(base)
try:
    a[::2] = (x for x in a)
except ValueError as e:
    r_ext_gen_bad = (type(e).__name__, a)
a = list(base)
a[len(a):] = map(lambda v: -v, a)
r_map_tail = a
