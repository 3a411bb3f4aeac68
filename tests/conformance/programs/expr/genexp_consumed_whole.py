# probe: a generator expression handed straight to a built-in that goes over all of it (tuple,
# list, set, frozenset, sorted, sum, min, max, dict): its body's errors and side effects happen
# there, in order; the same generator kept and pulled later, a shadowed built-in, and min of an
# empty one
# inputs
rows = [[256, 4096], [512, 7168]]
bad = [256, 4096, 7168]
# body
import typing
class Shape(typing.NamedTuple):
    m: int
    k: int
log = []
def seen(x):
    log.append(x)
    return x
r_tuple = tuple(Shape(*mk) for mk in rows)
r_list = list(seen(m * 2) for m, _ in rows)
r_set = sorted(set(seen(k % 5) for _, k in rows))
r_sum = sum(m * k for m, k in rows)
r_minmax = (min(k for _, k in rows), max(seen(m) for m, _ in rows))
r_sorted = sorted(-m for m, _ in rows)
r_dict = dict((str(m), k) for m, k in rows)
r_frozen = len(frozenset(m for m, _ in rows))
r_log = list(log)
try:
    r_arity = tuple(Shape(*mk) for mk in [rows[0], bad])
except TypeError as e:
    r_arity = "TypeError"
try:
    r_flat = tuple(Shape(*mk) for mk in [4096])
except TypeError:
    r_flat = "TypeError"
try:
    r_empty = min(x for x in rows if x[0] > 10**6)
except ValueError as e:
    r_empty = str(e)
try:
    r_div = sum(10 // (m - 256) for m, _ in rows)
except ZeroDivisionError:
    r_div = "ZeroDivisionError"
r_walrus = list((last := m) for m, _ in rows)
r_last = last
lazy = (seen(-m) for m, _ in rows)
log.clear()
r_before_pull = list(log)
r_pulled = list(lazy)
r_after_pull = list(log)
def tuple(it):
    return "shadowed"
r_shadowed = tuple(m for m, _ in rows)
