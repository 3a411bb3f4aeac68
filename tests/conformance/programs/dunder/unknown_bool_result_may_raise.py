# probe: truth of an object whose __bool__ returns an input: an int result raises TypeError
# inputs
n = 2
# body
class IntBool:
    def __bool__(self):
        return n
try:
    if IntBool():
        pass
    r = "ok"
except TypeError as e:
    r = type(e).__name__
