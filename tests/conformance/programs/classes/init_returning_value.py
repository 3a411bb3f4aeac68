# probe: __init__ returning something other than None makes the class call raise TypeError
# inputs
v = 5
# body
class BadInit:
    def __init__(self):
        return v
try:
    BadInit()
    r = "ok"
except TypeError as e:
    r = str(e)
