# probe: product of strs, dicts (keys), sets of ints, a range, an empty one, with repeat=2; its tuples' order; a generator input consumed at once
# inputs
xs = [1, 2]
# body
import itertools
r_str = ["".join(t) for t in itertools.product("ab", "xy")]
r_dict = list(itertools.product({"k": 1, "j": 2}, [0]))
r_range = list(itertools.product(range(2), repeat=2))
r_with_empty = list(itertools.product(xs, [], xs))
r_repeat_pair = list(itertools.product(xs, "z", repeat=2))
log = []
def gen():
    for x in xs:
        log.append(x)
        yield x
p = itertools.product(gen(), "c")
r_log_at_make = list(log)
r_p = list(p)
r_count = sum(1 for _ in itertools.product(xs, xs, xs))
r_repeat_true = list(itertools.product(xs, repeat=True))
try:
    itertools.product(xs, repeat="2")
    r_bad_repeat = "none"
except TypeError as e:
    r_bad_repeat = type(e).__name__
