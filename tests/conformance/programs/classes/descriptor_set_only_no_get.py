# probe: a descriptor with __set__ but no __get__: a data descriptor; reading gives the instance dict's value if present, else the descriptor itself
# inputs
v = 4
# body
class SetOnly:
    def __set__(self, obj, val):
        obj.__dict__["s"] = val + 100
class C:
    s = SetOnly()
c = C()
r_before = type(c.s).__name__
c.s = v
r_after = c.s
r_dict = dict(c.__dict__)
c.__dict__["s"] = "direct"
r_direct = c.s
r_cls = type(C.s).__name__
try:
    del c.s
except AttributeError as e:
    r_del = type(e).__name__
r_still = c.s
