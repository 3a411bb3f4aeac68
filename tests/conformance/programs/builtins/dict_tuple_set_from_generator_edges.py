# probe: dict() from a generator of pairs with a bad item (wrong length, not iterable) at position k: the error class, how many pulled; later keys overwrite; set from a generator with unhashable
# inputs
pairs = [("a", 1), ("b", 2), ("abc"), ("c", 3)]
# body
log = []
def gen(items):
    for p in items:
        log.append(p)
        yield p
try:
    r_dict = dict(gen(pairs))
except ValueError as e:
    r_dict = type(e).__name__
r_dict_log = list(log)
log.clear()
try:
    r_dict2 = dict(gen([("a", 1), 5]))
except TypeError as e:
    r_dict2 = type(e).__name__
r_dict2_log = list(log)
r_overwrite = dict(gen([("k", 1), ("k", 2), ("j", 0), ("k", 3)]))
r_two_char = dict(gen(["ab", "cd"]))
log.clear()
try:
    r_set = set(gen([1, [2], 3]))
except TypeError as e:
    r_set = type(e).__name__
r_set_log = list(log)
r_frozen = frozenset(gen([3, 1, 3]))
r_tuple = tuple(gen(iter("xy")))
