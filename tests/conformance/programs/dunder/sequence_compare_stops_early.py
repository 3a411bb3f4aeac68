# probe: list/tuple ==, <, and `in` call element __eq__ only until the result is decided; identical elements skip __eq__; a length mismatch skips all for ==
# inputs
v = 2
# body
log = []
class E:
    def __init__(self, x):
        self.x = x
    def __eq__(self, o):
        log.append(("eq", self.x))
        return self.x == getattr(o, "x", o)
    def __lt__(self, o):
        log.append(("lt", self.x))
        return self.x < getattr(o, "x", o)
a = [E(1), E(v), E(3)]
b = [E(1), E(9), E(3)]
r_eq = a == b
r_log_eq = list(log)
log.clear()
r_lt = a < b
r_log_lt = list(log)
log.clear()
r_len = a == b[:2]
r_log_len = list(log)
log.clear()
same = E(5)
r_ident = [same, same] == [same, same]
r_log_ident = list(log)
log.clear()
r_tuple = (E(1), E(v)) == (1, v)
r_log_tuple = list(log)
