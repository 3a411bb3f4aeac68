# probe: __set_name__ runs for descriptors in the class body at creation, with owner and name; not for ones set on the class later; one object under two names gets two calls
# inputs
v = 2
# body
calls = []
class Named:
    def __set_name__(self, owner, name):
        calls.append((owner.__name__, name))
        self.name = name
    def __get__(self, obj, typ=None):
        return getattr(self, "name", "unnamed")
shared = Named()
class A:
    first = shared
    second = shared
    third = Named()
r_calls = list(calls)
A.late = Named()
r_late = A.late
r_after = len(calls)
r_shared_name = A.first
class B(A):
    fourth = Named()
r_b_calls = calls[v + 1:]
late2 = Named()
late2.__set_name__(A, "manual")
r_manual = late2.name
