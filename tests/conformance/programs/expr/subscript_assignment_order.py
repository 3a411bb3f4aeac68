# probe: in `a[f()] = g()` the value runs first, then the container and the index; a raising value leaves the target untouched and its subexpressions unevaluated; a raising second target leaves the first assigned
# inputs
val = 7
# body
log = []
def t(tag, v):
    log.append(tag)
    return v
def boom():
    log.append("boom")
    raise RuntimeError("no value")
xs = [0, 0, 0]
t("container", xs)[t("index", 1)] = t("value", val)
r_order = list(log)
log.clear()
try:
    t("container", xs)[t("index", 2)] = boom()
except RuntimeError:
    pass
r_boom_order = list(log)
r_xs = xs
d = {}
short = [0]
try:
    d["first"] = short[5] = val
except IndexError as e:
    r_second_fails = type(e).__name__
r_d = d
log.clear()
ys = [0, 0]
t("c1", ys)[t("i1", 0)], t("c2", ys)[t("i2", 1)] = t("rhs", (1, 2))
r_unpack_order = list(log)
