# probe: a lookup function called, then the module-level table, list, class attribute, instance or default argument it reads changed in place, then called again with the same arguments
# inputs
dt = "bf16"
# body
TABLE = {"bf16": 2, "fp8": 1}
def size_of(name):
    a = 1
    b = 2
    c = a + b
    return TABLE.get(name, 0) * c
r_t1 = size_of("bf16")
TABLE["bf16"] = 4
r_t2 = size_of("bf16")
REG = []
def backends():
    x = 0
    for i in range(3):
        x += i
    return sorted(REG) + [x]
REG.append("b")
r_b1 = backends()
REG.append("a")
r_b2 = backends()
class Limits:
    smem = 100
def fits(n):
    a = n * 2
    b = a + 1
    return b <= Limits.smem
r_f1 = fits(40)
Limits.smem = 50
r_f2 = fits(40)
EXTRA = []
def count(extra=EXTRA):
    a = 1
    b = 2
    return len(extra) + a + b
r_c1 = count()
EXTRA.append(1)
r_c2 = count()
def closure():
    seen = []
    def get():
        a = 1
        b = 2
        return len(seen) + a + b
    return seen, get
seen, get = closure()
r_g1 = get()
seen.append(0)
r_g2 = get()
