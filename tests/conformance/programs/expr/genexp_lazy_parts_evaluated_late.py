# probe: a generator expression evaluates its first iterable at once (errors too) but its conditions, nested iterables and element only when pulled
# inputs
xs = [1, 2, 3]
# body
log = []
def src(tag, items):
    log.append(tag)
    return items
ge = (x * y for x in src("outer", xs) for y in src("inner", [10]) if log.append(("cond", x)) is None)
r_created = list(log)
r_first = next(ge)
r_after_first = list(log)
try:
    bad = (x for x in 5)
    r_eager_err = "no error"
except TypeError as e:
    r_eager_err = type(e).__name__
lazy_bad = (y for x in xs for y in 5)
r_lazy_created = "created"
try:
    next(lazy_bad)
except TypeError as e:
    r_lazy_err = type(e).__name__
try:
    g = (x for x in undefined_name)
    r_name = "no error"
except NameError as e:
    r_name = type(e).__name__
g2 = (x / 0 for x in xs)
r_div_created = "ok"
try:
    next(g2)
except ZeroDivisionError:
    r_div = "ZeroDivisionError"
r_div_after = next(g2, "finished")
data = [1, 2]
g3 = (x for x in data)
data = [7, 8, 9]
r_rebound = list(g3)
data2 = [1, 2]
g4 = (x for x in data2)
data2.append(3)
r_appended = list(g4)
