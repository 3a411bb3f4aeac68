# probe: assigning __eq__ to a class after it is made does not clear its __hash__: instances stay hashable
# inputs
n = 2
# body
class C:
    pass
C.__eq__ = lambda self, other: False
try:
    r_len = len({C() for _ in range(n)})
except TypeError:
    r_len = "TypeError"
