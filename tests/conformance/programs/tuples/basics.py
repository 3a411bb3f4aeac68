# probe: tuple construction, concatenation, repetition, comparison and unpacking
# inputs
t = (1, 2, 3)
# body
r_concat = t + (4,)
r_repeat = (0,) * 3
r_cmp = (t < (1, 2, 4), t == (1, 2, 3), (1, 2) < t)
r_nested = ((1, 2), (3,))[1]
r_in = 2 in t
r_len = len(t)
r_slice = t[1:]
r_from_list = tuple([1]) == (1,)
r_empty = ()
r_hashable = {t: "ok"}[(1, 2, 3)]
a, b, c = t
r_unpack = c
r_tuple_of_list = ([1],)
r_tuple_of_list[0].append(2)
