# probe: __set_name__ gets the owner and the name at class creation only; assigning a descriptor later skips it; two names sharing one descriptor
# inputs
k = 3
# body
log = []
class D:
    def __set_name__(self, owner, name):
        log.append((owner.__name__, name))
        self.name = name
    def __get__(self, obj, typ=None):
        if obj is None:
            return ("cls", typ.__name__)
        return (self.name, k)
shared = D()
class A:
    x = shared
    y = shared
class B(A):
    pass
r_log = list(log)
r_x = A().x
r_cls = A.x
r_sub = B.y
late = D()
A.z = late
r_log2 = len(log)
try:
    A().z
except AttributeError as e:
    r_late_err = type(e).__name__
late.__set_name__(A, "zz")
r_late = A().z
