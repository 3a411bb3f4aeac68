# probe: a generator that raises part way when an input item is bad; consumers (list, for with handler, next) see the items before; the generator is finished after
# inputs
items = [3, 2, 0, 5]
# body
def ratios(xs):
    for x in xs:
        yield 12 // x
got = []
try:
    for v in ratios(items):
        got.append(v)
except ZeroDivisionError as e:
    r_err = type(e).__name__
r_got = got
g = ratios(items)
r_first = next(g)
try:
    r_list = list(g)
except ZeroDivisionError as e:
    r_list = type(e).__name__
r_after = next(g, "exhausted")
r_sum = sum(ratios([x for x in items if x]))
r_any = any(v > 5 for v in ratios(items))
