# probe: reading an unset slot raises AttributeError which falls to __getattr__; deleting a slot then reading; slot descriptor on class
# inputs
v = 5
# body
class S:
    __slots__ = ("a", "b")
    def __getattr__(self, name):
        return "ga-" + name
s = S()
r_unset = s.a
s.a = v
r_set = s.a
del s.a
r_deleted = s.a
r_other = s.zzz
r_cls = type(S.a).__name__
s.b = v * 2
r_via_desc = S.b.__get__(s, S)
S.b.__set__(s, 1)
r_after_set = s.b
try:
    s.c = 1
except AttributeError as e:
    r_no_slot = type(e).__name__
