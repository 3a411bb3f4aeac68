# probe: raising an instance of a user class that does not derive from BaseException is a TypeError
# inputs
v = 1
# body
class NotExc:
    pass
try:
    raise NotExc()
except TypeError:
    r_caught = "TypeError"
