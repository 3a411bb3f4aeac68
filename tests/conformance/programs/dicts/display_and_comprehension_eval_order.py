# probe: evaluation order in dict displays and comprehensions: each key before its value, left to right; ** unpacking in place; a later duplicate key keeps the first key's position and object
# inputs
names = ["a", "b"]
# body
log = []
def k(x):
    log.append("k" + str(x))
    return x
def v(x):
    log.append("v" + str(x))
    return x
d = {k(1): v(10), k(2): v(20)}
r_display = list(log)
log.clear()
c = {k(n): v(n.upper()) for n in names}
r_comp = (list(log), c)
log.clear()
m = {k("x"): v(1), **{"y": v(2)}, k(1.0): v(3)}
r_star = (list(log), [(type(key).__name__, val) for key, val in m.items()])
log.clear()
dup = {k(1): v("first"), k(True): v("second")}
r_dup = (list(log), [(type(key).__name__, val) for key, val in dup.items()])
