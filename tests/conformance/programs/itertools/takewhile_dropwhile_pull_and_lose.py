# probe: takewhile consumes the first failing item (lost to the source), dropwhile calls the predicate only until the first failure; predicates raising mid-way; partial consumption by next
# inputs
xs = [1, 3, 5, 2, 7, 9]
# body
import itertools
calls = []
def odd(v):
    calls.append(v)
    return v % 2 == 1
it = iter(xs)
r_take = list(itertools.takewhile(odd, it))
r_take_calls = list(calls)
r_source_left = list(it)
calls.clear()
r_drop = list(itertools.dropwhile(odd, xs))
r_drop_calls = list(calls)
calls.clear()
dw = itertools.dropwhile(odd, xs)
r_dw_created = list(calls)
r_dw_first = next(dw)
r_dw_calls = list(calls)
def boom(v):
    if v == 5:
        raise ValueError
    return True
got = []
tw = itertools.takewhile(boom, xs)
try:
    for v in tw:
        got.append(v)
except ValueError:
    r_tw_err = "ValueError"
r_tw_got = got
r_tw_after = list(tw)
fi = itertools.filterfalse(odd, xs)
calls.clear()
r_ff_first = next(fi)
r_ff_calls = list(calls)
