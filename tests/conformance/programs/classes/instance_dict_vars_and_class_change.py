# probe: assigning __class__ switches method lookup; vars() of an instance is its __dict__ (aliased); vars() of an object without __dict__ raises TypeError
# inputs
v = 6
# body
class A:
    def kind(self):
        return "A"
class B:
    def kind(self):
        return "B"
    def extra(self):
        return self.val
a = A()
a.val = v
d = vars(a)
d["added"] = 1
r_added = a.added
a.__class__ = B
r_kind = a.kind()
r_extra = a.extra()
r_isinst = (isinstance(a, A), isinstance(a, B))
try:
    vars(5)
except TypeError as e:
    r_err = type(e).__name__
try:
    a.__class__ = int
except TypeError as e:
    r_err2 = type(e).__name__
r_dict_same = vars(a) is a.__dict__
r_keys = sorted(a.__dict__)
