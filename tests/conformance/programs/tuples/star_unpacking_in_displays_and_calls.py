# probe: * unpacking of tuples, strings, dicts, sets and generators inside tuple/list/set displays and calls, evaluated left to right; rotation by tuple assignment
# inputs
t = (1, 2)
s = "ab"
# body
log = []
def gen(tag):
    log.append("start " + tag)
    yield tag
r_tuple = (*t, *s, *{"k": 0})
r_list = [*t, 0, *t]
r_set = sorted({*t, *t, 3})
r_call = max(*t, *[5])
r_order = (*gen("x"), *gen("y"))
r_log = list(log)
a, b, c = 1, 2, 3
a, b, c = b, c, a
r_rotated = (a, b, c)
x = [0, 1, 2]
i = 0
i, x[i] = 1, 9
r_target_order = (i, x)
r_empty = (*(), *[], *"")
r_nested = [(*p, len(p)) for p in [t, t[:1]]]
