# probe: set update methods with several iterables of mixed kinds, and the return values of mutators
# inputs
base = [1, 2, 3, 4]
other = (3, 4, 5)
# body
s = set(base)
r_update_ret = s.update(other, "ab", range(7, 9), {10: "x"})
r_update = sorted(s, key=str)
s = set(base)
r_iu_ret = s.intersection_update(other, [4, 3, 99])
r_iu = s
s = set(base)
s.difference_update([1], other, set())
r_du = s
s = set(base)
s.symmetric_difference_update(other)
r_sdu = s
try:
    s.symmetric_difference_update([1], [2])
except TypeError as e:
    r_sdu_two = type(e).__name__
s = set(base)
r_sd_list = s.symmetric_difference([1, 1, 9, 9])
r_add_ret = s.add(5)
r_discard_ret = s.discard(42)
try:
    s.remove(42)
except KeyError as e:
    r_remove_missing = type(e).__name__
    r_remove_args = e.args
e2 = set()
try:
    e2.pop()
except KeyError as e:
    r_pop_empty = type(e).__name__
    r_pop_msg = str(e)
one = {7}
r_pop_one = one.pop()
r_after_pop = one
try:
    frozenset().pop
except AttributeError as e:
    r_frozen_pop = type(e).__name__
try:
    s.update(5)
except TypeError as e:
    r_update_int = type(e).__name__
try:
    s.update([[1]])
except TypeError as e:
    r_update_unhashable = type(e).__name__
r_partial = s
r_clear = s.clear()
r_cleared = (s, len(s), bool(s))
