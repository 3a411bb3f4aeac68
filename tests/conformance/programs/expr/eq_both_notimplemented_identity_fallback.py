# probe: when both __eq__ return NotImplemented, == falls back to identity and != to non-identity; ordering raises TypeError
# inputs
v = 1
# body
log = []
class N:
    def __eq__(self, o):
        log.append(type(self).__name__)
        return NotImplemented
    def __lt__(self, o):
        return NotImplemented
class M(N):
    pass
a = N()
b = N()
m = M()
r_self = a == a
r_other = a == b
r_ne = a != b
r_ne_self = a != a
r_sub = a == m
r_int = a == v
r_log = list(log)
try:
    a < b
except TypeError as e:
    r_lt = type(e).__name__
r_list_eq = [a] == [a]
r_list_eq2 = [a] == [b]
