# probe: data descriptor with only __set__ vs __get__-only descriptor read through the class and the instance, instance dict write
# inputs
v = 5
# body
class G:
    def __get__(self, obj, typ):
        return "g" if obj is None else "gi"
class S:
    def __set__(self, obj, val):
        obj.__dict__["s_set"] = val
class C:
    g = G()
    s = S()
c = C()
r_g_cls = C.g
r_g_inst = c.g
c.g = v
r_g_after = c.g
r_g_cls_after = C.g
c.s = v + 1
r_s_dict = sorted(c.__dict__)
r_s_read = type(c.s).__name__
c.__dict__["s"] = "inst"
r_s_read2 = type(c.s).__name__
del c.g
r_g_del = c.g
try:
    del c.g
except AttributeError as e:
    r_del2 = type(e).__name__
