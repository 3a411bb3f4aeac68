# probe: `in` uses __contains__, else __iter__, else __getitem__ with IndexError stop; __contains__ result converted to bool
# inputs
x = 2
# body
log = []
class C:
    def __contains__(self, i):
        log.append("contains")
        return i
    def __iter__(self):
        log.append("iter")
        return iter([])
class I:
    def __iter__(self):
        log.append("iter")
        return iter([1, 2, 3])
class G:
    def __getitem__(self, i):
        log.append(("gi", i))
        if i >= 4:
            raise IndexError
        return i
r_c = x in C()
r_c0 = 0 in C()
r_c_not = x not in C()
r_i = x in I()
r_g = x in G()
r_g_miss = 9 in G()
r_log = list(log)
class N:
    pass
try:
    1 in N()
except TypeError as e:
    r_none = type(e).__name__
class KE:
    def __getitem__(self, i):
        raise KeyError(i)
try:
    1 in KE()
except KeyError as e:
    r_ke = type(e).__name__
