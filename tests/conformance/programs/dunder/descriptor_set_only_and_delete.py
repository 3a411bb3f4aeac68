# probe: descriptors with only __set__ or only __delete__ are data descriptors; reading falls to the instance dict or the descriptor
# inputs
v = 7
# body
log = []
class SetOnly:
    def __set__(self, obj, value):
        log.append(("set", value))
        obj.__dict__["s"] = value * 2
class DelOnly:
    def __delete__(self, obj):
        log.append("delete")
class C:
    s = SetOnly()
    d = DelOnly()
c = C()
r_s_before = type(c.s).__name__
c.s = v
r_s_after = c.s
c.__dict__["d"] = "in dict"
r_d = c.d
try:
    c.d = 1
    r_d_set = "ok"
except AttributeError as e:
    r_d_set = type(e).__name__
del c.d
r_d_after_del = c.d
r_log = log
try:
    del c.s
    r_del_s = "ok"
except AttributeError as e:
    r_del_s = type(e).__name__
