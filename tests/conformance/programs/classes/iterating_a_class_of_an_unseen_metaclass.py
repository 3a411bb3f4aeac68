# probe: going over a class whose metaclass derives from `type` (which may give it an `__iter__`, here does not): Python's TypeError, never "ok"
# expect: raises TypeError
# inputs
n = 2
# body
class Meta(type):
    pass
class WithMeta(metaclass=Meta):
    size = n
r_size = WithMeta.size
for item in WithMeta:
    r_item = item
r_after = "not reached"
