# probe: evaluation order: call arguments with * and ** interleaved, dict display keys before values, dict comprehension key before value, subscript assignment value before target
# inputs
k = "k"
# body
log = []
def t(x):
    log.append(x)
    return x
def f(*a, **kw):
    return None
f(t(1), *[t(2)], t(3), x=t(4), **{t("k5"): t(5)}, y=t(6))
r_call = list(log)
log.clear()
d = {t("a"): t(1), t("b"): t(2)}
r_dict = list(log)
log.clear()
dc = {t(k + str(i)): t(i) for i in range(2)}
r_dictcomp = list(log)
log.clear()
class Box:
    def __setitem__(self, key, val):
        log.append(("setitem", key, val))
box = Box()
def target():
    log.append("target")
    return box
target()[t("idx")] = t("value")
r_assign = list(log)
log.clear()
x = [0, 0]
i = 0
i, x[i] = 1, t(9)
r_swap = (i, x)
