# probe: a helper building a fresh list/dict each call: two calls with equal arguments give distinct objects, mutating one leaves the other
# inputs
n = 3
key = "a"
# body
def make(n):
    a = 1
    b = a + 1
    out = []
    for i in range(n):
        out.append(i * b)
    return out
def cfg(k):
    a = 1
    b = a + 2
    return {k: b, "nested": [b]}
x = make(n)
y = make(n)
r_same = x is y
x.append(99)
r_y = y
r_x = x
c1 = cfg(key)
c2 = cfg(key)
c1["nested"].append(4)
r_c2 = c2
r_c_same = c1["nested"] is c2["nested"]
z = make(n)
r_z = z
