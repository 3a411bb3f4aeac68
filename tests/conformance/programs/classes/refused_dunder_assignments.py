# probe: __class__ cannot be set to an incompatible type and __dict__ only to a dict
# inputs
v = 1
# body
class A:
    pass
a = A()
try:
    a.__class__ = int
    r_class = "ok"
except TypeError as e:
    r_class = str(e)
try:
    a.__dict__ = [v]
    r_dict = "ok"
except TypeError as e:
    r_dict = str(e)
