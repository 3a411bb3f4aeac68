# probe: keys with equal __hash__ values: insertion and lookup call __eq__ on the stored key only for colliding entries, the same object skips __eq__, an equal key replaces the value but keeps the first key object
# inputs
v = 2
# body
log = []
class K:
    def __init__(self, name, h):
        self.name = name
        self.h = h
    def __hash__(self):
        return self.h
    def __eq__(self, o):
        log.append((self.name, o.name))
        return self.h == o.h and self.name[0] == o.name[0]
a = K("a1", v)
b = K("b1", v)
c = K("c1", v + 100)
d = {a: 1, b: 2, c: 3}
r_insert = list(log)
log.clear()
r_lookup = (d[b], d[a])
r_lookup_log = list(log)
log.clear()
d[K("a2", v)] = 10
r_replace_log = list(log)
r_keys = [k.name for k in d]
r_vals = list(d.values())
log.clear()
r_in = K("z", v) in d
r_in_log = list(log)
