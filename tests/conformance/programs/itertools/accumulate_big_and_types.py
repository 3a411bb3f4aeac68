# probe: accumulate with big ints past 64 bits, an initial float over ints, initial bool, a list of lists (concatenation makes new lists)
# inputs
big = 2 ** 62
# body
import itertools
r_big = list(itertools.accumulate([big, big, big]))
r_neg_big = list(itertools.accumulate([-big, -big, -big, -big]))
r_init_float = list(itertools.accumulate([1, 2], initial=0.5))
r_init_bool = list(itertools.accumulate([1, 2], initial=True))
r_init_str = list(itertools.accumulate(["b"], initial="a"))
lists = [[1], [2]]
acc = list(itertools.accumulate(lists))
r_lists = acc
r_first_same = acc[0] is lists[0]
r_types = [type(v).__name__ for v in itertools.accumulate([1, 2.0, 3])]
