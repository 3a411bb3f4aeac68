# probe: augmented assignment: __iadd__ returning NotImplemented falls to __add__ then __radd__; missing __iadd__; error messages
# inputs
n = 4
# body
calls = []
class Half:
    def __init__(self, v):
        self.v = v
    def __iadd__(self, o):
        calls.append("iadd")
        return NotImplemented
    def __add__(self, o):
        calls.append("add")
        return NotImplemented
class Right:
    def __radd__(self, o):
        calls.append("radd")
        return "right"
h = Half(1)
h += Right()
r_h = h
r_calls = list(calls)
class OnlyAdd:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return OnlyAdd(self.v + o)
a = OnlyAdd(1)
before = a
a += n
r_new_obj = (a.v, before.v, a is before)
class Nothing:
    pass
x = Nothing()
try:
    x += 1
except TypeError as e:
    r_iadd_msg = str(e)
try:
    x *= 2
except TypeError as e:
    r_imul_msg = str(e)
class IaddNone:
    def __iadd__(self, o):
        return None
y = IaddNone()
y += 1
r_none = y
lst = [1]
t = (lst,)
try:
    t[0] += [n]
except TypeError as e:
    r_tuple_item = type(e).__name__
r_lst_after = lst
class Imul:
    def __init__(self):
        self.k = 1
    def __imul__(self, o):
        self.k *= o
        return self
m = Imul()
m *= n
m *= n
r_imul = m.k
