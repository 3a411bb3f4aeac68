# probe: list.extend / += with a generator over the same list see the items appended so far; slice assignment and extend(list) take a snapshot first
# inputs
xs = [1, 2]
limit = 3
# body
a = list(xs)
a.extend(v + 1 for v in a if v < limit)
r_extend_gen = a
a = list(xs)
a += (v + 1 for v in a if v < limit)
r_iadd_gen = a
a = list(xs)
a[len(a):] = (v + 1 for v in a if v < limit)
r_slice_gen = a
a = list(xs)
a.extend([v + 1 for v in a if v < limit])
r_extend_list = a
a = list(xs)
a.extend(map(lambda v: v + 1, filter(lambda v: v < limit, a)))
r_extend_map = a
