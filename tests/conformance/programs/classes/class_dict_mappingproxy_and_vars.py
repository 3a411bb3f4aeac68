# probe: class __dict__ is a read-only mappingproxy; vars(C) the same; setattr on class updates it; instance __dict__ replaceable
# inputs
v = 3
# body
class C:
    a = 1
r_type = type(C.__dict__).__name__
try:
    C.__dict__["b"] = 2
except TypeError as e:
    r_set = type(e).__name__
C.b = v
r_b = C.__dict__["b"]
r_vars_same = vars(C)["a"]
r_keys = sorted(k for k in vars(C) if not k.startswith("__"))
c = C()
c.__dict__ = {"z": v}
r_z = c.z
try:
    c.__dict__ = [1]
except TypeError as e:
    r_bad_dict = type(e).__name__
c.__dict__["w"] = 9
r_w = c.w
r_inst_vars = sorted(vars(c))
try:
    del C.__dict__["a"]
except TypeError as e:
    r_del = type(e).__name__
