# probe: bools passed where ints are taken: enumerate start, range bounds, islice, round ndigits, insert/pop/index positions, repeat counts
# inputs
t = True
# body
import itertools
r_enum = list(enumerate('ab', t))
r_enum_types = [type(i).__name__ for i, _ in enumerate('ab', t)]
r_enum_big = list(enumerate('ab', 2 ** 62))
r_range = list(range(t, 3))
r_range_types = [type(i).__name__ for i in range(t, 3)]
r_islice = list(itertools.islice('abcdef', t, 5, 2))
r_round = round(2.567, t)
r_mul_types = [type(v).__name__ for v in ([1] * t, 'a' * t)]
r_slice = [1, 2, 3][t:t + t]
r_ins = [1, 2]
r_ins.insert(t, 9)
r_pop = [5, 6, 7].pop(t)
r_repeat = 'ab' * (t + t)
r_index = (1, 2, 3).index(3, t)
r_find = 'abcabc'.find('a', t)
r_count = [1, 1.0, t, 2].count(t)
r_accum = list(itertools.accumulate([t, t, 0.5]))
try:
    list(enumerate('ab', 1.5))
    r_enum_float = 'ok'
except TypeError as e:
    r_enum_float = type(e).__name__
