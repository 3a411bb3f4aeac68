# probe: __set_name__ called once per name at class creation, also for the same object under two names, not for setattr later
# inputs
label = "late"
# body
calls = []
class Named:
    def __set_name__(self, owner, name):
        calls.append((owner.__name__, name))
one = Named()
class A:
    first = one
    second = one
    plain = 3
A.later = Named()
setattr(A, label, Named())
r_calls = list(calls)
class B(A):
    third = Named()
r_calls_b = calls[len(r_calls):]
class Bad:
    def __set_name__(self, owner, name):
        raise ValueError("no " + name)
try:
    class C:
        field = Bad()
    r_bad = "ok"
except Exception as e:
    r_bad = type(e).__name__
    r_bad_msg = str(e)
